/* Renderer: sizes, determinism (runs, threads), golden hashes of captures of
 * the shared levels, portal crossing without gaps, water, captures and
 * framediff through the programs, and the span inner loops against per-pixel
 * shading. */
#include "engine/render/render.h"
#include "engine/render/render_internal.h"
#include "engine/world/floor.h"
#include "game/capture.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stb/stb_image_write.h>

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 1099511628211ull;
    }
    return h;
}

static bool load(const char *rel, Level *lv)
{
    const char *path = Test_SharedPath(rel);
    char err[512];
    return path && Level_Load(path, lv, err, sizeof(err));
}

/* An index that no ColourMap entry (normal or underwater) can produce,
 * so a pixel holding it was never drawn. -1 if every index is reachable. */
static int sentinel_index(const Level *lv)
{
    bool used[256] = {false};
    for (int i = 0; i < LIGHTMAP_SHADES * 256; i++)
        used[lv->lightmap[i]] = true;
    for (int i = 255; i > 0; i--)
        if (!used[i])
            return i;
    return -1;
}

TEST(render_sizes_and_bad_sizes)
{
    Level lv;
    if (!load("tr1/LEVEL1.PHD", &lv))
        SKIP("tr1/LEVEL1.PHD not available");
    char err[256];
    static const int sizes[][2] = {{320, 240}, {3840, 2160}, {1000, 240}, {320, 2160}, {641, 479}};
    RenderCamera cam = {73984, 2237, 3327, 0, 14319, 0, 0, 0};
    for (size_t i = 0; i < 5; i++) {
        int w = sizes[i][0], h = sizes[i][1];
        Renderer *r = Render_Create(&lv, w, h, NULL, err, sizeof(err));
        CHECK_MSG(r != NULL, "%dx%d: %s", w, h, err);
        uint8_t *fb = malloc((size_t)w * h);
        CHECK(fb);
        CHECK(Render_Frame(r, &cam, NULL, 0, NULL, 0, fb));
        /* RGB conversion: every pixel is its palette colour (x4) */
        uint8_t *rgb = malloc((size_t)w * h * 3);
        CHECK(rgb);
        Render_ToRGB(r, fb, rgb);
        for (size_t k = 0; k < (size_t)w * h; k++) {
            uint8_t c[3];
            Render_PaletteRGB(r, fb[k], c);
            CHECK_MSG(memcmp(c, rgb + k * 3, 3) == 0, "%dx%d: pixel %zu", w, h, k);
            CHECK_EQ(c[0], MIN(lv.palette[fb[k]].r * 4, 255));
        }
        free(rgb);
        /* the start view is enclosed: every pixel is covered */
        int s = sentinel_index(&lv);
        if (s >= 0) {
            Render_FrameClear(r, &cam, NULL, 0, NULL, 0, fb, (uint8_t)s);
            size_t gaps = 0;
            for (size_t k = 0; k < (size_t)w * h; k++)
                gaps += fb[k] == s;
            CHECK_MSG(gaps == 0, "%dx%d: %zu uncovered pixels", w, h, gaps);
        }
        free(fb);
        Render_Destroy(r);
    }
    CHECK(Render_Create(&lv, 319, 240, NULL, err, sizeof(err)) == NULL);
    CHECK(strstr(err, "319x240") != NULL);
    CHECK(Render_Create(&lv, 3841, 2160, NULL, err, sizeof(err)) == NULL);
    CHECK(Render_Create(&lv, 640, 2161, NULL, err, sizeof(err)) == NULL);
    /* a bad camera room draws black and says so */
    Renderer *r = Render_Create(&lv, 320, 240, NULL, err, sizeof(err));
    uint8_t *fb = malloc(320 * 240);
    RenderCamera bad = cam;
    bad.room = (int32_t)lv.num_rooms;
    CHECK(!Render_Frame(r, &bad, NULL, 0, NULL, 0, fb));
    free(fb);
    Render_Destroy(r);
    Level_Free(&lv);
}

