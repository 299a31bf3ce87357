/* Propellers (the plane's, the underwater fan, the small fan) and the
 * power saw: running while triggered (unless one-shot), each costs Lara
 * 200 a tick its blades (meshes 1 and 2) touch her, with blood thrown
 * sideways; each has its own running sound. Off, they stop; once
 * deactivated, the propellers no longer collide (the saw still does). */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

enum { PROPELLER_ON = 0, PROPELLER_OFF = 1 };

#define PROPELLER_DAMAGE 200
#define PROPELLER_TOUCH_BITS 0x06

static void propeller_running_sound(Game *g, Item *it)
{
    int sfx;
    switch (it->object_id) {
    case O2_POWER_SAW: sfx = T2_SFX_SAW_REVVING; break;
    case O2_PROPELLER_1: sfx = T2_SFX_AIRPLANE_IDLE; break;
    case O2_PROPELLER_2: sfx = T2_SFX_UNDERWATER_FAN_ON; break;
    default: sfx = T2_SFX_SMALL_FAN_ON; break;
    }
    Object_Sound(g, it, sfx);
}

static void propeller_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it) && !it->one_shot) {
        it->goal_state = PROPELLER_ON;
        if (it->touch_bits & PROPELLER_TOUCH_BITS) {
            Lara_TakeDamage(g, PROPELLER_DAMAGE, true);
            Item *lara = Game_LaraItem(g);
            if (lara)
                Effect_BloodBath(g, lara->pos.x, lara->pos.y - WALL_SIZE / 2, lara->pos.z,
                                 (int16_t)(Prng_Draw(&g->sim->prng) >> 10),
                                 (int16_t)(it->rot.y + 0x4000), lara->room, 3);
            if (it->object_id == O2_POWER_SAW)
                Object_Sound(g, it, T2_SFX_SAW_STOP);
        } else {
            propeller_running_sound(g, it);
        }
    } else if (it->goal_state != PROPELLER_OFF) {
        if (it->object_id == O2_PROPELLER_1)
            Object_Sound(g, it, T2_SFX_AIRPLANE_IDLE);
        else if (it->object_id == O2_PROPELLER_2)
            Object_Sound(g, it, T2_SFX_UNDERWATER_FAN_OFF);
        it->goal_state = PROPELLER_OFF;
    }

    Object_Animate(g, it);
    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Sim_RemoveActive(g->sim, index);
        if (it->object_id != O2_POWER_SAW)
            it->collidable = false;
    }
}

void Trap2_SetupPropellers(Game *g)
{
    static const int16_t ids[] = { O2_PROPELLER_1, O2_PROPELLER_2, O2_PROPELLER_3, O2_POWER_SAW };
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        ObjectInfo *o = &g->objects[ids[i]];
        o->control = propeller_control;
        o->collision = ids[i] == O2_POWER_SAW ? Coll_ObjectCollision : Coll_TrapCollision;
        o->save_flags = true;
        o->save_anim = true;
    }
}
