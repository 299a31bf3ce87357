/* TR3's UPV (see upv.h), as the original's sub.cpp: taking hold and
 * letting go, her keys, its movement through the water, the walls, the
 * surface and her air, her tick while she holds it (its rider routine). */
#include "game/objects/tr3/vehicle/upv.h"

#include <stdlib.h>

#include "engine/core/serial.h"
#include "engine/math/fixed.h"
#include "game/effects/effect.h"
#include "game/effects/wake_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/vehicle/vehicle.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/current_tr3.h"
#include "game/objects/tr3/vehicle/vehicle_tr3.h"

#define UPV_DRAW_DROP 128   /* she and its model sit this far below its origin */
#define GET_ON_DY 256
#define GET_ON_REACH2 0x40000
#define TURN_MOVE 0x400000
#define TURN_IDLE 0x200000
#define TURN_EASE 0x100000
#define TURN_MAX 0x1C00000
#define PITCH_STEP 0x16C0000
#define PITCH_EASE 0xB60000
#define SURFACE_PITCH 9100
#define PITCH_LIMIT 14560
#define DIVE_PITCH (-2730)
#define DIVE_STEP 910
#define LEVEL_STEP 182
#define COLL_RADIUS 300
#define WALL_TURN 910
#define AIR_GAIN 10
#define DROWN_DAMAGE 5
#define SFX3_LARA_BREATH 36
#define LARA_HIPS 0
#define LARA_ANIM_UW_DEATH 124
#define LARA_ANIM_TREAD 108
#define LARA_ANIM_SURF_TREAD 114
#define LARA_DIVE_COUNT 11

static int32_t ease(int32_t v, int32_t step)
{
    if (v > 0)
        return v - step < 0 ? 0 : v - step;
    if (v < 0)
        return v + step > 0 ? 0 : v + step;
    return 0;
}

static int32_t clamp_i32(int32_t v, int32_t lim) { return v < -lim ? -lim : v > lim ? lim : v; }

/* ---- taking hold -------------------------------------------------------------------- */

static void upv_collision(Game *g, int item, Item *lara, CollInfo *coll)
{
    Item *it = &g->sim->items[item];
    if (lara->hit_points < 0 || g->lara.vehicle >= 0)
        return;
    int32_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    bool get_on = (Game_Input(g) & INPUT_ACTION) && g->lara.gun_status == LGS_ARMLESS &&
                  !lara->gravity && abs(lara->pos.y - it->pos.y + UPV_DRAW_DROP) <= GET_ON_DY &&
                  dx * dx + dz * dz <= GET_ON_REACH2 &&
                  World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) >= -32000;
    if (!get_on) {
        /* Its body is 128 below its origin. */
        it->pos.y += UPV_DRAW_DROP;
        Coll_ObjectCollision(g, item, lara, coll);
        it->pos.y -= UPV_DRAW_DROP;
        return;
    }
    g->lara.vehicle = (int16_t)item;
    g->lara.water_status = LWS_ABOVE_WATER;
    Gun_VehicleDropFlare(g);
    g->lara.gun_status = LGS_HANDS_BUSY;
    it->hit_points = 1;
    lara->pos = it->pos;
    lara->rot.y = it->rot.y;
    bool surface = lara->current_state == LS_SURF_TREAD || lara->current_state == LS_SURF_SWIM;
    Vehicle_SwitchObjAnim(g, lara, O3_VEHICLE_ANIM,
                          surface ? UPV_A_GET_ON_SURFACE : UPV_A_GET_ON, 0);
    lara->current_state = lara->goal_state = UPV_S_GET_ON;
    Object_Animate(g, lara);
}

/* ---- letting go ------------------------------------------------------------------- */

/* Room to let go: at a stand (no current), a sector behind it along its
 * pitch in water, under the ceiling, with a click of room. */
