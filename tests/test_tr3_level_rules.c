/* TR3's rules of particular levels (game/rules/tr3_levels.c, Game
 * .level_rules; the original's tests of CurrentLevel) and what they change,
 * on purpose-built TR3 rooms (tests/tr3_trap_room.h; skipped without the
 * shared donor level). The saw's stand-in is the flare's model; its
 * touches are set by the test, as Lara's collision sets them. */
#include "tests/test.h"

#include "engine/level/level_floor.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/rules/rules.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)

/* By the script's level number or, played alone, the file's name (any
 * folder, any case); TR1 and TR2 have none. */
TEST(tr3_level_rules_table)
{
    CHECK_EQ(Tr3Levels_Rules(15, NULL), LEVEL_RULE_ELECTRIC_LAVA);
    CHECK_EQ(Tr3Levels_Rules(12, NULL), LEVEL_RULE_ELECTRIC_LAVA | LEVEL_RULE_HARMLESS_FENCES);
    CHECK_EQ(Tr3Levels_Rules(9, NULL), LEVEL_RULE_SAW_KILLS);
    CHECK_EQ(Tr3Levels_Rules(7, NULL), LEVEL_RULE_SLOW_SIDE_FLAMES | LEVEL_RULE_RAPIDS_DROWN);
    CHECK_EQ(Tr3Levels_Rules(-1, "x/rapids.tr2"),
             LEVEL_RULE_SLOW_SIDE_FLAMES | LEVEL_RULE_RAPIDS_DROWN);
    CHECK_EQ(Tr3Levels_Rules(4, NULL), LEVEL_RULE_SWAMP_FIRE);
    CHECK_EQ(Tr3Levels_Rules(18, NULL), LEVEL_RULE_SWAMP_FIRE);
    CHECK_EQ(Tr3Levels_Rules(19, NULL), LEVEL_RULE_SWAMP_FIRE);
    CHECK_EQ(Tr3Levels_Rules(1, NULL), 0);
    CHECK_EQ(Tr3Levels_Rules(-1, "data/AREA51.TR2"), LEVEL_RULE_ELECTRIC_LAVA);
    CHECK_EQ(Tr3Levels_Rules(-1, "x\\office.tr2"), LEVEL_RULE_ELECTRIC_LAVA | LEVEL_RULE_HARMLESS_FENCES);
    CHECK_EQ(Tr3Levels_Rules(-1, "ROOFS.TR2"), LEVEL_RULE_SAW_KILLS);
    CHECK_EQ(Tr3Levels_Rules(-1, "TONYBOSS.TR2"), LEVEL_RULE_SWAMP_FIRE);
    CHECK_EQ(Tr3Levels_Rules(-1, "JUNGLE.TR2"), 0);
    CHECK_EQ(Tr3Levels_Rules(-1, "mine.tr2"), 0);
    CHECK_EQ(Tr3Levels_Rules(-1, NULL), 0);
    CHECK(GameRules_TR3.level_rules == Tr3Levels_Rules);
    CHECK(GameRules_TR2.level_rules == NULL);
    CHECK(GameRules_TR1.level_rules == NULL);
}

/* The flame riding on Lara, -1 none. */
static int flame_on_lara(const TestGame *t)
{
    const EffectList *l = &t->g.effects;
    for (int i = l->next_active, n = 0; i >= 0 && i < EFFECT_MAX && n < EFFECT_MAX;
         i = l->fx[i].next_active, n++)
        if (l->fx[i].object_id == O3_FLAME && l->fx[i].counter < 0)
            return i;
    return -1;
}

static TestGame *lava_room(void)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    const uint16_t lava[] = { FD_KILL | FD_END_BIT };
    TrBuild_AddFloorData(b, room, 2, 2, lava, 1, false);
    TestGame *t = TrapRoom_Open(b, "tr3_rules_lava.tr2", -1, -1);
    TrBuild_Delete(b);
    return t;
}

/* Area 51's and the City's lava electrocutes her (no flame); elsewhere
 * it sets her alight. */
TEST(tr3_level_rules_lava_electrocutes_in_area51)
{
    TestGame *t = lava_room();
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    t->g.level_rules = LEVEL_RULE_ELECTRIC_LAVA;
    TestGame_Step(t, 0, 2);
    CHECK(t->sim.items[t->sim.lara].hit_points <= 0);
    CHECK(t->g.lara.electric > 0);
    CHECK_EQ(flame_on_lara(t), -1);
    CHECK(t->g.bolts.count > 0);
    TestGame_Delete(t);
    t = lava_room();
    CHECK(t);
    TestGame_Step(t, 0, 2);
    CHECK(t->sim.items[t->sim.lara].hit_points <= 0);
    CHECK_EQ(t->g.lara.electric, 0);
    CHECK(flame_on_lara(t) >= 0);
    TestGame_Delete(t);
}

