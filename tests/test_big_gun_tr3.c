/* TR3's big gun (game/objects/tr3/vehicle/big_gun.c) in a room built at
 * test time (tests/tr_build.h, Lara from the shared TR3 level).
 *
 * The shared TR3 level has no big gun and no rider animations: the tests
 * use stand-ins (tests/vehicle_stand_in.h): O3_VEHICLE_ANIM and O3_BIGGUN
 * are Lara's meshes with a set of our own numbered as the original's
 * (get on 0 into the aiming animation 2, 60 frames, one per elevation;
 * get off 1). The rocket's target is a monkey (whose model the shared
 * level has) made a still creature with plenty of hit points. Only the
 * numbers and the state flow are tested, against the original's
 * constants. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/effects/spark_tr3.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/tr3/vehicle/big_gun.h"
#include "game/objects/trap/trap.h"
#include "game/save/save.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/vehicle_stand_in.h"

#define TARGET_HP 30000
#define GUN_X 2560
#define GUN_Z 2048
#define MONKEY_X 7680
#define MONKEY_Z 7680

static const StandInAnim k_gun_set[3] = {
    [BIG_GUN_A_GET_ON] = {BIG_GUN_S_GET_ON, 10, BIG_GUN_A_AIM, {{0}}, 0, 0, false},
    [BIG_GUN_A_GET_OFF] = {BIG_GUN_S_GET_OFF, 10, BIG_GUN_A_GET_OFF, {{0}}, 0, 0, false},
    [BIG_GUN_A_AIM] = {BIG_GUN_S_AIM, 60, BIG_GUN_A_AIM, {{0}}, 0, 0, false},
};

/* A 10 x 10 room (floor 0); the gun at (2.5, 2) sectors facing +z with
 * Lara 100 behind it facing it; a monkey stand-in at (7.5, 7.5). */
static TestGame *open_room(int *gun, int *monkey)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        return NULL;
    static const int ids[] = {O3_VEHICLE_ANIM, O3_BIGGUN};
    if (!StandIn_Add(&b->donor, k_gun_set, 3, ids, 2)) {
        TrBuild_Delete(b);
        return NULL;
    }
    int room = LB_AddRoom(&b->lb, 0, 0, 10, 10, 0, -16, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, GUN_X, 0, GUN_Z - 100, 0, 0);
    LB_AddItem(&b->lb, O3_BIGGUN, room, GUN_X, 0, GUN_Z, 0, 0);
    LB_AddItem(&b->lb, O3_MONKEY, room, MONKEY_X, 0, MONKEY_Z, 0, 0);
    char err[512] = "";
    const char *written = TrBuild_Write(b, "big_gun_tr3.tr2", err, sizeof err);
    char path[4096];
    snprintf(path, sizeof path, "%s", written ? written : "");
    TrBuild_Delete(b);
    TestGame *t = calloc(1, sizeof *t);
    if (!written || !t || !TestGame_OpenPath(t, path)) {
        free(t);
        return NULL;
    }
    Game *g = &t->g;
    *gun = Test_FirstItem(&t->sim, O3_BIGGUN);
    *monkey = Test_FirstItem(&t->sim, O3_MONKEY);
    Creature_SetupObject(g, O3_MONKEY);
    g->objects[O3_MONKEY].control = NULL; /* a stand-in: it never moves */
    if (*monkey >= 0) {
        Item *m = &t->sim.items[*monkey];
        m->hit_points = TARGET_HP;
        m->status = ITEM_STATUS_ACTIVE;
        m->collidable = true;
    }
    return t;
}

#define ROOM_OR_SKIP(t, gun, monkey)                                                \
    do {                                                                            \
        if (!Test_SharedPath(TrBuild_DonorName(GAME_TR3)))                         \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                 \
        (t) = open_room(&(gun), &(monkey));                                         \
        CHECK_MSG((t) != NULL && (gun) >= 0 && (monkey) >= 0, "room not built");   \
    } while (0)

static int rider_rel(TestGame *t, const Item *l)
{
    return l->anim - Level_FindModel(&t->lv, O3_VEHICLE_ANIM)->animation;
}

static int rel_frame(TestGame *t, const Item *it)
{
    return it->frame - t->lv.animations[it->anim].frame_start;
}

