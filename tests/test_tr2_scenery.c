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
#include "tests/tr2_trap_room.h"
#include "tests/tr_build.h"

#define SFX2_HELICOPTER_LOOP 297

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

/* As record_sound, global sounds (no point) too. */
static void record_sound_any(void *user, int id, const Vec3i *pos)
{
    (void)user;
    (void)pos;
    s_sounds += id == s_sound_id;
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
    TR2_ROOM_OR_SKIP(b, room);
    bool model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_MINI_COPTER);
    int c = LB_AddItem(&b->lb, O2_MINI_COPTER, room, 3584, -1024, 2560, 0, 0);
    TR2_OPEN(t, b, "mini_copter.tr2");
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
    TR2_ROOM_OR_SKIP(b, room);
    bool model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_COPTER) && set_stand_in_state(b, O2_COPTER, 1);
    int c = LB_AddItem(&b->lb, O2_COPTER, room, 3584, -1024, 3584, 0, 0);
    TR2_OPEN(t, b, "copter.tr2");
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

/* ---- the earthquake --------------------------------------------------------- */

#define SFX2_DRAGON_FEET 298

/* The earthquake (a stand-in: the donor's passport model) in a room with
 * a flame emitter (stand-in: the flare) and two falling ceilings (stand-in:
 * the dart), and one more falling ceiling in a second room. Its control is
 * run by itself, tick by tick, against a copy of the random streams: when
 * the draw stream gives under 512 the rumble sounds and the camera bounce
 * is -200; when the control stream gives under 512 the flame emitter is
 * set off (once: after that it is active), under 1024 the first idle
 * falling ceiling of its own room, fully triggered. The one in the other
 * room never is. */
TEST(tr2_earthquake_rumbles_and_sets_off_its_room)
{
    TR2_ROOM_OR_SKIP(b, room);
    int other = LB_AddRoom(&b->lb, 12, 0, 4, 4, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    bool model = Tr2Room_StandIn(b, O2_PASSPORT_CLOSED, O2_EARTHQUAKE) &&
                 Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_FLAME_EMITTER) &&
                 Tr2Room_StandIn(b, O2_DART, O2_FALLING_CEILING);
    int q = LB_AddItem(&b->lb, O2_EARTHQUAKE, room, 1536, 0, 1536, 0, 0);
    int flame = LB_AddItem(&b->lb, O2_FLAME_EMITTER, room, 3584, 0, 1536, 0, 0);
    int ceil1 = LB_AddItem(&b->lb, O2_FALLING_CEILING, room, 1536, -2048, 3584, 0, 0);
    int ceil2 = LB_AddItem(&b->lb, O2_FALLING_CEILING, room, 3584, -2048, 3584, 0, 0);
    int far = LB_AddItem(&b->lb, O2_FALLING_CEILING, other, 12 * 1024 + 1536, -2048, 1536, 0, 0);
    TR2_OPEN(t, b, "earthquake.tr2");
    Game *g = &t->g;
    void (*control)(Game *, int) = Object_Info(g, O2_EARTHQUAKE)->control;
    CHECK(model);
    if (!control) {
        TestGame_Delete(t);
        CHECK_MSG(false, "the earthquake has no control routine");
    }
    s_sound_id = SFX2_DRAGON_FEET;
    s_sounds = 0;
    t->g.effects.play_sound = record_sound_any;
    int rumbles = 0, flames = 0, ceilings = 0, mismatches = 0, bounce_bad = 0;
    bool flame_set = false;
    int ceilings_idle = 2;
    for (int i = 0; i < 4000; i++) {
        Prng next = t->sim.prng;
        bool rumble = Prng_Draw(&next) < 512;
        int32_t r = Prng_Control(&next);
        int sounds0 = s_sounds;
        g->camera.bounce = 0;
        control(g, q);
        if (rumble) {
            rumbles++;
            bounce_bad += g->camera.bounce != -200;
        }
        mismatches += (s_sounds - sounds0) != (rumble ? 1 : 0);
        bool flame_now = t->sim.items[flame].active;
        int idle = !t->sim.items[ceil1].active + !t->sim.items[ceil2].active;
        if (r < 512) {
            flames++;
            mismatches += !flame_now;
        } else if (r < 1024) {
            ceilings++;
            mismatches += idle != (ceilings_idle > 0 ? ceilings_idle - 1 : 0);
        } else {
            mismatches += flame_now != flame_set || idle != ceilings_idle;
        }
        flame_set = flame_now;
        ceilings_idle = idle;
    }
    const Item *c1 = &t->sim.items[ceil1];
    bool ceil1_full = c1->activation_mask == ITEM_MASK_FULL && c1->status == ITEM_STATUS_ACTIVE;
    bool far_idle = !t->sim.items[far].active;
    TestGame_Delete(t);
    CHECK_MSG(rumbles > 20 && flames > 20 && ceilings > 20, "rumbles %d flames %d ceilings %d",
              rumbles, flames, ceilings);
    CHECK_EQ(mismatches, 0);
    CHECK_EQ(bounce_bad, 0);
    CHECK(flame_set);
    CHECK_EQ(ceilings_idle, 0);
    CHECK(ceil1_full);
    CHECK(far_idle);
}

