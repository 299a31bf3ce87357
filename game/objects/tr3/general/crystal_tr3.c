/* TR3's save crystal on the PC (see crystal_tr3.h). */
#include "game/objects/tr3/general/crystal_tr3.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define CRYSTAL_SPIN 1024
#define CRYSTAL_PHASES 64       /* ticks of one bob */
#define CRYSTAL_LIFT 64
#define CRYSTAL_REACH_XZ 256
#define CRYSTAL_REACH_Y 1024
#define CRYSTAL_HEAL 500
#define SFX3_MENU_MEDI 116      /* the ring's medipack sound */

static void crystal_control(Game *g, int index)
{
    Sim *s = g->sim;
    Item *it = &s->items[index];
    if (it->status == ITEM_STATUS_INVISIBLE)
        return;
    /* the phase is kept in its timer; it bobs above where the level put it */
    it->rot.y = (int16_t)(it->rot.y + CRYSTAL_SPIN);
    it->timer = (int16_t)((it->timer + 1) & (CRYSTAL_PHASES - 1));
    int32_t base = (uint32_t)index < g->lv->num_items ? g->lv->items[index].pos.y : it->pos.y;
    int32_t wave = Math_Sin(it->timer * (0x10000 / CRYSTAL_PHASES)) >> 4;
    it->pos.y = base - abs(wave) - CRYSTAL_LIFT;
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    if (abs(it->pos.x - lara->pos.x) >= CRYSTAL_REACH_XZ ||
        abs(it->pos.y - lara->pos.y) >= CRYSTAL_REACH_Y ||
        abs(it->pos.z - lara->pos.z) >= CRYSTAL_REACH_XZ)
        return;
    lara->hit_points = (int16_t)MIN(lara->hit_points + CRYSTAL_HEAL, LARA_HITPOINTS);
    Effect_Sound(g, SFX3_MENU_MEDI, &lara->pos);
    g->pickups++;
    Object_Kill(g, index);
}

/* Active from the start: it turns and bobs wherever it lies. */
static void crystal_initialise(Game *g, int index) { Object_AddActive(g, index); }

void Crystal3_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_SAVEGAME_CRYSTAL_ITEM];
    o->initialise = crystal_initialise;
    o->control = crystal_control;
    o->collision = NULL;
    o->save_flags = o->save_position = true;
}
