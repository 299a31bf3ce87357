/* TR3's London security guard (O3_SECURITY_GUARD): a gunman on TR2's
 * people gun routine (game/creature/creature_gun.h: in sight, range,
 * chance) for 32 a hit. From a stand he takes one of three shots when he
 * can target her within 2 sectors (one in eight a single shot, one in
 * eight a shot on the first frame of his second stand, else an aim into
 * a double shot on frames 0 and 11), walks at her from further and
 * shoots walking; hit or aimed at near a waist-high ledge he ducks behind
 * it and shoots from there. Falling dead he may fire once more for 64 on
 * frame 3 or 28 of his death. Alerts the other guards when he sees Lara
 * within 8 sectors (or near, or is hit). Numbers and states as the
 * original's (tomb3/game/londsec.cpp, setup.cpp: 28 hit points). His AI
 * objects (game/creature/ai_tr3.h): a guard stands looking about until
 * alerted, a patroller walks his route, a follower stops at his spot.
 * His muzzle light and sounds are not done yet.
 *
 * Nevada's red soldier (O3_OILRED, tomb3's oilred.cpp) is the guard's
 * routine too: 34 hit points, 35 a hit, walks at 6 degrees a tick and
 * stands still to aim; he alerts his kind when Lara is near, seen or
 * hurts him, at any height, but not while following (AI_FOLLOW); his
 * stand-up from cover turns him at her (6 degrees a tick); dead, on frame
 * 47 of his fall he always fires a last 105 one at her if she is ahead. */
#include "game/objects/tr3/creatures/tr3_people.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "engine/world/world.h"
#include "game/camera/camera.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

enum {
    SEC_EMPTY, SEC_WAIT, SEC_WALK, SEC_RUN, SEC_AIM1, SEC_SHOOT1, SEC_AIM2, SEC_SHOOT2,
    SEC_SHOOT3A, SEC_SHOOT3B, SEC_SHOOT4A, SEC_AIM3, SEC_AIM4, SEC_DEATH, SEC_SHOOT4B,
    SEC_DUCK, SEC_DUCKED, SEC_DUCKAIM, SEC_DUCKSHOT, SEC_DUCKWALK, SEC_STAND,
};

#define SEC_HIT_POINTS 28
#define SEC_DAMAGE 32
#define SEC_DIE_ANIM 14
#define SEC_RUN_TURN ANGLE_DEG(10)
#define SEC_DUCK_TURN ANGLE_DEG(1)
#define SEC_NEAR 0x100000

static const CreatureBite k_gun = { 0, 160, 40, 13 };

/* Area 51's MP with a gun (O3_MP_2, tomb3's mpgun.cpp) is the same
 * routine with other numbers: he goes for Lara or a prisoner, whichever
 * is nearer; stands still to aim (no turn), walks at 6 degrees a tick,
 * shoots within a sector and a half, shoots at once from a stand whatever
 * the distance, never fires in his second stand shot (the original ends
 * it on frame 0 without a shot), and dead fires a last 32 one time in
 * four on frame 1 of his fall. */
typedef struct {
    int16_t object_id;
    int16_t walk_turn;
    int32_t shoot_range;
    bool walks_when_far;   /* from a stand, beyond the range: walk (guard) */
    bool shoot2_fires;
    bool stand_still;      /* no turn in the stand */
    bool after_prisoners;
    int dead_mask;         /* a last shot when (control number & mask) == 0...
                            * (0: always, no number drawn) */
    int dead_frame_a, dead_frame_b;
    int16_t dead_damage;
    int16_t damage;
    bool red_alert;        /* alerts at any height, not while following */
    bool stand_turns;      /* SEC_STAND turns him at her */
} SecKind;

static const SecKind k_guard = {
    O3_SECURITY_GUARD, ANGLE_DEG(5), 0x400000, true, true, false, false, 1, 3, 28, 64, SEC_DAMAGE,
    false, false,
};
static const SecKind k_mp = {
    O3_MP_2, ANGLE_DEG(6), 0x240000, false, false, true, true, 3, 1, 1, 32, SEC_DAMAGE,
    false, false,
};
static const SecKind k_red = {
    O3_OILRED, ANGLE_DEG(6), 0x400000, true, true, true, false, 0, 47, 47, 105, 35, true, true,
};

