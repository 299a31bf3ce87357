/* TR3's laser sights (laser_sight_tr3.c): the red beam from the guns of
 * the SWAT (O3_SWAT_GUN) and the mercenary (O3_LON_MERCENARY_1), worked
 * out as the frame is drawn. */
#ifndef TOMB8_GAME_OBJECTS_TR3_CREATURES_LASER_SIGHT_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_CREATURES_LASER_SIGHT_TR3_H

#include <stdbool.h>

#include "engine/core/common.h"
#include "engine/sim/sim_draw.h"

struct Game;

/* Whether item `item` shows its laser sight now, and where its beam runs
 * (from its rifle to the first wall, floor or ceiling in its way, in
 * *room). Reads the game only. */
bool Tr3LaserSight_Beam(const struct Game *g, int item, Vec3i *from, Vec3i *to, int16_t *room);
/* Every item's laser sight into the draw list (lines). Changes nothing in
 * the game. False only when out of memory. */
bool Tr3LaserSight_AppendDraws(const struct Game *g, SimDrawList *dl);

#endif
