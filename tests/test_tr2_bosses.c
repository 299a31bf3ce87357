/* TR2's bosses and big beasts of game/objects/tr2/creatures/ on the TR2
 * test range (tests/tr2_range.h). The shared level has none of their
 * models: each is tested on a stand-in (CULT_1's model renamed to its id),
 * its routine driven from a chosen state. */
#include "tests/test.h"

#include "game/creature/creature.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "tests/tr2_range.h"
#include "tests/tr_build.h"

/* One tick of an item's routine from `state` with `touch` bits on Lara;
 * what she lost (she starts at 1000), the state after. */
static int16_t tick_from(TestGame *t, int id, int item, int lara, int16_t state, uint32_t touch,
                         int16_t *after)
{
    Game *g = &t->g;
    Item *it = &t->sim.items[item];
    Vec3i pos = it->pos;
    it->current_state = it->goal_state = state;
    it->required_state = 0;
    it->touch_bits = touch;
    t->sim.items[lara].hit_points = 1000;
    g->objects[id].control(g, item);
    *after = it->current_state;
    it->pos = pos;
    return (int16_t)(1000 - t->sim.items[lara].hit_points);
}

/* The T-rex: touching her costs 1 a tick, 10 at a run (no flinch); his
 * jaws closing on her in the bite kill her in his kill scene. */
TEST(tr2_trex_tramples_and_bites)
{
    Range r = { O2_DINO, 1, false, true, false, 0 };
    int lara, rex;
    TestGame *t = Tr2Range_Open(&r, &lara, &rex);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    bool set_up = rex >= 0 && t->g.objects[O2_DINO].control != NULL;
    int16_t after = 0, stand_lost = 0, run_lost = 0, bite_lost = 0, miss_lost = 0;
    int16_t miss_required = 0;
    bool flinched = true;
    if (set_up) {
        stand_lost = tick_from(t, O2_DINO, rex, lara, 1, 0x1, &after);
        flinched = t->sim.items[lara].hit_status;
        run_lost = tick_from(t, O2_DINO, rex, lara, 3, 0x1, &after);
        miss_lost = tick_from(t, O2_DINO, rex, lara, 7, 0, &after);
        miss_required = t->sim.items[rex].required_state;
        bite_lost = tick_from(t, O2_DINO, rex, lara, 7, 0x3000, &after);
    }
    TestGame_Delete(t);
    CHECK(set_up);
    CHECK_EQ(stand_lost, 1);
    CHECK(!flinched);
    CHECK_EQ(run_lost, 10);
    CHECK_EQ(miss_lost, 0);
    CHECK_EQ(miss_required, 2);
    CHECK(bite_lost >= 1000);
    CHECK_EQ(after, 8);
}

/* The Xian spearman (stand-ins: CULT_1's model as the warrior, CULT_1A's
 * as his statue): a statue with no live mesh until woken, then a mesh
 * more every fourth tick of his waking; each spear end's blow lands once
 * per attack (75 each); dying, a mesh fewer a tick, then the statue's
 * pieces fly and he is gone. */
TEST(tr2_xian_spearman_wakes_strikes_and_crumbles)
{
    Range r = { O2_XIAN_SPEARMAN, 1, false, true, false, O2_XIAN_SPEARMAN_STATUE };
    int lara, man;
    TestGame *t = Tr2Range_Open(&r, &lara, &man);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    Game *g = &t->g;
    bool set_up = man >= 0 && g->objects[O2_XIAN_SPEARMAN].control != NULL;
    uint32_t bits0 = 0, bits8 = 0;
    int16_t one_end = 0, both_ends = 0, again = 0, after = 0;
    bool crumbled = false, parts = false;
    int ticks_to_go = 0;
    if (set_up) {
        Item *it = &t->sim.items[man];
        bits0 = it->mesh_bits;
        for (int i = 0; i < 8; i++) {
            it->current_state = it->goal_state = 18; /* waking */
            g->objects[O2_XIAN_SPEARMAN].control(g, man);
        }
        bits8 = it->mesh_bits;
        one_end = tick_from(t, O2_XIAN_SPEARMAN, man, lara, 8, 0x40000, &after);
        ((CreatureInfo *)it->data)->flags = 0;
        both_ends = tick_from(t, O2_XIAN_SPEARMAN, man, lara, 8, 0x40800, &after);
        /* the same attack: its blows have landed */
        it->current_state = it->goal_state = 8;
        it->touch_bits = 0x40800;
        t->sim.items[lara].hit_points = 1000;
        g->objects[O2_XIAN_SPEARMAN].control(g, man);
        again = (int16_t)(1000 - t->sim.items[lara].hit_points);
        it->hit_points = 0;
        for (ticks_to_go = 0; ticks_to_go < 40 && it->status != ITEM_STATUS_DEACTIVATED;
             ticks_to_go++)
            g->objects[O2_XIAN_SPEARMAN].control(g, man);
        crumbled = it->status == ITEM_STATUS_DEACTIVATED && it->data == NULL;
        parts = Effect_ActiveCount(g) > 0;
    }
    TestGame_Delete(t);
    CHECK(set_up);
    CHECK_EQ(bits0, 0u);
    CHECK_EQ(bits8, 3u); /* ticks 1 and 5 of the eight */
    CHECK_EQ(one_end, 75);
    CHECK_EQ(both_ends, 150);
    CHECK_EQ(again, 0);
    CHECK(crumbled);
    CHECK(parts);
    CHECK_MSG(ticks_to_go >= 20 && ticks_to_go <= 33, "gone after %d ticks", ticks_to_go);
}

/* The crowbar worker (WORKER_3, stand-in model): his stand blow costs 80
 * and the swipe 100, once per attack, only when his weapon touches her. */
TEST(tr2_worker3_blows_land_once_on_touch)
{
    Range r = { O2_WORKER_3, 1, false, true, false, 0 };
    int lara, man;
    TestGame *t = Tr2Range_Open(&r, &lara, &man);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    bool set_up = man >= 0 && t->g.objects[O2_WORKER_3].control != NULL;
    int16_t after = 0, punch = 0, again = 0, swipe = 0, untouched = 0;
    if (set_up) {
        CreatureInfo *c = t->sim.items[man].data;
        c->flags = 0;
        untouched = tick_from(t, O2_WORKER_3, man, lara, 9, 0, &after);
        punch = tick_from(t, O2_WORKER_3, man, lara, 9, 0x600, &after);
        again = tick_from(t, O2_WORKER_3, man, lara, 9, 0x600, &after);
        swipe = tick_from(t, O2_WORKER_3, man, lara, 3, 0x200, &after);
    }
    TestGame_Delete(t);
    CHECK(set_up);
    CHECK_EQ(untouched, 0);
    CHECK_EQ(punch, 80);
    CHECK_EQ(again, 0);
    CHECK_EQ(swipe, 100);
}
