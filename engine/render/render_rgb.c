/* Palette -> RGB24 conversion in run-time chosen paths (see render_rgb.h).
 *
 * - scalar: one 4-byte store per pixel from a table of 0x00BBGGRR words
 *   (the next pixel overwrites the fourth byte; the last pixel of a call is
 *   written byte-wise so nothing past the range is touched: threads convert
 *   neighbouring ranges at once).
 * - avx2: eight table words in a register, a byte shuffle per 128-bit half
 *   drops every fourth byte, a dword permute joins the halves into 24 bytes.
 *   (AVX2 gathers would do the look-ups, but measured three times slower
 *   than plain loads on the Zen 4 this was written on.)
 * - avx512: each channel's 256 entries sit in four registers: two 2-table
 *   byte permutes on the index's low 7 bits and a blend on bit 7 look 64
 *   pixels up; three more permute pairs interleave the channels into the 192
 *   output bytes.
 * RGB24 -> XRGB words (RenderRGB_ToXRGB) is a byte shuffle per 4 pixels on
 * both SIMD paths. Palette -> XRGB words in one pass (RenderRGB_ConvertXRGB):
 * a table of words (scalar), gathers of them (avx2), the avx512 look-up
 * then byte and word unpacks (64 pixels a step, the tail masked).
 * The SIMD functions are compiled with target attributes (no global -mavx*)
 * and called only after CPUID said the CPU has the instructions. */
#include "engine/render/render_rgb.h"

#include "engine/core/errline.h"
#include "engine/core/log.h"
#include "engine/render/render_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void table_words(const uint8_t pal[256][3], uint32_t words[256])
{
    for (int k = 0; k < 256; k++)
        words[k] = (uint32_t)pal[k][0] | (uint32_t)pal[k][1] << 8 | (uint32_t)pal[k][2] << 16;
}

/* pixels [i, n) the plain way; returns n */
static size_t convert_scalar(const uint8_t pal[256][3], const uint8_t *src, uint8_t *rgb,
                             size_t i, size_t n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (n - i > 1) {
        uint32_t words[256];
        table_words(pal, words);
        for (; i + 1 < n; i++)
            memcpy(rgb + i * 3, &words[src[i]], 4);
    }
#endif
    for (; i < n; i++)
        memcpy(rgb + i * 3, pal[src[i]], 3);
    return n;
}

/* RGB24 pixels [i, n) to 0x00RRGGBB words */
static void xrgb_scalar(const uint8_t *rgb, uint32_t *dst, size_t i, size_t n)
{
    for (; i < n; i++) {
        const uint8_t *c = rgb + i * 3;
        dst[i] = (uint32_t)c[0] << 16 | (uint32_t)c[1] << 8 | c[2];
    }
}

/* palette -> XRGB words (0x00RRGGBB) */
static void xrgb_words(const uint8_t pal[256][3], uint32_t words[256])
{
    for (int k = 0; k < 256; k++)
        words[k] = (uint32_t)pal[k][0] << 16 | (uint32_t)pal[k][1] << 8 | pal[k][2];
}

/* indices [i, n) to XRGB words */
static void index_xrgb_scalar(const uint8_t pal[256][3], const uint8_t *src, uint32_t *dst,
                              size_t i, size_t n)
{
    if (i >= n)
        return;
    uint32_t words[256];
    xrgb_words(pal, words);
    for (; i < n; i++)
        dst[i] = words[src[i]];
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define HAVE_X86_PATHS 1
#include <immintrin.h>

static bool cpu_has(RenderRgbPath p)
{
    __builtin_cpu_init();
    if (p == RENDER_RGB_AVX2)
        return __builtin_cpu_supports("avx2");
    /* (the avx512 path also runs the avx2 functions: RenderRGB_ToXRGB) */
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("avx512f") &&
           __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vbmi");
}

/* pixels [0, m), m the largest multiple of 8 <= n; returns m */
__attribute__((target("avx2"))) static size_t convert_avx2(const uint8_t pal[256][3],
                                                           const uint8_t *src, uint8_t *rgb,
                                                           size_t n)
{
    uint32_t words[256];
    table_words(pal, words);
    /* per 128-bit half: bytes 0-2, 4-6, 8-10, 12-14 to the front */
    const __m256i pack = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1,
                                          0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const __m256i join = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        const uint8_t *s = src + i;
        __m256i c = _mm256_setr_epi32((int)words[s[0]], (int)words[s[1]], (int)words[s[2]],
                                      (int)words[s[3]], (int)words[s[4]], (int)words[s[5]],
                                      (int)words[s[6]], (int)words[s[7]]);
        c = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(c, pack), join);
        _mm_storeu_si128((__m128i *)(void *)(rgb + i * 3), _mm256_castsi256_si128(c));
        _mm_storel_epi64((__m128i *)(void *)(rgb + i * 3 + 16), _mm256_extracti128_si256(c, 1));
    }
    return i;
}

