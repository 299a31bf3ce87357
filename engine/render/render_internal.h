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

enum {
    POLY_TEXTURED = 1,
    POLY_TRANSPARENT = 2,
    POLY_SPRITE = 4,
    POLY_AFFINE = 8, /* uw/vw planes hold u, v (16.16) directly */
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
    uint8_t sub_log2;   /* perspective sub-span length = 1 << sub_log2 */
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
    uint8_t oc;         /* outcode: OC_* in render.c (near/far planes, sides of the room rectangle) */
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
    uint32_t *order_rows;   /* rows of order[i]: ys | ye << 16 (bands skip
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
    int workers_ready;  /* workers that have started (Render_Create waits) */
    bool quit;
    uint8_t *job_fb;
    uint8_t job_clear;
    bool job_keep;      /* draw over fb without clearing (Render_FrameObjectsOver) */
    int32_t obj_light_dir[3]; /* RENDER_LIGHT_DIRECTIONAL: 1.0 = 2^14 */
    int32_t obj_light_divider;
    int num_bands;
};

/* render_raster.c: one-time table set-up (Render_Create calls it). */
void Raster_Init(void);
/* Draws poly into fb rows [y0, y1). */
void Raster_DrawPoly(const Poly *p, uint8_t *fb, int pitch, int y0, int y1);
/* The rows [*ys, *ye) poly can touch (inside its clip rectangle; both 0
 * when none). */
void Raster_PolyRows(const Poly *p, int *ys, int *ye);

#endif
