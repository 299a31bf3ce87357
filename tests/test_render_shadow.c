/* Shadows (engine/render/render_shadow.c, game/objects/shadow.c): the
 * pixels of a shadow in a purpose-built room (darker through ColourMap row
 * 24 inside its outline, untouched outside), the original's rules that drop
 * one (seen from below, a corner behind the eye, its room not visible, only
 * the next frame), the octagon made from an item's bounds, and hashes of
 * captures with Lara's and the wolf's shadows. */
#include "engine/math/fixed.h"
#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "engine/sim/sim_draw.h"
#include "game/objects/object.h"
#include "game/objects/object_ids.h"
#include "game/objects/shadow.h"
#include "tests/test.h"
#include "tests/test_game.h"
#include "tests/render_test_room.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stb/stb_image.h>

#define RW 320
#define RH 240

/* One open room (3 x 3 sectors inside its walls, floor at y 0) with Lara. */
static bool build_room(Level *lv)
{
    bool ok = RenderTestRoom_Build(lv, "shadow_room.phd");
    return ok;
}

/* A regular octagon of radius `rad` on the floor at (cx, 0, cz), clockwise
 * seen from above (or the other way round). */
static RenderShadowDraw octagon(int32_t cx, int32_t cy, int32_t cz, int32_t rad, bool reversed)
{
    RenderShadowDraw s;
    memset(&s, 0, sizeof s);
    s.nv = 8;
    s.shade_row = 24;
    s.room = 0;
    for (int i = 0; i < 8; i++) {
        int k = reversed ? 7 - i : i;
        int32_t a = 0x1000 + k * 0x2000; /* from the -x, +z corner round by +x */
        s.v[i].x = cx - (rad * Math_Cos(a) >> 14);
        s.v[i].y = cy;
        s.v[i].z = cz + (rad * Math_Sin(a) >> 14);
    }
    return s;
}

/* Which side of the projected outline pixel (px, py) is on: 1 inside, -1
 * outside, 0 within 1.5 pixels of an edge (either may be right there). */
static int side(const Renderer *r, const RenderShadowDraw *s, int px, int py)
{
    double sx[8], sy[8];
    for (int i = 0; i < s->nv; i++) {
        int64_t v[3];
        Mat34_Transform(&r->view, s->v[i].x, s->v[i].y, s->v[i].z, v);
        sx[i] = r->cx + (double)v[0] * r->f / (double)v[2];
        sy[i] = r->cy + (double)v[1] * r->f / (double)v[2];
    }
    double x = px + 0.5, y = py + 0.5, dmin = 1e9;
    bool inside = true;
    for (int i = 0; i < s->nv; i++) {
        int j = (i + 1) % s->nv;
        double ex = sx[j] - sx[i], ey = sy[j] - sy[i];
        double len = ex * ex + ey * ey;
        if (len <= 0)
            continue;
        double d = (ex * (y - sy[i]) - ey * (x - sx[i]));
        double dist = d * d / len;
        if (d < 0)
            inside = false;
        if (dist < dmin && d >= 0)
            dmin = dist;
        if (d < 0 && dist < dmin)
            dmin = dist;
    }
    if (dmin < 1.5 * 1.5)
        return 0;
    return inside ? 1 : -1;
}

