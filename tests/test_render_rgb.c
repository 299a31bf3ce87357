/* The palette -> RGB conversion (render_rgb.h): every path this CPU has
 * writes the scalar path's bytes, at every length and alignment, and nothing
 * past the range; Render_ToRGB gives the same bytes on 1..16 threads;
 * TOMB8_SIMD picks the path; palette -> XRGB words in one pass likewise. */
#include "engine/render/render.h"
#include "engine/render/render_rgb.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static uint32_t rng(uint32_t *x)
{
    *x = *x * 1103515245u + 12345u;
    return *x >> 8;
}

/* the reference, written here byte by byte (not through the module) */
static void reference(const uint8_t pal[256][3], const uint8_t *src, uint8_t *rgb, size_t n)
{
    for (size_t i = 0; i < n; i++)
        for (int c = 0; c < 3; c++)
            rgb[i * 3 + c] = pal[src[i]][c];
}

TEST(render_rgb_paths_byte_identical)
{
    const RenderRgbPath was = RenderRGB_Path();
    uint8_t pal[256][3];
    uint32_t x = 99u;
    for (int i = 0; i < 256; i++)
        for (int c = 0; c < 3; c++)
            pal[i][c] = (uint8_t)rng(&x);
    /* lengths around the paths' steps (8, 64), at odd source and target
     * offsets; every index appears in the first 256 pixels */
    static const size_t lens[] = {0, 1, 2, 7, 8, 9, 63, 64, 65, 127, 128, 129, 255, 256, 257, 1000, 4096 + 37};
    const size_t cap = 4096 + 64 + 128;
    uint8_t *src = malloc(cap), *want = malloc(cap * 3), *got = malloc(cap * 3 + 64);
    CHECK(src && want && got);
    for (size_t i = 0; i < cap; i++)
        src[i] = i < 256 ? (uint8_t)i : (uint8_t)rng(&x);
    int runs = 0, paths = 0;
    for (int p = 0; p < RENDER_RGB_PATHS; p++) {
        if (!RenderRGB_SetPath((RenderRgbPath)p))
            continue;
        paths++;
        for (size_t l = 0; l < COUNT_OF(lens); l++)
            for (size_t off = 0; off < 3; off++) {
                const size_t n = lens[l];
                reference(pal, src + off, want, n);
                memset(got, 0xA5, cap * 3 + 64);
                RenderRGB_Convert(pal, src + off, got + off, n);
                CHECK_MSG(memcmp(got + off, want, n * 3) == 0, "path %s, %zu pixels at +%zu: wrong bytes",
                          RenderRGB_PathName((RenderRgbPath)p), n, off);
                for (size_t k = 0; k < off; k++)
                    CHECK_MSG(got[k] == 0xA5, "path %s wrote before its range", RenderRGB_PathName((RenderRgbPath)p));
                for (size_t k = off + n * 3; k < off + n * 3 + 64; k++)
                    CHECK_MSG(got[k] == 0xA5, "path %s, %zu pixels: wrote past its range",
                              RenderRGB_PathName((RenderRgbPath)p), n);
                runs++;
            }
    }
    RenderRGB_SetPath(was);
    CHECK(!RenderRGB_SetPath(RENDER_RGB_PATHS));
    free(src);
    free(want);
    free(got);
    printf("    %d paths, %d conversions compared\n", paths, runs);
    if (paths < 2)
        SKIP("only the scalar path on this CPU");
}

/* TOMB8_SIMD=scalar forces the reference; a supported path's name picks it;
 * unknown names (and none) leave the widest path the CPU has. An unknown or
 * unsupported name is told in one warning line naming the value and the
 * accepted ones (it was silently ignored); a good one or none leaves no
 * warning. */
