/* TR3's AI objects (see ai_tr3.h). */
#include "game/creature/ai_tr3.h"

#include <stdlib.h>

#include "engine/world/floor.h"
#include "game/creature/box.h"
#include "game/creature/creature.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

/* A marker counts as reached within three quarters of a sector on each
 * axis. */
#define AI_REACH 768
/* AlertNearbyGuards: squared distance in 64-unit steps. */
#define AI_ALERT_RANGE 8000
/* An item flag of the original's (IFL_CLEARBODY): a body to clear away,
 * never a thief's prize. */
#define AI_CLEAR_BODY 0x8000

bool AiTR3_IsObject(int object_id)
{
    return object_id >= O3_AI_GUARD && object_id <= O3_AI_X_3;
}

/* Only GUARD, AMBUSH, PATROL1, MODIFY and FOLLOW give a bit. */
static bool gives_bit(int object_id)
{
    return object_id >= O3_AI_GUARD && object_id < O3_AI_PATROL_2;
}

void AiTR3_Gather(Game *g)
{
    Sim *s = g->sim;
    for (uint32_t i = 0; i < s->level_items; i++) {
        Item *it = &s->items[i];
        if (!Object_Info(g, it->object_id)->intelligent || it->linked_room < 0)
            continue;
        int16_t next;
        for (int16_t a = s->room_items[it->linked_room]; a != ITEM_NONE; a = next) {
            Item *ai = &s->items[a];
            next = ai->next_item;
            if (ai->pos.x != it->pos.x || ai->pos.z != it->pos.z)
                continue;
            /* A flame emitter on a punk's spot sets him alight and goes
             * (his fire: brawler.c). */
            if (ai->object_id == O3_FLAME_EMITTER && it->object_id == O3_PUNK_1) {
                it->ai_fire = 3;
                Object_Kill(g, a);
                continue;
            }
            if (!gives_bit(ai->object_id) || !g->objects[ai->object_id].loaded)
                continue;
            it->ai_bits |= (uint8_t)(1u << (ai->object_id - O3_AI_GUARD));
            it->ai_tag = ai->rot.y;
            /* (The original keeps AI_PATROL1 here on Area 51 and the
             * compound, whose routes start on their patrollers' spots: our
             * game does not tell its levels apart here.) */
            Sim_RemoveDrawn(s, a);
        }
    }
}

/* The original's SameZone: the creature and the target stand in boxes of
 * one zone of its kind (fliers and swimmers: always). */
static bool same_zone(Game *g, const CreatureInfo *c, const Item *it, const Item *target)
{
    if (c->lot.fly)
        return true;
    const int16_t *zone = Box_LotZone(g, &c->lot);
    int16_t a = Creature_ItemBox(g, it), b = Creature_ItemBox(g, target);
    return zone && a >= 0 && b >= 0 && zone[a] == zone[b];
}

/* The first AI object of this kind still in the world, in the creature's
 * zone, with its tag (the monkey takes any ambush: `any_tag`). */
static int16_t find_marker(Game *g, const CreatureInfo *c, const Item *it, int object_id,
                           bool any_tag)
{
    Sim *s = g->sim;
    for (uint32_t i = 0; i < s->level_items; i++) {
        const Item *t = &s->items[i];
        if (t->object_id == object_id && t->linked_room >= 0 && same_zone(g, c, it, t) &&
            (any_tag || t->rot.y == it->ai_tag))
            return (int16_t)i;
    }
    return ITEM_NONE;
}

static bool near_marker(const Item *it, const Item *m)
{
    return abs(m->pos.x - it->pos.x) < AI_REACH && abs(m->pos.y - it->pos.y) < AI_REACH &&
           abs(m->pos.z - it->pos.z) < AI_REACH;
}

/* The heavy triggers of the marker's sector go off. */
static void trigger_at(Game *g, const Item *m)
{
    int16_t room = m->room;
    const RoomSector *sec = World_Sector(&g->world, m->pos.x, m->pos.y, m->pos.z, &room);
    World_Height(&g->world, sec, m->pos.x, m->pos.y, m->pos.z);
    Game_TestTriggers(g, g->world.trigger_index, true);
}

