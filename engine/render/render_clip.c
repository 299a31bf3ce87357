/* Projection and clipping: vertices to the screen (with their outcodes),
 * polygons cut at the near and far planes, and the polygon set-up that
 * faces crossing them hand to render_interp.c. */
#include "engine/render/render_internal.h"

/* ---- projection and clipping ------------------------------------------------ */

/* Projected coordinates are held to +-(2^30 - 1) subpixels (67 million
 * pixels): only a vertex a hair in front of the near plane and far to the
 * side gets there, and holding it keeps every difference of two
 * coordinates (edge slopes, bounding boxes) inside 32 bits. */
#define PROJ_LIMIT (((int64_t)1 << 30) - 1)

static inline void project(const Renderer *r, VVert *v)
{
    int64_t z = v->z;
    int64_t sx = ((int64_t)r->cx * SUB_ONE) + floordiv((int64_t)v->x * r->f * SUB_ONE, z);
    int64_t sy = ((int64_t)r->cy * SUB_ONE) + floordiv((int64_t)v->y * r->f * SUB_ONE, z);
    v->sx = (int32_t)CLAMP(sx, -PROJ_LIMIT, PROJ_LIMIT);
    v->sy = (int32_t)CLAMP(sy, -PROJ_LIMIT, PROJ_LIMIT);
}

/* project() of a vertex with z >= RENDER_NEAR_Z, also returning its
 * w = 2^W_SHIFT / z: the three quotients from m = (2^32 - 1) / z. f16 is the
 * focal length in subpixels, cx16, cy16 the centre in subpixels. */
static inline int32_t project_w(const Renderer *r, VVert *v, uint32_t m, int64_t f16,
                                int32_t cx16, int32_t cy16)
{
    int64_t nx = v->x * f16, ny = v->y * f16;
    if (!fits_i32(nx) || !fits_i32(ny)) {
        project(r, v);
        return (int32_t)((1 << W_SHIFT) / v->z);
    }
    uint32_t z = (uint32_t)v->z;
    v->sx = (int32_t)((int64_t)cx16 + floordiv_recip((int32_t)nx, z, m));
    v->sy = (int32_t)((int64_t)cy16 + floordiv_recip((int32_t)ny, z, m));
    return (int32_t)udiv_recip(1u << W_SHIFT, z, m);
}

/* project_w of a vertex in front of the near plane, its w to *w and its
 * rectangle outcode bits (lim: x0, x1, y0, y1 in subpixels) */
static inline void project_one(const Renderer *r, VVert *o, int32_t *w, uint32_t m, int64_t f16,
                               int32_t cx16, int32_t cy16, const int32_t lim[4])
{
    *w = project_w(r, o, m, f16, cx16, cy16);
    o->oc |= (o->sx <= lim[0] ? OC_X0 : 0) | (o->sx >= lim[1] ? OC_X1 : 0) |
             (o->sy <= lim[2] ? OC_Y0 : 0) | (o->sy >= lim[3] ? OC_Y1 : 0);
}

/* Projects the vertices vv[0..n) that are in front of the near plane, sets
 * their w (vw[i]) and rectangle outcode bits, and returns the AND (low byte)
 * and OR (high byte) of all outcodes. The divisions (one per vertex) come first, in a loop of
 * their own, so that they overlap each other rather than each one's latency
 * holding up the projection arithmetic. */
