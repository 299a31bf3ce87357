/* Willard, the Antarctic boss (O3_WILLARD_BOSS; tomb3 willboss.cpp), see
 * boss_tr3.h.
 *
 * He keeps to a ring of up to 16 path markers (O3_AI_X_1 in his room, in
 * the room's item order) and knows up to 4 junctions (O3_AI_X_2): each
 * tick the marker nearest him and the one nearest Lara are looked for
 * next to the last ones (one either side, round the ring), and he heads a
 * sector past his marker along its facing, one way or the other round the
 * ring. When Lara is ahead of him round the ring (up to 5 markers, or
 * more than 10 behind) he turns about (state 9, turning half round on its
 * 51st frame) to go her way. From a stop he fires when Lara stands nearer
 * a junction than the ring (or more than 2 sectors above him), is ahead
 * and he is within 4 sectors of that junction (state 10: two plasma
 * balls from meshes 20 and 23 on its 40th frame); lunges (2: 440) when
 * she is within bite reach and 2 sectors; walks otherwise (1, 5 degrees a
 * tick), striking as he walks (7, 8: 220) within 1.5 sectors. Any touch
 * costs her 10 a tick; the blows land through meshes 20 and 23. Killing
 * Lara, he plays his kill (animation 6, state 3, Lara's extra state 2).
 *
 * His plasma balls (effects of O3_EXTRAFX_2, tomb3
 * ControlWillbossPlasmaBall) home on Lara, speeding up to 512; one that
 * reaches her (within 200) sets her alight and kills her outright; one
 * that meets the floor or the ceiling breaks into 2 to 5 falling sparks
 * (harmless).
 *
 * Hurt to nothing, he is only stunned: he drops (4), lies 280 ticks (5),
 * gets up (6) with 200 hit points again. Once Lara holds the four
 * artefacts (O3_ICON_PICKUP1..4) when he gets up, the next time he falls
 * he explodes: his stunned fall (animation 7) held 2 frames before its
 * end, his meshes gone, his explosion counted to 129 (one a tick), and he
 * is gone.
 *
 * Kept in Item.data_index (saved): the two markers, his way round the
 * ring and the way he wants, the artefacts flag; in the AI slot's
 * item_flags: the knock-out count and the explosion count. What he shows
 * besides his meshes (the plasma balls' flames and lights, his hands'
 * plasma and light, the shield and the explosion's rings and bursts) is
 * willard_looks.c's, on the spark pool's streams. */
#include "game/objects/tr3/boss/boss_tr3.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/objects/object.h"
#include "game/objects/tr3/boss/boss_looks_tr3.h"
#include "game/objects/tr3/creatures/tr3_beasts.h"
#include "game/objects/tr3/creatures/tr3_people.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define WILL_HIT_POINTS 200
#define WILL_RADIUS (WALL_SIZE / 10)
#define WILL_PIVOT 50
#define WILL_SHADOW 128
#define WILL_PATHS 16
#define WILL_JUNCTIONS 4
#define WILL_WALK_TURN ANGLE_DEG(5)
#define WILL_ATTACK_TURN ANGLE_DEG(2)
#define WILL_FIRE_RANGE 0x1000000       /* 4 sectors, squared */
#define WILL_LUNGE_RANGE 0x400000       /* 2 sectors */
#define WILL_STRIKE_RANGE 0x240000      /* 1.5 sectors */
#define WILL_TOUCH_DAMAGE 10
#define WILL_LUNGE_DAMAGE 440
#define WILL_STRIKE_DAMAGE 220
#define WILL_HANDS 0x900000             /* meshes 20 and 23 */
#define WILL_TURN_FRAME 51
#define WILL_SHOOT_FRAME 40
#define WILL_KNOCKOUT_TICKS 280
#define WILL_KILL_ANIM 6
#define WILL_STUNNED_ANIM 7
#define WILL_LARA_KILL 2
#define WILL_GONE_COUNT 128
#define BALL_REACH 200

enum {
    WILL_STOP = 0,
    WILL_WALK = 1,
    WILL_LUNGE = 2,
    WILL_BIGKILL = 3,
    WILL_STUNNED = 4,
    WILL_KNOCKOUT = 5,
    WILL_GETUP = 6,
    WILL_WALKATAK1 = 7,
    WILL_WALKATAK2 = 8,
    WILL_180 = 9,
    WILL_SHOOT = 10,
};

