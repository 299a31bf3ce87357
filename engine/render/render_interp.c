/* Attribute interpolation set-up: the plane equations of 1/z, u/z, v/z and
 * the shade over a polygon, its texel clamp box and perspective sub-span
 * length, and its entry on the sort list (finish_poly). */
#include "engine/render/render_internal.h"


/* Chooses the perspective sub-span length (see render.h): the largest
 * L = 4q (4..256) with G * R * L^2 / 4 <= 1/2 texel, where at each vertex
 * G is the texel rate along x and R = |dw/dx| / w the relative change of
 * 1/z per pixel (u'' = 2 R u', and linear interpolation over L errs by at
 * most |u''| L^2 / 8). The maximum of G * R over the vertices is used, with
 * G capped at one texel per pixel: for minified textures the bound is half a
 * pixel of texture displacement instead of half a texel. Any multiple of 4
 * may be chosen, not only powers of two: the span loops work in groups of
 * four pixels and step by a reciprocal multiplication (sub_div), so a face
 * whose bound allows 28 pixels is drawn in 28-pixel sub-spans, not 16. */
static const int64_t g_sub_limit[65] = { /* floor(2^29 / q^2) + 1 for q = 1..64 */
    0, 536870913, 134217729, 59652324, 33554433, 21474837, 14913081, 10956550, 8388609, 6628036,
    5368710, 4436950, 3728271, 3176751, 2739138, 2386093, 2097153, 1857685, 1657009, 1487178,
    1342178, 1217395, 1109238, 1014879, 932068, 858994, 794188, 736449, 684785, 638373, 596524,
    558659, 524289, 492995, 464422, 438262, 414253, 392163, 371795, 352973, 335545, 319376,
    304349, 290358, 277310, 265122, 253720, 243038, 233017, 223604, 214749, 206410, 198547,
    191126, 184113, 177478, 171197, 165242, 159594, 154229, 149131, 144282, 139665, 135267,
    131073,
};

/* Sub-span choice for e = floor(X / w) (see below): L = 4q passes at a
 * vertex exactly when e < g_sub_limit[q]. g_sub_guess[b][j] is the largest
 * q that passes for every e of b bits whose top SUB_E_BITS bits are 32 + j
 * (e of 18..30 bits: the ones between g_sub_limit[64] and [1]); an e of the
 * bucket passes at most two steps more (the bucket spans a factor 33/32 of
 * e, sqrt(33/32) of q), found by sub_q_of's compares. */
#define SUB_E_BITS 6
static uint8_t g_sub_guess[31][32];
static pthread_once_t g_sub_once = PTHREAD_ONCE_INIT;

static void sub_guess_init(void)
{
    for (int b = 18; b <= 30; b++)
        for (int j = 0; j < 32; j++) {
            const int64_t ehi = ((int64_t)(32 + j + 1) << (b - SUB_E_BITS)) - 1;
            int q = 64;
            while (q > 0 && ehi >= g_sub_limit[q])
                q--;
            g_sub_guess[b][j] = (uint8_t)q;
        }
}

/* The largest q (1..64) with e < g_sub_limit[q]; 1 when none passes. */
static inline int sub_q_of(uint64_t e)
{
    if (e < (uint64_t)g_sub_limit[64])
        return 64;
    if (e >= (uint64_t)g_sub_limit[1])
        return 1;
    const int b = 64 - __builtin_clzll(e); /* 18..30 */
    int q = g_sub_guess[b][(e >> (b - SUB_E_BITS)) - 32];
    while (q < 64 && e < (uint64_t)g_sub_limit[q + 1])
        q++;
    return MAX(q, 1);
}

/* du/dx, dv/dx at vertex i as G = |du| + |dv| (8.8 texels per pixel),
 * capped at one texel per pixel: for minified textures half a pixel is the
 * visible unit, so the bound becomes half a texel or half a pixel, the
 * larger. */
