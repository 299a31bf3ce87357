/* TR3's moving scenery and interactive objects (game/objects/tr3/general/
 * scenery_tr3.c and the TR2 routines it runs with TR3's parameters) on
 * purpose-built TR3 rooms (tests/tr3_trap_room.h; skipped without the
 * shared donor level). The donor has none of these models: Lara's own
 * model (its first animation, the run, a looping one) or the flare stands
 * in, as each test says. */
#include "tests/test.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/creature/ai_tr3.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/trap/trap.h"
#include "game/save/save.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)

/* One item of kind `id` (donor `donor`) in sector (3, 3) named by a pad
 * trigger under Lara at (1, 5); NULL (skip) without the donor. */
static TestGame *open_one(const char *name, int16_t id, int32_t donor, int y, int16_t yaw,
                          int *item, bool *skip)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    *skip = !b;
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0, 0);
    *item = LB_AddItem(&b->lb, id, room, MID(3), y, MID(3), yaw, 0);
    int pad = LB_AddTrigger(&b->lb, room, 1, 5, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, *item);
    TestGame *t = TrapRoom_Open(b, name, id, donor);
    TrBuild_Delete(b);
    return t;
}

#define OPEN_ONE(t, name, id, donor, y, yaw, item)                                 \
    do {                                                                           \
        bool skip_ = false;                                                        \
        (t) = open_one((name), (id), (donor), (y), (yaw), &(item), &skip_);        \
        if (skip_)                                                                 \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                 \
        CHECK(t);                                                                  \
    } while (0)

/* An ANIMATING prop (Lara's run standing in) plays its animation while its
 * trigger is on and stands where it got to while it is off; it is solid
 * (the object collision). */
TEST(tr3_objects_animating_plays_while_triggered)
{
    TestGame *t;
    int prop;
    OPEN_ONE(t, "tr3_animating.tr2", O3_ANIMATING_3, O3_LARA, 0, 0, prop);
    Item *it = &t->sim.items[prop];
    CHECK(t->g.objects[O3_ANIMATING_3].collision != NULL);
    TestGame_Step(t, 0, 2);
    CHECK(it->active);
    int16_t f0 = it->frame;
    TestGame_Step(t, 0, 3);
    CHECK_EQ(it->frame - f0, 3);
    /* Off her pad and its codes cleared (as an anti trigger leaves it). */
    Item *lara = &t->sim.items[t->sim.lara];
    lara->pos.x = MID(6);
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    it->activation_mask = 0;
    TestGame_Step(t, 0, 1);
    int16_t f1 = it->frame;
    TestGame_Step(t, 0, 3);
    CHECK_EQ(it->frame, f1);
    TestGame_Delete(t);
}

/* A placed puzzle piece (PUZZLE_DONE_2, TR3's animating routine) plays its
 * animation while its trigger is on. */
TEST(tr3_objects_puzzle_done_animates)
{
    TestGame *t;
    int done;
    OPEN_ONE(t, "tr3_puzzle_done.tr2", O3_PUZZLE_DONE_2, O3_LARA, 0, 0, done);
    Item *it = &t->sim.items[done];
    TestGame_Step(t, 0, 2);
    int16_t f0 = it->frame;
    TestGame_Step(t, 0, 4);
    CHECK_EQ(it->frame - f0, 4);
    TestGame_Delete(t);
}

/* TR3's lift (TR2's routine; the flare stands in): triggered, it waits 90
 * ticks with its doors open (state 1), then rides down 16 a tick. */
TEST(tr3_objects_lift_waits_then_rides_down)
{
    TestGame *t;
    int lift;
    OPEN_ONE(t, "tr3_lift.tr2", O3_LIFT, O3_FLARE, -2048, 0, lift);
    Item *it = &t->sim.items[lift];
    int32_t y0 = it->pos.y;
    TestGame_Step(t, 0, 80);
    CHECK(it->active);
    CHECK_EQ(it->pos.y, y0);
    TestGame_Step(t, 0, 30);
    CHECK(it->pos.y > y0);
    CHECK_EQ((it->pos.y - y0) % 16, 0);
    int32_t y1 = it->pos.y;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->pos.y - y1, 16);
    TestGame_Delete(t);
}

