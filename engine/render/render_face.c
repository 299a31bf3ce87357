/* Faces: whole-face tests done, a face's texture resolved, quads drawn as
 * one polygon or split in two, and room faces with T-junction corners. The
 * hot first tests (emit_quad, emit_tri_face) are inline in
 * render_internal.h. */
#include "engine/render/render_internal.h"

/* Emits one triangle or planar quad (its vertices a, b, d, e are the face's
 * tvi[0..3], face vertex k being vv[idx[k]]; e NULL for a triangle) into the
 * sort list; back: culled as back-facing (the caller tests it first, to skip
 * the texture set-up of faces that go no further). */
static inline void emit_tri(EmitCtx *c, const VVert *a, const VVert *b, const VVert *d,
                            const VVert *e, const uint16_t *idx, const FaceTex *ft,
                            const uint8_t *tvi, uint32_t key, bool back)
{
    Renderer *r = c->r;
    uint8_t oc_and = a->oc & b->oc & d->oc, oc_or = a->oc | b->oc | d->oc;
    if (e) {
        oc_and &= e->oc;
        oc_or |= e->oc;
    }
    if (face_off(r, oc_and, oc_or) || back)
        return;
    if (r->num_polys >= MAX_POLYS) {
        r->stats.polys_dropped++;
        return;
    }
    if (oc_or & OC_CLIP)
        RenderClip_EmitPolyClipped(c, idx, tvi, e ? 4 : 3, ft, key, oc_or);
    else if (e)
        RenderInterp_EmitPoly4(c, idx, tvi, ft, key);
    else
        RenderInterp_EmitPoly3(c, idx, tvi, ft, key);
}

/* Resolves a face's texture (an object texture, through the animation
 * remap, when textured, else a palette colour); NULL if it cannot be drawn. */
static inline const FaceTex *face_texture(Renderer *r, uint16_t texture, bool textured)
{
    RenderPriv *pr = render_priv(r);
    if (!textured)
        return &pr->flat[texture & 0xFF];
    uint32_t t = texture & 0x7FFF;
    if (t >= r->num_tex)
        return NULL;
    const FaceTex *ft = &pr->tex_info[r->tex_remap[t]];
    return ft->tex ? ft : NULL;
}

static const uint8_t TRI_A[3] = {0, 1, 2};
static const uint8_t TRI_B[3] = {0, 2, 3};
static const uint8_t QUAD[4] = {0, 1, 2, 3};

static inline int32_t iabs32(int32_t v) { return v < 0 ? -v : v; }

/* A quad can be drawn as one polygon (one set of attribute planes) when it
 * is a parallelogram in space, in texture space and in shade: then 1/z, u/z,
 * v/z and the shade are exactly planar over it. Otherwise it is split into
 * two triangles (non-planar or non-affine quads are common: slopes, warped
 * textures). Tolerances: 2 units of position (view-space rounding), 1/16
 * texel, 1/4 of a ColourMap row. */
static bool quad_is_planar(const VVert *a, const VVert *b, const VVert *d, const VVert *e,
                           const FaceTex *ft)
{
    if (iabs32(a->x + d->x - b->x - e->x) > 2 || iabs32(a->y + d->y - b->y - e->y) > 2 ||
        iabs32(a->z + d->z - b->z - e->z) > 2)
        return false;
    if (iabs32(a->shade + d->shade - b->shade - e->shade) > 64)
        return false;
    if (ft->tex && (iabs32(ft->u[0] + ft->u[2] - ft->u[1] - ft->u[3]) > 16 ||
                    iabs32(ft->v[0] + ft->v[2] - ft->v[1] - ft->v[3]) > 16))
        return false;
    return true;
}

