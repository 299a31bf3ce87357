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
 * Inner loops, per sub-span: when the shade's ColourMap row (s >> 24, s in
 * 16.16 shade units, linear along the span) is the same at both ends it is
 * the same for every pixel between, and the loop fetches texel then entry of
 * that row; when the row changes rarely the sub-span is cut exactly where it
 * changes; when it changes every few pixels the row is looked up per pixel.
 * All three give the pixels of per-pixel shading (tests/test_render.c checks
 * it). u and v travel packed in one 64-bit accumulator; with BMI2 the texel
 * index is one PEXT of it (same pixels, chosen at run time). Opaque,
 * transparent, affine and perspective spans have their own compiled copies. */
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

/* Texture coordinates travel packed in one 64-bit accumulator: u in the low
 * 32 bits, v in the high 32, both 16.16 texels and never negative, so one add
 * steps both exactly. The texel index (v int << 8 | u int) is one PEXT of the
 * two integer bytes with BMI2, shifts and masks without; same index, same
 * pixels either way (determinism holds across machines). */
#define PEXT_MASK 0x00FF000000FF0000ull
#define TEXIDX_PLAIN(X) ((((X) >> 40) & 0xFF00u) | (((X) >> 16) & 0xFFu))
#ifdef RASTER_HAVE_PEXT
/* (plain inline: it only inlines into the BMI2 copies; in the plain copies
 * the call is dead code) */
__attribute__((target("bmi2"))) static inline uint64_t pext_idx(uint64_t X)
{
    return _pext_u64(X, PEXT_MASK);
}
#define TEXIDX(X) (pext ? pext_idx(X) : TEXIDX_PLAIN(X))
#else
#define TEXIDX(X) TEXIDX_PLAIN(X)
#endif

/* Keeps the compiler from merging byte stores of neighbouring pixels into
 * one wider store: that costs a shift and an OR per pixel, more than the
 * store it saves (no instruction is emitted). */
#if defined(__GNUC__) || defined(__clang__)
#define STORE_BARRIER() __asm__("" ::: "memory")
#else
#define STORE_BARRIER() ((void)0)
#endif

/* The inner loops: constant ColourMap row `cm`, or the row looked up per
 * pixel from s (16.16 shade units: cmap + ((s >> 16) & 0x1F00)); opaque, or
 * transparent (texel 0 leaves the pixel alone). */
__attribute__((always_inline)) static inline void
run_row(uint8_t *restrict d, int cnt, const uint8_t *restrict tex, const uint8_t *restrict cm,
        uint64_t X, uint64_t DX, const bool transparent, const bool pext)
{
    if (transparent) {
        for (int i = 0; i < cnt; i++) {
            uint8_t t = tex[TEXIDX(X)];
            if (t)
                d[i] = cm[t];
            X += DX;
        }
        return;
    }
    const int n4 = cnt & ~3;
    int i = 0;
    for (; i < n4; i += 4) {
        uint64_t X1 = X + DX, X2 = X1 + DX, X3 = X2 + DX;
        uint8_t c0 = cm[tex[TEXIDX(X)]], c1 = cm[tex[TEXIDX(X1)]];
        uint8_t c2 = cm[tex[TEXIDX(X2)]], c3 = cm[tex[TEXIDX(X3)]];
        d[i] = c0;
        STORE_BARRIER();
        d[i + 1] = c1;
        STORE_BARRIER();
        d[i + 2] = c2;
        STORE_BARRIER();
        d[i + 3] = c3;
        X = X3 + DX;
    }
    const int rest = cnt & 3; /* full sub-spans (L >= 4, a power of two) have none */
    if (rest) {
        d[i] = cm[tex[TEXIDX(X)]];
        if (rest > 1)
            d[i + 1] = cm[tex[TEXIDX(X + DX)]];
        if (rest > 2)
            d[i + 2] = cm[tex[TEXIDX(X + 2 * DX)]];
    }
}

__attribute__((always_inline)) static inline void
run_shade(uint8_t *restrict d, int cnt, const uint8_t *restrict tex,
          const uint8_t *restrict cmap, uint64_t X, uint64_t DX, uint32_t s, uint32_t ds,
          const bool transparent, const bool pext)
{
    if (!transparent) {
        int i = 0;
        for (; i + 2 <= cnt; i += 2) {
            uint64_t X1 = X + DX;
            uint32_t s1 = s + ds;
            d[i] = cmap[((s >> 16) & 0x1F00u) | tex[TEXIDX(X)]];
            STORE_BARRIER();
            d[i + 1] = cmap[((s1 >> 16) & 0x1F00u) | tex[TEXIDX(X1)]];
            X = X1 + DX;
            s = s1 + ds;
        }
        if (i < cnt)
            d[i] = cmap[((s >> 16) & 0x1F00u) | tex[TEXIDX(X)]];
        return;
    }
    for (int i = 0; i < cnt; i++) {
        uint8_t t = tex[TEXIDX(X)];
        if (t)
            d[i] = cmap[((s >> 16) & 0x1F00u) | t];
        X += DX;
        s += ds;
    }
}

