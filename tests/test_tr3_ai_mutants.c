/* TR3's AI objects (game/creature/ai_tr3.h) read by the mutants, the
 * flamethrower guard and the raptor, as their originals' routines read
 * them (tomb3 hybrid.cpp, clawmute.cpp, sealmute.cpp, flamer.cpp:
 * GetAITarget, AIGuard, the patrol's walk; raptor.cpp: GetAITarget;
 * wingmute.cpp: its AI_MODIFY rule). On the TR3 test range
 * (tests/tr3_range.h) with stand-ins (Lara's meshes, animations of our
 * own), and the raptor on the beast arena (tests/tr3_beast_arena.h, the
 * monkey's model under its id): the shared TR3 level has none of them. */
#include "tests/test.h"

#include <stdlib.h>

#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_beast_arena.h"
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

/* ---- stand-ins: each kind's states (its numbers), its death where the
 * original numbers it ---- */

enum { HY_STOP = 1, HY_WALK, HY_RUN, HY_JUMP_STR, HY_JUMP_MID, HY_JUMP_END, HY_SLASH, HY_KICK,
       HY_RUN_ATAK, HY_WALK_ATAK, HY_DEATH };
static const Tr3Anim k_hybrid_anims[] = {
    { HY_STOP, 10, 0, -1, false },      { HY_WALK, 10, 20, -1, false },
    { HY_RUN, 10, 50, -1, false },      { HY_JUMP_STR, 5, 40, 4, false },
    { HY_JUMP_MID, 5, 40, 5, false },   { HY_JUMP_END, 5, 40, 0, false },
    { HY_SLASH, 20, 0, 0, false },      { HY_KICK, 20, 0, 0, false },
    { HY_RUN_ATAK, 20, 20, 0, false },  { HY_WALK_ATAK, 20, 10, 0, false },
    { 40, 5, 0, -1, false },            { 41, 5, 0, -1, false },
    { 42, 5, 0, -1, false },            { 43, 5, 0, -1, false },
    { 44, 5, 0, -1, false },            { 45, 5, 0, -1, false },
    { 46, 5, 0, -1, false },            { 47, 5, 0, -1, false },
    { HY_DEATH, 10, 0, -1, true },
};

enum { CL_STOP, CL_WALK, CL_RUN, CL_RUN_ATAK, CL_WALK_ATAK1, CL_WALK_ATAK2, CL_SLASH_LEFT,
       CL_SLASH_RIGHT, CL_DEATH, CL_CLAW_ATAK, CL_FIRE_ATAK };
static const Tr3Anim k_claw_anims[] = {
    { CL_STOP, 10, 0, -1, false },       { CL_WALK, 10, 20, -1, false },
    { CL_RUN, 10, 50, -1, false },       { CL_RUN_ATAK, 20, 20, 0, false },
    { CL_WALK_ATAK1, 20, 10, 0, false }, { CL_WALK_ATAK2, 20, 10, 0, false },
    { CL_SLASH_LEFT, 20, 0, 0, false },  { CL_SLASH_RIGHT, 20, 0, 0, false },
    { CL_CLAW_ATAK, 20, 0, 0, false },   { CL_FIRE_ATAK, 45, 0, 0, false },
    { 40, 5, 0, -1, false },             { 41, 5, 0, -1, false },
    { 42, 5, 0, -1, false },             { 43, 5, 0, -1, false },
    { 44, 5, 0, -1, false },             { 45, 5, 0, -1, false },
    { 46, 5, 0, -1, false },             { 47, 5, 0, -1, false },
    { 48, 5, 0, -1, false },             { 49, 5, 0, -1, false },
    { CL_DEATH, 10, 0, -1, true },
};

enum { SE_STOP, SE_WALK, SE_BURP, SE_DEATH };
static const Tr3Anim k_seal_anims[] = {
    { SE_STOP, 10, 0, -1, false }, { SE_WALK, 10, 15, -1, false },
    { SE_BURP, 70, 0, 0, false },  { 40, 5, 0, -1, false },
    { 41, 5, 0, -1, false },       { SE_DEATH, 60, 0, -1, true },
};

enum { FL_STOP = 1, FL_WALK = 2, FL_WAIT = 4, FL_WALK_FIRE = 6, FL_DEATH = 7, FL_WALK_AIM = 9,
       FL_STOP_AIM = 10, FL_STOP_FIRE = 11 };
