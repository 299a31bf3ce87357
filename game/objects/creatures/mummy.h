/* The mummy (TR1): stands until shot or touched, then falls apart. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_MUMMY_H
#define TOMB8_GAME_OBJECTS_CREATURES_MUMMY_H

struct Game;

/* Registers the object (object.c's list). */
void Mummy_Setup(struct Game *g);

#endif
