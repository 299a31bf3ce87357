/* TR2's ladders (game/lara/lara_climb.c) and zipline (lara_zipline.c,
 * game/objects/tr2/general/zipline.c) on rooms built at test time
 * (tests/tr_build.h, Lara borrowed from ../shared/levels/tr2/RANDO_TEST1.TR2).
 * The ladder room: a block 12 clicks high along the room's north side whose
 * face is a climbable wall (FD_CLIMB, +z) over five sectors; Lara walks onto
 * it with action, climbs up, sideways and down, lets go, and climbs off the
 * top. The zipline room: a platform 8 clicks up at the south end of a long
 * corridor, the handle on it; she grabs it, rides it down and drops off
 * where the floor comes up to the line. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/level/level_floor.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_climb.h" /* LARA2_ANIM_LADDER_IDLE */
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/rules/rules.h"
#include "engine/level/level_write.h"

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

/* A ladder in a low room (ceiling 6 clicks up) on its north wall: too
 * low to jump up to, so walking into it with action puts her straight
 * into the climb stance (the vault test's ladder case). */
static TestGame *open_low_ladder(const char **skip, char *err, size_t cap)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b) {
        *skip = TrBuild_DonorName(GAME_TR2);
        return NULL;
    }
    int room = LB_AddRoom(&b->lb, 0, 0, 5, 5, 0, -6, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, 2560, 0, 3584, 0, 0);
    uint16_t w = FD_END_BIT | FD_CLIMB | CLIMB_POS_Z << 8;
    for (int x = 1; x <= 3; x++)
        TrBuild_AddFloorData(b, room, x, 3, &w, 1, false);
    const char *path = TrBuild_Write(b, "ladder_low.tr2", err, cap);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(t);
        if (!err[0])
            snprintf(err, cap, "the low ladder room does not start");
        return NULL;
    }
    return t;
}

TEST(lara_climb_straight_onto_a_low_ladder)
{
    const char *skip = NULL;
    char err[512] = "";
    TestGame *t = open_low_ladder(&skip, err, sizeof err);
    if (!t && skip)
        SKIP("%s not available", skip);
    CHECK_MSG(t != NULL, "%s", err);
    Item *lara = Game_LaraItem(&t->g);
    bool jumped = false, on = false;
    for (int i = 0; i < 200 && !on; i++) {
        TestGame_Step(t, ONTO, 1);
        jumped = jumped || lara->current_state == LS_UP_JUMP || lara->current_state == LS_HANG;
        on = lara->current_state == LS_CLIMB_STANCE;
    }
    int32_t y = lara->pos.y;
    /* Jump: off the ladder backwards, away from the wall, onto the floor. */
    TestGame_Step(t, INPUT_ACTION, 60);
    int32_t z0 = lara->pos.z;
    TestGame_Step(t, INPUT_ACTION | INPUT_JUMP, 1);
    int goal = lara->goal_state;
    TestGame_Step(t, 0, 60);
    int32_t z1 = lara->pos.z, y1 = lara->pos.y;
    int state = lara->current_state;
    TestGame_Delete(t);
    CHECK_MSG(on, "never reached the climb stance");
    CHECK_MSG(!jumped, "she jumped up to a ladder in a low room");
    CHECK_EQ(y, -512); /* the step onto the ladder lifts her half a sector */
    CHECK_EQ(goal, LS_BACK_JUMP);
    CHECK_MSG(z1 < z0 - 256 && y1 == 0 && state == LS_STOP,
              "after the jump off: z %d -> %d, y %d, state %d", z0, z1, y1, state);
}

/* ---- the zipline ----------------------------------------------------------------- */

#define ZIP_X 1536          /* the corridor's one sector column */
#define ZIP_Z 2560          /* the handle, at the platform's edge (rows 1..2) */
#define ZIP_Y (-2048)       /* the platform's top */

/* Writes b's level with stand-in models appended: the shared level has
 * neither a zipline handle nor a gong stick model. Each stand-in is Lara's
 * first mesh under the given id, with no animation (-1) or Lara's
 * animation `anim` as its own. */
