/* Spatial queries on the level's rooms: which sector is under a position,
 * the floordata behind it (collisional portals, floor/ceiling slants), floor
 * and ceiling heights, and which room a position belongs to (following
 * portals sideways and the rooms above and below).
 *
 * Heights are world y (down is positive). WORLD_NO_HEIGHT marks a wall or
 * "nothing there". All functions accept any room index and position; out of
 * range rooms give NULL / WORLD_NO_HEIGHT / the room unchanged. */
#ifndef TOMB8_ENGINE_WORLD_WORLD_H
#define TOMB8_ENGINE_WORLD_WORLD_H

#include "engine/level/level.h"

#define WORLD_NO_HEIGHT (-32512)
#define WORLD_NO_ROOM (-1)

/* Floordata function codes (low 5 bits of a setup word). */
enum {
    FD_PORTAL = 1,
    FD_FLOOR_SLANT = 2,
    FD_CEILING_SLANT = 3,
    FD_TRIGGER = 4,
    FD_KILL = 5,
    FD_CLIMB = 6,          /* TR2+ */
    FD_TRI_FIRST = 7,      /* TR3 triangulation 7..18 */
    FD_TRI_LAST = 18,
    FD_MONKEY = 19,        /* TR3 */
    FD_MINECART_LEFT = 20, /* TR3 */
    FD_MINECART_RIGHT = 21,
};
#define FD_END_BIT 0x8000

/* What the floordata of one sector says (the part the world needs). */
typedef struct {
    int16_t portal_room;     /* FD_PORTAL target, WORLD_NO_ROOM if none */
    int8_t floor_slant_x, floor_slant_z;     /* clicks per sector, 0 = flat */
    int8_t ceiling_slant_x, ceiling_slant_z;
    bool has_trigger;
    uint32_t trigger_index;  /* floordata index of the trigger setup word */
    bool kill;               /* TR1 death sector (lava) */
    uint8_t climb_mask;      /* TR2+ climbable walls */
    bool monkey;
    /* TR3 triangulation: function, and the raw words (corner data). */
    uint8_t floor_tri, ceiling_tri;
    uint16_t floor_tri_word, floor_tri_data;
    uint16_t ceiling_tri_word, ceiling_tri_data;
} FloorInfo;

/* The sector of `room` containing (x, z), clamped to the room's grid the way
 * the original does (edge rows and columns are walls). NULL for a bad room. */
const RoomSector *World_GetSector(const Level *lv, int room, int32_t x, int32_t z);
/* Parses a sector's floordata (bounded by the array; never reads past it). */
void World_ParseFloor(const Level *lv, const RoomSector *s, FloorInfo *out);
/* Portal room of a sector, WORLD_NO_ROOM if none. */
int World_PortalRoom(const Level *lv, const RoomSector *s);

/* The room a position belongs to, starting from `room`: follows collisional
 * portals at (x, z), then the rooms below while y is under the sector's
 * floor and above while y is over its ceiling. Also returns the final
 * sector when sector_out is not NULL. */
int World_FindRoom(const Level *lv, int room, int32_t x, int32_t y, int32_t z,
                   const RoomSector **sector_out);

/* Floor height under (x, z) for a position in `room` at height y: follows
 * portals, descends to the lowest room below, applies slants (and TR3
 * triangles). WORLD_NO_HEIGHT for walls. */
int32_t World_GetFloorHeight(const Level *lv, int room, int32_t x, int32_t y, int32_t z);
/* Ceiling height, ascending to the highest room above. */
int32_t World_GetCeilingHeight(const Level *lv, int room, int32_t x, int32_t y, int32_t z);

/* Heights of a sector itself (no room following), with slants at (x, z). */
int32_t World_SectorFloor(const Level *lv, const RoomSector *s, int32_t x, int32_t z);
int32_t World_SectorCeiling(const Level *lv, const RoomSector *s, int32_t x, int32_t z);

/* ---- flip maps -------------------------------------------------------------
 * The original flips the map by swapping the data of every room that has an
 * alternate with that alternate; room numbers (items, portals) stay. So in
 * the flipped state, room r shows its alternate's sectors and floordata and
 * the alternate shows r's. World_DataRoom is the index whose data stands at
 * `room`; the ...F variants are the queries above in a given flip state
 * (the plain ones are flipped = false). */
int World_DataRoom(const Level *lv, int room, bool flipped);
const RoomSector *World_GetSectorF(const Level *lv, bool flipped, int room, int32_t x, int32_t z);
int World_FindRoomF(const Level *lv, bool flipped, int room, int32_t x, int32_t y, int32_t z,
                    const RoomSector **sector_out);
int32_t World_GetFloorHeightF(const Level *lv, bool flipped, int room, int32_t x, int32_t y,
                              int32_t z);
int32_t World_GetCeilingHeightF(const Level *lv, bool flipped, int room, int32_t x, int32_t y,
                                int32_t z);

/* True if (x, y, z) lies inside the room's box (x/z over its sector grid,
 * y between y_top and y_bottom). */
bool World_InRoomBounds(const Level *lv, int room, int32_t x, int32_t y, int32_t z);

#endif
