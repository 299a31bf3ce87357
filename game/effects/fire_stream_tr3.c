/* TR3's stream of fire (see Effect_FireStreamTR3; tomb3 effects.cpp
 * ControlFlameThrower, the effect object DRAGON_FIRE): the flamethrower
 * guard's fire. A puff flies along its pitch and heading for its count of
 * ticks, goes out on the floor or the ceiling or under water, and near
 * Lara (350) costs her 3 and sets her alight. The same flight with the
 * original's flag set is the lizard man's and seal mutant's gas
 * (O3_FX_GAS: game/objects/tr3/creatures/gas_tr3.c), which poisons her
 * instead (Effect_StreamStepTR3). */
#include "game/effects/effect_internal.h"
#include "game/effects/flamer_looks_tr3.h"

#define STREAM3_NEAR 350
#define STREAM3_DAMAGE 3

bool Effect_StreamStepTR3(Game *g, int fx, bool gas)
{
    Effect *e = &g->effects.fx[fx];
    if (--e->counter == 0) {
        Effect_Kill(g, fx);
        return false;
    }
    int32_t flat = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.x += (flat * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->pos.y -= (e->speed * Math_Sin(e->rot.x)) >> W2V_SHIFT;
    e->pos.z += (flat * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    if (!gas && World_RoomIsWater(&g->world, room)) {
        /* its hiss of steam, one time in two (control stream) */
        if (Prng_Control(&g->sim->prng) & 1)
            Flamer3_StreamSteamLooks(g, e->pos, room);
        Effect_Kill(g, fx);
        return false;
    }
    int32_t h = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t c = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= h || e->pos.y <= c) {
        if (!gas) /* its flame and flash (its blue from the control stream) */
            Flamer3_StreamHitLooks(g, e->pos, e->room, Prng_Control(&g->sim->prng));
        Effect_Kill(g, fx);
        return false;
    }
    if (room != e->room)
        Effect_NewRoom(g, fx, room);
    return Game_LaraItem(g) && Effect_LaraIsNear(g, &e->pos, STREAM3_NEAR);
}

static void fx_fire_stream_tr3(Game *g, int fx)
{
    if (!Effect_StreamStepTR3(g, fx, false))
        return;
    Lara_TakeDamage(g, STREAM3_DAMAGE, true);
    Effect_LaraBurnTR3(g);
}

int Effect_FireStreamTR3(Game *g, int object_id, const Vec3i *pos, Vec3s rot, int16_t speed, int room)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->pos = *pos;
    e->rot = (Vec3s){ rot.x, rot.y, 0 };
    e->speed = speed;
    e->fall_speed = 0;
    e->object_id = (int16_t)object_id;
    e->counter = 20;
    e->frame_num = 0;
    return fx;
}

void Effect_SetupFireStreamTR3(Game *g, int object_id)
{
    Effect_Register(g, object_id, fx_fire_stream_tr3);
}
