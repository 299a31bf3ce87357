/* TR3's rubber boat (see rubber_boat.h), as the original's boat.cpp. Like
 * TR2's boat its item carries its own movement and, while Lara rides it,
 * hers: her above-water tick only runs her guns (it has no rider routine),
 * and the boat's control puts her where it is and copies her rider
 * animation onto its own. */
#include "game/objects/tr3/vehicle/rubber_boat.h"

#include <stdlib.h>

#include "engine/core/serial.h"
#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/effects/effect.h"
#include "game/effects/wake_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/vehicle/vehicle.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/vehicle_tr3.h"

#define BOAT_SHIFT_Y 5 /* the hull rides this far up out of the water */
#define BOAT_SIDE 300
#define BOAT_FRONT 750
#define BOAT_TIP 1000
#define BOAT_RADIUS 500
#define BOAT_GET_ON_REACH 512 /* her forward offset from its centre */
#define BOAT_LAND_STEP (STEP_SIZE / 2)
#define BOAT_CRASH_SPEED 115
#define BOAT_SLIP_KEEP 120
#define BOAT_GRAVITY 6
#define BOAT_EXIT_DISTANCE 360
#define BOAT_EXIT_RISE 90
#define BOAT_EXIT_SPEED 20
#define BOAT_EXIT_FALL_SPEED (-40)
#define BOAT_GET_OFF_HEADROOM 762
#define BOAT_MOVING_NOTE 8
#define LARA_ANIM_JUMP_FORWARD 77
#define DEG_45 0x2000
#define DEG_135 0x6000

enum { GET_ON_NONE, GET_ON_RIGHT_SIDE, GET_ON_LEFT_SIDE, GET_ON_JUMP, GET_ON_HERE };

typedef struct {
    int32_t turn;
    int32_t left_fallspeed, right_fallspeed;
    int32_t tilt;
    int32_t extra_rotation;
    int32_t water;
    int32_t pitch;
    int16_t prop_rot; /* the propeller's spin (drawing) */
} RBoatInfo;

/* ---- helpers ------------------------------------------------------------------ */

static int32_t height_at(Game *g, int32_t x, int32_t y, int32_t z, int16_t *room)
{
    const RoomSector *s = World_Sector(&g->world, x, y, z, room);
    return World_Height(&g->world, s, x, y, z);
}

/* The point `front` ahead and `side` to the right on the tilted hull into
 * *pos; the water surface there less 5 (the floor where it is dry). */
static int32_t test_water_height(Game *g, const Item *it, int32_t front, int32_t side, Vec3i *pos)
{
    int32_t s = Math_Sin(it->rot.y), c = Math_Cos(it->rot.y);
    pos->x = it->pos.x + ((side * c + front * s) >> W2V_SHIFT);
    pos->y = it->pos.y + ((side * Math_Sin(it->rot.z)) >> W2V_SHIFT) -
             ((front * Math_Sin(it->rot.x)) >> W2V_SHIFT);
    pos->z = it->pos.z + ((front * c - side * s) >> W2V_SHIFT);
    int16_t room = it->room;
    World_Sector(&g->world, pos->x, pos->y, pos->z, &room);
    int32_t h = World_WaterHeight(&g->world, pos->x, pos->y, pos->z, room);
    if (h == WORLD_NO_HEIGHT) {
        h = height_at(g, pos->x, pos->y, pos->z, &room);
        if (h == WORLD_NO_HEIGHT)
            return h;
    }
    return h - BOAT_SHIFT_Y;
}

static void rider_switch(Game *g, Item *lara, int anim, int state)
{
    Vehicle_SwitchObjAnim(g, lara, O3_VEHICLE_ANIM, anim, 0);
    lara->current_state = lara->goal_state = (int16_t)state;
}

/* ---- getting on ------------------------------------------------------------------ */

