/* framediff's figures for pictures from other renderers (tools/framediff.c):
 * SSIM, the edge offset and agreement, masks, the heatmap, JSON and the
 * batch mode, on pairs built to differ in a known way: the same picture,
 * shifted by one pixel, an object missing, a colour change. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <stb/stb_image.h>
#include <stb/stb_image_write.h>

#define W 160
#define H 120

/* A small "scene": a floor and wall in two greys with a coarse texture, a
 * dark doorway and a bright object standing in front. */
static void scene(unsigned char *px, int shift_x, bool with_object, bool recolour)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int sx = x - shift_x; /* the scene moved right by shift_x */
            int v = y < 70 ? 90 : 150;
            v += ((sx / 8 + y / 8) & 1) ? 12 : 0;
            unsigned char r = (unsigned char)v, g = (unsigned char)v, b = (unsigned char)v;
            if (sx >= 20 && sx < 50 && y >= 20 && y < 70)
                r = g = b = 20; /* doorway */
            if (with_object && sx >= 90 && sx < 120 && y >= 40 && y < 100) {
                r = 220;
                g = 160;
                b = 60;
            }
            if (recolour) { /* another renderer's lighting: warmer, darker */
                r = (unsigned char)(r * 7 / 8 + 10);
                g = (unsigned char)(g * 3 / 4);
                b = (unsigned char)(b * 5 / 8);
            }
            unsigned char *p = px + ((size_t)y * W + x) * 3;
            p[0] = r;
            p[1] = g;
            p[2] = b;
        }
}

static void write_scene(const char *path, int shift_x, bool obj, bool recolour)
{
    static unsigned char px[W * H * 3];
    scene(px, shift_x, obj, recolour);
    stbi_write_png(path, W, H, 3, px, W * 3);
}

/* A number after "key": in a JSON report. */
static double field(const char *json, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(json, pat);
    return p ? strtod(p + strlen(pat), NULL) : -999.0;
}

static int run_json(const char *a, const char *b, const char *extra, char *out, size_t cap)
{
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "%s %s %s --json %s", Test_BinPath("framediff"), a, b,
             extra ? extra : "");
    return Test_Run(cmd, out, cap);
}

static void paths(char (*p)[1024], const char *const *names, int n)
{
    for (int i = 0; i < n; i++)
        snprintf(p[i], sizeof p[i], "%s/fd_%s.png", Test_TmpDir(), names[i]);
}

TEST(framediff_known_differences)
{
    static const char *const names[] = {"base", "shift", "noobj", "recol"};
    char p[4][1024], out[4096];
    paths(p, names, 4);
    write_scene(p[0], 0, true, false);
    write_scene(p[1], 1, true, false);
    write_scene(p[2], 0, false, false);
    write_scene(p[3], 0, true, true);

    /* the same picture: every figure perfect */
    CHECK_EQ(run_json(p[0], p[0], NULL, out, sizeof out), 0);
    CHECK_MSG(field(out, "ssim") == 1.0 && field(out, "edge_agreement") == 1.0 &&
                  field(out, "offset_dx") == 0 && field(out, "offset_dy") == 0 &&
                  strstr(out, "\"psnr\":null"),
              "%s", out);

    /* shifted one pixel right: found as the offset, edges agree there */
    CHECK_EQ(run_json(p[0], p[1], NULL, out, sizeof out), 1);
    CHECK_MSG(field(out, "offset_dx") == 1 && field(out, "offset_dy") == 0, "%s", out);
    CHECK_MSG(field(out, "edge_agreement") > 0.97, "%s", out);
    double shift_ssim = field(out, "ssim");

    /* an object missing: no offset, and a clear share of edges unmatched */
    CHECK_EQ(run_json(p[0], p[2], NULL, out, sizeof out), 1);
    CHECK_MSG(field(out, "offset_dx") == 0 && field(out, "offset_dy") == 0, "%s", out);
    double missing_agree = field(out, "edge_a_in_b");
    CHECK_MSG(missing_agree < 0.85, "%s", out);
    CHECK_MSG(field(out, "ssim") < 0.95, "%s", out);

    /* a colour change: every pixel differs, yet the structure is the same */
    CHECK_EQ(run_json(p[0], p[3], NULL, out, sizeof out), 1);
    CHECK_MSG(field(out, "differing_fraction") > 0.9, "%s", out);
    CHECK_MSG(field(out, "offset_dx") == 0 && field(out, "offset_dy") == 0, "%s", out);
    CHECK_MSG(field(out, "edge_agreement") > 0.97, "%s", out);
    CHECK_MSG(field(out, "ssim") > 0.8 && field(out, "ssim") > shift_ssim - 0.2, "%s", out);

    /* the text report carries the same figures */
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "%s %s %s", Test_BinPath("framediff"), p[0], p[1]);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 1);
    CHECK_MSG(strstr(out, "ssim: ") && strstr(out, "offset (1, 0)"), "%s", out);
}