typedef struct {
    const SecKind *k;
    CreatureAI info;
    int16_t lara_angle;
    int32_t lara_dist;
    int16_t x_angle;
    bool near_cover;
} SecSight;

static int16_t rnd(Game *g)
{
    return (int16_t)Prng_Control(&g->sim->prng);
}

static int rel_anim(const Game *g, const Item *it)
{
    const Model *m = &g->lv->models[it->model];
    return it->anim - (int)m->animation;
}

static int rel_frame(const Game *g, const Item *it)
{
    return it->frame - g->lv->animations[it->anim].frame_start;
}

static bool targetable(Game *g, int item, const CreatureAI *info)
{
    return CreatureGun_CanTarget(g, item, Creature_Enemy(g, item), info);
}

static bool shoot(Game *g, int item, const CreatureAI *info, int16_t torso_y, int damage)
{
    return CreatureGun_Shoot(g, item, Creature_Enemy(g, item), info, &k_gun, torso_y, damage);
}

/* Ducks behind cover when hit, now and then (one in four). */
static void maybe_duck(Game *g, Item *it, const SecSight *s)
{
    if (it->hit_status && !(rnd(g) & 3) && s->near_cover) {
        it->required_state = SEC_DUCK;
        it->goal_state = SEC_WAIT;
    }
}

/* A follower (AI_FOLLOW) stops at its spot, or when Lara is over 2
 * sectors away. */
static bool following_done(const Item *it, const CreatureInfo *c, const SecSight *s)
{
    return (it->ai_bits & AI_BIT_FOLLOW) && (c->reached_goal || s->lara_dist > 0x400000);
}

static void sec_wait(Game *g, int item, Item *it, CreatureInfo *c, const SecSight *s,
                     int16_t *head)
{
    const CreatureAI *info = &s->info;
    *head = s->lara_angle;
    if (s->k->stand_still)
        c->maximum_turn = 0;
    int a = rel_anim(g, it);
    if (a == 17 || a == 27 || a == 28) {
        Creature_TurnToward(it, info->angle, ANGLE_DEG(10));
    }
    bool aimed_at = Tr3People_LaraTargets(g, item) || it->hit_status;
    if (it->ai_bits & AI_BIT_GUARD) {
        *head = AiTR3_GuardHead(g, item);
        it->goal_state = SEC_WAIT;
    } else if (it->ai_bits & AI_BIT_PATROL1) {
        it->goal_state = SEC_WALK;
        *head = 0;
    } else if (s->near_cover && aimed_at) {
        it->goal_state = SEC_DUCK;
    } else if (it->required_state == SEC_DUCK) {
        it->goal_state = SEC_DUCK;
    } else if (c->mood == MOOD_ESCAPE) {
        it->goal_state = SEC_RUN;
    } else if (targetable(g, item, info)) {
        if (s->k->walks_when_far && info->distance > s->k->shoot_range) {
            it->goal_state = SEC_WALK;
        } else {
            int16_t r = rnd(g);
            it->goal_state = r < 0x2000 ? SEC_SHOOT1 : r < 0x4000 ? SEC_SHOOT2 : SEC_AIM3;
        }
    } else if (c->mood == MOOD_BORED || following_done(it, c, s)) {
        it->goal_state = info->ahead ? SEC_WAIT : SEC_WALK;
    } else {
        it->goal_state = SEC_RUN;
    }
}

