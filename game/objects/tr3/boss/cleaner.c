/* The Area 51 cleaner robot (O3_ELECTRIC_CLEANER; tomb3 cleaner.cpp), see
 * boss_tr3.h.
 *
 * It is no target (no hit points) and cannot be hurt. Placed on a sector
 * centre, once woken it runs along the floor at 64 units a tick, one
 * sector at a time, deciding at each centre from the sector to its left
 * and the one ahead (open: floor at its own height, and no stopper): with
 * both shut it goes on turning the way it last turned; an open left
 * while its last turn was right turns it left; else it goes ahead (and
 * its next turn would be right). Turns are 1024 a tick, a quarter turn
 * in 16 ticks. At each centre the heavy triggers under it run; one that
 * fires stops it for good (with the fuse box's sound). Any mesh but its
 * first two touching Lara electrocutes her (Lara_Electrocute: the
 * electricity's light, sounds and bolts on her) unless she already is: she
 * dies on the spot and the robot stops. Its motor loop plays every tick.
 *
 * Stoppers (RoomSector.stopper): the level's own, blocks while they
 * move, and each robot's: moving on from a centre it marks the sector
 * ahead, and at the next centre clears the one it came from, so robots
 * keep out of each other's way (the sector a robot starts on is not
 * marked until it moves, as the original). A save does not keep them:
 * after a load each robot marks its sector again, and, between centres,
 * the one it left and the next, as the original's
 * SetupCleanerFromSavegame. While it runs, its sparks and lights
 * (game/effects/creature_looks_tr3.c).
 *
 * The original's item flags live in Item.data_index (saved with the
 * item): its speed (64, 0 once stopped), the way it last turned and
 * whether the sector behind is its own to clear. */
#include "game/objects/tr3/boss/boss_tr3.h"

#include "engine/level/level_floor.h"
#include "game/creature/creature.h"
#include "game/effects/creature_looks_tr3.h"
#include "game/game.h"
#include "game/objects/block/movable_block.h"
#include "game/objects/object.h"
#include "game/objects/trap/trap.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define CLEANER_SPEED 64
#define CLEANER_TURN 1024
#define CLEANER_RADIUS 512
#define CLEANER_SHADOW 128
#define CLEANER_TOUCH 0xFFFC  /* every mesh but the first two */

/* data_index: bit 0 stopped, bit 1 last turn was left (negative), bit 2
 * it moved on from its last centre (the original's item_flags[1]). */
#define F_STOPPED 1
#define F_LEFT 2
#define F_MARKED 4

static int16_t turn_of(const Item *it) { return (it->data_index & F_LEFT) ? -CLEANER_TURN : CLEANER_TURN; }
static void set_turn(Item *it, int16_t turn)
{
    it->data_index = (it->data_index & ~F_LEFT) | (turn < 0 ? F_LEFT : 0);
}

/* Unit steps of a facing (0, 0x4000, -0x4000, -0x8000): +z, +x, -x, -z. */
static void facing_step(int16_t yrot, int32_t *dx, int32_t *dz)
{
    *dx = yrot == 0x4000 ? 1 : yrot == -0x4000 ? -1 : 0;
    *dz = yrot == 0 ? 1 : yrot == (int16_t)-0x8000 ? -1 : 0;
}

/* Open: floor at the robot's height and no stopper. */
static bool open_at(Game *g, const Item *it, int32_t x, int32_t z)
{
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, x, it->pos.y, z, &room);
    int32_t h = World_Height(&g->world, s, x, it->pos.y, z);
    return h == it->pos.y && s && !s->stopper;
}

static void mark(Game *g, const Item *it, int32_t x, int32_t z, bool on)
{
    World_SetStopper(&g->world, x, it->pos.y, z, it->room, on);
}

