/* Room and sector queries (see world.h). The clamping, the order of
 * portal and vertical room following and the slant formulas are those of the
 * original engine as described by TRosettaStone (floordata.asc). */
#include "engine/world/world.h"

#include <string.h>

int World_DataRoom(const Level *lv, int room, bool flipped)
{
    if (!flipped || room < 0 || (uint32_t)room >= lv->num_rooms)
        return room;
    int alt = lv->rooms[room].alternate_room;
    if (alt >= 0 && (uint32_t)alt < lv->num_rooms)
        return alt;
    /* The alternate of another room holds that room's normal data. */
    for (uint32_t i = 0; i < lv->num_rooms; i++)
        if (lv->rooms[i].alternate_room == room)
            return (int)i;
    return room;
}

static const Room *room_at(const Level *lv, int room, bool flipped)
{
    if (room < 0 || (uint32_t)room >= lv->num_rooms)
        return NULL;
    return &lv->rooms[World_DataRoom(lv, room, flipped)];
}

/* Sector column/row of world coordinate p in a room at origin o, limited
 * to -1..65536 (callers clamp into the grid). 64-bit: the queries take any
 * int32 position, and p - o would overflow for far-apart values. */
static int32_t sector_of(int32_t p, int32_t o)
{
    int64_t v = ((int64_t)p - o) >> 10;
    return (int32_t)CLAMP(v, -1, 65536);
}

static const RoomSector *sector_unclamped(const Room *r, int32_t x, int32_t z)
{
    if (!r->sectors || r->num_x_sectors == 0 || r->num_z_sectors == 0)
        return NULL;
    int32_t sx = sector_of(x, r->x), sz = sector_of(z, r->z);
    /* Vertical neighbours share the grid in practice; clamp so malformed
     * data can never index outside the array. */
    sx = CLAMP(sx, 0, (int32_t)r->num_x_sectors - 1);
    sz = CLAMP(sz, 0, (int32_t)r->num_z_sectors - 1);
    return &r->sectors[sz + sx * (int32_t)r->num_z_sectors];
}

const RoomSector *World_GetSector(const Level *lv, int room, int32_t x, int32_t z)
{
    return World_GetSectorF(lv, false, room, x, z);
}

const RoomSector *World_GetSectorF(const Level *lv, bool flipped, int room, int32_t x, int32_t z)
{
    const Room *r = room_at(lv, room, flipped);
    if (!r || !r->sectors || r->num_x_sectors == 0 || r->num_z_sectors == 0)
        return NULL;
    int32_t nx = r->num_x_sectors, nz = r->num_z_sectors;
    int32_t sx = sector_of(x, r->x), sz = sector_of(z, r->z);
    /* As the original: off the z edges, x stays inside the inner columns so
     * a position outside the room lands on a border (wall or portal) sector. */
    if (sz <= 0) {
        sz = 0;
        sx = CLAMP(sx, 1, nx - 2);
    } else if (sz >= nz - 1) {
        sz = nz - 1;
        sx = CLAMP(sx, 1, nx - 2);
    } else {
        sx = CLAMP(sx, 0, nx - 1);
    }
    sx = CLAMP(sx, 0, nx - 1); /* rooms narrower than 3 sectors */
    return &r->sectors[sz + sx * nz];
}

int World_PortalRoom(const Level *lv, const RoomSector *s)
{
    const FloorSector *d = s ? LevelFloor_Sector(lv, s->fd_index) : NULL;
    if (!d || d->portal < 0 || (uint32_t)d->portal >= lv->num_rooms)
        return WORLD_NO_ROOM;
    return d->portal;
}

int World_FindRoom(const Level *lv, int room, int32_t x, int32_t y, int32_t z,
                   const RoomSector **sector_out)
{
    return World_FindRoomF(lv, false, room, x, y, z, sector_out);
}

int World_FindRoomF(const Level *lv, bool flipped, int room, int32_t x, int32_t y, int32_t z,
                    const RoomSector **sector_out)
{
    const RoomSector *s = World_GetSectorF(lv, flipped, room, x, z);
    if (!s) {
        if (sector_out)
            *sector_out = NULL;
        return room;
    }
    /* Sideways through collisional portals. Bounded: a cycle of portals
     * in bad data must not hang. */
    for (uint32_t guard = 0; guard <= lv->num_rooms; guard++) {
        int next = World_PortalRoom(lv, s);
        if (next == WORLD_NO_ROOM || next == room)
            break;
        const RoomSector *ns = World_GetSectorF(lv, flipped, next, x, z);
        if (!ns)
            break; /* a target room without sectors: stay */
        room = next;
        s = ns;
    }
    if (y >= (int32_t)s->floor * 256) {
        for (uint32_t guard = 0; guard <= lv->num_rooms && s->room_below != NO_ROOM; guard++) {
            const Room *r = room_at(lv, s->room_below, flipped);
            const RoomSector *below = r ? sector_unclamped(r, x, z) : NULL;
            if (!below)
                break;
            room = s->room_below;
            s = below;
            if (y < (int32_t)s->floor * 256)
                break;
        }
    } else if (y < (int32_t)s->ceiling * 256) {
        for (uint32_t guard = 0; guard <= lv->num_rooms && s->room_above != NO_ROOM; guard++) {
            const Room *r = room_at(lv, s->room_above, flipped);
            const RoomSector *above = r ? sector_unclamped(r, x, z) : NULL;
            if (!above)
                break;
            room = s->room_above;
            s = above;
            if (y >= (int32_t)s->ceiling * 256)
                break;
        }
    }
    if (sector_out)
        *sector_out = s;
    return room;
}

bool World_InRoomBounds(const Level *lv, int room, int32_t x, int32_t y, int32_t z)
{
    const Room *r = room_at(lv, room, false);
    if (!r)
        return false;
    return x >= r->x && x < (int64_t)r->x + (int64_t)r->num_x_sectors * 1024 && z >= r->z &&
           z < (int64_t)r->z + (int64_t)r->num_z_sectors * 1024 && y >= r->y_top &&
           y <= r->y_bottom;
}
