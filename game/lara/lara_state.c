/* Control routines of the dry-land states (see lara_internal.h): each reads
 * this tick's input and sets the goal state, turn rate, lean and camera
 * requests, as the original's; the animation dispatch and the collision
 * routines do the rest. */
#include "game/lara/lara_internal.h"

#define DEG(d) ((d) * 182)             /* degrees in 16-bit angle units */
#define SFX_LARA_FALL 30               /* her scream when falling far */
#define LARA_EXTRA_OBJECT 5            /* model with her gold (Midas) meshes */
#define ROLL_START_FRAME 2             /* the roll is entered two frames in */

/* Lara's mesh slots the Midas death turns to gold. */
enum {
    MESH_HIPS = 0, MESH_THIGH_L = 1, MESH_CALF_L = 2, MESH_FOOT_L = 3,
    MESH_THIGH_R = 4, MESH_CALF_R = 5, MESH_FOOT_R = 6, MESH_TORSO = 7,
    MESH_UARM_R = 8, MESH_LARM_R = 9, MESH_HAND_R = 10, MESH_UARM_L = 11,
    MESH_LARM_L = 12, MESH_HAND_L = 13, MESH_HEAD = 14,
};

static bool held(const Game *g, InputWord bit)
{
    return (Game_Input(g) & bit) != 0;
}

/* Left/right change the turn rate by LARA_TURN_RATE a tick, up to +-limit
 * (the above-water handler then takes LARA_TURN_UNDO off again). */
void Lara_Steer(Game *g, int16_t limit)
{
    Lara *l = &g->lara;
    if (held(g, INPUT_LEFT)) {
        l->turn_rate = (int16_t)(l->turn_rate - LARA_TURN_RATE);
        if (l->turn_rate < -limit)
            l->turn_rate = (int16_t)-limit;
    } else if (held(g, INPUT_RIGHT)) {
        l->turn_rate = (int16_t)(l->turn_rate + LARA_TURN_RATE);
        if (l->turn_rate > limit)
            l->turn_rate = limit;
    }
}

/* Running turns also lean her into the curve. */
void Lara_SteerAndLean(Game *g, Item *item)
{
    Lara_Steer(g, LARA_FAST_TURN);
    if (held(g, INPUT_LEFT)) {
        item->rot.z = (int16_t)(item->rot.z - LARA_LEAN_RATE);
        if (item->rot.z < -LARA_LEAN_MAX)
            item->rot.z = -LARA_LEAN_MAX;
    } else if (held(g, INPUT_RIGHT)) {
        item->rot.z = (int16_t)(item->rot.z + LARA_LEAN_RATE);
        if (item->rot.z > LARA_LEAN_MAX)
            item->rot.z = LARA_LEAN_MAX;
    }
}

/* Forward held: wading in shallow water (TR2; TR1 never wades), else
 * walking with the walk key, else running. */
static int16_t forward_gait(const Game *g)
{
    if (g->lara.water_status == LWS_WADE)
        return LS_WADE;
    return held(g, INPUT_WALK) ? LS_WALK : LS_RUN;
}

/* Out of hit points: the state's way down (`goal`) and nothing else. */
static bool dead(Item *item, int16_t goal)
{
    if (item->hit_points > 0)
        return false;
    item->goal_state = goal;
    return true;
}

/* States where she must not be pushed around or startled by hits. */
static void no_push(CollInfo *coll)
{
    coll->enable_spaz = false;
    coll->enable_baddie_push = false;
}

static void fall_faster(Item *item)
{
    if (item->fall_speed > LARA_FASTFALL_SPEED)
        item->goal_state = LS_FAST_FALL;
}

/* The roll out of a stand or a run: straight into the roll animation. */
void Lara_StartRoll(Game *g, Item *item)
{
    item->current_state = LS_ROLL;
    item->goal_state = LS_STOP;
    Lara_SwitchAnim(g, item, LARA_ANIM_ROLL, ROLL_START_FRAME);
}

/* Air drag of the long falls and dives: 95% of the speed each tick. */
static void air_drag(Item *item)
{
    item->speed = (int16_t)(item->speed * 95 / 100);
}