static int check_get_on(Game *g, int index, const CollInfo *coll)
{
    if (g->lara.gun_status != LGS_ARMLESS)
        return GET_ON_NONE;
    Item *boat = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    int32_t dist = ((lara->pos.z - boat->pos.z) * Math_Cos(-boat->rot.y) -
                    (lara->pos.x - boat->pos.x) * Math_Sin(-boat->rot.y)) >>
                   W2V_SHIFT;
    if (dist > BOAT_GET_ON_REACH)
        return GET_ON_NONE;
    int get_on = GET_ON_NONE;
    int16_t rot = (int16_t)(boat->rot.y - lara->rot.y);
    int16_t ws = g->lara.water_status;
    if (ws == LWS_SURFACE || ws == LWS_WADE) {
        if (!(Game_Input(g) & INPUT_ACTION) || lara->gravity || boat->speed)
            return GET_ON_NONE;
        if (rot > DEG_45 && rot < DEG_135)
            get_on = GET_ON_RIGHT_SIDE;
        else if (rot > -DEG_135 && rot < -DEG_45)
            get_on = GET_ON_LEFT_SIDE;
    } else if (ws == LWS_ABOVE_WATER) {
        if (lara->fall_speed > 0) {
            if (lara->pos.y + BOAT_GET_ON_REACH > boat->pos.y)
                get_on = GET_ON_JUMP;
        } else if (lara->fall_speed == 0 && rot > -DEG_135 && rot < DEG_135) {
            bool here = lara->pos.x == boat->pos.x && lara->pos.y == boat->pos.y &&
                        lara->pos.z == boat->pos.z;
            get_on = here ? GET_ON_HERE : GET_ON_JUMP;
        }
    }
    if (get_on == GET_ON_NONE)
        return GET_ON_NONE;
    if (!Coll_TestBoundsCollide(g, boat, lara, coll->radius) || !Coll_TestCollision(g, boat, lara))
        return GET_ON_NONE;
    return get_on;
}

static void boat_collision(Game *g, int index, Item *lara, CollInfo *coll)
{
    if (lara->hit_points < 0 || g->lara.vehicle >= 0)
        return;
    int get_on = check_get_on(g, index, coll);
    if (get_on == GET_ON_NONE) {
        coll->enable_baddie_push = true;
        Coll_ObjectCollision(g, index, lara, coll);
        return;
    }
    g->lara.vehicle = (int16_t)index;
    static const int k_anim[] = {
        [GET_ON_RIGHT_SIDE] = RBOAT_A_GET_ON_RIGHT,
        [GET_ON_LEFT_SIDE] = RBOAT_A_GET_ON_LEFT,
        [GET_ON_JUMP] = RBOAT_A_GET_ON_JUMP,
        [GET_ON_HERE] = RBOAT_A_GET_ON_HERE,
    };
    g->lara.water_status = LWS_ABOVE_WATER;
    Item *boat = &g->sim->items[index];
    lara->pos.x = boat->pos.x;
    lara->pos.y = boat->pos.y - BOAT_SHIFT_Y;
    lara->pos.z = boat->pos.z;
    lara->rot.x = lara->rot.z = 0;
    lara->rot.y = boat->rot.y;
    lara->gravity = false;
    lara->speed = lara->fall_speed = 0;
    rider_switch(g, lara, k_anim[get_on], RBOAT_S_GET_ON);
    if (lara->room != boat->room)
        Sim_ItemNewRoom(g->sim, g->lara.item, boat->room);
    Object_Animate(g, lara);
    if (boat->status != ITEM_STATUS_ACTIVE) {
        Object_AddActive(g, index);
        boat->status = ITEM_STATUS_ACTIVE;
    }
}

/* ---- movement ------------------------------------------------------------------ */

/* The first other boat in its room keeps it a boat's length away (one on
 * top of it, a division by zero in the original, leaves it be). */
