/* TR3's trails and exhausts as they look (see smoke_looks_tr3.h). Numbers
 * from tomb3 lara1gun.cpp (ControlRocket, ControlGrenade,
 * ControlHarpoonBolt, FireRocket), effect2.cpp (TriggerRocketFlame,
 * TriggerRocketSmoke), biggun.cpp (FireBigGun) and quadbike.cpp
 * (QuadBikeControl, TriggerExhaustSmoke). The original draws them from its
 * control stream; here from the spark pool's. */
#include "game/effects/smoke_looks_tr3.h"

#include <stdlib.h>

#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"
#include "game/lara/lara.h"

#define R(g) Spark3_Rand(g)
#define ROCKET_TAIL 128
#define GRENADE_TAIL 64
#define SMOKE_GREY (-1)     /* TriggerRocketSmoke's -1: 63 grey */
#define BOLT_GREY 64        /* under water the bolt's: 128 grey */
#define QUAD_PIPE_X 56
#define QUAD_PIPE_Y (-32)
#define QUAD_PIPE_Z (-380)

/* The original's wibble: 4 more every tick, in a byte. */
static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

/* The point `d` along the heading and pitch `rot` (its roll does not move
 * a point on the axis), as the original's RotYXZ and TranslateRel(0, 0, d). */
static Vec3i along(Vec3s rot, int32_t d)
{
    int32_t flat = (d * Math_Cos(rot.x)) >> W2V_SHIFT;
    return (Vec3i){ (flat * Math_Sin(rot.y)) >> W2V_SHIFT, -((d * Math_Sin(rot.x)) >> W2V_SHIFT),
                    (flat * Math_Cos(rot.y)) >> W2V_SHIFT };
}

/* TriggerRocketFlame: a blue-white flame going orange, riding on item
 * `rocket` at offset (x, y, z), flung by (xv, yv, zv). */
static void rocket_flame(Game *g, Vec3i at, Vec3i v, int rocket, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    s->sr = s->sg = (uint8_t)((R(g) & 0x1F) + 48);
    s->sb = (uint8_t)((R(g) & 0x3F) + 192);
    s->dr = (uint8_t)((R(g) & 0x3F) + 192);
    s->dg = (uint8_t)((R(g) & 0x3F) + 128);
    s->db = 32;
    s->fade_black = 12;
    s->col_fade = (uint8_t)((R(g) & 3) + 12);
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((R(g) & 3) + 28);
    s->x = (R(g) & 0x1F) + at.x - 16;
    s->y = at.y;
    s->z = (R(g) & 0x1F) + at.z - 16;
    s->xvel = (int16_t)v.x;
    s->yvel = (int16_t)v.y;
    s->zvel = (int16_t)v.z;
    s->friction = 0x33;
    s->fx_obj = (int16_t)rocket;
    s->flags = SPARK3_ALTDEF | SPARK3_ITEM | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 16, 0xF);
    s->scalar = 2;
    s->s_width = s->width = s->s_height = s->height = (uint8_t)((R(g) & 7) + 32);
    s->d_width = s->d_height = 2;
}

void Smoke3_RocketTrail(Game *g, int rocket)
{
    const Item *it = &g->sim->items[rocket];
    Vec3i tail = along(it->rot, -ROCKET_TAIL);
    Vec3i back = along(it->rot, -1536 - (R(g) & 0x1FF));
    if (wibble(g) & 4) {
        Vec3i v = { back.x - tail.x, back.y - tail.y, back.z - tail.z };
        rocket_flame(g, tail, v, rocket, it->room);
    }
    Spark3_RocketSmoke(g, it->pos.x + tail.x, it->pos.y + tail.y, it->pos.z + tail.z, SMOKE_GREY,
                       it->room);
}

void Smoke3_RocketBurst(Game *g, int rocket)
{
    const Item *it = &g->sim->items[rocket];
    Vec3i tail = along(it->rot, -ROCKET_TAIL);
    for (int i = 0; i < 8; i++) {
        Vec3i back = along(it->rot, -(R(g) & 0x7FF));
        Vec3i v = { back.x - tail.x, back.y - tail.y, back.z - tail.z };
        rocket_flame(g, tail, v, rocket, it->room);
    }
}

