/* The camera against the reference traces, with Lara's part taken from the
 * traces themselves: for every row, Lara's item is set to the row's state
 * (position, room, rotation, animation frame) and the camera runs one tick;
 * its position, target, rooms and type must equal the row's cam_* columns.
 *
 * What the rows cannot tell us is filled in from what the original does:
 * the camera requests of Lara's state routines (a small table below), the
 * combat camera whenever the row's gun status is "drawing" or "ready". Her
 * head and torso turns and her aim are taken as zero: the LEVEL1 traces
 * never press look and have nothing to aim at. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/level/level.h"
#include "engine/sim/sim.h"
#include "game/camera/camera.h"
#include "game/camera/los.h"
#include "game/game.h"
#include "tests/test.h"
#include "tests/test_levels.h"

enum {
    C_TICK = 0, C_X = 2, C_Y, C_Z, C_ROOM, C_ROT_X, C_ROT_Y, C_ROT_Z, C_ANIM, C_FRAME,
    C_STATE = 12, C_GUN = 20, C_CAM = 25, NCOLS = 34,
};
static const char *const cam_names[9] = { "cam_x", "cam_y", "cam_z", "cam_room",
                                          "cam_target_x", "cam_target_y", "cam_target_z",
                                          "cam_target_room", "cam_type" };

typedef struct {
    long long v[NCOLS];
} Row;

static int read_rows(const char *rel, Row **rows)
{
    const char *p = Test_SharedPath(rel);
    if (!p)
        return -1;
    size_t size;
    char *text = (char *)Test_ReadFile(p, &size);
    if (!text)
        return -1;
    int cap = 64, n = 0;
    *rows = malloc((size_t)cap * sizeof(Row));
    char *line = strchr(text, '\n');
    while (line && *++line) {
        if (n == cap) {
            cap *= 2;
            *rows = realloc(*rows, (size_t)cap * sizeof(Row));
        }
        char *q = line;
        for (int i = 0; i < NCOLS; i++) {
            (*rows)[n].v[i] = strtoll(q, &q, 10);
            if (*q == ',')
                q++;
        }
        n++;
        line = strchr(line, '\n');
    }
    free(text);
    return n;
}

/* The _init file: x,y,z,room,rot_x,rot_y,rot_z,anim_trx_internal,anim,frame. */
static bool read_init(const char *rel, long long v[10])
{
    const char *p = Test_SharedPath(rel);
    if (!p)
        return false;
    size_t size;
    char *text = (char *)Test_ReadFile(p, &size);
    if (!text)
        return false;
    char *q = strchr(text, '\n');
    bool ok = q != NULL;
    for (int i = 0; ok && i < 10; i++) {
        v[i] = strtoll(q + 1, &q, 10);
        ok = *q == ',';
    }
    free(text);
    return ok;
}

static void place_lara(Item *l, const long long *v)
{
    l->pos.x = (int32_t)v[C_X];
    l->pos.y = (int32_t)v[C_Y];
    l->pos.z = (int32_t)v[C_Z];
    l->room = (int16_t)v[C_ROOM];
    l->rot.x = (int16_t)v[C_ROT_X];
    l->rot.y = (int16_t)v[C_ROT_Y];
    l->rot.z = (int16_t)v[C_ROT_Z];
    l->anim = (int16_t)v[C_ANIM];
    l->frame = (int16_t)v[C_FRAME];
}

/* What Lara's control routine of a state asks of the camera (the original's
 * state routines; the ones the LEVEL1 traces reach). The routine that ran
 * in a tick is the one of the state she was in when it began. */
static void state_requests(GameCamera *c, int state)
{
    switch (state) {
    case LS_HANG:
    case LS_HANG_LEFT:
    case LS_HANG_RIGHT:
        c->target_angle = 0;
        c->target_elevation = -60 * 182;
        break;
    case LS_REACH:
        c->target_angle = 85 * 182;
        break;
    case LS_SLIDE:
        c->flags = CAM_FLAG_NO_CHUNKY;
        c->target_elevation = -45 * 182;
        break;
    case LS_BACK_JUMP:
        c->target_angle = 135 * 182;
        break;
    default:
        break;
    }
}

static void camera_values(const GameCamera *c, long long out[9])
{
    const long long v[9] = { c->pos.x,    c->pos.y,    c->pos.z,    c->pos.room, c->target.x,
                             c->target.y, c->target.z, c->target.room, c->type };
    memcpy(out, v, sizeof v);
}

