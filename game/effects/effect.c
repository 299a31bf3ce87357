/* The effect list and the effect kinds (see effect.h). Numbers and the order
 * of random calls are the original TR1 routines'. */
#include "game/effects/effect.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/mem.h"
#include "engine/math/matrix.h"
#include "engine/sim/sim_draw.h"
#include "game/game.h"
#include "game/objects/object_ids.h"

#define FX_MAX_HEIGHT 32000      /* a probe from below every floor */

/* ---- the list ------------------------------------------------------------- */

static bool fx_ok(int fx) { return fx >= 0 && fx < EFFECT_MAX; }

static int16_t *room_head(EffectList *l, int room)
{
    static int16_t none;
    if (room < 0 || (uint32_t)room >= l->num_rooms || !l->room_fx) {
        none = EFFECT_NONE;
        return &none;
    }
    return &l->room_fx[room];
}

/* What effects read as an object's mesh count: sprites count down from
 * frame 0 to minus their number, models give their mesh count. */
static int16_t mesh_count_of(const Level *lv, int id)
{
    if (!lv)
        return 0;
    const SpriteSequence *sq = Level_FindSpriteSequence(lv, id);
    if (sq)
        return sq->neg_length;
    const Model *m = Level_FindModel(lv, (uint32_t)id);
    return m ? (int16_t)m->num_meshes : 0;
}

void Effect_Init(Game *g)
{
    EffectList *l = &g->effects;
    void (*play)(void *, int, const Vec3i *) = l->play_sound;
    void *user = l->sound_user;
    memset(l, 0, sizeof(*l));
    l->play_sound = play;
    l->sound_user = user;
    l->next_active = EFFECT_NONE;
    l->next_free = 0;
    for (int i = 0; i < EFFECT_MAX; i++) {
        l->fx[i].next_free = (int16_t)(i + 1 < EFFECT_MAX ? i + 1 : EFFECT_NONE);
        l->fx[i].next_draw = l->fx[i].next_free;
        l->fx[i].next_active = EFFECT_NONE;
        l->fx[i].room = -1;
    }
    l->num_rooms = g->sim ? g->sim->num_rooms : 0;
    l->room_fx = l->num_rooms ? Object_Alloc(g, l->num_rooms * sizeof(int16_t)) : NULL;
    if (!l->room_fx)
        l->num_rooms = 0;
    for (uint32_t r = 0; r < l->num_rooms; r++)
        l->room_fx[r] = EFFECT_NONE;
    for (int id = 0; id < EFFECT_OBJECTS; id++)
        l->mesh_count[id] = mesh_count_of(g->lv, id);
    /* Body parts carry a mesh index in frame_num: the original gives their
     * object no meshes of its own. */
    l->mesh_count[O_BODY_PART] = 0;
}

Effect *Effect_Get(Game *g, int fx)
{
    return fx_ok(fx) ? &g->effects.fx[fx] : NULL;
}

int Effect_Create(Game *g, int room)
{
    EffectList *l = &g->effects;
    int fx = l->next_free;
    if (!fx_ok(fx))
        return EFFECT_NONE;
    Effect *e = &l->fx[fx];
    l->next_free = e->next_free;
    int16_t *head = room_head(l, room);
    e->room = (int16_t)room;
    e->next_draw = *head;
    *head = (int16_t)fx;
    e->next_active = l->next_active;
    l->next_active = (int16_t)fx;
    return fx;
}

/* Unlinks fx from a room list. */
static void unlink_room(EffectList *l, int fx, int room)
{
    int16_t *head = room_head(l, room);
    Effect *e = &l->fx[fx];
    if (*head == fx) {
        *head = e->next_draw;
        return;
    }
    for (int i = *head, guard = 0; fx_ok(i) && guard < EFFECT_MAX; guard++) {
        if (l->fx[i].next_draw == fx) {
            l->fx[i].next_draw = e->next_draw;
            return;
        }
        i = l->fx[i].next_draw;
    }
}

void Effect_Kill(Game *g, int fx)
{
    EffectList *l = &g->effects;
    if (!fx_ok(fx))
        return;
    Effect *e = &l->fx[fx];
    if (l->next_active == fx) {
        l->next_active = e->next_active;
    } else {
        for (int i = l->next_active, guard = 0; fx_ok(i) && guard < EFFECT_MAX; guard++) {
            if (l->fx[i].next_active == fx) {
                l->fx[i].next_active = e->next_active;
                break;
            }
            i = l->fx[i].next_active;
        }
    }
    unlink_room(l, fx, e->room);
    e->next_free = l->next_free;
    l->next_free = (int16_t)fx;
}

