/* TR3's rubber boat (game/objects/tr3/vehicle/rubber_boat.c) on a lake
 * built at test time (tests/tr_build.h, Lara from the shared TR3 level).
 *
 * The shared TR3 level has no boat and no rider animations: the tests use
 * stand-ins (tests/vehicle_stand_in.h): O3_VEHICLE_ANIM and O3_BOAT are
 * Lara's meshes with a set of our own, numbered as the original's rider
 * set where the code names them (get on 0 / 1 / 6 / 8, knocks 11-14, fall
 * 15, death 18). Only the numbers and the state flow are tested, against
 * the original's constants. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/anim/anim.h"
#include "engine/math/fixed.h"
#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/effects/splash_tr3.h"
#include "game/effects/wake_tr3.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/rubber_boat.h"
#include "tests/boat_lake.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"
#include "tests/vehicle_stand_in.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)

static const StandInAnim k_boat_set[19] = {
    [0] = {RBOAT_S_GET_ON, 10, 2, {{0}}, 0, 0},
    [1] = {RBOAT_S_GET_ON, 10, 2, {{0}}, 0, 0},
    [2] = {RBOAT_S_STILL, 4, 2,
           {{RBOAT_S_MOVING, 3}, {RBOAT_S_JUMP_R, 4}, {RBOAT_S_JUMP_L, 5}}, 3, 0},
    [3] = {RBOAT_S_MOVING, 4, 3,
           {{RBOAT_S_STILL, 2}, {RBOAT_S_TURN_R, 7}, {RBOAT_S_TURN_L, 9}}, 3, 0},
    [4] = {RBOAT_S_JUMP_R, 20, 4, {{0}}, 0, 0},
    [5] = {RBOAT_S_JUMP_L, 20, 5, {{0}}, 0, 0},
    [6] = {RBOAT_S_GET_ON, 10, 2, {{0}}, 0, 0},
    [7] = {RBOAT_S_TURN_R, 4, 7, {{RBOAT_S_STILL, 2}, {RBOAT_S_MOVING, 3}}, 2, 0},
    [8] = {RBOAT_S_GET_ON, 10, 2, {{0}}, 0, 0},
    [9] = {RBOAT_S_TURN_L, 4, 9, {{RBOAT_S_STILL, 2}, {RBOAT_S_MOVING, 3}}, 2, 0},
    [10] = {20, 4, 10, {{0}}, 0, 0},
    [11] = {RBOAT_S_HIT, 8, 3, {{0}}, 0, 0},
    [12] = {RBOAT_S_HIT, 8, 3, {{0}}, 0, 0},
    [13] = {RBOAT_S_HIT, 8, 3, {{0}}, 0, 0},
    [14] = {RBOAT_S_HIT, 8, 3, {{0}}, 0, 0},
    [15] = {RBOAT_S_FALL, 4, 15, {{RBOAT_S_MOVING, 3}}, 1, 0},
    [16] = {20, 4, 16, {{0}}, 0, 0},
    [17] = {20, 4, 17, {{0}}, 0, 0},
    [18] = {RBOAT_S_DEATH, 4, 18, {{0}}, 0, 0},
};

static GameAudio s_audio;
static bool s_second_boat; /* the lake gets a second boat at (8.5, 12.5) */

/* A dry room 12 x 16 over a lake (x 1..10, z 5..14 open to the water,
 * 8 clicks deep, its surface at 0); a bank two clicks up over z 1..4. The
 * boat on the water at (5.5, 7.5) facing +z; Lara at `lara`. */
static TestGame *open_lake_audio(Vec3i lara, int16_t lara_yaw, int *boat, GameAudio *ga);

static TestGame *open_lake(Vec3i lara, int16_t lara_yaw, int *boat)
{
    return open_lake_audio(lara, lara_yaw, boat, &s_audio);
}

