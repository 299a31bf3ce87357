/* Pathfinding over boxes (see box.h). Box bounds follow the original's
 * naming in spirit: z runs from min_z ("left") to max_z ("right"), x from
 * min_x ("top") to max_x ("bottom"). */
#include "game/creature/box.h"

#include <stdlib.h>

#include "game/creature/creature_rules.h"
#include "game/game.h"

/* How far inside a box edge a target point is kept (TR1: half a sector). */
#define BOX_BIFF (WALL_SIZE / 2)
/* Distances the stalk and escape tests use. */
#define STALK_DIST (3 * WALL_SIZE)
#define ESCAPE_DIST (5 * WALL_SIZE)

/* Which sides of the current box the straight path may still leave by. */
enum {
    CLIP_LEFT = 1,
    CLIP_RIGHT = 2,
    CLIP_TOP = 4,
    CLIP_BOTTOM = 8,
    CLIP_ALL = CLIP_LEFT | CLIP_RIGHT | CLIP_TOP | CLIP_BOTTOM,
    CLIP_SECONDARY = 16,
};

/* A height no step test accepts: boxes that do not exist. */
#define BOX_BAD_HEIGHT (-0x7FFF)

int Box_GroundZones(const Game *g)
{
    const Level *lv = g->lv;
    if (!lv->num_boxes || !lv->zones)
        return 0;
    /* Each flip state holds the ground zones and then the fly zone: TR1's
     * files carry 6 words a box (2 ground zones), TR2's and TR3's 10 (4). */
    uint32_t per_state = lv->num_zone_words / lv->num_boxes / 2;
    return per_state >= 2 ? (int)per_state - 1 : 0;
}

const int16_t *Box_ZoneArray(const Game *g, int kind, bool flipped)
{
    const Level *lv = g->lv;
    int ground = Box_GroundZones(g);
    if (!ground)
        return NULL;
    if (kind == BOX_ZONE_FLY)
        kind = ground;
    else if (kind < 0 || kind >= ground)
        return NULL;
    return lv->zones + (size_t)((flipped ? ground + 1 : 0) + kind) * lv->num_boxes;
}

int Box_LotZoneKind(const Lot *lot)
{
    /* The original picks a ground zone by the step a walker climbs: one
     * click the first, two the second, a sector (TR2's yeti) the fourth. */
    return lot->fly ? BOX_ZONE_FLY : lot->step / STEP_SIZE - 1;
}

const int16_t *Box_LotZone(const Game *g, const Lot *lot)
{
    return Box_ZoneArray(g, Box_LotZoneKind(lot), g->world.flipped);
}

/* A random offset across `span` units: the original's 32-bit product of
 * a control number and the span, shifted down (wrapping as it does for
 * spans too wide for the product, which no real box has). */
static int32_t random_span(Game *g, int32_t span)
{
    int64_t prod = (int64_t)Prng_Control(&g->sim->prng) * span;
    return (int32_t)(uint32_t)(uint64_t)prod >> 15;
}

static bool box_ok(const Game *g, int box)
{
    return box >= 0 && (uint32_t)box < g->lv->num_boxes;
}

int32_t Box_Height(const Game *g, int box)
{
    return box_ok(g, box) ? g->lv->boxes[box].true_floor : BOX_BAD_HEIGHT;
}

uint16_t Box_Overlap(const Game *g, int box)
{
    if (!box_ok(g, box))
        return BOX_BLOCKED | BOX_BLOCKABLE;
    return g->world.box_overlap ? (uint16_t)g->world.box_overlap[box]
                                : (uint16_t)g->lv->boxes[box].overlap_index;
}

int16_t Box_OfSector(const Game *g, const RoomSector *s)
{
    uint16_t b = Level_SectorBox(g->lv, s);
    return b == NO_BOX || b >= g->lv->num_boxes ? LOT_NO_BOX : (int16_t)b;
}

/* Zone number of a box, or a value no real zone has. */
static int32_t zone_of(const Game *g, const int16_t *zone, int box)
{
    return zone && box_ok(g, box) ? zone[box] : -0x10000;
}

static uint16_t overlap_word(const Game *g, uint32_t i)
{
    /* A list running off the array ends there. */
    return i < g->lv->num_overlaps ? g->lv->overlaps[i] : LOT_OVERLAP_END;
}