/* Takes the gun and waits for the aiming state. */
static bool take(TestGame *t, int gun)
{
    TestGame_Step(t, INPUT_ACTION, 1);
    for (int i = 0; i < 30 && Game_LaraItem(&t->g)->current_state != BIG_GUN_S_AIM; i++)
        TestGame_Step(t, 0, 1);
    TestGame_Step(t, 0, 1); /* the aiming state's first tick: held from now on */
    return t->g.lara.vehicle == gun && Game_LaraItem(&t->g)->current_state == BIG_GUN_S_AIM;
}

/* Action beside it: she takes it (hands busy, at its place, the get-on
 * animation 0), then aims at the elevation's frame (30, level) with the
 * camera 15 degrees down. Forward raises the barrel a step a tick to 59,
 * back lowers it to 0 (the pose's frame follows). Left swings it: the rate
 * 8, 16... a quarter of it a tick (-2, then -6 steps of 45 units), and at
 * its limit (-544 steps) it stops dead; right then starts from rest
 * (-542). */
TEST(big_gun_tr3_take_and_aim)
{
    TestGame *t;
    int gun, monkey;
    ROOM_OR_SKIP(t, gun, monkey);
    Game *g = &t->g;
    Item *l = Game_LaraItem(g);
    Item *it = &t->sim.items[gun];
    BigGunInfo *b = it->data;
    CHECK(b != NULL);
    int16_t start = it->rot.y;
    TestGame_Step(t, INPUT_ACTION, 1);
    CHECK_EQ(g->lara.vehicle, gun);
    CHECK_EQ(g->lara.gun_status, LGS_HANDS_BUSY);
    CHECK_EQ(l->pos.x, it->pos.x);
    CHECK_EQ(l->pos.z, it->pos.z);
    CHECK_EQ(rider_rel(t, l), BIG_GUN_A_GET_ON);
    CHECK_EQ(l->current_state, BIG_GUN_S_GET_ON);
    for (int i = 0; i < 30 && l->current_state != BIG_GUN_S_AIM; i++)
        TestGame_Step(t, 0, 1);
    CHECK_EQ(l->current_state, BIG_GUN_S_AIM);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(b->rot_x, BIG_GUN_LEVEL);
    CHECK_EQ(rider_rel(t, l), BIG_GUN_A_AIM);
    CHECK_EQ(rel_frame(t, l), BIG_GUN_LEVEL);
    CHECK_EQ(rel_frame(t, it), BIG_GUN_LEVEL);
    g->camera.target_elevation = 0;
    g->objects[O3_BIGGUN].rider_control(g, l);
    CHECK_EQ(g->camera.target_elevation, BIG_GUN_CAMERA_ELEVATION);
    CHECK_EQ(b->rot_x, BIG_GUN_LEVEL);

    TestGame_Step(t, INPUT_FORWARD, 5);
    CHECK_EQ(b->rot_x, 35);
    CHECK_EQ(rel_frame(t, l), 35);
    TestGame_Step(t, INPUT_FORWARD, 40);
    CHECK_EQ(b->rot_x, BIG_GUN_TOP);
    TestGame_Step(t, INPUT_BACK, 70);
    CHECK_EQ(b->rot_x, 0);
    CHECK_EQ(rel_frame(t, l), 0);

    TestGame_Step(t, INPUT_LEFT, 1);
    CHECK_EQ(b->rot_y, -2);
    CHECK_EQ(it->rot.y, (int16_t)(start - 2 * BIG_GUN_YAW_UNIT));
    CHECK_EQ(l->rot.y, it->rot.y);
    TestGame_Step(t, INPUT_LEFT, 1);
    CHECK_EQ(b->rot_y, -6);
    TestGame_Step(t, INPUT_LEFT, 60);
    CHECK_EQ(b->rot_y, -BIG_GUN_YAW_STEPS);
    CHECK_EQ(it->rot.y, (int16_t)(start - BIG_GUN_YAW_STEPS * BIG_GUN_YAW_UNIT));
    TestGame_Step(t, INPUT_RIGHT, 1);
    CHECK_EQ(b->rot_y, -BIG_GUN_YAW_STEPS + 2);
    CHECK_EQ(g->lara.vehicle, gun);
    TestGame_Delete(t);
}

