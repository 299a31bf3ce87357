/* TR3's fire as it looks (game/effects/fire_looks_tr3.c): the sparks and
 * lights tomb3's FlameControl, TriggerPendulumFlame and the dart traps
 * make, counted tick by tick with the original's numbers, on purpose-built
 * TR3 rooms (tests/tr3_trap_room.h; skipped without the shared donor
 * level). Stand-ins: the flare for the pendulum and the dart (the shared
 * level has neither). */
#include "tests/test.h"

#include "game/effects/flamer_looks_tr3.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)

/* Lara at (2, 2) on a pad naming an emitter of `kind` placed `dx` from her
 * along x facing `yaw`. */
static TestGame *emitter_room(int16_t kind, int32_t dx, int16_t yaw, int *emitter)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    *emitter = LB_AddItem(&b->lb, kind, room, MID(2) + dx, 0, MID(2), yaw, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, *emitter);
    TestGame *t = TrapRoom_Open(b, "tr3_fire_looks.tr2", -1, -1);
    TrBuild_Delete(b);
    return t;
}

/* Steps until Sim.tick is a multiple of 16 (the wibble back at 0). */
static void to_wibble_start(TestGame *t)
{
    while (t->sim.tick & 15)
        TestGame_Step(t, 0, 1);
}

/* Puts out every spark (those made before what a test counts). */
static void clear_sparks(TestGame *t)
{
    for (int i = 0; i < SPARK3_MAX; i++)
        t->g.sparks->s[i].on = false;
}

/* Sparks made over `n` ticks. */
static uint32_t made_over(TestGame *t, int n)
{
    uint32_t m = t->g.sparks->made;
    TestGame_Step(t, 0, n);
    return t->g.sparks->made - m;
}

/* Sparks on with start life in [lo, hi] and start red `sr` (-1 any). */
static int count_life(const TestGame *t, int lo, int hi, int sr)
{
    int n = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        n += s->on && s->s_life >= lo && s->s_life <= hi && (sr < 0 || s->sr == sr);
    }
    return n;
}

/* The big fire (200 from Lara, who burns: kept out of its way with the
 * flag that spares her) makes, every 16 ticks, a flame and a smoke on 4 of
 * them and a 2-tick flame on each: 24 sparks; its flames red 255, 40..47
 * ticks; its light flickers red over reach 16 (4096: fall-off 12). */
TEST(tr3_fire_looks_big_flame_sparks_and_light)
{
    int emitter;
    TestGame *t = emitter_room(O3_FLAME_EMITTER, 3000, 0, &emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    CHECK(t->sim.items[emitter].data_index > 0);
    to_wibble_start(t);
    CHECK_EQ(made_over(t, 16), 24u);
    CHECK_EQ(made_over(t, 16), 24u);
    CHECK(count_life(t, 40, 47, 255) > 0);
    CHECK(count_life(t, 2, 2, -1) >= 1);
    /* the light of this tick: the fire's, 16 x 256 far */
    CHECK(t->g.lights.count >= 1);
    bool seen = false;
    for (int i = 0; i < t->g.lights.count; i++)
        seen |= t->g.lights.light[i].falloff == 12;
    CHECK(seen);
    TestGame_Delete(t);
}

/* Past 16 sectors from Lara the fire makes none (the original's test). */
TEST(tr3_fire_looks_none_far_from_lara)
{
    int emitter;
    TestGame *t = emitter_room(O3_FLAME_EMITTER, 3000, 0, &emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    Item *e = &t->sim.items[emitter];
    CHECK(e->data_index > 0);
    /* the flame stays where it was lit; move it 17 sectors off */
    t->g.effects.fx[e->data_index - 1].pos.x += 17 * 1024;
    CHECK_EQ(made_over(t, 16), 0u);
    TestGame_Delete(t);
}

/* The small fire: a 2-tick flame each tick and, on 4 ticks of 16
 * (wibble & 0x18), a flame and a smoke: 24 in 16 ticks; the flames 288
 * ahead of its facing (+x here), 32..47 across. */
TEST(tr3_fire_looks_small_flame_ahead_of_its_facing)
{
    int emitter;
    TestGame *t = emitter_room(O3_FLAME_EMITTER_2, 2000, 0x4000, &emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    to_wibble_start(t);
    CHECK_EQ(made_over(t, 16), 24u);
    int32_t ex = t->sim.items[emitter].pos.x;
    int n = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (s->on && s->s_life == 2) {
            n++;
            CHECK(s->x >= ex + 288 - 4 && s->x <= ex + 288 + 3);
            CHECK(s->s_width >= 32 && s->s_width <= 47);
        }
    }
    CHECK(n >= 1);
    TestGame_Delete(t);
}

/* The jet: one leaping flame a tick (16..19 ticks of life, rising at
 * 1024..1535 / 32 a tick), within the sector around it. */
TEST(tr3_fire_looks_jet_one_flame_a_tick)
{
    int emitter;
    TestGame *t = emitter_room(O3_FLAME_EMITTER_3, 3000, 0, &emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    CHECK_EQ(made_over(t, 16), 16u);
    const Item *e = &t->sim.items[emitter];
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (!s->on)
            continue;
        CHECK(s->s_life >= 16 && s->s_life <= 19);
        CHECK(s->x >= e->pos.x - 512 && s->x < e->pos.x + 512);
    }
    TestGame_Delete(t);
}

/* The side jet: quiet 60 ticks with a pilot flame every other tick (a
 * quarter of the size: 32..39 at most), then 64 ticks of flames every
 * other tick flying out behind its facing. */
TEST(tr3_fire_looks_side_jet_pilot_then_jet)
{
    int emitter;
    TestGame *t = emitter_room(O3_SIDE_FLAME_EMITTER, 3000, 0x4000, &emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 3);
    uint32_t pilot = made_over(t, 40);
    CHECK_EQ(pilot, 20u);
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (s->on)
            CHECK(s->d_width <= 39);
    }
    TestGame_Step(t, 0, 30);
    CHECK_EQ(made_over(t, 20), 10u);
    int big = 0, back = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        big += s->on && s->d_width >= 128;
        back += s->on && s->d_width >= 128 && s->xvel < 0;
    }
    CHECK(big > 0);
    CHECK(back * 4 >= big * 3);
    TestGame_Delete(t);
}

