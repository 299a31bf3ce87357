/* Meshes: items' meshes and room statics. */
#include "engine/render/render_internal.h"

void RenderMesh_Draw(Renderer *r, const Mesh *mesh, const Mat34 *world, const Room *room,
                     RectI rect, int mode, int32_t fixed)
{
    if (mesh->num_vertices > r->vverts_cap)
        return;
    VVert *vv = r->vverts;
    int32_t *vw = render_priv(r)->vert_w;
    EmitCtx c = {r, rect, NULL, vv, vw};
    c.cmap = RenderWater_Cmap(r, room);
    Mat34 mv;
    Mat34_Mul(&mv, &r->view, world);
    int n = mesh->num_vertices;
    RenderLight_Mesh(r, mesh, world, room, mode, fixed, vv);
    _Static_assert(sizeof(Vec3s) == 3 * sizeof(int16_t), "Vec3s is three int16");
    if (n) /* (a mesh without vertices may have a NULL array) */
        RenderXform_Verts(&mv, &mesh->vertices[0].x, 3, (uint32_t)n, vv);
    for (int i = 0; i < n; i++)
        shade_vertex(r, &vv[i], vv[i].shade);
    uint16_t oc = RenderClip_ProjectVertices(r, vv, vw, (uint32_t)n, rect);
    uint8_t all = (uint8_t)oc, any = (uint8_t)(oc >> 8);
    if (n == 0 || (all & OC_CLIP))
        return;
    /* wholly beyond one side of the rectangle: every face would be rejected
     * (while the sort list has room; a full list counts them as dropped) */
    if (!(any & OC_CLIP) && (all & OC_RECT) && r->num_polys < MAX_POLYS)
        return;
    for (int i = 0; i < mesh->num_tex_quads; i++) {
        const MeshQuad *q = &mesh->tex_quads[i];
        if (q->vertices[0] >= n || q->vertices[1] >= n || q->vertices[2] >= n ||
            q->vertices[3] >= n)
            continue;
        emit_quad(&c, vv, q->vertices, q->texture, true, false, true);
    }
    for (int i = 0; i < mesh->num_tex_tris; i++) {
        const MeshTri *t = &mesh->tex_tris[i];
        if (t->vertices[0] >= n || t->vertices[1] >= n || t->vertices[2] >= n)
            continue;
        emit_tri_face(&c, vv, t->vertices, t->texture, true, false, true);
    }
    /* coloured faces: the low byte of the texture field is a palette index */
    for (int i = 0; i < mesh->num_col_quads; i++) {
        const MeshQuad *q = &mesh->col_quads[i];
        if (q->vertices[0] >= n || q->vertices[1] >= n || q->vertices[2] >= n ||
            q->vertices[3] >= n)
            continue;
        emit_quad(&c, vv, q->vertices, q->texture & 0xFF, false, false, true);
    }
    for (int i = 0; i < mesh->num_col_tris; i++) {
        const MeshTri *t = &mesh->col_tris[i];
        if (t->vertices[0] >= n || t->vertices[1] >= n || t->vertices[2] >= n)
            continue;
        emit_tri_face(&c, vv, t->vertices, t->texture & 0xFF, false, false, true);
    }
}

void RenderMesh_DrawInRoom(Renderer *r, const Mesh *mesh, const Mat34 *world, uint32_t room_idx,
                           int mode, int32_t fixed)
{
    RenderMesh_Draw(r, mesh, world, RenderRoom_At(r, room_idx), r->room_rect[room_idx], mode, fixed);
}

void RenderMesh_DrawStatics(Renderer *r, uint32_t ri)
{
    const Level *lv = r->level;
    const Room *room = RenderRoom_At(r, ri);
    /* every dynamic light counts for a static (the original tests no room) */
    uint8_t dyn[RENDER_MAX_DYN_LIGHTS];
    for (int i = 0; i < r->num_dyn; i++)
        dyn[i] = (uint8_t)i;
    for (uint32_t i = 0; i < room->num_statics; i++) {
        const RoomStatic *s = &room->statics[i];
        if (s->static_index >= lv->num_static_meshes)
            continue;
        const StaticMesh *sm = &lv->static_meshes[s->static_index];
        if (lv->game != GAME_TR3 && !(sm->flags & 2))
            continue; /* TR1/TR2: bit 1 = visible */
        const Mesh *mesh = Level_MeshAt(lv, sm->mesh);
        if (!mesh)
            continue;
        Mat34 w;
        Mat34_FromPosRot(&w, s->pos.x, s->pos.y, s->pos.z, s->rotation, 0, 0);
        int32_t shade;
        if (lv->game == GAME_TR3) {
            /* TR3 stores a 15-bit colour: brightness from its largest channel */
            int32_t cr = (s->intensity >> 10) & 31, cg = (s->intensity >> 5) & 31, cb = s->intensity & 31;
            int32_t mx = MAX(cr, MAX(cg, cb));
            shade = 0x1FFF - mx * 0x1FFF / 31;
        } else {
            shade = s->intensity;
        }
        if (r->num_dyn)
            shade = RenderLight_DynShade(r, dyn, r->num_dyn, s->pos.x, s->pos.y, s->pos.z,
                                         clamp_shade(shade));
        RenderMesh_DrawInRoom(r, mesh, &w, ri, RENDER_LIGHT_FIXED, clamp_shade(shade));
    }
}

