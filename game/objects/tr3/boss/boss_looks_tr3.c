/* The looks Tony's and Willard's deaths share (see boss_looks_tr3.h):
 * numbers from tomb3 tonyboss.cpp / willboss.cpp (ExplodeTonyBoss,
 * ExplodeWillBoss) and draweffects.cpp (DrawExplosionRings, the bosses'
 * shields). */
#include "game/objects/tr3/boss/boss_looks_tr3.h"

#include "game/effects/spark_tr3.h"
#include "game/game.h"

#define R(g) Spark3_Rand(g)
#define RING_POINTS 8
#define RING_SPRITE 4      /* the sheet's ring sprites: 4..7 */
#define RING_LIFE 32
#define RING_START 512
#define RING_SCALAR 5      /* a ring's band width in 32-unit steps */

/* The death shield's last radii and heights and its first heights. */
static const int32_t k_radii[5] = { 1600, 5600, 6400, 5600, 1600 };
static const int32_t k_heights1[5] = { -7680, -4224, -768, 2688, 6144 };
static const int32_t k_heights2[5] = { -1536, -1152, -768, -384, 0 };

/* The original's wibble: 4 a tick, in a byte. */
static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

/* A spark that shows where it is made for `frames` frames (a tick more of
 * life: the pool's tick after the boss's takes one). */
static Spark3 *glow(Game *g, Vec3i p, int room, const int rgb[3], int size, int frames)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return NULL;
    s->x = p.x;
    s->y = p.y;
    s->z = p.z;
    s->sr = s->dr = (uint8_t)rgb[0];
    s->sg = s->dg = (uint8_t)rgb[1];
    s->sb = s->db = (uint8_t)rgb[2];
    s->life = s->s_life = (uint8_t)(frames + 1);
    s->trans = SPARK3_ADD;
    s->flags = SPARK3_SCALE;
    s->scalar = 3;
    s->width = s->s_width = s->d_width = (uint8_t)size;
    s->height = s->s_height = s->d_height = (uint8_t)size;
    return s;
}

void BossLooks_Shield(Game *g, const Item *it, int count, int m, int of, BossLooksColour colour,
                      int ticks)
{
    if (count <= 0 || count >= 64)
        return;
    int c = count < 128 ? count : 127;
    for (int lp = 1; lp < 5; lp++) {
        int32_t rad = (k_radii[lp] >> 4) + ((c * k_radii[lp]) >> 7);
        int32_t y = k_heights2[lp] + ((c * (k_heights1[lp] - k_heights2[lp])) >> 7);
        int32_t ang = (wibble(g) & 0x3F) << 3; /* 4096 a turn */
        for (int k = 0; k < RING_POINTS; k++, ang = (ang + 512) & 0xFFF) {
            int16_t a = (int16_t)(ang << 4);
            Vec3i p = { it->pos.x + ((rad * Math_Sin(a)) >> (W2V_SHIFT - 1)), it->pos.y + y,
                        it->pos.z + ((rad * Math_Cos(a)) >> (W2V_SHIFT - 1)) };
            int rgb[3];
            colour(g, rgb);
            for (int i = 0; i < 3; i++)
                rgb[i] = (m * rgb[i]) / of;
            if (rgb[0] | rgb[1] | rgb[2])
                glow(g, p, it->room, rgb, 16, ticks);
        }
    }
}

/* (x, 0, z) turned about x by xr, then about z by zr (16-bit angles): the
 * original's RotZ then RotX on the ring's plane. */
static Vec3i tilt(int32_t x, int32_t z, int16_t xr, int16_t zr)
{
    int32_t y1 = -((z * Math_Sin(xr)) >> W2V_SHIFT), z1 = (z * Math_Cos(xr)) >> W2V_SHIFT;
    int32_t x2 = (x * Math_Cos(zr) - y1 * Math_Sin(zr)) >> W2V_SHIFT;
    int32_t y2 = (x * Math_Sin(zr) + y1 * Math_Cos(zr)) >> W2V_SHIFT;
    return (Vec3i){ x2, y2, z1 };
}

void BossLooks_Ring(Game *g, Vec3i at, int room, int xrot, int zrot, int speed)
{
    int16_t xr = (int16_t)(xrot << 4), zr = (int16_t)(zrot << 4);
    int def = RING_SPRITE + (int)((wibble(g) >> 4) & 3);
    int32_t ang = (wibble(g) & 0x3F) << 3;
    int32_t last = RING_START + speed * (RING_LIFE - 1);
    for (int k = 0; k < RING_POINTS; k++, ang = (ang + 512) & 0xFFF) {
        Spark3 *s = Spark3_New(g, room);
        if (!s)
            return;
        int16_t a = (int16_t)(ang << 4);
        /* the middle of the band (the radius out to half of it) */
        Vec3i p = tilt((RING_START * 3 / 4 * Math_Sin(a)) >> W2V_SHIFT,
                       (RING_START * 3 / 4 * Math_Cos(a)) >> W2V_SHIFT, xr, zr);
        Vec3i v = tilt((speed * 24 * Math_Sin(a)) >> W2V_SHIFT, (speed * 24 * Math_Cos(a)) >> W2V_SHIFT,
                       xr, zr);
        s->x = at.x + p.x;
        s->y = at.y + p.y;
        s->z = at.z + p.z;
        s->xvel = (int16_t)v.x;
        s->yvel = (int16_t)v.y;
        s->zvel = (int16_t)v.z;
        /* green-white fading with the ring's life (r 0..31, g 224..287 as
         * the original's, b a quarter of g and more) */
        int gr = (R(g) & 0x3F) + 224;
        s->sr = s->dr = (uint8_t)(R(g) & 0x1F);
        s->sg = s->dg = (uint8_t)(gr > 255 ? 255 : gr);
        int b = (gr >> 2) + (R(g) & 0x3F);
        s->sb = s->db = (uint8_t)b;
        s->col_fade = 0;
        s->fade_black = RING_LIFE;
        s->life = s->s_life = RING_LIFE;
        s->trans = SPARK3_ADD;
        s->flags = SPARK3_DEF | SPARK3_SCALE;
        s->def = (uint8_t)def;
        s->scalar = RING_SCALAR;
        int32_t w0 = (RING_START / 2) >> RING_SCALAR, w1 = (last / 2) >> RING_SCALAR;
        s->width = s->s_width = s->height = s->s_height = (uint8_t)w0;
        s->d_width = s->d_height = (uint8_t)(w1 > 255 ? 255 : w1);
    }
}

Spark3 *BossLooks_OnNode(Game *g, int item, int node)
{
    Spark3 *s = Spark3_New(g, g->sim->items[item].room);
    if (s)
        Spark3_OnNode(s, item, node);
    return s;
}
