/* TR3's triangulated floors and ceilings read by the world queries
 * (engine/world/floor.c) on rooms built at test time (tests/tr_build.h,
 * TR3 files; skipped without ../shared/levels/tr3/RANDO_TEST1.TR2).
 *
 * Expected heights are worked out by hand from TR3's GetHeight /
 * GetCeiling / GetTiltType (Trxyebeep/tomb3 game/control.cpp,
 * game/collide.cpp): the triangle under (x, z) is chosen by the split's
 * diagonal (x <= 1024 - z for functions 7, 9, 11, 12, 15, 16; x <= z for
 * the others, x and z inside the sector), the lower triangle adds the
 * function word's bits 10..14 in clicks and the other its bits 5..9, and
 * the triangle's corner differences slant it as a floor (ceiling) slant.
 * A flat reading (the queries before TR3's splits) gives the sector's
 * plain floor (ceiling) at every point, which every check here refuses. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/level/level.h"
#include "engine/level/level_floor.h"
#include "engine/world/floor.h"
#include "game/collide/collide.h"
#include "game/game.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SECTOR 1024
#define CLICK 256
#define SX 3 /* the split sector, room-local (and world: the room is at 0, 0) */
#define SZ 3
#define AT(d) (SX * SECTOR + (d))
#define ATZ(d) (SZ * SECTOR + (d))

/* A split function word: function, HIGH triangle's clicks (bits 5..9),
 * LOW triangle's (bits 10..14). */
#define SPLIT(fn, high, low) \
    ((uint16_t)((fn) | (((unsigned)(high) & 0x1F) << 5) | (((unsigned)(low) & 0x1F) << 10)))
#define CORNERS(t0, t1, t2, t3) ((uint16_t)((t0) | (t1) << 4 | (t2) << 8 | (t3) << 12))

enum { LEVEL_SPLITS, LEVEL_NOCOL, LEVEL_WATER };

typedef struct {
    Level lv;
    World w;
} Fixture;

/* LEVEL_SPLITS: one room 8 x 8 sectors, floor at 0, ceiling 20 clicks up;
 * sector (3, 3) has a floor split 7 (HIGH -2 clicks, LOW +1, corners
 * 0, 2, 4, 1) and a ceiling split 10 (HIGH +3, LOW -1, corners 1, 0, 3, 2).
 * LEVEL_NOCOL: that room over a second one (floor 16 clicks down) joined
 * at (3, 3), whose floor is the no-collision split 11 (its hole the LOW
 * triangle; the HIGH one solid, one click up, flat). LEVEL_WATER: the same
 * with the lower room under water and the upper room's floor at (5, 5)
 * two clicks down (its lowest floor, 512). */
static bool open_level(Fixture *f, int kind, char *why, size_t cap)
{
    memset(f, 0, sizeof *f);
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b) {
        snprintf(why, cap, "%s not available", TrBuild_DonorName(GAME_TR3));
        return false;
    }
    int up = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    bool ok = true;
    if (kind == LEVEL_SPLITS) {
        const uint16_t fd[] = {SPLIT(FD_SPLIT_FLOOR1, -2, 1), CORNERS(0, 2, 4, 1),
                               FD_END_BIT | SPLIT(FD_SPLIT_CEILING2, 3, -1), CORNERS(1, 0, 3, 2)};
        ok = TrBuild_AddFloorData(b, up, SX, SZ, fd, 4, true);
    } else {
        int low = LB_AddRoom(&b->lb, 0, 0, 8, 8, 16, 0, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
        if (kind == LEVEL_WATER) {
            b->lb.rooms[low].water = true;
            LB_SetFloor(&b->lb, up, 5, 5, 5, 5, 2);
        }
        LB_ConnectVertical(&b->lb, up, low, SX, SZ, SX, SZ);
        const uint16_t fd[] = {FD_END_BIT | SPLIT(FD_NOCOL_FLOOR1_LOW, -1, 0), CORNERS(0, 0, 0, 0)};
        ok = TrBuild_AddFloorData(b, up, SX, SZ, fd, 2, true);
    }
    LB_AddItem(&b->lb, 0, up, 1 * SECTOR + 512, 0, 1 * SECTOR + 512, 0, 0);
    char err[512] = "";
    const char *path = ok ? TrBuild_Write(b, "tr3_floor_split.tr2", err, sizeof err) : NULL;
    ok = path && Level_Load(path, &f->lv, err, sizeof err);
    TrBuild_Delete(b);
    if (ok && !World_Init(&f->w, &f->lv, err, sizeof err)) {
        Level_Free(&f->lv);
        ok = false;
    }
    if (!ok)
        snprintf(why, cap, "level not built/opened: %s", err);
    return ok;
}

