/* Collision probes (see collide.h).
 *
 * Every probe, every comparison and its order are those of the original's
 * collision routine as TR1X keeps it with its enhancements off (the bridge
 * fix off): the probes share one room number, each starting from the room
 * the previous one ended in; static meshes are tested before the verdict;
 * the verdict tests run in a fixed order and the first that fires wins. */
#include "game/collide/collide.h"

#include <string.h>

#include "engine/math/fixed.h"
#include "game/game.h"

#define STEP_L 256
#define WALL_L 1024
#define CEILING_PROBE_LIFT 160   /* probes run this far above the item's top */
#define SLOPE_WALL_FLOOR (-32767)/* a steep slope upwards reads as a wall */
#define PIT_FLOOR 512            /* a steep slope down / lava reads as a pit */
#define NEAR_ROOMS_MAX 100       /* the original's room-list capacity */
#define STATIC_MARGIN 50         /* rooms gathered this far beyond the item */
#define BADDIE_ROOMS_MAX 12      /* Lara's room and up to 11 neighbours */
#define BADDIE_RANGE (4 * WALL_L)

enum { DIR_NORTH, DIR_EAST, DIR_SOUTH, DIR_WEST };

int32_t Coll_FindGridShift(int32_t src, int32_t dst)
{
    int32_t src_sector = src >> 10, dst_sector = dst >> 10;
    if (src_sector == dst_sector)
        return 0;
    src &= WALL_L - 1;
    /* Across the boundary of src's sector that faces dst, one unit in. */
    return dst_sector > src_sector ? WALL_L - (src - 1) : -(src + 1);
}

/* One probe: floor and ceiling at (x, z), both looked up from `ytop`;
 * *room follows the sector walk. */
static const RoomSector *probe(Game *g, CollProbe *p, int32_t x, int32_t ytop, int32_t z,
                               int16_t *room, int32_t ypos, int32_t y)
{
    World *w = &g->world;
    const RoomSector *s = World_Sector(w, x, ytop, z, room);
    int32_t h = World_Height(w, s, x, ytop, z);
    p->type = w->height_type;
    if (h != WORLD_NO_HEIGHT)
        h -= ypos;
    int32_t c = World_Ceiling(w, s, x, ytop, z);
    if (c != WORLD_NO_HEIGHT)
        c -= y;
    p->floor = h;
    p->ceiling = c;
    return s;
}

/* The side probes read steep slopes and lava through the item's flags. */
static void adjust_side(Game *g, const CollInfo *c, CollProbe *p, const RoomSector *s, int32_t x,
                        int32_t z)
{
    if (c->slopes_are_walls && p->type == HEIGHT_BIG_SLOPE && p->floor < 0) {
        p->floor = SLOPE_WALL_FLOOR;
    } else if (c->slopes_are_pits && p->type == HEIGHT_BIG_SLOPE && p->floor > 0) {
        p->floor = PIT_FLOOR;
    } else if (c->lava_is_pit && p->floor > 0 && s &&
               World_SectorIsLava(&g->world, World_PitSector(&g->world, s, x, z))) {
        p->floor = PIT_FLOOR;
    }
}

/* ---- rooms near a point ------------------------------------------------- */

typedef struct {
    int16_t room[NEAR_ROOMS_MAX];
    int count;
} RoomList;

static void list_add(RoomList *l, int16_t room)
{
    for (int i = 0; i < l->count; i++)
        if (l->room[i] == room)
            return;
    if (l->count + 1 < NEAR_ROOMS_MAX)
        l->room[l->count++] = room;
}

static void near_point(Game *g, RoomList *l, int32_t x, int32_t y, int32_t z, int16_t room)
{
    World_Sector(&g->world, x, y, z, &room);
    list_add(l, room);
}

/* The original's "nearby rooms": the room itself, then the rooms of the
 * four corners of a box of half-width r at y and at y - h. */
static void near_rooms(Game *g, RoomList *l, int32_t x, int32_t y, int32_t z, int32_t r, int32_t h,
                       int16_t room)
{
    l->count = 0;
    list_add(l, room);
    near_point(g, l, x + r, y, z + r, room);
    near_point(g, l, x - r, y, z + r, room);
    near_point(g, l, x + r, y, z - r, room);
    near_point(g, l, x - r, y, z - r, room);
    near_point(g, l, x + r, y - h, z + r, room);
    near_point(g, l, x - r, y - h, z + r, room);
    near_point(g, l, x + r, y - h, z - r, room);
    near_point(g, l, x - r, y - h, z - r, room);
}

