/* TR2's world objects and triggers (game/objects/tr2/world_tr2.c,
 * switch_tr2.c, game/trigger_tr2.c) on purpose-built TR2 rooms
 * (tests/tr_build.h; skipped without the shared donor level).
 *
 * The donor level has Lara, the keyholes and the pick-up sprites, but no
 * door, switch, trapdoor, bridge or block models. Those items get stand-in
 * models: copies of a donor model under the TR2 id, chosen for their
 * animations -- Lara's flare arm (id 9): a state-0 animation that changes
 * to a state-1 one, as a door, trapdoor or switch moves; the dart (id 61):
 * a still one-mesh model for a bridge; the tiger (id 39), whose state-1
 * animation changes to states 2 and 3, as a block's push and pull. A real
 * switch model's animation ends with a "deactivate" command, which the
 * stand-in's has not: the tests set that status where the switch's
 * animation would. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/level/level_floor.h"
#include "game/effects/effect.h"
#include "game/flipeffect.h"
#include "game/game.h"
#include "game/objects/switch/switch.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

#define SEC 1024
#define MID(n) ((n) * SEC + SEC / 2)

enum {
    DONOR_FLARE_ARM = 9, /* state 0 -> 1 */
    DONOR_TIGER = 39,    /* state 1 -> 2, 3 */
    DONOR_DART = 61,     /* one still mesh */
};

typedef struct {
    int16_t id;
    uint32_t donor;
} StandIn;

/* A new model entry: the donor model's meshes and animations under `id`. */
static bool add_stand_in(Level *lv, const StandIn *s)
{
    return !Level_FindModel(lv, (uint32_t)s->id) &&
           TrBuildGame_CopyModel(lv, s->donor, (uint32_t)s->id);
}

/* A room of 8x8 sectors (floor 0, ceiling 12 clicks up): the caller adds
 * items and triggers. */
static TrBuild *new_room(int *room)
{
    TrBuild *b = TrBuild_New(GAME_TR2);
    if (b)
        *room = LB_AddRoom(&b->lb, 0, 0, 8, 8, 0, -12, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    return b;
}

/* Writes the level, loads it, adds the stand-ins and starts the game. */
static TestGame *open_built(TrBuild *b, const char *name, const StandIn *s, int n)
{
    char err[512] = "";
    const char *path = TrBuild_Write(b, name, err, sizeof err);
    TestGame *t = calloc(1, sizeof *t);
    Log_SetQuiet(1);
    bool ok = path && t && Level_Load(path, &t->lv, err, sizeof err);
    if (!ok) {
        fprintf(stderr, "%s: %s\n", name, err);
        free(t);
        return NULL;
    }
    for (int i = 0; i < n; i++)
        ok = ok && add_stand_in(&t->lv, &s[i]);
    if (!ok || !TestGame_Start(t)) {
        Level_Free(&t->lv);
        free(t);
        return NULL;
    }
    return t;
}

static int32_t floor_at(Game *g, int32_t x, int32_t y, int32_t z)
{
    int16_t room = 0;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    return World_Height(&g->world, s, x, y, z);
}

/* Lara stands at (x, z) on the floor of room 0, facing +z. */
static Item *place_lara(TestGame *t, int32_t x, int32_t z)
{
    Item *lara = &t->sim.items[t->sim.lara];
    lara->pos.x = x;
    lara->pos.z = z;
    lara->pos.y = 0;
    lara->rot.y = 0;
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    TestGame_Step(t, 0, 2);
    return lara;
}

/* A door stands in sector (5, 2) facing +z, so it walls up (5, 1); a wall
 * switch in sector (2, 2). Lara throws it (TR2's lever collision: her
 * "switch up" animation, 64, at once); the switch trigger under her then
 * opens the door. */
TEST(world_tr2_switch_trigger_opens_door)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(2), 0, MID(1), 0, 0);
    int sw = LB_AddItem(&b->lb, O2_SWITCH_TYPE_NORMAL, room, MID(2), 0, MID(2) - 112, 0, 0);
    int door = LB_AddItem(&b->lb, O2_DOOR_TYPE_1, room, MID(5), 0, MID(2), 0, 0);
    int tr = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_SWITCH, 0, false);
    LB_TriggerAction(&b->lb, tr, LB_ACT_OBJECT, sw);   /* the switch it waits on */
    LB_TriggerAction(&b->lb, tr, LB_ACT_OBJECT, door);
    static const StandIn si[] = {{O2_SWITCH_TYPE_NORMAL, DONOR_FLARE_ARM},
                                 {O2_DOOR_TYPE_1, DONOR_FLARE_ARM}};
    TestGame *t = open_built(b, "tr2_switch_door.tr2", si, 2);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Item *s = &t->sim.items[sw], *d = &t->sim.items[door];
    CHECK_EQ(floor_at(g, MID(5), 0, MID(1)), WORLD_NO_HEIGHT);

    Item *lara = place_lara(t, MID(2), MID(2) - 112 + 400);
    CHECK_EQ(lara->current_state, LS_STOP);
    TestGame_Step(t, INPUT_ACTION, 1);
    CHECK_EQ(lara->current_state, LS_SWITCH_OFF);
    CHECK_EQ(lara->anim, Lara_AnimBase(g, lara) + 64);
    CHECK_EQ(s->status, ITEM_STATUS_ACTIVE);
    CHECK_EQ(s->goal_state, SWITCH_STATE_ON);
    CHECK_EQ(g->lara.gun_status, LGS_HANDS_BUSY);
    CHECK(!d->active);

    /* Where the switch's animation would end it. */
    s->status = ITEM_STATUS_DEACTIVATED;
    TestGame_Step(t, 0, 1);
    CHECK(d->active);
    CHECK_EQ(d->activation_mask, ITEM_MASK_FULL);
    TestGame_Step(t, 0, 10);
    CHECK_EQ(d->current_state, 1);
    CHECK_EQ(floor_at(g, MID(5), 0, MID(1)), 0);
    TestGame_Delete(t);
}

