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
 *    room sprites and room statics are dropped (their ids are the builder's);
 *  - vertex shade: TR2 Lighting = Lighting2 = the builder's shade; TR3
 *    Lighting = 0x1FFF - shade and a grey 15-bit colour; lights: TR2 both
 *    intensities/fades equal, TR3 white point lights; light mode 0;
 *  - TR3 sectors: box in bits 4..14, material (low 4 bits) = b->tr3_material;
 *  - boxes: whole sectors (max = the builder's inclusive max + 1); zones:
 *    ground1/2 and fly copied, TR2's ground3/4 are copies of ground1/2;
 *  - items keep their object ids (the caller gives TR2/TR3 ids), intensity2
 *    = intensity; floordata (floor, ceiling, slopes, portals, triggers) is
 *    the builder's TR1 floordata, which TR2/TR3 read the same way. */
#ifndef TOMB8_TESTS_TR_BUILD_H
#define TOMB8_TESTS_TR_BUILD_H

#include "engine/level/level.h"
#include "tools/levelbuild/levelbuild.h"

typedef struct {
    GameVersion game;
    LB_Builder lb;        /* describe rooms and items here (LB_* calls) */
    Level donor;          /* the shared level, loaded */
    uint8_t tr3_material; /* TR3 sector material bits (default 0) */
    bool finished;        /* LB_Finish has run */
    char path[4096];      /* last written file */
} TrBuild;

/* Shared donor level for a game, relative to ../shared/levels. */
const char *TrBuild_DonorName(GameVersion game);
/* Starts a build (heap: the builder is large). NULL when the donor level is
 * not there (tests then SKIP) or does not load (reason on stderr). */
TrBuild *TrBuild_New(GameVersion game);
/* Finishes the description (LB_Finish) and merges it with the donor into
 * *out, whose arrays borrow from b and from freshly made conversions:
 * free it with TrBuild_FreeMerged, never with Level_Free. */
bool TrBuild_Merge(TrBuild *b, Level *out, char *err, size_t cap);
void TrBuild_FreeMerged(Level *out);
/* Merges and writes <Test_TmpDir()>/<name>; returns the path (also in
 * b->path) or NULL with one line in err. */
const char *TrBuild_Write(TrBuild *b, const char *name, char *err, size_t cap);
void TrBuild_Delete(TrBuild *b);

#endif
