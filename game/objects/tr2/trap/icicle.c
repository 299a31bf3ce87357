/* Icicles: once set off they break, fall (starting at 50 a tick) costing
 * Lara 200 a tick they touch her on the way, and shatter on the floor
 * (only meshes 0, 1, 3 and 5 are left drawn). TR3's (the same routine,
 * Trap2_SetupIcicleAs) crashes down with its stalactite sound. */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

enum { ICICLE_BREAK = 1, ICICLE_FALL = 2, ICICLE_LAND = 3 };

#define ICICLE_DAMAGE 200
#define ICICLE_FALL_START 50
#define ICICLE_LANDED_MESHES 0x2B

static void icicle_control(Game *g, int index, int land_sfx)
{
    Item *it = &g->sim->items[index];
    switch (it->current_state) {
    case ICICLE_BREAK:
        it->goal_state = ICICLE_FALL;
        break;
    case ICICLE_FALL:
        if (!it->gravity) {
            it->gravity = true;
            it->fall_speed = ICICLE_FALL_START;
        }
        if (it->touch_bits)
            Lara_TakeDamage(g, ICICLE_DAMAGE, true);
        break;
    case ICICLE_LAND:
        it->gravity = false;
        break;
    default:
        break;
    }

    Object_Animate(g, it);
    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Sim_RemoveActive(g->sim, index);
        return;
    }

    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);
    int32_t h = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    it->floor = h;
    if (it->current_state == ICICLE_FALL && it->pos.y >= h) {
        it->gravity = false;
        it->goal_state = ICICLE_LAND;
        it->pos.y = h;
        it->fall_speed = 0;
        it->mesh_bits = ICICLE_LANDED_MESHES;
        if (land_sfx >= 0)
            Object_Sound(g, it, land_sfx);
    }
}

static void icicle_control_tr2(Game *g, int index) { icicle_control(g, index, -1); }
static void icicle_control_tr3(Game *g, int index) { icicle_control(g, index, T3_SFX_STALACTITE); }

void Trap2_SetupIcicleAs(Game *g, int object_id, bool crash_sound)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = crash_sound ? icicle_control_tr3 : icicle_control_tr2;
    o->collision = Coll_TrapCollision;
    o->save_position = true;
    o->save_flags = true;
    o->save_anim = true;
}

void Trap2_SetupIcicle(Game *g) { Trap2_SetupIcicleAs(g, O2_ICICLE, false); }