/* Same frame with 1, 2 and 3 threads, twice each: identical bytes. */
TEST(render_deterministic_across_threads)
{
    Level lv;
    if (!load("tr1/LEVEL1.PHD", &lv))
        SKIP("tr1/LEVEL1.PHD not available");
    RenderMeshDraw *md;
    RenderSpriteDraw *sd;
    size_t nm, ns;
    CHECK(Capture_BuildItemDraws(&lv, &md, &nm, &sd, &ns));
    CHECK(nm > 0);
    char err[256];
    const int w = 400, h = 300;
    uint8_t *ref = malloc(w * h), *fb = malloc(w * h);
    RenderCamera cams[3] = {{73984, 2237, 3327, 0, 14319, 0, 0, 0}, {0}, {0}};
    CHECK(Capture_FixedCameraView(&lv, 0, &cams[1]));
    CHECK(Capture_FixedCameraView(&lv, lv.num_cameras / 2, &cams[2]));
    for (int c = 0; c < 3; c++) {
        for (int t = 1; t <= 3; t++) {
            RenderConfig cfg = {t};
            Renderer *r = Render_Create(&lv, w, h, &cfg, err, sizeof(err));
            CHECK(r);
            for (int rep = 0; rep < 2; rep++) {
                Render_Frame(r, &cams[c], md, nm, sd, ns, t == 1 && rep == 0 ? ref : fb);
                if (t > 1 || rep > 0)
                    CHECK_MSG(memcmp(ref, fb, (size_t)w * h) == 0, "camera %d threads %d rep %d", c, t, rep);
            }
            Render_Destroy(r);
        }
    }
    free(ref);
    free(fb);
    free(md);
    free(sd);
    Level_Free(&lv);
}

/* Golden hashes of 8-bit frames (320x240, rooms and statics; items are left
 * out so the animation system's poses cannot move them) of fixed cameras of
 * every shared level. tests/golden/render_shared.txt holds
 * "LEVEL CAMERA HASH" lines; TOMB8_UPDATE_GOLDEN=1 prints fresh lines. */
TEST(render_golden_shared_levels)
{
    static const char *levels[] = {"tr1/LEVEL1.PHD", "tr1/RANDO_TEST1.PHD", "tr1/CUT1.PHD",
                                   "tr2/RANDO_TEST1.TR2", "tr3/RANDO_TEST1.TR2"};
    size_t gsize = 0;
    uint8_t *golden = Test_ReadFile("tests/golden/render_shared.txt", &gsize);
    bool update = getenv("TOMB8_UPDATE_GOLDEN") != NULL;
    CHECK_MSG(golden || update, "tests/golden/render_shared.txt missing");
    char *g = golden ? calloc(gsize + 1, 1) : NULL;
    if (g)
        memcpy(g, golden, gsize);
    free(golden);
    int checked = 0;
    for (size_t li = 0; li < COUNT_OF(levels); li++) {
        Level lv;
        if (!load(levels[li], &lv))
            continue;
        char err[256];
        Renderer *r = Render_Create(&lv, 320, 240, NULL, err, sizeof(err));
        CHECK(r);
        uint8_t *fb = malloc(320 * 240);
        uint32_t step = lv.num_cameras > 4 ? lv.num_cameras / 4 : 1;
        /* fixed cameras, then the centres of three rooms looking along +z */
        for (uint32_t k = 0; k < lv.num_cameras + 3; k += (k < lv.num_cameras ? step : 1)) {
            RenderCamera cam;
            char what[32];
            if (k < lv.num_cameras) {
                CHECK(Capture_FixedCameraView(&lv, k, &cam));
                snprintf(what, sizeof(what), "camera %u", k);
            } else {
                uint32_t ri = (k - lv.num_cameras) * lv.num_rooms / 3;
                const Room *rm = &lv.rooms[ri];
                RenderCamera c = {rm->x + rm->num_x_sectors * 512, (rm->y_top + rm->y_bottom) / 2,
                                  rm->z + rm->num_z_sectors * 512, (int32_t)ri, 0, 0, 0, 0};
                cam = c;
                snprintf(what, sizeof(what), "room %u", ri);
            }
            Render_Frame(r, &cam, NULL, 0, NULL, 0, fb);
            char line[160];
            snprintf(line, sizeof(line), "shared %s %s", levels[li], what);
            Test_DumpFrame(line, fb, 320 * 240);
            snprintf(line, sizeof(line), "%s %s %016llx", levels[li], what,
                     (unsigned long long)fnv1a(fb, 320 * 240));
            if (update)
                printf("%s\n", line);
            else
                CHECK_MSG(strstr(g, line) != NULL, "no golden line: %s", line);
            checked++;
        }
        free(fb);
        Render_Destroy(r);
        Level_Free(&lv);
    }
    free(g);
    if (checked == 0)
        SKIP("no shared levels");
}