TEST(framediff_ignore_masks)
{
    static const char *const names[] = {"m_base", "m_noobj"};
    char p[2][1024], out[4096];
    paths(p, names, 2);
    write_scene(p[0], 0, true, false);
    write_scene(p[1], 0, false, false);
    /* the object's rectangle masked (two rectangles, repeatable): equal */
    CHECK_EQ(run_json(p[0], p[1], "--ignore 88,38,20,64 --ignore 108,38,14,64", out, sizeof out),
             0);
    CHECK_MSG(field(out, "masked_pixels") == 34 * 64 && field(out, "ssim") == 1.0 &&
                  field(out, "edge_agreement") == 1.0,
              "%s", out);
    /* a mask that covers half of it: still different */
    CHECK_EQ(run_json(p[0], p[1], "--ignore 88,38,20,64", out, sizeof out), 1);
    /* malformed masks are refused with one line */
    static const char *const bad[] = {"1,2,3", "1,2,0,4", "a,b,c,d", "-1,0,4,4", "1,2,3,4,5"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char cmd[4096];
        snprintf(cmd, sizeof cmd, "%s %s %s --ignore %s 2>&1", Test_BinPath("framediff"), p[0],
                 p[1], bad[i]);
        CHECK_MSG(Test_Run(cmd, out, sizeof out) == 2 && strstr(out, "error: --ignore"), "%s: %s",
                  bad[i], out);
    }
}

TEST(framediff_heatmap_and_ssim_map)
{
    static const char *const names[] = {"h_base", "h_noobj", "h_heat", "h_map"};
    char p[4][1024], out[4096], cmd[8192];
    paths(p, names, 4);
    write_scene(p[0], 0, true, false);
    write_scene(p[1], 0, false, false);
    snprintf(cmd, sizeof cmd, "%s %s %s --heatmap %s --ssim-map %s", Test_BinPath("framediff"),
             p[0], p[1], p[2], p[3]);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 1);
    int w, h, c;
    unsigned char *heat = stbi_load(p[2], &w, &h, &c, 3);
    CHECK(heat && w == W && h == H);
    unsigned char a[W * H * 3];
    scene(a, 0, true, false);
    /* unchanged: A dimmed to a third; the missing object: a strong colour */
    size_t calm = ((size_t)10 * W + 140) * 3, hot = ((size_t)60 * W + 100) * 3;
    CHECK_MSG(heat[calm] == a[calm] / 3 && heat[calm + 1] == a[calm + 1] / 3, "calm %d", heat[calm]);
    CHECK_MSG(heat[hot] > 150 && heat[hot + 2] < 60, "hot %d,%d,%d", heat[hot], heat[hot + 1],
              heat[hot + 2]);
    stbi_image_free(heat);
    unsigned char *map = stbi_load(p[3], &w, &h, &c, 1);
    CHECK(map && w == W && h == H);
    CHECK_MSG(map[10 * W + 140] == 255 && map[60 * W + 90] < 200, "map %d %d", map[10 * W + 140],
              map[60 * W + 90]);
    stbi_image_free(map);

    /* an output naming an input is refused, the input kept */
    size_t before_size = 0, after_size = 0;
    unsigned char *before = Test_ReadFile(p[0], &before_size);
    snprintf(cmd, sizeof cmd, "%s %s %s --heatmap %s 2>&1", Test_BinPath("framediff"), p[0], p[1],
             p[0]);
    int rc = Test_Run(cmd, out, sizeof out);
    unsigned char *after = Test_ReadFile(p[0], &after_size);
    CHECK_MSG(rc == 2 && strstr(out, "is an input"), "exit %d: %s", rc, out);
    CHECK(before && after && before_size == after_size && !memcmp(before, after, before_size));
    free(before);
    free(after);
}

