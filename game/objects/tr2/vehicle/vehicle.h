/* TR2's vehicles (the speedboat, the skidoo): what Lara does while she
 * rides one. Lara.vehicle names the vehicle's item; her above-water
 * handler (lara_water_tr2.c) asks the vehicle first. */
#ifndef TOMB8_GAME_OBJECTS_TR2_VEHICLE_VEHICLE_H
#define TOMB8_GAME_OBJECTS_TR2_VEHICLE_VEHICLE_H

#include <stdbool.h>

#include "engine/sim/item.h"

struct Game;

/* One tick of Lara on her vehicle, before her own states. True when the
 * vehicle took the whole tick (her states, animation and collision do not
 * run); false when her own states run this tick (the original's skidoo
 * hands her back once she has got off). As the original: a vehicle with no
 * rider routine of its own (the boat moves her from its own item control)
 * only lets her use her guns. */
bool Vehicle_LaraControl(struct Game *g, Item *lara);

#endif
