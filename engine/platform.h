/* The only contract between tomb8 and the operating system (window, frame
 * presentation, raw input events, time, audio hand-off, fatal messages), in
 * the spirit of Quake's vid.h / snd.h / sys.h.
 *
 * Two back ends implement it, both always linked into libplatform.a:
 *   PLATFORM_BACKEND_SDL2 (platform/sdl2/)  a real window, keyboard, pads
 *   PLATFORM_BACKEND_NULL (platform/null/)  no display: frames are kept in
 *       memory (screenshots still work), events come only from
 *       Platform_PushEvent, time is a virtual clock advanced by
 *       Platform_SleepUs, audio is pulled with Platform_AudioPump. Tests and
 *       --headless use it; it is fully deterministic.
 *
 * The platform reports RAW events (keys as PlatformKey, pad buttons/axes,
 * mouse motion). Turning them into the engine's per-tick input word is the
 * job of game/input_map.h (pure, testable without SDL).
 *
 * Also here, because every back end and the viewer share them and they have
 * no OS dependency: the fixed-step frame pacer and the tiny overlay font.
 *
 * Nothing in engine/ calls these functions; game/ does. No SDL type leaks
 * through this header. */
#ifndef TOMB8_ENGINE_PLATFORM_H
#define TOMB8_ENGINE_PLATFORM_H

#include "engine/core/common.h"

typedef enum { PLATFORM_BACKEND_NULL = 0, PLATFORM_BACKEND_SDL2 = 1 } PlatformBackend;
typedef enum { PLATFORM_SCALE_FIT = 0, PLATFORM_SCALE_INTEGER = 1 } PlatformScale;
/* How the SDL2 back end shows a frame: SDL's renderer (the CPU turns
 * indices into XRGB), or OpenGL with the palette lookup in a shader (falls
 * back to SDL's renderer, with one warning line, when GL is unusable). */
typedef enum { PLATFORM_PRESENT_SDL = 0, PLATFORM_PRESENT_GL = 1 } PlatformPresent;

#define PLATFORM_DEFAULT_WIDTH 1280
#define PLATFORM_DEFAULT_HEIGHT 960
#define PLATFORM_MAX_FRAME_DIM 8192 /* largest frame width/height accepted */

typedef struct {
    const char *title;   /* NULL => "tomb8" */
    int width, height;   /* window client size in pixels; 0 => default */
    bool fullscreen;     /* start in (desktop) fullscreen */
    bool vsync;          /* present synchronised to the display */
    PlatformScale scale; /* fit keeping aspect (letterbox) or whole multiples */
    PlatformPresent present;
} PlatformWindowDesc;

typedef struct Platform Platform;

/* Opens a back end and its window. On failure writes one line into err
 * (e.g. "no display: ... (try --headless)") and returns NULL. For SDL2 the
 * error text starts with "no display" when no window can be opened. */
Platform *Platform_Open(PlatformBackend backend, const PlatformWindowDesc *desc,
                        char *err, size_t err_cap);
void Platform_Close(Platform *p);
PlatformBackend Platform_GetBackend(const Platform *p);

/* True when the environment names a display (DISPLAY or WAYLAND_DISPLAY);
 * used to fail early with a clear message. */
bool Platform_HasDisplayEnv(void);

/* ---- window ---------------------------------------------------------------- */

/* Current drawable size in pixels (what the renderer draws at when its size
 * follows the window). */
void Platform_GetWindowSize(const Platform *p, int *w, int *h);
void Platform_SetFullscreen(Platform *p, bool on);
bool Platform_IsFullscreen(const Platform *p);
void Platform_SetTitle(Platform *p, const char *title);
/* The usable area of the window's display (without task bars and the
 * window's own borders), in the drawable's pixels; false when unknown (the
 * null back end unless Platform_NullSetUsableBounds told it). The front end
 * decides what to do with it. */
bool Platform_UsableBounds(const Platform *p, int *w, int *h);
/* Resizes the window (drawable pixels) and centres it on its display. */
void Platform_SetWindowSize(Platform *p, int w, int h);
/* Tests: the null back end's display (0 x 0: unknown). */
void Platform_NullSetUsableBounds(Platform *p, int w, int h);
/* True when presents wait for the display (vsync asked for and granted; a
 * software renderer may refuse it). Callers pace themselves otherwise. */
bool Platform_HasVsync(const Platform *p);
/* PLATFORM_PRESENT_GL only while the SDL2 back end's OpenGL presenter is in
 * use (asked for and working); otherwise PLATFORM_PRESENT_SDL. */
