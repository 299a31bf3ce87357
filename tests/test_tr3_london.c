/* The London boss (game/objects/tr3/boss/london.c, london_fx.c) on the TR3
 * test range (tests/tr3_range.h): the shared TR3 level has no Sophia Lee
 * (nor her fusebox), so she is a stand-in (Lara's meshes, animations of
 * our own numbered as her routine names them: the summon's 1 and 2, the
 * climbs 9, 15, 18 and 21, the death 17; each long enough for the frames
 * it names: the big zap's 36th, the little zap's 14th). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/boss/london.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save.h"
#include "tests/test_game.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

enum { L_STAND = 1, L_WALK, L_RUN, L_SUMMON, L_BIGZAP, L_DEATH, L_LAUGH, L_LILZAP,
       L_VAULT2, L_VAULT3, L_VAULT4, L_GODOWN };

#define FILL { L_STAND, 10, 0, -1, false }
static const Tr3Anim k_anims[] = {
    { L_STAND, 10, 0, -1, false },  { L_SUMMON, 10, 0, 2, false }, { L_SUMMON, 30, 0, 0, false },
    { L_WALK, 10, 10, -1, false },  { L_RUN, 10, 30, -1, false },  { L_BIGZAP, 50, 0, 0, false },
    { L_LILZAP, 30, 0, 0, false },  { L_LAUGH, 20, 0, 0, false },  FILL,
    { L_VAULT2, 10, 0, 0, false },  FILL, FILL, FILL, FILL, FILL,
    { L_VAULT4, 10, 0, 0, false },  FILL,
    { L_DEATH, 40, 0, -1, true },   { L_VAULT3, 10, 0, 0, false }, FILL, FILL,
    { L_GODOWN, 10, 0, 0, false },
};
#define NUM_ANIMS ((int)(sizeof k_anims / sizeof k_anims[0]))

/* The fusebox's stand-in: still, then blown. */
static const Tr3Anim k_fuse_anims[] = { { 0, 10, 0, -1, false }, { 1, 10, 0, -1, true } };

/* Her knock-back rings' and bolts' kinds (london.h). */
enum { FX_PLASMA = 0, FX_KNOCKBACK = 2, FX_SUMMON_RING = 3, FX_EXPLOSION_RING = 4 };

/* Sophia `gap` sectors from Lara, `raise` clicks above her, carrying a
 * big medipack; a fusebox behind Lara. */
static TestGame *open_london(int gap, int raise, int *lara, int *boss)
{
    static const Tr3RangeItem k_items[] = {
        { O3_BIGMEDI_ITEM, -1, 0, (int16_t)0xC000 },
        { O3_EXTRAFX_6, 1536, 1536, 0 },
    };
    Tr3RangeExtra x = { k_items, 2, false };
    Tr3RangeShape sh = { raise, O3_EXTRAFX_6, k_fuse_anims, 2 };
    Tr3Range r = { .id = O3_LON_BOSS, .anims = k_anims, .num_anims = NUM_ANIMS, .gap = gap };
    int other;
    return Tr3Range_OpenShaped(&r, &x, &sh, lara, boss, &other);
}

#define LONDON_OR_SKIP(t, gap, raise, lara, boss)                                 \
    do {                                                                          \
        (t) = open_london(gap, raise, lara, boss);                                \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

static int count_fx(TestGame *t, int object_id, int kind)
{
    int n = 0;
    const EffectList *l = &t->g.effects;
    for (int fx = l->next_active, k = 0; fx >= 0 && k < EFFECT_MAX; fx = l->fx[fx].next_active, k++)
        if (l->fx[fx].object_id == object_id && (kind < -100 || l->fx[fx].counter == kind))
            n++;
    return n;
}

/* Bolts by size: small (negative light) or large, summon ones apart. */
static void count_bolts(TestGame *t, int *small, int *large, int *summon)
{
    *small = *large = *summon = 0;
    const EffectList *l = &t->g.effects;
    for (int fx = l->next_active, k = 0; fx >= 0 && k < EFFECT_MAX; fx = l->fx[fx].next_active, k++) {
        const Effect *e = &l->fx[fx];
        if (e->object_id != O3_EXTRAFX_4)
            continue;
        if (e->fall_speed)
            (*summon)++;
        else if (e->counter < 0)
            (*small)++;
        else
            (*large)++;
    }
}

/* Whatever Lara's guns do, her hit points are 300 again each tick. */
TEST(tr3_london_boss_shrugs_off_harm)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 6, 0, &lara, &boss);
    Item *it = &t->sim.items[boss];
    TestGame_Step(t, 0, 2);
    CHECK_EQ(it->hit_points, 300);
    for (int i = 0; i < 5; i++) {
        it->hit_points = 1;
        it->hit_status = true;
        TestGame_Step(t, 0, 1);
        CHECK_EQ(it->hit_points, 300);
    }
    CHECK(it->current_state != L_DEATH);
    TestGame_Delete(t);
}

