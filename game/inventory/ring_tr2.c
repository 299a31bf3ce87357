/* Tomb Raider II's inventory ring items (GameRules_TR2.ring_items): the
 * original's INVENTORY_ITEM values (TR2's decompilation), its object ids
 * (game/objects/tr2/object_ids_tr2.h: the O2_*_OPTION models), its rings:
 * the main ring has the stopwatch (the level's statistics) where TR1 had
 * the compass, every gun, its ammunition, the flares and both medipacks;
 * the keys ring its puzzle pieces, keys and pickups (named per level from
 * the script, through RingEnv.item_name); the options ring the passport,
 * controls, sound and, on the title when the gym is there, Lara's Home
 * (TR2 has no detail-levels item on its ring). */
#include "game/inventory/ring.h"

#include "game/lara/lara.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define ALL 0xFFFFFFFFu

/* Gun types as TR2's original numbers them (LARA_GUN_TYPE): TR1's four,
 * then the M16, the grenade launcher, the harpoon and the flare. */
enum { GUN_PISTOLS = 1, GUN_MAGNUMS = 2, GUN_UZIS = 3, GUN_SHOTGUN = 4, GUN_M16 = 5,
       GUN_GRENADE = 6, GUN_HARPOON = 7, GUN_FLARE = 8 };

/* object, name, frames, open frame, animation speed, selected pitch of its
 * ring slot, selected pitch, yaw, height and distance, meshes drawn when
 * selected, ring position, what it is, the gun it draws. */
static const RingItemDef k_items[] = {
    {O2_COMPASS_OPTION, "Statistics", 1, 0, 1, 4352, -1536, 0, -170, 320, ALL, 0,
     RING_KIND_STOPWATCH, 0},
    {O2_PISTOL_OPTION, "Pistols", 12, 11, 1, 3200, 2848, -32768, 38, 352, ALL, 1,
     RING_KIND_GUN, GUN_PISTOLS},
    {O2_SHOTGUN_OPTION, "Shotgun", 13, 12, 1, 3200, 5120, 30720, 0, 228, ALL, 2, RING_KIND_GUN,
     GUN_SHOTGUN},
    {O2_MAGNUM_OPTION, "Automatic Pistols", 12, 11, 1, 3200, 3360, -32768, 0, 362, ALL, 3,
     RING_KIND_GUN, GUN_MAGNUMS},
    {O2_UZI_OPTION, "Uzis", 13, 12, 1, 3200, 2336, -32768, 56, 322, ALL, 4, RING_KIND_GUN,
     GUN_UZIS},
    {O2_M16_OPTION, "M16", 12, 11, 1, 3200, -224, -18432, 84, 296, ALL, 5, RING_KIND_GUN, GUN_M16},
    {O2_GRENADE_OPTION, "Grenade Launcher", 12, 11, 1, 3200, -224, 14336, 56, 296, ALL, 6,
     RING_KIND_GUN, GUN_GRENADE},
    {O2_HARPOON_OPTION, "Harpoon Gun", 12, 11, 1, 3200, -736, -19456, 58, 296, ALL, 7,
     RING_KIND_GUN, GUN_HARPOON},
    {O2_FLARES_OPTION, "Flare", 31, 30, 1, 3200, 0, -8192, 0, 296, ALL, 8, RING_KIND_FLARES,
     GUN_FLARE},
    {O2_LARGE_MEDIPACK_OPTION, "Large Medi Pack", 20, 19, 1, 3616, -8160, -4096, 0, 352, ALL, 10,
     RING_KIND_MEDI_LARGE, 0},
    {O2_SMALL_MEDIPACK_OPTION, "Small Medi Pack", 26, 25, 1, 4032, -7296, -4096, 0, 216, ALL, 11,
     RING_KIND_MEDI_SMALL, 0},
    {O2_PISTOL_AMMO_OPTION, "Pistol Clips", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL, 1,
     RING_KIND_NONE, 0},
    {O2_SHOTGUN_AMMO_OPTION, "Shotgun Shells", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL, 2,
     RING_KIND_AMMO, 0},
    {O2_MAGNUM_AMMO_OPTION, "Automatic Pistol Clips", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL, 3,
     RING_KIND_AMMO, 0},
    {O2_UZI_AMMO_OPTION, "Uzi Clips", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL, 4, RING_KIND_AMMO, 0},
    {O2_M16_AMMO_OPTION, "M16 Clips", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL, 5, RING_KIND_AMMO, 0},
    {O2_GRENADE_AMMO_OPTION, "Grenades", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL, 6,
     RING_KIND_AMMO_ONE, 0},
    {O2_HARPOON_AMMO_OPTION, "Harpoons", 1, 0, 1, 3200, -3808, 0, 0, 296, ALL, 7,
     RING_KIND_AMMO, 0},
    /* the keys ring */
    {O2_KEY_OPTION_1, "Key", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, 101, RING_KIND_ITEM, 0},
    {O2_KEY_OPTION_2, "Key", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, 102, RING_KIND_ITEM, 0},
    {O2_KEY_OPTION_3, "Key", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, 103, RING_KIND_ITEM, 0},
    {O2_KEY_OPTION_4, "Key", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, 104, RING_KIND_ITEM, 0},
    {O2_PUZZLE_OPTION_4, "Puzzle", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, 105, RING_KIND_ITEM, 0},
    {O2_PUZZLE_OPTION_3, "Puzzle", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, 106, RING_KIND_ITEM, 0},
    {O2_PUZZLE_OPTION_2, "Puzzle", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, 107, RING_KIND_ITEM, 0},
    {O2_PUZZLE_OPTION_1, "Puzzle", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, 108, RING_KIND_ITEM, 0},
    {O2_PICKUP_OPTION_2, "Pickup", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, 110, RING_KIND_ITEM, 0},
    {O2_PICKUP_OPTION_1, "Pickup", 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, 111, RING_KIND_ITEM, 0},
    /* the options ring, in its fixed order (Lara's Home last) */
    {O2_PASSPORT_CLOSED, "Game", 30, 14, 1, 4640, -4320, 0, 0, 384, 0x13, 0, RING_KIND_PASSPORT,
     0},
    {O2_CONTROL_OPTION, "Controls", 1, 0, 1, 5504, -2560, 13312, 46, 508, ALL, 3,
     RING_KIND_CONTROLS, 0},
    {O2_SOUND_OPTION, "Sound", 1, 0, 1, 4832, -5408, -3072, -2, 350, ALL, 2, RING_KIND_SOUND, 0},
    {O2_PHOTO_OPTION, "Lara's Home", 1, 0, 1, 4640, -4320, 0, 0, 384, ALL, 5, RING_KIND_PHOTO, 0},
};
#define NUM_ITEMS ((int)COUNT_OF(k_items))
#define FIRST_OPTION 28

