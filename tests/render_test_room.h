/* The one open room the renderer's primitive tests draw in (lines,
 * shadows, sprite triangles): built at test time with the level builder,
 * no shared level needed. */
#ifndef TOMB8_TESTS_RENDER_TEST_ROOM_H
#define TOMB8_TESTS_RENDER_TEST_ROOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/level/level.h"
#include "engine/render/render.h"

/* A 5 x 5 sector room (3 x 3 inside its walls: x and z 1024..4096, floor
 * at y 0, ceiling at -2048) with Lara at its middle, written as TR1 and
 * loaded into *lv under `name`. False when it does not build. */
bool RenderTestRoom_Build(Level *lv, const char *name);

/* A test's frame of the room with `n` of its primitives (lines, sprite
 * triangles...) at `prims` drawn over it, into fb (r's size). */
typedef bool (*RenderTestDraw)(Renderer *r, const void *prims, size_t n, uint8_t *fb);

/* A test's scene: the room as `build` makes it (RenderTestRoom_Build and
 * the test's own touches), a one-thread renderer of it and two frame
 * buffers of its size: `plain`, the frame `draw` draws with nothing over
 * the room (when draw is not NULL), and `fb`. */
typedef struct {
    Level lv;
    Renderer *r;
    uint8_t *plain, *fb;
} RenderTestScene;

/* False, the running test failed, when a part is not made. */
bool RenderTestScene_Open(RenderTestScene *s, bool (*build)(Level *lv), int w, int h,
                          RenderTestDraw draw);
void RenderTestScene_Close(RenderTestScene *s);

/* The next number of the tests' random scenes (an LCG on *seed), 0 ..
 * range - 1. */
int32_t RenderTestRoom_Random(uint32_t *seed, int32_t range);

/* The same bytes with 1 and 4 threads and on every raster path the CPU
 * has: the n primitives drawn with `draw` on the scalar path by a renderer
 * of lv (w x h) change more than min_changed pixels of the frame without
 * them, and every path draws those bytes, with one thread and with four.
 * Fails the running test otherwise (callers look at Test_Failed()). The
 * raster path is put back as it was. */
void RenderTestRoom_CheckSameBytes(const Level *lv, int w, int h, RenderTestDraw draw,
                                   const void *prims, size_t n, int min_changed);

#endif
