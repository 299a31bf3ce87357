/* The swinging blade: swings while triggered, cuts Lara (100 a tick) while
 * it swings and touches her. */
#include "game/objects/trap/trap.h"

#include "game/game.h"

#define PENDULUM_DAMAGE 100

static void pendulum_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it)) {
        if (it->current_state == TRAP_SET)
            it->goal_state = TRAP_WORKING;
    } else if (it->current_state == TRAP_WORKING) {
        it->goal_state = TRAP_SET;
    }

    if (it->current_state == TRAP_WORKING && it->touch_bits) {
        Lara_TakeDamage(g, PENDULUM_DAMAGE, true);
        Trap_BloodOnLara(g);
    }

    /* The original hands the item's own room to the sector search, so the
     * room changes without the room lists being told. */
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->room = room;
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);

    Object_Animate(g, it);
}

void Trap_SetupPendulum(Game *g)
{
    ObjectInfo *o = &g->objects[O_PENDULUM];
    o->control = pendulum_control;
    o->collision = Coll_TrapCollision;
    o->save_flags = true;
    o->save_anim = true;
}
