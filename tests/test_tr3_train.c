/* London's tube train (game/objects/tr3/boss/train.c) on a purpose-built
 * TR3 room (tests/tr_build.h; skipped without the shared donor level).
 * The donor has no train and no Lara-extra model: the monkey's model
 * stands in for the train (meshes and bounds Lara can touch) and Lara's
 * own model for her extra set (so the kill's animation is her first). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/camera/camera.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)

/* A room 12 sectors long (x 1..12), 3 wide (z 1..3), its floor a click
 * higher from x 9 on; the train in (1, 1) facing +x, Lara at (lara_x,
 * lara_z). The train is woken as a trigger wakes it. */
static TestGame *open_tube(int lara_x, int lara_z, int *train)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 14, 5, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetFloor(&b->lb, room, 9, 1, 12, 3, -1);
    LB_AddItem(&b->lb, O3_LARA, room, MID(lara_x), lara_x >= 9 ? -256 : 0, MID(lara_z), 0x4000, 0);
    *train = LB_AddItem(&b->lb, O3_TRAIN, room, MID(1), 0, MID(1), 0x4000, 0);
    static const TrBuildModelCopy k_stand_ins[] = { { O3_MONKEY, O3_TRAIN },
                                                    { O3_LARA, O3_LARA_EXTRA } };
    char err[512] = "";
    TestGame *t = TrBuildGame_Open(b, "tr3_train.tr2", k_stand_ins, 2, err, sizeof err);
    if (!t) {
        fprintf(stderr, "tr3 train: %s\n", err);
        return (TestGame *)-1;
    }
    TrBuildGame_Wake(t, *train);
    return t;
}

#define TUBE_OR_SKIP(t, x, z, train)                                              \
    do {                                                                          \
        (t) = open_tube(x, z, train);                                             \
        if (!(t))                                                                 \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                \
        CHECK_MSG((t) != (TestGame *)-1, "the tube room does not build");         \
    } while (0)

/* Woken, it runs 260 a tick 32 above the floor; the floor a click higher
 * 5 sectors ahead pitches it up by twice the rise (512); on the step it
 * rides 32 above that; its middle meeting the end wall takes it out of
 * the game. Lara, a row aside, is never touched. */
TEST(tr3_train_rides_the_floor_and_ends_at_the_wall)
{
    TestGame *t;
    int train;
    TUBE_OR_SKIP(t, 2, 3, &train);
    Item *it = &t->sim.items[train];
    const Item *lara = &t->sim.items[t->sim.lara];
    int32_t x0 = it->pos.x;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->pos.x, x0 + 260);
    CHECK_EQ(it->pos.z, MID(1));
    CHECK_EQ(it->pos.y, -32);
    CHECK_EQ(it->rot.x, 0);
    bool pitched = false, on_step = false;
    int ticks = 0;
    while (it->active && ticks < 100) {
        int32_t x = it->pos.x;
        TestGame_Step(t, 0, 1);
        ticks++;
        if (!it->active)
            break;
        CHECK_EQ(it->pos.x, x + 260);
        pitched = pitched || it->rot.x == 512;
        if (it->pos.x >= 9 * SEC) {
            CHECK_EQ(it->pos.y, -256 - 32);
            on_step = true;
        }
    }
    CHECK(pitched);
    CHECK(on_step);
    CHECK(!it->active);
    CHECK(ticks < 100);
    CHECK(lara->hit_points > 0);
    TestGame_Delete(t);
}

/* Lara in its path: on contact she dies in the extra set's train death
 * (state 11, its first animation), turned its way, unarmed;
 * the train, slowed to 160, brakes by 48 a tick to a stop. */
TEST(tr3_train_kills_lara_and_brakes)
{
    TestGame *t;
    int train;
    TUBE_OR_SKIP(t, 6, 1, &train);
    Item *it = &t->sim.items[train];
    const Item *lara = &t->sim.items[t->sim.lara];
    int ticks = 0;
    while (lara->hit_points > 0 && ticks < 40) {
        TestGame_Step(t, 0, 1);
        ticks++;
    }
    CHECK(ticks < 40);
    CHECK_EQ(lara->hit_points, 0);
    CHECK_EQ(lara->current_state, 11);
    CHECK(t->g.lara.extra_anim);
    CHECK_EQ(t->g.lara.gun_type, LGT_UNARMED);
    CHECK_EQ(lara->rot.y, it->rot.y);
    const Model *extra = Level_FindModel(&t->lv, O3_LARA_EXTRA);
    CHECK(extra);
    CHECK_EQ(lara->anim, (int16_t)extra->animation);
    static const int32_t steps[] = { 160, 112, 64, 16, 0, 0 };
    for (int i = 0; i < 6; i++) {
        int32_t x = it->pos.x;
        TestGame_Step(t, 0, 1);
        CHECK_EQ(it->pos.x - x, steps[i]);
    }
    CHECK(it->active);
    TestGame_Delete(t);
}