/* A camera position in open space: inside the level, between floor and
 * ceiling, with no wall within `margin` (so it never looks into a wall). */
static bool open_space(const Level *lv, int room, int32_t x, int32_t y, int32_t z, int margin,
                       int *out_room)
{
    int found = World_FindRoom(lv, room, x, y, z, NULL);
    if (found < 0)
        return false;
    World w;
    char err[160];
    if (!World_Init(&w, lv, err, sizeof err))
        return false;
    bool open = true;
    for (int dx = -margin; open && dx <= margin; dx += margin)
        for (int dz = -margin; open && dz <= margin; dz += margin) {
            int16_t rr = (int16_t)found;
            const RoomSector *s = World_Sector(&w, x + dx, y, z + dz, &rr);
            int32_t f = World_Height(&w, s, x + dx, y, z + dz);
            int32_t c = World_Ceiling(&w, s, x + dx, y, z + dz);
            if (f == WORLD_NO_HEIGHT || c == WORLD_NO_HEIGHT || y > f - margin || y < c + margin)
                open = false;
        }
    World_Free(&w);
    if (open)
        *out_room = found;
    return open;
}

/* Walks the camera through the first (vertical) portal of several LEVEL1
 * rooms in 32-unit steps (looking through it, sideways and back) and checks
 * that every pixel of every frame is covered: no gaps at the portal.
 * Positions inside or next to walls are skipped (gaps there are right). */
TEST(render_portal_crossing_no_gaps)
{
    Level lv;
    if (!load("tr1/LEVEL1.PHD", &lv))
        SKIP("tr1/LEVEL1.PHD not available");
    int s = sentinel_index(&lv);
    if (s < 0)
        SKIP("every palette index is reachable");
    char err[256];
    const int w = 320, h = 240;
    /* no far cut: any uncovered pixel is then a crack */
    Renderer *r = Render_Create(&lv, w, h, NULL, err, sizeof(err));
    CHECK(r);
    Render_SetFarZ(r, 1 << 20);
    uint8_t *fb = malloc(w * h);
    int frames = 0;
    for (uint32_t ri = 0; ri < lv.num_rooms && frames < 300; ri += 3) {
        const Room *room = &lv.rooms[ri];
        if (room->num_portals == 0)
            continue;
        const RoomPortal *p = &room->portals[0];
        /* portal centre and normal (points into room ri) */
        int32_t cx = 0, cy = 0, cz = 0;
        for (int k = 0; k < 4; k++) {
            cx += p->vertices[k].x;
            cy += p->vertices[k].y;
            cz += p->vertices[k].z;
        }
        cx = room->x + cx / 4;
        cy = cy / 4;
        cz = room->z + cz / 4;
        if (p->normal.y != 0)
            continue; /* horizontal portal: vertical moves are another test */
        int32_t nx = p->normal.x > 0 ? 1 : p->normal.x < 0 ? -1 : 0;
        int32_t nz = p->normal.z > 0 ? 1 : p->normal.z < 0 ? -1 : 0;
        int32_t yaw = Math_Atan2(-nx, -nz); /* looking through the portal */
        for (int dir = 0; dir < 3; dir++) {
            int32_t look = yaw + dir * 0x4000;
            for (int d = -512; d <= 512; d += 32) {
                RenderCamera cam = {0};
                cam.x = cx - nx * d;
                cam.y = cy;
                cam.z = cz - nz * d;
                cam.room = d <= 0 ? (int32_t)ri : p->adjoining_room;
                cam.yaw = look;
                int found;
                if (!open_space(&lv, cam.room, cam.x, cam.y, cam.z, 192, &found))
                    continue;
                /* the caller's room on the portal plane may be either side:
                 * both must work (the renderer trusts the given room) */
                Render_FrameClear(r, &cam, NULL, 0, NULL, 0, fb, (uint8_t)s);
                size_t gaps = 0;
                for (int k = 0; k < w * h; k++)
                    gaps += fb[k] == s;
                /* far geometry may be cut at 20 tiles; only this close
                 * neighbourhood is checked, where everything is near */
                CHECK_MSG(gaps == 0, "room %u portal 0: d=%d dir %d: %zu gap pixels", ri, d, dir,
                          gaps);
                frames++;
            }
        }
    }
    CHECK_MSG(frames >= 100, "only %d frames checked", frames);
    free(fb);
    Render_Destroy(r);
    Level_Free(&lv);
}