void Effect_NewRoom(Game *g, int fx, int room)
{
    EffectList *l = &g->effects;
    if (!fx_ok(fx))
        return;
    Effect *e = &l->fx[fx];
    unlink_room(l, fx, e->room);
    int16_t *head = room_head(l, room);
    e->room = (int16_t)room;
    e->next_draw = *head;
    *head = (int16_t)fx;
}

int Effect_ActiveCount(const Game *g)
{
    const EffectList *l = &g->effects;
    int n = 0;
    for (int i = l->next_active; fx_ok(i) && n <= EFFECT_MAX; i = l->fx[i].next_active)
        n++;
    return n;
}

/* ---- shared helpers --------------------------------------------------------- */

void Effect_Sound(Game *g, int sound_id, const Vec3i *pos)
{
    if (g->effects.play_sound)
        g->effects.play_sound(g->effects.sound_user, sound_id, pos);
}

/* A sound at an item of the level (its number is the emitter). */
static void item_sound(Game *g, Item *item, int sound_id)
{
    if (item && g->sim->events.sound)
        g->sim->events.sound(g->sim->events.user, item, sound_id);
}

bool Effect_LaraIsNear(Game *g, const Vec3i *pos, int32_t distance)
{
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return false;
    int32_t x = pos->x - lara->pos.x;
    int32_t y = pos->y - lara->pos.y;
    int32_t z = pos->z - lara->pos.z;
    if (x < -distance || x > distance || z < -distance || z > distance || y < -WALL_SIZE * 3 ||
        y > WALL_SIZE * 3 || x * x + z * z > distance * distance)
        return false;
    BoundingBox b;
    Lara_GetBoundsAccurate(g, lara, &b);
    return y >= b.min_y && y <= b.max_y + 100;
}