TEST(render_shadow_room_pixels)
{
    RenderTestScene sc;
    CHECK(RenderTestScene_Open(&sc, build_room, RW, RH, NULL));
    Renderer *r = sc.r;
    const Level *lv = &sc.lv;
    uint8_t *plain = sc.plain, *shadowed = sc.fb, *again = malloc(RW * RH);
    /* from above and behind, looking down at 45 degrees */
    RenderCamera cam = {2560, -1500, 1200, 0, 0, -0x2000, 0, 0};
    CHECK(Render_Frame(r, &cam, NULL, 0, NULL, 0, plain));
    RenderShadowDraw s = octagon(2560, 0, 2560, 400, false);
    Render_SetShadows(r, &s, 1);
    CHECK(Render_Frame(r, &cam, NULL, 0, NULL, 0, shadowed));
    const uint8_t *row24 = lv->lightmap + 24 * 256;
    int darker = 0, inside = 0;
    for (int y = 0; y < RH; y++)
        for (int x = 0; x < RW; x++) {
            int i = y * RW + x, where = side(r, &s, x, y);
            uint8_t want = row24[plain[i]];
            if (where > 0) {
                inside++;
                CHECK_MSG(shadowed[i] == want, "(%d,%d) inside: %d, not %d", x, y, shadowed[i],
                          want);
                darker += want != plain[i];
            } else if (where < 0) {
                CHECK_MSG(shadowed[i] == plain[i], "(%d,%d) outside changed", x, y);
            } else {
                CHECK(shadowed[i] == plain[i] || shadowed[i] == want);
            }
        }
    CHECK_MSG(inside > 2000 && darker > inside * 9 / 10, "inside %d, darker %d", inside, darker);
    /* darker in fact: the palette's brightness drops under the shadow */
    uint8_t a[3], b[3];
    int cx = -1;
    for (int i = 0; i < RW * RH && cx < 0; i++)
        if (side(r, &s, i % RW, i / RW) > 0 && row24[plain[i]] != plain[i])
            cx = i;
    Render_PaletteRGB(r, plain[cx], a);
    Render_PaletteRGB(r, shadowed[cx], b);
    CHECK(b[0] + b[1] + b[2] < a[0] + a[1] + a[2]);

    /* only the next frame */
    CHECK(Render_Frame(r, &cam, NULL, 0, NULL, 0, again));
    CHECK(!memcmp(again, plain, RW * RH));
    /* seen from below (the same outline the other way round): not drawn */
    RenderShadowDraw back = octagon(2560, 0, 2560, 400, true);
    Render_SetShadows(r, &back, 1);
    CHECK(Render_Frame(r, &cam, NULL, 0, NULL, 0, again));
    CHECK(!memcmp(again, plain, RW * RH));
    /* a corner behind the eye (a plane just under the camera, reaching
     * back past it): the whole shadow is dropped */
    RenderShadowDraw near = octagon(2560, -1400, 1200, 400, false);
    Render_SetShadows(r, &near, 1);
    CHECK(Render_Frame(r, &cam, NULL, 0, NULL, 0, again));
    CHECK(!memcmp(again, plain, RW * RH));
    /* a room that does not exist / a bad row: nothing, no crash */
    RenderShadowDraw bad[2] = {s, s};
    bad[0].room = 7;
    bad[1].shade_row = 32;
    Render_SetShadows(r, bad, 2);
    CHECK(Render_Frame(r, &cam, NULL, 0, NULL, 0, again));
    CHECK(!memcmp(again, plain, RW * RH));
    /* every thread count draws the same shadow */
    RenderConfig cfg = {4};
    char err[256];
    Renderer *r4 = Render_Create(lv, RW, RH, &cfg, err, sizeof err);
    CHECK(r4);
    Render_SetShadows(r4, &s, 1);
    CHECK(Render_Frame(r4, &cam, NULL, 0, NULL, 0, again));
    CHECK(!memcmp(again, shadowed, RW * RH));
    Render_Destroy(r4);
    free(again);
    RenderTestScene_Close(&sc);
}

/* The octagon of an item, as the original builds it from the key frame's
 * bounds and the object's shadow size. */
static void check_octagon(const TestGame *t, int item, int size)
{
    const Item *it = &t->sim.items[item];
    RenderShadowDraw s;
    CHECK(Shadow_OfItem(&t->g, item, 65536, &s));
    CHECK_EQ(s.nv, 8);
    CHECK_EQ(s.shade_row, 24);
    CHECK_EQ(s.room, it->room);
    AnimFrame f;
    const Model *m = &t->lv.models[it->model];
    AnimKeys keys;
    Anim_GetKeys(&t->lv, it->anim, it->frame, m->num_meshes, &keys);
    CHECK(Anim_DecodeFrame(&t->lv, keys.word0, m->num_meshes, &f));
    int32_t xa = (f.bbox.max_x - f.bbox.min_x) * size / 1024;
    int32_t za = (f.bbox.max_z - f.bbox.min_z) * size / 1024;
    int32_t xm = (f.bbox.min_x + f.bbox.max_x) / 2, zm = (f.bbox.min_z + f.bbox.max_z) / 2;
    static const int c[8][2] = {{-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}};
    Vec3i pos; /* the drawn pose: the snapshot after the last tick */
    Vec3s rot;
    Sim_ItemInterp(&t->sim, item, 65536, &pos, &rot);
    int32_t sn = Math_Sin(rot.y), cs = Math_Cos(rot.y);
    for (int i = 0; i < 8; i++) {
        int32_t x = xm + c[i][0] * xa, z = zm + c[i][1] * za;
        CHECK_EQ(s.v[i].y, it->floor);
        CHECK_EQ(s.v[i].x, pos.x + (int32_t)(((int64_t)x * cs + (int64_t)z * sn) >> 14));
        CHECK_EQ(s.v[i].z, pos.z + (int32_t)(((int64_t)z * cs - (int64_t)x * sn) >> 14));
    }
}

