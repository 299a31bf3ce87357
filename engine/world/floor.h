/* The level as the game sees it at run time: room sectors that can change
 * (doors, blocks, bridges), the flip map, and the original's floor queries
 * on top of them.
 *
 * These are the queries the original's collision, camera and AI are built
 * on, with the original's semantics (and its quirks, which the reference
 * traces depend on):
 *   World_Sector      the original GetFloor: the sector under (x, y, z),
 *                     following horizontal portals and the rooms above /
 *                     below; updates *room.
 *   World_Height      the original GetHeight: floor height at (x, y, z) for
 *                     that sector: descends through rooms below, applies the
 *                     floor slant (tilt), runs the floor functions of
 *                     objects named in the sector's trigger; records the
 *                     height type and the trigger of the last query.
 *   World_Ceiling     the original GetCeiling.
 *   World_WaterHeight the original GetWaterHeight (NO_HEIGHT if dry).
 *   World_TiltType    the floor slant as the original packs it
 *                     ((tilt_x << 8) | (tilt_z & 0xFF)), zero when y is more
 *                     than 512 above the floor.
 * WORLD_NO_HEIGHT (engine/world/world.h) marks a wall / nothing. */
#ifndef TOMB8_ENGINE_WORLD_FLOOR_H
#define TOMB8_ENGINE_WORLD_FLOOR_H

#include "engine/world/world.h"

typedef enum {
    HEIGHT_WALL = 0,        /* flat (the original calls it WALL) */
    HEIGHT_SMALL_SLOPE = 1, /* a slant of at most 2 clicks */
    HEIGHT_BIG_SLOPE = 2,   /* steeper: Lara slides */
} HeightType;

/* Floor / ceiling functions of items (trapdoors, bridges, drawbridges) that
 * a sector's trigger names. The game layer fills these in; NULL = none. */
typedef struct {
    void *user;
    void (*floor)(void *user, int item, int32_t x, int32_t y, int32_t z, int32_t *height);
    void (*ceiling)(void *user, int item, int32_t x, int32_t y, int32_t z, int32_t *height);
} WorldObjectHooks;

typedef struct World {
    const Level *lv;
    bool flipped;
    /* Mutable sector grids: room r's sectors start at sectors + base[r]. */
    RoomSector *sectors;
    uint32_t *base;
    WorldObjectHooks hooks;
    /* What the last World_Height found (the original keeps these in
     * globals and its callers read them straight after the query). */
    HeightType height_type;
    int32_t trigger_index;  /* floordata index of the trigger setup word, -1 none */
} World;

/* Copies the level's sectors. False (one line in err) on out-of-memory. */
bool World_Init(World *w, const Level *lv, char *err, size_t err_cap);
void World_Free(World *w);

/* Sector of `room` at (x, z) in the current flip state (edge rows/columns
 * clamped as the original). NULL only for a bad room index. */
RoomSector *World_RoomSector(World *w, int room, int32_t x, int32_t z);

const RoomSector *World_Sector(World *w, int32_t x, int32_t y, int32_t z, int16_t *room);
int32_t World_Height(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z);
int32_t World_Ceiling(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z);
int32_t World_WaterHeight(World *w, int32_t x, int32_t y, int32_t z, int16_t room);
int16_t World_TiltType(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z);

/* Room flag: the room is underwater (TR1 Room.flags bit 0). */
bool World_RoomIsWater(const World *w, int room);

/* Swaps every room that has an alternate with it (the original's flip). */
void World_Flip(World *w);

#endif
