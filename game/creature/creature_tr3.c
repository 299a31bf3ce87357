/* TR3's creature rules (see creature_rules.h): five AI slots as TR2, the
 * search limits of the original's slot set-up for TR3's kinds, its water
 * creatures (the diver, the orca and the crocodile: tomb3 setup.cpp's
 * water_creature flags), and TR2's path search, mood and collision, which
 * TR3 kept; its AI info (the enemy each kind chose, Lara by default, and
 * the pitch to it) and its AI objects (ai_tr3.h). */
#include "game/creature/creature_rules.h"

#include <stdlib.h>

#include "game/camera/camera.h"
#include "game/creature/ai_tr3.h"
#include "game/creature/box.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/carried_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"

/* The original's slot set-up: walkers climb one click and drop two;
 * swimmers and fliers go anywhere (the orca only where nothing blocks a
 * big creature); the people who climb take a sector up and down; the big
 * ones are stopped by blockable boxes; London's boss drops three clicks. */
static void lot_setup_tr3(int object_id, Lot *lot)
{
    lot->step = STEP_SIZE;
    lot->drop = -STEP_SIZE * 2;
    lot->block_mask = BOX_BLOCKED;
    lot->fly = 0;
    switch (object_id) {
    case O3_DIVER:
    case O3_WHALE:
    case O3_VULTURE:
    case O3_CROW:
    case O3_MUTANT_1:
    case O3_CROCODILE:
        lot->step = WALL_SIZE * 20;
        lot->drop = -WALL_SIZE * 20;
        lot->fly = STEP_SIZE / 16;
        if (object_id == O3_WHALE)
            lot->block_mask = BOX_BLOCKABLE;
        break;
    case O3_LIZARD_MAN:
    case O3_BOB:
    case O3_PUNK_1:
    case O3_CIVVIE:
    case O3_MONKEY:
    case O3_MP_1:
    case O3_WILLARD_BOSS:
        lot->step = WALL_SIZE;
        lot->drop = -WALL_SIZE;
        break;
    case O3_SHIVA:
    case O3_TREX:
        lot->block_mask = BOX_BLOCKABLE;
        break;
    case O3_LON_BOSS:
        lot->step = WALL_SIZE;
        lot->drop = -STEP_SIZE * 3;
        break;
    default:
        break;
    }
}

static bool water_creature_tr3(int object_id)
{
    return object_id == O3_DIVER || object_id == O3_WHALE || object_id == O3_CROCODILE;
}

/* The original's CreatureAIInfo: the enemy the kind chose this tick (its
 * own rule, or its AI objects': ai_tr3.h), Lara when none; TR2's info of
 * it, with the pitch up to it (a crouching or crawling Lara counts 384
 * lower). */
static void ai_info_tr3(Game *g, int item, CreatureAI *info)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    if (!c || g->sim->lara < 0)
        return;
    if (c->enemy < 0 || (uint32_t)c->enemy >= g->sim->num_items)
        c->enemy = (int16_t)g->sim->lara;
    Creature_AIInfoEnemy(g, item, info);
    const Item *e = &g->sim->items[c->enemy];
    int32_t x = abs(e->pos.x - it->pos.x), z = abs(e->pos.z - it->pos.z);
    int32_t y = it->pos.y - e->pos.y;
    if (c->enemy == g->sim->lara) {
        int16_t st = e->current_state;
        if (st == LS_DUCK || st == LS_DUCK_ROLL || st == LS_ALL4S || st == LS_CRAWL ||
            st == LS_ALL4_TURN_L || st == LS_ALL4_TURN_R)
            y -= 384;
    }
    int32_t h = x > z ? x + (z >> 1) : z + (x >> 1);
    info->x_angle = (int16_t)Camera_Atan(h, y);
}

/* TR3's CreatureVault tells the monkey's small drops apart. */
static bool vault_small_drops_tr3(int object_id)
{
    return object_id == O3_MONKEY;
}

/* A dead creature drops what it carried from the level's start (TR2's
 * rule) and what a thief took since. */
static void drop_carried_tr3(Game *g, int item)
{
    CarriedTR2_Drop(g, item);
    AiTR3_Stash(g, item);
}

const CreatureRules CreatureRules_TR3 = {
    .slots = 5,
    .lot_setup = lot_setup_tr3,
    .climber_zone_list_quirk = false,
    .sector_boxes = true,
    .search_resets_tail = true,
    .die_one_shot = true,
    .stalk_by_box_size = true,
    .head_arc = 0x3000,
    .water_creature = water_creature_tr3,
    .fixed_top_object = -1,
    .fixed_top = 0,
    .ai_info = ai_info_tr3,
    .mood = Creature_MoodTR3,
    .collision = Creature_CollisionTR2,
    .gather_carried = CarriedTR2_Gather,
    .drop_carried = drop_carried_tr3,
    .gather_ai = AiTR3_Gather,
    .vault_small_drops = vault_small_drops_tr3,
};
