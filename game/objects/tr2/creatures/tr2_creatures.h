/* TR2's creatures of game/objects/tr2/creatures/: one set-up routine per
 * kind, each registering its object ids in the object table when the
 * level has their model (game/objects/tr2/object_tr2.c's list calls them). */
#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_TR2_CREATURES_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_TR2_CREATURES_H

#include "engine/core/common.h"

struct Game;

/* The cultists' collision radius (a tenth of a sector). */
#define TR2_CULTIST_RADIUS (WALL_SIZE / 10)

/* The gunman cultist (O2_CULT_1). */
void Cultist1_Setup(struct Game *g);

#endif
