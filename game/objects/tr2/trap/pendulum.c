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

void Trap2_PendulumSwing(Game *g, int index, bool burns)
{
    Item *it = &g->sim->items[index];
    if (it->touch_bits) {
        Lara_TakeDamage(g, PENDULUM_DAMAGE, true);
        if (burns)
            Effect_LaraBurnTR3(g);
        else
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

static void pendulum_control(Game *g, int index) { Trap2_PendulumSwing(g, index, false); }

/* TR3's: still while its trigger is off (a switch turned back, a timer
 * run out), neither swinging nor hurting. */
static void pendulum_control_triggered(Game *g, int index)
{
    if (Object_IsTriggerActive(&g->sim->items[index]))
        pendulum_control(g, index);
}

void Trap2_SetupPendulumAs(Game *g, int object_id, bool stops_untriggered)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = stops_untriggered ? pendulum_control_triggered : pendulum_control;
    o->collision = Coll_ObjectCollision;
    o->shadow_size = PENDULUM_SHADOW;
    o->save_flags = true;
    o->save_anim = true;
}

void Trap2_SetupPendulums(Game *g)
{
    Trap2_SetupPendulumAs(g, O2_PENDULUM_1, false);
    Trap2_SetupPendulumAs(g, O2_PENDULUM_2, false);
}
