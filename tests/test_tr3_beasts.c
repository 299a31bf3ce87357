/* TR3's animals (game/objects/tr3/creatures/) on a TR3 arena built at test
 * time (tests/tr3_beast_arena.h; skipped without the shared TR3 level).
 * The shared level has none of these models but the monkey's, so each
 * kind runs on a stand-in (the monkey's meshes and animations under its
 * id, the monkey's states renumbered to the kind's): the chases show a
 * kind waking and going for Lara; the blows are checked by driving the
 * kind's routine in its attack state, as the stand-in's animations are not
 * the kind's own. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save.h"
#include "tests/test_game.h"
#include "tests/tr3_beast_arena.h"
#include "tests/tr_build.h"

/* Monkey states: stop 1, walk 2, stand 3, run 4, pickup 5, sit 6, eat 7,
 * scratch 8, roll 9, angry 10, death 11, attacks 12 (low), 13 (high),
 * 14 (jump), climbs 15-20. */
/* ...as the tiger's: stand = stop 1, walk 2, run 3, sit = wait 4, angry =
 * roar 5, attacks 6 (low), 7 (jump: the leap), 8 (high: the lunge),
 * death 9. */
static const int k_tiger_map[TR3_MONKEY_STATES] = { 0, -1, 2, 1, 3, -1, 4, -1, -1, -1, 5,
                                                    9, 6, 8, 7, -1, -1, -1, -1, -1, -1 };
/* ...as the dog's: stand = stop 1, walk = crouch 9 (the monkey's walk
 * leads on to its run, as the dog's crouch does), run 3, angry = howl 7,
 * roll = lunge 6, low attack = snap 12, death 11. */
static const int k_dog_map[TR3_MONKEY_STATES] = { 0, -1, 9, 1, 3, -1, -1, -1, -1, 6, 7,
                                                  11, 12, -1, -1, -1, -1, -1, -1, -1, -1 };
/* ...as the rat's (TR2's mouse): stand = stop 2, run 1, sit = wait 1 3,
 * eat = wait 2 4, low attack 5, death 6. */
static const int k_rat_map[TR3_MONKEY_STATES] = { 0, -1, -1, 2, 1, -1, 3, 4, -1, -1, -1,
                                                  6, 5, -1, -1, -1, -1, -1, -1, -1, -1 };
/* ...as a bird's: stand = perched 2, run = fly 1, walk = glide 3, sit =
 * eat 7, low attack 6, death 5, roll = fall 4. */
static const int k_bird_map[TR3_MONKEY_STATES] = { 0, -1, 3, 2, 1, -1, 7, -1, -1, 4, -1,
                                                   5, 6, -1, -1, -1, -1, -1, -1, -1, -1 };

/* The kind's routine run once in `state` at frame `frame` of animation
 * `anim` (counted from its first), its meshes touching Lara by `touch`:
 * what Lara lost. */
static int drive(TestGame *t, int creature, int16_t state, int anim, int frame, uint32_t touch)
{
    Game *g = &t->g;
    Item *it = &t->sim.items[creature], *lara = &t->sim.items[t->sim.lara];
    const Model *m = Level_FindModel(&t->lv, (uint32_t)it->object_id);
    if (!m || !g->objects[it->object_id].control)
        return -1;
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

/* Runs `ticks` ticks: whether the creature got into one of `states`, and
 * how far it came along x towards Lara. */
static bool reaches(TestGame *t, int creature, const int16_t *states, int n, int ticks,
                    int32_t *closed)
{
    Item *it = &t->sim.items[creature];
    int32_t start = it->pos.x, max_x = it->pos.x;
    bool got = false;
    for (int i = 0; i < ticks && !got; i++) {
        TestGame_Step(t, 0, 1);
        for (int k = 0; k < n; k++)
            got = got || it->current_state == states[k];
        if (it->pos.x > max_x)
            max_x = it->pos.x;
    }
    *closed = max_x - start;
    return got;
}

/* Shot to 0 hit points: the next tick starts its death (its death state,
 * one of its death animations). */
static bool dies(TestGame *t, int creature, int16_t death_state, const int *anims, int n)
{
    Item *it = &t->sim.items[creature];
    /* shot for all it has left, through the guns' hit routine */
    if (it->hit_points > 0)
        Gun2_HitTarget(&t->g, it, NULL, it->hit_points);
    if (it->hit_points != 0)
        return false;
    /* (aimed at the death state: the stand-in's animation then stays) */
    it->goal_state = death_state;
    TestGame_Step(t, 0, 1);
    const Model *m = Level_FindModel(&t->lv, (uint32_t)it->object_id);
    if (!m || it->current_state != death_state)
        return false;
    int rel = it->anim - m->animation;
    for (int i = 0; i < n; i++)
        if (rel == anims[i])
            return true;
    return false;
}

TEST(tr3_tiger_chases_and_bites_for_90)
{
    Tr3Arena a = { O3_TIGER, k_tiger_map, 0, 0 };
    int tiger = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &tiger);
    int16_t hp = t->g.objects[O3_TIGER].hit_points, radius = t->g.objects[O3_TIGER].radius;
    int16_t pivot = t->g.objects[O3_TIGER].pivot_length;
    /* it runs at Lara and attacks (the stand-in's limbs are too short to
     * reach her from its stop: its blow is driven below) */
    static const int16_t attacks[] = { 6, 7, 8 };
    int32_t closed = 0;
    bool attacked = reaches(t, tiger, attacks, 3, 400, &closed);
    /* its swipe (the stand-in's low attack, animation 23) */
    int swipe = drive(t, tiger, 6, 23, 5, 0x4000);
    int missed = drive(t, tiger, 6, 23, 5, 0x1);
    static const int die[] = { 11 };
    bool died = dies(t, tiger, 9, die, 1);
    TestGame_Delete(t);
    CHECK_EQ(hp, 24);
    CHECK_EQ(radius, 341);
    CHECK_EQ(pivot, 200);
    CHECK_MSG(closed > 3 * 1024, "the tiger did not close in (%d)", closed);
    CHECK_MSG(attacked, "no attack in 400 ticks");
    CHECK_EQ(swipe, 90);
    CHECK_EQ(missed, 0);
    CHECK(died);
}

