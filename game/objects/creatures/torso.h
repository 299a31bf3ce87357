/* The giant mutant (TR1): drops from above, turns, swipes and crushes
 * Lara. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_TORSO_H
#define TOMB8_GAME_OBJECTS_CREATURES_TORSO_H

struct Game;

/* Registers the object (object.c's list). */
void Torso_Setup(struct Game *g);

#endif