/* ---- the dying monk --------------------------------------------------------- */

/* The dying monk (a stand-in: the donor's passport model) half a sector
 * before Lara, with a monk (O2_MONK_1, stand-in: the flare) before it in
 * the item list and another (O2_MONK_2, stand-in: the dart) after it, both
 * left idle. The first is its roomie: while it lives the level goes on;
 * once dead, Lara there ends the level. The second, after the dying monk
 * in the list, is not noted (the original links items into rooms as it
 * sets them up), so its life does not matter. Lara in the air, or a
 * sector away, does not end it. */
TEST(tr2_dying_monk_ends_the_level_when_its_roomies_are_dead)
{
    TR2_ROOM_OR_SKIP(b, room);
    bool model = Tr2Room_StandIn(b, O2_PASSPORT_CLOSED, O2_DYING_MONK) &&
                 Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_MONK_1) && Tr2Room_StandIn(b, O2_DART, O2_MONK_2);
    int before = LB_AddItem(&b->lb, O2_MONK_1, room, 1536, 0, 1536, 0, 0);
    int monk = LB_AddItem(&b->lb, O2_DYING_MONK, room, 2560, 0, 3072, 0, 0);
    int after = LB_AddItem(&b->lb, O2_MONK_2, room, 4608, 0, 4608, 0, 0);
    TR2_OPEN(t, b, "dying_monk.tr2");
    Game *g = &t->g;
    Item *lara = Game_LaraItem(g);
    if (!Object_Info(g, O2_DYING_MONK)->control) {
        TestGame_Delete(t);
        CHECK_MSG(false, "the dying monk has no control routine");
    }
    set_going(t, monk);
    TestGame_Step(t, 0, 2);
    bool alive_done = g->level_complete;
    bool roomies_live = t->sim.items[before].hit_points > 0 && t->sim.items[after].hit_points > 0;
    t->sim.items[before].hit_points = 0;
    lara->pos.z += 2048; /* two sectors off */
    Game_Tick(g, 0);
    bool far_done = g->level_complete;
    lara->pos.z -= 2048;
    lara->gravity = true;
    g->objects[O2_DYING_MONK].control(g, monk);
    bool air_done = g->level_complete;
    lara->gravity = false;
    g->objects[O2_DYING_MONK].control(g, monk);
    bool done = g->level_complete;
    TestGame_Delete(t);
    CHECK(model);
    CHECK(roomies_live);
    CHECK(!alive_done);
    CHECK(!far_done);
    CHECK(!air_done);
    CHECK(done);
}

/* ---- the gondola -------------------------------------------------------------- */

/* A gondola (a stand-in: the donor's flare model, its one animation given
 * the gondola's state `state`) at height y, active. */
static TestGame *open_gondola(int state, int32_t y, int *index, bool *model, char *why,
                              size_t cap, const char **skip)
{
    int room = 0;
    TrBuild *b = Tr2Room_New(&room);
    if (!b) {
        *skip = TrBuild_DonorName(GAME_TR2);
        return NULL;
    }
    *model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_GONDOLA) &&
             set_stand_in_state(b, O2_GONDOLA, (uint16_t)state);
    *index = LB_AddItem(&b->lb, O2_GONDOLA, room, 3584, y, 3584, 0, 0);
    TestGame *t = Tr2Room_Start(b, "gondola.tr2", why, cap);
    if (t)
        set_going(t, *index);
    return t;
}

#define GONDOLA_OPEN(t, state, y, g_index, model)                              \
    char why_[512] = "";                                                       \
    const char *skip_ = NULL;                                                  \
    bool model = false;                                                        \
    int g_index = 0;                                                           \
    TestGame *t = open_gondola((state), (y), &g_index, &model, why_, sizeof why_, &skip_); \
    if (!t && skip_)                                                           \
        SKIP("%s not available", skip_);                                       \
    CHECK_MSG(t != NULL, "%s", why_)

/* Floating (state 1), it keeps its meshes until its goal is the crash
 * (2, as the boat sets it): then its meshes are cut to the first eight
 * (0xFF) and the upper four of those fly off (here the stand-in has one
 * mesh, so the eight stay). */
TEST(tr2_gondola_breaks_up_when_rammed)
{
    GONDOLA_OPEN(t, 1, 0, gi, model);
    Item *it = &t->sim.items[gi];
    TestGame_Step(t, 0, 2);
    uint32_t before = it->mesh_bits;
    it->goal_state = 2;
    TestGame_Step(t, 0, 1);
    uint32_t after = it->mesh_bits;
    TestGame_Delete(t);
    CHECK(model);
    CHECK(before != 0xFF);
    CHECK_EQ(after, 0xFF);
}

