/* Tomb Raider III: its table (see rules.h). Its object table
 * (game/objects/tr3/, TR3's numbering in object_ids_tr3.h) holds Lara, so a
 * TR3 level plays with her: TR3's Lara (TR2's states as TR3 changed them,
 * the sprint, crouch, crawl and monkey swing, game/lara/lara_table_tr3.c),
 * TR3's input bits (the flare, duck and sprint), TR3's guns and flares
 * (TR2's gun code with TR3's objects, game/lara/lara_gun_tr3.c). Its
 * inventory (counts, ring, the script's items, what Lara carries between
 * levels: game/inventory/inventory_tr3.c, ring_tr3.c,
 * game/gameflow/start_tr3.c) and statistics (TR2's list) are its own; its
 * sounds and shadows are TR1's until its own land here; its triggers stay empty until their TR3 routines exist; its items are
 * drawn the default way but Lara, drawn with her guns and braid. */
#include "game/rules/rules.h"

#include "game/flipeffect.h"
#include "game/game.h"
#include "game/gameflow/gameflow.h"
#include "game/gameflow/start.h"
#include "game/inventory/inventory.h"
#include "game/inventory/ring.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/lara/lara_hair.h"
#include "game/objects/object.h"
#include "game/objects/shadow.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr2/general/cutscene_tr2.h"

static const LaraConsts lara_consts = {
    .max_head_rotation = 8008, /* 44 degrees: TR3's LookLeftRight (tomb3 game/lara.cpp) */
    .max_head_tilt = 5460,
    .min_head_tilt = -6370, /* tomb3 game/lara.cpp LookUpDown */
};

/* The script's "add to inventory" items in the original's order (tomb3
 * game/gameflow.h, add_inv_types): guns, their ammunition, flares (one
 * each, as the original's gift gives them), medipacks, pickups, puzzle
 * pieces, keys, and the save crystal (which the PC game never carries). */
static const int16_t k_script_items[] = {
    O3_GUN_ITEM, O3_SHOTGUN_ITEM, O3_MAGNUM_ITEM, O3_UZI_ITEM, O3_HARPOON_ITEM, O3_M16_ITEM,
    O3_ROCKET_GUN_ITEM, O3_GRENADE_GUN_ITEM, O3_GUN_AMMO_ITEM, O3_SG_AMMO_ITEM,
    O3_MAG_AMMO_ITEM, O3_UZI_AMMO_ITEM, O3_HARPOON_AMMO_ITEM, O3_M16_AMMO_ITEM,
    O3_ROCKET_AMMO_ITEM, O3_GRENADE_AMMO_ITEM, O3_FLARE_ITEM, O3_MEDI_ITEM, O3_BIGMEDI_ITEM,
    O3_PICKUP_ITEM_1, O3_PICKUP_ITEM_2, O3_PUZZLE_ITEM_1, O3_PUZZLE_ITEM_2, O3_PUZZLE_ITEM_3,
    O3_PUZZLE_ITEM_4, O3_KEY_ITEM_1, O3_KEY_ITEM_2, O3_KEY_ITEM_3, O3_KEY_ITEM_4,
    O3_SAVEGAME_CRYSTAL_ITEM,
};
_Static_assert(COUNT_OF(k_script_items) == GF_INV_COUNT_TR3, "one object per script item");

/* Lara with her arms, guns and flare, then her braid (TR2's braid: TR3's
 * hair object is TR2's, id 2); everything else the default way (-1). */
static int draw_item(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    int n = Gun_DrawLara(user, s, item, t, out, cap);
    if (n >= 0)
        return n + LaraHair_Draw(user, out + n, cap - n);
    return -1;
}

const GameRules GameRules_TR3 = {
    .game = GAME_TR3,
    .name = "Tomb Raider III",
    .input_mask = INPUT_VALID_MASK | INPUT_FLARE | INPUT_DUCK | INPUT_SPRINT,
    .setup_objects = Object_SetupTR3,
    .test_triggers = NULL,
    .draw_item = draw_item,
    .draw_effects = false,
    .effect_ids = &EffectIds_TR1, /* TR1's numbering until TR3's own kinds land */
    .lara = &Lara_TableTR3,
    .guns = &Gun_RulesTR3,
    .lara_consts = &lara_consts,
    .flipeffect_runs = FlipFx_SameInLaterGames,
    .sounds = &GameSounds_TR1,
    .inventory_add = Inventory_AddTR3,
    .inventory_remove = Inventory_RemoveTR3,
    .inventory_option = Inventory_OptionTR3,
    .ring_items = &Ring_ItemsTR3,
    .script_items = k_script_items,
    .num_script_items = (int)COUNT_OF(k_script_items),
    .start = &Start_RulesTR3,
    .tr2_statistics = true,
    /* TR3's cinema is TR2's: Lara leads, the actors are O3_PLAYER_1..10 */
    .cutscene = &CutsceneRules_TR2,
    .shadow = &Shadow_Octagon,
};
