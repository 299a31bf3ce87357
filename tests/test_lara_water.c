/* Lara in water on a real level (RANDO_TEST1: a one-sector hole in the
 * floor of room 0 opens on the water room 5; the surface is at y = 256, a
 * click below the dry floor at 0): falling in, air running out and coming
 * back, swimming up to the surface, climbing out, drowning. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"

#include "tests/test_levels.h"

#define POOL_X 7680     /* centre of the hole */
#define POOL_Z 18944
#define SURFACE_Y 256

typedef struct {
    Level lv;
    Sim sim;
    Game game;
    Item *lara;
} WaterRun;

static bool water_open(WaterRun *w)
{
    char err[256];
    if (!Sim_Init(&w->sim, &w->lv, NULL, err, sizeof err))
        return false;
    if (!Game_Attach(&w->game, &w->sim, err, sizeof err)) {
        Sim_Free(&w->sim);
        return false;
    }
    w->lara = Game_LaraItem(&w->game);
    return w->lara != NULL;
}

static void water_close(WaterRun *w)
{
    Game_Free(&w->game);
    Sim_Free(&w->sim);
}

/* Puts Lara in the water room treading water, as the original starts her
 * in a water room. */
static void place_in_water(WaterRun *w, int32_t y, int16_t pitch, int16_t yaw)
{
    Item *l = w->lara;
    l->pos = (Vec3i){POOL_X, y, POOL_Z};
    l->room = 5;
    l->rot = (Vec3s){pitch, yaw, 0};
    l->speed = l->fall_speed = 0;
    l->gravity = false;
    w->game.lara.water_status = LWS_UNDERWATER;
    w->game.lara.air = LARA_AIR_MAX;
    Lara_SwitchAnim(&w->game, l, LARA_ANIM_TREAD, 0);
    l->current_state = l->goal_state = LS_TREAD;
}

static int anim_rel(WaterRun *w)
{
    return w->lara->anim - Lara_AnimBase(&w->game, w->lara);
}

/* Forward and action held until she is out of the water, at most `ticks`:
 * the tick she came out on, -1 if she never did. */
static int climb_out(WaterRun *w, int ticks)
{
    for (int t = 0; t < ticks; t++) {
        Game_Tick(&w->game, INPUT_FORWARD | INPUT_ACTION);
        if (w->game.lara.water_status == LWS_ABOVE_WATER)
            return t;
    }
    return -1;
}

/* No input until she stands (at most `ticks`). */
static void until_standing(WaterRun *w, int ticks)
{
    for (int t = 0; t < ticks && w->lara->current_state != LS_STOP; t++)
        Game_Tick(&w->game, 0);
}

TEST(lara_water_falls_in_through_the_hole)
{
    static WaterRun w;
    LOAD_OR_SKIP("tr1/RANDO_TEST1.PHD", &w.lv);
    CHECK(water_open(&w));
    /* Standing over the hole: nothing under her, she drops. */
    w.lara->pos = (Vec3i){POOL_X, 0, POOL_Z};
    w.lara->room = 0;
    Lara_SwitchAnim(&w.game, w.lara, LARA_ANIM_STOP, 0);
    w.lara->current_state = w.lara->goal_state = LS_STOP;
    int entered = -1;
    int16_t fall_before = 0;
    for (int t = 0; t < 60 && entered < 0; t++) {
        fall_before = w.lara->fall_speed;
        Game_Tick(&w.game, 0);
        if (w.game.lara.water_status == LWS_UNDERWATER)
            entered = t;
    }
    CHECK_MSG(entered > 0, "never entered the water");
    /* A plain fall goes in with the jump-in animation, nose down 45
     * degrees, half as fast again. */
    CHECK_EQ(anim_rel(&w), LARA_ANIM_JUMP_IN);
    CHECK_EQ(w.lara->current_state, LS_DIVE);
    CHECK_EQ(w.lara->goal_state, LS_SWIM);
    CHECK_EQ(w.lara->rot.x, -45 * 182);
    CHECK_EQ(w.lara->fall_speed, fall_before * 3 / 2);
    CHECK(!w.lara->gravity);
    CHECK_EQ(w.lara->room, 5);
    CHECK(w.lara->pos.y > SURFACE_Y);
    /* The dive ends in the swim and she glides to a tread, still under. */
    for (int t = 0; t < 90; t++)
        Game_Tick(&w.game, 0);
    CHECK_EQ(w.game.lara.water_status, LWS_UNDERWATER);
    CHECK_EQ(w.lara->current_state, LS_TREAD);
    CHECK_EQ(w.game.lara.air, LARA_AIR_MAX - 90 - 1);
    water_close(&w);
    Level_Free(&w.lv);
}