bool Box_SearchLot(const Game *g, Lot *lot, int expansion)
{
    const int16_t *zone = Box_LotZone(g, lot);
    int32_t search_zone = zone_of(g, zone, lot->head);
    for (int i = 0; i < expansion; i++) {
        if (!box_ok(g, lot->head)) {
            /* TR2 on: a drained queue forgets its tail too. */
            if (Creature_Rules(g)->search_resets_tail)
                lot->tail = LOT_NO_BOX;
            return false;
        }
        LotNode *node = &lot->node[lot->head];
        int32_t head_height = Box_Height(g, lot->head);
        uint32_t index = Box_Overlap(g, lot->head) & BOX_OVERLAP_MASK;
        bool done = false;
        while (!done) {
            uint16_t w = overlap_word(g, index++);
            if (w & LOT_OVERLAP_END)
                done = true;
            int box = w & LOT_BOX_NUMBER;
            if (!box_ok(g, box) || search_zone != zone_of(g, zone, box))
                continue;
            int32_t change = Box_Height(g, box) - head_height;
            if (change > lot->step || change < lot->drop)
                continue;
            LotNode *expand = &lot->node[box];
            uint16_t node_num = node->search_num & LOT_SEARCH_NUMBER;
            uint16_t expand_num = expand->search_num & LOT_SEARCH_NUMBER;
            if (node_num < expand_num)
                continue;
            if (node->search_num & LOT_BLOCKED_SEARCH) {
                /* A blocked search only spreads where nothing better went. */
                if (node_num == expand_num)
                    continue;
                expand->search_num = node->search_num;
            } else {
                if (node_num == expand_num && !(expand->search_num & LOT_BLOCKED_SEARCH))
                    continue;
                if (Box_Overlap(g, box) & lot->block_mask) {
                    expand->search_num = node->search_num | LOT_BLOCKED_SEARCH;
                } else {
                    expand->search_num = node->search_num;
                    expand->exit_box = lot->head;
                }
            }
            if (expand->next_expansion == LOT_NO_BOX && box != lot->tail) {
                if (box_ok(g, lot->tail))
                    lot->node[lot->tail].next_expansion = (int16_t)box;
                lot->tail = (int16_t)box;
            }
        }
        lot->head = node->next_expansion;
        node->next_expansion = LOT_NO_BOX;
    }
    return true;
}

bool Box_UpdateLot(const Game *g, Lot *lot, int expansion)
{
    if (lot->required_box != LOT_NO_BOX && lot->required_box != lot->target_box &&
        box_ok(g, lot->required_box)) {
        lot->target_box = lot->required_box;
        LotNode *expand = &lot->node[lot->target_box];
        if (expand->next_expansion == LOT_NO_BOX && lot->tail != lot->target_box) {
            expand->next_expansion = lot->head;
            if (lot->head == LOT_NO_BOX)
                lot->tail = lot->target_box;
            lot->head = lot->target_box;
        }
        expand->search_num = ++lot->search_num;
        expand->exit_box = LOT_NO_BOX;
    }
    return Box_SearchLot(g, lot, expansion);
}

void Box_TargetBox(Game *g, Lot *lot, int box_num)
{
    box_num &= LOT_BOX_NUMBER;
    if (!box_ok(g, box_num))
        return;
    const Box *b = &g->lv->boxes[box_num];
    /* TR1's far edges are stored inclusive, TR2's one past: the same sum
     * gives each game's span. */
    lot->target.z = b->min_z + WALL_SIZE / 2 + random_span(g, b->max_z - b->min_z - WALL_SIZE);
    lot->target.x = b->min_x + WALL_SIZE / 2 + random_span(g, b->max_x - b->min_x - WALL_SIZE);
    lot->required_box = (int16_t)box_num;
    lot->target.y = lot->fly ? b->true_floor - STEP_SIZE * 3 / 2 : b->true_floor;
}

/* Quadrant of a point relative to Lara as the original numbers them:
 * 0 = -z/-x side ... (matches (rot.y >> 14) + 2 for her facing). */
static int quadrant(int32_t z, int32_t x)
{
    return z > 0 ? (x > 0 ? 2 : 1) : (x > 0 ? 3 : 0);
}

/* Where the middle of a box lies from the enemy (the stalk and escape
 * tests measure from it). False for a box the level does not have. */
static bool box_from_enemy(const Game *g, const Item *enemy, int box_num, int32_t *x, int32_t *z)
{
    if (!box_ok(g, box_num))
        return false;
    const Box *b = &g->lv->boxes[box_num];
    *z = ((b->min_z + b->max_z) >> 1) - enemy->pos.z;
    *x = ((b->min_x + b->max_x) >> 1) - enemy->pos.x;
    return true;
}

