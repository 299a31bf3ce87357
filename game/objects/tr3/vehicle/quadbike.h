/* TR3's quad bike (O3_QUADBIKE), as the original's quadbike.cpp: Lara gets
 * on from either side with the action key (standing beside it, facing
 * along it), drives it (action the throttle, jump the brake and reverse,
 * sprint with left / right a sharper slide, sprint held from a stand a
 * revving handbrake start), its momentum swings round behind its heading,
 * its ten side points follow the floor and walls push it back (a glancing
 * blow turns it; a hard one at full speed costs her hit points), slopes
 * make it slip, it runs creatures over, it flies off edges (a long fall
 * explodes it where it lands, killing her), driven into water or a swamp
 * it is lost, and with roll and left / right at a stand she gets off to
 * that side where there is room. The rider's animations are the level's
 * O3_VEHICLE_ANIM, copied onto the bike frame for frame; the camera is
 * asked for -30 degrees; the engine idles and moves (TR3's sounds), the
 * front impact sounds on a knock. Its data is saved. */
#ifndef TOMB8_GAME_OBJECTS_TR3_VEHICLE_QUADBIKE_H
#define TOMB8_GAME_OBJECTS_TR3_VEHICLE_QUADBIKE_H

#include <stdbool.h>
#include <stdint.h>

struct Game;

/* Velocity is kept in 1/256ths of the item's speed. */
#define QUAD_MAX_VELOCITY 0xA000
#define QUAD_MAX_BACK (-0x3000)
#define QUAD_FRONT 550
#define QUAD_SIDE 260
#define QUAD_RADIUS 500
#define QUAD_GET_OFF_DIST 512
#define QUAD_CAMERA_ELEVATION (-5460)

/* The rider's states (the original's QUAD_STATES). */
enum {
    QUAD_S_DRIVE = 1,
    QUAD_S_TURN_L = 2,
    QUAD_S_SLOW = 5,
    QUAD_S_BRAKE = 6,
    QUAD_S_BIKE_DEATH = 7,
    QUAD_S_FALL = 8,
    QUAD_S_GET_ON_R = 9,
    QUAD_S_GET_OFF_R = 10,
    QUAD_S_HIT_BACK = 11,
    QUAD_S_HIT_FRONT = 12,
    QUAD_S_HIT_LEFT = 13,
    QUAD_S_HIT_RIGHT = 14,
    QUAD_S_STOP = 15,
    QUAD_S_LAND = 17,
    QUAD_S_STOP_SLOWLY = 18,
    QUAD_S_FALL_DEATH = 19,
    QUAD_S_FALL_OFF = 20,
    QUAD_S_WHEELIE = 21,
    QUAD_S_TURN_R = 22,
    QUAD_S_GET_ON_L = 23,
    QUAD_S_GET_OFF_L = 24,
};

/* The rider's animations the code names (relative to O3_VEHICLE_ANIM). */
enum {
    QUAD_A_TURN_L = 3,
    QUAD_A_FALL_BACK = 6,
    QUAD_A_GET_ON_R = 9,
    QUAD_A_HIT_BACK = 11,
    QUAD_A_HIT_FRONT = 12,
    QUAD_A_HIT_RIGHT = 13,
    QUAD_A_HIT_LEFT = 14,
    QUAD_A_TURN_R = 20,
    QUAD_A_GET_ON_L = 23,
    QUAD_A_FALL = 25,
};

/* Its data (Item.data). */
typedef struct {
    int32_t velocity, revs, engine_revs;
    int32_t turn;                     /* yaw rate she steers */
    int32_t left_fallspeed, right_fallspeed; /* the front corners */
    int16_t momentum_angle;           /* where it is actually going */
    int16_t extra_rotation;           /* the turn a glancing wall gave it */
    int32_t pitch;                    /* engine note */
    int32_t flags;                    /* QUAD_F_* */
    int16_t front_rot, rear_rot;      /* wheel spin (drawing) */
    bool handbrake_starting, can_handbrake_start;
    bool no_get_off;                  /* slipping this tick: she stays on */
} QuadInfo;

/* QuadInfo.flags */
#define QUAD_F_DEAD_FALL 0x40 /* falling too fast: explodes where it lands */
#define QUAD_F_FELL_OFF 0x80  /* she fell to her death off it: it runs no more */

void Quad_Setup(struct Game *g);

#endif
