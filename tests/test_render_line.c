/* Lines (engine/render/render_line.c): the add table against a search of
 * the palette, and the pixels of lines in a purpose-built room: along
 * their path, cut at the screen's edges and the near plane, hidden behind
 * a wall by the painter's order, the same bytes with 1 and 4 threads and
 * on every raster path. */
#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "tests/test.h"
#include "tests/render_test_room.h"

#include <stdlib.h>
#include <string.h>

#define RW 320
#define RH 240

/* One open room (3 x 3 sectors inside its walls: x and z 1024..4096,
 * floor at y 0, ceiling at -2048). */
static bool build_room(Level *lv)
{
    bool ok = RenderTestRoom_Build(lv, "line_room.phd");
    return ok;
}

/* The palette entry nearest (r, g, b), index 0 left out, the first of equals. */
static uint8_t nearest(const Renderer *r, int cr, int cg, int cb)
{
    int best = 1;
    long best_d = -1;
    for (int j = 1; j < 256; j++) {
        uint8_t p[3];
        Render_PaletteRGB(r, (uint8_t)j, p);
        long d = (long)(p[0] - cr) * (p[0] - cr) + (long)(p[1] - cg) * (p[1] - cg) +
                 (long)(p[2] - cb) * (p[2] - cb);
        if (best_d < 0 || d < best_d) {
            best_d = d;
            best = j;
        }
    }
    return (uint8_t)best;
}

static RenderLineDraw line(int32_t ax, int32_t ay, int32_t az, int32_t bx, int32_t by, int32_t bz,
                           uint8_t colour, uint8_t width)
{
    RenderLineDraw d;
    memset(&d, 0, sizeof d);
    d.a = (Vec3i){ ax, ay, az };
    d.b = (Vec3i){ bx, by, bz };
    d.colour = colour;
    d.width = width;
    return d;
}

/* Draws the lines over the room seen from the middle of its south side
 * looking north (+z). */
static bool draw(Renderer *r, const void *lines, size_t n, uint8_t *fb)
{
    RenderCamera cam = { 2560, -1024, 1200, 0, 0, 0, 0, 0 };
    Render_SetLines(r, lines, n);
    return Render_Frame(r, &cam, NULL, 0, NULL, 0, fb);
}

/* Pixels of colour w; how many per column (cols) and per row (rows). */
static int count(const uint8_t *fb, uint8_t w, int *cols, int *rows)
{
    int n = 0;
    if (cols)
        memset(cols, 0, sizeof(int) * RW);
    if (rows)
        memset(rows, 0, sizeof(int) * RH);
    for (int y = 0; y < RH; y++)
        for (int x = 0; x < RW; x++)
            if (fb[y * RW + x] == w) {
                n++;
                if (cols)
                    cols[x]++;
                if (rows)
                    rows[y]++;
            }
    return n;
}

/* Each row of the add table is the palette's nearest entry to the sum,
 * channels capped; a line of black's own colour adds nothing much. */
TEST(render_line_add_table_is_the_nearest_sum)
{
    RenderTestScene sc;
    CHECK(RenderTestScene_Open(&sc, build_room, RW, RH, NULL));
    Renderer *r = sc.r;
    static const uint8_t k_colours[] = { 1, 17, 100, 200, 255 };
    for (size_t k = 0; k < sizeof k_colours; k++) {
        uint8_t c[3];
        Render_PaletteRGB(r, k_colours[k], c);
        for (int p = 0; p < 256; p++) {
            uint8_t u[3];
            Render_PaletteRGB(r, (uint8_t)p, u);
            uint8_t want = nearest(r, MIN(u[0] + c[0], 255), MIN(u[1] + c[1], 255),
                                   MIN(u[2] + c[2], 255));
            CHECK_EQ(Render_LineAdd(r, k_colours[k], (uint8_t)p), want);
        }
    }
    RenderTestScene_Close(&sc);
}

/* A white line across the room: one pixel of
 * each column the whole width of the screen (cut at both edges), the rest
 * of the frame untouched; a wider one covers more rows; behind the wall
 * it is hidden (the wall is drawn after it); one frame only. */
