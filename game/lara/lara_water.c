/* Lara in water (see lara_internal.h): the water-status transitions at the
 * start of her tick, the underwater and surface handlers, and the control
 * and collision routines of the water states.
 *
 * Behaviour is the original's as the reference engine plays it with every
 * enhancement off: no underwater roll, no TR2-style swim turning, no
 * wading. A sink trigger's underwater current pulls her along the boxes
 * (water_current, the original's Lara LOT). Where the reference
 * engine's shared TR1/TR2 water code differs from the first decompilation
 * of TR1 without a switch for it, the traces decide (e.g. a side hit on the
 * surface turns her away instead of stopping her, as RANDO_TEST1_random_3
 * shows at tick 727). */
#include "game/lara/lara_internal.h"
#include "game/lara/lara_climb.h"

#include "engine/math/fixed.h"
#include "game/creature/box.h"
#include "game/lara/lara_gun.h"

#define DEG_1 182                   /* one degree in 16-bit angle units */
#define STEP_L 256                  /* a click */
#define WALL_L 1024                 /* a sector */

#define LARA_HEIGHT_UW 400          /* her collision height swimming */
#define LARA_RADIUS_UW 300
#define LARA_RADIUS_SURF 100
#define UW_MAX_SPEED 200            /* fall_speed is her swim speed in water */
#define SURF_MAX_SPEED 60
#define WATER_FRICTION 6            /* speed lost a tick gliding / treading */
#define SURF_FRICTION 4
#define SWIM_ACCEL 8
#define UW_WALL_DEFLECT (2 * DEG_1) /* pitch change off a wall, floor or ceiling */
#define SIDE_DEFLECT (5 * DEG_1)    /* yaw change off a wall at her side */
#define SWIM_PITCH_RATE (2 * DEG_1)
#define SURF_SIDE_TURN (2 * DEG_1)  /* turning while swimming back or sideways */
#define LEAN_RATE_UW (2 * LARA_LEAN_RATE)
#define LEAN_UNDO_WATER (2 * LARA_LEAN_UNDO)
#define LEAN_MAX_UW (2 * LARA_LEAN_MAX)
#define PITCH_MAX_UW (100 * DEG_1)
#define DIVE_PITCH (-45 * DEG_1)    /* nose down entering the water */
#define FAST_DIVE_PITCH (-85 * DEG_1)
#define DIVE_WAIT 10                /* ticks of jump on the surface before a dive */
#define SURF_DIVE_SPEED 80
#define HANG_ANGLE (35 * DEG_1)     /* how square to a wall she must face to climb out */
#define SLOPE_DIF 60
#define CAM_WADE_ELEVATION (-22 * DEG_1)
#define SFX_LARA_BREATH 36

/* ---- small helpers --------------------------------------------------------- */

static bool held(const Game *g, InputWord bit)
{
    return (Game_Input(g) & bit) != 0;
}

static int16_t add16(int16_t a, int32_t b)
{
    return (int16_t)(a + b);
}