static void sec_moving(Game *g, int item, Item *it, CreatureInfo *c, const SecSight *s,
                       int16_t angle, int16_t *head, int16_t *tilt)
{
    const CreatureAI *info = &s->info;
    bool aimed_at = Tr3People_LaraTargets(g, item) || it->hit_status;
    if (it->current_state == SEC_WALK) {
        *head = s->lara_angle;
        c->maximum_turn = s->k->walk_turn;
        if (it->ai_bits & AI_BIT_PATROL1) {
            it->goal_state = SEC_WALK;
            *head = 0;
        } else if (s->near_cover && aimed_at) {
            it->required_state = SEC_DUCK;
            it->goal_state = SEC_WAIT;
        } else if (c->mood == MOOD_ESCAPE) {
            it->goal_state = SEC_RUN;
        } else if (targetable(g, item, info)) {
            bool far = info->distance > s->k->shoot_range && info->zone_num == info->enemy_zone;
            it->goal_state = far ? SEC_AIM4 : SEC_WAIT;
        } else if (c->mood == MOOD_BORED) {
            it->goal_state = info->ahead ? SEC_WALK : SEC_WAIT;
        } else {
            it->goal_state = SEC_RUN;
        }
        return;
    }
    if (info->ahead)
        *head = info->angle;
    c->maximum_turn = SEC_RUN_TURN;
    *tilt = (int16_t)(angle >> 1);
    if (it->ai_bits & AI_BIT_GUARD) {
        it->goal_state = SEC_WAIT;
    } else if (s->near_cover && aimed_at) {
        it->required_state = SEC_DUCK;
        it->goal_state = SEC_WAIT;
    } else if (c->mood != MOOD_ESCAPE) {
        if (targetable(g, item, info) || following_done(it, c, s))
            it->goal_state = SEC_WAIT;
        else if (c->mood == MOOD_BORED)
            it->goal_state = SEC_WALK;
    }
}

static void sec_shooting(Game *g, int item, Item *it, const SecSight *s, int16_t *torso_x,
                         int16_t *torso_y)
{
    const CreatureAI *info = &s->info;
    if (info->ahead) {
        *torso_x = s->x_angle;
        *torso_y = info->angle;
    }
    int a = rel_anim(g, it), f = rel_frame(g, it);
    switch (it->current_state) {
    case SEC_AIM1:
        if (a == 12 || (a == 1 && f == 10)) {
            if (!shoot(g, item, info, *torso_y, s->k->damage))
                it->required_state = SEC_WAIT;
        } else {
            maybe_duck(g, it, s);
        }
        break;
    case SEC_SHOOT1:
        if (it->required_state == SEC_WAIT)
            it->goal_state = SEC_WAIT;
        break;
    case SEC_SHOOT2:
    case SEC_SHOOT3A:
    case SEC_SHOOT3B:
        if (f == 0 || (it->current_state != SEC_SHOOT2 && f == 11)) {
            if ((it->current_state == SEC_SHOOT2 && !s->k->shoot2_fires) ||
                !shoot(g, item, info, *torso_y, s->k->damage))
                it->goal_state = SEC_WAIT;
        } else {
            maybe_duck(g, it, s);
        }
        break;
    case SEC_SHOOT4A:
    case SEC_SHOOT4B:
        if (it->required_state == SEC_WALK)
            it->goal_state = SEC_WALK;
        if (f == 16 && !shoot(g, item, info, *torso_y, s->k->damage))
            it->goal_state = SEC_WALK;
        if (info->distance < s->k->shoot_range)
            it->goal_state = SEC_WALK;
        break;
    case SEC_AIM4:
        if ((a == 18 && f == 17) || (a == 19 && f == 6)) {
            if (!shoot(g, item, info, *torso_y, s->k->damage))
                it->required_state = SEC_WALK;
        } else {
            maybe_duck(g, it, s);
        }
        if (info->distance < s->k->shoot_range)
            it->required_state = SEC_WALK;
        break;
    default:
        break;
    }
}

