/* QA regressions: world positions at the edge of the int32 range.
 *
 * Levels that stored rooms, items, cameras or lights near +-2^31 loaded,
 * then overflowed int32 arithmetic downstream (camera behind Lara, portal
 * visibility, sector look-ups, lighting). The loader now holds every stored
 * position to LEVEL_WORLD_LIMIT, demo start positions likewise, the
 * simulation stops items at that bound, and the world queries accept any
 * int32 position. Each case here crashed under UBSan before the fix. */
#include "tests/test.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/anim/anim.h"
#include "engine/core/log.h"
#include "engine/level/level_write.h"
#include "engine/sim/demo.h"
#include "engine/sim/sim.h"
#include "engine/world/floor.h"

#define LOAD_DEFAULT(lv)                                                        \
    do {                                                                        \
        char e_[512];                                                           \
        Log_SetQuiet(1);                                                        \
        CHECK_MSG(Level_Load(Test_BinPath("data/default.phd"), (lv), e_, sizeof e_), "%s", \
                  e_);                                                          \
    } while (0)

/* Writes lv and loads the bytes back; true when the loader accepts them.
 * err receives the loader's message. */
static bool round_trip(const Level *lv, char *err, size_t cap)
{
    uint8_t *buf = NULL;
    size_t size = 0;
    if (!LevelWrite_TR1(lv, &buf, &size, err, cap))
        return false;
    Level back;
    bool ok = Level_LoadMemory(buf, size, "qa", NULL, 0, &back, err, cap);
    if (ok)
        Level_Free(&back);
    free(buf);
    return ok;
}

TEST(qa_level_positions_outside_world_rejected)
{
    Level lv;
    LOAD_DEFAULT(&lv);
    char err[512];
    CHECK(lv.num_items > 0 && lv.num_cameras > 0 && lv.num_rooms > 0);
    CHECK_MSG(round_trip(&lv, err, sizeof err), "%s", err);

    /* one field at a time: at the limit loads, one past it is rejected */
    int32_t *fields[] = {&lv.items[0].pos.y, &lv.items[0].pos.x, &lv.cameras[0].pos.x,
                         &lv.rooms[0].x, &lv.rooms[0].y_top, &lv.boxes[0].max_z};
    const char *what[] = {"item 0", "item 0", "camera 0", "position", "position", "box 0"};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        int32_t keep = *fields[i];
        *fields[i] = INT32_MIN;
        bool ok = round_trip(&lv, err, sizeof err);
        CHECK_MSG(!ok, "field %zu at INT32_MIN was accepted", i);
        CHECK_MSG(strstr(err, "outside the world") && strstr(err, what[i]) &&
                      !strchr(err, '\n'),
                  "field %zu: %s", i, err);
        *fields[i] = LEVEL_WORLD_LIMIT + 1;
        CHECK(!round_trip(&lv, err, sizeof err));
        *fields[i] = keep;
    }
    /* room 0 may sit anywhere inside the bound (its items follow it only
     * in memory; nothing validates an item against its room's extent) */
    int32_t keep = lv.items[0].pos.z;
    lv.items[0].pos.z = -LEVEL_WORLD_LIMIT;
    CHECK_MSG(round_trip(&lv, err, sizeof err), "%s", err);
    lv.items[0].pos.z = keep;
    /* lights and statics, where the level has them */
    for (uint32_t r = 0; r < lv.num_rooms; r++) {
        if (lv.rooms[r].num_lights) {
            lv.rooms[r].lights[0].pos.z = INT32_MAX;
            CHECK(!round_trip(&lv, err, sizeof err));
            CHECK_MSG(strstr(err, "light 0 outside the world"), "%s", err);
            lv.rooms[r].lights[0].pos.z = 0;
            break;
        }
    }
    for (uint32_t r = 0; r < lv.num_rooms; r++) {
        if (lv.rooms[r].num_statics) {
            lv.rooms[r].statics[0].pos.x = INT32_MIN;
            CHECK(!round_trip(&lv, err, sizeof err));
            CHECK_MSG(strstr(err, "static mesh 0 outside the world"), "%s", err);
            break;
        }
    }
    Level_Free(&lv);
}

TEST(qa_demo_start_outside_world_rejected)
{
    Level lv;
    LOAD_DEFAULT(&lv);
    /* 7 start words, 2 input words, the -1 terminator */
    int32_t words[10] = {0, 0, 0, 0, 0, 0, 0, 1, 2, -1};
    words[0] = lv.items[0].pos.x;
    words[1] = lv.items[0].pos.y;
    words[2] = lv.items[0].pos.z;
    words[6] = lv.items[0].room;
    free(lv.demo_data);
    lv.demo_data = malloc(sizeof words);
    lv.num_demo_bytes = sizeof words;
    CHECK(lv.demo_data);
    memcpy(lv.demo_data, words, sizeof words);
    Demo d;
    char err[256];
    CHECK_MSG(Demo_Parse(&lv, &d, err, sizeof err), "%s", err);
    CHECK_EQ(d.num_ticks, 2);
    Demo_Free(&d);
    words[0] = INT32_MIN;
    memcpy(lv.demo_data, words, sizeof words);
    CHECK(!Demo_Parse(&lv, &d, err, sizeof err));
    CHECK_MSG(strstr(err, "start position") && strstr(err, "outside the world"), "%s", err);
    words[0] = 0;
    words[2] = LEVEL_WORLD_LIMIT + 1;
    memcpy(lv.demo_data, words, sizeof words);
    CHECK(!Demo_Parse(&lv, &d, err, sizeof err));
    Level_Free(&lv);
}

