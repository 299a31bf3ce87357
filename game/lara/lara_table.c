/* The state routine tables (see lara_internal.h): index = TR1 state. */
#include "game/lara/lara_internal.h"
#include "game/lara/lara_climb.h"

const LaraRoutine Lara_ControlRoutines[LS_COUNT] = {
    [LS_WALK] = LaraState_Walk,
    [LS_RUN] = LaraState_Run,
    [LS_STOP] = LaraState_Stop,
    [LS_FORWARD_JUMP] = LaraState_ForwardJump,
    [LS_POSE] = LaraState_Pose,
    [LS_FAST_BACK] = LaraState_FastBack,
    [LS_TURN_R] = LaraState_TurnR,
    [LS_TURN_L] = LaraState_TurnL,
    [LS_DEATH] = LaraState_Death,
    [LS_FAST_FALL] = LaraState_FastFall,
    [LS_HANG] = LaraState_Hang,
    [LS_REACH] = LaraState_Reach,
    [LS_SPLAT] = LaraState_Splat,
    [LS_TREAD] = LaraState_Tread,
    [LS_LAND] = LaraState_Land,
    [LS_COMPRESS] = LaraState_Compress,
    [LS_BACK] = LaraState_Back,
    [LS_SWIM] = LaraState_Swim,
    [LS_GLIDE] = LaraState_Glide,
    [LS_NULL] = LaraState_Null,
    [LS_FAST_TURN] = LaraState_FastTurn,
    [LS_STEP_RIGHT] = LaraState_StepRight,
    [LS_STEP_LEFT] = LaraState_StepLeft,
    [LS_HIT] = LaraState_Hit,
    [LS_SLIDE] = LaraState_Slide,
    [LS_BACK_JUMP] = LaraState_BackJump,
    [LS_RIGHT_JUMP] = LaraState_RightJump,
    [LS_LEFT_JUMP] = LaraState_LeftJump,
    [LS_UP_JUMP] = LaraState_UpJump,
    [LS_FALL_BACK] = LaraState_FallBack,
    [LS_HANG_LEFT] = LaraState_HangLeft,
    [LS_HANG_RIGHT] = LaraState_HangRight,
    [LS_SLIDE_BACK] = LaraState_SlideBack,
    [LS_SURF_TREAD] = LaraState_SurfTread,
    [LS_SURF_SWIM] = LaraState_SurfSwim,
    [LS_DIVE] = LaraState_Dive,
    [LS_PUSH_BLOCK] = LaraState_PushBlock,
    [LS_PULL_BLOCK] = LaraState_PullBlock,
    [LS_PP_READY] = LaraState_PpReady,
    [LS_PICKUP] = LaraState_Pickup,
    [LS_SWITCH_ON] = LaraState_SwitchOn,
    [LS_SWITCH_OFF] = LaraState_SwitchOff,
    [LS_USE_KEY] = LaraState_UseKey,
    [LS_USE_PUZZLE] = LaraState_UsePuzzle,
    [LS_UW_DEATH] = LaraState_UwDeath,
    [LS_ROLL] = LaraState_Roll,
    [LS_SPECIAL] = LaraState_Special,
    [LS_SURF_BACK] = LaraState_SurfBack,
    [LS_SURF_LEFT] = LaraState_SurfLeft,
    [LS_SURF_RIGHT] = LaraState_SurfRight,
    [LS_USE_MIDAS] = LaraState_UseMidas,
    [LS_DIE_MIDAS] = LaraState_DieMidas,
    [LS_SWAN_DIVE] = LaraState_SwanDive,
    [LS_FAST_DIVE] = LaraState_FastDive,
    [LS_GYMNAST] = LaraState_Gymnast,
    [LS_WATER_OUT] = LaraState_WaterOut,
};