/* Standing or running, dying or the roll key come before anything else. */
static bool dead_or_rolling(Game *g, Item *item)
{
    if (dead(item, LS_DEATH))
        return true;
    if (held(g, INPUT_ROLL)) {
        Lara_StartRoll(g, item);
        return true;
    }
    return false;
}

void LaraState_Walk(Game *g, Item *item, CollInfo *coll)
{
    if (dead(item, LS_STOP))
        return;
    Lara_Steer(g, LARA_SLOW_TURN);
    if (held(g, INPUT_FORWARD))
        item->goal_state = forward_gait(g);
    else
        item->goal_state = LS_STOP;
}

void LaraState_Run(Game *g, Item *item, CollInfo *coll)
{
    if (dead_or_rolling(g, item))
        return;
    Lara_SteerAndLean(g, item);
    /* A jump needs her feet on the ground. */
    if (held(g, INPUT_JUMP) && !item->gravity)
        item->goal_state = LS_FORWARD_JUMP;
    else if (held(g, INPUT_FORWARD))
        item->goal_state = held(g, INPUT_WALK) ? LS_WALK : LS_RUN;
    else
        item->goal_state = LS_STOP;
}

void LaraState_Stop(Game *g, Item *item, CollInfo *coll)
{
    if (dead_or_rolling(g, item))
        return;
    item->goal_state = LS_STOP;
    /* Looking around takes the direction keys for the head. */
    if (held(g, INPUT_LOOK)) {
        Lara_LookUpDown(g);
        Lara_LookLeftRight(g);
        return;
    }
    if (g->camera.type == CAM_LOOK)
        g->camera.type = CAM_CHASE;

    if (held(g, INPUT_STEP_LEFT))
        item->goal_state = LS_STEP_LEFT;
    else if (held(g, INPUT_STEP_RIGHT))
        item->goal_state = LS_STEP_RIGHT;

    if (held(g, INPUT_LEFT))
        item->goal_state = LS_TURN_L;
    else if (held(g, INPUT_RIGHT))
        item->goal_state = LS_TURN_R;

    /* Moving off: the walk or run routine decides (and steers) as if she
     * were already in that state. */
    if (held(g, INPUT_JUMP)) {
        item->goal_state = LS_COMPRESS;
    } else if (held(g, INPUT_FORWARD)) {
        if (held(g, INPUT_WALK))
            LaraState_Walk(g, item, coll);
        else
            LaraState_Run(g, item, coll);
    } else if (held(g, INPUT_BACK)) {
        if (held(g, INPUT_WALK))
            LaraState_Back(g, item, coll);
        else
            item->goal_state = LS_FAST_BACK;
    }
}

void LaraState_ForwardJump(Game *g, Item *item, CollInfo *coll)
{
    /* A swan dive or grab asked for last tick is asked again each tick. */
    if (item->goal_state == LS_SWAN_DIVE || item->goal_state == LS_REACH)
        item->goal_state = LS_FORWARD_JUMP;
    if (item->goal_state != LS_DEATH && item->goal_state != LS_STOP &&
        item->goal_state != LS_RUN) {
        if (held(g, INPUT_ACTION) && g->lara.gun_status == LGS_ARMLESS)
            item->goal_state = LS_REACH;
        if (held(g, INPUT_WALK) && g->lara.gun_status == LGS_ARMLESS)
            item->goal_state = LS_SWAN_DIVE;
        fall_faster(item);
    }
    Lara_Steer(g, LARA_JUMP_TURN);
}

void LaraState_Pose(Game *g, Item *item, CollInfo *coll)
{
}

void LaraState_FastBack(Game *g, Item *item, CollInfo *coll)
{
    item->goal_state = LS_STOP;
    Lara_Steer(g, LARA_MED_TURN);
}

/* Turning on the spot (dir +1 right, -1 left, `key` the direction's
 * key): the rate builds up; past the slow turn rate she goes into the
 * fast turn unless walk holds her to the slow one. Drawn guns always turn
 * fast. */
