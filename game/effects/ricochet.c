/* A bullet meeting the world: a spark sprite that lasts a few ticks. */
#include "game/effects/effect_internal.h"

static void fx_ricochet(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    if (--e->counter == 0)
        Effect_Kill(g, fx);
}

void Ricochet_Setup(Game *g)
{
    Effect_Register(g, Effect_Ids(g)->ricochet, fx_ricochet);
}

void Effect_Ricochet(Game *g, const GameVec *at)
{
    int fx = Effect_Create(g, at->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ at->x, at->y, at->z };
    e->counter = 4;
    e->object_id = Effect_Ids(g)->ricochet;
    e->frame_num = (int16_t)(-3 * Prng_Draw(&g->sim->prng) / 0x8000);
    Effect_Sound(g, EFFECT_SFX_LARA_RICOCHET, &e->pos);
}