static int16_t clamp16(int16_t v, int16_t lo, int16_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* Moves v toward zero by `undo`, snapping to zero inside +-undo. */
static int16_t decay(int16_t v, int16_t undo)
{
    if (v > undo)
        return (int16_t)(v - undo);
    if (v < -undo)
        return (int16_t)(v + undo);
    return 0;
}

static void zero_head(Lara *l)
{
    l->head_rot.x = l->head_rot.y = 0;
    l->torso_rot.x = l->torso_rot.y = 0;
}

static void run_control(Game *g, Item *item, CollInfo *coll)
{
    Lara_RunStateControl(g, item, coll);
}

static void run_collision(Game *g, Item *item, CollInfo *coll)
{
    Lara_RunStateCollision(g, item, coll);
}

/* Goes under from the surface: the surface-dive animation, nose down,
 * with a push of speed. */
void Lara_StartSurfaceDive(Game *g, Item *item)
{
    Lara_SwitchAnim(g, item, LARA_ANIM_SURF_DIVE, 0);
    item->current_state = LS_DIVE;
    item->goal_state = LS_SWIM;
    item->rot.x = DIVE_PITCH;
    item->fall_speed = SURF_DIVE_SPEED;
    g->lara.water_status = LWS_UNDERWATER;
}

/* Out of the water without climbing (the room she is in is dry and she is
 * not at a surface): she falls. */
static void leave_water_falling(Game *g, Item *item)
{
    Lara *l = &g->lara;
    l->water_status = LWS_ABOVE_WATER;
    Lara_SwitchAnim(g, item, LARA_ANIM_FALL_DOWN, 0);
    item->current_state = LS_FORWARD_JUMP;
    item->goal_state = LS_FORWARD_JUMP;
    item->gravity = true;
    item->speed = (int16_t)(item->fall_speed / 4);
    item->rot.x = 0;
    item->rot.z = 0;
    zero_head(l);
    /* TR1 drops whatever her hands were doing. */
    l->gun_status = LGS_ARMLESS;
}

/* ---- water-status transitions ------------------------------------------------ */

/* Falling or diving into a water room. */
void Lara_EnterWater(Game *g, Item *item)
{
    Lara *l = &g->lara;
    l->air = LARA_AIR_MAX;
    l->water_status = LWS_UNDERWATER;
    item->gravity = false;
    item->pos.y += 100;
    Coll_UpdateRoom(g, l->item, 0);
    /* (The original also silences her falling scream here: no sound
     * handle to stop yet, and sounds never feed back.) */
    if (item->current_state == LS_SWAN_DIVE) {
        /* A dive keeps its animation: the swan dive links on into the
         * underwater dive, at twice the speed. */
        item->rot.x = DIVE_PITCH;
        item->goal_state = LS_DIVE;
        Lara_Animate(g, item);
        item->fall_speed = (int16_t)(item->fall_speed * 2);
    } else if (item->current_state == LS_FAST_DIVE) {
        item->rot.x = FAST_DIVE_PITCH;
        item->goal_state = LS_DIVE;
        Lara_Animate(g, item);
        item->fall_speed = (int16_t)(item->fall_speed * 2);
    } else {
        item->rot.x = DIVE_PITCH;
        Lara_SwitchAnim(g, item, LARA_ANIM_JUMP_IN, 0);
        item->current_state = LS_DIVE;
        item->goal_state = LS_SWIM;
        item->fall_speed = (int16_t)(item->fall_speed * 3 / 2);
    }
    zero_head(l);
    /* Ten splash sprites on the surface (draw stream only) and the sound. */
    Effect_Splash(g, item);
}

void Lara_UpdateWaterStatus(Game *g, Item *item)
{
    Lara *l = &g->lara;
    bool submerged = World_RoomIsWater(&g->world, item->room);

    switch (l->water_status) {
    case LWS_ABOVE_WATER:
        if (submerged)
            Lara_EnterWater(g, item);
        break;

    case LWS_UNDERWATER: {
        if (submerged)
            break;
        int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z,
                                       item->room);
        int32_t diff = item->pos.y - wh;
        if (wh == WORLD_NO_HEIGHT || diff >= STEP_L || diff <= -STEP_L) {
            /* Swum out sideways or up into a dry room far from any surface. */
            leave_water_falling(g, item);
            item->fall_speed = 0;
            break;
        }
        /* Her head broke the surface: tread water there. The dive timer
         * starts past its trigger so a held jump does not dive her again. */
        l->water_status = LWS_SURFACE;
        Lara_SwitchAnim(g, item, LARA_ANIM_SURF_TREAD, 0);
        item->current_state = LS_SURF_TREAD;
        item->goal_state = LS_SURF_TREAD;
        item->fall_speed = 0;
        item->pos.y = wh + 1;
        item->rot.x = 0;
        item->rot.z = 0;
        l->dive_count = DIVE_WAIT + 1;
        zero_head(l);
        Coll_UpdateRoom(g, l->item, -LARA_HEIGHT / 2);
        if (g->sim->events.sound)
            g->sim->events.sound(g->sim->events.user, item, SFX_LARA_BREATH);
        break;
    }

    case LWS_SURFACE:
        /* The reference engine keeps her surface speed as her first fall
         * speed here (its shared TR1/TR2 code); she only gets here through
         * odd geometry (a dry room beside the water), never by climbing. */
        if (!submerged)
            leave_water_falling(g, item);
        break;

    default:
        break;
    }
}

