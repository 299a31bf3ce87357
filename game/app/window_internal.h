/* The window driver's parts (game/app/window*.c), not for use elsewhere:
 * window.c sets up and runs the loop, window_input.c takes the platform's
 * events and runs the ticks (the one place in game/ that polls events),
 * window_draw.c draws, window_hooks.c wires the ring, settings, saves and
 * sound to the runner. */
#ifndef TOMB8_GAME_APP_WINDOW_INTERNAL_H
#define TOMB8_GAME_APP_WINDOW_INTERNAL_H

#include "engine/audio/wav_writer.h"
#include "engine/sim/replay.h"
#include "engine/sim/sim_draw.h"
#include "game/app/save_session.h"
#include "game/app/setup.h"
#include "game/app/window.h"
#include "game/app/runner.h"
#include "game/input_map.h"
#include "game/settings.h"

#define WINDOW_TICK_RATE 30
#define WINDOW_MAX_CATCHUP 4    /* ticks run per drawn frame at most */
#define WINDOW_AUDIO_RING_TICKS 6

/* Lines the player needs to read (a level skipped and why, a refused save,
 * where a screenshot went): on screen for WIN_NOTICE_US, the newest at the
 * bottom, in the game's font (the overlay's without a level). */
#define WIN_NOTICES 4
#define WIN_NOTICE_US 6000000u
typedef struct {
    char text[400];
    uint64_t until_us;
} WinNotice;

/* Where the game camera looks from after a tick (drawing interpolates
 * between two of these). */
typedef struct {
    int32_t x, y, z;
    int32_t room;
    int32_t yaw, pitch, roll;   /* 16-bit angles */
    int32_t fov;                /* 0: the options' */
    bool valid;
} GameView;

typedef struct Win {
    const Options *o;
    AppSetup setup;             /* the gameflow: the game's, or one level's */
    GameSound sound;
    Runner *run;
    Platform *plat;
    /* drawing */
    Renderer *rend;
    uint32_t rend_generation;
    int rw, rh;
    uint8_t *fb;
    PlatformRGB pal[256];
    bool pal_wet;               /* pal is the water palette (Render_Wet) */
    uint8_t text_fg, text_bg;
    SimDrawList draws;
    GameView view, view_prev;   /* the game camera after this / the previous tick */
    FlyCamera cam, prev;        /* the viewer's, this / the previous tick */
    bool fly;                   /* the free-fly viewer (F2) */
    bool overlay;               /* F1 */
    /* input */
    InputMap map;
    InputState in;
    Replay play, rec;
    bool have_play, recording, demo_start;
    /* sound */
    PlatformAudioFifo fifo;
    bool device;
    WavWriter *wav;             /* --audio-out (a single level) */
    /* the session */
    bool paused;                /* P: no ticks at all (no words used) */
    bool running;
    int threads;
    Settings settings;
    char settings_dir[2048];    /* "" when unknown: nothing is saved */
    SaveSession saves;          /* the passport's save/load pages */
    WinNotice notices[WIN_NOTICES]; /* oldest first */
    char last_announce[512];    /* the runner's last line (a level that would not load) */
    int start_w, start_h;       /* the window's size when it opened */
    /* the overlay's figures */
    uint64_t fps_window_start;
    int fps_frames, fps_x10;
    uint64_t render_us_avg, present_us_avg;
    /* the auto screenshot (tests) */
    const char *auto_path, *auto_window;
    char auto_buf[1024];
    int auto_frames;
} Win;

/* window_hooks.c: the runner's configuration (ring, settings, saves,
 * sound) and the sound device. */
void Win_LoadSettings(Win *w);
void Win_SaveSettings(Win *w);
bool Win_StartAudio(Win *w, char *err, size_t cap);
void Win_RunConfig(Win *w, RunConfig *cfg);
/* A line on screen (its "warning: " / "error: " prefixes left out). */
void Win_Notice(Win *w, const char *line);

/* window_draw.c */
bool Win_EnsureRenderer(Win *w);
bool Win_DrawFrame(Win *w, int32_t alpha, bool with_overlay);
void Win_Screenshot(Win *w, int32_t alpha);
void Win_UpdateView(Win *w);
bool Win_ShowsWorld(const Win *w);

/* phase_viewer.c: the free-fly viewer */
void Viewer_Place(Win *w);
void Viewer_Toggle(Win *w);
void Viewer_Tick(Win *w);
void Viewer_MouseLook(Win *w);

/* window_input.c */
void Win_PumpEvents(Win *w, int32_t alpha);
void Win_Tick(Win *w);
bool Win_StillWorld(Win *w);

#endif