/* The same with its own audio `ga` (a twin's). */
static TestGame *open_lake_audio(Vec3i lara, int16_t lara_yaw, int *boat, GameAudio *ga)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    static const int ids[] = {O3_VEHICLE_ANIM, O3_BOAT};
    if (!StandIn_Add(&b->donor, k_boat_set, 19, ids, 2)) {
        TrBuild_Delete(b);
        return NULL;
    }
    BoatLake rooms = BoatLake_Add(&b->lb, true);
    int air = rooms.air, lake = rooms.lake;
    LB_AddItem(&b->lb, 0, lara.z < 4 * SECTOR || lara.y < 0 ? air : lake, lara.x, lara.y, lara.z,
               lara_yaw, 0);
    LB_AddItem(&b->lb, O3_BOAT, air, MID(5), 0, MID(7), 0, 0);
    if (s_second_boat)
        LB_AddItem(&b->lb, O3_BOAT, air, MID(8), 0, MID(12), 0x4000, 0);
    char err[512] = "";
    TestGame *t = TrBuildGame_Open(b, "rubber_boat_tr3.tr2", NULL, 0, err, sizeof err);
    if (!t)
        return NULL;
    GameAudio_Attach(ga, &t->sim, NULL, NULL);
    Game_SetAudio(&t->g, ga);
    *boat = Test_FirstItem(&t->sim, O3_BOAT);
    return t;
}

static void close_lake(TestGame *t)
{
    GameAudio_Free(&s_audio);
    TestGame_Delete(t);
}

#define LAKE_OR_SKIP(t, lara, yaw, boat)                                           \
    do {                                                                           \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                        \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                \
        (t) = open_lake((lara), (yaw), &(boat));                                   \
        CHECK_MSG((t) != NULL && (boat) >= 0, "rubber boat lake not built");      \
    } while (0)

static const Vec3i k_on_bank = {MID(5), -512, MID(2)};

static int rider_rel(TestGame *t, const Item *l)
{
    return l->anim - Level_FindModel(&t->lv, O3_VEHICLE_ANIM)->animation;
}

/* Puts her on the boat, sitting still (the get-on is tested on its own). */
static void board(TestGame *t, int boat)
{
    Item *l = Game_LaraItem(&t->g), *b = &t->sim.items[boat];
    int first = Level_FindModel(&t->lv, O3_VEHICLE_ANIM)->animation;
    t->g.lara.vehicle = (int16_t)boat;
    t->g.lara.water_status = LWS_ABOVE_WATER;
    l->anim = (int16_t)(first + 2);
    l->frame = (int16_t)t->lv.animations[first + 2].frame_start;
    l->current_state = l->goal_state = RBOAT_S_STILL;
    l->pos = b->pos;
    l->rot = b->rot;
    l->gravity = false;
    l->speed = l->fall_speed = 0;
    if (l->room != b->room)
        Sim_ItemNewRoom(&t->sim, t->sim.lara, b->room);
    Object_AddActive(&t->g, boat);
    b->status = ITEM_STATUS_ACTIVE;
}

/* Treading water on its right, facing it, the action key puts her on: the
 * right-side climb (8) in the get-on state, on the boat, above water. */
TEST(rubber_boat_tr3_get_on_from_the_water)
{
    TestGame *t;
    int boat;
    LAKE_OR_SKIP(t, ((Vec3i){MID(5) + 100, 0, MID(7)}), (int16_t)-0x4000, boat);
    Item *l = Game_LaraItem(&t->g);
    Item *b = &t->sim.items[boat];
    t->g.lara.water_status = LWS_SURFACE;
    Lara_SwitchAnim(&t->g, l, LARA_ANIM_SURF_TREAD, 0);
    l->current_state = l->goal_state = LS_SURF_TREAD;
    l->gravity = false;
    l->fall_speed = 0;
    TestGame_Step(t, 0, 2);
    bool stayed = t->g.lara.vehicle < 0;
    l->pos.x = MID(5) + 100; /* (within the stand-in's narrow bounds) */
    l->pos.z = MID(7);
    l->rot.y = (int16_t)-0x4000;
    int on = -1;
    for (int i = 0; i < 5 && on < 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        if (t->g.lara.vehicle == boat)
            on = i;
    }
    int anim = rider_rel(t, l);
    int16_t state = l->current_state;
    int16_t ws = t->g.lara.water_status;
    bool at = l->pos.x == b->pos.x && l->pos.z == b->pos.z;
    close_lake(t);
    CHECK(stayed);
    CHECK_MSG(on >= 0, "she did not get on");
    CHECK_EQ(anim, RBOAT_A_GET_ON_RIGHT);
    CHECK_EQ(state, RBOAT_S_GET_ON);
    CHECK_EQ(ws, LWS_ABOVE_WATER);
    CHECK(at);
}

