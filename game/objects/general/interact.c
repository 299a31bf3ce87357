/* Lara's position tests and moves relative to items (see interact.h). */
#include "game/objects/general/interact.h"

#include "engine/math/matrix.h"
#include "game/game.h"

#define MOVE_SPEED 16
#define MOVE_ANGLE (2 * INTERACT_DEG)
/* A broken animation could never reach the goal state; the original would
 * hang, we give up. */
#define ANIMATE_UNTIL_MAX 10000

/* The item's orientation as the original builds it on a unit matrix. */
static void item_rotation(const Item *item, Mat34 *m)
{
    Mat34_Identity(m);
    Mat34_RotYXZ(m, item->rot.y, item->rot.x, item->rot.z);
}

bool Interact_TestPosition(const Game *g, const Item *item, const InteractBounds *b)
{
    const Item *lara = &g->sim->items[g->sim->lara];
    int16_t rx = (int16_t)(lara->rot.x - item->rot.x);
    int16_t ry = (int16_t)(lara->rot.y - item->rot.y);
    int16_t rz = (int16_t)(lara->rot.z - item->rot.z);
    if (rx < b->rot_min_x || rx > b->rot_max_x || ry < b->rot_min_y || ry > b->rot_max_y ||
        rz < b->rot_min_z || rz > b->rot_max_z)
        return false;

    int32_t dx = lara->pos.x - item->pos.x;
    int32_t dy = lara->pos.y - item->pos.y;
    int32_t dz = lara->pos.z - item->pos.z;
    Mat34 m;
    item_rotation(item, &m);
    /* Into the item's frame: the transpose of its rotation. */
    int32_t sx = (m.m[0][0] * dx + m.m[1][0] * dy + m.m[2][0] * dz) >> W2V_SHIFT;
    int32_t sy = (m.m[0][1] * dx + m.m[1][1] * dy + m.m[2][1] * dz) >> W2V_SHIFT;
    int32_t sz = (m.m[0][2] * dx + m.m[1][2] * dy + m.m[2][2] * dz) >> W2V_SHIFT;
    return sx >= b->min_x && sx <= b->max_x && sy >= b->min_y && sy <= b->max_y &&
           sz >= b->min_z && sz <= b->max_z;
}

/* The point `offset` of the item's frame in world space. */
static Vec3i item_point(const Item *item, const Vec3i *o)
{
    Mat34 m;
    item_rotation(item, &m);
    Vec3i p;
    p.x = item->pos.x + ((m.m[0][0] * o->x + m.m[0][1] * o->y + m.m[0][2] * o->z) >> W2V_SHIFT);
    p.y = item->pos.y + ((m.m[1][0] * o->x + m.m[1][1] * o->y + m.m[1][2] * o->z) >> W2V_SHIFT);
    p.z = item->pos.z + ((m.m[2][0] * o->x + m.m[2][1] * o->y + m.m[2][2] * o->z) >> W2V_SHIFT);
    return p;
}

void Interact_AlignPosition(Game *g, const Item *item, const Vec3i *offset)
{
    Item *lara = &g->sim->items[g->sim->lara];
    lara->rot = item->rot;
    lara->pos = item_point(item, offset);
}

/* Turns one angle towards another by at most `step` (the difference read as
 * a signed 16-bit angle). */
static int16_t turn_towards(int16_t from, int16_t to, int16_t step)
{
    int16_t d = (int16_t)(to - from);
    if (d > step)
        return (int16_t)(from + step);
    if (d < -step)
        return (int16_t)(from - step);
    return to;
}

bool Interact_MovePosition(Game *g, const Item *item, const Vec3i *offset)
{
    Item *lara = &g->sim->items[g->sim->lara];
    Vec3i dst = item_point(item, offset);
    int32_t dx = dst.x - lara->pos.x, dy = dst.y - lara->pos.y, dz = dst.z - lara->pos.z;
    int32_t dist = (int32_t)Math_Sqrt32((uint32_t)(dx * dx + dy * dy + dz * dz));
    if (MOVE_SPEED >= dist) {
        lara->pos = dst;
    } else {
        lara->pos.x += dx * MOVE_SPEED / dist;
        lara->pos.y += dy * MOVE_SPEED / dist;
        lara->pos.z += dz * MOVE_SPEED / dist;
    }
    lara->rot.x = turn_towards(lara->rot.x, item->rot.x, MOVE_ANGLE);
    lara->rot.y = turn_towards(lara->rot.y, item->rot.y, MOVE_ANGLE);
    lara->rot.z = turn_towards(lara->rot.z, item->rot.z, MOVE_ANGLE);
    return lara->pos.x == dst.x && lara->pos.y == dst.y && lara->pos.z == dst.z &&
           lara->rot.x == item->rot.x && lara->rot.y == item->rot.y && lara->rot.z == item->rot.z;
}

void Interact_AnimateUntil(Game *g, int goal)
{
    Item *lara = &g->sim->items[g->sim->lara];
    lara->goal_state = (int16_t)goal;
    for (int i = 0; i < ANIMATE_UNTIL_MAX; i++) {
        Lara_Animate(g, lara);
        if (lara->current_state == goal)
            break;
    }
}
