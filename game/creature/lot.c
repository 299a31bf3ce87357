/* AI slots and their search state (see lot.h). */
#include "game/creature/lot.h"

#include <string.h>

#include "game/creature/box.h"
#include "game/creature/creature_rules.h"
#include "game/game.h"

bool Lot_Init(Game *g)
{
    if (g->creatures)
        return true;
    CreatureSlots *cs = Object_Alloc(g, sizeof(*cs));
    if (!cs)
        return false;
    cs->num_boxes = g->lv->num_boxes;
    /* One spare node per slot: the original's random pick from the zone
     * list can land one past its end (a draw of 0x7FFF), and a level whose
     * zone covers every box must not read past the array. */
    cs->nodes = Object_Alloc(g, sizeof(LotNode) * LOT_SLOTS * (cs->num_boxes + 1));
    if (!cs->nodes)
        return false;
    for (int i = 0; i < LOT_SLOTS; i++) {
        CreatureInfo *c = &cs->slot[i];
        c->item = -1;
        c->lot.node = cs->nodes + (size_t)i * (cs->num_boxes + 1);
    }
    cs->used = 0;
    cs->lara_box = LOT_NO_BOX;
    cs->pierre = -1;
    cs->music_track = -1;
    cs->bacon_x = cs->bacon_z = -1;
    cs->boss.lizard_item = cs->boss.lizard_room = -1;
    g->creatures = cs;
    return true;
}

void Lot_Clear(const Game *g, Lot *lot)
{
    lot->search_num = 0;
    lot->head = LOT_NO_BOX;
    lot->tail = LOT_NO_BOX;
    lot->target_box = LOT_NO_BOX;
    lot->required_box = LOT_NO_BOX;
    for (uint32_t i = 0; i < g->lv->num_boxes; i++) {
        LotNode *n = &lot->node[i];
        n->search_num = 0;
        n->exit_box = LOT_NO_BOX;
        n->next_expansion = LOT_NO_BOX;
    }
}

void Lot_CreateZone(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    if (!c)
        return;
    /* The zone list covers the creature's zone in both flip states, so a
     * flip never strands it. TR1 takes ground zone 2's flipped array for
     * both states; kept, since which boxes a climber may pick depends on
     * it. */
    int kind = Box_LotZoneKind(&c->lot);
    bool quirk = kind == 1 && Creature_Rules(g)->climber_zone_list_quirk;
    const int16_t *zone = Box_ZoneArray(g, kind, quirk);
    const int16_t *flip = Box_ZoneArray(g, kind, true);
    RoomSector *s = World_RoomSector(&g->world, it->room, it->pos.x, it->pos.z);
    c->box = s ? Box_OfSector(g, s) : LOT_NO_BOX;
    c->lot.zone_count = 0;
    if (!zone || c->box == LOT_NO_BOX)
        return;
    int16_t zone_num = zone[c->box], flip_num = flip[c->box];
    LotNode *n = c->lot.node;
    for (uint32_t i = 0; i < g->lv->num_boxes; i++) {
        if (zone[i] == zone_num || flip[i] == flip_num) {
            n->box_num = (int16_t)i;
            n++;
            c->lot.zone_count++;
        }
    }
}

void Lot_SetupTR1(int object_id, Lot *lot)
{
    /* Walkers climb and drop one click; swimmers and fliers go anywhere in
     * their zone; some big creatures are stopped by every blockable box,
     * some hunters drop a whole sector. */
    lot->step = STEP_SIZE;
    lot->drop = -STEP_SIZE;
    lot->block_mask = BOX_BLOCKED;
    lot->fly = 0;
    switch (object_id) {
    case O_BAT:
    case O_ALLIGATOR:
    case O_FISH:
        lot->step = WALL_SIZE * 20;
        lot->drop = -WALL_SIZE * 20;
        lot->fly = STEP_SIZE / 16;
        break;
    case O_TREX:
    case O_WARRIOR1:
    case O_CENTAUR:
        lot->block_mask = BOX_BLOCKABLE;
        break;
    case O_WOLF:
    case O_LION:
    case O_LIONESS:
    case O_PUMA:
        lot->drop = -WALL_SIZE;
        break;
    case O_APE:
        lot->step = STEP_SIZE * 2;
        lot->drop = -WALL_SIZE;
        break;
    default:
        break;
    }
}

static void init_slot(Game *g, int item, CreatureInfo *c)
{
    Item *it = &g->sim->items[item];
    it->data = c;
    c->item = (int16_t)item;
    c->mood = MOOD_BORED;
    c->head_rotation = 0;
    c->neck_rotation = 0;
    c->joint2_rotation = 0;
    c->joint3_rotation = 0;
    c->alerted = false;
    for (int i = 0; i < 4; i++)
        c->item_flags[i] = 0;
    c->patrol2 = c->reached_goal = false;
    c->head_left = c->head_right = false;
    c->maximum_turn = ANGLE_DEG(1);
    c->flags = 0;
    c->target = (Vec3i){ 0, 0, 0 };
    c->enemy = ITEM_NONE;
    c->enemy_box = LOT_NO_BOX;
    c->hurt_by_lara = false;
    c->lot.target = (Vec3i){ 0, 0, 0 };
    Creature_Rules(g)->lot_setup(it->object_id, &c->lot);
    Lot_Clear(g, &c->lot);
    Lot_CreateZone(g, item);
    g->creatures->used++;
}

/* Squared distance to the camera in units of 256, as the original
 * measures it (int32 arithmetic, wrapping like the original's). */
static int32_t camera_dist(const Game *g, const Item *it)
{
    int32_t x = (it->pos.x - g->camera.pos.x) >> 8;
    int32_t y = (it->pos.y - g->camera.pos.y) >> 8;
    int32_t z = (it->pos.z - g->camera.pos.z) >> 8;
    uint32_t d = (uint32_t)x * (uint32_t)x + (uint32_t)y * (uint32_t)y + (uint32_t)z * (uint32_t)z;
    return (int32_t)d;
}

bool Lot_EnableAI(Game *g, int item, bool always)
{
    if (item < 0 || (uint32_t)item >= g->sim->num_items)
        return false;
    Item *it = &g->sim->items[item];
    if (it->data)
        return true;
    if (!Lot_Init(g))
        return false;
    CreatureSlots *cs = g->creatures;
    int slots = Creature_Rules(g)->slots;
    if (cs->used < slots) {
        for (int i = 0; i < slots; i++) {
            if (cs->slot[i].item < 0) {
                init_slot(g, item, &cs->slot[i]);
                return true;
            }
        }
    }

    /* Every slot is taken: the creature furthest from the camera gives its
     * slot up (and waits invisible), if it is further than this one. */
    int32_t worst_dist = always ? 0 : camera_dist(g, it);
    int worst = -1;
    for (int i = 0; i < slots; i++) {
        int other = cs->slot[i].item;
        if (other < 0)
            continue;
        int32_t d = camera_dist(g, &g->sim->items[other]);
        if (d > worst_dist) {
            worst_dist = d;
            worst = i;
        }
    }
    if (worst < 0)
        return false;
    int loser = cs->slot[worst].item;
    g->sim->items[loser].status = ITEM_STATUS_INVISIBLE;
    Lot_DisableAI(g, loser);
    init_slot(g, item, &cs->slot[worst]);
    return true;
}

void Lot_DisableAI(Game *g, int item)
{
    if (item < 0 || (uint32_t)item >= g->sim->num_items)
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    it->data = NULL;
    if (c && g->creatures) {
        c->item = -1;
        g->creatures->used--;
    }
}
