/* Renderer: a face samples only the texels of its own object texture.
 *
 * Object textures share 256x256 tiles; a face's texture is a rectangle of
 * its tile, and its edges are at x.996 (the data's 0xFF low byte) or x.0.
 * Rounding in the plane equations or the perspective divide can put a pixel
 * right at a face's edge a hair outside that rectangle, which would fetch a
 * texel of the neighbouring texture: a seam of odd dots along the edge
 * (LEVEL1's snow floors showed them). The probe: a tile whose texels are
 * colour 200 everywhere except the rectangles the faces use (colours 1..4),
 * an identity ColourMap, and meshes of textured quads and triangles drawn
 * from many directions and distances: no pixel may show colour 200. */
#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { W = 320, H = 240, CLEAR = 0, OUTSIDE = 200, GRID = 4, STEP = 256 };

static Level g_lv;
static Room g_room;
static Mesh g_mesh;
static ObjectTexture g_tex[3];
static Vec3s g_verts[(GRID + 1) * (GRID + 1)];
static int16_t g_vlights[(GRID + 1) * (GRID + 1)];
static MeshQuad g_quads[GRID * GRID];
static MeshTri g_tris[2];
static uint8_t *g_tile;

static ObjectTextureVertex tv(int u, int ufrac, int v, int vfrac)
{
    return (ObjectTextureVertex){(uint8_t)ufrac, (uint8_t)u, (uint8_t)vfrac, (uint8_t)v};
}

/* A GRID x GRID sheet of quads in the mesh's x/y plane (internal lights,
 * so no normals are needed) plus two triangles, with three textures:
 * texture 0, texels [64, 128) x [64, 128) with 0xFF edges; texture 1, the
 * same size at [128, 192) x [64, 128) with 0x00 edges (the far edges at
 * 192.0 and 128.0); texture 2, a triangle at [64, 96) x [160, 192). */
static void setup(void)
{
    memset(&g_lv, 0, sizeof(g_lv));
    memset(&g_room, 0, sizeof(g_room));
    memset(&g_mesh, 0, sizeof(g_mesh));
    g_lv.game = GAME_TR1;
    for (int row = 0; row < LIGHTMAP_SHADES; row++)
        for (int c = 0; c < 256; c++)
            g_lv.lightmap[row * 256 + c] = (uint8_t)c;
    for (int i = 0; i < 256; i++)
        g_lv.palette[i] = (PaletteColour){(uint8_t)(i & 63), (uint8_t)(i >> 2), 0};
    static uint8_t tile[TEXTILE_SIZE * TEXTILE_SIZE];
    g_tile = tile;
    memset(tile, OUTSIDE, sizeof(tile));
    for (int v = 64; v < 128; v++)
        for (int u = 64; u < 192; u++)
            tile[v * 256 + u] = (uint8_t)(1 + ((u >> 3) & 1) + (u >= 128 ? 2 : 0));
    for (int v = 160; v < 192; v++)
        for (int u = 64; u < 96; u++)
            tile[v * 256 + u] = 5;
    g_lv.textiles8 = tile;
    g_lv.num_textiles = 1;
    g_tex[0].vertices[0] = tv(64, 0, 64, 0);
    g_tex[0].vertices[1] = tv(127, 0xFF, 64, 0);
    g_tex[0].vertices[2] = tv(127, 0xFF, 127, 0xFF);
    g_tex[0].vertices[3] = tv(64, 0, 127, 0xFF);
    g_tex[1].vertices[0] = tv(128, 0, 64, 0);
    g_tex[1].vertices[1] = tv(192, 0, 64, 0);
    g_tex[1].vertices[2] = tv(192, 0, 128, 0);
    g_tex[1].vertices[3] = tv(128, 0, 128, 0);
    g_tex[2].vertices[0] = tv(64, 0, 160, 0);
    g_tex[2].vertices[1] = tv(95, 0xFF, 160, 0);
    g_tex[2].vertices[2] = tv(64, 0, 191, 0xFF);
    g_lv.object_textures = g_tex;
    g_lv.num_object_textures = 3;
    g_room.ambient = 0x1000;
    g_room.alternate_room = -1;
    g_lv.num_rooms = 1;
    g_lv.rooms = &g_room;
    for (int j = 0; j <= GRID; j++)
        for (int i = 0; i <= GRID; i++) {
            int k = j * (GRID + 1) + i;
            g_verts[k] = (Vec3s){(int16_t)((i - GRID / 2) * STEP), (int16_t)((j - GRID / 2) * STEP), 0};
            g_vlights[k] = (int16_t)(0x0400 + 0x0300 * ((i + j) & 3)); /* several rows */
        }
    int nq = 0;
    for (int j = 0; j < GRID; j++)
        for (int i = 0; i < GRID; i++) {
            uint16_t a = (uint16_t)(j * (GRID + 1) + i);
            g_quads[nq++] = (MeshQuad){{a, (uint16_t)(a + 1), (uint16_t)(a + GRID + 2), (uint16_t)(a + GRID + 1)},
                                       (uint16_t)((i + j) & 1)};
        }
    /* two triangles over two corners of the sheet (any order: both stay
     * inside their own texels) */
    g_tris[0] = (MeshTri){{0, 1, GRID + 1}, 2};
    g_tris[1] = (MeshTri){{GRID, 2 * GRID + 1, GRID - 1}, 2};
    g_mesh.num_vertices = (uint16_t)((GRID + 1) * (GRID + 1));
    g_mesh.vertices = g_verts;
    g_mesh.num_normals = (int16_t)-g_mesh.num_vertices;
    g_mesh.lights = g_vlights;
    g_mesh.num_tex_quads = (uint16_t)nq;
    g_mesh.tex_quads = g_quads;
    g_mesh.num_tex_tris = 2;
    g_mesh.tex_tris = g_tris;
    g_lv.num_meshes = 1;
    g_lv.meshes = &g_mesh;
}

