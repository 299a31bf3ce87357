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
#include "game/creature/creature.h"
#include "game/game.h"
#include "game/objects/object.h"

#define STEP_L 256
#define WALL_L 1024
#define CEILING_PROBE_LIFT 160   /* probes run this far above the item's top */
#define SLOPE_WALL_FLOOR (-32767)/* a steep slope upwards reads as a wall */
#define PIT_FLOOR 512            /* a steep slope down / lava reads as a pit */
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

/* The side probes read steep slopes and lava through the item's flags;
 * TR3's steep floor triangles (HEIGHT_DIAGONAL, found only on TR3 levels)
 * count as steep slopes, as in TR3. */
static void adjust_side(Game *g, const CollInfo *c, CollProbe *p, const RoomSector *s, int32_t x,
                        int32_t z)
{
    bool steep = p->type == HEIGHT_BIG_SLOPE || p->type == HEIGHT_DIAGONAL;
    if (c->slopes_are_walls && steep && p->floor < 0) {
        p->floor = SLOPE_WALL_FLOOR;
    } else if (c->slopes_are_pits && steep && p->floor > 0) {
        p->floor = PIT_FLOOR;
    } else if (c->lava_is_pit && p->floor > 0 && s &&
               World_SectorIsLava(&g->world, World_PitSector(&g->world, s, x, z))) {
        p->floor = PIT_FLOOR;
    }
}

/* ---- rooms near a point ------------------------------------------------- */

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

void Coll_NearRooms(Game *g, RoomList *l, int32_t x, int32_t y, int32_t z, int32_t r, int32_t h,
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

/* A static mesh hit while facing along one axis: out_across is the
 * shorter way out across the facing, out_along the one along it. Across
 * it is a side hit (left when the way out is positive and pos_left)
 * unless the way out is longer than the radius: then it is in front, and
 * the push across goes back to the old position (back_across). */
static void static_hit(CollInfo *c, int32_t out_across, int32_t out_along, int32_t back_across,
                       int32_t *shift_across, int32_t *shift_along, bool pos_left)
{
    if (out_across > c->radius || out_across < -c->radius) {
        *shift_along = out_along;
        *shift_across = back_across;
        c->coll_type = COLL_FRONT;
    } else if (out_across > 0) {
        *shift_across = out_across;
        *shift_along = 0;
        c->coll_type = pos_left ? COLL_LEFT : COLL_RIGHT;
    } else if (out_across < 0) {
        *shift_across = out_across;
        *shift_along = 0;
        c->coll_type = pos_left ? COLL_RIGHT : COLL_LEFT;
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
    Coll_NearRooms(g, &rooms, x, y, z, c->radius + STATIC_MARGIN, height + STATIC_MARGIN, room);

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
            case DIR_SOUTH:
                static_hit(c, sx, sz, c->old.x - x, &c->shift.x, &c->shift.z,
                           c->quadrant == DIR_NORTH);
                break;
            case DIR_EAST:
            case DIR_WEST:
                static_hit(c, sz, sx, c->old.z - z, &c->shift.z, &c->shift.x,
                           c->quadrant == DIR_WEST);
                break;
            default:
                break;
            }
            c->hit_static = true;
            return true;
        }
    }
    return false;
}

bool Coll_StaticInBox(Game *g, int32_t x, int32_t y, int32_t z, int16_t room, int32_t radius,
                      int32_t height)
{
    const Level *lv = g->lv;
    RoomList rooms;
    Coll_NearRooms(g, &rooms, x, y, z, radius + STATIC_MARGIN, height + STATIC_MARGIN, room);
    for (int i = 0; i < rooms.count; i++) {
        const Room *r = World_Room(&g->world, rooms.room[i]);
        for (uint32_t j = 0; r && j < r->num_statics; j++) {
            const RoomStatic *rs = &r->statics[j];
            if (rs->static_index >= lv->num_static_meshes)
                continue;
            const StaticMesh *sm = &lv->static_meshes[rs->static_index];
            if (sm->flags & 1) /* not solid */
                continue;
            const BoundingBox *b = &sm->collision;
            int32_t xmin, xmax, zmin, zmax;
            static_box(rs, b, &xmin, &xmax, &zmin, &zmax);
            if (x + radius > xmin && x - radius < xmax && y > rs->pos.y + b->min_y &&
                y - height < rs->pos.y + b->max_y && z + radius > zmin && z - radius < zmax)
                return true;
        }
    }
    return false;
}

bool Coll_CollideStaticObjects(Game *g, CollInfo *c, int32_t x, int32_t y, int32_t z,
                               int16_t room, int32_t height)
{
    return collide_statics(g, c, x, y, z, room, height);
}

