/* TR3's Lara (game/lara/lara_*_tr3.c, Lara_TableTR3) on rooms built at
 * test time (tests/tr_build.h: Lara's model and animations from
 * ../shared/levels/tr3/RANDO_TEST1.TR2; skipped without it): the crouch
 * and the crawl into a crawlspace, the sprint and its energy, the monkey
 * swing under a ceiling whose sectors carry TR3's monkey-swing function.
 * Each checks what only TR3's table does (TR2's Lara has none of these
 * states). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/level/level_floor.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara.h"
#include "game/rules/rules.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SECTOR 1024
#define CLICK 256
#define MID(s) ((s) * SECTOR + SECTOR / 2)

static GameAudio s_audio;

enum { ROOM_CRAWL, ROOM_MONKEY, ROOM_CRAWL_EDGE };

/* One room 8 x 12 sectors (inside x 1..6, z 1..10), floor at 0, ceiling 20
 * clicks up. ROOM_CRAWL: z 6..9 is a crawlspace two clicks high.
 * ROOM_MONKEY: the ceiling of x 2..5, z 3..8 is `monkey_clicks` up and its
 * sectors carry the monkey-swing function; ROOM_CRAWL_EDGE: a crawlspace
 * two clicks high over z 3..5 ends at a drop of 8 clicks (z 6..10)
 * (7 clicks: within reach of her
 * jump up, whose hands top out about 1,830 above the floor). Lara stands at (3.5, 2.5)
 * facing +z. */
static TestGame *open_level(int kind, int monkey_clicks, char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR3, why, cap);
    if (!b)
        return NULL;
    int r = LB_AddRoom(&b->lb, 0, 0, 8, 12, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    if (kind == ROOM_CRAWL)
        LB_SetCeiling(&b->lb, r, 1, 6, 6, 9, -2);
    if (kind == ROOM_CRAWL_EDGE) {
        LB_SetCeiling(&b->lb, r, 1, 3, 6, 5, -2);
        LB_SetFloor(&b->lb, r, 1, 6, 6, 10, 8);
    }
    bool ok = true;
    if (kind == ROOM_MONKEY) {
        LB_SetCeiling(&b->lb, r, 2, 3, 5, 8, -monkey_clicks);
        static const uint16_t monkey[] = {FD_END_BIT | FD_MONKEY};
        for (int x = 2; x <= 5; x++)
            for (int z = 3; z <= 8; z++)
                ok = ok && TrBuild_AddFloorData(b, r, x, z, monkey, 1, false);
    }
    LB_AddItem(&b->lb, 0, r, MID(3), 0, MID(2), 0, 0);
    if (!ok) {
        TrBuild_Delete(b);
        snprintf(why, cap, "level not built/opened: the floordata table is full");
        return NULL;
    }
    TestGame *t = TrBuildGame_OpenWhy(b, "lara_tr3.tr2", why, cap);
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

#define OPEN_OR_SKIP(t, kind, clicks)                                               \
    do {                                                                            \
        char why_[600] = "";                                                        \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                          \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                 \
        (t) = open_level(kind, clicks, why_, sizeof why_);                          \
        CHECK_MSG((t) != NULL, "%s", why_);                                         \
    } while (0)

TEST(lara_tr3_rules_use_tr3_table)
{
    CHECK(GameRules_TR3.lara == &Lara_TableTR3);
    CHECK(GameRules_TR2.lara == &Lara_TableTR2);
}

/* Duck, then forward: on all fours and crawling into a crawlspace two
 * clicks high, where she stays down with the duck key let go (the low
 * ceiling keeps her ducked); left turns her on the spot on all fours. */
TEST(lara_tr3_crawls_into_a_crawlspace)
{
    TestGame *t;
    OPEN_OR_SKIP(t, ROOM_CRAWL, 0);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    CHECK(t->g.rules == &GameRules_TR3);
    TestGame_Step(t, 0, 5);
    bool ducked = false, all4s = false, crawled = false;
    for (int i = 0; i < 30; i++) {
        TestGame_Step(t, INPUT_DUCK, 1);
        ducked |= l->current_state == LS_DUCK;
    }
    for (int i = 0; i < 400 && l->pos.z < MID(8); i++) {
        TestGame_Step(t, INPUT_DUCK | INPUT_FORWARD, 1);
        all4s |= l->current_state == LS_ALL4S;
        crawled |= l->current_state == LS_CRAWL;
    }
    Vec3i in = l->pos;
    /* Duck let go under the low ceiling: still down, kept there by it. */
    TestGame_Step(t, 0, 40);
    int16_t still = l->current_state;
    bool kept = t->g.lara.keep_ducked;
    int16_t yaw0 = l->rot.y;
    bool turned = false;
    for (int i = 0; i < 40; i++) {
        TestGame_Step(t, INPUT_DUCK | INPUT_LEFT, 1);
        turned |= l->current_state == LS_ALL4_TURN_L;
    }
    int16_t yaw1 = l->rot.y;
    close_level(t);

    CHECK(ducked);
    CHECK(all4s);
    CHECK(crawled);
    CHECK_MSG(in.z >= MID(7) && in.y == 0, "in the crawlspace at %d,%d,%d", in.x, in.y, in.z);
    CHECK(kept);
    CHECK_MSG(still == LS_ALL4S || still == LS_DUCK, "state %d under the low ceiling", still);
    CHECK(turned);
    CHECK(yaw1 != yaw0);
}

/* Sprint: with forward and sprint held from a run she sprints (its state),
 * spending her energy a tick at a time until none is left, then runs; let
 * go, it comes back a tick at a time. */
TEST(lara_tr3_sprints_until_spent)
{
    TestGame *t;
    OPEN_OR_SKIP(t, ROOM_MONKEY, 20);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos.z = MID(1);
    TestGame_Step(t, 0, 3);
    /* Into a run first: the sprint starts from the run. */
    TestGame_Step(t, INPUT_FORWARD, 8);
    bool dashed = false;
    int16_t most = 0;
    for (int i = 0; i < 40; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_SPRINT, 1);
        dashed |= l->current_state == LS_DASH;
        if (t->g.lara.dash_used > most)
            most = t->g.lara.dash_used;
    }
    int16_t used = t->g.lara.dash_used;
    TestGame_Step(t, 0, 30);
    int16_t rested = t->g.lara.dash_used;
    close_level(t);

    CHECK(dashed);
    CHECK_MSG(most > 0 && used > 0, "energy used %d (most %d)", used, most);
    CHECK_MSG(rested < used, "energy used %d after resting, %d before", rested, used);
}

