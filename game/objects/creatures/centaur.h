/* The centaur (TR1): runs, rears to kick and fires grenades; bursts into
 * pieces when it dies. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_CENTAUR_H
#define TOMB8_GAME_OBJECTS_CREATURES_CENTAUR_H

struct Game;

/* Registers the object (object.c's list). */
void Centaur_Setup(struct Game *g);

#endif
