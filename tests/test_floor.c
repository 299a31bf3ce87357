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

/* The traces of one level row by row, more than min_rows of them; skipped
 * without the level or its traces. */
static void expect_traces(const char *level, const char *const *traces, size_t n, int min_rows)
{
    int total;
    int r = check_traces(level, traces, n, &total);
    if (r == -2)
        SKIP("%s not available", level);
    CHECK(r != -3);
    if (r >= 0)
        return;
    if (total == 0)
        SKIP("traces not available");
    CHECK(total > min_rows);
}

TEST(floor_height_matches_reference_level1)
{
    static const char *const traces[] = {
        "../traces/LEVEL1_walk_run_turn.csv", "../traces/LEVEL1_jumps.csv",
        "../traces/LEVEL1_ledges.csv",        "../traces/LEVEL1_pistols.csv",
        "../traces/LEVEL1_random_1.csv",
    };
    expect_traces("tr1/LEVEL1.PHD", traces, COUNT_OF(traces), 4000);
}

TEST(floor_height_matches_reference_water_level)
{
    static const char *const traces[] = {
        "../traces/RANDO_TEST1_random_1.csv",
        "../traces/RANDO_TEST1_random_3.csv",
    };
    expect_traces("tr1/RANDO_TEST1.PHD", traces, COUNT_OF(traces), 1500);
}

/* ---- the default level (data/default_level.txt) ------------------------- */

/* The default level (built next to run_tests) loaded quietly into *lv ... */
#define LOAD_DEFAULT_LEVEL(lv)                                                  \
    do {                                                                        \
        char le_[256];                                                          \
        Log_SetQuiet(1);                                                        \
        CHECK_MSG(Level_Load(Test_BinPath("data/default.phd"), lv, le_, sizeof le_), "%s", \
                  le_);                                                         \
    } while (0)
/* ... and its run-time world started in *w. */
#define OPEN_DEFAULT_WORLD(lv, w)                                               \
    do {                                                                        \
        char we_[256];                                                          \
        LOAD_DEFAULT_LEVEL(lv);                                                 \
        CHECK_MSG(World_Init(w, lv, we_, sizeof we_), "%s", we_);               \
    } while (0)

#define S(n) ((int32_t)((n) * 1024)) /* sectors to world units */

typedef struct {
    int32_t x, y, z;
    int16_t room;        /* start room */
    int16_t want_room;
    int32_t floor, ceiling;
    int type;
    int16_t tilt;
    int32_t water;
} Probe;

static const char *check_probe(World *w, const Probe *p, char *why, size_t cap)
{
    int16_t room = p->room;
    const RoomSector *s = World_Sector(w, p->x, p->y, p->z, &room);
    int32_t fl = World_Height(w, s, p->x, p->y, p->z);
    int type = w->height_type;
    int32_t ce = World_Ceiling(w, s, p->x, p->y, p->z);
    int16_t tilt = World_TiltType(w, s, p->x, p->y, p->z);
    int32_t wa = World_WaterHeight(w, p->x, p->y, p->z, room);
    if (room == p->want_room && fl == p->floor && ce == p->ceiling && type == p->type &&
        tilt == p->tilt && wa == p->water)
        return NULL;
    snprintf(why, cap,
             "(%d,%d,%d): room %d floor %d ceiling %d type %d tilt 0x%04x water %d", p->x,
             p->y, p->z, room, fl, ce, type, (uint16_t)tilt, wa);
    return why;
}

