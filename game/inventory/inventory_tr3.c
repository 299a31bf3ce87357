/* TR3's inventory counts (see inventory.h), as the original's Inv_AddItem
 * files them (tomb3 game/invfunc.cpp): TR2's way (a gun brings its rounds
 * and turns the ammunition she carries for it into rounds; its ammunition
 * goes into the gun when she has it, else into the ring), with TR3's
 * numbers and its own rules:
 * - the rounds a pick-up gives: shotgun 12, Desert Eagle 10, uzis 40, MP5
 *   60, rocket launcher 1, grenade launcher 2, harpoon gun 3;
 * - a box of flares is eight (one more box: eight more);
 * - harpoons always go straight into the harpoon gun's rounds, and show
 *   in the ring only while she has neither the gun nor harpoons there
 *   (so a harpoon gun picked up later takes no rounds from them);
 * - the four artefacts (ICON pick-ups) go on the keys ring;
 * - the PC game files no save crystal: a crystal heals (the original's
 *   AnimatingPickUp), it is never carried. */
#include "game/inventory/inventory.h"

#include <stddef.h>

#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define FLARES_PER_BOX 8
#define HARPOON_ROUNDS 3

/* Each gun: its pick-up and ring object, its ammunition's, the rounds a
 * pick-up of either gives, Lara's rounds and flag for it. */
typedef struct {
    int16_t item, option, ammo_item, ammo_option;
    int16_t rounds;
    size_t ammo_at, has_at;   /* offsets in Lara */
} Gun3;

#define AT(f) offsetof(Lara, f)
static const Gun3 k_guns[] = {
    {O3_SHOTGUN_ITEM, O3_SHOTGUN_OPTION, O3_SG_AMMO_ITEM, O3_SG_AMMO_OPTION, 12, AT(shotgun),
     AT(has_shotgun)},
    {O3_MAGNUM_ITEM, O3_MAGNUM_OPTION, O3_MAG_AMMO_ITEM, O3_MAG_AMMO_OPTION, 10, AT(magnums),
     AT(has_magnums)},
    {O3_UZI_ITEM, O3_UZI_OPTION, O3_UZI_AMMO_ITEM, O3_UZI_AMMO_OPTION, 40, AT(uzis), AT(has_uzis)},
    {O3_HARPOON_ITEM, O3_HARPOON_OPTION, O3_HARPOON_AMMO_ITEM, O3_HARPOON_AMMO_OPTION,
     HARPOON_ROUNDS, AT(harpoon), AT(has_harpoon)},
    {O3_M16_ITEM, O3_M16_OPTION, O3_M16_AMMO_ITEM, O3_M16_AMMO_OPTION, 60, AT(m16), AT(has_m16)},
    {O3_ROCKET_GUN_ITEM, O3_ROCKET_OPTION, O3_ROCKET_AMMO_ITEM, O3_ROCKET_AMMO_OPTION, 1,
     AT(rocket), AT(has_rocket)},
    {O3_GRENADE_GUN_ITEM, O3_GRENADE_OPTION, O3_GRENADE_AMMO_ITEM, O3_GRENADE_AMMO_OPTION, 2,
     AT(grenade), AT(has_grenade)},
};
#undef AT

static LaraAmmo *rounds_of(Lara *l, const Gun3 *gun)
{
    return (LaraAmmo *)(void *)((char *)l + gun->ammo_at);
}

static bool *has_of(Lara *l, const Gun3 *gun)
{
    return (bool *)(void *)((char *)l + gun->has_at);
}

int Inventory_OptionTR3(int id)
{
    static const struct { int16_t item, option; } map[] = {
        {O3_GUN_ITEM, O3_GUN_OPTION},
        {O3_GUN_AMMO_ITEM, O3_GUN_AMMO_OPTION},
        {O3_MEDI_ITEM, O3_MEDI_OPTION},
        {O3_BIGMEDI_ITEM, O3_BIGMEDI_OPTION},
        {O3_FLAREBOX_ITEM, O3_FLAREBOX_OPTION},
        {O3_FLARE_ITEM, O3_FLAREBOX_OPTION},
        {O3_PUZZLE_ITEM_1, O3_PUZZLE_OPTION_1},
        {O3_PUZZLE_ITEM_2, O3_PUZZLE_OPTION_2},
        {O3_PUZZLE_ITEM_3, O3_PUZZLE_OPTION_3},
        {O3_PUZZLE_ITEM_4, O3_PUZZLE_OPTION_4},
        {O3_KEY_ITEM_1, O3_KEY_OPTION_1},
        {O3_KEY_ITEM_2, O3_KEY_OPTION_2},
        {O3_KEY_ITEM_3, O3_KEY_OPTION_3},
        {O3_KEY_ITEM_4, O3_KEY_OPTION_4},
        {O3_PICKUP_ITEM_1, O3_PICKUP_OPTION_1},
        {O3_PICKUP_ITEM_2, O3_PICKUP_OPTION_2},
        {O3_ICON_PICKUP1_ITEM, O3_ICON_PICKUP1_OPTION},
        {O3_ICON_PICKUP2_ITEM, O3_ICON_PICKUP2_OPTION},
        {O3_ICON_PICKUP3_ITEM, O3_ICON_PICKUP3_OPTION},
        {O3_ICON_PICKUP4_ITEM, O3_ICON_PICKUP4_OPTION},
        /* the ring's own: the stopwatch (carried always) and the options */
        {O3_MAP_CLOSED, O3_MAP_OPTION},
        {O3_MAP_OPTION, O3_MAP_OPTION},
        {O3_PASSPORT_OPTION, O3_PASSPORT_OPTION},
        {O3_DETAIL_OPTION, O3_DETAIL_OPTION},
        {O3_SOUND_OPTION, O3_SOUND_OPTION},
        {O3_CONTROL_OPTION, O3_CONTROL_OPTION},
        {O3_GAMMA_OPTION, O3_GAMMA_OPTION},
        {O3_PHOTO_OPTION, O3_PHOTO_OPTION},
    };
    for (size_t i = 0; i < COUNT_OF(k_guns); i++) {
        if (id == k_guns[i].item || id == k_guns[i].option)
            return k_guns[i].option;
        if (id == k_guns[i].ammo_item || id == k_guns[i].ammo_option)
            return k_guns[i].ammo_option;
    }
    for (size_t i = 0; i < COUNT_OF(map); i++)
        if (id == map[i].item || id == map[i].option)
            return map[i].option;
    return -1;
}

