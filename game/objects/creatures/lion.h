/* The big cats (TR1): lion, lioness and puma share one routine. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_LION_H
#define TOMB8_GAME_OBJECTS_CREATURES_LION_H

struct Game;

/* Registers the lion, the lioness and the puma (object.c's list). */
void Lion_Setup(struct Game *g);

#endif
