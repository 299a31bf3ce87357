/* Line of sight (see los.h). */
#include "game/camera/los.h"

/* The original does this arithmetic in 32-bit registers, where products of
 * a long step by a slope may wrap; reproduce the wrap without signed
 * overflow. */
static int32_t wrap32(int64_t v) { return (int32_t)(uint32_t)(uint64_t)v; }

/* Is the point outside the open space of its sector? */
static bool blocked(World *w, int32_t p[3], int16_t *room)
{
    const RoomSector *s = World_Sector(w, p[0], p[1], p[2], room);
    return p[1] > World_Height(w, s, p[0], p[1], p[2]) ||
           p[1] < World_Ceiling(w, s, p[0], p[1], p[2]);
}

/* Walks the segment across the sector boundaries perpendicular to `axis`
 * (0 = x, 2 = z); the other horizontal axis and y follow the slope. At each
 * boundary the near side is tested, then the far side one unit beyond.
 * Returns 1 when the whole way is clear (target->room then gets the room
 * reached), -1 when the near side is solid (the line is already inside a
 * wall or floor: target moves there) and 0 when the far side is (target
 * stops on the boundary, in the room before it). */
static int walk(World *w, const GameVec *start, GameVec *target, int axis)
{
    const int other = axis == 0 ? 2 : 0;
    const int32_t s[3] = { start->x, start->y, start->z };
    const int32_t t[3] = { target->x, target->y, target->z };
    int32_t d = t[axis] - s[axis];
    if (d == 0)
        return 1;
    /* Slopes in 1/1024ths per unit along the axis. */
    int32_t dy = (int32_t)(((int64_t)(t[1] - s[1]) * 1024) / d);
    int32_t dother = (int32_t)(((int64_t)(t[other] - s[other]) * 1024) / d);
    int16_t room = start->room;
    int16_t last_room;
    int32_t p[3];
    const int32_t step = d < 0 ? -WALL_SIZE : WALL_SIZE;
    const int32_t beyond = d < 0 ? -1 : 1;

    /* First boundary: the sector edge in the direction of travel. */
    p[axis] = d < 0 ? (s[axis] & ~(WALL_SIZE - 1)) : (s[axis] | (WALL_SIZE - 1));
    int32_t run = p[axis] - s[axis];
    p[1] = s[1] + (wrap32((int64_t)dy * run) >> 10);
    p[other] = s[other] + (wrap32((int64_t)dother * run) >> 10);

    while (d < 0 ? p[axis] > t[axis] : p[axis] < t[axis]) {
        if (blocked(w, p, &room)) {
            target->x = p[0];
            target->y = p[1];
            target->z = p[2];
            target->room = room;
            return -1;
        }
        last_room = room;
        int32_t q[3] = { p[0], p[1], p[2] };
        q[axis] += beyond;
        if (blocked(w, q, &room)) {
            target->x = p[0];
            target->y = p[1];
            target->z = p[2];
            target->room = last_room;
            return 0;
        }
        p[axis] = wrap32((int64_t)p[axis] + step);
        p[1] = wrap32(d < 0 ? (int64_t)p[1] - dy : (int64_t)p[1] + dy);
        p[other] = wrap32(d < 0 ? (int64_t)p[other] - dother : (int64_t)p[other] + dother);
    }
    target->room = room;
    return 1;
}

/* Pulls the target back onto the floor or ceiling of its own sector when the
 * last stretch of the line goes through it. False when it did. */
static bool clip_target(World *w, const GameVec *start, GameVec *target, const RoomSector *s)
{
    int32_t dx = target->x - start->x;
    int32_t dy = target->y - start->y;
    int32_t dz = target->z - start->z;

    int32_t h = World_Height(w, s, target->x, target->y, target->z);
    if (target->y > h && start->y < h) {
        target->y = h;
        target->x = start->x + wrap32((int64_t)dx * (h - start->y)) / dy;
        target->z = start->z + wrap32((int64_t)dz * (h - start->y)) / dy;
        return false;
    }
    int32_t c = World_Ceiling(w, s, target->x, target->y, target->z);
    if (target->y < c && start->y > c) {
        target->y = c;
        target->x = start->x + wrap32((int64_t)dx * (c - start->y)) / dy;
        target->z = start->z + wrap32((int64_t)dz * (c - start->y)) / dy;
        return false;
    }
    return true;
}

bool Los_Check(World *w, const GameVec *start, GameVec *target)
{
    int32_t adx = target->x - start->x, adz = target->z - start->z;
    if (adx < 0)
        adx = -adx;
    if (adz < 0)
        adz = -adz;
    /* The walk across the minor axis goes first; the second walk starts from
     * whatever the first one left of the target. */
    int first, second;
    if (adz > adx) {
        first = walk(w, start, target, 0);
        second = walk(w, start, target, 2);
    } else {
        first = walk(w, start, target, 2);
        second = walk(w, start, target, 0);
    }
    if (second == 0)
        return false;
    const RoomSector *s = World_Sector(w, target->x, target->y, target->z, &target->room);
    return clip_target(w, start, target, s) && first == 1 && second == 1;
}