TEST(qa_world_queries_take_any_int32_position)
{
    Level lv;
    LOAD_DEFAULT(&lv);
    static const int32_t v[] = {INT32_MIN, INT32_MIN + 1, -LEVEL_WORLD_LIMIT, -1, 0,
                                LEVEL_WORLD_LIMIT, INT32_MAX - 1, INT32_MAX};
    const size_t n = sizeof v / sizeof v[0];
    int found = 0;
    World w, flipped;
    char err[160];
    CHECK_MSG(World_Init(&w, &lv, err, sizeof err), "%s", err);
    CHECK_MSG(World_Init(&flipped, &lv, err, sizeof err), "%s", err);
    World_Flip(&flipped);
    for (uint32_t r = 0; r < lv.num_rooms; r++)
        for (size_t a = 0; a < n; a++)
            for (size_t b = 0; b < n; b++) {
                int room = World_FindRoomF(&lv, b & 1, (int)r, v[a], v[b], v[n - 1 - a], NULL);
                CHECK(room >= 0 && (uint32_t)room < lv.num_rooms);
                int16_t at = (int16_t)r;
                const RoomSector *s = World_Sector(&w, v[a], v[b], v[b], &at);
                (void)World_Height(&w, s, v[a], v[b], v[b]);
                at = (int16_t)r;
                s = World_Sector(&flipped, v[b], v[a], v[a], &at);
                (void)World_Ceiling(&flipped, s, v[b], v[a], v[a]);
                found += World_InRoomBounds(&lv, (int)r, v[a], v[b], v[a]);
                CHECK(World_GetSector(&lv, (int)r, v[a], v[b]) != NULL);
            }
    /* only 0/-1 coordinates could be inside any room of the default level */
    CHECK(found < (int)(lv.num_rooms * n * n));
    /* a far query lands on a border sector, as the original's clamp */
    const Room *rm = &lv.rooms[0];
    CHECK(World_GetSector(&lv, 0, INT32_MIN, INT32_MIN) == &rm->sectors[0 + 1 * rm->num_z_sectors] ||
          rm->num_x_sectors < 3);
    World_Free(&w);
    World_Free(&flipped);
    Level_Free(&lv);
}

TEST(qa_items_stop_at_world_edge)
{
    Level lv;
    LOAD_DEFAULT(&lv);
    Sim s;
    char err[256];
    SimConfig cfg = {.animate_all = true};
    CHECK_MSG(Sim_Init(&s, &lv, &cfg, err, sizeof err), "%s", err);
    int i = -1;
    for (uint32_t k = 0; k < s.num_items; k++)
        if (s.items[k].anim >= 0)
            i = (int)k;
    CHECK(i >= 0);
    Item *it = &s.items[i];
    /* falling at full speed from just above the bound */
    it->pos.y = LEVEL_WORLD_LIMIT - 100;
    it->gravity = true;
    it->fall_speed = 30000;
    Anim_Animate(&lv, it, NULL);
    CHECK_EQ(it->pos.y, LEVEL_WORLD_LIMIT);
    Anim_Animate(&lv, it, NULL);
    CHECK_EQ(it->pos.y, LEVEL_WORLD_LIMIT);
    /* and sideways at the far corner: x and z stay on the bound */
    it->gravity = false;
    it->pos.x = -LEVEL_WORLD_LIMIT;
    it->pos.z = LEVEL_WORLD_LIMIT;
    for (int t = 0; t < 4; t++) {
        it->rot.y = (int16_t)(t * 0x4000);
        it->speed = 32000;
        Anim_Animate(&lv, it, NULL);
        CHECK(it->pos.x >= -LEVEL_WORLD_LIMIT && it->pos.x <= LEVEL_WORLD_LIMIT);
        CHECK(it->pos.z >= -LEVEL_WORLD_LIMIT && it->pos.z <= LEVEL_WORLD_LIMIT);
    }
    /* the whole tick (room update, snapshots, interpolation) copes */
    it->pos.x = INT32_MIN; /* placed by game code, not by the engine */
    Sim_Step(&s, 0);
    Sim_Step(&s, 0);
    AnimPose p;
    Sim_ItemPoseInterp(&s, i, 32768, &p);
    Sim_Free(&s);
    Level_Free(&lv);
}

/* The headless program on a level whose Lara stood at y = -2^31 crashed in
 * the camera-behind-Lara code; now the loader refuses the file. */
TEST(qa_headless_far_item_level_exits_2)
{
    Level lv;
    LOAD_DEFAULT(&lv);
    char err[512], path[1024], png[1024], cmd[4096], out[4096];
    lv.items[0].pos.y = INT32_MIN;
    snprintf(path, sizeof path, "%s/qa_far_item.phd", Test_TmpDir());
    snprintf(png, sizeof png, "%s/qa_far_item.png", Test_TmpDir());
    CHECK_MSG(LevelWrite_TR1File(&lv, path, err, sizeof err), "%s", err);
    Level_Free(&lv);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --capture %s --view lara 2>&1",
             Test_BinPath("tomb8"), path, png);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2, "exit %d: %s", rc, out);
    char *nl = strchr(out, '\n');
    CHECK_MSG(nl && nl[1] == 0 && strstr(out, "outside the world"), "%s", out);
}
