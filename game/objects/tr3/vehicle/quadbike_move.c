/* The quad bike's driving physics (see quadbike.h), as the original's
 * quadbike.cpp: numbers and order as there. */
#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/vehicle/vehicle.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/quadbike_internal.h"

#define QUAD_HALF_FRONT 275
#define QUAD_LAND_WITHIN 80
#define QUAD_MAX_KICK (-80)
#define QUAD_GRAVITY 6
#define QUAD_TURN_UNDO 364
#define QUAD_TURN 455
#define QUAD_MAX_TURN 910
#define QUAD_SLIDE_TURN 500
#define QUAD_MAX_SLIDE_TURN 0x5B0
#define QUAD_MOMENTUM_STEP 546
#define QUAD_MOMENTUM_DEAD 273
#define QUAD_MOMENTUM_MAX_LAG 27300
#define QUAD_SLIP 100
#define QUAD_SLIP_SIDE 50
#define QUAD_BRAKE 640
#define QUAD_REVERSE 768
#define QUAD_SLOWDOWN 256
#define QUAD_HANDBRAKE_STEP 512

int32_t Quad_TestHeight(Game *g, const Item *it, int32_t front, int32_t side, Vec3i *pos)
{
    int32_t s = Math_Sin(it->rot.y), c = Math_Cos(it->rot.y);
    pos->x = it->pos.x + ((side * c + front * s) >> W2V_SHIFT);
    pos->y = it->pos.y + ((side * Math_Sin(it->rot.z)) >> W2V_SHIFT) -
             ((front * Math_Sin(it->rot.x)) >> W2V_SHIFT);
    pos->z = it->pos.z + ((front * c - side * s) >> W2V_SHIFT);
    int16_t room = it->room;
    const RoomSector *sec = World_Sector(&g->world, pos->x, pos->y, pos->z, &room);
    int32_t ceiling = World_Ceiling(&g->world, sec, pos->x, pos->y, pos->z);
    if (pos->y < ceiling || ceiling == WORLD_NO_HEIGHT)
        return WORLD_NO_HEIGHT;
    return World_Height(&g->world, sec, pos->x, pos->y, pos->z);
}

int32_t Quad_DoDynamics(int32_t height, int32_t fall_speed, int32_t *y)
{
    if (height <= *y) {
        int32_t kick = (height - *y) * 4;
        if (kick < QUAD_MAX_KICK)
            kick = QUAD_MAX_KICK;
        fall_speed += (kick - fall_speed) >> 3;
        if (*y > height)
            *y = height;
        return fall_speed;
    }
    *y += fall_speed;
    if (*y <= height - QUAD_LAND_WITHIN)
        return fall_speed + QUAD_GRAVITY;
    *y = height;
    return 0;
}

/* Turning: in the air the turn stays as it was; on the ground it fades by
 * two degrees first, and the momentum swings towards the heading (more
 * slowly the faster it goes, a quarter faster off the throttle), never
 * lagging more than 150 degrees. */
static void turn(Game *g, Item *it, QuadInfo *q)
{
    if (it->pos.y <= it->floor - STEP_SIZE) {
        it->rot.y = (int16_t)(it->rot.y + q->extra_rotation + q->turn);
        return;
    }
    if (q->turn < -QUAD_TURN_UNDO)
        q->turn += QUAD_TURN_UNDO;
    else if (q->turn > QUAD_TURN_UNDO)
        q->turn -= QUAD_TURN_UNDO;
    else
        q->turn = 0;
    it->rot.y = (int16_t)(it->rot.y + q->extra_rotation + q->turn);
    int16_t step = (int16_t)(QUAD_MOMENTUM_STEP - (q->velocity >> 8));
    int16_t lag = (int16_t)(it->rot.y - q->momentum_angle);
    if (!(Game_Input(g) & INPUT_ACTION) && q->velocity > 0)
        step = (int16_t)(step + (step >> 2));
    if (lag < -QUAD_MOMENTUM_DEAD) {
        if (lag >= -QUAD_MOMENTUM_MAX_LAG)
            q->momentum_angle = (int16_t)(q->momentum_angle - step);
        else
            q->momentum_angle = (int16_t)(it->rot.y + QUAD_MOMENTUM_MAX_LAG);
    } else if (lag > QUAD_MOMENTUM_DEAD) {
        if (lag <= QUAD_MOMENTUM_MAX_LAG)
            q->momentum_angle = (int16_t)(q->momentum_angle + step);
        else
            q->momentum_angle = (int16_t)(it->rot.y - QUAD_MOMENTUM_MAX_LAG);
    } else {
        q->momentum_angle = it->rot.y;
    }
}

/* Along its momentum (on the ground, less by its pitch), then slipping
 * back down a steep pitch and sideways down a roll (she cannot get off
 * while it slips). */