static void push_by_boats(Game *g, int index)
{
    Item *boat = &g->sim->items[index];
    const int32_t reach2 = (BOAT_RADIUS * 2) * (BOAT_RADIUS * 2);
    int n = g->sim->room_items[boat->room];
    for (uint32_t guard = 0; n != ITEM_NONE && guard <= g->sim->num_items; guard++) {
        Item *it = &g->sim->items[n];
        if (it->object_id == O3_BOAT && n != index && g->lara.vehicle != n) {
            int32_t dx = it->pos.x - boat->pos.x, dz = it->pos.z - boat->pos.z;
            int32_t d2 = dx * dx + dz * dz;
            if (d2 < reach2 && d2) {
                boat->pos.x = it->pos.x - (int32_t)((int64_t)reach2 * dx / d2);
                boat->pos.z = it->pos.z - (int32_t)((int64_t)reach2 * dz / d2);
            }
            return;
        }
        n = it->next_item;
    }
}

/* The original's DoBoatDynamics: a point following the water, falling
 * under gravity above it, pulled up (damped) below it. */
static int32_t float_point(int32_t height, int32_t fall_speed, int32_t *y)
{
    if (height <= *y) {
        fall_speed += (height - fall_speed - *y) >> 3;
        if (*y > height)
            *y = height;
        return fall_speed;
    }
    *y += fall_speed;
    if (*y <= height)
        return fall_speed + BOAT_GRAVITY;
    *y = height;
    return 0;
}

/* Slides sideways down its roll and back down its pitch; the last slip. */
static int32_t slip(Item *boat)
{
    int32_t s = (Math_Sin(boat->rot.z) * 30) >> W2V_SHIFT;
    if (!s && boat->rot.z)
        s = boat->rot.z <= 0 ? -1 : 1;
    boat->pos.x += (s * Math_Cos(boat->rot.y)) >> W2V_SHIFT;
    boat->pos.z -= (s * Math_Sin(boat->rot.y)) >> W2V_SHIFT;
    s = (Math_Sin(boat->rot.x) * 10) >> W2V_SHIFT;
    if (!s && boat->rot.x)
        s = boat->rot.x <= 0 ? -1 : 1;
    boat->pos.x -= (s * Math_Sin(boat->rot.y)) >> W2V_SHIFT;
    boat->pos.z -= (s * Math_Cos(boat->rot.y)) >> W2V_SHIFT;
    return s;
}

/* Its new speed after land or a slip moved it: what it kept along its
 * heading; a crash above 115 hurts her by its speed and halves both. */
static void new_speed(Game *g, int index, Item *boat, const Vec3i *old, int32_t slipped)
{
    int32_t speed = ((boat->pos.x - old->x) * Math_Sin(boat->rot.y) +
                     (boat->pos.z - old->z) * Math_Cos(boat->rot.y)) >>
                    W2V_SHIFT;
    if (g->lara.vehicle == index && boat->speed > BOAT_CRASH_SPEED && speed < boat->speed - 10) {
        Item *lara = Game_LaraItem(g);
        lara->hit_points = (int16_t)(lara->hit_points - boat->speed);
        lara->hit_status = true;
        Object_Sound(g, lara, SFX3_LARA_INJURY);
        speed >>= 1;
        boat->speed >>= 1;
    }
    if (slipped) {
        if (boat->speed <= BOAT_SLIP_KEEP)
            boat->speed = (int16_t)speed;
    } else if ((boat->speed > 0 && speed < boat->speed) || (boat->speed < 0 && speed > boat->speed)) {
        boat->speed = (int16_t)speed;
    }
    if (boat->speed < RBOAT_MAX_BACK)
        boat->speed = RBOAT_MAX_BACK;
}

