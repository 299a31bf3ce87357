/* Floor triggers and the level logic (game/trigger.c) on the built-in
 * default level: its switch opens its door (played by Lara, the door's
 * sector a wall until it is open), and purpose-built triggers appended to
 * the level's floordata for activation masks, timers, one-shot, antipads,
 * cameras, flip maps, finish, secrets and lava. On RANDO_TEST1 (skipped
 * when absent) the bear wakes on the tick the reference trace says. */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/flipeffect.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/objects/door/door.h"
#include "game/trace.h"

#define S(n) ((int32_t)((n) * 1024))

/* Trigger words (TRosettaStone: FloorData, Trigger). */
#define FD_FN(type, end) ((uint16_t)(FD_TRIGGER | ((type) << 8) | ((end) ? 0x8000 : 0)))
#define SETUP(timer, mask, once) ((uint16_t)((timer) | ((mask) << 9) | ((once) ? 0x100 : 0)))
#define ACT(action, value, end) ((uint16_t)(((action) << 10) | (value) | ((end) ? 0x8000 : 0)))
enum { T_TRIGGER = 0, T_PAD = 1, T_SWITCH = 2, T_HEAVY = 5, T_ANTIPAD = 6, T_COMBAT = 7 };
enum { A_OBJECT = 0, A_CAMERA = 1, A_FLIPMAP = 3, A_FLIPON = 4, A_FLIPOFF = 5, A_TARGET = 6,
       A_FINISH = 7, A_FLIPEFFECT = 9, A_SECRET = 10 };

typedef struct {
    Level lv;
    Sim sim;
    Game g;
    int lara, sw, door;
} Fixture;

static bool fixture_open(Fixture *f)
{
    char err[256];
    Log_SetQuiet(1);
    memset(f, 0, sizeof(*f));
    if (!Level_Load(Test_BinPath("data/default.phd"), &f->lv, err, sizeof err))
        return false;
    if (!Sim_Init(&f->sim, &f->lv, NULL, err, sizeof err))
        return false;
    if (!Game_Attach(&f->g, &f->sim, err, sizeof err))
        return false;
    f->lara = f->sim.lara;
    f->sw = f->door = -1;
    for (uint32_t i = 0; i < f->sim.num_items; i++) {
        if (f->sim.items[i].object_id == O_SWITCH_TYPE1)
            f->sw = (int)i;
        if (f->sim.items[i].object_id == O_DOOR_TYPE1)
            f->door = (int)i;
    }
    return f->lara >= 0 && f->sw >= 0 && f->door >= 0;
}

static void fixture_close(Fixture *f)
{
    Game_Free(&f->g);
    Sim_Free(&f->sim);
    Level_Free(&f->lv);
}

/* Appends a trigger to the level's floordata and parses it; returns its
 * index (the handle the trigger code takes). */
static int32_t add_trigger(Fixture *f, const uint16_t *words, uint32_t n)
{
    uint32_t at = f->lv.num_floordata;
    uint16_t *fd = realloc(f->lv.floordata, (at + n) * sizeof(uint16_t));
    if (!fd)
        return -1;
    memcpy(fd + at, words, n * sizeof(uint16_t));
    f->lv.floordata = fd;
    f->lv.num_floordata = at + n;
    char err[256];
    if (!LevelFloor_AddList(&f->lv, at, err, sizeof err))
        return -1;
    return (int32_t)at;
}

/* Floor height at a point (WORLD_NO_HEIGHT for a wall). */
static int32_t height_at(Fixture *f, int32_t x, int32_t y, int32_t z, int16_t room)
{
    const RoomSector *s = World_Sector(&f->g.world, x, y, z, &room);
    return World_Height(&f->g.world, s, x, y, z);
}

/* The door stands at (4.5s, 11.5s) facing north: its slab closes the
 * corridor sector south of it. */
static int32_t door_floor(Fixture *f) { return height_at(f, S(4.5), -S(0.5), S(10.5), 3); }

static void run(Fixture *f, int ticks, InputWord w)
{
    for (int i = 0; i < ticks; i++)
        Game_Tick(&f->g, w);
}

