/* Traps (game/objects/trap): purpose-built situations on the shared levels
 * (skipped without them). LEVEL1 has crumbling floors and dart emitters,
 * RANDO_TEST1 a teeth door; the kinds those levels lack are tried on items
 * of other kinds given the trap's object id (their own model still gives
 * the spheres, boxes and animations the routines read). */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/inventory/inventory.h"
#include "game/objects/trap/trap.h"
#include "tests/test_game.h"
#include "tests/test_levels.h"

/* Lara standing at (x, z) on the floor there, starting the search from
 * `room`. */
static void place_lara(TestGame *r, int32_t x, int32_t y, int32_t z, int room)
{
    Game *g = &r->g;
    Item *lara = Game_LaraItem(g);
    int16_t rm = (int16_t)room;
    const RoomSector *s = World_Sector(&g->world, x, y, z, &rm);
    int32_t h = World_Height(&g->world, s, x, y, z);
    lara->pos = (Vec3i){ x, h, z };
    lara->floor = h;
    Sim_ItemNewRoom(&r->sim, r->sim.lara, rm);
}

/* A trigger's full activation, as the trigger code leaves an item. */
static void activate(TestGame *r, int index)
{
    Item *it = &r->sim.items[index];
    it->activation_mask = ITEM_MASK_FULL;
    it->timer = 0;
    Object_AddActive(&r->g, index);
    it->status = ITEM_STATUS_ACTIVE;
}

static int effects_of(Game *g, int object_id)
{
    int n = 0;
    for (int i = g->effects.next_active; i != EFFECT_NONE; i = g->effects.fx[i].next_active)
        n += g->effects.fx[i].object_id == object_id;
    return n;
}

static TestGame r_;

/* Opens the level (or skips the test) into r, with g its game, and finds
 * its first item of object_id as index `idx` (the test fails without
 * one). */
#define OPEN_WITH_ITEM(rel, object_id, idx)                                    \
    TestGame *r = &r_;                                                         \
    GAME_OPEN_OR_SKIP(r, rel);                                                 \
    Game *g = &r->g;                                                           \
    int idx = Test_FirstItem(&r->sim, object_id);                              \
    CHECK(idx >= 0)

/* Steps one tick at a time, counting them in `ticks`, while cond holds
 * and fewer than `limit` have run. */
#define STEP_WHILE(cond, ticks, limit)                                         \
    while ((cond) && (ticks) < (limit)) {                                      \
        TestGame_Step(r, 0, 1);                                                \
        (ticks)++;                                                             \
    }

TEST(traps_falling_block_gives_way_under_lara)
{
    OPEN_WITH_ITEM("tr1/LEVEL1.PHD", O_FALLING_BLOCK, b);
    Item *block = &r->sim.items[b];
    Item *lara = Game_LaraItem(g);
    int32_t top = block->pos.y - 512;
    int32_t start_y = block->pos.y;
    Vec3i start = lara->pos;
    int start_room = lara->room;

    /* While set, the block is the floor half a sector above its origin. */
    place_lara(r, block->pos.x, top - 100, block->pos.z, block->room);
    CHECK_EQ(lara->pos.y, top);

    /* Standing on it sets it off (its trigger); it shakes, then drops. */
    int ticks = 0;
    STEP_WHILE(block->current_state != TRAP_WORKING, ticks, 120);
    CHECK_MSG(block->current_state == TRAP_WORKING, "state %d after %d ticks",
              block->current_state, ticks);
    CHECK(block->active);
    STEP_WHILE(block->current_state != TRAP_FINISHED, ticks, 400);
    CHECK_EQ(block->current_state, TRAP_FINISHED);
    CHECK(block->pos.y > start_y);
    CHECK_EQ(block->pos.y, block->floor);
    CHECK(!block->gravity);
    /* Lara went down with it. */
    CHECK(lara->pos.y > top);
    /* Its last animation puts it to rest; while Lara stands on its trigger
     * the trigger wakes it again each tick (as the original), so she
     * leaves. */
    place_lara(r, start.x, start.y, start.z, start_room);
    TestGame_Step(r, 0, 40);
    CHECK(!block->active);
    CHECK_EQ(block->status, ITEM_STATUS_DEACTIVATED);
    TestGame_Close(r);
}