/* Roll brings the barrel back to level a step a tick, only while held
 * (let go, it stays where it got to); level, she plays the get-off
 * (animation 1) and at its end stands (her stop), hands free, the gun
 * hers no more. */
TEST(big_gun_tr3_leave_levels_the_barrel_first)
{
    TestGame *t;
    int gun, monkey;
    ROOM_OR_SKIP(t, gun, monkey);
    Game *g = &t->g;
    Item *l = Game_LaraItem(g);
    Item *it = &t->sim.items[gun];
    BigGunInfo *b = it->data;
    CHECK(take(t, gun));
    TestGame_Step(t, INPUT_BACK, 40);
    CHECK_EQ(b->rot_x, 0);
    TestGame_Step(t, INPUT_ROLL, 10);
    CHECK_EQ(b->rot_x, 10);
    TestGame_Step(t, 0, 5);
    CHECK_EQ(b->rot_x, 10);
    CHECK_EQ(l->current_state, BIG_GUN_S_AIM);
    TestGame_Step(t, INPUT_ROLL, 20);
    CHECK_EQ(b->rot_x, BIG_GUN_LEVEL);
    CHECK_EQ(l->current_state, BIG_GUN_S_AIM);
    TestGame_Step(t, INPUT_ROLL, 1);
    CHECK_EQ(l->current_state, BIG_GUN_S_GET_OFF);
    CHECK_EQ(rider_rel(t, l), BIG_GUN_A_GET_OFF);
    for (int i = 0; i < 20 && g->lara.vehicle >= 0; i++)
        TestGame_Step(t, 0, 1);
    CHECK_EQ(g->lara.vehicle, -1);
    CHECK_EQ(l->current_state, LS_STOP);
    CHECK_EQ(g->lara.gun_status, LGS_ARMLESS);
    /* She is on her own feet again: walking takes her off it. */
    int32_t z = l->pos.z;
    TestGame_Step(t, INPUT_BACK, 30);
    CHECK(l->pos.z != z);
    TestGame_Delete(t);
}

static int fresh_rockets(TestGame *t, int *last)
{
    int n = 0;
    for (uint32_t i = 0; i < t->sim.num_items; i++) {
        const Item *it = &t->sim.items[i];
        if (it->object_id == O3_ROCKET && it->active && it->speed <= 24) {
            n++;
            *last = (int)i;
        }
    }
    return n;
}

/* Action fires a rocket from the barrel: pitched 182 x (32 - elevation),
 * along the gun's heading, the big gun's kind (data_index 1); held, the
 * next one 26 ticks later. */
TEST(big_gun_tr3_fires_rockets_every_26_ticks)
{
    TestGame *t;
    int gun, monkey;
    ROOM_OR_SKIP(t, gun, monkey);
    Item *it = &t->sim.items[gun];
    BigGunInfo *b = it->data;
    CHECK(take(t, gun));
    TestGame_Step(t, INPUT_FORWARD, 20);
    TestGame_Step(t, INPUT_RIGHT, 10);
    CHECK_EQ(b->rot_x, BIG_GUN_LEVEL + 20);
    int fired[3], count = 0, rk = -1, was = 0;
    for (int i = 0; i < 60 && count < 3; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        /* A rocket is fresh for a tick or two (speed 16, then 24). */
        int now = fresh_rockets(t, &rk);
        bool new_one = now && !was;
        was = now;
        if (new_one) {
            if (count == 0) {
                const Item *r = &t->sim.items[rk];
                CHECK_EQ(r->rot.x, (int16_t)(182 * (32 - b->rot_x)));
                CHECK_EQ(r->rot.y, it->rot.y);
                CHECK_EQ(r->data_index, 1);
            }
            fired[count++] = i;
        }
    }
    CHECK_EQ(count, 3);
    CHECK_EQ(fired[1] - fired[0], BIG_GUN_RELOAD);
    CHECK_EQ(fired[2] - fired[1], BIG_GUN_RELOAD);
    TestGame_Delete(t);
}

/* The big gun's rockets (data_index 1) hit twice as hard and blast twice
 * as far (the original's item_flags[0] shift): a rocket striking the
 * floor a sector and a half from the stand-in leaves it whole when it is
 * the launcher's, takes 60 from it when it is the big gun's. */