TEST(tr3_dog_lunges_for_50_and_snaps_for_12)
{
    Tr3Arena a = { O3_DOG, k_dog_map, 5632, 0 };
    int dog = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &dog);
    Game *g = &t->g;
    int16_t hp = g->objects[O3_DOG].hit_points;
    bool husky = g->objects[O3_HUSKIE].control == NULL; /* no husky model: not set up */
    /* it starts stopped, in its eighth animation */
    const Model *m = Level_FindModel(&t->lv, O3_DOG);
    int start_anim = m ? t->sim.items[dog].anim - m->animation : -1;
    int16_t start_state = t->sim.items[dog].current_state;
    /* the lunge hurts 50 on each tick of frames 4..14 its jaws touch */
    int lunge = drive(t, dog, 6, 0, 4, 0x8);
    int lunge_early = drive(t, dog, 6, 0, 3, 0x8);
    int lunge_late = drive(t, dog, 6, 0, 15, 0x8);
    /* the snap 12 on frames 9..12 and 22..25 */
    int snap = drive(t, dog, 12, 0, 22, 0x40);
    int snap_between = drive(t, dog, 12, 0, 15, 0x40);
    int snap_other_mesh = drive(t, dog, 12, 0, 10, 0x200);
    static const int die[] = { 20, 21, 22 };
    bool died = dies(t, dog, 11, die, 3);
    TestGame_Delete(t);
    CHECK_EQ(hp, 16);
    CHECK(husky);
    CHECK_EQ(start_anim, 8);
    CHECK_EQ(start_state, 1);
    CHECK_EQ(lunge, 50);
    CHECK_EQ(lunge_early, 0);
    CHECK_EQ(lunge_late, 0);
    CHECK_EQ(snap, 12);
    CHECK_EQ(snap_between, 0);
    CHECK_EQ(snap_other_mesh, 0);
    CHECK(died);
}

TEST(tr3_dog_wakes_and_goes_for_lara)
{
    Tr3Arena a = { O3_DOG, k_dog_map, 0, 0 };
    int dog = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &dog);
    /* stop, crouch, run at Lara, and the lunge (or the crouch before a
     * stalk) once near */
    static const int16_t near[] = { 6 };
    int32_t closed = 0;
    bool lunged = reaches(t, dog, near, 1, 400, &closed);
    TestGame_Delete(t);
    CHECK_MSG(lunged, "the dog never lunged");
    CHECK_MSG(closed > 3 * 1024, "the dog did not go for Lara (%d)", closed);
}

/* TR3's rat is TR2's (the same routine registered under O3_SMALL_RAT):
 * 4 hit points, a bite of 20 once per attack. */
TEST(tr3_rat_is_tr2s_rat)
{
    Tr3Arena a = { O3_SMALL_RAT, k_rat_map, 3584, 0 };
    int rat = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &rat);
    Game *g = &t->g;
    int16_t hp = g->objects[O3_SMALL_RAT].hit_points, pivot = g->objects[O3_SMALL_RAT].pivot_length;
    int bite = drive(t, rat, 5, 23, 0, 0x1);
    Item *it = &t->sim.items[rat];
    int16_t after = it->required_state;
    static const int die[] = { 9 };
    bool died = dies(t, rat, 6, die, 1);
    TestGame_Delete(t);
    CHECK_EQ(hp, 4);
    CHECK_EQ(pivot, 50);
    CHECK_EQ(bite, 20);
    CHECK_EQ(after, 2); /* the bite is done: back to its stop */
    CHECK(died);
}

