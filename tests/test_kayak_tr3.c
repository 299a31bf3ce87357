/* TR3's kayak (game/objects/tr3/vehicle/kayak.c) on a lake built at test
 * time (tests/tr_build.h, Lara from the shared TR3 level).
 *
 * The shared TR3 level has no kayak and no rider animations: the tests use
 * stand-ins (tests/vehicle_stand_in.h): O3_VEHICLE_ANIM and O3_KAYAK are
 * Lara's meshes with a set of our own, numbered as the original's rider
 * set where the code names them (back 2, climb in 3 / 28 then 4, death 5,
 * jump out 14, climb out 24 / 32, drags 26 / 27), strokes 20 frames long
 * changing side at their end. Only the numbers and the state flow are
 * tested, against the original's constants. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "engine/math/fixed.h"
#include "engine/render/render.h"
#include "game/effects/spark_tr3.h"
#include "game/effects/splash_tr3.h"
#include "game/effects/wake_tr3.h"
#include "game/objects/tr3/vehicle/kayak.h"
#include "tests/boat_lake.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"
#include "tests/vehicle_stand_in.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)
#define FILL(n) [n] = {20, 4, n, {{0}}, 0, 0, false}

static const StandInAnim k_kayak_set[33] = {
    [0] = {KAYAK_S_POSE, 4, 0,
           {{KAYAK_S_BACK, 2}, {KAYAK_S_LEFT, 6}, {KAYAK_S_RIGHT, 7}, {KAYAK_S_JUMP_OUT, 14},
            {KAYAK_S_TURN_L, 26}, {KAYAK_S_TURN_R, 27}},
           6, 0, false},
    FILL(1),
    [2] = {KAYAK_S_BACK, 40, 2, {{KAYAK_S_POSE, 0}}, 1, 0, true},
    [3] = {KAYAK_S_CLIMB_IN, 10, 4, {{0}}, 0, 0, false},
    [4] = {KAYAK_S_CLIMB_IN, 30, 0, {{0}}, 0, 0, false},
    [5] = {KAYAK_S_DEATH_IN, 4, 5, {{0}}, 0, 0, false},
    [6] = {KAYAK_S_LEFT, 20, 6, {{KAYAK_S_RIGHT, 7}, {KAYAK_S_POSE, 0}}, 2, 0, true},
    [7] = {KAYAK_S_RIGHT, 20, 7, {{KAYAK_S_LEFT, 6}, {KAYAK_S_POSE, 0}}, 2, 0, true},
    FILL(8), FILL(9), FILL(10), FILL(11), FILL(12), FILL(13),
    [14] = {KAYAK_S_JUMP_OUT, 30, 14, {{KAYAK_S_CLIMB_OUT_L, 24}, {KAYAK_S_CLIMB_OUT_R, 32}}, 2, 0,
            true},
    FILL(15), FILL(16), FILL(17), FILL(18), FILL(19), FILL(20), FILL(21), FILL(22), FILL(23),
    [24] = {KAYAK_S_CLIMB_OUT_L, 90, 24, {{0}}, 0, 0, false},
    FILL(25),
    [26] = {KAYAK_S_TURN_L, 4, 26, {{KAYAK_S_POSE, 0}}, 1, 0, false},
    [27] = {KAYAK_S_TURN_R, 4, 27, {{KAYAK_S_POSE, 0}}, 1, 0, false},
    [28] = {KAYAK_S_CLIMB_IN, 10, 4, {{0}}, 0, 0, false},
    FILL(29), FILL(30), FILL(31),
    [32] = {KAYAK_S_CLIMB_OUT_R, 90, 32, {{0}}, 0, 0, false},
};

/* A dry room 12 x 16 over a lake (x 1..10, z 5..14 open to the water, 8
 * clicks deep, its surface at 0); the kayak on the water at (5.5, 7.5)
 * facing +z; Lara treading water 300 to its right facing it. wall_right:
 * a wall along x sector 6 (768 to its right), the lake's whole length. */
static TestGame *open_lake_with(bool wall_right, bool rapids, int *kayak);

static TestGame *open_lake(bool wall_right, int *kayak)
{
    return open_lake_with(wall_right, false, kayak);
}