/* The throttle (action): speed += 5 * speed / 220 + 2 a tick up to 110
 * (185 with sprint); the boat moves by its speed along its heading;
 * released it loses 1 a tick. The rudder (right) builds 22 a tick up to
 * 728 and she leans into it (the turn-right state). */
TEST(rubber_boat_tr3_throttle_and_rudder)
{
    TestGame *t;
    int boat;
    LAKE_OR_SKIP(t, k_on_bank, 0, boat);
    board(t, boat);
    Item *b = &t->sim.items[boat];
    Item *l = Game_LaraItem(&t->g);
    TestGame_Step(t, 0, 3);
    int32_t expect = 0;
    bool speeds_ok = true, moves_ok = true;
    for (int i = 0; i < 20; i++) {
        int32_t z = b->pos.z;
        int16_t had = b->speed;
        TestGame_Step(t, INPUT_ACTION, 1);
        if (expect < RBOAT_MAX_SPEED)
            expect = 5 * expect / (2 * RBOAT_MAX_SPEED) + expect + 2;
        speeds_ok = speeds_ok && b->speed == expect;
        moves_ok = moves_ok && b->pos.z - z == had;
    }
    int16_t before = b->speed;
    TestGame_Step(t, 0, 1);
    int16_t coasting = b->speed;
    int32_t turn_ok = 1, want = 0;
    for (int i = 0; i < 5; i++) {
        int16_t yaw = b->rot.y;
        TestGame_Step(t, INPUT_ACTION | INPUT_RIGHT, 1);
        turn_ok = turn_ok && (int16_t)(b->rot.y - yaw) == want;
        want += RBOAT_TURN;
    }
    TestGame_Step(t, INPUT_ACTION | INPUT_RIGHT, 3);
    int16_t state = l->current_state;
    close_lake(t);
    CHECK(speeds_ok);
    CHECK(moves_ok);
    CHECK_EQ(coasting, before - 1);
    CHECK(turn_ok);
    CHECK_EQ(state, RBOAT_S_TURN_R);
}

static int g_idle, g_moving, g_injury;
static void boat_sound(void *user, Item *it, int sfx)
{
    (void)user;
    (void)it;
    g_idle += sfx == 195;
    g_moving += sfx == 197;
    g_injury += sfx == 31;
}

/* The engine's notes at their pitch: the last idle and moving ones. */
static int32_t g_idle_pitch, g_moving_pitch;
static void boat_sound_pitch(void *user, Item *it, int sfx, int32_t pitch)
{
    boat_sound(user, it, sfx);
    if (sfx == 195)
        g_idle_pitch = pitch;
    if (sfx == 197)
        g_moving_pitch = pitch;
}

/* While she rides: the camera -20 degrees at two sectors; the engine idles
 * (195) at a stand and runs its moving note (197) above 8. With sprint it
 * goes past 115 and, meeting the far shore, the crash costs her its speed
 * in hit points with the injury sound (31), and halves it. */
