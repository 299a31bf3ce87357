/* TR3's guns: TR2's gun code (lara_gun_tr2*.c: the draw key, the flare
 * key, the two-handed guns, the rifle-type guns driven by their model, the
 * flare) with TR3's objects (game/objects/tr3/object_ids_tr3.h) and TR3's
 * one rule of its own in its LaraGun (tomb3 game/larafire.cpp): no
 * rifle-type gun is drawn while she crouches.
 *
 * Its weapon table is TR2's for now: TR3's own numbers (the original's
 * `weapons` table) are data of the game's executable, not of the
 * decompiled source (tomb3 global/vars.h maps it to an address), so they
 * are not read here yet. The Desert Eagle takes TR2's automatic-pistols
 * slot and draws as a two-handed gun; the original draws it one-handed
 * through its rifle code (larafire.cpp InitialiseNewWeapon / RifleHandler),
 * which is still to come, with the rocket launcher. */
#include "game/lara/lara_gun_tr2.h"

#include "game/lara/lara.h"
#include "game/objects/tr3/object_ids_tr3.h"

/* TR3 has no flame model for a held flare (its flame is a sprite effect),
 * so flare_fire is none. */
static const Gun2Ids k_ids = {
    .pistols_anim = O3_PISTOLS, .uzi_head = O3_UZI, .flare_anim = O3_FLARE,
    .flare_item = O3_FLARE_ITEM, .flares_option = O3_FLAREBOX_OPTION, .flare_fire = -1,
    .gun_flash = O3_GUN_FLASH, .m16_flash = O3_M16_FLASH, .harpoon_bolt = O3_HARPOON_BOLT,
    .grenade = O3_GRENADE,
};

const struct GunRules Gun_RulesTR3 = {
    .init = Gun2_Init,
    .control = Gun2_Control,
    .weapons = Gun2_Weapons,
    .num_weapons = LGT_COUNT_TR2,
    /* The original's WeaponObject: the MP5 in the M16's slot, the grenade
     * launcher, the harpoon gun; the skidoo slot has no TR3 model. */
    .weapon_object = { -1, O3_PISTOLS, O3_MAGNUM, O3_UZI, O3_SHOTGUN, O3_M_16, O3_GRENADE_GUN,
                       O3_HARPOON_GUN, O3_FLARE, -1 },
    .draw_arms = Gun_DrawArmsTR2,
    .draw_extras = Gun_DrawExtrasTR2,
    .ids = &k_ids,
    .no_rifle_state = LS_DUCK,
};
