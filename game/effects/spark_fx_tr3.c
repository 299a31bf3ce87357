/* TR3's spark spawners (see spark_tr3.h): the numbers of tomb3
 * effect2.cpp's Trigger* routines and effects.cpp's DoBloodSplat and
 * Richochet; each random number from the pool's own stream. */
#include "game/effects/spark_tr3.h"

#include <stdlib.h>

#include "engine/world/floor.h"
#include "game/effects/effect_internal.h"
#include "game/effects/splash_tr3.h"

#define R(g) Spark3_Rand(g)
#define NEAR_LARA 0x4000

/* The original's "within 16 sectors of Lara across" test of most
 * spawners. */
static bool near_lara(Game *g, int32_t x, int32_t z)
{
    if (g->sim->lara < 0)
        return false;
    const Item *l = &g->sim->items[g->sim->lara];
    int32_t dx = l->pos.x - x, dz = l->pos.z - z;
    return dx >= -NEAR_LARA && dx <= NEAR_LARA && dz >= -NEAR_LARA && dz <= NEAR_LARA;
}

/* Whether Lara's room is outside (the wind blows the smoke made there). */
static bool lara_outside(Game *g)
{
    if (g->sim->lara < 0)
        return false;
    int room = g->sim->items[g->sim->lara].room;
    return room >= 0 && (uint32_t)room < g->lv->num_rooms &&
           (g->lv->rooms[room].flags & ROOM_FLAG_WIND);
}

/* The sine and cosine table of the original (4096 a turn, 12 bits). */
static int32_t sin12(int ang) { return Math_Sin((ang & 0xFFF) << 4) >> 2; }
static int32_t cos12(int ang) { return Math_Cos((ang & 0xFFF) << 4) >> 2; }

static void colours(Spark3 *s, int sr, int sg, int sb, int dr, int dg, int db)
{
    s->sr = (uint8_t)sr;
    s->sg = (uint8_t)sg;
    s->sb = (uint8_t)sb;
    s->dr = (uint8_t)dr;
    s->dg = (uint8_t)dg;
    s->db = (uint8_t)db;
}

static void life(Spark3 *s, int col_fade, int fade_black, int ticks, int trans)
{
    s->col_fade = (uint8_t)col_fade;
    s->fade_black = (uint8_t)fade_black;
    s->life = s->s_life = (uint8_t)ticks;
    s->trans = (uint8_t)trans;
}

static void sizes(Spark3 *s, int sw, int dw, int sh, int dh)
{
    s->width = s->s_width = (uint8_t)sw;
    s->d_width = (uint8_t)dw;
    s->height = s->s_height = (uint8_t)sh;
    s->d_height = (uint8_t)dh;
}

void Spark3_Blood(Game *g, int32_t x, int32_t y, int32_t z, int angle, int num, int room)
{
    for (int i = 0; i < num; i++) {
        Spark3 *s = Spark3_New(g, room);
        if (!s)
            return;
        colours(s, 224, 0, 32, 192, 0, 24);
        life(s, 8, 8, 24, SPARK3_OPAQUE);
        s->x = (R(g) & 0x1F) + x - 16;
        s->y = (R(g) & 0x1F) + y - 16;
        s->z = (R(g) & 0x1F) + z - 16;
        int rad = R(g) & 0xF;
        int ang = ((R(g) & 0x1F) + angle - 16) & 0xFFF;
        s->xvel = (int16_t)(-(rad * sin12(ang)) >> 5);
        s->yvel = (int16_t)(-128 - (R(g) & 0xFF));
        s->zvel = (int16_t)((rad * cos12(ang)) >> 5);
        s->friction = 4;
        s->flags = SPARK3_BLOOD;
        s->scalar = 3;
        s->gravity = (int16_t)((R(g) & 0x1F) + 31);
        int dw = 2 - (R(g) & 1);
        sizes(s, 2, dw, 2, 2 - (R(g) & 1));
    }
}

void Spark3_BloodSplat(Game *g, int32_t x, int32_t y, int32_t z, int16_t yrot, int room)
{
    int16_t r = (int16_t)room;
    World_Sector(&g->world, x, y, z, &r);
    if (r >= 0 && World_RoomIsWater(&g->world, r)) {
        Splash3_UnderwaterBlood(g, x, y, z, R(g) & 7, r);
        return;
    }
    Spark3_Blood(g, x, y, z, (uint16_t)yrot >> 4, (R(g) & 7) + 6, r);
}

