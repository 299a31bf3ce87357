/* TR3's emitters (game/objects/tr3/general/emitters_tr3.c): the smoke
 * emitters, steam, ghost gas and the waterfall make the original's sparks
 * at the original's rate (its wibble), only while triggered (the
 * waterfall: while Lara is within 16 sectors), on a purpose-built TR3 room
 * (tests/tr_build.h; skipped without the shared donor level). */
#include "tests/test.h"

#include <stdlib.h>

#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr3_trap_room.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)
#define ACTIVE_MASK 0x3E00

/* Lara at (2, 2) and an emitter of `kind` two sectors off; with `pad` a
 * pad under her names it, else it starts with its full mask (flags). */
static TestGame *emitter_room(int16_t kind, bool pad, int *emitter)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    *emitter = LB_AddItem(&b->lb, kind, room, MID(4), -256, MID(2), 0, pad ? 0 : ACTIVE_MASK);
    if (pad) {
        int trig = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, false);
        LB_TriggerAction(&b->lb, trig, LB_ACT_OBJECT, *emitter);
    }
    TestGame *t = TrapRoom_Open(b, "tr3_emitters.tr2", -1, -1);
    TrBuild_Delete(b);
    return t;
}

/* Sparks made over `ticks` ticks. */
static uint32_t made_over(TestGame *t, int ticks)
{
    uint32_t before = t->g.sparks->made;
    TestGame_Step(t, 0, ticks);
    return t->g.sparks->made - before;
}

/* The first spark on (NULL: none). */
static const Spark3 *any_spark(const Game *g)
{
    for (int i = 0; i < SPARK3_MAX; i++)
        if (g->sparks->s[i].on)
            return &g->sparks->s[i];
    return NULL;
}

/* White and black smoke: a puff every fourth tick once triggered, none
 * before; the black one darkens (subtractive), the white adds. */
TEST(tr3_emitters_smoke_puffs_while_triggered)
{
    static const int16_t kinds[2] = {O3_SMOKE_EMITTER_WHITE, O3_SMOKE_EMITTER_BLACK};
    for (int k = 0; k < 2; k++) {
        int emitter;
        TestGame *t = emitter_room(kinds[k], true, &emitter);
        if (!t)
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
        CHECK(t->g.sparks != NULL);
        CHECK_EQ(t->g.sparks->made, 0u);
        TestGame_Step(t, 0, 2); /* the pad wakes it */
        CHECK(t->sim.items[emitter].active);
        CHECK_EQ(made_over(t, 16), 4u);
        CHECK_EQ(made_over(t, 32), 8u);
        const Spark3 *s = any_spark(&t->g);
        CHECK(s != NULL);
        CHECK_EQ(s->trans, k ? SPARK3_SUB : SPARK3_ADD);
        CHECK(s->flags & SPARK3_OUTSIDE);
        CHECK(s->y < t->sim.items[emitter].pos.y); /* risen */
        TestGame_Close(t);
        free(t);
    }
}

/* Untriggered (no pad, no mask) an emitter makes nothing. */
TEST(tr3_emitters_smoke_idle_untriggered)
{
    int room, emitter;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    emitter = LB_AddItem(&b->lb, O3_SMOKE_EMITTER_WHITE, room, MID(4), -256, MID(2), 0, 0);
    TestGame *t = TrapRoom_Open(b, "tr3_emitters.tr2", -1, -1);
    TrBuild_Delete(b);
    CHECK(t != NULL);
    CHECK_EQ(made_over(t, 32), 0u);
    CHECK(!t->sim.items[emitter].active);
    TestGame_Close(t);
    free(t);
}

/* Steam: a puff every eighth tick, paler and rising half as fast. */
TEST(tr3_emitters_steam_every_eighth_tick)
{
    int emitter;
    TestGame *t = emitter_room(O3_STEAM_EMITTER, true, &emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    CHECK_EQ(made_over(t, 32), 4u);
    const Spark3 *s = any_spark(&t->g);
    CHECK(s != NULL);
    CHECK_EQ(s->dr, 24);
    CHECK(s->gravity >= -8 && s->gravity < 0);
    TestGame_Close(t);
    free(t);
}

/* Ghost gas: a green haze puff every fourth tick. */
TEST(tr3_emitters_ghost_gas)
{
    int emitter;
    TestGame *t = emitter_room(O3_GHOST_GAS_EMITTER, true, &emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    CHECK_EQ(made_over(t, 16), 4u);
    const Spark3 *s = any_spark(&t->g);
    CHECK(s != NULL);
    CHECK(s->dg > s->dr && s->dg > s->db);
    TestGame_Close(t);
    free(t);
}

/* The waterfall: four puffs of mist at its foot every fourth tick while
 * Lara is near, none once she is 16 sectors off. */
TEST(tr3_emitters_waterfall_mist)
{
    int emitter;
    TestGame *t = emitter_room(O3_WATERFALL, false, &emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK(t->sim.items[emitter].active);
    CHECK_EQ(made_over(t, 16), 16u);
    const Spark3 *s = any_spark(&t->g);
    CHECK(s != NULL);
    CHECK_EQ(s->sr, 128);
    CHECK(s->life <= 9);
    /* Lara far away: no more */
    Item *lara = &t->sim.items[t->sim.lara];
    t->sim.items[emitter].pos.x = lara->pos.x + 0x4000 + 1024;
    CHECK_EQ(made_over(t, 16), 0u);
    TestGame_Close(t);
    free(t);
}