static const char *write_with_stand_ins(TrBuild *b, const char *name, const int *ids,
                                        const int *anims, int n, char *err, size_t cap)
{
    Level merged;
    if (!TrBuild_Merge(b, &merged, err, cap))
        return NULL;
    Model *models = calloc(merged.num_models + (uint32_t)n, sizeof *models);
    const Model *lara = Level_FindModel(&merged, 0);
    const char *path = NULL;
    if (models && lara) {
        memcpy(models, merged.models, merged.num_models * sizeof *models);
        for (int i = 0; i < n; i++) {
            Model stand_in = *lara;
            stand_in.id = (uint32_t)ids[i];
            stand_in.num_meshes = 1;
            stand_in.animation = anims[i] < 0 ? 0xFFFF : (uint16_t)(lara->animation + anims[i]);
            models[merged.num_models + (uint32_t)i] = stand_in;
        }
        Model *own = merged.models;
        uint32_t count = merged.num_models;
        merged.models = models;
        merged.num_models = count + (uint32_t)n;
        snprintf(b->path, sizeof b->path, "%s/%s", Test_TmpDir(), name);
        if (LevelWrite_File(&merged, b->path, err, cap))
            path = b->path;
        merged.models = own;
        merged.num_models = count;
    }
    free(models);
    TrBuild_FreeMerged(b, &merged);
    return path;
}

/* The zipline handle is a stand-in with no animation: without the
 * original's grab animation the handle sets off at once while her grab
 * plays (she joins it when the grab ends). */
static const char *write_zipline_room(TrBuild *b, bool handle, char *err, size_t cap)
{
    int room = LB_AddRoom(&b->lb, 0, 0, 3, 14, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetFloor(&b->lb, room, 1, 1, 1, 2, ZIP_Y / 256);
    LB_SetCeiling(&b->lb, room, 1, 1, 1, 2, -20);
    LB_AddItem(&b->lb, 0, room, ZIP_X, ZIP_Y, ZIP_Z + 371, 0, 0);
    if (handle)
        LB_AddItem(&b->lb, O2_ZIPLINE_HANDLE, room, ZIP_X, ZIP_Y, ZIP_Z, 0, 0);
    const int ids[] = {O2_ZIPLINE_HANDLE}, anims[] = {-1};
    return write_with_stand_ins(b, handle ? "zipline.tr2" : "zipline_none.tr2", ids, anims, 1,
                                err, cap);
}

static TestGame *open_zipline(bool handle, const char **skip, char *err, size_t cap)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b) {
        *skip = TrBuild_DonorName(GAME_TR2);
        return NULL;
    }
    const char *path = write_zipline_room(b, handle, err, cap);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(t);
        if (!err[0])
            snprintf(err, cap, "the built zipline room does not start");
        return NULL;
    }
    return t;
}

#define ZIP_OPEN_OR_SKIP(t, handle)                                            \
    do {                                                                       \
        const char *skip_ = NULL;                                              \
        char err_[512] = "";                                                   \
        (t) = open_zipline((handle), &skip_, err_, sizeof err_);               \
        if (!(t) && skip_)                                                     \
            SKIP("%s not available", skip_);                                   \
        CHECK_MSG((t) != NULL, "%s", err_);                                    \
    } while (0)

/* Action behind the handle: she grabs it, rides it down the corridor (her
 * y falling a quarter as fast as she goes), and where the floor comes up
 * within a step of the line the handle stops and she drops onto the
 * floor; the handle stays at the end, waiting. */
TEST(lara_zipline_grab_ride_drop)
{
    TestGame *t;
    ZIP_OPEN_OR_SKIP(t, true);
    Item *lara = Game_LaraItem(&t->g);
    int hi = Test_FirstItem(&t->sim, O2_ZIPLINE_HANDLE);
    TestGame_Step(t, 0, 2);
    TestGame_Step(t, INPUT_ACTION, 1);
    bool grabbed = hi >= 0 && t->sim.items[hi].status == ITEM_STATUS_ACTIVE;
    bool rode = step_until(t, INPUT_ACTION, LS_ZIPLINE, 200);
    /* (the handle, moved before her, carries her from the next tick) */
    TestGame_Step(t, INPUT_ACTION, 1);
    Vec3i on = lara->pos;
    Vec3i handle_at = hi >= 0 ? t->sim.items[hi].pos : (Vec3i){0, 0, 0};
    /* (she leaves the ride when its loop next passes the dismount) */
    bool dropped = false;
    for (int i = 0; i < 300 && !dropped; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        dropped = lara->current_state != LS_ZIPLINE;
    }
    Vec3i off = lara->pos;
    TestGame_Step(t, INPUT_ACTION, 100);
    Vec3i landed = lara->pos;
    int state = lara->current_state;
    uint8_t handle_status = hi >= 0 ? t->sim.items[hi].status : 0xFF;
    Vec3i handle_end = hi >= 0 ? t->sim.items[hi].pos : (Vec3i){0, 0, 0};
    TestGame_Delete(t);
    CHECK(hi >= 0);
    CHECK_MSG(grabbed, "action behind the handle did not set it going");
    CHECK_MSG(rode, "she never rode the zipline");
    CHECK_MSG(on.x == handle_at.x && on.y == handle_at.y && on.z == handle_at.z,
              "riding, she is at %d,%d,%d and the handle at %d,%d,%d", on.x, on.y, on.z,
              handle_at.x, handle_at.y, handle_at.z);
    CHECK_MSG(dropped, "she never let go at the end");
    CHECK_MSG(off.z > ZIP_Z + 4096 && off.y > ZIP_Y + 1024 && off.y > -512,
              "dropped off at %d,%d,%d: not far enough down the line", off.x, off.y, off.z);
    CHECK_MSG(landed.y == 0 && landed.z >= off.z && state == LS_STOP,
              "after the drop at %d,%d,%d (state %d)", landed.x, landed.y, landed.z, state);
    CHECK_EQ(handle_status, ITEM_STATUS_INACTIVE);
    CHECK_MSG(handle_end.y > -256 - 100 && handle_end.y < 0, "handle stopped at y %d",
              handle_end.y);
}

