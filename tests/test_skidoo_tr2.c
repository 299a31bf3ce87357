/* TR2's skidoo (game/objects/tr2/vehicle/skidoo*.c) on purpose-built TR2
 * rooms (tests/tr_build.h, Lara from the shared RANDO_TEST1.TR2).
 *
 * The shared level has no skidoo, no rider animations and no skidoo
 * drivers. So the tests use stand-ins, made at test time: O2_LARA_SKIDOO
 * and O2_SKIDOO_FAST are Lara's own meshes with a set of animations of our
 * own, numbered as the original's rider set where the code names them
 * (get on 1 and 18, fall 8, knocks 11-14, dead 15) and joined by state
 * changes the way the rider moves between her states (sit, still, left,
 * right, get off 60 frames long, let go 18 frames). Their poses are Lara's
 * standing frames: only the numbers and the state flow are tested, against
 * the original's constants (speeds, turns, gravity, get-off distance). */
#include "tests/test.h"

#include "engine/math/fixed.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/lara/lara.h"
#include "game/creature/lot.h"
#include "game/objects/object.h"
#include "game/save/save.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr2/vehicle/skidoo.h"
#include "game/objects/tr2/vehicle/skidoo_driver.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)
#define RIDER_ANIMS 20

typedef struct {
    uint16_t state, frames, next;
    uint16_t changes[6][2]; /* goal state -> animation, {0, 0} ends (but the first) */
    int num_changes;
} RiderAnim;

/* The stand-in rider set (see the header comment). */
static const RiderAnim k_rider[RIDER_ANIMS] = {
    [0] = { SKIDOO_LS_SIT, 10, 0, { { 2, 2 }, { 3, 3 }, { 8, 4 }, { 12, 19 } }, 4 },
    [1] = { SKIDOO_LS_GET_ON, 30, 4, { { 0 } }, 0 },
    [2] = { SKIDOO_LS_LEFT, 10, 2, { { 0, 0 } }, 1 },
    [3] = { SKIDOO_LS_RIGHT, 10, 3, { { 0, 0 } }, 1 },
    [4] = { SKIDOO_LS_STILL, 10, 4,
            { { 0, 0 }, { 2, 2 }, { 3, 3 }, { 7, 5 }, { 9, 6 }, { 11, 16 } }, 6 },
    [5] = { SKIDOO_LS_GET_OFF_L, 60, 4, { { 0 } }, 0 },
    [6] = { SKIDOO_LS_GET_OFF_R, 60, 4, { { 0 } }, 0 },
    [7] = { SKIDOO_LS_LET_GO, 18, 7, { { 0 } }, 0 },
    [8] = { SKIDOO_LS_FALL, 10, 8, { { 0, 0 }, { 10, 7 } }, 2 },
    [9] = { 20, 10, 9, { { 0 } }, 0 },
    [10] = { 20, 10, 10, { { 0 } }, 0 },
    [11] = { SKIDOO_LS_HIT, 10, 0, { { 0 } }, 0 },
    [12] = { SKIDOO_LS_HIT, 10, 0, { { 0 } }, 0 },
    [13] = { SKIDOO_LS_HIT, 10, 0, { { 0 } }, 0 },
    [14] = { SKIDOO_LS_HIT, 10, 0, { { 0 } }, 0 },
    [15] = { SKIDOO_LS_DEATH, 10, 15, { { 0 } }, 0 },
    [16] = { SKIDOO_LS_DEATH, 10, 16, { { 0 } }, 0 },
    [17] = { 20, 10, 17, { { 0 } }, 0 },
    [18] = { SKIDOO_LS_GET_ON, 30, 4, { { 0 } }, 0 },
    [19] = { SKIDOO_LS_FALLOFF, 10, 19, { { 0 } }, 0 },
};

/* Appends a stand-in set of `n` animations, each showing Lara's stand
 * (speeds[a] units a tick, NULL: none; animation `kill`, -1: none, ends
 * with the kill command), and two models using it (ids id1 and id2),
 * both Lara's meshes. */
static bool add_set(Level *lv, const RiderAnim *set, int n, const int *speeds, int kill,
                    uint32_t id1, uint32_t id2)
{
    const Model *lara = Level_FindModel(lv, O2_LARA);
    if (!lara || lara->animation == 0xFFFF)
        return false;
    const Animation pose = lv->animations[lara->animation + 11]; /* her stand */
    uint32_t sc_count = 0;
    for (int a = 0; a < n; a++)
        sc_count += (uint32_t)set[a].num_changes;
    Animation *anims = realloc(lv->animations, sizeof *anims * (lv->num_animations + n));
    StateChange *scs = realloc(lv->state_changes, sizeof *scs * (lv->num_state_changes + sc_count));
    AnimDispatch *ds =
        realloc(lv->anim_dispatches, sizeof *ds * (lv->num_anim_dispatches + sc_count));
    Model *models = realloc(lv->models, sizeof *models * (lv->num_models + 2));
    int16_t *cmds =
        kill < 0 ? lv->anim_commands
                 : realloc(lv->anim_commands, sizeof *cmds * (lv->num_anim_commands + 1));
    if (anims)
        lv->animations = anims;
    if (scs)
        lv->state_changes = scs;
    if (ds)
        lv->anim_dispatches = ds;
    if (models)
        lv->models = models;
    if (cmds)
        lv->anim_commands = cmds;
    if (!anims || !scs || !ds || !models || (kill >= 0 && !cmds))
        return false;
    uint32_t base = lv->num_animations;
    uint32_t kill_at = lv->num_anim_commands;
    if (kill >= 0)
        lv->anim_commands[lv->num_anim_commands++] = 4; /* the kill command */
    for (int a = 0; a < n; a++) {
        const RiderAnim *r = &set[a];
        Animation an = pose;
        an.state_id = r->state;
        an.frame_rate = (uint8_t)r->frames; /* every frame shows her first key */
        an.frame_start = 0;
        an.frame_end = (uint16_t)(r->frames - 1);
        an.speed = speeds ? speeds[a] * 65536 : 0;
        an.accel = 0;
        an.next_anim = (uint16_t)(base + r->next);
        an.next_frame = 0;
        an.num_anim_commands = a == kill ? 1 : 0;
        an.anim_command_offset = (uint16_t)(a == kill ? kill_at : 0);
        an.num_state_changes = (uint16_t)r->num_changes;
        an.state_change_offset = (uint16_t)lv->num_state_changes;
        for (int c = 0; c < r->num_changes; c++) {
            AnimDispatch d = { 0, (int16_t)(r->frames - 1), (int16_t)(base + r->changes[c][1]), 0 };
            StateChange sc = { r->changes[c][0], 1, (uint16_t)lv->num_anim_dispatches };
            lv->anim_dispatches[lv->num_anim_dispatches++] = d;
            lv->state_changes[lv->num_state_changes++] = sc;
        }
        lv->animations[lv->num_animations++] = an;
    }
    Model m = *Level_FindModel(lv, O2_LARA);
    m.animation = (uint16_t)base;
    m.id = id1;
    lv->models[lv->num_models++] = m;
    m.id = id2;
    lv->models[lv->num_models++] = m;
    return true;
}

