/* Lara's guns on a TR2 vehicle: the flare she drops as she gets on, and
 * the armed skidoo's two guns (LGT_SKIDOO: fired with the action key every
 * tick it is held, aimed with her right arm's aim, the original's damage
 * and spread from the weapon table). Facts from the original (TRX src/tr2
 * game/objects/vehicles/skidoo_common.c: Skidoo_Guns, Skidoo_Collision). */
#include "game/lara/lara_gun_tr2.h"

#include "game/creature/creature.h"

void Gun_VehicleDropFlare(Game *g)
{
    Lara *l = &g->lara;
    if (l->gun_type != LGT_FLARE)
        return;
    Gun2_FlareDispose(g, false);
    l->gun_type = LGT_UNARMED;
    l->request_gun_type = LGT_UNARMED;
}

void Gun_SkidooGuns(Game *g, int skidoo, const CreatureBite *left, const CreatureBite *right)
{
    const GunWeapon *w = Gun_Weapon(g, LGT_SKIDOO);
    Lara *l = &g->lara;
    Item *lara = Game_LaraItem(g);
    Gun2_GetNewTarget(g, w);
    Gun_AimWeapon(g, w, &l->right_arm);
    if (!(Game_Input(g) & INPUT_ACTION))
        return;
    int16_t angles[2] = { (int16_t)(l->right_arm.rot.y + lara->rot.y), l->right_arm.rot.x };
    if (!Gun2_FireWeapon(g, LGT_SKIDOO, l->target, angles))
        return;
    l->right_arm.flash_gun = w->flash_time;
    Gun2_Sound(g, w->sample);
    Gun2_FlashLight(g);
    Creature_Effect(g, skidoo, left, CREATURE_FX_GUNSHOT);
    Creature_Effect(g, skidoo, right, CREATURE_FX_GUNSHOT);
}
