/* The skidoo's driving physics (see skidoo.h): its four corners follow the
 * floor, it turns on the ground only, its momentum swings round behind its
 * facing, slopes make it slip, walls shove it back (a glancing blow turns
 * it, a hard one costs the rider), and what it meets on its way (creatures
 * and the avalanche) takes the blow. Numbers and order as the original. */
#include <stdlib.h>

#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr2/vehicle/skidoo_internal.h"
#include "game/objects/tr2/vehicle/vehicle.h"

#define SKIDOO_SLIP 100
#define SKIDOO_SLIP_SIDE 50
#define SKIDOO_MIN_BOUNCE 50
#define SKIDOO_MAX_KICK (-80)

int32_t Skidoo_TestHeight(Game *g, const Item *it, int32_t z_off, int32_t x_off, Vec3i *out)
{
    int32_t sx = Math_Sin(it->rot.x), sz = Math_Sin(it->rot.z);
    int32_t cy = Math_Cos(it->rot.y), sy = Math_Sin(it->rot.y);
    out->x = it->pos.x + ((x_off * cy + z_off * sy) >> W2V_SHIFT);
    out->y = it->pos.y + ((x_off * sz - z_off * sx) >> W2V_SHIFT);
    out->z = it->pos.z + ((z_off * cy - x_off * sy) >> W2V_SHIFT);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, out->x, out->y, out->z, &room);
    return World_Height(&g->world, s, out->x, out->y, out->z);
}

int32_t Skidoo_DoDynamics(int32_t height, int32_t fall_speed, int32_t *y)
{
    if (height > *y) {
        *y += fall_speed;
        if (*y > height - SKIDOO_MIN_BOUNCE) {
            *y = height;
            return 0;
        }
        return fall_speed + ANIM_GRAVITY;
    }
    int32_t kick = 4 * (height - *y);
    if (kick < SKIDOO_MAX_KICK)
        kick = SKIDOO_MAX_KICK;
    if (*y > height)
        *y = height;
    return fall_speed + ((kick - fall_speed) >> 3);
}

void Skidoo_ArmedPush(Game *g, const Item *armed, Item *other, int32_t radius)
{
    int32_t dx = other->pos.x - armed->pos.x, dz = other->pos.z - armed->pos.z;
    int32_t c = Math_Cos(armed->rot.y), s = Math_Sin(armed->rot.y);
    int32_t rx = (c * dx - s * dz) >> W2V_SHIFT;
    int32_t rz = (s * dx + c * dz) >> W2V_SHIFT;
    AnimFrame f;
    Coll_GetBestFrame(g->lv, armed, &f);
    int32_t min_x = f.bbox.min_x - radius, max_x = f.bbox.max_x + radius;
    int32_t min_z = f.bbox.min_z - radius, max_z = f.bbox.max_z + radius;
    if (rx < min_x || rx > max_x || rz < min_z || rz > max_z)
        return;
    /* Out through the nearest side of the box. */
    int32_t r = max_x - rx, l = rx - min_x, t = max_z - rz, b = rz - min_z;
    if (l <= r && l <= t && l <= b)
        rx -= l;
    else if (r <= l && r <= t && r <= b)
        rx += r;
    else if (t <= l && t <= r && t <= b)
        rz += t;
    else
        rz -= b;
    other->pos.x = armed->pos.x + ((rz * s + rx * c) >> W2V_SHIFT);
    other->pos.z = armed->pos.z + ((rz * c - rx * s) >> W2V_SHIFT);
}

/* An armed skidoo in the way pushes the driven one aside (the rest of what
 * it meets is Vehicle_RunOver's). */
static bool meet_armed(Game *g, Item *it, Item *skidoo)
{
    if (it->object_id != O2_SKIDOO_ARMED)
        return false;
    Skidoo_ArmedPush(g, it, skidoo, SKIDOO_RADIUS);
    return true;
}

/* Turning (on the ground only, the turn fading each tick) and the
 * momentum, which follows the facing by 3 degrees a tick and never lags
 * more than 150 behind. */