static const Tr3Anim k_flamer_anims[] = {
    { FL_STOP, 10, 0, -1, false },      { FL_WALK, 10, 20, -1, false },
    { FL_WAIT, 10, 0, -1, false },      { FL_WALK_FIRE, 10, 20, -1, false },
    { FL_WALK_AIM, 5, 20, -1, false },  { FL_STOP_AIM, 5, 0, -1, false },
    { FL_STOP_FIRE, 10, 0, -1, false }, { 30, 5, 0, -1, false },
    { 31, 5, 0, -1, false },            { 32, 5, 0, -1, false },
    { 33, 5, 0, -1, false },            { 34, 5, 0, -1, false },
    { FL_STOP, 10, 0, -1, false },      { 36, 5, 0, -1, false },
    { 37, 5, 0, -1, false },            { 38, 5, 0, -1, false },
    { 39, 5, 0, -1, false },            { 40, 5, 0, -1, false },
    { 41, 5, 0, -1, false },            { FL_DEATH, 10, 0, -1, true },
};

enum { WI_HOVER, WI_LAND, WI_WAIT, WI_TAKEOFF, WI_ATTACK, WI_FALL, WI_DEATH, WI_MOVE };
static const Tr3Anim k_wing_anims[] = {
    { WI_HOVER, 10, 0, -1, false },  { WI_LAND, 10, 0, 2, false },
    { WI_WAIT, 10, 0, -1, false },   { WI_TAKEOFF, 10, 0, 0, false },
    { WI_ATTACK, 20, 0, 0, false },  { WI_FALL, 10, 0, -1, false },
    { WI_DEATH, 10, 0, -1, false },  { WI_MOVE, 10, 30, -1, false },
};

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))

typedef struct {
    int16_t id;
    const Tr3Anim *anims;
    int n;
    const char *name;
} Kind;

/* Lara behind a wall with a way round it: a plain hybrid, claw mutant or
 * seal mutant comes for her; one on an AI_GUARD stays on its spot
 * (looking about) until it is alerted, then comes. */
TEST(tr3_ai_mutant_guards_stay_until_alerted)
{
    static const Kind kinds[] = {
        { O3_MUTANT_3, k_hybrid_anims, N(k_hybrid_anims), "hybrid" },
        { O3_MUTANT_2, k_claw_anims, N(k_claw_anims), "claw mutant" },
        { O3_BURNT_MUTANT, k_seal_anims, N(k_seal_anims), "seal mutant" },
    };
    static const Tr3RangeItem items[] = { { O3_AI_GUARD, -1, 0, 0 } };
    for (int kind = 0; kind < N(kinds); kind++) {
        const Kind *kd = &kinds[kind];
        int32_t moved[2] = { 0, 0 }, moved_after = 0;
        uint8_t bits_before = 0, bits_after = 0;
        for (int k = 0; k < 2; k++) {
            Tr3Range r = { kd->id, kd->anims, kd->n, 5, 0, true, 0, NULL, 0, 0 };
            Tr3RangeExtra x = { items, k, true };
            TestGame *t;
            int lara, cr, other;
            OPEN_OR_SKIP(t, &r, &x, &lara, &cr, &other);
            Sim *s = &t->sim;
            int32_t x0 = s->items[cr].pos.x, z0 = s->items[cr].pos.z;
            TestGame_Step(t, 0, 150);
            moved[k] = moved_from(&s->items[cr], x0, z0);
            if (k == 1) {
                bits_before = s->items[cr].ai_bits;
                Creature_Info(&t->g, cr)->alerted = true;
                TestGame_Step(t, 0, 200);
                bits_after = s->items[cr].ai_bits;
                moved_after = moved_from(&s->items[cr], x0, z0);
            }
            TestGame_Delete(t);
        }
        CHECK_MSG(moved[0] > 512, "the plain %s did not come (%d)", kd->name, moved[0]);
        CHECK_MSG(moved[1] == 0, "the %s on guard moved (%d)", kd->name, moved[1]);
        CHECK_EQ(bits_before, AI_BIT_GUARD);
        CHECK_EQ(bits_after, 0);
        CHECK_MSG(moved_after > 512, "the alerted %s stayed (%d)", kd->name, moved_after);
    }
}

