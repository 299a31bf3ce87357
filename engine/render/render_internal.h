/* Renderer internals shared by render*.c (not part of the public API). */
#ifndef TOMB8_ENGINE_RENDER_RENDER_INTERNAL_H
#define TOMB8_ENGINE_RENDER_RENDER_INTERNAL_H

#include <pthread.h>

#include "engine/render/render.h"

#define POLY_MAX_VERTS 10  /* triangle + 6 clip planes = 9, +1 spare */
#define SUB_BITS 4         /* screen coordinates have 4 fractional bits */
#define SUB_ONE (1 << SUB_BITS)
#define W_SHIFT 24         /* w = (1 << W_SHIFT) / z */
#define GRAD_FRAC 8        /* gradients per pixel carry 8 fractional bits */
#define MAX_POLYS 32768
#define RENDER_PIECE_LOG 128 /* pieces of drawing timed per frame (render_frame.c) */

enum {
    POLY_TEXTURED = 1,
    POLY_TRANSPARENT = 2,
    POLY_SPRITE = 4,
    POLY_AFFINE = 8, /* uw/vw planes hold u, v (16.16) directly */
    POLY_SHADOW = 16, /* no planes: each pixel p becomes cmap[p] (cmap: one shade row) */
    POLY_LINE = 32,   /* a line (render_line.c): ends x[0], y[0] .. x[1], y[1], half
                       * width su0 (subpixels), sv0 != 0 when x is its longer axis;
                       * each pixel p it covers becomes cmap[p] (its add row) */
};

/* An attribute plane: value(x, y) = a0 + (gx * (X - x0) + gy * (Y - y0)) >> (GRAD_FRAC + SUB_BITS)
 * with X, Y in subpixels. */
typedef struct {
    int64_t a0, gx, gy;
} Plane;

typedef struct {
    uint8_t flags;
    uint8_t nv;
    uint8_t colour;     /* flat colour (palette index) */
    uint8_t sub_q;      /* perspective sub-span length L = 4 * sub_q (1..64) */
    int16_t rx0, ry0, rx1, ry1; /* clip rectangle (pixels, [x0,x1) x [y0,y1)) */
    const uint8_t *tex; /* 256x256 tile */
    const uint8_t *cmap;/* 32 x 256 ColourMap (normal or underwater) */
    int32_t ymin, ymax; /* subpixels */
    int32_t x[POLY_MAX_VERTS], y[POLY_MAX_VERTS]; /* subpixels */
    int32_t x0, y0;     /* reference point of the planes (subpixels) */
    Plane w, uw, vw, sh;
    /* texel coordinates are clamped to this box (16.16): the texels of the
     * face's own texture, so rounding at an edge never fetches a texel of
     * the neighbouring texture in the tile */
    int32_t ulo, uhi, vlo, vhi;
    /* sprites: screen rect in subpixels is x[0],y[0]..x[1],y[1]; texture
     * origin/size in texels (16.16) */
    int32_t su0, sv0, sdu, sdv, sshade;
} Poly;

typedef struct {
    int16_t x0, y0, x1, y1; /* [x0,x1) x [y0,y1), empty when x0 >= x1 */
} RectI;

/* A view-space vertex with everything the clipper needs. */
typedef struct {
    int32_t x, y, z;    /* view space, world units */
    int32_t sx, sy;     /* projected, subpixels (valid when oc has no near bit) */
    int32_t shade;      /* 0..0x1FFF with fog */
    int32_t u, v;       /* texel coordinates 8.8 */
    uint8_t oc;         /* outcode: OC_* below (near/far planes, sides of the room rectangle) */
} VVert;

/* T-junction repair of room faces (render_tjunc.c): a face's extra outline
 * corners, RenderTJ.count[k] of them on its edge k (corner k to k + 1), in
 * order along the edges. A corner index below the room's num_vertices is
 * one of its vertices; num_vertices + j is the room's extra vertex j. */
#define RENDER_TJ_MAX_EXTRA 4 /* a quad + 4 + 2 clip planes = POLY_MAX_VERTS */
typedef struct {
    uint32_t face;          /* quad index, or num_quads + triangle index */
    uint8_t count[4];
    uint16_t vert[RENDER_TJ_MAX_EXTRA];
    uint16_t t[RENDER_TJ_MAX_EXTRA];    /* position along the edge, 65536 = far end */
} RenderTJ;

