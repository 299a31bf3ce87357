/* Blood: a spray that drifts along its heading and fades out over four
 * ticks a frame (the guns' hits, bites, traps). */
#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"

static void fx_blood(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    Effect_MoveFlat(e);
    Effect_StepFrames(g, fx, e, 4);
}

void Blood_Setup(Game *g)
{
    Effect_Register(g, Effect_Ids(g)->blood, fx_blood);
}

int Effect_Blood(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot, int room)
{
    /* TR3: its splat of blood sparks, no effect (the original returns
     * NO_ITEM too) */
    if (g->sparks) {
        Spark3_BloodSplat(g, x, y, z, yrot, room);
        return EFFECT_NONE;
    }
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ x, y, z };
    e->rot.y = yrot;
    e->object_id = Effect_Ids(g)->blood;
    e->frame_num = 0;
    e->counter = 0;
    e->speed = speed;
    return fx;
}

void Effect_BloodBath(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                      int room, int count)
{
    Prng *p = &g->sim->prng;
    for (int i = 0; i < count; i++) {
        /* One draw per axis, x first (the original's order). */
        int32_t bx = x - (Prng_Draw(p) * 512) / 0x8000 + 256;
        int32_t by = y - (Prng_Draw(p) * 512) / 0x8000 + 256;
        int32_t bz = z - (Prng_Draw(p) * 512) / 0x8000 + 256;
        Effect_Blood(g, bx, by, bz, speed, yrot, room);
    }
}
