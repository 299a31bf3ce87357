/* Puna, the tribal boss (game/objects/tr3/boss/puna.c), on the TR3 test
 * range (tests/tr3_range.h). The shared TR3 level has neither Puna nor
 * the lizard man, so both are stand-ins (Lara's meshes, animations of our
 * own: Puna's four states, his death as his animation 3, long enough for
 * its 120th frame; the lizard man's as the original numbers them, his
 * death 26 long enough for its 50th). His summoning spots are the Temple
 * of Puna's own coordinates, so the range's room is put where they are
 * (sectors 52..70 by 50..64, its floor 21 clicks up, as theirs). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

enum { P_SIT, P_HEAD, P_HAND, P_DEATH };

static const Tr3Anim k_puna_anims[] = {
    { P_SIT, 10, 0, -1, false },
    { P_HEAD, 60, 0, 0, false },
    { P_HAND, 70, 0, 0, false },
    { P_DEATH, 130, 0, -1, true },
};

enum { LIZ_STOP = 1, LIZ_WALK, LIZ_PUNCH2, LIZ_AIM2, LIZ_WAIT, LIZ_AIM1, LIZ_AIM0, LIZ_PUNCH1,
       LIZ_PUNCH0, LIZ_RUN, LIZ_DEATH, LIZ_CLIMB3, LIZ_CLIMB1, LIZ_CLIMB2, LIZ_FALL3 };

/* The lizard man's states' animations as tests/test_tr3_mutants.c has
 * them, his death (26) 60 frames long. */
static const Tr3Anim k_liz_anims[] = {
    { LIZ_STOP, 10, 0, -1, false },    { LIZ_WALK, 10, 20, -1, false },
    { LIZ_RUN, 10, 50, -1, false },    { LIZ_PUNCH2, 20, 0, 0, false },
    { LIZ_AIM2, 5, 0, -1, false },     { LIZ_WAIT, 10, 0, -1, false },
    { LIZ_AIM1, 5, 0, -1, false },     { LIZ_AIM0, 5, 0, -1, false },
    { LIZ_PUNCH1, 20, 0, 0, false },   { LIZ_PUNCH0, 35, 0, 0, false },
    { 40, 5, 0, -1, false },           { 41, 5, 0, -1, false },
    { 42, 5, 0, -1, false },           { 43, 5, 0, -1, false },
    { 44, 5, 0, -1, false },           { 45, 5, 0, -1, false },
    { 46, 5, 0, -1, false },           { 47, 5, 0, -1, false },
    { 48, 5, 0, -1, false },           { 49, 5, 0, -1, false },
    { 50, 5, 0, -1, false },           { 51, 5, 0, -1, false },
    { 52, 5, 0, -1, false },           { LIZ_WALK, 10, 20, 1, false },
    { 53, 5, 0, -1, false },           { 54, 5, 0, -1, false },
    { LIZ_DEATH, 60, 0, -1, true },    { LIZ_CLIMB3, 10, 0, 0, false },
    { LIZ_CLIMB1, 10, 0, 0, false },   { LIZ_CLIMB2, 10, 0, 0, false },
    { LIZ_FALL3, 10, 0, 0, false },    { LIZ_WALK, 10, 20, 1, false },
};
#define LIZ_ANIMS ((int)(sizeof k_liz_anims / sizeof k_liz_anims[0]))

#define ROOM_X 52
#define ROOM_Z 50
#define LINE_Z (ROOM_Z * 1024 + 8704)
#define FLOOR (-21 * 256)

/* Puna 12 sectors from Lara, facing her, carrying a big medipack; the
 * lizard man he will summon waits in his room, not yet woken. */
static TestGame *open_puna(int *lara, int *puna)
{
    static const Tr3RangeItem k_items[] = {
        { O3_BIGMEDI_ITEM, -1, 0, (int16_t)0xC000 },
        { O3_LIZARD_MAN, (ROOM_X + 12) * 1024 + 512, ROOM_Z * 1024 + 1536, 0 },
    };
    static const Tr3RangeExtra k_extra = { k_items, 2, false };
    static const Tr3RangeShape k_shape = { 0, O3_LIZARD_MAN, k_liz_anims, LIZ_ANIMS };
    static const Tr3RangeRoom k_room = { ROOM_X, ROOM_Z, 18, 14, -21, LINE_Z - ROOM_Z * 1024 };
    Tr3Range r = { O3_TRIBEBOSS, k_puna_anims, 4, 12, 0, false, 0, NULL, 0, 0 };
    int other;
    return Tr3Range_OpenIn(&r, &k_extra, &k_shape, &k_room, lara, puna, &other);
}

