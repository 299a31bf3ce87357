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
#include "tests/tr2_trap_room.h"
#include "tests/tr_build.h"

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

/* The state the stand-in model of `id` sits in (its one animation's
 * state), so the trap's own states can be held across its animation's
 * loop. */
static void stand_in_state(TrBuild *b, uint32_t id, uint16_t state)
{
    const Model *m = Level_FindModel(&b->donor, id);
    if (m && m->animation < b->donor.num_animations)
        b->donor.animations[m->animation].state_id = state;
}

/* A trap item (stand-in model: the donor's dart, one mesh, given the
 * trap's id) in the room; returns its item index in the level (Lara is
 * item 0). */
static int add_trap(TrBuild *b, int room, int16_t id, int x, int y, int z, int16_t angle)
{
    return Tr2Room_StandIn(b, O2_DART, (uint32_t)id) ? LB_AddItem(&b->lb, id, room, x, y, z, angle, 0)
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
    bool statue_model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_KILLER_STATUE);
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

/* The spinning blade cuts for 100 while spinning (state 2) and rides the
 * floor (placed 500 up, it is on the floor after a tick); stopped it does
 * not cut. Stand-in: the dart (states set by hand). */
TEST(traps2_spinning_blade_cuts_and_rides_the_floor)
{
    TR2_ROOM_OR_SKIP(b, room);
    int s = add_trap(b, room, O2_SPINNING_BLADE, 1536, -500, 4608, 0);
    TR2_OPEN(t, b, "spinning_blade.tr2");
    Item *it = &t->sim.items[s];
    activate(t, s);
    int16_t hp0 = lara_hp(t);
    it->touch_bits = 1; /* stopped (its set-up state): no cut */
    TestGame_Step(t, 0, 1);
    int16_t hp1 = lara_hp(t);
    int32_t y1 = it->pos.y, floor1 = it->floor;
    it->current_state = 2;
    it->goal_state = 2;
    it->touch_bits = 1;
    TestGame_Step(t, 0, 1);
    int16_t hp2 = lara_hp(t);
    TestGame_Delete(t);
    CHECK_EQ(hp0 - hp1, 0);
    CHECK_EQ(y1, 0);
    CHECK_EQ(floor1, 0);
    CHECK_EQ(hp1 - hp2, 100);
}

/* Lara standing on the springboard's sector at its height is thrown up:
 * fall speed -240 (then one tick of her jump: -234 after gravity), in the
 * forward jump. Stand-in: the dart. */
TEST(traps2_springboard_throws_lara_up)
{
    TR2_ROOM_OR_SKIP(b, room);
    int s = add_trap(b, room, O2_SPRINGBOARD, 2600, 0, 2600, 0);
    TR2_OPEN(t, b, "springboard.tr2");
    activate(t, s);
    Item *lara = Game_LaraItem(&t->g);
    TestGame_Step(t, 0, 1);
    bool up = lara->gravity;
    int16_t fall = lara->fall_speed;
    int32_t y = lara->pos.y;
    int16_t state = lara->current_state;
    int16_t board_goal = t->sim.items[s].goal_state;
    TestGame_Delete(t);
    CHECK(up);
    CHECK_EQ(fall, -240 + 6);
    CHECK_EQ(y, -240 + 6);
    CHECK_EQ(state, 3);
    CHECK_EQ(board_goal, 1);
}

/* Propellers and the power saw: 200 a tick their blades (touch bits 1 and
 * 2) meet Lara while triggered, nothing from the hub (bit 0) nor when
 * one-shot; a deactivated propeller stops colliding, the saw does not.
 * The hook costs 50 on any touch. Stand-in: the dart. */
