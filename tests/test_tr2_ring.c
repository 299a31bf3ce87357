/* TR2's inventory ring (issue 22 section 4): its item table (the stopwatch,
 * every gun and its ammunition, the flares, both medipacks, keys, puzzle
 * pieces and pickups; passport, controls, sound and Lara's Home), its
 * inventory numbering (pickups to their O2_*_OPTION ring objects), the
 * stopwatch and pistols a TR2 level starts with, a medipack or gun used
 * from the ring, the ring opened on a TR2 level with its own items, and
 * the level's script names for its keys. TR1's ring is unchanged (its own
 * tests). */
#include "tests/test.h"
#include "tests/test_game.h"

#include <stdlib.h>
#include <string.h>

#include "game/gameflow/stats.h"
#include "game/inventory/inventory.h"
#include "game/inventory/ring.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/rules/rules.h"
#include "game/save/save.h"
#include "game/ui/hud.h"

TEST(tr2_ring_item_table)
{
    const RingItemTable *t = &Ring_ItemsTR2;
    CHECK(GameRules_TR2.ring_items == t);
    CHECK(GameRules_TR1.ring_items == &Ring_ItemsTR1);
    CHECK_EQ(t->stats_option, O2_COMPASS_OPTION);
    CHECK_EQ(t->pistols_option, O2_PISTOL_OPTION);
    CHECK_EQ(Ring_TableDef(t, O2_COMPASS_OPTION)->kind, RING_KIND_STOPWATCH);
    /* every gun with the original's gun type */
    static const struct { int id, gun; } guns[] = {
        {O2_PISTOL_OPTION, 1}, {O2_MAGNUM_OPTION, 2}, {O2_UZI_OPTION, 3},
        {O2_SHOTGUN_OPTION, 4}, {O2_M16_OPTION, 5}, {O2_GRENADE_OPTION, 6},
        {O2_HARPOON_OPTION, 7},
    };
    for (size_t i = 0; i < sizeof guns / sizeof guns[0]; i++) {
        const RingItemDef *d = Ring_TableDef(t, guns[i].id);
        CHECK_MSG(d && d->kind == RING_KIND_GUN && d->gun == guns[i].gun, "gun %d", guns[i].id);
    }
    static const int ammo[] = {O2_SHOTGUN_AMMO_OPTION, O2_MAGNUM_AMMO_OPTION, O2_UZI_AMMO_OPTION,
                               O2_HARPOON_AMMO_OPTION, O2_M16_AMMO_OPTION,
                               O2_GRENADE_AMMO_OPTION};
    for (size_t i = 0; i < sizeof ammo / sizeof ammo[0]; i++)
        CHECK_MSG(Ring_TableDef(t, ammo[i]) != NULL, "ammo %d", ammo[i]);
    CHECK_EQ(Ring_TableDef(t, O2_FLARES_OPTION)->kind, RING_KIND_FLARES);
    CHECK_EQ(Ring_TableDef(t, O2_FLARES_OPTION)->gun, 8);
    CHECK_EQ(Ring_TableDef(t, O2_SMALL_MEDIPACK_OPTION)->kind, RING_KIND_MEDI_SMALL);
    CHECK_EQ(Ring_TableDef(t, O2_LARGE_MEDIPACK_OPTION)->kind, RING_KIND_MEDI_LARGE);
    CHECK_EQ(Ring_TableDef(t, O2_KEY_OPTION_1)->inv_pos, 101);
    /* the options ring: passport, controls, sound, Lara's Home */
    CHECK_EQ(t->count - t->first_option, 4);
    CHECK_EQ(t->defs[t->first_option].object_id, O2_PASSPORT_CLOSED);
    CHECK_EQ(t->defs[t->first_option + 1].kind, RING_KIND_CONTROLS);
    CHECK_EQ(t->defs[t->first_option + 2].kind, RING_KIND_SOUND);
    CHECK_EQ(t->defs[t->count - 1].object_id, O2_PHOTO_OPTION);
    CHECK(Ring_TableDef(t, O2_PASSPORT_OPTION) == &t->defs[t->first_option]);
}

