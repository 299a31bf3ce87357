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
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/inventory/inventory.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/tr3/boss/boss_looks_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_range.h"
#include "tests/tr3_willard_range.h"
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

/* ---- Tony (tony_looks.c) on test_tr3_tony.c's stand-in ---------------------- */

enum { T_WAIT, T_RISE, T_FLOAT, T_ZAPP, T_ROCKZAPP, T_BIGBOOM, T_DEATH };

static const Tr3Anim k_tony_anims[] = {
    { T_WAIT, 10, 0, -1, false },     { T_RISE, 30, 0, 2, false },
    { T_FLOAT, 10, 0, -1, false },    { T_ZAPP, 40, 0, 2, false },
    { T_ROCKZAPP, 50, 0, 2, false },  { T_BIGBOOM, 70, 0, 2, false },
    { T_DEATH, 120, 0, -1, true },
};

/* Tony 4 sectors from Lara (within his 5: he rises at once). */
static TestGame *open_tony(int *lara, int *tony)
{
    Tr3Range r = { .id = O3_TONY, .anims = k_tony_anims, .num_anims = 7, .gap = 4 };
    int other;
    TestGame *t = Tr3Range_Open(&r, lara, tony, &other);
    if (t)
        t->sim.items[*lara].hit_points = 30000; /* she outlives the test */
    return t;
}

#define TONY_OR_SKIP(t, lara, tony)                                                          \
    do {                                                                                     \
        (t) = open_tony(lara, tony);                                                         \
        if (!(t))                                                                            \
            SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3)); \
    } while (0)

static int find_ball(const Game *g, int kind)
{
    const EffectList *l = &g->effects;
    for (int fx = l->next_active, k = 0; fx >= 0 && k < EFFECT_MAX; fx = l->fx[fx].next_active, k++)
        if (l->fx[fx].object_id == O3_TONYFIREBALL && l->fx[fx].counter == kind)
            return fx;
    return -1;
}

static const GunLight *light_at(const Game *g, Vec3i p, int32_t within)
{
    for (int i = 0; i < g->lights.count; i++) {
        const GunLight *l = &g->lights.light[i];
        if (abs(l->pos.x - p.x) <= within && abs(l->pos.y - p.y) <= within &&
            abs(l->pos.z - p.z) <= within)
            return l;
    }
    return NULL;
}

static int sparks_on(const Game *g, unsigned flag, int obj)
{
    int n = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        n += s->on && (s->flags & flag) && s->fx_obj == obj;
    }
    return n;
}

/* Open to harm (his boom's count over), to the tick he zaps the rocks. */
static bool until_rockzapp(TestGame *t, Item *it)
{
    CreatureInfo *c;
    int n = 0;
    while ((!(c = it->data) || c->item_flags[3] != 2 || c->item_flags[1]) && n < 400) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    while (find_ball(&t->g, 0) < 0 && n < 800) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    return n < 800;
}

/* His rising fireballs: the left one lit (reach 16: 2^12, red 28..31
 * halved), the right one not (the original's reach 0); flames riding on
 * each every other tick (TriggerFireBallFlame), letting go of it after 4
 * to 11 ticks; while he zaps the rocks both hands lit (reach 12, by the
 * animation's frame) with flames on them (TriggerTonyFlame). */
