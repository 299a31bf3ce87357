/* Pathfinding data for built levels: boxes, overlaps and zones, laid out
 * the way the creatures' code (game/creature/) expects the original
 * levels' data to be.
 *
 *   - Boxes: rectangles of a room's walkable sectors (open, not a portal,
 *     not a hole into a room below) that share one flat floor height, found
 *     greedily (extend along z, then widen along x). A sloped sector is a
 *     box of its own, measured at its centre. So is every sector a door
 *     closes: its box is marked blockable (overlap word bit 15), which is
 *     what lets the door block it at run time without walling off the
 *     rest of a box.
 *   - Overlaps: two boxes overlap when a creature can cross from one to
 *     the other at all: a sector of one is next to a sector of the other
 *     in the same room, across a side portal, or below a hole in the floor
 *     beside it (a drop). Heights are not judged here (the search does,
 *     against each creature's step and drop), walls separate. The relation
 *     is symmetric. A portal into a room that has an alternate (flip map)
 *     leads to the boxes of both versions.
 *   - Zones, for each flip state: the rooms of that state (a room with an
 *     alternate is replaced by it when flipped) split into connected parts
 *     over the overlaps: ground zone 1 joins boxes within one click of each
 *     other (creatures that climb and drop one click), ground zone 2 within
 *     two clicks (the climbers), the fly zone joins every overlap. Boxes of
 *     the rooms absent in a state get zones of their own there. Zone
 *     numbers count from 1 in box order.
 *
 * Integer arithmetic and fixed iteration orders only: the same description
 * gives the same bytes. */
#include "tools/levelbuild/lb_internal.h"

#include <stdlib.h>
#include <string.h>

/* TR1 door objects (doors 1..8): their closed sector needs its own box. */
#define DOOR_FIRST 57
#define DOOR_LAST 64
/* How many portals / holes a neighbour lookup may pass through. */
#define RESOLVE_DEPTH 8
/* Overlap word bits (TR1). */
#define OVERLAP_END 0x8000
#define BOX_BLOCKABLE_BIT 0x8000
#define OVERLAP_INDEX_LIMIT 0x4000

typedef struct {
    LB_Builder *b;
    int16_t *box_of;        /* per room, per sector: box or -1 */
    uint32_t *room_base;    /* first sector of each room in box_of */
    bool *blockable;        /* per room sector: a door closes it */
    uint16_t *box_room;     /* room of each box */
    uint8_t *adj;           /* num_boxes x num_boxes: 1 = overlap */
    uint32_t num_boxes;
} BoxCtx;

static LB_Sector *Sector(LB_Room *r, int x, int z)
{
    if (x < 0 || z < 0 || x >= r->nx || z >= r->nz)
        return NULL;
    return &r->sectors[x * r->nz + z];
}

static LB_Sector *WorldSector(LB_Builder *b, int room, int wx, int wz, int *lx, int *lz)
{
    LB_Room *r = &b->rooms[room];
    *lx = wx - r->x0;
    *lz = wz - r->z0;
    return Sector(r, *lx, *lz);
}

static bool Walkable(const LB_Sector *s)
{
    return s && !s->solid && s->portal_room < 0 && s->room_below == NO_ROOM;
}

static bool Sloped(const LB_Sector *s) { return s->slope_x || s->slope_z; }

static int16_t *BoxAt(BoxCtx *c, int room, int x, int z)
{
    return &c->box_of[c->room_base[room] + (uint32_t)(x * c->b->rooms[room].nz + z)];
}

/* ---- blockable sectors (doors) --------------------------------------------- */

/* Marks the sector at a world position as closed by a door: the room's own
 * sector, or the far side's when it is a portal (where the door's code
 * takes the box from). */
static void MarkDoorSector(BoxCtx *c, int room, int wx, int wz)
{
    int lx, lz;
    LB_Sector *s = WorldSector(c->b, room, wx, wz, &lx, &lz);
    if (!s || s->solid)
        return;
    if (s->portal_room >= 0) {
        room = s->portal_room;
        s = WorldSector(c->b, room, wx, wz, &lx, &lz);
        if (!s || s->solid)
            return;
    }
    c->blockable[c->room_base[room] + (uint32_t)(lx * c->b->rooms[room].nz + lz)] = true;
}

