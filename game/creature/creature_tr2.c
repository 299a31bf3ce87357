/* TR2's creature rules (see creature_rules.h): its slots and search limits,
 * the water creatures, and what a creature knows each tick, with the
 * enemy chosen per kind (monks and bandits fight each other; monks leave
 * Lara alone until she shoots one). */
#include "game/creature/creature_rules.h"

#include <stdlib.h>

#include "game/camera/camera.h"
#include "game/creature/box.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/carried_tr2.h"
#include "game/objects/tr2/object_ids_tr2.h"

/* A current enemy stays unless the best one is this much nearer (in the
 * units of target_dist). */
#define TARGET_TOLERANCE 0x400000
#define MAX_DISTANCE (WALL_SIZE * 30)

static void lot_setup_tr2(int object_id, Lot *lot)
{
    /* TR2's walkers climb one click and drop two. */
    lot->step = STEP_SIZE;
    lot->drop = -STEP_SIZE * 2;
    lot->block_mask = BOX_BLOCKED;
    lot->fly = 0;
    switch (object_id) {
    case O2_SHARK:
    case O2_BARRACUDA:
    case O2_DIVER:
    case O2_JELLY:
    case O2_CROW:
    case O2_EAGLE:
        lot->step = WALL_SIZE * 20;
        lot->drop = -WALL_SIZE * 20;
        lot->fly = STEP_SIZE / 16;
        if (object_id == O2_SHARK)
            lot->block_mask = BOX_BLOCKABLE;
        break;
    case O2_WORKER_3:
    case O2_WORKER_4:
    case O2_YETI:
        lot->step = WALL_SIZE;
        lot->drop = -WALL_SIZE;
        break;
    case O2_SPIDER:
    case O2_SKIDOO_ARMED:
        lot->step = WALL_SIZE / 2;
        lot->drop = -WALL_SIZE;
        break;
    case O2_DINO:
        lot->block_mask = BOX_BLOCKABLE;
        break;
    default:
        break;
    }
}

static bool water_creature_tr2(int object_id)
{
    switch (object_id) {
    case O2_BARRACUDA:
    case O2_BIG_EEL:
    case O2_DIVER:
    case O2_EEL:
    case O2_JELLY:
    case O2_PROPELLER_2:
    case O2_SHARK:
        return true;
    default:
        return false;
    }
}

const CreatureRules CreatureRules_TR2 = {
    .slots = 5,
    .lot_setup = lot_setup_tr2,
    .climber_zone_list_quirk = false,
    .sector_boxes = true,
    .search_resets_tail = true,
    .die_one_shot = true,
    .stalk_by_box_size = true,
    .head_arc = 0x3000,
    .water_creature = water_creature_tr2,
    .fixed_top_object = O2_SHARK,
    .fixed_top = 128,
    .ai_info = Creature_AIInfoTR2,
    .mood = Creature_MoodTR2,
    .collision = Creature_CollisionTR2,
    .gather_carried = CarriedTR2_Gather,
    .drop_carried = CarriedTR2_Drop,
};

static int32_t sq32(int32_t v)
{
    return (int32_t)((uint32_t)v * (uint32_t)v);
}

/* The original's 32-bit distance measure between two items for choosing
 * targets: squares of the offsets in units of 64. */
static int32_t target_dist(const Item *a, const Item *b)
{
    int32_t dx = (b->pos.x - a->pos.x) >> 6;
    int32_t dy = (b->pos.y - a->pos.y) >> 6;
    int32_t dz = (b->pos.z - a->pos.z) >> 6;
    return (int32_t)((uint32_t)sq32(dx) + (uint32_t)sq32(dy) + (uint32_t)sq32(dz));
}

static bool is_bandit(int object_id)
{
    return object_id == O2_BANDIT_1 || object_id == O2_BANDIT_2;
}

static bool is_monk(int object_id)
{
    return object_id == O2_MONK_1 || object_id == O2_MONK_2;
}

bool Creature_MonksAngry(const Game *g)
{
    return g->creatures && g->creatures->monks_angry;
}

void Creature_AngerMonks(Game *g)
{
    if (Lot_Init(g))
        g->creatures->monks_angry = true;
}

bool Creature_IsFriendlyTR2(const Game *g, int object_id)
{
    return is_monk(object_id) && !Creature_MonksAngry(g);
}

/* The original's GetBaddieTarget: a monk (goody) goes for the nearest
 * thinking bandit, a bandit for the nearest thinking monk; Lara competes
 * when she is the kind's enemy (always for bandits, for monks once they
 * are angry). A current enemy that is still active is only dropped for a
 * clearly nearer one. */
