/* TR2's lift (O2_LIFT): a cabin that rides down its shaft while triggered
 * and back up when not, its doors open while it waits. */
#ifndef TOMB8_GAME_OBJECTS_TR2_LIFT_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_LIFT_TR2_H

struct Game;

void LiftTR2_Setup(struct Game *g);

#endif
