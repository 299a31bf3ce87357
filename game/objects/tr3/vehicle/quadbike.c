/* The quad bike (see quadbike.h): getting on, Lara's tick while she rides
 * (its physics in quadbike_move.c), her rider animations, the engine's
 * sounds, getting off either side, the deadly falls and the swamp, and
 * its save data, its exhaust's sparks (game/effects/smoke_looks_tr3.c).
 * As the original's quadbike.cpp. Not done: the quad level's random music
 * and the gym's timer reset. */
#include "game/objects/tr3/vehicle/quadbike.h"

#include <stdlib.h>

#include "engine/core/serial.h"
#include "engine/math/fixed.h"
#include "game/camera/camera.h"
#include "game/effects/effect.h"
#include "game/effects/smoke_looks_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/vehicle/vehicle.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/quadbike_internal.h"
#include "game/objects/tr3/vehicle/vehicle_tr3.h"

#define GET_ON_REACH2 170000 /* squared distance from its centre */
#define GET_ON_DY STEP_SIZE
#define GET_OFF_MAX_DY (WALL_SIZE / 2)
#define GET_OFF_HEADROOM 762
#define FALL_DEATH_SPEED 154   /* her fall speed when she dies of the drop */
#define DEAD_FALL_SPEED 240    /* faster than this in the air: it explodes on landing */
#define SLOW_SPEED 0x5000      /* killed faster than this she falls to her death */
#define BRAKE_SPEED 0x6AAA
#define KNOCK_SPEED 0x3555
#define PITCH_MIN (-0x8000)
#define LARA_HIPS 0
#define ALL_MESHES 0xFFFFFFFFu

/* ---- set-up and save ------------------------------------------------------------ */

static void quad_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    QuadInfo *q = Object_Alloc(g, sizeof(QuadInfo));
    it->data = q;
    if (q)
        q->momentum_angle = it->rot.y;
}

static void quad_save(const Game *g, int item, SerialWriter *w)
{
    const QuadInfo *q = g->sim->items[item].data;
    QuadInfo z = {0};
    if (!q)
        q = &z;
    Serial_PutI32(w, q->velocity);
    Serial_PutI32(w, q->revs);
    Serial_PutI32(w, q->engine_revs);
    Serial_PutI32(w, q->turn);
    Serial_PutI32(w, q->left_fallspeed);
    Serial_PutI32(w, q->right_fallspeed);
    Serial_PutI32(w, q->momentum_angle);
    Serial_PutI32(w, q->extra_rotation);
    Serial_PutI32(w, q->pitch);
    Serial_PutI32(w, q->flags);
    Serial_PutI32(w, q->front_rot);
    Serial_PutI32(w, q->rear_rot);
    Serial_PutI32(w, q->handbrake_starting | q->can_handbrake_start << 1 | q->no_get_off << 2);
}

static void quad_load(Game *g, int item, SerialReader *r)
{
    QuadInfo v;
    v.velocity = Serial_GetI32(r);
    v.revs = Serial_GetI32(r);
    v.engine_revs = Serial_GetI32(r);
    v.turn = Serial_GetI32(r);
    v.left_fallspeed = Serial_GetI32(r);
    v.right_fallspeed = Serial_GetI32(r);
    v.momentum_angle = (int16_t)Serial_GetI32(r);
    v.extra_rotation = (int16_t)Serial_GetI32(r);
    v.pitch = Serial_GetI32(r);
    v.flags = Serial_GetI32(r);
    v.front_rot = (int16_t)Serial_GetI32(r);
    v.rear_rot = (int16_t)Serial_GetI32(r);
    int32_t bits = Serial_GetI32(r);
    v.handbrake_starting = bits & 1;
    v.can_handbrake_start = bits & 2;
    v.no_get_off = bits & 4;
    if (v.velocity < QUAD_MAX_BACK * 2 || v.velocity > QUAD_MAX_VELOCITY * 2 ||
        abs(v.turn) > 0x5B0 || (v.flags & ~(QUAD_F_DEAD_FALL | QUAD_F_FELL_OFF)) ||
        (bits & ~7)) {
        Serial_Fail(r, "quad bike data out of range");
        return;
    }
    QuadInfo *q = g->sim->items[item].data;
    if (q)
        *q = v;
}

/* ---- getting on ------------------------------------------------------------------ */

/* Which side she gets on from: her bearing to it against its heading picks
 * the side, and she must face along it (within 45 degrees of square to
 * it, turned its way). 0 none. */