/* TR3's lift fills its own sector and those at -x and +z whatever its yaw
 * (TR2's turns that square with the cabin): turned east, a point over the
 * sector at (-x, +z) still lands on its roof. */
TEST(tr3_objects_lift_square_does_not_turn)
{
    TestGame *t;
    int lift;
    OPEN_ONE(t, "tr3_lift_yaw.tr2", O3_LIFT, O3_FLARE, -2048, 0x4000, lift);
    const ObjectInfo *o = &t->g.objects[O3_LIFT];
    CHECK(o->floor != NULL);
    int32_t roof = -2048 - 1280;
    int32_t h = 0x7FFF;
    o->floor(&t->g, lift, MID(2), roof - 512, MID(4), &h);
    CHECK_EQ(h, roof);
    /* (east of it is outside the square) */
    h = 0x7FFF;
    o->floor(&t->g, lift, MID(4), roof - 512, MID(4), &h);
    CHECK_EQ(h, 0x7FFF);
    TestGame_Delete(t);
}

/* The moving bar (TR3's general control): its goal is state 1 while its
 * trigger is on, 0 once it is off; it casts no light. Lara's model stands
 * in. */
TEST(tr3_objects_moving_bar_follows_its_trigger)
{
    TestGame *t;
    int bar;
    OPEN_ONE(t, "tr3_moving_bar.tr2", O3_MOVING_BAR, O3_LARA, 0, 0, bar);
    Item *it = &t->sim.items[bar];
    TestGame_Step(t, 0, 2);
    CHECK(it->active);
    CHECK_EQ(it->goal_state, 1);
    CHECK_EQ(t->g.lights.count, 0);
    it->activation_mask = 0;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->goal_state, 0);
    TestGame_Delete(t);
}

/* The mini copter (TR2's routine; the flare stands in): 100 a tick along
 * +z once triggered, gone thirty sectors from Lara. */
TEST(tr3_objects_mini_copter_flies_off)
{
    TestGame *t;
    int copter;
    OPEN_ONE(t, "tr3_mini_copter.tr2", O3_MINI_COPTER, O3_FLARE, -2048, 0, copter);
    Item *it = &t->sim.items[copter];
    TestGame_Step(t, 0, 2);
    int32_t z0 = it->pos.z;
    TestGame_Step(t, 0, 5);
    CHECK_EQ(it->pos.z - z0, 500);
    /* (off her pad, which would wake it again) */
    Item *lara = &t->sim.items[t->sim.lara];
    lara->pos.x = MID(6);
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    TestGame_Step(t, 0, 400);
    CHECK(!it->active);
    TestGame_Delete(t);
}

/* ---- the death slide ----------------------------------------------------------- */

#define ZIP_X 1536          /* the corridor's one sector column */
#define ZIP_Z 2560          /* the handle, at the platform's edge */
#define ZIP_Y (-2048)       /* the platform's top */

/* The slide's corridor (TR2's zipline room, TR3-format): the handle is a
 * stand-in (Lara's first mesh, no animation: the donor has no handle), so
 * it sets off at once while her grab plays and she joins it after. */
/* Writes and opens b (deleted) as `name` with n stand-ins: Lara's model
 * copied under each id, cut to her first mesh with no animation where
 * `bare`; NULL (and a line on stderr) on failure. */
