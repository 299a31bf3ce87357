/* The creature core (see creature.h). */
#include "game/creature/creature.h"

#include <stdlib.h>

#include "game/camera/los.h"
#include "game/collide/collide.h"
#include "game/creature/box.h"
#include "game/creature/creature_rules.h"
#include "game/creature/mood.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/trap/trap.h"

/* Beyond this on either axis Lara counts as this far away. */
#define MAX_CREATURE_DISTANCE (WALL_SIZE * 30)
#define MAX_TILT ANGLE_DEG(3)
#define MAX_HEAD_CHANGE ANGLE_DEG(5)
#define FLOAT_SPEED 32                  /* a dead swimmer rises this fast */
#define CREATURE_MISS_CHANCE 0x2000

/* The original's 32-bit squares and sums: they wrap on distances no level
 * has, and the tests that read them must wrap the same way. */
static int32_t sq32(int32_t v)
{
    return (int32_t)((uint32_t)v * (uint32_t)v);
}

static int32_t add32(int32_t a, int32_t b)
{
    return (int32_t)((uint32_t)a + (uint32_t)b);
}

CreatureInfo *Creature_Info(const Game *g, int item)
{
    if (item < 0 || (uint32_t)item >= g->sim->num_items)
        return NULL;
    return g->sim->items[item].data;
}

const int16_t *Creature_ExtraRotation(const Item *it)
{
    const CreatureInfo *c = it->data;
    return c ? &c->head_rotation : NULL;
}

void Creature_SetBoneFlags(Game *g, int object_id, int bone, int32_t flags)
{
    const Model *m = Level_FindModel(g->lv, (uint32_t)object_id);
    /* Bone b is the mesh tree's link to mesh b + 1. */
    if (!m || bone < 0 || bone + 1 >= m->num_meshes)
        return;
    uint32_t at = m->mesh_tree + (uint32_t)bone * 4u;
    if (at >= g->lv->num_mesh_tree_words)
        return;
    /* The original's object set-up writes these bits into the loaded mesh
     * tree; the bits only add turns for items that supply them. */
    g->lv->mesh_trees[at] |= flags;
}

bool Creature_SetupObject(Game *g, int object_id)
{
    if (object_id < 0 || object_id >= OBJECT_MAX)
        return false;
    ObjectInfo *o = &g->objects[object_id];
    if (!o->loaded)
        return false;
    Lot_Init(g);
    /* The trigger code's slot routine (an inactive creature woken by a
     * trigger thinks at once): every game's creatures need it. */
    g->enable_baddie_ai = Lot_EnableAI;
    o->initialise = Creature_Initialise;
    o->collision = Creature_Rules(g)->collision;
    o->shadow_size = CREATURE_SHADOW / 2;
    o->intelligent = true;
    o->save_position = true;
    o->save_hitpoints = true;
    o->save_anim = true;
    o->save_flags = true;
    return true;
}

void Creature_SwitchAnim(Game *g, Item *it, int rel_anim, int frame)
{
    const Level *lv = g->lv;
    if (it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return;
    int first = Sim_ModelFirstAnim(lv, &lv->models[it->model]);
    int anim = first + rel_anim;
    if (first < 0 || anim < 0 || (uint32_t)anim >= lv->num_animations)
        return;
    const Animation *a = &lv->animations[anim];
    it->anim = (int16_t)anim;
    it->frame = (int16_t)(frame < 0 ? a->frame_end + frame + 1 : a->frame_start + frame);
}

bool Creature_StartDeath(Game *g, Item *it, int16_t death_state, int die_anim, int32_t spread)
{
    if (it->current_state == death_state)
        return false;
    it->current_state = death_state;
    /* The number is drawn only here, once per death, as the original. */
    if (spread > 0)
        die_anim += Prng_Control(&g->sim->prng) / spread;
    Creature_SwitchAnim(g, it, die_anim, 0);
    return true;
}

void Creature_Initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->rot.y = (int16_t)(it->rot.y + ((Prng_Control(&g->sim->prng) - ANGLE_90) >> 1));
    it->collidable = true;
    it->data = NULL;
}

