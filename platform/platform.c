/* Back-end independent half of engine/platform.h: dispatch to the chosen
 * back end, the event queue, frame conversion and the kept last frame,
 * screenshots, aspect fitting and the fixed-step pacer. */
#include "engine/render/png.h"
#include "engine/render/render_rgb.h"
#include "platform/platform_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>

static bool present_frame(Platform *p);

static void set_err(char *err, size_t cap, const char *msg)
{
    if (err && cap)
        snprintf(err, cap, "%s", msg);
}

Platform *Platform_Open(PlatformBackend backend, const PlatformWindowDesc *desc,
                        char *err, size_t err_cap)
{
    PlatformWindowDesc d = { 0 };
    Platform *p;
    if (desc)
        d = *desc;
    if (!d.title)
        d.title = "tomb8";
    if (d.width <= 0 || d.height <= 0) {
        d.width = PLATFORM_DEFAULT_WIDTH;
        d.height = PLATFORM_DEFAULT_HEIGHT;
    }
    if (d.width > PLATFORM_MAX_FRAME_DIM || d.height > PLATFORM_MAX_FRAME_DIM) {
        set_err(err, err_cap, "window size too large");
        return NULL;
    }
    p = calloc(1, sizeof *p);
    if (!p) {
        set_err(err, err_cap, "out of memory");
        return NULL;
    }
    p->backend = backend;
    p->ops = backend == PLATFORM_BACKEND_SDL2 ? &Platform_Sdl2Ops : &Platform_NullOps;
    p->win_w = d.width;
    p->win_h = d.height;
    p->fullscreen = d.fullscreen;
    p->scale = d.scale;
    p->vsync = d.vsync;
    if (!p->ops->open(p, &d, err, err_cap)) {
        free(p);
        return NULL;
    }
    return p;
}

void Platform_Close(Platform *p)
{
    if (!p)
        return;
    if (p->audio_on)
        Platform_AudioStop(p);
    p->ops->close(p);
    free(p->frame);
    free(p->frame_index);
    free(p->window);
    free(p);
}

PlatformBackend Platform_GetBackend(const Platform *p) { return p->backend; }

bool Platform_HasDisplayEnv(void)
{
    const char *d = getenv("DISPLAY"), *w = getenv("WAYLAND_DISPLAY");
    return (d && *d) || (w && *w);
}

void Platform_GetWindowSize(const Platform *p, int *w, int *h)
{
    if (w)
        *w = p->win_w;
    if (h)
        *h = p->win_h;
}

void Platform_SetFullscreen(Platform *p, bool on)
{
    p->ops->set_fullscreen(p, on);
    p->fullscreen = on;
}

bool Platform_IsFullscreen(const Platform *p) { return p->fullscreen; }
bool Platform_HasVsync(const Platform *p) { return p->vsync; }
PlatformPresent Platform_GetPresent(const Platform *p) { return p->present; }
void Platform_SetTitle(Platform *p, const char *title) { p->ops->set_title(p, title); }

bool Platform_UsableBounds(const Platform *p, int *w, int *h)
{
    return p->ops->usable_bounds(p, w, h) && *w > 0 && *h > 0;
}

void Platform_SetWindowSize(Platform *p, int w, int h)
{
    if (w > 0 && h > 0 && w <= PLATFORM_MAX_FRAME_DIM && h <= PLATFORM_MAX_FRAME_DIM)
        p->ops->set_window_size(p, w, h);
}

void Platform_NullSetUsableBounds(Platform *p, int w, int h)
{
    p->null_usable_w = w;
    p->null_usable_h = h;
}

void Platform_SetMouseCapture(Platform *p, bool captured)
{
    p->ops->set_mouse_capture(p, captured);
    p->mouse_captured = captured;
}

bool Platform_IsMouseCaptured(const Platform *p) { return p->mouse_captured; }

/* ---- presentation ---------------------------------------------------------- */

