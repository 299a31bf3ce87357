/* TR2's ladders (game/lara/lara_climb.c) on a room built at test time
 * (tests/tr_build.h, Lara borrowed from ../shared/levels/tr2/RANDO_TEST1.TR2):
 * a block 12 clicks high along the room's north side whose face is a
 * climbable wall (FD_CLIMB, +z) over five sectors. Lara walks onto it with
 * action, climbs up, sideways and down, lets go, and climbs off the top. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/level/level_floor.h"
#include "game/game.h"
#include "game/lara/lara_climb.h"
#include "game/lara/lara_internal.h"
#include "game/rules/rules.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"

#define BLOCK_Z 4           /* first sector row of the block */
#define BLOCK_CLICKS 12     /* its top: 3072 above the floor */
#define START_X 3584        /* the middle of sector column 3 */
#define START_Z 3584        /* one sector south of the block's face */

/* The ladder room: 7 x 8 sectors (the ring included), floor 0, ceiling 20
 * clicks up; the block covers columns 1..5 of rows 4..6, its face (row 3's
 * north walls) climbable when `ladder`. */
static const char *build_ladder_room(TrBuild *b, bool ladder, const char *name, char *err,
                                     size_t cap)
{
    int room = LB_AddRoom(&b->lb, 0, 0, 7, 8, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetFloor(&b->lb, room, 1, BLOCK_Z, 5, 6, -BLOCK_CLICKS);
    LB_SetCeiling(&b->lb, room, 1, BLOCK_Z, 5, 6, -20);
    LB_AddItem(&b->lb, 0, room, START_X, 0, START_Z, 0, 0);
    if (ladder) {
        uint16_t w = FD_END_BIT | FD_CLIMB | CLIMB_POS_Z << 8;
        for (int x = 1; x <= 5; x++)
            TrBuild_AddFloorData(b, room, x, BLOCK_Z - 1, &w, 1, false);
    }
    return TrBuild_Write(b, name, err, cap);
}

/* Until TR2's own table carries them, the ladder states join TR1's
 * routines in a table of TR2's size for these tests. */
static LaraRoutine s_control[LS_TR2_COUNT], s_collision[LS_TR2_COUNT];
static struct LaraTable s_table;
static GameRules s_rules;

static void use_ladder_table(TestGame *t)
{
    memcpy(s_control, Lara_ControlRoutines, sizeof Lara_ControlRoutines);
    memcpy(s_collision, Lara_CollisionRoutines, sizeof Lara_CollisionRoutines);
    s_control[LS_CLIMB_STANCE] = LaraState2_ClimbStance;
    s_control[LS_CLIMBING] = LaraState2_Climbing;
    s_control[LS_CLIMB_LEFT] = LaraState2_ClimbLeft;
    s_control[LS_CLIMB_END] = LaraState2_ClimbEnd;
    s_control[LS_CLIMB_RIGHT] = LaraState2_ClimbRight;
    s_control[LS_CLIMB_DOWN] = LaraState2_ClimbDown;
    s_collision[LS_CLIMB_STANCE] = LaraCol2_ClimbStance;
    s_collision[LS_CLIMBING] = LaraCol2_Climbing;
    s_collision[LS_CLIMB_LEFT] = LaraCol2_ClimbLeft;
    s_collision[LS_CLIMB_RIGHT] = LaraCol2_ClimbRight;
    s_collision[LS_CLIMB_DOWN] = LaraCol2_ClimbDown;
    s_table = (struct LaraTable){.control = s_control, .collision = s_collision,
                                 .num_states = LS_TR2_COUNT};
    s_rules = *t->g.rules;
    s_rules.lara = &s_table;
    t->g.rules = &s_rules;
}

/* Opens a ladder room (ladder or plain wall); NULL (with a SKIP reason in
 * *skip) when the donor level is not there. */
static TestGame *open_room(bool ladder, const char *name, const char **skip, char *err, size_t cap)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b) {
        *skip = TrBuild_DonorName(GAME_TR2);
        return NULL;
    }
    const char *path = build_ladder_room(b, ladder, name, err, cap);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(t);
        if (!err[0])
            snprintf(err, cap, "the built ladder room does not start");
        return NULL;
    }
    use_ladder_table(t);
    return t;
}

/* Steps with `w` until Lara's current state is `state` (true) or `max`
 * ticks pass. */
static bool step_until(TestGame *t, InputWord w, int state, int max)
{
    Item *lara = Game_LaraItem(&t->g);
    for (int i = 0; i < max; i++) {
        if (lara->current_state == state)
            return true;
        TestGame_Step(t, w, 1);
    }
    return lara->current_state == state;
}

#define OPEN_OR_SKIP(t, ladder, name)                                          \
    do {                                                                       \
        const char *skip_ = NULL;                                              \
        char err_[512] = "";                                                   \
        (t) = open_room((ladder), (name), &skip_, err_, sizeof err_);          \
        if (!(t) && skip_)                                                     \
            SKIP("%s not available", skip_);                                   \
        CHECK_MSG((t) != NULL, "%s", err_);                                    \
    } while (0)

#define ONTO (INPUT_WALK | INPUT_FORWARD | INPUT_ACTION)

