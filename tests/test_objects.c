/* The object table (game/objects): routines per object id, the level-start
 * item set-up and active list, pickups into the inventory counts, the
 * inventory's gun and ammunition rules, bridges' floors through their
 * sector's trigger (LEVEL1, skipped when absent). */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "game/game.h"
#include "game/objects/pickup/pickup.h"
#include "game/objects/switch/switch.h"
#include "tests/test_game.h"

#define S(n) ((int32_t)((n) * 1024))

typedef struct {
    Level lv;
    Sim sim;
    Game *g;
} Fix;

static bool open_level(Fix *f, const char *path)
{
    char err[256];
    Log_SetQuiet(1);
    memset(f, 0, sizeof(*f));
    f->g = calloc(1, sizeof(Game));
    return f->g && Level_Load(path, &f->lv, err, sizeof err) &&
           Sim_Init(&f->sim, &f->lv, NULL, err, sizeof err) &&
           Game_Attach(f->g, &f->sim, err, sizeof err);
}

static void close_level(Fix *f)
{
    Game_Free(f->g);
    Sim_Free(&f->sim);
    Level_Free(&f->lv);
    free(f->g);
}

TEST(objects_table_routines)
{
    Fix f;
    CHECK(open_level(&f, Test_BinPath("data/default.phd")));
    const Game *g = f.g;
    for (int id = O_DOOR_TYPE1; id <= O_DOOR_TYPE8; id++) {
        CHECK(g->objects[id].initialise && g->objects[id].control && g->objects[id].collision);
        CHECK_EQ(g->objects[id].hit_points, ITEM_DONT_TARGET);
        CHECK_EQ(g->objects[id].radius, OBJECT_DEFAULT_RADIUS);
    }
    CHECK(g->objects[O_SWITCH_TYPE1].control && g->objects[O_SWITCH_TYPE1].collision);
    CHECK(g->objects[O_SWITCH_TYPE2].collision != g->objects[O_SWITCH_TYPE1].collision);
    CHECK(g->objects[O_MEDI_ITEM].collision && !g->objects[O_MEDI_ITEM].control);
    CHECK(g->objects[O_KEY_HOLE1].collision && !g->objects[O_KEY_HOLE1].control);
    CHECK(g->objects[O_TRAPDOOR].floor && g->objects[O_TRAPDOOR].ceiling);
    CHECK(g->objects[O_BRIDGE_TILT2].floor && !g->objects[O_BRIDGE_TILT2].control);
    CHECK(g->objects[O_MOVABLE_BLOCK].initialise && g->objects[O_MOVABLE_BLOCK].collision);
    CHECK_EQ(g->objects[O_LARA].hit_points, LARA_HITPOINTS);
    /* Out of range ids read as "nothing". */
    CHECK(!Object_Info(g, -1)->control && !Object_Info(g, 5000)->collision);
    /* Loaded: the default level has a door model, no bear. */
    CHECK(g->objects[O_DOOR_TYPE1].loaded);
    CHECK(!g->objects[O_BEAR].loaded);
    /* Nothing starts active on the default level. */
    CHECK_EQ(f.sim.next_active, ITEM_NONE);
    close_level(&f);
}

