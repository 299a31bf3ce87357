/* Run-time sectors and the original's floor queries (see floor.h).
 *
 * The grid addressing, the order of portal and vertical room following, the
 * slant formulas (with their int16 truncation) and which sector each query
 * reads (the lowest one for floors, triggers and tilts, the highest one for
 * ceiling slants) are those of the original engine as TR1X keeps them with
 * its enhancements off. Every index taken from the level is checked: a bad
 * room or floordata index ends the walk instead of reading past an array. */
#include "engine/world/floor.h"

#include "engine/core/serial.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CLICK 256
#define SECTOR_MASK 1023       /* position within a sector */
#define SECTOR_SIZE 1024
#define TILT_FLAT_LIMIT 2      /* clicks: steeper slants are big slopes */
#define TILT_REACH 512         /* World_TiltType: only this far above the floor */

static int32_t num_rooms(const World *w) { return (int32_t)w->lv->num_rooms; }

static bool slot_ok(const World *w, int room)
{
    return w->data_room && room >= 0 && room < num_rooms(w);
}

const Room *World_Room(const World *w, int room)
{
    if (!slot_ok(w, room))
        return NULL;
    return &w->lv->rooms[w->data_room[room]];
}

/* The sector grid standing at a slot (NULL when it has none). */
static RoomSector *grid(const World *w, int room, const Room **r_out)
{
    const Room *r = World_Room(w, room);
    if (!r || !r->sectors || r->num_x_sectors == 0 || r->num_z_sectors == 0)
        return NULL;
    *r_out = r;
    return w->sectors + w->base[w->data_room[room]];
}

/* Sector column / row of p in a room whose grid starts at o. 64-bit: the
 * game may hand any int32 position, and p - o could overflow. */
static int32_t cell(int32_t p, int32_t o)
{
    int64_t v = ((int64_t)p - o) >> 10;
    return (int32_t)CLAMP(v, -1, 65536);
}

RoomSector *World_RoomSector(World *w, int room, int32_t x, int32_t z)
{
    const Room *r;
    RoomSector *g = grid(w, room, &r);
    if (!g)
        return NULL;
    int32_t nx = r->num_x_sectors, nz = r->num_z_sectors;
    int32_t sx = cell(x, r->x), sz = cell(z, r->z);
    /* The original: beyond a z edge the row is the edge row and the column
     * stays off the corners, so a position outside the room lands on a
     * border sector (a wall or a portal). */
    if (sz <= 0) {
        sz = 0;
        sx = CLAMP(sx, 1, nx - 2);
    } else if (sz >= nz - 1) {
        sz = nz - 1;
        sx = CLAMP(sx, 1, nx - 2);
    } else {
        sx = CLAMP(sx, 0, nx - 1);
    }
    sx = CLAMP(sx, 0, nx - 1); /* rooms narrower than three sectors */
    return &g[sz + sx * nz];
}

/* A sector of the room below / above: the original indexes these without
 * the edge rule; both axes are clamped into the grid (as TR1X does). */
static RoomSector *vertical_sector(World *w, int room, int32_t x, int32_t z)
{
    const Room *r;
    RoomSector *g = grid(w, room, &r);
    if (!g)
        return NULL;
    int32_t sx = CLAMP(cell(x, r->x), 0, (int32_t)r->num_x_sectors - 1);
    int32_t sz = CLAMP(cell(z, r->z), 0, (int32_t)r->num_z_sectors - 1);
    return &g[sz + sx * (int32_t)r->num_z_sectors];
}

static int link_room(const World *w, uint8_t link)
{
    return (link != NO_ROOM && link < num_rooms(w)) ? link : -1;
}

/* ---- sector functions ------------------------------------------------------ */

/* The parsed functions of a sector (NULL: none). */
static const FloorSector *sector_data(const World *w, const RoomSector *s)
{
    return s ? LevelFloor_Sector(w->lv, s->fd_index) : NULL;
}

/* A slant as the original's word: z clicks in the high byte, x in the low. */
static int16_t tilt_word(FloorTilt t)
{
    return (int16_t)(uint16_t)(((uint16_t)(uint8_t)t.z << 8) | (uint8_t)t.x);
}

