/* Render_FrameRGB (each thread converts the rows it has just drawn) gives
 * exactly Render_Frame's 8-bit frame and Render_ToRGB's RGB bytes, on 1..16
 * threads and every conversion path this CPU has: shared levels' views with
 * their items, an underwater one (its rows shift after drawing; under TR2's
 * water look the frame goes through the water palette) and a camera in no
 * room (nothing drawn: black, converted whole). */
#include "engine/render/render.h"
#include "engine/render/render_rgb.h"
#include "game/capture.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* fixed cameras, room centres, a water-room view and a camera in no room */
static int frame_rgb_views(Level *lv, RenderCamera *views)
{
    int n = 0;
    for (uint32_t k = 0; k < lv->num_cameras && n < 4; k += 1 + lv->num_cameras / 4)
        if (Capture_FixedCameraView(lv, k, &views[n]) && views[n].room >= 0)
            n++;
    for (uint32_t j = 0; j < 2; j++) {
        const uint32_t ri = j * lv->num_rooms / 2;
        const Room *rm = &lv->rooms[ri];
        views[n++] = (RenderCamera){rm->x + rm->num_x_sectors * 512, (rm->y_top + rm->y_bottom) / 2,
                                    rm->z + rm->num_z_sectors * 512, (int32_t)ri,
                                    (int16_t)(j * 21845), 0, 0, 0};
    }
    /* the shared levels have no water room: the last centre's room becomes one */
    lv->rooms[views[n - 1].room].flags |= ROOM_FLAG_WATER;
    views[n] = views[n - 1];
    views[n++].yaw = 0;
    views[n] = views[0];
    views[n++].room = -1;
    return n;
}

static void frame_rgb_level(const char *name, RenderWaterLook look, int *frames)
{
    const char *path = Test_SharedPath(name);
    Level lv;
    char err[512];
    if (!path || !Level_Load(path, &lv, err, sizeof(err)))
        return;
    RenderMeshDraw *md = NULL;
    RenderSpriteDraw *sd = NULL;
    size_t nm = 0, ns = 0;
    CHECK(Capture_BuildItemDraws(&lv, &md, &nm, &sd, &ns));
    RenderCamera views[8];
    const int nv = frame_rgb_views(&lv, views);
    const RenderRgbPath was = RenderRGB_Path();
    /* an odd tall size (many pieces, none 64-pixel aligned) and a 4:3 one */
    static const int sizes[][2] = {{323, 501}, {640, 480}};
    static const int threads[] = {1, 2, 3, 5, 8, 16};
    for (size_t s = 0; s < COUNT_OF(sizes); s++) {
        const int w = sizes[s][0], h = sizes[s][1];
        const size_t px = (size_t)w * h;
        uint8_t *ref = malloc(px * nv), *ref_rgb = malloc(px * 3 * nv), *fb = malloc(px),
                *rgb = malloc(px * 3);
        CHECK(ref && ref_rgb && fb && rgb);
        RenderRGB_SetPath(RENDER_RGB_SCALAR);
        Renderer *r1 = Render_Create(&lv, w, h, NULL, err, sizeof(err));
        CHECK_MSG(r1, "%s", err);
        Render_SetWaterLook(r1, look);
        int wet = 0;
        for (int v = 0; v < nv; v++) {
            Render_Frame(r1, &views[v], md, nm, sd, ns, ref + px * v);
            Render_ToRGB(r1, ref + px * v, ref_rgb + px * 3 * v);
            wet += Render_Wet(r1);
        }
        CHECK(look == RENDER_WATER_TR2 ? wet > 0 : wet == 0);
        Render_Destroy(r1);
        for (size_t ti = 0; ti < COUNT_OF(threads); ti++) {
            RenderConfig cfg = {threads[ti]};
            Renderer *r = Render_Create(&lv, w, h, &cfg, err, sizeof(err));
            CHECK_MSG(r, "%s", err);
            Render_SetWaterLook(r, look);
            for (int p = 0; p < RENDER_RGB_PATHS; p++) {
                if (!RenderRGB_SetPath((RenderRgbPath)p))
                    continue;
                for (int v = 0; v < nv; v++) {
                    memset(fb, 0xC3, px);
                    memset(rgb, 0x5A, px * 3);
                    CHECK_EQ(Render_FrameRGB(r, &views[v], md, nm, sd, ns, fb, rgb), views[v].room >= 0);
                    CHECK_MSG(memcmp(fb, ref + px * v, px) == 0, "%s %dx%d view %d, %d threads: frame differs",
                              name, w, h, v, threads[ti]);
                    CHECK_MSG(memcmp(rgb, ref_rgb + px * 3 * v, px * 3) == 0,
                              "%s %dx%d view %d, %d threads, path %s: RGB differs from Render_ToRGB's",
                              name, w, h, v, threads[ti], RenderRGB_PathName((RenderRgbPath)p));
                    /* and the frame after it, drawn plainly, converts nothing */
                    memset(rgb, 0x5A, 64);
                    Render_Frame(r, &views[v], md, nm, sd, ns, fb);
                    CHECK_MSG(rgb[0] == 0x5A && rgb[63] == 0x5A, "Render_Frame wrote RGB");
                    (*frames)++;
                }
            }
            Render_Destroy(r);
        }
        RenderRGB_SetPath(was);
        free(ref);
        free(ref_rgb);
        free(fb);
        free(rgb);
    }
    free(md);
    free(sd);
    Level_Free(&lv);
}

TEST(render_frame_rgb_matches_frame_then_to_rgb)
{
    int frames = 0;
    frame_rgb_level("tr1/LEVEL1.PHD", RENDER_WATER_TR1, &frames);
    frame_rgb_level("tr2/RANDO_TEST1.TR2", RENDER_WATER_TR2, &frames);
    if (frames == 0)
        SKIP("no shared levels");
    printf("    %d frames compared\n", frames);
}
