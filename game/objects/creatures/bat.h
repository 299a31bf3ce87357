/* The bat (TR1): hangs until woken, flies at Lara and bites. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_BAT_H
#define TOMB8_GAME_OBJECTS_CREATURES_BAT_H

struct Game;

/* Registers the bat (object.c's list). */
void Bat_Setup(struct Game *g);

#endif
