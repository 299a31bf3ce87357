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

/* On x86 a 64-bit division is several times slower than a 32-bit one
 * (Skylake: ~40-90 cycles and some 36 microcoded uops, against ~26 cycles and
 * 10 uops), and gcc does not narrow an int64 division itself. Nearly all
 * operands here fit in 32 bits (view-space coordinates times the focal
 * length, gradients of small polygons), so the helpers below test that and
 * take the 32-bit instruction; the quotient is the same either way. */
static inline bool fits_i32(int64_t v) { return (uint64_t)v + 0x80000000u <= 0xFFFFFFFFu; }

/* a / b (C truncation) for b > 0 */
static inline int64_t div_trunc(int64_t a, int64_t b)
{
    if (fits_i32(a) && b <= INT32_MAX)
        return (int32_t)a / (int32_t)b;
    return a / b;
}

/* Division by a reciprocal, for several quotients with one divisor: with
 * m = floor((2^32 - 1) / d), n * m / 2^32 undershoots n / d by less than
 * (n + n / d) / 2^32 < 1 for n < 2^31, so its floor is the quotient or one
 * less, and one remainder test fixes it. Exact for n < 2^31, 0 < d < 2^31. */
static inline uint32_t udiv_recip(uint32_t n, uint32_t d, uint32_t m)
{
    uint32_t q = (uint32_t)(((uint64_t)n * m) >> 32);
    return q + (n - q * d >= d);
}

/* floor(a / d) for int32 a (a < 0: floor(a / d) = ~floor(~a / d), ~a >= 0) */
static inline int32_t floordiv_recip(int32_t a, uint32_t d, uint32_t m)
{
    uint32_t s = a < 0 ? UINT32_MAX : 0;
    return (int32_t)(udiv_recip((uint32_t)a ^ s, d, m) ^ s);
}

/* floor division for int64 (b > 0) */
static inline int64_t floordiv(int64_t a, int64_t b)
{
    if (fits_i32(a) && b <= INT32_MAX) {
        int32_t q = (int32_t)a / (int32_t)b, m = (int32_t)a % (int32_t)b;
        return q - (m < 0); /* m < 0 exactly when a < 0 and b does not divide it */
    }
    int64_t q = a / b;
    if ((a % b) != 0 && (a < 0))
        q--;
    return q;
}

/* ---- creation ----------------------------------------------------------------- */

/* How a face is filled: an object texture or a flat palette colour. */
typedef struct {
    const uint8_t *tex;     /* 256x256 tile; NULL: flat colour (or, in the
                             * object texture table, a texture not drawable) */
    uint8_t colour;
    bool transparent;
    int32_t u[4], v[4];     /* texel coordinates (8.8) of the object texture's
                             * vertices (0 when flat) */
} FaceTex;

/* Renderer state that only this file uses (render_internal.h is shared with
 * the rasteriser). Render_Create allocates this; the Renderer is its first
 * member, so a Renderer * converts back to it. */
typedef struct {
    struct Renderer r;
    /* w = 2^W_SHIFT / z of r->vverts[i] (set when it is projected) */
    int32_t *vert_w;
    /* every object texture resolved (faces look theirs up through
     * r->tex_remap), and the 256 flat colours */
    FaceTex *tex_info;
    FaceTex flat[256];
    /* band hand-out with threads (see take_bands), atomics */
    uint64_t band_ticket;
    int bands_done;
} RenderPriv;

static inline RenderPriv *render_priv(Renderer *r) { return (RenderPriv *)(void *)r; }

static bool build_face_textures(RenderPriv *pr, const Level *lv)
{
    pr->tex_info = calloc(lv->num_object_textures + 1, sizeof(FaceTex));
    if (!pr->tex_info)
        return false;
    for (uint32_t t = 0; t < lv->num_object_textures; t++) {
        const ObjectTexture *ot = &lv->object_textures[t];
        FaceTex *ft = &pr->tex_info[t];
        uint32_t tile = ot->tile & 0x7FFF;
        if (tile >= lv->num_textiles || !lv->textiles8)
            continue; /* tex stays NULL: not drawable */
        ft->tex = lv->textiles8 + (size_t)tile * TEXTILE_SIZE * TEXTILE_SIZE;
        ft->transparent = ot->attribute != 0;
        for (int i = 0; i < 4; i++) {
            ft->u[i] = ot->vertices[i].x_pixel * 256 + ot->vertices[i].x_coord;
            ft->v[i] = ot->vertices[i].y_pixel * 256 + ot->vertices[i].y_coord;
        }
    }
    for (int i = 0; i < 256; i++)
        pr->flat[i].colour = (uint8_t)i;
    return true;
}

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
    RenderPriv *pr = calloc(1, sizeof(*pr));
    if (!pr) {
        snprintf(err, err_cap, "render: out of memory");
        return NULL;
    }
    Renderer *r = &pr->r;
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
    /* room vertices plus the T-junction extras (render_tjunc.c) */
    bool tj_ok = RenderTJ_Build(level, &r->tj);
    r->vverts_cap = maxv + r->tj.max_extra;
    r->room_rect = calloc(nr, sizeof(RectI));
    r->room_queued = calloc(nr, 1);
    r->room_order = calloc(nr, sizeof(uint16_t));
    r->room_stamp = calloc(nr, sizeof(uint32_t));
    r->vverts = calloc(r->vverts_cap, sizeof(VVert));
    pr->vert_w = calloc(r->vverts_cap, sizeof(int32_t));
    r->polys = calloc(MAX_POLYS, sizeof(Poly));
    r->sort_keys = calloc(MAX_POLYS, sizeof(uint32_t));
    r->sort_a = calloc(MAX_POLYS, sizeof(uint32_t));
    r->sort_b = calloc(MAX_POLYS, sizeof(uint32_t));
    r->order_rows = calloc(MAX_POLYS, sizeof(uint32_t));
    r->num_tex = level->num_object_textures;
    r->tex_remap = calloc(r->num_tex + 1, sizeof(uint16_t));
    if (!r->room_rect || !r->room_queued || !r->room_order ||
        !r->room_stamp || !r->vverts || !r->polys || !r->sort_keys || !r->sort_a ||
        !r->sort_b || !r->order_rows || !r->tex_remap || !pr->vert_w ||
        !build_face_textures(pr, level) || !tj_ok) {
        r->threads = 1; /* no workers were started: nothing to join */
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
    r->num_bands = MIN(r->threads * 8, MAX(r->height / 16, r->threads));
    /* wait until every worker runs: a thread's start-up (its stack, TLS)
     * then never happens inside a frame */
    pthread_mutex_lock(&r->mutex);
    while (r->workers_ready < r->threads - 1)
        pthread_cond_wait(&r->cond_done, &r->mutex);
    pthread_mutex_unlock(&r->mutex);
    return r;
}

