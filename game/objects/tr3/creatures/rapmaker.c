/* The raptor maker (see rapmaker.h). Its timer (the trigger's seconds, in
 * ticks) is a stock, 30 a raptor: it makes raptors while it has any left.
 * First it waits 96 ticks times its item number's low two bits, then 255
 * between raptors; a raptor comes back as its kind starts, at the maker's
 * spot and facing, whole and with its kind's hit points, and is given an
 * AI slot.
 *
 * The original keeps the three raptors in one list for the whole game, made
 * by the first maker to run; here each maker makes its own list (the same
 * raptors) on its first active tick, and keeps it. */
#include "game/objects/tr3/creatures/rapmaker.h"

#include "engine/core/serial.h"
#include "game/creature/ai_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/creatures/maker_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define RAPTOR_COST 30            /* timer ticks a raptor */
#define RAPTOR_GAP 255            /* ticks between raptors */
#define RAPTOR_NEAR (4 * 1024)    /* Lara closer than this: none come */

static void maker_initialise(Game *g, int index)
{
    Tr3Maker_Alloc(g, index, (int16_t)(96 * (index & 3)));
}

/* The first listed raptor without an AI slot; -1 if all have one (or the
 * list is short). */
static int idle_raptor(Game *g, const Tr3Maker *m)
{
    for (int i = 0; i < TR3_MAKER_MAX; i++) {
        if (m->ids[i] == ITEM_NONE)
            return -1;
        if (!g->sim->items[m->ids[i]].data)
            return m->ids[i];
    }
    return -1;
}

static void maker_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Tr3Maker *m = it->data;
    if (!m || !it->active || it->timer <= 0)
        return;
    if (!m->listed) {
        Tr3Maker_List(g, m, O3_RAPTOR, false);
        return;
    }
    int r = idle_raptor(g, m);
    if (r < 0)
        return;
    const Item *lara = Game_LaraItem(g);
    if (lara) {
        int64_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
        if (dx * dx + dz * dz < (int64_t)RAPTOR_NEAR * RAPTOR_NEAR)
            return;
    }
    if (m->wait > 0) {
        m->wait--;
        return;
    }
    m->wait = RAPTOR_GAP;
    it->timer = (int16_t)(it->timer - RAPTOR_COST);
    Tr3Maker_Revive(g, r, it);
}

static void maker_load(Game *g, int item, SerialReader *r)
{
    Tr3Maker_Load(g, item, r, RAPTOR_GAP, O3_RAPTOR, "raptor maker");
}

void RaptorEmitter3_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_RAPTOR_EMITTER];
    o->initialise = maker_initialise;
    o->control = maker_control;
    o->save_data = Tr3Maker_Save;
    o->load_data = maker_load;
    o->save_flags = true;
}
