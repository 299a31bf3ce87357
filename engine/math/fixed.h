/* Fixed-point scalar math: 16-bit angles, 14-bit sin/cos, integer atan2 and
 * square roots. Everything is integer-only and table driven, so results are
 * identical on every machine.
 *
 * Angles: 65536 units to a full turn (uint16_t wraps naturally; int32 angles
 * are accepted and reduced modulo 65536). 0x4000 = 90 degrees.
 * sin/cos: 1.0 = 1 << FIXED_TRIG_SHIFT (16384). */
#ifndef TOMB8_ENGINE_MATH_FIXED_H
#define TOMB8_ENGINE_MATH_FIXED_H

#include "engine/core/common.h"

#define FIXED_TRIG_SHIFT 14
#define FIXED_ONE (1 << FIXED_TRIG_SHIFT)
#define W2V_SHIFT 14 /* matrices: 1.0 = 1 << 14 */

#define ANGLE_DEG(d) ((int32_t)((d) * 65536 / 360)) /* integer degrees only */
#define ANGLE_90 0x4000
#define ANGLE_180 0x8000

/* Generated tables (engine/math/trig_tables.c). */
extern const int16_t Math_SinQuarter[1025];
extern const uint16_t Math_AtanTable[2049];

/* sin/cos of a 16-bit angle, 14-bit fraction (-16384..16384), bit for bit
 * as the original: the angle is first folded into the first quadrant, then
 * the table (4096 steps per turn) is indexed by the folded angle / 16. In
 * the second and fourth quadrants this rounds the other way from indexing
 * by angle / 16 and folding the index; Lara's moves depend on it. */
static inline int32_t Math_Sin(int32_t angle)
{
    uint32_t a = (uint32_t)angle & 0xFFFFu;
    uint32_t i = a & 0x3FFFu;
    switch (a >> 14) {
    case 0: return Math_SinQuarter[i >> 4];
    case 1: return Math_SinQuarter[(0x4000u - i) >> 4];
    case 2: return -Math_SinQuarter[i >> 4];
    default: return -Math_SinQuarter[(0x4000u - i) >> 4];
    }
}

static inline int32_t Math_Cos(int32_t angle) { return Math_Sin(angle + ANGLE_90); }

/* atan2 in 16-bit angle units, TR convention: Math_Atan2(x, z) is the yaw of
 * the direction (x, z), i.e. 0 for +z, 0x4000 for +x, 0x8000 for -z,
 * 0xC000 for -x. Returns 0 for (0, 0). Result in 0..65535. */
uint16_t Math_Atan2(int32_t x, int32_t z);

/* Integer square roots, rounded down. */
uint32_t Math_Sqrt32(uint32_t v);
uint32_t Math_Sqrt64(uint64_t v);

/* Length of a vector (rounded down), 64-bit internally. */
uint32_t Math_Length3(int32_t x, int32_t y, int32_t z);

#endif