/* Records of room i: rec[rec_first[i] .. rec_first[i + 1]), sorted by face;
 * its extra vertices (room-local positions of neighbours' corners):
 * extra[extra_first[i] .. extra_first[i + 1]). */
typedef struct {
    RenderTJ *rec;
    uint32_t *rec_first;
    Vec3s *extra;
    uint32_t *extra_first;
    uint32_t max_extra;     /* most extra vertices of one room */
} RenderTJTable;

/* Finds the T-junctions of every room. False when out of memory (then
 * RenderTJ_Free still frees what was allocated). */
bool RenderTJ_Build(const Level *lv, RenderTJTable *t);
void RenderTJ_Free(RenderTJTable *t);

struct Renderer;

typedef struct {
    struct Renderer *r;
    int index;
    pthread_t thread;
} Worker;

#define RENDER_ROOM_LIGHT_MODES 4 /* normal, flicker, glow, sunset */
#define RENDER_LIGHT_CYCLE 32     /* the original's WIBBLE_SIZE */

struct Renderer {
    const Level *level;
    int width, height;
    int threads;
    int32_t far_z;

    /* camera of the current frame */
    Mat34 view;         /* world -> view */
    int32_t f;          /* focal length in pixels */
    int32_t cx, cy;     /* projection centre (pixels) */
    bool underwater;
    bool flipped;
    uint32_t tick;
    int32_t wibble;
    /* TR2 room light modes (Render_Tick): the light table row (0..31) each
     * mode uses this tick (index: Room.light_mode; 0, normal, stays 0),
     * the flicker's own random stream, the glow's phase and the sunset. */
    int32_t room_light_shade[RENDER_ROOM_LIGHT_MODES];
    uint32_t flicker_seed;
    bool sunset;
    int32_t sunset_timer;
    /* water looks (Render_SetWaterLook, render_water.c): the tables, and
     * whether the last world frame was shown through the water palette */
    RenderWaterLook water_look;
    bool wet;
    int8_t wibble_table[RENDER_LIGHT_CYCLE];
    int16_t shade_table[RENDER_LIGHT_CYCLE];
    int16_t rand_table[RENDER_LIGHT_CYCLE];
    uint8_t wet_palette[256][3];
    /* the sky (Render_SetSky); sky_on: drawn this frame */
    int32_t sky_mesh;
    Mat34 sky_rot;
    bool sky_on;

    /* per room */
    RectI *room_rect;
    uint8_t *room_queued;
    uint16_t *room_order;   /* visible rooms in discovery order */
    uint32_t num_visible;
    uint32_t *room_stamp;
    uint32_t stamp;

    /* vertex scratch (largest room / mesh) */
    VVert *vverts;
    uint32_t vverts_cap;

    /* polygons */
    Poly *polys;
    uint32_t num_polys;
    uint32_t *sort_keys;    /* key per poly */
    uint32_t *sort_a, *sort_b; /* index arrays for radix sort */
    uint32_t *order;        /* final draw order */
    uint32_t *order_rows;   /* with threads, rows of order[i]: ys | ye << 16 (bands skip
                             * polys without touching them) */
    RenderStats stats;

    /* tables */
    uint8_t water_cmap[LIGHTMAP_SHADES * 256];
    uint8_t rgb_palette[256][3];
    uint16_t *tex_remap;    /* animated textures: object texture -> shown texture */
    RenderTJTable tj;       /* T-junction repair (see RenderTJ_Build) */
    uint32_t num_tex;

