/* TR2's dying monk (O2_DYING_MONK): the wounded monk at the end of the
 * Barkhang monastery. At the level's start it notes the first two
 * creatures of its room; once neither is alive, Lara standing on the
 * ground at its height within a sector of it (in x and in z) ends the
 * level. */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_DYING_MONK_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_DYING_MONK_H

struct Game;

void DyingMonk_Setup(struct Game *g);

#endif