static void choose_enemy(Game *g, int item, bool goody)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    CreatureSlots *cs = g->creatures;
    const CreatureRules *rules = Creature_Rules(g);
    int best = ITEM_NONE;
    int32_t best_dist = INT32_MAX;
    for (int i = 0; i < rules->slots; i++) {
        int other = cs->slot[i].item;
        if (other < 0 || other == item)
            continue;
        const Item *t = &g->sim->items[other];
        if (goody ? !is_bandit(t->object_id) : !is_monk(t->object_id))
            continue;
        int32_t d = target_dist(it, t);
        if (d < best_dist) {
            best = other;
            best_dist = d;
        }
    }
    bool lara_is_enemy = !goody || cs->monks_angry;
    if (best == ITEM_NONE) {
        c->enemy = lara_is_enemy ? (int16_t)g->sim->lara : ITEM_NONE;
        return;
    }
    if (lara_is_enemy) {
        int32_t d = target_dist(it, &g->sim->items[g->sim->lara]);
        if (d < best_dist) {
            best = g->sim->lara;
            best_dist = d;
        }
    }
    if (c->enemy < 0 || g->sim->items[c->enemy].status != ITEM_STATUS_ACTIVE) {
        c->enemy = (int16_t)best;
        return;
    }
    int32_t d = target_dist(it, &g->sim->items[c->enemy]);
    if (d < best_dist + TARGET_TOLERANCE)
        c->enemy = (int16_t)best;
}

int Creature_Enemy(const Game *g, int item)
{
    const CreatureInfo *c = Creature_Info(g, item);
    return c && c->enemy >= 0 ? c->enemy : g->sim->lara;
}

void Creature_AIInfoTR2(Game *g, int item, CreatureAI *info)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    if (!c || g->sim->lara < 0)
        return;
    if (is_bandit(it->object_id))
        choose_enemy(g, item, false);
    else if (is_monk(it->object_id))
        choose_enemy(g, item, true);
    else
        c->enemy = (int16_t)g->sim->lara;
    Creature_AIInfoEnemy(g, item, info);
}

void Creature_AIInfoEnemy(Game *g, int item, CreatureAI *info)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    if (!c || g->sim->lara < 0)
        return;
    const Item *enemy = &g->sim->items[c->enemy >= 0 ? c->enemy : g->sim->lara];

    const int16_t *zone = Box_LotZone(g, &c->lot);
    c->box = Creature_ItemBox(g, it);
    c->enemy_box = Creature_ItemBox(g, enemy);
    if (enemy == &g->sim->items[g->sim->lara])
        g->creatures->lara_box = c->enemy_box;
    info->zone_num = zone && c->box >= 0 ? zone[c->box] : -1;
    info->enemy_zone = zone && c->enemy_box >= 0 ? zone[c->enemy_box] : -2;
    if ((Box_Overlap(g, c->enemy_box) & c->lot.block_mask) ||
        (c->box >= 0 &&
         c->lot.node[c->box].search_num == (c->lot.search_num | LOT_BLOCKED_SEARCH)))
        info->enemy_zone |= BOX_BLOCKED;

    int32_t pivot = g->objects[it->object_id].pivot_length;
    int32_t z = enemy->pos.z - ((Math_Cos(it->rot.y) * pivot) >> W2V_SHIFT) - it->pos.z;
    int32_t x = enemy->pos.x - ((Math_Sin(it->rot.y) * pivot) >> W2V_SHIFT) - it->pos.x;
    int16_t angle = (int16_t)Camera_Atan(z, x);
    /* A creature without an enemy is as far as can be; beyond 30 sectors
     * on either axis the enemy counts as 30 away (as TR1). */
    if (c->enemy < 0)
        info->distance = INT32_MAX;
    else if (abs(x) > MAX_DISTANCE || abs(z) > MAX_DISTANCE)
        info->distance = MAX_DISTANCE * MAX_DISTANCE;
    else
        info->distance = (int32_t)((uint32_t)sq32(x) + (uint32_t)sq32(z));
    info->angle = (int16_t)(angle - it->rot.y);
    info->enemy_facing = (int16_t)(angle - enemy->rot.y + ANGLE_180);
    info->ahead = info->angle > -CREATURE_FRONT_ARC && info->angle < CREATURE_FRONT_ARC;
    info->bite = info->ahead && enemy->hit_points > 0 && abs(enemy->pos.y - it->pos.y) <= STEP_SIZE;
}

void Creature_KillTR2(Game *g, int item, int kill_anim, int16_t kill_state, int16_t lara_kill_state)
{
    Creature_KillWithExtra(g, item, kill_anim, kill_state, lara_kill_state, O2_LARA_EXTRA);
}

