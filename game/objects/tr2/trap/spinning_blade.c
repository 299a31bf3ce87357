/* The spinning blade: a blade that rolls along the floor when triggered,
 * stops (and turns round) where the floor ahead ends in a wall, and costs
 * Lara 100 a tick it touches her, with blood. TR2's whirrs while it
 * spins; TR3's (the same routine, Trap2_SetupSpinningBladeAs) makes no
 * sound of its own. */
#include "game/objects/tr2/trap/trap_tr2.h"

#include "game/game.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

enum { SPIN_STOP = 1, SPIN_SPIN = 2 };

#define SPINNING_BLADE_DAMAGE 100
#define SPINNING_BLADE_ANIM_STOP 3
#define SPINNING_BLADE_LOOK (WALL_SIZE * 3 / 2) /* how far ahead it looks for a wall */

static void spin_initialise(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    Trap_SwitchAnim(g, it, SPINNING_BLADE_ANIM_STOP, 0);
    it->current_state = SPIN_STOP;
}

static void spin_control(Game *g, int index, int sfx)
{
    Item *it = &g->sim->items[index];
    bool spinning = false;
    if (it->current_state == SPIN_SPIN) {
        if (it->goal_state != SPIN_STOP) {
            int32_t x = it->pos.x + ((SPINNING_BLADE_LOOK * Math_Sin(it->rot.y)) >> W2V_SHIFT);
            int32_t z = it->pos.z + ((SPINNING_BLADE_LOOK * Math_Cos(it->rot.y)) >> W2V_SHIFT);
            int16_t room = it->room;
            const RoomSector *s = World_Sector(&g->world, x, it->pos.y, z, &room);
            if (World_Height(&g->world, s, x, it->pos.y, z) == WORLD_NO_HEIGHT)
                it->goal_state = SPIN_STOP;
        }
        spinning = true;
        if (it->touch_bits) {
            Lara_TakeDamage(g, SPINNING_BLADE_DAMAGE, true);
            Item *lara = Game_LaraItem(g);
            if (lara)
                Effect_BloodBath(g, lara->pos.x, lara->pos.y - WALL_SIZE / 2, lara->pos.z,
                                 (int16_t)(it->speed * 2), lara->rot.y, lara->room, 2);
        }
        if (sfx >= 0)
            Object_Sound(g, it, sfx);
    } else if (Object_IsTriggerActive(it)) {
        it->goal_state = SPIN_SPIN;
    }

    Object_Animate(g, it);

    /* It rides the floor. */
    int16_t room = it->room;
    const RoomSector *s = World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    int32_t h = World_Height(&g->world, s, it->pos.x, it->pos.y, it->pos.z);
    it->pos.y = h;
    it->floor = h;
    Trap_NewRoom(g, index, room);
    if (spinning && it->current_state == SPIN_STOP)
        it->rot.y = (int16_t)(it->rot.y + ANGLE_180);
}

static void spin_control_tr2(Game *g, int index) { spin_control(g, index, T2_SFX_ROLLING_BLADE); }
static void spin_control_silent(Game *g, int index) { spin_control(g, index, -1); }

void Trap2_SetupSpinningBladeAs(Game *g, int object_id, bool whirrs)
{
    ObjectInfo *o = &g->objects[object_id];
    o->initialise = spin_initialise;
    o->control = whirrs ? spin_control_tr2 : spin_control_silent;
    o->collision = Coll_ObjectCollision;
    o->save_position = true;
    o->save_flags = true;
    o->save_anim = true;
}

void Trap2_SetupSpinningBlade(Game *g) { Trap2_SetupSpinningBladeAs(g, O2_SPINNING_BLADE, true); }
