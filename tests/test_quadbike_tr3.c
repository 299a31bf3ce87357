/* TR3's quad bike (game/objects/tr3/vehicle/quadbike*.c) on rooms built at
 * test time (tests/tr_build.h, Lara from the shared TR3 level).
 *
 * The shared TR3 level has no quad bike and no rider animations: the tests
 * use stand-ins (tests/vehicle_stand_in.h): O3_VEHICLE_ANIM and
 * O3_QUADBIKE are Lara's meshes with a set of our own, numbered as the
 * original's rider set where the code names them (get on 9 / 23, get off
 * 10 / 24, knocks 11-14, falls 6 / 25) and joined as the rider moves
 * between her states. Only the numbers and the state flow are tested,
 * against the original's constants. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>

#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/quadbike.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/vehicle_stand_in.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)

/* The stand-in rider set (see the header comment). */
static const StandInAnim k_quad_set[26] = {
    [0] = {QUAD_S_DRIVE, 4, 0,
           {{QUAD_S_STOP, 15}, {QUAD_S_TURN_L, 3}, {QUAD_S_TURN_R, 20}, {QUAD_S_SLOW, 5},
            {QUAD_S_BRAKE, 5}, {QUAD_S_BIKE_DEATH, 7}, {QUAD_S_FALL_DEATH, 19}},
           7, 0},
    [1] = {16, 4, 1, {{0}}, 0, 0},
    [2] = {16, 4, 2, {{0}}, 0, 0},
    [3] = {QUAD_S_TURN_L, 4, 3, {{QUAD_S_STOP, 15}, {QUAD_S_DRIVE, 0}}, 2, 0},
    [4] = {16, 4, 4, {{0}}, 0, 0},
    [5] = {QUAD_S_SLOW, 4, 5, {{QUAD_S_STOP, 15}, {QUAD_S_TURN_L, 3}, {QUAD_S_TURN_R, 20}}, 3, 0},
    [6] = {QUAD_S_FALL, 4, 6, {{QUAD_S_LAND, 17}}, 1, 0},
    [7] = {QUAD_S_BIKE_DEATH, 4, 7, {{0}}, 0, 0},
    [8] = {16, 4, 8, {{0}}, 0, 0},
    [9] = {QUAD_S_GET_ON_R, 20, 15, {{0}}, 0, 0},
    [10] = {QUAD_S_GET_OFF_R, 20, 10, {{0}}, 0, 0},
    [11] = {QUAD_S_HIT_BACK, 8, 15, {{QUAD_S_DRIVE, 0}}, 1, 0},
    [12] = {QUAD_S_HIT_FRONT, 8, 15, {{QUAD_S_DRIVE, 0}}, 1, 0},
    [13] = {QUAD_S_HIT_RIGHT, 8, 15, {{QUAD_S_DRIVE, 0}}, 1, 0},
    [14] = {QUAD_S_HIT_LEFT, 8, 15, {{QUAD_S_DRIVE, 0}}, 1, 0},
    [15] = {QUAD_S_STOP, 4, 15,
            {{QUAD_S_DRIVE, 0}, {QUAD_S_GET_OFF_R, 10}, {QUAD_S_GET_OFF_L, 24},
             {QUAD_S_BIKE_DEATH, 7}},
            4, 0},
    [16] = {16, 4, 16, {{0}}, 0, 0},
    [17] = {QUAD_S_LAND, 4, 0, {{0}}, 0, 0},
    [18] = {16, 4, 18, {{0}}, 0, 0},
    [19] = {QUAD_S_FALL_DEATH, 10, 19, {{0}}, 0, 0},
    [20] = {QUAD_S_TURN_R, 4, 20, {{QUAD_S_STOP, 15}, {QUAD_S_DRIVE, 0}}, 2, 0},
    [21] = {QUAD_S_FALL_OFF, 10, 21, {{0}}, 0, 0},
    [22] = {16, 4, 22, {{0}}, 0, 0},
    [23] = {QUAD_S_GET_ON_L, 20, 15, {{0}}, 0, 0},
    [24] = {QUAD_S_GET_OFF_L, 20, 24, {{0}}, 0, 0},
    [25] = {QUAD_S_FALL, 4, 25, {{QUAD_S_LAND, 17}}, 1, 0},
};

static GameAudio s_audio;

/* A 12 x `length` room (inside 1..10 along x), floor 0; the quad at (5.5, 3.5)
 * facing +z, Lara 300 to its left facing it. wall_z > 0: a wall across the
 * room there; wall_right: a wall along x sector 6 beside it; drop > 0: the
 * floor from z sector 8 on is that many clicks lower. */
