/* The electricity over the London boss as she dies (tomb3 londboss.cpp's
 * S_DrawLondonBoss: while her hit points are gone and her explosion has
 * not begun, UpdateElectricityPoints and LaraElectricDeath for both sides,
 * on her). The original's retail build drew it on Lara instead (its
 * LaraElectricDeath ignored the item it was given); here it is where it
 * was meant, on her, by Lara's bone pairs on her skeleton.
 *
 * Each side: along the 14 bone pairs, from 48 off the first joint (48
 * back on the second side) to the second joint (the same offset where a
 * limb ends, and 64 up at the head), in quarters, the three middle points
 * pushed off the line by an eighth of the drifting offsets; lines through
 * the points limb by limb (12, 12, 4, 12, 12 and 4: 56 a side, 112), each
 * point's brightness the offset's largest part (folded back past 255, half
 * on the second side), black at the ends; cyan, as the original's line
 * colour c | c << 8. A line here has one colour: the mean of its ends'.
 * Made in the tick, the offsets drifting on the spark pool's stream (the
 * original's draw stream), so the game's streams never move. */
#include "game/objects/tr3/boss/london.h"

#include <stdlib.h>

#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"

#define SIDE_OFFSET 48
#define HEAD_UP 64

/* The original's bone pairs (mesh numbers), which end a limb, and how
 * many lines each limb's run of points makes. */
static const uint8_t k_bones[14][2] = {
    { 0, 1 }, { 1, 2 }, { 2, 3 }, { 0, 4 }, { 4, 5 }, { 5, 6 }, { 0, 7 },
    { 7, 8 }, { 8, 9 }, { 9, 10 }, { 7, 11 }, { 11, 12 }, { 12, 13 }, { 7, 14 },
};
static const uint8_t k_last[14] = { 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 1, 1 };
static const uint8_t k_lines[6] = { 12, 12, 4, 12, 12, 4 };

#define MAX_POINTS 70 /* 14 bones by 4 points, and the 6 limbs' ends */

static int32_t spark_rand(void *ctx) { return Spark3_Rand(ctx); }

static int brightness(int32_t c, int side)
{
    if (c > 255)
        c = MAX(511 - c, 0);
    return side ? c >> 1 : c;
}

/* One side's points (world) and their brightness; returns how many. */
static int side_points(const Game *g, const Item *it, int side, Vec3i *pt, int *c)
{
    int n = 0;
    int32_t off = side ? -SIDE_OFFSET : SIDE_OFFSET;
    for (int i = 0; i < 14; i++) {
        Vec3i a = { off, 0, off }, b = { 0, 0, 0 };
        if (!k_last[i] || i == 13)
            b = (Vec3i){ off, i == 13 ? -HEAD_UP : 0, off };
        Effect_JointAbsPosition(g, it, &a, k_bones[i][0], NULL);
        Effect_JointAbsPosition(g, it, &b, k_bones[i][1], NULL);
        Vec3i step = { (b.x - a.x) >> 2, (b.y - a.y) >> 2, (b.z - a.z) >> 2 };
        const int16_t *j = g->bolts.jitter[(5 * i) & 15];
        for (int k = 0; k < 5; k++) {
            if (k == 4 && !k_last[i])
                break;
            Vec3i p = { a.x + step.x * k, a.y + step.y * k, a.z + step.z * k };
            int32_t d = 0;
            if (k == 4) {
                p = b;
            } else if (k) {
                int s = side ? -1 : 1;
                p.x += s * (j[0] >> 3);
                p.y += s * (j[1] >> 3);
                p.z += s * (j[2] >> 3);
                d = MAX(abs(j[0]), MAX(abs(j[1]), abs(j[2])));
                j += 6;
            }
            pt[n] = p;
            c[n++] = brightness(d, side);
        }
    }
    return n;
}

void London3_DeathElectricity(Game *g, const Item *it)
{
    if (it->model < 0 || g->lv->models[it->model].num_meshes < 15)
        return;
    Bolt_Drift(&g->bolts, spark_rand, g);
    for (int side = 0; side < 2; side++) {
        Vec3i pt[MAX_POINTS];
        int c[MAX_POINTS];
        side_points(g, it, side, pt, c);
        int n = 0;
        for (int limb = 0; limb < 6; limb++) {
            for (int l = 0; l < k_lines[limb]; l++, n++) {
                int m = (c[n] + c[n + 1]) >> 1;
                Bolt_Add(&g->bolts, pt[n], pt[n + 1], it->room, 0, m, m);
            }
            n++;
        }
    }
}
