/* The fixed-point 8-bit software renderer.
 *
 * Everything is drawn into an 8-bit indexed framebuffer (one byte per pixel,
 * pitch = width) with the level's palette; lighting goes through the level's
 * ColourMap (32 shade rows x 256 entries, row = shade >> 8, shade 0 bright ..
 * 0x1FFF dark). Geometry and rasterisation are integer only. Render_ToRGB
 * converts to RGB24 once at the end (6-bit palette x 4).
 *
 * Pipeline of Render_Frame:
 *   1. visibility: portals are walked from the camera's room; each room gets
 *      the screen rectangle it is seen through (union of its portals' clipped
 *      bounding rectangles, as the original; portals crossing the near plane
 *      are clipped to it first). When the camera is within two near-plane
 *      distances of a portal's box the whole current rectangle passes, so a
 *      camera standing in a portal never loses the room beyond.
 *   2. geometry: room faces, room sprites, static meshes and the entity draws
 *      of visible rooms are transformed to view space, lit (per vertex), fogged
 *      (shade += depth - 12288 beyond 12 tiles), clipped in 3D against the
 *      near plane and the far plane (20 tiles), projected (4 bits of subpixel)
 *      and appended to the sort list with the room's rectangle as scissor.
 *      Quads that are parallelograms in space, texture and shade stay one
 *      polygon; others are split into two triangles.
 *   3. sort + raster: back to front, then scan-converted, each polygon
 *      scissored to its room's rectangle (2D, so shared edges are evaluated
 *      from the same end points in every room: no cracks at portals).
 *
 * Occlusion: the original's sorted polygon list (painter's order), not a depth
 * buffer. Why: (a) it is what the original software path does, so overlaps
 * resolve the way players saw them; (b) the per-pixel inner loops stay free of
 * depth reads/writes, which is most of the budget at 1080p (a 16-bit depth
 * buffer is 4 MB of extra traffic per frame at 1080p, and 16 bits of 1/z are
 * too coarse at 20 tiles); (c) the rooms' portal rectangles already remove
 * most of the overdraw. The sort is deterministic (stable radix sort on the key,
 * ties keep submission order). Keys: room faces use their FARTHEST vertex
 * depth (so a floor or wall is drawn before anything standing on or in front
 * of it), mesh faces and sprites their AVERAGE depth.
 *
 * Multi-threading: with threads > 1 the sorted list is drawn by N workers,
 * each taking pieces of rows through an atomic ticket. Pieces are cut by an
 * estimated cost (each polygon's mean row width plus its spans, per row,
 * times a per-row weight learned from how long the last frames' pieces
 * took): first one piece per thread of an equal share of 7/8 of the cost,
 * then halves of what is left, so a frame is drawn in a few pieces (each
 * piece sets up again the polygons it cuts) and the threads still finish
 * together. Each poly's row range is precomputed once per frame so a piece
 * skips the polys it does not touch without reading them. Every pixel's
 * value depends only on the polygon and the pixel (edges and attributes are
 * stepped by exact integer increments, so they equal their closed formulas
 * at every row and pixel whatever row a band starts on), so the image is
 * byte-identical for every thread count.
 *
 * Perspective correction: 1/z, u/z and v/z are interpolated exactly (plane
 * equations, stepped in exact 64-bit integers); spans are drawn in sub-spans
 * of L pixels from the span start (L a multiple of 4, 4..256, chosen per
 * polygon: the longest the bound below allows, not only powers of two) with
 * exact u, v at sub-span ends and affine in between. The divide
 * at each end is one lookup in a 4096-entry reciprocal table (1/w to 2^-13
 * relative, so u, v to 1/32 texel on a 256-texel tile); with AVX-512 the
 * ends inside a span are computed eight at a time, the same integers. L is chosen so that
 * the first-order error estimate  G * R * L^2 / 4  (G: max texels per pixel,
 * R: max relative change of 1/z per pixel) stays below 1/2 texel (G capped at
 * 1 texel per pixel, so for minified textures: half a pixel of displacement).
 * The bound holds over the whole polygon, not only at its vertices: G * R
 * peaks on the polygon's outline, and each edge is bounded piece by piece
 * (RenderInterp_ChooseSub; the vertex values alone missed peaks inside an
 * edge). Where even 4 pixels would break it (strongly minified faces at a
 * steep angle), 4 is used: the shortest sub-span there is. Choosing L per
 * span instead was measured 12-17% slower: it saved too few sub-spans.
 * Faces whose whole extent satisfies  (u range / 2) * (wmax - wmin) / wmin <=
 * 1/2 texel are drawn affine (far and small faces). So the error against
 * per-pixel division is bounded by about half a texel (or half a pixel if
 * minified) plus 1/32 texel (render_perspective_error_bound_holds checks it
 * pixel by pixel on magnified faces, render_perspective_error_bound_random_faces
 * on 300 random ones, minified too).
 *
 * Underwater (camera in a water room; the default look, RENDER_WATER_TR1 --
 * TR2's is Render_SetWaterLook's): every face uses the derived water
 * ColourMap (palette filtered by 0.6, 0.7, 1.0, nearest entry), and the
 * frame gets the "wibble": rows shift sideways by a small sine wave that
 * moves with the tick (applied per scanline, not per vertex, so T-junctions
 * of the room meshes never crack). From the air, water rooms seen through
 * the surface use the water ColourMap too.
 *
 * Memory: Render_Create allocates every buffer (sort list, vertex scratch,
 * per-room state, worker threads). Render_Frame never allocates; when the sort
 * list is full further polygons are dropped (deterministically) and counted in
 * RenderStats. */
