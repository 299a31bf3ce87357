/* Scan conversion of sorted polygons into the 8-bit framebuffer.
 *
 * Coverage: pixel centres (x + 0.5, y + 0.5); a pixel is inside when its
 * centre is in [left edge, right edge) and [top, bottom) (top-left rule), so
 * faces sharing an edge neither overlap nor leave a crack. Edge positions are
 * evaluated per scanline from the edge's upper end point with a closed
 * formula: the same edge gives the same x in every face and every band.
 *
 * Attributes (1/z, u/z, v/z, shade) come from plane equations evaluated at
 * the pixel; textures are perspective-correct at sub-span ends (every
 * 2^sub_log2 pixels from the span start) and affine between. A span is drawn
 * by one thread whatever the band split, so its pixels never depend on it.
 *
 * Inner loops: runs of pixels with one ColourMap row (the shade's row only
 * changes where s + i*ds crosses a multiple of 256; the run is cut exactly
 * there) fetch texel then ColourMap entry; with BMI2 the texel index is one
 * PEXT of a packed u/v accumulator (same pixels, chosen at run time). */
#include "engine/render/render_internal.h"

#include <stdlib.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define RASTER_HAVE_PEXT 1
#endif

#define SUB (1 << SUB_BITS)
#define HALF (SUB / 2)
#define EVAL_SHIFT (GRAD_FRAC + SUB_BITS)
#define SHADE_MAX ((int64_t)0x1FFF << 16)
#define UV_MAX (((int64_t)256 << 16) - 1)

#ifdef RENDER_COUNT
uint64_t g_count_px, g_count_lg[16], g_count_sub, g_count_run, g_count_span;
#endif
static int32_t g_recip[257]; /* 65536 / n */
static uint32_t g_rtab[1024]; /* 2^35 / (2049 + 2i) = 2^34 / (1024.5 + i) */
static bool g_use_pext;

static void init_recip(void)
{
    for (int i = 1; i <= 256; i++)
        g_recip[i] = 65536 / i;
    g_recip[0] = 0;
    for (int i = 0; i < 1024; i++)
        g_rtab[i] = (uint32_t)(((uint64_t)1 << 35) / (uint64_t)(2049 + 2 * i));
#ifdef RASTER_HAVE_PEXT
    /* PEXT is fast on Intel and on AMD from Zen 3; Zen 1/2 microcode it. */
    __builtin_cpu_init();
    g_use_pext = __builtin_cpu_supports("bmi2") && !__builtin_cpu_is("amdfam17h") &&
                 getenv("TOMB8_NO_PEXT") == NULL;
#endif
}

static pthread_once_t g_init_once = PTHREAD_ONCE_INIT;

/* 2^44 / w for 1 <= w < 2^24 without a division: w is normalised to
 * n in [2^23, 2^24), a 1024-entry table gives 2^47 / n to 2^-11, one
 * Newton step squares the error (< 2^-21 relative). Integer only, so the
 * same everywhere. */
static inline int64_t recip44(int64_t w)
{
    int s = __builtin_clzll((uint64_t)w) - 40;
    int64_t n = w << s;
    int64_t r = g_rtab[(n >> 13) - 1024];
    int64_t d = ((int64_t)1 << 47) - n * r;
    r += (r * d) >> 47;
    return (r << s) >> 3;
}

/* Plane value times 2^EVAL_SHIFT at a row: base + gx * (X - x0). */
typedef struct {
    int64_t w, uw, vw, sh; /* row bases in 2^-12 units at X = x0 */
} RowBase;