uint16_t RenderClip_ProjectVertices(const Renderer *r, VVert *vv, int32_t *vw, uint32_t n,
                                    RectI rect)
{
    uint32_t *recip = (uint32_t *)vw; /* reciprocals until replaced by w */
    for (uint32_t i = 0; i < n; i++)
        if (!(vv[i].oc & OC_NEAR))
            recip[i] = UINT32_MAX / (uint32_t)vv[i].z;
    int32_t x0 = rect.x0 << SUB_BITS, x1 = rect.x1 << SUB_BITS;
    int32_t y0 = rect.y0 << SUB_BITS, y1 = rect.y1 << SUB_BITS;
    /* locals: the stores below may alias *r as far as the compiler knows */
    int64_t f16 = (int64_t)r->f * SUB_ONE;
    int32_t cx16 = r->cx * SUB_ONE, cy16 = r->cy * SUB_ONE;
    uint8_t all = 0xFF, any = 0;
    uint32_t i = 0;
    /* eight at a time where render_xform.c can (not on the scalar reference
     * path): the lanes it did are copied, the others done below */
    const int32_t lim[4] = {x0, x1, y0, y1};
    if (fits_i32(f16) && n >= 8 && Render_RasterPath() != RENDER_RASTER_SCALAR &&
        RenderXform_VectorSupported()) {
        for (; i + 8 <= n; i += 8) {
            RenderProj8 b;
            uint8_t done = RenderXform_Project8(vv + i, recip + i, (int32_t)f16, cx16, cy16, lim, &b);
            for (uint32_t k = 0; k < 8; k++) {
                VVert *o = &vv[i + k];
                if (o->oc & OC_NEAR) {
                } else if (done >> k & 1) {
                    o->sx = b.sx[k];
                    o->sy = b.sy[k];
                    vw[i + k] = b.w[k];
                    o->oc |= (uint8_t)b.oc[k];
                } else {
                    project_one(r, o, &vw[i + k], recip[i + k], f16, cx16, cy16, lim);
                }
                all &= o->oc;
                any |= o->oc;
            }
        }
    }
    for (; i < n; i++) {
        VVert *o = &vv[i];
        if (!(o->oc & OC_NEAR))
            project_one(r, o, &vw[i], recip[i], f16, cx16, cy16, lim);
        all &= o->oc;
        any |= o->oc;
    }
    return (uint16_t)(all | any << 8);
}

void RenderClip_ClassifyVertices(const Renderer *r, VVert *vv, uint32_t n, RectI rect)
{
    /* sx = cx16 + floor(nx / z) with nx = x * f16 (held to +-PROJ_LIMIT,
     * far outside any rectangle), so for z > 0:
     *   sx <= x0  <=>  floor(nx / z) <= x0 - cx16  <=>  nx < (x0 - cx16 + 1) * z
     *   sx >= x1  <=>  floor(nx / z) >= x1 - cx16  <=>  nx >= (x1 - cx16) * z
     * and alike for y (products below 2^48 for any size and field of view) */
    const int64_t f16 = (int64_t)r->f * SUB_ONE;
    const int64_t cx16 = (int64_t)r->cx * SUB_ONE, cy16 = (int64_t)r->cy * SUB_ONE;
    const int64_t kx0 = ((int64_t)rect.x0 << SUB_BITS) - cx16 + 1;
    const int64_t kx1 = ((int64_t)rect.x1 << SUB_BITS) - cx16;
    const int64_t ky0 = ((int64_t)rect.y0 << SUB_BITS) - cy16 + 1;
    const int64_t ky1 = ((int64_t)rect.y1 << SUB_BITS) - cy16;
    uint32_t i = 0;
    /* eight at a time where render_xform.c can (its factors in int32) */
    const int32_t k[4] = {(int32_t)kx0, (int32_t)kx1, (int32_t)ky0, (int32_t)ky1};
    if (n >= 8 && fits_i32(f16) && fits_i32(kx0) && fits_i32(kx1) && fits_i32(ky0) &&
        fits_i32(ky1) && Render_RasterPath() != RENDER_RASTER_SCALAR) {
        uint8_t bits[8];
        for (; i + 8 <= n && RenderXform_Classify8(vv + i, (int32_t)f16, k, bits); i += 8)
            for (uint32_t j = 0; j < 8; j++)
                if (!(vv[i + j].oc & OC_NEAR))
                    vv[i + j].oc |= OC_LAZY | bits[j];
    }
    for (; i < n; i++) {
        VVert *o = &vv[i];
        if (o->oc & OC_NEAR)
            continue;
        const int64_t z = o->z, nx = o->x * f16, ny = o->y * f16;
        o->oc |= OC_LAZY | (nx < kx0 * z ? OC_X0 : 0) | (nx >= kx1 * z ? OC_X1 : 0) |
                 (ny < ky0 * z ? OC_Y0 : 0) | (ny >= ky1 * z ? OC_Y1 : 0);
    }
}

void RenderClip_ProjectLazy(const Renderer *r, VVert *v, int32_t *w)
{
    *w = project_w(r, v, UINT32_MAX / (uint32_t)v->z, (int64_t)r->f * SUB_ONE, r->cx * SUB_ONE,
                   r->cy * SUB_ONE);
    v->oc &= (uint8_t)~OC_LAZY;
}

