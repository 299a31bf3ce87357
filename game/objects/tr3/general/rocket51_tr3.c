/* Area 51's rocket and its struts (see rocket51_tr3.h). */
#include "game/objects/tr3/general/rocket51_tr3.h"

#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/trap/trap.h"
#include "game/objects/tr3/object_ids_tr3.h"

enum { SFX3_FLARE_BURN = 12, SFX3_EXPLOSION2 = 106, SFX3_HUGE_ROCKET_LOOP = 257 };

#define SMOKE_END 512          /* the countdown's smoke, then the ignition */
#define LIFT_OFF (4096 + SMOKE_END)
#define FIRE_ROOM 52           /* the original's room of the flames below */
#define STRUT_FALL_SPEED (-72) /* past it the struts fall away */
#define STRUT_WAIT 1
#define STRUT_FALL 2

/* The floor of the pit below the rocket, where its fire spreads (the
 * original's room 52; a level without it: the rocket's own room). */
static int32_t fire_floor(Game *g, const Item *it)
{
    const Room *r = World_Room(&g->world, FIRE_ROOM);
    if (!r)
        r = World_Room(&g->world, it->room);
    return r ? r->y_bottom : it->pos.y;
}

static int32_t rnd(Game *g) { return Spark3_Rand(g); }

/* A light of TriggerDynamic's colours (0..255 there: 0..31 for ours). */
static void light(Game *g, int32_t x, int32_t y, int32_t z, int room, int reach, int r, int gr,
                  int b)
{
    Gun_AddLightTR3(&g->lights, (Vec3i){ x, y, z }, room, reach, r >> 3, gr >> 3, b >> 3);
}

/* What the blast's fire and the rocket's smoke set alike (the original's
 * two routines draw these in this order): added, their life counting
 * down from full, no light of their own, up to 8 either way of (x, z) at
 * y, drifting -128..127 across x. */
static void spread_from(Game *g, Spark3 *s, int32_t x, int32_t y, int32_t z)
{
    s->s_life = s->life;
    s->trans = SPARK3_ADD;
    s->extras = 0;
    s->dynamic = -1;
    s->x = (rnd(g) & 0xF) + x - 8;
    s->y = y;
    s->z = (rnd(g) & 0xF) + z - 8;
    s->xvel = (int16_t)((rnd(g) & 0xFF) - 128);
}

/* The fire and smoke spreading over the pit (Trigger51BlastFire): in a
 * spark of its own, or in slot `end` of the pool (the blast's 96). */
static void blast_fire(Game *g, int32_t x, int32_t y, int32_t z, bool smoke, int end, int room)
{
    Spark3 *s = end < 0 ? Spark3_New(g, room) : (g->sparks ? &g->sparks->s[end] : NULL);
    if (!s)
        return;
    s->on = true;
    s->room = (int16_t)room;
    if (smoke) {
        s->sr = s->sg = s->sb = 0;
        s->dr = s->dg = s->db = 64;
    } else {
        s->sr = (uint8_t)((rnd(g) & 0x1F) + 128);
        s->sg = (uint8_t)((rnd(g) & 0x1F) + 64);
        s->sb = 32;
        s->dr = (uint8_t)((rnd(g) & 0x1F) + 224);
        s->dg = (uint8_t)((rnd(g) & 0x1F) + 160);
        s->db = 32;
    }
    s->col_fade = 16;
    if (end) {
        s->fade_black = (uint8_t)((rnd(g) & 0x1F) + 32);
        s->life = (uint8_t)((end >> 1) + 72);
    } else {
        s->fade_black = smoke ? 32 : 8;
        s->life = (uint8_t)((smoke ? 32 : 0) + (rnd(g) & 7) + 32);
    }
    spread_from(g, s, x, y, z);
    s->yvel = (int16_t)-(rnd(g) & 7);
    s->zvel = (int16_t)((rnd(g) & 0xFF) - 128);
    s->friction = 4;
    s->flags = SPARK3_ALTDEF | SPARK3_ROTATE | SPARK3_DEF | SPARK3_SCALE;
    s->rot_ang = (int16_t)(rnd(g) & 0xFFF);
    s->rot_add = (int8_t)((rnd(g) & 1) ? -16 - (rnd(g) & 0xF) : (rnd(g) & 0xF) + 16);
    s->def = 0;
    s->scalar = 4;
    s->max_yvel = 0;
    s->gravity = 0;
    int size = (rnd(g) & 0x3F) + 64;
    s->d_width = s->d_height = (uint8_t)size;
    s->width = s->s_width = s->height = s->s_height = (uint8_t)(end ? size : size >> 1);
}