/* TR3's crow and vulture are TR2's birds (crow as TR2's crow, vulture as
 * the eagle): 8 and 18 hit points, a peck of 20; killed, a bird falls. */
TEST(tr3_crow_and_vulture_are_tr2s_birds)
{
    const int16_t ids[2] = { O3_CROW, O3_VULTURE };
    const int16_t want_hp[2] = { 8, 18 };
    const int start_anim[2] = { 14, 5 };
    const int16_t start_state[2] = { 7, 2 };
    for (int k = 0; k < 2; k++) {
        Tr3Arena a = { ids[k], k_bird_map, 3584, 0 };
        int bird = -1;
        TestGame *t;
        TR3_ARENA_OR_SKIP(t, &a, &bird);
        Game *g = &t->g;
        Item *it = &t->sim.items[bird];
        const Model *m = Level_FindModel(&t->lv, (uint32_t)ids[k]);
        int anim = m ? it->anim - m->animation : -1;
        int16_t state = it->current_state, hp = g->objects[ids[k]].hit_points;
        int peck = drive(t, bird, 6, 23, 0, 0x1);
        int again = g->objects[ids[k]].control ? (g->objects[ids[k]].control(g, bird), 0) : -1;
        it->hit_points = 0;
        TestGame_Step(t, 0, 1);
        int16_t fall = it->current_state;
        bool gravity = it->gravity;
        TestGame_Delete(t);
        CHECK_EQ(hp, want_hp[k]);
        CHECK_EQ(anim, start_anim[k]);
        CHECK_EQ(state, start_state[k]);
        CHECK_EQ(peck, 20);
        CHECK_EQ(again, 0);
        CHECK_EQ(fall, 4);
        CHECK(gravity);
    }
}

/* ...as the cobra's: walk = rise 0, stand = wait 1, low attack = strike
 * 2, sit = coiled 3, death 4. */
static const int k_cobra_map[TR3_MONKEY_STATES] = { -1, -1, 0, 1, -1, -1, 3, -1, -1, -1, -1,
                                                    4, 2, -1, -1, -1, -1, -1, -1, -1, -1 };
/* ...as the raptor's: stand = stop 1, walk 2, run 3, low attack = bite 1
 * 4, death 5, angry = warning 6, roll = the leap 7, high attack = the
 * close bite 8. */
static const int k_raptor_map[TR3_MONKEY_STATES] = { 0, -1, 2, 1, 3, -1, -1, -1, -1, 7, 6,
                                                     5, 4, 8, -1, -1, -1, -1, -1, -1, -1 };

/* The cobra lies coiled and untargetable until Lara comes near, rises,
 * turns on the spot to face her and strikes for 80; shot to nothing it
 * dies. */
TEST(tr3_cobra_coils_rises_and_strikes_for_80)
{
    Tr3Arena a = { O3_COBRA, k_cobra_map, 3400, 0 };
    int cobra = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &cobra);
    Game *g = &t->g;
    Item *it = &t->sim.items[cobra], *lara = &t->sim.items[t->sim.lara];
    const Model *m = Level_FindModel(&t->lv, O3_COBRA);
    int start_anim = m ? it->anim - m->animation : -1;
    int start_frame = m ? it->frame - t->lv.animations[it->anim].frame_start : -1;
    int16_t start_state = it->current_state, start_hp = it->hit_points;
    /* Lara far off: it stays coiled, no target */
    lara->pos.x = 7680;
    drive(t, cobra, 3, 2, 0, 0);
    int16_t far_goal = it->goal_state, far_hp = it->hit_points;
    /* Lara within its alert range: it rises, a target again */
    lara->pos.x = 3400;
    drive(t, cobra, 3, 2, 0, 0);
    int16_t near_goal = it->goal_state, near_hp = it->hit_points;
    /* Lara to its side: one tick turns it by its 10 degrees at most */
    it->rot.y = 0;
    int16_t before = it->rot.y;
    drive(t, cobra, 1, 2, 0, 0);
    int turned = (int16_t)(it->rot.y - before);
    g->lara.poisoned = 0;
    int wrong_mesh = drive(t, cobra, 2, 23, 0, 0x1000);
    int16_t unpoisoned = g->lara.poisoned;
    int strike = drive(t, cobra, 2, 23, 0, 0x2000);
    int16_t poisoned = g->lara.poisoned;
    it->hit_points = 0;
    static const int die[] = { 4 };
    bool died = dies(t, cobra, 4, die, 1);
    TestGame_Delete(t);
    CHECK_EQ(g == NULL, false);
    CHECK_EQ(start_anim, 2);
    CHECK_EQ(start_frame, 45);
    CHECK_EQ(start_state, 3);
    CHECK_EQ(start_hp, ITEM_DONT_TARGET);
    CHECK_EQ(far_goal, 3);
    CHECK_EQ(far_hp, ITEM_DONT_TARGET);
    CHECK_EQ(near_goal, 0);
    CHECK_EQ(near_hp, 8);
    CHECK_EQ(turned, 1820);
    CHECK_EQ(strike, 80);
    CHECK_EQ(wrong_mesh, 0);
    CHECK_EQ(unpoisoned, 0);
    CHECK_EQ(poisoned, 256);
    CHECK(died);
}