static void turn_on_spot(Game *g, Item *item, int dir, InputWord key)
{
    Lara *l = &g->lara;
    if (dead(item, LS_STOP))
        return;
    l->turn_rate = (int16_t)(l->turn_rate + dir * LARA_TURN_RATE);
    if (l->gun_status == LGS_READY) {
        item->goal_state = LS_FAST_TURN;
    } else if (dir * l->turn_rate > LARA_SLOW_TURN) {
        if (held(g, INPUT_WALK))
            l->turn_rate = (int16_t)(dir * LARA_SLOW_TURN);
        else
            item->goal_state = LS_FAST_TURN;
    }
    if (held(g, INPUT_FORWARD))
        item->goal_state = forward_gait(g);
    else if (!held(g, key))
        item->goal_state = LS_STOP;
}

void LaraState_TurnR(Game *g, Item *item, CollInfo *coll)
{
    turn_on_spot(g, item, 1, INPUT_RIGHT);
}

void LaraState_TurnL(Game *g, Item *item, CollInfo *coll)
{
    turn_on_spot(g, item, -1, INPUT_LEFT);
}

void LaraState_Death(Game *g, Item *item, CollInfo *coll)
{
    no_push(coll);
}

void LaraState_FastFall(Game *g, Item *item, CollInfo *coll)
{
    air_drag(item);
    /* Past the height that kills her, she screams. */
    if (item->fall_speed >= LARA_FALL_DAMAGE_START + LARA_FALL_DAMAGE_LENGTH &&
        g->sim->events.sound)
        g->sim->events.sound(g->sim->events.user, item, SFX_LARA_FALL);
}

/* Hanging and shimmying: held on the wall, the camera looking down at
 * her from above. */
static void hang_camera(Game *g, CollInfo *coll)
{
    no_push(coll);
    g->camera.target_angle = 0;
    g->camera.target_elevation = -DEG(60);
}

/* Hanging from a ledge: left/right (or the side steps) shimmy. */
void LaraState_Hang(Game *g, Item *item, CollInfo *coll)
{
    hang_camera(g, coll);
    if (held(g, INPUT_LEFT) || held(g, INPUT_STEP_LEFT))
        item->goal_state = LS_HANG_LEFT;
    else if (held(g, INPUT_RIGHT) || held(g, INPUT_STEP_RIGHT))
        item->goal_state = LS_HANG_RIGHT;
}

void LaraState_Reach(Game *g, Item *item, CollInfo *coll)
{
    g->camera.target_angle = DEG(85);
    fall_faster(item);
}

void LaraState_Splat(Game *g, Item *item, CollInfo *coll)
{
}

void LaraState_Land(Game *g, Item *item, CollInfo *coll)
{
}

/* Crouched before a standing jump: the direction held picks the jump, if
 * the floor a quarter sector that way is not a step too high. */
void LaraState_Compress(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    int16_t fwd = item->rot.y;
    int16_t left = (int16_t)(item->rot.y - ANGLE_90);
    int16_t right = (int16_t)(item->rot.y + ANGLE_90);
    int16_t back = (int16_t)(item->rot.y - ANGLE_180);
    /* Wading (TR2) she can only jump up. */
    if (l->water_status == LWS_WADE) {
        /* no direction */
    } else if (held(g, INPUT_FORWARD) && Lara_FloorFront(g, item, fwd, 256) >= -LARA_STEPUP_HEIGHT) {
        item->goal_state = LS_FORWARD_JUMP;
        l->move_angle = fwd;
    } else if (held(g, INPUT_LEFT) &&
               Lara_FloorFront(g, item, left, 256) >= -LARA_STEPUP_HEIGHT) {
        item->goal_state = LS_LEFT_JUMP;
        l->move_angle = left;
    } else if (held(g, INPUT_RIGHT) &&
               Lara_FloorFront(g, item, right, 256) >= -LARA_STEPUP_HEIGHT) {
        item->goal_state = LS_RIGHT_JUMP;
        l->move_angle = right;
    } else if (held(g, INPUT_BACK) &&
               Lara_FloorFront(g, item, back, 256) >= -LARA_STEPUP_HEIGHT) {
        item->goal_state = LS_BACK_JUMP;
        l->move_angle = back;
    }
    fall_faster(item);
}

