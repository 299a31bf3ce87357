/* TR2's speedboat (game/objects/tr2/vehicle/boat.c) on a purpose-built
 * TR2 level (tests/tr_build.h, Lara from ../shared/levels/tr2/
 * RANDO_TEST1.TR2; skipped without it): a dry room whose far part is open
 * water 8 clicks deep, a bank 2 clicks above the water along its near
 * side.
 *
 * Stand-ins: the shared level has no boat (O2_BOAT) and no Lara-boat
 * animation object (O2_LARA_BOAT). Both are made here from Lara's own
 * model: the boat is drawn and collides as Lara's meshes and standing
 * frame (so it is her size, not a boat's), and the Lara-boat object's 19
 * animations are copies of one of her long standing animations, numbered
 * as the original's where the boat's code names them (get on 0, 1, 6, 8;
 * still 2, moving 3, jumps off 4 and 5; knocks 11-14; fall 15; death 18)
 * and wired with state changes of our own (still <-> moving, either to a
 * jump off, fall -> moving). The physics numbers checked are the
 * original's. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/general/gondola.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/tr2/vehicle/boat.h"
#include "game/objects/tr2/vehicle/vehicle.h"
#include "game/save/save.h"
#include "tests/test_game.h"
#include "tests/boat_lake.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SECTOR 1024
#define MID(s) ((s) * SECTOR + SECTOR / 2)
#define BANK_END (5 * SECTOR)   /* the bank: z < 5 sectors, 2 clicks above the water */
#define FAR_WALL (15 * SECTOR)
#define DEG(d) ((d) * 182)
#define STANDIN_ANIMS 19
#define LS2_SURF_TREAD 33       /* TR2's state numbers */

/* ---- stand-ins ------------------------------------------------------------------ */

typedef struct {
    int state, next;
} StandInAnim;

static const StandInAnim k_anims[STANDIN_ANIMS] = {
    [0] = {BOAT_STATE_GET_ON, 2},  [1] = {BOAT_STATE_GET_ON, 2},  [2] = {BOAT_STATE_STILL, 2},
    [3] = {BOAT_STATE_MOVING, 3},  [4] = {BOAT_STATE_JUMP_R, 2},  [5] = {BOAT_STATE_JUMP_L, 2},
    [6] = {BOAT_STATE_GET_ON, 2},  [7] = {BOAT_STATE_STILL, 2},   [8] = {BOAT_STATE_GET_ON, 2},
    [9] = {BOAT_STATE_STILL, 2},   [10] = {BOAT_STATE_STILL, 2},  [11] = {BOAT_STATE_HIT, 2},
    [12] = {BOAT_STATE_HIT, 2},    [13] = {BOAT_STATE_HIT, 2},    [14] = {BOAT_STATE_HIT, 2},
    [15] = {BOAT_STATE_FALL, 15},  [16] = {BOAT_STATE_STILL, 2},  [17] = {BOAT_STATE_STILL, 2},
    [18] = {BOAT_STATE_DEATH, 18},
};

/* (from anim, to state) -> anim */
static const int k_changes[][3] = {
    {2, BOAT_STATE_MOVING, 3}, {2, BOAT_STATE_JUMP_R, 4}, {2, BOAT_STATE_JUMP_L, 5},
    {3, BOAT_STATE_STILL, 2},  {3, BOAT_STATE_JUMP_R, 4}, {3, BOAT_STATE_JUMP_L, 5},
    {15, BOAT_STATE_MOVING, 3},
};
#define NUM_CHANGES ((int)(sizeof k_changes / sizeof k_changes[0]))

static bool grow(void **p, size_t elem, uint32_t n)
{
    void *q = realloc(*p, elem * n);
    if (!q)
        return false;
    *p = q;
    return true;
}