typedef struct {
    int rows;
    int first_bad;       /* free-running: first tick that differs, -1 none */
    int first_col;
    long long want, got;
    int resync_bad;      /* ticks that differ when every tick starts from the reference */
    int resync_first;
} Result;

/* Runs the camera along one trace. resync: before each tick the camera's
 * position and target are set to the previous row's (each tick then checks
 * one update on its own). */
static bool run_trace(const Level *lv, const char *name, bool resync, Result *res)
{
    char rel[128], init_rel[128];
    snprintf(rel, sizeof rel, "../traces/%s.csv", name);
    snprintf(init_rel, sizeof init_rel, "../traces/%s_init.csv", name);
    Row *rows = NULL;
    int n = read_rows(rel, &rows);
    long long init[10];
    if (n <= 0 || !read_init(init_rel, init)) {
        free(rows);
        return false;
    }
    Sim s;
    char err[256];
    if (!Sim_Init(&s, lv, NULL, err, sizeof err)) {
        free(rows);
        return false;
    }
    static Game g;
    if (!Game_Attach(&g, &s, err, sizeof err)) {
        Sim_Free(&s);
        free(rows);
        return false;
    }
    Item *l = Game_LaraItem(&g);
    long long iv[NCOLS] = { 0 };
    iv[C_X] = init[0];
    iv[C_Y] = init[1];
    iv[C_Z] = init[2];
    iv[C_ROOM] = init[3];
    iv[C_ROT_X] = init[4];
    iv[C_ROT_Y] = init[5];
    iv[C_ROT_Z] = init[6];
    iv[C_ANIM] = init[8];
    iv[C_FRAME] = init[9];
    place_lara(l, iv);
    Camera_Init(&g);

    memset(res, 0, sizeof(*res));
    res->rows = n;
    res->first_bad = -1;
    res->resync_first = -1;
    for (int t = 0; t < n; t++) {
        const long long *v = rows[t].v;
        if (resync && t > 0) {
            const long long *p = rows[t - 1].v;
            g.camera.pos.x = (int32_t)p[C_CAM + 0];
            g.camera.pos.y = (int32_t)p[C_CAM + 1];
            g.camera.pos.z = (int32_t)p[C_CAM + 2];
            g.camera.pos.room = (int16_t)p[C_CAM + 3];
            g.camera.target.x = (int32_t)p[C_CAM + 4];
            g.camera.target.y = (int32_t)p[C_CAM + 5];
            g.camera.target.z = (int32_t)p[C_CAM + 6];
            g.camera.target.room = (int16_t)p[C_CAM + 7];
        }
        place_lara(l, v);
        if (t > 0)
            state_requests(&g.camera, (int)rows[t - 1].v[C_STATE]);
        g.lara.gun_status = (int16_t)v[C_GUN];
        g.lara.target = -1;
        if (v[C_GUN] == LGS_DRAW || v[C_GUN] == LGS_READY)
            g.camera.type = CAM_COMBAT;
        Camera_Update(&g);
        long long got[9];
        camera_values(&g.camera, got);
        for (int k = 0; k < 9; k++) {
            if (got[k] == v[C_CAM + k])
                continue;
            if (resync) {
                if (getenv("CAMERA_TEST_TICKS")) {
                    fprintf(stderr, "  t%d lara %lld,%lld,%lld r%lld rot %lld anim %lld/%lld gun %lld:",
                            t, v[C_X], v[C_Y], v[C_Z], v[C_ROOM], v[C_ROT_Y], v[C_ANIM],
                            v[C_FRAME], v[C_GUN]);
                    for (int j = 0; j < 9; j++)
                        fprintf(stderr, " %lld/%lld", v[C_CAM + j], got[j]);
                    fputc('\n', stderr);
                }
                if (res->resync_first < 0)
                    res->resync_first = t;
                res->resync_bad++;
            } else if (res->first_bad < 0) {
                res->first_bad = t;
                res->first_col = k;
                res->want = v[C_CAM + k];
                res->got = got[k];
            }
            break;
        }
        if (!resync && res->first_bad >= 0)
            break;
    }
    Game_Free(&g);
    Sim_Free(&s);
    free(rows);
    return true;
}