static TestGame *open_stand_ins(TrBuild *b, const char *name, const int16_t *ids, const bool *bare,
                                int n)
{
    char err[512] = "";
    const char *path = TrBuild_Write(b, name, err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    bool ok = path && t && Level_Load(path, &t->lv, err, sizeof err);
    TrBuild_Delete(b);
    if (ok) {
        const Model *lara = Level_FindModel(&t->lv, O3_LARA);
        ptrdiff_t li = lara ? lara - t->lv.models : -1;
        Model *m = lara ? realloc(t->lv.models, (t->lv.num_models + (uint32_t)n) * sizeof *m) : NULL;
        if (m) {
            t->lv.models = m;
            for (int i = 0; i < n; i++) {
                Model copy = m[li];
                copy.id = (uint32_t)ids[i];
                if (bare[i]) {
                    copy.num_meshes = 1;
                    copy.animation = 0xFFFF;
                }
                t->lv.models[t->lv.num_models++] = copy;
            }
        }
        ok = m && TestGame_Start(t);
        if (!ok)
            Level_Free(&t->lv);
    }
    if (!ok) {
        fprintf(stderr, "%s: %s\n", name, err);
        free(t);
        return NULL;
    }
    return t;
}

static TestGame *open_slide(bool *skip)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    *skip = !b;
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 3, 14, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetFloor(&b->lb, room, 1, 1, 1, 2, ZIP_Y / 256);
    LB_AddItem(&b->lb, O3_LARA, room, ZIP_X, ZIP_Y, ZIP_Z + 371, 0, 0);
    LB_AddItem(&b->lb, O3_DEATH_SLIDE, room, ZIP_X, ZIP_Y, ZIP_Z, 0, 0);
    const int16_t ids[] = { O3_DEATH_SLIDE };
    const bool bare[] = { true };
    return open_stand_ins(b, "tr3_death_slide.tr2", ids, bare, 1);
}

/* Action behind the handle: she grabs it, rides it down the corridor, and
 * where the floor comes within a step of the line she drops off forwards;
 * the handle stays at the end, waiting. */
TEST(tr3_objects_death_slide_grab_ride_drop)
{
    bool skip = false;
    TestGame *t = open_slide(&skip);
    if (skip)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK(t);
    Item *lara = Game_LaraItem(&t->g);
    int hi = Test_FirstItem(&t->sim, O3_DEATH_SLIDE);
    CHECK(hi >= 0);
    Item *h = &t->sim.items[hi];
    TestGame_Step(t, 0, 2);
    TestGame_Step(t, INPUT_ACTION, 1);
    CHECK_MSG(h->status == ITEM_STATUS_ACTIVE, "action behind the handle did not set it going");
    bool rode = false;
    for (int i = 0; i < 200 && !rode; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        rode = lara->current_state == LS_ZIPLINE;
    }
    CHECK_MSG(rode, "she never rode the slide");
    TestGame_Step(t, INPUT_ACTION, 1);
    CHECK_EQ(lara->pos.z, h->pos.z);
    CHECK_EQ(lara->pos.y, h->pos.y);
    bool dropped = false;
    for (int i = 0; i < 300 && !dropped; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        dropped = lara->current_state != LS_ZIPLINE;
    }
    CHECK_MSG(dropped, "she never let go at the end");
    CHECK(lara->pos.z > ZIP_Z + 4096);
    TestGame_Step(t, INPUT_ACTION, 100);
    CHECK_EQ(lara->pos.y, 0);
    CHECK_EQ(h->status, ITEM_STATUS_INACTIVE);
    CHECK(h->pos.y > -256 - 100 && h->pos.y < 0);
    TestGame_Delete(t);
}

/* ---- the smashables ------------------------------------------------------------- */

/* A window touched by Lara running at it (50 or more along its facing)
 * breaks: its pane goes, it stops colliding, and it is done for good;
 * slower, it holds. Lara's model stands in (its meshes fly off). */
