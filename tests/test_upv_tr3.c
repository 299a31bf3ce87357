/* TR3's UPV (game/objects/tr3/vehicle/upv.c) in a lake built at test time
 * (tests/tr_build.h, Lara from the shared TR3 level).
 *
 * The shared TR3 level has no UPV and no rider animations: the tests use
 * stand-ins (tests/vehicle_stand_in.h): O3_VEHICLE_ANIM and O3_UPV are
 * Lara's meshes with a set of our own, numbered as the original's rider
 * set where the code names them (death 0, get off at the surface 9, get
 * on 10 / 11 / 13, get off 12). Only the numbers and the state flow are
 * tested, against the original's constants. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/effects/effect.h"
#include "game/effects/spark_tr3.h"
#include "game/effects/wake_tr3.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/upv.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/vehicle_stand_in.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)
#define FILL(n) [n] = {20, 4, n, {{0}}, 0, 0, false}

static const StandInAnim k_upv_set[14] = {
    [0] = {UPV_S_DEATH, 20, 0, {{0}}, 0, 0, false},
    [1] = {UPV_S_MOVE, 4, 1, {{UPV_S_IDLE, 5}, {UPV_S_DEATH, 0}}, 2, 0, false},
    FILL(2), FILL(3), FILL(4),
    [5] = {UPV_S_IDLE, 4, 5,
           {{UPV_S_MOVE, 1}, {UPV_S_GET_OFF, 12}, {UPV_S_GET_OFF_SURFACE, 9}, {UPV_S_DEATH, 0}}, 4,
           0, false},
    FILL(6), FILL(7), FILL(8),
    [9] = {UPV_S_GET_OFF_SURFACE, 60, 9, {{0}}, 0, 0, false},
    [10] = {UPV_S_GET_ON, 20, 11, {{0}}, 0, 0, false},
    [11] = {UPV_S_GET_ON, 60, 5, {{0}}, 0, 0, false},
    [12] = {UPV_S_GET_OFF, 50, 12, {{0}}, 0, 0, false},
    [13] = {UPV_S_GET_ON, 50, 5, {{0}}, 0, 0, false},
};

static GameAudio s_audio;

/* A dry room over a lake 16 clicks deep (x 1..10, z 5..14 open to the
 * water, its surface at 0); the UPV 6 clicks down at (5.5, 9.5) facing
 * +z; Lara 128 above its origin (level with its body), 300 to its right,
 * treading water. */
static TestGame *open_lake(int *upv)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    static const int ids[] = {O3_VEHICLE_ANIM, O3_UPV};
    if (!StandIn_Add(&b->donor, k_upv_set, 14, ids, 2)) {
        TrBuild_Delete(b);
        return NULL;
    }
    int air = LB_AddRoom(&b->lb, 0, 0, 12, 16, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetFloor(&b->lb, air, 1, 1, 10, 4, -2);
    int lake = LB_AddRoom(&b->lb, 0, 4, 12, 12, 16, 0, LB_MAT_SAND, LB_MAT_BRICK, LB_MAT_STONE);
    b->lb.rooms[lake].water = true;
    LB_ConnectVertical(&b->lb, air, lake, 1, 5, 10, 14);
    LB_AddItem(&b->lb, 0, lake, MID(5) + 300, 6 * 256 - 128, MID(9), (int16_t)-0x4000, 0);
    LB_AddItem(&b->lb, O3_UPV, lake, MID(5), 6 * 256, MID(9), 0, 0);
    LB_AddCamera(&b->lb, lake, MID(9), 6 * 256, MID(9)); /* a sink for the rapids test */
    char err[512] = "";
    const char *written = TrBuild_Write(b, "upv_tr3.tr2", err, sizeof err);
    char path[4096];
    snprintf(path, sizeof path, "%s", written ? written : "");
    TrBuild_Delete(b);
    TestGame *t = calloc(1, sizeof *t);
    if (!written || !t || !TestGame_OpenPath(t, path)) {
        free(t);
        return NULL;
    }
    GameAudio_Attach(&s_audio, &t->sim, NULL, NULL);
    Game_SetAudio(&t->g, &s_audio);
    *upv = Test_FirstItem(&t->sim, O3_UPV);
    /* Items stand on the floor as built: put it back in the water. */
    if (*upv >= 0) {
        t->sim.items[*upv].pos.y = 6 * 256;
        Item *l = Game_LaraItem(&t->g);
        l->pos.y = 6 * 256 - 128;
    }
    return t;
}

