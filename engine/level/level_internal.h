/* Shared between the loader's parse and validate passes (not public). */
#ifndef TOMB8_ENGINE_LEVEL_LEVEL_INTERNAL_H
#define TOMB8_ENGINE_LEVEL_LEVEL_INTERNAL_H

#include "engine/level/level.h"
#include "engine/level/reader.h"

#include <stdlib.h>

/* File offsets of a room's arrays, so validation can point at the byte. */
typedef struct {
    size_t quads, tris, sprites, portals, sectors, statics, alternate;
    size_t info, lights;    /* RoomInfo (x, z, y_bottom, y_top); first light */
} RoomOffsets;

typedef struct {
    Reader r;
    Level *lv;
    RoomOffsets *room_off;
    size_t mesh_data_off;   /* file offset of the mesh data */
    struct {                /* file offsets of the first element of arrays */
        size_t floordata, mesh_pointers, animations, state_changes, dispatches, commands, models,
            static_meshes, object_textures, sprite_textures, sprite_sequences, cameras, sound_sources,
            boxes, overlaps, animated_textures, items, sound_map, sound_details,
            sample_indices;
    } off;
} Loader;

/* ---- parsing helpers (level_parse.c, level_rooms.c) ---- */

/* ---- helpers -------------------------------------------------------------- */

static inline void *alloc_array(Loader *ld, uint64_t count, size_t elem)
{
    /* Callers have already checked count*elem against the file, so this
     * is bounded. One zeroed spare element keeps every top-level array
     * non-NULL and readable at index 0 even when empty (sectors may name
     * floordata word 0 in a file without floordata). */
    void *p = calloc((size_t)count + 1, elem);
    if (!p)
        Reader_Fail(&ld->r, "out of memory");
    return p;
}

/* For the many small per-mesh arrays: NULL when empty, so a file made of
 * thousands of empty meshes can't make us allocate much more than its own
 * size. Callers test `n && !ptr` for failure. */
static inline void *alloc_small(Loader *ld, uint64_t count, size_t elem)
{
    if (count == 0)
        return NULL;
    return alloc_array(ld, count - 1, elem); /* alloc_array adds one */
}

/* Reads a u32/u16 count and checks count * elem_size fits in the file.
 * Returns false (error recorded) otherwise. */
static inline bool read_count32(Loader *ld, uint32_t *count, size_t elem_size, const char *name)
{
    *count = Reader_U32(&ld->r);
    return Reader_CheckArray(&ld->r, *count, elem_size, name);
}

static inline bool read_count16(Loader *ld, uint32_t *count, size_t elem_size, const char *name)
{
    *count = Reader_U16(&ld->r);
    return Reader_CheckArray(&ld->r, *count, elem_size, name);
}

static inline Vec3s read_vec3s(Reader *r)
{
    Vec3s v;
    v.x = Reader_I16(r);
    v.y = Reader_I16(r);
    v.z = Reader_I16(r);
    return v;
}

static inline Vec3i read_vec3i(Reader *r)
{
    Vec3i v;
    v.x = Reader_I32(r);
    v.y = Reader_I32(r);
    v.z = Reader_I32(r);
    return v;
}

static inline bool read_u16_array(Loader *ld, uint32_t count, uint16_t **out, const char *name)
{
    if (!Reader_CheckArray(&ld->r, count, 2, name))
        return false;
    uint16_t *a = alloc_array(ld, count, 2);
    if (!a)
        return false;
    *out = a;
    return Reader_U16Array(&ld->r, a, count);
}

/* Pass 1: every section in file order (level_parse.c). */
bool Level_Parse(Loader *ld);
bool Level_ParseObjectTextures(Loader *ld);
/* Room `index` at the reader (level_rooms.c). */
bool Level_ParseRoom(Loader *ld, uint32_t index);
/* Every mesh the mesh pointers name, from the mesh data (level_rooms.c). */
bool Level_ParseMeshes(Loader *ld);
/* Checks every cross reference (see level_validate.c). */
bool Level_Validate(Loader *ld);
/* Parses and checks the sector function lists into lv->floor
 * (level_floor.c). */
bool Level_ParseFloor(Loader *ld);

#endif