static inline int64_t sub_rate(const Poly *p, const int32_t *w, const int32_t *u,
                               const int32_t *v, int i)
{
    /* du/dx = (duw/dx - u * dw/dx) / w in 8.8 texels (u is 8.8, uw = u*w>>8) */
    int64_t du = div_trunc(p->uw.gx - (int64_t)u[i] * p->w.gx / 256, w[i]);
    int64_t dv = div_trunc(p->vw.gx - (int64_t)v[i] * p->w.gx / 256, w[i]);
    int64_t g = (du < 0 ? -du : du) + (dv < 0 ? -dv : dv);
    return MIN(g, 256);
}

/* The bound over the whole polygon. The vertices alone do not bound it: with
 * the planes w = 1/z, uw = u/z, the texel rate along a row is
 * du/dx = a_u / w^2 where a_u = uw.gx * w - uw * w.gx is affine in y only
 * (the x terms cancel), so G * R = (|a_u| + |a_v|) * |w.gx| / w^3 (G capped
 * as above). Along a row a_u and a_v are fixed and w is affine, so a row's
 * largest value is at one of its ends, on the polygon's outline; along an
 * edge N = |a_u| + |a_v| is convex and w affine, so on any piece of an edge
 * N is largest and w smallest at the piece's ends, and
 *   min(N_max / w_min^2, 1 texel) * |w.gx| / w_min
 * bounds G * R on the piece. Each edge is checked whole, and a piece that
 * fails the current q is halved (up to BOUND_DEPTH times) before q is
 * lowered, so the bound stays close to the true maximum, which can lie
 * inside an edge where the vertex estimate misses it (a face receding
 * steeply with its texture's rate growing across it). Point values are
 * kept scaled by 2^d at depth d, so halving is exact. */
enum { BOUND_DEPTH = 5 };

typedef struct {
    __int128 au, av; /* a_u, a_v at the point, times 2^d */
    __int128 w;      /* w at the point, times 2^d */
} BoundPt;

static inline __int128 abs128(__int128 a) { return a < 0 ? -a : a; }

/* G * R * L^2 / 4 <= 1/2 texel on the piece [a, b] (depth d) for L = 4q:
 * with the true values N_t = N / 2^d, w_t = w_min / 2^d and the per-vertex
 * test's units, min(N_t / w_t^2, 256) * gw * 65536 < limit[q] * w_t, i.e.
 *   min(N 2^d, 256 w_min^2) * gw * 65536 * 2^d < limit[q] * w_min^3
 * (the products stay below 2^125: w_min < 2^24 at depth 5, so the left
 * side's first factor is at most 2^56 by the cap, and gw < 2^48, a
 * gradient of w <= 2^19 over an area of at least one subpixel, times
 * 2^21; the right side is below 2^29 * 2^72). PieceTest holds a piece's
 * two sides without limit[q], so one test serves every q: it passes for q
 * when ok and x < limit[q] * w3. limit[q] falls as q grows, so a piece that
 * passes for q passes for every smaller q. */
typedef struct {
    __int128 x, w3;
    bool ok; /* w_min > 0 (else no q passes) */
} PieceTest;

static inline __int128 bound_n(const BoundPt *a) { return abs128(a->au) + abs128(a->av); }

/* The test of a piece whose ends have N = na, nb and w = wa, wb. */
static inline PieceTest piece_test_n(__int128 na, __int128 nb, __int128 wa, __int128 wb, int d,
                                     int64_t gw)
{
    PieceTest t = {0, 0, false};
    const __int128 n = na > nb ? na : nb, wmin = wa < wb ? wa : wb;
    if (wmin <= 0)
        return t;
    const __int128 w2 = wmin * wmin, cap = 256 * w2;
    __int128 g = n << d;
    if (g > cap)
        g = cap;
    t.x = g * ((__int128)gw << (16 + d));
    t.w3 = w2 * wmin;
    t.ok = true;
    return t;
}

static inline bool test_passes(const PieceTest *t, int q)
{
    return t->ok && t->x < (__int128)g_sub_limit[q] * t->w3;
}

static void bound_piece(const BoundPt *a, const BoundPt *b, int d, int64_t gw, int *q);

