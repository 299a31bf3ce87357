/* Shared between the loader's parse and validate passes (not public). */
#ifndef TOMB8_ENGINE_LEVEL_LEVEL_INTERNAL_H
#define TOMB8_ENGINE_LEVEL_LEVEL_INTERNAL_H

#include "engine/level/level.h"
#include "engine/level/reader.h"

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

bool Level_ParseObjectTextures(Loader *ld);
/* Checks every cross reference (see level_validate.c). */
bool Level_Validate(Loader *ld);

#endif
