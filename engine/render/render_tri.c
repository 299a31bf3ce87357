/* Triangles of a sprite's picture in world space (see RenderTriDraw in
 * render.h): TR3's fish. Each is made a small face of its own (three
 * view-space vertices, the sprite's tile and corners as its texture) and
 * handed to the same projection, clipping and polygon set-up as a mesh
 * face, so it is drawn by the same rasteriser paths with the same bytes. */
#include "engine/render/render_internal.h"

void Render_SetTris(Renderer *r, const RenderTriDraw *tris, size_t num_tris)
{
    r->tris = tris;
    r->num_tris = tris ? num_tris : 0;
}

static const uint16_t TRI_IDX[3] = { 0, 1, 2 };
static const uint8_t TRI_TVI[3] = { 0, 1, 2 };

/* One triangle, its room seen (rectangle rect). */
static void emit_one(Renderer *r, const RenderTriDraw *t, RectI rect)
{
    const Level *lv = r->level;
    const SpriteTexture *st = &lv->sprite_textures[t->sprite];
    if (st->tile >= lv->num_textiles || !lv->textiles8)
        return;
    FaceTex ft = { 0 };
    ft.tex = lv->textiles8 + (size_t)st->tile * TEXTILE_SIZE * TEXTILE_SIZE;
    ft.transparent = true;
    /* the sprite's rectangle: texels x .. x + (width >> 8), its right and
     * bottom edges just past its last texel (8.8) */
    int32_t u0 = st->x << 8, v0 = st->y << 8;
    int32_t u1 = u0 + ((st->width >> 8) + 1) * 256, v1 = v0 + ((st->height >> 8) + 1) * 256;
    VVert vv[3];
    int32_t vw[3];
    for (int i = 0; i < 3; i++) {
        ft.u[i] = (t->corner[i] & 1) ? u1 : u0;
        ft.v[i] = (t->corner[i] & 2) ? v1 : v0;
        xform(&r->view, t->v[i].x, t->v[i].y, t->v[i].z, &vv[i]);
        shade_vertex(r, &vv[i], CLAMP(t->shade, 0, 0x1FFF));
    }
    uint16_t oc = RenderClip_ProjectVertices(r, vv, vw, 3, rect);
    uint8_t oc_and = (uint8_t)oc, oc_or = (uint8_t)(oc >> 8);
    if (face_off(r, oc_and, oc_or))
        return;
    if (r->num_polys >= MAX_POLYS) {
        r->stats.polys_dropped++;
        return;
    }
    EmitCtx c = { r, rect, RenderWater_Cmap(r, RenderRoom_At(r, (uint32_t)t->room)), vv, vw };
    int32_t z = (vv[0].z + vv[1].z + vv[2].z) / 3;
    uint32_t key = (uint32_t)MAX(z, 0);
    if (oc_or & OC_CLIP)
        RenderClip_EmitPolyClipped(&c, TRI_IDX, TRI_TVI, 3, &ft, key, oc_or);
    else
        RenderInterp_EmitPoly3(&c, TRI_IDX, TRI_TVI, &ft, key);
}

void RenderTri_Emit(Renderer *r)
{
    const Level *lv = r->level;
    const RenderTriDraw *list = r->tris;
    size_t n = r->num_tris;
    r->tris = NULL;
    r->num_tris = 0;
    for (size_t k = 0; k < n; k++) {
        const RenderTriDraw *t = &list[k];
        if (t->sprite >= lv->num_sprite_textures || t->room < 0 ||
            (uint32_t)t->room >= lv->num_rooms || r->room_stamp[t->room] != r->stamp ||
            rect_empty(r->room_rect[t->room]))
            continue;
        emit_one(r, t, r->room_rect[t->room]);
    }
}
