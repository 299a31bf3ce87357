/* TR3's inventory (issue 23 section 4): its counts as the original's
 * Inv_AddItem files them (tomb3 game/invfunc.cpp: eight flares a box,
 * harpoons straight into the gun's rounds, the rocket launcher, the
 * artefacts on the keys ring, no save crystal carried on the PC), its ring
 * (every TR3 gun, the Desert Eagle and MP5 in TR2's automatic pistols' and
 * M16's places, the options ring with detail levels), the script's items
 * in TR3's order (the rocket launcher after the M16), what Lara carries to
 * the next level and a new game's start (ModifyStartInfo), and a TR3 save
 * keeping the rocket launcher. On the shared TR3 level (skipped without
 * it). */
#include "tests/test.h"
#include "tests/test_game.h"
#include "tests/vehicle_stand_in.h"

#include <stdlib.h>
#include <string.h>

#include "game/gameflow/gameflow.h"
#include "game/gameflow/start.h"
#include "game/inventory/inventory.h"
#include "game/inventory/ring.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/rules/rules.h"
#include "game/save/save.h"
#include "engine/math/fixed.h"

#define TR3_LEVEL "tr3/RANDO_TEST1.TR2"

TEST(tr3_inventory_counts_as_tr3)
{
    TestGame *t;
    GAME_NEW_OR_SKIP(t, TR3_LEVEL);
    Game *g = &t->g;
    CHECK(g->rules == &GameRules_TR3);
    CHECK(g->rules->inventory_add == Inventory_AddTR3);
    Inventory_Clear(&g->inv);
    Lara *l = &g->lara;
    /* a box of flares is eight; one more box, eight more */
    CHECK(Inventory_AddTR3(g, O3_FLAREBOX_ITEM));
    CHECK_EQ(Inventory_Count(g, O3_FLAREBOX_OPTION), 8);
    CHECK(Inventory_AddTR3(g, O3_FLAREBOX_ITEM));
    CHECK_EQ(Inventory_Count(g, O3_FLARE_ITEM), 16);
    /* harpoons: rounds at once, one ring item while she has no gun */
    int32_t h0 = l->harpoon.ammo;
    CHECK(Inventory_AddTR3(g, O3_HARPOON_AMMO_ITEM));
    CHECK(Inventory_AddTR3(g, O3_HARPOON_AMMO_ITEM));
    CHECK_EQ(l->harpoon.ammo, h0 + 6);
    CHECK_EQ(Inventory_Count(g, O3_HARPOON_AMMO_OPTION), 1);
    /* the gun takes the ring item, adding no rounds for it, and its own 3 */
    CHECK(Inventory_AddTR3(g, O3_HARPOON_ITEM));
    CHECK_EQ(l->harpoon.ammo, h0 + 9);
    CHECK_EQ(Inventory_Count(g, O3_HARPOON_AMMO_OPTION), 0);
    CHECK(l->has_harpoon);
    /* shells before the shotgun go in the ring, then 12 rounds each */
    int32_t s0 = l->shotgun.ammo;
    CHECK(Inventory_AddTR3(g, O3_SG_AMMO_ITEM));
    CHECK_EQ(Inventory_Count(g, O3_SG_AMMO_OPTION), 1);
    CHECK(Inventory_AddTR3(g, O3_SHOTGUN_ITEM));
    CHECK_EQ(l->shotgun.ammo, s0 + 24);
    CHECK_EQ(Inventory_Count(g, O3_SG_AMMO_OPTION), 0);
    CHECK_EQ(l->back_gun, O3_SHOTGUN);
    /* TR3's rounds a pick-up: Desert Eagle 10, MP5 60, rockets 1, grenades 2 */
    int32_t m0 = l->magnums.ammo, p0 = l->m16.ammo, r0 = l->rocket.ammo, g0 = l->grenade.ammo;
    CHECK(Inventory_AddTR3(g, O3_MAGNUM_ITEM));
    CHECK(Inventory_AddTR3(g, O3_M16_ITEM));
    CHECK(Inventory_AddTR3(g, O3_ROCKET_GUN_ITEM));
    CHECK(Inventory_AddTR3(g, O3_ROCKET_AMMO_ITEM));
    CHECK(Inventory_AddTR3(g, O3_GRENADE_GUN_ITEM));
    CHECK_EQ(l->magnums.ammo, m0 + 10);
    CHECK_EQ(l->m16.ammo, p0 + 60);
    CHECK_EQ(l->rocket.ammo, r0 + 2);
    CHECK_EQ(l->grenade.ammo, g0 + 2);
    CHECK(l->has_rocket && l->has_m16 && l->has_magnums && l->has_grenade);
    CHECK_EQ(Inventory_Count(g, O3_ROCKET_OPTION), 1);
    /* the artefacts on the keys ring; a key comes out again */
    CHECK(Inventory_AddTR3(g, O3_ICON_PICKUP3_ITEM));
    CHECK_EQ(Inventory_Count(g, O3_ICON_PICKUP3_OPTION), 1);
    CHECK(Inventory_AddTR3(g, O3_KEY_ITEM_2));
    CHECK(Inventory_RemoveTR3(g, O3_KEY_OPTION_2));
    CHECK(!Inventory_RemoveTR3(g, O3_KEY_OPTION_2));
    /* the PC game carries no save crystal */
    CHECK(!Inventory_AddTR3(g, O3_SAVEGAME_CRYSTAL_ITEM));
    CHECK_EQ(Inventory_OptionTR3(O3_SAVEGAME_CRYSTAL_ITEM), -1);
    /* secrets are counted once each */
    int found = g->secrets_found;
    CHECK(Inventory_AddTR3(g, O3_SECRET_ITEM_2));
    CHECK(Inventory_AddTR3(g, O3_SECRET_ITEM_2));
    CHECK_EQ(g->secrets_found, found + 1);
    TestGame_Delete(t);
}