/* RGB24 -> words, 8 pixels a step: each 128-bit half loads 16 bytes holding
 * 4 pixels (the last 4 bytes are the next pixels', hence the step count:
 * the loads stay inside the 3n bytes) and shuffles them to b, g, r, 0. */
__attribute__((target("avx2"))) static size_t xrgb_avx2(const uint8_t *rgb, uint32_t *dst,
                                                        size_t n)
{
    const __m256i spread = _mm256_setr_epi8(2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1,
                                            2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1);
    size_t i = 0;
    for (; i + 10 <= n; i += 8) {
        const uint8_t *s = rgb + i * 3;
        const __m256i x = _mm256_inserti128_si256(
            _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)s)),
            _mm_loadu_si128((const __m128i *)(const void *)(s + 12)), 1);
        _mm256_storeu_si256((__m256i *)(void *)(dst + i), _mm256_shuffle_epi8(x, spread));
    }
    return i;
}

/* One channel of 64 pixels: two 128-entry permutes on the index's low 7
 * bits, bit 7 (top) picks between them. */
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) static inline __m512i
lookup64(const __m512i t[4], __m512i x, __mmask64 top)
{
    const __m512i lo = _mm512_permutex2var_epi8(t[0], x, t[1]);
    const __m512i hi = _mm512_permutex2var_epi8(t[2], x, t[3]);
    return _mm512_mask_blend_epi8(top, lo, hi);
}

/* Output chunk k (64 of the 192 bytes of 64 pixels) from the three channel
 * registers: red and green from one two-source permute (green at 64 + p),
 * blue from a masked one over it. */
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) static inline __m512i
interleave64(__m512i r, __m512i g, __m512i b, __m512i irg, __m512i ib, __mmask64 mb)
{
    return _mm512_mask_permutexvar_epi8(_mm512_permutex2var_epi8(r, irg, g), mb, ib, b);
}

/* The AVX-512 path's fixed permute indices, built once (avx512_tables_once):
 * - output chunk k (of 3), byte j: pixel p = (64k + j) / 3, channel
 *   (64k + j) % 3; irg[k][j] = p, or 64 + p for green (the second source),
 *   ib[k][j] = p, bit j of mb[k] set for blue;
 * - the palette's 192-byte quarters to channel planes: plane c, entry p is
 *   byte 3p + c of the quarter: deint[c][p] = 3p + c below 128 (two-source
 *   permute of its first 128 bytes), 3p + c - 128 with bit p of dmask[c] set
 *   above (its last 64).
 * Built per call before, they cost 250 ns: a frame's worth of pixels for
 * whole frames, but as much as the pixels for a row or a thread's piece. */
static struct {
    uint8_t irg[3][64], ib[3][64], deint[3][64];
    uint64_t mb[3], dmask[3];
} g_v512;
static pthread_once_t g_v512_once = PTHREAD_ONCE_INIT;

static void avx512_tables_once(void)
{
    for (int k = 0; k < 3; k++)
        for (int j = 0; j < 64; j++) {
            int q = 64 * k + j, p = q / 3, c = q % 3, d = 3 * j + k;
            g_v512.irg[k][j] = (uint8_t)(c == 1 ? 64 + p : p);
            g_v512.ib[k][j] = (uint8_t)p;
            if (c == 2)
                g_v512.mb[k] |= (uint64_t)1 << j;
            g_v512.deint[k][j] = (uint8_t)(d < 128 ? d : d - 128);
            if (d >= 128)
                g_v512.dmask[k] |= (uint64_t)1 << j;
        }
}

