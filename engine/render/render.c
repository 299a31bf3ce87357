/* The renderer: creation and destruction, the per-level tables (palette,
 * underwater ColourMap, face textures), animated textures and the small
 * accessors. The stages of a frame are in their own files, joined by
 * render_internal.h:
 *   render_frame.c   frame set-up, the sort list and the band workers
 *   render_room.c    rooms and portals (visibility, room faces)
 *   render_mesh.c    meshes and room statics
 *   render_light.c   item lighting of meshes
 *   render_sprite.c  sprites (room sprites and sprite draws)
 *   render_tri.c     triangles of a sprite's picture in world space
 *   render_face.c    faces: culling, quads split or not, T-junction outlines
 *   render_clip.c    projection, near/far clipping, polygon set-up
 *   render_interp.c  attribute planes and the perspective sub-span length
 *   render_raster.c  scan conversion
 *   render_tjunc.c   T-junction repair tables
 * See render.h for the design. */
#include "engine/render/render_internal.h"
#include "engine/render/render_rgb.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- creation ----------------------------------------------------------------- */

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
    RenderWater_Init(r);
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
    r->sky_mesh = -1;
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
        if (pthread_create(&r->workers[i].thread, NULL, RenderFrame_WorkerMain, &r->workers[i]) != 0) {
            r->threads = i; /* run with what we have */
            break;
        }
    }
    r->num_bands = MIN(r->threads * 8, MAX(r->height / 16, r->threads));
    r->min_band_rows = MAX(2, r->height / 256);
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

void Render_SetSky(Renderer *r, const RenderSky *sky)
{
    bool ok = sky && sky->mesh >= 0 && (uint32_t)sky->mesh < r->level->num_meshes;
    r->sky_mesh = ok ? sky->mesh : -1;
    if (ok)
        r->sky_rot = sky->rot;
}

void Render_SetSunset(Renderer *r, bool on)
{
    r->sunset = on;
    if (!on)
        r->sunset_timer = r->room_light_shade[3] = 0;
}

/* The rows of the room light modes for this tick (see Render_SetSunset). */
static void room_light_tick(Renderer *r)
{
    /* the original's generator: x = 0x41C64E6D x + 0x3039, (x >> 10) & 0x7FFF */
    r->flicker_seed = r->flicker_seed * 0x41C64E6Du + 0x3039u;
    r->room_light_shade[1] = (int32_t)((r->flicker_seed >> 10) & 0x7FFF) % RENDER_LIGHT_CYCLE;
    int32_t phase = (int32_t)(r->tick % RENDER_LIGHT_CYCLE);
    r->room_light_shade[2] =
        ((RENDER_LIGHT_CYCLE - 1) * (Math_Sin(phase * 0x10000 / RENDER_LIGHT_CYCLE) + 0x4000)) >> 15;
    if (r->sunset) {
        const int32_t duration = 20 * 60 * 30; /* 20 minutes of ticks */
        r->sunset_timer = MIN(r->sunset_timer + 1, duration);
        r->room_light_shade[3] = r->sunset_timer * (RENDER_LIGHT_CYCLE - 1) / duration;
    }
}

void Render_Tick(Renderer *r)
{
    r->tick++;
    r->wibble = (int32_t)(r->tick & 63);
    room_light_tick(r);
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
    memcpy(rgb, r->wet ? r->wet_palette[index] : r->rgb_palette[index], 3);
}

void Render_ToRGB(Renderer *r, const uint8_t *fb, uint8_t *rgb)
{
    /* split among the band workers when there are some (the conversion is a
     * tenth of a 1080p frame on one thread) */
    if (r->threads > 1)
        RenderFrame_ToRGB(r, fb, rgb);
    else
        RenderRGB_Convert(render_screen_palette(r), fb, rgb,
                          (size_t)r->width * (size_t)r->height);
}
