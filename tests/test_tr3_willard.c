/* Willard (game/objects/tr3/boss/willard.c) on the TR3 test range
 * (tests/tr3_range.h): the shared TR3 level has no Willard, so he is a
 * stand-in (Lara's meshes, animations of our own: his eleven states, his
 * kill as animation 6 and his stunned fall as 7, as his routine names
 * them); his path markers and junction are range items with stand-in
 * models of their own. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

enum { W_STOP, W_WALK, W_LUNGE, W_BIGKILL, W_STUNNED, W_KNOCKOUT, W_GETUP, W_ATAK1, W_ATAK2,
       W_180, W_SHOOT };

static const Tr3Anim k_will_anims[] = {
    { W_STOP, 10, 0, -1, false },     { W_WALK, 40, 20, -1, false },
    { W_LUNGE, 20, 0, 0, false },     { W_180, 60, 0, 0, false },
    { W_SHOOT, 50, 0, 0, false },     { W_KNOCKOUT, 10, 0, -1, false },
    { W_BIGKILL, 120, 0, -1, true },  { W_STUNNED, 20, 0, 5, false },
    { W_GETUP, 20, 0, 0, false },     { W_ATAK1, 20, 0, 1, false },
    { W_ATAK2, 20, 0, 1, false },
};

/* Six markers along z 1.5 sectors (x 2.5..7.5, facing +x) and a junction
 * at (1.5, 4.5); Willard 5 sectors from Lara. */
static TestGame *open_willard(int *lara, int *will)
{
    static Tr3RangeItem items[7];
    for (int k = 0; k < 6; k++)
        items[k] = (Tr3RangeItem){ O3_AI_X_1, 2560 + 1024 * k, 1536, 0x4000 };
    items[6] = (Tr3RangeItem){ O3_AI_X_2, 1536, 4608, 0 };
    static const Tr3RangeExtra extra = { items, 7, false };
    Tr3Range r = { .id = O3_WILLARD_BOSS, .anims = k_will_anims, .num_anims = 11, .gap = 5 };
    int other;
    return Tr3Range_OpenWith(&r, &extra, lara, will, &other);
}

#define WILL_OR_SKIP(t, lara, will)                                               \
    do {                                                                          \
        (t) = open_willard(lara, will);                                           \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

/* He heads a sector past the marker nearest him along its facing (one
 * way or the other round the ring) and walks to his markers' line; any
 * touch costs Lara 10. */
TEST(tr3_willard_heads_along_his_markers)
{
    TestGame *t;
    int lara, will;
    WILL_OR_SKIP(t, &lara, &will);
    Item *it = &t->sim.items[will];
    TestGame_Step(t, 0, 1);
    CreatureInfo *c = it->data;
    CHECK(c);
    int32_t nearest = 2560 + 1024 * ((it->pos.x - 2560 + 512) / 1024);
    CHECK_EQ(c->target.z, 1536);
    CHECK_EQ(abs(c->target.x - nearest), 1024);
    int32_t z0 = it->pos.z;
    TestGame_Step(t, 0, 120);
    CHECK(abs(it->pos.z - 1536) < abs(z0 - 1536));
    Item *l = &t->sim.items[lara];
    int16_t hp = l->hit_points;
    it->touch_bits = 1;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(l->hit_points, hp - 10);
    TestGame_Delete(t);
}

static int step_until(TestGame *t, const Item *it, int state, int max)
{
    int n = 0;
    while (it->current_state != state && n < max) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    return n;
}

/* Hurt to nothing without the artefacts he is only stunned: down, 280
 * ticks out, up again with 200 hit points. */
TEST(tr3_willard_is_stunned_and_gets_up)
{
    TestGame *t;
    int lara, will;
    WILL_OR_SKIP(t, &lara, &will);
    Item *it = &t->sim.items[will];
    TestGame_Step(t, 0, 2);
    it->hit_points = 0;
    CHECK(step_until(t, it, W_STUNNED, 80) < 80);
    CHECK(step_until(t, it, W_KNOCKOUT, 40) < 40);
    int n = step_until(t, it, W_GETUP, 400);
    CHECK(n >= 280 && n < 300);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->hit_points, 200);
    CHECK(it->active);
    TestGame_Delete(t);
}