static bool can_get_off(Game *g, const Item *it, const UpvInfo *u)
{
    if (u->vel || u->current_xvel || u->current_zvel)
        return false;
    int32_t rad = (WALL_SIZE * Math_Cos(it->rot.x)) >> W2V_SHIFT;
    int16_t back = (int16_t)(it->rot.y + 0x8000);
    int32_t x = it->pos.x + ((rad * Math_Sin(back)) >> W2V_SHIFT);
    int32_t y = it->pos.y - ((WALL_SIZE * Math_Sin(it->rot.x)) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((rad * Math_Cos(back)) >> W2V_SHIFT);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int32_t h = World_Height(&g->world, s, x, y, z);
    if (h == WORLD_NO_HEIGHT || y > h)
        return false;
    int32_t c = World_Ceiling(&g->world, s, x, y, z);
    return h - c >= STEP_SIZE && y >= c && c != WORLD_NO_HEIGHT;
}

/* She lets go (where her hips are), no longer holding it. */
static void let_go(Game *g, Item *lara, int anim, int state)
{
    Vec3i hips = {0, 0, 0};
    Effect_JointAbsPosition(g, lara, &hips, LARA_HIPS, NULL);
    lara->pos = hips;
    Lara_SwitchAnim(g, lara, anim, 0);
    lara->current_state = lara->goal_state = (int16_t)state;
    lara->fall_speed = 0;
    lara->gravity = false;
    lara->rot.x = lara->rot.z = 0;
}

static void let_go_free(Game *g, Item *lara, Item *it, bool surface)
{
    let_go(g, lara, surface ? LARA_ANIM_SURF_TREAD : LARA_ANIM_TREAD,
           surface ? LS_SURF_TREAD : LS_TREAD);
    Coll_UpdateRoom(g, g->sim->lara, surface ? -LARA_HEIGHT / 2 : 0);
    g->lara.water_status = surface ? LWS_SURFACE : LWS_UNDERWATER;
    if (surface) {
        g->lara.dive_count = LARA_DIVE_COUNT;
        g->lara.torso_rot.x = g->lara.torso_rot.y = 0;
        g->lara.head_rot.x = g->lara.head_rot.y = 0;
    }
    g->lara.gun_status = LGS_ARMLESS;
    g->lara.vehicle = -1;
    it->hit_points = 0;
}

/* ---- her keys ------------------------------------------------------------------------ */

/* Steering and pitching (the same in the idle and the move states). */
static void steer(Item *it, UpvInfo *u, InputWord in, int32_t turn)
{
    if (in & INPUT_LEFT)
        u->rot -= turn;
    else if (in & INPUT_RIGHT)
        u->rot += turn;
    if (u->flags & UPV_F_SURFACE) {
        if (it->rot.x > SURFACE_PITCH)
            it->rot.x -= LEVEL_STEP;
        else if (it->rot.x < SURFACE_PITCH)
            it->rot.x += LEVEL_STEP;
    } else if (in & INPUT_FORWARD) {
        u->rot_x -= PITCH_STEP;
    } else if (in & INPUT_BACK) {
        u->rot_x += PITCH_STEP;
    }
}

static void dive_check(const Item *it, UpvInfo *u, InputWord in)
{
    if ((u->flags & UPV_F_SURFACE) && (in & INPUT_FORWARD) && it->rot.x > DIVE_PITCH)
        u->flags |= UPV_F_DIVE;
}

static void idle_state(Game *g, Item *lara, Item *it, UpvInfo *u, InputWord in)
{
    if (lara->hit_points <= 0) {
        lara->goal_state = UPV_S_DEATH;
        return;
    }
    steer(it, u, in, TURN_IDLE);
    if ((in & INPUT_ROLL) && can_get_off(g, it, u)) {
        lara->goal_state = (u->flags & UPV_F_SURFACE) ? UPV_S_GET_OFF_SURFACE : UPV_S_GET_OFF;
        u->flags &= ~UPV_F_CONTROL;
        Object_Sound(g, it, SFX3_LITTLE_SUB_STOP);
    } else if (in & INPUT_JUMP) {
        dive_check(it, u, in);
        lara->goal_state = UPV_S_MOVE;
    }
}

static void user_input(Game *g, Item *it, Item *lara, UpvInfo *u)
{
    InputWord in = Game_Input(g);
    int anim = Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM);
    int frame = Object_AnimFrame(g, lara);
    switch (lara->current_state) {
    case UPV_S_DEATH:
        if (anim == UPV_A_DEATH && (frame == 16 || frame == 17)) {
            let_go(g, lara, LARA_ANIM_UW_DEATH, LS_UW_DEATH);
            u->flags |= UPV_F_DEAD;
        }
        it->speed = 0;
        break;
    case UPV_S_GET_OFF_SURFACE:
        if (anim == UPV_A_GET_OFF_SURFACE && frame == 51)
            let_go_free(g, lara, it, true);
        break;
    case UPV_S_MOVE:
        if (lara->hit_points <= 0) {
            lara->goal_state = UPV_S_DEATH;
            break;
        }
        steer(it, u, in, TURN_MOVE);
        if (in & INPUT_JUMP) {
            dive_check(it, u, in);
            u->vel += UPV_ACCEL;
        } else {
            lara->goal_state = UPV_S_IDLE;
        }
        break;
    case UPV_S_IDLE:
        idle_state(g, lara, it, u, in);
        break;
    case UPV_S_GET_ON:
        if (anim == UPV_A_GET_ON_SURFACE_2) {
            it->rot.x += LEVEL_STEP;
            it->pos.y += 4;
        }
        if ((anim == UPV_A_GET_ON_SURFACE_2 || anim == UPV_A_GET_ON) && frame == 30)
            Object_Sound(g, it, SFX3_LITTLE_SUB_START);
        if ((anim == UPV_A_GET_ON_SURFACE_2 && frame == 50) || (anim == UPV_A_GET_ON && frame == 42))
            u->flags |= UPV_F_CONTROL;
        break;
    case UPV_S_GET_OFF:
        /* The original clips her place against the water with a line of
         * sight from the UPV (with two coordinates swapped); she lets go
         * where her hips are. */
        if (anim == UPV_A_GET_OFF && frame == 42)
            let_go_free(g, lara, it, false);
        break;
    default:
        break;
    }
    if (u->flags & UPV_F_DIVE) {
        if (it->rot.x > DIVE_PITCH)
            it->rot.x -= DIVE_STEP;
        else
            u->flags &= ~UPV_F_DIVE;
    }
    u->vel = clamp_i32(ease(u->vel, UPV_DRAG), UPV_MAX_VEL);
    u->rot = clamp_i32(ease(u->rot, TURN_EASE), TURN_MAX);
    u->rot_x = clamp_i32(ease(u->rot_x, PITCH_EASE), PITCH_STEP);
}