TEST(traps_darts_fly_sting_and_free_their_slot)
{
    OPEN_WITH_ITEM("tr1/LEVEL1.PHD", O_DART_EMITTER, e);
    Item *lara = Game_LaraItem(g);
    Item *em = &r->sim.items[e];
    uint32_t level_items = r->sim.level_items;
    CHECK_EQ(r->sim.num_items, level_items);

    /* Lara one sector in front of the emitter, in the darts' way. */
    int32_t dx = (Math_Sin(em->rot.y) * WALL_SIZE) >> W2V_SHIFT;
    int32_t dz = (Math_Cos(em->rot.y) * WALL_SIZE) >> W2V_SHIFT;
    place_lara(r, em->pos.x + dx, em->pos.y - 256, em->pos.z + dz, em->room);
    activate(r, e);

    int ticks = 0;
    STEP_WHILE(r->sim.num_items <= level_items, ticks, 60);
    int dart = r->sim.num_items > level_items ? (int)level_items : -1;
    CHECK_MSG(dart >= 0, "no dart after %d ticks", ticks);
    Item *d = &r->sim.items[dart];
    CHECK_EQ(d->object_id, O_DARTS);
    CHECK(d->active);
    CHECK_EQ(d->status, ITEM_STATUS_ACTIVE);
    CHECK_EQ(d->rot.y, em->rot.y);
    CHECK_EQ(d->pos.y, em->pos.y - 512);
    CHECK(effects_of(g, O_DART_EFFECT) == 1);

    /* It stings her and is gone at the first wall or floor: its slot is
     * free for the next dart. */
    int hp = lara->hit_points;
    int32_t x0 = d->pos.x, z0 = d->pos.z;
    ticks = 0;
    STEP_WHILE(d->active, ticks, 100);
    CHECK(!d->active);
    CHECK(abs(d->pos.x - x0) + abs(d->pos.z - z0) > 0);
    CHECK_EQ(r->sim.next_free_item, dart);
    CHECK_MSG(lara->hit_points <= hp - 50, "hp %d (was %d)", lara->hit_points, hp);
    CHECK(effects_of(g, O_BLOOD1) + effects_of(g, O_RICOCHET1) > 0);

    /* The emitter keeps firing while triggered; a later dart reuses the
     * slot (darts in flight at once take further slots). */
    ticks = 0;
    STEP_WHILE(!d->active, ticks, 100);
    CHECK(d->active);
    CHECK_EQ(d->object_id, O_DARTS);
    CHECK(r->sim.num_items <= level_items + 3);
    TestGame_Close(r);
}

TEST(traps_teeth_door_bites)
{
    OPEN_WITH_ITEM("tr1/RANDO_TEST1.PHD", O_TEETH_TRAP, t);
    Item *lara = Game_LaraItem(g);
    Item *teeth = &r->sim.items[t];
    Vec3i start = lara->pos;
    int start_room = lara->room;

    /* Lara where the jaws meet, a little over half a sector in front. */
    int32_t x = teeth->pos.x + ((Math_Sin(teeth->rot.y) * 600) >> W2V_SHIFT);
    int32_t z = teeth->pos.z + ((Math_Cos(teeth->rot.y) * 600) >> W2V_SHIFT);
    place_lara(r, x, teeth->pos.y - 256, z, teeth->room);
    activate(r, t);
    int hp = lara->hit_points, ticks = 0;
    STEP_WHILE(lara->hit_points == hp, ticks, 60);
    CHECK_MSG(lara->hit_points == hp - 400, "hp %d after %d ticks", lara->hit_points, ticks);
    CHECK_EQ(teeth->current_state, 1);
    CHECK_EQ(effects_of(g, O_BLOOD1), 6);

    /* Let go (and off any trigger), the jaws open. */
    place_lara(r, start.x, start.y, start.z, start_room);
    teeth->activation_mask = 0;
    TestGame_Step(r, 0, 60);
    CHECK_EQ(teeth->current_state, 0);
    TestGame_Close(r);
}

