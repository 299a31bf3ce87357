/* Room/sector/floordata queries, checked against the reference traces'
 * floor heights and rooms, plus slants, portals, vertical rooms and
 * hostile inputs. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/world/floor.h"

#include "tests/test_levels.h"

/* The floor / ceiling height at (x, y, z) seen from slot `room`: the one
 * height API (World_Sector, then World_Height / World_Ceiling). */
static int32_t floor_at(World *w, int room, int32_t x, int32_t y, int32_t z)
{
    int16_t r = (int16_t)room;
    return World_Height(w, World_Sector(w, x, y, z, &r), x, y, z);
}

/* Checks every row of a trace: floor height under Lara (column "floor") and
 * her room (found from her previous room at her position; above water the
 * original looks half her height, 381 units, above her feet). Returns the
 * first failing tick or -1; *rows gets the row count. */
static int check_trace(const Level *lv, const char *rel, int *rows)
{
    *rows = 0;
    const char *path = Test_SharedPath(rel);
    size_t size;
    char *text = path ? (char *)Test_ReadFile(path, &size) : NULL;
    if (!text)
        return -2;
    int bad = -1, prev_room = -1;
    World w;
    char err[160];
    if (!World_Init(&w, lv, err, sizeof err)) {
        free(text);
        return 0;
    }
    char *line = strchr(text, '\n');
    while (line && *++line && bad < 0) {
        char *q = line;
        long v[22];
        for (int i = 0; i < 22; i++) {
            v[i] = strtol(q, &q, 10);
            if (*q == ',')
                q++;
        }
        int room = (int)v[5];
        int32_t floor = floor_at(&w, room, (int32_t)v[2], (int32_t)v[3], (int32_t)v[4]);
        int32_t look_y = (int32_t)v[3] - (v[19] == 0 ? 381 : 0);
        int from = prev_room < 0 ? room : prev_room;
        int found = World_FindRoom(lv, from, (int32_t)v[2], look_y, (int32_t)v[4], NULL);
        if (floor != v[21] || found != room)
            bad = (int)v[0];
        prev_room = room;
        (*rows)++;
        line = strchr(line, '\n');
    }
    World_Free(&w);
    free(text);
    return bad;
}

TEST(world_floor_and_room_match_reference_level1)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    static const char *traces[] = {"../traces/LEVEL1_walk_run_turn.csv",
                                   "../traces/LEVEL1_jumps.csv", "../traces/LEVEL1_ledges.csv"};
    int total = 0;
    for (size_t i = 0; i < COUNT_OF(traces); i++) {
        int rows;
        int bad = check_trace(&lv, traces[i], &rows);
        if (bad == -2)
            continue;
        total += rows;
        CHECK_MSG(bad < 0, "%s: differs at tick %d", traces[i], bad);
    }
    Level_Free(&lv);
    if (total == 0)
        SKIP("traces not available");
    CHECK(total > 2000);
}

TEST(world_floor_and_room_match_reference_water_level)
{
    Level lv;
    LOAD_OR_SKIP("tr1/RANDO_TEST1.PHD", &lv);
    int rows;
    int bad = check_trace(&lv, "../traces/RANDO_TEST1_random_3.csv", &rows);
    Level_Free(&lv);
    if (bad == -2)
        SKIP("trace not available");
    CHECK_MSG(bad < 0, "differs at tick %d", bad);
    CHECK(rows > 800);
}

TEST(world_slants)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    World w;
    char err[160];
    CHECK_MSG(World_Init(&w, &lv, err, sizeof err), "%s", err);
    int slanted = 0;
    for (uint32_t r = 0; r < lv.num_rooms; r++) {
        const Room *room = &lv.rooms[r];
        for (uint32_t i = 0; i < (uint32_t)room->num_x_sectors * room->num_z_sectors; i++) {
            const RoomSector *s = &room->sectors[i];
            const FloorSector *fs = LevelFloor_Sector(&lv, s->fd_index);
            if (!fs || (!fs->floor_tilt.x && !fs->floor_tilt.z))
                continue;
            if (s->floor == -127 || s->room_below != NO_ROOM)
                continue;
            slanted++;
            int32_t base = s->floor * 256;
            int32_t h00 = World_Height(&w, s, 0, 0, 0);
            int32_t h10 = World_Height(&w, s, 1023, 0, 0);
            int32_t h01 = World_Height(&w, s, 0, 0, 1023);
            /* One click of slant per sector: 256 units across it (1023/4). */
            int sx = fs->floor_tilt.x, sz = fs->floor_tilt.z;
            CHECK_EQ(h00 - h10, (sx * 1023) >> 2);
            CHECK_EQ(h00 - h01, (sz * 1023) >> 2);
            /* The highest corner is the stored floor (slants only go down). */
            int32_t mx = MIN(MIN(h00, h10), MIN(h01, World_Height(&w, s, 1023, 0, 1023)));
            CHECK_MSG(mx == base, "room %u sector %u: top %d, stored %d", r, i, mx, base);
        }
    }
    World_Free(&w);
    Level_Free(&lv);
    CHECK(slanted > 0);
}