TEST(trigger_switch_opens_door)
{
    Fixture f;
    CHECK(fixture_open(&f));
    Item *lara = &f.sim.items[f.lara];
    Item *sw = &f.sim.items[f.sw];
    Item *door = &f.sim.items[f.door];

    /* At the start the closed door's sector is a wall. */
    CHECK_EQ(door_floor(&f), WORLD_NO_HEIGHT);
    CHECK_EQ(door->current_state, DOOR_STATE_CLOSED);
    CHECK(!door->active);

    /* Lara stands at the switch (north wall of the hall), facing it. */
    lara->pos.x = sw->pos.x;
    lara->pos.z = sw->pos.z + 400;
    lara->pos.y = 0;
    lara->rot.y = 0;
    Sim_UpdateItemRoom(&f.sim, f.lara);
    run(&f, 1, 0);
    CHECK_EQ(lara->current_state, LS_STOP);

    /* Action: she throws the switch; the switch runs its animation. */
    run(&f, 1, INPUT_ACTION);
    CHECK(lara->current_state == LS_SWITCH_ON || lara->current_state == LS_SWITCH_OFF);
    CHECK(sw->active);
    CHECK_EQ(f.g.lara.gun_status, LGS_HANDS_BUSY);

    /* Once the switch is down and her hands are free the trigger under her
     * fires: the door opens and its sector is floor again. */
    int opened = -1;
    for (int t = 0; t < 300 && opened < 0; t++) {
        run(&f, 1, 0);
        if (door_floor(&f) != WORLD_NO_HEIGHT)
            opened = t;
    }
    CHECK_MSG(opened >= 0, "the door never opened");
    CHECK(door->active);
    CHECK_EQ(door->activation_mask, ITEM_MASK_FULL);
    CHECK_EQ(door->current_state, DOOR_STATE_OPEN);
    CHECK_EQ(door_floor(&f), 0);
    CHECK(!sw->active);
    CHECK_EQ(sw->status, ITEM_STATUS_INACTIVE);
    fixture_close(&f);
}

TEST(trigger_timer_closes_door_again)
{
    Fixture f;
    CHECK(fixture_open(&f));
    Item *door = &f.sim.items[f.door];
    /* A plain trigger with a 2-second timer opens the door. */
    const uint16_t w[] = { FD_FN(T_TRIGGER, 1), SETUP(2, 0x1F, 0), ACT(A_OBJECT, f.door, 1) };
    int32_t at = add_trigger(&f, w, 3);
    Game_TestTriggers(&f.g, at, false);
    CHECK(door->active);
    CHECK_EQ(door->timer, 60);
    CHECK_EQ(door->status, ITEM_STATUS_ACTIVE);
    int open_tick = -1, shut_tick = -1;
    for (int t = 0; t < 400; t++) {
        run(&f, 1, 0);
        if (open_tick < 0 && door_floor(&f) != WORLD_NO_HEIGHT)
            open_tick = t;
        if (open_tick >= 0 && door_floor(&f) == WORLD_NO_HEIGHT) {
            shut_tick = t;
            break;
        }
    }
    CHECK_MSG(open_tick >= 0 && shut_tick > open_tick, "open %d shut %d", open_tick, shut_tick);
    /* The timer ran out (-1 marks it spent) and the door closed. */
    CHECK_EQ(door->timer, -1);
    CHECK_EQ(door->current_state, DOOR_STATE_CLOSED);
    CHECK(shut_tick > 60);

    /* A timer of 1 means one tick, not one second. */
    door->timer = 0;
    door->activation_mask = 0;
    const uint16_t w1[] = { FD_FN(T_TRIGGER, 1), SETUP(1, 0x1F, 0), ACT(A_OBJECT, f.door, 1) };
    Game_TestTriggers(&f.g, add_trigger(&f, w1, 3), false);
    CHECK_EQ(door->timer, 1);
    fixture_close(&f);
}

