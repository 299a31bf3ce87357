/* Collision routines of the dry-land states (see lara_internal.h). */
#include "game/lara/lara_internal.h"

void LaraCol_Walk(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Run(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Stop(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_ForwardJump(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Pose(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_FastBack(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_TurnR(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_TurnL(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Death(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_FastFall(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Hang(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Reach(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Splat(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Land(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Compress(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Back(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Null(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_FastTurn(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_StepRight(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_StepLeft(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Hit(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Slide(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_BackJump(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_RightJump(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_LeftJump(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_UpJump(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_FallBack(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_HangLeft(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_HangRight(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_SlideBack(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_PushBlock(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_PullBlock(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_PpReady(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Pickup(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_SwitchOn(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_SwitchOff(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_UseKey(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_UsePuzzle(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Roll(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Special(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_UseMidas(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_DieMidas(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_SwanDive(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_FastDive(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_Gymnast(struct Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