void Spark3_Ricochet(Game *g, int32_t x, int32_t y, int32_t z, int angle, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    int sg = (R(g) & 0x1F) + 32;
    colours(s, 255, sg, 0, 192, (R(g) & 0x3F) + 96, 0);
    life(s, 8, 8, 24, SPARK3_ADD);
    s->x = x;
    s->y = y;
    s->z = z;
    int ang = ((R(g) & 0x7FF) + angle - 1024) & 0xFFF;
    s->xvel = (int16_t)(-sin12(ang) >> 1);
    s->yvel = (int16_t)(2 * (R(g) & 0x1FF) - 768);
    s->zvel = (int16_t)(cos12(ang) >> 1);
    s->friction = 1;
    s->flags = SPARK3_SCALE;
    s->scalar = 3;
    s->gravity = (int16_t)(abs(s->yvel >> 6) + (R(g) & 0x1F));
    int w = (R(g) & 3) + 4, dw = (R(g) & 1) + 1, h = (R(g) & 3) + 4;
    sizes(s, w, dw, h, (R(g) & 1) + 1);

    /* and a puff of dust that goes dark */
    s = Spark3_New(g, room);
    int c = (R(g) & 0x3F) + 128;
    colours(s, c, c, c, c >> 1, c >> 1, c >> 1);
    life(s, 8, 16, 28, SPARK3_SUB);
    s->x = x;
    s->y = y;
    s->z = z;
    ang = ((R(g) & 0x7FF) + angle - 1023) & 0xFFF;
    s->xvel = (int16_t)(-sin12(ang) >> 1);
    s->yvel = (int16_t)((R(g) & 0x1FF) - 384);
    s->zvel = (int16_t)(cos12(ang) >> 1);
    s->friction = 33;
    s->flags = SPARK3_SCALE;
    s->scalar = 3;
    s->gravity = (int16_t)((R(g) & 7) + 4);
    w = (R(g) & 3) + 4;
    dw = (R(g) & 1) + 1;
    h = (R(g) & 3) + 4;
    sizes(s, w, dw, h, (R(g) & 1) + 1);
}

/* TriggerExplosionSmoke (an explosion with more to come) and
 * ..SmokeEnd (its last), near Lara. */
