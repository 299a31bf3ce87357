/* TR3's laser sights (game/objects/tr3/creatures/laser_sight_tr3.c) on
 * the TR3 range (tests/tr3_range.h), a room 20 x 6 sectors: the shared
 * TR3 level has none of TR3's humans, so the guard is a stand-in (Lara's
 * meshes under the kind's id, standing still in every animation); his
 * mesh 7 is Lara's, not a rifle, and the tests pitch him so that its y
 * axis, along which the beam runs, lies level. What is checked is the
 * original's rule (tomb3 draw.cpp DrawAnimatingItem): which kinds carry
 * it, from where, how far, when it shows, its colour; and that drawing it
 * changes nothing in the game. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/render/render.h"
#include "engine/sim/sim.h"
#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/tr3/creatures/laser_sight_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr3_guard_anims.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

#define FW 640
#define FH 480
#define SIGHT_MESH 7
#define LEVEL_PITCH 0x4000 /* the stand-in's mesh 7 y axis level, towards Lara */
#define WEST_WALL 1024      /* the room's inside face on the west */

/* The soldiers' stand-in animations: tests/tr3_guard_anims.h. */

/* A guard of kind `id` 8 sectors from Lara along x, in the middle of the
 * room. */
static TestGame *open_guard(int16_t id, int *guard)
{
    Tr3Range r = { id, k_smg_anims, SMG_ANIMS, 8, 0, false, 0, NULL, 0, 0 };
    Tr3RangeExtra x = { NULL, 0, false };
    Tr3RangeShape sh = { 0, 0, NULL, 0 };
    Tr3RangeRoom rm = { 0, 0, 20, 6, 0, 0 };
    int lara, other;
    return Tr3Range_OpenIn(&r, &x, &sh, &rm, &lara, guard, &other);
}

/* A point of the guard's mesh 7 in the world. */
static Vec3i joint(TestGame *t, int guard, int32_t x, int32_t y, int32_t z)
{
    Vec3i p = { x, y, z };
    Creature_JointPos(&t->g, &t->sim.items[guard], &p, SIGHT_MESH);
    return p;
}

/* How far c lies off the line through a and b (units, on the floor plane
 * and in height). */
static int64_t off_line(Vec3i a, Vec3i b, Vec3i c)
{
    int64_t dx = b.x - a.x, dz = b.z - a.z, ex = c.x - a.x, ez = c.z - a.z;
    int64_t len = dx * dx + dz * dz;
    if (!len)
        return 0;
    int64_t cross = llabs(dx * ez - dz * ex);
    return cross * cross / len; /* squared */
}

static int lines_of(TestGame *t, SimDrawList *dl)
{
    dl->num_meshes = dl->num_sprites = dl->num_lines = 0;
    return Effect_AppendDraws(&t->g, dl) ? (int)dl->num_lines : -1;
}

/* Drawn with the guard standing: a beam from (0, 200, 106) of his mesh 7
 * to (0, 6400, 106) where nothing is in the way; moved near the west wall
 * it stops on the wall, on its line; pitched down it stops on the floor.
 * Its lines go from end to end, red; drawing it leaves the game, its
 * random streams and the world's last query as they were. */
