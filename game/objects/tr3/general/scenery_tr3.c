/* TR3's moving scenery (see scenery_tr3.h). Facts from the TR3
 * decompilation's set-up (tomb3 setup.cpp) and its routines (objects.cpp):
 * - the animating props play their animation while their trigger is on and
 *   stand still (where they got to) while it is off; ANIMATING_1..6 also
 *   push Lara out as solid objects; the puzzle holes and done forms run the
 *   same routine (TR3's placed pieces animate);
 * - the lift is TR2's (90 ticks' wait, 16 a tick, 22 clicks) with a square
 *   that does not turn with the cabin;
 * - the moving bar is TR2's general object without the light;
 * - the mini copter is TR2's (100 a tick along +z, its rotor heard from a
 *   quarter of the way from Lara, gone 30 sectors from her);
 * - the death slide is TR2's zipline (lara.cpp ControlDeathSlide,
 *   DeathSlideCollision), her grab played through her own animate step. */
#include "game/objects/tr3/general/scenery_tr3.h"

#include "game/collide/collide.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/general/copter.h"
#include "game/objects/tr2/general/general_tr2.h"
#include "game/objects/tr2/general/zipline.h"
#include "game/objects/tr2/lift_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"

static void animating_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it))
        Object_Animate(g, it);
}

static void setup_animating(Game *g, int id, bool solid)
{
    ObjectInfo *o = &g->objects[id];
    o->control = animating_control;
    if (solid)
        o->collision = Coll_ObjectCollision;
    o->save_flags = true;
    o->save_anim = true;
}

void Scenery3_Setup(Game *g)
{
    for (int id = O3_ANIMATING_1; id <= O3_ANIMATING_6; id++)
        setup_animating(g, id, true);
    /* (their collisions are the puzzle hole's: world_tr3.c) */
    for (int i = 0; i < 4; i++) {
        setup_animating(g, O3_PUZZLE_HOLE_1 + i, false);
        setup_animating(g, O3_PUZZLE_DONE_1 + i, false);
    }
    LiftTR2_SetupAs(g, O3_LIFT, true);
    GeneralTR2_SetupAs(g, O3_MOVING_BAR, false);
    Copter_SetupMiniAs(g, O3_MINI_COPTER);
    Zipline_SetupAs(g, O3_DEATH_SLIDE, true);
}
