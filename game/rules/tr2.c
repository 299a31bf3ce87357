/* Tomb Raider II: its table (see rules.h). Its objects
 * (game/objects/tr2/), triggers (game/trigger_tr2.c), inventory counts,
 * inventory ring and numbering, and Lara (game/lara/lara_table_tr2.c) are
 * its own; its shadows are the octagon all three games draw
 * (game/objects/shadow.c), sized by each kind's own table entry.
 * Lara is drawn with her TR2 guns and flare
 * (game/lara/lara_gun_draw_tr2.c), creatures with their head turns, the
 * rest the default way. */
#include "game/rules/rules.h"

#include "game/effects/effect.h"
#include "game/flipeffect.h"
#include "game/creature/creature_draw.h"
#include "game/creature/creature_rules.h"
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
#include "game/objects/tr2/creatures/dragon.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr2/vehicle/skidoo.h"
#include "game/objects/tr2/general/cutscene_tr2.h"

/* Lara with her arms, guns and flare, then her braid; the creatures' head
 * turns and hidden meshes; nothing of the final-level counter; the spheres of light grown; -1: the
 * default way. */
static int draw_item(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    /* The final-level counter is never drawn (the original's dummy draw). */
    if (s->items[item].object_id == O2_FINAL_LEVEL_COUNTER)
        return 0;
    int sphere = Bartoli_DrawSphere(user, s, item, t, out, cap);
    if (sphere >= 0)
        return sphere;
    int n = Gun_DrawLara(user, s, item, t, out, cap);
    if (n >= 0)
        return n + LaraHair_Draw(user, out + n, cap - n);
    n = Skidoo_DrawItem(user, s, item, t, out, cap);
    if (n >= 0)
        return n;
    return Creature_DrawItem(user, s, item, t, out, cap);
}

/* TR2's effect sprites and models (O2_*); TR1's three projectiles have no
 * TR2 counterpart (TR2's harpoons, flames and knives are its own kinds). */
const EffectIds EffectIds_TR2 = {
    .blood = O2_BLOOD,
    .ricochet = O2_RICOCHET,
    .gun_flash = O2_GUN_FLASH,
    .splash = O2_SPLASH,
    .bubble = O2_BUBBLE,
    .explosion = O2_EXPLOSION,
    .body_part = O2_BODY_PART,
    .twinkle = O2_TWINKLE,
    .dart_effect = O2_DART_EFFECT,
    .explosion_light = true,
    .natla_gun = -1,
    .shard = -1,
    .rocket = -1,
    .ember = O2_EMBER,
    .flame = O2_FLAME,
    .fast_body_parts = -1,
    .sfx_explosion = 105, /* SFX_EXPLOSION_1 in TR2's sound list */
};

static const LaraConsts lara_consts = {
    .max_head_rotation = 8008, /* 44 degrees: TR2's look routine (TRX src/libtrx/game/lara/look.c, TR_VERSION 2) */
    .max_head_tilt = 4004,
    .min_head_tilt = -7644, /* TRX src/libtrx/game/lara/look.c: the same for TR1 and TR2 */
};

/* TR2's sound ids for the shared routines (TRX's ids_tr2 list): the
 * bubbles, the flood's waterfall loop, the explosion. TR1's earthquake,
 * stairs, raising block, sand, power-up and chain block effects are not in
 * TR2's flipeffect list; their sounds stay TR1's numbers, never played. */
const GameSounds GameSounds_TR2 = {
    .lara_bubbles = 37,
    .earthquake_a = FX_SFX_EARTHQUAKE_A,
    .earthquake_b = FX_SFX_EARTHQUAKE_B,
    .stairs2slope = FX_SFX_STAIRS2SLOPE,
    .flood = 79,
    .raisingblock = FX_SFX_RAISINGBLOCK,
    .sand_a = FX_SFX_SAND_A,
    .sand_b = FX_SFX_SAND_B,
    .powerup = FX_SFX_POWERUP,
    .explosion = 105,
    .chainblock_a = FX_SFX_CHAINBLOCK_A,
    .chainblock_b = FX_SFX_CHAINBLOCK_B,
};

/* The keys ring: keys, puzzle pieces and the pick-up items. */
static const int16_t keys_ring[] = {
    O2_KEY_OPTION_1, O2_KEY_OPTION_2, O2_KEY_OPTION_3, O2_KEY_OPTION_4,
    O2_PUZZLE_OPTION_1, O2_PUZZLE_OPTION_2, O2_PUZZLE_OPTION_3, O2_PUZZLE_OPTION_4,
    O2_PICKUP_OPTION_1, O2_PICKUP_OPTION_2,
};