static const CreatureBite k_left = { 19, -13, 3, 20 };
static const CreatureBite k_right = { 19, -13, 3, 23 };

/* data_index: bits 0-4 his marker (31: not yet looked for), 5-9 Lara's,
 * bit 10 going backwards round the ring, bit 11 wanting to, bit 12 the
 * artefacts were held when he last got up. */
#define D_UNSET 31
#define D_BACK (1 << 10)
#define D_WANT_BACK (1 << 11)
#define D_DONE (1 << 12)
/* AI slot words. */
enum { KNOCKOUT = 0, COUNT = 1 };

typedef struct {
    Vec3s rot;
    Vec3i pos;
} Marker;

typedef struct {
    Marker path[WILL_PATHS];
    Marker junction[WILL_JUNCTIONS];
} Ring;

static int field(const Item *it, int shift) { return (it->data_index >> shift) & 31; }
static void set_field(Item *it, int shift, int v)
{
    it->data_index = (it->data_index & ~(31 << shift)) | ((v & 31) << shift);
}
static int dir(const Item *it, int32_t bit) { return (it->data_index & bit) ? -1 : 1; }
static void set_dir(Item *it, int32_t bit, int d)
{
    it->data_index = d < 0 ? (it->data_index | bit) : (it->data_index & ~bit);
}

/* The markers in his room, in the room's order (the rest stay at the
 * origin, as the original's zeroed table). */
static void gather(const Game *g, const Item *it, Ring *r)
{
    *r = (Ring){ 0 };
    int np = 0, nj = 0;
    for (int i = g->sim->room_items[it->room], n = 0; i != ITEM_NONE && n < 4096;
         i = g->sim->items[i].next_item, n++) {
        const Item *m = &g->sim->items[i];
        if (m->object_id == O3_AI_X_1 && np < WILL_PATHS)
            r->path[np++] = (Marker){ m->rot, m->pos };
        else if (m->object_id == O3_AI_X_2 && nj < WILL_JUNCTIONS)
            r->junction[nj++] = (Marker){ m->rot, m->pos };
    }
}

static int32_t flat_dist(const Vec3i *a, const Vec3i *b)
{
    int32_t x = (a->x - b->x) >> 6, z = (a->z - b->z) >> 6;
    return x * x + z * z;
}

/* The marker nearest `at` among all (first) or next to `from`. */
static int nearest(const Ring *r, const Vec3i *at, int from, int32_t *best)
{
    int lo = from < 0 ? 0 : from - 1, hi = from < 0 ? WILL_PATHS - 1 : from + 1, found = from;
    *best = INT32_MAX;
    for (int i = lo; i <= hi; i++) {
        int k = (i + WILL_PATHS) % WILL_PATHS;
        int32_t d = flat_dist(&r->path[k].pos, at);
        if (d < *best) {
            *best = d;
            found = k;
        }
    }
    return found;
}

/* This tick's markers; whether he should fire, and his squared distance
 * to the junction nearest Lara. */
static bool find_way(Game *g, Item *it, const Item *lara, const Ring *r, int32_t *jdist)
{
    int32_t d;
    if (field(it, 0) == D_UNSET) {
        set_field(it, 0, nearest(r, &it->pos, -1, &d));
        set_field(it, 5, nearest(r, &lara->pos, -1, &d));
    }
    set_field(it, 0, nearest(r, &it->pos, field(it, 0), &d));
    int32_t lara_best;
    set_field(it, 5, nearest(r, &lara->pos, field(it, 5), &lara_best));
    int j = 0;
    int32_t jbest = INT32_MAX;
    for (int k = 0; k < WILL_JUNCTIONS; k++) {
        int32_t dj = flat_dist(&r->junction[k].pos, &lara->pos);
        if (dj < jbest) {
            jbest = dj;
            j = k;
        }
    }
    int32_t x = r->junction[j].pos.x - it->pos.x, z = r->junction[j].pos.z - it->pos.z;
    int64_t sq = (int64_t)x * x + (int64_t)z * z;
    *jdist = sq > INT32_MAX ? INT32_MAX : (int32_t)sq;
    return jbest < lara_best || it->pos.y > lara->pos.y + 2 * WALL_SIZE;
}