void Smoke3_GrenadeTrail(Game *g, const Item *it)
{
    if (!it->speed || World_RoomIsWater(&g->world, it->room))
        return;
    Vec3i tail = along(it->rot, -GRENADE_TAIL);
    Spark3_RocketSmoke(g, it->pos.x + tail.x, it->pos.y + tail.y, it->pos.z + tail.z, SMOKE_GREY,
                       it->room);
}

void Smoke3_BoltTrail(Game *g, const Item *it)
{
    Spark3_RocketSmoke(g, it->pos.x, it->pos.y, it->pos.z, BOLT_GREY, it->room);
}

void Smoke3_BigGunShot(Game *g, int32_t x, int32_t y, int32_t z, int room)
{
    SparkPool *p = g->sparks;
    if (!p)
        return;
    p->smoke_l = 32;
    p->smoke_weapon = LGT_ROCKET;
    for (int i = 0; i < 5; i++)
        Spark3_GunSmoke(g, x, y, z, 0, 0, 0, true, LGT_ROCKET, p->smoke_l, room);
}

/* TriggerExhaustSmoke: a puff from a pipe along `angle` (16-bit) pushed by
 * `speed`; moving, the dimmer the slower it is pushed. */
static void exhaust(Game *g, Vec3i at, int16_t angle, int32_t speed, bool moving, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    if (moving) {
        s->dr = s->dg = (uint8_t)((96 * speed) >> 5);
        s->db = (uint8_t)((128 * speed) >> 5);
    } else {
        s->dr = s->dg = 96;
        s->db = 128;
    }
    s->col_fade = 4;
    s->fade_black = 4;
    int life = (int)(uint8_t)((R(g) & 3) - (speed >> 12) + 20);
    s->life = s->s_life = (uint8_t)(life < 9 ? 9 : life);
    s->trans = SPARK3_ADD;
    s->x = (R(g) & 0xF) + at.x - 8;
    s->y = (R(g) & 0xF) + at.y - 8;
    s->z = (R(g) & 0xF) + at.z - 8;
    s->xvel = (int16_t)((R(g) & 0xFF) + ((speed * Math_Sin(angle)) >> 16) - 128);
    s->yvel = (int16_t)(-8 - (R(g) & 7));
    s->zvel = (int16_t)((R(g) & 0xFF) + ((speed * Math_Cos(angle)) >> 16) - 128);
    s->friction = 4;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    if (R(g) & 1) {
        s->flags |= SPARK3_ROTATE;
        s->rot_ang = (int16_t)(R(g) & 0xFFF);
        s->rot_add = (int8_t)((R(g) & 1) ? -24 - (R(g) & 7) : (R(g) & 7) + 24);
    }
    s->scalar = 2;
    s->gravity = (int16_t)(-4 - (R(g) & 3));
    s->max_yvel = (int8_t)(-8 - (R(g) & 7));
    s->d_width = s->d_height = (uint8_t)((R(g) & 7) + (speed >> 7) + 32);
    s->s_width = s->width = s->s_height = s->height = s->d_width >> 1;
}

void Smoke3_QuadExhaust(Game *g, const Item *quad, bool riding, bool handbrake_starting,
                        int32_t revs)
{
    SparkPool *p = g->sparks;
    if (!p)
        return;
    if (!riding) {
        p->exhaust_vel = 0;
        return;
    }
    for (int i = 0; i < 2; i++) {
        Vec3i at = { i ? QUAD_PIPE_X : -QUAD_PIPE_X, QUAD_PIPE_Y, QUAD_PIPE_Z };
        Effect_JointAbsPosition(g, quad, &at, 0, NULL);
        int16_t angle = (int16_t)(quad->rot.y + (i ? 0x7000 : 0x9000));
        if (quad->speed > 32) {
            if (quad->speed < 64)
                exhaust(g, at, angle, 64 - quad->speed, true, quad->room);
            continue;
        }
        int32_t v;
        if (p->exhaust_vel < 16) {
            v = ((R(g) & 7) + (R(g) & 0x10) + 2 * p->exhaust_vel) << 7;
            p->exhaust_vel++;
        } else if (handbrake_starting) {
            v = (abs(revs) >> 2) + ((R(g) & 7) << 7);
        } else if (R(g) & 3) {
            v = 0;
        } else {
            v = ((R(g) & 0xF) + (R(g) & 0x10)) << 7;
        }
        exhaust(g, at, angle, v, false, quad->room);
    }
}
