/* Area 51's cleaner robot (game/objects/tr3/boss/cleaner.c) on a
 * purpose-built TR3 room (tests/tr_build.h; skipped without the shared
 * donor level). The donor has no robot: the flare's model stands in (a
 * still, one-frame animation); its touches of Lara are set on it by the
 * test, as Lara's collision sets them. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)
#define TRIG_HEAVY 5

enum { LAB_OPEN, LAB_HEAVY, LAB_CORRIDOR };

/* A room 8 x 5 sectors inside (x 1..8, z 1..5), the robot on (6, 3)
 * facing -x, woken. Open: Lara shut in the niche (1, 5); heavy: the same
 * with a heavy trigger on (6, 2); corridor: all solid but an L-shaped
 * corridor (x 2..7 on z 3, then z 4..5 on x 2) and Lara's niche (8, 1). */
static TestGame *open_lab(int kind, int *robot)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 10, 7, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    bool heavy = kind == LAB_HEAVY;
    if (kind == LAB_CORRIDOR) {
        LB_SetSolid(&b->lb, room, 1, 1, 8, 5, true);
        LB_SetSolid(&b->lb, room, 2, 3, 7, 3, false);
        LB_SetSolid(&b->lb, room, 2, 4, 2, 5, false);
        LB_SetSolid(&b->lb, room, 8, 1, 8, 1, false);
        LB_AddItem(&b->lb, O3_LARA, room, MID(8), 0, MID(1), 0x4000, 0);
    } else {
        LB_SetSolid(&b->lb, room, 1, 4, 2, 4, true);
        LB_SetSolid(&b->lb, room, 2, 5, 2, 5, true);
        LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0x4000, 0);
    }
    *robot = LB_AddItem(&b->lb, O3_ELECTRIC_CLEANER, room, MID(6), 0, MID(3), (int16_t)0xC000, 0);
    if (heavy) {
        int trig = LB_AddTrigger(&b->lb, room, 6, 2, TRIG_HEAVY, 0, false);
        LB_TriggerAction(&b->lb, trig, LB_ACT_OBJECT, *robot);
    }
    static const TrBuildModelCopy k_stand_in = { O3_FLARE_ITEM, O3_ELECTRIC_CLEANER };
    char err[512] = "";
    TestGame *t = TrBuildGame_Open(b, "tr3_cleaner.tr2", &k_stand_in, 1, err, sizeof err);
    if (!t) {
        fprintf(stderr, "tr3 cleaner: %s\n", err);
        return (TestGame *)-1;
    }
    TrBuildGame_Wake(t, *robot);
    Lot_EnableAI(&t->g, *robot, true);
    return t;
}

#define LAB_OR_SKIP(t, kind, robot)                                               \
    do {                                                                          \
        (t) = open_lab(kind, robot);                                              \
        if (!(t))                                                                 \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                \
        CHECK_MSG((t) != (TestGame *)-1, "the lab does not build");               \
    } while (0)

/* In the open, woken on (6, 3) facing -x with its left (z 2) open, it
 * turns left a quarter (1024 a tick, 16 ticks), then with its new left
 * (x 7) open and its last turn left, goes ahead 64 a tick: round and
 * round the 2 x 2 sectors (6..7, 2..3), as the original's rule makes it
 * in open floor. */
TEST(tr3_cleaner_circles_in_the_open)
{
    TestGame *t;
    int robot;
    LAB_OR_SKIP(t, LAB_OPEN, &robot);
    Item *it = &t->sim.items[robot];
    CHECK_EQ(it->pos.x, MID(6));
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->rot.y, (int16_t)(0xC000 - 1024));
    TestGame_Step(t, 0, 15);
    CHECK_EQ(it->rot.y, (int16_t)0x8000);
    CHECK_EQ(it->pos.x, MID(6));
    CHECK_EQ(it->pos.z, MID(3));
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->pos.z, MID(3) - 64);
    for (int i = 0; i < 400; i++) {
        TestGame_Step(t, 0, 1);
        int sx = it->pos.x / SEC, sz = it->pos.z / SEC;
        CHECK(sx >= 6 && sx <= 7 && sz >= 2 && sz <= 3);
    }
    TestGame_Delete(t);
}

/* Along an L-shaped corridor: its left shut and ahead open, it goes
 * ahead at once; at the corridor's ends and corner it turns as the walls
 * leave it; it keeps to lines through sector centres at floor height,
 * never in a wall, each tick either 64 along its facing or 1024 of a
 * turn, and goes up and down the whole corridor. */
TEST(tr3_cleaner_follows_a_corridor)
{
    TestGame *t;
    int robot;
    LAB_OR_SKIP(t, LAB_CORRIDOR, &robot);
    Item *it = &t->sim.items[robot];
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->pos.x, MID(6) - 64);
    CHECK_EQ(it->rot.y, (int16_t)0xC000);
    bool seen[10][7] = { { false } };
    int sectors = 0;
    for (int i = 0; i < 600; i++) {
        Vec3i p = it->pos;
        int16_t r = it->rot.y;
        TestGame_Step(t, 0, 1);
        int32_t moved = abs(it->pos.x - p.x) + abs(it->pos.z - p.z);
        int16_t turned = (int16_t)(it->rot.y - r);
        CHECK((moved == 64 && turned == 0) || (moved == 0 && (turned == 1024 || turned == -1024)));
        CHECK(it->pos.x % SEC == SEC / 2 || it->pos.z % SEC == SEC / 2);
        CHECK_EQ(it->pos.y, 0);
        int sx = it->pos.x / SEC, sz = it->pos.z / SEC;
        CHECK((sz == 3 && sx >= 2 && sx <= 7) || (sx == 2 && sz >= 3 && sz <= 5));
        if (!seen[sx][sz])
            sectors++;
        seen[sx][sz] = true;
    }
    CHECK_EQ(sectors, 8);
    CHECK(t->sim.items[t->sim.lara].hit_points > 0);
    TestGame_Delete(t);
}

