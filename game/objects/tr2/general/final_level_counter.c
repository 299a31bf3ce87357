/* TR2's final-level counter (see final_level_counter.h). Facts from the
 * original's InitialiseFinalLevel and FinalLevelCounter control (TRX
 * src/tr2/game/objects/general/final_level_counter.c, and the level
 * set-up that calls the former when the level has the counter). */
#include "game/objects/tr2/general/final_level_counter.h"

#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/camera/los.h"

/* The level's count, from the items' statuses now. */
static void count_level(Game *g, FinalLevel *f)
{
    f->boss_active = 0;
    f->boss_count = 0;
    f->level_count = 0;
    const Sim *s = g->sim;
    for (uint32_t i = 0; i < s->level_items && i < s->num_items; i++) {
        const Item *it = &s->items[i];
        switch (it->object_id) {
        case O2_DOG:
        case O2_CULT_1:
        case O2_WORKER_3:
            f->level_count++;
            break;
        case O2_CULT_3:
            /* The original's table has room for five; a level with more
             * would overrun it: the extra ones are left out here. */
            if (f->boss_count < FINAL_BOSS_MAX)
                f->boss_item[f->boss_count++] = (int16_t)i;
            if (it->status == ITEM_STATUS_ACTIVE)
                f->boss_active = 1;
            else if (it->status == ITEM_STATUS_DEACTIVATED)
                f->boss_active = 2;
            break;
        default:
            break;
        }
    }
}

static void counter_initialise(Game *g, int item)
{
    FinalLevel *f = Object_Alloc(g, sizeof *f);
    g->sim->items[item].data = f;
    if (f)
        count_level(g, f);
}

/* Nothing is saved: a loaded game counts again from its items. */
static void counter_load(Game *g, int item, struct SerialReader *r)
{
    (void)r;
    FinalLevel *f = g->sim->items[item].data;
    if (f)
        count_level(g, f);
}

/* The boss to wake: the first candidate, or one Lara cannot see (from two
 * clicks above her feet to two above his) that is nearer. As the
 * original, the nearest starts at distance 0, so no hidden one is ever
 * nearer: the first candidate always wakes. */
static int best_boss(Game *g, const FinalLevel *f)
{
    const Item *lara = Game_LaraItem(g);
    int32_t best_dist = 0;
    int best = f->boss_item[0];
    for (int i = 0; lara && i < f->boss_count; i++) {
        const Item *it = &g->sim->items[f->boss_item[i]];
        GameVec from = { lara->pos.x, lara->pos.y - 2 * STEP_SIZE, lara->pos.z, lara->room };
        GameVec to = { it->pos.x, it->pos.y - 2 * STEP_SIZE, it->pos.z, it->room };
        if (!Los_Check(&g->world, &from, &to)) {
            int32_t dx = (lara->pos.x - it->pos.x) >> 6;
            int32_t dy = (lara->pos.y - it->pos.y) >> 6;
            int32_t dz = (lara->pos.z - it->pos.z) >> 6;
            int32_t dist = dx * dx + dy * dy + dz * dz;
            if (dist < best_dist) {
                best_dist = dist;
                best = f->boss_item[i];
            }
        }
    }
    return best;
}

static void wake_boss(Game *g, FinalLevel *f)
{
    int n = best_boss(g, f);
    Item *it = &g->sim->items[n];
    it->touch_bits = 0;
    it->status = ITEM_STATUS_ACTIVE;
    it->mesh_bits = 0xFFFF1FFFu;
    Object_AddActive(g, n);
    Lot_EnableAI(g, n, true);
    f->boss_active = 1;
}

/* The closing scene: Lara in her final animation where the counter
 * stands, her right hand her own again, the level's cinematic camera from
 * its frame 428 placed at the counter. */
static void start_final_scene(Game *g, int item)
{
    const Item *it = &g->sim->items[item];
    Creature_KillTR2(g, item, 0, 0, LS2_EXTRA_FINAL_ANIM);
    g->lara.mesh_swap[LARA_MESH_HAND_R] = -1;
    Camera_InvokeCinematic(g, it->pos, it->rot.y);
    g->camera.cine.frame = FINAL_CINE_FRAME;
}

static void counter_control(Game *g, int item)
{
    FinalLevel *f = g->sim->items[item].data;
    if (!f)
        return;
    int32_t kills = Creature_Kills(g);
    if (kills == f->level_count && !f->boss_active) {
        if (f->boss_count > 0)
            wake_boss(g, f);
        return;
    }
    if (kills > f->level_count) {
        f->boss_active++;
        if (f->boss_active == FINAL_CUTSCENE_DELAY)
            start_final_scene(g, item);
    }
}

void FinalLevelCounter_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O2_FINAL_LEVEL_COUNTER];
    o->initialise = counter_initialise;
    o->control = counter_control;
    o->load_data = counter_load;
    o->save_flags = true;
}