static uint32_t g_seed = 12345;
static int32_t rnd(int32_t lo, int32_t hi)
{
    g_seed = g_seed * 1103515245u + 12345u;
    return lo + (int32_t)((g_seed >> 8) % (uint32_t)(hi - lo + 1));
}

TEST(render_faces_sample_only_their_texture)
{
    setup();
    char err[256];
    Renderer *r = Render_Create(&g_lv, W, H, NULL, err, sizeof(err));
    CHECK_MSG(r, "%s", err);
    static uint8_t fb[W * H];
    long drawn = 0, frames = 0;
    for (int n = 0; n < 600; n++) {
        RenderMeshDraw d;
        memset(&d, 0, sizeof(d));
        d.mesh = 0;
        d.room = 0;
        d.light_mode = RENDER_LIGHT_ROOM; /* internal lights: the mesh's own */
        /* the sheet turned about every axis, seen from 300 to 6000 units */
        Mat34_FromPosRot(&d.world, rnd(-400, 400), rnd(-400, 400), rnd(300, 6000),
                         rnd(-12000, 12000), rnd(-12000, 12000), rnd(-32768, 32767));
        RenderCamera cam = {0, 0, 0, 0, 0, 0, 0, 0};
        CHECK(Render_FrameObjects(r, &cam, &d, 1, fb, CLEAR));
        long px = 0;
        for (int i = 0; i < W * H; i++) {
            CHECK_MSG(fb[i] != OUTSIDE, "frame %d: pixel (%d, %d) shows a texel outside its face's texture",
                      n, i % W, i / W);
            px += fb[i] != CLEAR;
        }
        drawn += px;
        frames += px > 0;
    }
    /* the probe must actually draw the faces */
    CHECK(frames > 500);
    CHECK(drawn > 500 * 2000);
    Render_Destroy(r);
}

/* The clamp must not change what a face shows inside its texture: a quad
 * mapped 1:1 onto the screen (texel centre on pixel centre) shows exactly
 * its texels, edges included. */
TEST(render_texture_box_keeps_edge_texels)
{
    Raster_Init();
    enum { PITCH = 256, S = 64 };
    static uint8_t fb[PITCH * S], cmap[LIGHTMAP_SHADES * 256];
    setup();
    for (int rr = 0; rr < LIGHTMAP_SHADES; rr++)
        for (int c = 0; c < 256; c++)
            cmap[rr * 256 + c] = (uint8_t)c;
    for (int v = 64; v < 128; v++) /* distinct texels along both edges */
        for (int u = 64; u < 128; u++)
            g_tile[v * 256 + u] = (uint8_t)(1 + ((u * 7 + v * 3) % 97));
    Poly p;
    memset(&p, 0, sizeof(p));
    p.flags = POLY_TEXTURED | POLY_AFFINE;
    p.nv = 4;
    p.sub_q = 64;
    p.rx1 = S;
    p.ry1 = S;
    p.tex = g_tile;
    p.cmap = cmap;
    const int32_t xs[4] = {0, S * 16, S * 16, 0}, ys[4] = {0, 0, S * 16, S * 16};
    memcpy(p.x, xs, sizeof(xs));
    memcpy(p.y, ys, sizeof(ys));
    p.ymax = S * 16;
    p.x0 = 8;
    p.y0 = 8;
    p.uw = (Plane){(int64_t)(64 << 16) + 0x8000, (int64_t)0x10000 << 8, 0}; /* u = 64.5 + x */
    p.vw = (Plane){(int64_t)(64 << 16) + 0x8000, 0, (int64_t)0x10000 << 8}; /* v = 64.5 + y */
    p.ulo = p.vlo = (64 << 16) + 255;
    p.uhi = p.vhi = (128 << 16) - 1;
    memset(fb, 0, sizeof(fb));
    Raster_DrawPoly(&p, fb, PITCH, 0, S);
    for (int y = 0; y < S; y++)
        for (int x = 0; x < S; x++)
            CHECK_MSG(fb[y * PITCH + x] == g_tile[(64 + y) * 256 + 64 + x], "pixel (%d, %d)", x, y);
}
