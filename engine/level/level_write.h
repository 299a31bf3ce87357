/* Level writer: serialises an in-memory Level (engine/level/level.h) into a
 * TR1 .PHD file (version 0x20, retail layout) byte for byte as documented in
 * TRosettaStone (file_formats.asc and the structure chapters).
 *
 * What is written comes from the Level's raw fields; derived values are
 * recomputed so that a hand-built Level need not fill them:
 *   - each room's NumDataWords (size of its vertex/quad/tri/sprite block),
 *   - the mesh block (each Level.meshes[i] in array order, padded with zero
 *     bytes to a 4-byte boundary as the original files do), NumMeshData and
 *     MeshPointers[] (from Level.mesh_index),
 *   - TR1 zones: 6 words per box (ground1, ground2, fly, then the three
 *     alternate-room zones); if Level.zones is NULL, zeros are written.
 * Everything else (floordata indices, frame offsets, ...) is written as
 * given. Levels loaded by Level_Load round-trip to the same bytes. */
#ifndef TOMB8_ENGINE_LEVEL_LEVEL_WRITE_H
#define TOMB8_ENGINE_LEVEL_LEVEL_WRITE_H

#include "engine/level/level.h"

/* Serialises into a malloc'ed buffer (*out, *size; caller frees). On failure
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