/* A room with Lara at (2, 2) and a swamp room apart (x 10..17, surface at
 * 0, 8 clicks deep). */
static TestGame *swamp_room(int *swamp)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    *swamp = LB_AddRoom(&b->lb, 10, 0, 8, 8, 8, 0, LB_MAT_SAND, LB_MAT_BRICK, LB_MAT_STONE);
    b->lb.rooms[*swamp].water = true;
    b->lb.rooms[*swamp].extra_flags = ROOM_FLAG_SWAMP;
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    TestGame *t = TrapRoom_Open(b, "tr3_rules_swamp.tr2", -1, -1);
    TrBuild_Delete(b);
    return t;
}

/* Burning, she goes into a swamp: in Tinnos, the Caves of Kaliya and the
 * Meteorite Cavern she burns on; elsewhere the swamp puts her out. */
TEST(tr3_level_rules_fire_stays_lit_in_swamps)
{
    for (int keep = 0; keep < 2; keep++) {
        int swamp;
        TestGame *t = swamp_room(&swamp);
        if (!t)
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
        t->g.level_rules = keep ? LEVEL_RULE_SWAMP_FIRE : 0;
        Item *lara = &t->sim.items[t->sim.lara];
        Effect_LaraBurnTR3(&t->g);
        TestGame_Step(t, 0, 2);
        CHECK(flame_on_lara(t) >= 0);
        lara->pos = (Vec3i){ MID(13), 1024 + 512, MID(3) };
        lara->room = (int16_t)swamp;
        Sim_UpdateItemRoom(&t->sim, t->sim.lara);
        TestGame_Step(t, 0, 8);
        if (keep)
            CHECK(flame_on_lara(t) >= 0);
        else
            CHECK_EQ(flame_on_lara(t), -1);
        TestGame_Delete(t);
    }
}

/* The saw's blade touching her: 200 elsewhere, dead on Thames Wharf. */
TEST(tr3_level_rules_saw_kills_on_rooftops)
{
    for (int kills = 0; kills < 2; kills++) {
        int room;
        TrBuild *b = TrapRoom_New(&room);
        if (!b)
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
        LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
        int saw = LB_AddItem(&b->lb, O3_SAW, room, MID(4), 0, MID(2), 0, 0);
        TestGame *t = TrapRoom_Open(b, "tr3_rules_saw.tr2", O3_SAW, O3_FLARE_ITEM);
        TrBuild_Delete(b);
        CHECK(t);
        t->g.level_rules = kills ? LEVEL_RULE_SAW_KILLS : 0;
        Item *it = &t->sim.items[saw];
        it->activation_mask = ITEM_MASK_FULL;
        it->status = ITEM_STATUS_ACTIVE;
        Object_AddActive(&t->g, saw);
        it->touch_bits = 0x02;
        t->g.objects[O3_SAW].control(&t->g, saw);
        int16_t hp = t->sim.items[t->sim.lara].hit_points;
        if (kills)
            CHECK(hp < 0);
        else
            CHECK_EQ(hp, 1000 - 200);
        TestGame_Delete(t);
    }
}

/* A side jet 1000 from Lara: its first burst reaches her some 84 ticks
 * in after 60 quiet ones; in Madubu Gorge it rests 120, so not before
 * 144. */
TEST(tr3_level_rules_side_flames_rest_longer_in_the_gorge)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    int jet = LB_AddItem(&b->lb, O3_SIDE_FLAME_EMITTER, room, MID(2) + 1000, 0, MID(2), 0x4000, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, jet);
    TestGame *t = TrapRoom_Open(b, "tr3_rules_jet.tr2", -1, -1);
    TrBuild_Delete(b);
    CHECK(t);
    t->g.level_rules = LEVEL_RULE_SLOW_SIDE_FLAMES;
    TestGame_Step(t, 0, 140);
    CHECK_EQ(t->sim.items[t->sim.lara].hit_points, 1000);
    CHECK_EQ(flame_on_lara(t), -1);
    TestGame_Step(t, 0, 20);
    CHECK(flame_on_lara(t) >= 0);
    TestGame_Delete(t);
}
