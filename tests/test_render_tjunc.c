/* Renderer: T-junctions of room geometry do not crack (render_tjunc.c).
 *
 * The probe: a floor of one long quad beside two short ones whose shared
 * corner lies in the middle of the long quad's edge, a T-junction, in one
 * room, or with the long quad in one room and the short ones in the next
 * (through a portal). The floor is seen from many positions and directions
 * on a clear colour no face produces; a crack is a little hole of clear
 * colour (at most 4 pixels, not touching the frame's border) inside the
 * picture. Without the repair the seam shows such pixels from most views. */
#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { W = 320, H = 240, SENTINEL = 255 };

static Level g_lv;
static Room g_rooms[2];
static RoomVertex g_verts[2][8];
static RoomQuad g_quads[2][3];
static RoomPortal g_portals[2];
static RoomSector g_sectors[2][16];
static ObjectTexture g_tex;
static uint8_t g_tile[TEXTILE_SIZE * TEXTILE_SIZE];

static RoomVertex rv(int x, int y, int z)
{
    RoomVertex v;
    memset(&v, 0, sizeof(v));
    v.pos = (Vec3s){(int16_t)x, (int16_t)y, (int16_t)z};
    v.shade = 0x0800;
    return v;
}

/* World: x 0..2048 by z 0..3072, floor at y = 0, ceiling at -4096. The
 * long quad covers x 0..1024 with vertices only at its corners; the short
 * ones cover x 1024..2048, z 0..1536 and z 1536..3072, so their shared
 * corner (1024, 0, 1536) is a T on the long quad's edge. With two rooms,
 * room 1 (x 1024..2048) holds the short quads and room 0 the long one. */
