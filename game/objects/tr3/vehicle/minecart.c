/* TR3's mine cart (see minecart.h): getting in and out, the rider's
 * states, the cart along its track (speed, gradient, the turns and stops
 * of its track sectors), its dangers, her tick while she rides. Lara's tick
 * runs it (its rider routine); it has no item control. */
#include "game/objects/tr3/vehicle/minecart.h"

#include <stdlib.h>

#include "engine/core/serial.h"
#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/vehicle/vehicle.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/vehicle_tr3.h"

#define SFX3_SPANNER 220
#define WRENCH_FRAME 20
#define SWIPE_FIRST 12
#define SWIPE_LAST 22
#define HIT_FREEZE_FRAME 28
#define GET_OUT_SIDE 330
#define GET_OUT_HEADROOM 762
#define GET_OUT_MIN_FLOOR 512
#define AHEAD 512
#define PROBE_UP 762
#define WALL_AHEAD (-512)
#define DROP_AHEAD 576
#define THROW_UP (-1024)
#define FALL_ACCEL 1025
#define FALL_MAX 0x3F00
#define STATIC_HEIGHT 768
#define STATIC_RADIUS 100
#define START_DELAY 64
#define NO_STOP_DELAY 16
#define RUN_OVER_RADIUS 256
#define GRADIENT_LEAN 128
#define CART_RADIUS_STEP 3
#define TURN_DONE 0x3FFC
#define LARA_HIPS 0
#define OUT_DROP 640
#define SECTOR_MASK (WALL_SIZE - 1)

/* ---- helpers ------------------------------------------------------------------ */

int32_t Minecart_TrackPitch(int32_t speed)
{
    return (int32_t)(((((uint32_t)speed << 15) + 0x1000000u) >> 8) & 0xFFFFFF);
}

static void rider_switch(Game *g, Item *lara, int anim, int state)
{
    Vehicle_SwitchObjAnim(g, lara, O3_VEHICLE_ANIM, anim, 0);
    lara->current_state = lara->goal_state = (int16_t)state;
}

static bool rider_at(const Game *g, const Item *lara, int anim, int frame)
{
    return Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM) == anim && Object_AnimFrame(g, lara) == frame;
}

/* The original's mGetAngle: the heading from (x, z) to (x1, z1) less a
 * quarter turn (its arguments to the arctangent are the other way round). */
static uint16_t mine_angle(int32_t x, int32_t z, int32_t x1, int32_t z1)
{
    return (uint16_t)-Camera_Atan(x1 - x, z1 - z);
}

/* The floor at (x, y, z) from its room; *ceiling when asked. */
static int32_t floor_at(Game *g, int16_t room, int32_t x, int32_t y, int32_t z, int32_t *ceiling)
{
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    if (ceiling)
        *ceiling = World_Ceiling(&g->world, s, x, y, z);
    return h;
}

/* The floor `dist` along `ang` from it (probed 762 up), relative to it
 * (WORLD_NO_HEIGHT as it is for a wall); its ceiling into *c. */
