/* The winged mutant's glow and sparks and the cleaner robot's sparks
 * (game/effects/creature_looks_tr3.c; tomb3 wingmute.cpp, cleaner.cpp) on
 * built TR3 rooms (skipped without the shared donor level). Stand-ins:
 * Lara's meshes for both (the donor has neither model; her meshes give
 * the joints the looks ride on: 10 for the mutant, 5, 9 and 13 for the
 * robot). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/core/log.h"
#include "game/creature/lot.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)

/* ---- the winged mutant ---------------------------------------------------- */

enum { WING_HOVER, WING_LAND, WING_WAIT, WING_TAKEOFF, WING_ATTACK, WING_FALL, WING_DEATH, WING_MOVE };

static const Tr3Anim k_wing_anims[] = {
    { WING_HOVER, 10, 0, -1, false },  { WING_LAND, 10, 0, 2, false },
    { WING_WAIT, 10, 0, -1, false },   { WING_TAKEOFF, 10, 0, 0, false },
    { WING_ATTACK, 20, 0, 0, false },  { WING_FALL, 10, 0, -1, false },
    { WING_DEATH, 10, 0, -1, false },  { WING_MOVE, 10, 30, -1, false },
};

static TestGame *wing_range(int *lara, int *wing)
{
    static const Tr3Range r = { O3_MUTANT_1, k_wing_anims,
                                (int)(sizeof k_wing_anims / sizeof k_wing_anims[0]),
                                5, 0, false, 0, NULL, 0, 0 };
    int other;
    return Tr3Range_Open(&r, lara, wing, &other);
}

/* Its sparks on: riding on its node 1. */
static int wing_sparks(const Game *g, int wing)
{
    int n = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        n += s->on && (s->flags & SPARK3_NODE) && (s->flags & SPARK3_ITEM) && s->fx_obj == wing &&
             s->node == SPARK3_NODE_WINGMUTE;
    }
    return n;
}

/* Its routine run once with its glow at `phase`: the light it made (its
 * intensity, -1 none or more than one) and the phase after. */
static int glow_at(TestGame *t, int wing, int phase, int32_t *after)
{
    Game *g = &t->g;
    Item *it = &t->sim.items[wing];
    it->data_index = phase;
    g->lights.count = 0;
    g->objects[O3_MUTANT_1].control(g, wing);
    *after = it->data_index;
    return g->lights.count == 1 && g->lights.light[0].falloff == 11 ? g->lights.light[0].intensity
                                                                   : -1;
}

/* The glow's phase is picked by its initialise (0..127, kept in
 * data_index, the original's item_flags[1]) and steps on a tick, 0..63;
 * its green light (reach 10: a fall-off of 2^11) is |sin| of the phase
 * times 1024, 0..31 (our lights: half the brightest channel): 0 at 0 and
 * 32, 11 at 8 and 24, 15 at 16 and 48, 1 at 1 but 2 at 63 (the
 * negative half rounds down, as the original's shift). Two sparks a tick
 * ride on its node 1 (8 ticks, green going to 224..255, sized 3..6 and
 * halving), none with Lara beyond 16 sectors; the light stays. Dead, it
 * still glows. */
