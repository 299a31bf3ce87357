/* TR3's world objects (see world_tr3.h). */
#include "game/objects/tr3/general/world_tr3.h"

#include "game/game.h"
#include "game/objects/block/movable_block.h"
#include "game/objects/bridge/bridge.h"
#include "game/objects/door/door.h"
#include "game/objects/pickup/pickup.h"
#include "game/objects/switch/switch.h"
#include "game/objects/tr2/switch_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"

/* Every TR3 pick-up lying in a level: the guns, their ammunition, the
 * medipacks and flares, the puzzle pieces, keys, pick-ups and the
 * artefacts (the icon pick-ups). The thrown flare is Lara's flare code's;
 * the save crystal is its own kind (crystal_tr3.c); the secret items of
 * the list are unused (TR3's secrets are trigger actions). */
static const int16_t k_pickups[] = {
    O3_GUN_ITEM, O3_SHOTGUN_ITEM, O3_MAGNUM_ITEM, O3_UZI_ITEM, O3_HARPOON_ITEM, O3_M16_ITEM,
    O3_ROCKET_GUN_ITEM, O3_GRENADE_GUN_ITEM, O3_GUN_AMMO_ITEM, O3_SG_AMMO_ITEM,
    O3_MAG_AMMO_ITEM, O3_UZI_AMMO_ITEM, O3_HARPOON_AMMO_ITEM, O3_M16_AMMO_ITEM,
    O3_ROCKET_AMMO_ITEM, O3_GRENADE_AMMO_ITEM, O3_MEDI_ITEM, O3_BIGMEDI_ITEM, O3_FLAREBOX_ITEM,
    O3_PUZZLE_ITEM_1, O3_PUZZLE_ITEM_2, O3_PUZZLE_ITEM_3, O3_PUZZLE_ITEM_4,
    O3_KEY_ITEM_1, O3_KEY_ITEM_2, O3_KEY_ITEM_3, O3_KEY_ITEM_4,
    O3_PICKUP_ITEM_1, O3_PICKUP_ITEM_2,
    O3_ICON_PICKUP1_ITEM, O3_ICON_PICKUP2_ITEM, O3_ICON_PICKUP3_ITEM, O3_ICON_PICKUP4_ITEM,
};

/* The wall switches: the lever, the small one, the push button and the
 * airlock's; the underwater one apart. */
static const int16_t k_wall_switches[] = {
    O3_SWITCH_TYPE_1, O3_SMALL_SWITCH, O3_PUSH_SWITCH, O3_AIRLOCK_SWITCH,
};

void WorldTR3_Setup(Game *g)
{
    for (int i = 0; i < 4; i++)
        MovableBlock_SetupKindTR3(g, O3_MOVABLE_BLOCK + i);
    Bridge_SetupKinds(g, O3_BRIDGE_FLAT, O3_BRIDGE_TILT_1, O3_BRIDGE_TILT_2);
    Drawbridge_SetupKind(g, O3_DRAW_BRIDGE);
    SwitchTR2_SetupKinds(g, k_wall_switches, (int)COUNT_OF(k_wall_switches), O3_SWITCH_TYPE_2);
    for (int id = O3_DOOR_TYPE_1; id <= O3_DOOR_TYPE_8; id++)
        Door_SetupKind(g, id);
    TrapDoor_SetupKind(g, O3_TRAPDOOR);
    TrapDoor_SetupKind(g, O3_TRAPDOOR_2);
    /* O3_BIGTRAPDOOR: the original's set-up gives it nothing (drawn, never
     * run, no floor): not a trapdoor. */
    for (size_t i = 0; i < COUNT_OF(k_pickups); i++)
        Pickup_SetupKindTR3(g, k_pickups[i]);
    for (int i = 0; i < 4; i++) {
        KeyHole_SetupKind(g, O3_KEY_HOLE_1 + i);
        PuzzleHole_SetupKind(g, O3_PUZZLE_HOLE_1 + i, O3_PUZZLE_DONE_1 + i);
    }
}