/* A gun picked up turns the level's other pick-ups of it into its
 * ammunition (the original's GlobalItemReplace). */
TEST(tr3_inventory_gun_pickups_become_ammunition)
{
    TestGame *t;
    GAME_NEW_OR_SKIP(t, TR3_LEVEL);
    Sim *sim = t->g.sim;
    CHECK(sim->num_items > 1);
    uint32_t n = sim->num_items - 1;
    if ((int)n == t->g.lara.item)
        n--;
    Object_SetObjectId(&t->g, &sim->items[n], O3_ROCKET_GUN_ITEM);
    CHECK(Inventory_AddTR3(&t->g, O3_ROCKET_GUN_ITEM));
    CHECK_EQ(sim->items[n].object_id, O3_ROCKET_AMMO_ITEM);
    TestGame_Delete(t);
}

TEST(tr3_ring_item_table)
{
    const RingItemTable *t = &Ring_ItemsTR3;
    CHECK(GameRules_TR3.ring_items == t);
    CHECK_EQ(t->stats_option, O3_MAP_OPTION);
    CHECK_EQ(Ring_TableDef(t, O3_MAP_OPTION)->kind, RING_KIND_STOPWATCH);
    static const struct { int id, gun; } guns[] = {
        {O3_GUN_OPTION, LGT_PISTOLS}, {O3_MAGNUM_OPTION, LGT_MAGNUMS}, {O3_UZI_OPTION, LGT_UZIS},
        {O3_SHOTGUN_OPTION, LGT_SHOTGUN}, {O3_M16_OPTION, LGT_M16},
        {O3_GRENADE_OPTION, LGT_GRENADE}, {O3_HARPOON_OPTION, LGT_HARPOON},
    };
    for (size_t i = 0; i < COUNT_OF(guns); i++) {
        const RingItemDef *d = Ring_TableDef(t, guns[i].id);
        CHECK_MSG(d && d->kind == RING_KIND_GUN && d->gun == guns[i].gun, "gun %d", guns[i].id);
    }
    /* the rocket launcher: TR3's own gun type */
    const RingItemDef *rocket = Ring_TableDef(t, O3_ROCKET_OPTION);
    CHECK(rocket && rocket->kind == RING_KIND_GUN && rocket->gun == LGT_ROCKET);
    CHECK(rocket->gun < t->gun_types);
    CHECK_EQ(rocket->inv_pos, 6);
    CHECK(!strcmp(Ring_TableDef(t, O3_MAGNUM_OPTION)->name, "Desert Eagle"));
    CHECK(!strcmp(Ring_TableDef(t, O3_M16_OPTION)->name, "MP5"));
    CHECK_EQ(Ring_TableDef(t, O3_FLAREBOX_OPTION)->kind, RING_KIND_FLARES);
    CHECK_EQ(Ring_TableDef(t, O3_ICON_PICKUP4_OPTION)->inv_pos, 115);
    CHECK(Ring_TableDef(t, O3_SAVEGAME_CRYSTAL_OPTION) == NULL);
    /* options: passport, controls, sound, detail levels, Lara's Home */
    CHECK_EQ(t->count - t->first_option, 5);
    CHECK_EQ(t->defs[t->first_option].object_id, O3_PASSPORT_CLOSED);
    CHECK_EQ(t->defs[t->first_option + 3].kind, RING_KIND_DETAIL);
    CHECK_EQ(t->defs[t->count - 1].object_id, O3_PHOTO_OPTION);
    for (int i = 0; i < t->first_option; i++)
        CHECK_MSG(t->defs[i].inv_pos < 100 || t->defs[i].kind == RING_KIND_ITEM, "def %d", i);
}

