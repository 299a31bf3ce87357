/* TR3's kayak (see kayak.h), as the original's kayak.cpp: getting in and
 * out, her strokes (the velocity and turn each gives on its frame), the
 * hull on the water and against land, traps, her tick while she sits in
 * it. Lara's tick runs it (its rider routine); it has no item control. */
#include "game/objects/tr3/vehicle/kayak.h"

#include <stdlib.h>

#include "engine/core/serial.h"
#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/effects/effect.h"
#include "game/effects/splash_tr3.h"
#include "game/effects/wake_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/vehicle/vehicle.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/current_tr3.h"
#include "game/objects/tr3/vehicle/vehicle_tr3.h"

#define GET_IN_REACH2 130000
#define KAYAK_SHIFT_Y 5       /* it rides this far up out of the water */
#define KAYAK_LARA_DROP 32    /* she sits this far below its origin */
#define GET_OUT_SIDE 768
#define LAND_STEP 64
#define LANDING_HURT 128
#define LANDING_HURT_MORE 160
#define TRAP_DAMAGE 5
#define TRAP_REACH (WALL_SIZE * 2)
#define TRAP_RADIUS 256
#define PADDLE_MESH_FRAME_IN 24
#define PADDLE_MESH_FRAME_OUT 27
#define CLIMB_OUT_FRAME 83
#define LEG_MESHES 0x7F
#define LARA_HIPS 0
#define BLADE_IDLE 1
#define ICICLES_FALLEN 3

/* ---- helpers ------------------------------------------------------------------ */

/* The point `side` to the right and `front` ahead on the tilted hull into
 * *pos; the water there less 5 (the floor where it is dry). */
static int32_t test_height(Game *g, const Item *it, int32_t side, int32_t front, Vec3i *pos)
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
        room = it->room;
        const RoomSector *sec = World_Sector(&g->world, pos->x, pos->y, pos->z, &room);
        h = World_Height(&g->world, sec, pos->x, pos->y, pos->z);
        if (h == WORLD_NO_HEIGHT)
            return h;
    }
    return h - KAYAK_SHIFT_Y;
}

static void rider_switch(Game *g, Item *lara, int anim, int state)
{
    Vehicle_SwitchObjAnim(g, lara, O3_VEHICLE_ANIM, anim, 0);
    lara->current_state = lara->goal_state = (int16_t)state;
}

static int clamp_i32(int32_t v, int32_t lo, int32_t hi) { return v < lo ? lo : v > hi ? hi : v; }

/* A paddle's ripple (the original's DoRipple): `side` to the right and
 * `front` ahead of the kayak, where there is water there; size 2..3 made
 * small, starting at once (init 0). Its size draws on the splash system's
 * own stream, like the rest of the ripple, so no game stream moves. */
static void paddle_ripple(Game *g, const Item *it, int32_t side, int32_t front)
{
    int32_t s = Math_Sin(it->rot.y), c = Math_Cos(it->rot.y);
    int32_t x = it->pos.x + ((front * s + side * c) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((front * c - side * s) >> W2V_SHIFT);
    int16_t room = it->room;
    World_Sector(&g->world, x, it->pos.y, z, &room);
    if (World_WaterHeight(&g->world, x, it->pos.y, z, room) == WORLD_NO_HEIGHT)
        return;
    int size = -2 - (Splash3_Rand(g) & 1);
    Ripple3 *r = Splash3_Ripple(g, x, it->pos.y, z, size, false, room);
    if (r)
        r->init = 0;
}

/* ---- getting in ------------------------------------------------------------------ */

/* The side she climbs in from: -1 on its left, 1 on its right (facing it
 * within 45 degrees of square), 0 none. */
static int get_in_side(Game *g, int item, const Item *lara)
{
    if (!(Game_Input(g) & INPUT_ACTION) || g->lara.gun_status != LGS_ARMLESS || lara->gravity)
        return 0;
    const Item *it = &g->sim->items[item];
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    if (dx * dx + dz * dz > GET_IN_REACH2)
        return 0;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) <= -32000)
        return 0;
    int16_t bearing = (int16_t)(Camera_Atan(it->pos.z - lara->pos.z, it->pos.x - lara->pos.x) -
                                it->rot.y);
    uint16_t facing = (uint16_t)(lara->rot.y - it->rot.y);
    if (bearing > -8190 && bearing < 24570)
        return facing > 8190 && facing < 24570 ? -1 : 0;
    return facing > 40950 && facing < 57330 ? 1 : 0;
}

