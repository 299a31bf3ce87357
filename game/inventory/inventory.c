/* Inventory counts (see inventory.h). */
#include "game/inventory/inventory.h"

#include <string.h>

#include "game/game.h"
#include "game/inventory/ring.h"

void Inventory_Clear(Inventory *inv) { memset(inv, 0, sizeof(*inv)); }

int Inventory_Option(int id)
{
    switch (id) {
    case O_GUN_ITEM: case O_GUN_OPTION: return O_GUN_OPTION;
    case O_SHOTGUN_ITEM: case O_SHOTGUN_OPTION: return O_SHOTGUN_OPTION;
    case O_MAGNUM_ITEM: case O_MAGNUM_OPTION: return O_MAGNUM_OPTION;
    case O_UZI_ITEM: case O_UZI_OPTION: return O_UZI_OPTION;
    case O_SG_AMMO_ITEM: case O_SG_AMMO_OPTION: return O_SG_AMMO_OPTION;
    case O_MAG_AMMO_ITEM: case O_MAG_AMMO_OPTION: return O_MAG_AMMO_OPTION;
    case O_UZI_AMMO_ITEM: case O_UZI_AMMO_OPTION: return O_UZI_AMMO_OPTION;
    case O_EXPLOSIVE_ITEM: case O_EXPLOSIVE_OPTION: return O_EXPLOSIVE_OPTION;
    case O_MEDI_ITEM: case O_MEDI_OPTION: return O_MEDI_OPTION;
    case O_BIGMEDI_ITEM: case O_BIGMEDI_OPTION: return O_BIGMEDI_OPTION;
    case O_PUZZLE_ITEM1: case O_PUZZLE_OPTION1: return O_PUZZLE_OPTION1;
    case O_PUZZLE_ITEM2: case O_PUZZLE_OPTION2: return O_PUZZLE_OPTION2;
    case O_PUZZLE_ITEM3: case O_PUZZLE_OPTION3: return O_PUZZLE_OPTION3;
    case O_PUZZLE_ITEM4: case O_PUZZLE_OPTION4: return O_PUZZLE_OPTION4;
    case O_LEADBAR_ITEM: case O_LEADBAR_OPTION: return O_LEADBAR_OPTION;
    case O_KEY_ITEM1: case O_KEY_OPTION1: return O_KEY_OPTION1;
    case O_KEY_ITEM2: case O_KEY_OPTION2: return O_KEY_OPTION2;
    case O_KEY_ITEM3: case O_KEY_OPTION3: return O_KEY_OPTION3;
    case O_KEY_ITEM4: case O_KEY_OPTION4: return O_KEY_OPTION4;
    case O_PICKUP_ITEM1: case O_PICKUP_OPTION1: return O_PICKUP_OPTION1;
    case O_PICKUP_ITEM2: case O_PICKUP_OPTION2: return O_PICKUP_OPTION2;
    case O_SCION_ITEM: case O_SCION_ITEM2: case O_SCION_OPTION: return O_SCION_OPTION;
    case O_DETAIL_OPTION: case O_SOUND_OPTION: case O_CONTROL_OPTION: case O_GAMMA_OPTION:
    case O_PASSPORT_OPTION: case O_MAP_OPTION: case O_PHOTO_OPTION:
        return id;
    default:
        return -1;
    }
}

/* The game's inventory id of an object (GameRules.inventory_option; TR1's
 * list when the game has none of its own). */
static int option_of(const Game *g, int id)
{
    return g->rules && g->rules->inventory_option ? g->rules->inventory_option(id)
                                                  : Inventory_Option(id);
}

int Inventory_OptionOf(const Game *g, int id) { return option_of(g, id); }

int Inventory_Count(const Game *g, int id)
{
    int opt = option_of(g, id);
    return opt < 0 ? 0 : g->inv.count[opt];
}

bool Inventory_Remove(Game *g, int id)
{
    int opt = option_of(g, id);
    if (opt < 0 || g->inv.count[opt] <= 0)
        return false;
    g->inv.count[opt]--;
    return true;
}