TEST(framediff_pairs_batch)
{
    char da[1024], db[1024], dout[1024], f[1200], out[8192], cmd[8192];
    snprintf(da, sizeof da, "%s/fd_pairs_a", Test_TmpDir());
    snprintf(db, sizeof db, "%s/fd_pairs_b", Test_TmpDir());
    snprintf(dout, sizeof dout, "%s/fd_pairs_out", Test_TmpDir());
    mkdir(da, 0755);
    mkdir(db, 0755);
    mkdir(dout, 0755);
    /* reference names in A, --capture-every names in B, one unpaired each */
    snprintf(f, sizeof f, "%s/LEVEL_x_tick0150.png", da);
    write_scene(f, 0, true, false);
    snprintf(f, sizeof f, "%s/LEVEL_x_tick0300.png", da);
    write_scene(f, 0, true, false);
    snprintf(f, sizeof f, "%s/LEVEL_x_tick0450.png", da);
    write_scene(f, 0, true, false);
    snprintf(f, sizeof f, "%s/tick000150.png", db);
    write_scene(f, 0, true, false);
    snprintf(f, sizeof f, "%s/tick000300.png", db);
    write_scene(f, 1, true, false);
    snprintf(f, sizeof f, "%s/tick000600.png", db);
    write_scene(f, 0, true, false);
    snprintf(cmd, sizeof cmd, "%s --pairs %s %s --out-dir %s --json", Test_BinPath("framediff"), da,
             db, dout);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 1);
    CHECK_MSG(strstr(out, "\"count\":2") && strstr(out, "\"tick\":150") &&
                  strstr(out, "\"tick\":300") && !strstr(out, "\"tick\":450"),
              "%s", out);
    /* one report and one contact sheet (A | B | heatmap) per pair */
    size_t n;
    snprintf(f, sizeof f, "%s/tick0300.json", dout);
    char *rep = (char *)Test_ReadFile(f, &n);
    CHECK_MSG(rep && field(rep, "offset_dx") == 1, "%s", rep ? rep : "(missing)");
    free(rep);
    int w, h, c;
    snprintf(f, sizeof f, "%s/tick0150.png", dout);
    unsigned char *sheet = stbi_load(f, &w, &h, &c, 3);
    CHECK(sheet && w == 3 * W && h == H);
    unsigned char a[W * H * 3];
    scene(a, 0, true, false);
    CHECK(!memcmp(sheet, a, W * 3) && !memcmp(sheet + W * 3, a, W * 3));
    stbi_image_free(sheet);
    snprintf(f, sizeof f, "%s/tick0450.json", dout);
    struct stat st;
    CHECK(stat(f, &st) != 0);
    /* the identical pairs alone: exit 0 */
    snprintf(f, sizeof f, "%s/tick000300.png", db);
    write_scene(f, 0, true, false);
    snprintf(cmd, sizeof cmd, "%s --pairs %s %s --out-dir %s", Test_BinPath("framediff"), da, db,
             dout);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 0);
    CHECK_MSG(strstr(out, "tick 150: ssim 1.0000"), "%s", out);
    /* outputs never go among the inputs; no --out-dir; nothing in common */
    snprintf(cmd, sizeof cmd, "%s --pairs %s %s --out-dir %s 2>&1", Test_BinPath("framediff"), da,
             db, db);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 2 && strstr(out, "input folder"), "%s", out);
    snprintf(cmd, sizeof cmd, "%s --pairs %s %s 2>&1", Test_BinPath("framediff"), da, db);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 2 && strstr(out, "--out-dir"), "%s", out);
    char empty[1100];
    snprintf(empty, sizeof empty, "%s/fd_pairs_empty", Test_TmpDir());
    mkdir(empty, 0755);
    snprintf(cmd, sizeof cmd, "%s --pairs %s %s --out-dir %s 2>&1", Test_BinPath("framediff"), da,
             empty, dout);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 2 && strstr(out, "no tick numbers in common"), "%s",
              out);
}