/* Hit, a hybrid alerts its kind (itself too: hybrid.cpp's AlertAllGuards,
 * which ours lacked): on guard, it gives its post up. */
TEST(tr3_ai_hybrid_hit_alerts_its_kind)
{
    static const Tr3RangeItem items[] = { { O3_AI_GUARD, -1, 0, 0 } };
    Tr3Range r = { O3_MUTANT_3, k_hybrid_anims, N(k_hybrid_anims), 5, 0, true, 0, NULL, 0, 0 };
    Tr3RangeExtra x = { items, 1, true };
    TestGame *t;
    int lara, cr, other;
    OPEN_OR_SKIP(t, &r, &x, &lara, &cr, &other);
    TestGame_Step(t, 0, 30);
    bool calm = !Creature_Info(&t->g, cr)->alerted;
    t->sim.items[cr].hit_status = true;
    t->g.objects[O3_MUTANT_3].control(&t->g, cr);
    bool alerted = Creature_Info(&t->g, cr)->alerted;
    TestGame_Step(t, 0, 2);
    uint8_t bits_after = t->sim.items[cr].ai_bits;
    TestGame_Delete(t);
    CHECK(calm);
    CHECK(alerted);
    CHECK_EQ(bits_after, 0);
}

/* A flamethrower guard, a claw mutant or a seal mutant on an AI_PATROL1
 * (tag 0x4000) walks to the AI_PATROL1 of its tag, then to the
 * AI_PATROL2, and back, while Lara stays unseen behind a wall. */
TEST(tr3_ai_flamer_and_mutants_patrol_their_route)
{
    static const Kind kinds[] = {
        { O3_FLAMETHROWER_BLOKE, k_flamer_anims, N(k_flamer_anims), "flamethrower guard" },
        { O3_MUTANT_2, k_claw_anims, N(k_claw_anims), "claw mutant" },
        { O3_BURNT_MUTANT, k_seal_anims, N(k_seal_anims), "seal mutant" },
    };
    static const Tr3RangeItem items[] = {
        { O3_AI_PATROL_1, -1, 0, 0x4000 },
        { O3_AI_PATROL_1, 5632, 4608, 0x4000 },
        { O3_AI_PATROL_2, 5632, 1536, 0x4000 },
    };
    for (int kind = 0; kind < N(kinds); kind++) {
        const Kind *kd = &kinds[kind];
        Tr3Range r = { kd->id, kd->anims, kd->n, 6, 0, true, 0, NULL, 0, 0 };
        Tr3RangeExtra x = { items, 3, false };
        TestGame *t;
        int lara, cr, other;
        OPEN_OR_SKIP(t, &r, &x, &lara, &cr, &other);
        Sim *s = &t->sim;
        Tr3Patrol p = Tr3Range_WatchPatrol(t, cr, 2000);
        uint8_t bits = s->items[cr].ai_bits;
        TestGame_Delete(t);
        CHECK_MSG(p.legs >= 3, "the %s walked only %d legs", kd->name, p.legs);
        CHECK_MSG(p.near_p1 && p.near_p2, "the %s missed a marker", kd->name);
        CHECK_EQ(bits, AI_BIT_PATROL1);
    }
}

/* A flamethrower guard on an AI_GUARD stands and looks about; now and then
 * he shifts into his wait and back, never walking off, until alerted. */
TEST(tr3_ai_flamer_guard_stands_and_waits)
{
    static const Tr3RangeItem items[] = { { O3_AI_GUARD, -1, 0, 0 } };
    Tr3Range r = { O3_FLAMETHROWER_BLOKE, k_flamer_anims, N(k_flamer_anims), 5, 0, true,
                   0, NULL, 0, 0 };
    Tr3RangeExtra x = { items, 1, true };
    TestGame *t;
    int lara, cr, other;
    OPEN_OR_SKIP(t, &r, &x, &lara, &cr, &other);
    Sim *s = &t->sim;
    int32_t x0 = s->items[cr].pos.x, z0 = s->items[cr].pos.z;
    bool waited = false, walked = false, looked = false;
    for (int i = 0; i < 3000; i++) {
        TestGame_Step(t, 0, 1);
        int16_t st = s->items[cr].current_state;
        waited |= st == FL_WAIT;
        walked |= st == FL_WALK;
        looked |= Creature_Info(&t->g, cr)->head_left || Creature_Info(&t->g, cr)->head_right;
    }
    int32_t moved = moved_from(&s->items[cr], x0, z0);
    uint8_t bits = s->items[cr].ai_bits;
    TestGame_Delete(t);
    CHECK(waited);
    CHECK(!walked);
    CHECK(looked);
    CHECK_EQ(moved, 0);
    CHECK_EQ(bits, AI_BIT_GUARD);
}