/* a * b, saturated: near-degenerate faces (1/z clamped to its minimum with
 * a large u/z) would otherwise overflow; the result is clamped to the
 * texture anyway, so saturation gives the same texel as exact maths. */
static inline int64_t sat_mul(int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_mul_overflow(a, b, &r))
        r = (a < 0) != (b < 0) ? INT64_MIN : INT64_MAX;
    return r;
}

/* u, v (16.16 texels) from plane accumulators (values times 2^EVAL_SHIFT). */
__attribute__((always_inline)) static inline void acc_uv(int64_t aw, int64_t au, int64_t av,
                                                         const bool affine, int32_t *u, int32_t *v)
{
    if (affine) {
        *u = (int32_t)clamp64(au >> EVAL_SHIFT, 0, UV_MAX);
        *v = (int32_t)clamp64(av >> EVAL_SHIFT, 0, UV_MAX);
        return;
    }
    int64_t w = clamp64(aw >> EVAL_SHIFT, 1, (1 << 24) - 1);
    /* u(8.8) = uw * 256 / w  ->  16.16: uw * 65536 / w */
    int64_t rw = recip44(w);
    *u = (int32_t)clamp64(sat_mul(au >> EVAL_SHIFT, rw) >> 28, 0, UV_MAX);
    *v = (int32_t)clamp64(sat_mul(av >> EVAL_SHIFT, rw) >> 28, 0, UV_MAX);
}

/* A sub-span whose shade crosses ColourMap rows is cut into constant-row
 * runs when they are long (at least RUN_MIN pixels per row change on
 * average); otherwise the row is looked up per pixel. Same pixels either way. */
#define RUN_MIN 16

/* The plane accumulators step by exact integer gradients, so the values at
 * the sub-span ends equal the closed-form plane evaluation at those pixels.
 * The shade is linear along the span: s_i = s0 + i * dsx with dsx the
 * plane's exact gradient, as long as both ends are inside 0..0x1FFF (the
 * usual case); otherwise (rounding at a bright or dark edge) it is clamped
 * at every sub-span end instead. `inv` = floor(2^32 / |dsx|). */
__attribute__((always_inline)) static inline void
span_textured(const Poly *p, const RowBase *rb, uint8_t *row, int x0, int x1, const bool affine,
              int32_t dsx, uint64_t inv, const bool transparent, const bool pext)
{
    const uint8_t *tex = p->tex, *cmap = p->cmap;
    const int lg = p->sub_log2;
    const int L = 1 << lg;
    int x = x0;
    int64_t dx = (int64_t)(x * SUB + HALF - p->x0);
    int64_t aw = affine ? 0 : rb->w + p->w.gx * dx;
    int64_t au = rb->uw + p->uw.gx * dx, av = rb->vw + p->vw.gx * dx;
    const int64_t gw = p->w.gx * SUB, gu = p->uw.gx * SUB, gv = p->vw.gx * SUB;
    int32_t u, v;
    acc_uv(aw, au, av, affine, &u, &v);
    int64_t sr = (rb->sh + p->sh.gx * dx) >> (EVAL_SHIFT - 8);
    int64_t se_r = sr + (int64_t)dsx * (x1 - 1 - x0);
    const bool linear = sr >= 0 && sr <= SHADE_MAX && se_r >= 0 && se_r <= SHADE_MAX;
    uint32_t s = (uint32_t)clamp64(sr, 0, SHADE_MAX);
    const uint32_t ads = dsx < 0 ? (uint32_t)-dsx : (uint32_t)dsx;
    while (x < x1) {
        int n, cnt; /* steps to the pixel whose exact values end this sub-span; pixels */
        if (x + L >= x1) {
            cnt = x1 - x;
            n = cnt - 1;
        } else {
            cnt = n = L;
        }
        if (!affine)
            aw += gw * n;
        au += gu * n;
        av += gv * n;
        int32_t ue, ve;
        acc_uv(aw, au, av, affine, &ue, &ve);
        int32_t du, dv;
        if (n == L) { /* (b - a) * (65536 / L) >> 16 == (b - a) >> lg */
            du = (ue - u) >> lg;
            dv = (ve - v) >> lg;
        } else {
            du = step(u, ue, n);
            dv = step(v, ve, n);
        }
#ifdef RENDER_COUNT
        g_count_sub++;
#endif
        uint64_t X = ((uint64_t)(uint32_t)v << 32) + (uint32_t)u;
        const uint64_t DX = (uint64_t)((int64_t)dv * 4294967296LL + (int64_t)du);
        uint8_t *d = row + x;
        if (linear) {
            uint32_t r0 = s >> 24, r1 = (s + (uint32_t)dsx * (uint32_t)(cnt - 1)) >> 24;
            uint32_t changes = r0 > r1 ? r0 - r1 : r1 - r0;
            if (changes == 0) {
                run_row(d, cnt, tex, cmap + (r0 << 8), X, DX, transparent, pext);
            } else if ((uint32_t)cnt < changes * RUN_MIN) {
                run_shade(d, cnt, tex, cmap, X, DX, s, (uint32_t)dsx, transparent, pext);
            } else {
                /* runs of one row: the row of s + i*dsx changes first at
                 * i = ceil(room / ads), computed exactly (floor(room * inv
                 * / 2^32) is the floor of the quotient or one less) */
                uint32_t ss = s;
                int left = cnt;
                for (;;) {
                    uint32_t r = ss >> 24;
                    uint32_t room = dsx > 0 ? ((r + 1) << 24) - ss : ss - (r << 24) + 1;
                    uint64_t k = ((uint64_t)room * inv) >> 32;
                    while (k * ads < room)
                        k++;
#ifdef RENDER_COUNT
                    g_count_run++;
#endif
                    if (k >= (uint64_t)left) {
                        run_row(d, left, tex, cmap + (r << 8), X, DX, transparent, pext);
                        break;
                    }
                    run_row(d, (int)k, tex, cmap + (r << 8), X, DX, transparent, pext);
                    d += k;
                    left -= (int)k;
                    X += DX * k;
                    ss += (uint32_t)dsx * (uint32_t)k;
                }
            }
            s += (uint32_t)dsx * (uint32_t)cnt;
        } else {
            /* clamped at a bright or dark edge: ends exact, row masked per pixel */
            uint32_t se = (uint32_t)eval_sh(p, rb, (x + n) * SUB + HALF);
            int32_t ds = step((int32_t)s, (int32_t)se, n);
            run_shade(d, cnt, tex, cmap, X, DX, s, (uint32_t)ds, transparent, pext);
            s = se;
        }
        x += cnt;
        u = ue;
        v = ve;
    }
}

