/* Projectiles: the winged mutant's shard and the shooting mutant's
 * grenade, aimed at Lara, and Natla's shot, which leaves a trail of
 * itself. */
#include "game/effects/effect_internal.h"

#include <stdlib.h>

#define SHARD_DAMAGE 30
#define ROCKET_DAMAGE 100
#define ROCKET_RANGE WALL_SIZE

static void fx_missile(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    Item *lara = Game_LaraItem(g);
    int32_t speed = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.y += (e->speed * Math_Sin(-e->rot.x)) >> W2V_SHIFT;
    e->pos.z += (speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;
    e->pos.x += (speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;

    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t height = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t ceiling = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);

    if (e->pos.y >= height || e->pos.y <= ceiling) {
        if (e->object_id == Effect_Ids(g)->shard) {
            e->object_id = Effect_Ids(g)->ricochet;
            e->frame_num = (int16_t)(-Prng_Control(&g->sim->prng) / 11000);
            e->speed = 0;
            e->counter = 6;
            Effect_Sound(g, EFFECT_SFX_LARA_RICOCHET, &e->pos);
        } else {
            Effect_BecomeExplosion(g, e);
            if (lara) {
                int32_t x = e->pos.x - lara->pos.x;
                int32_t y = e->pos.y - lara->pos.y;
                int32_t z = e->pos.z - lara->pos.z;
                if (abs(x) < ROCKET_RANGE && abs(y) < ROCKET_RANGE && abs(z) < ROCKET_RANGE) {
                    int32_t range = x * x + y * y + z * z;
                    int32_t full = ROCKET_RANGE * ROCKET_RANGE;
                    if (range < full)
                        Lara_TakeDamage(g, (int16_t)(ROCKET_DAMAGE * (full - range) / full), true);
                }
            }
        }
        return;
    }

    if (room != e->room)
        Effect_NewRoom(g, fx, room);
    if (!lara || !Effect_LaraIsNear(g, &e->pos, 200))
        return;

    if (e->object_id == Effect_Ids(g)->shard) {
        Lara_TakeDamage(g, SHARD_DAMAGE, true);
        e->object_id = Effect_Ids(g)->blood;
        Effect_Sound(g, EFFECT_SFX_LARA_BULLETHIT, &e->pos);
    } else {
        Lara_TakeDamage(g, ROCKET_DAMAGE, true);
        e->object_id = Effect_Ids(g)->explosion;
        if (lara->hit_points > 0) {
            Effect_ItemSound(g, lara, EFFECT_SFX_LARA_INJURY);
            Effect_LaraHitBy(g, fx);
        }
        Effect_Sound(g, EFFECT_SFX_ATLANTEAN_EXPLODE, &e->pos);
    }
    e->frame_num = 0;
    e->rot.y = lara->rot.y;
    e->speed = lara->speed;
    e->counter = 0;
}

static void fx_natla_gun(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    e->frame_num--;
    if (e->frame_num <= Effect_MeshesOf(g, e->object_id))
        Effect_Kill(g, fx);
    /* Only the shot's second frame leaves a trail; the original goes on
     * past a kill, so a spent shot may still leave one. */
    if (e->frame_num == -1)
        return;
    int32_t z = e->pos.z + ((e->speed * Math_Cos(e->rot.y)) >> W2V_SHIFT);
    int32_t x = e->pos.x + ((e->speed * Math_Sin(e->rot.y)) >> W2V_SHIFT);
    int32_t y = e->pos.y;
    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    if (y >= World_Height(&g->world, s, x, y, z) || y <= World_Ceiling(&g->world, s, x, y, z))
        return;
    int nfx = Effect_Create(g, room);
    if (nfx == EFFECT_NONE)
        return;
    Effect *n = &g->effects.fx[nfx];
    n->pos.x = x;
    n->pos.y = y;
    n->pos.z = z;
    n->rot.y = e->rot.y;
    n->room = room;
    n->speed = e->speed;
    n->frame_num = 0;
    n->object_id = Effect_Ids(g)->natla_gun;
}

void Missile_Setup(Game *g)
{
    const EffectIds *ids = Effect_Ids(g);
    Effect_Register(g, ids->natla_gun, fx_natla_gun);
    Effect_Register(g, ids->shard, fx_missile);
    Effect_Register(g, ids->rocket, fx_missile);
}

void Effect_AimAtLara(Game *g, Effect *e)
{
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    int32_t x = lara->pos.x - e->pos.x;
    int32_t y = lara->pos.y - e->pos.y;
    int32_t z = lara->pos.z - e->pos.z;
    BoundingBox b;
    Lara_GetBoundsAccurate(g, lara, &b);
    y += b.max_y + (b.min_y - b.max_y) * 3 / 4;
    /* The original squares in 32 bits. */
    int32_t dist = (int32_t)Math_Sqrt32((uint32_t)((int64_t)x * x + (int64_t)z * z));
    e->rot.x = (int16_t)-(int16_t)Camera_Atan(dist, y);
    e->rot.y = (int16_t)Camera_Atan(z, x);
    e->rot.x = (int16_t)(e->rot.x + (Prng_Control(&g->sim->prng) - 0x4000) / 0x40);
    e->rot.y = (int16_t)(e->rot.y + (Prng_Control(&g->sim->prng) - 0x4000) / 0x40);
}

static int spawn_projectile(Game *g, int id, int16_t speed, int16_t shade, int32_t x, int32_t y,
                            int32_t z, int16_t yrot, int room)
{
    int fx = Effect_Create(g, room);
    if (fx == EFFECT_NONE)
        return fx;
    Effect *e = &g->effects.fx[fx];
    e->room = (int16_t)room;
    e->pos = (Vec3i){ x, y, z };
    e->rot = (Vec3s){ 0, yrot, 0 };
    e->object_id = (int16_t)id;
    e->frame_num = 0;
    e->speed = speed;
    e->shade = shade;
    Effect_AimAtLara(g, e);
    return fx;
}

#define SHARD_SPEED 250
#define ROCKET_SPEED 220

int Effect_ShardGun(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                    int room)
{
    (void)speed;
    return spawn_projectile(g, Effect_Ids(g)->shard, SHARD_SPEED, 3584, x, y, z, yrot, room);
}

int Effect_RocketGun(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                     int room)
{
    (void)speed;
    return spawn_projectile(g, Effect_Ids(g)->rocket, ROCKET_SPEED, 4096, x, y, z, yrot, room);
}