static void kayak_collision(Game *g, int item, Item *lara, CollInfo *coll)
{
    if (lara->hit_points < 0 || g->lara.vehicle >= 0)
        return;
    int side = get_in_side(g, item, lara);
    if (!side) {
        coll->enable_baddie_push = true;
        Coll_ObjectCollision(g, item, lara, coll);
        return;
    }
    Item *it = &g->sim->items[item];
    g->lara.vehicle = (int16_t)item;
    Gun_VehicleDropFlare(g);
    rider_switch(g, lara, side > 0 ? KAYAK_A_CLIMB_IN_R : KAYAK_A_CLIMB_IN_L, KAYAK_S_CLIMB_IN);
    g->lara.water_status = LWS_ABOVE_WATER;
    lara->pos = it->pos;
    lara->rot.x = lara->rot.z = 0;
    lara->rot.y = it->rot.y;
    lara->gravity = false;
    lara->speed = lara->fall_speed = 0;
    if (lara->room != it->room)
        Sim_ItemNewRoom(g->sim, g->sim->lara, it->room);
    KayakInfo *k = it->data;
    if (k) {
        k->water = it->pos.y;
        k->flags = 0;
    }
}

/* ---- her strokes ------------------------------------------------------------------ */

/* Her hand takes the paddle (the rider object's hand mesh, her legs out of
 * sight in the hull) or gives it back. */
static void paddle_in_hand(Game *g, Item *lara, KayakInfo *k, bool in)
{
    g->lara.mesh_swap[LARA_MESH_HAND_R] = in ? O3_VEHICLE_ANIM : -1;
    if (in) {
        lara->mesh_bits &= ~(uint32_t)LEG_MESHES;
        k->flags |= KAYAK_F_PADDLE;
    } else {
        lara->mesh_bits |= LEG_MESHES;
        k->flags &= ~KAYAK_F_PADDLE;
    }
}

/* A stroke on one side (dir -1 left, 1 right) on its frame 7: forward a
 * half turn and speed, from a stand a full turn, else a stronger turn. */
static void stroke(KayakInfo *k, int dir)
{
    int32_t add, max, vel;
    if (k->forward) {
        add = KAYAK_STROKE_ROT, max = 0x1000000, vel = KAYAK_STROKE_VEL;
    } else if (k->turn) {
        add = 0x1000000, max = 0x1000000, vel = 0;
    } else {
        add = 0xC00000, max = 0xC00000, vel = 0x100000;
    }
    k->rot = dir < 0 ? k->rot - add : k->rot + add;
    if (dir < 0 && k->rot < -max)
        k->rot = -max;
    if (dir > 0 && k->rot > max)
        k->rot = max;
    k->vel += vel;
}

/* Paddling on one side (KS_LEFT / KS_RIGHT): forward strokes alternate
 * sides while forward is held. */
static void side_state(Game *g, const Item *it, Item *lara, KayakInfo *k, InputWord in, int frame,
                       int dir)
{
    InputWord key = dir < 0 ? INPUT_LEFT : INPUT_RIGHT;
    int16_t other = dir < 0 ? KAYAK_S_RIGHT : KAYAK_S_LEFT;
    if (!k->forward) {
        if (!(in & key))
            lara->goal_state = KAYAK_S_POSE;
    } else {
        if (!frame)
            k->strokes = 0;
        if (frame == 2)
            k->strokes++;
        if (!(in & INPUT_FORWARD))
            lara->goal_state = KAYAK_S_POSE;
        else if (!(in & key) || k->strokes >= 2)
            lara->goal_state = other;
    }
    if (frame == 7)
        stroke(k, dir);
    if (frame > 6 && frame < 24 && (frame & 1))
        paddle_ripple(g, it, dir * 384, -64);
}

/* The step keys drag a paddle: while it moves forward a little turn and a
 * little drag, backwards the other way. */
static void drag_state(Game *g, const Item *it, Item *lara, KayakInfo *k, InputWord in,
                       bool anim_ok, int dir)
{
    InputWord key = dir < 0 ? INPUT_STEP_LEFT : INPUT_STEP_RIGHT;
    if (!(in & key) || (!k->vel && !k->current_xvel && !k->current_zvel)) {
        lara->goal_state = KAYAK_S_POSE;
        return;
    }
    if (!anim_ok)
        return;
    if (k->vel >= 0) {
        k->rot += dir * 0x200000;
        k->rot = clamp_i32(k->rot, -0x1000000, 0x1000000);
        k->vel -= KAYAK_FRICTION;
        if (k->vel < 0)
            k->vel = 0;
    }
    if (k->vel < 0) {
        k->vel += KAYAK_FRICTION;
        k->rot -= dir * 0x200000;
        if (k->vel > 0)
            k->vel = 0;
    }
    /* The original's "every fourth wibble": its wibble steps by 4, so every tick. */
    paddle_ripple(g, it, dir * 256, -256);
}

