/* Creature core on the shared TR1 levels (skipped when absent): the
 * original's 8 AI slots, the zone layout, target boxes and their random
 * numbers, turning limits, head bones, drops and kill statistics. The
 * bear's behaviour tick by tick is held to the reference traces by
 * test_conformance.c. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/sim/sim.h"
#include "game/creature/box.h"
#include "game/creature/creature.h"
#include "game/creature/creature_draw.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "tests/test_game.h"

/* Wakes a creature as a trigger does for an inactive one. */
static void wake(Game *g, int i)
{
    Item *it = &g->sim->items[i];
    it->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(g, i);
    Lot_EnableAI(g, i, true);
}

TEST(creature_eight_ai_slots_furthest_loses)
{
    TestGame *w;
    GAME_NEW_OR_SKIP(w, "tr1/LEVEL1.PHD");
    Game *g = &w->g;
    Sim *s = &w->sim;
    int woken = 0;
    for (uint32_t i = 0; i < s->num_items; i++)
        if (g->objects[s->items[i].object_id].intelligent) {
            wake(g, (int)i);
            woken++;
        }
    CHECK(woken > LOT_SLOTS); /* LEVEL1 has more creatures than slots */
    int thinking = 0, waiting = 0;
    for (uint32_t i = 0; i < s->num_items; i++) {
        const Item *it = &s->items[i];
        if (!g->objects[it->object_id].intelligent)
            continue;
        if (it->data) {
            thinking++;
            CHECK_EQ(((const CreatureInfo *)it->data)->item, (int)i);
            CHECK_EQ(it->status, ITEM_STATUS_ACTIVE);
        } else {
            /* gave its slot up: waits invisible on the active list */
            CHECK_EQ(it->status, ITEM_STATUS_INVISIBLE);
            CHECK(it->active);
            waiting++;
        }
    }
    CHECK_EQ(thinking, LOT_SLOTS);
    CHECK_EQ(g->creatures->used, LOT_SLOTS);
    CHECK_EQ(thinking + waiting, woken);

    /* A freed slot is taken by the next creature asking (not always). */
    int any = -1, waiter = -1;
    for (uint32_t i = 0; i < s->num_items; i++) {
        if (s->items[i].data && any < 0)
            any = (int)i;
        if (g->objects[s->items[i].object_id].intelligent && !s->items[i].data && waiter < 0)
            waiter = (int)i;
    }
    Lot_DisableAI(g, any);
    CHECK(s->items[any].data == NULL);
    CHECK_EQ(g->creatures->used, LOT_SLOTS - 1);
    CHECK(Lot_EnableAI(g, waiter, false));
    CHECK(s->items[waiter].data != NULL);
    CHECK_EQ(g->creatures->used, LOT_SLOTS);
    TestGame_Delete(w);
}

TEST(creature_zones_and_zone_list)
{
    TestGame *w;
    GAME_NEW_OR_SKIP(w, "tr1/RANDO_TEST1.PHD");
    Game *g = &w->g;
    uint32_t nb = w->lv.num_boxes;
    /* ground, ground 2, fly; then the flipped three */
    CHECK(Box_ZoneArray(g, BOX_ZONE_GROUND, false) == w->lv.zones);
    CHECK(Box_ZoneArray(g, BOX_ZONE_FLY, false) == w->lv.zones + 2 * nb);
    CHECK(Box_ZoneArray(g, BOX_ZONE_GROUND2, true) == w->lv.zones + 4 * nb);
    int bear = Test_FirstItem(&w->sim, O_BEAR);
    CHECK(bear >= 0);
    wake(g, bear);
    const CreatureInfo *c = Creature_Info(g, bear);
    CHECK(c != NULL);
    CHECK_EQ(c->lot.step, STEP_SIZE);
    CHECK_EQ(c->lot.drop, -STEP_SIZE);
    CHECK_EQ(c->lot.fly, 0);
    CHECK(c->box >= 0);
    CHECK(c->lot.zone_count > 0);
    const int16_t *z0 = Box_ZoneArray(g, BOX_ZONE_GROUND, false);
    const int16_t *z1 = Box_ZoneArray(g, BOX_ZONE_GROUND, true);
    bool own = false;
    for (int i = 0; i < c->lot.zone_count; i++) {
        int b = c->lot.node[i].box_num;
        CHECK(b >= 0 && (uint32_t)b < nb);
        CHECK(z0[b] == z0[c->box] || z1[b] == z1[c->box]);
        own |= b == c->box;
    }
    CHECK(own);
    TestGame_Delete(w);
}

