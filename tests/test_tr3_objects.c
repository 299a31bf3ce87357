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
 * trigger is on and stands where it got to while it is off; Lara walking
 * into it is pushed out (a solid object). */
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
    char err[512] = "";
    const char *path = TrBuild_Write(b, "tr3_death_slide.tr2", err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    bool ok = path && t && Level_Load(path, &t->lv, err, sizeof err);
    TrBuild_Delete(b);
    if (ok) {
        const Model *lara = Level_FindModel(&t->lv, O3_LARA);
        ptrdiff_t li = lara ? lara - t->lv.models : -1;
        Model *m = lara ? realloc(t->lv.models, (t->lv.num_models + 1) * sizeof *m) : NULL;
        if (m) {
            Model handle = m[li];
            handle.id = O3_DEATH_SLIDE;
            handle.num_meshes = 1;
            handle.animation = 0xFFFF;
            t->lv.models = m;
            t->lv.models[t->lv.num_models++] = handle;
        }
        ok = m && TestGame_Start(t);
        if (!ok)
            Level_Free(&t->lv);
    }
    if (!ok) {
        fprintf(stderr, "tr3_death_slide: %s\n", err);
        free(t);
        return NULL;
    }
    return t;
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

/* A triggered earthquake (an unseen marker: the flare stands in) shakes
 * the camera by its strength (the camera easing it by 5 a tick after), which climbs 2..9 a tick towards 100 and
 * then swings down to 20 and back; a falling ceiling in its room is set
 * off by it sooner or later (one tick in 64). */
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
    bool steps_ok = true, woke = false;
    for (int i = 0; i < 600; i++) {
        TestGame_Step(t, 0, 1);
        /* (the camera's own step has eased its shake by 5 since) */
        int16_t s = (int16_t)(5 - t->g.camera.bounce);
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
    SaveMeta meta;
    memset(&meta, 0, sizeof meta);
    uint8_t *data = NULL;
    size_t size = 0;
    CHECK(Save_Serialize(&t->g, NULL, &meta, &data, &size));
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
    SaveInfo info;
    bool ok = Save_Restore(&u->g, NULL, data, size, "quake.sav", &info, err, sizeof err);
    free(data);
    CHECK_MSG(ok, "%s", err);
    TestGame_Step(u, 0, 1);
    /* (the next tick's step: within 9 of the saved strength, as it was) */
    CHECK_EQ(u->g.camera.bounce, next);
    TestGame_Delete(u);
}
