/* SIMD copies of the rasteriser's commonest loop (render_raster.c): an
 * opaque span whose ColourMap row is the same from end to end, drawn
 * sub-span by sub-span from the packed starts and steps XP, DXP. Pixel k of
 * sub-span e has u = u_e + k * du, v = v_e + k * dv, the same values the scalar loop
 * reaches by adding (u, v never go negative there, so its packed 64-bit add
 * carries nothing between them), hence the same texel index
 * (v int << 8 | u int), texel and ColourMap entry: byte-identical output.
 *
 * Each file function is compiled for its instruction set with a target
 * attribute (no global -mavx2); render_raster.c calls one only after CPUID
 * said the CPU has it. Texels and ColourMap entries are fetched with 32-bit
 * gathers from the aligned word holding the byte (index & ~3), then shifted:
 * a gather never reads outside the 256x256 tile or the 256-entry row. */
#include "engine/render/render_internal.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#include <string.h>

/* sub-span e's start u, v, its steps (from the packed start and step, see
 * span_textured) and its pixel count */
static inline int sub_steps(const uint64_t *XP, const uint64_t *DXP, int e, int full, int L,
                            int last_n, int32_t *u, int32_t *v, int32_t *du, int32_t *dv)
{
    *u = (int32_t)(uint32_t)XP[e];
    *v = (int32_t)(XP[e] >> 32);
    *du = (int32_t)(uint32_t)DXP[e];
    *dv = (int32_t)((DXP[e] - (uint64_t)(int64_t)*du) >> 32);
    return e < full ? L : last_n + 1;
}

__attribute__((target("avx2"))) void RasterSimd_SpanAvx2(uint8_t *d, const uint64_t *XP,
                                                        const uint64_t *DXP, int full, int L,
                                                        int last_n, const uint8_t *tex,
                                                        const uint8_t *cm)
{
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i lo8 = _mm256_set1_epi32(0xFF), hi8 = _mm256_set1_epi32(0xFF00);
    const __m256i word = _mm256_set1_epi32(~3), three = _mm256_set1_epi32(3);
    /* low byte of each 32-bit lane to the lane group's first 4 bytes */
    const __m256i pick = _mm256_setr_epi8(0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                                          -1, 0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                                          -1, -1);
    const __m256i join = _mm256_setr_epi32(0, 4, 0, 0, 0, 0, 0, 0);
    for (int e = 0; e <= full; e++) {
        int32_t u0, v0, du, dv;
        const int cnt = sub_steps(XP, DXP, e, full, L, last_n, &u0, &v0, &du, &dv);
        __m256i u = _mm256_add_epi32(_mm256_set1_epi32(u0),
                                     _mm256_mullo_epi32(lane, _mm256_set1_epi32(du)));
        __m256i v = _mm256_add_epi32(_mm256_set1_epi32(v0),
                                     _mm256_mullo_epi32(lane, _mm256_set1_epi32(dv)));
        const __m256i du8 = _mm256_set1_epi32((int32_t)((uint32_t)du * 8u));
        const __m256i dv8 = _mm256_set1_epi32((int32_t)((uint32_t)dv * 8u));
        for (int k = 0; k < cnt; k += 8) {
            const int left = cnt - k;
            const __m256i on = _mm256_cmpgt_epi32(_mm256_set1_epi32(left), lane);
            const __m256i idx = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi32(v, 8), hi8),
                                                _mm256_and_si256(_mm256_srli_epi32(u, 16), lo8));
            __m256i t = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)tex,
                                                    _mm256_and_si256(idx, word), on, 1);
            t = _mm256_and_si256(
                _mm256_srlv_epi32(t, _mm256_slli_epi32(_mm256_and_si256(idx, three), 3)), lo8);
            __m256i c = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)cm,
                                                    _mm256_and_si256(t, word), on, 1);
            c = _mm256_srlv_epi32(c, _mm256_slli_epi32(_mm256_and_si256(t, three), 3));
            c = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(c, pick), join);
            const uint64_t px = (uint64_t)_mm_cvtsi128_si64(_mm256_castsi256_si128(c));
            if (left >= 8)
                memcpy(d + k, &px, 8);
            else
                memcpy(d + k, &px, (size_t)left);
            u = _mm256_add_epi32(u, du8);
            v = _mm256_add_epi32(v, dv8);
        }
        d += cnt;
    }
}