TEST(lara_water_swims_up_surfaces_and_climbs_out)
{
    static WaterRun w;
    LOAD_OR_SKIP("tr1/RANDO_TEST1.PHD", &w.lv);
    CHECK(water_open(&w));
    /* Deep under the hole, looking almost straight up, facing +z. */
    place_in_water(&w, 1500, 80 * 182, 0);
    for (int t = 0; t < 20; t++)
        Game_Tick(&w.game, 0);
    CHECK_EQ(w.game.lara.air, LARA_AIR_MAX - 20);
    CHECK_EQ(w.game.lara.water_status, LWS_UNDERWATER);

    /* Swim (jump held) until her head is out. */
    int surfaced = -1;
    for (int t = 0; t < 120 && surfaced < 0; t++) {
        Game_Tick(&w.game, INPUT_JUMP);
        if (w.game.lara.water_status == LWS_SURFACE)
            surfaced = t;
    }
    CHECK_MSG(surfaced >= 0, "never surfaced (y %d state %d)", w.lara->pos.y,
              w.lara->current_state);
    CHECK_EQ(w.lara->pos.y, SURFACE_Y + 1);
    CHECK_EQ(w.lara->rot.x, 0);
    CHECK_EQ(anim_rel(&w), LARA_ANIM_SURF_TREAD);
    int16_t air = w.game.lara.air;
    CHECK(air < LARA_AIR_MAX);
    /* Air comes back ten a tick, up to the full 1800. */
    Game_Tick(&w.game, 0);
    CHECK_EQ(w.game.lara.air, air + 10 > LARA_AIR_MAX ? LARA_AIR_MAX : air + 10);
    for (int t = 0; t < 200; t++)
        Game_Tick(&w.game, 0);
    CHECK_EQ(w.game.lara.air, LARA_AIR_MAX);
    CHECK_EQ(w.game.lara.water_status, LWS_SURFACE);
    CHECK_EQ(w.lara->current_state, LS_SURF_TREAD);

    /* Face the +z edge of the hole squarely, swim to it and pull out. */
    w.lara->rot.y = 0;
    int out = climb_out(&w, 90);
    CHECK_MSG(out >= 0, "never climbed out (z %d state %d)", w.lara->pos.z,
              w.lara->current_state);
    CHECK_EQ(w.lara->current_state, LS_WATER_OUT);
    CHECK_EQ(anim_rel(&w), LARA_ANIM_SURF_CLIMB);
    CHECK_EQ(w.game.lara.gun_status, LGS_HANDS_BUSY);
    /* Snapped to her radius beyond the edge of the sector she faced. */
    CHECK_EQ(w.lara->pos.z, 19456 + LARA_RADIUS);
    until_standing(&w, 120);
    CHECK_EQ(w.lara->current_state, LS_STOP);
    CHECK_EQ(w.lara->pos.y, 0);
    CHECK_EQ(w.lara->room, 0);
    CHECK_EQ(w.game.lara.air, LARA_AIR_MAX);
    water_close(&w);
    Level_Free(&w.lv);
}

TEST(lara_water_drowns_when_out_of_air)
{
    static WaterRun w;
    LOAD_OR_SKIP("tr1/RANDO_TEST1.PHD", &w.lv);
    CHECK(water_open(&w));
    place_in_water(&w, 1500, 0, 0);
    w.game.lara.air = 2;
    int16_t hp = w.lara->hit_points;
    Game_Tick(&w.game, 0);
    Game_Tick(&w.game, 0);
    CHECK_EQ(w.game.lara.air, 0);
    CHECK_EQ(w.lara->hit_points, hp);
    /* Out of air: five hit points a tick. */
    Game_Tick(&w.game, 0);
    CHECK_EQ(w.game.lara.air, -1);
    CHECK_EQ(w.lara->hit_points, hp - 5);
    for (int t = 0; t < 10; t++)
        Game_Tick(&w.game, 0);
    CHECK_EQ(w.lara->hit_points, hp - 55);
    /* Dead: the drowning animation, floating up. */
    w.lara->hit_points = 1;
    Game_Tick(&w.game, 0);
    for (int t = 0; t < 60; t++)
        Game_Tick(&w.game, 0);
    CHECK_EQ(w.lara->current_state, LS_UW_DEATH);
    CHECK_EQ(w.game.lara.air, -1);
    CHECK_EQ(w.lara->hit_points, -1);
    water_close(&w);
    Level_Free(&w.lv);
}

