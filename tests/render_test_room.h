/* The one open room the renderer's primitive tests draw in (lines,
 * shadows, sprite triangles): built at test time with the level builder,
 * no shared level needed. */
#ifndef TOMB8_TESTS_RENDER_TEST_ROOM_H
#define TOMB8_TESTS_RENDER_TEST_ROOM_H

#include <stdbool.h>

#include "engine/level/level.h"

/* A 5 x 5 sector room (3 x 3 inside its walls: x and z 1024..4096, floor
 * at y 0, ceiling at -2048) with Lara at its middle, written as TR1 and
 * loaded into *lv under `name`. False when it does not build. */
bool RenderTestRoom_Build(Level *lv, const char *name);

#endif
