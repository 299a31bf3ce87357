/* TR2's hot liquid (the big bowl's pour, O2_HOT_LIQUID): a sprite that
 * falls under gravity with the pouring sound and, on the floor, turns into
 * a splash sliding off at 50 in a random direction (draw stream). */
#include "game/effects/effect_internal.h"

#define HOT_LIQUID_SPLASH_SPEED 50
#define SFX_WATERFALL_2 285
#define SFX_BOWL_POUR 284

static void fx_hot_liquid(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    e->frame_num--;
    if (e->frame_num <= Effect_MeshesOf(g, e->object_id))
        e->frame_num = 0;
    e->pos.y += e->fall_speed;
    e->fall_speed = (int16_t)(e->fall_speed + ANIM_GRAVITY);
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t h = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= h) {
        Effect_Sound(g, SFX_WATERFALL_2, &e->pos);
        e->object_id = Effect_Ids(g)->splash;
        e->pos.y = h;
        e->rot.y = (int16_t)(2 * Prng_Draw(&g->sim->prng));
        e->fall_speed = 0;
        e->speed = HOT_LIQUID_SPLASH_SPEED;
        return;
    }
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
    Effect_Sound(g, SFX_BOWL_POUR, &e->pos);
}

void Effect_SetupHotLiquidTR2(Game *g, int object_id)
{
    Effect_Register(g, object_id, fx_hot_liquid);
}