#ifndef TOMB8_ENGINE_RENDER_RENDER_H
#define TOMB8_ENGINE_RENDER_RENDER_H

#include "engine/core/common.h"
#include "engine/level/level.h"
#include "engine/math/matrix.h"

#define RENDER_MIN_WIDTH 320
#define RENDER_MIN_HEIGHT 240
#define RENDER_MAX_WIDTH 3840
#define RENDER_MAX_HEIGHT 2160
#define RENDER_MAX_THREADS 16

#define RENDER_FOG_START 12288 /* 12 tiles: depth cue starts */
#define RENDER_FAR_Z 20480     /* 20 tiles: polygons are cut here */
#define RENDER_NEAR_Z 32       /* near plane, world units */
#define RENDER_DEFAULT_FOV ANGLE_DEG(80)

typedef struct Renderer Renderer;

typedef struct {
    int32_t x, y, z;   /* world units */
    int32_t room;      /* room the camera is in */
    int32_t yaw, pitch, roll; /* 16-bit angles; yaw 0 looks along +z, positive pitch looks up */
    int32_t fov;       /* horizontal field of view at 4:3 (16-bit angle); 0 = 80 degrees */
} RenderCamera;

typedef enum {
    RENDER_LIGHT_ROOM = 0,  /* external/internal from the draw's room (ambient + lights) */
    RENDER_LIGHT_FIXED,     /* constant intensity `shade` (statics style: internal
                             * vertex lights are offset by shade - 0x1000) */
    RENDER_LIGHT_DIRECTIONAL, /* `shade` plus the renderer's object light
                             * (Render_SetObjectLight) on the normals: the
                             * inventory ring's lighting */
} RenderLightMode;

/* One mesh of an entity (or any mesh) to draw this frame. */
typedef struct {
    uint32_t mesh;      /* index into Level.meshes (see Level_MeshAt / mesh_index) */
    Mat34 world;        /* object space -> world space */
    int16_t room;       /* room containing the entity (visibility, clip, lights) */
    uint8_t light_mode; /* RenderLightMode */
    uint8_t pad;
    int16_t shade;      /* RENDER_LIGHT_FIXED: 0 bright..0x1FFF dark */
} RenderMeshDraw;

/* How a sprite draw looks (RenderSpriteDraw.look). TR3 draws its effects
 * as coloured, often translucent quads of its sprite sheet ("sparks"); an
 * 8-bit frame can show them only through the palette and the ColourMap:
 *  - PLAIN: the sprite's texels through the ColourMap row of `shade`;
 *  - FLAT: a rectangle of palette colour `colour` (through the row of
 *    `shade`), `sprite` unused: the sparks the original draws untextured. */
enum { RENDER_SPRITE_PLAIN = 0, RENDER_SPRITE_FLAT };
#define RENDER_SPRITE_NONE 0xFFFFu
/* How big (RenderSpriteDraw.size): AUTO is the sprite's own world extents;
 * PIXELS is w x h pixels of a 640-wide screen (scaled to the frame's width);
 * SCALED is the original's perspective size for sparks, (w * f) << scalar
 * over the depth (f: the focal length in pixels), kept between 4 pixels (1
 * for FLAT) and w << scalar (w << 2 for FLAT) of a 640-wide screen. */