typedef struct {
    int wall_z;
    bool wall_right;
    int drop;
    int length; /* sectors along z (0: 14) */
} Yard;

static TestGame *open_yard(const Yard *y, int *quad)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    static const int ids[] = {O3_VEHICLE_ANIM, O3_QUADBIKE};
    if (!StandIn_Add(&b->donor, k_quad_set, 26, ids, 2)) {
        TrBuild_Delete(b);
        return NULL;
    }
    int len = y->length ? y->length : 14;
    int r = LB_AddRoom(&b->lb, 0, 0, 12, len, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    if (y->wall_z > 0)
        LB_SetSolid(&b->lb, r, 1, y->wall_z, 10, y->wall_z, true);
    if (y->wall_right)
        LB_SetSolid(&b->lb, r, 6, 1, 6, 6, true);
    if (y->drop > 0)
        LB_SetFloor(&b->lb, r, 1, 8, 10, len - 2, y->drop);
    LB_AddItem(&b->lb, 0, r, MID(5) - 300, 0, MID(3), 0x4000, 0);
    LB_AddItem(&b->lb, O3_QUADBIKE, r, MID(5), 0, MID(3), 0, 0);
    char err[512] = "";
    const char *written = TrBuild_Write(b, "quadbike_tr3.tr2", err, sizeof err);
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
    *quad = Test_FirstItem(&t->sim, O3_QUADBIKE);
    return t;
}

static void close_yard(TestGame *t)
{
    GameAudio_Free(&s_audio);
    TestGame_Delete(t);
}

#define YARD_OR_SKIP(t, y, q)                                                      \
    do {                                                                           \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                        \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                \
        (t) = open_yard((y), &(q));                                                \
        CHECK_MSG((t) != NULL && (q) >= 0, "quad bike yard not built");           \
    } while (0)

static int rider_rel(TestGame *t, const Item *l)
{
    return l->anim - Level_FindModel(&t->lv, O3_VEHICLE_ANIM)->animation;
}

/* On and settled: action beside it, then until she stands still on it. */
static bool mount(TestGame *t, int q)
{
    TestGame_Step(t, INPUT_ACTION, 1);
    if (t->g.lara.vehicle != q)
        return false;
    for (int i = 0; i < 40 && Game_LaraItem(&t->g)->current_state != QUAD_S_STOP; i++)
        TestGame_Step(t, 0, 1);
    return Game_LaraItem(&t->g)->current_state == QUAD_S_STOP;
}

/* Beside it facing it, the action key puts her on from the left: the
 * rider's get-on-left (23) in its state, her hands busy, standing where it
 * stands turned its way; then she sits still (state 15). Without the key
 * she stays off. */
TEST(quadbike_tr3_get_on_from_the_left)
{
    TestGame *t;
    int q;
    Yard y = {0, false, 0, 0};
    YARD_OR_SKIP(t, &y, q);
    Item *l = Game_LaraItem(&t->g);
    Item *it = &t->sim.items[q];
    TestGame_Step(t, 0, 2);
    bool stayed_off = t->g.lara.vehicle == -1;
    l->pos.x = MID(5) - 300;
    l->pos.z = MID(3);
    l->rot.y = 0x4000;
    TestGame_Step(t, INPUT_ACTION, 1);
    int16_t vehicle = t->g.lara.vehicle;
    int anim = rider_rel(t, l);
    int16_t state = l->current_state;
    int16_t guns = t->g.lara.gun_status;
    bool at_it = l->pos.x == it->pos.x && l->pos.z == it->pos.z && l->rot.y == it->rot.y;
    TestGame_Step(t, 0, 25);
    int16_t later = l->current_state;
    close_yard(t);
    CHECK(stayed_off);
    CHECK_EQ(vehicle, q);
    CHECK_EQ(anim, QUAD_A_GET_ON_L);
    CHECK_EQ(state, QUAD_S_GET_ON_L);
    CHECK_EQ(guns, LGS_HANDS_BUSY);
    CHECK(at_it);
    CHECK_EQ(later, QUAD_S_STOP);
}

/* The throttle (action): below 0x4000 the velocity gains (0x4800 - v) / 8
 * + 8 a tick, below 0x7000 (0x7800 - v) / 16 + 4, then (0xA000 - v) / 8 +
 * 2, capped at 0xA000; the speed is velocity / 256 and the bike moves by
 * the speed it had along its heading, carrying her. Let go, it sheds 256
 * a tick. The camera is asked for -30 degrees. */
