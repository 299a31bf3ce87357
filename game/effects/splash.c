/* Water splashes: ten sprites thrown out over the surface where an item
 * (Lara) falls in. */
#include "game/effects/effect_internal.h"
#include "game/effects/splash_tr3.h"

static void fx_splash(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    e->frame_num--;
    if (e->frame_num <= Effect_MeshesOf(g, e->object_id)) {
        Effect_Kill(g, fx);
        return;
    }
    Effect_MoveFlat(e);
}

void Splash_Setup(Game *g)
{
    Effect_Register(g, Effect_Ids(g)->splash, fx_splash);
}

void Effect_Splash(Game *g, const Item *item)
{
    /* TR3: its rings of splash (the original's Splash), no sprites */
    if (g->water3) {
        Splash3_Item(g, item);
        return;
    }
    int32_t wh = World_WaterHeight(&g->world, item->pos.x, item->pos.y, item->pos.z, item->room);
    int16_t room = item->room;
    World_Sector(&g->world, item->pos.x, item->pos.y, item->pos.z, &room);
    Effect_ItemSound(g, (Item *)item, EFFECT_SFX_LARA_SPLASH);
    for (int i = 0; i < 10; i++) {
        int fx = Effect_Create(g, room);
        if (fx == EFFECT_NONE)
            continue;
        Effect *e = &g->effects.fx[fx];
        e->pos = (Vec3i){ item->pos.x, wh, item->pos.z };
        e->rot.y = (int16_t)(ANGLE_180 + 2 * Prng_Draw(&g->sim->prng));
        e->object_id = Effect_Ids(g)->splash;
        e->frame_num = 0;
        e->speed = (int16_t)(Prng_Draw(&g->sim->prng) / 256);
    }
}