/* On a ledge above Lara, out of her rings' reach, she summons (her timer
 * set to 600, summon bolts rising about her, at most six summon rings),
 * charged she takes the big zap (two small bolts and a large one on its
 * 36th frame), then little zaps (two small ones on the 14th). */
TEST(tr3_london_boss_summons_then_zaps)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 6, 2, &lara, &boss);
    Item *it = &t->sim.items[boss];
    Item *l = &t->sim.items[lara];
    l->hit_points = 30000; /* she outlives the test */
    CHECK(it->pos.y < l->pos.y);
    bool summoned = false, rings_ok = true, rose = false, big = false, little = false;
    int max_rings = 0, max_timer = 0;
    for (int i = 0; i < 400 && !little; i++) {
        TestGame_Step(t, 0, 1);
        int small, large, summon;
        count_bolts(t, &small, &large, &summon);
        if (it->current_state == L_SUMMON) {
            summoned = true;
            if (it->timer > max_timer)
                max_timer = it->timer;
            rose = rose || summon > 0;
        }
        int rings = count_fx(t, O3_EXTRAFX_5, FX_SUMMON_RING);
        if (rings > max_rings)
            max_rings = rings;
        rings_ok = rings_ok && rings <= 6;
        if (!big && large == 1) {
            big = true;
            CHECK_EQ(it->current_state, L_BIGZAP);
            CHECK_EQ(small, 2);
            CHECK(summoned);
        }
        if (big && !little && it->current_state == L_LILZAP && small == 2 && large == 0)
            little = true;
    }
    CHECK(summoned);
    CHECK_EQ(max_timer, 600);
    CHECK(rose);
    CHECK(max_rings >= 1);
    CHECK(rings_ok);
    CHECK(big);
    CHECK(little);
    TestGame_Delete(t);
}

/* A bolt aimed at Lara: a small one reaching her costs 30, a large one
 * 542; a small one bursting on the floor 600 off costs her
 * (1024 - distance) / 64. (The plasma a burst leaves is cleared each
 * time: it cannot reach her the tick it is made.) */
static int shoot_bolt(TestGame *t, int lara, int16_t counter, int32_t dx, int16_t pitch)
{
    Item *l = &t->sim.items[lara];
    l->hit_points = 1000;
    int fx = Effect_Create(&t->g, l->room);
    if (fx == EFFECT_NONE)
        return -1;
    Effect *e = Effect_Get(&t->g, fx);
    e->object_id = O3_EXTRAFX_4;
    e->pos = (Vec3i){ l->pos.x + dx, l->pos.y - 256, l->pos.z };
    e->rot = (Vec3s){ pitch, (int16_t)0xC000, 0 };
    e->speed = 16;
    e->counter = counter;
    e->fall_speed = 0;
    e->shade = 0;
    e->frame_num = -1;
    for (int i = 0; i < 20 && count_fx(t, O3_EXTRAFX_4, -1000) > 0; i++)
        TestGame_Step(t, 0, 1);
    int lost = 1000 - l->hit_points;
    const EffectList *list = &t->g.effects;
    for (int f = list->next_active, k = 0; f >= 0 && k < EFFECT_MAX; k++) {
        int next = list->fx[f].next_active;
        if (list->fx[f].object_id == O3_EXTRAFX_5)
            Effect_Kill(&t->g, f);
        f = next;
    }
    return lost;
}

