/* Collision helpers the dry-land collision routines share (see
 * lara_internal.h): wall deflection on the ground and in the air, ledge
 * catching and hanging, vaults, slopes and landings. Numbers and the order
 * of every probe follow the original game; the comments say why a step is
 * there, not how the original spelled it. */
#include "game/lara/lara_internal.h"
#include "game/lara/lara_climb.h"

#include "engine/math/fixed.h"

/* Collision limits and distances of the original (world units). */
#define STEP_L 256
#define STEPUP_HEIGHT ((STEP_L * 3) / 2)  /* 384: highest step she walks up */
#define SLOPE_DIF 60                      /* left/right floors this far apart: no grab */
#define SWAMP_VAULT_DEPTH 768             /* TR3: sunk this deep in a swamp, no vault */
#define DEFLECT_ANGLE 910                 /* 5 degrees: turn away from a side wall */
#define VAULT_ANGLE 5460                  /* 30 degrees either side of a wall normal */
#define HANG_ANGLE 6370                   /* 35 degrees */
#define FALL_DAMAGE_START 140             /* landing speed that starts to hurt */
#define FALL_DAMAGE_LENGTH 14             /* ... and that kills past START + LENGTH */
#define ANGLE_45 0x2000

/* Frames (within the animation) where the routines below join an
 * animation. */
#define LF_SMASH_JUMP 1     /* mid-air wall hit */
#define LF_STOP_HANG 9      /* letting go of a ledge */
#define LF_START_HANG 12    /* grabbed from a jump up */
#define LF_HANG 21          /* a shimmy that found no edge */

static bool input_held(const Game *g, InputWord bit) { return (Game_Input(g) & bit) != 0; }

void Lara_GetCollisionInfo(Game *g, Item *item, CollInfo *coll)
{
    coll->facing = g->lara.move_angle;
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y, item->pos.z, item->room,
                          LARA_HEIGHT);
}

void Lara_GetBoundsAccurate(const Game *g, const Item *item, BoundingBox *out)
{
    const Level *lv = g->lv;
    BoundingBox zero = {0, 0, 0, 0, 0, 0};
    *out = zero;
    if (item->anim < 0 || (uint32_t)item->anim >= lv->num_animations || item->model < 0 ||
        (uint32_t)item->model >= lv->num_models)
        return;
    const Animation *a = &lv->animations[item->anim];
    int32_t rate = a->frame_rate ? a->frame_rate : 1;
    int32_t cur = item->frame - a->frame_start;
    if (cur < 0)
        cur = 0;
    int32_t key = cur / rate;
    int32_t frac = cur % rate;
    int32_t den = rate;
    /* The original shortens the last span by comparing the next key's
     * frame, counted within the animation, with the animation's absolute
     * end frame: only animations near the start of the frame list ever
     * see the shortening. Kept as is: the grab heights depend on it. */
    if (frac) {
        int32_t next = (key + 1) * rate;
        if (next > (int32_t)a->frame_end)
            den += (int32_t)a->frame_end - next;
    }
    uint32_t stride = Anim_FrameStride(lv, a, lv->models[item->model].num_meshes);
    uint32_t w0 = a->frame_offset / 2u + (uint32_t)key * stride;
    if (w0 > lv->num_frame_words || lv->num_frame_words - w0 < 6)
        return;
    const uint16_t *p = lv->frames + w0;
    int16_t b0[6], b1[6];
    for (int i = 0; i < 6; i++)
        b0[i] = (int16_t)p[i];
    if (frac && den > 0) {
        uint32_t w1 = w0 + stride;
        if (w1 > lv->num_frame_words || lv->num_frame_words - w1 < 6)
            frac = 0;
        else
            for (int i = 0; i < 6; i++)
                b1[i] = (int16_t)lv->frames[w1 + i];
    } else {
        frac = 0;
    }
    int16_t r[6];
    for (int i = 0; i < 6; i++)
        r[i] = frac ? (int16_t)(b0[i] + ((b1[i] - b0[i]) * frac) / den) : b0[i];
    out->min_x = r[0];
    out->max_x = r[1];
    out->min_y = r[2];
    out->max_y = r[3];
    out->min_z = r[4];
    out->max_z = r[5];
}