TEST(floor_default_level_heights)
{
    Level lv;
    World w;
    OPEN_DEFAULT_WORLD(&lv, &w);
    const int32_t NH = WORLD_NO_HEIGHT;
    static const Probe probes[] = {
        /* The start: flat tile, 16 clicks high, dry. */
        {S(4.5), 0, S(2.5), 0, 0, 0, -4096, HEIGHT_WALL, 0, NH},
        /* The wooden platform, one click up. */
        {S(6.5), -300, S(2.5), 0, 0, -256, -4096, HEIGHT_WALL, 0, NH},
        /* The ledge under its lower ceiling, and under the loft's hole:
         * the ceiling is the loft's. */
        {S(1.5), -1100, S(6.5), 0, 0, -1024, -2560, HEIGHT_WALL, 0, NH},
        {S(1.5), -1100, S(7.5), 0, 0, -1024, -4608, HEIGHT_WALL, 0, NH},
        /* Into the slope room through the portal: the first slant runs
         * 0 -> 2 clicks along x (a small slope, tilt word 0x00FE). */
        {S(11), 0, S(3.5), 0, 2, 0, -3072, HEIGHT_SMALL_SLOPE, (int16_t)0x00FE, NH},
        {S(11.5), -100, S(3.5), 2, 2, 256, -3072, HEIGHT_SMALL_SLOPE, (int16_t)0x00FE, NH},
        /* ... and the >> 2 of a negative product rounds down: 512 at the
         * last unit, not 511. */
        {S(11) + 1023, 0, S(3.5), 2, 2, 512, -3072, HEIGHT_SMALL_SLOPE, (int16_t)0x00FE, NH},
        /* The second slant: a tilt only within 512 of the floor. */
        {S(12.5), -100, S(3.5), 2, 2, 768, -3072, HEIGHT_SMALL_SLOPE, 0, NH},
        {S(12.5), 300, S(3.5), 2, 2, 768, -3072, HEIGHT_SMALL_SLOPE, (int16_t)0x00FE, NH},
        /* Over the pool hole: the floor is the pool's bottom, the water
         * surface the hall's floor; below the surface the room is the
         * pool's. */
        {S(5.5), -100, S(6.5), 0, 0, 2048, -4096, HEIGHT_WALL, 0, 0},
        {S(5.5), 1000, S(6.5), 0, 1, 2048, -4096, HEIGHT_WALL, 0, 0},
        /* The corridor (four clicks high) and the chamber, a click down. */
        {S(4.5), 0, S(11.5), 0, 3, 0, -1024, HEIGHT_WALL, 0, NH},
        {S(3.5), 200, S(16.5), 3, 4, 256, -3584, HEIGHT_WALL, 0, NH},
    };
    for (size_t i = 0; i < COUNT_OF(probes); i++) {
        char why[200];
        const char *bad = check_probe(&w, &probes[i], why, sizeof why);
        CHECK_MSG(!bad, "probe %zu %s", i, bad);
    }
    /* Triggers are reported with the floor: the switch's sector in the
     * hall, the pressure pad at the bottom of the slope. */
    int16_t room = 0;
    const RoomSector *s = World_Sector(&w, S(6.5), 0, S(8.5), &room);
    World_Height(&w, s, S(6.5), 0, S(8.5));
    CHECK(w.trigger_index > 0);
    CHECK_EQ(World_SectorTrigger(&w, s), w.trigger_index);
    CHECK_EQ(lv.floordata[w.trigger_index] & 0x1F, FD_TRIGGER);
    CHECK_EQ((lv.floordata[w.trigger_index] >> 8) & 0x7F, 2); /* a switch trigger */
    CHECK(!w.lava);
    room = 2;
    s = World_Sector(&w, S(13.5), 1000, S(4.5), &room);
    World_Height(&w, s, S(13.5), 1000, S(4.5));
    CHECK(w.trigger_index > 0);
    CHECK_EQ((lv.floordata[w.trigger_index] >> 8) & 0x7F, 1); /* a pad */
    room = 0;
    s = World_Sector(&w, S(4.5), 0, S(2.5), &room);
    World_Height(&w, s, S(4.5), 0, S(2.5));
    CHECK_EQ(w.trigger_index, -1);

    /* A wall sector. */
    room = 0;
    s = World_Sector(&w, S(0.5), 0, S(2.5), &room);
    CHECK(s != NULL);
    CHECK_EQ(World_Height(&w, s, S(0.5), 0, S(2.5)), WORLD_NO_HEIGHT);
    CHECK_EQ(World_Ceiling(&w, s, S(0.5), 0, S(2.5)), WORLD_NO_HEIGHT);

    /* The sectors are the World's own: changing one changes the answer. */
    room = 0;
    RoomSector *ms = World_RoomSector(&w, 0, S(4.5), S(2.5));
    CHECK(ms != NULL);
    ms->floor = -2;
    s = World_Sector(&w, S(4.5), -1000, S(2.5), &room);
    CHECK_EQ(World_Height(&w, s, S(4.5), -1000, S(2.5)), -512);
    CHECK_EQ(lv.rooms[0].sectors[ms - World_RoomSector(&w, 0, S(0), S(0)) + 0].floor, 0);

    World_Free(&w);
    Level_Free(&lv);
}

