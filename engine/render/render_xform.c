/* Vertex transforms of whole meshes and rooms: xform() (render_internal.h)
 * of every vertex, eight at a time with AVX-512 when the CPU has it and the
 * rasteriser is not on its scalar reference path. The vector code does the
 * very same integer arithmetic (32x32 -> 64-bit products, 64-bit sums, the
 * arithmetic shift, the clamp), so its x, y, z are xform()'s. Vertices are
 * read by vector permutes (gathers are slow on Zen) and written through a
 * small buffer, VVert being an array of structures. */
#include "engine/render/render_internal.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define XFORM_HAVE_AVX512 1
#endif

void RenderXform_Scalar(const Mat34 *mat, const int16_t *src, uint32_t stride, uint32_t n,
                        VVert *out)
{
    const Mat34 m = *mat; /* see xform */
    for (uint32_t i = 0; i < n; i++, src += stride)
        xform(&m, src[0], src[1], src[2], &out[i]);
}

#ifdef XFORM_HAVE_AVX512
/* one output row of eight vertices: (m0 X + m1 Y + m2 Z + t) >> 14 clamped
 * to +-2^28, as int32. _mm512_mul_epi32 multiplies the low 32 bits of each
 * 64-bit lane as signed numbers: the sign-extended coordinates and the
 * broadcast matrix entries, exactly the scalar int64 products. */
__attribute__((target("avx512f"))) static inline __m256i row8(__m512i X, __m512i Y, __m512i Z,
                                                              const int32_t mr[3], int64_t t)
{
    __m512i s = _mm512_add_epi64(_mm512_mul_epi32(_mm512_set1_epi64(mr[0]), X),
                                 _mm512_mul_epi32(_mm512_set1_epi64(mr[1]), Y));
    s = _mm512_add_epi64(s, _mm512_mul_epi32(_mm512_set1_epi64(mr[2]), Z));
    s = _mm512_srai_epi64(_mm512_add_epi64(s, _mm512_set1_epi64(t)), W2V_SHIFT);
    s = _mm512_max_epi64(s, _mm512_set1_epi64(-(1 << 28)));
    s = _mm512_min_epi64(s, _mm512_set1_epi64(1 << 28));
    return _mm512_cvtepi64_epi32(s);
}

/* Eight vertices of stride 3 (Vec3s) or 7 (RoomVertex) int16 from src, their
 * x, y and z words moved to words 0-7, 8-15 and 16-23 of one vector by one
 * two-source permute; the loads are masked to the 8 * stride words read (a
 * masked load does not fault past them). */
__attribute__((target("avx512f,avx512bw"))) static void xform_avx512(const Mat34 *mat,
                                                                     const int16_t *src,
                                                                     uint32_t stride, uint32_t n,
                                                                     VVert *out)
{
    int16_t idx[32] = {0};
    for (int c = 0; c < 3; c++)
        for (int k = 0; k < 8; k++)
            idx[c * 8 + k] = (int16_t)(k * stride + c);
    const __m512i perm = _mm512_loadu_si512(idx);
    const uint32_t words = 8 * stride; /* 24 or 56 */
    const __mmask32 m0 = words >= 32 ? 0xFFFFFFFFu : (1u << words) - 1;
    const __mmask32 m1 = words > 32 ? (1u << (words - 32)) - 1 : 0;
    const Mat34 m = *mat;
    uint32_t i = 0;
    for (; i + 8 <= n; i += 8, src += 8 * stride) {
        __m512i a = _mm512_maskz_loadu_epi16(m0, src);
        __m512i b = _mm512_maskz_loadu_epi16(m1, src + 32);
        __m512i xyz = _mm512_permutex2var_epi16(a, perm, b);
        __m512i X = _mm512_cvtepi16_epi64(_mm512_castsi512_si128(xyz));
        __m512i Y = _mm512_cvtepi16_epi64(_mm512_extracti32x4_epi32(xyz, 1));
        __m512i Z = _mm512_cvtepi16_epi64(_mm512_extracti32x4_epi32(xyz, 2));
        int32_t ox[8], oy[8], oz[8];
        _mm256_storeu_si256((__m256i *)ox, row8(X, Y, Z, m.m[0], m.t[0]));
        _mm256_storeu_si256((__m256i *)oy, row8(X, Y, Z, m.m[1], m.t[1]));
        _mm256_storeu_si256((__m256i *)oz, row8(X, Y, Z, m.m[2], m.t[2]));
        for (int k = 0; k < 8; k++) {
            out[i + k].x = ox[k];
            out[i + k].y = oy[k];
            out[i + k].z = oz[k];
        }
    }
    RenderXform_Scalar(&m, src, stride, n - i, out + i);
}

