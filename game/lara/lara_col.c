/* Collision routines of the dry-land states (see lara_internal.h): each sets
 * the step limits of its state, probes the world where the animate step
 * left her and settles the result (walls, steps, edges, slopes, landings).
 * The helpers they share are in lara_col_util.c; the few sequences several
 * states of this file repeat word for word are the static helpers below. */
#include "game/lara/lara_internal.h"
#include "game/lara/lara_climb.h"

#define STEP_L 256
#define STEPUP_HEIGHT ((STEP_L * 3) / 2)   /* 384 */
#define BAD_JUMP_CEILING ((STEP_L * 3) / 4) /* 192: head room needed in the air */
#define SWAN_DIVE_DEATH_SPEED 133           /* fast dive landing faster than this kills */

static bool input_held(const Game *g, InputWord bit) { return (Game_Input(g) & bit) != 0; }

/* Standing in shallow water (TR2's wade; never in TR1). */
static bool wading(const Game *g) { return g->lara.water_status == LWS_WADE; }

/* What a state's probe turns on besides its step limits. Lara_Control
 * clears the three coll flags every tick, so a state only ever sets the
 * ones it wants; GROUNDED also takes her off gravity first. */
enum {
    PROBE_GROUNDED = 1 << 0,
    PROBE_SLOPES_ARE_PITS = 1 << 1,
    PROBE_SLOPES_ARE_WALLS = 1 << 2,
    PROBE_LAVA_IS_PIT = 1 << 3,
};
#define PROBE_SLOPES (PROBE_SLOPES_ARE_PITS | PROBE_SLOPES_ARE_WALLS)

/* Sets the step limits of her state and probes the world around her. */
static void probe(Game *g, Item *item, CollInfo *coll, int32_t bad_pos, int32_t bad_neg,
                  int32_t bad_ceiling, unsigned flags)
{
    if (flags & PROBE_GROUNDED) {
        item->gravity = false;
        item->fall_speed = 0;
    }
    coll->bad_pos = bad_pos;
    coll->bad_neg = bad_neg;
    coll->bad_ceiling = bad_ceiling;
    if (flags & PROBE_SLOPES_ARE_PITS)
        coll->slopes_are_pits = true;
    if (flags & PROBE_SLOPES_ARE_WALLS)
        coll->slopes_are_walls = true;
    if (flags & PROBE_LAVA_IS_PIT)
        coll->lava_is_pit = true;
    Lara_GetCollisionInfo(g, item, coll);
}

/* True if her frame lies in frames lo..hi of her animation rel_anim. The
 * original compares absolute frame numbers without checking which
 * animation plays; frame numbers are unique to an animation, so this is
 * the same test. */
static bool frame_in(const Game *g, const Item *item, int rel_anim, int lo, int hi)
{
    int a = Lara_AnimBase(g, item) + rel_anim;
    if (a < 0 || (uint32_t)a >= g->lv->num_animations)
        return false;
    int base = g->lv->animations[a].frame_start;
    return item->frame >= base + lo && item->frame <= base + hi;
}

/* Ground states that only need a probe (actions, pull-ups): Lara stands
 * where the animation puts her. */
static void col_default(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    probe(g, item, coll, STEPUP_HEIGHT, -STEPUP_HEIGHT, 0, PROBE_SLOPES);
}

/* Landing at the end of a jump: ground found under her while falling. */
static bool jump_landed(const Item *item, const CollInfo *coll)
{
    return item->fall_speed > 0 && coll->mid.floor <= 0;
}

static void land(Item *item, const CollInfo *coll)
{
    item->pos.y += coll->mid.floor;
    item->gravity = false;
    item->fall_speed = 0;
}

/* The plain landing of the jumps: standing, or dead if it was too hard. */
static void land_or_die(Game *g, Item *item, CollInfo *coll)
{
    if (jump_landed(item, coll)) {
        item->goal_state = Lara_LandedBad(g, item, coll) ? LS_DEATH : LS_STOP;
        land(item, coll);
    }
}

/* The probe of the jumps that bounce off walls (all but the reach and the
 * up jump, which grab ledges instead). */
static void probe_jump_deflect(Game *g, Item *item, CollInfo *coll)
{
    probe(g, item, coll, COLL_NO_BAD_POS, -STEPUP_HEIGHT, BAD_JUMP_CEILING, 0);
    Lara_DeflectEdgeJump(g, item, coll);
}

