/* The cowboy (see cowboy.h). Numbers and states as the original's. */
#include "game/objects/creatures/cowboy.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"

#define COWBOY_HEAD_BONE 0
#define COWBOY_SHOT_DAMAGE 70
#define COWBOY_WALK_TURN ANGLE_DEG(3)
#define COWBOY_RUN_TURN ANGLE_DEG(6)
#define COWBOY_WALK_RANGE (WALL_SIZE * 3 * WALL_SIZE * 3)
#define COWBOY_DIE_ANIM 7
#define COWBOY_SECOND_SHOT 6    /* ticks into the shooting animation */

enum {
    COWBOY_EMPTY = 0,
    COWBOY_STOP = 1,
    COWBOY_WALK = 2,
    COWBOY_RUN = 3,
    COWBOY_AIM = 4,
    COWBOY_DEATH = 5,
    COWBOY_SHOOT = 6,
};

static const CreatureBite k_gun1 = { 1, 200, 41, 5 };
static const CreatureBite k_gun2 = { -2, 200, 40, 8 };

static void alive(Game *g, int item, Item *it, CreatureInfo *cowboy, const CreatureAI *info,
                  int16_t angle, int16_t head, int16_t *tilt)
{
    switch (it->current_state) {
    case COWBOY_STOP:
        if (it->required_state)
            it->goal_state = it->required_state;
        else if (Creature_CanTargetEnemy(g, item, info))
            it->goal_state = COWBOY_AIM;
        else if (cowboy->mood == MOOD_BORED)
            it->goal_state = COWBOY_WALK;
        else
            it->goal_state = COWBOY_RUN;
        break;

    case COWBOY_WALK:
        cowboy->maximum_turn = COWBOY_WALK_TURN;
        if (cowboy->mood == MOOD_ESCAPE || !info->ahead) {
            it->required_state = COWBOY_RUN;
            it->goal_state = COWBOY_STOP;
        } else if (Creature_CanTargetEnemy(g, item, info)) {
            it->required_state = COWBOY_AIM;
            it->goal_state = COWBOY_STOP;
        } else if (info->distance > COWBOY_WALK_RANGE) {
            it->required_state = COWBOY_RUN;
            it->goal_state = COWBOY_STOP;
        }
        break;

    case COWBOY_RUN:
        cowboy->maximum_turn = COWBOY_RUN_TURN;
        *tilt = (int16_t)(angle / 2);
        if (cowboy->mood != MOOD_ESCAPE || info->ahead) {
            if (Creature_CanTargetEnemy(g, item, info)) {
                it->required_state = COWBOY_AIM;
                it->goal_state = COWBOY_STOP;
            } else if (info->ahead && info->distance < COWBOY_WALK_RANGE) {
                it->required_state = COWBOY_WALK;
                it->goal_state = COWBOY_STOP;
            }
        }
        break;

    case COWBOY_AIM:
        cowboy->flags = 0;
        if (it->required_state)
            it->goal_state = COWBOY_STOP;
        else if (Creature_CanTargetEnemy(g, item, info))
            it->goal_state = COWBOY_SHOOT;
        else
            it->goal_state = COWBOY_STOP;
        break;

    case COWBOY_SHOOT:
        /* flags counts the ticks of the shot: the right revolver fires at
         * once, the left one six ticks later (a flash only when Lara is
         * out of sight by then). */
        if (!cowboy->flags) {
            Creature_ShootAtLara(g, item, info->distance, &k_gun1, head, COWBOY_SHOT_DAMAGE);
        } else if (cowboy->flags == COWBOY_SECOND_SHOT) {
            if (Creature_CanTargetEnemy(g, item, info)) {
                Creature_ShootAtLara(g, item, info->distance, &k_gun2, head, COWBOY_SHOT_DAMAGE);
            } else {
                int fx = Creature_Effect(g, item, &k_gun2, CREATURE_FX_GUNSHOT);
                Effect *e = fx >= 0 ? Effect_Get(g, fx) : NULL;
                if (e)
                    e->rot.y = (int16_t)(e->rot.y + head);
            }
        }
        cowboy->flags++;
        if (cowboy->mood == MOOD_ESCAPE)
            it->required_state = COWBOY_RUN;
        break;

    default:
        break;
    }
}

static void cowboy_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *cowboy = it->data;
    int16_t head = 0, angle = 0, tilt = 0;

    if (it->hit_points <= 0) {
        if (Creature_StartDeath(g, it, COWBOY_DEATH, COWBOY_DIE_ANIM, 0))
            Creature_SpawnItem(g, item, O_MAGNUM_ITEM);
    } else {
        CreatureAI info;
        head = Creature_Think(g, item, &info, false);
        angle = Creature_Turn(g, item, cowboy->maximum_turn);
        alive(g, item, it, cowboy, &info, angle, head, &tilt);
    }

    Creature_Tilt(it, tilt);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);
}

void Cowboy_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O_COWBOY))
        return;
    ObjectInfo *o = &g->objects[O_COWBOY];
    o->control = cowboy_control;
    o->hit_points = 150;
    o->radius = WALL_SIZE / 10;
    o->smartness = 0x7FFF;
    Creature_SetBoneFlags(g, O_COWBOY, COWBOY_HEAD_BONE, 8);
}
