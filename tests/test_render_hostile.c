/* The renderer on legal but extreme level content: it must draw something
 * and never overflow (UBSan aborts the test process on signed overflow). */
#include "engine/level/level.h"
#include "engine/render/render.h"
#include "game/capture.h"
#include "tests/test.h"

#include <stdlib.h>

static bool load_default(Level *lv)
{
    char err[256];
    return Level_Load(Test_BinPath("data/default.phd"), lv, err, sizeof err);
}

static void render_views(const Level *lv, int w, int h)
{
    char err[256];
    RenderConfig cfg = {1};
    Renderer *r = Render_Create(lv, w, h, &cfg, err, sizeof err);
    uint8_t *fb = malloc((size_t)w * h);
    if (!r || !fb) {
        free(fb);
        Render_Destroy(r);
        Test_Fail(__FILE__, __LINE__, "renderer: %s", err);
        return;
    }
    for (uint32_t c = 0; c < lv->num_cameras; c++) {
        RenderCamera cam;
        if (!Capture_FixedCameraView(lv, c, &cam))
            continue;
        for (int k = 0; k < 8; k++) {
            cam.yaw = (int32_t)((uint32_t)cam.yaw + 8192u) & 0xFFFF;
            cam.pitch = (k & 1) ? -3347 : 2000;
            Render_Frame(r, &cam, NULL, 0, NULL, 0, fb);
        }
    }
    free(fb);
    Render_Destroy(r);
}

/* Room vertices scrambled to extreme heights (a hostile but loadable file):
 * faces degenerate to slivers seen almost edge-on, where 1/z is clamped to
 * its minimum while u/z stays large. Found by the QA sweep (an overflow in
 * the perspective divide). */
TEST(render_extreme_room_vertices_do_not_overflow)
{
    Level lv;
    uint32_t x = 12345;
    if (!load_default(&lv))
        SKIP("default level not built");
    for (int seed = 0; seed < 6; seed++) {
        for (uint32_t r = 0; r < lv.num_rooms; r++)
            for (uint32_t i = 0; i < lv.rooms[r].num_vertices; i++) {
                x = x * 0x41C64E6Du + 0x3039u;
                if ((x >> 16) % 3 == 0)
                    lv.rooms[r].vertices[i].pos.y = (int16_t)(x >> 8);
            }
        render_views(&lv, 320, 240);
        if (Test_Failed())
            break;
    }
    Level_Free(&lv);
}

/* A light fade far beyond the games' 0..0x7FFF range lights meshes without
 * overflowing inten * fade^2. */
TEST(render_huge_light_fade_does_not_overflow)
{
    Level lv;
    char err[256];
    if (!load_default(&lv))
        SKIP("default level not built");
    for (uint32_t r = 0; r < lv.num_rooms; r++)
        for (uint32_t i = 0; i < lv.rooms[r].num_lights; i++)
            lv.rooms[r].lights[i].fade = 0x7FFFFFFF;
    RenderMeshDraw *md;
    RenderSpriteDraw *sd;
    size_t nm, ns;
    CHECK(Capture_BuildItemDraws(&lv, &md, &nm, &sd, &ns));
    RenderConfig cfg = {1};
    Renderer *rd = Render_Create(&lv, 320, 240, &cfg, err, sizeof err);
    uint8_t *fb = malloc(320 * 240);
    CHECK(rd && fb);
    for (uint32_t c = 0; c < lv.num_cameras; c++) {
        RenderCamera cam;
        if (!Capture_FixedCameraView(&lv, c, &cam))
            continue;
        for (size_t k = 0; k < nm; k++)
            md[k].light_mode = RENDER_LIGHT_ROOM; /* lit by the room's lights */
        Render_Frame(rd, &cam, md, nm, NULL, 0, fb);
    }
    free(fb);
    free(md);
    free(sd);
    Render_Destroy(rd);
    Level_Free(&lv);
}
