#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_TIGER_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_TIGER_H

struct Game;

/* TR2's tiger (O2_TIGER: the snow leopard and white tiger levels give the
 * same id its other skins) in the object table (Object_SetupTR2's list). */
void Tiger_Setup(struct Game *g);

#endif