/* ---- static meshes ---------------------------------------------------------- */

/* The static's collision box in world x/z for its quarter-turn rotation. */
static void static_box(const RoomStatic *rs, const BoundingBox *b, int32_t *xmin, int32_t *xmax,
                       int32_t *zmin, int32_t *zmax)
{
    int32_t px = rs->pos.x, pz = rs->pos.z;
    switch ((int16_t)rs->rotation) {
    case ANGLE_90:
        *xmin = px + b->min_z;
        *xmax = px + b->max_z;
        *zmin = pz - b->max_x;
        *zmax = pz - b->min_x;
        break;
    case -ANGLE_180:
        *xmin = px - b->max_x;
        *xmax = px - b->min_x;
        *zmin = pz - b->max_z;
        *zmax = pz - b->min_z;
        break;
    case -ANGLE_90:
        *xmin = px - b->max_z;
        *xmax = px - b->min_z;
        *zmin = pz + b->min_x;
        *zmax = pz + b->max_x;
        break;
    default:
        *xmin = px + b->min_x;
        *xmax = px + b->max_x;
        *zmin = pz + b->min_z;
        *zmax = pz + b->max_z;
        break;
    }
}

/* Pushes the probe box out of the first solid static mesh it overlaps;
 * true if one was hit (c->shift / c->coll_type / c->hit_static set). */
static bool collide_statics(Game *g, CollInfo *c, int32_t x, int32_t y, int32_t z, int16_t room,
                            int32_t height)
{
    const Level *lv = g->lv;
    c->hit_static = false;
    int32_t in_xmin = x - c->radius, in_xmax = x + c->radius;
    int32_t in_ymin = y - height, in_ymax = y;
    int32_t in_zmin = z - c->radius, in_zmax = z + c->radius;
    RoomList rooms;
    near_rooms(g, &rooms, x, y, z, c->radius + STATIC_MARGIN, height + STATIC_MARGIN, room);

    for (int i = 0; i < rooms.count; i++) {
        const Room *r = World_Room(&g->world, rooms.room[i]);
        if (!r)
            continue;
        for (uint32_t j = 0; j < r->num_statics; j++) {
            const RoomStatic *rs = &r->statics[j];
            if (rs->static_index >= lv->num_static_meshes)
                continue;
            const StaticMesh *sm = &lv->static_meshes[rs->static_index];
            if (sm->flags & 1) /* not solid */
                continue;
            const BoundingBox *b = &sm->collision;
            int32_t ymin = rs->pos.y + b->min_y, ymax = rs->pos.y + b->max_y;
            int32_t xmin, xmax, zmin, zmax;
            static_box(rs, b, &xmin, &xmax, &zmin, &zmax);
            if (in_xmax <= xmin || in_xmin >= xmax || in_ymax <= ymin || in_ymin >= ymax ||
                in_zmax <= zmin || in_zmin >= zmax)
                continue;

            /* The shorter way out on each axis. */
            int32_t left = in_xmax - xmin, right = xmax - in_xmin;
            int32_t sx = left < right ? -left : right;
            left = in_zmax - zmin;
            right = zmax - in_zmin;
            int32_t sz = left < right ? -left : right;

            switch (c->quadrant) {
            case DIR_NORTH:
            case DIR_SOUTH: {
                /* Across the facing: a side hit unless the way out is
                 * longer than the radius (then it is in front). */
                bool north = c->quadrant == DIR_NORTH;
                if (sx > c->radius || sx < -c->radius) {
                    c->shift.z = sz;
                    c->shift.x = c->old.x - x;
                    c->coll_type = COLL_FRONT;
                } else if (sx > 0) {
                    c->shift.x = sx;
                    c->shift.z = 0;
                    c->coll_type = north ? COLL_LEFT : COLL_RIGHT;
                } else if (sx < 0) {
                    c->shift.x = sx;
                    c->shift.z = 0;
                    c->coll_type = north ? COLL_RIGHT : COLL_LEFT;
                }
                break;
            }
            case DIR_EAST:
            case DIR_WEST: {
                bool east = c->quadrant == DIR_EAST;
                if (sz > c->radius || sz < -c->radius) {
                    c->shift.x = sx;
                    c->shift.z = c->old.z - z;
                    c->coll_type = COLL_FRONT;
                } else if (sz > 0) {
                    c->shift.z = sz;
                    c->shift.x = 0;
                    c->coll_type = east ? COLL_RIGHT : COLL_LEFT;
                } else if (sz < 0) {
                    c->shift.z = sz;
                    c->shift.x = 0;
                    c->coll_type = east ? COLL_LEFT : COLL_RIGHT;
                }
                break;
            }
            default:
                break;
            }
            c->hit_static = true;
            return true;
        }
    }
    return false;
}

