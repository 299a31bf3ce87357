/* What TR3's vehicles share. Each TR3 level carries the rider's animations
 * of its own vehicle in one object, O3_VEHICLE_ANIM (the quad bike's, the
 * kayak's... never two kinds in one level), so every vehicle switches Lara
 * to animations of that object. The sounds are TR3's numbers (the order of
 * the original's sound list). The pieces TR3's vehicles share with TR2's
 * (wall push, knock animation, running creatures over) are in
 * game/objects/tr2/vehicle/vehicle.h. */
#ifndef TOMB8_GAME_OBJECTS_TR3_VEHICLE_VEHICLE_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_VEHICLE_VEHICLE_TR3_H

/* TR3's sound ids. */
enum {
    SFX3_LARA_INJURY = 31,
    SFX3_EXPLOSION1 = 105,
    SFX3_EXPLOSION2 = 106,
    SFX3_QUAD_IDLE = 153,
    SFX3_QUAD_MOVE = 155,
    SFX3_BOAT_START = 194,
    SFX3_BOAT_IDLE = 195,
    SFX3_BOAT_ACCELERATE = 196,
    SFX3_BOAT_MOVING = 197,
    SFX3_BOAT_STOP = 198,
    SFX3_BOAT_SLOW_DOWN = 199,
    SFX3_QUAD_SIDE_IMPACT = 201,
    SFX3_QUAD_FRONT_IMPACT = 202,
    SFX3_QUAD_LAND = 203,
    SFX3_MINE_CART_TRACK_LOOP = 209,
    SFX3_MINE_CART_PULLY_LOOP = 210,
    SFX3_MINE_CART_CLUNK_START = 211,
    SFX3_MINE_CART_SREECH_BRAKE = 219,
    SFX3_BOAT_SCRAPE = 336,
    SFX3_LITTLE_SUB_LOOP = 346,
    SFX3_LITTLE_SUB_START = 347,
    SFX3_LITTLE_SUB_STOP = 348,
};

/* Lara's own animations and states a vehicle hands her back in. */
#define VEHICLE3_LARA_ANIM_STOP 11
#define VEHICLE3_LARA_ANIM_FAST_FALL 32

#endif