/* The palette's channels as 4 registers each (entries 64q .. 64q + 63 in
 * register q), de-interleaved by permutes. */
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) static inline void
load_planes(const uint8_t pal[256][3], __m512i tr[4], __m512i tg[4], __m512i tb[4])
{
    pthread_once(&g_v512_once, avx512_tables_once);
    const __m512i d0 = _mm512_loadu_si512(g_v512.deint[0]), d1 = _mm512_loadu_si512(g_v512.deint[1]),
                  d2 = _mm512_loadu_si512(g_v512.deint[2]);
    const __mmask64 dm0 = g_v512.dmask[0], dm1 = g_v512.dmask[1], dm2 = g_v512.dmask[2];
    for (int q = 0; q < 4; q++) {
        const uint8_t *pq = &pal[0][0] + 192 * q;
        const __m512i a = _mm512_loadu_si512(pq), b = _mm512_loadu_si512(pq + 64),
                      c = _mm512_loadu_si512(pq + 128);
        tr[q] = _mm512_mask_permutexvar_epi8(_mm512_permutex2var_epi8(a, d0, b), dm0, d0, c);
        tg[q] = _mm512_mask_permutexvar_epi8(_mm512_permutex2var_epi8(a, d1, b), dm1, d1, c);
        tb[q] = _mm512_mask_permutexvar_epi8(_mm512_permutex2var_epi8(a, d2, b), dm2, d2, c);
    }
}

/* pixels [0, m), m the largest multiple of 64 <= n; returns m.
 * Written out with one variable per register on purpose: as loops over
 * arrays of registers, GCC (-O2) kept the tables and channels in stack
 * memory and ran at half this speed (14 cycles per 64 pixels against 7). */
/* The AVX-512 kernel asks for the output lines it will write 5440 pixels
 * (about 16 KB of RGB24) ahead with PREFETCHW, inside its own range only
 * (threads convert neighbouring ranges: no line of another's is pulled).
 * The frame's 6 MB of output was written a frame ago and, on a shared
 * machine, partly pushed out of L3 since; asking early overlaps those
 * fetches with the permutes. bench_render --only rgb, alternating runs
 * (1080p, one thread): rgb_under_draw_pct median 6.65 -> 5.80, 6.40 ->
 * 6.00, 7.50 -> 6.15 (8, 6 and 10 runs a side). 2 KB ahead was worse
 * (8.2), 8 KB no better, 32 and 64 KB worse. */
#ifndef RGB_PREFETCH_PX
#define RGB_PREFETCH_PX 5440
#endif

__attribute__((target("avx512f,avx512bw,avx512vbmi,prfchw"))) static size_t
convert_avx512(const uint8_t pal[256][3], const uint8_t *src, uint8_t *rgb, size_t n)
{
    __m512i tr[4], tg[4], tb[4];
    load_planes(pal, tr, tg, tb);
    const __m512i irg0 = _mm512_loadu_si512(g_v512.irg[0]), irg1 = _mm512_loadu_si512(g_v512.irg[1]),
                  irg2 = _mm512_loadu_si512(g_v512.irg[2]);
    const __m512i ib0 = _mm512_loadu_si512(g_v512.ib[0]), ib1 = _mm512_loadu_si512(g_v512.ib[1]),
                  ib2 = _mm512_loadu_si512(g_v512.ib[2]);
    const __mmask64 mb0 = g_v512.mb[0], mb1 = g_v512.mb[1], mb2 = g_v512.mb[2];
    size_t i = 0;
    for (; i + 64 <= n; i += 64) {
        const __m512i x = _mm512_loadu_si512(src + i);
        const __mmask64 top = _mm512_movepi8_mask(x);
        const __m512i r = lookup64(tr, x, top), g = lookup64(tg, x, top), b = lookup64(tb, x, top);
        uint8_t *o = rgb + i * 3;
        if (i + RGB_PREFETCH_PX + 64 <= n) {
            __builtin_prefetch(o + RGB_PREFETCH_PX * 3, 1);
            __builtin_prefetch(o + RGB_PREFETCH_PX * 3 + 64, 1);
            __builtin_prefetch(o + RGB_PREFETCH_PX * 3 + 128, 1);
        }
        _mm512_storeu_si512(o, interleave64(r, g, b, irg0, ib0, mb0));
        _mm512_storeu_si512(o + 64, interleave64(r, g, b, irg1, ib1, mb1));
        _mm512_storeu_si512(o + 128, interleave64(r, g, b, irg2, ib2, mb2));
    }
    return i;
}

