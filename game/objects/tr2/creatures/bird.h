#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_BIRD_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_BIRD_H

struct Game;

/* TR2's birds in the object table (Object_SetupTR2's list): the eagle
 * (O2_EAGLE, waits perched) and the crow (O2_CROW, waits eating); both fly
 * in the fly zone and fall when killed. */
void Eagle_Setup(struct Game *g);
void Crow_Setup(struct Game *g);

#endif