/* A camera in a water room gets the underwater look (filtered ColourMap):
 * the same view with the room's water flag cleared differs, and is redder. */
TEST(render_underwater_filter)
{
    Level lv;
    if (!load("tr1/RANDO_TEST1.PHD", &lv))
        SKIP("tr1/RANDO_TEST1.PHD not available");
    int water = -1;
    for (uint32_t i = 0; i < lv.num_rooms && water < 0; i++)
        if (lv.rooms[i].flags & ROOM_FLAG_WATER)
            water = (int)i;
    if (water < 0) {
        Level_Free(&lv);
        SKIP("no water room");
    }
    Room *rm = &lv.rooms[water];
    RenderCamera cam = {rm->x + rm->num_x_sectors * 512, (rm->y_top + rm->y_bottom) / 2,
                        rm->z + rm->num_z_sectors * 512, water, 0, 0, 0, 0};
    char err[256];
    const int w = 320, h = 240;
    uint8_t *fb = malloc(w * h), *rgb = malloc(w * h * 3);
    uint64_t sum[2][3] = {{0}};
    for (int pass = 0; pass < 2; pass++) {
        Renderer *r = Render_Create(&lv, w, h, NULL, err, sizeof(err));
        CHECK(r);
        Render_Frame(r, &cam, NULL, 0, NULL, 0, fb);
        CHECK_EQ(Render_CameraUnderwater(r), pass == 0);
        Render_ToRGB(r, fb, rgb);
        for (int k = 0; k < w * h; k++)
            for (int c = 0; c < 3; c++)
                sum[pass][c] += rgb[k * 3 + c];
        Render_Destroy(r);
        rm->flags &= (uint16_t)~ROOM_FLAG_WATER;
    }
    /* red/blue ratio drops under water */
    CHECK(sum[0][0] * sum[1][2] < sum[1][0] * sum[0][2]);
    free(fb);
    free(rgb);
    Level_Free(&lv);
}

/* Animated textures advance on the tick (when the level has any). */
TEST(render_animated_textures_tick)
{
    Level lv;
    if (!load("tr1/RANDO_TEST1.PHD", &lv))
        SKIP("tr1/RANDO_TEST1.PHD not available");
    if (lv.num_animated_texture_words < 3) {
        Level_Free(&lv);
        SKIP("no animated textures");
    }
    char err[256];
    Renderer *r = Render_Create(&lv, 320, 240, NULL, err, sizeof(err));
    CHECK(r);
    uint8_t *a = malloc(320 * 240), *b = malloc(320 * 240);
    bool changed = false;
    for (uint32_t ci = 0; ci < lv.num_cameras && !changed; ci++) {
        RenderCamera cam;
        Capture_FixedCameraView(&lv, ci, &cam);
        Render_Frame(r, &cam, NULL, 0, NULL, 0, a);
        for (int t = 0; t < ANIM_TEXTURE_TICKS; t++)
            Render_Tick(r);
        Render_Frame(r, &cam, NULL, 0, NULL, 0, b);
        changed = memcmp(a, b, 320 * 240) != 0;
    }
    CHECK_MSG(changed, "no camera shows an animated texture change");
    free(a);
    free(b);
    Render_Destroy(r);
    Level_Free(&lv);
}

/* build/tomb8 --capture: byte-identical PNGs, exit 2 on bad input;
 * framediff: 0 identical, 1 different, 2 bad input. */
