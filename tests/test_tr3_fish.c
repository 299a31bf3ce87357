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

/* t = open_shoal(...), or skips the test without the donor level; one that
 * does not build fails it. */
#define SHOAL_OR_SKIP(t, id, pool, shoal, item)                                   \
    do {                                                                          \
        (t) = open_shoal(id, pool, shoal, item);                                  \
        if (!(t))                                                                 \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                \
        CHECK_MSG((t) != (TestGame *)-1, "the TR3 pool does not build");          \
    } while (0)

/* Piranhas in Lara's pool go for her: each within 256 of her costs 4 a
 * tick; with Lara out of their room (on the floor above the pool) they
 * leave her be; tropical fish never bite. The trigger's timer byte names
 * the shoal (hit points 5 here) and leaves the item's timer at 0. */
TEST(tr3_piranhas_bite_lara_in_their_room_for_4_each)
{
    int item = -1;
    TestGame *t;
    SHOAL_OR_SKIP(t, O3_PIRAHNAS, 2, 5, &item);
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
    TestGame *t;
    SHOAL_OR_SKIP(t, O3_TROPICAL_FISH, 2, 1, &item);
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

/* Triangles of the sheet's `sprite` in the game's effect draws; the
 * smallest and largest fish (half the upright tail edge). */
static int fish_tris(Game *g, SimDrawList *dl, int sprite, int32_t *wmin, int32_t *wmax)
{
    dl->num_sprites = dl->num_meshes = dl->num_tris = 0;
    if (!Effect_AppendDraws(g, dl))
        return -1;
    int n = 0;
    *wmin = 1 << 30;
    *wmax = 0;
    for (size_t i = 0; i < dl->num_tris; i++) {
        const RenderTriDraw *d = &dl->tris[i];
        if (d->sprite != sprite)
            continue;
        n++;
        int32_t w = (d->v[2].y - d->v[1].y) / 2;
        *wmin = w < *wmin ? w : *wmin;
        *wmax = w > *wmax ? w : *wmax;
    }
    return n;
}

/* The shoals drawn (S_DrawFish): none before the shoal wakes; then its 24
 * fish, each one triangle of the sprite sheet's tropical fish (+11) or
 * piranha (+10): its nose where the fish swims, its tail an upright edge
 * 2 x size tall (size 192..320 by its place in the shoal) `size` behind
 * it, level with it; the picture's top-left half or its mirrored
 * bottom-right half. Drawing changes nothing. */
TEST(tr3_fish_shoals_drawn_as_the_sheets_fish)
{
    static const int16_t kinds[2] = { O3_TROPICAL_FISH, O3_PIRAHNAS };
    for (int k = 0; k < 2; k++) {
        int item = -1;
        TestGame *t;
        SHOAL_OR_SKIP(t, kinds[k], 2, 0, &item);
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
        CHECK_EQ(fish_tris(g, &dl, sprite, &wmin, &wmax), 0);
        TestGame_Step(t, 0, 3);
        uint64_t before = Sim_Hash(&t->sim);
        CHECK_EQ(fish_tris(g, &dl, sprite, &wmin, &wmax), 24);
        CHECK_EQ(Sim_Hash(&t->sim), before);
        CHECK(wmin >= 192 && wmax <= 320 && wmax > wmin);
        CHECK_EQ(dl.num_sprites, 0);
        const Item *it = &t->sim.items[item];
        int mirrored = 0;
        for (size_t i = 0; i < dl.num_tris; i++) {
            const RenderTriDraw *d = &dl.tris[i];
            if (d->sprite != sprite)
                continue;
            int32_t size = (d->v[2].y - d->v[1].y) / 2;
            CHECK(abs(d->v[0].x - it->pos.x) < 4096 && abs(d->v[0].z - it->pos.z) < 4096);
            CHECK(d->v[1].x == d->v[2].x && d->v[1].z == d->v[2].z);
            CHECK(d->v[1].y == d->v[0].y - size && d->v[2].y == d->v[0].y + size);
            int64_t dx = d->v[1].x - d->v[0].x, dz = d->v[1].z - d->v[0].z;
            int64_t len2 = dx * dx + dz * dz;
            CHECK_MSG(len2 >= (int64_t)(size - 2) * (size - 2) && len2 <= (int64_t)(size + 2) * (size + 2),
                      "tail %lld from the nose, size %d", (long long)len2, size);
            CHECK(d->shade >= 4096 && d->shade <= 0x1FFF);
            CHECK_EQ(d->room, it->room);
            bool tl = d->corner[0] == 0 && d->corner[1] == 1 && d->corner[2] == 2;
            bool br = d->corner[0] == 3 && d->corner[1] == 2 && d->corner[2] == 1;
            CHECK(tl || br);
            mirrored += br;
        }
        /* piranhas alternate; tropical fish of shoal 0 all the mirrored half */
        CHECK_EQ(mirrored, kinds[k] == O3_PIRAHNAS ? 12 : 24);
        SimDraw_Free(&dl);
        TestGame_Delete(t);
    }
}

/* Pixels of fb that differ from plain: their count and bounding box. */
static int drawn_box(const uint8_t *fb, const uint8_t *plain, int w, int h, int box[4])
{
    int n = 0;
    box[0] = w, box[1] = -1, box[2] = h, box[3] = -1;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (fb[y * w + x] != plain[y * w + x]) {
                n++;
                box[0] = x < box[0] ? x : box[0];
                box[1] = x > box[1] ? x : box[1];
                box[2] = y < box[2] ? y : box[2];
                box[3] = y > box[3] ? y : box[3];
            }
    return n;
}

/* A woken shoal's fish on screen, one at a time: seen from its side (the
 * camera 1500 off square to its heading) the fish is a triangle as long
 * as its size, tall at its tail and narrowing to its nose, about as tall
 * as it is long; seen along its heading (from behind its tail) it is a
 * sliver: the drawn extent turns with the fish (a billboard would look the
 * same from both). */
TEST(tr3_fish_drawn_turned_along_their_heading)
{
    int item = -1;
    TestGame *t;
    SHOAL_OR_SKIP(t, O3_PIRAHNAS, 2, 0, &item);
    Game *g = &t->g;
    const SpriteSequence *sq = Level_FindSpriteSequence(g->lv, O3_EXPLOSION_1);
    if (!sq || -sq->neg_length <= 11) {
        TestGame_Delete(t);
        SKIP("the donor's sprite sheet has no fish");
    }
    TestGame_Step(t, 0, 3);
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    CHECK(Effect_AppendDraws(g, &dl));
    CHECK_EQ(dl.num_tris, 24);
    enum { W = 320, H = 240 };
    char err[256];
    Renderer *r = Render_Create(g->lv, W, H, NULL, err, sizeof err);
    CHECK_MSG(r, "%s", err);
    uint8_t *plain = malloc(W * H), *fb = malloc(W * H);
    CHECK(plain && fb);
    int side_tested = 0;
    for (size_t i = 0; i < dl.num_tris && side_tested < 4; i++) {
        const RenderTriDraw *d = &dl.tris[i];
        int32_t size = (d->v[2].y - d->v[1].y) / 2;
        /* its heading (nose minus tail) and the camera's two places */
        int32_t hx = d->v[0].x - d->v[1].x, hz = d->v[0].z - d->v[1].z;
        int32_t mx = (d->v[0].x + d->v[1].x) / 2, mz = (d->v[0].z + d->v[1].z) / 2;
        int32_t y = d->v[0].y;
        /* side: 1500 off, square to the heading, looking back at it */
        RenderCamera side = { mx + (int32_t)(-hz * 1500 / size), y, mz + (int32_t)(hx * 1500 / size),
                              d->room, 0, 0, 0, 0 };
        /* along: 1500 behind its tail, looking along its heading */
        RenderCamera along = { d->v[1].x - hx * 1500 / size, y, d->v[1].z - hz * 1500 / size,
                               d->room, 0, 0, 0, 0 };
        along.yaw = (uint16_t)Math_Atan2(hx, hz);
        side.yaw = (uint16_t)Math_Atan2(mx - side.x, mz - side.z);
        int box_side[4], box_along[4];
        CHECK(Render_Frame(r, &side, NULL, 0, NULL, 0, plain));
        Render_SetTris(r, d, 1);
        CHECK(Render_Frame(r, &side, NULL, 0, NULL, 0, fb));
        int n_side = drawn_box(fb, plain, W, H, box_side);
        CHECK(Render_Frame(r, &along, NULL, 0, NULL, 0, plain));
        Render_SetTris(r, d, 1);
        CHECK(Render_Frame(r, &along, NULL, 0, NULL, 0, fb));
        int n_along = drawn_box(fb, plain, W, H, box_along);
        if (n_side < 20)
            continue; /* (a see-through corner of the picture, or out of the room) */
        side_tested++;
        int wide = box_side[1] - box_side[0] + 1, tall = box_side[3] - box_side[2] + 1;
        int along_wide = n_along ? box_along[1] - box_along[0] + 1 : 0;
        CHECK_MSG(wide > 2 * tall / 5 && wide < 2 * tall,
                  "fish %zu from its side: %d wide, %d tall", i, wide, tall);
        CHECK_MSG(along_wide * 4 < wide, "fish %zu along its heading: %d wide (side %d)", i,
                  along_wide, wide);
    }
    CHECK(side_tested >= 2);
    free(plain);
    free(fb);
    Render_Destroy(r);
    SimDraw_Free(&dl);
    TestGame_Delete(t);
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
