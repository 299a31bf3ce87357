/* TR2's speedboat (O2_BOAT), as the original: see boat.h.
 *
 * The boat's item carries its own movement and, while Lara rides it, hers:
 * her above-water tick only runs her guns (vehicle.c), and the boat's
 * control puts her where it is, plays her rider animations (the Lara-boat
 * object's, O2_LARA_BOAT) and copies her animation onto the boat's own. */
#include "game/objects/tr2/vehicle/boat.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/general/gondola.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr2/vehicle/vehicle.h"
#include "engine/core/serial.h"

#define DEG_1 182
#define DEG(d) ((d) * DEG_1)
/* The exact quarter-turn angles (not multiples of DEG_1). */
#define DEG_45 0x2000
#define DEG_90 0x4000
#define DEG_135 0x6000
#define GRAVITY 6
#define NO_HEIGHT WORLD_NO_HEIGHT

/* Where she gets on (the Lara-boat object's animations): from the water
 * on its left or right side, jumping in from land, or already where it is. */
#define GET_ON_LEFT_ANIM 0
#define GET_ON_START_ANIM 1
#define GET_ON_JUMP_ANIM 6
#define GET_ON_RIGHT_ANIM 8
#define FALL_ANIM 15
#define DEATH_ANIM 18
#define EXIT_END_FRAME 24        /* the jump off: she leaves on this frame */
#define LARA_ANIM_JUMP_FORWARD 77 /* her own forward jump (the original's LA_JUMP_FORWARD) */

/* Sizes and numbers (the original's). */
#define BOAT_SHIFT_Y 5           /* the hull rides this far up out of the water */
#define BOAT_RADIUS 500
#define BOAT_SIDE 300
#define BOAT_FRONT 750
#define BOAT_TIP (BOAT_FRONT + 250)
#define BOAT_WAKE 700
#define BOAT_GET_ON_REACH 200    /* her forward offset from the centre to get on */
#define BOAT_UNDO_TURN (DEG_1 / 4)
#define BOAT_TURN (DEG_1 / 8)
#define BOAT_MAX_TURN (DEG_1 * 4)
#define BOAT_SOUND_CEILING (WALL_SIZE * 5)
#define BOAT_WAKE_SPRITES 3
#define BOAT_WAKE_COUNTER 20
#define BOAT_EXIT_DISTANCE 360   /* how far to the side she lands */
#define BOAT_EXIT_RISE 90
#define BOAT_EXIT_SPEED 20
#define BOAT_EXIT_FALL_SPEED (-40)
#define BOAT_CAMERA_ELEVATION (-DEG(20))
#define BOAT_CAMERA_DISTANCE (WALL_SIZE * 2)
#define BOAT_FALL_CLAMP (-20)    /* the fastest the water lifts a sunk point */

/* TR2's sounds. */
#define SFX2_LARA_INJURY 31
#define SFX2_BOAT_IDLE 195
#define SFX2_BOAT_INTO_WATER 337
#define SFX2_BOAT_MOVING 197
#define SFX2_BOAT_ENGINE 336

enum {
    GET_ON_NONE = 0,
    GET_ON_RIGHT_SIDE = 1, /* she is on its right: the right-side climb */
    GET_ON_LEFT_SIDE = 2,
    GET_ON_JUMP = 3,
    GET_ON_HERE = 4,
};

typedef struct {
    int32_t turn;            /* yaw rate the rider steers */
    int32_t left_fall_speed, right_fall_speed; /* the bow's two corners */
    int32_t tilt;            /* roll from the turn, added for drawing */
    int32_t extra_rotation;  /* yaw a glancing wall gave it last tick */
    int32_t water;           /* the water height under it, -5 (or the floor) */
    int32_t pitch;           /* engine note (follows the speed) */
} BoatData;

static BoatData *boat_data(Game *g, int index)
{
    return g->sim->items[index].data;
}

/* ---- helpers ------------------------------------------------------------------ */

static int first_anim_of(const Game *g, int object_id)
{
    const Model *m = Level_FindModel(g->lv, (uint32_t)object_id);
    return m ? Sim_ModelFirstAnim(g->lv, m) : -1;
}

