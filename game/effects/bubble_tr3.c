/* TR3's bubbles as its own spawner makes them (tomb3 effects.cpp
 * CreateBubble, ControlBubble1): the rubber boat's and the UPV's propeller
 * bubbles. The bubble kind (bubble.c) runs them: one TR3 made starts at
 * speed 64..319 and only speeds up, while TR1's and TR2's (Effect_Bubble)
 * rise at 10..15, so the speed tells the two apart. */
#include "game/effects/effect_internal.h"
#include "game/effects/splash_tr3.h"

#define BUBBLE3_SPEED_MIN 64 /* the slowest a TR3 bubble starts */
#define BUBBLE3_TURN_Y 1638
#define BUBBLE3_TURN_X 2366
#define BUBBLE3_WOBBLE 3     /* its sway across, x */

void Effect_Bubble3(Game *g, const Vec3i *pos, int room)
{
    /* the water is looked for where it is, the effect goes into the room
     * it was given (as the original's) */
    int16_t r = (int16_t)room;
    World_Sector(&g->world, pos->x, pos->y, pos->z, &r);
    if (r < 0 || !World_RoomIsWater(&g->world, r))
        return;
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = &g->effects.fx[fx];
    e->pos = *pos;
    e->speed = (int16_t)((Prng_Control(&g->sim->prng) & 0xFF) + BUBBLE3_SPEED_MIN);
    e->object_id = Effect_Ids(g)->bubble;
    /* the original's flag1: how much faster it rises every tick */
    e->counter = (int16_t)((Prng_Control(&g->sim->prng) & 0x1F) + 32);
    e->frame_num = 0;
}

bool Bubble3_Control(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    if (e->speed < BUBBLE3_SPEED_MIN)
        return false;
    e->rot.y = (int16_t)(e->rot.y + BUBBLE3_TURN_Y);
    e->rot.x = (int16_t)(e->rot.x + BUBBLE3_TURN_X);
    e->speed = (int16_t)(e->speed + e->counter);
    int32_t x = e->pos.x + ((BUBBLE3_WOBBLE * Math_Sin(e->rot.y)) >> W2V_SHIFT);
    int32_t y = e->pos.y - (e->speed >> 8);
    int32_t z = e->pos.z + (Math_Cos(e->rot.x) >> W2V_SHIFT);
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    if (!s || y > World_Height(&g->world, s, x, y, z)) {
        Effect_Kill(g, fx);
        return true;
    }
    if (!World_RoomIsWater(&g->world, room)) {
        /* up at the surface: a small ripple there */
        if (g->water3)
            Splash3_SurfaceRipple(g, e->pos.x, e->pos.z, e->room, 2 + (Splash3_Rand(g) & 1));
        Effect_Kill(g, fx);
        return true;
    }
    int32_t ceiling = World_Ceiling(&g->world, s, x, y, z);
    if (ceiling == WORLD_NO_HEIGHT || y <= ceiling) {
        Effect_Kill(g, fx);
        return true;
    }
    if (e->room != room)
        Effect_NewRoom(g, fx, room);
    e->pos.x = x;
    e->pos.y = y;
    e->pos.z = z;
    return true;
}
