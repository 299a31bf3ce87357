/* TR2's fire stream (O2_MISSILE_FLAME: the flamethrower worker's and the
 * dragon's breath): a flame sprite flying at 200 along its aim (the
 * control stream's spread, as every projectile), gone at a floor or
 * ceiling; within 350 of Lara it costs her 3 and sets her alight; it burns
 * out when its counter runs down (20 ticks; the dragon's last 0x4000),
 * with the dragon's fire sound. */
#include "game/effects/effect_internal.h"

#include "game/objects/tr2/object_ids_tr2.h"

#define FIRE_STREAM_SPEED 200
#define FIRE_STREAM_SHADE (14 * 256)
#define FIRE_STREAM_REACH 350
#define FIRE_STREAM_DAMAGE 3
#define FIRE_STREAM_LIFE 20
#define FIRE_STREAM_DRAGON_LIFE 0x4000
#define SFX_TR2_DRAGON_FIRE 305

static void fx_fire_stream(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    e->pos.y += (e->speed * Math_Sin(-e->rot.x)) >> W2V_SHIFT;
    int32_t speed = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.z += (speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.x += (speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;

    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t height = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t ceiling = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= height || e->pos.y <= ceiling) {
        Effect_Kill(g, fx);
        return;
    }
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
    if (Effect_LaraIsNear(g, &e->pos, FIRE_STREAM_REACH)) {
        Lara_TakeDamage(g, FIRE_STREAM_DAMAGE, true);
        Effect_LaraCatchFireTR2(g);
        return;
    }
    if (e->counter-- == 0) {
        Effect_Sound(g, SFX_TR2_DRAGON_FIRE, &e->pos);
        Effect_Kill(g, fx);
    }
}

void Effect_SetupFireStreamTR2(Game *g)
{
    g->objects[O2_MISSILE_FLAME].effect_control = fx_fire_stream;
}

int Effect_FireStreamTR2(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                         int room)
{
    (void)speed;
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = (Vec3i){ x, y, z };
    e->rot = (Vec3s){ 0, yrot, 0 };
    e->room = (int16_t)room;
    e->speed = FIRE_STREAM_SPEED;
    /* A random frame of the sprite (draw stream). */
    e->frame_num = (int16_t)(((Effect_MeshesOf(g, O2_MISSILE_FLAME) + 1) * Prng_Draw(&g->sim->prng)) >> 15);
    e->object_id = O2_MISSILE_FLAME;
    e->shade = FIRE_STREAM_SHADE;
    Effect_AimAtLara(g, e);
    e->counter = g->objects[O2_DRAGON_FRONT].loaded ? FIRE_STREAM_DRAGON_LIFE : FIRE_STREAM_LIFE;
    return fx;
}