TEST(render_line_pixels_along_edges_and_behind_a_wall)
{
    RenderTestScene sc;
    CHECK(RenderTestScene_Open(&sc, build_room, RW, RH, draw));
    Renderer *r = sc.r;
    uint8_t *plain = sc.plain, *fb = sc.fb;
    int cols[RW], rows[RH];
    uint8_t white = nearest(r, 255, 255, 255);
    CHECK_EQ(count(plain, white, NULL, NULL), 0);
    /* far past the screen on both sides, 1000 in front of the eye (the
     * screen's edges are inside the room there: past its side walls the
     * line would be hidden by them) */
    RenderLineDraw d = line(-20000, -1300, 2200, 30000, -1300, 2200, white, 1);
    CHECK(draw(r, &d, 1, fb));
    CHECK_EQ(count(fb, white, cols, rows), RW);
    int used_rows = 0;
    for (int x = 0; x < RW; x++)
        CHECK_EQ(cols[x], 1);
    for (int y = 0; y < RH; y++)
        used_rows += rows[y] > 0;
    CHECK(used_rows == 1);
    for (int i = 0; i < RW * RH; i++)
        CHECK(fb[i] == plain[i] || fb[i] == white);
    /* the row it is on: above the centre (it is 276 above the eye) */
    int row = -1;
    for (int y = 0; y < RH; y++)
        if (rows[y])
            row = y;
    CHECK(row > 0 && row < RH / 2);
    /* 4 pixels of a 640-wide screen: 2 rows here */
    d.width = 4;
    CHECK(draw(r, &d, 1, fb));
    CHECK_EQ(count(fb, white, cols, NULL), 2 * RW);
    /* a strip 100 units wide 1000 in front of the eye: 100 * f / 1000
     * rows in each column */
    d.width = 1;
    d.world_width = 100;
    CHECK(draw(r, &d, 1, fb));
    count(fb, white, cols, NULL);
    int want = (int)(100 * r->f / 1000);
    for (int x = 0; x < RW; x++)
        CHECK_MSG(cols[x] >= want - 1 && cols[x] <= want + 1, "column %d: %d rows, not %d", x,
                  cols[x], want);
    CHECK(want >= 10);
    d.world_width = 0;
    /* only the next frame */
    CHECK(draw(r, NULL, 0, fb));
    CHECK(!memcmp(fb, plain, RW * RH));
    /* behind the north wall: hidden */
    d = line(1500, -1300, 4200, 3500, -1300, 4200, white, 4);
    CHECK(draw(r, &d, 1, fb));
    CHECK_EQ(count(fb, white, NULL, NULL), 0);
    /* its room not seen, or no such room: nothing, no crash */
    d = line(1500, -1300, 3900, 3500, -1300, 3900, white, 1);
    d.room = 3;
    CHECK(draw(r, &d, 1, fb));
    CHECK(!memcmp(fb, plain, RW * RH));
    d.room = -1;
    CHECK(draw(r, &d, 1, fb));
    CHECK(!memcmp(fb, plain, RW * RH));
    RenderTestScene_Close(&sc);
}

/* A line from behind the eye to the far wall is cut at the near plane: it
 * runs from the bottom edge up to where it ends, one pixel a row; wholly
 * behind the eye it draws nothing. */
TEST(render_line_cut_at_the_near_plane)
{
    RenderTestScene sc;
    CHECK(RenderTestScene_Open(&sc, build_room, RW, RH, draw));
    Renderer *r = sc.r;
    uint8_t *plain = sc.plain, *fb = sc.fb;
    int rows[RH];
    uint8_t white = nearest(r, 255, 255, 255);
    RenderLineDraw d = line(2600, -900, 200, 2600, -900, 3900, white, 1);
    CHECK(draw(r, &d, 1, fb));
    int n = count(fb, white, NULL, rows);
    CHECK(n > RH / 4 && n < RH);
    CHECK_EQ(rows[RH - 1], 1);
    int top = RH;
    for (int y = RH - 1; y >= 0; y--)
        if (rows[y])
            top = y;
    for (int y = top; y < RH; y++)
        CHECK_EQ(rows[y], 1);
    CHECK(top > RH / 2);
    d = line(2600, -900, 200, 2600, -900, 1100, white, 1);
    CHECK(draw(r, &d, 1, fb));
    CHECK(!memcmp(fb, plain, RW * RH));
    RenderTestScene_Close(&sc);
}

/* Many lines of every slope and colour, some crossing the near plane, some
 * sharing ends: the same bytes with 1 and 4 threads and on every raster
 * path the CPU has. */
TEST(render_line_same_bytes_on_threads_and_paths)
{
    Level lv;
    CHECK(build_room(&lv));
    RenderLineDraw lines[200];
    uint32_t s = 12345;
    for (int i = 0; i < 200; i++) {
        int32_t v[6];
        for (int k = 0; k < 6; k++)
            v[k] = RenderTestRoom_Random(&s, 4000);
        lines[i] = line(v[0] + 500, v[1] - 2000, v[2] + 200, v[3] + 500, v[4] - 2000, v[5] + 200,
                        (uint8_t)(s >> 4), (uint8_t)(1 + i % 5));
        if (i % 7 == 6) /* a piece going on from the last one's end */
            lines[i].a = lines[i - 1].b;
    }
    RenderTestRoom_CheckSameBytes(&lv, RW, RH, draw, lines, 200, 2000);
    Level_Free(&lv);
}
