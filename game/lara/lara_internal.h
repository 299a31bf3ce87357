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

/* A game's Lara (GameRules.lara): her two routine tables, indexed by that
 * game's state numbers. TR1's is Lara_TableTR1 (lara_table.c). */
struct LaraTable {
    const LaraRoutine *control;
    const LaraRoutine *collision;
    int num_states;
    /* Her whole tick when the game's differs from TR1's Lara_Control
     * (TR2: wading, its water transitions and handlers); NULL: TR1's. */
    void (*tick)(struct Game *g);
    /* How the collision helpers the games share differ (false: TR1's way).
     * collide_stop_restores: a wall that stops her puts a standing or
     * turning Lara back in the state, animation and frame she had before
     * the move (TR1 always starts the standing animation).
     * jump_wall_lands: a wall ahead in the air knocks her into the smash
     * only above a drop of half a sector; within half a click of the floor
     * she lands, in between she keeps her state (TR1 always smashes).
     * landed_bad_at_zero: a landing that leaves her exactly no hit points
     * counts as deadly (TR1 needs them below zero). */
    bool collide_stop_restores;
    bool jump_wall_lands;
    bool landed_bad_at_zero;
    /* TR2's tick (Lara_ControlTR2): she starts wading once the surface is
     * wade_depth above her feet and wades on until it is less than
     * wade_out_depth (TR2: a step and a half both; TR3: a step, and she
     * wades out at a step exactly). */
    int16_t wade_depth;
    int16_t wade_out_depth;
    /* TR3: rooms with ROOM_FLAG_SWAMP are swamps (Lara_InSwamp). */
    bool swamps;
    /* TR3: out of the water (and not sunk in a swamp) she gets her breath
     * back as on the surface, 10 a tick while alive; TR1 and TR2 give it
     * all back at once. */
    bool air_refills;
    /* TR3: the water of a cold level (Game.cold_water: Antarctica and
     * RX-Tech Mines) chills her: LaraControl's ExposureMeter (Lara.cold). */
    bool cold_water;
    /* TR3's swimming collision: a ceiling pitches her further down only
     * when she already points more than 45 degrees down (TR2: whenever
     * she does not), so swimming up into one she stays pitched. */
    bool uw_ceiling_keeps_pitch;
    /* TR3's braid: a wind of changing strength and direction (x and z)
     * blowing on it in windy rooms above water; wading it falls as on dry
     * land; each end kept above the floor under itself (stepping back
     * sideways, and up onto it from at most a click below). */
    bool hair_tr3;
    /* TR3's ladder (laraclmb.cpp lara_col_climbstnc): stepping up or down
     * from the stance goes on when the two hands' height corrections point
     * opposite ways (by the left hand's); TR2 stays in the stance. */
    bool climb_mixed_shifts;
    /* TR3: her poison (Lara.poisoned) costs her every 64 ticks, before
     * her tick (the original's game loop, after the effects). */
    bool poison;
    /* TR3: her slipping sound (LARA_SFX_SLIPPING) is stopped where a slide
     * ends or runs off an edge (lara_slide_slope) and while she stands
     * other than in her two slide-to-stand animations (lara_as_stop). */
    bool slide_stops_sound;
    /* Her step in a sink's current, before her animate step in the water
     * handlers; NULL: the TR1/TR2 way (pulled along the boxes towards the
     * sink, Game.sink_target). TR3: Lara3_WaterCurrent. */
    void (*water_current)(struct Game *g, Item *item, CollInfo *coll);
    /* The routines of her extra states (LS_EXTRA_COUNT of them, run while
     * Lara.extra_anim is set); NULL: TR2's (lara_extra_tr2.c). TR3:
     * Lara_ExtraRoutinesTR3. */
    const LaraRoutine *extra;
    /* Looks made after her tick (on the looks' own streams); NULL: none.
     * TR3: her breath in the cold (Lara3_Breath). */
    void (*looks)(struct Game *g);
};

/* TR3's extra-state routines (its extra_control_routines): TR2's, but the
 * plunger, yeti kill, dagger pull, house opening and closing scene do
 * nothing (a shiva's or Willard's kill, in the yeti kill's state, leaves
 * the camera as the kill set it and the death timer running), with the
 * train's and the rapids' deaths. */
extern const LaraRoutine Lara_ExtraRoutinesTR3[LS_EXTRA_COUNT];

#define LARA_SFX_SLIPPING 3
#define LARA3_ANIM_SLIDE_STOP_A 226 /* the stands lara_as_stop leaves the sound in */
#define LARA3_ANIM_SLIDE_STOP_B 228