static int32_t ahead(Game *g, const Item *it, int16_t ang, int32_t dist, int32_t *c)
{
    int32_t x = it->pos.x + ((dist * Math_Sin(ang)) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((dist * Math_Cos(ang)) >> W2V_SHIFT);
    int32_t h = floor_at(g, it->room, x, it->pos.y - PROBE_UP, z, c);
    return h == WORLD_NO_HEIGHT ? h : h - it->pos.y;
}

/* The floor under the point `side` right and `front` ahead on the tilted
 * cart. */
static int32_t test_height(Game *g, const Item *it, int32_t side, int32_t front)
{
    int32_t s = Math_Sin(it->rot.y), c = Math_Cos(it->rot.y);
    int32_t x = it->pos.x + ((side * c + front * s) >> W2V_SHIFT);
    int32_t y = it->pos.y + ((side * Math_Sin(it->rot.z)) >> W2V_SHIFT) -
                ((front * Math_Sin(it->rot.x)) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((front * c - side * s) >> W2V_SHIFT);
    return floor_at(g, it->room, x, y, z, NULL);
}

/* ---- getting in ------------------------------------------------------------------- */

static bool can_get_in(Game *g, int item, Item *lara, CollInfo *coll)
{
    Item *it = &g->sim->items[item];
    if (!(Game_Input(g) & INPUT_ACTION) || g->lara.gun_status != LGS_ARMLESS || lara->gravity ||
        !Coll_TestBoundsCollide(g, it, lara, coll->radius) || !Coll_TestCollision(g, it, lara))
        return false;
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    if (dx * dx + dz * dz > CART_GET_IN_REACH2)
        return false;
    return floor_at(g, it->room, it->pos.x, it->pos.y, it->pos.z, NULL) >= -32000;
}

static void cart_collision(Game *g, int item, Item *lara, CollInfo *coll)
{
    if (lara->hit_points < 0 || g->lara.vehicle >= 0)
        return;
    if (!can_get_in(g, item, lara, coll)) {
        Coll_ObjectCollision(g, item, lara, coll);
        return;
    }
    Item *it = &g->sim->items[item];
    g->lara.vehicle = (int16_t)item;
    Gun_VehicleDropFlare(g);
    g->lara.gun_status = LGS_HANDS_BUSY;
    int16_t bearing = (int16_t)(mine_angle(it->pos.x, it->pos.z, lara->pos.x, lara->pos.z) -
                                it->rot.y);
    bool right = bearing > -0x1FFE && bearing < 0x5FFA;
    rider_switch(g, lara, right ? CART_A_GET_IN_R : CART_A_GET_IN_L, CART_S_GET_IN);
    lara->pos = it->pos;
    lara->rot = it->rot;
    CartInfo *c = it->data;
    if (c) {
        c->flags = 0;
        c->speed = 0;
        c->y_vel = 0;
        c->gradient = 0;
    }
}

/* ---- getting out ------------------------------------------------------------------ */

/* Whether she can climb out to that side (dir < 0 left): the floor 330
 * out not steep, with 762 of headroom above the cart and between floor
 * and ceiling there. The decompiled test asks the floor's own height to
 * be more than 512 from 0 (not its step from the cart): kept as it is. */
static bool can_get_out(Game *g, const Item *it, int dir)
{
    int16_t ang = (int16_t)(dir < 0 ? it->rot.y + 0x4000 : it->rot.y - 0x4000);
    int32_t x = it->pos.x - ((GET_OUT_SIDE * Math_Sin(ang)) >> W2V_SHIFT);
    int32_t z = it->pos.z - ((GET_OUT_SIDE * Math_Cos(ang)) >> W2V_SHIFT);
    int32_t c;
    int32_t h = floor_at(g, it->room, x, it->pos.y, z, &c);
    HeightType type = g->world.height_type;
    if (type == HEIGHT_BIG_SLOPE || type == HEIGHT_DIAGONAL || h == WORLD_NO_HEIGHT ||
        abs(h) <= GET_OUT_MIN_FLOOR)
        return false;
    return c - it->pos.y <= -GET_OUT_HEADROOM && h - c >= GET_OUT_HEADROOM;
}

/* Out of the cart at the end of her climb out: standing 640 below her
 * hips' place, turned to that side. */
static void climb_out(Game *g, Item *lara, const Item *it, int dir)
{
    Vec3i p = {0, OUT_DROP, 0};
    Effect_JointAbsPosition(g, lara, &p, LARA_HIPS, NULL);
    lara->pos = p;
    lara->rot.x = lara->rot.z = 0;
    lara->rot.y = (int16_t)(it->rot.y + dir * 0x4000);
    Lara_SwitchAnim(g, lara, LARA_ANIM_STOP, 0);
    lara->current_state = lara->goal_state = LS_STOP;
    g->lara.vehicle = -1;
    g->lara.gun_status = LGS_ARMLESS;
}

/* ---- the rider's states ------------------------------------------------------------ */

static void wrench_in_hand(Game *g, CartInfo *c, bool in)
{
    g->lara.mesh_swap[LARA_MESH_HAND_R] = in ? O3_VEHICLE_ANIM : -1;
    if (in)
        c->flags |= CART_F_WRENCH;
    else
        c->flags &= ~CART_F_WRENCH;
}

/* Action swings the wrench, duck ducks, jump brakes: what the riding
 * states share; true when one of them was asked. */
static bool ride_keys(Item *lara, InputWord in, bool duck_ok)
{
    if (in & INPUT_ACTION)
        lara->goal_state = CART_S_SWIPE;
    else if (duck_ok && (in & INPUT_DUCK))
        lara->goal_state = CART_S_DUCK;
    else if (in & INPUT_JUMP)
        lara->goal_state = CART_S_BRAKE_IN;
    else
        return false;
    return true;
}

static void still_state(Game *g, Item *it, Item *lara, CartInfo *c, InputWord in)
{
    if (!(c->flags & CART_F_MOVING)) {
        Object_Sound(g, it, SFX3_MINE_CART_CLUNK_START);
        c->stop_delay = START_DELAY;
        c->flags |= CART_F_MOVING;
    }
    if ((in & INPUT_ROLL) && (c->flags & CART_F_STOPPED)) {
        if ((in & INPUT_LEFT) && can_get_out(g, it, -1)) {
            lara->goal_state = CART_S_GET_OUT;
            c->flags &= ~CART_F_OUT_R;
        } else if ((in & INPUT_RIGHT) && can_get_out(g, it, 1)) {
            lara->goal_state = CART_S_GET_OUT;
            c->flags |= CART_F_OUT_R;
        }
    }
    if (in & INPUT_DUCK)
        lara->goal_state = CART_S_DUCK;
    else if (c->speed > CART_PULLEY_SPEED)
        lara->goal_state = CART_S_MOVE;
}

static void move_state(Item *lara, CartInfo *c, InputWord in)
{
    if (ride_keys(lara, in, true))
        return;
    /* The original compares its speed (never below 2560) with 32 here:
     * only a stop takes it back to still. */
    if (c->speed == CART_PULLEY_SPEED || (c->flags & CART_F_STOPPED))
        lara->goal_state = CART_S_STILL;
    else if (c->gradient < -GRADIENT_LEAN)
        lara->goal_state = CART_S_FWD;
    else if (c->gradient > GRADIENT_LEAN)
        lara->goal_state = CART_S_BACK;
    else if (in & INPUT_LEFT)
        lara->goal_state = CART_S_LEFT;
    else if (in & INPUT_RIGHT)
        lara->goal_state = CART_S_RIGHT;
}

/* The crash states: the camera's own view; tipped over, it slides on
 * while the floor ahead is level, and once she has fallen out (animation
 * 30) she dies. */
static void tip_state(Game *g, Item *it, Item *lara, CartInfo *c)
{
    g->camera.target_elevation = CART_CAMERA_ELEVATION;
    g->camera.target_distance = CART_CAMERA_DISTANCE;
    int32_t ceiling;
    int32_t h = ahead(g, it, it->rot.y, AHEAD, &ceiling);
    if (h > -STEP_SIZE && h < STEP_SIZE) {
        if (!(g->sim->tick & 1))
            Object_Sound(g, it, SFX3_QUAD_FRONT_IMPACT);
        it->pos.x += (128 * Math_Sin(it->rot.y)) >> W2V_SHIFT;
        it->pos.z += (128 * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    } else if (Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM) == CART_A_TIP_END) {
        c->flags |= CART_F_FROZEN;
        lara->hit_points = -1;
    }
}

static void brake_state(Game *g, Item *lara, CartInfo *c, InputWord in)
{
    if (in & INPUT_DUCK) {
        lara->goal_state = CART_S_DUCK;
    } else if (!(in & INPUT_JUMP) || (c->flags & CART_F_STOPPED)) {
        lara->goal_state = CART_S_MOVE;
    } else {
        c->speed -= CART_BRAKE;
        Object_Sound(g, lara, SFX3_MINE_CART_SREECH_BRAKE);
    }
}

static void user_input(Game *g, Item *it, Item *lara, CartInfo *c)
{
    InputWord in = Game_Input(g);
    switch (lara->current_state) {
    case CART_S_GET_IN:
        if (rider_at(g, lara, CART_A_WRENCH_IN, WRENCH_FRAME) && !c->flags)
            wrench_in_hand(g, c, true);
        break;
    case CART_S_GET_OUT:
        if (Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM) == CART_A_WRENCH_OUT) {
            if (Object_AnimFrame(g, lara) == WRENCH_FRAME && (c->flags & CART_F_WRENCH))
                wrench_in_hand(g, c, false);
            lara->goal_state = (c->flags & CART_F_OUT_R) ? CART_S_GET_OUT_R : CART_S_GET_OUT_L;
        }
        break;
    case CART_S_GET_OUT_L:
    case CART_S_GET_OUT_R: {
        bool left = lara->current_state == CART_S_GET_OUT_L;
        if (Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM) == (left ? CART_A_GET_OUT_L : CART_A_GET_OUT_R) &&
            Vehicle_AtAnimEnd(g, lara))
            climb_out(g, lara, it, left ? 1 : -1);
        break;
    }
    case CART_S_STILL:
        still_state(g, it, lara, c, in);
        break;
    case CART_S_DUCK:
        if (!ride_keys(lara, in, false) && !(in & INPUT_DUCK))
            lara->goal_state = CART_S_STILL;
        break;
    case CART_S_MOVE:
        move_state(lara, c, in);
        break;
    case CART_S_RIGHT:
    case CART_S_LEFT:
        ride_keys(lara, in, true);
        if (!(in & (lara->current_state == CART_S_RIGHT ? INPUT_RIGHT : INPUT_LEFT)))
            lara->goal_state = CART_S_MOVE;
        break;
    case CART_S_BRAKE_IN:
        lara->goal_state = CART_S_BRAKE;
        break;
    case CART_S_FWD:
    case CART_S_BACK:
        if (!ride_keys(lara, in, true) &&
            (lara->current_state == CART_S_FWD ? c->gradient > -GRADIENT_LEAN
                                               : c->gradient < GRADIENT_LEAN))
            lara->goal_state = CART_S_MOVE;
        break;
    case CART_S_TIP:
        tip_state(g, it, lara, c);
        break;
    case CART_S_WALL_DEATH:
        g->camera.target_elevation = -4550;
        g->camera.target_distance = 4096;
        break;
    case CART_S_HIT:
        if (lara->hit_points <= 0 && rider_at(g, lara, CART_A_HIT, HIT_FREEZE_FRAME)) {
            c->flags = (int16_t)((c->flags & ~(CART_F_MOVING | CART_F_FROZEN)) | CART_F_FROZEN);
            it->speed = 0;
            c->speed = 0;
        }
        break;
    case CART_S_SWIPE:
        lara->goal_state = CART_S_MOVE;
        break;
    case CART_S_BRAKE:
        brake_state(g, lara, c, in);
        break;
    default:
        break;
    }
}

