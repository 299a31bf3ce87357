/* The run-time world's floor queries (engine/world/floor.h): the floor
 * height the original stored for Lara on every row of the reference traces,
 * slants and height types on the default level, ceilings, tilt words, water
 * surfaces, flips, and hostile input. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/world/floor.h"

#include "tests/test_levels.h"

/* Where the original probes the room and floor of Lara after her move, by
 * water status (0 above, 1 under, 2 on the surface): half her height above
 * her feet on land, at her position in and on the water. */
static int32_t probe_dy(long water_status)
{
    return water_status == 0 ? -381 : 0;
}

/* Replays one trace's positions through World_Sector / World_Height and
 * compares with the "floor" and "room" columns. Returns the first
 * differing tick, -1 if none, -2 if the trace is missing. */
static int check_trace(World *w, const char *rel, int *rows, char *why, size_t why_cap)
{
    *rows = 0;
    const char *path = Test_SharedPath(rel);
    size_t size;
    char *text = path ? (char *)Test_ReadFile(path, &size) : NULL;
    if (!text)
        return -2;
    int bad = -1, prev_room = -1;
    char *line = strchr(text, '\n');
    while (line && *++line && bad < 0) {
        char *q = line;
        long v[22];
        for (int i = 0; i < 22; i++) {
            v[i] = strtol(q, &q, 10);
            if (*q == ',')
                q++;
        }
        int32_t x = (int32_t)v[2], y = (int32_t)v[3] + probe_dy(v[19]), z = (int32_t)v[4];
        int16_t room = (int16_t)(prev_room < 0 ? v[5] : prev_room);
        const RoomSector *s = World_Sector(w, x, y, z, &room);
        int32_t floor = World_Height(w, s, x, y, z);
        if (floor != v[21] || room != v[5]) {
            bad = (int)v[0];
            snprintf(why, why_cap, "tick %ld: floor %d room %d, reference %ld room %ld", v[0],
                     floor, room, v[21], v[5]);
        }
        prev_room = (int)v[5];
        (*rows)++;
        line = strchr(line, '\n');
    }
    free(text);
    return bad;
}

static int check_traces(const char *level, const char *const *traces, size_t n, int *total)
{
    Level lv;
    char err[256];
    const char *p = Test_SharedPath(level);
    *total = 0;
    if (!p)
        return -2;
    Log_SetQuiet(1);
    if (!Level_Load(p, &lv, err, sizeof err))
        return -3;
    World w;
    if (!World_Init(&w, &lv, err, sizeof err)) {
        Level_Free(&lv);
        return -3;
    }
    int failed = -1;
    for (size_t i = 0; i < n && failed < 0; i++) {
        int rows;
        char why[160] = "";
        int bad = check_trace(&w, traces[i], &rows, why, sizeof why);
        if (bad == -2)
            continue;
        *total += rows;
        if (bad >= 0) {
            Test_Fail(__FILE__, __LINE__, "%s: %s", traces[i], why);
            failed = bad;
        }
    }
    World_Free(&w);
    Level_Free(&lv);
    return failed;
}

TEST(floor_height_matches_reference_level1)
{
    static const char *const traces[] = {
        "../traces/LEVEL1_walk_run_turn.csv", "../traces/LEVEL1_jumps.csv",
        "../traces/LEVEL1_ledges.csv",        "../traces/LEVEL1_pistols.csv",
        "../traces/LEVEL1_random_1.csv",
    };
    int total;
    int r = check_traces("tr1/LEVEL1.PHD", traces, COUNT_OF(traces), &total);
    if (r == -2)
        SKIP("LEVEL1 not available");
    CHECK(r != -3);
    if (r >= 0)
        return;
    if (total == 0)
        SKIP("traces not available");
    CHECK(total > 4000);
}

TEST(floor_height_matches_reference_water_level)
{
    static const char *const traces[] = {
        "../traces/RANDO_TEST1_random_1.csv",
        "../traces/RANDO_TEST1_random_3.csv",
    };
    int total;
    int r = check_traces("tr1/RANDO_TEST1.PHD", traces, COUNT_OF(traces), &total);
    if (r == -2)
        SKIP("RANDO_TEST1 not available");
    CHECK(r != -3);
    if (r >= 0)
        return;
    if (total == 0)
        SKIP("traces not available");
    CHECK(total > 1500);
}