/* rapids: a camera at the lake's far end (5.5, 13.5 sectors), and the
 * lake's sectors (5, 8..10) carry a sink trigger naming it (the camera's
 * room word, the current's strength, is the test's to set). */
static TestGame *open_lake_with(bool wall_right, bool rapids, int *kayak)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    static const int ids[] = {O3_VEHICLE_ANIM, O3_KAYAK};
    if (!StandIn_Add(&b->donor, k_kayak_set, 33, ids, 2)) {
        TrBuild_Delete(b);
        return NULL;
    }
    BoatLake rooms = BoatLake_Add(&b->lb, !wall_right);
    int air = rooms.air, lake = rooms.lake;
    if (wall_right) {
        LB_SetSolid(&b->lb, air, 6, 5, 6, 14, true);
        LB_SetSolid(&b->lb, lake, 6, 1, 6, 10, true);
        LB_ConnectVertical(&b->lb, air, lake, 1, 5, 5, 14);
        LB_ConnectVertical(&b->lb, air, lake, 7, 5, 10, 14);
    }
    if (rapids) {
        int cam = LB_AddCamera(&b->lb, lake, MID(5), 0, MID(13));
        for (int z = 8; z <= 10; z++) {
            int trig = LB_AddTrigger(&b->lb, lake, 5, z - 4, LB_TRIG_TRIGGER, 0, false);
            LB_TriggerAction(&b->lb, trig, TRIGGER_ACTION_CURRENT, cam);
        }
    }
    LB_AddItem(&b->lb, 0, lake, MID(5) + 300, 0, MID(7), (int16_t)-0x4000, 0);
    LB_AddItem(&b->lb, O3_KAYAK, air, MID(5), 0, MID(7), 0, 0);
    char err[512] = "";
    TestGame *t = TrBuildGame_Open(b, "kayak_tr3.tr2", NULL, 0, err, sizeof err);
    if (!t)
        return NULL;
    *kayak = Test_FirstItem(&t->sim, O3_KAYAK);
    return t;
}

#define LAKE_OR_SKIP(t, wall, k)                                                   \
    do {                                                                           \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                        \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                \
        (t) = open_lake((wall), &(k));                                             \
        CHECK_MSG((t) != NULL && (k) >= 0, "kayak lake not built");               \
    } while (0)

static int rider_rel(TestGame *t, const Item *l)
{
    return l->anim - Level_FindModel(&t->lv, O3_VEHICLE_ANIM)->animation;
}

/* Treading water on its right; action climbs her in. */
static void tread(TestGame *t)
{
    Item *l = Game_LaraItem(&t->g);
    t->g.lara.water_status = LWS_SURFACE;
    Lara_SwitchAnim(&t->g, l, LARA_ANIM_SURF_TREAD, 0);
    l->current_state = l->goal_state = LS_SURF_TREAD;
    l->gravity = false;
    l->fall_speed = 0;
}

static bool climb_in(TestGame *t, int k)
{
    tread(t);
    for (int i = 0; i < 4 && t->g.lara.vehicle != k; i++)
        TestGame_Step(t, INPUT_ACTION, 1);
    for (int i = 0; i < 60 && Game_LaraItem(&t->g)->current_state != KAYAK_S_POSE; i++)
        TestGame_Step(t, 0, 1);
    return t->g.lara.vehicle == k && Game_LaraItem(&t->g)->current_state == KAYAK_S_POSE;
}

/* On its right facing it, action climbs her in from the right (3), in the
 * climb-in state, where it is; on frame 24 of the climb (4) her hand takes
 * the paddle (the rider object's mesh) and her legs are out of sight;
 * then she sits (pose). The camera -30 degrees at two sectors, she sits
 * 32 below its origin. */