TEST(tr3_winged_mutant_glows_and_sparks)
{
    int lara, wing;
    TestGame *t = wing_range(&lara, &wing);
    if (!t)
        SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3));
    Game *g = &t->g;
    Item *it = &t->sim.items[wing], *l = &t->sim.items[lara];
    int32_t start = it->data_index;
    TestGame_Step(t, 0, 1);
    int32_t next = it->data_index;
    CHECK_MSG(start >= 0 && start < 128, "phase %d", (int)start);
    CHECK_EQ(next, (start + 1) & 0x3F);
    int32_t after;
    static const struct { int phase, intensity; } k_glow[] = {
        { 0, 0 }, { 8, 11 }, { 16, 15 }, { 24, 11 }, { 32, 0 }, { 48, 15 }, { 1, 1 }, { 63, 2 },
    };
    for (size_t i = 0; i < sizeof k_glow / sizeof k_glow[0]; i++) {
        int got = glow_at(t, wing, k_glow[i].phase, &after);
        CHECK_MSG(got == k_glow[i].intensity, "phase %d: %d", k_glow[i].phase, got);
        CHECK_EQ(after, (k_glow[i].phase + 1) & 0x3F);
    }
    /* its sparks, counted over ticks */
    for (int i = 0; i < SPARK3_MAX; i++)
        g->sparks->s[i].on = false;
    uint32_t made = g->sparks->made;
    g->objects[O3_MUTANT_1].control(g, wing);
    CHECK_EQ(g->sparks->made - made, 2u);
    CHECK_EQ(wing_sparks(g, wing), 2);
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        if (!s->on)
            continue;
        CHECK_EQ(s->s_life, 8);
        CHECK(s->dg >= 224 && s->sg >= 32 && s->sg < 96 && s->sr == s->sg >> 2);
        CHECK(s->s_width >= 3 && s->s_width <= 6 && s->d_width == s->s_width >> 1);
        CHECK(s->flags & SPARK3_DEF);
    }
    TestGame_Step(t, 0, 20);
    int steady = wing_sparks(g, wing);
    CHECK_MSG(steady >= 14 && steady <= 16, "%d sparks on it", steady);
    /* Lara 17 sectors off: the light, no sparks */
    int32_t lx = l->pos.x;
    l->pos.x = it->pos.x - 17 * SEC;
    made = g->sparks->made;
    CHECK(glow_at(t, wing, 16, &after) == 15);
    CHECK_EQ(g->sparks->made - made, 0u);
    l->pos.x = lx;
    /* dead (falling), it glows and sparks on */
    it->hit_points = 0;
    made = g->sparks->made;
    CHECK(glow_at(t, wing, 8, &after) == 11);
    CHECK_EQ(g->sparks->made - made, 2u);
    TestGame_Delete(t);
}

/* The glow's phase is game state (saved with the item); the sparks draw
 * from the pool's stream: the same ticks with and without the pool leave
 * the game's streams and the phase alike. */
TEST(tr3_winged_mutant_looks_leave_the_game_streams)
{
    uint32_t seeds[2];
    int32_t phase[2];
    for (int k = 0; k < 2; k++) {
        int lara, wing;
        TestGame *t = wing_range(&lara, &wing);
        if (!t)
            SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3));
        SparkPool *pool = t->g.sparks;
        if (k)
            t->g.sparks = NULL;
        TestGame_Step(t, 0, 60);
        seeds[k] = t->sim.prng.control;
        phase[k] = t->sim.items[wing].data_index;
        t->g.sparks = pool;
        TestGame_Delete(t);
    }
    CHECK_EQ(seeds[0], seeds[1]);
    CHECK_EQ(phase[0], phase[1]);
}

/* ---- the cleaner robot ---------------------------------------------------- */

/* A room 8 x 5 sectors inside, Lara in its corner (1, 5), the robot on
 * (6, 3) facing -x, woken (it circles in the open). Its stand-in: Lara's
 * meshes, one still animation. NULL: no donor; -1: it does not build. */
static TestGame *open_lab(int *robot)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 10, 7, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0x4000, 0);
    *robot = LB_AddItem(&b->lb, O3_ELECTRIC_CLEANER, room, MID(6), 0, MID(3), (int16_t)0xC000, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "tr3_cleaner_looks.tr2", err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    bool ok = path && t && Level_Load(path, &t->lv, err, sizeof err);
    TrBuild_Delete(b);
    static const Tr3Anim still[] = { { 0, 1, 0, -1, false } };
    if (!ok || !Tr3Range_AddStandIn(&t->lv, O3_ELECTRIC_CLEANER, still, 1) || !TestGame_Start(t)) {
        fprintf(stderr, "tr3 cleaner looks: %s\n", err);
        if (ok)
            Level_Free(&t->lv);
        free(t);
        return (TestGame *)-1;
    }
    t->sim.items[*robot].activation_mask = ITEM_MASK_FULL;
    Tr3Range_Wake(t, *robot);
    return t;
}