/* The raptor (90 hit points) runs at Lara and attacks; a bite costs her
 * 100, once per attack. */
TEST(tr3_raptor_runs_at_lara_and_bites_for_100)
{
    Tr3Arena a = { O3_RAPTOR, k_raptor_map, 0, 0 };
    int raptor = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &raptor);
    Game *g = &t->g;
    int16_t hp = g->objects[O3_RAPTOR].hit_points, pivot = g->objects[O3_RAPTOR].pivot_length;
    static const int16_t attacks[] = { 4, 7, 8 };
    int32_t closed = 0;
    bool attacked = reaches(t, raptor, attacks, 3, 400, &closed);
    int bite = drive(t, raptor, 4, 23, 0, 0x400);
    Item *it = &t->sim.items[raptor];
    int16_t next = it->required_state;
    /* its flags keep the second touch of the same attack harmless */
    int16_t before = t->sim.items[t->sim.lara].hit_points;
    it->current_state = it->goal_state = 4;
    it->touch_bits = 0x400;
    g->objects[O3_RAPTOR].control(g, raptor);
    int again = before - t->sim.items[t->sim.lara].hit_points;
    int leap = drive(t, raptor, 7, 7, 0, 0x10000);
    int16_t after_leap = it->required_state;
    static const int die[] = { 9, 10 };
    bool died = dies(t, raptor, 5, die, 2);
    TestGame_Delete(t);
    CHECK_EQ(hp, 90);
    CHECK_EQ(pivot, 600);
    CHECK_MSG(attacked, "no attack in 400 ticks");
    CHECK_MSG(closed > 3 * 1024, "the raptor did not close in (%d)", closed);
    CHECK_EQ(bite, 100);
    CHECK_EQ(next, 1);
    CHECK_EQ(again, 0);
    CHECK_EQ(leap, 100);
    CHECK_EQ(after_leap, 3);
    CHECK(died);
}

/* ...as the crocodile's: run = swim 1, low attack = bite 2, death 3. */
static const int k_croc_map[TR3_MONKEY_STATES] = { 0, -1, -1, -1, 1, -1, -1, -1, -1, -1, -1,
                                                   3, 2, -1, -1, -1, -1, -1, -1, -1, -1 };

/* The crocodile goes for Lara in the water and leaves her alone on dry
 * land (bored); its bite costs 100 once per bite animation; killed, it
 * floats up, no longer a target. */
TEST(tr3_crocodile_bites_for_100_in_water_only)
{
    int16_t mood[2] = { -1, -1 };
    for (int k = 0; k < 2; k++) {
        Tr3Arena a = { O3_CROCODILE, k_croc_map, 0, k == 0 ? 2 : 1 };
        int croc = -1;
        TestGame *t;
        TR3_ARENA_OR_SKIP(t, &a, &croc);
        TestGame_Step(t, 0, 5);
        CreatureInfo *c = Creature_Info(&t->g, croc);
        mood[k] = c ? (int16_t)c->mood : -1;
        TestGame_Delete(t);
    }
    Tr3Arena a = { O3_CROCODILE, k_croc_map, 0, 2 };
    int croc = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &croc);
    Game *g = &t->g;
    Item *it = &t->sim.items[croc];
    /* Lara just ahead of its jaws, as for a bite */
    Item *lara = &t->sim.items[t->sim.lara];
    lara->pos = it->pos;
    lara->pos.x += 400;
    int16_t hp = g->objects[O3_CROCODILE].hit_points;
    int bite = drive(t, croc, 2, 23, 3, 0x1);
    int16_t done = it->required_state;
    int16_t before = lara->hit_points;
    it->touch_bits = 0x1;
    g->objects[O3_CROCODILE].control(g, croc);
    int again = before - lara->hit_points;
    it->hit_points = 0;
    TestGame_Step(t, 0, 1);
    int16_t state = it->current_state, after = it->hit_points;
    TestGame_Delete(t);
    CHECK_EQ(hp, 42);
    CHECK_EQ(mood[0], MOOD_ATTACK);
    CHECK_EQ(mood[1], MOOD_BORED);
    CHECK_EQ(bite, 100);
    CHECK_EQ(done, 1);
    CHECK_EQ(again, 0);
    CHECK_EQ(state, 3);
    CHECK_EQ(after, ITEM_DONT_TARGET);
}

/* ...as the T-rex's: stand = stop 1, walk 2, run 3, angry = roar 6, low
 * attack = the bite 7, death 5. */