/* The standing and side / back / sideways jumps (the original's "jumper"). */
static void col_jumper(Game *g, Item *item, CollInfo *coll)
{
    probe_jump_deflect(g, item, coll);
    land_or_die(g, item, coll);
}

/* Her feet follow the floor unless it is a slope she starts sliding on. */
static void follow_floor(Game *g, Item *item, CollInfo *coll)
{
    if (!Lara_TestSlide(g, item, coll))
        item->pos.y += coll->mid.floor;
}

/* Walking back and stepping aside: a ceiling in the way puts her back, a
 * wall stops her. True if the ceiling did. */
static bool step_blocked(Game *g, Item *item, CollInfo *coll)
{
    if (Lara_HitCeiling(g, item, coll))
        return true;
    if (Lara_DeflectEdge(g, item, coll))
        Lara_CollideStop(g, item, coll);
    return false;
}

void LaraCol_Walk(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    probe(g, item, coll, STEPUP_HEIGHT, -STEPUP_HEIGHT, 0,
          PROBE_GROUNDED | PROBE_SLOPES | PROBE_LAVA_IS_PIT);

    if (Lara_HitCeiling(g, item, coll))
        return;
    if (Lara_TestVault(g, item, coll))
        return;

    if (Lara_DeflectEdge(g, item, coll)) {
        /* Stop on whichever foot is down. The original picked the other
         * stop here; the reference engine uses the one the walk's own
         * state change to standing uses for these frames. */
        if (frame_in(g, item, LARA_ANIM_WALK, 7, 25))
            Lara_SwitchAnim(g, item, LARA_ANIM_STOP_LEFT, 0);
        else if (frame_in(g, item, LARA_ANIM_WALK, 0, 6) ||
                 frame_in(g, item, LARA_ANIM_WALK, 26, 35))
            Lara_SwitchAnim(g, item, LARA_ANIM_STOP_RIGHT, 0);
        else
            Lara_CollideStop(g, item, coll);
    }

    if (Lara_Fallen(g, item, coll))
        return;

    if (coll->mid.floor > STEP_L / 2) {
        if (frame_in(g, item, LARA_ANIM_WALK, 6, 23))
            Lara_SwitchAnim(g, item, LARA_ANIM_WALK_STEP_DOWN_RIGHT, 0);
        else
            Lara_SwitchAnim(g, item, LARA_ANIM_WALK_STEP_DOWN_LEFT, 0);
    }

    if (coll->mid.floor >= -STEPUP_HEIGHT && coll->mid.floor < -STEP_L / 2) {
        if (frame_in(g, item, LARA_ANIM_WALK, 5, 22))
            Lara_SwitchAnim(g, item, LARA_ANIM_WALK_STEP_UP_RIGHT, 0);
        else
            Lara_SwitchAnim(g, item, LARA_ANIM_WALK_STEP_UP_LEFT, 0);
    }

    follow_floor(g, item, coll);
}

void LaraCol_Run(Game *g, Item *item, CollInfo *coll)
{
    /* Gravity is deliberately left as it is (the original's running jump
     * "qwop" behaviour). */
    g->lara.move_angle = item->rot.y;
    probe(g, item, coll, COLL_NO_BAD_POS, -STEPUP_HEIGHT, 0, PROBE_SLOPES_ARE_WALLS);

    if (Lara_HitCeiling(g, item, coll))
        return;
    if (Lara_TestVault(g, item, coll))
        return;

    if (Lara_DeflectEdge(g, item, coll)) {
        item->rot.z = 0;
        /* A real wall (not a slope) more than 2.5 clicks high: smash. */
        if (coll->front.type == HEIGHT_WALL && coll->front.floor < -(STEP_L * 5) / 2) {
            item->current_state = LS_SPLAT;
            if (frame_in(g, item, LARA_ANIM_RUN, 0, 9)) {
                Lara_SwitchAnim(g, item, LARA_ANIM_HIT_WALL_LEFT, 0);
                return;
            }
            if (frame_in(g, item, LARA_ANIM_RUN, 10, 21)) {
                Lara_SwitchAnim(g, item, LARA_ANIM_HIT_WALL_RIGHT, 0);
                return;
            }
        }
        Lara_CollideStop(g, item, coll);
    }

    if (Lara_Fallen(g, item, coll))
        return;

    if (coll->mid.floor >= -STEPUP_HEIGHT && coll->mid.floor < -STEP_L / 2) {
        if (frame_in(g, item, LARA_ANIM_RUN, 3, 14))
            Lara_SwitchAnim(g, item, LARA_ANIM_RUN_STEP_UP_LEFT, 0);
        else
            Lara_SwitchAnim(g, item, LARA_ANIM_RUN_STEP_UP_RIGHT, 0);
    }

    if (Lara_TestSlide(g, item, coll))
        return;

    /* Running down a slope she drops at most 50 a tick (she stays on it
     * rather than floating off). */
    if (coll->mid.floor >= 50)
        item->pos.y += 50;
    else
        item->pos.y += coll->mid.floor;
}

