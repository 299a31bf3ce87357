/* Air bubbles: they wobble up through the water and burst at the surface
 * or when they leave the water. */
#include "game/effects/effect_internal.h"
#include "game/effects/splash_tr3.h"

static void fx_bubble(Game *g, int fx)
{
    if (Bubble3_Control(g, fx))
        return;
    Effect *e = &g->effects.fx[fx];
    e->rot.y = (int16_t)(e->rot.y + 9 * 182);
    e->rot.x = (int16_t)(e->rot.x + 13 * 182);
    int32_t x = e->pos.x + ((Math_Sin(e->rot.y) * 11) >> W2V_SHIFT);
    int32_t y = e->pos.y - e->speed;
    int32_t z = e->pos.z + ((Math_Cos(e->rot.x) * 8) >> W2V_SHIFT);
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    if (!s || !World_RoomIsWater(&g->world, room)) {
        /* TR3: a small ripple on the surface it came up to (ControlBubble1) */
        if (s && g->water3)
            Splash3_SurfaceRipple(g, e->pos.x, e->pos.z, e->room, 2 + (Splash3_Rand(g) & 1));
        Effect_Kill(g, fx);
        return;
    }
    int32_t ceiling = World_Ceiling(&g->world, s, x, y, z);
    if (ceiling == WORLD_NO_HEIGHT || y <= ceiling) {
        Effect_Kill(g, fx);
        return;
    }
    if (e->room != room)
        Effect_NewRoom(g, fx, room);
    e->pos.x = x;
    e->pos.y = y;
    e->pos.z = z;
}

void Bubble_Setup(Game *g)
{
    Effect_Register(g, Effect_Ids(g)->bubble, fx_bubble);
}

void Effect_Bubble(Game *g, const Vec3i *pos, int room)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    e->pos = *pos;
    e->object_id = Effect_Ids(g)->bubble;
    e->frame_num = (int16_t)-((Prng_Draw(&g->sim->prng) * 3) / 0x8000);
    e->speed = (int16_t)(10 + (Prng_Draw(&g->sim->prng) * 6) / 0x8000);
}

void Effect_LaraBubbles(Game *g, Item *item)
{
    int count = (Prng_Draw(&g->sim->prng) * 3) / 0x8000;
    if (!count)
        return;
    Effect_Sound(g, EFFECT_SFX_LARA_BUBBLES, &item->pos);
    Vec3i at = { 0, 0, 50 };
    Effect_JointAbsPosition(g, item, &at, LARA_MESH_HEAD, NULL);
    for (int i = 0; i < count; i++)
        Effect_Bubble(g, &at, item->room);
}

void Effect_FlipBubbles(void *game, Item *item) { Effect_LaraBubbles(game, item); }
