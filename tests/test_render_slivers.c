/* Rasteriser: faces narrower than a pixel (walls seen edge-on, slivers
 * between two columns of pixel centres) cover exactly the pixel centres
 * inside them. Raster_DrawPoly skips a polygon outright when no pixel centre
 * of its x extent lies inside its clip columns; these faces sit on both sides
 * of that test: upright rectangles and thin triangles at every subpixel
 * offset and width from 0 to 2.5 pixels, with and without a clip rectangle
 * cutting them, against the coverage rule (a pixel is drawn when its centre
 * is inside [left, right) of its row and inside the clip rectangle). */
#include "engine/render/render_internal.h"
#include "tests/test.h"

#include <string.h>

enum { W = 48, H = 8, PITCH = 64, BG = 0xEF, COLOUR = 9, DRAWN = 77 };

static uint8_t g_cmap[LIGHTMAP_SHADES * 256], g_fb[PITCH * H];

/* A flat polygon of colour DRAWN (shade row 0) with vertices (x[i], y[i])
 * subpixels, clipped to columns [rx0, rx1). */
static void draw_flat(const int32_t *x, const int32_t *y, int n, int rx0, int rx1)
{
    Poly p;
    memset(&p, 0, sizeof(p));
    p.nv = (uint8_t)n;
    p.rx0 = (int16_t)rx0;
    p.rx1 = (int16_t)rx1;
    p.ry1 = H;
    p.cmap = g_cmap;
    p.colour = COLOUR;
    p.ymin = p.ymax = y[0];
    for (int i = 0; i < n; i++) {
        p.x[i] = x[i];
        p.y[i] = y[i];
        p.ymin = p.ymin < y[i] ? p.ymin : y[i];
        p.ymax = p.ymax > y[i] ? p.ymax : y[i];
    }
    p.x0 = 8;
    p.y0 = 8;
    memset(g_fb, BG, sizeof(g_fb));
    Raster_DrawPoly(&p, g_fb, PITCH, 0, H);
}

TEST(render_slivers_cover_exactly_their_pixel_centres)
{
    Raster_Init();
    memset(g_cmap, 0, sizeof(g_cmap));
    g_cmap[COLOUR] = DRAWN;
    const int clips[3][2] = {{0, W}, {2, 3}, {3, W}};
    int drawn = 0, empty = 0;
    for (int c = 0; c < 3; c++) {
        const int rx0 = clips[c][0], rx1 = clips[c][1];
        for (int32_t x0 = 0; x0 <= 56; x0++) {
            for (int32_t w = 0; w <= 40; w++) {
                const int32_t x1 = x0 + w;
                /* upright rectangle [x0, x1) x [0, H) */
                const int32_t rx[4] = {x0, x1, x1, x0}, ry[4] = {0, 0, H * 16, H * 16};
                draw_flat(rx, ry, 4, rx0, rx1);
                int any = 0;
                for (int y = 0; y < H; y++) {
                    for (int x = 0; x < PITCH; x++) {
                        const int centre = x * 16 + 8;
                        const bool in = centre >= x0 && centre < x1 && x >= rx0 && x < rx1;
                        const uint8_t want = in ? DRAWN : BG;
                        if (g_fb[y * PITCH + x] != want) {
                            CHECK_MSG(false, "rect [%d,%d) clip [%d,%d): pixel (%d,%d) = %d, want %d",
                                      x0, x1, rx0, rx1, x, y, g_fb[y * PITCH + x], want);
                            return;
                        }
                        any |= in;
                    }
                }
                any ? drawn++ : empty++;
                /* thin triangle: right edge from (x1, 0) to (x0, H): row y's
                 * right end is x1 - (x1 - x0) * (y + 0.5) / H (subpixels),
                 * so it narrows row by row; nothing may be drawn outside the
                 * centres of [x0, x1) and the clip, and it is all drawn
                 * where even the row's narrowest end keeps the centre inside */
                const int32_t tx[3] = {x0, x1, x0}, ty[3] = {0, 0, H * 16};
                draw_flat(tx, ty, 3, rx0, rx1);
                for (int y = 0; y < H; y++) {
                    for (int x = 0; x < PITCH; x++) {
                        const int centre = x * 16 + 8;
                        const bool may = centre >= x0 && centre < x1 && x >= rx0 && x < rx1;
                        /* the right edge at this row's centre, rounded down */
                        const int32_t right = x1 - (int32_t)(((int64_t)w * (y * 16 + 8)) / (H * 16));
                        const bool must = may && centre < right - 1;
                        const uint8_t got = g_fb[y * PITCH + x];
                        if ((got == DRAWN && !may) || (got != DRAWN && must) ||
                            (got != DRAWN && got != BG)) {
                            CHECK_MSG(false, "triangle [%d,%d) clip [%d,%d): pixel (%d,%d) = %d",
                                      x0, x1, rx0, rx1, x, y, got);
                            return;
                        }
                    }
                }
            }
        }
    }
    /* both kinds occur: faces with pixels and pixel-less slivers */
    CHECK(drawn > 1000);
    CHECK(empty > 1000);
}
