/* TR3's fish and piranha shoals (game/objects/tr3/creatures/fish.c) in a
 * TR3 pool (tests/tr3_beast_arena.h). A shoal needs no model of its own
 * (the original draws its fish as sprites), so none is made; the tests
 * name the shoal as a trigger does (its timer byte through the object's
 * trigger_timer hook) and switch it on. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/creatures/tr3_beasts.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_beast_arena.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

/* Lara's losses over `ticks` ticks: their total, and how many were not a
 * whole number of piranha bites (4 each). */
static int watch(TestGame *t, int ticks, int *odd)
{
    Item *lara = &t->sim.items[t->sim.lara];
    int lost = 0;
    *odd = 0;
    for (int i = 0; i < ticks; i++) {
        lara->hit_points = 1000;
        TestGame_Step(t, 0, 1);
        int d = 1000 - lara->hit_points;
        lost += d;
        *odd += d % 4 != 0;
    }
    return lost;
}

static TestGame *open_shoal(int16_t id, int pool, int shoal, int *item)
{
    Tr3Arena a = { id, NULL, 0, pool };
    TestGame *t = Tr3Arena_Open(&a, item);
    if (!t || t == (TestGame *)-1 || *item < 0)
        return t;
    Game *g = &t->g;
    Item *it = &t->sim.items[*item];
    it->timer = g->objects[id].trigger_timer(g, *item, (int16_t)shoal);
    it->activation_mask = ITEM_MASK_FULL;
    return t;
}

/* Piranhas in Lara's pool go for her: each within 256 of her costs 4 a
 * tick; with Lara out of their room (on the floor above the pool) they
 * leave her be; tropical fish never bite. The trigger's timer byte names
 * the shoal (hit points 5 here) and leaves the item's timer at 0. */
TEST(tr3_piranhas_bite_lara_in_their_room_for_4_each)
{
    int item = -1;
    TestGame *t = open_shoal(O3_PIRAHNAS, 2, 5, &item);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK_MSG(t != (TestGame *)-1, "the TR3 pool does not build");
    int16_t shoal = t->sim.items[item].hit_points, timer = t->sim.items[item].timer;
    int odd = 0;
    int lost = watch(t, 300, &odd);
    TestGame_Delete(t);
    CHECK_EQ(shoal, 5);
    CHECK_EQ(timer, 0);
    CHECK_MSG(lost >= 40, "the piranhas took %d", lost);
    CHECK_EQ(odd, 0);

    t = open_shoal(O3_PIRAHNAS, 1, 0, &item);
    CHECK(t && t != (TestGame *)-1);
    int away = watch(t, 300, &odd);
    TestGame_Delete(t);
    CHECK_EQ(away, 0);

    t = open_shoal(O3_TROPICAL_FISH, 2, 0, &item);
    CHECK(t && t != (TestGame *)-1);
    int fish = watch(t, 300, &odd);
    TestGame_Delete(t);
    CHECK_EQ(fish, 0);
}

/* A shoal's range is the original's table for the level (SetupShoal):
 * on the Ganges (table 3) shoal 1 has (0 + 2) << 8 across, 2 << 8
 * deep, (12 + 2) << 8 along; a shoal
 * past the level's table, and any shoal elsewhere, 256 each way. */
TEST(tr3_fish_shoal_ranges_from_the_levels_table)
{
    int item = -1;
    TestGame *t = open_shoal(O3_TROPICAL_FISH, 2, 1, &item);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK_MSG(t != (TestGame *)-1, "the TR3 pool does not build");
    Game *g = &t->g;
    int16_t none[3] = { 0, 0, 0 }, ganges[3] = { 0, 0, 0 }, past[3] = { 0, 0, 0 };
    Fish3_ShoalRange(g, item, none);
    g->fish_shoals = 3;
    g->objects[O3_TROPICAL_FISH].trigger_timer(g, item, 1);
    Fish3_ShoalRange(g, item, ganges);
    g->fish_shoals = 1;
    g->objects[O3_TROPICAL_FISH].trigger_timer(g, item, 1);
    Fish3_ShoalRange(g, item, past);
    TestGame_Delete(t);
    CHECK(none[0] == 256 && none[1] == 256 && none[2] == 256);
    CHECK_EQ(ganges[0], 512);
    CHECK_EQ(ganges[1], 512);
    CHECK_EQ(ganges[2], 3584);
    CHECK(past[0] == 256 && past[1] == 256 && past[2] == 256);
}