static void close_lake(TestGame *t)
{
    GameAudio_Free(&s_audio);
    TestGame_Delete(t);
}

#define LAKE_OR_SKIP(t, u)                                                         \
    do {                                                                           \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                        \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                \
        (t) = open_lake(&(u));                                                     \
        CHECK_MSG((t) != NULL && (u) >= 0, "UPV lake not built");                 \
    } while (0)

static int rider_rel(TestGame *t, const Item *l)
{
    return l->anim - Level_FindModel(&t->lv, O3_VEHICLE_ANIM)->animation;
}

static int g_start, g_loop, g_stop;
static void upv_sound(void *user, Item *it, int sfx)
{
    (void)user;
    (void)it;
    g_start += sfx == 347;
    g_loop += sfx == 346;
    g_stop += sfx == 348;
}

/* The motor loop's pitch, checked against its speed as it is played: the
 * original's flags word (speed << 16) | 0x1000000, 0x10000 + 256 a unit. */
static int g_loop_pitched;
static bool g_loop_pitch_ok;
static int32_t g_loop_pitch;
static void upv_sound_pitch(void *user, Item *it, int sfx, int32_t pitch)
{
    upv_sound(user, it, sfx);
    if (sfx == 346) {
        g_loop_pitched++;
        g_loop_pitch = pitch;
        g_loop_pitch_ok = g_loop_pitch_ok && pitch == 0x10000 + (it->speed << 8);
    }
}

/* Under water beside it, treading. */
static void tread(TestGame *t)
{
    Item *l = Game_LaraItem(&t->g);
    t->g.lara.water_status = LWS_UNDERWATER;
    Lara_SwitchAnim(&t->g, l, LARA_ANIM_TREAD, 0);
    l->current_state = l->goal_state = LS_TREAD;
    l->gravity = false;
    l->fall_speed = 0;
    l->rot.x = 0;
}

static bool take_hold(TestGame *t, int u)
{
    tread(t);
    for (int i = 0; i < 3 && t->g.lara.vehicle != u; i++)
        TestGame_Step(t, INPUT_ACTION, 1);
    for (int i = 0; i < 60 && Game_LaraItem(&t->g)->current_state != UPV_S_IDLE; i++)
        TestGame_Step(t, 0, 1);
    return t->g.lara.vehicle == u && Game_LaraItem(&t->g)->current_state == UPV_S_IDLE;
}

/* Treading water beside it, action: she holds it (the get-on, 13, in its
 * state), her hands busy, above-water status; its motor starts on frame
 * 30 (sound 347) and takes control on frame 42; then she idles on it. */
TEST(upv_tr3_take_hold_under_water)
{
    TestGame *t;
    int u;
    LAKE_OR_SKIP(t, u);
    Item *l = Game_LaraItem(&t->g);
    const UpvInfo *d = t->sim.items[u].data;
    t->sim.events.sound = upv_sound;
    g_start = g_loop = g_stop = 0;
    tread(t);
    int on = -1;
    for (int i = 0; i < 3 && on < 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        if (t->g.lara.vehicle == u)
            on = i;
    }
    int anim = rider_rel(t, l);
    int16_t state = l->current_state, ws = t->g.lara.water_status, guns = t->g.lara.gun_status;
    int32_t flags_early = d->flags;
    for (int i = 0; i < 60 && l->current_state != UPV_S_IDLE; i++)
        TestGame_Step(t, 0, 1);
    int32_t flags = d->flags;
    int starts = g_start;
    int16_t later = l->current_state;
    close_lake(t);
    CHECK_MSG(on >= 0, "she did not take hold");
    CHECK_EQ(anim, UPV_A_GET_ON);
    CHECK_EQ(state, UPV_S_GET_ON);
    CHECK_EQ(ws, LWS_ABOVE_WATER);
    CHECK_EQ(guns, LGS_HANDS_BUSY);
    CHECK(!(flags_early & UPV_F_CONTROL));
    CHECK(flags & UPV_F_CONTROL);
    CHECK_EQ(starts, 1);
    CHECK_EQ(later, UPV_S_IDLE);
}