static void sec_ducked(Game *g, int item, Item *it, CreatureInfo *c, const SecSight *s,
                       int16_t *head, int16_t *torso_y)
{
    const CreatureAI *info = &s->info;
    bool leave = it->hit_status || !s->near_cover || (info->ahead && !(rnd(g) & 0x1F));
    switch (it->current_state) {
    case SEC_DUCKED:
        if (info->ahead)
            *head = info->angle;
        c->maximum_turn = 0;
        if (targetable(g, item, info))
            it->goal_state = SEC_DUCKAIM;
        else if (leave)
            it->goal_state = SEC_STAND;
        else
            it->goal_state = SEC_DUCKWALK;
        break;
    case SEC_DUCKAIM:
        c->maximum_turn = SEC_DUCK_TURN;
        if (info->ahead)
            *torso_y = info->angle;
        it->goal_state = targetable(g, item, info) ? SEC_DUCKSHOT : SEC_DUCKED;
        break;
    case SEC_DUCKSHOT:
        if (info->ahead)
            *torso_y = info->angle;
        if (rel_frame(g, it) == 0 &&
            (!shoot(g, item, info, *torso_y, s->k->damage) || !(rnd(g) & 7)))
            it->goal_state = SEC_DUCKED;
        break;
    case SEC_DUCKWALK:
        if (info->ahead)
            *head = info->angle;
        c->maximum_turn = s->k->walk_turn;
        if (targetable(g, item, info) || leave)
            it->goal_state = SEC_DUCKED;
        break;
    default:
        break;
    }
}

/* Whether a waist-high ledge a sector towards Lara would hide him (and
 * she is not close). */