/* ---- underwater current ------------------------------------------------------------ */

/* The swimming probe's verdict: a wall ahead turns her pitch away when
 * she swims steeply up or down (level, she stops), a ceiling turns it
 * down when her pitch is at least top_min_pitch, a wall at her side turns
 * her away, and a floor she went into puts her back on top of it, nose
 * up. */
void Lara_SwimDeflect(Item *item, const CollInfo *coll, int16_t top_min_pitch)
{
    switch (coll->coll_type) {
    case COLL_FRONT:
        if (item->rot.x > 35 * DEG_1)
            item->rot.x = add16(item->rot.x, UW_WALL_DEFLECT);
        else if (item->rot.x < -35 * DEG_1)
            item->rot.x = add16(item->rot.x, -UW_WALL_DEFLECT);
        else
            item->fall_speed = 0;
        break;
    case COLL_TOP:
        if (item->rot.x >= top_min_pitch)
            item->rot.x = add16(item->rot.x, -UW_WALL_DEFLECT);
        break;
    case COLL_TOP_FRONT:
        item->fall_speed = 0;
        break;
    case COLL_LEFT:
        item->rot.y = add16(item->rot.y, SIDE_DEFLECT);
        break;
    case COLL_RIGHT:
        item->rot.y = add16(item->rot.y, -SIDE_DEFLECT);
        break;
    default:
        break;
    }
    if (coll->mid.floor < 0) {
        item->pos.y += coll->mid.floor;
        item->rot.x = add16(item->rot.x, UW_WALL_DEFLECT);
    }
}

/* Lara's pathfinding limits for a current, as the original sets them up:
 * any step up or down between boxes, searched through the fly zone. */
#define CURRENT_LOT_STEP (WALL_L * 20)
#define CURRENT_LOT_FLY STEP_L

/* Her search state, made on first use (NULL: the level has no boxes or
 * memory ran out; the current then never pulls). */
static CreatureInfo *current_ai(Game *g)
{
    Lara *l = &g->lara;
    if (l->current_ai || g->lv->num_boxes == 0)
        return l->current_ai;
    CreatureInfo *c = Object_Alloc(g, sizeof(*c));
    LotNode *nodes = Object_Alloc(g, sizeof(LotNode) * (g->lv->num_boxes + 1));
    if (!c || !nodes)
        return NULL;
    c->item = -1;
    c->box = LOT_NO_BOX;
    c->lot.node = nodes;
    c->lot.step = CURRENT_LOT_STEP;
    c->lot.drop = -CURRENT_LOT_STEP;
    c->lot.fly = CURRENT_LOT_FLY;
    Lot_Clear(g, &c->lot);
    l->current_ai = c;
    return c;
}

/* No current this tick: the original forgets the search, target box
 * included (so the next sink trigger sets its target afresh). */
static void clear_current(Game *g)
{
    if (g->lara.current_ai)
        Lot_Clear(g, &g->lara.current_ai->lot);
    g->sink_box = -1;
}

/* Moves one axis towards the target by at most the current's strength. */
static int32_t pull_axis(int32_t pos, int32_t target, int32_t strength)
{
    int32_t d = target - pos;
    if (d > strength)
        return pos + strength;
    if (d < -strength)
        return pos - strength;
    return target;
}

/* A sink trigger's current carries her along the boxes towards its camera
 * (the original's water current): her box's path to the target box gives
 * the point to head for, she moves up to current_active units on each
 * axis, then the swimming probe along that move keeps her out of walls,
 * floor and ceiling. Runs before her animate step, with this tick's coll
 * limits; a path that ends short of the target box leaves her where she is
 * (after the path walk's random pick, as the original). */