/* The rider's stand-in set and two models using it (the rider's and the
 * skidoo's). */
static bool add_stand_ins(Level *lv)
{
    return add_set(lv, k_rider, RIDER_ANIMS, NULL, -1, O2_LARA_SKIDOO, O2_SKIDOO_FAST);
}

/* The drivers' stand-in set, shared by O2_SKIDOO_ARMED (the creature)
 * and O2_SKIDOO_DRIVER (who plays the same numbers): wait 0, moving 1
 * (60 a tick), start left / right 2-3, left / right 4-5 (40 a tick), and
 * the driver's fall 10 (20 frames, ending with the kill command that
 * leaves him deactivated, as the original's). Lara's meshes again. */
#define DRIVER_ANIMS 11
static const RiderAnim k_driver[DRIVER_ANIMS] = {
    [0] = { 1, 10, 0, { { 2, 1 } }, 1 },
    [1] = { 2, 10, 1, { { 1, 0 }, { 3, 2 }, { 4, 3 } }, 3 },
    [2] = { 3, 10, 4, { { 2, 1 }, { 5, 4 } }, 2 },
    [3] = { 4, 10, 5, { { 2, 1 }, { 5, 4 } }, 2 },
    [4] = { 5, 10, 4, { { 2, 1 } }, 1 },
    [5] = { 6, 10, 5, { { 2, 1 }, { 5, 4 } }, 2 },
    [6] = { 20, 10, 6, { { 0 } }, 0 },
    [7] = { 20, 10, 7, { { 0 } }, 0 },
    [8] = { 20, 10, 8, { { 0 } }, 0 },
    [9] = { 20, 10, 9, { { 0 } }, 0 },
    [10] = { 7, 20, 10, { { 0 } }, 0 },
};
static const int k_driver_speed[DRIVER_ANIMS] = { 0, 60, 40, 40, 40, 40 };

static bool add_driver_stand_ins(Level *lv)
{
    return add_set(lv, k_driver, DRIVER_ANIMS, k_driver_speed, 10, O2_SKIDOO_ARMED,
                   O2_SKIDOO_DRIVER);
}

/* Meshes to tell the skidoo's looks apart: the gunman cultist's model
 * (CULT_1, 15 meshes) copied as the armed skidoo and as the track. */
static bool add_looks(Level *lv)
{
    const Model *man = Level_FindModel(lv, O2_CULT_1);
    if (!man)
        return false;
    Model *models = realloc(lv->models, sizeof *models * (lv->num_models + 2));
    if (!models)
        return false;
    lv->models = models;
    Model m = *Level_FindModel(lv, O2_CULT_1);
    m.id = O2_SKIDOO_ARMED;
    lv->models[lv->num_models++] = m;
    m.id = O2_SKIDOO_TRACK;
    lv->models[lv->num_models++] = m;
    return true;
}

/* A 12 x 12 room (inside 1..10), floor at 0; the skidoo at (5.5, 3.5)
 * sectors facing +z, Lara 200 to its left facing it (+x). `wall_z` > 0:
 * a wall across the room at that z sector. `drop` > 0: the floor from z
 * sector 7 on is that many clicks lower. */
typedef struct {
    int wall_z;
    int drop;
    int16_t creature; /* > 0: this kind stands in its path at z sector 8 */
    bool driver;      /* a skidoo driver at z sector 8 facing back, no skidoo of hers */
    bool ramp;        /* z sector 6 slopes down 2 clicks to the floor beyond */
    bool looks;       /* the gunman's meshes as O2_SKIDOO_ARMED and O2_SKIDOO_TRACK */
    bool both;        /* with driver: her skidoo too */
} Track;

static TestGame *open_track(const Track *tr, int *skidoo)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    if (!add_stand_ins(&b->donor) || (tr->driver && !add_driver_stand_ins(&b->donor)) ||
        (tr->looks && !add_looks(&b->donor))) {
        TrBuild_Delete(b);
        return NULL;
    }
    int room = LB_AddRoom(&b->lb, 0, 0, 12, 12, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    if (tr->wall_z > 0)
        LB_SetSolid(&b->lb, room, 1, tr->wall_z, 10, tr->wall_z, true);
    if (tr->drop > 0)
        LB_SetFloor(&b->lb, room, 1, 7, 10, 10, tr->drop);
    if (tr->ramp) {
        LB_SetFloor(&b->lb, room, 1, 7, 10, 10, 2);
        for (int x = 1; x <= 10; x++)
            LB_SetSlope(&b->lb, room, x, 6, 0, 2);
    }
    LB_AddItem(&b->lb, 0, room, MID(5) - 200, 0, MID(3), 0x4000, 0);
    if (tr->driver)
        LB_AddItem(&b->lb, O2_SKIDOO_DRIVER, room, MID(5), 0, MID(9), (int16_t)0x8000, 0);
    if (!tr->driver || tr->both)
        LB_AddItem(&b->lb, O2_SKIDOO_FAST, room, MID(5), 0, MID(3), 0, 0);
    if (tr->creature > 0)
        LB_AddItem(&b->lb, tr->creature, room, MID(5), 0, MID(8), (int16_t)0x8000, 0);
    char err[512] = "";
    const char *written = TrBuild_Write(b, "skidoo.tr2", err, sizeof err);
    char path[4096];
    snprintf(path, sizeof path, "%s", written ? written : "");
    TrBuild_Delete(b);
    TestGame *t = calloc(1, sizeof *t);
    if (!written || !t || !TestGame_OpenPath(t, path)) {
        free(t);
        return NULL;
    }
    *skidoo = Test_FirstItem(&t->sim, tr->driver ? O2_SKIDOO_DRIVER : O2_SKIDOO_FAST);
    return t;
}

