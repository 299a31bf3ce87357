/* TR3's lizard man, shiva statues and mutants (game/objects/tr3/
 * creatures/) on the TR3 test range (tests/tr3_range.h). The shared TR3
 * level has none of their models, so each is a stand-in: Lara's meshes
 * with animations of our own, numbered as the original's code names them
 * (deaths, climbs, the statue's waking). A stand-in's limbs are not where
 * the real model's are, so the blows are checked by putting the touch of
 * the striking meshes on the creature (Item.touch_bits) and running its
 * routine in the attack state; the chases by letting it run. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

#define OPEN_OR_SKIP(t, r, lara, cr, other)                                        \
    do {                                                                          \
        (t) = Tr3Range_Open(r, lara, cr, other);                                  \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

/* The kind's routine run once in `state` at frame `frame` of animation
 * `anim` (counted from its first), its meshes touching Lara by `touch`,
 * its attack not yet landed (flags 0): what Lara lost. */
static int drive(TestGame *t, int creature, int16_t state, int anim, int frame, uint32_t touch)
{
    Game *g = &t->g;
    Item *it = &t->sim.items[creature], *lara = &t->sim.items[t->sim.lara];
    const Model *m = &t->lv.models[it->model];
    it->anim = (int16_t)(m->animation + anim);
    it->frame = (int16_t)(t->lv.animations[it->anim].frame_start + frame);
    it->current_state = it->goal_state = state;
    it->required_state = 0;
    it->touch_bits = touch;
    CreatureInfo *c = Creature_Info(g, creature);
    if (c)
        c->flags = 0;
    int16_t before = lara->hit_points;
    g->objects[it->object_id].control(g, creature);
    return before - lara->hit_points;
}

/* Runs until the creature is in one of `states` (at most `ticks`): the
 * tick it got there or -1. */
static int until_state(TestGame *t, int creature, const int16_t *states, int n, int ticks)
{
    for (int i = 0; i < ticks; i++) {
        TestGame_Step(t, 0, 1);
        for (int k = 0; k < n; k++)
            if (t->sim.items[creature].current_state == states[k])
                return i;
    }
    return -1;
}

/* Shot for all it has left through the guns' hit routine: the next tick
 * puts it in death_state, animation die_anim. */
static bool dies(TestGame *t, int creature, int16_t death_state, int die_anim)
{
    Item *it = &t->sim.items[creature];
    if (it->hit_points > 0)
        Gun2_HitTarget(&t->g, it, NULL, it->hit_points);
    if (it->hit_points > 0)
        return false;
    TestGame_Step(t, 0, 1);
    return it->current_state == death_state && Tr3Range_RelAnim(t, creature) == die_anim;
}

/* ---- the lizard man --------------------------------------------------------- */

enum { LIZ_STOP = 1, LIZ_WALK, LIZ_PUNCH2, LIZ_AIM2, LIZ_WAIT, LIZ_AIM1, LIZ_AIM0, LIZ_PUNCH1,
       LIZ_PUNCH0, LIZ_RUN, LIZ_DEATH, LIZ_CLIMB3, LIZ_CLIMB1, LIZ_CLIMB2, LIZ_FALL3 };

/* His states' animations; 23 and 31 are walks that do not turn, 26 his
 * death, 27-30 his climbs and drop (the original's numbers). */
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
    { LIZ_DEATH, 10, 0, -1, true },    { LIZ_CLIMB3, 10, 0, 0, false },
    { LIZ_CLIMB1, 10, 0, 0, false },   { LIZ_CLIMB2, 10, 0, 0, false },
    { LIZ_FALL3, 10, 0, 0, false },    { LIZ_WALK, 10, 20, 1, false },
};
#define LIZ_ANIMS ((int)(sizeof k_liz_anims / sizeof k_liz_anims[0]))

/* 36 hit points; his swipe costs 120 through his hand (0x20), his bite
 * 100 through his jaws (0xC00), each once per blow and only through its
 * own meshes; at 0 hit points he falls into his death (animation 26). */
TEST(tr3_lizard_man_swipes_for_120_and_bites_for_100)
{
    Tr3Range r = { O3_LIZARD_MAN, k_liz_anims, LIZ_ANIMS, 0, 600, false, 0, NULL, 0, 0 };
    TestGame *t;
    int lara, liz, other;
    OPEN_OR_SKIP(t, &r, &lara, &liz, &other);
    Game *g = &t->g;
    Item *it = &t->sim.items[liz];
    int16_t hp = g->objects[O3_LIZARD_MAN].hit_points;
    int16_t radius = g->objects[O3_LIZARD_MAN].radius;
    int swipe = drive(t, liz, LIZ_PUNCH1, 8, 3, 0x20);
    /* the same blow next tick: already landed */
    int16_t before = t->sim.items[lara].hit_points;
    it->current_state = it->goal_state = LIZ_PUNCH1;
    g->objects[O3_LIZARD_MAN].control(g, liz);
    int swipe_again = before - t->sim.items[lara].hit_points;
    int swipe_by_jaws = drive(t, liz, LIZ_PUNCH1, 8, 3, 0xC00);
    int bite = drive(t, liz, LIZ_PUNCH2, 3, 3, 0x400);
    int bite_by_hand = drive(t, liz, LIZ_PUNCH2, 3, 3, 0x20);
    bool died = dies(t, liz, LIZ_DEATH, 26);
    TestGame_Delete(t);
    CHECK_EQ(hp, 36);
    CHECK_EQ(radius, 204);
    CHECK_EQ(swipe, 120);
    CHECK_EQ(swipe_again, 0);
    CHECK_EQ(swipe_by_jaws, 0);
    CHECK_EQ(bite, 100);
    CHECK_EQ(bite_by_hand, 0);
    CHECK(died);
}

/* Woken four sectors from Lara, in sight, he comes for her and, within
 * 2.5 sectors, turns to her and breathes (aim 7, breath 9); behind a
 * wall (she cannot be targeted) he never breathes. */
TEST(tr3_lizard_man_breathes_at_lara_in_sight)
{
    static const int16_t breath[] = { LIZ_AIM0, LIZ_PUNCH0 };
    int at[2] = { -2, -2 };
    int32_t dx[2] = { 0, 0 };
    for (int k = 0; k < 2; k++) {
        Tr3Range r = { O3_LIZARD_MAN, k_liz_anims, LIZ_ANIMS, 4, 0, k == 1, 0, NULL, 0, 0 };
        TestGame *t;
        int lara, liz, other;
        OPEN_OR_SKIP(t, &r, &lara, &liz, &other);
        at[k] = until_state(t, liz, breath, 2, 300);
        dx[k] = t->sim.items[liz].pos.x - t->sim.items[lara].pos.x;
        TestGame_Delete(t);
    }
    CHECK_MSG(at[0] >= 0, "no breath in 300 ticks");
    CHECK_MSG(dx[0] < 2560 + 256, "he breathed from %d away", dx[0]);
    CHECK_EQ(at[1], -1);
}
