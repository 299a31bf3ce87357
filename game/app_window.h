/* The windowed program: opens a level in a window and plays it. The Game
 * (game/game.h: Lara, her camera, the run-time world) is attached to the
 * simulation exactly as the headless runner attaches it, Lara moves under
 * the key map (game/input_map.h) and the picture comes from the game
 * camera, interpolated between the 30 Hz ticks. The free-fly viewer is the
 * other mode: --fly, --camera and --view N start in it, F2 (fly_toggle)
 * switches; while flying the keys move the camera and Lara gets no input.
 * --replay FILE / --demo feed the first ticks from the replay / the
 * level's demo (the keys take over after), and --record FILE writes the
 * words every tick ran: replayed headless it gives the same state hash.
 *
 * Returns the process exit status: 0 after a normal quit, 2 for a bad level
 * or options, or when no window can be opened (the message suggests
 * --headless).
 *
 * Sound: the same as a headless run (game/game_audio.h: animation sounds,
 * flipeffects, sound sources, the level's music), heard from the free
 * camera, one tick of PCM per 30 Hz tick into the platform's audio ring
 * (SDL2 device; none with --mute) and into --audio-out FILE.wav when given
 * (any back end; silent with --mute). An --audio-out that cannot be
 * written: one error line, exit 2.
 *
 * Test hook: TOMB8_AUTOSCREENSHOT=PATH[,frames=N][,window=PATH2][,overlay]
 * pauses the world (no ticks, so the image equals a headless still of the
 * same camera), presents N frames (default 3) through the platform, writes
 * the last one to PATH with the F12 path (overlay included only if asked),
 * what the window showed to PATH2, and exits 0. */
#ifndef TOMB8_GAME_APP_WINDOW_H
#define TOMB8_GAME_APP_WINDOW_H

#include "engine/platform.h"
#include "engine/render/render.h"
#include "game/options.h"

int App_RunWindow(const Options *o);

/* Same, on a given back end (opened and closed here). */
int App_RunWindowOn(const Options *o, PlatformBackend backend);

/* The viewer's free-fly camera. */
typedef struct {
    int32_t x, y, z;
    int32_t room;
    int32_t yaw, pitch;     /* 16-bit angles; pitch clamped to +-0x3F00 */
} FlyCamera;

/* Runs the viewer on an already open platform (left open): tests open the
 * null back end, script input with Platform_PushEventAt and read where the
 * camera ended (final_cam may be NULL). */
int App_RunWindowWith(const Options *o, Platform *p, FlyCamera *final_cam);

/* The same, reporting how the session ended. */
typedef struct {
    FlyCamera cam;          /* the free-fly camera */
    bool fly;               /* in the viewer mode at the end */
    uint32_t ticks;         /* ticks run */
    uint64_t hash;          /* Sim_Hash after the last tick */
    Vec3i lara_pos;         /* Lara at the end (zero without her) */
    int32_t lara_room, lara_state;
} AppWindowResult;
int App_RunWindowEx(const Options *o, Platform *p, AppWindowResult *out);

/* The starting camera from the options (--camera, --view N, --view lara) or,
 * by default, at Lara's start (eye height) or the middle of room 0. False
 * with a message when --camera/--view name something the level lacks. */
bool App_InitialCamera(const Level *lv, const Options *o, FlyCamera *cam, char *err,
                       size_t err_cap);

/* Moves the camera by one tick of held inputs: fwd/side/up in -1..1,
 * speed in world units per tick; the room follows through portals. */
void App_FlyStep(const Level *lv, FlyCamera *cam, int fwd, int side, int up, int32_t speed);

/* The room containing (x, y, z): the current room if it contains it, then
 * the floordata portals / rooms above and below, then the current room's
 * portal neighbours, then any room; `room` when none does. */
int32_t App_FindRoom(const Level *lv, int32_t room, int32_t x, int32_t y, int32_t z);

#endif