__attribute__((target("avx512f,avx512bw,avx512vl,avx512vbmi"))) void
RasterSimd_SpanAvx512(uint8_t *d, const uint64_t *XP, const uint64_t *DXP, int full, int L,
                      int last_n, const uint8_t *tex, const uint8_t *cm)
{
    /* the row's 256 entries in four registers: two 2-table permutes (index
     * bits 0..6) and a blend on bit 7 look up 16 texels at once */
    const __m512i t0 = _mm512_loadu_si512(cm), t1 = _mm512_loadu_si512(cm + 64);
    const __m512i t2 = _mm512_loadu_si512(cm + 128), t3 = _mm512_loadu_si512(cm + 192);
    const __m512i lane = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m512i lo8 = _mm512_set1_epi32(0xFF), hi8 = _mm512_set1_epi32(0xFF00);
    const __m512i word = _mm512_set1_epi32(~3), three = _mm512_set1_epi32(3);
    for (int e = 0; e <= full; e++) {
        int32_t u0, v0, du, dv;
        const int cnt = sub_steps(XP, DXP, e, full, L, last_n, &u0, &v0, &du, &dv);
        __m512i u = _mm512_add_epi32(_mm512_set1_epi32(u0),
                                     _mm512_mullo_epi32(lane, _mm512_set1_epi32(du)));
        __m512i v = _mm512_add_epi32(_mm512_set1_epi32(v0),
                                     _mm512_mullo_epi32(lane, _mm512_set1_epi32(dv)));
        const __m512i du16 = _mm512_set1_epi32((int32_t)((uint32_t)du * 16u));
        const __m512i dv16 = _mm512_set1_epi32((int32_t)((uint32_t)dv * 16u));
        for (int k = 0; k < cnt; k += 16) {
            const int left = cnt - k;
            const __mmask16 on = left >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << left) - 1);
            const __m512i idx = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi32(v, 8), hi8),
                                                _mm512_and_si512(_mm512_srli_epi32(u, 16), lo8));
            __m512i t = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), on,
                                                    _mm512_and_si512(idx, word), tex, 1);
            t = _mm512_srlv_epi32(t, _mm512_slli_epi32(_mm512_and_si512(idx, three), 3));
            const __m512i tb = _mm512_castsi128_si512(_mm512_cvtepi32_epi8(t));
            const __m512i lo = _mm512_permutex2var_epi8(t0, tb, t1);
            const __m512i hi = _mm512_permutex2var_epi8(t2, tb, t3);
            const __m512i c = _mm512_mask_blend_epi8(_mm512_movepi8_mask(tb), lo, hi);
            _mm_mask_storeu_epi8(d + k, on, _mm512_castsi512_si128(c));
            u = _mm512_add_epi32(u, du16);
            v = _mm512_add_epi32(v, dv16);
        }
        d += cnt;
    }
}

/* Packed sub-span start and step of one vector of ends (see
 * RasterSimd_EndsAvx512): u, v hold ends j..j+7, nu, nv the next vector
 * (its lane 0 is end j + 8), m the step multipliers (all eight loaded: only
 * the lanes in `on` are stored). The step's
 * (int32)(d * m >> 32) is the 64-bit shift itself: any 64-bit value shifted
 * right by 32 is already an int32, so its sign-extended low half is the
 * same; and dv's (int64)dv << 32 is the product with its low half cleared. */
__attribute__((target("avx512f,avx512dq,avx512vl"))) static inline void
ends_store(uint64_t *xp, uint64_t *dxp, __mmask8 on, __m512i u, __m512i v, __m512i nu,
           __m512i nv, const int64_t *m)
{
    const __m512i hi32 = _mm512_set1_epi64((int64_t)0xFFFFFFFF00000000ull);
    const __m512i un = _mm512_alignr_epi64(nu, u, 1), vn = _mm512_alignr_epi64(nv, v, 1);
    const __m512i mm = _mm512_loadu_si512(m);
    const __m512i du = _mm512_srai_epi64(_mm512_mullo_epi64(_mm512_sub_epi64(un, u), mm), 32);
    const __m512i dv = _mm512_and_si512(_mm512_mullo_epi64(_mm512_sub_epi64(vn, v), mm), hi32);
    _mm512_mask_storeu_epi64(xp, on, _mm512_or_si512(_mm512_slli_epi64(v, 32), u));
    _mm512_mask_storeu_epi64(dxp, on, _mm512_add_epi64(dv, du));
}

