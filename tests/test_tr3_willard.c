/* Willard (game/objects/tr3/boss/willard.c) on the TR3 test range, as a
 * stand-in (tests/tr3_willard_range.h). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/creature/creature.h"
#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_range.h"
#include "tests/tr3_willard_range.h"
#include "tests/tr_build.h"

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
