/* The AVX-512 span end pass (RasterSimd_EndsAvx512, render_raster_simd.c)
 * called directly at every count 0..1024: it is software-pipelined (the next
 * vectors' loads and gathers are issued ahead) and reads ex, ey, m in whole
 * vectors of 8, so the counts around a multiple of 8 and the lanes past the
 * last end are where it can go wrong. Its packed starts and steps are
 * compared with a reference written here from the documented integers
 * (render_internal.h and acc_uv / ends_compute of render_raster.c: the
 * closed-form plane values in wrapping arithmetic, w clamped and normalised,
 * the reciprocal from the 4096-bucket table, u w and v w clamped to +-2^33,
 * the box clamp, the steps (next - this) * m >> 32), with garbage in ex,
 * ey, m past the count (the arrays exactly count rounded up to 8 long, so
 * ASan sees a read past them) and canaries after xp, dxp that must stay. */
#include "engine/render/render_internal.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#define TAB_BITS 12
#define TAB_SIZE (1 << TAB_BITS)
#define PLANE_SHIFT 12 /* the plane values' fraction bits (pl[0] is base << 12) */
#define CANARY 0x5A5A5A5A5A5A5A5Aull
#define PAST 16 /* canary entries after the count */

static uint64_t g_seed = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void)
{
    g_seed ^= g_seed << 13;
    g_seed ^= g_seed >> 7;
    g_seed ^= g_seed << 17;
    return g_seed;
}

static int64_t clampi(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }

/* 2^47 / the middle of bucket i of [2^23, 2^24) */
static void make_rtab(uint32_t *t)
{
    for (int i = 0; i < TAB_SIZE; i++) {
        uint64_t mid = ((uint64_t)1 << 23) + ((uint64_t)(2 * i + 1) << (22 - TAB_BITS));
        t[i] = (uint32_t)(((uint64_t)1 << 47) / mid);
    }
}

/* u, v of one end, as documented */
static void ref_uv(const int64_t pl[9], const int64_t box[4], const uint32_t *rtab, bool affine,
                   int32_t ex, int32_t ey, int64_t *u, int64_t *v)
{
    const uint64_t dx = (uint64_t)(int64_t)ex, dy = (uint64_t)(int64_t)ey;
    const int64_t aw = (int64_t)((uint64_t)pl[0] + (uint64_t)pl[1] * dx + (uint64_t)pl[2] * dy);
    const int64_t au = (int64_t)((uint64_t)pl[3] + (uint64_t)pl[4] * dx + (uint64_t)pl[5] * dy);
    const int64_t av = (int64_t)((uint64_t)pl[6] + (uint64_t)pl[7] * dx + (uint64_t)pl[8] * dy);
    if (affine) {
        *u = clampi(au >> PLANE_SHIFT, box[0], box[1]);
        *v = clampi(av >> PLANE_SHIFT, box[2], box[3]);
        return;
    }
    const int64_t w = clampi(aw >> PLANE_SHIFT, 1, (1 << 24) - 1);
    int s = 0;
    while ((w << s) < ((int64_t)1 << 23))
        s++;
    const int64_t r = rtab[((w << s) >> (23 - TAB_BITS)) - TAB_SIZE];
    const int64_t lim = (int64_t)1 << 33;
    const int64_t uw = clampi(au >> PLANE_SHIFT, -lim, lim), vw = clampi(av >> PLANE_SHIFT, -lim, lim);
    *u = clampi((uw * r) >> (31 - s), box[0], box[1]);
    *v = clampi((vw * r) >> (31 - s), box[2], box[3]);
}

/* The packed start and step of end e of count (u, v: every end's) */
static void ref_packed(const int64_t *u, const int64_t *v, const int64_t *m, int e, int count,
                       uint64_t *xp, uint64_t *dxp)
{
    const int32_t du = e + 1 < count ? (int32_t)(((u[e + 1] - u[e]) * m[e]) >> 32) : 0;
    const int32_t dv = e + 1 < count ? (int32_t)(((v[e + 1] - v[e]) * m[e]) >> 32) : 0;
    *xp = ((uint64_t)(uint32_t)v[e] << 32) + (uint32_t)u[e];
    *dxp = (uint64_t)((int64_t)dv * 4294967296LL + du);
}

/* Random planes: kind 0 a plausible face (w about 2^16..2^22 at the
 * reference point, small gradients), 1 wide gradients, 2 any 64-bit values. */