static bool add_stand_ins(Level *lv)
{
    const Model *lara = Level_FindModel(lv, O2_LARA);
    if (!lara || Level_FindModel(lv, O2_BOAT) || Level_FindModel(lv, O2_LARA_BOAT))
        return false;
    int first = Sim_ModelFirstAnim(lv, lara);
    /* Her breath (or stand) animation: long enough for the jump off's
     * frame 24. */
    const Animation *src = NULL;
    static const int k_src[] = {LARA_ANIM_BREATH, LARA_ANIM_STOP};
    for (int i = 0; i < 2 && !src; i++) {
        const Animation *a = &lv->animations[first + k_src[i]];
        if (a->frame_end - a->frame_start >= 40)
            src = a;
    }
    if (!src)
        return false;
    Animation proto = *src;
    Model boat = *lara, rider = *lara;
    uint32_t base = lv->num_animations, sc = lv->num_state_changes, ds = lv->num_anim_dispatches;
    if (!grow((void **)&lv->animations, sizeof(Animation), base + STANDIN_ANIMS) ||
        !grow((void **)&lv->state_changes, sizeof(StateChange), sc + NUM_CHANGES) ||
        !grow((void **)&lv->anim_dispatches, sizeof(AnimDispatch), ds + NUM_CHANGES) ||
        !grow((void **)&lv->models, sizeof(Model), lv->num_models + 2))
        return false;
    for (int a = 0; a < STANDIN_ANIMS; a++) {
        Animation an = proto;
        an.state_id = (uint16_t)k_anims[a].state;
        an.speed = an.accel = 0;
        an.next_anim = (uint16_t)(base + k_anims[a].next);
        an.next_frame = proto.frame_start;
        an.num_anim_commands = 0;
        an.anim_command_offset = 0;
        an.num_state_changes = 0;
        an.state_change_offset = (uint16_t)lv->num_state_changes;
        for (int c = 0; c < NUM_CHANGES; c++) {
            if (k_changes[c][0] != a)
                continue;
            if (!an.num_state_changes)
                an.state_change_offset = (uint16_t)lv->num_state_changes;
            an.num_state_changes++;
            lv->state_changes[lv->num_state_changes++] = (StateChange){
                (uint16_t)k_changes[c][1], 1, (uint16_t)lv->num_anim_dispatches};
            lv->anim_dispatches[lv->num_anim_dispatches++] = (AnimDispatch){
                (int16_t)proto.frame_start, (int16_t)(proto.frame_end + 1),
                (int16_t)(base + k_changes[c][2]), (int16_t)proto.frame_start};
        }
        lv->animations[base + a] = an;
    }
    lv->num_animations = base + STANDIN_ANIMS;
    boat.id = O2_BOAT;
    boat.animation = (uint16_t)base;
    rider.id = O2_LARA_BOAT;
    rider.animation = (uint16_t)base;
    lv->models[lv->num_models++] = boat;
    lv->models[lv->num_models++] = rider;
    return true;
}

/* ---- the level ------------------------------------------------------------------ */

typedef struct {
    Vec3i boat;
    int16_t boat_yaw;
    Vec3i boat2;             /* a second boat when boat2.x > 0 */
    Vec3i lara;
    int16_t lara_yaw;
    Vec3i mine;              /* a mine in the lake when mine.x > 0 */
    Vec3i gondola;           /* a floating gondola when gondola.x > 0 */
} Layout;

/* The donor has no gondola: its flare model stands in, its one animation
 * given the gondola's floating state. */
static bool gondola_stand_in(Level *lv)
{
    for (uint32_t i = 0; i < lv->num_models; i++)
        if (lv->models[i].id == O2_FLARE_ITEM && lv->models[i].animation < lv->num_animations) {
            lv->models[i].id = O2_GONDOLA;
            lv->animations[lv->models[i].animation].state_id = GONDOLA_STATE_FLOATING;
            return true;
        }
    return false;
}

/* NULL: no donor (skip); (TestGame *)-1: the level did not build. */
static TestGame *open_lake(const Layout *lay, int *boat, int *boat2)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    if (!add_stand_ins(&b->donor) || (lay->gondola.x > 0 && !gondola_stand_in(&b->donor))) {
        TrBuild_Delete(b);
        return (TestGame *)-1;
    }
    BoatLake rooms = BoatLake_Add(&b->lb, true);
    int air = rooms.air, lake = rooms.lake;
    int lara_room = lay->lara.z < BANK_END || lay->lara.y < 0 ? air : lake;
    LB_AddItem(&b->lb, 0, lara_room, lay->lara.x, lay->lara.y, lay->lara.z, lay->lara_yaw, 0);
    LB_AddItem(&b->lb, O2_BOAT, air, lay->boat.x, lay->boat.y, lay->boat.z, lay->boat_yaw, 0);
    if (lay->boat2.x > 0)
        LB_AddItem(&b->lb, O2_BOAT, air, lay->boat2.x, lay->boat2.y, lay->boat2.z, 0, 0);
    if (lay->mine.x > 0)
        LB_AddItem(&b->lb, O2_MINE, lake, lay->mine.x, lay->mine.y, lay->mine.z, 0, 0);
    if (lay->gondola.x > 0)
        LB_AddItem(&b->lb, O2_GONDOLA, air, lay->gondola.x, lay->gondola.y, lay->gondola.z, 0, 0);
    char err[512] = "";
    TestGame *t = TrBuildGame_Open(b, "boat.tr2", NULL, 0, err, sizeof err);
    if (!t) {
        fprintf(stderr, "boat level: %s\n", err);
        return (TestGame *)-1;
    }
    *boat = Test_FirstItem(&t->sim, O2_BOAT);
    *boat2 = -1;
    for (uint32_t i = 0; i < t->sim.num_items; i++)
        if (t->sim.items[i].object_id == O2_BOAT && (int)i != *boat)
            *boat2 = (int)i;
    return t;
}