void LaraState_Back(Game *g, Item *item, CollInfo *coll)
{
    if (dead(item, LS_STOP))
        return;
    /* Wading (TR2) she can only walk back. */
    bool slow = held(g, INPUT_WALK) || g->lara.water_status == LWS_WADE;
    item->goal_state = held(g, INPUT_BACK) && slow ? LS_BACK : LS_STOP;
    Lara_Steer(g, LARA_SLOW_TURN);
}

void LaraState_Null(Game *g, Item *item, CollInfo *coll)
{
    no_push(coll);
}

void LaraState_FastTurn(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    if (dead(item, LS_STOP))
        return;
    /* The direction is whichever way she was already turning. */
    if (l->turn_rate >= 0) {
        l->turn_rate = LARA_FAST_TURN;
        if (!held(g, INPUT_RIGHT))
            item->goal_state = LS_STOP;
    } else {
        l->turn_rate = -LARA_FAST_TURN;
        if (!held(g, INPUT_LEFT))
            item->goal_state = LS_STOP;
    }
}

/* Side steps last while their key is held. */
static void side_step(Game *g, Item *item, InputWord key)
{
    if (dead(item, LS_STOP))
        return;
    if (!held(g, key))
        item->goal_state = LS_STOP;
    Lara_Steer(g, LARA_SLOW_TURN);
}

void LaraState_StepRight(Game *g, Item *item, CollInfo *coll)
{
    side_step(g, item, INPUT_STEP_RIGHT);
}

void LaraState_StepLeft(Game *g, Item *item, CollInfo *coll)
{
    side_step(g, item, INPUT_STEP_LEFT);
}

void LaraState_Hit(Game *g, Item *item, CollInfo *coll)
{
}

void LaraState_Slide(Game *g, Item *item, CollInfo *coll)
{
    g->camera.flags = CAM_FLAG_NO_CHUNKY;
    g->camera.target_elevation = -DEG(45);
    if (held(g, INPUT_JUMP))
        item->goal_state = LS_FORWARD_JUMP;
}

void LaraState_BackJump(Game *g, Item *item, CollInfo *coll)
{
    g->camera.target_angle = DEG(135);
    if (item->fall_speed > LARA_FASTFALL_SPEED)
        item->goal_state = LS_FAST_FALL;
    else if (item->goal_state == LS_RUN)
        item->goal_state = LS_STOP;
}

void LaraState_RightJump(Game *g, Item *item, CollInfo *coll)
{
    fall_faster(item);
}

void LaraState_LeftJump(Game *g, Item *item, CollInfo *coll)
{
    fall_faster(item);
}

void LaraState_UpJump(Game *g, Item *item, CollInfo *coll)
{
    fall_faster(item);
}

void LaraState_FallBack(Game *g, Item *item, CollInfo *coll)
{
    fall_faster(item);
    if (held(g, INPUT_ACTION) && g->lara.gun_status == LGS_ARMLESS)
        item->goal_state = LS_REACH;
}

void LaraState_HangLeft(Game *g, Item *item, CollInfo *coll)
{
    hang_camera(g, coll);
    if (!held(g, INPUT_LEFT) && !held(g, INPUT_STEP_LEFT))
        item->goal_state = LS_HANG;
}

void LaraState_HangRight(Game *g, Item *item, CollInfo *coll)
{
    hang_camera(g, coll);
    if (!held(g, INPUT_RIGHT) && !held(g, INPUT_STEP_RIGHT))
        item->goal_state = LS_HANG;
}

void LaraState_SlideBack(Game *g, Item *item, CollInfo *coll)
{
    if (held(g, INPUT_JUMP))
        item->goal_state = LS_BACK_JUMP;
}

/* Block pushing and pulling: the camera swings round to watch. */
static void block_camera(Game *g, CollInfo *coll)
{
    no_push(coll);
    g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
    g->camera.target_angle = DEG(35);
    g->camera.target_elevation = -DEG(25);
}

void LaraState_PushBlock(Game *g, Item *item, CollInfo *coll)
{
    block_camera(g, coll);
}

void LaraState_PullBlock(Game *g, Item *item, CollInfo *coll)
{
    block_camera(g, coll);
}