TEST(render_capture_cli_and_framediff)
{
    const char *level = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!level)
        SKIP("tr1/LEVEL1.PHD not available");
    const char *tomb8 = Test_BinPath("tomb8"), *fd = Test_BinPath("framediff");
    const char *tmp = Test_TmpDir();
    char cmd[16384], out[2048];
    for (int i = 0; i < 2; i++) {
        snprintf(cmd, sizeof(cmd),
                 "%s --headless --level %s --size 320x240 --capture %s/cap%d.png --view 1", tomb8,
                 level, tmp, i);
        CHECK_EQ(Test_Run(cmd, out, sizeof(out)), 0);
    }
    snprintf(cmd, sizeof(cmd),
             "%s --headless --level %s --size 320x240 --capture %s/cap2.png --camera 73984,2237,3327,0,14319,0",
             tomb8, level, tmp);
    CHECK_EQ(Test_Run(cmd, out, sizeof(out)), 0);
    char p0[1200], p1[1200], p2[1200];
    snprintf(p0, sizeof(p0), "%s/cap0.png", tmp);
    snprintf(p1, sizeof(p1), "%s/cap1.png", tmp);
    snprintf(p2, sizeof(p2), "%s/cap2.png", tmp);
    size_t n0, n1;
    uint8_t *b0 = Test_ReadFile(p0, &n0), *b1 = Test_ReadFile(p1, &n1);
    CHECK(b0 && b1);
    CHECK(n0 == n1 && memcmp(b0, b1, n0) == 0);
    free(b0);
    free(b1);
    snprintf(cmd, sizeof(cmd), "%s %s %s", fd, p0, p1);
    CHECK_EQ(Test_Run(cmd, out, sizeof(out)), 0);
    CHECK(strstr(out, "differing pixels: 0") != NULL);
    snprintf(cmd, sizeof(cmd), "%s %s %s --out %s/diff.png", fd, p0, p2, tmp);
    CHECK_EQ(Test_Run(cmd, out, sizeof(out)), 1);
    CHECK(strstr(out, "psnr") != NULL);
    snprintf(cmd, sizeof(cmd), "%s %s %s/missing.png", fd, p0, tmp);
    CHECK_EQ(Test_Run(cmd, out, sizeof(out)), 2);
    /* bad inputs */
    snprintf(cmd, sizeof(cmd),
             "%s --headless --level %s --size 320x240 --capture %s/bad.png --camera 0,0,0,9999,0,0 2>&1",
             tomb8, level, tmp);
    CHECK_EQ(Test_Run(cmd, out, sizeof(out)), 2);
    CHECK(strstr(out, "error:") != NULL);
    snprintf(cmd, sizeof(cmd),
             "%s --headless --level %s --size 320x240 --capture %s/bad.png --view 100000 2>&1",
             tomb8, level, tmp);
    CHECK_EQ(Test_Run(cmd, out, sizeof(out)), 2);
    snprintf(cmd, sizeof(cmd), "%s --headless --level %s/nonexistent.phd --capture %s/bad.png 2>&1",
             tomb8, tmp, tmp);
    CHECK_EQ(Test_Run(cmd, out, sizeof(out)), 2);
}

/* The project's own level (generated by tools/mklevel.c): golden hashes of
 * a few views and a golden image (our own content, so the PNG itself is
 * committed: tests/golden/default_room0.png). Both are tied to the level's
 * CRC: when the builder changes the level the test skips and says how to
 * regenerate (TOMB8_UPDATE_GOLDEN=1 run_tests render_golden_default). */