/* Runs the floor (or ceiling) function of every item the sector's triggers
 * name as objects (bridges, trapdoors) on *height. */
static void run_object_hooks(World *w, const FloorSector *d, bool ceiling, int32_t x, int32_t y,
                             int32_t z, int32_t *height)
{
    void (*fn)(void *, int, int32_t, int32_t, int32_t, int32_t *) =
        ceiling ? w->hooks.ceiling : w->hooks.floor;
    uint32_t nt;
    const FloorTrigger *t = LevelFloor_Triggers(w->lv, d, &nt);
    for (uint32_t k = 0; fn && k < nt; k++) {
        const TriggerCommand *c = LevelFloor_Commands(w->lv, &t[k]);
        for (uint32_t j = 0; j < t[k].num_commands; j++)
            if (c[j].action == TRIGGER_ACTION_OBJECT)
                fn(w->hooks.user, c[j].value, x, y, z, height);
    }
}

bool World_SectorIsLava(const World *w, const RoomSector *s)
{
    const FloorSector *d = sector_data(w, s);
    return d && d->kill;
}

int32_t World_SectorTrigger(const World *w, const RoomSector *s)
{
    const FloorSector *d = sector_data(w, s);
    return d ? d->trigger_handle : -1;
}

/* ---- set-up ------------------------------------------------------------ */

bool World_Init(World *w, const Level *lv, char *err, size_t err_cap)
{
    memset(w, 0, sizeof(*w));
    w->lv = lv;
    w->trigger_index = -1;
    size_t nr = lv->num_rooms ? lv->num_rooms : 1, total = 0;
    for (uint32_t r = 0; r < lv->num_rooms; r++)
        if (lv->rooms[r].sectors)
            total += (size_t)lv->rooms[r].num_x_sectors * lv->rooms[r].num_z_sectors;
    w->sectors = malloc((total ? total : 1) * sizeof(RoomSector));
    w->base = calloc(nr, sizeof(uint32_t));
    w->data_room = calloc(nr, sizeof(int16_t));
    w->alternate = calloc(nr, sizeof(int16_t));
    w->box_overlap = calloc(lv->num_boxes ? lv->num_boxes : 1, sizeof(int16_t));
    if (!w->sectors || !w->base || !w->data_room || !w->alternate || !w->box_overlap) {
        World_Free(w);
        snprintf(err, err_cap, "error: %s: out of memory for %zu sectors", lv->name, total);
        return false;
    }
    for (uint32_t b = 0; b < lv->num_boxes; b++)
        w->box_overlap[b] = lv->boxes[b].overlap_index;
    size_t at = 0;
    for (uint32_t r = 0; r < lv->num_rooms; r++) {
        const Room *room = &lv->rooms[r];
        w->base[r] = (uint32_t)at;
        w->data_room[r] = (int16_t)r;
        int alt = room->alternate_room;
        w->alternate[r] = (int16_t)((alt >= 0 && (uint32_t)alt < lv->num_rooms) ? alt : -1);
        if (!room->sectors)
            continue;
        size_t cnt = (size_t)room->num_x_sectors * room->num_z_sectors;
        memcpy(w->sectors + at, room->sectors, cnt * sizeof(RoomSector));
        at += cnt;
    }
    return true;
}

void World_Free(World *w)
{
    free(w->sectors);
    free(w->base);
    free(w->data_room);
    free(w->alternate);
    free(w->box_overlap);
    w->box_overlap = NULL;
    w->sectors = NULL;
    w->base = NULL;
    w->data_room = NULL;
    w->alternate = NULL;
}

/* ---- TR3 no-collision triangles ---------------------------------------- */

/* TR3's test of a no-collision split at (x, z): NOCOL_NONE when the sector
 * has none, NOCOL_HOLE over its open triangle (the walk through the rooms
 * below / above goes on), NOCOL_SOLID over the other. Like the original it
 * reads the raw list: the floor's split only as the first function, the
 * ceiling's as the first or the one after a floor slant or split. */