/* The smoke and flame under the rocket (Trigger51RocketSmoke). */
static void rocket_smoke(Game *g, int32_t x, int32_t y, int32_t z, int yv, bool fire, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    if (fire) {
        s->sr = s->sg = (uint8_t)((rnd(g) & 0x1F) + 48);
        s->sb = (uint8_t)((rnd(g) & 0x3F) + 192);
        s->dr = (uint8_t)((rnd(g) & 0x3F) + 192);
        s->dg = (uint8_t)((rnd(g) & 0x3F) + 128);
        s->db = 32;
    } else {
        s->sr = s->sg = s->sb = 0;
        s->dr = s->dg = s->db = (uint8_t)((yv >> 5) + 32);
    }
    s->col_fade = (uint8_t)(16 - (fire ? yv >> 9 : 0));
    s->fade_black = fire ? 0 : 16;
    s->life = (uint8_t)((rnd(g) & 3) - (fire ? yv >> 8 : 0) + 60);
    spread_from(g, s, x, y, z);
    s->yvel = (int16_t)(yv + (rnd(g) & 0xF));
    s->zvel = (int16_t)((rnd(g) & 0xFF) - 128);
    s->friction = 4;
    if (rnd(g) & 1) {
        s->flags = SPARK3_ALTDEF | SPARK3_ROTATE | SPARK3_DEF | SPARK3_SCALE;
        s->rot_ang = (int16_t)(rnd(g) & 0xFFF);
        s->rot_add = (int8_t)((rnd(g) & 1) ? -16 - (rnd(g) & 0xF) : (rnd(g) & 0xF) + 16);
    } else {
        s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    }
    s->def = 0;
    s->scalar = 3;
    s->max_yvel = 0;
    s->gravity = 0;
    int size = (rnd(g) & 0x3F) + (yv >> 5) + 64;
    if (size > 255)
        size = 255;
    s->d_width = s->d_height = (uint8_t)size;
    s->width = s->s_width = s->height = s->s_height = (uint8_t)(size >> 2);
}

/* The camera shakes harder as the engines build up, then dies away. */
static int32_t shake(const Item *it)
{
    int16_t t = it->required_state;
    if (t >= 0x2000)
        return -((0x4000 - t) >> 6);
    return t <= 64 ? -1 : -(t >> 6);
}

/* The lift-off, once the fire below has spread far enough: the pit's 96
 * sparks set off at once; the rocket goes. */
static void blast_off(Game *g, Item *it)
{
    int32_t floor = fire_floor(g, it);
    for (int i = 0; i < 96; i++) {
        int32_t x = it->pos.x - (rnd(g) & 0xFFF) - 5632;
        int32_t z = it->pos.z + (rnd(g) & 0x7FF) - 2048;
        blast_fire(g, x, floor - (rnd(g) & 0x7FF), z, i >= 64, i, it->room);
    }
    g->camera.bounce = -((0x4000 - it->required_state) >> 6);
    it->current_state = 1;
}

/* SPECIAL_FX1's own countdown; false when it is gone or has taken off
 * this tick (no smoke then). Its counters are its state fields, as the
 * original's: required_state the countdown, goal_state how far the fire
 * has spread, current_state gone, fall_speed its climb. */
static bool countdown(Game *g, int item, Item *it)
{
    Item *lara = Game_LaraItem(g);
    if (it->required_state < SMOKE_END) {
        it->required_state = (int16_t)(it->required_state + 8);
        if (it->required_state < SMOKE_END) {
            Effect_Sound(g, SFX3_FLARE_BURN, NULL);
            it->current_state = it->goal_state = 0;
        } else {
            it->required_state = (int16_t)(it->required_state + 2048);
            it->goal_state = 64;
            Effect_Sound(g, SFX3_EXPLOSION2, NULL);
        }
    } else {
        if (it->current_state) {
            /* away: the loop, the fading glow below, the shaking */
            Effect_Sound(g, SFX3_HUGE_ROCKET_LOOP, NULL);
            it->required_state = (int16_t)(it->required_state + 32);
            if (it->required_state > 16000) {
                Object_Kill(g, item);
                return false;
            }
            int32_t b = 0x4000 - it->required_state;
            int r = (int)((b * ((rnd(g) & 0x1F) + 224)) >> 12);
            int gr = (int)((b * ((rnd(g) & 0x3F) + 96)) >> 12);
            int bl = (int)((b * (rnd(g) & 0x1F)) >> 12);
            light(g, it->pos.x - 7680, fire_floor(g, it) - (rnd(g) & 0x1FF) - 256, it->pos.z - 1024,
                  it->room, 24, r, gr, bl);
            g->camera.bounce = -((0x4000 - it->required_state) >> 6);
            return false;
        }
        /* the fire spreads back over the pit; Lara in it burns */
        if (lara && !Effect_LaraBurning(g)) {
            int32_t rad = it->goal_state < 8192 ? it->goal_state : 8192;
            if (lara->pos.x > it->pos.x - rad - 1536) {
                lara->hit_points = 0;
                Effect_LaraBurnTR3(g);
            }
            it->goal_state = (int16_t)(it->goal_state + 80);
        }
        it->required_state = (int16_t)(it->required_state + 32);
    }
    if (it->required_state < LIFT_OFF) {
        if (it->goal_state > 768)
            Effect_Sound(g, SFX3_HUGE_ROCKET_LOOP, NULL);
        if (it->goal_state > 1024)
            it->goal_state = 1024;
    } else {
        Effect_Sound(g, SFX3_HUGE_ROCKET_LOOP, NULL);
        if (it->required_state > 12288)
            it->required_state = 12288;
        if (it->goal_state > 22528) {
            blast_off(g, it);
            return false;
        }
        it->fall_speed = (int16_t)(it->fall_speed - 1);
        if (it->fall_speed < -1024)
            it->fall_speed = -1024;
        it->pos.y += it->fall_speed >> 2;
        int16_t room = it->room;
        World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
        if (room != it->room)
            Trap_NewRoom(g, item, room);
    }
    g->camera.bounce = shake(it);
    return true;
}