TEST(objects_pickup_goes_into_inventory)
{
    Fix f;
    CHECK(open_level(&f, Test_BinPath("data/default.phd")));
    Game *g = f.g;
    Sim *s = &f.sim;
    int med = Test_FirstItem(s, O_MEDI_ITEM);
    CHECK(med >= 0);
    /* The level has no inventory model for it: pretend it has, so the
     * count goes up (the original only counts what its ring can show). */
    g->objects[O_MEDI_OPTION].loaded = true;
    Item *lara = &s->items[s->lara], *it = &s->items[med];
    lara->pos = it->pos;
    lara->rot.y = 0;
    Sim_ItemNewRoom(s, s->lara, it->room);
    lara->floor = lara->pos.y;
    Game_Tick(g, 0);
    CHECK_EQ(lara->current_state, LS_STOP);
    int took = -1;
    for (int t = 0; t < 200 && took < 0; t++) {
        Game_Tick(g, t < 3 ? INPUT_ACTION : 0);
        if (it->status == ITEM_STATUS_INVISIBLE)
            took = t;
    }
    CHECK_MSG(took >= 0, "never picked up (state %d)", lara->current_state);
    CHECK_EQ(Inventory_Count(g, O_MEDI_ITEM), 1);
    CHECK_EQ(Inventory_Count(g, O_MEDI_OPTION), 1);
    CHECK_EQ(g->pickups, 1);
    /* Out of its room's list (not drawn, not collided with). */
    for (int n = s->room_items[it->room]; n != ITEM_NONE; n = s->items[n].next_item)
        CHECK(n != med);
    /* A pick-up trigger for it fires once. */
    CHECK(Pickup_Trigger(g, med));
    CHECK_EQ(it->status, ITEM_STATUS_DEACTIVATED);
    CHECK(!Pickup_Trigger(g, med));
    close_level(&f);
}

TEST(objects_inventory_guns_and_ammo)
{
    Fix f;
    CHECK(open_level(&f, Test_BinPath("data/default.phd")));
    Game *g = f.g;
    for (int id = O_GUN_OPTION; id <= O_BIGMEDI_OPTION; id++)
        g->objects[id].loaded = true;
    for (int id = O_KEY_OPTION1; id <= O_KEY_OPTION4; id++)
        g->objects[id].loaded = true;
    /* The demo start: pistols and the compass. */
    CHECK_EQ(Inventory_Count(g, O_GUN_ITEM), 1);
    CHECK_EQ(Inventory_Count(g, O_MAP_OPTION), 1);
    /* Shells before the shotgun: kept as pickups... */
    Inventory_Add(g, O_SG_AMMO_ITEM);
    Inventory_Add(g, O_SG_AMMO_ITEM);
    CHECK_EQ(Inventory_Count(g, O_SG_AMMO_ITEM), 2);
    CHECK_EQ(g->lara.shotgun.ammo, 0);
    /* ...and loaded into it when it comes, with its own load. */
    Inventory_Add(g, O_SHOTGUN_ITEM);
    CHECK(g->lara.has_shotgun);
    CHECK_EQ(Inventory_Count(g, O_SHOTGUN_ITEM), 1);
    CHECK_EQ(Inventory_Count(g, O_SG_AMMO_ITEM), 0);
    CHECK_EQ(g->lara.shotgun.ammo, 3 * INVENTORY_SHOTGUN_AMMO);
    /* Ammunition for a gun she has goes straight in. */
    Inventory_Add(g, O_SG_AMMO_ITEM);
    CHECK_EQ(g->lara.shotgun.ammo, 4 * INVENTORY_SHOTGUN_AMMO);
    Inventory_Add(g, O_UZI_ITEM);
    Inventory_Add(g, O_UZI_AMMO_ITEM);
    CHECK_EQ(g->lara.uzis.ammo, 2 * INVENTORY_UZI_AMMO);
    Inventory_Add(g, O_MAG_AMMO_ITEM);
    CHECK_EQ(Inventory_Count(g, O_MAG_AMMO_ITEM), 1);
    CHECK(!g->lara.has_magnums);
    /* Keys count, and are used up. */
    CHECK(Inventory_Add(g, O_KEY_ITEM2));
    CHECK(Inventory_Add(g, O_KEY_ITEM2));
    CHECK_EQ(Inventory_Count(g, O_KEY_OPTION2), 2);
    CHECK(Inventory_Remove(g, O_KEY_ITEM2));
    CHECK(Inventory_Remove(g, O_KEY_ITEM2));
    CHECK(!Inventory_Remove(g, O_KEY_ITEM2));
    /* Nothing without an inventory model; nothing for non-items. */
    g->objects[O_BIGMEDI_OPTION].loaded = false;
    CHECK(!Inventory_Add(g, O_BIGMEDI_ITEM));
    CHECK(!Inventory_Add(g, O_DOOR_TYPE1));
    close_level(&f);
}

