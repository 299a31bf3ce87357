/* TR3's trails as they look (game/effects/smoke_looks_tr3.c): the sparks
 * tomb3's ControlRocket, ControlGrenade and ControlHarpoonBolt leave
 * behind them, counted with the original's numbers on a purpose-built TR3
 * room (tests/tr3_trap_room.h; skipped without the shared donor level).
 * The projectiles are made here as the guns make them (their flight needs
 * no model). The big gun's shot and the quad bike's exhaust are tested
 * with those vehicles (test_big_gun_tr3.c, test_quadbike_tr3.c). */
#include "tests/test.h"

#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/trap/trap.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)

/* Lara at (1, 1) in an 8 x 8 room, and (unless !wet) a water room apart
 * at sectors x 10..17, its surface at y 0. */
static TestGame *open_room(int *dry, int *wet)
{
    TrBuild *b = TrapRoom_New(dry);
    if (!b)
        return NULL;
    *wet = LB_AddRoom(&b->lb, 10, 0, 8, 8, 8, 0, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    b->lb.rooms[*wet].water = true;
    LB_AddItem(&b->lb, O3_LARA, *dry, MID(1), 0, MID(1), 0, 0);
    TestGame *t = TrapRoom_Open(b, "tr3_smoke_looks.tr2", -1, -1);
    TrBuild_Delete(b);
    return t;
}

static int launch(TestGame *t, int id, int room, Vec3i at, int16_t yaw, int16_t speed)
{
    int i = Trap_CreateItem(&t->g, id, room, at, yaw);
    if (i == ITEM_NONE)
        return -1;
    Item *it = &t->sim.items[i];
    it->speed = speed;
    Object_AddActive(&t->g, i);
    it->status = ITEM_STATUS_ACTIVE;
    return i;
}

static int riding(const TestGame *t, int item)
{
    int n = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        n += s->on && (s->flags & SPARK3_ITEM) && s->fx_obj == item;
    }
    return n;
}

/* The rocket: a grey puff (to 63, 20..23 ticks) 128 behind it every tick
 * and a flame riding on it every other tick; where it blows up, its flames
 * let go. */
TEST(tr3_smoke_looks_rocket_trail)
{
    int dry, wet;
    TestGame *t = open_room(&dry, &wet);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    int rk = launch(t, O3_ROCKET, dry, (Vec3i){ MID(1), -512, MID(1) }, 0, 16);
    CHECK(rk >= 0);
    uint32_t m = t->g.sparks->made;
    TestGame_Step(t, 0, 4);
    CHECK_EQ(t->g.sparks->made - m, 6u);
    int smoke = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (s->on && !(s->flags & SPARK3_ITEM)) {
            smoke++;
            CHECK(s->dr == 63 && s->s_life >= 20 && s->s_life <= 23);
            CHECK(s->z < t->sim.items[rk].pos.z);
        }
    }
    CHECK_EQ(smoke, 4);
    CHECK_EQ(riding(t, rk), 2);
    /* into the far wall: gone, its flames let go */
    for (int i = 0; i < 30 && t->sim.items[rk].active; i++)
        TestGame_Step(t, 0, 1);
    CHECK(!t->sim.items[rk].active);
    CHECK_EQ(riding(t, rk), 0);
    TestGame_Delete(t);
}

/* The grenade: a puff 64 behind it every tick while it moves in air. */
TEST(tr3_smoke_looks_grenade_trail)
{
    int dry, wet;
    TestGame *t = open_room(&dry, &wet);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    int gr = launch(t, O3_GRENADE, dry, (Vec3i){ MID(1), -512, MID(1) }, 0, 128);
    CHECK(gr >= 0);
    t->sim.items[gr].hit_points = 120;
    t->sim.items[gr].goal_state = 0; /* its heading */
    uint32_t m = t->g.sparks->made;
    TestGame_Step(t, 0, 5);
    CHECK_EQ(t->g.sparks->made - m, 5u);
    TestGame_Delete(t);
}

/* The harpoon bolt: in air none, under water a puff (to 128 grey) a tick
 * where it is. */
TEST(tr3_smoke_looks_bolt_under_water)
{
    int dry, wet;
    TestGame *t = open_room(&dry, &wet);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    int air = launch(t, O3_HARPOON_BOLT, dry, (Vec3i){ MID(1), -512, MID(1) }, 0, 256);
    CHECK(air >= 0);
    t->sim.items[air].hit_points = 256;
    uint32_t m = t->g.sparks->made;
    TestGame_Step(t, 0, 3);
    CHECK_EQ(t->g.sparks->made, m);
    int uw = launch(t, O3_HARPOON_BOLT, wet, (Vec3i){ MID(12), 1024, MID(2) }, 0, 128);
    CHECK(uw >= 0);
    t->sim.items[uw].hit_points = 256;
    m = t->g.sparks->made;
    TestGame_Step(t, 0, 4);
    CHECK_EQ(t->g.sparks->made - m, 4u);
    int grey = 0;
    for (int i = 0; i < SPARK3_MAX; i++)
        grey += t->g.sparks->s[i].on && t->g.sparks->s[i].dr == 128;
    CHECK_EQ(grey, 4);
    TestGame_Delete(t);
}