enum { NOCOL_HOLE = -1, NOCOL_NONE = 0, NOCOL_SOLID = 1 };

static int nocol_side(int kind, int32_t x, int32_t z)
{
    x &= SECTOR_MASK;
    z &= SECTOR_MASK;
    /* kind: 0 and 1 divide at x = 1024 - z, 2 and 3 at x = z; the even
     * ones have their hole at or below the diagonal, the odd ones above. */
    int32_t diag = kind < 2 ? SECTOR_SIZE - z : z;
    bool low = x <= diag;
    return low == ((kind & 1) == 0) ? NOCOL_HOLE : NOCOL_SOLID;
}

static bool first_is_floor_shape(int fn)
{
    return fn == FD_FLOOR_SLANT || fn == FD_SPLIT_FLOOR1 || fn == FD_SPLIT_FLOOR2 ||
           (fn >= FD_NOCOL_FLOOR1_LOW && fn <= FD_NOCOL_FLOOR2_HIGH);
}

static int nocol_floor(const World *w, const RoomSector *s, int32_t x, int32_t z)
{
    const Level *lv = w->lv;
    if (lv->game != GAME_TR3 || !s || !s->fd_index || s->fd_index >= lv->num_floordata)
        return NOCOL_NONE;
    int fn = lv->floordata[s->fd_index] & 0x1F;
    if (fn < FD_NOCOL_FLOOR1_LOW || fn > FD_NOCOL_FLOOR2_HIGH)
        return NOCOL_NONE;
    return nocol_side(fn - FD_NOCOL_FLOOR1_LOW, x, z);
}

static int nocol_ceiling(const World *w, const RoomSector *s, int32_t x, int32_t z)
{
    const Level *lv = w->lv;
    if (lv->game != GAME_TR3 || !s || !s->fd_index || s->fd_index >= lv->num_floordata)
        return NOCOL_NONE;
    uint32_t i = s->fd_index;
    int fn = lv->floordata[i] & 0x1F;
    if (first_is_floor_shape(fn)) {
        if ((lv->floordata[i] & FD_END_BIT) || i + 2 >= lv->num_floordata)
            return NOCOL_NONE;
        i += 2;
        fn = lv->floordata[i] & 0x1F;
    }
    if (fn < FD_NOCOL_CEILING1_LOW || fn > FD_NOCOL_CEILING2_HIGH)
        return NOCOL_NONE;
    return nocol_side(fn - FD_NOCOL_CEILING1_LOW, x, z);
}

/* ---- queries -------------------------------------------------------------- */

/* Sideways from sector s through wall portals to the sector at x, z that is
 * not one; *room (when given) follows. A cycle in bad data must not hang. */
static RoomSector *through_portals(World *w, RoomSector *s, int32_t x, int32_t z, int16_t *room)
{
    for (int32_t guard = 0; guard <= num_rooms(w); guard++) {
        const FloorSector *d = sector_data(w, s);
        if (!d || d->portal < 0)
            break;
        RoomSector *next = World_RoomSector(w, d->portal, x, z);
        if (!next)
            break;
        if (room)
            *room = d->portal;
        s = next;
    }
    return s;
}

/* The sector at x, z of the room below (down) or above sector s, NULL when
 * there is none; *room (when given) is set to that room. */
static RoomSector *next_vertical(World *w, const RoomSector *s, int32_t x, int32_t z, bool down,
                                 int16_t *room)
{
    int next = link_room(w, down ? s->room_below : s->room_above);
    RoomSector *ns = next >= 0 ? vertical_sector(w, next, x, z) : NULL;
    if (ns && room)
        *room = (int16_t)next;
    return ns;
}

/* TR3's GetFloor through a no-collision split: on its solid triangle it
 * stays, over its hole it stays only while y is still inside the room
 * (above its lowest floor going down, at or below its highest ceiling
 * going up). */
