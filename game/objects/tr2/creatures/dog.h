#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_DOG_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_DOG_H

struct Game;

/* TR2's guard dog (O2_DOG) in the object table (Object_SetupTR2's list). */
void Dog_Setup(struct Game *g);

#endif