/* Pick-ups under TR2's ids go into TR2's inventory counts: a small
 * medipack from the floor (her pick-up animation, taken at its frame), a
 * pack of flares is six, a secret is counted as found. */
TEST(world_tr2_pickups_collected)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(2), 0, MID(1), 0, 0);
    int med = LB_AddItem(&b->lb, O2_SMALL_MEDIPACK_ITEM, room, MID(3), 0, MID(3), 0, 0);
    int flares = LB_AddItem(&b->lb, O2_FLARES_ITEM, room, MID(5), 0, MID(3), 0, 0);
    int secret = LB_AddItem(&b->lb, O2_SECRET_2, room, MID(5), 0, MID(5), 0, 0);
    TestGame *t = open_built(b, "tr2_pickups.tr2", NULL, 0);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    int got[3] = {-1, -1, -1};
    const int items[3] = {med, flares, secret};
    for (int k = 0; k < 3; k++) {
        Item *it = &t->sim.items[items[k]];
        Item *lara = place_lara(t, it->pos.x, it->pos.z);
        CHECK_EQ(lara->current_state, LS_STOP);
        for (int n = 0; n < 200 && got[k] < 0; n++) {
            TestGame_Step(t, n < 3 ? INPUT_ACTION : 0, 1);
            if (it->status == ITEM_STATUS_INVISIBLE)
                got[k] = n;
        }
        CHECK_MSG(got[k] >= 0, "item %d never picked up (state %d)", k, lara->current_state);
        TestGame_Step(t, 0, 60);
    }
    CHECK_EQ(g->inv.count[O2_SMALL_MEDIPACK_OPTION], 1);
    CHECK_EQ(g->inv.count[O2_FLARES_OPTION], 6);
    CHECK_EQ(g->secrets, 1u << 1);
    CHECK_EQ(g->secrets_found, 1);
    CHECK_EQ(g->pickups, 3);
    TestGame_Delete(t);
}

/* A flat bridge two clicks up in sector (4, 4) and a trapdoor at the same
 * height in sector (2, 5) are floors where a dummy trigger names them; a
 * trigger under Lara opens the trapdoor, and its floor goes. */