/* Standing and turning on the spot: the probe of standing still. */
static void probe_stand(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    probe(g, item, coll, STEPUP_HEIGHT, -STEPUP_HEIGHT, 0, PROBE_GROUNDED | PROBE_SLOPES);
}

/* Standing still, the floor gone more than 100 below her: she falls. True
 * if she fell or started sliding. */
static bool stand_fell(Game *g, Item *item, CollInfo *coll)
{
    if (coll->mid.floor > 100) {
        Lara_StartFall(g, item, LS_FORWARD_JUMP, LARA_ANIM_FALL_DOWN);
        return true;
    }
    return Lara_TestSlide(g, item, coll);
}

void LaraCol_Stop(Game *g, Item *item, CollInfo *coll)
{
    probe_stand(g, item, coll);

    if (Lara_HitCeiling(g, item, coll))
        return;
    if (stand_fell(g, item, coll))
        return;

    Coll_ShiftItem(item, coll);
    item->pos.y += coll->mid.floor;
}

void LaraCol_ForwardJump(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    probe_jump_deflect(g, item, coll);

    if (jump_landed(item, coll)) {
        if (Lara_LandedBad(g, item, coll))
            item->goal_state = LS_DEATH;
        else if (!wading(g) && input_held(g, INPUT_FORWARD) && !input_held(g, INPUT_WALK))
            item->goal_state = LS_RUN;
        else
            item->goal_state = LS_STOP;
        land(item, coll);
        item->speed = 0;
        /* The original animates her once more on landing, straight away
         * (what lets a jump into a wall land in the next state early). */
        Lara_Animate(g, item);
    }
}

void LaraCol_Pose(Game *g, Item *item, CollInfo *coll) { LaraCol_Stop(g, item, coll); }

void LaraCol_FastBack(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = (int16_t)(item->rot.y - ANGLE_180);
    probe(g, item, coll, COLL_NO_BAD_POS, -STEPUP_HEIGHT, 0, PROBE_GROUNDED | PROBE_SLOPES);

    if (Lara_HitCeiling(g, item, coll))
        return;

    if (coll->mid.floor > 200) {
        Lara_StartFall(g, item, LS_FALL_BACK, LARA_ANIM_FALL_BACK);
        return;
    }

    if (Lara_DeflectEdge(g, item, coll))
        Lara_CollideStop(g, item, coll);

    item->pos.y += coll->mid.floor;
}

void LaraCol_TurnR(Game *g, Item *item, CollInfo *coll)
{
    probe_stand(g, item, coll);

    if (stand_fell(g, item, coll))
        return;

    item->pos.y += coll->mid.floor;
}

void LaraCol_TurnL(Game *g, Item *item, CollInfo *coll) { LaraCol_TurnR(g, item, coll); }

void LaraCol_Death(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    /* A wider probe: the body lying on the floor. */
    coll->radius = LARA_RADIUS * 4;
    probe(g, item, coll, STEPUP_HEIGHT, -STEPUP_HEIGHT, 0, 0);

    Coll_ShiftItem(item, coll);
    item->pos.y += coll->mid.floor;
    item->hit_points = -1;
    g->lara.air = -1;
}

void LaraCol_FastFall(Game *g, Item *item, CollInfo *coll)
{
    item->gravity = true;
    probe(g, item, coll, COLL_NO_BAD_POS, -STEPUP_HEIGHT, BAD_JUMP_CEILING, 0);

    Lara_SlideEdgeJump(g, item, coll);
    if (coll->mid.floor <= 0) {
        if (Lara_LandedBad(g, item, coll)) {
            item->goal_state = LS_DEATH;
        } else {
            item->goal_state = LS_STOP;
            item->current_state = LS_STOP;
            Lara_SwitchAnim(g, item, LARA_ANIM_LAND_FAR, 0);
        }
        /* (The original also silences her falling scream here; sound is not
         * simulation state.) */
        land(item, coll);
    }
}

