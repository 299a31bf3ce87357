/* Integer atan2 and square roots (see fixed.h). */
#include "engine/math/fixed.h"

uint16_t Math_Atan2(int32_t x, int32_t z)
{
    if (x == 0 && z == 0)
        return 0;
    /* Reduce to the first octant: 0 <= small <= big, then fix up by the
     * signs and which axis was bigger. */
    int64_t ax = x < 0 ? -(int64_t)x : x;
    int64_t az = z < 0 ? -(int64_t)z : z;
    int32_t a;
    if (ax <= az)
        a = Math_AtanTable[(ax * 2048 + az / 2) / az];          /* 0..45 deg from +z */
    else
        a = 0x4000 - Math_AtanTable[(az * 2048 + ax / 2) / ax]; /* 45..90 */
    /* a is the angle from +z towards +x in the quadrant x>=0, z>=0. */
    if (z < 0)
        a = 0x8000 - a;
    if (x < 0)
        a = -a;
    return (uint16_t)(a & 0xFFFF);
}

uint32_t Math_Sqrt64(uint64_t v)
{
    uint64_t res = 0, bit = (uint64_t)1 << 62;
    while (bit > v)
        bit >>= 2;
    while (bit) {
        if (v >= res + bit) {
            v -= res + bit;
            res = (res >> 1) + bit;
        } else {
            res >>= 1;
        }
        bit >>= 2;
    }
    return (uint32_t)res;
}

uint32_t Math_Sqrt32(uint32_t v) { return Math_Sqrt64(v); }

uint32_t Math_Length3(int32_t x, int32_t y, int32_t z)
{
    return Math_Sqrt64((uint64_t)((int64_t)x * x) + (uint64_t)((int64_t)y * y) +
                       (uint64_t)((int64_t)z * z));
}