static const char *const level1_traces[] = {
    "LEVEL1_walk_run_turn", "LEVEL1_jumps", "LEVEL1_ledges", "LEVEL1_pistols", "LEVEL1_random_1",
};

/* Development aid: CAMERA_TEST_TRACE=NAME CAMERA_TEST_LEVEL=tr1/X.PHD runs one
 * trace in per-tick mode and prints its differing ticks. */
TEST(camera_follows_reference_lara_env)
{
    const char *name = getenv("CAMERA_TEST_TRACE"), *level = getenv("CAMERA_TEST_LEVEL");
    if (!name || !level)
        SKIP("CAMERA_TEST_TRACE / CAMERA_TEST_LEVEL not set");
    Level lv;
    LOAD_OR_SKIP(level, &lv);
    Result r;
    bool ok = run_trace(&lv, name, true, &r);
    Level_Free(&lv);
    CHECK(ok);
    fprintf(stderr, "%s: per-tick %d/%d differ (first %d)\n", name, r.resync_bad, r.rows,
            r.resync_first);
}

TEST(camera_follows_reference_lara_level1)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    int done = 0;
    char report[2048] = "";
    bool all_ok = true;
    for (size_t i = 0; i < sizeof level1_traces / sizeof level1_traces[0]; i++) {
        Result free_run, per_tick;
        if (!run_trace(&lv, level1_traces[i], false, &free_run) ||
            !run_trace(&lv, level1_traces[i], true, &per_tick))
            continue;
        done++;
        char line[256];
        if (free_run.first_bad >= 0)
            snprintf(line, sizeof line,
                     "%s: tick %d %s want %lld got %lld; per-tick %d/%d differ (first %d)\n",
                     level1_traces[i], free_run.first_bad, cam_names[free_run.first_col],
                     free_run.want, free_run.got, per_tick.resync_bad, per_tick.rows,
                     per_tick.resync_first);
        else
            snprintf(line, sizeof line, "%s: all %d ticks match\n", level1_traces[i],
                     free_run.rows);
        if (getenv("CAMERA_TEST_VERBOSE"))
            fputs(line, stderr);
        if (free_run.first_bad >= 0) {
            all_ok = false;
            strncat(report, line, sizeof report - strlen(report) - 1);
        }
    }
    Level_Free(&lv);
    if (!done)
        SKIP("traces not available");
    CHECK_MSG(all_ok, "%s", report);
}

/* Sight lines in the start corridor of LEVEL1: along the floor it is clear;
 * into the floor it stops on the floor; the room of the end point is set. */
TEST(camera_los_level1)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Sim s;
    char err[256];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    static Game g;
    CHECK(Game_Attach(&g, &s, err, sizeof err));
    const GameVec start = { 75264, 2500, 3584, 0 };
    GameVec t = { 75264, 2500, 4584, 0 };
    bool clear = Los_Check(&g.world, &start, &t);
    GameVec down = { 75264, 5000, 3700, 0 };
    bool floor_clear = Los_Check(&g.world, &start, &down);
    Game_Free(&g);
    Sim_Free(&s);
    Level_Free(&lv);
    CHECK(clear);
    CHECK_EQ(t.z, 4584);
    CHECK_EQ(t.room, 0);
    CHECK(!floor_clear);
    CHECK_EQ(down.y, 3072);
}

/* The original's trigonometry (the camera uses engine/math's sine, which
 * folds the angle into the first quadrant before indexing, as the
 * original) and its atan. */
TEST(camera_trig_is_the_originals)
{
    CHECK_EQ(Math_Sin(0x7FF1), 0); /* 0x7FF1 folds to 0x000F */
    CHECK_EQ(Math_Sin(0x4001), Math_SinQuarter[1023]);
    CHECK_EQ(Camera_Atan(100, 0), 0);
    CHECK_EQ(Camera_Atan(0, 100), 0x4000);
    CHECK_EQ(Camera_Atan(-100, 0), 0x8000);
    CHECK_EQ(Camera_Atan(0, -100), 0xC000);
    /* Just west of north: the original's 0xFFFF - a. */
    CHECK_EQ(Camera_Atan(2048, -1), 0xFFFF - 5);
    CHECK_EQ(Camera_Atan(1000, 1000), 0x2000);
}

/* A trigger's camera command starts the level's fixed camera; a one-shot
 * camera runs once; the refresh keeps it while the trigger names it. */