static bool nocol_through(const World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z,
                          bool down, int room)
{
    int nc = down ? nocol_floor(w, s, x, z) : nocol_ceiling(w, s, x, z);
    if (nc == NOCOL_NONE)
        return true;
    if (nc == NOCOL_SOLID)
        return false;
    const Room *r = World_Room(w, room);
    if (!r)
        return true;
    return down ? y >= r->y_bottom : y < r->y_top;
}

const RoomSector *World_Sector(World *w, int32_t x, int32_t y, int32_t z, int16_t *room)
{
    RoomSector *s = World_RoomSector(w, *room, x, z);
    if (!s)
        return NULL;
    s = through_portals(w, s, x, z, room);
    /* Then down while at or below the floor, up while above the ceiling. */
    bool down = y >= (int32_t)s->floor * CLICK;
    if (down || y < (int32_t)s->ceiling * CLICK) {
        for (int32_t guard = 0; guard <= num_rooms(w); guard++) {
            if (!nocol_through(w, s, x, y, z, down, *room))
                break;
            RoomSector *ns = next_vertical(w, s, x, z, down, room);
            if (!ns)
                break;
            s = ns;
            if (down ? y < (int32_t)s->floor * CLICK : y >= (int32_t)s->ceiling * CLICK)
                break;
        }
    }
    return s;
}

/* The lowest (down) or highest sector in the column of rooms at x, z. On
 * TR3 the solid triangle of a no-collision split ends the walk; going up,
 * the original tests the ceiling of the sector it started from at every
 * step, not the one it has reached, and so do we. */
static const RoomSector *column_end(World *w, const RoomSector *s, int32_t x, int32_t z, bool down)
{
    const RoomSector *start = s;
    for (int32_t guard = 0; s && guard <= num_rooms(w); guard++) {
        if ((down ? nocol_floor(w, s, x, z) : nocol_ceiling(w, start, x, z)) == NOCOL_SOLID)
            break;
        const RoomSector *ns = next_vertical(w, s, x, z, down, NULL);
        if (!ns)
            break;
        s = ns;
    }
    return s;
}

const RoomSector *World_PitSector(World *w, const RoomSector *s, int32_t x, int32_t z)
{
    return column_end(w, s, x, z, true);
}

const RoomSector *World_SkySector(World *w, const RoomSector *s, int32_t x, int32_t z)
{
    return column_end(w, s, x, z, false);
}

/* Slant offsets of a tilt word: the high byte slopes along z, the low byte
 * along x; the original truncates each step to 16 bits. */
static int32_t neg_tilt(int32_t t, int32_t p) { return (int16_t)((t * (p & SECTOR_MASK)) >> 2); }
static int32_t pos_tilt(int32_t t, int32_t p)
{
    return (int16_t)((t * (SECTOR_MASK - (p & SECTOR_MASK))) >> 2);
}

/* A floor slant of t clicks along the axis of p applied to h. */
static int32_t tilt_down(int32_t h, int32_t t, int32_t p)
{
    return t < 0 ? h - neg_tilt(t, p) : h + pos_tilt(t, p);
}

/* A slant of more than 2 clicks on either axis (the camera's chunky mode
 * reads such sectors flat). */
static bool tilt_is_big(int16_t t)
{
    int32_t tz = t >> 8, tx = (int8_t)(t & 0xFF);
    return tz > TILT_FLAT_LIMIT || tz < -TILT_FLAT_LIMIT || tx > TILT_FLAT_LIMIT ||
           tx < -TILT_FLAT_LIMIT;
}

/* The triangle's extra height in whole units: the LOW triangle (0) takes
 * the function word's second field, the HIGH one its first. */
static int32_t split_rise(const FloorSplit *sp, int tri) { return sp->height[tri == 0 ? 1 : 0] * CLICK; }

/* TR3's floor triangle under (x, z): its height, then its corner slopes as
 * a slant (z first, then x, as the floor slant). Under the camera's chunky
 * flag the original decodes the already-decoded height a second time, so
 * only its sign is left: a raised triangle reads one click above the
 * sector's flat floor, any other reads flat, with no slant. */