/* Lara alight: 15 flames (one at each mesh) every fourth tick, 16..27
 * ticks of life (the flamethrower kind 255), and her light (reach 13). */
TEST(tr3_fire_looks_lara_burning_on_her_meshes)
{
    int emitter;
    TestGame *t = emitter_room(O3_FLAME_EMITTER_2, 5000, 0, &emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    Effect_LaraBurnTR3(&t->g);
    /* far from the small fire: only her flames */
    t->g.effects.fx[t->sim.items[emitter].data_index - 1].pos.x += 20 * 1024;
    to_wibble_start(t);
    clear_sparks(t);
    CHECK_EQ(made_over(t, 16), 4u * 15u);
    CHECK_EQ(count_life(t, 24, 27, 255), count_life(t, 0, 255, -1));
    CHECK(t->g.lights.count >= 1);
    TestGame_Delete(t);
}

/* The burning pendulum (a trigger's timer makes one): a flame a tick at
 * its blade, 28..35 ticks, 32..39 wide, and its light (reach 11: fall-off
 * 11). Its flames ride on the blade (the original's node 3) and let go of
 * it 12..15 ticks on. A pendulum that does not burn makes none.
 * Stand-in: the flare. */
static TestGame *pendulum_room(int timer, int *pend)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(2), 0x4000, 0);
    *pend = LB_AddItem(&b->lb, O3_PENDULUM, room, MID(5), -512, MID(5), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 1, 2, LB_TRIG_PAD, timer, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, *pend);
    TestGame *t = TrapRoom_Open(b, "tr3_fire_looks_pendulum.tr2", O3_PENDULUM, O3_FLARE);
    TrBuild_Delete(b);
    return t;
}

TEST(tr3_fire_looks_burning_pendulum)
{
    int pend;
    TestGame *t = pendulum_room(1, &pend);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    CHECK(t->sim.items[pend].active);
    clear_sparks(t);
    CHECK_EQ(made_over(t, 10), 10u);
    CHECK_EQ(count_life(t, 28, 35, -1), 10);
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (s->on) {
            CHECK(s->s_width >= 32 && s->s_width <= 39 && s->sr >= 48 && s->sr <= 79);
            CHECK((s->flags & SPARK3_NODE) && s->node == SPARK3_NODE_PENDULUM &&
                  s->fx_obj == pend);
        }
    }
    TestGame_Step(t, 0, 10);
    int riding = 0, loose = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        int lived = s->s_life - s->life;
        if (!s->on || lived < 10)
            continue;
        if (lived <= 12)
            CHECK(s->flags & SPARK3_NODE);
        if (lived > 15)
            CHECK(!(s->flags & (SPARK3_NODE | SPARK3_ITEM)));
        riding += (s->flags & SPARK3_NODE) != 0;
        loose += !(s->flags & SPARK3_NODE);
    }
    CHECK(riding > 0 && loose > 0);
    bool seen = false;
    for (int i = 0; i < t->g.lights.count; i++)
        seen |= t->g.lights.light[i].falloff == 11;
    CHECK(seen);
    TestGame_Delete(t);

    t = pendulum_room(0, &pend);
    CHECK(t);
    TestGame_Step(t, 0, 2);
    CHECK(t->sim.items[pend].active);
    CHECK_EQ(made_over(t, 10), 0u);
    TestGame_Delete(t);
}

/* The dart emitter: five puffs of dust (32..35 ticks) as a dart leaves it,
 * four where it meets the floor. Stand-in: the flare for the dart. */