TEST(objects_item_activation_helpers)
{
    Fix f;
    CHECK(open_level(&f, Test_BinPath("data/default.phd")));
    Game *g = f.g;
    Sim *s = &f.sim;
    int door = Test_FirstItem(s, O_DOOR_TYPE1), med = Test_FirstItem(s, O_MEDI_ITEM);
    CHECK(door >= 0 && med >= 0);
    /* No control routine: the original refuses it a place on the list. */
    s->items[med].status = ITEM_STATUS_ACTIVE;
    Object_AddActive(g, med);
    CHECK(!s->items[med].active);
    CHECK_EQ(s->items[med].status, ITEM_STATUS_INACTIVE);
    Object_AddActive(g, door);
    CHECK(s->items[door].active);
    CHECK_EQ(s->next_active, door);
    /* Trigger state: not full = off; full = on, reversed = off; a timer
     * counts down and ends at -1. */
    Item *it = &s->items[door];
    it->activation_mask = 0x0F;
    CHECK(!Object_IsTriggerActive(it));
    it->activation_mask = ITEM_MASK_FULL;
    CHECK(Object_IsTriggerActive(it));
    it->reverse = true;
    CHECK(!Object_IsTriggerActive(it));
    it->reverse = false;
    it->timer = 2;
    CHECK(Object_IsTriggerActive(it));
    CHECK_EQ(it->timer, 1);
    CHECK(Object_IsTriggerActive(it));
    CHECK_EQ(it->timer, -1);
    CHECK(!Object_IsTriggerActive(it));
    /* Kill: off both lists. */
    g->lara.target = door;
    Object_Kill(g, door);
    CHECK(!it->active);
    CHECK_EQ(g->lara.target, -1);
    for (int n = s->room_items[it->linked_room < 0 ? it->room : it->linked_room]; n != ITEM_NONE;
         n = s->items[n].next_item)
        CHECK(n != door);
    close_level(&f);
}

TEST(objects_level1_bridges_give_floors)
{
    const char *path = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!path)
        SKIP("LEVEL1.PHD not present");
    Fix f;
    CHECK(open_level(&f, path));
    int n = 0;
    for (uint32_t i = 0; i < f.sim.num_items; i++) {
        const Item *it = &f.sim.items[i];
        if (it->object_id != O_BRIDGE_FLAT)
            continue;
        /* From above, the floor at the bridge's centre is its deck. */
        int16_t room = it->room;
        const RoomSector *s =
            World_Sector(&f.g->world, it->pos.x, it->pos.y - 512, it->pos.z, &room);
        int32_t h = World_Height(&f.g->world, s, it->pos.x, it->pos.y - 512, it->pos.z);
        CHECK_EQ(h, it->pos.y);
        /* From below it is a ceiling a click under the deck. */
        room = it->room;
        s = World_Sector(&f.g->world, it->pos.x, it->pos.y + 512, it->pos.z, &room);
        int32_t c = World_Ceiling(&f.g->world, s, it->pos.x, it->pos.y + 512, it->pos.z);
        CHECK_EQ(c, it->pos.y + 256);
        n++;
    }
    CHECK(n >= 2);
    close_level(&f);
}

TEST(objects_rando_start_active_list)
{
    const char *path = Test_SharedPath("tr1/RANDO_TEST1.PHD");
    if (!path)
        SKIP("RANDO_TEST1.PHD not present");
    Fix f;
    CHECK(open_level(&f, path));
    /* Only the trapdoor (full mask in the file) starts active, reversed:
     * open; pickups and the sleeping creatures are not on the list. */
    CHECK_EQ(f.sim.next_active, 13);
    const Item *trap = &f.sim.items[13];
    CHECK_EQ(trap->object_id, O_TRAPDOOR);
    CHECK(trap->reverse && trap->active);
    CHECK_EQ(trap->next_active, ITEM_NONE);
    for (int t = 0; t < 10; t++)
        Game_Tick(f.g, 0);
    CHECK_EQ(trap->current_state, 1);
    /* Its doors close their sectors from the start. */
    int door = Test_FirstItem(&f.sim, O_DOOR_TYPE1);
    CHECK(door >= 0);
    close_level(&f);
}

