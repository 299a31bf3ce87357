/* The edges of short polygons against an independent reference. Polygons
 * of fewer rows than the AVX-512 walk pays for (and every polygon on the
 * scalar path) are walked by walk_chains (render_raster.c), which the
 * path-comparison tests compare with itself; here its coverage is checked
 * against a per-pixel rasterisation of the documented rule, written without
 * any of its stepping:
 *  - row y is drawn when its centre yc = y * 16 + 8 (subpixels) is in
 *    [ymin, ymax) and y in the clip rectangle's rows;
 *  - its span is between the x of the two edges that straddle yc (upper end
 *    ya <= yc < lower end yb; level edges none), each by its closed form
 *    (xa << 16) + (yc - ya) * slope, slope = (xb - xa) * 2^16 / (yb - ya)
 *    truncated (16.16 subpixels);
 *  - pixel x is inside when its centre ((x * 16 + 8) << 16) is in [lesser,
 *    greater) of the two, and x in the clip rectangle's columns.
 * Random y-monotone triangles and quads of 1..12 rows (level tops and
 * bottoms, vertices on row centres, off screen to the sides and above or
 * below), drawn as shadows (coverage only) whole and in two bands, on every
 * rasteriser path the CPU has. */
#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define W 64
#define H 48
#define S 16 /* subpixels a pixel */

static uint64_t g_seed = 0x2545F4914F6CDD1Dull;
static uint32_t rnd(uint32_t n)
{
    g_seed ^= g_seed << 13;
    g_seed ^= g_seed >> 7;
    g_seed ^= g_seed << 17;
    return (uint32_t)(g_seed >> 32) % n;
}

/* A subpixel y near yt..yt + h: often exactly on a row centre or a row
 * boundary (where an off-by-one in the row rounding shows). */
static int32_t pick_y(int32_t lo, int32_t hi)
{
    int32_t y = lo + (int32_t)rnd((uint32_t)(hi - lo + 1));
    switch (rnd(4)) {
    case 0: { /* a row centre inside [lo, hi] when there is one */
        int32_t c = (y >> 4) * S + S / 2;
        return c >= lo && c <= hi ? c : y;
    }
    case 1: {
        int32_t c = (y >> 4) * S;
        return c >= lo && c <= hi ? c : y;
    }
    default:
        return y;
    }
}

static int32_t pick_x(void) { return (int32_t)rnd((W + 80) * S) - 40 * S; }

/* A random y-monotone polygon: a top vertex, a bottom one and one (a
 * triangle) or two (a quad, one per side) between; sometimes a level top or
 * bottom (a vertex between at the top's or bottom's y). */
static void random_poly(Poly *p)
{
    memset(p, 0, sizeof *p);
    const int32_t yt = pick_y(-3 * S, (H + 2) * S), h = 1 + (int32_t)rnd(12 * S);
    const int32_t yb = pick_y(yt + 1, yt + h);
    const int n = 3 + (int)rnd(2);
    int32_t y1 = pick_y(yt, yb), y2 = pick_y(yt, yb);
    if (rnd(4) == 0)
        y1 = yt;
    if (rnd(4) == 0)
        y2 = yb;
    /* order: top, side a, bottom, side b (the quad's sides on either side) */
    const int32_t ys[4] = {yt, y1, yb, y2};
    p->nv = (uint8_t)n;
    for (int i = 0; i < n; i++) {
        p->x[i] = pick_x();
        p->y[i] = n == 3 && i == 2 ? yb : ys[i];
    }
    if (n == 3 && rnd(2)) { /* the middle vertex at the end instead */
        p->y[1] = yb;
        p->y[2] = y1;
    }
    p->ymin = p->ymax = p->y[0];
    for (int i = 1; i < n; i++) {
        p->ymin = p->y[i] < p->ymin ? p->y[i] : p->ymin;
        p->ymax = p->y[i] > p->ymax ? p->y[i] : p->ymax;
    }
    p->x0 = p->x[0];
    p->y0 = p->y[0];
    p->flags = POLY_SHADOW;
    p->rx0 = (int16_t)(rnd(3) ? 0 : rnd(8));
    p->rx1 = (int16_t)(rnd(3) ? W : W - rnd(8));
    p->ry0 = (int16_t)(rnd(3) ? 0 : rnd(8));
    p->ry1 = (int16_t)(rnd(3) ? H : H - rnd(8));
}