TEST(world_portals_and_vertical_rooms)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    int portals = 0, verticals = 0;
    for (uint32_t r = 0; r < lv.num_rooms; r++) {
        const Room *room = &lv.rooms[r];
        for (uint16_t x = 0; x < room->num_x_sectors; x++) {
            for (uint16_t z = 0; z < room->num_z_sectors; z++) {
                const RoomSector *s = &room->sectors[z + x * room->num_z_sectors];
                int32_t wx = room->x + x * 1024 + 512, wz = room->z + z * 1024 + 512;
                /* The border rows are clamped inwards (as the original):
                 * only the inner sectors map to themselves. */
                if (x > 0 && z > 0 && x + 1 < room->num_x_sectors && z + 1 < room->num_z_sectors)
                    CHECK(World_GetSector(&lv, (int)r, wx, wz) == s);
                int target = World_PortalRoom(&lv, s);
                if (target != WORLD_NO_ROOM) {
                    portals++;
                    const RoomSector *ts = World_GetSector(&lv, target, wx, wz);
                    int32_t y = ts->floor * 256 - 1;
                    if (ts->floor != -127 && World_PortalRoom(&lv, ts) == WORLD_NO_ROOM &&
                        ts->room_below == NO_ROOM && y >= ts->ceiling * 256)
                        CHECK_EQ(World_FindRoom(&lv, (int)r, wx, y, wz, NULL), target);
                }
                if (s->room_below != NO_ROOM && s->floor != -127 &&
                    World_PortalRoom(&lv, s) == WORLD_NO_ROOM) {
                    const RoomSector *b = World_GetSector(&lv, s->room_below, wx, wz);
                    if (b->room_below == NO_ROOM && b->floor > s->floor + 1) {
                        verticals++;
                        int32_t y = s->floor * 256 + 128;
                        CHECK_EQ(World_FindRoom(&lv, (int)r, wx, y, wz, NULL), s->room_below);
                        /* and back up again */
                        CHECK_EQ(World_FindRoom(&lv, s->room_below, wx, y - 256, wz, NULL), (int)r);
                    }
                }
            }
        }
    }
    Level_Free(&lv);
    CHECK(portals > 10);
    CHECK(verticals > 0);
}

TEST(world_hostile_queries)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    CHECK(World_GetSector(&lv, -1, 0, 0) == NULL);
    CHECK(World_GetSector(&lv, (int)lv.num_rooms, 0, 0) == NULL);
    World w;
    char err[256];
    CHECK_MSG(World_Init(&w, &lv, err, sizeof err), "%s", err);
    CHECK_EQ(floor_at(&w, 9999, 0, 0, 0), WORLD_NO_HEIGHT);
    CHECK_EQ(World_FindRoom(&lv, 9999, 0, 0, 0, NULL), 9999);
    /* Far outside: clamped onto the room's border, never out of the array. */
    const RoomSector *s = World_GetSector(&lv, 0, -2000000000, 2000000000);
    const Room *r0 = &lv.rooms[0];
    CHECK(s >= r0->sectors && s < r0->sectors + r0->num_x_sectors * r0->num_z_sectors);
    floor_at(&w, 0, 2000000000, -2000000000, -2000000000);
    World_Free(&w);
    Level_Free(&lv);

    /* A portal cycle in malformed data terminates. */
    Level bad;
    memset(&bad, 0, sizeof bad);
    Room rooms[2];
    RoomSector sec[2][9];
    uint16_t fd[] = {0, 0x8001, 1, 0x8001, 0};
    memset(rooms, 0, sizeof rooms);
    memset(sec, 0, sizeof sec);
    for (int i = 0; i < 2; i++) {
        rooms[i].num_x_sectors = rooms[i].num_z_sectors = 3;
        rooms[i].sectors = sec[i];
        for (int k = 0; k < 9; k++) {
            sec[i][k].room_below = sec[i][k].room_above = NO_ROOM;
            sec[i][k].fd_index = i == 0 ? 1 : 3;
            sec[i][k].floor = 4;
        }
    }
    bad.rooms = rooms;
    bad.num_rooms = 2;
    bad.floordata = fd;
    bad.num_floordata = COUNT_OF(fd);
    CHECK(LevelFloor_Build(&bad, err, sizeof err));
    int room = World_FindRoom(&bad, 0, 1500, 0, 1500, NULL);
    CHECK(room == 0 || room == 1);
    /* Floordata running off the end is refused when it is parsed. */
    uint16_t fd2[] = {0, 0x0002};
    bad.floordata = fd2;
    bad.num_floordata = 2;
    for (int i = 0; i < 2; i++)
        for (int k = 0; k < 9; k++)
            sec[i][k].fd_index = 1;
    CHECK(!LevelFloor_Build(&bad, err, sizeof err));
    CHECK_MSG(strstr(err, "floordata: entry list from 1 runs past 2 words") != NULL, "%s", err);
    CHECK(bad.floor == NULL);
}