static void close_lake(TestGame *t)
{
    TestGame_Delete(t);
}

#define LAKE_OR_SKIP(t, lay, boat, boat2)                                          \
    do {                                                                           \
        (t) = open_lake(lay, boat, boat2);                                         \
        if (!(t))                                                                  \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR2));                 \
        CHECK_MSG((t) != (TestGame *)-1, "the boat level does not build");         \
        CHECK(*(boat) >= 0);                                                       \
    } while (0)

static int rider_anim(TestGame *t, const Item *l)
{
    const Model *m = Level_FindModel(&t->lv, O2_LARA_BOAT);
    return l->anim - Sim_ModelFirstAnim(&t->lv, m);
}

/* She is put on the boat as getting on leaves her once its animation is
 * over: riding, still, where the boat is, the boat active. */
static void board(TestGame *t, int boat)
{
    Item *l = Game_LaraItem(&t->g), *b = &t->sim.items[boat];
    const Model *m = Level_FindModel(&t->lv, O2_LARA_BOAT);
    int first = Sim_ModelFirstAnim(&t->lv, m);
    t->g.lara.vehicle = (int16_t)boat;
    t->g.lara.water_status = LWS_ABOVE_WATER;
    l->anim = (int16_t)(first + 2);
    l->frame = (int16_t)t->lv.animations[first + 2].frame_start;
    l->current_state = l->goal_state = BOAT_STATE_STILL;
    l->pos = b->pos;
    l->rot = b->rot;
    l->gravity = false;
    l->speed = l->fall_speed = 0;
    if (l->room != b->room)
        Sim_ItemNewRoom(&t->sim, t->sim.lara, b->room);
    Object_AddActive(&t->g, boat);
    b->status = ITEM_STATUS_ACTIVE;
}

/* The boat in the middle of the lake facing +z (the far wall), Lara on
 * the bank behind it. */
static const Layout k_open_water = {
    .boat = {MID(5), 0, MID(7)}, .boat_yaw = 0, .lara = {MID(5), -512, MID(2)}, .lara_yaw = 0,
};

/* ---- tests ---------------------------------------------------------------------- */

/* The throttle: each tick speed += 5/2 + 5 * speed / (2 * top), up to 90
 * (140 with action, 30 with walk); released it loses 1 a tick; it moves
 * the boat along its heading by its speed. The hull settles 5 above the
 * water. */
TEST(boat_tr2_throttle_follows_the_original)
{
    TestGame *t;
    int boat, boat2;
    LAKE_OR_SKIP(t, &k_open_water, &boat, &boat2);
    Item *b = &t->sim.items[boat];
    board(t, boat);
    TestGame_Step(t, 0, 10);
    CHECK_EQ(b->pos.y, -5);
    CHECK_EQ(b->speed, 0);

    /* Worked by hand from the rule, top speed 90. */
    static const int k_speeds[] = {2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 39};
    int32_t z0 = b->pos.z;
    int32_t travelled = 0;
    for (size_t i = 0; i < sizeof k_speeds / sizeof k_speeds[0]; i++) {
        /* The move comes before the throttle in a tick: this tick's
         * distance is last tick's speed. */
        travelled += b->speed;
        TestGame_Step(t, INPUT_FORWARD, 1);
        CHECK_MSG(b->speed == k_speeds[i], "tick %zu: speed %d, expected %d", i, b->speed, k_speeds[i]);
    }
    CHECK_EQ(b->pos.z - z0, travelled);
    CHECK_EQ(b->pos.x, MID(5));
    /* The last step overshoots top speed; it eases back only while above
     * top + 1, so it holds at 91. */
    TestGame_Step(t, INPUT_FORWARD, 60);
    CHECK_EQ(b->speed, BOAT_MAX_SPEED + 1);
    int16_t rider_state = Game_LaraItem(&t->g)->current_state;
    TestGame_Step(t, 0, 3);
    CHECK_EQ(b->speed, BOAT_MAX_SPEED + 1 - 3);
    /* Backing: brake 5 a tick. */
    TestGame_Step(t, INPUT_BACK, 1);
    CHECK_EQ(b->speed, BOAT_MAX_SPEED + 1 - 3 - 5);
    close_lake(t);
    CHECK_EQ(rider_state, BOAT_STATE_MOVING);
}