TEST(tr3_objects_window_breaks_when_run_into)
{
    TestGame *t;
    int win;
    OPEN_ONE(t, "tr3_window.tr2", O3_SMASH_WINDOW, O3_LARA, 0, 0, win);
    Item *it = &t->sim.items[win];
    Item *lara = &t->sim.items[t->sim.lara];
    CHECK_EQ(it->mesh_bits, 1u);
    TestGame_Step(t, 0, 2);
    CHECK(it->active);
    lara->rot.y = 0;
    lara->speed = 40;
    it->touch_bits = 1;
    t->g.objects[O3_SMASH_WINDOW].control(&t->g, win);
    CHECK(!it->one_shot);
    CHECK(it->collidable);
    lara->speed = 60;
    it->touch_bits = 1;
    t->g.objects[O3_SMASH_WINDOW].control(&t->g, win);
    CHECK(it->one_shot);
    CHECK(!it->collidable);
    CHECK_EQ(it->status, ITEM_STATUS_DEACTIVATED);
    CHECK_EQ(it->mesh_bits & 1u, 0u);
    TestGame_Delete(t);
}

/* Riding a vehicle, Lara coming within half a sector of a smash object
 * breaks it, touching or not; on foot, standing near does nothing. */
TEST(tr3_objects_smash_object_breaks_near_a_vehicle)
{
    TestGame *t;
    int obj;
    OPEN_ONE(t, "tr3_smash_object.tr2", O3_SMASH_OBJECT_2, O3_LARA, 0, 0, obj);
    Item *it = &t->sim.items[obj];
    Item *lara = &t->sim.items[t->sim.lara];
    TestGame_Step(t, 0, 2);
    lara->pos.x = it->pos.x + 300;
    lara->pos.z = it->pos.z;
    t->g.objects[O3_SMASH_OBJECT_2].control(&t->g, obj);
    CHECK(!it->one_shot);
    t->g.lara.vehicle = (int16_t)obj; /* (any item: she rides) */
    t->g.objects[O3_SMASH_OBJECT_2].control(&t->g, obj);
    t->g.lara.vehicle = ITEM_NONE;
    CHECK(it->one_shot);
    CHECK_EQ(it->status, ITEM_STATUS_DEACTIVATED);
    TestGame_Delete(t);
}

/* A rocket flying through a window breaks it and flies on (Lara's model
 * stands in for the window). */
TEST(tr3_objects_rocket_breaks_a_window_and_flies_on)
{
    TestGame *t;
    int win;
    OPEN_ONE(t, "tr3_window_rocket.tr2", O3_SMASH_WINDOW, O3_LARA, 0, 0, win);
    Item *w = &t->sim.items[win];
    TestGame_Step(t, 0, 1);
    Vec3i at = { w->pos.x - 1024, -400, w->pos.z };
    int r = Trap_CreateItem(&t->g, O3_ROCKET, w->room, at, 0x4000);
    CHECK(r >= 0);
    Item *rk = &t->sim.items[r];
    rk->speed = 16;
    Object_AddActive(&t->g, r);
    rk->status = ITEM_STATUS_ACTIVE;
    bool passed = false;
    for (int i = 0; i < 30 && !passed; i++) {
        TestGame_Step(t, 0, 1);
        passed = rk->pos.x > w->pos.x + 256;
    }
    CHECK(passed);
    CHECK(rk->active);
    CHECK(w->one_shot);
    CHECK_EQ(w->status, ITEM_STATUS_DEACTIVATED);
    TestGame_Delete(t);
}

/* ---- the earthquake ------------------------------------------------------------ */

/* The rumble (107) at its pitch, as last played. */
static int32_t g_rumble_pitch;
static int g_rumbles;
static void rumble(void *user, int sfx, const Vec3i *pos, int32_t pitch)
{
    (void)user;
    (void)pos;
    if (sfx == 107) {
        g_rumbles++;
        g_rumble_pitch = pitch;
    }
}

/* A triggered earthquake (an unseen marker: the flare stands in) shakes
 * the camera by its strength (the camera easing it by 5 a tick after), which climbs 2..9 a tick towards 100 and
 * then swings down to 20 and back; a falling ceiling in its room is set
 * off by it sooner or later (one tick in 64). Its rumble plays each tick
 * at the original's pitch for the strength, 0x10000 + 256 a unit. */