static void close_level(Fixture *f)
{
    World_Free(&f->w);
    Level_Free(&f->lv);
}

#define OPEN_OR_SKIP(f, kind)                                                       \
    do {                                                                            \
        char why_[600] = "";                                                        \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                          \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                 \
        Log_SetQuiet(1);                                                            \
        CHECK_MSG(open_level(f, kind, why_, sizeof why_), "%s", why_);              \
    } while (0)

/* Floor and tilt at (dx, dz) inside the split sector of room 0. */
static int32_t floor_at(Fixture *f, int32_t dx, int32_t dz, int *type, int16_t *tilt)
{
    int16_t room = 0;
    int32_t x = AT(dx), z = ATZ(dz);
    const RoomSector *s = World_Sector(&f->w, x, -100, z, &room);
    int32_t h = World_Height(&f->w, s, x, -100, z);
    *type = f->w.height_type;
    *tilt = World_TiltType(&f->w, s, x, h, z);
    return h;
}

static int32_t ceiling_at(Fixture *f, int32_t dx, int32_t dz)
{
    int16_t room = 0;
    int32_t x = AT(dx), z = ATZ(dz);
    const RoomSector *s = World_Sector(&f->w, x, -100, z, &room);
    return World_Ceiling(&f->w, s, x, -100, z);
}

/* Split 7 divides at x = 1024 - z. LOW triangle (100, 200): +1 click, z
 * slope t2 - t1 = 2 (2 * (1023 - 200) >> 2 = 411), x slope t0 - t1 = -2
 * (-(-2 * 100 >> 2) = 50): 256 + 411 + 50. HIGH triangle (900, 700): -2
 * clicks, z slope t3 - t0 = 1 (323 >> 2 = 80), x slope t3 - t2 = -3
 * (-(-3 * 900 >> 2) = 675): -512 + 80 + 675. The slopes are the tilt
 * (z in the high byte); more than 2 clicks makes the triangle DIAGONAL. */
TEST(tr3_floor_split_reads_each_triangle)
{
    Fixture f;
    OPEN_OR_SKIP(&f, LEVEL_SPLITS);
    int type;
    int16_t tilt;
    CHECK_EQ(floor_at(&f, 100, 200, &type, &tilt), 256 + 411 + 50);
    CHECK_EQ(type, HEIGHT_SPLIT_TRI);
    CHECK_EQ(tilt, (int16_t)0x02FE);
    CHECK_EQ(floor_at(&f, 900, 700, &type, &tilt), -512 + 80 + 675);
    CHECK_EQ(type, HEIGHT_DIAGONAL);
    CHECK_EQ(tilt, (int16_t)0x01FD);
    /* On the diagonal (524 <= 1024 - 500) still LOW: 256 + (2 * 523 >> 2)
     * + -(-2 * 524 >> 2); one unit on, HIGH: -512 + (523 >> 2)
     * + -(-3 * 525 >> 2). */
    CHECK_EQ(floor_at(&f, 524, 500, &type, &tilt), 256 + 261 + 262);
    CHECK_EQ(floor_at(&f, 525, 500, &type, &tilt), -512 + 130 + 394);
    /* Next door the floor is flat, as before. */
    CHECK_EQ(floor_at(&f, 100 + SECTOR, 200, &type, &tilt), 0);
    CHECK_EQ(type, HEIGHT_WALL);
    CHECK_EQ(tilt, 0);
    close_level(&f);
}

