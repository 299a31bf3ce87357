/* Room look-ups on the level as loaded: which sector is under a position,
 * its wall portal, and which room a position belongs to (following portals
 * sideways and the rooms above and below), for code that has a level but
 * no running world (the simulation's room membership, the free camera,
 * still pictures).
 *
 * Floor and ceiling HEIGHTS have one API: World_Sector then World_Height /
 * World_Ceiling (engine/world/floor.h, the original's GetFloor / GetHeight /
 * GetCeiling) on a World; code that holds only a level makes one with
 * World_Init. WORLD_NO_HEIGHT marks a wall or "nothing there". All functions
 * accept any room index and position; out of range rooms give NULL /
 * WORLD_NO_ROOM / the room unchanged. */
#ifndef TOMB8_ENGINE_WORLD_WORLD_H
#define TOMB8_ENGINE_WORLD_WORLD_H

#include "engine/level/level.h"

#define WORLD_NO_HEIGHT (-32512)
#define WORLD_NO_ROOM (-1)
/* Where a TR2 "no floor" sector's floor reads (World.no_floor). */
#define WORLD_NO_FLOOR_DEPTH 0x4000


/* The sector of `room` containing (x, z), clamped to the room's grid the way
 * the original does (edge rows and columns are walls). NULL for a bad room. */
const RoomSector *World_GetSector(const Level *lv, int room, int32_t x, int32_t z);
/* Portal room of a sector, WORLD_NO_ROOM if none. */
int World_PortalRoom(const Level *lv, const RoomSector *s);

/* The room a position belongs to, starting from `room`: follows collisional
 * portals at (x, z), then the rooms below while y is under the sector's
 * floor and above while y is over its ceiling. Also returns the final
 * sector when sector_out is not NULL. */
int World_FindRoom(const Level *lv, int room, int32_t x, int32_t y, int32_t z,
                   const RoomSector **sector_out);

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

/* True if (x, y, z) lies inside the room's box (x/z over its sector grid,
 * y between y_top and y_bottom). */
bool World_InRoomBounds(const Level *lv, int room, int32_t x, int32_t y, int32_t z);

#endif