#define OPEN_OR_SKIP(t, tr, sk)                                                          \
    do {                                                                                 \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR2)))                              \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR2));                      \
        (t) = open_track((tr), &(sk));                                                   \
        CHECK_MSG((t) != NULL && (sk) >= 0, "skidoo track not built");                  \
    } while (0)

static int rider_rel(TestGame *t, const Item *l)
{
    const Model *m = Level_FindModel(&t->lv, O2_LARA_SKIDOO);
    return l->anim - m->animation;
}

/* Gets her on (action beside it) and waits until she sits still on it. */
static bool mount(TestGame *t, int sk)
{
    TestGame_Step(t, INPUT_ACTION, 1);
    if (t->g.lara.vehicle != sk)
        return false;
    for (int i = 0; i < 40 && Game_LaraItem(&t->g)->current_state != SKIDOO_LS_STILL; i++)
        TestGame_Step(t, 0, 1);
    return Game_LaraItem(&t->g)->current_state == SKIDOO_LS_STILL;
}

/* Standing beside it, facing across it, the action key puts her on it:
 * Lara.vehicle names it, she plays the rider's get-on from her right (18)
 * in the get-on state, standing where it stands; without the key she only
 * bumps into it. After the get-on she sits still on it. */
TEST(skidoo_tr2_get_on_from_the_side)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 0, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    Item *l = Game_LaraItem(&t->g);
    Item *s = &t->sim.items[sk];
    TestGame_Step(t, 0, 3);
    bool stayed_off = t->g.lara.vehicle == -1;
    /* (the bump pushed her out of reach: back beside it) */
    l->pos.x = MID(5) - 200;
    TestGame_Step(t, INPUT_ACTION, 1);
    int16_t vehicle = t->g.lara.vehicle;
    int anim = rider_rel(t, l);
    int16_t state = l->current_state;
    bool at_it = l->pos.x == s->pos.x && l->pos.z == s->pos.z && l->rot.y == s->rot.y;
    TestGame_Step(t, 0, 40);
    int16_t later = l->current_state;
    TestGame_Delete(t);
    CHECK(stayed_off);
    CHECK_EQ(vehicle, sk);
    CHECK_EQ(anim, SKIDOO_LA_GET_ON_R);
    CHECK_EQ(state, SKIDOO_LS_GET_ON);
    CHECK(at_it);
    CHECK_EQ(later, SKIDOO_LS_STILL);
}

/* Forward from a standstill: the speed grows by 10 * speed / 200 + 5 a
 * tick while below 100 (so it overshoots to 108), then sheds 2 a tick
 * until within 2 of 100, where it stays; the skidoo moves by its speed
 * along its heading each tick and carries her with it. Let go, it slows
 * by 2 a tick. */
TEST(skidoo_tr2_accelerates_to_top_speed)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 0, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    Item *s = &t->sim.items[sk];
    Item *l = Game_LaraItem(&t->g);
    int expect = 0;
    bool speeds_ok = true, moves_ok = true, carried = true;
    for (int i = 0; i < 30; i++) {
        int32_t z = s->pos.z;
        int16_t before = s->speed;
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (expect < SKIDOO_MAX_SPEED)
            expect += SKIDOO_ACCELERATION * expect / (2 * SKIDOO_MAX_SPEED) + SKIDOO_ACCELERATION / 2;
        else if (expect > SKIDOO_MAX_SPEED + SKIDOO_SLOWDOWN)
            expect -= SKIDOO_SLOWDOWN;
        speeds_ok = speeds_ok && s->speed == expect;
        /* it moves with the speed it had when the tick began */
        moves_ok = moves_ok && s->pos.z - z == before && s->pos.x == MID(5);
        carried = carried && l->pos.x == s->pos.x && l->pos.z == s->pos.z;
    }
    int16_t top = s->speed;
    TestGame_Step(t, 0, 1);
    int16_t coasting = s->speed;
    TestGame_Delete(t);
    CHECK(on);
    CHECK(speeds_ok);
    CHECK(moves_ok);
    CHECK(carried);
    CHECK_EQ(top, SKIDOO_MAX_SPEED + SKIDOO_SLOWDOWN);
    CHECK_EQ(coasting, SKIDOO_MAX_SPEED);
}

/* The engine's pitched notes: the last moving note (155) and its pitch,
 * and whether each pitch was the original's for the item's speed then. */
static int g_sk_notes;
static int32_t g_sk_pitch;
static void skidoo_pitch(void *user, Item *it, int sfx, int32_t pitch)
{
    (void)user;
    (void)it;
    if (sfx == 155) {
        g_sk_notes++;
        g_sk_pitch = pitch;
    }
}

/* The engine's note while she drives: the original passes the pitch
 * (0x10000 - (100 - note) * 100) << 8 with SPM_PITCH, the note easing a
 * quarter of the way to the speed each tick (on the flat). So from a
 * stand the first tick's note is 1 (speed 5): 0x10000 - 9900; it rises
 * tick by tick, and at top speed it is within 400 of the sample's rate. */
TEST(skidoo_tr2_engine_note_follows_the_speed)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 0, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    const SkidooInfo *d = t->sim.items[sk].data;
    t->sim.events.sound_pitch = skidoo_pitch;
    g_sk_notes = 0;
    g_sk_pitch = -1;
    TestGame_Step(t, INPUT_FORWARD, 1);
    int32_t first = g_sk_pitch;
    bool rising = true, follows = true;
    int32_t last = first;
    for (int i = 0; i < 40; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        rising = rising && (g_sk_pitch >= last || i > 20);
        follows = follows && g_sk_pitch == 0x10000 - (100 - d->pitch) * 100;
        last = g_sk_pitch;
    }
    int notes = g_sk_notes;
    TestGame_Delete(t);
    CHECK(on);
    CHECK_EQ(first, 0x10000 - 10000);
    CHECK(rising);
    CHECK(follows);
    CHECK_EQ(notes, 41);
    CHECK_MSG(last > 0x10000 - 400 && last <= 0x10000 + 800, "top note %d", last);
}

