/* TR2's lift (O2_LIFT): a cabin that rides down its shaft while triggered
 * and back up when not, its doors open while it waits. */
#ifndef TOMB8_GAME_OBJECTS_TR2_LIFT_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_LIFT_TR2_H

#include <stdbool.h>

struct Game;

void LiftTR2_Setup(struct Game *g);
/* The same lift under another game's id. TR3's (`fixed_square`) fills its
 * own sector and the ones at -x and +z whatever its yaw; TR2's turns the
 * square with the cabin. Its ride is TR2's to the click. */
void LiftTR2_SetupAs(struct Game *g, int object_id, bool fixed_square);

#endif
