/* Lava: the emitter throws a burning ember every tick (each ember hurts
 * Lara 10 when it reaches her); the lava wedge slides along its facing
 * until the floor ahead changes, setting Lara on fire when it touches her
 * and turning the camera onto itself. */
#include "game/objects/trap/trap.h"

#include "game/game.h"

#define LAVA_WEDGE_SPEED 25

static void emitter_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    int fx = Effect_Create(g, it->room);
    if (fx == EFFECT_NONE)
        return;
    Effect *e = Effect_Get(g, fx);
    Prng *p = &g->sim->prng;
    e->pos = it->pos;
    e->rot.y = (int16_t)((Prng_Control(p) - 0x4000) * 2);
    e->speed = (int16_t)(Prng_Control(p) >> 10);
    e->fall_speed = (int16_t)(-Prng_Control(p) / 200);
    e->frame_num = (int16_t)(-4 * Prng_Control(p) / 0x7FFF);
    e->object_id = Effect_Ids(g)->ember;
    Object_Sound(g, it, EFFECT_SFX_LAVA_FOUNTAIN);
}

static void wedge_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Item *lara = Game_LaraItem(g);
    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);

    if (it->status != ITEM_STATUS_DEACTIVATED) {
        int32_t x = it->pos.x, z = it->pos.z;
        switch (it->rot.y) {
        case 0:
            it->pos.z += LAVA_WEDGE_SPEED;
            z += 2 * WALL_SIZE;
            break;
        case -0x8000:
            it->pos.z -= LAVA_WEDGE_SPEED;
            z -= 2 * WALL_SIZE;
            break;
        case 0x4000:
            it->pos.x += LAVA_WEDGE_SPEED;
            x += 2 * WALL_SIZE;
            break;
        default:
            it->pos.x -= LAVA_WEDGE_SPEED;
            x -= 2 * WALL_SIZE;
            break;
        }
        const RoomSector *s = World_Sector(&g->world, x, it->pos.y, z, &room);
        if (World_Height(&g->world, s, x, it->pos.y, z) != it->pos.y)
            it->status = ITEM_STATUS_DEACTIVATED;
    }

    if (g->lara.water_status == LWS_CHEAT)
        it->touch_bits = 0;
    if (it->touch_bits) {
        if (lara && lara->hit_points > 0)
            Effect_LaraCatchFire(g);
        g->camera.item = index;
        g->camera.flags = CAM_FLAG_CHASE_OBJECT;
        g->camera.type = CAM_FIXED;
        g->camera.target_angle = (int16_t)-0x8000;
        g->camera.target_distance = WALL_SIZE * 3;
    }
}

void Trap_SetupEmberEmitterAs(Game *g, int object_id)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = emitter_control;
    o->collision = Coll_ObjectCollision;
    o->save_flags = true;
}

void Trap_SetupLava(Game *g)
{
    Trap_SetupEmberEmitterAs(g, O_LAVA_EMITTER);
    ObjectInfo *o = &g->objects[O_LAVA_WEDGE];
    o->control = wedge_control;
    o->collision = Coll_ObjectCollision;
    o->save_position = true;
    o->save_anim = true;
    o->save_flags = true;
}
