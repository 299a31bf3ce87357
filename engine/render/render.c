/* The renderer: creation, per-frame visibility, geometry (transform, light,
 * fog, near/far clipping, projection), the sort list and the band workers.
 * Scan conversion is in render_raster.c. See render.h for the design. */
#include "engine/render/render_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- small helpers ---------------------------------------------------------- */

static inline int32_t clamp_shade(int64_t s) { return (int32_t)CLAMP(s, 0, 0x1FFF); }

static inline int32_t fog_shade(int32_t shade, int32_t z)
{
    if (z > RENDER_FOG_START)
        shade += z - RENDER_FOG_START;
    return clamp_shade(shade);
}

/* floor division for int64 (b > 0) */
static inline int64_t floordiv(int64_t a, int64_t b)
{
    int64_t q = a / b;
    if ((a % b) != 0 && (a < 0))
        q--;
    return q;
}

/* ---- creation ----------------------------------------------------------------- */

static void *worker_main(void *arg);

static void build_tables(Renderer *r)
{
    const Level *lv = r->level;
    for (int i = 0; i < 256; i++) {
        r->rgb_palette[i][0] = (uint8_t)MIN(lv->palette[i].r * 4, 255);
        r->rgb_palette[i][1] = (uint8_t)MIN(lv->palette[i].g * 4, 255);
        r->rgb_palette[i][2] = (uint8_t)MIN(lv->palette[i].b * 4, 255);
    }
    /* Underwater ColourMap: every colour filtered by (0.6, 0.7, 1.0) and
     * mapped to the nearest palette entry (the DOS version's water filter,
     * applied through a derived table so the frame stays 8-bit). */
    uint8_t filt[256];
    for (int i = 0; i < 256; i++) {
        int fr = r->rgb_palette[i][0] * 6 / 10;
        int fg = r->rgb_palette[i][1] * 7 / 10;
        int fb = r->rgb_palette[i][2];
        int best = 0;
        int32_t best_d = INT32_MAX;
        for (int j = 1; j < 256; j++) { /* index 0 is the transparent/black slot */
            int dr = r->rgb_palette[j][0] - fr, dg = r->rgb_palette[j][1] - fg,
                db = r->rgb_palette[j][2] - fb;
            int32_t d = dr * dr + dg * dg + db * db;
            if (d < best_d) {
                best_d = d;
                best = j;
            }
        }
        filt[i] = (uint8_t)best;
    }
    for (int i = 0; i < LIGHTMAP_SHADES * 256; i++)
        r->water_cmap[i] = filt[lv->lightmap[i]];
}

int Render_Width(const Renderer *r) { return r->width; }
int Render_Height(const Renderer *r) { return r->height; }

Renderer *Render_Create(const Level *level, int width, int height, const RenderConfig *cfg,
                        char *err, size_t err_cap)
{
    if (width < RENDER_MIN_WIDTH || height < RENDER_MIN_HEIGHT || width > RENDER_MAX_WIDTH ||
        height > RENDER_MAX_HEIGHT) {
        snprintf(err, err_cap, "render: size %dx%d out of range (%dx%d..%dx%d)", width, height,
                 RENDER_MIN_WIDTH, RENDER_MIN_HEIGHT, RENDER_MAX_WIDTH, RENDER_MAX_HEIGHT);
        return NULL;
    }
    if (!level || level->num_rooms == 0 || level->num_rooms > 0xFFFF) {
        snprintf(err, err_cap, "render: level has no rooms");
        return NULL;
    }
    Renderer *r = calloc(1, sizeof(*r));
    if (!r) {
        snprintf(err, err_cap, "render: out of memory");
        return NULL;
    }
    r->level = level;
    r->width = width;
    r->height = height;
    r->threads = cfg && cfg->threads > 0 ? MIN(cfg->threads, RENDER_MAX_THREADS) : 1;
    r->far_z = RENDER_FAR_Z;
    uint32_t nr = level->num_rooms;
    uint32_t maxv = 64;
    for (uint32_t i = 0; i < nr; i++)
        maxv = MAX(maxv, level->rooms[i].num_vertices);
    for (uint32_t i = 0; i < level->num_meshes; i++)
        maxv = MAX(maxv, level->meshes[i].num_vertices);
    r->vverts_cap = maxv;
    r->room_rect = calloc(nr, sizeof(RectI));
    r->room_queued = calloc(nr, 1);
    r->room_order = calloc(nr, sizeof(uint16_t));
    r->room_stamp = calloc(nr, sizeof(uint32_t));
    r->vverts = calloc(maxv, sizeof(VVert));
    r->polys = calloc(MAX_POLYS, sizeof(Poly));
    r->sort_keys = calloc(MAX_POLYS, sizeof(uint32_t));
    r->sort_a = calloc(MAX_POLYS, sizeof(uint32_t));
    r->sort_b = calloc(MAX_POLYS, sizeof(uint32_t));
    r->order_rows = calloc(MAX_POLYS, sizeof(uint32_t));
    r->num_tex = level->num_object_textures;
    r->tex_remap = calloc(r->num_tex + 1, sizeof(uint16_t));
    if (!r->room_rect || !r->room_queued || !r->room_order ||
        !r->room_stamp || !r->vverts || !r->polys || !r->sort_keys || !r->sort_a ||
        !r->sort_b || !r->order_rows || !r->tex_remap) {
        Render_Destroy(r);
        snprintf(err, err_cap, "render: out of memory");
        return NULL;
    }
    for (uint32_t i = 0; i < r->num_tex; i++)
        r->tex_remap[i] = (uint16_t)i;
    build_tables(r);
    Raster_Init();

    pthread_mutex_init(&r->mutex, NULL);
    pthread_cond_init(&r->cond_start, NULL);
    pthread_cond_init(&r->cond_done, NULL);
    for (int i = 1; i < r->threads; i++) {
        r->workers[i].r = r;
        r->workers[i].index = i;
        if (pthread_create(&r->workers[i].thread, NULL, worker_main, &r->workers[i]) != 0) {
            r->threads = i; /* run with what we have */
            break;
        }
    }
    return r;
}

