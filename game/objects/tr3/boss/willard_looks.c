/* Willard's looks (see boss_looks_tr3.h), from tomb3 willboss.cpp:
 * TriggerPlasmaBallFlame and ControlWillbossPlasmaBall's light,
 * TriggerPlasma and WillBossControl's hand light, ExplodeWillBoss. */
#include "game/objects/tr3/boss/boss_looks_tr3.h"

#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"

#define R(g) Spark3_Rand(g)
#define NEAR_LARA 0x4000
#define CHEST 17
#define LEFT_HAND 20
#define RIGHT_HAND 23
#define HAND_REACH 12

static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

static bool near_lara(Game *g, Vec3i p)
{
    const Item *l = Game_LaraItem(g);
    if (!l)
        return false;
    int32_t dx = l->pos.x - p.x, dz = l->pos.z - p.z;
    return dx >= -NEAR_LARA && dx <= NEAR_LARA && dz >= -NEAR_LARA && dz <= NEAR_LARA;
}

/* The plasma's colours and life: green-white going green-blue. */
static void plasma_common(Game *g, Spark3 *s)
{
    s->sr = 48;
    s->sg = 255;
    s->sb = (uint8_t)((R(g) & 0x1F) + 48);
    s->dr = 32;
    s->dg = (uint8_t)((R(g) & 0x3F) + 192);
    s->db = (uint8_t)((R(g) & 0x3F) + 128);
    s->fade_black = 8;
    s->col_fade = (uint8_t)((R(g) & 3) + 12);
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((R(g) & 7) + 24);
}

static void turning(Game *g, Spark3 *s)
{
    s->flags |= SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 16, 0xF);
}

/* TriggerPlasmaBallFlame: `type` 0 or more the flame's width, under 0 the
 * falling sparks' (smaller, -2 and less the smallest scale). */
static void ball_flame(Game *g, int fx, int type, int xv, int yv, int zv)
{
    const Effect *e = &g->effects.fx[fx];
    if (!near_lara(g, e->pos))
        return;
    Spark3 *s = Spark3_New(g, e->room);
    if (!s)
        return;
    plasma_common(g, s);
    s->friction = 85;
    s->x = (R(g) & 0xF) - 8;
    s->z = (R(g) & 0xF) - 8;
    s->xvel = (int16_t)(2 * (xv + (R(g) & 0xFF)) - 256);
    s->yvel = (int16_t)((R(g) & 0x1FF) - 256);
    s->zvel = (int16_t)(2 * (zv + (R(g) & 0xFF)) - 256);
    s->flags = SPARK3_FX;
    turning(g, s);
    s->fx_obj = (int16_t)fx;
    s->def = 0;
    int w;
    if (type < 0) {
        s->scalar = type >= -2 ? 2 : 4;
        w = (R(g) & 0xF) + 16;
        s->friction = 5;
        s->xvel = (int16_t)((R(g) & 0xFF) + xv - 128);
        s->yvel = (int16_t)yv;
        s->zvel = (int16_t)((R(g) & 0xFF) + zv - 128);
    } else {
        s->scalar = 3;
        w = (uint8_t)type;
    }
    s->width = s->s_width = s->height = s->s_height = (uint8_t)w;
    s->d_width = s->d_height = (uint8_t)(w >> 3);
}

void Willard3_BallFlame(Game *g, int fx)
{
    const Effect *e = &g->effects.fx[fx];
    if (e->counter) {
        if (!(wibble(g) & 0xC))
            ball_flame(g, fx, -1 - e->counter, 0, -(R(g) & 0x1F), 0);
    } else if (wibble(g) & 4) {
        ball_flame(g, fx, e->speed >> 1, 0, 0, 0);
    }
}

void Willard3_BallLight(Game *g, const Effect *e)
{
    static const uint8_t k_reach[5] = { 13, 7, 7, 7, 7 };
    int kind = e->counter;
    if (kind < 0 || kind > 4)
        return;
    int32_t c = Spark3_LightRand(g);
    Gun_AddLightTR3(&g->lights, e->pos, e->room, k_reach[kind], c & 7, 31 - ((c >> 4) & 3),
                    24 - ((c >> 6) & 3));
}

/* TriggerPlasma: plasma gathering in a hand, riding on it (the original's
 * nodes 7 and 8: -64 or 64, 410, 0 of the hand's mesh), `size` wide and
 * more. */
static void hand_plasma(Game *g, int item, int node, int size)
{
    const Item *it = &g->sim->items[item];
    if (!near_lara(g, it->pos))
        return;
    Spark3 *s = BossLooks_OnNode(g, item, node);
    if (!s)
        return;
    plasma_common(g, s);
    s->friction = 3;
    s->x += (R(g) & 0xF) - 8;
    s->z += (R(g) & 0xF) - 8;
    s->xvel = (int16_t)((R(g) & 0x1F) - 16);
    s->yvel = (int16_t)((R(g) & 7) + 8);
    s->zvel = (int16_t)((R(g) & 0x1F) - 16);
    turning(g, s);
    s->gravity = (int16_t)((R(g) & 7) + 8);
    s->max_yvel = (int8_t)((R(g) & 7) + 16);
    s->def = 0;
    s->scalar = 1;
    int w = size + (R(g) & 0xF);
    s->width = s->s_width = s->height = s->s_height = (uint8_t)w;
    s->d_width = s->d_height = (uint8_t)((uint8_t)w >> 2);
}

void Willard3_HandLooks(Game *g, int item, int frame, int frames)
{
    const Item *it = &g->sim->items[item];
    int f = frame;
    if (f > 16) {
        f = frames - 1 - frame;
        if (f > 16)
            f = 16;
    }
    Vec3i at = { 0, 0, 0 };
    Creature_JointPos(g, it, &at, CHEST);
    int32_t c = Spark3_LightRand(g);
    Gun_AddLightTR3(&g->lights, at, it->room, HAND_REACH, (f * (c & 7)) >> 4,
                    (f * (31 - ((c >> 4) & 3))) >> 4, (f * (24 - ((c >> 6) & 3))) >> 4);
    hand_plasma(g, item, SPARK3_NODE_WILLARD_LEFT, f << 2);
    hand_plasma(g, item, SPARK3_NODE_WILLARD_RIGHT, f << 2);
}

/* His shield's colour: green-blue. */
static void shield_colour(Game *g, int rgb[3])
{
    rgb[0] = R(g) & 0x3F;
    rgb[1] = (R(g) & 0x1F) + 224;
    rgb[2] = (rgb[1] >> 1) + (R(g) & 0x3F);
}

void Willard3_ExplodeLooks(Game *g, const Item *it, int count)
{
    static const int16_t k_rings[6] = { 1, 15, 25, 35, 45, 55 };
    for (int i = 0; i < 6; i++) {
        if (count != k_rings[i])
            continue;
        Vec3i at = { (R(g) & 0x3FF) + it->pos.x - 512, it->pos.y - (R(g) & 0x3FF) - 256,
                     (R(g) & 0x3FF) + it->pos.z - 512 };
        int xrot = ((R(g) & 0x1FF) - 256) & 0xFFF, zrot = ((R(g) & 0x1FF) - 256) & 0xFFF;
        BossLooks_Ring(g, at, it->room, xrot, zrot, (i + 4) << 5);
        /* green (the retail build set it off 24 units from the world's
         * origin by a slip of its loop counter; here where it was meant) */
        Spark3_Explosion(g, at.x, at.y, at.z, 3, -2, 2, it->room);
    }
    BossLooks_Shield(g, it, count, 64 - count, 64, shield_colour, 1);
}