/* ---- its dangers -------------------------------------------------------------------- */

/* The wrench swung at a track switch (ANIMATING_2 standing at its first
 * frame, on frames 12..22 of her swipe) works it: its sector's triggers
 * run as a heavy's. Never run over. */
static bool meet(Game *g, Item *it, Item *cart)
{
    if (it->object_id != O3_ANIMATING_2)
        return false;
    Item *lara = Game_LaraItem(g);
    int frame = Object_AnimFrame(g, lara);
    if (it->anim >= 0 && it->frame == g->lv->animations[it->anim].frame_start &&
        lara->current_state == CART_S_SWIPE &&
        Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM) == CART_A_SWIPE && frame >= SWIPE_FIRST &&
        frame <= SWIPE_LAST) {
        Object_Sound(g, it, SFX3_SPANNER);
        floor_at(g, it->room, it->pos.x, it->pos.y, it->pos.z, NULL);
        Game_TestTriggers(g, g->world.trigger_index, true);
        it->frame++;
    }
    (void)cart;
    return true;
}

static void crash(Game *g, Item *it, Item *lara, CartInfo *c, int anim, int state, int16_t flags)
{
    rider_switch(g, lara, anim, state);
    c->flags = flags;
    it->speed = 0;
    c->speed = 0;
}

/* After her states: a fast lean tips it, a wall ahead kills her, a static
 * mesh hurts her, a drop ahead throws it up; creatures are run over. */
