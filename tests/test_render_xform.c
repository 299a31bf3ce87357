/* The vector vertex transform (engine/render/render_xform.c) gives xform()'s
 * integers: random matrices and points, extremes included (int16 and int32
 * limits, results clamped at both ends, translations far outside the
 * clamp), of both strides (Vec3s, RoomVertex) and every count up to 41 (the
 * blocks of eight and the scalar tail), each point array allocated to its
 * exact size; only x, y, z of each vertex are written. */
#include "engine/render/render_internal.h"
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

static uint64_t g_rng = 0x9E3779B97F4A7C15u;

static uint32_t rnd(void)
{
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 7;
    g_rng ^= g_rng << 17;
    return (uint32_t)(g_rng >> 16);
}

/* an int32 matrix entry: mostly rotation-sized, often an extreme */
static int32_t rnd_entry(void)
{
    static const int32_t ext[] = {INT32_MIN, INT32_MAX, 0, 1 << 14, -(1 << 14), -1, 1};
    switch (rnd() % 4) {
    case 0:
        return ext[rnd() % COUNT_OF(ext)];
    case 1:
        return (int32_t)rnd();
    default:
        return (int32_t)(rnd() % (2 << 14)) - (1 << 14);
    }
}

static int16_t rnd_coord(void)
{
    static const int16_t ext[] = {INT16_MIN, INT16_MAX, 0, -1, 1};
    return rnd() % 4 == 0 ? ext[rnd() % COUNT_OF(ext)] : (int16_t)rnd();
}

/* translations up to +-2^60 (the scalar sum stays inside int64) */
static int64_t rnd_trans(void)
{
    int64_t t = (int64_t)(((uint64_t)rnd() << 32) | rnd()) >> (3 + rnd() % 40);
    return t;
}

TEST(render_xform_vector_matches_scalar)
{
    int compared = 0;
    for (int iter = 0; iter < 3000; iter++) {
        Mat34 m;
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++)
                m.m[r][c] = rnd_entry();
            m.t[r] = rnd_trans();
        }
        const uint32_t stride = iter & 1 ? 7 : 3;
        const uint32_t n = (uint32_t)(iter % 42);
        int16_t *src = malloc((n ? n : 1) * stride * sizeof(int16_t));
        VVert a[41], b[41];
        CHECK(src);
        for (uint32_t i = 0; i < n * stride; i++)
            src[i] = rnd_coord();
        memset(a, 0xA5, sizeof a);
        memset(b, 0xA5, sizeof b);
        RenderXform_Scalar(&m, src, stride, n, a);
        RenderXform_Vector(&m, src, stride, n, b);
        CHECK_MSG(memcmp(a, b, sizeof a) == 0, "iteration %d (stride %u, %u points) differs", iter,
                  stride, n);
        /* the reference itself: xform() of each point, nothing past x, y, z written */
        for (uint32_t i = 0; i < n; i++) {
            VVert o;
            memset(&o, 0xA5, sizeof o);
            xform(&m, src[i * stride], src[i * stride + 1], src[i * stride + 2], &o);
            CHECK(memcmp(&o, &a[i], sizeof o) == 0);
        }
        free(src);
        compared += (int)n;
    }
    CHECK(compared > 50000);
    if (!RenderXform_VectorSupported())
        SKIP("no AVX-512 on this CPU: only the scalar transform was compared with itself");
}

/* the clamp is reached at both ends by the vector code too (and not below) */
TEST(render_xform_vector_clamps)
{
    Mat34 m;
    memset(&m, 0, sizeof m);
    m.m[0][0] = INT32_MAX;
    m.m[1][1] = INT32_MIN;
    m.t[2] = (int64_t)5 << 40;
    int16_t src[8 * 3];
    for (int i = 0; i < 8; i++) {
        src[i * 3] = i & 1 ? INT16_MAX : INT16_MIN;
        src[i * 3 + 1] = i & 2 ? INT16_MAX : 3;
        src[i * 3 + 2] = (int16_t)i;
    }
    VVert v[8];
    RenderXform_Vector(&m, src, 3, 8, v);
    for (int i = 0; i < 8; i++) {
        CHECK_EQ(v[i].x, i & 1 ? 1 << 28 : -(1 << 28));
        CHECK_EQ(v[i].y, i & 2 ? -(1 << 28) : (int32_t)(((int64_t)INT32_MIN * 3) >> 14));
        CHECK_EQ(v[i].z, 1 << 28);
    }
}
