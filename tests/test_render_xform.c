/* The vector vertex transform (engine/render/render_xform.c) gives xform()'s
 * integers: random matrices and points, extremes included (int16 and int32
 * limits, results clamped at both ends, translations far outside the
 * clamp), of both strides (Vec3s, RoomVertex) and every count up to 41 (the
 * blocks of eight and the scalar tail), each point array allocated to its
 * exact size; only x, y, z of each vertex are written. And the projection
 * of RenderClip_ProjectVertices and the classification of
 * RenderClip_ClassifyVertices, eight vertices at a time, give the scalar
 * path's vertices, w and outcodes, vertices on the outcode tests' boundaries
 * included. */
#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "tests/render_test_room.h"
#include "tests/test.h"

#include <stdio.h>
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

/* random view-space vertices: behind the near plane, just in front of it
 * (with coordinates whose product with the focal length leaves int32),
 * or anywhere up to the clamp */
static void rnd_verts(VVert *v, uint32_t n)
{
    memset(v, 0, n * sizeof *v);
    for (uint32_t i = 0; i < n; i++) {
        int32_t lim = rnd() % 3 == 0 ? 1 << 28 : 1 << (rnd() % 16);
        v[i].x = (int32_t)(rnd() % (2u * (uint32_t)lim + 1)) - lim;
        v[i].y = (int32_t)(rnd() % (2u * (uint32_t)lim + 1)) - lim;
        switch (rnd() % 4) {
        case 0:
            v[i].z = (int32_t)(rnd() % (RENDER_NEAR_Z + 100)) - 100;
            break;
        case 1:
            v[i].z = RENDER_NEAR_Z + (int32_t)(rnd() % 64);
            break;
        default:
            v[i].z = RENDER_NEAR_Z + (int32_t)(rnd() % (1 << (rnd() % 29)));
        }
        v[i].oc = (uint8_t)((v[i].z < RENDER_NEAR_Z ? OC_NEAR : 0) | (rnd() % 2 ? OC_FAR : 0));
        v[i].shade = (int32_t)rnd();
    }
}

/* Puts about a quarter of v[0..n) on a boundary: z = f16 * t and x (or y)
 * = K * t - 1, + 0 or + 1 for one of the four K, so that x * f16 - K * z is
 * -f16 * t, 0 or f16 * t: the outcode tests' equal cases (K = k of
 * ClassifyVertices), and projections onto the rectangle's edges (K = the
 * edge minus the centre, in subpixels). */
static void boundary_verts(VVert *v, uint32_t n, int64_t f16, const int32_t K[4])
{
    for (uint32_t i = 0; i < n; i++) {
        if (rnd() % 4 || f16 > (1 << 24))
            continue;
        const int32_t t = 1 + (int32_t)(rnd() % 4), j = (int32_t)(rnd() % 4);
        const int32_t c = K[j] * t + (int32_t)(rnd() % 3) - 1;
        v[i].z = (int32_t)f16 * t;
        if (j < 2)
            v[i].x = c;
        else
            v[i].y = c;
        v[i].oc &= OC_FAR;
    }
}

/* A 640x480 renderer on the test room (lv holds the room: Level_Free it
 * after Render_Destroy); NULL with the reason in err */
static Renderer *xform_renderer(Level *lv, char *err, size_t cap)
{
    if (!RenderTestRoom_Build(lv, "xform_room.phd")) {
        snprintf(err, cap, "cannot build the test room");
        return NULL;
    }
    Renderer *r = Render_Create(lv, 640, 480, NULL, err, cap);
    if (!r)
        Level_Free(lv);
    return r;
}

/* A random focal length (now and then one too large for the vector
 * code's 32-bit products), screen centre and clip rectangle inside a
 * 640x480 view */
static RectI rnd_view(Renderer *r, int iter)
{
    r->f = iter % 50 == 0 ? (1 << 27) + (int32_t)(rnd() % 1000) : 100 + (int32_t)(rnd() % 20000);
    r->cx = (int32_t)(rnd() % 640);
    r->cy = (int32_t)(rnd() % 480);
    int16_t x0 = (int16_t)(rnd() % 640), y0 = (int16_t)(rnd() % 480);
    return (RectI){x0, y0, (int16_t)(x0 + rnd() % (640 - x0 + 1)),
                   (int16_t)(y0 + rnd() % (480 - y0 + 1))};
}

/* RenderClip_ProjectVertices gives the same vertices, w and outcodes on the
 * vector path as on the scalar reference path, and the vector code's lanes
 * (RenderXform_Project8) are the scalar results */