static void dangers(Game *g, Item *it, Item *lara, CartInfo *c)
{
    if (lara->current_state == CART_S_TIP || lara->current_state == CART_S_WALL_DEATH ||
        lara->hit_points <= 0)
        return;
    if (it->rot.z > CART_TIP_ROLL || it->rot.z < -CART_TIP_ROLL) {
        crash(g, it, lara, c, CART_A_TIP, CART_S_TIP,
              (int16_t)((c->flags & 0x4F) | CART_F_STOPPED | CART_F_OWN_CAMERA));
        return;
    }
    int32_t ceiling;
    int32_t h = ahead(g, it, it->rot.y, AHEAD, &ceiling);
    if (h < WALL_AHEAD) {
        crash(g, it, lara, c, CART_A_WALL_DEATH, CART_S_WALL_DEATH,
              (int16_t)((c->flags & ~(CART_F_MOVING | CART_F_STOPPED | CART_F_OWN_CAMERA)) |
                        CART_F_STOPPED | CART_F_OWN_CAMERA));
        lara->hit_points = -1;
        return;
    }
    if (lara->current_state != CART_S_DUCK && lara->current_state != CART_S_HIT) {
        CollInfo coll = {0};
        coll.radius = STATIC_RADIUS;
        coll.quadrant = (uint16_t)(it->rot.y + 0x2000) / 0x4000;
        coll.old = it->pos;
        if (Coll_CollideStaticObjects(g, &coll, it->pos.x, it->pos.y, it->pos.z, it->room,
                                      STATIC_HEIGHT)) {
            rider_switch(g, lara, CART_A_HIT, CART_S_HIT);
            Effect_BloodBath(g, lara->pos.x, lara->pos.y - STATIC_HEIGHT, lara->pos.z, it->speed,
                             it->rot.y, lara->room, 3);
            int damage = 25 * ((uint16_t)c->speed >> 11);
            if (damage < 20)
                damage = 20;
            lara->hit_points = (int16_t)(lara->hit_points - damage);
            return;
        }
    }
    if (h > DROP_AHEAD && !c->y_vel)
        c->y_vel = THROW_UP;
    Vehicle_RunOver(g, it, RUN_OVER_RADIUS, O3_ANIMATING_2, meet);
}

