/* Tomb Raider III's inventory ring items (GameRules_TR3.ring_items): the
 * original's INVENTORY_ITEM values and ring positions (tomb3
 * game/invfunc.cpp and inventry.h), its object ids
 * (game/objects/tr3/object_ids_tr3.h: the O3_*_OPTION models), its rings:
 * the main ring has the stopwatch (the level's statistics), every gun
 * (pistols, shotgun, Desert Eagle, uzis, MP5, rocket launcher, grenade
 * launcher, harpoon gun), their ammunition, the flares and both
 * medipacks; the keys ring its keys, puzzle pieces, pickups (named per
 * level from the script) and the four artefacts; the options ring the
 * passport, controls, sound, detail levels and, on the title when the gym
 * is there, Lara's Home. The PC game carries no save crystal (a crystal
 * heals where it lies), so the crystal has no entry. The names and
 * headings shown are the script's strings where it has them. */
#include "game/inventory/ring.h"

#include "game/lara/lara.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define ALL 0xFFFFFFFFu

/* The original's ring positions (INV_ORDER, INV_ORDER2, INV_ORDER3). */
enum { MAP_POS, GUN_POS, SGN_POS, MAG_POS, UZI_POS, M16_POS, ROCKET_POS, GRENADE_POS, HARPOON_POS,
       FLR_POS, EXP_POS, BGM_POS, MED_POS };
enum { KY1_POS = 101, KY2_POS, KY3_POS, KY4_POS, PZ4_POS, PZ3_POS, PZ2_POS, PZ1_POS, SCN_POS,
       PK2_POS, PK1_POS, IC1_POS, IC2_POS, IC3_POS, IC4_POS };
enum { PAS_POS, DTL_POS, SND_POS, CNT_POS, GAM_POS, PIC_POS };

#define KEYS_ITEM(obj, name, pos) \
    {obj, name, 1, 0, 1, 7200, -4352, 0, 0, 256, ALL, pos, RING_KIND_ITEM, 0}
#define AMMO(obj, name, pos, kind) \
    {obj, name, 1, 0, 1, 3200, -3808, 0, 0, 296, ALL, pos, kind, 0}

/* object, name, frames, open frame, animation speed, selected pitch of its
 * ring slot, selected pitch, yaw, height and distance, meshes drawn when
 * selected, ring position, what it is, the gun it draws. */
