/* Area 51's rocket and its struts (game/objects/tr3/general/rocket51_tr3.c,
 * tomb3 51rocket.cpp) in a purpose-built TR3 room (tests/tr_build.h;
 * skipped without the shared donor level). The donor has neither model:
 * Lara's stands in for the rocket and for its struts. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/general/rocket51_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)

/* A room 16 sectors long (x 0..15), 5 wide; the rocket at (14, 2), its
 * struts beside it at (13, 2), Lara at (lara_x, 2); both woken as a
 * trigger wakes them. NULL: no donor; (TestGame *)-1: no build. */
static TestGame *open_pad(int lara_x, int *rocket, int *struts)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 16, 5, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O3_LARA, room, MID(lara_x), 0, MID(2), 0x4000, 0);
    *rocket = LB_AddItem(&b->lb, O3_SPECIAL_FX_1, room, MID(14), 0, MID(2), 0, 0);
    *struts = LB_AddItem(&b->lb, O3_SPECIAL_FX_3, room, MID(13), 0, MID(2), 0, 0);
    static const TrBuildModelCopy k_stand_ins[] = { { O3_LARA, O3_SPECIAL_FX_1 },
                                                    { O3_LARA, O3_SPECIAL_FX_3 } };
    char err[512] = "";
    TestGame *t = TrBuildGame_Open(b, "tr3_rocket51.tr2", k_stand_ins, 2, err, sizeof err);
    if (!t) {
        fprintf(stderr, "tr3 rocket: %s\n", err);
        return (TestGame *)-1;
    }
    TrBuildGame_Wake(t, *rocket);
    TrBuildGame_Wake(t, *struts);
    return t;
}

#define PAD_OR_SKIP(t, x, r, s)                                                   \
    do {                                                                          \
        (t) = open_pad(x, r, s);                                                  \
        if (!(t))                                                                 \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                \
        CHECK_MSG((t) != (TestGame *)-1, "the launch pad does not build");        \
    } while (0)

/* With Lara far off: 64 ticks of countdown to ignition (its count 2560,
 * the fire's reach 64), 64 more before it climbs (1 a tick faster each
 * tick, a quarter of that a tick), the struts falling once it climbs
 * faster than 72, lift-off when the fire has spread past 22528 (its gone
 * state), gone once its count passes 16000; the camera shaking; Lara
 * untouched. */
TEST(tr3_area51_rocket_counts_down_climbs_and_is_gone)
{
    TestGame *t;
    int rocket, struts;
    PAD_OR_SKIP(t, 1, &rocket, &struts);
    Item *r = &t->sim.items[rocket], *s = &t->sim.items[struts];
    const Item *lara = &t->sim.items[t->sim.lara];
    int16_t hp = lara->hit_points;
    int32_t y0 = r->pos.y;
    TestGame_Step(t, 0, 63);
    int16_t count63 = r->required_state, reach63 = r->goal_state;
    bool shaking = t->g.camera.bounce != 0;
    TestGame_Step(t, 0, 1);
    int16_t count64 = r->required_state, reach64 = r->goal_state;
    TestGame_Step(t, 0, 63);
    int32_t y127 = r->pos.y;
    int16_t reach127 = r->goal_state;
    TestGame_Step(t, 0, 2);
    int32_t y129 = r->pos.y;
    int16_t fall129 = r->fall_speed;
    int strut_tick = -1, away_tick = -1, gone_tick = -1;
    for (int i = 130; i < 700 && gone_tick < 0; i++) {
        TestGame_Step(t, 0, 1);
        if (strut_tick < 0 && s->goal_state == 2)
            strut_tick = i;
        if (away_tick < 0 && r->current_state == 1)
            away_tick = i;
        if (!r->active)
            gone_tick = i;
    }
    int16_t hp_after = lara->hit_points;
    TestGame_Delete(t);
    CHECK_EQ(count63, 504);
    CHECK_EQ(reach63, 0);
    CHECK(shaking);
    CHECK_EQ(count64, 2560);
    CHECK_EQ(reach64, 64);
    CHECK_EQ(y127, y0);
    CHECK_EQ(reach127, 1024);
    CHECK_EQ(fall129, -2);
    CHECK(y129 < y0);
    CHECK_MSG(strut_tick >= 199 && strut_tick <= 202, "the struts fell on tick %d", strut_tick);
    CHECK_MSG(away_tick > 380 && away_tick < 420, "away on tick %d", away_tick);
    CHECK_MSG(gone_tick > away_tick + 100 && gone_tick < away_tick + 130, "gone on tick %d",
              gone_tick);
    CHECK_EQ(hp_after, hp);
}

/* Lara near the pit's edge is caught by the spreading fire: dead and
 * alight a few ticks after ignition. */
TEST(tr3_area51_rocket_fire_burns_lara_near_it)
{
    TestGame *t;
    int rocket, struts;
    PAD_OR_SKIP(t, 12, &rocket, &struts);
    const Item *lara = &t->sim.items[t->sim.lara];
    TestGame_Step(t, 0, 64);
    int16_t hp_lit = lara->hit_points;
    TestGame_Step(t, 0, 10);
    int16_t hp = lara->hit_points;
    TestGame_Delete(t);
    CHECK(hp_lit > 0);
    CHECK(hp <= 0);
}

/* EXTRAFX3 (firehead.cpp ControlRotateyThing): woken it animates; its
 * trigger off, it is gone. Lara's model stands in. */
TEST(tr3_extrafx3_turns_while_triggered_then_is_gone)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    int room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(1), 0x4000, 0);
    int thing = LB_AddItem(&b->lb, O3_EXTRAFX_3, room, MID(4), 0, MID(4), 0, 0);
    static const TrBuildModelCopy k_stand_in = { O3_LARA, O3_EXTRAFX_3 };
    char err[512] = "";
    TestGame *t = TrBuildGame_Open(b, "tr3_extrafx3.tr2", &k_stand_in, 1, err, sizeof err);
    CHECK_MSG(t, "%s", err);
    TrBuildGame_Wake(t, thing);
    Item *it = &t->sim.items[thing];
    int16_t f0 = it->frame;
    TestGame_Step(t, 0, 3);
    int16_t f3 = it->frame;
    bool on = it->active;
    it->activation_mask = 0;
    TestGame_Step(t, 0, 1);
    bool gone = !it->active;
    TestGame_Delete(t);
    CHECK(f3 != f0);
    CHECK(on);
    CHECK(gone);
}