static const int k_trex_map[TR3_MONKEY_STATES] = { 0, -1, 2, 1, 3, -1, -1, -1, -1, -1, 6,
                                                   5, 7, -1, -1, -1, -1, -1, -1, -1, -1 };

/* The T-rex leaves a Lara who stands still alone (bored) until she moves
 * or hurts it; then it comes for her. */
TEST(tr3_trex_ignores_a_still_lara_until_she_moves_or_hurts_it)
{
    int16_t mood[3] = { -1, -1, -1 };
    for (int k = 0; k < 3; k++) {
        Tr3Arena a = { O3_TREX, k_trex_map, 0, 0 };
        int rex = -1;
        TestGame *t;
        TR3_ARENA_OR_SKIP(t, &a, &rex);
        Item *lara = &t->sim.items[t->sim.lara];
        if (k == 2)
            Gun2_HitTarget(&t->g, &t->sim.items[rex], NULL, 1);
        for (int i = 0; i < 30; i++) {
            if (k == 1)
                lara->goal_state = (int16_t)(lara->current_state + 1); /* she is moving off */
            t->g.objects[O3_TREX].control(&t->g, rex);
        }
        CreatureInfo *c = Creature_Info(&t->g, rex);
        mood[k] = c ? (int16_t)c->mood : -1;
        TestGame_Delete(t);
    }
    CHECK_EQ(mood[0], MOOD_BORED);
    CHECK_EQ(mood[1], MOOD_ATTACK);
    CHECK_EQ(mood[2], MOOD_ATTACK);
}

/* 800 hit points; its touch costs Lara 10 a tick at a run, 1 otherwise
 * (no flinch); its jaws kill her in its kill scene; shot to nothing it
 * stops, then dies. */
TEST(tr3_trex_tramples_and_bites_lara_dead)
{
    Tr3Arena a = { O3_TREX, k_trex_map, 0, 0 };
    int rex = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &rex);
    Game *g = &t->g;
    Item *it = &t->sim.items[rex], *lara = &t->sim.items[t->sim.lara];
    int16_t hp = g->objects[O3_TREX].hit_points, pivot = g->objects[O3_TREX].pivot_length;
    int run = drive(t, rex, 3, 6, 0, 0x1);
    bool flinch = lara->hit_status;
    int stand = drive(t, rex, 1, 9, 0, 0x1);
    lara->hit_points = 1000;
    int bite = drive(t, rex, 7, 23, 0, 0x1000);
    int16_t state = it->current_state, lara_state = lara->current_state;
    int16_t lara_hp = lara->hit_points;
    lara->hit_points = 1000;
    it->hit_points = 0;
    it->current_state = 3;
    g->objects[O3_TREX].control(g, rex);
    int16_t goal_running = it->goal_state;
    it->current_state = 1;
    g->objects[O3_TREX].control(g, rex);
    int16_t goal_stopped = it->goal_state;
    bool solid = it->collidable;
    TestGame_Delete(t);
    CHECK_EQ(hp, 800);
    CHECK_EQ(pivot, 1800);
    CHECK_EQ(run, 10);
    CHECK(!flinch);
    CHECK_EQ(stand, 1);
    /* (Lara's hit points stop at nothing: the whole 1000 went) */
    CHECK_EQ(bite, 1000);
    CHECK(lara_hp <= 0);
    CHECK_EQ(state, 8);
    CHECK_EQ(lara_state, 6);
    CHECK_EQ(goal_running, 1);
    CHECK_EQ(goal_stopped, 5);
    CHECK(!solid);
}

/* ...as the compy's: stand = stop 0, run 1, roll = jump 2, low attack 3,
 * death 4. */
static const int k_compy_map[TR3_MONKEY_STATES] = { -1, -1, -1, 0, 1, -1, -1, -1, -1, 2, -1,
                                                    4, 3, -1, -1, -1, -1, -1, -1, -1, -1 };

/* A compy only bites (90, once per attack) once the pack has turned on
 * Lara; a roll of hers scares the pack off for 280 ticks. */
TEST(tr3_compy_pack_scatters_then_bites_for_90)
{
    Tr3Arena a = { O3_COMPY, k_compy_map, 3584, 0 };
    int compy = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &compy);
    Game *g = &t->g;
    int16_t hp = g->objects[O3_COMPY].hit_points;
    int calm = drive(t, compy, 3, 23, 0, 0x4);
    g->creatures->compys_attack = true;
    int angry = drive(t, compy, 3, 23, 0, 0x4);
    g->objects[O3_COMPY].control(g, compy);
    int16_t before = t->sim.items[t->sim.lara].hit_points;
    t->sim.items[compy].current_state = 3;
    g->objects[O3_COMPY].control(g, compy);
    int again = before - t->sim.items[t->sim.lara].hit_points;
    g->creatures->compys_attack = false;
    t->sim.items[t->sim.lara].current_state = LS_ROLL;
    drive(t, compy, 0, 9, 0, 0);
    int16_t scared = g->creatures->compy_scared;
    static const int die[] = { 6 };
    bool died = dies(t, compy, 4, die, 1);
    TestGame_Delete(t);
    CHECK_EQ(hp, 10);
    CHECK_EQ(calm, 0);
    CHECK_EQ(angry, 90);
    CHECK_EQ(again, 0);
    CHECK_EQ(scared, 280);
    CHECK(died);
}