/* 64 indices to 64 XRGB words in out0..out3 (pixels 0-15, 16-31, ...). The
 * indices' 4-byte groups are first transposed (group 4L + j takes group
 * 4j + L) so that byte unpacks, which work within 128-bit lanes, leave
 * each output register's pixels in order: lane L of out_j is pixels
 * 16j + 4L .. 16j + 4L + 3. Words are b | g << 8 | r << 16. */
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) static inline void
xrgb64(__m512i x, const __m512i tr[4], const __m512i tg[4], const __m512i tb[4], __m512i *out0,
       __m512i *out1, __m512i *out2, __m512i *out3)
{
    const __m512i order = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
    x = _mm512_permutexvar_epi32(order, x);
    const __mmask64 top = _mm512_movepi8_mask(x);
    const __m512i r = lookup64(tr, x, top), g = lookup64(tg, x, top), b = lookup64(tb, x, top);
    const __m512i zero = _mm512_setzero_si512();
    const __m512i bg_lo = _mm512_unpacklo_epi8(b, g), bg_hi = _mm512_unpackhi_epi8(b, g);
    const __m512i r_lo = _mm512_unpacklo_epi8(r, zero), r_hi = _mm512_unpackhi_epi8(r, zero);
    *out0 = _mm512_unpacklo_epi16(bg_lo, r_lo);
    *out1 = _mm512_unpackhi_epi16(bg_lo, r_lo);
    *out2 = _mm512_unpacklo_epi16(bg_hi, r_hi);
    *out3 = _mm512_unpackhi_epi16(bg_hi, r_hi);
}

/* all n pixels: 64 a step, the last (n % 64) with masked loads and stores
 * (nothing outside the ranges is read or written) */
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) static void
index_xrgb_avx512(const uint8_t pal[256][3], const uint8_t *src, uint32_t *dst, size_t n)
{
    __m512i tr[4], tg[4], tb[4], o0, o1, o2, o3;
    load_planes(pal, tr, tg, tb);
    size_t i = 0;
    for (; i + 64 <= n; i += 64) {
        xrgb64(_mm512_loadu_si512(src + i), tr, tg, tb, &o0, &o1, &o2, &o3);
        _mm512_storeu_si512(dst + i, o0);
        _mm512_storeu_si512(dst + i + 16, o1);
        _mm512_storeu_si512(dst + i + 32, o2);
        _mm512_storeu_si512(dst + i + 48, o3);
    }
    const size_t left = n - i;
    if (left == 0)
        return;
    xrgb64(_mm512_maskz_loadu_epi8(((__mmask64)1 << left) - 1, src + i), tr, tg, tb, &o0, &o1,
           &o2, &o3);
    const __m512i o[4] = {o0, o1, o2, o3};
    for (size_t j = 0; j * 16 < left; j++) {
        const size_t c = left - j * 16 < 16 ? left - j * 16 : 16;
        _mm512_mask_storeu_epi32(dst + i + j * 16, (__mmask16)((1u << c) - 1), o[j]);
    }
}

/* pixels [0, m), m the largest multiple of 8 <= n; returns m: eight table
 * words loaded into a register a step, one store (AVX2 gathers measured
 * 1.5x slower than the scalar path here, on Zen 5) */
__attribute__((target("avx2"))) static size_t index_xrgb_avx2(const uint8_t pal[256][3],
                                                              const uint8_t *src, uint32_t *dst,
                                                              size_t n)
{
    uint32_t words[256];
    xrgb_words(pal, words);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        const uint8_t *q = src + i;
        _mm256_storeu_si256((__m256i *)(void *)(dst + i),
                            _mm256_setr_epi32((int)words[q[0]], (int)words[q[1]], (int)words[q[2]],
                                              (int)words[q[3]], (int)words[q[4]], (int)words[q[5]],
                                              (int)words[q[6]], (int)words[q[7]]));
    }
    return i;
}
#endif

bool RenderRGB_PathSupported(RenderRgbPath p)
{
    if (p == RENDER_RGB_SCALAR)
        return true;
#ifdef HAVE_X86_PATHS
    if (p == RENDER_RGB_AVX2 || p == RENDER_RGB_AVX512)
        return cpu_has(p);
#endif
    return false;
}

const char *RenderRGB_PathName(RenderRgbPath p)
{
    static const char *const names[RENDER_RGB_PATHS] = {"scalar", "avx2", "avx512"};
    return (unsigned)p < RENDER_RGB_PATHS ? names[p] : "?";
}

