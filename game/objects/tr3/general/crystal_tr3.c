/* TR3's save crystal on the PC and the artefacts (see crystal_tr3.h). */
#include "game/objects/tr3/general/crystal_tr3.h"

#include <stdlib.h>

#include "engine/math/fixed.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/creature/creature_rules.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/carried_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define CRYSTAL_SPIN 1024
#define CRYSTAL_PHASES 64       /* ticks of one bob */
#define CRYSTAL_LIFT 64
#define CRYSTAL_REACH_XZ 256
#define CRYSTAL_REACH_Y 1024
#define CRYSTAL_HEAL 500
#define SFX3_MENU_MEDI 116      /* the ring's medipack sound */
#define GLOW_REACH 8

/* The original's sine table entry of the phase (4096 to one). */
static int32_t phase_sin(int phase) { return Math_Sin(phase * (0x10000 / CRYSTAL_PHASES)) >> 2; }

/* One tick's turn and phase; the glow's strength (0..31) for its light. */
static int turn_and_glow(Item *it)
{
    it->rot.y = (int16_t)(it->rot.y + CRYSTAL_SPIN);
    it->timer = (int16_t)((it->timer + 1) & (CRYSTAL_PHASES - 1));
    return MIN(abs(phase_sin(it->timer) >> 7), 31);
}

static void crystal_control(Game *g, int index)
{
    Sim *s = g->sim;
    Item *it = &s->items[index];
    if (it->status == ITEM_STATUS_INVISIBLE)
        return;
    /* the phase is kept in its timer; it bobs above where the level put it */
    int glow = turn_and_glow(it);
    int32_t base = (uint32_t)index < g->lv->num_items ? g->lv->items[index].pos.y : it->pos.y;
    it->pos.y = base - abs(phase_sin(it->timer) >> 4) - CRYSTAL_LIFT;
    Gun_AddLightTR3(&g->lights, it->pos, it->room, GLOW_REACH, 0, glow, 0);
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    if (abs(it->pos.x - lara->pos.x) >= CRYSTAL_REACH_XZ ||
        abs(it->pos.y - lara->pos.y) >= CRYSTAL_REACH_Y ||
        abs(it->pos.z - lara->pos.z) >= CRYSTAL_REACH_XZ)
        return;
    g->lara.poisoned = 0;
    lara->hit_points = (int16_t)MIN(lara->hit_points + CRYSTAL_HEAL, LARA_HITPOINTS);
    Effect_Sound(g, SFX3_MENU_MEDI, &lara->pos);
    g->pickups++;
    Object_Kill(g, index);
}

/* An artefact running: it turns where it lies and glows. */
static void icon_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->status == ITEM_STATUS_INVISIBLE)
        return;
    int glow = turn_and_glow(it);
    Gun_AddLightTR3(&g->lights, it->pos, it->room, GLOW_REACH, 0, glow, glow >> 1);
}

void Icon3_BossDrop(Game *g, int item)
{
    if (Creature_Rules(g)->drop_carried)
        Creature_Rules(g)->drop_carried(g, item);
    for (uint32_t i = 0; i < g->sim->level_items && i < g->sim->num_items; i++)
        if (CarriedTR2_Carrier(g, (int)i) == item)
            Object_AddActive(g, (int)i);
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
    for (int id = O3_ICON_PICKUP1_ITEM; id <= O3_ICON_PICKUP4_ITEM; id++)
        g->objects[id].control = icon_control;
}