/* floor(a / d) for the int32 a, d > 0 and m = (2^32 - 1) / d, eight lanes:
 * floordiv_recip and udiv_recip of render_internal.h step by step (the
 * 32x32 -> 64-bit product's high half, one remainder test, the sign folded
 * in and out by xor with a's sign). */
__attribute__((target("avx512f,avx512vl"))) static inline __m256i floordiv8(__m256i a, __m256i d,
                                                                           __m256i m)
{
    const __m256i s = _mm256_srai_epi32(a, 31);
    const __m256i n = _mm256_xor_si256(a, s);
    __m512i p = _mm512_mul_epu32(_mm512_cvtepu32_epi64(n), _mm512_cvtepu32_epi64(m));
    __m256i q = _mm512_cvtepi64_epi32(_mm512_srli_epi64(p, 32));
    __m256i rem = _mm256_sub_epi32(n, _mm256_mullo_epi32(q, d));
    q = _mm256_mask_add_epi32(q, _mm256_cmpge_epu32_mask(rem, d), q, _mm256_set1_epi32(1));
    return _mm256_xor_si256(q, s);
}

/* x * f16 of eight lanes as int64, and which of them fit in int32 */
__attribute__((target("avx512f,avx512vl"))) static inline __m256i scale8(__m256i x, __m512i f16,
                                                                        __mmask8 *fits)
{
    __m512i v = _mm512_mul_epi32(_mm512_cvtepi32_epi64(x), f16);
    *fits &= _mm512_cmpge_epi64_mask(v, _mm512_set1_epi64(INT32_MIN)) &
             _mm512_cmple_epi64_mask(v, _mm512_set1_epi64(INT32_MAX));
    return _mm512_cvtepi64_epi32(v);
}

/* x, y, z of the eight vertices vv[0..8): one 16-byte load each (x, y, z,
 * sx) and one two-source permute a coordinate */
__attribute__((target("avx512f,avx512vl"))) static inline void load_xyz8(const VVert *vv,
                                                                        __m256i *px, __m256i *py,
                                                                        __m256i *pz)
{
    __m512i a = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)&vv[0].x));
    __m512i b = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)&vv[4].x));
    for (int k = 1; k < 4; k++) {
        a = _mm512_mask_broadcast_i32x4(a, (__mmask16)(0xF << 4 * k),
                                        _mm_loadu_si128((const __m128i *)&vv[k].x));
        b = _mm512_mask_broadcast_i32x4(b, (__mmask16)(0xF << 4 * k),
                                        _mm_loadu_si128((const __m128i *)&vv[4 + k].x));
    }
    const __m512i ix = _mm512_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m512i one = _mm512_set1_epi32(1);
    __m256i x = _mm512_castsi512_si256(_mm512_permutex2var_epi32(a, ix, b));
    __m256i y = _mm512_castsi512_si256(_mm512_permutex2var_epi32(a, _mm512_add_epi32(ix, one), b));
    __m256i z = _mm512_castsi512_si256(
        _mm512_permutex2var_epi32(a, _mm512_add_epi32(ix, _mm512_add_epi32(one, one)), b));
    *px = x, *py = y, *pz = z;
}

/* RenderXform_Project8 with AVX-512 */
__attribute__((target("avx512f,avx512vl"))) static uint8_t project8_avx512(
    const VVert *vv, const uint32_t *recip, int32_t f16, int32_t cx16, int32_t cy16,
    const int32_t lim[4], RenderProj8 *out)
{
    __m256i x, y, z;
    load_xyz8(vv, &x, &y, &z);
    /* lanes behind the near plane are not read from recip (not set there) */
    __mmask8 ok = _mm256_cmpge_epi32_mask(z, _mm256_set1_epi32(RENDER_NEAR_Z));
    const __m256i m = _mm256_maskz_loadu_epi32(ok, recip);
    const __m512i f = _mm512_set1_epi64(f16);
    const __m256i nx = scale8(x, f, &ok), ny = scale8(y, f, &ok);
    const __m256i sx = _mm256_add_epi32(_mm256_set1_epi32(cx16), floordiv8(nx, z, m));
    const __m256i sy = _mm256_add_epi32(_mm256_set1_epi32(cy16), floordiv8(ny, z, m));
    /* w = udiv_recip(2^W_SHIFT, z, m): a positive numerator, no sign to fold */
    const __m256i w = floordiv8(_mm256_set1_epi32(1 << W_SHIFT), z, m);
    __m256i oc = _mm256_maskz_mov_epi32(_mm256_cmple_epi32_mask(sx, _mm256_set1_epi32(lim[0])),
                                        _mm256_set1_epi32(OC_X0));
    oc = _mm256_mask_or_epi32(oc, _mm256_cmpge_epi32_mask(sx, _mm256_set1_epi32(lim[1])), oc,
                              _mm256_set1_epi32(OC_X1));
    oc = _mm256_mask_or_epi32(oc, _mm256_cmple_epi32_mask(sy, _mm256_set1_epi32(lim[2])), oc,
                              _mm256_set1_epi32(OC_Y0));
    oc = _mm256_mask_or_epi32(oc, _mm256_cmpge_epi32_mask(sy, _mm256_set1_epi32(lim[3])), oc,
                              _mm256_set1_epi32(OC_Y1));
    _mm256_storeu_si256((__m256i *)out->sx, sx);
    _mm256_storeu_si256((__m256i *)out->sy, sy);
    _mm256_storeu_si256((__m256i *)out->w, w);
    _mm256_storeu_si256((__m256i *)out->oc, oc);
    return ok;
}

