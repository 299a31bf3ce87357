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
#include "game/objects/tr3/object_ids_tr3.h"

#define FLY_MAX 3
#define FLY_HIT_POINTS 150            /* the emitter's, from TR3's set-up */
#define FLY_REACH 32000               /* Lara's distance across, each axis */
#define FLY_REACH_SQ 0x9000000LL
#define FLY_WAIT 255                  /* ticks between two mutants */
#define FLY_COST 30                   /* timer ticks a mutant */
/* The original's flag bits it clears on the mutant (clear body, the
 * one-shot/invisible bit and the two low bits). */
#define FLY_CLEAR_FLAGS (0x8000u | 0x0100u | 0x0003u)

typedef struct {
    int16_t wait;                     /* the original's item_flags[0] */
    bool listed;
    int16_t fly[FLY_MAX];             /* ITEM_NONE: none */
} FlyMaker;

static void maker_initialise(Game *g, int index)
{
    FlyMaker *m = Object_Alloc(g, sizeof *m);
    g->sim->items[index].data = m;
    if (!m)
        return;
    m->wait = 0;
    m->listed = false;
    for (int i = 0; i < FLY_MAX; i++)
        m->fly[i] = ITEM_NONE;
}

static void make_list(Game *g, FlyMaker *m)
{
    int n = 0;
    for (uint32_t i = 0; i < g->sim->level_items && n < FLY_MAX; i++) {
        const Item *it = &g->sim->items[i];
        if (it->object_id == O3_MUTANT_1 && (it->ai_bits & AI_BIT_MODIFY)) {
            m->fly[n++] = (int16_t)i;
            Object_Kill(g, (int)i);
        }
    }
    m->listed = true;
}

static bool all_flying(const Game *g, const FlyMaker *m)
{
    for (int i = 0; i < FLY_MAX; i++)
        if (m->fly[i] == ITEM_NONE || g->sim->items[m->fly[i]].status != ITEM_STATUS_ACTIVE)
            return false;
    return true;
}

static void revive(Game *g, int f, Item *maker)
{
    Item *it = &g->sim->items[f];
    it->pos = maker->pos;
    it->rot = maker->rot;
    it->hit_points = Object_Info(g, it->object_id)->hit_points;
    const Model *model = Level_FindModel(g->lv, (uint32_t)it->object_id);
    if (model && model->animation < g->lv->num_animations) {
        it->anim = (int16_t)model->animation;
        it->frame = (int16_t)g->lv->animations[it->anim].frame_start;
        it->current_state = it->goal_state = (int16_t)g->lv->animations[it->anim].state_id;
    }
    it->required_state = 0;
    it->mesh_bits = 0xFFFFFFFFu;
    it->flags = (uint16_t)(it->flags & ~FLY_CLEAR_FLAGS);
    it->one_shot = false;
    it->invisible = false;
    it->status = ITEM_STATUS_ACTIVE;
    it->collidable = true;
    maker->ai_bits = AI_BIT_MODIFY;
    if (it->active)
        Sim_RemoveActive(g->sim, f);
    Object_AddActive(g, f);
    Sim_ItemNewRoom(g->sim, f, maker->room);
    if (g->enable_baddie_ai)
        g->enable_baddie_ai(g, f, true);
}

static void maker_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    FlyMaker *m = it->data;
    const Item *lara = Game_LaraItem(g);
    if (!m || !lara || !it->active || it->hit_points <= 0 || it->timer <= 0)
        return;
    if (!m->listed) {
        make_list(g, m);
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
    for (int i = 0; i < FLY_MAX; i++) {
        int f = m->fly[i];
        if (f != ITEM_NONE && !g->sim->items[f].data &&
            g->sim->items[f].status != ITEM_STATUS_ACTIVE) {
            revive(g, f, it);
            return;
        }
    }
}

static void maker_save(const Game *g, int item, SerialWriter *w)
{
    const FlyMaker *m = g->sim->items[item].data;
    Serial_PutI16(w, m ? m->wait : 0);
    Serial_PutU8(w, m && m->listed);
    for (int i = 0; i < FLY_MAX; i++)
        Serial_PutI16(w, m ? m->fly[i] : ITEM_NONE);
}

static void maker_load(Game *g, int item, SerialReader *r)
{
    FlyMaker v;
    v.wait = Serial_GetI16(r);
    uint8_t listed = Serial_GetU8(r);
    bool ok = v.wait >= 0 && v.wait <= FLY_WAIT && listed <= 1;
    v.listed = listed == 1;
    for (int i = 0; i < FLY_MAX; i++) {
        v.fly[i] = Serial_GetI16(r);
        if (v.fly[i] != ITEM_NONE &&
            (v.fly[i] < 0 || (uint32_t)v.fly[i] >= g->sim->level_items ||
             g->sim->items[v.fly[i]].object_id != O3_MUTANT_1))
            ok = false;
    }
    if (!ok) {
        Serial_Fail(r, "flying mutant emitter state out of range");
        return;
    }
    FlyMaker *m = g->sim->items[item].data;
    if (m)
        *m = v;
}

void FlyEmitter3_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O3_FLYING_MUTANT_EMITTER];
    o->initialise = maker_initialise;
    o->control = maker_control;
    o->save_data = maker_save;
    o->load_data = maker_load;
    o->hit_points = FLY_HIT_POINTS;
    o->save_flags = true;
}
