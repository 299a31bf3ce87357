/* TR3's AI objects (game/creature/ai_tr3.h) and its creatures' pitch to
 * their enemy, on the TR3 test range (tests/tr3_range.h: the London
 * security guard as a stand-in, AI objects with stand-in models of their
 * own) and the TR3 arena (the dog as a stand-in). */
#include "tests/test.h"

#include <stdlib.h>

#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_beast_arena.h"
#include "tests/tr3_brawler_anims.h"
#include "tests/tr3_guard_anims.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

#define OPEN_OR_SKIP(t, r, x, lara, cr, other)                                     \
    do {                                                                          \
        (t) = Tr3Range_OpenWith(r, x, lara, cr, other);                           \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

/* The guard 6 sectors from Lara (x 7680, z 2560) behind a wall across
 * the whole room at sector x 4: his side is x 5..8, z 1..4. */
static const Tr3Range k_guard_range = { O3_SECURITY_GUARD, k_sec_anims, SEC_ANIMS, 6, 0, true,
                                        0, NULL, 0, 0 };

static int find_item(const Sim *s, int object_id, int nth)
{
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == object_id && nth-- == 0)
            return (int)i;
    return -1;
}

/* AI objects on the creature's spot give it their bits and their turn as
 * its tag and leave the world; one elsewhere stays; none is drawn. */
TEST(tr3_ai_objects_on_a_creature_give_it_their_bits)
{
    static const Tr3RangeItem items[] = {
        { O3_AI_GUARD, -1, 0, 0x2000 },
        { O3_AI_AMBUSH, -1, 0, 0x2000 },
        { O3_AI_PATROL_2, -1, 0, 0x2000 }, /* gives no bit */
        { O3_AI_AMBUSH, 5632, 4608, 0x2000 },
    };
    Tr3RangeExtra x = { items, 4, false };
    TestGame *t;
    int lara, sec, other;
    OPEN_OR_SKIP(t, &k_guard_range, &x, &lara, &sec, &other);
    Sim *s = &t->sim;
    uint8_t bits = s->items[sec].ai_bits;
    int16_t tag = s->items[sec].ai_tag;
    int guard = find_item(s, O3_AI_GUARD, 0), under = find_item(s, O3_AI_AMBUSH, 0);
    int away = find_item(s, O3_AI_AMBUSH, 1), p2 = find_item(s, O3_AI_PATROL_2, 0);
    int16_t guard_room = s->items[guard].linked_room, under_room = s->items[under].linked_room;
    int16_t away_room = s->items[away].linked_room, p2_room = s->items[p2].linked_room;
    RenderMeshDraw out[64];
    int drawn = Game_DrawItem(&t->g, s, away, 65536, out, 64);
    TestGame_Delete(t);
    CHECK_EQ(bits, AI_BIT_GUARD | AI_BIT_AMBUSH);
    CHECK_EQ(tag, 0x2000);
    CHECK_EQ(guard_room, -1);
    CHECK_EQ(under_room, -1);
    CHECK(away_room >= 0);
    CHECK(p2_room >= 0);
    CHECK_EQ(drawn, 0);
}

/* Lara behind a wall with a way round it (z 4 open): a plain guard
 * comes for her; one on an AI_GUARD stays on his spot until he is alerted,
 * then gives his post up and comes. */
TEST(tr3_ai_guard_stays_until_alerted)
{
    static const Tr3RangeItem items[] = { { O3_AI_GUARD, -1, 0, 0 } };
    int32_t moved[2] = { 0, 0 };
    uint8_t bits_before = 0, bits_after = 0;
    int32_t moved_after = 0;
    for (int k = 0; k < 2; k++) {
        Tr3Range r = { O3_SECURITY_GUARD, k_sec_anims, SEC_ANIMS, 5, 0, true, 0, NULL, 0, 0 };
        Tr3RangeExtra x = { items, k, true };
        TestGame *t;
        int lara, sec, other;
        OPEN_OR_SKIP(t, &r, &x, &lara, &sec, &other);
        Sim *s = &t->sim;
        int32_t x0 = s->items[sec].pos.x, z0 = s->items[sec].pos.z;
        TestGame_Step(t, 0, 150);
        moved[k] = abs(s->items[sec].pos.x - x0) + abs(s->items[sec].pos.z - z0);
        if (k == 1) {
            bits_before = s->items[sec].ai_bits;
            Creature_Info(&t->g, sec)->alerted = true;
            TestGame_Step(t, 0, 150);
            bits_after = s->items[sec].ai_bits;
            moved_after = abs(s->items[sec].pos.x - x0) + abs(s->items[sec].pos.z - z0);
        }
        TestGame_Delete(t);
    }
    CHECK_MSG(moved[0] > 512, "the plain guard did not come (%d)", moved[0]);
    CHECK_EQ(moved[1], 0);
    CHECK_EQ(bits_before, AI_BIT_GUARD);
    CHECK_EQ(bits_after, 0);
    CHECK_MSG(moved_after > 512, "the alerted guard stayed (%d)", moved_after);
}