enum { RENDER_SIZE_AUTO = 0, RENDER_SIZE_PIXELS, RENDER_SIZE_SCALED };

/* A billboard sprite (sprite items, effects). Zeroed extra fields give the
 * plain sprite at its own size. */
typedef struct {
    int32_t x, y, z;    /* world position */
    int16_t room;
    uint16_t sprite;    /* index into Level.sprite_textures */
    int16_t shade;      /* 0 bright..0x1FFF dark */
    uint8_t look;       /* RENDER_SPRITE_* */
    uint8_t colour;     /* FLAT: palette index */
    uint8_t size;       /* RENDER_SIZE_* */
    uint8_t scalar;     /* SCALED: the shift */
    int16_t w, h;       /* PIXELS / SCALED */
} RenderSpriteDraw;

/* A shadow (render_shadow.c): a flat convex polygon in world space, its
 * vertices in order, clockwise when seen from above (the side it is drawn
 * from). Each pixel it covers, p, becomes ColourMap[shade_row][p]: what lies
 * beneath is darkened through the level's own shade table, as the
 * original's 8-bit shadow did. Sorted with the other polygons by its
 * vertices' average depth, as the original; dropped whole when a vertex is
 * behind the near plane, when seen from below, or when its room is not
 * visible (then clipped to that room's rectangle). */
#define RENDER_SHADOW_MAX_VERTS 8
typedef struct {
    Vec3i v[RENDER_SHADOW_MAX_VERTS];
    uint8_t nv;         /* 3..RENDER_SHADOW_MAX_VERTS */
    uint8_t shade_row;  /* ColourMap row 0..31 */
    int16_t room;       /* room the shadow is in (visibility, clip) */
} RenderShadowDraw;

/* A line (render_line.c): TR3's beams, bolts and lightning, which the
 * original draws as lines and strips added to the screen. An 8-bit frame
 * adds through a table: each pixel p the line covers becomes the palette
 * entry nearest RGB(p) + RGB(colour), each channel capped at 255 (index 0,
 * the sprites' see-through slot, left out; the first of equals). The table
 * is built per colour the first time a frame uses it, from the level's
 * palette, so every frame, thread count and raster path gives the same
 * bytes. The line from a to b (world) is cut at the near and far planes,
 * projected, and covers, along its longer screen axis, the pixel centres
 * from its first end up to (not including) its last: lines sharing an end
 * on the same axis never touch a pixel twice. Across, it is `width`
 * pixels of a 640-wide screen (scaled to the frame's width; at least one
 * pixel), or, for a strip (world_width > 0), that many world units seen
 * at the mean depth of its ends when wider (at most an eighth of the
 * frame's width). It is clipped to its room's rectangle (dropped when its room is
 * not seen) and sorted with the polygons by the average depth of its
 * ends: the painter's order is its depth test, as for the original's
 * sorted lines. Lines longer than a few sectors are best given as several
 * pieces, each then sorted on its own. */
typedef struct {
    Vec3i a, b;         /* world */
    int16_t room;       /* room the line is drawn from (visibility, clip) */
    uint8_t colour;     /* palette index whose RGB is added */
    uint8_t width;      /* pixels of a 640-wide screen; 0 counts as 1 */
    uint16_t world_width; /* a strip: world units across (0: a line) */
} RenderLineDraw;

/* Lines for the next Render_Frame / Render_FrameClear only (the frame
 * forgets them). The array must stay valid until then. */
void Render_SetLines(Renderer *r, const RenderLineDraw *lines, size_t num_lines);
/* What a line of `colour` makes of a pixel of palette index `under` (the
 * table above; builds its row when not yet built). */
uint8_t Render_LineAdd(Renderer *r, uint8_t colour, uint8_t under);

/* A triangle of a sprite's picture in world space (render_tri.c): TR3's
 * fish, which the original draws as one textured triangle each, turned
 * along its heading. Corner k shows the corner corner[k] of the sprite's
 * rectangle (bit 0: its right edge, bit 1: its bottom edge); the texels
 * between are interpolated with perspective as a mesh face's, see-through
 * where the texel is index 0, each through the ColourMap row of `shade`
 * (with the depth cue). Drawn from both sides, cut at the near and far
 * planes, clipped to its room's rectangle (dropped when its room is not
 * seen; the water ColourMap as the room's sprites), sorted by the average
 * depth of its corners as a mesh face: the same bytes on every thread
 * count and raster path. */
