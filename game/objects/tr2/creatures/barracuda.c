/* TR2's barracuda (see barracuda.h): numbers and states as the
 * original's. A swimmer of the fly zone, kept a click under the surface. */
#include "game/objects/tr2/creatures/barracuda.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define BARRACUDA_HIT_POINTS 12
#define BARRACUDA_RADIUS (WALL_SIZE / 5)
#define BARRACUDA_PIVOT 200
#define BARRACUDA_HEAD_BONE 6
#define BARRACUDA_TOUCH 0xE0
#define BARRACUDA_BITE_DAMAGE 100
#define BARRACUDA_SWIM1_TURN ANGLE_DEG(2)
#define BARRACUDA_SWIM2_TURN ANGLE_DEG(4)
#define BARRACUDA_ATTACK1_RANGE ((WALL_SIZE * 2 / 3) * (WALL_SIZE * 2 / 3))
#define BARRACUDA_ATTACK2_RANGE ((WALL_SIZE / 3) * (WALL_SIZE / 3))
#define BARRACUDA_DIE_ANIM 6

enum {
    BARRACUDA_EMPTY = 0,
    BARRACUDA_STOP = 1,
    BARRACUDA_SWIM1 = 2,
    BARRACUDA_SWIM2 = 3,
    BARRACUDA_ATTACK1 = 4,
    BARRACUDA_ATTACK2 = 5,
    BARRACUDA_DEATH = 6,
};

static const CreatureBite k_jaws = { 2, -60, 121, 7 };

static void alive(Game *g, int item, Item *it, CreatureInfo *fish, const CreatureAI *info,
                  int16_t *head)
{
    switch (it->current_state) {
    case BARRACUDA_STOP:
        fish->flags = 0;
        if (fish->mood == MOOD_BORED)
            it->goal_state = BARRACUDA_SWIM1;
        else if (info->ahead && info->distance < BARRACUDA_ATTACK1_RANGE)
            it->goal_state = BARRACUDA_ATTACK1;
        else if (fish->mood == MOOD_STALK)
            it->goal_state = BARRACUDA_SWIM1;
        else
            it->goal_state = BARRACUDA_SWIM2;
        break;

    case BARRACUDA_SWIM1:
        fish->maximum_turn = BARRACUDA_SWIM1_TURN;
        if (fish->mood == MOOD_BORED)
            break;
        if (info->ahead && (it->touch_bits & BARRACUDA_TOUCH))
            it->goal_state = BARRACUDA_STOP;
        else if (fish->mood != MOOD_STALK)
            it->goal_state = BARRACUDA_SWIM2;
        break;

    case BARRACUDA_SWIM2:
        fish->maximum_turn = BARRACUDA_SWIM2_TURN;
        fish->flags = 0;
        if (fish->mood == MOOD_BORED)
            it->goal_state = BARRACUDA_SWIM1;
        else if (info->ahead && info->distance < BARRACUDA_ATTACK2_RANGE)
            it->goal_state = BARRACUDA_ATTACK2;
        else if (info->ahead && info->distance < BARRACUDA_ATTACK1_RANGE)
            it->goal_state = BARRACUDA_STOP;
        else if (fish->mood == MOOD_STALK)
            it->goal_state = BARRACUDA_SWIM1;
        break;

    case BARRACUDA_ATTACK1:
    case BARRACUDA_ATTACK2:
        if (info->ahead)
            *head = info->angle;
        if (!fish->flags && (it->touch_bits & BARRACUDA_TOUCH)) {
            Creature_HurtLara(g, BARRACUDA_BITE_DAMAGE);
            Creature_Effect(g, item, &k_jaws, CREATURE_FX_BLOOD);
            fish->flags = 1;
        }
        break;

    default:
        break;
    }
}

static void barracuda_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *fish = it->data;

    if (it->hit_points <= 0) {
        /* The original compares the state with the death animation's
         * number (both 6 here). */
        Creature_StartDeath(g, it, BARRACUDA_DEATH, BARRACUDA_DIE_ANIM, 0);
        Creature_Float(g, item);
        return;
    }

    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    Creature_Mood(g, item, &info, false);
    int16_t head = 0;
    int16_t angle = Creature_Turn(g, item, fish->maximum_turn);
    alive(g, item, it, fish, &info, &head);
    Creature_Head(g, item, head);
    Creature_Animate(g, item, angle, 0);
    Creature_Underwater(g, item, STEP_SIZE);
}

void Barracuda_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_BARRACUDA))
        return;
    ObjectInfo *o = &g->objects[O2_BARRACUDA];
    o->control = barracuda_control;
    o->hit_points = BARRACUDA_HIT_POINTS;
    o->radius = BARRACUDA_RADIUS;
    o->pivot_length = BARRACUDA_PIVOT;
    Creature_SetBoneFlags(g, O2_BARRACUDA, BARRACUDA_HEAD_BONE, 8);
}
