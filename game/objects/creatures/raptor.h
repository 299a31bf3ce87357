/* The raptor (TR1): runs, lunges and bites. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_RAPTOR_H
#define TOMB8_GAME_OBJECTS_CREATURES_RAPTOR_H

struct Game;

/* Registers the raptor (object.c's list). */
void Raptor_Setup(struct Game *g);

#endif