static void MarkDoors(BoxCtx *c)
{
    const Level *lv = &c->b->level;
    for (uint32_t i = 0; i < lv->num_items; i++) {
        const LevelItem *it = &lv->items[i];
        if (it->object_id < DOOR_FIRST || it->object_id > DOOR_LAST || it->room < 0 ||
            (uint32_t)it->room >= c->b->num_rooms)
            continue;
        /* The door closes the sector it faces, as its initialise routine
         * finds it: one sector along its yaw's axis. */
        int dx = 0, dz = 0;
        uint16_t yaw = (uint16_t)it->angle;
        if (yaw == 0)
            dz = -1;
        else if (yaw == 0x8000)
            dz = 1;
        else if (yaw == 0x4000)
            dx = -1;
        else
            dx = 1;
        int wx = it->pos.x / WALL_SIZE, wz = it->pos.z / WALL_SIZE;
        int lx, lz;
        LB_Sector *near = WorldSector(c->b, it->room, wx + dx, wz + dz, &lx, &lz);
        MarkDoorSector(c, it->room, wx + dx, wz + dz);
        /* A door on a portal also closes its own sector on the far side. */
        if (near && !near->solid && near->portal_room >= 0)
            MarkDoorSector(c, it->room, wx, wz);
    }
}

/* ---- boxes ------------------------------------------------------------------ */

static bool Mergeable(BoxCtx *c, int room, int x, int z, const LB_Sector *first)
{
    LB_Room *r = &c->b->rooms[room];
    LB_Sector *s = Sector(r, x, z);
    if (!Walkable(s) || Sloped(s) || s->floor != first->floor || *BoxAt(c, room, x, z) >= 0)
        return false;
    return !c->blockable[c->room_base[room] + (uint32_t)(x * r->nz + z)];
}

static bool AddBox(BoxCtx *c, int room, int x0, int z0, int x1, int z1)
{
    LB_Builder *b = c->b;
    Level *lv = &b->level;
    LB_Room *r = &b->rooms[room];
    const LB_Sector *s = Sector(r, x0, z0);
    Box *box = LB_GROW(b, lv->boxes, lv->num_boxes, 1);
    if (!box)
        return false;
    box->min_x = (r->x0 + x0) * WALL_SIZE;
    box->max_x = (r->x0 + x1 + 1) * WALL_SIZE - 1;
    box->min_z = (r->z0 + z0) * WALL_SIZE;
    box->max_z = (r->z0 + z1 + 1) * WALL_SIZE - 1;
    /* A slope is met at its centre: half its slant below the top. */
    int slant = abs(s->slope_x) + abs(s->slope_z);
    box->true_floor = (int16_t)(s->floor * STEP_SIZE + slant * STEP_SIZE / 2);
    uint16_t index = (uint16_t)(lv->num_boxes - 1);
    for (int x = x0; x <= x1; x++)
        for (int z = z0; z <= z1; z++)
            *BoxAt(c, room, x, z) = (int16_t)index;
    return true;
}

static bool MakeBoxes(BoxCtx *c)
{
    LB_Builder *b = c->b;
    for (uint32_t ri = 0; ri < b->num_rooms; ri++) {
        int room = (int)ri;
        LB_Room *r = &b->rooms[ri];
        for (int x = 0; x < r->nx; x++) {
            for (int z = 0; z < r->nz; z++) {
                LB_Sector *s = Sector(r, x, z);
                if (!Walkable(s) || *BoxAt(c, room, x, z) >= 0)
                    continue;
                bool alone = Sloped(s) || c->blockable[c->room_base[ri] + (uint32_t)(x * r->nz + z)];
                int x1 = x, z1 = z;
                if (!alone) {
                    while (Mergeable(c, room, x, z1 + 1, s))
                        z1++;
                    for (;;) {
                        bool column = true;
                        for (int k = z; k <= z1 && column; k++)
                            column = Mergeable(c, room, x1 + 1, k, s);
                        if (!column)
                            break;
                        x1++;
                    }
                }
                if (!AddBox(c, room, x, z, x1, z1))
                    return false;
            }
        }
    }
    c->num_boxes = b->level.num_boxes;
    if (c->num_boxes >= 0x7FFF) {
        LB_Fail(b, "too many boxes (%u)", c->num_boxes);
        return false;
    }
    return true;
}

/* ---- overlaps ----------------------------------------------------------------- */