static void move(Game *g, Item *it, QuadInfo *q)
{
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t h = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    int32_t speed = it->pos.y < h ? it->speed : (it->speed * Math_Cos(it->rot.x)) >> W2V_SHIFT;
    it->pos.x += (speed * Math_Sin(q->momentum_angle)) >> W2V_SHIFT;
    it->pos.z += (speed * Math_Cos(q->momentum_angle)) >> W2V_SHIFT;

    int32_t slip = (QUAD_SLIP * Math_Sin(it->rot.x)) >> W2V_SHIFT;
    if (abs(slip) > QUAD_SLIP / 2) {
        q->no_get_off = true;
        slip += slip > 0 ? -10 : 10;
        it->pos.x -= (slip * Math_Sin(it->rot.y)) >> W2V_SHIFT;
        it->pos.z -= (slip * Math_Cos(it->rot.y)) >> W2V_SHIFT;
    }
    slip = (QUAD_SLIP_SIDE * Math_Sin(it->rot.z)) >> W2V_SHIFT;
    if (abs(slip) > QUAD_SLIP_SIDE / 2) {
        q->no_get_off = true;
        it->pos.x += (slip * Math_Cos(it->rot.y)) >> W2V_SHIFT;
        it->pos.z -= (slip * Math_Sin(it->rot.y)) >> W2V_SHIFT;
    }
}

enum { P_FL, P_FML, P_ML, P_BML, P_BL, P_FR, P_FMR, P_MR, P_BMR, P_BR, POINTS };
static const int32_t k_front[POINTS] = {
    QUAD_FRONT, QUAD_HALF_FRONT, 0, -QUAD_HALF_FRONT, -QUAD_FRONT,
    QUAD_FRONT, QUAD_HALF_FRONT, 0, -QUAD_HALF_FRONT, -QUAD_FRONT,
};
static const int32_t k_side[POINTS] = {
    -QUAD_SIDE, -QUAD_SIDE, -QUAD_SIDE, -QUAD_SIDE, -QUAD_SIDE,
    QUAD_SIDE, QUAD_SIDE, QUAD_SIDE, QUAD_SIDE, QUAD_SIDE,
};
/* The corners' glancing blows turn it (the first one's, and the others'
 * when they turn the same way); the middle points only push. */
static const bool k_turns[POINTS] = {
    true, false, false, false, true, true, false, false, false, true,
};

/* Each side point that rose more than a click onto higher ground pushes
 * the bike back out of it, in the original's order; the turn they give. */
static int16_t push_from_walls(Game *g, Item *it, const Vec3i *old)
{
    int16_t shift = 0;
    for (int i = 0; i < POINTS; i++) {
        Vec3i p;
        int32_t h = Quad_TestHeight(g, it, k_front[i], k_side[i], &p);
        if (h >= old[i].y - STEP_SIZE)
            continue;
        int16_t s = (int16_t)Vehicle_DoShift(g, it, &p, &old[i]);
        if (k_turns[i] && ((s > 0 && shift >= 0) || (s < 0 && shift <= 0)))
            shift = (int16_t)(shift + s);
    }
    return shift;
}

/* A wall that stopped it: its velocity drops to what it actually moved
 * along its momentum; at full speed the crash costs her. */
static void crash(Game *g, int item, Item *it, QuadInfo *q, const Vec3i *old)
{
    int32_t dx = it->pos.x - old->x, dz = it->pos.z - old->z;
    int32_t speed = (dx * Math_Sin(q->momentum_angle) + dz * Math_Cos(q->momentum_angle)) >> W2V_SHIFT;
    speed *= 256;
    if (g->lara.vehicle == item && q->velocity == QUAD_MAX_VELOCITY && speed < QUAD_MAX_VELOCITY - 10) {
        Item *lara = Game_LaraItem(g);
        lara->hit_points = (int16_t)(lara->hit_points - ((QUAD_MAX_VELOCITY - speed) >> 7));
        lara->hit_status = true;
    }
    if (q->velocity > 0 && speed < q->velocity)
        q->velocity = speed < 0 ? 0 : speed;
    else if (q->velocity < 0 && speed > q->velocity)
        q->velocity = speed > 0 ? 0 : speed;
    if (q->velocity < QUAD_MAX_BACK)
        q->velocity = QUAD_MAX_BACK;
}

int Quad_Dynamics(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    QuadInfo *q = it->data;
    q->no_get_off = false;
    Vec3i old = it->pos;
    Vec3i old_pt[POINTS];
    for (int i = 0; i < POINTS; i++) {
        int32_t h = Quad_TestHeight(g, it, k_front[i], k_side[i], &old_pt[i]);
        if (old_pt[i].y > h)
            old_pt[i].y = h;
    }
    turn(g, it, q);
    move(g, it, q);
    Vec3i moved = {it->pos.x, 0, it->pos.z};
    if (!it->invisible)
        Vehicle_RunOver(g, it, QUAD_RADIUS, O3_AVALANCHE, NULL);

    int16_t shift = push_from_walls(g, it, old_pt);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t h = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if (h < it->pos.y - STEP_SIZE) {
        Vec3i here = it->pos;
        Vehicle_DoShift(g, it, &here, &old);
    }
    q->extra_rotation = shift;
    int anim = Vehicle_GetCollisionAnim(it, moved);
    if (anim)
        crash(g, item, it, q, &old);
    return anim;
}

/* Steering: left / right build the turn (sprinting above 0x3000 forward or
 * below -0x2800 back, a sharper slide); backing, it steers the other way. */