/* Per-call constants of RasterSimd_EndsAvx512. */
typedef struct {
    __m512i w0, wx, wy, u0, ux, uy, v0, vx, vy;
    __m512i one, wmax, lim, nlim, forty, k31;
    const int *rbase;
} EndK;

/* The first half of acc_uv on ends i..i+7: everything up to the
 * reciprocal, which is gathered here (uw, vw: u w, v w clamped, or u, v
 * affine; r, back: the reciprocal and the shift back). Whole vectors are
 * loaded and gathered, without masks (cheaper on the Zen 5 measured): the
 * lanes past the last end hold whatever ex, ey had, and any value gives a
 * table index inside rtab (w is clamped before it is normalised); their
 * results are never stored. */
typedef struct {
    __m512i uw, vw, r, back;
} EndHalf;

__attribute__((target("avx512f,avx512cd,avx512dq,avx512vl"), always_inline)) static inline EndHalf
ends_first_half(const EndK *k, int i, const int32_t *ex, const int32_t *ey, const bool affine)
{
    const __m512i dx = _mm512_cvtepi32_epi64(_mm256_loadu_si256((const void *)(ex + i)));
    const __m512i dy = _mm512_cvtepi32_epi64(_mm256_loadu_si256((const void *)(ey + i)));
    const __m512i u = _mm512_add_epi64(
        k->u0, _mm512_add_epi64(_mm512_mullo_epi64(k->ux, dx), _mm512_mullo_epi64(k->uy, dy)));
    const __m512i v = _mm512_add_epi64(
        k->v0, _mm512_add_epi64(_mm512_mullo_epi64(k->vx, dx), _mm512_mullo_epi64(k->vy, dy)));
    EndHalf h;
    if (affine) {
        h.uw = _mm512_srai_epi64(u, 12);
        h.vw = _mm512_srai_epi64(v, 12);
        h.r = h.back = _mm512_setzero_si512();
        return h;
    }
    const __m512i w = _mm512_add_epi64(
        k->w0, _mm512_add_epi64(_mm512_mullo_epi64(k->wx, dx), _mm512_mullo_epi64(k->wy, dy)));
    const __m512i ww =
        _mm512_min_epi64(_mm512_max_epi64(_mm512_srai_epi64(w, 12), k->one), k->wmax);
    const __m512i sh = _mm512_sub_epi64(_mm512_lzcnt_epi64(ww), k->forty);
    const __m512i idx = _mm512_srli_epi64(_mm512_sllv_epi64(ww, sh), 11);
    h.r = _mm512_cvtepu32_epi64(_mm512_i64gather_epi32(idx, k->rbase, 4));
    h.back = _mm512_sub_epi64(k->k31, sh);
    h.uw = _mm512_min_epi64(_mm512_max_epi64(_mm512_srai_epi64(u, 12), k->nlim), k->lim);
    h.vw = _mm512_min_epi64(_mm512_max_epi64(_mm512_srai_epi64(v, 12), k->nlim), k->lim);
    return h;
}