/* The original's switch to another object's animation (relative numbers). */
static void switch_to_obj_anim(Game *g, Item *it, int rel_anim, int rel_frame, int object_id)
{
    int first = first_anim_of(g, object_id);
    int anim = first + rel_anim;
    if (first < 0 || (uint32_t)anim >= g->lv->num_animations)
        return;
    it->anim = (int16_t)anim;
    it->frame = (int16_t)(g->lv->animations[anim].frame_start + rel_frame);
}

static void set_rider_anim(Game *g, Item *lara, int rel_anim, int state)
{
    switch_to_obj_anim(g, lara, rel_anim, 0, O2_LARA_BOAT);
    lara->goal_state = lara->current_state = (int16_t)state;
}

/* Floor query at a point: sector (room followed from *room), its height. */
static int32_t height_at(Game *g, int32_t x, int32_t y, int32_t z, int16_t *room)
{
    const RoomSector *s = World_Sector(&g->world, x, y, z, room);
    return World_Height(&g->world, s, x, y, z);
}

/* The original's TestWaterHeight: the point (z_off ahead, x_off to the
 * right) on the boat's tilted deck into *pos, and the water surface there
 * (5 under it), or the floor where it is dry. */
static int32_t test_water_height(Game *g, const Item *it, int32_t z_off, int32_t x_off, Vec3i *pos)
{
    pos->y = it->pos.y + ((x_off * Math_Sin(it->rot.z)) >> W2V_SHIFT) -
             ((z_off * Math_Sin(it->rot.x)) >> W2V_SHIFT);
    int32_t c = Math_Cos(it->rot.y), s = Math_Sin(it->rot.y);
    pos->x = it->pos.x + ((x_off * c + z_off * s) >> W2V_SHIFT);
    pos->z = it->pos.z + ((z_off * c - x_off * s) >> W2V_SHIFT);
    int16_t room = it->room;
    World_Sector(&g->world, pos->x, pos->y, pos->z, &room);
    int32_t h = World_WaterHeight(&g->world, pos->x, pos->y, pos->z, room);
    if (h == NO_HEIGHT) {
        h = height_at(g, pos->x, pos->y, pos->z, &room);
        if (h != NO_HEIGHT)
            return h;
    }
    return h - BOAT_SHIFT_Y;
}

/* The original's Room_TestTriggers for an item: the triggers of the
 * sector it stands on, not as a heavy object. */
static void test_triggers_at(Game *g, const Item *it)
{
    int16_t room = it->room;
    height_at(g, it->pos.x, it->pos.y, it->pos.z, &room);
    Game_TestTriggers(g, g->world.trigger_index, false);
}

/* ---- getting on ---------------------------------------------------------------- */

static int check_get_on(Game *g, int index, const CollInfo *coll)
{
    if (g->lara.gun_status != LGS_ARMLESS)
        return GET_ON_NONE;
    Item *boat = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    /* Her offset along the boat's heading: not more than a little ahead. */
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
            if (rot > -DEG_135 && rot < DEG_135 && lara->pos.y > boat->pos.y)
                get_on = GET_ON_JUMP;
        } else if (lara->fall_speed == 0 && rot > -DEG_135 && rot < DEG_135) {
            bool here = lara->pos.x == boat->pos.x && lara->pos.y == boat->pos.y &&
                        lara->pos.z == boat->pos.z;
            get_on = here ? GET_ON_HERE : GET_ON_JUMP;
        }
    }
    if (get_on == GET_ON_NONE)
        return GET_ON_NONE;
    if (!Coll_TestBoundsCollide(g, boat, lara, coll->radius))
        return GET_ON_NONE;
    if (!Coll_TestCollision(g, boat, lara))
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
        [GET_ON_RIGHT_SIDE] = GET_ON_RIGHT_ANIM,
        [GET_ON_LEFT_SIDE] = GET_ON_LEFT_ANIM,
        [GET_ON_JUMP] = GET_ON_JUMP_ANIM,
        [GET_ON_HERE] = GET_ON_START_ANIM,
    };
    switch_to_obj_anim(g, lara, k_anim[get_on], 0, O2_LARA_BOAT);
    g->lara.water_status = LWS_ABOVE_WATER;
    g->lara.hit_direction = -1;

    Item *boat = &g->sim->items[index];
    lara->pos.x = boat->pos.x;
    lara->pos.y = boat->pos.y - BOAT_SHIFT_Y;
    lara->pos.z = boat->pos.z;
    lara->gravity = false;
    lara->rot.x = 0;
    lara->rot.y = boat->rot.y;
    lara->rot.z = 0;
    lara->speed = 0;
    lara->fall_speed = 0;
    lara->goal_state = lara->current_state = BOAT_STATE_GET_ON;
    if (lara->room != boat->room)
        Sim_ItemNewRoom(g->sim, g->lara.item, boat->room);
    Object_Animate(g, lara);
    if (boat->status != ITEM_STATUS_ACTIVE) {
        Object_AddActive(g, index);
        boat->status = ITEM_STATUS_ACTIVE;
    }
}