void Lara_StandAtOld(Game *g, Item *item, const CollInfo *coll)
{
    item->pos = coll->old;
    item->goal_state = LS_STOP;
    item->current_state = LS_STOP;
    Lara_SwitchAnim(g, item, LARA_ANIM_STOP, 0);
    item->gravity = false;
    item->fall_speed = 0;
    item->speed = 0;
}

bool Lara_HitCeiling(Game *g, Item *item, CollInfo *coll)
{
    if (coll->coll_type != COLL_TOP && coll->coll_type != COLL_CLAMP)
        return false;
    Lara_StandAtOld(g, item, coll);
    return true;
}

bool Lara_DeflectEdge(Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    if (coll->coll_type == COLL_FRONT || coll->coll_type == COLL_TOP_FRONT) {
        Coll_ShiftItem(item, coll);
        item->goal_state = LS_STOP;
        item->current_state = LS_STOP;
        item->gravity = false;
        item->speed = 0;
        return true;
    }
    if (coll->coll_type == COLL_LEFT) {
        Coll_ShiftItem(item, coll);
        item->rot.y = (int16_t)(item->rot.y + DEFLECT_ANGLE);
    } else if (coll->coll_type == COLL_RIGHT) {
        Coll_ShiftItem(item, coll);
        item->rot.y = (int16_t)(item->rot.y - DEFLECT_ANGLE);
    }
    return false;
}

/* Jammed between floor and ceiling in the air: step back out of it and
 * start falling. */
static void unclamp_jump(Item *item, CollInfo *coll)
{
    item->pos.z -= (Math_Cos(coll->facing) * 100) >> W2V_SHIFT;
    item->pos.x -= (Math_Sin(coll->facing) * 100) >> W2V_SHIFT;
    item->speed = 0;
    coll->mid.floor = 0;
    if (item->fall_speed <= 0)
        item->fall_speed = 16;
}

void Lara_SlideEdgeJump(Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    Coll_ShiftItem(item, coll);
    switch (coll->coll_type) {
    case COLL_LEFT:
        item->rot.y = (int16_t)(item->rot.y + DEFLECT_ANGLE);
        break;
    case COLL_RIGHT:
        item->rot.y = (int16_t)(item->rot.y - DEFLECT_ANGLE);
        break;
    case COLL_TOP:
    case COLL_TOP_FRONT:
        if (item->fall_speed <= 0)
            item->fall_speed = 1;
        break;
    case COLL_CLAMP:
        unclamp_jump(item, coll);
        break;
    default:
        break;
    }
}

/* The same as sliding along the walls, but for a wall straight ahead. */
void Lara_DeflectEdgeJump(Game *g, Item *item, CollInfo *coll)
{
    if (coll->coll_type != COLL_FRONT && coll->coll_type != COLL_TOP_FRONT) {
        Lara_SlideEdgeJump(g, item, coll);
        return;
    }
    /* Bounce off the wall: the smash animation, a quarter of the speed,
     * moving back the way she came. Dropping off a ladder (TR2: the climb
     * status, her let-go speed of 2) she only slides down its face. TR2
     * smashes only with a drop below her and lands her when the floor is
     * right under her feet. */
    Coll_ShiftItem(item, coll);
    if (g->lara.climb_status && item->speed == 2)
        return;
    if (!g->rules->lara->jump_wall_lands || coll->mid.floor > 512) {
        item->goal_state = LS_FAST_FALL;
        item->current_state = LS_FAST_FALL;
        Lara_SwitchAnim(g, item, LARA_ANIM_FAST_FALL, LF_SMASH_JUMP);
    } else if (coll->mid.floor <= 128) {
        item->goal_state = LS_LAND;
        item->current_state = LS_LAND;
        Lara_SwitchAnim(g, item, LARA2_ANIM_JUMP_UP_LAND, 0);
    }
    item->speed /= 4;
    g->lara.move_angle = (int16_t)(g->lara.move_angle - ANGLE_180);
    if (item->fall_speed <= 0)
        item->fall_speed = 1;
}

void Lara_StartFall(Game *g, Item *item, int state, int anim)
{
    item->current_state = (int16_t)state;
    item->goal_state = (int16_t)state;
    Lara_SwitchAnim(g, item, anim, 0);
    item->gravity = true;
    item->fall_speed = 0;
}

