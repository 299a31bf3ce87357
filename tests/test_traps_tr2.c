/* TR2 traps and effects (game/objects/tr2/trap, game/effects): rooms built
 * at test time (tests/tr_build.h) with Lara borrowed from
 * ../shared/levels/tr2/RANDO_TEST1.TR2; skipped without it. That level
 * carries no trap models but the dart's, so each trap stands on a donor
 * model given the trap's id (said at each test): its spheres, box and
 * animations are the stand-in's, which the rules under test do not read
 * beyond what each test says. Numbers checked are the original's (TRX
 * src/tr2/game/objects/traps, effects). */
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

/* A 6x6-sector room (4x4 inside), floor 0, ceiling 12 clicks up; Lara at
 * (2560, 2560) facing +z. */
static TrBuild *tr2_room(int *room)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (!b)
        return NULL;
    *room = LB_AddRoom(&b->lb, 0, 0, 6, 6, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_AddItem(&b->lb, O2_LARA, *room, 2560, 0, 2560, 0, 0);
    return b;
}

/* Gives the donor's model of object `donor_id` the id `id` (a stand-in for
 * a trap the donor lacks). False when the donor has no such model. */
static inline bool stand_in(TrBuild *b, uint32_t donor_id, uint32_t id)
{
    for (uint32_t i = 0; i < b->donor.num_models; i++)
        if (b->donor.models[i].id == donor_id) {
            b->donor.models[i].id = id;
            return true;
        }
    return false;
}

/* Writes the level, loads it and starts the game with TR2's object table
 * (driven here until GameRules_TR2.setup_objects is switched on). The
 * builder is deleted. NULL (and *why) on failure. */
static TestGame *tr2_start(TrBuild *b, const char *name, char *why, size_t cap)
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

#define TR2_OPEN(t, b, name)                                                   \
    char why_[512] = "";                                                       \
    TestGame *t = tr2_start(b, name, why_, sizeof why_);                       \
    CHECK_MSG(t != NULL, "%s", why_)

#define TR2_ROOM_OR_SKIP(b, room)                                              \
    int room = 0;                                                              \
    TrBuild *b = tr2_room(&room);                                              \
    if (!b)                                                                    \
    SKIP("%s not available", TrBuild_DonorName(GAME_TR2))

/* Ticks until effect fx is gone (at most limit). */
static int ticks_until_gone(TestGame *t, int fx, int16_t object_id, int limit)
{
    int n = 0;
    while (n < limit) {
        bool alive = false;
        for (int i = t->g.effects.next_active; i != EFFECT_NONE; i = t->g.effects.fx[i].next_active)
            alive |= i == fx && t->g.effects.fx[i].object_id == object_id;
        if (!alive)
            break;
        TestGame_Step(t, 0, 1);
        n++;
    }
    return n;
}

/* The shared effect kinds carry TR2's ids in a TR2 level and run there: an
 * explosion is O2_EXPLOSION (14 sprite frames in the donor, one every two
 * ticks: gone after 28), blood O2_BLOOD (6 frames, one every four ticks:
 * 24, drifting at its speed), and both are drawn as sprites. */
TEST(traps2_effects_carry_tr2_ids)
{
    TR2_ROOM_OR_SKIP(b, room);
    TR2_OPEN(t, b, "fx_ids.tr2");
    Game *g = &t->g;
    Vec3i at = { 2560, -512, 3584 };
    int ex = Effect_Explosion(g, &at, room, true);
    int bl = Effect_Blood(g, 2560, -512, 3584, 16, 0, room);
    int16_t ex_id = g->effects.fx[ex].object_id, bl_id = g->effects.fx[bl].object_id;
    SimDrawList dl;
    memset(&dl, 0, sizeof dl);
    bool drew = Effect_AppendDraws(g, &dl);
    size_t sprites = dl.num_sprites;
    SimDraw_Free(&dl);
    int ex_ticks = ticks_until_gone(t, ex, O2_EXPLOSION, 100);
    int32_t bl_z = g->effects.fx[bl].pos.z;
    int sfx = Effect_Ids(g)->sfx_explosion;
    TestGame_Delete(t);
    CHECK_EQ(ex_id, O2_EXPLOSION);
    CHECK_EQ(bl_id, O2_BLOOD);
    CHECK(drew);
    CHECK_EQ(sprites, 2);
    CHECK_EQ(ex_ticks, 28);
    /* blood: 16 units a tick along +z for the 24 ticks it lasts */
    CHECK_EQ(bl_z, 3584 + 16 * 24);
    CHECK_EQ(sfx, 105);
}

/* ---- traps ---------------------------------------------------------------- */

/* A trap item (stand-in model: the donor's dart, one mesh, given the
 * trap's id) in the room; returns its item index in the level (Lara is
 * item 0). */
static int add_trap(TrBuild *b, int room, int16_t id, int x, int y, int z, int16_t angle)
{
    return stand_in(b, O2_DART, (uint32_t)id) ? LB_AddItem(&b->lb, id, room, x, y, z, angle, 0)
                                              : -1;
}

/* A trigger's full activation, as the trigger code leaves an item. */
static void activate(TestGame *t, int index)
{
    Item *it = &t->sim.items[index];
    it->activation_mask = ITEM_MASK_FULL;
    it->timer = 0;
    Object_AddActive(&t->g, index);
    it->status = ITEM_STATUS_ACTIVE;
}

static int count_effects(TestGame *t, int16_t id)
{
    int n = 0;
    for (int i = t->g.effects.next_active; i != EFFECT_NONE; i = t->g.effects.fx[i].next_active)
        n += t->g.effects.fx[i].object_id == id;
    return n;
}

