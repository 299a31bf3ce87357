/* A frame: camera set-up, the stages in order (rooms, statics, meshes,
 * sprites), the sort list and its drawing in bands, by the calling thread
 * and the band workers; the underwater wibble after rasterising. */
#include "engine/render/render_internal.h"
#include "engine/render/render_rgb.h"

#include <string.h>
#include <time.h>

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

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* ---- sorting and drawing ---------------------------------------------------- */

/* What drawing one row of polygon p costs, roughly, in pixel times: its
 * mean width (area over height, at most its clip rectangle's width), plus
 * about 18 pixels' worth for each span and, in perspective, each sub-span
 * (the renderer's measured 0.47 ns a pixel and 8.7 ns a span or sub-span). */
static uint32_t poly_row_cost(const Poly *p)
{
    int64_t w; /* pixels */
    int32_t h = p->ymax - p->ymin; /* subpixels */
    if (p->flags & (POLY_SPRITE | POLY_LINE)) {
        w = (p->flags & POLY_LINE) ? 2 : (int64_t)(p->x[1] - p->x[0]) >> SUB_BITS;
    } else if (h <= 0) {
        w = 0;
    } else {
        int64_t a2 = 0; /* twice the area, in subpixels squared */
        for (int k = 0; k < p->nv; k++) {
            int k1 = k + 1 == p->nv ? 0 : k + 1;
            a2 += (int64_t)p->x[k] * p->y[k1] - (int64_t)p->x[k1] * p->y[k];
        }
        if (a2 < 0)
            a2 = -a2;
        /* pixels of area over rows of height, in 32 bits (a divide of 64
         * bits costs more than the rest of this) */
        uint32_t area = (uint32_t)MIN(a2 >> (2 * SUB_BITS + 1), (int64_t)UINT32_MAX);
        w = area / (uint32_t)MAX(h >> SUB_BITS, 1);
    }
    w = CLAMP(w, 0, (int64_t)(p->rx1 - p->rx0));
    int64_t c = w + 18;
    if ((p->flags & (POLY_TEXTURED | POLY_AFFINE)) == POLY_TEXTURED && p->sub_q)
        c += 18 * w / (4 * p->sub_q);
    return (uint32_t)c;
}

/* Each polygon's rows (order_rows) and, for the threads, the estimated cost
 * of every row: each polygon's row cost over its rows (a difference array),
 * times the row's learned weight (learn_row_weights), summed into row_cum.
 * Pieces of the drawing are cut by cost, not rows, so a thread is not handed
 * a quarter of the screen that holds most of its polygons. Only where work
 * goes depends on it, never a pixel. */
static void poly_rows_costs(Renderer *r)
{
    RenderPriv *pr = render_priv(r);
    uint32_t *est = pr->row_est, *cum = pr->row_cum;
    const int h = r->height;
    if (!pr->row_w_ready) {
        for (int y = 0; y < h; y++)
            pr->row_w[y] = 256;
        pr->row_w_ready = true;
    }
    memset(est, 0, sizeof(uint32_t) * (size_t)h);
    for (uint32_t i = 0; i < r->num_polys; i++) {
        const Poly *p = &r->polys[r->order[i]];
        int ys, ye;
        Raster_PolyRows(p, &ys, &ye);
        r->order_rows[i] = (uint32_t)ys | (uint32_t)ye << 16;
        if (ys >= ye)
            continue;
        uint32_t c = poly_row_cost(p);
        est[ys] += c; /* a difference array, summed below */
        if (ye < h)
            est[ye] -= c;
    }
    /* cum[y] = the cost of rows [0, y), each row at least 1 so that a run
     * of empty rows still splits */
    uint32_t run = 0, acc = 0;
    for (int y = 0; y < h; y++) {
        run += est[y];
        est[y] = run + 1;
        cum[y] = acc;
        acc += (uint32_t)MIN(((uint64_t)est[y] * pr->row_w[y]) >> 8, (uint64_t)UINT32_MAX / RENDER_MAX_HEIGHT);
    }
    cum[h] = acc;
}

