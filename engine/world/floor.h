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
 *   World_TiltType    the floor slant word as stored in the floordata (high
 *                     byte: slope along z, which the original calls "x";
 *                     low byte: slope along x), zero when y is more than 512
 *                     above the floor; on a TR3 triangulated floor, the
 *                     slopes of the triangle under (x, z) in the same form.
 * TR3's triangulated sectors (engine/level/level_floor.h FloorSplit) read as
 * TR3's GetHeight / GetCeiling / GetTiltType read them: the triangle under
 * (x, z) adds its height and slants by its corner slopes; the walk down
 * (up) through rooms below (above) stops on the solid triangle of a
 * no-collision split and goes on through its hole.
 * WORLD_NO_HEIGHT (engine/world/world.h) marks a wall / nothing.
 *
 * Room numbers given to and returned by these functions are "slots" (the
 * numbers items and portals use); in the flipped state a slot that has an
 * alternate shows the alternate's data (sectors, position, flags, statics),
 * as the original swaps its room structures. World_Room gives that data. */
#ifndef TOMB8_ENGINE_WORLD_FLOOR_H
#define TOMB8_ENGINE_WORLD_FLOOR_H

#include "engine/world/world.h"

typedef enum {
    HEIGHT_WALL = 0,        /* flat (the original calls it WALL) */
    HEIGHT_SMALL_SLOPE = 1, /* a slant of at most 2 clicks */
    HEIGHT_BIG_SLOPE = 2,   /* steeper: Lara slides */
    HEIGHT_DIAGONAL = 3,    /* TR3: a floor triangle steeper than 2 clicks */
    HEIGHT_SPLIT_TRI = 4,   /* TR3: any other floor triangle */
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
    /* Mutable sector grids: the sectors of level room r (its own data, not
     * the slot) start at sectors + base[r]. */
    RoomSector *sectors;
    uint32_t *base;
    /* Per slot: the level room whose data stands there, and the flip
     * partner the original keeps in the room (-1 none). */
    int16_t *data_room;
    int16_t *alternate;
    WorldObjectHooks hooks;
    /* What the last World_Height found (the original keeps these in
     * globals and its callers read them straight after the query). All
     * describe the lowest sector (below every pit) under the probe. */
    HeightType height_type;
    int32_t trigger_index;  /* handle of the sector's trigger, or of its kill
                             * (lava) function when it has one (as the
                             * original's trigger index: the word's index;
                             * LevelFloor_Entry reads it); -1 none */
    bool lava;              /* the sector is a death (lava) sector */
    uint8_t climb;          /* its climbable walls (TR2+ CLIMB_* bits, level_floor.h):
                             * the original's trigger code reads them from the
                             * same sector; not saved (every query sets it) */
    bool monkey;            /* TR3: its monkey-swing flag (read as the climb bits) */
    bool minecart_left, minecart_right; /* TR3: its mine-cart turn functions (the
                                         * cart reads them as Lara's MineL / MineR) */
    /* The original's "chunky" flag: set by the camera for part of its
     * update; while set, World_Height and World_Ceiling ignore slants
     * steeper than 2 clicks (the sector reads flat). Off for everyone
     * else. */
    bool chunky;
    /* TR2's "no floor" (the script's depth for levels without a bottom,
     * 0 none): a sector whose floor lies exactly this deep reads as a
     * floor far below (0x4000), so whatever falls there falls on. Set by
     * the game from its script when the level starts; not saved (the
     * script gives it again). */
    int32_t no_floor;
    /* Run-time copy of each box's overlap word (Level.boxes[i].overlap_index):
     * World_AlterFloorHeight sets and clears its "blocked" bit. */
    int16_t *box_overlap;
} World;

#define WORLD_BOX_BLOCKABLE 0x8000
#define WORLD_BOX_BLOCKED 0x4000

/* Copies the level's sectors. False (one line in err) on out-of-memory. */
bool World_Init(World *w, const Level *lv, char *err, size_t err_cap);
void World_Free(World *w);

/* The room data standing at slot `room` in the current flip state; NULL for
 * a bad slot. */
const Room *World_Room(const World *w, int room);

/* Sector of slot `room` at (x, z) in the current flip state (edge rows /
 * columns clamped as the original: off the z edges x stays within the
 * inner columns). NULL only for a bad room index or a room without sectors. */
RoomSector *World_RoomSector(World *w, int room, int32_t x, int32_t z);

/* The original GetFloor. *room is updated to the room the sector belongs
 * to; NULL (room unchanged) only for a bad room. */
const RoomSector *World_Sector(World *w, int32_t x, int32_t y, int32_t z, int16_t *room);
/* The original GetHeight; also sets height_type, trigger_index and lava.
 * NULL s gives WORLD_NO_HEIGHT. */
int32_t World_Height(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z);
/* The original GetCeiling: the slant of the highest sector above, the
 * ceiling functions of the objects in the lowest sector's trigger. */
int32_t World_Ceiling(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z);
int32_t World_WaterHeight(World *w, int32_t x, int32_t y, int32_t z, int16_t room);
int16_t World_TiltType(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z);

/* The lowest / highest sector at (x, z) reached through the rooms below /
 * above s (s itself when there is none). */
const RoomSector *World_PitSector(World *w, const RoomSector *s, int32_t x, int32_t z);
const RoomSector *World_SkySector(World *w, const RoomSector *s, int32_t x, int32_t z);
/* Floordata facts of one sector (no room following): its death (lava)
 * flag and the floordata index of its trigger setup word (-1 none). */
bool World_SectorIsLava(const World *w, const RoomSector *s);
int32_t World_SectorTrigger(const World *w, const RoomSector *s);

/* The original's AlterFloorHeight: raises (height < 0) or lowers the
 * floor of the lowest sector under (x, z) (found from `room` through wall
 * portals) by height rounded down to a click; a floor that meets the
 * ceiling above becomes a wall, a wall gets a floor that far below the
 * ceiling. The sector's box, if blockable, is marked blocked when raised
 * and unblocked otherwise. Movable blocks, sliding pillars. */
void World_AlterFloorHeight(World *w, int32_t x, int32_t z, int16_t room, int32_t height);

/* Sets (on) or clears the stopper (RoomSector.stopper) of the sector the
 * original's GetFloor finds at (x, y, z) from `room`, as TR3's robots and
 * blocks mark where they move. */
void World_SetStopper(World *w, int32_t x, int32_t y, int32_t z, int16_t room, bool on);

/* Room flag: the room (slot, current flip state) is underwater. */
bool World_RoomIsWater(const World *w, int room);

/* Swaps every room that has an alternate with it (the original's flip). */
void World_Flip(World *w);

/* Save games (game/save): the flip state, every sector of every room, the
 * slot-to-data map and flip partners, the boxes' overlap words and the
 * results of the last query. World_Load reads them into a World made by
 * World_Init for the same level and refuses what the game could never
 * have made (a sector link the level does not have, a box bit other than
 * "blocked" changed, a slot map that is not a permutation...). False with
 * the reason in r->why; the World is then only fit for World_Free. */
struct SerialWriter;
struct SerialReader;
void World_Save(const World *w, struct SerialWriter *out);
bool World_Load(World *w, struct SerialReader *in);

#endif
