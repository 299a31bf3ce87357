/* Lara on a TR2 vehicle: which vehicle routine drives her this tick, and
 * the wall handling the boat and the skidoo share. */
#include "game/objects/tr2/vehicle/vehicle.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr2/vehicle/skidoo.h"

#define WALL_SHIFT 10 /* a sector is 1 << 10 */

bool Vehicle_LaraControl(Game *g, Item *lara)
{
    /* Lara.vehicle is a valid item (set by a vehicle, range-checked by
     * the save loader). */
    const Item *v = &g->sim->items[g->lara.vehicle];
    switch (v->object_id) {
    case O2_SKIDOO_FAST:
        return Skidoo_LaraControl(g, lara);
    default:
        Gun_Control(g);
        return true;
    }
}

/* Across a diagonal: whether the floor at (x, z) (the point's height
 * taken at `y`) stands more than a click above `old_y`. */
static bool blocked_at(Game *g, const Item *v, int32_t x, int32_t y, int32_t z, int32_t old_y)
{
    int16_t room = v->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    return World_Height(&g->world, s, x, y, z) < old_y - STEP_SIZE;
}

int32_t Vehicle_DoShift(Game *g, Item *v, const Vec3i *pos, const Vec3i *old)
{
    int32_t x = pos->x >> WALL_SHIFT, z = pos->z >> WALL_SHIFT;
    int32_t old_x = old->x >> WALL_SHIFT, old_z = old->z >> WALL_SHIFT;
    int32_t shift_x = pos->x & (WALL_SIZE - 1), shift_z = pos->z & (WALL_SIZE - 1);

    if (x == old_x) {
        if (z == old_z) {
            v->pos.x += old->x - pos->x;
            v->pos.z += old->z - pos->z;
            return 0;
        }
        if (z > old_z) {
            v->pos.z -= shift_z + 1;
            return pos->x - v->pos.x;
        }
        v->pos.z += WALL_SIZE - shift_z;
        return v->pos.x - pos->x;
    }
    if (z == old_z) {
        if (x > old_x) {
            v->pos.x -= shift_x + 1;
            return v->pos.z - pos->z;
        }
        v->pos.x += WALL_SIZE - shift_x;
        return pos->z - v->pos.z;
    }

    /* Both lines crossed: which of the two neighbouring sectors stops it. */
    int32_t dx = 0, dz = 0;
    if (blocked_at(g, v, old->x, pos->y, pos->z, old->y))
        dz = pos->z > old->z ? -shift_z - 1 : WALL_SIZE - shift_z;
    if (blocked_at(g, v, pos->x, pos->y, old->z, old->y))
        dx = pos->x > old->x ? -shift_x - 1 : WALL_SIZE - shift_x;

    if (dx && dz) {
        v->pos.x += dx;
        v->pos.z += dz;
    } else if (dz) {
        v->pos.z += dz;
        return dz > 0 ? v->pos.x - pos->x : pos->x - v->pos.x;
    } else if (dx) {
        v->pos.x += dx;
        return dx > 0 ? pos->z - v->pos.z : v->pos.z - pos->z;
    } else {
        v->pos.x += old->x - pos->x;
        v->pos.z += old->z - pos->z;
    }
    return 0;
}

int Vehicle_GetCollisionAnim(const Item *v, Vec3i moved)
{
    int32_t mx = v->pos.x - moved.x, mz = v->pos.z - moved.z;
    if (!mx && !mz)
        return VEHICLE_HIT_NONE;
    int32_t c = Math_Cos(v->rot.y), s = Math_Sin(v->rot.y);
    int32_t front = (mx * s + mz * c) >> W2V_SHIFT;
    int32_t side = (mx * c - mz * s) >> W2V_SHIFT;
    if (abs(front) > abs(side))
        return front > 0 ? VEHICLE_HIT_BACK : VEHICLE_HIT_FRONT;
    return side > 0 ? VEHICLE_HIT_LEFT : VEHICLE_HIT_RIGHT;
}