TEST(traps2_propellers_saw_and_hook_hurt)
{
    TR2_ROOM_OR_SKIP(b, room);
    int p = add_trap(b, room, O2_PROPELLER_3, 1536, 0, 1536, 0);
    int saw = LB_AddItem(&b->lb, O2_POWER_SAW, room, 4608, 0, 1536, 0, 0);
    int hook = LB_AddItem(&b->lb, O2_HOOK, room, 4608, 0, 4608, 0, 0);
    bool models = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_POWER_SAW) &&
                  Tr2Room_StandIn(b, O2_PASSPORT_CLOSED, O2_HOOK);
    TR2_OPEN(t, b, "propellers.tr2");
    CHECK(models);
    Item *prop = &t->sim.items[p], *sw = &t->sim.items[saw], *hk = &t->sim.items[hook];
    activate(t, p);
    activate(t, saw);
    activate(t, hook);
    int16_t hp[6];
    hp[0] = lara_hp(t);
    prop->touch_bits = 0x01;
    TestGame_Step(t, 0, 1);
    hp[1] = lara_hp(t);
    prop->touch_bits = 0x04;
    TestGame_Step(t, 0, 1);
    hp[2] = lara_hp(t);
    prop->touch_bits = 0;
    sw->touch_bits = 0x02;
    TestGame_Step(t, 0, 1);
    hp[3] = lara_hp(t);
    sw->touch_bits = 0x02;
    sw->one_shot = true;
    TestGame_Step(t, 0, 1);
    hp[4] = lara_hp(t);
    sw->touch_bits = 0;
    hk->touch_bits = 0x01;
    TestGame_Step(t, 0, 1);
    hp[5] = lara_hp(t);
    hk->touch_bits = 0;
    /* Deactivated (its animation ended for good): collisions end for a
     * propeller, not for the saw. */
    prop->status = ITEM_STATUS_DEACTIVATED;
    sw->status = ITEM_STATUS_DEACTIVATED;
    prop->collidable = sw->collidable = true;
    TestGame_Step(t, 0, 1);
    bool prop_coll = prop->collidable, saw_coll = sw->collidable;
    TestGame_Delete(t);
    CHECK_EQ(hp[0] - hp[1], 0);
    CHECK_EQ(hp[1] - hp[2], 200);
    CHECK_EQ(hp[2] - hp[3], 200);
    CHECK_EQ(hp[3] - hp[4], 0);
    CHECK_EQ(hp[4] - hp[5], 50);
    CHECK(!prop_coll);
    CHECK(saw_coll);
}

/* An icicle (the stand-in's animation held in the falling state) falls (from 50 a tick, gravity after) costing
 * Lara 200 on a touch, and lands on the floor with only meshes 0, 1, 3
 * and 5 left (0x2B). Stand-in: the dart (its state held at falling). */
TEST(traps2_icicle_falls_and_shatters)
{
    TR2_ROOM_OR_SKIP(b, room);
    int ic = add_trap(b, room, O2_ICICLE, 1536, -2048, 4608, 0);
    stand_in_state(b, O2_ICICLE, 2); /* falling */
    TR2_OPEN(t, b, "icicle.tr2");
    Item *it = &t->sim.items[ic];
    activate(t, ic);
    int16_t hp0 = lara_hp(t);
    it->touch_bits = 1;
    TestGame_Step(t, 0, 1);
    int16_t hp1 = lara_hp(t);
    int32_t y1 = it->pos.y;
    it->touch_bits = 0;
    int ticks = 1;
    while (it->gravity && ticks < 100) {
        TestGame_Step(t, 0, 1);
        ticks++;
    }
    int32_t y_end = it->pos.y;
    uint32_t meshes = it->mesh_bits;
    int16_t land_goal = it->goal_state;
    TestGame_Delete(t);
    CHECK_EQ(hp0 - hp1, 200);
    /* first tick: 50 (+ 6 of gravity in the animation step) */
    CHECK_EQ(y1, -2048 + 56);
    CHECK_EQ(y_end, 0);
    CHECK_EQ(meshes, 0x2B);
    CHECK_EQ(land_goal, 3);
}

