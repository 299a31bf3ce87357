/* The mirror Lara of Atlantis (TR1): an evil twin that mirrors Lara about a
 * point of her room, takes ten times the damage she is given back to Lara,
 * and falls to her death through the floor where Lara would fall. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_BACON_LARA_H
#define TOMB8_GAME_OBJECTS_CREATURES_BACON_LARA_H

#include <stdbool.h>

struct Game;

/* Registers the object (object.c's list). */
void BaconLara_Setup(struct Game *g);
/* The mirror point: the middle of room `room` (the level's script names
 * it; without it the twin stands still). False for a bad room. */
bool BaconLara_SetAnchor(struct Game *g, int room);

#endif
