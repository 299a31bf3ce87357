/* Flame jets: a triggered emitter lights one flame effect (which burns
 * Lara near it and may set her on fire) and puts it out when the trigger
 * lets go. */
#include "game/objects/trap/trap.h"

#include "game/game.h"

/* The emitter keeps its flame's effect number + 1 in data_index (0 = none),
 * as the original keeps it in the item's data. */
static void emitter_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it)) {
        if (!it->data_index) {
            int fx = Effect_Create(g, it->room);
            if (fx != EFFECT_NONE) {
                Effect *e = Effect_Get(g, fx);
                e->pos = it->pos;
                e->frame_num = 0;
                e->object_id = Effect_Ids(g)->flame;
                e->counter = 0;
            }
            it->data_index = fx + 1;
        }
    } else if (it->data_index) {
        /* (The original also stops the fire sound here.) */
        Effect_Kill(g, it->data_index - 1);
        it->data_index = 0;
    }
}

void Trap_SetupFlame(Game *g) { Trap_SetupFlameAs(g, O_FLAME_EMITTER); }

void Trap_SetupFlameAs(Game *g, int object_id)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = emitter_control;
    o->save_flags = true;
}
