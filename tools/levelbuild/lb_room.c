/* Rooms: from the sector description to TR1 room data. Finds the border
 * sectors shared by connected rooms (collision portals), generates the
 * rendered faces (floors, ceilings, walls, steps), bakes vertex lighting with
 * shadows, adds visibility portals, writes the FloorData (slants, portals,
 * triggers); the pathfinding boxes are lb_box.c's. Integer arithmetic
 * only. */
#include "engine/math/fixed.h"
#include "tools/levelbuild/lb_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- sector helpers ------------------------------------------------------- */

static LB_Sector *WorldSec(LB_Room *r, int wx, int wz, int *lx, int *lz)
{
    int x = wx - r->x0, z = wz - r->z0;
    if (x < 0 || z < 0 || x >= r->nx || z >= r->nz)
        return NULL;
    if (lx)
        *lx = x;
    if (lz)
        *lz = z;
    return &r->sectors[x * r->nz + z];
}

static bool IsRing(const LB_Room *r, int x, int z)
{
    return x == 0 || z == 0 || x == r->nx - 1 || z == r->nz - 1;
}

/* Floor height of a sector corner (cx, cz in {0,1}), world y. TR1 slant:
 * a positive X slant lowers the low-x corners, a negative one the high-x
 * corners (same for Z), by |slant| clicks. */
static int FloorY(const LB_Sector *s, int cx, int cz)
{
    int y = s->floor * STEP_SIZE;
    if (s->slope_x > 0 && cx == 0)
        y += s->slope_x * STEP_SIZE;
    if (s->slope_x < 0 && cx == 1)
        y -= s->slope_x * STEP_SIZE;
    if (s->slope_z > 0 && cz == 0)
        y += s->slope_z * STEP_SIZE;
    if (s->slope_z < 0 && cz == 1)
        y -= s->slope_z * STEP_SIZE;
    return y;
}

static int CeilY(const LB_Sector *s) { return s->ceiling * STEP_SIZE; }

static bool Open(const LB_Sector *s) { return s && !s->solid; }
static bool OpenOwn(const LB_Sector *s) { return s && !s->solid && s->portal_room < 0; }

/* ---- portal discovery ----------------------------------------------------- */

static void FindPortals(LB_Builder *b)
{
    /* Decide on the original (pre-portal) solidity so the order of rooms
     * doesn't matter. */
    for (uint32_t a = 0; a < b->num_rooms; a++) {
        LB_Room *ra = &b->rooms[a];
        for (uint32_t k = 0; k < ra->num_links; k++) {
            LB_Room *rb = &b->rooms[ra->links[k]];
            int shared = 0;
            for (int x = 0; x < ra->nx; x++) {
                for (int z = 0; z < ra->nz; z++) {
                    if (!IsRing(ra, x, z))
                        continue;
                    LB_Sector *s = &ra->sectors[x * ra->nz + z];
                    if (!s->solid || s->portal_room >= 0)
                        continue;
                    int bx, bz;
                    LB_Sector *t = WorldSec(rb, ra->x0 + x, ra->z0 + z, &bx, &bz);
                    if (!t || t->solid || IsRing(rb, bx, bz))
                        continue;
                    /* Must touch this room's open interior. */
                    static const int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
                    bool touches = false;
                    for (int i = 0; i < 4; i++) {
                        int nx = x + d[i][0], nz = z + d[i][1];
                        if (nx <= 0 || nz <= 0 || nx >= ra->nx - 1 || nz >= ra->nz - 1)
                            continue;
                        if (!ra->sectors[nx * ra->nz + nz].solid)
                            touches = true;
                    }
                    if (!touches)
                        continue;
                    /* Collision continues seamlessly: copy the far side. */
                    shared++;
                    s->solid = false;
                    s->portal_room = (int16_t)ra->links[k];
                    s->floor = t->floor;
                    s->ceiling = t->ceiling;
                    s->slope_x = t->slope_x;
                    s->slope_z = t->slope_z;
                }
            }
            if (shared == 0)
                LB_Fail(b, "rooms %u and %u are connected but share no open border", a,
                        (unsigned)ra->links[k]);
        }
    }
}

