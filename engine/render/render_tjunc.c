/* T-junctions of room geometry, found once when a renderer is created.
 *
 * Room meshes often put a corner of one face in the middle of another face's
 * edge: a wall of one big quad meets a wall of two smaller quads, a step's
 * side meets the floor. In space the corner lies exactly on the long edge;
 * on screen both are rounded to subpixels separately, so the long edge and
 * the two short ones no longer coincide and single pixels of whatever lies
 * behind show through along the seam ("sparkles"). The repair: every face
 * gets such corners inserted into its outline, so the seam is made of the
 * same projected points on both sides and the fill rule closes it exactly.
 *
 * A vertex is inserted into an edge when it is a corner of some face of the
 * same room or of a room next to it through a portal (rooms meet along
 * walls and floors too), lies exactly on the edge (integer cross product
 * zero) and strictly between its ends, and no other inserted vertex has the
 * same position. Corners of other rooms become extra vertices of the room
 * (RenderTJTable.extra), transformed with it. A face's outline is bounded
 * (RENDER_TJ_MAX_EXTRA extra corners) so the clipper's vertex limit holds;
 * further ones are left out. */
#include "engine/render/render_internal.h"

#include "engine/core/mem.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    int16_t x, y, z;
    uint32_t id; /* < num_vertices: the room's vertex; else foreign[id - num_vertices] */
} Cand;

/* Candidates sorted along one axis (ties: the other two, then the id, so
 * equal positions are neighbours and the room's own vertex comes first). */
static int cmp3(int32_t a0, int32_t a1, int32_t a2, int32_t b0, int32_t b1, int32_t b2)
{
    if (a0 != b0)
        return a0 < b0 ? -1 : 1;
    if (a1 != b1)
        return a1 < b1 ? -1 : 1;
    return a2 < b2 ? -1 : a2 > b2;
}
#define CMP_AXIS(name, A, B, C)                                                        \
    static int name(const void *a, const void *b)                                      \
    {                                                                                  \
        const Cand *p = a, *q = b;                                                     \
        int c = cmp3(p->A, p->B, p->C, q->A, q->B, q->C);                              \
        return c ? c : (p->id < q->id ? -1 : p->id > q->id);                           \
    }
CMP_AXIS(cmp_x, x, y, z)
CMP_AXIS(cmp_y, y, z, x)
CMP_AXIS(cmp_z, z, x, y)

static inline int32_t axis_of(const Cand *c, int axis)
{
    return axis == 0 ? c->x : axis == 1 ? c->y : c->z;
}

/* First candidate whose coordinate on `axis` is >= v (c sorted on it). */
static uint32_t lower_bound(const Cand *c, uint32_t n, int axis, int32_t v)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (axis_of(&c[mid], axis) < v)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Bounds on the search, so a hostile level cannot make renderer creation
 * crawl: candidates looked at per edge, and in all (then the repair stops
 * where it is; real levels stay far below both). */
#define SCAN_PER_EDGE 4096
#define SCAN_TOTAL (32u << 20) /* LEVEL1: 1.4 million */

typedef struct {
    uint32_t id;     /* candidate id */
    uint16_t t;      /* position along the edge, 65536 = the far end */
    int64_t order;   /* dot product with the edge, for sorting */
} Hit;

static int cmp_hit(const void *a, const void *b)
{
    const Hit *p = a, *q = b;
    return p->order < q->order ? -1 : p->order > q->order;
}

/* The candidates of one room, sorted along each axis. */
typedef struct {
    Cand *by[3];
    uint32_t n;
    uint64_t scanned; /* work done so far (the whole level) */
} CandSet;

/* The extra corners of the edge a -> b (room-local positions), in order
 * from a; returns how many (at most cap). The candidates are scanned along
 * the axis on which the edge spans least (most edges are axis-aligned: an
 * exact match of one coordinate). */