/* Turning: each tick on the ground the turn fades by 2 degrees (364)
 * before it turns the skidoo, and the key adds 455 up to 6 degrees
 * (1092): from straight the heading changes by 0, 91, 182 ... and then
 * steadily by 728 a tick; she leans into it (her right state). */
TEST(skidoo_tr2_turns_as_the_original)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 0, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    Item *s = &t->sim.items[sk];
    Item *l = Game_LaraItem(&t->g);
    TestGame_Step(t, INPUT_FORWARD, 3);
    bool deltas_ok = true;
    int16_t want = 0;
    for (int i = 0; i < 14; i++) {
        int16_t before = s->rot.y;
        TestGame_Step(t, INPUT_FORWARD | INPUT_RIGHT, 1);
        deltas_ok = deltas_ok && (int16_t)(s->rot.y - before) == want;
        want = (int16_t)(want + 91 > 728 ? 728 : want + 91);
    }
    int16_t state = l->current_state;
    bool carried = l->rot.y == s->rot.y;
    TestGame_Delete(t);
    CHECK(on);
    CHECK(deltas_ok);
    CHECK_EQ(state, SKIDOO_LS_RIGHT);
    CHECK(carried);
}

/* Jump + right while it stands still: she plays the get-off to her right;
 * at its last frame (59) she is on her feet in her own stand, turned a
 * quarter to the right, 330 out from the skidoo, and Lara.vehicle is
 * clear; the skidoo stays where it was. */
TEST(skidoo_tr2_get_off_to_the_right)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 0, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    Item *s = &t->sim.items[sk];
    Item *l = Game_LaraItem(&t->g);
    TestGame_Step(t, INPUT_JUMP | INPUT_RIGHT, 1);
    int ticks = 1;
    bool getting_off = false;
    while (ticks < 100 && t->g.lara.vehicle == sk) {
        getting_off = getting_off || l->current_state == SKIDOO_LS_GET_OFF_R;
        TestGame_Step(t, 0, 1);
        ticks++;
    }
    int16_t vehicle = t->g.lara.vehicle;
    int rel = l->anim - Lara_AnimBase(&t->g, l);
    int16_t state = l->current_state;
    int16_t yaw = l->rot.y;
    /* (the right key that asked for the get-off also turned it a little:
     * 91 units, the first tick of a turn) */
    int16_t want_yaw = (int16_t)(s->rot.y - 0x4000);
    int32_t dx = l->pos.x - s->pos.x, dz = l->pos.z - s->pos.z;
    int32_t want_dx = -((330 * Math_Sin(want_yaw)) >> W2V_SHIFT);
    int32_t want_dz = -((330 * Math_Cos(want_yaw)) >> W2V_SHIFT);
    Vec3i sk_at = s->pos;
    int16_t s_yaw = s->rot.y;
    TestGame_Step(t, INPUT_FORWARD, 10);
    bool walked = l->pos.x != sk_at.x + want_dx || l->pos.z != sk_at.z + want_dz;
    TestGame_Delete(t);
    CHECK(on);
    CHECK(getting_off);
    CHECK_EQ(vehicle, -1);
    CHECK_EQ(rel, LARA_ANIM_STOP);
    CHECK_EQ(state, LS_STOP);
    CHECK_EQ(yaw, want_yaw);
    CHECK_EQ(s_yaw, 91);
    CHECK_EQ(dx, want_dx);
    CHECK_EQ(dz, want_dz);
    CHECK_EQ(sk_at.x, MID(5));
    CHECK(walked);
    CHECK_MSG(ticks >= 60 && ticks <= 62, "off after %d ticks", ticks);
}

/* Flat out (action held: 150) into a wall: the knock from the front (her
 * animation 13, the knock state), the speed cut to what the wall let it
 * move, and the blow costs her half the speed it lost. */
TEST(skidoo_tr2_crash_into_a_wall_hurts)
{
    TestGame *t;
    int sk;
    Track tr = { 9, 0, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    Item *s = &t->sim.items[sk];
    Item *l = Game_LaraItem(&t->g);
    int16_t top = 0, lost = 0, speed_before = 0, speed_after = 0;
    int anim = -1;
    int16_t state = -1;
    for (int i = 0; i < 120 && anim < 0; i++) {
        int16_t hp = l->hit_points, v = s->speed;
        TestGame_Step(t, INPUT_FORWARD | INPUT_ACTION, 1);
        if (s->speed > top)
            top = s->speed;
        if (l->current_state == SKIDOO_LS_HIT) {
            anim = rider_rel(t, l);
            state = l->current_state;
            lost = (int16_t)(hp - l->hit_points);
            speed_before = v;
            speed_after = s->speed;
        }
    }
    TestGame_Delete(t);
    CHECK(on);
    CHECK_MSG(top >= SKIDOO_FAST_SPEED, "top speed %d", top);
    CHECK_EQ(anim, 13);
    CHECK_EQ(state, SKIDOO_LS_HIT);
    /* The wall left it new_speed; the held keys then accelerated it once
     * more that tick. */
    bool damage_ok = false;
    for (int new_speed = speed_before - 2 * lost - 1; new_speed <= speed_before - 2 * lost;
         new_speed++) {
        int after = new_speed + SKIDOO_ACCELERATION * new_speed / (2 * SKIDOO_FAST_SPEED) +
                    SKIDOO_ACCELERATION / 2;
        damage_ok = damage_ok || (new_speed >= 0 && (speed_before - new_speed) / 2 == lost &&
                                  after == speed_after);
    }
    CHECK(speed_after < speed_before);
    CHECK_MSG(lost > 0 && damage_ok, "lost %d (%d -> %d)", lost, speed_before, speed_after);
}

/* Off a drop of four clicks: in the air she holds on in the fall state
 * (animation 8), the skidoo falls faster by the gravity (6) each tick,
 * and it lands on the lower floor with her sitting again, unhurt. */
TEST(skidoo_tr2_jumps_and_lands)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 4, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    Item *s = &t->sim.items[sk];
    Item *l = Game_LaraItem(&t->g);
    bool fell = false, gravity_ok = true, airborne = false;
    int16_t prev_fall = 0;
    for (int i = 0; i < 70; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (s->fall_speed > 0) {
            airborne = true;
            gravity_ok = gravity_ok && s->fall_speed == prev_fall + 6;
        }
        fell = fell || (l->current_state == SKIDOO_LS_FALL && rider_rel(t, l) == SKIDOO_LA_FALL);
        prev_fall = s->fall_speed;
    }
    int32_t y = s->pos.y;
    int16_t state = l->current_state;
    int16_t hp = l->hit_points;
    bool riding = t->g.lara.vehicle == sk && l->pos.y == s->pos.y;
    TestGame_Delete(t);
    CHECK(on);
    CHECK(airborne);
    CHECK(gravity_ok);
    CHECK(fell);
    CHECK_EQ(y, 4 * 256);
    CHECK(state == SKIDOO_LS_SIT || state == SKIDOO_LS_STILL);
    CHECK_EQ(hp, 1000);
    CHECK(riding);
}

