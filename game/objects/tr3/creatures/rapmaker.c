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
#include "game/objects/tr3/object_ids_tr3.h"

#define RAPTORS 3
#define RAPTOR_COST 30            /* timer ticks a raptor */
#define RAPTOR_GAP 255            /* ticks between raptors */
#define RAPTOR_NEAR (4 * 1024)    /* Lara closer than this: none come */

typedef struct {
    int16_t wait;                 /* the original's item_flags[0] */
    bool listed;
    int16_t raptor[RAPTORS];      /* ITEM_NONE: none */
} RapMaker;

static void maker_initialise(Game *g, int index)
{
    RapMaker *m = Object_Alloc(g, sizeof *m);
    g->sim->items[index].data = m;
    if (!m)
        return;
    m->wait = (int16_t)(96 * (index & 3));
    for (int i = 0; i < RAPTORS; i++)
        m->raptor[i] = ITEM_NONE;
}

static void make_list(Game *g, RapMaker *m)
{
    int n = 0;
    for (uint32_t i = 0; i < g->sim->level_items && n < RAPTORS; i++) {
        const Item *it = &g->sim->items[i];
        if (it->object_id == O3_RAPTOR && (it->ai_bits & AI_BIT_MODIFY))
            m->raptor[n++] = (int16_t)i;
    }
    m->listed = true;
}

/* The first listed raptor without an AI slot; -1 if all have one (or the
 * list is short). */
static int idle_raptor(Game *g, const RapMaker *m)
{
    for (int i = 0; i < RAPTORS; i++) {
        if (m->raptor[i] == ITEM_NONE)
            return -1;
        if (!g->sim->items[m->raptor[i]].data)
            return m->raptor[i];
    }
    return -1;
}

static void revive(Game *g, int r, const Item *maker)
{
    Item *it = &g->sim->items[r];
    it->pos = maker->pos;
    it->rot = maker->rot;
    const Model *model = Level_FindModel(g->lv, (uint32_t)it->object_id);
    if (model && model->animation < g->lv->num_animations) {
        it->anim = (int16_t)model->animation;
        it->frame = (int16_t)g->lv->animations[it->anim].frame_start;
        it->current_state = it->goal_state = (int16_t)g->lv->animations[it->anim].state_id;
    }
    it->required_state = 0;
    it->one_shot = false;
    it->hit_points = Object_Info(g, it->object_id)->hit_points;
    it->mesh_bits = 0xFFFFFFFFu;
    it->status = ITEM_STATUS_ACTIVE;
    it->collidable = true;
    if (it->active)
        Sim_RemoveActive(g->sim, r);
    Object_AddActive(g, r);
    Sim_ItemNewRoom(g->sim, r, maker->room);
    if (g->enable_baddie_ai)
        g->enable_baddie_ai(g, r, true);
}

static void maker_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    RapMaker *m = it->data;
    if (!m || !it->active || it->timer <= 0)
        return;
    if (!m->listed) {
        make_list(g, m);
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
    revive(g, r, it);
}

static void maker_save(const Game *g, int item, SerialWriter *w)
{
    const RapMaker *m = g->sim->items[item].data;
    Serial_PutI16(w, m ? m->wait : 0);
    Serial_PutU8(w, m && m->listed);
    for (int i = 0; i < RAPTORS; i++)
        Serial_PutI16(w, m ? m->raptor[i] : ITEM_NONE);
}

static void maker_load(Game *g, int item, SerialReader *r)
{
    RapMaker v;
    v.wait = Serial_GetI16(r);
    uint8_t listed = Serial_GetU8(r);
    bool ok = v.wait >= 0 && v.wait <= RAPTOR_GAP && listed <= 1;
    v.listed = listed == 1;
    for (int i = 0; i < RAPTORS; i++) {
        v.raptor[i] = Serial_GetI16(r);
        if (v.raptor[i] != ITEM_NONE &&
            (v.raptor[i] < 0 || (uint32_t)v.raptor[i] >= g->sim->level_items ||
             g->sim->items[v.raptor[i]].object_id != O3_RAPTOR))
            ok = false;
    }
    if (!ok) {
        Serial_Fail(r, "raptor maker state out of range");
        return;
    }
    RapMaker *m = g->sim->items[item].data;
    if (m)
        *m = v;
}

void RaptorEmitter3_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_RAPTOR_EMITTER];
    o->initialise = maker_initialise;
    o->control = maker_control;
    o->save_data = maker_save;
    o->load_data = maker_load;
    o->save_flags = true;
}