/* ---- the collision routine ------------------------------------------------------- */

static void back_to_old(CollInfo *c, int32_t x, int32_t y, int32_t z, int16_t type)
{
    c->shift.x = c->old.x - x;
    c->shift.y = c->old.y - y;
    c->shift.z = c->old.z - z;
    c->coll_type = type;
}

void Coll_GetCollisionInfo(Game *g, CollInfo *c, int32_t xpos, int32_t ypos, int32_t zpos,
                           int16_t room, int32_t obj_height)
{
    World *w = &g->world;
    c->coll_type = COLL_NONE;
    c->shift.x = c->shift.y = c->shift.z = 0;
    c->quadrant = (int16_t)((uint16_t)(c->facing + ANGLE_90 / 2) / ANGLE_90);

    int32_t y = ypos - obj_height;
    int32_t ytop = y - CEILING_PROBE_LIFT;

    /* Under the item. */
    const RoomSector *s = probe(g, &c->mid, xpos, ytop, zpos, &room, ypos, y);
    c->trigger = w->trigger_index;
    /* The slant is read at Lara's own height, whoever is probing (as the
     * original). */
    const Item *lara = Game_LaraItem(g);
    int16_t tilt = World_TiltType(w, s, xpos, lara ? lara->pos.y : ypos, zpos);
    c->tilt_z = (int8_t)(tilt >> 8);
    c->tilt_x = (int8_t)(tilt & 0xFF);

    /* Front, left and right corners of the probe square, by quadrant: the
     * front probe follows the exact facing along the quadrant's axis. */
    int32_t r = c->radius;
    int32_t xf = 0, zf = 0, xl = 0, zl = 0, xr = 0, zr = 0;
    switch (c->quadrant) {
    case DIR_NORTH:
        xf = (Math_Sin(c->facing) * r) >> W2V_SHIFT;
        zf = r;
        xl = -r;
        zl = r;
        xr = r;
        zr = r;
        break;
    case DIR_EAST:
        xf = r;
        zf = (Math_Cos(c->facing) * r) >> W2V_SHIFT;
        xl = r;
        zl = r;
        xr = r;
        zr = -r;
        break;
    case DIR_SOUTH:
        xf = (Math_Sin(c->facing) * r) >> W2V_SHIFT;
        zf = -r;
        xl = r;
        zl = -r;
        xr = -r;
        zr = -r;
        break;
    case DIR_WEST:
        xf = -r;
        zf = (Math_Cos(c->facing) * r) >> W2V_SHIFT;
        xl = -r;
        zl = -r;
        xr = -r;
        zr = r;
        break;
    default:
        break;
    }

    s = probe(g, &c->front, xpos + xf, ytop, zpos + zf, &room, ypos, y);
    adjust_side(g, c, &c->front, s, xpos + xf, zpos + zf);
    s = probe(g, &c->left, xpos + xl, ytop, zpos + zl, &room, ypos, y);
    adjust_side(g, c, &c->left, s, xpos + xl, zpos + zl);
    s = probe(g, &c->right, xpos + xr, ytop, zpos + zr, &room, ypos, y);
    adjust_side(g, c, &c->right, s, xpos + xr, zpos + zr);

    if (collide_statics(g, c, xpos, ypos, zpos, room, obj_height)) {
        /* A push into a wall or under a low ceiling goes the other way. */
        int32_t sx = xpos + c->shift.x, sz = zpos + c->shift.z;
        const RoomSector *ss = World_Sector(w, sx, ypos, sz, &room);
        if (World_Height(w, ss, sx, ypos, sz) < ypos - 512 ||
            World_Ceiling(w, ss, sx, ypos, sz) > y) {
            c->shift.x = -c->shift.x;
            c->shift.z = -c->shift.z;
        }
    }

    if (c->mid.floor == WORLD_NO_HEIGHT) {
        back_to_old(c, xpos, ypos, zpos, COLL_FRONT);
        return;
    }
    if (c->mid.floor - c->mid.ceiling <= 0) {
        back_to_old(c, xpos, ypos, zpos, COLL_CLAMP);
        return;
    }
    if (c->mid.ceiling >= 0) {
        c->shift.y = c->mid.ceiling;
        c->coll_type = COLL_TOP;
    }

    if (c->front.floor > c->bad_pos || c->front.floor < c->bad_neg ||
        c->front.ceiling > c->bad_ceiling) {
        switch (c->quadrant) {
        case DIR_NORTH:
        case DIR_SOUTH:
            c->shift.x = c->old.x - xpos;
            c->shift.z = Coll_FindGridShift(zpos + zf, zpos);
            break;
        case DIR_EAST:
        case DIR_WEST:
            c->shift.x = Coll_FindGridShift(xpos + xf, xpos);
            c->shift.z = c->old.z - zpos;
            break;
        default:
            break;
        }
        c->coll_type = COLL_FRONT;
        return;
    }
    if (c->front.ceiling >= c->bad_ceiling) {
        back_to_old(c, xpos, ypos, zpos, COLL_TOP_FRONT);
        return;
    }
    if (c->left.floor > c->bad_pos || c->left.floor < c->bad_neg) {
        if (c->quadrant == DIR_NORTH || c->quadrant == DIR_SOUTH)
            c->shift.x = Coll_FindGridShift(xpos + xl, xpos + xf);
        else
            c->shift.z = Coll_FindGridShift(zpos + zl, zpos + zf);
        c->coll_type = COLL_LEFT;
        return;
    }
    if (c->right.floor > c->bad_pos || c->right.floor < c->bad_neg) {
        if (c->quadrant == DIR_NORTH || c->quadrant == DIR_SOUTH)
            c->shift.x = Coll_FindGridShift(xpos + xr, xpos + xf);
        else
            c->shift.z = Coll_FindGridShift(zpos + zr, zpos + zf);
        c->coll_type = COLL_RIGHT;
        return;
    }
}

