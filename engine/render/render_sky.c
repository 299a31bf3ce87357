/* TR2's sky (Render_SetSky): the sky model drawn around the camera, behind
 * everything, where an outside room is in view. */
#include "engine/render/render_internal.h"

/* The part of the screen the sky may show through: the union of the
 * rectangles of the rooms seen that do not hide it (the original grows its
 * "outside" window with every room drawn without the inside flag), and
 * whether any room seen (or the camera's) is outside at all. */
static bool outside_rect(const Renderer *r, uint32_t cam_room, RectI *out)
{
    bool outside = (RenderRoom_At(r, cam_room)->flags & ROOM_FLAG_OUTSIDE) != 0;
    /* from an outside room the whole screen */
    RectI u = {0, 0, 0, 0};
    if (outside)
        u = (RectI){0, 0, (int16_t)r->width, (int16_t)r->height};
    bool any = outside;
    for (uint32_t i = 0; i < r->num_visible; i++) {
        uint32_t ri = r->room_order[i];
        RectI rr = r->room_rect[ri];
        if (rect_empty(rr))
            continue;
        const Room *room = RenderRoom_At(r, ri);
        if (room->flags & ROOM_FLAG_OUTSIDE)
            outside = true;
        if (room->flags & ROOM_FLAG_INSIDE)
            continue;
        if (!any) {
            u = rr;
            any = true;
        } else {
            u.x0 = MIN(u.x0, rr.x0);
            u.y0 = MIN(u.y0, rr.y0);
            u.x1 = MAX(u.x1, rr.x1);
            u.y1 = MAX(u.y1, rr.y1);
        }
    }
    *out = u;
    return outside && any;
}

void RenderSky_Emit(Renderer *r, uint32_t cam_room)
{
    r->sky_on = false;
    RectI rect;
    if (r->sky_mesh < 0 || !outside_rect(r, cam_room, &rect))
        return;
    r->sky_on = true;
    const Level *lv = r->level;
    const Mesh *mesh = &lv->meshes[r->sky_mesh];
    if (mesh->num_vertices > r->vverts_cap)
        return;
    /* the view's rotation only: the sky stays centred on the camera */
    Mat34 view = r->view;
    view.t[0] = view.t[1] = view.t[2] = 0;
    Mat34 m;
    Mat34_Mul(&m, &view, &r->sky_rot);
    VVert *vv = r->vverts;
    int32_t *vw = render_priv(r)->vert_w;
    int n = mesh->num_vertices;
    for (int i = 0; i < n; i++) {
        VVert *o = &vv[i];
        xform(&m, mesh->vertices[i].x, mesh->vertices[i].y, mesh->vertices[i].z, o);
        o->shade = 0x0FFF; /* half bright, without depth cue */
        o->oc = o->z < RENDER_NEAR_Z ? OC_NEAR : 0; /* never cut far */
    }
    RenderClip_ProjectVertices(r, vv, vw, (uint32_t)n, rect);
    /* above water the normal ColourMap (the original sets up the sky as
     * above water whatever the camera's room) */
    EmitCtx c = {r, rect, RenderWater_Cmap(r, NULL), vv, vw};
    uint32_t first = r->num_polys;
    for (int i = 0; i < mesh->num_tex_quads; i++) {
        const MeshQuad *q = &mesh->tex_quads[i];
        if (q->vertices[0] < n && q->vertices[1] < n && q->vertices[2] < n && q->vertices[3] < n)
            emit_quad(&c, vv, q->vertices, q->texture, true, false, true);
    }
    for (int i = 0; i < mesh->num_tex_tris; i++) {
        const MeshTri *t = &mesh->tex_tris[i];
        if (t->vertices[0] < n && t->vertices[1] < n && t->vertices[2] < n)
            emit_tri_face(&c, vv, t->vertices, t->texture, true, false, true);
    }
    for (int i = 0; i < mesh->num_col_quads; i++) {
        const MeshQuad *q = &mesh->col_quads[i];
        if (q->vertices[0] < n && q->vertices[1] < n && q->vertices[2] < n && q->vertices[3] < n)
            emit_quad(&c, vv, q->vertices, q->texture & 0xFF, false, false, true);
    }
    for (int i = 0; i < mesh->num_col_tris; i++) {
        const MeshTri *t = &mesh->col_tris[i];
        if (t->vertices[0] < n && t->vertices[1] < n && t->vertices[2] < n)
            emit_tri_face(&c, vv, t->vertices, t->texture & 0xFF, false, false, true);
    }
    /* behind everything: the farthest key (ties keep submission order, and
     * nothing was submitted before the sky) */
    for (uint32_t i = first; i < r->num_polys; i++)
        r->sort_keys[i] = 0;
}