/* Jump drives it: 0x40000 a tick less 0x18000 of drag (0x28000 after the
 * first tick of the move state), up to 0x400000, its speed velocity >> 16
 * along its heading; the motor loop sounds; under water her air runs
 * down a tick at a time; let go, the drag stops it. */
TEST(upv_tr3_drives_and_her_air_runs_down)
{
    TestGame *t;
    int u;
    LAKE_OR_SKIP(t, u);
    bool on = take_hold(t, u);
    Item *it = &t->sim.items[u];
    Item *l = Game_LaraItem(&t->g);
    const UpvInfo *d = it->data;
    t->sim.events.sound = upv_sound;
    t->sim.events.sound_pitch = upv_sound_pitch;
    g_loop = g_loop_pitched = 0;
    g_loop_pitch_ok = true;
    int16_t air = t->g.lara.air;
    int32_t first = -1, top = 0, z0 = it->pos.z;
    for (int i = 0; i < 40; i++) {
        TestGame_Step(t, INPUT_JUMP, 1);
        if (first < 0 && d->vel > 0)
            first = d->vel;
        if (d->vel > top)
            top = d->vel;
    }
    int16_t state = l->current_state;
    int16_t air_after = t->g.lara.air;
    int32_t gone = it->pos.z - z0;
    int loops = g_loop, pitched = g_loop_pitched;
    bool pitch_ok = g_loop_pitch_ok;
    int32_t loop_pitch = g_loop_pitch, speed = it->speed;
    TestGame_Step(t, 0, 60);
    int32_t stopped = d->vel;
    close_lake(t);
    CHECK(on);
    CHECK_EQ(first, UPV_ACCEL - UPV_DRAG);
    CHECK(top <= UPV_MAX_VEL);
    CHECK_EQ(state, UPV_S_MOVE);
    CHECK_MSG(gone > 500, "went %d", gone);
    CHECK_EQ(air_after, air - 40);
    CHECK(loops >= 40);
    CHECK_EQ(pitched, loops);
    CHECK(pitch_ok);
    CHECK_MSG(speed > 0 && loop_pitch == 0x10000 + speed * 256, "speed %d, note %d", speed,
              loop_pitch);
    CHECK_EQ(Upv_MotorPitch(UPV_MAX_VEL >> 16), 0x14000);
    CHECK_EQ(stopped, 0);
}

/* Roll at a stand with water behind it: the motor stops (348), she plays
 * the get-off (12) and on its frame 42 lets go, treading water under water
 * (her tread), no longer on it. */
TEST(upv_tr3_let_go_under_water)
{
    TestGame *t;
    int u;
    LAKE_OR_SKIP(t, u);
    bool on = take_hold(t, u);
    Item *l = Game_LaraItem(&t->g);
    t->sim.events.sound = upv_sound;
    g_stop = 0;
    TestGame_Step(t, INPUT_ROLL, 1);
    int anim = rider_rel(t, l);
    for (int i = 0; i < 60 && t->g.lara.vehicle >= 0; i++)
        TestGame_Step(t, 0, 1);
    int16_t vehicle = t->g.lara.vehicle, ws = t->g.lara.water_status, st = l->current_state;
    int16_t guns = t->g.lara.gun_status;
    int stops = g_stop;
    close_lake(t);
    CHECK(on);
    CHECK_EQ(anim, UPV_A_GET_OFF);
    CHECK_EQ(stops, 1);
    CHECK_EQ(vehicle, -1);
    CHECK_EQ(ws, LWS_UNDERWATER);
    CHECK_EQ(st, LS_TREAD);
    CHECK_EQ(guns, LGS_ARMLESS);
}