typedef struct {
    Vec3i v[3];         /* world */
    uint8_t corner[3];  /* the sprite's corner each shows: bit 0 right, bit 1 bottom */
    uint8_t pad;
    uint16_t sprite;    /* index into Level.sprite_textures */
    int16_t shade;      /* 0 bright..0x1FFF dark */
    int16_t room;       /* room the triangle is drawn from (visibility, clip) */
} RenderTriDraw;

/* Triangles for the next Render_Frame / Render_FrameClear only (the frame
 * forgets them). The array must stay valid until then. */
void Render_SetTris(Renderer *r, const RenderTriDraw *tris, size_t num_tris);

typedef struct {
    int threads;        /* 1..RENDER_MAX_THREADS (0 = 1) */
} RenderConfig;

typedef struct {
    uint32_t rooms_visible;
    uint32_t polys_submitted; /* after culling/clipping */
    uint32_t polys_dropped;   /* sort list full */
    uint32_t pieces;          /* pieces of rows the drawing was handed out in
                               * (1 on one thread) */
} RenderStats;

/* Creates a renderer for level at width x height (RENDER_MIN..MAX, any
 * aspect). Allocates everything up front. NULL (with a message in err) on a
 * bad size or out of memory. The level must outlive the renderer. */
Renderer *Render_Create(const Level *level, int width, int height, const RenderConfig *cfg,
                        char *err, size_t err_cap);
void Render_Destroy(Renderer *r);

int Render_Width(const Renderer *r);
int Render_Height(const Renderer *r);

/* Moves the far cut (default RENDER_FAR_Z, as the original). Tests use a
 * longer one to tell cracks from far cuts. */
void Render_SetFarZ(Renderer *r, int32_t far_z);

/* Flip maps: when true, rooms with an alternate_room are replaced by it. */
void Render_SetFlipped(Renderer *r, bool flipped);

/* Advances animated textures and the water wibble by one game tick (30 Hz).
 * (Animated textures cycle every ANIM_TEXTURE_TICKS ticks as the original.) */
void Render_Tick(Renderer *r);

/* TR2 rooms' light modes, as the original: a room whose light_mode is 1
 * (flicker), 2 (glow) or 3 (sunset) shades each vertex Lighting + a step
 * from a 32 x 32 table, row = the mode's level this tick, column = the
 * vertex's light-table value (the low byte of its Attributes) mod 32;
 * step = (column - 16) * row * 512 / 31. Each tick (Render_Tick) the
 * flicker's row is a fresh random number mod 32 (a cosmetic stream of the
 * renderer's own, the original's generator: the same ticks give the same
 * frames), the glow's row 31 * (sin(phase) + 1) / 2 with the phase going
 * round in 32 ticks, and the sunset's row grows from 0 to 31 over 20
 * minutes once Render_SetSunset has switched it on (the script's sunset
 * levels). Mode 0 rooms keep the vertices' Lighting2. */
void Render_SetSunset(Renderer *r, bool on);

/* TR2's sky: the level's sky model (O2_SKYBOX), one mesh, drawn around the
 * camera behind everything else, as the original's DrawRooms does it. A
 * frame draws it when the camera's room or any room seen has
 * ROOM_FLAG_OUTSIDE; it is clipped to the union of the rectangles of the
 * rooms seen without ROOM_FLAG_INSIDE (the whole screen when the camera's
 * room is outside), turned by the view's rotation and `rot` only (it never
 * moves with the camera), every vertex at shade 0x0FFF (half bright, no
 * depth cue), never cut at the far plane. While it is drawn, the faces of
 * rooms without ROOM_FLAG_INSIDE are not cut at the far plane either
 * (beyond it they are black against the sky, their depth cue at its
 * darkest). mesh < 0 (the default, TR1, a level without a sky model): no
 * sky, frames as before. The mesh must be a Level.meshes index. */
typedef struct {
    int32_t mesh;       /* Level.meshes index; -1: none */
    Mat34 rot;          /* its rotation (translation ignored) */
} RenderSky;
void Render_SetSky(Renderer *r, const RenderSky *sky);