TEST(big_gun_tr3_rocket_blast_twice_as_far_and_hard)
{
    TestGame *t;
    int gun, monkey;
    ROOM_OR_SKIP(t, gun, monkey);
    Game *g = &t->g;
    for (int kind = 0; kind < 2; kind++) {
        Vec3i at = {MONKEY_X - 1536, -200, MONKEY_Z};
        int r = Trap_CreateItem(g, O3_ROCKET, t->sim.items[monkey].room, at, 0);
        CHECK(r >= 0);
        Item *rk = &t->sim.items[r];
        rk->rot.x = -0x4000; /* straight down */
        rk->speed = 16;
        rk->data_index = kind;
        Object_AddActive(g, r);
        rk->status = ITEM_STATUS_ACTIVE;
        TestGame_Step(t, 0, 10);
        CHECK(!rk->active || rk->object_id != O3_ROCKET);
        CHECK_EQ(TARGET_HP - t->sim.items[monkey].hit_points, kind ? 60 : 0);
    }
    TestGame_Delete(t);
}

/* A save keeps her on the gun with its aim: a fresh game loaded from it
 * has the same elevation, swing and reload, and she is still aiming. */
TEST(big_gun_tr3_save_keeps_the_aim)
{
    TestGame *t;
    int gun, monkey;
    ROOM_OR_SKIP(t, gun, monkey);
    CHECK(take(t, gun));
    TestGame_Step(t, INPUT_FORWARD | INPUT_LEFT, 7);
    TestGame_Step(t, INPUT_ACTION, 3);
    BigGunInfo before = *(BigGunInfo *)t->sim.items[gun].data;
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(TestGame_Save(&t->g, &data, &size));
    TestGame_Delete(t);
    int gun2, monkey2;
    TestGame *u = open_room(&gun2, &monkey2);
    CHECK(u != NULL);
    if (u && data) {
        char err[512] = "";
        bool ok = TestGame_Restore(&u->g, data, size, "gun.sav", err, sizeof err);
        CHECK_MSG(ok, "%s", err);
        const BigGunInfo *after = u->sim.items[gun2].data;
        CHECK_EQ(u->g.lara.vehicle, gun2);
        CHECK_EQ(after->rot_x, before.rot_x);
        CHECK_EQ(after->rot_y, before.rot_y);
        CHECK_EQ(after->rot_y_add, before.rot_y_add);
        CHECK_EQ(after->fire_count, before.fire_count);
        CHECK_EQ(after->flags, before.flags);
        CHECK(before.fire_count > 0 && before.rot_y != 0);
    }
    free(data);
    if (u)
        TestGame_Delete(u);
}

/* Its shot's look (tomb3 FireBigGun): five first puffs of the rocket
 * launcher's smoke at the muzzle and eight flames riding on the rocket
 * (TR3's sparks, game/effects/smoke_looks_tr3.c), then the rocket's trail:
 * a puff a tick, a flame every other tick. */
TEST(big_gun_tr3_shot_smoke_and_rocket_flames)
{
    TestGame *t;
    int gun, monkey;
    ROOM_OR_SKIP(t, gun, monkey);
    CHECK(take(t, gun));
    int rk = -1;
    uint32_t made = 0;
    for (int i = 0; i < 10 && !fresh_rockets(t, &rk); i++) {
        uint32_t m = t->g.sparks->made;
        TestGame_Step(t, INPUT_ACTION, 1);
        made = t->g.sparks->made - m;
    }
    CHECK(rk >= 0);
    /* 5 puffs and 8 flames (the rocket's own ticks start with the next) */
    CHECK_MSG(made == 13, "made %u", made);
    int riding = 0;
    for (int i = 0; i < SPARK3_MAX; i++) {
        const Spark3 *s = &t->g.sparks->s[i];
        riding += s->on && (s->flags & SPARK3_ITEM) && s->fx_obj == rk;
    }
    CHECK_EQ(riding, 8);
    CHECK_EQ(t->g.sparks->smoke_weapon, LGT_ROCKET);
    uint32_t m = t->g.sparks->made;
    TestGame_Step(t, 0, 2);
    CHECK_EQ(t->g.sparks->made - m, 3u);
    TestGame_Delete(t);
}
