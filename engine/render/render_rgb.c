/* Palette -> RGB24 conversion, 64 pixels at a time with AVX-512 VBMI
 * (Render_ToRGB calls it when the CPU has it; the scalar loop in render.c is
 * the reference and gives the same bytes). Each channel's 256 entries sit in
 * four registers: two 2-table byte permutes on the index's low 7 bits and a
 * blend on bit 7 look 64 pixels up; three more permute pairs interleave the
 * channels into the 192 output bytes. Compiled with a target attribute (no
 * global -mavx512*). */
#include "engine/render/render_internal.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

bool RenderRGB_HaveVbmi(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vbmi");
}

__attribute__((target("avx512f,avx512bw,avx512vbmi"))) size_t
RenderRGB_Avx512(const uint8_t planes[3][256], const uint8_t *fb, uint8_t *rgb, size_t n)
{
    __m512i tab[3][4];
    for (int c = 0; c < 3; c++)
        for (int q = 0; q < 4; q++)
            tab[c][q] = _mm512_loadu_si512(planes[c] + 64 * q);
    /* output chunk k, byte j: pixel p = (64k + j) / 3, channel (64k + j) % 3;
     * red and green come from one two-source permute (green at 64 + p), blue
     * from a masked one over it */
    uint8_t irg[3][64], ib[3][64];
    __mmask64 mb[3] = {0, 0, 0};
    for (int k = 0; k < 3; k++)
        for (int j = 0; j < 64; j++) {
            int q = 64 * k + j, p = q / 3, c = q % 3;
            irg[k][j] = (uint8_t)(c == 1 ? 64 + p : p);
            ib[k][j] = (uint8_t)p;
            if (c == 2)
                mb[k] |= (__mmask64)1 << j;
        }
    __m512i vrg[3], vb[3];
    for (int k = 0; k < 3; k++) {
        vrg[k] = _mm512_loadu_si512(irg[k]);
        vb[k] = _mm512_loadu_si512(ib[k]);
    }
    size_t i = 0;
    for (; i + 64 <= n; i += 64) {
        const __m512i x = _mm512_loadu_si512(fb + i);
        const __mmask64 top = _mm512_movepi8_mask(x);
        __m512i ch[3];
        for (int c = 0; c < 3; c++) {
            const __m512i lo = _mm512_permutex2var_epi8(tab[c][0], x, tab[c][1]);
            const __m512i hi = _mm512_permutex2var_epi8(tab[c][2], x, tab[c][3]);
            ch[c] = _mm512_mask_blend_epi8(top, lo, hi);
        }
        uint8_t *o = rgb + i * 3;
        for (int k = 0; k < 3; k++) {
            __m512i t = _mm512_permutex2var_epi8(ch[0], vrg[k], ch[1]);
            t = _mm512_mask_permutexvar_epi8(t, mb[k], vb[k], ch[2]);
            _mm512_storeu_si512(o + 64 * k, t);
        }
    }
    return i;
}
#else
bool RenderRGB_HaveVbmi(void) { return false; }

size_t RenderRGB_Avx512(const uint8_t planes[3][256], const uint8_t *fb, uint8_t *rgb, size_t n)
{
    (void)planes;
    (void)fb;
    (void)rgb;
    (void)n;
    return 0;
}
#endif