/* Flip maps swap a room's data with its alternate's; numbers stay. */
TEST(world_flip_map_swaps_room_data)
{
    Level lv;
    memset(&lv, 0, sizeof lv);
    Room rooms[3];
    RoomSector sec[3][9];
    memset(rooms, 0, sizeof rooms);
    memset(sec, 0, sizeof sec);
    static const int8_t floors[3] = {4, 6, 8};
    for (int i = 0; i < 3; i++) {
        rooms[i].num_x_sectors = rooms[i].num_z_sectors = 3;
        rooms[i].sectors = sec[i];
        rooms[i].alternate_room = -1;
        rooms[i].y_top = -4096;
        rooms[i].y_bottom = 4096;
        for (int k = 0; k < 9; k++) {
            sec[i][k].room_below = sec[i][k].room_above = NO_ROOM;
            sec[i][k].floor = floors[i];
            sec[i][k].ceiling = -8;
        }
    }
    rooms[0].alternate_room = 2;
    lv.rooms = rooms;
    lv.num_rooms = 3;
    CHECK_EQ(World_DataRoom(&lv, 0, false), 0);
    CHECK_EQ(World_DataRoom(&lv, 0, true), 2);
    CHECK_EQ(World_DataRoom(&lv, 2, true), 0);
    CHECK_EQ(World_DataRoom(&lv, 1, true), 1);
    World w;
    char err[160];
    CHECK_MSG(World_Init(&w, &lv, err, sizeof err), "%s", err);
    CHECK_EQ(floor_at(&w, 0, 1500, 0, 1500), 4 * 256);
    World_Flip(&w);
    CHECK_EQ(floor_at(&w, 0, 1500, 0, 1500), 8 * 256);
    CHECK_EQ(floor_at(&w, 2, 1500, 0, 1500), 4 * 256);
    CHECK_EQ(floor_at(&w, 1, 1500, 0, 1500), 6 * 256);
    World_Free(&w);
    CHECK_EQ(World_FindRoomF(&lv, true, 0, 1500, 0, 1500, NULL), 0);

    /* Real data: CUT1 room 3 has alternate 10. */
    Level cut;
    LOAD_OR_SKIP("tr1/CUT1.PHD", &cut);
    CHECK_EQ(cut.rooms[3].alternate_room, 10);
    const Room *r = &cut.rooms[10];
    int checked = 0;
    for (int x = 1; x + 1 < r->num_x_sectors; x++)
        for (int z = 1; z + 1 < r->num_z_sectors; z++) {
            int32_t wx = r->x + x * 1024 + 300, wz = r->z + z * 1024 + 700;
            const RoomSector *a = World_GetSectorF(&cut, true, 3, wx, wz);
            const RoomSector *b = World_GetSector(&cut, 10, wx, wz);
            CHECK(a == b);
            checked++;
        }
    Level_Free(&cut);
    CHECK(checked > 0);
}

TEST(world_portal_into_room_without_sectors)
{
    Level lv;
    memset(&lv, 0, sizeof lv);
    Room rooms[2];
    RoomSector sec[9];
    uint16_t fd[] = {0, 0x8001, 1};
    memset(rooms, 0, sizeof rooms);
    memset(sec, 0, sizeof sec);
    rooms[0].num_x_sectors = rooms[0].num_z_sectors = 3;
    rooms[0].sectors = sec;
    for (int k = 0; k < 9; k++) {
        sec[k].room_below = sec[k].room_above = NO_ROOM;
        sec[k].fd_index = 1;
        sec[k].floor = 2;
    }
    lv.rooms = rooms;
    lv.num_rooms = 2;
    lv.floordata = fd;
    lv.num_floordata = COUNT_OF(fd);
    char err[256];
    CHECK(LevelFloor_Build(&lv, err, sizeof err));
    CHECK_EQ(World_PortalRoom(&lv, &sec[4]), 1);
    const RoomSector *s = NULL;
    CHECK_EQ(World_FindRoom(&lv, 0, 1500, 0, 1500, &s), 0);
    CHECK(s != NULL);
    World w;
    CHECK_MSG(World_Init(&w, &lv, err, sizeof err), "%s", err);
    CHECK_EQ(floor_at(&w, 0, 1500, 0, 1500), 512);
    CHECK_EQ(floor_at(&w, 1, 1500, 0, 1500), WORLD_NO_HEIGHT);
    World_Free(&w);
    LevelFloor_Free(&lv);
}