/* The exact u, v (16.16) at ends 0..count-1, end e at plane offsets
 * (ex[e], ey[e]) subpixels: the plane values w, u w, v w by their closed form
 * base + gx * ex + gy * ey (pl: base, gx, gy of each, in 64-bit wrapping
 * arithmetic like the scalar loop), then acc_uv of render_raster.c on eight
 * ends at a time, the same integer operations lane by lane (w clamped to
 * 1..2^24-1 and normalised by its leading zeros, the reciprocal from rtab,
 * u w and v w clamped to +-2^33, the products shifted back and clamped to the
 * texel box; affine: u w, v w shifted down and clamped), so the same values.
 * They go out packed with their sub-span steps, as ends_compute's scalar
 * loop makes them: xp[e] = v << 32 | u, dxp[e] = dv * 2^32 + du with
 * du = (int32)((u[e + 1] - u[e]) * m[e] >> 32), dv alike (m = 0 at a row's
 * last end: the step past the last end is 0). Each
 * vector's steps are taken when the next vector is known (its first lane is
 * the last lane's neighbour), so u, v never go through memory.
 * Software-pipelined: the first half of the vector two ahead (loads, plane
 * values, the reciprocal's gather) is issued before this vector's second
 * half, so the gather's long latency overlaps the work of the vectors
 * between (on the Zen 5 measured the out-of-order window alone did not
 * hide it: the 640x480 peer view's frame is about 2% shorter). */
__attribute__((target("avx512f,avx512cd,avx512dq,avx512vl"), always_inline)) static inline void
ends_avx512(uint64_t *xp, uint64_t *dxp, int count, const int32_t *ex, const int32_t *ey,
            const int64_t *m, const int64_t pl[9], const uint32_t *rtab, const int64_t box[4],
            const bool affine)
{
    EndK k;
    k.w0 = _mm512_set1_epi64(pl[0]);
    k.wx = _mm512_set1_epi64(pl[1]);
    k.wy = _mm512_set1_epi64(pl[2]);
    k.u0 = _mm512_set1_epi64(pl[3]);
    k.ux = _mm512_set1_epi64(pl[4]);
    k.uy = _mm512_set1_epi64(pl[5]);
    k.v0 = _mm512_set1_epi64(pl[6]);
    k.vx = _mm512_set1_epi64(pl[7]);
    k.vy = _mm512_set1_epi64(pl[8]);
    k.one = _mm512_set1_epi64(1);
    k.wmax = _mm512_set1_epi64((1 << 24) - 1);
    k.lim = _mm512_set1_epi64((int64_t)1 << 33);
    k.nlim = _mm512_set1_epi64(-((int64_t)1 << 33));
    k.forty = _mm512_set1_epi64(40);
    k.k31 = _mm512_set1_epi64(31);
    /* the table from index 0: lane indices are 4096 + bucket (the gather's
     * base moves back instead of a subtraction a lane; never dereferenced
     * below rtab) */
    k.rbase = (const int *)(const void *)((uintptr_t)rtab - 4096 * sizeof(*rtab));
    const __m512i ulo = _mm512_set1_epi64(box[0]), uhi = _mm512_set1_epi64(box[1]);
    const __m512i vlo = _mm512_set1_epi64(box[2]), vhi = _mm512_set1_epi64(box[3]);
    __m512i pu = _mm512_setzero_si512(), pv = _mm512_setzero_si512();
    if (count <= 0)
        return;
    /* h0: this vector's first half, h1: the next one's */
    EndHalf h0 = ends_first_half(&k, 0, ex, ey, affine), h1 = h0;
    if (count > 8)
        h1 = ends_first_half(&k, 8, ex, ey, affine);
    for (int i = 0; i < count; i += 8) {
        const EndHalf h = h0;
        h0 = h1;
        if (i + 16 < count)
            h1 = ends_first_half(&k, i + 16, ex, ey, affine);
        __m512i uw = h.uw, vw = h.vw;
        if (!affine) {
            uw = _mm512_srav_epi64(_mm512_mullo_epi64(uw, h.r), h.back);
            vw = _mm512_srav_epi64(_mm512_mullo_epi64(vw, h.r), h.back);
        }
        /* clamped into the texel box: 0 <= u, v < 2^24, so v << 32 | u packs them */
        uw = _mm512_min_epi64(_mm512_max_epi64(uw, ulo), uhi);
        vw = _mm512_min_epi64(_mm512_max_epi64(vw, vlo), vhi);
        if (i)
            ends_store(xp + i - 8, dxp + i - 8, 0xFF, pu, pv, uw, vw, m + i - 8);
        pu = uw;
        pv = vw;
    }
    const int last = (count - 1) & ~7, left = count - last;
    const __mmask8 on = left >= 8 ? (__mmask8)0xFF : (__mmask8)((1u << left) - 1);
    const __m512i z = _mm512_setzero_si512();
    ends_store(xp + last, dxp + last, on, pu, pv, z, z, m + last);
}

