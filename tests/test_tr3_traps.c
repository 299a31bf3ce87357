/* TR3's traps (game/objects/tr3/trap/traps_tr3.c) on purpose-built TR3
 * rooms (tests/tr_build.h; skipped without the shared donor level). The
 * donor has no dart model: its flare arm (O3_FLARE) stands in for the
 * dart, giving it a mesh and bounds Lara can touch; the emitter needs no
 * model. */
#include "tests/test.h"

#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr3_trap_room.h"
#include "tests/tr_build.h"

#define SEC TRAP_SEC
#define MID(n) TRAP_MID(n)

static TrBuild *new_room(int *room) { return TrapRoom_New(room); }

static TestGame *open_with_stand_in(TrBuild *b, const char *name, int16_t id, uint32_t donor)
{
    return TrapRoom_Open(b, name, id, (int32_t)donor);
}

/* The live darts: how many, and the last one's index. */
static int live_darts(const TestGame *t, int *last)
{
    int n = 0;
    for (uint32_t i = t->sim.level_items; i < t->sim.num_items; i++) {
        const Item *it = &t->sim.items[i];
        if (it->object_id == O3_DARTS && it->active) {
            n++;
            *last = (int)i;
        }
    }
    return n;
}

/* An emitter in sector (5, 2) facing +x, named by a pad in (2, 2) where
 * Lara stands: woken, it fires at once a dart from 512 in front of it
 * (x 6144), 512 up, flying back along -x at 256 a tick, which stings Lara
 * for 25, poisons her by 160 and is gone; 25 ticks after the first, the next. */
TEST(tr3_traps_dart_emitter_stings_lara)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    int emitter = LB_AddItem(&b->lb, O3_DART_EMITTER, room, MID(5), 0, MID(2), 0x4000, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, emitter);
    TestGame *t = open_with_stand_in(b, "tr3_darts.tr2", O3_DARTS, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t);
    const Item *lara = &t->sim.items[t->sim.lara];
    int16_t hp = lara->hit_points;
    int dart = -1;
    int ticks = 0;
    while (live_darts(t, &dart) == 0 && ticks < 5) {
        TestGame_Step(t, 0, 1);
        ticks++;
    }
    CHECK(t->sim.items[emitter].active);
    CHECK_EQ(live_darts(t, &dart), 1);
    const Item *d = &t->sim.items[dart];
    CHECK_EQ(d->pos.y, -512);
    CHECK_EQ(d->rot.y, (int16_t)0xC000);
    int32_t x = d->pos.x;
    CHECK(x <= 6144 && x > 6144 - 256 * 2);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(d->pos.x, x - 256);
    CHECK_EQ(lara->hit_points, hp);
    /* On to Lara (some 3,500 units away): stung once, the dart gone. */
    int n = 0;
    while (t->sim.items[dart].object_id == O3_DARTS && t->sim.items[dart].active && n < 20) {
        TestGame_Step(t, 0, 1);
        n++;
    }
    CHECK(n < 20);
    CHECK_EQ(lara->hit_points, hp - 25);
    CHECK_EQ(t->g.lara.poisoned, 160);
    CHECK(lara->pos.x < t->sim.items[emitter].pos.x);
    /* The next dart comes 25 ticks after the first. */
    int more = 0;
    for (int i = 0; i < 25 - 2 - n && !more; i++) {
        TestGame_Step(t, 0, 1);
        more = live_darts(t, &dart);
    }
    CHECK_EQ(more, 0);
    TestGame_Step(t, 0, 2);
    CHECK_EQ(live_darts(t, &dart), 1);
    TestGame_Delete(t);
}

/* A pendulum in sector (4, 2) named by a pad in (2, 2): once woken, 50 a
 * tick it touches Lara; with its trigger off (its codes cleared, as an
 * anti trigger does) TR3's stands still and no touch hurts her, where
 * TR2's swings on whenever it is active. */
TEST(tr3_traps_pendulum_hurts_only_while_triggered)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(2), 0x4000, 0);
    int pend = LB_AddItem(&b->lb, O3_PENDULUM, room, MID(4), -512, MID(2), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, pend);
    TestGame *t = open_with_stand_in(b, "tr3_pendulum.tr2", O3_PENDULUM, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t);
    Item *lara = &t->sim.items[t->sim.lara];
    Item *p = &t->sim.items[pend];
    lara->pos.x = MID(2);
    lara->pos.z = MID(2);
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    TestGame_Step(t, 0, 2);
    CHECK(p->active);
    CHECK_EQ(p->activation_mask, ITEM_MASK_FULL);
    int16_t hp = lara->hit_points;
    int hits = 0;
    for (int i = 0; i < 5; i++) {
        lara->pos.x = p->pos.x;
        lara->pos.z = p->pos.z;
        Sim_UpdateItemRoom(&t->sim, t->sim.lara);
        TestGame_Step(t, 0, 1);
        hits += p->touch_bits != 0;
    }
    CHECK(hits > 0);
    CHECK(lara->hit_points < hp);
    CHECK_EQ((hp - lara->hit_points) % 50, 0);
    p->activation_mask = 0;
    hp = lara->hit_points;
    int frame = p->frame;
    hits = 0;
    for (int i = 0; i < 5; i++) {
        lara->pos.x = p->pos.x;
        lara->pos.z = p->pos.z;
        Sim_UpdateItemRoom(&t->sim, t->sim.lara);
        TestGame_Step(t, 0, 1);
        hits += p->touch_bits != 0;
    }
    CHECK(hits > 0);
    CHECK_EQ(lara->hit_points, hp);
    CHECK_EQ(p->frame, frame);
    TestGame_Delete(t);
}

/* A springboard in sector (3, 2) under its own pad: Lara walking onto it
 * is thrown up into a forward jump at fall speed -240 (TR2's routine). */
TEST(tr3_traps_springboard_throws_lara_up)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(2), 0x4000, 0);
    int board = LB_AddItem(&b->lb, O3_SPRING_BOARD, room, MID(3), 0, MID(2), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 3, 2, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, board);
    TestGame *t = open_with_stand_in(b, "tr3_springboard.tr2", O3_SPRING_BOARD, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t);
    Item *lara = &t->sim.items[t->sim.lara];
    TestGame_Step(t, 0, 3);
    CHECK(!lara->gravity);
    lara->pos.x = MID(3);
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    int16_t lowest = 0;
    for (int i = 0; i < 4; i++) {
        TestGame_Step(t, 0, 1);
        if (lara->gravity && lara->fall_speed < lowest)
            lowest = lara->fall_speed;
    }
    CHECK(t->sim.items[board].active);
    CHECK(lara->gravity);
    CHECK(lowest <= -240 + 6 && lowest >= -240);
    CHECK(lara->pos.y < 0);
    TestGame_Delete(t);
}