/* ---- the default level ------------------------------------------------------ */

/* The default level's pool (data/default_level.txt): room 1 under a 3x3
 * hole in the hall floor, water up to the hall floor (y = 0), 2048 deep.
 * Runs only once the built-in Lara has her water animations. */
TEST(lara_water_default_pool_round_trip)
{
    static WaterRun w;
    char err[256];
    if (!Level_Load(Test_BinPath("data/default.phd"), &w.lv, err, sizeof err))
        SKIP("default level not built: %s", err);
    CHECK(water_open(&w));
    int base = Lara_AnimBase(&w.game, w.lara);
    if ((uint32_t)(base + LARA_ANIM_SURF_DIVE) >= w.lv.num_animations ||
        w.lv.animations[base + LARA_ANIM_TREAD].state_id != LS_TREAD ||
        w.lv.animations[base + LARA_ANIM_SURF_CLIMB].state_id != LS_WATER_OUT) {
        water_close(&w);
        Level_Free(&w.lv);
        SKIP("the default level's Lara has no water animations");
    }
    place_in_water(&w, 1200, 80 * 182, 0);
    w.lara->pos.x = 5632;
    w.lara->pos.z = 6656;
    w.lara->room = 1;
    int surfaced = -1;
    for (int t = 0; t < 150 && surfaced < 0; t++) {
        Game_Tick(&w.game, INPUT_JUMP);
        if (w.game.lara.water_status == LWS_SURFACE)
            surfaced = t;
    }
    CHECK_MSG(surfaced >= 0, "never surfaced (y %d state %d)", w.lara->pos.y,
              w.lara->current_state);
    CHECK_EQ(w.lara->pos.y, 1);
    for (int t = 0; t < 30; t++)
        Game_Tick(&w.game, 0);
    w.lara->rot.y = 0;
    int out = climb_out(&w, 120);
    CHECK_MSG(out >= 0, "never climbed out (z %d state %d)", w.lara->pos.z,
              w.lara->current_state);
    CHECK_EQ(w.lara->current_state, LS_WATER_OUT);
    CHECK_EQ(w.lara->pos.z, 8192 + LARA_RADIUS);
    until_standing(&w, 150);
    CHECK_EQ(w.lara->current_state, LS_STOP);
    CHECK_EQ(w.lara->room, 0);
    CHECK_EQ(w.game.lara.water_status, LWS_ABOVE_WATER);
    water_close(&w);
    Level_Free(&w.lv);
}

/* ---- against the reference traces ---------------------------------------- */

/* Trace columns used here (the reference CSV layout). */
enum { T_TICK, T_INPUT, T_X, T_Y, T_Z, T_ROOM, T_ROT_X, T_ROT_Y, T_ROT_Z, T_ANIM, T_FRAME,
       T_ANIM_FRAME, T_CUR, T_GOAL, T_REQ, T_HP, T_SPEED, T_FALL, T_GRAVITY, T_WATER, T_GUN,
       T_NCOLS };

/* Reads up to max rows of the first T_NCOLS columns; returns the count, 0
 * when the file is missing. */
static int read_trace(const char *rel, long long (*rows)[T_NCOLS], int max)
{
    const char *path = Test_SharedPath(rel);
    size_t size;
    char *text = path ? (char *)Test_ReadFile(path, &size) : NULL;
    if (!text)
        return 0;
    int n = 0;
    char *line = strchr(text, '\n');
    while (line && *++line && n < max) {
        char *q = line;
        for (int c = 0; c < T_NCOLS; c++) {
            rows[n][c] = strtoll(q, &q, 10);
            if (*q == ',')
                q++;
        }
        n++;
        line = strchr(line, '\n');
    }
    free(text);
    return n;
}

/* Starts Lara from row `start` of a trace (her move angle, which the trace
 * does not show, is rot_y + move_offset), replays the inputs and returns
 * the first tick whose body columns differ, -1 if none; *checked gets the
 * number of ticks compared. The items of the level run too (the bear), but
 * nothing in the water segments depends on them. */