const LaraRoutine Lara_CollisionRoutines[LS_COUNT] = {
    [LS_WALK] = LaraCol_Walk,
    [LS_RUN] = LaraCol_Run,
    [LS_STOP] = LaraCol_Stop,
    [LS_FORWARD_JUMP] = LaraCol_ForwardJump,
    [LS_POSE] = LaraCol_Pose,
    [LS_FAST_BACK] = LaraCol_FastBack,
    [LS_TURN_R] = LaraCol_TurnR,
    [LS_TURN_L] = LaraCol_TurnL,
    [LS_DEATH] = LaraCol_Death,
    [LS_FAST_FALL] = LaraCol_FastFall,
    [LS_HANG] = LaraCol_Hang,
    [LS_REACH] = LaraCol_Reach,
    [LS_SPLAT] = LaraCol_Splat,
    [LS_TREAD] = LaraCol_Tread,
    [LS_LAND] = LaraCol_Land,
    [LS_COMPRESS] = LaraCol_Compress,
    [LS_BACK] = LaraCol_Back,
    [LS_SWIM] = LaraCol_Swim,
    [LS_GLIDE] = LaraCol_Glide,
    [LS_NULL] = LaraCol_Null,
    [LS_FAST_TURN] = LaraCol_FastTurn,
    [LS_STEP_RIGHT] = LaraCol_StepRight,
    [LS_STEP_LEFT] = LaraCol_StepLeft,
    [LS_HIT] = LaraCol_Hit,
    [LS_SLIDE] = LaraCol_Slide,
    [LS_BACK_JUMP] = LaraCol_BackJump,
    [LS_RIGHT_JUMP] = LaraCol_RightJump,
    [LS_LEFT_JUMP] = LaraCol_LeftJump,
    [LS_UP_JUMP] = LaraCol_UpJump,
    [LS_FALL_BACK] = LaraCol_FallBack,
    [LS_HANG_LEFT] = LaraCol_HangLeft,
    [LS_HANG_RIGHT] = LaraCol_HangRight,
    [LS_SLIDE_BACK] = LaraCol_SlideBack,
    [LS_SURF_TREAD] = LaraCol_SurfTread,
    [LS_SURF_SWIM] = LaraCol_SurfSwim,
    [LS_DIVE] = LaraCol_Dive,
    [LS_PUSH_BLOCK] = LaraCol_PushBlock,
    [LS_PULL_BLOCK] = LaraCol_PullBlock,
    [LS_PP_READY] = LaraCol_PpReady,
    [LS_PICKUP] = LaraCol_Pickup,
    [LS_SWITCH_ON] = LaraCol_SwitchOn,
    [LS_SWITCH_OFF] = LaraCol_SwitchOff,
    [LS_USE_KEY] = LaraCol_UseKey,
    [LS_USE_PUZZLE] = LaraCol_UsePuzzle,
    [LS_UW_DEATH] = LaraCol_UwDeath,
    [LS_ROLL] = LaraCol_Roll,
    [LS_SPECIAL] = LaraCol_Special,
    [LS_SURF_BACK] = LaraCol_SurfBack,
    [LS_SURF_LEFT] = LaraCol_SurfLeft,
    [LS_SURF_RIGHT] = LaraCol_SurfRight,
    [LS_USE_MIDAS] = LaraCol_UseMidas,
    [LS_DIE_MIDAS] = LaraCol_DieMidas,
    [LS_SWAN_DIVE] = LaraCol_SwanDive,
    [LS_FAST_DIVE] = LaraCol_FastDive,
    [LS_GYMNAST] = LaraCol_Gymnast,
    [LS_WATER_OUT] = LaraCol_WaterOut,
};

const struct LaraTable Lara_TableTR1 = {
    .control = Lara_ControlRoutines,
    .collision = Lara_CollisionRoutines,
    .num_states = LS_COUNT,
    .tick = NULL,
};

void Lara_RunStateControl(Game *g, Item *item, CollInfo *coll)
{
    /* TR2's extra animations have their own routines (never on TR1). */
    if (g->lara.extra_anim) {
        Lara_RunExtraControl(g, item, coll);
        return;
    }
    const struct LaraTable *t = g->rules->lara;
    if ((uint16_t)item->current_state < t->num_states && t->control[item->current_state])
        t->control[item->current_state](g, item, coll);
}

void Lara_RunStateCollision(Game *g, Item *item, CollInfo *coll)
{
    if (g->lara.extra_anim)
        return;
    const struct LaraTable *t = g->rules->lara;
    if ((uint16_t)item->current_state < t->num_states && t->collision[item->current_state])
        t->collision[item->current_state](g, item, coll);
}
