/* TR3's AI objects (game/creature/ai_tr3.h) read by the kinds beyond the
 * first ones (tests/test_tr3_ai.c): the prisoners and the baton MPs
 * (brawler.c), on the TR3 test range (tests/tr3_range.h) with stand-ins
 * (Lara's meshes, animations of our own: tests/tr3_brawler_anims.h; the
 * shared TR3 level has none of them). */
#include "tests/test.h"

#include <stdlib.h>

#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/game.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/trap/trap.h"
#include "tests/test_game.h"
#include "tests/tr3_brawler_anims.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

#define OPEN_OR_SKIP(t, r, x, lara, cr, other)                                     \
    do {                                                                          \
        (t) = Tr3Range_OpenWith(r, x, lara, cr, other);                           \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

static int32_t moved_from(const Item *it, int32_t x0, int32_t z0)
{
    return abs(it->pos.x - x0) + abs(it->pos.z - z0);
}

/* Lara behind a wall with a way round it: a plain MP comes for her; one
 * on an AI_GUARD stays on his spot (looking about) until he is alerted,
 * then comes (51baton.cpp reads his AI objects). */
TEST(tr3_ai_mp_baton_guard_stays_until_alerted)
{
    static const Tr3RangeItem items[] = { { O3_AI_GUARD, -1, 0, 0 } };
    int32_t moved[2] = { 0, 0 }, moved_after = 0;
    uint8_t bits_before = 0, bits_after = 0;
    for (int k = 0; k < 2; k++) {
        Tr3Range r = { O3_MP_1, k_mp_anims, MP_ANIMS, 5, 0, true, 0, NULL, 0, 0 };
        Tr3RangeExtra x = { items, k, true };
        TestGame *t;
        int lara, mp, other;
        OPEN_OR_SKIP(t, &r, &x, &lara, &mp, &other);
        Sim *s = &t->sim;
        int32_t x0 = s->items[mp].pos.x, z0 = s->items[mp].pos.z;
        TestGame_Step(t, 0, 150);
        moved[k] = moved_from(&s->items[mp], x0, z0);
        if (k == 1) {
            bits_before = s->items[mp].ai_bits;
            Creature_Info(&t->g, mp)->alerted = true;
            TestGame_Step(t, 0, 200);
            bits_after = s->items[mp].ai_bits;
            moved_after = moved_from(&s->items[mp], x0, z0);
        }
        TestGame_Delete(t);
    }
    CHECK_MSG(moved[0] > 512, "the plain MP did not come (%d)", moved[0]);
    CHECK_EQ(moved[1], 0);
    CHECK_EQ(bits_before, AI_BIT_GUARD);
    CHECK_EQ(bits_after, 0);
    CHECK_MSG(moved_after > 512, "the alerted MP stayed (%d)", moved_after);
}

/* A prisoner on an AI_PATROL1 (tag 0x4000) walks to the AI_PATROL1 of
 * his tag, then to the AI_PATROL2, and back (prisoner.cpp reads his AI
 * objects); with no other creature about, one without them has nowhere
 * to go. */
TEST(tr3_ai_prisoner_patrols_his_route)
{
    static const Tr3RangeItem items[] = {
        { O3_AI_PATROL_1, -1, 0, 0x4000 },
        { O3_AI_PATROL_1, 5632, 4608, 0x4000 },
        { O3_AI_PATROL_2, 5632, 1536, 0x4000 },
    };
    Tr3Range r = { O3_BOB, k_brawler_anims, BRAWLER_ANIMS, 6, 0, true, 0, NULL, 0, 0 };
    Tr3RangeExtra x = { items, 3, false };
    TestGame *t;
    int lara, bob, other;
    OPEN_OR_SKIP(t, &r, &x, &lara, &bob, &other);
    Sim *s = &t->sim;
    Tr3Patrol p = Tr3Range_WatchPatrol(t, bob, 1500);
    uint8_t bits = s->items[bob].ai_bits;
    int16_t enemy = Creature_Info(&t->g, bob)->enemy;
    TestGame_Delete(t);
    CHECK_MSG(p.legs >= 3, "only %d legs", p.legs);
    CHECK(p.near_p1);
    CHECK(p.near_p2);
    CHECK_EQ(bits, AI_BIT_PATROL1);
    CHECK(enemy != lara);
}

/* A prisoner on an AI_GUARD is still friendly: standing by Lara he never
 * punches her until her guns hurt him. */
TEST(tr3_ai_prisoner_guard_is_friendly_until_hurt)
{
    static const Tr3RangeItem items[] = { { O3_AI_GUARD, -1, 0, 0 } };
    Tr3Range r = { O3_BOB, k_brawler_anims, BRAWLER_ANIMS, 1, 0, false, 0, NULL, 0, 0 };
    Tr3RangeExtra x = { items, 1, false };
    TestGame *t;
    int lara, bob, other;
    OPEN_OR_SKIP(t, &r, &x, &lara, &bob, &other);
    Sim *s = &t->sim;
    int16_t hp0 = s->items[lara].hit_points;
    for (int i = 0; i < 300; i++) {
        s->items[bob].touch_bits = 0x2400;
        TestGame_Step(t, 0, 1);
    }
    int16_t calm = s->items[lara].hit_points;
    uint8_t bits = s->items[bob].ai_bits;
    TestGame_Delete(t);
    CHECK_EQ(calm, hp0);
    CHECK_EQ(bits, AI_BIT_GUARD);
}

/* A prisoner whose only AI object is an AI_MODIFY cannot be killed: his
 * hit points are 200 again each tick (prisoner.cpp); a plain one dies. */
TEST(tr3_ai_prisoner_on_modify_cannot_be_killed)
{
    static const Tr3RangeItem items[] = { { O3_AI_MODIFY, -1, 0, 0 } };
    int16_t hp_after[2] = { 0, 0 };
    int16_t state[2] = { 0, 0 };
    uint8_t bits = 0;
    for (int k = 0; k < 2; k++) {
        Tr3Range r = { O3_BOB, k_brawler_anims, BRAWLER_ANIMS, 4, 0, false, 0, NULL, 0, 0 };
        Tr3RangeExtra x = { items, k, false };
        TestGame *t;
        int lara, bob, other;
        OPEN_OR_SKIP(t, &r, &x, &lara, &bob, &other);
        Sim *s = &t->sim;
        TestGame_Step(t, 0, 2);
        if (k == 1)
            bits = s->items[bob].ai_bits;
        for (int i = 0; i < 3; i++) {
            Gun2_HitTarget(&t->g, &s->items[bob], NULL, 15);
            TestGame_Step(t, 0, 1);
        }
        TestGame_Step(t, 0, 30);
        hp_after[k] = s->items[bob].hit_points;
        state[k] = s->items[bob].current_state;
        TestGame_Delete(t);
    }
    CHECK(hp_after[0] <= 0);
    CHECK_EQ(state[0], BR_DEATH);
    CHECK_EQ(bits, AI_BIT_MODIFY);
    CHECK_EQ(hp_after[1], 200);
    CHECK(state[1] != BR_DEATH);
}

/* The blast of a grenade or a rocket alerts the creatures near it
 * (lara1gun.cpp's ControlGrenade and ControlRocket call
 * AlertNearbyGuards), Lara's own gunfire aside: an MP on an AI_GUARD
 * behind a wall from her gives his post up when one goes off in his
 * room. */
TEST(tr3_ai_grenade_and_rocket_blasts_alert_a_guard)
{
    static const Tr3RangeItem items[] = { { O3_AI_GUARD, -1, 0, 0 } };
    static const int16_t kinds[2] = { O3_GRENADE, O3_ROCKET };
    bool alerted[2] = { false, false }, gone[2] = { false, false }, fired[2] = { true, true };
    uint8_t bits[2] = { 0xFF, 0xFF };
    for (int k = 0; k < 2; k++) {
        Tr3Range r = { O3_MP_1, k_mp_anims, MP_ANIMS, 5, 0, true, 0, NULL, 0, 0 };
        Tr3RangeExtra x = { items, 1, true };
        TestGame *t;
        int lara, mp, other;
        OPEN_OR_SKIP(t, &r, &x, &lara, &mp, &other);
        Sim *s = &t->sim;
        Game *g = &t->g;
        TestGame_Step(t, 0, 5);
        /* two sectors from him: out of the blast (a sector) */
        Vec3i at = { s->items[mp].pos.x, -300, s->items[mp].pos.z + 2048 };
        int b = Trap_CreateItem(g, kinds[k], s->items[mp].room, at, 0);
        CHECK(b >= 0);
        Item *bi = &s->items[b];
        if (kinds[k] == O3_GRENADE) {
            bi->hit_points = 3; /* its fuse */
        } else {
            bi->rot.x = -0x4000; /* straight down */
            bi->speed = 16;
        }
        Object_AddActive(g, b);
        bi->status = ITEM_STATUS_ACTIVE;
        for (int i = 0; i < 20 && !gone[k]; i++) {
            TestGame_Step(t, 0, 1);
            gone[k] = !bi->active || bi->object_id != kinds[k];
        }
        alerted[k] = Creature_Info(g, mp) && Creature_Info(g, mp)->alerted;
        fired[k] = g->lara.has_fired;
        TestGame_Step(t, 0, 2);
        bits[k] = s->items[mp].ai_bits;
        TestGame_Delete(t);
    }
    for (int k = 0; k < 2; k++) {
        CHECK_MSG(gone[k], "the %s never went off", k ? "rocket" : "grenade");
        CHECK(!fired[k]);
        CHECK_MSG(alerted[k], "the %s's blast alerted nobody", k ? "rocket" : "grenade");
        CHECK_EQ(bits[k], 0);
    }
}

enum { BLOW_WAIT1 = 1, BLOW_WALK, BLOW_RUN, BLOW_ATTACK1, BLOW_ATTACK2, BLOW_ATTACK3,
       BLOW_ATTACK4, BLOW_AIM3, BLOW_DEATH, BLOW_ATTACK5, BLOW_WAIT2 };

/* The blowpipe man's stand-in (as tests/test_tr3_people.c's): stands,
 * walks, runs, blows, pokes; dies in 20 and 21. */
static const Tr3Anim k_blow_anims[] = {
    { BLOW_WAIT1, 10, 0, -1, false },  { BLOW_WALK, 10, 20, -1, false },
    { BLOW_RUN, 10, 50, -1, false },   { BLOW_ATTACK1, 25, 0, 0, false },
    { BLOW_ATTACK3, 20, 0, 6, false }, { BLOW_AIM3, 5, 0, -1, false },
    { BLOW_WAIT2, 10, 0, -1, false },  { 30, 5, 0, -1, false },
    { 31, 5, 0, -1, false },           { 32, 5, 0, -1, false },
    { 33, 5, 0, -1, false },           { 34, 5, 0, -1, false },
    { 35, 5, 0, -1, false },           { 36, 5, 0, -1, false },
    { 37, 5, 0, -1, false },           { 38, 5, 0, -1, false },
    { 39, 5, 0, -1, false },           { 40, 5, 0, -1, false },
    { 41, 5, 0, -1, false },           { 42, 5, 0, -1, false },
    { BLOW_DEATH, 10, 0, -1, true },   { BLOW_DEATH, 10, 0, -1, true },
};

/* Lara behind a wall with a way round it: a plain blowpipe man comes for
 * her; one on an AI_GUARD stays on his spot until he is alerted, then
 * comes (blowpipe.cpp reads his AI objects). */
TEST(tr3_ai_blowpipe_guard_stays_until_alerted)
{
    static const Tr3RangeItem items[] = { { O3_AI_GUARD, -1, 0, 0 } };
    int32_t moved[2] = { 0, 0 }, moved_after = 0;
    uint8_t bits_before = 0, bits_after = 0;
    for (int k = 0; k < 2; k++) {
        Tr3Range r = { O3_BLOWPIPE, k_blow_anims, 22, 5, 0, true, 0, NULL, 0, 0 };
        Tr3RangeExtra x = { items, k, true };
        TestGame *t;
        int lara, man, other;
        OPEN_OR_SKIP(t, &r, &x, &lara, &man, &other);
        Sim *s = &t->sim;
        int32_t x0 = s->items[man].pos.x, z0 = s->items[man].pos.z;
        TestGame_Step(t, 0, 150);
        moved[k] = moved_from(&s->items[man], x0, z0);
        if (k == 1) {
            bits_before = s->items[man].ai_bits;
            Creature_Info(&t->g, man)->alerted = true;
            TestGame_Step(t, 0, 200);
            bits_after = s->items[man].ai_bits;
            moved_after = moved_from(&s->items[man], x0, z0);
        }
        TestGame_Delete(t);
    }
    CHECK_MSG(moved[0] > 512, "the plain blowpipe man did not come (%d)", moved[0]);
    CHECK_EQ(moved[1], 0);
    CHECK_EQ(bits_before, AI_BIT_GUARD);
    CHECK_EQ(bits_after, 0);
    CHECK_MSG(moved_after > 512, "the alerted blowpipe man stayed (%d)", moved_after);
}

/* Hit, a blowpipe man alerts his kind (himself too): on guard, he gives
 * his post up. */
TEST(tr3_ai_blowpipe_hit_alerts_his_kind)
{
    static const Tr3RangeItem items[] = { { O3_AI_GUARD, -1, 0, 0 } };
    Tr3Range r = { O3_BLOWPIPE, k_blow_anims, 22, 5, 0, true, 0, NULL, 0, 0 };
    Tr3RangeExtra x = { items, 1, true };
    TestGame *t;
    int lara, man, other;
    OPEN_OR_SKIP(t, &r, &x, &lara, &man, &other);
    Sim *s = &t->sim;
    TestGame_Step(t, 0, 30);
    bool calm = !Creature_Info(&t->g, man)->alerted;
    uint8_t bits_before = s->items[man].ai_bits;
    Gun2_HitTarget(&t->g, &s->items[man], NULL, 1);
    TestGame_Step(t, 0, 3);
    bool alerted = Creature_Info(&t->g, man)->alerted;
    uint8_t bits_after = s->items[man].ai_bits;
    TestGame_Delete(t);
    CHECK(calm);
    CHECK_EQ(bits_before, AI_BIT_GUARD);
    CHECK(alerted);
    CHECK_EQ(bits_after, 0);
}

/* Hit while Lara is badly poisoned (256), a bored blowpipe man runs away
 * (blowpipe.cpp sets his mood to escape between GetCreatureMood and
 * CreatureMood); hit while she is not, he stays bored. He stands three
 * clicks above her, out of her zone, behind a wall (unalerted). */
TEST(tr3_blowpipe_hit_flees_a_badly_poisoned_lara)
{
    CreatureMood before[2] = { MOOD_ATTACK, MOOD_ATTACK }, after[2] = { MOOD_ATTACK, MOOD_ATTACK };
    for (int k = 0; k < 2; k++) {
        Tr3Range r = { O3_BLOWPIPE, k_blow_anims, 22, 5, 0, true, 0, NULL, 0, 0 };
        static const Tr3RangeExtra none = { NULL, 0, false };
        Tr3RangeShape sh = { 3, 0, NULL, 0 };
        int lara, man, other;
        TestGame *t = Tr3Range_OpenShaped(&r, &none, &sh, &lara, &man, &other);
        if (!t)
            SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3));
        TestGame_Step(t, 0, 30);
        before[k] = Creature_Info(&t->g, man)->mood;
        t->g.lara.poisoned = k ? 256 : 0;
        t->sim.items[man].hit_status = true;
        TestGame_Step(t, 0, 1);
        after[k] = Creature_Info(&t->g, man)->mood;
        TestGame_Delete(t);
    }
    CHECK_EQ(before[0], MOOD_BORED);
    CHECK_EQ(before[1], MOOD_BORED);
    CHECK_EQ(after[0], MOOD_BORED);
    CHECK_EQ(after[1], MOOD_ESCAPE);
}