TEST(boat_tr2_fast_and_slow_throttles)
{
    TestGame *t;
    int boat, boat2;
    Layout lay = k_open_water;
    lay.boat.z = MID(5) + 300;
    LAKE_OR_SKIP(t, &lay, &boat, &boat2);
    Item *b = &t->sim.items[boat];
    board(t, boat);
    int top_walk = 0, top_fast = 0;
    for (int i = 0; i < 40; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_WALK, 1);
        if (b->speed > top_walk)
            top_walk = b->speed;
    }
    int walk = b->speed;
    for (int i = 0; i < 60 && b->pos.z < FAR_WALL - 3 * SECTOR; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_ACTION, 1);
        if (b->speed > top_fast)
            top_fast = b->speed;
    }
    close_lake(t);
    /* The last step (28 -> 32) overshoots; above top + 1 it eases by 1. */
    CHECK_EQ(top_walk, BOAT_SLOW_SPEED + 2);
    CHECK_EQ(walk, BOAT_SLOW_SPEED + 1);
    CHECK_MSG(top_fast > BOAT_MAX_SPEED + 20, "with action it only reached %d", top_fast);
    CHECK(top_fast <= BOAT_FAST_SPEED + 4);
}

/* The rudder: 22 a tick up to 728 (4 degrees a tick), the boat's yaw
 * following; let go it eases off 45 a tick. Steering alone from a stand
 * idles it forward at 20. */
TEST(boat_tr2_rudder_builds_and_eases)
{
    TestGame *t;
    int boat, boat2;
    LAKE_OR_SKIP(t, &k_open_water, &boat, &boat2);
    Item *b = &t->sim.items[boat];
    board(t, boat);
    TestGame_Step(t, 0, 5);
    int16_t yaw0 = b->rot.y;
    TestGame_Step(t, INPUT_RIGHT, 1);
    CHECK_EQ(b->speed, BOAT_MIN_SPEED);
    /* The turn set this tick moves the yaw next tick. */
    CHECK_EQ((int16_t)(b->rot.y - yaw0), 0);
    TestGame_Step(t, INPUT_RIGHT, 1);
    CHECK_EQ((int16_t)(b->rot.y - yaw0), 22);
    TestGame_Step(t, INPUT_RIGHT, 1);
    CHECK_EQ((int16_t)(b->rot.y - yaw0), 22 + 44);
    TestGame_Step(t, INPUT_RIGHT, 40);
    int16_t y1 = b->rot.y;
    TestGame_Step(t, INPUT_RIGHT, 1);
    CHECK_EQ((int16_t)(b->rot.y - y1), 728);
    /* Left while turning right: back 45 a tick first. */
    y1 = b->rot.y;
    TestGame_Step(t, INPUT_LEFT, 1);
    CHECK_EQ((int16_t)(b->rot.y - y1), 728);
    y1 = b->rot.y;
    TestGame_Step(t, 0, 1);
    CHECK_EQ((int16_t)(b->rot.y - y1), 728 - 45);
    close_lake(t);
}

/* Into the far wall flat out (with action): the bow is pushed back out of
 * the wall's sector, the speed drops to what it really moved, she plays
 * the front knock and, the boat having gone faster than 95 and lost more
 * than 10, loses half the lost speed in hit points. */
TEST(boat_tr2_wall_stops_knocks_and_hurts)
{
    TestGame *t;
    int boat, boat2;
    LAKE_OR_SKIP(t, &k_open_water, &boat, &boat2);
    Item *b = &t->sim.items[boat];
    Item *l = Game_LaraItem(&t->g);
    board(t, boat);
    int16_t hp0 = l->hit_points;
    int knock = -1, top = 0;
    for (int i = 0; i < 200 && knock < 0; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_ACTION, 1);
        if (b->speed > top)
            top = b->speed;
        if (l->current_state == BOAT_STATE_HIT)
            knock = rider_anim(t, l);
    }
    int16_t hp = l->hit_points;
    int32_t z = b->pos.z;
    int speed = b->speed;
    close_lake(t);
    CHECK_MSG(knock == VEHICLE_HIT_FRONT, "knock animation %d", knock);
    CHECK_MSG(top > BOAT_MAX_SPEED + BOAT_ACCELERATION, "top speed %d", top);
    CHECK_MSG(z < FAR_WALL - 700, "the bow went into the wall (z %d)", z);
    CHECK_MSG(speed < top - 10, "speed %d after the wall", speed);
    CHECK_MSG(hp < hp0, "no damage");
}

/* A boat left above the water falls under gravity (6 a tick) and settles
 * 5 above the surface; her rider animation is the fall while it drops. */