void Creature_InitialiseIn(Game *g, int item, int rel_anim, int frame, int16_t state)
{
    Creature_Initialise(g, item);
    Item *it = &g->sim->items[item];
    Creature_SwitchAnim(g, it, rel_anim, frame);
    it->current_state = it->goal_state = state;
}

void Creature_TurnToward(Item *it, int32_t angle, int32_t max_turn)
{
    if (abs(angle) < max_turn)
        it->rot.y = (int16_t)(it->rot.y + angle);
    else
        it->rot.y = (int16_t)(it->rot.y + (angle < 0 ? -max_turn : max_turn));
}

bool Creature_Activate(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    if (it->status == ITEM_STATUS_INVISIBLE) {
        if (!Lot_EnableAI(g, item, false))
            return false;
        it->status = ITEM_STATUS_ACTIVE;
    }
    /* Not in the original (which reads the data regardless): a living
     * creature switched on without going through a trigger (active from
     * the level's start) still gets a slot; one that cannot think is not
     * run. */
    if (!it->data && it->hit_points > 0)
        Lot_EnableAI(g, item, true);
    return it->data != NULL;
}

int16_t Creature_ItemBox(Game *g, const Item *it)
{
    RoomSector *s = World_RoomSector(&g->world, it->room, it->pos.x, it->pos.z);
    return s ? Box_OfSector(g, s) : LOT_NO_BOX;
}

void Creature_AIInfoTR1(Game *g, int item, CreatureAI *info)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    if (!c || g->sim->lara < 0)
        return;
    const Item *lara = &g->sim->items[g->sim->lara];
    const int16_t *zone = Box_LotZone(g, &c->lot);

    c->box = Creature_ItemBox(g, it);
    int16_t lara_box = Creature_ItemBox(g, lara);
    g->creatures->lara_box = lara_box;
    /* Without a box on either side the zones cannot match. */
    info->zone_num = zone && c->box >= 0 ? zone[c->box] : -1;
    info->enemy_zone = zone && lara_box >= 0 ? zone[lara_box] : -2;
    if ((Box_Overlap(g, lara_box) & c->lot.block_mask) ||
        (c->box >= 0 &&
         c->lot.node[c->box].search_num == (c->lot.search_num | LOT_BLOCKED_SEARCH)))
        info->enemy_zone |= BOX_BLOCKED;

    int32_t pivot = g->objects[it->object_id].pivot_length;
    int32_t z = lara->pos.z - ((Math_Cos(it->rot.y) * pivot) >> W2V_SHIFT) - it->pos.z;
    int32_t x = lara->pos.x - ((Math_Sin(it->rot.y) * pivot) >> W2V_SHIFT) - it->pos.x;
    int16_t angle = (int16_t)Camera_Atan(z, x);
    if (abs(x) > MAX_CREATURE_DISTANCE || abs(z) > MAX_CREATURE_DISTANCE)
        info->distance = MAX_CREATURE_DISTANCE * MAX_CREATURE_DISTANCE;
    else
        info->distance = x * x + z * z;
    info->angle = (int16_t)(angle - it->rot.y);
    info->enemy_facing = (int16_t)(angle - lara->rot.y + ANGLE_180);
    info->ahead = info->angle > -CREATURE_FRONT_ARC && info->angle < CREATURE_FRONT_ARC;
    info->bite = info->ahead && lara->pos.y > it->pos.y - STEP_SIZE &&
                 lara->pos.y < it->pos.y + STEP_SIZE;
}

void Creature_AIInfo(Game *g, int item, CreatureAI *info)
{
    info->x_angle = 0;
    Creature_Rules(g)->ai_info(g, item, info);
}

int16_t Creature_Think(Game *g, int item, CreatureAI *info, bool violent)
{
    Creature_AIInfo(g, item, info);
    int16_t head = info->ahead ? info->angle : 0;
    Creature_Mood(g, item, info, violent);
    return head;
}