TEST(tr3_tony_fireballs_and_hands_flame_and_light)
{
    TestGame *t;
    int lara, tony;
    TONY_OR_SKIP(t, &lara, &tony);
    Game *g = &t->g;
    Item *it = &t->sim.items[tony];
    CHECK(until_rockzapp(t, it));
    CHECK_EQ(it->current_state, T_ROCKZAPP);
    int left = find_ball(g, 0), right = find_ball(g, 1);
    CHECK(left >= 0 && right >= 0);
    int flames_l = 0, flames_r = 0, loose = 0;
    for (int i = 0; i < 4 && find_ball(g, 0) == left; i++) {
        const GunLight *l = light_at(g, g->effects.fx[left].pos, 0);
        CHECK(l != NULL);
        if (l) {
            CHECK_EQ(l->falloff, 12);
            CHECK_MSG(l->intensity == 14 || l->intensity == 15, "%d", l->intensity);
        }
        CHECK(light_at(g, g->effects.fx[right].pos, 0) == NULL ||
              light_at(g, g->effects.fx[right].pos, 0) == l);
        flames_l += sparks_on(g, SPARK3_FX, left);
        flames_r += sparks_on(g, SPARK3_FX, right);
        TestGame_Step(t, 0, 1);
    }
    CHECK(flames_l > 0 && flames_r > 0);
    /* his hands: two lights of reach 12 (2^11 or 2^12) and flames riding on him */
    int hand_lights = 0;
    for (int i = 0; i < g->lights.count; i++)
        hand_lights += g->lights.light[i].falloff == 12 || g->lights.light[i].falloff == 11;
    CHECK(hand_lights >= 2);
    CHECK(sparks_on(g, SPARK3_ITEM, tony) > 0);
    for (int i = 0; i < 30; i++) {
        TestGame_Step(t, 0, 1);
        for (int k = 0; k < SPARK3_MAX; k++) {
            const Spark3 *s = &g->sparks->s[k];
            loose += s->on && !(s->flags & (SPARK3_FX | SPARK3_ITEM)) && s->def == 0 &&
                     s->s_width >= 64 && s->s_width < 96;
        }
    }
    CHECK(loose > 0); /* flames let go of their ball */
    TestGame_Delete(t);
}

/* His hands' flames ride on his hands (the original's nodes 4 and 5: 0,
 * 64, 0 of meshes 10 and 13, SF_ATTACHEDNODE): drawn where the hand is
 * now plus the flame's own drift, so turned a quarter he takes them with
 * him (the original's GetJointAbsPosition as it draws). Drawing them
 * changes nothing: the game's state is the same after. */
TEST(tr3_tony_hand_flames_follow_his_hands)
{
    TestGame *t;
    int lara, tony;
    TONY_OR_SKIP(t, &lara, &tony);
    Game *g = &t->g;
    Item *it = &t->sim.items[tony];
    CHECK(until_rockzapp(t, it));
    int at = -1;
    for (int i = 0; i < SPARK3_MAX && at < 0; i++) {
        const Spark3 *s = &g->sparks->s[i];
        if (s->on && (s->flags & SPARK3_NODE) && s->fx_obj == tony)
            at = i;
    }
    CHECK_MSG(at >= 0, "no flame on his hands");
    if (at < 0) {
        TestGame_Delete(t);
        return;
    }
    SparkPool *pool = g->sparks;
    Spark3 fl = pool->s[at];
    CHECK(fl.node == SPARK3_NODE_TONY_LEFT || fl.node == SPARK3_NODE_TONY_RIGHT);
    CHECK(abs(fl.x) < 64 && abs(fl.z) < 64); /* a drift, not the hand's place */
    Vec3i before = { 0, 64, 0 };
    Creature_JointPos(g, it, &before, fl.node == SPARK3_NODE_TONY_LEFT ? 10 : 13);
    it->rot.y = (int16_t)(it->rot.y + 0x4000);
    Vec3i hand = { 0, 64, 0 };
    Creature_JointPos(g, it, &hand, fl.node == SPARK3_NODE_TONY_LEFT ? 10 : 13);
    CHECK_MSG(abs(hand.x - before.x) + abs(hand.z - before.z) > 64, "the hand did not move");
    SparkPool *one = calloc(1, sizeof *one);
    CHECK(one);
    if (!one) {
        TestGame_Delete(t);
        return;
    }
    one->s[0] = fl;
    g->sparks = one;
    Sim copy = t->sim;
    Item tony_was = *it;
    SimDrawList dl = {0};
    CHECK(Spark3_AppendDraws(g, &dl));
    CHECK(memcmp(&copy, &t->sim, sizeof copy) == 0);
    CHECK(memcmp(&tony_was, it, sizeof tony_was) == 0);
    CHECK(memcmp(&fl, &one->s[0], sizeof fl) == 0);
    CHECK_EQ(dl.num_sprites, 1u);
    if (dl.num_sprites == 1) {
        CHECK_EQ(dl.sprites[0].x, hand.x + fl.x);
        CHECK_EQ(dl.sprites[0].y, hand.y + fl.y);
        CHECK_EQ(dl.sprites[0].z, hand.z + fl.z);
    }
    SimDraw_Free(&dl);
    g->sparks = pool;
    free(one);
    TestGame_Delete(t);
}