TEST(world_tr2_bridge_and_trapdoor_floors)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    int bridge = LB_AddItem(&b->lb, O2_BRIDGE_FLAT, room, MID(4), -512, MID(4), 0, 0);
    int trap = LB_AddItem(&b->lb, O2_TRAPDOOR_TYPE_1, room, MID(2), -512, MID(5), 0, 0);
    int dummy = LB_AddTrigger(&b->lb, room, 4, 4, TRIGGER_TYPE_DUMMY, 0, false);
    LB_TriggerAction(&b->lb, dummy, LB_ACT_OBJECT, bridge);
    dummy = LB_AddTrigger(&b->lb, room, 2, 5, TRIGGER_TYPE_DUMMY, 0, false);
    LB_TriggerAction(&b->lb, dummy, LB_ACT_OBJECT, trap);
    int open = LB_AddTrigger(&b->lb, room, 6, 6, LB_TRIG_TRIGGER, 0, false);
    LB_TriggerAction(&b->lb, open, LB_ACT_OBJECT, trap);
    static const StandIn si[] = {{O2_BRIDGE_FLAT, DONOR_DART},
                                 {O2_TRAPDOOR_TYPE_1, DONOR_FLARE_ARM}};
    TestGame *t = open_built(b, "tr2_bridges.tr2", si, 2);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    CHECK_EQ(floor_at(g, MID(4), -1024, MID(4)), -512);
    CHECK_EQ(floor_at(g, MID(4), 0, MID(4)), 0); /* under it: the room's floor */
    CHECK_EQ(floor_at(g, MID(2), -1024, MID(5)), -512);
    CHECK_EQ(floor_at(g, MID(3), -1024, MID(3)), 0);

    Item *tr = &t->sim.items[trap];
    place_lara(t, MID(6), MID(6));
    CHECK(tr->active);
    TestGame_Step(t, 0, 10);
    CHECK_EQ(tr->current_state, 1);
    CHECK_EQ(floor_at(g, MID(2), -1024, MID(5)), 0);
    TestGame_Delete(t);
}

/* A block in sector (3, 4) raises its sector's floor by a block; Lara
 * against its face with action (forward held too, as TR2 allows) goes for
 * her ready stance, and forward at
 * the stance's frame 19 starts the push (the block runs, its sector's
 * floor goes back down). */
TEST(world_tr2_movable_block_pushed)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(3), 0, MID(1), 0, 0);
    int block = LB_AddItem(&b->lb, O2_MOVABLE_BLOCK_1, room, MID(3), 0, MID(4), 0, 0);
    static const StandIn si[] = {{O2_MOVABLE_BLOCK_1, DONOR_TIGER}};
    TestGame *t = open_built(b, "tr2_block.tr2", si, 1);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Item *bl = &t->sim.items[block];
    CHECK_EQ(floor_at(g, MID(3), -2048, MID(4)), -1024);
    /* The stand-in rests in its state-1 animation, as a block does. */
    bl->anim = (int16_t)(Level_FindModel(&t->lv, O2_MOVABLE_BLOCK_1)->animation + 7);
    bl->frame = (int16_t)t->lv.animations[bl->anim].frame_start;
    bl->current_state = bl->goal_state = 1;

    Item *lara = place_lara(t, MID(3), 4 * SEC - 100 - 1);
    CHECK_EQ(lara->current_state, LS_STOP);
    /* TR2 takes the grab with forward already held (TR1 does not): the
     * block's routine called as her collision would, forward and action
     * held, she standing. */
    t->sim.input = INPUT_ACTION | INPUT_FORWARD;
    g->input_taken = 0;
    CollInfo coll = {0};
    Object_Info(g, O2_MOVABLE_BLOCK_1)->collision(g, block, lara, &coll);
    CHECK_EQ(lara->goal_state, LS_PP_READY);
    TestGame_Step(t, 0, 1);
    int ready = -1;
    for (int n = 0; n < 60 && ready < 0; n++) {
        if (lara->current_state == LS_PP_READY)
            ready = n;
        else
            TestGame_Step(t, INPUT_ACTION, 1);
    }
    CHECK_MSG(ready >= 0, "no ready stance (state %d)", lara->current_state);
    CHECK_EQ(g->lara.gun_status, LGS_HANDS_BUSY);
    CHECK_EQ(lara->pos.z, 4 * SEC - LARA_RADIUS);
    bool pushed = false;
    for (int n = 0; n < 60 && !pushed; n++) {
        TestGame_Step(t, INPUT_ACTION | INPUT_FORWARD, 1);
        pushed = bl->status == ITEM_STATUS_ACTIVE;
    }
    CHECK(pushed);
    CHECK_EQ(lara->goal_state, LS_PUSH_BLOCK);
    CHECK_EQ(bl->goal_state, 2);
    CHECK_EQ(floor_at(g, MID(3), -2048, MID(4)), 0);
    TestGame_Delete(t);
}