/* The second half of emit_quad: the quad passed the whole-face tests. */
void RenderFace_QuadVisible(EmitCtx *c, const VVert *a, const VVert *b, const VVert *d,
                            const VVert *e, const uint16_t *idx, uint16_t texture,
                            bool textured, bool room, bool cull, bool back_a)
{
    const FaceTex *ft = face_texture(c->r, texture, textured);
    if (!ft)
        return;
    if ((a->oc | b->oc | d->oc | e->oc) & OC_LAZY)
        for (int k = 0; k < 4; k++)
            RenderClip_Ensure(c, idx[k]);
    uint32_t key;
    if (room) {
        int32_t z = MAX(MAX(a->z, b->z), MAX(d->z, e->z));
        key = (uint32_t)MAX(z, 0);
    } else {
        int32_t z = (a->z + b->z + d->z + e->z) / 4;
        key = (uint32_t)MAX(z, 0);
    }
    if (quad_is_planar(a, b, d, e, ft)) {
        emit_tri(c, a, b, d, e, idx, ft, QUAD, key, back_a);
        return;
    }
    emit_tri(c, a, b, d, NULL, idx, ft, TRI_A, key, back_a);
    emit_tri(c, a, d, e, NULL, idx, ft, TRI_B, key, cull && back_facing(a, d, e));
}

/* The second half of emit_tri_face. */
void RenderFace_TriVisible(EmitCtx *c, const VVert *a, const VVert *b, const VVert *d,
                           const uint16_t *idx, uint16_t texture, bool textured, bool room)
{
    const FaceTex *ft = face_texture(c->r, texture, textured);
    if (!ft)
        return;
    if ((a->oc | b->oc | d->oc) & OC_LAZY)
        for (int k = 0; k < 3; k++)
            RenderClip_Ensure(c, idx[k]);
    int32_t z = room ? MAX(MAX(a->z, b->z), d->z) : (a->z + b->z + d->z) / 3;
    emit_tri(c, a, b, d, NULL, idx, ft, TRI_A, (uint32_t)MAX(z, 0), false);
}

/* ---- faces with T-junctions (see render_tjunc.c) ---------------------------- */

static const uint8_t IDENT[POLY_MAX_VERTS] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};

/* Shade of a point P on the screen segment a -> b, as the face's Gouraud
 * plane has it there (linear in screen space along the longer axis). */
static int32_t shade_on_segment(const VVert *a, const VVert *b, const VVert *pt)
{
    int64_t dx = (int64_t)b->sx - a->sx, dy = (int64_t)b->sy - a->sy;
    int64_t num, den;
    if ((dx < 0 ? -dx : dx) >= (dy < 0 ? -dy : dy)) {
        num = (int64_t)pt->sx - a->sx;
        den = dx;
    } else {
        num = (int64_t)pt->sy - a->sy;
        den = dy;
    }
    if (den == 0)
        return a->shade;
    int64_t s = a->shade + div_trunc((int64_t)(b->shade - a->shade) * num, den);
    return (int32_t)CLAMP(s, MIN(a->shade, b->shade), MAX(a->shade, b->shade));
}

/* One polygon (corners tvi[0..n) of a face with nface corners) of a face
 * with T-junction record tj: its outline takes the extra corners of every
 * original edge it runs along (a split quad's diagonal has none). Texel
 * coordinates of an extra corner are interpolated along its edge in space
 * (exact: u, v are affine along a straight edge); its shade where the face's
 * shading has it, so the face looks as it did without the corner. */
