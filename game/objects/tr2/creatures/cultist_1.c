/* TR2's gunman cultist (CULT_1): waits, poses, walks and runs, aims and
 * shoots from a stand (two aims), or runs and shoots. Numbers, states and
 * chances as the original's (TRX src/tr2/game/objects/creatures/cultist_1.c
 * for the facts); his shots follow game/creature/creature_gun.h. */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define CULT1_HIT_POINTS 25
#define CULT1_SHOT_DAMAGE 50
#define CULT1_WALK_TURN ANGLE_DEG(5)
#define CULT1_RUN_TURN ANGLE_DEG(5)
#define CULT1_RUN_RANGE (WALL_SIZE * 2 * WALL_SIZE * 2)
#define CULT1_POSE_CHANCE 0x500
#define CULT1_UNPOSE_CHANCE 0x100
#define CULT1_WALK_CHANCE (CULT1_POSE_CHANCE + 0x500)
#define CULT1_UNWALK_CHANCE 0x300
#define CULT1_DIE_ANIM 20
#define CULT1_HEAD_BONE 0
/* Meshes a cultist may be made without: the original hides 4 and 5 on
 * half of them (a coin toss at level start). */
#define CULT1_OPTIONAL_MESHES 0x30u
#define CULT1B_MISSING_MESHES 0x1F8000u

enum {
    CULT1_EMPTY = 0,
    CULT1_WALK = 1,
    CULT1_RUN = 2,
    CULT1_STOP = 3,
    CULT1_WAIT = 4,
    CULT1_POSE = 5,
    CULT1_AIM1 = 6,
    CULT1_SHOOT1 = 7,
    CULT1_AIM2 = 8, /* unused by the original's routine */
    CULT1_SHOOT2 = 9, /* shooting on the run */
    CULT1_AIM3 = 10,
    CULT1_SHOOT3 = 11,
    CULT1_DEATH = 12,
};

static const CreatureBite k_gun = { 3, 331, 56, 10 };

static int16_t aim_state(Game *g)
{
    return Prng_Control(&g->sim->prng) < 0x4000 ? CULT1_AIM1 : CULT1_AIM3;
}

/* The resting states: waiting (picks what to do next) and posing. */
static void rest(Game *g, int item, Item *it, const CreatureInfo *c, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    if (it->current_state == CULT1_POSE) {
        if (CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info)) {
            it->goal_state = CULT1_STOP;
            it->required_state = CULT1_AIM1;
        } else if (c->mood != MOOD_BORED || Prng_Control(p) < CULT1_UNPOSE_CHANCE ||
                   !info->ahead) {
            it->goal_state = CULT1_STOP;
        }
        return;
    }
    /* Waiting: each branch but the bored one that draws nothing new goes
     * through the stop to its next state. */
    int16_t next = CULT1_EMPTY;
    if (c->mood == MOOD_ESCAPE) {
        next = CULT1_RUN;
    } else if (CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info)) {
        next = aim_state(g);
    } else if (c->mood == MOOD_BORED && info->ahead) {
        int32_t r = Prng_Control(p);
        if (r < CULT1_POSE_CHANCE)
            next = CULT1_POSE;
        else if (r < CULT1_WALK_CHANCE)
            next = CULT1_WALK;
    } else if (c->mood == MOOD_BORED || info->distance < CULT1_RUN_RANGE) {
        next = CULT1_WALK;
    } else {
        next = CULT1_RUN;
    }
    if (next != CULT1_EMPTY) {
        it->required_state = next;
        it->goal_state = CULT1_STOP;
    }
}