static void water_current(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    CreatureInfo *c = current_ai(g);
    if (!c)
        return;
    const RoomSector *s = World_RoomSector(&g->world, item->room, item->pos.x, item->pos.z);
    c->box = s ? Box_OfSector(g, s) : LOT_NO_BOX;
    c->lot.target = g->sink_target;
    c->lot.required_box = (int16_t)g->sink_box;

    Vec3i target;
    if (Box_CalculateTarget(g, &target, item, c) == TARGET_NONE)
        return;

    int32_t strength = l->current_active;
    item->pos.x = pull_axis(item->pos.x, target.x, strength);
    item->pos.z = pull_axis(item->pos.z, target.z, strength);
    item->pos.y = pull_axis(item->pos.y, target.y, strength);
    l->current_active = 0;

    coll->facing = (int16_t)Camera_Atan(item->pos.z - coll->old.z, item->pos.x - coll->old.x);
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y + LARA_HEIGHT_UW / 2, item->pos.z,
                          item->room, LARA_HEIGHT_UW);
    /* Any ceiling turns the pull down. */
    Lara_SwimDeflect(item, coll, INT16_MIN);
    Coll_ShiftItem(item, coll);
    /* The swimming collision that follows measures from here. */
    coll->old = item->pos;
}

/* The handlers' current step (not in the fly cheat). */
void Lara_RunCurrent(Game *g, Item *item, CollInfo *coll)
{
    const struct LaraTable *t = g->rules ? g->rules->lara : NULL;
    if (t && t->water_current) {
        t->water_current(g, item, coll);
        return;
    }
    if (g->lara.current_active && g->lara.water_status != LWS_CHEAT)
        water_current(g, item, coll);
    else
        clear_current(g);
}

/* ---- the two handlers ------------------------------------------------------------ */

/* The start of both water handlers: her probe limits in the water (no
 * slopes or lava to avoid, no startle or push by creatures), measured
 * from where she is now. */
void Lara_WaterColl(Item *item, CollInfo *coll, int32_t bad_neg, int32_t bad_ceiling,
                       int32_t radius)
{
    coll->bad_pos = COLL_NO_BAD_POS;
    coll->bad_neg = bad_neg;
    coll->bad_ceiling = bad_ceiling;
    coll->old = item->pos;
    coll->radius = radius;
    coll->slopes_are_walls = false;
    coll->slopes_are_pits = false;
    coll->lava_is_pit = false;
    coll->enable_spaz = false;
    coll->enable_baddie_push = false;
}

/* The end of both water handlers, after her move: creatures, her state's
 * collision (not once she is on a vehicle), her room (judged `room_dy` below her y), guns, triggers. */
void Lara_WaterFinish(Game *g, Item *item, CollInfo *coll, int32_t room_dy)
{
    Coll_LaraBaddieCollision(g, item, coll);
    /* TR2: a vehicle she got on just now (the boat, from the surface) has
     * put her in its own animation: her state's collision waits, as the
     * original's. Never set on a TR1 level. */
    if (g->lara.vehicle < 0)
        run_collision(g, item, coll);
    Coll_UpdateRoom(g, g->lara.item, room_dy);
    Gun_Control(g);
    Lara_TestTriggers(g, item, coll->trigger, coll->climb, coll->monkey);
}

void Lara_HandleUnderwater(Game *g, Item *item, CollInfo *coll)
{
    Lara_WaterColl(item, coll, -LARA_HEIGHT_UW, LARA_HEIGHT_UW, LARA_RADIUS_UW);

    run_control(g, item, coll);

    item->rot.z = decay(item->rot.z, LEAN_UNDO_WATER);
    item->rot.x = clamp16(item->rot.x, -PITCH_MAX_UW, PITCH_MAX_UW);
    item->rot.z = clamp16(item->rot.z, -LEAN_MAX_UW, LEAN_MAX_UW);

    Lara_RunCurrent(g, item, coll);

    Lara_Animate(g, item);

    /* fall_speed is her speed along her pitch and yaw; >> 16 is the 14-bit
     * sine and a quarter of the speed, as the original. */
    int32_t speed = item->fall_speed;
    item->pos.y -= (speed * Math_Sin(item->rot.x)) >> (W2V_SHIFT + 2);
    item->pos.x += (((speed * Math_Sin(item->rot.y)) >> (W2V_SHIFT + 2)) * Math_Cos(item->rot.x)) >>
                   W2V_SHIFT;
    item->pos.z += (((speed * Math_Cos(item->rot.y)) >> (W2V_SHIFT + 2)) * Math_Cos(item->rot.x)) >>
                   W2V_SHIFT;

    /* Underwater her room is the one her feet are in. */
    Lara_WaterFinish(g, item, coll, 0);
}