TEST(trigger_masks_one_shot_and_antipad)
{
    Fixture f;
    CHECK(fixture_open(&f));
    Item *door = &f.sim.items[f.door];
    /* Two triggers each bring part of the mask: only both together
     * activate. */
    const uint16_t a[] = { FD_FN(T_TRIGGER, 1), SETUP(0, 0x03, 0), ACT(A_OBJECT, f.door, 1) };
    const uint16_t b[] = { FD_FN(T_TRIGGER, 1), SETUP(0, 0x1C, 1), ACT(A_OBJECT, f.door, 1) };
    const uint16_t anti[] = { FD_FN(T_ANTIPAD, 1), SETUP(0, 0x1F, 0), ACT(A_OBJECT, f.door, 1) };
    int32_t ia = add_trigger(&f, a, 3), ib = add_trigger(&f, b, 3), ix = add_trigger(&f, anti, 3);
    Game_TestTriggers(&f.g, ia, false);
    CHECK_EQ(door->activation_mask, 0x03);
    CHECK(!door->active);
    Game_TestTriggers(&f.g, ib, false);
    CHECK_EQ(door->activation_mask, 0x1F);
    CHECK(door->active);
    CHECK(door->one_shot); /* the second one was one-shot */
    /* One-shot: an antipad no longer takes the mask away. */
    Game_TestTriggers(&f.g, ix, false);
    CHECK_EQ(door->activation_mask, 0x1F);

    /* Without one-shot the antipad clears it (Lara must stand on the
     * floor for pads). */
    door->one_shot = false;
    Item *lara = &f.sim.items[f.lara];
    lara->floor = lara->pos.y + 10;
    Game_TestTriggers(&f.g, ix, false);
    CHECK_EQ(door->activation_mask, 0x1F);
    lara->floor = lara->pos.y;
    Game_TestTriggers(&f.g, ix, false);
    CHECK_EQ(door->activation_mask, 0);

    /* Heavy triggers fire only for heavy items; others only for Lara. */
    const uint16_t h[] = { FD_FN(T_HEAVY, 1), SETUP(0, 0x1F, 0), ACT(A_OBJECT, f.door, 1) };
    int32_t ih = add_trigger(&f, h, 3);
    Game_TestTriggers(&f.g, ih, false);
    CHECK_EQ(door->activation_mask, 0);
    Game_TestTriggers(&f.g, ia, true);
    CHECK_EQ(door->activation_mask, 0);
    Game_TestTriggers(&f.g, ih, true);
    CHECK_EQ(door->activation_mask, 0x1F);

    /* Combat triggers want her guns ready. */
    door->activation_mask = 0;
    const uint16_t c[] = { FD_FN(T_COMBAT, 1), SETUP(0, 0x1F, 0), ACT(A_OBJECT, f.door, 1) };
    int32_t ic = add_trigger(&f, c, 3);
    Game_TestTriggers(&f.g, ic, false);
    CHECK_EQ(door->activation_mask, 0);
    f.g.lara.gun_status = LGS_READY;
    Game_TestTriggers(&f.g, ic, false);
    CHECK_EQ(door->activation_mask, 0x1F);
    fixture_close(&f);
}

TEST(trigger_switch_item_must_be_used)
{
    Fixture f;
    CHECK(fixture_open(&f));
    Item *sw = &f.sim.items[f.sw];
    Item *door = &f.sim.items[f.door];
    /* A switch trigger whose switch has not been thrown does nothing. */
    const uint16_t w[] = { FD_FN(T_SWITCH, 1), SETUP(0, 0x1F, 0), ACT(A_OBJECT, f.sw, 0),
                           ACT(A_OBJECT, f.door, 1) };
    int32_t at = add_trigger(&f, w, 4);
    Game_TestTriggers(&f.g, at, false);
    CHECK_EQ(door->activation_mask, 0);
    /* Thrown (deactivated at the end of its animation): it fires, the mask
     * toggles, and the switch goes back to inactive. */
    sw->status = ITEM_STATUS_DEACTIVATED;
    Game_TestTriggers(&f.g, at, false);
    CHECK_EQ(door->activation_mask, 0x1F);
    CHECK_EQ(sw->status, ITEM_STATUS_INACTIVE);
    sw->status = ITEM_STATUS_DEACTIVATED;
    Game_TestTriggers(&f.g, at, false);
    CHECK_EQ(door->activation_mask, 0); /* a switch toggles */
    fixture_close(&f);
}

