/* Run-time sectors and the original's floor queries (see floor.h). */
#include "engine/world/floor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool World_Init(World *w, const Level *lv, char *err, size_t err_cap)
{
    memset(w, 0, sizeof(*w));
    w->lv = lv;
    w->trigger_index = -1;
    (void)err; (void)err_cap;
    return true;
}

void World_Free(World *w)
{
    free(w->sectors);
    free(w->base);
    w->sectors = NULL;
    w->base = NULL;
}

RoomSector *World_RoomSector(World *w, int room, int32_t x, int32_t z)
{
    (void)w; (void)room; (void)x; (void)z;
    return NULL;
}

const RoomSector *World_Sector(World *w, int32_t x, int32_t y, int32_t z, int16_t *room)
{
    return World_GetSectorF(w->lv, w->flipped, *room, x, z);
    (void)y;
}

int32_t World_Height(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z)
{
    (void)w; (void)s; (void)x; (void)y; (void)z;
    return WORLD_NO_HEIGHT;
}

int32_t World_Ceiling(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z)
{
    (void)w; (void)s; (void)x; (void)y; (void)z;
    return WORLD_NO_HEIGHT;
}

int32_t World_WaterHeight(World *w, int32_t x, int32_t y, int32_t z, int16_t room)
{
    (void)w; (void)x; (void)y; (void)z; (void)room;
    return WORLD_NO_HEIGHT;
}

int16_t World_TiltType(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z)
{
    (void)w; (void)s; (void)x; (void)y; (void)z;
    return 0;
}

bool World_RoomIsWater(const World *w, int room)
{
    return room >= 0 && (uint32_t)room < w->lv->num_rooms && (w->lv->rooms[room].flags & 1);
}

void World_Flip(World *w)
{
    w->flipped = !w->flipped;
}