TEST(quadbike_tr3_throttle_as_the_original)
{
    TestGame *t;
    int q;
    Yard y = {0, false, 0, 0};
    YARD_OR_SKIP(t, &y, q);
    bool on = mount(t, q);
    Item *it = &t->sim.items[q];
    Item *l = Game_LaraItem(&t->g);
    const QuadInfo *d = it->data;
    int32_t v = 0;
    bool vel_ok = true, move_ok = true, carried = true;
    for (int i = 0; i < 40; i++) {
        int32_t z = it->pos.z;
        int16_t before = it->speed;
        TestGame_Step(t, INPUT_ACTION, 1);
        if (v < 0x4000)
            v += ((0x4800 - v) >> 3) + 8;
        else if (v < 0x7000)
            v += ((0x7800 - v) >> 4) + 4;
        else if (v < QUAD_MAX_VELOCITY)
            v += ((QUAD_MAX_VELOCITY - v) >> 3) + 2;
        else
            v = QUAD_MAX_VELOCITY;
        vel_ok = vel_ok && d->velocity == v && it->speed == v >> 8;
        move_ok = move_ok && it->pos.z - z == before && it->pos.x == MID(5);
        carried = carried && l->pos.x == it->pos.x && l->pos.z == it->pos.z;
        if (it->pos.z > MID(9))
            break;
    }
    int32_t fast = d->velocity;
    TestGame_Step(t, 0, 1);
    int32_t coasting = d->velocity;
    t->g.camera.target_elevation = 0;
    t->g.objects[O3_QUADBIKE].rider_control(&t->g, l);
    int32_t elevation = t->g.camera.target_elevation;
    close_yard(t);
    CHECK(on);
    CHECK(vel_ok);
    CHECK(move_ok);
    CHECK(carried);
    CHECK_EQ(coasting, fast - 256);
    CHECK_EQ(elevation, QUAD_CAMERA_ELEVATION);
}

/* Records the quad's sounds. */
static int g_idle, g_move, g_impact;
static void quad_sound(void *user, Item *it, int sfx)
{
    (void)user;
    (void)it;
    g_idle += sfx == 153;
    g_move += sfx == 155;
    g_impact += sfx == 202;
}

/* The moving note's pitch as last played. */
static int32_t g_move_pitch;
static void quad_sound_pitch(void *user, Item *it, int sfx, int32_t pitch)
{
    quad_sound(user, it, sfx);
    if (sfx == 155)
        g_move_pitch = pitch;
}

/* Flat out (0xA000 after about a hundred ticks) into a wall: it stops at the wall, she is knocked (the front
 * knock, 12) with the front impact sound, and the crash at top speed costs
 * her (0xA000 - what it kept) / 128 hit points. The engine idles at a
 * stand (153) and moves (155) while it goes. */
TEST(quadbike_tr3_wall_knocks_and_hurts)
{
    TestGame *t;
    int q;
    Yard y = {20, false, 0, 24};
    YARD_OR_SKIP(t, &y, q);
    bool on = mount(t, q);
    Item *it = &t->sim.items[q];
    Item *l = Game_LaraItem(&t->g);
    t->sim.events.sound = quad_sound;
    t->sim.events.sound_pitch = quad_sound_pitch;
    g_idle = g_move = g_impact = 0;
    TestGame_Step(t, 0, 2);
    int idle = g_idle;
    int16_t hp = l->hit_points;
    int knock = -1, knock_state = -1;
    int32_t max_z = 0;
    for (int i = 0; i < 200 && knock < 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        if (it->pos.z > max_z)
            max_z = it->pos.z;
        if (l->current_state == QUAD_S_HIT_FRONT) {
            knock = rider_rel(t, l);
            knock_state = l->current_state;
        }
    }
    int16_t hp_after = l->hit_points;
    int moves = g_move, impacts = g_impact;
    close_yard(t);
    CHECK(on);
    CHECK_EQ(idle, 2);
    CHECK(moves > 10);
    CHECK_EQ(knock, QUAD_A_HIT_FRONT);
    CHECK_EQ(knock_state, QUAD_S_HIT_FRONT);
    CHECK_EQ(impacts, 1);
    CHECK_MSG(max_z < 20 * SECTOR, "went into the wall: z %d", max_z);
    CHECK_MSG(hp_after < hp, "no damage: %d -> %d", hp, hp_after);
}

