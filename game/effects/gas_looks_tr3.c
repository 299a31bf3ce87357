/* TR3's gas and plasma as they look (see gas_looks_tr3.h). Numbers from
 * tomb3 lizman.cpp (TriggerLizmanGas, TriggerLizmanGasThrower),
 * sealmute.cpp (TriggerSealmuteGas, TriggerSealmuteGasThrower) and
 * clawmute.cpp (TriggerPlasmaBallFlame, TriggerPlasma,
 * ControlClawmutePlasmaBall, ClawmuteControl). */
#include "game/effects/gas_looks_tr3.h"

#include <stdlib.h>

#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"
#include "game/lara/lara_gun.h"

#define R(g) Spark3_Rand(g)
#define NEAR_LARA 0x4000
#define CHARGE_FRAMES 28

static bool near_lara(Game *g, int32_t x, int32_t z)
{
    const Item *l = Game_LaraItem(g);
    return l && abs(l->pos.x - x) <= NEAR_LARA && abs(l->pos.z - z) <= NEAR_LARA;
}

static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

/* Shared with the flamethrower's flames (flamer_looks_tr3.c), as the
 * original's two throwers are the same code with other colours. */
void Gas3_ThrownSpark(Game *g, Spark3 *s, Vec3i at, Vec3i v, int fx, int size_base)
{
    bool moving = v.x || v.y || v.z;
    s->x = (R(g) & 0x1F) + at.x - 16;
    s->y = at.y;
    s->z = (R(g) & 0x1F) + at.z - 16;
    s->xvel = (int16_t)((R(g) & 0xF) + v.x - 16);
    s->yvel = (int16_t)v.y;
    s->zvel = (int16_t)((R(g) & 0xF) + v.z - 16);
    s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    if (fx >= 0) {
        s->flags |= SPARK3_FX;
        s->fx_obj = (int16_t)fx;
    }
    Spark3_MaybeTurn(g, s, 16, 0xF);
    int size = (R(g) & 0x1F) + size_base;
    if (moving) {
        s->s_width = s->width = s->s_height = s->height = (uint8_t)(size >> 5);
        s->scalar = fx == -2 ? 2 : 3;
    } else {
        s->scalar = 4;
        s->s_width = s->width = s->s_height = s->height = (uint8_t)(size >> 4);
    }
    s->d_width = s->d_height = (uint8_t)(size >> 1);
}