static void turn(Item *it, SkidooInfo *d)
{
    if (it->pos.y <= it->floor - STEP_SIZE) {
        it->rot.y = (int16_t)(it->rot.y + d->extra_rotation + d->skidoo_turn);
        return;
    }
    if (d->skidoo_turn < -SKIDOO_UNDO_TURN)
        d->skidoo_turn += SKIDOO_UNDO_TURN;
    else if (d->skidoo_turn > SKIDOO_UNDO_TURN)
        d->skidoo_turn -= SKIDOO_UNDO_TURN;
    else
        d->skidoo_turn = 0;
    it->rot.y = (int16_t)(it->rot.y + d->skidoo_turn + d->extra_rotation);
    int16_t rot = (int16_t)(it->rot.y - d->momentum_angle);
    if (rot < -SKIDOO_MOMENTUM_TURN) {
        if (rot < -SKIDOO_MAX_MOMENTUM_TURN)
            d->momentum_angle = (int16_t)(it->rot.y + SKIDOO_MAX_MOMENTUM_TURN);
        else
            d->momentum_angle = (int16_t)(d->momentum_angle - SKIDOO_MOMENTUM_TURN);
    } else if (rot > SKIDOO_MOMENTUM_TURN) {
        if (rot > SKIDOO_MAX_MOMENTUM_TURN)
            d->momentum_angle = (int16_t)(it->rot.y - SKIDOO_MAX_MOMENTUM_TURN);
        else
            d->momentum_angle = (int16_t)(d->momentum_angle + SKIDOO_MOMENTUM_TURN);
    } else {
        d->momentum_angle = it->rot.y;
    }
}

/* Moves along the momentum, then slips down a slope it stands across or
 * along (beyond half the slip). */
static void move(Item *it, const SkidooInfo *d)
{
    it->pos.z += (it->speed * Math_Cos(d->momentum_angle)) >> W2V_SHIFT;
    it->pos.x += (it->speed * Math_Sin(d->momentum_angle)) >> W2V_SHIFT;
    int32_t slip = (SKIDOO_SLIP * Math_Sin(it->rot.x)) >> W2V_SHIFT;
    if (abs(slip) > SKIDOO_SLIP / 2) {
        it->pos.z -= (slip * Math_Cos(it->rot.y)) >> W2V_SHIFT;
        it->pos.x -= (slip * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    }
    slip = (SKIDOO_SLIP_SIDE * Math_Sin(it->rot.z)) >> W2V_SHIFT;
    if (abs(slip) > SKIDOO_SLIP_SIDE / 2) {
        it->pos.z -= (slip * Math_Sin(it->rot.y)) >> W2V_SHIFT;
        it->pos.x += (slip * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    }
}

int Skidoo_Dynamics(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    SkidooInfo *d = it->data;
    /* The corners before the move (front left, front right, back left,
     * back right), each no lower than its floor. */
    static const int32_t k_corner[4][2] = {
        { SKIDOO_FRONT, -SKIDOO_SIDE }, { SKIDOO_FRONT, SKIDOO_SIDE },
        { -SKIDOO_FRONT, -SKIDOO_SIDE }, { -SKIDOO_FRONT, SKIDOO_SIDE },
    };
    Vec3i before[4];
    for (int i = 0; i < 4; i++) {
        int32_t h = Skidoo_TestHeight(g, it, k_corner[i][0], k_corner[i][1], &before[i]);
        if (before[i].y > h)
            before[i].y = h;
    }
    Vec3i old = it->pos;

    turn(it, d);
    move(it, d);

    Vec3i moved = { it->pos.x, 0, it->pos.z };
    if (!it->one_shot)
        Vehicle_RunOver(g, it, SKIDOO_RADIUS, O2_ROLLING_BALL_2, meet_armed);

    /* A corner that climbed more than a click is shoved back; the blows
     * add up to the turn of the next tick. Back left, back right, front
     * left, front right, as the original. */
    static const int k_order[4] = { 2, 3, 0, 1 };
    int32_t rot = 0;
    for (int k = 0; k < 4; k++) {
        int i = k_order[k];
        Vec3i now;
        int32_t h = Skidoo_TestHeight(g, it, k_corner[i][0], k_corner[i][1], &now);
        if (h < before[i].y - STEP_SIZE)
            rot += Vehicle_DoShift(g, it, &now, &before[i]);
    }
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) < it->pos.y - STEP_SIZE) {
        Vec3i here = it->pos;
        Vehicle_DoShift(g, it, &here, &old);
    }
    d->extra_rotation = (int16_t)rot;

    int collide = Vehicle_GetCollisionAnim(it, moved);
    if (collide) {
        int32_t c = Math_Cos(d->momentum_angle), sn = Math_Sin(d->momentum_angle);
        int32_t dx = it->pos.x - old.x, dz = it->pos.z - old.z;
        int32_t new_speed = (sn * dx + c * dz) >> W2V_SHIFT;
        /* A hard blow at speed hurts the rider. */
        if (item == g->lara.vehicle && it->speed > SKIDOO_MAX_SPEED + SKIDOO_ACCELERATION &&
            new_speed < it->speed - SKIDOO_ACCELERATION)
            Lara_TakeDamage(g, (int16_t)((it->speed - new_speed) / 2), true);
        if (it->speed > 0 && new_speed < it->speed)
            it->speed = (int16_t)(new_speed < 0 ? 0 : new_speed);
        else if (it->speed < 0 && new_speed > it->speed)
            it->speed = (int16_t)(new_speed > 0 ? 0 : new_speed);
        if (it->speed < SKIDOO_MAX_BACK)
            it->speed = SKIDOO_MAX_BACK;
    }
    return collide;
}

