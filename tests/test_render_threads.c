/* Frames are byte-identical on 1..16 threads: shared levels' views with
 * their items, each drawn by renderers of every thread count (so every band
 * split) and compared with the one-thread frame; an underwater view too (its
 * rows shift after drawing, band by band). */
#include "engine/render/render.h"
#include "game/capture.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* up to 6 fixed cameras, 3 room centres and a view in a water room (its
 * index in *water) */
static int views_of(Level *lv, RenderCamera *views, int *water)
{
    int n = 0;
    *water = -1;
    for (uint32_t k = 0; k < lv->num_cameras && n < 6; k += 1 + lv->num_cameras / 6)
        if (Capture_FixedCameraView(lv, k, &views[n]) && views[n].room >= 0)
            n++;
    for (uint32_t j = 0; j < 3; j++) {
        const uint32_t ri = j * lv->num_rooms / 3;
        const Room *rm = &lv->rooms[ri];
        views[n++] = (RenderCamera){rm->x + rm->num_x_sectors * 512, (rm->y_top + rm->y_bottom) / 2,
                                    rm->z + rm->num_z_sectors * 512, (int32_t)ri,
                                    (int16_t)(j * 21845), 0, 0, 0};
    }
    /* the shared levels have no water room: the last centre's room becomes one */
    Room *rm = &lv->rooms[views[n - 1].room];
    rm->flags |= ROOM_FLAG_WATER;
    views[n] = (RenderCamera){rm->x + rm->num_x_sectors * 512, (rm->y_top + rm->y_bottom) / 2,
                              rm->z + rm->num_z_sectors * 512, views[n - 1].room, 0, 0, 0, 0};
    *water = n++;
    return n;
}

/* A shared level with its items' draws and the views of views_of. */
typedef struct {
    Level lv;
    RenderMeshDraw *md;
    RenderSpriteDraw *sd;
    size_t nm, ns;
    RenderCamera views[12];
    int nv, water;
} Scene;

/* False when the level is not there or its draws are not made (a failed
 * check: see Test_Failed). */
static bool open_scene(Scene *s, const char *rel)
{
    memset(s, 0, sizeof *s);
    const char *path = Test_SharedPath(rel);
    char err[512];
    if (!path || !Level_Load(path, &s->lv, err, sizeof(err)))
        return false;
    if (!Capture_BuildItemDraws(&s->lv, &s->md, &s->nm, &s->sd, &s->ns)) {
        Test_Fail(__FILE__, __LINE__, "%s: Capture_BuildItemDraws", rel);
        Level_Free(&s->lv);
        return false;
    }
    s->nv = views_of(&s->lv, s->views, &s->water);
    return true;
}

static void close_scene(Scene *s)
{
    free(s->md);
    free(s->sd);
    Level_Free(&s->lv);
}

/* The scene's views drawn by one thread at w x h: nv frames of w * h
 * bytes, then the water view once more (*underwater: seen from under the
 * water); pieces[v]: the pieces each view's frame took (may be NULL).
 * NULL when out of memory or no renderer (a failed check). */
static uint8_t *one_thread_frames(const Scene *s, int w, int h, uint32_t *pieces,
                                  bool *underwater)
{
    const size_t px = (size_t)w * h;
    char err[512];
    uint8_t *ref = malloc(px * s->nv);
    Renderer *r1 = ref ? Render_Create(&s->lv, w, h, NULL, err, sizeof(err)) : NULL;
    if (!r1) {
        Test_Fail(__FILE__, __LINE__, "one-thread renderer %dx%d: %s", w, h,
                  ref ? err : "out of memory");
        free(ref);
        return NULL;
    }
    for (int v = 0; v < s->nv; v++) {
        Render_Frame(r1, &s->views[v], s->md, s->nm, s->sd, s->ns, ref + px * v);
        if (pieces)
            pieces[v] = Render_GetStats(r1).pieces;
    }
    uint8_t *fb = malloc(px);
    if (fb)
        Render_Frame(r1, &s->views[s->water], s->md, s->nm, s->sd, s->ns, fb);
    *underwater = fb && Render_CameraUnderwater(r1);
    free(fb);
    Render_Destroy(r1);
    return ref;
}

TEST(render_threads_1_to_16_byte_identical)
{
    static const char *levels[] = {"tr1/LEVEL1.PHD", "tr2/RANDO_TEST1.TR2"};
    /* a 4:3 size and a tall odd one: many bands, none of the same height */
    static const int sizes[][2] = {{480, 360}, {323, 1001}};
    int frames = 0, levels_run = 0;
    for (size_t li = 0; li < COUNT_OF(levels); li++) {
        Scene sc;
        if (!open_scene(&sc, levels[li])) {
            CHECK(!Test_Failed());
            continue;
        }
        levels_run++;
        const int nv = sc.nv;
        char err[512];
        for (size_t s = 0; s < COUNT_OF(sizes); s++) {
            const int w = sizes[s][0], h = sizes[s][1];
            const size_t px = (size_t)w * h;
            bool underwater = false;
            uint8_t *ref = one_thread_frames(&sc, w, h, NULL, &underwater), *fb = malloc(px);
            CHECK(ref && fb);
            CHECK(underwater);
            for (int t = 2; t <= 16; t++) {
                RenderConfig cfg = {t};
                Renderer *r = Render_Create(&sc.lv, w, h, &cfg, err, sizeof(err));
                CHECK_MSG(r, "%s", err);
                for (int v = 0; v < nv; v++) {
                    memset(fb, 0xC3, px);
                    Render_Frame(r, &sc.views[v], sc.md, sc.nm, sc.sd, sc.ns, fb);
                    size_t diff = 0;
                    for (size_t i = 0; i < px; i++)
                        diff += fb[i] != ref[px * v + i];
                    CHECK_MSG(diff == 0, "%s %dx%d view %d: %d threads differ from one in %zu pixels",
                              levels[li], w, h, v, t, diff);
                    frames++;
                }
                Render_Destroy(r);
            }
            free(ref);
            free(fb);
        }
        close_scene(&sc);
    }
    if (levels_run == 0)
        SKIP("no shared levels");
    printf("    %d frames compared\n", frames);
}

