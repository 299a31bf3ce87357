/* Dart emitters and darts: a triggered emitter fires one dart on the first
 * frame of each firing cycle, from the wall it faces out of, with a puff of
 * dust; the dart flies along its animation, stings Lara (50) when it
 * touches her and is gone where it meets the floor, leaving a ricochet. */
#include "game/objects/trap/trap.h"

#include "game/game.h"

#define DART_DAMAGE 50
#define DART_WALL_OFFSET (WALL_SIZE / 2 - 100)

enum { EMITTER_IDLE = 0, EMITTER_FIRE = 1 };

static void fire_dart(Game *g, const Item *emitter)
{
    int32_t x = 0, z = 0;
    switch (emitter->rot.y) {
    case 0: z = -DART_WALL_OFFSET; break;
    case 0x4000: x = -DART_WALL_OFFSET; break;
    case -0x8000: z = DART_WALL_OFFSET; break;
    case -0x4000: x = DART_WALL_OFFSET; break;
    default: break;
    }
    Vec3i pos = { emitter->pos.x + x, emitter->pos.y - WALL_SIZE / 2, emitter->pos.z + z };
    int d = Trap_CreateItem(g, O_DARTS, emitter->room, pos, emitter->rot.y);
    if (d == ITEM_NONE)
        return;
    Item *dart = &g->sim->items[d];
    Object_AddActive(g, d);
    dart->status = ITEM_STATUS_ACTIVE;

    int fx = Effect_Create(g, dart->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    e->pos = dart->pos;
    e->rot = dart->rot;
    e->speed = 0;
    e->frame_num = 0;
    e->counter = 0;
    e->object_id = O_DART_EFFECT;
    Effect_Sound(g, EFFECT_SFX_DARTS, &e->pos);
}

void Trap_DartEmitterTick(Game *g, int index, void (*fire)(Game *g, const Item *emitter))
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it)) {
        if (it->current_state == EMITTER_IDLE)
            it->goal_state = EMITTER_FIRE;
    } else if (it->current_state == EMITTER_FIRE) {
        it->goal_state = EMITTER_IDLE;
    }
    if (it->current_state == EMITTER_FIRE && Object_AnimFrame(g, it) == 0)
        fire(g, it);
    Object_Animate(g, it);
}

static void emitter_control(Game *g, int index) { Trap_DartEmitterTick(g, index, fire_dart); }

static void dart_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    if (it->touch_bits && lara) {
        Lara_TakeDamage(g, DART_DAMAGE, true);
        Effect_Blood(g, it->pos.x, it->pos.y, it->pos.z, lara->speed, lara->rot.y, lara->room);
    }

    int32_t old_x = it->pos.x, old_z = it->pos.z;
    Object_Animate(g, it);

    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);
    it->floor = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    if (it->pos.y < it->floor)
        return;

    Trap_KillItem(g, index);
    int fx = Effect_Create(g, it->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    e->pos = (Vec3i){ old_x, it->pos.y, old_z };
    e->speed = 0;
    e->counter = 6;
    e->frame_num = (int16_t)(-3 * Prng_Control(&g->sim->prng) / 0x8000);
    e->object_id = O_RICOCHET1;
}

void Trap_SetupDarts(Game *g)
{
    ObjectInfo *o = &g->objects[O_DART_EMITTER];
    o->control = emitter_control;
    o->save_flags = true;

    o = &g->objects[O_DARTS];
    o->control = dart_control;
    o->collision = Coll_ObjectCollision;
    o->save_flags = true;
}
