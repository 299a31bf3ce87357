/* Winston, the butler of Lara's home (TR2): follows her about with his
 * tray, stops when near and facing her, grunts and rattles his cups. He
 * cannot be shot (no target) and only pushes like an object. Numbers,
 * states and sounds as the original's (TRX src/tr2/game/objects/
 * creatures/winston.c and TR2Main's WinstonControl for the facts). */
#include "game/objects/tr2/creatures/tr2_creatures.h"

#include "game/collide/collide.h"
#include "game/creature/creature.h"
#include "game/creature/mood.h"
#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define WINSTON_STOP_RANGE ((WALL_SIZE * 3 / 2) * (WALL_SIZE * 3 / 2))
/* TR2's sound ids. */
#define SFX_WINSTON_GRUNT1 344
#define SFX_WINSTON_GRUNT2 345
#define SFX_WINSTON_GRUNT3 346
#define SFX_WINSTON_CUPS 347
/* flags: 1 = grunted at her back, 2 = grunted at her touch. */
#define WINSTON_GRUNTED 1u
#define WINSTON_TOUCHED 2u

enum {
    WINSTON_EMPTY = 0,
    WINSTON_STOP = 1,
    WINSTON_WALK = 2,
};

static void winston_control(Game *g, int item)
{
    if (!Creature_Activate(g, item))
        return;
    Item *it = &g->sim->items[item];
    CreatureInfo *c = it->data;
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    Creature_Mood(g, item, &info, true);
    int16_t angle = Creature_Turn(g, item, c->maximum_turn);

    if (it->current_state == WINSTON_STOP) {
        if (it->goal_state != WINSTON_WALK &&
            (info.distance > WINSTON_STOP_RANGE || !info.ahead)) {
            it->goal_state = WINSTON_WALK;
            Creature_Sound(g, it, SFX_WINSTON_GRUNT2);
        }
    } else if (info.distance < WINSTON_STOP_RANGE) {
        if (info.ahead) {
            it->goal_state = WINSTON_STOP;
            if (c->flags & WINSTON_GRUNTED)
                c->flags--;
        } else if (!(c->flags & WINSTON_GRUNTED)) {
            Creature_Sound(g, it, SFX_WINSTON_GRUNT1);
            Creature_Sound(g, it, SFX_WINSTON_CUPS);
            c->flags |= WINSTON_GRUNTED;
        }
    }

    if (it->touch_bits && !(c->flags & WINSTON_TOUCHED)) {
        Creature_Sound(g, it, SFX_WINSTON_GRUNT3);
        Creature_Sound(g, it, SFX_WINSTON_CUPS);
        c->flags |= WINSTON_TOUCHED;
    } else if (!it->touch_bits && (c->flags & WINSTON_TOUCHED)) {
        c->flags -= WINSTON_TOUCHED;
    }

    /* The cups rattle now and then (the draw stream: no effect on play). */
    if (Prng_Draw(&g->sim->prng) < 0x100)
        Creature_Sound(g, it, SFX_WINSTON_CUPS);

    Creature_Animate(g, item, angle, 0);
}

void Winston_Setup(Game *g)
{
    if (!Creature_SetupObject(g, O2_WINSTON))
        return;
    ObjectInfo *o = &g->objects[O2_WINSTON];
    o->control = winston_control;
    o->collision = Coll_ObjectCollision;
    o->hit_points = ITEM_DONT_TARGET;
    o->radius = TR2_PERSON_RADIUS;
    o->shadow_size = CREATURE_SHADOW / 4;
    o->smartness = 0x7FFF;
    o->save_hitpoints = false;
}