/* Every remaining pickup of a gun turns into its ammunition once she has
 * the gun (the original's global replace of the level's items). */
static void replace_items(Game *g, int from, int to)
{
    const Model *m = Level_FindModel(g->lv, (uint32_t)to);
    for (uint32_t i = 0; i < g->sim->num_items; i++) {
        Item *it = &g->sim->items[i];
        if (it->object_id != from)
            continue;
        it->object_id = (int16_t)to;
        it->model = m ? (int16_t)(m - g->lv->models) : -1;
    }
}

/* A gun: the ammunition pickups carried so far go into it, then its own
 * load; remaining pickups of it become ammunition. */
static void add_gun(Game *g, int ammo_item, int per_pickup, LaraAmmo *ammo, bool *has, int gun_opt,
                    int gun_item)
{
    for (int n = Inventory_Count(g, ammo_item); n > 0; n--) {
        Inventory_Remove(g, ammo_item);
        ammo->ammo += per_pickup;
    }
    ammo->ammo += per_pickup;
    g->inv.count[gun_opt]++;
    *has = true;
    replace_items(g, gun_item, ammo_item);
}

static void add_ammo(Game *g, int gun_item, int ammo_opt, int per_pickup, LaraAmmo *ammo)
{
    if (Inventory_Count(g, gun_item))
        ammo->ammo += per_pickup;
    else
        g->inv.count[ammo_opt]++;
}

bool Inventory_Add(Game *g, int id)
{
    int opt = option_of(g, id);
    if (opt < 0 || opt >= INVENTORY_SLOTS || !g->objects[opt].loaded)
        return false;
    /* Already in the ring: one more, whatever it is. */
    if (g->inv.count[opt] > 0) {
        g->inv.count[opt]++;
        return true;
    }
    Lara *l = &g->lara;
    switch (opt) {
    case O_SHOTGUN_OPTION:
        add_gun(g, O_SG_AMMO_ITEM, INVENTORY_SHOTGUN_AMMO, &l->shotgun, &l->has_shotgun, opt,
                O_SHOTGUN_ITEM);
        return false;
    case O_MAGNUM_OPTION:
        add_gun(g, O_MAG_AMMO_ITEM, INVENTORY_MAGNUM_AMMO, &l->magnums, &l->has_magnums, opt,
                O_MAGNUM_ITEM);
        return false;
    case O_UZI_OPTION:
        add_gun(g, O_UZI_AMMO_ITEM, INVENTORY_UZI_AMMO, &l->uzis, &l->has_uzis, opt, O_UZI_ITEM);
        return false;
    case O_SG_AMMO_OPTION:
        add_ammo(g, O_SHOTGUN_ITEM, opt, INVENTORY_SHOTGUN_AMMO, &l->shotgun);
        return false;
    case O_MAG_AMMO_OPTION:
        add_ammo(g, O_MAGNUM_ITEM, opt, INVENTORY_MAGNUM_AMMO, &l->magnums);
        return false;
    case O_UZI_AMMO_OPTION:
        add_ammo(g, O_UZI_ITEM, opt, INVENTORY_UZI_AMMO, &l->uzis);
        return false;
    case O_GUN_OPTION:
        l->has_pistols = true;
        g->inv.count[opt]++;
        return true;
    case O_EXPLOSIVE_OPTION:
        /* Never goes into the ring (the original has no case for it). */
        return false;
    default:
        g->inv.count[opt]++;
        return true;
    }
}

void Inventory_InitLara(Game *g)
{
    Inventory_Clear(&g->inv);
    g->inv_chosen = -1;
    /* The compass (TR2: the stopwatch) is always there; the demo gives
     * the pistols. */
    const RingItemTable *t = g->rules && g->rules->ring_items ? g->rules->ring_items
                                                               : &Ring_ItemsTR1;
    g->inv.count[t->stats_option] = 1;
    if (g->lara.has_pistols)
        g->inv.count[t->pistols_option] = 1;
}
