/* TR2's inventory counts (see inventory.h): the pick-up ids of TR2 (O2_*)
 * go into the counts of their ring ("option") ids, as the original's
 * Inv_AddItem files them. A pack of flares is six flares. Guns and their
 * ammunition are counted here; moving the rounds into Lara's TR2 weapons
 * is the TR2 guns' part. */
#include "game/inventory/inventory.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define FLARES_PER_PACK 6

int Inventory_OptionTR2(int id)
{
    static const struct { int16_t item, option; } map[] = {
        { O2_PISTOL_ITEM, O2_PISTOL_OPTION },
        { O2_SHOTGUN_ITEM, O2_SHOTGUN_OPTION },
        { O2_MAGNUM_ITEM, O2_MAGNUM_OPTION },
        { O2_UZI_ITEM, O2_UZI_OPTION },
        { O2_HARPOON_ITEM, O2_HARPOON_OPTION },
        { O2_M16_ITEM, O2_M16_OPTION },
        { O2_GRENADE_ITEM, O2_GRENADE_OPTION },
        { O2_PISTOL_AMMO_ITEM, O2_PISTOL_AMMO_OPTION },
        { O2_SHOTGUN_AMMO_ITEM, O2_SHOTGUN_AMMO_OPTION },
        { O2_MAGNUM_AMMO_ITEM, O2_MAGNUM_AMMO_OPTION },
        { O2_UZI_AMMO_ITEM, O2_UZI_AMMO_OPTION },
        { O2_HARPOON_AMMO_ITEM, O2_HARPOON_AMMO_OPTION },
        { O2_M16_AMMO_ITEM, O2_M16_AMMO_OPTION },
        { O2_GRENADE_AMMO_ITEM, O2_GRENADE_AMMO_OPTION },
        { O2_SMALL_MEDIPACK_ITEM, O2_SMALL_MEDIPACK_OPTION },
        { O2_LARGE_MEDIPACK_ITEM, O2_LARGE_MEDIPACK_OPTION },
        { O2_FLARE_ITEM, O2_FLARES_OPTION },
        { O2_FLARES_ITEM, O2_FLARES_OPTION },
        { O2_PUZZLE_ITEM_1, O2_PUZZLE_OPTION_1 },
        { O2_PUZZLE_ITEM_2, O2_PUZZLE_OPTION_2 },
        { O2_PUZZLE_ITEM_3, O2_PUZZLE_OPTION_3 },
        { O2_PUZZLE_ITEM_4, O2_PUZZLE_OPTION_4 },
        { O2_KEY_ITEM_1, O2_KEY_OPTION_1 },
        { O2_KEY_ITEM_2, O2_KEY_OPTION_2 },
        { O2_KEY_ITEM_3, O2_KEY_OPTION_3 },
        { O2_KEY_ITEM_4, O2_KEY_OPTION_4 },
        { O2_PICKUP_ITEM_1, O2_PICKUP_OPTION_1 },
        { O2_PICKUP_ITEM_2, O2_PICKUP_OPTION_2 },
        /* the ring's own: the stopwatch (carried always) and the options */
        { O2_COMPASS_ITEM, O2_COMPASS_OPTION },
        { O2_PASSPORT_OPTION, O2_PASSPORT_OPTION },
        { O2_DETAIL_OPTION, O2_DETAIL_OPTION },
        { O2_SOUND_OPTION, O2_SOUND_OPTION },
        { O2_CONTROL_OPTION, O2_CONTROL_OPTION },
        { O2_GAMMA_OPTION, O2_GAMMA_OPTION },
        { O2_PHOTO_OPTION, O2_PHOTO_OPTION },
    };
    for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
        if (id == map[i].item || id == map[i].option)
            return map[i].option;
    return -1;
}

bool Inventory_AddTR2(Game *g, int id)
{
    /* The secrets are counted, not carried (the level's statistics). */
    if (id == O2_SECRET_1 || id == O2_SECRET_2 || id == O2_SECRET_3) {
        int bit = id - O2_SECRET_1;
        if (!(g->secrets & (1u << bit))) {
            g->secrets |= 1u << bit;
            g->secrets_found++;
        }
        return true;
    }
    int n = id == O2_FLARES_ITEM || id == O2_FLARES_OPTION ? FLARES_PER_PACK : 1;
    int opt = Inventory_OptionTR2(id == O2_FLARES_ITEM ? O2_FLARE_ITEM : id);
    if (opt < 0 || opt >= INVENTORY_SLOTS)
        return false;
    g->inv.count[opt] = (int16_t)(g->inv.count[opt] + n);
    return true;
}

bool Inventory_RemoveTR2(Game *g, int id)
{
    int opt = Inventory_OptionTR2(id);
    if (opt < 0 || g->inv.count[opt] <= 0)
        return false;
    g->inv.count[opt]--;
    return true;
}