static const Model *item_model(const Level *lv, const Item *it)
{
    if (it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return NULL;
    return &lv->models[it->model];
}

/* The mesh walk shared by the joint position and the exploding death: the
 * item's rotation, the frame's offset and root rotation, then each child
 * mesh's step (Anim_TreeJoint). */
static void walk_begin(MatStack *st, const Item *it, const AnimFrame *f)
{
    MatStack_Init(st, NULL);
    MatStack_RotYXZ(st, it->rot.y, it->rot.x, it->rot.z);
    MatStack_Translate(st, f->offset.x, f->offset.y, f->offset.z);
    MatStack_RotYXZ(st, f->rot[0][1], f->rot[0][0], f->rot[0][2]);
}

void Effect_JointAbsPosition(const Game *g, const Item *item, Vec3i *vec, int joint,
                             const int16_t *extra)
{
    const Level *lv = g->lv;
    const Model *m = item_model(lv, item);
    AnimFrame f;
    if (!m || !Coll_GetBestFrame(lv, item, &f)) {
        vec->x += item->pos.x;
        vec->y += item->pos.y;
        vec->z += item->pos.z;
        return;
    }
    MatStack st;
    walk_begin(&st, item, &f);
    /* Joints past the last mesh (the original reads beyond the model's
     * tree for them: flames on Lara from a lava death) stop at the last. */
    int n = MIN(joint, (int)m->num_meshes - 1);
    n = MIN(n, ANIM_MAX_MESHES - 1);
    for (int i = 0; i < n; i++)
        Anim_TreeJoint(lv, m, i + 1, &f, &st, &extra);
    Mat34 *top = MatStack_Top(&st);
    Mat34_TranslateRel(top, vec->x, vec->y, vec->z);
    vec->x = item->pos.x + (int32_t)(top->t[0] >> W2V_SHIFT);
    vec->y = item->pos.y + (int32_t)(top->t[1] >> W2V_SHIFT);
    vec->z = item->pos.z + (int32_t)(top->t[2] >> W2V_SHIFT);
}

/* ---- the kinds' control routines ------------------------------------------- */

typedef void (*FxRoutine)(Game *g, int fx, Effect *e);

static int16_t meshes_of(const Game *g, int id)
{
    return id >= 0 && id < EFFECT_OBJECTS ? g->effects.mesh_count[id] : 0;
}

static void move_flat(Effect *e)
{
    e->pos.x += (Math_Sin(e->rot.y) * e->speed) >> W2V_SHIFT;
    e->pos.z += (Math_Cos(e->rot.y) * e->speed) >> W2V_SHIFT;
}

/* One sprite frame every `every` ticks, gone after the last. */
static void step_frames(Game *g, int fx, Effect *e, int every)
{
    if (++e->counter != every)
        return;
    e->counter = 0;
    e->frame_num--;
    if (e->frame_num <= meshes_of(g, e->object_id))
        Effect_Kill(g, fx);
}

static void fx_blood(Game *g, int fx, Effect *e)
{
    move_flat(e);
    step_frames(g, fx, e, 4);
}

static void fx_twinkle(Game *g, int fx, Effect *e) { step_frames(g, fx, e, 1); }

static void fx_explosion(Game *g, int fx, Effect *e) { step_frames(g, fx, e, 2); }

static void fx_dart_dust(Game *g, int fx, Effect *e)
{
    /* Counts to three rather than to an exact value. */
    if (++e->counter < 3)
        return;
    e->counter = 0;
    e->frame_num--;
    if (e->frame_num <= meshes_of(g, e->object_id))
        Effect_Kill(g, fx);
}

static void fx_ricochet(Game *g, int fx, Effect *e)
{
    if (--e->counter == 0)
        Effect_Kill(g, fx);
}

static void fx_gun_flash(Game *g, int fx, Effect *e)
{
    if (--e->counter == 0) {
        Effect_Kill(g, fx);
        return;
    }
    e->rot.z = (int16_t)Prng_Control(&g->sim->prng);
}

static void fx_splash(Game *g, int fx, Effect *e)
{
    e->frame_num--;
    if (e->frame_num <= meshes_of(g, e->object_id)) {
        Effect_Kill(g, fx);
        return;
    }
    move_flat(e);
}

static void fx_bubble(Game *g, int fx, Effect *e)
{
    e->rot.y = (int16_t)(e->rot.y + 9 * 182);
    e->rot.x = (int16_t)(e->rot.x + 13 * 182);
    int32_t x = e->pos.x + ((Math_Sin(e->rot.y) * 11) >> W2V_SHIFT);
    int32_t y = e->pos.y - e->speed;
    int32_t z = e->pos.z + ((Math_Cos(e->rot.x) * 8) >> W2V_SHIFT);
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    if (!s || !World_RoomIsWater(&g->world, room)) {
        Effect_Kill(g, fx);
        return;
    }
    int32_t ceiling = World_Ceiling(&g->world, s, x, y, z);
    if (ceiling == WORLD_NO_HEIGHT || y <= ceiling) {
        Effect_Kill(g, fx);
        return;
    }
    if (e->room != room)
        Effect_NewRoom(g, fx, room);
    e->pos.x = x;
    e->pos.y = y;
    e->pos.z = z;
}

/* A projectile or body part turning into an explosion where it is. */
static void become_explosion(Game *g, Effect *e)
{
    e->speed = 0;
    e->frame_num = 0;
    e->counter = 0;
    e->object_id = O_EXPLOSION1;
    Effect_Sound(g, EFFECT_SFX_ATLANTEAN_EXPLODE, &e->pos);
}

/* The hit Lara feels from an effect over the next ticks (direction and
 * stagger: Coll_LaraBaddieCollision reads it). */
static void lara_hit_by(Game *g, int fx)
{
    g->lara.spaz_effect = (int16_t)fx;
    g->lara.spaz_effect_count = 5;
}

static void fx_body_part(Game *g, int fx, Effect *e)
{
    e->rot.x = (int16_t)(e->rot.x + 5 * 182);
    e->rot.z = (int16_t)(e->rot.z + 10 * 182);
    e->pos.z += (e->speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.x += (e->speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->fall_speed = (int16_t)(e->fall_speed + ANIM_GRAVITY);
    e->pos.y += e->fall_speed;

    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t ceiling = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y < ceiling) {
        e->fall_speed = (int16_t)-e->fall_speed;
        e->pos.y = ceiling;
    }
    int32_t height = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= height) {
        if (e->counter > 0)
            become_explosion(g, e);
        else
            Effect_Kill(g, fx);
        return;
    }

    int damage = abs(e->counter);
    if (Effect_LaraIsNear(g, &e->pos, damage * 2)) {
        Lara_TakeDamage(g, (int16_t)damage, true);
        if (e->counter > 0) {
            become_explosion(g, e);
            lara_hit_by(g, fx);
        } else {
            /* The original goes on to move the freed slot to the new room;
             * that only touches the drawing lists, so stop here. */
            Effect_Kill(g, fx);
            return;
        }
    }
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
}

#define EMBER_DAMAGE 10

static void fx_ember(Game *g, int fx, Effect *e)
{
    e->pos.z += (e->speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.x += (e->speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->fall_speed = (int16_t)(e->fall_speed + ANIM_GRAVITY);
    e->pos.y += e->fall_speed;
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    if (e->pos.y >= World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z) ||
        e->pos.y < World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z)) {
        Effect_Kill(g, fx);
    } else if (Effect_LaraIsNear(g, &e->pos, 200)) {
        Lara_TakeDamage(g, EMBER_DAMAGE, true);
        Effect_Kill(g, fx);
    } else if (room != e->room) {
        Effect_NewRoom(g, fx, room);
    }
}

#define FLAME_ON_FIRE_DAMAGE 5
#define FLAME_TOO_NEAR_DAMAGE 3

static void fx_flame(Game *g, int fx, Effect *e)
{
    Item *lara = Game_LaraItem(g);
    e->frame_num--;
    if (e->frame_num <= meshes_of(g, O_FLAME))
        e->frame_num = 0;

    if (e->counter < 0) {
        /* Riding on Lara: counter -1 - n burns on her mesh n. */
        if (!lara || g->lara.water_status == LWS_CHEAT) {
            e->counter = 0;
            Effect_Kill(g, fx);
            return;
        }
        e->pos.x = 0;
        e->pos.y = 0;
        e->pos.z = e->counter == -1 ? -100 : 0;
        Effect_JointAbsPosition(g, lara, &e->pos, -1 - e->counter, NULL);
        int32_t wh = World_WaterHeight(&g->world, lara->pos.x, lara->pos.y, lara->pos.z, lara->room);
        if (wh != WORLD_NO_HEIGHT && e->pos.y > wh) {
            e->counter = 0;
            Effect_Kill(g, fx);
            return;
        }
        if (e->room != lara->room)
            Effect_NewRoom(g, fx, lara->room);
        Effect_Sound(g, EFFECT_SFX_FIRE, &e->pos);
        Lara_TakeDamage(g, FLAME_ON_FIRE_DAMAGE, true);
        return;
    }

    Effect_Sound(g, EFFECT_SFX_FIRE, &e->pos);
    if (e->counter) {
        e->counter--;
    } else if (lara && Effect_LaraIsNear(g, &e->pos, 600)) {
        if (g->lara.water_status == LWS_CHEAT)
            return;
        int32_t x = lara->pos.x - e->pos.x;
        int32_t z = lara->pos.z - e->pos.z;
        int32_t dist = x * x + z * z;
        Lara_TakeDamage(g, FLAME_TOO_NEAR_DAMAGE, true);
        if (dist < 300 * 300) {
            e->counter = 100;
            Effect_LaraCatchFire(g);
        }
    }
}

#define SHARD_DAMAGE 30
#define ROCKET_DAMAGE 100
#define ROCKET_RANGE WALL_SIZE

static void fx_missile(Game *g, int fx, Effect *e)
{
    Item *lara = Game_LaraItem(g);
    int32_t speed = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.y += (e->speed * Math_Sin(-e->rot.x)) >> W2V_SHIFT;
    e->pos.z += (speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.x += (speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;

    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t height = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t ceiling = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);

    if (e->pos.y >= height || e->pos.y <= ceiling) {
        if (e->object_id == O_MISSILE2) {
            e->object_id = O_RICOCHET1;
            e->frame_num = (int16_t)(-Prng_Control(&g->sim->prng) / 11000);
            e->speed = 0;
            e->counter = 6;
            Effect_Sound(g, EFFECT_SFX_LARA_RICOCHET, &e->pos);
        } else {
            become_explosion(g, e);
            if (lara) {
                int32_t x = e->pos.x - lara->pos.x;
                int32_t y = e->pos.y - lara->pos.y;
                int32_t z = e->pos.z - lara->pos.z;
                if (abs(x) < ROCKET_RANGE && abs(y) < ROCKET_RANGE && abs(z) < ROCKET_RANGE) {
                    int32_t range = x * x + y * y + z * z;
                    int32_t full = ROCKET_RANGE * ROCKET_RANGE;
                    if (range < full)
                        Lara_TakeDamage(g, (int16_t)(ROCKET_DAMAGE * (full - range) / full), true);
                }
            }
        }
        return;
    }

    if (room != e->room)
        Effect_NewRoom(g, fx, room);
    if (!lara || !Effect_LaraIsNear(g, &e->pos, 200))
        return;

    if (e->object_id == O_MISSILE2) {
        Lara_TakeDamage(g, SHARD_DAMAGE, true);
        e->object_id = O_BLOOD1;
        Effect_Sound(g, EFFECT_SFX_LARA_BULLETHIT, &e->pos);
    } else {
        Lara_TakeDamage(g, ROCKET_DAMAGE, true);
        e->object_id = O_EXPLOSION1;
        if (lara->hit_points > 0) {
            item_sound(g, lara, EFFECT_SFX_LARA_INJURY);
            lara_hit_by(g, fx);
        }
        Effect_Sound(g, EFFECT_SFX_ATLANTEAN_EXPLODE, &e->pos);
    }
    e->frame_num = 0;
    e->rot.y = lara->rot.y;
    e->speed = lara->speed;
    e->counter = 0;
}

static void fx_natla_gun(Game *g, int fx, Effect *e)
{
    e->frame_num--;
    if (e->frame_num <= meshes_of(g, e->object_id))
        Effect_Kill(g, fx);
    /* Only the shot's second frame leaves a trail; the original goes on
     * past a kill, so a spent shot may still leave one. */
    if (e->frame_num == -1)
        return;
    int32_t z = e->pos.z + ((e->speed * Math_Cos(e->rot.y)) >> W2V_SHIFT);
    int32_t x = e->pos.x + ((e->speed * Math_Sin(e->rot.y)) >> W2V_SHIFT);
    int32_t y = e->pos.y;
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    if (y >= World_Height(&g->world, s, x, y, z) || y <= World_Ceiling(&g->world, s, x, y, z))
        return;
    int nfx = Effect_Create(g, room);
    if (nfx == EFFECT_NONE)
        return;
    Effect *n = &g->effects.fx[nfx];
    n->pos.x = x;
    n->pos.y = y;
    n->pos.z = z;
    n->rot.y = e->rot.y;
    n->room = room;
    n->speed = e->speed;
    n->frame_num = 0;
    n->object_id = O_MISSILE1;
}

static FxRoutine routine_of(int id)
{
    switch (id) {
    case O_BLOOD1: return fx_blood;
    case O_RICOCHET1: return fx_ricochet;
    case O_GUN_FLASH: return fx_gun_flash;
    case O_SPLASH1: return fx_splash;
    case O_BUBBLES1: return fx_bubble;
    case O_EXPLOSION1: return fx_explosion;
    case O_BODY_PART: return fx_body_part;
    case O_DART_EFFECT: return fx_dart_dust;
    case O_TWINKLE: return fx_twinkle;
    case O_MISSILE1: return fx_natla_gun;
    case O_MISSILE2:
    case O_MISSILE3: return fx_missile;
    case O_LAVA: return fx_ember;
    case O_FLAME: return fx_flame;
    default: return NULL;
    }
}

void Effect_Control(Game *g)
{
    EffectList *l = &g->effects;
    int fx = l->next_active;
    /* A routine may kill its own effect; the successor stays readable in
     * the freed slot, as the original relies on. */
    for (int guard = 0; fx_ok(fx) && guard < 4 * EFFECT_MAX; guard++) {
        Effect *e = &l->fx[fx];
        FxRoutine r = routine_of(e->object_id);
        if (r)
            r(g, fx, e);
        fx = e->next_active;
    }
}

/* ---- spawners --------------------------------------------------------------- */

int Effect_Blood(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot, int room)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ x, y, z };
    e->rot.y = yrot;
    e->object_id = O_BLOOD1;
    e->frame_num = 0;
    e->counter = 0;
    e->speed = speed;
    return fx;
}

