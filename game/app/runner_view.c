/* What the phases show of the world (see runner.h): the game camera (a
 * cut-scene's roll and field of view) and the draw lists, Lara the game's
 * way and the cut-scene actors with their mesh swaps. */
#include "game/app/runner_internal.h"

#include "game/objects/shadow.h"

#include <string.h>

bool Runner_View(const Runner *r, RenderCamera *cam)
{
    if (!r->have_game || (r->st.phase != RUN_PHASE_LEVEL && r->st.phase != RUN_PHASE_CUTSCENE &&
                          r->st.phase != RUN_PHASE_DEMO && !Run_CreditsShowGame(r)))
        return false;
    Vec3i pos;
    int16_t room, yaw, pitch, roll;
    Camera_GetView(&r->game, &pos, &room, &yaw, &pitch, &roll);
    memset(cam, 0, sizeof *cam);
    cam->x = pos.x;
    cam->y = pos.y;
    cam->z = pos.z;
    cam->room = room;
    cam->yaw = (uint16_t)yaw;
    cam->pitch = pitch;
    cam->roll = roll;
    if (r->st.phase == RUN_PHASE_CUTSCENE) {
        cam->roll = r->game.camera.cine.roll;
        cam->fov = r->game.camera.cine.fov;
    }
    if (cam->room < 0 || (uint32_t)cam->room >= r->lv.num_rooms)
        return false;
    return true;
}

bool Runner_BuildDraws(Runner *r, int32_t t, SimDrawList *dl)
{
    if (!r->have_sim)
        return false;
    dl->item_fn = r->have_game ? Run_DrawItem : NULL;
    dl->item_user = r;
    /* the effects (blood, splashes, flames...) after the items, as the
     * window draws them */
    if (!SimDraw_Build(&r->sim, t, dl))
        return false;
    if (!r->have_game)
        return true;
    Gun_AppendLightDraws(&r->game.lights, dl); /* flares, gun flashes */
    return Effect_AppendDraws(&r->game, dl) && Shadow_AppendDraws(&r->game, t, dl);
}