/* ---- along the track ---------------------------------------------------------------- */

/* A turn sector (one of the two functions) starts a quarter circle round
 * a centre 3.5 sectors to that side, from the angle it is already round. */
static void start_turn(Item *it, CartInfo *c)
{
    int32_t x = it->pos.x, z = it->pos.z;
    int rot = (c->mine_left ? 4 : 0) | ((uint16_t)it->rot.y >> 14);
    int32_t near_x = x & ~SECTOR_MASK, near_z = z & ~SECTOR_MASK;
    switch (rot) {
    case 0: c->turn_x = (x + 4096) & ~SECTOR_MASK, c->turn_z = near_z; break;
    case 1: c->turn_x = near_x, c->turn_z = (z - 4096) | SECTOR_MASK; break;
    case 2: c->turn_x = (x - 4096) | SECTOR_MASK, c->turn_z = z | SECTOR_MASK; break;
    case 3: c->turn_x = x | SECTOR_MASK, c->turn_z = (z + 4096) & ~SECTOR_MASK; break;
    case 4: c->turn_x = (x - 4096) | SECTOR_MASK, c->turn_z = near_z; break;
    case 5: c->turn_x = near_x, c->turn_z = (z + 4096) & ~SECTOR_MASK; break;
    case 6: c->turn_x = (x + 4096) & ~SECTOR_MASK, c->turn_z = z | SECTOR_MASK; break;
    default: c->turn_x = x | SECTOR_MASK, c->turn_z = (z - 4096) | SECTOR_MASK; break;
    }
    int32_t ang = mine_angle(x, z, c->turn_x, c->turn_z) & 0x3FFF;
    if (rot >= 4 && ang)
        ang = 0x4000 - ang;
    c->turn_rot = it->rot.y;
    c->turn_len = ang;
    c->flags |= c->mine_left ? CART_F_TURN_L : CART_F_TURN_R;
}

/* Round the turn: its heading by how far round it is, its place on the
 * circle (nothing moves on the tick the turn ends). */
