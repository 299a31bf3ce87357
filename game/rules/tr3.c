/* Tomb Raider III: its table (see rules.h). Its object table
 * (game/objects/tr3/, TR3's numbering in object_ids_tr3.h) holds Lara, so a
 * TR3 level plays with her: TR3's Lara (TR2's states as TR3 changed them,
 * the sprint, crouch, crawl and monkey swing, game/lara/lara_table_tr3.c),
 * TR3's input bits (the flare, duck and sprint), TR3's guns and flares
 * (TR2's gun code with TR3's objects, game/lara/lara_gun_tr3.c). Its
 * inventory (counts, ring, the script's items, what Lara carries between
 * levels: game/inventory/inventory_tr3.c, ring_tr3.c,
 * game/gameflow/start_tr3.c) and statistics (TR2's list), its triggers
 * (game/trigger_tr3.c), flipeffects (game/flipeffect_tr3.c), creature
 * rules (game/creature/creature_tr3.c), sound, object and effect ids are
 * its own; Lara is drawn with her guns and braid, creatures with their head
 * turns; its cut-scenes are TR2's. Its shadows are the octagon all three
 * games draw, sized by each kind's own table entry. */
#include "game/rules/rules.h"

#include "game/creature/ai_tr3.h"
#include "game/creature/creature_draw.h"
#include "game/creature/creature_rules.h"
#include "game/effects/effect.h"
#include "game/flipeffect.h"
#include "game/game.h"
#include "game/gameflow/gameflow.h"
#include "game/gameflow/start.h"
#include "game/effects/bats_tr3.h"
#include "game/inventory/inventory.h"
#include "game/inventory/ring.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/lara/lara_hair.h"
#include "game/objects/object.h"
#include "game/objects/shadow.h"
#include "game/objects/tr3/creatures/laser_sight_tr3.h"
#include "game/objects/tr3/creatures/tr3_beasts.h"
#include "game/objects/tr3/general/remnants_tr3.h"
#include "game/objects/tr3/general/smash_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr2/general/cutscene_tr2.h"

/* Lara with her arms, guns and flare, then her braid; the shiva statues
 * (stone until awake); the monkeys (their swapped meshes); the creatures' head turns and hidden meshes; the
 * AI objects are markers never drawn (the original's dummy draw routine);
 * -1: the default way. */
static int draw_item(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    /* (and the fire under Area 51's rocket, SPECIAL_FX2: the original's
     * dummy draw too) */
    if (AiTR3_IsObject(s->items[item].object_id) || s->items[item].object_id == O3_SPECIAL_FX_2 ||
        Remnants3_NotDrawn(s->items[item].object_id))
        return 0;
    int n = Gun_DrawLara(user, s, item, t, out, cap);
    if (n >= 0)
        return n + LaraHair_Draw(user, out + n, cap - n);
    n = Shiva_DrawItem(user, s, item, t, out, cap);
    if (n >= 0)
        return n;
    n = Monkey_DrawItem(user, s, item, t, out, cap);
    if (n >= 0)
        return n;
    return Creature_DrawItem(user, s, item, t, out, cap);
}

/* What TR3 draws beside its items and effects: the fish shoals and the
 * guards' laser sights. */
static bool world_draws(const Game *g, SimDrawList *dl)
{
    return Fish3_AppendDraws(g, dl) && Tr3LaserSight_AppendDraws(g, dl);
}

/* How TR3's spawners make the stand-ins' sparks (tomb3 effect2.cpp), by
 * O3_FX_* id; where the original picks a number at random, the middle of
 * its range. Sprites are offsets into the sprite sheet (O3_EXPLOSION_1's
 * sequence, the original's objects[EXPLOSION1].mesh_index). */
static const EffectSparkLook k_spark_looks[] = {
    /* O3_FX_BLOOD, O3_FX_RICOCHET: sparks of the pool (spark_tr3.c), never
     * effects */
    { EFFECT_SPARK_HIDDEN, 0, 0, 0, 0, 0, 0, 0, 0 },
    { EFFECT_SPARK_HIDDEN, 0, 0, 0, 0, 0, 0, 0, 0 },
    /* O3_FX_SPLASH, SetupSplash's drops: the sheet's splash sprite (+8),
     * additive, at the sprite's own size */
    { 8, 255, 255, 255, EFFECT_SPARK_ADD, RENDER_SIZE_AUTO, 0, 0, 0 },
    /* O3_FX_TWINKLE: TR3 has no such sparkle */
    { EFFECT_SPARK_HIDDEN, 0, 0, 0, 0, 0, 0, 0, 0 },
    /* O3_FX_DART_EFFECT (TriggerDartSmoke): not drawn */
    { EFFECT_SPARK_HIDDEN, 0, 0, 0, 0, 0, 0, 0, 0 },
    /* O3_FX_EXPLOSION: not seen; what is seen is its burst of sparks
     * (Spark3_ExplosionBurst), which carries its light */
    { EFFECT_SPARK_HIDDEN, 0, 0, 0, 0, 0, 0, 0, 0 },
    /* O3_FX_EMBER as TriggerFireFlame's flame: the sheet's first sprite,
     * additive, 128..159 scaled by 4 */
    { 0, 255, 64, 48, EFFECT_SPARK_ADD, RENDER_SIZE_SCALED, 2, 144, 144 },
    /* O3_FX_GAS: not seen; what is seen is its puffs of sparks
     * (game/effects/gas_looks_tr3.c) */
    { EFFECT_SPARK_HIDDEN, 0, 0, 0, 0, 0, 0, 0, 0 },
};