void Effect_Ricochet(Game *g, const GameVec *at)
{
    int fx = Effect_Create(g, at->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ at->x, at->y, at->z };
    e->counter = 4;
    e->object_id = O_RICOCHET1;
    e->frame_num = (int16_t)(-3 * Prng_Draw(&g->sim->prng) / 0x8000);
    Effect_Sound(g, EFFECT_SFX_LARA_RICOCHET, &e->pos);
}

int Effect_GunShot(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                   int room)
{
    (void)speed;
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ x, y, z };
    e->room = (int16_t)room;
    e->rot = (Vec3s){ 0, yrot, 0 };
    e->counter = 3;
    e->frame_num = 0;
    e->object_id = O_GUN_FLASH;
    e->shade = 4096;
    return fx;
}

/* A spread of +-128 units from the draw stream (one axis). */
static int32_t hit_spread(Game *g)
{
    return -((Prng_Draw(&g->sim->prng) - 0x4000) * 128) / 0x7FFF;
}

int Effect_GunHit(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot, int room)
{
    Item *lara = Game_LaraItem(g);
    if (lara) {
        Vec3i v;
        v.x = hit_spread(g);
        v.y = hit_spread(g);
        v.z = hit_spread(g);
        int joint = Prng_Control(&g->sim->prng) * LARA_NUM_MESHES / 0x7FFF;
        Effect_JointAbsPosition(g, lara, &v, joint, NULL);
        Effect_Blood(g, v.x, v.y, v.z, lara->speed, lara->rot.y, lara->room);
        item_sound(g, lara, EFFECT_SFX_LARA_BULLETHIT);
    }
    return Effect_GunShot(g, x, y, z, speed, yrot, room);
}