TEST(kayak_tr3_climb_in_from_the_right)
{
    TestGame *t;
    int k;
    LAKE_OR_SKIP(t, false, k);
    Item *l = Game_LaraItem(&t->g);
    Item *it = &t->sim.items[k];
    tread(t);
    int in_at = -1;
    for (int i = 0; i < 4 && in_at < 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        if (t->g.lara.vehicle == k)
            in_at = i;
    }
    int anim = rider_rel(t, l);
    int16_t state = l->current_state;
    for (int i = 0; i < 60 && l->current_state != KAYAK_S_POSE; i++)
        TestGame_Step(t, 0, 1);
    int16_t hand = t->g.lara.mesh_swap[LARA_MESH_HAND_R];
    uint32_t legs = l->mesh_bits & 0x7F;
    int16_t later = l->current_state;
    int32_t dy = l->pos.y - it->pos.y;
    t->g.camera.target_elevation = t->g.camera.target_distance = 0;
    t->g.objects[O3_KAYAK].rider_control(&t->g, l);
    int32_t elev = t->g.camera.target_elevation, dist = t->g.camera.target_distance;
    TestGame_Delete(t);
    CHECK_MSG(in_at >= 0, "she did not climb in");
    CHECK_EQ(anim, KAYAK_A_CLIMB_IN_R);
    CHECK_EQ(state, KAYAK_S_CLIMB_IN);
    CHECK_EQ(later, KAYAK_S_POSE);
    CHECK_EQ(hand, O3_VEHICLE_ANIM);
    CHECK_EQ(legs, 0u);
    CHECK_EQ(dy, 32);
    CHECK_EQ(elev, KAYAK_CAMERA_ELEVATION);
    CHECK_EQ(dist, KAYAK_CAMERA_DISTANCE);
}

/* Forward paddles: the first stroke is on the right, and on its frame 7
 * gives 0x180000 of velocity and half a unit of right turn, less this
 * tick's drag (0x8000) and easing (0x50000); strokes then alternate sides
 * and the kayak goes ahead, never above 0x380000. */
TEST(kayak_tr3_forward_strokes)
{
    TestGame *t;
    int k;
    LAKE_OR_SKIP(t, false, k);
    bool in = climb_in(t, k);
    Item *it = &t->sim.items[k];
    Item *l = Game_LaraItem(&t->g);
    const KayakInfo *d = it->data;
    int32_t first_vel = -1, first_rot = 0, top = 0;
    bool went_left = false;
    int16_t first_state = -1;
    int32_t z0 = it->pos.z;
    for (int i = 0; i < 60; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (first_state < 0 && l->current_state != KAYAK_S_POSE)
            first_state = l->current_state;
        if (first_vel < 0 && d->vel > 0) {
            first_vel = d->vel;
            first_rot = d->rot;
        }
        if (d->vel > top)
            top = d->vel;
        went_left = went_left || l->current_state == KAYAK_S_LEFT;
    }
    int32_t gone = it->pos.z - z0;
    TestGame_Delete(t);
    CHECK(in);
    CHECK_EQ(first_state, KAYAK_S_RIGHT);
    CHECK_EQ(first_vel, KAYAK_STROKE_VEL - KAYAK_FRICTION);
    CHECK_EQ(first_rot, KAYAK_STROKE_ROT - KAYAK_ROT_FRICTION);
    CHECK(went_left);
    CHECK(top <= KAYAK_MAX_VEL);
    CHECK_MSG(gone > 300, "went %d", gone);
}

/* Her first forward stroke (right) ripples the water by her paddle on its
 * odd frames 7..23 (tomb3 kayak.cpp DoRipple(item, 384, -64)): a ripple
 * 384 to the right and 64 behind the kayak's origin (within the 64 the
 * ripple's place is spread), made small, size 2..3, fading at once
 * (init 0). Its draws are the splash system's own: a twin kept without
 * water looks draws the game's streams exactly as much. */