TEST(render_golden_default_level)
{
    const char *path = Test_BinPath("data/default.phd");
    Level lv;
    char err[512];
    if (!path || !Level_Load(path, &lv, err, sizeof(err)))
        SKIP("no default level (tools/mklevel.c)");
    bool update = getenv("TOMB8_UPDATE_GOLDEN") != NULL;
    size_t gsize = 0;
    uint8_t *golden = Test_ReadFile("tests/golden/render_default.txt", &gsize);
    char *g = golden ? calloc(gsize + 1, 1) : NULL;
    if (g)
        memcpy(g, golden, gsize);
    free(golden);
    char crcline[64];
    snprintf(crcline, sizeof(crcline), "crc %08x", lv.checksum);
    if (!update && (!g || !strstr(g, crcline))) {
        free(g);
        Level_Free(&lv);
        SKIP("default level changed (%s); regenerate the golden files", crcline);
    }
    if (update)
        printf("%s\n", crcline);
    RenderMeshDraw *md;
    RenderSpriteDraw *sd;
    size_t nm, ns;
    CHECK(Capture_BuildItemDraws(&lv, &md, &nm, &sd, &ns));
    Renderer *r = Render_Create(&lv, 320, 240, NULL, err, sizeof(err));
    CHECK(r);
    uint8_t *fb = malloc(320 * 240);
    for (uint32_t ri = 0; ri < lv.num_rooms; ri++) {
        const Room *rm = &lv.rooms[ri];
        RenderCamera cam = {rm->x + rm->num_x_sectors * 512, (rm->y_top + rm->y_bottom) / 2,
                            rm->z + rm->num_z_sectors * 512, (int32_t)ri, (int32_t)ri * 0x2800, 0, 0, 0};
        Render_Frame(r, &cam, NULL, 0, NULL, 0, fb);
        char line[96];
        snprintf(line, sizeof(line), "default room %u", ri);
        Test_DumpFrame(line, fb, 320 * 240);
        snprintf(line, sizeof(line), "room %u %016llx", ri, (unsigned long long)fnv1a(fb, 320 * 240));
        if (update)
            printf("%s\n", line);
        else
            CHECK_MSG(strstr(g, line) != NULL, "no golden line: %s", line);
    }
    free(fb);
    Render_Destroy(r);
    free(md);
    free(sd);
    free(g);
    /* the golden image (our own content): the first room's view, written
     * as PNG and compared with framediff (items left out, as above) */
    const char *tmp = Test_TmpDir();
    char cmd[8192], out[2048], png[1200];
    snprintf(png, sizeof(png), "%s/default_room0.png", tmp);
    {
        const Room *rm = &lv.rooms[0];
        RenderCamera cam = {rm->x + rm->num_x_sectors * 512, (rm->y_top + rm->y_bottom) / 2,
                            rm->z + rm->num_z_sectors * 512, 0, 0x2000, -ANGLE_DEG(10), 0, 0};
        Renderer *r2 = Render_Create(&lv, 320, 240, NULL, err, sizeof(err));
        CHECK(r2);
        uint8_t *f2 = malloc(320 * 240), *rgb = malloc(320 * 240 * 3);
        Render_Frame(r2, &cam, NULL, 0, NULL, 0, f2);
        Render_ToRGB(r2, f2, rgb);
        CHECK(stbi_write_png(png, 320, 240, 3, rgb, 320 * 3));
        free(f2);
        free(rgb);
        Render_Destroy(r2);
    }
    if (update) {
        snprintf(cmd, sizeof(cmd), "cp %s tests/golden/default_room0.png", png);
        CHECK_EQ(Test_Run(cmd, out, sizeof(out)), 0);
    } else {
        snprintf(cmd, sizeof(cmd), "%s tests/golden/default_room0.png %s", Test_BinPath("framediff"), png);
        CHECK_MSG(Test_Run(cmd, out, sizeof(out)) == 0, "default level view differs: %s", out);
    }
    Level_Free(&lv);
}

/* The span inner loops pick per sub-span between a constant ColourMap row,
 * runs cut where the row changes, and a row looked up per pixel. Whatever
 * they pick, every pixel must equal per-pixel shading: row = shade >> 8 of
 * the exact linear shade at that pixel. A purpose-built affine rectangle
 * (u steps exactly one texel per pixel, so texels are known) is drawn with
 * shade gradients from flat to one row every two pixels, up and down, with
 * several sub-span lengths, opaque and transparent (Raster_DrawPoly directly,
 * through the renderer's internal header). */
