/* Two unseen items that make the world feel alive, kept with the traps'
 * emitters: the waterfall, which throws a splash at its foot every tick
 * while Lara is within ten sectors (draw stream), and the earthquake,
 * which shakes the camera now and then while triggered (one draw-stream
 * number, then one control-stream number when the first did not shake). */
#include "game/objects/trap/trap.h"

#include <stdlib.h>

#include "game/game.h"

#define WATERFALL_RANGE (WALL_SIZE * 10)
#define SFX_T_REX_FOOTSTOMP 70

static void waterfall_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    if (it->activation_mask != ITEM_MASK_FULL || !lara)
        return;
    int32_t x = it->pos.x - lara->pos.x;
    int32_t y = it->pos.y - lara->pos.y;
    int32_t z = it->pos.z - lara->pos.z;
    if (abs(x) > WATERFALL_RANGE || abs(z) > WATERFALL_RANGE || abs(y) > WATERFALL_RANGE)
        return;
    int fx = Effect_Create(g, it->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    Prng *p = &g->sim->prng;
    e->pos.x = it->pos.x + (Prng_Draw(p) - 0x4000) * WALL_SIZE / 0x7FFF;
    e->pos.z = it->pos.z + (Prng_Draw(p) - 0x4000) * WALL_SIZE / 0x7FFF;
    e->pos.y = it->pos.y;
    e->speed = 0;
    e->frame_num = 0;
    e->object_id = O_SPLASH1;
}

static void earthquake_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (!Object_IsTriggerActive(it))
        return;
    if (Prng_Draw(&g->sim->prng) < 0x100) {
        g->camera.bounce = -150;
        Effect_Sound(g, EFFECT_SFX_ROLLING_BALL, NULL);
    } else if (Prng_Control(&g->sim->prng) < 0x400) {
        g->camera.bounce = 50;
        Effect_Sound(g, SFX_T_REX_FOOTSTOMP, NULL);
    }
}

void Trap_SetupEmitters(Game *g)
{
    ObjectInfo *o = &g->objects[O_WATERFALL];
    o->control = waterfall_control;
    o->save_flags = true;

    o = &g->objects[O_EARTHQUAKE];
    o->control = earthquake_control;
    o->save_flags = true;
}