/* Letting go of action on the way down drops her off early. */
TEST(lara_zipline_let_go)
{
    TestGame *t;
    ZIP_OPEN_OR_SKIP(t, true);
    Item *lara = Game_LaraItem(&t->g);
    TestGame_Step(t, 0, 2);
    bool rode = step_until(t, INPUT_ACTION, LS_ZIPLINE, 200);
    int32_t z0 = lara->pos.z;
    TestGame_Step(t, 0, 1);
    int state = lara->current_state;
    int16_t speed = lara->speed;
    TestGame_Step(t, 0, 120);
    int32_t y = lara->pos.y;
    TestGame_Delete(t);
    CHECK(rode);
    CHECK_EQ(state, LS_FORWARD_JUMP);
    CHECK_MSG(speed > 50, "let go at speed %d", speed);
    CHECK_EQ(y, 0);
    CHECK(z0 > 0);
}

/* Without a handle the same action does nothing. */
TEST(lara_zipline_needs_the_handle)
{
    TestGame *t;
    ZIP_OPEN_OR_SKIP(t, false);
    Item *lara = Game_LaraItem(&t->g);
    TestGame_Step(t, 0, 2);
    bool rode = step_until(t, INPUT_ACTION, LS_ZIPLINE, 100);
    int32_t y = lara->pos.y;
    TestGame_Delete(t);
    CHECK(!rode);
    CHECK_EQ(y, ZIP_Y);
}

/* ---- the gong stick ------------------------------------------------------------------ */

/* Records the CD tracks the game asks for. */
static int s_tracks[8], s_num_tracks;
static void record_track(void *user, int track)
{
    (void)user;
    if (s_num_tracks < 8)
        s_tracks[s_num_tracks++] = track;
}

/* A gong stick set going over a heavy trigger naming a second,
 * idle stick. The shared level has no gong stick model: both are
 * stand-ins playing Lara's 81-frame ladder-to-stand animation as their
 * swing. At frame 41 the reveal (CD track 61) plays and the camera shakes;
 * at the swing's end its heavy trigger wakes the second stick and the
 * first is gone. */
TEST(tr2_gong_bonger_strike_and_heavy_trigger)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    int room = LB_AddRoom(&b->lb, 0, 0, 7, 7, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, 1536, 0, 1536, 0, 0);
    int first = LB_AddItem(&b->lb, O2_GONG_BONGER, room, 2560, 0, 2560, 0, 0);
    int second = LB_AddItem(&b->lb, O2_GONG_BONGER, room, 4608, 0, 4608, 0, 0);
    int trig = LB_AddTrigger(&b->lb, room, 2, 2, TRIGGER_TYPE_HEAVY, 0, false);
    LB_TriggerAction(&b->lb, trig, TRIGGER_ACTION_OBJECT, second);
    const int ids[] = {O2_GONG_BONGER}, anims[] = {174};
    char err[512] = "";
    const char *path = write_with_stand_ins(b, "gong.tr2", ids, anims, 1, err, sizeof err);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(t);
        CHECK_MSG(false, "gong room: %s", err);
    }
    s_num_tracks = 0;
    t->g.music_play = record_track;
    t->g.music_stop = NULL;

    /* Set going as the gong does when it makes its stick. */
    Item *stick = &t->sim.items[first];
    Object_AddActive(&t->g, first);
    stick->status = ITEM_STATUS_ACTIVE;
    bool started = stick->active;
    int32_t bounce = 0;
    int strike_tick = -1, end_tick = -1;
    for (int i = 0; i < 120 && end_tick < 0; i++) {
        TestGame_Step(t, 0, 1);
        if (strike_tick < 0 && s_num_tracks > 0) {
            strike_tick = i;
            bounce = t->g.camera.bounce;
        }
        if (stick->hit_points == -1 && !stick->active)
            end_tick = i;
    }
    bool second_awake = t->sim.items[second].active;
    int tracks = s_num_tracks, track0 = s_tracks[0];
    TestGame_Delete(t);
    CHECK_MSG(started, "the first stick did not start active");
    CHECK_MSG(strike_tick >= 0, "no strike music");
    CHECK_EQ(track0, 61);
    CHECK_MSG(bounce < 0, "no camera shake at the strike (bounce %d)", bounce);
    CHECK_MSG(end_tick > strike_tick, "the stick was never done (strike %d, end %d)", strike_tick,
              end_tick);
    CHECK_MSG(second_awake, "the heavy trigger under the stick did not wake the second");
    CHECK(tracks >= 1);
}

