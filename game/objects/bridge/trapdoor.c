/* Trapdoors (see bridge.h): a floor while closed, nothing while open. */
#include "game/objects/bridge/bridge.h"

#include "game/game.h"

enum {
    TRAPDOOR_CLOSED = 0,
    TRAPDOOR_OPEN = 1,
};

#define STEP 256

/* The trapdoor's own sector and the next one along its yaw. */
static bool on_trapdoor(const Item *it, int32_t x, int32_t z)
{
    int32_t tx = it->pos.x >> 10, tz = it->pos.z >> 10;
    x >>= 10;
    z >>= 10;
    if (it->rot.y == 0)
        return x == tx && (z == tz || z == tz + 1);
    if (it->rot.y == -0x8000)
        return x == tx && (z == tz || z == tz - 1);
    if (it->rot.y == 0x4000)
        return z == tz && (x == tx || x == tx + 1);
    if (it->rot.y == -0x4000)
        return z == tz && (x == tx || x == tx - 1);
    return false;
}

static void trapdoor_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it)) {
        if (it->current_state == TRAPDOOR_CLOSED)
            it->goal_state = TRAPDOOR_OPEN;
    } else if (it->current_state == TRAPDOOR_OPEN) {
        it->goal_state = TRAPDOOR_CLOSED;
    }
    Object_Animate(g, it);
}

static void trapdoor_floor(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    const Item *it = &g->sim->items[index];
    if (!on_trapdoor(it, x, z))
        return;
    if (y <= it->pos.y && it->current_state == TRAPDOOR_CLOSED && it->pos.y < *h)
        *h = it->pos.y;
}

static void trapdoor_ceiling(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *h)
{
    const Item *it = &g->sim->items[index];
    if (!on_trapdoor(it, x, z))
        return;
    if (y > it->pos.y && it->current_state == TRAPDOOR_CLOSED && it->pos.y > *h)
        *h = it->pos.y + STEP;
}

void TrapDoor_SetupKind(Game *g, int id)
{
    ObjectInfo *o = &g->objects[id];
    o->control = trapdoor_control;
    o->floor = trapdoor_floor;
    o->ceiling = trapdoor_ceiling;
    o->save_anim = o->save_flags = true;
}

void TrapDoor_Setup(Game *g)
{
    TrapDoor_SetupKind(g, O_TRAPDOOR);
    TrapDoor_SetupKind(g, O_TRAPDOOR2);
}