/* ---- the collision routine ------------------------------------------------------- */

static void back_to_old(CollInfo *c, int32_t x, int32_t y, int32_t z, int16_t type)
{
    c->shift.x = c->old.x - x;
    c->shift.y = c->old.y - y;
    c->shift.z = c->old.z - z;
    c->coll_type = type;
}

/* A side probe (at x, z) over a step or drop the item may not take: it is
 * pushed out of that side's grid square across the facing, measured from
 * the front probe (fx, fz). True if so. */
static bool side_hit(CollInfo *c, const CollProbe *side, int32_t x, int32_t z, int32_t fx,
                     int32_t fz, int16_t type)
{
    if (side->floor <= c->bad_pos && side->floor >= c->bad_neg)
        return false;
    if (c->quadrant == DIR_NORTH || c->quadrant == DIR_SOUTH)
        c->shift.x = Coll_FindGridShift(x, fx);
    else
        c->shift.z = Coll_FindGridShift(z, fz);
    c->coll_type = type;
    return true;
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
    c->climb = w->climb;
    c->monkey = w->monkey;
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
        /* TR3: a triangle's edge is not on the grid, so she goes back
         * where she was (only TR3's triangulated floors have these types). */
        bool triangle = c->front.type == HEIGHT_DIAGONAL || c->front.type == HEIGHT_SPLIT_TRI;
        switch (triangle ? -1 : c->quadrant) {
        case -1:
            c->shift.x = c->old.x - xpos;
            c->shift.z = c->old.z - zpos;
            break;
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
    if (side_hit(c, &c->left, xpos + xl, zpos + zl, xpos + xf, zpos + zf, COLL_LEFT))
        return;
    side_hit(c, &c->right, xpos + xr, zpos + zr, xpos + xf, zpos + zf, COLL_RIGHT);
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

#define SFX_LARA_BODY_SLAM 27    /* the sound of taking a hit */
#define HIT_FRAME_MAX 34

/* A hit from (x, z) relative to Lara staggers her: the direction she is
 * hit from (front, right, back, left), the body-slam sound on the first
 * tick, and the ticks of the stagger counted up to their limit. */
static void stagger(Game *g, Item *lara, int32_t x, int32_t z)
{
    int16_t hit_angle = (int16_t)(lara->rot.y - (ANGLE_180 + Camera_Atan(z, x)));
    g->lara.hit_direction = (int16_t)((hit_angle + ANGLE_90 / 2) / ANGLE_90);
    if (!g->lara.hit_frame && g->sim->events.sound)
        g->sim->events.sound(g->sim->events.user, lara, SFX_LARA_BODY_SLAM);
    if (++g->lara.hit_frame > HIT_FRAME_MAX)
        g->lara.hit_frame = HIT_FRAME_MAX;
}

void Coll_LaraBaddieCollision(Game *g, Item *lara, CollInfo *c)
{
    /* Playing an extra animation (TR2) nothing touches her. */
    if (g->lara.extra_anim)
        return;
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
            if (it->object_id >= 0 && it->object_id < OBJECT_MAX)
                fn = g->objects[it->object_id].collision;
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

    /* An effect that hit her (explosion, body part) staggers her for a few
     * ticks from its direction (game/effects sets spaz_effect). */
    if (g->lara.spaz_effect_count && c->enable_spaz) {
        const Effect *e = Effect_Get(g, g->lara.spaz_effect);
        if (e)
            stagger(g, lara, e->pos.x - lara->pos.x, e->pos.z - lara->pos.z);
        g->lara.spaz_effect_count--;
    }

    if (g->lara.hit_direction == -1)
        g->lara.hit_frame = 0;
}

/* ---- items against Lara ------------------------------------------------------ */

#define PUSH_STEPUP 384          /* the push re-probe allows a step this high */
#define PUSH_ROOM_PROBE (-10)

static const Model *item_model(const Level *lv, const Item *it)
{
    if (it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return NULL;
    return &lv->models[it->model];
}

bool Coll_GetBestFrame(const Level *lv, const Item *it, AnimFrame *out)
{
    const Model *m = item_model(lv, it);
    if (!m || it->anim < 0 || (uint32_t)it->anim >= lv->num_animations) {
        memset(out, 0, sizeof(*out));
        return false;
    }
    const Animation *a = &lv->animations[it->anim];
    int32_t rate = a->frame_rate ? a->frame_rate : 1;
    int32_t cur = it->frame - a->frame_start;
    if (cur < 0)
        cur = 0;
    int32_t key = cur / rate;
    int32_t frac = cur % rate;
    if (frac) {
        /* The original measures the span to the next key by comparing that
         * key's frame within the animation with the animation's absolute
         * end frame; only animations early in the list ever shorten it. */
        int32_t next = key * rate + rate;
        int32_t span = rate;
        if (next > (int32_t)a->frame_end)
            span = (int32_t)a->frame_end - (next - rate);
        if (frac > span / 2)
            key++;
    }
    uint32_t stride = Anim_FrameStride(lv, a, m->num_meshes);
    return Anim_DecodeFrame(lv, a->frame_offset / 2u + (uint32_t)key * stride, m->num_meshes, out);
}

static void sphere_at(const Level *lv, const Model *m, int i, const Mat34 *top, const Item *it,
                      CollSphere *out)
{
    const Mesh *mesh = Level_MeshAt(lv, (uint32_t)m->start_mesh + (uint32_t)i);
    Mat34 c = *top;
    if (mesh)
        Mat34_TranslateRel(&c, mesh->centre.x, mesh->centre.y, mesh->centre.z);
    out->x = it->pos.x + (int32_t)(c.t[0] >> W2V_SHIFT);
    out->y = it->pos.y + (int32_t)(c.t[1] >> W2V_SHIFT);
    out->z = it->pos.z + (int32_t)(c.t[2] >> W2V_SHIFT);
    out->r = mesh ? mesh->coll_radius : 0;
}

int Coll_GetSpheres(const Game *g, const Item *it, CollSphere *out, int cap, const int16_t *extra)
{
    const Level *lv = g->lv;
    const Model *m = item_model(lv, it);
    AnimFrame f;
    if (!m || m->num_meshes == 0 || !Coll_GetBestFrame(lv, it, &f))
        return 0;
    /* Rotation about the item's own position; the position is added to
     * each sphere at the end (the original's "world space" spheres). */
    MatStack st;
    MatStack_Init(&st, NULL);
    MatStack_RotYXZ(&st, it->rot.y, it->rot.x, it->rot.z);
    MatStack_Translate(&st, f.offset.x, f.offset.y, f.offset.z);
    MatStack_RotYXZ(&st, f.rot[0][1], f.rot[0][0], f.rot[0][2]);
    int n = MIN((int)m->num_meshes, MIN(cap, ANIM_MAX_MESHES));
    for (int i = 0; i < n; i++) {
        if (i > 0)
            Anim_TreeJoint(lv, m, i, &f, &st, &extra);
        sphere_at(lv, m, i, MatStack_Top(&st), it, &out[i]);
    }
    return n;
}

/* The original squares and sums in 32 bits. */
static int32_t wrap_i32(int64_t v) { return (int32_t)(uint32_t)(uint64_t)v; }

uint32_t Coll_TestCollision(const Game *g, Item *item, const Item *lara)
{
    CollSphere a[ANIM_MAX_MESHES], b[ANIM_MAX_MESHES];
    int na = Coll_GetSpheres(g, item, a, ANIM_MAX_MESHES, Creature_ExtraRotation(item));
    int nb = Coll_GetSpheres(g, lara, b, ANIM_MAX_MESHES, NULL);
    uint32_t flags = 0;
    for (int i = 0; i < na && i < 32; i++) {
        if (a[i].r <= 0)
            continue;
        for (int j = 0; j < nb; j++) {
            if (b[j].r <= 0)
                continue;
            int32_t dx = b[j].x - a[i].x, dy = b[j].y - a[i].y, dz = b[j].z - a[i].z;
            int32_t r = b[j].r + a[i].r;
            int32_t d = wrap_i32((int64_t)dx * dx + (int64_t)dy * dy + (int64_t)dz * dz);
            if (d < wrap_i32((int64_t)r * r)) {
                flags |= 1u << i;
                break;
            }
        }
    }
    item->touch_bits = flags;
    return flags;
}

bool Coll_TestBoundsCollide(const Game *g, const Item *src, const Item *dst, int32_t radius)
{
    AnimFrame fs, fd;
    Coll_GetBestFrame(g->lv, src, &fs);
    Coll_GetBestFrame(g->lv, dst, &fd);
    const BoundingBox *sb = &fs.bbox, *db = &fd.bbox;
    if (dst->pos.y + db->max_y <= src->pos.y + sb->min_y ||
        dst->pos.y + db->min_y >= src->pos.y + sb->max_y)
        return false;
    /* src's position in dst's frame. */
    int32_t c = Math_Cos(dst->rot.y), s = Math_Sin(dst->rot.y);
    int32_t x = src->pos.x - dst->pos.x, z = src->pos.z - dst->pos.z;
    int32_t rx = (c * x - s * z) >> W2V_SHIFT;
    int32_t rz = (c * z + s * x) >> W2V_SHIFT;
    return rx >= db->min_x - radius && rx <= db->max_x + radius && rz >= db->min_z - radius &&
           rz <= db->max_z + radius;
}

/* The original's room update after a push reads the pushing item's
 * position and floor, yet moves Lara to the room it finds. */
static void push_room_update(Game *g, Item *item, int32_t height)
{
    Sim *sim = g->sim;
    int32_t x = item->pos.x, y = item->pos.y + height, z = item->pos.z;
    int16_t room = item->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    item->floor = World_Height(&g->world, s, x, y, z);
    if (item->room != room && sim->lara >= 0)
        Sim_ItemNewRoom(sim, sim->lara, room);
}

void Coll_LaraPush(Game *g, const Item *item, CollInfo *c, bool hit_on, bool big_push)
{
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    int32_t x = lara->pos.x - item->pos.x, z = lara->pos.z - item->pos.z;
    int32_t cs = Math_Cos(item->rot.y), sn = Math_Sin(item->rot.y);
    /* Lara in the item's frame. */
    int32_t rx = (cs * x - sn * z) >> W2V_SHIFT;
    int32_t rz = (cs * z + sn * x) >> W2V_SHIFT;
    AnimFrame f;
    Coll_GetBestFrame(g->lv, item, &f);
    const BoundingBox *b = &f.bbox;
    int32_t min_x = b->min_x, max_x = b->max_x, min_z = b->min_z, max_z = b->max_z;
    if (big_push) {
        min_x -= c->radius;
        max_x += c->radius;
        min_z -= c->radius;
        max_z += c->radius;
    }
    if (rx < min_x || rx > max_x || rz < min_z || rz > max_z)
        return;

    /* Out through the nearest side of the box. */
    int32_t l = rx - min_x, r = max_x - rx, t = max_z - rz, bt = rz - min_z;
    if (l <= r && l <= t && l <= bt)
        rx -= l;
    else if (r <= l && r <= t && r <= bt)
        rx += r;
    else if (t <= l && t <= r && t <= bt)
        rz += t;
    else
        rz -= bt;
    lara->pos.x = item->pos.x + ((cs * rx + sn * rz) >> W2V_SHIFT);
    lara->pos.z = item->pos.z + ((cs * rz - sn * rx) >> W2V_SHIFT);

    /* The hit comes from the box's centre. */
    rx = (b->min_x + b->max_x) / 2;
    rz = (b->min_z + b->max_z) / 2;
    x -= (cs * rx + sn * rz) >> W2V_SHIFT;
    z -= (cs * rz - sn * rx) >> W2V_SHIFT;
    if (hit_on)
        stagger(g, lara, x, z);

    /* Is the pushed position open? Probe along the push. */
    c->bad_pos = COLL_NO_BAD_POS;
    c->bad_neg = -PUSH_STEPUP;
    c->bad_ceiling = 0;
    int16_t facing = c->facing;
    c->facing = (int16_t)Camera_Atan(lara->pos.z - c->old.z, lara->pos.x - c->old.x);
    Coll_GetCollisionInfo(g, c, lara->pos.x, lara->pos.y, lara->pos.z, lara->room, LARA_HEIGHT);
    c->facing = facing;
    if (c->coll_type != COLL_NONE) {
        lara->pos.x = c->old.x;
        lara->pos.z = c->old.z;
    } else {
        c->old = lara->pos;
        push_room_update(g, (Item *)item, PUSH_ROOM_PROBE);
    }
}

/* Lara within the item's bounds and touching its spheres. */
static bool touching(Game *g, Item *it, Item *lara, const CollInfo *c)
{
    return Coll_TestBoundsCollide(g, lara, it, c->radius) && Coll_TestCollision(g, it, lara);
}

void Coll_ObjectCollision(Game *g, int item, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[item];
    if (!touching(g, it, lara, c))
        return;
    if (c->enable_baddie_push)
        Coll_LaraPush(g, it, c, false, true);
}

void Coll_TrapCollision(Game *g, int item, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[item];
    if (it->status == ITEM_STATUS_ACTIVE) {
        /* A running trap only records what it touches. */
        if (Coll_TestBoundsCollide(g, lara, it, c->radius))
            Coll_TestCollision(g, it, lara);
    } else if (it->status != ITEM_STATUS_INVISIBLE) {
        Coll_ObjectCollision(g, item, lara, c);
    }
}

void Coll_CreatureCollision(Game *g, int item, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[item];
    if (!touching(g, it, lara, c))
        return;
    /* A dead creature still pushes, but no longer hurts. */
    if (c->enable_baddie_push)
        Coll_LaraPush(g, it, c, it->hit_points > 0 && c->enable_spaz, false);
}
