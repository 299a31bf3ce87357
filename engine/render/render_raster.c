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
 * L = 4 * sub_q pixels from the span start) and affine between. A span is drawn
 * by one thread whatever the band split, so its pixels never depend on it.
 *
 * The exact u, v at every span's first and last pixels and at every
 * sub-span start are computed first for many rows at once (independent of
 * each other: one throughput loop, eight at a time with AVX-512), then the
 * rows' pixels. When the shade's ColourMap row
 * (s >> 24, s in 16.16 shade units, linear along the span) is the same at
 * both ends of the span it is the same for every pixel between: one loop
 * over groups of four pixels fetches texel then entry of that row, taking
 * the next sub-span's steps every L/4 groups. Otherwise each sub-span is cut
 * exactly where the row changes, or, when it changes every few pixels, the
 * row is looked up per pixel. All give the pixels of per-pixel shading
 * (tests/test_render.c checks it). Opaque spans are written in whole groups of
 * four: the up to three bytes past the span's end are saved before and put
 * back after (allowed when those bytes are in the same row or in the next row
 * of the same band, i.e. the same thread's), which saves the tail branches.
 * u and v travel packed in one 64-bit accumulator; with BMI2 the texel
 * index is one PEXT of it (same pixels, chosen at run time). Opaque,
 * transparent, affine and perspective spans have their own compiled copies. */
#include "engine/render/render_internal.h"
#include "engine/render/render_raster_span.h"
#include "engine/core/log.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define RASTER_HAVE_PEXT 1
#endif

#define UV_MAX (((int64_t)256 << 16) - 1)

/* Reciprocal table of the perspective divide: 4096 buckets over one octave,
 * so 1/w is known to 2^-13 relative (u, v to 1/32 texel on a 256-texel
 * tile), with no Newton step. */
#define RTAB_BITS 12
#define RTAB_SIZE (1 << RTAB_BITS)
static int32_t g_recip[257]; /* 65536 / n */
static uint32_t g_rtab[RTAB_SIZE]; /* 2^47 / (middle of bucket i of [2^23, 2^24)) */
static bool g_use_pext;
/* the SIMD span loop in use (render_raster_simd.c): 0 none, else the path */
static RenderRasterPath g_path;
static int g_simd_min_len; /* sub-spans shorter than this stay scalar */
/* span end points are computed eight at a time (AVX-512) on every path but
 * the scalar reference when the CPU can */
static bool g_simd_ends;

/* The CPU has what RasterSimd_EndsAvx512 and _Edge*Avx512 use. */
static bool ends_simd_supported(void)
{
#ifdef RASTER_HAVE_PEXT
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") &&
           __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
#else
    return false;
#endif
}

static void set_path(RenderRasterPath p)
{
    g_path = p;
    g_use_pext = p != RENDER_RASTER_SCALAR;
    /* a sub-span shorter than the vector leaves lanes idle: scalar is faster */
    g_simd_min_len = p == RENDER_RASTER_AVX512 ? 16 : 8;
    g_simd_ends = p != RENDER_RASTER_SCALAR && ends_simd_supported();
}

bool Render_RasterPathSupported(RenderRasterPath p)
{
    if (p == RENDER_RASTER_SCALAR)
        return true;
#ifdef RASTER_HAVE_PEXT
    __builtin_cpu_init();
    /* PEXT is fast on Intel and on AMD from Zen 3; Zen 1/2 microcode it. */
    if (!__builtin_cpu_supports("bmi2") || __builtin_cpu_is("amdfam17h"))
        return false;
    switch (p) {
    case RENDER_RASTER_BMI2:
        return true;
    case RENDER_RASTER_AVX2:
        return __builtin_cpu_supports("avx2");
    case RENDER_RASTER_AVX512:
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
               __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vbmi");
    default:
        return false;
    }
#else
    return false;
#endif
}

const char *Render_RasterPathName(RenderRasterPath p)
{
    static const char *names[RENDER_RASTER_PATHS] = {"scalar", "bmi2", "avx2", "avx512"};
    return (unsigned)p < RENDER_RASTER_PATHS ? names[p] : "?";
}

static void init_recip(void)
{
    for (int i = 1; i <= 256; i++)
        g_recip[i] = 65536 / i;
    g_recip[0] = 0;
    for (int i = 0; i < RTAB_SIZE; i++) {
        uint64_t mid = ((uint64_t)1 << 23) + ((uint64_t)(2 * i + 1) << (22 - RTAB_BITS));
        g_rtab[i] = (uint32_t)(((uint64_t)1 << 47) / mid);
    }
    char warn[320]; /* once per process (Raster_Init), so told once */
    set_path(Raster_ChoosePath(getenv("TOMB8_RASTER"), getenv("TOMB8_NO_PEXT") != NULL, warn, sizeof(warn)));
    if (warn[0])
        Log_Warn("%s", warn);
}

RenderRasterPath Raster_ChoosePath(const char *want, bool no_pext, char *warn, size_t warn_cap)
{
    /* PEXT where the CPU has it (fast), unless the environment asks for
     * another path. The gather paths are opt-in because they are slower: on
     * the AMD EPYC (Zen 4) this was measured on, the peer view at 640x480 ran
     * at about 4,530 fps with bmi2, 3,866 with avx512 and 2,569 with avx2
     * (its gathers are microcoded there; scalar 2,604). */
    RenderRasterPath path = Render_RasterPathSupported(RENDER_RASTER_BMI2) ? RENDER_RASTER_BMI2
                                                                            : RENDER_RASTER_SCALAR;
    const RenderRasterPath dflt = no_pext ? RENDER_RASTER_SCALAR : path;
    if (warn_cap)
        warn[0] = 0;
    if (!want || !*want) /* unset (or set to nothing): the default */
        return dflt;
    const char *names[RENDER_RASTER_PATHS];
    bool has[RENDER_RASTER_PATHS];
    for (int i = 0; i < RENDER_RASTER_PATHS; i++) {
        names[i] = Render_RasterPathName((RenderRasterPath)i);
        has[i] = Render_RasterPathSupported((RenderRasterPath)i);
        if (!strcmp(want, names[i]) && has[i])
            return no_pext ? RENDER_RASTER_SCALAR : (RenderRasterPath)i;
    }
    if (warn_cap)
        RenderRGB_EnvWarning(warn, warn_cap, "TOMB8_RASTER", want, names, has, RENDER_RASTER_PATHS,
                              Render_RasterPathName(dflt));
    return dflt;
}

static pthread_once_t g_init_once = PTHREAD_ONCE_INIT;

static inline int32_t step(int32_t a, int32_t b, int n) { return shade_step(g_recip, a, b, n); }

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

/* Four pixels at d: texel, then its ColourMap entry (row cm), stored one
 * byte at a time. */
__attribute__((always_inline)) static inline void
put4(uint8_t *restrict d, const uint8_t *restrict tex, const uint8_t *restrict cm, uint64_t X0,
     uint64_t X1, uint64_t X2, uint64_t X3, const bool pext)
{
    const uint8_t c0 = cm[tex[TEXIDX(X0)]], c1 = cm[tex[TEXIDX(X1)]];
    const uint8_t c2 = cm[tex[TEXIDX(X2)]], c3 = cm[tex[TEXIDX(X3)]];
    d[0] = c0;
    STORE_BARRIER();
    d[1] = c1;
    STORE_BARRIER();
    d[2] = c2;
    STORE_BARRIER();
    d[3] = c3;
}

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
        put4(d + i, tex, cm, X, X1, X2, X3, pext);
        X = X3 + DX;
    }
    const int rest = cnt & 3; /* full sub-spans (L a multiple of 4) have none */
    if (rest) {
        d[i] = cm[tex[TEXIDX(X)]];
        if (rest > 1)
            d[i + 1] = cm[tex[TEXIDX(X + DX)]];
        if (rest > 2)
            d[i + 2] = cm[tex[TEXIDX(X + 2 * DX)]];
    }
}