void Lara_CollideStop(Game *g, Item *item, const CollInfo *coll)
{
    if (g->rules->lara->collide_stop_restores) {
        switch (coll->old_state) {
        case LS_STOP:
        case LS_TURN_R:
        case LS_TURN_L:
        case LS_FAST_TURN:
            /* Turning on the spot into the wall: as if she had not moved,
             * still turning while the key is held. */
            item->current_state = coll->old_state;
            item->anim = coll->old_anim;
            item->frame = coll->old_frame;
            if (input_held(g, INPUT_LEFT))
                item->goal_state = LS_TURN_L;
            else if (input_held(g, INPUT_RIGHT))
                item->goal_state = LS_TURN_R;
            else
                item->goal_state = LS_STOP;
            Lara_Animate(g, item);
            return;
        default:
            break;
        }
    }
    Lara_SwitchAnim(g, item, LARA_ANIM_STOP, 0);
}

bool Lara_Fallen(Game *g, Item *item, CollInfo *coll)
{
    /* Wading (TR2), the water holds her up over any drop. */
    if (coll->mid.floor <= STEPUP_HEIGHT || g->lara.water_status == LWS_WADE)
        return false;
    Lara_StartFall(g, item, LS_FORWARD_JUMP, LARA_ANIM_FALL_DOWN);
    return true;
}

/* The comparisons are the original's on signed 16-bit angles (the south
 * cone is built around +/-32767). */
bool Lara_FacingAxis(int16_t rot, int32_t cone, int16_t *axis)
{
    int32_t a = rot;
    if (a >= -cone && a <= cone)
        *axis = 0;
    else if (a >= ANGLE_90 - cone && a <= ANGLE_90 + cone)
        *axis = ANGLE_90;
    else if (a >= (ANGLE_180 - 1) - cone || a <= -(ANGLE_180 - 1) + cone)
        *axis = (int16_t)-ANGLE_180;
    else if (a >= -ANGLE_90 - cone && a <= -ANGLE_90 + cone)
        *axis = (int16_t)-ANGLE_90;
    else
        return false;
    return true;
}

/* Walls on both sides level enough and nothing above the step. */
static bool front_clear(const CollInfo *coll, int32_t hdif)
{
    return hdif - coll->front.ceiling >= 0 && coll->left.floor - coll->left.ceiling >= 0 &&
           coll->right.floor - coll->right.ceiling >= 0;
}

static int32_t iabs(int32_t v) { return v < 0 ? -v : v; }

/* What every vault and grab starts from: action held against a wall ahead
 * whose top is level from side to side, hands free. */
static bool action_at_wall(const Game *g, const CollInfo *coll)
{
    return coll->coll_type == COLL_FRONT && input_held(g, INPUT_ACTION) &&
           g->lara.gun_status == LGS_ARMLESS &&
           iabs(coll->left.floor - coll->right.floor) < SLOPE_DIF;
}

/* Vaulting onto a block `steps` clicks high (2 or 3) in animation `anim`. */
static void vault(Game *g, Item *item, CollInfo *coll, int anim, int32_t steps, int32_t hdif,
                  int16_t angle)
{
    item->current_state = LS_NULL;
    item->goal_state = LS_STOP;
    Lara_SwitchAnim(g, item, anim, 0);
    item->pos.y += STEP_L * steps + hdif;
    g->lara.gun_status = LGS_HANDS_BUSY;
    item->rot.y = angle;
    Coll_ShiftItem(item, coll);
}

