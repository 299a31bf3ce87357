/* The cowboy (TR1): walks, runs, aims and fires both revolvers. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_COWBOY_H
#define TOMB8_GAME_OBJECTS_CREATURES_COWBOY_H

struct Game;

/* Registers the object (object.c's list). */
void Cowboy_Setup(struct Game *g);

#endif
