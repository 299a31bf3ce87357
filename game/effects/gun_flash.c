/* A creature's muzzle flash, and what its shot does to Lara: blood on her
 * when it hits, a ricochet by her feet when it misses. */
#include "game/effects/effect_internal.h"

static void fx_gun_flash(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    if (--e->counter == 0) {
        Effect_Kill(g, fx);
        return;
    }
    e->rot.z = (int16_t)Prng_Control(&g->sim->prng);
}

void GunFlash_Setup(Game *g)
{
    Effect_Register(g, Effect_Ids(g)->gun_flash, fx_gun_flash);
}

int Effect_GunShot(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                   int room)
{
    (void)speed;
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ x, y, z };
    e->room = (int16_t)room;
    e->rot = (Vec3s){ 0, yrot, 0 };
    e->counter = 3;
    e->frame_num = 0;
    e->object_id = Effect_Ids(g)->gun_flash;
    e->shade = 4096;
    return fx;
}

/* A spread of +-128 units from the draw stream (one axis). */
static int32_t hit_spread(Game *g)
{
    return -((Prng_Draw(&g->sim->prng) - 0x4000) * 128) / 0x7FFF;
}

int Effect_GunHit(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot, int room)
{
    Item *lara = Game_LaraItem(g);
    if (lara) {
        Vec3i v;
        v.x = hit_spread(g);
        v.y = hit_spread(g);
        v.z = hit_spread(g);
        int joint = Prng_Control(&g->sim->prng) * LARA_NUM_MESHES / 0x7FFF;
        Effect_JointAbsPosition(g, lara, &v, joint, NULL);
        Effect_Blood(g, v.x, v.y, v.z, lara->speed, lara->rot.y, lara->room);
        Effect_ItemSound(g, lara, EFFECT_SFX_LARA_BULLETHIT);
    }
    return Effect_GunShot(g, x, y, z, speed, yrot, room);
}

int Effect_GunMiss(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                   int room)
{
    Item *lara = Game_LaraItem(g);
    if (lara) {
        GameVec at;
        at.x = lara->pos.x + ((Prng_Draw(&g->sim->prng) - 0x4000) * (WALL_SIZE / 2)) / 0x7FFF;
        at.y = lara->floor;
        at.z = lara->pos.z + ((Prng_Draw(&g->sim->prng) - 0x4000) * (WALL_SIZE / 2)) / 0x7FFF;
        at.room = lara->room;
        Effect_Ricochet(g, &at);
    }
    return Effect_GunShot(g, x, y, z, speed, yrot, room);
}