TEST(boat_tr2_falls_to_the_water)
{
    TestGame *t;
    int boat, boat2;
    Layout lay = k_open_water;
    lay.boat.y = -600;
    LAKE_OR_SKIP(t, &lay, &boat, &boat2);
    Item *b = &t->sim.items[boat];
    Item *l = Game_LaraItem(&t->g);
    board(t, boat);
    TestGame_Step(t, 0, 1);
    int32_t y1 = b->pos.y;
    TestGame_Step(t, 0, 1);
    int32_t y2 = b->pos.y;
    TestGame_Step(t, 0, 1);
    int32_t y3 = b->pos.y;
    bool fell = l->current_state == BOAT_STATE_FALL && rider_anim(t, l) == 15;
    TestGame_Step(t, 0, 40);
    int32_t settled = b->pos.y;
    close_lake(t);
    CHECK_EQ(y3 - y2, (y2 - y1) + 6);
    CHECK_MSG(fell, "her fall animation did not play");
    CHECK_EQ(settled, -5);
}

/* Jumping off to the right over water: at frame 24 of the jump she is on
 * foot again (vehicle -1), in her forward jump a quarter turn to the
 * right, 360 to that side and 90 up, moving off at 20 and rising at 40
 * (her own tick that follows moves her 20 along her last move angle, as
 * the original's: only the side is exact). */
TEST(boat_tr2_jump_off_into_the_water)
{
    TestGame *t;
    int boat, boat2;
    LAKE_OR_SKIP(t, &k_open_water, &boat, &boat2);
    Item *b = &t->sim.items[boat];
    Item *l = Game_LaraItem(&t->g);
    board(t, boat);
    TestGame_Step(t, 0, 5);
    int off_tick = -1;
    Vec3i at = {0, 0, 0};
    Vec3i before = b->pos;
    bool jumped_state = false;
    for (int i = 0; i < 100 && off_tick < 0; i++) {
        before = b->pos;
        /* Held until the jump starts (held on, her own first tick off the
         * boat would steer her jump). */
        TestGame_Step(t, jumped_state ? 0 : INPUT_JUMP | INPUT_RIGHT, 1);
        if (l->current_state == BOAT_STATE_JUMP_R)
            jumped_state = true;
        if (t->g.lara.vehicle < 0) {
            off_tick = i;
            at = l->pos;
            before = b->pos;
        }
    }
    int16_t yaw = l->rot.y, state = l->current_state;
    close_lake(t);
    CHECK_MSG(jumped_state, "no jump-off state");
    CHECK_MSG(off_tick >= 0, "she never left the boat");
    CHECK_EQ(at.x, before.x + 360);
    CHECK(abs(at.z - before.z) <= 20);
    CHECK_EQ(yaw, 0x4000);
    CHECK(state == LS_FORWARD_JUMP || state == LS_FAST_FALL || l->pos.y > at.y);
}

/* Jumping off towards a bank more than a click above her: she does not
 * move to the side (the original's check). */
TEST(boat_tr2_jump_off_checks_the_bank)
{
    TestGame *t;
    int boat, boat2;
    Layout lay = k_open_water;
    lay.boat = (Vec3i){MID(5), 0, BANK_END + 320};
    lay.boat_yaw = 0x4000; /* facing +x: the bank (-z) on its right */
    LAKE_OR_SKIP(t, &lay, &boat, &boat2);
    Item *b = &t->sim.items[boat];
    Item *l = Game_LaraItem(&t->g);
    board(t, boat);
    TestGame_Step(t, 0, 5);
    Vec3i before = b->pos;
    int off = -1;
    Vec3i at = {0, 0, 0};
    bool jumping = false;
    for (int i = 0; i < 100 && off < 0; i++) {
        before = b->pos;
        TestGame_Step(t, jumping ? 0 : INPUT_JUMP | INPUT_RIGHT, 1);
        jumping = jumping || l->current_state == BOAT_STATE_JUMP_R;
        if (t->g.lara.vehicle < 0) {
            off = i;
            at = l->pos;
            before = b->pos;
        }
    }
    close_lake(t);
    CHECK(off >= 0);
    /* Not 360 towards the bank (-z): only her own tick's 20 along her last
     * move angle (+z) and her collision with the bank's face. */
    CHECK_MSG(at.z >= before.z, "she went towards the bank: z %d from %d", at.z, before.z);
}

/* Getting on from the water: treading water beside it, facing it, with
 * action and the boat still: on, in the side's climb (right side: 8),
 * at the boat, out of the water. Without action she stays in the water. */
