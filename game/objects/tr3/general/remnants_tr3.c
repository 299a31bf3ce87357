/* TR2's routines left in TR3 (see remnants_tr3.h). */
#include "game/objects/tr3/general/remnants_tr3.h"

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

bool Remnants3_NotDrawn(int object_id) { return object_id == O3_KILL_ALL_TRIGGERS; }

void Remnants3_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_KILL_ALL_TRIGGERS];
    o->control = kill_all_control;
    o->hit_points = 0;
    o->save_flags = true;
}
