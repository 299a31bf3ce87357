#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_SHARK_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_SHARK_H

struct Game;

/* TR2's shark (O2_SHARK) in the object table (Object_SetupTR2's list). */
void Shark_Setup(struct Game *g);

#endif