/* The ring opened in a TR3 level: the stopwatch first, the rocket
 * launcher between the MP5 and the grenade launcher; the keys ring holds
 * the artefact. */
TEST(tr3_ring_on_a_tr3_level)
{
    TestGame *t;
    GAME_NEW_OR_SKIP(t, TR3_LEVEL);
    Game *g = &t->g;
    CHECK_EQ(Inventory_Count(g, O3_MAP_OPTION), 1);
    Inventory_AddTR3(g, O3_GRENADE_GUN_ITEM);
    Inventory_AddTR3(g, O3_ROCKET_GUN_ITEM);
    Inventory_AddTR3(g, O3_M16_ITEM);
    Inventory_AddTR3(g, O3_ICON_PICKUP1_ITEM);
    Ring *r = calloc(1, sizeof *r);
    RingEnv env;
    memset(&env, 0, sizeof env);
    env.lv = &t->lv;
    env.game = g;
    Ring_Open(r, &env, RING_MODE_GAME, 0);
    CHECK(r->defs == &Ring_ItemsTR3);
    CHECK_EQ(r->defs->defs[r->list[0]].object_id, O3_MAP_OPTION);
    int at_m16 = -1, at_rocket = -1, at_grenade = -1;
    for (int i = 0; i < r->number_of_objects; i++) {
        int id = r->defs->defs[r->list[i]].object_id;
        at_m16 = id == O3_M16_OPTION ? i : at_m16;
        at_rocket = id == O3_ROCKET_OPTION ? i : at_rocket;
        at_grenade = id == O3_GRENADE_OPTION ? i : at_grenade;
    }
    CHECK(at_m16 >= 0 && at_rocket == at_m16 + 1 && at_grenade == at_rocket + 1);
    CHECK_EQ(r->keys_count, 1);
    /* a gun chosen is asked for by TR3's gun code, the rocket launcher
     * by its own type */
    g->lara.request_gun_type = LGT_UNARMED;
    Ring_UseItem(g, O3_M16_OPTION, NULL, NULL);
    CHECK_EQ(g->lara.request_gun_type, LGT_M16);
    Ring_UseItem(g, O3_ROCKET_OPTION, NULL, NULL);
    CHECK_EQ(g->lara.request_gun_type, LGT_ROCKET);
    free(r);
    TestGame_Delete(t);
}