static int boat_dynamics(Game *g, int index)
{
    Item *boat = &g->sim->items[index];
    RBoatInfo *d = boat->data;
    boat->rot.z = (int16_t)(boat->rot.z - d->tilt);
    enum { FL, FR, BL, BR, TIP, CORNERS };
    static const int32_t k_front[CORNERS] = {BOAT_FRONT, BOAT_FRONT, -BOAT_FRONT, -BOAT_FRONT, BOAT_TIP};
    static const int32_t k_side[CORNERS] = {-BOAT_SIDE, BOAT_SIDE, -BOAT_SIDE, BOAT_SIDE, 0};
    Vec3i old_pt[CORNERS];
    for (int i = 0; i < CORNERS; i++) {
        int32_t h = test_water_height(g, boat, k_front[i], k_side[i], &old_pt[i]);
        if (old_pt[i].y > h)
            old_pt[i].y = h;
    }
    Vec3i old = boat->pos;
    boat->rot.y = (int16_t)(boat->rot.y + d->extra_rotation + d->turn);
    d->tilt = (int16_t)(d->turn * 6);
    boat->pos.x += (boat->speed * Math_Sin(boat->rot.y)) >> W2V_SHIFT;
    boat->pos.z += (boat->speed * Math_Cos(boat->rot.y)) >> W2V_SHIFT;
    d->prop_rot = (int16_t)(d->prop_rot + (boat->speed < 0 ? 6006 : 546 * boat->speed + 364));
    int32_t slipped = slip(boat);
    Vec3i moved = {boat->pos.x, 0, boat->pos.z};
    push_by_boats(g, index);

    /* Back corners first, then the front (the original's order); the bow's
     * tip pushes (but turns nothing) only when it did not pitch. */
    static const int k_order[4] = {BL, BR, FL, FR};
    int32_t shift = 0;
    for (int k = 0; k < 4; k++) {
        int i = k_order[k];
        Vec3i p;
        if (test_water_height(g, boat, k_front[i], k_side[i], &p) < old_pt[i].y - BOAT_LAND_STEP)
            shift += Vehicle_DoShift(g, boat, &p, &old_pt[i]);
    }
    if (!slipped) {
        Vec3i p;
        if (test_water_height(g, boat, BOAT_TIP, 0, &p) < old_pt[TIP].y - BOAT_LAND_STEP)
            Vehicle_DoShift(g, boat, &p, &old_pt[TIP]);
    }
    int16_t room = boat->room;
    const RoomSector *s = World_Sector(&g->world, boat->pos.x, boat->pos.y, boat->pos.z, &room);
    int32_t h = World_WaterHeight(&g->world, boat->pos.x, boat->pos.y, boat->pos.z, room);
    if (h == WORLD_NO_HEIGHT)
        h = World_Height(&g->world, s, boat->pos.x, boat->pos.y, boat->pos.z);
    if (h < boat->pos.y - BOAT_LAND_STEP) {
        Vec3i here = boat->pos;
        Vehicle_DoShift(g, boat, &here, &old);
    }
    d->extra_rotation = (int16_t)shift;
    int collide = Vehicle_GetCollisionAnim(boat, moved);
    if (slipped || collide)
        new_speed(g, index, boat, &old, slipped);
    return collide;
}

/* ---- her controls ------------------------------------------------------------------ */

static bool steer_left(InputWord in)
{
    bool jump = in & INPUT_JUMP;
    return ((in & (INPUT_STEP_LEFT | INPUT_LEFT)) && !jump) ||
           ((in & (INPUT_STEP_RIGHT | INPUT_RIGHT)) && jump);
}

static bool steer_right(InputWord in)
{
    bool jump = in & INPUT_JUMP;
    return ((in & (INPUT_STEP_RIGHT | INPUT_RIGHT)) && !jump) ||
           ((in & (INPUT_STEP_LEFT | INPUT_LEFT)) && jump);
}

