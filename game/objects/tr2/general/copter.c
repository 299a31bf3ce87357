/* The helicopters (see copter.h), as the original's controls (facts from
 * TRX src/tr2 copter.c and mini_copter.c). */
#include "game/objects/tr2/general/copter.h"

#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr2/object_ids_tr2.h"
#include "game/objects/trap/trap.h"

#define SFX2_HELICOPTER_LOOP 297
#define MINI_COPTER_SPEED 100
#define MINI_COPTER_RANGE (30 * 1024) /* along z from Lara, then gone */

enum { COPTER_STATE_SPIN = 1, COPTER_STATE_TAKEOFF = 2 };

/* The rotor sounds from a quarter of the way from Lara to `pos`, so it
 * carries further than the item itself would. */
static void rotor_sound(Game *g, Vec3i pos)
{
    const Item *lara = Game_LaraItem(g);
    if (lara) {
        pos.x = lara->pos.x + ((pos.x - lara->pos.x) >> 2);
        pos.y = lara->pos.y + ((pos.y - lara->pos.y) >> 2);
        pos.z = lara->pos.z + ((pos.z - lara->pos.z) >> 2);
    }
    Effect_Sound(g, SFX2_HELICOPTER_LOOP, &pos);
}

static void follow_room(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    int16_t room = it->room;
    World_Sector(&g->world, it->pos.x, it->pos.y, it->pos.z, &room);
    Trap_NewRoom(g, index, room);
}

static void copter_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    /* A used-up (one-shot) trigger sends it off. */
    if (it->current_state == COPTER_STATE_SPIN && it->one_shot)
        it->goal_state = COPTER_STATE_TAKEOFF;
    Object_Animate(g, it);
    follow_room(g, index);

    /* The sound comes from the middle of its box at this frame. */
    BoundingBox b;
    Lara_GetBoundsAccurate(g, it, &b);
    Vec3i mid = {(b.min_x + b.max_x) / 2, (b.min_y + b.max_y) / 2, (b.min_z + b.max_z) / 2};
    rotor_sound(g, mid);

    if (it->status == ITEM_STATUS_DEACTIVATED)
        Trap_KillItem(g, index);
}

static void mini_copter_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    it->pos.z += MINI_COPTER_SPEED;
    rotor_sound(g, it->pos);
    const Item *lara = Game_LaraItem(g);
    int32_t dz = lara ? it->pos.z - lara->pos.z : 0;
    if (dz > MINI_COPTER_RANGE || dz < -MINI_COPTER_RANGE)
        Trap_KillItem(g, index);
    /* As the original, it still animates and follows its room after the
     * kill in the same tick. */
    Object_Animate(g, it);
    follow_room(g, index);
}

void Copter_Setup(Game *g)
{
    ObjectInfo *o = &g->objects[O2_COPTER];
    o->control = copter_control;
    o->save_flags = true;
    o->save_anim = true;

    Copter_SetupMiniAs(g, O2_MINI_COPTER);
}

void Copter_SetupMiniAs(Game *g, int object_id)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = mini_copter_control;
    o->save_flags = true;
    o->save_position = true;
}
