/* The mutant eggs and the centaur statue (TR1): each hides a creature made
 * at level start that comes out when Lara comes near (or a trigger says). */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_POD_H
#define TOMB8_GAME_OBJECTS_CREATURES_POD_H

struct Game;

/* Registers the object (object.c's list). */
void Pod_Setup(struct Game *g);

#endif