/* The script's items in TR3's order: index 6 is the rocket launcher,
 * 14 its rockets, 16 a flare, 29 the save crystal (nothing on the PC). */
TEST(tr3_script_items_in_tr3_order)
{
    TestGame *t;
    GAME_NEW_OR_SKIP(t, TR3_LEVEL);
    Game *g = &t->g;
    CHECK_EQ(GameRules_TR3.num_script_items, GF_INV_COUNT_TR3);
    uint8_t counts[GF_INV_MAX] = {0};
    counts[6] = 1;
    counts[14] = 3;
    counts[16] = 2;
    counts[29] = 1;
    Start_GiveScriptItems(g, counts, GF_INV_MAX);
    CHECK_EQ(Inventory_Count(g, O3_ROCKET_OPTION), 1);
    CHECK_EQ(g->lara.rocket.ammo, 4);
    CHECK_EQ(Inventory_Count(g, O3_FLAREBOX_OPTION), 2);
    CHECK_EQ(Inventory_Count(g, O3_SAVEGAME_CRYSTAL_OPTION), 0);
    TestGame_Delete(t);
}

/* What she carries on (TR2's way with the rocket launcher), the next
 * level entered with the pistols in hand; a new game's first level starts
 * with two flares and a medipack of each kind, the gym with nothing; the
 * bonus game every gun. A save of the run keeps the rocket launcher. */
TEST(tr3_start_carries_the_rocket_launcher)
{
    TestGame *t;
    GAME_NEW_OR_SKIP(t, TR3_LEVEL);
    Game *g = &t->g;
    Inventory_AddTR3(g, O3_ROCKET_GUN_ITEM);
    Inventory_AddTR3(g, O3_ROCKET_AMMO_ITEM);
    Inventory_AddTR3(g, O3_SG_AMMO_ITEM);
    Inventory_AddTR3(g, O3_FLAREBOX_ITEM);
    Inventory_AddTR3(g, O3_KEY_ITEM_1);
    g->lara.gun_type = LGT_UZIS;
    StartInfo s;
    Start_FromGame(&s, g);
    CHECK(s.got_rocket && s.rocket_ammo == 2);
    CHECK(s.got_pistols);
    CHECK_EQ(s.gun_type, LGT_PISTOLS);
    CHECK_EQ(s.num_flares, 8);
    CHECK_EQ(s.ammo_items[3], 1); /* the shells, in the shotgun's place */
    Inventory_Clear(&g->inv);
    g->lara.has_rocket = false;
    g->lara.rocket.ammo = 0;
    Start_Apply(&s, g);
    CHECK_EQ(Inventory_Count(g, O3_ROCKET_OPTION), 1);
    CHECK(g->lara.has_rocket);
    CHECK_EQ(g->lara.rocket.ammo, 2);
    CHECK_EQ(Inventory_Count(g, O3_SG_AMMO_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O3_FLAREBOX_OPTION), 8);
    CHECK_EQ(Inventory_Count(g, O3_KEY_OPTION_1), 0);
    CHECK_EQ(Inventory_Count(g, O3_MAP_OPTION), 1);
    CHECK_EQ(Start_NumGuns(&GameRules_TR3), START_GUNS);
    CHECK_EQ(Start_NumGuns(&GameRules_TR2), START_GUNS_TR2);
    CHECK_EQ(Start_NumGuns(&GameRules_TR1), 0);
    /* a new game */
    StartInfo n;
    Start_New(&n, START_NEW_GAME, false);
    Start_RulesTR3.new_game(&n, START_NEW_GAME, false);
    CHECK(n.got_pistols && n.num_flares == 2 && n.num_medis == 1 && n.num_big_medis == 1);
    Start_New(&n, START_GYM, false);
    Start_RulesTR3.new_game(&n, START_GYM, false);
    CHECK(!n.got_pistols && n.num_flares == 0 && n.num_medis == 0);
    Start_New(&n, START_NEW_GAME, true);
    Start_RulesTR3.new_game(&n, START_NEW_GAME, true);
    CHECK(n.got_rocket && n.rocket_ammo == 10000 && n.m16_ammo == 10000);
    CHECK_EQ(n.num_flares, 255);
    CHECK_EQ(n.gun_type, LGT_ROCKET);
    /* the bonus game's first level: the rocket launcher comes out first */
    Start_Apply(&n, g);
    CHECK(g->lara.has_rocket && g->lara.has_pistols);
    CHECK_EQ(g->lara.gun_type, LGT_ROCKET);
    /* TR3 enters every level with the pistols in hand */
    g->lara.gun_type = LGT_FLARE;
    g->lara.last_gun_type = LGT_ROCKET;
    Start_FromGame(&n, g);
    CHECK_EQ(n.gun_type, LGT_PISTOLS);
    CHECK(n.got_rocket);
    TestGame_Delete(t);
}