void Render_Destroy(Renderer *r)
{
    if (!r)
        return;
    if (r->threads > 1) {
        pthread_mutex_lock(&r->mutex);
        __atomic_store_n(&r->quit, true, __ATOMIC_RELEASE);
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
    RenderTJ_Free(&r->tj);
    free(render_priv(r)->vert_w);
    free(render_priv(r)->tex_info);
    free(render_priv(r));
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
    /* the vertices faces index (r->vverts) and their w (valid when projected) */
    const VVert *vv;
    const int32_t *vw;
} EmitCtx;

static inline void project(const Renderer *r, VVert *v)
{
    int64_t z = v->z;
    v->sx = (int32_t)(((int64_t)r->cx * SUB_ONE) + floordiv((int64_t)v->x * r->f * SUB_ONE, z));
    v->sy = (int32_t)(((int64_t)r->cy * SUB_ONE) + floordiv((int64_t)v->y * r->f * SUB_ONE, z));
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

/* Outcode bits of a VVert: the near and far planes (clipped in 3D), then,
 * for projected vertices, the sides of the room rectangle the vertex is on or
 * beyond: a face with one of those bits on all its vertices (and nothing to
 * clip) fails the rectangle test, and is rejected before any other work. */
enum {
    OC_NEAR = 1,
    OC_FAR = 2,
    OC_CLIP = OC_NEAR | OC_FAR,
    OC_X0 = 4,  /* sx <= rect.x0 */
    OC_X1 = 8,  /* sx >= rect.x1 */
    OC_Y0 = 16, /* sy <= rect.y0 */
    OC_Y1 = 32, /* sy >= rect.y1 */
    OC_RECT = OC_X0 | OC_X1 | OC_Y0 | OC_Y1,
};

static inline uint8_t outcode(const VVert *v, int32_t far_z)
{
    uint8_t oc = 0;
    if (v->z < RENDER_NEAR_Z)
        oc |= OC_NEAR;
    if (v->z > far_z)
        oc |= OC_FAR;
    return oc;
}

/* Fogs and classifies (near/far) a vertex transformed to view space. */
static inline void shade_vertex(const Renderer *r, VVert *o, int32_t shade)
{
    o->shade = fog_shade(shade, o->z);
    o->oc = outcode(o, r->far_z);
}

/* Projects the vertices vv[0..n) that are in front of the near plane, sets
 * their w (vw[i]) and rectangle outcode bits, and returns the AND (low byte)
 * and OR (high byte) of all outcodes. The divisions (one per vertex) come first, in a loop of
 * their own, so that they overlap each other rather than each one's latency
 * holding up the projection arithmetic. */
static uint16_t project_vertices(const Renderer *r, VVert *vv, int32_t *vw, uint32_t n,
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
    for (uint32_t i = 0; i < n; i++) {
        VVert *o = &vv[i];
        if (!(o->oc & OC_NEAR)) {
            vw[i] = project_w(r, o, recip[i], f16, cx16, cy16);
            o->oc |= (o->sx <= x0 ? OC_X0 : 0) | (o->sx >= x1 ? OC_X1 : 0) |
                     (o->sy <= y0 ? OC_Y0 : 0) | (o->sy >= y1 ? OC_Y1 : 0);
        }
        all &= o->oc;
        any |= o->oc;
    }
    return (uint16_t)(all | any << 8);
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

/* Chooses the perspective sub-span length (see render.h): the largest
 * L = 2^k (4..256) with G * R * L^2 / 4 <= 1/2 texel, where at each vertex
 * G is the texel rate along x and R = |dw/dx| / w the relative change of
 * 1/z per pixel (u'' = 2 R u', and linear interpolation over L errs by at
 * most |u''| L^2 / 8). The maximum of G * R over the vertices is used, with
 * G capped at one texel per pixel: for minified textures the bound is half a
 * pixel of texture displacement instead of half a texel. */
static const int64_t sub_limit[9] = { /* 2^(33 - 2 lg) + 1 for lg = 3..8 */
    0, 0, 0, ((int64_t)1 << 27) + 1, ((int64_t)1 << 25) + 1, ((int64_t)1 << 23) + 1,
    ((int64_t)1 << 21) + 1, ((int64_t)1 << 19) + 1, ((int64_t)1 << 17) + 1,
};

static int choose_sub(const Poly *p, const int32_t *w, const int32_t *u, const int32_t *v, int n)
{
    int64_t gw = p->w.gx < 0 ? -p->w.gx : p->w.gx; /* |dw/dx| << 8 */
    if (gw == 0)
        return 8;
    /* G = g/256, R = gw/256/w: G*R*L^2/4 <= 1/2  <=>  (g*gw/w) * L^2 <= 2 * 65536.
     * With e_i = g_i * gw * 65536 / w_i (scaled by 2^16), L = 2^lg passes when
     * max_i e_i << 2lg <= 2 * 65536 * 65536, i.e. e_i <= 2^(33 - 2lg) for every
     * vertex. The floor division is replaced by its equivalent multiplication:
     * floor(X / w) <= T  <=>  X < (T + 1) * w. */
    int lg = 8;
    for (int i = 0; i < n; i++) {
        if (w[i] <= 0)
            return 2;
        /* du/dx = (duw/dx - u * dw/dx) / w in 8.8 texels (u is 8.8, uw = u*w>>8) */
        int64_t du = div_trunc(p->uw.gx - (int64_t)u[i] * p->w.gx / 256, w[i]);
        int64_t dv = div_trunc(p->vw.gx - (int64_t)v[i] * p->w.gx / 256, w[i]);
        int64_t g = (du < 0 ? -du : du) + (dv < 0 ? -dv : dv); /* 8.8 texels per pixel */
        /* Minified (g > 1 texel per pixel): half a pixel is the visible unit,
         * so the bound becomes half a texel or half a pixel, the larger. */
        g = MIN(g, 256);
        if (gw < ((int64_t)1 << 39)) {
            /* the usual case: X = g * gw * 65536 < 2^63 */
            int64_t x = g * gw * 65536;
            while (lg > 2 && x >= sub_limit[lg] * w[i])
                lg--;
        } else {
            __int128 x = (__int128)g * gw * 65536;
            while (lg > 2 && x >= (__int128)sub_limit[lg] * w[i])
                lg--;
        }
        if (lg == 2)
            return 2;
    }
    return lg;
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

/* Clips the polygon of vertices vv[idx[tvi[i]]], i < n (with their texel
 * coordinates us, vs, and shades shade_in unless NULL) against the planes in oc_or and projects the new
 * vertices; the result goes to p->x, p->y and w, sh, us, vs. Returns its
 * vertex count (< 3: nothing left). */
static int clip_poly(const Renderer *r, const VVert *vv, const uint16_t *idx, const uint8_t *tvi,
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
        n = clip_plane(v, n, buf1, 0, r->far_z);
        v = buf1;
        for (int i = 0; i < n; i++)
            project(r, &v[i]);
    }
    if (n >= 3 && (oc_or & OC_FAR)) {
        VVert *o = v == buf0 ? buf1 : buf0;
        n = clip_plane(v, n, o, 1, r->far_z);
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
    int sub_log2 = 8;
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
            sub_log2 = choose_sub(p, w, us, vsv, n);
    }
    p->flags = flags;
    p->sub_log2 = (uint8_t)sub_log2;
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

static void emit_poly3(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi, const FaceTex *ft,
                       uint32_t key)
{
    emit_poly_n(c, idx, tvi, 3, ft, key);
}

static void emit_poly4(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi, const FaceTex *ft,
                       uint32_t key)
{
    emit_poly_n(c, idx, tvi, 4, ft, key);
}

/* The polygon of a face crossing the near or far plane (oc_or). */
static void emit_poly_clipped(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi, int n,
                              const FaceTex *ft, uint32_t key, uint8_t oc_or)
{
    Poly *p = &c->r->polys[c->r->num_polys];
    int32_t w[POLY_MAX_VERTS], sh[POLY_MAX_VERTS], us[POLY_MAX_VERTS], vsv[POLY_MAX_VERTS];
    for (int i = 0; i < n; i++) {
        us[i] = ft->u[tvi[i]];
        vsv[i] = ft->v[tvi[i]];
    }
    n = clip_poly(c->r, c->vv, idx, tvi, n, oc_or, p, w, sh, us, vsv, NULL);
    if (n >= 3)
        finish_poly(c, p, n, w, sh, us, vsv, ft, key);
}

/* True when a face with these outcodes certainly draws nothing: all its
 * vertices beyond one clip plane, or (nothing to clip) beyond one side of the
 * room rectangle while the sort list has room (a full list counts the faces
 * that pass the back-face test as dropped, whether visible or not). */
static inline bool face_off(const Renderer *r, uint8_t oc_and, uint8_t oc_or)
{
    return (oc_and & OC_CLIP) ||
           (!(oc_or & OC_CLIP) && (oc_and & OC_RECT) && r->num_polys < MAX_POLYS);
}

/* Back-face test in view space: faces are clockwise on screen when seen from
 * the front (y down). */
static inline bool back_facing(const VVert *a, const VVert *b, const VVert *d)
{
    int64_t ux = b->x - a->x, uy = b->y - a->y, uz = b->z - a->z;
    int64_t vx = d->x - a->x, vy = d->y - a->y, vz = d->z - a->z;
    int64_t nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    return nx * a->x + ny * a->y + nz * a->z <= 0;
}

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
        emit_poly_clipped(c, idx, tvi, e ? 4 : 3, ft, key, oc_or);
    else if (e)
        emit_poly4(c, idx, tvi, ft, key);
    else
        emit_poly3(c, idx, tvi, ft, key);
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
static void emit_quad_visible(EmitCtx *c, const VVert *a, const VVert *b, const VVert *d,
                              const VVert *e, const uint16_t *idx, uint16_t texture,
                              bool textured, bool room, bool cull, bool back_a)
{
    const FaceTex *ft = face_texture(c->r, texture, textured);
    if (!ft)
        return;
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

/* A quad with vertex indices idx (checked by the caller) and texture (object
 * texture when textured, else a palette colour). Inlined in the face loops:
 * most faces end in its first tests. */
static inline void emit_quad(EmitCtx *c, const VVert *v, const uint16_t *idx, uint16_t texture,
                             bool textured, bool room, bool cull)
{
    const VVert *a = &v[idx[0]], *b = &v[idx[1]], *d = &v[idx[2]], *e = &v[idx[3]];
    if (face_off(c->r, a->oc & b->oc & d->oc & e->oc, a->oc | b->oc | d->oc | e->oc))
        return;
    /* A planar quad is culled by its first triangle (a, b, d), a split one
     * triangle by triangle: with both facing away nothing is drawn. */
    bool back_a = cull && back_facing(a, b, d);
    if (back_a && back_facing(a, d, e))
        return;
    emit_quad_visible(c, a, b, d, e, idx, texture, textured, room, cull, back_a);
}

/* The second half of emit_tri_face. */
static void emit_tri_visible(EmitCtx *c, const VVert *a, const VVert *b, const VVert *d,
                             const uint16_t *idx, uint16_t texture, bool textured, bool room)
{
    const FaceTex *ft = face_texture(c->r, texture, textured);
    if (!ft)
        return;
    int32_t z = room ? MAX(MAX(a->z, b->z), d->z) : (a->z + b->z + d->z) / 3;
    emit_tri(c, a, b, d, NULL, idx, ft, TRI_A, (uint32_t)MAX(z, 0), false);
}

static inline void emit_tri_face(EmitCtx *c, const VVert *v, const uint16_t *idx,
                                 uint16_t texture, bool textured, bool room, bool cull)
{
    const VVert *a = &v[idx[0]], *b = &v[idx[1]], *d = &v[idx[2]];
    if (face_off(c->r, a->oc & b->oc & d->oc, a->oc | b->oc | d->oc) ||
        (cull && back_facing(a, b, d)))
        return;
    emit_tri_visible(c, a, b, d, idx, texture, textured, room);
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
        m = clip_poly(r, vv, ov, IDENT, m, oc_or, p, w, sh, us, vs, shade);
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
    finish_poly(c, p, m, w, sh, us, vs, ft, key);
}

/* A room face (quad when nface is 4, else triangle) with T-junction record
 * tj: the same tests and split as emit_quad / emit_tri_face, drawn through
 * emit_outline. */
static void emit_face_tj(EmitCtx *c, const uint16_t *idx, int nface, const RenderTJ *tj,
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
    VVert *vv = r->vverts;
    int32_t *vw = render_priv(r)->vert_w;
    EmitCtx c = {r, r->room_rect[ri], NULL, vv, vw};
    bool water = (room->flags & ROOM_FLAG_WATER) != 0;
    c.cmap = (water || r->underwater) ? r->water_cmap : lv->lightmap;
    Mat34 m = r->view;
    Mat34_TranslateRel(&m, room->x, 0, room->z);
    uint32_t nv = MIN(room->num_vertices, r->vverts_cap);
    for (uint32_t i = 0; i < nv; i++) {
        const RoomVertex *rv = &room->vertices[i];
        VVert *o = &vv[i];
        xform(&m, rv->pos.x, rv->pos.y, rv->pos.z, o);
        shade_vertex(r, o, rv->shade);
    }
    /* the corners of neighbouring rooms that lie on this room's edges
     * (their shade is never used: faces interpolate theirs) */
    uint32_t rix = (uint32_t)(room - lv->rooms);
    /* (a level without any has NULL arrays: NULL + 0 is undefined in C) */
    const Vec3s *extra = r->tj.extra ? r->tj.extra + r->tj.extra_first[rix] : NULL;
    uint32_t nx = r->tj.extra_first[rix + 1] - r->tj.extra_first[rix];
    for (uint32_t i = 0; i < nx; i++) { /* vverts_cap counts them */
        xform(&m, extra[i].x, extra[i].y, extra[i].z, &vv[nv + i]);
        shade_vertex(r, &vv[nv + i], 0);
    }
    project_vertices(r, vv, vw, nv + nx, c.rect);
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
            emit_face_tj(&c, q->vertices, 4, tj++, q->texture, cull);
        else
            emit_quad(&c, vv, q->vertices, q->texture, true, true, cull);
    }
    for (uint32_t i = 0; i < room->num_tris; i++) {
        const RoomTri *t = &room->tris[i];
        if (t->vertices[0] >= nv || t->vertices[1] >= nv || t->vertices[2] >= nv)
            continue;
        bool cull = !(tr3 && (t->texture & 0x8000));
        if (tj < tj_end && tj->face == room->num_quads + i)
            emit_face_tj(&c, t->vertices, 3, tj++, t->texture, cull);
        else
            emit_tri_face(&c, vv, t->vertices, t->texture, true, true, cull);
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

/* ---- item lighting -----------------------------------------------------------
 *
 * External (dynamic) lighting of meshes with normals, as TR1 does it. Facts
 * taken from public descriptions of the original (the TRosettaStone level
 * format notes: light fields, AmbientIntensity 0 bright .. 0x1FFF dark, point
 * light Intensity 0 dark .. 0x1FFF bright, Fade = reach; and the open-source
 * TR1 reimplementation LostArtefacts/TRX, formerly Tomb1Main: its
 * Output_CalculateLight, phd_RotateLight and Output_CalcVerticeLight), restated
 * here in our own terms:
 *
 *  - the light is worked out once for a sample point (in TR1 the centre of
 *    the item's bounding box) from the sample's room only;
 *  - no lights in the room: every vertex gets the room's ambient shade;
 *  - otherwise, with A = 0x1FFF - ambient (a brightness), each light gives
 *      B = A + I * F / (D + F),  F = Fade^2 >> 12,  D = |sample - light|^2 >> 12
 *    (I is the light's 16-bit Intensity, signed in the original's light
 *    struct); the light with the largest B (first one on ties; B must beat 0)
 *    is the only one used;
 *  - M = (A + B) / 2 is the brightness of a vertex lit side-on; the shade
 *    "adder" is 0x1FFF - M and the "divider" (1 << 26) / (B - M), or 0 when
 *    B == A (then every vertex just gets the adder);
 *  - the direction is the unit vector (1.0 = 2^14) from the light towards
 *    the sample. The original turns it into yaw and pitch and back (sine
 *    table) and rotates it by the camera, then by the transpose of each
 *    mesh's object-to-view rotation; the camera cancels out, leaving the
 *    direction in the mesh's own frame, divided by the divider;
 *  - a vertex's shade is adder + (normal . v) >> 16 with the raw normal
 *    (stored at length ~2^14, not renormalised), clamped to 0..0x1FFF.
 *    With unit normals that is 0x1FFF - B facing the light, the ambient
 *    shade facing away and linear in the cosine in between: the light wraps
 *    round the whole mesh rather than stopping at 90 degrees.
 *
 * Differences: RenderMeshDraw has no item, so the sample is each mesh's own
 * centre (Mesh.centre through its world matrix) rather than one point per
 * item; the direction is normalised with a square root instead of going
 * through angles (the same vector to a few units in 2^14); the depth cue is
 * applied per vertex like every other face here, not once per item.
 * Other games: TR2's version (same source) uses the brightest light's
 * contribution without the ambient and the room's ambient as the dark end,
 * which gives the same shades up to rounding, so TR2 levels use this too;
 * TR3 lights are coloured and work differently: this is an approximation
 * there (as the previous renderer was). */

typedef struct {
    int32_t adder;   /* shade of a vertex lit side-on (or of every vertex) */
    int32_t divider; /* 0: no directional part */
    int32_t dir[3];  /* world space, from the light to the sample, 1.0 = 2^14 */
} ItemLight;

static int32_t light_intensity(const Level *lv, const RoomLight *L)
{
    /* TR1/TR2 store a 16-bit word the original reads as signed (LEVEL1's
     * room 9 has 0xF001: a light that never wins); TR3 a 32-bit value */
    if (lv->game == GAME_TR3)
        return CLAMP(L->intensity, INT16_MIN, INT16_MAX);
    return (int16_t)(uint16_t)L->intensity;
}

static void item_light(const Level *lv, const Room *room, const int64_t pos[3], ItemLight *out)
{
    int32_t ambient = CLAMP(room->ambient, 0, 0x1FFF);
    out->divider = 0;
    out->adder = ambient;
    if (room->num_lights == 0)
        return;
    int64_t amb = 0x1FFF - ambient, brightest = 0;
    int64_t ldir[3] = {0, 0, 0};
    for (uint32_t i = 0; i < room->num_lights; i++) {
        const RoomLight *L = &room->lights[i];
        /* 64-bit (the original's 32 bits overflow beyond ~45000 units);
         * hostile coordinates are clamped so the squares cannot overflow */
        int64_t d[3] = {CLAMP(pos[0] - L->pos.x, -(1 << 30), 1 << 30),
                        CLAMP(pos[1] - L->pos.y, -(1 << 30), 1 << 30),
                        CLAMP(pos[2] - L->pos.z, -(1 << 30), 1 << 30)};
        int64_t dist = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]) >> 12;
        int64_t fade = CLAMP((int64_t)L->fade, 0, (int64_t)1 << 24);
        int64_t falloff = fade * fade >> 12;
        /* falloff + dist == 0 (sample on a light with no reach) would divide
         * by zero in the original; such a light adds nothing here */
        int64_t b = amb + (falloff + dist > 0 ? light_intensity(lv, L) * falloff / (falloff + dist) : 0);
        if (b > brightest) {
            brightest = b;
            memcpy(ldir, d, sizeof(ldir));
        }
    }
    int64_t mid = (amb + brightest) / 2;
    out->adder = (int32_t)CLAMP(0x1FFF - mid, INT32_MIN / 2, INT32_MAX / 2);
    if (brightest == amb || brightest == mid)
        return; /* brightest == mid only when brightest == amb - 1 */
    out->divider = (int32_t)(((int64_t)1 << 26) / (brightest - mid));
    uint32_t len = Math_Sqrt64((uint64_t)(ldir[0] * ldir[0] + ldir[1] * ldir[1] + ldir[2] * ldir[2]));
    if (len == 0) {
        /* sample on the light: the original's angles of a zero vector are
         * 0, 0, i.e. the direction +z */
        out->dir[0] = out->dir[1] = 0;
        out->dir[2] = 1 << W2V_SHIFT;
        return;
    }
    for (int k = 0; k < 3; k++)
        out->dir[k] = (int32_t)div_trunc(ldir[k] * (1 << W2V_SHIFT), len);
}

/* Per-vertex shades for a mesh. mode: RENDER_LIGHT_FIXED with `fixed`, or
 * lit by the room (see item lighting above). */
static void light_mesh(Renderer *r, const Mesh *mesh, const Mat34 *world, const Room *room,
                       int mode, int32_t fixed, VVert *vv)
{
    int n = mesh->num_vertices;
    /* per-vertex arrays must cover every vertex (the data is untrusted) */
    bool has_lights = mesh->num_normals < 0 && mesh->lights && -(int)mesh->num_normals >= n;
    bool has_normals = mesh->num_normals > 0 && mesh->normals && mesh->num_normals >= n;
    if (has_lights) {
        /* internal lighting: per-vertex values offset by the intensity */
        int32_t adder = (mode == RENDER_LIGHT_FIXED || mode == RENDER_LIGHT_DIRECTIONAL
                             ? fixed : (room ? room->ambient : 0x1000)) - 0x1000;
        for (int i = 0; i < n; i++)
            vv[i].shade = clamp_shade((int32_t)mesh->lights[i] + adder);
        return;
    }
    if (mode == RENDER_LIGHT_DIRECTIONAL) {
        /* a fixed light: the adder from the draw, the direction and
         * divider from Render_SetObjectLight */
        int32_t div = r->obj_light_divider;
        if (div <= 0 || !has_normals) {
            int32_t s = clamp_shade(fixed);
            for (int i = 0; i < n; i++)
                vv[i].shade = s;
            return;
        }
        int64_t v[3];
        for (int k = 0; k < 3; k++)
            v[k] = ((int64_t)world->m[0][k] * r->obj_light_dir[0] +
                    (int64_t)world->m[1][k] * r->obj_light_dir[1] +
                    (int64_t)world->m[2][k] * r->obj_light_dir[2]) / div;
        for (int i = 0; i < n; i++) {
            const Vec3s *nm = &mesh->normals[i];
            int64_t d = nm->x * v[0] + nm->y * v[1] + nm->z * v[2];
            vv[i].shade = clamp_shade(fixed + (int32_t)(d >> 16));
        }
        return;
    }
    if (mode == RENDER_LIGHT_FIXED || !room) {
        int32_t s = clamp_shade(mode == RENDER_LIGHT_FIXED ? fixed : 0x1000);
        for (int i = 0; i < n; i++)
            vv[i].shade = s;
        return;
    }
    int64_t pos[3];
    Mat34_Transform(world, mesh->centre.x, mesh->centre.y, mesh->centre.z, pos);
    ItemLight il;
    item_light(r->level, room, pos, &il);
    if (il.divider == 0 || !has_normals) {
        int32_t s = clamp_shade(il.adder);
        for (int i = 0; i < n; i++)
            vv[i].shade = s;
        return;
    }
    /* the direction in the mesh's frame (transpose of the world rotation),
     * scaled by 1 / divider: (normal . v) >> 16 is then the shade offset */
    int64_t v[3];
    for (int k = 0; k < 3; k++)
        v[k] = ((int64_t)world->m[0][k] * il.dir[0] + (int64_t)world->m[1][k] * il.dir[1] +
                (int64_t)world->m[2][k] * il.dir[2]) / il.divider;
    for (int i = 0; i < n; i++) {
        const Vec3s *nm = &mesh->normals[i];
        int64_t d = nm->x * v[0] + nm->y * v[1] + nm->z * v[2];
        vv[i].shade = clamp_shade(il.adder + (d >> 16));
    }
}

static void draw_mesh_in(Renderer *r, const Mesh *mesh, const Mat34 *world, const Room *room,
                         RectI rect, int mode, int32_t fixed)
{
    const Level *lv = r->level;
    if (mesh->num_vertices > r->vverts_cap)
        return;
    VVert *vv = r->vverts;
    int32_t *vw = render_priv(r)->vert_w;
    EmitCtx c = {r, rect, NULL, vv, vw};
    bool water = room && (room->flags & ROOM_FLAG_WATER) != 0;
    c.cmap = (water || r->underwater) ? r->water_cmap : lv->lightmap;
    Mat34 m;
    Mat34_Mul(&m, &r->view, world);
    int n = mesh->num_vertices;
    light_mesh(r, mesh, world, room, mode, fixed, vv);
    for (int i = 0; i < n; i++) {
        VVert *o = &vv[i];
        xform(&m, mesh->vertices[i].x, mesh->vertices[i].y, mesh->vertices[i].z, o);
        shade_vertex(r, o, o->shade);
    }
    uint16_t oc = project_vertices(r, vv, vw, (uint32_t)n, rect);
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
    /* stable LSD radix sort of the 16-bit keys: both histograms in one pass,
     * the first scatter reads the submission order directly */
    uint32_t n = r->num_polys;
    const uint32_t *keys = r->sort_keys;
    uint32_t lo[256] = {0}, hi[256] = {0};
    for (uint32_t i = 0; i < n; i++) {
        lo[keys[i] & 0xFF]++;
        hi[(keys[i] >> 8) & 0xFF]++;
    }
    uint32_t slo = 0, shi = 0;
    for (int k = 0; k < 256; k++) {
        uint32_t c = lo[k];
        lo[k] = slo;
        slo += c;
        c = hi[k];
        hi[k] = shi;
        shi += c;
    }
    uint32_t *tmp = r->sort_b, *out = r->sort_a;
    for (uint32_t i = 0; i < n; i++)
        tmp[lo[keys[i] & 0xFF]++] = i;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t idx = tmp[i];
        out[hi[(keys[idx] >> 8) & 0xFF]++] = idx;
    }
    r->order = out;
    for (uint32_t i = 0; i < n; i++) {
        int ys, ye;
        Raster_PolyRows(&r->polys[out[i]], &ys, &ye);
        r->order_rows[i] = (uint32_t)ys | (uint32_t)ye << 16;
    }
}

static void draw_band(Renderer *r, int band, int bands, uint8_t *fb)
{
    int y0 = r->height * band / bands, y1 = r->height * (band + 1) / bands;
    if (!r->job_keep)
        memset(fb + (size_t)y0 * r->width, r->job_clear, (size_t)(y1 - y0) * r->width);
    for (uint32_t i = 0; i < r->num_polys; i++) {
        uint32_t rows = r->order_rows[i];
        if ((int)(rows & 0xFFFF) < y1 && (int)(rows >> 16) > y0)
            Raster_DrawPoly(&r->polys[r->order[i]], fb, r->width, y0, y1);
    }
    if (r->underwater)
        wibble_rows(r, fb, y0, y1);
}

/* Bands are handed out through an atomic ticket, several per thread, so a
 * thread that gets less CPU (or a cheaper part of the screen) simply takes
 * fewer of them. The ticket holds the frame's generation in its high half and
 * the next band in its low half, and a frame ends when all its bands are
 * drawn, not when every worker has reported: a worker that wakes late finds
 * the ticket of its frame used up (or of a later frame, which it leaves
 * alone) instead of the frame waiting for it to be scheduled. Which thread
 * draws a band never changes its pixels. */
static void take_bands(Renderer *r, uint32_t gen, uint8_t *fb)
{
    RenderPriv *pr = render_priv(r);
    int nb = r->num_bands; /* fixed at creation */
    for (;;) {
        uint64_t t = __atomic_load_n(&pr->band_ticket, __ATOMIC_ACQUIRE);
        do {
            if ((uint32_t)(t >> 32) != gen || (uint32_t)t >= (uint32_t)nb)
                return;
        } while (!__atomic_compare_exchange_n(&pr->band_ticket, &t, t + 1, false, __ATOMIC_ACQ_REL,
                                              __ATOMIC_ACQUIRE));
        draw_band(r, (int)(uint32_t)t, nb, fb);
        if (__atomic_add_fetch(&pr->bands_done, 1, __ATOMIC_ACQ_REL) == nb) {
            pthread_mutex_lock(&r->mutex);
            pthread_cond_signal(&r->cond_done);
            pthread_mutex_unlock(&r->mutex);
        }
    }
}

/* How long a thread polls before it sleeps on a condition variable, in
 * pause instructions (tens of microseconds): the next frame's bands, or the
 * last band of this frame, usually come sooner than a futex wake-up would
 * bring the thread back, and a sleep/wake pair costs several percent of a
 * 1 ms frame. Polling reads shared words only; it changes no pixel. */
#define SPIN_PAUSES 4000

static inline void cpu_pause(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

static void *worker_main(void *arg)
{
    Worker *w = arg;
    Renderer *r = w->r;
    uint32_t seen = 0;
    pthread_mutex_lock(&r->mutex);
    r->workers_ready++;
    pthread_cond_signal(&r->cond_done);
    pthread_mutex_unlock(&r->mutex);
    for (;;) {
        uint32_t gen = __atomic_load_n(&r->job_gen, __ATOMIC_ACQUIRE);
        for (int i = 0; i < SPIN_PAUSES && gen == seen && !__atomic_load_n(&r->quit, __ATOMIC_ACQUIRE); i++) {
            cpu_pause();
            gen = __atomic_load_n(&r->job_gen, __ATOMIC_ACQUIRE);
        }
        if (gen == seen) {
            pthread_mutex_lock(&r->mutex);
            while (!r->quit && r->job_gen == seen)
                pthread_cond_wait(&r->cond_start, &r->mutex);
            gen = r->job_gen;
            pthread_mutex_unlock(&r->mutex);
        }
        if (__atomic_load_n(&r->quit, __ATOMIC_ACQUIRE))
            return NULL;
        seen = gen;
        /* job_fb is written before job_gen is released */
        uint8_t *fb = __atomic_load_n(&r->job_fb, __ATOMIC_RELAXED);
        take_bands(r, seen, fb);
    }
}

static void raster_all(Renderer *r, uint8_t *fb)
{
    if (r->threads <= 1) {
        draw_band(r, 0, 1, fb);
        return;
    }
    RenderPriv *pr = render_priv(r);
    pthread_mutex_lock(&r->mutex);
    __atomic_store_n(&r->job_fb, fb, __ATOMIC_RELAXED);
    uint32_t gen = r->job_gen + 1;
    /* every band of the previous frame is done: nobody touches these now */
    __atomic_store_n(&pr->bands_done, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&pr->band_ticket, (uint64_t)gen << 32, __ATOMIC_RELEASE);
    __atomic_store_n(&r->job_gen, gen, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&r->cond_start);
    pthread_mutex_unlock(&r->mutex);
    take_bands(r, gen, fb);
    for (int i = 0; i < SPIN_PAUSES && __atomic_load_n(&pr->bands_done, __ATOMIC_ACQUIRE) < r->num_bands; i++)
        cpu_pause();
    if (__atomic_load_n(&pr->bands_done, __ATOMIC_ACQUIRE) < r->num_bands) {
        pthread_mutex_lock(&r->mutex);
        while (__atomic_load_n(&pr->bands_done, __ATOMIC_ACQUIRE) < r->num_bands)
            pthread_cond_wait(&r->cond_done, &r->mutex);
        pthread_mutex_unlock(&r->mutex);
    }
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

static bool frame_objects(Renderer *r, const RenderCamera *cam, const RenderMeshDraw *meshes,
                          size_t num_meshes, uint8_t *fb, uint8_t clear_index, bool keep)
{
    const Level *lv = r->level;
    memset(&r->stats, 0, sizeof(r->stats));
    r->num_polys = 0;
    r->job_clear = clear_index;
    r->job_keep = keep;
    r->underwater = false;
    setup_camera(r, cam);
    RectI full = {0, 0, (int16_t)r->width, (int16_t)r->height};
    for (size_t i = 0; i < num_meshes; i++) {
        const RenderMeshDraw *d = &meshes[i];
        if (d->mesh >= lv->num_meshes)
            continue;
        const Room *room = d->room >= 0 && (uint32_t)d->room < lv->num_rooms ? &lv->rooms[d->room] : NULL;
        int mode = d->light_mode == RENDER_LIGHT_DIRECTIONAL ? RENDER_LIGHT_DIRECTIONAL
                   : room ? d->light_mode : RENDER_LIGHT_FIXED;
        draw_mesh_in(r, &lv->meshes[d->mesh], &d->world, room, full, mode, d->shade);
    }
    r->stats.polys_submitted = r->num_polys;
    sort_polys(r);
    raster_all(r, fb);
    r->job_keep = false;
    return true;
}

bool Render_FrameObjects(Renderer *r, const RenderCamera *cam, const RenderMeshDraw *meshes,
                         size_t num_meshes, uint8_t *fb, uint8_t clear_index)
{
    return frame_objects(r, cam, meshes, num_meshes, fb, clear_index, false);
}

bool Render_FrameObjectsOver(Renderer *r, const RenderCamera *cam, const RenderMeshDraw *meshes,
                             size_t num_meshes, uint8_t *fb)
{
    return frame_objects(r, cam, meshes, num_meshes, fb, 0, true);
}

void Render_SetObjectLight(Renderer *r, int32_t x, int32_t y, int32_t z, int32_t divider)
{
    uint32_t len = Math_Sqrt64((uint64_t)((int64_t)x * x + (int64_t)y * y + (int64_t)z * z));
    if (len == 0 || divider <= 0) {
        r->obj_light_divider = 0;
        return;
    }
    r->obj_light_dir[0] = (int32_t)div_trunc((int64_t)x * (1 << W2V_SHIFT), len);
    r->obj_light_dir[1] = (int32_t)div_trunc((int64_t)y * (1 << W2V_SHIFT), len);
    r->obj_light_dir[2] = (int32_t)div_trunc((int64_t)z * (1 << W2V_SHIFT), len);
    r->obj_light_divider = divider;
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
        EmitCtx c = {r, r->room_rect[s->room], NULL, NULL, NULL};
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