/* Both SPECIAL_FX1 and 2: the smoke under the rocket every fourth tick
 * (the original's wibble & 0xC), the fire's glow and flames once lit. */
static void fire_looks(Game *g, Item *it)
{
    if (!(g->sim->tick & 3)) {
        int yv = it->required_state >= 128 ? 4 * (it->required_state + (rnd(g) & 0x1F)) - 512
                                           : rnd(g) & 0x1F;
        if (yv > 6144)
            yv = 6144;
        bool fire = it->required_state >= SMOKE_END;
        int32_t x = it->pos.x, y = it->pos.y - 64, z = it->pos.z;
        rocket_smoke(g, x - 896, y, z - 512, yv, fire, it->room);
        rocket_smoke(g, x - 128, y, z - 512, yv, fire, it->room);
        rocket_smoke(g, x - 512, y, z - 896, yv, fire, it->room);
        rocket_smoke(g, x - 512, y, z - 128, yv, fire, it->room);
    }
    if (!it->goal_state)
        return;
    light(g, it->pos.x - 512, it->pos.y, it->pos.z - 512, it->room, 31, (rnd(g) & 0x1F) + 224,
          (rnd(g) & 0x3F) + 96, rnd(g) & 0x1F);
    int32_t rad = it->goal_state < 8192 ? it->goal_state : 8192;
    int32_t mask = it->goal_state >= 1024 ? 2047 : 255;
    int32_t floor = fire_floor(g, it);
    int32_t x = it->pos.x - (rnd(g) & 0x7FF) - rad + 512;
    int32_t y = floor - (mask & rnd(g));
    int32_t z = it->pos.z + (rnd(g) & 0x7FF) - 2048;
    bool odd = g->sim->tick & 1; /* (the original's wibble & 4) */
    if (odd)
        blast_fire(g, x, y, z, false, -1, it->room);
    light(g, it->pos.x - rad + 512, y, it->pos.z - 1024, it->room, 24, (rnd(g) & 0x1F) + 224,
          (rnd(g) & 0x3F) + 96, rnd(g) & 0x1F);
    if (odd) {
        x = it->pos.x - (rnd(g) & 0x3FF) - rad - 512;
        y = floor - (mask & rnd(g));
        z = it->pos.z + (rnd(g) & 0x7FF) - 2048;
        blast_fire(g, x, y, z, true, -1, it->room);
    }
}

static void rocket_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Object_IsTriggerActive(it))
        return;
    if (it->object_id == O3_SPECIAL_FX_1 && !countdown(g, item, it))
        return;
    fire_looks(g, it);
}

bool Rocket51_StrutsFall(const Game *g)
{
    for (uint32_t i = 0; i < g->sim->num_items; i++) {
        const Item *it = &g->sim->items[i];
        if (it->object_id == O3_SPECIAL_FX_1 && it->fall_speed < STRUT_FALL_SPEED)
            return true;
    }
    return false;
}

static void struts_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Rocket51_StrutsFall(g))
        it->current_state = STRUT_WAIT;
    else if (it->goal_state != STRUT_FALL && it->current_state != STRUT_FALL)
        it->goal_state = STRUT_FALL;
    Object_Animate(g, it);
}

void Rocket51_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_SPECIAL_FX_1];
    o->control = rocket_control;
    o->save_position = o->save_flags = o->save_anim = true;
    o = &g->objects[O3_SPECIAL_FX_2];
    o->control = rocket_control;
    o->save_flags = o->save_anim = true; /* (not drawn: GameRules.draw_item) */
    o = &g->objects[O3_SPECIAL_FX_3];
    o->control = struts_control;
    o->save_anim = true;
}