/* How water looks. RENDER_WATER_TR1 (the default) is described at the top
 * of this file. RENDER_WATER_TR2 is TR2's software renderer:
 *  - from under water (camera in a water room) the whole screen is shown
 *    through the water palette (each colour's red and green x 2/3, blue
 *    kept: the original swapped the screen's palette), Render_ToRGB and
 *    Render_PaletteRGB give it (Render_Wet says when); faces keep the
 *    normal ColourMap and no row is shifted;
 *  - the vertices of water rooms shimmer, wherever the camera is: each
 *    one's shade gets ShadeTable[(tick + RandTable[(n - i) % 32]) % 32]
 *    (n the room's vertex count, i the vertex; the tables below), before
 *    the depth cue (Render_WaterShimmer gives the value);
 *  - the rooms seen through the surface (water rooms from the air, dry
 *    rooms from under water) wobble: each projected vertex whose
 *    Attributes lack bit 15 moves x += WibbleTable[(tick + (uint8_t)y) %
 *    32], then y += WibbleTable[(tick + (uint8_t)x) % 32], x and y in
 *    pixels of a 480-line screen (the displacement scaled to the frame's
 *    height); items and statics do not.
 * The tables, as the original makes them: WibbleTable[k] = sin(k/32 turn)
 * * 2, ShadeTable[k] = sin(k/32 turn) * 0x300 (both >> 14), RandTable[k] =
 * (draw() >> 5) - 0x1FF from the original's generator seeded 0xD371F947
 * (x = x * 0x41C64E6D + 0x3039, draw = (x >> 10) & 0x7FFF); tick: the
 * Render_Tick count mod 32. */
typedef enum { RENDER_WATER_TR1 = 0, RENDER_WATER_TR2 } RenderWaterLook;
void Render_SetWaterLook(Renderer *r, RenderWaterLook look);
/* True when the last frame (Render_Frame / Render_FrameClear) was shown
 * through RENDER_WATER_TR2's water palette. */
bool Render_Wet(const Renderer *r);
/* RENDER_WATER_TR2's shade offset this tick for vertex i of a water room
 * of n vertices. */
int32_t Render_WaterShimmer(const Renderer *r, uint32_t i, uint32_t n);

/* Draws one frame into fb (width * height bytes). Entities and sprites are
 * drawn when their room is visible, clipped to that room's rectangle.
 * Pixels not covered by any polygon are set to palette index 0 (black).
 * Returns false (and draws nothing but black) when the camera room is
 * invalid. */
bool Render_Frame(Renderer *r, const RenderCamera *cam,
                  const RenderMeshDraw *meshes, size_t num_meshes,
                  const RenderSpriteDraw *sprites, size_t num_sprites,
                  uint8_t *fb);

/* Render_Frame, and the frame as Render_ToRGB would convert it at rgb
 * (width * height * 3 bytes), the same bytes: each piece of rows is
 * converted by the thread that drew it, right after drawing it, while the
 * rows are still in its cache. */
bool Render_FrameRGB(Renderer *r, const RenderCamera *cam,
                     const RenderMeshDraw *meshes, size_t num_meshes,
                     const RenderSpriteDraw *sprites, size_t num_sprites,
                     uint8_t *fb, uint8_t *rgb);

/* Like Render_Frame but fills uncovered pixels with `clear_index` (tests use
 * an unused index as a sentinel to find gaps). */
bool Render_FrameClear(Renderer *r, const RenderCamera *cam,
                       const RenderMeshDraw *meshes, size_t num_meshes,
                       const RenderSpriteDraw *sprites, size_t num_sprites,
                       uint8_t *fb, uint8_t clear_index);

/* Shadows for the next Render_Frame / Render_FrameClear (only that one: the
 * frame forgets them). The array must stay valid until then. */
void Render_SetShadows(Renderer *r, const RenderShadowDraw *shadows, size_t num_shadows);

/* A dynamic light (TR2's flares, gun flashes, explosions), as the original's
 * AddDynamicLight takes it: a world position, an intensity and a fall-off,
 * both powers of two. Within the sphere of radius 2^falloff around it
 * (tested on the cube first, as the original) a point gets
 *     light = 2^intensity - (distance^2 >> (2 * falloff - intensity))
 * (2^intensity at the centre, 0 at the edge). Room vertices of the rooms it
 * reaches (their x/z extent less the outer wall ring, grown by the radius)
 * have it subtracted from their shade (clamped at 0, fully bright); a room
 * static's shade likewise at its position; an item lit the room way
 * (RENDER_LIGHT_ROOM) takes the lights reaching its sample point the way
 * TR2's S_CalculateLight does: the sum of the brightest room light and every
 * dynamic light, the direction from the brightest one.
 * falloff is clamped to 0..15, intensity to 0..min(13, 2 * falloff). */