/* ---- movement ------------------------------------------------------------------ */

/* Pushes the boat out to a boat's length from (x, z). d2 == 0 (one on the
 * other) divides by zero in the original; it leaves the boat where it is
 * here. */
static void push_off(Item *boat, int32_t x, int32_t z, int32_t d2, int32_t reach2)
{
    if (d2) {
        boat->pos.x = x - (int32_t)((int64_t)reach2 * (x - boat->pos.x) / d2);
        boat->pos.z = z - (int32_t)((int64_t)reach2 * (z - boat->pos.z) / d2);
    }
}

/* A floating gondola's hull, half a sector behind its origin, pushes a
 * slow boat off; one going near its top speed rams it, crashing it, when
 * it is not two sectors or more below the gondola. */
static void meet_gondola(Game *g, Item *boat, Item *it, int32_t reach2)
{
    if (it->current_state != GONDOLA_STATE_FLOATING)
        return;
    int32_t ix = it->pos.x - ((Math_Sin(it->rot.y) * (WALL_SIZE / 2)) >> W2V_SHIFT);
    int32_t iz = it->pos.z - ((Math_Cos(it->rot.y) * (WALL_SIZE / 2)) >> W2V_SHIFT);
    int32_t dx = ix - boat->pos.x, dz = iz - boat->pos.z;
    int32_t d2 = dx * dx + dz * dz;
    if (d2 >= reach2)
        return;
    if (boat->speed < BOAT_MAX_SPEED - 10) {
        push_off(boat, ix, iz, d2, reach2);
    } else if (it->pos.y - boat->pos.y < WALL_SIZE * 2) {
        Effect_Sound(g, SFX2_BOAT_INTO_WATER, &it->pos);
        it->goal_state = GONDOLA_STATE_CRASH;
    }
}

/* Other boats in its room keep it a boat's length away (the first one met
 * ends the search), and so do floating gondolas (see meet_gondola). */
static void push_by_boats(Game *g, int index)
{
    Item *boat = &g->sim->items[index];
    const int32_t reach2 = (BOAT_RADIUS * 2) * (BOAT_RADIUS * 2);
    int n = g->sim->room_items[boat->room];
    for (uint32_t guard = 0; n != ITEM_NONE && guard <= g->sim->num_items; guard++) {
        Item *it = &g->sim->items[n];
        if (it->object_id == O2_BOAT && n != index && g->lara.vehicle != n) {
            int32_t dx = it->pos.x - boat->pos.x, dz = it->pos.z - boat->pos.z;
            int32_t d2 = dx * dx + dz * dz;
            if (d2 < reach2)
                push_off(boat, it->pos.x, it->pos.z, d2, reach2);
            break;
        }
        if (it->object_id == O2_GONDOLA)
            meet_gondola(g, boat, it, reach2);
        n = it->next_item;
    }
}

/* The original's DoBoatDynamics: a point following the water height,
 * falling under gravity when above it, pulled up (at most 20 a tick) when
 * below. */
static int32_t float_point(int32_t height, int32_t fall_speed, int32_t *y)
{
    if (height > *y) {
        *y += fall_speed;
        if (*y > height) {
            *y = height;
            fall_speed = 0;
        } else {
            fall_speed += GRAVITY;
        }
    } else {
        fall_speed += (height - fall_speed - *y) >> 3;
        if (fall_speed < BOAT_FALL_CLAMP)
            fall_speed = BOAT_FALL_CLAMP;
        if (*y > height)
            *y = height;
    }
    return fall_speed;
}