TEST(trigger_camera_and_target)
{
    Fixture f;
    CHECK(fixture_open(&f));
    GameCamera *c = &f.g.camera;
    CHECK(f.lv.num_cameras >= 2);
    /* Camera 1 for 3 seconds, glide 2, once; look at the door. */
    const uint16_t w[] = { FD_FN(T_TRIGGER, 1), SETUP(0, 0x1F, 0), ACT(A_CAMERA, 1, 0),
                           (uint16_t)(3 | (2 << 9) | 0x100 | 0x8000) };
    const uint16_t t[] = { FD_FN(T_TRIGGER, 1), SETUP(0, 0x1F, 0), ACT(A_CAMERA, 0, 0),
                           (uint16_t)(1), ACT(A_TARGET, f.door, 1) };
    int32_t iw = add_trigger(&f, w, 4), it = add_trigger(&f, t, 5);
    c->last = -1;
    Game_TestTriggers(&f.g, iw, false);
    CHECK_EQ(c->number, 1);
    CHECK_EQ(c->type, CAM_FIXED);
    CHECK_EQ(c->timer, 90);
    CHECK_EQ(c->speed, 2 * 8 + 1);
    CHECK(c->fixed_one_shot[0] & 2);
    /* Once: the same camera is not taken again. */
    c->type = CAM_CHASE;
    c->number = -1;
    c->last = -1;
    Game_TestTriggers(&f.g, iw, false);
    CHECK_EQ(c->type, CAM_CHASE);
    CHECK_EQ(c->number, -1);
    /* A camera with a target: the item is watched. */
    Game_TestTriggers(&f.g, it, false);
    CHECK_EQ(c->number, 0);
    CHECK_EQ(c->timer, 1);
    CHECK_EQ(c->item, f.door);
    /* Looking around (look key) keeps the player's camera. */
    c->type = CAM_LOOK;
    c->item = -1;
    c->last = -1;
    Game_TestTriggers(&f.g, it, false);
    CHECK_EQ(c->type, CAM_LOOK);
    CHECK_EQ(c->item, -1);
    fixture_close(&f);
}

TEST(trigger_flip_map_swaps_rooms)
{
    Fixture f;
    CHECK(fixture_open(&f));
    World *w = &f.g.world;
    /* Give the chamber (room 4) the loft (room 5) as its alternate. */
    w->alternate[4] = 5;
    const Room *chamber = World_Room(w, 4), *loft = World_Room(w, 5);
    const uint16_t on[] = { FD_FN(T_TRIGGER, 1), SETUP(0, 0x1F, 1), ACT(A_FLIPMAP, 2, 0),
                            ACT(A_FLIPEFFECT, FX_FLOOD, 1) };
    const uint16_t part[] = { FD_FN(T_TRIGGER, 1), SETUP(0, 0x0F, 0), ACT(A_FLIPMAP, 3, 1) };
    const uint16_t flipoff[] = { FD_FN(T_TRIGGER, 1), SETUP(0, 0, 0), ACT(A_FLIPOFF, 2, 1) };
    int32_t ion = add_trigger(&f, on, 4), ipart = add_trigger(&f, part, 3),
            ioff = add_trigger(&f, flipoff, 3);
    Game_TestTriggers(&f.g, ipart, false); /* slot 3 not full: nothing */
    CHECK(!w->flipped);
    Game_TestTriggers(&f.g, ion, false);
    CHECK(w->flipped);
    CHECK(Sim_Flipped(&f.sim)); /* the Sim reads the World's state */
    CHECK(World_Room(w, 4) == loft);
    CHECK(World_Room(w, 5) == chamber);
    CHECK_EQ(w->alternate[5], -1);
    /* The flipeffect starts with the flip. */
    CHECK_EQ(f.sim.flip_effect, FX_FLOOD);
    CHECK_EQ(f.sim.flip_timer, 0);
    /* One-shot slot: a second trigger leaves it. */
    Game_TestTriggers(&f.g, ion, false);
    CHECK(w->flipped);
    /* Flip-off on a full slot flips back. */
    Game_TestTriggers(&f.g, ioff, false);
    CHECK(!w->flipped);
    CHECK(World_Room(w, 4) == chamber);

    /* A flipeffect flips the Game's map there and then (Game_SetAudio). */
    GameAudio ga;
    GameAudio_Attach(&ga, &f.sim, NULL, NULL);
    Game_SetAudio(&f.g, &ga);
    FlipFx_Call(&ga.fx, NULL, FX_FLIP_MAP);
    CHECK(w->flipped);
    CHECK(Sim_Flipped(&f.sim));
    CHECK(World_Room(w, 4) == loft);
    CHECK_EQ(ga.fx.flip_count, 1u);
    GameAudio_Free(&ga);
    fixture_close(&f);
}

