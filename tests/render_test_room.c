/* The renderer tests' open room (see render_test_room.h). */
#include "tests/render_test_room.h"

#include <stdlib.h>
#include <string.h>

#include "engine/level/level_write.h"
#include "tests/test.h"
#include "tools/levelbuild/levelbuild.h"

bool RenderTestRoom_Build(Level *lv, const char *name)
{
    LB_Builder b;
    if (!LB_Init(&b))
        return false;
    int r = LB_AddRoom(&b, 0, 0, 5, 5, 0, -8, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b, LB_OBJ_LARA, r, 2560, 0, 2560, 0, 0);
    bool ok = LB_Finish(&b);
    uint8_t *data = NULL;
    size_t n = 0;
    char err[256];
    ok = ok && LevelWrite_TR1(&b.level, &data, &n, err, sizeof err) &&
         Level_LoadMemory(data, n, name, NULL, 0, lv, err, sizeof err);
    free(data);
    LB_Free(&b);
    return ok;
}

bool RenderTestScene_Open(RenderTestScene *s, bool (*build)(Level *lv), int w, int h,
                          RenderTestDraw draw)
{
    memset(s, 0, sizeof *s);
    if (!build(&s->lv)) {
        Test_Fail(__FILE__, __LINE__, "the test room does not build");
        return false;
    }
    char err[256];
    s->r = Render_Create(&s->lv, w, h, NULL, err, sizeof err);
    if (!s->r) {
        Test_Fail(__FILE__, __LINE__, "%s", err);
        return false;
    }
    s->plain = malloc((size_t)w * (size_t)h);
    s->fb = malloc((size_t)w * (size_t)h);
    if (!s->plain || !s->fb || (draw && !draw(s->r, NULL, 0, s->plain))) {
        Test_Fail(__FILE__, __LINE__, "no frame buffers or no frame of the room");
        return false;
    }
    return true;
}

void RenderTestScene_Close(RenderTestScene *s)
{
    free(s->plain);
    free(s->fb);
    Render_Destroy(s->r);
    Level_Free(&s->lv);
}

int32_t RenderTestRoom_Random(uint32_t *seed, int32_t range)
{
    *seed = *seed * 1103515245u + 12345u;
    return (int32_t)((*seed >> 8) % (uint32_t)range);
}

/* The comparisons of RenderTestRoom_CheckSameBytes; its renderers and
 * buffers are made and freed by the caller. */
static void same_bytes(Renderer *r, Renderer *r4, size_t size, RenderTestDraw draw,
                       const void *prims, size_t n, int min_changed)
{
    uint8_t *a = malloc(size), *b = malloc(size), *plain = malloc(size);
    CHECK(a && b && plain && draw(r, NULL, 0, plain));
    CHECK(Render_SetRasterPath(RENDER_RASTER_SCALAR));
    CHECK(draw(r, prims, n, a));
    int changed = 0;
    for (size_t i = 0; i < size; i++)
        changed += a[i] != plain[i];
    CHECK_MSG(changed > min_changed, "%d pixels changed", changed);
    for (int p = 0; p < RENDER_RASTER_PATHS; p++) {
        if (!Render_SetRasterPath((RenderRasterPath)p))
            continue;
        CHECK(draw(r, prims, n, b));
        CHECK_MSG(!memcmp(a, b, size), "path %s", Render_RasterPathName((RenderRasterPath)p));
        CHECK(draw(r4, prims, n, b));
        CHECK_MSG(!memcmp(a, b, size), "4 threads, path %s",
                  Render_RasterPathName((RenderRasterPath)p));
    }
    free(a);
    free(b);
    free(plain);
}

void RenderTestRoom_CheckSameBytes(const Level *lv, int w, int h, RenderTestDraw draw,
                                   const void *prims, size_t n, int min_changed)
{
    char err[256];
    Renderer *r = Render_Create(lv, w, h, NULL, err, sizeof err);
    RenderConfig four = { 4 };
    Renderer *r4 = Render_Create(lv, w, h, &four, err, sizeof err);
    RenderRasterPath was = Render_RasterPath();
    if (r && r4)
        same_bytes(r, r4, (size_t)w * (size_t)h, draw, prims, n, min_changed);
    else
        Test_Fail(__FILE__, __LINE__, "renderers not made: %s", err);
    Render_SetRasterPath(was);
    Render_Destroy(r);
    Render_Destroy(r4);
}