/* A creature in its way is run over: blood, and its hit points gone. */
TEST(skidoo_tr2_runs_creatures_over)
{
    TestGame *t;
    int sk;
    /* the donor's gunman cultist, standing in its path (not woken) */
    Track tr = { 0, 0, O2_CULT_1, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    int man = Test_FirstItem(&t->sim, O2_CULT_1);
    bool on = mount(t, sk);
    int16_t hp0 = -1, hp = -1;
    if (man >= 0) {
        Item *m = &t->sim.items[man];
        hp0 = m->hit_points;
        for (int i = 0; i < 60 && m->hit_points > 0; i++)
            TestGame_Step(t, INPUT_FORWARD, 1);
        hp = m->hit_points;
    }
    TestGame_Delete(t);
    if (man < 0)
        SKIP("the donor has no CULT_1");
    CHECK(on);
    CHECK(hp0 > 0);
    CHECK_EQ(hp, 0);
}

/* Saved while she rides and loaded into a fresh level: she is still on it
 * (Lara.vehicle), the skidoo's own data (turn, momentum, track) and
 * speed come back, and the ride goes on the same way tick for tick. */
TEST(skidoo_tr2_save_while_riding)
{
    TestGame *t, *u;
    int sk, sk2;
    Track tr = { 0, 0, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    TestGame_Step(t, INPUT_FORWARD | INPUT_LEFT, 12);
    uint8_t *buf = NULL;
    size_t size = 0;
    bool saved = Save_Serialize(&t->g, NULL, NULL, &buf, &size);
    u = open_track(&tr, &sk2);
    char err[256] = "";
    bool loaded = u && saved && Save_Restore(&u->g, NULL, buf, size, "ride.t8s", NULL, err, sizeof err);
    free(buf);
    bool same = false, same_later = false;
    if (loaded) {
        const SkidooInfo *a = t->sim.items[sk].data, *b = u->sim.items[sk].data;
        same = u->g.lara.vehicle == sk && a && b && a->skidoo_turn == b->skidoo_turn &&
               a->momentum_angle == b->momentum_angle && a->track_mesh == b->track_mesh &&
               t->sim.items[sk].speed == u->sim.items[sk].speed;
        TestGame_Step(t, INPUT_FORWARD | INPUT_RIGHT, 10);
        TestGame_Step(u, INPUT_FORWARD | INPUT_RIGHT, 10);
        const Item *la = Game_LaraItem(&t->g), *lb = Game_LaraItem(&u->g);
        same_later = la->pos.x == lb->pos.x && la->pos.z == lb->pos.z && la->rot.y == lb->rot.y &&
                     la->anim == lb->anim && la->frame == lb->frame;
    }
    TestGame_Delete(t);
    if (u)
        TestGame_Delete(u);
    CHECK(on);
    CHECK_MSG(loaded, "%s", err);
    CHECK(same);
    CHECK(same_later);
}

/* The armed skidoo (the guns' mesh bit, as a dead driver leaves it): the
 * action key fires its two guns every tick it is held at the creature
 * ahead, each hit costing it LGT_SKIDOO's 3; the pistols' rounds it uses
 * never run out. The plain skidoo has no guns: the key fires nothing. */
TEST(skidoo_tr2_armed_skidoo_guns)
{
    int16_t lost[2] = { -1, -1 };
    bool multiples = true, on = true;
    int32_t ammo = 0;
    for (int armed = 0; armed < 2; armed++) {
        TestGame *t;
        int sk;
        Track tr = { 0, 0, O2_CULT_1, false, false, false, false };
        OPEN_OR_SKIP(t, &tr, sk);
        on = on && mount(t, sk);
        SkidooInfo *d = t->sim.items[sk].data;
        if (armed && d)
            d->track_mesh |= SKIDOO_GUN_MESH;
        int man = Test_FirstItem(&t->sim, O2_CULT_1);
        if (man >= 0) {
            Item *m = &t->sim.items[man];
            m->status = ITEM_STATUS_ACTIVE;
            Object_AddActive(&t->g, man);
            Lot_EnableAI(&t->g, man, true);
            int16_t hp0 = m->hit_points;
            TestGame_Step(t, INPUT_ACTION, 20);
            lost[armed] = (int16_t)(hp0 - m->hit_points);
            /* (a shot that takes the last points takes what is left) */
            multiples = multiples && (lost[armed] % 3 == 0 || m->hit_points == 0);
        }
        ammo = t->g.lara.pistols.ammo;
        TestGame_Delete(t);
    }
    CHECK(on);
    CHECK_EQ(lost[0], 0);
    CHECK_MSG(lost[1] >= 3 * 5, "the guns took %d", lost[1]);
    CHECK(multiples);
    CHECK_EQ(ammo, 999); /* topped up to 1000 before every shot */
}

/* Wakes the driver as a trigger does; returns his skidoo's item. */
static int wake_driver(TestGame *t, int driver)
{
    Item *dr = &t->sim.items[driver];
    dr->status = ITEM_STATUS_ACTIVE;
    Object_AddActive(&t->g, driver);
    return dr->data_index;
}

/* The driver's moving note: the original's pitch for his skidoo's speed
 * as it is played, (0x10000 - (100 - speed) * 100). */
static int g_drv_notes;
static bool g_drv_ok;
static void driver_pitch(void *user, Item *it, int sfx, int32_t pitch)
{
    (void)user;
    if (sfx == 155) {
        g_drv_notes++;
        g_drv_ok = g_drv_ok && pitch == 0x10000 - (100 - it->speed) * 100;
    }
}

/* A driver seven sectors away, Lara on foot ahead of him: his skidoo
 * (made by his set-up, hidden until he wakes) takes an AI slot and drives
 * at her until she is within 4 sectors and 15 degrees ahead, where it
 * waits; he rides it (same place, same animation numbers) and fires: a
 * hit costs her 50 on foot, and after each shot five ticks pass before
 * the next. */
TEST(skidoo_tr2_driver_chases_and_shoots)
{
    TestGame *t;
    int driver;
    Track tr = { 0, 0, 0, true, false, false, false };
    OPEN_OR_SKIP(t, &tr, driver);
    Item *l = Game_LaraItem(&t->g);
    l->pos = (Vec3i){ MID(5), 0, MID(2) };
    l->rot.y = 0;
    int si = (int)t->sim.items[driver].data_index;
    bool made = si >= 0 && t->sim.items[si].object_id == O2_SKIDOO_ARMED &&
                t->sim.items[si].status == ITEM_STATUS_INVISIBLE;
    wake_driver(t, driver);
    Item *sk = &t->sim.items[si];
    Item *dr = &t->sim.items[driver];
    int32_t z0 = sk->pos.z;
    bool moved = false, waited = false, rides = true, drops_ok = true;
    int hits = 0, last_hit = -100, min_gap = 1000;
    t->sim.events.sound_pitch = driver_pitch;
    g_drv_notes = 0;
    g_drv_ok = true;
    for (int i = 0; i < 300; i++) {
        int16_t hp = l->hit_points;
        TestGame_Step(t, 0, 1);
        moved = moved || sk->current_state == DRIVER_S_MOVING;
        waited = waited || (moved && sk->current_state == DRIVER_S_WAIT);
        rides = rides && dr->pos.x == sk->pos.x && dr->pos.z == sk->pos.z &&
                dr->anim == sk->anim && dr->frame == sk->frame;
        if (l->hit_points < hp) {
            drops_ok = drops_ok && hp - l->hit_points == 50;
            if (i - last_hit < min_gap)
                min_gap = i - last_hit;
            last_hit = i;
            hits++;
        }
        if (l->hit_points < 300)
            l->hit_points = 1000;
    }
    int32_t closer = z0 - sk->pos.z;
    bool slot = sk->data != NULL;
    TestGame_Delete(t);
    CHECK(made);
    CHECK(slot);
    CHECK(moved);
    CHECK_MSG(closer > 1024, "came %d closer", closer);
    CHECK(waited);
    CHECK(rides);
    CHECK_MSG(hits > 3, "%d hits", hits);
    CHECK(drops_ok);
    CHECK_MSG(min_gap >= 5, "shots %d ticks apart", min_gap);
    CHECK_MSG(g_drv_notes > 10, "%d moving notes", g_drv_notes);
    CHECK(g_drv_ok);
}

/* His skidoo's hit points gone: he falls off (his animation 10, the death
 * state), the skidoo runs down to a stop; once his fall has ended and it
 * stands, he is gone and his skidoo is a skidoo with guns, no longer a
 * creature, which Lara can ride and fire. */
TEST(skidoo_tr2_driver_shot_off_leaves_his_skidoo)
{
    TestGame *t;
    int driver;
    Track tr = { 0, 0, 0, true, false, false, false };
    OPEN_OR_SKIP(t, &tr, driver);
    Item *l = Game_LaraItem(&t->g);
    int si = wake_driver(t, driver);
    Item *sk = &t->sim.items[si];
    Item *dr = &t->sim.items[driver];
    TestGame_Step(t, 0, 5);
    sk->hit_points = 0;
    TestGame_Step(t, 0, 1);
    int rel = dr->anim - Level_FindModel(&t->lv, O2_SKIDOO_DRIVER)->animation;
    int16_t state = dr->current_state;
    int ticks = 1;
    while (ticks < 200 && sk->object_id == O2_SKIDOO_ARMED) {
        TestGame_Step(t, 0, 1);
        ticks++;
    }
    bool became = sk->object_id == O2_SKIDOO_FAST;
    const SkidooInfo *d = sk->data;
    bool guns = became && d && (d->track_mesh & SKIDOO_GUN_MESH);
    bool gone = dr->one_shot && !dr->collidable && !dr->active;
    /* Lara beside it, facing across it */
    int32_t c = Math_Cos(sk->rot.y), s = Math_Sin(sk->rot.y);
    l->pos = (Vec3i){ sk->pos.x - ((200 * c) >> W2V_SHIFT), sk->pos.y,
                      sk->pos.z + ((200 * s) >> W2V_SHIFT) };
    l->rot.y = (int16_t)(sk->rot.y + 0x4000);
    Sim_ItemNewRoom(&t->sim, t->sim.lara, sk->room);
    TestGame_Step(t, INPUT_ACTION, 1);
    bool rides = t->g.lara.vehicle == si;
    TestGame_Delete(t);
    CHECK_EQ(rel, 10);
    CHECK_EQ(state, DRIVER_S_DEATH);
    CHECK_MSG(became, "still armed after %d ticks", ticks);
    CHECK(guns);
    CHECK(gone);
    CHECK(rides);
}

/* Saved mid-chase and loaded into a fresh level: the driver, his skidoo
 * (its AI slot, state and place) come back and the chase goes on tick for
 * tick as it would have. */
TEST(skidoo_tr2_driver_saved_mid_chase)
{
    TestGame *t, *u;
    int driver, driver2;
    Track tr = { 0, 0, 0, true, false, false, false };
    OPEN_OR_SKIP(t, &tr, driver);
    int si = wake_driver(t, driver);
    TestGame_Step(t, 0, 25);
    uint8_t *buf = NULL;
    size_t size = 0;
    bool saved = Save_Serialize(&t->g, NULL, NULL, &buf, &size);
    u = open_track(&tr, &driver2);
    char err[256] = "";
    bool loaded = u && saved && Save_Restore(&u->g, NULL, buf, size, "chase.t8s", NULL, err, sizeof err);
    free(buf);
    bool same = false;
    if (loaded) {
        TestGame_Step(t, 0, 30);
        TestGame_Step(u, 0, 30);
        const Item *a = &t->sim.items[si], *b = &u->sim.items[si];
        same = a->pos.x == b->pos.x && a->pos.z == b->pos.z && a->rot.y == b->rot.y &&
               a->anim == b->anim && a->frame == b->frame &&
               Game_LaraItem(&t->g)->hit_points == Game_LaraItem(&u->g)->hit_points &&
               t->sim.items[driver].pos.z == u->sim.items[driver].pos.z;
    }
    TestGame_Delete(t);
    if (u)
        TestGame_Delete(u);
    CHECK_MSG(loaded, "%s", err);
    CHECK(same);
}

typedef struct {
    int count;
    int last;
} Tracks;

static void record_track(void *user, int track)
{
    Tracks *r = user;
    r->count++;
    r->last = track;
}

/* Sitting still on it the first time plays the skidoo's theme (CD track
 * 52), once a level; on the armed skidoo the battle theme (53). */
TEST(skidoo_tr2_plays_its_theme_once)
{
    Tracks rec[2] = { { 0, -1 }, { 0, -1 } };
    bool on = true;
    for (int armed = 0; armed < 2; armed++) {
        TestGame *t;
        int sk;
        Track tr = { 0, 0, 0, false, false, false, false };
        OPEN_OR_SKIP(t, &tr, sk);
        t->g.music_play = record_track;
        t->g.music_user = &rec[armed];
        SkidooInfo *d = t->sim.items[sk].data;
        if (armed && d)
            d->track_mesh |= SKIDOO_GUN_MESH;
        on = on && mount(t, sk);
        TestGame_Step(t, INPUT_FORWARD, 20);
        TestGame_Step(t, 0, 80); /* stands still again */
        TestGame_Delete(t);
    }
    CHECK(on);
    CHECK_EQ(rec[0].count, 1);
    CHECK_EQ(rec[0].last, 52);
    CHECK_EQ(rec[1].count, 1);
    CHECK_EQ(rec[1].last, 53);
}

/* Killed while she sits still on it: she plays the rider's death (state
 * 11) and the skidoo its own dead animation (15); the keys steer it no
 * more. */
TEST(skidoo_tr2_death_on_it)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 0, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    Item *s = &t->sim.items[sk];
    Item *l = Game_LaraItem(&t->g);
    l->hit_points = 0;
    TestGame_Step(t, INPUT_FORWARD | INPUT_LEFT, 15);
    int16_t state = l->current_state;
    int rel = s->anim - Level_FindModel(&t->lv, O2_SKIDOO_FAST)->animation;
    int16_t speed = s->speed;
    bool riding = t->g.lara.vehicle == sk;
    TestGame_Delete(t);
    CHECK(on);
    CHECK_EQ(state, SKIDOO_LS_DEATH);
    CHECK_EQ(rel, SKIDOO_LA_DEAD);
    CHECK_EQ(speed, 0);
    CHECK(riding);
}

/* Off a drop so deep its fall speed passes 154: she lets go (state 10),
 * then falls on her own (her fast fall, gravity, the skidoo's speeds);
 * the skidoo falls on riderless and explodes where it lands (its meshes
 * but the first two fly off), which frees Lara.vehicle. */
TEST(skidoo_tr2_long_drop_she_lets_go)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 28, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    Item *s = &t->sim.items[sk];
    Item *l = Game_LaraItem(&t->g);
    bool let_go = false, fell_alone = false;
    int16_t top_fall = 0;
    for (int i = 0; i < 150 && t->g.lara.vehicle == sk; i++) {
        TestGame_Step(t, i < 45 ? INPUT_FORWARD : 0, 1);
        if (s->fall_speed > top_fall)
            top_fall = s->fall_speed;
        let_go = let_go || l->current_state == SKIDOO_LS_LET_GO;
        fell_alone = fell_alone || (s->one_shot && l->current_state == LS_FAST_FALL && l->gravity);
    }
    int16_t vehicle = t->g.lara.vehicle;
    /* (bits past the model's meshes are never cleared) */
    uint32_t model_meshes = (1u << Level_FindModel(&t->lv, O2_SKIDOO_FAST)->num_meshes) - 1u;
    uint32_t meshes = s->mesh_bits & model_meshes;
    int32_t y = s->pos.y;
    TestGame_Delete(t);
    CHECK(on);
    CHECK_MSG(top_fall > 154, "fell at %d", top_fall);
    CHECK(let_go);
    CHECK(fell_alone);
    CHECK_EQ(vehicle, -1);
    CHECK_EQ(y, 28 * 256);
    CHECK_EQ(meshes & ~3u, 0u);
}

