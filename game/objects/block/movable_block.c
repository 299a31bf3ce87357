/* Pushable blocks (see movable_block.h). As the original: nothing stops a
 * block being pushed into a closing door's sector (the reference engine
 * refuses the push when a door touches Lara).
 *
 * TR3 (tomb3 moveblok.cpp, box.cpp AdjustStopperFlag): a block is not
 * pushed or pulled into a stopper sector; set moving it marks its sector
 * and the next along its way as stoppers, and come to rest clears its
 * sector and the one behind it along its way (a block that fell clears
 * where it landed, not the sector it was pushed into: as the original).
 * Its way (the original's item_flags[0], Lara's heading pushing, the
 * opposite pulling) is kept in Item.data_index. TR1/TR2 levels have no
 * stoppers and their blocks mark none. */
#include "game/objects/block/movable_block.h"

#include "engine/math/fixed.h"
#include "game/game.h"
#include "game/objects/general/interact.h"

#define D INTERACT_DEG
#define BLOCK 1024
#define PP_READY_FRAME 19   /* frame of her ready stance that takes a push */
#define SFX_T_REX_FOOTSTOMP 70
#define STATIC_RADIUS 500

enum {
    BLOCK_STILL = 1,
    BLOCK_PUSH = 2,
    BLOCK_PULL = 3,
};

enum { DIR_N = 0, DIR_E = 1, DIR_S = 2, DIR_W = 3 };

/* Which game's block: TR1's grab, TR2's, TR3's (TR2's grab, stoppers). */
typedef enum { KIND_TR1, KIND_TR2, KIND_TR3 } BlockKind;

/* Standing against the face of the block, facing it. */
static const InteractBounds k_bounds = {
    -300, 300, 0, 0, -BLOCK / 2 - (LARA_RADIUS + 80), -BLOCK / 2,
    -10 * D, 10 * D, -30 * D, 30 * D, -10 * D, 10 * D,
};

/* The floor height of a sector as stored (no slants or objects). */
static int32_t sector_floor(const RoomSector *s) { return (int32_t)s->floor * 256; }
static int32_t sector_ceiling(const RoomSector *s) { return (int32_t)s->ceiling * 256; }

static void alter_floor(Game *g, const Item *it, int32_t height)
{
    World_AlterFloorHeight(&g->world, it->pos.x, it->pos.z, it->room, height);
}

/* The camera shakes by how close the landing is (the original's dino stomp
 * effect). */
static void stomp(Game *g, const Item *it)
{
    int32_t dx = it->pos.x - g->camera.pos.x;
    int32_t dy = it->pos.y - g->camera.pos.y;
    int32_t dz = it->pos.z - g->camera.pos.z;
    const int32_t limit = 16 * BLOCK;
    if (dx > -limit && dx < limit && dy > -limit && dy < limit && dz > -limit && dz < limit) {
        int32_t dist = (dx * dx + dy * dy + dz * dz) / 256;
        g->camera.bounce = ((BLOCK * BLOCK - dist) * 100) / (BLOCK * BLOCK);
    }
}

static void block_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_INVISIBLE)
        alter_floor(g, it, -BLOCK);
}

/* The original's AdjustStopperFlag: the block's own sector (in its room,
 * as it stands) and the next one along `dir` (found from its room). */
static void adjust_stoppers(Game *g, const Item *it, int32_t dir, bool on)
{
    RoomSector *s = World_RoomSector(&g->world, it->room, it->pos.x, it->pos.z);
    if (s)
        s->stopper = on;
    int32_t x = it->pos.x + ((BLOCK * Math_Sin(dir)) >> W2V_SHIFT);
    int32_t z = it->pos.z + ((BLOCK * Math_Cos(dir)) >> W2V_SHIFT);
    World_SetStopper(&g->world, x, it->pos.y, z, it->room, on);
}

static void control(Game *g, int index, BlockKind kind)
{
    Item *it = &g->sim->items[index];
    if (it->one_shot) {
        alter_floor(g, it, BLOCK);
        Object_Kill(g, index);
        return;
    }
    Object_Animate(g, it);

    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t height = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if (it->pos.y < height) {
        it->gravity = true;
    } else if (it->gravity) {
        it->gravity = false;
        it->pos.y = height;
        it->status = ITEM_STATUS_DEACTIVATED;
        stomp(g, it);
        Object_Sound(g, it, SFX_T_REX_FOOTSTOMP);
    }
    if (room != it->room)
        Sim_ItemNewRoom(g->sim, index, room);

    if (it->status == ITEM_STATUS_DEACTIVATED) {
        it->status = ITEM_STATUS_INACTIVE;
        Sim_RemoveActive(g->sim, index);
        alter_floor(g, it, -BLOCK);
        if (kind == KIND_TR3)
            adjust_stoppers(g, it, it->data_index + 0x8000, false);
        /* Where it came to rest: heavy triggers there. */
        room = it->room;
        s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
        World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
        Game_TestTriggers(g, g->world.trigger_index, true);
    }
}