/* With the four artefacts held when he gets up, his next fall is his
 * end: the stunned fall (animation 7) held near its end, his meshes
 * gone, 129 ticks of explosion, and he is out of the game. */
TEST(tr3_willard_explodes_once_lara_holds_the_artefacts)
{
    TestGame *t;
    int lara, will;
    WILL_OR_SKIP(t, &lara, &will);
    Item *it = &t->sim.items[will];
    CHECK(Inventory_AddTR3(&t->g, O3_ICON_PICKUP1_ITEM));
    CHECK(Inventory_AddTR3(&t->g, O3_ICON_PICKUP2_ITEM));
    CHECK(Inventory_AddTR3(&t->g, O3_ICON_PICKUP3_ITEM));
    CHECK(Inventory_AddTR3(&t->g, O3_ICON_PICKUP4_ITEM));
    TestGame_Step(t, 0, 2);
    it->hit_points = 0;
    CHECK(step_until(t, it, W_GETUP, 500) < 500);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->hit_points, 200);
    it->hit_points = 0;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->current_state, W_STUNNED);
    CHECK_EQ(Tr3Range_RelAnim(t, will), 7);
    int n = 0;
    while (it->mesh_bits && n < 40) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 40);
    TestGame_Step(t, 0, 127);
    CHECK(it->active);
    TestGame_Step(t, 0, 1);
    CHECK(!it->active);
    CHECK_EQ(it->hit_points, ITEM_DONT_TARGET);
    TestGame_Delete(t);
}

/* His plasma ball homes on Lara and kills her outright; one meeting the
 * floor breaks into 2 to 5 harmless sparks. */
TEST(tr3_willard_plasma_kills_lara)
{
    TestGame *t;
    int lara, will;
    WILL_OR_SKIP(t, &lara, &will);
    Item *l = &t->sim.items[lara];
    int fx = Effect_Create(&t->g, l->room);
    CHECK(fx != EFFECT_NONE);
    Effect *e = Effect_Get(&t->g, fx);
    e->pos = (Vec3i){ l->pos.x + 2048, l->pos.y - 600, l->pos.z + 512 };
    e->rot = (Vec3s){ 0, 0, 0 };
    e->object_id = O3_EXTRAFX_2;
    e->speed = 20;
    e->fall_speed = 0;
    e->frame_num = -1;
    e->counter = 0;
    int n = 0;
    while (l->hit_points > 0 && n < 40) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 40);
    CHECK(l->hit_points <= 0);
    TestGame_Delete(t);
    WILL_OR_SKIP(t, &lara, &will);
    l = &t->sim.items[lara];
    fx = Effect_Create(&t->g, l->room);
    CHECK(fx != EFFECT_NONE);
    e = Effect_Get(&t->g, fx);
    e->pos = (Vec3i){ l->pos.x + 3072, -40, l->pos.z };
    e->rot = (Vec3s){ 0, 0, 0 };
    e->object_id = O3_EXTRAFX_2;
    e->speed = 0;
    e->fall_speed = 100;
    e->frame_num = -1;
    e->counter = 0;
    int16_t hp = l->hit_points;
    TestGame_Step(t, 0, 1);
    int sparks = 0;
    const EffectList *el = &t->g.effects;
    for (int f = el->next_active, k = 0; f >= 0 && k < EFFECT_MAX; f = el->fx[f].next_active, k++)
        sparks += el->fx[f].object_id == O3_EXTRAFX_2 && el->fx[f].counter == 1;
    CHECK(sparks >= 2 && sparks <= 5);
    CHECK_EQ(l->hit_points, hp);
    TestGame_Delete(t);
}