int16_t Creature_Turn(Game *g, int item, int16_t max_turn)
{
    Item *it = &g->sim->items[item];
    const CreatureInfo *c = it->data;
    if (!c || !it->speed || !max_turn)
        return 0;
    int32_t x = c->target.x - it->pos.x;
    int32_t z = c->target.z - it->pos.z;
    int16_t angle = (int16_t)(Camera_Atan(z, x) - it->rot.y);
    /* speed may be negative (backing off): scale by multiplying, a left
     * shift of a negative value is undefined in C */
    int32_t range = (it->speed * (1 << 14)) / max_turn;
    /* A target behind and inside the turning circle: turn slower, so the
     * creature runs a wider loop instead of circling it. */
    if ((angle > CREATURE_FRONT_ARC || angle < -CREATURE_FRONT_ARC) &&
        add32(sq32(x), sq32(z)) < sq32(range))
        max_turn >>= 1;
    if (angle > max_turn)
        angle = max_turn;
    else if (angle < -max_turn)
        angle = (int16_t)-max_turn;
    it->rot.y = (int16_t)(it->rot.y + angle);
    return angle;
}

void Creature_Tilt(Item *it, int16_t angle)
{
    int16_t change = (int16_t)(angle * 4 - it->rot.z);
    if (change < -MAX_TILT)
        change = -MAX_TILT;
    else if (change > MAX_TILT)
        change = MAX_TILT;
    it->rot.z = (int16_t)(it->rot.z + change);
}

static void turn_joint(int16_t *joint, int16_t required, int16_t arc)
{
    int16_t change = (int16_t)(required - *joint);
    if (change > MAX_HEAD_CHANGE)
        change = MAX_HEAD_CHANGE;
    else if (change < -MAX_HEAD_CHANGE)
        change = -MAX_HEAD_CHANGE;
    *joint = (int16_t)(*joint + change);
    if (*joint > arc)
        *joint = arc;
    else if (*joint < -arc)
        *joint = (int16_t)-arc;
}

void Creature_Head(Game *g, int item, int16_t required)
{
    CreatureInfo *c = Creature_Info(g, item);
    if (c)
        turn_joint(&c->head_rotation, required, Creature_Rules(g)->head_arc);
}

void Creature_Neck(Game *g, int item, int16_t required)
{
    CreatureInfo *c = Creature_Info(g, item);
    if (c)
        turn_joint(&c->neck_rotation, required, Creature_Rules(g)->head_arc);
}

bool Creature_CheckBaddieOverlap(Game *g, int item)
{
    Sim *s = g->sim;
    const Item *self = &s->items[item];
    int32_t r = g->objects[self->object_id].radius;
    int32_t radius = sq32(r);
    if (self->room < 0 || (uint32_t)self->room >= s->num_rooms)
        return false;
    /* Only the creatures ahead of this one in the room's list are looked
     * at, as the original: of two overlapping creatures one keeps moving. */
    int link = s->room_items[self->room];
    for (uint32_t guard = 0; link != ITEM_NONE && guard <= s->num_items; guard++) {
        if (link == item)
            return false;
        const Item *other = &s->items[link];
        if (link != s->lara && other->status == ITEM_STATUS_ACTIVE && other->speed != 0) {
            int32_t d = add32(add32(sq32(other->pos.x - self->pos.x), sq32(other->pos.y - self->pos.y)),
                              sq32(other->pos.z - self->pos.z));
            if (d < radius)
                return true;
        }
        link = other->next_item;
    }
    return false;
}

/* Zone number of a box in a zone array, or a value no zone has. */
static int32_t zone_at(const Game *g, const int16_t *zone, int box)
{
    return zone && box >= 0 && (uint32_t)box < g->lv->num_boxes ? zone[box] : -0x10000;
}

/* Height of the box under a sector and of the box after it on the
 * creature's path. */
static void sector_heights(Game *g, const Lot *lot, const RoomSector *s, int32_t fallback,
                           int32_t *height, int32_t *next_height)
{
    int box = s ? Box_OfSector(g, s) : LOT_NO_BOX;
    /* The original reads the box array with the "no box" index here; the
     * tests after it reject such a sector anyway, so any height does. */
    *height = box >= 0 ? Box_Height(g, box) : fallback;
    int next = box >= 0 ? lot->node[box].exit_box : LOT_NO_BOX;
    *next_height = next != LOT_NO_BOX ? Box_Height(g, next) : *height;
}