static void throttle(Item *boat, InputWord in)
{
    const InputWord sides = INPUT_STEP_RIGHT | INPUT_RIGHT | INPUT_STEP_LEFT | INPUT_LEFT;
    if (in & INPUT_JUMP) {
        if (boat->speed > 0)
            boat->speed -= 5;
        else if (boat->speed > RBOAT_MAX_BACK)
            boat->speed -= 2;
    } else if (in & INPUT_ACTION) {
        int32_t max = (in & INPUT_SPRINT) ? RBOAT_FAST_SPEED
                      : (in & INPUT_WALK) ? RBOAT_SLOW_SPEED
                                          : RBOAT_MAX_SPEED;
        if (boat->speed < max)
            boat->speed = (int16_t)(5 * boat->speed / (2 * max) + boat->speed + 2);
        else if (boat->speed > max + 1)
            boat->speed--;
    } else if (boat->speed >= 0 && boat->speed < RBOAT_MIN_SPEED && (in & sides)) {
        if (!boat->speed && !(in & INPUT_ROLL))
            boat->speed = RBOAT_MIN_SPEED;
    } else if (boat->speed > 1) {
        boat->speed--;
    } else {
        boat->speed = 0;
    }
}

/* True when she did not steer (the rudder then eases off). */
static bool user_control(Game *g, Item *boat, RBoatInfo *d)
{
    if (boat->pos.y < d->water - STEP_SIZE / 2 || d->water == WORLD_NO_HEIGHT)
        return true;
    InputWord in = Game_Input(g);
    const InputWord sides = INPUT_STEP_RIGHT | INPUT_RIGHT | INPUT_STEP_LEFT | INPUT_LEFT;
    if ((in & (INPUT_ROLL | INPUT_LOOK)) && !boat->speed) {
        if (!(in & sides))
            boat->speed = 0;
        else if (!(in & INPUT_ROLL))
            boat->speed = RBOAT_MIN_SPEED;
        if ((in & INPUT_LOOK) && !boat->speed)
            Lara_LookUpDown(g);
        return true;
    }
    bool no_turn = true;
    if (steer_left(in)) {
        if (d->turn > 0) {
            d->turn -= RBOAT_UNDO_TURN;
        } else {
            d->turn -= RBOAT_TURN;
            if (d->turn < -RBOAT_MAX_TURN)
                d->turn = -RBOAT_MAX_TURN;
        }
        no_turn = false;
    } else if (steer_right(in)) {
        if (d->turn < 0) {
            d->turn += RBOAT_UNDO_TURN;
        } else {
            d->turn += RBOAT_TURN;
            if (d->turn > RBOAT_MAX_TURN)
                d->turn = RBOAT_MAX_TURN;
        }
        no_turn = false;
    }
    throttle(boat, in);
    return no_turn;
}

/* Room to jump off to one side: firm floor a sector out no more than half
 * a sector above it, with headroom. As the original it is handed an angle
 * where it wants a side: non-negative means the right. */
static bool can_get_off(Game *g, const Item *boat, int32_t lr)
{
    int16_t angle = (int16_t)(boat->rot.y + (lr >= 0 ? 0x4000 : -0x4000));
    int32_t x = boat->pos.x + ((WALL_SIZE * Math_Sin(angle)) >> W2V_SHIFT);
    int32_t y = boat->pos.y;
    int32_t z = boat->pos.z + ((WALL_SIZE * Math_Cos(angle)) >> W2V_SHIFT);
    int16_t room = boat->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    int type = g->world.height_type;
    int32_t c = World_Ceiling(&g->world, s, x, y, z);
    return h - boat->pos.y >= -WALL_SIZE / 2 && type != HEIGHT_BIG_SLOPE &&
           type != HEIGHT_DIAGONAL && c - boat->pos.y <= -BOAT_GET_OFF_HEADROOM &&
           h - c >= BOAT_GET_OFF_HEADROOM;
}

/* ---- the rider ------------------------------------------------------------------ */