static const RingItemDef k_items[] = {
    {O3_MAP_OPTION, "Statistics", 1, 0, 1, 4352, -1536, 0, -170, 320, ALL, MAP_POS,
     RING_KIND_STOPWATCH, 0},
    {O3_GUN_OPTION, "Pistols", 12, 11, 1, 3200, 2848, -32768, 38, 352, ALL, GUN_POS,
     RING_KIND_GUN, LGT_PISTOLS},
    {O3_SHOTGUN_OPTION, "Shotgun", 13, 12, 1, 3200, 5120, 30720, 0, 228, ALL, SGN_POS,
     RING_KIND_GUN, LGT_SHOTGUN},
    {O3_MAGNUM_OPTION, "Desert Eagle", 12, 11, 1, 3200, 3360, -32768, 0, 362, ALL, MAG_POS,
     RING_KIND_GUN, LGT_MAGNUMS},
    {O3_UZI_OPTION, "Uzis", 13, 12, 1, 3200, 2336, -32768, 56, 322, ALL, UZI_POS, RING_KIND_GUN,
     LGT_UZIS},
    {O3_M16_OPTION, "MP5", 12, 11, 1, 3200, -224, -18432, 84, 296, ALL, M16_POS, RING_KIND_GUN,
     LGT_M16},
    {O3_ROCKET_OPTION, "Rocket Launcher", 12, 11, 1, 3200, -224, 14336, 56, 296, ALL, ROCKET_POS,
     RING_KIND_GUN, LGT_ROCKET},
    {O3_GRENADE_OPTION, "Grenade Launcher", 12, 11, 1, 3200, -224, 14336, 56, 296, ALL,
     GRENADE_POS, RING_KIND_GUN, LGT_GRENADE},
    {O3_HARPOON_OPTION, "Harpoon Gun", 12, 11, 1, 3200, -736, -19456, 58, 296, ALL, HARPOON_POS,
     RING_KIND_GUN, LGT_HARPOON},
    {O3_FLAREBOX_OPTION, "Flares", 31, 30, 1, 3200, 0, -8192, 0, 296, ALL, FLR_POS,
     RING_KIND_FLARES, LGT_FLARE},
    {O3_BIGMEDI_OPTION, "Large Medi Pack", 20, 19, 1, 3616, -8160, -4096, 0, 352, ALL, BGM_POS,
     RING_KIND_MEDI_LARGE, 0},
    {O3_MEDI_OPTION, "Small Medi Pack", 26, 25, 1, 4032, -7296, -4096, 0, 216, ALL, MED_POS,
     RING_KIND_MEDI_SMALL, 0},
    AMMO(O3_GUN_AMMO_OPTION, "Pistol Clips", GUN_POS, RING_KIND_NONE),
    AMMO(O3_SG_AMMO_OPTION, "Shotgun Shells", SGN_POS, RING_KIND_AMMO),
    AMMO(O3_MAG_AMMO_OPTION, "Desert Eagle Clips", MAG_POS, RING_KIND_AMMO),
    AMMO(O3_UZI_AMMO_OPTION, "Uzi Clips", UZI_POS, RING_KIND_AMMO),
    AMMO(O3_M16_AMMO_OPTION, "MP5 Clips", M16_POS, RING_KIND_AMMO),
    AMMO(O3_ROCKET_AMMO_OPTION, "Rockets", ROCKET_POS, RING_KIND_AMMO_ONE),
    AMMO(O3_GRENADE_AMMO_OPTION, "Grenades", GRENADE_POS, RING_KIND_AMMO_ONE),
    AMMO(O3_HARPOON_AMMO_OPTION, "Harpoons", HARPOON_POS, RING_KIND_AMMO_ONE),
    /* the keys ring */
    KEYS_ITEM(O3_KEY_OPTION_1, "Key", KY1_POS),
    KEYS_ITEM(O3_KEY_OPTION_2, "Key", KY2_POS),
    KEYS_ITEM(O3_KEY_OPTION_3, "Key", KY3_POS),
    KEYS_ITEM(O3_KEY_OPTION_4, "Key", KY4_POS),
    KEYS_ITEM(O3_PUZZLE_OPTION_4, "Puzzle", PZ4_POS),
    KEYS_ITEM(O3_PUZZLE_OPTION_3, "Puzzle", PZ3_POS),
    KEYS_ITEM(O3_PUZZLE_OPTION_2, "Puzzle", PZ2_POS),
    KEYS_ITEM(O3_PUZZLE_OPTION_1, "Puzzle", PZ1_POS),
    KEYS_ITEM(O3_PICKUP_OPTION_2, "Pickup", PK2_POS),
    /* the first pickup turned round, as the original's table has it */
    {O3_PICKUP_OPTION_1, "Pickup", 1, 0, 1, 7200, 7200, -32768, 0, 256, ALL, PK1_POS,
     RING_KIND_ITEM, 0},
    KEYS_ITEM(O3_ICON_PICKUP1_OPTION, "Infada Stone", IC1_POS),
    KEYS_ITEM(O3_ICON_PICKUP2_OPTION, "Element 115", IC2_POS),
    KEYS_ITEM(O3_ICON_PICKUP3_OPTION, "Eye of Isis", IC3_POS),
    KEYS_ITEM(O3_ICON_PICKUP4_OPTION, "Ora Dagger", IC4_POS),
    /* the options ring, in its fixed order (Lara's Home last) */
    {O3_PASSPORT_CLOSED, "Game", 30, 14, 1, 4640, -4320, 0, 0, 384, 0x11, PAS_POS,
     RING_KIND_PASSPORT, 0},
    {O3_CONTROL_OPTION, "Controls", 1, 0, 1, 5504, -2560, 13312, 46, 508, ALL, CNT_POS,
     RING_KIND_CONTROLS, 0},
    {O3_SOUND_OPTION, "Sound", 1, 0, 1, 4832, -5408, -3072, -18, 350, ALL, SND_POS,
     RING_KIND_SOUND, 0},
    {O3_DETAIL_OPTION, "Detail Levels", 1, 0, 1, 4224, -7232, 0, -16, 444, ALL, DTL_POS,
     RING_KIND_DETAIL, 0},
    {O3_PHOTO_OPTION, "Lara's Home", 1, 0, 1, 4640, -4320, 0, 16, 448, ALL, PIC_POS,
     RING_KIND_PHOTO, 0},
};
#define NUM_ITEMS ((int)COUNT_OF(k_items))
#define FIRST_OPTION 34
_Static_assert(NUM_ITEMS <= RING_MAX_DEFS, "Ring.items holds one state per entry");

