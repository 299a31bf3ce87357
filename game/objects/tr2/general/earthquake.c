/* The earthquake (see earthquake.h), as the original's control (facts
 * from TRX src/tr2 earthquake.c). The original also gives it the dummy
 * draw routine; here an item without a mesh draws nothing anyway. */
#include "game/objects/tr2/general/earthquake.h"

#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define SFX2_DRAGON_FEET 298       /* the rumble */
#define EARTHQUAKE_BOUNCE (-200)   /* set, not added: the shake does not build up */

/* Sets off item `index` as a full trigger would, with no timer. */
static void set_off(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Object_AddActive(g, index);
    it->status = ITEM_STATUS_ACTIVE;
    it->activation_mask = ITEM_MASK_FULL;
    it->one_shot = false;
    it->reverse = false;
    it->timer = 0;
}

static void earthquake_control(Game *g, int index)
{
    const Item *it = &g->sim->items[index];
    if (Prng_Draw(&g->sim->prng) < 512) {
        Effect_Sound(g, SFX2_DRAGON_FEET, NULL);
        g->camera.bounce = EARTHQUAKE_BOUNCE;
    }
    int32_t r = Prng_Control(&g->sim->prng);
    int wanted;
    if (r < 512)
        wanted = O2_FLAME_EMITTER;
    else if (r < 1024)
        wanted = O2_FALLING_CEILING;
    else
        return;
    Earthquake_WakeOne(g, it->room, wanted);
}

void Earthquake_WakeOne(Game *g, int16_t room, int object_id)
{
    /* Only the first such item of its room not already going (or spent). */
    for (int i = g->sim->room_items[room]; i != ITEM_NONE; i = g->sim->items[i].next_item) {
        const Item *other = &g->sim->items[i];
        if (other->object_id == object_id && other->status != ITEM_STATUS_ACTIVE &&
            other->status != ITEM_STATUS_DEACTIVATED) {
            set_off(g, i);
            break;
        }
    }
}

void Earthquake_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O2_EARTHQUAKE];
    o->control = earthquake_control;
    o->save_flags = true;
}