static void setup(bool two_rooms)
{
    memset(&g_lv, 0, sizeof(g_lv));
    memset(g_rooms, 0, sizeof(g_rooms));
    memset(g_portals, 0, sizeof(g_portals));
    g_lv.game = GAME_TR1;
    for (int row = 0; row < LIGHTMAP_SHADES; row++)
        for (int c = 0; c < 256; c++)
            g_lv.lightmap[row * 256 + c] = (uint8_t)(c == SENTINEL ? 254 : c);
    for (int i = 0; i < 256; i++)
        g_lv.palette[i] = (PaletteColour){(uint8_t)(i & 63), (uint8_t)(i >> 2), 0};
    for (int i = 0; i < TEXTILE_SIZE * TEXTILE_SIZE; i++)
        g_tile[i] = (uint8_t)(1 + (i * 7 + (i >> 8) * 13) % 200);
    g_lv.textiles8 = g_tile;
    g_lv.num_textiles = 1;
    g_tex.vertices[0] = (ObjectTextureVertex){0, 0, 0, 0};
    g_tex.vertices[1] = (ObjectTextureVertex){0xFF, 63, 0, 0};
    g_tex.vertices[2] = (ObjectTextureVertex){0xFF, 63, 0xFF, 63};
    g_tex.vertices[3] = (ObjectTextureVertex){0, 0, 0xFF, 63};
    g_lv.object_textures = &g_tex;
    g_lv.num_object_textures = 1;
    for (int r = 0; r < 2; r++) {
        Room *rm = &g_rooms[r];
        rm->alternate_room = -1;
        rm->ambient = 0x0800;
        rm->y_top = -4096;
        rm->y_bottom = 0;
        rm->num_x_sectors = 4;
        rm->num_z_sectors = 4;
        memset(g_sectors[r], 0, sizeof(g_sectors[r]));
        for (int i = 0; i < 16; i++) {
            g_sectors[r][i].room_below = NO_ROOM;
            g_sectors[r][i].room_above = NO_ROOM;
            g_sectors[r][i].box_index = NO_BOX;
        }
        rm->sectors = g_sectors[r];
        rm->vertices = g_verts[r];
        rm->quads = g_quads[r];
    }
    /* Corners in world x; room 1 sits at x = 1024 when there are two. */
    int ox = two_rooms ? 1024 : 0;
    RoomVertex *a = g_verts[0], *b = two_rooms ? g_verts[1] : g_verts[0] + 4;
    a[0] = rv(0, 0, 0);
    a[1] = rv(1024, 0, 0);
    a[2] = rv(1024, 0, 3072);
    a[3] = rv(0, 0, 3072);
    b[0] = rv(1024 - ox, 0, 0);
    b[1] = rv(2048 - ox, 0, 0);
    b[2] = rv(2048 - ox, 0, 1536);
    b[3] = rv(1024 - ox, 0, 1536); /* the T: on the long quad's edge */
    b[4] = rv(2048 - ox, 0, 3072);
    b[5] = rv(1024 - ox, 0, 3072);
    /* floor quads face up (-y): clockwise seen from above */
    int bo = two_rooms ? 0 : 4;
    g_quads[0][0] = (RoomQuad){{0, 3, 2, 1}, 0};
    RoomQuad *bq = two_rooms ? g_quads[1] : g_quads[0] + 1;
    bq[0] = (RoomQuad){{(uint16_t)(bo + 0), (uint16_t)(bo + 3), (uint16_t)(bo + 2), (uint16_t)(bo + 1)}, 0};
    bq[1] = (RoomQuad){{(uint16_t)(bo + 3), (uint16_t)(bo + 5), (uint16_t)(bo + 4), (uint16_t)(bo + 2)}, 0};
    if (two_rooms) {
        g_rooms[0].num_vertices = 4;
        g_rooms[0].num_quads = 1;
        g_rooms[1].num_vertices = 6;
        g_rooms[1].num_quads = 2;
        g_rooms[1].x = 1024;
        /* the portal plane x = 1024, normals pointing into their rooms */
        g_portals[0].adjoining_room = 1;
        g_portals[0].normal = (Vec3s){-1, 0, 0};
        g_portals[1].adjoining_room = 0;
        g_portals[1].normal = (Vec3s){1, 0, 0};
        const Vec3s pv[4] = {{1024, -4096, 0}, {1024, -4096, 3072}, {1024, 0, 3072}, {1024, 0, 0}};
        for (int k = 0; k < 4; k++) {
            g_portals[0].vertices[k] = pv[k];
            g_portals[1].vertices[k] = (Vec3s){0, pv[k].y, pv[k].z};
        }
        g_rooms[0].portals = &g_portals[0];
        g_rooms[0].num_portals = 1;
        g_rooms[1].portals = &g_portals[1];
        g_rooms[1].num_portals = 1;
        g_lv.num_rooms = 2;
    } else {
        g_rooms[0].num_vertices = 10;
        g_rooms[0].num_quads = 3;
        g_lv.num_rooms = 1;
    }
    g_lv.rooms = g_rooms;
}

/* Clear-colour holes of at most 4 pixels (8-connected) away from the border. */
static int holes(const uint8_t *fb)
{
    static uint8_t seen[W * H];
    static int stack[W * H];
    memset(seen, 0, sizeof(seen));
    int found = 0;
    for (int i = 0; i < W * H; i++) {
        if (fb[i] != SENTINEL || seen[i])
            continue;
        int sp = 0, size = 0;
        bool border = false;
        stack[sp++] = i;
        seen[i] = 1;
        while (sp) {
            int j = stack[--sp], x = j % W, y = j / W;
            size++;
            border = border || x == 0 || y == 0 || x == W - 1 || y == H - 1;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int xx = x + dx, yy = y + dy;
                    if (xx < 0 || yy < 0 || xx >= W || yy >= H)
                        continue;
                    int k = yy * W + xx;
                    if (fb[k] == SENTINEL && !seen[k]) {
                        seen[k] = 1;
                        stack[sp++] = k;
                    }
                }
        }
        if (size <= 4 && !border)
            found += size;
    }
    return found;
}

static uint32_t g_seed;
static int32_t rnd(int32_t lo, int32_t hi)
{
    g_seed = g_seed * 1103515245u + 12345u;
    return lo + (int32_t)((g_seed >> 8) % (uint32_t)(hi - lo + 1));
}

/* Views from above the floor of room 0, looking down at the seam from all
 * sides; returns the crack pixels over all views (and counts the views
 * that drew floor pixels into *drawn). */