TEST(trigger_finish_secret_lava)
{
    Fixture f;
    CHECK(fixture_open(&f));
    const uint16_t fin[] = { FD_FN(T_TRIGGER, 1), SETUP(0, 0x1F, 0), ACT(A_FINISH, 0, 1) };
    const uint16_t sec[] = { FD_FN(T_TRIGGER, 1), SETUP(0, 0x1F, 0), ACT(A_SECRET, 2, 1) };
    int32_t ifin = add_trigger(&f, fin, 3), isec = add_trigger(&f, sec, 3);
    CHECK(!f.g.level_complete);
    Game_TestTriggers(&f.g, ifin, false);
    CHECK(f.g.level_complete);
    Game_TestTriggers(&f.g, isec, false);
    Game_TestTriggers(&f.g, isec, false);
    CHECK_EQ(f.g.secrets, 1u << 2);
    CHECK_EQ(f.g.secrets_found, 1); /* counted once */

    /* A kill word first: Lara standing on it burns (the lava test looks at
     * the floordata of her own sector, which has none here: she lives). */
    Item *lara = &f.sim.items[f.lara];
    const uint16_t lava[] = { (uint16_t)(FD_KILL | 0x8000) };
    int32_t il = add_trigger(&f, lava, 1);
    Game_TestTriggers(&f.g, il, false);
    CHECK_EQ(lara->hit_points, LARA_HITPOINTS);
    fixture_close(&f);
}

/* The bear of RANDO_TEST1 wakes (from invisible) on the tick the
 * reference's item rows start. */
TEST(trigger_rando_bear_wakes_on_time)
{
    const char *lvl = Test_SharedPath("tr1/RANDO_TEST1.PHD");
    const char *ref = Test_SharedPath("../traces/RANDO_TEST1_random_1.csv");
    if (!lvl || !ref)
        SKIP("RANDO_TEST1 and its trace not present");
    char err[256];
    InputWord *words = NULL;
    uint32_t n = 0;
    CHECK(Trace_ReadInputs(ref, &words, &n, err, sizeof err));
    Level lv;
    Sim sim;
    Game *g = calloc(1, sizeof(Game));
    Log_SetQuiet(1);
    CHECK(g && Level_Load(lvl, &lv, err, sizeof err));
    CHECK(Sim_Init(&sim, &lv, NULL, err, sizeof err));
    CHECK(Game_Attach(g, &sim, err, sizeof err));
    Item *bear = &sim.items[1];
    CHECK_EQ(bear->object_id, O_BEAR);
    CHECK_EQ(bear->status, ITEM_STATUS_INVISIBLE);
    int woke = -1;
    for (uint32_t t = 0; t < n && t < 60 && woke < 0; t++) {
        Game_Tick(g, words[t]);
        if (bear->active)
            woke = (int)t;
    }
    CHECK_EQ(woke, 25);
    CHECK_EQ(bear->status, ITEM_STATUS_ACTIVE);
    CHECK_EQ(bear->activation_mask, ITEM_MASK_FULL);
    Game_Free(g);
    Sim_Free(&sim);
    Level_Free(&lv);
    free(g);
    free(words);
}