/* TR3's effect objects (O3_*): the gun flash model, the bubble, body
 * parts and the flame on Lara are objects of its effect list as in TR2.
 * Blood, ricochets, splashes, twinkles, the darts' dust, explosions and
 * embers are sparks of TR3's sprite sheet (tomb3 effect2.cpp), which are
 * not built: they take the stand-in ids past the original's list
 * (O3_FX_*), run as the shared kinds and are drawn as their sparks look
 * (k_spark_looks). TR1's three projectiles have no TR3 counterpart. */
const EffectIds EffectIds_TR3 = {
    .blood = O3_FX_BLOOD,
    .ricochet = O3_FX_RICOCHET,
    .gun_flash = O3_GUN_FLASH,
    .splash = O3_FX_SPLASH,
    .bubble = O3_BUBBLES_1,
    .explosion = O3_FX_EXPLOSION,
    .body_part = O3_BODY_PART,
    .twinkle = O3_FX_TWINKLE,
    .dart_effect = O3_FX_DART_EFFECT,
    .explosion_light = false, /* the light rides on its burst's sparks */
    .natla_gun = -1,
    .shard = -1,
    .rocket = -1,
    .ember = O3_FX_EMBER,
    .flame = O3_FLAME,
    .fast_body_parts = -1,
    .sfx_explosion = 105, /* SFX_EXPLOSION1 in TR3's sound list */
    .first_spark = O3_FX_BLOOD,
    .num_spark_looks = COUNT_OF(k_spark_looks),
    .spark_looks = k_spark_looks,
    .spark_sheet = O3_EXPLOSION_1,
    .spark_pool = true,
    .world_draws = world_draws,
};

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

/* TR3's sound ids for the shared routines (tomb3 sound.h's list): the
 * bubbles, the flood's reservoir flush, the explosion. TR1's earthquake,
 * stairs, raising block, sand, power-up and chain block effects are not in
 * TR3's flipeffect list; their sounds stay TR1's numbers, never played. */
const GameSounds GameSounds_TR3 = {
    .lara_bubbles = 37,
    .earthquake_a = FX_SFX_EARTHQUAKE_A,
    .earthquake_b = FX_SFX_EARTHQUAKE_B,
    .stairs2slope = FX_SFX_STAIRS2SLOPE,
    .flood = 163,
    .raisingblock = FX_SFX_RAISINGBLOCK,
    .sand_a = FX_SFX_SAND_A,
    .sand_b = FX_SFX_SAND_B,
    .powerup = FX_SFX_POWERUP,
    .explosion = 105,
    .chainblock_a = FX_SFX_CHAINBLOCK_A,
    .chainblock_b = FX_SFX_CHAINBLOCK_B,
};

/* The keys ring: keys, puzzle pieces, the pick-ups and the artefacts
 * (the icon pick-ups). */
static const int16_t keys_ring[] = {
    O3_KEY_OPTION_1, O3_KEY_OPTION_2, O3_KEY_OPTION_3, O3_KEY_OPTION_4,
    O3_PUZZLE_OPTION_1, O3_PUZZLE_OPTION_2, O3_PUZZLE_OPTION_3, O3_PUZZLE_OPTION_4,
    O3_PICKUP_OPTION_1, O3_PICKUP_OPTION_2,
    O3_ICON_PICKUP1_OPTION, O3_ICON_PICKUP2_OPTION, O3_ICON_PICKUP3_OPTION, O3_ICON_PICKUP4_OPTION,
};

static const GameObjectIds ids = {
    .key_hole1 = O3_KEY_HOLE_1,
    .key_option1 = O3_KEY_OPTION_1,
    .puzzle_hole1 = O3_PUZZLE_HOLE_1,
    .puzzle_done1 = O3_PUZZLE_DONE_1,
    .puzzle_option1 = O3_PUZZLE_OPTION_1,
    .movable_block1 = O3_MOVABLE_BLOCK,
    .rolling_block = -1,
    /* the shotgun goes on her back, as TR2's */
    .shotgun_item = -1,
    .lara_shotgun = O3_SHOTGUN,
    .flare_item = O3_FLARE_ITEM,
    .switch_small = O3_SMALL_SWITCH,
    .switch_button = O3_PUSH_SWITCH,
    .switch_airlock = O3_AIRLOCK_SWITCH,
    .keys_ring = keys_ring,
    .keys_ring_count = (int)(sizeof(keys_ring) / sizeof(keys_ring[0])),
    .lara_pistols = O3_PISTOLS,
    .lara_skin = O3_LARA_SKIN,
    .mesh_swap = {O3_MESHSWAP_1, O3_MESHSWAP_2, O3_MESHSWAP_3},
    .gym_key = O3_KEY_ITEM_1,
};

const GameRules GameRules_TR3 = {
    .game = GAME_TR3,
    .name = "Tomb Raider III",
    .input_mask = INPUT_VALID_MASK | INPUT_FLARE | INPUT_DUCK | INPUT_SPRINT,
    .font_object = O3_ALPHABET,
    .setup_objects = Object_SetupTR3,
    .test_triggers = Trigger_TestTR3,
    .draw_item = draw_item,
    .draw_effects = true,
    .effect_ids = &EffectIds_TR3,
    .lara = &Lara_TableTR3,
    .guns = &Gun_RulesTR3,
    .lara_consts = &lara_consts,
    .flipeffect_runs = NULL,
    .flipeffects = &FlipFx_TableTR3,
    .sounds = &GameSounds_TR3,
    .ids = &ids,
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
    .creatures = &CreatureRules_TR3,
    .gunfire_alert = AiTR3_GunfireAlert,
    .level_rules = Tr3Levels_Rules,
    .shot_smash = Smash3_Shot,
    .swarm = &Bats3_Rules,
    .sky_object = O3_HORIZON,
};