static void steer(InputWord in, QuadInfo *q)
{
    bool left, right, slide;
    if (q->velocity > 0) {
        left = in & INPUT_LEFT;
        right = !left && (in & INPUT_RIGHT);
        slide = (in & INPUT_SPRINT) && !q->handbrake_starting && q->velocity > 0x3000;
    } else if (q->velocity < 0) {
        left = in & INPUT_RIGHT;
        right = !left && (in & INPUT_LEFT);
        slide = (in & INPUT_SPRINT) && !q->handbrake_starting && q->velocity < -0x2800;
    } else {
        return;
    }
    int32_t step = slide ? QUAD_SLIDE_TURN : QUAD_TURN;
    int32_t max = slide ? QUAD_MAX_SLIDE_TURN : QUAD_MAX_TURN;
    if (left) {
        q->turn -= step;
        if (q->turn < -max)
            q->turn = -max;
    } else if (right) {
        q->turn += step;
        if (q->turn > max)
            q->turn = max;
    }
}

/* Throttle (action), brake and reverse (jump), and with sprint from a
 * stand the handbrake start that builds revs instead. */
static void throttle(InputWord in, QuadInfo *q)
{
    bool handbrake = (in & INPUT_SPRINT) && (q->can_handbrake_start || q->handbrake_starting);
    if (in & INPUT_JUMP) {
        if (handbrake) {
            q->handbrake_starting = true;
            q->revs -= QUAD_HANDBRAKE_STEP;
            if (q->revs < QUAD_MAX_BACK)
                q->revs = QUAD_MAX_BACK;
        } else if (q->velocity > 0) {
            q->velocity -= QUAD_BRAKE;
        } else if (q->velocity > QUAD_MAX_BACK) {
            q->velocity -= QUAD_REVERSE;
        }
    } else if (in & INPUT_ACTION) {
        if (handbrake) {
            q->handbrake_starting = true;
            q->revs += QUAD_HANDBRAKE_STEP;
            if (q->revs >= QUAD_MAX_VELOCITY)
                q->revs = QUAD_MAX_VELOCITY;
        } else if (q->velocity < QUAD_MAX_VELOCITY) {
            if (q->velocity < 0x4000)
                q->velocity += ((0x4800 - q->velocity) >> 3) + 8;
            else if (q->velocity < 0x7000)
                q->velocity += ((0x7800 - q->velocity) >> 4) + 4;
            else
                q->velocity += ((QUAD_MAX_VELOCITY - q->velocity) >> 3) + 2;
        } else {
            q->velocity = QUAD_MAX_VELOCITY;
        }
    } else if (q->velocity > QUAD_SLOWDOWN) {
        q->velocity -= QUAD_SLOWDOWN;
    } else if (q->velocity < -QUAD_SLOWDOWN) {
        q->velocity += QUAD_SLOWDOWN;
    } else {
        q->velocity = 0;
    }
    /* The original then means to let the revs die down when neither key
     * is held, but its test can never pass: nothing happens here. */
}

/* The engine note from the speed and revs, easing an eighth of the way. */
static void engine_revs(QuadInfo *q)
{
    if (q->engine_revs > 0x7000)
        q->engine_revs = -0x2000;
    int32_t revs;
    if (q->velocity < 0)
        revs = abs(q->revs) + abs(q->velocity >> 1);
    else if (q->velocity < 0x7000)
        revs = abs(q->revs) + 0x8800 * q->velocity / 0x7000 - 0x2000;
    else if (q->velocity <= QUAD_MAX_VELOCITY)
        revs = abs(q->revs) + 0x9800 * (q->velocity - 0x7000) / 0x3000 - 0x2800;
    else
        revs = abs(q->revs);
    q->engine_revs += (revs - q->engine_revs) >> 3;
}

void Quad_UserControl(Game *g, Item *it, int32_t height, int32_t *pitch)
{
    QuadInfo *q = it->data;
    InputWord in = Game_Input(g);
    if (!q->velocity && !(in & INPUT_SPRINT) && !q->can_handbrake_start)
        q->can_handbrake_start = true;
    else if (q->velocity)
        q->can_handbrake_start = false;
    if (!(in & INPUT_SPRINT))
        q->handbrake_starting = false;
    /* Revs built by a handbrake start go into the wheels once it lets go. */
    if (!q->handbrake_starting) {
        if (q->revs > 16) {
            q->velocity += q->revs >> 4;
            q->revs -= q->revs >> 3;
        } else {
            q->revs = 0;
        }
    }

    if (it->pos.y < height - STEP_SIZE) {
        /* In the air: the engine races. */
        if (q->engine_revs < QUAD_MAX_VELOCITY)
            q->engine_revs += (QUAD_MAX_VELOCITY - q->engine_revs) >> 3;
    } else {
        if (!q->velocity && (in & INPUT_LOOK))
            Lara_LookUpDown(g);
        steer(in, q);
        throttle(in, q);
        it->speed = (int16_t)(q->velocity >> 8);
        engine_revs(q);
    }
    *pitch = q->engine_revs;
}
