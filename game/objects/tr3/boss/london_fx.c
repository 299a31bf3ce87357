/* The London boss's bolts, plasma and rings, and the fusebox that ends her
 * (tomb3 londboss.cpp, the ring updates of draweffects.cpp, fusebox.cpp);
 * see london.c and london.h.
 *
 * Her bolts (effects of O3_EXTRAFX_4; the original makes them items) fly
 * straight, speeding up by an eighth plus 2 a tick to 384. A small or
 * large one that comes within 400 of Lara, or meets the floor or the
 * ceiling, bursts: an explosion, 3 (small) or 4 (large) plasma balls
 * where it was, and Lara, if it reached her, loses 30 (small) or 542
 * (large); if it burst elsewhere within a sector of her (her middle, 256
 * above her feet), (1024 - distance) / 64 (small) or / 16 (large). The
 * summon's bolts only rise about her and fade out over 16 ticks once past
 * 192.
 *
 * The plasma balls (effects of O3_EXTRAFX_5) fall in an arc and die on
 * the floor, the ceiling or in water; a harmful one within 200 of Lara
 * costs her 25.
 *
 * Her rings, as effects of O3_EXTRAFX_5 too (counter: which kind):
 *   - the knock-back rings: three rings round her, 512 above her feet and
 *     each 128 lower, living 32 ticks; the middle one starts at 768 and
 *     grows by 32, then 3 more each tick, the outer ones at 512 by 16 and
 *     2 more. While the middle one grows, Lara inside it on the floor plane
 *     loses 200, is thrown (75 away from the centre, or 75 backwards when
 *     facing it, 50 up, falling as from a forward jump) with an explosion
 *     and three harmless plasma balls at her; then all three shrink back
 *     (speed minus a quarter, one more each tick). The original runs this
 *     while drawing her, and tests the middle ring even after it has faded,
 *     at its last size; here it runs each tick while the rings live.
 *   - the summon rings: shrinking by 16..31 and 2 more each tick, gone at
 *     nothing or after 64 ticks.
 *   - her death's explosion rings: growing by 128 + 32 per ring each tick
 *     for 32 ticks.
 *
 * The fusebox (O3_EXTRAFX_6, fusebox.cpp): once it has no hit points
 * (it has none: as soon as a trigger sets it going) it plays its second
 * animation with an explosion; in a level with the London boss the heavy
 * triggers under it go off and she is shocked to death (london.c). The
 * original does that on the City level only (the only one with her).
 * Drawn as sparks: london_draw.c; their lights: london_lights.c. */
#include "game/objects/tr3/boss/london.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/collide/collide.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/boss/boss_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define BOLT_MAX_SPEED 384
#define BOLT_FADE_SPEED 192
#define BOLT_FADE_TICKS 16
#define BOLT_REACH 400
#define BOLT_SMALL_HIT 30
#define BOLT_LARGE_HIT (30 + 512)
#define BOLT_SPLASH WALL_SIZE
#define PLASMA_REACH 200
#define PLASMA_DAMAGE 25
#define KB_DAMAGE 200
#define KB_THROW 75
#define KB_LIFT (-50)
#define KB_LIFE 32
#define SUMMON_LIFE 64
#define EXPLOSION_LIFE 32
#define SPARK3_GREEN 2 /* TriggerExplosionSparks' uw: her bursts are green */

static int32_t rnd(struct Game *g) { return Prng_Control(&g->sim->prng); }

int London3_CountFx(Game *g, int kind)
{
    const EffectList *l = &g->effects;
    int n = 0;
    for (int fx = l->next_active, k = 0; fx >= 0 && fx < EFFECT_MAX && k < EFFECT_MAX;
         fx = l->fx[fx].next_active, k++)
        n += l->fx[fx].object_id == O3_EXTRAFX_5 && l->fx[fx].counter == kind;
    return n;
}

void London3_KillFx(Game *g, int kind)
{
    EffectList *l = &g->effects;
    int fx = l->next_active;
    for (int k = 0; fx >= 0 && fx < EFFECT_MAX && k < EFFECT_MAX; k++) {
        int next = l->fx[fx].next_active;
        if (l->fx[fx].object_id == O3_EXTRAFX_5 && l->fx[fx].counter == kind)
            Effect_Kill(g, fx);
        fx = next;
    }
}

static Effect *new_fx(Game *g, int room, int object_id)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return NULL;
    Effect *e = Effect_Get(g, fx);
    e->object_id = (int16_t)object_id;
    e->frame_num = -1; /* no mesh of its own to draw */
    e->rot = (Vec3s){ 0, 0, 0 };
    e->speed = e->fall_speed = e->counter = e->shade = 0;
    return e;
}

