/* Collision routines of the states TR2 changed (see lara_tr2_internal.h):
 * the forward jump that may be moving backwards after a twist, TR2's
 * ledge grabs and hanging, the up jump that drifts with forward / back,
 * and wading. The helpers TR2 shares with TR1 (lara_col_util.c) read
 * their per-game differences from the Lara table. */
#include "game/lara/lara_tr2_internal.h"
#include "game/lara/lara_climb.h"

#define STEP_L 256
#define WALL_L 1024
#define STEPUP_HEIGHT ((STEP_L * 3) / 2)
#define BAD_JUMP_CEILING ((STEP_L * 3) / 4)
#define SLOPE_DIF 60
#define HANG_ANGLE 6370          /* 35 degrees */
#define LF_STOP_HANG 9           /* letting go of a ledge */
#define LF_START_HANG 12         /* grabbed from a jump up */
#define LF_HANG 21               /* a shimmy that found no edge */
#define LF_WADE_L_END 9          /* the wade's left stride: frames 0..9 */
#define LF_WADE_R_START 10
#define LF_WADE_R_END 21
#define LF_WADE_STEP_L_START 3   /* wading up a step on the left foot */
#define LF_WADE_STEP_L_END 14

static bool held(const Game *g, InputWord bit)
{
    return (Game_Input(g) & bit) != 0;
}

static int32_t iabs(int32_t v)
{
    return v < 0 ? -v : v;
}

static int rel_frame(const Game *g, const Item *item)
{
    if (item->anim < 0 || (uint32_t)item->anim >= g->lv->num_animations)
        return -1;
    return item->frame - g->lv->animations[item->anim].frame_start;
}

static bool anim_is(const Game *g, const Item *item, int rel_anim)
{
    return item->anim - Lara_AnimBase(g, item) == rel_anim;
}

/* The grid direction (quadrant) she faces: 0 +z, 1 +x, 2 -z, 3 -x. */
static int quadrant(int16_t rot)
{
    return (uint16_t)(rot + 0x2000) / 0x4000;
}

void LaraCol2_Empty(Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    (void)item;
    (void)coll;
}

/* ---- jumps ----------------------------------------------------------------- */

void LaraCol2_ForwardJump(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    /* After a twist she flies on backwards, facing where she came from. */
    l->move_angle = item->speed < 0 ? (int16_t)(item->rot.y + ANGLE_180) : item->rot.y;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -STEPUP_HEIGHT;
    coll->bad_ceiling = BAD_JUMP_CEILING;
    Lara_GetCollisionInfo(g, item, coll);
    Lara_DeflectEdgeJump(g, item, coll);
    if (item->speed < 0)
        l->move_angle = item->rot.y;

    if (coll->mid.floor > 0 || item->fall_speed <= 0)
        return;
    if (Lara_LandedBad(g, item, coll))
        item->goal_state = LS_DEATH;
    else if (l->water_status != LWS_WADE && held(g, INPUT_FORWARD) && !held(g, INPUT_WALK))
        item->goal_state = LS_RUN;
    else
        item->goal_state = LS_STOP;
    item->gravity = false;
    item->fall_speed = 0;
    item->pos.y += coll->mid.floor;
    item->speed = 0;
    Lara_Animate(g, item);
}

/* ---- ledges ----------------------------------------------------------------- */

/* TR2's edge catch: the edge ahead within this tick's fall of her hands
 * (1: level enough from side to side to hold, 0: not), or -1 when only a
 * click boundary is crossed -- a hold on a climbable wall, which the
 * ladder code (lara_climb.c) decides; without it there is nothing to hold. */
int Lara_EdgeCatchTR2(const Game *g, const Item *item, const CollInfo *coll, int32_t *edge)
{
    BoundingBox b;
    Lara_GetBoundsAccurate(g, item, &b);
    int32_t hdif1 = coll->front.floor - b.min_y;
    int32_t hdif2 = hdif1 + item->fall_speed;
    if ((hdif1 < 0 && hdif2 < 0) || (hdif1 > 0 && hdif2 > 0)) {
        hdif1 = item->pos.y + b.min_y;
        hdif2 = hdif1 + item->fall_speed;
        if ((hdif1 >> 8) == (hdif2 >> 8))
            return 0;
        *edge = (item->fall_speed > 0 ? hdif2 : hdif1) & ~(STEP_L - 1);
        return -1;
    }
    return iabs(coll->left.floor - coll->right.floor) < SLOPE_DIF;
}