static void still_or_turning(Game *g, Item *lara, const Item *boat, InputWord in)
{
    const InputWord right = INPUT_STEP_RIGHT | INPUT_RIGHT, left = INPUT_STEP_LEFT | INPUT_LEFT;
    switch (lara->current_state) {
    case RBOAT_S_STILL:
        if ((in & INPUT_ROLL) && !boat->speed) {
            if ((in & right) && can_get_off(g, boat, boat->rot.y + 0x4000))
                lara->goal_state = RBOAT_S_JUMP_R;
            else if ((in & left) && can_get_off(g, boat, boat->rot.y - 0x4000))
                lara->goal_state = RBOAT_S_JUMP_L;
        }
        if (boat->speed > 0)
            lara->goal_state = RBOAT_S_MOVING;
        break;
    case RBOAT_S_MOVING:
        if (boat->speed <= 0)
            lara->goal_state = RBOAT_S_STILL;
        else if (in & right)
            lara->goal_state = RBOAT_S_TURN_R;
        else if (in & left)
            lara->goal_state = RBOAT_S_TURN_L;
        break;
    case RBOAT_S_FALL:
        lara->goal_state = RBOAT_S_MOVING;
        break;
    case RBOAT_S_TURN_R:
        if (boat->speed <= 0)
            lara->goal_state = RBOAT_S_STILL;
        else if (!(in & right))
            lara->goal_state = RBOAT_S_MOVING;
        break;
    case RBOAT_S_TURN_L:
        if (boat->speed <= 0)
            lara->goal_state = RBOAT_S_STILL;
        else if (!(in & left))
            lara->goal_state = RBOAT_S_MOVING;
        break;
    default:
        break;
    }
}

static void rider_animation(Game *g, const Item *boat, const RBoatInfo *d, int collide)
{
    Item *lara = Game_LaraItem(g);
    if (lara->hit_points <= 0) {
        if (lara->current_state != RBOAT_S_DEATH)
            rider_switch(g, lara, RBOAT_A_DEATH, RBOAT_S_DEATH);
    } else if (boat->pos.y < d->water - STEP_SIZE / 2 && boat->fall_speed > 0) {
        if (lara->current_state != RBOAT_S_FALL)
            rider_switch(g, lara, RBOAT_A_FALL, RBOAT_S_FALL);
    } else if (collide) {
        if (lara->current_state != RBOAT_S_HIT)
            rider_switch(g, lara, collide, RBOAT_S_HIT);
    } else {
        still_or_turning(g, lara, boat, Game_Input(g));
    }
}

/* At the end of a jump off: a quarter turn to that side, into her forward
 * jump, landing 360 out unless the floor there is more than a click up. */
static void rider_jump_off(Game *g, int index)
{
    Item *lara = Game_LaraItem(g);
    int16_t st = lara->current_state;
    if ((st != RBOAT_S_JUMP_R && st != RBOAT_S_JUMP_L) || !Vehicle_AtAnimEnd(g, lara))
        return;
    lara->rot.y = (int16_t)(lara->rot.y + (st == RBOAT_S_JUMP_L ? -0x4000 : 0x4000));
    Lara_SwitchAnim(g, lara, LARA_ANIM_JUMP_FORWARD, 0);
    lara->current_state = lara->goal_state = LS_FORWARD_JUMP;
    lara->gravity = true;
    lara->fall_speed = BOAT_EXIT_FALL_SPEED;
    lara->speed = BOAT_EXIT_SPEED;
    lara->rot.x = lara->rot.z = 0;
    g->lara.vehicle = -1;
    Vec3i p = {
        lara->pos.x + ((BOAT_EXIT_DISTANCE * Math_Sin(lara->rot.y)) >> W2V_SHIFT),
        lara->pos.y - BOAT_EXIT_RISE,
        lara->pos.z + ((BOAT_EXIT_DISTANCE * Math_Cos(lara->rot.y)) >> W2V_SHIFT),
    };
    int16_t room = lara->room;
    if (height_at(g, p.x, p.y, p.z, &room) >= p.y - STEP_SIZE) {
        lara->pos.x = p.x;
        lara->pos.z = p.z;
        if (room != lara->room)
            Sim_ItemNewRoom(g->sim, g->lara.item, room);
    }
    lara->pos.y = p.y;
    Vehicle_SwitchObjAnim(g, &g->sim->items[index], O3_BOAT, 0, 0);
}