/* The orca is no target, never hurts Lara, follows her in the water and
 * leaves her alone on land; its half-turn roll turns it round on its
 * 59th frame. (On the crocodile's stand-in map: its roll is driven.) */
TEST(tr3_orca_follows_lara_in_water_only)
{
    int16_t mood[2] = { -1, -1 }, hp = 0;
    for (int k = 0; k < 2; k++) {
        Tr3Arena a = { O3_WHALE, k_croc_map, 0, k == 0 ? 2 : 1 };
        int orca = -1;
        TestGame *t;
        TR3_ARENA_OR_SKIP(t, &a, &orca);
        TestGame_Step(t, 0, 5);
        CreatureInfo *c = Creature_Info(&t->g, orca);
        mood[k] = c ? (int16_t)c->mood : -1;
        hp = t->sim.items[orca].hit_points;
        TestGame_Delete(t);
    }
    Tr3Arena a = { O3_WHALE, k_croc_map, 0, 2 };
    int orca = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &orca);
    Item *it = &t->sim.items[orca];
    it->rot.x = 0x800;
    int16_t yaw = it->rot.y;
    int lost = drive(t, orca, 7, 9, 59, 0xFFFF);
    int16_t pitch = it->rot.x, turned = (int16_t)(it->rot.y - yaw);
    TestGame_Delete(t);
    CHECK_EQ(hp, ITEM_DONT_TARGET);
    CHECK_EQ(mood[0], MOOD_ATTACK);
    CHECK_EQ(mood[1], MOOD_BORED);
    CHECK_EQ(lost, 0);
    /* (its pitch is flipped too, then follows its swim as the animate
     * step sets it) */
    CHECK(pitch != 0x800);
    CHECK(turned == (int16_t)0x8000 || turned == 0x7FFF || turned == (int16_t)0x8001);
}

/* What TR3's creatures remember is saved: an AI slot's hurt-by-Lara (the
 * T-rex and monkeys turn on her once she hurts them) and the compy
 * pack's scared ticks and anger. */
TEST(tr3_creature_memory_survives_a_save)
{
    Tr3Arena a = { O3_TREX, k_trex_map, 0, 0 };
    int rex = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &rex);
    Creature_Info(&t->g, rex)->hurt_by_lara = true;
    t->g.creatures->compy_scared = 123;
    t->g.creatures->compys_attack = true;
    SaveMeta meta = {.gameflow_level = -1, .label = NULL};
    uint8_t *data = NULL;
    size_t size = 0;
    bool saved = Save_Serialize(&t->g, NULL, &meta, &data, &size);
    TestGame_Delete(t);
    CHECK(saved);
    int rex2 = -1;
    TestGame *t2;
    TR3_ARENA_OR_SKIP(t2, &a, &rex2);
    char err[256] = "";
    bool loaded = Save_Restore(&t2->g, NULL, data, size, "tr3.t8s", NULL, err, sizeof err);
    free(data);
    CreatureInfo *c = Creature_Info(&t2->g, rex2);
    bool hurt = c && c->hurt_by_lara;
    int16_t scared = t2->g.creatures ? t2->g.creatures->compy_scared : 0;
    bool attack = t2->g.creatures && t2->g.creatures->compys_attack;
    TestGame_Delete(t2);
    CHECK_MSG(loaded, "%s", err);
    CHECK(hurt);
    CHECK_EQ(scared, 123);
    CHECK(attack);
}

/* ...and so is the rest of a TR3 AI slot: the third and fourth joints'
 * turns, the alerted mark and the per-item scratch words (the axe man's
 * "just struck", the compy's leap...), each with a distinct value. */
