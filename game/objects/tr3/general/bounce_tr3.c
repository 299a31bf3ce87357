/* TR3's bounce of a thrown or fired item off the world (the original's
 * DoProperDetection, tomb3 game/larafire.cpp), for its grenade: called
 * after the item has moved from `old` by `vel`, with the item's heading in
 * rot.y. Into a wall it comes back to where it was, its heading mirrored
 * and its speed halved; onto a floor it bounces up (a grenade keeps half
 * its fall, anything else a quarter, at most 100) or, falling slowly,
 * settles and slows; on a steep slope it loses a quarter of its speed and
 * turns away down the slope; under a ceiling it is stopped or bounced
 * back down. The original's bridges (its OnObject flag) are not read: an
 * item above the floor falls on. */
#include "game/objects/tr3/general/bounce_tr3.h"

#include <stdlib.h>

#include "game/objects/trap/trap.h"

#define WALL_MASK_OFF (~1023)

static bool steep(int type)
{
    return type == HEIGHT_BIG_SLOPE || type == HEIGHT_DIAGONAL;
}

/* Crossed into another sector along x or z. */
static bool crossed(int32_t a, int32_t b)
{
    return ((a ^ b) & WALL_MASK_OFF) != 0;
}

/* Landing on a floor that is not a steep slope. */
static void land(Item *it, bool grenade)
{
    if (it->fall_speed <= 0)
        return;
    if (it->fall_speed > 16) {
        if (grenade) {
            it->fall_speed = (int16_t)((it->fall_speed >> 1) - it->fall_speed);
        } else {
            it->fall_speed = (int16_t)(-(it->fall_speed >> 2));
            if (it->fall_speed < -100)
                it->fall_speed = -100;
        }
        return;
    }
    it->fall_speed = 0;
    if (grenade) {
        it->speed--;
        it->required_state = 1;
        it->rot.x = 0;
    } else {
        it->speed = (int16_t)(it->speed - 3);
    }
    if (it->speed < 0)
        it->speed = 0;
}

/* Rebounding up a slope: the heading mirrored, a fall halved upwards. */
static void rebound(Item *it, uint16_t mirror)
{
    it->rot.y = (int16_t)(uint16_t)(mirror - (uint16_t)it->rot.y);
    if (it->fall_speed > 0)
        it->fall_speed = (int16_t)(-(it->fall_speed >> 1));
}

/* Rolling down it: a fall turned into half a bounce, or none. */
static void roll_fall(Item *it)
{
    it->fall_speed = it->fall_speed > 0 ? (int16_t)(-(it->fall_speed >> 1)) : 0;
}

/* The heading a step `step` towards `to`: down by a step while `down`
 * (not past `to`), else up by one (not past `to`); `to` reached stays. */
static void step_heading(Item *it, bool down, int32_t step, uint16_t to, bool stop_equal)
{
    uint16_t y = (uint16_t)it->rot.y;
    if (down) {
        y = (uint16_t)(y - step);
        if (y < to)
            y = to;
    } else if (!stop_equal || y != to) {
        y = (uint16_t)(y + step);
        if (y > to)
            y = to;
    }
    it->rot.y = (int16_t)y;
}

/* A slope steep along one axis (the original's four first cases). */
static bool axis_slope(Item *it, int tx, int ty)
{
    uint16_t y = (uint16_t)it->rot.y;
    int ax = abs(tx), ay = abs(ty);
    if (ty < 0 && ay - ax >= 2) {
        if (y > 0x8000)
            return rebound(it, 0xFFFF), true;
        if (it->speed < 32) {
            it->speed = (int16_t)(it->speed - 2 * ty);
            if (y > 0x4000 && y < 0xC000)
                step_heading(it, true, 0x1000, 0x4000, false);
            else if (y < 0x4000)
                step_heading(it, false, 0x1000, 0x4000, false);
        }
    } else if (ty > 0 && ay - ax >= 2) {
        if (y < 0x8000)
            return rebound(it, 0xFFFF), true;
        if (it->speed < 32) {
            it->speed = (int16_t)(it->speed + 2 * ty);
            if (y > 0xC000 || y < 0x4000)
                step_heading(it, true, 0x1000, 0xC000, false);
            else if (y < 0xC000)
                step_heading(it, false, 0x1000, 0xC000, false);
        }
    } else if (tx < 0 && ax - ay >= 2) {
        if (y > 0x4000 && y < 0xC000)
            return rebound(it, 0x7FFF), true;
        if (it->speed < 32) {
            it->speed = (int16_t)(it->speed - 2 * tx);
            /* The original steps a quarter turn here and wraps to 0. */
            if (y < 0x8000) {
                y = (uint16_t)(y - 0x4000);
                if (y > 61440)
                    y = 0;
            } else {
                y = (uint16_t)(y + 0x4000);
                if (y < 0x4000)
                    y = 0;
            }
            it->rot.y = (int16_t)y;
        }
    } else if (tx > 0 && ax - ay >= 2) {
        if (y > 0xC000 || y < 0x4000)
            return rebound(it, 0x7FFF), true;
        if (it->speed < 32) {
            it->speed = (int16_t)(it->speed + 2 * tx);
            if (y > 0x8000)
                step_heading(it, true, 0x1000, 0x8000, false);
            else if (y < 0x8000)
                step_heading(it, false, 0x1000, 0x8000, false);
        }
    } else {
        return false;
    }
    roll_fall(it);
    return true;
}