/* The rapids (a sink trigger naming the camera 4 sectors along +x; its
 * room word, the strength, 8): the drift eases towards 8 x 1024 along the
 * line to it, a sixteenth a tick (512, 2 units the first tick); she
 * cannot let go while it drifts; once the trigger no longer names it the
 * drift dies away. */
TEST(upv_tr3_rapids_carry_it)
{
    TestGame *t;
    int u;
    LAKE_OR_SKIP(t, u);
    bool on = take_hold(t, u);
    Item *it = &t->sim.items[u];
    UpvInfo *ui = it->data;
    CHECK(on && ui && t->lv.num_cameras >= 1);
    t->lv.cameras[t->lv.num_cameras - 1].room = 8;
    t->g.lara.current_sink = (int16_t)t->lv.num_cameras; /* as the trigger sets it */
    int32_t x = it->pos.x;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(ui->current_xvel, (8 * 1024) >> 4);
    CHECK_EQ(ui->current_zvel, 0);
    CHECK_EQ(it->pos.x - x, 2);
    CHECK_EQ(t->g.lara.current_sink, 0);
    TestGame_Step(t, INPUT_ROLL, 1);
    CHECK_EQ(Game_LaraItem(&t->g)->current_state, UPV_S_IDLE);
    for (int i = 0; i < 100 && ui->current_xvel; i++)
        TestGame_Step(t, 0, 1);
    CHECK_EQ(ui->current_xvel, 0);
    close_lake(t);
}

/* The harpoon bolts (O3_HARPOON_BOLT) in the world now, and the latest. */
static int bolts(TestGame *t, int *latest)
{
    int n = 0;
    *latest = -1;
    for (int i = 0; i < (int)t->sim.num_items; i++) {
        const Item *b = &t->sim.items[i];
        if (b->object_id == O3_HARPOON_BOLT && b->status == ITEM_STATUS_ACTIVE) {
            n++;
            *latest = i;
        }
    }
    return n;
}

/* Its harpoon gun (sub.cpp SubControl, FireSubHarpoon): holding action
 * while the motor runs fires a bolt from her harpoon rounds at once and
 * again every 15 ticks (31 ticks: 3 bolts, 3 rounds), each leaving along
 * its heading at 256 with 256 ticks of life, from the barrels either side
 * of its turbine in turn (44 apart); without rounds it fires nothing. */
TEST(upv_tr3_harpoon_gun)
{
    TestGame *t;
    int u;
    LAKE_OR_SKIP(t, u);
    /* the reload counts down in the UPV's own control (SubEffects), which
     * runs only while the item is active: as a level that sets it going */
    Object_AddActive(&t->g, u);
    t->sim.items[u].status = ITEM_STATUS_ACTIVE;
    bool on = take_hold(t, u);
    Lara *l = &t->g.lara;
    l->harpoon.ammo = 10;
    int first_tick = -1, n = 0, latest = -1;
    int ticks[3] = { -1, -1, -1 };
    Vec3i at[3];
    int16_t speed = -1, life = -1;
    for (int i = 0; i < 31; i++) {
        int32_t before_shot = l->harpoon.ammo;
        TestGame_Step(t, INPUT_ACTION, 1);
        if (l->harpoon.ammo < before_shot && n < 3 && bolts(t, &latest) > 0) {
            ticks[n] = i;
            at[n] = t->sim.items[latest].pos;
            if (n == 0) {
                first_tick = i;
                speed = t->sim.items[latest].speed;
                life = t->sim.items[latest].hit_points;
            }
            n++;
        }
    }
    int32_t rounds = l->harpoon.ammo;
    int64_t dx = at[1].x - at[0].x, dz = at[1].z - at[0].z;
    int64_t apart2 = dx * dx + dz * dz;
    bool same_side = n >= 3 && at[2].x == at[0].x;
    TestGame_Step(t, 0, 20);
    l->harpoon.ammo = 0;
    int before = bolts(t, &latest);
    TestGame_Step(t, INPUT_ACTION, 20);
    int after = bolts(t, &latest);
    close_lake(t);
    CHECK(on);
    CHECK_EQ(first_tick, 0);
    CHECK_EQ(n, 3);
    CHECK_EQ(ticks[1], 15);
    CHECK_EQ(ticks[2], 30);
    CHECK_EQ(rounds, 7);
    CHECK_EQ(speed, 256);
    CHECK(life > 250 && life <= 256);
    CHECK_MSG(apart2 >= 43 * 43 && apart2 <= 45 * 45, "bolts %lld apart (squared)",
              (long long)apart2);
    CHECK(same_side);
    CHECK(after <= before);
}

