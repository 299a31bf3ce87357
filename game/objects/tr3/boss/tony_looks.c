/* Tony's looks (see boss_looks_tr3.h), from tomb3 tonyboss.cpp:
 * TriggerFireBallFlame and ControlTonyFireBall's light and bursts,
 * TriggerTonyFlame and TonyBossControl's hand lights, ExplodeTonyBoss. */
#include "game/objects/tr3/boss/boss_looks_tr3.h"

#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"

#define R(g) Spark3_Rand(g)
#define NEAR_LARA 0x4000
#define LEFT_HAND 10
#define RIGHT_HAND 13
#define HAND_REACH 12

/* His states that light his hands (the original's numbers). */
enum { TONY_ZAPP = 3, TONY_ROCKZAPP = 4, TONY_BIGBOOM = 5 };
/* The fireball kinds (tony.c's). */
enum { BALL_RISE_LEFT, BALL_RISE_RIGHT, BALL_THROWN, BALL_FROM_CEILING };

static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

static bool near_lara(Game *g, Vec3i p)
{
    const Item *l = Game_LaraItem(g);
    if (!l)
        return false;
    int32_t dx = l->pos.x - p.x, dz = l->pos.z - p.z;
    return dx >= -NEAR_LARA && dx <= NEAR_LARA && dz >= -NEAR_LARA && dz <= NEAR_LARA;
}

/* The flame both his hands and his fireballs show: yellow going orange,
 * the sheet's flame sprites, shrinking to a quarter. */
static void flame_common(Game *g, Spark3 *s, int xv, int yv, int zv)
{
    Spark3_FlameColours(g, s, 12, 24);
    s->x += (R(g) & 0xF) - 8;
    s->z += (R(g) & 0xF) - 8;
    s->xvel = (int16_t)((R(g) & 0xFF) + xv - 128);
    s->yvel = (int16_t)yv;
    s->zvel = (int16_t)((R(g) & 0xFF) + zv - 128);
    s->friction = 5;
    uint16_t carrier = s->flags;
    s->flags = carrier | SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
    Spark3_MaybeTurn(g, s, 16, 0xF);
}

static void flame_size(Game *g, Spark3 *s)
{
    s->def = 0;
    s->scalar = 1;
    int w = (R(g) & 0x1F) + 64;
    s->width = s->s_width = s->height = s->s_height = (uint8_t)w;
    s->d_width = s->d_height = (uint8_t)(w >> 2);
}

void Tony3_BallFlame(Game *g, int fx, Vec3i old)
{
    const Effect *e = &g->effects.fx[fx];
    if (!(wibble(g) & 4) || !near_lara(g, e->pos))
        return;
    int kind = e->counter;
    int xv = 0, yv = 0, zv = 0;
    if (kind > BALL_FROM_CEILING || kind == BALL_THROWN) {
        xv = (old.x - e->pos.x) * 8;
        yv = (old.y - e->pos.y) * 8;
        zv = (old.z - e->pos.z) * 8;
    }
    Spark3 *s = Spark3_New(g, e->room);
    if (!s)
        return;
    s->flags = SPARK3_FX;
    s->fx_obj = (int16_t)fx;
    flame_common(g, s, xv, yv, zv);
    flame_size(g, s);
    if (kind == BALL_RISE_LEFT || kind == BALL_RISE_RIGHT) {
        s->gravity = (int16_t)((R(g) & 0x1F) + 16);
        s->max_yvel = (int8_t)((R(g) & 0xF) + 48);
        s->scalar = 2;
        s->yvel = (int16_t)(s->yvel * -16);
    } else if (kind == BALL_FROM_CEILING) {
        s->gravity = (int16_t)(-16 - (R(g) & 0x1F));
        s->max_yvel = (int8_t)(-64 - (R(g) & 0x1F));
        s->scalar = 2;
        s->yvel = (int16_t)(s->yvel * 16);
    } else if (kind == BALL_THROWN) {
        s->scalar = 2;
    }
}

void Tony3_BallBurst(Game *g, const Effect *e, Vec3i old)
{
    int kind = e->counter;
    if (kind > BALL_FROM_CEILING)
        return;
    Spark3_Explosion(g, old.x, old.y, old.z, 3, -2, 0, e->room);
    if (kind == BALL_RISE_LEFT || kind == BALL_RISE_RIGHT)
        for (int i = 0; i < 2; i++)
            Spark3_Explosion(g, old.x, old.y, old.z, 3, -1, 0, e->room);
}