/* The checks every grab makes: action against a wall ahead, hands free,
 * nothing in the way, head room, facing a wall axis (in *angle), and an
 * edge to hold (*catch_kind, *edge as edge_catch). A catch at a click line
 * only holds on a climbable wall, which Lara_GrabClimbWall (lara_climb.c)
 * has taken before this is asked. */
static bool can_grab(Game *g, Item *item, CollInfo *coll, int16_t *angle, int *catch_kind,
                     int32_t *edge)
{
    if (coll->coll_type != COLL_FRONT || !held(g, INPUT_ACTION) ||
        g->lara.gun_status != LGS_ARMLESS || coll->hit_static ||
        coll->mid.ceiling > -STEPUP_HEIGHT)
        return false;
    *catch_kind = Lara_EdgeCatchTR2(g, item, coll, edge);
    if (*catch_kind <= 0)
        return false;
    return Lara_FacingAxis(item->rot.y, HANG_ANGLE, angle);
}

/* The grab from a forward jump (reach). TR2 measures the hands with the
 * grab animation's own bounds and leaves her a little speed and gravity
 * that the hang's collision then takes away. */
static bool test_hang_jump(Game *g, Item *item, CollInfo *coll)
{
    if (Lara_GrabClimbWall(g, item, coll, false))
        return true;
    if (coll->mid.floor < 200)
        return false;
    int16_t angle;
    int kind;
    int32_t edge = 0;
    if (!can_grab(g, item, coll, &angle, &kind, &edge))
        return false;

    if (Lara_TestHangSwingIn(g, item, angle))
        Lara_SwitchAnim(g, item, LARA_ANIM_GRAB_LEDGE_IN, 0);
    else
        Lara_SwitchAnim(g, item, LARA_ANIM_HANG, 0);
    item->current_state = LS_HANG;
    item->goal_state = LS_HANG;

    BoundingBox b;
    Lara_GetBoundsAccurate(g, item, &b);
    if (kind > 0) {
        item->pos.y += coll->front.floor - b.min_y;
        item->pos.x += coll->shift.x;
        item->pos.z += coll->shift.z;
    } else {
        item->pos.y = edge - b.min_y;
    }
    item->rot.y = angle;
    item->speed = 2;
    item->gravity = true;
    item->fall_speed = 1;
    g->lara.gun_status = LGS_HANDS_BUSY;
    return true;
}

/* The grab from a jump straight up. */
static bool test_hang_jump_up(Game *g, Item *item, CollInfo *coll)
{
    if (Lara_GrabClimbWall(g, item, coll, true))
        return true;
    int16_t angle;
    int kind;
    int32_t edge = 0;
    if (!can_grab(g, item, coll, &angle, &kind, &edge))
        return false;

    item->goal_state = LS_HANG;
    item->current_state = LS_HANG;
    Lara_SwitchAnim(g, item, LARA_ANIM_HANG, LF_START_HANG);
    BoundingBox b;
    Lara_GetBoundsAccurate(g, item, &b);
    if (kind > 0)
        item->pos.y += coll->front.floor - b.min_y;
    else
        item->pos.y = edge - b.min_y;
    item->pos.x += coll->shift.x;
    item->pos.z += coll->shift.z;
    item->rot.y = angle;
    item->speed = 0;
    item->gravity = false;
    item->fall_speed = 0;
    g->lara.gun_status = LGS_HANDS_BUSY;
    return true;
}

void LaraCol2_Reach(Game *g, Item *item, CollInfo *coll)
{
    item->gravity = true;
    g->lara.move_angle = item->rot.y;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = 0;
    coll->bad_ceiling = BAD_JUMP_CEILING;
    Lara_GetCollisionInfo(g, item, coll);
    if (test_hang_jump(g, item, coll))
        return;
    Lara_SlideEdgeJump(g, item, coll);
    if (coll->mid.floor > 0 || item->fall_speed <= 0)
        return;
    item->goal_state = Lara_LandedBad(g, item, coll) ? LS_DEATH : LS_STOP;
    item->gravity = false;
    item->fall_speed = 0;
    item->pos.y += coll->mid.floor;
}