TEST(tr3_creature_joints_alert_and_scratch_survive_a_save)
{
    Tr3Arena a = { O3_TREX, k_trex_map, 0, 0 };
    int rex = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &rex);
    CreatureInfo *c = Creature_Info(&t->g, rex);
    CHECK(c != NULL);
    if (!c) {
        TestGame_Delete(t);
        return;
    }
    c->joint2_rotation = 0x1234;
    c->joint3_rotation = -0x0567;
    c->alerted = true;
    c->flags = 0x0A0B;
    for (int i = 0; i < 4; i++)
        c->item_flags[i] = (int16_t)(100 * (i + 1) - 250);
    SaveMeta meta = {.gameflow_level = -1, .label = NULL};
    uint8_t *data = NULL;
    size_t size = 0;
    bool saved = Save_Serialize(&t->g, NULL, &meta, &data, &size);
    TestGame_Delete(t);
    CHECK(saved);
    int rex2 = -1;
    TestGame *t2;
    TR3_ARENA_OR_SKIP(t2, &a, &rex2);
    CreatureInfo *c2 = Creature_Info(&t2->g, rex2);
    /* A fresh arena starts with none of these set, so a value seen after
     * the load can only have come from the save. */
    bool fresh = c2 && c2->joint2_rotation == 0 && c2->joint3_rotation == 0 && !c2->alerted &&
                 c2->item_flags[0] == 0 && c2->item_flags[3] == 0;
    char err[256] = "";
    bool loaded = Save_Restore(&t2->g, NULL, data, size, "tr3.t8s", NULL, err, sizeof err);
    free(data);
    c2 = Creature_Info(&t2->g, rex2);
    CreatureInfo got = c2 ? *c2 : (CreatureInfo){ 0 };
    TestGame_Delete(t2);
    CHECK(fresh);
    CHECK_MSG(loaded, "%s", err);
    CHECK_EQ(got.joint2_rotation, 0x1234);
    CHECK_EQ(got.joint3_rotation, -0x0567);
    CHECK(got.alerted);
    CHECK_EQ(got.flags, 0x0A0B);
    for (int i = 0; i < 4; i++)
        CHECK_EQ(got.item_flags[i], 100 * (i + 1) - 250);
}

/* ...as the hybrid's: stand = stop 1, walk 2, run 3, low attack = slash
 * 7, high attack = kick 8, jump = the leap's middle 5, death 11. */
static const int k_hybrid_map[TR3_MONKEY_STATES] = { 0, -1, 2, 1, 3, -1, -1, -1, -1, -1, -1,
                                                     11, 7, 8, 5, -1, -1, -1, -1, -1, -1 };

/* The hybrid (90 hit points) slashes for 100 and kicks for 80, once per
 * blow; its leap hurts 20 on every tick its claw touches Lara. */
TEST(tr3_hybrid_slashes_kicks_and_leaps)
{
    Tr3Arena a = { O3_MUTANT_3, k_hybrid_map, 3400, 0 };
    int h = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &h);
    Game *g = &t->g;
    Item *it = &t->sim.items[h], *lara = &t->sim.items[t->sim.lara];
    int16_t hp = g->objects[O3_MUTANT_3].hit_points, radius = g->objects[O3_MUTANT_3].radius;
    int slash = drive(t, h, 7, 23, 0, 0x80);
    int16_t before = lara->hit_points;
    it->current_state = it->goal_state = 7;
    it->touch_bits = 0x80;
    g->objects[O3_MUTANT_3].control(g, h);
    int slash_again = before - lara->hit_points;
    int kick_wrong = drive(t, h, 8, 24, 0, 0x80);
    int kick = drive(t, h, 8, 24, 0, 0x800);
    int leap = drive(t, h, 5, 26, 0, 0x80);
    before = lara->hit_points;
    it->current_state = it->goal_state = 5;
    it->touch_bits = 0x80;
    g->objects[O3_MUTANT_3].control(g, h);
    int leap_again = before - lara->hit_points;
    static const int die[] = { 18 };
    bool died = dies(t, h, 11, die, 1);
    TestGame_Delete(t);
    CHECK_EQ(hp, 90);
    CHECK_EQ(radius, 128);
    CHECK_EQ(slash, 100);
    CHECK_EQ(slash_again, 0);
    CHECK_EQ(kick_wrong, 0);
    CHECK_EQ(kick, 80);
    CHECK_EQ(leap, 20);
    CHECK_EQ(leap_again, 20);
    CHECK(died);
}

/* One control tick of the hybrid in `state` (its joints from rest). */
static void hybrid_tick(Game *g, int h, Item *it, CreatureInfo *c, int16_t state)
{
    c->head_rotation = c->neck_rotation = c->joint2_rotation = 0;
    it->current_state = it->goal_state = state;
    it->touch_bits = 0;
    g->objects[O3_MUTANT_3].control(g, h);
}

/* The hybrid's three joints as hybrid.cpp turns them (TR3's CreatureJoint,
 * 5 degrees a tick): standing with Lara 50 degrees off, its head (joint
 * 2) turns to her, the torso stays; kicking at her with her a click above,
 * its torso pitches up (joint 0); the head is drawn turned (the set-up's
 * bone 7 about y; a stand-in's meshes). */