/* Lara's collision routine input as her own tick prepares it. */
static void coll_for_lara(CollInfo *c)
{
    memset(c, 0, sizeof(*c));
    c->radius = LARA_RADIUS;
    c->enable_baddie_push = true;
    c->enable_spaz = true;
}

TEST(traps_spikes_kill_a_falling_lara_and_hurt_a_running_one)
{
    OPEN_WITH_ITEM("tr1/LEVEL1.PHD", O_FALLING_BLOCK, b);
    Item *lara = Game_LaraItem(g);
    Item *it = &r->sim.items[b];
    it->object_id = O_SPIKES;
    CollInfo c;
    coll_for_lara(&c);
    lara->pos = (Vec3i){ it->pos.x, it->pos.y - 300, it->pos.z };

    /* Walking slowly over them is safe (one number drawn all the same). */
    uint32_t calls = r->sim.prng.control_calls;
    lara->gravity = false;
    lara->speed = 10;
    g->objects[O_SPIKES].collision(g, b, lara, &c);
    CHECK_EQ(lara->hit_points, 1000);
    CHECK_EQ(r->sim.prng.control_calls, calls + 1);

    /* Running: 15 off, and 0 or 1 splash of blood (four numbers each). */
    lara->speed = 40;
    calls = r->sim.prng.control_calls;
    g->objects[O_SPIKES].collision(g, b, lara, &c);
    CHECK_EQ(lara->hit_points, 985);
    int bloods = effects_of(g, O_BLOOD1);
    CHECK(bloods <= 1);
    CHECK_EQ(r->sim.prng.control_calls, calls + 1 + 4u * (uint32_t)bloods);

    /* Falling onto them: dead, twenty splashes, the spike death. */
    lara->gravity = true;
    lara->fall_speed = 40;
    calls = r->sim.prng.control_calls;
    g->objects[O_SPIKES].collision(g, b, lara, &c);
    CHECK(lara->hit_points <= 0);
    CHECK_EQ(lara->current_state, LS_DEATH);
    CHECK_EQ(lara->anim, Lara_AnimBase(g, lara) + LARA_ANIM_SPIKE_DEATH);
    CHECK_EQ(lara->pos.y, it->pos.y);
    CHECK(!lara->gravity);
    CHECK_EQ(effects_of(g, O_BLOOD1), bloods + 20);
    CHECK_EQ(r->sim.prng.control_calls, calls + 1 + 80);
    TestGame_Close(r);
}

/* An animation of the item's model that moves it and plays on by itself. */
static int moving_loop(const Game *g, const Item *it)
{
    int first = Trap_FirstAnim(g, it);
    for (int a = first; a >= 0 && a < first + 40 && (uint32_t)a < g->lv->num_animations; a++) {
        const Animation *an = &g->lv->animations[a];
        if (an->speed >= (8 << 16) && an->next_anim == a)
            return a;
    }
    return -1;
}