static void emit_outline(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi, int n, int nface,
                         const RenderTJ *tj, const FaceTex *ft, uint32_t key, bool back)
{
    Renderer *r = c->r;
    const VVert *vv = c->vv;
    uint8_t oc_and = 0xFF, oc_or = 0;
    for (int i = 0; i < n; i++) {
        oc_and &= vv[idx[tvi[i]]].oc;
        oc_or |= vv[idx[tvi[i]]].oc;
    }
    if (face_off(r, oc_and, oc_or) || back)
        return;
    if (r->num_polys >= MAX_POLYS) {
        r->stats.polys_dropped++;
        return;
    }
    int start[4], s = 0;
    for (int k = 0; k < nface; k++) {
        start[k] = s;
        s += tj->count[k];
    }
    uint16_t ov[POLY_MAX_VERTS];
    int32_t us[POLY_MAX_VERTS], vs[POLY_MAX_VERTS], shade[POLY_MAX_VERTS];
    int m = 0;
    for (int i = 0; i < n; i++) {
        int ka = tvi[i], kb = tvi[(i + 1) % n];
        const VVert *a = &vv[idx[ka]], *b = &vv[idx[kb]];
        ov[m] = idx[ka];
        us[m] = ft->u[ka];
        vs[m] = ft->v[ka];
        shade[m++] = a->shade;
        if (kb != (ka + 1) % nface)
            continue;
        for (int j = 0; j < tj->count[ka]; j++) {
            int q = start[ka] + j;
            int64_t t = tj->t[q];
            const VVert *pt = &vv[tj->vert[q]];
            ov[m] = tj->vert[q];
            us[m] = ft->u[ka] + (int32_t)(((int64_t)(ft->u[kb] - ft->u[ka]) * t) >> 16);
            vs[m] = ft->v[ka] + (int32_t)(((int64_t)(ft->v[kb] - ft->v[ka]) * t) >> 16);
            /* off-screen projections are not valid past the near plane:
             * there, the position along the edge in space */
            shade[m++] = (oc_or & OC_NEAR)
                             ? a->shade + (int32_t)(((int64_t)(b->shade - a->shade) * t) >> 16)
                             : shade_on_segment(a, b, pt);
        }
    }
    Poly *p = &r->polys[r->num_polys];
    int32_t w[POLY_MAX_VERTS], sh[POLY_MAX_VERTS];
    if (oc_or & OC_CLIP) {
        m = RenderClip_Poly(r, vv, ov, IDENT, m, oc_or, p, w, sh, us, vs, shade);
        if (m < 3)
            return;
    } else {
        for (int i = 0; i < m; i++) {
            p->x[i] = vv[ov[i]].sx;
            p->y[i] = vv[ov[i]].sy;
            w[i] = c->vw[ov[i]];
            sh[i] = shade[i] << 8;
        }
    }
    RenderInterp_FinishPoly(c, p, m, w, sh, us, vs, ft, key);
}

/* A room face (quad when nface is 4, else triangle) with T-junction record
 * tj: the same tests and split as emit_quad / emit_tri_face, drawn through
 * emit_outline. */
void RenderFace_TJ(EmitCtx *c, const uint16_t *idx, int nface, const RenderTJ *tj,
                   uint16_t texture, bool cull)
{
    const VVert *v = c->vv;
    const VVert *a = &v[idx[0]], *b = &v[idx[1]], *d = &v[idx[2]];
    const VVert *e = nface == 4 ? &v[idx[3]] : d;
    if (face_off(c->r, a->oc & b->oc & d->oc & e->oc, a->oc | b->oc | d->oc | e->oc))
        return;
    bool back_a = cull && back_facing(a, b, d);
    bool back_b = nface == 4 ? cull && back_facing(a, d, e) : true;
    if (back_a && back_b)
        return;
    const FaceTex *ft = face_texture(c->r, texture, true);
    if (!ft)
        return;
    int extra = 0; /* the face's corners and the extra ones on its edges */
    for (int k = 0; k < nface; k++) {
        RenderClip_Ensure(c, idx[k]);
        extra += tj->count[k];
    }
    for (int k = 0; k < extra; k++)
        RenderClip_Ensure(c, tj->vert[k]);
    int32_t z = MAX(MAX(a->z, b->z), MAX(d->z, e->z));
    uint32_t key = (uint32_t)MAX(z, 0);
    if (nface == 3)
        emit_outline(c, idx, TRI_A, 3, 3, tj, ft, key, back_a);
    else if (quad_is_planar(a, b, d, e, ft))
        emit_outline(c, idx, QUAD, 4, 4, tj, ft, key, back_a);
    else {
        emit_outline(c, idx, TRI_A, 3, 4, tj, ft, key, back_a);
        emit_outline(c, idx, TRI_B, 3, 4, tj, ft, key, back_b);
    }
}

