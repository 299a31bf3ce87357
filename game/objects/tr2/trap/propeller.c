/* Propellers (the plane's, the underwater fan, the small fan) and the
 * power saw: running while triggered (unless one-shot), each costs Lara
 * 200 a tick its blades (meshes 1 and 2) touch her, with blood thrown
 * sideways; each has its own running sound. Off, they stop; once
 * deactivated, the propellers no longer collide (the saw still does).
 * TR3 keeps the routine for its saw, fan and small fan, with the same
 * sound numbers as TR2's saw, underwater fan and small fan: each kind's
 * sounds are a Trap2PropellerKind (Trap2_SetupPropellerAs). */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"

enum { PROPELLER_ON = 0, PROPELLER_OFF = 1 };

#define PROPELLER_DAMAGE 200
#define PROPELLER_TOUCH_BITS 0x06

static const Trap2PropellerKind k_plane = { T2_SFX_AIRPLANE_IDLE, -1, T2_SFX_AIRPLANE_IDLE, false };
static const Trap2PropellerKind k_fan = { T2_SFX_UNDERWATER_FAN_ON, -1, T2_SFX_UNDERWATER_FAN_OFF,
                                          false };
static const Trap2PropellerKind k_small_fan = { T2_SFX_SMALL_FAN_ON, -1, -1, false };
static const Trap2PropellerKind k_saw = { T2_SFX_SAW_REVVING, T2_SFX_SAW_STOP, -1, true };

const Trap2PropellerKind *Trap2_PropellerKind(int which)
{
    switch (which) {
    case TRAP2_PROPELLER_FAN: return &k_fan;
    case TRAP2_PROPELLER_SMALL_FAN: return &k_small_fan;
    case TRAP2_PROPELLER_SAW: return &k_saw;
    default: return &k_plane;
    }
}

void Trap2_PropellerControl(Game *g, int index, const Trap2PropellerKind *k, bool kills)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it) && !it->one_shot) {
        it->goal_state = PROPELLER_ON;
        if (it->touch_bits & PROPELLER_TOUCH_BITS) {
            Item *lara = Game_LaraItem(g);
            if (kills && lara) {
                lara->hit_points = -1;
                lara->hit_status = true;
                Effect_BloodBath(g, lara->pos.x, lara->pos.y - WALL_SIZE / 2, lara->pos.z,
                                 (int16_t)(Prng_Control(&g->sim->prng) >> 10),
                                 (int16_t)(it->rot.y + 0x4000), lara->room, 5);
            } else {
                Lara_TakeDamage(g, PROPELLER_DAMAGE, true);
            }
            if (lara)
                Effect_BloodBath(g, lara->pos.x, lara->pos.y - WALL_SIZE / 2, lara->pos.z,
                                 (int16_t)(Prng_Draw(&g->sim->prng) >> 10),
                                 (int16_t)(it->rot.y + 0x4000), lara->room, 3);
            if (k->hit_sfx >= 0)
                Object_Sound(g, it, k->hit_sfx);
        } else {
            Object_Sound(g, it, k->run_sfx);
        }
    } else if (it->goal_state != PROPELLER_OFF) {
        if (k->stop_sfx >= 0)
            Object_Sound(g, it, k->stop_sfx);
        it->goal_state = PROPELLER_OFF;
    }

    Object_Animate(g, it);
    if (it->status == ITEM_STATUS_DEACTIVATED) {
        Sim_RemoveActive(g->sim, index);
        if (!k->keeps_colliding)
            it->collidable = false;
    }
}

static void plane_control(Game *g, int index) { Trap2_PropellerControl(g, index, &k_plane, false); }
static void fan_control(Game *g, int index) { Trap2_PropellerControl(g, index, &k_fan, false); }
static void small_fan_control(Game *g, int index) { Trap2_PropellerControl(g, index, &k_small_fan, false); }
static void saw_control(Game *g, int index) { Trap2_PropellerControl(g, index, &k_saw, false); }

void Trap2_SetupPropellerAs(Game *g, int object_id, int which)
{
    static void (*const controls[])(Game *, int) = {
        [TRAP2_PROPELLER_PLANE] = plane_control,
        [TRAP2_PROPELLER_FAN] = fan_control,
        [TRAP2_PROPELLER_SMALL_FAN] = small_fan_control,
        [TRAP2_PROPELLER_SAW] = saw_control,
    };
    ObjectInfo *o = &g->objects[object_id];
    o->control = controls[which];
    o->collision = which == TRAP2_PROPELLER_SAW ? Coll_ObjectCollision : Coll_TrapCollision;
    o->save_flags = true;
    o->save_anim = true;
}

void Trap2_SetupPropellers(Game *g)
{
    Trap2_SetupPropellerAs(g, O2_PROPELLER_1, TRAP2_PROPELLER_PLANE);
    Trap2_SetupPropellerAs(g, O2_PROPELLER_2, TRAP2_PROPELLER_FAN);
    Trap2_SetupPropellerAs(g, O2_PROPELLER_3, TRAP2_PROPELLER_SMALL_FAN);
    Trap2_SetupPropellerAs(g, O2_POWER_SAW, TRAP2_PROPELLER_SAW);
}
