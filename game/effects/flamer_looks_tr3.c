/* TR3's flamethrowers as they look (see flamer_looks_tr3.h). Numbers from
 * tomb3 flamer.cpp (FlamerControl, TriggerPilotFlame,
 * TriggerFlamethrowerFlame, TriggerFlameThrower), dragfire.cpp
 * (ControlFlameThrower, TriggerFlamethrowerHitFlame,
 * TriggerFlamethrowerSmoke) and firehead.cpp (TriggerFireHeadFlame). */
#include "game/effects/flamer_looks_tr3.h"

#include <stdlib.h>

#include "game/effects/effect_internal.h"
#include "game/effects/gas_looks_tr3.h"
#include "game/effects/spark_tr3.h"
#include "game/lara/lara_gun.h"

#define R(g) Spark3_Rand(g)
#define NEAR_LARA 0x4000

static bool near_lara(Game *g, int32_t x, int32_t z)
{
    const Item *l = Game_LaraItem(g);
    return l && abs(l->pos.x - x) <= NEAR_LARA && abs(l->pos.z - z) <= NEAR_LARA;
}

/* A flame's turn, half of them (the rate 16..31 either way). */
/* The blue flame going yellow of the guard's fire (start 48..79 grey-blue,
 * end green-orange). */
static void blue_flame(Game *g, Spark3 *s)
{
    s->sr = s->sg = (uint8_t)((R(g) & 0x1F) + 48);
    s->sb = (uint8_t)((R(g) & 0x3F) - 64);
    s->dr = (uint8_t)((R(g) & 0x3F) - 64);
    s->dg = (uint8_t)((R(g) & 0x3F) + 128);
    s->db = 32;
    s->trans = SPARK3_ADD;
}

void Flamer3_GuardLooks(Game *g, int item, Vec3i gun, bool firing)
{
    const Item *it = &g->sim->items[item];
    int32_t rnd = Spark3_LightRand(g);
    if (firing) {
        Gun_AddLightTR3(&g->lights, gun, it->room, (rnd & 3) + 10, 31 - ((rnd >> 4) & 3),
                        24 - ((rnd >> 6) & 3), rnd & 7);
        return;
    }
    Gun_AddLightTR3(&g->lights, gun, it->room, (rnd & 3) + 6, 24 - ((rnd >> 4) & 3),
                    16 - ((rnd >> 6) & 3), rnd & 3);
    if (!near_lara(g, it->pos.x, it->pos.z))
        return;
    Spark3 *s = Spark3_New(g, it->room);
    if (!s)
        return;
    blue_flame(g, s);
    s->fade_black = 4;
    s->col_fade = (uint8_t)((R(g) & 3) + 12);
    s->life = s->s_life = (uint8_t)((R(g) & 3) + 20);
    /* riding on his nozzle (the original's node 0) */
    s->x = (R(g) & 0x1F) - 16;
    s->y = (R(g) & 0x1F) - 16;
    s->z = (R(g) & 0x1F) - 16;
    s->xvel = (int16_t)((R(g) & 0x1F) - 16);
    s->yvel = (int16_t)-(R(g) & 3);
    s->zvel = (int16_t)((R(g) & 0x1F) - 16);
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_OnNode(s, item, SPARK3_NODE_FLAMER);
    s->friction = 4;
    s->gravity = (int16_t)(-2 - (R(g) & 3));
    s->max_yvel = (int8_t)(-4 - (R(g) & 3));
    s->scalar = 0;
    s->d_width = s->d_height = (uint8_t)((R(g) & 7) + 32);
    s->s_width = s->width = s->s_height = s->height = s->d_width >> 1;
}

/* TriggerFlamethrowerFlame: at (x, y, z) flung by (xv, yv, zv), or (with
 * no speed) riding on effect `fx` (fx >= 0); fx -2: the fast one, drawn
 * smaller. */
static void stream_flame(Game *g, Vec3i at, Vec3i v, int fx, int room)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    bool moving = v.x || v.y || v.z;
    blue_flame(g, s);
    s->col_fade = moving ? 6 : 8;
    s->fade_black = moving ? 2 : 16;
    s->life = s->s_life = (uint8_t)(moving ? (R(g) & 1) + 12 : (R(g) & 3) + 20);
    Gas3_ThrownSpark(g, s, at, v, fx, 64);
}


void Flamer3_StreamLooks(Game *g, int fx, int speed)
{
    if (!Effect_Ok(fx))
        return;
    const Effect *e = &g->effects.fx[fx];
    stream_flame(g, (Vec3i){ 0, 0, 0 }, (Vec3i){ 0, 0, 0 }, fx, e->room);
    for (int i = 0; i < 2; i++) {
        int32_t spd = speed > 0 ? (R(g) % (speed << 2)) + 32 : 32;
        stream_flame(g, e->pos, Gas3_Aimed(e, spd), -1, e->room);
    }
    stream_flame(g, e->pos, Gas3_Aimed(e, speed << 1), -2, e->room);
}