TEST(traps_rolling_ball_rolls_stops_and_goes_home)
{
    OPEN_WITH_ITEM("tr1/LEVEL1.PHD", O_WOLF, w);
    Item *ball = &r->sim.items[w];
    int anim = moving_loop(g, ball);
    CHECK(anim >= 0);
    ball->object_id = O_ROLLING_BALL;
    g->objects[O_ROLLING_BALL].initialise(g, w);
    Vec3i home = ball->pos;
    int home_room = ball->room;
    /* Lara far away. */
    Item *lara = Game_LaraItem(g);
    CHECK(abs(lara->pos.z - home.z) > 8 * WALL_SIZE);

    Anim_SetAnim(g->lv, ball, anim, -1);
    ball->current_state = ball->goal_state = TRAP_ACTIVATE;
    activate(r, w);
    int ticks = 0;
    STEP_WHILE(ball->status == ITEM_STATUS_ACTIVE, ticks, 600);
    CHECK_MSG(ball->status == ITEM_STATUS_DEACTIVATED, "status %d", ball->status);
    int32_t moved = abs(ball->pos.x - home.x) + abs(ball->pos.z - home.z);
    CHECK(moved > 256);
    CHECK_EQ(ball->speed, 0);
    CHECK_EQ(ball->pos.y, ball->floor);
    /* Still stopped while triggered. */
    Vec3i stop = ball->pos;
    TestGame_Step(r, 0, 10);
    CHECK_EQ(ball->pos.x, stop.x);
    CHECK_EQ(ball->pos.z, stop.z);

    /* The trigger lets go: back home, set, off the active list. */
    ball->activation_mask = 0;
    TestGame_Step(r, 0, 1);
    CHECK_EQ(ball->status, ITEM_STATUS_INACTIVE);
    CHECK(!ball->active);
    CHECK_EQ(ball->pos.x, home.x);
    CHECK_EQ(ball->pos.y, home.y);
    CHECK_EQ(ball->pos.z, home.z);
    CHECK_EQ(ball->room, home_room);
    CHECK_EQ(ball->anim, Trap_FirstAnim(g, ball));
    TestGame_Close(r);
}

TEST(traps_damocles_sword_falls_on_lara)
{
    OPEN_WITH_ITEM("tr1/LEVEL1.PHD", O_WOLF, w);
    Item *lara = Game_LaraItem(g);
    Item *sword = &r->sim.items[w];
    sword->object_id = O_DAMOCLES_SWORD;
    /* Two control numbers: its heading and its turn rate. */
    uint32_t calls = r->sim.prng.control_calls;
    g->objects[O_DAMOCLES_SWORD].initialise(g, w);
    CHECK_EQ(r->sim.prng.control_calls, calls + 2);
    int32_t floor = sword->floor;
    /* Hung two sectors up, Lara walks in under it. */
    sword->pos.y = floor - 2048;
    activate(r, w);
    int16_t turn = sword->required_state;
    int16_t yaw = sword->rot.y;
    TestGame_Step(r, 0, 1);
    CHECK_EQ(sword->rot.y, (int16_t)(yaw + turn));
    CHECK(!sword->gravity);
    place_lara(r, sword->pos.x + 300, floor - 100, sword->pos.z, sword->room);
    CHECK(lara->pos.y > sword->pos.y);
    TestGame_Step(r, 0, 1);
    CHECK(sword->gravity);
    CHECK_EQ(sword->current_state, 300 / 32);
    int hp = lara->hit_points, ticks = 0;
    STEP_WHILE(sword->status == ITEM_STATUS_ACTIVE, ticks, 100);
    CHECK_EQ(sword->status, ITEM_STATUS_DEACTIVATED);
    CHECK(!sword->active);
    CHECK_EQ(sword->pos.y, sword->floor + 10);
    CHECK_MSG(lara->hit_points < hp, "hp %d", lara->hit_points);
    TestGame_Close(r);
}

TEST(traps_thors_hammer_makes_its_head)
{
    OPEN_WITH_ITEM("tr1/LEVEL1.PHD", O_WOLF, w);
    Item *hand = &r->sim.items[w];
    uint32_t n = r->sim.num_items;
    hand->object_id = O_THORS_HANDLE;
    g->objects[O_THORS_HANDLE].initialise(g, w);
    hand = &r->sim.items[w];
    CHECK_EQ(r->sim.num_items, n + 1);
    CHECK_EQ(hand->data_index, (int)n);
    const Item *head = &r->sim.items[n];
    CHECK_EQ(head->object_id, O_THORS_HEAD);
    CHECK_EQ(head->pos.x, hand->pos.x);
    CHECK_EQ(head->pos.z, hand->pos.z);
    CHECK_EQ(head->room, hand->room);
    CHECK_EQ(r->sim.room_items[head->room], (int)n);
    /* Not triggered: it leaves the active list. */
    hand->current_state = hand->goal_state = 0;
    activate(r, w);
    hand->activation_mask = 0;
    TestGame_Step(r, 0, 1);
    CHECK(!hand->active);
    CHECK_EQ(hand->status, ITEM_STATUS_INACTIVE);
    TestGame_Close(r);
}