/* After a frame drawn in pieces: how long each piece took against its
 * estimate (relative to the whole frame's) moves the weights of its rows a
 * quarter of the way to what would have estimated it right, so the next
 * frame, usually much like this one, is cut closer to even shares. Rows of
 * pieces that were interrupted (the machine is shared) look dear for a few
 * frames; the change per frame is bounded. No pixel depends on it. */
static void learn_row_weights(Renderer *r)
{
    RenderPriv *pr = render_priv(r);
    uint32_t n = MIN(pr->num_pieces, (uint32_t)RENDER_PIECE_LOG);
    uint64_t sum_ns = 0, sum_est = 0;
    for (uint32_t i = 0; i < n; i++) {
        sum_ns += pr->piece_log[i].ns;
        for (uint32_t y = pr->piece_log[i].y0; y < pr->piece_log[i].y1; y++)
            sum_est += pr->row_est[y];
    }
    if (sum_ns == 0 || sum_est == 0)
        return;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t y0 = pr->piece_log[i].y0, y1 = pr->piece_log[i].y1;
        uint64_t est = 0;
        for (uint32_t y = y0; y < y1; y++)
            est += pr->row_est[y];
        /* the weight that makes this piece's share of the estimate its
         * share of the time: 256 * (ns / sum_ns) / (est / sum_est) */
        uint64_t want = est ? (uint64_t)pr->piece_log[i].ns * sum_est / est * 256 / sum_ns : 256;
        want = CLAMP(want, 32, 2048);
        for (uint32_t y = y0; y < y1; y++)
            pr->row_w[y] = (uint16_t)((3u * pr->row_w[y] + (uint32_t)want) / 4);
    }
}

static void sort_polys(Renderer *r)
{
    /* Stable LSD radix sort of the 16-bit keys in two passes. The digits
     * cover only the keys' range above the least one (a frame's depths
     * span a few thousand at most: two 6-bit digits instead of two bytes),
     * so the histograms are small to clear and sum, and polygons of one
     * depth run fall into different buckets (each bucket's counter is a
     * chain of stores and loads). The first scatter stores each polygon's
     * index with its second digit, so the second reads no key again. */
    uint32_t n = r->num_polys;
    const uint32_t *keys = r->sort_keys;
    uint32_t kmin = 0xFFFF, kmax = 0;
    for (uint32_t i = 0; i < n; i++) {
        kmin = MIN(kmin, keys[i]);
        kmax = MAX(kmax, keys[i]);
    }
    const uint32_t range = n ? kmax - kmin : 0; /* < 2^16 */
    const int bits = range ? 32 - __builtin_clz(range) : 1;
    const int b0 = (bits + 1) / 2, b1 = bits - b0; /* b0 <= 8, b1 <= 8 */
    const uint32_t m0 = (1u << b0) - 1, n1 = 1u << b1;
    uint32_t lo[256], hi[256];
    memset(lo, 0, sizeof(uint32_t) << b0);
    memset(hi, 0, sizeof(uint32_t) << b1);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t d = keys[i] - kmin;
        lo[d & m0]++;
        hi[d >> b0]++;
    }
    uint32_t sum = 0;
    for (uint32_t k = 0; k <= m0; k++) {
        uint32_t c = lo[k];
        lo[k] = sum;
        sum += c;
    }
    sum = 0;
    for (uint32_t k = 0; k < n1; k++) {
        uint32_t c = hi[k];
        hi[k] = sum;
        sum += c;
    }
    _Static_assert(MAX_POLYS <= 1 << 16, "a polygon's index fits the low half");
    uint32_t *tmp = r->sort_b, *out = r->sort_a;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t d = keys[i] - kmin;
        tmp[lo[d & m0]++] = (d >> b0) << 16 | i;
    }
    for (uint32_t i = 0; i < n; i++) {
        uint32_t v = tmp[i];
        out[hi[v >> 16]++] = v & 0xFFFF;
    }
    r->order = out;
    /* one thread draws the frame in one piece (draw_rows): no rows needed */
    if (r->threads > 1)
        poly_rows_costs(r);
}

/* Asks for the cache lines of the polygon drawn next while this one is
 * drawn: the sort list is visited out of order, and the frame's clear has
 * pushed the list out of the first-level cache. */