/* A corner that rose more than half a click onto land: pushed back. */
static int32_t shift_corner(Game *g, Item *boat, int32_t z_off, int32_t x_off, const Vec3i *old)
{
    Vec3i p;
    int32_t h = test_water_height(g, boat, z_off, x_off, &p);
    if (h < old->y - STEP_SIZE / 2)
        return Vehicle_DoShift(g, boat, &p, old);
    return 0;
}

/* Her knock against the boat's new speed: damage when it was going flat
 * out and lost more than 10. */
static void crash_damage(Game *g, int index, const Item *boat, int32_t new_speed)
{
    if (g->lara.vehicle != index)
        return;
    if (boat->speed > BOAT_MAX_SPEED + BOAT_ACCELERATION && new_speed < boat->speed - 10) {
        Item *lara = Game_LaraItem(g);
        lara->hit_points = (int16_t)(lara->hit_points - (boat->speed - new_speed) / 2);
        lara->hit_status = true;
        Object_Sound(g, lara, SFX2_LARA_INJURY);
    }
}

/* The original's BoatDynamics: turn, move, slip down a tilt, keep clear of
 * other boats and of land; returns the knock animation (VEHICLE_HIT_*). */
static int boat_dynamics(Game *g, int index)
{
    Item *boat = &g->sim->items[index];
    BoatData *d = boat_data(g, index);
    boat->rot.z = (int16_t)(boat->rot.z - d->tilt);

    enum { FL, FR, BL, BR, TIP, CORNERS };
    static const int32_t k_z[CORNERS] = {BOAT_FRONT, BOAT_FRONT, -BOAT_FRONT, -BOAT_FRONT, BOAT_TIP};
    static const int32_t k_x[CORNERS] = {-BOAT_SIDE, BOAT_SIDE, -BOAT_SIDE, BOAT_SIDE, 0};
    Vec3i old_pt[CORNERS];
    for (int i = 0; i < CORNERS; i++) {
        int32_t h = test_water_height(g, boat, k_z[i], k_x[i], &old_pt[i]);
        if (old_pt[i].y > h)
            old_pt[i].y = h;
    }
    Vec3i old = boat->pos;

    boat->rot.y = (int16_t)(boat->rot.y + d->extra_rotation + d->turn);
    d->tilt = d->turn * 6;
    boat->pos.z += (boat->speed * Math_Cos(boat->rot.y)) >> W2V_SHIFT;
    boat->pos.x += (boat->speed * Math_Sin(boat->rot.y)) >> W2V_SHIFT;

    /* Sliding sideways down its roll, and back down its pitch. */
    int32_t slip = (Math_Sin(boat->rot.z) * 30) >> W2V_SHIFT;
    if (!slip && boat->rot.z)
        slip = boat->rot.z > 0 ? 1 : -1;
    boat->pos.z -= (slip * Math_Sin(boat->rot.y)) >> W2V_SHIFT;
    boat->pos.x += (slip * Math_Cos(boat->rot.y)) >> W2V_SHIFT;
    slip = (Math_Sin(boat->rot.x) * 10) >> W2V_SHIFT;
    if (!slip && boat->rot.x)
        slip = boat->rot.x > 0 ? 1 : -1;
    boat->pos.z -= (slip * Math_Cos(boat->rot.y)) >> W2V_SHIFT;
    boat->pos.x -= (slip * Math_Sin(boat->rot.y)) >> W2V_SHIFT;

    Vec3i moved = {boat->pos.x, 0, boat->pos.z};
    push_by_boats(g, index);

    int32_t rot = shift_corner(g, boat, -BOAT_FRONT, -BOAT_SIDE, &old_pt[BL]);
    rot += shift_corner(g, boat, -BOAT_FRONT, BOAT_SIDE, &old_pt[BR]);
    rot += shift_corner(g, boat, BOAT_FRONT, -BOAT_SIDE, &old_pt[FL]);
    rot += shift_corner(g, boat, BOAT_FRONT, BOAT_SIDE, &old_pt[FR]);
    /* The bow's tip turns nothing (and only when it did not pitch). */
    if (!slip)
        shift_corner(g, boat, BOAT_TIP, 0, &old_pt[TIP]);

    int16_t room = boat->room;
    const RoomSector *s = World_Sector(&g->world, boat->pos.x, boat->pos.y, boat->pos.z, &room);
    int32_t h = World_WaterHeight(&g->world, boat->pos.x, boat->pos.y, boat->pos.z, room);
    if (h == NO_HEIGHT)
        h = World_Height(&g->world, s, boat->pos.x, boat->pos.y, boat->pos.z);
    if (h < boat->pos.y - STEP_SIZE / 2)
        Vehicle_DoShift(g, boat, &boat->pos, &old);
    d->extra_rotation = rot;

    int collide = Vehicle_GetCollisionAnim(boat, moved);
    if (slip || collide) {
        int32_t new_speed = ((boat->pos.z - old.z) * Math_Cos(boat->rot.y) +
                             (boat->pos.x - old.x) * Math_Sin(boat->rot.y)) >>
                            W2V_SHIFT;
        crash_damage(g, index, boat, new_speed);
        if (slip) {
            if (boat->speed <= BOAT_MAX_SPEED + 10)
                boat->speed = (int16_t)new_speed;
        } else if ((boat->speed > 0 && new_speed < boat->speed) ||
                   (boat->speed < 0 && new_speed > boat->speed)) {
            boat->speed = (int16_t)new_speed;
        }
        if (boat->speed < BOAT_MAX_BACK)
            boat->speed = BOAT_MAX_BACK;
    }
    return collide;
}