/* The rest of bound_piece for a piece [a, b] that failed its test t. */
static void bound_split(const BoundPt *a, const BoundPt *b, int d, int64_t gw, int *q,
                        const PieceTest *t)
{
    if (d < BOUND_DEPTH) {
        const BoundPt a2 = {2 * a->au, 2 * a->av, 2 * a->w}, b2 = {2 * b->au, 2 * b->av, 2 * b->w};
        const BoundPt m = {a->au + b->au, a->av + b->av, a->w + b->w};
        bound_piece(&a2, &m, d + 1, gw, q);
        bound_piece(&m, &b2, d + 1, gw, q);
        return;
    }
    /* the largest q below *q that passes, else 1 (the test is monotone in q:
     * a binary search finds what stepping down one at a time would) */
    if (*q <= 1 || !test_passes(t, 1)) {
        *q = 1;
        return;
    }
    int lo = 1, hi = *q; /* lo passes, hi fails */
    while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        if (test_passes(t, mid))
            lo = mid;
        else
            hi = mid;
    }
    *q = lo;
}

/* Lowers *q until the piece [a, b] passes, halving it first (see above). */
static void bound_piece(const BoundPt *a, const BoundPt *b, int d, int64_t gw, int *q)
{
    const PieceTest t = piece_test_n(bound_n(a), bound_n(b), a->w, b->w, d, gw);
    if (!test_passes(&t, *q))
        bound_split(a, b, d, gw, q, &t);
}

/* plane value at the polygon's vertex i, as the rasteriser evaluates it */
static inline int64_t plane_at_vertex(const Poly *p, const Plane *pl, int i)
{
    return pl->a0 + ((pl->gx * (p->x[i] - p->x0) + pl->gy * (p->y[i] - p->y0)) >>
                     (GRAD_FRAC + SUB_BITS));
}

/* The largest q <= q0 for which every edge of p passes (see above). */
static int bound_polygon(const Poly *p, int n, int64_t gw, int q0)
{
    BoundPt pt[POLY_MAX_VERTS];
    for (int i = 0; i < n; i++) {
        const int64_t w = plane_at_vertex(p, &p->w, i);
        if (w <= 0)
            return 1;
        pt[i].w = w;
        pt[i].au = (__int128)p->uw.gx * w - (__int128)plane_at_vertex(p, &p->uw, i) * p->w.gx;
        pt[i].av = (__int128)p->vw.gx * w - (__int128)plane_at_vertex(p, &p->vw, i) * p->w.gx;
    }
    /* each edge whole first (bound_piece's first test, with each corner's
     * N found once), split only when it fails */
    __int128 nv[POLY_MAX_VERTS];
    for (int i = 0; i < n; i++)
        nv[i] = bound_n(&pt[i]);
    int q = q0;
    for (int i = 0; i < n && q > 1; i++) {
        const int j = i + 1 == n ? 0 : i + 1;
        const PieceTest t = piece_test_n(nv[i], nv[j], pt[i].w, pt[j].w, 0, gw);
        if (!test_passes(&t, q))
            bound_split(&pt[i], &pt[j], 0, gw, &q, &t);
    }
    return q;
}

/* ChooseSub for gradients of 2^39 and more (X may pass 64 bits): each
 * vertex that fails the current q searches the passing ones below it. */
static int choose_sub_wide(const Poly *p, const int32_t *w, const int32_t *u, const int32_t *v,
                           int n, int64_t gw)
{
    int q = 64;
    for (int i = 0; i < n; i++) {
        /* X = g * gw * 65536 in 128 bits (the limit times w always fits 64) */
        const __int128 x = (__int128)sub_rate(p, w, u, v, i) * gw * 65536;
#define SUB_PASSES(qq) (x < (__int128)(g_sub_limit[qq] * w[i]))
        if (SUB_PASSES(q))
            continue;
        if (!SUB_PASSES(1))
            return 1;
        int lo = 1, hi = q; /* lo passes, hi fails */
        while (hi - lo > 1) {
            const int mid = (lo + hi) / 2;
            if (SUB_PASSES(mid))
                lo = mid;
            else
                hi = mid;
        }
#undef SUB_PASSES
        q = lo;
    }
    return bound_polygon(p, n, gw, q);
}

