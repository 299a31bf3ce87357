/* The general object (see general_tr2.h), as the original's control
 * (facts from TRX src/tr2 general.c). */
#include "game/objects/tr2/general/general_tr2.h"

#include "game/collide/collide.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara_gun.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

enum { GENERAL_STATE_INACTIVE = 0, GENERAL_STATE_ACTIVE = 1 };

/* The light: from this point in the first mesh's frame. */
#define GENERAL_LIGHT_X 3000
#define GENERAL_LIGHT_Y 720
#define GENERAL_LIGHT_INTENSITY 14
#define GENERAL_LIGHT_FALLOFF 11

static void general_step(Game *g, int index, bool light_on)
{
    Item *it = &g->sim->items[index];
    it->goal_state = Object_IsTriggerActive(it) ? GENERAL_STATE_ACTIVE : GENERAL_STATE_INACTIVE;
    Object_Animate(g, it);
    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);

    if (light_on) {
        Vec3i light = {GENERAL_LIGHT_X, GENERAL_LIGHT_Y, 0};
        Effect_JointAbsPosition(g, it, &light, 0, NULL);
        Gun_AddLight(&g->lights, light, it->room, GENERAL_LIGHT_INTENSITY, GENERAL_LIGHT_FALLOFF);
    }

    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Sim_RemoveActive(g->sim, index);
        it->one_shot = true;
    }
}

static void general_control(Game *g, int index) { general_step(g, index, true); }
static void general_dark_control(Game *g, int index) { general_step(g, index, false); }

void GeneralTR2_SetupAs(Game *g, int object_id, bool light)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = light ? general_control : general_dark_control;
    o->collision = Coll_ObjectCollision;
    o->save_flags = true;
    o->save_anim = true;
}

void GeneralTR2_Setup(Game *g) { GeneralTR2_SetupAs(g, O2_GENERAL, true); }
