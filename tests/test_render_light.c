/* Renderer: external (dynamic) lighting of meshes with normals, the TR1
 * formula (see "item lighting" in engine/render/render.c).
 *
 * The probes: a purpose-built level in memory with one room (its ambient and
 * lights set per test) and one mesh of up to 7 small flat-coloured triangles
 * facing the camera. The three vertices of probe p share one normal (the
 * normals need not match the geometry: only they are lit), so each probe is
 * drawn in one ColourMap row, row = shade >> 8. The test ColourMap maps
 * (row, colour p) to the index row * 8 + p, so one frame tells every probe's
 * row. Exact shades: the shade of a vertex is ambient + K with K independent
 * of the ambient (the ambient cancels out of the directional part), so
 * moving the ambient until the expected shade sits on a row boundary and one
 * below it pins the shade to the unit. */
#include "engine/render/render.h"
#include "game/capture.h"
#include "tests/test.h"
#include "tests/test_levels.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { W = 320, H = 240, MAXP = 7, CLEAR = 0 };

static Level g_lv;
static Room g_room;
static RoomLight g_lights[4];
static Mesh g_mesh;
static Vec3s g_verts[MAXP * 3], g_norms[MAXP * 3];
static int16_t g_vlights[MAXP * 3];
static MeshTri g_tris[MAXP * 2];
static int g_np;

/* The level, with probes whose normals are given (n <= MAXP); the room has
 * no lights until a test adds them. */
static void setup(const Vec3s *normals, int n)
{
    memset(&g_lv, 0, sizeof(g_lv));
    memset(&g_room, 0, sizeof(g_room));
    memset(&g_mesh, 0, sizeof(g_mesh));
    memset(g_lights, 0, sizeof(g_lights));
    g_lv.game = GAME_TR1;
    for (int row = 0; row < LIGHTMAP_SHADES; row++)
        for (int c = 0; c < 256; c++)
            g_lv.lightmap[row * 256 + c] = (uint8_t)(row * 8 + (c & 7));
    for (int i = 0; i < 256; i++)
        g_lv.palette[i] = (PaletteColour){(uint8_t)(i & 63), (uint8_t)(i >> 2), 0};
    g_room.ambient = 0x1000;
    g_room.lights = g_lights;
    g_room.alternate_room = -1;
    g_lv.num_rooms = 1;
    g_lv.rooms = &g_room;
    g_np = n;
    for (int p = 0; p < n; p++) {
        int16_t cx = (int16_t)(-600 + p * 200);
        g_verts[p * 3 + 0] = (Vec3s){(int16_t)(cx - 70), 60, 0};
        g_verts[p * 3 + 1] = (Vec3s){(int16_t)(cx + 70), 60, 0};
        g_verts[p * 3 + 2] = (Vec3s){cx, -60, 0};
        for (int k = 0; k < 3; k++)
            g_norms[p * 3 + k] = normals[p];
        /* both windings: whichever faces the camera is drawn */
        g_tris[p * 2 + 0] = (MeshTri){{(uint16_t)(p * 3), (uint16_t)(p * 3 + 1), (uint16_t)(p * 3 + 2)},
                                      (uint16_t)(p + 1)};
        g_tris[p * 2 + 1] = (MeshTri){{(uint16_t)(p * 3), (uint16_t)(p * 3 + 2), (uint16_t)(p * 3 + 1)},
                                      (uint16_t)(p + 1)};
    }
    g_mesh.num_vertices = (uint16_t)(n * 3);
    g_mesh.vertices = g_verts;
    g_mesh.num_normals = (int16_t)(n * 3);
    g_mesh.normals = g_norms;
    g_mesh.num_col_tris = (uint16_t)(n * 2);
    g_mesh.col_tris = g_tris;
    g_lv.num_meshes = 1;
    g_lv.meshes = &g_mesh;
}

static void add_light(int32_t x, int32_t y, int32_t z, int32_t intensity, int32_t fade)
{
    RoomLight *l = &g_lights[g_room.num_lights++];
    memset(l, 0, sizeof(*l));
    l->pos = (Vec3i){x, y, z};
    l->intensity = intensity;
    l->fade = fade;
    l->type = 1;
}

