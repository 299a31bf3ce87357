/* TR2's second bandit (BANDIT_2, and BANDIT_2B on his animations when
 * the level has them): waits, walks, runs, shoots standing (a shot per
 * aim, maybe stopping after it) or two shots while walking. Numbers and
 * states as the original's (TRX src/tr2/game/objects/creatures/bandit_2.c
 * for the facts); shots by game/creature/creature_gun.h. */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define BANDIT2_HIT_POINTS 50
#define BANDIT2_SHOT_DAMAGE 50
#define BANDIT2_WALK_TURN ANGLE_DEG(4)
#define BANDIT2_RUN_TURN ANGLE_DEG(6)
#define BANDIT2_WALK_RANGE (WALL_SIZE * 2 * WALL_SIZE * 2)
#define BANDIT2_WALK_CHANCE 0x4000
#define BANDIT2_SHOOT1_CHANCE 0x2000
#define BANDIT2_SHOOT2_CHANCE 0x5000
#define BANDIT2_DIE_ANIM 9
#define BANDIT2_HEAD_BONE 6
#define BANDIT2_NECK_BONE 8

enum {
    BANDIT2_EMPTY = 0,
    BANDIT2_AIM4 = 1,
    BANDIT2_WAIT = 2,
    BANDIT2_WALK = 3,
    BANDIT2_RUN = 4,
    BANDIT2_AIM1 = 5,
    BANDIT2_AIM2 = 6,
    BANDIT2_SHOOT1 = 7,
    BANDIT2_SHOOT2 = 8,
    BANDIT2_SHOOT4A = 9,
    BANDIT2_SHOOT4B = 10,
    BANDIT2_DEATH = 11,
    BANDIT2_AIM5 = 12,
    BANDIT2_SHOOT5 = 13,
};

static const CreatureBite k_gun = { -1, 230, 9, 17 };

static void wait_state(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    c->maximum_turn = 0;
    if (c->mood == MOOD_ESCAPE) {
        it->goal_state = BANDIT2_RUN;
    } else if (CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info)) {
        if (info->distance > BANDIT2_WALK_RANGE && Prng_Control(p) < BANDIT2_WALK_CHANCE) {
            it->goal_state = BANDIT2_WALK;
        } else {
            int32_t r = Prng_Control(p);
            it->goal_state = r < BANDIT2_SHOOT1_CHANCE   ? BANDIT2_SHOOT1
                             : r < BANDIT2_SHOOT2_CHANCE ? BANDIT2_SHOOT2
                                                         : BANDIT2_AIM5;
        }
    } else if (c->mood == MOOD_BORED) {
        if (!info->ahead || Prng_Control(p) < 0x100)
            it->goal_state = BANDIT2_WALK;
    } else {
        it->goal_state = BANDIT2_RUN;
    }
}

static void walk_state(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    Prng *p = &g->sim->prng;
    c->maximum_turn = BANDIT2_WALK_TURN;
    if (c->mood == MOOD_ESCAPE) {
        it->goal_state = BANDIT2_RUN;
    } else if (CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info)) {
        if (info->distance < BANDIT2_WALK_RANGE || info->zone_num == info->enemy_zone ||
            Prng_Control(p) < 0x400)
            it->goal_state = BANDIT2_WAIT;
        else
            it->goal_state = BANDIT2_AIM4;
    } else if (c->mood != MOOD_BORED) {
        it->goal_state = BANDIT2_RUN;
    } else if (info->ahead && Prng_Control(p) < 0x400) {
        it->goal_state = BANDIT2_WAIT;
    }
}

/* Shooting while walking: one shot in each half of the walk (flags 1,
 * then 2), and back to walking when close or out of targets. */
static void walk_shot(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                      int16_t head, uint16_t half)
{
    if (c->flags != half) {
        if (!CreatureGun_Shoot(g, item, Tr2People_Enemy(g, item), info, &k_gun, head,
                               BANDIT2_SHOT_DAMAGE))
            it->goal_state = BANDIT2_WALK;
        c->flags = half;
    }
    if (info->distance < BANDIT2_WALK_RANGE)
        it->goal_state = BANDIT2_WALK;
}

static void alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                  int16_t angle, int16_t *head, int16_t *neck, int16_t *tilt)
{
    int enemy = Tr2People_Enemy(g, item);
    int16_t s = it->current_state;
    if (info->ahead) {
        if (s == BANDIT2_WAIT || s == BANDIT2_WALK || s == BANDIT2_RUN)
            *neck = info->angle;
        else
            *head = info->angle;
    }
    switch (s) {
    case BANDIT2_WAIT:
        wait_state(g, item, it, c, info);
        break;
    case BANDIT2_WALK:
        walk_state(g, item, it, c, info);
        break;
    case BANDIT2_RUN:
        c->maximum_turn = BANDIT2_RUN_TURN;
        *tilt = (int16_t)(angle / 2);
        if (c->mood != MOOD_ESCAPE &&
            (c->mood == MOOD_BORED || CreatureGun_CanTarget(g, item, enemy, info)))
            it->goal_state = BANDIT2_WAIT;
        break;
    case BANDIT2_AIM1:
    case BANDIT2_AIM2:
    case BANDIT2_AIM4:
        c->flags = 0;
        break;
    case BANDIT2_AIM5:
        c->flags = 0;
        it->goal_state = CreatureGun_CanTarget(g, item, enemy, info) ? BANDIT2_SHOOT5
                                                                     : BANDIT2_WAIT;
        break;
    case BANDIT2_SHOOT1:
    case BANDIT2_SHOOT2:
    case BANDIT2_SHOOT5:
        /* One shot per aim; after it, one time in four he stops. */
        if (!c->flags) {
            if (!CreatureGun_Shoot(g, item, enemy, info, &k_gun, *head, BANDIT2_SHOT_DAMAGE) ||
                Prng_Control(&g->sim->prng) < 0x2000)
                it->goal_state = BANDIT2_WAIT;
            c->flags = 1;
        }
        break;
    case BANDIT2_SHOOT4A:
        walk_shot(g, item, it, c, info, *head, 1);
        break;
    case BANDIT2_SHOOT4B:
        walk_shot(g, item, it, c, info, *head, 2);
        break;
    default:
        break;
    }
}

static const Tr2PersonKind k_kind = {
    .hit_points = BANDIT2_HIT_POINTS,
    .pivot_length = 0,
    .radius = TR2_PERSON_RADIUS,
    .head_bone = BANDIT2_HEAD_BONE,
    .neck_bone = BANDIT2_NECK_BONE,
    .death_state = BANDIT2_DEATH,
    .die_anim = BANDIT2_DIE_ANIM,
    .death_spread = 0,
    .violent = true,
    .zero_hp_on_death = false,
    .alive = alive,
};

static void bandit2_control(Game *g, int item)
{
    Tr2People_Control(g, item, &k_kind);
}

static void bandit2b_initialise(Game *g, int item)
{
    Creature_Initialise(g, item);
    Tr2People_StartFirstAnim(g, &g->sim->items[item]);
}

static void setup(Game *g, int id)
{
    Tr2People_SetupKind(g, id, &k_kind, bandit2_control);
}

void Bandit2_Setup(Game *g)
{
    setup(g, O2_BANDIT_2);
    /* 2B is the same man in other clothes, on 2's animations. */
    if (Tr2People_BorrowAnims(g, O2_BANDIT_2B, O2_BANDIT_2)) {
        setup(g, O2_BANDIT_2B);
        g->objects[O2_BANDIT_2B].initialise = bandit2b_initialise;
    }
}