void LaraCol_Hang(Game *g, Item *item, CollInfo *coll)
{
    Lara_HangTest(g, item, coll);
    if (item->goal_state == LS_HANG && input_held(g, INPUT_FORWARD)) {
        /* Pull up onto a ledge 650..850 above with room to stand; no
         * ledge, but a ladder (TR2): up onto it. */
        if (coll->front.floor > -850 && coll->front.floor < -650 &&
            coll->front.floor - coll->front.ceiling >= 0 &&
            coll->left.floor - coll->left.ceiling >= 0 &&
            coll->right.floor - coll->right.ceiling >= 0 && !coll->hit_static)
            item->goal_state = input_held(g, INPUT_WALK) ? LS_GYMNAST : LS_NULL;
        else
            Lara_HangOntoLadder(g, item, coll, true);
    } else if (item->goal_state == LS_HANG && input_held(g, INPUT_BACK)) {
        Lara_HangOntoLadder(g, item, coll, false);
    }
}

void LaraCol_Reach(Game *g, Item *item, CollInfo *coll)
{
    item->gravity = true;
    g->lara.move_angle = item->rot.y;
    probe(g, item, coll, COLL_NO_BAD_POS, 0, BAD_JUMP_CEILING, 0);

    if (Lara_TestHangJump(g, item, coll))
        return;
    Lara_SlideEdgeJump(g, item, coll);
    land_or_die(g, item, coll);
}

void LaraCol_Splat(Game *g, Item *item, CollInfo *coll)
{
    col_default(g, item, coll);
    Coll_ShiftItem(item, coll);
}

void LaraCol_Land(Game *g, Item *item, CollInfo *coll) { LaraCol_Stop(g, item, coll); }

void LaraCol_Compress(Game *g, Item *item, CollInfo *coll)
{
    probe(g, item, coll, COLL_NO_BAD_POS, COLL_NO_BAD_NEG, 0, PROBE_GROUNDED);

    /* No head room to jump: back to standing where she was. */
    if (coll->mid.ceiling > -100)
        Lara_StandAtOld(g, item, coll);
}

void LaraCol_Back(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = (int16_t)(item->rot.y - ANGLE_180);
    /* Wading (TR2) no drop ahead is too deep: the water holds her. */
    probe(g, item, coll, wading(g) ? COLL_NO_BAD_POS : STEPUP_HEIGHT, -STEPUP_HEIGHT, 0,
          PROBE_GROUNDED | PROBE_SLOPES);

    if (step_blocked(g, item, coll))
        return;

    if (coll->mid.floor > STEP_L / 2 && coll->mid.floor < (STEP_L * 3) / 2) {
        /* The original tested frame numbers no walk back ever reaches (so
         * always stepped down on one foot); the reference engine tests the
         * walk back's own frames. */
        if (frame_in(g, item, LARA_ANIM_WALK_BACK, 26, 55))
            Lara_SwitchAnim(g, item, LARA_ANIM_BACK_STEP_DOWN_RIGHT, 0);
        else
            Lara_SwitchAnim(g, item, LARA_ANIM_BACK_STEP_DOWN_LEFT, 0);
    }

    /* TR3: in a swamp she sinks instead (never on TR1/TR2). */
    if (!Lara_TestSlide(g, item, coll))
        item->pos.y += Lara_SwampFloor(g, item, coll->mid.floor, true);
}

void LaraCol_Null(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }

void LaraCol_FastTurn(Game *g, Item *item, CollInfo *coll) { LaraCol_Stop(g, item, coll); }

/* Side steps: only half-click steps, in the direction of the step. */
static void col_side_step(Game *g, Item *item, CollInfo *coll, int16_t dir)
{
    g->lara.move_angle = (int16_t)(item->rot.y + dir);
    probe(g, item, coll, wading(g) ? COLL_NO_BAD_POS : STEP_L / 2, -STEP_L / 2, 0,
          PROBE_GROUNDED | PROBE_SLOPES);

    if (step_blocked(g, item, coll))
        return;

    follow_floor(g, item, coll);
}

void LaraCol_StepRight(Game *g, Item *item, CollInfo *coll)
{
    col_side_step(g, item, coll, ANGLE_90);
}

void LaraCol_StepLeft(Game *g, Item *item, CollInfo *coll)
{
    col_side_step(g, item, coll, (int16_t)-ANGLE_90);
}

/* The rolls: a ceiling puts her back, a slope starts a slide, a drop of
 * more than 200 makes her fall (`fall_state` in `fall_anim`). */