TEST(tr3_fire_looks_darts_dust)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0x4000, 0);
    int emitter = LB_AddItem(&b->lb, O3_DART_EMITTER, room, MID(5), 0, MID(2), 0x4000, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, emitter);
    TestGame *t = TrapRoom_Open(b, "tr3_fire_looks_darts.tr2", O3_DARTS, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t);
    uint32_t m = 0;
    for (int i = 0; i < 5 && !m; i++)
        m = made_over(t, 1);
    CHECK_EQ(m, 5u);
    CHECK_EQ(count_life(t, 32, 35, 16), 5);
    /* a dart pitched down meets the floor: four more */
    for (uint32_t i = 0; i < t->sim.num_items; i++) {
        Item *d = &t->sim.items[i];
        if (d->object_id == O3_DARTS && d->active)
            d->rot.x = -0x2000;
    }
    CHECK_EQ(made_over(t, 3), 4u);
    TestGame_Delete(t);
}

/* Looks draw only from the pool's stream: the same ticks with and without
 * the pool leave the game's control stream where it was. */
TEST(tr3_fire_looks_leave_the_game_streams)
{
    uint32_t seeds[2];
    for (int k = 0; k < 2; k++) {
        int emitter;
        TestGame *t = emitter_room(O3_FLAME_EMITTER_3, 600, 0, &emitter);
        if (!t)
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
        SparkPool *pool = t->g.sparks;
        if (k)
            t->g.sparks = NULL;
        TestGame_Step(t, 0, 60);
        seeds[k] = t->sim.prng.control;
        t->g.sparks = pool;
        TestGame_Delete(t);
    }
    CHECK_EQ(seeds[0], seeds[1]);
}

/* The fire head blowing (state 2, held): a flame from its mouth every
 * other tick (28..35 ticks, pushed along its facing, +x here, faster as
 * its jet grows: the widest ends as wide as the jet's speed / 16 + 15).
 * Stand-in: Lara's model for the head. */
TEST(tr3_fire_looks_firehead_jet_flames)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0, 0);
    int head = LB_AddItem(&b->lb, O3_FIREHEAD, room, MID(3), 0, MID(3), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 1, 5, LB_TRIG_PAD, 60, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, head);
    TestGame *t = TrapRoom_Open(b, "tr3_fire_looks_firehead.tr2", O3_FIREHEAD, O3_LARA);
    TrBuild_Delete(b);
    CHECK(t);
    Item *it = &t->sim.items[head];
    TestGame_Step(t, 0, 1);
    CHECK(it->active);
    clear_sparks(t);
    uint32_t m = t->g.sparks->made;
    for (int i = 0; i < 20; i++) {
        it->current_state = it->goal_state = 2; /* blowing */
        TestGame_Step(t, 0, 1);
    }
    CHECK_EQ(t->g.sparks->made - m, 10u);
    int fast = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (!s->on)
            continue;
        CHECK(s->s_life >= 28 && s->s_life <= 35 && s->d_width <= (20 * 64 >> 4) + 15);
        fast += s->xvel > 500;
    }
    CHECK(fast > 0);
    TestGame_Delete(t);
}

/* The flamethrower's stream (O3_DRAGON_FIRE): made with its flames (one
 * riding on the puff, 20..23 ticks; three flung along its aim, 12..13),
 * and where it meets the floor a flame (20..27) and a flash of light
 * (reach 24). */
TEST(tr3_fire_looks_stream_flames_and_hit)
{
    int emitter;
    TestGame *t = emitter_room(O3_FLAME_EMITTER_2, 5000, 0, &emitter);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    clear_sparks(t);
    Item *lara = &t->sim.items[t->sim.lara];
    Vec3i at = { lara->pos.x + 1500, lara->pos.y - 512, lara->pos.z + 1500 };
    /* pitched down at the floor, away from Lara */
    int fx = Effect_FireStreamTR3(&t->g, O3_DRAGON_FIRE, &at, (Vec3s){ -0x2000, 0, 0 }, 40,
                                  lara->room);
    CHECK(fx >= 0);
    uint32_t m = t->g.sparks->made;
    Flamer3_StreamLooks(&t->g, fx, 10);
    CHECK_EQ(t->g.sparks->made - m, 4u);
    CHECK_EQ(count_life(t, 20, 23, -1), 1);
    CHECK_EQ(count_life(t, 12, 13, -1), 3);
    int riding = 0;
    for (int i = 0; i < SPARK3_MAX; i++)
        riding += t->g.sparks->s[i].on && (t->g.sparks->s[i].flags & SPARK3_FX) &&
                  t->g.sparks->s[i].fx_obj == fx;
    CHECK_EQ(riding, 1);
    clear_sparks(t);
    bool flash = false;
    for (int i = 0; i < 30 && t->g.effects.fx[fx].object_id == O3_DRAGON_FIRE; i++) {
        TestGame_Step(t, 0, 1);
        for (int k = 0; k < t->g.lights.count; k++)
            flash |= t->g.lights.light[k].falloff == 13;
    }
    CHECK(flash);
    CHECK(count_life(t, 20, 27, 255) >= 1);
    TestGame_Delete(t);
}