/* ---- the world --------------------------------------------------------------------- */

/* Walls, floor and ceiling push it back like a swimmer: a wall ahead stops
 * it, a ceiling tips it down, a wall beside it turns it away, a corner
 * puts it back; a floor it sinks into lifts it and tips it up. */
static void background(Game *g, Item *it, UpvInfo *u)
{
    CollInfo c = {0};
    c.bad_pos = COLL_NO_BAD_POS;
    c.bad_ceiling = 400;
    c.old = it->pos;
    c.radius = COLL_RADIUS;
    c.enable_baddie_push = true;
    g->lara.move_angle =
        (it->rot.x < -0x4000 || it->rot.x > 0x4000) ? (int16_t)(it->rot.y + 0x8000) : it->rot.y;
    c.facing = g->lara.move_angle;
    int32_t h = abs((WALL_SIZE * Math_Sin(it->rot.x)) >> W2V_SHIFT);
    if (h < 200)
        h = 200;
    c.bad_neg = -h;
    Coll_GetCollisionInfo(g, &c, it->pos.x, it->pos.y + h / 2, it->pos.z, it->room, h);
    Coll_ShiftItem(it, &c);
    switch (c.coll_type) {
    case COLL_FRONT:
        /* (the pitch rate never reaches the original's other branches) */
        u->vel = 0;
        break;
    case COLL_TOP:
        u->rot_x -= PITCH_STEP;
        break;
    case COLL_TOP_FRONT:
        u->vel = 0;
        break;
    case COLL_LEFT:
        it->rot.y += WALL_TURN;
        break;
    case COLL_RIGHT:
        it->rot.y -= WALL_TURN;
        break;
    case COLL_CLAMP:
        it->pos = c.old;
        u->vel = 0;
        return;
    default:
        break;
    }
    if (c.mid.floor < 0) {
        it->pos.y += c.mid.floor;
        u->rot_x += PITCH_STEP;
    }
}

