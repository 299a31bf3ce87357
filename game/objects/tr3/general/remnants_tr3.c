/* TR2's routines left in TR3 (see remnants_tr3.h). */
#include "game/objects/tr3/general/remnants_tr3.h"

#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"

/* The flag it sets is cleared before anything reads it: running is all
 * it does (it stays on the active list, as the original's). */
static void kill_all_control(Game *g, int item)
{
    (void)g;
    (void)item;
}

/* An item of Lara's extra animations' id (ControlLaraExtra): it only
 * plays its animation. */
static void lara_extra_control(Game *g, int item) { Object_Animate(g, &g->sim->items[item]); }

bool Remnants3_NotDrawn(int object_id) { return object_id == O3_KILL_ALL_TRIGGERS; }

void Remnants3_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_KILL_ALL_TRIGGERS];
    o->control = kill_all_control;
    o->hit_points = 0;
    o->save_flags = true;
    g->objects[O3_LARA_EXTRA].control = lara_extra_control;
    /* The missiles' routines whatever the level holds (ObjectObjects):
     * the diver's harpoon and TR2's knife, which TR3 kept. */
    Effect_SetupMissilesTR3(g);
}