/* Lara's gunfire alerts the guards about her (the original's main loop:
 * lara.has_fired, AlertNearbyGuards when its wibble comes round): a guard
 * on an AI_GUARD 5 sectors away keeps his post while she holds fire, and
 * leaves it to come for her once she fires a shot (at nothing). */
TEST(tr3_ai_gunfire_alerts_a_guard)
{
    static const Tr3RangeItem items[] = { { O3_AI_GUARD, -1, 0, 0 } };
    int32_t moved[2] = { 0, 0 };
    bool alerted[2] = { false, false }, flag_before = false, flag_after = true;
    int shot = 0;
    for (int k = 0; k < 2; k++) {
        Tr3Range r = { O3_SECURITY_GUARD, k_sec_anims, SEC_ANIMS, 5, 0, true, 0, NULL, 0, 0 };
        Tr3RangeExtra x = { items, 1, true };
        TestGame *t;
        int lara, sec, other;
        OPEN_OR_SKIP(t, &r, &x, &lara, &sec, &other);
        Sim *s = &t->sim;
        int32_t x0 = s->items[sec].pos.x, z0 = s->items[sec].pos.z;
        TestGame_Step(t, 0, 20);
        if (k == 1) {
            static const int16_t angles[2] = { ANGLE_180, 0 };
            shot = Gun2_FireWeapon(&t->g, LGT_PISTOLS, -1, angles);
            flag_before = t->g.lara.has_fired;
        }
        TestGame_Step(t, 0, 40);
        if (k == 1)
            flag_after = t->g.lara.has_fired;
        alerted[k] = Creature_Info(&t->g, sec) && Creature_Info(&t->g, sec)->alerted;
        TestGame_Step(t, 0, 150);
        moved[k] = abs(s->items[sec].pos.x - x0) + abs(s->items[sec].pos.z - z0);
        TestGame_Delete(t);
    }
    CHECK_EQ(alerted[0], false);
    CHECK_EQ(moved[0], 0);
    CHECK_EQ(shot, -1);
    CHECK(flag_before);
    CHECK(!flag_after);
    CHECK(alerted[1]);
    CHECK_MSG(moved[1] > 512, "the guard kept his post after the shot (%d)", moved[1]);
}

/* A patroller (AI_PATROL1 on his spot, tagged 0x4000) walks to the
 * AI_PATROL1 of his tag, then to the AI_PATROL2 of his tag, and back;
 * the one of another tag (first in the list) is not his. */
TEST(tr3_ai_patrol_walks_between_its_markers)
{
    static const Tr3RangeItem items[] = {
        { O3_AI_PATROL_1, -1, 0, 0x4000 },
        { O3_AI_PATROL_1, 8704, 4608, 0 },      /* another route's */
        { O3_AI_PATROL_1, 5632, 4608, 0x4000 },
        { O3_AI_PATROL_2, 5632, 1536, 0x4000 },
    };
    Tr3RangeExtra x = { items, 4, false };
    TestGame *t;
    int lara, sec, other;
    OPEN_OR_SKIP(t, &k_guard_range, &x, &lara, &sec, &other);
    Sim *s = &t->sim;
    /* the order of the spots he comes to: 1 his AI_PATROL1, 2 his
     * AI_PATROL2, 3 the other route's */
    int seq[8], n = 0;
    bool leg = false;
    for (int i = 0; i < 1500 && n < 8; i++) {
        TestGame_Step(t, 0, 1);
        const Item *it = &s->items[sec];
        const CreatureInfo *c = Creature_Info(&t->g, sec);
        if (abs(it->pos.x - 8704) < 600 && abs(it->pos.z - 4608) < 600 && (!n || seq[n - 1] != 3))
            seq[n++] = 3;
        if (c && c->patrol2 != leg) {
            leg = c->patrol2;
            seq[n++] = leg ? 1 : 2;
        }
    }
    uint8_t bits = s->items[sec].ai_bits;
    TestGame_Delete(t);
    CHECK_MSG(n >= 3, "only %d legs", n);
    CHECK_EQ(seq[0], 1);
    CHECK_EQ(seq[1], 2);
    CHECK_EQ(seq[2], 1);
    CHECK_EQ(bits, AI_BIT_PATROL1);
}

/* A guard with an ambush (AI_GUARD and AI_AMBUSH on his spot): alerted,
 * he runs to the AI_AMBUSH of his tag and guards it. */