#define PUNA_OR_SKIP(t, lara, puna)                                               \
    do {                                                                          \
        (t) = open_puna(lara, puna);                                              \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

static BossData *boss_of(TestGame *t) { return &t->g.creatures->boss; }

/* Lara steps sideways by dz (out of his line of fire, or back). */
static void move_lara(TestGame *t, int lara, int32_t dz)
{
    t->sim.items[lara].pos.z += dz;
    Sim_UpdateItemRoom(&t->sim, lara);
}

static int step_until_state(TestGame *t, const Item *it, int state, int max)
{
    int n = 0;
    while (it->current_state != state && n < max) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    return n;
}

/* Straight ahead of him she draws his beam: his count climbs 3 a tick and
 * past 64 the beam runs through where her hips were; she dies on the
 * tick it first runs, not before. */
TEST(tr3_puna_beam_kills_lara_on_its_line)
{
    TestGame *t;
    int lara, puna;
    PUNA_OR_SKIP(t, &lara, &puna);
    Item *it = &t->sim.items[puna];
    Item *l = &t->sim.items[lara];
    BossData *b = boss_of(t);
    CHECK(step_until_state(t, it, P_HEAD, 5) < 5);
    CHECK_EQ(b->attack_head_count, 1);
    CHECK_EQ(b->attack_type, 0);
    int n = 0;
    while (b->attack_count <= 64 && n < 40) {
        CHECK(l->hit_points > 0);
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 40);
    CHECK_EQ(b->attack_count, 66);
    CHECK(l->hit_points <= 0);
    CHECK(t->g.lara.electric > 0);
    TestGame_Delete(t);
}

/* The beam keeps to where her hips were when he took aim: stepping two
 * sectors aside before it runs, she lives through it; back in the chair
 * he aims again. */
TEST(tr3_puna_beam_misses_lara_off_its_line)
{
    TestGame *t;
    int lara, puna;
    PUNA_OR_SKIP(t, &lara, &puna);
    Item *it = &t->sim.items[puna];
    Item *l = &t->sim.items[lara];
    CHECK(step_until_state(t, it, P_HEAD, 5) < 5);
    move_lara(t, lara, 2048);
    int16_t hp = l->hit_points;
    CHECK(step_until_state(t, it, P_SIT, 80) < 80);
    CHECK_EQ(l->hit_points, hp);
    TestGame_Delete(t);
}

/* Sitting with no attack coming his shield is up: a shot does nothing
 * but light the shield's middle ring; once he starts his beam it is down
 * and a shot costs him its damage. */
TEST(tr3_puna_shield_turns_shots_aside_until_he_attacks)
{
    TestGame *t;
    int lara, puna;
    PUNA_OR_SKIP(t, &lara, &puna);
    Item *it = &t->sim.items[puna];
    BossData *b = boss_of(t);
    move_lara(t, lara, 3 * 1024); /* not straight ahead: no beam */
    TestGame_Step(t, 0, 3);
    CHECK_EQ(it->current_state, P_SIT);
    CHECK(b->shield_on);
    t->g.lara.gun_type = LGT_PISTOLS; /* her gun sets the glow's shade */
    GameVec at = { it->pos.x - 400, it->pos.y - 832, it->pos.z, it->room };
    Gun2_HitTarget(&t->g, it, &at, 50);
    CHECK_EQ(it->hit_points, 200);
    int lit = 0;
    for (int i = 0; i < BOSS_SHIELD_POINTS; i++)
        lit += b->glow[i][0] > 0;
    CHECK_EQ(lit, 5);
    TestGame_Step(t, 0, 40);
    lit = 0;
    for (int i = 0; i < BOSS_SHIELD_POINTS; i++)
        lit += b->glow[i][0] > 0;
    CHECK_EQ(lit, 0); /* faded */
    move_lara(t, lara, -3 * 1024);
    CHECK(step_until_state(t, it, P_HEAD, 5) < 5);
    CHECK(!b->shield_on);
    Gun2_HitTarget(&t->g, it, &at, 50);
    CHECK_EQ(it->hit_points, 150);
    TestGame_Delete(t);
}

/* After four beams he turns to the summoning spot further from Lara
 * (here the one at z 52736, facing 0xA000) and summons: on his count's
 * first step past 90 the lizard man of his room stands there, new and
 * thinking. While it lives Puna sits facing west and fires no beam. (The
 * four beams are given him: each kills the stand-in Lara.) */
TEST(tr3_puna_summons_the_lizard_man_after_four_beams)
{
    TestGame *t;
    int lara, puna;
    PUNA_OR_SKIP(t, &lara, &puna);
    Item *it = &t->sim.items[puna];
    BossData *b = boss_of(t);
    int liz = Test_FirstItem(&t->sim, O3_LIZARD_MAN);
    CHECK(liz >= 0);
    CHECK_EQ(b->lizard_item, liz);
    CHECK(!t->sim.items[liz].active);
    move_lara(t, lara, 3 * 1024);
    TestGame_Step(t, 0, 2);
    b->attack_head_count = 4;
    CHECK(step_until_state(t, it, P_HAND, 100) < 100);
    CHECK_EQ(b->attack_type, 2);
    CHECK_EQ((uint16_t)it->rot.y, 0xA000);
    CHECK(!b->shield_on);
    int n = 0;
    while (!b->lizard_active && n < 80) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 80);
    CHECK_EQ(b->attack_count, 91);
    const Item *l = &t->sim.items[liz];
    CHECK(l->active);
    CHECK(Creature_Info(&t->g, liz) != NULL);
    CHECK_EQ(l->pos.x, 61952);
    CHECK_EQ(l->pos.z, 52736);
    CHECK_EQ(l->hit_points, 36);
    CHECK_EQ(b->attack_head_count, 0);
    /* Lara straight ahead again: he turns west and keeps still. */
    move_lara(t, lara, -3 * 1024);
    t->sim.items[lara].hit_points = 1000;
    TestGame_Step(t, 0, 120);
    CHECK_EQ((uint16_t)it->rot.y, 0xC000);
    CHECK_EQ(it->current_state, P_SIT);
    CHECK_EQ(b->attack_head_count, 0);
    TestGame_Delete(t);
}