/* Compiled copies of the span code per (affine, transparent) and, with BMI2
 * enabled, a second set where the PEXT inner loops inline (chosen once per
 * poly in Raster_DrawPoly). */
#define SPAN_VARIANTS(name, pext)                                                              \
    static void name(const Poly *p, const RowBase *rb, uint8_t *row, int x0, int x1,           \
                     int32_t dsx, uint64_t inv)                                                 \
    {                                                                                          \
        switch (p->flags & (POLY_AFFINE | POLY_TRANSPARENT)) {                                 \
        case 0:                                                                                \
            span_textured(p, rb, row, x0, x1, false, dsx, inv, false, pext);                   \
            break;                                                                             \
        case POLY_TRANSPARENT:                                                                 \
            span_textured(p, rb, row, x0, x1, false, dsx, inv, true, pext);                    \
            break;                                                                             \
        case POLY_AFFINE:                                                                      \
            span_textured(p, rb, row, x0, x1, true, dsx, inv, false, pext);                    \
            break;                                                                             \
        default:                                                                               \
            span_textured(p, rb, row, x0, x1, true, dsx, inv, true, pext);                     \
            break;                                                                             \
        }                                                                                      \
    }

SPAN_VARIANTS(span_textured_plain, false)
#ifdef RASTER_HAVE_PEXT
__attribute__((target("bmi2"))) SPAN_VARIANTS(span_textured_bmi2, true)
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

void Raster_PolyRows(const Poly *p, int *ys_out, int *ye_out)
{
    int32_t ya = (p->flags & POLY_SPRITE) ? p->y[0] : p->ymin;
    int32_t yb = (p->flags & POLY_SPRITE) ? p->y[1] : p->ymax;
    int ys = (int)((ya - HALF + SUB - 1) >> SUB_BITS);
    int ye = (int)((yb - HALF + SUB - 1) >> SUB_BITS);
    ys = MAX(ys, p->ry0);
    ye = MIN(ye, p->ry1);
    if (ys >= ye)
        ys = ye = 0;
    *ys_out = ys;
    *ye_out = ye;
}

void Raster_Init(void) { pthread_once(&g_init_once, init_recip); }

