#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_BIRD_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_BIRD_H

#include <stdint.h>

struct Game;

/* TR2's birds in the object table (Object_SetupTR2's list): the eagle
 * (O2_EAGLE, waits perched) and the crow (O2_CROW, waits eating); both fly
 * in the fly zone and fall when killed. */
void Eagle_Setup(struct Game *g);
void Crow_Setup(struct Game *g);
/* The same routine under another id with its hit points (TR3's crow,
 * O3_CROW, 8, and vulture, O3_VULTURE, 18: TR3 kept TR2's bird routine,
 * the vulture as the eagle); O2_CROW and O3_CROW take the crow's
 * animations and beak, every other id the eagle's. */
void Bird_SetupObject(struct Game *g, int object_id, int16_t hit_points);

#endif