static int32_t split_floor(World *w, const FloorSplit *sp, int32_t flat, int32_t h, int32_t x,
                           int32_t z)
{
    FloorTilt t;
    int tri = LevelFloor_SplitTriangle(sp, x, z, &t);
    int32_t rise = split_rise(sp, tri);
    w->height_type = HEIGHT_SPLIT_TRI;
    if (w->chunky)
        return rise < 0 ? flat - CLICK : flat;
    if (tilt_is_big(tilt_word(t)))
        w->height_type = HEIGHT_DIAGONAL;
    h += rise;
    h = tilt_down(h, t.z, z);
    return tilt_down(h, t.x, x);
}

/* TR3's ceiling triangle over (x, z), the floor's mirror image (the
 * corner slopes count downwards, LevelFloor_SplitTriangle). */
static int32_t split_ceiling(const World *w, const FloorSplit *sp, int32_t flat, int32_t x,
                             int32_t z)
{
    FloorTilt t;
    int tri = LevelFloor_SplitTriangle(sp, x, z, &t);
    int32_t rise = split_rise(sp, tri);
    if (w->chunky)
        return rise < 0 ? flat - CLICK : flat;
    int32_t h = flat + rise;
    h = t.z < 0 ? h + neg_tilt(t.z, z) : h - pos_tilt(t.z, z);
    return t.x < 0 ? h + pos_tilt(t.x, x) : h - neg_tilt(t.x, x);
}

int32_t World_Height(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z)
{
    w->height_type = HEIGHT_WALL;
    w->trigger_index = -1;
    w->lava = false;
    w->climb = 0;
    w->monkey = false;
    w->minecart_left = w->minecart_right = false;
    s = World_PitSector(w, s, x, z);
    if (!s)
        return WORLD_NO_HEIGHT;
    const FloorSector *d = sector_data(w, s);
    int16_t tilt = d ? tilt_word(d->floor_tilt) : 0;
    int32_t h = (int32_t)s->floor * CLICK;
    if (w->no_floor && h == w->no_floor)
        h = WORLD_NO_FLOOR_DEPTH;
    int32_t flat = h;
    if (tilt != 0 && !(w->chunky && tilt_is_big(tilt))) {
        int32_t tz = d->floor_tilt.z, tx = d->floor_tilt.x;
        w->height_type = tilt_is_big(tilt) ? HEIGHT_BIG_SLOPE : HEIGHT_SMALL_SLOPE;
        h = (int16_t)(tz < 0 ? h - neg_tilt(tz, z) : h + pos_tilt(tz, z));
        h = (int16_t)(tx < 0 ? h - neg_tilt(tx, x) : h + pos_tilt(tx, x));
    }
    if (d && d->floor_split.function)
        h = split_floor(w, &d->floor_split, flat, h, x, z);
    /* As the original's trigger index: a kill word wins over the trigger
     * (the trigger code handles the lava first, then the trigger after it). */
    if (d) {
        w->trigger_index = d->kill_handle >= 0 ? d->kill_handle : d->trigger_handle;
        w->lava = d->kill;
        w->climb = d->climb;
        w->monkey = d->monkey;
        w->minecart_left = d->minecart_left;
        w->minecart_right = d->minecart_right;
        /* Objects (bridges, trapdoors) named by the trigger adjust it. */
        run_object_hooks(w, d, false, x, y, z, &h);
    }
    return (int16_t)h;
}

int32_t World_Ceiling(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z)
{
    const RoomSector *sky = World_SkySector(w, s, x, z);
    if (!sky)
        return WORLD_NO_HEIGHT;
    const FloorSector *d = sector_data(w, sky);
    int16_t tilt = d ? tilt_word(d->ceiling_tilt) : 0;
    int32_t h = (int32_t)sky->ceiling * CLICK;
    /* TR3's chunky camera reads every ceiling slant flat, not only the
     * steep ones. */
    bool flat_chunky = w->chunky && (tilt_is_big(tilt) || w->lv->game == GAME_TR3);
    if (tilt != 0 && !flat_chunky) {
        int32_t tz = d->ceiling_tilt.z, tx = d->ceiling_tilt.x;
        /* Mirror image of the floor: the x slant takes the opposite corner. */
        h = (int16_t)(tz < 0 ? h + neg_tilt(tz, z) : h - pos_tilt(tz, z));
        h = (int16_t)(tx < 0 ? h + pos_tilt(tx, x) : h - neg_tilt(tx, x));
    }
    if (d && d->ceiling_split.function)
        h = split_ceiling(w, &d->ceiling_split, (int32_t)sky->ceiling * CLICK, x, z);
    if (w->hooks.ceiling) {
        const FloorSector *pd = sector_data(w, World_PitSector(w, s, x, z));
        if (pd)
            run_object_hooks(w, pd, true, x, y, z, &h);
    }
    return (int16_t)h;
}