void Tony3_CeilingBurst(Game *g, Vec3i at, int room)
{
    Spark3_Explosion(g, at.x, at.y, at.z, 3, -2, 0, room);
}

void Tony3_BallLight(Game *g, const Effect *e)
{
    static const uint8_t k_reach[7] = { 16, 0, 14, 9, 7, 7, 7 };
    int kind = e->counter;
    if (kind < 0 || kind > 6 || !k_reach[kind])
        return;
    int32_t rnd = Spark3_LightRand(g);
    Gun_AddLightTR3(&g->lights, e->pos, e->room, k_reach[kind], 31 - ((rnd >> 4) & 3),
                    24 - ((rnd >> 6) & 3), rnd & 7);
}

/* TriggerTonyFlame: a flame rising off a hand, riding on it (the
 * original's nodes 4 and 5: 0, 64, 0 of the hand's mesh). */
static void hand_flame(Game *g, int item, int node)
{
    const Item *it = &g->sim->items[item];
    if (!near_lara(g, it->pos))
        return;
    Spark3 *s = BossLooks_OnNode(g, item, node);
    if (!s)
        return;
    flame_common(g, s, 0, 0, 0);
    s->yvel = (int16_t)(-16 - (R(g) & 0xF));
    s->gravity = (int16_t)(-16 - (R(g) & 0x1F));
    s->max_yvel = (int8_t)(-16 - (R(g) & 7));
    flame_size(g, s);
}

void Tony3_HandLooks(Game *g, int item, int state, int frame, int frames)
{
    if (state != TONY_ZAPP && state != TONY_ROCKZAPP && state != TONY_BIGBOOM)
        return;
    const Item *it = &g->sim->items[item];
    int f = frame;
    if (f > 16) {
        f = frames - 1 - frame;
        if (f > 16)
            f = 16;
    }
    int32_t rnd = Spark3_LightRand(g);
    int r = (f * (31 - ((rnd >> 4) & 3))) >> 4, gr = (f * (24 - ((rnd >> 6) & 3))) >> 4;
    int b = (f * (rnd & 7)) >> 4;
    Vec3i at = { 0, 0, 0 };
    Creature_JointPos(g, it, &at, LEFT_HAND);
    Gun_AddLightTR3(&g->lights, at, it->room, HAND_REACH, r, gr, b);
    hand_flame(g, item, SPARK3_NODE_TONY_RIGHT);
    if (state == TONY_ROCKZAPP || state == TONY_BIGBOOM) {
        at = (Vec3i){ 0, 0, 0 };
        Creature_JointPos(g, it, &at, RIGHT_HAND);
        Gun_AddLightTR3(&g->lights, at, it->room, HAND_REACH, r, gr, b);
        hand_flame(g, item, SPARK3_NODE_TONY_LEFT);
    }
}

/* His shield's colour: orange-white. */
static void shield_colour(Game *g, int rgb[3])
{
    rgb[0] = (R(g) & 0x1F) + 224;
    rgb[1] = (rgb[0] >> 2) + (R(g) & 0x3F);
    rgb[2] = R(g) & 0x3F;
}

void Tony3_ExplodeLooks(Game *g, const Item *it, int count, bool dead)
{
    static const int16_t k_rings[6] = { 1, 15, 25, 35, 45, 55 };
    for (int i = 0; dead && i < 6; i++) {
        if (count != k_rings[i])
            continue;
        Vec3i at = { (R(g) & 0x3FF) + it->pos.x - 512, it->pos.y - (R(g) & 0x3FF) - 256,
                     (R(g) & 0x3FF) + it->pos.z - 512 };
        int xrot = ((R(g) & 0x1FF) - 256) & 0xFFF, zrot = ((R(g) & 0x1FF) - 256) & 0xFFF;
        BossLooks_Ring(g, at, it->room, xrot, zrot, 128 + (i << 5));
        Spark3_Explosion(g, at.x, at.y, at.z, 3, -2, 0, it->room);
        for (int k = 0; k < 2; k++)
            Spark3_Explosion(g, at.x, at.y, at.z, 3, -1, 0, it->room);
    }
    /* dead, his count steps every other tick (his held death) */
    if (dead)
        BossLooks_Shield(g, it, count, 64 - count, 64, shield_colour, 2);
    else
        BossLooks_Shield(g, it, count, 128 - count, 128, shield_colour, 1);
}