TEST(boat_tr2_get_on_from_the_water)
{
    TestGame *t;
    int boat, boat2;
    Layout lay = k_open_water;
    lay.lara = (Vec3i){MID(5) + 160, 0, MID(7)};
    lay.lara_yaw = (int16_t)-0x4000; /* on its right, facing it */
    LAKE_OR_SKIP(t, &lay, &boat, &boat2);
    Item *b = &t->sim.items[boat];
    Item *l = Game_LaraItem(&t->g);
    t->g.lara.water_status = LWS_SURFACE;
    Lara_SwitchAnim(&t->g, l, LARA_ANIM_SURF_TREAD, 0);
    l->current_state = l->goal_state = LS2_SURF_TREAD;
    l->gravity = false;
    l->fall_speed = 0;
    TestGame_Step(t, 0, 3);
    bool stayed = t->g.lara.vehicle < 0;
    l->pos.x = MID(5) + 160;
    l->pos.z = MID(7);
    l->rot.y = (int16_t)-0x4000;
    int on = -1;
    for (int i = 0; i < 5 && on < 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        if (t->g.lara.vehicle == boat)
            on = i;
    }
    int anim = rider_anim(t, l);
    Vec3i at = l->pos;
    int16_t ws = t->g.lara.water_status;
    bool active = b->active;
    Vec3i boat_at = b->pos;
    close_lake(t);
    CHECK_MSG(stayed, "she got on without action");
    CHECK_MSG(on >= 0, "she did not get on");
    CHECK_EQ(anim, 8);
    CHECK_EQ(at.x, boat_at.x);
    CHECK_EQ(at.z, boat_at.z);
    CHECK_EQ(ws, LWS_ABOVE_WATER);
    CHECK(active);
}

/* Getting on from land: walking to the bank's edge into it (standing,
 * touching it), she jumps in (6); no action key is needed. */
TEST(boat_tr2_get_on_from_land)
{
    TestGame *t;
    int boat, boat2;
    Layout lay = k_open_water;
    lay.boat = (Vec3i){MID(5), 0, BANK_END + 60};
    lay.lara = (Vec3i){MID(5), -512, BANK_END - 300};
    LAKE_OR_SKIP(t, &lay, &boat, &boat2);
    Item *l = Game_LaraItem(&t->g);
    int on = -1, anim = -1;
    for (int i = 0; i < 60 && on < 0; i++) {
        TestGame_Step(t, INPUT_FORWARD | INPUT_WALK, 1);
        if (t->g.lara.vehicle == boat) {
            on = i;
            anim = rider_anim(t, l);
        }
    }
    close_lake(t);
    CHECK_MSG(on >= 0, "she did not get on");
    CHECK_EQ(anim, 6);
}

/* While she rides: the camera is asked for -20 degrees and two sectors;
 * the engine idles under her at a stand and runs its moving note above 20;
 * the wake's sprites trail it at the surface. */
static int g_idle, g_moving;
static void boat_sound(void *user, Item *it, int sfx)
{
    (void)user;
    (void)it;
    if (sfx == 195)
        g_idle++;
    if (sfx == 197)
        g_moving++;
}

/* The engine's notes played at a pitch: the last idle and moving ones. */
static int32_t g_idle_pitch, g_moving_pitch;
static int g_pitched;
static void boat_sound_pitch(void *user, Item *it, int sfx, int32_t pitch)
{
    boat_sound(user, it, sfx);
    g_pitched++;
    if (sfx == 195)
        g_idle_pitch = pitch;
    if (sfx == 197)
        g_moving_pitch = pitch;
}

TEST(boat_tr2_camera_engine_and_wake)
{
    TestGame *t;
    int boat, boat2;
    LAKE_OR_SKIP(t, &k_open_water, &boat, &boat2);
    Game *g = &t->g;
    board(t, boat);
    TestGame_Step(t, 0, 5);
    g->camera.target_elevation = 0;
    g->camera.target_distance = 0;
    g->objects[O2_BOAT].control(g, boat);
    CHECK_EQ(g->camera.target_elevation, -DEG(20));
    CHECK_EQ(g->camera.target_distance, 2048);

    t->sim.events.sound = boat_sound;
    t->sim.events.sound_pitch = boat_sound_pitch;
    g_idle = g_moving = g_pitched = 0;
    g_idle_pitch = g_moving_pitch = -1;
    TestGame_Step(t, 0, 3);
    CHECK_EQ(g_idle, 3);
    CHECK_EQ(g_moving, 0);
    /* at a stand the note has eased to 0: (0x10000 - 90 * 100) */
    CHECK_EQ(g_idle_pitch, 0x10000 - 9000);
    TestGame_Step(t, INPUT_FORWARD, 30);
    CHECK(g_moving > 10);
    CHECK_EQ(g_pitched, g_idle + g_moving);
    /* the note rises with the speed, a quarter of the way a tick behind
     * it: after 30 ticks of throttle it is past 50, not yet past 90 */
    CHECK_MSG(g_moving_pitch > 0x10000 - 4000 && g_moving_pitch <= 0x10000, "note %d",
              g_moving_pitch);
    int sprites = 0;
    const Item *b = &t->sim.items[boat];
    for (int fx = g->effects.next_active; fx != EFFECT_NONE; fx = g->effects.fx[fx].next_active) {
        const Effect *e = &g->effects.fx[fx];
        if (e->object_id == O2_WATER_SPRITE && e->pos.z < b->pos.z)
            sprites++;
    }
    close_lake(t);
    CHECK_MSG(sprites >= 3, "%d wake sprites behind it", sprites);
}

