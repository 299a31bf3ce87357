/* Tomb Raider III: its table (see rules.h). Its levels play with TR1's Lara,
 * sounds, inventory items and shadows until its own land here; its object
 * ids, triggers and drawing differ from TR1's numbering, so those entries
 * stay empty (items drawn, not run) until game/objects/tr3/ and its
 * trigger routine exist. */
#include "game/rules/rules.h"

#include "game/flipeffect.h"
#include "game/game.h"
#include "game/inventory/ring.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/shadow.h"

static const LaraConsts lara_consts = {
    .max_head_rotation = 8008, /* 44 degrees: TR3's LookLeftRight (tomb3 game/lara.cpp) */
    .max_head_tilt = 5460,
    .min_head_tilt = -6370, /* tomb3 game/lara.cpp LookUpDown */
};

const GameRules GameRules_TR3 = {
    .game = GAME_TR3,
    .name = "Tomb Raider III",
    .input_mask = INPUT_VALID_MASK | INPUT_FLARE,
    .setup_objects = NULL,
    .test_triggers = NULL,
    .draw_item = NULL,
    .draw_effects = false,
    .effect_ids = &EffectIds_TR1, /* TR1's numbering until TR3's own kinds land */
    .lara = &Lara_TableTR1,
    .guns = &Gun_RulesTR1,
    .lara_consts = &lara_consts,
    .flipeffect_runs = FlipFx_SameInLaterGames,
    .sounds = &GameSounds_TR1,
    .ring_items = &Ring_ItemsTR1,
    .shadow = &Shadow_Octagon,
};
