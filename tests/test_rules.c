/* The per-game seam (game/rules): the level's version picks one table at
 * Game_Attach, and the shared code goes through it (objects, triggers,
 * drawing, Lara's states, flipeffects and their sounds), not through
 * version tests. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/flipeffect.h"
#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/inventory/ring.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/shadow.h"
#include "game/effects/effect.h"
#include "game/rules/rules.h"
#include "tests/test_game.h"
#include "tools/levelbuild/default_level.h"

TEST(rules_selected_by_version)
{
    CHECK(GameRules_For(GAME_TR1) == &GameRules_TR1);
    CHECK(GameRules_For(GAME_TR2) == &GameRules_TR2);
    CHECK(GameRules_For(GAME_TR3) == &GameRules_TR3);
    CHECK(GameRules_For((GameVersion)0) == &GameRules_TR1);
    /* TR1 fills every entry with what exists. */
    const GameRules *r = &GameRules_TR1;
    CHECK(r->setup_objects && r->test_triggers && r->draw_item && r->draw_effects);
    CHECK(r->lara == &Lara_TableTR1 && r->sounds == &GameSounds_TR1);
    CHECK(r->shadow == &Shadow_Octagon && r->flipeffect_runs == NULL);
    CHECK(r->ring_items == &Ring_ItemsTR1);
    CHECK(r->ids && r->inventory_add == Inventory_Add && r->inventory_remove == Inventory_Remove);
    /* TR2 / TR3: each its own Lara and ring; both have their own objects,
     * triggers, inventory counts, guns and drawing of Lara and creatures. */
    for (int i = 0; i < 2; i++) {
        r = i ? &GameRules_TR3 : &GameRules_TR2;
        CHECK_EQ((int)r->game, i ? GAME_TR3 : GAME_TR2);
        CHECK(r->lara == (i ? &Lara_TableTR3 : &Lara_TableTR2));
        CHECK(r->ring_items == (i ? &Ring_ItemsTR3 : &Ring_ItemsTR2));
        CHECK(r->draw_item != NULL);
        CHECK(r->guns == (i ? &Gun_RulesTR3 : &Gun_RulesTR2));
    }
    CHECK(GameRules_TR1.guns == &Gun_RulesTR1);
    /* TR3: its own flipeffect list (TR2's and more) and sound ids. */
    CHECK(GameRules_TR3.sounds == &GameSounds_TR3 && GameRules_TR3.flipeffects == &FlipFx_TableTR3);
    CHECK(!GameRules_TR3.flipeffect_runs);
    /* TR2: its own flipeffect list and sound ids. */
    CHECK(GameRules_TR2.flipeffects == &FlipFx_TableTR2 && !GameRules_TR2.flipeffect_runs);
    CHECK(GameRules_TR2.sounds == &GameSounds_TR2);
    CHECK(GameSounds_TR2.flood == 79 && GameSounds_TR2.explosion == 105);
    CHECK(GameSounds_TR2.lara_bubbles == 37);
    r = &GameRules_TR2;
    CHECK(r->setup_objects == Object_SetupTR2 && r->test_triggers == Trigger_TestTR2);
    CHECK(r->ids && r->ids->key_hole1 == O2_KEY_HOLE_1 && r->ids->movable_block1 == O2_MOVABLE_BLOCK_1);
    CHECK(r->inventory_add == Inventory_AddTR2 && r->inventory_remove == Inventory_RemoveTR2);
    r = &GameRules_TR3;
    CHECK(r->setup_objects == Object_SetupTR3 && r->test_triggers == Trigger_TestTR3);
    CHECK(r->ids && r->ids->key_hole1 == O3_KEY_HOLE_1);
    /* Effects carry each game's ids, each its own and drawn. */
    CHECK(GameRules_TR1.effect_ids == &EffectIds_TR1);
    CHECK(GameRules_TR2.effect_ids == &EffectIds_TR2 && GameRules_TR2.draw_effects);
    CHECK(GameRules_TR3.effect_ids == &EffectIds_TR3 && GameRules_TR3.draw_effects);
    CHECK(FlipFx_SameInLaterGames(FX_FINISH_LEVEL) && FlipFx_SameInLaterGames(FX_FLIP_MAP));
    CHECK(!FlipFx_SameInLaterGames(FX_EARTHQUAKE) && !FlipFx_SameInLaterGames(FX_FLICKER));
}

/* The Game takes the table of its level's game; a TR2 level's items get
 * TR2's routines, never TR1's (the ids mean other objects there). */