bool Box_StalkBox(const Game *g, const Item *item, const Item *enemy, int box_num)
{
    int32_t x, z;
    if (!box_from_enemy(g, enemy, box_num, &x, &z))
        return false;
    bool by_size = Creature_Rules(g)->stalk_by_box_size;
    int32_t x_range = STALK_DIST, z_range = STALK_DIST;
    if (by_size) {
        const Box *b = &g->lv->boxes[box_num];
        x_range += b->max_x - b->min_x;
        z_range += b->max_z - b->min_z;
    }
    if (x > x_range || x < -x_range || z > z_range || z < -z_range)
        return false;
    int enemy_quad = (enemy->rot.y >> 14) + 2;
    int box_quad = quadrant(z, x);
    if (enemy_quad == box_quad)
        return false;
    int baddie_quad = quadrant(item->pos.z - enemy->pos.z, item->pos.x - enemy->pos.x);
    if (enemy_quad == baddie_quad && abs(enemy_quad - box_quad) == 2)
        return false;
    return true;
}

bool Box_EscapeBox(const Game *g, const Item *item, const Item *enemy, int box_num)
{
    int32_t x, z;
    if (!box_from_enemy(g, enemy, box_num, &x, &z))
        return false;
    if (x > -ESCAPE_DIST && x < ESCAPE_DIST && z > -ESCAPE_DIST && z < ESCAPE_DIST)
        return false;
    /* Not a box on the other side of the enemy on both axes. */
    if (((z > 0) ^ (item->pos.z > enemy->pos.z)) && ((x > 0) ^ (item->pos.x > enemy->pos.x)))
        return false;
    return true;
}

bool Box_ValidBox(const Game *g, const Item *item, int16_t zone_num, int box_num)
{
    const CreatureInfo *c = item->data;
    if (!c || !box_ok(g, box_num))
        return false;
    const int16_t *zone = Box_LotZone(g, &c->lot);
    if (zone_of(g, zone, box_num) != zone_num)
        return false;
    if (Box_Overlap(g, box_num) & c->lot.block_mask)
        return false;
    const Box *b = &g->lv->boxes[box_num];
    if (item->pos.z > b->min_z && item->pos.z < b->max_z && item->pos.x > b->min_x &&
        item->pos.x < b->max_x)
        return false;
    return true;
}

/* A span of one axis: a box's extent, or the window of straight-line
 * travel the path walk narrows (z: "left" to "right", x: "top" to
 * "bottom"). */
typedef struct {
    int32_t lo, hi;
} Span;

/* Keeps a target coordinate BOX_BIFF inside a box's span. */
static void keep_inside(int32_t *t, Span box)
{
    if (*t < box.lo + BOX_BIFF)
        *t = box.lo + BOX_BIFF;
    else if (*t > box.hi - BOX_BIFF)
        *t = box.hi - BOX_BIFF;
}

/* One axis of the path walk in Box_CalculateTarget, when the creature is
 * outside the box on this axis (dir > 0: the box lies towards larger
 * values, leaving by side `clip`). The four sides are the same rule with
 * the axes swapped: if the box still lies across the path on the other
 * axis, the target is kept inside its near edge and the other axis's
 * window narrows to it; otherwise the path turns at the far edge of this
 * axis's window. True when the walk ends with a secondary target. */
static bool clip_side(int *prime_free, int clip, int dir, Span box, Span box_other,
                      int32_t pos_other, int32_t *t, Span own, Span *other)
{
    if ((*prime_free & clip) && pos_other >= box_other.lo && pos_other <= box_other.hi) {
        if (dir > 0 ? *t < box.lo + BOX_BIFF : *t > box.hi - BOX_BIFF)
            *t = dir > 0 ? box.lo + BOX_BIFF : box.hi - BOX_BIFF;
        if (*prime_free & CLIP_SECONDARY)
            return true;
        if (box_other.lo > other->lo)
            other->lo = box_other.lo;
        if (box_other.hi < other->hi)
            other->hi = box_other.hi;
        *prime_free = clip;
    } else if (*prime_free != clip) {
        *t = dir > 0 ? own.hi - BOX_BIFF : own.lo + BOX_BIFF;
        if (*prime_free != CLIP_ALL)
            return true;
        *prime_free |= CLIP_SECONDARY;
    }
    return false;
}

