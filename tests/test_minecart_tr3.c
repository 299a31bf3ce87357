/* TR3's mine cart (game/objects/tr3/vehicle/minecart.c) on a track built
 * at test time (tests/tr_build.h, Lara from the shared TR3 level).
 *
 * The track: a 12 x 12 room (floor 8 clicks down, ceiling 4 up); the
 * cart starts at (2.5, 2.5) sectors facing +z; the sector (2, 5) carries
 * the floordata's right-turn function, which swings it round a quarter
 * circle of 3.5 sectors to head +x along row 8; the sector (9, 8) carries
 * both functions (the stop), two sectors short of the far wall.
 *
 * The shared TR3 level has no cart and no rider animations: the tests use
 * stand-ins (tests/vehicle_stand_in.h): O3_VEHICLE_ANIM and O3_MINECART
 * are Lara's meshes with a set of our own, numbered as the original's
 * rider set where the code names them (get in 0 / 46, the wrench 5 and 7,
 * get out 1 / 47, the swipe 6, the wall death 23, the tip-over 31 / 30,
 * the static hit 34) and with numbers of our own for the riding states
 * the code only asks for (still 8, move 9, duck 10, brake 12 / 13, the
 * slopes 14 / 15, the leans 16 / 17). The creature run over is a monkey
 * (whose model the shared level has) made a still creature. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/level/level_floor.h"
#include "game/creature/creature.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/minecart.h"
#include "game/save/save.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/vehicle_stand_in.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)
#define FLOOR_Y 2048
#define FILL(n) [n] = {20, 4, n, {{0}}, 0, 0, false}

static const StandInAnim k_cart_set[48] = {
    [CART_A_GET_IN_L] = {CART_S_GET_IN, 10, CART_A_WRENCH_IN, {{0}}, 0, 0, false},
    [CART_A_GET_OUT_L] = {CART_S_GET_OUT_L, 10, CART_A_GET_OUT_L, {{0}}, 0, 0, false},
    FILL(2), FILL(3), FILL(4),
    [CART_A_WRENCH_IN] = {CART_S_GET_IN, 25, 8, {{0}}, 0, 0, false},
    [CART_A_SWIPE] = {CART_S_SWIPE, 30, 9, {{0}}, 0, 0, false},
    [CART_A_WRENCH_OUT] = {CART_S_GET_OUT, 25, CART_A_WRENCH_OUT,
                           {{CART_S_GET_OUT_L, CART_A_GET_OUT_L}, {CART_S_GET_OUT_R, CART_A_GET_OUT_R}},
                           2, 0, true},
    [8] = {CART_S_STILL, 4, 8, {{CART_S_MOVE, 9}, {CART_S_DUCK, 10}, {CART_S_GET_OUT, 7}}, 3, 0,
           false},
    [9] = {CART_S_MOVE, 4, 9,
           {{CART_S_STILL, 8}, {CART_S_DUCK, 10}, {CART_S_RIGHT, 16}, {CART_S_LEFT, 17},
            {CART_S_BRAKE_IN, 12}, {CART_S_FWD, 14}, {CART_S_BACK, 15}, {CART_S_SWIPE, 6}},
           8, 0, false},
    [10] = {CART_S_DUCK, 4, 10, {{CART_S_STILL, 8}, {CART_S_BRAKE_IN, 12}, {CART_S_SWIPE, 6}}, 3,
            0, false},
    FILL(11),
    [12] = {CART_S_BRAKE_IN, 4, 13, {{0}}, 0, 0, false},
    [13] = {CART_S_BRAKE, 4, 13, {{CART_S_MOVE, 9}, {CART_S_DUCK, 10}}, 2, 0, false},
    [14] = {CART_S_FWD, 4, 14, {{CART_S_MOVE, 9}}, 1, 0, false},
    [15] = {CART_S_BACK, 4, 15, {{CART_S_MOVE, 9}}, 1, 0, false},
    [16] = {CART_S_RIGHT, 4, 16, {{CART_S_MOVE, 9}, {CART_S_SWIPE, 6}}, 2, 0, false},
    [17] = {CART_S_LEFT, 4, 17, {{CART_S_MOVE, 9}, {CART_S_SWIPE, 6}}, 2, 0, false},
    FILL(18), FILL(19), FILL(20), FILL(21), FILL(22),
    [CART_A_WALL_DEATH] = {CART_S_WALL_DEATH, 20, CART_A_WALL_DEATH, {{0}}, 0, 0, false},
    FILL(24), FILL(25), FILL(26), FILL(27), FILL(28), FILL(29),
    [CART_A_TIP_END] = {CART_S_TIP, 20, CART_A_TIP_END, {{0}}, 0, 0, false},
    [CART_A_TIP] = {CART_S_TIP, 10, CART_A_TIP_END, {{0}}, 0, 0, false},
    FILL(32), FILL(33),
    [CART_A_HIT] = {CART_S_HIT, 40, 9, {{0}}, 0, 0, false},
    FILL(35), FILL(36), FILL(37), FILL(38), FILL(39), FILL(40), FILL(41), FILL(42), FILL(43),
    FILL(44), FILL(45),
    [CART_A_GET_IN_R] = {CART_S_GET_IN, 10, CART_A_WRENCH_IN, {{0}}, 0, 0, false},
    [CART_A_GET_OUT_R] = {CART_S_GET_OUT_R, 10, CART_A_GET_OUT_R, {{0}}, 0, 0, false},
};

typedef struct {
    TestGame *t;
    int cart, monkey;
} Track;

/* The track (see the top); Lara 150 to the cart's right facing it; with
 * `monkey` a still monkey stand-in on the straight at (2.5, 4.5). */
