/* Checks and times the SDL2 back end's two presenters (engine/platform.h
 * PlatformPresent) on a real display (tests run it under xvfb-run):
 *
 *   present_check compare W H      the same indexed frames (a palette
 *       change between them) and one RGB frame through --present gl and
 *       --present sdl in a window of the frame's size; both windows read
 *       back must equal the frame's RGB byte for byte. Exit 0 equal, 1 not,
 *       3 when the GL presenter is unavailable (the caller skips).
 *   present_check fallback         --present gl where GL cannot work (run
 *       with SDL_VIDEODRIVER=dummy): the window must still open, on SDL's
 *       renderer, and present. Exit 0 when so.
 *   present_check bench W H N      N presents of one indexed frame through
 *       each presenter, vsync off: wall and calling-thread CPU time per
 *       present (the CPU time leaves out a GL driver's own threads).
 */
#include "engine/platform.h"
#include "engine/render/render_rgb.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define FRAMES 3

/* Index patterns that use all 256 entries in every row, different per
 * frame, and palettes whose neighbouring entries all differ (an index off
 * by one shows). */
static void make_frame(uint8_t *px, int w, int h, int k)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            px[(size_t)y * (size_t)w + (size_t)x] = (uint8_t)(x * 7 + y * 13 + k * 101);
}

static void make_palette(PlatformRGB pal[256], int k)
{
    for (int i = 0; i < 256; i++) {
        pal[i].r = (uint8_t)(i + k * 3);
        pal[i].g = (uint8_t)(255 - i * 5 + k);
        pal[i].b = (uint8_t)(i * 11 + k * 50);
    }
}