    /* threads */
    Worker workers[RENDER_MAX_THREADS];
    pthread_mutex_t mutex;
    pthread_cond_t cond_start, cond_done;
    uint32_t job_gen;
    uint32_t wake_gen;  /* bumped at a frame's start: workers poll for its job (render_frame.c) */
    int workers_ready;  /* workers that have started (Render_Create waits) */
    bool quit;
    uint8_t *job_fb;
    bool job_rgb;       /* the job converts job_fb to RGB24 at job_rgb_out (Render_ToRGB) */
    uint8_t *job_rgb_out;
    uint8_t *frame_rgb; /* Render_FrameRGB's target: each piece of drawn rows is
                         * converted by its thread right after drawing, NULL otherwise */
    uint8_t job_clear;
    bool job_keep;      /* draw over fb without clearing (Render_FrameObjectsOver) */
    int32_t obj_light_dir[3]; /* RENDER_LIGHT_DIRECTIONAL: 1.0 = 2^14 */
    int32_t obj_light_divider;
    int num_bands;      /* RGB conversion bands with threads */
    int min_band_rows;  /* the smallest piece of drawing handed to a thread */
    /* shadows of the next frame (Render_SetShadows) */
    const RenderShadowDraw *shadows;
    size_t num_shadows;
    /* dynamic lights of the next frame (Render_SetDynamicLights), clamped */
    RenderDynLight dyn[RENDER_MAX_DYN_LIGHTS];
    int num_dyn;
    /* lines of the next frame (Render_SetLines), and their add table:
     * row c (built when line_add_ready[c]) maps a pixel to what a line of
     * colour c makes of it */
    const RenderLineDraw *lines;
    size_t num_lines;
    uint8_t line_add_ready[256];
    uint8_t line_add[256 * 256];
    /* sprite triangles of the next frame (Render_SetTris) */
    const RenderTriDraw *tris;
    size_t num_tris;
};

/* render_shadow.c: appends the shadows given to Render_SetShadows to the
 * sort list (after the rooms are found visible) and forgets them. */
void RenderShadow_Emit(Renderer *r);
/* render_line.c: appends the lines given to Render_SetLines (after the
 * rooms are found visible) and forgets them. */
void RenderLine_Emit(Renderer *r);
/* render_tri.c: appends the triangles given to Render_SetTris (after the
 * rooms are found visible) and forgets them. */
void RenderTri_Emit(Renderer *r);
/* render_line.c: draws line poly p into fb rows [y0, y1). */
void RasterLine_Draw(const Poly *p, uint8_t *fb, int pitch, int y0, int y1);

/* render_raster.c: one-time table set-up (Render_Create calls it). */
void Raster_Init(void);
/* Draws poly into fb rows [y0, y1). */
void Raster_DrawPoly(const Poly *p, uint8_t *fb, int pitch, int y0, int y1);
/* render_raster_flat.c: the rows ys + i of [ys, ye) of flat polygon p,
 * spans [xs[i], xe[i]), into fb; recip[n] = 65536 / n (n <= 256). */
void RasterFlat_Rows(const Poly *p, uint8_t *fb, int pitch, int ys, int ye, const int16_t *xs,
                     const int16_t *xe, const int32_t *recip);
/* render_raster_flat.c: draws sprite poly p into fb rows [y0, y1). */
void RasterFlat_Sprite(const Poly *p, uint8_t *fb, int pitch, int y0, int y1);
/* The rasteriser path for the environment's TOMB8_RASTER value want (NULL,
 * "", unknown or unsupported: the default, PEXT when the CPU has it), the scalar one when
 * no_pext (TOMB8_NO_PEXT set). An unknown or unsupported want leaves one
 * line in warn (warn_cap > 0; Raster_Init prints it once), else warn is
 * empty. */
RenderRasterPath Raster_ChoosePath(const char *want, bool no_pext, char *warn, size_t warn_cap);
/* render_rgb.c: the warning (one line, no "warning: " prefix) for the
 * environment variable var set to value, which names none of the n paths
 * names[] or one this CPU lacks (has[i]: the CPU supports path i); chosen:
 * the path used instead. */
void RenderRGB_EnvWarning(char *warn, size_t cap, const char *var, const char *value,
                           const char *const *names, const bool *has, int n, const char *chosen);
/* Sub-span steps: (b - a) / L as (b - a) * rcp >> 32 with rcp =
 * ceil(2^32 / L) (Raster_SubRcp), rounded toward minus infinity like the
 * arithmetic shift it equals when L is a power of two; off from the exact
 * quotient by at most |b - a| / 2^32 per pixel (b - a < 2^25 in 16.16
 * texels: well under 1/65536 texel over a sub-span). */
static inline int32_t sub_div(int32_t d, int64_t rcp)
{
    return (int32_t)(((int64_t)d * rcp) >> 32);
}
int64_t Raster_SubRcp(int len);
/* render_raster_simd.c: an opaque span on one ColourMap row cm (cm points
 * at the row), pixels d[0 .. full * L + last_n], sub-span e (L pixels, the
 * last last_n + 1) from its packed start XP[e] = v << 32 | u (16.16) by its
 * packed step DXP[e] = dv * 2^32 + du. Same bytes as the scalar loop; call
 * only when the CPU has the instructions (Render_RasterPathSupported). */