/* A flipped room stands where its original stands: it leads into the
 * original's neighbours (its own border sectors become portals), while the
 * neighbours keep leading into the original's slot. One-way links. */
static void ShareLinks(LB_Builder *b)
{
    for (uint32_t r = 0; r < b->num_rooms; r++) {
        int alt = b->rooms[r].alternate_room;
        if (alt < 0 || (uint32_t)alt >= b->num_rooms)
            continue;
        LB_Room *ra = &b->rooms[alt];
        for (uint32_t k = 0; k < b->rooms[r].num_links; k++) {
            uint8_t n = b->rooms[r].links[k];
            bool have = false;
            for (uint32_t j = 0; j < ra->num_links; j++)
                have |= ra->links[j] == n;
            if (have)
                continue;
            if (ra->num_links >= COUNT_OF(ra->links)) {
                LB_Fail(b, "room %d: too many links", alt);
                return;
            }
            ra->links[ra->num_links++] = n;
        }
    }
}

/* ---- geometry -------------------------------------------------------------- */

typedef struct {
    Room *room;
    LB_Builder *b;
} Geo;

static uint16_t Vertex(Geo *g, int x, int y, int z)
{
    Room *r = g->room;
    for (uint32_t i = 0; i < r->num_vertices; i++)
        if (r->vertices[i].pos.x == x && r->vertices[i].pos.y == y &&
            r->vertices[i].pos.z == z)
            return (uint16_t)i;
    RoomVertex *v = LB_GROW(g->b, r->vertices, r->num_vertices, 1);
    if (!v)
        return 0;
    v->pos = (Vec3s){(int16_t)x, (int16_t)y, (int16_t)z};
    return (uint16_t)(r->num_vertices - 1);
}

/* Winding: (p1 - p0) x (p2 - p1) must point against the visible normal. */
static bool NeedsFlip(const Vec3i *p, Vec3i normal)
{
    int64_t ax = p[1].x - p[0].x, ay = p[1].y - p[0].y, az = p[1].z - p[0].z;
    int64_t bx = p[2].x - p[1].x, by = p[2].y - p[1].y, bz = p[2].z - p[1].z;
    int64_t cx = ay * bz - az * by, cy = az * bx - ax * bz, cz = ax * by - ay * bx;
    return cx * normal.x + cy * normal.y + cz * normal.z > 0;
}

static void Quad(Geo *g, Vec3i p[4], Vec3i normal, uint16_t texture)
{
    if (g->b->failed)
        return;
    bool flip = NeedsFlip(p, normal);
    uint16_t idx[4];
    for (int k = 0; k < 4; k++) {
        const Vec3i *v = &p[flip ? 3 - k : k];
        idx[k] = Vertex(g, v->x, v->y, v->z);
    }
    RoomQuad *q = LB_GROW(g->b, g->room->quads, g->room->num_quads, 1);
    if (!q)
        return;
    memcpy(q->vertices, idx, sizeof idx);
    q->texture = texture;
}

static void Tri(Geo *g, Vec3i p[3], Vec3i normal, uint16_t texture)
{
    if (g->b->failed)
        return;
    bool flip = NeedsFlip(p, normal);
    RoomTri *t = LB_GROW(g->b, g->room->tris, g->room->num_tris, 1);
    if (!t)
        return;
    for (int k = 0; k < 3; k++) {
        const Vec3i *v = &p[flip ? 2 - k : k];
        t->vertices[k] = Vertex(g, v->x, v->y, v->z);
    }
    t->texture = texture;
}

/* Edge table: neighbour offset, the two corners (cx, cz) of the shared edge
 * on this sector, and the visible normal of a face on that edge. */
static const struct {
    int dx, dz;
    int c[2][2];
    Vec3i normal;
} k_edges[4] = {
    {1, 0, {{1, 0}, {1, 1}}, {-1, 0, 0}},
    {-1, 0, {{0, 0}, {0, 1}}, {1, 0, 0}},
    {0, 1, {{0, 1}, {1, 1}}, {0, 0, -1}},
    {0, -1, {{0, 0}, {1, 0}}, {0, 0, 1}},
};