static long sweep(int *drawn)
{
    char err[256];
    Renderer *r = Render_Create(&g_lv, W, H, NULL, err, sizeof(err));
    if (!r) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    static uint8_t fb[W * H];
    long cracks = 0;
    *drawn = 0;
    g_seed = 99;
    for (int n = 0; n < 300; n++) {
        RenderCamera cam = {rnd(100, 900), rnd(-3000, -200), rnd(100, 2900), 0,
                            (int16_t)rnd(-32768, 32767), (int16_t)rnd(-14000, -3000), 0, 0};
        Render_FrameClear(r, &cam, NULL, 0, NULL, 0, fb, SENTINEL);
        int px = 0;
        for (int i = 0; i < W * H; i++)
            px += fb[i] != SENTINEL;
        *drawn += px > W * H / 4;
        cracks += holes(fb);
    }
    Render_Destroy(r);
    return cracks;
}

static void check_no_cracks(bool two_rooms)
{
    setup(two_rooms);
    int drawn;
    long cracks = sweep(&drawn);
    CHECK(cracks >= 0);
    CHECK_MSG(drawn > 150, "only %d views saw the floor", drawn);
    CHECK_MSG(cracks == 0, "%ld crack pixels", cracks);
}

TEST(render_tjunction_in_one_room_does_not_crack) { check_no_cracks(false); }

TEST(render_tjunction_across_a_portal_does_not_crack) { check_no_cracks(true); }

/* The repair's records: the long quad gets the T corner, on its edge from
 * (1024, 0, 3072) to (1024, 0, 0), half-way; with two rooms the corner is
 * room 0's first extra vertex, at room 0's coordinates. */
TEST(render_tjunction_records)
{
    for (int two = 0; two < 2; two++) {
        setup(two != 0);
        RenderTJTable t;
        CHECK(RenderTJ_Build(&g_lv, &t));
        CHECK_EQ(t.rec_first[1] - t.rec_first[0], 1);
        const RenderTJ *rec = &t.rec[t.rec_first[0]];
        CHECK_EQ(rec->face, 0);
        CHECK_EQ(rec->count[0] + rec->count[1] + rec->count[2] + rec->count[3], 1);
        CHECK_EQ(rec->count[2], 1); /* its corners 2 -> 3: a[2] .. a[1], x = 1024 */
        CHECK_EQ(rec->t[0], 32768);
        if (two) {
            CHECK_EQ(rec->vert[0], 4); /* room 0 has 4 vertices: extra 0 */
            CHECK_EQ(t.extra_first[1] - t.extra_first[0], 1);
            const Vec3s *e = &t.extra[t.extra_first[0]];
            CHECK(e->x == 1024 && e->y == 0 && e->z == 1536);
        } else {
            CHECK_EQ(rec->vert[0], 7);
        }
        RenderTJ_Free(&t);
    }
}

/* A hostile room: 30000 vertices on one line and 7500 quads along it, so
 * every edge has thousands of candidates. Renderer creation must stay
 * bounded (the search has a budget) and still draw. */
TEST(render_tjunction_search_is_bounded)
{
    setup(false);
    enum { NV = 30000, NQ = 7500 };
    RoomVertex *v = calloc(NV, sizeof(RoomVertex));
    RoomQuad *q = calloc(NQ, sizeof(RoomQuad));
    CHECK(v && q);
    for (int i = 0; i < NV; i++)
        v[i] = rv(0, 0, i % 30000);
    for (int i = 0; i < NQ; i++)
        q[i] = (RoomQuad){{(uint16_t)(i * 4), (uint16_t)(NV - 1 - i), (uint16_t)(i * 4 + 1), (uint16_t)(i * 4 + 2)}, 0};
    g_rooms[0].vertices = v;
    g_rooms[0].num_vertices = NV;
    g_rooms[0].quads = q;
    g_rooms[0].num_quads = NQ;
    char err[256];
    Renderer *r = Render_Create(&g_lv, W, H, NULL, err, sizeof(err));
    CHECK_MSG(r, "%s", err);
    static uint8_t fb[W * H];
    RenderCamera cam = {500, -1000, -2000, 0, 0, -3000, 0, 0};
    CHECK(Render_FrameClear(r, &cam, NULL, 0, NULL, 0, fb, SENTINEL));
    Render_Destroy(r);
    free(v);
    free(q);
}
