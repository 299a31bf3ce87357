/* The free-fly viewer (see window_internal.h): the window's own phase,
 * over whatever phase the runner plays. Start (F2, --fly, --camera,
 * --view N): the camera where the game camera was; control: one tick of
 * flight from the held keys (the game gets empty words meanwhile), and
 * mouse-look per drawn frame while the mouse is captured; end (F2 again):
 * the keys go back to the game. Drawing uses its camera (window_draw.c). */
#include "game/app/window_internal.h"

#include "engine/core/log.h"

#include <stdlib.h>

#define FLY_SPEED 48           /* world units per tick (x4 with fly_fast) */
#define TURN_SPEED 0x0200      /* keyboard turn per tick */
#define MOUSE_SENS 16          /* angle units per mouse count */

/* The viewer starts where the game camera is, so the picture does not
 * jump; without a game view, where the options or Lara's start say. */
void Viewer_Place(Win *w)
{
    const Level *lv = Runner_Level(w->run);
    char err[256];
    if (w->view.valid) {
        w->cam.x = w->view.x;
        w->cam.y = w->view.y;
        w->cam.z = w->view.z;
        w->cam.room = App_FindRoom(lv, w->view.room, w->cam.x, w->cam.y, w->cam.z);
        w->cam.yaw = w->view.yaw & 0xFFFF;
        w->cam.pitch = CLAMP((int16_t)w->view.pitch, -FLY_PITCH_LIMIT, FLY_PITCH_LIMIT);
    } else if (lv && !App_InitialCamera(lv, w->o, &w->cam, err, sizeof err)) {
        Log_Warn("%s", err);
    }
    w->prev = w->cam;
}

/* F2: between playing and the free-fly viewer (any loaded level). */
void Viewer_Toggle(Win *w)
{
    if (!w->fly && !Runner_Level(w->run))
        return; /* nothing to fly through */
    w->fly = !w->fly;
    /* A single level's viewer keeps its camera (--camera, --view, the last
     * flight) when the game shows nothing to start from. */
    if (w->fly && (w->view.valid || !w->setup.single))
        Viewer_Place(w);
    if (!w->fly && Platform_IsMouseCaptured(w->plat))
        Platform_SetMouseCapture(w->plat, false); /* mouse-look is the viewer's */
}

/* One tick of the free-fly camera from the held keys. */
void Viewer_Tick(Win *w)
{
    const InputMap *m = &w->map;
    const InputState *s = &w->in;
    int fwd = 0, side = 0, up = 0;
    int32_t speed = FLY_SPEED;
    /* Free fly: WASD / E Q (and arrows: up/down move, left/right turn). */
    fwd += InputMap_Held(m, s, ACT_FLY_FORWARD) || InputMap_Held(m, s, ACT_FORWARD);
    fwd -= InputMap_Held(m, s, ACT_FLY_BACK) || InputMap_Held(m, s, ACT_BACK);
    side += InputMap_Held(m, s, ACT_FLY_RIGHT) || InputMap_Held(m, s, ACT_STEP_RIGHT);
    side -= InputMap_Held(m, s, ACT_FLY_LEFT) || InputMap_Held(m, s, ACT_STEP_LEFT);
    up += InputMap_Held(m, s, ACT_FLY_UP) || InputMap_Held(m, s, ACT_JUMP);
    up -= InputMap_Held(m, s, ACT_FLY_DOWN) || InputMap_Held(m, s, ACT_ACTION);
    if (InputMap_Held(m, s, ACT_LEFT))
        w->cam.yaw = (w->cam.yaw - TURN_SPEED) & 0xFFFF;
    if (InputMap_Held(m, s, ACT_RIGHT))
        w->cam.yaw = (w->cam.yaw + TURN_SPEED) & 0xFFFF;
    /* Right stick looks around at up to a turn speed per tick. */
    if (abs(s->axes[PAXIS_RIGHTX]) > m->dead_zone)
        w->cam.yaw = (w->cam.yaw + s->axes[PAXIS_RIGHTX] * TURN_SPEED / 32768) & 0xFFFF;
    if (abs(s->axes[PAXIS_RIGHTY]) > m->dead_zone)
        w->cam.pitch = CLAMP(w->cam.pitch - s->axes[PAXIS_RIGHTY] * TURN_SPEED / 32768,
                             -FLY_PITCH_LIMIT, FLY_PITCH_LIMIT);
    if (InputMap_Held(m, s, ACT_FLY_FAST))
        speed *= 4;
    if (InputMap_Held(m, s, ACT_WALK) && !InputMap_Held(m, s, ACT_FLY_FAST))
        speed /= 4;
    App_FlyStep(Runner_Level(w->run), &w->cam, fwd, side, up, speed);
}

/* Mouse-look, per drawn frame while the mouse is captured (so the angles
 * are not interpolated). */
void Viewer_MouseLook(Win *w)
{
    if (!w->fly || !Platform_IsMouseCaptured(w->plat))
        return;
    w->cam.yaw = (w->cam.yaw + w->in.mouse_dx * MOUSE_SENS) & 0xFFFF;
    w->cam.pitch = CLAMP(w->cam.pitch - w->in.mouse_dy * MOUSE_SENS, -FLY_PITCH_LIMIT,
                         FLY_PITCH_LIMIT);
    w->prev.yaw = w->cam.yaw;
    w->prev.pitch = w->cam.pitch;
}