void Flamer3_StreamHitLooks(Game *g, Vec3i at, int room, int blue)
{
    Gun_AddLightTR3(&g->lights, at, room, 24, 255 >> 3, 192 >> 3, (blue & 0x3F) >> 3);
    if (!near_lara(g, at.x, at.z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    Spark3_FlameColours(g, s, 8, 20);
    s->x = (R(g) & 0x1F) + at.x - 16;
    s->y = at.y;
    s->z = (R(g) & 0x1F) + at.z - 16;
    s->xvel = (int16_t)((R(g) & 0xFF) - 128);
    s->yvel = (int16_t)(-16 - (R(g) & 0xF));
    s->zvel = (int16_t)((R(g) & 0xFF) - 128);
    s->friction = 5;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 16, 0xF);
    s->gravity = (int16_t)(-16 - (R(g) & 0x1F));
    s->max_yvel = (int8_t)(-16 - (R(g) & 7));
    s->scalar = 2;
    s->s_width = s->width = s->s_height = s->height = (uint8_t)((R(g) & 0x1F) + 128);
    s->d_width = s->d_height = s->width >> 4;
}

void Flamer3_StreamSteamLooks(Game *g, Vec3i at, int room)
{
    if (!near_lara(g, at.x, at.z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    s->dr = s->dg = 192;
    s->db = 208;
    s->col_fade = 8;
    s->fade_black = 23;
    s->life = s->s_life = (uint8_t)((R(g) & 0xF) + 32);
    s->trans = SPARK3_ADD;
    s->x = (R(g) & 0x1F) + at.x - 16;
    s->y = (R(g) & 0x1F) + at.y - 16 + 32;
    s->z = (R(g) & 0x1F) + at.z - 16;
    s->xvel = (int16_t)(((R(g) & 0xFFF) - 2048) >> 2);
    s->yvel = (int16_t)(((R(g) & 0xFF) - 128) >> 4);
    s->zvel = (int16_t)(((R(g) & 0xFFF) - 2048) >> 2);
    s->friction = 20;
    s->flags = SPARK3_ALTDEF | SPARK3_ROTATE | SPARK3_DEF | SPARK3_SCALE;
    s->rot_ang = (int16_t)(R(g) & 0xFFF);
    s->rot_add = (int8_t)((R(g) & 1) ? -16 - (R(g) & 0xF) : (R(g) & 0xF) + 16);
    s->scalar = 3;
    s->d_width = (uint8_t)((R(g) & 0x1F) + 128);
    s->s_width = s->width = s->d_width >> 2;
    s->d_height = (uint8_t)(s->d_width + (R(g) & 0x1F) + 32);
    s->s_height = s->height = s->d_height >> 3;
}

void Flamer3_FireHeadFlame(Game *g, Vec3i mouth, int angle, int speed, int room)
{
    if (!near_lara(g, mouth.x, mouth.z))
        return;
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    s->sr = s->sg = (uint8_t)((R(g) & 0x1F) + 48);
    s->sb = (uint8_t)((R(g) & 0x3F) + 192);
    s->dr = (uint8_t)((R(g) & 0x3F) + 192);
    s->dg = (uint8_t)((R(g) & 0x3F) + 128);
    s->db = 32;
    s->fade_black = 8;
    s->col_fade = (uint8_t)((R(g) & 3) + 12);
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((R(g) & 7) + 28);
    s->x = (R(g) & 0x1F) + mouth.x - 16;
    s->y = (R(g) & 0x1F) + mouth.y - 16;
    s->z = (R(g) & 0x1F) + mouth.z - 16;
    speed -= R(g) % ((speed >> 3) + 1);
    int32_t sn = Math_Sin((angle & 0x1FFE) << 3) >> 2, cs = Math_Cos((angle & 0x1FFE) << 3) >> 2;
    s->xvel = (int16_t)((R(g) & 0x7F) + ((speed * sn) >> 11) - 64);
    s->yvel = (int16_t)((R(g) & 7) + 6);
    s->zvel = (int16_t)((R(g) & 0x7F) + ((speed * cs) >> 11) - 64);
    s->friction = 4;
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    if (R(g) & 1) {
        s->flags |= SPARK3_ROTATE;
        s->rot_ang = (int16_t)(R(g) & 0xFFF);
        s->rot_add = (int8_t)((R(g) & 0x3F) - 32);
    }
    s->gravity = (int16_t)(-8 - (R(g) & 0xF));
    s->max_yvel = (int8_t)(-8 - (R(g) & 7));
    s->scalar = 3;
    s->d_width = s->d_height = (uint8_t)((speed >> 4) + (R(g) & 0xF));
    s->s_width = s->width = s->s_height = s->height = s->d_width >> 2;
}
