/* The crocodile (TR1): one creature with two objects, the land crocodile
 * and the swimming alligator; it changes object when it enters or leaves
 * water. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_CROCODILE_H
#define TOMB8_GAME_OBJECTS_CREATURES_CROCODILE_H

struct Game;

/* Registers both objects (object.c's list). */
void Crocodile_Setup(struct Game *g);

#endif
