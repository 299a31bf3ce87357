/* TR3's monkeys' thefts and looks (game/objects/tr3/creatures/monkey.c,
 * monkey.cpp and box.cpp's GetAITarget) on the TR3 arena
 * (tests/tr3_beast_arena.h) with the monkey's own model (the shared TR3
 * level has it); the pick-ups and AI objects are stand-in markers where
 * the shared level has no model of theirs. */
#include "tests/test.h"

#include <stdlib.h>

#include "game/creature/ai_tr3.h"
#include "game/creature/box.h"
#include "game/creature/creature.h"
#include "game/game.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save.h"
#include "tests/test_game.h"
#include "tests/tr3_beast_arena.h"
#include "tests/tr3_range.h"
#include "tests/tr_build.h"

#define MEDI_X 4608
#define MEDI_Z 7168
#define AMBUSH_X 6656
#define AMBUSH_Z 2048

static int find_item(const Sim *s, int object_id)
{
    for (uint32_t i = 0; i < s->num_items; i++)
        if (s->items[i].object_id == object_id)
            return (int)i;
    return -1;
}

/* With empty hands a monkey runs to the medipack in its zone, takes it on
 * its pick-up's 12th frame (gone from the world, in its hand: its hand's
 * mesh from the swap model), runs with it to an AI_AMBUSH and puts it
 * down there, marked so that no monkey takes it again. */
TEST(tr3_monkey_steals_a_medipack_and_hides_it_at_its_ambush)
{
    static const Tr3RangeItem items[] = {
        { O3_MEDI_ITEM, MEDI_X, MEDI_Z, 0 },
        { O3_AI_AMBUSH, AMBUSH_X, AMBUSH_Z, 0x1234 },
    };
    Tr3Arena a = { O3_MONKEY, NULL, 0, 0 };
    int monkey = -1;
    TestGame *t;
    t = Tr3Arena_OpenWith(&a, items, 2, &monkey);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK(t != (TestGame *)-1);
    Sim *s = &t->sim;
    int medi = find_item(s, O3_MEDI_ITEM);
    CHECK(medi >= 0 && monkey >= 0);
    int took = -1, dropped = -1;
    uint8_t bits_carrying = 0;
    uint32_t meshes_carrying = 0;
    int32_t took_dx = -1;
    for (int i = 0; i < 2000 && dropped < 0; i++) {
        TestGame_Step(t, 0, 1);
        const Item *m = &s->items[monkey];
        if (took < 0 && m->ai_carried == medi) {
            took = i;
            bits_carrying = m->ai_bits;
            took_dx = abs(m->pos.x - MEDI_X) + abs(m->pos.z - MEDI_Z);
        }
        if (took >= 0 && m->ai_carried == ITEM_NONE)
            dropped = i;
        if (took >= 0 && dropped < 0)
            meshes_carrying = m->mesh_bits;
    }
    const Item *mk = &s->items[medi];
    int16_t medi_room = mk->linked_room;
    uint8_t medi_bits = mk->ai_bits, monkey_bits = s->items[monkey].ai_bits;
    int32_t at_ambush = abs(mk->pos.x - AMBUSH_X) + abs(mk->pos.z - AMBUSH_Z);
    TestGame_Step(t, 0, 400);
    int16_t later_room = s->items[medi].linked_room;
    int16_t later_carried = s->items[monkey].ai_carried;
    TestGame_Delete(t);
    CHECK_MSG(took >= 0, "the monkey never took the medipack");
    CHECK_MSG(took_dx < 1024, "it took it from %d away", took_dx);
    CHECK_EQ(bits_carrying, AI_BIT_AMBUSH | AI_BIT_MODIFY);
    CHECK_EQ(meshes_carrying, 0xFFFFFEFFu);
    CHECK_MSG(dropped > took, "it never put it down");
    CHECK(medi_room >= 0);
    CHECK_MSG(at_ambush < 1536, "it put it down %d from its ambush", at_ambush);
    CHECK_EQ(medi_bits, AI_BIT_GUARD);
    CHECK_EQ(monkey_bits, 0);
    CHECK(later_room >= 0);
    CHECK_EQ(later_carried, ITEM_NONE);
}