TEST(tr3_london_bolts_hurt_lara)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 8, 0, &lara, &boss);
    CHECK_EQ(shoot_bolt(t, lara, -24, 450, 0), 30);
    CHECK_EQ(shoot_bolt(t, lara, 31, 450, 0), 542);
    int lost = shoot_bolt(t, lara, -24, 700, (int16_t)-0x3000);
    CHECK(lost > 0);
    CHECK(lost < 16);
    TestGame_Delete(t);
}

/* Lara within 2.75 sectors: the rings start round her; the middle one
 * reaching Lara costs her 200 and throws her (75 back, as she faces her,
 * 50 up, falling as from a forward jump), once: the rings then shrink. */
TEST(tr3_london_knock_back_rings_throw_lara)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 2, 0, &lara, &boss);
    Item *l = &t->sim.items[lara];
    TestGame_Step(t, 0, 1);
    CHECK_EQ(count_fx(t, O3_EXTRAFX_5, FX_KNOCKBACK), 1);
    int16_t hp = l->hit_points;
    int hit_tick = -1;
    for (int i = 0; i < 40 && hit_tick < 0; i++) {
        TestGame_Step(t, 0, 1);
        if (l->hit_points < hp)
            hit_tick = i;
    }
    CHECK(hit_tick > 5);
    CHECK_EQ(hp - l->hit_points, 200);
    CHECK_EQ(l->speed, -75);
    CHECK_EQ(l->rot.y, 0x4000);
    CHECK(l->gravity);
    CHECK_EQ(l->current_state, LS_FORWARD_JUMP);
    hp = l->hit_points;
    for (int i = 0; i < 20 && count_fx(t, O3_EXTRAFX_5, FX_KNOCKBACK); i++)
        TestGame_Step(t, 0, 1);
    CHECK_EQ(l->hit_points, hp); /* no second throw; its plasma is harmless */
    TestGame_Delete(t);
}

/* The fusebox blows (a trigger sets it going): she is shocked to death,
 * plays her death to its last frame but one, drops what she carried, her
 * explosion rings come on counts 1, 15, ... 55 (six), and past 128 she is
 * gone. */
TEST(tr3_london_fusebox_ends_her)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 6, 0, &lara, &boss);
    Item *it = &t->sim.items[boss];
    int fuse = Test_FirstItem(&t->sim, O3_EXTRAFX_6);
    CHECK(fuse >= 0);
    TestGame_Step(t, 0, 5);
    CHECK_EQ(it->hit_points, 300);
    CHECK(it->data_index == 0);
    t->sim.items[fuse].status = ITEM_STATUS_ACTIVE;
    Object_AddActive(&t->g, fuse);
    TestGame_Step(t, 0, 2);
    CHECK_EQ(Tr3Range_RelAnim(t, fuse), 1);
    CHECK_EQ(it->current_state, L_DEATH);
    CHECK_EQ(Tr3Range_RelAnim(t, boss), 17);
    CHECK(it->hit_points <= 0);
    int n = 0;
    while (it->mesh_bits && n < 60) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 60);
    CHECK(Test_FirstItem(&t->sim, O3_BIGMEDI_ITEM) >= 0);
    const Item *medi = &t->sim.items[Test_FirstItem(&t->sim, O3_BIGMEDI_ITEM)];
    CHECK(abs(medi->pos.x - it->pos.x) < 64);
    int max_rings = 0;
    for (int i = 0; i < 200 && it->hit_points != ITEM_DONT_TARGET; i++) {
        TestGame_Step(t, 0, 1);
        int r = count_fx(t, O3_EXTRAFX_5, FX_EXPLOSION_RING);
        if (r > max_rings)
            max_rings = r;
        CHECK(it->hit_points == ITEM_DONT_TARGET || it->mesh_bits == 0);
    }
    CHECK_EQ(it->hit_points, ITEM_DONT_TARGET);
    CHECK(it->invisible);
    CHECK(max_rings >= 2);
    TestGame_Delete(t);
}

