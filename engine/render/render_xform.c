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