static void explosion_smoke(Game *g, int32_t x, int32_t y, int32_t z, int uw, bool end, int room)
{
    if (!near_lara(g, x, z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (end && uw)
        colours(s, 0, 0, 0, 192, 192, 208);
    else
        colours(s, 144, 144, 144, 64, 64, 64);
    if (end)
        life(s, 8, 64, (R(g) & 0x1F) + 96, uw ? SPARK3_ADD : SPARK3_SUB);
    else
        life(s, 2, 8, (R(g) & 3) + 10, SPARK3_SUB);
    int spread = end ? 0x1F : 0x1FF;
    s->x = (R(g) & spread) + x - (spread + 1) / 2;
    s->y = (R(g) & spread) + y - (spread + 1) / 2;
    s->z = (R(g) & spread) + z - (spread + 1) / 2;
    s->xvel = (int16_t)(((R(g) & 0xFFF) - 2048) >> 2);
    s->yvel = (int16_t)((R(g) & 0xFF) - 128);
    s->zvel = (int16_t)(((R(g) & 0xFFF) - 2048) >> 2);
    s->friction = (uint8_t)(end ? (uw ? 20 : 6) : (uw ? 2 : 6));
    if (end && uw) {
        s->yvel >>= 4;
        s->y += 32;
    }
    s->flags = SPARK3_ALTDEF | SPARK3_ROTATE | SPARK3_DEF | SPARK3_SCALE;
    s->rot_ang = (int16_t)(R(g) & 0xFFF);
    if (end)
        s->rot_add = (int8_t)((R(g) & 1) ? -16 - (R(g) & 0xF) : (R(g) & 0xF) + 16);
    else
        s->rot_add = (int8_t)((R(g) & 0xF) + 16);
    s->scalar = end ? 3 : 1;
    if (!(end && uw)) {
        s->gravity = (int16_t)(-3 - (R(g) & 3));
        s->max_yvel = (int8_t)(-4 - (R(g) & 3));
    }
    int dw = (R(g) & 0x1F) + 128;
    int dh = dw + (R(g) & 0x1F) + 32;
    sizes(s, dw >> 2, dw, dh >> 3, dh);
}

/* Whether a spark may take a light (fewer than SPARK3_LIGHTS have one). */
static bool lights_free(const Game *g)
{
    int n = 0;
    for (int i = 0; i < SPARK3_MAX; i++)
        n += g->sparks->s[i].on && g->sparks->s[i].dynamic >= 0;
    return n < SPARK3_LIGHTS;
}

void Spark3_Explosion(Game *g, int32_t x, int32_t y, int32_t z, int extras, int dynamic, int uw,
                      int room)
{
    static const uint8_t later[4] = {0, 4, 7, 10};
    if (!near_lara(g, x, z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    if (uw == 1) {
        int sg = (R(g) & 0x3F) + 128;
        colours(s, 255, sg, 32, 192, (R(g) & 0x1F) + 64, 0);
        life(s, 7, 8, (R(g) & 7) + 16, SPARK3_ADD);
    } else {
        int sg = (R(g) & 0xF) + 32;
        int dr = (R(g) & 0x3F) + 192;
        colours(s, 255, sg, 0, dr, (R(g) & 0x3F) + 128, 32);
        life(s, 8, 16, (R(g) & 7) + 24, SPARK3_ADD);
    }
    extras &= 3;
    s->extras = (uint8_t)((extras | ((later[extras] + (R(g) & 7) - 4) * 8)) & 0xFF);
    s->dynamic = (int8_t)(dynamic >= 0 ? dynamic : dynamic == -2 && lights_free(g) ? 4 : -1);
    bool wide = dynamic == -2 && uw != 1;
    int spread = wide ? 0x1FF : 0x1F;
    s->x = (R(g) & spread) + x - (spread + 1) / 2;
    s->y = (R(g) & spread) + y - (spread + 1) / 2;
    s->z = (R(g) & spread) + z - (spread + 1) / 2;
    s->xvel = (int16_t)((R(g) & 0xFFF) - 2048);
    s->yvel = (int16_t)((R(g) & 0xFFF) - 2048);
    s->zvel = (int16_t)((R(g) & 0xFFF) - 2048);
    s->friction = (uint8_t)(uw == 1 ? 17 : 51);
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE | (uw == 1 ? SPARK3_UNDERWATER : 0);
    if (R(g) & 1) {
        s->flags |= SPARK3_ROTATE;
        s->rot_ang = (int16_t)(R(g) & 0xFFF);
        s->rot_add = (int8_t)((R(g) & 0xFF) + 128);
    }
    s->scalar = 3;
    int w = (R(g) & 0xF) + 40;
    int h = w + (R(g) & 7) + 8;
    sizes(s, w, MIN(w << 1, 255), h, MIN(h << 1, 255));
    if (uw == 2) {
        /* green: the colours turned round (r, g, b) -> (b, r, g) */
        colours(s, s->sb, s->sr, s->sg, s->db, s->dr, s->dg);
        s->flags |= SPARK3_GREEN;
    } else {
        explosion_smoke(g, x, y, z, uw, extras == 0, room);
    }
}

void Spark3_ExplosionBurst(Game *g, int32_t x, int32_t y, int32_t z, int room)
{
    Spark3_Explosion(g, x, y, z, 3, -2, 0, room);
    for (int i = 0; i < 2; i++)
        Spark3_Explosion(g, x, y, z, 3, -1, 0, room);
}

/* ---- fire and smoke --------------------------------------------------------- */

/* TriggerFireFlame's colours and life by type, on an effect or not. */
static void flame_colours(Game *g, Spark3 *s, int body_part, int type)
{
    if (type == 2) {
        int c = (R(g) & 0x1F) + 48;
        colours(s, c, c, (R(g) & 0x3F) - 64, 0, 0, 0);
    } else if (type == 254) {
        int sb = (R(g) & 0x1F) + 48;
        int dg = (R(g) & 0x3F) - 64;
        colours(s, 48, 255, sb, 32, dg, (R(g) & 0x3F) + 128);
    } else {
        colours(s, 255, (R(g) & 0x1F) + 48, 48, 0, 0, 0);
    }
    if (type != 254) {
        s->dr = (uint8_t)((R(g) & 0x3F) - 64);
        s->db = 32;
        s->dg = (uint8_t)((R(g) & 0x3F) + 128);
    }
    if (body_part >= 0) {
        int fade = (R(g) & 3) + 8;
        life(s, fade, 16, (R(g) & 3) + 28, SPARK3_ADD);
    } else if (type == 2 || type >= 254) {
        int fade = (R(g) & 3) + 5;
        life(s, fade, 6, (type < 254 ? 0 : 8) + (R(g) & 3) + 16, SPARK3_ADD);
    } else {
        int fade = (R(g) & 3) + 20;
        life(s, fade, 8, (R(g) & 7) + 40, SPARK3_ADD);
    }
}

void Spark3_FireFlame(Game *g, int32_t x, int32_t y, int32_t z, int body_part, int type, int room)
{
    if (!near_lara(g, x, z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    flame_colours(g, s, body_part, type);
    int spread = body_part >= 0 || type <= 1 ? 0x1F : type >= 254 ? 0x3F : 0xF;
    if (body_part >= 0) {
        x = z = 0;
        y = 0;
    }
    s->x = (R(g) & spread) + x - (spread + 1) / 2;
    s->y = y;
    s->z = (R(g) & spread) + z - (spread + 1) / 2;
    if (type == 2) {
        s->xvel = (int16_t)((R(g) & 0x1F) - 16);
        s->yvel = (int16_t)(-1024 - (R(g) & 0x1FF));
        s->zvel = (int16_t)((R(g) & 0x1F) - 16);
        s->friction = 68;
    } else {
        s->xvel = (int16_t)((R(g) & 0xFF) - 128);
        s->yvel = (int16_t)(-16 - (R(g) & 0xF));
        s->zvel = (int16_t)((R(g) & 0xFF) - 128);
        s->friction = (uint8_t)(type == 1 ? 51 : 5);
    }
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    if (body_part >= 0) {
        s->flags |= SPARK3_FX;
        s->fx_obj = (int16_t)body_part;
        s->gravity = (int16_t)(-32 - (R(g) & 0x3F));
        s->max_yvel = (int8_t)(-24 - (R(g) & 7));
    } else {
        s->gravity = (int16_t)(-16 - (R(g) & 0x1F));
        s->max_yvel = (int8_t)(-16 - (R(g) & 7));
    }
    Spark3_MaybeTurn(g, s, 16, 0xF);
    s->scalar = 2;
    int size;
    if (type == 0) {
        size = (R(g) & 0x1F) + 128;
    } else if (type == 1) {
        size = (R(g) & 0x1F) + 64;
    } else if (type < 254) {
        s->max_yvel = 0;
        s->gravity = 0;
        size = (R(g) & 0x1F) + 32;
    } else {
        size = (R(g) & 0xF) + 48;
    }
    int end = type == 2 ? size >> 2 : size >> 4;
    sizes(s, size, end, size, end);
}

void Spark3_FireSmoke(Game *g, int32_t x, int32_t y, int32_t z, int body_part, int type, int room)
{
    if (!near_lara(g, x, z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    colours(s, 0, 0, 0, 32, 32, 32);
    if (body_part >= 0) {
        int fade = (R(g) & 3) + 4;
        life(s, fade, 12, (R(g) & 3) + 20, SPARK3_ADD);
    } else if (type == 255) {
        int fade = (R(g) & 3) + 16;
        life(s, fade, 8, (R(g) & 7) + 28, SPARK3_ADD);
    } else {
        int fade = (R(g) & 7) + 32;
        life(s, fade, 16, (R(g) & 0xF) + 57, SPARK3_ADD);
    }
    s->x = (R(g) & 0xF) + x - 8;
    s->y = y - (R(g) & 0x7F) - 256;
    s->z = (R(g) & 0xF) + z - 8;
    s->xvel = (int16_t)((R(g) & 0xFF) - 128);
    s->yvel = (int16_t)(-16 - (R(g) & 0xF));
    s->zvel = (int16_t)((R(g) & 0xFF) - 128);
    s->friction = 4;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 16, 0xF);
    s->scalar = 3;
    s->gravity = (int16_t)(-16 - (R(g) & 0xF));
    s->max_yvel = (int8_t)(-8 - (R(g) & 7));
    int dw = (R(g) & 0x3F) + 64;
    sizes(s, dw >> 2, dw, dw >> 2, dw);
}

void Spark3_StaticFlame(Game *g, int32_t x, int32_t y, int32_t z, int size, int room)
{
    if (!near_lara(g, x, z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    int r = (R(g) & 0x3F) - 64;
    int gg = (R(g) & 0x3F) + 128;
    colours(s, r, gg, 64, r, gg, 64);
    life(s, 1, 0, 2, SPARK3_ADD);
    s->x = (R(g) & 7) + x - 4;
    s->y = y;
    s->z = (R(g) & 7) + z - 4;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    s->scalar = 2;
    sizes(s, size, size, size, size);
}

void Spark3_SideFlame(Game *g, int32_t x, int32_t y, int32_t z, int angle, int speed, bool pilot,
                      int room)
{
    if (!near_lara(g, x, z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    int c = (R(g) & 0x1F) + 48;
    int sb = (R(g) & 0x3F) - 64;
    int dr = (R(g) & 0x3F) - 64;
    colours(s, c, c, sb, dr, (R(g) & 0x3F) + 128, 32);
    int fade = (R(g) & 3) + 12;
    life(s, fade, 8, (R(g) & 7) + 28, SPARK3_ADD);
    s->x = (R(g) & 0x1F) + x - 16;
    s->y = (R(g) & 0x1F) + y - 16;
    s->z = (R(g) & 0x1F) + z - 16;
    int32_t rad = pilot ? speed * 128 + (R(g) & 0x1F) : speed * 256 + (R(g) & 0x1FF);
    /* the angle is a sine-table index (steps of 2): a 16-bit angle * 8 */
    int32_t sn = (rad * (Math_Sin(angle * 8) >> 2)) >> 11;
    int32_t cs = (rad * (Math_Cos(angle * 8) >> 2)) >> 11;
    s->xvel = (int16_t)((R(g) & 0x7F) + sn - 64);
    s->yvel = (int16_t)(-6 - (R(g) & 7));
    s->zvel = (int16_t)((R(g) & 0x7F) + cs - 64);
    s->friction = 4;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    s->gravity = (int16_t)(-8 - (R(g) & 0xF));
    s->max_yvel = (int8_t)(-8 - (R(g) & 7));
    s->scalar = 3;
    int size = (R(g) & 0x1F) + 128;
    if (pilot)
        size >>= 2;
    sizes(s, size >> 1, size, size >> 1, size);
}

void Spark3_RocketSmoke(Game *g, int32_t x, int32_t y, int32_t z, int c, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    colours(s, 0, 0, 0, c + 64, c + 64, c + 64);
    int fade = (R(g) & 3) + 4;
    life(s, fade, 12, (R(g) & 3) + 20, SPARK3_ADD);
    s->x = (R(g) & 0xF) + x - 8;
    s->y = (R(g) & 0xF) + y - 8;
    s->z = (R(g) & 0xF) + z - 8;
    s->xvel = (int16_t)((R(g) & 0xFF) - 128);
    s->yvel = (int16_t)(-4 - (R(g) & 3));
    s->zvel = (int16_t)((R(g) & 0xFF) - 128);
    s->friction = 4;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 16, 0xF);
    s->scalar = 3;
    s->gravity = (int16_t)(-4 - (R(g) & 3));
    s->max_yvel = (int8_t)(-4 - (R(g) & 3));
    int size = (R(g) & 7) + 32;
    sizes(s, size >> 2, size, size >> 2, size);
}

/* ---- guns ----------------------------------------------------------------------- */

void Spark3_GunSmoke(Game *g, int32_t x, int32_t y, int32_t z, int xv, int yv, int zv,
                     bool initial, int weapon, int shade, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    int c = (shade * 4) & 0xFF;
    if ((weapon == LGT_PISTOLS || weapon == LGT_MAGNUMS || weapon == LGT_UZIS) && c > 64)
        c = 64;
    colours(s, 0, 0, 0, c, c, c);
    life(s, 4, 32 - (initial ? 16 : 0), (R(g) & 3) + 40, SPARK3_ADD);
    s->x = (R(g) & 0x1F) + x - 16;
    s->y = (R(g) & 0x1F) + y - 16;
    s->z = (R(g) & 0x1F) + z - 16;
    if (initial) {
        s->xvel = (int16_t)((R(g) & 0x3FF) + xv - 512);
        s->yvel = (int16_t)((R(g) & 0x3FF) + yv - 512);
        s->zvel = (int16_t)((R(g) & 0x3FF) + zv - 512);
    } else {
        s->xvel = (int16_t)(((R(g) & 0x1FF) - 256) >> 1);
        s->yvel = (int16_t)(((R(g) & 0x1FF) - 256) >> 1);
        s->zvel = (int16_t)(((R(g) & 0x1FF) - 256) >> 1);
    }
    s->friction = 4;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE | (lara_outside(g) ? SPARK3_OUTSIDE : 0);
    Spark3_MaybeTurn(g, s, 16, 0xF);
    s->scalar = 3;
    s->gravity = (int16_t)(-2 - (R(g) & 1));
    s->max_yvel = (int8_t)(-2 - (R(g) & 1));
    int size = (R(g) & 7) - ((weapon == LGT_ROCKET || weapon == LGT_GRENADE) ? 0 : 12) + 24;
    if (initial)
        sizes(s, size >> 1, (size + 4) * 2, size >> 1, (size + 4) * 2);
    else
        sizes(s, size >> 2, size, size >> 2, size);
}

void Spark3_ShotgunSparks(Game *g, int32_t x, int32_t y, int32_t z, int xv, int yv, int zv,
                          int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    colours(s, 255, 255, 0, 255, (R(g) & 0x7F) + 64, 0);
    life(s, 3, 5, 10, SPARK3_ADD);
    s->x = (R(g) & 7) + x - 3;
    s->y = (R(g) & 7) + y - 3;
    s->z = (R(g) & 7) + z - 3;
    s->xvel = (int16_t)((R(g) & 0x1FF) + xv - 256);
    s->yvel = (int16_t)((R(g) & 0x1FF) + yv - 256);
    s->zvel = (int16_t)((R(g) & 0x1FF) + zv - 256);
    s->flags = SPARK3_SCALE;
    s->scalar = 2;
    int w = (R(g) & 3) + 4;
    sizes(s, w, 1, (R(g) & 3) + 4, 1);
}

/* ---- the world's ------------------------------------------------------------------ */

void Spark3_WaterfallMist(Game *g, int32_t x, int32_t y, int32_t z, int angle, int room)
{
    static const int16_t across[4] = {576, 203, -203, -576};
    int side = (angle + 1024) & 0xFFF;
    for (int i = 0; i < 4; i++) {
        Spark3 *s = Spark3_New(g, room);
        if (!s)
            return;
        colours(s, 128, 128, 128, 192, 192, 192);
        life(s, 2, 4, (R(g) & 3) + 6, SPARK3_ADD);
        int32_t rad = (R(g) & 0x1F) + across[i] - 16;
        s->x = ((rad * sin12(side)) >> 12) + (R(g) & 0xF) + x - 8;
        s->y = (R(g) & 0xF) + y - 8;
        s->z = ((rad * cos12(side)) >> 12) + (R(g) & 0xF) + z - 8;
        s->xvel = (int16_t)(sin12(angle) >> 12);
        s->zvel = (int16_t)(cos12(angle) >> 12);
        s->friction = 3;
        s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
        Spark3_MaybeTurn(g, s, 16, 0xF);
        s->scalar = 6;
        int dw = (R(g) & 7) + 12;
        sizes(s, dw >> 1, dw, dw >> 1, dw);
    }
}

void Spark3_DartSmoke(Game *g, int32_t x, int32_t y, int32_t z, int xv, int zv, bool hit, int room)
{
    if (!near_lara(g, x, z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    colours(s, 16, 8, 4, 64, 48, 32);
    life(s, 8, 4, (R(g) & 3) + 32, SPARK3_ADD);
    s->x = (R(g) & 0x1F) + x - 16;
    s->y = (R(g) & 0x1F) + y - 16;
    s->z = (R(g) & 0x1F) + z - 16;
    if (hit) {
        s->xvel = (int16_t)((R(g) & 0xFF) - xv - 128);
        s->yvel = (int16_t)(-4 - (R(g) & 3));
        s->zvel = (int16_t)((R(g) & 0xFF) - zv - 128);
    } else {
        s->xvel = (int16_t)(xv ? -xv : (R(g) & 0xFF) - 128);
        s->yvel = (int16_t)(-4 - (R(g) & 3));
        s->zvel = (int16_t)(zv ? -zv : (R(g) & 0xFF) - 128);
    }
    s->friction = 3;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 16, 0xF);
    s->scalar = 1;
    int size = (R(g) & 0x3F) + 72;
    if (hit) {
        size >>= 1;
        sizes(s, size >> 2, size, size >> 2, size);
    } else {
        sizes(s, size >> 4, size, size >> 4, size);
        s->gravity = (int16_t)(-4 - (R(g) & 3));
        s->max_yvel = (int8_t)(-4 - (R(g) & 3));
    }
}

void Spark3_Breath(Game *g, int32_t x, int32_t y, int32_t z, int xv, int yv, int zv, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    colours(s, 0, 0, 0, 32, 32, 32);
    life(s, 4, 32, (R(g) & 3) + 37, SPARK3_ADD);
    s->x = (R(g) & 0xF) + x - 8;
    s->y = (R(g) & 0xF) + y - 8;
    s->z = (R(g) & 0xF) + z - 8;
    s->xvel = (int16_t)xv;
    s->yvel = (int16_t)yv;
    s->zvel = (int16_t)zv;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE | (lara_outside(g) ? SPARK3_OUTSIDE : 0);
    s->scalar = 3;
    int dw = (R(g) & 7) + 32;
    sizes(s, dw >> 3, dw, dw >> 3, dw);
}

void Spark3_EmitterSmoke(Game *g, int32_t x, int32_t y, int32_t z, int kind, int room)
{
    if (!near_lara(g, x, z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    colours(s, 0, 0, 0, 32, 32, 32);
    int fade = (R(g) & 7) + 16;
    life(s, fade, 64, (R(g) & 0xF) + 96, kind == SPARK3_SMOKE_BLACK ? SPARK3_SUB : SPARK3_ADD);
    s->x = (R(g) & 0xF) + x - 8;
    s->y = (R(g) & 0xF) + y - 8;
    s->z = (R(g) & 0xF) + z - 8;
    s->xvel = (int16_t)((R(g) & 0xFF) - 128);
    s->yvel = (int16_t)(-16 - (R(g) & 0xF));
    s->zvel = (int16_t)((R(g) & 0xFF) - 128);
    s->friction = 4;
    s->flags = SPARK3_ALTDEF | SPARK3_OUTSIDE | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 4, 7);
    s->scalar = 3;
    s->gravity = (int16_t)(-8 - (R(g) & 7));
    s->max_yvel = (int8_t)(-4 - (R(g) & 7));
    int dw = (R(g) & 0x1F) + 128;
    int dh = dw + (R(g) & 0x1F) + 32;
    /* the original's start height is a sixteenth of the end's */
    sizes(s, dw >> 2, dw, dh >> 4, dh);
    if (kind == SPARK3_SMOKE_STEAM) {
        s->gravity >>= 1;
        s->yvel >>= 1;
        s->max_yvel >>= 1;
        s->dr = s->dg = s->db = 24;
    }
}

void Spark3_GhostGas(Game *g, int32_t x, int32_t y, int32_t z, int room)
{
    if (!near_lara(g, x, z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    colours(s, 0, 0, 0, 12, 32, 0);
    int fade = (R(g) & 7) + 24;
    life(s, fade, 32, (R(g) & 7) + 64, SPARK3_ADD);
    s->x = (R(g) & 0x1FF) + x - 256;
    s->y = y - (R(g) & 0xF) - 264;
    s->z = (R(g) & 0x3FF) + z - 512;
    s->xvel = (int16_t)((R(g) & 0xFF) - 128);
    s->yvel = (int16_t)(-1 - (R(g) & 1));
    s->zvel = (int16_t)((R(g) & 0xFF) - 128);
    s->friction = 4;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 4, 7);
    s->scalar = 3;
    int size = (R(g) & 0x1F) + 96;
    int h = (size + (R(g) & 0x1F) + 32) >> 1;
    sizes(s, size >> 1, size >> 1, h, h);
}