static int edge_hits(CandSet *cs, Vec3s a, Vec3s b, Hit *out, int cap)
{
    int64_t ex = b.x - a.x, ey = b.y - a.y, ez = b.z - a.z;
    int64_t len2 = ex * ex + ey * ey + ez * ez;
    if (len2 == 0 || cap <= 0)
        return 0;
    int32_t lo[3] = {MIN(a.x, b.x), MIN(a.y, b.y), MIN(a.z, b.z)};
    int32_t hi[3] = {MAX(a.x, b.x), MAX(a.y, b.y), MAX(a.z, b.z)};
    int axis = 0;
    for (int k = 1; k < 3; k++)
        if (hi[k] - lo[k] < hi[axis] - lo[axis])
            axis = k;
    const Cand *c = cs->by[axis];
    int n = 0;
    uint32_t i = lower_bound(c, cs->n, axis, lo[axis]), scanned = 0;
    for (; i < cs->n && axis_of(&c[i], axis) <= hi[axis] && scanned < SCAN_PER_EDGE &&
           cs->scanned < SCAN_TOTAL;
         i++, scanned++, cs->scanned++) {
        if (i > 0 && c[i].x == c[i - 1].x && c[i].y == c[i - 1].y && c[i].z == c[i - 1].z)
            continue; /* same position as the previous candidate */
        int64_t vx = c[i].x - a.x, vy = c[i].y - a.y, vz = c[i].z - a.z;
        if (ey * vz - ez * vy != 0 || ez * vx - ex * vz != 0 || ex * vy - ey * vx != 0)
            continue;
        int64_t d = ex * vx + ey * vy + ez * vz;
        if (d <= 0 || d >= len2)
            continue;
        if (n == cap)
            break;
        out[n].id = c[i].id;
        out[n].t = (uint16_t)MIN((d << 16) / len2, 65535);
        out[n].order = d;
        n++;
    }
    qsort(out, (size_t)n, sizeof(Hit), cmp_hit);
    return n;
}

/* Growable arrays of the table under construction. */
typedef struct {
    RenderTJ *rec;
    uint32_t nrec;
    size_t caprec;
    Vec3s *extra;
    uint32_t nextra;
    size_t capextra;
} Builder;

static void mark_corners(const Room *rm, uint8_t *used)
{
    uint32_t nv = rm->num_vertices;
    for (uint32_t i = 0; i < rm->num_quads; i++)
        for (int k = 0; k < 4; k++)
            if (rm->quads[i].vertices[k] < nv)
                used[rm->quads[i].vertices[k]] = 1;
    for (uint32_t i = 0; i < rm->num_tris; i++)
        for (int k = 0; k < 3; k++)
            if (rm->tris[i].vertices[k] < nv)
                used[rm->tris[i].vertices[k]] = 1;
}

/* True for the first of a room's portals into its room (several portals
 * into one neighbour add its corners once). Portal lists are short. */
static bool first_portal_to(const Room *rm, uint32_t p)
{
    for (uint32_t q = 0; q < p; q++)
        if (rm->portals[q].adjoining_room == rm->portals[p].adjoining_room)
            return false;
    return true;
}

/* The candidates of room ri: its own face corners, then those of its portal
 * neighbours in its local coordinates (inside the room's box: only those can
 * lie on its edges). NULL when out of memory. */
