/* TR2's jellyfish (see jelly.h): numbers and states as the original's. It
 * drifts after Lara in the fly zone, stings whatever it touches, and bursts
 * when killed. */
#include "game/objects/tr2/creatures/jelly.h"

#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define JELLY_HIT_POINTS 10
#define JELLY_RADIUS (WALL_SIZE / 10)
#define JELLY_STING_DAMAGE 5
#define JELLY_TURN ANGLE_DEG(90)

enum {
    JELLY_EMPTY = 0,
    JELLY_MOVE = 1,
    JELLY_STOP = 2,
};

static void jelly_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (!Creature_Activate(g, item))
        return;
    CreatureInfo *jelly = it->data;

    if (it->hit_points <= 0) {
        if (Creature_Explode(g, item, 0)) {
            Lot_DisableAI(g, item);
            Object_Kill(g, item);
            it->status = ITEM_STATUS_DEACTIVATED;
        }
        return;
    }

    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    Creature_Mood(g, item, &info, false);
    int16_t angle = Creature_Turn(g, item, JELLY_TURN);
    switch (it->current_state) {
    case JELLY_STOP:
        if (jelly->mood != MOOD_BORED)
            it->goal_state = JELLY_MOVE;
        break;
    case JELLY_MOVE:
        if (jelly->mood == MOOD_BORED || it->touch_bits)
            it->goal_state = JELLY_STOP;
        break;
    default:
        break;
    }
    if (it->touch_bits)
        Creature_HurtLara(g, JELLY_STING_DAMAGE);

    Creature_Head(g, item, 0);
    Creature_Animate(g, item, angle, 0);
    Creature_Underwater(g, item, 0);
}

void Jelly_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_JELLY))
        return;
    ObjectInfo *o = &g->objects[O2_JELLY];
    o->control = jelly_control;
    o->hit_points = JELLY_HIT_POINTS;
    o->radius = JELLY_RADIUS;
}