/* Dead, on his explosion's first count: a ring of eight sprites of the
 * sheet's ring sprites (4..7) flying out (ExpRings: 32 ticks), the
 * explosion's sparks with a light, and the expanding shield's lit points
 * (four rings of eight); past count 64 no shield. And all of it leaves
 * the game's random streams as they are: the same run without the spark
 * pool ends with the same streams. */
static void kill_tony(TestGame *t, Item *it, int *count_out)
{
    CreatureInfo *c = it->data;
    it->hit_points = 0;
    int n = 0;
    while (c && !c->item_flags[1] && n < 200) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    *count_out = c ? c->item_flags[1] : 0;
}

static int ring_sparks(const Game *g)
{
    int n = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        n += s->on && (s->flags & SPARK3_DEF) && s->def >= 4 && s->def <= 7 && s->s_life == 32;
    }
    return n;
}

TEST(tr3_tony_explosion_rings_shield_and_light)
{
    TestGame *t;
    int lara, tony;
    TONY_OR_SKIP(t, &lara, &tony);
    Game *g = &t->g;
    Item *it = &t->sim.items[tony];
    CHECK(until_rockzapp(t, it));
    int count;
    kill_tony(t, it, &count);
    CHECK_EQ(count, 1);
    CHECK_EQ(ring_sparks(g), 8);
    CHECK(lit_sparks(g) >= 1);
    int shield = 0;
    for (int i = 0; i < SPARK3_MAX; i++)
        shield += g->sparks->s[i].on && g->sparks->s[i].s_life == 3 && g->sparks->s[i].s_width == 16;
    CHECK_MSG(shield > 16 && shield <= 32, "%d shield points", shield);
    CreatureInfo *c = it->data;
    while (c->item_flags[1] < 70)
        TestGame_Step(t, 0, 1);
    TestGame_Step(t, 0, 4);
    shield = 0;
    for (int i = 0; i < SPARK3_MAX; i++)
        shield += g->sparks->s[i].on && g->sparks->s[i].s_life == 3 && g->sparks->s[i].s_width == 16;
    CHECK_EQ(shield, 0);
    TestGame_Delete(t);
}

TEST(tr3_tony_looks_leave_the_game_streams)
{
    Prng with, without;
    for (int pass = 0; pass < 2; pass++) {
        TestGame *t;
        int lara, tony;
        TONY_OR_SKIP(t, &lara, &tony);
        SparkPool *pool = t->g.sparks;
        if (pass)
            t->g.sparks = NULL;
        Item *it = &t->sim.items[tony];
        CHECK(until_rockzapp(t, it));
        TestGame_Step(t, 0, 100);
        int count;
        kill_tony(t, it, &count);
        TestGame_Step(t, 0, 40);
        *(pass ? &without : &with) = t->sim.prng;
        t->g.sparks = pool;
        TestGame_Delete(t);
    }
    CHECK(memcmp(&with, &without, sizeof with) == 0);
}

/* ---- Willard (willard_looks.c) on his stand-in (tests/tr3_willard_range.h) ---- */

