/* TR3's explosion under water (game/effects/uw_explosion_tr3.c; tomb3
 * lara1gun.cpp TriggerUnderwaterExplosion and its callers ControlRocket /
 * ControlGrenade, effect2.cpp TriggerExplosionBubble, UpdateSparks) on
 * rooms built at test time (tests/tr_build.h; skipped without
 * ../shared/levels/tr3/RANDO_TEST1.TR2): a dry room whose far half opens on
 * a water room 16 clicks deep, its surface at y = 0. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/effects/splash_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)
#define WET 1

/* Dry room x 1..6, z 1..10 (floor 0); z 6..10 over water room 1 (floor 16
 * clicks down). Lara at (3.5, 0, 3.5). */
static TestGame *open_level(char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR3, why, cap);
    if (!b)
        return NULL;
    int wet;
    int dry = TrBuild_AddDryOverPool(b, 16, &wet);
    LB_AddItem(&b->lb, 0, dry, MID(3), 0, MID(3), 0, 0);
    return TrBuildGame_OpenWhy(b, "tr3_uw_explosion.tr2", why, cap);
}

#define OPEN_OR_SKIP(t)                                                                 \
    do {                                                                                \
        char why_[600] = "";                                                            \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                              \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                     \
        (t) = open_level(why_, sizeof why_);                                            \
        CHECK_MSG((t) != NULL, "%s", why_);                                             \
    } while (0)

static void clear_looks(Game *g)
{
    for (int i = 0; i < SPARK3_MAX; i++)
        g->sparks->s[i].on = false;
    memset(g->water3->splash, 0, sizeof g->water3->splash);
}

static int splashes_on(const Game *g)
{
    int n = 0;
    for (int i = 0; i < SPLASH3_MAX; i++)
        n += (g->water3->splash[i].flags & SPLASH3_ON) != 0;
    return n;
}

/* Sparks on with all of `flags`; of those, how many look like the big
 * bubble (24 ticks, half of 63..70 wide growing to twice it). */
static int sparks_with(const Game *g, unsigned flags, int *bubbles)
{
    int n = 0;
    *bubbles = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        if (!s->on || (s->flags & flags) != flags)
            continue;
        n++;
        *bubbles += s->s_life == 24 && s->s_width >= 31 && s->s_width <= 35 &&
                    s->d_width >= 126 && s->d_width <= 140 && s->d_width / 4 == s->s_width;
    }
    return n;
}

static int bubble_effects(Game *g)
{
    int n = 0;
    for (int fx = g->effects.next_active; fx >= 0; fx = g->effects.fx[fx].next_active)
        n += g->effects.fx[fx].object_id == Effect_Ids(g)->bubble;
    return n;
}

/* Two sectors under the surface or less: the big bubble and seven bubble
 * effects round it, four under-water explosion sparks (the first with a
 * light), a splash at the water room's top the stronger the nearer
 * (inner ring thrown up at (-512 - (2048 - depth)) x 8); deeper, none.
 * The sparks and the splash leave the game's streams as they were; the
 * bubbles draw from the control stream as the original's CreateBubble
 * (three for where, two for how fast: 35 numbers). Their children, a few
 * ticks on, send up more bubbles (UpdateSparks). */
TEST(tr3_underwater_explosion_bubble_sparks_and_splash)
{
    TestGame *t;
    OPEN_OR_SKIP(t);
    Game *g = &t->g;
    clear_looks(g);
    Prng before = g->sim->prng;
    int fx0 = bubble_effects(g);
    Spark3_UnderwaterExplosion(g, MID(3), 1000, MID(8), WET);
    int big = 0;
    CHECK_EQ(sparks_with(g, SPARK3_UNDERWATER | SPARK3_DEF | SPARK3_SCALE, &big), 5);
    CHECK_EQ(big, 1);
    int lit = 0, burst = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        if (s->on && (s->flags & SPARK3_UNDERWATER) && s->friction == 17) {
            burst++;
            lit += s->dynamic >= 0;
            CHECK_EQ(s->extras & 7, 2);
        }
    }
    CHECK_EQ(burst, 4);
    CHECK_EQ(lit, 1);
    CHECK_EQ(bubble_effects(g) - fx0, 7);
    CHECK_EQ(splashes_on(g), 1);
    const Splash3 *sp = &g->water3->splash[0];
    CHECK_EQ(sp->y, g->lv->rooms[WET].y_top);
    CHECK_EQ(sp->p[8].yv, (-512 - (2048 - 1000)) * 8);
    CHECK_EQ(sp->p[24].yv, (-768 - (2048 - 1000)) * 4);
    CHECK_EQ(g->sim->prng.draw, before.draw);
    CHECK_EQ(g->sim->prng.control_calls - before.control_calls, 35u);

    /* the children: more bubbles go up with them */
    int fx1 = bubble_effects(g);
    for (int i = 0; i < 12; i++)
        Spark3_Update(g);
    CHECK(bubble_effects(g) > fx1);

    /* deeper than two sectors: no splash */
    clear_looks(g);
    Spark3_UnderwaterExplosion(g, MID(3), 3000, MID(8), WET);
    CHECK_EQ(splashes_on(g), 0);
    CHECK_EQ(sparks_with(g, SPARK3_UNDERWATER | SPARK3_DEF | SPARK3_SCALE, &big), 5);
    TestGame_Delete(t);
}

/* A grenade going off in the water room explodes as under water (TR3's
 * ControlGrenade): under-water sparks, the bubbles, the splash; in the dry
 * room the burst in the air, none of those. */
TEST(tr3_grenade_in_water_explodes_under_water)
{
    TestGame *t;
    OPEN_OR_SKIP(t);
    Game *g = &t->g;
    const struct {
        int room;
        int32_t y, z;
        bool wet;
    } cases[] = { { WET, 1200, MID(8), true }, { 0, -300, MID(3), false } };
    for (int c = 0; c < 2; c++) {
        clear_looks(g);
        int fx0 = bubble_effects(g);
        Vec3i at = { MID(3), cases[c].y, cases[c].z };
        int gr = Sim_CreateItem(g->sim, O3_GRENADE, cases[c].room, at, 0);
        CHECK(gr >= 0);
        Item *it = &g->sim->items[gr];
        it->hit_points = 1;
        it->speed = 0;
        it->fall_speed = 0;
        g->objects[O3_GRENADE].control(g, gr);
        int big = 0;
        int uw = sparks_with(g, SPARK3_UNDERWATER, &big);
        CHECK_EQ(Spark3_Count(g) > 0, true);
        if (cases[c].wet) {
            CHECK_EQ(uw, 5);
            CHECK_EQ(big, 1);
            CHECK_EQ(bubble_effects(g) - fx0, 7);
            CHECK_EQ(splashes_on(g), 1);
        } else {
            CHECK_EQ(uw, 0);
            CHECK_EQ(bubble_effects(g) - fx0, 0);
            CHECK_EQ(splashes_on(g), 0);
        }
    }
    TestGame_Delete(t);
}
