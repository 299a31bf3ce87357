/* The gorilla (TR1): beats its chest, jumps, runs sideways, climbs. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_APE_H
#define TOMB8_GAME_OBJECTS_CREATURES_APE_H

struct Game;

/* Registers the gorilla (object.c's list). */
void Ape_Setup(struct Game *g);

#endif
