/* The flying mutant emitter (see flymaker.h). Active, with hit points and
 * timer left: on its first such tick it lists the level's first three
 * MUTANT_1 items carrying AI_MODIFY and takes them out of the world. After
 * that, while at least one listed mutant is not active and Lara is within
 * 32000 on both axes and within 0x9000000 squared, it counts down its wait
 * (255 ticks between two), takes 30 off its timer and brings back the first
 * listed mutant that has neither an AI slot nor active status: at its spot
 * and facing, its kind's hit points and first animation, whole, active,
 * given an AI slot. The original also sets the emitter's own AI bits to
 * AI_MODIFY at that point; so does this.
 *
 * The original keeps the list in one static array for the whole game and
 * reads items[NO_ITEM] when fewer than three mutants are listed; here each
 * emitter keeps its own list (with its wait, saved with it) and an empty
 * slot counts as neither active nor revivable. */
#include "game/objects/tr3/creatures/flymaker.h"

#include "engine/core/serial.h"
#include "game/creature/ai_tr3.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr3/creatures/maker_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define FLY_HIT_POINTS 150            /* the emitter's, from TR3's set-up */
#define FLY_REACH 32000               /* Lara's distance across, each axis */
#define FLY_REACH_SQ 0x9000000LL
#define FLY_WAIT 255                  /* ticks between two mutants */
#define FLY_COST 30                   /* timer ticks a mutant */
/* The original's flag bits it clears on the mutant (clear body, the
 * one-shot/invisible bit and the two low bits). */
#define FLY_CLEAR_FLAGS (0x8000u | 0x0100u | 0x0003u)

static void maker_initialise(Game *g, int index)
{
    Tr3Maker_Alloc(g, index, 0);
}

static bool all_flying(const Game *g, const Tr3Maker *m)
{
    for (int i = 0; i < TR3_MAKER_MAX; i++)
        if (m->ids[i] == ITEM_NONE || g->sim->items[m->ids[i]].status != ITEM_STATUS_ACTIVE)
            return false;
    return true;
}

/* The shared revival, and what the original's flymaker adds: the mutant's
 * flags and invisibility cleared, the emitter's AI bits set to AI_MODIFY. */
static void revive(Game *g, int f, Item *maker)
{
    Item *it = &g->sim->items[f];
    it->flags = (uint16_t)(it->flags & ~FLY_CLEAR_FLAGS);
    it->invisible = false;
    maker->ai_bits = AI_BIT_MODIFY;
    Tr3Maker_Revive(g, f, maker);
}

static void maker_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Tr3Maker *m = it->data;
    const Item *lara = Game_LaraItem(g);
    if (!m || !lara || !it->active || it->hit_points <= 0 || it->timer <= 0)
        return;
    if (!m->listed) {
        Tr3Maker_List(g, m, O3_MUTANT_1, true);
        return;
    }
    if (all_flying(g, m))
        return;
    int64_t dx = lara->pos.x - it->pos.x, dz = lara->pos.z - it->pos.z;
    if (dx > FLY_REACH || dx < -FLY_REACH || dz > FLY_REACH || dz < -FLY_REACH ||
        dx * dx + dz * dz > FLY_REACH_SQ)
        return;
    if (m->wait > 0) {
        m->wait--;
        return;
    }
    m->wait = FLY_WAIT;
    it->timer = (int16_t)(it->timer - FLY_COST);
    for (int i = 0; i < TR3_MAKER_MAX; i++) {
        int f = m->ids[i];
        if (f != ITEM_NONE && !g->sim->items[f].data &&
            g->sim->items[f].status != ITEM_STATUS_ACTIVE) {
            revive(g, f, it);
            return;
        }
    }
}

static void maker_load(Game *g, int item, SerialReader *r)
{
    Tr3Maker_Load(g, item, r, FLY_WAIT, O3_MUTANT_1, "flying mutant emitter");
}

void FlyEmitter3_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_FLYING_MUTANT_EMITTER];
    o->initialise = maker_initialise;
    o->control = maker_control;
    o->save_data = Tr3Maker_Save;
    o->load_data = maker_load;
    o->hit_points = FLY_HIT_POINTS;
    o->save_flags = true;
}
