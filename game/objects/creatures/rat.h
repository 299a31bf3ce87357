/* The rat (TR1): one creature with two objects, the running rat and the
 * swimming "vole"; it changes object when it enters or leaves water. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_RAT_H
#define TOMB8_GAME_OBJECTS_CREATURES_RAT_H

struct Game;

/* Registers both objects (object.c's list). */
void Rat_Setup(struct Game *g);

#endif