/* A TR2 keyhole (the donor's model 201) takes TR2's first key from the
 * counts; the key trigger under Lara fires once her hands are free and
 * opens a door. */
TEST(world_tr2_keyhole_used)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(2), 0, MID(1), 0, 0);
    int hole = LB_AddItem(&b->lb, O2_KEY_HOLE_1, room, MID(2), 0, MID(2) - 112, 0, 0);
    int door = LB_AddItem(&b->lb, O2_DOOR_TYPE_2, room, MID(5), 0, MID(2), 0, 0);
    int tr = LB_AddTrigger(&b->lb, room, 2, 2, TRIGGER_TYPE_KEY, 0, false);
    LB_TriggerAction(&b->lb, tr, LB_ACT_OBJECT, hole);
    LB_TriggerAction(&b->lb, tr, LB_ACT_OBJECT, door);
    static const StandIn si[] = {{O2_DOOR_TYPE_2, DONOR_FLARE_ARM}};
    TestGame *t = open_built(b, "tr2_keyhole.tr2", si, 1);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Item *h = &t->sim.items[hole], *d = &t->sim.items[door];
    Item *lara = place_lara(t, MID(2), MID(2) - 112 + 400);
    CHECK_EQ(lara->current_state, LS_STOP);

    /* Without the key nothing happens. */
    TestGame_Step(t, INPUT_ACTION, 1);
    CHECK_EQ(h->status, ITEM_STATUS_INACTIVE);
    g->inv.count[O2_KEY_OPTION_1] = 1;
    TestGame_Step(t, INPUT_ACTION, 2);
    CHECK_EQ(lara->current_state, LS_USE_KEY);
    CHECK_EQ(g->inv.count[O2_KEY_OPTION_1], 0);
    CHECK_EQ(h->status, ITEM_STATUS_ACTIVE);
    CHECK(!d->active);
    for (int n = 0; n < 300 && !d->active; n++)
        TestGame_Step(t, 0, 1);
    CHECK(d->active);
    CHECK_EQ(h->status, ITEM_STATUS_DEACTIVATED);
    TestGame_Step(t, 0, 10);
    CHECK_EQ(floor_at(g, MID(5), 0, MID(1)), 0);
    TestGame_Delete(t);
}

/* TR2's trigger starts a flipeffect on its own when it names no flip map
 * (TR1's only with a flip); an anti-trigger clears an item's mask without
 * Lara on the floor and makes it one-shot. */
TEST(world_tr2_trigger_flipeffect_and_antitrigger)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    int door = LB_AddItem(&b->lb, O2_DOOR_TYPE_3, room, MID(5), 0, MID(5), 0, 0);
    int fx = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_TRIGGER, 0, false);
    LB_TriggerAction(&b->lb, fx, LB_ACT_FLIPEFFECT, 7); /* RUBBLE_FX */
    int on = LB_AddTrigger(&b->lb, room, 3, 3, LB_TRIG_TRIGGER, 0, false);
    LB_TriggerAction(&b->lb, on, LB_ACT_OBJECT, door);
    int off = LB_AddTrigger(&b->lb, room, 4, 4, TRIGGER_TYPE_ANTITRIGGER, 0, true);
    LB_TriggerAction(&b->lb, off, LB_ACT_OBJECT, door);
    static const StandIn si[] = {{O2_DOOR_TYPE_3, DONOR_FLARE_ARM}};
    TestGame *t = open_built(b, "tr2_triggers.tr2", si, 1);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Item *d = &t->sim.items[door];
    t->sim.flip_effect = -1;
    place_lara(t, MID(2), MID(2));
    CHECK_EQ(g->sim->flip_effect, 7);

    place_lara(t, MID(3), MID(3));
    CHECK_EQ(d->activation_mask, ITEM_MASK_FULL);
    CHECK(d->active);
    /* Above the anti-trigger's floor: it acts all the same. */
    Item *lara = &t->sim.items[t->sim.lara];
    lara->pos = (Vec3i){MID(4), -300, MID(4)};
    lara->gravity = true;
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(d->activation_mask, 0);
    CHECK(d->one_shot);
    TestGame_Delete(t);
}