/* TR2's crumbling tiles: the first two kinds are floor half a sector above
 * their origin while set, the third a whole sector (and their ceiling a
 * click below that); Lara standing at that height sets one off, anywhere
 * else it goes back to sleep. Stand-in: the dart. */
TEST(traps2_falling_blocks_tile_heights)
{
    TR2_ROOM_OR_SKIP(b, room);
    int b1 = add_trap(b, room, O2_FALLING_BLOCK_1, 1536, 0, 1536, 0);
    int b3 = LB_AddItem(&b->lb, O2_FALLING_BLOCK_3, room, 4608, 0, 1536, 0, 0);
    bool model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_FALLING_BLOCK_3);
    TR2_OPEN(t, b, "falling_blocks.tr2");
    CHECK(model);
    Game *g = &t->g;
    int32_t f1 = 99, f3 = 99, c3 = 99;
    g->objects[O2_FALLING_BLOCK_1].floor(g, b1, 1536, -2000, 1536, &f1);
    g->objects[O2_FALLING_BLOCK_3].floor(g, b3, 4608, -2000, 1536, &f3);
    g->objects[O2_FALLING_BLOCK_3].ceiling(g, b3, 4608, -100, 1536, &c3);
    Item *tile = &t->sim.items[b3];
    activate(t, b3);
    TestGame_Step(t, 0, 1); /* Lara on the floor (0), not on its top */
    uint8_t asleep = tile->status;
    activate(t, b3);
    Item *lara = Game_LaraItem(g);
    lara->pos.y = -1024; /* on its top */
    g->objects[O2_FALLING_BLOCK_3].control(g, b3);
    int16_t goal = tile->goal_state;
    TestGame_Delete(t);
    CHECK_EQ(f1, -512);
    CHECK_EQ(f3, -1024);
    CHECK_EQ(c3, -1024 + 256);
    CHECK_EQ(asleep, ITEM_STATUS_INACTIVE);
    CHECK_EQ(goal, 1);
}

/* TR2's pendulum costs Lara 50 on any touch, whatever its state (TR1's:
 * 100, only while swinging), with one spray. The falling ceiling drops
 * when set off (gravity), costs 300 a tick it touches her while falling
 * and lands on the floor under it. Stand-ins: the dart and the flare. */
TEST(traps2_pendulum_and_falling_ceiling)
{
    TR2_ROOM_OR_SKIP(b, room);
    int p = add_trap(b, room, O2_PENDULUM_2, 1536, -1024, 1536, 0);
    int fc = LB_AddItem(&b->lb, O2_FALLING_CEILING, room, 4608, -2048, 4608, 0, 0);
    bool model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_FALLING_CEILING);
    stand_in_state(b, O2_FALLING_CEILING, 1); /* falling (TRAP_ACTIVATE) */
    TR2_OPEN(t, b, "pendulum_ceiling.tr2");
    CHECK(model);
    Item *pend = &t->sim.items[p], *ceil = &t->sim.items[fc];
    activate(t, p);
    int16_t hp0 = lara_hp(t);
    pend->current_state = 0;
    pend->touch_bits = 1;
    TestGame_Step(t, 0, 1);
    int16_t hp1 = lara_hp(t);
    activate(t, fc);
    ceil->current_state = 0; /* set: it lets go */
    TestGame_Step(t, 0, 1);
    bool falling = ceil->gravity;
    ceil->touch_bits = 1;
    TestGame_Step(t, 0, 1);
    int16_t hp2 = lara_hp(t);
    for (int i = 0; i < 100 && ceil->gravity; i++)
        TestGame_Step(t, 0, 1);
    int32_t landed = ceil->pos.y;
    int16_t goal = ceil->goal_state;
    TestGame_Delete(t);
    CHECK_EQ(hp0 - hp1, 50);
    CHECK(falling);
    CHECK_EQ(hp1 - hp2, 300);
    CHECK_EQ(landed, 0);
    CHECK_EQ(goal, 2);
}