void Render_Destroy(Renderer *r)
{
    if (!r)
        return;
    if (r->threads > 1) {
        pthread_mutex_lock(&r->mutex);
        r->quit = true;
        pthread_cond_broadcast(&r->cond_start);
        pthread_mutex_unlock(&r->mutex);
        for (int i = 1; i < r->threads; i++)
            pthread_join(r->workers[i].thread, NULL);
    }
    if (r->polys) { /* fully created: sync objects exist */
        pthread_mutex_destroy(&r->mutex);
        pthread_cond_destroy(&r->cond_start);
        pthread_cond_destroy(&r->cond_done);
    }
    free(r->room_rect);
    free(r->room_queued);
    free(r->room_order);
    free(r->room_stamp);
    free(r->vverts);
    free(r->polys);
    free(r->sort_keys);
    free(r->sort_a);
    free(r->sort_b);
    free(r->order_rows);
    free(r->tex_remap);
    free(r);
}

void Render_SetFlipped(Renderer *r, bool flipped) { r->flipped = flipped; }

void Render_SetFarZ(Renderer *r, int32_t far_z)
{
    r->far_z = CLAMP(far_z, RENDER_NEAR_Z * 2, 1 << 24);
}

void Render_Tick(Renderer *r)
{
    r->tick++;
    r->wibble = (int32_t)(r->tick & 63);
    /* Animated textures: the data is a word count of ranges, then per range
     * (count - 1) followed by the texture indices; every ANIM_TEXTURE_TICKS
     * ticks each range rotates by one. */
    const Level *lv = r->level;
    uint32_t n = lv->num_animated_texture_words;
    if (n == 0 || (r->tick % ANIM_TEXTURE_TICKS) != 0)
        return;
    uint32_t phase = r->tick / ANIM_TEXTURE_TICKS;
    const uint16_t *w = lv->animated_textures;
    uint32_t ranges = w[0], pos = 1;
    for (uint32_t i = 0; i < ranges && pos < n; i++) {
        uint32_t len = (uint32_t)w[pos] + 1;
        pos++;
        if (pos + len > n)
            break;
        for (uint32_t k = 0; k < len; k++) {
            uint16_t id = w[pos + k];
            uint16_t shown = w[pos + (k + phase) % len];
            if (id < r->num_tex && shown < r->num_tex)
                r->tex_remap[id] = shown;
        }
        pos += len;
    }
}

RenderStats Render_GetStats(const Renderer *r) { return r->stats; }
bool Render_CameraUnderwater(const Renderer *r) { return r->underwater; }

void Render_PaletteRGB(const Renderer *r, uint8_t index, uint8_t rgb[3])
{
    memcpy(rgb, r->rgb_palette[index], 3);
}

void Render_ToRGB(const Renderer *r, const uint8_t *fb, uint8_t *rgb)
{
    size_t n = (size_t)r->width * r->height, i = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* one 4-byte store per pixel (r, g, b, and a byte the next pixel
     * overwrites); the last pixel is written byte-wise to stay in bounds */
    uint32_t pal[256];
    for (int k = 0; k < 256; k++)
        pal[k] = (uint32_t)r->rgb_palette[k][0] | (uint32_t)r->rgb_palette[k][1] << 8 |
                 (uint32_t)r->rgb_palette[k][2] << 16;
    for (; i + 1 < n; i++) {
        uint32_t c = pal[fb[i]];
        memcpy(rgb + i * 3, &c, 4);
    }
#endif
    for (; i < n; i++) {
        const uint8_t *c = r->rgb_palette[fb[i]];
        rgb[i * 3] = c[0];
        rgb[i * 3 + 1] = c[1];
        rgb[i * 3 + 2] = c[2];
    }
}

/* ---- projection and clipping ------------------------------------------------ */

/* Frame-wide clip context for the current room/draw. */
typedef struct {
    Renderer *r;
    RectI rect;
    const uint8_t *cmap;
} EmitCtx;

static inline void project(const Renderer *r, VVert *v)
{
    int64_t z = v->z;
    v->sx = (int32_t)(((int64_t)r->cx * SUB_ONE) + floordiv((int64_t)v->x * r->f * SUB_ONE, z));
    v->sy = (int32_t)(((int64_t)r->cy * SUB_ONE) + floordiv((int64_t)v->y * r->f * SUB_ONE, z));
}

/* Underwater "wibble", done per scanline after rasterising: each row shifts
 * sideways by a small sine of (row, tick). Moving vertices instead (as the
 * original did) opens cracks at T-junctions of the room meshes; shifting
 * whole rows cannot. Amplitude ~1.5 pixels at 480 lines, one wave per ~160
 * rows; rows are independent, so bands stay identical for any thread count. */
static void wibble_rows(const Renderer *r, uint8_t *fb, int y0, int y1)
{
    int amp16 = r->height * 3 * 16 / 960; /* in 1/16 pixel */
    for (int y = y0; y < y1; y++) {
        int32_t ang = (int32_t)(((int64_t)y * 65536 * 3 / r->height + r->wibble * 1024) & 0xFFFF);
        int off = (Math_Sin(ang) * amp16) / (16 * 16384);
        if (off == 0)
            continue;
        uint8_t *row = fb + (size_t)y * r->width;
        int w = r->width;
        if (off > 0) {
            memmove(row + off, row, (size_t)(w - off));
            memset(row, row[off], (size_t)off);
        } else {
            int o = -off;
            memmove(row, row + o, (size_t)(w - o));
            memset(row + w - o, row[w - o - 1], (size_t)o);
        }
    }
}

static inline uint8_t outcode(const VVert *v, int32_t far_z)
{
    uint8_t oc = 0;
    if (v->z < RENDER_NEAR_Z)
        oc |= 1;
    if (v->z > far_z)
        oc |= 2;
    return oc;
}

/* Clips polygon in[] (n verts) against plane (0 near, 1 far); canonical:
 * the intersection is always computed from the inside vertex towards the
 * outside one, so an edge shared by two faces yields the same point. */
static int clip_plane(const VVert *in, int n, VVert *out, int plane, int32_t far_z)
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
#define LERP(f) (int32_t)(p->f + ((int64_t)(q->f - p->f) * dp) / den)
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