TEST(render_shadow_items_default_level)
{
    TestGame *t = calloc(1, sizeof *t);
    CHECK(t);
    if (!TestGame_OpenPath(t, Test_BinPath("data/default.phd"))) {
        free(t);
        SKIP("no default level (tools/mklevel.c)");
    }
    int lara = t->sim.lara, wolf = Test_FirstItem(&t->sim, O_WOLF);
    int medi = Test_FirstItem(&t->sim, O_MEDI_ITEM);
    CHECK(lara >= 0 && wolf >= 0 && medi >= 0);
    /* the table: Lara 10/16 of the unit, the wolf half, a pickup none */
    CHECK_EQ(Object_Info(&t->g, O_LARA)->shadow_size, 160);
    CHECK_EQ(Object_Info(&t->g, O_WOLF)->shadow_size, 128);
    check_octagon(t, lara, 160);
    if (Test_Failed())
        goto done;
    check_octagon(t, wolf, 128);
    if (Test_Failed())
        goto done;
    RenderShadowDraw s;
    CHECK(!Shadow_OfItem(&t->g, medi, 65536, &s));
    /* turned: Lara's octagon follows her heading */
    t->sim.items[lara].rot.y = 0x2345;
    t->sim.cur[lara].rot.y = 0x2345;
    t->sim.prev[lara].rot.y = 0x2345;
    check_octagon(t, lara, 160);
    if (Test_Failed())
        goto done;
    /* one shadow per item that has one, appended to the frame's draws */
    SimDrawList dl = {0};
    CHECK(SimDraw_Build(&t->sim, 65536, &dl));
    CHECK_EQ(dl.num_shadows, 0);
    CHECK(Shadow_AppendDraws(&t->g, 65536, &dl));
    int expect = 0;
    for (uint32_t i = 0; i < t->sim.num_items; i++)
        expect += Shadow_OfItem(&t->g, (int)i, 65536, &s);
    CHECK(expect >= 2);
    CHECK_EQ(dl.num_shadows, expect);
    SimDraw_Free(&dl);
done:
    TestGame_Delete(t);
}

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

/* Hash of the pixels of a headless capture (decoded, so the PNG encoder
 * cannot change it). */
static bool capture_hash(const char *args, const char *name, uint64_t *hash)
{
    char png[1200], cmd[4096], out[2048];
    snprintf(png, sizeof png, "%s/%s", Test_TmpDir(), name);
    snprintf(cmd, sizeof cmd, "%s --headless %s --capture %s --size %dx%d", Test_BinPath("tomb8"),
             args, png, RW, RH);
    if (Test_Run(cmd, out, sizeof out) != 0)
        return false;
    int w, h, c;
    unsigned char *px = stbi_load(png, &w, &h, &c, 3);
    if (!px)
        return false;
    *hash = fnv1a(px, (size_t)w * h * 3);
    stbi_image_free(px);
    return true;
}

/* Captures with shadows: the default level from the game camera behind
 * Lara, and LEVEL1 after 451 ticks of the pistols trace (the reference
 * picture's frame). The hashes changed when shadows came (Lara's) and
 * again with the original's projection centre; the default level's when
 * its pool got its water surface; both when perspective sub-spans took any
 * multiple of 4 pixels; LEVEL1's when the sub-span bound took the whole
 * polygon (21 pixels); TOMB8_UPDATE_GOLDEN=1
 * prints fresh ones. */
TEST(render_shadow_capture_hashes)
{
    bool update = getenv("TOMB8_UPDATE_GOLDEN") != NULL;
    char args[2048];
    uint64_t h;
    const char *def = Test_BinPath("data/default.phd");
    snprintf(args, sizeof args, "--level %s --ticks 30", def);
    CHECK(capture_hash(args, "shadow_default.png", &h));
    if (update)
        printf("default %016llx\n", (unsigned long long)h);
    else
        CHECK_MSG(h == 0xf45dabec73a170c5ull, "default level capture %016llx", (unsigned long long)h);
    const char *l1 = Test_SharedPath("tr1/LEVEL1.PHD");
    const char *tr = Test_SharedPath("../traces/LEVEL1_pistols.csv");
    if (!l1 || !tr)
        SKIP("LEVEL1 or its pistols trace not available (default level checked)");
    snprintf(args, sizeof args, "--level %s --inputs %s --ticks 451", l1, tr);
    CHECK(capture_hash(args, "shadow_level1.png", &h));
    if (update)
        printf("level1 %016llx\n", (unsigned long long)h);
    else
        CHECK_MSG(h == 0x1dbe88742e3b8b89ull, "LEVEL1 capture %016llx", (unsigned long long)h);
}
