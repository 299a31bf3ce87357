/* TR2's scenery kinds (game/objects/tr2/general: the helicopters, the
 * earthquake...): rooms built at test time (tests/tr_build.h) with Lara
 * borrowed from ../shared/levels/tr2/RANDO_TEST1.TR2; skipped without it.
 * That level carries none of these models, so each stands on a donor model
 * given the kind's id (said at each test). Numbers checked are the
 * original's (TRX src/tr2/game/objects/general). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/rules/rules.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"

#define SFX2_HELICOPTER_LOOP 297

/* A 6x6-sector room (4x4 inside), floor 0, ceiling 12 clicks up; Lara at
 * (2560, 2560). */
static TrBuild *scenery_room(int *room)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    *room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O2_LARA, *room, 2560, 0, 2560, 0, 0);
    return b;
}

/* Gives the donor's model of `donor_id` the id `id` (a stand-in). */
static bool stand_in(TrBuild *b, uint32_t donor_id, uint32_t id)
{
    for (uint32_t i = 0; i < b->donor.num_models; i++)
        if (b->donor.models[i].id == donor_id) {
            b->donor.models[i].id = id;
            return true;
        }
    return false;
}

/* Writes, loads and starts the level with TR2's object table; the builder
 * is deleted. NULL (and *why) on failure. */
static TestGame *scenery_start(TrBuild *b, const char *name, char *why, size_t cap)
{
    const char *path = TrBuild_Write(b, name, why, cap);
    TestGame *t = path ? calloc(1, sizeof *t) : NULL;
    bool ok = t && TestGame_OpenPath(t, path);
    TrBuild_Delete(b);
    if (!ok) {
        if (path)
            snprintf(why, cap, "%s does not open", name);
        free(t);
        return NULL;
    }
    if (!GameRules_TR2.setup_objects) {
        Object_SetupTR2(&t->g);
        Object_InitialiseItems(&t->g);
    }
    return t;
}

#define SCENERY_OPEN(t, b, name)                                               \
    char why_[512] = "";                                                       \
    TestGame *t = scenery_start(b, name, why_, sizeof why_);                   \
    CHECK_MSG(t != NULL, "%s", why_)

#define SCENERY_ROOM_OR_SKIP(b, room)                                          \
    int room = 0;                                                              \
    TrBuild *b = scenery_room(&room);                                          \
    if (!b)                                                                    \
    SKIP("%s not available", TrBuild_DonorName(GAME_TR2))

/* Records the point sounds the game plays (one id at a time). */
static int s_sound_id, s_sounds;
static Vec3i s_sound_pos;
static void record_sound(void *user, int id, const Vec3i *pos)
{
    (void)user;
    if (id != s_sound_id || !pos)
        return;
    s_sounds++;
    s_sound_pos = *pos;
}

static void listen_for(TestGame *t, int id)
{
    s_sound_id = id;
    s_sounds = 0;
    t->g.effects.play_sound = record_sound;
}

static void set_going(TestGame *t, int index)
{
    Object_AddActive(&t->g, index);
    t->sim.items[index].status = ITEM_STATUS_ACTIVE;
}

/* ---- the helicopters -------------------------------------------------------- */

/* Gives the stand-in model of `id` the state `state` in its first
 * animation, so that state holds across the animation's loops. */
static bool set_stand_in_state(TrBuild *b, uint32_t id, uint16_t state)
{
    for (uint32_t i = 0; i < b->donor.num_models; i++)
        if (b->donor.models[i].id == id && b->donor.models[i].animation < b->donor.num_animations) {
            b->donor.animations[b->donor.models[i].animation].state_id = state;
            return true;
        }
    return false;
}

/* The mini copter (a stand-in: the donor's flare model) flies along +z at
 * 100 units a tick, its rotor sounding a quarter of the way from Lara to
 * it, and is gone once more than thirty sectors (30720) from her along z:
 * from her own z, after 308 ticks. */
TEST(tr2_mini_copter_flies_off_along_z)
{
    SCENERY_ROOM_OR_SKIP(b, room);
    bool model = stand_in(b, O2_FLARE_ITEM, O2_MINI_COPTER);
    int c = LB_AddItem(&b->lb, O2_MINI_COPTER, room, 3584, -1024, 2560, 0, 0);
    SCENERY_OPEN(t, b, "mini_copter.tr2");
    listen_for(t, SFX2_HELICOPTER_LOOP);
    Item *it = &t->sim.items[c];
    const Item *lara = Game_LaraItem(&t->g);
    set_going(t, c);
    TestGame_Step(t, 0, 10);
    int32_t z10 = it->pos.z;
    Vec3i heard = s_sound_pos, expect = lara->pos;
    expect.x += (it->pos.x - lara->pos.x) >> 2;
    expect.y += (it->pos.y - lara->pos.y) >> 2;
    expect.z += (it->pos.z - lara->pos.z) >> 2;
    int sounds10 = s_sounds;
    int gone = -1;
    for (int i = 10; i < 400 && gone < 0; i++) {
        if (!it->active)
            gone = i;
        else
            TestGame_Step(t, 0, 1);
    }
    int32_t lara_z = lara->pos.z;
    TestGame_Delete(t);
    CHECK(model);
    CHECK_EQ(z10, 2560 + 10 * 100);
    CHECK_EQ(sounds10, 10);
    CHECK_EQ(heard.x, expect.x);
    CHECK_EQ(heard.y, expect.y);
    CHECK_EQ(heard.z, expect.z);
    CHECK_EQ(lara_z, 2560);
    CHECK_EQ(gone, 308);
}

/* The copter (a stand-in: the donor's flare model, its animation given
 * the copter's spin state, 1) keeps spinning while its
 * trigger is live; a one-shot trigger sends it to take off (state 2). Its
 * rotor sounds every tick; deactivated (its take-off's end) it is gone. */
TEST(tr2_copter_takes_off_when_its_trigger_is_spent)
{
    SCENERY_ROOM_OR_SKIP(b, room);
    bool model = stand_in(b, O2_FLARE_ITEM, O2_COPTER) && set_stand_in_state(b, O2_COPTER, 1);
    int c = LB_AddItem(&b->lb, O2_COPTER, room, 3584, -1024, 3584, 0, 0);
    SCENERY_OPEN(t, b, "copter.tr2");
    listen_for(t, SFX2_HELICOPTER_LOOP);
    Item *it = &t->sim.items[c];
    set_going(t, c);
    it->current_state = it->goal_state = 1;
    TestGame_Step(t, 0, 3);
    int goal_live = it->goal_state, sounds = s_sounds;
    it->one_shot = true;
    TestGame_Step(t, 0, 1);
    int goal_spent = it->goal_state;
    bool alive = it->active;
    it->status = ITEM_STATUS_DEACTIVATED;
    TestGame_Step(t, 0, 1);
    bool gone = !it->active && it->hit_points == -1;
    TestGame_Delete(t);
    CHECK(model);
    CHECK_EQ(goal_live, 1);
    CHECK_EQ(sounds, 3);
    CHECK_EQ(goal_spent, 2);
    CHECK(alive);
    CHECK(gone);
}