int Effect_GunMiss(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                   int room)
{
    Item *lara = Game_LaraItem(g);
    if (lara) {
        GameVec at;
        at.x = lara->pos.x + ((Prng_Draw(&g->sim->prng) - 0x4000) * (WALL_SIZE / 2)) / 0x7FFF;
        at.y = lara->floor;
        at.z = lara->pos.z + ((Prng_Draw(&g->sim->prng) - 0x4000) * (WALL_SIZE / 2)) / 0x7FFF;
        at.room = lara->room;
        Effect_Ricochet(g, &at);
    }
    return Effect_GunShot(g, x, y, z, speed, yrot, room);
}

void Effect_Splash(Game *g, const Item *item)
{
    int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, item->room);
    int16_t room = item->room;
    World_Sector(&g->world, item->pos.x, item->pos.y, item->pos.z, &room);
    item_sound(g, (Item *)item, EFFECT_SFX_LARA_SPLASH);
    for (int i = 0; i < 10; i++) {
        int fx = Effect_Create(g, room);
        if (fx == EFFECT_NONE)
            continue;
        Effect *e = &g->effects.fx[fx];
        e->pos = (Vec3i){ item->pos.x, wh, item->pos.z };
        e->rot.y = (int16_t)(ANGLE_180 + 2 * Prng_Draw(&g->sim->prng));
        e->object_id = O_SPLASH1;
        e->frame_num = 0;
        e->speed = (int16_t)(Prng_Draw(&g->sim->prng) / 256);
    }
}

