/* TR3's fire as it looks (see fire_looks_tr3.h). Numbers from tomb3
 * traps.cpp (FlameControl, TriggerPendulumFlame, Pendulum, DartsControl,
 * DartEmitterControl). The original draws these numbers from its control
 * stream; here from the spark pool's (Spark3_Rand; its lights' from
 * Spark3_LightRand), so nothing the game does changes. */
#include "game/effects/fire_looks_tr3.h"

#include <stdlib.h>

#include "game/effects/effect_internal.h"
#include "game/effects/spark_tr3.h"
#include "game/lara/lara_gun.h"

#define R(g) Spark3_Rand(g)
#define LARA_MESHES 15
#define NEAR_PENDULUM 0x4000
#define PENDULUM_BLADE 5          /* the joint whose light the original lights */

/* The original's wibble: 4 more every tick, in a byte. */
static int32_t wibble(const Game *g) { return (int32_t)((g->sim->tick * 4) & 0xFC); }

/* The original's sine table at index `i` (8192 a turn, steps of 2), 4096
 * for one. */
static int32_t tsin(int i) { return Math_Sin((i & 0x1FFE) << 3) >> 2; }
static int32_t tcos(int i) { return Math_Cos((i & 0x1FFE) << 3) >> 2; }

/* Where the jet's flames leap: a 4 x 4 grid over a sector, 16ths of 1024
 * (the original's xzoffs). */
static const uint8_t k_jet_spots[16][2] = {
    { 9, 9 },  { 24, 9 },  { 40, 9 },  { 55, 9 },  { 9, 24 },  { 24, 24 }, { 40, 24 }, { 55, 24 },
    { 9, 40 }, { 24, 40 }, { 40, 40 }, { 55, 40 }, { 9, 55 },  { 24, 55 }, { 40, 55 }, { 55, 55 },
};

/* The fire's flicker of light: red 24..31, green 12..15 (one number). */
static void fire_light(Game *g, Vec3i at, int room, int reach, int32_t rnd)
{
    Gun_AddLightTR3(&g->lights, at, room, reach, (rnd & 7) + 24, ((rnd >> 4) & 3) + 12, 0);
}

static void jet_flame(Game *g, const Effect *e, int spot)
{
    int32_t x = (k_jet_spots[spot][0] << 4) - 512, z = (k_jet_spots[spot][1] << 4) - 512;
    Spark3_FireFlame(g, e->pos.x + x, e->pos.y, e->pos.z + z, -1, 2, e->room);
}

void Fire3_FlameLooks(Game *g, const Effect *e)
{
    int32_t w = wibble(g);
    int32_t x = e->pos.x, y = e->pos.y, z = e->pos.z;
    if (e->frame_num == FLAME3_BIG) {
        if (!(w & 0xC)) {
            Spark3_FireFlame(g, x, y, z, -1, 0, e->room);
            Spark3_FireSmoke(g, x, y, z, -1, 0, e->room);
        }
        Spark3_StaticFlame(g, x, y, z, (R(g) & 0xF) + 96, e->room);
    } else if (e->frame_num == FLAME3_SMALL) {
        int i = ((uint16_t)e->rot.y >> 4) << 1;
        int32_t s = (288 * tsin(i)) >> 12, c = (288 * tcos(i)) >> 12;
        Spark3_StaticFlame(g, x + s, y - 192, z + c, (R(g) & 0xF) + 32, e->room);
        if (!(w & 0x18)) {
            Spark3_FireFlame(g, x + s, y - 224, z + c, -1, 1, e->room);
            Spark3_FireSmoke(g, x + s, y, z + c, -1, 1, e->room);
        }
    } else if (e->frame_num == FLAME3_JET) {
        /* flag2 (fall_speed) picks a spot in each half of the grid */
        int f2 = e->fall_speed & 0x3F;
        jet_flame(g, e, (w & 4) ? (f2 >> 3) + 8 : f2 & 7);
    }
    /* the light, somewhere over the sector's corner the fire stands in */
    int32_t rnd = Spark3_LightRand(g);
    Vec3i at = { x + ((rnd & 0xF) << 5), y + ((rnd & 0xF0) << 1), z + ((rnd >> 3) & 0x1E0) };
    if (e->frame_num == FLAME3_SIDE) {
        int16_t flag1 = e->speed, flag2 = e->fall_speed;
        int32_t rad = flag2 ? 0 : flag1 < 64 ? 2048 : (128 - flag1) << 5;
        int i = ((((uint16_t)e->rot.y >> 3) & 0xFFFE) - 4096) & 0x1FFE;
        at.x += (rad * tsin(i)) >> 12;
        at.z += (rad * tcos(i)) >> 12;
        fire_light(g, at, e->room, flag2 ? 6 : 13, rnd);
    } else {
        fire_light(g, at, e->room, 16 - (e->frame_num << 2), rnd);
    }
}