void LaraCol2_UpJump(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    l->move_angle = item->rot.y;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -STEPUP_HEIGHT;
    coll->bad_ceiling = BAD_JUMP_CEILING;
    coll->facing = item->speed < 0 ? (int16_t)(l->move_angle + ANGLE_180) : l->move_angle;
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y, item->pos.z, item->room, 870);
    if (test_hang_jump_up(g, item, coll))
        return;

    Lara_SlideEdgeJump(g, item, coll);
    if (coll->coll_type != COLL_NONE) {
        item->speed = item->speed > 0 ? 2 : -2;
    } else if (item->fall_speed < -70) {
        /* Rising, forward / back drift her a little. */
        if (held(g, INPUT_FORWARD) && item->speed < 5)
            item->speed++;
        else if (held(g, INPUT_BACK) && item->speed > -5)
            item->speed = (int16_t)(item->speed - 2);
    }

    if (item->fall_speed <= 0 || coll->mid.floor > 0)
        return;
    item->goal_state = Lara_LandedBad(g, item, coll) ? LS_DEATH : LS_STOP;
    item->gravity = false;
    item->fall_speed = 0;
    item->pos.y += coll->mid.floor;
}

void Lara_HangTestTR2(Game *g, Item *item, CollInfo *coll)
{
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = COLL_NO_BAD_NEG;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);
    bool no_drop = coll->front.floor < 200;

    item->gravity = false;
    item->fall_speed = 0;
    g->lara.move_angle = item->rot.y;

    /* Lean 2 units into the wall so the probe keeps touching it. */
    int q = quadrant(item->rot.y);
    switch (q) {
    case 0:
        item->pos.z += 2;
        break;
    case 1:
        item->pos.x += 2;
        break;
    case 2:
        item->pos.z -= 2;
        break;
    default:
        item->pos.x -= 2;
        break;
    }

    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -STEPUP_HEIGHT;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);

    /* On a climbable wall she holds the wall, not a ledge (lara_climb.c). */
    if (g->lara.climb_status) {
        Lara_HangTestClimb(g, item, coll, q);
        return;
    }

    BoundingBox b;
    if (!held(g, INPUT_ACTION) || item->hit_points <= 0 || coll->front.floor > 0) {
        /* Let go (or the edge gave way): she drops from the jump up's
         * hanging frame, her feet where the bottom of that frame is. */
        item->goal_state = LS_UP_JUMP;
        item->current_state = LS_UP_JUMP;
        Lara_SwitchAnim(g, item, LARA2_ANIM_JUMP_UP, LF_STOP_HANG);
        Lara_GetBoundsAccurate(g, item, &b);
        item->pos.y += b.max_y;
        item->pos.x += coll->shift.x;
        item->pos.z += coll->shift.z;
        item->gravity = true;
        item->speed = 2;
        item->fall_speed = 1;
        g->lara.gun_status = LGS_ARMLESS;
        return;
    }

    Lara_GetBoundsAccurate(g, item, &b);
    int32_t hdif = coll->front.floor - b.min_y;
    if (iabs(coll->left.floor - coll->right.floor) >= SLOPE_DIF || coll->mid.ceiling >= 0 ||
        coll->coll_type != COLL_FRONT || no_drop || coll->hit_static || hdif < -SLOPE_DIF ||
        hdif > SLOPE_DIF) {
        item->pos = coll->old;
        if (item->current_state == LS_HANG_LEFT || item->current_state == LS_HANG_RIGHT) {
            item->goal_state = LS_HANG;
            item->current_state = LS_HANG;
            Lara_SwitchAnim(g, item, LARA_ANIM_HANG, LF_HANG);
        }
        return;
    }

    if (q == 0 || q == 2)
        item->pos.z += coll->shift.z;
    else
        item->pos.x += coll->shift.x;
    item->pos.y += hdif;
}

void LaraCol2_Hang(Game *g, Item *item, CollInfo *coll)
{
    Lara_HangTestTR2(g, item, coll);
    if (item->goal_state != LS_HANG)
        return;
    if (held(g, INPUT_FORWARD)) {
        /* Pull up onto a ledge 650..850 above with room to stand; no
         * ledge, but a ladder: up onto it. */
        if (coll->front.floor > -850 && coll->front.floor < -650 &&
            coll->front.floor - coll->front.ceiling >= 0 &&
            coll->left.floor - coll->left.ceiling >= 0 &&
            coll->right.floor - coll->right.ceiling >= 0 && !coll->hit_static)
            item->goal_state = held(g, INPUT_WALK) ? LS_GYMNAST : LS_NULL;
        else
            Lara_HangOntoLadder(g, item, coll, true);
    } else if (held(g, INPUT_BACK)) {
        Lara_HangOntoLadder(g, item, coll, false);
    }
}

