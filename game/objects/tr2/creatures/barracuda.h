#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_BARRACUDA_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_BARRACUDA_H

struct Game;

/* TR2's barracuda (O2_BARRACUDA) in the object table (Object_SetupTR2's
 * list). */
void Barracuda_Setup(struct Game *g);

#endif