static double now_s(clockid_t c)
{
    struct timespec ts;
    clock_gettime(c, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static Platform *open_present(PlatformPresent how, int w, int h)
{
    PlatformWindowDesc d = { "present_check", w, h, false, false, PLATFORM_SCALE_FIT, how };
    char err[256];
    Platform *p = Platform_Open(PLATFORM_BACKEND_SDL2, &d, err, sizeof err);
    if (!p)
        fprintf(stderr, "present_check: %s\n", err);
    return p;
}

/* A window presenting through GL, or NULL (saying why) when this machine
 * has none: exit status 3, which the tests read as "no OpenGL here". */
static Platform *open_gl(int w, int h)
{
    Platform *p = open_present(PLATFORM_PRESENT_GL, w, h);
    if (p && Platform_GetPresent(p) != PLATFORM_PRESENT_GL) {
        printf("no OpenGL presenter here (see the warning above)\n");
        Platform_Close(p);
        p = NULL;
    }
    return p;
}

/* Compares the window read back with the expected RGB24 frame. */
static bool same_window(const Platform *p, const uint8_t *want, int w, int h, const char *what)
{
    int ww, wh;
    const uint8_t *got = Platform_LastWindow(p, &ww, &wh);
    if (!got || ww != w || wh != h) {
        printf("%s: window %dx%d read back, want %dx%d\n", what, ww, wh, w, h);
        return false;
    }
    size_t n = (size_t)w * (size_t)h, bad = 0, first = 0;
    for (size_t i = 0; i < n; i++)
        if (memcmp(got + i * 3, want + i * 3, 3) != 0 && bad++ == 0)
            first = i;
    if (bad)
        printf("%s: %zu of %zu pixels differ; first at (%zu,%zu): %u,%u,%u want %u,%u,%u\n",
               what, bad, n, first % (size_t)w, first / (size_t)w, got[first * 3],
               got[first * 3 + 1], got[first * 3 + 2], want[first * 3], want[first * 3 + 1],
               want[first * 3 + 2]);
    return bad == 0;
}

/* Presents the frames through one presenter; true when every window read
 * back is the expected frame. */
static bool run_frames(Platform *p, const char *name, int w, int h)
{
    size_t n = (size_t)w * (size_t)h;
    uint8_t *idx = malloc(n), *want = malloc(n * 3);
    PlatformRGB pal[256];
    uint8_t pal3[256][3];
    bool ok = idx && want;
    Platform_SetWindowReadback(p, true);
    for (int k = 0; ok && k < FRAMES; k++) {
        char what[64];
        /* frame 1 keeps frame 0's indices with a new palette: only the
         * palette texture's update can make it right */
        make_frame(idx, w, h, k == 1 ? 0 : k);
        make_palette(pal, k == 0 ? 0 : 1 + k);
        for (int i = 0; i < 256; i++)
            pal3[i][0] = pal[i].r, pal3[i][1] = pal[i].g, pal3[i][2] = pal[i].b;
        RenderRGB_Convert(pal3, idx, want, n);
        snprintf(what, sizeof what, "%s indexed frame %d", name, k);
        ok = Platform_PresentIndexed(p, idx, w, h, w, pal) && same_window(p, want, w, h, what);
    }
    if (ok) {
        /* an RGB frame (the RGB texture's path), reusing the last expected */
        for (size_t i = 0; i < n * 3; i++)
            want[i] = (uint8_t)(want[i] ^ (i % 5 * 37));
        ok = Platform_PresentRGB(p, want, w, h, w * 3) &&
             same_window(p, want, w, h, name);
    }
    free(idx);
    free(want);
    return ok;
}

static int compare(int w, int h)
{
    Platform *p = open_gl(w, h);
    if (!p)
        return 3;
    bool ok = run_frames(p, "gl", w, h);
    Platform_Close(p);
    p = open_present(PLATFORM_PRESENT_SDL, w, h);
    if (!p)
        return 1;
    ok = run_frames(p, "sdl", w, h) && ok;
    Platform_Close(p);
    printf("%s\n", ok ? "gl and sdl windows identical to the frames" : "MISMATCH");
    return ok ? 0 : 1;
}

static int fallback(void)
{
    Platform *p = open_present(PLATFORM_PRESENT_GL, 64, 48);
    uint8_t idx[64 * 48] = { 0 };
    PlatformRGB pal[256];
    if (!p)
        return 1;
    make_palette(pal, 0);
    bool ok = Platform_GetPresent(p) == PLATFORM_PRESENT_SDL &&
              Platform_PresentIndexed(p, idx, 64, 48, 64, pal);
    Platform_Close(p);
    printf("%s\n", ok ? "fell back to SDL's renderer" : "no fallback");
    return ok ? 0 : 1;
}

static int bench(int w, int h, int n)
{
    size_t px = (size_t)w * (size_t)h;
    uint8_t *idx = malloc(px);
    PlatformRGB pal[256];
    if (!idx)
        return 1;
    make_frame(idx, w, h, 0);
    make_palette(pal, 0);
    for (int how = 0; how < 2; how++) {
        Platform *p = open_present(how ? PLATFORM_PRESENT_GL : PLATFORM_PRESENT_SDL, w, h);
        if (!p || Platform_GetPresent(p) != (how ? PLATFORM_PRESENT_GL : PLATFORM_PRESENT_SDL)) {
            Platform_Close(p);
            free(idx);
            return 3;
        }
        for (int i = 0; i < 10; i++) /* warm-up: textures made, caches filled */
            Platform_PresentIndexed(p, idx, w, h, w, pal);
        double best_cpu = 1e9, sum_cpu = 0, sum_wall = 0;
        for (int i = 0; i < n; i++) {
            double c0 = now_s(CLOCK_THREAD_CPUTIME_ID), t0 = now_s(CLOCK_MONOTONIC);
            Platform_PresentIndexed(p, idx, w, h, w, pal);
            double c = now_s(CLOCK_THREAD_CPUTIME_ID) - c0;
            sum_wall += now_s(CLOCK_MONOTONIC) - t0;
            sum_cpu += c;
            best_cpu = c < best_cpu ? c : best_cpu;
        }
        printf("%s %dx%d: %d presents, wall %.1f us/present, calling thread CPU %.1f us "
               "(best %.1f us)\n",
               how ? "gl " : "sdl", w, h, n, sum_wall / n * 1e6, sum_cpu / n * 1e6,
               best_cpu * 1e6);
        Platform_Close(p);
    }
    free(idx);
    return 0;
}

/* A frame larger than GL's largest texture (TOMB8_GL_MAX_TEXTURE set
 * lower than w or h): the first present falls back to SDL's renderer with
 * one warning and every frame still shows right. */
static int too_big(int w, int h)
{
    Platform *p = open_gl(w, h);
    if (!p)
        return 3;
    bool ok = run_frames(p, "too big for gl", w, h);
    bool fell = Platform_GetPresent(p) == PLATFORM_PRESENT_SDL;
    Platform_Close(p);
    if (!fell)
        printf("still presenting through GL after a frame larger than its textures\n");
    if (ok && fell)
        printf("fell back to SDL's renderer; frames identical\n");
    return ok && fell ? 0 : 1;
}

int main(int argc, char **argv)
{
    int w = argc > 3 ? atoi(argv[2]) : 0, h = argc > 3 ? atoi(argv[3]) : 0;
    if (argc == 4 && !strcmp(argv[1], "compare") && w > 0 && h > 0)
        return compare(w, h);
    if (argc == 4 && !strcmp(argv[1], "toobig") && w > 0 && h > 0)
        return too_big(w, h);
    if (argc == 2 && !strcmp(argv[1], "fallback"))
        return fallback();
    if (argc == 5 && !strcmp(argv[1], "bench") && w > 0 && h > 0 && atoi(argv[4]) > 0)
        return bench(w, h, atoi(argv[4]));
    fprintf(stderr, "usage: present_check compare W H | toobig W H | fallback | bench W H N\n");
    return 2;
}
