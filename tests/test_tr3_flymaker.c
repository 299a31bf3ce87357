/* TR3's flying mutant emitter (game/objects/tr3/creatures/flymaker.c,
 * tomb3 flymaker.cpp) on a purpose-built TR3 room (tests/tr3_trap_room.h;
 * skipped without the shared donor level). The donor has no winged mutant
 * model: Lara's own model stands in for it (as for the raptor maker's test
 * in tests/test_tr3_objects.c); the emitter needs none. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/creature/ai_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/save/save.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)

/* The room: Lara, the emitter (item 1), three stand-in mutants marked
 * AI_MODIFY; NULL (skip) without the donor. */
static TestGame *open_room(int *em, int fly[3], bool *skip)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    *skip = !b;
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(6), 0, MID(6), 0, 0);
    *em = LB_AddItem(&b->lb, O3_FLYING_MUTANT_EMITTER, room, MID(1), 0, MID(1), 0x4000, 0);
    for (int i = 0; i < 3; i++)
        fly[i] = LB_AddItem(&b->lb, O3_MUTANT_1, room, MID(6), 0, MID(1 + i), 0, 0);
    TestGame *t = TrapRoom_Open(b, "tr3_flymaker.tr2", O3_MUTANT_1, O3_LARA);
    TrBuild_Delete(b);
    if (!t)
        return NULL;
    for (int i = 0; i < 3; i++)
        t->sim.items[fly[i]].ai_bits |= AI_BIT_MODIFY;
    return t;
}

/* Woken as a trigger with 2 seconds would wake it (set by hand: a pad
 * under Lara would fill its stock again whenever the stand-in mutant
 * shoves her back onto it). */
static void wake(TestGame *t, int em)
{
    Item *e = &t->sim.items[em];
    e->timer = 60;
    e->activation_mask = ITEM_MASK_FULL;
    e->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(&t->g, em);
}

/* An emitter woken with timer 2 seconds (two mutants' worth), Lara near;
 * three winged mutants marked AI_MODIFY stand at the far side. Its first
 * tick takes them out of the world; the next sends the first back to its
 * own spot, active with an AI slot, 30 off its timer; 255 ticks later the
 * second; then its stock is spent and the third stays out. */
TEST(tr3_flying_mutant_emitter_sends_its_mutants)
{
    int em, fly[3];
    bool skip;
    TestGame *t = open_room(&em, fly, &skip);
    if (skip)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK(t);
    Item *e = &t->sim.items[em];
    CHECK_EQ(e->hit_points, 150);
    wake(t, em);
    TestGame_Step(t, 0, 1);
    CHECK(e->active);
    int first_at = 0;
    for (int i = 1; i < 10 && !first_at; i++) {
        TestGame_Step(t, 0, 1);
        if (t->sim.items[fly[0]].data)
            first_at = i;
        else
            for (int k = 0; k < 3 && i > 1; k++)
                CHECK(!t->sim.items[fly[k]].active);
    }
    CHECK_MSG(first_at >= 1 && first_at <= 3, "first mutant at tick %d", first_at);
    const Item *f0 = &t->sim.items[fly[0]];
    CHECK(abs(f0->pos.x - e->pos.x) < 512 && abs(f0->pos.z - e->pos.z) < 512);
    CHECK_EQ(f0->status, ITEM_STATUS_ACTIVE);
    CHECK_EQ(e->timer, 30);
    CHECK(e->ai_bits & AI_BIT_MODIFY);
    CHECK(t->sim.items[fly[1]].data == NULL);
    TestGame_Step(t, 0, 250);
    CHECK(t->sim.items[fly[1]].data == NULL);
    TestGame_Step(t, 0, 10);
    CHECK(t->sim.items[fly[1]].data != NULL);
    CHECK_EQ(e->timer, 0);
    TestGame_Step(t, 0, 300);
    CHECK(t->sim.items[fly[2]].data == NULL);
    CHECK(!t->sim.items[fly[2]].active);
    CHECK_EQ(t->sim.items[fly[2]].pos.z, MID(3));
    TestGame_Delete(t);
}

/* A save made just after the first mutant came back keeps the emitter's
 * list and wait: restored, the second comes 255 ticks after the first, as
 * without the save (the first not taken out of the world again). */
TEST(tr3_flying_mutant_emitter_saved)
{
    int em, fly[3];
    bool skip;
    TestGame *t = open_room(&em, fly, &skip);
    if (skip)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK(t);
    wake(t, em);
    int i = 0;
    while (i < 10 && !t->sim.items[fly[0]].data) {
        TestGame_Step(t, 0, 1);
        i++;
    }
    CHECK(t->sim.items[fly[0]].data != NULL);
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(TestGame_Save(&t->g, &data, &size));
    TestGame_Delete(t);
    TestGame *u = open_room(&em, fly, &skip);
    CHECK(u);
    char err[512] = "";
    bool ok = TestGame_Restore(&u->g, data, size, "fly.sav", err, sizeof err);
    free(data);
    CHECK_MSG(ok, "%s", err);
    TestGame_Step(u, 0, 250);
    CHECK(u->sim.items[fly[0]].active);
    CHECK(u->sim.items[fly[1]].data == NULL);
    TestGame_Step(u, 0, 10);
    CHECK(u->sim.items[fly[1]].data != NULL);
    CHECK_EQ(u->sim.items[em].timer, 0);
    TestGame_Delete(u);
}