#define LAB_OR_SKIP(t, robot)                                                     \
    do {                                                                          \
        (t) = open_lab(robot);                                                    \
        if (!(t))                                                                 \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                \
        CHECK_MSG((t) != (TestGame *)-1, "the lab does not build");               \
        if ((t) == (TestGame *)-1)                                                \
            return;                                                               \
    } while (0)

/* Sparks made at node `node` (riding on the robot) this tick: those on
 * with one tick of life gone (the pool's update follows the items'). */
static int new_at_node(const Game *g, int robot, int node)
{
    int n = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        n += s->on && (s->flags & SPARK3_NODE) && s->fx_obj == robot && s->node == node &&
             s->life + 1 == s->s_life;
    }
    return n;
}

/* While it runs, each of its nodes 9..11 sparks in bursts: a burst, once
 * started (one tick in eight), makes a spark a tick for 5..12 ticks, so a
 * run of sparking ticks is at least 5 long; each spark blue-white (start
 * grey 192..255, going to blue 192..255), 20..27 ticks, untextured,
 * flung across at up to 512 and falling; each sparking tick also lights
 * the node blue (reach 10). Stopped (its heavy trigger, its shock), no
 * more. */
TEST(tr3_cleaner_sparks_in_bursts_at_its_nodes)
{
    TestGame *t;
    int robot;
    LAB_OR_SKIP(t, &robot);
    Game *g = &t->g;
    int run[3] = { 0, 0, 0 }, shortest[3] = { 99, 99, 99 }, runs[3] = { 0, 0, 0 };
    int lit_ticks = 0, spark_ticks = 0;
    bool bad = false;
    for (int tick = 0; tick < 400; tick++) {
        TestGame_Step(t, 0, 1);
        int any = 0;
        for (int k = 0; k < 3; k++) {
            int n = new_at_node(g, robot, SPARK3_NODE_CLEANER + k);
            bad |= n > 1;
            any |= n;
            if (n) {
                run[k]++;
            } else if (run[k]) {
                /* (a run cut by the end of the 400 ticks is not counted) */
                shortest[k] = run[k] < shortest[k] ? run[k] : shortest[k];
                runs[k]++;
                run[k] = 0;
            }
        }
        spark_ticks += any != 0;
        lit_ticks += any && g->lights.count > 0;
    }
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        if (!s->on || s->fx_obj != robot)
            continue;
        bad |= s->s_life < 20 || s->s_life > 27 || s->sr < 192 || s->sr != s->sg ||
               s->sr != s->sb || s->db < 192 || s->dr != s->sr >> 2 || (s->flags & SPARK3_DEF) ||
               s->friction != 4 || s->gravity < 4 || s->gravity > 7;
    }
    CHECK(!bad);
    for (int k = 0; k < 3; k++) {
        CHECK_MSG(runs[k] >= 3, "node %d: %d bursts", k, runs[k]);
        CHECK_MSG(shortest[k] >= 5, "node %d: a burst of %d ticks", k, shortest[k]);
    }
    CHECK(spark_ticks > 0);
    CHECK_EQ(lit_ticks, spark_ticks);
    /* stopped: nothing more */
    t->sim.items[robot].data_index |= 1;
    uint32_t made = g->sparks->made;
    TestGame_Step(t, 0, 60);
    CHECK_EQ(g->sparks->made - made, 0u);
    TestGame_Delete(t);
}

/* Its sparks and lights draw from the pool's streams: the same ticks with
 * and without the pool leave the game's streams and the robot alike. */
TEST(tr3_cleaner_looks_leave_the_game_streams)
{
    uint32_t seeds[2];
    Vec3i at[2];
    for (int k = 0; k < 2; k++) {
        TestGame *t;
        int robot;
        LAB_OR_SKIP(t, &robot);
        SparkPool *pool = t->g.sparks;
        if (k)
            t->g.sparks = NULL;
        TestGame_Step(t, 0, 120);
        seeds[k] = t->sim.prng.control;
        at[k] = t->sim.items[robot].pos;
        t->g.sparks = pool;
        TestGame_Delete(t);
    }
    CHECK_EQ(seeds[0], seeds[1]);
    CHECK(at[0].x == at[1].x && at[0].z == at[1].z);
}