/* A firing dart emitter (stand-in: the flare's model, held in the firing
 * state) puts a dart 412 out of its wall (heading 0: z - 412) and half a
 * sector up, no dust; the dart (the donor's own model) spins 4096 of
 * pitch a tick, stings Lara for 50 on a touch, and on the floor is gone
 * leaving a ricochet (6 ticks). The teeth doors (TR1's routine, stand-in:
 * the passport) bite for 400 with six sprays when shut on her. */
TEST(traps2_darts_and_teeth)
{
    TR2_ROOM_OR_SKIP(b, room);
    int em = LB_AddItem(&b->lb, O2_DART_EMITTER, room, 2560, 0, 1536, 0, 0);
    int teeth = LB_AddItem(&b->lb, O2_TEETH_TRAP, room, 4608, 0, 4608, 0, 0);
    bool models = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_DART_EMITTER) &&
                  Tr2Room_StandIn(b, O2_PASSPORT_CLOSED, O2_TEETH_TRAP);
    stand_in_state(b, O2_DART_EMITTER, 1);
    stand_in_state(b, O2_TEETH_TRAP, 1);
    TR2_OPEN(t, b, "darts.tr2");
    CHECK(models);
    activate(t, em);
    int n0 = (int)t->sim.num_items;
    TestGame_Step(t, 0, 1);
    int dart = Test_FirstItem(&t->sim, O2_DART);
    bool made = dart >= n0;
    Vec3i at = made ? t->sim.items[dart].pos : (Vec3i){ 0, 0, 0 };
    int dust = count_effects(t, O2_DART_EFFECT);
    /* The stand-in's one-frame cycle would fire every tick: one dart is
     * enough. */
    Sim_RemoveActive(&t->sim, em);
    int16_t hp0 = lara_hp(t);
    if (made)
        t->sim.items[dart].touch_bits = 1;
    TestGame_Step(t, 0, 1);
    int16_t hp1 = lara_hp(t);
    int16_t pitch = made ? t->sim.items[dart].rot.x : 0; /* its first tick */
    if (made)
        t->sim.items[dart].pos.y = 0; /* down on the floor */
    int ticks = 0;
    while (made && t->sim.items[dart].active && ticks < 200) {
        TestGame_Step(t, 0, 1);
        ticks++;
    }
    int ric = count_effects(t, O2_RICOCHET);
    activate(t, teeth);
    Item *tt = &t->sim.items[teeth];
    tt->current_state = 1;
    tt->touch_bits = 1;
    int blood0 = count_effects(t, O2_BLOOD);
    int16_t hp2 = lara_hp(t);
    TestGame_Step(t, 0, 1);
    int16_t hp3 = lara_hp(t);
    int blood1 = count_effects(t, O2_BLOOD);
    TestGame_Delete(t);
    CHECK(made);
    CHECK_EQ(at.x, 2560);
    CHECK_EQ(at.z, 1536 - 412); /* made during the items' step: it moves from the next */
    CHECK_EQ(at.y, -512);
    CHECK_EQ(pitch, 4096);
    CHECK_EQ(dust, 0);
    CHECK_EQ(hp0 - hp1, 50);
    CHECK(ticks < 3);
    CHECK_EQ(ric, 1);
    CHECK_EQ(hp2 - hp3, 400);
    CHECK_EQ(blood1 - blood0, 6);
}

/* A triggered flame emitter lights TR2's flame: Lara within 600 of it
 * loses 5 and, within 450 (she stands 400 away), catches fire; the flame
 * on her then costs 7 a tick. Stand-in emitter model: the flare's. */