void LaraState_PpReady(Game *g, Item *item, CollInfo *coll)
{
    no_push(coll);
    g->camera.target_angle = DEG(75);
    if (!held(g, INPUT_ACTION))
        item->goal_state = LS_STOP;
}

void LaraState_Pickup(Game *g, Item *item, CollInfo *coll)
{
    no_push(coll);
    g->camera.target_angle = -DEG(130);
    g->camera.target_elevation = -DEG(15);
    g->camera.target_distance = 1024;
}

/* Switches, keys and puzzle pieces: the camera looks from the side. */
static void use_camera(Game *g, CollInfo *coll, int16_t angle)
{
    no_push(coll);
    g->camera.target_angle = angle;
    g->camera.target_elevation = -DEG(25);
    g->camera.target_distance = 1024;
}

void LaraState_SwitchOn(Game *g, Item *item, CollInfo *coll)
{
    use_camera(g, coll, DEG(80));
}

void LaraState_SwitchOff(Game *g, Item *item, CollInfo *coll)
{
    use_camera(g, coll, DEG(80));
}

void LaraState_UseKey(Game *g, Item *item, CollInfo *coll)
{
    use_camera(g, coll, -DEG(80));
}

void LaraState_UsePuzzle(Game *g, Item *item, CollInfo *coll)
{
    use_camera(g, coll, -DEG(80));
}

void LaraState_Roll(Game *g, Item *item, CollInfo *coll)
{
}

void LaraState_Special(Game *g, Item *item, CollInfo *coll)
{
    g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
    g->camera.target_angle = DEG(170);
    g->camera.target_elevation = -DEG(25);
}

/* Touching the Midas hand: her hands sparkle (draw stream only). */
void LaraState_UseMidas(Game *g, Item *item, CollInfo *coll)
{
    no_push(coll);
    Effect_SparkleItem(g, item, (1u << 10) | (1u << 13));
}

/* Turning to gold, a body part at a time, at fixed frames of the animation. */
void LaraState_DieMidas(Game *g, Item *item, CollInfo *coll)
{
    static const struct {
        int16_t frame;
        int8_t mesh[2];
    } steps[] = {
        {5, {MESH_FOOT_L, MESH_FOOT_R}},
        {70, {MESH_CALF_L, -1}},
        {90, {MESH_THIGH_L, -1}},
        {100, {MESH_CALF_R, -1}},
        {120, {MESH_HIPS, MESH_THIGH_R}},
        {135, {MESH_TORSO, -1}},
        {150, {MESH_UARM_L, -1}},
        {163, {MESH_LARM_L, -1}},
        {174, {MESH_HAND_L, -1}},
        {186, {MESH_UARM_R, -1}},
        {195, {MESH_LARM_R, -1}},
        {218, {MESH_HAND_R, -1}},
        {225, {MESH_HEAD, -1}},
    };
    Lara *l = &g->lara;
    item->gravity = false;
    no_push(coll);
    if (item->anim < 0 || (uint32_t)item->anim >= g->lv->num_animations)
        return;
    int frame = item->frame - g->lv->animations[item->anim].frame_start;
    for (size_t i = 0; i < sizeof(steps) / sizeof(steps[0]); i++) {
        if (steps[i].frame != frame)
            continue;
        for (int k = 0; k < 2; k++) {
            int m = steps[i].mesh[k];
            if (m < 0)
                continue;
            l->mesh_effects = (int16_t)(l->mesh_effects | (1 << m));
            l->mesh_swap[m] = LARA_EXTRA_OBJECT;
        }
    }
}

void LaraState_SwanDive(Game *g, Item *item, CollInfo *coll)
{
    coll->enable_spaz = false;
    coll->enable_baddie_push = true;
    if (item->fall_speed > LARA_FASTFALL_SPEED && item->goal_state != LS_DIVE)
        item->goal_state = LS_FAST_DIVE;
}

void LaraState_FastDive(Game *g, Item *item, CollInfo *coll)
{
    coll->enable_spaz = false;
    coll->enable_baddie_push = true;
    air_drag(item);
}

void LaraState_Gymnast(Game *g, Item *item, CollInfo *coll)
{
    no_push(coll);
}
