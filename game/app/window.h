/* The window: one driver of the phase machine (the gameflow runner,
 * game/app/runner.h) for a whole game and for a single level alike.
 * A single level is a one-level gameflow (game/app/setup.h): it has the
 * whole game's death/restart menu, save slots, HUD and ring; both have F1
 * (the overlay) and F2 (the free-fly viewer).
 *
 * What goes where: frames to the platform's window (the game camera
 * interpolated between the 30 Hz ticks, the free-fly camera while
 * viewing, the title ring over black, the HUD and ring over the game, the
 * statistics over black), sound to the platform's audio ring (SDL2; none
 * with --mute) and to --audio-out FILE.wav (a single level), input from the
 * key map (game/input_map.h), or first from --replay / --demo; --record
 * writes the words every tick ran: replayed headless it gives the same
 * state hash. While the viewer flies, the keys move the camera and the
 * game gets empty words.
 *
 * Returns the process exit status: 0 after a normal quit, 2 for a bad
 * level or options, or when no window can be opened (the message suggests
 * --headless).
 *
 * Test hook: TOMB8_AUTOSCREENSHOT=PATH[,frames=N][,window=PATH2][,overlay]
 * pauses the world (no ticks, so the image equals a headless still of the
 * same camera), presents N frames (default 3) through the platform, writes
 * the last one to PATH with the F12 path (overlay included only if asked),
 * what the window showed to PATH2, and exits 0. */
#ifndef TOMB8_GAME_APP_WINDOW_H
#define TOMB8_GAME_APP_WINDOW_H

#include "engine/platform.h"
#include "game/app/fly_camera.h"
#include "game/gameflow/run_state.h"
#include "game/options.h"

/* How a session ended. */
typedef struct {
    FlyCamera cam;          /* the free-fly camera */
    bool fly;               /* in the viewer at the end */
    uint32_t ticks;         /* single level: the world's ticks; a game: the run's */
    uint64_t hash;          /* Sim_Hash of the loaded world, 0 none */
    int32_t phase, level;   /* RunPhase and gameflow level at the end */
    bool overlay;           /* F1's overlay shown at the end */
    bool paused;
    bool death_menu;        /* the death menu's ring is open */
    Vec3i lara_pos;         /* Lara at the end (zero without her) */
    int32_t lara_room, lara_state;
    int16_t lara_health;
    char notice[160];       /* the newest line on screen at the end, "" none */
} AppWindowResult;

/* Opens the window on the SDL2 back end (a level or a whole game). */
int App_RunWindow(const Options *o);
/* Same, on a given back end (opened and closed here). */
int App_RunWindowOn(const Options *o, PlatformBackend backend);
/* On an already open platform (left open): tests open the null back end,
 * script input with Platform_PushEventAt and read how it ended (out may
 * be NULL). */
int App_RunWindowEx(const Options *o, Platform *p, AppWindowResult *out);
/* The same, reporting only the free-fly camera (final_cam may be NULL). */
int App_RunWindowWith(const Options *o, Platform *p, FlyCamera *final_cam);

/* A whole game's window on an open platform (tests), and how it ended. */
typedef struct {
    uint32_t ticks;
    int32_t phase, level;
    uint64_t hash;          /* Sim_Hash of the loaded world, 0 none */
} GameflowWindowResult;
int GameflowApp_RunWindowWith(const Options *o, Platform *p, GameflowWindowResult *res);

#endif
