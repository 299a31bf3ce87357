/* Vehicles (TR2's speedboat and skidoo, TR3's, game/objects/tr3/vehicle):
 * what Lara does while she rides one, and the pieces of movement they
 * share. Lara.vehicle names the vehicle's item; her above-water handler
 * (lara_water_tr2.c, TR3's too) asks the vehicle's kind first (its
 * ObjectInfo.rider_control). */
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

/* What a driven vehicle meets (the skidoo's and the quad bike's
 * SkidooBaddieCollision): the items of its room and of the rooms its
 * portals lead to, within two sectors on each axis and touching its box
 * grown by `radius`, that are collidable creatures (or the avalanche,
 * `avalanche_id`). `meet` (NULL for none) may handle an item first and
 * return true; else the rolling avalanche costs her 100 hit points and a
 * creature is run over (blood, its hit points gone). */
/* Another object's animations on an item (the rider's set on Lara, hers
 * copied onto the vehicle): animation `rel_anim` of `object_id`'s set at
 * frame `rel_frame` of it; nothing when the level lacks the model. */
void Vehicle_SwitchObjAnim(struct Game *g, Item *it, int object_id, int rel_anim, int rel_frame);
/* The item's animation relative to `object_id`'s set (0 without it). */
int Vehicle_RelAnim(const struct Game *g, const Item *it, int object_id);
/* Whether the item plays the last frame of its animation. */
bool Vehicle_AtAnimEnd(const struct Game *g, const Item *it);

typedef bool (*VehicleMeetFn)(struct Game *g, Item *it, Item *vehicle);
void Vehicle_RunOver(struct Game *g, Item *v, int32_t radius, int avalanche_id, VehicleMeetFn meet);

#endif