/* Head and torso ease back while not looking; treading water the torso
 * follows half of the head's tilt (the original's quirk: it reads the tilt
 * into the torso's turn) and never tilts. */
static void ease_head_surface(Game *g)
{
    Lara *l = &g->lara;
    if (g->camera.type == CAM_LOOK)
        return;
    if (l->head_rot.y > -LARA_HEAD_TURN_SURF && l->head_rot.y < LARA_HEAD_TURN_SURF)
        l->head_rot.y = 0;
    else
        l->head_rot.y = (int16_t)(l->head_rot.y - l->head_rot.y / 8);
    l->torso_rot.y = (int16_t)(l->head_rot.x / 2);
    if (l->head_rot.x > -LARA_HEAD_TURN_SURF && l->head_rot.x < LARA_HEAD_TURN_SURF)
        l->head_rot.x = 0;
    else
        l->head_rot.x = (int16_t)(l->head_rot.x - l->head_rot.x / 8);
    l->torso_rot.x = 0;
}

void Lara_HandleSurface(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    g->camera.target_elevation = CAM_WADE_ELEVATION;
    Lara_WaterColl(item, coll, -100, 100, LARA_RADIUS_SURF);

    run_control(g, item, coll);

    item->rot.z = decay(item->rot.z, LEAN_UNDO_WATER);
    ease_head_surface(g);

    Lara_RunCurrent(g, item, coll);

    Lara_Animate(g, item);

    /* On the surface fall_speed drives her along her move angle (set by
     * last tick's collision: forward, back or sideways). */
    int32_t speed = item->fall_speed;
    item->pos.x += (speed * Math_Sin(l->move_angle)) >> (W2V_SHIFT + 2);
    item->pos.z += (speed * Math_Cos(l->move_angle)) >> (W2V_SHIFT + 2);

    /* Her room is judged a little below the surface, in the water. */
    Lara_WaterFinish(g, item, coll, 100);
}

/* ---- underwater control ------------------------------------------------------------- */

/* Pitch with forward / back, yaw (and a lean) with left / right. */
static void swim_turn(Game *g, Item *item)
{
    if (held(g, INPUT_FORWARD))
        item->rot.x = add16(item->rot.x, -SWIM_PITCH_RATE);
    else if (held(g, INPUT_BACK))
        item->rot.x = add16(item->rot.x, SWIM_PITCH_RATE);

    if (held(g, INPUT_LEFT)) {
        item->rot.y = add16(item->rot.y, -LARA_MED_TURN);
        item->rot.z = add16(item->rot.z, -LEAN_RATE_UW);
    } else if (held(g, INPUT_RIGHT)) {
        item->rot.y = add16(item->rot.y, LARA_MED_TURN);
        item->rot.z = add16(item->rot.z, LEAN_RATE_UW);
    }
}

static void slow_down(Item *item, int16_t by)
{
    item->fall_speed = (int16_t)(item->fall_speed - by);
    if (item->fall_speed < 0)
        item->fall_speed = 0;
}

static void speed_up(Item *item, int16_t limit)
{
    item->fall_speed = (int16_t)(item->fall_speed + SWIM_ACCEL);
    if (item->fall_speed > limit)
        item->fall_speed = limit;
}

/* Out of hit points in the water: she floats up dead (true). */
static bool water_dead(Item *item)
{
    if (item->hit_points > 0)
        return false;
    item->goal_state = LS_UW_DEATH;
    return true;
}

/* The start of the swimming states: unless dead (false), no startle and
 * the keys steer. */