/* His homing plasma ball: its light each tick (reach 13: 2^12; green 28..31
 * halved), its green flame riding on it every other tick, as wide as half
 * its speed (TriggerPlasmaBallFlame). */
TEST(tr3_willard_plasma_ball_flames_and_light)
{
    TestGame *t;
    int lara, will;
    WILL_OR_SKIP(t, &lara, &will);
    Game *g = &t->g;
    Item *l = &t->sim.items[lara];
    l->hit_points = 30000;
    int fx = Effect_Create(g, l->room);
    CHECK(fx != EFFECT_NONE);
    Effect *e = Effect_Get(g, fx);
    e->pos = (Vec3i){ l->pos.x + 4096, l->pos.y - 600, l->pos.z + 512 };
    e->object_id = O3_EXTRAFX_2;
    e->speed = 20;
    e->frame_num = -1;
    e->counter = 0;
    int flames = 0;
    for (int i = 0; i < 4; i++) {
        TestGame_Step(t, 0, 1);
        const GunLight *lt = light_at(g, e->pos, 0);
        CHECK(lt != NULL);
        if (lt) {
            CHECK_EQ(lt->falloff, 12);
            CHECK_MSG(lt->intensity == 14 || lt->intensity == 15, "%d", lt->intensity);
        }
        for (int k = 0; k < SPARK3_MAX; k++) {
            const Spark3 *s = &g->sparks->s[k];
            if (s->on && (s->flags & SPARK3_FX) && s->fx_obj == fx) {
                flames++;
                CHECK_EQ(s->sg, 255);
                CHECK_EQ(s->scalar, 3);
            }
        }
    }
    CHECK(flames >= 1);
    TestGame_Delete(t);
}

/* Shooting, his chest lit (reach 12, by the frame: full from the 16th)
 * and plasma gathering on both hands (TriggerPlasma, 4 x the frame wide
 * and more). */
TEST(tr3_willard_hands_plasma_and_light)
{
    TestGame *t;
    int lara, will;
    WILL_OR_SKIP(t, &lara, &will);
    Game *g = &t->g;
    g->lights.count = 0;
    Willard3_HandLooks(g, will, 20, 50);
    CHECK_EQ(g->lights.count, 1);
    CHECK_EQ(g->lights.light[0].falloff, 12);
    CHECK_MSG(g->lights.light[0].intensity == 14 || g->lights.light[0].intensity == 15, "%d",
              g->lights.light[0].intensity);
    CHECK_EQ(sparks_on(g, SPARK3_ITEM, will), 2);
    for (int k = 0; k < SPARK3_MAX; k++) {
        const Spark3 *s = &g->sparks->s[k];
        if (s->on && (s->flags & SPARK3_ITEM))
            CHECK(s->s_width >= 64 && s->s_width < 80 && s->sg == 255);
    }
    g->lights.count = 0;
    Willard3_HandLooks(g, will, 2, 50); /* the light swells over the first 16 frames */
    CHECK(g->lights.count == 0 || g->lights.light[0].intensity <= 2);
    TestGame_Delete(t);
}

/* His end: on the explosion's first count a ring of eight sprites, a
 * green burst with its light, eight harmless plasma balls from his meshes,
 * the shield's points green-blue; the game's streams as without them. */