void RasterSimd_SpanAvx2(uint8_t *d, const uint64_t *XP, const uint64_t *DXP, int full, int L,
                         int last_n, const uint8_t *tex, const uint8_t *cm);
void RasterSimd_SpanAvx512(uint8_t *d, const uint64_t *XP, const uint64_t *DXP, int full, int L,
                           int last_n, const uint8_t *tex, const uint8_t *cm);
/* render_raster_simd.c: the clamped u, v (16.16) at span end points e <
 * count at plane offsets (ex[e], ey[e]) subpixels, packed with their
 * sub-span steps: xp[e] = v << 32 | u, dxp[e] = dv * 2^32 + du with du =
 * (int32)((u[e + 1] - u[e]) * m[e] >> 32), dv alike (m[count - 1] must be
 * 0). pl: base (times 2^12), gx, gy of the w, u w and v w planes; box: the
 * texel box ulo, uhi, vlo, vhi inside [0, 2^24); affine: u w, v w hold u, v
 * (no divide). ex, ey and m are read in whole vectors of 8: they need room
 * for count rounded up to a multiple of 8. The same values as the scalar
 * end-point code. Call only when the CPU has AVX-512 F, CD, DQ, VL. */
void RasterSimd_EndsAvx512(uint64_t *xp, uint64_t *dxp, int count, const int32_t *ex,
                           const int32_t *ey, const int64_t *m, const int64_t pl[9],
                           const uint32_t *rtab, const int64_t box[4], bool affine);
/* render_raster_simd.c: walk_chain of render_raster.c on one edge of
 * `count` rows, row j's edge x (16.16 subpixels) being x0 + k + j * st: to
 * xa[j] (EdgeRows), or with the other chain's xa[j] to the row's span
 * [sxs[j], sxe[j]) of pixel centres clamped to [rx0, rx1] (EdgeSpans). The
 * same values as the scalar loop. Call only when the CPU has AVX-512 F, DQ, VL. */
void RasterSimd_EdgeRowsAvx512(int64_t x0, int64_t k, int64_t st, int count, int64_t *xa);
void RasterSimd_EdgeSpansAvx512(int64_t x0, int64_t k, int64_t st, int count, const int64_t *xa,
                                int rx0, int rx1, int16_t *sxs, int16_t *sxe);
/* The rows [*ys, *ye) poly can touch (inside its clip rectangle; both 0
 * when none). */
void Raster_PolyRows(const Poly *p, int *ys, int *ye);


/* ---- shared by the stages of render*.c (the rasteriser uses none) ------------ */

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

/* How a face is filled: an object texture or a flat palette colour. */
typedef struct {
    const uint8_t *tex;     /* 256x256 tile; NULL: flat colour (or, in the
                             * object texture table, a texture not drawable) */
    uint8_t colour;
    bool transparent;
    int32_t u[4], v[4];     /* texel coordinates (8.8) of the object texture's
                             * vertices (0 when flat) */
} FaceTex;

/* Renderer state of the geometry stages (the rasteriser needs none of it).
 * Render_Create allocates this; the Renderer is its first
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
    uint32_t job_units;  /* the job's rows (drawing) or RGB bands; set before its ticket */
    uint32_t units_done;
    /* with threads: the estimated cost of drawing rows [0, y) at row_cum[y]
     * (render_frame.c, made with the sort list), pieces are cut by it */
    uint32_t row_cum[RENDER_MAX_HEIGHT + 1];
    /* the estimate of row y as the polygons make it, and the weight it is
     * taken at (1/256ths), learned from the time the last frames' pieces took */
    uint32_t row_est[RENDER_MAX_HEIGHT];
    uint16_t row_w[RENDER_MAX_HEIGHT];
    bool row_w_ready;
    /* this frame's pieces of drawing: rows and nanoseconds */
    struct {
        uint16_t y0, y1;
        uint32_t ns;
    } piece_log[RENDER_PIECE_LOG];
    uint32_t num_pieces;
} RenderPriv;

static inline RenderPriv *render_priv(Renderer *r) { return (RenderPriv *)(void *)r; }