static void random_planes(int kind, int64_t pl[9], int64_t box[4])
{
    pl[0] = (int64_t)((1 << 16) + rnd() % (1u << 22)) << PLANE_SHIFT;
    pl[1] = (int64_t)(rnd() % (1u << 14)) - (1 << 13);
    pl[2] = (int64_t)(rnd() % (1u << 14)) - (1 << 13);
    for (int k = 3; k < 9; k++)
        pl[k] = (int64_t)rnd() >> (kind == 0 ? 30 + rnd() % 20 : rnd() % 40);
    if (kind == 2)
        for (int k = 0; k < 9; k++)
            pl[k] = (int64_t)rnd();
    for (int k = 0; k < 4; k += 2) {
        int64_t a = (int64_t)(rnd() % (1u << 24)), b = (int64_t)(rnd() % (1u << 24));
        box[k] = a < b ? a : b;
        box[k + 1] = a < b ? b : a;
    }
    if (rnd() & 1) { /* the usual whole tile */
        box[0] = box[2] = 0;
        box[1] = box[3] = ((int64_t)256 << 16) - 1;
    }
}

/* The step multipliers the rasteriser uses: ceil(2^32 / L) for L = 4..256,
 * or (65536 / n) << 16 for n = 0..256 steps */
static int64_t random_m(void)
{
    if (rnd() & 1) {
        int64_t L = 4 * (int64_t)(1 + rnd() % 64);
        return (((int64_t)1 << 32) + L - 1) / L;
    }
    int n = (int)(rnd() % 257);
    return n ? (int64_t)(65536 / n) << 16 : 0;
}

/* One call at `count` with random inputs; false (what differs in msg) when
 * an output or a canary differs from the reference. */
static bool one_call(int count, int kind, bool affine, const uint32_t *rtab, char *msg, size_t cap)
{
    const int room = (count + 7) & ~7;
    const size_t in = (size_t)room + (room == 0); /* exactly room: ASan sees a read past */
    int32_t *ex = malloc(sizeof *ex * in), *ey = malloc(sizeof *ey * in);
    int64_t *m = malloc(sizeof *m * in), *u = malloc(sizeof *u * (size_t)(count + 1));
    int64_t *v = malloc(sizeof *v * (size_t)(count + 1));
    uint64_t *xp = malloc(sizeof *xp * (size_t)(count + PAST));
    uint64_t *dxp = malloc(sizeof *dxp * (size_t)(count + PAST));
    bool ok = ex && ey && m && u && v && xp && dxp;
    int64_t pl[9], box[4];
    random_planes(kind, pl, box);
    for (int i = 0; ok && i < room; i++) {
        const bool past = i >= count; /* garbage: never to be used */
        ex[i] = past || kind == 2 ? (int32_t)rnd() : (int32_t)(rnd() % 20000) - 4000;
        ey[i] = past || kind == 2 ? (int32_t)rnd() : (int32_t)(rnd() % 8000) - 4000;
        m[i] = past ? (int64_t)rnd() : random_m();
    }
    if (ok && count)
        m[count - 1] = 0; /* a row's last end (the documented precondition) */
    for (int i = 0; ok && i < count + PAST; i++)
        xp[i] = dxp[i] = CANARY;
    if (ok)
        RasterSimd_EndsAvx512(xp, dxp, count, ex, ey, m, pl, rtab, box, affine);
    for (int e = 0; ok && e < count; e++)
        ref_uv(pl, box, rtab, affine, ex[e], ey[e], &u[e], &v[e]);
    for (int e = 0; ok && e < count + PAST; e++) {
        uint64_t rx = CANARY, rdx = CANARY;
        if (e < count)
            ref_packed(u, v, m, e, count, &rx, &rdx);
        if (xp[e] != rx || dxp[e] != rdx) {
            snprintf(msg, cap,
                     "count %d kind %d affine %d end %d: xp %016llx dxp %016llx, expected %016llx %016llx",
                     count, kind, affine, e, (unsigned long long)xp[e], (unsigned long long)dxp[e],
                     (unsigned long long)rx, (unsigned long long)rdx);
            ok = false;
        }
    }
    if (!(ex && ey && m && u && v && xp && dxp))
        snprintf(msg, cap, "out of memory");
    free(ex);
    free(ey);
    free(m);
    free(u);
    free(v);
    free(xp);
    free(dxp);
    return ok;
}

TEST(render_ends_avx512_every_count_matches_the_documented_integers)
{
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx512f") || !__builtin_cpu_supports("avx512cd") ||
        !__builtin_cpu_supports("avx512dq") || !__builtin_cpu_supports("avx512vl"))
        SKIP("the CPU has no AVX-512 F/CD/DQ/VL: RasterSimd_EndsAvx512 is never called");
    uint32_t *rtab = malloc(sizeof *rtab * TAB_SIZE);
    CHECK(rtab);
    make_rtab(rtab);
    char msg[256] = "";
    bool ok = true;
    for (int count = 0; ok && count <= 1024; count++)
        for (int rep = 0; ok && rep < 6; rep++)
            ok = one_call(count, rep % 3, rep >= 3, rtab, msg, sizeof msg);
    free(rtab);
    CHECK_MSG(ok, "%s", msg);
}

#endif