/* A slope steep along both axes (the original's four diagonal cases). */
static void diagonal_slope(Item *it, int tx, int ty)
{
    uint16_t y = (uint16_t)it->rot.y;
    if (ty < 0 && tx < 0) {
        if (y > 0x6000 && y < 0xE000)
            return rebound(it, 0xBFFF);
        if (it->speed < 32) {
            it->speed = (int16_t)(it->speed - (tx + ty));
            step_heading(it, y > 0x2000 && y < 0xA000, 0x1000, 0x2000, true);
        }
    } else if (ty < 0 && tx > 0) {
        if (y > 0xA000 || y < 0x2000)
            return rebound(it, 0x3FFF);
        if (it->speed < 32) {
            it->speed = (int16_t)(it->speed + (tx - ty));
            step_heading(it, y < 0xE000 && y > 0x6000, 0x1000, 0x6000, true);
        }
    } else if (ty > 0 && tx > 0) {
        if (y > 0xE000 || y < 0x6000)
            return rebound(it, 0xBFFF);
        if (it->speed < 32) {
            it->speed = (int16_t)(it->speed + (tx + ty));
            step_heading(it, y < 0x2000 || y > 0xA000, 0x1000, 0xA000, true);
        }
    } else if (ty > 0 && tx < 0) {
        if (y > 0x2000 && y < 0xA000)
            return rebound(it, 0x3FFF);
        if (it->speed < 32) {
            it->speed = (int16_t)(it->speed + (ty - tx));
            step_heading(it, y < 0x6000 || y > 0xE000, 0x1000, 0xE000, true);
        }
    } else {
        return;
    }
    roll_fall(it);
}

/* Whether it came down a steep slope onto one that banks it back (the
 * original's "bs"): its heading against the new floor's tilt. */
static bool banked(uint16_t y, int tx, int ty)
{
    bool bs = false;
    if (ty < 0)
        bs = y >= 0x8000;
    else if (ty > 0)
        bs = y <= 0x8000;
    if (tx < 0)
        bs = bs || (y >= 0x4000 && y <= 0xC000);
    else if (tx > 0)
        bs = bs || y <= 0x4000 || y >= 0xC000;
    return bs;
}

/* At or below the floor at its new position. */
static void at_floor(Game *g, Item *it, Vec3i old, int oldtype, int32_t oldheight,
                     int32_t height, bool grenade)
{
    int16_t tilt = 0;
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (s)
        tilt = World_TiltType(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    int tx = (int8_t)(tilt >> 8), ty = (int8_t)(tilt & 0xFF);
    bool bs = steep(oldtype) && oldheight < height && banked((uint16_t)it->rot.y, tx, ty);
    bool cx = crossed(it->pos.x, old.x), cz = crossed(it->pos.z, old.z);
    if (old.y > height + 32 && !bs && (cx || cz)) {
        /* Into a wall: back, the heading mirrored off the side it crossed. */
        bool xs = cx && cz ? abs(old.x - it->pos.x) < abs(old.z - it->pos.z) : true;
        it->rot.y = (int16_t)(cx && xs ? -it->rot.y : -0x8000 - it->rot.y);
        it->pos = old;
        it->speed >>= 1;
    } else if (!steep(oldtype)) {
        land(it, grenade);
        it->pos.y = height;
    } else {
        it->speed = (int16_t)(it->speed - (it->speed >> 2));
        if (!axis_slope(it, tx, ty))
            diagonal_slope(it, tx, ty);
        it->pos = old;
    }
}

/* Above the floor: under a ceiling it is stopped there, or (having come
 * from another sector) sent back mirrored; a rise turns into a fall. */
static void below_ceiling(Game *g, Item *it, Vec3i old, bool grenade)
{
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (!s)
        return;
    int32_t ceiling = World_Ceiling(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if (it->pos.y >= ceiling)
        return;
    bool cx = crossed(it->pos.x, old.x), cz = crossed(it->pos.z, old.z);
    if (old.y < ceiling && (cx || cz)) {
        it->rot.y = (int16_t)(cx ? -it->rot.y : -0x8000 - it->rot.y);
        if (grenade)
            it->speed = (int16_t)(it->speed - (it->speed >> 3));
        else
            it->speed >>= 1;
        it->pos = old;
    } else {
        it->pos.y = ceiling;
    }
    if (it->fall_speed < 0)
        it->fall_speed = (int16_t)-it->fall_speed;
}

void Bounce3_ProperDetection(Game *g, int item, Vec3i old, bool grenade)
{
    Item *it = &g->sim->items[item];
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, old.x, old.y, old.z, &room);
    int32_t oldheight = s ? World_Height(&g->world, s, old.x, old.y, old.z) : old.y;
    int oldtype = s ? g->world.height_type : HEIGHT_WALL;
    room = it->room;
    s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t height = s ? World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z) : it->pos.y;
    if (it->pos.y >= height)
        at_floor(g, it, old, oldtype, oldheight, height, grenade);
    else
        below_ceiling(g, it, old, grenade);
    room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (room != it->room)
        Trap_NewRoom(g, item, room);
}
