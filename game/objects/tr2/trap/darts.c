/* TR2's dart emitters and darts: a triggered emitter fires a dart on the
 * first frame of each firing cycle, 412 out of the wall it faces (the
 * original tests the east-facing case against 16364, not 16384, so an
 * east-facing emitter's dart leaves from its centre), with the circle
 * blade's sound and no dust; the dart spins as it flies (4096 of pitch a
 * tick), stings Lara for 50 on a touch with blood, and where it meets the
 * floor it is gone, leaving a ricochet that lasts 6 ticks. */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define DART_DAMAGE 50
#define DART_WALL_OFFSET 412
#define DART_SPIN 4096
#define DART_SHADOW 128

static void fire_dart(Game *g, const Item *emitter)
{
    int32_t x = 0, z = 0;
    switch (emitter->rot.y) {
    case 0: z = -DART_WALL_OFFSET; break;
    case 16364: x = -DART_WALL_OFFSET; break;
    case -16384: x = DART_WALL_OFFSET; break;
    case -32768: z = DART_WALL_OFFSET; break;
    default: break;
    }
    Vec3i pos = { emitter->pos.x + x, emitter->pos.y - WALL_SIZE / 2, emitter->pos.z + z };
    int d = Trap_CreateItem(g, O2_DART, emitter->room, pos, emitter->rot.y);
    if (d == ITEM_NONE)
        return;
    Item *dart = &g->sim->items[d];
    Object_AddActive(g, d);
    dart->status = ITEM_STATUS_ACTIVE;
    Object_Sound(g, dart, T2_SFX_CIRCLE_BLADE);
}

static void emitter_control(Game *g, int index) { Trap_DartEmitterTick(g, index, fire_dart); }

static void dart_hit_floor(Game *g, int index, Item *it)
{
    Trap_KillItem(g, index);
    Object_Sound(g, it, T2_SFX_CIRCLE_BLADE_HIT);
    int fx = Effect_Create(g, it->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    e->object_id = Effect_Ids(g)->ricochet;
    e->pos = it->pos;
    e->rot = it->rot;
    e->speed = 0;
    e->counter = 6;
    e->frame_num = (int16_t)(-3 * Prng_Control(&g->sim->prng) / 0x8000);
}

static void dart_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    if (it->touch_bits && lara) {
        Lara_TakeDamage(g, DART_DAMAGE, true);
        Effect_Blood(g, it->pos.x, it->pos.y, it->pos.z, lara->speed, lara->rot.y, lara->room);
    }
    Object_Animate(g, it);
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);
    int32_t h = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    it->rot.x = (int16_t)(it->rot.x + DART_SPIN);
    it->floor = h;
    if (it->pos.y >= h)
        dart_hit_floor(g, index, it);
}

void Trap2_SetupDarts(Game *g)
{
    ObjectInfo *o = &g->objects[O2_DART_EMITTER];
    o->control = emitter_control;
    o->save_flags = true;

    o = &g->objects[O2_DART];
    o->control = dart_control;
    o->collision = Coll_ObjectCollision;
    o->shadow_size = DART_SHADOW;
}