TEST(traps2_flame_sets_lara_alight)
{
    TR2_ROOM_OR_SKIP(b, room);
    int em = LB_AddItem(&b->lb, O2_FLAME_EMITTER, room, 2560, 0, 2960, 0, 0);
    bool model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_FLAME_EMITTER);
    TR2_OPEN(t, b, "flame.tr2");
    CHECK(model);
    activate(t, em);
    int16_t hp0 = lara_hp(t);
    TestGame_Step(t, 0, 1);
    int16_t hp1 = lara_hp(t);
    int flames = count_effects(t, O2_FLAME);
    TestGame_Step(t, 0, 1);
    int16_t hp2 = lara_hp(t);
    int on_lara = 0;
    for (int i = t->g.effects.next_active; i != EFFECT_NONE; i = t->g.effects.fx[i].next_active)
        on_lara += t->g.effects.fx[i].object_id == O2_FLAME && t->g.effects.fx[i].counter < 0;
    TestGame_Delete(t);
    CHECK_EQ(hp0 - hp1, 5);
    CHECK_EQ(flames, 2);
    CHECK_EQ(hp1 - hp2, 7);
    CHECK_EQ(on_lara, 1);
}

/* The rolling balls look for a wall ahead: the boulder 384 ahead (from
 * z 4864 facing +z the far wall at 5120 is within it: it stops, status
 * deactivated, and goes home when its trigger lets go), the snowball a
 * whole sector ahead (from z 4608 the wall is within 1024: it breaks,
 * goal 2, while the boulder from 4608 rolls on). Stand-ins: the dart, the
 * flare and the passport (their animations do not move them). */
TEST(traps2_rolling_balls_stop_at_walls)
{
    TR2_ROOM_OR_SKIP(b, room);
    int b1 = add_trap(b, room, O2_ROLLING_BALL_1, 1536, 0, 4864, 0);
    int b2 = LB_AddItem(&b->lb, O2_ROLLING_BALL_2, room, 2560, 0, 4608, 0, 0);
    int b1far = LB_AddItem(&b->lb, O2_ROLLING_BALL_1, room, 4608, 0, 4608, 0, 0);
    bool models = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_ROLLING_BALL_2);
    TR2_OPEN(t, b, "rolling_balls.tr2");
    CHECK(models);
    activate(t, b1);
    activate(t, b2);
    activate(t, b1far);
    TestGame_Step(t, 0, 1);
    Item *boulder = &t->sim.items[b1], *snow = &t->sim.items[b2], *far = &t->sim.items[b1far];
    uint8_t st1 = boulder->status, st_far = far->status;
    int16_t goal2 = snow->goal_state;
    uint8_t st2 = snow->status;
    boulder->pos.z = 4800; /* moved off home */
    boulder->activation_mask = 0;
    TestGame_Step(t, 0, 1);
    int32_t home_z = boulder->pos.z;
    uint8_t home_st = boulder->status;
    TestGame_Delete(t);
    CHECK_EQ(st1, ITEM_STATUS_DEACTIVATED);
    CHECK_EQ(st_far, ITEM_STATUS_ACTIVE);
    CHECK_EQ(goal2, 2);
    CHECK_EQ(st2, ITEM_STATUS_ACTIVE);
    CHECK_EQ(home_z, 4864);
    CHECK_EQ(home_st, ITEM_STATUS_INACTIVE);
}

/* The ember emitter throws an ember every tick, triggered or not (TR1's
 * lava emitter's routine; the ember is TR1's too: 10 to Lara within 200).
 * The big bowl pouring (stand-in held in its pouring state) makes a hot
 * liquid sprite each tick that falls (gravity from 0) and splashes on the
 * floor, and flips the map at its 150th pouring tick. Stand-ins: the dart
 * (emitter) and the flare (bowl). */
