/* TR3's creature emitters' shared parts (see maker_tr3.h). */
#include "game/objects/tr3/creatures/maker_tr3.h"

#include "engine/core/serial.h"
#include "game/creature/ai_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"

Tr3Maker *Tr3Maker_Alloc(Game *g, int index, int16_t wait)
{
    Tr3Maker *m = Object_Alloc(g, sizeof *m);
    g->sim->items[index].data = m;
    if (!m)
        return NULL;
    m->wait = wait;
    m->listed = false;
    for (int i = 0; i < TR3_MAKER_MAX; i++)
        m->ids[i] = ITEM_NONE;
    return m;
}

void Tr3Maker_List(Game *g, Tr3Maker *m, int16_t kind, bool kill)
{
    int n = 0;
    for (uint32_t i = 0; i < g->sim->level_items && n < TR3_MAKER_MAX; i++) {
        const Item *it = &g->sim->items[i];
        if (it->object_id == kind && (it->ai_bits & AI_BIT_MODIFY)) {
            m->ids[n++] = (int16_t)i;
            if (kill)
                Object_Kill(g, (int)i);
        }
    }
    m->listed = true;
}

void Tr3Maker_Revive(Game *g, int id, const Item *maker)
{
    Item *it = &g->sim->items[id];
    it->pos = maker->pos;
    it->rot = maker->rot;
    it->hit_points = Object_Info(g, it->object_id)->hit_points;
    const Model *model = Level_FindModel(g->lv, (uint32_t)it->object_id);
    if (model && model->animation < g->lv->num_animations) {
        it->anim = (int16_t)model->animation;
        it->frame = (int16_t)g->lv->animations[it->anim].frame_start;
        it->current_state = it->goal_state = (int16_t)g->lv->animations[it->anim].state_id;
    }
    it->required_state = 0;
    it->one_shot = false;
    it->mesh_bits = 0xFFFFFFFFu;
    it->status = ITEM_STATUS_ACTIVE;
    it->collidable = true;
    if (it->active)
        Sim_RemoveActive(g->sim, id);
    Object_AddActive(g, id);
    Sim_ItemNewRoom(g->sim, id, maker->room);
    if (g->enable_baddie_ai)
        g->enable_baddie_ai(g, id, true);
}

void Tr3Maker_Save(const Game *g, int item, SerialWriter *w)
{
    const Tr3Maker *m = g->sim->items[item].data;
    Serial_PutI16(w, m ? m->wait : 0);
    Serial_PutU8(w, m && m->listed);
    for (int i = 0; i < TR3_MAKER_MAX; i++)
        Serial_PutI16(w, m ? m->ids[i] : ITEM_NONE);
}

void Tr3Maker_Load(Game *g, int item, SerialReader *r, int16_t max_wait, int16_t kind,
                   const char *what)
{
    Tr3Maker v;
    v.wait = Serial_GetI16(r);
    uint8_t listed = Serial_GetU8(r);
    bool ok = v.wait >= 0 && v.wait <= max_wait && listed <= 1;
    v.listed = listed == 1;
    for (int i = 0; i < TR3_MAKER_MAX; i++) {
        v.ids[i] = Serial_GetI16(r);
        if (v.ids[i] != ITEM_NONE &&
            (v.ids[i] < 0 || (uint32_t)v.ids[i] >= g->sim->level_items ||
             g->sim->items[v.ids[i]].object_id != kind))
            ok = false;
    }
    if (!ok) {
        Serial_Fail(r, "%s state out of range", what);
        return;
    }
    Tr3Maker *m = g->sim->items[item].data;
    if (m)
        *m = v;
}
