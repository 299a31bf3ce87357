/* The wolf (TR1): sleeps until Lara comes, stalks, runs, pounces, bites. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_WOLF_H
#define TOMB8_GAME_OBJECTS_CREATURES_WOLF_H

struct Game;

/* Registers the wolf in the object table (object.c's setup list). */
void Wolf_Setup(struct Game *g);

#endif