int16_t World_TiltType(World *w, const RoomSector *s, int32_t x, int32_t y, int32_t z)
{
    s = World_PitSector(w, s, x, z);
    if (!s)
        return 0;
    if ((int64_t)y + TILT_REACH < (int32_t)s->floor * CLICK)
        return 0;
    const FloorSector *d = sector_data(w, s);
    if (d && d->floor_split.function) {
        /* TR3: the slopes of the triangle under (x, z). */
        FloorTilt t;
        LevelFloor_SplitTriangle(&d->floor_split, x, z, &t);
        return tilt_word(t);
    }
    return d ? tilt_word(d->floor_tilt) : 0;
}

/* TR3's GetWaterHeight reads room bounds, not sectors: in water, the
 * lowest floor of the first dry room above (or, water to the top, the
 * highest ceiling of the last water room); dry, the highest ceiling of the
 * first water room below. The solid half of a no-collision split ends
 * either walk (in water then at the top of the room reached; dry, none). */
static int32_t water_height_tr3(World *w, const RoomSector *s, int32_t x, int32_t z, int room)
{
    const Room *r = World_Room(w, room);
    bool in_water = World_RoomIsWater(w, room);
    for (int32_t guard = 0; r && guard <= num_rooms(w); guard++) {
        int next = link_room(w, in_water ? s->room_above : s->room_below);
        int nc = in_water ? nocol_ceiling(w, s, x, z) : nocol_floor(w, s, x, z);
        if (next < 0 || nc == NOCOL_SOLID)
            break;
        const Room *nr = World_Room(w, next);
        if (!nr)
            break;
        if (World_RoomIsWater(w, next) != in_water)
            return in_water ? nr->y_bottom : nr->y_top;
        RoomSector *ns = vertical_sector(w, next, x, z);
        if (!ns)
            break;
        r = nr;
        s = ns;
    }
    return in_water && r ? r->y_top : WORLD_NO_HEIGHT;
}

int32_t World_WaterHeight(World *w, int32_t x, int32_t y, int32_t z, int16_t room)
{
    (void)y;
    RoomSector *s = World_RoomSector(w, room, x, z);
    if (!s)
        return WORLD_NO_HEIGHT;
    s = through_portals(w, s, x, z, &room);
    if (w->lv->game == GAME_TR3)
        return water_height_tr3(w, s, x, z, room);
    if (World_RoomIsWater(w, room)) {
        /* The surface is the ceiling of the highest water room. */
        for (int32_t guard = 0; guard <= num_rooms(w); guard++) {
            int above = link_room(w, s->room_above);
            if (above < 0 || !World_RoomIsWater(w, above))
                break;
            RoomSector *ns = vertical_sector(w, above, x, z);
            if (!ns)
                break;
            s = ns;
        }
        return (int32_t)s->ceiling * CLICK;
    }
    /* Dry: the floor of the sector just above the first water room below. */
    for (int32_t guard = 0; guard <= num_rooms(w); guard++) {
        int below = link_room(w, s->room_below);
        if (below < 0)
            break;
        if (World_RoomIsWater(w, below))
            return (int32_t)s->floor * CLICK;
        RoomSector *ns = vertical_sector(w, below, x, z);
        if (!ns)
            break;
        s = ns;
    }
    return WORLD_NO_HEIGHT;
}