/* A vertical face on an edge between heights bottom[] and top[] (y down:
 * top < bottom); triangles where one side has zero height. */
static void EdgeFace(Geo *g, int x, int z, int e, const int bottom[2], const int top[2],
                     uint16_t tex_quad, uint16_t tex_tri)
{
    Vec3i c[2];
    for (int k = 0; k < 2; k++)
        c[k] = (Vec3i){(x + k_edges[e].c[k][0]) * WALL_SIZE, 0,
                       (z + k_edges[e].c[k][1]) * WALL_SIZE};
    bool h0 = top[0] < bottom[0], h1 = top[1] < bottom[1];
    if (h0 && h1) {
        Vec3i p[4] = {{c[0].x, bottom[0], c[0].z}, {c[1].x, bottom[1], c[1].z},
                      {c[1].x, top[1], c[1].z}, {c[0].x, top[0], c[0].z}};
        Quad(g, p, k_edges[e].normal, tex_quad);
    } else if (h0 && top[1] == bottom[1]) {
        Vec3i p[3] = {{c[0].x, bottom[0], c[0].z}, {c[1].x, bottom[1], c[1].z},
                      {c[0].x, top[0], c[0].z}};
        Tri(g, p, k_edges[e].normal, tex_tri);
    } else if (h1 && top[0] == bottom[0]) {
        Vec3i p[3] = {{c[0].x, bottom[0], c[0].z}, {c[1].x, bottom[1], c[1].z},
                      {c[1].x, top[1], c[1].z}};
        Tri(g, p, k_edges[e].normal, tex_tri);
    }
}

static void BuildFaces(LB_Builder *b, LB_Room *r, Geo *g)
{
    for (int x = 0; x < r->nx; x++) {
        for (int z = 0; z < r->nz; z++) {
            const LB_Sector *s = &r->sectors[x * r->nz + z];
            if (!OpenOwn(s))
                continue;
            int X0 = x * WALL_SIZE, X1 = X0 + WALL_SIZE, Z0 = z * WALL_SIZE, Z1 = Z0 + WALL_SIZE;
            if (s->room_below == NO_ROOM) {
                Vec3i p[4] = {{X0, FloorY(s, 0, 0), Z0}, {X1, FloorY(s, 1, 0), Z0},
                              {X1, FloorY(s, 1, 1), Z1}, {X0, FloorY(s, 0, 1), Z1}};
                Quad(g, p, (Vec3i){0, -1, 0}, b->mat_texture[s->floor_mat]);
            }
            if (s->room_above == NO_ROOM) {
                int y = CeilY(s);
                Vec3i p[4] = {{X0, y, Z0}, {X1, y, Z0}, {X1, y, Z1}, {X0, y, Z1}};
                Quad(g, p, (Vec3i){0, 1, 0}, b->mat_texture[s->ceil_mat]);
            }
            for (int e = 0; e < 4; e++) {
                int nx = x + k_edges[e].dx, nz = z + k_edges[e].dz;
                const LB_Sector *n = (nx >= 0 && nz >= 0 && nx < r->nx && nz < r->nz)
                                         ? &r->sectors[nx * r->nz + nz]
                                         : NULL;
                int floor_s[2], floor_n[2], ceil_s[2], ceil_n[2];
                for (int k = 0; k < 2; k++) {
                    int cx = k_edges[e].c[k][0], cz = k_edges[e].c[k][1];
                    floor_s[k] = FloorY(s, cx, cz);
                    ceil_s[k] = CeilY(s);
                    if (Open(n)) {
                        /* the neighbour's matching corner is on its far side */
                        int ncx = k_edges[e].dx ? 1 - cx : cx;
                        int ncz = k_edges[e].dz ? 1 - cz : cz;
                        floor_n[k] = FloorY(n, ncx, ncz);
                        ceil_n[k] = CeilY(n);
                    }
                }
                uint16_t wall = b->mat_texture[s->wall_mat];
                uint16_t wall_tri = b->mat_texture_tri[s->wall_mat];
                if (!Open(n)) {
                    EdgeFace(g, x, z, e, floor_s, ceil_s, wall, wall_tri);
                    continue;
                }
                /* A higher floor next door: the riser faces us. (Also when
                 * the neighbour is a hole into a room below: that room's
                 * walls face inwards, so this side needs its own face.) */
                int top[2] = {MIN(floor_n[0], floor_s[0]), MIN(floor_n[1], floor_s[1])};
                if ((top[0] < floor_s[0] || top[1] < floor_s[1]) &&
                    !(floor_n[0] > floor_s[0] || floor_n[1] > floor_s[1]))
                    EdgeFace(g, x, z, e, floor_s, top, wall, wall_tri);
                /* A lower ceiling next door: the soffit faces us (holes
                 * into a room above included, as for risers). */
                if (ceil_n[0] > ceil_s[0])
                    EdgeFace(g, x, z, e, ceil_n, ceil_s, wall, wall_tri);
            }
        }
    }
}

