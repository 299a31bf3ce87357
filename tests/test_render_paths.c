/* Every rasteriser path this CPU supports (scalar reference, PEXT, AVX2,
 * AVX-512) draws the same bytes: the views of every shared level, with their
 * items, compared frame by frame against the scalar path. */
#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "game/capture.h"
#include "tests/test.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* fixed cameras (every one, up to 16) and the centres of six rooms */
static int level_views(const Level *lv, RenderCamera *views, int cap)
{
    int n = 0;
    for (uint32_t k = 0; k < lv->num_cameras && n < cap - 6; k++)
        if (Capture_FixedCameraView(lv, k, &views[n]) && views[n].room >= 0)
            n++;
    for (uint32_t j = 0; j < 6 && n < cap; j++) {
        uint32_t ri = j * lv->num_rooms / 6;
        const Room *rm = &lv->rooms[ri];
        views[n++] = (RenderCamera){rm->x + rm->num_x_sectors * 512, (rm->y_top + rm->y_bottom) / 2,
                                    rm->z + rm->num_z_sectors * 512, (int32_t)ri,
                                    (int16_t)(j * 10923), 0, 0, 0};
    }
    return n;
}

#define MAX_SHARED_LEVELS 32
#define LEVEL_PATH_MAX 1024

static int cmp_path(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

/* The levels on disk: every *.PHD and *.TR2 (any case) in the shared levels'
 * tr1, tr2 and tr3 folders, sorted by name in each; -1 when the shared levels
 * folder itself is absent. */
static int shared_levels(char (*out)[LEVEL_PATH_MAX], int cap)
{
    static const char *games[] = {"tr1", "tr2", "tr3"};
    if (!Test_SharedPath(""))
        return -1;
    int n = 0;
    for (size_t g = 0; g < COUNT_OF(games); g++) {
        const char *dir = Test_SharedPath(games[g]);
        DIR *d = dir ? opendir(dir) : NULL;
        if (!d)
            continue;
        const int first = n;
        for (struct dirent *e; (e = readdir(d)) != NULL && n < cap;) {
            const size_t len = strlen(e->d_name);
            if (len > 4 && (!strcasecmp(e->d_name + len - 4, ".phd") || !strcasecmp(e->d_name + len - 4, ".tr2")))
                snprintf(out[n++], LEVEL_PATH_MAX, "%s/%s", dir, e->d_name);
        }
        closedir(d);
        qsort(out[first], (size_t)(n - first), LEVEL_PATH_MAX, cmp_path);
    }
    return n;
}

/* Pixels of fb that differ from ref (n bytes); *first: the first one's index. */
static size_t frame_diff(const uint8_t *ref, const uint8_t *fb, size_t n, size_t *first)
{
    size_t diff = 0;
    for (size_t i = n; i-- > 0;)
        if (fb[i] != ref[i]) {
            diff++;
            *first = i;
        }
    return diff;
}

/* Every shared level found on disk must load (one that does not is a
 * failure, not a skip). Each of its views at 400x300 on one thread, through
 * every path; the first view at 1920x1080 too (long spans, the end-point
 * batches full); and every view on 2 and 16 threads through every path
 * (scalar included), each against the one-thread scalar frame. */
TEST(render_paths_byte_identical)
{
    static char levels[MAX_SHARED_LEVELS][LEVEL_PATH_MAX];
    const int nl = shared_levels(levels, MAX_SHARED_LEVELS);
    if (nl < 0)
        SKIP("no shared levels folder (../shared/levels or $TOMB8_SHARED/levels)");
    const RenderRasterPath was = Render_RasterPath();
    int paths = 0;
    for (int p = 0; p < RENDER_RASTER_PATHS; p++)
        paths += Render_RasterPathSupported((RenderRasterPath)p);
    CHECK(Render_RasterPathSupported(RENDER_RASTER_SCALAR));
    CHECK(!Render_SetRasterPath(RENDER_RASTER_PATHS));
    const int w = 400, h = 300, bw = 1920, bh = 1080;
    const size_t n = (size_t)w * h, bn = (size_t)bw * bh;
    uint8_t *ref = malloc(n), *fb = malloc(n), *bref = malloc(bn), *bfb = malloc(bn);
    CHECK(ref && fb && bref && bfb);
    int frames = 0, big = 0, threaded = 0;
    for (int li = 0; li < nl; li++) {
        const char *path = levels[li];
        Level lv;
        char err[512];
        CHECK_MSG(Level_Load(path, &lv, err, sizeof(err)), "%s is on disk but does not load: %s", path, err);
        RenderMeshDraw *md = NULL;
        RenderSpriteDraw *sd = NULL;
        size_t nm = 0, ns = 0;
        CHECK(Capture_BuildItemDraws(&lv, &md, &nm, &sd, &ns));
        static const int counts[2] = {2, 16};
        RenderConfig c2 = {counts[0]}, c16 = {counts[1]};
        Renderer *r = Render_Create(&lv, w, h, NULL, err, sizeof(err));
        CHECK_MSG(r, "%s", err);
        Renderer *rt[2] = {Render_Create(&lv, w, h, &c2, err, sizeof(err)),
                           Render_Create(&lv, w, h, &c16, err, sizeof(err))};
        Renderer *rb = Render_Create(&lv, bw, bh, NULL, err, sizeof(err));
        CHECK_MSG(rt[0] && rt[1] && rb, "%s", err);
        static RenderCamera views[24];
        const int nv = level_views(&lv, views, 24);
        size_t first = 0;
        for (int v = 0; v < nv; v++) {
            CHECK(Render_SetRasterPath(RENDER_RASTER_SCALAR));
            Render_Frame(r, &views[v], md, nm, sd, ns, ref);
            for (int p = 0; p < RENDER_RASTER_PATHS; p++) {
                if (!Render_SetRasterPath((RenderRasterPath)p))
                    continue;
                if (p > 0) {
                    memset(fb, 0x5A, n);
                    Render_Frame(r, &views[v], md, nm, sd, ns, fb);
                    size_t diff = frame_diff(ref, fb, n, &first);
                    CHECK_MSG(diff == 0, "%s view %d: path %s differs from scalar in %zu pixels (first %zu,%zu)",
                              path, v, Render_RasterPathName((RenderRasterPath)p), diff, first % (size_t)w,
                              first / (size_t)w);
                    frames++;
                }
                for (int k = 0; k < 2; k++) {
                    memset(fb, 0x5A, n);
                    Render_Frame(rt[k], &views[v], md, nm, sd, ns, fb);
                    size_t diff = frame_diff(ref, fb, n, &first);
                    CHECK_MSG(diff == 0,
                              "%s view %d: path %s on %d threads differs from scalar on one in %zu pixels "
                              "(first %zu,%zu)",
                              path, v, Render_RasterPathName((RenderRasterPath)p), counts[k], diff,
                              first % (size_t)w, first / (size_t)w);
                    threaded++;
                }
            }
        }
        /* the first view at 1080p */
        CHECK(Render_SetRasterPath(RENDER_RASTER_SCALAR));
        Render_Frame(rb, &views[0], md, nm, sd, ns, bref);
        for (int p = 1; p < RENDER_RASTER_PATHS; p++) {
            if (!Render_SetRasterPath((RenderRasterPath)p))
                continue;
            memset(bfb, 0x5A, bn);
            Render_Frame(rb, &views[0], md, nm, sd, ns, bfb);
            size_t diff = frame_diff(bref, bfb, bn, &first);
            CHECK_MSG(diff == 0, "%s view 0 at %dx%d: path %s differs from scalar in %zu pixels (first %zu,%zu)",
                      path, bw, bh, Render_RasterPathName((RenderRasterPath)p), diff, first % (size_t)bw,
                      first / (size_t)bw);
            big++;
        }
        Render_Destroy(r);
        Render_Destroy(rt[0]);
        Render_Destroy(rt[1]);
        Render_Destroy(rb);
        free(md);
        free(sd);
        Level_Free(&lv);
    }
    Render_SetRasterPath(was);
    free(ref);
    free(fb);
    free(bref);
    free(bfb);
    CHECK_MSG(nl > 0, "no *.PHD or *.TR2 in the shared levels' tr1, tr2, tr3 folders");
    printf("    %d levels, %d paths: %d frames at %dx%d, %d at %dx%d, %d on 2 and 16 threads compared\n", nl,
           paths, frames, w, h, big, bw, bh, threaded);
    if (paths < 2)
        printf("    only the scalar path on this CPU: threads compared, paths not\n");
}

/* TOMB8_RASTER (and TOMB8_NO_PEXT) choose the path; unknown or unsupported
 * names leave the default (PEXT when the CPU has it) and are told in one
 * warning line naming the value and the accepted ones (they were silently
 * ignored); good names and none leave no warning. */
TEST(render_paths_env_override)
{
    char warn[320] = "x";
    RenderRasterPath best = Raster_ChoosePath(NULL, false, warn, sizeof(warn));
    CHECK_MSG(!warn[0], "%s", warn);
    CHECK(Render_RasterPathSupported(best));
    CHECK_EQ(best, Render_RasterPathSupported(RENDER_RASTER_BMI2) ? RENDER_RASTER_BMI2
                                                                  : RENDER_RASTER_SCALAR);
    CHECK_EQ(Raster_ChoosePath("scalar", false, warn, sizeof(warn)), RENDER_RASTER_SCALAR);
    CHECK_MSG(!warn[0], "%s", warn);
    CHECK_EQ(Raster_ChoosePath(NULL, true, warn, sizeof(warn)), RENDER_RASTER_SCALAR);
    CHECK_MSG(!warn[0], "%s", warn);
    CHECK_EQ(Raster_ChoosePath("", false, warn, sizeof(warn)), best);
    CHECK_MSG(!warn[0], "%s", warn);
    CHECK_EQ(Raster_ChoosePath("avx512", true, warn, sizeof(warn)), RENDER_RASTER_SCALAR);
    CHECK_EQ(Raster_ChoosePath("nonsense", false, warn, sizeof(warn)), best);
    char want[320];
    snprintf(want, sizeof(want),
             "TOMB8_RASTER=nonsense is not a path (accepted: scalar, bmi2, avx2, avx512; this CPU has scalar");
    CHECK_MSG(strstr(warn, want) && strstr(warn, Render_RasterPathName(best)) && !strchr(warn, '\n'), "%s",
              warn);
    CHECK_EQ(Raster_ChoosePath("Scalar", true, warn, sizeof(warn)), RENDER_RASTER_SCALAR);
    CHECK_MSG(strstr(warn, "TOMB8_RASTER=Scalar is not a path") && strstr(warn, "; using scalar"), "%s", warn);
    CHECK_EQ(Raster_ChoosePath("nonsense", false, NULL, 0), best);
    for (int p = 0; p < RENDER_RASTER_PATHS; p++) {
        const bool has = Render_RasterPathSupported((RenderRasterPath)p);
        CHECK_EQ(Raster_ChoosePath(Render_RasterPathName((RenderRasterPath)p), false, warn, sizeof(warn)),
                 has ? p : (int)best);
        CHECK_MSG(has ? !warn[0] : strstr(warn, "this CPU does not have that path") != NULL, "%s: %s",
                  Render_RasterPathName((RenderRasterPath)p), warn);
    }
}

/* Random perspective rectangles drawn straight through the rasteriser with
 * short sub-spans (many end points per span), on planes that push every
 * clamp of the end-point divide (1/z at or below zero, u w and v w past
 * +-2^33, texel boxes narrower than the face): each path the CPU supports,
 * including the end points computed eight at a time with AVX-512, draws the
 * scalar path's bytes. */
static uint64_t xorshift(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

TEST(render_paths_random_spans_byte_identical)
{
    enum { W = 320, H = 24 };
    Raster_Init();
    const RenderRasterPath was = Render_RasterPath();
    static uint8_t tex[256 * 256], cmap[LIGHTMAP_SHADES * 256], ref[W * H], fb[W * H];
    uint64_t seed = 0x9E3779B97F4A7C15ull;
#define RND() xorshift(&seed)
    for (size_t i = 0; i < sizeof(tex); i++)
        tex[i] = (uint8_t)RND();
    for (size_t i = 0; i < sizeof(cmap); i++)
        cmap[i] = (uint8_t)RND();
    int compared = 0;
    for (int it = 0; it < 400; it++) {
        Poly p;
        memset(&p, 0, sizeof(p));
        p.flags = (uint8_t)(POLY_TEXTURED | (it % 5 == 4 ? POLY_TRANSPARENT : 0));
        p.nv = 4;
        p.sub_q = (uint8_t)(1 + it % 7); /* 4..28 pixels: powers of two and not */
        p.rx1 = W;
        p.ry1 = H;
        p.tex = tex;
        p.cmap = cmap;
        const int32_t x0 = (int32_t)(RND() % 64), x1 = x0 + 1 + (int32_t)(RND() % (W - 64));
        const int32_t xs[4] = {x0 * 16, x1 * 16, x1 * 16, x0 * 16}, ys[4] = {0, 0, H * 16, H * 16};
        memcpy(p.x, xs, sizeof(xs));
        memcpy(p.y, ys, sizeof(ys));
        p.ymax = H * 16;
        p.x0 = x0 * 16 + 8;
        p.y0 = 8;
        const int64_t w0 = (int64_t)(RND() % (1u << 24));
        p.w = (Plane){w0, (int64_t)(RND() % (1u << 26)) - (1 << 25), (int64_t)(RND() % 4096) - 2048};
        if (it % 3 == 0)
            p.w.gx /= 64; /* gentler: 1/z stays positive across the span */
        p.uw = (Plane){(int64_t)(RND() % (1ull << 36)) - ((int64_t)1 << 35),
                       (int64_t)(RND() % (1ull << 40)) - ((int64_t)1 << 39), (int64_t)(RND() % 65536)};
        p.vw = (Plane){(int64_t)(RND() % (1ull << 36)) - ((int64_t)1 << 35),
                       (int64_t)(RND() % (1ull << 40)) - ((int64_t)1 << 39), (int64_t)(RND() % 65536)};
        if (it % 4 == 2) { /* past the clamp that keeps uw * (1 / w) in 64 bits */
            p.uw.a0 *= 1 << 9;
            p.vw.a0 *= -(1 << 9);
        }
        if (it % 2) { /* a real face: u, v = uw / w, vw / w inside the tile */
            p.uw.a0 = w0 * (int64_t)(RND() % 256);
            p.vw.a0 = w0 * (int64_t)(RND() % 256);
            p.uw.gx = p.w.gx * (int64_t)(RND() % 256) + (int64_t)(RND() % 4096);
            p.vw.gx = p.w.gx * (int64_t)(RND() % 256) - (int64_t)(RND() % 4096);
        }
        p.sh = (Plane){(int64_t)(RND() % 0x2000) << 8, (int64_t)(RND() % 0x4000) - 0x2000, 0};
        const int32_t ua = (int32_t)(RND() % (256 << 16)), ub = (int32_t)(RND() % (256 << 16));
        const int32_t va = (int32_t)(RND() % (256 << 16)), vb = (int32_t)(RND() % (256 << 16));
        p.ulo = MIN(ua, ub);
        p.uhi = MAX(ua, ub);
        p.vlo = MIN(va, vb);
        p.vhi = MAX(va, vb);
        CHECK(Render_SetRasterPath(RENDER_RASTER_SCALAR));
        memset(ref, 0x33, sizeof(ref));
        Raster_DrawPoly(&p, ref, W, 0, H);
        for (int path = 1; path < RENDER_RASTER_PATHS; path++) {
            if (!Render_SetRasterPath((RenderRasterPath)path))
                continue;
            memset(fb, 0x33, sizeof(fb));
            Raster_DrawPoly(&p, fb, W, 0, H);
            size_t diff = 0;
            for (size_t i = 0; i < sizeof(fb); i++)
                diff += fb[i] != ref[i];
            CHECK_MSG(diff == 0, "case %d: path %s differs from scalar in %zu pixels", it,
                      Render_RasterPathName((RenderRasterPath)path), diff);
            compared++;
        }
    }
#undef RND
    Render_SetRasterPath(was);
    if (compared == 0)
        SKIP("only the scalar path on this CPU");
}

/* Random triangles with slanted edges, tall enough for the vectorised edge
 * walk and wide enough (at 4-pixel sub-spans) to fill the end-point buffer
 * several times over per polygon; perspective, affine and transparent; drawn
 * whole by the scalar reference and in two bands split at a random row by
 * every other path: the same bytes. */
TEST(render_paths_random_triangles_byte_identical)
{
    enum { W = 640, H = 200 };
    Raster_Init();
    const RenderRasterPath was = Render_RasterPath();
    static uint8_t tex[256 * 256], cmap[LIGHTMAP_SHADES * 256], ref[W * H], fb[W * H];
    uint64_t seed = 0x2545F4914F6CDD1Dull;
#define RND() xorshift(&seed)
    for (size_t i = 0; i < sizeof(tex); i++)
        tex[i] = (uint8_t)RND();
    for (size_t i = 0; i < sizeof(cmap); i++)
        cmap[i] = (uint8_t)RND();
    int compared = 0;
    for (int it = 0; it < 150; it++) {
        Poly p;
        memset(&p, 0, sizeof(p));
        p.flags = (uint8_t)(POLY_TEXTURED | (it % 5 == 4 ? POLY_TRANSPARENT : 0) |
                            (it % 3 == 1 ? POLY_AFFINE : 0));
        p.nv = 3;
        p.sub_q = (uint8_t)(it % 4 == 0 ? 1 : 1 + RND() % 64);
        p.rx1 = W;
        p.ry1 = H;
        p.tex = tex;
        p.cmap = cmap;
        /* subpixel corners, some past the target's sides */
        for (int i = 0; i < 3; i++) {
            p.x[i] = (int32_t)(RND() % ((W + 200) * 16)) - 100 * 16;
            p.y[i] = (int32_t)(RND() % ((H + 40) * 16)) - 20 * 16;
        }
        p.ymin = MIN(p.y[0], MIN(p.y[1], p.y[2]));
        p.ymax = MAX(p.y[0], MAX(p.y[1], p.y[2]));
        p.x0 = p.x[0];
        p.y0 = p.y[0];
        const int64_t w0 = (int64_t)(1 << 16) + (int64_t)(RND() % (1u << 22));
        p.w = (Plane){w0, (int64_t)(RND() % (1u << 14)) - (1 << 13), (int64_t)(RND() % (1u << 14)) - (1 << 13)};
        if (p.flags & POLY_AFFINE) { /* the planes hold u, v (16.16) */
            p.uw = (Plane){(int64_t)(RND() % (256 << 16)), (int64_t)(RND() % (1 << 20)) - (1 << 19),
                           (int64_t)(RND() % (1 << 20)) - (1 << 19)};
            p.vw = (Plane){(int64_t)(RND() % (256 << 16)), (int64_t)(RND() % (1 << 20)) - (1 << 19),
                           (int64_t)(RND() % (1 << 20)) - (1 << 19)};
        } else { /* u, v = uw / w, vw / w */
            p.uw = (Plane){w0 * (int64_t)(RND() % 256), p.w.gx * (int64_t)(RND() % 256) + (int64_t)(RND() % 4096),
                           p.w.gy * (int64_t)(RND() % 256)};
            p.vw = (Plane){w0 * (int64_t)(RND() % 256), p.w.gx * (int64_t)(RND() % 256) - (int64_t)(RND() % 4096),
                           p.w.gy * (int64_t)(RND() % 256)};
        }
        p.sh = (Plane){(int64_t)(RND() % 0x2000) << 8, (int64_t)(RND() % 0x400) - 0x200,
                       (int64_t)(RND() % 0x400) - 0x200};
        p.ulo = 255;
        p.uhi = (256 << 16) - 1;
        p.vlo = 255;
        p.vhi = (256 << 16) - 1;
        CHECK(Render_SetRasterPath(RENDER_RASTER_SCALAR));
        memset(ref, 0x33, sizeof(ref));
        Raster_DrawPoly(&p, ref, W, 0, H);
        const int split = (int)(RND() % H);
        for (int path = 1; path < RENDER_RASTER_PATHS; path++) {
            if (!Render_SetRasterPath((RenderRasterPath)path))
                continue;
            memset(fb, 0x33, sizeof(fb));
            Raster_DrawPoly(&p, fb, W, 0, split);
            Raster_DrawPoly(&p, fb, W, split, H);
            size_t diff = 0;
            for (size_t i = 0; i < sizeof(fb); i++)
                diff += fb[i] != ref[i];
            CHECK_MSG(diff == 0, "case %d: path %s differs from scalar in %zu pixels", it,
                      Render_RasterPathName((RenderRasterPath)path), diff);
            compared++;
        }
    }
#undef RND
    Render_SetRasterPath(was);
    if (compared == 0)
        SKIP("only the scalar path on this CPU");
}