static void pose_state(Game *g, Item *lara, const Item *it, KayakInfo *k, InputWord in);

/* Out of the kayak at the end of a climb out: falling from her hips' place
 * 350 down and 500 ahead of them, turned to that side. */
static void climb_out(Game *g, Item *lara, const Item *it, int dir)
{
    Vec3i p = {0, 350, 500};
    Effect_JointAbsPosition(g, lara, &p, LARA_HIPS, NULL);
    lara->pos = p;
    lara->rot.x = lara->rot.z = 0;
    lara->rot.y = (int16_t)(it->rot.y + dir * 0x4000);
    Lara_SwitchAnim(g, lara, VEHICLE3_LARA_ANIM_FAST_FALL, 0);
    lara->current_state = lara->goal_state = KAYAK_S_JUMP_OUT; /* her fast fall's number */
    lara->gravity = true;
    lara->fall_speed = 0;
    g->lara.gun_status = LGS_ARMLESS;
    g->lara.vehicle = -1;
}

static void user_input(Game *g, Item *it, Item *lara, KayakInfo *k)
{
    if (lara->hit_points <= 0 && lara->current_state != KAYAK_S_DEATH_IN)
        rider_switch(g, lara, KAYAK_A_DEATH, KAYAK_S_DEATH_IN);
    InputWord in = Game_Input(g);
    int frame = Object_AnimFrame(g, lara);
    int anim = Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM);
    switch (lara->current_state) {
    case KAYAK_S_BACK:
        if (!(in & INPUT_BACK))
            lara->goal_state = KAYAK_S_POSE;
        if (anim == KAYAK_A_BACK && (frame == 8 || frame == 31)) {
            k->rot += frame == 8 ? KAYAK_STROKE_ROT : -KAYAK_STROKE_ROT;
            k->vel -= KAYAK_STROKE_VEL;
        }
        if (anim == KAYAK_A_BACK && frame < 15 && (frame & 1))
            paddle_ripple(g, it, 384, -128);
        else if (anim == KAYAK_A_BACK && frame >= 20 && frame <= 34 && (frame & 1))
            paddle_ripple(g, it, -384, -128);
        break;
    case KAYAK_S_POSE:
        pose_state(g, lara, it, k, in);
        break;
    case KAYAK_S_LEFT:
        side_state(g, it, lara, k, in, frame, -1);
        break;
    case KAYAK_S_RIGHT:
        side_state(g, it, lara, k, in, frame, 1);
        break;
    case KAYAK_S_CLIMB_IN:
        if (anim == KAYAK_A_CLIMB_IN && frame == PADDLE_MESH_FRAME_IN && !(k->flags & KAYAK_F_PADDLE))
            paddle_in_hand(g, lara, k, true);
        break;
    case KAYAK_S_JUMP_OUT:
        if (anim == KAYAK_A_JUMP_OUT && frame == PADDLE_MESH_FRAME_OUT && (k->flags & KAYAK_F_PADDLE))
            paddle_in_hand(g, lara, k, false);
        lara->goal_state = lara->required_state;
        break;
    case KAYAK_S_TURN_L:
        drag_state(g, it, lara, k, in, anim == KAYAK_A_TURN_L, -1);
        break;
    case KAYAK_S_TURN_R:
        drag_state(g, it, lara, k, in, anim == KAYAK_A_TURN_R, 1);
        break;
    case KAYAK_S_CLIMB_OUT_L:
    case KAYAK_S_CLIMB_OUT_R: {
        bool left = lara->current_state == KAYAK_S_CLIMB_OUT_L;
        if (anim == (left ? KAYAK_A_CLIMB_OUT_L : KAYAK_A_CLIMB_OUT_R) && frame == CLIMB_OUT_FRAME)
            climb_out(g, lara, it, left ? -1 : 1);
        break;
    }
    default:
        break;
    }
    /* The water's drag, the top speed, the turn easing off. */
    if (k->vel > 0)
        k->vel = k->vel - KAYAK_FRICTION < 0 ? 0 : k->vel - KAYAK_FRICTION;
    else if (k->vel < 0)
        k->vel = k->vel + KAYAK_FRICTION > 0 ? 0 : k->vel + KAYAK_FRICTION;
    k->vel = clamp_i32(k->vel, -KAYAK_MAX_VEL, KAYAK_MAX_VEL);
    it->speed = (int16_t)(k->vel >> 16);
    if (k->rot < 0)
        k->rot = k->rot + KAYAK_ROT_FRICTION > 0 ? 0 : k->rot + KAYAK_ROT_FRICTION;
    else
        k->rot = k->rot - KAYAK_ROT_FRICTION < 0 ? 0 : k->rot - KAYAK_ROT_FRICTION;
}

