/* Control routines of the dry-land states (see lara_internal.h). */
#include "game/lara/lara_internal.h"

void LaraState_Walk(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Run(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Stop(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_ForwardJump(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Pose(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_FastBack(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_TurnR(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_TurnL(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Death(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_FastFall(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Hang(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Reach(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Splat(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Land(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Compress(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Back(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Null(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_FastTurn(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_StepRight(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_StepLeft(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Hit(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Slide(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_BackJump(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_RightJump(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_LeftJump(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_UpJump(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_FallBack(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_HangLeft(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_HangRight(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_SlideBack(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_PushBlock(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_PullBlock(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_PpReady(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Pickup(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_SwitchOn(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_SwitchOff(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_UseKey(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_UsePuzzle(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Roll(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Special(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_UseMidas(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_DieMidas(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_SwanDive(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_FastDive(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraState_Gymnast(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