/* A plasma ball (the original's TriggerPlasmaBall): kind 0 homes on Lara,
 * others are falling sparks; `speed` < 0: its speed from the control
 * stream (16..47), as the original's. */
static void plasma_ball_at(Game *g, Vec3i pos, int room, int16_t angle, int kind, int speed)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    e->pos = pos;
    e->rot = (Vec3s){ 0, angle, 0 };
    e->object_id = O3_EXTRAFX_2;
    e->speed = (int16_t)(speed >= 0 ? speed : (Prng_Control(&g->sim->prng) & 0x1F) + 16);
    e->fall_speed = (int16_t)(-16 * kind);
    e->frame_num = -1; /* no mesh of its own to draw */
    e->counter = (int16_t)kind;
}

static void plasma_ball(Game *g, Vec3i pos, int room, int16_t angle, int kind)
{
    plasma_ball_at(g, pos, room, angle, kind, -1);
}

/* His explosion's harmless plasma from every third mesh on its ring counts
 * (ExplodeWillBoss: kind 4). Only a look: its numbers come from the spark
 * pool's stream (the original's from its control stream), so the game's
 * streams stay as they are. */
static void explosion_plasma(Game *g, const Item *it, int count)
{
    if (count != 1 && !(count % 10 == 5 && count <= 55))
        return;
    for (int mesh = 0; mesh < 24; mesh += 3) {
        Vec3i at = { 0, 0, 0 };
        Creature_JointPos(g, it, &at, mesh);
        int16_t angle = (int16_t)(Spark3_Rand(g) << 1);
        plasma_ball_at(g, at, it->room, angle, 4, (Spark3_Rand(g) & 0x1F) + 16);
    }
}

