/* TR3's fire (see traps_tr3.h): the four flame emitters (tomb3 traps.cpp
 * FlameEmitterControl, FlameEmitter2Control, FlameEmitter3Control,
 * SideFlameEmitterControl) and the flame effect they light (game/effects/
 * flame_tr3.c). Each emitter, while its trigger is on, keeps one flame of
 * its kind where it stands, facing its way; when the trigger lets go the
 * flame goes out. The emitter keeps its flame's effect number + 1 in
 * data_index (0 = none), as the original keeps it in the item's data.
 * The stream of fire the flamethrower breathes (game/effects/
 * fire_stream_tr3.c) is registered here too. */
#include "game/objects/tr3/trap/traps_tr3.h"

#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

static void emitter_control(Game *g, int index, int kind)
{
    Item *it = &g->sim->items[index];
    if (!Object_IsTriggerActive(it)) {
        if (it->data_index) {
            Effect_Kill(g, it->data_index - 1);
            it->data_index = 0;
        }
        return;
    }
    if (it->data_index)
        return;
    int fx = Effect_Create(g, it->room);
    if (fx != EFFECT_NONE) {
        Effect *e = Effect_Get(g, fx);
        e->pos = it->pos;
        e->rot = (Vec3s){ 0, it->rot.y, 0 };
        e->frame_num = (int16_t)kind;
        e->object_id = O3_FLAME;
        e->counter = 0;
        /* its flag1 and flag2 (see flame_tr3.c): the jet starts its look
         * from the control stream */
        e->speed = 0;
        e->fall_speed = kind == FLAME3_JET ? (int16_t)(Prng_Control(&g->sim->prng) & 0x3F) : 0;
    }
    it->data_index = fx + 1;
}

static void big_control(Game *g, int index) { emitter_control(g, index, FLAME3_BIG); }
static void small_control(Game *g, int index) { emitter_control(g, index, FLAME3_SMALL); }
static void jet_control(Game *g, int index) { emitter_control(g, index, FLAME3_JET); }
static void side_control(Game *g, int index) { emitter_control(g, index, FLAME3_SIDE); }

void Fire3_Setup(Game *g)
{
    static const struct {
        int16_t id;
        void (*control)(Game *, int);
    } k[] = {
        { O3_FLAME_EMITTER, big_control },
        { O3_FLAME_EMITTER_2, small_control },
        { O3_FLAME_EMITTER_3, jet_control },
        { O3_SIDE_FLAME_EMITTER, side_control },
    };
    for (size_t i = 0; i < COUNT_OF(k); i++) {
        ObjectInfo *o = &g->objects[k[i].id];
        o->control = k[i].control;
        o->save_flags = true;
    }
    Effect_SetupFlameTR3(g, O3_FLAME);
    Effect_SetupFireStreamTR3(g, O3_DRAGON_FIRE);
}