/* The side-of-sector pushes: a creature within its radius of a sector
 * edge whose far side is a bad floor is pushed back inside; at a corner
 * whose diagonal is bad, the facing decides which edge. */
static void edge_shift(Game *g, Item *it, int32_t y, int32_t height, int32_t next_height,
                       int16_t room, const Lot *lot, int32_t radius, int32_t *shift_x,
                       int32_t *shift_z)
{
    int32_t x = it->pos.x, z = it->pos.z;
    int32_t pos_x = x & (WALL_SIZE - 1), pos_z = z & (WALL_SIZE - 1);
    int16_t ry = it->rot.y;
    const int16_t DEG45 = 0x2000, DEG135 = 0x6000;
#define BAD(px, pz) Box_BadFloor(g, (px), y, (pz), height, next_height, room, lot)
    if (pos_z < radius) {
        if (BAD(x, z - radius))
            *shift_z = radius - pos_z;
        if (pos_x < radius) {
            if (BAD(x - radius, z))
                *shift_x = radius - pos_x;
            else if (!*shift_z && BAD(x - radius, z - radius)) {
                if (ry > -DEG135 && ry < DEG45)
                    *shift_z = radius - pos_z;
                else
                    *shift_x = radius - pos_x;
            }
        } else if (pos_x > WALL_SIZE - radius) {
            if (BAD(x + radius, z))
                *shift_x = WALL_SIZE - radius - pos_x;
            else if (!*shift_z && BAD(x + radius, z - radius)) {
                if (ry > -DEG45 && ry < DEG135)
                    *shift_z = radius - pos_z;
                else
                    *shift_x = WALL_SIZE - radius - pos_x;
            }
        }
    } else if (pos_z > WALL_SIZE - radius) {
        if (BAD(x, z + radius))
            *shift_z = WALL_SIZE - radius - pos_z;
        if (pos_x < radius) {
            if (BAD(x - radius, z))
                *shift_x = radius - pos_x;
            else if (!*shift_z && BAD(x - radius, z + radius)) {
                if (ry > -DEG45 && ry < DEG135)
                    *shift_x = radius - pos_x;
                else
                    *shift_z = WALL_SIZE - radius - pos_z;
            }
        } else if (pos_x > WALL_SIZE - radius) {
            if (BAD(x + radius, z))
                *shift_x = WALL_SIZE - radius - pos_x;
            else if (!*shift_z && BAD(x + radius, z + radius)) {
                if (ry > -DEG135 && ry < DEG45)
                    *shift_x = WALL_SIZE - radius - pos_x;
                else
                    *shift_z = WALL_SIZE - radius - pos_z;
            }
        }
    } else if (pos_x < radius) {
        if (BAD(x - radius, z))
            *shift_x = radius - pos_x;
    } else if (pos_x > WALL_SIZE - radius) {
        if (BAD(x + radius, z))
            *shift_x = WALL_SIZE - radius - pos_x;
    }
#undef BAD
}