static int get_on_side(Game *g, int item, const Item *lara)
{
    Item *it = &g->sim->items[item];
    if (!(Game_Input(g) & INPUT_ACTION) || it->invisible || g->lara.gun_status != LGS_ARMLESS ||
        lara->gravity)
        return 0;
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    if (abs(it->pos.y - lara->pos.y) > GET_ON_DY || dx * dx + dz * dz > GET_ON_REACH2)
        return 0;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) < -32000)
        return 0;
    int16_t bearing = (int16_t)(Camera_Atan(it->pos.z - lara->pos.z, it->pos.x - lara->pos.x) -
                                it->rot.y);
    uint16_t facing = (uint16_t)(lara->rot.y - it->rot.y);
    if (bearing > -0x1FFE && bearing < 0x5FFA)
        return facing > 0x1FFE && facing < 0x5FFA ? QUAD_S_GET_ON_L : 0;
    return facing > 0x9FF6 && facing < 0xDFF2 ? QUAD_S_GET_ON_R : 0;
}

static void quad_collision(Game *g, int item, Item *lara, CollInfo *coll)
{
    if (lara->hit_points < 0 || g->lara.vehicle >= 0)
        return;
    int side = get_on_side(g, item, lara);
    if (!side) {
        Coll_ObjectCollision(g, item, lara, coll);
        return;
    }
    g->lara.vehicle = (int16_t)item;
    Gun_VehicleDropFlare(g);
    g->lara.gun_status = LGS_HANDS_BUSY;
    Item *it = &g->sim->items[item];
    Vehicle_SwitchObjAnim(g, lara, O3_VEHICLE_ANIM,
                          side == QUAD_S_GET_ON_L ? QUAD_A_GET_ON_L : QUAD_A_GET_ON_R, 0);
    lara->current_state = lara->goal_state = (int16_t)side;
    it->hit_points = 1;
    lara->pos = it->pos;
    lara->rot.y = it->rot.y;
    g->lara.head_rot.x = g->lara.head_rot.y = 0;
    g->lara.torso_rot.x = g->lara.torso_rot.y = 0;
    g->lara.hit_direction = -1;
    Object_Animate(g, lara);
    QuadInfo *q = it->data;
    if (q)
        q->revs = 0;
}

/* ---- the end of a ride ---------------------------------------------------------- */

/* Lost in water or a swamp, or landing from too high: an explosion, the
 * bike's meshes fly off and it is gone; she is off it. */
static void explode(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    Effect_Explosion(g, &it->pos, it->room, false);
    Effect_ExplodingDeath(g, item, ALL_MESHES, 1, NULL);
    Object_Kill(g, item);
    it->status = ITEM_STATUS_DEACTIVATED;
    Effect_Sound(g, SFX3_EXPLOSION1, NULL);
    Effect_Sound(g, SFX3_EXPLOSION2, NULL);
    g->lara.vehicle = -1;
}

/* Whether she has room to get off to that side: firm floor (no steep
 * slope) within half a sector of its height 512 out, and headroom. */
static bool can_get_off(Game *g, const Item *it, int dir)
{
    int16_t angle = (int16_t)(it->rot.y + (dir > 0 ? ANGLE_90 : -ANGLE_90));
    int32_t x = it->pos.x + ((QUAD_GET_OFF_DIST * Math_Sin(angle)) >> W2V_SHIFT);
    int32_t y = it->pos.y;
    int32_t z = it->pos.z + ((QUAD_GET_OFF_DIST * Math_Cos(angle)) >> W2V_SHIFT);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    int type = g->world.height_type;
    int32_t c = World_Ceiling(&g->world, s, x, y, z);
    return type != HEIGHT_BIG_SLOPE && type != HEIGHT_DIAGONAL && h != WORLD_NO_HEIGHT &&
           abs(h - it->pos.y) <= GET_OFF_MAX_DY && c - it->pos.y <= -GET_OFF_HEADROOM &&
           h - c >= GET_OFF_HEADROOM;
}

/* Her own states take over at the end of a get-off (standing 512 beside
 * it) and of the fall off it (falling from her hips, dead); the fall to her
 * death leaves the bike behind. False: her states run this tick. */
