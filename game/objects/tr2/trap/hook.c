/* The hook (a swinging meat hook): 50 a tick it touches Lara, with blood;
 * she is pushed off it as off a creature. */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define HOOK_DAMAGE 50

static void hook_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->touch_bits) {
        Lara_TakeDamage(g, HOOK_DAMAGE, true);
        Item *lara = Game_LaraItem(g);
        if (lara)
            Effect_BloodBath(g, lara->pos.x, lara->pos.y - WALL_SIZE / 2, lara->pos.z,
                             lara->speed, lara->rot.y, lara->room, 3);
    }
    Object_Animate(g, it);
}

void Trap2_SetupHook(Game *g) { Trap2_SetupHookAs(g, O2_HOOK); }

void Trap2_SetupHookAs(Game *g, int object_id)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = hook_control;
    o->collision = Coll_CreatureCollision;
    o->save_flags = true;
    o->save_anim = true;
}