/* The rider's controls: steering, throttle, brake and reverse. True when
 * she did not steer (the turn then eases off). */
static bool user_control(Game *g, Item *boat, BoatData *d)
{
    if (boat->pos.y < d->water - STEP_SIZE / 2 || d->water == NO_HEIGHT)
        return true;
    InputWord in = Game_Input(g);
    if ((in & INPUT_LOOK) && !boat->speed) {
        Lara_LookUpDown(g);
        return true;
    }
    if (in & INPUT_JUMP)
        return true;

    bool left = in & INPUT_LEFT, right = in & INPUT_RIGHT, back = in & INPUT_BACK;
    bool no_turn = true;
    /* Backing, the rudder works the other way. */
    if ((left && !back) || (right && back)) {
        if (d->turn > 0) {
            d->turn -= BOAT_UNDO_TURN;
        } else {
            d->turn -= BOAT_TURN;
            if (d->turn < -BOAT_MAX_TURN)
                d->turn = -BOAT_MAX_TURN;
        }
        no_turn = false;
    } else if ((right && !back) || (left && back)) {
        if (d->turn < 0) {
            d->turn += BOAT_UNDO_TURN;
        } else {
            d->turn += BOAT_TURN;
            if (d->turn > BOAT_MAX_TURN)
                d->turn = BOAT_MAX_TURN;
        }
        no_turn = false;
    }

    if (back) {
        if (boat->speed > 0)
            boat->speed -= BOAT_BRAKE;
        else if (boat->speed > BOAT_MAX_BACK)
            boat->speed += BOAT_REVERSE;
    } else if (in & INPUT_FORWARD) {
        int32_t max = (in & INPUT_ACTION) ? BOAT_FAST_SPEED
                      : (in & INPUT_WALK) ? BOAT_SLOW_SPEED
                                          : BOAT_MAX_SPEED;
        if (boat->speed < max)
            boat->speed = (int16_t)(boat->speed + BOAT_ACCELERATION / 2 +
                                    BOAT_ACCELERATION * boat->speed / (2 * max));
        else if (boat->speed > max + BOAT_SLOWDOWN)
            boat->speed -= BOAT_SLOWDOWN;
    } else if (boat->speed >= 0 && boat->speed < BOAT_MIN_SPEED && (left || right)) {
        /* Steering alone from a stand idles it forward. */
        boat->speed = BOAT_MIN_SPEED;
    } else if (boat->speed > BOAT_SLOWDOWN) {
        boat->speed -= BOAT_SLOWDOWN;
    } else {
        boat->speed = 0;
    }
    return no_turn;
}

/* ---- the rider ------------------------------------------------------------------ */