/* A monkey on a lone AI_MODIFY is after the fourth key, not medipacks:
 * it takes the key and keeps it (its bits stay), drawn as the other
 * monkey; a save keeps what it carries; killed, it drops the key where it
 * dies. */
TEST(tr3_monkey_on_modify_keeps_the_key_until_killed)
{
    static const Tr3RangeItem items[] = {
        { O3_AI_MODIFY, -1, 0, 0 },
        { O3_MEDI_ITEM, 2560, 2048, 0 },
        { O3_KEY_ITEM_4, MEDI_X, MEDI_Z, 0 },
    };
    Tr3Arena a = { O3_MONKEY, NULL, 0, 0 };
    int monkey = -1;
    TestGame *t = Tr3Arena_OpenWith(&a, items, 3, &monkey);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK(t != (TestGame *)-1);
    Sim *s = &t->sim;
    int key = find_item(s, O3_KEY_ITEM_4), medi = find_item(s, O3_MEDI_ITEM);
    uint8_t bits0 = s->items[monkey].ai_bits;
    uint32_t meshes0 = 0;
    int took = -1;
    for (int i = 0; i < 2000 && took < 0; i++) {
        TestGame_Step(t, 0, 1);
        if (i == 0)
            meshes0 = s->items[monkey].mesh_bits;
        if (s->items[monkey].ai_carried == key)
            took = i;
    }
    TestGame_Step(t, 0, 200);
    int16_t carried = s->items[monkey].ai_carried;
    uint8_t bits = s->items[monkey].ai_bits;
    uint32_t meshes = s->items[monkey].mesh_bits;
    int16_t medi_room = s->items[medi].linked_room, key_room = s->items[key].linked_room;
    /* a save keeps it: restored into a fresh game of the same level */
    SaveMeta meta = { .gameflow_level = -1, .label = NULL };
    uint8_t *data = NULL;
    size_t size = 0;
    bool saved = Save_Serialize(&t->g, NULL, &meta, &data, &size);
    int monkey2 = -1;
    TestGame *t2 = Tr3Arena_OpenWith(&a, items, 3, &monkey2);
    char err[256] = "";
    bool loaded = t2 && t2 != (TestGame *)-1 && saved &&
                  Save_Restore(&t2->g, NULL, data, size, "tr3.t8s", NULL, err, sizeof err);
    int16_t restored = loaded ? t2->sim.items[monkey2].ai_carried : -2;
    if (t2 && t2 != (TestGame *)-1)
        TestGame_Delete(t2);
    free(data);
    /* killed, it drops the key where it dies */
    Gun2_HitTarget(&t->g, &s->items[monkey], NULL, 100);
    TestGame_Step(t, 0, 300);
    const Item *k = &s->items[key], *m = &s->items[monkey];
    int16_t dead_carried = m->ai_carried, key_room_dead = k->linked_room;
    int32_t key_dx = abs(k->pos.x - m->pos.x) + abs(k->pos.z - m->pos.z);
    TestGame_Delete(t);
    CHECK_EQ(bits0, AI_BIT_MODIFY);
    CHECK_EQ(meshes0, 0xFFFF6F6Fu);
    CHECK_MSG(took >= 0, "the monkey never took the key");
    CHECK_EQ(carried, key);
    CHECK_EQ(bits, AI_BIT_MODIFY);
    CHECK_EQ(meshes, 0xFFFF6E6Fu);
    CHECK(medi_room >= 0);
    CHECK_EQ(key_room, -1);
    CHECK_MSG(loaded, "restore: %s", err);
    CHECK_EQ(restored, key);
    CHECK_EQ(dead_carried, ITEM_NONE);
    CHECK(key_room_dead >= 0);
    CHECK_MSG(key_dx < 64, "the key lies %d from the monkey", key_dx);
}

/* A monkey with empty hands finds no medipack one of them dropped
 * before (an AI bit on it) nor one out of the world. */