/* The HUD's pickups: ring objects and the pickups whose sprites show. */
static const int16_t k_hud_pickups[][2] = {
    {O2_PISTOL_OPTION, O2_PISTOL_ITEM},
    {O2_SHOTGUN_OPTION, O2_SHOTGUN_ITEM},
    {O2_MAGNUM_OPTION, O2_MAGNUM_ITEM},
    {O2_UZI_OPTION, O2_UZI_ITEM},
    {O2_HARPOON_OPTION, O2_HARPOON_ITEM},
    {O2_M16_OPTION, O2_M16_ITEM},
    {O2_GRENADE_OPTION, O2_GRENADE_ITEM},
    {O2_SHOTGUN_AMMO_OPTION, O2_SHOTGUN_AMMO_ITEM},
    {O2_MAGNUM_AMMO_OPTION, O2_MAGNUM_AMMO_ITEM},
    {O2_UZI_AMMO_OPTION, O2_UZI_AMMO_ITEM},
    {O2_HARPOON_AMMO_OPTION, O2_HARPOON_AMMO_ITEM},
    {O2_M16_AMMO_OPTION, O2_M16_AMMO_ITEM},
    {O2_GRENADE_AMMO_OPTION, O2_GRENADE_AMMO_ITEM},
    {O2_FLARES_OPTION, O2_FLARES_ITEM},
    {O2_SMALL_MEDIPACK_OPTION, O2_SMALL_MEDIPACK_ITEM},
    {O2_LARGE_MEDIPACK_OPTION, O2_LARGE_MEDIPACK_ITEM},
    {O2_PUZZLE_OPTION_1, O2_PUZZLE_ITEM_1},
    {O2_PUZZLE_OPTION_2, O2_PUZZLE_ITEM_2},
    {O2_PUZZLE_OPTION_3, O2_PUZZLE_ITEM_3},
    {O2_PUZZLE_OPTION_4, O2_PUZZLE_ITEM_4},
    {O2_KEY_OPTION_1, O2_KEY_ITEM_1},
    {O2_KEY_OPTION_2, O2_KEY_ITEM_2},
    {O2_KEY_OPTION_3, O2_KEY_ITEM_3},
    {O2_KEY_OPTION_4, O2_KEY_ITEM_4},
    {O2_PICKUP_OPTION_1, O2_PICKUP_ITEM_1},
    {O2_PICKUP_OPTION_2, O2_PICKUP_ITEM_2},
};
_Static_assert(NUM_ITEMS <= RING_MAX_DEFS, "Ring.items holds one state per entry");

const RingItemTable Ring_ItemsTR2 = {
    .defs = k_items,
    .count = NUM_ITEMS,
    .first_option = FIRST_OPTION,
    .passport_open = O2_PASSPORT_OPTION,
    .stats_option = O2_COMPASS_OPTION,
    .pistols_option = O2_PISTOL_OPTION,
    /* TR2's gun code draws every type, the flare among them */
    .gun_types = LGT_COUNT_TR2,
    .named = {O2_PUZZLE_OPTION_1, O2_PUZZLE_OPTION_2, O2_PUZZLE_OPTION_3, O2_PUZZLE_OPTION_4,
              O2_PICKUP_OPTION_1, O2_PICKUP_OPTION_2, O2_KEY_OPTION_1, O2_KEY_OPTION_2,
              O2_KEY_OPTION_3, O2_KEY_OPTION_4},
    .hud_pickups = k_hud_pickups,
    .num_hud_pickups = (int)COUNT_OF(k_hud_pickups),
    .hud_guns = {O2_SHOTGUN_OPTION, O2_MAGNUM_OPTION, O2_UZI_OPTION},
    .hud_gun_ammo = {O2_SHOTGUN_AMMO_ITEM, O2_MAGNUM_AMMO_ITEM, O2_UZI_AMMO_ITEM},
};
