/* TR2/TR3 test levels built at test time: rooms of our own, described with
 * the level builder (tools/levelbuild/levelbuild.h: LB_AddRoom, LB_SetSlope,
 * water, portals, triggers, items...), and everything else -- Lara's model,
 * her animations, state changes, dispatches, commands, frames and meshes,
 * the other models, textures, palettes, lightmap and sound tables --
 * borrowed from the shared level ../shared/levels/tr2/RANDO_TEST1.TR2
 * (TR2) or ../shared/levels/tr3/RANDO_TEST1.TR2 (TR3) as it is loaded.
 * Nothing from those files is ever written into the repository: the level
 * exists only in the test's scratch directory.
 *
 *   TrBuild *b = TrBuild_New(GAME_TR2);          // NULL: no shared level
 *   int r = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -8, LB_MAT_STONE, ...);
 *   LB_AddItem(&b->lb, 0, r, 2560, 0, 2560, 0, 0); // Lara (id 0 in all games)
 *   const char *path = TrBuild_Write(b, "flat.tr2", err, sizeof err);
 *   ... TestGame_OpenPath(t, path) ...
 *   TrBuild_Delete(b);
 *
 * How the TR1-shaped description becomes TR2/TR3 (what a behaviour test
 * relying on it must know):
 *  - room faces use the donor's object textures (the builder's material
 *    index modulo their count): the looks are arbitrary, geometry exact;
 *    room sprites are dropped (their textures are the builder's), room
 *    statics kept only when the donor has a static mesh of that id;
 *  - vertex shade: TR2 Lighting = Lighting2 = the builder's shade; TR3
 *    Lighting = 0x1FFF - shade and a grey 15-bit colour; lights: TR2 both
 *    intensities/fades equal, TR3 white point lights; light mode 0;
 *  - TR3 sectors: box in bits 4..14, material (low 4 bits) = b->tr3_material;
 *    stopper (bit 15) where TrBuild_AddStopper says;
 *  - boxes: whole sectors (max = the builder's inclusive max + 1); zones:
 *    ground1/2 and fly copied, TR2's ground3/4 are copies of ground1/2;
 *  - items keep their object ids (the caller gives TR2/TR3 ids), intensity2
 *    = intensity; floordata (floor, ceiling, slopes, portals, triggers) is
 *    the builder's TR1 floordata, which TR2/TR3 read the same way. */
#ifndef TOMB8_TESTS_TR_BUILD_H
#define TOMB8_TESTS_TR_BUILD_H

#include "engine/level/level.h"
#include "tools/levelbuild/levelbuild.h"

#define TRBUILD_MAX_FD 32    /* sector floordata edits per build */
#define TRBUILD_FD_WORDS 16  /* words per edit */
#define TRBUILD_MAX_STOPPERS 16 /* TR3 stopper sectors per build */

/* Floordata the builder does not describe (TR2 climbable walls, TR3
 * triangulated floors, monkey-swing and mine-cart sectors...). */
typedef struct {
    int room, x, z;          /* room-local sector, as for LB_Sec */
    bool replace;            /* replace the sector's list, else append to it */
    uint32_t num_words;
    uint16_t words[TRBUILD_FD_WORDS];
} TrBuildFloorEdit;

typedef struct {
    GameVersion game;
    LB_Builder lb;        /* describe rooms and items here (LB_* calls) */
    Level donor;          /* the shared level, loaded */
    uint8_t tr3_material; /* TR3 sector material bits (default 0) */
    bool finished;        /* LB_Finish has run */
    uint32_t num_fd_edits;
    TrBuildFloorEdit fd_edits[TRBUILD_MAX_FD];
    uint32_t num_stoppers;
    struct { int room, x, z; } stoppers[TRBUILD_MAX_STOPPERS];
    uint16_t *merged_fd;  /* floordata with the edits, while merged */
    char path[4096];      /* last written file */
} TrBuild;

/* Shared donor level for a game, relative to ../shared/levels. */
const char *TrBuild_DonorName(GameVersion game);
/* Starts a build (heap: the builder is large). NULL when the donor level is
 * not there (tests then SKIP) or does not load (reason on stderr). */
TrBuild *TrBuild_New(GameVersion game);
/* Adds floordata entries to a sector (engine/level/level_floor.h's FD_*
 * functions): `words` are complete entries, and the last entry's header
 * word carries FD_END_BIT (appending clears it on the list's old last
 * header). replace = true drops the builder's own list for the sector
 * (e.g. a TR3 triangulated floor in place of a slant). Examples:
 *   ladder on the sector's +z wall: {FD_END_BIT | FD_CLIMB | 1 << 8}
 *   TR3 monkey-swing ceiling:      {FD_END_BIT | FD_MONKEY}
 * Applied when the level is merged; false when the table is full. */
bool TrBuild_AddFloorData(TrBuild *b, int room, int x, int z, const uint16_t *words,
                          uint32_t num_words, bool replace);
/* Makes a room-local sector (as for LB_Sec) a stopper: TR3's bit 15 of the
 * sector's box word (RoomSector.stopper). False when the table is full or
 * the build is not TR3's. */
bool TrBuild_AddStopper(TrBuild *b, int room, int x, int z);
/* A dry room 8 x 12 sectors (floor 0, ceiling 20 clicks up) with a water
 * room under its far part (z 5..11, `depth` clicks deep), open to it over
 * x 1..6, z 6..10: the dry room's index (the water room's in *wet). */
int TrBuild_AddDryOverPool(TrBuild *b, int depth, int *wet);
/* Finishes the description (LB_Finish) and merges it with the donor into
 * *out, whose arrays borrow from b and from freshly made conversions:
 * free it with TrBuild_FreeMerged, never with Level_Free. */
bool TrBuild_Merge(TrBuild *b, Level *out, char *err, size_t cap);
void TrBuild_FreeMerged(TrBuild *b, Level *out);
/* Merges and writes <Test_TmpDir()>/<name>; returns the path (also in
 * b->path) or NULL with one line in err. */
const char *TrBuild_Write(TrBuild *b, const char *name, char *err, size_t cap);
void TrBuild_Delete(TrBuild *b);
/* A build of one 6x6-sector stone room (floor 0, ceiling 12 clicks up) with
 * Lara at its (2.5, 2.5) facing +z, the room's index in *room; NULL with
 * one line in why when the donor level is not there. */
TrBuild *TrBuild_NewLaraRoom(GameVersion game, int *room, char *why, size_t cap);
/* Writes the level as TrBuild_Write and starts a game on it (quietly): a
 * TestGame on the heap (TestGame_Delete it), NULL with one line in err. */
struct TestGame *TrBuild_OpenGame(TrBuild *b, const char *name, char *err, size_t cap);
/* Removes the room's ceiling faces (quads whose every corner is at the
 * room's top), so that whatever is above (the sky) shows through. */
void TrBuild_OpenCeiling(Room *room);

#endif
