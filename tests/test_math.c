/* Fixed-point math: trig tables, atan2, square roots, matrices, projection. */
#include "engine/math/matrix.h"
#include "tests/test.h"

#include <stdlib.h>

static int iabs(int v) { return v < 0 ? -v : v; }

TEST(math_sin_cos_key_angles)
{
    CHECK_EQ(Math_Sin(0), 0);
    CHECK_EQ(Math_Sin(0x4000), 16384);
    CHECK_EQ(Math_Sin(0x8000), 0);
    CHECK_EQ(Math_Sin(0xC000), -16384);
    CHECK_EQ(Math_Cos(0), 16384);
    CHECK_EQ(Math_Cos(0x8000), -16384);
    CHECK_EQ(Math_Sin(0x10000 + 0x4000), 16384); /* wraps */
    CHECK_EQ(Math_Sin(-0x4000), -16384);
    /* 30 degrees = 0x1555: sin = 0.5 */
    CHECK(iabs(Math_Sin(0x1555) - 8192) <= 25); /* table step is 16 units */
    /* 45 degrees: 0.70710678 * 16384 = 11585.2 */
    CHECK(iabs(Math_Sin(0x2000) - 11585) <= 1);
    CHECK(iabs(Math_Cos(0x2000) - 11585) <= 1);
}

TEST(math_sin_cos_identity)
{
    /* sin^2 + cos^2 = 1 within table rounding, for every table step */
    for (int a = 0; a < 65536; a += 16) {
        int64_t s = Math_Sin(a), c = Math_Cos(a);
        int64_t sum = s * s + c * c;
        CHECK_MSG(llabs(sum - (int64_t)16384 * 16384) <= 2 * 16384 + 2, "angle %d: %lld", a,
                  (long long)sum);
        /* odd symmetry */
        CHECK_EQ(Math_Sin(-a), -Math_Sin(a));
    }
}

/* The original's sine folds the angle into the first quadrant before it
 * indexes the table by angle / 16, so in the second and fourth quadrants an
 * angle between two table steps takes the step nearer the axis. Lara's
 * walk in LEVEL1_walk_run_turn at yaw -4122 moves x by -5 (not -6) at speed
 * 13 because of it. */
TEST(math_sin_folds_before_indexing)
{
    CHECK_EQ(Math_Sin(-4122), -Math_SinQuarter[4122 >> 4]);
    CHECK_EQ((Math_Sin(-4122) * 13) >> 14, -5);
    CHECK_EQ(Math_Sin(0x4000 + 1), Math_SinQuarter[(0x4000 - 1) >> 4]);
    CHECK_EQ(Math_Sin(0x8000 + 17), -Math_SinQuarter[17 >> 4]);
    CHECK_EQ(Math_Cos(0x1000), Math_SinQuarter[0x3000 >> 4]);
    /* so the sine is exactly odd and sin(pi - a) = sin(a) for every angle */
    for (int32_t a = 0; a < 0x10000; a++) {
        CHECK_EQ(Math_Sin(-a), -Math_Sin(a));
        CHECK_EQ(Math_Sin(0x8000 - a), Math_Sin(a));
    }
}

TEST(math_atan2_quadrants)
{
    CHECK_EQ(Math_Atan2(0, 0), 0);
    CHECK_EQ(Math_Atan2(0, 100), 0);
    CHECK_EQ(Math_Atan2(100, 0), 0x4000);
    CHECK_EQ(Math_Atan2(0, -100), 0x8000);
    CHECK_EQ(Math_Atan2(-100, 0), 0xC000);
    CHECK_EQ(Math_Atan2(100, 100), 0x2000);
    CHECK_EQ(Math_Atan2(-100, -100), 0xA000);
    /* the peer view's target: (75264 - 73984, 3584 - 3327) */
    int a = Math_Atan2(1280, 257);
    CHECK_MSG(iabs(a - 14319) <= 8, "got %d", a);
}

TEST(math_atan2_inverts_sin_cos)
{
    for (int a = 0; a < 65536; a += 97) {
        int32_t s = Math_Sin(a), c = Math_Cos(a);
        int back = Math_Atan2(s * 64, c * 64);
        int d = (back - a) & 0xFFFF;
        if (d > 0x8000)
            d -= 0x10000;
        CHECK_MSG(iabs(d) <= 24, "angle %d -> %d", a, back);
    }
    /* large inputs do not overflow */
    CHECK_EQ(Math_Atan2(INT32_MAX, INT32_MAX), 0x2000);
    CHECK_EQ(Math_Atan2(INT32_MIN, 0), 0xC000);
}

TEST(math_sqrt)
{
    CHECK_EQ(Math_Sqrt32(0), 0u);
    CHECK_EQ(Math_Sqrt32(1), 1u);
    CHECK_EQ(Math_Sqrt32(15), 3u);
    CHECK_EQ(Math_Sqrt32(16), 4u);
    CHECK_EQ(Math_Sqrt32(UINT32_MAX), 65535u);
    CHECK_EQ(Math_Sqrt64((uint64_t)4294967295u * 4294967295u), 4294967295u);
    CHECK_EQ(Math_Sqrt64(UINT64_MAX), 4294967295u);
    for (uint64_t v = 1; v < 2000000; v = v * 3 + 1) {
        uint64_t r = Math_Sqrt64(v);
        CHECK(r * r <= v && (r + 1) * (r + 1) > v);
    }
    CHECK_EQ(Math_Length3(3, 4, 12), 13u);
    CHECK_EQ(Math_Length3(-100000, 0, 0), 100000u);
}