static void alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                  int16_t angle, int16_t *head, int16_t *neck, int16_t *tilt)
{
    (void)neck; /* he turns only his head */
    int lara = Tr2People_Enemy(g, item);
    switch (it->current_state) {
    case CULT1_STOP:
        c->maximum_turn = 0;
        if (it->required_state != CULT1_EMPTY)
            it->goal_state = it->required_state;
        break;

    case CULT1_WAIT:
    case CULT1_POSE:
        rest(g, item, it, c, info);
        break;

    case CULT1_WALK:
        c->maximum_turn = CULT1_WALK_TURN;
        if (c->mood == MOOD_ESCAPE) {
            it->goal_state = CULT1_RUN;
        } else if (CreatureGun_CanTarget(g, item, lara, info)) {
            it->goal_state = CULT1_STOP;
            it->required_state = aim_state(g);
        } else if (info->distance > CULT1_RUN_RANGE || !info->ahead) {
            it->goal_state = CULT1_RUN;
        } else if (c->mood == MOOD_BORED &&
                   Prng_Control(&g->sim->prng) < CULT1_UNWALK_CHANCE) {
            it->goal_state = CULT1_STOP;
        }
        break;

    case CULT1_RUN:
        c->maximum_turn = CULT1_RUN_TURN;
        c->flags = 0;
        *tilt = (int16_t)(angle / 4);
        if (c->mood == MOOD_ESCAPE) {
            if (CreatureGun_CanTarget(g, item, lara, info))
                it->goal_state = CULT1_SHOOT2;
        } else if (CreatureGun_CanTarget(g, item, lara, info)) {
            if (info->distance < CULT1_RUN_RANGE || info->zone_num != info->enemy_zone)
                it->goal_state = CULT1_STOP;
            else
                it->goal_state = CULT1_SHOOT2;
        } else if (c->mood == MOOD_BORED) {
            it->goal_state = CULT1_STOP;
        }
        break;

    case CULT1_AIM1:
    case CULT1_AIM3:
        c->flags = 0;
        if (info->ahead)
            *head = info->angle;
        if (c->mood == MOOD_ESCAPE)
            it->goal_state = CULT1_STOP;
        else if (CreatureGun_CanTarget(g, item, lara, info))
            it->goal_state = it->current_state == CULT1_AIM1 ? CULT1_SHOOT1 : CULT1_SHOOT3;
        else
            it->goal_state = CULT1_STOP;
        break;

    case CULT1_SHOOT1:
    case CULT1_SHOOT3:
        if (info->ahead)
            *head = info->angle;
        /* One shot per aim: the flag is cleared when he aims again. */
        if (!c->flags) {
            CreatureGun_Shoot(g, item, lara, info, &k_gun, *head, CULT1_SHOT_DAMAGE);
            c->flags = 1;
        }
        break;

    case CULT1_SHOOT2:
        if (info->ahead)
            *head = info->angle;
        if (it->required_state == CULT1_EMPTY) {
            if (!CreatureGun_Shoot(g, item, lara, info, &k_gun, *head, CULT1_SHOT_DAMAGE))
                it->goal_state = CULT1_RUN;
            it->required_state = CULT1_SHOOT2;
        }
        break;

    default:
        break;
    }
}

static const Tr2PersonKind k_kind = {
    .hit_points = CULT1_HIT_POINTS,
    .pivot_length = 50,
    .radius = TR2_CULTIST_RADIUS,
    .head_bone = CULT1_HEAD_BONE,
    .neck_bone = -1,
    .death_state = CULT1_DEATH,
    .die_anim = CULT1_DIE_ANIM,
    .death_spread = 0x4000,
    .violent = false,
    .zero_hp_on_death = false,
    .alive = alive,
};

static void cult1_control(Game *g, int item)
{
    Tr2People_Control(g, item, &k_kind);
}

/* The original's cultist set-up does not turn him at random as most
 * creatures' do: it only leaves off his optional meshes on a coin toss. */
static void cult1_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (it->object_id != O2_CULT_1)
        Tr2People_StartFirstAnim(g, it);
    if (Prng_Control(&g->sim->prng) < 0x4000)
        it->mesh_bits &= ~CULT1_OPTIONAL_MESHES;
    /* 1B is also made without his meshes 15 to 20. */
    if (it->object_id == O2_CULT_1B)
        it->mesh_bits &= ~CULT1B_MISSING_MESHES;
    it->collidable = true;
    it->data = NULL;
}

static void setup(Game *g, int id)
{
    if (Tr2People_SetupKind(g, id, &k_kind, cult1_control))
        g->objects[id].initialise = cult1_initialise;
}

void Cultist1_Setup(Game *g)
{
    setup(g, O2_CULT_1);
    /* 1A and 1B are the same man in other clothes, on his animations. */
    if (Tr2People_BorrowAnims(g, O2_CULT_1A, O2_CULT_1))
        setup(g, O2_CULT_1A);
    if (Tr2People_BorrowAnims(g, O2_CULT_1B, O2_CULT_1))
        setup(g, O2_CULT_1B);
}
