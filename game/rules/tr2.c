/* Tomb Raider II: its table (see rules.h). Its levels play with TR1's Lara,
 * sounds, inventory items and shadows until its own land here; its object
 * ids, triggers and drawing differ from TR1's numbering, so those entries
 * stay empty (items drawn, not run) until game/objects/tr2/ and its
 * trigger routine exist. */
#include "game/rules/rules.h"

#include "game/flipeffect.h"
#include "game/game.h"
#include "game/inventory/ring.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/shadow.h"

static const LaraConsts lara_consts = {
    .max_head_rotation = 8008, /* 44 degrees: TR2's look routine (TRX src/libtrx/game/lara/look.c, TR_VERSION 2) */
    .max_head_tilt = 4004,
    .min_head_tilt = -7644, /* TRX src/libtrx/game/lara/look.c: the same for TR1 and TR2 */
};

const GameRules GameRules_TR2 = {
    .game = GAME_TR2,
    .name = "Tomb Raider II",
    .input_mask = INPUT_VALID_MASK | INPUT_FLARE,
    .setup_objects = NULL, /* Object_SetupTR2 once TR2 kinds exist */
    .test_triggers = NULL,
    .draw_item = NULL,
    .draw_effects = false,
    .lara = &Lara_TableTR1,
    .lara_consts = &lara_consts,
    .flipeffect_runs = FlipFx_SameInLaterGames,
    .sounds = &GameSounds_TR1,
    .ring_items = &Ring_ItemsTR1,
    .shadow = &Shadow_Octagon,
};