TEST(kayak_tr3_stroke_ripples)
{
    TestGame *t, *twin;
    int k, k2;
    LAKE_OR_SKIP(t, false, k);
    LAKE_OR_SKIP(twin, false, k2);
    bool in = climb_in(t, k) && climb_in(twin, k2);
    Item *it = &t->sim.items[k];
    Item *l = Game_LaraItem(&t->g);
    int ripple_at = -1, frame_at = -1, n_at_first = 0;
    int32_t ex = 0, ez = 0;
    Ripple3 first = {0};
    for (int i = 0; i < 30 && ripple_at < 0; i++) {
        Water3 *w = t->g.water3;
        bool was_on[RIPPLE3_MAX];
        for (int j = 0; j < RIPPLE3_MAX; j++)
            was_on[j] = w->ripple[j].flags & RIPPLE3_ON;
        Water3 *tw = twin->g.water3;
        twin->g.water3 = NULL;
        TestGame_Step(twin, INPUT_FORWARD, 1);
        twin->g.water3 = tw;
        TestGame_Step(t, INPUT_FORWARD, 1);
        for (int j = 0; j < RIPPLE3_MAX; j++)
            if (!was_on[j] && (w->ripple[j].flags & RIPPLE3_ON)) {
                if (ripple_at < 0) {
                    first = w->ripple[j];
                    ripple_at = i;
                    frame_at = Object_AnimFrame(&t->g, l);
                    ex = it->pos.x + 384;
                    ez = it->pos.z - 64;
                }
                n_at_first++;
            }
    }
    bool same_streams = BoatLake_SameStreams(t, twin);
    int16_t state = l->current_state;
    TestGame_Delete(t);
    TestGame_Delete(twin);
    CHECK(in);
    CHECK_MSG(ripple_at >= 0, "no ripple");
    CHECK_EQ(state, KAYAK_S_RIGHT);
    CHECK_EQ(frame_at - 1, 7); /* read after the tick's animation stepped on */
    CHECK_EQ(n_at_first, 1);
    /* seen after the tick's own ripple update: grown 2, and (init 0) not
     * brightening but already fading 2 from its 48..63 */
    CHECK_EQ(first.init, 0);
    CHECK(first.size == 4 || first.size == 5);
    CHECK(first.life >= 46 && first.life <= 61);
    CHECK(first.flags & RIPPLE3_MADE_SMALL);
    /* the kayak moved at most its speed since the stroke's frame */
    CHECK_MSG(abs(first.x - ex) <= 64 + 64 && abs(first.z - ez) <= 64 + 64, "at %d,%d not %d,%d",
              first.x, first.z, ex, ez);
    CHECK(same_streams);
}

/* The wake (tomb3 kayak.cpp DoWake, UpdateWakeFX): paddling on the lake,
 * every fourth tick a point either side, 128 out from its middle (left
 * first), each a pair drifting off at 4 and 6 a tick at 170 and 150
 * degrees from its heading, 64 ticks of life (63 once the tick's update
 * has moved it); the shade climbs to 16 while it moves. Drawn as two added
 * strips a quad, from the hull back through the live points. */
TEST(kayak_tr3_wake)
{
    TestGame *t, *twin;
    int k, k2;
    LAKE_OR_SKIP(t, false, k);
    LAKE_OR_SKIP(twin, false, k2);
    bool in = climb_in(t, k) && climb_in(twin, k2);
    Item *it = &t->sim.items[k];
    Water3 *w = t->g.water3;
    int lays = 0, gap_bad = 0, last = -1, pos_bad = 0, vel_bad = 0, life_bad = 0;
    for (int i = 0; i < 48; i++) {
        uint8_t start = w->wake_start;
        BoatLake_StepTwins(t, twin, INPUT_FORWARD);
        if (w->wake_start == start)
            continue;
        lays++;
        if (last >= 0 && i - last != 4)
            gap_bad++;
        last = i;
        for (int side = 0; side < 2; side++) {
            const Wake3Point *pt = &w->wake[start][side];
            static const int16_t ang[2] = {30940, 27300};
            static const int32_t speed[2] = {4, 6};
            BoatLake_CheckWakePair(it, pt, side, side ? 128 : -128, ang, speed, &vel_bad,
                                   &pos_bad);
            life_bad += pt->life != WAKE3_LIFE - 1 || pt->y != it->pos.y + 32;
        }
    }
    int shade = w->wake_shade, item = w->wake_item;
    int live = 0;
    for (int j = 0; j < WAKE3_MAX; j++)
        live += w->wake[j][0].life > 0;
    SimDrawList dl = {0};
    bool drawn = Wake3_AppendDraws(&t->g, &dl);
    size_t lines = dl.num_lines;
    bool wide = lines > 0;
    for (size_t i = 0; i < lines; i++)
        wide = wide && dl.lines[i].world_width > 0;
    SimDraw_Free(&dl);
    bool streams = BoatLake_SameStreams(t, twin);
    TestGame_Delete(t);
    TestGame_Delete(twin);
    CHECK(in);
    CHECK_MSG(lays >= 10, "laid %d times", lays);
    CHECK_EQ(gap_bad, 0);
    CHECK_EQ(pos_bad, 0);
    CHECK_EQ(vel_bad, 0);
    CHECK_EQ(life_bad, 0);
    CHECK_EQ(shade, WAKE3_SHADE_MAX);
    CHECK_EQ(item, k);
    CHECK_EQ(live, 16); /* 64 ticks of points every fourth tick */
    CHECK(drawn);
    CHECK_EQ(lines, (size_t)(2 * 2 * live));
    CHECK(wide);
    CHECK(streams);
}