int RenderInterp_ChooseSub(const Poly *p, const int32_t *w, const int32_t *u, const int32_t *v,
                           int n)
{
    int64_t gw = p->w.gx < 0 ? -p->w.gx : p->w.gx; /* |dw/dx| << 8 */
    if (gw == 0)
        return 64;
    /* G = g/256, R = gw/256/w: G*R*L^2/4 <= 1/2  <=>  (g*gw/w) * L^2 <= 2 * 65536.
     * With e_i = g_i * gw * 65536 / w_i (scaled by 2^16), L = 4q passes when
     * max_i e_i * 16 q^2 <= 2 * 65536 * 65536, i.e. e_i <= 2^29 / q^2 for
     * every vertex: the q of the largest e_i. That vertex is found by
     * comparing the quotients X_i / w_i by cross multiplication, and only
     * its quotient is divided out. */
    for (int i = 0; i < n; i++)
        if (w[i] <= 0)
            return 1;
    if (gw >= (int64_t)1 << 39)
        return choose_sub_wide(p, w, u, v, n, gw);
    uint64_t xk = 0; /* X and w of the vertex with the largest X / w so far */
    uint32_t wk = 1;
    for (int i = 0; i < n; i++) {
        const uint64_t x = (uint64_t)sub_rate(p, w, u, v, i) * (uint64_t)gw << 16; /* < 2^63 */
        if ((unsigned __int128)x * wk > (unsigned __int128)xk * (uint32_t)w[i]) {
            xk = x;
            wk = (uint32_t)w[i];
        }
    }
    pthread_once(&g_sub_once, sub_guess_init);
    return bound_polygon(p, n, gw, sub_q_of(xk / wk));
}

/* One attribute plane from the values a at the plane's reference triangle
 * (vertices i0, i1, i2 with edge vectors (x1, y1), (x2, y2) in subpixels):
 * gradients n / area * 2^12, computed as n * (2^62 / area) >> 50 rounded
 * toward zero (inv = 2^62 / |area|, neg: the area is negative). Every
 * attribute value is in [0, 2^27) (w <= 2^19 as z >= RENDER_NEAR_Z, u and v
 * below 2^16 texels 8.8, so u*w >> 8 < 2^27 and u << 8 < 2^24; shades <=
 * 0x1FFF << 8) and x1..y2 are differences of int32 subpixels, so the cross
 * products are below 2^60 and exact in 64 bits, and the scaling is one
 * unsigned 64x64->128 bit multiply of the magnitude. */
static inline int64_t scale_grad(int64_t n, uint64_t inv, uint64_t neg_mask)
{
    uint64_t s = (uint64_t)(n >> 63) ^ neg_mask; /* all ones: negative result */
    uint64_t mag = n < 0 ? -(uint64_t)n : (uint64_t)n;
    uint64_t q = (uint64_t)(((unsigned __int128)mag * inv) >> (62 - SUB_BITS - GRAD_FRAC));
    return (int64_t)((q ^ s) - s);
}

static inline void set_plane(Plane *pl, const int32_t *a, int i0, int i1, int i2, int64_t x1,
                             int64_t y1, int64_t x2, int64_t y2, uint64_t inv, uint64_t neg_mask)
{
    int64_t d1 = (int64_t)a[i1] - a[i0], d2 = (int64_t)a[i2] - a[i0];
    /* per pixel gradient with GRAD_FRAC bits: n / area * 16 * 256 */
    pl->gx = scale_grad(d1 * y2 - d2 * y1, inv, neg_mask);
    pl->gy = scale_grad(d2 * x1 - d1 * x2, inv, neg_mask);
    pl->a0 = a[i0];
}

