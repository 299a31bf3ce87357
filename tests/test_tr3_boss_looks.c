/* TR3's bosses' and explosions' looks and lights (game/effects/spark_tr3.c's
 * explosion lights, the bosses' looks files): each effect makes
 * its sparks and lights with the original's numbers (tomb3 effect2.cpp,
 * tonyboss.cpp, willboss.cpp, londboss.cpp, triboss.cpp), on the spark
 * pool's streams, the game's own untouched. In purpose-built TR3 rooms
 * (tests/tr_build.h; skipped without the shared donor level); the bosses
 * are the stand-ins of their own tests (Lara's meshes, animations of our
 * own). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)

static TestGame *open_room(void)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, MID(1), 0, MID(1), 0, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "tr3_boss_looks.tr2", err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    if (!path || !t || !TestGame_OpenPath(t, path)) {
        fprintf(stderr, "tr3_boss_looks: %s\n", err);
        free(t);
        t = NULL;
    }
    TrBuild_Delete(b);
    return t;
}

static void close_room(TestGame *t)
{
    TestGame_Close(t);
    free(t);
}

static void clear_all(Game *g)
{
    while (g->effects.next_active != EFFECT_NONE)
        Effect_Kill(g, g->effects.next_active);
    for (int i = 0; g->sparks && i < SPARK3_MAX; i++)
        g->sparks->s[i].on = false;
    g->lights.count = 0;
}

static int lit_sparks(const Game *g)
{
    int n = 0;
    for (int i = 0; i < SPARK3_MAX; i++)
        n += g->sparks->s[i].on && g->sparks->s[i].dynamic >= 0;
    return n;
}

/* An explosion's light rides on its first burst spark (TriggerExplosionSparks
 * with dynamic -2: reach 4) and is handed on to the first of its children:
 * each tick one light near it (within 240), its reach 4 + 6 a tick for the
 * spark's first four ticks (10, 16, 22, 28), then one less a tick; white
 * at first (red 224..255: intensity 14 or 15 once brought to 0..31 and
 * halved), gone when the last spark carrying it is; the effect itself
 * lights nothing in TR3; the game's streams untouched. */
TEST(tr3_explosion_light_rides_on_its_sparks)
{
    TestGame *t = open_room();
    if (!t)
        SKIP("no TR3 donor level");
    Game *g = &t->g;
    clear_all(g);
    Prng before = g->sim->prng;
    Vec3i pos = { MID(4), -1024, MID(3) };
    int fx = Effect_Explosion(g, &pos, 0, false);
    CHECK(fx != EFFECT_NONE);
    CHECK_EQ(lit_sparks(g), 1);
    const Spark3 *first = NULL;
    for (int i = 0; i < SPARK3_MAX; i++)
        if (g->sparks->s[i].on && g->sparks->s[i].dynamic >= 0)
            first = &g->sparks->s[i];
    CHECK(first && first->dynamic == 4);
    Effect_Control(g);
    CHECK_EQ(g->lights.count, 0); /* the effect: no light of its own */
    static const int k_falloff[4] = { 11, 12, 12, 13 }; /* reach 10, 16, 22, 28 (x 256) */
    int ticks_lit = 0;
    for (int tick = 0; tick < 120; tick++) {
        g->lights.count = 0;
        Spark3_Update(g);
        CHECK(lit_sparks(g) <= 1);
        if (!g->lights.count)
            continue;
        CHECK_EQ(g->lights.count, 1);
        ticks_lit++;
        const GunLight *l = &g->lights.light[0];
        if (tick < 4) {
            CHECK_EQ(l->falloff, k_falloff[tick]);
            if (tick < 2)
                CHECK_MSG(l->intensity == 14 || l->intensity == 15, "tick %d: %d", tick,
                          l->intensity);
        }
        CHECK(abs(l->pos.x - pos.x) < 1024 && abs(l->pos.z - pos.z) < 1024);
    }
    CHECK_MSG(ticks_lit > 30 && ticks_lit < 100, "%d ticks lit", ticks_lit);
    CHECK_EQ(g->lights.count, 0);
    CHECK_EQ(lit_sparks(g), 0);
    CHECK(memcmp(&before, &g->sim->prng, sizeof before) == 0);
    close_room(t);
}

/* At most 32 sparks carry a light (the original's spark dynamics). */
TEST(tr3_explosion_lights_at_most_32)
{
    TestGame *t = open_room();
    if (!t)
        SKIP("no TR3 donor level");
    Game *g = &t->g;
    clear_all(g);
    for (int i = 0; i < 40; i++)
        Spark3_Explosion(g, MID(4), -1024, MID(3), 0, -2, 0, 0);
    CHECK_EQ(lit_sparks(g), 32);
    Spark3_Explosion(g, MID(4), -1024, MID(3), 0, -1, 0, 0);
    CHECK_EQ(lit_sparks(g), 32);
    close_room(t);
}
