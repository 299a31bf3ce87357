/* What the span loops of textured faces (render_raster.c) and of flat ones
 * (render_raster_flat.c) share: the shade plane as they evaluate it, so both
 * shade a pixel alike. Internal to engine/render/. */
#ifndef TOMB8_ENGINE_RENDER_RENDER_RASTER_SPAN_H
#define TOMB8_ENGINE_RENDER_RENDER_RASTER_SPAN_H

#include "engine/render/render_internal.h"

#define SUB (1 << SUB_BITS)
#define HALF (SUB / 2)
#define EVAL_SHIFT (GRAD_FRAC + SUB_BITS)
#define SHADE_MAX ((int64_t)0x1FFF << 16)

/* Shade plane value times 2^EVAL_SHIFT at a row: base + gx * (X - x0). */
typedef struct {
    int64_t sh; /* row base in 2^-12 units at X = x0 */
} RowBase;

static inline int64_t clamp64(int64_t v, int64_t lo, int64_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* The shade (16.16 shade units, clamped to 0..0x1FFF) at subpixel X of the
 * row of rb. */
static inline int32_t eval_sh(const Poly *p, const RowBase *rb, int32_t X)
{
    /* shade plane value is shade << 8; want shade << 16 */
    int64_t s = (rb->sh + p->sh.gx * (int64_t)(X - p->x0)) >> (EVAL_SHIFT - 8);
    return (int32_t)clamp64(s, 0, SHADE_MAX);
}

/* The per-pixel step from a to b over n pixels, (b - a) * (65536 / n) >>
 * 16 with recip[n] = 65536 / n (the table of render_raster.c); 0 for n <= 0. */
static inline int32_t shade_step(const int32_t *recip, int32_t a, int32_t b, int n)
{
    return n > 0 ? (int32_t)(((int64_t)(b - a) * recip[n]) >> 16) : 0;
}

/* Keeps the compiler from merging byte stores of neighbouring pixels into
 * one wider store: that costs a shift and an OR per pixel, more than the
 * store it saves (no instruction is emitted). */
#if defined(__GNUC__) || defined(__clang__)
#define STORE_BARRIER() __asm__("" ::: "memory")
#else
#define STORE_BARRIER() ((void)0)
#endif

/* yc - y0 of row y's centre (subpixels), the plane offset of the row. */
static inline int64_t yc0_minus(const Poly *p, int y)
{
    return (int64_t)(y * SUB + HALF) - p->y0;
}

#endif