/* World position of the probe mesh (the light's sample point: the mesh
 * centre is 0, 0, 0) and its yaw. The camera looks at it from 2048 units in
 * front of its faces. */
typedef struct {
    int32_t x, y, z, yaw;
} Place;

static const Place P0 = {10240, -2048, 20480, 0};

/* Each probe's row (0..31) of one frame; false when a probe is missing or
 * not drawn in a single row. mode: RenderLightMode, fixed: its shade. */
static bool rows_mode(Renderer *r, Place pl, int mode, int16_t fixed, int rows[MAXP])
{
    static uint8_t fb[W * H];
    RenderMeshDraw d;
    memset(&d, 0, sizeof(d));
    d.mesh = 0;
    d.room = 0;
    d.light_mode = (uint8_t)mode;
    d.shade = fixed;
    Mat34_FromPosRot(&d.world, pl.x, pl.y, pl.z, pl.yaw, 0, 0);
    /* camera at the mesh's local (0, 0, -2048), turned like the mesh */
    RenderCamera cam = {pl.x - (int32_t)(2048 * Math_Sin(pl.yaw) >> 14), pl.y,
                        pl.z - (int32_t)(2048 * Math_Cos(pl.yaw) >> 14), 0, pl.yaw, 0, 0, 0};
    if (!Render_FrameObjects(r, &cam, &d, 1, fb, CLEAR))
        return false;
    int count[MAXP] = {0};
    for (int p = 0; p < MAXP; p++)
        rows[p] = -1;
    for (int i = 0; i < W * H; i++) {
        if (fb[i] == CLEAR)
            continue;
        int p = (fb[i] & 7) - 1, row = fb[i] >> 3;
        if (p < 0 || p >= g_np)
            return false;
        if (count[p]++ && rows[p] != row) {
            fprintf(stderr, "probe %d in rows %d and %d\n", p, rows[p], row);
            return false;
        }
        rows[p] = row;
    }
    for (int p = 0; p < g_np; p++)
        if (count[p] < 8) {
            fprintf(stderr, "probe %d: %d pixels\n", p, count[p]);
            return false;
        }
    return true;
}

static bool rows_at(Renderer *r, Place pl, int rows[MAXP])
{
    return rows_mode(r, pl, RENDER_LIGHT_ROOM, 0, rows);
}

static Renderer *make_renderer(void)
{
    char err[256];
    Renderer *r = Render_Create(&g_lv, W, H, NULL, err, sizeof(err));
    if (!r)
        fprintf(stderr, "%s\n", err);
    return r;
}

/* Pins probe p's shade to exactly `want` when the room's ambient is
 * `ambient` (see the top of the file): with the ambient moved so that the
 * shade would be a multiple of 256 the probe must be in that row, and with
 * the ambient one less, in the row below. */
static bool shade_is(Renderer *r, Place pl, int p, int16_t ambient, int32_t want)
{
    int32_t boundary = (want & ~255) + 256;
    if (boundary > 0x1F00)
        boundary -= 512;
    int rows[MAXP];
    g_room.ambient = (int16_t)(ambient + (boundary - want));
    bool ok = rows_at(r, pl, rows) && rows[p] == boundary >> 8;
    int above = rows[p];
    g_room.ambient = (int16_t)(ambient + (boundary - want) - 1);
    ok = ok && rows_at(r, pl, rows) && rows[p] == (boundary >> 8) - 1;
    if (!ok)
        fprintf(stderr, "probe %d: want shade %d: rows %d, %d (want %d, %d)\n", p, want, above,
                rows[p], boundary >> 8, (boundary >> 8) - 1);
    g_room.ambient = ambient;
    return ok;
}

/* The normals of the probes used below: facing -x (towards a light on the
 * -x side), +x (away), +y (side-on), a half-length -x normal, an oblique
 * one, a zero normal (LEVEL1 has hundreds) and +z. */
static const Vec3s k_normals[MAXP] = {
    {-16384, 0, 0}, {16384, 0, 0}, {0, 16384, 0}, {-8192, 0, 0}, {-9000, 3000, 0}, {0, 0, 0}, {0, 0, 16384},
};

