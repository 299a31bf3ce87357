/* The null back end: no window, no OS input, a virtual clock. Frames are
 * only kept (platform.c does that), so --headless and the tests can use the
 * same presentation and screenshot path as the window. */
#include "platform/platform_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t now_us;
} NullImpl;

static bool null_open(Platform *p, const PlatformWindowDesc *desc, char *err, size_t cap)
{
    (void)desc;
    (void)err;
    (void)cap;
    p->impl = calloc(1, sizeof(NullImpl));
    return p->impl != NULL;
}

static void null_close(Platform *p) { free(p->impl); }
static void null_set_fullscreen(Platform *p, bool on) { (void)p, (void)on; }
static void null_set_title(Platform *p, const char *t) { (void)p, (void)t; }
static void null_set_mouse_capture(Platform *p, bool on) { (void)p, (void)on; }
/* A vsynced present waits for the next refresh of a 60 Hz display. */
static bool null_present(Platform *p)
{
    if (p->vsync)
        ((NullImpl *)p->impl)->now_us += 16667;
    return true;
}

/* What a window of win_w x win_h would show: the frame scaled (nearest
 * neighbour) into its fit rectangle, black around it. */
static bool null_read_window(Platform *p)
{
    PlatformRect r;
    if (!Platform_ReserveWindow(p, p->win_w, p->win_h))
        return false;
    memset(p->window, 0, (size_t)p->win_w * (size_t)p->win_h * 3);
    r = Platform_FitRect(p->frame_w, p->frame_h, p->win_w, p->win_h, p->scale);
    for (int y = MAX(r.y, 0); y < MIN(r.y + r.h, p->win_h); y++) {
        int sy = (int)((int64_t)(y - r.y) * p->frame_h / r.h);
        for (int x = MAX(r.x, 0); x < MIN(r.x + r.w, p->win_w); x++) {
            int sx = (int)((int64_t)(x - r.x) * p->frame_w / r.w);
            memcpy(p->window + ((size_t)y * (size_t)p->win_w + (size_t)x) * 3,
                   p->frame + ((size_t)sy * (size_t)p->frame_w + (size_t)sx) * 3, 3);
        }
    }
    return true;
}

static bool null_poll(Platform *p, PlatformEvent *ev)
{
    (void)p;
    (void)ev;
    return false;
}

static bool null_inject(Platform *p, const PlatformEvent *ev) { return Platform_PushEvent(p, ev); }

static uint64_t null_time_us(const Platform *p) { return ((const NullImpl *)p->impl)->now_us; }
static void null_sleep_us(Platform *p, uint64_t us) { ((NullImpl *)p->impl)->now_us += us; }

static bool null_audio_start(Platform *p, int rate, char *err, size_t cap)
{
    (void)p, (void)rate, (void)err, (void)cap;
    return true; /* pulled synchronously by Platform_AudioPump */
}

static void null_audio_nop(Platform *p) { (void)p; }

static void null_message_box(Platform *p, const char *title, const char *msg)
{
    (void)p, (void)title, (void)msg; /* stderr already has it */
}

static bool null_usable_bounds(const Platform *p, int *w, int *h)
{
    *w = p->null_usable_w;
    *h = p->null_usable_h;
    return *w > 0 && *h > 0;
}

static void null_set_window_size(Platform *p, int w, int h)
{
    p->win_w = w;
    p->win_h = h;
}

const PlatformOps Platform_NullOps = {
    .open = null_open,
    .close = null_close,
    .set_fullscreen = null_set_fullscreen,
    .set_title = null_set_title,
    .set_mouse_capture = null_set_mouse_capture,
    .present = null_present,
    .read_window = null_read_window,
    .poll = null_poll,
    .inject = null_inject,
    .time_us = null_time_us,
    .sleep_us = null_sleep_us,
    .audio_start = null_audio_start,
    .audio_stop = null_audio_nop,
    .audio_lock = null_audio_nop,
    .audio_unlock = null_audio_nop,
    .message_box = null_message_box,
    .usable_bounds = null_usable_bounds,
    .set_window_size = null_set_window_size,
};