/* A jump up with action held under a monkey-swing ceiling catches it: the
 * hang (LS_HANG2) 704 below the bars; forward swings her along them at
 * that height; action let go, she drops to the floor. */
TEST(lara_tr3_monkey_swings)
{
    TestGame *t;
    OPEN_OR_SKIP(t, ROOM_MONKEY, 7);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos.z = MID(4);
    TestGame_Step(t, 0, 5);
    bool hang = false;
    for (int i = 0; i < 60 && !hang; i++) {
        TestGame_Step(t, INPUT_JUMP | INPUT_ACTION, 1);
        hang = l->current_state == LS_HANG2;
    }
    int32_t hang_y = l->pos.y;
    bool monkey = t->g.lara.can_monkey_swing;
    TestGame_Step(t, INPUT_ACTION, 10);
    int32_t z0 = l->pos.z;
    bool swung = false;
    for (int i = 0; i < 60; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_ACTION, 1);
        swung |= l->current_state == LS_MONKEY_SWING;
    }
    int32_t z1 = l->pos.z, swing_y = l->pos.y;
    TestGame_Step(t, 0, 60);
    Vec3i end = l->pos;
    int16_t end_state = l->current_state;
    close_level(t);

    CHECK_MSG(hang, "never caught the bars");
    CHECK(monkey);
    CHECK_EQ(hang_y, -7 * CLICK + 704);
    CHECK(swung);
    CHECK_MSG(z1 > z0 + 256, "swung from z %d to %d", z0, z1);
    CHECK_EQ(swing_y, -7 * CLICK + 704);
    CHECK_MSG(end.y == 0 && end_state == LS_STOP, "after letting go at y %d, state %d", end.y,
              end_state);
}

/* Backwards out of a crawlspace over a deep drop, with action: she lowers
 * herself off its edge into a hang (LS_CRAWL2HANG, then LS_HANG); from the
 * hang, forward pulls her back up into the crawlspace, crouching
 * (LS_HANG2_DUCK into LS_DUCK): too low to stand, so TR2's climb up would
 * not take her. */
TEST(lara_tr3_crawls_off_an_edge_to_hang_and_back)
{
    TestGame *t;
    OPEN_OR_SKIP(t, ROOM_CRAWL_EDGE, 0);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    /* On all fours in the crawlspace, her back to the drop. */
    l->pos = (Vec3i){MID(3), 0, MID(4)};
    l->rot.y = (int16_t)-ANGLE_180;
    Lara_SwitchAnim(&t->g, l, 263, 0); /* on all fours */
    l->current_state = l->goal_state = LS_ALL4S;
    t->g.lara.gun_status = LGS_HANDS_BUSY;
    TestGame_Step(t, INPUT_DUCK, 5);
    bool to_hang = false, hang = false;
    for (int i = 0; i < 400 && !hang; i++) {
        TestGame_Step(t, INPUT_DUCK | INPUT_BACK | INPUT_ACTION, 1);
        to_hang |= l->current_state == LS_CRAWL2HANG;
        hang = l->current_state == LS_HANG || l->current_state == LS_HANG2;
    }
    Vec3i at = l->pos;
    TestGame_Step(t, INPUT_ACTION, 10);
    bool still = l->current_state == LS_HANG || l->current_state == LS_HANG2;
    bool up = false, ducked = false;
    for (int i = 0; i < 120; i++) {
        TestGame_Step(t, INPUT_ACTION | INPUT_FORWARD, 1);
        up |= l->current_state == LS_HANG2_DUCK;
        ducked |= up && (l->current_state == LS_DUCK || l->current_state == LS_ALL4S);
    }
    Vec3i end = l->pos;
    close_level(t);

    CHECK(to_hang);
    CHECK_MSG(hang && still, "never hung from the edge");
    CHECK_MSG(at.y > 256 && at.z > 5 * SECTOR && at.z < 6 * SECTOR + 256,
              "hanging at %d,%d,%d", at.x, at.y, at.z);
    CHECK(up);
    CHECK(ducked);
    CHECK_MSG(end.y == 0 && end.z < 6 * SECTOR, "back in the crawlspace at %d,%d,%d", end.x,
              end.y, end.z);
}