/* Split 10 divides at x = z; ceilings count the corners downwards
 * (c = -1, 0, -3, -2) and slant the other way. LOW (100, 600): -1 click,
 * z slope c2 - c1 = -3 (600 * -3 >> 2 = -450), x slope c0 - c1 = -1
 * ((1023 - 100) * -1 >> 2 = -231). HIGH (800, 300): +3 clicks, z slope
 * c3 - c0 = -1 (300 * -1 >> 2 = -75), x slope c3 - c2 = 1 (-(800 >> 2)). */
TEST(tr3_ceiling_split_reads_each_triangle)
{
    Fixture f;
    OPEN_OR_SKIP(&f, LEVEL_SPLITS);
    CHECK_EQ(ceiling_at(&f, 100, 600), -5120 - 256 - 450 - 231);
    CHECK_EQ(ceiling_at(&f, 800, 300), -5120 + 768 - 75 - 200);
    CHECK_EQ(ceiling_at(&f, 100 + SECTOR, 600), -5120);
    close_level(&f);
}

/* Under the camera's chunky flag the original keeps only the sign of the
 * triangle's height: the raised HIGH triangle one click up, the LOW one
 * flat, neither slanted. */
TEST(tr3_floor_split_chunky_keeps_the_sign_only)
{
    Fixture f;
    OPEN_OR_SKIP(&f, LEVEL_SPLITS);
    int type;
    int16_t tilt;
    f.w.chunky = true;
    CHECK_EQ(floor_at(&f, 100, 200, &type, &tilt), 0);
    CHECK_EQ(type, HEIGHT_SPLIT_TRI);
    CHECK_EQ(floor_at(&f, 900, 700, &type, &tilt), -256);
    CHECK_EQ(ceiling_at(&f, 100, 600), -5120 - 256);
    CHECK_EQ(ceiling_at(&f, 800, 300), -5120);
    close_level(&f);
}

/* A no-collision split: over its solid triangle the floor is the
 * triangle's (one click up) and the sector query stays in the room; over
 * its hole both go on to the room below (floor 16 clicks down). */
TEST(tr3_nocollision_split_holds_on_its_solid_triangle)
{
    Fixture f;
    OPEN_OR_SKIP(&f, LEVEL_NOCOL);
    int type;
    int16_t tilt;
    CHECK_EQ(floor_at(&f, 900, 900, &type, &tilt), -256);
    CHECK_EQ(type, HEIGHT_SPLIT_TRI);
    CHECK_EQ(floor_at(&f, 100, 100, &type, &tilt), 16 * CLICK);
    CHECK_EQ(type, HEIGHT_WALL);
    /* GetFloor just under the upper floor: the solid triangle keeps the
     * probe in the upper room, the hole lets it fall through. */
    int16_t room = 0;
    World_Sector(&f.w, AT(900), 50, ATZ(900), &room);
    CHECK_EQ(room, 0);
    room = 0;
    World_Sector(&f.w, AT(100), 50, ATZ(100), &room);
    CHECK_EQ(room, 1);
    close_level(&f);
}

/* Lara's collision against raised triangles (game/collide/collide.c):
 * sector (3, 4) is split 7 with its HIGH triangle 4 clicks up. Facing +z
 * near the top edge of (3, 3), her front probe lands on that triangle, too
 * high to step on; TR3 sends her back where she was (the triangle's edge
 * is not on the grid) instead of to the sector's edge (-51 here). */