static bool swim_control(Game *g, Item *item, CollInfo *coll)
{
    if (water_dead(item))
        return false;
    coll->enable_spaz = false;
    swim_turn(g, item);
    return true;
}

void LaraState_Tread(Game *g, Item *item, CollInfo *coll)
{
    if (!swim_control(g, item, coll))
        return;
    if (held(g, INPUT_JUMP))
        item->goal_state = LS_SWIM;
    slow_down(item, WATER_FRICTION);
    /* Her hands are free again once she floats still (the reference
     * engine's shared water code). */
    if (g->lara.gun_status == LGS_HANDS_BUSY)
        g->lara.gun_status = LGS_ARMLESS;
}

void LaraState_Swim(Game *g, Item *item, CollInfo *coll)
{
    if (!swim_control(g, item, coll))
        return;
    /* The fly cheat doubles the top speed. */
    speed_up(item, g->lara.water_status == LWS_CHEAT ? UW_MAX_SPEED * 2 : UW_MAX_SPEED);
    if (!held(g, INPUT_JUMP))
        item->goal_state = LS_GLIDE;
}

void LaraState_Glide(Game *g, Item *item, CollInfo *coll)
{
    if (!swim_control(g, item, coll))
        return;
    if (held(g, INPUT_JUMP))
        item->goal_state = LS_SWIM;
    slow_down(item, WATER_FRICTION);
    if (item->fall_speed <= UW_MAX_SPEED * 2 / 3)
        item->goal_state = LS_TREAD;
}

void LaraState_Dive(Game *g, Item *item, CollInfo *coll)
{
    (void)coll;
    if (held(g, INPUT_FORWARD))
        item->rot.x = add16(item->rot.x, -DEG_1);
}

void LaraState_UwDeath(Game *g, Item *item, CollInfo *coll)
{
    (void)g;
    coll->enable_spaz = false;
    item->gravity = false;
    slow_down(item, 8);
    /* She levels out as she floats up. */
    item->rot.x = decay(item->rot.x, SWIM_PITCH_RATE);
}

/* ---- surface control ---------------------------------------------------------------- */

void LaraState_SurfTread(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    slow_down(item, SURF_FRICTION);
    if (water_dead(item))
        return;
    coll->enable_spaz = false;

    if (held(g, INPUT_LOOK)) {
        Lara_LookLeftRightSurf(g);
        Lara_LookUpDownSurf(g);
        return;
    }
    if (g->camera.type == CAM_LOOK)
        g->camera.type = CAM_CHASE;

    if (held(g, INPUT_LEFT))
        item->rot.y = add16(item->rot.y, -LARA_SLOW_TURN);
    else if (held(g, INPUT_RIGHT))
        item->rot.y = add16(item->rot.y, LARA_SLOW_TURN);

    if (held(g, INPUT_FORWARD))
        item->goal_state = LS_SURF_SWIM;
    else if (held(g, INPUT_BACK))
        item->goal_state = LS_SURF_BACK;

    if (held(g, INPUT_STEP_LEFT))
        item->goal_state = LS_SURF_LEFT;
    else if (held(g, INPUT_STEP_RIGHT))
        item->goal_state = LS_SURF_RIGHT;

    /* Jump held for DIVE_WAIT ticks dives her under. */
    if (held(g, INPUT_JUMP)) {
        l->dive_count++;
        if (l->dive_count == DIVE_WAIT)
            Lara_StartSurfaceDive(g, item);
    } else {
        l->dive_count = 0;
    }
}

/* Swimming on the surface: left / right turn her by `turn`; she goes
 * back to treading water when `stop`. */
void Lara_SurfSwimControl(Game *g, Item *item, CollInfo *coll, int16_t turn, bool stop)
{
    if (water_dead(item))
        return;
    coll->enable_spaz = false;
    g->lara.dive_count = 0;
    if (held(g, INPUT_LEFT))
        item->rot.y = add16(item->rot.y, -turn);
    else if (held(g, INPUT_RIGHT))
        item->rot.y = add16(item->rot.y, turn);
    if (stop)
        item->goal_state = LS_SURF_TREAD;
    speed_up(item, SURF_MAX_SPEED);
}