TEST(tr3_laser_sight_runs_from_the_rifle_to_the_first_wall)
{
    int guard;
    TestGame *t = open_guard(O3_SWAT_GUN, &guard);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Item *it = &t->sim.items[guard];
    it->rot.x = LEVEL_PITCH;
    Vec3i a, b;
    int16_t room = -1;
    CHECK(Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room));
    Vec3i from = joint(t, guard, 0, 200, 106), far = joint(t, guard, 0, 6400, 106);
    CHECK(a.x == from.x && a.y == from.y && a.z == from.z);
    CHECK_MSG(b.x == far.x && b.y == far.y && b.z == far.z, "to %d %d %d, far %d %d %d", b.x, b.y,
              b.z, far.x, far.y, far.z);
    CHECK_EQ(room, it->room);
    CHECK_MSG(abs(b.y - a.y) < 400 && abs(b.x - a.x) > 5000, "not level: %d %d", b.x - a.x,
              b.y - a.y);

    /* the lines: Bolt pieces from end to end, each redder than anything */
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    uint64_t hash = Sim_Hash(&t->sim);
    Prng prng = t->sim.prng;
    World w = t->g.world;
    int bolts = t->g.bolts.count;
    int n = lines_of(t, &dl);
    CHECK_MSG(n >= 8 && n <= 32, "%d lines", n);
    CHECK_EQ(Sim_Hash(&t->sim), hash);
    CHECK(!memcmp(&prng, &t->sim.prng, sizeof prng));
    CHECK(!memcmp(&w, &t->g.world, sizeof w));
    CHECK_EQ(t->g.bolts.count, bolts);
    if (n > 0) {
        CHECK(dl.lines[0].a.x == a.x && dl.lines[0].a.z == a.z);
        CHECK(dl.lines[n - 1].b.x == b.x && dl.lines[n - 1].b.z == b.z);
    }

    /* near the west wall: cut short on it */
    it->pos.x = 4096;
    far = joint(t, guard, 0, 6400, 106);
    CHECK(far.x < WEST_WALL - 512);
    CHECK(Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room));
    CHECK_MSG(b.x >= WEST_WALL - 2 && b.x <= WEST_WALL + 2, "stops at x %d", b.x);
    CHECK_MSG(off_line(a, far, b) <= 16, "off its line by %lld", (long long)off_line(a, far, b));

    /* pitched down: cut short on the floor (y 0) */
    it->rot.x = 0;
    far = joint(t, guard, 0, 6400, 106);
    CHECK(Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room));
    CHECK(far.y > 4000);
    CHECK_MSG(b.y >= -2 && b.y <= 0, "stops at y %d", b.y);

    /* its pixels: redder than the room behind them */
    it->pos.x = 9728;
    it->rot.x = LEVEL_PITCH;
    CHECK(Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room));
    char err[256];
    Renderer *r = Render_Create(&t->lv, FW, FH, NULL, err, sizeof err);
    CHECK(r);
    uint8_t *plain = malloc(FW * FH), *fb = malloc(FW * FH);
    if (r && plain && fb) {
        RenderCamera cam = { (a.x + b.x) / 2, a.y - 256, 1100, it->room, 0, 0, 0, 0 };
        Render_SetLines(r, NULL, 0);
        CHECK(Render_Frame(r, &cam, NULL, 0, NULL, 0, plain));
        n = lines_of(t, &dl);
        Render_SetLines(r, dl.lines, dl.num_lines);
        CHECK(Render_Frame(r, &cam, NULL, 0, NULL, 0, fb));
        int changed = 0;
        long red = 0, rest = 0;
        for (int i = 0; i < FW * FH; i++) {
            if (fb[i] == plain[i])
                continue;
            changed++;
            uint8_t p[3], c[3];
            Render_PaletteRGB(r, plain[i], p);
            Render_PaletteRGB(r, fb[i], c);
            red += c[0] - p[0];
            rest += c[1] - p[1] + c[2] - p[2];
        }
        CHECK_MSG(changed > 100, "%d pixels", changed);
        CHECK_MSG(red > rest, "red %ld, green and blue %ld", red, rest);
    }
    free(plain);
    free(fb);
    if (r)
        Render_Destroy(r);
    SimDraw_Free(&dl);
    TestGame_Delete(t);
}

/* Which kinds carry one (the original's SWAT_GUN_BITE: the M16 guard and
 * the Damned's mercenary, not the army soldier of the same routine), and
 * when: standing or aiming alike; dead while his death plays; at its end
 * only where it ends on a key frame (the original's drawing between key
 * frames checks for the end, on key frames it does not); never when the
 * guard is not drawn. */
TEST(tr3_laser_sight_kinds_and_when)
{
    static const struct {
        int16_t id;
        bool sight;
    } kinds[] = { { O3_SWAT_GUN, true }, { O3_LON_MERCENARY_1, true },
                  { O3_STHPAC_MERCENARY, false }, { O3_WHITE_SOLDIER, false } };
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        int guard;
        TestGame *t = open_guard(kinds[k].id, &guard);
        if (!t)
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
        Vec3i a, b;
        int16_t room;
        bool on = Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room);
        int n = lines_of(t, &dl);
        CHECK_MSG(on == kinds[k].sight, "kind %d", kinds[k].id);
        CHECK_MSG((n > 0) == kinds[k].sight, "kind %d: %d lines", kinds[k].id, n);
        TestGame_Delete(t);
    }

    int guard;
    TestGame *t = open_guard(O3_SWAT_GUN, &guard);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Item *it = &t->sim.items[guard];
    Vec3i a, b;
    int16_t room;
    /* aiming and firing alike (he stays where he is: only his state) */
    it->current_state = SMG_AIM1;
    CHECK(Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room));
    it->current_state = SMG_SHOOT1;
    CHECK(Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room));
    it->current_state = SMG_STOP;
    /* dead, his death playing, then at its end (60 frames, one key: the
     * last frame lies between key frames) */
    const Model *m = &t->lv.models[it->model];
    it->hit_points = 0;
    it->anim = (int16_t)(m->animation + SMG_DIE_ANIM);
    Animation *death = &t->lv.animations[it->anim];
    it->frame = (int16_t)(death->frame_start + 30);
    CHECK(Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room));
    it->frame = (int16_t)death->frame_end;
    CHECK(!Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room));
    CHECK_EQ(lines_of(t, &dl), 0);
    /* the same death keyed on every frame: the end is a key frame */
    death->frame_rate = 1;
    CHECK(Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room));
    /* not drawn: no sight */
    it->status = ITEM_STATUS_INVISIBLE;
    CHECK(!Tr3LaserSight_Beam(&t->g, guard, &a, &b, &room));
    CHECK_EQ(lines_of(t, &dl), 0);
    SimDraw_Free(&dl);
    TestGame_Delete(t);
}