/* Clips polygon in[] (n verts) against plane (0 near, 1 far); canonical:
 * the intersection is always computed from the inside vertex towards the
 * outside one, so an edge shared by two faces yields the same point. */
int RenderClip_Plane(const VVert *in, int n, VVert *out, int plane, int32_t far_z)
{
    int m = 0;
    for (int i = 0; i < n; i++) {
        const VVert *a = &in[i], *b = &in[(i + 1) % n];
        int32_t da = plane == 0 ? a->z - RENDER_NEAR_Z : far_z - a->z;
        int32_t db = plane == 0 ? b->z - RENDER_NEAR_Z : far_z - b->z;
        bool ain = da >= 0, bin = db >= 0;
        if (ain)
            out[m++] = *a;
        if (ain != bin) {
            const VVert *p = ain ? a : b, *q = ain ? b : a; /* p inside */
            int64_t dp = ain ? da : db, dq = ain ? db : da;
            int64_t den = dp - dq; /* > 0 */
            VVert *o = &out[m++];
#define LERP(f) (int32_t)(p->f + div_trunc((int64_t)(q->f - p->f) * dp, den))
            o->x = LERP(x);
            o->y = LERP(y);
            o->z = plane == 0 ? RENDER_NEAR_Z : far_z;
            o->shade = LERP(shade);
            o->u = LERP(u);
            o->v = LERP(v);
#undef LERP
            o->oc = 0;
        }
    }
    return m;
}

/* Clips the polygon of vertices vv[idx[tvi[i]]], i < n (with their texel
 * coordinates us, vs, and shades shade_in unless NULL) against the planes in oc_or and projects the new
 * vertices; the result goes to p->x, p->y and w, sh, us, vs. Returns its
 * vertex count (< 3: nothing left). */
int RenderClip_Poly(const Renderer *r, const VVert *vv, const uint16_t *idx, const uint8_t *tvi,
                    int n, uint8_t oc_or, Poly *p, int32_t *w, int32_t *sh, int32_t *us,
                    int32_t *vs, const int32_t *shade_in)
{
    VVert buf0[POLY_MAX_VERTS], buf1[POLY_MAX_VERTS];
    for (int i = 0; i < n; i++) {
        buf0[i] = vv[idx[tvi[i]]];
        buf0[i].u = us[i];
        buf0[i].v = vs[i];
        if (shade_in)
            buf0[i].shade = shade_in[i];
    }
    VVert *v = buf0;
    if (oc_or & OC_NEAR) {
        n = RenderClip_Plane(v, n, buf1, 0, r->far_z);
        v = buf1;
        for (int i = 0; i < n; i++)
            project(r, &v[i]);
    }
    if (n >= 3 && (oc_or & OC_FAR)) {
        VVert *o = v == buf0 ? buf1 : buf0;
        n = RenderClip_Plane(v, n, o, 1, r->far_z);
        v = o;
        for (int i = 0; i < n; i++)
            if (v[i].z == r->far_z)
                project(r, &v[i]);
    }
    for (int i = 0; i < n; i++) {
        p->x[i] = v[i].sx;
        p->y[i] = v[i].sy;
        w[i] = (int32_t)((1 << W_SHIFT) / MAX(v[i].z, 1));
        sh[i] = v[i].shade << 8;
        us[i] = v[i].u;
        vs[i] = v[i].v;
    }
    return n;
}

/* The polygon of a face crossing the near or far plane (oc_or). */
void RenderClip_EmitPolyClipped(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi, int n,
                                const FaceTex *ft, uint32_t key, uint8_t oc_or)
{
    Poly *p = &c->r->polys[c->r->num_polys];
    int32_t w[POLY_MAX_VERTS], sh[POLY_MAX_VERTS], us[POLY_MAX_VERTS], vsv[POLY_MAX_VERTS];
    for (int i = 0; i < n; i++) {
        us[i] = ft->u[tvi[i]];
        vsv[i] = ft->v[tvi[i]];
    }
    n = RenderClip_Poly(c->r, c->vv, idx, tvi, n, oc_or, p, w, sh, us, vsv, NULL);
    if (n >= 3)
        RenderInterp_FinishPoly(c, p, n, w, sh, us, vsv, ft, key);
}