bool Lara_TestVault(Game *g, Item *item, CollInfo *coll)
{
    if (coll->coll_type != COLL_FRONT || !input_held(g, INPUT_ACTION) ||
        g->lara.gun_status != LGS_ARMLESS)
        return false;
    /* A top that is not level bars every vault and jump up; only a
     * climbable wall (TR2, lara_climb.c) may still be taken. */
    bool level = iabs(coll->left.floor - coll->right.floor) < SLOPE_DIF;
    if (!level && !g->lara.climb_status)
        return false;

    int16_t angle;
    if (!Lara_FacingAxis(item->rot.y, VAULT_ANGLE, &angle))
        return false;

    int32_t hdif = coll->front.floor;
    /* TR3: sunk more than three clicks in a swamp she cannot vault, and
     * in a swamp she never jumps up. */
    bool swamp = Lara_InSwamp(g, item);
    bool stuck = swamp && Lara_SurfaceDist(g, item) < -SWAMP_VAULT_DEPTH;
    if (hdif >= -STEP_L * 2 - STEP_L / 2 && hdif <= -STEP_L * 2 + STEP_L / 2) {
        if (!level || !front_clear(coll, hdif) || stuck)
            return false;
        vault(g, item, coll, LARA_ANIM_VAULT_12, 2, hdif, angle);
        return true;
    }
    if (hdif >= -STEP_L * 3 - STEP_L / 2 && hdif <= -STEP_L * 3 + STEP_L / 2) {
        if (!level || !front_clear(coll, hdif) || stuck)
            return false;
        vault(g, item, coll, LARA_ANIM_VAULT_34, 3, hdif, angle);
        return true;
    }
    if (level && hdif >= -STEP_L * 7 - STEP_L / 2 && hdif <= -STEP_L * 4 + STEP_L / 2) {
        if (swamp)
            return false;
        /* Too high to vault: jump up with just the take-off speed that
         * reaches the edge (v = sqrt(2 g h), h measured to 800 below the
         * top), applied when the jump animation's velocity command runs. */
        item->goal_state = LS_UP_JUMP;
        item->current_state = LS_STOP;
        Lara_SwitchAnim(g, item, LARA_ANIM_STOP, 0);
        g->lara.calc_fall_speed =
            (int16_t)-(int16_t)(Math_Sqrt32((uint32_t)(-2 * ANIM_GRAVITY * (hdif + 800))) + 3);
        Lara_Animate(g, item);
        item->rot.y = angle;
        Coll_ShiftItem(item, coll);
        return true;
    }
    return Lara_VaultOntoLadder(g, item, coll, angle);
}

/* Room to swing the legs in under the edge (a drop ahead, no ceiling in the
 * way): grab with the feet free rather than against the wall. */
bool Lara_TestHangSwingIn(Game *g, const Item *item, int16_t angle)
{
    int32_t x = item->pos.x, y = item->pos.y, z = item->pos.z;
    int16_t room = item->room;
    switch (angle) {
    case 0:
        z += STEP_L;
        break;
    case ANGLE_90:
        x += STEP_L;
        break;
    case -ANGLE_90:
        x -= STEP_L;
        break;
    case -ANGLE_180:
        z -= STEP_L;
        break;
    default:
        break;
    }
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    int32_t c = World_Ceiling(&g->world, s, x, y, z);
    return h != WORLD_NO_HEIGHT && h - y > 0 && c - y < -400;
}

/* The edge (front floor) is within this tick's fall of her hands (the top
 * of her bounding box): she passes it during the tick. */
static bool edge_in_reach(const Item *item, int32_t hdif)
{
    if (hdif < 0 && hdif + item->fall_speed < 0)
        return false;
    if (hdif > 0 && hdif + item->fall_speed > 0)
        return false;
    return true;
}

/* The edge a jump can grab: within this tick's fall of her hands (hdif:
 * from the hands to it), with her facing within 35 degrees of the wall
 * (angle: snapped to it). */
static bool edge_to_grab(const Game *g, const Item *item, const CollInfo *coll, int32_t *hdif,
                         int16_t *angle)
{
    BoundingBox b;
    Lara_GetBoundsAccurate(g, item, &b);
    *hdif = coll->front.floor - b.min_y;
    if (!edge_in_reach(item, *hdif))
        return false;
    return Lara_FacingAxis(item->rot.y, HANG_ANGLE, angle);
}

/* Hanging from the edge she grabbed: against the wall, facing it, still,
 * hands busy. */
static void hold_edge(Game *g, Item *item, const CollInfo *coll, int16_t angle)
{
    item->pos.x += coll->shift.x;
    item->pos.z += coll->shift.z;
    item->rot.y = angle;
    item->gravity = false;
    item->fall_speed = 0;
    item->speed = 0;
    g->lara.gun_status = LGS_HANDS_BUSY;
}

bool Lara_TestHangJump(Game *g, Item *item, CollInfo *coll)
{
    if (Lara_GrabClimbWall(g, item, coll, false))
        return true;
    if (!action_at_wall(g, coll))
        return false;
    if (coll->front.ceiling > 0 || coll->mid.ceiling > -STEPUP_HEIGHT || coll->mid.floor < 200)
        return false;

    int32_t hdif;
    int16_t angle;
    if (!edge_to_grab(g, item, coll, &hdif, &angle))
        return false;

    if (Lara_TestHangSwingIn(g, item, angle))
        Lara_SwitchAnim(g, item, LARA_ANIM_GRAB_LEDGE_IN, 0);
    else
        Lara_SwitchAnim(g, item, LARA_ANIM_HANG, 0);
    item->current_state = LS_HANG;
    item->goal_state = LS_HANG;

    /* The height uses the bounds of the frame she grabbed from, not of the
     * grab animation (as the original). */
    item->pos.y += hdif;
    hold_edge(g, item, coll, angle);
    return true;
}

