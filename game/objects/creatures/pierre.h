/* Pierre (TR1): the rival who shoots with two pistols and runs away when
 * hurt, vanishing once out of sight, until the fight where he dies. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_PIERRE_H
#define TOMB8_GAME_OBJECTS_CREATURES_PIERRE_H

struct Game;

/* Registers the object (object.c's list). */
void Pierre_Setup(struct Game *g);

#endif
