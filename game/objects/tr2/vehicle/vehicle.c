/* Lara on a TR2 vehicle: which vehicle routine drives her this tick. */
#include "game/objects/tr2/vehicle/vehicle.h"

#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/objects/tr2/object_ids_tr2.h"

bool Vehicle_LaraControl(Game *g, Item *lara)
{
    (void)lara;
    /* Lara.vehicle is a valid item (set by a vehicle, range-checked by
     * the save loader). */
    const Item *v = &g->sim->items[g->lara.vehicle];
    switch (v->object_id) {
    /* The skidoo's rider routine goes here (O2_SKIDOO_FAST). */
    default:
        Gun_Control(g);
        return true;
    }
}
