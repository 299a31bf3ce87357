/* TR2's switches: the wall lever, the small switch, the push button, the
 * underwater switch and the airlock wheel (O2_SWITCH_TYPE_*). */
#ifndef TOMB8_GAME_OBJECTS_TR2_SWITCH_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_SWITCH_TR2_H

#include <stdbool.h>
#include <stdint.h>

struct Game;

void SwitchTR2_Setup(struct Game *g);
/* A switch trigger asks its switch (TR1's Switch_Trigger, but the airlock
 * fires once while it is on). */
bool SwitchTR2_Trigger(struct Game *g, int item, int16_t timer);

#endif
