/* The bear (TR1): walks on all fours, rears up to attack, charges. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_BEAR_H
#define TOMB8_GAME_OBJECTS_CREATURES_BEAR_H

struct Game;

/* Registers the bear in the object table (object.c's setup list). */
void Bear_Setup(struct Game *g);

#endif
