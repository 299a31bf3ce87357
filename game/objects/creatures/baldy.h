/* Kold (TR1): runs at Lara and fires his shotgun. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_BALDY_H
#define TOMB8_GAME_OBJECTS_CREATURES_BALDY_H

struct Game;

/* Registers the object (object.c's list). */
void Baldy_Setup(struct Game *g);

#endif
