/* The cabin (St Francis' Folly's portacabin): each full trigger drops it
 * one stage; at the bottom it flips map slot 3 on and is gone. */
#include "game/objects/trap/trap.h"

#include "game/game.h"

enum { CABIN_START = 0, CABIN_DROP_1 = 1, CABIN_DROP_2 = 2, CABIN_DROP_3 = 3, CABIN_FINISH = 4 };

#define CABIN_FLIP_SLOT 3
#define FLIP_SLOT_FULL 0x3E00   /* all five activation bits, as a trigger word holds them */

static void cabin_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->activation_mask == ITEM_MASK_FULL) {
        switch (it->current_state) {
        case CABIN_START: it->goal_state = CABIN_DROP_1; break;
        case CABIN_DROP_1: it->goal_state = CABIN_DROP_2; break;
        case CABIN_DROP_2: it->goal_state = CABIN_DROP_3; break;
        default: break;
        }
        /* All of the item's trigger flags go, as the original clears them. */
        it->activation_mask = 0;
        it->one_shot = false;
        it->reverse = false;
    }

    if (it->current_state == CABIN_FINISH) {
        g->flip_maps[CABIN_FLIP_SLOT] = FLIP_SLOT_FULL;
        Game_FlipMap(g);
        Object_Kill(g, index);
    }

    Object_Animate(g, it);
}

void Trap_SetupCabin(Game *g)
{
    ObjectInfo *o = &g->objects[O_PORTACABIN];
    o->control = cabin_control;
    o->collision = Coll_ObjectCollision;
    o->save_anim = true;
    o->save_flags = true;
}