/* On the bars: left turns her on the spot (LS_HANG_TURN_L), step right
 * moves her sideways (LS_MONKEY_R), and swinging forward stops where the
 * bars end (she hangs on at their last sector, never past it). */
TEST(lara_tr3_monkey_turns_sidesteps_and_stops_at_the_end)
{
    TestGame *t;
    OPEN_OR_SKIP(t, ROOM_MONKEY, 7);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos.z = MID(4);
    TestGame_Step(t, 0, 5);
    for (int i = 0; i < 60 && l->current_state != LS_HANG2; i++)
        TestGame_Step(t, INPUT_JUMP | INPUT_ACTION, 1);
    TestGame_Step(t, INPUT_ACTION, 10);
    int16_t yaw0 = l->rot.y;
    bool turned = false;
    for (int i = 0; i < 20; i++) {
        TestGame_Step(t, INPUT_ACTION | INPUT_LEFT, 1);
        turned |= l->current_state == LS_HANG_TURN_L;
    }
    int16_t yaw1 = l->rot.y;
    /* Back to facing +z (the turn is 273 a tick: undo it with right). */
    for (int i = 0; i < 40 && l->rot.y != 0; i++) {
        TestGame_Step(t, INPUT_ACTION | INPUT_RIGHT, 1);
        if (l->rot.y > -300 && l->rot.y < 300 && l->current_state == LS_HANG2)
            break;
    }
    l->rot.y = 0;
    TestGame_Step(t, INPUT_ACTION, 10);
    int32_t x0 = l->pos.x;
    bool side = false;
    for (int i = 0; i < 40; i++) {
        TestGame_Step(t, INPUT_ACTION | INPUT_STEP_RIGHT, 1);
        side |= l->current_state == LS_MONKEY_R;
    }
    int32_t x1 = l->pos.x;
    TestGame_Step(t, INPUT_ACTION, 10);
    for (int i = 0; i < 600; i++)
        TestGame_Step(t, INPUT_ACTION | INPUT_FORWARD, 1);
    Vec3i end = l->pos;
    int16_t end_state = l->current_state;
    close_level(t);

    CHECK(turned);
    CHECK_MSG(yaw1 < yaw0, "turned from %d to %d", yaw0, yaw1);
    CHECK(side);
    CHECK_MSG(x1 > x0 + 128, "stepped from x %d to %d", x0, x1);
    CHECK_MSG(end.z < 9 * SECTOR && end.z > 8 * SECTOR, "at the bars' end: z %d", end.z);
    CHECK_EQ(end.y, -7 * CLICK + 704);
    CHECK_MSG(end_state == LS_HANG2 || end_state == LS_MONKEY_SWING, "state %d", end_state);
}

/* Jump while sprinting: the sprint's dive (LS_DASH_DIVE; the shared
 * level's animations make it a low dive and slide along the floor) carries
 * her on at speed, and she comes out of it on her feet, running on with
 * forward held. */
TEST(lara_tr3_sprint_dive)
{
    TestGame *t;
    OPEN_OR_SKIP(t, ROOM_MONKEY, 20);
    Item *l = Game_LaraItem(&t->g);
    CHECK(l != NULL);
    l->pos.z = MID(1);
    TestGame_Step(t, 0, 3);
    TestGame_Step(t, INPUT_FORWARD, 8);
    bool dashed = false;
    for (int i = 0; i < 30 && !dashed; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_SPRINT, 1);
        dashed = l->current_state == LS_DASH;
    }
    int32_t z0 = l->pos.z;
    bool dive = false, out = false;
    for (int i = 0; i < 120 && !out; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_SPRINT | (dive ? 0 : INPUT_JUMP), 1);
        dive |= l->current_state == LS_DASH_DIVE;
        out = dive && l->current_state != LS_DASH_DIVE;
    }
    int32_t z1 = l->pos.z, y1 = l->pos.y;
    int16_t state = l->current_state, goal = l->goal_state;
    close_level(t);

    CHECK(dashed);
    CHECK(dive);
    CHECK_MSG(out, "still diving");
    CHECK_MSG(z1 > z0 + SECTOR, "dived from z %d to %d", z0, z1);
    CHECK_EQ(y1, 0);
    CHECK_MSG(state == LS_RUN || goal == LS_RUN || state == LS_DASH,
              "out of the dive in state %d goal %d", state, goal);
}