static int replay_from(WaterRun *w, long long (*rows)[T_NCOLS], int n, int start,
                       int32_t move_offset, int *checked, char *what, size_t cap)
{
    const long long *v = rows[start];
    Item *l = w->lara;
    l->pos = (Vec3i){(int32_t)v[T_X], (int32_t)v[T_Y], (int32_t)v[T_Z]};
    l->room = (int16_t)v[T_ROOM];
    l->rot = (Vec3s){(int16_t)v[T_ROT_X], (int16_t)v[T_ROT_Y], (int16_t)v[T_ROT_Z]};
    l->anim = (int16_t)v[T_ANIM];
    l->frame = (int16_t)v[T_FRAME];
    l->current_state = (int16_t)v[T_CUR];
    l->goal_state = (int16_t)v[T_GOAL];
    l->required_state = (int16_t)v[T_REQ];
    l->hit_points = (int16_t)v[T_HP];
    l->speed = (int16_t)v[T_SPEED];
    l->fall_speed = (int16_t)v[T_FALL];
    l->gravity = v[T_GRAVITY] != 0;
    w->game.lara.water_status = (int16_t)v[T_WATER];
    w->game.lara.gun_status = (int16_t)v[T_GUN];
    w->game.lara.move_angle = (int16_t)(v[T_ROT_Y] + move_offset);
    static const int cols[] = {T_X, T_Y, T_Z, T_ROOM, T_ROT_X, T_ROT_Y, T_ROT_Z, T_ANIM, T_FRAME,
                               T_CUR, T_GOAL, T_SPEED, T_FALL, T_GRAVITY, T_WATER};
    static const char *names[] = {"x", "y", "z", "room", "rot_x", "rot_y", "rot_z", "anim",
                                  "frame", "current_state", "goal_state", "speed", "fall_speed",
                                  "gravity", "water_status"};
    *checked = 0;
    for (int t = start + 1; t < n; t++) {
        Game_Tick(&w->game, (InputWord)rows[t][T_INPUT]);
        const long long got[] = {l->pos.x, l->pos.y, l->pos.z, l->room, l->rot.x,
                                 l->rot.y, l->rot.z, l->anim, l->frame, l->current_state,
                                 l->goal_state, l->speed, l->fall_speed, l->gravity,
                                 w->game.lara.water_status};
        (*checked)++;
        for (size_t c = 0; c < sizeof cols / sizeof cols[0]; c++) {
            if (got[c] != rows[t][cols[c]]) {
                snprintf(what, cap, "%s: ref %lld, ours %lld", names[c], rows[t][cols[c]],
                         got[c]);
                return (int)rows[t][T_TICK];
            }
        }
    }
    return -1;
}

static void check_segment(const char *trace, int start, int32_t move_offset, int min_water)
{
    static long long rows[1000][T_NCOLS];
    static WaterRun w;
    LOAD_OR_SKIP("tr1/RANDO_TEST1.PHD", &w.lv);
    int n = read_trace(trace, rows, 1000);
    if (n <= start) {
        Level_Free(&w.lv);
        SKIP("%s not available", trace);
    }
    int in_water = 0;
    for (int t = start; t < n; t++)
        in_water += rows[t][T_WATER] != LWS_ABOVE_WATER;
    CHECK(in_water >= min_water);
    CHECK(water_open(&w));
    int checked;
    char what[128] = "";
    int bad = replay_from(&w, rows, n, start, move_offset, &checked, what, sizeof what);
    water_close(&w);
    Level_Free(&w.lv);
    CHECK_MSG(bad < 0, "%s: differs at tick %d (%s)", trace, bad, what);
    CHECK_EQ(checked, n - start - 1);
}

/* From a running jump into the pool (tick 80): dive, swims deep and up,
 * bumps along the floor, surfaces (tick 670), surface strokes sideways,
 * back and forward with wall hits on the surface. */
TEST(lara_water_matches_reference_random_3)
{
    check_segment("../traces/RANDO_TEST1_random_3.csv", 80, 0, 800);
}

/* From a back jump into the pool (tick 407; she moves backwards, so her
 * move angle is her yaw + 180 degrees): 490 ticks under water, pinned
 * against the floor, gliding and treading. */
TEST(lara_water_matches_reference_random_1)
{
    check_segment("../traces/RANDO_TEST1_random_1.csv", 407, ANGLE_180, 480);
}
