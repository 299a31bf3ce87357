/* TR3's missiles (tomb3 missile.cpp ControlMissile): the scuba diver's
 * harpoon (O3_DIVER_HARPOON) and the knife (O3_KNIFE, TR2's knife
 * thrower's: no TR3 creature throws one, but the original's set-up still
 * gives it the routine). Out of the water a harpoon dips a degree a tick
 * (to 67.5 degrees down); either ends on a floor or ceiling (the
 * harpoon with the ricochet sound, the knife with the shiva's sword's
 * (258); no ricochet sprite: TR3 makes none) and at Lara, whom it costs
 * 50 hit points (a chatter, no blood: TR3 kills the missile there); a
 * flying knife spins 30 degrees a tick about z; under water a harpoon
 * leaves bubbles (every fourth tick, as the original's wibble test) and
 * smoke (TR3's sparks: not built). The flamethrower's fire, the other of
 * TR3's missiles, is its own. */
#include "game/effects/effect_internal.h"

#include "game/objects/tr3/object_ids_tr3.h"

#define HARPOON_TR3_DAMAGE 50
#define HARPOON_TR3_REACH 200
#define HARPOON_TR3_MAX_DIP (-0x3000)
#define SFX3_LARA_RICOCHET 10
#define SFX3_MACAQUE_CHATTER 317
#define SFX3_SHIVA_SWORD_1 258
#define KNIFE_SPIN (30 * ANGLE_DEG(1))

static void fx_harpoon_tr3(Game *g, int fx)
{
    Effect *e = &g->effects.fx[fx];
    bool knife = e->object_id == O3_KNIFE;
    if (!knife && !World_RoomIsWater(&g->world, e->room) && e->rot.x > HARPOON_TR3_MAX_DIP)
        e->rot.x = (int16_t)(e->rot.x - ANGLE_DEG(1));
    int32_t speed = (e->speed * Math_Cos(e->rot.x)) >> W2V_SHIFT;
    e->pos.x += (speed * Math_Sin(e->rot.y)) >> W2V_SHIFT;
    e->pos.y += (e->speed * Math_Sin(-e->rot.x)) >> W2V_SHIFT;
    e->pos.z += (speed * Math_Cos(e->rot.y)) >> W2V_SHIFT;

    int16_t room = e->room;
    const RoomSector *s = World_Sector(&g->world, e->pos.x, e->pos.y, e->pos.z, &room);
    int32_t height = World_Height(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    int32_t ceiling = World_Ceiling(&g->world, s, e->pos.x, e->pos.y, e->pos.z);
    if (e->pos.y >= height || e->pos.y <= ceiling) {
        Effect_Sound(g, knife ? SFX3_SHIVA_SWORD_1 : SFX3_LARA_RICOCHET, &e->pos);
        Effect_Kill(g, fx);
        return;
    }
    if (room != e->room)
        Effect_NewRoom(g, fx, room);

    Item *lara = Game_LaraItem(g);
    if (lara && Effect_LaraIsNear(g, &e->pos, HARPOON_TR3_REACH)) {
        lara->hit_points = (int16_t)(lara->hit_points - HARPOON_TR3_DAMAGE);
        lara->hit_status = true;
        Effect_Sound(g, SFX3_MACAQUE_CHATTER, &e->pos);
        Effect_Kill(g, fx);
        return;
    }
    if (knife)
        e->rot.z = (int16_t)(e->rot.z + KNIFE_SPIN);
    else if (World_RoomIsWater(&g->world, e->room) && !(g->sim->tick & 3))
        Effect_Bubble(g, &e->pos, e->room);
}

void Effect_SetupMissilesTR3(Game *g)
{
    Effect_Register(g, O3_DIVER_HARPOON, fx_harpoon_tr3);
    Effect_Register(g, O3_KNIFE, fx_harpoon_tr3);
}

int Effect_HarpoonTR3(Game *g, int32_t x, int32_t y, int32_t z, int16_t speed, int16_t yrot,
                      int room)
{
    (void)speed;
    return Effect_AimedMissile(g, O3_DIVER_HARPOON, x, y, z, yrot, room);
}
