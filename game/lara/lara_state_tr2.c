/* Control routines of the dry-land states TR2 changed (see
 * lara_tr2_internal.h): wading in shallow water, the twist of the jumps in
 * the air, the jump that waits for the run's stride, and the wade state.
 * Numbers are the original's (TR2 keeps TR1's turn and lean rates). */
#include "game/lara/lara_tr2_internal.h"

#define DEG(d) ((d) * 182)
#define RUN_JUMP_FRAME 4        /* the run's frame from which a jump may start */

static bool held(const Game *g, InputWord bit)
{
    return (Game_Input(g) & bit) != 0;
}

static bool wading(const Game *g)
{
    return g->lara.water_status == LWS_WADE;
}

static bool dead(Item *item, int16_t goal)
{
    if (item->hit_points > 0)
        return false;
    item->goal_state = goal;
    return true;
}

static bool falling_fast(Item *item)
{
    if (item->fall_speed <= LARA_FASTFALL_SPEED)
        return false;
    item->goal_state = LS_FAST_FALL;
    return true;
}

/* Forward held: wade in shallow water, walk with the walk key, else run. */
static int16_t forward_gait(const Game *g)
{
    if (wading(g))
        return LS_WADE;
    return held(g, INPUT_WALK) ? LS_WALK : LS_RUN;
}

void LaraState2_Empty(Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState2_Run(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    if (dead(item, LS_DEATH))
        return;
    if (held(g, INPUT_ROLL)) {
        Lara_StartRoll(g, item);
        return;
    }
    Lara_SteerAndLean(g, item);

    /* A jump cannot start in the run's first stride: from the start of the
     * run until its frame 4 comes round (the original's static flag, kept
     * with her state; false = a jump may start). */
    int rel = item->anim - Lara_AnimBase(g, item);
    if (rel == LARA_ANIM_RUN_START)
        l->run_jump_refused = true;
    else if (rel != LARA_ANIM_RUN ||
             item->frame - g->lv->animations[item->anim].frame_start == RUN_JUMP_FRAME)
        l->run_jump_refused = false;

    if (held(g, INPUT_JUMP) && !l->run_jump_refused && !item->gravity)
        item->goal_state = LS_FORWARD_JUMP;
    else if (held(g, INPUT_FORWARD))
        item->goal_state = forward_gait(g);
    else
        item->goal_state = LS_STOP;
}

void LaraState2_Stop(Game *g, Item *item, CollInfo *coll)
{
    if (dead(item, LS_DEATH))
        return;
    /* No roll in shallow water. */
    if (held(g, INPUT_ROLL) && !wading(g)) {
        Lara_StartRoll(g, item);
        return;
    }
    item->goal_state = LS_STOP;
    /* The look key tilts the head here; turning it is the handler's. */
    if (held(g, INPUT_LOOK))
        Lara_LookUpDown(g);

    if (held(g, INPUT_STEP_LEFT))
        item->goal_state = LS_STEP_LEFT;
    else if (held(g, INPUT_STEP_RIGHT))
        item->goal_state = LS_STEP_RIGHT;
    else if (held(g, INPUT_LEFT))
        item->goal_state = LS_TURN_L;
    else if (held(g, INPUT_RIGHT))
        item->goal_state = LS_TURN_R;

    if (wading(g)) {
        /* Wading she jumps only straight up, and never runs. */
        if (held(g, INPUT_JUMP))
            item->goal_state = LS_COMPRESS;
        if (held(g, INPUT_FORWARD)) {
            if (held(g, INPUT_WALK))
                LaraState2_Wade(g, item, coll);
            else
                LaraState_Walk(g, item, coll);
        } else if (held(g, INPUT_BACK)) {
            LaraState_Back(g, item, coll);
        }
    } else if (held(g, INPUT_JUMP)) {
        item->goal_state = LS_COMPRESS;
    } else if (held(g, INPUT_FORWARD)) {
        if (held(g, INPUT_WALK))
            LaraState_Walk(g, item, coll);
        else
            LaraState2_Run(g, item, coll);
    } else if (held(g, INPUT_BACK)) {
        if (held(g, INPUT_WALK))
            LaraState_Back(g, item, coll);
        else
            item->goal_state = LS_FAST_BACK;
    }
}

void LaraState2_ForwardJump(Game *g, Item *item, CollInfo *coll)
{
    if (item->goal_state == LS_SWAN_DIVE || item->goal_state == LS_REACH)
        item->goal_state = LS_FORWARD_JUMP;
    if (item->goal_state != LS_DEATH && item->goal_state != LS_STOP &&
        item->goal_state != LS_RUN) {
        if (held(g, INPUT_ACTION) && g->lara.gun_status == LGS_ARMLESS)
            item->goal_state = LS_REACH;
        /* Roll or back in the air: the twist, facing the other way. */
        if (held(g, INPUT_ROLL) || held(g, INPUT_BACK))
            item->goal_state = LS_TWIST;
        if (held(g, INPUT_WALK) && g->lara.gun_status == LGS_ARMLESS)
            item->goal_state = LS_SWAN_DIVE;
        falling_fast(item);
    }
    Lara_Steer(g, LARA_JUMP_TURN);
}

void LaraState2_Death(Game *g, Item *item, CollInfo *coll)
{
    (void)item;
    g->lara.look = false;
    coll->enable_spaz = false;
    coll->enable_baddie_push = false;
}

void LaraState2_Slide(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    g->camera.flags = CAM_FLAG_NO_CHUNKY;
    g->camera.target_elevation = -DEG(45);
    if (held(g, INPUT_JUMP) && !held(g, INPUT_BACK))
        item->goal_state = LS_FORWARD_JUMP;
}

void LaraState2_SlideBack(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    if (held(g, INPUT_JUMP) && !held(g, INPUT_FORWARD))
        item->goal_state = LS_BACK_JUMP;
}

void LaraState2_BackJump(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    g->camera.target_angle = DEG(135);
    if (falling_fast(item))
        return;
    if (item->goal_state == LS_RUN)
        item->goal_state = LS_STOP;
    else if ((held(g, INPUT_FORWARD) || held(g, INPUT_ROLL)) && item->goal_state != LS_STOP)
        item->goal_state = LS_TWIST;
}

/* The sideways jumps twist with the key of the other side. */
static void side_jump(Game *g, Item *item, InputWord twist_key)
{
    g->lara.look = false;
    if (falling_fast(item))
        return;
    if (held(g, twist_key) && item->goal_state != LS_STOP)
        item->goal_state = LS_TWIST;
}

void LaraState2_RightJump(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    side_jump(g, item, INPUT_LEFT);
}

void LaraState2_LeftJump(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    side_jump(g, item, INPUT_RIGHT);
}

void LaraState2_FastDive(Game *g, Item *item, CollInfo *coll)
{
    if (held(g, INPUT_ROLL) && item->goal_state == LS_FAST_DIVE)
        item->goal_state = LS_TWIST;
    coll->enable_spaz = false;
    coll->enable_baddie_push = true;
    item->speed = (int16_t)(item->speed * 95 / 100);
}

/* Wading: a run slowed by the water (the animation's speed), turning and
 * leaning as the run does; back on dry land it becomes the run again. */
void LaraState2_Wade(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    if (dead(item, LS_STOP))
        return;
    g->camera.target_elevation = -DEG(22);
    Lara_SteerAndLean(g, item);
    if (held(g, INPUT_FORWARD))
        item->goal_state = g->lara.water_status != LWS_ABOVE_WATER ? LS_WADE : LS_RUN;
    else
        item->goal_state = LS_STOP;
}