TEST(camera_trigger_fixed_camera)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    if (lv.num_cameras < 1) {
        Level_Free(&lv);
        SKIP("no fixed cameras");
    }
    Sim s;
    char err[256];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    static Game g;
    CHECK(Game_Attach(&g, &s, err, sizeof err));
    GameCamera *c = &g.camera;

    /* timer 2 s, one-shot, glide 8 (speed 9) */
    const TriggerCommand cmd = {.action = TRIGGER_ACTION_CAMERA, .value = 0, .camera_timer = 2,
                                .camera_once = true, .camera_glide = 1};
    Camera_TriggerFixed(&g, &cmd, false, false, false, false);
    bool started = c->type == CAM_FIXED && c->number == 0 && c->timer == 60 && c->speed == 9;
    bool marked = Camera_FixedOneShotUsed(c, 0);
    Camera_Update(&g);
    bool back_to_chase = c->type == CAM_CHASE && c->last == 0 && c->number == -1;
    /* One-shot: the same trigger again does nothing. */
    Camera_TriggerFixed(&g, &cmd, false, false, false, false);
    bool once = c->type == CAM_CHASE && c->number == -1;

    /* The refresh: a trigger naming the last tick's camera keeps it. */
    const TriggerCommand refresh = {.action = TRIGGER_ACTION_CAMERA, .value = 0};
    c->last = 0;
    c->timer = 10;
    Camera_RefreshFromTrigger(&g, &refresh, 1);
    bool refreshed = c->type == CAM_FIXED && c->number == 0;

    Game_Free(&g);
    Sim_Free(&s);
    Level_Free(&lv);
    CHECK(started);
    CHECK(marked);
    CHECK(back_to_chase);
    CHECK(once);
    CHECK(refreshed);
}

/* Lara anywhere (inside rooms, in walls, far outside, bad rooms), every
 * camera type, shakes and fixed cameras that do not exist: the camera never
 * reads out of bounds (run under the sanitizers) and stays finite. */
TEST(camera_survives_any_position)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Sim s;
    char err[256];
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    static Game g;
    CHECK(Game_Attach(&g, &s, err, sizeof err));
    Item *l = Game_LaraItem(&g);
    uint32_t seed = 12345;
#define RND() (seed = seed * 1103515245u + 12345u, (seed >> 8))
    bool sane = true;
    for (int i = 0; i < 1500 && sane; i++) {
        int room = (int)(RND() % (lv.num_rooms + 2)) - 1;
        const Room *r = &lv.rooms[room < 0 || (uint32_t)room >= lv.num_rooms ? 0 : room];
        l->room = (int16_t)(room < 0 ? 0 : room);
        l->pos.x = r->x + (int32_t)(RND() % ((uint32_t)r->num_x_sectors * 1024 + 4096)) - 2048;
        l->pos.z = r->z + (int32_t)(RND() % ((uint32_t)r->num_z_sectors * 1024 + 4096)) - 2048;
        l->pos.y = r->y_top + (int32_t)(RND() % (uint32_t)(r->y_bottom - r->y_top + 4096)) - 2048;
        if (i % 97 == 0)
            l->pos.x += 20000000;
        l->rot.y = (int16_t)RND();
        l->rot.x = (int16_t)(RND() % 8192) - 4096;
        GameCamera *c = &g.camera;
        switch (RND() % 6) {
        case 0: c->type = CAM_COMBAT; break;
        case 1: c->type = CAM_LOOK; break;
        case 2: c->type = CAM_FIXED; c->number = (int16_t)(RND() % (lv.num_cameras + 3)) - 1; break;
        case 3: c->type = CAM_HEAVY; c->item = (int)(RND() % (s.num_items + 3)) - 1; c->timer = 3; break;
        case 4: c->bounce = -(int32_t)(RND() % 300); break;
        default: c->item = (int)(RND() % (s.num_items + 3)) - 1; break;
        }
        for (int k = 0; k < 3; k++)
            Camera_Update(&g);
        Vec3i pos;
        int16_t vroom, yaw, pitch, roll;
        Camera_GetView(&g, &pos, &vroom, &yaw, &pitch, &roll);
        sane = c->pos.x > -(1 << 30) && c->pos.x < (1 << 30) && c->target.y > -(1 << 30) &&
               c->target.y < (1 << 30);
    }
#undef RND
    Game_Free(&g);
    Sim_Free(&s);
    Level_Free(&lv);
    CHECK(sane);
}