/* The original's TriggerPlasmaBall: off at 64..95, rising at 45 degrees
 * a quarter turn (plus a random turn) from `angle`. */
static void plasma_ball(Game *g, Vec3i pos, int room, int16_t angle, bool harmless)
{
    Effect *e = new_fx(g, room, O3_EXTRAFX_5);
    if (!e)
        return;
    e->speed = (int16_t)((rnd(g) & 0x1F) + 64);
    e->pos = pos;
    e->rot.x = 0x2000;
    e->rot.y = (int16_t)(angle + rnd(g) + 0x4000);
    e->counter = harmless ? LON_FX_PLASMA_HARMLESS : LON_FX_PLASMA;
}

/* ---- bolts (O3_EXTRAFX_4) ------------------------------------------------------
 * counter: the original's item_flags[0] (its light's size; negative for
 * the small and summon bolts), rot.z: item_flags[1] (the light's growth),
 * fall_speed: a summon bolt, shade: its fade count. */

void London3_Bolt(Game *g, const Item *boss, Vec3i pos, int type, int16_t angle)
{
    const Item *lara = Game_LaraItem(g);
    Effect *e = new_fx(g, boss->room, O3_EXTRAFX_4);
    if (!e || !lara)
        return;
    e->pos = pos;
    if (type == LON_BOLT_SUMMON) {
        e->pos.y += boss->pos.y - 384;
        e->rot.x = (int16_t)(-pos.y * 32);
        e->rot.y = (int16_t)(rnd(g) << 1);
    } else {
        int16_t a[2];
        Camera_VectorAngles(lara->pos.x - pos.x, lara->pos.y - pos.y - 256, lara->pos.z - pos.z, a);
        e->rot.x = a[1];
        e->rot.y = angle;
    }
    bool large = type == LON_BOLT_LARGE;
    e->speed = large ? 24 : 16;
    e->counter = large ? 31 : -24;
    e->rot.z = large ? 16 : 4;
    e->fall_speed = type == LON_BOLT_SUMMON;
}

void London3_Burst(Game *g, Vec3i at, int room, int extras, int more, int more_extras)
{
    Spark3_Explosion(g, at.x, at.y, at.z, extras, -2, SPARK3_GREEN, room);
    for (int i = 0; i < more; i++)
        Spark3_Explosion(g, at.x, at.y, at.z, more_extras, -1, SPARK3_GREEN, room);
}

/* A small or large bolt bursts at `old`: an explosion, plasma, and Lara's
 * loss. */
static void bolt_burst(Game *g, const Effect *e, Vec3i old, int old_room, bool hit)
{
    bool large = e->counter >= 0;
    Effect_Sound(g, Effect_Ids(g)->sfx_explosion, &old);
    London3_Burst(g, old, e->room, large ? 3 : 2, large ? 3 : 2, 2);
    int balls = large ? 4 : 3;
    for (int i = 0; i < balls; i++)
        plasma_ball(g, old, old_room, e->rot.y, false);
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    if (hit) {
        Lara_TakeDamage(g, large ? BOLT_LARGE_HIT : BOLT_SMALL_HIT, true);
        return;
    }
    int32_t dx = lara->pos.x - e->pos.x, dy = lara->pos.y - e->pos.y - 256,
            dz = lara->pos.z - e->pos.z;
    uint64_t sq = (uint64_t)((int64_t)dx * dx + (int64_t)dy * dy + (int64_t)dz * dz);
    int32_t dist = (int32_t)Math_Sqrt64(sq);
    if (dist < BOLT_SPLASH)
        Lara_TakeDamage(g, (int16_t)((BOLT_SPLASH - dist) >> (large ? 4 : 6)), true);
}