/* The workers sleep between frames that come slowly (a game's frame rate):
 * each frame's start wakes them to poll for its drawing while the geometry
 * runs (render_frame.c, wake_workers). Frames drawn after a pause, with an
 * RGB conversion or a frame with no room between, are still byte for byte
 * the one-thread frames. */
TEST(render_threads_frames_after_sleep_byte_identical)
{
    Scene sc;
    if (!open_scene(&sc, "tr1/LEVEL1.PHD")) {
        CHECK(!Test_Failed());
        SKIP("no shared levels");
    }
    const int nv = sc.nv;
    const int w = 320, h = 240;
    const size_t px = (size_t)w * h;
    char err[512];
    bool underwater;
    uint8_t *ref = one_thread_frames(&sc, w, h, NULL, &underwater);
    uint8_t *fb = malloc(px), *rgb = malloc(px * 3);
    CHECK(ref && fb && rgb);
    int frames = 0;
    for (int t = 2; t <= 3; t++) {
        RenderConfig cfg = {t};
        Renderer *r = Render_Create(&sc.lv, w, h, &cfg, err, sizeof(err));
        CHECK_MSG(r, "%s", err);
        for (int round = 0; round < 3; round++)
            for (int v = 0; v < nv; v++) {
                /* well past the workers' polling: they are asleep */
                const struct timespec pause = {0, 3 * 1000 * 1000};
                nanosleep(&pause, NULL);
                if (round == 1) {
                    RenderCamera nowhere = sc.views[v];
                    nowhere.room = -1;
                    CHECK(!Render_Frame(r, &nowhere, sc.md, sc.nm, sc.sd, sc.ns, fb));
                }
                memset(fb, 0xC3, px);
                CHECK(Render_Frame(r, &sc.views[v], sc.md, sc.nm, sc.sd, sc.ns, fb));
                if (round == 2)
                    Render_ToRGB(r, fb, rgb);
                CHECK_MSG(memcmp(fb, ref + px * v, px) == 0,
                          "view %d, %d threads, round %d: differs from one thread", v, t, round);
                frames++;
            }
        Render_Destroy(r);
    }
    free(ref);
    free(fb);
    free(rgb);
    close_scene(&sc);
    printf("    %d frames compared\n", frames);
}

/* Pieces are cut by estimated cost, with per-row weights learned from the
 * time the last frames' pieces took (render_frame.c): the weights, and so
 * the cuts, change from frame to frame, never a pixel. Views drawn again
 * and again in turn on 2..4 threads stay byte for byte the one-thread
 * frames, and a frame is drawn in a few pieces (one share per thread, then
 * halves of the rest): about 8 on two threads at 640x480, where handing out
 * a quarter of the rows left each time took 16 or more. */
TEST(render_threads_cost_split_byte_identical_few_pieces)
{
    Scene sc;
    if (!open_scene(&sc, "tr1/LEVEL1.PHD")) {
        CHECK(!Test_Failed());
        SKIP("no shared levels");
    }
    const int nv = sc.nv;
    const int w = 640, h = 480;
    const size_t px = (size_t)w * h;
    char err[512];
    bool underwater;
    uint32_t ref_pieces[12];
    uint8_t *ref = one_thread_frames(&sc, w, h, ref_pieces, &underwater), *fb = malloc(px);
    CHECK(ref && fb);
    for (int v = 0; v < nv; v++)
        CHECK(ref_pieces[v] == 1);
    for (int t = 2; t <= 4; t++) {
        RenderConfig cfg = {t};
        Renderer *r = Render_Create(&sc.lv, w, h, &cfg, err, sizeof(err));
        CHECK_MSG(r, "%s", err);
        uint32_t pieces = 0, frames = 0;
        for (int round = 0; round < 4; round++)
            for (int v = 0; v < nv; v++)
                for (int again = 0; again < 3; again++) {
                    memset(fb, 0xC3, px);
                    CHECK(Render_Frame(r, &sc.views[v], sc.md, sc.nm, sc.sd, sc.ns, fb));
                    CHECK_MSG(memcmp(fb, ref + px * v, px) == 0,
                              "view %d, %d threads, round %d: differs from one thread", v, t, round);
                    const uint32_t p = Render_GetStats(r).pieces;
                    CHECK_MSG(p >= 1 && p <= (uint32_t)h, "%u pieces", p);
                    pieces += p;
                    frames++;
                }
        if (t == 2)
            CHECK_MSG(pieces <= 11 * frames, "two threads: %.1f pieces a frame", (double)pieces / frames);
        printf("    %d threads: %.1f pieces a frame\n", t, (double)pieces / frames);
        Render_Destroy(r);
    }
    free(ref);
    free(fb);
    close_scene(&sc);
}