static void block_control(Game *g, int index) { control(g, index, KIND_TR1); }
static void block_control_tr3(Game *g, int index) { control(g, index, KIND_TR3); }

/* The sector under the block is where the block sits: a wall above (the
 * floor raised to the ceiling) or a floor exactly a block below it. */
static bool test_destination(Game *g, const Item *it, int32_t block_height)
{
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    if (!s)
        return false;
    if (sector_floor(s) == WORLD_NO_HEIGHT)
        return true;
    return sector_floor(s) == it->pos.y - block_height;
}

/* A free sector of floor at the block's level, with room above for it. */
static bool sector_free(Game *g, int32_t x, int32_t y, int32_t z, int16_t *room,
                        int32_t block_height, int quadrant, bool statics)
{
    const RoomSector *s = World_Sector(&g->world, x, y, z, room);
    if (!s)
        return false;
    /* The block's own way (statics tested) keeps off stoppers; only TR3
     * levels and objects make any. */
    if (statics && s->stopper)
        return false;
    if (statics) {
        CollInfo c = { 0 };
        c.quadrant = (int16_t)quadrant;
        c.radius = STATIC_RADIUS;
        if (Coll_CollideStaticObjects(g, &c, x, y, z, *room, 1000))
            return false;
    }
    if (sector_floor(s) != y)
        return false;
    s = World_Sector(&g->world, x, y - block_height, z, room);
    return s && sector_ceiling(s) <= y - block_height;
}

static void quadrant_step(int quadrant, int32_t *dx, int32_t *dz)
{
    *dx = *dz = 0;
    switch (quadrant) {
    case DIR_N: *dz = BLOCK; break;
    case DIR_E: *dx = BLOCK; break;
    case DIR_S: *dz = -BLOCK; break;
    default: *dx = -BLOCK; break;
    }
}

static bool test_push(Game *g, const Item *it, int32_t block_height, int quadrant)
{
    if (!test_destination(g, it, block_height))
        return false;
    int32_t dx, dz;
    quadrant_step(quadrant, &dx, &dz);
    int16_t room = it->room;
    return sector_free(g, it->pos.x + dx, it->pos.y, it->pos.z + dz, &room, block_height,
                       quadrant, true);
}

static bool test_pull(Game *g, const Item *it, int32_t block_height, int quadrant)
{
    if (!test_destination(g, it, block_height))
        return false;
    int32_t dx, dz;
    quadrant_step(quadrant, &dx, &dz);
    dx = -dx;
    dz = -dz;
    /* Where the block goes... */
    int32_t x = it->pos.x + dx, y = it->pos.y, z = it->pos.z + dz;
    int16_t room = it->room;
    if (!sector_free(g, x, y, z, &room, block_height, quadrant, true))
        return false;
    /* ...and where Lara steps back to (the room search goes on from where
     * the last one ended, as the original). */
    x += dx;
    z += dz;
    room = it->room;
    if (!sector_free(g, x, y, z, &room, LARA_HEIGHT, quadrant, false))
        return false;
    /* Nothing solid behind her. */
    const Item *lara = Game_LaraItem(g);
    x = lara->pos.x + dx;
    y = lara->pos.y;
    z = lara->pos.z + dz;
    room = lara->room;
    World_Sector(&g->world, x, y, z, &room);
    CollInfo c = { 0 };
    c.radius = LARA_RADIUS;
    c.quadrant = (int16_t)((quadrant + 2) & 3);
    return !Coll_CollideStaticObjects(g, &c, x, y, z, room, LARA_HEIGHT);
}

/* TR2's take on the grab (TR3's too): forward or back held does not stop
 * it, and the block must stand in the room Lara's search from her room
 * finds at it. */
