/* Bridges and drawbridges (see bridge.h). The original has no set-up for
 * bridges; the reference engine lifts bridges it finds sunk into the floor
 * at level start (a data fix), which is not done here. */
#include "game/objects/bridge/bridge.h"

#include "game/game.h"
#include "game/objects/door/door.h"
#include "game/objects/general/general.h"

#define STEP 256

/* How far along the slope a point is, 0..1023 from the high end (a bridge's
 * yaw says which way it falls). */
static int32_t slope_offset(const Item *it, int32_t x, int32_t z)
{
    if (it->rot.y == 0)
        return (1024 - x) & 1023;
    if (it->rot.y == -0x8000)
        return x & 1023;
    if (it->rot.y == 0x4000)
        return z & 1023;
    return (1024 - z) & 1023;
}

static void flat_floor(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    const Item *it = &g->sim->items[index];
    if (y <= it->pos.y)
        *h = it->pos.y;
}

static void flat_ceiling(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    const Item *it = &g->sim->items[index];
    if (y > it->pos.y)
        *h = it->pos.y + STEP;
}

/* A slope of one click (tilt 1) or two (tilt 2) over the sector. */
static void tilt_floor(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *h, int shift)
{
    const Item *it = &g->sim->items[index];
    int32_t level = it->pos.y + (slope_offset(it, x, z) >> shift);
    if (y <= level)
        *h = level;
}

static void tilt_ceiling(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *h,
                         int shift)
{
    const Item *it = &g->sim->items[index];
    int32_t level = it->pos.y + (slope_offset(it, x, z) >> shift);
    if (y > level)
        *h = level + STEP;
}

static void tilt1_floor(Game *g, int i, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    tilt_floor(g, i, x, y, z, h, 2);
}

static void tilt1_ceiling(Game *g, int i, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    tilt_ceiling(g, i, x, y, z, h, 2);
}

static void tilt2_floor(Game *g, int i, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    tilt_floor(g, i, x, y, z, h, 1);
}

static void tilt2_ceiling(Game *g, int i, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    tilt_ceiling(g, i, x, y, z, h, 1);
}

/* A lowered drawbridge covers the two sectors in front of its hinge. */
static bool on_drawbridge(const Item *it, int32_t x, int32_t z)
{
    int32_t ix = it->pos.x >> 10, iz = it->pos.z >> 10;
    x >>= 10;
    z >>= 10;
    if (it->rot.y == 0)
        return x == ix && (z == iz - 1 || z == iz - 2);
    if (it->rot.y == -0x8000)
        return x == ix && (z == iz + 1 || z == iz + 2);
    if (it->rot.y == 0x4000)
        return z == iz && (x == ix - 1 || x == ix - 2);
    if (it->rot.y == -0x4000)
        return z == iz && (x == ix + 1 || x == ix + 2);
    return false;
}

static void drawbridge_floor(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    const Item *it = &g->sim->items[index];
    if (it->current_state != DOOR_STATE_OPEN || !on_drawbridge(it, x, z))
        return;
    if (y <= it->pos.y)
        *h = it->pos.y;
}

static void drawbridge_ceiling(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    const Item *it = &g->sim->items[index];
    if (it->current_state != DOOR_STATE_OPEN || !on_drawbridge(it, x, z))
        return;
    if (y > it->pos.y)
        *h = it->pos.y + STEP;
}

/* Raised, it is a door in her way. */
static void drawbridge_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    if (g->sim->items[index].current_state == DOOR_STATE_CLOSED)
        Door_Collision(g, index, lara, c);
}

void Bridge_SetupKinds(Game *g, int flat, int tilt1, int tilt2)
{
    ObjectInfo *o = &g->objects[flat];
    o->floor = flat_floor;
    o->ceiling = flat_ceiling;
    o = &g->objects[tilt1];
    o->floor = tilt1_floor;
    o->ceiling = tilt1_ceiling;
    o = &g->objects[tilt2];
    o->floor = tilt2_floor;
    o->ceiling = tilt2_ceiling;
}

void Bridge_Setup(Game *g)
{
    Bridge_SetupKinds(g, O_BRIDGE_FLAT, O_BRIDGE_TILT1, O_BRIDGE_TILT2);
    Drawbridge_SetupKind(g, O_DRAW_BRIDGE);
}

void Drawbridge_SetupKind(Game *g, int id)
{
    ObjectInfo *o = &g->objects[id];
    if (o->loaded) {
        o->floor = drawbridge_floor;
        o->ceiling = drawbridge_ceiling;
        o->collision = drawbridge_collision;
        o->control = General_CogControl;
        o->save_anim = o->save_flags = true;
    }
}