PlatformPresent Platform_GetPresent(const Platform *p);
/* Relative mouse mode (mouse-look): the pointer is hidden and confined. */
void Platform_SetMouseCapture(Platform *p, bool captured);
bool Platform_IsMouseCaptured(const Platform *p);

/* ---- presentation ---------------------------------------------------------- */

typedef struct { uint8_t r, g, b; } PlatformRGB; /* 8 bits per channel */

/* Converts an 8-bit frame to RGB once with the palette (8-bit channels:
 * expand TR1's 6-bit palette before) and shows it scaled to the window. The
 * frame may be any size up to PLATFORM_MAX_FRAME_DIM. Returns false on bad
 * arguments or a back end failure. */
bool Platform_PresentIndexed(Platform *p, const uint8_t *pixels, int w, int h,
                             int pitch, const PlatformRGB palette[256]);
/* Same with a finished RGB24 frame (pitch in bytes). */
bool Platform_PresentRGB(Platform *p, const uint8_t *rgb, int w, int h, int pitch);

/* The last presented frame exactly as given (unscaled, RGB24, pitch w*3);
 * NULL before the first present. */
const uint8_t *Platform_LastFrame(const Platform *p, int *w, int *h);
/* Writes the last presented frame as a PNG. One-line error on failure. */
bool Platform_SaveScreenshot(const Platform *p, const char *path, char *err, size_t err_cap);
/* A time-stamped file name "tomb8-YYYYMMDD-HHMMSS-mmm.png" (local time). */
void Platform_ScreenshotName(char *out, size_t cap);

/* Window read-back (tests, diagnostics): when enabled, every present also
 * keeps what the window shows (the scaled frame with its black bars, RGB24,
 * window drawable size). SDL2 reads the renderer's output back; the null
 * back end composes it in software (nearest neighbour). */
void Platform_SetWindowReadback(Platform *p, bool on);
const uint8_t *Platform_LastWindow(const Platform *p, int *w, int *h);
bool Platform_SaveWindowShot(const Platform *p, const char *path, char *err, size_t err_cap);

/* Where a frame of fw x fh lands in a window of ww x wh: aspect kept,
 * centred, letterbox/pillarbox bars around it; SCALE_INTEGER uses the
 * largest whole multiple that fits (at least 1, cropped if the window is
 * smaller than the frame). Pure; used by the SDL2 back end and tests. */
typedef struct { int x, y, w, h; } PlatformRect;
PlatformRect Platform_FitRect(int fw, int fh, int ww, int wh, PlatformScale scale);

/* ---- input events ---------------------------------------------------------- */

/* Keys by position (US layout names). Values are stable: config files use
 * names (game/input_map.c), never these numbers. */
typedef enum {
    PKEY_NONE = 0,
    PKEY_A, PKEY_B, PKEY_C, PKEY_D, PKEY_E, PKEY_F, PKEY_G, PKEY_H, PKEY_I,
    PKEY_J, PKEY_K, PKEY_L, PKEY_M, PKEY_N, PKEY_O, PKEY_P, PKEY_Q, PKEY_R,
    PKEY_S, PKEY_T, PKEY_U, PKEY_V, PKEY_W, PKEY_X, PKEY_Y, PKEY_Z,
    PKEY_0, PKEY_1, PKEY_2, PKEY_3, PKEY_4, PKEY_5, PKEY_6, PKEY_7, PKEY_8, PKEY_9,
    PKEY_F1, PKEY_F2, PKEY_F3, PKEY_F4, PKEY_F5, PKEY_F6, PKEY_F7, PKEY_F8,
    PKEY_F9, PKEY_F10, PKEY_F11, PKEY_F12,
    PKEY_UP, PKEY_DOWN, PKEY_LEFT, PKEY_RIGHT,
    PKEY_SPACE, PKEY_ENTER, PKEY_ESCAPE, PKEY_TAB, PKEY_BACKSPACE,
    PKEY_LSHIFT, PKEY_RSHIFT, PKEY_LCTRL, PKEY_RCTRL, PKEY_LALT, PKEY_RALT,
    PKEY_INSERT, PKEY_DELETE, PKEY_HOME, PKEY_END, PKEY_PAGEUP, PKEY_PAGEDOWN,
    PKEY_PERIOD, PKEY_COMMA, PKEY_SLASH, PKEY_SEMICOLON, PKEY_APOSTROPHE,
    PKEY_MINUS, PKEY_EQUALS, PKEY_LBRACKET, PKEY_RBRACKET, PKEY_BACKSLASH, PKEY_GRAVE,
    PKEY_KP_0, PKEY_KP_1, PKEY_KP_2, PKEY_KP_3, PKEY_KP_4, PKEY_KP_5, PKEY_KP_6,
    PKEY_KP_7, PKEY_KP_8, PKEY_KP_9, PKEY_KP_PERIOD, PKEY_KP_ENTER, PKEY_KP_PLUS,
    PKEY_KP_MINUS, PKEY_KP_MULTIPLY, PKEY_KP_DIVIDE,
    PKEY_COUNT
} PlatformKey;

