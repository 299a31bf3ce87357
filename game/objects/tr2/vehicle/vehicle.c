/* Lara on a TR2 vehicle: which vehicle routine drives her this tick, and
 * the wall handling the boat and the skidoo share. */
#include "game/objects/tr2/vehicle/vehicle.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"

#define WALL_SHIFT 10 /* a sector is 1 << 10 */
#define RUN_OVER_REACH (WALL_SIZE * 2)
#define RUN_OVER_ROOMS_MAX 12
#define AVALANCHE_ROLLING 1 /* the avalanche's rolling state (the traps' "activate") */
#define AVALANCHE_DAMAGE 100

bool Vehicle_LaraControl(Game *g, Item *lara)
{
    /* Lara.vehicle is a valid item (set by a vehicle, range-checked by
     * the save loader). */
    const Item *v = &g->sim->items[g->lara.vehicle];
    const ObjectInfo *o = Object_Info(g, v->object_id);
    if (o->rider_control)
        return o->rider_control(g, lara);
    Gun_Control(g);
    return true;
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

static bool near_axis(int32_t d) { return d > -RUN_OVER_REACH && d < RUN_OVER_REACH; }

static void meet_item(Game *g, int index, Item *v, int32_t radius, int avalanche_id,
                      VehicleMeetFn meet)
{
    Item *it = &g->sim->items[index];
    if (!it->collidable || it->status == ITEM_STATUS_INVISIBLE || index == g->sim->lara || it == v)
        return;
    const ObjectInfo *o = Object_Info(g, it->object_id);
    bool avalanche = it->object_id == avalanche_id;
    if (!o->collision || (!o->intelligent && !avalanche))
        return;
    if (!near_axis(it->pos.x - v->pos.x) || !near_axis(it->pos.y - v->pos.y) ||
        !near_axis(it->pos.z - v->pos.z))
        return;
    if (!Coll_TestBoundsCollide(g, v, it, radius))
        return;
    if (meet && meet(g, it, v))
        return;
    if (avalanche) {
        if (it->current_state == AVALANCHE_ROLLING)
            Lara_TakeDamage(g, AVALANCHE_DAMAGE, true);
    } else {
        Effect_BloodBath(g, it->pos.x, v->pos.y - STEP_SIZE, it->pos.z, v->speed, v->rot.y,
                         it->room, 3);
        it->hit_points = 0;
    }
}

void Vehicle_RunOver(Game *g, Item *v, int32_t radius, int avalanche_id, VehicleMeetFn meet)
{
    Sim *sim = g->sim;
    int16_t rooms[RUN_OVER_ROOMS_MAX];
    int count = 0;
    rooms[count++] = v->room;
    const Room *r = World_Room(&g->world, v->room);
    for (uint32_t i = 0; r && i < r->num_portals && count < RUN_OVER_ROOMS_MAX; i++) {
        uint16_t adj = r->portals[i].adjoining_room;
        if (adj < sim->num_rooms)
            rooms[count++] = (int16_t)adj;
    }
    for (int i = 0; i < count; i++) {
        int n = sim->room_items[rooms[i]];
        for (uint32_t guard = 0; n != ITEM_NONE && guard <= sim->num_items; guard++) {
            meet_item(g, n, v, radius, avalanche_id, meet);
            n = sim->items[n].next_item;
        }
    }
}

static int first_anim(const Game *g, int object_id)
{
    const Model *m = Level_FindModel(g->lv, (uint32_t)object_id);
    return m ? Sim_ModelFirstAnim(g->lv, m) : -1;
}

void Vehicle_SwitchObjAnim(Game *g, Item *it, int object_id, int rel_anim, int rel_frame)
{
    int first = first_anim(g, object_id);
    if (first < 0 || rel_anim < 0 || first + rel_anim >= (int)g->lv->num_animations)
        return;
    it->anim = (int16_t)(first + rel_anim);
    it->frame = (int16_t)(g->lv->animations[it->anim].frame_start + rel_frame);
}

int Vehicle_RelAnim(const Game *g, const Item *it, int object_id)
{
    int first = first_anim(g, object_id);
    return first < 0 ? 0 : it->anim - first;
}

bool Vehicle_AtAnimEnd(const Game *g, const Item *it)
{
    return it->anim >= 0 && (uint32_t)it->anim < g->lv->num_animations &&
           it->frame == g->lv->animations[it->anim].frame_end;
}
