/* TR2's earthquake (O2_EARTHQUAKE, an unseen marker): while active, now
 * and then (one tick in 64, from the draw stream) a rumble sounds and the
 * camera shakes; now and then (from the control stream) it sets off the
 * first idle flame emitter (one tick in 64) or falling ceiling (the next
 * one in 64) in its own room, fully triggered. */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_EARTHQUAKE_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_EARTHQUAKE_H

#include <stdint.h>

struct Game;

void Earthquake_Setup(struct Game *g);
/* Sets off, fully triggered and untimed, the first item of kind
 * `object_id` in `room` that is neither going nor spent (TR3's earthquake
 * does the same with its own ids). */
void Earthquake_WakeOne(struct Game *g, int16_t room, int object_id);

#endif
