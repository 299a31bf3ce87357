/* TR3's Lara in water and swamps (game/lara/lara_water_tr2.c with TR3's
 * LaraTable numbers, lara_swamp_tr3.c) on rooms built at test time
 * (tests/tr_build.h; skipped without ../shared/levels/tr3/RANDO_TEST1.TR2):
 * wading from a step's depth, and the swamp (ROOM_FLAG_SWAMP): wading
 * however deep, slowed, sinking and drowning. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara.h"
#include "game/rules/rules.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)

static GameAudio s_audio;

/* A dry room (floor 0, x 1..6, z 1..10) whose far half (z 6..10) is over
 * water room 1, the surface at y = 0: its z = 6 row one click deep, z = 7
 * a ramp from one click down to two, z 8..10 `depth` clicks deep. `swamp`:
 * the water room is a swamp. Lara stands at (3.5, 2.5) facing +z. */
static TestGame *open_level(int depth, bool swamp, char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR3, why, cap);
    if (!b)
        return NULL;
    int wet;
    int dry = TrBuild_AddDryOverPool(b, depth, &wet);
    if (swamp)
        b->lb.rooms[wet].extra_flags = ROOM_FLAG_SWAMP;
    LB_SetFloor(&b->lb, wet, 1, 1, 6, 2, 1);
    for (int x = 1; x <= 6; x++)
        LB_SetSlope(&b->lb, wet, x, 2, 0, -1);
    LB_AddItem(&b->lb, 0, dry, MID(3), 0, MID(2), 0, 0);
    TestGame *t = TrBuildGame_OpenWhy(b, "lara_tr3_water.tr2", why, cap);
    if (!t)
        return NULL;
    GameAudio_Attach(&s_audio, &t->sim, NULL, NULL);
    Game_SetAudio(&t->g, &s_audio);
    return t;
}

/* A room all under water (x, z 1..6; floor 8 clicks down, a solid
 * ceiling at 0), Lara treading water in it at (3.5, -1024 + 512, 3.5). */
static TestGame *open_pool(char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR3, why, cap);
    if (!b)
        return NULL;
    int r = LB_AddRoom(&b->lb, 0, 0, 8, 8, 8, 0, LB_MAT_SAND, LB_MAT_BRICK, LB_MAT_STONE);
    b->lb.rooms[r].water = true;
    LB_AddItem(&b->lb, 0, r, MID(3), 1024, MID(3), 0, 0);
    TestGame *t = TrBuildGame_OpenWhy(b, "lara_tr3_pool.tr2", why, cap);
    if (!t)
        return NULL;
    GameAudio_Attach(&s_audio, &t->sim, NULL, NULL);
    Game_SetAudio(&t->g, &s_audio);
    return t;
}

static void close_level(TestGame *t)
{
    GameAudio_Free(&s_audio);
    TestGame_Delete(t);
}

#define OPEN_OR_SKIP(t, depth, swamp)                                               \
    do {                                                                            \
        char why_[600] = "";                                                        \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                          \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                 \
        (t) = open_level(depth, swamp, why_, sizeof why_);                          \
        CHECK_MSG((t) != NULL, "%s", why_);                                         \
    } while (0)

/* Running down the ramp into the water: TR3 wades as soon as the surface
 * is more than a step over her feet (TR2 waits for a step and a half). */
TEST(lara_tr3_wades_from_a_step_deep)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    int32_t wade_y = -1;
    for (int i = 0; i < 400 && wade_y < 0 && l->pos.z < MID(9); i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (t->g.lara.water_status == LWS_WADE)
            wade_y = l->pos.y;
    }
    close_level(t);
    CHECK_MSG(wade_y > 256 && wade_y < 384, "started wading %d under the surface", wade_y);
}

/* Wading on into a swamp eight clicks deep: where ordinary water would
 * have her swimming (deeper than 730) she keeps wading, stops sinking only
 * as slowly as the mud lets her (2 a tick), loses her air once sunk past
 * 775 and drowns: her hit points run out and she dies wading. */