void Creature_KillWithExtra(Game *g, int item, int kill_anim, int16_t kill_state,
                            int16_t lara_kill_state, int extra_object)
{
    Item *it = &g->sim->items[item];
    Creature_SwitchAnim(g, it, kill_anim, 0);
    it->current_state = kill_state;
    Item *lara = Game_LaraItem(g);
    if (!lara)
        return;
    /* Lara joins the scene in her extra set's first (breath) animation,
     * where the creature stands, and steps once into her part of it. */
    const Model *m = Level_FindModel(g->lv, (uint32_t)extra_object);
    int first = m ? Sim_ModelFirstAnim(g->lv, m) : -1;
    if (first >= 0) {
        lara->anim = (int16_t)first;
        lara->frame = (int16_t)g->lv->animations[first].frame_start;
    }
    lara->current_state = 0;
    lara->goal_state = lara_kill_state;
    lara->pos = it->pos;
    lara->rot = it->rot;
    lara->fall_speed = 0;
    lara->gravity = false;
    lara->speed = 0;
    if (lara->room != it->room)
        Sim_ItemNewRoom(g->sim, g->sim->lara, it->room);
    if (first >= 0)
        Anim_Animate(g->lv, lara, &g->sim->events);
    lara->goal_state = lara_kill_state;
    lara->current_state = lara_kill_state;
    /* Her extra set's routines run the scene (game/lara/lara_extra_tr2.c). */
    g->lara.extra_anim = true;
    g->lara.gun_status = LGS_HANDS_BUSY;
    g->lara.gun_type = LGT_UNARMED;
    g->lara.hit_direction = -1;
    g->lara.air = -1;
    g->camera.pos.room = lara->room;
}

int Creature_Vault(Game *g, int item, int16_t angle, int vault, int32_t shift)
{
    Item *it = &g->sim->items[item];
    int16_t room = it->room;
    Vec3i old = it->pos;
    Creature_Animate(g, item, angle, 0);

    /* How far it climbed (in half-sector steps) or fell (TR3's monkey
     * also drops 2 and 3 clicks: CreatureRules.vault_small_drops). */
    const CreatureRules *rules = Creature_Rules(g);
    bool small = rules->vault_small_drops && rules->vault_small_drops(it->object_id);
    if (it->floor > old.y + STEP_SIZE * 7 / 2)
        vault = -4;
    else if (small && it->floor > old.y + STEP_SIZE * 5 / 2)
        vault = -3;
    else if (small && it->floor > old.y + STEP_SIZE * 3 / 2)
        vault = -2;
    else if (it->pos.y > old.y - STEP_SIZE * 3 / 2)
        return 0;
    else if (it->pos.y > old.y - STEP_SIZE * 5 / 2)
        vault = 2;
    else if (it->pos.y > old.y - STEP_SIZE * 7 / 2)
        vault = 3;
    else
        vault = 4;

    /* Square onto the edge it crossed, `shift` from it, facing across. */
    int32_t old_xs = old.x >> 10, old_zs = old.z >> 10;
    int32_t xs = it->pos.x >> 10, zs = it->pos.z >> 10;
    if (old_zs == zs) {
        if (old_xs == xs)
            return 0;
        if (old_xs >= xs) {
            it->rot.y = (int16_t)-ANGLE_90;
            it->pos.x = (old_xs * WALL_SIZE) + shift;
        } else {
            it->rot.y = ANGLE_90;
            it->pos.x = (xs * WALL_SIZE) - shift;
        }
    } else if (old_xs == xs) {
        if (old_zs >= zs) {
            it->rot.y = (int16_t)ANGLE_180;
            it->pos.z = (old_zs * WALL_SIZE) + shift;
        } else {
            it->rot.y = 0;
            it->pos.z = (zs * WALL_SIZE) - shift;
        }
    }
    /* It stays down: the climb animation lifts it. */
    it->floor = old.y;
    it->pos.y = old.y;
    if (room != it->room)
        Sim_ItemNewRoom(g->sim, item, room);
    return vault;
}

void Creature_CollisionTR2(Game *g, int item, Item *lara, CollInfo *c)
{
    Item *it = &g->sim->items[item];
    if (!Coll_TestBoundsCollide(g, lara, it, c->radius) || !Coll_TestCollision(g, it, lara))
        return;
    /* Swimming or treading water, Lara is not pushed (TR1 pushes her
     * anywhere); the push hurts whenever her collision allows it, dead
     * creature or not. */
    if (c->enable_baddie_push && g->lara.water_status != LWS_UNDERWATER &&
        g->lara.water_status != LWS_SURFACE)
        Coll_LaraPush(g, it, c, c->enable_spaz, false);
}