/* Whether she can climb out to that side: the water or floor 768 out is
 * no higher than the kayak. */
static bool can_get_out(Game *g, const Item *it, int dir)
{
    Vec3i p;
    return it->pos.y - test_height(g, it, dir >= 0 ? GET_OUT_SIDE : -GET_OUT_SIDE, 0, &p) <= 0;
}

static void pose_state(Game *g, Item *lara, const Item *it, KayakInfo *k, InputWord in)
{
    bool still_water = !g->lara.current_sink && !k->current_xvel && !k->current_zvel;
    if ((in & INPUT_ROLL) && still_water) {
        if ((in & INPUT_LEFT) && can_get_out(g, it, -1)) {
            lara->goal_state = KAYAK_S_JUMP_OUT;
            lara->required_state = KAYAK_S_CLIMB_OUT_L;
        } else if ((in & INPUT_RIGHT) && can_get_out(g, it, 1)) {
            lara->goal_state = KAYAK_S_JUMP_OUT;
            lara->required_state = KAYAK_S_CLIMB_OUT_R;
        }
    } else if (in & INPUT_FORWARD) {
        lara->goal_state = KAYAK_S_RIGHT;
        k->turn = false;
        k->forward = true;
    } else if (in & INPUT_BACK) {
        lara->goal_state = KAYAK_S_BACK;
    } else if (in & (INPUT_LEFT | INPUT_RIGHT)) {
        lara->goal_state = (in & INPUT_LEFT) ? KAYAK_S_LEFT : KAYAK_S_RIGHT;
        k->turn = !k->vel;
        k->forward = false;
    } else if ((in & INPUT_STEP_LEFT) && (k->vel || k->current_xvel || k->current_zvel)) {
        lara->goal_state = KAYAK_S_TURN_L;
    } else if ((in & INPUT_STEP_RIGHT) && (k->vel || k->current_xvel || k->current_zvel)) {
        lara->goal_state = KAYAK_S_TURN_R;
    }
}

/* ---- the hull ---------------------------------------------------------------------- */

/* The original's DoDynamics: a point following its water (a damped climb
 * when under it, gravity above it). */
static int32_t follow(int32_t h, int32_t fall_speed, int32_t *y)
{
    if (h <= *y) {
        int32_t kick = (h - *y) * 4;
        if (kick < -80)
            kick = -80;
        fall_speed += (kick - fall_speed) >> 3;
        if (*y > h)
            *y = h;
        return fall_speed;
    }
    *y += fall_speed;
    if (*y <= h)
        return fall_speed + 6;
    *y = h;
    return 0;
}

enum { P_BOW, P_FL, P_FR, P_ML, P_MR, P_BL, P_BR, P_STERN, POINTS };
static const int32_t k_side[POINTS] = {0, -96, 96, -128, 128, -128, 128, 0};
static const int32_t k_front[POINTS] = {1024, 512, 512, 128, 128, -320, -320, -640};

/* Moves it (turn, speed, drift), floats it, and keeps it off land: each
 * of eight points along it that rose more than 64 pushes it back (stern
 * first), and what the push did turns it and takes its velocity. The
 * decompiled DoShift also zeroes the old point's coordinate along the axis
 * it did not cross, which would throw the kayak across the map in its
 * same-sector case: the shared push (the boat's) is used as it stands. */