void Effect_Bubble(Game *g, const Vec3i *pos, int room)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    e->pos = *pos;
    e->object_id = O_BUBBLES1;
    e->frame_num = (int16_t)-((Prng_Draw(&g->sim->prng) * 3) / 0x8000);
    e->speed = (int16_t)(10 + (Prng_Draw(&g->sim->prng) * 6) / 0x8000);
}

void Effect_LaraBubbles(Game *g, Item *item)
{
    int count = (Prng_Draw(&g->sim->prng) * 3) / 0x8000;
    if (!count)
        return;
    Effect_Sound(g, EFFECT_SFX_LARA_BUBBLES, &item->pos);
    Vec3i at = { 0, 0, 50 };
    Effect_JointAbsPosition(g, item, &at, LARA_MESH_HEAD, NULL);
    for (int i = 0; i < count; i++)
        Effect_Bubble(g, &at, item->room);
}

void Effect_FlipBubbles(void *game, Item *item) { Effect_LaraBubbles(game, item); }

void Effect_Twinkle(Game *g, const GameVec *at)
{
    int fx = Effect_Create(g, at->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ at->x, at->y, at->z };
    e->counter = 0;
    e->object_id = O_TWINKLE;
    e->frame_num = 0;
}

void Effect_SparkleItem(Game *g, const Item *item, uint32_t mesh_mask)
{
    CollSphere s[ANIM_MAX_MESHES];
    int n = Coll_GetSpheres(g, item, s, ANIM_MAX_MESHES, NULL);
    for (int i = 0; i < n && i < 32; i++) {
        if (!(mesh_mask & (1u << i)))
            continue;
        GameVec at;
        at.x = s[i].x + s[i].r * (Prng_Draw(&g->sim->prng) - 0x4000) / 0x4000;
        at.y = s[i].y + s[i].r * (Prng_Draw(&g->sim->prng) - 0x4000) / 0x4000;
        at.z = s[i].z + s[i].r * (Prng_Draw(&g->sim->prng) - 0x4000) / 0x4000;
        at.room = item->room;
        Effect_Twinkle(g, &at);
    }
}

/* Aims a projectile at three quarters of the way up Lara's box, then
 * spreads it by up to +-256 (pitch first, then yaw) from the control
 * stream. */
static void shoot_at_lara(Game *g, Effect *e)
{
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    int32_t x = lara->pos.x - e->pos.x;
    int32_t y = lara->pos.y - e->pos.y;
    int32_t z = lara->pos.z - e->pos.z;
    BoundingBox b;
    Lara_GetBoundsAccurate(g, lara, &b);
    y += b.max_y + (b.min_y - b.max_y) * 3 / 4;
    /* The original squares in 32 bits. */
    int32_t dist = (int32_t)Math_Sqrt32((uint32_t)((int64_t)x * x + (int64_t)z * z));
    e->rot.x = (int16_t)-(int16_t)Camera_Atan(dist, y);
    e->rot.y = (int16_t)Camera_Atan(z, x);
    e->rot.x = (int16_t)(e->rot.x + (Prng_Control(&g->sim->prng) - 0x4000) / 0x40);
    e->rot.y = (int16_t)(e->rot.y + (Prng_Control(&g->sim->prng) - 0x4000) / 0x40);
}