/* Chooses the perspective sub-span length (see render.h): the largest
 * L = 2^k (4..256) with G * R * L^2 / 4 <= 1/2 texel, where at each vertex
 * G is the texel rate along x and R = |dw/dx| / w the relative change of
 * 1/z per pixel (u'' = 2 R u', and linear interpolation over L errs by at
 * most |u''| L^2 / 8). The maximum of G * R over the vertices is used, with
 * G capped at one texel per pixel: for minified textures the bound is half a
 * pixel of texture displacement instead of half a texel. */
static int choose_sub(const Poly *p, const int32_t *w, const int32_t *u, const int32_t *v, int n)
{
    int64_t gw = p->w.gx < 0 ? -p->w.gx : p->w.gx; /* |dw/dx| << 8 */
    if (gw == 0)
        return 8;
    __int128 worst = 0; /* max of g_i * gw / w_i, scaled by 2^16 */
    for (int i = 0; i < n; i++) {
        if (w[i] <= 0)
            return 2;
        /* du/dx = (duw/dx - u * dw/dx) / w in 8.8 texels (u is 8.8, uw = u*w>>8) */
        int64_t du = (p->uw.gx - (int64_t)u[i] * p->w.gx / 256) / w[i];
        int64_t dv = (p->vw.gx - (int64_t)v[i] * p->w.gx / 256) / w[i];
        int64_t g = (du < 0 ? -du : du) + (dv < 0 ? -dv : dv); /* 8.8 texels per pixel */
        /* Minified (g > 1 texel per pixel): half a pixel is the visible unit,
         * so the bound becomes half a texel or half a pixel, the larger. */
        g = MIN(g, 256);
        __int128 e = (__int128)g * gw * 65536 / w[i];
        if (e > worst)
            worst = e;
    }
    /* G = g/256, R = gw/256/w: G*R*L^2/4 <= 1/2  <=>  (g*gw/w) * L^2 <= 2 * 65536 */
    for (int lg = 8; lg > 2; lg--)
        if ((worst << (2 * lg)) <= (__int128)2 * 65536 * 65536)
            return lg;
    return 2;
}

/* Attribute planes from three (screen, value) points. */
static bool make_planes(Poly *p, const int32_t *w, const int32_t *uw, const int32_t *vw,
                        const int32_t *sh, int n, bool textured)
{
    /* pick the fan triangle (0, i, i+1) with the largest area */
    int64_t best = 0;
    int bi = -1;
    for (int i = 1; i + 1 < n; i++) {
        int64_t a = (int64_t)(p->x[i] - p->x[0]) * (p->y[i + 1] - p->y[0]) -
                    (int64_t)(p->x[i + 1] - p->x[0]) * (p->y[i] - p->y[0]);
        if (a < 0)
            a = -a;
        if (a > best) {
            best = a;
            bi = i;
        }
    }
    if (bi < 0)
        return false;
    int i0 = 0, i1 = bi, i2 = bi + 1;
    int64_t x1 = p->x[i1] - p->x[i0], y1 = p->y[i1] - p->y[i0];
    int64_t x2 = p->x[i2] - p->x[i0], y2 = p->y[i2] - p->y[i0];
    int64_t area = x1 * y2 - x2 * y1;
    p->x0 = p->x[i0];
    p->y0 = p->y[i0];
    const int32_t *vals[4] = {w, uw, vw, sh};
    Plane *pl[4] = {&p->w, &p->uw, &p->vw, &p->sh};
    /* One division per polygon: gradients are n / area * 2^12, computed as
     * n * (2^62 / area) >> 50 in 128 bits (relative error < 2^-28). */
    bool neg = area < 0;
    uint64_t aa = (uint64_t)(neg ? -area : area);
    uint64_t inv = ((uint64_t)1 << 62) / aa;
    for (int k = textured ? 0 : 3; k < 4; k++) {
        const int32_t *a = vals[k];
        int64_t d1 = (int64_t)a[i1] - a[i0], d2 = (int64_t)a[i2] - a[i0];
        __int128 nx = (__int128)d1 * y2 - (__int128)d2 * y1;
        __int128 ny = (__int128)d2 * x1 - (__int128)d1 * x2;
        if (neg) {
            nx = -nx;
            ny = -ny;
        }
        /* per pixel gradient with GRAD_FRAC bits: n / area * 16 * 256 */
        pl[k]->gx = (int64_t)((nx * (__int128)inv) / ((__int128)1 << (62 - SUB_BITS - GRAD_FRAC)));
        pl[k]->gy = (int64_t)((ny * (__int128)inv) / ((__int128)1 << (62 - SUB_BITS - GRAD_FRAC)));
        pl[k]->a0 = a[i0];
    }
    if (!textured) {
        p->w = (Plane){0, 0, 0};
        p->uw = p->w;
        p->vw = p->w;
    }
    return true;
}

typedef struct {
    const uint8_t *tex;     /* NULL: flat colour */
    uint8_t colour;
    bool transparent;
    const ObjectTextureVertex *tv; /* texture vertices for a, b, c */
} FaceTex;

