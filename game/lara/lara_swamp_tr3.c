/* TR3's standing, turning and wading as TR3 changed them (see
 * lara_tr3_internal.h), mostly for its swamps (Lara_InSwamp): there she
 * wades however deep the mud is, turns and leans less, never smashes into
 * a wall or steps up mid-stride, and sinks 2 a tick instead of stepping
 * down onto the floor (Lara_SwampFloor). Numbers are the original's
 * (tomb3/game/lara.cpp: lara_col_stop, lara_col_turn_r, lara_as_wade,
 * lara_col_wade). */
#include "game/lara/lara_tr3_internal.h"

#define STEP_L 256
#define STEPUP_HEIGHT 384
#define TURN_FALL 100             /* turning, a drop deeper than this drops her */
#define WADE_ELEVATION (-4004)    /* the camera looks down at her wading */
#define SWAMP_LEAN_MAX 1001       /* half the wade's lean */
#define WADE_SMASH_STEP (-640)    /* a wall this much higher ahead stops her dead */
#define WADE_STEP_DOWN 50         /* the most she drops a tick wading down */
#define LF_WADE_L_END 9           /* the wade's left stride: frames 0..9 */
#define LF_WADE_R_START 10
#define LF_WADE_R_END 21
#define LF_WADE_STEP_L_START 3    /* wading up a step on the left foot */
#define LF_WADE_STEP_L_END 14

static bool held(const Game *g, InputWord bit)
{
    return (Game_Input(g) & bit) != 0;
}

static int rel_frame(const Game *g, const Item *item)
{
    const Level *lv = g->lv;
    if (item->anim < 0 || (uint32_t)item->anim >= lv->num_animations)
        return -1;
    return item->frame - lv->animations[item->anim].frame_start;
}

/* Standing (and landing): TR2's, her feet sinking in a swamp. */
void LaraCol3_Stop(Game *g, Item *item, CollInfo *coll)
{
    item->gravity = false;
    item->fall_speed = 0;
    g->lara.move_angle = item->rot.y;
    coll->slopes_are_pits = true;
    coll->slopes_are_walls = true;
    coll->bad_pos = STEPUP_HEIGHT;
    coll->bad_neg = -STEPUP_HEIGHT;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);
    if (Lara_HitCeiling(g, item, coll) || Lara_Fallen(g, item, coll) ||
        Lara_TestSlide(g, item, coll))
        return;
    Coll_ShiftItem(item, coll);
    item->pos.y += Lara_SwampFloor(g, item, coll->mid.floor, true);
}

/* Turning on the spot: TR3 neither tests the ceiling nor waits for a
 * step and a half: a drop of more than 100 under her (out of a swamp)
 * and she falls. */
void LaraCol3_Turn(Game *g, Item *item, CollInfo *coll)
{
    item->gravity = false;
    item->fall_speed = 0;
    g->lara.move_angle = item->rot.y;
    coll->slopes_are_pits = true;
    coll->slopes_are_walls = true;
    coll->bad_pos = STEPUP_HEIGHT;
    coll->bad_neg = -STEPUP_HEIGHT;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);
    bool swamp = Lara_InSwamp(g, item);
    if (coll->mid.floor > TURN_FALL && !swamp) {
        Lara_StartFall(g, item, LS_FORWARD_JUMP, LARA_ANIM_FALL_DOWN);
        return;
    }
    if (Lara_TestSlide(g, item, coll))
        return;
    item->pos.y += Lara_SwampFloor(g, item, coll->mid.floor, false);
}

/* Wading: TR2's, but in a swamp she turns at the walk's rate and leans
 * half as far, and only wades on or stops. */
void LaraState3_Wade(Game *g, Item *item, CollInfo *coll)
{
    if (!Lara_InSwamp(g, item)) {
        LaraState2_Wade(g, item, coll);
        return;
    }
    if (item->hit_points <= 0) {
        item->goal_state = LS_STOP;
        return;
    }
    Lara *l = &g->lara;
    g->camera.target_elevation = WADE_ELEVATION;
    if (held(g, INPUT_LEFT)) {
        l->turn_rate = (int16_t)(l->turn_rate - LARA_TURN_RATE);
        if (l->turn_rate < -LARA_SLOW_TURN)
            l->turn_rate = -LARA_SLOW_TURN;
        item->rot.z = (int16_t)(item->rot.z - LARA_LEAN_RATE);
        if (item->rot.z < -SWAMP_LEAN_MAX)
            item->rot.z = -SWAMP_LEAN_MAX;
    } else if (held(g, INPUT_RIGHT)) {
        l->turn_rate = (int16_t)(l->turn_rate + LARA_TURN_RATE);
        if (l->turn_rate > LARA_SLOW_TURN)
            l->turn_rate = LARA_SLOW_TURN;
        item->rot.z = (int16_t)(item->rot.z + LARA_LEAN_RATE);
        if (item->rot.z > SWAMP_LEAN_MAX)
            item->rot.z = SWAMP_LEAN_MAX;
    }
    item->goal_state = held(g, INPUT_FORWARD) ? LS_WADE : LS_STOP;
}

/* A wall ahead while wading: out of a swamp, one more than two and a half
 * clicks up on a flat (or triangle) front smashes her mid-stride. */
static bool wade_smash(Game *g, Item *item, const CollInfo *coll, bool swamp)
{
    int type = coll->front.type;
    if ((type != HEIGHT_WALL && type != HEIGHT_SPLIT_TRI) || coll->front.floor >= WADE_SMASH_STEP ||
        swamp)
        return false;
    int f = rel_frame(g, item);
    if (f >= 0 && f <= LF_WADE_L_END) {
        item->current_state = LS_SPLAT;
        Lara_SwitchAnim(g, item, LARA_ANIM_HIT_WALL_LEFT, 0);
        return true;
    }
    if (f >= LF_WADE_R_START && f <= LF_WADE_R_END) {
        item->current_state = LS_SPLAT;
        Lara_SwitchAnim(g, item, LARA_ANIM_HIT_WALL_RIGHT, 0);
        return true;
    }
    return false;
}

/* TR3's wading collision: no fall and no slide while wading (the water
 * holds her); in a swamp no smash, no step up, and she sinks. */
void LaraCol3_Wade(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    coll->slopes_are_walls = true;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -STEPUP_HEIGHT;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);
    if (Lara_HitCeiling(g, item, coll) || Lara_TestVault(g, item, coll))
        return;

    bool swamp = Lara_InSwamp(g, item);
    if (Lara_DeflectEdge(g, item, coll)) {
        item->rot.z = 0;
        if (wade_smash(g, item, coll, swamp))
            return;
        Lara_CollideStop(g, item, coll);
    }

    if (coll->mid.floor >= -STEPUP_HEIGHT && coll->mid.floor < -STEP_L / 2 && !swamp) {
        int f = rel_frame(g, item);
        if (f >= LF_WADE_STEP_L_START && f <= LF_WADE_STEP_L_END)
            Lara_SwitchAnim(g, item, LARA_ANIM_RUN_STEP_UP_LEFT, 0);
        else
            Lara_SwitchAnim(g, item, LARA_ANIM_RUN_STEP_UP_RIGHT, 0);
    }

    if (coll->mid.floor >= WADE_STEP_DOWN && !swamp)
        item->pos.y += WADE_STEP_DOWN;
    else
        item->pos.y += Lara_SwampFloor(g, item, coll->mid.floor, false);
}