/* A TR3 save holds the rocket launcher (Lara's rounds and flag). */
TEST(tr3_inventory_save_keeps_the_rocket_launcher)
{
    TestGame *t, *u;
    GAME_NEW_OR_SKIP(t, TR3_LEVEL);
    GAME_NEW_OR_SKIP(u, TR3_LEVEL);
    Game *g = &t->g;
    Inventory_AddTR3(g, O3_ROCKET_GUN_ITEM);
    g->lara.rocket.ammo = 7;
    uint8_t *data = NULL;
    size_t size = 0;
    SaveMeta meta = {-1, NULL, NULL, 0};
    CHECK(Save_Serialize(g, NULL, &meta, &data, &size));
    char err[256] = "";
    CHECK_MSG(Save_Restore(&u->g, NULL, data, size, "tr3.t8s", NULL, err, sizeof err), "%s", err);
    CHECK_EQ(u->g.lara.rocket.ammo, 7);
    CHECK(u->g.lara.has_rocket);
    CHECK_EQ(Inventory_Count(&u->g, O3_ROCKET_OPTION), 1);
    free(data);
    TestGame_Delete(t);
    TestGame_Delete(u);
}

/* The PC game's save crystal (tomb3 AnimatingPickUp): it turns and bobs
 * where it lies; Lara at it takes 500 hit points back (to 1000 at most)
 * and it is gone, never carried. A stand-in: a level item given the
 * crystal's id (the shared level has no crystal). */