/* The summoned lizard man, killed, bursts on his death's 50th frame and
 * is gone; Puna, no longer held, fires at Lara again. */
TEST(tr3_puna_summoned_lizard_man_bursts_and_puna_resumes)
{
    TestGame *t;
    int lara, puna;
    PUNA_OR_SKIP(t, &lara, &puna);
    Item *it = &t->sim.items[puna];
    BossData *b = boss_of(t);
    int liz = Test_FirstItem(&t->sim, O3_LIZARD_MAN);
    move_lara(t, lara, 3 * 1024);
    TestGame_Step(t, 0, 2);
    b->attack_head_count = 4;
    int n = 0;
    while (!b->lizard_active && n < 200) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 200);
    Item *l = &t->sim.items[liz];
    t->sim.items[lara].hit_points = 1000;
    /* back in his chair facing west before the lizard man falls */
    for (n = 0; (it->current_state != P_SIT || (uint16_t)it->rot.y != 0xC000) && n < 150; n++)
        TestGame_Step(t, 0, 1);
    CHECK(n < 150);
    CHECK(b->lizard_active);
    Gun2_HitTarget(&t->g, l, NULL, l->hit_points);
    n = 0;
    while (b->lizard_active && n < 80) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 80);
    CHECK(n >= 50);
    CHECK(!l->active);
    CHECK(!l->collidable);
    move_lara(t, lara, -3 * 1024);
    CHECK(step_until_state(t, it, P_HEAD, 120) < 120);
    TestGame_Delete(t);
}

/* Dead, he shakes through his death (animation 3) to its 120th frame and
 * holds it, his meshes gone, the pick-up he carried dropped where he is;
 * his explosion counts to 129 and he is out of the game, no target. */
TEST(tr3_puna_dies_explodes_and_is_gone)
{
    TestGame *t;
    int lara, puna;
    PUNA_OR_SKIP(t, &lara, &puna);
    Item *it = &t->sim.items[puna];
    BossData *b = boss_of(t);
    int pick = Test_FirstItem(&t->sim, O3_BIGMEDI_ITEM);
    CHECK(pick >= 0);
    move_lara(t, lara, 3 * 1024);
    TestGame_Step(t, 0, 2);
    it->hit_points = 0;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->current_state, P_DEATH);
    CHECK_EQ(Tr3Range_RelAnim(t, puna), 3);
    bool shook = false;
    int n;
    for (n = 0; it->mesh_bits && n < 130; n++) {
        TestGame_Step(t, 0, 1);
        shook = shook || it->rot.z != 0;
    }
    CHECK(n < 130);
    CHECK(shook);
    CHECK_EQ(Object_AnimFrame(&t->g, it), 120);
    CHECK_EQ(b->explode_count, 1);
    CHECK_EQ(t->sim.items[pick].pos.x, it->pos.x);
    CHECK(!b->shield_on);
    TestGame_Step(t, 0, 127);
    CHECK(it->active);
    CHECK_EQ(b->ring_count, 6);
    TestGame_Step(t, 0, 1);
    CHECK(!it->active);
    CHECK(b->dead);
    CHECK_EQ(it->hit_points, ITEM_DONT_TARGET);
    CHECK(!it->collidable);
    TestGame_Delete(t);
}