typedef struct {
    int ids[256], n;
} Heard;

static void heard(void *user, int id, const Vec3i *pos)
{
    Heard *h = user;
    if (h->n < 256)
        h->ids[h->n++] = id;
}

/* TR2's flipeffect list: its own numbers and sound ids (rubble: the
 * massive crash and a big shake, once; the chandelier's chain for a
 * second; the flood's waterfall loop), TR1's routines where the numbers
 * agree (explosion, with TR2's sound). */
TEST(world_tr2_flipeffects_own_list)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    TestGame *t = open_built(b, "tr2_fx.tr2", NULL, 0);
    TrBuild_Delete(b);
    CHECK(t);
    FlipFx fx;
    FlipFx_Init(&fx, &t->sim);
    CHECK(fx.rules == &GameRules_TR2);
    Heard h = {0};
    fx.user = &h;
    fx.play_sound = heard;

    FlipFx_Trigger(&fx, 7);
    FlipFx_RunTick(&fx);
    CHECK_EQ(h.n, 1);
    CHECK_EQ(h.ids[0], 24);
    CHECK_EQ(fx.camera_bounce, -350);
    CHECK_EQ(t->sim.flip_effect, -1);

    h.n = 0;
    FlipFx_Trigger(&fx, 6);
    for (int i = 0; i < 40; i++)
        FlipFx_RunTick(&fx);
    CHECK_EQ(h.n, SIM_TICK_HZ + 1);
    CHECK_EQ(h.ids[0], 278);
    CHECK_EQ(t->sim.flip_effect, -1);

    h.n = 0;
    FlipFx_Trigger(&fx, 5);
    for (int i = 0; i < 200 && t->sim.flip_effect == 5; i++)
        FlipFx_RunTick(&fx);
    CHECK_EQ(h.n, 4 * SIM_TICK_HZ + 1);
    CHECK_EQ(h.ids[0], 79);

    h.n = 0;
    FlipFx_Call(&fx, NULL, 11);
    CHECK_EQ(h.n, 1);
    CHECK_EQ(h.ids[0], 105);
    CHECK_EQ(fx.camera_bounce, -75);
    TestGame_Delete(t);
}

/* The lift in sector (4, 4) (its shaft: sectors 4..5 by 3..4) is a roof
 * over the shaft from above; triggered, it waits three seconds, then rides
 * down 16 units a tick. */
TEST(world_tr2_lift_rides)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    int lift = LB_AddItem(&b->lb, O2_LIFT, room, MID(4), -1024, MID(4), 0, 0);
    int names = LB_AddTrigger(&b->lb, room, 5, 3, TRIGGER_TYPE_DUMMY, 0, false);
    LB_TriggerAction(&b->lb, names, LB_ACT_OBJECT, lift);
    int go = LB_AddTrigger(&b->lb, room, 1, 6, LB_TRIG_TRIGGER, 0, false);
    LB_TriggerAction(&b->lb, go, LB_ACT_OBJECT, lift);
    static const StandIn si[] = {{O2_LIFT, DONOR_FLARE_ARM}};
    TestGame *t = open_built(b, "tr2_lift.tr2", si, 1);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Item *l = &t->sim.items[lift];
    /* From above, its roof: five clicks over its floor. */
    CHECK_EQ(floor_at(g, MID(5), -3000, MID(3)), -1024 - 1280);
    CHECK(!l->active);
    place_lara(t, MID(1), MID(6));
    CHECK(l->active);
    int32_t y0 = l->pos.y;
    TestGame_Step(t, 0, 80);
    CHECK_EQ(l->pos.y, y0);
    TestGame_Step(t, 0, 30);
    CHECK(l->pos.y > y0);
    CHECK_EQ((l->pos.y - y0) % 16, 0);
    TestGame_Delete(t);
}