__attribute__((target("avx512f,avx512cd,avx512dq,avx512vl"))) void
RasterSimd_EndsAvx512(uint64_t *xp, uint64_t *dxp, int count, const int32_t *ex,
                      const int32_t *ey, const int64_t *m, const int64_t pl[9],
                      const uint32_t *rtab, const int64_t box[4], bool affine)
{
    /* a copy per kind: no test of `affine` per vector */
    if (affine)
        ends_avx512(xp, dxp, count, ex, ey, m, pl, rtab, box, true);
    else
        ends_avx512(xp, dxp, count, ex, ey, m, pl, rtab, box, false);
}

/* walk_chain of render_raster.c on one edge, eight rows at a time: row j's
 * edge x (16.16 subpixels) is x0 + k + j * st. Without spans it goes to
 * xa[j]; with spans, row j's span [xs, xe) between xa[j] and it (pixel
 * centres, clamped to [rx0, rx1]) goes to sxs[j], sxe[j]. The same integer
 * operations as the scalar loop. */
__attribute__((target("avx512f,avx512vl,avx512dq"))) void
RasterSimd_EdgeRowsAvx512(int64_t x0, int64_t k, int64_t st, int count, int64_t *xa)
{
    const __m512i lane = _mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7);
    __m512i x = _mm512_add_epi64(_mm512_set1_epi64(x0 + k),
                                 _mm512_mullo_epi64(lane, _mm512_set1_epi64(st)));
    const __m512i st8 = _mm512_set1_epi64((int64_t)((uint64_t)st * 8u));
    for (int i = 0; i < count; i += 8) {
        const int left = count - i;
        const __mmask8 on = left >= 8 ? (__mmask8)0xFF : (__mmask8)((1u << left) - 1);
        _mm512_mask_storeu_epi64(xa + i, on, x);
        x = _mm512_add_epi64(x, st8);
    }
}

__attribute__((target("avx512f,avx512vl,avx512dq"))) void
RasterSimd_EdgeSpansAvx512(int64_t x0, int64_t k, int64_t st, int count, const int64_t *xa,
                           int rx0, int rx1, int16_t *sxs, int16_t *sxe)
{
    const __m512i lane = _mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7);
    __m512i x = _mm512_add_epi64(_mm512_set1_epi64(x0 + k),
                                 _mm512_mullo_epi64(lane, _mm512_set1_epi64(st)));
    const __m512i st8 = _mm512_set1_epi64((int64_t)((uint64_t)st * 8u));
    /* pixel centres: (x - HALF + SUB - 1) >> (SUB_BITS + 16), subpixel units << 16 */
    const __m512i bias = _mm512_set1_epi64((((int64_t)SUB_ONE - SUB_ONE / 2) << 16) - 1);
    const __m512i lo = _mm512_set1_epi64(rx0), hi = _mm512_set1_epi64(rx1);
    for (int i = 0; i < count; i += 8) {
        const int left = count - i;
        const __mmask8 on = left >= 8 ? (__mmask8)0xFF : (__mmask8)((1u << left) - 1);
        const __m512i a = _mm512_maskz_loadu_epi64(on, xa + i);
        const __m512i xl = _mm512_min_epi64(a, x), xr = _mm512_max_epi64(a, x);
        __m512i xs = _mm512_srai_epi64(_mm512_add_epi64(xl, bias), SUB_BITS + 16);
        __m512i xe = _mm512_srai_epi64(_mm512_add_epi64(xr, bias), SUB_BITS + 16);
        xs = _mm512_min_epi64(_mm512_max_epi64(xs, lo), hi);
        xe = _mm512_min_epi64(_mm512_max_epi64(xe, lo), hi);
        _mm512_mask_cvtepi64_storeu_epi16(sxs + i, on, xs);
        _mm512_mask_cvtepi64_storeu_epi16(sxe + i, on, xe);
        x = _mm512_add_epi64(x, st8);
    }
}
#endif