TEST(traps2_embers_and_big_bowl)
{
    TR2_ROOM_OR_SKIP(b, room);
    int em = add_trap(b, room, O2_EMBER_EMITTER, 1536, 0, 1536, 0);
    int bowl = LB_AddItem(&b->lb, O2_BIG_BOWL, room, 3584, -1536, 3584, 0, 0);
    bool model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_BIG_BOWL);
    stand_in_state(b, O2_BIG_BOWL, 1);
    TR2_OPEN(t, b, "bowl.tr2");
    CHECK(model);
    Object_AddActive(&t->g, em); /* as a level start would (no trigger needed) */
    TestGame_Step(t, 0, 3);
    int embers = count_effects(t, O2_EMBER);
    Sim_RemoveActive(&t->sim, em);
    activate(t, bowl);
    TestGame_Step(t, 0, 1);
    int liquid = count_effects(t, O2_HOT_LIQUID);
    int32_t y0 = 0;
    for (int i = t->g.effects.next_active; i != EFFECT_NONE; i = t->g.effects.fx[i].next_active)
        if (t->g.effects.fx[i].object_id == O2_HOT_LIQUID)
            y0 = t->g.effects.fx[i].pos.y;
    bool flipped_early = t->g.world.flipped;
    TestGame_Step(t, 0, 148);
    bool flipped_148 = t->g.world.flipped;
    TestGame_Step(t, 0, 1);
    bool flipped_149 = t->g.world.flipped;
    int splashes = count_effects(t, O2_SPLASH);
    TestGame_Delete(t);
    CHECK_EQ(embers, 3);
    CHECK_EQ(liquid, 1);
    /* 612 below the bowl's -1536 (its first tick's fall is 0) */
    CHECK_EQ(y0, -1536 + 612);
    CHECK(!flipped_early && !flipped_148);
    CHECK(flipped_149);
    CHECK(splashes > 0);
}

/* The first window breaks when Lara meets it at 50 or more along its
 * facing (40: it holds), the second as soon as it is triggered; broken:
 * pane gone (mesh bits ~1), not collidable, one-shot, deactivated (the
 * creature box it blocks is not checked: the built level's boxes are not
 * blockable). Stand-ins: the dart and the flare. */
TEST(traps2_windows_break)
{
    TR2_ROOM_OR_SKIP(b, room);
    int w1 = add_trap(b, room, O2_WINDOW_1, 1536, 0, 4608, 0);
    int w2 = LB_AddItem(&b->lb, O2_WINDOW_2, room, 4608, 0, 4608, 0, 0);
    bool model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_WINDOW_2);
    TR2_OPEN(t, b, "windows.tr2");
    CHECK(model);
    Item *a = &t->sim.items[w1], *c = &t->sim.items[w2];
    Item *lara = Game_LaraItem(&t->g);
    uint32_t start_meshes = a->mesh_bits;
    activate(t, w1);
    lara->speed = 40;
    a->touch_bits = 1;
    t->g.objects[O2_WINDOW_1].control(&t->g, w1);
    bool held = !a->one_shot && a->mesh_bits == 1;
    lara->speed = 60;
    a->touch_bits = 1;
    t->g.objects[O2_WINDOW_1].control(&t->g, w1);
    bool broke = a->one_shot && a->mesh_bits == ~1u && !a->collidable &&
                 a->status == ITEM_STATUS_DEACTIVATED;
    activate(t, w2);
    TestGame_Step(t, 0, 1);
    bool broke2 = c->one_shot && c->mesh_bits == ~1u && c->status == ITEM_STATUS_DEACTIVATED;
    TestGame_Delete(t);
    CHECK_EQ(start_meshes, 1);
    CHECK(held);
    CHECK(broke);
    CHECK(broke2);
}

/* The bell swings while active (goal 1) and, at rest (state 0), is taken
 * off the active list. Stand-in: the dart (held at rest). */
TEST(traps2_bell_rests)
{
    TR2_ROOM_OR_SKIP(b, room);
    int bell = add_trap(b, room, O2_BELL, 1536, -1024, 1536, 0);
    TR2_OPEN(t, b, "bell.tr2");
    Item *it = &t->sim.items[bell];
    activate(t, bell);
    TestGame_Step(t, 0, 1);
    int16_t goal = it->goal_state;
    bool active = it->active;
    uint8_t st = it->status;
    TestGame_Delete(t);
    CHECK_EQ(goal, 1);
    CHECK(!active);
    CHECK_EQ(st, ITEM_STATUS_INACTIVE);
}

