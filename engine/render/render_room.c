/* Rooms and portals: which rooms are seen (each with the screen rectangle
 * its portals leave open), and each room's faces and sprites. */
#include "engine/render/render_internal.h"

#include <string.h>

const Room *RenderRoom_At(const Renderer *r, uint32_t idx)
{
    const Level *lv = r->level;
    const Room *room = &lv->rooms[idx];
    if (r->flipped && room->alternate_room >= 0 && (uint32_t)room->alternate_room < lv->num_rooms)
        room = &lv->rooms[room->alternate_room];
    return room;
}

void RenderRoom_Draw(Renderer *r, uint32_t ri)
{
    const Level *lv = r->level;
    const Room *room = RenderRoom_At(r, ri);
    VVert *vv = r->vverts;
    int32_t *vw = render_priv(r)->vert_w;
    EmitCtx c = {r, r->room_rect[ri], NULL, vv, vw};
    c.cmap = RenderWater_Cmap(r, room);
    Mat34 mt = r->view;
    Mat34_TranslateRel(&mt, room->x, 0, room->z);
    uint32_t nv = MIN(room->num_vertices, r->vverts_cap);
    /* TR2 light modes (see Render_SetSunset): this tick's table row */
    int32_t step[RENDER_LIGHT_CYCLE];
    bool moded = lv->game == GAME_TR2 && room->light_mode > 0 &&
                 room->light_mode < RENDER_ROOM_LIGHT_MODES;
    if (moded) {
        int32_t row = r->room_light_shade[room->light_mode];
        for (int32_t j = 0; j < RENDER_LIGHT_CYCLE; j++)
            step[j] = (j - RENDER_LIGHT_CYCLE / 2) * row * 512 / (RENDER_LIGHT_CYCLE - 1);
    }
    /* the dynamic lights that reach this room (Render_SetDynamicLights) */
    uint8_t dyn[RENDER_MAX_DYN_LIGHTS];
    int ndyn = r->num_dyn ? RenderLight_DynRoom(r, room, dyn) : 0;
    /* TR2's water looks: water rooms' vertices shimmer; rooms seen through
     * the surface wobble */
    bool water = (room->flags & ROOM_FLAG_WATER) != 0;
    bool shimmer = r->water_look == RENDER_WATER_TR2 && water;
    bool wobble = r->water_look == RENDER_WATER_TR2 && water != r->underwater;
    _Static_assert(sizeof(RoomVertex) == 7 * sizeof(int16_t), "RoomVertex is seven int16");
    /* (a room without vertices may have a NULL array) */
    if (nv)
        RenderXform_Verts(&mt, &room->vertices[0].pos.x, 7, nv, vv);
    for (uint32_t i = 0; i < nv; i++) {
        const RoomVertex *rv = &room->vertices[i];
        VVert *o = &vv[i];
        int32_t shade = rv->shade;
        if (moded)
            shade = CLAMP(rv->lighting + step[(rv->attributes & 0xFF) % RENDER_LIGHT_CYCLE], 0,
                          0x1FFF);
        if (ndyn)
            shade = RenderLight_DynShade(r, dyn, ndyn, room->x + rv->pos.x, rv->pos.y,
                                         room->z + rv->pos.z, shade);
        if (shimmer)
            shade += Render_WaterShimmer(r, i, room->num_vertices);
        shade_vertex(r, o, shade);
    }
    /* the corners of neighbouring rooms that lie on this room's edges
     * (their shade is never used: faces interpolate theirs) */
    uint32_t rix = (uint32_t)(room - lv->rooms);
    /* (a level without any has NULL arrays: NULL + 0 is undefined in C) */
    const Vec3s *extra = r->tj.extra ? r->tj.extra + r->tj.extra_first[rix] : NULL;
    uint32_t nx = r->tj.extra_first[rix + 1] - r->tj.extra_first[rix];
    if (nx) /* vverts_cap counts them */
        RenderXform_Verts(&mt, &extra[0].x, 3, nx, vv + nv);
    for (uint32_t i = 0; i < nx; i++)
        shade_vertex(r, &vv[nv + i], 0);
    /* a wobbling room moves its projected vertices; any other projects
     * only those its drawn faces use (OC_LAZY) */
    if (wobble)
        RenderClip_ProjectVertices(r, vv, vw, nv + nx, c.rect);
    else
        RenderClip_ClassifyVertices(r, vv, nv + nx, c.rect);
    if (wobble) {
        RenderWater_Wibble(r, vv, nv, room->vertices, c.rect);
        RenderWater_Wibble(r, vv + nv, nx, NULL, c.rect); /* the neighbours' corners */
    }
    bool tr3 = lv->game == GAME_TR3;
    /* the faces with T-junctions, in face order (see render_tjunc.c) */
    const RenderTJ *tj = r->tj.rec ? r->tj.rec + r->tj.rec_first[rix] : NULL;
    const RenderTJ *tj_end = r->tj.rec ? r->tj.rec + r->tj.rec_first[rix + 1] : NULL;
    for (uint32_t i = 0; i < room->num_quads; i++) {
        const RoomQuad *q = &room->quads[i];
        if (q->vertices[0] >= nv || q->vertices[1] >= nv || q->vertices[2] >= nv ||
            q->vertices[3] >= nv)
            continue;
        bool cull = !(tr3 && (q->texture & 0x8000));
        if (tj < tj_end && tj->face == i)
            RenderFace_TJ(&c, q->vertices, 4, tj++, q->texture, cull);
        else
            emit_quad(&c, vv, q->vertices, q->texture, true, true, cull);
    }
    for (uint32_t i = 0; i < room->num_tris; i++) {
        const RoomTri *t = &room->tris[i];
        if (t->vertices[0] >= nv || t->vertices[1] >= nv || t->vertices[2] >= nv)
            continue;
        bool cull = !(tr3 && (t->texture & 0x8000));
        if (tj < tj_end && tj->face == room->num_quads + i)
            RenderFace_TJ(&c, t->vertices, 3, tj++, t->texture, cull);
        else
            emit_tri_face(&c, vv, t->vertices, t->texture, true, true, cull);
    }
    for (uint32_t i = 0; i < room->num_sprites; i++) {
        const RoomSprite *s = &room->sprites[i];
        if (s->vertex >= nv)
            continue;
        const VVert *v = &vv[s->vertex];
        RenderSprite_Emit(&c, v->x, v->y, v->z, s->texture, room->vertices[s->vertex].shade);
    }
}