TEST(tr2_ring_inventory_numbering)
{
    static const struct { int item, option; } map[] = {
        {O2_PISTOL_ITEM, O2_PISTOL_OPTION}, {O2_SHOTGUN_ITEM, O2_SHOTGUN_OPTION},
        {O2_MAGNUM_ITEM, O2_MAGNUM_OPTION}, {O2_UZI_ITEM, O2_UZI_OPTION},
        {O2_HARPOON_ITEM, O2_HARPOON_OPTION}, {O2_M16_ITEM, O2_M16_OPTION},
        {O2_GRENADE_ITEM, O2_GRENADE_OPTION}, {O2_SHOTGUN_AMMO_ITEM, O2_SHOTGUN_AMMO_OPTION},
        {O2_MAGNUM_AMMO_ITEM, O2_MAGNUM_AMMO_OPTION}, {O2_UZI_AMMO_ITEM, O2_UZI_AMMO_OPTION},
        {O2_HARPOON_AMMO_ITEM, O2_HARPOON_AMMO_OPTION}, {O2_M16_AMMO_ITEM, O2_M16_AMMO_OPTION},
        {O2_GRENADE_AMMO_ITEM, O2_GRENADE_AMMO_OPTION},
        {O2_SMALL_MEDIPACK_ITEM, O2_SMALL_MEDIPACK_OPTION},
        {O2_LARGE_MEDIPACK_ITEM, O2_LARGE_MEDIPACK_OPTION}, {O2_FLARES_ITEM, O2_FLARES_OPTION},
        {O2_FLARE_ITEM, O2_FLARES_OPTION}, {O2_PUZZLE_ITEM_1, O2_PUZZLE_OPTION_1},
        {O2_PUZZLE_ITEM_4, O2_PUZZLE_OPTION_4}, {O2_KEY_ITEM_1, O2_KEY_OPTION_1},
        {O2_KEY_ITEM_4, O2_KEY_OPTION_4}, {O2_PICKUP_ITEM_1, O2_PICKUP_OPTION_1},
        {O2_PICKUP_ITEM_2, O2_PICKUP_OPTION_2}, {O2_PASSPORT_OPTION, O2_PASSPORT_OPTION},
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        CHECK_MSG(Inventory_OptionTR2(map[i].item) == map[i].option, "object %d", map[i].item);
    CHECK_EQ(Inventory_OptionTR2(O2_LARA), -1);
    CHECK(GameRules_TR2.inventory_option == Inventory_OptionTR2);
    CHECK(GameRules_TR1.inventory_option == NULL);
}

/* A TR2 level: the stopwatch and the pistols at the start, TR2's items
 * counted under TR2's ids, a medipack and a gun used from the ring. */
TEST(tr2_ring_on_a_tr2_level)
{
    TestGame *t = TestGame_New("tr2/RANDO_TEST1.TR2");
    if (!t)
        SKIP("shared tr2/RANDO_TEST1.TR2 not present");
    Game *g = &t->g;
    CHECK(g->rules == &GameRules_TR2);
    CHECK_EQ(Inventory_Count(g, O2_COMPASS_OPTION), 1);
    CHECK_EQ(Inventory_Count(g, O2_PISTOL_ITEM), g->lara.has_pistols ? 1 : 0);
    if (!g->objects[O2_SMALL_MEDIPACK_OPTION].loaded || Game_LaraItem(g) == NULL) {
        TestGame_Delete(t);
        SKIP("the shared TR2 level has no small medipack ring model or no Lara");
    }
    CHECK(Inventory_Add(g, O2_SMALL_MEDIPACK_ITEM));
    CHECK(Inventory_Add(g, O2_SMALL_MEDIPACK_ITEM));
    CHECK_EQ(Inventory_Count(g, O2_SMALL_MEDIPACK_OPTION), 2);
    Item *lara = Game_LaraItem(g);
    lara->hit_points = 300;
    Ring_UseItem(g, O2_SMALL_MEDIPACK_OPTION, NULL, NULL);
    CHECK_EQ(lara->hit_points, 300 + LARA_HITPOINTS / 2);
    CHECK_EQ(Inventory_Count(g, O2_SMALL_MEDIPACK_ITEM), 1);
    /* full health: not used */
    lara->hit_points = LARA_HITPOINTS;
    Ring_UseItem(g, O2_SMALL_MEDIPACK_ITEM, NULL, NULL);
    CHECK_EQ(Inventory_Count(g, O2_SMALL_MEDIPACK_ITEM), 1);
    /* a gun chosen: asked for by TR2's number; TR2's own guns and the
     * flare too (its gun code draws them) */
    g->lara.request_gun_type = LGT_UNARMED;
    Ring_UseItem(g, O2_SHOTGUN_OPTION, NULL, NULL);
    CHECK_EQ(g->lara.request_gun_type, LGT_SHOTGUN);
    Ring_UseItem(g, O2_M16_OPTION, NULL, NULL);
    CHECK_EQ(g->lara.request_gun_type, LGT_M16);
    Ring_UseItem(g, O2_HARPOON_ITEM, NULL, NULL);
    CHECK_EQ(g->lara.request_gun_type, LGT_HARPOON);
    Ring_UseItem(g, O2_FLARES_OPTION, NULL, NULL);
    CHECK_EQ(g->lara.request_gun_type, LGT_FLARE);

    /* the ring opened in the level shows TR2's main ring: the stopwatch
     * first, the medipack after the guns */
    Ring *r = calloc(1, sizeof *r);
    RingEnv env;
    memset(&env, 0, sizeof env);
    env.lv = &t->lv;
    env.game = g;
    Ring_Open(r, &env, RING_MODE_GAME, 0);
    CHECK(r->defs == &Ring_ItemsTR2);
    CHECK(r->number_of_objects >= 2);
    CHECK_EQ(r->defs->defs[r->list[0]].object_id, O2_COMPASS_OPTION);
    CHECK_EQ(r->defs->defs[r->list[r->number_of_objects - 1]].object_id,
             O2_SMALL_MEDIPACK_OPTION);
    free(r);
    TestGame_Delete(t);
}

/* Without a Game (a TR2 install's title), the env's table is used. */
TEST(tr2_ring_title_uses_the_games_items)
{
    Ring *r = calloc(1, sizeof *r);
    RingEnv env;
    memset(&env, 0, sizeof env);
    env.items = &Ring_ItemsTR2;
    env.gym_available = true;
    Ring_Open(r, &env, RING_MODE_TITLE, 0);
    CHECK(r->defs == &Ring_ItemsTR2);
    CHECK_EQ(r->number_of_objects, 4);
    CHECK_EQ(r->defs->defs[r->list[0]].object_id, O2_PASSPORT_CLOSED);
    CHECK_EQ(r->defs->defs[r->list[3]].object_id, O2_PHOTO_OPTION);
    memset(&env, 0, sizeof env);
    Ring_Open(r, &env, RING_MODE_TITLE, 0);
    CHECK(r->defs == &Ring_ItemsTR1);
    free(r);
}

/* TR2's statistics: its texts, the medipacks counted in halves from the
 * ring, the counters kept by a TR2 save (its state hash sees them) and
 * not by TR1's. */
TEST(tr2_stats_counters_and_texts)
{
    char buf[32];
    Stats_FormatMedipacks(3, buf, sizeof buf);
    CHECK(!strcmp(buf, "1.5"));
    Stats_FormatMedipacks(4, buf, sizeof buf);
    CHECK(!strcmp(buf, "2.0"));
    Stats_FormatDistance(445 * 999 + 444, buf, sizeof buf);
    CHECK(!strcmp(buf, "999m"));
    Stats_FormatDistance(445 * 1234, buf, sizeof buf);
    CHECK(!strcmp(buf, "1.34km"));
    Stats_FormatDistance(445 * 2305, buf, sizeof buf);
    CHECK(!strcmp(buf, "2.05km"));

    TestGame *t = TestGame_New("tr2/RANDO_TEST1.TR2");
    if (!t)
        SKIP("shared tr2/RANDO_TEST1.TR2 not present");
    Game *g = &t->g;
    Item *lara = Game_LaraItem(g);
    if (lara && g->objects[O2_LARGE_MEDIPACK_OPTION].loaded) {
        CHECK(Inventory_Add(g, O2_SMALL_MEDIPACK_ITEM) && Inventory_Add(g, O2_LARGE_MEDIPACK_ITEM));
        lara->hit_points = 100;
        Ring_UseItem(g, O2_SMALL_MEDIPACK_OPTION, NULL, NULL);
        CHECK_EQ(g->medipacks_used, 1);
        Ring_UseItem(g, O2_LARGE_MEDIPACK_OPTION, NULL, NULL);
        CHECK_EQ(g->medipacks_used, 3);
        CHECK_EQ(lara->hit_points, LARA_HITPOINTS);
    }
    HudStats hs;
    Hud_StatsFromGame(g, 0, "x", 3, &hs);
    CHECK(hs.tr2 && hs.medipacks_used == g->medipacks_used);
    uint64_t h0 = Save_StateHash(g, NULL);
    g->distance += 445;
    CHECK(Save_StateHash(g, NULL) != h0);
    TestGame_Delete(t);

    t = TestGame_New("tr1/LEVEL1.PHD");
    if (t) {
        Hud_StatsFromGame(&t->g, 0, "x", 3, &hs);
        CHECK(!hs.tr2);
        uint64_t h1 = Save_StateHash(&t->g, NULL);
        t->g.distance += 445;
        CHECK_EQ(Save_StateHash(&t->g, NULL), h1);
        TestGame_Delete(t);
    }
}

/* The HUD shows a TR2 pickup's sprite (its own list of ring objects and
 * pickups): a small medipack picked up on a TR2 level. */
TEST(tr2_hud_shows_tr2_pickups)
{
    TestGame *t = TestGame_New("tr2/RANDO_TEST1.TR2");
    if (!t)
        SKIP("shared tr2/RANDO_TEST1.TR2 not present");
    Game *g = &t->g;
    const SpriteSequence *s = Level_FindSpriteSequence(&t->lv, O2_SMALL_MEDIPACK_ITEM);
    if (!s || s->offset < 0) {
        TestGame_Delete(t);
        SKIP("the shared TR2 level has no small medipack sprite");
    }
    CHECK(Ring_ItemsTR2.num_hud_pickups > 0);
    Hud *h = calloc(1, sizeof *h);
    Hud_Init(h, g);
    CHECK(g->rules->inventory_add(g, O2_SMALL_MEDIPACK_ITEM));
    Hud_Tick(h, g);
    CHECK_EQ(h->pickup_left[0], HUD_PICKUP_TICKS);
    CHECK_EQ(h->pickup_sprite[0], s->offset);
    free(h);
    TestGame_Delete(t);
}