/* SubEffects' looks and bubbles (tomb3 sub.cpp): driving, each tick a grey
 * puff of mist at the fan (joint 3, 128 down) on the spark pool's stream,
 * and on a 0 coin of the control stream a bubble 0..63 either side of the
 * fan (the control stream drawn exactly: the coin, two places, the
 * bubble's speed and rise); its two headlights every tick, the first at
 * its lamp (96 up, 256 ahead of joint 0). */
TEST(upv_tr3_fan_mist_bubbles_and_lights)
{
    TestGame *t;
    int u;
    LAKE_OR_SKIP(t, u);
    bool on = take_hold(t, u);
    Item *it = &t->sim.items[u];
    const UpvInfo *d = it->data;
    /* active, as a level's UPV is (its item flags; nothing in sub.cpp
     * activates it) */
    Object_AddActive(&t->g, u);
    it->status = ITEM_STATUS_ACTIVE;
    TestGame_Step(t, INPUT_JUMP, 10);
    int made = 0, skipped = 0, bad = 0, mist_bad = 0;
    for (int i = 0; i < 40; i++) {
        TestGame_Step(t, INPUT_JUMP, 1);
        Vec3i p = {0, 0, 0};
        Effect_JointAbsPosition(&t->g, it, &p, 3, NULL);
        Prng want = t->sim.prng;
        int16_t head = t->g.effects.next_active;
        uint32_t sparks = t->g.sparks->made;
        UpvLooks3_Fan(&t->g, u, d->vel);
        mist_bad += t->g.sparks->made != sparks + 1;
        bool fresh = t->g.effects.next_active != head;
        if (Prng_Control(&want) & 1) {
            skipped++;
            bad += fresh;
        } else {
            made++;
            int32_t x = (Prng_Control(&want) & 0x3F) + p.x - 32;
            int32_t z = (Prng_Control(&want) & 0x3F) + p.z - 32;
            int speed = (Prng_Control(&want) & 0xFF) + 64;
            int rise = (Prng_Control(&want) & 0x1F) + 32;
            const Effect *e = &t->g.effects.fx[t->g.effects.next_active];
            bad += !fresh || e->pos.x != x || e->pos.y != p.y + 128 || e->pos.z != z ||
                   e->speed != speed || e->counter != rise;
        }
        bad += t->sim.prng.control != want.control;
    }
    int tick_lights = t->g.lights.count;
    t->g.lights.count = 0;
    Prng before = t->sim.prng;
    UpvLooks3_Lights(&t->g, u);
    Vec3i lamp = {0, 96, 256};
    Effect_JointAbsPosition(&t->g, it, &lamp, 0, NULL);
    int lights = t->g.lights.count;
    Vec3i first = t->g.lights.light[0].pos;
    bool streams = t->sim.prng.control == before.control && t->sim.prng.draw == before.draw;
    int32_t vel = d->vel;
    close_lake(t);
    CHECK(on);
    CHECK_MSG(vel > 0, "not driving");
    CHECK_EQ(bad, 0);
    CHECK_EQ(mist_bad, 0);
    CHECK_MSG(made >= 8 && skipped >= 8, "%d made, %d not", made, skipped);
    CHECK_MSG(tick_lights >= 2, "%d lights in a tick", tick_lights);
    CHECK_EQ(lights, 2);
    CHECK(first.x == lamp.x && first.y == lamp.y && first.z == lamp.z);
    CHECK(streams);
}