void World_AlterFloorHeight(World *w, int32_t x, int32_t z, int16_t room, int32_t height)
{
    if (height == 0)
        return;
    RoomSector *s = World_RoomSector(w, room, x, z);
    if (!s)
        return;
    s = through_portals(w, s, x, z, NULL);
    const RoomSector *sky = World_SkySector(w, s, x, z);
    RoomSector *pit = (RoomSector *)World_PitSector(w, s, x, z);
    /* Whole clicks, rounded towards minus infinity as the original masks. */
    int32_t clicks = (height & ~(CLICK - 1)) / CLICK;
    int32_t floor = pit->floor;
    if (floor != WORLD_NO_HEIGHT / CLICK) {
        floor += clicks;
        if (floor == sky->ceiling)
            floor = WORLD_NO_HEIGHT / CLICK;
    } else {
        floor = sky->ceiling + clicks;
    }
    pit->floor = (int8_t)CLAMP(floor, -128, 127);

    uint16_t box = Level_SectorBox(w->lv, pit);
    if (box < w->lv->num_boxes && (w->box_overlap[box] & WORLD_BOX_BLOCKABLE)) {
        if (height < 0)
            w->box_overlap[box] = (int16_t)(w->box_overlap[box] | WORLD_BOX_BLOCKED);
        else
            w->box_overlap[box] = (int16_t)(w->box_overlap[box] & ~WORLD_BOX_BLOCKED);
    }
}

void World_SetStopper(World *w, int32_t x, int32_t y, int32_t z, int16_t room, bool on)
{
    RoomSector *s = (RoomSector *)World_Sector(w, x, y, z, &room);
    if (s)
        s->stopper = on;
}

bool World_RoomIsWater(const World *w, int room)
{
    const Room *r = World_Room(w, room);
    return r && (r->flags & ROOM_FLAG_WATER);
}

void World_Flip(World *w)
{
    /* The original swaps each room with its alternate; the alternate slot
     * then forgets its own partner (only chains of alternates notice). */
    for (int32_t i = 0; w->data_room && i < num_rooms(w); i++) {
        int alt = w->alternate[i];
        if (alt < 0)
            continue;
        int16_t t = w->data_room[i];
        w->data_room[i] = w->data_room[alt];
        w->data_room[alt] = t;
        w->alternate[alt] = -1;
    }
    w->flipped = !w->flipped;
}

/* ---- save games ------------------------------------------------------------- */

static size_t total_sectors(const Level *lv)
{
    size_t n = 0;
    for (uint32_t r = 0; r < lv->num_rooms; r++)
        if (lv->rooms[r].sectors)
            n += (size_t)lv->rooms[r].num_x_sectors * lv->rooms[r].num_z_sectors;
    return n;
}

void World_Save(const World *w, SerialWriter *out)
{
    const Level *lv = w->lv;
    Serial_PutBool(out, w->flipped);
    Serial_PutU32(out, lv->num_rooms);
    for (uint32_t r = 0; r < lv->num_rooms; r++) {
        Serial_PutI16(out, w->data_room[r]);
        Serial_PutI16(out, w->alternate[r]);
    }
    size_t n = total_sectors(lv);
    Serial_PutU32(out, (uint32_t)n);
    for (size_t i = 0; i < n; i++) {
        const RoomSector *s = &w->sectors[i];
        Serial_PutU16(out, s->fd_index);
        Serial_PutU16(out, s->box_index);
        Serial_PutU8(out, s->room_below);
        Serial_PutI8(out, s->floor);
        Serial_PutU8(out, s->room_above);
        Serial_PutI8(out, s->ceiling);
    }
    Serial_PutU32(out, lv->num_boxes);
    for (uint32_t b = 0; b < lv->num_boxes; b++)
        Serial_PutI16(out, w->box_overlap[b]);
    Serial_PutU8(out, (uint8_t)w->height_type);
    Serial_PutI32(out, w->trigger_index);
    Serial_PutBool(out, w->lava);
    Serial_PutBool(out, w->chunky);
}