TEST(creature_target_box_two_control_numbers)
{
    TestGame *w;
    GAME_NEW_OR_SKIP(w, "tr1/RANDO_TEST1.PHD");
    Game *g = &w->g;
    int bear = Test_FirstItem(&w->sim, O_BEAR);
    wake(g, bear);
    CreatureInfo *c = Creature_Info(g, bear);
    for (uint32_t b = 0; b < w->lv.num_boxes; b++) {
        uint32_t before = w->sim.prng.control_calls;
        Box_TargetBox(g, &c->lot, (int)b);
        CHECK_EQ(w->sim.prng.control_calls - before, 2);
        const Box *box = &w->lv.boxes[b];
        CHECK_EQ(c->lot.required_box, (int)b);
        CHECK(c->lot.target.x >= box->min_x + WALL_SIZE / 2);
        CHECK(c->lot.target.x <= MAX(box->max_x - WALL_SIZE / 2, box->min_x + WALL_SIZE / 2));
        CHECK(c->lot.target.z >= box->min_z + WALL_SIZE / 2);
        CHECK(c->lot.target.z <= MAX(box->max_z - WALL_SIZE / 2, box->min_z + WALL_SIZE / 2));
        CHECK_EQ(c->lot.target.y, box->true_floor);
    }
    TestGame_Delete(w);
}

TEST(creature_turn_is_limited_and_slower_inside_the_circle)
{
    TestGame *w;
    GAME_NEW_OR_SKIP(w, "tr1/RANDO_TEST1.PHD");
    Game *g = &w->g;
    int bear = Test_FirstItem(&w->sim, O_BEAR);
    wake(g, bear);
    Item *it = &w->sim.items[bear];
    CreatureInfo *c = it->data;
    it->rot.y = 0;
    it->speed = 0;
    c->target = (Vec3i){it->pos.x + 4000, it->pos.y, it->pos.z};
    CHECK_EQ(Creature_Turn(g, bear, ANGLE_DEG(5)), 0); /* standing: no turn */
    it->speed = 80;
    CHECK_EQ(Creature_Turn(g, bear, ANGLE_DEG(5)), ANGLE_DEG(5));
    CHECK_EQ(it->rot.y, ANGLE_DEG(5));
    /* behind and close: inside the turning circle, half the turn */
    it->rot.y = 0;
    c->target = (Vec3i){it->pos.x, it->pos.y, it->pos.z - 200};
    CHECK_EQ(abs(Creature_Turn(g, bear, ANGLE_DEG(5))), ANGLE_DEG(5) / 2);
    /* behind but far: the whole turn */
    it->rot.y = 0;
    c->target = (Vec3i){it->pos.x + 100, it->pos.y, it->pos.z - 8000};
    CHECK_EQ(abs(Creature_Turn(g, bear, ANGLE_DEG(5))), ANGLE_DEG(5));
    /* a small correction is made whole */
    it->rot.y = 0;
    c->target = (Vec3i){it->pos.x + 10, it->pos.y, it->pos.z + 4000};
    int16_t a = Creature_Turn(g, bear, ANGLE_DEG(5));
    CHECK(a > 0 && a < ANGLE_DEG(5));
    TestGame_Delete(w);
}

TEST(creature_head_bones_and_extra_rotation)
{
    TestGame *w;
    GAME_NEW_OR_SKIP(w, "tr1/RANDO_TEST1.PHD");
    Game *g = &w->g;
    const Model *m = Level_FindModel(&w->lv, O_BEAR);
    CHECK(m != NULL);
    /* bone 13 (the link to mesh 14, the head) turns about y */
    CHECK(w->lv.mesh_trees[m->mesh_tree + 13 * 4] & 8);
    int bear = Test_FirstItem(&w->sim, O_BEAR);
    CHECK(Creature_ExtraRotation(&w->sim.items[bear]) == NULL);
    wake(g, bear);
    CreatureInfo *c = Creature_Info(g, bear);
    CHECK(Creature_ExtraRotation(&w->sim.items[bear]) == &c->head_rotation);
    /* the head follows at most 5 degrees a tick, within the front arc */
    Creature_Head(g, bear, 0x6000);
    CHECK_EQ(c->head_rotation, ANGLE_DEG(5));
    for (int i = 0; i < 40; i++)
        Creature_Head(g, bear, 0x6000);
    CHECK_EQ(c->head_rotation, CREATURE_FRONT_ARC);
    TestGame_Delete(w);
}