static int spawn_projectile(Game *g, int id, int16_t speed, int16_t shade, int32_t x, int32_t y,
                            int32_t z, int16_t yrot, int room)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->room = (int16_t)room;
    e->pos = (Vec3i){ x, y, z };
    e->rot = (Vec3s){ 0, yrot, 0 };
    e->object_id = (int16_t)id;
    e->frame_num = 0;
    e->speed = speed;
    e->shade = shade;
    shoot_at_lara(g, e);
    return fx;
}

#define SHARD_SPEED 250
#define ROCKET_SPEED 220

int Effect_ShardGun(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                    int room)
{
    (void)speed;
    return spawn_projectile(g, O_MISSILE2, SHARD_SPEED, 3584, x, y, z, yrot, room);
}

int Effect_RocketGun(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                     int room)
{
    (void)speed;
    return spawn_projectile(g, O_MISSILE3, ROCKET_SPEED, 4096, x, y, z, yrot, room);
}

int Effect_Explosion(Game *g, const Vec3i *pos, int room, bool sound)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = *pos;
    e->speed = 0;
    e->frame_num = 0;
    e->counter = 0;
    e->object_id = O_EXPLOSION1;
    if (sound)
        Effect_Sound(g, EFFECT_SFX_ATLANTEAN_EXPLODE, &e->pos);
    return fx;
}