TEST(render_light_no_lights_is_ambient)
{
    setup(k_normals, MAXP);
    Renderer *r = make_renderer();
    CHECK(r);
    int rows[MAXP];
    g_room.ambient = 0x0A80;
    CHECK(rows_at(r, P0, rows));
    for (int p = 0; p < MAXP; p++)
        CHECK_EQ(rows[p], 0x0A);
    /* to the unit: every normal gets exactly the ambient */
    for (int p = 0; p < MAXP; p++)
        CHECK(shade_is(r, P0, p, 0x0A80, 0x0A80));
    Render_Destroy(r);
}

/* One light 4096 units on the -x side of the sample, Intensity 0x1000,
 * Fade 4096; ambient 0x1800. By hand:
 *   A = 0x1FFF - 0x1800 = 2047
 *   F = 4096^2 >> 12 = 4096, D = 4096^2 >> 12 = 4096
 *   B = 2047 + 0x1000 * 4096 / (4096 + 4096) = 2047 + 2048 = 4095
 *   M = (2047 + 4095) / 2 = 3071, adder = 8191 - 3071 = 5120
 *   divider = 2^26 / (4095 - 3071) = 65536
 *   direction light -> sample = (16384, 0, 0); identity rotation:
 *   v = (16384 * 16384 / 65536, 0, 0) = (4096, 0, 0)
 *   facing the light (-16384, 0, 0): 5120 + (-16384 * 4096 >> 16) = 5120 - 1024 = 4096
 *   away (+x): 5120 + 1024 = 6144 (= the ambient 0x1800)
 *   side-on (+y), zero normal, +z: 5120
 *   half-length (-8192, 0, 0): 5120 - 512 = 4608
 *   oblique (-9000, 3000, 0): -9000 * 4096 = -36864000, >> 16 = -563
 *     (floor of -562.5): 5120 - 563 = 4557 */
TEST(render_light_exact_axis)
{
    setup(k_normals, MAXP);
    Renderer *r = make_renderer();
    CHECK(r);
    add_light(P0.x - 4096, P0.y, P0.z, 0x1000, 4096);
    static const int32_t want[MAXP] = {4096, 6144, 5120, 4608, 4557, 5120, 5120};
    int rows[MAXP];
    g_room.ambient = 0x1800;
    CHECK(rows_at(r, P0, rows));
    for (int p = 0; p < MAXP; p++)
        CHECK_EQ(rows[p], want[p] >> 8);
    for (int p = 0; p < MAXP; p++)
        CHECK_MSG(shade_is(r, P0, p, 0x1800, want[p]), "probe %d", p);
    Render_Destroy(r);
}

/* An oblique light: 3000 units from the sample along (3, 0, 4) / 5,
 * Intensity 6000, Fade 5000, ambient 0x1800. By hand:
 *   A = 2047; D = 3000^2 >> 12 = 2197; F = 5000^2 >> 12 = 6103
 *   B = 2047 + 6000 * 6103 / (6103 + 2197) = 2047 + 36618000 / 8300 = 2047 + 4411 = 6458
 *   M = (2047 + 6458) / 2 = 4252, adder = 8191 - 4252 = 3939
 *   divider = 2^26 / (6458 - 4252) = 67108864 / 2206 = 30421
 *   direction = (1800, 0, 2400) * 16384 / 3000 = (9830, 0, 13107)
 *   v = (9830 * 16384 / 30421, 0, 13107 * 16384 / 30421) = (5294, 0, 7059)
 *   facing the light (-9830, 0, -13107): -52040020 - 92522313 = -144562333,
 *     >> 16 = -2206: 3939 - 2206 = 1733 (= 0x1FFF - B, as the formula says)
 *   away (9830, 0, 13107): 3939 + 2205 = 6144 (the ambient)
 *   side-on (+y): 3939
 *   +x (16384, 0, 0): 16384 * 5294 = 86736896, >> 16 = 1323: 5262 */