/* RenderXform_Classify8 with AVX-512: RenderClip_ClassifyVertices' tests,
 * the products in 64-bit lanes (x * f16 and k * z, each factor in int32) */
__attribute__((target("avx512f,avx512vl"))) static void classify8_avx512(const VVert *vv,
                                                                        int32_t f16,
                                                                        const int32_t k[4],
                                                                        uint8_t oc[8])
{
    __m256i x, y, z;
    load_xyz8(vv, &x, &y, &z);
    const __m512i f = _mm512_set1_epi64(f16), z64 = _mm512_cvtepi32_epi64(z);
    const __m512i nx = _mm512_mul_epi32(_mm512_cvtepi32_epi64(x), f);
    const __m512i ny = _mm512_mul_epi32(_mm512_cvtepi32_epi64(y), f);
    __m512i b = _mm512_maskz_mov_epi64(
        _mm512_cmplt_epi64_mask(nx, _mm512_mul_epi32(_mm512_set1_epi64(k[0]), z64)),
        _mm512_set1_epi64(OC_X0));
    b = _mm512_mask_or_epi64(
        b, _mm512_cmpge_epi64_mask(nx, _mm512_mul_epi32(_mm512_set1_epi64(k[1]), z64)), b,
        _mm512_set1_epi64(OC_X1));
    b = _mm512_mask_or_epi64(
        b, _mm512_cmplt_epi64_mask(ny, _mm512_mul_epi32(_mm512_set1_epi64(k[2]), z64)), b,
        _mm512_set1_epi64(OC_Y0));
    b = _mm512_mask_or_epi64(
        b, _mm512_cmpge_epi64_mask(ny, _mm512_mul_epi32(_mm512_set1_epi64(k[3]), z64)), b,
        _mm512_set1_epi64(OC_Y1));
    _mm_storel_epi64((__m128i *)oc, _mm512_cvtepi64_epi8(b));
}

static bool avx512_supported(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
}
#endif

bool RenderXform_VectorSupported(void)
{
#ifdef XFORM_HAVE_AVX512
    static int has = -1; /* CPUID once; a race only computes it twice */
    if (has < 0)
        has = avx512_supported();
    return has;
#else
    return false;
#endif
}

void RenderXform_Vector(const Mat34 *m, const int16_t *src, uint32_t stride, uint32_t n,
                        VVert *out)
{
#ifdef XFORM_HAVE_AVX512
    if ((stride == 3 || stride == 7) && RenderXform_VectorSupported()) {
        xform_avx512(m, src, stride, n, out);
        return;
    }
#endif
    RenderXform_Scalar(m, src, stride, n, out);
}

void RenderXform_Verts(const Mat34 *m, const int16_t *src, uint32_t stride, uint32_t n,
                       VVert *out)
{
    /* the rasteriser's scalar reference path keeps every stage scalar */
    if (Render_RasterPath() != RENDER_RASTER_SCALAR)
        RenderXform_Vector(m, src, stride, n, out);
    else
        RenderXform_Scalar(m, src, stride, n, out);
}

uint8_t RenderXform_Project8(const VVert *vv, const uint32_t *recip, int32_t f16, int32_t cx16,
                             int32_t cy16, const int32_t lim[4], RenderProj8 *out)
{
#ifdef XFORM_HAVE_AVX512
    if (RenderXform_VectorSupported())
        return project8_avx512(vv, recip, f16, cx16, cy16, lim, out);
#endif
    (void)vv, (void)recip, (void)f16, (void)cx16, (void)cy16, (void)lim, (void)out;
    return 0;
}

bool RenderXform_Classify8(const VVert *vv, int32_t f16, const int32_t k[4], uint8_t oc[8])
{
#ifdef XFORM_HAVE_AVX512
    if (RenderXform_VectorSupported()) {
        classify8_avx512(vv, f16, k, oc);
        return true;
    }
#endif
    (void)vv, (void)f16, (void)k, (void)oc;
    return false;
}