static void to_background(Game *g, Item *it, KayakInfo *k)
{
    k->old_pos = it->pos;
    Vec3i old[POINTS];
    for (int i = 0; i < POINTS; i++) {
        int32_t h = test_height(g, it, k_side[i], k_front[i], &old[i]);
        if (old[i].y > h)
            old[i].y = h;
    }
    Vec3i start = it->pos, f, l, r;
    int32_t hf = test_height(g, it, 0, 1024, &f);
    int32_t hl = test_height(g, it, -128, 128, &l);
    int32_t hr = test_height(g, it, 128, 128, &r);
    it->rot.y = (int16_t)(it->rot.y + (k->rot >> 16));
    it->pos.x += (it->speed * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    it->pos.z += (it->speed * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    Current3_Drift(g, it, &k->current_xvel, &k->current_zvel);
    k->fall_l = follow(hl, k->fall_l, &l.y);
    k->fall_r = follow(hr, k->fall_r, &r.y);
    k->fall_f = follow(hf, k->fall_f, &f.y);
    int32_t y = it->pos.y;
    it->fall_speed = (int16_t)follow(k->water, it->fall_speed, &y);
    it->pos.y = y;
    it->rot.x = (int16_t)Camera_Atan(1024, it->pos.y - f.y);
    it->rot.z = (int16_t)Camera_Atan(128, ((r.y + l.y) >> 1) - l.y);
    Vec3i moved = {it->pos.x, 0, it->pos.z};

    int32_t rot = 0;
    for (int i = POINTS - 1; i >= 0; i--) {
        Vec3i p;
        if (test_height(g, it, k_side[i], k_front[i], &p) < old[i].y - LAND_STEP)
            rot += Vehicle_DoShift(g, it, &p, &old[i]);
    }
    it->rot.y = (int16_t)(it->rot.y + rot);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t h = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, room);
    if (h == WORLD_NO_HEIGHT)
        h = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if (h < it->pos.y - LAND_STEP) {
        Vec3i here = it->pos;
        Vehicle_DoShift(g, it, &here, &start);
    }
    /* Pushed outside every room: back where it was this tick (the original
     * moves it out of the walls there with the camera's collision). */
    room = it->room;
    s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, room) == WORLD_NO_HEIGHT &&
        World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) == WORLD_NO_HEIGHT)
        it->pos = k->old_pos;
    if (Vehicle_GetCollisionAnim(it, moved)) {
        int32_t dx = it->pos.x - start.x, dz = it->pos.z - start.z;
        int32_t speed = (dx * Math_Sin(it->rot.y) + dz * Math_Cos(it->rot.y)) >> W2V_SHIFT;
        speed *= 256;
        if ((k->vel > 0 && speed < k->vel) || (k->vel < 0 && speed > k->vel))
            k->vel = speed;
        if (k->vel < -KAYAK_MAX_VEL)
            k->vel = -KAYAK_MAX_VEL;
    }
}

/* Traps in reach of the hull (spikes, darts, teeth, a swinging blade, a
 * falling icicle) draw her blood and 5 hit points a tick. */
static void traps(Game *g, Item *kayak)
{
    Sim *sim = g->sim;
    Item *lara = Game_LaraItem(g);
    int16_t rooms[20];
    int count = 0;
    rooms[count++] = kayak->room;
    const Room *r = World_Room(&g->world, kayak->room);
    for (uint32_t i = 0; r && i < r->num_portals && count < 20; i++)
        if (r->portals[i].adjoining_room < sim->num_rooms)
            rooms[count++] = (int16_t)r->portals[i].adjoining_room;
    for (int i = 0; i < count; i++) {
        int n = sim->room_items[rooms[i]];
        for (uint32_t guard = 0; n != ITEM_NONE && guard <= sim->num_items; guard++) {
            Item *it = &sim->items[n];
            n = it->next_item;
            if (!it->collidable || it->status == ITEM_STATUS_INVISIBLE ||
                !Object_Info(g, it->object_id)->collision)
                continue;
            int id = it->object_id;
            bool trap = id == O3_SPIKES || id == O3_DARTS || id == O3_TEETH_TRAP ||
                        (id == O3_BLADE && it->current_state != BLADE_IDLE) ||
                        (id == O3_ICICLES && it->current_state != ICICLES_FALLEN);
            if (!trap || abs(kayak->pos.x - it->pos.x) >= TRAP_REACH ||
                abs(kayak->pos.y - it->pos.y) >= TRAP_REACH ||
                abs(kayak->pos.z - it->pos.z) >= TRAP_REACH ||
                !Coll_TestBoundsCollide(g, it, kayak, TRAP_RADIUS))
                continue;
            Effect_BloodBath(g, lara->pos.x, lara->pos.y - STEP_SIZE, lara->pos.z, kayak->speed,
                             kayak->rot.y, lara->room, 3);
            lara->hit_points = (int16_t)(lara->hit_points - TRAP_DAMAGE);
        }
    }
}