/* Running, its headlight shines 3 sectors ahead of it each tick (the
 * original's TriggerDynamic of reach 16, white); after its kill the camera
 * is forced to the floor 8 sectors ahead of the braking train, fixed and
 * reached at once, watching Lara; it stays there. */
TEST(tr3_train_headlight_and_forced_camera)
{
    TestGame *t;
    int train;
    TUBE_OR_SKIP(t, 3, 1, &train);
    Item *it = &t->sim.items[train];
    const Item *lara = &t->sim.items[t->sim.lara];
    TestGame_Step(t, 0, 1);
    bool lit = false;
    for (int i = 0; i < t->g.lights.count; i++) {
        const GunLight *l = &t->g.lights.light[i];
        lit |= l->pos.x == it->pos.x + 3 * SEC && l->pos.z == it->pos.z && l->pos.y == it->pos.y;
    }
    bool forced_before = t->g.camera.forced;
    int ticks = 0;
    while (lara->hit_points > 0 && ticks < 40) {
        TestGame_Step(t, 0, 1);
        ticks++;
    }
    TestGame_Step(t, 0, 1); /* the first tick braking: the camera is forced */
    int32_t tx = it->pos.x;
    bool forced = t->g.camera.forced;
    GameVec at = t->g.camera.forced_pos;
    TestGame_Step(t, 0, 1);
    int16_t type = t->g.camera.type;
    int32_t cam_x = t->g.camera.pos.x, cam_z = t->g.camera.pos.z;
    TestGame_Step(t, 0, 10);
    bool still = t->g.camera.forced && t->g.camera.forced_pos.x == at.x;
    TestGame_Delete(t);
    CHECK(lit);
    CHECK(!forced_before);
    CHECK(ticks < 40);
    CHECK(forced);
    CHECK_EQ(at.x, tx + 8 * SEC);
    CHECK_EQ(at.z, MID(1));
    /* (on the floor there: a click up from sector 9 on) */
    CHECK_EQ(at.y, at.x >= 9 * SEC ? -256 : 0);
    CHECK(at.x < 13 * SEC);
    CHECK_EQ(type, CAM_CHASE); /* (after the tick, as every tick leaves it) */
    CHECK_MSG(abs(cam_x - at.x) < 300 && abs(cam_z - at.z) < 300, "camera at %d,%d", cam_x, cam_z);
    CHECK(still);
}

/* What the tube loop (148) did: played from the train while it ran, stopped
 * on the train (the tick recorded), played again after that. */
typedef struct {
    const Item *train;
    int tick, loops, stopped_at, loops_after_stop;
} TubeSounds;

static void tube_sound(void *user, Item *it, int sfx)
{
    TubeSounds *ts = user;
    if (sfx != 148 || it != ts->train)
        return;
    ts->loops++;
    if (ts->stopped_at >= 0)
        ts->loops_after_stop++;
}

static void tube_stop(void *user, Item *it, int sfx)
{
    TubeSounds *ts = user;
    if (sfx == 148 && it == ts->train && ts->stopped_at < 0)
        ts->stopped_at = ts->tick;
}

/* The kill cuts the train's roar (tomb3 TrainCollision's StopSoundEffect):
 * its loop stopped on the tick Lara dies, and not played again while it
 * brakes. */
TEST(tr3_train_kill_stops_its_tube_loop)
{
    TestGame *t;
    int train;
    TUBE_OR_SKIP(t, 6, 1, &train);
    const Item *lara = &t->sim.items[t->sim.lara];
    TubeSounds ts = { .train = &t->sim.items[train], .stopped_at = -1 };
    t->sim.events.user = &ts;
    t->sim.events.sound = tube_sound;
    t->sim.events.stop_sound = tube_stop;
    int died_at = -1;
    for (ts.tick = 0; ts.tick < 50; ts.tick++) {
        TestGame_Step(t, 0, 1);
        if (died_at < 0 && lara->hit_points <= 0)
            died_at = ts.tick;
    }
    t->sim.events.user = NULL;
    CHECK(died_at >= 0);
    CHECK_MSG(ts.loops > 0, "loop played %d times", ts.loops);
    CHECK_EQ(ts.stopped_at, died_at);
    CHECK_EQ(ts.loops_after_stop, 0);
    TestGame_Delete(t);
}