static void turn(Item *it, CartInfo *c)
{
    bool left = c->flags & CART_F_TURN_L;
    c->turn_len += CART_RADIUS_STEP * it->speed;
    if (c->turn_len > TURN_DONE) {
        it->rot.y = (int16_t)(c->turn_rot + (left ? -0x4000 : 0x4000));
        c->flags &= ~(CART_F_TURN_L | CART_F_TURN_R);
        return;
    }
    it->rot.y = (int16_t)(c->turn_rot + (left ? -c->turn_len : c->turn_len));
    int16_t deg = (int16_t)(it->rot.y & 0x3FFF);
    int32_t x, z;
    switch ((uint16_t)it->rot.y >> W2V_SHIFT) {
    case 0: x = -Math_Cos(deg), z = Math_Sin(deg); break;
    case 1: x = Math_Sin(deg), z = Math_Cos(deg); break;
    case 2: x = Math_Cos(deg), z = -Math_Sin(deg); break;
    default: x = -Math_Sin(deg), z = -Math_Cos(deg); break;
    }
    if (left)
        x = -x, z = -z;
    it->pos.x = c->turn_x + ((CART_TURN_RADIUS * x) >> W2V_SHIFT);
    it->pos.z = c->turn_z + ((CART_TURN_RADIUS * z) >> W2V_SHIFT);
}

/* Its height: on the floor (the gradient from the floor 256 ahead), or
 * in the air after a drop threw it up, landing with a bump. */
static void follow_floor(Game *g, Item *it, CartInfo *c)
{
    c->mid_pos = test_height(g, it, 0, 0);
    if (!c->y_vel) {
        c->front_pos = test_height(g, it, 0, 256);
        c->gradient = (int16_t)(c->mid_pos - c->front_pos);
        it->pos.y = c->mid_pos;
    } else if (it->pos.y > c->mid_pos) {
        if (c->y_vel > 0)
            Object_Sound(g, it, SFX3_QUAD_FRONT_IMPACT);
        it->pos.y = c->mid_pos;
        c->y_vel = 0;
    } else {
        c->y_vel = (int16_t)(c->y_vel + FALL_ACCEL > FALL_MAX ? FALL_MAX : c->y_vel + FALL_ACCEL);
        it->pos.y += c->y_vel >> 8;
    }
}

