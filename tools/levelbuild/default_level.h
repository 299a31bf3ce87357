/* The default level shipped as source: tomb8's own content, described in
 * data/default_level.txt and generated at build time into
 * build/data/default.phd by build/mklevel. */
#ifndef TOMB8_TOOLS_LEVELBUILD_DEFAULT_LEVEL_H
#define TOMB8_TOOLS_LEVELBUILD_DEFAULT_LEVEL_H

#include "tools/levelbuild/levelbuild.h"

/* Room numbers of the default level (order of the "room" statements). */
enum {
    DL_ROOM_HALL = 0,
    DL_ROOM_POOL = 1,
    DL_ROOM_SLOPE = 2,
    DL_ROOM_CORRIDOR = 3,
    DL_ROOM_CHAMBER = 4,
    DL_ROOM_LOFT = 5,
    DL_ROOM_SLOPE_FLIPPED = 6, /* the slope room's alternate (flip map) */
    DL_NUM_ROOMS = 7
};
/* Item numbers (order of the "item" statements). */
enum {
    DL_ITEM_LARA = 0,
    DL_ITEM_SWITCH = 1,
    DL_ITEM_DOOR = 2,
    DL_ITEM_MEDIPACK = 3,  /* in the loft */
    DL_ITEM_WOLF = 4,
    DL_ITEM_SPIKES = 5,
    DL_ITEM_MEDIKIT = 6,   /* behind the door */
    DL_NUM_ITEMS = 7
};

/* The description's path: $TOMB8_DEFAULT_LEVEL, else
 * "data/default_level.txt" (relative to the project root, where make and
 * the test runner run). */
const char *DefaultLevel_Path(void);

/* Reads the description at `path` (NULL: DefaultLevel_Path()) into an
 * initialised builder and finishes it. A description named "default.phd"
 * must have the rooms and items above; others (data/title_level.txt,
 * data/level2_level.txt) any. */
bool DefaultLevel_Build(LB_Builder *b, const char *path);

/* Convenience: builds the default level into a Level (LB_FreeLevel it).
 * On failure writes one "error: ..." line into err. */
bool DefaultLevel_Make(Level *out, const char *path, char *err, size_t err_cap);

#endif