/* Emits one triangle (view-space verts) into the sort list. */
static void emit_tri(EmitCtx *c, const VVert *a, const VVert *b, const VVert *d, const VVert *e,
                     const FaceTex *ft, const uint8_t *tvi, uint32_t key, bool cull)
{
    Renderer *r = c->r;
    uint8_t oc_and = a->oc & b->oc & d->oc, oc_or = a->oc | b->oc | d->oc;
    if (e) {
        oc_and &= e->oc;
        oc_or |= e->oc;
    }
    if (oc_and)
        return;
    /* back-face test in view space: faces are clockwise on screen when seen
     * from the front (y down) */
    if (cull) {
        int64_t ux = b->x - a->x, uy = b->y - a->y, uz = b->z - a->z;
        int64_t vx = d->x - a->x, vy = d->y - a->y, vz = d->z - a->z;
        int64_t nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
        if (nx * a->x + ny * a->y + nz * a->z <= 0)
            return;
    }
    if (r->num_polys >= MAX_POLYS) {
        r->stats.polys_dropped++;
        return;
    }
    VVert buf0[POLY_MAX_VERTS], buf1[POLY_MAX_VERTS];
    int n = e ? 4 : 3;
    buf0[0] = *a;
    buf0[1] = *b;
    buf0[2] = *d;
    if (e)
        buf0[3] = *e;
    for (int i = 0; i < n; i++) {
        if (ft->tex) {
            const ObjectTextureVertex *t = &ft->tv[tvi[i]];
            buf0[i].u = t->x_pixel * 256 + t->x_coord;
            buf0[i].v = t->y_pixel * 256 + t->y_coord;
        } else {
            buf0[i].u = buf0[i].v = 0;
        }
    }
    VVert *vs = buf0;
    if (oc_or & 1) {
        n = clip_plane(vs, n, buf1, 0, r->far_z);
        vs = buf1;
        for (int i = 0; i < n; i++)
            project(r, &vs[i]);
    }
    if (n >= 3 && (oc_or & 2)) {
        VVert *o = vs == buf0 ? buf1 : buf0;
        n = clip_plane(vs, n, o, 1, r->far_z);
        vs = o;
        for (int i = 0; i < n; i++)
            if (vs[i].z == r->far_z)
                project(r, &vs[i]);
    }
    if (n < 3)
        return;
    Poly *p = &r->polys[r->num_polys];
    int32_t ymin = INT32_MAX, ymax = INT32_MIN, xmin = INT32_MAX, xmax = INT32_MIN;
    int32_t w[POLY_MAX_VERTS], uw[POLY_MAX_VERTS], vw[POLY_MAX_VERTS], sh[POLY_MAX_VERTS];
    int32_t us[POLY_MAX_VERTS], vsv[POLY_MAX_VERTS];
    for (int i = 0; i < n; i++) {
        p->x[i] = vs[i].sx;
        p->y[i] = vs[i].sy;
        xmin = MIN(xmin, vs[i].sx);
        xmax = MAX(xmax, vs[i].sx);
        ymin = MIN(ymin, vs[i].sy);
        ymax = MAX(ymax, vs[i].sy);
        int32_t z = MAX(vs[i].z, 1);
        w[i] = (int32_t)((1 << W_SHIFT) / z);
        uw[i] = (int32_t)(((int64_t)vs[i].u * w[i]) >> 8);
        vw[i] = (int32_t)(((int64_t)vs[i].v * w[i]) >> 8);
        sh[i] = vs[i].shade << 8;
        us[i] = vs[i].u;
        vsv[i] = vs[i].v;
    }
    /* reject against the room rectangle (pixel centres at +8 subpixels) */
    if (xmax <= (c->rect.x0 << SUB_BITS) || xmin >= (c->rect.x1 << SUB_BITS) ||
        ymax <= (c->rect.y0 << SUB_BITS) || ymin >= (c->rect.y1 << SUB_BITS))
        return;
    if (ymax - ymin == 0 || xmax - xmin == 0)
        return;
    p->nv = (uint8_t)n;
    p->ymin = ymin;
    p->ymax = ymax;
    p->rx0 = c->rect.x0;
    p->ry0 = c->rect.y0;
    p->rx1 = c->rect.x1;
    p->ry1 = c->rect.y1;
    p->cmap = c->cmap;
    p->tex = ft->tex;
    p->colour = ft->colour;
    p->flags = (uint8_t)((ft->tex ? POLY_TEXTURED : 0) | (ft->transparent ? POLY_TRANSPARENT : 0));
    bool affine = false;
    if (ft->tex) {
        /* Affine is enough when the perspective error bound is below half a
         * texel: |u_persp - u_affine| <= (u range / 2) * (wmax - wmin) / wmin
         * (same for v). Far and small faces take this cheaper path. */
        int32_t wmin = INT32_MAX, wmax = 0, umin = INT32_MAX, umax = INT32_MIN,
                vmin = INT32_MAX, vmax = INT32_MIN;
        for (int i = 0; i < n; i++) {
            wmin = MIN(wmin, w[i]);
            wmax = MAX(wmax, w[i]);
            umin = MIN(umin, us[i]);
            umax = MAX(umax, us[i]);
            vmin = MIN(vmin, vsv[i]);
            vmax = MAX(vmax, vsv[i]);
        }
        int64_t range = MAX(umax - umin, vmax - vmin); /* 8.8 texels */
        if (range * (wmax - wmin) <= (int64_t)256 * wmin) {
            affine = true;
            for (int i = 0; i < n; i++) {
                uw[i] = us[i] * 256; /* 16.16 texels */
                vw[i] = vsv[i] * 256;
            }
            p->flags |= POLY_AFFINE;
        }
    }
    if (!make_planes(p, w, uw, vw, sh, n, ft->tex != NULL))
        return;
    p->sub_log2 = (uint8_t)(ft->tex && !affine ? choose_sub(p, w, us, vsv, n) : 8);
    r->sort_keys[r->num_polys] = 0xFFFFu - MIN(key, 0xFFFFu);
    r->num_polys++;
}

/* Resolves a face texture; false if it cannot be drawn. */
static bool face_texture(const Renderer *r, uint16_t texture, bool textured, FaceTex *ft)
{
    const Level *lv = r->level;
    memset(ft, 0, sizeof(*ft));
    if (!textured) {
        ft->colour = (uint8_t)(texture & 0xFF);
        return true;
    }
    uint32_t t = texture & 0x7FFF;
    if (t >= r->num_tex)
        return false;
    t = r->tex_remap[t];
    const ObjectTexture *ot = &lv->object_textures[t];
    uint32_t tile = ot->tile & 0x7FFF;
    if (tile >= lv->num_textiles || !lv->textiles8)
        return false;
    ft->tex = lv->textiles8 + (size_t)tile * TEXTILE_SIZE * TEXTILE_SIZE;
    ft->transparent = ot->attribute != 0;
    ft->tv = ot->vertices;
    return true;
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
    if (ft->tex) {
        const ObjectTextureVertex *t = ft->tv;
        int32_t u[4], v[4];
        for (int i = 0; i < 4; i++) {
            u[i] = t[i].x_pixel * 256 + t[i].x_coord;
            v[i] = t[i].y_pixel * 256 + t[i].y_coord;
        }
        if (iabs32(u[0] + u[2] - u[1] - u[3]) > 16 || iabs32(v[0] + v[2] - v[1] - v[3]) > 16)
            return false;
    }
    return true;
}