/* Frame-wide clip context for the current room/draw. */
typedef struct {
    Renderer *r;
    RectI rect;
    const uint8_t *cmap;
    /* the vertices faces index (r->vverts) and their w (valid when projected;
     * a room's are projected when a face needs them, see OC_LAZY) */
    VVert *vv;
    int32_t *vw;
} EmitCtx;


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
    /* in front of the near plane but not projected yet (sx, sy and w not
     * set; its rectangle bits are): RenderClip_ClassifyVertices */
    OC_LAZY = 64,
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


static inline bool rect_empty(RectI a) { return a.x0 >= a.x1 || a.y0 >= a.y1; }

/* Transforms a point with the view matrix composed with an object matrix:
 * Mat34_Transform's arithmetic, its rows written out (its loop over them
 * went through memory). Loops over many vertices pass a local copy of the
 * matrix whose address is taken nowhere else, so that the compiler keeps it
 * in registers instead of reading it again after each vertex's stores. */
static inline void xform(const Mat34 *m, int32_t x, int32_t y, int32_t z, VVert *o)
{
    const int64_t X = x, Y = y, Z = z;
    const int64_t ox = (m->m[0][0] * X + m->m[0][1] * Y + m->m[0][2] * Z + m->t[0]) >> W2V_SHIFT;
    const int64_t oy = (m->m[1][0] * X + m->m[1][1] * Y + m->m[1][2] * Z + m->t[1]) >> W2V_SHIFT;
    const int64_t oz = (m->m[2][0] * X + m->m[2][1] * Y + m->m[2][2] * Z + m->t[2]) >> W2V_SHIFT;
    o->x = (int32_t)CLAMP(ox, -(1 << 28), 1 << 28);
    o->y = (int32_t)CLAMP(oy, -(1 << 28), 1 << 28);
    o->z = (int32_t)CLAMP(oz, -(1 << 28), 1 << 28);
}

/* render_xform.c: x, y, z of out[0..n) = xform() of the n points of int16
 * coordinates src[i * stride + 0..2] (stride 3: Vec3s, 7: RoomVertex).
 * _Verts takes the vector code unless the rasteriser is on its scalar
 * reference path; _Vector (when the CPU has AVX-512, else scalar) and
 * _Scalar are there for the tests that compare them. */
void RenderXform_Verts(const Mat34 *m, const int16_t *src, uint32_t stride, uint32_t n,
                       VVert *out);
void RenderXform_Vector(const Mat34 *m, const int16_t *src, uint32_t stride, uint32_t n,
                        VVert *out);
void RenderXform_Scalar(const Mat34 *m, const int16_t *src, uint32_t stride, uint32_t n,
                        VVert *out);
bool RenderXform_VectorSupported(void);
/* render_xform.c: the projection of RenderClip_ProjectVertices (project_w
 * and the rectangle outcode bits) of vv[0..8), recip[k] = (2^32 - 1) / z,
 * f16 the focal length in subpixels (fits in int32), cx16, cy16 the centre,
 * lim the rectangle (x0, x1, y0, y1) in subpixels. Returns the lanes done:
 * bit k when vv[k].z >= RENDER_NEAR_Z and x, y times f16 fit in int32 (the
 * others are for the caller's scalar code; none without AVX-512). */
typedef struct {
    int32_t sx[8], sy[8], w[8], oc[8];
} RenderProj8;
uint8_t RenderXform_Project8(const VVert *vv, const uint32_t *recip, int32_t f16, int32_t cx16,
                             int32_t cy16, const int32_t lim[4], RenderProj8 *out);
/* render_xform.c: RenderClip_ClassifyVertices' rectangle bits of vv[0..8)
 * to oc[k] (whatever z is), f16 and k (kx0, kx1, ky0, ky1) in int32; false
 * (nothing done) without AVX-512. */
bool RenderXform_Classify8(const VVert *vv, int32_t f16, const int32_t k[4], uint8_t oc[8]);

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

/* ---- the stages (one file each, see render.c) -------------------------------- */

/* render_frame.c: a band worker's thread (Render_Create starts them). */
void *RenderFrame_WorkerMain(void *arg);
/* render_frame.c: fb to RGB24 at rgb in bands shared by the workers
 * (Render_ToRGB with threads). */