/* Down a ramp: the skidoo pitches with the floor under its front corners
 * (nose down going down), Lara pitches with it every tick (the chase
 * camera's elevation follows her pitch, as the original's), and it sits
 * level again on the flat beyond, two clicks down. */
TEST(skidoo_tr2_pitches_down_a_ramp)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 0, 0, false, true, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    Item *s = &t->sim.items[sk];
    Item *l = Game_LaraItem(&t->g);
    bool with_her = true;
    int16_t lowest = 0;
    for (int i = 0; i < 50; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        with_her = with_her && l->rot.x == s->rot.x;
        if (s->rot.x < lowest)
            lowest = s->rot.x;
    }
    TestGame_Step(t, 0, 60);
    int16_t after = s->rot.x;
    int32_t y = s->pos.y;
    TestGame_Delete(t);
    CHECK(on);
    CHECK(with_her);
    CHECK_MSG(lowest < -0x400, "pitch at most %d", lowest);
    /* (halving the difference each tick, the original never takes the
     * last unit of a nose-down pitch) */
    CHECK_EQ(after, -1);
    CHECK_EQ(y, 512);
}

/* Its looks, through the game's draw hook: standing, its own meshes;
 * driving, its track (mesh 1) from the track object's meshes 1 and 7 in
 * turn; armed, the armed skidoo's meshes. */