TEST(render_rgb_simd_override)
{
    char warn[320] = "x";
    RenderRgbPath best = RenderRGB_ChoosePath(NULL, warn, sizeof(warn));
    CHECK_MSG(!warn[0], "%s", warn);
    CHECK(RenderRGB_PathSupported(best));
    for (int p = (int)best + 1; p < RENDER_RGB_PATHS; p++)
        CHECK(!RenderRGB_PathSupported((RenderRgbPath)p));
    CHECK_EQ(RenderRGB_ChoosePath("scalar", warn, sizeof(warn)), RENDER_RGB_SCALAR);
    CHECK_MSG(!warn[0], "%s", warn);
    CHECK_EQ(RenderRGB_ChoosePath("nonsense", warn, sizeof(warn)), best);
    CHECK_MSG(strstr(warn, "TOMB8_SIMD=nonsense is not a path (accepted: scalar, avx2, avx512; this CPU has scalar") &&
                  strstr(warn, RenderRGB_PathName(best)) && !strchr(warn, '\n'),
              "%s", warn);
    CHECK_EQ(RenderRGB_ChoosePath("avx2\n", warn, sizeof(warn)), best); /* escaped: one line */
    CHECK_MSG(strstr(warn, "TOMB8_SIMD=avx2\\n is not a path") && !strchr(warn, '\n'), "%s", warn);
    CHECK_EQ(RenderRGB_ChoosePath("", warn, sizeof(warn)), best);
    CHECK_MSG(!warn[0], "%s", warn);
    CHECK_EQ(RenderRGB_ChoosePath("nonsense", NULL, 0), best);
    for (int p = 0; p < RENDER_RGB_PATHS; p++) {
        const bool has = RenderRGB_PathSupported((RenderRgbPath)p);
        CHECK_EQ(RenderRGB_ChoosePath(RenderRGB_PathName((RenderRgbPath)p), warn, sizeof(warn)),
                 has ? p : (int)best);
        CHECK_MSG(has ? !warn[0] : strstr(warn, "this CPU does not have that path") != NULL, "%s: %s",
                  RenderRGB_PathName((RenderRgbPath)p), warn);
    }
    CHECK(RenderRGB_PathSupported(RENDER_RGB_SCALAR));
    CHECK(!strcmp(RenderRGB_PathName(RENDER_RGB_SCALAR), "scalar"));
}

/* Render_ToRGB on 1..16 threads and every path: the reference bytes for a
 * frame holding every index, at sizes whose pixel count is no multiple of 64
 * (so the bands' split points and the tails are exercised). */
TEST(render_rgb_threads_and_paths)
{
    const char *path = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!path)
        SKIP("tr1/LEVEL1.PHD not available");
    char err[512];
    Level lv;
    CHECK_MSG(Level_Load(path, &lv, err, sizeof(err)), "%s", err);
    const RenderRgbPath was = RenderRGB_Path();
    static const int sizes[][2] = {{641, 479}, {1920, 1080}};
    for (size_t s = 0; s < COUNT_OF(sizes); s++) {
        const int w = sizes[s][0], h = sizes[s][1];
        const size_t n = (size_t)w * h;
        uint8_t *fb = malloc(n), *want = malloc(n * 3), *got = malloc(n * 3);
        CHECK(fb && want && got);
        uint32_t x = 12345u;
        for (size_t i = 0; i < n; i++)
            fb[i] = i < 256 ? (uint8_t)i : (uint8_t)rng(&x);
        uint8_t pal[256][3];
        Renderer *r1 = Render_Create(&lv, w, h, NULL, err, sizeof(err));
        CHECK_MSG(r1, "%s", err);
        for (int i = 0; i < 256; i++)
            Render_PaletteRGB(r1, (uint8_t)i, pal[i]);
        Render_Destroy(r1);
        reference(pal, fb, want, n);
        for (int t = 1; t <= 16; t += (s == 0 ? 1 : 5)) {
            RenderConfig cfg = {t};
            Renderer *r = Render_Create(&lv, w, h, &cfg, err, sizeof(err));
            CHECK_MSG(r, "%s", err);
            for (int p = 0; p < RENDER_RGB_PATHS; p++) {
                if (!RenderRGB_SetPath((RenderRgbPath)p))
                    continue;
                memset(got, 0x5A, n * 3);
                Render_ToRGB(r, fb, got);
                CHECK_MSG(memcmp(got, want, n * 3) == 0, "%dx%d, %d threads, path %s: RGB differs", w,
                          h, t, RenderRGB_PathName((RenderRgbPath)p));
            }
            Render_Destroy(r);
        }
        RenderRGB_SetPath(was);
        free(fb);
        free(want);
        free(got);
    }
    Level_Free(&lv);
}

/* RGB24 -> XRGB8888 words (the window's texture): every path gives the
 * reference words at lengths around its steps; the input ends where its
 * allocation ends (ASan sees any read past it) and nothing past the words
 * is written. */