TEST(creature_spawned_drop_and_kill_count)
{
    TestGame *w;
    GAME_NEW_OR_SKIP(w, "tr1/LEVEL1.PHD");
    Game *g = &w->g;
    int wolf = Test_FirstItem(&w->sim, O_WOLF);
    CHECK(wolf >= 0);
    Item *it = &w->sim.items[wolf];
    int n = Creature_SpawnItem(g, wolf, O_MAGNUM_ITEM);
    CHECK(n != ITEM_NONE);
    CHECK((uint32_t)n >= w->sim.level_items);
    it = &w->sim.items[wolf];
    const Item *drop = &w->sim.items[n];
    CHECK_EQ(drop->object_id, O_MAGNUM_ITEM);
    CHECK_EQ(drop->pos.x, it->pos.x);
    CHECK_EQ(drop->pos.z, it->pos.z);
    CHECK_EQ(drop->room, it->room);
    CHECK_EQ(drop->status, ITEM_STATUS_INACTIVE);

    /* a kill counts when the shot takes the last hit points */
    it->hit_points = 6;
    Creature_CountKill(g, it, 1);
    CHECK_EQ(Creature_Kills(g), 0);
    Creature_CountKill(g, it, 6);
    CHECK_EQ(Creature_Kills(g), 1);
    it->hit_points = 0;
    Creature_CountKill(g, it, 6);
    CHECK_EQ(Creature_Kills(g), 1);
    TestGame_Delete(w);
}

TEST(creature_level1_kinds_registered_and_thinking)
{
    TestGame *w;
    GAME_NEW_OR_SKIP(w, "tr1/LEVEL1.PHD");
    Game *g = &w->g;
    Sim *s = &w->sim;
    /* The wolves, bats and the bear registered with the original's numbers. */
    CHECK_EQ(g->objects[O_WOLF].hit_points, 6);
    CHECK_EQ(g->objects[O_WOLF].radius, WALL_SIZE / 3);
    CHECK_EQ(g->objects[O_BAT].hit_points, 1);
    CHECK_EQ(g->objects[O_BEAR].hit_points, 20);
    CHECK(g->objects[O_BAT].intelligent);
    int wolf = Test_FirstItem(s, O_WOLF);
    wake(g, wolf);
    /* a wolf starts asleep (frame 96 of its first animation) and thinks
     * every tick: its mood picks a target box, drawing control numbers */
    uint32_t calls = s->prng.control_calls;
    for (int t = 0; t < 30; t++)
        Game_Tick(g, 0);
    const Item *it = &s->items[wolf];
    const CreatureInfo *c = it->data;
    CHECK(c != NULL);
    CHECK(c->lot.target_box != LOT_NO_BOX);
    CHECK(s->prng.control_calls > calls);
    CHECK_EQ(it->status, ITEM_STATUS_ACTIVE);
    TestGame_Delete(w);
}

TEST(creature_drawn_with_head_turn_and_mesh_bits)
{
    TestGame *w;
    GAME_NEW_OR_SKIP(w, "tr1/RANDO_TEST1.PHD");
    Game *g = &w->g;
    Sim *s = &w->sim;
    int bear = Test_FirstItem(s, O_BEAR);
    const Model *m = &w->lv.models[s->items[bear].model];
    RenderMeshDraw d[ANIM_MAX_MESHES + SIMDRAW_ITEM_EXTRA];
    int cap = (int)COUNT_OF(d);
    CHECK_EQ(Creature_DrawItem(g, s, s->lara, 65536, d, cap), -1);
    /* the bear is drawn here (every mesh), other items are not */
    CHECK_EQ(Creature_DrawItem(g, s, bear, 65536, d, cap), (int)m->num_meshes);
    for (uint32_t i = 0; i < s->num_items; i++)
        if ((int)i != bear && (int)i != s->lara && !g->objects[s->items[i].object_id].intelligent)
            CHECK_EQ(Creature_DrawItem(g, s, (int)i, 65536, d, cap), -1);
    wake(g, bear);
    Game_Tick(g, 0);
    /* a head turn moves the head (mesh 14) and nothing before it */
    CHECK_EQ(Creature_DrawItem(g, s, bear, 65536, d, cap), (int)m->num_meshes);
    Mat34 head0 = d[14].world, hips0 = d[0].world;
    Creature_Info(g, bear)->head_rotation = 0x2000;
    CHECK_EQ(Creature_DrawItem(g, s, bear, 65536, d, cap), (int)m->num_meshes);
    CHECK(memcmp(&d[0].world, &hips0, sizeof hips0) == 0);
    CHECK(memcmp(&d[14].world, &head0, sizeof head0) != 0);
    /* hidden meshes are not drawn */
    s->items[bear].mesh_bits &= ~1u;
    CHECK_EQ(Creature_DrawItem(g, s, bear, 65536, d, cap), (int)m->num_meshes - 1);
    TestGame_Delete(w);
}
