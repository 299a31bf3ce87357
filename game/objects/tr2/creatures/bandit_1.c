/* TR2's first bandit (BANDIT_1, the Tibetan gunman): waits, walks and
 * runs, shoots bursts standing (three kinds) or while walking. Numbers
 * and states as the original's (TRX src/tr2/game/objects/creatures/
 * bandit_1.c for the facts); shots by game/creature/creature_gun.h. */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define BANDIT1_HIT_POINTS 45
#define BANDIT1_SHOT_DAMAGE 8
#define BANDIT1_WALK_TURN ANGLE_DEG(4)
#define BANDIT1_RUN_TURN ANGLE_DEG(6)
#define BANDIT1_WALK_RANGE (WALL_SIZE * 2 * WALL_SIZE * 2)
#define BANDIT1_SHOOT1_CHANCE 0x2000
#define BANDIT1_SHOOT2_CHANCE 0x4000
#define BANDIT1_DIE_ANIM 14
#define BANDIT1_HEAD_BONE 6
#define BANDIT1_NECK_BONE 8

enum {
    BANDIT1_EMPTY = 0,
    BANDIT1_WAIT = 1,
    BANDIT1_WALK = 2,
    BANDIT1_RUN = 3,
    BANDIT1_AIM1 = 4,
    BANDIT1_SHOOT1 = 5,
    BANDIT1_AIM2 = 6,
    BANDIT1_SHOOT2 = 7,
    BANDIT1_SHOOT3A = 8,
    BANDIT1_SHOOT3B = 9,
    BANDIT1_SHOOT4A = 10, /* shooting while walking */
    BANDIT1_AIM3 = 11,
    BANDIT1_AIM4 = 12,
    BANDIT1_DEATH = 13,
    BANDIT1_SHOOT4B = 14,
};

static const CreatureBite k_gun = { -2, 150, 19, 17 };

static void wait_or_walk(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    bool can = false;
    if (c->mood != MOOD_ESCAPE)
        can = CreatureGun_CanTarget(g, item, Tr2People_Enemy(g, item), info);
    if (it->current_state == BANDIT1_WAIT) {
        c->maximum_turn = 0;
        if (c->mood == MOOD_ESCAPE) {
            it->goal_state = BANDIT1_RUN;
        } else if (can) {
            if (info->distance > BANDIT1_WALK_RANGE) {
                it->goal_state = BANDIT1_WALK;
            } else {
                int32_t r = Prng_Control(&g->sim->prng);
                it->goal_state = r < BANDIT1_SHOOT1_CHANCE   ? BANDIT1_SHOOT1
                                 : r < BANDIT1_SHOOT2_CHANCE ? BANDIT1_SHOOT2
                                                             : BANDIT1_AIM3;
            }
        } else if (c->mood == MOOD_BORED) {
            it->goal_state = info->ahead ? BANDIT1_WAIT : BANDIT1_WALK;
        } else {
            it->goal_state = BANDIT1_RUN;
        }
        return;
    }
    c->maximum_turn = BANDIT1_WALK_TURN;
    if (c->mood == MOOD_ESCAPE) {
        it->goal_state = BANDIT1_RUN;
    } else if (can) {
        if (info->distance > BANDIT1_WALK_RANGE && info->zone_num == info->enemy_zone)
            it->goal_state = BANDIT1_AIM4;
        else
            it->goal_state = BANDIT1_WAIT;
    } else if (c->mood == MOOD_BORED) {
        it->goal_state = info->ahead ? BANDIT1_WALK : BANDIT1_WAIT;
    } else {
        it->goal_state = BANDIT1_RUN;
    }
}

static void alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                  int16_t angle, int16_t *head, int16_t *neck, int16_t *tilt)
{
    int enemy = Tr2People_Enemy(g, item);
    switch (it->current_state) {
    case BANDIT1_WAIT:
    case BANDIT1_WALK:
        if (info->ahead)
            *neck = info->angle;
        wait_or_walk(g, item, it, c, info);
        break;

    case BANDIT1_RUN:
        if (info->ahead)
            *neck = info->angle;
        *tilt = (int16_t)(angle / 2);
        c->maximum_turn = BANDIT1_RUN_TURN;
        if (c->mood == MOOD_ESCAPE)
            break;
        if (CreatureGun_CanTarget(g, item, enemy, info))
            it->goal_state = BANDIT1_WAIT;
        else if (c->mood == MOOD_BORED)
            it->goal_state = BANDIT1_WALK;
        break;

    case BANDIT1_SHOOT1:
    case BANDIT1_SHOOT2:
    case BANDIT1_SHOOT3A:
    case BANDIT1_SHOOT3B:
        /* A shot every tick of the burst, while there is a target. */
        if (info->ahead)
            *head = info->angle;
        if (!CreatureGun_Shoot(g, item, enemy, info, &k_gun, *head, BANDIT1_SHOT_DAMAGE))
            it->goal_state = BANDIT1_WAIT;
        break;

    case BANDIT1_SHOOT4A:
    case BANDIT1_SHOOT4B:
        if (info->ahead)
            *head = info->angle;
        if (!CreatureGun_Shoot(g, item, enemy, info, &k_gun, *head, BANDIT1_SHOT_DAMAGE))
            it->goal_state = BANDIT1_WALK;
        if (info->distance < BANDIT1_WALK_RANGE)
            it->goal_state = BANDIT1_WALK;
        break;

    default:
        break;
    }
}

static const Tr2PersonKind k_kind = {
    .hit_points = BANDIT1_HIT_POINTS,
    .pivot_length = 0,
    .radius = TR2_PERSON_RADIUS,
    .head_bone = BANDIT1_HEAD_BONE,
    .neck_bone = BANDIT1_NECK_BONE,
    .death_state = BANDIT1_DEATH,
    .die_anim = BANDIT1_DIE_ANIM,
    .death_spread = 0,
    .violent = false,
    .zero_hp_on_death = true,
    .alive = alive,
};

static void bandit1_control(Game *g, int item)
{
    Tr2People_Control(g, item, &k_kind);
}

void Bandit1_Setup(Game *g)
{
    Tr2People_SetupKind(g, O2_BANDIT_1, &k_kind, bandit1_control);
}