static void emit_quad(EmitCtx *c, const VVert *v, const uint16_t *idx, const FaceTex *ft,
                      bool room, bool cull)
{
    const VVert *a = &v[idx[0]], *b = &v[idx[1]], *d = &v[idx[2]], *e = &v[idx[3]];
    uint32_t key;
    if (room) {
        int32_t z = MAX(MAX(a->z, b->z), MAX(d->z, e->z));
        key = (uint32_t)MAX(z, 0);
    } else {
        int32_t z = (a->z + b->z + d->z + e->z) / 4;
        key = (uint32_t)MAX(z, 0);
    }
    if (quad_is_planar(a, b, d, e, ft)) {
        emit_tri(c, a, b, d, e, ft, QUAD, key, cull);
        return;
    }
    emit_tri(c, a, b, d, NULL, ft, TRI_A, key, cull);
    emit_tri(c, a, d, e, NULL, ft, TRI_B, key, cull);
}

static void emit_tri_face(EmitCtx *c, const VVert *v, const uint16_t *idx, const FaceTex *ft,
                          bool room, bool cull)
{
    const VVert *a = &v[idx[0]], *b = &v[idx[1]], *d = &v[idx[2]];
    int32_t z = room ? MAX(MAX(a->z, b->z), d->z) : (a->z + b->z + d->z) / 3;
    emit_tri(c, a, b, d, NULL, ft, TRI_A, (uint32_t)MAX(z, 0), cull);
}

/* Transforms a point with the view matrix composed with an object matrix. */
static inline void xform(const Mat34 *m, int32_t x, int32_t y, int32_t z, VVert *o)
{
    int64_t out[3];
    Mat34_Transform(m, x, y, z, out);
    o->x = (int32_t)CLAMP(out[0], -(1 << 28), 1 << 28);
    o->y = (int32_t)CLAMP(out[1], -(1 << 28), 1 << 28);
    o->z = (int32_t)CLAMP(out[2], -(1 << 28), 1 << 28);
}

/* ---- sprites ---------------------------------------------------------------- */

static void emit_sprite(EmitCtx *c, int32_t vx, int32_t vy, int32_t vz, uint16_t sprite,
                        int32_t shade)
{
    Renderer *r = c->r;
    const Level *lv = r->level;
    if (sprite >= lv->num_sprite_textures || vz < RENDER_NEAR_Z || vz > r->far_z)
        return;
    if (r->num_polys >= MAX_POLYS) {
        r->stats.polys_dropped++;
        return;
    }
    const SpriteTexture *st = &lv->sprite_textures[sprite];
    if (st->tile >= lv->num_textiles || !lv->textiles8)
        return;
    int64_t f = r->f;
    int64_t sx = ((int64_t)r->cx * SUB_ONE) + floordiv((int64_t)vx * f * SUB_ONE, vz);
    int64_t sy = ((int64_t)r->cy * SUB_ONE) + floordiv((int64_t)vy * f * SUB_ONE, vz);
    int64_t x0 = sx + floordiv((int64_t)st->left * f * SUB_ONE, vz);
    int64_t x1 = sx + floordiv((int64_t)st->right * f * SUB_ONE, vz);
    int64_t y0 = sy + floordiv((int64_t)st->top * f * SUB_ONE, vz);
    int64_t y1 = sy + floordiv((int64_t)st->bottom * f * SUB_ONE, vz);
    if (x1 <= x0 || y1 <= y0)
        return;
    if (x1 <= (c->rect.x0 << SUB_BITS) || x0 >= (c->rect.x1 << SUB_BITS) ||
        y1 <= (c->rect.y0 << SUB_BITS) || y0 >= (c->rect.y1 << SUB_BITS))
        return;
    /* sprites far off screen are rejected above; clamp to keep 32 bits */
    int64_t lim = (int64_t)(RENDER_MAX_WIDTH * 4) << SUB_BITS;
    if (x0 < -lim || y0 < -lim || x1 > lim || y1 > lim)
        return;
    Poly *p = &r->polys[r->num_polys];
    int32_t tw = (st->width >> 8) + 1, th = (st->height >> 8) + 1;
    p->flags = POLY_SPRITE | POLY_TRANSPARENT;
    p->nv = 2;
    p->x[0] = (int32_t)x0;
    p->y[0] = (int32_t)y0;
    p->x[1] = (int32_t)x1;
    p->y[1] = (int32_t)y1;
    p->ymin = (int32_t)y0;
    p->ymax = (int32_t)y1;
    p->tex = lv->textiles8 + (size_t)st->tile * TEXTILE_SIZE * TEXTILE_SIZE;
    p->cmap = c->cmap;
    p->su0 = st->x << 16;
    p->sv0 = st->y << 16;
    /* texels per subpixel, 16.16 */
    p->sdu = (int32_t)(((int64_t)tw << 16) / (x1 - x0));
    p->sdv = (int32_t)(((int64_t)th << 16) / (y1 - y0));
    p->sshade = fog_shade(shade, vz);
    p->rx0 = c->rect.x0;
    p->ry0 = c->rect.y0;
    p->rx1 = c->rect.x1;
    p->ry1 = c->rect.y1;
    r->sort_keys[r->num_polys] = 0xFFFFu - (uint32_t)MIN(vz, 0xFFFF);
    r->num_polys++;
}

/* ---- rooms ------------------------------------------------------------------- */

static const Room *room_at(const Renderer *r, uint32_t idx)
{
    const Level *lv = r->level;
    const Room *room = &lv->rooms[idx];
    if (r->flipped && room->alternate_room >= 0 && (uint32_t)room->alternate_room < lv->num_rooms)
        room = &lv->rooms[room->alternate_room];
    return room;
}

