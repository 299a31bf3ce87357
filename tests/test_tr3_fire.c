/* TR3's fire (game/objects/tr3/trap/fire_tr3.c, game/effects/
 * flame_tr3.c) on purpose-built TR3 rooms (tests/tr3_trap_room.h; skipped
 * without the shared donor level). The emitters and the flame need no
 * model; the burning pendulum's stand-in is the flare. */
#include "tests/test.h"

#include "engine/level/level_floor.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)

/* The flame riding on Lara (the original's Lara.burn), -1 none. */
static int flame_on_lara(const TestGame *t)
{
    const EffectList *l = &t->g.effects;
    for (int i = l->next_active, n = 0; i >= 0 && i < EFFECT_MAX && n < EFFECT_MAX;
         i = l->fx[i].next_active, n++)
        if (l->fx[i].object_id == O3_FLAME && l->fx[i].counter < 0)
            return i;
    return -1;
}

/* A room with Lara at (2, 2) on a pad naming an emitter of `kind` placed
 * `dx` from her along x facing `yaw`, and (unless !wet) a water room
 * apart at sectors x 10..17 whose surface is at y 0. */
static TestGame *fire_room(int16_t kind, int32_t dx, int16_t yaw, int *emitter, int *wet)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    *wet = LB_AddRoom(&b->lb, 10, 0, 8, 8, 8, 0, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    b->lb.rooms[*wet].water = true;
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    *emitter = LB_AddItem(&b->lb, kind, room, MID(2) + dx, 0, MID(2), yaw, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, *emitter);
    TestGame *t = TrapRoom_Open(b, "tr3_fire.tr2", -1, -1);
    TrBuild_Delete(b);
    return t;
}

/* The big flame 200 from Lara: 5 as it scorches her, and within 450 she
 * catches fire: one flame on her, 7 a tick, the big flame sparing her
 * for 100 ticks; in deep water her burning stops. */
TEST(tr3_fire_big_flame_sets_lara_alight_until_water)
{
    int emitter, wet;
    TestGame *t = fire_room(O3_FLAME_EMITTER, 200, 0, &emitter, &wet);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Item *lara = &t->sim.items[t->sim.lara];
    /* The pad wakes the emitter in Lara's tick; its flame burns the next. */
    TestGame_Step(t, 0, 1);
    CHECK_EQ(t->sim.items[emitter].data_index, 0);
    CHECK_EQ(lara->hit_points, 1000);
    TestGame_Step(t, 0, 1);
    CHECK(t->sim.items[emitter].data_index > 0);
    CHECK(flame_on_lara(t) >= 0);
    int16_t hp = lara->hit_points;
    CHECK(hp == 1000 - 5 || hp == 1000 - 5 - 7);
    TestGame_Step(t, 0, 4);
    CHECK_EQ(lara->hit_points, hp - 4 * 7);
    /* Only one flame rides on her. */
    int n = 0;
    const EffectList *l = &t->g.effects;
    for (int i = l->next_active; i >= 0 && i < EFFECT_MAX; i = l->fx[i].next_active)
        n += l->fx[i].object_id == O3_FLAME && l->fx[i].counter < 0;
    CHECK_EQ(n, 1);
    /* Into deep water: out within four ticks, and no more burning. */
    lara->pos = (Vec3i){ MID(13), 1024, MID(3) };
    lara->room = (int16_t)wet;
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    TestGame_Step(t, 0, 5);
    CHECK_EQ(flame_on_lara(t), -1);
    hp = lara->hit_points;
    TestGame_Step(t, 0, 5);
    CHECK_EQ(lara->hit_points, hp);
    TestGame_Delete(t);
}

/* The second emitter's small fire right by her: harmless. */
TEST(tr3_fire_small_flame_is_harmless)
{
    int emitter, wet;
    TestGame *t = fire_room(O3_FLAME_EMITTER_2, 100, 0, &emitter, &wet);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 10);
    CHECK(t->sim.items[emitter].data_index > 0);
    CHECK_EQ(t->sim.items[t->sim.lara].hit_points, 1000);
    CHECK_EQ(flame_on_lara(t), -1);
    TestGame_Delete(t);
}

/* A side jet 1000 ahead of Lara facing +x (its jet reaches back, -x,
 * from 512 in front of it): quiet its first 60 ticks, then growing 64 a
 * tick (32 a step) until it reaches her (past 1512: some 24 ticks in),
 * when, burning full, it sets her alight. */