static int g_no_sounds;
static void count_no(void *user, Item *item, int id)
{
    (void)user;
    (void)item;
    if (id == 2) /* Lara's "no" */
        g_no_sounds++;
}

static int g_ring_asked;
static void ring_asked(void *user, int mode)
{
    (void)user;
    g_ring_asked = mode;
}

/* The default level's switch turned into a keyhole: without the key Lara
 * says no (once on the spot), with it she uses it; with a ring the hole
 * asks for the keys ring and takes the choice on a later tick. */
TEST(objects_keyhole_takes_the_key)
{
    Fix f;
    CHECK(open_level(&f, Test_BinPath("data/default.phd")));
    Game *g = f.g;
    Sim *s = &f.sim;
    int hole = Test_FirstItem(s, O_SWITCH_TYPE1);
    CHECK(hole >= 0);
    Item *it = &s->items[hole], *lara = &s->items[s->lara];
    Object_SetObjectId(g, it, O_KEY_HOLE1);
    CHECK(!it->active);
    s->events.sound = count_no;
    lara->pos.x = it->pos.x;
    lara->pos.z = it->pos.z + 400;
    lara->rot.y = 0;
    Sim_UpdateItemRoom(s, s->lara);
    Game_Tick(g, 0);
    CHECK_EQ(lara->current_state, LS_STOP);

    /* No key, nothing on the keys ring: "no", said once on this spot. */
    g_no_sounds = 0;
    Game_Tick(g, INPUT_ACTION);
    Game_Tick(g, INPUT_ACTION);
    CHECK_EQ(g_no_sounds, 1);
    CHECK_EQ(it->status, ITEM_STATUS_INACTIVE);

    /* With the key she puts it in. */
    g->inv.count[O_KEY_OPTION1] = 1;
    Game_Tick(g, INPUT_ACTION);
    CHECK_EQ(lara->current_state, LS_USE_KEY);
    CHECK_EQ(it->status, ITEM_STATUS_ACTIVE);
    CHECK_EQ(g->inv.count[O_KEY_OPTION1], 0);
    CHECK_EQ(g->lara.gun_status, LGS_HANDS_BUSY);
    CHECK(!KeyHole_Trigger(g, hole)); /* her hands are still busy */
    for (int t = 0; t < 300 && g->lara.gun_status == LGS_HANDS_BUSY; t++)
        Game_Tick(g, 0);
    CHECK(KeyHole_Trigger(g, hole));
    CHECK_EQ(it->status, ITEM_STATUS_DEACTIVATED);
    CHECK(!KeyHole_Trigger(g, hole));
    close_level(&f);

    /* With a ring: asked for, then the choice is taken without action. */
    CHECK(open_level(&f, Test_BinPath("data/default.phd")));
    g = f.g;
    s = &f.sim;
    it = &s->items[hole];
    lara = &s->items[s->lara];
    Object_SetObjectId(g, it, O_KEY_HOLE1);
    lara->pos.x = it->pos.x;
    lara->pos.z = it->pos.z + 400;
    lara->rot.y = 0;
    Sim_UpdateItemRoom(s, s->lara);
    Game_Tick(g, 0);
    g->inv.count[O_KEY_OPTION1] = 1;
    g->ring_request = ring_asked;
    g_ring_asked = -1;
    Game_Tick(g, INPUT_ACTION);
    CHECK_EQ(g_ring_asked, 2);
    CHECK_EQ(it->status, ITEM_STATUS_INACTIVE);
    g->inv_chosen = O_KEY_OPTION1;
    Game_Tick(g, 0);
    CHECK_EQ(lara->current_state, LS_USE_KEY);
    CHECK_EQ(it->status, ITEM_STATUS_ACTIVE);
    CHECK_EQ(g->inv_chosen, -1);
    close_level(&f);
}