static void move_cart(Game *g, Item *it, CartInfo *c)
{
    if (c->stop_delay)
        c->stop_delay--;
    if (c->mine_left && c->mine_right && !c->stop_delay &&
        ((it->pos.x & 0x380) == 512 || (it->pos.z & 0x380) == 512)) {
        if (c->speed < CART_NO_STOP_SPEED) {
            c->flags |= CART_F_MOVING | CART_F_STOPPED;
            it->speed = 0;
            c->speed = 0;
            return;
        }
        c->stop_delay = NO_STOP_DELAY;
    }
    if (c->mine_left != c->mine_right && !c->stop_delay &&
        !(c->flags & (CART_F_TURN_L | CART_F_TURN_R)))
        start_turn(it, c);
    if (c->speed < CART_MIN_SPEED)
        c->speed = CART_MIN_SPEED;
    c->speed += -4 * c->gradient;
    it->speed = (int16_t)(c->speed >> 8);
    if (it->speed < CART_PULLEY_SPEED) {
        it->speed = CART_PULLEY_SPEED;
        if (!c->y_vel)
            Object_Sound(g, it, SFX3_MINE_CART_PULLY_LOOP);
    } else if (!c->y_vel) {
        Object_SoundPitch(g, it, SFX3_MINE_CART_TRACK_LOOP, Minecart_TrackPitch(it->speed));
    }
    if (c->flags & (CART_F_TURN_L | CART_F_TURN_R)) {
        turn(it, c);
    } else {
        it->pos.x += (it->speed * Math_Sin(it->rot.y)) >> W2V_SHIFT;
        it->pos.z += (it->speed * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    }
    follow_floor(g, it, c);
    it->rot.x = (int16_t)(c->gradient << 5);
    int32_t ang = it->rot.y & 0x3FFF;
    if (c->flags & CART_F_TURN_R)
        it->rot.z = (int16_t)(-(it->speed * ang) >> 9);
    else if (c->flags & CART_F_TURN_L)
        it->rot.z = (int16_t)((it->speed * (0x4000 - ang)) >> 9);
    else
        it->rot.z = (int16_t)(it->rot.z - (it->rot.z >> 3));
}

/* ---- her tick ---------------------------------------------------------------------- */

static bool cart_rider_control(Game *g, Item *lara)
{
    int item = g->lara.vehicle;
    Item *it = &g->sim->items[item];
    CartInfo *c = it->data;
    if (!c)
        return true;
    user_input(g, it, lara, c);
    if (g->lara.vehicle >= 0 && !(c->flags & CART_F_FROZEN)) {
        Object_Animate(g, lara);
        Vehicle_SwitchObjAnim(g, it, O3_MINECART, Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM),
                              Object_AnimFrame(g, lara));
    }
    if (g->lara.vehicle >= 0)
        dangers(g, it, lara, c);
    if (c->flags & CART_F_MOVING)
        move_cart(g, it, c);
    if (g->lara.vehicle >= 0) {
        lara->pos = it->pos;
        lara->rot = it->rot;
    }
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    /* She changes room with it while she rides (the original moves her
     * too on the tick she climbs out, when it stands still anyway). */
    if (room != it->room) {
        Sim_ItemNewRoom(g->sim, item, room);
        if (g->lara.vehicle >= 0)
            Sim_ItemNewRoom(g->sim, g->sim->lara, room);
    }
    c->mine_left = g->world.minecart_left;
    c->mine_right = g->world.minecart_right;
    Game_TestTriggers(g, g->world.trigger_index, false);
    if (!(c->flags & CART_F_OWN_CAMERA)) {
        g->camera.target_elevation = CART_CAMERA_ELEVATION;
        g->camera.target_distance = CART_CAMERA_DISTANCE;
    }
    return g->lara.vehicle >= 0;
}

/* ---- set-up and save ------------------------------------------------------------ */

static void cart_initialise(Game *g, int item)
{
    g->sim->items[item].data = Object_Alloc(g, sizeof(CartInfo));
}

static void cart_save(const Game *g, int item, SerialWriter *w)
{
    const CartInfo *c = g->sim->items[item].data;
    CartInfo z = {0};
    if (!c)
        c = &z;
    const int32_t v[] = {c->speed,    c->mid_pos,    c->front_pos,  c->turn_x,
                         c->turn_z,   c->turn_len,   c->turn_rot,   c->y_vel,
                         c->gradient, c->flags,      c->stop_delay,
                         c->mine_left | c->mine_right << 1};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        Serial_PutI32(w, v[i]);
}

static void cart_load(Game *g, int item, SerialReader *r)
{
    int32_t v[12];
    for (int i = 0; i < 12; i++)
        v[i] = Serial_GetI32(r);
    if (abs(v[0]) > 0x1000000 || v[5] < 0 || v[5] > 0x40000 || v[7] < -0x8000 || v[7] > FALL_MAX ||
        abs(v[8]) > 0x8000 || (v[9] & ~0xFF) || v[10] < 0 || v[10] > START_DELAY || (v[11] & ~3)) {
        Serial_Fail(r, "mine cart data out of range");
        return;
    }
    CartInfo *c = g->sim->items[item].data;
    if (!c)
        return;
    c->speed = v[0], c->mid_pos = v[1], c->front_pos = v[2], c->turn_x = v[3], c->turn_z = v[4];
    c->turn_len = v[5], c->turn_rot = (int16_t)v[6], c->y_vel = (int16_t)v[7];
    c->gradient = (int16_t)v[8], c->flags = (int16_t)v[9], c->stop_delay = (int16_t)v[10];
    c->mine_left = v[11] & 1, c->mine_right = v[11] & 2;
}

void MineCart_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_MINECART];
    o->initialise = cart_initialise;
    o->collision = cart_collision;
    o->rider_control = cart_rider_control;
    o->save_position = o->save_flags = o->save_anim = true;
    o->save_data = cart_save;
    o->load_data = cart_load;
}