static void bolt_control(Game *g, int fx)
{
    Effect *e = Effect_Get(g, fx);
    Vec3i old = e->pos;
    int old_room = e->room;
    int32_t flat = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.x += (flat * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->pos.y -= (e->speed * Math_Sin(e->rot.x)) >> W2V_SHIFT;
    e->pos.z += (flat * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    if (e->speed < BOLT_MAX_SPEED)
        e->speed = (int16_t)(e->speed + (e->speed >> 3) + 2);
    if (e->fall_speed && e->speed > BOLT_FADE_SPEED && ++e->shade >= BOLT_FADE_TICKS) {
        Effect_Kill(g, fx);
        return;
    }
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
    if (!e->fall_speed) {
        bool hit = Game_LaraItem(g) && Effect_LaraIsNear(g, &e->pos, BOLT_REACH);
        int32_t h = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
        int32_t c = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
        if (hit || e->pos.y >= h || e->pos.y <= c) {
            bolt_burst(g, e, old, old_room, hit);
            Effect_Kill(g, fx);
            return;
        }
    }
    /* The light's size and growth (drawing only, kept as the original's);
     * this tick's light is as large as it was before */
    London3_BoltLight(g, e, e->counter < 0 ? -e->counter : e->counter);
    if (e->counter < 0 && -e->counter > 10) {
        e->rot.z = (int16_t)(e->rot.z + 2);
        e->counter++;
    } else if (e->counter > 16) {
        e->rot.z = (int16_t)(e->rot.z + 4);
        e->counter--;
    }
}

/* ---- plasma and rings (O3_EXTRAFX_5) --------------------------------------------- */

static void plasma_control(Game *g, int fx, Effect *e)
{
    e->fall_speed++;
    if (e->speed > 8)
        e->speed = (int16_t)(e->speed - 2);
    if (e->rot.x > -15360)
        e->rot.x = (int16_t)(e->rot.x - 256);
    int32_t flat = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.x += (flat * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->pos.y += e->fall_speed - ((e->speed * Math_Sin(e->rot.x)) >> W2V_SHIFT);
    e->pos.z += (flat * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t h = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t c = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    const Room *r = World_Room(&g->world, room);
    if (e->pos.y >= h || e->pos.y < c || (r && (r->flags & ROOM_FLAG_WATER))) {
        Effect_Kill(g, fx);
        return;
    }
    if (e->counter == LON_FX_PLASMA && Game_LaraItem(g) &&
        Effect_LaraIsNear(g, &e->pos, PLASMA_REACH)) {
        Lara_TakeDamage(g, PLASMA_DAMAGE, true);
        Effect_Kill(g, fx);
        return;
    }
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
    London3_PlasmaLight(g, Effect_Get(g, fx));
}

/* The original's KnockBackCollision: Lara inside the ring on the floor
 * plane is hurt and thrown. */
static bool knock_back(Game *g, const Effect *ring, int32_t radius)
{
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return false;
    int32_t dx = lara->pos.x - ring->pos.x, dz = lara->pos.z - ring->pos.z;
    int32_t dist = (abs(dx) > 16000 || abs(dz) > 16000) ? 0x7FFF : dx * dx + dz * dz;
    if (dist >= radius * radius)
        return false;
    Lara_TakeDamage(g, KB_DAMAGE, true);
    int16_t angle = (int16_t)Camera_Atan(dz, dx);
    int16_t diff = (int16_t)(lara->rot.y - angle);
    if (abs(diff) >= 0x4000) {
        lara->rot.y = (int16_t)(angle + 0x8000);
        lara->speed = -KB_THROW;
    } else {
        lara->rot.y = angle;
        lara->speed = KB_THROW;
    }
    lara->gravity = true;
    lara->fall_speed = KB_LIFT;
    lara->rot.x = lara->rot.z = 0;
    Lara_SwitchAnim(g, lara, LARA_ANIM_FALL_DOWN, 0);
    lara->current_state = lara->goal_state = LS_FORWARD_JUMP;
    London3_Burst(g, lara->pos, lara->room, 3, 0, 0);
    for (int i = 0; i < 3; i++)
        plasma_ball(g, lara->pos, lara->room, (int16_t)(rnd(g) << 1), true);
    return true;
}

/* The knock-back rings: shade the life, rot.y and speed the middle ring's
 * radius and speed, rot.x and fall_speed the outer two's. */
void London3_KnockBack(Game *g, const Item *boss)
{
    London3_KillFx(g, LON_FX_KNOCKBACK);
    Effect *e = new_fx(g, boss->room, O3_EXTRAFX_5);
    if (!e)
        return;
    e->pos = (Vec3i){ boss->pos.x, boss->pos.y - 512, boss->pos.z };
    e->counter = LON_FX_KNOCKBACK;
    e->shade = KB_LIFE;
    e->rot.y = 768;
    e->speed = 32;
    e->rot.x = 512;
    e->fall_speed = 16;
}

static int16_t kb_speed(int16_t speed, int growth)
{
    return (int16_t)(speed < 0 ? speed - 1 : speed + growth);
}

static void knockback_control(Game *g, int fx, Effect *e)
{
    if (e->speed >= 0 && knock_back(g, e, e->rot.y)) {
        e->speed = (int16_t)(-e->speed >> 2);
        e->fall_speed = (int16_t)(-e->fall_speed >> 2);
    }
    if (--e->shade <= 0) {
        Effect_Kill(g, fx);
        return;
    }
    e->rot.y = (int16_t)(e->rot.y + e->speed);
    e->speed = kb_speed(e->speed, 3);
    e->rot.x = (int16_t)(e->rot.x + e->fall_speed);
    e->fall_speed = kb_speed(e->fall_speed, 2);
}

/* Summon and explosion rings: shade the life, rot.y the radius, speed its
 * change, rot.x and rot.z the tilt (drawing). */
void London3_SummonRing(Game *g, const Item *boss)
{
    if (London3_CountFx(g, LON_FX_SUMMON_RING) >= 6)
        return;
    int32_t r = rnd(g) & 0x3FF;
    Effect *e = new_fx(g, boss->room, O3_EXTRAFX_5);
    if (!e)
        return;
    e->counter = LON_FX_SUMMON_RING;
    e->shade = SUMMON_LIFE;
    e->speed = (int16_t)((rnd(g) & 0xF) + 16);
    e->pos = (Vec3i){ boss->pos.x, boss->pos.y - r + 128, boss->pos.z };
    e->rot.x = (int16_t)(16 * ((rnd(g) & 0x1FF) - 256));
    e->rot.z = (int16_t)(16 * ((rnd(g) & 0x1FF) - 256));
    e->rot.y = (int16_t)(2048 - abs(r - 512));
}

void London3_ExplosionRing(Game *g, Vec3i pos, int room, int n)
{
    Effect *e = new_fx(g, room, O3_EXTRAFX_5);
    if (!e)
        return;
    e->counter = LON_FX_EXPLOSION_RING;
    e->shade = EXPLOSION_LIFE;
    e->rot.y = 512;
    e->speed = (int16_t)(128 + (n << 5));
    e->pos = pos;
    e->rot.x = (int16_t)(16 * ((rnd(g) & 0x1FF) - 256));
    e->rot.z = (int16_t)(16 * ((rnd(g) & 0x1FF) - 256));
}

static void ring_control(Game *g, int fx, Effect *e)
{
    bool summon = e->counter == LON_FX_SUMMON_RING;
    e->shade--;
    if (summon)
        e->rot.y = (int16_t)(e->rot.y - e->speed);
    if (e->shade <= 0 || (summon && e->rot.y <= 0)) {
        Effect_Kill(g, fx);
        return;
    }
    if (summon)
        e->speed = (int16_t)(e->speed + 2);
    else
        e->rot.y = (int16_t)(e->rot.y + e->speed);
}

static void fx5_control(Game *g, int fx)
{
    Effect *e = Effect_Get(g, fx);
    switch (e->counter) {
    case LON_FX_PLASMA:
    case LON_FX_PLASMA_HARMLESS:
        plasma_control(g, fx, e);
        break;
    case LON_FX_KNOCKBACK:
        knockback_control(g, fx, e);
        break;
    default:
        ring_control(g, fx, e);
        break;
    }
}

/* ---- the fusebox (O3_EXTRAFX_6) -------------------------------------------------- */

static void fusebox_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    const Model *m = it->model >= 0 ? &g->lv->models[it->model] : NULL;
    if (m && it->hit_points <= 0 && it->anim == (int)m->animation &&
        m->animation + 1u < g->lv->num_animations) {
        it->anim = (int16_t)(m->animation + 1);
        it->frame = (int16_t)g->lv->animations[it->anim].frame_start;
        /* (the original's sum puts the blast near the world's origin;
         * ours is at the box, 420 behind it and 768 up) */
        Vec3i at = { it->pos.x + ((420 * Math_Sin((int16_t)(it->rot.y + 0x8000))) >> W2V_SHIFT),
                     it->pos.y - 768,
                     it->pos.z + ((420 * Math_Cos((int16_t)(it->rot.y + 0x8000))) >> W2V_SHIFT) };
        Effect_Explosion(g, &at, it->room, false);
        int boss = -1;
        for (uint32_t i = 0; i < g->sim->num_items && boss < 0; i++)
            if (g->sim->items[i].object_id == O3_LON_BOSS)
                boss = (int)i;
        if (boss >= 0) {
            int16_t room = it->room;
            const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
            World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
            Game_TestTriggers(g, g->world.trigger_index, true);
            Item *b = &g->sim->items[boss];
            b->data_index = (b->data_index & ~LON_D_SHOCK) | 1;
        }
    }
    Object_Animate(g, it);
}

void London3_FxSetup(Game *g)
{
    g->objects[O3_EXTRAFX_4].effect_control = bolt_control;
    g->objects[O3_EXTRAFX_5].effect_control = fx5_control;
    London3_DrawSetup(g);
    ObjectInfo *o = &g->objects[O3_EXTRAFX_6];
    if (!o->loaded)
        return;
    o->control = fusebox_control;
    o->collision = Coll_ObjectCollision;
    o->save_position = o->save_hitpoints = o->save_flags = o->save_anim = true;
}