/* Stops her slipping sound where her game does (LaraTable.slide_stops_sound). */
void Lara_StopSlipping(struct Game *g, Item *item);

/* She is in a swamp room of a game that has them (TR3): she wades there
 * however deep it is, slowed, sinking, and drowns once sunk too deep. */
bool Lara_InSwamp(const struct Game *g, const Item *item);
/* The height of the water's surface over her feet (the original's
 * water_surface_dist: negative once she is under it), WORLD_NO_HEIGHT
 * with no water over or under her. */
int32_t Lara_SurfaceDist(struct Game *g, const Item *item);
/* How far her feet follow a floor mid_floor below them: all the way, but
 * in a swamp she sinks 2 a tick instead of stepping down (and, with
 * on_floor, also while standing on it). */
int32_t Lara_SwampFloor(const struct Game *g, const Item *item, int32_t mid_floor, bool on_floor);

/* The control / collision routine of her current state from the game's
 * table (nothing for a state without one). */
void Lara_RunStateControl(struct Game *g, Item *item, CollInfo *coll);
void Lara_RunStateCollision(struct Game *g, Item *item, CollInfo *coll);

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

/* ---- lara_control.c, lara_state.c, lara_look.c ---------------------------- */

/* Turn, lean and head constants of the original (16-bit angle units; one
 * degree is 182). */
#define LARA_TURN_UNDO 364      /* turn rate lost per tick */
#define LARA_TURN_RATE 409      /* turn rate gained per tick of left/right */
#define LARA_SLOW_TURN 728
#define LARA_JUMP_TURN 546
#define LARA_MED_TURN 1092
#define LARA_FAST_TURN 1456
#define LARA_LEAN_UNDO 182
#define LARA_LEAN_RATE 273
#define LARA_LEAN_MAX 2002
#define LARA_FASTFALL_SPEED 131 /* ANIM_FASTFALL_SPEED + 3 */
#define LARA_FALL_DAMAGE_START 140
#define LARA_FALL_DAMAGE_LENGTH 14
#define LARA_HEAD_TURN 728
#define LARA_HEAD_TURN_SURF 546
/* The surface look keeps 50 degrees in every game (the standing limit,
 * which differs, is LaraConsts.max_head_rotation). */
#define LARA_MAX_HEAD_ROTATION_SURF 9100
#define LARA_MAX_HEAD_TILT_SURF 7280
#define LARA_MIN_HEAD_TILT_SURF (-7280)

/* Floor height (relative to her feet, WORLD_NO_HEIGHT for a wall) `dist`
 * units from her along `angle`, probed from head height (the original's
 * floor-front test of the jump take-off). */
int32_t Lara_FloorFront(struct Game *g, Item *item, int16_t angle, int32_t dist);

/* Shared by the games' state routines (lara_state.c): left/right change
 * the turn rate by LARA_TURN_RATE a tick up to +-limit; the fast turn that
 * also leans her into the curve (running, wading); the roll out of a
 * stand or a run, straight into its animation two frames in. */
void Lara_Steer(struct Game *g, int16_t limit);
void Lara_SteerAndLean(struct Game *g, Item *item);
void Lara_StartRoll(struct Game *g, Item *item);

/* Head and torso (lara_look.c). The look helpers consume the direction
 * bits they act on (Game.input_taken: Game_Input leaves them out for the
 * rest of the tick), as the original does with its global input, and put
 * the camera in look mode. */
void Lara_LookLeftRight(struct Game *g);
void Lara_LookUpDownSurf(struct Game *g);
void Lara_LookLeftRightSurf(struct Game *g);
/* Eases head and torso back to straight ahead (the original's reset used
 * when the look key is released). */
void Lara_ResetLook(struct Game *g);

/* Water (lara_water.c): the water-status transitions run first in
 * Lara_Control; the two handlers are the underwater and surface
 * counterparts of the above-water handler. */
void Lara_UpdateWaterStatus(struct Game *g, Item *item);
void Lara_HandleUnderwater(struct Game *g, Item *item, CollInfo *coll);
void Lara_HandleSurface(struct Game *g, Item *item, CollInfo *coll);
/* Pieces of the water handlers TR2's (lara_water_tr2.c) share: the probe
 * limits and clean-up of both handlers, the current's pull, the swimming
 * probe's deflections, the dive from the surface and the surface swim
 * control (turn by `turn`, back to treading when `stop`). */
