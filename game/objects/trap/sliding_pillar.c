/* The sliding pillar (the "rolling block"): a two-sector-high block that
 * slides one sector along its animation when triggered and back when the
 * trigger lets go. It stands as a raised floor (a wall for the creatures)
 * where it rests and not while it moves. */
#include "game/objects/trap/trap.h"

#include "game/game.h"

enum { PILLAR_START = 0, PILLAR_END = 1, PILLAR_MOVING = 2 };

#define PILLAR_HEIGHT (WALL_SIZE * 2)

static void raise_floor(Game *g, const Item *it, int32_t height)
{
    World_AlterFloorHeight(&g->world, it->pos.x, it->pos.z, it->room, height);
}

static void pillar_initialise(Game *g, int index)
{
    raise_floor(g, &g->sim->items[index], -PILLAR_HEIGHT);
}

static void pillar_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it)) {
        if (it->current_state == PILLAR_START) {
            it->goal_state = PILLAR_END;
            raise_floor(g, it, PILLAR_HEIGHT);
        }
    } else if (it->current_state == PILLAR_END) {
        it->goal_state = PILLAR_START;
        raise_floor(g, it, PILLAR_HEIGHT);
    }

    Object_Animate(g, it);

    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);

    /* At the end of a slide: stand again, centred on the new sector. */
    if (it->status == ITEM_STATUS_DEACTIVATED) {
        it->status = ITEM_STATUS_ACTIVE;
        raise_floor(g, it, -PILLAR_HEIGHT);
        it->pos.x = (it->pos.x & -WALL_SIZE) + WALL_SIZE / 2;
        it->pos.z = (it->pos.z & -WALL_SIZE) + WALL_SIZE / 2;
    }
}

void Trap_SetupSlidingPillar(Game *g)
{
    ObjectInfo *o = &g->objects[O_ROLLING_BLOCK];
    o->initialise = pillar_initialise;
    o->control = pillar_control;
    o->save_position = true;
    o->save_anim = true;
    o->save_flags = true;
}