static Cand *room_candidates(const Level *lv, uint32_t ri, uint32_t *count, uint8_t *used)
{
    const Room *rm = &lv->rooms[ri];
    uint32_t total = rm->num_vertices;
    for (uint32_t p = 0; p < rm->num_portals; p++)
        if (first_portal_to(rm, p))
            total += lv->rooms[rm->portals[p].adjoining_room].num_vertices;
    Cand *c = malloc(sizeof(Cand) * (total + 1));
    if (!c)
        return NULL;
    int32_t lo[3] = {INT16_MAX, INT16_MAX, INT16_MAX}, hi[3] = {INT16_MIN, INT16_MIN, INT16_MIN};
    uint32_t n = 0;
    memset(used, 0, rm->num_vertices);
    mark_corners(rm, used);
    for (uint32_t i = 0; i < rm->num_vertices; i++) {
        const Vec3s *v = &rm->vertices[i].pos;
        lo[0] = MIN(lo[0], v->x), lo[1] = MIN(lo[1], v->y), lo[2] = MIN(lo[2], v->z);
        hi[0] = MAX(hi[0], v->x), hi[1] = MAX(hi[1], v->y), hi[2] = MAX(hi[2], v->z);
        if (used[i])
            c[n++] = (Cand){v->x, v->y, v->z, i};
    }
    uint32_t id = rm->num_vertices;
    for (uint32_t p = 0; p < rm->num_portals; p++) {
        uint32_t oi = rm->portals[p].adjoining_room;
        const Room *o = &lv->rooms[oi];
        if (!first_portal_to(rm, p))
            continue; /* that room's corners are in already (ids skip nothing) */
        if (oi == ri) {
            id += o->num_vertices;
            continue;
        }
        memset(used, 0, o->num_vertices);
        mark_corners(o, used);
        int64_t dx = (int64_t)o->x - rm->x, dz = (int64_t)o->z - rm->z;
        for (uint32_t i = 0; i < o->num_vertices; i++, id++) {
            const Vec3s *v = &o->vertices[i].pos;
            int64_t x = v->x + dx, y = v->y, z = v->z + dz;
            if (!used[i] || x < lo[0] || x > hi[0] || y < lo[1] || y > hi[1] || z < lo[2] || z > hi[2])
                continue;
            c[n++] = (Cand){(int16_t)x, (int16_t)y, (int16_t)z, id};
        }
    }
    *count = n;
    return c;
}

/* Position (room-local) of a foreign candidate id. */
static Vec3s foreign_pos(const Level *lv, uint32_t ri, uint32_t id)
{
    const Room *rm = &lv->rooms[ri];
    id -= rm->num_vertices;
    for (uint32_t p = 0; p < rm->num_portals; p++) {
        const Room *o = &lv->rooms[rm->portals[p].adjoining_room];
        if (!first_portal_to(rm, p))
            continue;
        if (id < o->num_vertices) {
            const Vec3s *v = &o->vertices[id].pos;
            return (Vec3s){(int16_t)(v->x + o->x - rm->x), v->y, (int16_t)(v->z + o->z - rm->z)};
        }
        id -= o->num_vertices;
    }
    return (Vec3s){0, 0, 0}; /* not reached: ids come from room_candidates */
}

