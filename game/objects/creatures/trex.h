/* The T-rex (TR1): walks, runs, roars, and kills Lara in its jaws. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_TREX_H
#define TOMB8_GAME_OBJECTS_CREATURES_TREX_H

struct Game;

/* Registers the T-rex (object.c's list). */
void TRex_Setup(struct Game *g);

#endif
