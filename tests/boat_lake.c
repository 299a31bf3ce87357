/* The boat tests' lake (see boat_lake.h). */
#include "tests/boat_lake.h"

#include "engine/math/fixed.h"
#include "game/effects/spark_tr3.h"

BoatLake BoatLake_Add(LB_Builder *lb, bool connect)
{
    BoatLake l;
    l.air = LB_AddRoom(lb, 0, 0, 12, 16, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetFloor(lb, l.air, 1, 1, 10, 4, -2);
    l.lake = LB_AddRoom(lb, 0, 4, 12, 12, 8, 0, LB_MAT_SAND, LB_MAT_BRICK, LB_MAT_STONE);
    lb->rooms[l.lake].water = true;
    if (connect)
        LB_ConnectVertical(lb, l.air, l.lake, 1, 5, 10, 14);
    return l;
}

void BoatLake_CheckWakePair(const Item *hull, const Wake3Point *pt, int side, int32_t off,
                            const int16_t ang[2], const int32_t speed[2], int *vel_bad,
                            int *pos_bad)
{
    int32_t s = Math_Sin(hull->rot.y), c = Math_Cos(hull->rot.y);
    int32_t x = hull->pos.x + ((off * c) >> W2V_SHIFT);
    int32_t z = hull->pos.z + ((-off * s) >> W2V_SHIFT);
    for (int j = 0; j < 2; j++) {
        int16_t a = (int16_t)(side ? hull->rot.y + ang[j] : hull->rot.y - ang[j]);
        *vel_bad += pt->xvel[j] != (speed[j] * Math_Sin(a)) >> W2V_SHIFT ||
                    pt->zvel[j] != (speed[j] * Math_Cos(a)) >> W2V_SHIFT;
        *pos_bad += pt->x[j] != x + pt->xvel[j] || pt->z[j] != z + pt->zvel[j];
    }
}

void BoatLake_StepTwins(TestGame *t, TestGame *twin, InputWord in)
{
    Water3 *tw = twin->g.water3;
    SparkPool *tp = twin->g.sparks;
    twin->g.water3 = NULL;
    twin->g.sparks = NULL;
    TestGame_Step(twin, in, 1);
    twin->g.water3 = tw;
    twin->g.sparks = tp;
    TestGame_Step(t, in, 1);
}

bool BoatLake_SameStreams(const TestGame *a, const TestGame *b)
{
    return a->sim.prng.control == b->sim.prng.control && a->sim.prng.draw == b->sim.prng.draw;
}

BoatSplash BoatLake_WaitSplash(TestGame *t, const Item *hull, int max_ticks)
{
    Water3 *w = t->g.water3;
    BoatSplash b = { -1, -1, 0, 0, { 0 } };
    for (int i = 0; i < max_ticks && b.made < 0; i++) {
        int32_t was = hull->fall_speed;
        TestGame_Step(t, 0, 1);
        for (int j = 0; j < SPLASH3_MAX; j++)
            if (w->splash[j].flags & SPLASH3_ON) {
                b.made = j;
                b.fall = was;
                b.y = hull->pos.y;
            }
    }
    if (b.made >= 0)
        b.sp = w->splash[b.made];
    b.count = w->splash_count;
    return b;
}