bool Creature_Animate(Game *g, int item, int16_t angle, int16_t tilt)
{
    Sim *sim = g->sim;
    Item *it = &sim->items[item];
    CreatureInfo *c = it->data;
    if (!c)
        return false;
    const Lot *lot = &c->lot;
    Vec3i old = it->pos;
    int32_t box_height = Box_Height(g, c->box);
    const int16_t *zone = Box_LotZone(g, lot);
    const CreatureRules *rules = Creature_Rules(g);
    /* TR2's land creatures (the rules name the water ones) first move to
     * the room they stand in, and drown at the end. */
    bool land = rules->water_creature && !rules->water_creature(it->object_id);
    if (land) {
        int16_t r = it->room;
        World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &r);
        if (r != it->room)
            Sim_ItemNewRoom(sim, item, r);
    }

    Anim_Animate(g->lv, it, &sim->events);
    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Creature_Die(g, item);
        return false;
    }

    BoundingBox bounds;
    Lara_GetBoundsAccurate(g, it, &bounds);
    int32_t y = it->pos.y + bounds.min_y;

    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, y, it->pos.z, &room);
    int box = s ? Box_OfSector(g, s) : LOT_NO_BOX;
    int32_t height, next_height;
    sector_heights(g, lot, s, box_height, &height, &next_height);

    /* Stepped into a box it may not use: back to the edge of the sector it
     * came from. The z test compares the new x sector with the old z
     * sector, as the original does. */
    if (box == LOT_NO_BOX || zone_at(g, zone, c->box) != zone_at(g, zone, box) ||
        box_height - height > lot->step || box_height - height < lot->drop) {
        int32_t pos_x = it->pos.x >> 10;
        int32_t shift_x = old.x >> 10, shift_z = old.z >> 10;
        if (pos_x < shift_x)
            it->pos.x = old.x & ~(WALL_SIZE - 1);
        else if (pos_x > shift_x)
            it->pos.x = old.x | (WALL_SIZE - 1);
        if (pos_x < shift_z)
            it->pos.z = old.z & ~(WALL_SIZE - 1);
        else if (pos_x > shift_z)
            it->pos.z = old.z | (WALL_SIZE - 1);
        s = World_Sector(&g->world, it->pos.x, y, it->pos.z, &room);
        sector_heights(g, lot, s, box_height, &height, &next_height);
    }

    int32_t shift_x = 0, shift_z = 0;
    edge_shift(g, it, y, height, next_height, room, lot, g->objects[it->object_id].radius,
               &shift_x, &shift_z);
    it->pos.x += shift_x;
    it->pos.z += shift_z;
    if (shift_x || shift_z) {
        s = World_Sector(&g->world, it->pos.x, y, it->pos.z, &room);
        /* Pushed off an edge: the turn is applied a second time (TR2 leans
         * only a creature that is leaning). */
        it->rot.y = (int16_t)(it->rot.y + angle);
        if (tilt || !rules->water_creature)
            Creature_Tilt(it, (int16_t)(tilt * 2));
    }

    if (Creature_CheckBaddieOverlap(g, item)) {
        it->pos = old;
        return true;
    }

    if (lot->fly) {
        int32_t dy = c->target.y - it->pos.y;
        if (dy > lot->fly)
            dy = lot->fly;
        else if (dy < -lot->fly)
            dy = -lot->fly;
        height = World_Height(&g->world, s, it->pos.x, y, it->pos.z);
        if (it->pos.y + dy > height) {
            if (it->pos.y > height) {
                it->pos.x = old.x;
                it->pos.z = old.z;
                dy = -lot->fly;
            } else {
                dy = 0;
                it->pos.y = height;
            }
        } else {
            int32_t ceiling = World_Ceiling(&g->world, s, it->pos.x, y, it->pos.z);
            /* One swimmer per game measures from a fixed top (TR1's
             * crocodile from its feet, TR2's shark 128 down). */
            int32_t min_y = it->object_id == rules->fixed_top_object ? rules->fixed_top : bounds.min_y;
            if (it->pos.y + min_y + dy < ceiling) {
                if (it->pos.y + min_y < ceiling) {
                    it->pos.x = old.x;
                    it->pos.z = old.z;
                    dy = lot->fly;
                } else {
                    dy = 0;
                }
            }
        }
        it->pos.y += dy;
        s = World_Sector(&g->world, it->pos.x, y, it->pos.z, &room);
        it->floor = World_Height(&g->world, s, it->pos.x, y, it->pos.z);
        int16_t pitch = it->speed ? (int16_t)Camera_Atan(it->speed, -dy) : 0;
        if (pitch < it->rot.x - ANGLE_DEG(1))
            it->rot.x = (int16_t)(it->rot.x - ANGLE_DEG(1));
        else if (pitch > it->rot.x + ANGLE_DEG(1))
            it->rot.x = (int16_t)(it->rot.x + ANGLE_DEG(1));
        else
            it->rot.x = pitch;
    } else {
        s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
        it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
        /* Down steps are walked a quarter click a tick; up steps at once. */
        if (it->pos.y > it->floor)
            it->pos.y = it->floor;
        else if (it->floor - it->pos.y > STEP_SIZE / 4)
            it->pos.y += STEP_SIZE / 4;
        else if (it->pos.y < it->floor)
            it->pos.y = it->floor;
        it->rot.x = 0;
    }

    if (land) {
        /* Its middle under water: it drowns (the room there becomes its
         * room, as the original's look-up leaves it). */
        World_Sector(&g->world, it->pos.x, it->pos.y - STEP_SIZE * 2, it->pos.z, &room);
        if (World_RoomIsWater(&g->world, room))
            it->hit_points = 0;
    }

    if (it->room != room)
        Sim_ItemNewRoom(sim, item, room);
    return true;
}