/* ---- visibility portals ---------------------------------------------------- */

static void AddPortal(Geo *g, uint16_t target, Vec3i normal, Vec3i p[4])
{
    /* The originals store planes with a positive normal one unit short. */
    for (int k = 0; k < 4; k++) {
        if (normal.x > 0)
            p[k].x -= 1;
        if (normal.z > 0)
            p[k].z -= 1;
        if (normal.y > 0)
            p[k].y -= 1;
    }
    bool flip = NeedsFlip(p, normal);
    RoomPortal *rp = LB_GROW(g->b, g->room->portals, g->room->num_portals, 1);
    if (!rp)
        return;
    rp->adjoining_room = target;
    rp->normal = (Vec3s){(int16_t)normal.x, (int16_t)normal.y, (int16_t)normal.z};
    for (int k = 0; k < 4; k++) {
        const Vec3i *v = &p[flip ? 3 - k : k];
        rp->vertices[k] = (Vec3s){(int16_t)v->x, (int16_t)v->y, (int16_t)v->z};
    }
}

static void BuildSidePortals(LB_Room *r, Geo *g)
{
    for (int e = 0; e < 4; e++) {
        bool along_z = k_edges[e].dx != 0; /* edges on an x line run along z */
        int lines = along_z ? r->nx : r->nz, len = along_z ? r->nz : r->nx;
        for (int line = 0; line < lines; line++) {
            int run_start = -1, run_target = -1, ytop = 0, ybot = 0;
            for (int i = 0; i <= len; i++) {
                int target = -1;
                const LB_Sector *s = NULL, *n = NULL;
                if (i < len) {
                    int x = along_z ? line : i, z = along_z ? i : line;
                    int nx = x + k_edges[e].dx, nz = z + k_edges[e].dz;
                    s = &r->sectors[x * r->nz + z];
                    if (OpenOwn(s) && nx >= 0 && nz >= 0 && nx < r->nx && nz < r->nz) {
                        n = &r->sectors[nx * r->nz + nz];
                        if (Open(n) && n->portal_room >= 0)
                            target = n->portal_room;
                    }
                }
                if (run_start >= 0 && target != run_target) {
                    /* close the run [run_start, i) */
                    int fixed = (line + (k_edges[e].dx > 0 || k_edges[e].dz > 0 ? 1 : 0)) * WALL_SIZE;
                    int a = run_start * WALL_SIZE, c = i * WALL_SIZE;
                    Vec3i p[4];
                    if (along_z) {
                        p[0] = (Vec3i){fixed, ybot, a};
                        p[1] = (Vec3i){fixed, ytop, a};
                        p[2] = (Vec3i){fixed, ytop, c};
                        p[3] = (Vec3i){fixed, ybot, c};
                    } else {
                        p[0] = (Vec3i){a, ybot, fixed};
                        p[1] = (Vec3i){a, ytop, fixed};
                        p[2] = (Vec3i){c, ytop, fixed};
                        p[3] = (Vec3i){c, ybot, fixed};
                    }
                    AddPortal(g, (uint16_t)run_target, k_edges[e].normal, p);
                    run_start = -1;
                }
                if (target >= 0) {
                    int lo = MIN(CeilY(s), CeilY(n));
                    int hi = MAX(MAX(FloorY(s, 0, 0), FloorY(s, 1, 1)),
                                 MAX(FloorY(s, 1, 0), FloorY(s, 0, 1)));
                    hi = MAX(hi, MAX(MAX(FloorY(n, 0, 0), FloorY(n, 1, 1)),
                                     MAX(FloorY(n, 1, 0), FloorY(n, 0, 1))));
                    if (run_start < 0) {
                        run_start = i;
                        run_target = target;
                        ytop = lo;
                        ybot = hi;
                    } else {
                        ytop = MIN(ytop, lo);
                        ybot = MAX(ybot, hi);
                    }
                }
            }
        }
    }
}