/* ---- the gong and the extra animations ------------------------------------------------ */

/* Lara 600 units before a gong (a stand-in: the shared level has no gong
 * model), holding the second key (the gong hammer). Action strikes it:
 * the key is used, she turns her back to it in her extra animation, and a
 * gong stick is made where she stands. (The shared level's extra model
 * has no strike animation: she goes straight back to standing.) */
TEST(tr2_gong_struck_with_the_key)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    int room = LB_AddRoom(&b->lb, 0, 0, 7, 7, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, 2560, 0, 2960, 0, 0);
    int gong = LB_AddItem(&b->lb, O2_DETONATOR_1, room, 2560, 0, 3584, 0, 0);
    const int ids[] = {O2_DETONATOR_1, O2_GONG_BONGER}, anims[] = {-1, 174};
    char err[512] = "";
    const char *path = write_with_stand_ins(b, "gong_lara.tr2", ids, anims, 2, err, sizeof err);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(t);
        CHECK_MSG(false, "gong room: %s", err);
    }
    Item *lara = Game_LaraItem(&t->g);
    TestGame_Step(t, 0, 2);
    bool no_key_no_strike;
    TestGame_Step(t, INPUT_ACTION, 1);
    no_key_no_strike = !t->g.lara.extra_anim;
    t->g.rules->inventory_add(&t->g, O2_KEY_ITEM_2);
    int keys = t->g.inv.count[O2_KEY_OPTION_2];
    TestGame_Step(t, INPUT_ACTION, 1);
    bool extra = t->g.lara.extra_anim;
    int16_t yaw = lara->rot.y;
    Vec3i at = lara->pos;
    int keys_after = t->g.inv.count[O2_KEY_OPTION_2];
    int stick = -1;
    for (uint32_t i = t->sim.level_items; i < t->sim.num_items; i++)
        if (t->sim.items[i].object_id == O2_GONG_BONGER && t->sim.items[i].active)
            stick = (int)i;
    Vec3i stick_at = stick >= 0 ? t->sim.items[stick].pos : (Vec3i){0, 0, 0};
    TestGame_Step(t, 0, 2);
    bool back = !t->g.lara.extra_anim && lara->current_state == LS_STOP;
    TestGame_Delete(t);
    CHECK(gong >= 0);
    CHECK_MSG(no_key_no_strike, "struck the gong without the key");
    CHECK_EQ(keys, 1);
    CHECK_MSG(extra, "action with the key did not start her extra animation");
    CHECK_EQ(keys_after, 0);
    CHECK_EQ((uint16_t)yaw, 0x8000);
    CHECK_MSG(at.x == 2560 && at.z == 3584, "not lined up on the gong: %d,%d", at.x, at.z);
    CHECK_MSG(stick >= 0, "no gong stick made");
    CHECK_MSG(stick_at.x == at.x && stick_at.z == at.z, "the stick is at %d,%d", stick_at.x,
              stick_at.z);
    CHECK_MSG(back, "not back to standing after the extra animation");
}

/* The extra animations run their own routines with no collision: into the
 * T-rex kill (the shared level's extra model has it), the death timer is
 * held, and nothing probes under her (lifted half a sector off the floor,
 * she stays there). */