static void draw_room(Renderer *r, uint32_t ri)
{
    const Level *lv = r->level;
    const Room *room = room_at(r, ri);
    EmitCtx c = {r, r->room_rect[ri], NULL};
    bool water = (room->flags & ROOM_FLAG_WATER) != 0;
    c.cmap = (water || r->underwater) ? r->water_cmap : lv->lightmap;
    Mat34 m = r->view;
    Mat34_TranslateRel(&m, room->x, 0, room->z);
    VVert *vv = r->vverts;
    uint32_t nv = MIN(room->num_vertices, r->vverts_cap);
    for (uint32_t i = 0; i < nv; i++) {
        const RoomVertex *rv = &room->vertices[i];
        VVert *o = &vv[i];
        xform(&m, rv->pos.x, rv->pos.y, rv->pos.z, o);
        o->shade = fog_shade(rv->shade, o->z);
        o->oc = outcode(o, r->far_z);
        if (!(o->oc & 1))
            project(r, o);
    }
    bool tr3 = lv->game == GAME_TR3;
    for (uint32_t i = 0; i < room->num_quads; i++) {
        const RoomQuad *q = &room->quads[i];
        FaceTex ft;
        if (q->vertices[0] >= nv || q->vertices[1] >= nv || q->vertices[2] >= nv ||
            q->vertices[3] >= nv || !face_texture(r, q->texture, true, &ft))
            continue;
        emit_quad(&c, vv, q->vertices, &ft, true, !(tr3 && (q->texture & 0x8000)));
    }
    for (uint32_t i = 0; i < room->num_tris; i++) {
        const RoomTri *t = &room->tris[i];
        FaceTex ft;
        if (t->vertices[0] >= nv || t->vertices[1] >= nv || t->vertices[2] >= nv ||
            !face_texture(r, t->texture, true, &ft))
            continue;
        emit_tri_face(&c, vv, t->vertices, &ft, true, !(tr3 && (t->texture & 0x8000)));
    }
    for (uint32_t i = 0; i < room->num_sprites; i++) {
        const RoomSprite *s = &room->sprites[i];
        if (s->vertex >= nv)
            continue;
        const VVert *v = &vv[s->vertex];
        emit_sprite(&c, v->x, v->y, v->z, s->texture, room->vertices[s->vertex].shade);
    }
}

/* ---- meshes ------------------------------------------------------------------ */

/* Per-vertex shades for a mesh. mode: RENDER_LIGHT_FIXED with `fixed`, or
 * lit by the room at world position pos. */
static void light_mesh(Renderer *r, const Mesh *mesh, const Mat34 *world, const Room *room,
                       int mode, int32_t fixed, VVert *vv)
{
    int n = mesh->num_vertices;
    /* per-vertex arrays must cover every vertex (the data is untrusted) */
    bool has_lights = mesh->num_normals < 0 && mesh->lights && -(int)mesh->num_normals >= n;
    bool has_normals = mesh->num_normals > 0 && mesh->normals && mesh->num_normals >= n;
    if (has_lights) {
        /* internal lighting: per-vertex values offset by the intensity */
        int32_t adder = (mode == RENDER_LIGHT_FIXED ? fixed : (room ? room->ambient : 0x1000)) - 0x1000;
        for (int i = 0; i < n; i++)
            vv[i].shade = clamp_shade((int32_t)mesh->lights[i] + adder);
        return;
    }
    if (mode == RENDER_LIGHT_FIXED || !room || !has_normals) {
        int32_t s = clamp_shade(mode == RENDER_LIGHT_FIXED ? fixed : (room ? room->ambient : 0x1000));
        for (int i = 0; i < n; i++)
            vv[i].shade = s;
        return;
    }
    /* external: room ambient plus Lambert point lights. Brightness is
     * 0x1FFF - shade; each light adds intensity * F^2 / (F^2 + d^2) * cos. */
    int32_t amb = 0x1FFF - CLAMP(room->ambient, 0, 0x1FFF);
    int64_t px = world->t[0] >> W2V_SHIFT, py = world->t[1] >> W2V_SHIFT,
            pz = world->t[2] >> W2V_SHIFT;
    int32_t ldir[8][3];
    int32_t lbright[8];
    int nl = 0;
    for (uint32_t i = 0; i < room->num_lights && nl < 8; i++) {
        const RoomLight *L = &room->lights[i];
        int64_t dx = L->pos.x - px, dy = L->pos.y - py, dz = L->pos.z - pz;
        int64_t d2 = dx * dx + dy * dy + dz * dz;
        /* Fades are 0..0x7FFF in the games' data; a hostile value is
         * clamped so inten * fade^2 stays inside 64 bits. */
        int64_t fade = CLAMP((int64_t)L->fade, 0, (int64_t)1 << 20);
        int64_t f2 = fade * fade;
        int32_t inten = CLAMP(L->intensity, 0, 0x1FFF);
        if (f2 <= 0 || inten <= 0)
            continue;
        int32_t b = (int32_t)((int64_t)inten * f2 / (f2 + d2));
        uint32_t len = Math_Sqrt64((uint64_t)d2);
        if (len == 0 || b <= 0)
            continue;
        /* light direction in mesh space: world dir rotated by R^T */
        int32_t wd[3] = {(int32_t)(dx * 16384 / len), (int32_t)(dy * 16384 / len),
                         (int32_t)(dz * 16384 / len)};
        for (int k = 0; k < 3; k++)
            ldir[nl][k] = (int32_t)(((int64_t)world->m[0][k] * wd[0] + (int64_t)world->m[1][k] * wd[1] +
                                     (int64_t)world->m[2][k] * wd[2]) >> 14);
        lbright[nl] = b;
        nl++;
    }
    for (int i = 0; i < n; i++) {
        const Vec3s *nm = &mesh->normals[i];
        uint32_t len = Math_Length3(nm->x, nm->y, nm->z);
        int64_t bsum = amb;
        for (int k = 0; k < nl && len; k++) {
            int64_t d = (int64_t)nm->x * ldir[k][0] + (int64_t)nm->y * ldir[k][1] +
                        (int64_t)nm->z * ldir[k][2];
            if (d > 0)
                bsum += (int64_t)lbright[k] * d / ((int64_t)len * 16384);
        }
        vv[i].shade = clamp_shade(0x1FFF - bsum);
    }
}