TEST(rubber_boat_tr3_engine_camera_and_crash)
{
    TestGame *t;
    int boat;
    LAKE_OR_SKIP(t, k_on_bank, 0, boat);
    board(t, boat);
    Game *g = &t->g;
    Item *b = &t->sim.items[boat];
    Item *l = Game_LaraItem(g);
    TestGame_Step(t, 0, 2);
    g->camera.target_elevation = 0;
    g->camera.target_distance = 0;
    g->objects[O3_BOAT].control(g, boat);
    int32_t elevation = g->camera.target_elevation, distance = g->camera.target_distance;
    t->sim.events.sound = boat_sound;
    t->sim.events.sound_pitch = boat_sound_pitch;
    g_idle = g_moving = g_injury = 0;
    g_idle_pitch = g_moving_pitch = -1;
    TestGame_Step(t, 0, 3);
    int idle = g_idle;
    int32_t idle_pitch = g_idle_pitch;
    int16_t hp = l->hit_points;
    int16_t top = 0, lost = -1;
    for (int i = 0; i < 120 && lost < 0; i++) {
        int16_t before = b->speed;
        TestGame_Step(t, INPUT_ACTION | INPUT_SPRINT, 1);
        if (before > top)
            top = before;
        if (l->hit_points < hp)
            lost = (int16_t)(hp - l->hit_points);
    }
    int moving = g_moving, injury = g_injury;
    int32_t moving_pitch = g_moving_pitch;
    close_lake(t);
    /* the original's flags word 25600 * note + 0xD50804: at a stand (note
     * 0) 0xD508; sprinting past 115 the note is near or past 110 (unity) */
    CHECK_EQ(idle_pitch, 0xD508);
    CHECK_MSG(moving_pitch > 0x10000 - 1000, "moving note %d", moving_pitch);
    CHECK_EQ(elevation, RBOAT_CAMERA_ELEVATION);
    CHECK_EQ(distance, RBOAT_CAMERA_DISTANCE);
    CHECK_EQ(idle, 3);
    CHECK(moving > 10);
    CHECK_MSG(top > 115, "top speed %d", top);
    CHECK_MSG(lost > 115, "lost %d", lost);
    CHECK_EQ(injury, 1);
}

/* A drop onto the water (tomb3 boat.cpp BoatSplash): lifted 400 it falls
 * back and, losing more than 32 of fall at once, splashes where it lands,
 * on the surface: rings 64/96/128 out (none wide), thrown up by 128 and 64
 * times the fall, and the wade splash's wait of 16. */
TEST(rubber_boat_tr3_landing_splash)
{
    TestGame *t;
    int boat;
    LAKE_OR_SKIP(t, k_on_bank, 0, boat);
    board(t, boat);
    TestGame_Step(t, 0, 3);
    Item *b = &t->sim.items[boat];
    b->pos.y = -400;
    BoatSplash s = BoatLake_WaitSplash(t, b, 40);
    close_lake(t);
    CHECK_MSG(s.made >= 0, "no splash");
    CHECK_MSG(s.fall > 32, "fell at %d", s.fall);
    CHECK_EQ(s.sp.y, 0);
    CHECK(!(s.sp.flags & SPLASH3_WIDE));
    /* seen after the tick's splash update: gravity added once */
    CHECK_EQ(s.sp.p[8].yv, -128 * s.fall + 128 * 8);
    CHECK_EQ(s.sp.p[24].yv, -64 * s.fall + 72 * 8);
    CHECK_EQ(s.count, 15);
}

/* The stand-in's "propeller" (joint 2: her left shin) is above the water;
 * its pose (every stand-in animation's) lowered by `dy`. */
static void lower_pose(TestGame *t, int boat, int dy)
{
    const Animation *a = &t->lv.animations[t->sim.items[boat].anim];
    uint32_t stride = Anim_FrameStride(&t->lv, a, Level_FindModel(&t->lv, O3_BOAT)->num_meshes);
    for (uint32_t key = 0; key < 2; key++)
        t->lv.frames[a->frame_offset / 2 + key * stride + 7] += (uint16_t)dy;
}

/* Under way (tomb3 boat.cpp DoWake, UpdateWakeFX, TriggerBoatMist): every
 * fourth tick a wake point either side, 384 out, its pair drifting at 4
 * and 10 a tick at 160 and 140 degrees from its heading; the shade up to
 * 16; each tick a puff of grey mist at its propeller (80 behind joint 2)
 * once it moves with it under water, flung down at 12 times its speed,
 * living 20..23 ticks. A twin without water looks and sparks draws the
 * game's streams exactly as much. */