TEST(tr3_fire_side_jet_reaches_lara_after_its_quiet)
{
    int emitter, wet;
    TestGame *t = fire_room(O3_SIDE_FLAME_EMITTER, 1000, 0x4000, &emitter, &wet);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Item *lara = &t->sim.items[t->sim.lara];
    TestGame_Step(t, 0, 80);
    CHECK_EQ(lara->hit_points, 1000);
    CHECK_EQ(flame_on_lara(t), -1);
    TestGame_Step(t, 0, 10);
    CHECK(flame_on_lara(t) >= 0);
    CHECK(lara->hit_points < 1000);
    TestGame_Delete(t);
}

/* A pendulum whose trigger has a timer (the original keeps it as the
 * pendulum's item flag 0, not as a timeout) burns: its touch costs Lara 50
 * and sets her alight; it is not timed out. Stand-in: the flare. */
TEST(tr3_fire_burning_pendulum_sets_lara_alight)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(2), 0x4000, 0);
    int pend = LB_AddItem(&b->lb, O3_PENDULUM, room, MID(4), -512, MID(2), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 1, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, pend);
    TestGame *t = TrapRoom_Open(b, "tr3_fire_pendulum.tr2", O3_PENDULUM, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t);
    Item *lara = &t->sim.items[t->sim.lara];
    Item *p = &t->sim.items[pend];
    lara->pos.x = MID(2);
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    TestGame_Step(t, 0, 2);
    CHECK(p->active);
    CHECK_EQ(p->timer, 0);
    CHECK_EQ(flame_on_lara(t), -1);
    for (int i = 0; i < 5 && flame_on_lara(t) < 0; i++) {
        lara->pos.x = p->pos.x;
        lara->pos.z = p->pos.z;
        Sim_UpdateItemRoom(&t->sim, t->sim.lara);
        TestGame_Step(t, 0, 1);
    }
    CHECK(flame_on_lara(t) >= 0);
    CHECK(lara->hit_points <= 1000 - 50);
    /* Away from it, she burns on and it swings on past a second. */
    lara->pos.x = MID(1);
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    int16_t hp = lara->hit_points;
    TestGame_Step(t, 0, 40);
    CHECK(lara->hit_points < hp);
    CHECK(p->active);
    TestGame_Delete(t);
}

/* A lava (kill) sector under Lara: TR3 kills her and sets one flame on
 * her (TR2 and TR1: ten, each on a mesh). */
TEST(tr3_fire_lava_floor_kills_with_one_flame)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    const uint16_t lava[] = { FD_KILL | FD_END_BIT };
    CHECK(TrBuild_AddFloorData(b, room, 2, 2, lava, 1, false));
    TestGame *t = TrapRoom_Open(b, "tr3_fire_lava.tr2", -1, -1);
    TrBuild_Delete(b);
    CHECK(t);
    TestGame_Step(t, 0, 2);
    CHECK(t->sim.items[t->sim.lara].hit_points <= 0);
    CHECK(flame_on_lara(t) >= 0);
    int n = 0;
    const EffectList *l = &t->g.effects;
    for (int i = l->next_active; i >= 0 && i < EFFECT_MAX; i = l->fx[i].next_active)
        n += l->fx[i].object_id == O3_FLAME;
    CHECK_EQ(n, 1);
    TestGame_Delete(t);
}

/* TR3's stream of fire (O3_DRAGON_FIRE, the flamethrower's): a puff shot
 * at Lara from 600 away, at 100 a tick, sets her alight with 3 as it comes
 * within 350 of her. */
TEST(tr3_fire_stream_sets_lara_alight)
{
    int emitter, wet;
    TestGame *t = fire_room(O3_FLAME_EMITTER_2, 3000, 0, &emitter, &wet);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Item *lara = &t->sim.items[t->sim.lara];
    Vec3i at = { lara->pos.x - 600, lara->pos.y - 512, lara->pos.z };
    int fx = Effect_FireStreamTR3(&t->g, O3_DRAGON_FIRE, &at, (Vec3s){ 0, 0x4000, 0 }, 100,
                                  lara->room);
    CHECK(fx >= 0);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(flame_on_lara(t), -1);
    CHECK_EQ(lara->hit_points, 1000);
    TestGame_Step(t, 0, 2);
    CHECK(flame_on_lara(t) >= 0);
    CHECK(lara->hit_points < 1000);
    TestGame_Delete(t);
}