TEST(tr3_objects_earthquake_shakes_and_drops_a_ceiling)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0, 0);
    int quake = LB_AddItem(&b->lb, O3_EARTHQUAKE, room, MID(3), 0, MID(3), 0, 0);
    int ceiling = LB_AddItem(&b->lb, O3_FALLING_CEILING_1, room, MID(6), -2048, MID(6), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 1, 5, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, quake);
    TestGame *t = TrapRoom_Open(b, "tr3_earthquake.tr2", O3_EARTHQUAKE, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t);
    Item *q = &t->sim.items[quake];
    Item *c = &t->sim.items[ceiling];
    CHECK_EQ(c->status, ITEM_STATUS_INACTIVE);
    int16_t prev = 0;
    int min_after_top = 1000, max = 0;
    bool steps_ok = true, woke = false, pitch_ok = true;
    t->g.effects.play_sound_pitch = rumble;
    g_rumbles = 0;
    for (int i = 0; i < 600; i++) {
        int heard = g_rumbles;
        TestGame_Step(t, 0, 1);
        /* (the camera's own step has eased its shake by 5 since) */
        int16_t s = (int16_t)(5 - t->g.camera.bounce);
        if (g_rumbles > heard)
            pitch_ok = pitch_ok && g_rumble_pitch == 0x10000 + s * 256;
        if (i < 8 && (s - prev < 2 || s - prev > 9))
            steps_ok = false;
        prev = s;
        if (s > max)
            max = s;
        if (max >= 90 && s < min_after_top)
            min_after_top = s;
        woke = woke || c->status != ITEM_STATUS_INACTIVE;
    }
    CHECK(q->active);
    CHECK(steps_ok);
    CHECK(g_rumbles >= 599); /* from the tick its trigger woke it */
    CHECK(pitch_ok);
    CHECK(max >= 91 && max <= 109);
    CHECK(min_after_top >= 11 && min_after_top <= 29);
    CHECK(woke);
    TestGame_Delete(t);
}

/* A save made mid-quake keeps its strength, goal and hold. */
TEST(tr3_objects_earthquake_saved)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0, 0);
    int quake = LB_AddItem(&b->lb, O3_EARTHQUAKE, room, MID(3), 0, MID(3), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 1, 5, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, quake);
    TestGame *t = TrapRoom_Open(b, "tr3_earthquake_save.tr2", O3_EARTHQUAKE, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(t);
    TestGame_Step(t, 0, 40);
    int32_t bounce = t->g.camera.bounce;
    CHECK_MSG(bounce < -10, "bounce %d", bounce);
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(TestGame_Save(&t->g, &data, &size));
    TestGame_Step(t, 0, 1);
    int32_t next = t->g.camera.bounce;
    TestGame_Delete(t);
    b = TrapRoom_New(&room);
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0, 0);
    LB_AddItem(&b->lb, O3_EARTHQUAKE, room, MID(3), 0, MID(3), 0, 0);
    pad = LB_AddTrigger(&b->lb, room, 1, 5, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, quake);
    TestGame *u = TrapRoom_Open(b, "tr3_earthquake_save.tr2", O3_EARTHQUAKE, O3_FLARE);
    TrBuild_Delete(b);
    CHECK(u);
    char err[512] = "";
    bool ok = TestGame_Restore(&u->g, data, size, "quake.sav", err, sizeof err);
    free(data);
    CHECK_MSG(ok, "%s", err);
    TestGame_Step(u, 0, 1);
    /* (the next tick's step: within 9 of the saved strength, as it was) */
    CHECK_EQ(u->g.camera.bounce, next);
    TestGame_Delete(u);
}

/* ---- the fire head ------------------------------------------------------------- */

/* A fire head facing +x (Lara's model standing in: its joint 7 is the
 * mouth), triggered with timer 60: the timer is its blow count (its hit
 * points), not a countdown. Held blowing, its jet grows 32 a tick: Lara a
 * little over 300 in front of the mouth is safe for the first ticks and
 * alight once the jet reaches her. */
