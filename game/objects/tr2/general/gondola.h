/* TR2's gondola (O2_GONDOLA), the cable car lying in the Venice canals:
 * floating, it breaks apart (its upper meshes fly off) when the speedboat
 * rams it (the boat sets its goal to the crash state); sinking, it goes
 * down 50 units a tick until it lands on the floor. */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_GONDOLA_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_GONDOLA_H

struct Game;

/* Its animation states, as the original numbers them. */
enum {
    GONDOLA_STATE_FLOATING = 1,
    GONDOLA_STATE_CRASH = 2,
    GONDOLA_STATE_SINK = 3,
    GONDOLA_STATE_LAND = 4,
};

void Gondola_Setup(struct Game *g);

#endif
