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
static void span_flat(const Poly *p, const RowBase *rb, uint8_t *row, int x0, int x1,
                      const int32_t *recip)
{
    const uint8_t *cmap = p->cmap;
    uint32_t c = p->colour;
    int x = x0;
    int32_t s = eval_sh(p, rb, x * SUB + HALF);
    if ((x0 >> 8) == ((x1 - 1) >> 8)) {
        /* one segment: the stepped shade runs monotonically from s to the
         * value at the last pixel, so equal rows at both ends mean one
         * colour for the whole span (the small faces of meshes, mostly) */
        int32_t se = eval_sh(p, rb, (x1 - 1) * SUB + HALF);
        if ((s >> 24) == (se >> 24)) {
            fill_span(row + x0, x1 - x0, cmap[(((uint32_t)s >> 16) & 0x1F00u) | c]);
            return;
        }
    }
    while (x < x1) {
        int xn = ((x >> 8) + 1) << 8, last;
        if (xn >= x1) {
            xn = x1;
            last = x1 - 1;
        } else {
            last = xn;
        }
        int32_t se = eval_sh(p, rb, last * SUB + HALF);
        int32_t ds = shade_step(recip, s, se, last - x);
        for (int i = x; i < xn; i++) {
            row[i] = cmap[(((uint32_t)s >> 16) & 0x1F00u) | c];
            s += ds;
        }
        x = xn;
        s = se;
    }
}

void RasterFlat_Rows(const Poly *p, uint8_t *fb, int pitch, int ys, int ye, const int16_t *xs,
                     const int16_t *xe, const int32_t *recip)
{
    RowBase rb;
    rb.sh = (p->sh.a0 * (1 << EVAL_SHIFT)) + p->sh.gy * yc0_minus(p, ys);
    const int64_t rsh = p->sh.gy * SUB;
    uint8_t *row = fb + (size_t)ys * pitch;
    for (int i = 0; i < ye - ys; i++, row += pitch, rb.sh += rsh)
        if (xs[i] < xe[i])
            span_flat(p, &rb, row, xs[i], xe[i], recip);
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