static void col_roll(Game *g, Item *item, CollInfo *coll, int16_t move_angle, int fall_state,
                     int fall_anim)
{
    g->lara.move_angle = move_angle;
    probe(g, item, coll, COLL_NO_BAD_POS, -STEPUP_HEIGHT, 0,
          PROBE_GROUNDED | PROBE_SLOPES_ARE_WALLS);

    if (Lara_HitCeiling(g, item, coll))
        return;
    if (Lara_TestSlide(g, item, coll))
        return;

    if (coll->mid.floor > 200) {
        Lara_StartFall(g, item, fall_state, fall_anim);
        return;
    }

    Coll_ShiftItem(item, coll);
    item->pos.y += coll->mid.floor;
}

/* The hit state uses the backward roll's collision (the original's table
 * points both at it). */
void LaraCol_Hit(Game *g, Item *item, CollInfo *coll)
{
    col_roll(g, item, coll, (int16_t)(item->rot.y - ANGLE_180), LS_FALL_BACK,
             LARA_ANIM_FALL_BACK);
}

void LaraCol_Slide(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    Lara_SlideSlope(g, item, coll);
}

void LaraCol_BackJump(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = (int16_t)(item->rot.y - ANGLE_180);
    col_jumper(g, item, coll);
}

void LaraCol_RightJump(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = (int16_t)(item->rot.y + ANGLE_90);
    col_jumper(g, item, coll);
}

void LaraCol_LeftJump(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = (int16_t)(item->rot.y - ANGLE_90);
    col_jumper(g, item, coll);
}

void LaraCol_UpJump(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -STEPUP_HEIGHT;
    coll->bad_ceiling = BAD_JUMP_CEILING;
    coll->facing = g->lara.move_angle;
    /* Probed with a taller body (870): arms stretched up. */
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y, item->pos.z, item->room, 870);

    if (Lara_TestHangJumpUp(g, item, coll))
        return;

    Lara_SlideEdgeJump(g, item, coll);
    land_or_die(g, item, coll);
}

void LaraCol_FallBack(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = (int16_t)(item->rot.y - ANGLE_180);
    col_jumper(g, item, coll);
}

/* Shimmying along a ledge in direction `dir`. */
static void col_shimmy(Game *g, Item *item, CollInfo *coll, int16_t dir)
{
    g->lara.move_angle = (int16_t)(item->rot.y + dir);
    Lara_HangTest(g, item, coll);
    /* The hang test faced the probe at the wall; the shimmy moves sideways. */
    g->lara.move_angle = (int16_t)(item->rot.y + dir);
}

void LaraCol_HangLeft(Game *g, Item *item, CollInfo *coll)
{
    col_shimmy(g, item, coll, (int16_t)-ANGLE_90);
}

void LaraCol_HangRight(Game *g, Item *item, CollInfo *coll) { col_shimmy(g, item, coll, ANGLE_90); }

void LaraCol_SlideBack(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = (int16_t)(item->rot.y - ANGLE_180);
    Lara_SlideSlope(g, item, coll);
}

/* Blocks, pick-ups, switches, keys, puzzles: she stands where the
 * interaction animation puts her (the interaction itself comes with the
 * objects). */
void LaraCol_PushBlock(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }
void LaraCol_PullBlock(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }
void LaraCol_PpReady(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }
void LaraCol_Pickup(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }
void LaraCol_SwitchOn(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }
void LaraCol_SwitchOff(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }
void LaraCol_UseKey(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }
void LaraCol_UsePuzzle(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }

void LaraCol_Roll(Game *g, Item *item, CollInfo *coll)
{
    col_roll(g, item, coll, item->rot.y, LS_FORWARD_JUMP, LARA_ANIM_FALL_DOWN);
}

/* Scripted deaths and cut-scene poses: no collision at all. */
void LaraCol_Special(Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

void LaraCol_UseMidas(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }
void LaraCol_DieMidas(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }

void LaraCol_SwanDive(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    probe_jump_deflect(g, item, coll);

    /* A swan dive onto land is never a bad landing in itself: the landing
     * animation rolls out of it. */
    if (jump_landed(item, coll)) {
        item->goal_state = LS_STOP;
        land(item, coll);
    }
}

void LaraCol_FastDive(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    probe_jump_deflect(g, item, coll);

    if (jump_landed(item, coll)) {
        item->goal_state = item->fall_speed > SWAN_DIVE_DEATH_SPEED ? LS_DEATH : LS_STOP;
        land(item, coll);
    }
}

void LaraCol_Gymnast(Game *g, Item *item, CollInfo *coll) { col_default(g, item, coll); }