TEST(traps_lightning_strikes_lara_near_it)
{
    OPEN_WITH_ITEM("tr1/LEVEL1.PHD", O_WOLF, w);
    Item *lara = Game_LaraItem(g);
    TestGame_Step(r, 0, 1);
    Item *em = &r->sim.items[w];
    em->object_id = O_LIGHTNING_EMITTER;
    em->model = -1; /* no target meshes: it strikes within a sector */
    g->objects[O_LIGHTNING_EMITTER].initialise(g, w);
    /* Over Lara's head. */
    em->pos = (Vec3i){ lara->pos.x, lara->pos.y - 200, lara->pos.z };
    Sim_ItemNewRoom(&r->sim, w, lara->room);
    activate(r, w);
    bool flipped = g->world.flipped;
    uint32_t calls = r->sim.prng.control_calls;
    TestGame_Step(r, 0, 1);
    CHECK_EQ(lara->hit_points, 600);
    CHECK(g->world.flipped != flipped);
    /* Strike: four numbers for the side shoots' ends and starts, then one
     * a tick for her jolt while she is zapped. */
    CHECK_EQ(r->sim.prng.control_calls, calls + 6 + 1);
    /* Twenty ticks later the flash is over. */
    TestGame_Step(r, 0, 20);
    CHECK(g->world.flipped == flipped);
    TestGame_Close(r);
}

TEST(traps_earthquake_and_waterfall_streams)
{
    OPEN_WITH_ITEM("tr1/LEVEL1.PHD", O_WOLF, w);
    Item *lara = Game_LaraItem(g);
    TestGame_Step(r, 0, 1);
    Item *q = &r->sim.items[w];
    q->object_id = O_EARTHQUAKE;
    activate(r, w);
    /* Each tick one draw number; a control number only when that one did
     * not shake (Lara standing still draws none of her own). */
    Prng expect = r->sim.prng;
    for (int i = 0; i < 30; i++)
        if (Prng_Draw(&expect) >= 0x100)
            Prng_Control(&expect);
    TestGame_Step(r, 0, 30);
    CHECK_EQ(r->sim.prng.control_calls, expect.control_calls);
    CHECK_EQ(r->sim.prng.control, expect.control);

    /* A waterfall near Lara: one splash a tick at its foot. */
    q->object_id = O_WATERFALL;
    q->pos = lara->pos;
    int before = Effect_ActiveCount(g);
    TestGame_Step(r, 0, 1);
    CHECK_EQ(Effect_ActiveCount(g), before + 1);
    CHECK_EQ(Effect_Get(g, g->effects.next_active)->object_id, O_SPLASH1);
    TestGame_Close(r);
}

