/* Lava embers: thrown up by the lava emitter, they fall under gravity and
 * burn Lara when they come near her. */
#include "game/effects/effect_internal.h"

#define EMBER_DAMAGE 10

static void fx_ember(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    e->pos.z += (e->speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.x += (e->speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->fall_speed = (int16_t)(e->fall_speed + ANIM_GRAVITY);
    e->pos.y += e->fall_speed;
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    if (e->pos.y >= World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z) ||
        e->pos.y < World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z)) {
        Effect_Kill(g, fx);
    } else if (Effect_LaraIsNear(g, &e->pos, 200)) {
        Lara_TakeDamage(g, EMBER_DAMAGE, true);
        Effect_Kill(g, fx);
    } else if (room != e->room) {
        Effect_NewRoom(g, fx, room);
    }
}

void Ember_Setup(Game *g)
{
    Effect_Register(g, Effect_Ids(g)->ember, fx_ember);
}