/* A gun picked up: the ammunition pick-ups she carries for it become its
 * rounds (harpoons are rounds already), one pick-up's worth comes with
 * it, and the level's other pick-ups of that gun become its ammunition. */
static void add_gun(Game *g, const Gun3 *gun)
{
    Lara *l = &g->lara;
    LaraAmmo *rounds = rounds_of(l, gun);
    for (int n = g->inv.count[gun->ammo_option]; n > 0; n--) {
        g->inv.count[gun->ammo_option]--;
        if (gun->item != O3_HARPOON_ITEM)
            rounds->ammo += gun->rounds;
    }
    rounds->ammo += gun->rounds;
    g->inv.count[gun->option] = 1;
    *has_of(l, gun) = true;
    if (gun->item == O3_SHOTGUN_ITEM) {
        if (l->last_gun_type == LGT_UNARMED)
            l->last_gun_type = LGT_SHOTGUN;
        /* the shotgun hangs on her back (TR3 draws the gun's own model) */
        if (l->back_gun < 0)
            l->back_gun = O3_SHOTGUN;
    }
    Sim *sim = g->sim;
    for (uint32_t i = 0; i < sim->num_items; i++)
        if (sim->items[i].object_id == gun->item)
            Object_SetObjectId(g, &sim->items[i], gun->ammo_item);
}

/* Ammunition: rounds into the gun when she has it, else a pick-up in the
 * ring; harpoons always into the gun's rounds. */
static void add_ammo(Game *g, const Gun3 *gun)
{
    Lara *l = &g->lara;
    bool held = g->inv.count[gun->option] > 0;
    if (gun->item == O3_HARPOON_ITEM) {
        rounds_of(l, gun)->ammo += HARPOON_ROUNDS;
        if (!held)
            g->inv.count[gun->ammo_option] = 1;
    } else if (held) {
        rounds_of(l, gun)->ammo += gun->rounds;
    } else {
        g->inv.count[gun->ammo_option] = 1;
    }
}

/* The secrets are counted, not carried (the level's statistics). */
static bool add_secret(Game *g, int id)
{
    if (id != O3_SECRET_ITEM_1 && id != O3_SECRET_ITEM_2 && id != O3_SECRET_ITEM_3)
        return false;
    uint32_t bit = 1u << (id - O3_SECRET_ITEM_1);
    if (!(g->secrets & bit)) {
        g->secrets |= bit;
        g->secrets_found++;
    }
    return true;
}

bool Inventory_AddTR3(Game *g, int id)
{
    if (add_secret(g, id))
        return true;
    int opt = Inventory_OptionTR3(id);
    if (opt < 0 || opt >= INVENTORY_SLOTS)
        return false;
    /* Already in the ring: one more of it (a box of flares: eight; a pack
     * of harpoons: three rounds), whatever it is. */
    if (g->inv.count[opt] > 0) {
        if (id == O3_HARPOON_AMMO_ITEM)
            g->lara.harpoon.ammo += HARPOON_ROUNDS;
        else
            g->inv.count[opt] =
                (int16_t)(g->inv.count[opt] + (id == O3_FLAREBOX_ITEM ? FLARES_PER_BOX : 1));
        return true;
    }
    for (size_t i = 0; i < COUNT_OF(k_guns); i++) {
        if (opt == k_guns[i].option) {
            add_gun(g, &k_guns[i]);
            return true;
        }
        if (opt == k_guns[i].ammo_option) {
            add_ammo(g, &k_guns[i]);
            return true;
        }
    }
    Lara *l = &g->lara;
    if (opt == O3_GUN_OPTION) {
        l->has_pistols = true;
        if (l->last_gun_type == LGT_UNARMED)
            l->last_gun_type = LGT_PISTOLS;
    }
    /* (The original also refuses an item the level has no ring model for;
     * real levels have them all, the test levels built here may not: not
     * checked.) */
    g->inv.count[opt] = (int16_t)(id == O3_FLAREBOX_ITEM ? FLARES_PER_BOX : 1);
    return true;
}

bool Inventory_RemoveTR3(Game *g, int id)
{
    int opt = Inventory_OptionTR3(id);
    if (opt < 0 || g->inv.count[opt] <= 0)
        return false;
    g->inv.count[opt]--;
    return true;
}