static inline int64_t clamp64(int64_t v, int64_t lo, int64_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* Perspective-correct u, v (16.16 texels) at pixel px of the row. */
static inline void eval_uv(const Poly *p, const RowBase *rb, int32_t X, int32_t *u, int32_t *v)
{
    int64_t dx = X - p->x0;
    int64_t w = (rb->w + p->w.gx * dx) >> EVAL_SHIFT;
    int64_t uw = (rb->uw + p->uw.gx * dx) >> EVAL_SHIFT;
    int64_t vw = (rb->vw + p->vw.gx * dx) >> EVAL_SHIFT;
    w = clamp64(w, 1, (1 << 24) - 1);
    /* u(8.8) = uw * 256 / w  ->  16.16: uw * 65536 / w */
    int64_t rw = recip44(w);
    *u = (int32_t)clamp64((uw * rw) >> 28, 0, UV_MAX);
    *v = (int32_t)clamp64((vw * rw) >> 28, 0, UV_MAX);
}

/* Affine faces: u, v planes directly (16.16). */
static inline void eval_uv_affine(const Poly *p, const RowBase *rb, int32_t X, int32_t *u, int32_t *v)
{
    int64_t dx = X - p->x0;
    *u = (int32_t)clamp64((rb->uw + p->uw.gx * dx) >> EVAL_SHIFT, 0, UV_MAX);
    *v = (int32_t)clamp64((rb->vw + p->vw.gx * dx) >> EVAL_SHIFT, 0, UV_MAX);
}

static inline int32_t eval_sh(const Poly *p, const RowBase *rb, int32_t X)
{
    /* shade plane value is shade << 8; want shade << 16 */
    int64_t s = (rb->sh + p->sh.gx * (int64_t)(X - p->x0)) >> (EVAL_SHIFT - 8);
    return (int32_t)clamp64(s, 0, SHADE_MAX);
}

static inline int32_t step(int32_t a, int32_t b, int n)
{
    return n > 0 ? (int32_t)(((int64_t)(b - a) * g_recip[n]) >> 16) : 0;
}

#define TEXEL(u, v) tex[(((v) >> 8) & 0xFF00u) | ((u) >> 16)]

/* Inner loops with a constant ColourMap row (the common case). */
static inline void run_tex_row(uint8_t *restrict d, int cnt, const uint8_t *restrict tex,
                               const uint8_t *restrict cm, uint32_t u, uint32_t v, int32_t du,
                               int32_t dv)
{
    int i = 0;
    for (; i + 4 <= cnt; i += 4) {
        uint32_t u1 = u + (uint32_t)du, v1 = v + (uint32_t)dv;
        uint32_t u2 = u1 + (uint32_t)du, v2 = v1 + (uint32_t)dv;
        uint32_t u3 = u2 + (uint32_t)du, v3 = v2 + (uint32_t)dv;
        d[i] = cm[TEXEL(u, v)];
        d[i + 1] = cm[TEXEL(u1, v1)];
        d[i + 2] = cm[TEXEL(u2, v2)];
        d[i + 3] = cm[TEXEL(u3, v3)];
        u = u3 + (uint32_t)du;
        v = v3 + (uint32_t)dv;
    }
    for (; i < cnt; i++) {
        d[i] = cm[TEXEL(u, v)];
        u += (uint32_t)du;
        v += (uint32_t)dv;
    }
}

static inline void run_tex_row_t(uint8_t *restrict d, int cnt, const uint8_t *restrict tex,
                                 const uint8_t *restrict cm, uint32_t u, uint32_t v, int32_t du,
                                 int32_t dv)
{
    for (int i = 0; i < cnt; i++) {
        uint8_t t = TEXEL(u, v);
        if (t)
            d[i] = cm[t];
        u += (uint32_t)du;
        v += (uint32_t)dv;
    }
}

/* BMI2 variants: u and v packed in one 64-bit accumulator (u in the low
 * 32 bits, v in the high 32, both 16.16 and never negative, so one add
 * steps both exactly) and the texel index gathered with a single PEXT of
 * the two integer bytes. Same index, same pixels: the choice is invisible
 * in the output (determinism holds across machines). */
#ifdef RASTER_HAVE_PEXT
#define PEXT_MASK 0x00FF000000FF0000ull

__attribute__((target("bmi2"))) static inline void run_row_pext(uint8_t *restrict d, int cnt,
                                                         const uint8_t *restrict tex,
                                                         const uint8_t *restrict cm, uint64_t X,
                                                         uint64_t DX)
{
    int i = 0;
    for (; i + 4 <= cnt; i += 4) {
        uint64_t X1 = X + DX, X2 = X1 + DX, X3 = X2 + DX;
        d[i] = cm[tex[_pext_u64(X, PEXT_MASK)]];
        d[i + 1] = cm[tex[_pext_u64(X1, PEXT_MASK)]];
        d[i + 2] = cm[tex[_pext_u64(X2, PEXT_MASK)]];
        d[i + 3] = cm[tex[_pext_u64(X3, PEXT_MASK)]];
        X = X3 + DX;
    }
    for (; i < cnt; i++) {
        d[i] = cm[tex[_pext_u64(X, PEXT_MASK)]];
        X += DX;
    }
}

__attribute__((target("bmi2"))) static inline void run_row_pext_t(uint8_t *restrict d, int cnt,
                                                           const uint8_t *restrict tex,
                                                           const uint8_t *restrict cm, uint64_t X,
                                                           uint64_t DX)
{
    for (int i = 0; i < cnt; i++) {
        uint8_t t = tex[_pext_u64(X, PEXT_MASK)];
        if (t)
            d[i] = cm[t];
        X += DX;
    }
}

/* Per-pixel shade (several ColourMap rows within a few pixels). */
__attribute__((target("bmi2"))) static inline void run_shade_pext(uint8_t *restrict d, int cnt,
                                                                  const uint8_t *restrict tex,
                                                                  const uint8_t *restrict cmap,
                                                                  uint64_t X, uint64_t DX,
                                                                  uint32_t s, uint32_t ds,
                                                                  bool transparent)
{
    for (int i = 0; i < cnt; i++) {
        uint8_t t = tex[_pext_u64(X, PEXT_MASK)];
        if (t || !transparent)
            d[i] = cmap[((s >> 16) & 0x1F00u) | t];
        X += DX;
        s += ds;
    }
}
#endif

static inline uint64_t pack_uv(int32_t u, int32_t v)
{
    return ((uint64_t)(uint32_t)v << 32) + (uint64_t)(uint32_t)u;
}

static inline uint64_t pack_duv(int32_t du, int32_t dv)
{
    return (uint64_t)((int64_t)dv * 4294967296LL + (int64_t)du);
}

/* Pixels with a constant ColourMap row run through the fast loops: the run
 * is cut where the row of s + i*ds changes (computed exactly with a ceiling
 * division), so the result equals per-pixel shading. */
__attribute__((always_inline)) static inline void draw_run(uint8_t *d, int cnt, const uint8_t *tex, const uint8_t *cmap,
                            int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t s, uint32_t ds,
                            uint32_t ads, uint32_t inv, bool transparent, const bool pext)
{
    const bool up = (int32_t)ds >= 0;
#ifdef RASTER_HAVE_PEXT
    uint64_t X = pack_uv(u, v), DX = pack_duv(du, dv);
    if (pext && ads && cnt > 1) {
        /* many row changes for few pixels: shading per pixel is cheaper
         * than cutting runs (same pixels either way) */
        uint32_t r0 = s >> 24, r1 = (s + ds * (uint32_t)(cnt - 1)) >> 24;
        uint32_t changes = r0 > r1 ? r0 - r1 : r1 - r0;
        if (changes && (uint32_t)cnt < changes * 24) {
            run_shade_pext(d, cnt, tex, cmap, X, DX, s, ds, transparent);
            return;
        }
    }
#endif
    while (cnt > 0) {
#ifdef RENDER_COUNT
        g_count_run++;
#endif
        uint32_t row = s >> 24;
        int k = cnt;
        if (ads) {
            /* pixels until s leaves this row (s stays within 0..0x1FFF<<16) */
            uint32_t room = up ? ((row + 1) << 24) - s : s - (row << 24) + 1;
            /* ceil(room / ads) without a division: inv = floor(2^32 / ads)
             * gives floor(room / ads) or one less; step up to the ceiling */
            uint64_t steps = ((uint64_t)room * inv) >> 32;
            while (steps * ads < room)
                steps++;
            if (steps < (uint64_t)k)
                k = (int)steps;
        }
        const uint8_t *cm = cmap + (row << 8);
#ifdef RASTER_HAVE_PEXT
        if (pext) {
            if (transparent)
                run_row_pext_t(d, k, tex, cm, X, DX);
            else
                run_row_pext(d, k, tex, cm, X, DX);
            X += DX * (uint64_t)k;
        } else
#endif
        {
            if (transparent)
                run_tex_row_t(d, k, tex, cm, (uint32_t)u, (uint32_t)v, du, dv);
            else
                run_tex_row(d, k, tex, cm, (uint32_t)u, (uint32_t)v, du, dv);
            u = (int32_t)((uint32_t)u + (uint32_t)du * (uint32_t)k);
            v = (int32_t)((uint32_t)v + (uint32_t)dv * (uint32_t)k);
        }
        s += ds * (uint32_t)k;
        d += k;
        cnt -= k;
    }
}

static inline uint32_t recip32(uint32_t a) { return a ? (uint32_t)(((uint64_t)1 << 32) / a) : 0; }

/* The shade is linear along the span: s_i = s0 + i * dsx with dsx the
 * plane's exact gradient, as long as both ends are inside 0..0x1FFF (the
 * usual case); otherwise (rounding at a bright or dark edge) it is clamped
 * at every sub-span end instead. */
__attribute__((always_inline)) static inline void
span_textured(const Poly *p, const RowBase *rb, uint8_t *row, int x0, int x1, const bool affine,
              int32_t dsx, uint32_t adsx, uint32_t invx, const bool pext)
{
    const uint8_t *tex = p->tex, *cmap = p->cmap;
    int lg = p->sub_log2;
    int x = x0;
    int32_t u, v;
    if (affine)
        eval_uv_affine(p, rb, x * SUB + HALF, &u, &v);
    else
        eval_uv(p, rb, x * SUB + HALF, &u, &v);
    int64_t sr = (rb->sh + p->sh.gx * (int64_t)(x * SUB + HALF - p->x0)) >> (EVAL_SHIFT - 8);
    int64_t se_r = sr + (int64_t)dsx * (x1 - 1 - x0);
    const bool linear = sr >= 0 && sr <= SHADE_MAX && se_r >= 0 && se_r <= SHADE_MAX;
    int32_t s = (int32_t)clamp64(sr, 0, SHADE_MAX);
    const bool transparent = (p->flags & POLY_TRANSPARENT) != 0;
    while (x < x1) {
        int xn = x + (1 << lg);
        int last; /* pixel whose exact values end this sub-span */
        if (xn >= x1) {
            xn = x1;
            last = x1 - 1;
        } else {
            last = xn;
        }
        int n = last - x; /* steps */
        int32_t ue, ve;
        if (affine)
            eval_uv_affine(p, rb, last * SUB + HALF, &ue, &ve);
        else
            eval_uv(p, rb, last * SUB + HALF, &ue, &ve);
        int32_t du = step(u, ue, n), dv = step(v, ve, n);
        int cnt = xn - x;
        uint8_t *d = row + x;
#ifdef RENDER_COUNT
        g_count_sub++;
#endif
        if (linear) {
            draw_run(d, cnt, tex, cmap, u, v, du, dv, (uint32_t)s, (uint32_t)dsx, adsx, invx,
                     transparent, pext);
            s += dsx * cnt;
        } else {
            int32_t se = eval_sh(p, rb, last * SUB + HALF);
            int32_t ds = step(s, se, n);
            uint32_t ads = ds < 0 ? (uint32_t)-ds : (uint32_t)ds;
            draw_run(d, cnt, tex, cmap, u, v, du, dv, (uint32_t)s, (uint32_t)ds, ads, recip32(ads),
                     transparent, pext);
            s = se;
        }
        x = xn;
        u = ue;
        v = ve;
    }
}

/* Two compiled copies of the span code: plain, and with BMI2 enabled so the
 * PEXT inner loops inline into it (chosen once per poly in Raster_DrawPoly). */
static void span_textured_plain(const Poly *p, const RowBase *rb, uint8_t *row, int x0, int x1,
                                int32_t dsx, uint32_t adsx, uint32_t invx)
{
    if (p->flags & POLY_AFFINE)
        span_textured(p, rb, row, x0, x1, true, dsx, adsx, invx, false);
    else
        span_textured(p, rb, row, x0, x1, false, dsx, adsx, invx, false);
}

#ifdef RASTER_HAVE_PEXT
__attribute__((target("bmi2"))) static void span_textured_bmi2(const Poly *p, const RowBase *rb,
                                                               uint8_t *row, int x0, int x1,
                                                               int32_t dsx, uint32_t adsx,
                                                               uint32_t invx)
{
    if (p->flags & POLY_AFFINE)
        span_textured(p, rb, row, x0, x1, true, dsx, adsx, invx, true);
    else
        span_textured(p, rb, row, x0, x1, false, dsx, adsx, invx, true);
}
#endif

static void span_flat(const Poly *p, const RowBase *rb, uint8_t *row, int x0, int x1)
{
    const uint8_t *cmap = p->cmap;
    uint32_t c = p->colour;
    int x = x0;
    int32_t s = eval_sh(p, rb, x * SUB + HALF);
    while (x < x1) {
        int xn = ((x >> 8) + 1) << 8, last;
        if (xn >= x1) {
            xn = x1;
            last = x1 - 1;
        } else {
            last = xn;
        }
        int32_t se = eval_sh(p, rb, last * SUB + HALF);
        int32_t ds = step(s, se, last - x);
        for (int i = x; i < xn; i++) {
            row[i] = cmap[(((uint32_t)s >> 16) & 0x1F00u) | c];
            s += ds;
        }
        x = xn;
        s = se;
    }
}

static void draw_sprite(const Poly *p, uint8_t *fb, int pitch, int y0, int y1)
{
    int ys = (int)((p->y[0] - HALF + SUB - 1) >> SUB_BITS);
    int ye = (int)((p->y[1] - HALF + SUB - 1) >> SUB_BITS);
    int xs = (int)((p->x[0] - HALF + SUB - 1) >> SUB_BITS);
    int xe = (int)((p->x[1] - HALF + SUB - 1) >> SUB_BITS);
    ys = MAX(ys, MAX(y0, p->ry0));
    ye = MIN(ye, MIN(y1, p->ry1));
    xs = MAX(xs, p->rx0);
    xe = MIN(xe, p->rx1);
    if (xs >= xe || ys >= ye)
        return;
    const uint8_t *cmap = p->cmap + ((p->sshade >> 8) << 8);
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

typedef struct {
    int32_t xa, ya, xb, yb;
    int64_t slope; /* dx/dy 16.16 */
} Edge;

static inline int32_t edge_x(const Edge *e, int32_t yc)
{
    return e->xa + (int32_t)(((int64_t)(yc - e->ya) * e->slope) >> 16);
}

void Raster_DrawPoly(const Poly *p, uint8_t *fb, int pitch, int y0, int y1)
{
    pthread_once(&g_init_once, init_recip);
    if (p->flags & POLY_SPRITE) {
        draw_sprite(p, fb, pitch, y0, y1);
        return;
    }
    /* rows whose centre is in [ymin, ymax) */
    int ys = (int)((p->ymin - HALF + SUB - 1) >> SUB_BITS);
    int ye = (int)((p->ymax - HALF + SUB - 1) >> SUB_BITS);
    ys = MAX(ys, MAX(y0, p->ry0));
    ye = MIN(ye, MIN(y1, p->ry1));
    if (ys >= ye)
        return;
    int n = p->nv;
    /* top and bottom vertices */
    int top = 0, bot = 0;
    for (int i = 1; i < n; i++) {
        if (p->y[i] < p->y[top])
            top = i;
        if (p->y[i] > p->y[bot])
            bot = i;
    }
    /* the two chains from top to bottom */
    Edge ea[POLY_MAX_VERTS], eb[POLY_MAX_VERTS];
    int na = 0, nb = 0;
    for (int i = top; i != bot; i = (i + 1) % n) {
        int j = (i + 1) % n;
        if (p->y[j] > p->y[i]) {
            Edge *e = &ea[na++];
            e->xa = p->x[i]; e->ya = p->y[i]; e->xb = p->x[j]; e->yb = p->y[j];
        }
    }
    for (int i = top; i != bot; i = (i + n - 1) % n) {
        int j = (i + n - 1) % n;
        if (p->y[j] > p->y[i]) {
            Edge *e = &eb[nb++];
            e->xa = p->x[i]; e->ya = p->y[i]; e->xb = p->x[j]; e->yb = p->y[j];
        }
    }
    if (na == 0 || nb == 0)
        return;
    for (int i = 0; i < na; i++)
        ea[i].slope = ((int64_t)(ea[i].xb - ea[i].xa) * 65536) / (ea[i].yb - ea[i].ya);
    for (int i = 0; i < nb; i++)
        eb[i].slope = ((int64_t)(eb[i].xb - eb[i].xa) * 65536) / (eb[i].yb - eb[i].ya);
    int ia = 0, ib = 0;
    const bool textured = (p->flags & POLY_TEXTURED) != 0;
    /* shade gradient per pixel (16.16 shade units) and its reciprocal */
    const int32_t dsx = (int32_t)CLAMP(p->sh.gx, -(1 << 29), 1 << 29);
    const uint32_t adsx = dsx < 0 ? (uint32_t)-dsx : (uint32_t)dsx;
    const uint32_t invx = textured ? recip32(adsx) : 0;
    for (int y = ys; y < ye; y++) {
        int32_t yc = y * SUB + HALF;
        while (ia < na - 1 && yc >= ea[ia].yb)
            ia++;
        while (ib < nb - 1 && yc >= eb[ib].yb)
            ib++;
        int32_t xa = edge_x(&ea[ia], yc), xb = edge_x(&eb[ib], yc);
        int32_t xl = MIN(xa, xb), xr = MAX(xa, xb);
        int xs = (int)((xl - HALF + SUB - 1) >> SUB_BITS);
        int xe = (int)((xr - HALF + SUB - 1) >> SUB_BITS);
        xs = MAX(xs, p->rx0);
        xe = MIN(xe, p->rx1);
        if (xs >= xe)
            continue;
        uint8_t *row = fb + (size_t)y * pitch;
#ifdef RENDER_COUNT
        g_count_px += (uint64_t)(xe - xs);
        g_count_span++;
        g_count_lg[(p->flags & POLY_AFFINE) ? 15 : p->sub_log2] += (uint64_t)(xe - xs);
#endif
        int64_t dy = yc - p->y0;
        RowBase rb;
        rb.sh = (p->sh.a0 * (1 << EVAL_SHIFT)) + p->sh.gy * dy;
        if (textured) {
            rb.w = (p->w.a0 * (1 << EVAL_SHIFT)) + p->w.gy * dy;
            rb.uw = (p->uw.a0 * (1 << EVAL_SHIFT)) + p->uw.gy * dy;
            rb.vw = (p->vw.a0 * (1 << EVAL_SHIFT)) + p->vw.gy * dy;
#ifdef RASTER_HAVE_PEXT
            if (g_use_pext)
                span_textured_bmi2(p, &rb, row, xs, xe, dsx, adsx, invx);
            else
#endif
                span_textured_plain(p, &rb, row, xs, xe, dsx, adsx, invx);
        } else {
            span_flat(p, &rb, row, xs, xe);
        }
    }
}