static int AlternateOf(const LB_Builder *b, int room)
{
    int alt = b->rooms[room].alternate_room;
    return alt >= 0 && (uint32_t)alt < b->num_rooms ? alt : -1;
}

/* The boxes a creature reaches by stepping onto world sector (wx, wz) of
 * `room`: through a side portal (into either version of a flipped room),
 * down through holes, onto a floor with a box. */
static void Resolve(BoxCtx *c, int from_box, int room, int wx, int wz, int depth)
{
    int lx, lz;
    LB_Sector *s = WorldSector(c->b, room, wx, wz, &lx, &lz);
    if (!s || s->solid || depth > RESOLVE_DEPTH)
        return;
    int next = s->portal_room >= 0 ? s->portal_room
                                   : s->room_below != NO_ROOM ? s->room_below : -1;
    if (next >= 0 && (uint32_t)next < c->b->num_rooms) {
        Resolve(c, from_box, next, wx, wz, depth + 1);
        int alt = AlternateOf(c->b, next);
        if (alt >= 0)
            Resolve(c, from_box, alt, wx, wz, depth + 1);
        return;
    }
    int box = *BoxAt(c, room, lx, lz);
    if (box < 0 || box == from_box)
        return;
    c->adj[(size_t)from_box * c->num_boxes + (uint32_t)box] = 1;
    c->adj[(size_t)box * c->num_boxes + (uint32_t)from_box] = 1;
}

static void FindOverlaps(BoxCtx *c)
{
    static const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    LB_Builder *b = c->b;
    for (uint32_t ri = 0; ri < b->num_rooms; ri++) {
        LB_Room *r = &b->rooms[ri];
        for (int x = 0; x < r->nx; x++)
            for (int z = 0; z < r->nz; z++) {
                int box = *BoxAt(c, (int)ri, x, z);
                if (box < 0)
                    continue;
                for (int k = 0; k < 4; k++) {
                    int nx = x + d[k][0], nz = z + d[k][1];
                    LB_Sector *n = Sector(r, nx, nz);
                    if (!n || (*BoxAt(c, (int)ri, nx, nz) == box))
                        continue;
                    Resolve(c, box, (int)ri, r->x0 + nx, r->z0 + nz, 0);
                }
            }
    }
}

static bool WriteOverlaps(BoxCtx *c)
{
    LB_Builder *b = c->b;
    Level *lv = &b->level;
    for (uint32_t i = 0; i < c->num_boxes; i++) {
        uint32_t first = lv->num_overlaps;
        for (uint32_t j = 0; j < c->num_boxes; j++) {
            if (!c->adj[(size_t)i * c->num_boxes + j])
                continue;
            uint16_t *o = LB_GROW(b, lv->overlaps, lv->num_overlaps, 1);
            if (!o)
                return false;
            *o = (uint16_t)j;
        }
        if (lv->num_overlaps == first) {
            /* Cut off: the box lists itself so that the list is well formed
             * (the search skips the box it expands from). */
            uint16_t *o = LB_GROW(b, lv->overlaps, lv->num_overlaps, 1);
            if (!o)
                return false;
            *o = (uint16_t)i;
        }
        lv->overlaps[lv->num_overlaps - 1] |= OVERLAP_END;
        if (first >= OVERLAP_INDEX_LIMIT) {
            LB_Fail(b, "too many overlaps (%u)", lv->num_overlaps);
            return false;
        }
        /* A box made for a door's sector is blockable. */
        uint16_t word = (uint16_t)first;
        const Box *bx = &lv->boxes[i];
        int room = c->box_room[i];
        LB_Room *r = &b->rooms[room];
        int lx = bx->min_x / WALL_SIZE - r->x0, lz = bx->min_z / WALL_SIZE - r->z0;
        if (c->blockable[c->room_base[room] + (uint32_t)(lx * r->nz + lz)])
            word |= BOX_BLOCKABLE_BIT;
        lv->boxes[i].overlap_index = (int16_t)word;
    }
    return true;
}

/* ---- zones --------------------------------------------------------------------- */

/* Whether a room stands in the level in this flip state. */
static bool Present(const LB_Builder *b, int room, bool flipped)
{
    if (flipped)
        return AlternateOf(b, room) < 0;
    for (uint32_t r = 0; r < b->num_rooms; r++)
        if (AlternateOf(b, (int)r) == room)
            return false;
    return true;
}

