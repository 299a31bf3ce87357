/* TR3's bounce of a thrown or fired item off the world (bounce_tr3.c). */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_BOUNCE_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_BOUNCE_TR3_H

#include "game/game.h"

/* After item `item` moved from `old` along its heading (rot.y): the floor,
 * walls, slopes and ceiling of its new position bounce, stop or send it
 * back (speed, fall speed, heading and position changed), and it changes
 * room where it ends. `grenade`: TR3's grenade's own bounce numbers. */
void Bounce3_ProperDetection(struct Game *g, int item, Vec3i old, bool grenade);

#endif