TEST(rubber_boat_tr3_wake_and_mist)
{
    TestGame *t, *twin;
    int boat, boat2;
    static GameAudio twin_audio;
    LAKE_OR_SKIP(t, k_on_bank, 0, boat);
    twin = open_lake_audio(k_on_bank, 0, &boat2, &twin_audio);
    CHECK_MSG(twin != NULL && boat2 >= 0, "rubber boat lake not built");
    board(t, boat);
    board(twin, boat2);
    lower_pose(t, boat, 600);
    lower_pose(twin, boat2, 600);
    Item *b = &t->sim.items[boat];
    Water3 *w = t->g.water3;
    TestGame_Step(t, 0, 2);
    TestGame_Step(twin, 0, 2);
    Vec3i prop = {0, 0, -80};
    Effect_JointAbsPosition(&t->g, b, &prop, 2, NULL);
    int lays = 0, gap_bad = 0, last = -1, pos_bad = 0, vel_bad = 0;
    int mist_ticks = 0, mist_bad = 0;
    for (int i = 0; i < 40; i++) {
        uint8_t start = w->wake_start;
        uint32_t made = t->g.sparks->made;
        BoatLake_StepTwins(t, twin, INPUT_ACTION);
        if (b->speed) {
            mist_ticks++;
            int fresh = 0;
            for (int j = 0; j < SPARK3_MAX; j++) {
                const Spark3 *s = &t->g.sparks->s[j];
                if (!s->on || s->life != s->s_life - 1)
                    continue;
                fresh++;
                mist_bad += s->dr != 64 || s->s_life < 20 || s->s_life > 23 ||
                            s->yvel != 12 * b->speed || s->trans != SPARK3_ADD;
            }
            mist_bad += t->g.sparks->made - made != 1 || fresh != 1;
        }
        if (w->wake_start == start)
            continue;
        lays++;
        if (last >= 0 && i - last != 4)
            gap_bad++;
        last = i;
        for (int side = 0; side < 2; side++) {
            static const int16_t ang[2] = {29120, 25480};
            static const int32_t speed[2] = {4, 10};
            BoatLake_CheckWakePair(b, &w->wake[start][side], side, side ? 384 : -384, ang, speed,
                                   &vel_bad, &pos_bad);
        }
    }
    int shade = w->wake_shade, item = w->wake_item;
    bool streams = BoatLake_SameStreams(t, twin);
    close_lake(t);
    GameAudio_Free(&twin_audio);
    TestGame_Delete(twin);
    CHECK_MSG(prop.y > 0, "propeller at %d, not under water", prop.y);
    CHECK_MSG(lays >= 8, "laid %d times", lays);
    CHECK_EQ(gap_bad, 0);
    CHECK_EQ(pos_bad, 0);
    CHECK_EQ(vel_bad, 0);
    CHECK_EQ(shade, WAKE3_SHADE_MAX);
    CHECK_EQ(item, boat);
    CHECK_MSG(mist_ticks >= 30, "moving %d ticks", mist_ticks);
    CHECK_EQ(mist_bad, 0);
    CHECK(streams);
}

/* The propeller's bubbles (tomb3 boat.cpp BoatControl, effects.cpp
 * CreateBubble, ControlBubble1): moving with the propeller under water, a
 * coin from the control stream; on 0 a bubble 0..63 either side of it
 * across and 0..15 below it, starting at speed 64..319 and rising 32..63
 * faster a tick: all from the control stream, nothing more drawn from it.
 * Each tick it sways 3 across, rises speed / 256 and leaves a ripple at
 * the surface. */