void RenderRGB_EnvWarning(char *warn, size_t cap, const char *var, const char *value,
                           const char *const *names, const bool *has, int n, const char *chosen)
{
    char val[64], all[128] = "", cpu[128] = "";
    ErrLine_Escape(value, val, sizeof(val));
    bool known = false;
    for (int i = 0; i < n; i++) {
        known |= !strcmp(value, names[i]);
        snprintf(all + strlen(all), sizeof(all) - strlen(all), "%s%s", i ? ", " : "", names[i]);
        if (has[i])
            snprintf(cpu + strlen(cpu), sizeof(cpu) - strlen(cpu), "%s%s", cpu[0] ? ", " : "", names[i]);
    }
    if (known)
        snprintf(warn, cap, "%s=%s: this CPU does not have that path (it has %s); using %s", var, val, cpu,
                 chosen);
    else
        snprintf(warn, cap, "%s=%s is not a path (accepted: %s; this CPU has %s); using %s", var, val, all,
                 cpu, chosen);
}

RenderRgbPath RenderRGB_ChoosePath(const char *simd, char *warn, size_t warn_cap)
{
    RenderRgbPath best = RENDER_RGB_SCALAR;
    for (int p = RENDER_RGB_PATHS - 1; p > 0 && best == RENDER_RGB_SCALAR; p--)
        if (RenderRGB_PathSupported((RenderRgbPath)p))
            best = (RenderRgbPath)p;
    if (warn_cap)
        warn[0] = 0;
    if (!simd || !*simd) /* unset (or set to nothing): the default */
        return best;
    const char *names[RENDER_RGB_PATHS];
    bool has[RENDER_RGB_PATHS];
    for (int p = 0; p < RENDER_RGB_PATHS; p++) {
        names[p] = RenderRGB_PathName((RenderRgbPath)p);
        has[p] = RenderRGB_PathSupported((RenderRgbPath)p);
        if (!strcmp(simd, names[p]) && has[p])
            return (RenderRgbPath)p;
    }
    if (warn_cap)
        RenderRGB_EnvWarning(warn, warn_cap, "TOMB8_SIMD", simd, names, has, RENDER_RGB_PATHS,
                              RenderRGB_PathName(best));
    return best;
}

static RenderRgbPath g_path;
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

/* once per process, so an unknown TOMB8_SIMD is told once */
static void choose_once(void)
{
    char warn[320];
    g_path = RenderRGB_ChoosePath(getenv("TOMB8_SIMD"), warn, sizeof(warn));
    if (warn[0])
        Log_Warn("%s", warn);
}

RenderRgbPath RenderRGB_Path(void)
{
    pthread_once(&g_once, choose_once);
    return __atomic_load_n(&g_path, __ATOMIC_RELAXED);
}

bool RenderRGB_SetPath(RenderRgbPath p)
{
    pthread_once(&g_once, choose_once);
    if ((unsigned)p >= RENDER_RGB_PATHS || !RenderRGB_PathSupported(p))
        return false;
    __atomic_store_n(&g_path, p, __ATOMIC_RELAXED);
    return true;
}

void RenderRGB_Convert(const uint8_t pal[256][3], const uint8_t *src, uint8_t *rgb, size_t n)
{
    size_t i = 0;
#ifdef HAVE_X86_PATHS
    switch (RenderRGB_Path()) {
    case RENDER_RGB_AVX512:
        i = convert_avx512(pal, src, rgb, n);
        break;
    case RENDER_RGB_AVX2:
        i = convert_avx2(pal, src, rgb, n);
        break;
    default:
        break;
    }
#endif
    convert_scalar(pal, src, rgb, i, n);
}

void RenderRGB_ToXRGB(const uint8_t *rgb, uint32_t *dst, size_t n)
{
    size_t i = 0;
#ifdef HAVE_X86_PATHS
    /* the avx512 path too: a VBMI version (48-byte masked load, one permute
     * per 16 pixels) measured 15% slower than this on Zen 4 */
    if (RenderRGB_Path() != RENDER_RGB_SCALAR)
        i = xrgb_avx2(rgb, dst, n);
#endif
    xrgb_scalar(rgb, dst, i, n);
}

void RenderRGB_ConvertXRGB(const uint8_t pal[256][3], const uint8_t *src, uint32_t *dst, size_t n)
{
    size_t i = 0;
#ifdef HAVE_X86_PATHS
    switch (RenderRGB_Path()) {
    case RENDER_RGB_AVX512:
        index_xrgb_avx512(pal, src, dst, n);
        return;
    case RENDER_RGB_AVX2:
        i = index_xrgb_avx2(pal, src, dst, n);
        break;
    default:
        break;
    }
#endif
    index_xrgb_scalar(pal, src, dst, i, n);
}