TEST(render_span_shade_rows_match_per_pixel)
{
    enum { W = 250, H = 4, PITCH = 256 };
    Raster_Init();
    static uint8_t tex[256 * 256], cmap[LIGHTMAP_SHADES * 256], fb[PITCH * H];
    for (int v = 0; v < 256; v++)
        for (int u = 0; u < 256; u++)
            tex[v * 256 + u] = (u % 5 == 0) ? 0 : (uint8_t)(1 + (u & 1));
    for (int r = 0; r < LIGHTMAP_SHADES; r++) {
        memset(cmap + r * 256, 0xEE, 256);
        cmap[r * 256 + 0] = (uint8_t)(100 + r);
        cmap[r * 256 + 1] = (uint8_t)r;
        cmap[r * 256 + 2] = (uint8_t)(50 + r);
    }
    /* shade start (0..0x1FFF) and gradient (16.16 shade units per pixel) */
    const struct { int32_t s0, g; } cases[] = {
        {0x0100, 0},         {0x0180, 0x1000},     {0x0100, 0x0C0000},  {0x0040, 0x1E0000},
        {0x1F00, -0x0C0000}, {0x1FF0, -0x1E0000},  {0x0800, 0x007FFF},  {0x0000, 0x8000000 / W},
        {0x1000, 0x00FFFF},  {0x1C00, -0x0003FF},  {0x0100, 0x100000},  {0x1F00, -0x100000},
    };
    int checked = 0;
    for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
        static const uint8_t sub_qs[] = {1, 3, 8, 64}; /* L = 4, 12, 32, 256 */
        for (size_t qi = 0; qi < sizeof(sub_qs); qi++) {
            for (int transparent = 0; transparent < 2; transparent++) {
                Poly p;
                memset(&p, 0, sizeof(p));
                p.flags = POLY_TEXTURED | POLY_AFFINE | (transparent ? POLY_TRANSPARENT : 0);
                p.nv = 4;
                p.sub_q = sub_qs[qi];
                p.rx0 = 0;
                p.ry0 = 0;
                p.rx1 = W;
                p.ry1 = H;
                p.tex = tex;
                p.cmap = cmap;
                const int32_t xs[4] = {0, W * 16, W * 16, 0}, ys[4] = {0, 0, H * 16, H * 16};
                memcpy(p.x, xs, sizeof(xs));
                memcpy(p.y, ys, sizeof(ys));
                p.ymin = 0;
                p.ymax = H * 16;
                p.x0 = 8; /* planes referenced at pixel (0, 0)'s centre */
                p.y0 = 8;
                /* affine u, v planes hold 16.16 texels; gx is per pixel << 8 */
                p.uw = (Plane){0x8000, (int64_t)0x10000 << 8, 0};    /* u = x + 0.5 */
                p.vw = (Plane){0x58000, 0, 0};                       /* v = 5.5 */
                p.sh = (Plane){(int64_t)cases[c].s0 << 8, cases[c].g, 0};
                p.ulo = p.vlo = 0;
                p.uhi = p.vhi = (256 << 16) - 1;
                memset(fb, 0xEF, sizeof(fb));
                Raster_DrawPoly(&p, fb, PITCH, 0, H);
                int bad = 0;
                for (int y = 0; y < H; y++) {
                    for (int x = 0; x < W; x++) {
                        int64_t s = ((int64_t)cases[c].s0 << 16) + (int64_t)cases[c].g * x;
                        if (s < 0 || s > ((int64_t)0x1FFF << 16))
                            continue; /* clamped ends are not linear */
                        int t = tex[5 * 256 + x];
                        int want = transparent && t == 0 ? 0xEF : cmap[(s >> 24) * 256 + t];
                        if (fb[y * PITCH + x] != want && bad++ < 3)
                            CHECK_MSG(false, "case %zu L %d tr %d: pixel (%d,%d) = %d, want %d",
                                      c, 4 * sub_qs[qi], transparent, x, y, fb[y * PITCH + x], want);
                        checked++;
                    }
                    CHECK_EQ(fb[y * PITCH + W], 0xEF); /* nothing right of the span */
                }
            }
        }
    }
    CHECK(checked > 12 * 3 * 2 * H * W / 2);
}

/* Flat spans step the shade per pixel inside segments of up to 256 pixels
 * (aligned on x multiples of 256) between the exact values at their ends;
 * a span inside one segment whose end rows agree is filled with one colour
 * (short ones by overlapping stores, fill_span). Every pixel must equal the
 * reference below, for spans of every length: a flat quad
 * with a slanted left edge (spans starting on every row at another x, across
 * the 256 boundaries) under shade gradients from none to a row every pixel,
 * rising and falling, hitting row boundaries exactly, and clamped at 0 and
 * 0x1FFF. */
static int32_t flat_ref_shade(int32_t s0, int32_t g, int x)
{
    int64_t s = ((int64_t)s0 << 16) + (int64_t)g * x;
    return (int32_t)(s < 0 ? 0 : s > ((int64_t)0x1FFF << 16) ? ((int64_t)0x1FFF << 16) : s);
}

static void flat_ref_span(uint8_t *row, int x0, int x1, int32_t s0, int32_t g, const uint8_t *cm)
{
    int32_t s = flat_ref_shade(s0, g, x0);
    if ((x0 >> 8) == ((x1 - 1) >> 8) && (s >> 24) == (flat_ref_shade(s0, g, x1 - 1) >> 24)) {
        memset(row + x0, cm[((uint32_t)s >> 16) & 0x1F00u], (size_t)(x1 - x0));
        return;
    }
    for (int x = x0; x < x1;) {
        int xn = ((x >> 8) + 1) << 8, last = xn;
        if (xn >= x1) {
            xn = x1;
            last = x1 - 1;
        }
        const int32_t se = flat_ref_shade(s0, g, last);
        const int n = last - x;
        const int32_t ds = n > 0 ? (int32_t)(((int64_t)(se - s) * (65536 / n)) >> 16) : 0;
        for (int i = x; i < xn; i++) {
            row[i] = cm[((uint32_t)s >> 16) & 0x1F00u];
            s += ds;
        }
        x = xn;
        s = se;
    }
}