static int g_bells, g_alarms;

static void item_sound(void *user, Item *item, int sfx)
{
    g_bells += sfx == 334;
    g_alarms += sfx == 335;
}

/* The door bell rings once each time it is triggered (TR2's sound 334; a
 * one-shot trigger: once); the burglar alarm sounds (335) every tick while
 * triggered. */
TEST(world_tr2_sound_objects)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    int bell = LB_AddItem(&b->lb, O2_DING_DONG, room, MID(5), 0, MID(5), 0, 0);
    int alarm = LB_AddItem(&b->lb, O2_LARA_ALARM, room, MID(6), 0, MID(5), 0, 0);
    int tr = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, 0, true);
    LB_TriggerAction(&b->lb, tr, LB_ACT_OBJECT, bell);
    tr = LB_AddTrigger(&b->lb, room, 3, 3, LB_TRIG_PAD, 0, false);
    LB_TriggerAction(&b->lb, tr, LB_ACT_OBJECT, alarm);
    static const StandIn si[] = {{O2_DING_DONG, DONOR_DART}, {O2_LARA_ALARM, DONOR_DART}};
    TestGame *t = open_built(b, "tr2_sounds.tr2", si, 2);
    TrBuild_Delete(b);
    CHECK(t);
    t->sim.events.sound = item_sound;
    g_bells = g_alarms = 0;
    place_lara(t, MID(2), MID(2));
    TestGame_Step(t, 0, 3);
    CHECK_EQ(g_bells, 1);
    CHECK_EQ(g_alarms, 0);
    place_lara(t, MID(3), MID(3));
    TestGame_Step(t, 0, 3);
    CHECK(g_alarms >= 4);
    CHECK_EQ(g_bells, 1);
    TestGame_Delete(t);
}

static int g_roars;

static void roar_sound(void *user, Item *item, int sfx) { g_roars += sfx == 79; }

/* A waterfall that starts active roars (TR2's 79) and throws a splash
 * (TR2's splash effect) within half a sector of itself every tick. */
TEST(world_tr2_waterfall_roars_and_splashes)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    int fall = LB_AddItem(&b->lb, O2_WATERFALL, room, MID(5), -512, MID(5), 0, ITEM_FILE_CODE_BITS);
    static const StandIn si[] = {{O2_WATERFALL, DONOR_DART}};
    TestGame *t = open_built(b, "tr2_waterfall.tr2", si, 1);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Item *w = &t->sim.items[fall];
    CHECK(w->active);
    t->sim.events.sound = roar_sound;
    g_roars = 0;
    TestGame_Step(t, 0, 3);
    CHECK_EQ(g_roars, 3);
    int splashes = 0;
    for (int fx = g->effects.next_active; fx != EFFECT_NONE; fx = g->effects.fx[fx].next_active) {
        const Effect *e = &g->effects.fx[fx];
        if (e->object_id != O2_SPLASH)
            continue;
        splashes++;
        CHECK(e->pos.x >= w->pos.x - 512 && e->pos.x <= w->pos.x + 512);
        CHECK(e->pos.z >= w->pos.z - 512 && e->pos.z <= w->pos.z + 512);
    }
    CHECK(splashes >= 1);
    TestGame_Delete(t);
}

/* TR2's pick-up rules, the routine called as her collision would: wading
 * counts as dry land (she goes for the pick-up), and under water she only
 * swims to it with her hands free. */