TEST(skidoo_tr2_drawn_with_track_and_guns)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 0, 0, false, false, true, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    const Level *lv = &t->lv;
    const Model *own = Level_FindModel(lv, O2_SKIDOO_FAST);
    const Model *track = Level_FindModel(lv, O2_SKIDOO_TRACK);
    const Model *armed = Level_FindModel(lv, O2_SKIDOO_ARMED);
    RenderMeshDraw out[64];
    SimDrawItemFn draw = t->g.rules->draw_item;
    int n_still = draw(&t->g, &t->sim, sk, 65536, out, 64);
    bool still_own = n_still == own->num_meshes && out[1].mesh == lv->mesh_index[own->start_mesh + 1];
    TestGame_Step(t, INPUT_FORWARD, 1);
    draw(&t->g, &t->sim, sk, 65536, out, 64);
    uint32_t m1 = out[1].mesh;
    TestGame_Step(t, INPUT_FORWARD, 1);
    draw(&t->g, &t->sim, sk, 65536, out, 64);
    uint32_t m2 = out[1].mesh;
    SkidooInfo *d = t->sim.items[sk].data;
    d->track_mesh |= SKIDOO_GUN_MESH;
    draw(&t->g, &t->sim, sk, 65536, out, 64);
    bool gun_meshes = out[0].mesh == lv->mesh_index[armed->start_mesh] &&
                      out[2].mesh == lv->mesh_index[armed->start_mesh + 2];
    uint32_t t1 = lv->mesh_index[track->start_mesh + 1], t7 = lv->mesh_index[track->start_mesh + 7];
    TestGame_Delete(t);
    CHECK(on);
    CHECK(still_own);
    CHECK(m1 == t1 || m1 == t7);
    CHECK(m2 == t1 || m2 == t7);
    CHECK(m1 != m2);
    CHECK(gun_meshes);
}

