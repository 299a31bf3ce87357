/* Larson (see larson.h). Numbers and states as the original's. */
#include "game/objects/creatures/larson.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define LARSON_HEAD_BONE 6
#define LARSON_POSE_CHANCE 0x60
#define LARSON_SHOT_DAMAGE 50
#define LARSON_WALK_TURN ANGLE_DEG(3)
#define LARSON_RUN_TURN ANGLE_DEG(6)
#define LARSON_WALK_RANGE (WALL_SIZE * 3 * WALL_SIZE * 3)
#define LARSON_DIE_ANIM 15

enum {
    LARSON_EMPTY = 0,
    LARSON_STOP = 1,
    LARSON_WALK = 2,
    LARSON_RUN = 3,
    LARSON_AIM = 4,
    LARSON_DEATH = 5,
    LARSON_POSE = 6,
    LARSON_SHOOT = 7,
};

static const CreatureBite k_gun = { -60, 170, 0, 14 };

static void alive(Game *g, int item, Item *it, CreatureInfo *person, const CreatureAI *info,
                  int16_t angle, int16_t head, int16_t *tilt)
{
    Prng *p = &g->sim->prng;
    switch (it->current_state) {
    case LARSON_STOP:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (person->mood == MOOD_BORED)
            it->goal_state = Prng_Control(p) < LARSON_POSE_CHANCE ? LARSON_POSE : LARSON_WALK;
        else if (person->mood == MOOD_ESCAPE)
            it->goal_state = LARSON_RUN;
        else
            it->goal_state = LARSON_WALK;
        break;

    case LARSON_POSE:
        if (person->mood != MOOD_BORED) {
            it->goal_state = LARSON_STOP;
        } else if (Prng_Control(p) < LARSON_POSE_CHANCE) {
            it->required_state = LARSON_WALK;
            it->goal_state = LARSON_STOP;
        }
        break;

    case LARSON_WALK:
        person->maximum_turn = LARSON_WALK_TURN;
        if (person->mood == MOOD_BORED && Prng_Control(p) < LARSON_POSE_CHANCE) {
            it->required_state = LARSON_POSE;
            it->goal_state = LARSON_STOP;
        } else if (person->mood == MOOD_ESCAPE) {
            it->required_state = LARSON_RUN;
            it->goal_state = LARSON_STOP;
        } else if (Creature_CanTargetEnemy(g, item, info)) {
            it->required_state = LARSON_AIM;
            it->goal_state = LARSON_STOP;
        } else if (!info->ahead || info->distance > LARSON_WALK_RANGE) {
            it->required_state = LARSON_RUN;
            it->goal_state = LARSON_STOP;
        }
        break;

    case LARSON_RUN:
        person->maximum_turn = LARSON_RUN_TURN;
        *tilt = (int16_t)(angle / 2);
        if (person->mood == MOOD_BORED && Prng_Control(p) < LARSON_POSE_CHANCE) {
            it->required_state = LARSON_POSE;
            it->goal_state = LARSON_STOP;
        } else if (Creature_CanTargetEnemy(g, item, info)) {
            it->required_state = LARSON_AIM;
            it->goal_state = LARSON_STOP;
        } else if (info->ahead && info->distance < LARSON_WALK_RANGE) {
            it->required_state = LARSON_WALK;
            it->goal_state = LARSON_STOP;
        }
        break;

    case LARSON_AIM:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (Creature_CanTargetEnemy(g, item, info))
            it->goal_state = LARSON_SHOOT;
        else
            it->goal_state = LARSON_STOP;
        break;

    case LARSON_SHOOT:
        if (!it->required_state) {
            Creature_ShootAtLara(g, item, info->distance, &k_gun, head, LARSON_SHOT_DAMAGE);
            it->required_state = LARSON_AIM;
        }
        if (person->mood == MOOD_ESCAPE)
            it->required_state = LARSON_STOP;
        break;

    default:
        break;
    }
}

static void larson_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *person = it->data;
    int16_t head = 0, angle = 0, tilt = 0;

    if (it->hit_points <= 0) {
        Creature_StartDeath(g, it, LARSON_DEATH, LARSON_DIE_ANIM, 0);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, false);
        angle = Creature_Turn(g, item, person->maximum_turn);
        alive(g, item, it, person, &info, angle, head, &tilt);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);
}

void Larson_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_LARSON))
        return;
    ObjectInfo *o = &g->objects[O_LARSON];
    o->control = larson_control;
    o->hit_points = 50;
    o->radius = WALL_SIZE / 10;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, O_LARSON, LARSON_HEAD_BONE, 8);
}
