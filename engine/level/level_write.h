/* Level writer: serialises an in-memory Level (engine/level/level.h) into a
 * TR1 .PHD file (version 0x20, retail or PC demo layout), a TR2 file (0x2D)
 * or a TR3 file (0xFF080038 / 0xFF180038), byte for byte as documented in
 * TRosettaStone (file_formats.asc and the structure chapters): every section
 * the loader reads, in each game's order and sizes.
 *
 * Which format: Level.version when set (it must agree with Level.game when
 * both are), else Level.game's version (0 means TR1). TR2/TR3 write the two
 * palettes first, 8- and 16-bit textiles (zeros when textiles16 is NULL),
 * the rooms' extra vertex/light/static fields and light mode (TR2 also
 * ambient2; TR3 water scheme, reverb and filler bytes), boxes in sectors
 * (bounds must be whole sectors 0..255), 10 zone words per box, items'
 * intensity2, a 370-entry sound map and no embedded samples; TR3 its sound
 * detail bytes and its object textures after the animated textures.
 *
 * What is written comes from the Level's raw fields; derived values are
 * recomputed so that a hand-built Level need not fill them:
 *   - each room's NumDataWords (size of its vertex/quad/tri/sprite block),
 *   - the mesh block (each Level.meshes[i] in array order, padded with zero
 *     bytes to a 4-byte boundary as the original files do), NumMeshData and
 *     MeshPointers[] (from Level.mesh_index),
 *   - zones: 6 (TR1) or 10 (TR2/TR3) words per box (ground1, ground2, fly, then the three
 *     alternate-room zones); if Level.zones is NULL, zeros are written.
 * Everything else (floordata indices, frame offsets, ...) is written as
 * given. Levels loaded by Level_Load round-trip to the same bytes. */
#ifndef TOMB8_ENGINE_LEVEL_LEVEL_WRITE_H
#define TOMB8_ENGINE_LEVEL_LEVEL_WRITE_H

#include "engine/level/level.h"

/* Any of the three games (see the top). Same contract as LevelWrite_TR1. */
bool LevelWrite(const Level *level, uint8_t **out, size_t *size, char *err, size_t err_cap);
bool LevelWrite_File(const Level *level, const char *path, char *err, size_t err_cap);

/* TR1 only (a TR2/TR3 level is refused).
 * Serialises into a malloc'ed buffer (*out, *size; caller frees). On failure
 * (a count that does not fit its field, an index out of range, NULL arrays
 * with non-zero counts) writes one line into err and returns false. */
bool LevelWrite_TR1(const Level *level, uint8_t **out, size_t *size, char *err,
                    size_t err_cap);

/* Same, written to a file. On a write error the partial file is removed. */
bool LevelWrite_TR1File(const Level *level, const char *path, char *err,
                        size_t err_cap);

/* Byte size of one mesh in the TR1 mesh block, without alignment padding. */
size_t LevelWrite_MeshSize(const Mesh *mesh);

#endif