/* TR2's effects of its own: the fire stream flies at 200 towards Lara and
 * within 350 costs her 3 and sets her alight; a body part reaching her
 * costs its counter (here 40) and is gone, an armed one landing becomes
 * an explosion; a twinkle with a negative counter fades out over that many
 * ticks, one naming an item drifts a sixteenth of the way to it a tick. */
TEST(traps2_fire_stream_body_parts_twinkles)
{
    TR2_ROOM_OR_SKIP(b, room);
    TR2_OPEN(t, b, "tr2_effects.tr2");
    Game *g = &t->g;
    Item *lara = Game_LaraItem(g);
    int fs = Effect_FireStreamTR2(g, 2560, -500, 4560, 0, 0, room);
    int16_t fs_speed = g->effects.fx[fs].speed;
    int16_t hp0 = lara_hp(t);
    int ticks = 0;
    while (lara_hp(t) == hp0 && ticks < 30) {
        TestGame_Step(t, 0, 1);
        ticks++;
    }
    int16_t hp1 = lara_hp(t);
    TestGame_Step(t, 0, 1); /* the flame on her burns from the next tick */
    int on_lara = 0;
    for (int i = g->effects.next_active; i != EFFECT_NONE; i = g->effects.fx[i].next_active)
        on_lara += g->effects.fx[i].object_id == O2_FLAME && g->effects.fx[i].counter < 0;
    Effect_LaraExtinguish(g);
    if (count_effects(t, O2_MISSILE_FLAME))
        Effect_Kill(g, fs); /* done with it */

    /* A body part dropped onto Lara's head: 40 off, gone. */
    int bp = Effect_Create(g, room);
    Effect *e = &g->effects.fx[bp];
    e->pos = (Vec3i){ lara->pos.x, lara->pos.y - 700, lara->pos.z };
    e->rot = (Vec3s){ 0, 0, 0 };
    e->speed = 0;
    e->fall_speed = 0;
    e->counter = 40;
    e->frame_num = 0;
    e->object_id = O2_BODY_PART;
    int16_t hp2 = lara_hp(t);
    TestGame_Step(t, 0, 1);
    int16_t hp3 = lara_hp(t);
    bool bp_gone = g->effects.fx[bp].object_id != O2_BODY_PART || Effect_ActiveCount(g) == 0;
    /* An armed one falling onto the floor far from her: an explosion. */
    int bp2 = Effect_Create(g, room);
    e = &g->effects.fx[bp2];
    e->pos = (Vec3i){ 1536, -20, 1536 };
    e->speed = 0;
    e->fall_speed = 0;
    e->counter = -5;
    e->object_id = O2_BODY_PART;
    TestGame_Step(t, 0, 5);
    int16_t bp2_id = g->effects.fx[bp2].object_id;

    /* Twinkles. */
    int tw = Effect_Create(g, room);
    e = &g->effects.fx[tw];
    e->pos = (Vec3i){ 1536, -1000, 1536 };
    e->counter = -3;
    e->frame_num = 0;
    e->object_id = O2_TWINKLE;
    TestGame_Step(t, 0, 2);
    bool alive2 = g->effects.fx[tw].object_id == O2_TWINKLE && g->effects.fx[tw].counter == -1;
    TestGame_Step(t, 0, 1);
    int tw_left = count_effects(t, O2_TWINKLE);
    int tw2 = Effect_Create(g, room);
    e = &g->effects.fx[tw2];
    e->pos = (Vec3i){ lara->pos.x + 1600, lara->pos.y, lara->pos.z };
    e->counter = (int16_t)t->sim.lara;
    e->frame_num = 0;
    e->object_id = O2_TWINKLE;
    TestGame_Step(t, 0, 1);
    int32_t tw_dx = g->effects.fx[tw2].pos.x - lara->pos.x;
    TestGame_Delete(t);
    CHECK_EQ(fs_speed, 200);
    CHECK(ticks < 30);
    CHECK_EQ(hp0 - hp1, 3);
    CHECK_EQ(on_lara, 1);
    CHECK_EQ(hp2 - hp3, 40);
    CHECK(bp_gone);
    CHECK_EQ(bp2_id, O2_EXPLOSION);
    CHECK(alive2);
    CHECK_EQ(tw_left, 0);
    CHECK_EQ(tw_dx, 1600 - 100);
}

