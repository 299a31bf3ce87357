/* Crumbling floor tiles: Lara standing on one sets it off; it shakes,
 * falls and lands. While set it is a floor half a sector above its origin
 * (and a ceiling one click above). And the falling ceiling, which drops
 * when triggered and crushes Lara (300) on the way down. */
#include "game/objects/trap/trap.h"

#include "game/game.h"

#define FALLING_CEILING_DAMAGE 300

/* origin: how far above the item the tile's top is while set (half a
 * sector; TR2's third kind a whole one). */
static void block_control_at(Game *g, int index, int32_t origin)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    switch (it->current_state) {
    case TRAP_SET:
        /* Only Lara standing on it starts it. */
        if (lara && lara->pos.y == it->pos.y - origin) {
            it->goal_state = TRAP_ACTIVATE;
        } else {
            it->status = ITEM_STATUS_INACTIVE;
            Sim_RemoveActive(g->sim, index);
            return;
        }
        break;
    case TRAP_ACTIVATE:
        it->goal_state = TRAP_WORKING;
        break;
    case TRAP_WORKING:
        if (it->goal_state != TRAP_FINISHED)
            it->gravity = true;
        break;
    default:
        break;
    }

    Object_Animate(g, it);
    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Sim_RemoveActive(g->sim, index);
        return;
    }

    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if (it->current_state == TRAP_WORKING && it->pos.y >= it->floor) {
        it->goal_state = TRAP_FINISHED;
        it->pos.y = it->floor;
        it->fall_speed = 0;
        it->gravity = false;
    }
}

static void block_control(Game *g, int index) { block_control_at(g, index, STEP_SIZE * 2); }
static void block_control_tall(Game *g, int index) { block_control_at(g, index, WALL_SIZE); }

static bool block_solid(const Item *it)
{
    return it->current_state == TRAP_SET || it->current_state == TRAP_ACTIVATE;
}

static void block_floor_at(Game *g, int index, int32_t y, int32_t *height, int32_t origin)
{
    const Item *it = &g->sim->items[index];
    if (y <= it->pos.y - origin && block_solid(it))
        *height = it->pos.y - origin;
}

static void block_ceiling_at(Game *g, int index, int32_t y, int32_t *height, int32_t origin)
{
    const Item *it = &g->sim->items[index];
    if (y > it->pos.y - origin && block_solid(it))
        *height = it->pos.y - origin + STEP_SIZE;
}

static void block_floor(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *height)
{
    block_floor_at(g, index, y, height, STEP_SIZE * 2);
}

static void block_ceiling(Game *g, int index, int32_t x, int32_t y, int32_t z, int32_t *height)
{
    block_ceiling_at(g, index, y, height, STEP_SIZE * 2);
}

static void block_floor_tall(Game *g, int index, int32_t x, int32_t y, int32_t z,
                             int32_t *height)
{
    block_floor_at(g, index, y, height, WALL_SIZE);
}

static void block_ceiling_tall(Game *g, int index, int32_t x, int32_t y, int32_t z,
                               int32_t *height)
{
    block_ceiling_at(g, index, y, height, WALL_SIZE);
}

void Trap_SetupFallingBlockAs(Game *g, int object_id, bool tall)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = tall ? block_control_tall : block_control;
    o->floor = tall ? block_floor_tall : block_floor;
    o->ceiling = tall ? block_ceiling_tall : block_ceiling;
    o->save_position = true;
    o->save_anim = true;
    o->save_flags = true;
}

void Trap_SetupFallingBlock(Game *g) { Trap_SetupFallingBlockAs(g, O_FALLING_BLOCK, false); }

/* refloor: TR2's ceiling looks its floor and room up again each tick, so it
 * lands on whatever floor is under it now; TR1's lands on the floor its own
 * sector had when the level started and keeps its room, as the original (the
 * reference engine looks them up again each tick). */
static void ceiling_control_at(Game *g, int index, bool refloor)
{
    Item *it = &g->sim->items[index];
    if (it->current_state == TRAP_SET) {
        it->goal_state = TRAP_ACTIVATE;
        it->gravity = true;
    } else if (it->current_state == TRAP_ACTIVATE && it->touch_bits) {
        Lara_TakeDamage(g, FALLING_CEILING_DAMAGE, true);
    }

    Object_Animate(g, it);
    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Sim_RemoveActive(g->sim, index);
        return;
    }

    if (refloor) {
        int16_t room = it->room;
        const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
        it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
        Trap_NewRoom(g, index, room);
    }
    if (it->current_state == TRAP_ACTIVATE && it->pos.y >= it->floor) {
        it->goal_state = TRAP_WORKING;
        it->pos.y = it->floor;
        it->fall_speed = 0;
        it->gravity = false;
    }
}

static void ceiling_control(Game *g, int index) { ceiling_control_at(g, index, false); }
static void ceiling_control_refloor(Game *g, int index) { ceiling_control_at(g, index, true); }

void Trap_SetupFallingCeilingAs(Game *g, int object_id, bool refloor)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = refloor ? ceiling_control_refloor : ceiling_control;
    o->collision = Coll_TrapCollision;
    o->save_position = true;
    o->save_anim = true;
    o->save_flags = true;
}

void Trap_SetupFallingCeiling(Game *g)
{
    for (int id = O_FALLING_CEILING1; id <= O_FALLING_CEILING2; id++)
        Trap_SetupFallingCeilingAs(g, id, false);
}
