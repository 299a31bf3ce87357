/* The pixels of the polygons without a perspective texture: flat
 * (untextured, Gouraud-shaded) faces and sprites. The coverage rule and the
 * rows' spans are render_raster.c's.
 *
 * A flat pixel is ColourMap row (s >> 24) of the face's colour, s the shade
 * (16.16 shade units) stepped from the exact value at the span's first pixel
 * to the one at its last, each 256-pixel segment of the row on its own. */
#include "engine/render/render_internal.h"
#include "engine/render/render_raster_span.h"

#include <string.h>

/* n >= 1 bytes of colour c at d. Most one-colour flat spans are a few
 * pixels (the small faces of meshes): two overlapping stores instead of a
 * call to memset. */
static inline void fill_span(uint8_t *d, int n, uint8_t c)
{
    if (n > 16) {
        memset(d, c, (size_t)n);
        return;
    }
    const uint64_t c8 = c * 0x0101010101010101ull;
    if (n >= 8) {
        memcpy(d, &c8, 8);
        memcpy(d + n - 8, &c8, 8);
    } else if (n >= 4) {
        const uint32_t c4 = (uint32_t)c8;
        memcpy(d, &c4, 4);
        memcpy(d + n - 4, &c4, 4);
    } else {
        d[0] = c; /* n = 1..3: bytes 0, n / 2 and n - 1 cover them */
        d[n / 2] = c;
        d[n - 1] = c;
    }
}

/* One flat span [x0, x1) of a row, any length. */
/* The polygon's constants of the flat spans, in locals: the byte stores
 * would otherwise make the compiler reload them from the Poly span by span. */
typedef struct {
    const uint8_t *cm; /* entry c of ColourMap row r: cm[r << 8] */
    int64_t gx;        /* shade plane x gradient */
    int32_t x0;        /* the planes' reference x (subpixels) */
    const int32_t *recip;
} FlatConst;

/* eval_sh at pixel x of the row of base sh, from the locals. */
static inline int32_t flat_sh(const FlatConst *k, int64_t sh, int x)
{
    const int32_t X = x * SUB + HALF;
    return (int32_t)clamp64((sh + k->gx * (int64_t)(X - k->x0)) >> (EVAL_SHIFT - 8), 0, SHADE_MAX);
}

/* n pixels at d, the shade stepping from s by ds, its row looked up per pixel. */
static inline void flat_run(uint8_t *d, int n, const uint8_t *cm, int32_t s, int32_t ds)
{
    for (int i = 0; i < n; i++) {
        d[i] = cm[((uint32_t)s >> 16) & 0x1F00u];
        s += ds;
    }
}

/* One flat span [x0, x1) of the row of shade base sh. */
static inline void span_flat(const FlatConst *k, int64_t sh, uint8_t *row, int x0, int x1)
{
    int32_t s = flat_sh(k, sh, x0);
    if (x1 - x0 == 1) { /* a third of the spans (slivers, corners): one pixel, its shade */
        row[x0] = k->cm[((uint32_t)s >> 16) & 0x1F00u];
        return;
    }
    if ((x0 >> 8) == ((x1 - 1) >> 8)) {
        /* one segment: the stepped shade runs monotonically from s to the
         * value at the last pixel, so equal rows at both ends mean one
         * colour for the whole span (the small faces of meshes, mostly) */
        const int32_t se = flat_sh(k, sh, x1 - 1);
        if ((s >> 24) == (se >> 24))
            fill_span(row + x0, x1 - x0, k->cm[((uint32_t)s >> 16) & 0x1F00u]);
        else
            flat_run(row + x0, x1 - x0, k->cm, s, shade_step(k->recip, s, se, x1 - 1 - x0));
        return;
    }
    for (int x = x0; x < x1;) {
        int xn = ((x >> 8) + 1) << 8, last;
        if (xn >= x1) {
            xn = x1;
            last = x1 - 1;
        } else {
            last = xn;
        }
        const int32_t se = flat_sh(k, sh, last);
        flat_run(row + x, xn - x, k->cm, s, shade_step(k->recip, s, se, last - x));
        x = xn;
        s = se;
    }
}

void RasterFlat_Rows(const Poly *p, uint8_t *fb, int pitch, int ys, int ye, const int16_t *xs,
                     const int16_t *xe, const int32_t *recip)
{
    const FlatConst k = {p->cmap + p->colour, p->sh.gx, p->x0, recip};
    int64_t sh = (p->sh.a0 * (1 << EVAL_SHIFT)) + p->sh.gy * yc0_minus(p, ys);
    const int64_t rsh = p->sh.gy * SUB;
    uint8_t *row = fb + (size_t)ys * pitch;
    for (int i = 0; i < ye - ys; i++, row += pitch, sh += rsh)
        if (xs[i] < xe[i])
            span_flat(&k, sh, row, xs[i], xe[i]);
}

void RasterFlat_Sprite(const Poly *p, uint8_t *fb, int pitch, int y0, int y1)
{
    int ys = (int)((p->y[0] - HALF + SUB - 1) >> SUB_BITS);
    int ye = (int)((p->y[1] - HALF + SUB - 1) >> SUB_BITS);
    int xs = (int)((p->x[0] - HALF + SUB - 1) >> SUB_BITS);
    int xe = (int)((p->x[1] - HALF + SUB - 1) >> SUB_BITS);
    ys = MAX(ys, MAX(y0, p->ry0));
    ye = MIN(ye, MIN(y1, p->ry1));
    xs = MAX(xs, MAX(p->rx0, 0));
    xe = MIN(xe, MIN(p->rx1, pitch));
    if (xs >= xe || ys >= ye)
        return;
    const uint8_t *cmap = p->cmap + ((p->sshade >> 8) << 8);
    if (!p->tex) { /* a flat spark: one colour */
        for (int y = ys; y < ye; y++)
            memset(fb + (size_t)y * pitch + xs, cmap[p->colour], (size_t)(xe - xs));
        return;
    }
    for (int y = ys; y < ye; y++) {
        int64_t vv = p->sv0 + (((int64_t)(y * SUB + HALF - p->y[0]) * p->sdv));
        uint32_t tv = (uint32_t)(vv >> 16) & 0xFF;
        const uint8_t *trow = p->tex + (tv << 8);
        uint8_t *row = fb + (size_t)y * pitch;
        int64_t uu = p->su0 + (int64_t)(xs * SUB + HALF - p->x[0]) * p->sdu;
        int64_t du = (int64_t)p->sdu * SUB;
        for (int x = xs; x < xe; x++) {
            uint8_t t = trow[(uint32_t)(uu >> 16) & 0xFF];
            if (t)
                row[x] = cmap[t];
            uu += du;
        }
    }
}