/* One portal per (target, floor/ceiling): the bounding rectangle of the
 * stacked sectors (the builder's holes are rectangles). */
static void BuildVerticalPortals(LB_Builder *b, LB_Room *r, Geo *g)
{
    for (uint32_t t = 0; t < b->num_rooms; t++) {
        for (int up = 0; up < 2; up++) {
            int x0 = 1 << 20, z0 = 1 << 20, x1 = -1, z1 = -1, y = 0;
            for (int x = 0; x < r->nx; x++)
                for (int z = 0; z < r->nz; z++) {
                    const LB_Sector *s = &r->sectors[x * r->nz + z];
                    if (!OpenOwn(s) || (up ? s->room_above : s->room_below) != t)
                        continue;
                    x0 = MIN(x0, x);
                    z0 = MIN(z0, z);
                    x1 = MAX(x1, x);
                    z1 = MAX(z1, z);
                    y = up ? CeilY(s) : s->floor * STEP_SIZE;
                }
            if (x1 < 0)
                continue;
            Vec3i p[4] = {{x0 * WALL_SIZE, y, z0 * WALL_SIZE},
                          {(x1 + 1) * WALL_SIZE, y, z0 * WALL_SIZE},
                          {(x1 + 1) * WALL_SIZE, y, (z1 + 1) * WALL_SIZE},
                          {x0 * WALL_SIZE, y, (z1 + 1) * WALL_SIZE}};
            /* Between water and air the original draws the surface: faces
             * with a see-through texture in the portal's plane, on both
             * sides (each room draws its own, facing into it). */
            if (r->water != b->rooms[t].water) {
                Vec3i f[4];
                memcpy(f, p, sizeof f);
                Quad(g, f, (Vec3i){0, up ? 1 : -1, 0}, b->water_surface);
            }
            /* normal points away from the adjoining room */
            AddPortal(g, (uint16_t)t, (Vec3i){0, up ? 1 : -1, 0}, p);
        }
    }
}

/* ---- lighting -------------------------------------------------------------- */

/* Is the world point inside something opaque of this room (a wall sector,
 * below a floor, above a ceiling, or inside a static pillar)? */
static bool Opaque(const LB_Room *r, int wx, int wy, int wz)
{
    int x = wx / WALL_SIZE - r->x0, z = wz / WALL_SIZE - r->z0;
    if (wx < 0 || wz < 0 || x < 0 || z < 0 || x >= r->nx || z >= r->nz)
        return false;
    const LB_Sector *s = &r->sectors[x * r->nz + z];
    if (s->solid)
        return true;
    int fx = wx % WALL_SIZE, fz = wz % WALL_SIZE;
    /* bilinear floor height inside the sector */
    int y00 = FloorY(s, 0, 0), y10 = FloorY(s, 1, 0), y01 = FloorY(s, 0, 1),
        y11 = FloorY(s, 1, 1);
    int ya = y00 + (y10 - y00) * fx / WALL_SIZE, yb = y01 + (y11 - y01) * fx / WALL_SIZE;
    int floor = ya + (yb - ya) * fz / WALL_SIZE;
    if (s->room_below == NO_ROOM && wy > floor)
        return true;
    if (s->room_above == NO_ROOM && wy < CeilY(s))
        return true;
    for (uint32_t i = 0; i < r->num_statics; i++) {
        const RoomStatic *st = &r->statics[i];
        if (wx > st->pos.x - 256 && wx < st->pos.x + 256 && wz > st->pos.z - 256 &&
            wz < st->pos.z + 256 && wy > st->pos.y - 1664 && wy < st->pos.y)
            return true;
    }
    return false;
}

