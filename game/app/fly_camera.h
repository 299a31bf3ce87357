/* The free-fly viewer's camera: where it starts (--camera, --view N,
 * --view lara, or behind Lara's start), how a tick of held keys moves it,
 * and which room it is in (a free camera crosses walls and
 * visibility-only portals). The window's viewer phase (game/app/window.h)
 * uses it; tests call it directly. */
#ifndef TOMB8_GAME_APP_FLY_CAMERA_H
#define TOMB8_GAME_APP_FLY_CAMERA_H

#include "engine/level/level.h"
#include "game/options.h"

#define FLY_PITCH_LIMIT 0x3F00

typedef struct {
    int32_t x, y, z;
    int32_t room;
    int32_t yaw, pitch;     /* 16-bit angles; pitch clamped to +-0x3F00 */
} FlyCamera;

/* The starting camera from the options (--camera, --view N, --view lara) or,
 * by default, at Lara's start (eye height) or the middle of room 0. False
 * with a message when --camera/--view name something the level lacks. */
bool App_InitialCamera(const Level *lv, const Options *o, FlyCamera *cam, char *err,
                       size_t err_cap);

/* Moves the camera by one tick of held inputs: fwd/side/up in -1..1,
 * speed in world units per tick; the room follows through portals. */
void App_FlyStep(const Level *lv, FlyCamera *cam, int fwd, int side, int up, int32_t speed);

/* The room containing (x, y, z): the current room if it contains it, then
 * the sectors' wall portals / rooms above and below, then the current room's
 * portal neighbours, then any room; `room` when none does. */
int32_t App_FindRoom(const Level *lv, int32_t room, int32_t x, int32_t y, int32_t z);

#endif