static void rider_animation(Game *g, const Item *boat, const BoatData *d, int collide)
{
    Item *lara = Game_LaraItem(g);
    if (lara->hit_points <= 0) {
        if (lara->current_state != BOAT_STATE_DEATH)
            set_rider_anim(g, lara, DEATH_ANIM, BOAT_STATE_DEATH);
        return;
    }
    if (boat->pos.y < d->water - STEP_SIZE / 2 && boat->fall_speed > 0) {
        if (lara->current_state != BOAT_STATE_FALL)
            set_rider_anim(g, lara, FALL_ANIM, BOAT_STATE_FALL);
        return;
    }
    if (collide) {
        if (lara->current_state != BOAT_STATE_HIT)
            set_rider_anim(g, lara, collide, BOAT_STATE_HIT);
        return;
    }

    InputWord in = Game_Input(g);
    int16_t jump_to = -1;
    if (in & INPUT_JUMP) {
        if (in & INPUT_RIGHT)
            jump_to = BOAT_STATE_JUMP_R;
        else if (in & INPUT_LEFT)
            jump_to = BOAT_STATE_JUMP_L;
    }
    switch (lara->current_state) {
    case BOAT_STATE_STILL:
        if (jump_to >= 0)
            lara->goal_state = jump_to;
        if (boat->speed > 0)
            lara->goal_state = BOAT_STATE_MOVING;
        break;
    case BOAT_STATE_MOVING:
        if (in & INPUT_JUMP) {
            if (jump_to >= 0)
                lara->goal_state = jump_to;
        } else if (boat->speed <= 0) {
            lara->goal_state = BOAT_STATE_STILL;
        }
        break;
    case BOAT_STATE_FALL:
        lara->goal_state = BOAT_STATE_MOVING;
        break;
    default:
        break;
    }
}

/* She leaves at the end of a jump off: a quarter turn to that side, into
 * her forward jump, landing 360 to the side unless the floor there is more
 * than a click above where she jumps from. */
static void rider_jump_off(Game *g, int index)
{
    Item *lara = Game_LaraItem(g);
    if (lara->current_state != BOAT_STATE_JUMP_R && lara->current_state != BOAT_STATE_JUMP_L)
        return;
    if (Object_AnimFrame(g, lara) != EXIT_END_FRAME)
        return;
    if (lara->current_state == BOAT_STATE_JUMP_L)
        lara->rot.y = (int16_t)(lara->rot.y - DEG_90);
    else
        lara->rot.y = (int16_t)(lara->rot.y + DEG_90);
    Lara_SwitchAnim(g, lara, LARA_ANIM_JUMP_FORWARD, 0);
    lara->goal_state = lara->current_state = LS_FORWARD_JUMP;
    lara->gravity = true;
    lara->rot.x = lara->rot.z = 0;
    lara->speed = BOAT_EXIT_SPEED;
    lara->fall_speed = BOAT_EXIT_FALL_SPEED;
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
    switch_to_obj_anim(g, &g->sim->items[index], 0, 0, O2_BOAT);
}

/* Her place, animation and triggers from the boat's, after its move. */
static void carry_rider(Game *g, int index, int16_t room, int collide)
{
    Item *boat = &g->sim->items[index];
    BoatData *d = boat_data(g, index);
    Item *lara = Game_LaraItem(g);
    rider_animation(g, boat, d, collide);
    if (room != boat->room)
        Sim_ItemNewRoom(g->sim, index, room);
    boat->rot.z = (int16_t)(boat->rot.z + d->tilt);
    lara->pos = boat->pos;
    lara->rot = boat->rot;
    test_triggers_at(g, lara);
    test_triggers_at(g, boat);

    int16_t lroom = room;
    World_Sector(&g->world, lara->pos.x, lara->pos.y - BOAT_SHIFT_Y, lara->pos.z, &lroom);
    if (lroom != lara->room)
        Sim_ItemNewRoom(g->sim, g->lara.item, lroom);
    Object_Animate(g, lara);

    /* The boat plays her animation, frame for frame. */
    if (lara->hit_points > 0) {
        int rel = lara->anim - first_anim_of(g, O2_LARA_BOAT);
        switch_to_obj_anim(g, boat, rel, Object_AnimFrame(g, lara), O2_BOAT);
    }
    g->camera.target_elevation = BOAT_CAMERA_ELEVATION;
    g->camera.target_distance = BOAT_CAMERA_DISTANCE;
}

/* ---- wake and engine -------------------------------------------------------------- */