TEST(rubber_boat_tr3_propeller_bubbles)
{
    TestGame *t;
    int boat;
    LAKE_OR_SKIP(t, k_on_bank, 0, boat);
    board(t, boat);
    lower_pose(t, boat, 600);
    Item *b = &t->sim.items[boat];
    TestGame_Step(t, INPUT_ACTION, 8);
    int made = 0, skipped = 0, bad = 0, last = EFFECT_NONE;
    for (int i = 0; i < 48; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        Vec3i p = {0, 0, -80};
        Effect_JointAbsPosition(&t->g, b, &p, 2, NULL);
        Prng want = t->sim.prng;
        int16_t head = t->g.effects.next_active;
        BoatLooks3_Boat(&t->g, boat, false);
        bool fresh = t->g.effects.next_active != head;
        if (Prng_Control(&want) & 1) {
            skipped++;
            bad += fresh;
        } else {
            made++;
            Vec3i at;
            at.x = (Prng_Control(&want) & 0x3F) + p.x - 32;
            at.y = p.y + (Prng_Control(&want) & 0xF);
            at.z = (Prng_Control(&want) & 0x3F) + p.z - 32;
            int speed = (Prng_Control(&want) & 0xFF) + 64;
            int rise = (Prng_Control(&want) & 0x1F) + 32;
            const Effect *e = &t->g.effects.fx[t->g.effects.next_active];
            bad += !fresh || e->object_id != O3_BUBBLES_1 || e->pos.x != at.x ||
                   e->pos.y != at.y || e->pos.z != at.z || e->speed != speed ||
                   e->counter != rise;
            last = t->g.effects.next_active;
        }
        bad += t->sim.prng.control != want.control;
    }
    CHECK_MSG(b->speed > 0, "the boat is not moving");
    CHECK_EQ(bad, 0);
    CHECK_MSG(made >= 10 && skipped >= 10, "%d made, %d not", made, skipped);
    CHECK(last != EFFECT_NONE);

    /* its rise, alone (Lara's and the boat's ticks left out) */
    Effect *e = &t->g.effects.fx[last];
    Vec3i was = e->pos;
    int16_t rot_y = e->rot.y, rot_x = e->rot.x;
    int speed = e->speed + e->counter;
    Effect_Control(&t->g);
    rot_y = (int16_t)(rot_y + 1638);
    rot_x = (int16_t)(rot_x + 2366);
    CHECK_EQ(e->pos.y, was.y - (speed >> 8));
    CHECK_EQ(e->pos.x, was.x + ((3 * Math_Sin(rot_y)) >> W2V_SHIFT));
    CHECK_EQ(e->pos.z, was.z + (Math_Cos(rot_x) >> W2V_SHIFT));
    CHECK_EQ(e->speed, speed);
    memset(t->g.water3->ripple, 0, sizeof t->g.water3->ripple);
    int ripples = 0;
    for (int i = 0; i < 120 && !ripples; i++) {
        Effect_Control(&t->g);
        for (int k = 0; k < RIPPLE3_MAX; k++)
            ripples += (t->g.water3->ripple[k].flags & RIPPLE3_ON) != 0;
    }
    close_lake(t);
    CHECK_MSG(ripples >= 1, "no ripple at the surface");
}

/* One shared wake drawn at every boat (tomb3 DrawBoat: S_DrawWakeFX(item)
 * for each boat drawn): with a second boat idle on the lake, the wake the
 * ridden one laid is drawn twice, as many strips each, the second set
 * starting at the idle boat's hull; made invisible, it draws none. */
TEST(rubber_boat_tr3_wake_drawn_at_every_boat)
{
    TestGame *t;
    int boat;
    if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    s_second_boat = true;
    t = open_lake(k_on_bank, 0, &boat);
    s_second_boat = false;
    CHECK_MSG(t != NULL && boat >= 0, "rubber boat lake not built");
    int other = -1;
    for (uint32_t i = 0; i < t->sim.num_items; i++)
        if (t->sim.items[i].object_id == O3_BOAT && (int)i != boat)
            other = (int)i;
    board(t, boat);
    TestGame_Step(t, INPUT_ACTION, 40);
    Item *o = &t->sim.items[other];
    SimDrawList dl = {0};
    bool ok = Wake3_AppendDraws(&t->g, &dl);
    size_t both = dl.num_lines;
    int32_t s = Math_Sin(o->rot.y), c = Math_Cos(o->rot.y);
    Vec3i hull = {o->pos.x - ((WAKE3_HULL * c) >> W2V_SHIFT), o->pos.y,
                  o->pos.z + ((WAKE3_HULL * s) >> W2V_SHIFT)};
    bool at_other = false;
    for (size_t i = both / 2; i < both && i < both / 2 + 2; i++)
        at_other = at_other || (abs(dl.lines[i].a.x - hull.x) <= 96 &&
                                abs(dl.lines[i].a.z - hull.z) <= 96 && dl.lines[i].a.y == hull.y);
    uint8_t status = o->status;
    o->status = ITEM_STATUS_INVISIBLE;
    ok = ok && Wake3_AppendDraws(&t->g, &dl);
    size_t one = dl.num_lines - both;
    o->status = status;
    SimDraw_Free(&dl);
    close_lake(t);
    CHECK(other >= 0);
    CHECK(ok);
    CHECK_MSG(one > 0 && both == 2 * one, "%zu lines with both boats, %zu with one", both, one);
    CHECK(at_other);
}
