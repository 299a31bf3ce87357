/* TR2's carried items (see carried_tr2.h); TR3 keeps them (its flare
 * from its rules' ids). */
#include "game/objects/tr2/carried_tr2.h"

#include "game/game.h"
#include "game/objects/pickup/pickup.h"
#include "game/rules/rules.h"

/* A pick-up kind: the original asks for its pick-up collision routine,
 * which the thrown flare's item shares there. */
static bool is_pickup(const Game *g, int object_id)
{
    return (g->rules && object_id == g->rules->ids->flare_item) || Pickup_IsKind(g, object_id);
}

static bool level_item_ok(const Game *g, int i)
{
    return i >= 0 && (uint32_t)i < g->lv->num_items && (uint32_t)i < g->sim->level_items;
}

int CarriedTR2_Carrier(const Game *g, int item)
{
    if (!level_item_ok(g, item) || item == g->sim->lara)
        return -1;
    const LevelItem *p = &g->lv->items[item];
    if (!is_pickup(g, g->sim->items[item].object_id))
        return -1;
    for (uint32_t i = 0; i < g->sim->level_items && i < g->lv->num_items; i++) {
        const LevelItem *c = &g->lv->items[i];
        if ((int)i == item || (int)i == g->sim->lara || c->room != p->room ||
            c->pos.x != p->pos.x || c->pos.y != p->pos.y || c->pos.z != p->pos.z)
            continue;
        if (Object_Info(g, c->object_id)->intelligent)
            return (int)i;
    }
    return -1;
}

void CarriedTR2_Gather(Game *g)
{
    for (uint32_t i = 0; i < g->sim->level_items; i++)
        if (CarriedTR2_Carrier(g, (int)i) >= 0)
            Sim_RemoveDrawn(g->sim, (int)i);
}

/* In the original's order: its list holds the pick-ups lowest item first
 * (each found one went in front while the room's list was walked from its
 * highest item), and each goes in front of the room's list in turn. */
void CarriedTR2_Drop(Game *g, int item)
{
    if (!level_item_ok(g, item) || !Object_Info(g, g->sim->items[item].object_id)->intelligent)
        return;
    const Item *c = &g->sim->items[item];
    for (uint32_t i = 0; i < g->sim->level_items; i++) {
        if (CarriedTR2_Carrier(g, (int)i) != item)
            continue;
        g->sim->items[i].pos = c->pos;
        Sim_ItemNewRoom(g->sim, (int)i, c->room);
    }
}