TEST(tr3_collision_reads_floor_triangles)
{
    if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Log_SetQuiet(1);
    TrBuild *b = TrBuild_New(GAME_TR3);
    CHECK(b != NULL);
    int r = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    const uint16_t fd[] = {FD_END_BIT | SPLIT(FD_SPLIT_FLOOR1, -4, 0), CORNERS(0, 0, 0, 0)};
    /* (2, 3): split 7, its HIGH triangle 4 clicks up and steep (corner
     * t3 three clicks: slopes 3 along z and x). */
    const uint16_t steep[] = {FD_END_BIT | SPLIT(FD_SPLIT_FLOOR1, -4, 0), CORNERS(0, 0, 0, 3)};
    bool ok = TrBuild_AddFloorData(b, r, 3, 4, fd, 2, true) &&
              TrBuild_AddFloorData(b, r, 2, 3, steep, 2, true);
    LB_AddItem(&b->lb, 0, r, 1 * SECTOR + 512, 0, 1 * SECTOR + 512, 0, 0);
    char err[512] = "";
    const char *path = ok ? TrBuild_Write(b, "tr3_floor_step.tr2", err, sizeof err) : NULL;
    TestGame *t = calloc(1, sizeof *t);
    ok = path && t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok)
        free(t);
    CHECK_MSG(ok, "level not built/opened: %s", err);
    int32_t x = 3 * SECTOR + 1000, z = 4 * SECTOR - 50;
    CollInfo c;
    memset(&c, 0, sizeof c);
    c.radius = 100;
    c.bad_pos = COLL_NO_BAD_POS;
    c.bad_neg = -384;
    c.bad_ceiling = 0;
    c.facing = 0;
    c.old = (Vec3i){x, 0, z - 20};
    Coll_GetCollisionInfo(&t->g, &c, x, 0, z, 0, 762);
    CHECK_EQ(c.front.floor, -1024);
    CHECK_EQ(c.front.type, HEIGHT_SPLIT_TRI);
    CHECK_EQ(c.coll_type, COLL_FRONT);
    CHECK_EQ(c.shift.x, 0);
    CHECK_EQ(c.shift.z, -20);

    /* Her left probe on the steep triangle of (2, 3) at (974, 600):
     * -1024 + (3 * 423 >> 2) + (3 * 49 >> 2) = -671, DIAGONAL; with slopes
     * as walls TR3 reads it as a wall (-32767), as a big slope. */
    x = 3 * SECTOR + 50;
    z = 3 * SECTOR + 500;
    c.old = (Vec3i){x, 0, z};
    c.slopes_are_walls = true;
    Coll_GetCollisionInfo(&t->g, &c, x, 0, z, 0, 762);
    CHECK_EQ(c.left.type, HEIGHT_DIAGONAL);
    CHECK_EQ(c.left.floor, -32767);
    c.slopes_are_walls = false;
    Coll_GetCollisionInfo(&t->g, &c, x, 0, z, 0, 762);
    CHECK_EQ(c.left.floor, -671);
    TestGame_Delete(t);
}

/* TR3's water height reads room bounds and stops on a no-collision
 * split's solid half. Dry above the split: over the hole the surface is
 * the water room's highest ceiling (0), over the solid half there is none
 * (TR1's and TR2's walk would find the water under it). In the water: the
 * lowest floor of the dry room above (512, not the sector's 0). */
TEST(tr3_water_height_reads_rooms_and_nocollision_splits)
{
    Fixture f;
    OPEN_OR_SKIP(&f, LEVEL_WATER);
    CHECK_EQ(World_WaterHeight(&f.w, AT(100), -100, ATZ(100), 0), 0);
    CHECK_EQ(World_WaterHeight(&f.w, AT(900), -100, ATZ(900), 0), WORLD_NO_HEIGHT);
    CHECK_EQ(World_WaterHeight(&f.w, AT(900), 1000, ATZ(900), 1), 512);
    close_level(&f);
}
