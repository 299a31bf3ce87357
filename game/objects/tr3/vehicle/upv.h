/* TR3's underwater propulsion unit (O3_UPV), as the original's sub.cpp:
 * Lara takes hold of it with the action key, swimming or treading water
 * beside it; once its motor starts (a frame of her get-on) jump drives it
 * (0x40000 a tick, less 0x18000 of drag, up to 0x400000), left / right
 * turn it (twice as hard while driving) and it rolls with the turn,
 * forward / back pitch it down and up (at the surface it levels out at 50
 * degrees nose up, and jump with forward dives it); the walls, floor and
 * ceiling push it back like a swimmer (a wall ahead stops it, a ceiling
 * tips it down, a wall beside it turns it away); at the surface it rides
 * 210 under the water and she breathes (air +10 a tick), under water her
 * air runs out as when she swims (then 5 hit points a tick). Roll at a
 * stand with room behind it lets go (at the surface into her surface
 * tread, under water into her tread); dead, she lets go and it sinks.
 * The rider's animations are the level's O3_VEHICLE_ANIM, copied onto the
 * UPV; the motor sounds (start, loop, stop); the camera looks down 60
 * degrees at the surface. The rapids (a sink trigger's current,
 * current_tr3.h) carry it; she cannot let go while they do. Action fires
 * its harpoon gun (upv_harpoon.c). Its fan's mist and bubbles and its two
 * headlights as SubEffects' (wake_tr3.h: the looks on the spark pool's
 * streams, the bubbles on the control stream). Not done: its wake, the
 * drawing 128 lower. */
#ifndef TOMB8_GAME_OBJECTS_TR3_VEHICLE_UPV_H
#define TOMB8_GAME_OBJECTS_TR3_VEHICLE_UPV_H

#include <stdbool.h>
#include <stdint.h>

struct Game;

#define UPV_ACCEL 0x40000
#define UPV_DRAG 0x18000
#define UPV_MAX_VEL 0x400000
#define UPV_SURFACE_DEPTH 210
#define UPV_SURFACE_CAMERA (-10920)

/* The rider's states. */
enum {
    UPV_S_DEATH = 0,
    UPV_S_GET_OFF_SURFACE = 2,
    UPV_S_MOVE = 4,
    UPV_S_IDLE = 5,
    UPV_S_GET_ON = 8,
    UPV_S_GET_OFF = 9,
};

/* The rider's animations the code names (relative to O3_VEHICLE_ANIM). */
enum {
    UPV_A_DEATH = 0,
    UPV_A_SINK = 5, /* the UPV's own, once she let go dead */
    UPV_A_GET_OFF_SURFACE = 9,
    UPV_A_GET_ON_SURFACE = 10,
    UPV_A_GET_ON_SURFACE_2 = 11,
    UPV_A_GET_OFF = 12,
    UPV_A_GET_ON = 13,
};

typedef struct {
    int32_t vel, rot, rot_x; /* 16.16: speed, yaw rate, pitch rate */
    int32_t flags;           /* UPV_F_* */
    int32_t weapon_timer;
    int16_t fan_rot;
    int32_t current_xvel, current_zvel; /* the rapids' drift (current_tr3.h), 1/256ths */
} UpvInfo;

#define UPV_F_CONTROL 1 /* the motor runs: she drives it */
#define UPV_F_SURFACE 2
#define UPV_F_DIVE 4
#define UPV_F_DEAD 8
#define UPV_F_HARPOON_RIGHT 16 /* the next bolt leaves from its right barrel */
#define UPV_HARPOON_RELOAD 15   /* ticks between bolts */

void Upv_Setup(struct Game *g);

struct Item;
/* Fires a harpoon bolt from the barrel the flags name and swaps barrels
 * (upv_harpoon.c); false, nothing fired, without rounds or a free item. */
bool Upv_FireHarpoon(struct Game *g, struct Item *it, UpvInfo *u);

/* The motor's note at a speed (Q16): the original's flags word
 * (speed << 16) | 0x1000000 read back as a pitch, 0x10000 + 256 a unit. */
int32_t Upv_MotorPitch(int32_t speed);

#endif
