/* TR2's switches: the wall lever, the small switch, the push button, the
 * underwater switch and the airlock wheel (O2_SWITCH_TYPE_*). */
#ifndef TOMB8_GAME_OBJECTS_TR2_SWITCH_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_SWITCH_TR2_H

#include <stdbool.h>
#include <stdint.h>

struct Game;

void SwitchTR2_Setup(struct Game *g);
/* The same routines under another game's ids (TR3): wall switches (the
 * lever, and the small, push and airlock kinds named in the rules' ids)
 * and the underwater one. */
void SwitchTR2_SetupKinds(struct Game *g, const int16_t *wall, int num_wall, int16_t underwater);
/* A switch trigger asks its switch (TR1's Switch_Trigger, but the airlock
 * fires once while it is on). */
bool SwitchTR2_Trigger(struct Game *g, int item, int16_t timer);

#endif