/* The wake on screen: seen from 3.5 sectors behind and 1200 up after
 * paddling (a V of two trails from the hull, widening and fading), the
 * frame with the wake's strips (lines added to the screen) differs from
 * the frame without them over a patch behind the kayak, its pixels
 * brighter than the water under them. */
TEST(kayak_tr3_wake_drawn_added_behind_it)
{
    TestGame *t;
    int k;
    LAKE_OR_SKIP(t, false, k);
    bool in = climb_in(t, k);
    TestGame_Step(t, INPUT_FORWARD, 60);
    const Item *it = &t->sim.items[k];
    RenderCamera cam = {it->pos.x, it->pos.y - 1200, it->pos.z - 3500, it->room, 0, -0x1000, 0, 0};
    int16_t room = it->room;
    World_Sector(&t->g.world, cam.x, cam.y, cam.z, &room);
    cam.room = room;
    char err[256];
    Renderer *r = Render_Create(&t->lv, 320, 240, NULL, err, sizeof err);
    uint8_t *plain = malloc(320 * 240), *fb = malloc(320 * 240);
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    bool ok = r && plain && fb && Render_Frame(r, &cam, NULL, 0, NULL, 0, plain) &&
              Wake3_AppendDraws(&t->g, &dl);
    size_t lines = dl.num_lines;
    if (ok) {
        Render_SetLines(r, dl.lines, dl.num_lines);
        ok = Render_Frame(r, &cam, NULL, 0, NULL, 0, fb);
    }
    int changed = 0, brighter = 0;
    for (int i = 0; ok && i < 320 * 240; i++) {
        if (fb[i] == plain[i])
            continue;
        changed++;
        uint8_t a[3], c[3];
        Render_PaletteRGB(r, plain[i], a);
        Render_PaletteRGB(r, fb[i], c);
        brighter += c[0] + c[1] + c[2] > a[0] + a[1] + a[2];
    }
    SimDraw_Free(&dl);
    free(plain);
    free(fb);
    if (r)
        Render_Destroy(r);
    TestGame_Delete(t);
    CHECK(in);
    CHECK(ok);
    CHECK(lines > 0);
    CHECK_MSG(changed > 200, "%d pixels changed", changed);
    CHECK_MSG(brighter > changed * 9 / 10, "%d of %d brighter", brighter, changed);
}

/* A hard landing (tomb3 kayak.cpp KayakSplash): dropped from 2500 up, it
 * meets the water falling at more than 128: a splash where it is, rings
 * 128/192/256 out, the outer one wide (-9), thrown up by 32 and 16 times
 * the fall, and the wade splash's wait of 16. */
TEST(kayak_tr3_landing_splash)
{
    TestGame *t;
    int k;
    LAKE_OR_SKIP(t, false, k);
    bool in = climb_in(t, k);
    Item *it = &t->sim.items[k];
    it->pos.y = -2500;
    BoatSplash s = BoatLake_WaitSplash(t, it, 60);
    TestGame_Delete(t);
    CHECK(in);
    CHECK_MSG(s.made >= 0, "no splash");
    CHECK_MSG(s.fall > 128, "fell at %d", s.fall);
    CHECK_EQ(s.sp.y, s.y);
    CHECK(s.sp.flags & SPLASH3_WIDE);
    /* seen after the tick's splash update: gravity added once */
    CHECK_EQ(s.sp.p[8].yv, -32 * s.fall + 128 * 8);
    CHECK_EQ(s.sp.p[24].yv, -16 * s.fall + 72 * 8);
    CHECK_EQ(s.count, 15);
}