/* Roll + right at a stand: she plays the get-off to the right (10); at its
 * end she stands in her own stop, turned a quarter right, 512 to the
 * bike's right, off it. With a wall there she stays on. */
TEST(quadbike_tr3_get_off_to_the_right)
{
    TestGame *t;
    int q;
    Yard y = {0, false, 0, 0};
    YARD_OR_SKIP(t, &y, q);
    bool on = mount(t, q);
    Item *l = Game_LaraItem(&t->g);
    Item *it = &t->sim.items[q];
    TestGame_Step(t, INPUT_ROLL | INPUT_RIGHT, 1);
    int anim = rider_rel(t, l);
    TestGame_Step(t, 0, 25);
    int16_t vehicle = t->g.lara.vehicle;
    int16_t state = l->current_state;
    int32_t dx = l->pos.x - it->pos.x, dz = l->pos.z - it->pos.z;
    int16_t rot = l->rot.y;
    close_yard(t);

    Yard walled = {0, true, 0, 0};
    YARD_OR_SKIP(t, &walled, q);
    bool on2 = mount(t, q);
    TestGame_Step(t, INPUT_ROLL | INPUT_RIGHT, 25);
    int16_t stayed = t->g.lara.vehicle;
    close_yard(t);
    CHECK(on);
    CHECK_EQ(anim, 10);
    CHECK_EQ(vehicle, -1);
    CHECK_EQ(state, LS_STOP);
    CHECK_EQ(dx, 512);
    CHECK_EQ(dz, 0);
    CHECK_EQ(rot, -0x4000);
    CHECK(on2);
    CHECK_EQ(stayed, q);
}

/* Off a drop of 30 clicks at speed: it flies (her fall animation, 25),
 * falls faster than 240 and, where it lands, explodes: she is dead and
 * off it. */
TEST(quadbike_tr3_long_fall_explodes)
{
    TestGame *t;
    int q;
    Yard y = {0, false, 30, 0};
    YARD_OR_SKIP(t, &y, q);
    bool on = mount(t, q);
    Item *l = Game_LaraItem(&t->g);
    bool flew = false;
    for (int i = 0; i < 200 && t->g.lara.vehicle >= 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        if (t->g.lara.vehicle >= 0 && l->current_state == QUAD_S_FALL && rider_rel(t, l) == QUAD_A_FALL)
            flew = true;
    }
    int16_t vehicle = t->g.lara.vehicle;
    int16_t hp = l->hit_points;
    uint8_t status = t->sim.items[q].status;
    close_yard(t);
    CHECK(on);
    CHECK(flew);
    CHECK_EQ(vehicle, -1);
    CHECK_EQ(hp, 0);
    CHECK_EQ(status, ITEM_STATUS_DEACTIVATED);
}

/* Steering on the ground: each tick the turn first fades by 364, turns
 * the bike, then the key adds 455 up to 910: from straight the heading
 * changes by 0, 91, 182 ... and then steadily by 546 a tick; she leans
 * into it (the turn-right state). */
TEST(quadbike_tr3_turns_as_the_original)
{
    TestGame *t;
    int q;
    Yard y = {0, false, 0, 0};
    YARD_OR_SKIP(t, &y, q);
    bool on = mount(t, q);
    Item *it = &t->sim.items[q];
    Item *l = Game_LaraItem(&t->g);
    TestGame_Step(t, INPUT_ACTION, 3);
    bool deltas_ok = true;
    int16_t want = 0;
    for (int i = 0; i < 10; i++) {
        int16_t before = it->rot.y;
        TestGame_Step(t, INPUT_ACTION | INPUT_RIGHT, 1);
        deltas_ok = deltas_ok && (int16_t)(it->rot.y - before) == want;
        want = (int16_t)(want + 91 > 546 ? 546 : want + 91);
    }
    int16_t state = l->current_state;
    close_yard(t);
    CHECK(on);
    CHECK(deltas_ok);
    CHECK_EQ(state, QUAD_S_TURN_R);
}

/* Driven into a swamp (ROOM_FLAG_SWAMP, the shared room flag) the quad
 * bike is lost as in water: it blows up and kills her. On the same floor
 * without the flag she sits on it unhurt. */