/* floor(a / b), b > 0 */
static int64_t ref_floordiv(int64_t a, int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

/* The reference coverage of p (1 inside, 0 outside) into ref; false when a
 * row in the polygon's extent has not exactly two edges across it (not
 * y-monotone: the generator's fault). */
static bool reference(const Poly *p, uint8_t *ref)
{
    memset(ref, 0, W * H);
    for (int y = 0; y < H; y++) {
        const int32_t yc = y * S + S / 2;
        if (yc < p->ymin || yc >= p->ymax || y < p->ry0 || y >= p->ry1)
            continue;
        int64_t x[2];
        int found = 0;
        for (int i = 0; i < p->nv; i++) {
            const int j = i + 1 == p->nv ? 0 : i + 1;
            int32_t xa = p->x[i], ya = p->y[i], xb = p->x[j], yb = p->y[j];
            if (ya == yb)
                continue;
            if (ya > yb) { /* from its upper end */
                int32_t t = xa;
                xa = xb;
                xb = t;
                t = ya;
                ya = yb;
                yb = t;
            }
            if (yc < ya || yc >= yb)
                continue;
            if (found == 2)
                return false;
            const int64_t slope = (int64_t)(xb - xa) * 65536 / (yb - ya);
            x[found++] = (int64_t)xa * 65536 + (int64_t)(yc - ya) * slope;
        }
        if (found != 2)
            return false;
        const int64_t lo = x[0] < x[1] ? x[0] : x[1], hi = x[0] < x[1] ? x[1] : x[0];
        /* centres (px * 16 + 8) << 16 in [lo, hi): px from ceil((lo - 8<<16) / (16<<16)) */
        const int64_t unit = (int64_t)S << 16, half = (int64_t)(S / 2) << 16;
        int64_t x0 = ref_floordiv(lo - half + unit - 1, unit), x1 = ref_floordiv(hi - half + unit - 1, unit);
        x0 = x0 < p->rx0 ? p->rx0 : x0;
        x1 = x1 > p->rx1 ? p->rx1 : x1;
        for (int64_t px = x0; px < x1; px++)
            ref[y * W + px] = 1;
    }
    return true;
}

/* p drawn as a shadow (each covered pixel 0 -> 1) into fb, whole or in two
 * bands split at `split`. */
static void draw(const Poly *p, uint8_t *fb, int split)
{
    memset(fb, 0, W * H);
    if (split <= 0) {
        Raster_DrawPoly(p, fb, W, 0, H);
        return;
    }
    Raster_DrawPoly(p, fb, W, 0, split);
    Raster_DrawPoly(p, fb, W, split, H);
}

/* n random polygons on the current path; false with what differs in msg. */
static bool check_polys(int n, const uint8_t *cmap, uint8_t *fb, uint8_t *ref, int *rows_seen,
                        long *covered, char *msg, size_t cap)
{
    for (int it = 0; it < n; it++) {
        Poly p;
        random_poly(&p);
        p.cmap = cmap;
        if (!reference(&p, ref)) {
            snprintf(msg, cap, "case %d: the generator made a polygon that is not y-monotone", it);
            return false;
        }
        const int rows = (int)(ref_floordiv(p.ymax - S / 2 + S - 1, S) - ref_floordiv(p.ymin - S / 2 + S - 1, S));
        if (rows >= 0 && rows < 16)
            rows_seen[rows]++;
        const int split = (int)rnd(2) ? (int)rnd(H) : 0;
        draw(&p, fb, split);
        for (int i = 0; i < W * H; i++) {
            *covered += ref[i];
            if (fb[i] != ref[i]) {
                snprintf(msg, cap,
                         "case %d (%d vertices, %d rows, band split %d): pixel (%d, %d) %s the "
                         "reference; y %d..%d",
                         it, p.nv, rows, split, i % W, i / W, fb[i] ? "drawn but outside" : "not drawn but inside",
                         p.ymin, p.ymax);
                return false;
            }
        }
    }
    return true;
}

TEST(render_short_polygon_edges_match_the_reference_rule)
{
    uint8_t cmap[LIGHTMAP_SHADES * 256];
    uint8_t *fb = malloc(W * H), *ref = malloc(W * H);
    CHECK(fb && ref);
    memset(cmap, 1, sizeof cmap);
    Raster_Init();
    const RenderRasterPath was = Render_RasterPath();
    char msg[512] = "";
    bool ok = true;
    int paths = 0, rows_seen[16] = {0};
    long covered = 0;
    for (int path = 0; ok && path < RENDER_RASTER_PATHS; path++) {
        if (!Render_SetRasterPath((RenderRasterPath)path))
            continue;
        paths++;
        ok = check_polys(20000, cmap, fb, ref, rows_seen, &covered, msg, sizeof msg);
        if (!ok)
            snprintf(msg + strlen(msg), sizeof msg - strlen(msg), " (path %s)",
                     Render_RasterPathName((RenderRasterPath)path));
    }
    Render_SetRasterPath(was);
    free(fb);
    free(ref);
    CHECK_MSG(ok, "%s", msg);
    CHECK(paths >= 1);
    /* mostly on screen: on average some pixels a polygon */
    CHECK_MSG(covered > 20000L * paths * 20, "%ld pixels covered", covered);
    /* the cases reached every short height */
    for (int r = 1; r <= 9; r++)
        CHECK_MSG(rows_seen[r] > 100, "only %d polygons of %d rows", rows_seen[r], r);
}
