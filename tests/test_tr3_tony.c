/* Tony (game/objects/tr3/boss/tony.c) on the TR3 test range
 * (tests/tr3_range.h): the shared TR3 level has no Tony, so he is a
 * stand-in (Lara's meshes, animations of our own: his seven states, the
 * death as his animation 6, each long enough for the frames his routine
 * names: the boom's 56th, the zaps' 28th and 40th, the death's 110th). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

enum { T_WAIT, T_RISE, T_FLOAT, T_ZAPP, T_ROCKZAPP, T_BIGBOOM, T_DEATH };

static const Tr3Anim k_tony_anims[] = {
    { T_WAIT, 10, 0, -1, false },     { T_RISE, 30, 0, 2, false },
    { T_FLOAT, 10, 0, -1, false },    { T_ZAPP, 40, 0, 2, false },
    { T_ROCKZAPP, 50, 0, 2, false },  { T_BIGBOOM, 70, 0, 2, false },
    { T_DEATH, 120, 0, -1, true },
};

/* Tony 6 sectors from Lara (beyond his 5), carrying a big medipack. */
static TestGame *open_tony(int *lara, int *tony)
{
    static const Tr3RangeItem k_medi = { O3_BIGMEDI_ITEM, -1, 0, (int16_t)0xC000 };
    static const Tr3RangeExtra k_extra = { &k_medi, 1, false };
    Tr3Range r = { .id = O3_TONY, .anims = k_tony_anims, .num_anims = 7, .gap = 6 };
    int other;
    return Tr3Range_OpenWith(&r, &k_extra, lara, tony, &other);
}

#define TONY_OR_SKIP(t, lara, tony)                                               \
    do {                                                                          \
        (t) = open_tony(lara, tony);                                              \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

static int step_until_state(TestGame *t, const Item *it, int state, int max)
{
    int n = 0;
    while (it->current_state != state && n < max) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    return n;
}

/* Lara walks within 4 sectors: he rises and floats, then booms (opens). */
static void bring_lara_near(TestGame *t, int lara, const Item *tony)
{
    Item *l = &t->sim.items[lara];
    l->pos.x = tony->pos.x - 4 * 1024;
    Sim_UpdateItemRoom(&t->sim, lara);
}

static int count_balls(TestGame *t, int kind)
{
    int n = 0;
    const EffectList *l = &t->g.effects;
    for (int fx = l->next_active, k = 0; fx >= 0 && k < EFFECT_MAX; fx = l->fx[fx].next_active, k++)
        if (l->fx[fx].object_id == O3_TONYFIREBALL && (kind < 0 || l->fx[fx].counter == kind))
            n++;
    return n;
}

/* Six sectors away he waits, his hit points put back to 100 whatever she
 * does; within five he rises (not turning for its first 16 frames) and
 * floats. */
TEST(tr3_tony_rises_when_lara_comes_near_and_shrugs_off_harm)
{
    TestGame *t;
    int lara, tony;
    TONY_OR_SKIP(t, &lara, &tony);
    Item *it = &t->sim.items[tony];
    TestGame_Step(t, 0, 10);
    CHECK_EQ(it->current_state, T_WAIT);
    CHECK_EQ(it->hit_points, 100);
    it->hit_points = 40;
    int16_t yrot = it->rot.y;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->hit_points, 100);
    CHECK_EQ(it->rot.y, yrot);
    bring_lara_near(t, lara, it);
    CHECK(step_until_state(t, it, T_RISE, 15) < 15);
    TestGame_Step(t, 0, 10);
    CHECK_EQ(it->rot.y, yrot); /* still in the rise's first 16 frames */
    CHECK(step_until_state(t, it, T_FLOAT, 40) < 40);
    it->hit_points = 40;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->hit_points, 100);
    TestGame_Delete(t);
}

/* From the float he booms: on its 56th frame he is open to harm (damage
 * now stays) and his boom's count starts: on its 32nd tick (30 ticks
 * later) the map flips; once. */
TEST(tr3_tony_big_boom_flips_the_map_and_opens_him)
{
    TestGame *t;
    int lara, tony;
    TONY_OR_SKIP(t, &lara, &tony);
    Item *it = &t->sim.items[tony];
    bring_lara_near(t, lara, it);
    CHECK(step_until_state(t, it, T_BIGBOOM, 80) < 80);
    CreatureInfo *c = it->data;
    CHECK(c);
    int n = 0;
    while (c->item_flags[3] != 2 && n < 80) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 80);
    CHECK_EQ(Object_AnimFrame(&t->g, it), 57); /* set on frame 56, animated once since */
    CHECK(!t->g.world.flipped);
    TestGame_Step(t, 0, 29);
    CHECK(!t->g.world.flipped);
    TestGame_Step(t, 0, 1);
    CHECK(t->g.world.flipped);
    it->hit_points = 60;
    TestGame_Step(t, 0, 40);
    CHECK_EQ(it->hit_points, 60);
    CHECK(t->g.world.flipped);
    TestGame_Delete(t);
}

/* Open, he zaps every 64 ticks in turn: two fireballs rising from his
 * hands (rocks), then one thrown at Lara. */