/* ---- visibility ------------------------------------------------------------- */

static void visit_portals(Renderer *r, uint32_t ri, const int32_t cam[3])
{
    const Level *lv = r->level;
    const Room *room = RenderRoom_At(r, ri);
    RectI cur = r->room_rect[ri];
    Mat34 m = r->view;
    Mat34_TranslateRel(&m, room->x, 0, room->z);
    for (uint32_t pi = 0; pi < room->num_portals; pi++) {
        const RoomPortal *p = &room->portals[pi];
        uint32_t adj = p->adjoining_room;
        if (adj >= lv->num_rooms)
            continue;
        /* facing: the normal points into this room */
        int64_t dx = cam[0] - (room->x + p->vertices[0].x);
        int64_t dy = cam[1] - p->vertices[0].y;
        int64_t dz = cam[2] - (room->z + p->vertices[0].z);
        int64_t facing = dx * p->normal.x + dy * p->normal.y + dz * p->normal.z;
        /* camera right at the portal (within 2 near distances of its
         * bounding box): pass the whole current rectangle */
        int32_t bx0 = INT32_MAX, bx1 = INT32_MIN, by0 = INT32_MAX, by1 = INT32_MIN,
                bz0 = INT32_MAX, bz1 = INT32_MIN;
        for (int k = 0; k < 4; k++) {
            int32_t x = room->x + p->vertices[k].x, y = p->vertices[k].y,
                    z = room->z + p->vertices[k].z;
            bx0 = MIN(bx0, x); bx1 = MAX(bx1, x);
            by0 = MIN(by0, y); by1 = MAX(by1, y);
            bz0 = MIN(bz0, z); bz1 = MAX(bz1, z);
        }
        const int32_t M = 2 * RENDER_NEAR_Z;
        bool near = cam[0] >= bx0 - M && cam[0] <= bx1 + M && cam[1] >= by0 - M &&
                    cam[1] <= by1 + M && cam[2] >= bz0 - M && cam[2] <= bz1 + M;
        RectI nr;
        if (near) {
            nr = cur;
        } else {
            if (facing <= 0)
                continue;
            VVert v[4], clipped[8];
            uint8_t oc_and = 0xFF, oc_or = 0;
            for (int k = 0; k < 4; k++) {
                xform(&m, p->vertices[k].x, p->vertices[k].y, p->vertices[k].z, &v[k]);
                v[k].u = v[k].v = v[k].shade = 0;
                v[k].oc = v[k].z < RENDER_NEAR_Z ? 1 : 0;
                oc_and &= v[k].oc;
                oc_or |= v[k].oc;
            }
            if (oc_and)
                continue;
            const VVert *vs = v;
            int n = 4;
            if (oc_or) {
                n = RenderClip_Plane(v, 4, clipped, 0, r->far_z);
                vs = clipped;
            }
            int64_t x0 = INT64_MAX, x1 = INT64_MIN, y0 = INT64_MAX, y1 = INT64_MIN;
            for (int k = 0; k < n; k++) {
                int64_t sx = (int64_t)r->cx + floordiv((int64_t)vs[k].x * r->f, vs[k].z);
                int64_t sy = (int64_t)r->cy + floordiv((int64_t)vs[k].y * r->f, vs[k].z);
                x0 = MIN(x0, sx); x1 = MAX(x1, sx + 1);
                y0 = MIN(y0, sy); y1 = MAX(y1, sy + 1);
            }
            /* one pixel of slack: projection rounding must never open a gap */
            nr.x0 = (int16_t)CLAMP(x0 - 1, cur.x0, cur.x1);
            nr.x1 = (int16_t)CLAMP(x1 + 1, cur.x0, cur.x1);
            nr.y0 = (int16_t)CLAMP(y0 - 1, cur.y0, cur.y1);
            nr.y1 = (int16_t)CLAMP(y1 + 1, cur.y0, cur.y1);
        }
        if (rect_empty(nr))
            continue;
        RectI *ar = &r->room_rect[adj];
        RectI u;
        if (r->room_stamp[adj] != r->stamp) {
            r->room_stamp[adj] = r->stamp;
            u = nr;
            r->room_order[r->num_visible++] = (uint16_t)adj;
        } else if (rect_empty(*ar)) {
            u = nr;
        } else {
            u.x0 = MIN(ar->x0, nr.x0);
            u.y0 = MIN(ar->y0, nr.y0);
            u.x1 = MAX(ar->x1, nr.x1);
            u.y1 = MAX(ar->y1, nr.y1);
            if (u.x0 == ar->x0 && u.y0 == ar->y0 && u.x1 == ar->x1 && u.y1 == ar->y1)
                continue; /* nothing new seen */
        }
        *ar = u;
        r->room_queued[adj] = 1; /* (re)visit its portals with the grown rectangle */
    }
}

