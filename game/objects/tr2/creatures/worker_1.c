/* TR2's rig worker with a shotgun (WORKER_1): stops, waits, walks and
 * runs; aims one of two ways from a stop, shoots from a wait or while
 * walking, one shot per aim. Numbers and states as the original's (TRX
 * src/tr2/game/objects/creatures/worker_1.c for the facts); shots by
 * game/creature/creature_gun.h. */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define WORKER1_HIT_POINTS 25
#define WORKER1_SHOT_DAMAGE 150
#define WORKER1_WALK_TURN ANGLE_DEG(3)
#define WORKER1_RUN_TURN ANGLE_DEG(5)
#define WORKER1_RUN_RANGE (WALL_SIZE * 2 * WALL_SIZE * 2)
#define WORKER1_SHOOT_RANGE (WALL_SIZE * 3 * WALL_SIZE * 3)
#define WORKER1_DIE_ANIM 18
#define WORKER1_HEAD_BONE 4
#define WORKER1_NECK_BONE 13

enum {
    WORKER1_EMPTY = 0,
    WORKER1_WALK = 1,
    WORKER1_STOP = 2,
    WORKER1_WAIT = 3,
    WORKER1_SHOOT1 = 4,
    WORKER1_RUN = 5,
    WORKER1_SHOOT2 = 6, /* while walking */
    WORKER1_DEATH = 7,
    WORKER1_AIM1 = 8,
    WORKER1_AIM2 = 9,
    WORKER1_SHOOT3 = 10,
};

static const CreatureBite k_gun = { 0, 281, 40, 9 };

static int16_t stop_aim(Game *g, const Item *it)
{
    (void)it;
    return Prng_Control(&g->sim->prng) < 0x4000 ? WORKER1_AIM1 : WORKER1_AIM2;
}

static const Tr2GunmanStates k_states = {
    .stop = WORKER1_STOP,
    .walk = WORKER1_WALK,
    .run = WORKER1_RUN,
    .wait = WORKER1_WAIT,
    .walk_aim = WORKER1_SHOOT2,
    .stop_aim = stop_aim,
    .walk_turn = WORKER1_WALK_TURN,
    .run_range = WORKER1_RUN_RANGE,
    .shoot_range = WORKER1_SHOOT_RANGE,
};

static void alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                  int16_t angle, int16_t *head, int16_t *neck, int16_t *tilt)
{
    int enemy = Tr2People_Enemy(g, item);
    int16_t s = it->current_state;
    bool moving = s == WORKER1_STOP || s == WORKER1_WAIT || s == WORKER1_WALK || s == WORKER1_RUN;
    if (info->ahead) {
        if (moving)
            *neck = info->angle;
        else
            *head = info->angle;
    }
    switch (s) {
    case WORKER1_STOP:
        Tr2People_GunmanStop(g, item, it, c, info, &k_states);
        break;
    case WORKER1_WAIT:
        if (CreatureGun_CanTarget(g, item, enemy, info))
            it->goal_state = WORKER1_SHOOT1;
        else if (c->mood != MOOD_BORED || !info->ahead)
            it->goal_state = WORKER1_STOP;
        break;
    case WORKER1_WALK:
        Tr2People_GunmanWalk(g, item, it, c, info, &k_states);
        break;
    case WORKER1_RUN:
        c->maximum_turn = WORKER1_RUN_TURN;
        *tilt = (int16_t)(angle / 2);
        if (c->mood == MOOD_ESCAPE)
            break;
        if (CreatureGun_CanTarget(g, item, enemy, info) || c->mood == MOOD_BORED ||
            c->mood == MOOD_STALK)
            it->goal_state = WORKER1_WALK;
        break;
    case WORKER1_AIM1:
        c->flags = 0;
        break;
    case WORKER1_AIM2:
        c->flags = 0;
        if (CreatureGun_CanTarget(g, item, enemy, info))
            it->goal_state = WORKER1_SHOOT3;
        break;
    case WORKER1_SHOOT1:
    case WORKER1_SHOOT3:
        if (!c->flags) {
            CreatureGun_Shoot(g, item, enemy, info, &k_gun, *head, WORKER1_SHOT_DAMAGE);
            c->flags = 1;
        }
        /* Out of the stand once he should not go on shooting. */
        if (it->goal_state != WORKER1_STOP &&
            (c->mood == MOOD_ESCAPE || info->distance > WORKER1_SHOOT_RANGE ||
             !CreatureGun_CanTarget(g, item, enemy, info)))
            it->goal_state = WORKER1_STOP;
        break;
    case WORKER1_SHOOT2:
        if (!c->flags) {
            CreatureGun_Shoot(g, item, enemy, info, &k_gun, *head, WORKER1_SHOT_DAMAGE);
            c->flags = 1;
        }
        break;
    default:
        break;
    }
}

static const Tr2PersonKind k_kind = {
    .hit_points = WORKER1_HIT_POINTS,
    .pivot_length = 0,
    .radius = TR2_PERSON_RADIUS,
    .head_bone = WORKER1_HEAD_BONE,
    .neck_bone = WORKER1_NECK_BONE,
    .death_state = WORKER1_DEATH,
    .die_anim = WORKER1_DIE_ANIM,
    .death_spread = 0,
    .violent = false,
    .zero_hp_on_death = false,
    .alive = alive,
};

static void worker1_control(Game *g, int item)
{
    Tr2People_Control(g, item, &k_kind);
}

void Worker1_Setup(Game *g)
{
    Tr2People_SetupKind(g, O2_WORKER_1, &k_kind, worker1_control);
}
