/* TR2's Lara inside game/lara (see lara_internal.h): the routines of the
 * states TR2 changed or added, found through Lara_TableTR2
 * (lara_table_tr2.c). TR1's routines serve the states TR2 kept as they
 * were.
 *
 *   lara_state_tr2.c    control routines of the dry-land states TR2
 *                       changed (wading, the twist) and the wade state
 *   lara_col_tr2.c      their collision routines and TR2's edge catch,
 *                       hang and landing helpers
 *   lara_water_tr2.c    TR2's tick: water-status transitions with wading,
 *                       the above-water and underwater handlers, the
 *                       underwater roll, wading out of the water */
#ifndef TOMB8_GAME_LARA_LARA_TR2_INTERNAL_H
#define TOMB8_GAME_LARA_LARA_TR2_INTERNAL_H

#include "game/lara/lara_internal.h"

/* lara_state_tr2.c */
void LaraState2_Walk(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_Run(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_Stop(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_ForwardJump(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_TurnR(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_TurnL(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_Death(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_Compress(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_Back(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_Slide(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_BackJump(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_RightJump(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_LeftJump(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_SlideBack(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_FastDive(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_Wade(struct Game *g, Item *item, CollInfo *coll);
/* The flare pick-up (lara_gun_tr2_flare.c). */
void LaraState2_PickupFlare(struct Game *g, Item *item, CollInfo *coll);
/* States with nothing to do each tick (the twist, the kick, the test
 * states): the animation alone moves her. */
void LaraState2_Empty(struct Game *g, Item *item, CollInfo *coll);

/* lara_col_tr2.c */
void LaraCol2_ForwardJump(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_Hang(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_Reach(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_UpJump(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_HangLeft(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_HangRight(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_Wade(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_Stop(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_Compress(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_Roll(struct Game *g, Item *item, CollInfo *coll);
/* No collision at all (the twist, the climb end, the zipline ride). */
void LaraCol2_Empty(struct Game *g, Item *item, CollInfo *coll);
/* Whether her hands meet the edge ahead this tick (the original's
 * LaraTestEdgeCatch): 1 the floor ahead is at her hands, -1 her hands
 * cross a click line (*edge its height), 0 neither. */
int Lara_EdgeCatchTR2(const struct Game *g, const Item *item, const CollInfo *coll,
                      int32_t *edge);
/* TR2's hang test (the ladder states share it). */
void Lara_HangTestTR2(struct Game *g, Item *item, CollInfo *coll);

/* lara_water_tr2.c */
void Lara_ControlTR2(struct Game *g);
void LaraState2_Tread(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_Swim(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_Glide(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_WaterRoll(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_Swim(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_UwDeath(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_SurfSwim(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_SurfTread(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_SurfBack(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_SurfLeft(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_SurfRight(struct Game *g, Item *item, CollInfo *coll);

#endif