TEST(tr3_hybrid_turns_its_head_and_torso)
{
    Tr3Arena a = { O3_MUTANT_3, k_hybrid_map, 3400, 0 };
    int h = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &h);
    Game *g = &t->g;
    Item *it = &t->sim.items[h], *lara = &t->sim.items[t->sim.lara];
    CreatureInfo *c = Creature_Info(g, h);
    CHECK(c != NULL);
    if (!c) {
        TestGame_Delete(t);
        return;
    }
    lara->pos = (Vec3i){ it->pos.x + 840, it->pos.y, it->pos.z + 1000 };
    hybrid_tick(g, h, it, c, 1);
    int16_t head = c->joint2_rotation, torso_x = c->head_rotation, torso_y = c->neck_rotation;
    lara->pos = (Vec3i){ it->pos.x + 400, it->pos.y - 256, it->pos.z };
    hybrid_tick(g, h, it, c, 8);
    int16_t kick_pitch = c->head_rotation, kick_head = c->joint2_rotation;
    /* drawn: the head's mesh (bone 7's, mesh 8) moves with joint 2 */
    RenderMeshDraw d0[64], d1[64];
    c->head_rotation = c->neck_rotation = 0;
    c->joint2_rotation = 0;
    int n0 = Game_DrawItem(g, &t->sim, h, 65536, d0, 64);
    c->joint2_rotation = 0x2000;
    int n1 = Game_DrawItem(g, &t->sim, h, 65536, d1, 64);
    bool head_drawn = n0 > 8 && n1 == n0 && memcmp(&d0[8].world, &d1[8].world, sizeof(Mat34)) != 0;
    bool body_same = n0 > 8 && memcmp(&d0[1].world, &d1[1].world, sizeof(Mat34)) == 0;
    TestGame_Delete(t);
    CHECK_EQ(abs(head), ANGLE_DEG(5));
    CHECK_EQ(torso_x, 0);
    CHECK_EQ(torso_y, 0);
    CHECK_EQ(abs(kick_pitch), ANGLE_DEG(5));
    CHECK_EQ(kick_head, 0);
    CHECK(head_drawn);
    CHECK(body_same);
}

/* The monkey, on its own model (the shared level has it): it starts
 * sitting, goes for Lara and attacks; its bites cost 40, its leap 50,
 * once per attack; where tigers live (the object loaded) it leaves her
 * alone until she hurts it. */
TEST(tr3_monkey_attacks_unless_tigers_live_here)
{
    Tr3Arena a = { O3_MONKEY, NULL, 0, 0 };
    int monkey = -1;
    TestGame *t;
    TR3_ARENA_OR_SKIP(t, &a, &monkey);
    Game *g = &t->g;
    Item *it = &t->sim.items[monkey];
    const Model *m = Level_FindModel(&t->lv, O3_MONKEY);
    int start_anim = m ? it->anim - m->animation : -1;
    int16_t start_state = it->current_state, hp = g->objects[O3_MONKEY].hit_points;
    /* (it gets up and runs at her: on the open floor it then circles
     * her at a run, too fast to turn in to her; its attacks are driven) */
    static const int16_t run[] = { 4 };
    int32_t closed = 0;
    bool ran = reaches(t, monkey, run, 1, 200, &closed);
    TestGame_Step(t, 0, 100);
    closed = t->sim.items[monkey].pos.x - 2560;
    int low = drive(t, monkey, 12, 23, 0, 0x2000);
    int jump = drive(t, monkey, 14, 26, 0, 0x400);
    int wrong = drive(t, monkey, 12, 23, 0, 0x1);
    static const int die[] = { 14 };
    bool died = dies(t, monkey, 11, die, 1);
    TestGame_Delete(t);
    CHECK_EQ(hp, 8);
    CHECK_EQ(start_anim, 2);
    CHECK_EQ(start_state, 6);
    CHECK_MSG(ran, "the monkey never ran");
    CHECK_MSG(closed > 2 * 1024, "the monkey did not go for Lara (%d)", closed);
    CHECK_EQ(low, 40);
    CHECK_EQ(jump, 50);
    CHECK_EQ(wrong, 0);
    CHECK(died);

    int16_t mood[2] = { -1, -1 };
    int bite[2] = { -1, -1 };
    for (int k = 0; k < 2; k++) {
        TR3_ARENA_OR_SKIP(t, &a, &monkey);
        t->g.objects[O3_TIGER].loaded = true;
        if (k == 1)
            Gun2_HitTarget(&t->g, &t->sim.items[monkey], NULL, 1);
        for (int i = 0; i < 20; i++)
            t->g.objects[O3_MONKEY].control(&t->g, monkey);
        CreatureInfo *c = Creature_Info(&t->g, monkey);
        mood[k] = c ? (int16_t)c->mood : -1;
        bite[k] = drive(t, monkey, 12, 23, 0, 0x2000);
        TestGame_Delete(t);
    }
    CHECK_EQ(mood[0], MOOD_BORED);
    CHECK_EQ(bite[0], 0);
    CHECK(mood[1] != MOOD_BORED);
    CHECK_EQ(bite[1], 40);
}