/* Three spray sprites behind the stern (left, middle, right), thrown up
 * while the boat is slow. Draw stream: cosmetic only. */
static void wake(Game *g, const Item *boat)
{
    Prng *rng = &g->sim->prng;
    int16_t frame = (int16_t)((Prng_Draw(rng) * g->effects.mesh_count[O2_WATER_SPRITE]) >> 15);
    for (int i = 0; i < BOAT_WAKE_SPRITES; i++) {
        int fx = Effect_Create(g, boat->room);
        if (fx == EFFECT_NONE)
            continue;
        Effect *e = Effect_Get(g, fx);
        e->object_id = O2_WATER_SPRITE;
        e->room = boat->room;
        e->frame_num = frame;
        int32_t c = Math_Cos(boat->rot.y), s = Math_Sin(boat->rot.y);
        int32_t w = (1 - i) * BOAT_SIDE, h = BOAT_WAKE;
        e->pos.x = boat->pos.x + ((-c * w - s * h) >> W2V_SHIFT);
        e->pos.y = boat->pos.y;
        e->pos.z = boat->pos.z + ((-c * h + s * w) >> W2V_SHIFT);
        e->rot.y = (int16_t)(boat->rot.y + (i << W2V_SHIFT) - DEG_90);
        e->counter = BOAT_WAKE_COUNTER;
        e->speed = (int16_t)(boat->speed >> 2);
        if (boat->speed < 64)
            e->fall_speed = (int16_t)((Prng_Draw(rng) * (abs(boat->speed) - 64)) >> 15);
        else
            e->fall_speed = 0;
        e->shade = 0;
    }
}

/* The engine's note: unity at top speed (90), a hundredth of the sample's
 * rate lower for each unit of the eased note below it (the original's
 * flags word (0x10000 - (90 - pitch) * 100) << 8). */
int32_t Boat_EnginePitch(int32_t note)
{
    return 0x10000 - (BOAT_MAX_SPEED - note) * 100;
}

/* The engine: a note that follows the speed (lower under a low ceiling),
 * revving while it leaves the water, moving above 20, idling under her. */
static void engine_sound(Game *g, Item *boat, BoatData *d, int32_t water, int32_t ceiling, bool drive)
{
    int32_t pitch = boat->speed;
    if (water - ceiling < BOAT_SOUND_CEILING)
        pitch = boat->speed * (water - ceiling) / BOAT_SOUND_CEILING;
    d->pitch += (pitch - d->pitch) >> 2;
    if (boat->speed && water - BOAT_SHIFT_Y != boat->pos.y)
        Object_Sound(g, boat, SFX2_BOAT_ENGINE);
    else if (boat->speed > 20)
        Object_SoundPitch(g, boat, SFX2_BOAT_MOVING, Boat_EnginePitch(d->pitch));
    else if (drive)
        Object_SoundPitch(g, boat, SFX2_BOAT_IDLE, Boat_EnginePitch(d->pitch));
    if (boat->speed && water - BOAT_SHIFT_Y == boat->pos.y)
        wake(g, boat);
}

/* ---- the item ------------------------------------------------------------------ */