/* When set, a solid static mesh on the straight at (2.5, 4.5) sectors:
 * the shared level has none, so one of our own (id 0x7F00, Lara's first
 * mesh to draw, a collision box 512 across and 512 tall) is added to the
 * donor at test time. */
static bool g_with_static;

#define TEST_STATIC_ID 0x7F00

/* When set, a track switch (ANIMATING_2, a stand-in of Lara's meshes with
 * one animation of 10 frames) stands on the straight at (2.5, 4.5) with a
 * heavy trigger under it that works an ANIMATING_3 (the same stand-in) in
 * the far corner. */
static bool g_with_switch;

static bool add_switch(TrBuild *b, int room)
{
    static const StandInAnim set[1] = {{0, 10, 0, {{0}}, 0, 0, false}};
    static const int ids[] = {O3_ANIMATING_2, O3_ANIMATING_3};
    if (!StandIn_Add(&b->donor, set, 1, ids, 2))
        return false;
    LB_AddItem(&b->lb, O3_ANIMATING_2, room, MID(2), FLOOR_Y, MID(4), 0, 0);
    LB_AddItem(&b->lb, O3_ANIMATING_3, room, MID(10), FLOOR_Y, MID(10), 0, 0);
    int tr = LB_AddTrigger(&b->lb, room, 2, 4, TRIGGER_TYPE_HEAVY, 0, false);
    LB_TriggerAction(&b->lb, tr, LB_ACT_OBJECT, 3);
    return true;
}

static bool add_static(TrBuild *b)
{
    Level *d = &b->donor;
    const Model *lara = Level_FindModel(d, 0);
    StaticMesh *grown = realloc(d->static_meshes, (d->num_static_meshes + 1) * sizeof *grown);
    if (!lara || !grown)
        return false;
    d->static_meshes = grown;
    BoundingBox box = {-256, 256, -512, 0, -256, 256};
    grown[d->num_static_meshes++] = (StaticMesh){TEST_STATIC_ID, lara->start_mesh, box, box, 0};
    LB_AddStatic(&b->lb, 0, MID(2), FLOOR_Y, MID(4), 0, TEST_STATIC_ID);
    return true;
}