/* Hooks that raise the floor / lower the ceiling of the sectors naming an
 * object (what a bridge or trapdoor does). */
static int g_hook_item = -1;
static void raise_floor(void *user, int item, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    (void)user; (void)x; (void)y; (void)z;
    g_hook_item = item;
    *h -= 128;
}
static void lower_ceiling(void *user, int item, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    (void)user; (void)x; (void)y; (void)z;
    g_hook_item = item;
    *h += 64;
}

TEST(floor_object_hooks)
{
    Level lv;
    World w;
    OPEN_DEFAULT_WORLD(&lv, &w);
    w.hooks.floor = raise_floor;
    w.hooks.ceiling = lower_ceiling;
    /* The switch's trigger names the switch (its item word) and the door:
     * only the door is an action, so only it runs. */
    int16_t room = 0;
    const RoomSector *s = World_Sector(&w, S(6.5), 0, S(8.5), &room);
    g_hook_item = -1;
    CHECK_EQ(World_Height(&w, s, S(6.5), 0, S(8.5)), -128);
    CHECK_EQ(g_hook_item, 2);
    g_hook_item = -1;
    CHECK_EQ(World_Ceiling(&w, s, S(6.5), 0, S(8.5)), -4096 + 64);
    CHECK_EQ(g_hook_item, 2);
    /* No trigger, no call. */
    room = 0;
    s = World_Sector(&w, S(4.5), 0, S(2.5), &room);
    g_hook_item = -1;
    CHECK_EQ(World_Height(&w, s, S(4.5), 0, S(2.5)), 0);
    CHECK_EQ(g_hook_item, -1);
    World_Free(&w);
    Level_Free(&lv);
}

TEST(floor_flip_swaps_slots)
{
    Level lv;
    char err[256];
    LOAD_DEFAULT_LEVEL(&lv);
    /* Make the loft (5) the chamber's (4) alternate for the test. */
    for (uint32_t i = 0; i < lv.num_rooms; i++)
        lv.rooms[i].alternate_room = -1;
    lv.rooms[4].alternate_room = 5;
    World w;
    CHECK(World_Init(&w, &lv, err, sizeof err));
    CHECK(World_Room(&w, 4) == &lv.rooms[4]);
    World_Flip(&w);
    CHECK(w.flipped);
    CHECK(World_Room(&w, 4) == &lv.rooms[5]);
    CHECK(World_Room(&w, 5) == &lv.rooms[4]);
    /* Slot 4 now answers with the loft's floor (-10 clicks). */
    int16_t room = 4;
    const RoomSector *s = World_Sector(&w, S(1.5), -3000, S(6.5), &room);
    CHECK_EQ(room, 4);
    CHECK_EQ(World_Height(&w, s, S(1.5), -3000, S(6.5)), -2560);
    World_Flip(&w);
    CHECK(!w.flipped);
    CHECK(World_Room(&w, 4) == &lv.rooms[4]);
    World_Free(&w);
    Level_Free(&lv);
}