TEST(tr3_crystal_heals_and_is_gone)
{
    TestGame *t;
    GAME_NEW_OR_SKIP(t, TR3_LEVEL);
    Game *g = &t->g;
    Sim *sim = g->sim;
    Item *lara = Game_LaraItem(g);
    CHECK(lara && sim->num_items > 1);
    uint32_t n = sim->num_items - 1;
    if ((int)n == g->lara.item)
        n--;
    Item *it = &sim->items[n];
    Object_SetObjectId(g, it, O3_SAVEGAME_CRYSTAL_ITEM);
    /* far from her first: it turns and rises */
    it->pos.x = t->lv.items[n].pos.x = lara->pos.x + 4096;
    it->pos.z = t->lv.items[n].pos.z = lara->pos.z;
    t->lv.items[n].pos.y = lara->pos.y;
    CHECK(g->objects[O3_SAVEGAME_CRYSTAL_ITEM].initialise != NULL);
    g->objects[O3_SAVEGAME_CRYSTAL_ITEM].initialise(g, (int)n);
    int16_t yaw = it->rot.y;
    lara->hit_points = 300;
    int lights = g->lights.count;
    g->objects[O3_SAVEGAME_CRYSTAL_ITEM].control(g, (int)n);
    CHECK_EQ(it->rot.y, (int16_t)(yaw + 1024));
    CHECK_EQ(it->timer, 1);
    /* the original's sine table is 4096 to one: |sin| >> 4 is at most 256 */
    CHECK_EQ(it->pos.y, lara->pos.y - 64 - ((Math_Sin(1024) >> 2) >> 4));
    CHECK_EQ(lara->hit_points, 300);
    /* lit green as it bobs: its channel |sin| >> 7, halved for our light */
    CHECK_EQ(g->lights.count, lights + 1);
    CHECK_EQ(g->lights.light[lights].intensity, ((Math_Sin(1024) >> 2) >> 7) / 2);
    CHECK_EQ(g->lights.light[lights].pos.y, it->pos.y);
    /* at her: healed, gone, counted as a pick-up, nothing in the ring */
    it->pos.x = t->lv.items[n].pos.x = lara->pos.x;
    int pickups = g->pickups;
    g->lara.poisoned = 100;
    g->objects[O3_SAVEGAME_CRYSTAL_ITEM].control(g, (int)n);
    CHECK_EQ(lara->hit_points, 800);
    CHECK_EQ(g->lara.poisoned, 0); /* and her poison gone */
    CHECK(!it->active && it->hit_points == -1);
    CHECK_EQ(g->pickups, pickups + 1);
    CHECK_EQ(Inventory_Count(g, O3_SAVEGAME_CRYSTAL_ITEM), 0);
    /* never above her full health */
    lara->hit_points = 900;
    it->hit_points = 0;
    g->objects[O3_SAVEGAME_CRYSTAL_ITEM].control(g, (int)n);
    CHECK_EQ(lara->hit_points, LARA_HITPOINTS);
    TestGame_Delete(t);
}

/* TR3's level-select globe drawn from the level's GAMMA_OPTION model as
 * its ring's one open item (Ring_DrawGlobe): nothing without the model
 * (the shared TR3 level has none), else the model over the frame, turned
 * by the globe's angles (a stand-in: Lara's model under the globe's id;
 * only that it is drawn and turns is checked, not its looks). */
TEST(tr3_globe_drawn_from_its_model)
{
    const char *path = Test_SharedPath("tr3/RANDO_TEST1.TR2");
    if (!path)
        SKIP("shared tr3/RANDO_TEST1.TR2 not present");
    enum { W = 320, H = 240 };
    Level lv;
    char err[256];
    CHECK_MSG(Level_Load(path, &lv, err, sizeof err), "%s", err);
    uint8_t *fb = calloc(W * H, 1), *first = calloc(W * H, 1);
    UiCanvas c;
    UiCanvas_Init(&c, &lv, fb, W, H);
    int16_t rot[3] = {0, 0, 0};
    Renderer *rd = Render_Create(&lv, W, H, NULL, NULL, 0);
    CHECK(!Ring_DrawGlobe(&lv, rd, &c, rot));
    int lit = 0;
    for (int i = 0; i < W * H; i++)
        lit += fb[i] != 0;
    CHECK_EQ(lit, 0);
    Render_Destroy(rd);
    static const StandInAnim pose = {.state = 0, .frames = 1, .next = 0};
    static const int ids[] = {O3_GAMMA_OPTION};
    CHECK(StandIn_Add(&lv, &pose, 1, ids, 1));
    rd = Render_Create(&lv, W, H, NULL, NULL, 0);
    CHECK(Ring_DrawGlobe(&lv, rd, &c, rot));
    for (int i = 0; i < W * H; i++)
        lit += fb[i] != 0;
    CHECK(lit > 500);
    memcpy(first, fb, W * H);
    memset(fb, 0, W * H);
    /* turned to Antarctica's angles */
    const int16_t antarctica[3] = {-5120, -15360, -18688};
    CHECK(Ring_DrawGlobe(&lv, rd, &c, antarctica));
    CHECK(memcmp(first, fb, W * H) != 0);
    Render_Destroy(rd);
    free(fb);
    free(first);
    Level_Free(&lv);
}