void Lara_WaterColl(Item *item, CollInfo *coll, int32_t bad_neg, int32_t bad_ceiling,
                    int32_t radius);
void Lara_WaterFinish(struct Game *g, Item *item, CollInfo *coll, int32_t room_dy);
void Lara_RunCurrent(struct Game *g, Item *item, CollInfo *coll);
/* TR3's current (laraswim.cpp's LaraWaterCurrent as TR3 has it): the
 * kayak's drift towards the sink camera (Current3_Drift) on her own
 * velocity, her height eased a sixteenth of the way to the camera's, then
 * a swimming probe keeps her out of walls (lara_current_tr3.c). */
void Lara3_WaterCurrent(struct Game *g, Item *item, CollInfo *coll);
void Lara_SwimDeflect(Item *item, const CollInfo *coll, int16_t top_min_pitch);
void Lara_StartSurfaceDive(struct Game *g, Item *item);
/* Into a water room from the air: underwater, diving in. */
void Lara_EnterWater(struct Game *g, Item *item);
void Lara_SurfSwimControl(struct Game *g, Item *item, CollInfo *coll, int16_t turn, bool stop);

/* ---- lara_col.c, lara_col_util.c: collision helpers ----------------------- */

/* The original's "get Lara's collision info": probes along
 * g->lara.move_angle at her radius, height LARA_HEIGHT. */
void Lara_GetCollisionInfo(struct Game *g, Item *item, CollInfo *coll);
/* Hit the ceiling (COLL_TOP / COLL_CLAMP): back to the old position,
 * standing. True if so. */
bool Lara_HitCeiling(struct Game *g, Item *item, CollInfo *coll);
/* On the ground: a wall ahead stops her (true); one at a side turns her
 * away from it by 5 degrees. */
bool Lara_DeflectEdge(struct Game *g, Item *item, CollInfo *coll);
/* In the air: a wall ahead knocks her back (smash), sides deflect, ceiling
 * and clamp start the fall. */
void Lara_DeflectEdgeJump(struct Game *g, Item *item, CollInfo *coll);
/* Same, for jumps that slide along a wall ahead instead of bouncing. */
void Lara_SlideEdgeJump(struct Game *g, Item *item, CollInfo *coll);
/* Floor more than a step below: she starts falling (true). */
bool Lara_Fallen(struct Game *g, Item *item, CollInfo *coll);
/* Off an edge: into the fall `state` with animation `anim`, gravity on,
 * from rest. */
void Lara_StartFall(struct Game *g, Item *item, int state, int anim);
/* Back to standing at the position before this tick's move (a ceiling
 * hit, no head room to jump). */
void Lara_StandAtOld(struct Game *g, Item *item, const CollInfo *coll);
/* Action against a 2- or 3-click step: vault; 4..7 clicks: jump up to
 * grab. True if a vault / jump-up started. */
bool Lara_TestVault(struct Game *g, Item *item, CollInfo *coll);
/* The wall direction (0, +-90 or -180 degrees) the facing rot is within
 * `cone` of, in *axis; false when it is near none (vaults, grabs and the
 * climb out of the water need her square to the wall). */
bool Lara_FacingAxis(int16_t rot, int32_t cone, int16_t *axis);
/* Catching a ledge from a reach (forward jump) / from a jump up. */
bool Lara_TestHangJump(struct Game *g, Item *item, CollInfo *coll);
bool Lara_TestHangJumpUp(struct Game *g, Item *item, CollInfo *coll);
/* Room under the edge ahead (along the wall direction `angle`) to swing
 * her legs in: the grab then uses the free-hanging animation. */
bool Lara_TestHangSwingIn(struct Game *g, const Item *item, int16_t angle);
/* Hanging and shimmying: keeps her on the edge or lets her drop. */
void Lara_HangTest(struct Game *g, Item *item, CollInfo *coll);
/* Steep floor (tilt > 2 clicks): start or keep sliding (true). */
bool Lara_TestSlide(struct Game *g, Item *item, CollInfo *coll);
/* The collision of the two slide states. */
void Lara_SlideSlope(struct Game *g, Item *item, CollInfo *coll);
/* A wall stopped her on the ground (after Lara_DeflectEdge): the standing
 * animation, or TR2's return to her old stand or turn (LaraTable). */
void Lara_CollideStop(struct Game *g, Item *item, const CollInfo *coll);
/* Landing: stores her floor, runs the triggers under her, applies fall
 * damage; true when the landing kills her. */
bool Lara_LandedBad(struct Game *g, Item *item, CollInfo *coll);

#endif