static void draw_mesh_in(Renderer *r, const Mesh *mesh, const Mat34 *world, const Room *room,
                         RectI rect, int mode, int32_t fixed)
{
    const Level *lv = r->level;
    if (mesh->num_vertices > r->vverts_cap)
        return;
    EmitCtx c = {r, rect, NULL};
    bool water = room && (room->flags & ROOM_FLAG_WATER) != 0;
    c.cmap = (water || r->underwater) ? r->water_cmap : lv->lightmap;
    Mat34 m;
    Mat34_Mul(&m, &r->view, world);
    VVert *vv = r->vverts;
    int n = mesh->num_vertices;
    light_mesh(r, mesh, world, room, mode, fixed, vv);
    uint8_t all = 0xFF;
    for (int i = 0; i < n; i++) {
        VVert *o = &vv[i];
        xform(&m, mesh->vertices[i].x, mesh->vertices[i].y, mesh->vertices[i].z, o);
        o->shade = fog_shade(o->shade, o->z);
        o->oc = outcode(o, r->far_z);
        all &= o->oc;
        if (!(o->oc & 1))
            project(r, o);
    }
    if (n == 0 || all)
        return;
    bool tr1 = lv->game == GAME_TR1;
    for (int i = 0; i < mesh->num_tex_quads; i++) {
        const MeshQuad *q = &mesh->tex_quads[i];
        FaceTex ft;
        if (q->vertices[0] >= n || q->vertices[1] >= n || q->vertices[2] >= n ||
            q->vertices[3] >= n || !face_texture(r, q->texture, true, &ft))
            continue;
        emit_quad(&c, vv, q->vertices, &ft, false, true);
    }
    for (int i = 0; i < mesh->num_tex_tris; i++) {
        const MeshTri *t = &mesh->tex_tris[i];
        FaceTex ft;
        if (t->vertices[0] >= n || t->vertices[1] >= n || t->vertices[2] >= n ||
            !face_texture(r, t->texture, true, &ft))
            continue;
        emit_tri_face(&c, vv, t->vertices, &ft, false, true);
    }
    for (int i = 0; i < mesh->num_col_quads; i++) {
        const MeshQuad *q = &mesh->col_quads[i];
        FaceTex ft;
        if (q->vertices[0] >= n || q->vertices[1] >= n || q->vertices[2] >= n ||
            q->vertices[3] >= n)
            continue;
        face_texture(r, tr1 ? (q->texture & 0xFF) : (q->texture & 0xFF), false, &ft);
        emit_quad(&c, vv, q->vertices, &ft, false, true);
    }
    for (int i = 0; i < mesh->num_col_tris; i++) {
        const MeshTri *t = &mesh->col_tris[i];
        FaceTex ft;
        if (t->vertices[0] >= n || t->vertices[1] >= n || t->vertices[2] >= n)
            continue;
        face_texture(r, t->texture & 0xFF, false, &ft);
        emit_tri_face(&c, vv, t->vertices, &ft, false, true);
    }
}

static void draw_mesh(Renderer *r, const Mesh *mesh, const Mat34 *world, uint32_t room_idx,
                      int mode, int32_t fixed)
{
    draw_mesh_in(r, mesh, world, room_at(r, room_idx), r->room_rect[room_idx], mode, fixed);
}

static void draw_statics(Renderer *r, uint32_t ri)
{
    const Level *lv = r->level;
    const Room *room = room_at(r, ri);
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
        draw_mesh(r, mesh, &w, ri, RENDER_LIGHT_FIXED, clamp_shade(shade));
    }
}

/* ---- visibility ------------------------------------------------------------- */

static bool rect_empty(RectI a) { return a.x0 >= a.x1 || a.y0 >= a.y1; }