static bool check_get_off(Game *g, int item)
{
    Item *lara = Game_LaraItem(g);
    Item *it = &g->sim->items[item];
    QuadInfo *q = it->data;
    int16_t st = lara->current_state;
    if (!Vehicle_AtAnimEnd(g, lara))
        return true;
    if (st == QUAD_S_GET_OFF_R || st == QUAD_S_GET_OFF_L) {
        lara->rot.y = (int16_t)(lara->rot.y + (st == QUAD_S_GET_OFF_L ? ANGLE_90 : -ANGLE_90));
        Lara_SwitchAnim(g, lara, VEHICLE3_LARA_ANIM_STOP, 0);
        lara->current_state = lara->goal_state = LS_STOP;
        lara->pos.x -= (QUAD_GET_OFF_DIST * Math_Sin(lara->rot.y)) >> W2V_SHIFT;
        lara->pos.z -= (QUAD_GET_OFF_DIST * Math_Cos(lara->rot.y)) >> W2V_SHIFT;
        lara->rot.x = lara->rot.z = 0;
        g->lara.vehicle = -1;
        g->lara.gun_status = LGS_ARMLESS;
        return true;
    }
    if (st == QUAD_S_FALL_OFF) {
        Lara_SwitchAnim(g, lara, VEHICLE3_LARA_ANIM_FAST_FALL, 0);
        lara->current_state = LS_FAST_FALL;
        Vec3i hips = {0, 0, 0};
        Effect_JointAbsPosition(g, lara, &hips, LARA_HIPS, NULL);
        lara->pos = hips;
        lara->gravity = true;
        lara->fall_speed = it->fall_speed;
        lara->rot.x = lara->rot.z = 0;
        lara->hit_points = 0;
        g->lara.gun_status = LGS_ARMLESS;
        it->invisible = true;
        return false;
    }
    if (st == QUAD_S_FALL_DEATH) {
        lara->goal_state = LS_DEATH;
        lara->fall_speed = FALL_DEATH_SPEED;
        lara->speed = 0;
        q->flags |= QUAD_F_FELL_OFF;
        return false;
    }
    return true;
}

/* ---- her animations on it --------------------------------------------------------- */

static void rider_switch(Game *g, Item *lara, int anim, int state)
{
    Vehicle_SwitchObjAnim(g, lara, O3_VEHICLE_ANIM, anim, 0);
    lara->current_state = lara->goal_state = (int16_t)state;
}

/* A knock against a wall going faster than a third of its top speed. */
static void knock(Game *g, Item *lara, Item *it, int hit)
{
    switch (hit) {
    case VEHICLE_HIT_FRONT:
        rider_switch(g, lara, QUAD_A_HIT_FRONT, QUAD_S_HIT_FRONT);
        break;
    case VEHICLE_HIT_BACK:
        rider_switch(g, lara, QUAD_A_HIT_BACK, QUAD_S_HIT_BACK);
        break;
    case VEHICLE_HIT_LEFT:
        rider_switch(g, lara, QUAD_A_HIT_LEFT, QUAD_S_HIT_LEFT);
        break;
    default:
        rider_switch(g, lara, QUAD_A_HIT_RIGHT, QUAD_S_HIT_RIGHT);
        break;
    }
    Object_Sound(g, it, SFX3_QUAD_FRONT_IMPACT);
}

static void drive_state(Game *g, Item *lara, const QuadInfo *q, InputWord in, bool killed)
{
    if (killed)
        lara->goal_state = q->velocity <= SLOW_SPEED ? QUAD_S_BIKE_DEATH : QUAD_S_FALL_DEATH;
    else if (!(q->velocity & ~0xFF) && !(in & (INPUT_JUMP | INPUT_ACTION)))
        lara->goal_state = QUAD_S_STOP;
    else if ((in & INPUT_LEFT) && !q->handbrake_starting)
        lara->goal_state = QUAD_S_TURN_L;
    else if ((in & INPUT_RIGHT) && !q->handbrake_starting)
        lara->goal_state = QUAD_S_TURN_R;
    else if (in & INPUT_JUMP)
        lara->goal_state = q->velocity <= BRAKE_SPEED ? QUAD_S_SLOW : QUAD_S_BRAKE;
}

static void stop_state(Game *g, Item *lara, Item *it, const QuadInfo *q, InputWord in, bool killed)
{
    if (killed) {
        lara->goal_state = QUAD_S_BIKE_DEATH;
    } else if ((in & INPUT_ROLL) && !q->velocity && !q->no_get_off) {
        if ((in & INPUT_RIGHT) && can_get_off(g, it, 1))
            lara->goal_state = QUAD_S_GET_OFF_R;
        else if ((in & INPUT_LEFT) && can_get_off(g, it, -1))
            lara->goal_state = QUAD_S_GET_OFF_L;
    } else if (in & (INPUT_JUMP | INPUT_ACTION)) {
        lara->goal_state = QUAD_S_DRIVE;
    }
}