static inline void prefetch_poly(const Poly *p)
{
    const char *b = (const char *)p;
    for (size_t k = 0; k < sizeof(Poly); k += 64)
        __builtin_prefetch(b + k);
    __builtin_prefetch(b + sizeof(Poly) - 1);
}

/* Clears and draws rows [y0, y1): the polygons that reach them, in order. */
static void draw_rows(Renderer *r, int y0, int y1, uint8_t *fb)
{
    if (!r->job_keep)
        memset(fb + (size_t)y0 * r->width, r->job_clear, (size_t)(y1 - y0) * r->width);
    if (r->threads > 1) {
        for (uint32_t i = 0; i < r->num_polys; i++) {
            uint32_t rows = r->order_rows[i];
            if ((int)(rows & 0xFFFF) < y1 && (int)(rows >> 16) > y0)
                Raster_DrawPoly(&r->polys[r->order[i]], fb, r->width, y0, y1);
        }
    } else {
        /* the whole frame in one piece: every polygon with rows is drawn;
         * Raster_DrawPoly finds a face's rows itself (the same test as
         * Raster_PolyRows), so only sprites and lines, drawn by their own
         * code, are tested here */
        for (uint32_t i = 0; i < r->num_polys; i++) {
            const Poly *p = &r->polys[r->order[i]];
            if (i + 1 < r->num_polys)
                prefetch_poly(&r->polys[r->order[i + 1]]);
            if (p->flags & (POLY_SPRITE | POLY_LINE)) {
                int ys, ye;
                Raster_PolyRows(p, &ys, &ye);
                if (ys >= y1 || ye <= y0)
                    continue;
            }
            Raster_DrawPoly(p, fb, r->width, y0, y1);
        }
    }
    if (r->underwater && r->water_look == RENDER_WATER_TR1)
        wibble_rows(r, fb, y0, y1);
    /* Render_FrameRGB: these rows are final now and still in this core's
     * cache; converting them here spares a second pass (and, with threads,
     * a second hand-out and reading rows another core drew) */
    if (r->frame_rgb) {
        const size_t i0 = (size_t)y0 * (size_t)r->width, n = (size_t)(y1 - y0) * (size_t)r->width;
        RenderRGB_Convert(render_screen_palette(r), fb + i0, r->frame_rgb + i0 * 3, n);
    }
}

/* Band `band` of the RGB conversion: whole 64-pixel steps, so every band but
 * the last runs the SIMD paths from end to end (any split gives the same
 * bytes: every path writes the scalar path's bytes and nothing past its range). */
static void rgb_band(Renderer *r, int band, int bands, const uint8_t *fb)
{
    size_t n = (size_t)r->width * (size_t)r->height;
    size_t i0 = (n * (size_t)band / (size_t)bands) & ~(size_t)63;
    size_t i1 = band + 1 == bands ? n : (n * (size_t)(band + 1) / (size_t)bands) & ~(size_t)63;
    RenderRGB_Convert(render_screen_palette(r), fb + i0, r->job_rgb_out + i0 * 3,
                      i1 - i0);
}

/* Where the piece of work starting at unit `at` ends. Drawing hands out rows
 * guided by their estimated cost (row_cum): a piece is a 2 * threads-th of
 * the cost left (at least r->min_band_rows), so pieces start large (few per
 * frame: each costs a walk of the sort list and the set-up of every polygon
 * it cuts) and shrink toward the end, where the threads then finish within a
 * few rows of each other however uneven the screen is. The RGB conversion
 * costs the same per pixel: one fixed band a piece. */