void RenderFrame_ToRGB(Renderer *r, const uint8_t *fb, uint8_t *rgb);

/* render_room.c */
/* The room drawn for room index idx (its flipped alternate when flipped). */
const Room *RenderRoom_At(const Renderer *r, uint32_t idx);
/* Finds the rooms seen from cam (in room cam_room) and their rectangles:
 * r->room_order[0 .. r->num_visible), r->room_rect. */
void RenderRoom_FindVisible(Renderer *r, uint32_t cam_room, const int32_t cam[3]);
/* Submits the faces and sprites of visible room ri. */
void RenderRoom_Draw(Renderer *r, uint32_t ri);

/* render_sky.c: with a sky set and an outside room in view, emits the
 * sky's faces (first: they are drawn before everything) and sets sky_on;
 * else clears sky_on. After RenderRoom_FindVisible. */
void RenderSky_Emit(Renderer *r, uint32_t cam_room);

/* The palette the screen is shown through: TR2's water palette under
 * water (Render_Wet), else the level's. */
static inline const uint8_t (*render_screen_palette(const Renderer *r))[3]
{
    return (const uint8_t(*)[3])(r->wet ? r->wet_palette : r->rgb_palette);
}

/* render_water.c */
/* Fills the water tables and the water palette (Render_Create). */
void RenderWater_Init(Renderer *r);
/* The ColourMap of faces in or seen with room (NULL: a draw without one). */
const uint8_t *RenderWater_Cmap(const Renderer *r, const Room *room);
/* Moves the projected vertices vv[0..n) of a room seen through the water's
 * surface (attrs[i] bit 15 holds vertex i; attrs NULL: none held) and
 * updates their rectangle outcodes for rect. */
void RenderWater_Wibble(const Renderer *r, VVert *vv, uint32_t n, const RoomVertex *attrs,
                        RectI rect);

/* render_mesh.c */
/* Submits a mesh's faces (world: object to world), clipped to rect and lit
 * by room (NULL: no room) as mode and fixed say (RENDER_LIGHT_*). */
void RenderMesh_Draw(Renderer *r, const Mesh *mesh, const Mat34 *world, const Room *room,
                     RectI rect, int mode, int32_t fixed);
/* The same in room room_idx (its rectangle and, flipped, its alternate). */
void RenderMesh_DrawInRoom(Renderer *r, const Mesh *mesh, const Mat34 *world, uint32_t room_idx,
                           int mode, int32_t fixed);
/* Submits the visible static meshes of room ri. */
void RenderMesh_DrawStatics(Renderer *r, uint32_t ri);

/* render_light.c: dynamic lights (Render_SetDynamicLights). Which of
 * them reach room (the original's test on its x/z extent): their indices
 * into out (RENDER_MAX_DYN_LIGHTS), the count returned. */
int RenderLight_DynRoom(const Renderer *r, const Room *room, uint8_t *out);
/* shade less the light of the n lights idx[] at world point (x, y, z),
 * clamped at 0 (shade itself when none reaches it). */
int32_t RenderLight_DynShade(const Renderer *r, const uint8_t *idx, int n, int32_t x, int32_t y,
                             int32_t z, int32_t shade);
/* render_light.c: per-vertex shades of a mesh into vv[i].shade. */
void RenderLight_Mesh(Renderer *r, const Mesh *mesh, const Mat34 *world, const Room *room, int mode,
                      int32_t fixed, VVert *vv);

/* render_sprite.c: a sprite at view-space (vx, vy, vz). */
void RenderSprite_Emit(EmitCtx *c, int32_t vx, int32_t vy, int32_t vz, uint16_t sprite,
                       int32_t shade);
/* A sprite draw with a look or size of its own (RenderSpriteDraw.look,
 * .size: TR3's sparks), at view-space (vx, vy, vz). */
void RenderSprite_EmitSpark(EmitCtx *c, int32_t vx, int32_t vy, int32_t vz,
                            const RenderSpriteDraw *s);

/* render_clip.c */
/* Projects vv[0..n) in front of the near plane (w into vw) and adds their
 * rectangle outcodes; returns the AND (low byte) and OR (high byte). */
uint16_t RenderClip_ProjectVertices(const Renderer *r, VVert *vv, int32_t *vw, uint32_t n,
                                    RectI rect);