/* Sprites of the sheet's `offset` in the game's effect draws. */
static int fish_sprites(Game *g, SimDrawList *dl, int sprite, int32_t *wmin, int32_t *wmax)
{
    dl->num_sprites = dl->num_meshes = 0;
    if (!Effect_AppendDraws(g, dl))
        return -1;
    int n = 0;
    *wmin = 1 << 30;
    *wmax = 0;
    for (size_t i = 0; i < dl->num_sprites; i++) {
        const RenderSpriteDraw *d = &dl->sprites[i];
        if (d->sprite != sprite)
            continue;
        n++;
        *wmin = d->w < *wmin ? d->w : *wmin;
        *wmax = d->w > *wmax ? d->w : *wmax;
    }
    return n;
}

/* The shoals drawn (S_DrawFish): none before the shoal wakes; then its 24
 * fish as the sprite sheet's tropical fish (+11) or piranha (+10), sized
 * 192..320 by their places in the shoal, each where its fish swims. */
TEST(tr3_fish_shoals_drawn_as_the_sheets_fish)
{
    static const int16_t kinds[2] = { O3_TROPICAL_FISH, O3_PIRAHNAS };
    for (int k = 0; k < 2; k++) {
        int item = -1;
        TestGame *t = open_shoal(kinds[k], 2, 0, &item);
        if (!t)
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
        CHECK_MSG(t != (TestGame *)-1, "the TR3 pool does not build");
        Game *g = &t->g;
        const SpriteSequence *sq = Level_FindSpriteSequence(g->lv, O3_EXPLOSION_1);
        if (!sq || -sq->neg_length <= 11) {
            TestGame_Delete(t);
            SKIP("the donor's sprite sheet has no fish");
        }
        int sprite = sq->offset + (kinds[k] == O3_PIRAHNAS ? 10 : 11);
        SimDrawList dl;
        memset(&dl, 0, sizeof dl);
        int32_t wmin, wmax;
        CHECK_EQ(fish_sprites(g, &dl, sprite, &wmin, &wmax), 0);
        TestGame_Step(t, 0, 3);
        CHECK_EQ(fish_sprites(g, &dl, sprite, &wmin, &wmax), 24);
        CHECK(wmin >= 192 && wmax <= 320 && wmax > wmin);
        const Item *it = &t->sim.items[item];
        for (size_t i = 0; i < dl.num_sprites; i++) {
            const RenderSpriteDraw *d = &dl.sprites[i];
            if (d->sprite != sprite)
                continue;
            CHECK(abs(d->x - it->pos.x) < 4096 && abs(d->z - it->pos.z) < 4096);
            CHECK(d->shade >= 4096 && d->shade <= 0x1FFF);
        }
        SimDraw_Free(&dl);
        TestGame_Delete(t);
    }
}

/* On the Crash Site (LEVEL_RULE_CRASH_SITE) a carcass falling in the
 * piranhas' water is their bait (compy.cpp CarcassControl's CarcassItem,
 * fish.cpp ControlFish): they go for it and bite it, sparing Lara in their
 * pool; elsewhere, or with no carcass set going, they bite her. (The
 * carcass is a stand-in marker.) */
TEST(tr3_piranhas_go_for_the_carcass_on_the_crash_site)
{
    static const Tr3RangeItem items[] = { { O3_CARCASS, 2560, 7680, 0 } };
    int lost[3] = { 0, 0, 0 };
    bool bait[3] = { false, false, false };
    for (int k = 0; k < 3; k++) {
        Tr3Arena a = { O3_PIRAHNAS, NULL, 0, 2 };
        int item = -1;
        TestGame *t = Tr3Arena_OpenWith(&a, items, 1, &item);
        if (!t)
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
        CHECK_MSG(t != (TestGame *)-1, "the TR3 pool does not build");
        Game *g = &t->g;
        Item *it = &t->sim.items[item];
        it->timer = g->objects[O3_PIRAHNAS].trigger_timer(g, item, 0);
        it->activation_mask = ITEM_MASK_FULL;
        if (k != 1)
            g->level_rules |= LEVEL_RULE_CRASH_SITE;
        int carcass = -1;
        for (uint32_t i = 0; i < t->sim.num_items; i++)
            if (t->sim.items[i].object_id == O3_CARCASS)
                carcass = (int)i;
        CHECK(carcass >= 0);
        if (k != 2) {
            /* set going, as a shot or a blast sets it */
            t->sim.items[carcass].status = ITEM_STATUS_ACTIVE;
            Object_AddActive(g, carcass);
        }
        TestGame_Step(t, 0, 20);
        int odd = 0;
        lost[k] = watch(t, 300, &odd);
        bait[k] = t->sim.items[carcass].pos.y > 1024;
        TestGame_Delete(t);
    }
    CHECK_EQ(lost[0], 0);
    CHECK(bait[0]);
    CHECK_MSG(lost[1] >= 40, "elsewhere the piranhas took %d", lost[1]);
    CHECK_MSG(lost[2] >= 40, "with no bait the piranhas took %d", lost[2]);
}
