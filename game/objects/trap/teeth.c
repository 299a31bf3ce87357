/* Teeth doors (the spiked jaws): snap while triggered; caught between them
 * Lara loses 400 and bleeds at six points of the jaws. */
#include "game/objects/trap/trap.h"

#include "game/game.h"

#define TEETH_DAMAGE 400

enum { TEETH_NICE = 0, TEETH_NASTY = 1 };

/* Where the jaws bite: a point in the frame of one mesh. */
typedef struct {
    Vec3i pos;
    int mesh;
} Bite;

static const Bite k_bites[6] = {
    { { -23, 0, -1718 }, 0 },  { { 71, 0, -1718 }, 1 },  { { -23, 10, -1718 }, 0 },
    { { 71, 10, -1718 }, 1 },  { { -23, -10, -1718 }, 0 }, { { 71, -10, -1718 }, 1 },
};

static void teeth_control(Game *g, int index)
{
    Item *it = &g->sim->items[index];
    if (Object_IsTriggerActive(it)) {
        it->goal_state = TEETH_NASTY;
        if (it->touch_bits && it->current_state == TEETH_NASTY) {
            Lara_TakeDamage(g, TEETH_DAMAGE, true);
            for (int i = 0; i < 6; i++) {
                Vec3i at = k_bites[i].pos;
                Effect_JointAbsPosition(g, it, &at, k_bites[i].mesh, NULL);
                Effect_Blood(g, at.x, at.y, at.z, it->speed, it->rot.y, it->room);
            }
        }
    } else {
        it->goal_state = TEETH_NICE;
    }
    Object_Animate(g, it);
}

void Trap_SetupTeeth(Game *g) { Trap_SetupTeethAs(g, O_TEETH_TRAP); }

void Trap_SetupTeethAs(Game *g, int object_id)
{
    ObjectInfo *o = &g->objects[object_id];
    o->control = teeth_control;
    o->collision = Coll_TrapCollision;
    o->save_flags = true;
    o->save_anim = true;
}