void Creature_JointPos(const Game *g, const Item *it, Vec3i *pos, int mesh)
{
    Effect_JointAbsPosition(g, it, pos, mesh, Creature_ExtraRotation(it));
}

int Creature_Effect(Game *g, int item, const CreatureBite *bite, CreatureEffect kind)
{
    Item *it = &g->sim->items[item];
    Vec3i p = { bite->x, bite->y, bite->z };
    Creature_JointPos(g, it, &p, bite->mesh);
    switch (kind) {
    case CREATURE_FX_BLOOD:
        return Effect_Blood(g, p.x, p.y, p.z, it->speed, it->rot.y, it->room);
    case CREATURE_FX_GUNSHOT_HIT:
        return Effect_GunHit(g, p.x, p.y, p.z, it->speed, it->rot.y, it->room);
    case CREATURE_FX_GUNSHOT_MISS:
        return Effect_GunMiss(g, p.x, p.y, p.z, it->speed, it->rot.y, it->room);
    case CREATURE_FX_GUNSHOT:
        return Effect_GunShot(g, p.x, p.y, p.z, it->speed, it->rot.y, it->room);
    case CREATURE_FX_SHARD:
        return Effect_ShardGun(g, p.x, p.y, p.z, it->speed, it->rot.y, it->room);
    case CREATURE_FX_ROCKET:
        return Effect_RocketGun(g, p.x, p.y, p.z, it->speed, it->rot.y, it->room);
    }
    return EFFECT_NONE;
}

bool Creature_CanTargetEnemy(Game *g, int item, const CreatureAI *info)
{
    const Item *it = &g->sim->items[item];
    if (!info->ahead || info->distance >= CREATURE_SHOOT_RANGE || g->sim->lara < 0)
        return false;
    const Item *lara = &g->sim->items[g->sim->lara];
    GameVec start = { it->pos.x, it->pos.y - STEP_SIZE * 3, it->pos.z, it->room };
    GameVec target = { lara->pos.x, lara->pos.y - STEP_SIZE * 3, lara->pos.z, lara->room };
    return Los_Check(&g->world, &start, &target);
}

bool Creature_ShootAtLara(Game *g, int item, int32_t distance, const CreatureBite *gun,
                          int16_t extra_rotation, int16_t damage)
{
    bool hit = false;
    /* Closer shots hit more often; past the range they all miss. */
    if (distance <= CREATURE_SHOOT_RANGE)
        hit = Prng_Control(&g->sim->prng) <
              (CREATURE_SHOOT_RANGE - distance) / (CREATURE_SHOOT_RANGE / 0x7FFF) -
                  CREATURE_MISS_CHANCE;
    int fx = Creature_Effect(g, item, gun, hit ? CREATURE_FX_GUNSHOT_HIT : CREATURE_FX_GUNSHOT_MISS);
    if (fx != EFFECT_NONE) {
        Effect *e = Effect_Get(g, fx);
        if (e)
            e->rot.y = (int16_t)(e->rot.y + extra_rotation);
    }
    if (hit)
        Creature_HurtLara(g, damage);
    return hit;
}

void Creature_Float(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->hit_points = ITEM_DONT_TARGET;
    it->rot.x = 0;
    int32_t wh = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, it->room);
    if (it->pos.y > wh)
        it->pos.y -= FLOAT_SPEED;
    else if (it->pos.y < wh)
        it->pos.y = wh;
    Anim_Animate(g->lv, it, &g->sim->events);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if (it->room != room)
        Sim_ItemNewRoom(g->sim, item, room);
}