/* Another boat ahead keeps the driven one a boat's length (1000) away. */
TEST(boat_tr2_pushed_by_another_boat)
{
    TestGame *t;
    int boat, boat2;
    Layout lay = k_open_water;
    lay.boat2 = (Vec3i){MID(5), 0, MID(11)};
    LAKE_OR_SKIP(t, &lay, &boat, &boat2);
    CHECK(boat2 >= 0);
    Item *b = &t->sim.items[boat], *other = &t->sim.items[boat2];
    board(t, boat);
    int32_t nearest = 1 << 30;
    for (int i = 0; i < 90; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        int32_t d = other->pos.z - b->pos.z;
        if (d < nearest)
            nearest = d;
    }
    close_lake(t);
    CHECK_MSG(nearest >= 999 && nearest < 1100, "came within %d of the other boat", nearest);
}

/* Records the gondola's crash sound (337). */
static int g_crash_sounds;
static void crash_sound(void *user, int id, const Vec3i *pos)
{
    (void)user;
    (void)pos;
    g_crash_sounds += id == 337;
}

/* A floating gondola (a stand-in, see gondola_stand_in) ahead, facing
 * the boat: its hull is half a sector behind its origin. Driven at walking
 * pace (30, under 80) the boat is kept a boat's length (1000) from the
 * hull; at full speed (90) it rams it: the crash sound plays, the
 * gondola's goal is the crash and (active) it breaks up, keeping its first
 * eight meshes. */
static void drive_at_gondola(InputWord w, int32_t *nearest, int *goal, uint32_t *meshes,
                             int *sounds, bool *skip, bool *built)
{
    TestGame *t;
    int boat, boat2;
    Layout lay = k_open_water;
    lay.gondola = (Vec3i){MID(5), 0, MID(11) + 512};
    t = open_lake(&lay, &boat, &boat2);
    *skip = t == NULL;
    *built = t != (TestGame *)-1;
    if (!t || t == (TestGame *)-1)
        return;
    int gi = Test_FirstItem(&t->sim, O2_GONDOLA);
    Item *b = &t->sim.items[boat], *gon = &t->sim.items[gi];
    Object_AddActive(&t->g, gi);
    gon->status = ITEM_STATUS_ACTIVE;
    g_crash_sounds = 0;
    t->g.effects.play_sound = crash_sound;
    board(t, boat);
    *nearest = 1 << 30;
    for (int i = 0; i < 200; i++) {
        TestGame_Step(t, w, 1);
        int32_t d = MID(11) - b->pos.z;
        if (d < *nearest)
            *nearest = d;
    }
    *goal = gon->goal_state;
    *meshes = gon->mesh_bits;
    *sounds = g_crash_sounds;
    close_lake(t);
}

TEST(boat_tr2_gondola_pushes_or_is_rammed)
{
    int32_t slow_near = 0, fast_near = 0;
    int slow_goal = 0, fast_goal = 0, slow_sounds = 0, fast_sounds = 0;
    uint32_t slow_meshes = 0, fast_meshes = 0;
    bool skip = false, built = false;
    drive_at_gondola(INPUT_FORWARD | INPUT_WALK, &slow_near, &slow_goal, &slow_meshes,
                     &slow_sounds, &skip, &built);
    if (skip)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    CHECK_MSG(built, "the boat level does not build");
    drive_at_gondola(INPUT_FORWARD, &fast_near, &fast_goal, &fast_meshes, &fast_sounds, &skip,
                     &built);
    CHECK_MSG(slow_near >= 999 && slow_near < 1100, "slow: came within %d of the hull", slow_near);
    CHECK_EQ(slow_goal, GONDOLA_STATE_FLOATING);
    CHECK_EQ(slow_sounds, 0);
    CHECK_MSG(fast_near < 999, "fast: kept %d from the hull", fast_near);
    CHECK_EQ(fast_goal, GONDOLA_STATE_CRASH);
    CHECK(fast_sounds > 0);
    CHECK_EQ(fast_meshes, 0xFF);
}