BoxTarget Box_CalculateTarget(Game *g, Vec3i *target, const Item *item, CreatureInfo *c)
{
    Lot *lot = &c->lot;
    Box_UpdateLot(g, lot, BOX_MAX_EXPANSION);
    *target = item->pos;
    int box_num = c->box;
    if (!box_ok(g, box_num))
        return TARGET_NONE;

    /* Walk the exit boxes from the creature's box, narrowing the window of
     * straight-line travel (left/right on z, top/bottom on x) until the
     * path has to turn (a secondary target) or reaches the target box. */
    Span zw = {0, 0}, xw = {0, 0};
    int prime_free = CLIP_ALL;
    const Box *b;
    Span bz, bx;
    const int32_t ix = item->pos.x, iz = item->pos.z;
    /* Boxes stored in sectors: the far edges are the last unit inside. */
    const int32_t inset = Creature_Rules(g)->sector_boxes ? 1 : 0;
    do {
        b = &g->lv->boxes[box_num];
        bz = (Span){b->min_z, b->max_z - inset};
        bx = (Span){b->min_x, b->max_x - inset};
        int32_t limit = lot->fly ? b->true_floor - WALL_SIZE : b->true_floor;
        if (target->y > limit)
            target->y = limit;

        if (iz >= bz.lo && iz <= bz.hi && ix >= bx.lo && ix <= bx.hi) {
            zw = bz;
            xw = bx;
        } else {
            if (iz < bz.lo) {
                if (clip_side(&prime_free, CLIP_LEFT, 1, bz, bx, ix, &target->z, zw, &xw))
                    return TARGET_SECONDARY;
            } else if (iz > bz.hi) {
                if (clip_side(&prime_free, CLIP_RIGHT, -1, bz, bx, ix, &target->z, zw, &xw))
                    return TARGET_SECONDARY;
            }

            if (ix < bx.lo) {
                if (clip_side(&prime_free, CLIP_TOP, 1, bx, bz, iz, &target->x, xw, &zw))
                    return TARGET_SECONDARY;
            } else if (ix > bx.hi) {
                if (clip_side(&prime_free, CLIP_BOTTOM, -1, bx, bz, iz, &target->x, xw, &zw))
                    return TARGET_SECONDARY;
            }
        }

        if (box_num == lot->target_box) {
            if (prime_free & (CLIP_LEFT | CLIP_RIGHT))
                target->z = lot->target.z;
            else if (!(prime_free & CLIP_SECONDARY))
                keep_inside(&target->z, bz);
            if (prime_free & (CLIP_TOP | CLIP_BOTTOM))
                target->x = lot->target.x;
            else if (!(prime_free & CLIP_SECONDARY))
                keep_inside(&target->x, bx);
            target->y = lot->target.y;
            return TARGET_PRIMARY;
        }

        box_num = lot->node[box_num].exit_box;
        if (box_num != LOT_NO_BOX && (Box_Overlap(g, box_num) & lot->block_mask))
            break;
    } while (box_ok(g, box_num));

    /* The path ends short of the target box: head for a random point
     * across the last box reached on the free axis. */
    if (prime_free & (CLIP_LEFT | CLIP_RIGHT))
        target->z = bz.lo + WALL_SIZE / 2 + random_span(g, bz.hi - bz.lo - WALL_SIZE);
    else if (!(prime_free & CLIP_SECONDARY))
        keep_inside(&target->z, bz);
    if (prime_free & (CLIP_TOP | CLIP_BOTTOM))
        target->x = bx.lo + WALL_SIZE / 2 + random_span(g, bx.hi - bx.lo - WALL_SIZE);
    else if (!(prime_free & CLIP_SECONDARY))
        keep_inside(&target->x, bx);
    target->y = lot->fly ? b->true_floor - STEP_SIZE * 3 / 2 : b->true_floor;
    return TARGET_NONE;
}

bool Box_BadFloor(Game *g, int32_t x, int32_t y, int32_t z, int32_t box_height,
                  int32_t next_height, int16_t room, const Lot *lot)
{
    const RoomSector *s = World_Sector(&g->world, x, y, z, &room);
    int box = s ? Box_OfSector(g, s) : LOT_NO_BOX;
    if (box == LOT_NO_BOX)
        return true;
    if (Box_Overlap(g, box) & lot->block_mask)
        return true;
    int32_t height = Box_Height(g, box);
    if (box_height - height > lot->step || box_height - height < lot->drop)
        return true;
    /* A drop the creature could take is bad when it leads off its path. */
    if (box_height - height < -lot->step && height > next_height)
        return true;
    if (lot->fly && y > height + lot->fly)
        return true;
    return false;
}