/* Alerted or hurt, a patroller or guard gives its post up (for its
 * ambush when it has one). */
static void give_up(Item *it, uint8_t bit)
{
    uint8_t bits = it->ai_bits;
    it->ai_bits &= (uint8_t)~bit;
    if (bits & AI_BIT_AMBUSH)
        it->ai_bits |= AI_BIT_MODIFY;
}

static void patrol(Game *g, Item *it, CreatureInfo *c, int enemy_object)
{
    if (c->alerted || c->hurt_by_lara) {
        give_up(it, AI_BIT_PATROL1);
        return;
    }
    int want = c->patrol2 ? O3_AI_PATROL_2 : O3_AI_PATROL_1;
    if (enemy_object != want) {
        int16_t m = find_marker(g, c, it, want, false);
        if (m != ITEM_NONE)
            c->enemy = m;
        return;
    }
    const Item *e = &g->sim->items[c->enemy];
    if (near_marker(it, e)) {
        trigger_at(g, e);
        c->patrol2 = !c->patrol2;
    }
}

static void ambush(Game *g, int item, Item *it, CreatureInfo *c, int enemy_object)
{
    int lara = g->sim->lara;
    if (!(it->ai_bits & AI_BIT_MODIFY) && !c->hurt_by_lara) {
        c->enemy = (int16_t)lara;
        return;
    }
    bool monkey = it->object_id == O3_MONKEY;
    if (enemy_object != O3_AI_AMBUSH) {
        int16_t m = find_marker(g, c, it, O3_AI_AMBUSH, monkey);
        if (m != ITEM_NONE)
            c->enemy = m;
        return;
    }
    const Item *e = &g->sim->items[c->enemy];
    if (monkey || !near_marker(it, e))
        return;
    trigger_at(g, e);
    c->reached_goal = true;
    c->enemy = (int16_t)lara;
    it->ai_bits &= (uint8_t)~(AI_BIT_AMBUSH | AI_BIT_MODIFY);
    it->ai_bits |= AI_BIT_GUARD;
    c->alerted = false;
    (void)item;
}

static void follow(Game *g, Item *it, CreatureInfo *c, int enemy_object)
{
    if (c->hurt_by_lara) {
        c->enemy = (int16_t)g->sim->lara;
        c->alerted = true;
        it->ai_bits &= (uint8_t)~AI_BIT_FOLLOW;
    } else if (it->hit_status) {
        it->ai_bits &= (uint8_t)~AI_BIT_FOLLOW;
    } else if (enemy_object != O3_AI_FOLLOW) {
        int16_t m = find_marker(g, c, it, O3_AI_FOLLOW, false);
        if (m != ITEM_NONE)
            c->enemy = m;
    } else if (near_marker(it, &g->sim->items[c->enemy])) {
        c->reached_goal = true;
        it->ai_bits &= (uint8_t)~AI_BIT_FOLLOW;
    }
}

/* A monkey with empty hands and no other errand (GetAITarget's last
 * case): a medipack, or with a lone AI_MODIFY the fourth key, in the world,
 * in its zone and not dropped by a thief before (no AI bits on it). */
static void thief(Game *g, const Item *it, CreatureInfo *c, int enemy_object)
{
    int want = it->ai_bits == AI_BIT_MODIFY ? O3_KEY_ITEM_4 : O3_MEDI_ITEM;
    if (enemy_object == want)
        return;
    Sim *s = g->sim;
    for (uint32_t i = 0; i < s->level_items; i++) {
        const Item *t = &s->items[i];
        if (t->object_id == want && t->linked_room >= 0 && !t->ai_bits &&
            t->status != ITEM_STATUS_INVISIBLE && !(t->flags & AI_CLEAR_BODY) &&
            same_zone(g, c, it, t)) {
            c->enemy = (int16_t)i;
            return;
        }
    }
}

