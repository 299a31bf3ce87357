/* The gas TR3's lizard man and seal mutants breathe (see tr3_beasts.h):
 * each puff an effect (O3_FX_GAS, the original's DRAGON_FIRE object with
 * its flag set) leaving the mouth along the line of the head, living 20
 * ticks, going out on a floor or ceiling; every tick it is within 350 of
 * Lara her poison grows by 4 (its flight is the stream of fire's,
 * Effect_StreamStepTR3). Facts from tomb3's lizman.cpp /
 * sealmute.cpp (TriggerLizmanGasThrower, TriggerSealmuteGasThrower) and
 * ControlFlameThrower. */
#include "game/objects/tr3/creatures/tr3_beasts.h"

#include "engine/math/fixed.h"
#include "engine/world/world.h"
#include "game/camera/camera.h"
#include "game/effects/effect.h"
#include "game/effects/gas_looks_tr3.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

#define GAS_LIFE 20
#define GAS_POISON 4

/* Each tick a puff flies the stream's way (Effect_StreamStepTR3: the gas
 * does not go out in water) and within 350 of Lara adds to her poison. */
static void fx_gas(Game *g, int fx)
{
    if (!Effect_StreamStepTR3(g, fx, true))
        return;
    int32_t p = g->lara.poisoned + GAS_POISON;
    g->lara.poisoned = (int16_t)(p > INT16_MAX ? INT16_MAX : p);
}

int Tr3Gas_Breathe(Game *g, int item, const CreatureBite *mouth, int along_y, int along_z,
                   int16_t speed)
{
    const Item *it = &g->sim->items[item];
    int fx = Effect_Create(g, it->room);
    if (fx == EFFECT_NONE)
        return fx;
    Vec3i from = { mouth->x, mouth->y, mouth->z };
    Vec3i to = { mouth->x, mouth->y * along_y, mouth->z * along_z };
    Creature_JointPos(g, it, &from, mouth->mesh);
    Creature_JointPos(g, it, &to, mouth->mesh);
    int16_t angles[2];
    Camera_VectorAngles(to.x - from.x, to.y - from.y, to.z - from.z, angles);
    Effect *e = Effect_Get(g, fx);
    e->pos = from;
    e->rot = (Vec3s){ angles[1], angles[0], 0 };
    e->room = it->room;
    e->speed = (int16_t)(speed << 2);
    e->object_id = O3_FX_GAS;
    e->counter = GAS_LIFE;
    e->fall_speed = 0;
    e->frame_num = -1;
    /* its look: TR3's sparks (the lizard man's green, the seals' yellow) */
    Gas3_PuffLooks(g, fx, speed, it->object_id != O3_LIZARD_MAN);
    return fx;
}

void Tr3Gas_Setup(Game *g)
{
    g->objects[O3_FX_GAS].effect_control = fx_gas;
}
