/* Tomb Raider III: its table (see rules.h). Its object table
 * (game/objects/tr3/, TR3's numbering in object_ids_tr3.h) holds Lara, so a
 * TR3 level plays with her: TR3's Lara (TR2's states as TR3 changed them,
 * the sprint, crouch, crawl and monkey swing, game/lara/lara_table_tr3.c),
 * TR3's input bits (the flare, duck and sprint), TR3's guns and flares
 * (TR2's gun code with TR3's objects, game/lara/lara_gun_tr3.c). Its
 * sounds, inventory items and shadows are TR1's until its own land
 * here; its triggers and the drawing of its items stay empty (items drawn
 * the default way, triggers doing nothing) until their TR3 routines
 * exist. */
#include "game/rules/rules.h"

#include "game/flipeffect.h"
#include "game/game.h"
#include "game/inventory/ring.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/shadow.h"

static const LaraConsts lara_consts = {
    .max_head_rotation = 8008, /* 44 degrees: TR3's LookLeftRight (tomb3 game/lara.cpp) */
    .max_head_tilt = 5460,
    .min_head_tilt = -6370, /* tomb3 game/lara.cpp LookUpDown */
};

const GameRules GameRules_TR3 = {
    .game = GAME_TR3,
    .name = "Tomb Raider III",
    .input_mask = INPUT_VALID_MASK | INPUT_FLARE | INPUT_DUCK | INPUT_SPRINT,
    .setup_objects = Object_SetupTR3,
    .test_triggers = NULL,
    .draw_item = NULL,
    .draw_effects = false,
    .effect_ids = &EffectIds_TR1, /* TR1's numbering until TR3's own kinds land */
    .lara = &Lara_TableTR3,
    .guns = &Gun_RulesTR3,
    .lara_consts = &lara_consts,
    .flipeffect_runs = FlipFx_SameInLaterGames,
    .sounds = &GameSounds_TR1,
    .ring_items = &Ring_ItemsTR1,
    .shadow = &Shadow_Octagon,
};
