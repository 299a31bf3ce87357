/* Shared between the platform dispatcher (platform/platform.c) and the back
 * ends: the Platform object and the back-end operation table. Not part of
 * the public contract (engine/platform.h). */
#ifndef TOMB8_PLATFORM_INTERNAL_H
#define TOMB8_PLATFORM_INTERNAL_H

#include "engine/platform.h"

#define PLATFORM_QUEUE_CAP 64

typedef struct {
    bool (*open)(Platform *p, const PlatformWindowDesc *desc, char *err, size_t cap);
    void (*close)(Platform *p);
    void (*set_fullscreen)(Platform *p, bool on);
    void (*set_title)(Platform *p, const char *title);
    void (*set_mouse_capture)(Platform *p, bool on);
    /* Shows p->frame (RGB24, frame_w x frame_h), or, when p->frame_indexed,
     * p->frame_index through p->frame_pal (back ends with indexed_upload). */
    bool (*present)(Platform *p);
    /* The back end converts indexed frames itself, in one pass to its
     * texture (Platform_PresentIndexed then keeps the indices, and makes
     * p->frame's RGB24 only when asked for it). */
    bool indexed_upload;
    /* Fills p->window (window_w x window_h RGB24) with what the window shows
     * after the last present; called from present when want_window. */
    bool (*read_window)(Platform *p);
    bool (*poll)(Platform *p, PlatformEvent *ev);
    bool (*inject)(Platform *p, const PlatformEvent *ev);
    uint64_t (*time_us)(const Platform *p);
    void (*sleep_us)(Platform *p, uint64_t us);
    bool (*audio_start)(Platform *p, int rate, char *err, size_t cap);
    void (*audio_stop)(Platform *p);
    void (*audio_lock)(Platform *p);
    void (*audio_unlock)(Platform *p);
    void (*message_box)(Platform *p, const char *title, const char *msg);
    bool (*usable_bounds)(const Platform *p, int *w, int *h);
    void (*set_window_size)(Platform *p, int w, int h);
} PlatformOps;

struct Platform {
    PlatformBackend backend;
    const PlatformOps *ops;
    void *impl;                 /* back-end private data */

    int win_w, win_h;           /* drawable size */
    int null_usable_w, null_usable_h; /* the null back end's display (tests) */
    bool fullscreen;
    bool mouse_captured;
    PlatformScale scale;
    bool vsync;
    PlatformPresent present;    /* what the back end uses (set by its open) */

    PlatformEvent queue[PLATFORM_QUEUE_CAP];
    uint64_t queue_at[PLATFORM_QUEUE_CAP]; /* delivery times */
    int queue_head, queue_count;

    uint8_t *frame;             /* last presented frame, RGB24, pitch w*3 */
    size_t frame_cap;
    int frame_w, frame_h;
    /* the last frame was indexed and given to an indexed_upload back end:
     * its indices (pitch w) and palette; p->frame is filled from them when
     * read (Platform_LastFrame, screenshots) */
    bool frame_indexed;
    uint8_t *frame_index;
    size_t frame_index_cap;
    uint8_t frame_pal[256][3];

    bool want_window;           /* read-back enabled */
    uint8_t *window;            /* window contents after the last present */
    size_t window_cap;
    int window_w, window_h;

    PlatformAudioPull audio_pull;
    void *audio_user;
    bool audio_on;
    int audio_rate;
};

/* Sizes p->window for w x h; false when out of memory. */
bool Platform_ReserveWindow(Platform *p, int w, int h);

extern const PlatformOps Platform_NullOps;
extern const PlatformOps Platform_Sdl2Ops;

#endif