TEST(tr3_willard_explosion_rings_shield_and_light)
{
    TestGame *t;
    int lara, will;
    WILL_OR_SKIP(t, &lara, &will);
    Game *g = &t->g;
    Item *it = &t->sim.items[will];
    CHECK(Inventory_AddTR3(g, O3_ICON_PICKUP1_ITEM));
    CHECK(Inventory_AddTR3(g, O3_ICON_PICKUP2_ITEM));
    CHECK(Inventory_AddTR3(g, O3_ICON_PICKUP3_ITEM));
    CHECK(Inventory_AddTR3(g, O3_ICON_PICKUP4_ITEM));
    TestGame_Step(t, 0, 2);
    it->hit_points = 0;
    int n = 0;
    while (it->current_state != W_GETUP && n < 500) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 500);
    TestGame_Step(t, 0, 1);
    it->hit_points = 0;
    CreatureInfo *c = it->data;
    n = 0;
    while (c && c->item_flags[1] != 1 && n < 60) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 60);
    CHECK_EQ(ring_sparks(g), 8);
    int green = 0, shield = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        green += s->on && (s->flags & SPARK3_GREEN) && s->dynamic >= 0;
        if (s->on && s->s_life == 2 && s->s_width == 16) {
            shield++;
            CHECK(s->sg >= s->sr && s->sg >= s->sb);
        }
    }
    CHECK_EQ(green, 1);
    CHECK_MSG(shield > 16 && shield <= 32, "%d", shield);
    /* his harmless plasma from every third mesh (kind 4), rising */
    int balls = 0;
    const EffectList *el = &g->effects;
    for (int f = el->next_active, k = 0; f >= 0 && k < EFFECT_MAX; f = el->fx[f].next_active, k++)
        balls += el->fx[f].object_id == O3_EXTRAFX_2 && el->fx[f].counter == 4;
    CHECK_EQ(balls, 8);
    TestGame_Delete(t);
}

/* ---- the London boss (london_lights.c) on test_tr3_london.c's stand-in ----- */

enum { L_STAND = 1, L_WALK, L_RUN, L_SUMMON, L_BIGZAP, L_DEATH, L_LAUGH, L_LILZAP,
       L_VAULT2, L_VAULT3, L_VAULT4, L_GODOWN };

#define FILL { L_STAND, 10, 0, -1, false }
static const Tr3Anim k_lon_anims[] = {
    { L_STAND, 10, 0, -1, false },  { L_SUMMON, 10, 0, 2, false }, { L_SUMMON, 30, 0, 0, false },
    { L_WALK, 10, 10, -1, false },  { L_RUN, 10, 30, -1, false },  { L_BIGZAP, 50, 0, 0, false },
    { L_LILZAP, 30, 0, 0, false },  { L_LAUGH, 20, 0, 0, false },  FILL,
    { L_VAULT2, 10, 0, 0, false },  FILL, FILL, FILL, FILL, FILL,
    { L_VAULT4, 10, 0, 0, false },  FILL,
    { L_DEATH, 40, 0, -1, true },   { L_VAULT3, 10, 0, 0, false }, FILL, FILL,
    { L_GODOWN, 10, 0, 0, false },
};
#undef FILL
static const Tr3Anim k_fuse_anims[] = { { 0, 10, 0, -1, false }, { 1, 10, 0, -1, true } };

static TestGame *open_london(int gap, int raise, int *lara, int *boss)
{
    static const Tr3RangeItem k_items[] = {
        { O3_BIGMEDI_ITEM, -1, 0, (int16_t)0xC000 },
        { O3_EXTRAFX_6, 1536, 1536, 0 },
    };
    Tr3RangeExtra x = { k_items, 2, false };
    Tr3RangeShape sh = { raise, O3_EXTRAFX_6, k_fuse_anims, 2 };
    Tr3Range r = { .id = O3_LON_BOSS, .anims = k_lon_anims,
                   .num_anims = (int)(sizeof k_lon_anims / sizeof k_lon_anims[0]), .gap = gap };
    int other;
    return Tr3Range_OpenShaped(&r, &x, &sh, lara, boss, &other);
}

#define LONDON_OR_SKIP(t, gap, raise, lara, boss)                                            \
    do {                                                                                     \
        (t) = open_london(gap, raise, lara, boss);                                           \
        if (!(t))                                                                            \
            SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3)); \
    } while (0)