void Raster_DrawPoly(const Poly *p, uint8_t *fb, int pitch, int y0, int y1)
{
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
    const int n = p->nv;
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
    for (int i = top; i != bot;) {
        int j = i + 1 == n ? 0 : i + 1;
        if (p->y[j] > p->y[i]) {
            Edge *e = &ea[na++];
            e->xa = p->x[i]; e->ya = p->y[i]; e->xb = p->x[j]; e->yb = p->y[j];
        }
        i = j;
    }
    for (int i = top; i != bot;) {
        int j = i == 0 ? n - 1 : i - 1;
        if (p->y[j] > p->y[i]) {
            Edge *e = &eb[nb++];
            e->xa = p->x[i]; e->ya = p->y[i]; e->xb = p->x[j]; e->yb = p->y[j];
        }
        i = j;
    }
    if (na == 0 || nb == 0)
        return;
    for (int i = 0; i < na; i++)
        ea[i].slope = ((int64_t)(ea[i].xb - ea[i].xa) * 65536) / (ea[i].yb - ea[i].ya);
    for (int i = 0; i < nb; i++)
        eb[i].slope = ((int64_t)(eb[i].xb - eb[i].xa) * 65536) / (eb[i].yb - eb[i].ya);
    const bool textured = (p->flags & POLY_TEXTURED) != 0;
    /* shade gradient per pixel (16.16 shade units) and its reciprocal */
    const int32_t dsx = (int32_t)CLAMP(p->sh.gx, -(1 << 29), 1 << 29);
    const uint32_t adsx = dsx < 0 ? (uint32_t)-dsx : (uint32_t)dsx;
    const uint64_t inv = adsx && textured ? ((uint64_t)1 << 32) / adsx : 0;
    /* Edge x and the row bases step by exact integer increments per row, so
     * every value equals its closed form at that row (edge_x, plane at yc):
     * bands and threads cannot change a pixel. */
    int32_t yc = ys * SUB + HALF;
    int ia = 0, ib = 0;
    while (ia < na - 1 && yc >= ea[ia].yb)
        ia++;
    while (ib < nb - 1 && yc >= eb[ib].yb)
        ib++;
    int64_t ka = (int64_t)(yc - ea[ia].ya) * ea[ia].slope, sa = ea[ia].slope * SUB;
    int64_t kb = (int64_t)(yc - eb[ib].ya) * eb[ib].slope, sb = eb[ib].slope * SUB;
    const int64_t dy = yc - p->y0;
    RowBase rb;
    rb.sh = (p->sh.a0 * (1 << EVAL_SHIFT)) + p->sh.gy * dy;
    rb.w = (p->w.a0 * (1 << EVAL_SHIFT)) + p->w.gy * dy;
    rb.uw = (p->uw.a0 * (1 << EVAL_SHIFT)) + p->uw.gy * dy;
    rb.vw = (p->vw.a0 * (1 << EVAL_SHIFT)) + p->vw.gy * dy;
    const int64_t rsh = p->sh.gy * SUB, rw = p->w.gy * SUB, ruw = p->uw.gy * SUB,
                  rvw = p->vw.gy * SUB;
    uint8_t *row = fb + (size_t)ys * pitch;
    for (int y = ys; y < ye; y++, yc += SUB, ka += sa, kb += sb, row += pitch, rb.sh += rsh,
             rb.w += rw, rb.uw += ruw, rb.vw += rvw) {
        if (ia < na - 1 && yc >= ea[ia].yb) {
            while (ia < na - 1 && yc >= ea[ia].yb)
                ia++;
            ka = (int64_t)(yc - ea[ia].ya) * ea[ia].slope;
            sa = ea[ia].slope * SUB;
        }
        if (ib < nb - 1 && yc >= eb[ib].yb) {
            while (ib < nb - 1 && yc >= eb[ib].yb)
                ib++;
            kb = (int64_t)(yc - eb[ib].ya) * eb[ib].slope;
            sb = eb[ib].slope * SUB;
        }
        int32_t xa = ea[ia].xa + (int32_t)(ka >> 16), xb = eb[ib].xa + (int32_t)(kb >> 16);
        int32_t xl = MIN(xa, xb), xr = MAX(xa, xb);
        int xs = (int)((xl - HALF + SUB - 1) >> SUB_BITS);
        int xe = (int)((xr - HALF + SUB - 1) >> SUB_BITS);
        xs = MAX(xs, p->rx0);
        xe = MIN(xe, p->rx1);
        if (xs >= xe)
            continue;
#ifdef RENDER_COUNT
        g_count_px += (uint64_t)(xe - xs);
        g_count_span++;
        g_count_lg[(p->flags & POLY_AFFINE) ? 15 : p->sub_log2] += (uint64_t)(xe - xs);
#endif
        if (textured) {
#ifdef RASTER_HAVE_PEXT
            if (g_use_pext)
                span_textured_bmi2(p, &rb, row, xs, xe, dsx, inv);
            else
#endif
                span_textured_plain(p, &rb, row, xs, xe, dsx, inv);
        } else {
            span_flat(p, &rb, row, xs, xe);
        }
    }
}