void LaraState_SurfSwim(Game *g, Item *item, CollInfo *coll)
{
    Lara_SurfSwimControl(g, item, coll, LARA_SLOW_TURN, !held(g, INPUT_FORWARD) || held(g, INPUT_JUMP));
}

/* Swimming back or sideways on the surface: a slower turn, and the move
 * lasts while its key is held. */
static void surf_side_back(Game *g, Item *item, CollInfo *coll, InputWord key)
{
    Lara_SurfSwimControl(g, item, coll, SURF_SIDE_TURN, !held(g, key));
}

void LaraState_SurfBack(Game *g, Item *item, CollInfo *coll)
{
    surf_side_back(g, item, coll, INPUT_BACK);
}

void LaraState_SurfLeft(Game *g, Item *item, CollInfo *coll)
{
    surf_side_back(g, item, coll, INPUT_STEP_LEFT);
}

void LaraState_SurfRight(Game *g, Item *item, CollInfo *coll)
{
    surf_side_back(g, item, coll, INPUT_STEP_RIGHT);
}

void LaraState_WaterOut(Game *g, Item *item, CollInfo *coll)
{
    (void)item;
    coll->enable_spaz = false;
    coll->enable_baddie_push = false;
    g->camera.flags = CAM_FLAG_FOLLOW_CENTRE;
}

/* ---- collision --------------------------------------------------------------------- */

/* The swimming collision: a box LARA_HEIGHT_UW tall centred on her,
 * probed along her direction of travel (backwards when she has pitched
 * over past vertical). Walls and ceilings turn her pitch or yaw away. */
static void swim_collision(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    if (item->rot.x < -ANGLE_90 || item->rot.x > ANGLE_90)
        l->move_angle = add16(item->rot.y, ANGLE_180);
    else
        l->move_angle = item->rot.y;
    coll->facing = l->move_angle;
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y + LARA_HEIGHT_UW / 2, item->pos.z,
                          item->room, LARA_HEIGHT_UW);
    Coll_ShiftItem(item, coll);

    if (coll->coll_type == COLL_CLAMP) {
        item->pos = coll->old;
        item->fall_speed = 0;
        return;
    }
    /* A ceiling turns her down unless she already dives steeply. */
    Lara_SwimDeflect(item, coll, DIVE_PITCH);
}

/* Action against the pool edge, facing it squarely, with the edge no
 * higher than her reach: she climbs out. True if she does. */
static bool test_climb_out(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    if (coll->coll_type != COLL_FRONT || !held(g, INPUT_ACTION))
        return false;
    int32_t side_dif = coll->left.floor - coll->right.floor;
    if (side_dif >= SLOPE_DIF || side_dif <= -SLOPE_DIF)
        return false;
    if (coll->front.ceiling > 0 || coll->mid.ceiling > -LARA_STEPUP_HEIGHT)
        return false;
    /* Only swimming forward (not back or sideways into the edge). */
    if (item->rot.y != l->move_angle)
        return false;

    /* The edge relative to her feet at the bottom of her surface box. TR1
     * has one climb-out animation, made for edges from two clicks above
     * the water down to just under it. */
    int32_t hdif = coll->front.floor + LARA_HEIGHT_SURF;
    if (hdif < -2 * STEP_L || hdif > 100)
        return false;
    int16_t angle;
    if (!Lara_FacingAxis(item->rot.y, HANG_ANGLE, &angle))
        return false;

    item->pos.y += hdif - 5;
    Coll_UpdateRoom(g, l->item, -LARA_HEIGHT / 2);
    /* Against the edge of the sector she faces, her radius back from it. */
    switch (angle) {
    case 0:
        item->pos.z = (item->pos.z & -WALL_L) + WALL_L + LARA_RADIUS;
        break;
    case ANGLE_90:
        item->pos.x = (item->pos.x & -WALL_L) + WALL_L + LARA_RADIUS;
        break;
    case -ANGLE_180:
        item->pos.z = (item->pos.z & -WALL_L) - LARA_RADIUS;
        break;
    default: /* -ANGLE_90 */
        item->pos.x = (item->pos.x & -WALL_L) - LARA_RADIUS;
        break;
    }

    Lara_SwitchAnim(g, item, LARA_ANIM_SURF_CLIMB, 0);
    item->current_state = LS_WATER_OUT;
    item->goal_state = LS_STOP;
    item->rot.x = 0;
    item->rot.y = angle;
    item->rot.z = 0;
    item->gravity = false;
    item->fall_speed = 0;
    item->speed = 0;
    l->gun_status = LGS_HANDS_BUSY;
    l->water_status = LWS_ABOVE_WATER;
    return true;
}