static void carry_rider(Game *g, int index, int16_t room, int collide)
{
    Item *boat = &g->sim->items[index];
    RBoatInfo *d = boat->data;
    Item *lara = Game_LaraItem(g);
    rider_animation(g, boat, d, collide);
    if (room != boat->room) {
        Sim_ItemNewRoom(g->sim, index, room);
        Sim_ItemNewRoom(g->sim, g->lara.item, room);
    }
    boat->rot.z = (int16_t)(boat->rot.z + d->tilt);
    lara->pos = boat->pos;
    lara->rot = boat->rot;
    Object_Animate(g, lara);
    if (lara->hit_points > 0)
        Vehicle_SwitchObjAnim(g, boat, O3_BOAT, Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM),
                              Object_AnimFrame(g, lara));
    g->camera.target_elevation = RBOAT_CAMERA_ELEVATION;
    g->camera.target_distance = RBOAT_CAMERA_DISTANCE;
}

/* ---- the item ------------------------------------------------------------------ */

/* Hull and bow corners follow the water; pitch and roll half way a tick. */
static void settle(Item *boat, RBoatInfo *d, Vec3i *fl, Vec3i *fr, int32_t hfl, int32_t hfr)
{
    d->left_fallspeed = float_point(hfl, d->left_fallspeed, &fl->y);
    d->right_fallspeed = float_point(hfr, d->right_fallspeed, &fr->y);
    int32_t y = boat->pos.y;
    boat->fall_speed = (int16_t)float_point(d->water, boat->fall_speed, &y);
    boat->pos.y = y;
    int32_t bow = fr->y + fl->y;
    bow = bow >= 0 ? bow >> 1 : -(abs(bow) >> 1);
    int16_t x_rot = (int16_t)Camera_Atan(BOAT_FRONT, boat->pos.y - bow);
    int16_t z_rot = (int16_t)Camera_Atan(BOAT_SIDE, bow - fl->y);
    boat->rot.x = (int16_t)(boat->rot.x + ((x_rot - boat->rot.x) >> 1));
    boat->rot.z = (int16_t)(boat->rot.z + ((z_rot - boat->rot.z) >> 1));
    if (!x_rot && abs(boat->rot.x) < 4)
        boat->rot.x = 0;
    if (!z_rot && abs(boat->rot.z) < 4)
        boat->rot.z = 0;
}