TEST(tr3_tony_zaps_fireballs_in_turn)
{
    TestGame *t;
    int lara, tony;
    TONY_OR_SKIP(t, &lara, &tony);
    Item *it = &t->sim.items[tony];
    bring_lara_near(t, lara, it);
    t->sim.items[lara].hit_points = 30000; /* she outlives the test */
    CreatureInfo *c = NULL;
    int n = 0;
    while ((!(c = it->data) || c->item_flags[3] != 2) && n < 200) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 200);
    bool rising = false, thrown = false, rock_first = false;
    for (int i = 0; i < 300 && !(rising && thrown); i++) {
        TestGame_Step(t, 0, 1);
        if (!rising && count_balls(t, 0) == 1 && count_balls(t, 1) == 1) {
            rising = true;
            rock_first = !thrown;
            CHECK_EQ(it->current_state, T_ROCKZAPP);
        }
        if (!thrown && count_balls(t, 2) == 1) {
            thrown = true;
            CHECK_EQ(it->current_state, T_ZAPP);
        }
    }
    CHECK(rising);
    CHECK(thrown);
    CHECK(rock_first);
    TestGame_Delete(t);
}

/* A fireball falling from the ceiling onto Lara costs her 200 and sets
 * her alight, once; a rising one meeting the ceiling breaks into three
 * scattering and one falling near her. */
TEST(tr3_tony_fireballs_burn_and_break)
{
    TestGame *t;
    int lara, tony;
    TONY_OR_SKIP(t, &lara, &tony);
    Item *l = &t->sim.items[lara];
    int fx = Effect_Create(&t->g, l->room);
    CHECK(fx != EFFECT_NONE);
    Effect *e = Effect_Get(&t->g, fx);
    e->pos = (Vec3i){ l->pos.x, l->pos.y - 1200, l->pos.z };
    e->rot = (Vec3s){ 0, 0, 0 };
    e->object_id = O3_TONYFIREBALL;
    e->speed = 0;
    e->fall_speed = 4;
    e->frame_num = -1;
    e->counter = 3;
    e->shade = 1;
    int16_t hp = l->hit_points;
    for (int i = 0; i < 40 && l->hit_points == hp; i++)
        TestGame_Step(t, 0, 1);
    CHECK_EQ(l->hit_points, hp - 200);
    CHECK_EQ(count_balls(t, 3), 0);
    /* A rising one. */
    fx = Effect_Create(&t->g, l->room);
    CHECK(fx != EFFECT_NONE);
    e = Effect_Get(&t->g, fx);
    e->pos = (Vec3i){ l->pos.x + 2048, -1500, l->pos.z };
    e->rot = (Vec3s){ 0, 0, 0 };
    e->object_id = O3_TONYFIREBALL;
    e->speed = 0;
    e->fall_speed = -16;
    e->frame_num = -1;
    e->counter = 0;
    e->shade = 1;
    int n = 0;
    while (count_balls(t, 0) && n < 40) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 40);
    CHECK_EQ(count_balls(t, 4), 3);
    CHECK_EQ(count_balls(t, 3), 1);
    TestGame_Delete(t);
}

static bool in_room_list(const TestGame *t, int item)
{
    const Item *it = &t->sim.items[item];
    if (it->room < 0 || (uint32_t)it->room >= t->sim.num_rooms)
        return false;
    for (int i = t->sim.room_items[it->room], n = 0; i != ITEM_NONE && n < 1000;
         i = t->sim.items[i].next_item, n++)
        if (i == item)
            return true;
    return false;
}

/* Dead once open: his death (animation 6) held at its 110th frame, his
 * meshes gone, the pick-up he carried dropped where he is; his explosion
 * counts to 129, one every other tick (the hold lets one animation step
 * through, as the original's), and he is out of the game, no target. */
TEST(tr3_tony_dies_drops_what_he_carried_and_is_gone)
{
    TestGame *t;
    int lara, tony;
    TONY_OR_SKIP(t, &lara, &tony);
    Item *it = &t->sim.items[tony];
    int pick = Test_FirstItem(&t->sim, O3_BIGMEDI_ITEM);
    CHECK(pick >= 0);
    CHECK(!in_room_list(t, pick));
    bring_lara_near(t, lara, it);
    CreatureInfo *c = NULL;
    int n = 0;
    while ((!(c = it->data) || c->item_flags[3] != 2 || c->item_flags[1]) && n < 300) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 300);
    it->hit_points = 0;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->current_state, T_DEATH);
    CHECK_EQ(Tr3Range_RelAnim(t, tony), 6);
    for (n = 0; it->mesh_bits && n < 130; n++)
        TestGame_Step(t, 0, 1);
    CHECK(n < 130);
    CHECK_EQ(Object_AnimFrame(&t->g, it), 110);
    CHECK(in_room_list(t, pick));
    CHECK_EQ(t->sim.items[pick].pos.x, it->pos.x);
    CHECK(it->active);
    TestGame_Step(t, 0, 255);
    CHECK(it->active);
    TestGame_Step(t, 0, 1);
    CHECK(!it->active);
    CHECK_EQ(it->hit_points, ITEM_DONT_TARGET);
    CHECK(!it->collidable);
    TestGame_Delete(t);
}
