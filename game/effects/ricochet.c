/* A bullet meeting the world: a spark sprite that lasts a few ticks. */
#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"

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
    /* TR3: a spark and a puff flung back towards Lara (its Richochet) */
    if (g->sparks) {
        const Item *l = g->sim->lara >= 0 ? &g->sim->items[g->sim->lara] : NULL;
        uint16_t yaw = l ? Math_Atan2(l->pos.x - at->x, l->pos.z - at->z) : 0;
        Spark3_Ricochet(g, at->x, at->y, at->z, (uint16_t)-yaw >> 4, at->room);
        Vec3i pos = { at->x, at->y, at->z };
        Effect_Sound(g, EFFECT_SFX_LARA_RICOCHET, &pos);
        return;
    }
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