/* ---- her tick ---------------------------------------------------------------------- */

static bool kayak_rider_control(Game *g, Item *lara)
{
    int item = g->lara.vehicle;
    Item *it = &g->sim->items[item];
    KayakInfo *k = it->data;
    if (!k)
        return true;
    if (Game_Input(g) & INPUT_LOOK)
        Lara_LookUpDown(g);
    int32_t was_falling = it->fall_speed;
    user_input(g, it, lara, k);
    to_background(g, it, k);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t h = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    Game_TestTriggers(g, g->world.trigger_index, false);
    int32_t wh = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, room);
    k->true_water = wh != WORLD_NO_HEIGHT;
    k->water = k->true_water ? wh - KAYAK_SHIFT_Y : h;
    if (!k->true_water)
        wh = h;
    /* Landing hard from a fall hurts her past 160. */
    int32_t landing = was_falling - it->fall_speed;
    if (landing > LANDING_HURT && !it->fall_speed && wh != WORLD_NO_HEIGHT &&
        landing > LANDING_HURT_MORE)
        lara->hit_points = (int16_t)(lara->hit_points - ((landing - LANDING_HURT_MORE) << 3));
    if (g->lara.vehicle >= 0) {
        if (room != it->room) {
            Sim_ItemNewRoom(g->sim, item, room);
            Sim_ItemNewRoom(g->sim, g->sim->lara, room);
        }
        lara->pos = it->pos;
        lara->pos.y += KAYAK_LARA_DROP;
        lara->rot.x = it->rot.x;
        lara->rot.y = it->rot.y;
        lara->rot.z = (int16_t)(it->rot.z >> 1);
        Object_Animate(g, lara);
        Vehicle_SwitchObjAnim(g, it, O3_KAYAK, Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM),
                              Object_AnimFrame(g, lara));
        g->camera.target_elevation = KAYAK_CAMERA_ELEVATION;
        g->camera.target_distance = KAYAK_CAMERA_DISTANCE;
    }
    /* its splash, wake and mist (looks only: their own streams) */
    BoatLooks3_Kayak(g, item, landing, wh, k->true_water,
                     it->speed || k->current_xvel || k->current_zvel);
    traps(g, it);
    return g->lara.vehicle >= 0;
}

/* ---- set-up and save ------------------------------------------------------------ */

static void kayak_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    KayakInfo *k = Object_Alloc(g, sizeof(KayakInfo));
    it->data = k;
    if (k)
        k->old_pos = it->pos;
}

static void kayak_save(const Game *g, int item, SerialWriter *w)
{
    const KayakInfo *k = g->sim->items[item].data;
    KayakInfo z = {0};
    if (!k)
        k = &z;
    const int32_t v[] = {k->vel,   k->rot,          k->fall_l,       k->fall_r,
                         k->fall_f, k->water,       k->true_water | k->turn << 1 | k->forward << 2,
                         k->flags, k->strokes,      k->current_xvel, k->current_zvel,
                         k->old_pos.x, k->old_pos.y, k->old_pos.z};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        Serial_PutI32(w, v[i]);
}

static void kayak_load(Game *g, int item, SerialReader *r)
{
    int32_t v[14];
    for (int i = 0; i < 14; i++)
        v[i] = Serial_GetI32(r);
    if (abs(v[0]) > KAYAK_MAX_VEL * 2 || (v[6] & ~7) || (v[7] & ~KAYAK_F_PADDLE)) {
        Serial_Fail(r, "kayak data out of range");
        return;
    }
    KayakInfo *k = g->sim->items[item].data;
    if (!k)
        return;
    k->vel = v[0], k->rot = v[1], k->fall_l = v[2], k->fall_r = v[3], k->fall_f = v[4];
    k->water = v[5];
    k->true_water = v[6] & 1, k->turn = v[6] & 2, k->forward = v[6] & 4;
    k->flags = v[7], k->strokes = v[8], k->current_xvel = v[9], k->current_zvel = v[10];
    k->old_pos = (Vec3i){v[11], v[12], v[13]};
}

void Kayak_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_KAYAK];
    o->initialise = kayak_initialise;
    o->collision = kayak_collision;
    o->rider_control = kayak_rider_control;
    o->save_position = o->save_flags = o->save_anim = true;
    o->save_data = kayak_save;
    o->load_data = kayak_load;
}
