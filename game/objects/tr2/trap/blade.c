/* The blade (a wall blade that cuts across) and the killer statue (a
 * statue whose sword swings): both cut while triggered and stopped, and
 * hurt Lara when the cutting mesh touches her during the cut: the blade
 * 100 a tick (mesh 1) with a blood bath, the statue 20 (mesh 7) with one
 * spray. They start at their set animation, stopped. */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

enum { CUTTER_STOP = 1, CUTTER_CUT = 2 };

#define BLADE_DAMAGE 100
#define BLADE_TOUCH_BITS 0x02
#define BLADE_ANIM_SET 2
#define STATUE_DAMAGE 20
#define STATUE_TOUCH_BITS 0x80
#define STATUE_ANIM_SET 3

static void blade_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Trap_SwitchAnim(g, it, BLADE_ANIM_SET, 0);
    it->current_state = CUTTER_STOP;
}

static void statue_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Trap_SwitchAnim(g, it, STATUE_ANIM_SET, 0);
    it->current_state = CUTTER_STOP;
}

/* Cut when triggered from the stop, else come back to it; true when the
 * cutting mesh touches Lara mid-cut. */
static bool cutter_step(Item *it, uint32_t touch)
{
    if (Object_IsTriggerActive(it) && it->current_state == CUTTER_STOP)
        it->goal_state = CUTTER_CUT;
    else
        it->goal_state = CUTTER_STOP;
    return (it->touch_bits & touch) && it->current_state == CUTTER_CUT;
}

static void blade_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (cutter_step(it, BLADE_TOUCH_BITS)) {
        Lara_TakeDamage(g, BLADE_DAMAGE, true);
        Item *lara = Game_LaraItem(g);
        if (lara)
            Effect_BloodBath(g, lara->pos.x, it->pos.y - STEP_SIZE, lara->pos.z, lara->speed,
                             lara->rot.y, lara->room, 2);
    }
    Object_Animate(g, it);
}

static void statue_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (cutter_step(it, STATUE_TOUCH_BITS)) {
        Lara_TakeDamage(g, STATUE_DAMAGE, true);
        Trap_BloodOnLara(g);
    }
    Object_Animate(g, it);
}

void Trap2_SetupBladeAs(Game *g, int object_id)
{
    ObjectInfo *o = &g->objects[object_id];
    o->initialise = blade_initialise;
    o->control = blade_control;
    o->collision = Coll_TrapCollision;
    o->save_flags = true;
    o->save_anim = true;
}

void Trap2_SetupBlades(Game *g)
{
    Trap2_SetupBladeAs(g, O2_BLADE);

    ObjectInfo *o = &g->objects[O2_KILLER_STATUE];
    o->initialise = statue_initialise;
    o->control = statue_control;
    o->collision = Coll_TrapCollision;
    o->save_flags = true;
    o->save_anim = true;
}