/* Vertex shade (0 bright .. 0x1FFF dark): the room's base shade minus the
 * light that reaches the vertex unobstructed (linear fall-off to `fade`). */
static int16_t Shade(const LB_Room *r, int wx, int wy, int wz)
{
    int32_t bright = 0;
    for (uint32_t i = 0; i < r->num_lights; i++) {
        const LB_Light *l = &r->lights[i];
        int64_t dx = l->pos.x - wx, dy = l->pos.y - wy, dz = l->pos.z - wz;
        int32_t dist = (int32_t)Math_Sqrt64((uint64_t)(dx * dx + dy * dy + dz * dz));
        if (dist >= l->fade)
            continue;
        /* Shadow ray: sample the segment, skipping the ends (a vertex sits
         * on its own surface). Samples are nudged 8 units towards the light
         * at the vertex end. */
        bool blocked = false;
        for (int k = 1; k < 24 && !blocked; k++) {
            int32_t px = wx + (int32_t)(dx * k / 24), py = wy + (int32_t)(dy * k / 24),
                    pz = wz + (int32_t)(dz * k / 24);
            if (dist * k / 24 < 48)
                continue;
            blocked = Opaque(r, px, py, pz);
        }
        if (blocked)
            continue;
        bright += (int32_t)((int64_t)l->intensity * (l->fade - dist) / l->fade);
    }
    return (int16_t)CLAMP(r->shade_base - bright, 0x0200, 0x1FFF);
}

/* ---- floordata -------------------------------------------------------------- */

static uint16_t FloorData(LB_Builder *b, const LB_Sector *s)
{
    uint16_t w[64];
    int n = 0, last_setup = -1;
    if (s->slope_x || s->slope_z) {
        last_setup = n;
        w[n++] = 0x0002;
        w[n++] = (uint16_t)(((uint8_t)s->slope_z << 8) | (uint8_t)s->slope_x);
    }
    if (s->portal_room >= 0) {
        last_setup = n;
        w[n++] = 0x0001;
        w[n++] = (uint16_t)s->portal_room;
    }
    if (s->trigger >= 0) {
        const LB_Trigger *t = &b->triggers[s->trigger];
        last_setup = n;
        w[n++] = (uint16_t)(0x0004 | (t->type << 8));
        w[n++] = (uint16_t)(t->timer | (t->one_shot ? 0x100 : 0) | ((t->mask & 0x1F) << 9));
        for (uint32_t i = 0; i < t->num_actions; i++) {
            const LB_TrigAction *a = &t->actions[i];
            bool last = i + 1 == t->num_actions;
            w[n++] = (uint16_t)((a->action << 10) | (a->param & 0x3FF));
            if (a->action == LB_ACT_CAMERA)
                /* the camera's extra word carries the end bit */
                w[n++] = (uint16_t)(a->camera_word | (last ? 0x8000 : 0));
            else if (last)
                w[n - 1] |= 0x8000;
        }
    }
    if (last_setup < 0)
        return 0;
    w[last_setup] |= 0x8000;
    Level *lv = &b->level;
    uint32_t index = lv->num_floordata;
    uint16_t *dst = LB_GROW(b, lv->floordata, lv->num_floordata, (uint32_t)n);
    if (!dst)
        return 0;
    memcpy(dst, w, sizeof(uint16_t) * (size_t)n);
    if (index > 0xFFFF)
        LB_Fail(b, "floordata too large");
    return (uint16_t)index;
}

/* ---- assembly ---------------------------------------------------------------- */