static const GameObjectIds ids = {
    .key_hole1 = O2_KEY_HOLE_1,
    .key_option1 = O2_KEY_OPTION_1,
    .puzzle_hole1 = O2_PUZZLE_HOLE_1,
    .puzzle_done1 = O2_PUZZLE_DONE_1,
    .puzzle_option1 = O2_PUZZLE_OPTION_1,
    .movable_block1 = O2_MOVABLE_BLOCK_1,
    .rolling_block = -1,
    /* TR2's shotgun pick-up hangs it on her back (Lara.back_gun,
     * Inventory_AddTR2), not in place of her torso as TR1's */
    .shotgun_item = -1,
    .lara_shotgun = O2_LARA_SHOTGUN,
    .flare_item = O2_FLARE_ITEM,
    .switch_small = O2_SWITCH_TYPE_SMALL,
    .switch_button = O2_SWITCH_TYPE_BUTTON,
    .switch_airlock = O2_SWITCH_TYPE_AIRLOCK,
    .keys_ring = keys_ring,
    .keys_ring_count = (int)(sizeof(keys_ring) / sizeof(keys_ring[0])),
    .lara_pistols = O2_LARA_PISTOLS,
    .lara_skin = -1,
    /* the third is LARA_SWAP, as the original's swap_meshes_with_meshswap3 */
    .mesh_swap = {O2_MESH_SWAP_1, O2_MESH_SWAP_2, O2_LARA_SWAP},
    .gym_key = -1,
};

/* The script's "add to inventory" items in the original's order
 * (GameflowInvItem): guns, their ammunition, flares (one each, as the
 * original's reward gives them), medipacks, pickups, puzzle pieces, keys. */
static const int16_t k_script_items[] = {
    O2_PISTOL_ITEM, O2_SHOTGUN_ITEM, O2_MAGNUM_ITEM, O2_UZI_ITEM, O2_HARPOON_ITEM, O2_M16_ITEM,
    O2_GRENADE_ITEM, O2_PISTOL_AMMO_ITEM, O2_SHOTGUN_AMMO_ITEM, O2_MAGNUM_AMMO_ITEM,
    O2_UZI_AMMO_ITEM, O2_HARPOON_AMMO_ITEM, O2_M16_AMMO_ITEM, O2_GRENADE_AMMO_ITEM,
    O2_FLARE_ITEM, O2_SMALL_MEDIPACK_ITEM, O2_LARGE_MEDIPACK_ITEM, O2_PICKUP_ITEM_1,
    O2_PICKUP_ITEM_2, O2_PUZZLE_ITEM_1, O2_PUZZLE_ITEM_2, O2_PUZZLE_ITEM_3, O2_PUZZLE_ITEM_4,
    O2_KEY_ITEM_1, O2_KEY_ITEM_2, O2_KEY_ITEM_3, O2_KEY_ITEM_4,
};
_Static_assert(COUNT_OF(k_script_items) == GF_INV_COUNT, "one object per script item");

const GameRules GameRules_TR2 = {
    .game = GAME_TR2,
    .name = "Tomb Raider II",
    .input_mask = INPUT_VALID_MASK | INPUT_FLARE,
    .font_object = O2_ALPHABET,
    .setup_objects = Object_SetupTR2,
    .test_triggers = Trigger_TestTR2,
    .draw_item = draw_item,
    .draw_effects = true,
    .effect_ids = &EffectIds_TR2,
    .lara = &Lara_TableTR2,
    .guns = &Gun_RulesTR2,
    .lara_consts = &lara_consts,
    .flipeffect_runs = NULL,
    .flipeffects = &FlipFx_TableTR2,
    .sounds = &GameSounds_TR2,
    .ids = &ids,
    .inventory_add = Inventory_AddTR2,
    .start = &Start_RulesTR2,
    .inventory_remove = Inventory_RemoveTR2,
    .ring_items = &Ring_ItemsTR2,
    .inventory_option = Inventory_OptionTR2,
    .script_items = k_script_items,
    .num_script_items = (int)COUNT_OF(k_script_items),
    .tr2_statistics = true,
    .shadow = &Shadow_Octagon,
    .creatures = &CreatureRules_TR2,
    .sky_object = O2_SKYBOX,
    .water_look = RENDER_WATER_TR2,
    .cutscene = &CutsceneRules_TR2,
};