/* Game controller buttons and axes, "usual layout" (Xbox names). */
typedef enum {
    PPAD_A = 0, PPAD_B, PPAD_X, PPAD_Y, PPAD_BACK, PPAD_GUIDE, PPAD_START,
    PPAD_LSTICK, PPAD_RSTICK, PPAD_LSHOULDER, PPAD_RSHOULDER,
    PPAD_DPAD_UP, PPAD_DPAD_DOWN, PPAD_DPAD_LEFT, PPAD_DPAD_RIGHT,
    PPAD_BUTTON_COUNT
} PlatformPadButton;

typedef enum {
    PAXIS_LEFTX = 0, PAXIS_LEFTY, PAXIS_RIGHTX, PAXIS_RIGHTY,
    PAXIS_TRIGGERLEFT, PAXIS_TRIGGERRIGHT,
    PAXIS_COUNT
} PlatformPadAxis; /* sticks -32768..32767 (y down positive), triggers 0..32767 */

typedef enum {
    PEV_NONE = 0,
    PEV_QUIT,             /* window closed / SIGINT */
    PEV_KEY_DOWN,         /* key, mods, repeat */
    PEV_KEY_UP,           /* key, mods */
    PEV_PAD_ADDED,        /* pad */
    PEV_PAD_REMOVED,      /* pad */
    PEV_PAD_BUTTON_DOWN,  /* pad, button */
    PEV_PAD_BUTTON_UP,    /* pad, button */
    PEV_PAD_AXIS,         /* pad, axis, value */
    PEV_MOUSE_MOTION,     /* dx, dy (relative) */
    PEV_MOUSE_BUTTON_DOWN,/* button 1 left, 2 middle, 3 right */
    PEV_MOUSE_BUTTON_UP,
    PEV_RESIZED,          /* width, height: new drawable size */
    PEV_FOCUS_LOST,       /* release every held input */
    PEV_FOCUS_GAINED
} PlatformEventType;

#define PMOD_SHIFT 0x01
#define PMOD_CTRL 0x02
#define PMOD_ALT 0x04

typedef struct {
    PlatformEventType type;
    PlatformKey key;
    uint8_t mods;         /* PMOD_* held when the event happened */
    bool repeat;          /* key auto-repeat */
    int32_t pad;          /* controller instance id */
    int32_t button;       /* PlatformPadButton or mouse button */
    int32_t axis;         /* PlatformPadAxis */
    int32_t value;        /* axis value */
    int32_t dx, dy;       /* mouse motion */
    int32_t width, height;/* resize */
} PlatformEvent;

/* Next pending event (queued ones first, then the OS's); false when none. */
bool Platform_PollEvent(Platform *p, PlatformEvent *ev);
/* Queues an event as if it came from the OS (tests, scripted input). False
 * when the small queue (64) is full. */
bool Platform_PushEvent(Platform *p, const PlatformEvent *ev);
/* Same, delivered once Platform_TimeUs reaches at_us (queue order is kept:
 * push in time order). With the null back end's virtual clock this scripts
 * input deterministically. */
bool Platform_PushEventAt(Platform *p, const PlatformEvent *ev, uint64_t at_us);

/* Injects an event through the back end's own input path: SDL2 converts it
 * to an SDL event and pushes it into SDL's queue, so Platform_PollEvent
 * translates it exactly like real input (tests, automation); the null back
 * end queues it (Platform_PushEvent). False when it cannot be expressed or
 * the queue is full. */
bool Platform_InjectEvent(Platform *p, const PlatformEvent *ev);
/* The scancode (a USB HID keyboard usage id, which is what SDL2 reports)
 * the SDL2 back end reads as key k; -1 when none. */
int Platform_KeyScancode(PlatformKey k);

/* ---- time ------------------------------------------------------------------ */

/* Monotonic microseconds. SDL2: real clock. Null: a virtual clock starting
 * at 0 that Platform_SleepUs advances, and each present when the window
 * was opened with vsync (one 60 Hz refresh, 16667 us): deterministic. */