void Fire3_SideFlameLooks(Game *g, const Effect *e)
{
    int16_t flag1 = e->speed, flag2 = e->fall_speed;
    if (!flag2 && !flag1)
        return; /* the cycle starts afresh this tick */
    int i = ((uint16_t)e->rot.y >> 3) & 0x1FFE;
    int32_t rad = (R(g) & 0xFF) + 512;
    int32_t x = e->pos.x + ((rad * tsin(i)) >> 12), z = e->pos.z + ((rad * tcos(i)) >> 12);
    if (!(wibble(g) & 4))
        return;
    int back = (i + 4096) & 0x1FFE;
    if (flag2) {
        Spark3_SideFlame(g, x, e->pos.y, z, back, !(R(g) & 7) ? 1 : 0, true, e->room);
        return;
    }
    int speed = flag1 > 112 ? (129 - flag1) >> 1 : flag1 < 18 ? (flag1 >> 1) + 1 : 9;
    Spark3_SideFlame(g, x, e->pos.y, z, back, speed, false, e->room);
}

void Fire3_LaraBurnLooks(Game *g, const Item *lara, int room)
{
    if (!(wibble(g) & 0xC)) {
        for (int i = 0; i < LARA_MESHES; i++) {
            Vec3i at = { 0, 0, 0 };
            Effect_JointAbsPosition(g, lara, &at, i, NULL);
            Spark3_FireFlame(g, at.x, at.y, at.z, -1, 255, room);
        }
    }
    fire_light(g, lara->pos, room, 13, Spark3_LightRand(g));
}

void Fire3_PendulumLooks(Game *g, const Item *it)
{
    Item *lara = Game_LaraItem(g);
    Vec3i blade = { 0, -512, 0 };
    Effect_JointAbsPosition(g, it, &blade, PENDULUM_BLADE, NULL);
    if (lara && abs(lara->pos.x - it->pos.x) <= NEAR_PENDULUM &&
        abs(lara->pos.z - it->pos.z) <= NEAR_PENDULUM) {
        Spark3 *s = Spark3_New(g, it->room);
        if (s) {
            s->sr = (uint8_t)((R(g) & 0x1F) + 48);
            s->sg = s->sr >> 1;
            s->dr = (uint8_t)((R(g) & 0x3F) + 192);
            s->dg = (uint8_t)((R(g) & 0x3F) + 128);
            s->db = 32;
            s->col_fade = (uint8_t)((R(g) & 3) + 12);
            s->fade_black = 8;
            s->trans = SPARK3_ADD;
            s->life = s->s_life = (uint8_t)((R(g) & 7) + 28);
            /* riding on its blade (the original's node 3) until it
             * lets go 12..15 ticks on */
            s->x = (R(g) & 0x1F) - 16;
            s->y = 0;
            s->z = (R(g) & 0x1F) - 16;
            s->xvel = (int16_t)((R(g) & 0x3F) - 32);
            s->yvel = (int16_t)(-16 - (R(g) & 0xF));
            s->zvel = (int16_t)((R(g) & 0x3F) - 32);
            s->friction = 4;
            s->flags = SPARK3_ALTDEF | SPARK3_DEF | SPARK3_SCALE;
            Spark3_OnNode(s, (int)(it - g->sim->items), SPARK3_NODE_PENDULUM);
            if (R(g) & 1) {
                s->flags |= SPARK3_ROTATE;
                s->rot_ang = (int16_t)(R(g) & 0xFFF);
                s->rot_add = (int8_t)((R(g) & 0x1F) - 16);
            }
            s->gravity = (int16_t)(-16 - (R(g) & 0x1F));
            s->max_yvel = (int8_t)(-16 - (R(g) & 7));
            s->scalar = 3;
            s->s_width = s->width = s->s_height = s->height = (uint8_t)((R(g) & 7) + 32);
            s->d_width = s->d_height = s->width >> 2;
        }
    }
    Gun_AddLightTR3(&g->lights, blade, it->room, 11, (Spark3_LightRand(g) & 7) + 24,
                    (Spark3_LightRand(g) & 3) + 12, 0);
}

void Fire3_DartLaunchLooks(Game *g, Vec3i at, int32_t off_x, int32_t off_z, int room)
{
    int32_t x_lim = off_x ? abs(off_x * 2) - 1 : 0, z_lim = off_x ? 0 : abs(off_z * 2) - 1;
    for (int i = 0; i < 5; i++) {
        int32_t rnd = -R(g);
        int xv = off_x >= 0 ? x_lim & rnd : -(x_lim & rnd);
        int zv = off_z >= 0 ? z_lim & rnd : -(z_lim & rnd);
        Spark3_DartSmoke(g, at.x, at.y, at.z, xv, zv, false, room);
    }
}

void Fire3_DartLandLooks(Game *g, Vec3i at, int room)
{
    for (int i = 0; i < 4; i++)
        Spark3_DartSmoke(g, at.x, at.y, at.z, 0, 0, true, room);
}