/* The script's names for the entries above, in their order, as the
 * original's GF_LoadScriptFile sets them (tomb3 game/gameflow.h
 * game_string_ids; the options' three names are platform strings). */
enum { GT_STOPWATCH = 35, GT_PISTOLS, GT_SHOTGUN, GT_AUTOPISTOLS, GT_UZIS, GT_HARPOON, GT_M16,
       GT_ROCKETLAUNCHER, GT_GRENADELAUNCHER, GT_FLARE, GT_PISTOLCLIPS, GT_SHOTGUNSHELLS,
       GT_AUTOPISTOLCLIPS, GT_UZICLIPS, GT_HARPOONBOLTS, GT_M16CLIPS, GT_ROCKETS, GT_GRENADES,
       GT_SMALLMEDI, GT_LARGEMEDI, GT_PICKUP, GT_PUZZLE, GT_KEY, GT_GAME, GT_GYM,
       GT_ICON1 = 80, GT_ICON2, GT_ICON3, GT_ICON4 };
enum { PC_DETAIL = RING_PLATFORM_STRING, PC_SOUND = RING_PLATFORM_STRING + 2,
       PC_CONTROLS = RING_PLATFORM_STRING + 3 };
static const int16_t k_script_names[] = {
    GT_STOPWATCH, GT_PISTOLS, GT_SHOTGUN, GT_AUTOPISTOLS, GT_UZIS, GT_M16, GT_ROCKETLAUNCHER,
    GT_GRENADELAUNCHER, GT_HARPOON, GT_FLARE, GT_LARGEMEDI, GT_SMALLMEDI,
    GT_PISTOLCLIPS, GT_SHOTGUNSHELLS, GT_AUTOPISTOLCLIPS, GT_UZICLIPS, GT_M16CLIPS, GT_ROCKETS,
    GT_GRENADES, GT_HARPOONBOLTS,
    GT_KEY, GT_KEY, GT_KEY, GT_KEY, GT_PUZZLE, GT_PUZZLE, GT_PUZZLE, GT_PUZZLE, GT_PICKUP,
    GT_PICKUP, GT_ICON1, GT_ICON2, GT_ICON3, GT_ICON4,
    GT_GAME, PC_CONTROLS, PC_SOUND, PC_DETAIL, GT_GYM,
};
_Static_assert(COUNT_OF(k_script_names) == NUM_ITEMS, "one script name per ring entry");
/* GT_MAIN_HEADING, GT_OPTION_HEADING, GT_KEYS_HEADING, GT_GAMEOVER_HEADING */
static const int16_t k_script_headings[4] = {0, 1, 2, 3};