static bool frame_reserve(Platform *p, int w, int h)
{
    size_t need = (size_t)w * (size_t)h * 3;
    if (need > p->frame_cap) {
        uint8_t *n = realloc(p->frame, need);
        if (!n)
            return false;
        p->frame = n;
        p->frame_cap = need;
    }
    p->frame_w = w;
    p->frame_h = h;
    return true;
}

static bool frame_dims_ok(int w, int h, int pitch, int bpp)
{
    return w > 0 && h > 0 && w <= PLATFORM_MAX_FRAME_DIM && h <= PLATFORM_MAX_FRAME_DIM &&
           pitch >= w * bpp;
}

bool Platform_PresentIndexed(Platform *p, const uint8_t *pixels, int w, int h,
                             int pitch, const PlatformRGB palette[256])
{
    if (!pixels || !palette || !frame_dims_ok(w, h, pitch, 1) || !frame_reserve(p, w, h))
        return false;
    uint8_t pal[256][3];
    for (int i = 0; i < 256; i++) {
        pal[i][0] = palette[i].r;
        pal[i][1] = palette[i].g;
        pal[i][2] = palette[i].b;
    }
    p->frame_indexed = false;
    if (p->ops->indexed_upload) {
        /* the back end goes to its texture in one pass; the indices are kept
         * for the RGB24 frame, made only when read (frame_rgb) */
        size_t need = (size_t)w * (size_t)h;
        if (need > p->frame_index_cap) {
            uint8_t *n = realloc(p->frame_index, need);
            if (!n)
                return false;
            p->frame_index = n;
            p->frame_index_cap = need;
        }
        for (int y = 0; y < h; y++)
            memcpy(p->frame_index + (size_t)y * (size_t)w, pixels + (size_t)y * (size_t)pitch,
                   (size_t)w);
        memcpy(p->frame_pal, pal, sizeof pal);
        p->frame_indexed = true;
        return present_frame(p);
    }
    /* the engine's vectorised conversion (render_rgb.h), whole frame at once
     * when the rows are packed */
    if (pitch == w)
        RenderRGB_Convert(pal, pixels, p->frame, (size_t)w * (size_t)h);
    else
        for (int y = 0; y < h; y++)
            RenderRGB_Convert(pal, pixels + (size_t)y * (size_t)pitch,
                              p->frame + (size_t)y * (size_t)w * 3, (size_t)w);
    return present_frame(p);
}

bool Platform_PresentRGB(Platform *p, const uint8_t *rgb, int w, int h, int pitch)
{
    if (!rgb || !frame_dims_ok(w, h, pitch, 3) || !frame_reserve(p, w, h))
        return false;
    p->frame_indexed = false;
    for (int y = 0; y < h; y++)
        memcpy(p->frame + (size_t)y * (size_t)w * 3, rgb + (size_t)y * (size_t)pitch,
               (size_t)w * 3);
    return present_frame(p);
}

/* Presents p->frame and, when asked, keeps the window's contents. */
static bool present_frame(Platform *p)
{
    if (!p->ops->present(p))
        return false;
    if (p->want_window && !p->ops->read_window(p))
        return false;
    return true;
}

bool Platform_ReserveWindow(Platform *p, int w, int h)
{
    size_t need = (size_t)w * (size_t)h * 3;
    if (w <= 0 || h <= 0)
        return false;
    if (need > p->window_cap) {
        uint8_t *n = realloc(p->window, need);
        if (!n)
            return false;
        p->window = n;
        p->window_cap = need;
    }
    p->window_w = w;
    p->window_h = h;
    return true;
}

void Platform_SetWindowReadback(Platform *p, bool on) { p->want_window = on; }

const uint8_t *Platform_LastWindow(const Platform *p, int *w, int *h)
{
    bool have = p->want_window && p->window;
    if (w)
        *w = have ? p->window_w : 0;
    if (h)
        *h = have ? p->window_h : 0;
    return have ? p->window : NULL;
}

