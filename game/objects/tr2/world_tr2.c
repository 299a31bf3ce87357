/* TR2's world objects (see world_tr2.h): the original keeps TR1's code for
 * these, so TR1's modules serve under TR2's ids. */
#include "game/objects/tr2/world_tr2.h"

#include "game/game.h"
#include "game/objects/block/movable_block.h"
#include "game/objects/bridge/bridge.h"
#include "game/objects/door/door.h"
#include "game/objects/pickup/pickup.h"
#include "game/objects/switch/switch.h"
#include "game/objects/tr2/lift_tr2.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr2/sound_tr2.h"
#include "game/objects/tr2/switch_tr2.h"

/* Every TR2 pick-up lying in a level (the thrown flare, O2_FLARE_ITEM, is
 * picked up by Lara's flare code instead). */
static const int16_t k_pickups[] = {
    O2_PISTOL_ITEM, O2_SHOTGUN_ITEM, O2_MAGNUM_ITEM, O2_UZI_ITEM, O2_HARPOON_ITEM,
    O2_M16_ITEM, O2_GRENADE_ITEM, O2_PISTOL_AMMO_ITEM, O2_SHOTGUN_AMMO_ITEM,
    O2_MAGNUM_AMMO_ITEM, O2_UZI_AMMO_ITEM, O2_HARPOON_AMMO_ITEM, O2_M16_AMMO_ITEM,
    O2_GRENADE_AMMO_ITEM, O2_SMALL_MEDIPACK_ITEM, O2_LARGE_MEDIPACK_ITEM, O2_FLARES_ITEM,
    O2_PUZZLE_ITEM_1, O2_PUZZLE_ITEM_2, O2_PUZZLE_ITEM_3, O2_PUZZLE_ITEM_4,
    O2_SECRET_1, O2_SECRET_2, O2_SECRET_3,
    O2_KEY_ITEM_1, O2_KEY_ITEM_2, O2_KEY_ITEM_3, O2_KEY_ITEM_4,
    O2_PICKUP_ITEM_1, O2_PICKUP_ITEM_2,
};

void WorldTR2_Setup(Game *g)
{
    for (int i = 0; i < 4; i++)
        MovableBlock_SetupKind(g, O2_MOVABLE_BLOCK_1 + i, true);
    Bridge_SetupKinds(g, O2_BRIDGE_FLAT, O2_BRIDGE_TILT_1, O2_BRIDGE_TILT_2);
    Drawbridge_SetupKind(g, O2_DRAWBRIDGE);
    SwitchTR2_Setup(g);
    for (int id = O2_DOOR_TYPE_1; id <= O2_DOOR_TYPE_8; id++)
        Door_SetupKind(g, id);
    for (int id = O2_TRAPDOOR_TYPE_1; id <= O2_TRAPDOOR_TYPE_3; id++)
        TrapDoor_SetupKind(g, id);
    for (size_t i = 0; i < sizeof(k_pickups) / sizeof(k_pickups[0]); i++)
        Pickup_SetupKindTR2(g, k_pickups[i]);
    for (int i = 0; i < 4; i++) {
        KeyHole_SetupKind(g, O2_KEY_HOLE_1 + i);
        PuzzleHole_SetupKind(g, O2_PUZZLE_HOLE_1 + i, O2_PUZZLE_DONE_1 + i);
    }
    LiftTR2_Setup(g);
    SoundTR2_Setup(g);
}