static void plasma_control(Game *g, int fx)
{
    Effect *e = Effect_Get(g, fx);
    Item *lara = Game_LaraItem(g);
    Vec3i old = e->pos;
    if (e->counter) {
        e->fall_speed = (int16_t)(e->fall_speed + (e->counter != 1) + 1);
        if (!(((g->sim->tick * 4) & 0xFC) & 0xC) && e->speed)
            e->speed--;
    } else if (lara) {
        int16_t ang[2];
        Camera_VectorAngles(lara->pos.x - old.x, lara->pos.y - old.y - 256, lara->pos.z - old.z, ang);
        e->rot.x = ang[1];
        e->rot.y = ang[0];
        if (e->speed < 512)
            e->speed = (int16_t)(e->speed + (e->speed >> 4) + 4);
    }
    Willard3_BallFlame(g, fx);
    int32_t flat = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.x += (flat * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->pos.y += e->fall_speed - ((e->speed * Math_Sin(e->rot.x)) >> W2V_SHIFT);
    e->pos.z += (flat * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t h = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t c = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= h || e->pos.y < c) {
        if (!e->counter) {
            int n = (Prng_Control(&g->sim->prng) & 3) + 2;
            for (int i = 0; i < n; i++)
                plasma_ball(g, old, e->room,
                            (int16_t)(e->rot.y + (Prng_Control(&g->sim->prng) & 0x3FFF) + 0x6000), 1);
        }
        Effect_Kill(g, fx);
    } else if (!e->counter && lara && Effect_LaraIsNear(g, &e->pos, BALL_REACH)) {
        Effect_LaraCatchFire(g);
        lara->hit_points = -1;
        Effect_Kill(g, fx);
    } else {
        if (room != e->room)
            Effect_NewRoom(g, fx, room);
        Willard3_BallLight(g, Effect_Get(g, fx));
    }
}

/* Hurt to nothing: stunned, or with the artefacts held, his end. True
 * when this tick's work is done (no animation step). */
static bool dying(Game *g, int item, Item *it, CreatureInfo *c)
{
    bool all = Inventory_Count(g, O3_ICON_PICKUP1_ITEM) && Inventory_Count(g, O3_ICON_PICKUP2_ITEM) &&
               Inventory_Count(g, O3_ICON_PICKUP3_ITEM) && Inventory_Count(g, O3_ICON_PICKUP4_ITEM);
    if (all && (it->data_index & D_DONE)) {
        const Animation *a = &g->lv->animations[it->anim];
        if (it->current_state != WILL_STUNNED) {
            Creature_SwitchAnim(g, it, WILL_STUNNED_ANIM, 0);
            it->current_state = WILL_STUNNED;
        } else if (it->frame >= a->frame_end - 2) {
            it->mesh_bits = 0;
            it->frame = (int16_t)(a->frame_end - 2);
            if (c->item_flags[COUNT] < 256)
                c->item_flags[COUNT]++;
            if (c->item_flags[COUNT] > WILL_GONE_COUNT) {
                Tr3Boss_Vanish(g, item);
            } else {
                explosion_plasma(g, it, c->item_flags[COUNT]);
                Willard3_ExplodeLooks(g, it, c->item_flags[COUNT]);
                if (c->item_flags[COUNT] == 1 ||
                    (c->item_flags[COUNT] % 10 == 5 && c->item_flags[COUNT] <= 55))
                    Object_SoundPitch(g, it, SFX3_BLAST_CIRCLE, 0x8000); /* an octave down */
            }
            return true;
        }
        return false;
    }
    c->maximum_turn = 0;
    switch (it->current_state) {
    case WILL_STOP:
        it->goal_state = WILL_STUNNED;
        break;
    case WILL_STUNNED:
        c->item_flags[KNOCKOUT] = WILL_KNOCKOUT_TICKS;
        break;
    case WILL_KNOCKOUT:
        if (--c->item_flags[KNOCKOUT] < 0)
            it->goal_state = WILL_GETUP;
        break;
    case WILL_GETUP:
        it->hit_points = WILL_HIT_POINTS;
        if (all)
            it->data_index |= D_DONE;
        c->maximum_turn = WILL_WALK_TURN;
        break;
    default:
        it->goal_state = WILL_STOP;
        break;
    }
    return false;
}

static void strike(Game *g, int item, CreatureInfo *c, const Item *it, int16_t damage)
{
    if (c->flags || !(it->touch_bits & WILL_HANDS))
        return;
    Creature_HurtLara(g, damage);
    Creature_Effect(g, item, &k_left, CREATURE_FX_BLOOD);
    Creature_Effect(g, item, &k_right, CREATURE_FX_BLOOD);
    c->flags = 1;
}

/* Both hands' plasma on the shot's 40th frame. */
static void shoot(Game *g, const Item *it)
{
    Vec3i l = { -64, 410, 0 }, r = { 64, 410, 0 };
    Creature_JointPos(g, it, &l, 20);
    plasma_ball(g, l, it->room, (int16_t)(it->rot.y - 4096), 0);
    Creature_JointPos(g, it, &r, 23);
    plasma_ball(g, r, it->room, (int16_t)(it->rot.y + 4096), 0);
}

static void states(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info, bool fire,
                   int32_t jdist, const Item *lara)
{
    bool turn_about = dir(it, D_BACK) != dir(it, D_WANT_BACK);
    int frame = Object_AnimFrame(g, it);
    switch (it->current_state) {
    case WILL_STOP:
        c->maximum_turn = 0;
        c->flags = 0;
        if (turn_about)
            it->goal_state = WILL_180;
        else if (fire && info->ahead && jdist < WILL_FIRE_RANGE && lara->hit_points > 0)
            it->goal_state = WILL_SHOOT;
        else if (!info->bite || info->distance >= WILL_LUNGE_RANGE)
            it->goal_state = WILL_WALK;
        else
            it->goal_state = WILL_LUNGE;
        break;
    case WILL_WALK:
        c->maximum_turn = WILL_WALK_TURN;
        c->flags = 0;
        if (turn_about || (fire && info->ahead && jdist < WILL_FIRE_RANGE))
            it->goal_state = WILL_STOP;
        else if (info->bite && info->distance < WILL_STRIKE_RANGE)
            it->goal_state = (Prng_Control(&g->sim->prng) & 3) == 1 ? WILL_STOP
                             : frame >= 30                             ? WILL_WALKATAK1
                                                                       : WILL_WALKATAK2;
        break;
    case WILL_LUNGE:
        c->target.x = lara->pos.x;
        c->target.z = lara->pos.z;
        c->maximum_turn = WILL_ATTACK_TURN;
        strike(g, item, c, it, WILL_LUNGE_DAMAGE);
        break;
    case WILL_WALKATAK1:
    case WILL_WALKATAK2:
        strike(g, item, c, it, WILL_STRIKE_DAMAGE);
        if (fire && info->bite && jdist < WILL_FIRE_RANGE)
            it->goal_state = WILL_WALK;
        else if (info->bite && info->distance < WILL_STRIKE_RANGE)
            it->goal_state = it->current_state == WILL_WALKATAK1 ? WILL_WALKATAK2 : WILL_WALKATAK1;
        else
            it->goal_state = WILL_WALK;
        break;
    case WILL_180:
        c->maximum_turn = 0;
        c->flags = 0;
        if (frame == WILL_TURN_FRAME) {
            it->rot.y = (int16_t)(it->rot.y + 0x8000);
            set_dir(it, D_BACK, -dir(it, D_BACK));
        }
        break;
    case WILL_SHOOT:
        c->target.x = lara->pos.x;
        c->target.z = lara->pos.z;
        c->maximum_turn = WILL_ATTACK_TURN;
        if (frame == WILL_SHOOT_FRAME && lara->hit_points > 0)
            shoot(g, it);
        Willard3_HandLooks(g, item, frame,
                           g->lv->animations[it->anim].frame_end -
                               g->lv->animations[it->anim].frame_start + 1);
        break;
    default:
        break;
    }
}

/* Alive: true when he has killed Lara this tick (his kill took over). */
static bool alive(Game *g, int item, Item *it, CreatureInfo *c, Item *lara)
{
    bool lara_alive = lara->hit_points > 0;
    Ring r;
    gather(g, it, &r);
    int32_t jdist;
    bool fire = find_way(g, it, lara, &r, &jdist);
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    if (it->touch_bits)
        lara->hit_points = (int16_t)(lara->hit_points - WILL_TOUCH_DAMAGE);
    int index = field(it, 5) - field(it, 0);
    int d = dir(it, D_BACK);
    if (d == -1 && ((index < 0 && index > -6) || index > 10))
        set_dir(it, D_WANT_BACK, 1);
    else if (d == 1 && ((index > 0 && index < 6) || index < -10))
        set_dir(it, D_WANT_BACK, -1);
    const Marker *m = &r.path[field(it, 0)];
    c->target.x = m->pos.x + ((WALL_SIZE * d * Math_Sin(m->rot.y)) >> W2V_SHIFT);
    c->target.z = m->pos.z + ((WALL_SIZE * d * Math_Cos(m->rot.y)) >> W2V_SHIFT);
    states(g, item, it, c, &info, fire, jdist, lara);
    if (lara_alive && lara->hit_points <= 0) {
        Creature_KillWithExtra(g, item, WILL_KILL_ANIM, WILL_BIGKILL, WILL_LARA_KILL, O3_LARA_EXTRA);
        c->maximum_turn = 0;
        return true;
    }
    return false;
}

static void willard_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    if (it->hit_points <= 0) {
        if (dying(g, item, it, c))
            return;
    } else if (alive(g, item, it, c, lara)) {
        return;
    }
    int16_t angle = Creature_Turn(g, item, c->maximum_turn);
    Creature_Animate(g, item, angle, 0);
}

static void willard_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->data_index = D_UNSET | (D_UNSET << 5);
    it->collidable = true;
}

void Willard3_Setup(Game *g)
{
    static const Tr3PersonNumbers k_willard = {
        .hit_points = WILL_HIT_POINTS,
        .radius = WILL_RADIUS,
        .pivot_length = WILL_PIVOT,
        .shadow_size = WILL_SHADOW,
        .num_bones = 0,
    };
    if (!Tr3People_SetupKind(g, O3_WILLARD_BOSS, &k_willard, willard_control))
        return;
    g->objects[O3_WILLARD_BOSS].initialise = willard_initialise;
    g->objects[O3_EXTRAFX_2].effect_control = plasma_control;
}