static void boat_control(Game *g, int index)
{
    Item *boat = &g->sim->items[index];
    BoatData *d = boat_data(g, index);
    Item *lara = Game_LaraItem(g);
    if (!d || !lara)
        return;
    bool riding = g->lara.vehicle == index;

    int collide = boat_dynamics(g, index);
    Vec3i fl, fr;
    int32_t hfl = test_water_height(g, boat, BOAT_FRONT, -BOAT_SIDE, &fl);
    int32_t hfr = test_water_height(g, boat, BOAT_FRONT, BOAT_SIDE, &fr);

    int16_t room = boat->room;
    const RoomSector *s = World_Sector(&g->world, boat->pos.x, boat->pos.y - BOAT_SHIFT_Y,
                                       boat->pos.z, &room);
    int32_t height = World_Height(&g->world, s, boat->pos.x, boat->pos.y, boat->pos.z);
    int32_t ceiling = World_Ceiling(&g->world, s, boat->pos.x, boat->pos.y, boat->pos.z);
    int32_t water = World_WaterHeight(&g->world, boat->pos.x, boat->pos.y, boat->pos.z, room);
    d->water = water;

    bool drive = false, no_turn = true;
    if (riding && lara->hit_points > 0) {
        int16_t st = lara->current_state;
        if (st != BOAT_STATE_GET_ON && st != BOAT_STATE_JUMP_R && st != BOAT_STATE_JUMP_L) {
            drive = true;
            no_turn = user_control(g, boat, d);
        }
    } else if (boat->speed > BOAT_SLOWDOWN) {
        boat->speed -= BOAT_SLOWDOWN;
    } else {
        boat->speed = 0;
    }
    if (no_turn) {
        if (d->turn < -BOAT_UNDO_TURN)
            d->turn += BOAT_UNDO_TURN;
        else if (d->turn > BOAT_UNDO_TURN)
            d->turn -= BOAT_UNDO_TURN;
        else
            d->turn = 0;
    }

    boat->floor = height - BOAT_SHIFT_Y;
    if (d->water == NO_HEIGHT)
        d->water = height;
    else
        d->water -= BOAT_SHIFT_Y;
    d->left_fall_speed = float_point(hfl, d->left_fall_speed, &fl.y);
    d->right_fall_speed = float_point(hfr, d->right_fall_speed, &fr.y);
    int32_t y = boat->pos.y;
    boat->fall_speed = (int16_t)float_point(d->water, boat->fall_speed, &y);
    boat->pos.y = y;

    /* Pitch and roll from the bow's two corners, half way a tick. */
    int32_t bow = (fr.y + fl.y) / 2;
    int16_t x_rot = (int16_t)Camera_Atan(BOAT_FRONT, boat->pos.y - bow);
    int16_t z_rot = (int16_t)Camera_Atan(BOAT_SIDE, bow - fl.y);
    boat->rot.x = (int16_t)(boat->rot.x + (x_rot - boat->rot.x) / 2);
    boat->rot.z = (int16_t)(boat->rot.z + (z_rot - boat->rot.z) / 2);
    if (!x_rot && abs(boat->rot.x) < 4)
        boat->rot.x = 0;
    if (!z_rot && abs(boat->rot.z) < 4)
        boat->rot.z = 0;

    if (riding) {
        carry_rider(g, index, room, collide);
    } else {
        if (room != boat->room)
            Sim_ItemNewRoom(g->sim, index, room);
        boat->rot.z = (int16_t)(boat->rot.z + d->tilt);
    }
    engine_sound(g, boat, d, water, ceiling, drive);
    if (riding)
        rider_jump_off(g, index);
}

static void boat_initialise(Game *g, int index)
{
    g->sim->items[index].data = Object_Alloc(g, sizeof(BoatData));
}

/* Save games: everything in its data changes as it moves. */
static void boat_save(const Game *g, int item, SerialWriter *w)
{
    const BoatData *d = g->sim->items[item].data;
    BoatData z = {0};
    if (!d)
        d = &z;
    Serial_PutI32(w, d->turn);
    Serial_PutI32(w, d->left_fall_speed);
    Serial_PutI32(w, d->right_fall_speed);
    Serial_PutI32(w, d->tilt);
    Serial_PutI32(w, d->extra_rotation);
    Serial_PutI32(w, d->water);
    Serial_PutI32(w, d->pitch);
}

static void boat_load(Game *g, int item, SerialReader *r)
{
    BoatData in;
    in.turn = Serial_GetI32(r);
    in.left_fall_speed = Serial_GetI32(r);
    in.right_fall_speed = Serial_GetI32(r);
    in.tilt = Serial_GetI32(r);
    in.extra_rotation = Serial_GetI32(r);
    in.water = Serial_GetI32(r);
    in.pitch = Serial_GetI32(r);
    if (in.turn < -BOAT_MAX_TURN || in.turn > BOAT_MAX_TURN) {
        Serial_Fail(r, "boat turn out of range");
        return;
    }
    BoatData *d = g->sim->items[item].data;
    if (d)
        *d = in;
}

void Boat_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O2_BOAT];
    o->initialise = boat_initialise;
    o->control = boat_control;
    o->collision = boat_collision;
    o->save_data = boat_save;
    o->load_data = boat_load;
    o->save_position = o->save_flags = o->save_anim = true;
    Effect_SetupWaterSpriteTR2(g, O2_WATER_SPRITE);
}