/* From its other side (facing -x across it) she gets on with the left-side
 * animation (1). Next to a wall she cannot get off that side: jump + left
 * there leaves her sitting on it, jump + right (open floor) works. */
TEST(skidoo_tr2_get_on_left_and_no_get_off_into_a_wall)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 0, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    Item *l = Game_LaraItem(&t->g);
    Item *s = &t->sim.items[sk];
    /* (the skidoo moved near its sector's -x edge, so 330 to its left is
     * the next sector) */
    s->pos.x = 5 * SECTOR + 200;
    l->pos.x = s->pos.x + 200;
    l->rot.y = (int16_t)0xC000;
    TestGame_Step(t, INPUT_ACTION, 1);
    int anim = rider_rel(t, l);
    bool on = t->g.lara.vehicle == sk;
    for (int i = 0; i < 40 && l->current_state != SKIDOO_LS_STILL; i++)
        TestGame_Step(t, 0, 1);
    /* a wall along its left side: 330 out is inside it */
    RoomSector *left = World_RoomSector(&t->g.world, s->room, s->pos.x - 330, s->pos.z);
    bool walled = left != NULL;
    if (left) {
        left->floor = -127;
        left->ceiling = -127;
    }
    TestGame_Step(t, INPUT_JUMP | INPUT_LEFT, 1);
    int16_t goal_left = l->goal_state;
    TestGame_Step(t, 0, 70);
    bool still_on = t->g.lara.vehicle == sk;
    TestGame_Step(t, INPUT_JUMP | INPUT_RIGHT, 1);
    TestGame_Step(t, 0, 70);
    bool off = t->g.lara.vehicle == -1;
    TestGame_Delete(t);
    CHECK(on);
    CHECK_EQ(anim, SKIDOO_LA_GET_ON_L);
    CHECK(walled);
    CHECK(goal_left != SKIDOO_LS_GET_OFF_L);
    CHECK(still_on);
    CHECK(off);
}

static int count_snow(const Game *g)
{
    int n = 0;
    for (int fx = g->effects.next_active, guard = 0; fx != EFFECT_NONE && guard < EFFECT_MAX;
         fx = g->effects.fx[fx].next_active, guard++)
        n += g->effects.fx[fx].object_id == O2_SNOW_SPRITE;
    return n;
}

/* Moving on the ground it throws up snow behind it: two sprites a tick
 * below half speed, one above; none standing still. */
TEST(skidoo_tr2_throws_up_snow)
{
    TestGame *t;
    int sk;
    Track tr = { 0, 0, 0, false, false, false, false };
    OPEN_OR_SKIP(t, &tr, sk);
    bool on = mount(t, sk);
    int still = count_snow(&t->g);
    TestGame_Step(t, INPUT_FORWARD, 1);
    int slow = count_snow(&t->g);
    TestGame_Step(t, INPUT_FORWARD, 25);
    int fast = count_snow(&t->g);
    TestGame_Delete(t);
    CHECK(on);
    CHECK_EQ(still, 0);
    CHECK_EQ(slow, 2);
    CHECK_EQ(fast, 1);
}

/* A driver shooting at Lara while she rides her own skidoo: each hit
 * costs her 10 (50 on foot). */
TEST(skidoo_tr2_driver_shoots_her_riding)
{
    TestGame *t;
    int driver;
    Track tr = { 0, 0, 0, true, false, false, true };
    OPEN_OR_SKIP(t, &tr, driver);
    int sk = Test_FirstItem(&t->sim, O2_SKIDOO_FAST);
    bool on = sk >= 0 && mount(t, sk);
    Item *l = Game_LaraItem(&t->g);
    wake_driver(t, driver);
    int hits = 0;
    bool drops_ok = true;
    for (int i = 0; i < 300; i++) {
        int16_t hp = l->hit_points;
        TestGame_Step(t, 0, 1);
        if (l->hit_points < hp) {
            drops_ok = drops_ok && hp - l->hit_points == 10;
            hits++;
        }
        if (l->hit_points < 300)
            l->hit_points = 1000;
    }
    bool riding = t->g.lara.vehicle == sk;
    TestGame_Delete(t);
    CHECK(on);
    CHECK(riding);
    CHECK_MSG(hits > 3, "%d hits", hits);
    CHECK(drops_ok);
}