TEST(tr3_objects_firehead_jet_grows_and_burns)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(1), 0, MID(5), 0, 0);
    int head = LB_AddItem(&b->lb, O3_FIREHEAD, room, MID(3), 0, MID(3), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 1, 5, LB_TRIG_PAD, 60, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, head);
    TestGame *t = TrapRoom_Open(b, "tr3_firehead.tr2", O3_FIREHEAD, O3_LARA);
    TrBuild_Delete(b);
    CHECK(t);
    Item *it = &t->sim.items[head];
    Item *lara = &t->sim.items[t->sim.lara];
    TestGame_Step(t, 0, 1);
    CHECK(it->active);
    CHECK_EQ(it->hit_points, 60);
    CHECK_EQ(it->timer, 0);
    /* Off the pad (its codes stay set), into the jet's line. */
    Vec3i mouth = { 0, 0, 0 };
    Effect_JointAbsPosition(&t->g, it, &mouth, 7, NULL);
    lara->pos.x = mouth.x + 330;
    lara->pos.z = mouth.z;
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    int16_t hp = lara->hit_points;
    int burnt_at = -1;
    for (int i = 0; i < 30 && burnt_at < 0; i++) {
        it->current_state = it->goal_state = 2; /* blowing */
        TestGame_Step(t, 0, 1);
        if (lara->hit_points < hp)
            burnt_at = i;
    }
    /* (the jet reaches 352 on its 11th tick; her flame bites the next) */
    CHECK_MSG(burnt_at >= 10 && burnt_at <= 12, "burnt at tick %d", burnt_at);
    TestGame_Delete(t);
}

/* ---- the raptor maker ---------------------------------------------------------- */

/* A raptor maker triggered with timer 2 (two raptors' worth) from Lara's
 * pad seven sectors away; three raptors marked AI_MODIFY wait unwoken at
 * the far side (Lara's model stands in for the raptor). The maker lists
 * them on its first tick, waits 96 (its item number is 1), then sends the
 * first idle one to its own spot with an AI slot; 255 ticks later the
 * next; then its stock is spent and the third stays put. */
TEST(tr3_objects_raptor_maker_sends_raptors)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(6), 0, MID(6), 0, 0);
    int maker = LB_AddItem(&b->lb, O3_RAPTOR_EMITTER, room, MID(1), 0, MID(1), 0x4000, 0);
    int rap[3];
    for (int i = 0; i < 3; i++)
        rap[i] = LB_AddItem(&b->lb, O3_RAPTOR, room, MID(6), 0, MID(1 + i), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 6, 6, LB_TRIG_PAD, 2, false);
    LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, maker);
    TestGame *t = TrapRoom_Open(b, "tr3_rapmaker.tr2", O3_RAPTOR, O3_LARA);
    TrBuild_Delete(b);
    CHECK(t);
    CHECK_EQ(maker, 1);
    for (int i = 0; i < 3; i++)
        t->sim.items[rap[i]].ai_bits |= AI_BIT_MODIFY;
    Item *m = &t->sim.items[maker];
    /* Once triggered, off her pad (which would fill its stock again each
     * tick she stood on it). */
    TestGame_Step(t, 0, 1);
    CHECK(m->active);
    CHECK_EQ(m->timer, 60);
    Item *lara = &t->sim.items[t->sim.lara];
    lara->pos.z = MID(5);
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    int first_at = 0;
    for (int i = 1; i < 140 && !first_at; i++) {
        TestGame_Step(t, 0, 1);
        if (t->sim.items[rap[0]].data)
            first_at = i;
    }
    CHECK_MSG(first_at >= 95 && first_at <= 100, "first raptor at tick %d", first_at);
    const Item *r0 = &t->sim.items[rap[0]];
    CHECK(abs(r0->pos.x - m->pos.x) < 512 && abs(r0->pos.z - m->pos.z) < 512);
    CHECK_EQ(r0->status, ITEM_STATUS_ACTIVE);
    CHECK_EQ(m->timer, 30);
    CHECK(t->sim.items[rap[1]].data == NULL);
    TestGame_Step(t, 0, 250);
    CHECK(t->sim.items[rap[1]].data == NULL);
    TestGame_Step(t, 0, 10);
    CHECK(t->sim.items[rap[1]].data != NULL);
    CHECK_EQ(m->timer, 0);
    TestGame_Step(t, 0, 300);
    CHECK(t->sim.items[rap[2]].data == NULL);
    CHECK_EQ(t->sim.items[rap[2]].pos.z, MID(3));
    TestGame_Delete(t);
}