static void animate(Game *g, int item, int hit, bool killed)
{
    Item *it = &g->sim->items[item];
    QuadInfo *q = it->data;
    Item *lara = Game_LaraItem(g);
    InputWord in = Game_Input(g);
    int16_t st = lara->current_state;
    bool still = !(q->velocity & ~0xFF);
    if (it->pos.y != it->floor && st != QUAD_S_FALL && st != QUAD_S_LAND && st != QUAD_S_FALL_OFF &&
        !killed) {
        rider_switch(g, lara, q->velocity < 0 ? QUAD_A_FALL_BACK : QUAD_A_FALL, QUAD_S_FALL);
    } else if (hit && st != QUAD_S_HIT_FRONT && st != QUAD_S_HIT_BACK && st != QUAD_S_HIT_LEFT &&
               st != QUAD_S_HIT_RIGHT && st != QUAD_S_FALL_OFF && q->velocity > KNOCK_SPEED &&
               !killed) {
        knock(g, lara, it, hit);
    } else {
        switch (st) {
        case QUAD_S_DRIVE:
            drive_state(g, lara, q, in, killed);
            break;
        case QUAD_S_TURN_L:
            if (still)
                lara->goal_state = QUAD_S_STOP;
            else if (in & INPUT_RIGHT)
                rider_switch(g, lara, QUAD_A_TURN_R, QUAD_S_TURN_R);
            else if (!(in & INPUT_LEFT))
                lara->goal_state = QUAD_S_DRIVE;
            break;
        case QUAD_S_TURN_R:
            if (still)
                lara->goal_state = QUAD_S_STOP;
            else if (in & INPUT_LEFT)
                rider_switch(g, lara, QUAD_A_TURN_L, QUAD_S_TURN_L);
            else if (!(in & INPUT_RIGHT))
                lara->goal_state = QUAD_S_DRIVE;
            break;
        case QUAD_S_SLOW:
        case QUAD_S_BRAKE:
        case QUAD_S_STOP_SLOWLY:
            if (still)
                lara->goal_state = QUAD_S_STOP;
            else if (in & INPUT_LEFT)
                lara->goal_state = QUAD_S_TURN_L;
            else if (in & INPUT_RIGHT)
                lara->goal_state = QUAD_S_TURN_R;
            break;
        case QUAD_S_FALL:
            if (it->pos.y == it->floor)
                lara->goal_state = QUAD_S_LAND;
            else if (it->fall_speed > DEAD_FALL_SPEED)
                q->flags |= QUAD_F_DEAD_FALL;
            break;
        case QUAD_S_HIT_BACK:
        case QUAD_S_HIT_FRONT:
        case QUAD_S_HIT_LEFT:
        case QUAD_S_HIT_RIGHT:
            if (in & (INPUT_JUMP | INPUT_ACTION))
                lara->goal_state = QUAD_S_DRIVE;
            break;
        case QUAD_S_STOP:
            stop_state(g, lara, it, q, in, killed);
            break;
        default:
            break;
        }
    }
    const Room *r = World_Room(&g->world, it->room);
    /* A quad bike driven into water or a swamp is lost. */
    if (r && (r->flags & (ROOM_FLAG_WATER | ROOM_FLAG_SWAMP))) {
        lara->goal_state = QUAD_S_FALL_OFF;
        lara->hit_points = 0;
        explode(g, item);
    }
}

/* ---- her tick ---------------------------------------------------------------------- */

static void engine(Game *g, Item *it, QuadInfo *q, bool driving, int32_t pitch)
{
    if (q->velocity || q->revs) {
        q->pitch = pitch;
        if (q->pitch < PITCH_MIN)
            q->pitch = PITCH_MIN;
        else if (q->pitch > QUAD_MAX_VELOCITY)
            q->pitch = QUAD_MAX_VELOCITY;
        /* The note: unity plus the revs' pitch (the original's flags word
         * (pitch << 8) + 0x1000000): half the rate at rest, 1.625 flat out. */
        Object_SoundPitch(g, it, SFX3_QUAD_MOVE, 0x10000 + q->pitch);
    } else {
        if (driving)
            Object_Sound(g, it, SFX3_QUAD_IDLE);
        q->pitch = 0;
    }
}

/* Its centre and front corners follow the floor; it tilts to the front
 * pair, half way a tick. */