/* The rapids' mist (tomb3 kayak.cpp TriggerRapidsMist): off true water
 * (here on the dry bank) and falling slower than 20, every other tick five
 * puffs (odd and even ones of its ten points along the hull by turns)
 * 50 below it, each on a random side, white (128 to 192), added, living
 * 6..9 ticks; the game's streams untouched. */
TEST(kayak_tr3_rapids_mist)
{
    static const int16_t across[10] = {32, 96, 170, 220, 300, 400, 400, 300, 200, 64};
    static const int16_t along[10] = {900, 750, 600, 450, 300, 150, 0, -150, -300, -450};
    TestGame *t, *twin;
    int k, k2;
    LAKE_OR_SKIP(t, false, k);
    LAKE_OR_SKIP(twin, false, k2);
    bool in = climb_in(t, k) && climb_in(twin, k2);
    TestGame *both[2] = {t, twin};
    for (int n = 0; n < 2; n++) {
        Item *it = &both[n]->sim.items[n ? k2 : k];
        it->pos = (Vec3i){MID(5), -512, MID(2)};
        it->rot.y = 0;
        int16_t room = it->room;
        World_Sector(&both[n]->g.world, it->pos.x, it->pos.y, it->pos.z, &room);
        Sim_ItemNewRoom(&both[n]->sim, n ? k2 : k, room);
    }
    Item *it = &t->sim.items[k];
    BoatLake_StepTwins(t, twin, 0);
    BoatLake_StepTwins(t, twin, 0);
    int per_tick[8], bad = 0, white = 0;
    for (int i = 0; i < 8; i++) {
        uint32_t made = t->g.sparks->made;
        BoatLake_StepTwins(t, twin, 0);
        per_tick[i] = (int)(t->g.sparks->made - made);
        for (int j = 0; j < SPARK3_MAX; j++) {
            const Spark3 *s = &t->g.sparks->s[j];
            if (!s->on || s->life != s->s_life - 1 || s->sr != 128 || s->dr != 192)
                continue;
            white++;
            bool near = false;
            for (int p = 0; p < 10; p++)
                near = near || ((abs(abs(s->x - it->pos.x) - (across[p] >> 1)) <= 16) &&
                                abs(s->z - (it->pos.z + along[p])) <= 16);
            bad += !near || abs(s->y - (it->pos.y + 50)) > 16 || s->s_life < 6 ||
                   s->s_life > 9 || s->trans != SPARK3_ADD;
        }
    }
    bool true_water = ((KayakInfo *)it->data)->true_water;
    bool streams = BoatLake_SameStreams(t, twin);
    TestGame_Delete(t);
    TestGame_Delete(twin);
    CHECK(in);
    CHECK(!true_water);
    for (int i = 0; i + 1 < 8; i++)
        CHECK_MSG(per_tick[i] + per_tick[i + 1] == 5 && (per_tick[i] == 5 || per_tick[i] == 0),
                  "tick %d: %d then %d", i, per_tick[i], per_tick[i + 1]);
    CHECK_EQ(white, 20);
    CHECK_EQ(bad, 0);
    CHECK(streams);
}

/* Roll + right at a stand in still water: the jump out (14), then the
 * climb out to the right (32); on its frame 83 she is out, falling, turned
 * a quarter right of it, her hand and legs her own again. With a wall on
 * its right she stays in. */
