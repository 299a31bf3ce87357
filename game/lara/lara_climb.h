/* TR2's climbable walls (ladders) inside game/lara (see lara_internal.h):
 * the six ladder states' control and collision routines, the tests of the
 * wall ahead of her, and the pieces TR2's shared moves (hang, grabs,
 * vaults, jumps into a wall) call when the wall she faces is climbable.
 *
 * A wall is climbable when the sector she stands in carries the floor
 * function FD_CLIMB with the bit of the direction she faces
 * (g->lara.climb_status, refreshed with the triggers at the end of each
 * tick: Lara_TestTriggers). A TR1 level has no such function, so every
 * branch here stays shut on TR1's levels. Not for use outside game/lara/. */
#ifndef TOMB8_GAME_LARA_LARA_CLIMB_H
#define TOMB8_GAME_LARA_LARA_CLIMB_H

#include "game/lara/lara_internal.h"

/* TR2 animations of the ladder (numbered from her first animation). */
enum {
    LARA2_ANIM_LADDER_UP = 161,           /* climbing up (loop) */
    LARA2_ANIM_LADDER_IDLE = 164,         /* the climb stance */
    LARA2_ANIM_LADDER_DOWN = 168,         /* climbing down (loop) */
    LARA2_ANIM_LADDER_UP_HANGING = 187,   /* from the hang up onto the ladder */
    LARA2_ANIM_LADDER_DOWN_HANGING = 188, /* from the hang down onto it */
};

/* The end of her tick's collision: the climb status from the climbable
 * walls of the sector under her (`climb`: CollInfo.climb or World.climb,
 * CLIMB_* bits) and TR3's monkey-swing flag of that sector (CollInfo.monkey
 * or World.monkey), then the triggers under her (Game_TestTriggers, not
 * heavy). The original does all in its trigger routine.
 *
 * The ladder states probe nothing, and the original then reads the
 * collision record its previous tick left on the stack: her climb status
 * (and monkey flag) stays as it was. Lara_Control starts each tick's record with
 * LARA_CLIMB_UNPROBED for that. */
#define LARA_CLIMB_UNPROBED 0xFF
void Lara_TestTriggers(struct Game *g, const Item *item, int32_t trigger, uint8_t climb,
                       bool monkey);

/* The six ladder states (LS_CLIMB_*). The climb end has no collision. */
void LaraState2_ClimbStance(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_Climbing(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_ClimbLeft(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_ClimbEnd(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_ClimbRight(struct Game *g, Item *item, CollInfo *coll);
void LaraState2_ClimbDown(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_ClimbStance(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_Climbing(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_ClimbLeft(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_ClimbRight(struct Game *g, Item *item, CollInfo *coll);
void LaraCol2_ClimbDown(struct Game *g, Item *item, CollInfo *coll);

/* The zipline ride (lara_zipline.c, LS_ZIPLINE): hanging from the handle
 * while action is held; let go, she drops off forwards. It has no
 * collision routine (the handle carries her). */
void LaraState2_Zipline(struct Game *g, Item *item, CollInfo *coll);

/* TR2's extra animations (lara_extra_tr2.c): the routine of her extra
 * state while Lara.extra_anim is set (Lara_RunStateControl calls it; her
 * collision routines do not run then). */
void Lara_RunExtraControl(struct Game *g, Item *item, CollInfo *coll);

/* ---- the wall tests -------------------------------------------------------- */

/* Results of the climb tests: no wall to hold, wall, or the wall ends
 * here but she can hang from its top. */
enum { CLIMB_NONE = 0, CLIMB_OK = 1, CLIMB_HANG = -1 };

/* The original's climb-position test: a box `height` tall from `origin`
 * (relative to her y), `front` ahead and `right` to her side, against the
 * wall she faces; *shift: how far up or down she must move to fit. */
int Lara_TestClimbPos(struct Game *g, const Item *item, int32_t front, int32_t right,
                      int32_t origin, int32_t height, int32_t *shift);
/* The same one step up (the climb up's test): *ledge is the floor of the
 * top when the wall ends there (for the pull up). */
int Lara_TestClimbUpPos(struct Game *g, const Item *item, int32_t front, int32_t right,
                        int32_t *shift, int32_t *ledge);
/* Room for both hands on the wall in front at stance height (she is moved
 * by the shift both agree on). */
bool Lara_TestClimbStance(struct Game *g, Item *item, CollInfo *coll);
/* A hang against a climbable wall (no ledge needed): both hands and her
 * middle on it. Puts her against the wall; false when she cannot hold. */
bool Lara_TestHangOnClimbWall(struct Game *g, Item *item, CollInfo *coll);
/* Action released or dead: she drops off the wall (true). */
bool Lara_CheckForLetGo(struct Game *g, Item *item, CollInfo *coll);

/* ---- pieces of TR2's shared moves ------------------------------------------ */

/* The ladder part of TR2's hang test, after its probe: on a climbable wall
 * she holds on without a ledge, drops when action is let go, and steps
 * from the hang onto the ladder. `axis` is her facing quadrant. Call only
 * with g->lara.climb_status set. */
void Lara_HangTestClimb(struct Game *g, Item *item, CollInfo *coll, int axis);
/* Hanging at the hang's first still frame with forward (up onto the
 * ladder, when no ledge lets her pull up) or back (down onto it): true
 * when she started one. */
bool Lara_HangOntoLadder(struct Game *g, Item *item, CollInfo *coll, bool forward);
/* A jump's grab without a ledge in reach: her hands crossed a click line
 * this tick in front of a climbable wall, so she grabs the wall there
 * (TR2's negative edge catch). `jump_up`: the up jump's grab, else the
 * reach's. True when she grabbed. */
bool Lara_GrabClimbWall(struct Game *g, Item *item, CollInfo *coll, bool jump_up);
/* The vault test's ladder cases, facing the wall square at `angle` with a
 * wall too high to vault: a jump up to the ladder or straight onto it from
 * the stand. True when one started. */
bool Lara_VaultOntoLadder(struct Game *g, Item *item, CollInfo *coll, int16_t angle);

#endif
