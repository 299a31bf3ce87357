/* Natla (TR1): flies and fires, falls when hurt, and rises again on foot
 * for the last fight. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_NATLA_H
#define TOMB8_GAME_OBJECTS_CREATURES_NATLA_H

struct Game;

/* Registers the object (object.c's list). */
void Natla_Setup(struct Game *g);

#endif