static uint32_t piece_end(const Renderer *r, uint32_t at, uint32_t units)
{
    if (r->job_rgb)
        return at + 1;
    if (r->threads == 1) /* nobody to balance with: one piece, each polygon set up once */
        return units;
    /* first one piece per thread of a (1 - 1/8) / threads share of the
     * estimated cost, then halves of what is left, so that the estimate's
     * error is taken up by a few small pieces at the end; at least
     * min_band_rows a piece */
    const uint32_t *cum = render_priv((Renderer *)(uintptr_t)r)->row_cum;
    const uint32_t total = cum[units], t = (uint32_t)r->threads;
    const uint32_t shared = total - total / 8;
    uint32_t target = cum[at] < shared ? cum[at] + shared / t : cum[at] + (total - cum[at]) / t;
    uint32_t lo = MIN(units, at + (uint32_t)r->min_band_rows), hi = units;
    while (lo < hi) { /* the first end whose cost reaches the target */
        uint32_t mid = (lo + hi) / 2;
        if (cum[mid] >= target)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

/* Work is handed out through an atomic ticket, many pieces per frame, so a
 * thread that gets less CPU (or a cheaper part of the screen) simply takes
 * fewer of them. The ticket holds the frame's generation in its high half and
 * the next unit (row, or RGB band) in its low half, and a frame ends when all
 * its units are done, not when every worker has reported: a worker that wakes
 * late finds the ticket of its frame used up (or of a later frame, which it
 * leaves alone) instead of the frame waiting for it to be scheduled. Which
 * thread draws a row, and with which others, never changes its pixels. */
static void take_bands(Renderer *r, uint32_t gen, uint8_t *fb)
{
    RenderPriv *pr = render_priv(r);
    const uint32_t units = __atomic_load_n(&pr->job_units, __ATOMIC_RELAXED);
    for (;;) {
        uint64_t t = __atomic_load_n(&pr->band_ticket, __ATOMIC_ACQUIRE);
        uint32_t at, end;
        do {
            at = (uint32_t)t;
            if ((uint32_t)(t >> 32) != gen || at >= units)
                return;
            end = piece_end(r, at, units);
        } while (!__atomic_compare_exchange_n(&pr->band_ticket, &t, (t & ~(uint64_t)UINT32_MAX) | end,
                                              false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE));
        if (r->job_rgb) {
            rgb_band(r, (int)at, (int)units, fb);
        } else {
            uint64_t t0 = now_ns();
            draw_rows(r, (int)at, (int)end, fb);
            uint32_t slot = __atomic_fetch_add(&pr->num_pieces, 1, __ATOMIC_RELAXED);
            if (slot < RENDER_PIECE_LOG) {
                pr->piece_log[slot].y0 = (uint16_t)at;
                pr->piece_log[slot].y1 = (uint16_t)end;
                pr->piece_log[slot].ns = (uint32_t)MIN(now_ns() - t0, (uint64_t)UINT32_MAX);
            }
        }
        if (__atomic_add_fetch(&pr->units_done, end - at, __ATOMIC_ACQ_REL) == units) {
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

/* A frame's geometry (tens of microseconds at any size) runs on the calling
 * thread alone; its start wakes the workers that went to sleep since the
 * last frame, so that they poll for the drawing instead of being woken when
 * it is handed out: a wake-up from sleep takes a good part of that time, more
 * in a virtual machine. No pixel depends on it. */
static void wake_workers(Renderer *r)
{
    if (r->threads <= 1)
        return;
    pthread_mutex_lock(&r->mutex);
    r->wake_gen++;
    pthread_cond_broadcast(&r->cond_start);
    pthread_mutex_unlock(&r->mutex);
}

void *RenderFrame_WorkerMain(void *arg)
{
    Worker *w = arg;
    Renderer *r = w->r;
    uint32_t seen = 0, wake_seen = 0;
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
            while (!r->quit && r->job_gen == seen && r->wake_gen == wake_seen)
                pthread_cond_wait(&r->cond_start, &r->mutex);
            gen = r->job_gen;
            wake_seen = r->wake_gen;
            pthread_mutex_unlock(&r->mutex);
        }
        if (__atomic_load_n(&r->quit, __ATOMIC_ACQUIRE))
            return NULL;
        if (gen == seen)
            continue; /* woken at a frame's start (wake_workers): poll for its job */
        seen = gen;
        /* job_fb is written before job_gen is released */
        uint8_t *fb = __atomic_load_n(&r->job_fb, __ATOMIC_RELAXED);
        take_bands(r, seen, fb);
    }
}

/* Runs the bands of the job set up in r (drawing, or the RGB conversion when
 * r->job_rgb) on this thread and the workers; returns when all are done. */
static void run_bands(Renderer *r, uint8_t *fb)
{
    RenderPriv *pr = render_priv(r);
    pthread_mutex_lock(&r->mutex);
    __atomic_store_n(&r->job_fb, fb, __ATOMIC_RELAXED);
    uint32_t gen = r->job_gen + 1;
    const uint32_t units = r->job_rgb ? (uint32_t)r->num_bands : (uint32_t)r->height;
    /* every unit of the previous job is done: nobody touches these now */
    __atomic_store_n(&pr->job_units, units, __ATOMIC_RELAXED);
    __atomic_store_n(&pr->units_done, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&pr->band_ticket, (uint64_t)gen << 32, __ATOMIC_RELEASE);
    __atomic_store_n(&r->job_gen, gen, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&r->cond_start);
    pthread_mutex_unlock(&r->mutex);
    take_bands(r, gen, fb);
    for (int i = 0; i < SPIN_PAUSES && __atomic_load_n(&pr->units_done, __ATOMIC_ACQUIRE) < units; i++)
        cpu_pause();
    if (__atomic_load_n(&pr->units_done, __ATOMIC_ACQUIRE) < units) {
        pthread_mutex_lock(&r->mutex);
        while (__atomic_load_n(&pr->units_done, __ATOMIC_ACQUIRE) < units)
            pthread_cond_wait(&r->cond_done, &r->mutex);
        pthread_mutex_unlock(&r->mutex);
    }
}

static void raster_all(Renderer *r, uint8_t *fb)
{
    if (r->threads <= 1) {
        draw_rows(r, 0, r->height, fb);
        r->stats.pieces = 1;
        return;
    }
    render_priv(r)->num_pieces = 0; /* nobody takes pieces now */
    run_bands(r, fb);
    r->stats.pieces = render_priv(r)->num_pieces;
    learn_row_weights(r);
}

void RenderFrame_ToRGB(Renderer *r, const uint8_t *fb, uint8_t *rgb)
{
    r->job_rgb = true;
    r->job_rgb_out = rgb;
    run_bands(r, (uint8_t *)(uintptr_t)fb); /* read only: rgb_band */
    r->job_rgb = false;
}

static void setup_camera(Renderer *r, const RenderCamera *cam)
{
    int32_t fov = cam->fov ? cam->fov : RENDER_DEFAULT_FOV;
    fov = CLAMP(fov, ANGLE_DEG(10), ANGLE_DEG(170));
    r->f = Math_FocalLength(r->height, fov);
    /* The original's centre: half way between the first and the last pixel,
     * rounded down ((0 + 639) / 2 = 319 at 640 wide). Width / 2 drew the
     * whole view one pixel right of and below the reference pictures. */
    r->cx = (r->width - 1) / 2;
    r->cy = (r->height - 1) / 2;
    Mat34 cw;
    Mat34_FromPosRot(&cw, cam->x, cam->y, cam->z, cam->yaw, cam->pitch, cam->roll);
    Mat34_InverseRigid(&r->view, &cw);
}

static bool frame_objects(Renderer *r, const RenderCamera *cam, const RenderMeshDraw *meshes,
                          size_t num_meshes, uint8_t *fb, uint8_t clear_index, bool keep)
{
    const Level *lv = r->level;
    wake_workers(r);
    memset(&r->stats, 0, sizeof(r->stats));
    r->num_polys = 0;
    r->job_clear = clear_index;
    r->job_keep = keep;
    r->underwater = false;
    int num_dyn = r->num_dyn; /* dynamic lights are the next world frame's */
    r->num_dyn = 0;
    setup_camera(r, cam);
    RectI full = {0, 0, (int16_t)r->width, (int16_t)r->height};
    for (size_t i = 0; i < num_meshes; i++) {
        const RenderMeshDraw *d = &meshes[i];
        if (d->mesh >= lv->num_meshes)
            continue;
        const Room *room = d->room >= 0 && (uint32_t)d->room < lv->num_rooms ? &lv->rooms[d->room] : NULL;
        int mode = d->light_mode == RENDER_LIGHT_DIRECTIONAL ? RENDER_LIGHT_DIRECTIONAL
                   : room ? d->light_mode : RENDER_LIGHT_FIXED;
        RenderMesh_Draw(r, &lv->meshes[d->mesh], &d->world, room, full, mode, d->shade);
    }
    r->stats.polys_submitted = r->num_polys;
    sort_polys(r);
    raster_all(r, fb);
    r->job_keep = false;
    r->num_dyn = num_dyn;
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
        r->num_shadows = 0;
        r->num_lines = 0;
        r->num_tris = 0;
        r->num_dyn = 0;
        return false;
    }
    wake_workers(r);
    setup_camera(r, cam);
    r->underwater = (RenderRoom_At(r, (uint32_t)cam->room)->flags & ROOM_FLAG_WATER) != 0;
    r->wet = r->underwater && r->water_look == RENDER_WATER_TR2;

    int32_t cpos[3] = {cam->x, cam->y, cam->z};
    RenderRoom_FindVisible(r, (uint32_t)cam->room, cpos);
    r->stats.rooms_visible = r->num_visible;

    RenderSky_Emit(r, (uint32_t)cam->room);
    int32_t far_z = r->far_z;
    for (uint32_t i = 0; i < r->num_visible; i++) {
        uint32_t ri = r->room_order[i];
        if (rect_empty(r->room_rect[ri]))
            continue;
        /* under the sky, rooms that do not hide it are not cut far */
        if (r->sky_on && !(RenderRoom_At(r, ri)->flags & ROOM_FLAG_INSIDE))
            r->far_z = INT32_MAX;
        RenderRoom_Draw(r, ri);
        r->far_z = far_z;
        RenderMesh_DrawStatics(r, ri);
    }
    RenderShadow_Emit(r); /* before the items: a tie in depth draws the item last */
    for (size_t i = 0; i < num_meshes; i++) {
        const RenderMeshDraw *d = &meshes[i];
        if (d->room < 0 || (uint32_t)d->room >= lv->num_rooms || d->mesh >= lv->num_meshes)
            continue;
        if (r->room_stamp[d->room] != r->stamp || rect_empty(r->room_rect[d->room]))
            continue;
        RenderMesh_DrawInRoom(r, &lv->meshes[d->mesh], &d->world, (uint32_t)d->room, d->light_mode, d->shade);
    }
    for (size_t i = 0; i < num_sprites; i++) {
        const RenderSpriteDraw *s = &sprites[i];
        if (s->room < 0 || (uint32_t)s->room >= lv->num_rooms)
            continue;
        if (r->room_stamp[s->room] != r->stamp || rect_empty(r->room_rect[s->room]))
            continue;
        const Room *room = RenderRoom_At(r, (uint32_t)s->room);
        EmitCtx c = {r, r->room_rect[s->room], NULL, NULL, NULL};
        c.cmap = RenderWater_Cmap(r, room);
        VVert v;
        xform(&r->view, s->x, s->y, s->z, &v);
        if (s->look != RENDER_SPRITE_PLAIN || s->size != RENDER_SIZE_AUTO)
            RenderSprite_EmitSpark(&c, v.x, v.y, v.z, s);
        else
            RenderSprite_Emit(&c, v.x, v.y, v.z, s->sprite, s->shade);
    }
    RenderTri_Emit(r);
    RenderLine_Emit(r);
    r->num_dyn = 0; /* the lights were this frame's only */
    r->stats.polys_submitted = r->num_polys;
    sort_polys(r);
    raster_all(r, fb);
    return true;
}

bool Render_FrameRGB(Renderer *r, const RenderCamera *cam,
                     const RenderMeshDraw *meshes, size_t num_meshes,
                     const RenderSpriteDraw *sprites, size_t num_sprites,
                     uint8_t *fb, uint8_t *rgb)
{
    r->frame_rgb = rgb;
    bool ok = Render_FrameClear(r, cam, meshes, num_meshes, sprites, num_sprites, fb, 0);
    r->frame_rgb = NULL;
    if (!ok) /* nothing was drawn (black fb): convert it whole */
        RenderRGB_Convert(render_screen_palette(r), fb, rgb, (size_t)r->width * (size_t)r->height);
    return ok;
}

bool Render_Frame(Renderer *r, const RenderCamera *cam,
                  const RenderMeshDraw *meshes, size_t num_meshes,
                  const RenderSpriteDraw *sprites, size_t num_sprites,
                  uint8_t *fb)
{
    return Render_FrameClear(r, cam, meshes, num_meshes, sprites, num_sprites, fb, 0);
}
