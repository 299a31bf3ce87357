/* The wall handling TR2's vehicles share (game/objects/tr2/vehicle/
 * vehicle.c): the original's DoShift and GetCollisionAnim, on numbers
 * worked out by hand from the original's rules. */
#include "tests/test.h"

#include <string.h>

#include "game/objects/tr2/vehicle/vehicle.h"

static Item vehicle_at(int32_t x, int32_t z, int16_t yaw)
{
    Item v;
    memset(&v, 0, sizeof v);
    v.pos.x = x;
    v.pos.z = z;
    v.rot.y = yaw;
    return v;
}

/* A corner that crossed one sector line is put back just inside the
 * sector it came from, along that axis only; the turn it gets is its
 * sideways offset from the vehicle's centre (sign by the side hit). */
TEST(vehicle_tr2_shift_across_one_line)
{
    /* +z line crossed: the corner 20 into the next sector -> back by 21. */
    Item v = vehicle_at(5000, 4900, 0);
    Vec3i old = {5300, 0, 4 * 1024 + 1000}, pos = {5300, 0, 5 * 1024 + 20};
    CHECK_EQ(Vehicle_DoShift(NULL, &v, &pos, &old), 300);
    CHECK_EQ(v.pos.z, 4900 - 21);
    CHECK_EQ(v.pos.x, 5000);

    /* -x line crossed: the corner 1000 into the lower sector (24 short of
     * the line) -> forward by 24. */
    v = vehicle_at(5000, 4900, 0);
    old = (Vec3i){4 * 1024 + 10, 0, 4700};
    pos = (Vec3i){3 * 1024 + 1000, 0, 4700};
    CHECK_EQ(Vehicle_DoShift(NULL, &v, &pos, &old), 4700 - 4900);
    CHECK_EQ(v.pos.x, 5024);
    CHECK_EQ(v.pos.z, 4900);

    /* Within the same sector (a step up inside it): straight back. */
    v = vehicle_at(5000, 4900, 0);
    old = (Vec3i){5000, 0, 4500};
    pos = (Vec3i){5040, 0, 4560};
    CHECK_EQ(Vehicle_DoShift(NULL, &v, &pos, &old), 0);
    CHECK_EQ(v.pos.x, 4960);
    CHECK_EQ(v.pos.z, 4840);
}

/* The knock animation: by the larger of the push along and across the
 * heading (facing +z: a push towards -z is a hit in front; the side
 * named is the side hit). */
TEST(vehicle_tr2_collision_anim_by_push)
{
    Item v = vehicle_at(5000, 5000, 0);
    CHECK_EQ(Vehicle_GetCollisionAnim(&v, (Vec3i){5000, 0, 5000}), VEHICLE_HIT_NONE);
    CHECK_EQ(Vehicle_GetCollisionAnim(&v, (Vec3i){5000, 0, 5030}), VEHICLE_HIT_FRONT);
    CHECK_EQ(Vehicle_GetCollisionAnim(&v, (Vec3i){5000, 0, 4970}), VEHICLE_HIT_BACK);
    /* Pushed towards -x (its left: +x is to its right): hit on the right. */
    CHECK_EQ(Vehicle_GetCollisionAnim(&v, (Vec3i){5030, 0, 5010}), VEHICLE_HIT_RIGHT);
    CHECK_EQ(Vehicle_GetCollisionAnim(&v, (Vec3i){4970, 0, 5010}), VEHICLE_HIT_LEFT);
    /* Facing +x (a quarter turn): a push towards -x is in front. */
    v.rot.y = 0x4000;
    CHECK_EQ(Vehicle_GetCollisionAnim(&v, (Vec3i){5030, 0, 5000}), VEHICLE_HIT_FRONT);
}