TEST(kayak_tr3_climb_out_to_the_right)
{
    TestGame *t;
    int k;
    LAKE_OR_SKIP(t, false, k);
    bool in = climb_in(t, k);
    Item *l = Game_LaraItem(&t->g);
    Item *it = &t->sim.items[k];
    TestGame_Step(t, INPUT_ROLL | INPUT_RIGHT, 1);
    int jump = rider_rel(t, l);
    bool out_anim = false;
    for (int i = 0; i < 150 && t->g.lara.vehicle >= 0; i++) {
        TestGame_Step(t, 0, 1);
        out_anim = out_anim || rider_rel(t, l) == KAYAK_A_CLIMB_OUT_R;
    }
    int16_t vehicle = t->g.lara.vehicle;
    int16_t rot = (int16_t)(l->rot.y - it->rot.y);
    int16_t hand = t->g.lara.mesh_swap[LARA_MESH_HAND_R];
    uint32_t legs = l->mesh_bits & 0x7F;
    TestGame_Delete(t);

    LAKE_OR_SKIP(t, true, k);
    bool in2 = climb_in(t, k);
    TestGame_Step(t, INPUT_ROLL | INPUT_RIGHT, 40);
    int16_t stayed = t->g.lara.vehicle;
    int16_t state2 = Game_LaraItem(&t->g)->current_state;
    TestGame_Delete(t);
    CHECK(in);
    CHECK_EQ(jump, KAYAK_A_JUMP_OUT);
    CHECK(out_anim);
    CHECK_EQ(vehicle, -1);
    CHECK_EQ(rot, 0x4000);
    CHECK_EQ(hand, -1);
    CHECK_EQ(legs, 0x7Fu);
    CHECK(in2);
    CHECK_EQ(stayed, k);
    CHECK_EQ(state2, KAYAK_S_POSE);
}

/* The rapids: a sink trigger under the kayak names a camera; the drift
 * heads for it, easing a sixteenth of the way a tick towards the camera's
 * strength x 1024 (1/256ths a tick): the first tick on the trigger 640
 * (2 units), then more. While it drifts she cannot climb out. Off the
 * trigger the drift dies away. */
TEST(kayak_tr3_rapids_carry_it_towards_the_sink)
{
    if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    int k = -1;
    TestGame *t = open_lake_with(false, true, &k);
    CHECK_MSG(t != NULL && k >= 0, "kayak lake not built");
    CHECK(t->lv.num_cameras >= 1);
    Camera *cam = &t->lv.cameras[t->lv.num_cameras - 1];
    cam->room = 0; /* no pull while she climbs in */
    CHECK(climb_in(t, k));
    Item *it = &t->sim.items[k];
    KayakInfo *ki = it->data;
    /* Paddle onto the trigger (row 8 starts at z 8192). */
    for (int i = 0; i < 200 && it->pos.z < 8 * SECTOR + 100; i++)
        TestGame_Step(t, INPUT_FORWARD, 1);
    CHECK(it->pos.z >= 8 * SECTOR + 100);
    for (int i = 0; i < 200 && ki->vel; i++) /* the paddling dies away */
        TestGame_Step(t, 0, 1);
    CHECK_EQ(ki->vel, 0);
    CHECK_EQ(t->g.lara.current_sink, (int16_t)t->lv.num_cameras); /* on the trigger */
    CHECK_EQ(ki->current_zvel, 0);
    cam->room = 10;
    Vec3i before = it->pos;
    TestGame_Step(t, 0, 1);
    /* (10 x 1024) / 16 = 640 straight along +z; her strokes left her a
     * little off the camera's line. */
    CHECK_MSG(ki->current_zvel > 630 && ki->current_zvel <= 640, "zvel %d", ki->current_zvel);
    CHECK(abs(ki->current_xvel) < 40);
    CHECK_EQ(it->pos.z - before.z, 2);
    TestGame_Step(t, 0, 20);
    CHECK(it->pos.z - before.z > 200);
    CHECK(abs(it->pos.x - before.x) < 40);
    /* She stays in while it drifts. */
    TestGame_Step(t, INPUT_ROLL | INPUT_RIGHT, 5);
    CHECK_EQ(t->g.lara.vehicle, k);
    CHECK(Game_LaraItem(&t->g)->current_state != KAYAK_S_JUMP_OUT);
    /* Off the trigger (the strength gone), the drift fades to nothing. */
    cam->room = 0;
    t->g.lara.current_sink = 0;
    for (int i = 0; i < 300 && (ki->current_xvel || ki->current_zvel); i++)
        TestGame_Step(t, 0, 1);
    CHECK_EQ(ki->current_zvel, 0);
    TestGame_Delete(t);
}
