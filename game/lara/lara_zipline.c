/* TR2's zipline ride (the death slide), Lara's side: she hangs from the
 * handle (game/objects/tr2/zipline.c moves her with it) until action is
 * let go, and drops off forwards. */
#include "game/lara/lara_climb.h"

#define ZIPLINE_CAMERA_ANGLE (70 * 182) /* the camera swings out to her side */
#define LET_GO_SPEED 100
#define LET_GO_FALL_SPEED 40

void LaraState2_Zipline(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    g->camera.target_angle = ZIPLINE_CAMERA_ANGLE;
    if (Game_Input(g) & INPUT_ACTION)
        return;
    /* Let go: into the forward jump at the handle's top speed. */
    item->goal_state = LS_FORWARD_JUMP;
    Lara_Animate(g, item);
    item->gravity = true;
    item->speed = LET_GO_SPEED;
    item->fall_speed = LET_GO_FALL_SPEED;
    g->lara.move_angle = item->rot.y;
}