bool Lara_TestHangJumpUp(Game *g, Item *item, CollInfo *coll)
{
    if (Lara_GrabClimbWall(g, item, coll, true))
        return true;
    if (!action_at_wall(g, coll))
        return false;
    if (coll->front.ceiling > 0 || coll->mid.ceiling > -STEPUP_HEIGHT)
        return false;

    int32_t hdif;
    int16_t angle;
    if (!edge_to_grab(g, item, coll, &hdif, &angle))
        return false;

    item->goal_state = LS_HANG;
    item->current_state = LS_HANG;
    Lara_SwitchAnim(g, item, LARA_ANIM_HANG, LF_START_HANG);
    /* Here the hands are placed with the hang frame's own bounds. */
    BoundingBox b;
    Lara_GetBoundsAccurate(g, item, &b);
    item->pos.y += coll->front.floor - b.min_y;
    hold_edge(g, item, coll, angle);
    return true;
}

void Lara_HangTest(Game *g, Item *item, CollInfo *coll)
{
    /* First probe with no limits: is there floor far enough below the
     * edge ahead (else the "edge" is a floor she could stand on)? */
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = COLL_NO_BAD_NEG;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);
    bool no_drop = coll->front.floor < 200;

    g->lara.move_angle = item->rot.y;
    item->gravity = false;
    item->fall_speed = 0;

    /* Lean 2 units into the wall so the probe keeps touching it. */
    int quadrant = (uint16_t)(item->rot.y + ANGLE_45) / ANGLE_90;
    switch (quadrant) {
    case 0:
        item->pos.z += 2;
        break;
    case 1:
        item->pos.x += 2;
        break;
    case 2:
        item->pos.z -= 2;
        break;
    case 3:
        item->pos.x -= 2;
        break;
    default:
        break;
    }

    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -STEPUP_HEIGHT;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);

    /* On a climbable wall (TR2) she holds the wall, not a ledge. */
    if (g->lara.climb_status) {
        Lara_HangTestClimb(g, item, coll, quadrant);
        return;
    }

    BoundingBox b;
    if (!input_held(g, INPUT_ACTION) || item->hit_points <= 0) {
        /* Let go: drop from the hang, hands just below the edge. */
        item->goal_state = LS_UP_JUMP;
        item->current_state = LS_UP_JUMP;
        Lara_SwitchAnim(g, item, LARA_ANIM_STOP_HANG, LF_STOP_HANG);
        Lara_GetBoundsAccurate(g, item, &b);
        item->pos.y += coll->front.floor - b.min_y + 2;
        item->pos.x += coll->shift.x;
        item->pos.z += coll->shift.z;
        item->gravity = true;
        item->fall_speed = 1;
        item->speed = 2;
        g->lara.gun_status = LGS_ARMLESS;
        return;
    }

    Lara_GetBoundsAccurate(g, item, &b);
    int32_t hdif = coll->front.floor - b.min_y;

    if (iabs(coll->left.floor - coll->right.floor) >= SLOPE_DIF || coll->mid.ceiling >= 0 ||
        coll->coll_type != COLL_FRONT || hdif < -SLOPE_DIF || hdif > SLOPE_DIF || no_drop) {
        /* No edge to hold here (end of a shimmy): stay where she was. */
        item->pos = coll->old;
        if (item->current_state == LS_HANG_LEFT || item->current_state == LS_HANG_RIGHT) {
            item->goal_state = LS_HANG;
            item->current_state = LS_HANG;
            Lara_SwitchAnim(g, item, LARA_ANIM_HANG, LF_HANG);
        }
        return;
    }

    /* Keep her against the wall along the facing axis only. */
    switch (quadrant) {
    case 0:
    case 2:
        item->pos.z += coll->shift.z;
        break;
    case 1:
    case 3:
        item->pos.x += coll->shift.x;
        break;
    default:
        break;
    }

    if (hdif >= -STEP_L && hdif <= STEP_L)
        item->pos.y += hdif;
}

