/* The gondola (see gondola.h), as the original's control (facts from TRX
 * src/tr2 gondola.c). */
#include "game/objects/tr2/general/gondola.h"

#include "game/collide/collide.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define GONDOLA_SINK_SPEED 50
#define GONDOLA_KEPT_MESHES 0xFF   /* its meshes as it breaks up */
#define GONDOLA_BROKEN_MESHES 0xF0 /* the ones that fly off, harmless */

static void gondola_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (it->current_state == GONDOLA_STATE_FLOATING) {
        if (it->goal_state == GONDOLA_STATE_CRASH) {
            it->mesh_bits = GONDOLA_KEPT_MESHES;
            Effect_ExplodingDeath(g, index, GONDOLA_BROKEN_MESHES, 0, NULL);
        }
    } else if (it->current_state == GONDOLA_STATE_SINK) {
        it->pos.y += GONDOLA_SINK_SPEED;
        int16_t room = it->room;
        const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
        int32_t height = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
        it->floor = height;
        if (it->pos.y >= height) {
            it->goal_state = GONDOLA_STATE_LAND;
            it->pos.y = height;
        }
    }
    Object_Animate(g, it);
    if (it->status == ITEM_STATUS_DEACTIVATED)
        Sim_RemoveActive(g->sim, index);
}

void Gondola_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O2_GONDOLA];
    o->control = gondola_control;
    o->collision = Coll_ObjectCollision;
    o->save_flags = true;
    o->save_anim = true;
    o->save_position = true;
}