bool Platform_SaveWindowShot(const Platform *p, const char *path, char *err, size_t err_cap)
{
    int w, h;
    const uint8_t *px = Platform_LastWindow(p, &w, &h);
    if (!px) {
        set_err(err, err_cap, "no window contents kept (read-back off or nothing presented)");
        return false;
    }
    if (!Png_WriteRGB(path, w, h, px)) {
        if (err && err_cap)
            snprintf(err, err_cap, "%s: cannot write PNG", path);
        return false;
    }
    return true;
}

/* p->frame, made from the kept indices first when the last frame was
 * indexed (the buffer is p's own: writable through the const view) */
static const uint8_t *frame_rgb(const Platform *p)
{
    if (p->frame && p->frame_indexed)
        RenderRGB_Convert(p->frame_pal, p->frame_index, p->frame,
                          (size_t)p->frame_w * (size_t)p->frame_h);
    return p->frame;
}

const uint8_t *Platform_LastFrame(const Platform *p, int *w, int *h)
{
    if (w)
        *w = p->frame ? p->frame_w : 0;
    if (h)
        *h = p->frame ? p->frame_h : 0;
    return frame_rgb(p);
}

bool Platform_SaveScreenshot(const Platform *p, const char *path, char *err, size_t err_cap)
{
    if (!p->frame) {
        set_err(err, err_cap, "no frame presented yet");
        return false;
    }
    if (!Png_WriteRGB(path, p->frame_w, p->frame_h, frame_rgb(p))) {
        if (err && err_cap)
            snprintf(err, err_cap, "%s: cannot write PNG", path);
        return false;
    }
    return true;
}

void Platform_ScreenshotName(char *out, size_t cap)
{
    struct timeval tv;
    struct tm tm;
    time_t t;
    gettimeofday(&tv, NULL);
    t = tv.tv_sec;
    localtime_r(&t, &tm);
    char stem[64];
    snprintf(stem, sizeof stem, "tomb8-%04d%02d%02d-%02d%02d%02d-%03d", tm.tm_year + 1900,
             tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec,
             (int)(tv.tv_usec / 1000));
    /* A screenshot never replaces a file: a name already taken (by
     * anything, even a link) gets a number. */
    struct stat st;
    snprintf(out, cap, "%s.png", stem);
    for (int n = 2; n < 1000 && lstat(out, &st) == 0; n++)
        snprintf(out, cap, "%s-%d.png", stem, n);
}

PlatformRect Platform_FitRect(int fw, int fh, int ww, int wh, PlatformScale scale)
{
    PlatformRect r = { 0, 0, ww, wh };
    if (fw <= 0 || fh <= 0 || ww <= 0 || wh <= 0)
        return r;
    if (scale == PLATFORM_SCALE_INTEGER) {
        int k = MIN(ww / fw, wh / fh);
        if (k < 1)
            k = 1;
        r.w = fw * k;
        r.h = fh * k;
    } else if ((int64_t)ww * fh > (int64_t)wh * fw) {
        /* window wider than the frame: pillarbox */
        r.h = wh;
        r.w = (int)((int64_t)wh * fw / fh);
    } else {
        r.w = ww;
        r.h = (int)((int64_t)ww * fh / fw);
    }
    r.x = (ww - r.w) / 2;
    r.y = (wh - r.h) / 2;
    return r;
}

/* ---- events ---------------------------------------------------------------- */

bool Platform_PushEventAt(Platform *p, const PlatformEvent *ev, uint64_t at_us)
{
    int slot;
    if (p->queue_count >= PLATFORM_QUEUE_CAP)
        return false;
    slot = (p->queue_head + p->queue_count) % PLATFORM_QUEUE_CAP;
    p->queue[slot] = *ev;
    p->queue_at[slot] = at_us;
    p->queue_count++;
    return true;
}

bool Platform_InjectEvent(Platform *p, const PlatformEvent *ev)
{
    return p->ops->inject(p, ev);
}

bool Platform_PushEvent(Platform *p, const PlatformEvent *ev)
{
    return Platform_PushEventAt(p, ev, 0);
}

