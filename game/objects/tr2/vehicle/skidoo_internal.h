/* What the skidoo files share (skidoo.c: getting on and off, Lara's tick;
 * skidoo_move.c: the driving physics; skidoo_driver.c: the drivers who
 * chase Lara). Not for use outside game/objects/tr2/vehicle/. */
#ifndef TOMB8_GAME_OBJECTS_TR2_VEHICLE_SKIDOO_INTERNAL_H
#define TOMB8_GAME_OBJECTS_TR2_VEHICLE_SKIDOO_INTERNAL_H

#include "engine/math/fixed.h"
#include "game/creature/creature.h"
#include "game/objects/tr2/vehicle/skidoo.h"
#include "game/objects/tr2/vehicle/vehicle.h"

/* The skidoo's footprint: its corners are SKIDOO_FRONT ahead / behind and
 * SKIDOO_SIDE either side of its centre. */
#define SKIDOO_FRONT 550
#define SKIDOO_SIDE 260
#define SKIDOO_RADIUS 500    /* its reach when it runs creatures over */
#define SKIDOO_SNOW 500
#define SKIDOO_TARGET_DIST (WALL_SIZE * 2)

/* TR2's sound ids (its SoundMap indices). */
enum {
    SFX2_SK_LARA_FALL = 30,
    SFX2_SK_UZI_FIRE = 43,
    SFX2_SK_EXPLOSION = 105,
    SFX2_SK_IDLE = 153,
    SFX2_SK_MOVING = 155,
    SFX2_SK_CLATTER_1 = 201,
    SFX2_SK_CLATTER_2 = 202,
    SFX2_SK_CLATTER_3 = 203,
};

/* The guns on the armed skidoo's front (mesh 0). */
extern const CreatureBite Skidoo_LeftGun, Skidoo_RightGun;

/* skidoo_move.c */
/* Floor height under a point z_off ahead and x_off to the side of the
 * skidoo, tilted with it; *out is the point. */
int32_t Skidoo_TestHeight(struct Game *g, const Item *it, int32_t z_off, int32_t x_off, Vec3i *out);
/* One tick of movement: turning, momentum, slip on slopes, creatures in
 * the way, walls; returns the knock animation (VEHICLE_HIT_*, 0 none). */
int Skidoo_Dynamics(struct Game *g, int item);
/* The driver's keys on the ground: turn, accelerate, brake, reverse;
 * whether the engine drives this tick; *pitch the engine note. */
bool Skidoo_UserControl(struct Game *g, Item *it, int32_t height, int32_t *pitch);
/* The original's vertical follow of a point towards its floor: falls
 * under gravity, lands within 50 of it, climbs with a damped kick. */
int32_t Skidoo_DoDynamics(int32_t height, int32_t fall_speed, int32_t *y);
/* The armed skidoo pushing another item (Lara, a skidoo) out of its box
 * grown by radius. */
void Skidoo_ArmedPush(struct Game *g, const Item *armed, Item *other, int32_t radius);

/* skidoo.c */
/* Lara's rider animation as the skidoo's (same numbers, its model). */
void Skidoo_SwitchObjAnim(struct Game *g, Item *it, int object_id, int rel_anim, int rel_frame);
int Skidoo_RelAnim(const struct Game *g, const Item *it, int object_id);

#endif