/* At the surface it rides 210 under the water and she breathes; under
 * water her air runs out, then she drowns. */
static void surface_and_air(Game *g, Item *it, UpvInfo *u, int16_t room)
{
    Item *lara = Game_LaraItem(g);
    int32_t wh = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, room);
    const Room *r = World_Room(&g->world, it->room);
    bool dry_room = r && !(r->flags & ROOM_FLAG_WATER);
    bool near = wh != WORLD_NO_HEIGHT && wh - it->pos.y >= -UPV_SURFACE_DEPTH;
    if (wh != WORLD_NO_HEIGHT && (dry_room || near)) {
        if (near)
            it->pos.y = wh + UPV_SURFACE_DEPTH;
        if (!(u->flags & UPV_F_SURFACE)) {
            Object_Sound(g, lara, SFX3_LARA_BREATH);
            u->flags &= ~UPV_F_DIVE;
        }
        u->flags |= UPV_F_SURFACE;
    } else {
        u->flags &= ~UPV_F_SURFACE;
    }
    if (lara->hit_points < 0)
        return;
    if (u->flags & UPV_F_SURFACE) {
        g->lara.air = (int16_t)(g->lara.air + AIR_GAIN > LARA_AIR_MAX ? LARA_AIR_MAX
                                                                      : g->lara.air + AIR_GAIN);
    } else if (--g->lara.air < 0) {
        g->lara.air = -1;
        lara->hit_points = (int16_t)(lara->hit_points - DROWN_DAMAGE);
    }
}

static void move(Item *it, UpvInfo *u)
{
    it->speed = (int16_t)(u->vel >> 16);
    it->rot.x = (int16_t)(it->rot.x + (u->rot_x >> 16));
    it->rot.y = (int16_t)(it->rot.y + (u->rot >> 16));
    it->rot.z = (int16_t)(u->rot >> 12);
    if (it->rot.x > PITCH_LIMIT)
        it->rot.x = PITCH_LIMIT;
    else if (it->rot.x < -PITCH_LIMIT)
        it->rot.x = -PITCH_LIMIT;
    int32_t cx = Math_Cos(it->rot.x);
    it->pos.x += (cx * ((it->speed * Math_Sin(it->rot.y)) >> W2V_SHIFT)) >> W2V_SHIFT;
    it->pos.y -= (it->speed * Math_Sin(it->rot.x)) >> W2V_SHIFT;
    it->pos.z += (cx * ((it->speed * Math_Cos(it->rot.y)) >> W2V_SHIFT)) >> W2V_SHIFT;
}

/* She let go dead: it sinks on its own (its sink animation, gravity). */
static void sink(Game *g, int item, Item *it, UpvInfo *u, int16_t room)
{
    Object_Animate(g, Game_LaraItem(g));
    if (room != it->room)
        Sim_ItemNewRoom(g->sim, item, room);
    background(g, it, u);
    u->rot_x = 0;
    Vehicle_SwitchObjAnim(g, it, O3_UPV, UPV_A_SINK, 0);
    it->current_state = it->goal_state = UPV_A_SINK;
    it->fall_speed = 0;
    it->gravity = true;
    it->speed = 0;
    Object_Animate(g, it);
}

int32_t Upv_MotorPitch(int32_t speed)
{
    return (int32_t)((((uint32_t)speed << 16 | 0x1000000u) >> 8) & 0xFFFFFF);
}