TEST(render_xform_projection_matches_scalar)
{
    Level lv;
    char err[256];
    Renderer *r = xform_renderer(&lv, err, sizeof err);
    CHECK_MSG(r, "%s", err);
    const RenderRasterPath was = Render_RasterPath();
    int lanes = 0;
    for (int iter = 0; iter < 2000; iter++) {
        const RectI rect = rnd_view(r, iter);
        const uint32_t n = (uint32_t)(iter % 41);
        VVert a[40], b[40];
        int32_t wa[40], wb[40];
        rnd_verts(a, n);
        const int32_t cx16 = r->cx * SUB_ONE, cy16 = r->cy * SUB_ONE;
        const int32_t edges[4] = {(rect.x0 << SUB_BITS) - cx16, (rect.x1 << SUB_BITS) - cx16,
                                  (rect.y0 << SUB_BITS) - cy16, (rect.y1 << SUB_BITS) - cy16};
        boundary_verts(a, n, (int64_t)r->f * SUB_ONE, edges);
        memcpy(b, a, sizeof a);
        for (int i = 0; i < 40; i++)
            wa[i] = wb[i] = (int32_t)rnd();
        CHECK(Render_SetRasterPath(RENDER_RASTER_SCALAR));
        uint16_t ra = RenderClip_ProjectVertices(r, a, wa, n, rect);
        CHECK(Render_SetRasterPath(was));
        uint16_t rb = RenderClip_ProjectVertices(r, b, wb, n, rect);
        CHECK_MSG(ra == rb && memcmp(a, b, sizeof a) == 0 && memcmp(wa, wb, sizeof wa) == 0,
                  "iteration %d (%u vertices) differs", iter, n);
        /* the lanes the vector code does are the scalar results */
        const int32_t lim[4] = {rect.x0 << SUB_BITS, rect.x1 << SUB_BITS, rect.y0 << SUB_BITS,
                                rect.y1 << SUB_BITS};
        const int64_t f16 = (int64_t)r->f * SUB_ONE;
        for (uint32_t i = 0; i + 8 <= n && f16 <= INT32_MAX; i += 8) {
            VVert c[8];
            uint32_t recip[8];
            memcpy(c, b + i, sizeof c);
            for (int k = 0; k < 8; k++) {
                c[k].oc &= OC_CLIP;
                recip[k] = c[k].z > 0 ? UINT32_MAX / (uint32_t)c[k].z : 0;
            }
            RenderProj8 p;
            uint8_t done = RenderXform_Project8(c, recip, (int32_t)f16, r->cx * SUB_ONE,
                                                r->cy * SUB_ONE, lim, &p);
            for (int k = 0; k < 8; k++) {
                if (!(done >> k & 1))
                    continue;
                CHECK(a[i + k].z >= RENDER_NEAR_Z);
                CHECK_EQ(p.sx[k], a[i + k].sx);
                CHECK_EQ(p.sy[k], a[i + k].sy);
                CHECK_EQ(p.w[k], wa[i + k]);
                CHECK_EQ(p.oc[k] | c[k].oc, a[i + k].oc);
                lanes++;
            }
        }
    }
    Render_Destroy(r);
    Level_Free(&lv);
    if (!RenderXform_VectorSupported())
        SKIP("no AVX-512 on this CPU: only the scalar projection was compared with itself");
    CHECK_MSG(lanes > 5000, "only %d lanes projected by the vector code", lanes);
}

/* RenderClip_ClassifyVertices gives the same outcodes on the vector path as
 * on the scalar reference path, and RenderXform_Classify8's bits are the
 * scalar ones */
TEST(render_xform_classify_matches_scalar)
{
    Level lv;
    char err[256];
    Renderer *r = xform_renderer(&lv, err, sizeof err);
    CHECK_MSG(r, "%s", err);
    const RenderRasterPath was = Render_RasterPath();
    int blocks = 0;
    for (int iter = 0; iter < 2000; iter++) {
        const RectI rect = rnd_view(r, iter);
        const uint32_t n = (uint32_t)(iter % 41);
        VVert a[40], b[40];
        rnd_verts(a, n);
        const int32_t kk[4] = {(rect.x0 << SUB_BITS) - r->cx * SUB_ONE + 1,
                               (rect.x1 << SUB_BITS) - r->cx * SUB_ONE,
                               (rect.y0 << SUB_BITS) - r->cy * SUB_ONE + 1,
                               (rect.y1 << SUB_BITS) - r->cy * SUB_ONE};
        boundary_verts(a, n, (int64_t)r->f * SUB_ONE, kk);
        memcpy(b, a, sizeof a);
        CHECK(Render_SetRasterPath(RENDER_RASTER_SCALAR));
        RenderClip_ClassifyVertices(r, a, n, rect);
        CHECK(Render_SetRasterPath(was));
        RenderClip_ClassifyVertices(r, b, n, rect);
        CHECK_MSG(memcmp(a, b, sizeof a) == 0, "iteration %d (%u vertices) differs", iter, n);
        const int64_t f16 = (int64_t)r->f * SUB_ONE;
        for (uint32_t i = 0; i + 8 <= n && f16 <= INT32_MAX; i += 8) {
            uint8_t bits[8];
            if (!RenderXform_Classify8(b + i, (int32_t)f16, kk, bits))
                continue;
            for (int j = 0; j < 8; j++)
                if (!(a[i + j].oc & OC_NEAR))
                    CHECK_EQ(bits[j] | OC_LAZY | (a[i + j].oc & OC_CLIP), a[i + j].oc);
            blocks++;
        }
    }
    Render_Destroy(r);
    Level_Free(&lv);
    if (!RenderXform_VectorSupported())
        SKIP("no AVX-512 on this CPU: only the scalar classification was compared with itself");
    CHECK_MSG(blocks > 1000, "only %d blocks classified by the vector code", blocks);
}
