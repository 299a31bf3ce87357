#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_JELLY_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_JELLY_H

struct Game;

/* TR2's jellyfish (O2_JELLY) in the object table (Object_SetupTR2's
 * list). */
void Jelly_Setup(struct Game *g);

#endif