/* A winged mutant whose one AI object is an AI_MODIFY takes off with
 * Lara five sectors off (a plain one waits on the floor for her to come
 * within three) and, aloft, never lands. */
TEST(tr3_ai_winged_mutant_on_modify_takes_off_and_stays_aloft)
{
    static const Tr3RangeItem items[] = { { O3_AI_MODIFY, -1, 0, 0 } };
    bool off[2] = { false, false }, landed = false;
    uint8_t bits = 0;
    for (int k = 0; k < 2; k++) {
        Tr3Range r = { O3_MUTANT_1, k_wing_anims, N(k_wing_anims), 5, 0, false, 0, NULL, 0, 0 };
        Tr3RangeExtra x = { items, k, false };
        TestGame *t;
        int lara, cr, other;
        OPEN_OR_SKIP(t, &r, &x, &lara, &cr, &other);
        Sim *s = &t->sim;
        for (int i = 0; i < 600; i++) {
            TestGame_Step(t, 0, 1);
            int16_t st = s->items[cr].current_state;
            off[k] |= st != WI_WAIT;
            if (k == 1 && st == WI_LAND)
                landed = true;
        }
        if (k == 1)
            bits = s->items[cr].ai_bits;
        TestGame_Delete(t);
    }
    CHECK(!off[0]);
    CHECK(off[1]);
    CHECK(!landed);
    CHECK_EQ(bits, AI_BIT_MODIFY);
}

/* ...as the raptor's (tests/test_tr3_beasts.c's stand-in): stand = stop
 * 1, walk 2, run 3, low attack = bite 4, death 5, angry = warning 6, roll
 * = leap 7, high attack = close bite 8. */
static const int k_raptor_map[TR3_MONKEY_STATES] = { 0, -1, 2, 1, 3, -1, -1, -1, -1, 7, 6,
                                                     5, 4, 8, -1, -1, -1, -1, -1, -1, -1 };

/* A raptor on an AI_PATROL1 goes between the AI_PATROL1 and AI_PATROL2
 * of its tag instead of after Lara (raptor.cpp: GetAITarget after its own
 * choice of enemy). */
TEST(tr3_ai_raptor_patrols_its_route)
{
    static const Tr3RangeItem items[] = {
        { O3_AI_PATROL_1, -1, 0, 0x4000 },
        { O3_AI_PATROL_1, 2560, 7680, 0x4000 },
        { O3_AI_PATROL_2, 2560, 1536, 0x4000 },
    };
    Tr3Arena a = { O3_RAPTOR, k_raptor_map, 0, 0 };
    int rap = -1;
    TestGame *t = Tr3Arena_OpenWith(&a, items, 3, &rap);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK_MSG(t != (TestGame *)-1, "the TR3 arena does not build");
    if (t == (TestGame *)-1)
        return;
    Sim *s = &t->sim;
    int16_t hp0 = s->items[s->lara].hit_points;
    int legs = 0;
    bool leg = false;
    int32_t min_dx = INT32_MAX;
    for (int i = 0; i < 2000 && legs < 3; i++) {
        TestGame_Step(t, 0, 1);
        const CreatureInfo *c = Creature_Info(&t->g, rap);
        if (c && c->patrol2 != leg) {
            leg = c->patrol2;
            legs++;
        }
        int32_t dx = abs(s->items[s->lara].pos.x - s->items[rap].pos.x);
        if (dx < min_dx)
            min_dx = dx;
    }
    uint8_t bits = s->items[rap].ai_bits;
    int16_t hp = s->items[s->lara].hit_points;
    TestGame_Delete(t);
    CHECK_MSG(legs >= 3, "only %d legs", legs);
    CHECK_EQ(bits, AI_BIT_PATROL1);
    CHECK_EQ(hp, hp0);
    CHECK_MSG(min_dx > 2048, "it came for Lara (%d)", min_dx);
}