static Effect *new_lon_fx(TestGame *t, int object_id, Vec3i pos, int room)
{
    int fx = Effect_Create(&t->g, room);
    if (fx == EFFECT_NONE)
        return NULL;
    Effect *e = Effect_Get(&t->g, fx);
    e->object_id = (int16_t)object_id;
    e->pos = pos;
    e->rot = (Vec3s){ 0, (int16_t)0xC000, 0 };
    e->frame_num = -1;
    e->fall_speed = 0;
    e->shade = 0;
    return e;
}

/* Her bolts lit by their light's size (the small one's 24: 2^13; green
 * 24..31 halved), her plasma by 7 (2^11; green 28..31, dimmed by 7/8,
 * halved); her staff every tick (reach 10: 2^11, dim green). */
TEST(tr3_london_bolts_plasma_and_staff_light)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 8, 0, &lara, &boss);
    Game *g = &t->g;
    Item *l = &t->sim.items[lara];
    l->hit_points = 30000;
    Effect *small = new_lon_fx(t, O3_EXTRAFX_4, (Vec3i){ l->pos.x + 3000, l->pos.y - 800, l->pos.z }, l->room);
    CHECK(small != NULL);
    small->speed = 16;
    small->counter = -24;
    Effect *plasma = new_lon_fx(t, O3_EXTRAFX_5, (Vec3i){ l->pos.x + 2000, l->pos.y - 1500, l->pos.z + 1024 }, l->room);
    CHECK(plasma != NULL);
    plasma->speed = 64;
    plasma->rot.x = 0x2000;
    plasma->counter = 1; /* harmless */
    TestGame_Step(t, 0, 1);
    const GunLight *lb = light_at(g, small->pos, 0), *lp = light_at(g, plasma->pos, 0);
    CHECK(lb != NULL && lp != NULL);
    if (lb) {
        CHECK_EQ(lb->falloff, 13);
        CHECK_MSG(lb->intensity >= 12 && lb->intensity <= 15, "%d", lb->intensity);
    }
    if (lp) {
        CHECK_EQ(lp->falloff, 11);
        /* reach 7 dims it by 7/8 as TR3 dims reaches under 8 */
        CHECK_MSG(lp->intensity == 12 || lp->intensity == 13, "%d", lp->intensity);
    }
    int staff = 0;
    const Item *it = &t->sim.items[boss];
    for (int i = 0; i < g->lights.count; i++) {
        const GunLight *x = &g->lights.light[i];
        staff += x->falloff == 11 && x->intensity <= 7 && abs(x->pos.x - it->pos.x) < 1024 &&
                 abs(x->pos.z - it->pos.z) < 1024;
    }
    CHECK_EQ(staff, 1);
    TestGame_Delete(t);
}

/* The fusebox's shock on her: a bright blue-white light of reach 23 or 24
 * (2^13) at her, every tick. */
TEST(tr3_london_shock_lights_her)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 8, 0, &lara, &boss);
    Game *g = &t->g;
    Item *it = &t->sim.items[boss];
    TestGame_Step(t, 0, 2);
    CHECK(light_at(g, it->pos, 0) == NULL);
    it->data_index = (it->data_index & ~0xFF) | 1;
    for (int i = 0; i < 3; i++) {
        TestGame_Step(t, 0, 1);
        const Item *at = &t->sim.items[boss];
        bool found = false;
        for (int k = 0; k < g->lights.count; k++) {
            const GunLight *x = &g->lights.light[k];
            if (x->falloff == 13 && x->intensity == 15 && abs(x->pos.x - at->pos.x) < 64)
                found = true;
        }
        CHECK(found);
    }
    TestGame_Delete(t);
}

static int s_stopped, s_played[2];
static void rec_sound(void *user, Item *item, int id)
{
    (void)user;
    (void)item;
    if (id == 353)
        s_played[0]++;
    if (id == 355)
        s_played[1]++;
}
static void rec_stop(void *user, Item *item, int id)
{
    (void)user;
    (void)item;
    s_stopped += id == 352;
}