static void boat_control(Game *g, int index)
{
    Item *boat = &g->sim->items[index];
    RBoatInfo *d = boat->data;
    Item *lara = Game_LaraItem(g);
    if (!d || !lara)
        return;
    bool riding = g->lara.vehicle == index;
    int collide = boat_dynamics(g, index);
    Vec3i fl, fr;
    int32_t hfl = test_water_height(g, boat, BOAT_FRONT, -BOAT_SIDE, &fl);
    int32_t hfr = test_water_height(g, boat, BOAT_FRONT, BOAT_SIDE, &fr);
    int16_t room = boat->room;
    const RoomSector *s = World_Sector(&g->world, boat->pos.x, boat->pos.y, boat->pos.z, &room);
    int32_t h = World_Height(&g->world, s, boat->pos.x, boat->pos.y, boat->pos.z);
    if (riding) {
        Game_TestTriggers(g, g->world.trigger_index, false);
        Game_TestTriggers(g, g->world.trigger_index, true);
    }
    d->water = World_WaterHeight(&g->world, boat->pos.x, boat->pos.y, boat->pos.z, room);
    int32_t surface = d->water;

    bool drive = false, no_turn = true;
    int16_t st = lara->current_state;
    if (riding && lara->hit_points > 0) {
        if (st != RBOAT_S_GET_ON && (st <= RBOAT_S_MOVING || st > RBOAT_S_JUMP_L)) {
            drive = true;
            no_turn = user_control(g, boat, d);
        }
    } else if (boat->speed > 1) {
        boat->speed--;
    } else {
        boat->speed = 0;
    }
    if (no_turn) {
        if (d->turn < -RBOAT_UNDO_TURN)
            d->turn += RBOAT_UNDO_TURN;
        else if (d->turn > RBOAT_UNDO_TURN)
            d->turn -= RBOAT_UNDO_TURN;
        else
            d->turn = 0;
    }
    boat->floor = h - BOAT_SHIFT_Y;
    d->water = d->water == WORLD_NO_HEIGHT ? h : d->water - BOAT_SHIFT_Y;
    int32_t was_falling = boat->fall_speed;
    settle(boat, d, &fl, &fr, hfl, hfr);
    BoatLooks3_BoatSplash(g, index, was_falling - boat->fall_speed, surface);

    if (riding) {
        carry_rider(g, index, room, collide);
    } else {
        if (room != boat->room)
            Sim_ItemNewRoom(g->sim, index, room);
        boat->rot.z = (int16_t)(boat->rot.z + d->tilt);
    }
    /* The note follows the speed: unity at 110, a hundredth of the rate
     * lower for each unit below (the original's flags word
     * 25600 * pitch + 0xD50804, i.e. (0xD508 + 100 * pitch) << 8). */
    d->pitch += (boat->speed - d->pitch) >> 2;
    if (boat->speed > BOAT_MOVING_NOTE)
        Object_SoundPitch(g, boat, SFX3_BOAT_MOVING, RubberBoat_EnginePitch(d->pitch));
    else if (drive)
        Object_SoundPitch(g, boat, SFX3_BOAT_IDLE, RubberBoat_EnginePitch(d->pitch));
    if (!riding)
        return;
    rider_jump_off(g, index);
    /* its wake and mist (looks: their own streams) and the propeller's
     * bubbles (the control stream's); her state read as the original reads
     * it, a jump forward counting as jumping off */
    st = lara->current_state;
    BoatLooks3_Boat(g, index, st == RBOAT_S_JUMP_R || st == RBOAT_S_JUMP_L);
}

int32_t RubberBoat_EnginePitch(int32_t note)
{
    return 0xD508 + 100 * note;
}

static void boat_initialise(Game *g, int index)
{
    g->sim->items[index].data = Object_Alloc(g, sizeof(RBoatInfo));
}

static void boat_save(const Game *g, int item, SerialWriter *w)
{
    const RBoatInfo *d = g->sim->items[item].data;
    RBoatInfo z = {0};
    if (!d)
        d = &z;
    Serial_PutI32(w, d->turn);
    Serial_PutI32(w, d->left_fallspeed);
    Serial_PutI32(w, d->right_fallspeed);
    Serial_PutI32(w, d->tilt);
    Serial_PutI32(w, d->extra_rotation);
    Serial_PutI32(w, d->water);
    Serial_PutI32(w, d->pitch);
    Serial_PutI32(w, d->prop_rot);
}

static void boat_load(Game *g, int item, SerialReader *r)
{
    RBoatInfo in;
    in.turn = Serial_GetI32(r);
    in.left_fallspeed = Serial_GetI32(r);
    in.right_fallspeed = Serial_GetI32(r);
    in.tilt = Serial_GetI32(r);
    in.extra_rotation = Serial_GetI32(r);
    in.water = Serial_GetI32(r);
    in.pitch = Serial_GetI32(r);
    in.prop_rot = (int16_t)Serial_GetI32(r);
    if (in.turn < -RBOAT_MAX_TURN || in.turn > RBOAT_MAX_TURN) {
        Serial_Fail(r, "rubber boat turn out of range");
        return;
    }
    RBoatInfo *d = g->sim->items[item].data;
    if (d)
        *d = in;
}

void RubberBoat_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_BOAT];
    o->initialise = boat_initialise;
    o->control = boat_control;
    o->collision = boat_collision;
    o->save_data = boat_save;
    o->load_data = boat_load;
    o->save_position = o->save_flags = o->save_anim = true;
}
