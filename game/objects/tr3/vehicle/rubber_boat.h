/* TR3's rubber boat (O3_BOAT), as the original's boat.cpp: TR2's speedboat
 * as TR3 changed it. Lara gets on from the water at its side (action) or
 * by walking or jumping into it from land; action is the throttle (sprint
 * faster, walk slow), jump the brake and reverse, the rudder builds up and
 * eases off (and a turn state shows it); the hull follows the water at its
 * bow corners, land and walls push it back (a glancing blow turns it; a
 * crash above 115 costs her its speed in hit points and halves it), other
 * boats keep it a boat's length away; with roll and left / right at a
 * stand she jumps off to that side where there is room. The rider's
 * animations are the level's O3_VEHICLE_ANIM, copied onto the boat; the
 * camera is asked for -20 degrees at two sectors; the engine idles under
 * her and runs its moving note above 8. Its data is saved. Its landing
 * splash, its wake and its propeller's mist are looks (wake_tr3.h, on their
 * own streams); its propeller's bubbles are effects of the game's, on the
 * control stream as the original's. Not done: the music cue on getting
 * on. */
#ifndef TOMB8_GAME_OBJECTS_TR3_VEHICLE_RUBBER_BOAT_H
#define TOMB8_GAME_OBJECTS_TR3_VEHICLE_RUBBER_BOAT_H

#include <stdint.h>

struct Game;

#define RBOAT_MAX_SPEED 110
#define RBOAT_FAST_SPEED 185 /* with sprint */
#define RBOAT_SLOW_SPEED 36  /* with walk */
#define RBOAT_MIN_SPEED 20
#define RBOAT_MAX_BACK (-20)
#define RBOAT_TURN 22
#define RBOAT_UNDO_TURN 45
#define RBOAT_MAX_TURN 728
#define RBOAT_CAMERA_ELEVATION (-3640)
#define RBOAT_CAMERA_DISTANCE 2048

/* The rider's states (the original's BOAT_STATES). */
enum {
    RBOAT_S_GET_ON = 0,
    RBOAT_S_STILL = 1,
    RBOAT_S_MOVING = 2,
    RBOAT_S_JUMP_R = 3,
    RBOAT_S_JUMP_L = 4,
    RBOAT_S_HIT = 5,
    RBOAT_S_FALL = 6,
    RBOAT_S_TURN_R = 7,
    RBOAT_S_DEATH = 8,
    RBOAT_S_TURN_L = 9,
};

/* The rider's animations the code names (relative to O3_VEHICLE_ANIM). */
enum {
    RBOAT_A_GET_ON_LEFT = 0,
    RBOAT_A_GET_ON_HERE = 1,
    RBOAT_A_GET_ON_JUMP = 6,
    RBOAT_A_GET_ON_RIGHT = 8,
    RBOAT_A_FALL = 15,
    RBOAT_A_DEATH = 18,
};

void RubberBoat_Setup(struct Game *g);

/* The engine's note for its eased note (Q16): 0xD508 + 100 * note, unity
 * at 110. */
int32_t RubberBoat_EnginePitch(int32_t note);

#endif