static void Zones(BoxCtx *c, bool flipped, int32_t max_step, int16_t *zone, uint32_t *stack)
{
    const Level *lv = &c->b->level;
    uint32_t n = c->num_boxes;
    int16_t next = 1;
    for (uint32_t i = 0; i < n; i++)
        zone[i] = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (zone[i])
            continue;
        zone[i] = next;
        if (!Present(c->b, c->box_room[i], flipped)) {
            next++;
            continue;
        }
        uint32_t sp = 0;
        stack[sp++] = i;
        while (sp) {
            uint32_t k = stack[--sp];
            for (uint32_t j = 0; j < n; j++) {
                if (zone[j] || !c->adj[(size_t)k * n + j] ||
                    !Present(c->b, c->box_room[j], flipped))
                    continue;
                int32_t dh = lv->boxes[j].true_floor - lv->boxes[k].true_floor;
                if (max_step >= 0 && (dh > max_step || dh < -max_step))
                    continue;
                zone[j] = next;
                stack[sp++] = j;
            }
        }
        next++;
    }
}

static bool MakeZones(BoxCtx *c)
{
    LB_Builder *b = c->b;
    Level *lv = &b->level;
    uint32_t n = c->num_boxes;
    lv->num_zone_words = n * 6;
    lv->zones = calloc(n ? n * 6 : 1, sizeof *lv->zones);
    uint32_t *stack = malloc(sizeof *stack * (n ? n : 1));
    if (!lv->zones || !stack) {
        free(stack);
        LB_Fail(b, "out of memory");
        return false;
    }
    /* TR1 order: ground 1, ground 2, fly for the normal rooms, then the
     * same three for the flipped rooms. */
    static const int32_t k_steps[3] = {STEP_SIZE, STEP_SIZE * 2, -1};
    for (int f = 0; f < 2; f++)
        for (int k = 0; k < 3; k++)
            Zones(c, f == 1, k_steps[k], lv->zones + (size_t)(f * 3 + k) * n, stack);
    free(stack);
    return true;
}

/* ---- entry ------------------------------------------------------------------------ */

bool LB_BuildBoxes(LB_Builder *b)
{
    BoxCtx c;
    memset(&c, 0, sizeof c);
    c.b = b;
    uint32_t total = 0;
    c.room_base = calloc(b->num_rooms ? b->num_rooms : 1, sizeof *c.room_base);
    if (!c.room_base) {
        LB_Fail(b, "out of memory");
        return false;
    }
    for (uint32_t r = 0; r < b->num_rooms; r++) {
        c.room_base[r] = total;
        total += (uint32_t)(b->rooms[r].nx * b->rooms[r].nz);
    }
    c.box_of = malloc(sizeof *c.box_of * (total ? total : 1));
    c.blockable = calloc(total ? total : 1, sizeof *c.blockable);
    bool ok = c.box_of && c.blockable;
    if (!ok)
        LB_Fail(b, "out of memory");
    for (uint32_t i = 0; ok && i < total; i++)
        c.box_of[i] = -1;
    if (ok) {
        MarkDoors(&c);
        ok = MakeBoxes(&c);
    }
    if (ok) {
        c.box_room = malloc(sizeof *c.box_room * (c.num_boxes ? c.num_boxes : 1));
        c.adj = calloc(c.num_boxes ? (size_t)c.num_boxes * c.num_boxes : 1, 1);
        ok = c.box_room && c.adj;
        if (!ok)
            LB_Fail(b, "out of memory");
    }
    if (ok) {
        /* Each box's room, and each room sector's box in the level data. */
        for (uint32_t r = 0; r < b->num_rooms; r++) {
            LB_Room *lr = &b->rooms[r];
            Room *room = &b->level.rooms[r];
            for (int x = 0; x < lr->nx; x++)
                for (int z = 0; z < lr->nz; z++) {
                    int box = *BoxAt(&c, (int)r, x, z);
                    if (box < 0)
                        continue;
                    c.box_room[box] = (uint16_t)r;
                    room->sectors[x * lr->nz + z].box_index = (uint16_t)box;
                }
        }
        FindOverlaps(&c);
        ok = WriteOverlaps(&c) && MakeZones(&c);
    }
    free(c.room_base);
    free(c.box_of);
    free(c.blockable);
    free(c.box_room);
    free(c.adj);
    return ok && !b->failed;
}
