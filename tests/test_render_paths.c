/* Every rasteriser path this CPU supports (scalar reference, PEXT, AVX2,
 * AVX-512) draws the same bytes: the views of every shared level, with their
 * items, compared frame by frame against the scalar path. */
#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "game/capture.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

TEST(render_paths_byte_identical)
{
    static const char *levels[] = {"tr1/LEVEL1.PHD", "tr1/RANDO_TEST1.PHD", "tr1/CUT1.PHD",
                                   "tr2/RANDO_TEST1.TR2", "tr3/RANDO_TEST1.TR2"};
    const RenderRasterPath was = Render_RasterPath();
    int paths = 0;
    for (int p = 0; p < RENDER_RASTER_PATHS; p++)
        paths += Render_RasterPathSupported((RenderRasterPath)p);
    CHECK(Render_RasterPathSupported(RENDER_RASTER_SCALAR));
    CHECK(!Render_SetRasterPath(RENDER_RASTER_PATHS));
    const int w = 400, h = 300;
    uint8_t *ref = malloc((size_t)w * h), *fb = malloc((size_t)w * h);
    CHECK(ref && fb);
    int frames = 0;
    for (size_t li = 0; li < COUNT_OF(levels); li++) {
        Level lv;
        const char *path = Test_SharedPath(levels[li]);
        char err[512];
        if (!path || !Level_Load(path, &lv, err, sizeof(err)))
            continue;
        RenderMeshDraw *md = NULL;
        RenderSpriteDraw *sd = NULL;
        size_t nm = 0, ns = 0;
        CHECK(Capture_BuildItemDraws(&lv, &md, &nm, &sd, &ns));
        Renderer *r = Render_Create(&lv, w, h, NULL, err, sizeof(err));
        CHECK_MSG(r, "%s", err);
        static RenderCamera views[24];
        const int nv = level_views(&lv, views, 24);
        for (int v = 0; v < nv; v++) {
            CHECK(Render_SetRasterPath(RENDER_RASTER_SCALAR));
            Render_Frame(r, &views[v], md, nm, sd, ns, ref);
            for (int p = 1; p < RENDER_RASTER_PATHS; p++) {
                if (!Render_SetRasterPath((RenderRasterPath)p))
                    continue;
                memset(fb, 0x5A, (size_t)w * h);
                Render_Frame(r, &views[v], md, nm, sd, ns, fb);
                size_t diff = 0, first = 0;
                for (size_t i = (size_t)w * h; i-- > 0;)
                    if (fb[i] != ref[i]) {
                        diff++;
                        first = i;
                    }
                CHECK_MSG(diff == 0, "%s view %d: path %s differs from scalar in %zu pixels (first %zu,%zu)",
                          levels[li], v, Render_RasterPathName((RenderRasterPath)p), diff,
                          first % (size_t)w, first / (size_t)w);
                frames++;
            }
        }
        Render_Destroy(r);
        free(md);
        free(sd);
        Level_Free(&lv);
    }
    Render_SetRasterPath(was);
    free(ref);
    free(fb);
    if (paths < 2)
        SKIP("only the scalar path on this CPU");
    if (frames == 0)
        SKIP("no shared levels");
    printf("    %d paths, %d frames compared\n", paths, frames);
}

/* TOMB8_RASTER (and TOMB8_NO_PEXT) choose the path; unknown or unsupported
 * names leave the default (PEXT when the CPU has it). */
TEST(render_paths_env_override)
{
    RenderRasterPath best = Raster_ChoosePath(NULL, false);
    CHECK(Render_RasterPathSupported(best));
    CHECK_EQ(best, Render_RasterPathSupported(RENDER_RASTER_BMI2) ? RENDER_RASTER_BMI2
                                                                  : RENDER_RASTER_SCALAR);
    CHECK_EQ(Raster_ChoosePath("scalar", false), RENDER_RASTER_SCALAR);
    CHECK_EQ(Raster_ChoosePath(NULL, true), RENDER_RASTER_SCALAR);
    CHECK_EQ(Raster_ChoosePath("avx512", true), RENDER_RASTER_SCALAR);
    CHECK_EQ(Raster_ChoosePath("nonsense", false), best);
    for (int p = 0; p < RENDER_RASTER_PATHS; p++)
        if (Render_RasterPathSupported((RenderRasterPath)p))
            CHECK_EQ(Raster_ChoosePath(Render_RasterPathName((RenderRasterPath)p), false), p);
}
