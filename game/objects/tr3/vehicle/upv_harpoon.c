/* The UPV's harpoon gun (tomb3 sub.cpp, SubControl and FireSubHarpoon):
 * while the motor runs, action fires a bolt from Lara's harpoon rounds
 * every 15 ticks (the reload counts down in the UPV's own tick), from the
 * barrels either side of its turbine in turn (22 left or right of joint
 * 3, 24 down, 230 ahead), along its pitch and heading at 256: the bolt is
 * TR3's harpoon bolt, as Lara's gun fires it (weapon_items_tr3.c). No
 * rounds, no bolt. The side is kept in the UPV's flags (the original's is
 * a static of the routine). */
#include "game/objects/tr3/vehicle/upv.h"

#include "engine/math/fixed.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "game/objects/trap/trap.h"

#define HARPOON_SPEED 256
#define HARPOON_LIFE 256
#define HARPOON_JOINT 3
#define SFX3_LARA_HARPOON_FIRE_WATER 23

bool Upv_FireHarpoon(Game *g, Item *it, UpvInfo *u)
{
    Lara *l = &g->lara;
    if (l->harpoon.ammo <= 0)
        return false;
    Vec3i p = { (u->flags & UPV_F_HARPOON_RIGHT) ? 22 : -22, 24, 230 };
    Effect_JointAbsPosition(g, it, &p, HARPOON_JOINT, NULL);
    int i = Trap_CreateItem(g, O3_HARPOON_BOLT, it->room, p, 0);
    if (i == ITEM_NONE)
        return false;
    Item *bolt = &g->sim->items[i];
    bolt->rot.x = it->rot.x;
    bolt->rot.y = it->rot.y;
    bolt->rot.z = 0;
    bolt->fall_speed = (int16_t)((-HARPOON_SPEED * Math_Sin(bolt->rot.x)) >> W2V_SHIFT);
    bolt->speed = (int16_t)((HARPOON_SPEED * Math_Cos(bolt->rot.x)) >> W2V_SHIFT);
    bolt->hit_points = HARPOON_LIFE;
    Object_AddActive(g, i);
    bolt->status = ITEM_STATUS_ACTIVE;
    Object_Sound(g, Game_LaraItem(g), SFX3_LARA_HARPOON_FIRE_WATER);
    l->harpoon.ammo--;
    u->flags ^= UPV_F_HARPOON_RIGHT;
    return true;
}
