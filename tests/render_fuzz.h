/* The renderer fuzz case (tests/render_fuzz.c), shared by the libFuzzer
 * target tests/fuzz/fuzz_render.c (make fuzz) and the bounded run in
 * make test (tests/test_render_fuzz.c). */
#ifndef TOMB8_TESTS_RENDER_FUZZ_H
#define TOMB8_TESTS_RENDER_FUZZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/level/level.h"

/* Larger than any frame the renderer takes, so out-of-range sizes are
 * tried too (they must be refused with a message). */
#define RENDER_FUZZ_MAX_W 7680
#define RENDER_FUZZ_MAX_H 4320

/* What the cases chose, for a bounded run to report coverage. */
typedef struct {
    uint32_t cases, frames, refused_sizes, portal_cameras, wild_cameras, object_frames;
} RenderFuzzStats;

/* One case driven by the bytes data[0..size) (read as a stream; zeros past
 * the end) on level lv: a target size from 1x1 to 7680x4320, a thread
 * count, the level's simulation stepped a few ticks (Lara, the wolf) and
 * drawn at a random fraction between ticks, extra meshes and sprites at
 * random poses (near the camera, through the near plane), a camera behind
 * Lara, anywhere in a room (inside walls too), exactly on a portal or far
 * outside the level, then one or more frames with guard bytes round the
 * target. max_pixels caps the frame area (a bounded run keeps it small);
 * 0: no cap. False, with one line in err, when a frame wrote outside its
 * target or the renderer refused a size it takes (or took one it refuses). */
bool RenderFuzz_Case(const Level *lv, const uint8_t *data, size_t size, size_t max_pixels,
                     RenderFuzzStats *st, char *err, size_t cap);

#endif