static int green_sparks(TestGame *t)
{
    int n = 0;
    for (int i = 0; t->g.sparks && i < SPARK3_MAX; i++)
        n += t->g.sparks->s[i].on && (t->g.sparks->s[i].flags & SPARK3_GREEN);
    return n;
}

/* As she dies (shocked, before her explosion) the original's electricity
 * runs over her: 112 lines (56 a side along Lara's bone pairs), cyan, not
 * all black, made with the spark pool's numbers (the game's streams do not
 * move for them); none once her explosion has begun. Her explosion's
 * bursts are green, as the original's (TriggerExplosionSparks' uw 2). */
TEST(tr3_london_dies_in_electricity_and_green_bursts)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 6, 0, &lara, &boss);
    Item *it = &t->sim.items[boss];
    int fuse = Test_FirstItem(&t->sim, O3_EXTRAFX_6);
    CHECK(fuse >= 0);
    TestGame_Step(t, 0, 5);
    t->sim.items[fuse].status = ITEM_STATUS_ACTIVE;
    Object_AddActive(&t->g, fuse);
    TestGame_Step(t, 0, 2);
    CHECK_EQ(it->current_state, L_DEATH);
    int lit = 0;
    for (int i = 0; i < 6 && it->mesh_bits; i++) {
        TestGame_Step(t, 0, 1);
        CHECK_EQ(t->g.bolts.count, 112);
        for (int k = 0; k < t->g.bolts.count; k++) {
            const Bolt *b = &t->g.bolts.bolt[k];
            CHECK(b->r == 0 && b->g == b->b);
            lit += b->g > 0;
        }
    }
    CHECK(lit > 0);
    /* the game's streams stay where they were */
    Prng before = t->sim.prng;
    int n = t->g.bolts.count;
    London3_DeathElectricity(&t->g, it);
    CHECK_EQ(t->g.bolts.count, n + 112);
    CHECK(before.control == t->sim.prng.control && before.draw == t->sim.prng.draw &&
          before.control_calls == t->sim.prng.control_calls);
    int steps = 0;
    while (it->mesh_bits && steps++ < 60)
        TestGame_Step(t, 0, 1);
    CHECK(!it->mesh_bits);
    CHECK_EQ(t->g.bolts.count, 0);
    CHECK(green_sparks(t) > 0); /* her first ring's burst */
    TestGame_Delete(t);
}

/* Drawn as the original's: a bolt as its tube of light, five strips from
 * its head back along its flight (lines added to the screen); as TR3's
 * sparks a plasma ball one, a summon ring 8 round it, the knock-back
 * rings 24 (three rings); the drawing leaves the game as it was. */
TEST(tr3_london_effects_are_drawn)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 6, 0, &lara, &boss);
    const Item *l = &t->sim.items[lara];
    static const struct {
        int16_t id, kind, sprites, lines;
    } k_cases[] = {
        { O3_EXTRAFX_4, -24, 0, 5 },
        { O3_EXTRAFX_5, FX_PLASMA, 1, 0 },
        { O3_EXTRAFX_5, FX_SUMMON_RING, 8, 0 },
        { O3_EXTRAFX_5, FX_KNOCKBACK, 24, 0 },
    };
    SimDrawList dl = { 0 };
    for (size_t i = 0; i < sizeof k_cases / sizeof k_cases[0]; i++) {
        int fx = Effect_Create(&t->g, l->room);
        CHECK(fx != EFFECT_NONE);
        Effect *e = Effect_Get(&t->g, fx);
        e->object_id = k_cases[i].id;
        e->pos = (Vec3i){ l->pos.x + 2048, l->pos.y - 512, l->pos.z };
        e->rot = (Vec3s){ 0, 900, 0 };
        e->speed = e->fall_speed = 0;
        e->counter = k_cases[i].kind;
        e->shade = 20;
        e->frame_num = -1;
        if (k_cases[i].id == O3_EXTRAFX_4) {
            e->speed = 100; /* a bolt's tube trails back along its flight */
            e->rot.z = 40;
        }
        dl.num_sprites = dl.num_lines = 0;
        uint64_t before = Sim_Hash(&t->sim);
        CHECK(Effect_AppendDraws(&t->g, &dl));
        CHECK_EQ(Sim_Hash(&t->sim), before);
        CHECK_EQ((int)dl.num_sprites, k_cases[i].sprites);
        CHECK_EQ((int)dl.num_lines, k_cases[i].lines);
        for (int k = 0; k < (int)dl.num_lines; k++) {
            /* from the head back, each piece narrower after the second */
            const RenderLineDraw *d = &dl.lines[k];
            CHECK(k > 0 || (d->a.x == e->pos.x && d->a.z == e->pos.z));
            CHECK(d->b.z < d->a.z || d->b.x != d->a.x || d->b.y != d->a.y);
            CHECK(k < 2 || d->world_width < dl.lines[k - 1].world_width);
        }
        Effect_Kill(&t->g, fx);
    }
    free(dl.sprites);
    free(dl.meshes);
    free(dl.lines);
    TestGame_Delete(t);
}

