/* TR2's pendulums (the swinging blades, two kinds): unlike TR1's they
 * swing whenever active, with no set/working states, and every touch costs
 * Lara 50 (TR1: 100 while swinging) with one spray of blood; Lara is
 * pushed off them as off any object. */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define PENDULUM_DAMAGE 50
#define PENDULUM_SHADOW 128

static void pendulum_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->touch_bits) {
        Lara_TakeDamage(g, PENDULUM_DAMAGE, true);
        Trap_BloodOnLara(g);
    }
    /* As TR1's: the sector search moves the item's room without the room
     * lists being told. */
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->room = room;
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    Object_Animate(g, it);
}

void Trap2_SetupPendulums(Game *g)
{
    static const int16_t ids[] = { O2_PENDULUM_1, O2_PENDULUM_2 };
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        ObjectInfo *o = &g->objects[ids[i]];
        o->control = pendulum_control;
        o->collision = Coll_ObjectCollision;
        o->shadow_size = PENDULUM_SHADOW;
        o->save_flags = true;
        o->save_anim = true;
    }
}