/* Attribute planes from three (screen, value) points. */
static bool make_planes(Poly *p, const int32_t *w, const int32_t *uw, const int32_t *vw,
                        const int32_t *sh, int n, bool textured)
{
    /* pick the fan triangle (0, i, i+1) with the largest area (the first of
     * equal ones) */
    int32_t px0 = p->x[0], py0 = p->y[0];
    int64_t x1 = p->x[1] - px0, y1 = p->y[1] - py0;
    int64_t x2 = p->x[2] - px0, y2 = p->y[2] - py0;
    int64_t area = x1 * y2 - x2 * y1;
    int i1 = 1;
    for (int i = 2; i + 1 < n; i++) {
        int64_t a = (int64_t)(p->x[i] - px0) * (p->y[i + 1] - py0) -
                    (int64_t)(p->x[i + 1] - px0) * (p->y[i] - py0);
        if ((a < 0 ? -a : a) > (area < 0 ? -area : area)) {
            area = a;
            i1 = i;
        }
    }
    if (area == 0)
        return false;
    int i0 = 0, i2 = i1 + 1;
    if (i1 != 1) {
        x1 = p->x[i1] - px0;
        y1 = p->y[i1] - py0;
        x2 = p->x[i2] - px0;
        y2 = p->y[i2] - py0;
    }
    p->x0 = px0;
    p->y0 = py0;
    /* one division per polygon (relative error of the gradients < 2^-28) */
    uint64_t neg_mask = area < 0 ? UINT64_MAX : 0;
    uint64_t aa = (uint64_t)(area < 0 ? -area : area);
    uint64_t inv = ((uint64_t)1 << 62) / aa;
    set_plane(&p->sh, sh, i0, i1, i2, x1, y1, x2, y2, inv, neg_mask);
    if (textured) {
        set_plane(&p->w, w, i0, i1, i2, x1, y1, x2, y2, inv, neg_mask);
        set_plane(&p->uw, uw, i0, i1, i2, x1, y1, x2, y2, inv, neg_mask);
        set_plane(&p->vw, vw, i0, i1, i2, x1, y1, x2, y2, inv, neg_mask);
    } else {
        p->w = (Plane){0, 0, 0};
        p->uw = p->w;
        p->vw = p->w;
    }
    return true;
}

/* The clamp box of texel coordinates (16.16) for vertex coordinates in
 * [lo, hi] (8.8): the texels floor(lo) .. ceil(hi) - 1, i.e. an edge at
 * 191.996 (the data's usual 0xFF low byte) or at 192.0 both end at texel 191.
 * The low end is raised by 255/65536 texel: the span steppers round toward
 * minus infinity and can drift that far below a sub-span's exact end. */
static inline void texel_box(int32_t lo, int32_t hi, int32_t *blo, int32_t *bhi)
{
    int32_t first = lo >> 8, end = (hi + 255) >> 8;
    if (end <= first)
        end = first + 1;
    *blo = (first << 16) + 255;
    *bhi = (end << 16) - 1;
}

/* Completes polygon p (vertices p->x, p->y and w, sh, us, vsv, i < n) and
 * appends it to the sort list unless it turns out empty. Inlined into the
 * callers below with n constant for the unclipped triangles and quads. */