/* One mesh of an exploding item flies off from the walk's current matrix. */
static void spawn_body_part(Game *g, const Item *it, const Mat34 *at, int16_t damage, int mesh)
{
    int fx = Effect_Create(g, it->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    Prng *p = &g->sim->prng;
    e->room = it->room;
    e->pos.x = (int32_t)(at->t[0] >> W2V_SHIFT) + it->pos.x;
    e->pos.y = (int32_t)(at->t[1] >> W2V_SHIFT) + it->pos.y;
    e->pos.z = (int32_t)(at->t[2] >> W2V_SHIFT) + it->pos.z;
    e->rot.y = (int16_t)((Prng_Control(p) - 0x4000) * 2);
    /* The giant mutant's parts fly twice as fast. */
    int shift = it->object_id == O_TORSO ? 7 : 8;
    e->speed = (int16_t)(Prng_Control(p) >> shift);
    e->fall_speed = (int16_t)(-Prng_Control(p) >> shift);
    e->counter = damage;
    e->frame_num = (int16_t)mesh;
    e->object_id = O_BODY_PART;
}

bool Effect_ExplodingDeath(Game *g, int item, uint32_t mesh_bits, int16_t damage,
                           const int16_t *extra)
{
    if (item < 0 || (uint32_t)item >= g->sim->num_items)
        return true;
    Item *it = &g->sim->items[item];
    const Level *lv = g->lv;
    const Model *m = item_model(lv, it);
    AnimFrame f;
    if (!m || m->num_meshes == 0 || !Coll_GetBestFrame(lv, it, &f))
        return true;
    MatStack st;
    walk_begin(&st, it, &f);
    uint32_t bit = 1;
    if ((bit & mesh_bits) && (bit & it->mesh_bits)) {
        spawn_body_part(g, it, MatStack_Top(&st), damage, m->start_mesh);
        it->mesh_bits -= bit;
    }
    int n = MIN((int)m->num_meshes, ANIM_MAX_MESHES);
    for (int i = 1; i < n; i++) {
        Anim_TreeJoint(lv, m, i, &f, &st, &extra);
        bit <<= 1;
        if ((bit & mesh_bits) && (bit & it->mesh_bits)) {
            spawn_body_part(g, it, MatStack_Top(&st), damage, m->start_mesh + i);
            it->mesh_bits -= bit;
        }
    }
    uint32_t all = m->num_meshes >= 31 ? 0x7FFFFFFFu : 0x7FFFFFFFu >> (31 - m->num_meshes);
    return !(it->mesh_bits & all);
}

/* ---- Lara and fire ------------------------------------------------------------ */

void Effect_LaraCatchFire(Game *g)
{
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    int fx = Effect_Create(g, lara->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    /* The position comes with the flame's first tick. */
    e->frame_num = 0;
    e->object_id = O_FLAME;
    e->counter = -1;
}

void Effect_LaraTouchLava(Game *g)
{
    Item *lara = Game_LaraItem(g);
    if (!lara || lara->hit_points < 0 || g->lara.water_status == LWS_CHEAT)
        return;
    /* Only on the floor of the lowest sector under her. */
    int16_t room = lara->room;
    const RoomSector *s = World_Sector(&g->world, lara->pos.x, FX_MAX_HEIGHT, lara->pos.z, &room);
    if (lara->floor != World_Height(&g->world, s, lara->pos.x, FX_MAX_HEIGHT, lara->pos.z))
        return;
    lara->hit_points = -1;
    lara->hit_status = true;
    if (g->lara.water_status != LWS_ABOVE_WATER)
        return;
    for (int i = 0; i < 10; i++) {
        int fx = Effect_Create(g, lara->room);
        if (fx == EFFECT_NONE)
            continue;
        Effect *e = &g->effects.fx[fx];
        e->object_id = O_FLAME;
        e->frame_num = (int16_t)(meshes_of(g, O_FLAME) * Prng_Control(&g->sim->prng) / 0x7FFF);
        e->counter = (int16_t)(-1 - 24 * Prng_Control(&g->sim->prng) / 0x7FFF);
    }
}

void Effect_LaraExtinguish(Game *g)
{
    EffectList *l = &g->effects;
    int fx = l->next_active;
    for (int guard = 0; fx_ok(fx) && guard < EFFECT_MAX; guard++) {
        Effect *e = &l->fx[fx];
        int next = e->next_active;
        if (e->object_id == O_FLAME && e->counter < 0) {
            e->counter = 0;
            Effect_Kill(g, fx);
        }
        fx = next;
    }
}

/* ---- drawing --------------------------------------------------------------------- */

#define FX_SHADE_NEUTRAL 4096

bool Effect_AppendDraws(const Game *g, SimDrawList *dl)
{
    const EffectList *l = &g->effects;
    const Level *lv = g->lv;
    /* The kinds are TR1's object ids: later games number them otherwise. */
    if (!lv || lv->game != GAME_TR1)
        return true;
    size_t n = (size_t)Effect_ActiveCount(g);
    if (!Mem_Grow((void **)&dl->meshes, &dl->cap_meshes, dl->num_meshes + n,
                  sizeof(RenderMeshDraw)) ||
        !Mem_Grow((void **)&dl->sprites, &dl->cap_sprites, dl->num_sprites + n,
                  sizeof(RenderSpriteDraw)))
        return false;
    int guard = 0;
    for (int fx = l->next_active; fx_ok(fx) && guard < EFFECT_MAX;
         fx = l->fx[fx].next_active, guard++) {
        const Effect *e = &l->fx[fx];
        int16_t meshes = meshes_of(g, e->object_id);
        if (e->room < 0 || (uint32_t)e->room >= lv->num_rooms)
            continue;
        if (meshes < 0) {
            const SpriteSequence *sq = Level_FindSpriteSequence(lv, e->object_id);
            int32_t sprite = sq ? sq->offset - e->frame_num : -1;
            if (sprite < 0 || (uint32_t)sprite >= lv->num_sprite_textures)
                continue;
            RenderSpriteDraw *d = &dl->sprites[dl->num_sprites++];
            memset(d, 0, sizeof(*d));
            d->x = e->pos.x;
            d->y = e->pos.y;
            d->z = e->pos.z;
            d->room = e->room;
            d->sprite = (uint16_t)sprite;
            d->shade = FX_SHADE_NEUTRAL;
            continue;
        }
        /* A model's first mesh, or (no meshes of its own) the mesh the
         * effect carries. */
        const Model *m = meshes ? Level_FindModel(lv, (uint32_t)e->object_id) : NULL;
        int32_t ptr = m ? m->start_mesh : e->frame_num;
        if (ptr < 0 || (uint32_t)ptr >= lv->num_mesh_pointers)
            continue;
        RenderMeshDraw *d = &dl->meshes[dl->num_meshes++];
        memset(d, 0, sizeof(*d));
        d->mesh = lv->mesh_index[ptr];
        Mat34_FromPosRot(&d->world, e->pos.x, e->pos.y, e->pos.z, e->rot.y, e->rot.x, e->rot.z);
        d->room = e->room;
        if (m) {
            d->light_mode = RENDER_LIGHT_FIXED;
            d->shade = (int16_t)CLAMP(e->shade, 0, 0x1FFF);
        } else {
            d->light_mode = RENDER_LIGHT_ROOM;
        }
    }
    return true;
}