TEST(render_flat_spans_match_per_pixel_stepping)
{
    enum { W = 700, H = 24, PITCH = 704, BG = 0xEF, COLOUR = 9 };
    Raster_Init();
    static uint8_t cmap[LIGHTMAP_SHADES * 256], fb[PITCH * H], ref[PITCH * H];
    memset(cmap, 0xEE, sizeof(cmap));
    for (int r = 0; r < LIGHTMAP_SHADES; r++)
        cmap[r * 256 + COLOUR] = (uint8_t)(1 + r);
    const struct { int32_t s0, g; } cases[] = {
        {0x0100, 0},          {0x0180, 0x1000},    {0x0100, 0x0C0000},   {0x0040, 0x1E0000},
        {0x1F00, -0x0C0000},  {0x1FF0, -0x1E0000}, {0x0800, 0x007FFF},   {0x0000, 0x8000000 / W},
        {0x1000, 0x00FFFF},   {0x1C00, -0x0003FF}, {0x0100, 0x100000},   {0x1F00, -0x100000},
        {0x0000, 0x1000000},  {0x1F00, -0x1000000}, {0x0000, 0x10000},   {0x1FFF, -0x10000},
        {0x0400, 0x3FFFFF},   {0x1200, -0x155555}, {0x0000, 0x30000000}, {0x1FFF, -0x20000000},
        {0x0123, 0x2468A},    {0x1ABC, -0x13579},
    };
    /* shape 0: left edge slanted 23 pixels a row, right edge at W (long
     * spans); shapes 1, 2: left edge at L, right edge one pixel further a row
     * (spans of 1 .. H pixels), across x = 256 and inside one segment */
    const int lefts[3] = {0, 250, 300};
    int checked = 0;
    for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
        for (int shape = 0; shape < 3; shape++) {
            Poly p;
            memset(&p, 0, sizeof(p));
            p.nv = 4;
            p.rx1 = W;
            p.ry1 = H;
            p.cmap = cmap;
            p.colour = COLOUR;
            const int L = lefts[shape];
            const int32_t xs0[4] = {0, W * 16, W * 16, 23 * H * 16};
            const int32_t xs1[4] = {L * 16, (L + 1) * 16, (L + 1 + H) * 16, L * 16};
            const int32_t ys[4] = {0, 0, H * 16, H * 16};
            memcpy(p.x, shape ? xs1 : xs0, sizeof(xs0));
            memcpy(p.y, ys, sizeof(ys));
            p.ymax = H * 16;
            p.x0 = 8; /* the shade plane referenced at pixel (0, 0)'s centre */
            p.y0 = 8;
            p.sh = (Plane){(int64_t)cases[c].s0 << 8, cases[c].g, 0};
            memset(fb, BG, sizeof(fb));
            memset(ref, BG, sizeof(ref));
            Raster_DrawPoly(&p, fb, PITCH, 0, H);
            for (int y = 0; y < H; y++) {
                /* where the span should be (its pixel centres inside the edges) */
                const int x0 = shape ? L : 23 * y + 11, x1 = shape ? L + y + 1 : W;
                CHECK(fb[y * PITCH + x0] != BG);
                if (x0 > 0)
                    CHECK_EQ(fb[y * PITCH + x0 - 1], BG);
                flat_ref_span(ref + y * PITCH, x0, x1, cases[c].s0, cases[c].g, cmap + COLOUR);
            }
            int bad = 0;
            for (int i = 0; i < PITCH * H; i++) {
                if (fb[i] != ref[i] && bad++ < 3)
                    CHECK_MSG(false, "case %zu shape %d: pixel (%d,%d) = %d, want %d", c, shape,
                              i % PITCH, i / PITCH, fb[i], ref[i]);
                checked += ref[i] != BG;
            }
        }
    }
    CHECK(checked > 22 * H * (W - 23 * H));
}