/* Adds room ri's records and extra vertices; false when out of memory. */
static bool room_tjunctions(const Level *lv, uint32_t ri, Builder *b, uint8_t *used, CandSet *cs)
{
    const Room *rm = &lv->rooms[ri];
    uint32_t nv = rm->num_vertices;
    uint32_t nc;
    Cand *c = room_candidates(lv, ri, &nc, used);
    if (!c)
        return false;
    cs->n = nc;
    cs->by[0] = c;
    cs->by[1] = malloc(sizeof(Cand) * (nc + 1));
    cs->by[2] = malloc(sizeof(Cand) * (nc + 1));
    if (!cs->by[1] || !cs->by[2]) {
        free(c);
        free(cs->by[1]);
        free(cs->by[2]);
        return false;
    }
    memcpy(cs->by[1], c, sizeof(Cand) * nc);
    memcpy(cs->by[2], c, sizeof(Cand) * nc);
    qsort(cs->by[0], nc, sizeof(Cand), cmp_x);
    qsort(cs->by[1], nc, sizeof(Cand), cmp_y);
    qsort(cs->by[2], nc, sizeof(Cand), cmp_z);
    uint32_t extra0 = b->nextra;
    uint32_t nfaces = rm->num_quads + rm->num_tris;
    bool ok = true;
    for (uint32_t f = 0; f < nfaces && ok; f++) {
        bool quad = f < rm->num_quads;
        const uint16_t *vi = quad ? rm->quads[f].vertices : rm->tris[f - rm->num_quads].vertices;
        int n = quad ? 4 : 3;
        bool valid = true;
        for (int k = 0; k < n; k++)
            valid = valid && vi[k] < nv;
        if (!valid)
            continue;
        RenderTJ rec;
        memset(&rec, 0, sizeof(rec));
        rec.face = f;
        int total = 0;
        for (int k = 0; k < n && ok; k++) {
            Hit hits[RENDER_TJ_MAX_EXTRA];
            int h = edge_hits(cs, rm->vertices[vi[k]].pos, rm->vertices[vi[(k + 1) % n]].pos, hits,
                              RENDER_TJ_MAX_EXTRA - total);
            for (int j = 0; j < h; j++) {
                uint32_t vert = hits[j].id;
                if (vert >= nv) {
                    /* a corner of a neighbour: one extra vertex per position */
                    Vec3s pos = foreign_pos(lv, ri, vert);
                    uint32_t e = extra0;
                    while (e < b->nextra && (b->extra[e].x != pos.x || b->extra[e].y != pos.y ||
                                             b->extra[e].z != pos.z))
                        e++;
                    if (e == b->nextra) {
                        if (nv + (e - extra0) >= 0xFFFF ||
                            !Mem_Grow((void **)&b->extra, &b->capextra, b->nextra + 1, sizeof(Vec3s))) {
                            ok = nv + (e - extra0) >= 0xFFFF; /* too many: skip it */
                            h = j;
                            break;
                        }
                        b->extra[b->nextra++] = pos;
                    }
                    vert = nv + (e - extra0);
                }
                rec.vert[total + j] = (uint16_t)vert;
                rec.t[total + j] = hits[j].t;
            }
            rec.count[k] = (uint8_t)h;
            total += h;
        }
        if (total == 0 || !ok)
            continue;
        if (!Mem_Grow((void **)&b->rec, &b->caprec, b->nrec + 1, sizeof(RenderTJ))) {
            ok = false;
            break;
        }
        b->rec[b->nrec++] = rec;
    }
    for (int k = 0; k < 3; k++)
        free(cs->by[k]);
    return ok;
}

bool RenderTJ_Build(const Level *lv, RenderTJTable *t)
{
    memset(t, 0, sizeof(*t));
    Builder b = {0};
    uint32_t maxv = 1;
    for (uint32_t ri = 0; ri < lv->num_rooms; ri++)
        maxv = MAX(maxv, lv->rooms[ri].num_vertices);
    uint8_t *used = malloc(maxv);
    t->rec_first = calloc(lv->num_rooms + 1, sizeof(uint32_t));
    t->extra_first = calloc(lv->num_rooms + 1, sizeof(uint32_t));
    bool ok = used && t->rec_first && t->extra_first;
    CandSet cs = {{NULL, NULL, NULL}, 0, 0};
    for (uint32_t ri = 0; ri < lv->num_rooms && ok; ri++) {
        t->rec_first[ri] = b.nrec;
        t->extra_first[ri] = b.nextra;
        if (lv->rooms[ri].num_vertices > 0 && lv->rooms[ri].num_vertices < 0xFFFF)
            ok = room_tjunctions(lv, ri, &b, used, &cs);
    }
    free(used);
    t->rec = b.rec;
    t->extra = b.extra;
    if (!ok)
        return false;
    t->rec_first[lv->num_rooms] = b.nrec;
    t->extra_first[lv->num_rooms] = b.nextra;
    for (uint32_t ri = 0; ri < lv->num_rooms; ri++)
        t->max_extra = MAX(t->max_extra, t->extra_first[ri + 1] - t->extra_first[ri]);
    return true;
}

void RenderTJ_Free(RenderTJTable *t)
{
    free(t->rec);
    free(t->rec_first);
    free(t->extra);
    free(t->extra_first);
    memset(t, 0, sizeof(*t));
}