TEST(render_rgb_xrgb_paths_byte_identical)
{
    const RenderRgbPath was = RenderRGB_Path();
    static const size_t lens[] = {0, 1, 7, 8, 9, 10, 11, 15, 16, 17, 18, 31, 32, 33, 100, 1921};
    uint32_t x = 7u;
    int paths = 0;
    for (int p = 0; p < RENDER_RGB_PATHS; p++) {
        if (!RenderRGB_SetPath((RenderRgbPath)p))
            continue;
        paths++;
        for (size_t l = 0; l < COUNT_OF(lens); l++) {
            const size_t n = lens[l];
            uint8_t *rgb = malloc(n * 3 + 1);
            uint32_t *got = malloc((n + 16) * 4);
            CHECK(rgb && got);
            for (size_t i = 0; i < n * 3; i++)
                rgb[i] = (uint8_t)rng(&x);
            memset(got, 0xA5, (n + 16) * 4);
            RenderRGB_ToXRGB(rgb, got, n);
            for (size_t i = 0; i < n; i++) {
                const uint32_t want = (uint32_t)rgb[i * 3] << 16 | (uint32_t)rgb[i * 3 + 1] << 8 | rgb[i * 3 + 2];
                CHECK_MSG(got[i] == want, "path %s, %zu pixels: word %zu is %08x, not %08x",
                          RenderRGB_PathName((RenderRgbPath)p), n, i, got[i], want);
            }
            for (size_t i = n; i < n + 16; i++)
                CHECK_MSG(got[i] == 0xA5A5A5A5u, "path %s, %zu pixels: wrote past the words",
                          RenderRGB_PathName((RenderRgbPath)p), n);
            free(rgb);
            free(got);
        }
    }
    RenderRGB_SetPath(was);
    if (paths < 2)
        SKIP("only the scalar path on this CPU");
}

/* Palette -> XRGB words in one pass: every path gives the words of
 * RenderRGB_Convert then RenderRGB_ToXRGB (computed here byte by byte) at
 * lengths around its steps (8, 64) and odd offsets; the indices end where
 * their allocation ends (ASan sees a read past them) and nothing past the
 * words is written. */
TEST(render_rgb_index_xrgb_paths_byte_identical)
{
    const RenderRgbPath was = RenderRGB_Path();
    uint8_t pal[256][3];
    uint32_t x = 4242u;
    for (int i = 0; i < 256; i++)
        for (int c = 0; c < 3; c++)
            pal[i][c] = (uint8_t)rng(&x);
    static const size_t lens[] = {0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 100, 127, 128, 129, 255, 256, 1921};
    int paths = 0;
    for (int p = 0; p < RENDER_RGB_PATHS; p++) {
        if (!RenderRGB_SetPath((RenderRgbPath)p))
            continue;
        paths++;
        for (size_t l = 0; l < COUNT_OF(lens); l++)
            for (size_t off = 0; off < 2; off++) {
                const size_t n = lens[l];
                uint8_t *src = malloc(n + off ? n + off : 1);
                uint32_t *got = malloc((n + off + 16) * 4);
                CHECK(src && got);
                for (size_t i = 0; i < n + off; i++)
                    src[i] = i < 256 ? (uint8_t)(i * 7 + 3) : (uint8_t)rng(&x);
                memset(got, 0xA5, (n + off + 16) * 4);
                RenderRGB_ConvertXRGB(pal, src + off, got + off, n);
                for (size_t i = 0; i < n; i++) {
                    const uint8_t *c = pal[src[off + i]];
                    const uint32_t want = (uint32_t)c[0] << 16 | (uint32_t)c[1] << 8 | c[2];
                    CHECK_MSG(got[off + i] == want, "path %s, %zu pixels at +%zu: word %zu is %08x, not %08x",
                              RenderRGB_PathName((RenderRgbPath)p), n, off, i, got[off + i], want);
                }
                for (size_t i = 0; i < off; i++)
                    CHECK_MSG(got[i] == 0xA5A5A5A5u, "path %s wrote before its range",
                              RenderRGB_PathName((RenderRgbPath)p));
                for (size_t i = off + n; i < off + n + 16; i++)
                    CHECK_MSG(got[i] == 0xA5A5A5A5u, "path %s, %zu pixels: wrote past the words",
                              RenderRGB_PathName((RenderRgbPath)p), n);
                free(src);
                free(got);
            }
    }
    RenderRGB_SetPath(was);
    if (paths < 2)
        SKIP("only the scalar path on this CPU");
}