/* Pixels [0, cnt) of a piece with constant ColourMap row cm, written in
 * groups of four: up to three pixels past cnt are written too. Callers
 * either overwrite them with the next piece or put back the bytes they had
 * saved (see span_textured), so the piece needs no tail branches. */
__attribute__((always_inline)) static inline void
run_row4(uint8_t *restrict d, int cnt, const uint8_t *restrict tex, const uint8_t *restrict cm,
         uint64_t X, uint64_t DX, const bool pext)
{
    const uint64_t DX2 = DX * 2;
    uint64_t Y = X + DX;
    for (int i = 0; i < cnt; i += 4) {
        put4(d + i, tex, cm, X, Y, X + DX2, Y + DX2, pext);
        X += 2 * DX2;
        Y += 2 * DX2;
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

/* The texel box of a face (Poly.ulo .. vhi, inside [0, 256) texels). */
typedef struct {
    int64_t ulo, uhi, vlo, vhi;
} SpanBox;

/* u, v (16.16 texels, clamped to the face's texel box) from plane accumulators (values times 2^EVAL_SHIFT).
 * Perspective: u = uw * 2^16 / w. w (clamped to 1..2^24-1, 1/z inside the
 * face) is normalised to n = w << s in [2^23, 2^24); the table gives
 * r ~ 2^47 / n, so 2^16 / w ~ r >> (31 - s). uw is clamped to +-2^33 (inside
 * a face it is below 2^32; only rounding at an edge goes past), so
 * uw * r < 2^58 never overflows. Integer only, the same on every machine. */
__attribute__((always_inline)) static inline void acc_uv(const SpanBox *b, int64_t aw, int64_t au,
                                                         int64_t av, const bool affine, int32_t *u,
                                                         int32_t *v)
{
    if (affine) {
        *u = (int32_t)clamp64(au >> EVAL_SHIFT, b->ulo, b->uhi);
        *v = (int32_t)clamp64(av >> EVAL_SHIFT, b->vlo, b->vhi);
        return;
    }
    const int64_t w = clamp64(aw >> EVAL_SHIFT, 1, (1 << 24) - 1);
    const int s = __builtin_clzll((uint64_t)w) - 40;
    const int64_t r = g_rtab[((w << s) >> (23 - RTAB_BITS)) - RTAB_SIZE];
    const int64_t uw = clamp64(au >> EVAL_SHIFT, -((int64_t)1 << 33), (int64_t)1 << 33);
    const int64_t vw = clamp64(av >> EVAL_SHIFT, -((int64_t)1 << 33), (int64_t)1 << 33);
    *u = (int32_t)clamp64((uw * r) >> (31 - s), b->ulo, b->uhi);
    *v = (int32_t)clamp64((vw * r) >> (31 - s), b->vlo, b->vhi);
}

/* A sub-span whose shade crosses ColourMap rows is cut into constant-row
 * runs when they are long (at least RUN_MIN pixels per row change on
 * average); otherwise the row is looked up per pixel. Same pixels either way. */
#define RUN_MIN 16

/* Per-polygon constants of the textured span loops. */
typedef struct {
    const uint8_t *tex, *cmap;
    int L;                   /* sub-span length (a multiple of 4) */
    int64_t rcp;             /* ceil(2^32 / L), for sub_div */
    int32_t dsx;             /* shade step per pixel (16.16 shade units) */
    uint32_t ads;            /* |dsx| */
    uint64_t inv;            /* floor((2^32 - 1) / |dsx|) (0 when dsx == 0) */
    SpanBox box;             /* texel clamp box */
} SpanConst;

/* Longest span (RENDER_MAX_WIDTH pixels) at the shortest sub-span (4): 960
 * sub-spans, so at most 962 end points. */
#define MAX_ENDS 1024

/* A constant-row piece: in groups of four when the span may write past its
 * pieces (`over`), exact otherwise. */
#define ROW_PIECE(d, cnt, cm)                                                                  \
    do {                                                                                       \
        if (over)                                                                              \
            run_row4(d, cnt, tex, cm, X, DX, pext);                                            \
        else                                                                                   \
            run_row(d, cnt, tex, cm, X, DX, transparent, pext);                                \
    } while (0)

/* Pixels of one sub-span starting at d: texture from X stepping by DX, shade
 * from s (16.16 shade units) stepping by dsx along the span (`linear`: no
 * clamping anywhere on the span). Cut into constant-row runs as described at
 * the top of the file. */
__attribute__((always_inline)) static inline void
sub_pixels(const SpanConst *k, uint8_t *d, int cnt, uint64_t X, uint64_t DX, uint32_t s,
           const bool transparent, const bool over, const bool pext)
{
    const uint8_t *tex = k->tex, *cmap = k->cmap;
    const int32_t dsx = k->dsx;
    uint32_t r0 = s >> 24, r1 = (s + (uint32_t)dsx * (uint32_t)(cnt - 1)) >> 24;
    uint32_t changes = r0 > r1 ? r0 - r1 : r1 - r0;
    if (changes == 0) {
        ROW_PIECE(d, cnt, cmap + (r0 << 8));
    } else if ((uint32_t)cnt < changes * RUN_MIN) {
        run_shade(d, cnt, tex, cmap, X, DX, s, (uint32_t)dsx, transparent, pext);
    } else {
        /* runs of one row: the row of s + i*dsx changes first at
         * i = ceil(room / ads), computed exactly (floor(room * inv / 2^32)
         * is the floor of the quotient or up to two less; the loop below
         * steps up to the exact value) */
        const uint32_t ads = k->ads;
        uint32_t ss = s;
        int left = cnt;
        for (;;) {
            uint32_t r = ss >> 24;
            uint32_t room = dsx > 0 ? ((r + 1) << 24) - ss : ss - (r << 24) + 1;
            uint64_t q = ((uint64_t)room * k->inv) >> 32;
            while (q * ads < room)
                q++;
            if (q >= (uint64_t)left) {
                ROW_PIECE(d, left, cmap + (r << 8));
                break;
            }
            ROW_PIECE(d, (int)q, cmap + (r << 8));
            d += q;
            left -= (int)q;
            X += DX * q;
            ss += (uint32_t)dsx * (uint32_t)q;
        }
    }
}

/* The sub-spans of a span, each cut into constant-row pieces (sub_pixels)
 * or shaded per pixel; d is the span's first pixel, U, V its end points. */
__attribute__((always_inline)) static inline void
span_pieces(const Poly *p, const SpanConst *k, const RowBase *rb, uint8_t *row, uint8_t *d,
            const uint64_t *XP, const uint64_t *DXP, int full, int last_n, bool linear, int64_t sr,
            const bool transparent, const bool over, const bool pext)
{
    const int L = k->L;
    uint32_t s = (uint32_t)clamp64(sr, 0, SHADE_MAX);
    for (int i = 0; i <= full; i++) {
        const int n = i < full ? L : last_n, cnt = i < full ? L : n + 1;
        const uint64_t X = XP[i], DX = DXP[i];
        if (linear) {
            sub_pixels(k, d, cnt, X, DX, s, transparent, over, pext);
            s += (uint32_t)k->dsx * (uint32_t)cnt;
        } else {
            /* clamped at a bright or dark edge: ends exact, row masked per pixel */
            int xe = (int)(d - row) + n;
            uint32_t se = (uint32_t)eval_sh(p, rb, xe * SUB + HALF);
            int32_t ds = step((int32_t)s, (int32_t)se, n);
            run_shade(d, cnt, k->tex, k->cmap, X, DX, s, (uint32_t)ds, transparent, pext);
            s = se;
        }
        d += cnt;
    }
}

/* One textured span [x0, x1) of a row, from the exact u, v at its first
 * pixel and the starts of its further sub-spans, packed (XP[0 .. full]: v <<
 * 32 | u), and each sub-span's packed steps (DXP), computed before
 * (rows_textured) from those and the span's last pixel. The shade is linear along the span: s_i = s0 + i *
 * dsx with dsx the plane's exact gradient, as long as both ends are inside
 * 0..0x1FFF (the usual case); otherwise (rounding at a bright or dark edge) it
 * is clamped at every sub-span end instead.
 *
 * Most spans stay on one ColourMap row from end to end; an opaque one is then
 * drawn by a single loop over groups of four pixels, taking the next
 * sub-span's X, DX every L/4 groups (one loop exit per row for the branch
 * predictor to miss, not one per sub-span) and with no tail handling: the (up
 * to three) bytes past the span are saved first and put back after
 * (`spill_ok` says the caller allows it). */
__attribute__((always_inline)) static inline void
span_textured(const Poly *p, const SpanConst *k, const RowBase *rb, uint8_t *row, int x0,
              int x1, const uint64_t *XP, const uint64_t *DXP,
              bool spill_ok, const bool transparent, const bool pext)
{
    const int L = k->L;
    const int cnt_all = x1 - x0;
    /* sub-spans of L pixels before the last one: (cnt_all - 1) / L, exact
     * by the reciprocal for any count below 2^24 */
    const int full = (int)(((uint64_t)(cnt_all - 1) * (uint64_t)k->rcp) >> 32);
    const int last_n = cnt_all - 1 - full * L; /* steps inside the last one */
    const int64_t dx = (int64_t)(x0 * SUB + HALF - p->x0);
    int64_t sr = (rb->sh + p->sh.gx * dx) >> (EVAL_SHIFT - 8);
    int64_t se_r = sr + (int64_t)k->dsx * (cnt_all - 1);
    const bool linear = sr >= 0 && sr <= SHADE_MAX && se_r >= 0 && se_r <= SHADE_MAX;
    uint8_t *d = row + x0;
#ifdef RASTER_HAVE_PEXT
    /* one ColourMap row for the whole opaque span: the SIMD loop, if any */
    if (pext && !transparent && g_path >= RENDER_RASTER_AVX2 && L >= g_simd_min_len && linear &&
        (sr >> 24) == (se_r >> 24)) {
        const uint8_t *cm = k->cmap + ((sr >> 24) << 8);
        if (g_path == RENDER_RASTER_AVX512)
            RasterSimd_SpanAvx512(d, XP, DXP, full, L, last_n, k->tex, cm);
        else
            RasterSimd_SpanAvx2(d, XP, DXP, full, L, last_n, k->tex, cm);
        return;
    }
#endif
    const bool over = !transparent && spill_ok;
    uint32_t saved = 0;
    if (over)
        memcpy(&saved, row + x1, 4);
    if (over && linear && (sr >> 24) == (se_r >> 24)) {
        const uint8_t *tex = k->tex, *cm = k->cmap + ((sr >> 24) << 8);
        /* one compare a group: at each switch point sw (every L pixels,
         * then the end of the last group) the next sub-span starts, or the
         * span ends */
        uint8_t *const end = d + ((cnt_all + 3) & ~3);
        uint8_t *sw = full ? d + L : end;
        /* two adds a group on the loop-carried chain, not four (X + 2 DX is
         * (X + DX) + DX in wrapping arithmetic: the same X every pixel) */
        uint64_t X = XP[0], DX = DXP[0], DX2 = DX * 2;
        for (int e = 0;;) {
            const uint64_t X1 = X + DX, X2 = X + DX2, X3 = X1 + DX2;
            put4(d, tex, cm, X, X1, X2, X3, pext);
            d += 4;
            if (d != sw) {
                X = X2 + DX2;
                continue;
            }
            if (e == full)
                break;
            e++;
            sw = e < full ? sw + L : end;
            X = XP[e];
            DX = DXP[e];
            DX2 = DX * 2;
        }
    } else if (over) {
        span_pieces(p, k, rb, row, d, XP, DXP, full, last_n, linear, sr, transparent, true, pext);
    } else {
        span_pieces(p, k, rb, row, d, XP, DXP, full, last_n, linear, sr, transparent, false, pext);
    }
    if (over)
        memcpy(row + x1, &saved, 4);
}

/* End points of the spans of up to ENDS_CAP ends' worth of rows: end e is
 * at plane offsets (ex[e], ey[e]) subpixels from the planes' reference point;
 * u[e], v[e] its clamped texel coordinates (16.16); first[i]: row i's first
 * end (its span's first pixel, the starts of its further sub-spans, then its
 * last pixel unless its last sub-span is that one pixel). One buffer per thread: a span's ends never depend on which
 * rows share a chunk with it. */
#define ENDS_CAP 1024
typedef struct {
    /* (room for 8 entries past ENDS_CAP: rows_textured writes up to 4 past
     * a row's, RasterSimd_EndsAvx512 reads whole vectors of 8) */
    int32_t ex[ENDS_CAP + 8], ey[ENDS_CAP + 8], u[ENDS_CAP], v[ENDS_CAP];
    /* the step multiplier of the sub-span starting at end e (see ends_compute) */
    int64_t m[ENDS_CAP + 8];
    /* packed u | v << 32 of end e and the packed step of its sub-span */
    uint64_t xp[ENDS_CAP], dxp[ENDS_CAP];
    uint16_t first[RENDER_MAX_HEIGHT];
} EndBuf;
static _Thread_local EndBuf g_ends;

/* Plane constants of the end points: w, uw, vw each as base (a0 times
 * 2^EVAL_SHIFT), gx, gy; and the texel box. */
typedef struct {
    int64_t pl[9];
    int64_t box[4];
} EndPlanes;

/* u, v of ends [0, n) of eb: the plane values by their closed form (equal to
 * the old per-row and per-sub-span stepping: exact integers), then acc_uv.
 * Every end is independent of the others, so this is a throughput loop, not
 * a chain of divides waiting on each other span by span; eight at a time
 * with AVX-512 on every path but the scalar reference (same integers). */
static void ends_compute(EndBuf *eb, int n, const EndPlanes *ep, bool affine)
{
#ifdef RASTER_HAVE_PEXT
    if (g_simd_ends) {
        RasterSimd_EndsAvx512(eb->xp, eb->dxp, n, eb->ex, eb->ey, eb->m, ep->pl, g_rtab, ep->box,
                              affine);
        return;
    }
#endif
    const SpanBox box = {ep->box[0], ep->box[1], ep->box[2], ep->box[3]};
    const int64_t *pl = ep->pl;
    for (int e = 0; e < n; e++) {
        /* wrapping arithmetic, as the vector lanes do (the values fit) */
        const uint64_t dx = (uint64_t)(int64_t)eb->ex[e], dy = (uint64_t)(int64_t)eb->ey[e];
        const int64_t aw = (int64_t)((uint64_t)pl[0] + (uint64_t)pl[1] * dx + (uint64_t)pl[2] * dy);
        const int64_t au = (int64_t)((uint64_t)pl[3] + (uint64_t)pl[4] * dx + (uint64_t)pl[5] * dy);
        const int64_t av = (int64_t)((uint64_t)pl[6] + (uint64_t)pl[7] * dx + (uint64_t)pl[8] * dy);
        if (affine)
            acc_uv(&box, aw, au, av, true, &eb->u[e], &eb->v[e]);
        else
            acc_uv(&box, aw, au, av, false, &eb->u[e], &eb->v[e]);
    }
    /* packed starts and steps: the step of a sub-span is (end - start) * m
     * >> 32, m = ceil(2^32 / L) for full sub-spans (sub_div) and
     * (65536 / n) << 16 for the last one of n steps (step()'s value); the
     * span's last pixel has m = 0 and starts nothing */
    for (int e = 0; e < n; e++) {
        const int32_t du = e + 1 < n ? (int32_t)(((int64_t)(eb->u[e + 1] - eb->u[e]) * eb->m[e]) >> 32) : 0;
        const int32_t dv = e + 1 < n ? (int32_t)(((int64_t)(eb->v[e + 1] - eb->v[e]) * eb->m[e]) >> 32) : 0;
        eb->xp[e] = ((uint64_t)(uint32_t)eb->v[e] << 32) + (uint32_t)eb->u[e];
        eb->dxp[e] = (uint64_t)((int64_t)dv * 4294967296LL + du);
    }
}

/* The rows of a textured polygon: xs[i], xe[i] give the span of row ys + i;
 * spans of rows below spill_rows may write past their end and restore it. */
__attribute__((always_inline)) static inline void
rows_textured(const Poly *p, uint8_t *fb, int pitch, int ys, int ye, int spill_rows,
              const int16_t *xs, const int16_t *xe, const bool affine, const bool transparent,
              const bool pext)
{
    SpanConst k;
    k.tex = p->tex;
    k.cmap = p->cmap;
    k.L = 4 * CLAMP(p->sub_q, 1, 64);
    k.rcp = Raster_SubRcp(k.L);
    k.dsx = (int32_t)CLAMP(p->sh.gx, -(1 << 29), 1 << 29);
    k.ads = k.dsx < 0 ? (uint32_t)-k.dsx : (uint32_t)k.dsx;
    k.inv = k.ads ? 0xFFFFFFFFu / k.ads : 0; /* 32-bit division: a cheap estimate, see sub_pixels */
    k.box = (SpanBox){CLAMP(p->ulo, 0, UV_MAX), CLAMP(p->uhi, 0, UV_MAX), CLAMP(p->vlo, 0, UV_MAX),
                      CLAMP(p->vhi, 0, UV_MAX)};
    RowBase rb;
    rb.sh = (p->sh.a0 * (1 << EVAL_SHIFT)) + p->sh.gy * yc0_minus(p, ys);
    const int64_t rsh = p->sh.gy * SUB;
    const EndPlanes ep = {{p->w.a0 * (1 << EVAL_SHIFT), p->w.gx, p->w.gy,
                           p->uw.a0 * (1 << EVAL_SHIFT), p->uw.gx, p->uw.gy,
                           p->vw.a0 * (1 << EVAL_SHIFT), p->vw.gx, p->vw.gy},
                          {k.box.ulo, k.box.uhi, k.box.vlo, k.box.vhi}};
    const int nr = ye - ys, Lsub = k.L * SUB;
    EndBuf *eb = &g_ends;
    uint8_t *row = fb + (size_t)ys * pitch;
    for (int i = 0; i < nr;) {
        /* the end points of as many rows as fit (at least one: a row has at
         * most MAX_ENDS), computed in one pass, then those rows' pixels */
        int n = 0, i1 = i;
        /* the polygon's constants in locals: the stores to eb below would
         * otherwise make the compiler reload them from p row by row */
        const int32_t hx0 = HALF - p->x0;
        const int64_t rcp = k.rcp;
        const int L = k.L;
        int32_t dy = (int32_t)yc0_minus(p, ys + i);
        for (; i1 < nr; i1++, dy += SUB) {
            const int a = xs[i1], b = xe[i1];
            if (a >= b)
                continue;
            const int full = (int)(((uint64_t)(b - a - 1) * (uint64_t)rcp) >> 32);
            if (n + full + 2 > ENDS_CAP)
                break;
            eb->first[i1] = (uint16_t)n;
            const int32_t dx = a * SUB + hx0;
            /* the first four entries whatever the row's length (most rows
             * have at most two sub-spans before their last: no loop, no
             * branch on the count), then the rest; entries past the row's
             * are overwritten by the next row's or never read */
            for (int j = 0; j < 4; j++) {
                eb->ex[n + j] = dx + j * Lsub;
                eb->ey[n + j] = dy;
                eb->m[n + j] = rcp;
            }
            for (int j = 4; j < full; j++) {
                eb->ex[n + j] = dx + j * Lsub;
                eb->ey[n + j] = dy;
                eb->m[n + j] = rcp;
            }
            n += full;
            const int last_n = b - a - 1 - full * L;
            eb->ex[n] = dx + full * Lsub;
            eb->ey[n] = dy;
            eb->m[n++] = (int64_t)g_recip[last_n] << 16;
            /* the span's last pixel, unless the last sub-span is that pixel
             * alone (its m is then 0: its step is 0 whatever the end) */
            eb->ex[n] = (b - 1) * SUB + hx0;
            eb->ey[n] = dy;
            eb->m[n] = 0;
            n += last_n != 0;
        }
        ends_compute(eb, n, &ep, affine);
        for (; i < i1; i++, row += pitch, rb.sh += rsh) {
            if (xs[i] >= xe[i])
                continue;
            const int f = eb->first[i];
            span_textured(p, &k, &rb, row, xs[i], xe[i], eb->xp + f,
                          eb->dxp + f, xe[i] <= pitch - 4 || i < spill_rows, transparent, pext);
        }
    }
}

/* Compiled copies of the row loop per (affine, transparent) and, with BMI2
 * enabled, a second set where the PEXT inner loops inline (chosen once per
 * poly in Raster_DrawPoly). */
#define ROWS_VARIANTS(name, pext)                                                              \
    static void name(const Poly *p, uint8_t *fb, int pitch, int ys, int ye, int spill_rows,    \
                     const int16_t *xs, const int16_t *xe)                                     \
    {                                                                                          \
        switch (p->flags & (POLY_AFFINE | POLY_TRANSPARENT)) {                                 \
        case 0:                                                                                \
            rows_textured(p, fb, pitch, ys, ye, spill_rows, xs, xe, false, false, pext);                   \
            break;                                                                             \
        case POLY_TRANSPARENT:                                                                 \
            rows_textured(p, fb, pitch, ys, ye, spill_rows, xs, xe, false, true, pext);                    \
            break;                                                                             \
        case POLY_AFFINE:                                                                      \
            rows_textured(p, fb, pitch, ys, ye, spill_rows, xs, xe, true, false, pext);                    \
            break;                                                                             \
        default:                                                                               \
            rows_textured(p, fb, pitch, ys, ye, spill_rows, xs, xe, true, true, pext);                     \
            break;                                                                             \
        }                                                                                      \
    }

ROWS_VARIANTS(rows_textured_plain, false)
#ifdef RASTER_HAVE_PEXT
__attribute__((target("bmi2"))) ROWS_VARIANTS(rows_textured_bmi2, true)
#endif

typedef struct {
    int32_t xa, ya, xb, yb;
    int64_t slope; /* dx/dy 16.16 */
} Edge;

/* dx/dy in 16.16, truncated. A 32-bit division when the numerator fits
 * (edges shorter than 2048 pixels across): the same quotient, several times
 * cheaper than a 64-bit one on common CPUs. */
static inline int64_t edge_slope(const Edge *e)
{
    int32_t dx = e->xb - e->xa, dy = e->yb - e->ya;
    if (dx > -32768 && dx < 32768)
        return (int32_t)((uint32_t)dx << 16) / dy;
    return (int64_t)dx * 65536 / dy;
}

/* Edge x (16.16 subpixels) of a chain of edges (top to bottom) at the
 * centres of rows [ys, ye): row y takes the first edge whose lower end is
 * below its centre (the last edge takes the rest). Each edge steps by an
 * exact integer increment per row from its value at its first row, so x
 * equals the closed form (xa << 16) + (yc - ya) * slope at every row
 * whatever row a band starts on. The fraction is kept (not rounded to a
 * subpixel) so that two faces whose different edges meet at a shared corner
 * cover the pixel centres between them as exactly as 16.16 allows. The first chain's x go to xa; with the second chain (spans !=
 * NULL) each row's span [xs, xe) is made at once: pixel centres between the
 * two edges, inside [rx0, rx1). */
#define EDGE_SIMD_MIN 8 /* rows of an edge from which the AVX-512 walk pays */
static inline void walk_chain(const Edge *e, int ne, int ys, int ye, int64_t *xa, int rx0,
                              int rx1, int16_t *sxs, int16_t *sxe, const bool spans)
{
    int y = ys;
    for (int i = 0; i < ne && y < ye; i++) {
        int yend = ye; /* first row past this edge */
        if (i < ne - 1) {
            yend = (int)((e[i].yb - HALF + SUB - 1) >> SUB_BITS);
            yend = CLAMP(yend, y, ye);
        }
        const int64_t x0 = (int64_t)e[i].xa * 65536;
        int64_t k = (int64_t)(y * SUB + HALF - e[i].ya) * e[i].slope;
        const int64_t st = e[i].slope * SUB;
#ifdef RASTER_HAVE_PEXT
        if (g_simd_ends && yend - y >= EDGE_SIMD_MIN) {
            /* the same integers eight rows at a time */
            if (spans)
                RasterSimd_EdgeSpansAvx512(x0, k, st, yend - y, xa + (y - ys), rx0, rx1,
                                           sxs + (y - ys), sxe + (y - ys));
            else
                RasterSimd_EdgeRowsAvx512(x0, k, st, yend - y, xa + (y - ys));
            y = yend;
            continue;
        }
#endif
        for (; y < yend; y++, k += st) {
            const int64_t x = x0 + k; /* 16.16 subpixels */
            if (!spans) {
                xa[y - ys] = x;
                continue;
            }
            const int64_t xl = MIN(xa[y - ys], x), xr = MAX(xa[y - ys], x);
            const int xs = (int)((xl - ((int64_t)HALF << 16) + ((int64_t)SUB << 16) - 1) >> (SUB_BITS + 16));
            const int xe = (int)((xr - ((int64_t)HALF << 16) + ((int64_t)SUB << 16) - 1) >> (SUB_BITS + 16));
            /* both ends into [rx0, rx1] before they narrow to 16 bits: an
             * end past 32767 (a near-clipped face seen from beside it
             * projects so) must not wrap to a negative x */
            sxs[y - ys] = (int16_t)CLAMP(xs, rx0, rx1);
            sxe[y - ys] = (int16_t)CLAMP(xe, rx0, rx1);
        }
    }
}

/* Where a chain stands in walk_chains: its edge i, the first row past it
 * (end), the edge's x0 and its k at the current row, and k's step per row
 * (walk_chain's values for the edge). */
typedef struct {
    const Edge *e;
    int ne, i, end;
    int64_t x0, k, st;
} ChainPos;

/* c takes its edge i from row y on. */
static inline void chain_enter(ChainPos *c, int i, int y, int ye)
{
    const Edge *e = &c->e[i];
    c->i = i;
    c->end = ye;
    if (i < c->ne - 1)
        c->end = CLAMP((int)((e->yb - HALF + SUB - 1) >> SUB_BITS), y, ye);
    c->x0 = (int64_t)e->xa * 65536;
    c->k = (int64_t)(y * SUB + HALF - e->ya) * e->slope;
    c->st = e->slope * SUB;
}

/* walk_chain of both chains at once, scalar: rows in pieces where neither
 * chain changes edge, both chains' x in one loop (one loop exit a piece,
 * not one an edge of each chain). For polygons of few rows, where the
 * AVX-512 walk does not pay. */
static void walk_chains(const Edge *ea, int na, const Edge *eb, int nb, int ys, int ye, int rx0,
                        int rx1, int16_t *sxs, int16_t *sxe)
{
    ChainPos a = {ea, na, 0, 0, 0, 0, 0}, b = {eb, nb, 0, 0, 0, 0, 0};
    chain_enter(&a, 0, ys, ye);
    chain_enter(&b, 0, ys, ye);
    for (int y = ys; y < ye;) {
        while (a.end <= y) /* (the last edge's end is ye) */
            chain_enter(&a, a.i + 1, y, ye);
        while (b.end <= y)
            chain_enter(&b, b.i + 1, y, ye);
        for (const int yn = MIN(a.end, b.end); y < yn; y++, a.k += a.st, b.k += b.st) {
            const int64_t xa = a.x0 + a.k, xb = b.x0 + b.k;
            const int64_t xl = MIN(xa, xb), xr = MAX(xa, xb);
            const int xs = (int)((xl - ((int64_t)HALF << 16) + ((int64_t)SUB << 16) - 1) >> (SUB_BITS + 16));
            const int xe = (int)((xr - ((int64_t)HALF << 16) + ((int64_t)SUB << 16) - 1) >> (SUB_BITS + 16));
            /* (as walk_chain) */
            sxs[y - ys] = (int16_t)CLAMP(xs, rx0, rx1);
            sxe[y - ys] = (int16_t)CLAMP(xe, rx0, rx1);
        }
    }
}

/* Whether no pixel centre of the columns of [xmin, xmax) (subpixels) is
 * inside [rx0, rx1). Every edge x lies between its end points, so every span
 * lies within those centres: none there (a face seen edge-on, a sliver
 * between two columns of centres) means no pixel in any row, whatever the
 * rows; the edge walks and the rows' set-up are skipped. */
static inline bool no_columns(int32_t xmin, int32_t xmax, int rx0, int rx1)
{
    return MAX(rx0, (int)((xmin - HALF + SUB - 1) >> SUB_BITS)) >=
           MIN(rx1, (int)((xmax - HALF + SUB - 1) >> SUB_BITS));
}

/* poly_chains of a triangle: the same edges without the general loops'
 * data-dependent branches. top and bot are the first vertices of least and
 * of greatest y, as there; one side is the edge from top to bot, the other
 * the one or two edges through the third vertex that go down (a level one
 * is skipped, as there). Which side is walked first does not matter: a
 * row's span is between the lesser and the greater of the two sides' x
 * (walk_chain). */
static inline bool tri_chains(const Poly *p, int rx0, int rx1, Edge *ea, int *na, Edge *eb,
                              int *nb)
{
    const int32_t x0 = p->x[0], x1 = p->x[1], x2 = p->x[2];
    const int32_t y0 = p->y[0], y1 = p->y[1], y2 = p->y[2];
    if (no_columns(MIN(x0, MIN(x1, x2)), MAX(x0, MAX(x1, x2)), rx0, rx1))
        return false;
    int top = y1 < y0 ? 1 : 0, bot = y1 > y0 ? 1 : 0;
    top = y2 < (top ? y1 : y0) ? 2 : top;
    bot = y2 > (bot ? y1 : y0) ? 2 : bot;
    if (top == bot) /* all three on one level: no edge goes down */
        return false;
    const int mid = 3 - top - bot;
    const int32_t xt = p->x[top], yt = p->y[top], xm = p->x[mid], ym = p->y[mid];
    const int32_t xb = p->x[bot], yb = p->y[bot];
    ea[0] = (Edge){xt, yt, xb, yb, 0};
    ea[0].slope = edge_slope(&ea[0]);
    *na = 1;
    int k = 0;
    eb[0] = (Edge){xt, yt, xm, ym, 0};
    k += ym > yt;
    eb[k] = (Edge){xm, ym, xb, yb, 0};
    k += yb > ym;
    for (int i = 0; i < k; i++)
        eb[i].slope = edge_slope(&eb[i]);
    *nb = k;
    return true;
}

/* The two chains of edges of p from its top vertex to its bottom one (ea,
 * eb: na, nb edges, each with its slope). False when p has no pixel in any
 * row: no two chains, or no pixel centre of its x extent inside [rx0, rx1). */
static inline bool poly_chains(const Poly *p, int rx0, int rx1, Edge *ea, int *na, Edge *eb,
                               int *nb)
{
    const int n = p->nv;
    if (n == 3)
        return tri_chains(p, rx0, rx1, ea, na, eb, nb);
    /* top and bottom vertices, and the x extent */
    int top = 0, bot = 0;
    int32_t xmin = p->x[0], xmax = p->x[0];
    for (int i = 1; i < n; i++) {
        if (p->y[i] < p->y[top])
            top = i;
        if (p->y[i] > p->y[bot])
            bot = i;
        xmin = MIN(xmin, p->x[i]);
        xmax = MAX(xmax, p->x[i]);
    }
    if (no_columns(xmin, xmax, rx0, rx1))
        return false;
    /* the two chains from top to bottom */
    *na = *nb = 0;
    for (int i = top; i != bot;) {
        int j = i + 1 == n ? 0 : i + 1;
        if (p->y[j] > p->y[i]) {
            Edge *e = &ea[(*na)++];
            e->xa = p->x[i]; e->ya = p->y[i]; e->xb = p->x[j]; e->yb = p->y[j];
        }
        i = j;
    }
    for (int i = top; i != bot;) {
        int j = i == 0 ? n - 1 : i - 1;
        if (p->y[j] > p->y[i]) {
            Edge *e = &eb[(*nb)++];
            e->xa = p->x[i]; e->ya = p->y[i]; e->xb = p->x[j]; e->yb = p->y[j];
        }
        i = j;
    }
    if (*na == 0 || *nb == 0)
        return false;
    for (int i = 0; i < *na; i++)
        ea[i].slope = edge_slope(&ea[i]);
    for (int i = 0; i < *nb; i++)
        eb[i].slope = edge_slope(&eb[i]);
    return true;
}

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

int64_t Raster_SubRcp(int len)
{
    return (((int64_t)1 << 32) + len - 1) / len;
}

RenderRasterPath Render_RasterPath(void)
{
    Raster_Init();
    return g_path;
}

bool Render_SetRasterPath(RenderRasterPath p)
{
    Raster_Init();
    if ((unsigned)p >= RENDER_RASTER_PATHS || !Render_RasterPathSupported(p))
        return false;
    set_path(p);
    return true;
}

void Raster_DrawPoly(const Poly *p, uint8_t *fb, int pitch, int y0, int y1)
{
    if (p->flags & (POLY_SPRITE | POLY_LINE)) {
        if (p->flags & POLY_LINE)
            RasterLine_Draw(p, fb, pitch, y0, y1);
        else
            RasterFlat_Sprite(p, fb, pitch, y0, y1);
        return;
    }
    /* rows whose centre is in [ymin, ymax) */
    int ys = (int)((p->ymin - HALF + SUB - 1) >> SUB_BITS);
    int ye = (int)((p->ymax - HALF + SUB - 1) >> SUB_BITS);
    ys = MAX(ys, MAX(y0, p->ry0));
    ye = MIN(ye, MIN(y1, p->ry1));
    /* Every span below lies in [rx0, rx1) of a row in [ys, ye): inside the
     * target whatever the polygon's clip rectangle says. */
    const int rx0 = MAX(p->rx0, 0), rx1 = MIN(p->rx1, pitch);
    if (ys >= ye || rx0 >= rx1)
        return;
    Edge ea[POLY_MAX_VERTS], eb[POLY_MAX_VERTS];
    int na, nb;
    if (!poly_chains(p, rx0, rx1, ea, &na, eb, &nb))
        return;
    /* Edge x steps by exact integer increments per row, so every value
     * equals its closed form at that row (edge_x at yc): bands and threads
     * cannot change a pixel. The spans of all rows are found first, then
     * drawn by a loop compiled for this kind of polygon. */
    int16_t sxs[RENDER_MAX_HEIGHT], sxe[RENDER_MAX_HEIGHT];
    if (g_simd_ends && ye - ys >= EDGE_SIMD_MIN) {
        int64_t xa[RENDER_MAX_HEIGHT];
        walk_chain(ea, na, ys, ye, xa, 0, 0, NULL, NULL, false);
        walk_chain(eb, nb, ys, ye, xa, rx0, rx1, sxs, sxe, true);
    } else {
        walk_chains(ea, na, eb, nb, ys, ye, rx0, rx1, sxs, sxe);
    }
    if (p->flags & POLY_SHADOW) {
        uint8_t *row = fb + (size_t)ys * pitch;
        for (int i = 0; i < ye - ys; i++, row += pitch)
            for (int x = sxs[i]; x < sxe[i]; x++)
                row[x] = p->cmap[row[x]];
        return;
    }
    if (p->flags & POLY_TEXTURED) {
        /* A span may write a few bytes past its end and put them back
         * (span_textured): past the row's end they are the next row's first
         * bytes, which is fine while that row is in this band (this thread's). */
        const int spill_rows = ye < y1 ? ye - ys : ye - ys - 1;
#ifdef RASTER_HAVE_PEXT
        if (g_use_pext)
            rows_textured_bmi2(p, fb, pitch, ys, ye, spill_rows, sxs, sxe);
        else
#endif
            rows_textured_plain(p, fb, pitch, ys, ye, spill_rows, sxs, sxe);
        return;
    }
    RasterFlat_Rows(p, fb, pitch, ys, ye, sxs, sxe, g_recip);
}