TEST(world_tr2_pickup_wading_and_armed_underwater)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    int med = LB_AddItem(&b->lb, O2_SMALL_MEDIPACK_ITEM, room, MID(3), 0, MID(3), 0, 0);
    TestGame *t = open_built(b, "tr2_pickup_rules.tr2", NULL, 0);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Item *lara = place_lara(t, MID(3), MID(3));
    CHECK_EQ(lara->current_state, LS_STOP);
    CollInfo coll = {0};
    CollObjectRoutine take = Object_Info(g, O2_SMALL_MEDIPACK_ITEM)->collision;
    t->sim.input = INPUT_ACTION;
    g->input_taken = 0;

    /* Armed, under water, treading by it: she does not move to it. */
    g->lara.water_status = LWS_UNDERWATER;
    g->lara.gun_status = LGS_READY;
    lara->current_state = LS_TREAD;
    lara->pos.y = -200;
    Vec3i before = lara->pos;
    take(g, med, lara, &coll);
    CHECK(lara->pos.x == before.x && lara->pos.y == before.y && lara->pos.z == before.z);

    /* Wading, standing on it with free hands: she goes for it. */
    lara->pos.y = 0;
    g->lara.water_status = LWS_WADE;
    g->lara.gun_status = LGS_ARMLESS;
    lara->current_state = LS_STOP;
    take(g, med, lara, &coll);
    CHECK_EQ(lara->current_state, LS_PICKUP);
    CHECK_EQ(g->lara.gun_status, LGS_HANDS_BUSY);
    TestGame_Delete(t);
}

/* The airlock wheel: Lara turns it in her extra animation (the donor's
 * Lara-extra model), and once it is on its switch trigger fires, once,
 * opening a door. */
TEST(world_tr2_airlock_wheel)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(2), 0, MID(1), 0, 0);
    int sw = LB_AddItem(&b->lb, O2_SWITCH_TYPE_AIRLOCK, room, MID(2), 0, MID(2) - 112, 0, 0);
    int door = LB_AddItem(&b->lb, O2_DOOR_TYPE_4, room, MID(5), 0, MID(2), 0, 0);
    int tr = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_SWITCH, 0, false);
    LB_TriggerAction(&b->lb, tr, LB_ACT_OBJECT, sw);
    LB_TriggerAction(&b->lb, tr, LB_ACT_OBJECT, door);
    static const StandIn si[] = {{O2_SWITCH_TYPE_AIRLOCK, DONOR_FLARE_ARM},
                                 {O2_DOOR_TYPE_4, DONOR_FLARE_ARM}};
    TestGame *t = open_built(b, "tr2_airlock.tr2", si, 2);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Item *s = &t->sim.items[sw], *d = &t->sim.items[door];
    Item *lara = place_lara(t, MID(2), MID(2) - 112 + 400);
    CHECK_EQ(lara->current_state, LS_STOP);
    TestGame_Step(t, INPUT_ACTION, 1);
    CHECK(g->lara.extra_anim);
    CHECK_EQ(lara->pos.z, MID(2) - 112 + 212);
    CHECK_EQ(s->status, ITEM_STATUS_ACTIVE);
    CHECK_EQ(s->goal_state, SWITCH_STATE_ON);
    for (int n = 0; n < 30 && !d->active; n++)
        TestGame_Step(t, 0, 1);
    CHECK(d->active);
    CHECK(s->one_shot);
    TestGame_Delete(t);
}

/* A kill sector (lava) burns Lara standing on it: she dies and TR2's
 * flames (O2_FLAME effects) are on her. */
TEST(world_tr2_lava_burns)
{
    int room;
    TrBuild *b = new_room(&room);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR2));
    LB_AddItem(&b->lb, O2_LARA, room, MID(1), 0, MID(1), 0, 0);
    const uint16_t kill[] = {FD_END_BIT | FD_KILL};
    CHECK(TrBuild_AddFloorData(b, room, 3, 3, kill, 1, false));
    TestGame *t = open_built(b, "tr2_lava.tr2", NULL, 0);
    TrBuild_Delete(b);
    CHECK(t);
    Game *g = &t->g;
    Item *lara = place_lara(t, MID(1), MID(1));
    CHECK(lara->hit_points > 0);
    place_lara(t, MID(3), MID(3));
    CHECK(lara->hit_points < 0);
    int flames = 0;
    for (int fx = g->effects.next_active; fx != EFFECT_NONE; fx = g->effects.fx[fx].next_active)
        flames += g->effects.fx[fx].object_id == O2_FLAME;
    CHECK(flames >= 1);
    TestGame_Delete(t);
}