bool Platform_PollEvent(Platform *p, PlatformEvent *ev)
{
    if (p->queue_count > 0 && p->queue_at[p->queue_head] <= Platform_TimeUs(p)) {
        *ev = p->queue[p->queue_head];
        p->queue_head = (p->queue_head + 1) % PLATFORM_QUEUE_CAP;
        p->queue_count--;
    } else if (!p->ops->poll(p, ev)) {
        return false;
    }
    if (ev->type == PEV_RESIZED && ev->width > 0 && ev->height > 0) {
        p->win_w = ev->width;
        p->win_h = ev->height;
    }
    return true;
}

/* ---- time, audio, errors --------------------------------------------------- */

uint64_t Platform_TimeUs(const Platform *p) { return p->ops->time_us(p); }
void Platform_SleepUs(Platform *p, uint64_t us) { p->ops->sleep_us(p, us); }

bool Platform_AudioStart(Platform *p, int rate, PlatformAudioPull pull, void *user,
                         char *err, size_t err_cap)
{
    if (!pull || rate <= 0) {
        set_err(err, err_cap, "bad audio parameters");
        return false;
    }
    if (p->audio_on)
        Platform_AudioStop(p);
    p->audio_pull = pull;
    p->audio_user = user;
    p->audio_rate = rate;
    if (!p->ops->audio_start(p, rate, err, err_cap)) {
        p->audio_pull = NULL;
        return false;
    }
    p->audio_on = true;
    return true;
}

void Platform_AudioStop(Platform *p)
{
    if (!p->audio_on)
        return;
    p->ops->audio_stop(p);
    p->audio_on = false;
    p->audio_pull = NULL;
}

void Platform_AudioLock(Platform *p) { p->ops->audio_lock(p); }
void Platform_AudioUnlock(Platform *p) { p->ops->audio_unlock(p); }

int Platform_AudioPump(Platform *p, int16_t *out, int frames)
{
    if (p->backend != PLATFORM_BACKEND_NULL || !p->audio_on || frames <= 0)
        return 0;
    p->audio_pull(p->audio_user, out, frames);
    return frames;
}

void Platform_FatalMessage(Platform *p, const char *title, const char *msg)
{
    fprintf(stderr, "error: %s\n", msg);
    if (p)
        p->ops->message_box(p, title ? title : "tomb8", msg);
}

/* ---- pacer ----------------------------------------------------------------- */

#define PACER_UNIT 1000000ull /* one tick in acc units (us * tick_rate) */

void Platform_PacerInit(PlatformPacer *pc, int tick_rate, int max_catchup)
{
    memset(pc, 0, sizeof *pc);
    pc->tick_rate = tick_rate > 0 ? tick_rate : 30;
    pc->max_catchup = max_catchup > 0 ? max_catchup : 1;
}

int Platform_PacerUpdate(PlatformPacer *pc, uint64_t now_us)
{
    uint64_t dt, n;
    if (!pc->started) {
        pc->started = true;
        pc->last_us = now_us;
        return 0;
    }
    dt = now_us > pc->last_us ? now_us - pc->last_us : 0;
    pc->last_us = now_us;
    if (dt > 10 * PACER_UNIT) /* a 10 s stall: no overflow, capped anyway */
        dt = 10 * PACER_UNIT;
    pc->acc += dt * (uint64_t)pc->tick_rate;
    n = pc->acc / PACER_UNIT;
    if (n > (uint64_t)pc->max_catchup) {
        /* Drop the backlog but keep the phase within the tick. */
        pc->dropped += n - (uint64_t)pc->max_catchup;
        pc->acc %= PACER_UNIT;
        n = (uint64_t)pc->max_catchup;
    } else {
        pc->acc -= n * PACER_UNIT;
    }
    pc->ticks += n;
    return (int)n;
}

int32_t Platform_PacerAlpha(const PlatformPacer *pc)
{
    uint64_t a = pc->acc * 65536u / PACER_UNIT;
    return (int32_t)MIN(a, 65535u);
}