static bool near_cover(Game *g, const Item *it, int16_t lara_angle, int32_t lara_dist)
{
    int16_t dir = (int16_t)(it->rot.y + lara_angle);
    int32_t x = it->pos.x + ((WALL_SIZE * Math_Sin(dir)) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((WALL_SIZE * Math_Cos(dir)) >> W2V_SHIFT);
    int16_t room = it->room;
    const RoomSector *sec = World_Sector(&g->world, x, it->pos.y, z, &room);
    int32_t h = World_Height(&g->world, sec, x, it->pos.y, z);
    return it->pos.y > h + 384 && it->pos.y < h + 1152 && lara_dist > SEC_NEAR;
}

/* An MP's enemy: Lara, or a prisoner nearer than she is. */
static int16_t mp_enemy(Game *g, int item, const Item *it)
{
    int lara = g->sim->lara;
    const Item *l = &g->sim->items[lara];
    int32_t dx = l->pos.x - it->pos.x, dz = l->pos.z - it->pos.z;
    int32_t best = dx * dx + dz * dz;
    int16_t enemy = (int16_t)lara;
    CreatureSlots *cs = g->creatures;
    for (int i = 0; cs && i < LOT_SLOTS; i++) {
        int other = cs->slot[i].item;
        if (other < 0 || other == item || g->sim->items[other].object_id != O3_BOB)
            continue;
        const Item *e = &g->sim->items[other];
        dx = e->pos.x - it->pos.x;
        dz = e->pos.z - it->pos.z;
        /* (the original keeps comparing with Lara's distance) */
        if (dx * dx + dz * dz < best)
            enemy = (int16_t)other;
    }
    return enemy;
}

static void sec_think(Game *g, int item, Item *it, CreatureInfo *c, SecSight *s)
{
    int lara = g->sim->lara;
    if (it->ai_bits)
        AiTR3_Target(g, item);
    else
        c->enemy = s->k->after_prisoners ? mp_enemy(g, item, it) : (int16_t)lara;
    Creature_AIInfo(g, item, &s->info);
    int16_t enemy = c->enemy;
    const Item *l = &g->sim->items[lara];
    if (enemy == lara) {
        s->lara_angle = s->info.angle;
        s->lara_dist = s->info.distance;
    } else {
        int32_t dx = l->pos.x - it->pos.x, dz = l->pos.z - it->pos.z;
        s->lara_angle = (int16_t)(Camera_Atan(dz, dx) - it->rot.y);
        s->lara_dist = dx * dx + dz * dz;
    }
    s->x_angle = s->info.x_angle;
    Tr3People_Mood(g, item, &s->info, enemy != lara);
    s->near_cover = near_cover(g, it, s->lara_angle, s->lara_dist);
    if (s->k->red_alert) {
        bool seen = s->lara_dist < SEC_NEAR || it->hit_status ||
                    Tr3People_TargetVisible(g, item, s->lara_angle, s->lara_dist);
        if (seen && !(it->ai_bits & AI_BIT_FOLLOW))
            Tr3People_AlertAll(g, item);
    } else if (it->hit_status ||
               ((s->lara_dist < SEC_NEAR ||
                 Tr3People_TargetVisible(g, item, s->lara_angle, s->lara_dist)) &&
                abs(l->pos.y - it->pos.y) < 2048)) {
        Tr3People_AlertAll(g, item);
    }
}

/* Dead, he may fire a last shot on frame 3 or 28 of his fall. */
static void sec_dead(Game *g, int item, Item *it, const SecKind *k, int16_t *head,
                     int16_t *torso_y)
{
    it->hit_points = 0;
    if (Creature_StartDeath(g, it, SEC_DEATH, SEC_DIE_ANIM, 0))
        return;
    /* the guard: odd numbers; the MP: one in four; the red soldier:
     * always */
    if (k->dead_mask) {
        int16_t r = rnd(g);
        if (k->dead_mask == 1 ? !(r & 1) : (r & k->dead_mask))
            return;
    }
    int f = rel_frame(g, it);
    if (f != k->dead_frame_a && f != k->dead_frame_b)
        return;
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    if (targetable(g, item, &info) && info.angle > -0x2000 && info.angle < 0x2000) {
        *torso_y = *head = info.angle;
        shoot(g, item, &info, info.angle, k->dead_damage);
    }
}

static void sec_control(Game *g, int item, const SecKind *k)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    int16_t angle = 0, tilt = 0, head = 0, torso_x = 0, torso_y = 0;
    /* Area 51's MP with a gun: caught in a laser's box */
    if (k->object_id == O3_MP_2)
        Tr3People_LaserBox(g, it);
    if (it->hit_points <= 0) {
        sec_dead(g, item, it, k, &head, &torso_y);
    } else {
        SecSight s;
        s.k = k;
        sec_think(g, item, it, c, &s);
        angle = Creature_Turn(g, item, c->maximum_turn);
        switch (it->current_state) {
        case SEC_WAIT:
            sec_wait(g, item, it, c, &s, &head);
            break;
        case SEC_WALK:
        case SEC_RUN:
            sec_moving(g, item, it, c, &s, angle, &head, &tilt);
            break;
        case SEC_DUCKED:
        case SEC_DUCKAIM:
        case SEC_DUCKSHOT:
        case SEC_DUCKWALK:
            sec_ducked(g, item, it, c, &s, &head, &torso_y);
            break;
        case SEC_STAND:
            if (k->stand_turns) /* up from cover, at most 6 degrees */
                Creature_TurnToward(it, s.info.angle, ANGLE_DEG(6));
            break;
        default:
            sec_shooting(g, item, it, &s, &torso_x, &torso_y);
            break;
        }
    }
    Tr3People_Pose(it, c, tilt, torso_y, torso_x, head);
    Creature_Animate(g, item, angle, 0);
}

static void guard_control(Game *g, int item) { sec_control(g, item, &k_guard); }
static void mp_control(Game *g, int item) { sec_control(g, item, &k_mp); }
static void red_control(Game *g, int item) { sec_control(g, item, &k_red); }

void Tr3SecurityGuard_Setup(Game *g)
{
    /* Torso (bone 6) about y and x, head (bone 13) about y. */
    static const Tr3PersonNumbers n = {
        .hit_points = SEC_HIT_POINTS,
        .radius = TR3_PERSON_RADIUS,
        .pivot_length = 0,
        .shadow_size = CREATURE_SHADOW / 2,
        .num_bones = 2,
        .bones = { { 6, 8 | 4 }, { 13, 8 } },
    };
    Tr3People_SetupKind(g, k_guard.object_id, &n, guard_control);
    Tr3People_SetupKind(g, k_mp.object_id, &n, mp_control);
    Tr3PersonNumbers red = n;
    red.hit_points = 34;
    Tr3People_SetupKind(g, k_red.object_id, &red, red_control);
}