/* Her summon broken off by a hit: the summoning's sound (352) stops, her
 * cry (353) and the summon's failing (355) sound. */
TEST(tr3_london_broken_summon_sounds)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 6, 2, &lara, &boss);
    Item *it = &t->sim.items[boss];
    t->sim.events.sound = rec_sound;
    t->sim.events.stop_sound = rec_stop;
    s_stopped = s_played[0] = s_played[1] = 0;
    int n = 0;
    while (!(Tr3Range_RelAnim(t, boss) == 1 && Object_AnimFrame(&t->g, it) > 2) && n < 100) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 100);
    CHECK_EQ(s_stopped + s_played[0] + s_played[1], 0);
    it->hit_status = true;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->goal_state, L_STAND);
    CHECK_EQ(s_stopped, 1);
    CHECK_EQ(s_played[0], 1);
    CHECK_EQ(s_played[1], 1);
    TestGame_Delete(t);
}

/* ---- Puna (puna_fx.c's lights) on test_tr3_puna.c's stand-in --------------- */

enum { P_SIT, P_HEAD, P_HAND, P_DEATH };
static const Tr3Anim k_puna_anims[] = {
    { P_SIT, 10, 0, -1, false },
    { P_HEAD, 60, 0, 0, false },
    { P_HAND, 70, 0, 0, false },
    { P_DEATH, 130, 0, -1, true },
};
static const Tr3Anim k_liz_anims[] = { { 1, 10, 0, -1, false } };

#define PUNA_ROOM_X 52
#define PUNA_ROOM_Z 50
#define PUNA_LINE_Z (PUNA_ROOM_Z * 1024 + 8704)

static TestGame *open_puna(int *lara, int *puna)
{
    static const Tr3RangeItem k_items[] = {
        { O3_LIZARD_MAN, (PUNA_ROOM_X + 12) * 1024 + 512, PUNA_ROOM_Z * 1024 + 1536, 0 },
    };
    static const Tr3RangeExtra k_extra = { k_items, 1, false };
    static const Tr3RangeShape k_shape = { 0, O3_LIZARD_MAN, k_liz_anims, 1 };
    static const Tr3RangeRoom k_room = { PUNA_ROOM_X, PUNA_ROOM_Z, 18, 14, -21,
                                         PUNA_LINE_Z - PUNA_ROOM_Z * 1024 };
    Tr3Range r = { O3_TRIBEBOSS, k_puna_anims, 4, 12, 0, false, 0, NULL, 0, 0 };
    int other;
    TestGame *t = Tr3Range_OpenIn(&r, &k_extra, &k_shape, &k_room, lara, puna, &other);
    if (t)
        t->sim.items[*lara].hit_points = 30000;
    return t;
}

/* His lights: blue at his helmet's middle spike (reach 8..11: 2^11, blue
 * 16..23 halved); his beam's source while it runs (its count 64..127,
 * reach (128 - count) / 2: at its start 31, 2^13, bright); where a shot
 * glances off his shield one light (reach 8..15) however many sparks. */