TEST(rules_attached_from_the_level)
{
    TestGame *t = calloc(1, sizeof *t);
    CHECK(t);
    CHECK(TestGame_OpenPath(t, Test_BinPath("data/default.phd")));
    CHECK(t->g.rules == &GameRules_TR1);
    CHECK(Object_Info(&t->g, t->sim.items[DL_ITEM_WOLF].object_id)->control != NULL);
    TestGame_Close(t);
    if (Test_SharedPath("tr2/RANDO_TEST1.TR2")) {
        CHECK(TestGame_Open(t, "tr2/RANDO_TEST1.TR2"));
        CHECK(t->g.rules == &GameRules_TR2);
        /* Its own ids: a TR2 door runs, a TR2 pick-up is taken; TR1's
         * wolf id (Lara's grenade launcher animation in TR2) runs nothing. */
        CHECK(t->g.objects[O2_DOOR_TYPE_1].control != NULL);
        CHECK(t->g.objects[O2_PISTOL_AMMO_ITEM].collision != NULL);
        CHECK(Object_Info(&t->g, O_WOLF)->control == NULL);
        TestGame_Close(t);
    }
    if (Test_SharedPath("tr3/RANDO_TEST1.TR2")) {
        /* TR3's table: Lara (object 0) with her hit points. */
        CHECK(TestGame_Open(t, "tr3/RANDO_TEST1.TR2"));
        CHECK(t->g.rules == &GameRules_TR3);
        CHECK_EQ(t->g.objects[O3_LARA].hit_points, LARA_HITPOINTS);
        CHECK(Game_LaraItem(&t->g) != NULL);
        TestGame_Close(t);
    }
    free(t);
}

/* TR3's object ids are the original's numbering (tomb3/game/objects.h):
 * spot checks along the list, where a slip would shift everything after
 * (the shared TR3 level's models sit at these numbers: the passport, the
 * large medipack item, the gun flashes, the grenade, the horizon, the
 * shells). */
TEST(rules_tr3_object_ids)
{
    CHECK_EQ(O3_HAIR, 2);
    CHECK_EQ(O3_FLARE, 10);
    CHECK_EQ(O3_LARA_EXTRA, 13);
    CHECK_EQ(O3_UPV, 19);
    CHECK_EQ(O3_MONKEY, 71);
    CHECK_EQ(O3_TONY, 73);
    CHECK_EQ(O3_MOVABLE_BLOCK, 97);
    CHECK_EQ(O3_DOOR_TYPE_1, 131);
    CHECK_EQ(O3_PASSPORT_OPTION, 145);
    CHECK_EQ(O3_BIGMEDI_ITEM, 177);
    CHECK_EQ(O3_SAVEGAME_CRYSTAL_ITEM, 180);
    CHECK_EQ(O3_KEY_HOLE_1, 232);
    CHECK_EQ(O3_GUN_FLASH, 300);
    CHECK_EQ(O3_GRENADE, 311);
    CHECK_EQ(O3_LARA_SKIN, 315); /* where a TR3 level keeps her visible meshes */
    CHECK_EQ(O3_HORIZON, 355);
    CHECK_EQ(O3_ALPHABET, 356);
    CHECK_EQ(O3_SHOTGUNSHELL, 367);
    CHECK_EQ(O3_COUNT, 376);
    CHECK(O3_COUNT <= OBJECT_MAX);
}

/* Lara's numbers that differ between the games come from the game's table:
 * TR1's as before, TR2's and TR3's from their originals; a TR2 level's Game
 * sees TR2's. */
TEST(rules_lara_consts_per_game)
{
    CHECK(GameRules_TR1.lara_consts && GameRules_TR2.lara_consts && GameRules_TR3.lara_consts);
    CHECK_EQ(GameRules_TR1.lara_consts->max_head_rotation, 9100);
    CHECK_EQ(GameRules_TR2.lara_consts->max_head_rotation, 8008);
    CHECK_EQ(GameRules_TR3.lara_consts->max_head_rotation, 8008);
    CHECK(GameRules_TR1.lara_consts->max_head_tilt == 4004 && GameRules_TR1.lara_consts->min_head_tilt == -7644);
    CHECK(GameRules_TR2.lara_consts->max_head_tilt == 4004 && GameRules_TR2.lara_consts->min_head_tilt == -7644);
    CHECK(GameRules_TR3.lara_consts->max_head_tilt == 5460 && GameRules_TR3.lara_consts->min_head_tilt == -6370);
    TestGame *t = calloc(1, sizeof *t);
    CHECK(t);
    CHECK(TestGame_OpenPath(t, Test_BinPath("data/default.phd")));
    CHECK_EQ(t->g.rules->lara_consts->max_head_rotation, 9100);
    TestGame_Close(t);
    if (Test_SharedPath("tr2/RANDO_TEST1.TR2")) {
        CHECK(TestGame_Open(t, "tr2/RANDO_TEST1.TR2"));
        CHECK(t->g.rules->lara_consts == GameRules_TR2.lara_consts);
        CHECK_EQ(t->g.rules->lara_consts->max_head_rotation, 8008);
        TestGame_Close(t);
    }
    free(t);
}

