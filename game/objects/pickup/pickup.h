/* Pickups: the sprites Lara picks up (guns, ammunition, medipacks, keys,
 * puzzle pieces, artefacts, the lead bar) into the inventory counts. */
#ifndef TOMB8_GAME_OBJECTS_PICKUP_PICKUP_H
#define TOMB8_GAME_OBJECTS_PICKUP_PICKUP_H

#include <stdbool.h>

struct Game;

void Pickup_Setup(struct Game *g);
/* One pick-up kind (any game's id): Lara's collision takes it into the
 * inventory (GameRules.inventory_add). */
void Pickup_SetupKind(struct Game *g, int object_id);
/* TR2's: wading counts as dry land, under water her hands must be free,
 * only the item she reached for is taken (TR1 takes all on the spot). */
void Pickup_SetupKindTR2(struct Game *g, int object_id);
/* TR3's: TR2's, and she also picks up crouching (on all fours, action
 * first crouches her; standing she must be in her breathing animation). */
void Pickup_SetupKindTR3(struct Game *g, int object_id);
/* Whether the object table makes object_id a pick-up (either game's). */
bool Pickup_IsKind(const struct Game *g, int object_id);
/* A pick-up trigger asks its item: true once, after Lara has taken it. */
bool Pickup_Trigger(struct Game *g, int item);

#endif