TEST(tr2_lara_extra_trex_kill)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    int room = LB_AddRoom(&b->lb, 0, 0, 5, 5, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, 2560, 0, 2560, 0, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "extra.tr2", err, sizeof err);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(t);
        CHECK_MSG(false, "extra room: %s", err);
    }
    Item *lara = Game_LaraItem(&t->g);
    TestGame_Step(t, 0, 2);
    lara->pos.y = -512;
    bool started = Lara_StartExtraAnim(&t->g, LS2_EXTRA_TREX_KILL);
    int state = lara->current_state;
    TestGame_Step(t, 0, 5);
    int16_t death = t->g.lara.death_count;
    int32_t y = lara->pos.y;
    bool still = t->g.lara.extra_anim;
    TestGame_Delete(t);
    CHECK(started);
    CHECK_EQ(state, LS2_EXTRA_TREX_KILL);
    CHECK_EQ(death, 1);
    CHECK_EQ(y, -512);
    CHECK(still);
}

/* TR3's ladder (laraclmb.cpp lara_col_climbstnc) goes down from the stance
 * when the two hands' height corrections point opposite ways, by the left
 * hand's; TR2's stays in the stance. The room: the ladder room with the
 * ceiling of column 1 lowered to 4 clicks and the floor of column 2 raised
 * 2 clicks in the row before the face; Lara in the stance is moved onto the
 * two columns' boundary at y -830: one step down, her left hand finds the
 * low ceiling 62 under it (+62), her right hand the raised floor 66 above
 * its foot (-66). */
static bool mixed_shift_step(GameVersion game, bool *skipped, int16_t *goal, int32_t *dy)
{
    *skipped = false;
    TrBuild *b = TrBuild_New(game);
    if (!b) {
        *skipped = true;
        return false;
    }
    int room = LB_AddRoom(&b->lb, 0, 0, 7, 8, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetFloor(&b->lb, room, 1, BLOCK_Z, 5, 6, -BLOCK_CLICKS);
    LB_SetCeiling(&b->lb, room, 1, BLOCK_Z, 5, 6, -20);
    LB_SetCeiling(&b->lb, room, 1, BLOCK_Z - 1, 1, BLOCK_Z - 1, -4);
    LB_SetFloor(&b->lb, room, 2, BLOCK_Z - 1, 2, BLOCK_Z - 1, -2);
    LB_AddItem(&b->lb, 0, room, START_X, 0, START_Z, 0, 0);
    uint16_t w = FD_END_BIT | FD_CLIMB | CLIMB_POS_Z << 8;
    for (int x = 1; x <= 5; x++)
        TrBuild_AddFloorData(b, room, x, BLOCK_Z - 1, &w, 1, false);
    char err[256];
    const char *path = TrBuild_Write(b, game == GAME_TR3 ? "ladder_mixed3.tr2" : "ladder_mixed2.tr2",
                                     err, sizeof err);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        free(t);
        return false;
    }
    Item *lara = Game_LaraItem(&t->g);
    ok = step_until(t, ONTO, LS_CLIMB_STANCE, 120);
    /* on into the stance's own loop (the ladder idle animation) */
    for (int i = 0; i < 120 && lara->anim != Lara_AnimBase(&t->g, lara) + LARA2_ANIM_LADDER_IDLE;
         i++)
        TestGame_Step(t, INPUT_ACTION, 1);
    ok = ok && lara->anim == Lara_AnimBase(&t->g, lara) + LARA2_ANIM_LADDER_IDLE;
    lara->pos.x = 2048;
    lara->pos.y = -830;
    TestGame_Step(t, INPUT_ACTION | INPUT_BACK, 1);
    *goal = lara->goal_state;
    *dy = lara->pos.y + 830;
    ok = ok && lara->current_state == LS_CLIMB_STANCE;
    TestGame_Delete(t);
    return ok;
}

TEST(lara_tr3_ladder_goes_down_with_the_hands_shifts_apart)
{
    bool skipped;
    int16_t goal2 = -1, goal3 = -1;
    int32_t dy2 = -1, dy3 = -1;
    bool ok2 = mixed_shift_step(GAME_TR2, &skipped, &goal2, &dy2);
    if (skipped)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    bool ok3 = mixed_shift_step(GAME_TR3, &skipped, &goal3, &dy3);
    if (skipped)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK(ok2 && ok3);
    /* TR2: stays in the stance, where it was */
    CHECK_EQ(goal2, LS_CLIMB_STANCE);
    CHECK_EQ(dy2, 0);
    /* TR3: down, by the left hand's +62 */
    CHECK_EQ(goal3, LS_CLIMB_DOWN);
    CHECK_EQ(dy3, 62);
}