/* ---- the shared code goes through the table ---------------------------------- */

static int g_setups, g_triggers, g_draws;
static int32_t g_trigger_index;

static void count_setup(Game *g) { g_setups++; }
static void count_trigger(Game *g, int32_t i, bool heavy)
{
    g_triggers++;
    g_trigger_index = i;
}
static int count_draw(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap)
{
    g_draws++;
    return 7;
}
static bool only_explosion(int effect) { return effect == FX_EXPLOSION; }

typedef struct {
    int ids[8], n;
} Heard;

static void heard(void *user, int id, const Vec3i *pos)
{
    Heard *h = user;
    if (h->n < 8)
        h->ids[h->n++] = id;
}

TEST(rules_route_the_shared_code)
{
    TestGame *t = calloc(1, sizeof *t);
    CHECK(t);
    CHECK(TestGame_OpenPath(t, Test_BinPath("data/default.phd")));
    Game *g = &t->g;
    /* A made-up game: TR1's Lara, its own objects, triggers, drawing,
     * flipeffect numbering and sound ids. */
    GameSounds sounds = GameSounds_TR1;
    sounds.explosion = 42;
    GameRules made = GameRules_TR1;
    made.setup_objects = count_setup;
    made.test_triggers = count_trigger;
    made.draw_item = count_draw;
    made.flipeffect_runs = only_explosion;
    made.sounds = &sounds;
    g->rules = &made;
    g_setups = g_triggers = g_draws = 0;
    Object_SetupAll(g);
    CHECK_EQ(g_setups, 1);
    CHECK(Object_Info(g, t->sim.items[DL_ITEM_WOLF].object_id)->control == NULL);
    Game_TestTriggers(g, 5, false);
    CHECK(g_triggers == 1 && g_trigger_index == 5);
    RenderMeshDraw d[4];
    CHECK_EQ(Game_DrawItem(g, &t->sim, t->sim.lara, 65536, d, 4), 7);
    CHECK_EQ(g_draws, 1);
    made.draw_item = NULL;
    CHECK_EQ(Game_DrawItem(g, &t->sim, t->sim.lara, 65536, d, 4), -1);
    /* The flipeffects: this game's numbering and sound ids. */
    FlipFx fx;
    FlipFx_Init(&fx, &t->sim);
    CHECK(fx.rules == &GameRules_TR1);
    fx.rules = &made;
    Heard h = {0};
    fx.user = &h;
    fx.play_sound = heard;
    Log_SetQuiet(1);
    FlipFx_Call(&fx, NULL, FX_EXPLOSION);
    FlipFx_Call(&fx, NULL, FX_RAISINGBLOCK); /* not this game's meaning */
    CHECK_EQ(h.n, 1);
    CHECK_EQ(h.ids[0], 42);
    CHECK_EQ(fx.calls[FX_EXPLOSION], 1u);
    /* The ring shows the game's inventory items. */
    RingItemTable items = Ring_ItemsTR1;
    made.ring_items = &items;
    Ring *ring = calloc(1, sizeof *ring);
    CHECK(ring);
    RingEnv env;
    memset(&env, 0, sizeof env);
    env.lv = &t->lv;
    env.game = g;
    Ring_Open(ring, &env, RING_MODE_TITLE, 0);
    CHECK(ring->defs == &items);
    CHECK_EQ(ring->items[items.first_option].object_id, Ring_ItemsTR1.defs[items.first_option].object_id);
    g->rules = &GameRules_TR1;
    Ring_Open(ring, &env, RING_MODE_TITLE, 0);
    CHECK(ring->defs == &Ring_ItemsTR1);
    free(ring);
    TestGame_Close(t);
    free(t);
}
