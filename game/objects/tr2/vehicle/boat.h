/* TR2's speedboat (O2_BOAT), built as the original behaves: Lara gets on
 * from the water at its side (action) or by walking or jumping into it
 * from land, drives it (throttle, a faster throttle with action, a slow
 * one with walk, brake and reverse, a rudder that builds up and eases
 * off), its hull follows the water at its bow corners (pitch and roll,
 * falling under gravity off an edge), land and walls push it back (a
 * glancing blow turns it; a hard one knocks her and, flat out, hurts
 * her), other boats keep it a boat's length away, and she jumps off to
 * either side. While she rides, its control carries her: the Lara-boat
 * object's animations (O2_LARA_BOAT), copied frame for frame onto the
 * boat's own, the camera high and far behind, the engine sounds and the
 * wake. Its data (rudder, corner fall speeds, tilt, water, engine note)
 * is saved. Numbers as the original's. */
#ifndef TOMB8_GAME_OBJECTS_TR2_VEHICLE_BOAT_H
#define TOMB8_GAME_OBJECTS_TR2_VEHICLE_BOAT_H

#include <stdint.h>

struct Game;

#define BOAT_MIN_SPEED 20       /* steering alone from a stand */
#define BOAT_MAX_SPEED 90
#define BOAT_SLOW_SPEED (BOAT_MAX_SPEED / 3)  /* with walk */
#define BOAT_FAST_SPEED (BOAT_MAX_SPEED + 50) /* with action */
#define BOAT_MAX_BACK (-20)
#define BOAT_ACCELERATION 5
#define BOAT_BRAKE 5
#define BOAT_REVERSE (-5)
#define BOAT_SLOWDOWN 1

/* The rider's states (the Lara-boat object's). */
enum {
    BOAT_STATE_GET_ON = 0,
    BOAT_STATE_STILL = 1,
    BOAT_STATE_MOVING = 2,
    BOAT_STATE_JUMP_R = 3,
    BOAT_STATE_JUMP_L = 4,
    BOAT_STATE_HIT = 5,
    BOAT_STATE_FALL = 6,
    BOAT_STATE_DEATH = 8,
};

void Boat_Setup(struct Game *g);

/* The engine's note for its eased note (Q16): 0x10000 - (90 - note) * 100. */
int32_t Boat_EnginePitch(int32_t note);

#endif