/* Facing the climbable face, the climb status is on; turned away, off. */
TEST(lara_climb_status_from_floor)
{
    TestGame *t;
    OPEN_OR_SKIP(t, true, "ladder_status.tr2");
    Item *lara = Game_LaraItem(&t->g);
    TestGame_Step(t, 0, 2);
    bool south_of_face = t->g.lara.climb_status; /* she stands in a ladder sector */
    lara->rot.y = (int16_t)ANGLE_180;
    TestGame_Step(t, 0, 1);
    bool turned = t->g.lara.climb_status;
    TestGame_Delete(t);
    CHECK_MSG(south_of_face, "facing the ladder sector's climbable north wall: no climb status");
    CHECK_MSG(!turned, "facing south: still a climb status");
}

/* Walk into the face with action: onto the ladder; up, right, down;
 * without the climb flags the same input leaves her standing. */
TEST(lara_climb_onto_up_side_down)
{
    TestGame *t;
    OPEN_OR_SKIP(t, true, "ladder_climb.tr2");
    Item *lara = Game_LaraItem(&t->g);
    bool on = step_until(t, ONTO, LS_CLIMB_STANCE, 120);
    Vec3i at = lara->pos;
    /* settle in the stance, then up for a while */
    TestGame_Step(t, INPUT_ACTION, 20);
    int32_t y0 = lara->pos.y;
    bool climbing = step_until(t, INPUT_ACTION | INPUT_FORWARD, LS_CLIMBING, 30);
    /* (her y moves once a climbing loop, at its end) */
    TestGame_Step(t, INPUT_ACTION | INPUT_FORWARD, 120);
    int32_t y_up = lara->pos.y;
    TestGame_Step(t, INPUT_ACTION, 30);
    int32_t x0 = lara->pos.x;
    bool right = step_until(t, INPUT_ACTION | INPUT_RIGHT, LS_CLIMB_RIGHT, 30);
    TestGame_Step(t, INPUT_ACTION | INPUT_RIGHT, 40);
    int32_t x_right = lara->pos.x;
    TestGame_Step(t, INPUT_ACTION, 30);
    int32_t y1 = lara->pos.y;
    bool down = step_until(t, INPUT_ACTION | INPUT_BACK, LS_CLIMB_DOWN, 30);
    TestGame_Step(t, INPUT_ACTION | INPUT_BACK, 120);
    int32_t y_down = lara->pos.y;
    TestGame_Delete(t);
    CHECK_MSG(on, "walking into the ladder with action never reached the climb stance");
    CHECK_MSG(at.z > 3900 && at.z < 4096, "in the stance at z %d (the face is at 4096)", at.z);
    CHECK(climbing);
    CHECK_MSG(y_up < y0 - 256, "climbing up: y %d -> %d", y0, y_up);
    CHECK(right);
    CHECK_MSG(x_right > x0 + 100, "climbing right: x %d -> %d", x0, x_right);
    CHECK(down);
    CHECK_MSG(y_down > y1 + 256, "climbing down: y %d -> %d", y1, y_down);
}

TEST(lara_climb_needs_the_climb_flags)
{
    TestGame *t;
    OPEN_OR_SKIP(t, false, "ladder_plain.tr2");
    Item *lara = Game_LaraItem(&t->g);
    bool on = step_until(t, ONTO, LS_CLIMB_STANCE, 120);
    int32_t y = lara->pos.y;
    TestGame_Delete(t);
    CHECK_MSG(!on, "a wall without climb flags was climbed");
    CHECK_EQ(y, 0);
}

/* Up to the top and over: she stands on the block. */
TEST(lara_climb_off_the_top)
{
    TestGame *t;
    OPEN_OR_SKIP(t, true, "ladder_top.tr2");
    Item *lara = Game_LaraItem(&t->g);
    bool on = step_until(t, ONTO, LS_CLIMB_STANCE, 120);
    TestGame_Step(t, INPUT_ACTION, 10);
    bool stood = false;
    for (int i = 0; i < 600 && !stood; i++) {
        TestGame_Step(t, INPUT_ACTION | INPUT_FORWARD, 1);
        stood = lara->current_state == LS_STOP && lara->pos.y == -BLOCK_CLICKS * 256;
    }
    Vec3i at = lara->pos;
    TestGame_Delete(t);
    CHECK(on);
    CHECK_MSG(stood, "not standing on the block's top: at %d,%d,%d", at.x, at.y, at.z);
    CHECK_MSG(at.z > 4096, "on top but not over the face: z %d", at.z);
}

/* Let go of action on the ladder: she falls off and lands on the floor. */
TEST(lara_climb_let_go)
{
    TestGame *t;
    OPEN_OR_SKIP(t, true, "ladder_letgo.tr2");
    Item *lara = Game_LaraItem(&t->g);
    bool on = step_until(t, ONTO, LS_CLIMB_STANCE, 120);
    TestGame_Step(t, INPUT_ACTION, 10);
    TestGame_Step(t, INPUT_ACTION | INPUT_FORWARD, 60);
    int32_t high = lara->pos.y;
    TestGame_Step(t, 0, 1);
    int fell_state = lara->current_state;
    TestGame_Step(t, 0, 80);
    int32_t landed = lara->pos.y;
    TestGame_Delete(t);
    CHECK(on);
    CHECK_MSG(high < -512, "never got up the ladder (y %d)", high);
    CHECK_EQ(fell_state, LS_FORWARD_JUMP);
    CHECK_EQ(landed, 0);
}
