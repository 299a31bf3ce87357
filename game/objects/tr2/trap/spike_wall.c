/* The spike wall and the spiked ceiling: while triggered they close in, a
 * wall along its heading (16 units a tick) until the floor ahead changes
 * height, a ceiling down (5 a tick) until it is a sector above the floor;
 * touching Lara costs her 20 a tick with blood. The wall goes back home
 * when its trigger lets go; the ceiling stays where it got to. TR3 keeps
 * the routines with its own sounds (Trap2SpikeKind): its wall stays where
 * it got to as well, and its ceiling set off by a trigger whose timer is 1
 * comes down twice as fast, animating. */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define SPIKE_WALL_DAMAGE 20
#define SPIKE_WALL_SPEED 1     /* times a sector's sine >> 10: 16 a tick */
#define SPIKE_CEILING_STEP 5

/* The wall's home, for the reset. */
typedef struct {
    Vec3i pos;
    int16_t room;
} SpikeWallHome;

static void wall_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    SpikeWallHome *h = Object_Alloc(g, sizeof *h);
    if (h) {
        h->pos = it->pos;
        h->room = it->room;
    }
    it->data = h;
}

static const Trap2SpikeKind k_tr2 = { T2_SFX_DOOR_SLIDE, T2_SFX_FLESH_WOUND, LARA_HEIGHT, true };

static void wall_move(Game *g, int index, Item *it, const Trap2SpikeKind *k)
{
    int32_t z = it->pos.z + ((SPIKE_WALL_SPEED * Math_Cos(it->rot.y)) >> 10);
    int32_t x = it->pos.x + ((SPIKE_WALL_SPEED * Math_Sin(it->rot.y)) >> 10);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, x, it->pos.y, z, &room);
    if (World_Height(&g->world, s, x, it->pos.y, z) != it->pos.y) {
        it->status = ITEM_STATUS_DEACTIVATED;
    } else {
        it->pos.z = z;
        it->pos.x = x;
        Trap_NewRoom(g, index, room);
    }
    Object_Sound(g, it, k->move_sfx);
}

static void wall_reset(Game *g, int index, Item *it)
{
    it->status = ITEM_STATUS_INACTIVE;
    const SpikeWallHome *h = it->data;
    if (h) {
        it->pos = h->pos;
        Trap_NewRoom(g, index, h->room);
    }
    Sim_RemoveActive(g->sim, index);
}

/* Blood over Lara and her wound's sound; the touch is used up. */
static void spikes_hit_lara(Game *g, Item *it, int32_t y, const Trap2SpikeKind *k)
{
    Item *lara = Game_LaraItem(g);
    Lara_TakeDamage(g, SPIKE_WALL_DAMAGE, true);
    if (lara)
        Effect_BloodBath(g, lara->pos.x, y, lara->pos.z, SPIKE_WALL_SPEED, it->rot.y, lara->room,
                         3);
    it->touch_bits = 0;
    Object_Sound(g, it, k->hit_sfx);
}

void Trap2_SpikeWallControl(Game *g, int index, const Trap2SpikeKind *k)
{
    Item *it = &g->sim->items[index];
    bool on = Object_IsTriggerActive(it);
    if (!on && k->goes_home)
        wall_reset(g, index, it);
    else if (on && it->status != ITEM_STATUS_DEACTIVATED)
        wall_move(g, index, it, k);
    if (it->touch_bits) {
        Item *lara = Game_LaraItem(g);
        spikes_hit_lara(g, it, lara ? lara->pos.y - WALL_SIZE / 2 : 0, k);
    }
}

static void wall_control(Game *g, int index) { Trap2_SpikeWallControl(g, index, &k_tr2); }

static void ceiling_move(Game *g, int index, Item *it, const Trap2SpikeKind *k, bool fast)
{
    int32_t y = it->pos.y + (fast ? SPIKE_CEILING_STEP * 2 : SPIKE_CEILING_STEP);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, y, it->pos.z, &room);
    if (World_Height(&g->world, s, it->pos.x, y, it->pos.z) < y + WALL_SIZE) {
        it->status = ITEM_STATUS_DEACTIVATED;
    } else {
        it->pos.y = y;
        Trap_NewRoom(g, index, room);
    }
    Object_Sound(g, it, k->move_sfx);
}

void Trap2_CeilingSpikesControl(Game *g, int index, const Trap2SpikeKind *k, bool fast)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it) && it->status != ITEM_STATUS_DEACTIVATED)
        ceiling_move(g, index, it, k, fast);
    if (it->touch_bits)
        spikes_hit_lara(g, it, it->pos.y + k->ceiling_blood_dy, k);
    if (fast && Object_IsTriggerActive(it) && it->status != ITEM_STATUS_DEACTIVATED)
        Object_Animate(g, it);
}

static void ceiling_control(Game *g, int index) { Trap2_CeilingSpikesControl(g, index, &k_tr2, false); }

void Trap2_SetupSpikeWallAs(Game *g, int object_id, void (*control)(Game *g, int index))
{
    ObjectInfo *o = &g->objects[object_id];
    o->initialise = wall_initialise;
    o->control = control;
    o->collision = Coll_ObjectCollision;
    o->save_position = true;
    o->save_flags = true;
}

void Trap2_SetupCeilingSpikesAs(Game *g, int object_id, void (*control)(Game *g, int index))
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = control;
    o->collision = Coll_TrapCollision;
    o->save_position = true;
    o->save_flags = true;
}

void Trap2_SetupSpikeWalls(Game *g)
{
    Trap2_SetupSpikeWallAs(g, O2_SPIKE_WALL, wall_control);
    Trap2_SetupCeilingSpikesAs(g, O2_CEILING_SPIKES, ceiling_control);
}