static bool upv_rider_control(Game *g, Item *lara)
{
    int item = g->lara.vehicle;
    Item *it = &g->sim->items[item];
    UpvInfo *u = it->data;
    if (!u)
        return true;
    if (!(u->flags & UPV_F_DEAD)) {
        user_input(g, it, lara, u);
        move(it, u);
    }
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if ((u->flags & UPV_F_CONTROL) && !(u->flags & UPV_F_DEAD))
        surface_and_air(g, it, u, room);
    Game_TestTriggers(g, g->world.trigger_index, false);
    if (u->flags & UPV_F_DEAD) {
        sink(g, item, it, u, room);
        return true;
    }
    if (g->lara.vehicle < 0)
        return false;
    Current3_Drift(g, it, &u->current_xvel, &u->current_zvel);
    if ((Game_Input(g) & INPUT_ACTION) && (u->flags & UPV_F_CONTROL) && !u->weapon_timer) {
        Upv_FireHarpoon(g, it, u);
        u->weapon_timer = UPV_HARPOON_RELOAD;
    }
    if (room != it->room) {
        Sim_ItemNewRoom(g->sim, item, room);
        Sim_ItemNewRoom(g->sim, g->sim->lara, room);
    }
    lara->pos = it->pos;
    lara->pos.y += UPV_DRAW_DROP;
    lara->rot = it->rot;
    Object_Animate(g, lara);
    background(g, it, u);
    if (u->flags & UPV_F_CONTROL)
        Object_SoundPitch(g, it, SFX3_LITTLE_SUB_LOOP, Upv_MotorPitch(it->speed));
    Vehicle_SwitchObjAnim(g, it, O3_UPV, Vehicle_RelAnim(g, lara, O3_VEHICLE_ANIM),
                          Object_AnimFrame(g, lara));
    g->camera.target_elevation = (u->flags & UPV_F_SURFACE) ? UPV_SURFACE_CAMERA : 0;
    return true;
}

/* ---- the item -------------------------------------------------------------------------- */

/* Its own tick (the original's SubEffects): the fan spins with its speed
 * (idling slowly while she holds it), throwing mist and bubbles while it
 * drives; its headlights; the gun's reload counts down. */
static void upv_control(Game *g, int item)
{
    UpvInfo *u = g->sim->items[item].data;
    if (!u)
        return;
    if (g->lara.vehicle == item) {
        u->fan_rot = (int16_t)(u->fan_rot + (u->vel ? u->vel >> 12 : 364));
        if (u->vel)
            UpvLooks3_Fan(g, item, u->vel);
    }
    UpvLooks3_Lights(g, item);
    if (u->weapon_timer)
        u->weapon_timer--;
}

static void upv_initialise(Game *g, int item)
{
    UpvInfo *u = Object_Alloc(g, sizeof(UpvInfo));
    g->sim->items[item].data = u;
    if (u)
        u->flags = UPV_F_SURFACE;
}

static void upv_save(const Game *g, int item, SerialWriter *w)
{
    const UpvInfo *u = g->sim->items[item].data;
    UpvInfo z = {0};
    if (!u)
        u = &z;
    Serial_PutI32(w, u->vel);
    Serial_PutI32(w, u->rot);
    Serial_PutI32(w, u->rot_x);
    Serial_PutI32(w, u->flags);
    Serial_PutI32(w, u->weapon_timer);
    Serial_PutI32(w, u->fan_rot);
    Serial_PutI32(w, u->current_xvel);
    Serial_PutI32(w, u->current_zvel);
}

static void upv_load(Game *g, int item, SerialReader *r)
{
    UpvInfo v;
    v.vel = Serial_GetI32(r);
    v.rot = Serial_GetI32(r);
    v.rot_x = Serial_GetI32(r);
    v.flags = Serial_GetI32(r);
    v.weapon_timer = Serial_GetI32(r);
    v.fan_rot = (int16_t)Serial_GetI32(r);
    v.current_xvel = Serial_GetI32(r);
    v.current_zvel = Serial_GetI32(r);
    if (abs(v.vel) > UPV_MAX_VEL || (v.flags & ~31) || v.weapon_timer < 0 || v.weapon_timer > 15 ||
        abs(v.current_xvel) > 0x8000 || abs(v.current_zvel) > 0x8000) {
        Serial_Fail(r, "UPV data out of range");
        return;
    }
    UpvInfo *u = g->sim->items[item].data;
    if (u)
        *u = v;
}

void Upv_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_UPV];
    o->initialise = upv_initialise;
    o->control = upv_control;
    o->collision = upv_collision;
    o->rider_control = upv_rider_control;
    o->rider_keeps_air = true;
    o->save_position = o->save_flags = o->save_anim = true;
    o->save_data = upv_save;
    o->load_data = upv_load;
}
