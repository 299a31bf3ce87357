/* TR3's emitters (see emitters_tr3.h): tomb3 effect2.cpp's
 * ControlSmokeEmitter, diver.cpp's ControlGhostGasEmitter and effects.cpp's
 * WaterFall, with their set-up's save flags (objects.cpp). */
#include "game/objects/tr3/general/emitters_tr3.h"

#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define SFX3_WATERFALL_LOOP 79
#define WATERFALL_RANGE 0x4000
#define WATERFALL_FOOT 544 /* the mist rises this far in front of it */

/* The original's wibble: 4 more every tick, in a byte (Sim.tick counts
 * the ticks done before this one). */
static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

/* A puff every fourth tick of each sixteen (wibble & 0xC), steam's every
 * 32nd, while triggered. */
static void smoke_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    bool steam = it->object_id == O3_STEAM_EMITTER;
    if (!Object_IsTriggerActive(it) || (wibble(g) & 0xC) || (steam && (wibble(g) & 0x1F)))
        return;
    int kind = steam ? SPARK3_SMOKE_STEAM
                     : it->object_id == O3_SMOKE_EMITTER_BLACK ? SPARK3_SMOKE_BLACK
                                                               : SPARK3_SMOKE_WHITE;
    Spark3_EmitterSmoke(g, it->pos.x, it->pos.y, it->pos.z, kind, it->room);
}

/* A puff of green haze every fourth tick while triggered. */
static void ghost_gas_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (!Object_IsTriggerActive(it) || (wibble(g) & 0xF))
        return;
    Spark3_GhostGas(g, it->pos.x, it->pos.y, it->pos.z, it->room);
}

/* Within 16 sectors of Lara on every axis: four puffs of mist at its foot
 * on three ticks of four, and its roar. */
static void waterfall_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    const Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    int32_t dx = it->pos.x - lara->pos.x, dy = it->pos.y - lara->pos.y;
    int32_t dz = it->pos.z - lara->pos.z;
    if (dx < -WATERFALL_RANGE || dx > WATERFALL_RANGE || dy < -WATERFALL_RANGE ||
        dy > WATERFALL_RANGE || dz < -WATERFALL_RANGE || dz > WATERFALL_RANGE)
        return;
    if (!(wibble(g) & 0xC)) {
        int32_t x = it->pos.x + ((WATERFALL_FOOT * Math_Sin(it->rot.y)) >> 14);
        int32_t z = it->pos.z + ((WATERFALL_FOOT * Math_Cos(it->rot.y)) >> 14);
        Spark3_WaterfallMist(g, x, it->pos.y, z, (uint16_t)it->rot.y >> 4, it->room);
    }
    Object_Sound(g, it, SFX3_WATERFALL_LOOP);
}

void Emitters3_Setup(Game *g)
{
    for (int id = O3_SMOKE_EMITTER_WHITE; id <= O3_STEAM_EMITTER; id++) {
        g->objects[id].control = smoke_control;
        g->objects[id].save_flags = true;
    }
    g->objects[O3_GHOST_GAS_EMITTER].control = ghost_gas_control;
    g->objects[O3_GHOST_GAS_EMITTER].save_flags = true;
    g->objects[O3_WATERFALL].control = waterfall_control;
    /* the guns' spent shells, effects of their own (gun_shell_tr3.c) */
    Effect_SetupGunShellTR3(g, O3_GUNSHELL);
    Effect_SetupGunShellTR3(g, O3_SHOTGUNSHELL);
}