TEST(render_light_exact_oblique)
{
    static const Vec3s normals[4] = {{-9830, 0, -13107}, {9830, 0, 13107}, {0, 16384, 0}, {16384, 0, 0}};
    static const int32_t want[4] = {1733, 6144, 3939, 5262};
    setup(normals, 4);
    Renderer *r = make_renderer();
    CHECK(r);
    add_light(P0.x - 1800, P0.y, P0.z - 2400, 6000, 5000);
    for (int p = 0; p < 4; p++)
        CHECK_MSG(shade_is(r, P0, p, 0x1800, want[p]), "probe %d", p);
    /* the same with the mesh and camera turned by 90 degrees and the light
     * turned with them: the light is rotated into the mesh's frame, so the
     * shades do not change (yaw 0x4000 takes local (x, z) to (z, -x)) */
    Place turned = P0;
    turned.yaw = 0x4000;
    g_lights[0].pos = (Vec3i){P0.x - 2400, P0.y, P0.z + 1800};
    for (int p = 0; p < 4; p++)
        CHECK_MSG(shade_is(r, turned, p, 0x1800, want[p]), "turned: probe %d", p);
    /* turning the mesh alone under the same light does change them (the
     * light is now on the mesh's local +x, -z side) */
    int rows[MAXP];
    g_room.ambient = 0x1800;
    g_lights[0].pos = (Vec3i){P0.x - 1800, P0.y, P0.z - 2400};
    CHECK(rows_at(r, turned, rows));
    CHECK(rows[0] != (want[0] >> 8));
    Render_Destroy(r);
}

/* Facing the light is brighter (a smaller shade) than side-on, which is
 * brighter than facing away, which gets the ambient; with the light moved
 * off well beyond its fade the lit side dims towards the ambient. */
TEST(render_light_facing_and_distance)
{
    setup(k_normals, MAXP);
    Renderer *r = make_renderer();
    CHECK(r);
    g_room.ambient = 0x1C00;
    add_light(P0.x - 1024, P0.y, P0.z, 0x1800, 3072);
    int near_rows[MAXP], far_rows[MAXP], farther[MAXP];
    CHECK(rows_at(r, P0, near_rows));
    CHECK(near_rows[0] < near_rows[2]);
    CHECK(near_rows[2] < near_rows[1]);
    CHECK(near_rows[3] < near_rows[2] && near_rows[3] > near_rows[0]); /* half normal: half way */
    CHECK_EQ(near_rows[1], 0x1C);                                     /* away: ambient */
    /* the item (and camera) moved 4 fades further from the light */
    Place far = P0;
    far.x += 4 * 3072;
    CHECK(rows_at(r, far, far_rows));
    CHECK(far_rows[0] > near_rows[0]);
    CHECK(far_rows[2] > near_rows[2]);
    CHECK_EQ(far_rows[1], 0x1C);
    far.x += 16 * 3072;
    CHECK(rows_at(r, far, farther));
    CHECK(farther[0] >= far_rows[0]);
    CHECK(farther[0] >= 0x1B); /* nearly the ambient */
    Render_Destroy(r);
}

/* Only the brightest light is used: a weaker light on the +x side leaves
 * the +x-facing normal at the ambient and changes nothing; made the
 * brightest, it takes over. A light with a negative Intensity (the 16-bit
 * word read as signed, like 0xF001 in LEVEL1) never wins. */
TEST(render_light_brightest_only)
{
    setup(k_normals, MAXP);
    Renderer *r = make_renderer();
    CHECK(r);
    g_room.ambient = 0x1800;
    add_light(P0.x - 4096, P0.y, P0.z, 0x1000, 4096);
    int one[MAXP], two[MAXP], three[MAXP];
    CHECK(rows_at(r, P0, one));
    add_light(P0.x + 4096, P0.y, P0.z, 0x0800, 4096);
    CHECK(rows_at(r, P0, two));
    CHECK(memcmp(one, two, sizeof(one)) == 0);
    CHECK(shade_is(r, P0, 1, 0x1800, 6144));
    add_light(P0.x, P0.y - 512, P0.z, 0xF001, 8192);
    CHECK(rows_at(r, P0, three));
    CHECK(memcmp(one, three, sizeof(one)) == 0);
    /* now the +x light is the brighter: the sides swap */
    g_lights[1].intensity = 0x1400;
    CHECK(rows_at(r, P0, two));
    CHECK(two[1] < two[0]);
    CHECK_EQ(two[0], 0x18);
    Render_Destroy(r);
}

