/* Lara's head and torso: the look key's helpers and the ease back to
 * straight ahead (see lara_internal.h). */
#include "game/lara/lara_internal.h"

/* Turns the head sideways by `step` while left or right is held, up to
 * `limit` either way. The original clears the bit it used from its global
 * input, so the state routine (and the guns) running after it see no turn;
 * here the bit goes to Game.input_taken, which Game_Input leaves out. */
static void look_sideways(Game *g, int16_t limit, int16_t step)
{
    Lara *l = &g->lara;
    g->camera.type = CAM_LOOK;
    if (Game_Input(g) & INPUT_LEFT) {
        g->input_taken |= INPUT_LEFT;
        if (l->head_rot.y > -limit)
            l->head_rot.y = (int16_t)(l->head_rot.y - step);
    } else if (Game_Input(g) & INPUT_RIGHT) {
        g->input_taken |= INPUT_RIGHT;
        if (l->head_rot.y < limit)
            l->head_rot.y = (int16_t)(l->head_rot.y + step);
    }
    /* Busy hands (pushing, climbing out) keep the torso where the
     * animation puts it; so does a vehicle (TR2: she sits at the wheel). */
    if (l->gun_status != LGS_HANDS_BUSY && l->vehicle < 0)
        l->torso_rot.y = l->head_rot.y;
}

/* Tilts the head with forward (up) and back (down) between the limits. */
static void look_tilt(Game *g, int16_t lo, int16_t hi, int16_t step)
{
    Lara *l = &g->lara;
    g->camera.type = CAM_LOOK;
    if (Game_Input(g) & INPUT_FORWARD) {
        g->input_taken |= INPUT_FORWARD;
        if (l->head_rot.x > lo)
            l->head_rot.x = (int16_t)(l->head_rot.x - step);
    } else if (Game_Input(g) & INPUT_BACK) {
        g->input_taken |= INPUT_BACK;
        if (l->head_rot.x < hi)
            l->head_rot.x = (int16_t)(l->head_rot.x + step);
    }
    if (l->gun_status != LGS_HANDS_BUSY)
        l->torso_rot.x = l->head_rot.x;
}

void Lara_LookLeftRight(Game *g)
{
    look_sideways(g, g->rules->lara_consts->max_head_rotation, LARA_HEAD_TURN / 2);
}

void Lara_LookUpDown(Game *g)
{
    const LaraConsts *c = g->rules->lara_consts;
    look_tilt(g, c->min_head_tilt, c->max_head_tilt, LARA_HEAD_TURN / 2);
}

void Lara_LookLeftRightSurf(Game *g)
{
    look_sideways(g, LARA_MAX_HEAD_ROTATION_SURF, LARA_HEAD_TURN_SURF);
    /* Treading water, the body follows the head only half way. */
    g->lara.torso_rot.y = (int16_t)(g->lara.head_rot.y / 2);
}

void Lara_LookUpDownSurf(Game *g)
{
    look_tilt(g, LARA_MIN_HEAD_TILT_SURF, LARA_MAX_HEAD_TILT_SURF, LARA_HEAD_TURN_SURF);
    g->lara.torso_rot.x = 0;
}

/* One axis of the ease back: within half a head turn of straight it snaps
 * to zero, otherwise it loses an eighth (C division: toward zero). */
static int16_t ease_head(int16_t a)
{
    if (a <= -LARA_HEAD_TURN / 2 || a >= LARA_HEAD_TURN / 2)
        return (int16_t)(a - a / 8);
    return 0;
}

void Lara_ResetLook(Game *g)
{
    Lara *l = &g->lara;
    /* Not while looking, nor while the camera still follows an item. */
    if (g->camera.type == CAM_LOOK || g->camera.last_item >= 0)
        return;
    l->head_rot.x = ease_head(l->head_rot.x);
    l->torso_rot.x = l->head_rot.x;
    l->head_rot.y = ease_head(l->head_rot.y);
    l->torso_rot.y = l->head_rot.y;
}