static bool open_track(Track *k, bool monkey)
{
    memset(k, 0, sizeof *k);
    k->cart = k->monkey = -1;
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return false;
    static const int ids[] = {O3_VEHICLE_ANIM, O3_MINECART};
    if (!StandIn_Add(&b->donor, k_cart_set, 48, ids, 2)) {
        TrBuild_Delete(b);
        return false;
    }
    int room = LB_AddRoom(&b->lb, 0, 0, 12, 12, 8, -4, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    const uint16_t turn[] = {FD_END_BIT | FD_MINECART_RIGHT};
    const uint16_t stop[] = {FD_MINECART_LEFT, FD_END_BIT | FD_MINECART_RIGHT};
    TrBuild_AddFloorData(b, room, 2, 5, turn, 1, false);
    TrBuild_AddFloorData(b, room, 9, 8, stop, 2, false);
    LB_AddItem(&b->lb, 0, room, MID(2) + 150, FLOOR_Y, MID(2), (int16_t)-0x4000, 0);
    LB_AddItem(&b->lb, O3_MINECART, room, MID(2), FLOOR_Y, MID(2), 0, 0);
    if (monkey)
        LB_AddItem(&b->lb, O3_MONKEY, room, MID(2), FLOOR_Y, MID(4), 0, 0);
    if ((g_with_static && !add_static(b)) || (g_with_switch && !add_switch(b, room))) {
        TrBuild_Delete(b);
        return false;
    }
    char err[512] = "";
    const char *written = TrBuild_Write(b, "minecart_tr3.tr2", err, sizeof err);
    char path[4096];
    snprintf(path, sizeof path, "%s", written ? written : "");
    TrBuild_Delete(b);
    k->t = calloc(1, sizeof *k->t);
    if (!written || !k->t || !TestGame_OpenPath(k->t, path)) {
        fprintf(stderr, "minecart track: %s\n", err);
        free(k->t);
        k->t = NULL;
        return false;
    }
    k->cart = Test_FirstItem(&k->t->sim, O3_MINECART);
    if (monkey) {
        Game *g = &k->t->g;
        k->monkey = Test_FirstItem(&k->t->sim, O3_MONKEY);
        Creature_SetupObject(g, O3_MONKEY);
        g->objects[O3_MONKEY].control = NULL; /* a stand-in: it never moves */
        if (k->monkey >= 0) {
            Item *m = &k->t->sim.items[k->monkey];
            m->hit_points = 100;
            m->status = ITEM_STATUS_ACTIVE;
            m->collidable = true;
        }
    }
    return k->cart >= 0;
}

#define TRACK_OR_SKIP(k, monkey)                                                    \
    do {                                                                            \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                         \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                 \
        CHECK_MSG(open_track(&(k), (monkey)), "mine cart track not built");         \
    } while (0)

static int rider_rel(TestGame *t, const Item *l)
{
    return l->anim - Level_FindModel(&t->lv, O3_VEHICLE_ANIM)->animation;
}

static CartInfo *cart_info(Track *k)
{
    return k->t->sim.items[k->cart].data;
}

/* Climbs in and waits until the cart rolls; false when it does not. */
static bool ride(Track *k)
{
    TestGame *t = k->t;
    TestGame_Step(t, INPUT_ACTION, 1);
    for (int i = 0; i < 60 && Game_LaraItem(&t->g)->current_state != CART_S_MOVE; i++)
        TestGame_Step(t, 0, 1);
    return t->g.lara.vehicle == k->cart && Game_LaraItem(&t->g)->current_state == CART_S_MOVE;
}

/* Action on its right climbs her in (animation 46, hands busy, at its
 * place); on frame 20 of animation 5 the wrench is in her hand; once
 * still it starts (moving) and she rides (the move state): the pulley
 * pulls it along at 32 a tick (its speed 2560 on the level), along its
 * heading, she with it; the camera looks down 45 degrees at two sectors. */
TEST(minecart_tr3_get_in_and_roll)
{
    Track k;
    TRACK_OR_SKIP(k, false);
    TestGame *t = k.t;
    Game *g = &t->g;
    Item *l = Game_LaraItem(g);
    Item *it = &t->sim.items[k.cart];
    TestGame_Step(t, INPUT_ACTION, 1);
    CHECK_EQ(g->lara.vehicle, k.cart);
    CHECK_EQ(rider_rel(t, l), CART_A_GET_IN_R);
    CHECK_EQ(l->current_state, CART_S_GET_IN);
    CHECK_EQ(g->lara.gun_status, LGS_HANDS_BUSY);
    CHECK_EQ(l->pos.x, it->pos.x);
    bool wrench = false;
    for (int i = 0; i < 60 && l->current_state != CART_S_MOVE; i++) {
        TestGame_Step(t, 0, 1);
        wrench = wrench || g->lara.mesh_swap[LARA_MESH_HAND_R] == O3_VEHICLE_ANIM;
    }
    CHECK(wrench);
    CHECK(cart_info(&k)->flags & CART_F_WRENCH);
    CHECK_EQ(l->current_state, CART_S_MOVE);
    CHECK(cart_info(&k)->flags & CART_F_MOVING);
    int32_t z = it->pos.z;
    TestGame_Step(t, 0, 10);
    CHECK_EQ(it->pos.z - z, 10 * CART_PULLEY_SPEED);
    CHECK_EQ(it->pos.x, MID(2));
    CHECK_EQ(it->speed, CART_PULLEY_SPEED);
    CHECK_EQ(cart_info(&k)->speed, CART_MIN_SPEED);
    CHECK_EQ(l->pos.z, it->pos.z);
    CHECK_EQ(it->pos.y, FLOOR_Y);
    g->camera.target_elevation = g->camera.target_distance = 0;
    g->objects[O3_MINECART].rider_control(g, l);
    CHECK_EQ(g->camera.target_elevation, CART_CAMERA_ELEVATION);
    CHECK_EQ(g->camera.target_distance, CART_CAMERA_DISTANCE);
    TestGame_Delete(t);
}

/* The turn sector swings it right round a quarter circle of 3.5 sectors
 * (its centre at (6, 5) sectors): it leans into the turn while on it
 * (rolled left, never past the tip-over), ends heading +x on row 8
 * (z 8704), and goes on straight. */
TEST(minecart_tr3_follows_a_turn)
{
    Track k;
    TRACK_OR_SKIP(k, false);
    TestGame *t = k.t;
    Item *it = &t->sim.items[k.cart];
    CHECK(ride(&k));
    bool turned = false, leaned = false, off_circle = false;
    for (int i = 0; i < 400 && it->rot.y != 0x4000; i++) {
        TestGame_Step(t, 0, 1);
        CartInfo *c = cart_info(&k);
        if (c->flags & CART_F_TURN_R) {
            turned = true;
            leaned = leaned || it->rot.z < 0;
            CHECK(it->rot.z > -CART_TIP_ROLL);
            int32_t dx = it->pos.x - 6 * SECTOR, dz = it->pos.z - 5 * SECTOR;
            int32_t r2 = dx * dx + dz * dz;
            off_circle = off_circle || r2 < 3570 * 3570 || r2 > 3598 * 3598;
        }
    }
    CHECK(turned);
    CHECK(leaned);
    CHECK(!off_circle);
    CHECK_EQ(it->rot.y, 0x4000);
    int32_t x = it->pos.x;
    TestGame_Step(t, 0, 5);
    CHECK_EQ(it->pos.z, 5 * SECTOR + CART_TURN_RADIUS);
    CHECK_EQ(it->pos.x - x, 5 * CART_PULLEY_SPEED);
    TestGame_Delete(t);
}

/* Runs the cart to the stop sector's row (heading +x past x 7000). */
static bool to_last_straight(Track *k)
{
    Item *it = &k->t->sim.items[k->cart];
    for (int i = 0; i < 600 && !(it->rot.y == 0x4000 && it->pos.x > 7000); i++)
        TestGame_Step(k->t, 0, 1);
    return it->rot.y == 0x4000 && it->pos.x > 7000;
}

/* The stop sector stops it where it enters (its row crosses the middle
 * of the sector): stopped, no speed, she still in it; then roll with left
 * climbs her out to its left (the wrench put back on frame 20 of
 * animation 7, then animation 1), standing, hands free, off it. */
TEST(minecart_tr3_stops_at_the_end_and_she_climbs_out)
{
    Track k;
    TRACK_OR_SKIP(k, false);
    TestGame *t = k.t;
    Game *g = &t->g;
    Item *l = Game_LaraItem(g);
    Item *it = &t->sim.items[k.cart];
    CHECK(ride(&k));
    CHECK(to_last_straight(&k));
    for (int i = 0; i < 200 && !(cart_info(&k)->flags & CART_F_STOPPED); i++)
        TestGame_Step(t, 0, 1);
    CartInfo *c = cart_info(&k);
    CHECK(c->flags & CART_F_STOPPED);
    CHECK_EQ(it->pos.x >> 10, 9);
    CHECK(it->pos.x - 9 * SECTOR < 2 * CART_PULLEY_SPEED);
    int32_t x = it->pos.x;
    TestGame_Step(t, 0, 20);
    CHECK_EQ(it->pos.x, x);
    CHECK_EQ(it->speed, 0);
    CHECK_EQ(l->current_state, CART_S_STILL);
    CHECK_EQ(g->lara.vehicle, k.cart);
    CHECK(l->hit_points > 0);
    bool put_back = false;
    for (int i = 0; i < 5 && l->current_state == CART_S_STILL; i++)
        TestGame_Step(t, INPUT_ROLL | INPUT_LEFT, 1);
    CHECK_EQ(l->current_state, CART_S_GET_OUT);
    for (int i = 0; i < 80 && g->lara.vehicle >= 0; i++) {
        TestGame_Step(t, 0, 1);
        put_back = put_back || (rider_rel(t, l) == CART_A_WRENCH_OUT &&
                                g->lara.mesh_swap[LARA_MESH_HAND_R] != O3_VEHICLE_ANIM);
    }
    CHECK(put_back);
    CHECK_EQ(g->lara.vehicle, -1);
    CHECK_EQ(l->current_state, LS_STOP);
    CHECK_EQ(g->lara.gun_status, LGS_ARMLESS);
    CHECK_EQ(l->rot.y, (int16_t)(0x4000 + 0x4000));
    TestGame_Delete(t);
}

/* Coming in at 0xF000 (as from a long descent) the stop sector does not
 * hold it: it runs on into the far wall, and the wall half a sector ahead
 * kills her (animation 23, the crash's own camera, the cart stopped). At
 * 0xEF00 it stops. */
TEST(minecart_tr3_crash_into_the_wall_kills_her)
{
    for (int fast = 0; fast < 2; fast++) {
        Track k;
        TRACK_OR_SKIP(k, false);
        TestGame *t = k.t;
        Game *g = &t->g;
        Item *l = Game_LaraItem(g);
        Item *it = &t->sim.items[k.cart];
        CHECK(ride(&k));
        CHECK(to_last_straight(&k));
        cart_info(&k)->speed = fast ? CART_NO_STOP_SPEED : CART_NO_STOP_SPEED - 0x100;
        TestGame_Step(t, 0, 30);
        CartInfo *c = cart_info(&k);
        if (fast) {
            CHECK_EQ(l->current_state, CART_S_WALL_DEATH);
            CHECK_EQ(rider_rel(t, l), CART_A_WALL_DEATH);
            CHECK(l->hit_points <= 0);
            CHECK(c->flags & CART_F_OWN_CAMERA);
            CHECK(it->pos.x >= 11 * SECTOR - 512 && it->pos.x < 11 * SECTOR);
        } else {
            CHECK(c->flags & CART_F_STOPPED);
            CHECK(l->hit_points > 0);
            CHECK_EQ(it->pos.x >> 10, 9);
        }
        TestGame_Delete(t);
    }
}

/* Jump brakes: held, 1536 off its speed a tick (through the brake
 * states); let go, it rides on. */
TEST(minecart_tr3_brake)
{
    Track k;
    TRACK_OR_SKIP(k, false);
    TestGame *t = k.t;
    Item *l = Game_LaraItem(&t->g);
    CHECK(ride(&k));
    cart_info(&k)->speed = 0x8000;
    for (int i = 0; i < 5 && l->current_state != CART_S_BRAKE; i++)
        TestGame_Step(t, INPUT_JUMP, 1);
    CHECK_EQ(l->current_state, CART_S_BRAKE);
    int32_t before = cart_info(&k)->speed;
    TestGame_Step(t, INPUT_JUMP, 4);
    CHECK_EQ(before - cart_info(&k)->speed, 4 * CART_BRAKE);
    TestGame_Step(t, 0, 3);
    CHECK_EQ(l->current_state, CART_S_MOVE);
    TestGame_Delete(t);
}

/* A creature in its way is run over (its hit points gone). */
TEST(minecart_tr3_runs_creatures_over)
{
    Track k;
    TRACK_OR_SKIP(k, true);
    TestGame *t = k.t;
    CHECK(k.monkey >= 0);
    CHECK(ride(&k));
    TestGame_Step(t, 0, 80);
    CHECK_EQ(t->sim.items[k.monkey].hit_points, 0);
    CHECK(Game_LaraItem(&t->g)->hit_points > 0);
    TestGame_Delete(t);
}

/* A save keeps the ride: a fresh game loaded from it mid-turn has her in
 * the cart with its speed, turn and flags. */
TEST(minecart_tr3_save_keeps_the_ride)
{
    Track k;
    TRACK_OR_SKIP(k, false);
    CHECK(ride(&k));
    TestGame_Step(k.t, 0, 120);
    CartInfo before = *cart_info(&k);
    CHECK(before.flags & CART_F_TURN_R);
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(TestGame_Save(&k.t->g, &data, &size));
    TestGame_Delete(k.t);
    Track u;
    CHECK(open_track(&u, false));
    if (u.t && data) {
        char err[512] = "";
        bool ok = TestGame_Restore(&u.t->g, data, size, "cart.sav", err, sizeof err);
        CHECK_MSG(ok, "%s", err);
        const CartInfo *c = cart_info(&u);
        CHECK_EQ(u.t->g.lara.vehicle, u.cart);
        CHECK_EQ(c->speed, before.speed);
        CHECK_EQ(c->turn_len, before.turn_len);
        CHECK_EQ(c->turn_x, before.turn_x);
        CHECK_EQ(c->flags, before.flags);
    }
    free(data);
    if (u.t)
        TestGame_Delete(u.t);
}

/* Too fast round a turn it leans past 4096 and tips over (animation 31,
 * the crash's own camera, its speed gone); it slides on while the floor
 * ahead is level, and where it comes to rest (the wall) she has fallen
 * out (animation 30) and dies, her animation stopped. */
TEST(minecart_tr3_tips_over_on_a_fast_turn)
{
    Track k;
    TRACK_OR_SKIP(k, false);
    TestGame *t = k.t;
    Item *l = Game_LaraItem(&t->g);
    Item *it = &t->sim.items[k.cart];
    CHECK(ride(&k));
    for (int i = 0; i < 200 && !(cart_info(&k)->flags & CART_F_TURN_R); i++)
        TestGame_Step(t, 0, 1);
    CHECK(cart_info(&k)->flags & CART_F_TURN_R);
    cart_info(&k)->speed = 0x9000;
    int16_t max_lean = 0;
    for (int i = 0; i < 100 && l->current_state != CART_S_TIP; i++) {
        TestGame_Step(t, 0, 1);
        if (it->rot.z < max_lean)
            max_lean = it->rot.z;
    }
    CHECK_EQ(l->current_state, CART_S_TIP);
    CHECK(max_lean < -CART_TIP_ROLL);
    CHECK(cart_info(&k)->flags & CART_F_OWN_CAMERA);
    CHECK_EQ(cart_info(&k)->speed, 0);
    CHECK(l->hit_points > 0);
    for (int i = 0; i < 200 && !(cart_info(&k)->flags & CART_F_FROZEN); i++)
        TestGame_Step(t, 0, 1);
    CHECK(cart_info(&k)->flags & CART_F_FROZEN);
    CHECK(l->hit_points <= 0);
    CHECK_EQ(rider_rel(t, l), CART_A_TIP_END);
    TestGame_Delete(t);
}

/* A static mesh in its way hurts her by its speed (25 for each 2048 of
 * it, 20 at least: at the pulley's 2560, 25) and plays the hit
 * (animation 34); ducked, the static misses her. */
TEST(minecart_tr3_static_hits_her_unless_she_ducks)
{
    for (int duck = 0; duck < 2; duck++) {
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
        Track k;
        g_with_static = true;
        bool built = open_track(&k, false);
        g_with_static = false;
        CHECK_MSG(built, "track with a static not built");
        TestGame *t = k.t;
        Item *l = Game_LaraItem(&t->g);
        CHECK(ride(&k));
        int16_t hp = l->hit_points;
        bool hit = false;
        for (int i = 0; i < 80 && !hit; i++) {
            TestGame_Step(t, duck ? INPUT_DUCK : 0, 1);
            hit = l->current_state == CART_S_HIT;
        }
        if (duck) {
            CHECK(!hit);
            CHECK_EQ(l->hit_points, hp);
        } else {
            CHECK(hit);
            CHECK_EQ(rider_rel(t, l), CART_A_HIT);
            CHECK_EQ(hp - l->hit_points, 25);
        }
        TestGame_Delete(t);
    }
}

/* Her wrench swung at a track switch (an ANIMATING_2 at its first frame,
 * the cart against it, frames 12..22 of her swipe) works it, as the
 * original's CartToBaddieCollision: the heavy trigger under it runs
 * (here it sets off an ANIMATING_3) and the switch moves on a frame; the
 * cart rolls by it unharmed. Riding by without a swipe does nothing. */
TEST(minecart_tr3_wrench_works_a_track_switch)
{
    bool worked[2] = {false, false};
    int frame[2] = {-1, -1};
    for (int k = 0; k < 2; k++) {
        Track k_;
        g_with_switch = true;
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3))) {
            g_with_switch = false;
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
        }
        bool opened = open_track(&k_, false);
        g_with_switch = false;
        CHECK_MSG(opened, "mine cart track not built");
        TestGame *t = k_.t;
        Sim *s = &t->sim;
        int sw = Test_FirstItem(s, O3_ANIMATING_2), target = Test_FirstItem(s, O3_ANIMATING_3);
        CHECK(sw >= 0 && target >= 0);
        CHECK(ride(&k_));
        for (int i = 0; i < 120; i++) {
            int32_t dz = s->items[sw].pos.z - s->items[k_.cart].pos.z;
            bool swing = k == 1 && dz < 900 && dz > -600;
            TestGame_Step(t, swing ? INPUT_ACTION : 0, 1);
        }
        worked[k] = s->items[target].status == ITEM_STATUS_ACTIVE;
        frame[k] = s->items[sw].frame - t->lv.animations[s->items[sw].anim].frame_start;
        CHECK(Game_LaraItem(&t->g)->hit_points > 0);
        TestGame_Delete(t);
    }
    CHECK(!worked[0]);
    CHECK_EQ(frame[0], 0);
    CHECK_MSG(worked[1], "the swipe did not work the switch");
    CHECK_EQ(frame[1], 1);
}

