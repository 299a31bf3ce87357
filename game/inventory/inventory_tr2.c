/* TR2's inventory counts (see inventory.h): the pick-up ids of TR2 (O2_*)
 * go into the counts of their ring ("option") ids, as the original's
 * Inv_AddItem files them. A pack of flares is six flares. A gun brings its
 * rounds and turns the ammunition she carries for it into rounds; its
 * ammunition goes into the gun when she has it, else into the ring. */
#include "game/inventory/inventory.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

/* The gun whose pick-ups become ammunition item `ammo_item`. */
static int gun_of_ammo(int ammo_item)
{
    return ammo_item - (O2_SHOTGUN_AMMO_ITEM - O2_SHOTGUN_ITEM);
}

#define FLARES_PER_PACK 6
/* Rounds in one pick-up of each gun or its ammunition (TR2's numbers: two
 * loads of six shells, two clips of the automatic pistols' 20 and the
 * uzis' 40, one M16 clip of 40, three harpoons, two grenades). */
#define SHOTGUN_ROUNDS 12
#define MAGNUM_ROUNDS 40
#define UZI_ROUNDS 80
#define M16_ROUNDS 40
#define HARPOON_ROUNDS 3
#define GRENADE_ROUNDS 2

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

/* A gun picked up (the original's Inv_AddItem): the ammunition pick-ups
 * she carries for it become its rounds, one pick-up's worth comes with
 * it, and the level's other pick-ups of that gun become its ammunition. */
static void add_gun(Game *g, int opt, int ammo_item, int per_pickup, LaraAmmo *rounds, bool *has)
{
    int ammo_opt = Inventory_OptionTR2(ammo_item);
    for (int n = g->inv.count[ammo_opt]; n > 0; n--) {
        g->inv.count[ammo_opt]--;
        rounds->ammo += per_pickup;
    }
    rounds->ammo += per_pickup;
    g->inv.count[opt]++;
    *has = true;
    Sim *sim = g->sim;
    for (uint32_t i = 0; i < sim->num_items; i++)
        if (sim->items[i].object_id == gun_of_ammo(ammo_item))
            Object_SetObjectId(g, &sim->items[i], ammo_item);
}

/* Ammunition: rounds into the gun when she has it, else a pick-up in the
 * ring. */
static void add_ammo(Game *g, int opt, int gun_opt, int rounds_per_pickup, LaraAmmo *rounds)
{
    if (g->inv.count[gun_opt] > 0)
        rounds->ammo += rounds_per_pickup;
    else
        g->inv.count[opt]++;
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
    int opt = Inventory_OptionTR2(id == O2_FLARES_ITEM ? O2_FLARE_ITEM : id);
    if (opt < 0 || opt >= INVENTORY_SLOTS)
        return false;
    /* Already in the ring: one more of it (a box of flares: six), whatever
     * it is -- even ammunition for a gun she now holds. */
    int n = id == O2_FLARES_ITEM ? FLARES_PER_PACK : 1;
    if (g->inv.count[opt] > 0) {
        g->inv.count[opt] = (int16_t)(g->inv.count[opt] + n);
        return true;
    }
    /* (The original also refuses an item the level has no ring model for;
     * real levels have them all, the test levels built here may not: not
     * checked.) */
    Lara *l = &g->lara;
    switch (opt) {
    case O2_PISTOL_OPTION:
        l->has_pistols = true;
        if (l->last_gun_type == LGT_UNARMED)
            l->last_gun_type = LGT_PISTOLS;
        break;
    case O2_SHOTGUN_OPTION:
        add_gun(g, opt, O2_SHOTGUN_AMMO_ITEM, SHOTGUN_ROUNDS, &l->shotgun, &l->has_shotgun);
        if (l->last_gun_type == LGT_UNARMED)
            l->last_gun_type = LGT_SHOTGUN;
        /* only the shotgun is hung on her back by its pick-up */
        if (l->back_gun < 0)
            l->back_gun = O2_LARA_SHOTGUN;
        return true;
    case O2_MAGNUM_OPTION:
        add_gun(g, opt, O2_MAGNUM_AMMO_ITEM, MAGNUM_ROUNDS, &l->magnums, &l->has_magnums);
        return true;
    case O2_UZI_OPTION:
        add_gun(g, opt, O2_UZI_AMMO_ITEM, UZI_ROUNDS, &l->uzis, &l->has_uzis);
        return true;
    case O2_HARPOON_OPTION:
        add_gun(g, opt, O2_HARPOON_AMMO_ITEM, HARPOON_ROUNDS, &l->harpoon, &l->has_harpoon);
        return true;
    case O2_M16_OPTION:
        add_gun(g, opt, O2_M16_AMMO_ITEM, M16_ROUNDS, &l->m16, &l->has_m16);
        return true;
    case O2_GRENADE_OPTION:
        add_gun(g, opt, O2_GRENADE_AMMO_ITEM, GRENADE_ROUNDS, &l->grenade, &l->has_grenade);
        return true;
    case O2_SHOTGUN_AMMO_OPTION:
        add_ammo(g, opt, O2_SHOTGUN_OPTION, SHOTGUN_ROUNDS, &l->shotgun);
        return true;
    case O2_MAGNUM_AMMO_OPTION:
        add_ammo(g, opt, O2_MAGNUM_OPTION, MAGNUM_ROUNDS, &l->magnums);
        return true;
    case O2_UZI_AMMO_OPTION:
        add_ammo(g, opt, O2_UZI_OPTION, UZI_ROUNDS, &l->uzis);
        return true;
    case O2_HARPOON_AMMO_OPTION:
        add_ammo(g, opt, O2_HARPOON_OPTION, HARPOON_ROUNDS, &l->harpoon);
        return true;
    case O2_M16_AMMO_OPTION:
        add_ammo(g, opt, O2_M16_OPTION, M16_ROUNDS, &l->m16);
        return true;
    case O2_GRENADE_AMMO_OPTION:
        add_ammo(g, opt, O2_GRENADE_OPTION, GRENADE_ROUNDS, &l->grenade);
        return true;
    default:
        break;
    }
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
