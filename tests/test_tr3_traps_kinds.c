/* TR3's traps that run TR2's routines with TR3's numbers (rolling balls,
 * spike wall and ceiling, spinning blade, icicles, saw and fans:
 * game/objects/tr3/trap/traps_tr3.c) on purpose-built TR3 rooms
 * (tests/tr3_trap_room.h; skipped without the shared donor level). The
 * donor has none of these models: Lara's own model (object 0: its first
 * animation, the run, moves it along) or the flare arm stand in, as each
 * test says. */
#include "tests/test.h"

#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)

/* A ball rolling +x from sector (1, 3), set off from Lara's pad at (1, 5),
 * towards a ceiling 3 clicks high over sectors 4..6 of its row: TR3's ball
 * needs 832 above the floor 320 ahead of it, so it stops short of that
 * sector (TR2's boulder, which tests only the floor, rolls under it to
 * the far wall). */
TEST(tr3_traps_rolling_ball_stops_at_a_low_ceiling)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_SetCeiling(&b->lb, room, 4, 3, 6, 3, -3);
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0, 0);
    int ball = LB_AddItem(&b->lb, O3_ROLLING_BALL, room, MID(1), 0, MID(3), 0x4000, 0);
    int pad = LB_AddTrigger(&b->lb, room, 1, 5, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, ball);
    TestGame *t = TrapRoom_Open(b, "tr3_ball.tr2", O3_ROLLING_BALL, O3_LARA);
    TrBuild_Delete(b);
    CHECK(t);
    const Item *it = &t->sim.items[ball];
    int32_t start = it->pos.x;
    for (int i = 0; i < 200 && it->status != ITEM_STATUS_DEACTIVATED; i++)
        TestGame_Step(t, 0, 1);
    CHECK_EQ(it->status, ITEM_STATUS_DEACTIVATED);
    CHECK(it->pos.x > start);
    CHECK(it->pos.x <= 4 * 1024 - 320);
    TestGame_Delete(t);
}

/* A spike wall in sector (2, 3) facing +x, set off from Lara's pad:
 * 16 a tick along its heading; turned off (its codes cleared, as an
 * anti trigger does) TR3's stays where it got to, where TR2's goes home.
 * Lara against it loses 20 a tick it touches her. Stand-in: the flare. */
TEST(tr3_traps_spike_wall_stays_when_turned_off)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0, 0);
    int wall = LB_AddItem(&b->lb, O3_SPIKE_WALL, room, MID(2), 0, MID(3), 0x4000, 0);
    int pad = LB_AddTrigger(&b->lb, room, 1, 5, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, wall);
    TestGame *t = TrapRoom_Open(b, "tr3_spike_wall.tr2", O3_SPIKE_WALL, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t);
    Item *it = &t->sim.items[wall];
    Item *lara = &t->sim.items[t->sim.lara];
    int32_t home = it->pos.x;
    TestGame_Step(t, 0, 11);
    CHECK(it->active);
    int32_t moved = it->pos.x - home;
    CHECK(moved >= 16 * 8 && moved % 16 == 0);
    lara->pos.x = MID(5);
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    TestGame_Step(t, 0, 1);
    moved += 16;
    it->activation_mask = 0;
    TestGame_Step(t, 0, 3);
    CHECK_EQ(it->pos.x, home + moved);
    /* Lara on it: 20 a tick it touches her. */
    int16_t hp = lara->hit_points;
    lara->pos.x = it->pos.x;
    lara->pos.z = it->pos.z;
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    TestGame_Step(t, 0, 3);
    CHECK(lara->hit_points < hp);
    CHECK_EQ((hp - lara->hit_points) % 20, 0);
    TestGame_Delete(t);
}

/* The spiked ceiling in sector (3, 3), 2048 up, named by a trigger under
 * Lara with timer `timer`; returns how far it came down in 10 ticks and
 * its timer then. */