TEST(math_matrix_rotations_follow_tr_conventions)
{
    Mat34 m;
    int64_t o[3];
    /* yaw 90 degrees: forward (+z) becomes +x */
    Mat34_Identity(&m);
    Mat34_RotY(&m, 0x4000);
    Mat34_Transform(&m, 0, 0, 1024, o);
    CHECK(llabs(o[0] - 1024) <= 1 && llabs(o[1]) <= 1 && llabs(o[2]) <= 1);
    /* positive pitch tilts forward up (towards -y) */
    Mat34_Identity(&m);
    Mat34_RotX(&m, 0x4000);
    Mat34_Transform(&m, 0, 0, 1024, o);
    CHECK(llabs(o[1] + 1024) <= 1 && llabs(o[2]) <= 1);
    /* roll 90: +x goes to +y */
    Mat34_Identity(&m);
    Mat34_RotZ(&m, 0x4000);
    Mat34_Transform(&m, 1024, 0, 0, o);
    CHECK(llabs(o[1] - 1024) <= 1 && llabs(o[0]) <= 1);
    /* YXZ order: yaw then pitch, i.e. pitch applies in the yawed frame */
    Mat34_Identity(&m);
    Mat34_RotYXZ(&m, 0x4000, 0x4000, 0);
    Mat34_Transform(&m, 0, 0, 1024, o);
    CHECK(llabs(o[1] + 1024) <= 1); /* looking straight up */
    Mat34_Transform(&m, 0, 1024, 0, o);
    CHECK(llabs(o[0] - 1024) <= 2); /* "down" now points along +x */
}

TEST(math_matrix_translate_inverse_stack)
{
    Mat34 m, inv, id;
    Mat34_FromPosRot(&m, 75264, 3072, 3584, 0x1234, -0x0800, 0x0100);
    Mat34_InverseRigid(&inv, &m);
    Mat34_Mul(&id, &inv, &m);
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++)
            /* The original's sine folds the angle before indexing, so sin
             * and cos of one angle may come from table steps 16 units
             * apart: a rotation is orthonormal to about 1 part in 800. */
            CHECK_MSG(iabs(id.m[r][c] - (r == c ? 16384 : 0)) <= 32, "m[%d][%d] = %d", r, c,
                      id.m[r][c]);
    int64_t o[3];
    Mat34_Transform(&id, 1000, -2000, 3000, o);
    CHECK(llabs(o[0] - 1000) <= 4 && llabs(o[1] + 2000) <= 4 && llabs(o[2] - 3000) <= 4);
    /* world -> local -> world round trip of a point */
    Mat34_Transform(&m, 100, 200, 300, o);
    int64_t back[3];
    Mat34_Transform(&inv, (int32_t)o[0], (int32_t)o[1], (int32_t)o[2], back);
    CHECK(llabs(back[0] - 100) <= 3 && llabs(back[1] - 200) <= 3 && llabs(back[2] - 300) <= 3);

    MatStack s;
    MatStack_Init(&s, NULL);
    CHECK(!MatStack_Pop(&s)); /* the base cannot be popped */
    CHECK(MatStack_Push(&s));
    MatStack_Translate(&s, 10, 20, 30);
    MatStack_RotYXZ(&s, 0x4000, 0, 0);
    MatStack_Translate(&s, 0, 0, 100); /* local +z = world +x after the yaw */
    Mat34_Transform(MatStack_Top(&s), 0, 0, 0, o);
    CHECK(llabs(o[0] - 110) <= 1 && o[1] == 20 && llabs(o[2] - 30) <= 1);
    CHECK(MatStack_Pop(&s));
    Mat34_Transform(MatStack_Top(&s), 5, 6, 7, o);
    CHECK(o[0] == 5 && o[1] == 6 && o[2] == 7);
    int pushes = 0;
    while (MatStack_Push(&s))
        pushes++;
    CHECK_EQ(pushes, MATSTACK_DEPTH - 1);
}

TEST(math_projection)
{
    /* 80 degrees at 4:3: f = 320 / tan(40) = 381.4 at 480 lines */
    int32_t f = Math_FocalLength(480, ANGLE_DEG(80));
    CHECK_MSG(iabs(f - 381) <= 1, "f = %d", f);
    /* wider screens keep the vertical extent (Hor+): f depends on height only */
    CHECK_EQ(Math_FocalLength(1080, ANGLE_DEG(80)), Math_FocalLength(1080, ANGLE_DEG(80)));
    CHECK(iabs(Math_FocalLength(1080, ANGLE_DEG(80)) - 858) <= 1);
    int32_t sx, sy;
    CHECK(Math_Project(1000, -500, 1000, f, 320, 240, 4, &sx, &sy));
    CHECK_EQ(sx, (320 + f) * 16);
    CHECK(sy < 240 * 16);
    CHECK(!Math_Project(0, 0, 0, f, 320, 240, 4, &sx, &sy));
    /* a point at the edge of the 80 degree view lands on the screen edge */
    CHECK(Math_Project(Math_Sin(ANGLE_DEG(40)), 0, Math_Cos(ANGLE_DEG(40)), f, 320, 240, 0, &sx, &sy));
    CHECK_MSG(iabs(sx - 640) <= 1, "sx = %d", sx);
}
