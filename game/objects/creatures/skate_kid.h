/* The skater boy (TR1): skates around Lara shooting with two pistols. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_SKATE_KID_H
#define TOMB8_GAME_OBJECTS_CREATURES_SKATE_KID_H

struct Game;

/* Registers the object (object.c's list). */
void SkateKid_Setup(struct Game *g);

#endif