static int16_t lara_hp(TestGame *t) { return Game_LaraItem(&t->g)->hit_points; }

/* The spike wall closes in along its heading at 16 units a tick (speed 1
 * times the sine >> 10) while triggered, stops where the floor ahead is
 * not its own height (the room's far wall: last step to z 5104), and goes
 * home (z 1536, inactive) when its trigger lets go. A touch costs Lara 20
 * with three sprays of blood, once (the touch is used up). Stand-in model:
 * the donor's dart. */
TEST(traps2_spike_wall_closes_in_and_goes_home)
{
    TR2_ROOM_OR_SKIP(b, room);
    int w = add_trap(b, room, O2_SPIKE_WALL, 2560, 0, 1536, 0);
    TR2_OPEN(t, b, "spike_wall.tr2");
    Item *it = &t->sim.items[w];
    activate(t, w);
    TestGame_Step(t, 0, 10);
    int32_t z10 = it->pos.z;
    TestGame_Step(t, 0, 300);
    int32_t z_end = it->pos.z;
    uint8_t st_end = it->status;
    int16_t hp0 = lara_hp(t);
    it->touch_bits = 1;
    TestGame_Step(t, 0, 1);
    int16_t hp1 = lara_hp(t);
    int blood = count_effects(t, O2_BLOOD);
    uint32_t touch_after = it->touch_bits;
    it->activation_mask = 0;
    TestGame_Step(t, 0, 1);
    int32_t z_home = it->pos.z;
    uint8_t st_home = it->status;
    TestGame_Delete(t);
    CHECK_EQ(z10, 1536 + 160);
    CHECK_EQ(z_end, 5104);
    CHECK_EQ(st_end, ITEM_STATUS_DEACTIVATED);
    CHECK_EQ(hp0 - hp1, 20);
    CHECK_EQ(blood, 3);
    CHECK_EQ(touch_after, 0);
    CHECK_EQ(z_home, 1536);
    CHECK_EQ(st_home, ITEM_STATUS_INACTIVE);
}

/* The spiked ceiling comes down 5 a tick while triggered and stops a
 * sector above the floor (from -2560 over floor 0: at -1025, after 307
 * steps), staying there; a touch costs Lara 20. Stand-in: the dart. */
TEST(traps2_ceiling_spikes_come_down)
{
    TR2_ROOM_OR_SKIP(b, room);
    int c = add_trap(b, room, O2_CEILING_SPIKES, 2560, -2560, 3584, 0);
    TR2_OPEN(t, b, "ceiling_spikes.tr2");
    Item *it = &t->sim.items[c];
    activate(t, c);
    TestGame_Step(t, 0, 4);
    int32_t y4 = it->pos.y;
    TestGame_Step(t, 0, 400);
    int32_t y_end = it->pos.y;
    uint8_t st = it->status;
    int16_t hp0 = lara_hp(t);
    it->touch_bits = 1;
    TestGame_Step(t, 0, 1);
    int16_t hp1 = lara_hp(t);
    TestGame_Delete(t);
    CHECK_EQ(y4, -2560 + 20);
    CHECK_EQ(y_end, -1025);
    CHECK_EQ(st, ITEM_STATUS_DEACTIVATED);
    CHECK_EQ(hp0 - hp1, 20);
}

/* The blade cuts Lara for 100 only while cutting (state 2) and only with
 * its blade mesh (touch bit 1); the killer statue for 20 with its sword
 * (bit 7) and one spray. Stand-in: the dart (states set by hand). */
TEST(traps2_blade_and_killer_statue_cut)
{
    TR2_ROOM_OR_SKIP(b, room);
    int bl = add_trap(b, room, O2_BLADE, 1536, 0, 1536, 0);
    int ks = LB_AddItem(&b->lb, O2_KILLER_STATUE, room, 4608, 0, 1536, 0, 0);
    bool statue_model = stand_in(b, O2_FLARE_ITEM, O2_KILLER_STATUE);
    TR2_OPEN(t, b, "blades.tr2");
    CHECK(statue_model);
    Item *blade = &t->sim.items[bl], *statue = &t->sim.items[ks];
    int16_t init_state = blade->current_state;
    activate(t, bl);
    activate(t, ks);
    int16_t hp[6];
    hp[0] = lara_hp(t);
    blade->current_state = 2;
    blade->touch_bits = 0x01; /* not the blade's mesh */
    TestGame_Step(t, 0, 1);
    hp[1] = lara_hp(t);
    blade->current_state = 2;
    blade->touch_bits = 0x02;
    TestGame_Step(t, 0, 1);
    hp[2] = lara_hp(t);
    blade->touch_bits = 0;
    blade->current_state = 1; /* stopped: no cut */
    statue->current_state = 1;
    statue->touch_bits = 0x80;
    TestGame_Step(t, 0, 1);
    hp[3] = lara_hp(t);
    statue->current_state = 2;
    statue->touch_bits = 0x80;
    int blood0 = count_effects(t, O2_BLOOD);
    TestGame_Step(t, 0, 1);
    hp[4] = lara_hp(t);
    int blood1 = count_effects(t, O2_BLOOD);
    TestGame_Delete(t);
    CHECK_EQ(init_state, 1);
    CHECK_EQ(hp[0] - hp[1], 0);
    CHECK_EQ(hp[1] - hp[2], 100);
    CHECK_EQ(hp[2] - hp[3], 0);
    CHECK_EQ(hp[3] - hp[4], 20);
    CHECK_EQ(blood1 - blood0, 1);
}