/* A hit while she starts her summon (its first animation, past its first
 * frame) breaks it off: she goes back to her stand. */
TEST(tr3_london_hit_breaks_off_the_summon)
{
    TestGame *t;
    int lara, boss;
    LONDON_OR_SKIP(t, 6, 2, &lara, &boss);
    Item *it = &t->sim.items[boss];
    int n = 0;
    while (!(Tr3Range_RelAnim(t, boss) == 1 && Object_AnimFrame(&t->g, it) > 2) && n < 100) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 100);
    CHECK_EQ(it->goal_state, L_SUMMON);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->goal_state, L_SUMMON); /* unhurt she goes on */
    it->hit_status = true;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->goal_state, L_STAND);
    TestGame_Delete(t);
}

/* Her rings come again once they have ended while Lara stays near; and
 * they live on in a save: loaded, the game throws Lara just as the one
 * that went on. */
TEST(tr3_london_rings_come_again_and_save)
{
    TestGame *t, *u;
    int lara, boss, lara2, boss2;
    LONDON_OR_SKIP(t, 2, 0, &lara, &boss);
    TestGame_Step(t, 0, 3);
    CHECK_EQ(count_fx(t, O3_EXTRAFX_5, FX_KNOCKBACK), 1);
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(Save_Serialize(&t->g, NULL, NULL, &data, &size));
    u = open_london(2, 0, &lara2, &boss2);
    CHECK(u);
    SaveInfo info;
    char err[256];
    CHECK_MSG(Save_Restore(&u->g, NULL, data, size, "london.t8s", &info, err, sizeof err), "%s",
              err);
    free(data);
    CHECK_EQ(count_fx(u, O3_EXTRAFX_5, FX_KNOCKBACK), 1);
    int16_t hp = t->sim.items[lara].hit_points;
    for (int i = 0; i < 30; i++) {
        TestGame_Step(t, 0, 1);
        TestGame_Step(u, 0, 1);
        CHECK_EQ(u->sim.items[lara2].hit_points, t->sim.items[lara].hit_points);
    }
    CHECK_EQ(t->sim.items[lara].hit_points, hp - 200);
    CHECK_EQ(Sim_Hash(&u->sim), Sim_Hash(&t->sim));
    /* Lara held near: ended, they start again */
    bool ended = false, again = false;
    for (int i = 0; i < 60 && !again; i++) {
        Item *l = &t->sim.items[lara];
        const Item *it = &t->sim.items[boss];
        l->pos.x = it->pos.x - 1500;
        l->pos.z = it->pos.z;
        Sim_UpdateItemRoom(&t->sim, lara);
        TestGame_Step(t, 0, 1);
        int n = count_fx(t, O3_EXTRAFX_5, FX_KNOCKBACK);
        ended = ended || n == 0;
        again = ended && n == 1;
    }
    CHECK(again);
    TestGame_Delete(u);
    TestGame_Delete(t);
}