/* How many sparks are on within `r` (across) of the segment a..b's
 * points, and how many of those end orange (a shot off the shield). */
static int sparks_near(const TestGame *t, Vec3i a, Vec3i b, int32_t r, int *orange)
{
    const SparkPool *p = t->g.sparks;
    int n = 0;
    if (orange)
        *orange = 0;
    for (int i = 0; p && i < SPARK3_MAX; i++) {
        const Spark3 *s = &p->s[i];
        if (!s->on)
            continue;
        for (int k = 0; k <= 8; k++) {
            int32_t x = a.x + (b.x - a.x) * k / 8, z = a.z + (b.z - a.z) * k / 8;
            if (abs(s->x - x) < r && abs(s->z - z) < r) {
                n++;
                if (orange && s->dr == 255 && s->db == 0)
                    (*orange)++;
                break;
            }
        }
    }
    return n;
}

/* How many strips (bolts with a width) have their middle within `r`
 * (across) of the segment a..b's points. */
static int strips_near(const TestGame *t, Vec3i a, Vec3i b, int32_t r)
{
    int n = 0;
    for (int i = 0; i < t->g.bolts.count; i++) {
        const Bolt *bl = &t->g.bolts.bolt[i];
        if (!bl->width)
            continue;
        int32_t mx = (bl->from.x + bl->to.x) / 2, mz = (bl->from.z + bl->to.z) / 2;
        for (int k = 0; k <= 8; k++) {
            int32_t x = a.x + (b.x - a.x) * k / 8, z = a.z + (b.z - a.z) * k / 8;
            if (abs(mx - x) < r && abs(mz - z) < r) {
                n++;
                break;
            }
        }
    }
    return n;
}

/* His beam shows as the original's strips (256 across, cyan: green and
 * blue over red) along its way to Lara, his helmet's lightning as lines;
 * a shot off his shield flings orange sparks where it struck. */
TEST(tr3_puna_beam_drawn_as_strips_shield_as_sparks)
{
    TestGame *t;
    int lara, puna;
    PUNA_OR_SKIP(t, &lara, &puna);
    CHECK(t->g.sparks != NULL);
    Item *it = &t->sim.items[puna];
    Item *l = &t->sim.items[lara];
    BossData *b = boss_of(t);
    Vec3i mid = { (it->pos.x * 3 + l->pos.x) / 4, 0, it->pos.z };
    Vec3i mid2 = { (it->pos.x + l->pos.x * 3) / 4, 0, it->pos.z };
    CHECK_EQ(sparks_near(t, mid, mid2, 300, NULL), 0);
    CHECK_EQ(strips_near(t, mid, mid2, 300), 0);
    while (b->attack_count <= 64 && it->current_state != P_DEATH)
        TestGame_Step(t, 0, 1);
    CHECK(strips_near(t, mid, mid2, 300) >= 4);
    int lines = 0, cyan = 0;
    for (int i = 0; i < t->g.bolts.count; i++) {
        const Bolt *bl = &t->g.bolts.bolt[i];
        lines += bl->width == 0;
        if (bl->width)
            cyan += bl->width == 256 / 8 && bl->g > bl->r && bl->b == bl->g;
    }
    CHECK(lines >= 8); /* the helmet's arcs */
    CHECK_EQ(cyan, strips_near(t, it->pos, l->pos, 100000));
    /* back in his chair, his shield up: a shot */
    CHECK(step_until_state(t, it, P_SIT, 80) < 80);
    TestGame_Step(t, 0, 20);
    CHECK(b->shield_on);
    t->g.lara.gun_type = LGT_PISTOLS;
    Vec3i at = { it->pos.x - 400, it->pos.y - 832, it->pos.z };
    GameVec hit = { at.x, at.y, at.z, it->room };
    int orange;
    sparks_near(t, at, at, 200, &orange);
    CHECK_EQ(orange, 0);
    Gun2_HitTarget(&t->g, it, &hit, 50);
    sparks_near(t, at, at, 200, &orange);
    CHECK_EQ(orange, 7);
    TestGame_Delete(t);
}
