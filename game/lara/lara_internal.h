/* Lara's internals shared by the game/lara files: the per-state routine
 * table and the helpers the state files share. Not for use outside
 * game/lara/ (everything public is in lara.h).
 *
 * Each TR1 state has a control routine (LaraState_*: reads the input and
 * sets the goal state, turn rates, look) and a collision routine (LaraCol_*:
 * probes the world after the move and settles where she ends up). They are
 * found through Lara_ControlRoutines / Lara_CollisionRoutines, indexed by
 * the state number, as the original's two tables.
 *
 * Who writes what:
 *   lara_control.c      Lara_Control, the three water-status handlers, her
 *                       animate step
 *   lara_state.c        control routines of the dry-land states
 *   lara_col.c          collision routines of the dry-land states and the
 *                       collision helpers (edge catch, vault, slide, ...)
 *   lara_water.c        control and collision of the water states
 *   lara_gun*.c         guns and arms
 *   lara_look.c         head / look helpers */
#ifndef TOMB8_GAME_LARA_LARA_INTERNAL_H
#define TOMB8_GAME_LARA_LARA_INTERNAL_H

#include "game/collide/collide.h"
#include "game/game.h"
#include "game/lara/lara.h"

typedef void (*LaraRoutine)(struct Game *g, Item *item, CollInfo *coll);
extern const LaraRoutine Lara_ControlRoutines[LS_COUNT];
extern const LaraRoutine Lara_CollisionRoutines[LS_COUNT];

void LaraState_Walk(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Walk(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Run(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Run(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Stop(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Stop(struct Game *g, Item *item, CollInfo *coll);
void LaraState_ForwardJump(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_ForwardJump(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Pose(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Pose(struct Game *g, Item *item, CollInfo *coll);
void LaraState_FastBack(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_FastBack(struct Game *g, Item *item, CollInfo *coll);
void LaraState_TurnR(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_TurnR(struct Game *g, Item *item, CollInfo *coll);
void LaraState_TurnL(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_TurnL(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Death(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Death(struct Game *g, Item *item, CollInfo *coll);
void LaraState_FastFall(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_FastFall(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Hang(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Hang(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Reach(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Reach(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Splat(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Splat(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Tread(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Tread(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Land(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Land(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Compress(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Compress(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Back(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Back(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Swim(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Swim(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Glide(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Glide(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Null(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Null(struct Game *g, Item *item, CollInfo *coll);
void LaraState_FastTurn(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_FastTurn(struct Game *g, Item *item, CollInfo *coll);
void LaraState_StepRight(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_StepRight(struct Game *g, Item *item, CollInfo *coll);
void LaraState_StepLeft(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_StepLeft(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Hit(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Hit(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Slide(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Slide(struct Game *g, Item *item, CollInfo *coll);
void LaraState_BackJump(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_BackJump(struct Game *g, Item *item, CollInfo *coll);
void LaraState_RightJump(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_RightJump(struct Game *g, Item *item, CollInfo *coll);
void LaraState_LeftJump(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_LeftJump(struct Game *g, Item *item, CollInfo *coll);
void LaraState_UpJump(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_UpJump(struct Game *g, Item *item, CollInfo *coll);
void LaraState_FallBack(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_FallBack(struct Game *g, Item *item, CollInfo *coll);
void LaraState_HangLeft(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_HangLeft(struct Game *g, Item *item, CollInfo *coll);
void LaraState_HangRight(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_HangRight(struct Game *g, Item *item, CollInfo *coll);
void LaraState_SlideBack(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_SlideBack(struct Game *g, Item *item, CollInfo *coll);
void LaraState_SurfTread(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_SurfTread(struct Game *g, Item *item, CollInfo *coll);
void LaraState_SurfSwim(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_SurfSwim(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Dive(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Dive(struct Game *g, Item *item, CollInfo *coll);
void LaraState_PushBlock(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_PushBlock(struct Game *g, Item *item, CollInfo *coll);
void LaraState_PullBlock(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_PullBlock(struct Game *g, Item *item, CollInfo *coll);
void LaraState_PpReady(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_PpReady(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Pickup(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Pickup(struct Game *g, Item *item, CollInfo *coll);
void LaraState_SwitchOn(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_SwitchOn(struct Game *g, Item *item, CollInfo *coll);
void LaraState_SwitchOff(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_SwitchOff(struct Game *g, Item *item, CollInfo *coll);
void LaraState_UseKey(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_UseKey(struct Game *g, Item *item, CollInfo *coll);
void LaraState_UsePuzzle(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_UsePuzzle(struct Game *g, Item *item, CollInfo *coll);
void LaraState_UwDeath(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_UwDeath(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Roll(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Roll(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Special(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Special(struct Game *g, Item *item, CollInfo *coll);
void LaraState_SurfBack(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_SurfBack(struct Game *g, Item *item, CollInfo *coll);
void LaraState_SurfLeft(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_SurfLeft(struct Game *g, Item *item, CollInfo *coll);
void LaraState_SurfRight(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_SurfRight(struct Game *g, Item *item, CollInfo *coll);
void LaraState_UseMidas(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_UseMidas(struct Game *g, Item *item, CollInfo *coll);
void LaraState_DieMidas(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_DieMidas(struct Game *g, Item *item, CollInfo *coll);
void LaraState_SwanDive(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_SwanDive(struct Game *g, Item *item, CollInfo *coll);
void LaraState_FastDive(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_FastDive(struct Game *g, Item *item, CollInfo *coll);
void LaraState_Gymnast(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_Gymnast(struct Game *g, Item *item, CollInfo *coll);
void LaraState_WaterOut(struct Game *g, Item *item, CollInfo *coll);
void LaraCol_WaterOut(struct Game *g, Item *item, CollInfo *coll);

#endif
