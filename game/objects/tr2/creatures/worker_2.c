/* TR2's rig worker with a gun (WORKER_2): stops, waits, walks and runs;
 * aims from a stop or a walk and then fires every sixth tick of the
 * shooting animation. Numbers and states as the original's (TRX
 * src/tr2/game/objects/creatures/worker_2.c for the facts); the
 * flamethrower worker (WORKER_5) shares the routine and pours fire
 * (game/effects/missile_tr2.c) every tick of his shooting instead. Shots
 * by game/creature/creature_gun.h. */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/mood.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define WORKER2_HIT_POINTS 20
#define WORKER2_SHOT_DAMAGE 30
#define WORKER2_WALK_TURN ANGLE_DEG(3)
#define WORKER2_RUN_TURN ANGLE_DEG(5)
#define WORKER2_RUN_RANGE (WALL_SIZE * 2 * WALL_SIZE * 2)
#define WORKER2_SHOOT_RANGE (WALL_SIZE * 3 * WALL_SIZE * 3)
/* Ticks between two shots of a burst (the count runs down from it). */
#define WORKER2_SHOT_WAIT 5
#define WORKER2_DIE_ANIM 19
#define WORKER2_HEAD_BONE 4
#define WORKER2_NECK_BONE 13

enum {
    WORKER2_EMPTY = 0,
    WORKER2_STOP = 1,
    WORKER2_WALK = 2,
    WORKER2_RUN = 3,
    WORKER2_WAIT = 4,
    WORKER2_SHOOT1 = 5,
    WORKER2_SHOOT2 = 6, /* while walking */
    WORKER2_DEATH = 7,
    WORKER2_AIM1 = 8,
    WORKER2_AIM2 = 9,
    WORKER2_AIM3 = 10,
    WORKER2_SHOOT3 = 11,
};

static const CreatureBite k_gun = { 0, 308, 32, 9 };

/* A shot now and then while the shooting animation plays; the
 * flamethrower's fire every tick. */
static void burst(Game *g, int item, CreatureInfo *c, const CreatureAI *info, int16_t head)
{
    if (g->sim->items[item].object_id == O2_WORKER_5) {
        Tr2People_Missile(g, item, &k_gun, Effect_FireStreamTR2);
        return;
    }
    if (c->flags) {
        c->flags--;
        return;
    }
    CreatureGun_Shoot(g, item, Tr2People_Enemy(g, item), info, &k_gun, head, WORKER2_SHOT_DAMAGE);
    c->flags = WORKER2_SHOT_WAIT;
}

static int16_t stop_aim(Game *g, const Item *it)
{
    /* the flamethrower always takes the first aim (no number drawn) */
    return it->object_id == O2_WORKER_5 || Prng_Control(&g->sim->prng) < 0x4000 ? WORKER2_AIM1
                                                                                  : WORKER2_AIM3;
}

static const Tr2GunmanStates k_states = {
    .stop = WORKER2_STOP,
    .walk = WORKER2_WALK,
    .run = WORKER2_RUN,
    .wait = WORKER2_WAIT,
    .walk_aim = WORKER2_AIM2,
    .stop_aim = stop_aim,
    .walk_turn = WORKER2_WALK_TURN,
    .run_range = WORKER2_RUN_RANGE,
    .shoot_range = WORKER2_SHOOT_RANGE,
};

static void alive(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info,
                  int16_t angle, int16_t *head, int16_t *neck, int16_t *tilt)
{
    int enemy = Tr2People_Enemy(g, item);
    int16_t s = it->current_state;
    bool moving = s == WORKER2_STOP || s == WORKER2_WAIT || s == WORKER2_WALK || s == WORKER2_RUN;
    if (info->ahead && moving)
        *neck = info->angle;
    switch (s) {
    case WORKER2_STOP:
        Tr2People_GunmanStop(g, item, it, c, info, &k_states);
        break;
    case WORKER2_WAIT:
        if (CreatureGun_CanTarget(g, item, enemy, info))
            it->goal_state = WORKER2_SHOOT1;
        else if (c->mood != MOOD_BORED || !info->ahead)
            it->goal_state = WORKER2_STOP;
        break;
    case WORKER2_WALK:
        Tr2People_GunmanWalk(g, item, it, c, info, &k_states);
        break;
    case WORKER2_RUN:
        *tilt = (int16_t)(angle / 2);
        c->maximum_turn = WORKER2_RUN_TURN;
        if (c->mood == MOOD_ESCAPE)
            break;
        if (CreatureGun_CanTarget(g, item, enemy, info) || c->mood == MOOD_BORED ||
            c->mood == MOOD_STALK)
            it->goal_state = WORKER2_WALK;
        break;
    case WORKER2_AIM1:
    case WORKER2_AIM3:
        /* The aim only moves on while she is ahead. */
        c->flags = 0;
        if (info->ahead) {
            *head = info->angle;
            if (!CreatureGun_CanTarget(g, item, enemy, info))
                it->goal_state = WORKER2_STOP;
            else
                it->goal_state = s == WORKER2_AIM1 ? WORKER2_SHOOT1 : WORKER2_SHOOT3;
        }
        break;
    case WORKER2_AIM2:
        c->flags = 0;
        if (info->ahead) {
            *head = info->angle;
            it->goal_state =
                CreatureGun_CanTarget(g, item, enemy, info) ? WORKER2_SHOOT2 : WORKER2_WALK;
        }
        break;
    case WORKER2_SHOOT1:
    case WORKER2_SHOOT2:
        if (info->ahead)
            *head = info->angle;
        burst(g, item, c, info, *head);
        break;
    case WORKER2_SHOOT3:
        if (it->goal_state != WORKER2_STOP &&
            (c->mood == MOOD_ESCAPE || info->distance > WORKER2_SHOOT_RANGE ||
             !CreatureGun_CanTarget(g, item, enemy, info)))
            it->goal_state = WORKER2_STOP;
        if (info->ahead)
            *head = info->angle;
        burst(g, item, c, info, *head);
        break;
    default:
        break;
    }
}

static const Tr2PersonKind k_kind = {
    .hit_points = WORKER2_HIT_POINTS,
    .pivot_length = 0,
    .radius = TR2_PERSON_RADIUS,
    .head_bone = WORKER2_HEAD_BONE,
    .neck_bone = WORKER2_NECK_BONE,
    .death_state = WORKER2_DEATH,
    .die_anim = WORKER2_DIE_ANIM,
    .death_spread = 0,
    .violent = false,
    .zero_hp_on_death = false,
    .alive = alive,
};

static void worker2_control(Game *g, int item)
{
    Tr2People_Control(g, item, &k_kind);
}

static void setup(Game *g, int id)
{
    Tr2People_SetupKind(g, id, &k_kind, worker2_control);
}

void Worker2_Setup(Game *g)
{
    setup(g, O2_WORKER_2);
    if (g->objects[O2_WORKER_5].loaded) {
        Effect_SetupMissilesTR2(g);
        setup(g, O2_WORKER_5);
    }
}