uint64_t Platform_TimeUs(const Platform *p);
void Platform_SleepUs(Platform *p, uint64_t us);

/* ---- audio hand-off -------------------------------------------------------- */

#define PLATFORM_AUDIO_RATE 44100

/* Fills `frames` interleaved stereo s16 frames (2*frames samples). Called
 * from the audio thread (SDL2) or from Platform_AudioPump (null): the mixer
 * (engine/audio) owns the callback; guard shared state with AudioLock. */
typedef void (*PlatformAudioPull)(void *user, int16_t *out, int frames);

/* Starts pulling. False (with a line in err) if no device; the game then
 * runs silent. */
bool Platform_AudioStart(Platform *p, int rate, PlatformAudioPull pull, void *user,
                         char *err, size_t err_cap);
void Platform_AudioStop(Platform *p);
void Platform_AudioLock(Platform *p);
void Platform_AudioUnlock(Platform *p);
/* Null back end only: pulls `frames` frames synchronously into out; returns
 * frames produced (0 when not started or not the null back end). */
int Platform_AudioPump(Platform *p, int16_t *out, int frames);

/* A ring of interleaved stereo s16 frames between a tick-driven producer
 * (the sound system mixes exactly one tick at a time) and the device's pull
 * callback, which asks for whatever it wants whenever it wants. When full,
 * a push drops the oldest frames (latency stays bounded); when empty, a
 * pull plays silence. Both sides must hold Platform_AudioLock (the
 * callback runs with it held). Counters are for diagnostics. */
typedef struct {
    int16_t *buf;         /* cap_frames * 2 samples */
    uint32_t cap_frames;
    uint32_t read, write; /* frame counters (wrap harmlessly) */
    uint64_t dropped;     /* frames overwritten before being played */
    uint64_t silent;      /* frames of silence played for want of data */
} PlatformAudioFifo;

bool Platform_AudioFifoInit(PlatformAudioFifo *f, uint32_t cap_frames);
void Platform_AudioFifoFree(PlatformAudioFifo *f);
uint32_t Platform_AudioFifoCount(const PlatformAudioFifo *f);
void Platform_AudioFifoPush(PlatformAudioFifo *f, const int16_t *in, int frames);
/* Fills out with `frames` frames; returns how many came from the ring. */
int Platform_AudioFifoPull(PlatformAudioFifo *f, int16_t *out, int frames);
/* A PlatformAudioPull for Platform_AudioStart (user = the fifo). */
void Platform_AudioFifoCallback(void *fifo, int16_t *out, int frames);

/* ---- fatal errors ---------------------------------------------------------- */

/* Prints "error: msg" to stderr and, when a display is available (SDL2
 * back end), shows a simple message box. p may be NULL. */
void Platform_FatalMessage(Platform *p, const char *title, const char *msg);

/* ---- fixed-step pacing ----------------------------------------------------- */

/* The simulation advances at a fixed rate whatever the display does; drawing
 * interpolates between ticks. After a stall at most max_catchup ticks run
 * in one update (the rest of the backlog is dropped, so a stall never
 * fast-forwards the game). Integer arithmetic only. */
typedef struct {
    int tick_rate;        /* ticks per second (30) */
    int max_catchup;      /* most ticks returned by one update */
    bool started;
    uint64_t last_us;
    uint64_t acc;         /* elapsed time not yet simulated, in us * tick_rate */
    uint64_t ticks;       /* ticks handed out */
    uint64_t dropped;     /* ticks dropped by the catch-up cap */
} PlatformPacer;

void Platform_PacerInit(PlatformPacer *pc, int tick_rate, int max_catchup);
/* Ticks to simulate now (0..max_catchup). */
int Platform_PacerUpdate(PlatformPacer *pc, uint64_t now_us);
/* Fraction of the next tick already elapsed, 0..65535 (interpolation). */
int32_t Platform_PacerAlpha(const PlatformPacer *pc);

/* ---- overlay text ---------------------------------------------------------- */

/* Our own 5x7 bitmap font (printable ASCII; lower case drawn as upper case).
 * Draws into an 8-bit frame, clipped, each glyph cell 6x9 pixels times
 * scale, with a background box of colour bg (bg < 0: transparent). */
#define PLATFORM_FONT_CELL_W 6
#define PLATFORM_FONT_CELL_H 9
void Platform_DrawText8(uint8_t *pixels, int w, int h, int pitch, int x, int y,
                        const char *text, uint8_t fg, int bg, int scale);

#endif