void AiTR3_Target(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = Creature_Info(g, item);
    if (!c || g->sim->lara < 0)
        return;
    int enemy_object = -1;
    if (c->enemy >= 0 && (uint32_t)c->enemy < g->sim->num_items)
        enemy_object = g->sim->items[c->enemy].object_id;
    uint8_t bits = it->ai_bits;
    if (bits & AI_BIT_GUARD) {
        c->enemy = (int16_t)g->sim->lara;
        if (c->alerted)
            give_up(it, AI_BIT_GUARD);
    } else if (bits & AI_BIT_PATROL1) {
        patrol(g, it, c, enemy_object);
    } else if (bits & AI_BIT_AMBUSH) {
        ambush(g, item, it, c, enemy_object);
    } else if (bits & AI_BIT_FOLLOW) {
        follow(g, it, c, enemy_object);
    } else if (it->object_id == O3_MONKEY && it->ai_carried == ITEM_NONE) {
        thief(g, it, c, enemy_object);
    }
}

void AiTR3_Steal(Game *g, int item, int pickup)
{
    Sim *s = g->sim;
    Item *it = &s->items[item];
    it->ai_carried = (int16_t)pickup;
    Sim_RemoveDrawn(s, pickup);
    s->items[pickup].ai_carried = ITEM_NONE;
    CreatureSlots *cs = g->creatures;
    for (int i = 0; cs && i < LOT_SLOTS; i++)
        if (cs->slot[i].item >= 0 && cs->slot[i].item != item && cs->slot[i].enemy == pickup)
            cs->slot[i].enemy = ITEM_NONE;
}

void AiTR3_Stash(Game *g, int item)
{
    Sim *s = g->sim;
    Item *it = &s->items[item];
    int p = it->ai_carried;
    if (p < 0 || (uint32_t)p >= s->num_items)
        return;
    Item *pk = &s->items[p];
    pk->pos = it->pos;
    Sim_RemoveDrawn(s, p);
    Sim_ItemNewRoom(s, p, it->room);
    it->ai_carried = ITEM_NONE;
}

int16_t AiTR3_GuardHead(Game *g, int item)
{
    const Item *it = &g->sim->items[item];
    CreatureInfo *c = Creature_Info(g, item);
    if (!c || (it->ai_bits & AI_BIT_MODIFY))
        return 0;
    int32_t r = Prng_Control(&g->sim->prng);
    if (r < 256)
        c->head_left = c->head_right = true;
    else if (r < 384)
        c->head_left = true, c->head_right = false;
    else if (r < 512)
        c->head_left = false, c->head_right = true;
    if (c->head_left && c->head_right)
        return 0;
    if (c->head_left)
        return -ANGLE_90;
    if (c->head_right)
        return ANGLE_90;
    return 0;
}

void AiTR3_AlertNearby(Game *g, int from)
{
    CreatureSlots *cs = g->creatures;
    if (!cs || from < 0)
        return;
    const Item *f = &g->sim->items[from];
    for (int i = 0; i < LOT_SLOTS; i++) {
        int other = cs->slot[i].item;
        if (other < 0)
            continue;
        const Item *t = &g->sim->items[other];
        if (t->room == f->room) {
            cs->slot[i].alerted = true;
            continue;
        }
        int32_t dx = (t->pos.x - f->pos.x) >> 6, dy = (t->pos.y - f->pos.y) >> 6;
        int32_t dz = (t->pos.z - f->pos.z) >> 6;
        if (dx * dx + dy * dy + dz * dz < AI_ALERT_RANGE)
            cs->slot[i].alerted = true;
    }
}

void AiTR3_GunfireAlert(Game *g)
{
    if (!g->lara.has_fired || (g->sim->tick & 31))
        return;
    AiTR3_AlertNearby(g, g->sim->lara);
    g->lara.has_fired = false;
}

void AiTR3_AlertAll(Game *g, int item)
{
    CreatureSlots *cs = g->creatures;
    if (!cs)
        return;
    int16_t kind = g->sim->items[item].object_id;
    for (int i = 0; i < LOT_SLOTS; i++) {
        int other = cs->slot[i].item;
        if (other < 0)
            continue;
        const Item *t = &g->sim->items[other];
        if (t->object_id == kind && t->status == ITEM_STATUS_ACTIVE)
            cs->slot[i].alerted = true;
    }
}