/* Sinking (state 3) from 2048 above the floor, it goes down 50 a tick
 * (at -48 after 40 ticks) and lands on the floor (0) on the 41st, its goal
 * then the landing (4); taken off the active list once deactivated. */
TEST(tr2_gondola_sinks_to_the_floor)
{
    GONDOLA_OPEN(t, 3, -2048, gi, model);
    Item *it = &t->sim.items[gi];
    TestGame_Step(t, 0, 40);
    int32_t y40 = it->pos.y;
    int goal40 = it->goal_state;
    TestGame_Step(t, 0, 1);
    int32_t y41 = it->pos.y, floor41 = it->floor;
    int goal41 = it->goal_state;
    TestGame_Step(t, 0, 5);
    int32_t y46 = it->pos.y;
    it->status = ITEM_STATUS_DEACTIVATED;
    TestGame_Step(t, 0, 1);
    bool still_active = it->active;
    TestGame_Delete(t);
    CHECK(model);
    CHECK_EQ(y40, -48);
    CHECK_EQ(goal40, 3);
    CHECK_EQ(y41, 0);
    CHECK_EQ(floor41, 0);
    CHECK_EQ(goal41, 4);
    CHECK_EQ(y46, 0);
    CHECK(!still_active);
}

/* ---- the general object ----------------------------------------------------- */

/* The general object (a stand-in: the donor's flare model, its animation
 * given state 1) heads for its active state (1) while fully triggered and
 * its resting one (0) when not, and casts a light (intensity 14, fall-off
 * 11) every tick it runs; deactivated, it leaves the active list with its
 * one-shot flag set. */
TEST(tr2_general_follows_its_trigger_and_lights)
{
    TR2_ROOM_OR_SKIP(b, room);
    bool model = Tr2Room_StandIn(b, O2_FLARE_ITEM, O2_GENERAL) && set_stand_in_state(b, O2_GENERAL, 1);
    int gi = LB_AddItem(&b->lb, O2_GENERAL, room, 3584, 0, 3584, 0, 0);
    TR2_OPEN(t, b, "general.tr2");
    Item *it = &t->sim.items[gi];
    set_going(t, gi);
    it->activation_mask = ITEM_MASK_FULL;
    TestGame_Step(t, 0, 2);
    int goal_on = it->goal_state;
    int lights = 0, intensity = 0, falloff = 0;
    for (int i = 0; i < t->g.lights.count; i++)
        if (t->g.lights.light[i].intensity == 14) {
            lights++;
            intensity = t->g.lights.light[i].intensity;
            falloff = t->g.lights.light[i].falloff;
        }
    it->activation_mask = 0;
    TestGame_Step(t, 0, 1);
    int goal_off = it->goal_state;
    bool shot_before = it->one_shot;
    it->status = ITEM_STATUS_DEACTIVATED;
    TestGame_Step(t, 0, 1);
    bool active_after = it->active, shot_after = it->one_shot;
    TestGame_Delete(t);
    CHECK(model);
    CHECK_EQ(goal_on, 1);
    CHECK_EQ(goal_off, 0);
    CHECK_EQ(lights, 1);
    CHECK_EQ(intensity, 14);
    CHECK_EQ(falloff, 11);
    CHECK(!shot_before);
    CHECK(!active_after);
    CHECK(shot_after);
}

/* ---- the glow ------------------------------------------------------------------- */

/* A glow effect made by hand (nothing in TR2 makes one here yet) with a
 * counter of 3: each tick its shade moves by its speed (+2) and its frame
 * by its fall speed (-1); it is gone on the third tick. */
TEST(tr2_glow_fades_for_its_counter)
{
    TR2_ROOM_OR_SKIP(b, room);
    TR2_OPEN(t, b, "glow.tr2");
    Game *g = &t->g;
    int fx = Effect_Create(g, room);
    CHECK(fx >= 0);
    Effect *e = &g->effects.fx[fx];
    e->object_id = O2_GLOW;
    e->pos = (Vec3i){2560, -512, 3584};
    e->counter = 3;
    e->speed = 2;
    e->fall_speed = -1;
    e->shade = 100;
    e->frame_num = 0;
    TestGame_Step(t, 0, 1);
    int counter1 = e->counter, shade1 = e->shade, frame1 = e->frame_num;
    TestGame_Step(t, 0, 1);
    bool alive2 = false, alive3 = false;
    for (int i = g->effects.next_active; i != EFFECT_NONE; i = g->effects.fx[i].next_active)
        alive2 |= i == fx && g->effects.fx[i].object_id == O2_GLOW;
    TestGame_Step(t, 0, 1);
    for (int i = g->effects.next_active; i != EFFECT_NONE; i = g->effects.fx[i].next_active)
        alive3 |= i == fx && g->effects.fx[i].object_id == O2_GLOW;
    TestGame_Delete(t);
    CHECK_EQ(counter1, 2);
    CHECK_EQ(shade1, 102);
    CHECK_EQ(frame1, -1);
    CHECK(alive2);
    CHECK(!alive3);
}