static void collide(Game *g, int index, Item *lara, BlockKind kind)
{
    bool tr2 = kind != KIND_TR1;
    Item *it = &g->sim->items[index];
    if (!(Game_Input(g) & INPUT_ACTION) || it->status == ITEM_STATUS_ACTIVE || lara->gravity ||
        lara->pos.y != it->pos.y)
        return;

    int quadrant = (int)(((uint16_t)lara->rot.y + 0x2000) / 0x4000);
    if (lara->current_state == LS_STOP) {
        if ((!tr2 && (Game_Input(g) & (INPUT_FORWARD | INPUT_BACK))) ||
            g->lara.gun_status != LGS_ARMLESS)
            return;
        static const int16_t yaw[4] = { 0, 0x4000, -0x8000, -0x4000 };
        it->rot.y = yaw[quadrant];
        if (!Interact_TestPosition(g, it, &k_bounds))
            return;
        if (tr2) {
            int16_t room = lara->room;
            World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
            if (room != it->room)
                return;
        }
        /* Up against the block's face, her radius off it. */
        switch (quadrant) {
        case DIR_N:
            lara->pos.z = (lara->pos.z & ~(BLOCK - 1)) + BLOCK - LARA_RADIUS;
            break;
        case DIR_S:
            lara->pos.z = (lara->pos.z & ~(BLOCK - 1)) + LARA_RADIUS;
            break;
        case DIR_E:
            lara->pos.x = (lara->pos.x & ~(BLOCK - 1)) + BLOCK - LARA_RADIUS;
            break;
        default:
            lara->pos.x = (lara->pos.x & ~(BLOCK - 1)) + LARA_RADIUS;
            break;
        }
        lara->rot.y = it->rot.y;
        lara->goal_state = LS_PP_READY;
        Lara_Animate(g, lara);
        if (lara->current_state == LS_PP_READY)
            g->lara.gun_status = LGS_HANDS_BUSY;
    } else if (lara->current_state == LS_PP_READY) {
        if (Object_AnimFrame(g, lara) != PP_READY_FRAME)
            return;
        if (!Interact_TestPosition(g, it, &k_bounds))
            return;
        if (Game_Input(g) & INPUT_FORWARD) {
            if (!test_push(g, it, BLOCK, quadrant))
                return;
            it->goal_state = BLOCK_PUSH;
            lara->goal_state = LS_PUSH_BLOCK;
        } else if (Game_Input(g) & INPUT_BACK) {
            if (!test_pull(g, it, BLOCK, quadrant))
                return;
            it->goal_state = BLOCK_PULL;
            lara->goal_state = LS_PULL_BLOCK;
        } else {
            return;
        }
        Object_AddActive(g, index);
        alter_floor(g, it, BLOCK);
        if (kind == KIND_TR3) {
            it->data_index = (int16_t)(lara->rot.y + (it->goal_state == BLOCK_PULL ? 0x8000 : 0));
            adjust_stoppers(g, it, it->data_index, true);
        }
        it->status = ITEM_STATUS_ACTIVE;
        Object_Animate(g, it);
        Lara_Animate(g, lara);
    }
}

static void block_collision(Game *g, int index, Item *lara, CollInfo *c)
{
    collide(g, index, lara, KIND_TR1);
}

static void block_collision_tr2(Game *g, int index, Item *lara, CollInfo *c)
{
    collide(g, index, lara, KIND_TR2);
}

static void block_collision_tr3(Game *g, int index, Item *lara, CollInfo *c)
{
    collide(g, index, lara, KIND_TR3);
}

void MovableBlock_MarkFromSave(Game *g, const Item *it, bool block)
{
    const int32_t mask = BLOCK - 1, mid = BLOCK / 2;
    int32_t x = it->pos.x, y = it->pos.y, z = it->pos.z;
    if (!block && (x & mask) == mid && (z & mask) == mid) {
        World_SetStopper(&g->world, x, y, z, it->room, true);
        return;
    }
    /* A robot between centres: back to the centre of the sector it left. */
    int32_t ax = 0, az = 0;
    if (it->rot.y == 0) {
        if (!block)
            z = (z & ~mask) + ((z & mask) < mid ? -mid : mid);
        az = BLOCK;
    } else if (it->rot.y == 0x4000) {
        if (!block)
            x = (x & ~mask) + ((x & mask) < mid ? -mid : mid);
        ax = BLOCK;
    } else {
        /* The original tests its 16-bit heading against +0x8000, which it
         * never is: facing -z takes the -x way too (its own sector and the
         * one to -x marked). */
        if (!block)
            x = ((x & mask) > mid ? (x | mask) : (x & ~mask)) + mid;
        ax = -BLOCK;
    }
    World_SetStopper(&g->world, x, y, z, it->room, true);
    World_SetStopper(&g->world, x + ax, y, z + az, it->room, true);
}

/* The original's load marks a moving block's stoppers again. */
static void block_after_load_tr3(Game *g, int index)
{
    const Item *it = &g->sim->items[index];
    if (it->status != ITEM_STATUS_INACTIVE)
        MovableBlock_MarkFromSave(g, it, true);
}

void MovableBlock_SetupKind(Game *g, int id, bool tr2)
{
    ObjectInfo *o = &g->objects[id];
    o->initialise = block_initialise;
    o->control = block_control;
    o->collision = tr2 ? block_collision_tr2 : block_collision;
    o->save_position = o->save_anim = o->save_flags = true;
}

void MovableBlock_SetupKindTR3(Game *g, int id)
{
    MovableBlock_SetupKind(g, id, true);
    ObjectInfo *o = &g->objects[id];
    o->control = block_control_tr3;
    o->collision = block_collision_tr3;
    o->after_load = block_after_load_tr3;
}

void MovableBlock_Setup(Game *g)
{
    for (int id = O_MOVABLE_BLOCK; id <= O_MOVABLE_BLOCK4; id++)
        MovableBlock_SetupKind(g, id, false);
}