/* At a sector centre: choose, then the heavy triggers under it. */
static void decide(Game *g, Item *it)
{
    int32_t dx, dz;
    facing_step(it->rot.y, &dx, &dz);
    if (it->data_index & F_MARKED) {
        mark(g, it, it->pos.x - dx * WALL_SIZE, it->pos.z - dz * WALL_SIZE, false);
        it->data_index &= ~F_MARKED;
    }
    /* Its left: a quarter turn anticlockwise from ahead (seen from above,
     * +z ahead has -x to its left). */
    int32_t lx = -dz, lz = dx;
    bool left = open_at(g, it, it->pos.x + lx * WALL_SIZE, it->pos.z + lz * WALL_SIZE);
    bool ahead = open_at(g, it, it->pos.x + dx * WALL_SIZE, it->pos.z + dz * WALL_SIZE);
    int16_t turn = turn_of(it);
    if (!ahead && !left) {
        it->rot.y = (int16_t)(it->rot.y + turn);
    } else if (left && turn > 0) {
        it->rot.y = (int16_t)(it->rot.y - CLEANER_TURN);
        set_turn(it, -CLEANER_TURN);
    } else {
        set_turn(it, CLEANER_TURN);
        it->data_index |= F_MARKED;
        mark(g, it, it->pos.x + dx * WALL_SIZE, it->pos.z + dz * WALL_SIZE, true);
        it->pos.x += dx * CLEANER_SPEED;
        it->pos.z += dz * CLEANER_SPEED;
    }
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    int32_t handle = g->world.trigger_index;
    Game_TestTriggers(g, handle, true);
    FloorEntry e;
    if (LevelFloor_Entry(g->lv, handle, &e) && e.trigger && e.trigger->type == TRIGGER_TYPE_HEAVY) {
        it->data_index |= F_STOPPED;
        Object_Sound(g, it, SFX3_CLEANER_FUSEBOX);
    }
}

static void cleaner_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    if (it->data_index & F_STOPPED)
        return;
    int32_t dx, dz;
    if (it->rot.y & 0x3FFF) {
        it->rot.y = (int16_t)(it->rot.y + turn_of(it));
    } else {
        facing_step(it->rot.y, &dx, &dz);
        int32_t along = dx ? it->pos.x : it->pos.z;
        if ((along & (WALL_SIZE - 1)) == WALL_SIZE / 2) {
            decide(g, it);
        } else {
            it->pos.x += dx * CLEANER_SPEED;
            it->pos.z += dz * CLEANER_SPEED;
        }
    }
    Item *lara = Game_LaraItem(g);
    if ((it->touch_bits & CLEANER_TOUCH) && lara && !g->lara.electric) {
        Lara_Electrocute(g);
        lara->hit_points = 0;
        it->data_index |= F_STOPPED;
        Object_Sound(g, it, SFX3_CLEANER_FUSEBOX);
    }
    Object_Animate(g, it);
    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (room != it->room)
        Trap_NewRoom(g, item, room);
    Object_Sound(g, it, SFX3_CLEANER_LOOP);
    Cleaner3_Looks(g, item);
}

/* On its sector's centre, about to go its way. */
static void cleaner_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->pos.x = (it->pos.x & ~(WALL_SIZE - 1)) | (WALL_SIZE / 2);
    it->pos.z = (it->pos.z & ~(WALL_SIZE - 1)) | (WALL_SIZE / 2);
    it->data_index = 0;
    it->collidable = true;
}

/* After a load: its stoppers again, as the original's load marks them. */
static void cleaner_after_load(Game *g, int item)
{
    MovableBlock_MarkFromSave(g, &g->sim->items[item], false);
}

void Cleaner3_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O3_ELECTRIC_CLEANER))
        return;
    ObjectInfo *o = &g->objects[O3_ELECTRIC_CLEANER];
    o->initialise = cleaner_initialise;
    o->control = cleaner_control;
    o->after_load = cleaner_after_load;
    o->collision = Coll_ObjectCollision;
    o->hit_points = ITEM_DONT_TARGET;
    o->radius = CLEANER_RADIUS;
    o->shadow_size = CLEANER_SHADOW;
}