/* The track's sounds: the pulley's loop (210) plays at the sample's own
 * rate, the track's (209, at 32 a tick and faster) at the original's pitch
 * for the speed, its flags word (speed << 15) + 0x1000000: 0x10000 + 128
 * a unit of speed (48 a tick: 0x11800). */
static int g_pulley, g_track_plain, g_track;
static int32_t g_track_pitch;
static void cart_sound(void *user, Item *it, int sfx)
{
    (void)user;
    (void)it;
    g_pulley += sfx == 210;
    g_track_plain += sfx == 209;
}

static void cart_sound_pitch(void *user, Item *it, int sfx, int32_t pitch)
{
    (void)user;
    (void)it;
    if (sfx == 209) {
        g_track++;
        g_track_pitch = pitch;
    }
}

TEST(minecart_tr3_track_sound_pitch)
{
    Track k;
    TRACK_OR_SKIP(k, false);
    TestGame *t = k.t;
    Item *it = &t->sim.items[k.cart];
    CHECK(ride(&k));
    t->sim.events.sound = cart_sound;
    t->sim.events.sound_pitch = cart_sound_pitch;
    g_pulley = g_track_plain = g_track = 0;
    g_track_pitch = -1;
    TestGame_Step(t, 0, 3);
    int pulley = g_pulley, track_early = g_track + g_track_plain;
    cart_info(&k)->speed = 48 << 8;
    TestGame_Step(t, 0, 1);
    int16_t speed = it->speed;
    int track = g_track, plain = g_track_plain;
    int32_t pitch = g_track_pitch;
    TestGame_Delete(t);
    CHECK_EQ(pulley, 3);
    CHECK_EQ(track_early, 0);
    CHECK_EQ(speed, 48);
    CHECK_EQ(track, 1);
    CHECK_EQ(plain, 0);
    CHECK_EQ(pitch, 0x11800);
    CHECK_EQ(Minecart_TrackPitch(48), 0x11800);
}