bool Lara_TestSlide(Game *g, Item *item, CollInfo *coll)
{
    if (iabs(coll->tilt_x) <= 2 && iabs(coll->tilt_z) <= 2)
        return false;

    /* Downhill direction of the steepest slant. */
    int16_t ang = 0;
    if (coll->tilt_x > 2)
        ang = (int16_t)-ANGLE_90;
    else if (coll->tilt_x < -2)
        ang = ANGLE_90;
    if (coll->tilt_z > 2 && coll->tilt_z > iabs(coll->tilt_x))
        ang = (int16_t)-ANGLE_180;
    else if (coll->tilt_z < -2 && -coll->tilt_z > iabs(coll->tilt_x))
        ang = 0;

    int16_t adif = (int16_t)(ang - item->rot.y);
    Coll_ShiftItem(item, coll);
    Lara *l = &g->lara;
    bool same_slope = l->slide_angle_set && l->slide_angle == ang;
    /* Facing downhill she slides forwards, else backwards (facing up). */
    bool forwards = adif >= -ANGLE_90 && adif <= ANGLE_90;
    int16_t state = forwards ? LS_SLIDE : LS_SLIDE_BACK;
    if (item->current_state != state || !same_slope) {
        item->goal_state = state;
        item->current_state = state;
        Lara_SwitchAnim(g, item, forwards ? LARA_ANIM_SLIDE : LARA_ANIM_SLIDE_BACK, 0);
        item->rot.y = forwards ? ang : (int16_t)(ang - ANGLE_180);
        l->move_angle = ang;
        l->slide_angle = ang;
        l->slide_angle_set = true;
    }
    return true;
}

void Lara_StopSlipping(Game *g, Item *item)
{
    const AnimEvents *ev = &g->sim->events;
    if (g->rules->lara->slide_stops_sound && ev->stop_sound)
        ev->stop_sound(ev->user, item, LARA_SFX_SLIPPING);
}

void Lara_SlideSlope(Game *g, Item *item, CollInfo *coll)
{
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = -512;
    coll->bad_ceiling = 0;
    Lara_GetCollisionInfo(g, item, coll);

    if (Lara_HitCeiling(g, item, coll))
        return;

    Lara_DeflectEdge(g, item, coll);

    if (coll->mid.floor > 200) {
        /* Slid off the bottom edge into a drop. */
        if (item->current_state == LS_SLIDE)
            Lara_StartFall(g, item, LS_FORWARD_JUMP, LARA_ANIM_FALL_DOWN);
        else
            Lara_StartFall(g, item, LS_FALL_BACK, LARA_ANIM_FALL_BACK);
        Lara_StopSlipping(g, item);
        return;
    }

    Lara_TestSlide(g, item, coll);
    item->pos.y += coll->mid.floor;

    if (iabs(coll->tilt_x) <= 2 && iabs(coll->tilt_z) <= 2) {
        item->goal_state = LS_STOP;
        Lara_StopSlipping(g, item);
    }
}

bool Lara_LandedBad(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    int16_t room = item->room;
    const RoomSector *s = World_Sector(&g->world, item->pos.x, item->pos.y, item->pos.z, &room);
    int32_t old_y = item->pos.y;
    int32_t height = World_Height(&g->world, s, item->pos.x, item->pos.y - LARA_HEIGHT, item->pos.z);

    /* The triggers under her fire as she touches down, tested with her feet
     * on the floor. */
    item->floor = height;
    item->pos.y = height;
    Lara_TestTriggers(g, item, g->world.trigger_index, g->world.climb, g->world.monkey);
    item->pos.y = old_y;

    int32_t landspeed = item->fall_speed - FALL_DAMAGE_START;
    if (landspeed <= 0)
        return false;
    if (landspeed > FALL_DAMAGE_LENGTH)
        item->hit_points = -1;
    else
        Lara_TakeDamage(g,
                        (int16_t)((LARA_HITPOINTS * landspeed * landspeed) /
                                  (FALL_DAMAGE_LENGTH * FALL_DAMAGE_LENGTH)),
                        false);
    /* Only the certain-death branch counts: the damage above stops at zero
     * hit points and "zero" is not tested here (the original's quirk; her
     * death is then noticed by the next tick's hit point check). */
    if (g->rules->lara->landed_bad_at_zero)
        return item->hit_points <= 0;
    return item->hit_points < 0;
}