static void settle(Item *it, QuadInfo *q, Vec3i *fl, Vec3i *fr, int32_t hfl, int32_t hfr,
                   int32_t h)
{
    it->floor = h;
    int16_t spin = (int16_t)(q->velocity >> 2);
    q->front_rot = (int16_t)(q->front_rot - spin);
    q->rear_rot = (int16_t)(q->rear_rot - (spin + (q->revs >> 3)));
    q->left_fallspeed = Quad_DoDynamics(hfl, q->left_fallspeed, &fl->y);
    q->right_fallspeed = Quad_DoDynamics(hfr, q->right_fallspeed, &fr->y);
    int32_t y = it->pos.y;
    it->fall_speed = (int16_t)Quad_DoDynamics(h, it->fall_speed, &y);
    it->pos.y = y;
    int32_t mid = (fl->y + fr->y) >> 1;
    int16_t x_rot = (int16_t)Camera_Atan(QUAD_FRONT, it->pos.y - mid);
    int16_t z_rot = (int16_t)Camera_Atan(QUAD_SIDE, mid - fl->y);
    it->rot.x = (int16_t)(it->rot.x + ((x_rot - it->rot.x) >> 1));
    it->rot.z = (int16_t)(it->rot.z + ((z_rot - it->rot.z) >> 1));
}

/* She rides on it: its place is hers, she plays her rider animation and
 * the bike plays the same one of its own set. */
static void carry_rider(Game *g, int item, int16_t room, int hit, bool killed)
{
    Item *it = &g->sim->items[item];
    Item *lara = Game_LaraItem(g);
    if (room != it->room) {
        Sim_ItemNewRoom(g->sim, item, room);
        Sim_ItemNewRoom(g->sim, g->sim->lara, room);
    }
    lara->pos = it->pos;
    lara->rot = it->rot;
    animate(g, item, hit, killed);
    Object_Animate(g, lara);
    Vehicle_SwitchObjAnim(g, it, O3_QUADBIKE, Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM),
                          Object_AnimFrame(g, lara));
    g->camera.target_elevation = QUAD_CAMERA_ELEVATION;
}

static bool quad_rider_control(Game *g, Item *lara)
{
    int item = g->lara.vehicle;
    Item *it = &g->sim->items[item];
    QuadInfo *q = it->data;
    if (!q)
        return true;
    int hit = Quad_Dynamics(g, item);
    Vec3i fl, fr;
    int32_t hfl = Quad_TestHeight(g, it, QUAD_FRONT, -QUAD_SIDE, &fl);
    int32_t hfr = Quad_TestHeight(g, it, QUAD_FRONT, QUAD_SIDE, &fr);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t h = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    Game_TestTriggers(g, g->world.trigger_index, false);

    bool killed = lara->hit_points <= 0;
    if (killed)
        g->input_taken |= INPUT_FORWARD | INPUT_BACK | INPUT_LEFT | INPUT_RIGHT;
    /* Whether it is driven this tick (not while she gets on or off; the
     * original keeps a stale value once a flag is set, always "driving"). */
    bool driving = true;
    int32_t pitch = 0;
    int16_t st = lara->current_state;
    if (q->flags) {
        hit = 0;
    } else if (st == QUAD_S_GET_ON_R || st == QUAD_S_GET_OFF_R || st == QUAD_S_GET_ON_L ||
               st == QUAD_S_GET_OFF_L) {
        driving = false;
        hit = 0;
    } else {
        Quad_UserControl(g, it, h, &pitch);
    }
    engine(g, it, q, driving, pitch);
    settle(it, q, &fl, &fr, hfl, hfr, h);

    if (!(q->flags & QUAD_F_FELL_OFF)) {
        carry_rider(g, item, room, hit, killed);
        if (g->lara.vehicle < 0)
            return true; /* lost in the swamp */
        if ((q->flags & QUAD_F_DEAD_FALL) && it->pos.y == it->floor) {
            Effect_ExplodingDeath(g, g->sim->lara, ALL_MESHES, 1, NULL);
            lara->hit_points = 0;
            lara->invisible = true;
            explode(g, item);
            return false;
        }
    }
    st = lara->current_state;
    Smoke3_QuadExhaust(g, it,
                       st != QUAD_S_GET_ON_R && st != QUAD_S_GET_ON_L && st != QUAD_S_GET_OFF_R &&
                           st != QUAD_S_GET_OFF_L,
                       q->handbrake_starting, q->revs);
    return check_get_off(g, item);
}

void Quad_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_QUADBIKE];
    o->initialise = quad_initialise;
    o->collision = quad_collision;
    o->rider_control = quad_rider_control;
    o->save_position = o->save_flags = o->save_anim = true;
    o->save_data = quad_save;
    o->load_data = quad_load;
}