TEST(tr3_monkey_leaves_a_dropped_medipack_alone)
{
    static const Tr3RangeItem items[] = { { O3_MEDI_ITEM, MEDI_X, MEDI_Z, 0 } };
    Tr3Arena a = { O3_MONKEY, NULL, 0, 0 };
    int monkey = -1;
    int16_t enemy[2] = { -2, -2 };
    int medi = -1;
    for (int k = 0; k < 2; k++) {
        TestGame *t = Tr3Arena_OpenWith(&a, items, 1, &monkey);
        if (!t)
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
        CHECK(t != (TestGame *)-1);
        medi = find_item(&t->sim, O3_MEDI_ITEM);
        if (k == 1)
            t->sim.items[medi].ai_bits = AI_BIT_GUARD;
        TestGame_Step(t, 0, 3);
        CreatureInfo *c = Creature_Info(&t->g, monkey);
        enemy[k] = c ? c->enemy : -2;
        TestGame_Delete(t);
    }
    CHECK_EQ(enemy[0], medi);
    CHECK(enemy[1] != medi);
}

/* Its drops (monkey.cpp, box.cpp's CreatureVault: the monkey alone also
 * drops 2 and 3 clicks): running off a step of 2, 3 or 4 clicks it goes
 * down in its own drop's animation (22, 21, 20: states 20, 19, 18),
 * squared onto the edge, and ends on the floor below. On the test range
 * with its own model, set running off the edge. */
TEST(tr3_monkey_drops_down_two_three_and_four_clicks)
{
    static const int want_anim[3] = { 22, 21, 20 };
    static const int16_t want_state[3] = { 20, 19, 18 };
    for (int k = 0; k < 3; k++) {
        int raise = 2 + k;
        Tr3Range r = { O3_MONKEY, NULL, 0, 4, 0, false, 0, NULL, 0, 0 };
        static const Tr3RangeExtra none = { NULL, 0, false };
        Tr3RangeShape sh = { raise, 0, NULL, 0 };
        int lara, monkey, other;
        TestGame *t = Tr3Range_OpenShaped(&r, &none, &sh, &lara, &monkey, &other);
        if (!t)
            SKIP("%s not available (or the range does not build)", TrBuild_DonorName(GAME_TR3));
        Sim *s = &t->sim;
        Item *it = &s->items[monkey];
        const Model *m = &t->lv.models[it->model];
        int run = -1;
        for (int a = 0; a < 40 && run < 0; a++)
            if (t->lv.animations[m->animation + a].state_id == 4)
                run = a;
        CHECK(run >= 0);
        Creature_Info(&t->g, monkey)->hurt_by_lara = true;
        /* The builder's zones for a sector's step are its half-sector
         * ones (tests/tr_build.h): here one zone holds both floors, as a
         * real level's would for a step of at most a sector. */
        int16_t *zone = (int16_t *)Box_ZoneArray(&t->g, 3, false);
        for (uint32_t b = 0; zone && b < t->lv.num_boxes; b++)
            zone[b] = zone[0];
        /* at the step's edge (x 5120), running towards Lara below */
        int32_t y0 = it->pos.y;
        it->pos.x = 5120 + 8;
        it->rot.y = (int16_t)0xC000;
        it->anim = (int16_t)(m->animation + run);
        it->frame = (int16_t)t->lv.animations[it->anim].frame_start;
        it->current_state = it->goal_state = 4;
        TestGame_Step(t, 0, 1);
        int anim = Tr3Range_RelAnim(t, monkey);
        int16_t state = it->current_state, yaw = it->rot.y;
        int32_t x = it->pos.x;
        TestGame_Step(t, 0, 90);
        int32_t dy = it->pos.y - y0;
        TestGame_Delete(t);
        CHECK_MSG(anim == want_anim[k], "down %d clicks: animation %d state %d x %d yaw %d", raise, anim, state, x, yaw);
        CHECK_EQ(state, want_state[k]);
        CHECK_EQ(yaw, (int16_t)0xC000);
        CHECK_EQ(x, 5120 + 128);
        CHECK_EQ(dy, raise * 256);
    }
}
