/* TR1's object table: every kind's setup, in the original's order (see
 * object.h; selected through game/rules/tr1.c). */
#include "game/objects/object.h"

#include "game/game.h"
#include "game/objects/block/movable_block.h"
#include "game/objects/bridge/bridge.h"
#include "game/objects/creatures/creatures.h"
#include "game/objects/door/door.h"
#include "game/objects/general/general.h"
#include "game/objects/pickup/pickup.h"
#include "game/objects/switch/switch.h"
#include "game/objects/trap/trap.h"

/* Every kind's setup function, in the original's order (creatures, traps,
 * then the general objects); a later entry may override an earlier one. */
typedef void (*ObjectSetupFn)(Game *g);

static const ObjectSetupFn k_setups[] = {
    NULL, /* keeps the list non-empty; entries are added below this line */
    Creatures_Setup,
    /* traps */
    Trap_Setup,
    MovableBlock_Setup,
    /* general objects */
    Bridge_Setup,
    Switch_Setup,
    Door_Setup,
    TrapDoor_Setup,
    General_Setup,
    Pickup_Setup,
    KeyHole_Setup,
    PuzzleHole_Setup,
};

void Object_SetupTR1(Game *g)
{
    for (size_t i = 0; i < sizeof(k_setups) / sizeof(k_setups[0]); i++)
        if (k_setups[i])
            k_setups[i](g);
    /* Lara's tick is not an object routine (Lara_Control runs from its own
     * step of the tick) and she never sits on the active list. */
    g->objects[O_LARA].hit_points = LARA_HITPOINTS;
    /* Her shadow: 10/16 of the original's unit shadow size (256). */
    g->objects[O_LARA].shadow_size = 256 * 10 / 16;
}