static int ceiling_descent(int timer, int16_t *item_timer)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return -1;
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0, 0);
    int spikes = LB_AddItem(&b->lb, O3_CEILING_SPIKES, room, MID(3), -2048, MID(3), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 1, 5, LB_TRIG_PAD, timer, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, spikes);
    TestGame *t = TrapRoom_Open(b, "tr3_ceiling_spikes.tr2", O3_CEILING_SPIKES, O3_FLARE);
    TrBuild_Delete(b);
    if (!t)
        return -2;
    Item *it = &t->sim.items[spikes];
    TestGame_Step(t, 0, 1);
    int32_t y0 = it->pos.y;
    TestGame_Step(t, 0, 10);
    *item_timer = it->timer;
    int d = it->pos.y - y0;
    TestGame_Delete(t);
    return d;
}

/* TR3's spiked ceiling keeps its trigger's timer as its speed: timer 1,
 * 10 a tick (the original's item flag 0 set); any other, 5 a tick; the
 * ceiling itself is never timed out (its timer stays 0). */
TEST(tr3_traps_ceiling_spikes_fast_with_trigger_timer_one)
{
    int16_t timer = -1;
    int slow = ceiling_descent(0, &timer);
    if (slow == -1)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK_EQ(slow, 50);
    int fast = ceiling_descent(1, &timer);
    CHECK_EQ(fast, 100);
    CHECK_EQ(timer, 0);
}

/* An icicle 1536 over Lara, set falling (its break state passed: the
 * stand-in flare has no icicle states, so the test holds it in the fall
 * state; its animation's state is made 2): it falls from 50 a tick, costs Lara 200 a tick it touches her
 * and shatters on the floor (meshes 0, 1, 3 and 5 left). */
TEST(tr3_traps_icicle_falls_hurts_and_shatters)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(3), 0, MID(3), 0, 0);
    int icicle = LB_AddItem(&b->lb, O3_ICICLES, room, MID(3), -1536, MID(3), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 3, 3, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, icicle);
    TestGame *t = TrapRoom_Open(b, "tr3_icicle.tr2", O3_ICICLES, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t);
    Item *it = &t->sim.items[icicle];
    /* The stand-in's animation made the icicle's fall state (2). */
    const Model *m = Level_FindModel(&t->lv, O3_ICICLES);
    CHECK(m && m->animation < t->lv.num_animations);
    t->lv.animations[m->animation].state_id = 2;
    it->current_state = it->goal_state = 2;
    Item *lara = &t->sim.items[t->sim.lara];
    TestGame_Step(t, 0, 1);
    CHECK(it->active);
    int16_t hp = lara->hit_points;
    int32_t y0 = it->pos.y;
    int ticks = 0, first_loss = 0;
    while (it->pos.y < 0 && ticks < 40) {
        int16_t before = lara->hit_points;
        TestGame_Step(t, 0, 1);
        if (!first_loss && lara->hit_points < before)
            first_loss = before - lara->hit_points;
        if (ticks++ == 0)
            CHECK_EQ(it->pos.y - y0, 50 + 6);
    }
    CHECK_EQ(it->pos.y, 0);
    CHECK_EQ(it->mesh_bits, 0x2Bu);
    CHECK(lara->hit_points < hp);
    CHECK_EQ(first_loss, 200);
    TestGame_Delete(t);
}

/* TR3's fan (TR2's underwater-fan routine) on Lara's pad, Lara's model
 * standing in (meshes 1 and 2 are the blades): 200 a tick its blades
 * touch her while it runs; stopped (its codes cleared) it hurts no more. */
TEST(tr3_traps_fan_cuts_while_running)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(3), 0, MID(3), 0, 0);
    int fan = LB_AddItem(&b->lb, O3_FAN, room, MID(3), 0, MID(3), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 3, 3, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, fan);
    TestGame *t = TrapRoom_Open(b, "tr3_fan.tr2", O3_FAN, O3_LARA);
    TrBuild_Delete(b);
    CHECK(t);
    Item *it = &t->sim.items[fan];
    Item *lara = &t->sim.items[t->sim.lara];
    int16_t hp = lara->hit_points;
    TestGame_Step(t, 0, 6);
    CHECK(it->active);
    CHECK(lara->hit_points < hp);
    CHECK_EQ((hp - lara->hit_points) % 200, 0);
    TestGame_Delete(t);
}