/* The same outcodes as RenderClip_ProjectVertices, found by multiplying
 * instead of projecting: vertices in front of the near plane get OC_LAZY,
 * and RenderClip_Ensure projects them when a face that passed the
 * whole-face tests needs them (most of a room's vertices serve only faces
 * that are turned away or off the rectangle). */
void RenderClip_ClassifyVertices(const Renderer *r, VVert *vv, uint32_t n, RectI rect);
/* Projects vertex v (OC_LAZY), its w into *w, exactly as
 * RenderClip_ProjectVertices would have. */
void RenderClip_ProjectLazy(const Renderer *r, VVert *v, int32_t *w);
static inline void RenderClip_Ensure(const EmitCtx *c, uint32_t j)
{
    if (c->vv[j].oc & OC_LAZY)
        RenderClip_ProjectLazy(c->r, &c->vv[j], &c->vw[j]);
}
/* Clips in[0..n) against plane 0 (near) or 1 (far) into out; its count. */
int RenderClip_Plane(const VVert *in, int n, VVert *out, int plane, int32_t far_z);
/* Clips and projects a face's polygon (see render_clip.c); its count. */
int RenderClip_Poly(const Renderer *r, const VVert *vv, const uint16_t *idx, const uint8_t *tvi,
                    int n, uint8_t oc_or, Poly *p, int32_t *w, int32_t *sh, int32_t *us,
                    int32_t *vs, const int32_t *shade_in);
/* The polygon of a face crossing the near or far plane (oc_or). */
void RenderClip_EmitPolyClipped(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi, int n,
                                const FaceTex *ft, uint32_t key, uint8_t oc_or);

/* render_interp.c: polygon set-up (attribute planes, texel box, sub-span
 * length) and its entry on the sort list. */
/* The perspective sub-span length of polygon p (planes set) whose n
 * vertices have 1/z w[i] and texel coordinates u[i], v[i] (8.8), as q (1..64)
 * for L = 4q pixels: the largest that keeps the error bound of render.h at
 * every vertex. */
int RenderInterp_ChooseSub(const Poly *p, const int32_t *w, const int32_t *u, const int32_t *v,
                           int n);
/* Completes polygon p (vertices p->x, p->y and w, sh, us, vsv, i < n) and
 * appends it to the sort list unless it turns out empty. */
void RenderInterp_FinishPoly(EmitCtx *c, Poly *p, int n, const int32_t *w, const int32_t *sh,
                             const int32_t *us, const int32_t *vsv, const FaceTex *ft,
                             uint32_t key);
/* The polygon of an unclipped triangle / quad (corners tvi[0..n) of the
 * face with vertex indices idx). */
void RenderInterp_EmitPoly3(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi,
                            const FaceTex *ft, uint32_t key);
void RenderInterp_EmitPoly4(EmitCtx *c, const uint16_t *idx, const uint8_t *tvi,
                            const FaceTex *ft, uint32_t key);

/* render_face.c: the second halves of emit_quad and emit_tri_face below
 * (faces that passed the whole-face tests), and a room face with
 * T-junction record tj. */
void RenderFace_QuadVisible(EmitCtx *c, const VVert *a, const VVert *b, const VVert *d,
                            const VVert *e, const uint16_t *idx, uint16_t texture, bool textured,
                            bool room, bool cull, bool back_a);
void RenderFace_TriVisible(EmitCtx *c, const VVert *a, const VVert *b, const VVert *d,
                           const uint16_t *idx, uint16_t texture, bool textured, bool room);
void RenderFace_TJ(EmitCtx *c, const uint16_t *idx, int nface, const RenderTJ *tj, uint16_t texture,
                   bool cull);

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
    RenderFace_QuadVisible(c, a, b, d, e, idx, texture, textured, room, cull, back_a);
}


static inline void emit_tri_face(EmitCtx *c, const VVert *v, const uint16_t *idx,
                                 uint16_t texture, bool textured, bool room, bool cull)
{
    const VVert *a = &v[idx[0]], *b = &v[idx[1]], *d = &v[idx[2]];
    if (face_off(c->r, a->oc & b->oc & d->oc, a->oc | b->oc | d->oc) ||
        (cull && back_facing(a, b, d)))
        return;
    RenderFace_TriVisible(c, a, b, d, idx, texture, textured, room);
}

#endif