void Coll_ShiftItem(Item *it, CollInfo *c)
{
    it->pos.x += c->shift.x;
    it->pos.y += c->shift.y;
    it->pos.z += c->shift.z;
    c->shift.x = c->shift.y = c->shift.z = 0;
}

void Coll_UpdateRoom(Game *g, int item, int32_t height)
{
    Sim *sim = g->sim;
    if (item < 0 || (uint32_t)item >= sim->num_items)
        return;
    Item *it = &sim->items[item];
    int32_t x = it->pos.x, y = it->pos.y + height, z = it->pos.z;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    it->floor = World_Height(&g->world, s, x, y, z);
    if (room != it->room)
        Sim_ItemNewRoom(sim, item, room);
}

/* ---- items touching Lara ------------------------------------------------------ */

void Coll_LaraBaddieCollision(Game *g, Item *lara, CollInfo *c)
{
    Sim *sim = g->sim;
    lara->hit_status = false;
    g->lara.hit_direction = -1;
    if (lara->hit_points <= 0)
        return;

    /* Lara's room and the rooms its portals lead to. */
    int16_t rooms[BADDIE_ROOMS_MAX];
    int count = 0;
    rooms[count++] = lara->room;
    const Room *r = World_Room(&g->world, lara->room);
    for (uint32_t i = 0; r && i < r->num_portals && count < BADDIE_ROOMS_MAX; i++) {
        uint16_t adj = r->portals[i].adjoining_room;
        if (adj < sim->num_rooms)
            rooms[count++] = (int16_t)adj;
    }

    for (int i = 0; i < count; i++) {
        int n = sim->room_items[rooms[i]];
        for (uint32_t guard = 0; n != ITEM_NONE && guard <= sim->num_items; guard++) {
            Item *it = &sim->items[n];
            /* A routine may take the item off the list: read on first. */
            int next = it->next_item;
            CollObjectRoutine fn = NULL;
            if (it->object_id >= 0 && it->object_id < COLL_MAX_OBJECTS)
                fn = g->coll_objects[it->object_id];
            if (it->collidable && it->status != ITEM_STATUS_INVISIBLE && fn) {
                int32_t dx = lara->pos.x - it->pos.x, dy = lara->pos.y - it->pos.y,
                        dz = lara->pos.z - it->pos.z;
                if (dx > -BADDIE_RANGE && dx < BADDIE_RANGE && dy > -BADDIE_RANGE &&
                    dy < BADDIE_RANGE && dz > -BADDIE_RANGE && dz < BADDIE_RANGE)
                    fn(g, n, lara, c);
            }
            n = next;
        }
    }

    if (g->lara.hit_direction == -1)
        g->lara.hit_frame = 0;
}