Vec3i Gas3_Aimed(const Effect *e, int32_t spd)
{
    int32_t flat = (spd * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    return (Vec3i){ ((flat * Math_Sin(e->rot.y)) >> W2V_SHIFT) * 32,
                    -((spd * Math_Sin(e->rot.x)) >> W2V_SHIFT) * 32,
                    ((flat * Math_Cos(e->rot.y)) >> W2V_SHIFT) * 32 };
}

/* TriggerLizmanGas / TriggerSealmuteGas: at `at` flung by `v`, or (no
 * speed) riding on effect `fx`; fx -2: the fast one, drawn smaller. */
static void gas(Game *g, Vec3i at, Vec3i v, int fx, int room, bool seal)
{
    Spark3 *s = Spark3_New(g, room);
    if (!s)
        return;
    bool moving = v.x || v.y || v.z;
    if (seal) {
        s->sr = (uint8_t)((R(g) & 0x3F) + 128);
        s->sg = (uint8_t)((R(g) & 0x3F) + 128);
        s->dr = (uint8_t)((R(g) & 0xF) + 32);
        s->dg = (uint8_t)((R(g) & 0xF) + 32);
    } else {
        s->sg = (uint8_t)((R(g) & 0x3F) + 128);
        s->dg = (uint8_t)((R(g) & 0xF) + 32);
    }
    s->sb = 32;
    s->col_fade = moving ? 6 : 8;
    s->fade_black = moving ? 2 : 16;
    int life = moving ? (R(g) & 1) + 12 : (R(g) & 3) + 20;
    s->life = s->s_life = (uint8_t)(life + (seal ? (moving ? 4 : 8) : 0));
    s->trans = SPARK3_ADD;
    Gas3_ThrownSpark(g, s, at, v, fx, 48);
}


void Gas3_PuffLooks(Game *g, int fx, int speed, bool seal)
{
    if (!Effect_Ok(fx))
        return;
    const Effect *e = &g->effects.fx[fx];
    gas(g, (Vec3i){ 0, 0, 0 }, (Vec3i){ 0, 0, 0 }, fx, e->room, seal);
    for (int i = 0; i < 2; i++) {
        int32_t spd = speed > 0 ? (R(g) % (speed * 4)) + 32 : 32;
        gas(g, e->pos, Gas3_Aimed(e, spd), -1, e->room, seal);
    }
    gas(g, e->pos, Gas3_Aimed(e, speed * 2), -2, e->room, seal);
}

/* The plasma's blue-white flame going cyan (TriggerPlasmaBallFlame and
 * TriggerPlasma's colours and life). */
static void plasma_colours(Game *g, Spark3 *s)
{
    s->sr = 48;
    s->sg = (uint8_t)((R(g) & 0x1F) + 48);
    s->sb = 255;
    s->dr = 32;
    s->dg = (uint8_t)((R(g) & 0x3F) + 128);
    s->db = (uint8_t)((R(g) & 0x3F) + 192);
    s->fade_black = 8;
    s->col_fade = (uint8_t)((R(g) & 3) + 12);
    s->trans = SPARK3_ADD;
    s->life = s->s_life = (uint8_t)((R(g) & 7) + 24);
}

void Plasma3_BallLooks(Game *g, int fx, bool fragment, int32_t old_y)
{
    if (!Effect_Ok(fx))
        return;
    const Effect *e = &g->effects.fx[fx];
    if ((wibble(g) & 4) && near_lara(g, e->pos.x, e->pos.z)) {
        Spark3 *s = Spark3_New(g, e->room);
        if (s) {
            int yv = fragment ? abs(old_y - e->pos.y) << 3 : 0;
            plasma_colours(g, s);
            s->x = (R(g) & 0xF) - 8;
            s->z = (R(g) & 0xF) - 8;
            s->xvel = (int16_t)((R(g) & 0xFF) - 128);
            s->yvel = (int16_t)yv;
            s->zvel = (int16_t)((R(g) & 0xFF) - 128);
            s->friction = 5;
            s->flags = SPARK3_ALTDEF | SPARK3_FX | SPARK3_DEF | SPARK3_SCALE;
            Spark3_MaybeTurn(g, s, 16, 0xF);
            s->fx_obj = (int16_t)fx;
            s->scalar = 1;
            s->s_width = s->width = s->s_height = s->height = (uint8_t)((R(g) & 0x1F) + 64);
            s->d_width = s->d_height = s->width >> 2;
            if (!fragment) {
                s->scalar = 2;
                s->xvel = (int16_t)(s->xvel * 4);
                s->yvel = (int16_t)((R(g) & 0x1FF) - 256);
                s->zvel = (int16_t)(s->zvel * 4);
                s->friction = 85;
                s->d_width >>= 1;
                s->d_height >>= 1;
            }
        }
    }
}

void Plasma3_BallLight(Game *g, int fx, bool fragment)
{
    if (!Effect_Ok(fx))
        return;
    const Effect *e = &g->effects.fx[fx];
    int32_t c = Spark3_LightRand(g);
    Gun_AddLightTR3(&g->lights, e->pos, e->room, fragment ? 7 : 13, c & 7, 24 - ((c >> 6) & 3),
                    31 - ((c >> 4) & 3));
}

void Gas3_BurntSealLooks(Game *g, int item)
{
    const Item *it = &g->sim->items[item];
    for (int i = 9; i < 17; i++) {
        Vec3i at = { 0, 0, 0 };
        Effect_JointAbsPosition(g, it, &at, i, NULL);
        Spark3_FireFlame(g, at.x, at.y, at.z, -1, 255, it->room);
    }
    if (it->anim < 0 || (uint32_t)it->anim >= g->lv->num_animations)
        return;
    const Animation *a = &g->lv->animations[it->anim];
    int c = it->frame - a->frame_start;
    if (c > 16) {
        c = a->frame_end - it->frame;
        if (c > 16)
            c = 16;
    }
    int32_t b = Spark3_LightRand(g);
    int r = (c * (255 - ((b >> 4) & 0x1F))) >> 4;
    int gr = (c * (192 - ((b >> 6) & 0x3F))) >> 4;
    int bl = (c * (b & 0x3F)) >> 4;
    Gun_AddLightTR3(&g->lights, it->pos, it->room, 12, r >> 3, gr >> 3, bl >> 3);
}

void Plasma3_ChargeLooks(Game *g, int item, Vec3i arm, int frame)
{
    const Item *it = &g->sim->items[item];
    if (frame < CHARGE_FRAMES && near_lara(g, it->pos.x, it->pos.z)) {
        Spark3 *s = Spark3_New(g, it->room);
        if (s) {
            plasma_colours(g, s);
            s->friction = 3;
            /* riding on its arm (the original's node 6) */
            s->x = (R(g) & 0xF) - 8;
            s->y = 0;
            s->z = (R(g) & 0xF) - 8;
            s->xvel = (int16_t)((R(g) & 0x1F) - 16);
            s->yvel = (int16_t)((R(g) & 0xF) + 16);
            s->zvel = (int16_t)((R(g) & 0x1F) - 16);
            s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
            Spark3_OnNode(s, item, SPARK3_NODE_CLAW_ARM);
            Spark3_MaybeTurn(g, s, 16, 0xF);
            s->gravity = (int16_t)((R(g) & 0x1F) + 16);
            s->max_yvel = (int8_t)((R(g) & 7) + 16);
            s->scalar = 1;
            s->s_width = s->width = s->s_height = s->height = (uint8_t)((R(g) & 0x1F) + 64);
            s->d_width = s->d_height = s->width >> 2;
        }
    }
    int lp = frame;
    if (lp > 16) {
        lp = 44 - frame;
        if (lp > 16)
            lp = 16;
    }
    if (lp > 0) {
        int32_t b = Spark3_LightRand(g);
        Gun_AddLightTR3(&g->lights, arm, it->room, 13, (lp * (b & 7)) >> 4,
                        (lp * (24 - ((b >> 6) & 3))) >> 4, (lp * (31 - ((b >> 4) & 3))) >> 4);
    }
}
