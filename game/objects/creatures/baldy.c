/* Kold (see baldy.h). Numbers and states as the original's. */
#include "game/objects/creatures/baldy.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define BALDY_HEAD_BONE 0
#define BALDY_SHOT_DAMAGE 150
#define BALDY_WALK_TURN ANGLE_DEG(3)
#define BALDY_RUN_TURN ANGLE_DEG(6)
#define BALDY_WALK_RANGE (WALL_SIZE * 4 * WALL_SIZE * 4)
#define BALDY_DIE_ANIM 14

enum {
    BALDY_EMPTY = 0,
    BALDY_STOP = 1,
    BALDY_WALK = 2,
    BALDY_RUN = 3,
    BALDY_AIM = 4,
    BALDY_DEATH = 5,
    BALDY_SHOOT = 6,
};

static const CreatureBite k_gun = { -20, 440, 20, 9 };

static void alive(Game *g, int item, Item *it, CreatureInfo *baldy, const CreatureAI *info,
                  int16_t angle, int16_t head, int16_t *tilt)
{
    switch (it->current_state) {
    case BALDY_STOP:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (Creature_CanTargetEnemy(g, item, info))
            it->goal_state = BALDY_AIM;
        else if (baldy->mood == MOOD_BORED)
            it->goal_state = BALDY_WALK;
        else
            it->goal_state = BALDY_RUN;
        break;

    case BALDY_WALK:
        baldy->maximum_turn = BALDY_WALK_TURN;
        if (baldy->mood == MOOD_ESCAPE || !info->ahead) {
            it->required_state = BALDY_RUN;
            it->goal_state = BALDY_STOP;
        } else if (Creature_CanTargetEnemy(g, item, info)) {
            it->required_state = BALDY_AIM;
            it->goal_state = BALDY_STOP;
        } else if (info->distance > BALDY_WALK_RANGE) {
            it->required_state = BALDY_RUN;
            it->goal_state = BALDY_STOP;
        }
        break;

    case BALDY_RUN:
        baldy->maximum_turn = BALDY_RUN_TURN;
        *tilt = (int16_t)(angle / 2);
        if (baldy->mood != MOOD_ESCAPE || info->ahead) {
            if (Creature_CanTargetEnemy(g, item, info)) {
                it->required_state = BALDY_AIM;
                it->goal_state = BALDY_STOP;
            } else if (info->ahead && info->distance < BALDY_WALK_RANGE) {
                it->required_state = BALDY_WALK;
                it->goal_state = BALDY_STOP;
            }
        }
        break;

    case BALDY_AIM:
        baldy->flags = 0;
        if (it->required_state)
            it->goal_state = BALDY_STOP;
        else if (Creature_CanTargetEnemy(g, item, info))
            it->goal_state = BALDY_SHOOT;
        else
            it->goal_state = BALDY_STOP;
        break;

    case BALDY_SHOOT:
        /* The shotgun hits as if from half the distance. */
        if (!baldy->flags) {
            Creature_ShootAtLara(g, item, info->distance / 2, &k_gun, head, BALDY_SHOT_DAMAGE);
            baldy->flags = 1;
        }
        if (baldy->mood == MOOD_ESCAPE)
            it->required_state = BALDY_RUN;
        break;

    default:
        break;
    }
}

static void baldy_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *baldy = it->data;
    int16_t head = 0, angle = 0, tilt = 0;

    if (it->hit_points <= 0) {
        if (Creature_StartDeath(g, it, BALDY_DEATH, BALDY_DIE_ANIM, 0))
            Creature_SpawnItem(g, item, O_SHOTGUN_ITEM);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, true);
        angle = Creature_Turn(g, item, baldy->maximum_turn);
        alive(g, item, it, baldy, &info, angle, head, &tilt);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);
}

static void baldy_initialise(Game *g, int item)
{
    Creature_Initialise(g, item);
    g->sim->items[item].current_state = BALDY_RUN;
}

void Baldy_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_BALDY))
        return;
    ObjectInfo *o = &g->objects[O_BALDY];
    o->initialise = baldy_initialise;
    o->control = baldy_control;
    o->hit_points = 200;
    o->radius = WALL_SIZE / 10;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, O_BALDY, BALDY_HEAD_BONE, 8);
}