#define RENDER_MAX_DYN_LIGHTS 16
typedef struct {
    int32_t x, y, z;
    int16_t intensity;
    int16_t falloff;
} RenderDynLight;

/* Dynamic lights for the next Render_Frame / Render_FrameClear only (the
 * frame forgets them; Render_FrameObjects* never use them). They are
 * copied (at most RENDER_MAX_DYN_LIGHTS, later ones dropped). */
void Render_SetDynamicLights(Renderer *r, const RenderDynLight *lights, size_t num_lights);

/* Draws only the given meshes (no rooms, no visibility walk; the camera's
 * room is ignored), clipped to the whole screen, on clear_index. For model
 * viewers and animation strips. A draw's room (if valid) only lights it. */
bool Render_FrameObjects(Renderer *r, const RenderCamera *cam, const RenderMeshDraw *meshes,
                         size_t num_meshes, uint8_t *fb, uint8_t clear_index);

/* Like Render_FrameObjects but drawn over what fb holds (nothing cleared):
 * the inventory ring over the dimmed game frame. */
bool Render_FrameObjectsOver(Renderer *r, const RenderCamera *cam, const RenderMeshDraw *meshes,
                             size_t num_meshes, uint8_t *fb);

/* The light of RENDER_LIGHT_DIRECTIONAL draws: the direction from the light
 * towards the objects (any length) and the original's divider (the shade
 * offset of a face turned straight at it is 2^26 / divider). */
void Render_SetObjectLight(Renderer *r, int32_t x, int32_t y, int32_t z, int32_t divider);

/* Statistics of the last frame. */
RenderStats Render_GetStats(const Renderer *r);

/* True if the last frame's camera was in a water room (the underwater look
 * was applied). */
bool Render_CameraUnderwater(const Renderer *r);

/* 8-bit frame -> RGB24 (width * height * 3 bytes) through the level palette
 * (6-bit components scaled x4), shared among the renderer's threads; the
 * fastest path the CPU has (render_rgb.h; TOMB8_SIMD=scalar forces the
 * reference). Same bytes on every path and thread count. */
void Render_ToRGB(Renderer *r, const uint8_t *fb, uint8_t *rgb);

/* The RGB of a palette index (x4 scaled), for tools/tests. */
void Render_PaletteRGB(const Renderer *r, uint8_t index, uint8_t rgb[3]);

/* The rasteriser's inner loops come in several compiled paths, chosen once
 * per process from the CPU (CPUID) and the TOMB8_RASTER environment variable
 * (scalar, bmi2, avx2 or avx512; TOMB8_NO_PEXT=1 is the same as scalar;
 * another value, or a path the CPU lacks, prints one warning line and keeps
 * the default). The default is bmi2 where the CPU has fast PEXT, else
 * scalar; the gather paths are opt-in (slower on the CPU they were measured
 * on). Every path
 * draws the same bytes; the scalar one is the reference. */
typedef enum {
    RENDER_RASTER_SCALAR = 0, /* plain C: shifts and masks for the texel index */
    RENDER_RASTER_BMI2,       /* PEXT for the texel index */
    RENDER_RASTER_AVX2,       /* + 8 pixels at a time: gathers for texel and ColourMap */
    RENDER_RASTER_AVX512,     /* + 16 pixels: gathers, VBMI byte permutes for the ColourMap */
    RENDER_RASTER_PATHS
} RenderRasterPath;

/* True when this CPU (and build) can run path p. */
bool Render_RasterPathSupported(RenderRasterPath p);
/* The path in use (for the whole process). */
RenderRasterPath Render_RasterPath(void);
/* Switches every renderer of the process to path p (false, unchanged, when
 * not supported). Only between frames: tests and benchmarks use it. */
bool Render_SetRasterPath(RenderRasterPath p);
/* Its name ("scalar", "bmi2", "avx2", "avx512"). */
const char *Render_RasterPathName(RenderRasterPath p);

#define ANIM_TEXTURE_TICKS 5

#endif