/* ---- the detonator ------------------------------------------------------------- */

/* Lara before the detonator with the second key, action: the key goes,
 * she plays her plunger in her extra set (the donor has no extra model
 * nor detonator: her own model stands in for both) and the detonator is
 * set going.
 * Without the key nothing happens. */
TEST(tr3_objects_detonator_takes_the_second_key)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    LB_AddItem(&b->lb, O3_LARA, room, MID(3), 0, MID(3) - 150, 0, 0);
    int det = LB_AddItem(&b->lb, O3_DETONATOR, room, MID(3), 0, MID(3), 0, 0);
    const int16_t ids[] = { O3_DETONATOR, O3_LARA_EXTRA };
    const bool bare[] = { true, false };
    TestGame *t = open_stand_ins(b, "tr3_detonator.tr2", ids, bare, 2);
    CHECK(t);
    Game *g = &t->g;
    Item *it = &t->sim.items[det];
    TestGame_Step(t, 0, 3);
    TestGame_Step(t, INPUT_ACTION, 1);
    CHECK(!g->lara.extra_anim);
    CHECK(it->status != ITEM_STATUS_ACTIVE);
    TestGame_Step(t, 0, 3);
    g->inv.count[O3_KEY_OPTION_2] = 1;
    Item *lara = &t->sim.items[t->sim.lara];
    CHECK_EQ(lara->current_state, LS_STOP);
    TestGame_Step(t, INPUT_ACTION, 1);
    CHECK_MSG(g->lara.extra_anim, "keys %d gun %d grav %d model %p", g->inv.count[O3_KEY_OPTION_2],
              g->lara.gun_status, lara->gravity, (void *)Level_FindModel(g->lv, O3_LARA_EXTRA));
    CHECK_EQ(it->status, ITEM_STATUS_ACTIVE);
    CHECK_EQ(g->inv.count[O3_KEY_OPTION_2], 0);
    TestGame_Delete(t);
}

/* ---- the carcass --------------------------------------------------------------- */

/* A carcass hung 2048 up (the flare stands in), set going: it falls 8 a
 * tick faster, rolls onto its side and comes to rest 64 above the floor. */
TEST(tr3_objects_carcass_falls_and_rests)
{
    TestGame *t;
    int body;
    OPEN_ONE(t, "tr3_carcass.tr2", O3_CARCASS, O3_FLARE, -2048, 0, body);
    Item *it = &t->sim.items[body];
    TestGame_Step(t, 0, 1);
    CHECK(it->active);
    int16_t v0 = it->fall_speed;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(it->fall_speed - v0, 8);
    TestGame_Step(t, 0, 60);
    CHECK_EQ(it->pos.y, -64);
    CHECK_EQ(it->fall_speed, 0);
    CHECK_EQ(it->rot.z, 0x6000);
    TestGame_Delete(t);
}

/* ---- Lara's shots ----------------------------------------------------------------- */

/* TR3's rule for Lara's shots (GameRules.shot_smash, the original's
 * ObjectOnLOS): a shot whose line crosses a window's box breaks it; one
 * passing beside it, or fired away from it, does not. Lara's model stands
 * in for the window. */