bool Skidoo_UserControl(Game *g, Item *it, int32_t height, int32_t *pitch)
{
    SkidooInfo *d = it->data;
    InputWord in = Game_Input(g);
    bool left = in & INPUT_LEFT, right = in & INPUT_RIGHT, back = in & INPUT_BACK;
    bool drive = false;
    if (it->pos.y < height - STEP_SIZE) {
        /* In the air the engine only roars. */
        if (in & (INPUT_FORWARD | INPUT_BACK)) {
            drive = true;
            *pitch = d->pitch + 50;
        }
        return drive;
    }
    *pitch = it->speed + (height - it->pos.y);
    if (it->speed == 0 && (in & INPUT_LOOK))
        Lara_LookUpDown(g);
    /* Reversing, left and right swap. */
    if ((left && !back) || (right && back)) {
        d->skidoo_turn -= SKIDOO_TURN;
        if (d->skidoo_turn < -SKIDOO_MAX_TURN)
            d->skidoo_turn = -SKIDOO_MAX_TURN;
    }
    if ((right && !back) || (left && back)) {
        d->skidoo_turn += SKIDOO_TURN;
        if (d->skidoo_turn > SKIDOO_MAX_TURN)
            d->skidoo_turn = SKIDOO_MAX_TURN;
    }
    if (back) {
        if (it->speed > 0) {
            it->speed -= SKIDOO_BRAKE;
        } else {
            if (it->speed > SKIDOO_MAX_BACK)
                it->speed += SKIDOO_REVERSE;
            drive = true;
        }
    } else if (in & INPUT_FORWARD) {
        int32_t max;
        if ((in & INPUT_ACTION) && !(d->track_mesh & SKIDOO_GUN_MESH))
            max = SKIDOO_FAST_SPEED;
        else if (in & INPUT_WALK)
            max = SKIDOO_SLOW_SPEED;
        else
            max = SKIDOO_MAX_SPEED;
        if (it->speed < max)
            it->speed = (int16_t)(it->speed + SKIDOO_ACCELERATION * it->speed / (2 * max) +
                                  SKIDOO_ACCELERATION / 2);
        else if (it->speed > max + SKIDOO_SLOWDOWN)
            it->speed -= SKIDOO_SLOWDOWN;
        drive = true;
    } else if (it->speed >= 0 && it->speed < SKIDOO_MIN_SPEED && (left || right)) {
        it->speed = SKIDOO_MIN_SPEED;
        drive = true;
    } else if (it->speed > SKIDOO_SLOWDOWN) {
        it->speed -= SKIDOO_SLOWDOWN;
        /* Coasting, the engine note comes and goes (the draw stream). */
        if ((Prng_Draw(&g->sim->prng) & 0x7F) < it->speed)
            drive = true;
    } else {
        it->speed = 0;
    }
    return drive;
}
