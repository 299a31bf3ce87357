/* TR2's falling ceiling: drops once triggered, costing Lara 300 a tick it
 * touches her on the way down; unlike TR1's it looks its floor and room up
 * again every tick, so it lands on whatever floor is under it now. */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define FALLING_CEILING_DAMAGE 300

static void ceiling_control(Game *g, int index)
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

    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t h = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    it->floor = h;
    Trap_NewRoom(g, index, room);
    if (it->current_state == TRAP_ACTIVATE && it->pos.y >= h) {
        it->pos.y = h;
        it->goal_state = TRAP_WORKING;
        it->fall_speed = 0;
        it->gravity = false;
    }
}

void Trap2_SetupFallingCeiling(Game *g)
{
    ObjectInfo *o = &g->objects[O2_FALLING_CEILING];
    o->control = ceiling_control;
    o->collision = Coll_TrapCollision;
    o->save_position = true;
    o->save_flags = true;
    o->save_anim = true;
}
