/* TR2's vehicles (the speedboat, the skidoo): what Lara does while she
 * rides one, and the pieces of movement both vehicles share. Lara.vehicle
 * names the vehicle's item; her above-water handler (lara_water_tr2.c)
 * asks the vehicle first. */
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

/* The rider's knock animations a collision picks (relative to the rider's
 * animation object, the same numbers for the boat and the skidoo). */
enum {
    VEHICLE_HIT_NONE = 0,
    VEHICLE_HIT_LEFT = 11,
    VEHICLE_HIT_RIGHT = 12,
    VEHICLE_HIT_FRONT = 13,
    VEHICLE_HIT_BACK = 14,
};

/* The original's vehicle DoShift: one of the vehicle's corner points went
 * from `old` to `pos` onto ground too high for it; moves the vehicle back
 * out of the sector the point entered (to just inside the one it came
 * from, along the axis it crossed; across a diagonal, along whichever
 * axis the floor there blocks, or both, or straight back). Returns the
 * turn the glancing blow gives the vehicle (0 when it went straight back
 * or into a corner). */
int32_t Vehicle_DoShift(struct Game *g, Item *v, const Vec3i *pos, const Vec3i *old);

/* The original's GetCollisionAnim: the knock animation for a vehicle that
 * ended its move at v->pos where its own movement had taken it to `moved`
 * (the difference is what the walls did to it): VEHICLE_HIT_* by the
 * larger of the push along and across its heading, VEHICLE_HIT_NONE when
 * nothing pushed it. */
int Vehicle_GetCollisionAnim(const Item *v, Vec3i moved);

#endif