TEST(traps_midas_hand_gold_bar_and_gold_death)
{
    OPEN_WITH_ITEM("tr1/RANDO_TEST1.PHD", O_TEETH_TRAP, m);
    Item *lara = Game_LaraItem(g);
    TestGame_Step(r, 0, 1);
    Item *hand = &r->sim.items[m];
    hand->object_id = O_MIDAS_TOUCH;
    CollInfo c;
    coll_for_lara(&c);
    const Model *extra = Level_FindModel(&r->lv, O_LARA_EXTRA);
    CHECK(extra != NULL);
    int extra_first = Sim_ModelFirstAnim(&r->lv, extra);

    /* Offering the lead bar from in front of the plinth: she takes up the
     * "use" animation of her extra set and the bar leaves her inventory. */
    g->inv.count[O_LEADBAR_OPTION] = 1;
    lara->pos = (Vec3i){ hand->pos.x, hand->pos.y + 500, hand->pos.z - 600 };
    lara->rot = (Vec3s){ 0, 0, 0 };
    lara->current_state = LS_STOP;
    lara->gravity = false;
    g->lara.gun_status = LGS_ARMLESS;
    g->sim->input = INPUT_ACTION;
    g->objects[O_MIDAS_TOUCH].collision(g, m, lara, &c);
    CHECK_EQ(lara->current_state, LS_USE_MIDAS);
    CHECK_EQ(lara->anim, extra_first);
    CHECK_EQ(g->lara.interact_target, m);
    CHECK_EQ(g->inv.count[O_LEADBAR_OPTION], 0);
    /* At the frame she takes it back it is gold. */
    lara->frame = (int16_t)(r->lv.animations[lara->anim].frame_start + 113);
    g->objects[O_MIDAS_TOUCH].collision(g, m, lara, &c);
    CHECK_EQ(Inventory_Count(g, O_PUZZLE_ITEM1), 1);
    CHECK_EQ(g->lara.interact_target, -1);

    /* Standing on the plinth turns her to gold. */
    g->sim->input = 0;
    lara->pos = (Vec3i){ hand->pos.x + 100, hand->pos.y + 100, hand->pos.z };
    lara->current_state = LS_STOP;
    g->objects[O_MIDAS_TOUCH].collision(g, m, lara, &c);
    CHECK_EQ(lara->current_state, LS_DIE_MIDAS);
    CHECK_EQ(lara->anim, extra_first + 1);
    CHECK_EQ(lara->hit_points, -1);
    CHECK_EQ(g->lara.air, -1);
    CHECK_EQ(g->lara.gun_status, LGS_HANDS_BUSY);
    TestGame_Close(r);
}

/* Every trap of a level triggered at once under random input: nothing the
 * sanitizers see, the effect pool and the item slots stay bounded, every
 * run-time item on the active list is a live dart. */
static void soak_level(TestGame *r, uint32_t seed, int ticks)
{
    static const int k_traps[] = {
        O_FALLING_BLOCK, O_PENDULUM, O_ROLLING_BALL, O_DART_EMITTER, O_TEETH_TRAP,
        O_DAMOCLES_SWORD, O_THORS_HANDLE, O_LIGHTNING_EMITTER, O_ROLLING_BLOCK,
        O_FALLING_CEILING1, O_FALLING_CEILING2, O_LAVA_EMITTER, O_LAVA_WEDGE, O_FLAME_EMITTER,
        O_PORTACABIN, O_WATERFALL, O_EARTHQUAKE,
    };
    for (uint32_t i = 0; i < r->sim.num_items; i++)
        for (size_t k = 0; k < sizeof(k_traps) / sizeof(k_traps[0]); k++)
            if (r->sim.items[i].object_id == k_traps[k])
                activate(r, (int)i);
    uint32_t x = seed;
    InputWord w = 0;
    for (int t = 0; t < ticks; t++) {
        if (t % 15 == 0) {
            x = x * 1103515245u + 12345u;
            w = (InputWord)((x >> 8) & 0x3FF);
        }
        Game_Tick(&r->g, w);
        if (Test_Failed())
            return;
    }
}

TEST(traps_soak_every_trap_triggered)
{
    const char *levels[] = { "tr1/LEVEL1.PHD", "tr1/RANDO_TEST1.PHD" };
    int ran = 0;
    for (int l = 0; l < 2; l++) {
        TestGame *r = &r_;
        if (!Test_SharedPath(levels[l]))
            continue;
        CHECK(TestGame_Open(r, levels[l]));
        soak_level(r, 1234u + (uint32_t)l, 1500);
        CHECK(Effect_ActiveCount(&r->g) <= EFFECT_MAX);
        CHECK(r->sim.num_items <= r->sim.max_items);
        if (l == 0) /* LEVEL1's dart emitters fired */
            CHECK(r->sim.num_items > r->sim.level_items);
        for (int i = r->sim.next_active; i != ITEM_NONE; i = r->sim.items[i].next_active)
            if ((uint32_t)i >= r->sim.level_items)
                CHECK_EQ(r->sim.items[i].object_id, O_DARTS);
        TestGame_Close(r);
        ran++;
    }
    if (!ran)
        SKIP("no shared TR1 level");
}