/* Saved while she drives, loaded into a fresh game: both run on alike. */
TEST(boat_tr2_save_while_riding)
{
    TestGame *t, *u;
    int boat, boat2, b2, b22;
    LAKE_OR_SKIP(t, &k_open_water, &boat, &boat2);
    board(t, boat);
    TestGame_Step(t, INPUT_FORWARD | INPUT_RIGHT, 25);
    uint8_t *data = NULL;
    size_t size = 0;
    SaveMeta meta = {.gameflow_level = -1, .label = NULL};
    CHECK(Save_Serialize(&t->g, NULL, &meta, &data, &size));
    u = open_lake(&k_open_water, &b2, &b22);
    CHECK(u && u != (TestGame *)-1);
    char err[256] = "";
    SaveInfo info;
    bool ok = Save_Restore(&u->g, NULL, data, size, "boat", &info, err, sizeof err);
    free(data);
    CHECK_MSG(ok, "%s", err);
    CHECK_EQ(u->g.lara.vehicle, boat);
    for (int i = 0; i < 40; i++) {
        InputWord w = i < 20 ? INPUT_FORWARD | INPUT_LEFT : INPUT_BACK;
        TestGame_Step(t, w, 1);
        TestGame_Step(u, w, 1);
    }
    const Item *a = &t->sim.items[boat], *c = &u->sim.items[boat];
    bool same = a->pos.x == c->pos.x && a->pos.y == c->pos.y && a->pos.z == c->pos.z &&
                a->rot.y == c->rot.y && a->speed == c->speed &&
                Game_LaraItem(&t->g)->anim == Game_LaraItem(&u->g)->anim;
    TestGame_Delete(t);
    close_lake(u);
    CHECK_MSG(same, "the loaded ride went another way");
}

/* Looking sideways on the boat turns her head only: the torso stays at the
 * wheel (on foot it follows the head). */
TEST(boat_tr2_rider_looks_round_with_her_head)
{
    TestGame *t;
    int boat, boat2;
    LAKE_OR_SKIP(t, &k_open_water, &boat, &boat2);
    board(t, boat);
    TestGame_Step(t, 0, 3);
    TestGame_Step(t, INPUT_LOOK | INPUT_LEFT, 6);
    int16_t head = t->g.lara.head_rot.y, torso = t->g.lara.torso_rot.y;
    close_lake(t);
    CHECK_MSG(head < 0, "her head did not turn (%d)", head);
    CHECK_EQ(torso, 0);
}

/* A mine under the boat's way: the boat blows up with her on it; she is
 * blown apart (no mesh left), dead at once, her item one-shot: she moves
 * no more and her death counts two a tick. Stand-in: the mine has no model
 * of its own (its routine needs none). */
TEST(boat_tr2_mine_blows_up_the_rider)
{
    TestGame *t;
    int boat, boat2;
    Layout lay = k_open_water;
    lay.mine = (Vec3i){MID(5), 1800, MID(9)};
    LAKE_OR_SKIP(t, &lay, &boat, &boat2);
    int mine = Test_FirstItem(&t->sim, O2_MINE);
    CHECK(mine >= 0);
    Object_AddActive(&t->g, mine);
    t->sim.items[mine].status = ITEM_STATUS_ACTIVE;
    Item *l = Game_LaraItem(&t->g);
    board(t, boat);
    int blown = -1;
    for (int i = 0; i < 120 && blown < 0; i++) {
        TestGame_Step(t, INPUT_FORWARD, 1);
        if (l->hit_points <= 0)
            blown = i;
    }
    Vec3i at = l->pos;
    int16_t deaths = t->g.lara.death_count;
    TestGame_Step(t, INPUT_FORWARD, 5);
    bool frozen = l->pos.x == at.x && l->pos.y == at.y && l->pos.z == at.z;
    int16_t deaths2 = t->g.lara.death_count;
    /* Her model's meshes (15): each one gone. */
    uint32_t meshes = l->mesh_bits & ((1u << t->lv.models[l->model].num_meshes) - 1);
    bool boat_active = t->sim.items[boat].active;
    close_lake(t);
    CHECK_MSG(blown >= 0, "the mine never went off under her");
    CHECK_EQ(meshes, 0);
    CHECK(!boat_active);
    CHECK(frozen);
    CHECK_EQ(deaths2 - deaths, 10);
}

/* Killed on the boat: her death animation (18, the death state) plays on
 * it; nobody drives, so the boat coasts, losing 1 a tick. */
TEST(boat_tr2_rider_dies_and_boat_coasts)
{
    TestGame *t;
    int boat, boat2;
    LAKE_OR_SKIP(t, &k_open_water, &boat, &boat2);
    Item *b = &t->sim.items[boat];
    Item *l = Game_LaraItem(&t->g);
    board(t, boat);
    TestGame_Step(t, INPUT_FORWARD, 25);
    int16_t speed = b->speed;
    l->hit_points = 0;
    TestGame_Step(t, INPUT_FORWARD, 1);
    int anim = rider_anim(t, l);
    int16_t state = l->current_state;
    TestGame_Step(t, INPUT_FORWARD, 4);
    int16_t later = b->speed;
    close_lake(t);
    CHECK_EQ(anim, 18);
    CHECK_EQ(state, BOAT_STATE_DEATH);
    CHECK_EQ(later, speed - 5);
}