__attribute__((always_inline)) static inline void
finish_poly(EmitCtx *c, Poly *p, int n, const int32_t *w, const int32_t *sh, const int32_t *us,
            const int32_t *vsv, const FaceTex *ft, uint32_t key)
{
    Renderer *r = c->r;
    RectI rect = c->rect;
    int32_t ymin = p->y[0], ymax = p->y[0], xmin = p->x[0], xmax = p->x[0];
    for (int i = 1; i < n; i++) {
        xmin = MIN(xmin, p->x[i]);
        xmax = MAX(xmax, p->x[i]);
        ymin = MIN(ymin, p->y[i]);
        ymax = MAX(ymax, p->y[i]);
    }
    /* reject against the room rectangle (pixel centres at +8 subpixels); only
     * clipped faces can still fail it here (see face_off) */
    if (xmax <= (rect.x0 << SUB_BITS) || xmin >= (rect.x1 << SUB_BITS) ||
        ymax <= (rect.y0 << SUB_BITS) || ymin >= (rect.y1 << SUB_BITS))
        return;
    if (ymax - ymin == 0 || xmax - xmin == 0)
        return;
    p->nv = (uint8_t)n;
    p->ymin = ymin;
    p->ymax = ymax;
    p->rx0 = rect.x0;
    p->ry0 = rect.y0;
    p->rx1 = rect.x1;
    p->ry1 = rect.y1;
    p->cmap = c->cmap;
    p->tex = ft->tex;
    p->colour = ft->colour;
    uint8_t flags = (uint8_t)((ft->tex ? POLY_TEXTURED : 0) | (ft->transparent ? POLY_TRANSPARENT : 0));
    int sub_q = 64;
    if (!ft->tex) {
        if (!make_planes(p, NULL, NULL, NULL, sh, n, false))
            return;
    } else {
        /* Affine is enough when the perspective error bound is below half a
         * texel: |u_persp - u_affine| <= (u range / 2) * (wmax - wmin) / wmin
         * (same for v). Far and small faces take this cheaper path. */
        int32_t wmin = w[0], wmax = w[0], umin = us[0], umax = us[0], vmin = vsv[0], vmax = vsv[0];
        for (int i = 1; i < n; i++) {
            wmin = MIN(wmin, w[i]);
            wmax = MAX(wmax, w[i]);
            umin = MIN(umin, us[i]);
            umax = MAX(umax, us[i]);
            vmin = MIN(vmin, vsv[i]);
            vmax = MAX(vmax, vsv[i]);
        }
        texel_box(umin, umax, &p->ulo, &p->uhi);
        texel_box(vmin, vmax, &p->vlo, &p->vhi);
        int32_t uw[POLY_MAX_VERTS], vw[POLY_MAX_VERTS];
        int64_t range = MAX(umax - umin, vmax - vmin); /* 8.8 texels */
        bool affine = range * (wmax - wmin) <= (int64_t)256 * wmin;
        if (affine) {
            for (int i = 0; i < n; i++) {
                uw[i] = us[i] * 256; /* 16.16 texels */
                vw[i] = vsv[i] * 256;
            }
            flags |= POLY_AFFINE;
        } else {
            for (int i = 0; i < n; i++) {
                uw[i] = (int32_t)(((int64_t)us[i] * w[i]) >> 8);
                vw[i] = (int32_t)(((int64_t)vsv[i] * w[i]) >> 8);
            }
        }
        if (!make_planes(p, w, uw, vw, sh, n, true))
            return;
        if (!affine)
            sub_q = RenderInterp_ChooseSub(p, w, us, vsv, n);
    }
    p->flags = flags;
    p->sub_q = (uint8_t)sub_q;
    r->sort_keys[r->num_polys] = 0xFFFFu - MIN(key, 0xFFFFu);
    r->num_polys++;
}

/* The polygon of an unclipped face: its vertex i (i < n) is the face's
 * vertex tvi[i], i.e. vv[idx[tvi[i]]] (projected, w in vw) with texel
 * coordinates ft->u/v[tvi[i]]. */
__attribute__((always_inline)) static inline void
emit_poly_n(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi, int n, const FaceTex *ft,
            uint32_t key)
{
    Poly *p = &c->r->polys[c->r->num_polys];
    const VVert *vv = c->vv;
    const int32_t *vw = c->vw;
    int32_t w[4], sh[4], us[4], vsv[4];
    for (int i = 0; i < n; i++) {
        uint32_t t = tvi[i], j = idx[t];
        const VVert *v = &vv[j];
        p->x[i] = v->sx;
        p->y[i] = v->sy;
        w[i] = vw[j];
        sh[i] = v->shade << 8;
        us[i] = ft->u[t];
        vsv[i] = ft->v[t];
    }
    finish_poly(c, p, n, w, sh, us, vsv, ft, key);
}

void RenderInterp_EmitPoly3(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi, const FaceTex *ft,
                            uint32_t key)
{
    emit_poly_n(c, idx, tvi, 3, ft, key);
}

void RenderInterp_EmitPoly4(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi, const FaceTex *ft,
                            uint32_t key)
{
    emit_poly_n(c, idx, tvi, 4, ft, key);
}

/* finish_poly for the T-junction outlines (render_face.c), rare enough to
 * take a call. */
void RenderInterp_FinishPoly(EmitCtx *c, Poly *p, int n, const int32_t *w, const int32_t *sh,
                             const int32_t *us, const int32_t *vsv, const FaceTex *ft,
                             uint32_t key)
{
    if (n < 3 || n > POLY_MAX_VERTS) /* (callers pass 3..POLY_MAX_VERTS) */
        return;
    finish_poly(c, p, n, w, sh, us, vsv, ft, key);
}