/* The HUD's pickups: ring objects and the pickups whose sprites show. */
static const int16_t k_hud_pickups[][2] = {
    {O3_GUN_OPTION, O3_GUN_ITEM},
    {O3_SHOTGUN_OPTION, O3_SHOTGUN_ITEM},
    {O3_MAGNUM_OPTION, O3_MAGNUM_ITEM},
    {O3_UZI_OPTION, O3_UZI_ITEM},
    {O3_HARPOON_OPTION, O3_HARPOON_ITEM},
    {O3_M16_OPTION, O3_M16_ITEM},
    {O3_ROCKET_OPTION, O3_ROCKET_GUN_ITEM},
    {O3_GRENADE_OPTION, O3_GRENADE_GUN_ITEM},
    {O3_SG_AMMO_OPTION, O3_SG_AMMO_ITEM},
    {O3_MAG_AMMO_OPTION, O3_MAG_AMMO_ITEM},
    {O3_UZI_AMMO_OPTION, O3_UZI_AMMO_ITEM},
    {O3_HARPOON_AMMO_OPTION, O3_HARPOON_AMMO_ITEM},
    {O3_M16_AMMO_OPTION, O3_M16_AMMO_ITEM},
    {O3_ROCKET_AMMO_OPTION, O3_ROCKET_AMMO_ITEM},
    {O3_GRENADE_AMMO_OPTION, O3_GRENADE_AMMO_ITEM},
    {O3_FLAREBOX_OPTION, O3_FLAREBOX_ITEM},
    {O3_MEDI_OPTION, O3_MEDI_ITEM},
    {O3_BIGMEDI_OPTION, O3_BIGMEDI_ITEM},
    {O3_PUZZLE_OPTION_1, O3_PUZZLE_ITEM_1},
    {O3_PUZZLE_OPTION_2, O3_PUZZLE_ITEM_2},
    {O3_PUZZLE_OPTION_3, O3_PUZZLE_ITEM_3},
    {O3_PUZZLE_OPTION_4, O3_PUZZLE_ITEM_4},
    {O3_KEY_OPTION_1, O3_KEY_ITEM_1},
    {O3_KEY_OPTION_2, O3_KEY_ITEM_2},
    {O3_KEY_OPTION_3, O3_KEY_ITEM_3},
    {O3_KEY_OPTION_4, O3_KEY_ITEM_4},
    {O3_PICKUP_OPTION_1, O3_PICKUP_ITEM_1},
    {O3_PICKUP_OPTION_2, O3_PICKUP_ITEM_2},
    {O3_ICON_PICKUP1_OPTION, O3_ICON_PICKUP1_ITEM},
    {O3_ICON_PICKUP2_OPTION, O3_ICON_PICKUP2_ITEM},
    {O3_ICON_PICKUP3_OPTION, O3_ICON_PICKUP3_ITEM},
    {O3_ICON_PICKUP4_OPTION, O3_ICON_PICKUP4_ITEM},
};

const RingItemTable Ring_ItemsTR3 = {
    .defs = k_items,
    .count = NUM_ITEMS,
    .first_option = FIRST_OPTION,
    .passport_open = O3_PASSPORT_OPTION,
    .stats_option = O3_MAP_OPTION,
    .pistols_option = O3_GUN_OPTION,
    .gun_types = LGT_COUNT_TR3,
    .named = {O3_PUZZLE_OPTION_1, O3_PUZZLE_OPTION_2, O3_PUZZLE_OPTION_3, O3_PUZZLE_OPTION_4,
              O3_PICKUP_OPTION_1, O3_PICKUP_OPTION_2, O3_KEY_OPTION_1, O3_KEY_OPTION_2,
              O3_KEY_OPTION_3, O3_KEY_OPTION_4},
    .hud_pickups = k_hud_pickups,
    .num_hud_pickups = (int)COUNT_OF(k_hud_pickups),
    .hud_guns = {O3_SHOTGUN_OPTION, O3_MAGNUM_OPTION, O3_UZI_OPTION},
    .hud_gun_ammo = {O3_SG_AMMO_ITEM, O3_MAG_AMMO_ITEM, O3_UZI_AMMO_ITEM},
    .script_names = k_script_names,
    .script_headings = k_script_headings,
};