TEST(floor_hostile_input)
{
    Level lv;
    World w;
    OPEN_DEFAULT_WORLD(&lv, &w);
    int16_t room = -1;
    CHECK(World_Sector(&w, 0, 0, 0, &room) == NULL);
    room = 999;
    CHECK(World_Sector(&w, 0, 0, 0, &room) == NULL);
    CHECK(World_RoomSector(&w, 77, 0, 0) == NULL);
    CHECK(World_Room(&w, -3) == NULL);
    CHECK_EQ(World_Height(&w, NULL, 0, 0, 0), WORLD_NO_HEIGHT);
    CHECK_EQ(World_Ceiling(&w, NULL, 0, 0, 0), WORLD_NO_HEIGHT);
    CHECK_EQ(World_TiltType(&w, NULL, 0, 0, 0), 0);
    CHECK_EQ(World_WaterHeight(&w, 0, 0, 0, 55), WORLD_NO_HEIGHT);
    CHECK(!World_RoomIsWater(&w, 55));
    /* Extreme positions clamp onto the grid. */
    room = 0;
    CHECK(World_Sector(&w, INT32_MIN, INT32_MAX, INT32_MAX, &room) != NULL);
    room = 0;
    CHECK(World_Sector(&w, INT32_MAX, INT32_MIN, INT32_MIN, &room) != NULL);

    /* Garbage floordata: every sector points at words that are all
     * portal / trigger setups without end bits, portals into bad rooms,
     * links into bad rooms; nothing may read outside the arrays or hang. */
    for (uint32_t i = 1; i < lv.num_floordata; i++)
        lv.floordata[i] = (uint16_t)(i % 3 == 0 ? 0x0001 : i % 3 == 1 ? 0x0404 : 0x7FFF);
    for (uint32_t r = 0; r < lv.num_rooms; r++) {
        Room *rm = &lv.rooms[r];
        for (uint32_t k = 0; k < (uint32_t)rm->num_x_sectors * rm->num_z_sectors; k++) {
            rm->sectors[k].fd_index = (uint16_t)(lv.num_floordata - 1 - k % 4);
            rm->sectors[k].room_below = (uint8_t)(k % 2 ? 200 : 0);
            rm->sectors[k].room_above = (uint8_t)(k % 3 ? 0 : 201);
            rm->sectors[k].floor = 10;
            rm->sectors[k].ceiling = -10;
        }
    }
    World_Free(&w);
    char err[256];
    CHECK(World_Init(&w, &lv, err, sizeof err));
    w.hooks.floor = raise_floor;
    w.hooks.ceiling = lower_ceiling;
    for (int32_t x = -S(2); x < S(20); x += 700)
        for (int32_t z = -S(2); z < S(22); z += 900)
            for (int r = 0; r < (int)lv.num_rooms; r++) {
                room = (int16_t)r;
                const RoomSector *s = World_Sector(&w, x, 5000, z, &room);
                World_Height(&w, s, x, -5000, z);
                World_Ceiling(&w, s, x, 5000, z);
                World_TiltType(&w, s, x, 0, z);
                World_WaterHeight(&w, x, 0, z, (int16_t)r);
                room = (int16_t)r;
                World_Sector(&w, x, -5000, z, &room);
            }
    World_Flip(&w);
    World_Free(&w);
    Level_Free(&lv);
}

TEST(floor_alter_height)
{
    Level lv;
    World w;
    OPEN_DEFAULT_WORLD(&lv, &w);
    int32_t x = S(2.5), z = S(2.5);
    int16_t room = 0;
    const RoomSector *s = World_Sector(&w, x, 0, z, &room);
    CHECK_EQ(World_Height(&w, s, x, -5000, z), 0);
    /* A block raises the floor a sector's height (rounded to clicks). */
    World_AlterFloorHeight(&w, x, z, 0, -1024 - 100);
    CHECK_EQ(World_Height(&w, s, x, -5000, z), -1280);
    World_AlterFloorHeight(&w, x, z, 0, 1280);
    CHECK_EQ(World_Height(&w, s, x, -5000, z), 0);
    /* Up to the ceiling: the sector becomes a wall; lowering a wall puts
     * the floor that far below the ceiling. */
    World_AlterFloorHeight(&w, x, z, 0, -4096);
    CHECK_EQ(World_Height(&w, s, x, -5000, z), WORLD_NO_HEIGHT);
    World_AlterFloorHeight(&w, x, z, 0, 1024);
    CHECK_EQ(World_Height(&w, s, x, -5000, z), -4096 + 1024);
    /* The level's own data is untouched. */
    const RoomSector *orig = World_GetSector(&lv, 0, x, z);
    CHECK_EQ(orig->floor, 0);
    /* Blockable boxes follow raising and lowering. */
    uint16_t box = s->box_index;
    if (box < lv.num_boxes) {
        w.box_overlap[box] = (int16_t)(w.box_overlap[box] | WORLD_BOX_BLOCKABLE);
        World_AlterFloorHeight(&w, x, z, 0, -1024);
        CHECK(w.box_overlap[box] & WORLD_BOX_BLOCKED);
        World_AlterFloorHeight(&w, x, z, 0, 1024);
        CHECK(!(w.box_overlap[box] & WORLD_BOX_BLOCKED));
        CHECK_EQ(lv.boxes[box].overlap_index & WORLD_BOX_BLOCKED, 0);
    }
    /* Bad rooms are ignored. */
    World_AlterFloorHeight(&w, x, z, 99, -1024);
    World_Free(&w);
    Level_Free(&lv);
}
