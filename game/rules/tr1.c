/* Tomb Raider (1996) and Unfinished Business: the first game's table (see
 * rules.h). Every entry is the code that exists today. */
#include "game/rules/rules.h"

#include "game/creature/creature_draw.h"
#include "game/effects/effect.h"
#include "game/flipeffect.h"
#include "game/creature/creature_rules.h"
#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/inventory/ring.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/shadow.h"

/* Lara with her arms and guns first, then the creatures' head turns and
 * hidden meshes; -1: the default way. */
static int draw_item(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    int n = Gun_DrawLara(user, s, item, t, out, cap);
    return n >= 0 ? n : Creature_DrawItem(user, s, item, t, out, cap);
}

const GameSounds GameSounds_TR1 = {
    .lara_bubbles = FX_SFX_LARA_BUBBLES,
    .earthquake_a = FX_SFX_EARTHQUAKE_A,
    .earthquake_b = FX_SFX_EARTHQUAKE_B,
    .stairs2slope = FX_SFX_STAIRS2SLOPE,
    .flood = FX_SFX_FLOOD,
    .raisingblock = FX_SFX_RAISINGBLOCK,
    .sand_a = FX_SFX_SAND_A,
    .sand_b = FX_SFX_SAND_B,
    .powerup = FX_SFX_POWERUP,
    .explosion = FX_SFX_EXPLOSION,
    .chainblock_a = FX_SFX_CHAINBLOCK_A,
    .chainblock_b = FX_SFX_CHAINBLOCK_B,
};

/* Anything on the keys ring (keys, puzzle pieces, artefacts, lead bar,
 * Scion). */
static const int16_t keys_ring[] = {
    O_KEY_OPTION1, O_KEY_OPTION2, O_KEY_OPTION3, O_KEY_OPTION4, O_PUZZLE_OPTION1,
    O_PUZZLE_OPTION2, O_PUZZLE_OPTION3, O_PUZZLE_OPTION4, O_PICKUP_OPTION1,
    O_PICKUP_OPTION2, O_LEADBAR_OPTION, O_SCION_OPTION,
};

static const GameObjectIds ids = {
    .key_hole1 = O_KEY_HOLE1,
    .key_option1 = O_KEY_OPTION1,
    .puzzle_hole1 = O_PUZZLE_HOLE1,
    .puzzle_done1 = O_PUZZLE_DONE1,
    .puzzle_option1 = O_PUZZLE_OPTION1,
    .movable_block1 = O_MOVABLE_BLOCK,
    .rolling_block = O_ROLLING_BLOCK,
    .shotgun_item = O_SHOTGUN_ITEM,
    .lara_shotgun = O_SHOTGUN,
    .flare_item = -1,
    .switch_small = -1,
    .switch_button = -1,
    .switch_airlock = -1,
    .keys_ring = keys_ring,
    .keys_ring_count = (int)(sizeof(keys_ring) / sizeof(keys_ring[0])),
    .lara_pistols = O_PISTOLS,
    .lara_skin = -1,
    .mesh_swap = {-1, -1, -1},
    .gym_key = -1,
};

const EffectIds EffectIds_TR1 = {
    .blood = O_BLOOD1,
    .ricochet = O_RICOCHET1,
    .gun_flash = O_GUN_FLASH,
    .splash = O_SPLASH1,
    .bubble = O_BUBBLES1,
    .explosion = O_EXPLOSION1,
    .body_part = O_BODY_PART,
    .twinkle = O_TWINKLE,
    .dart_effect = O_DART_EFFECT,
    .natla_gun = O_MISSILE1,
    .shard = O_MISSILE2,
    .rocket = O_MISSILE3,
    .ember = O_LAVA,
    .flame = O_FLAME,
    .fast_body_parts = O_TORSO,
    .sfx_explosion = EFFECT_SFX_ATLANTEAN_EXPLODE,
};

static const LaraConsts lara_consts = {
    .max_head_rotation = 9100, /* 50 degrees */
    .max_head_tilt = 4004,
    .min_head_tilt = -7644,
};

const GameRules GameRules_TR1 = {
    .game = GAME_TR1,
    .name = "Tomb Raider",
    .input_mask = INPUT_VALID_MASK,
    .font_object = O_ALPHABET,
    .setup_objects = Object_SetupTR1,
    .test_triggers = Trigger_TestTR1,
    .draw_item = draw_item,
    .draw_effects = true,
    .effect_ids = &EffectIds_TR1,
    .lara = &Lara_TableTR1,
    .guns = &Gun_RulesTR1,
    .lara_consts = &lara_consts,
    .flipeffect_runs = NULL,
    .sounds = &GameSounds_TR1,
    .ids = &ids,
    .inventory_add = Inventory_Add,
    .inventory_remove = Inventory_Remove,
    .ring_items = &Ring_ItemsTR1,
    .shadow = &Shadow_Octagon,
    .creatures = &CreatureRules_TR1,
};
