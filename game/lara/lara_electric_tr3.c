/* TR3's electrocution of Lara (see Lara_Electrocute; tomb3 control.cpp's
 * game loop after LaraControl, laraelec.cpp's UpdateElectricityPoints and
 * draweffects.cpp's LaraElectricDeath). She dies the way she is killed
 * (her hit points are set by what electrocutes her); the electricity is
 * what happens on top: each tick a light at her feet (white-blue for the
 * first 12 ticks, then a wavering blue), the crackle and its loop, and
 * bolts along her bones on both sides of her body. The original grows
 * lara.electric once a drawn frame; here once a tick (30 a second, as its
 * frames). */
#include "game/game.h"
#include "game/lara/lara_tr3_internal.h"

#define SFX3_LARA_ELECTRIC_LOOP 129
#define SFX3_LARA_ELECTRIC_CRACKLES 130
#define ELECTRIC_MAX 16
#define ELECTRIC_WHITE 12
#define SIDE_OFFSET 48

/* The original's bones the electricity runs along: mesh pairs (hips to
 * each leg's meshes, the torso to each arm's and the head). */
static const uint8_t k_bones[14][2] = {
    {0, 1}, {1, 2}, {2, 3}, {0, 4}, {4, 5}, {5, 6}, {0, 7},
    {7, 8}, {8, 9}, {9, 10}, {7, 11}, {11, 12}, {12, 13}, {7, 14},
};

void Lara_Electrocute(Game *g)
{
    if (!g->lara.electric)
        g->lara.electric = 1;
}

/* TR3's fall-off (a reach in 256-unit steps) as the dynamic light's
 * power-of-two reach. */
static int falloff_log2(int falloff)
{
    int n = 8;
    for (int f = falloff; f > 1; f >>= 1)
        n++;
    return n;
}

static void light(Game *g, const Item *lara)
{
    Prng *p = &g->sim->prng;
    int e = g->lara.electric, intensity, falloff;
    if (e < ELECTRIC_WHITE) {
        /* its red's flicker (a light here has no colour: its blue, full,
         * is its brightness), drawn to keep the stream as the original's */
        Prng_Control(p);
        falloff = (Prng_Control(p) & 1) - 2 * e + 25;
        intensity = 31;
    } else {
        int gr = (Prng_Control(p) & 0x3F) + 64;
        int b = (Prng_Control(p) & 0x3F) + 128;
        falloff = (Prng_Control(p) & 3) + 8;
        intensity = MAX(gr, b) >> 3;
    }
    Gun_AddLight(&g->lights, lara->pos, lara->room, intensity, falloff_log2(falloff));
}

static int32_t draw_rand(void *ctx) { return Prng_Draw(ctx); }

/* Her bones' bolts, both sides: joint to joint through a point pushed
 * off the line by the drifting offsets. */
static void bolts(Game *g, const Item *lara)
{
    for (int side = 0; side < 2; side++) {
        int32_t off = side ? -SIDE_OFFSET : SIDE_OFFSET;
        for (int i = 0; i < 14; i++) {
            Vec3i a = { off, 0, off }, b = { off, 0, off };
            Effect_JointAbsPosition(g, lara, &a, k_bones[i][0], NULL);
            Effect_JointAbsPosition(g, lara, &b, k_bones[i][1], NULL);
            const int16_t *j = g->bolts.jitter[(5 * i) & 15];
            Vec3i m = { (a.x + b.x) / 2 + j[0] - 128, (a.y + b.y) / 2 + j[1] - 128,
                        (a.z + b.z) / 2 + j[2] - 128 };
            Bolt_Add(&g->bolts, a, m, lara->room, 128, 160, 255);
            Bolt_Add(&g->bolts, m, b, lara->room, 128, 160, 255);
        }
    }
}

void Lara3_ElectricTick(Game *g)
{
    Lara *l = &g->lara;
    Item *lara = Game_LaraItem(g);
    if (!l->electric || !lara)
        return;
    light(g, lara);
    Effect_Sound(g, SFX3_LARA_ELECTRIC_LOOP, &lara->pos);
    Effect_Sound(g, SFX3_LARA_ELECTRIC_CRACKLES, &lara->pos);
    if (l->electric < ELECTRIC_MAX)
        l->electric++;
    Bolt_Drift(&g->bolts, draw_rand, &g->sim->prng);
    bolts(g, lara);
}