TEST(lara_tr3_swamp_sinks_and_drowns)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, true);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    bool swam = false;
    for (int i = 0; i < 400 && l->pos.z < MID(8) + 256; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        swam |= t->g.lara.water_status == LWS_SURFACE || t->g.lara.water_status == LWS_UNDERWATER;
    }
    int16_t status = t->g.lara.water_status;
    Vec3i deep = l->pos;
    TestGame_Step(t, 0, 10);
    int32_t y0 = l->pos.y;
    TestGame_Step(t, 0, 50);
    int32_t sunk = l->pos.y - y0;
    int16_t air_before = t->g.lara.air;
    bool air_lost = false, hurt = false;
    for (int i = 0; i < 900 && l->hit_points > 0; i++) {
        TestGame_Step(t, 0, 1);
        air_lost |= t->g.lara.air < air_before;
        hurt |= l->hit_points < LARA_HITPOINTS;
        swam |= t->g.lara.water_status == LWS_SURFACE || t->g.lara.water_status == LWS_UNDERWATER;
    }
    int16_t hp = l->hit_points;
    int16_t end_status = t->g.lara.water_status;
    close_level(t);

    CHECK_MSG(!swam, "swam in the swamp");
    CHECK_EQ(status, LWS_WADE);
    CHECK_MSG(deep.z >= MID(8), "waded to z %d", deep.z);
    CHECK_MSG(sunk == 100, "sank %d in 50 ticks", sunk);
    CHECK(air_lost);
    CHECK(hurt);
    CHECK_MSG(hp <= 0, "hit points %d", hp);
    CHECK_EQ(end_status, LWS_WADE);
}

/* The same walk in plain water eight clicks deep ends swimming on the
 * surface: the swamp, not the depth, keeps her wading. */
TEST(lara_tr3_deep_water_swims)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 8, false);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    bool swam = false;
    for (int i = 0; i < 400 && !swam; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        swam = t->g.lara.water_status == LWS_SURFACE || t->g.lara.water_status == LWS_UNDERWATER;
    }
    close_level(t);
    CHECK(swam);
}

/* Wading is half as fast in a swamp: the same forward presses from the
 * same spot carry her about half as far through the mud. */
TEST(lara_tr3_swamp_slows_the_wade)
{
    int32_t dist[2] = {0, 0};
    for (int k = 0; k < 2; k++) {
        TestGame *t;
        OPEN_OR_SKIP(t, 2, k == 1);
        Item *l = Game_LaraItem(&t->g);
        CHECK(l != NULL);
        for (int i = 0; i < 400 && l->pos.z < MID(8); i++)
            TestGame_Step(t, INPUT_FORWARD, 1);
        TestGame_Step(t, 0, 30);
        /* From the same spot, wading along +x for two seconds. */
        l->pos.z = MID(8);
        l->pos.x = MID(1);
        l->rot.y = ANGLE_90;
        int32_t x0 = l->pos.x;
        TestGame_Step(t, INPUT_FORWARD, 60);
        dist[k] = l->pos.x - x0;
        close_level(t);
    }
    CHECK_MSG(dist[0] > 0 && dist[1] > 0, "waded %d and %d", dist[0], dist[1]);
    CHECK_MSG(dist[1] * 3 < dist[0] * 2, "swamp %d against water %d", dist[1], dist[0]);
}

/* Gliding up into the pool's ceiling pitched 30 degrees up: TR3 leaves
 * her pitch alone (TR2 would turn her down 2 degrees a tick). */
TEST(lara_tr3_swims_up_into_a_ceiling_keeping_her_pitch)
{
    char why[600] = "";
    if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame *t = open_pool(why, sizeof why);
    CHECK_MSG(t != NULL, "%s", why);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    CHECK_EQ(t->g.lara.water_status, LWS_UNDERWATER);
    TestGame_Step(t, 0, 2);
    l->pos.y = 300;
    l->rot.x = 30 * 182;
    bool top = false;
    for (int i = 0; i < 40; i++) {
        l->fall_speed = 100;
        TestGame_Step(t, 0, 1);
        top |= l->pos.y < 300;
    }
    int16_t pitch = l->rot.x;
    int16_t status = t->g.lara.water_status;
    close_level(t);
    CHECK(top);
    CHECK_EQ(status, LWS_UNDERWATER);
    CHECK_MSG(pitch == 30 * 182, "pitch %d after pressing on the ceiling", pitch);
}

/* Out of the water TR3's Lara gets her breath back 10 a tick, as on the
 * surface (the original's LaraControl above water), not all at once as
 * TR1's and TR2's; it stops at full. */
TEST(lara_tr3_air_refills_ten_a_tick_above_water)
{
    TestGame *t;
    OPEN_OR_SKIP(t, 2, false);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    TestGame_Step(t, 0, 1);
    int16_t status = t->g.lara.water_status;
    t->g.lara.air = 100;
    TestGame_Step(t, 0, 1);
    int16_t one = t->g.lara.air;
    TestGame_Step(t, 0, 9);
    int16_t ten = t->g.lara.air;
    t->g.lara.air = LARA_AIR_MAX - 3;
    TestGame_Step(t, 0, 1);
    int16_t capped = t->g.lara.air;
    close_level(t);
    CHECK_EQ(status, LWS_ABOVE_WATER);
    CHECK_EQ(one, 110);
    CHECK_EQ(ten, 200);
    CHECK_EQ(capped, LARA_AIR_MAX);
}
