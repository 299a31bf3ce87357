/* Pickups: the sprites Lara picks up (guns, ammunition, medipacks, keys,
 * puzzle pieces, artefacts, the lead bar) into the inventory counts. */
#ifndef TOMB8_GAME_OBJECTS_PICKUP_PICKUP_H
#define TOMB8_GAME_OBJECTS_PICKUP_PICKUP_H

#include <stdbool.h>

struct Game;

void Pickup_Setup(struct Game *g);
/* A pick-up trigger asks its item: true once, after Lara has taken it. */
bool Pickup_Trigger(struct Game *g, int item);

#endif