bool World_Load(World *w, SerialReader *in)
{
    const Level *lv = w->lv;
    int32_t nr = (int32_t)lv->num_rooms;
    w->flipped = Serial_GetBool(in, "world flipped");
    Serial_GetRange(in, nr, nr, "world room count");
    /* The slot map is a permutation of the rooms (flips only swap). */
    uint8_t *seen = calloc((size_t)(nr > 0 ? nr : 1), 1);
    if (!seen) {
        Serial_Fail(in, "out of memory");
        return false;
    }
    for (int32_t r = 0; r < nr && !in->failed; r++) {
        int16_t d = Serial_GetI16Range(in, 0, nr - 1, "room data slot");
        int16_t alt = Serial_GetI16(in);
        int16_t orig = (int16_t)lv->rooms[r].alternate_room;
        if (in->failed)
            break;
        if (seen[d]++)
            Serial_Fail(in, "room data %d stands in two slots", d);
        else if (alt != -1 && alt != orig)
            Serial_Fail(in, "room %d: flip partner %d (the level says %d)", (int)r, alt, orig);
        w->data_room[r] = d;
        w->alternate[r] = alt;
    }
    free(seen);
    size_t n = total_sectors(lv);
    Serial_GetRange(in, (int32_t)MIN(n, (size_t)INT32_MAX), (int32_t)MIN(n, (size_t)INT32_MAX),
                    "sector count");
    /* Sectors are the level's own, with what doors cut (no floordata, box
     * or vertical links) and floors moved by whole clicks. */
    size_t at = 0;
    for (uint32_t r = 0; r < lv->num_rooms && !in->failed; r++) {
        const Room *room = &lv->rooms[r];
        if (!room->sectors)
            continue;
        size_t cnt = (size_t)room->num_x_sectors * room->num_z_sectors;
        for (size_t k = 0; k < cnt && !in->failed; k++, at++) {
            const RoomSector *o = &room->sectors[k];
            RoomSector *s = &w->sectors[at];
            s->fd_index = Serial_GetU16(in);
            s->box_index = Serial_GetU16(in);
            s->room_below = Serial_GetU8(in);
            s->floor = Serial_GetI8(in);
            s->room_above = Serial_GetU8(in);
            s->ceiling = Serial_GetI8(in);
            /* Stoppers are not saved (nor in the original's saves): the
             * level's own here, the game marks again where its robots and
             * moving blocks are (ObjectInfo.after_load). */
            s->stopper = o->stopper;
            if (!in->failed &&
                ((s->fd_index != o->fd_index && s->fd_index != 0) ||
                 (s->box_index != o->box_index && s->box_index != NO_BOX) ||
                 (s->room_below != o->room_below && s->room_below != NO_ROOM) ||
                 (s->room_above != o->room_above && s->room_above != NO_ROOM)))
                Serial_Fail(in, "room %u sector %zu: links the level does not have", r, k);
        }
    }
    int32_t nb = (int32_t)lv->num_boxes;
    Serial_GetRange(in, nb, nb, "box count");
    for (int32_t b = 0; b < nb && !in->failed; b++) {
        int16_t v = Serial_GetI16(in);
        if (!in->failed && (uint16_t)(v & ~WORLD_BOX_BLOCKED) !=
                               (uint16_t)(lv->boxes[b].overlap_index & ~WORLD_BOX_BLOCKED))
            Serial_Fail(in, "box %d: overlap word 0x%04x (the level says 0x%04x)", (int)b,
                        (uint16_t)v, lv->boxes[b].overlap_index);
        w->box_overlap[b] = v;
    }
    uint8_t ht = Serial_GetU8(in);
    if (ht > HEIGHT_BIG_SLOPE)
        Serial_Fail(in, "height type %u", ht);
    w->height_type = (HeightType)ht;
    w->trigger_index = Serial_GetRange(in, -1, (int32_t)MIN(lv->num_floordata, (uint32_t)INT32_MAX) - 1,
                                       "trigger index");
    w->lava = Serial_GetBool(in, "lava");
    w->chunky = Serial_GetBool(in, "chunky");
    return !in->failed;
}