TEST(quadbike_tr3_lost_in_a_swamp)
{
    TestGame *t;
    int q;
    Yard y = {0, false, 0, 0};
    YARD_OR_SKIP(t, &y, q);
    bool on = mount(t, q);
    Item *l = Game_LaraItem(&t->g);
    TestGame_Step(t, 0, 5);
    int16_t hp_dry = l->hit_points;
    int16_t vehicle_dry = t->g.lara.vehicle;
    Room *room = (Room *)World_Room(&t->g.world, t->sim.items[q].room);
    CHECK(room != NULL);
    room->flags |= ROOM_FLAG_SWAMP;
    TestGame_Step(t, 0, 1);
    int16_t hp = l->hit_points;
    TestGame_Step(t, 0, 30);
    uint8_t status = t->sim.items[q].status;
    close_yard(t);
    CHECK(on);
    CHECK_EQ(hp_dry, LARA_HITPOINTS);
    CHECK_EQ(vehicle_dry, q);
    CHECK_EQ(hp, 0);
    CHECK_EQ(status, ITEM_STATUS_DEACTIVATED);
}

/* Its exhaust (tomb3 QuadBikeControl, TriggerExhaustSmoke; TR3's sparks,
 * game/effects/smoke_looks_tr3.c): none while she gets on; standing, a
 * puff from each pipe every tick (96, 96, 128 at their brightest, 9..23
 * ticks); at a speed past 64, none. */
TEST(quadbike_tr3_exhaust_smoke)
{
    TestGame *t;
    int q;
    Yard y = {0, false, 0, 0};
    YARD_OR_SKIP(t, &y, q);
    uint32_t m = t->g.sparks->made;
    TestGame_Step(t, INPUT_ACTION, 1);
    CHECK_EQ(t->g.lara.vehicle, q);
    CHECK_EQ(t->g.sparks->made, m);
    bool on = mount(t, q);
    CHECK(on);
    m = t->g.sparks->made;
    TestGame_Step(t, 0, 10);
    CHECK_EQ(t->g.sparks->made - m, 20u);
    int puffs = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        if (!s->on)
            continue;
        puffs++;
        CHECK(s->dr == 96 && s->db == 128 && s->s_life >= 9 && s->s_life <= 23);
    }
    CHECK(puffs > 0);
    const Item *it = &t->sim.items[q];
    for (int i = 0; i < 60 && it->speed <= 64; i++)
        TestGame_Step(t, INPUT_ACTION, 1);
    CHECK(it->speed > 64);
    m = t->g.sparks->made;
    TestGame_Step(t, INPUT_ACTION, 1);
    if (it->speed > 64)
        CHECK_EQ(t->g.sparks->made, m);
    close_yard(t);
}

/* The engine's note: the original plays its moving sound at the pitch
 * (q->pitch << 8) + 0x1000000, i.e. 0x10000 plus the engine's revs (kept
 * within -0x8000..0xA000): each tick's note is the sample's rate plus this
 * tick's revs. From a stand the revs start a little below 0 and wind up
 * with the throttle; as the speed passes 0x7000 their goal drops (the gear
 * change) and the note falls by more than 0x2000 before it rises again. */
TEST(quadbike_tr3_engine_note_follows_the_revs)
{
    TestGame *t;
    int q;
    Yard y = {0, false, 0, 24};
    YARD_OR_SKIP(t, &y, q);
    bool on = mount(t, q);
    const QuadInfo *d = t->sim.items[q].data;
    t->sim.events.sound = quad_sound;
    t->sim.events.sound_pitch = quad_sound_pitch;
    g_move = 0;
    g_move_pitch = -1;
    bool follows = true, within = true;
    int32_t note[60];
    for (int i = 0; i < 60; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        note[i] = g_move_pitch;
        follows = follows && g_move_pitch == 0x10000 + d->pitch;
        within = within && g_move_pitch >= 0x8000 && g_move_pitch <= 0x1A000;
    }
    int peak = 0;
    for (int i = 1; i < 60; i++)
        if (note[i] > note[peak])
            peak = i;
    int low = peak;
    for (int i = peak; i < 60; i++)
        if (note[i] < note[low])
            low = i;
    int32_t first = note[0], top = note[peak], low_after_top = note[low];
    bool rose_again = low < 59 && note[59] > note[low];
    int moves = g_move;
    close_yard(t);
    CHECK(on);
    CHECK_EQ(moves, 60);
    CHECK(follows);
    CHECK(within);
    CHECK_MSG(first < 0x10000, "first note %d", first);
    CHECK_MSG(top > 0x15000 && top < 0x17000, "top note %d", top);
    CHECK_MSG(top - low_after_top > 0x2000, "fell from %d to %d", top, low_after_top);
    CHECK(rose_again);
}