void Creature_Underwater(Game *g, int item, int32_t depth)
{
    Item *it = &g->sim->items[item];
    int32_t wh = World_WaterHeight(&g->world, it->pos.x, it->pos.y, it->pos.z, it->room);
    if (it->pos.y >= wh + depth)
        return;
    it->pos.y = wh + depth;
    if (it->rot.x > ANGLE_DEG(2))
        it->rot.x = (int16_t)(it->rot.x - ANGLE_DEG(2));
    else if (it->rot.x > 0)
        it->rot.x = 0;
}

void Creature_Die(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->collidable = false;
    it->hit_points = ITEM_DONT_TARGET;
    Lot_DisableAI(g, item);
    Sim_RemoveActive(g->sim, item);
    if (Creature_Rules(g)->die_one_shot)
        it->one_shot = true;
    if (Creature_Rules(g)->drop_carried)
        Creature_Rules(g)->drop_carried(g, item);
}

void Creature_Collision(Game *g, int item, Item *lara, CollInfo *c)
{
    Coll_CreatureCollision(g, item, lara, c);
}

void Creature_HurtLara(Game *g, int16_t damage)
{
    Lara_TakeDamage(g, damage, true);
}

void Creature_HurtLaraQuiet(Game *g, int16_t damage)
{
    Lara_TakeDamage(g, damage, false);
}

void Creature_Bite(Game *g, int item, const CreatureBite *bite, int16_t damage, int16_t next)
{
    Creature_Effect(g, item, bite, CREATURE_FX_BLOOD);
    Creature_HurtLara(g, damage);
    g->sim->items[item].required_state = next;
}

void Creature_LaraKilledBy(Game *g, const Item *killer, int extra_object, int rel_anim,
                           int16_t state)
{
    Item *lara = Game_LaraItem(g);
    const Model *m = Level_FindModel(g->lv, (uint32_t)extra_object);
    if (!lara)
        return;
    if (lara->room != killer->room)
        Sim_ItemNewRoom(g->sim, g->sim->lara, killer->room);
    lara->pos = killer->pos;
    lara->rot.x = 0;
    lara->rot.y = killer->rot.y;
    lara->rot.z = 0;
    lara->gravity = false;
    lara->current_state = state;
    lara->goal_state = state;
    if (m) {
        int first = Sim_ModelFirstAnim(g->lv, m);
        int anim = first + rel_anim;
        if (first >= 0 && (uint32_t)anim < g->lv->num_animations) {
            lara->anim = (int16_t)anim;
            lara->frame = (int16_t)g->lv->animations[anim].frame_start;
        }
    }
    lara->hit_points = -1;
    g->lara.air = -1;
    g->lara.gun_status = LGS_HANDS_BUSY;
    g->lara.gun_type = LGT_UNARMED;
}

void Creature_CountKill(Game *g, const Item *target, int damage)
{
    if (target->hit_points > 0 && target->hit_points <= damage && Lot_Init(g))
        g->creatures->kills++;
}

int32_t Creature_Kills(const Game *g)
{
    return g->creatures ? g->creatures->kills : 0;
}

int Creature_SpawnItem(Game *g, int item, int object_id)
{
    const Item *it = &g->sim->items[item];
    /* The facing is given before the set-up runs and the tilts start at
     * zero, as the original's item set-up has them: a hidden creature's
     * initialise routine (the eggs') turns it by a random amount from
     * there, and a dropped gun does not take its owner's lean. */
    int n = Trap_CreateItem(g, object_id, it->room, it->pos, it->rot.y);
    if (n == ITEM_NONE)
        return n;
    g->sim->items[n].status = ITEM_STATUS_INACTIVE;
    return n;
}

void Creature_Sound(Game *g, Item *it, int sound_id)
{
    if (g->sim->events.sound)
        g->sim->events.sound(g->sim->events.user, it, sound_id);
}

bool Creature_Explode(Game *g, int item, int16_t damage)
{
    const Item *it = &g->sim->items[item];
    return Effect_ExplodingDeath(g, item, 0xFFFFFFFFu, damage, Creature_ExtraRotation(it));
}