bool LB_BuildRooms(LB_Builder *b)
{
    Level *lv = &b->level;
    if (b->num_rooms == 0) {
        LB_Fail(b, "no rooms");
        return false;
    }
    ShareLinks(b);
    FindPortals(b);
    if (b->failed)
        return false;
    lv->num_rooms = b->num_rooms;
    lv->rooms = calloc(b->num_rooms, sizeof *lv->rooms);
    /* FloorData[0] is the dummy entry sectors without data point at. */
    uint16_t *dummy = LB_GROW(b, lv->floordata, lv->num_floordata, 1);
    if (!lv->rooms || !dummy) {
        LB_Fail(b, "out of memory");
        return false;
    }
    for (uint32_t ri = 0; ri < b->num_rooms && !b->failed; ri++) {
        LB_Room *r = &b->rooms[ri];
        Room *room = &lv->rooms[ri];
        Geo g = {room, b};
        room->x = r->x0 * WALL_SIZE;
        room->z = r->z0 * WALL_SIZE;
        room->num_z_sectors = (uint16_t)r->nz;
        room->num_x_sectors = (uint16_t)r->nx;
        room->ambient = r->ambient;
        room->alternate_room = r->alternate_room;
        room->flags = (uint16_t)((r->water ? ROOM_FLAG_WATER : 0) | r->extra_flags);

        BuildFaces(b, r, &g);
        BuildSidePortals(r, &g);
        BuildVerticalPortals(b, r, &g);
        for (uint32_t i = 0; i < r->num_sprites; i++) {
            RoomSprite *sp = LB_GROW(b, room->sprites, room->num_sprites, 1);
            if (!sp)
                break;
            sp->vertex = Vertex(&g, r->sprites[i].pos.x - room->x, r->sprites[i].pos.y,
                                r->sprites[i].pos.z - room->z);
            sp->texture = r->sprites[i].texture;
        }
        for (uint32_t i = 0; i < room->num_vertices; i++) {
            RoomVertex *v = &room->vertices[i];
            int16_t s = Shade(r, v->pos.x + room->x, v->pos.y, v->pos.z + room->z);
            v->lighting = s;
            v->shade = s;
        }

        /* y range over open sectors */
        int ytop = 32767, ybot = -32768;
        room->sectors = calloc((size_t)r->nx * r->nz, sizeof *room->sectors);
        if (!room->sectors) {
            LB_Fail(b, "out of memory");
            break;
        }
        for (int x = 0; x < r->nx; x++)
            for (int z = 0; z < r->nz; z++) {
                const LB_Sector *s = &r->sectors[x * r->nz + z];
                RoomSector *rs = &room->sectors[x * r->nz + z];
                rs->box_index = NO_BOX;
                rs->room_below = s->solid ? NO_ROOM : s->room_below;
                rs->room_above = s->solid ? NO_ROOM : s->room_above;
                if (s->solid) {
                    rs->floor = LB_WALL_CLICK;
                    rs->ceiling = LB_WALL_CLICK;
                    rs->fd_index = 0;
                    continue;
                }
                rs->floor = s->floor;
                rs->ceiling = s->ceiling;
                rs->fd_index = FloorData(b, s);
                if (s->portal_room >= 0)
                    continue;
                for (int k = 0; k < 4; k++)
                    ybot = MAX(ybot, FloorY(s, k & 1, k >> 1));
                ytop = MIN(ytop, CeilY(s));
            }
        room->y_top = ytop;
        room->y_bottom = ybot;
        room->num_lights = r->num_lights;
        room->lights = calloc(r->num_lights ? r->num_lights : 1, sizeof *room->lights);
        room->num_statics = r->num_statics;
        room->statics = calloc(r->num_statics ? r->num_statics : 1, sizeof *room->statics);
        if (!room->lights || !room->statics) {
            LB_Fail(b, "out of memory");
            break;
        }
        for (uint32_t i = 0; i < r->num_lights; i++) {
            room->lights[i].pos = r->lights[i].pos;
            room->lights[i].intensity = r->lights[i].intensity;
            room->lights[i].fade = r->lights[i].fade;
            room->lights[i].type = 1;
        }
        memcpy(room->statics, r->statics, sizeof(RoomStatic) * r->num_statics);
        room->num_data_words = 4 + room->num_vertices * 4 + room->num_quads * 5 +
                               room->num_tris * 4 + room->num_sprites * 2;
        if (room->num_vertices > 0x7FFF)
            LB_Fail(b, "room %u: too many vertices", ri);
    }
    if (!b->failed)
        LB_BuildBoxes(b);
    return !b->failed;
}