void RenderRoom_FindVisible(Renderer *r, uint32_t cam_room, const int32_t cam[3])
{
    const Level *lv = r->level;
    r->stamp++;
    if (r->stamp == 0) {
        memset(r->room_stamp, 0, lv->num_rooms * sizeof(uint32_t));
        r->stamp = 1;
    }
    memset(r->room_queued, 0, lv->num_rooms);
    r->num_visible = 0;
    r->room_stamp[cam_room] = r->stamp;
    r->room_rect[cam_room] = (RectI){0, 0, (int16_t)r->width, (int16_t)r->height};
    r->room_order[r->num_visible++] = (uint16_t)cam_room;
    r->room_queued[cam_room] = 1;
    /* Work list: rooms whose rectangle grew are revisited until nothing
     * changes (rectangles only grow and are bounded, so this ends). A
     * safety cap bounds pathological data. */
    uint32_t guard = lv->num_rooms * 64 + 64;
    bool changed = true;
    while (changed && guard--) {
        changed = false;
        for (uint32_t i = 0; i < r->num_visible; i++) {
            uint32_t ri = r->room_order[i];
            if (!r->room_queued[ri])
                continue;
            r->room_queued[ri] = 0;
            visit_portals(r, ri, cam);
            changed = true;
        }
    }
}