/* The other modes are unchanged: internal (per-vertex) lights are offset by
 * the room's ambient - 0x1000, RENDER_LIGHT_FIXED meshes with normals get
 * their fixed shade whatever the lights. */
TEST(render_light_internal_and_fixed)
{
    setup(k_normals, 3);
    Renderer *r = make_renderer();
    CHECK(r);
    add_light(P0.x - 1024, P0.y, P0.z, 0x1FFF, 8192);
    int rows[MAXP];
    CHECK(rows_mode(r, P0, RENDER_LIGHT_FIXED, 0x0E40, rows));
    for (int p = 0; p < 3; p++)
        CHECK_EQ(rows[p], 0x0E);
    for (int p = 0; p < 3; p++)
        for (int k = 0; k < 3; k++)
            g_vlights[p * 3 + k] = (int16_t)(0x0400 + p * 0x0800);
    g_mesh.num_normals = -9;
    g_mesh.normals = NULL;
    g_mesh.lights = g_vlights;
    g_room.ambient = 0x1200;
    CHECK(rows_at(r, P0, rows));
    for (int p = 0; p < 3; p++)
        CHECK_EQ(rows[p], (0x0400 + p * 0x0800 + 0x0200) >> 8);
    CHECK(rows_mode(r, P0, RENDER_LIGHT_FIXED, 0x1000, rows));
    for (int p = 0; p < 3; p++)
        CHECK_EQ(rows[p], (0x0400 + p * 0x0800) >> 8);
    Render_Destroy(r);
}

/* LEVEL1's items lit by their rooms: the same frame with 1 and 3 threads
 * and twice over, identical; and the room lighting is in effect (the frame
 * differs from one with every mesh at its room's flat ambient). */
TEST(render_light_level1_items)
{
    Level lv;
    char err[512];
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    RenderMeshDraw *md;
    RenderSpriteDraw *sd;
    size_t nm, ns;
    CHECK(Capture_BuildItemDraws(&lv, &md, &nm, &sd, &ns));
    CHECK(nm > 0);
    size_t lit = 0;
    for (size_t i = 0; i < nm; i++)
        lit += md[i].light_mode == RENDER_LIGHT_ROOM;
    CHECK(lit > 0);
    uint8_t *a = malloc(W * H), *b = malloc(W * H);
    CHECK(a && b);
    size_t differ = 0;
    for (uint32_t ci = 0; ci < lv.num_cameras && ci < 12; ci++) {
        RenderCamera cam;
        if (!Capture_FixedCameraView(&lv, ci, &cam))
            continue;
        for (int t = 1; t <= 3; t += 2) {
            RenderConfig cfg = {t};
            Renderer *r = Render_Create(&lv, W, H, &cfg, err, sizeof(err));
            CHECK(r);
            Render_Frame(r, &cam, md, nm, sd, ns, a);
            Render_Frame(r, &cam, md, nm, sd, ns, b);
            CHECK_MSG(memcmp(a, b, W * H) == 0, "camera %u threads %d: frames differ", ci, t);
            if (t == 1) {
                /* the same with flat ambient lighting */
                RenderMeshDraw *flat = malloc(nm * sizeof(*flat));
                CHECK(flat);
                memcpy(flat, md, nm * sizeof(*flat));
                for (size_t i = 0; i < nm; i++) {
                    if (flat[i].light_mode == RENDER_LIGHT_ROOM && flat[i].room >= 0 &&
                        (uint32_t)flat[i].room < lv.num_rooms) {
                        flat[i].light_mode = RENDER_LIGHT_FIXED;
                        flat[i].shade = lv.rooms[flat[i].room].ambient;
                    }
                }
                Render_Frame(r, &cam, flat, nm, sd, ns, b);
                differ += memcmp(a, b, W * H) != 0;
                free(flat);
            }
            Render_Destroy(r);
        }
    }
    CHECK(differ > 0);
    free(a);
    free(b);
    free(md);
    free(sd);
    Level_Free(&lv);
}