TEST(tr3_puna_lights)
{
    TestGame *t;
    int lara, puna;
    Vec3i near_him;
    t = open_puna(&lara, &puna);
    if (!t)
        SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3));
    Game *g = &t->g;
    Item *it = &t->sim.items[puna];
    BossData *b = &g->creatures->boss;
    TestGame_Step(t, 0, 2);
    near_him = it->pos;
    int helmet = 0;
    for (int i = 0; i < g->lights.count; i++) {
        const GunLight *l = &g->lights.light[i];
        helmet += l->falloff == 11 && l->intensity >= 8 && l->intensity <= 11 &&
                  abs(l->pos.x - near_him.x) < 1024 && abs(l->pos.z - near_him.z) < 1024;
    }
    CHECK_EQ(helmet, 1);
    int n = 0;
    while ((b->attack_count < 64 || b->attack_count > 70) && n < 400) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 400);
    int beam = 0;
    for (int i = 0; i < g->lights.count; i++)
        beam += g->lights.light[i].falloff == 13 && g->lights.light[i].intensity >= 12;
    CHECK_MSG(beam >= 1, "count %d", b->attack_count);
    /* back in his chair, his shield up: a shot glances */
    n = 0;
    while ((it->current_state != P_SIT || !b->shield_on) && n < 300) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 300);
    g->lara.gun_type = LGT_PISTOLS;
    Vec3i at = { it->pos.x - 400, it->pos.y - 832, it->pos.z };
    GameVec hit = { at.x, at.y, at.z, it->room };
    g->lights.count = 0;
    Gun2_HitTarget(g, it, &hit, 50);
    int glance = 0;
    for (int i = 0; i < g->lights.count; i++) {
        const GunLight *l = &g->lights.light[i];
        glance += l->pos.x == at.x && l->pos.y == at.y && l->pos.z == at.z;
    }
    CHECK_EQ(glance, 1);
    TestGame_Delete(t);
}

static int shield_glows(const Game *g, int *green_first)
{
    int n = 0;
    *green_first = 1;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &g->sparks->s[i];
        if (!s->on || s->s_life != 2 || s->s_width != 16)
            continue;
        n++;
        if (s->sg < s->sr || s->sg < s->sb)
            *green_first = 0;
    }
    return n;
}

/* Blown apart by the fusebox, her shield of light (DrawLondonBossShield):
 * four rings of eight lit points, green-white, fading with her count, none
 * from its 64th. */
TEST(tr3_london_shield_of_light_as_she_dies)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 6, 0, &lara, &boss);
    Game *g = &t->g;
    Item *it = &t->sim.items[boss];
    int fuse = Test_FirstItem(&t->sim, O3_EXTRAFX_6);
    CHECK(fuse >= 0);
    TestGame_Step(t, 0, 5);
    t->sim.items[fuse].status = ITEM_STATUS_ACTIVE;
    Object_AddActive(g, fuse);
    CreatureInfo *c = it->data;
    int n = 0;
    while (c && c->item_flags[1] < 5 && n < 100) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 100);
    int green;
    int lit = shield_glows(g, &green);
    CHECK_MSG(lit > 16 && lit <= 32, "%d", lit);
    CHECK(green);
    while (c->item_flags[1] < 66 && n < 200) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK_EQ(shield_glows(g, &green), 0);
    TestGame_Delete(t);
}

/* The game's streams as without the spark pool through his end. */
TEST(tr3_willard_explosion_leaves_the_game_streams)
{
    Prng with, without;
    for (int pass = 0; pass < 2; pass++) {
        TestGame *t;
        int lara, will;
        WILL_OR_SKIP(t, &lara, &will);
        SparkPool *pool = t->g.sparks;
        if (pass)
            t->g.sparks = NULL;
        Item *it = &t->sim.items[will];
        CHECK(Inventory_AddTR3(&t->g, O3_ICON_PICKUP1_ITEM));
        CHECK(Inventory_AddTR3(&t->g, O3_ICON_PICKUP2_ITEM));
        CHECK(Inventory_AddTR3(&t->g, O3_ICON_PICKUP3_ITEM));
        CHECK(Inventory_AddTR3(&t->g, O3_ICON_PICKUP4_ITEM));
        TestGame_Step(t, 0, 2);
        it->hit_points = 0;
        for (int i = 0; i < 500 && it->current_state != W_GETUP; i++)
            TestGame_Step(t, 0, 1);
        TestGame_Step(t, 0, 1);
        it->hit_points = 0;
        TestGame_Step(t, 0, 100);
        *(pass ? &without : &with) = t->sim.prng;
        t->g.sparks = pool;
        TestGame_Delete(t);
    }
    CHECK(memcmp(&with, &without, sizeof with) == 0);
}