/* A touch of any mesh but its first two kills Lara on the spot and the
 * robot stops; its first two meshes do nothing. */
TEST(tr3_cleaner_electrocutes_lara)
{
    TestGame *t;
    int robot;
    LAB_OR_SKIP(t, LAB_OPEN, &robot);
    Item *it = &t->sim.items[robot];
    const Item *lara = &t->sim.items[t->sim.lara];
    TestGame_Step(t, 0, 20);
    it->touch_bits = 0x3;
    TestGame_Step(t, 0, 1);
    CHECK(lara->hit_points > 0);
    it->touch_bits = 0x10;
    TestGame_Step(t, 0, 1);
    CHECK(lara->hit_points <= 0);
    Vec3i p = it->pos;
    int16_t r = it->rot.y;
    TestGame_Step(t, 0, 20);
    CHECK_EQ(it->pos.x, p.x);
    CHECK_EQ(it->pos.z, p.z);
    CHECK_EQ(it->rot.y, r);
    TestGame_Delete(t);
}

/* A heavy trigger under it at a sector centre stops it for good there;
 * without one it goes on past. */
TEST(tr3_cleaner_stops_on_a_heavy_trigger)
{
    TestGame *t;
    int robot;
    LAB_OR_SKIP(t, LAB_HEAVY, &robot);
    Item *it = &t->sim.items[robot];
    TestGame_Step(t, 0, 17 + 16 + 2);
    CHECK_EQ(it->pos.x / SEC, 6);
    CHECK_EQ(it->pos.z / SEC, 2);
    Vec3i p = it->pos;
    int16_t r = it->rot.y;
    TestGame_Step(t, 0, 40);
    CHECK_EQ(it->pos.x, p.x);
    CHECK_EQ(it->pos.z, p.z);
    CHECK_EQ(it->rot.y, r);
    TestGame_Delete(t);
    LAB_OR_SKIP(t, LAB_OPEN, &robot);
    it = &t->sim.items[robot];
    TestGame_Step(t, 0, 17 + 16 + 2);
    p = it->pos;
    TestGame_Step(t, 0, 40);
    CHECK(it->pos.x != p.x || it->pos.z != p.z || it->rot.y != r);
    TestGame_Delete(t);
}

/* Electrocuted (the original's lara.electric), she has the electricity's
 * light, and bolts along her 14 bones on both sides (two each, through a
 * wandering point), drawn as lines (one each, of her bolts' colour, in
 * her room); it grows a tick to 16 and stays; a
 * save keeps it. Before the touch there is none. */
TEST(tr3_cleaner_electrocution_lights_and_bolts)
{
    TestGame *t;
    int robot;
    LAB_OR_SKIP(t, LAB_OPEN, &robot);
    Item *it = &t->sim.items[robot];
    TestGame_Step(t, 0, 20);
    CHECK_EQ(t->g.lara.electric, 0);
    CHECK_EQ(t->g.bolts.count, 0);
    it->touch_bits = 0x10;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(t->g.lara.electric, 2);
    CHECK_EQ(t->g.bolts.count, 56);
    CHECK(t->g.lights.count >= 1);
    SimDrawList dl = { 0 };
    CHECK(Effect_AppendDraws(&t->g, &dl));
    CHECK_EQ((int)dl.num_lines, 56);
    for (size_t i = 0; i < dl.num_lines; i++) {
        CHECK_EQ(dl.lines[i].room, t->sim.items[t->sim.lara].room);
        CHECK_EQ(dl.lines[i].colour, dl.lines[0].colour);
        CHECK(dl.lines[i].a.x != dl.lines[i].b.x || dl.lines[i].a.y != dl.lines[i].b.y ||
              dl.lines[i].a.z != dl.lines[i].b.z);
    }
    free(dl.sprites);
    free(dl.lines);
    free(dl.meshes);
    TestGame_Step(t, 0, 30);
    CHECK_EQ(t->g.lara.electric, 16);
    CHECK_EQ(t->g.bolts.count, 56);
    CHECK(t->sim.items[t->sim.lara].hit_points <= 0);
    SaveMeta meta = { .gameflow_level = -1, .label = NULL };
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(Save_Serialize(&t->g, NULL, &meta, &data, &size));
    TestGame *t2;
    int robot2;
    LAB_OR_SKIP(t2, LAB_OPEN, &robot2);
    CHECK_EQ(t2->g.lara.electric, 0);
    char err[256] = "";
    CHECK(Save_Restore(&t2->g, NULL, data, size, "tr3.t8s", NULL, err, sizeof err));
    free(data);
    CHECK_EQ(t2->g.lara.electric, 16);
    TestGame_Delete(t2);
    TestGame_Delete(t);
}