/* The surface collision: her box hangs LARA_HEIGHT_SURF below the
 * surface. A side hit turns her away, anything else stops her where she
 * was; drifting off the surface (water gone from under her) dives her;
 * otherwise she may climb out. */
static void surface_collision(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    coll->facing = l->move_angle;
    Coll_GetCollisionInfo(g, coll, item->pos.x, item->pos.y + LARA_HEIGHT_SURF, item->pos.z,
                          item->room, LARA_HEIGHT_SURF);
    Coll_ShiftItem(item, coll);

    if (coll->coll_type == COLL_LEFT) {
        item->rot.y = add16(item->rot.y, SIDE_DEFLECT);
    } else if (coll->coll_type == COLL_RIGHT) {
        item->rot.y = add16(item->rot.y, -SIDE_DEFLECT);
    } else if (coll->coll_type != COLL_NONE ||
               (coll->mid.floor < 0 && coll->mid.type == HEIGHT_BIG_SLOPE)) {
        item->fall_speed = 0;
        item->pos = coll->old;
    }

    int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, item->room);
    if (wh - item->pos.y <= -100) {
        Lara_StartSurfaceDive(g, item);
        return;
    }
    test_climb_out(g, item, coll);
}

void LaraCol_Tread(Game *g, Item *item, CollInfo *coll)
{
    swim_collision(g, item, coll);
}

void LaraCol_Swim(Game *g, Item *item, CollInfo *coll)
{
    swim_collision(g, item, coll);
}

void LaraCol_Glide(Game *g, Item *item, CollInfo *coll)
{
    swim_collision(g, item, coll);
}

void LaraCol_Dive(Game *g, Item *item, CollInfo *coll)
{
    swim_collision(g, item, coll);
}

void LaraCol_UwDeath(Game *g, Item *item, CollInfo *coll)
{
    Lara *l = &g->lara;
    item->hit_points = -1;
    l->air = -1;
    l->gun_status = LGS_HANDS_BUSY;
    /* The body floats up to just under the surface. */
    int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, item->room);
    if (wh != WORLD_NO_HEIGHT && wh < item->pos.y - 100)
        item->pos.y -= 5;
    swim_collision(g, item, coll);
}

void LaraCol_SurfSwim(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    /* Swimming forward a low edge (up to a step and a half) stops her. */
    coll->bad_neg = -LARA_STEPUP_HEIGHT;
    surface_collision(g, item, coll);
}

void LaraCol_SurfTread(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    surface_collision(g, item, coll);
}

void LaraCol_SurfBack(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = add16(item->rot.y, -ANGLE_180);
    surface_collision(g, item, coll);
}

void LaraCol_SurfLeft(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = add16(item->rot.y, -ANGLE_90);
    surface_collision(g, item, coll);
}

void LaraCol_SurfRight(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = add16(item->rot.y, ANGLE_90);
    surface_collision(g, item, coll);
}

/* Climbing out is an animation on dry land: the plain standing probe,
 * nothing settles her until it ends. */
void LaraCol_WaterOut(Game *g, Item *item, CollInfo *coll)
{
    g->lara.move_angle = item->rot.y;
    coll->bad_pos = LARA_STEPUP_HEIGHT;
    coll->bad_neg = -LARA_STEPUP_HEIGHT;
    coll->bad_ceiling = 0;
    coll->slopes_are_pits = true;
    coll->slopes_are_walls = true;
    Lara_GetCollisionInfo(g, item, coll);
}