/* TR2's floor spikes (TR1's routine with TR2's landing rule): Lara
 * landing on them at one tick of gravity (6) is only hurt (15), any faster
 * kills her (TR1's kill from any downward speed). The collision routine
 * is called with Lara on them. Stand-in: the dart (placed at her middle
 * so its small mesh meets her spheres). */
TEST(traps2_spikes_kill_a_fast_landing_only)
{
    TR2_ROOM_OR_SKIP(b, room);
    int sp = add_trap(b, room, O2_SPIKES, 2560, -400, 2560, 0); /* at her middle: the dart is small */
    TR2_OPEN(t, b, "spikes.tr2");
    Game *g = &t->g;
    Item *lara = Game_LaraItem(g);
    CollInfo c;
    memset(&c, 0, sizeof c);
    c.radius = 100;
    lara->gravity = true;
    lara->fall_speed = 6;
    int16_t hp0 = lara->hit_points;
    g->objects[O2_SPIKES].collision(g, sp, lara, &c);
    int16_t hp1 = lara->hit_points;
    lara->fall_speed = 7;
    g->objects[O2_SPIKES].collision(g, sp, lara, &c);
    int16_t hp2 = lara->hit_points;
    int16_t state = lara->current_state;
    TestGame_Delete(t);
    CHECK_MSG(hp0 - hp1 == 15, "slow landing: %d -> %d", hp0, hp1);
    CHECK(hp2 < 0);
    CHECK_EQ(state, 8);
}

/* A boat over a mine (within half a sector across, two sectors up) sets
 * it off: an explosion a sector above it, only its first mesh left, not
 * collidable, one-shot; the boat is taken out; another mine then goes off
 * on a later tick, when its control-stream number comes up 0x7800 or more.
 * Stand-ins: the dart (mines) and the flare (boat). */
TEST(traps2_mines_go_off_under_the_boat)
{
    TR2_ROOM_OR_SKIP(b, room);
    int m1 = add_trap(b, room, O2_MINE, 2560, 0, 1536, 0);
    int m2 = LB_AddItem(&b->lb, O2_MINE, room, 4608, 0, 4608, 0, 0);
    int boat = LB_AddItem(&b->lb, O2_BOAT, room, 2560, -2048, 1636, 0, 0);
    bool model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_BOAT);
    TR2_OPEN(t, b, "mines.tr2");
    CHECK(model);
    activate(t, m1);
    activate(t, m2);
    TestGame_Step(t, 0, 2);
    Item *a = &t->sim.items[m1], *c = &t->sim.items[m2], *bt = &t->sim.items[boat];
    bool first = a->one_shot && a->mesh_bits == 1 && !a->collidable;
    int32_t ex_y = 0;
    for (int i = t->g.effects.next_active; i != EFFECT_NONE; i = t->g.effects.fx[i].next_active)
        if (t->g.effects.fx[i].object_id == O2_EXPLOSION)
            ex_y = t->g.effects.fx[i].pos.y;
    bool boat_gone = bt->hit_points == -1 && !bt->active;
    bool second_early = c->one_shot;
    int ticks = 0;
    while (!c->one_shot && ticks < 300) {
        TestGame_Step(t, 0, 1);
        ticks++;
    }
    TestGame_Delete(t);
    CHECK(first);
    CHECK_EQ(ex_y, -1024);
    CHECK(boat_gone);
    CHECK(!second_early); /* the chance is one in sixteen a tick */
    CHECK(ticks < 300);
}