static void visit_portals(Renderer *r, uint32_t ri, const int32_t cam[3])
{
    const Level *lv = r->level;
    const Room *room = room_at(r, ri);
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
                n = clip_plane(v, 4, clipped, 0, r->far_z);
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

static void find_visible(Renderer *r, uint32_t cam_room, const int32_t cam[3])
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

/* ---- sorting and drawing ---------------------------------------------------- */

static void sort_polys(Renderer *r)
{
    uint32_t n = r->num_polys;
    uint32_t count[256];
    uint32_t *src = r->sort_a, *dst = r->sort_b;
    for (uint32_t i = 0; i < n; i++)
        src[i] = i;
    for (int pass = 0; pass < 2; pass++) {
        int sh = pass * 8;
        memset(count, 0, sizeof(count));
        for (uint32_t i = 0; i < n; i++)
            count[(r->sort_keys[src[i]] >> sh) & 0xFF]++;
        uint32_t sum = 0;
        for (int k = 0; k < 256; k++) {
            uint32_t c = count[k];
            count[k] = sum;
            sum += c;
        }
        for (uint32_t i = 0; i < n; i++) {
            uint32_t idx = src[i];
            dst[count[(r->sort_keys[idx] >> sh) & 0xFF]++] = idx;
        }
        uint32_t *t = src;
        src = dst;
        dst = t;
    }
    r->order = src;
    for (uint32_t i = 0; i < n; i++) {
        int ys, ye;
        Raster_PolyRows(&r->polys[src[i]], &ys, &ye);
        r->order_rows[i] = (uint32_t)ys | (uint32_t)ye << 16;
    }
}

static void draw_band(Renderer *r, int band, int bands, uint8_t *fb)
{
    int y0 = r->height * band / bands, y1 = r->height * (band + 1) / bands;
    memset(fb + (size_t)y0 * r->width, r->job_clear, (size_t)(y1 - y0) * r->width);
    for (uint32_t i = 0; i < r->num_polys; i++) {
        uint32_t rows = r->order_rows[i];
        if ((int)(rows & 0xFFFF) < y1 && (int)(rows >> 16) > y0)
            Raster_DrawPoly(&r->polys[r->order[i]], fb, r->width, y0, y1);
    }
    if (r->underwater)
        wibble_rows(r, fb, y0, y1);
}

/* Bands are handed out through an atomic counter, several per thread, so a
 * thread that gets less CPU (or a cheaper part of the screen) simply takes
 * fewer of them. Which thread draws a band never changes its pixels. */
static void take_bands(Renderer *r, uint8_t *fb)
{
    for (;;) {
        int b = __atomic_fetch_add(&r->next_band, 1, __ATOMIC_RELAXED);
        if (b >= r->num_bands)
            return;
        draw_band(r, b, r->num_bands, fb);
    }
}

static void *worker_main(void *arg)
{
    Worker *w = arg;
    Renderer *r = w->r;
    uint32_t seen = 0;
    for (;;) {
        pthread_mutex_lock(&r->mutex);
        while (!r->quit && r->job_gen == seen)
            pthread_cond_wait(&r->cond_start, &r->mutex);
        if (r->quit) {
            pthread_mutex_unlock(&r->mutex);
            return NULL;
        }
        seen = r->job_gen;
        uint8_t *fb = r->job_fb;
        pthread_mutex_unlock(&r->mutex);
        take_bands(r, fb);
        pthread_mutex_lock(&r->mutex);
        if (--r->jobs_pending == 0)
            pthread_cond_signal(&r->cond_done);
        pthread_mutex_unlock(&r->mutex);
    }
}

static void raster_all(Renderer *r, uint8_t *fb)
{
    if (r->threads <= 1) {
        draw_band(r, 0, 1, fb);
        return;
    }
    r->num_bands = MIN(r->threads * 8, MAX(r->height / 16, r->threads));
    r->next_band = 0;
    pthread_mutex_lock(&r->mutex);
    r->job_fb = fb;
    r->jobs_pending = r->threads - 1;
    r->job_gen++;
    pthread_cond_broadcast(&r->cond_start);
    pthread_mutex_unlock(&r->mutex);
    take_bands(r, fb);
    pthread_mutex_lock(&r->mutex);
    while (r->jobs_pending > 0)
        pthread_cond_wait(&r->cond_done, &r->mutex);
    pthread_mutex_unlock(&r->mutex);
}

static void setup_camera(Renderer *r, const RenderCamera *cam)
{
    int32_t fov = cam->fov ? cam->fov : RENDER_DEFAULT_FOV;
    fov = CLAMP(fov, ANGLE_DEG(10), ANGLE_DEG(170));
    r->f = Math_FocalLength(r->height, fov);
    r->cx = r->width / 2;
    r->cy = r->height / 2;
    Mat34 cw;
    Mat34_FromPosRot(&cw, cam->x, cam->y, cam->z, cam->yaw, cam->pitch, cam->roll);
    Mat34_InverseRigid(&r->view, &cw);
}

bool Render_FrameObjects(Renderer *r, const RenderCamera *cam, const RenderMeshDraw *meshes,
                         size_t num_meshes, uint8_t *fb, uint8_t clear_index)
{
    const Level *lv = r->level;
    memset(&r->stats, 0, sizeof(r->stats));
    r->num_polys = 0;
    r->job_clear = clear_index;
    r->underwater = false;
    setup_camera(r, cam);
    RectI full = {0, 0, (int16_t)r->width, (int16_t)r->height};
    for (size_t i = 0; i < num_meshes; i++) {
        const RenderMeshDraw *d = &meshes[i];
        if (d->mesh >= lv->num_meshes)
            continue;
        const Room *room = d->room >= 0 && (uint32_t)d->room < lv->num_rooms ? &lv->rooms[d->room] : NULL;
        draw_mesh_in(r, &lv->meshes[d->mesh], &d->world, room, full, room ? d->light_mode : RENDER_LIGHT_FIXED,
                     d->shade);
    }
    r->stats.polys_submitted = r->num_polys;
    sort_polys(r);
    raster_all(r, fb);
    return true;
}

bool Render_FrameClear(Renderer *r, const RenderCamera *cam,
                       const RenderMeshDraw *meshes, size_t num_meshes,
                       const RenderSpriteDraw *sprites, size_t num_sprites,
                       uint8_t *fb, uint8_t clear_index)
{
    const Level *lv = r->level;
    memset(&r->stats, 0, sizeof(r->stats));
    r->num_polys = 0;
    r->job_clear = clear_index;
    if (cam->room < 0 || (uint32_t)cam->room >= lv->num_rooms) {
        memset(fb, 0, (size_t)r->width * r->height);
        return false;
    }
    setup_camera(r, cam);
    r->underwater = (room_at(r, (uint32_t)cam->room)->flags & ROOM_FLAG_WATER) != 0;

    int32_t cpos[3] = {cam->x, cam->y, cam->z};
    find_visible(r, (uint32_t)cam->room, cpos);
    r->stats.rooms_visible = r->num_visible;

    for (uint32_t i = 0; i < r->num_visible; i++) {
        uint32_t ri = r->room_order[i];
        if (rect_empty(r->room_rect[ri]))
            continue;
        draw_room(r, ri);
        draw_statics(r, ri);
    }
    for (size_t i = 0; i < num_meshes; i++) {
        const RenderMeshDraw *d = &meshes[i];
        if (d->room < 0 || (uint32_t)d->room >= lv->num_rooms || d->mesh >= lv->num_meshes)
            continue;
        if (r->room_stamp[d->room] != r->stamp || rect_empty(r->room_rect[d->room]))
            continue;
        draw_mesh(r, &lv->meshes[d->mesh], &d->world, (uint32_t)d->room, d->light_mode, d->shade);
    }
    for (size_t i = 0; i < num_sprites; i++) {
        const RenderSpriteDraw *s = &sprites[i];
        if (s->room < 0 || (uint32_t)s->room >= lv->num_rooms)
            continue;
        if (r->room_stamp[s->room] != r->stamp || rect_empty(r->room_rect[s->room]))
            continue;
        const Room *room = room_at(r, (uint32_t)s->room);
        EmitCtx c = {r, r->room_rect[s->room], NULL};
        c.cmap = ((room->flags & ROOM_FLAG_WATER) || r->underwater) ? r->water_cmap : lv->lightmap;
        VVert v;
        xform(&r->view, s->x, s->y, s->z, &v);
        emit_sprite(&c, v.x, v.y, v.z, s->sprite, s->shade);
    }
    r->stats.polys_submitted = r->num_polys;
    sort_polys(r);
    raster_all(r, fb);
    return true;
}

bool Render_Frame(Renderer *r, const RenderCamera *cam,
                  const RenderMeshDraw *meshes, size_t num_meshes,
                  const RenderSpriteDraw *sprites, size_t num_sprites,
                  uint8_t *fb)
{
    return Render_FrameClear(r, cam, meshes, num_meshes, sprites, num_sprites, fb, 0);
}