static void shimmy(Game *g, Item *item, CollInfo *coll, int16_t dir)
{
    g->lara.move_angle = (int16_t)(item->rot.y + dir);
    Lara_HangTestTR2(g, item, coll);
    g->lara.move_angle = (int16_t)(item->rot.y + dir);
}

void LaraCol2_HangLeft(Game *g, Item *item, CollInfo *coll)
{
    shimmy(g, item, coll, (int16_t)-ANGLE_90);
}

void LaraCol2_HangRight(Game *g, Item *item, CollInfo *coll)
{
    shimmy(g, item, coll, ANGLE_90);
}

/* ---- wading ----------------------------------------------------------------- */

/* Wading forward: the run's collision without a step-down limit (the
 * water holds her) and with the wade's own strides for the wall smash and
 * the step up. */
void LaraCol2_Wade(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    coll->slopes_are_walls = true;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -STEPUP_HEIGHT;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);
    if (Lara_HitCeiling(g, item, coll) || Lara_TestVault(g, item, coll))
        return;

    if (Lara_DeflectEdge(g, item, coll)) {
        item->rot.z = 0;
        /* The original compares the front probe's height type with "no
         * collision" (0, which as a height type is a flat floor): only a
         * sloped front, more than 2.5 clicks up, smashes her mid-stride. */
        if (coll->front.type != HEIGHT_WALL && coll->front.floor < -(STEP_L * 5) / 2 &&
            coll->old_state == LS_WADE && anim_is(g, item, LARA2_ANIM_WADE)) {
            int f = rel_frame(g, item);
            item->current_state = LS_SPLAT;
            if (f >= 0 && f <= LF_WADE_L_END) {
                Lara_SwitchAnim(g, item, LARA_ANIM_HIT_WALL_LEFT, 0);
                return;
            }
            if (f >= LF_WADE_R_START && f <= LF_WADE_R_END) {
                Lara_SwitchAnim(g, item, LARA_ANIM_HIT_WALL_RIGHT, 0);
                return;
            }
        }
        Lara_CollideStop(g, item, coll);
    }

    if (Lara_Fallen(g, item, coll))
        return;

    if (coll->mid.floor >= -STEPUP_HEIGHT && coll->mid.floor < -STEP_L / 2) {
        int f = rel_frame(g, item);
        if (f >= LF_WADE_STEP_L_START && f <= LF_WADE_STEP_L_END)
            Lara_SwitchAnim(g, item, LARA_ANIM_RUN_STEP_UP_LEFT, 0);
        else
            Lara_SwitchAnim(g, item, LARA_ANIM_RUN_STEP_UP_RIGHT, 0);
    }

    if (Lara_TestSlide(g, item, coll))
        return;

    item->pos.y += coll->mid.floor < 50 ? coll->mid.floor : 50;
}

/* ---- standing ----------------------------------------------------------------- */

/* Standing, turning on the spot and landing: TR2 only falls off a drop of
 * more than a step and a half (never while wading), and keeps her feet on
 * the floor below otherwise. */
void LaraCol2_Stop(Game *g, Item *item, CollInfo *coll)
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
    item->pos.y += coll->mid.floor;
}

/* Crouching for a standing jump: no head room puts her back standing;
 * she follows the floor within a click. */
void LaraCol2_Compress(Game *g, Item *item, CollInfo *coll)
{
    item->gravity = false;
    item->fall_speed = 0;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = COLL_NO_BAD_NEG;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);
    if (coll->mid.ceiling > -100)
        Lara_StandAtOld(g, item, coll);
    if (coll->mid.floor > -STEP_L && coll->mid.floor < STEP_L)
        item->pos.y += coll->mid.floor;
}

/* ---- rolling ----------------------------------------------------------------- */

/* The forward roll: TR2 falls off only past a step and a half (never
 * while wading), else follows the floor. */
void LaraCol2_Roll(Game *g, Item *item, CollInfo *coll)
{
    item->gravity = false;
    item->fall_speed = 0;
    g->lara.move_angle = item->rot.y;
    coll->slopes_are_walls = true;
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -STEPUP_HEIGHT;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);
    if (Lara_HitCeiling(g, item, coll) || Lara_TestSlide(g, item, coll) ||
        Lara_Fallen(g, item, coll))
        return;
    Coll_ShiftItem(item, coll);
    item->pos.y += coll->mid.floor;
}