TEST(tr3_ai_ambush_runs_to_its_spot_and_guards_it)
{
    static const Tr3RangeItem items[] = {
        { O3_AI_GUARD, -1, 0, 0 },
        { O3_AI_AMBUSH, -1, 0, 0 },
        { O3_AI_AMBUSH, 5632, 4608, 0 },
    };
    Tr3RangeExtra x = { items, 3, false };
    TestGame *t;
    int lara, sec, other;
    OPEN_OR_SKIP(t, &k_guard_range, &x, &lara, &sec, &other);
    Sim *s = &t->sim;
    TestGame_Step(t, 0, 20);
    int32_t x0 = s->items[sec].pos.x;
    Creature_Info(&t->g, sec)->alerted = true;
    TestGame_Step(t, 0, 1);
    uint8_t running = s->items[sec].ai_bits;
    TestGame_Step(t, 0, 600);
    const Item *it = &s->items[sec];
    uint8_t bits = it->ai_bits;
    bool reached = Creature_Info(&t->g, sec)->reached_goal;
    int32_t dx = abs(it->pos.x - 5632), dz = abs(it->pos.z - 4608);
    TestGame_Delete(t);
    CHECK_EQ(x0, 7680);
    CHECK_EQ(running, AI_BIT_AMBUSH | AI_BIT_MODIFY);
    CHECK_EQ(bits, AI_BIT_GUARD);
    CHECK(reached);
    CHECK_MSG(dx < 1024 && dz < 1024, "he stands %d, %d from his spot", dx, dz);
}

/* TR3's AI info pitches up or down to the enemy: on level ground 0 to a
 * standing Lara, down to a crouching one (384 lower); the dog's head
 * follows it. */
static const int k_dog_map[TR3_MONKEY_STATES] = { 0, -1, 9, 1, 3, -1, -1, -1, -1, 6, 7,
                                                  11, 12, -1, -1, -1, -1, -1, -1, -1, -1 };

TEST(tr3_creature_head_pitches_to_a_crouching_lara)
{
    Tr3Arena a = { O3_DOG, k_dog_map, 0, 0 };
    int dog = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &dog);
    Sim *s = &t->sim;
    CreatureAI info;
    Creature_AIInfo(&t->g, dog, &info);
    int16_t standing = info.x_angle;
    s->items[s->lara].current_state = LS_DUCK;
    Creature_AIInfo(&t->g, dog, &info);
    int16_t crouching = info.x_angle;
    /* held down, she crouches: the dog looks down at her */
    int16_t neck = 0;
    for (int i = 0; i < 30; i++) {
        TestGame_Step(t, INPUT_DUCK, 1);
        const CreatureInfo *c = Creature_Info(&t->g, dog);
        if (c && c->neck_rotation < neck)
            neck = c->neck_rotation;
    }
    int16_t lara_state = s->items[s->lara].current_state;
    TestGame_Delete(t);
    CHECK_EQ(standing, 0);
    CHECK_MSG(crouching < -ANGLE_DEG(3), "pitch %d", crouching);
    CHECK_EQ(lara_state, LS_DUCK);
    CHECK_MSG(neck < -ANGLE_DEG(3), "neck %d", neck);
}

/* ---- the brawlers' AI objects (the civilian's: 51civvy.cpp) ------------------- */

/* The brawlers' stand-in set: tests/tr3_brawler_anims.h. */

/* A civilian on an AI_GUARD stays on his spot while a plain one comes
 * round the wall for Lara; one on an AI_PATROL1 walks to his markers. */
TEST(tr3_ai_civvy_guards_and_patrols)
{
    static const Tr3RangeItem guard[] = { { O3_AI_GUARD, -1, 0, 0 } };
    int32_t moved[2] = { 0, 0 };
    for (int k = 0; k < 2; k++) {
        Tr3Range r = { O3_CIVVIE, k_brawler_anims, BRAWLER_ANIMS, 5, 0, true, 0, NULL, 0, 0 };
        Tr3RangeExtra x = { guard, k, true };
        TestGame *t;
        int lara, cv, other;
        OPEN_OR_SKIP(t, &r, &x, &lara, &cv, &other);
        /* Lara turned away from him (facing him from afar, a civilian
         * keeps off) */
        t->sim.items[lara].rot.y = (int16_t)0xC000;
        int32_t x0 = t->sim.items[cv].pos.x, z0 = t->sim.items[cv].pos.z;
        TestGame_Step(t, 0, 150);
        moved[k] = abs(t->sim.items[cv].pos.x - x0) + abs(t->sim.items[cv].pos.z - z0);
        TestGame_Delete(t);
    }
    static const Tr3RangeItem patrol[] = {
        { O3_AI_PATROL_1, -1, 0, 0x4000 },
        { O3_AI_PATROL_1, 5632, 4608, 0x4000 },
        { O3_AI_PATROL_2, 5632, 1536, 0x4000 },
    };
    Tr3Range r = { O3_CIVVIE, k_brawler_anims, BRAWLER_ANIMS, 6, 0, true, 0, NULL, 0, 0 };
    Tr3RangeExtra x = { patrol, 3, false };
    TestGame *t;
    int lara, cv, other;
    OPEN_OR_SKIP(t, &r, &x, &lara, &cv, &other);
    int legs = Tr3Range_WatchPatrol(t, cv, 1500).legs;
    TestGame_Delete(t);
    CHECK_MSG(moved[0] > 512, "the plain civilian did not come (%d)", moved[0]);
    CHECK_EQ(moved[1], 0);
    CHECK_MSG(legs >= 3, "only %d legs", legs);
}
