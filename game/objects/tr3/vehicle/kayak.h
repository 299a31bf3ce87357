/* TR3's kayak (O3_KAYAK), as the original's kayak.cpp: Lara climbs in from
 * either side with the action key (beside it, facing it); forward paddles
 * strokes alternately right and left (each stroke, on its frame 7, gives
 * 0x180000 of velocity and turns it half a unit each way), left / right
 * alone paddle on one side (more turn, less speed; from a stand a full
 * turn), back paddles backwards, the step keys drag a paddle to turn while
 * it moves; velocity (16.16) sheds 0x8000 a tick, never above 0x380000,
 * and the turn eases by 0x50000. Its hull follows the water at its bow and
 * two sides, eight points along it keep it off land, a hard landing from
 * a fall hurts her, traps in reach (spikes, darts, teeth, blades, icicles)
 * cost her 5; with roll and left / right at a stand (no current) she
 * climbs out to that side where the water or floor there is no higher.
 * The rider's animations are the level's O3_VEHICLE_ANIM, copied onto the
 * kayak; her paddle hand is the rider object's mesh while she sits in it
 * (her legs hidden); the camera is asked for -30 degrees at two sectors.
 * The rapids (a sink trigger's current, current_tr3.h) carry it; she
 * cannot climb out while they do. Its paddle's ripples, its wake, the
 * rapids' mist and its landing splash are looks (wake_tr3.h, on their own
 * streams). Not done: the drawing 32 lower. */
#ifndef TOMB8_GAME_OBJECTS_TR3_VEHICLE_KAYAK_H
#define TOMB8_GAME_OBJECTS_TR3_VEHICLE_KAYAK_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/level/level.h"

struct Game;

#define KAYAK_MAX_VEL 0x380000
#define KAYAK_FRICTION 0x8000
#define KAYAK_ROT_FRICTION 0x50000
#define KAYAK_STROKE_VEL 0x180000
#define KAYAK_STROKE_ROT 0x800000
#define KAYAK_CAMERA_ELEVATION (-5460)
#define KAYAK_CAMERA_DISTANCE 2048

/* The rider's states (the original's KAYAK_STATES). */
enum {
    KAYAK_S_BACK = 0,
    KAYAK_S_POSE = 1,
    KAYAK_S_LEFT = 2,
    KAYAK_S_RIGHT = 3,
    KAYAK_S_CLIMB_IN = 4,
    KAYAK_S_DEATH_IN = 5,
    KAYAK_S_FORWARD = 6,
    KAYAK_S_ROLL = 7,
    KAYAK_S_DROWN_IN = 8,
    KAYAK_S_JUMP_OUT = 9,
    KAYAK_S_TURN_L = 10,
    KAYAK_S_TURN_R = 11,
    KAYAK_S_CLIMB_IN_R = 12,
    KAYAK_S_CLIMB_OUT_L = 13,
    KAYAK_S_CLIMB_OUT_R = 14,
};

/* The rider's animations the code names (relative to O3_VEHICLE_ANIM). */
enum {
    KAYAK_A_BACK = 2,
    KAYAK_A_CLIMB_IN_R = 3,
    KAYAK_A_CLIMB_IN = 4,
    KAYAK_A_DEATH = 5,
    KAYAK_A_JUMP_OUT = 14,
    KAYAK_A_CLIMB_OUT_L = 24,
    KAYAK_A_TURN_L = 26,
    KAYAK_A_TURN_R = 27,
    KAYAK_A_CLIMB_IN_L = 28,
    KAYAK_A_CLIMB_OUT_R = 32,
};

typedef struct {
    int32_t vel, rot;            /* 16.16: speed, yaw rate */
    int32_t fall_l, fall_r, fall_f;
    int32_t water;
    bool true_water;             /* on water (not on a floor) */
    bool turn, forward;          /* the stroke in progress: a turn from a stand / forward */
    int32_t flags;               /* KAYAK_F_* */
    int32_t strokes;             /* the forward strokes' counter (the original's static) */
    int32_t current_xvel, current_zvel; /* the rapids' drift, 1/256ths (the original
                                         * keeps it in Lara's current_xvel / zvel) */
    Vec3i old_pos;
} KayakInfo;

#define KAYAK_F_PADDLE 0x80 /* her hand holds the paddle */

void Kayak_Setup(struct Game *g);

#endif