TEST(tr3_objects_shot_breaks_a_window_on_its_line)
{
    TestGame *t;
    int win;
    OPEN_ONE(t, "tr3_window_shot.tr2", O3_SMASH_WINDOW, O3_LARA, 0, 0, win);
    Game *g = &t->g;
    Item *w = &t->sim.items[win];
    CHECK(g->rules->shot_smash != NULL);
    TestGame_Step(t, 0, 1);
    int16_t room = w->room;
    Vec3i from = { w->pos.x - 2048, -400, w->pos.z };
    Vec3i beside = { w->pos.x + 2048, -400, w->pos.z + 900 };
    CHECK(!g->rules->shot_smash(g, from, room, beside, room));
    /* (a shot away from it; the original's test is a ray's, not the
     * segment's: where the shot stops does not matter) */
    Vec3i past = { w->pos.x + 1024, -400, w->pos.z };
    Vec3i away = { w->pos.x + 3072, -400, w->pos.z };
    CHECK(!g->rules->shot_smash(g, past, room, away, room));
    CHECK(!w->one_shot);
    Vec3i through = { w->pos.x + 2048, -400, w->pos.z };
    CHECK(g->rules->shot_smash(g, from, room, through, room));
    CHECK(w->one_shot);
    CHECK_EQ(w->status, ITEM_STATUS_DEACTIVATED);
    /* (broken, it is off the line for good) */
    CHECK(!g->rules->shot_smash(g, from, room, through, room));
    TestGame_Delete(t);
}

/* The Crash Site's SMASH_OBJECT_1 (LEVEL_RULE_CRASH_SITE; larafire.cpp
 * FireWeapon, lara1gun.cpp ControlRocket, ControlGrenade): Lara's shots
 * glance off it (a ricochet, it stands), a launcher's rocket blows up on it
 * and leaves it standing, the big gun's rocket breaks it, a grenade passes
 * it by. Lara's model stands in for the object. */
TEST(tr3_objects_crash_site_object_takes_only_the_big_gun)
{
    /* 0: a shot, 1: the launcher's rocket, 2: the big gun's, 3: a grenade */
    bool broke[4] = { false, false, false, false }, gone[4] = { false, false, false, false };
    int shot = -1;
    for (int k = 0; k < 4; k++) {
        TestGame *t;
        int obj;
        OPEN_ONE(t, "tr3_crash_object.tr2", O3_SMASH_OBJECT_1, O3_LARA, 0, 0, obj);
        Game *g = &t->g;
        Item *w = &t->sim.items[obj];
        g->level_rules |= LEVEL_RULE_CRASH_SITE;
        TestGame_Step(t, 0, 1);
        if (k == 0) {
            Vec3i from = { w->pos.x - 2048, -400, w->pos.z };
            Vec3i through = { w->pos.x + 2048, -400, w->pos.z };
            shot = g->rules->shot_smash(g, from, w->room, through, w->room);
        } else {
            int16_t id = k == 3 ? O3_GRENADE : O3_ROCKET;
            Vec3i at = { w->pos.x - 1024, k == 3 ? -600 : -400, w->pos.z };
            int r = Trap_CreateItem(g, id, w->room, at, 0x4000);
            CHECK(r >= 0);
            Item *p = &t->sim.items[r];
            p->speed = k == 3 ? 96 : 16;
            if (k == 2)
                p->data_index = 1; /* the big gun's */
            if (k == 3) {
                p->goal_state = 0x4000; /* its heading */
                p->hit_points = 200;    /* a long fuse */
            }
            Object_AddActive(g, r);
            p->status = ITEM_STATUS_ACTIVE;
            for (int i = 0; i < 30 && p->active && p->object_id == id; i++)
                TestGame_Step(t, 0, 1);
            gone[k] = !p->active || p->object_id != id || p->pos.x < w->pos.x + 256;
        }
        broke[k] = w->status == ITEM_STATUS_DEACTIVATED;
        TestGame_Delete(t);
    }
    CHECK_EQ(shot, SHOT_SMASH_RICOCHET);
    CHECK(!broke[0]);
    CHECK(!broke[1]);
    CHECK(gone[1]); /* (blown up on it) */
    CHECK(broke[2]);
    CHECK(!broke[3]);
    CHECK(!gone[3]); /* (flew on past it) */
}
