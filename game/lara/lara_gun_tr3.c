/* TR3's guns: TR2's gun code (lara_gun_tr2*.c: the draw key, the flare
 * key, the two-handed guns, the rifle-type guns driven by their model, the
 * flare) with TR3's objects (game/objects/tr3/object_ids_tr3.h), TR3's
 * weapon table, the Desert Eagle's own frame runs (held and fired in the
 * right hand only), and TR3's one rule of its own in its LaraGun (tomb3
 * game/larafire.cpp): no rifle-type gun is drawn while she crouches.
 *
 * The Desert Eagle takes TR2's automatic-pistols slot (LGT_MAGNUMS), the
 * MP5 the M16's (LGT_M16); the rocket launcher is TR3's own (LGT_ROCKET). */
#include "game/lara/lara_gun_tr2.h"

#include "game/effects/effect.h"
#include "game/lara/lara.h"
#include "game/objects/object.h"
#include "game/objects/tr3/object_ids_tr3.h"

/* TR3's sound ids (tomb3 game/sound.h's order): the ones its weapon table
 * names that TR2's numbering does not have. */
enum {
    SFX3_DESERT_EAGLE_FIRE = 121,
    SFX3_EXPLOSION1 = 105,
    SFX3_HECKLER_KOCH_FIRE = 78,
};

/* TR3's weapon table. Its `weapons` array is data of the game's executable
 * (tomb3 larafire.h declares it, global/vars.h maps it to 0x004C7280), not
 * of the decompiled source: the numbers below are TRX's transcription of
 * it (LostArtefacts/TRX data/tr3/ship/cfg/weapons.json5, angles in degrees
 * there, GUN_DEG each here; ranges in sectors there). Where TR3 differs
 * from TR2's table (lara_gun_tr2.c):
 * - the Desert Eagle: 21 damage, 4 degrees of spread, 16 ticks of recoil,
 *   its left-arm arc only 10 degrees either way, its own sound (121);
 * - the MP5: 8 degrees of spread, not the M16's 4. TR3's FireM16 sets a
 *   running or standing spread and damage, but on weapons[M16] (the MP5's
 *   object number, 6, which is the rocket launcher's slot in TR3's own
 *   numbering: tomb3 lara1gun.cpp says so), so the MP5 keeps the table's.
 * The rocket launcher's entry is the grenade launcher's; its rocket's
 * damage (30) and blast are the rocket item's. The rifle-type guns'
 * sounds (0 here) are played by their code. */
#define LOCK_PISTOL { -60 * GUN_DEG, 60 * GUN_DEG, -60 * GUN_DEG, 60 * GUN_DEG }
#define LARM_PISTOL { -170 * GUN_DEG, 60 * GUN_DEG, -80 * GUN_DEG, 80 * GUN_DEG }
#define RARM_PISTOL { -60 * GUN_DEG, 170 * GUN_DEG, -80 * GUN_DEG, 80 * GUN_DEG }
#define LARM_EAGLE { -10 * GUN_DEG, 10 * GUN_DEG, -80 * GUN_DEG, 80 * GUN_DEG }
#define LOCK_RIFLE { -60 * GUN_DEG, 60 * GUN_DEG, -55 * GUN_DEG, 55 * GUN_DEG }
#define ARM_RIFLE { -80 * GUN_DEG, 80 * GUN_DEG, -65 * GUN_DEG, 65 * GUN_DEG }
#define LOCK_HARPOON { -60 * GUN_DEG, 60 * GUN_DEG, -65 * GUN_DEG, 65 * GUN_DEG }
#define ARM_HARPOON { -80 * GUN_DEG, 80 * GUN_DEG, -75 * GUN_DEG, 75 * GUN_DEG }
#define ARC_SKIDOO { -30 * GUN_DEG, 30 * GUN_DEG, -55 * GUN_DEG, 55 * GUN_DEG }
#define AIM_10 (10 * GUN_DEG)

static const GunWeapon k_weapons[LGT_COUNT_TR3] = {
    [LGT_UNARMED] = { .sample = SFX2_LARA_NO },
    [LGT_PISTOLS] = {
        .lock_angles = LOCK_PISTOL, .left_angles = LARM_PISTOL, .right_angles = RARM_PISTOL,
        .aim_speed = AIM_10, .shot_accuracy = 8 * GUN_DEG, .gun_height = 650, .damage = 1,
        .target_dist = 8192, .recoil_frame = 9, .flash_time = 3, .sample = SFX2_LARA_FIRE,
    },
    [LGT_MAGNUMS] = {
        .lock_angles = LOCK_PISTOL, .left_angles = LARM_EAGLE, .right_angles = { 0, 0, 0, 0 },
        .aim_speed = AIM_10, .shot_accuracy = 4 * GUN_DEG, .gun_height = 650, .damage = 21,
        .target_dist = 8192, .recoil_frame = 16, .flash_time = 3,
        .sample = SFX3_DESERT_EAGLE_FIRE,
    },
    [LGT_UZIS] = {
        .lock_angles = LOCK_PISTOL, .left_angles = LARM_PISTOL, .right_angles = RARM_PISTOL,
        .aim_speed = AIM_10, .shot_accuracy = 8 * GUN_DEG, .gun_height = 650, .damage = 1,
        .target_dist = 8192, .recoil_frame = 3, .flash_time = 3, .sample = SFX2_UZI_FIRE,
    },
    [LGT_SHOTGUN] = {
        .lock_angles = LOCK_RIFLE, .left_angles = ARM_RIFLE, .right_angles = ARM_RIFLE,
        .aim_speed = AIM_10, .shot_accuracy = 0, .gun_height = 500, .damage = 3,
        .target_dist = 8192, .recoil_frame = 9, .flash_time = 3, .sample = SFX2_SHOTGUN,
    },
    [LGT_M16] = {
        .lock_angles = LOCK_RIFLE, .left_angles = ARM_RIFLE, .right_angles = ARM_RIFLE,
        .aim_speed = AIM_10, .shot_accuracy = 8 * GUN_DEG, .gun_height = 500, .damage = 3,
        .target_dist = 12288, .recoil_frame = 0, .flash_time = 3, .sample = 0,
    },
    [LGT_GRENADE] = {
        .lock_angles = LOCK_RIFLE, .left_angles = ARM_RIFLE, .right_angles = ARM_RIFLE,
        .aim_speed = AIM_10, .shot_accuracy = 8 * GUN_DEG, .gun_height = 500, .damage = 30,
        .target_dist = 8192, .recoil_frame = 0, .flash_time = 2, .sample = 0,
    },
    [LGT_ROCKET] = {
        .lock_angles = LOCK_RIFLE, .left_angles = ARM_RIFLE, .right_angles = ARM_RIFLE,
        .aim_speed = AIM_10, .shot_accuracy = 8 * GUN_DEG, .gun_height = 500, .damage = 30,
        .target_dist = 8192, .recoil_frame = 0, .flash_time = 2, .sample = 0,
    },
    [LGT_HARPOON] = {
        .lock_angles = LOCK_HARPOON, .left_angles = ARM_HARPOON, .right_angles = ARM_HARPOON,
        .aim_speed = AIM_10, .shot_accuracy = 8 * GUN_DEG, .gun_height = 500, .damage = 4,
        .target_dist = 8192, .recoil_frame = 0, .flash_time = 2, .sample = 0,
    },
    [LGT_FLARE] = { .sample = 0 },
    [LGT_SKIDOO] = {
        .lock_angles = ARC_SKIDOO, .left_angles = ARC_SKIDOO, .right_angles = ARC_SKIDOO,
        .aim_speed = AIM_10, .shot_accuracy = 8 * GUN_DEG, .gun_height = 400, .damage = 3,
        .target_dist = 8192, .recoil_frame = 0, .flash_time = 2, .sample = SFX2_UZI_FIRE,
    },
};

/* The Desert Eagle's frame runs (tomb3 lara2gun.cpp PistolTable: its own
 * model's, aim 0..7, holster 8..14, draw 15..28, recoil from 29 for its
 * 16 ticks), one-handed (draw_pistol_meshes / undraw_pistol_mesh_left
 * leave her left hand and thigh alone). The pistols' and uzis' are TR2's. */
static const GunPistolFrames k_eagle = {
    .object = O3_MAGNUM, .aim_end = 7, .undraw_start = 8, .draw_start = 15,
    .recoil_start = 29, .recoil_end = 29 + 16 - 1, .one_handed = true,
};
static const GunPistolFrames *const k_pistol_frames[LGT_COUNT_TR3] = {
    [LGT_MAGNUMS] = &k_eagle,
};

/* TR3 has no flame model for a held flare (its flame is a sprite effect),
 * so flare_fire is none. */
static const Gun2Ids k_ids = {
    .pistols_anim = O3_PISTOLS, .uzi_head = O3_UZI, .flare_anim = O3_FLARE,
    .flare_item = O3_FLARE_ITEM, .flares_option = O3_FLAREBOX_OPTION, .flare_fire = -1,
    .gun_flash = O3_GUN_FLASH, .m16_flash = O3_M16_FLASH, .harpoon_bolt = O3_HARPOON_BOLT,
    .grenade = O3_GRENADE, .rocket = O3_ROCKET,
};

/* TR3's harpoon (tomb3 lara1gun.cpp FireHarpoon, AnimateShotgun): 256
 * along its pitch, a reload after every fourth bolt (ammo & 3), a life of
 * 256 ticks once stuck, her torso's turn when there is no target. The
 * frames at which a gun changes hands: drawn, the weapon table's
 * draw_frame (TRX's weapons.json5 again: shotgun and harpoon 10, MP5 16,
 * rocket launcher 12, grenade launcher 13); put away, 16 for the grenade
 * launcher and 21 for the others (tomb3 lara1gun.cpp undraw_shotgun). A
 * grenade leaves at 128 with a fuse of 120 ticks (FireGrenade). */
static const Gun2Rifle k_rifle = {
    .harpoon_speed = 256, .harpoon_clip = 4, .harpoon_life = 256, .harpoon_torso_aim = true,
    .draw_frame = { [LGT_SHOTGUN] = 10, [LGT_M16] = 16, [LGT_ROCKET] = 12, [LGT_GRENADE] = 13,
                    [LGT_HARPOON] = 10 },
    .undraw_frame = { [LGT_SHOTGUN] = 21, [LGT_M16] = 21, [LGT_ROCKET] = 21, [LGT_GRENADE] = 16,
                      [LGT_HARPOON] = 21 },
    .grenade_speed = 128, .grenade_fuse = 120,
};

/* A gun flash's light, as TR3 makes it (tomb3 lara2gun.cpp PistolHandler,
 * lara1gun.cpp RifleHandler): the shotgun's and MP5's 1024 ahead of her
 * and 575 up, the pistol-type guns' at the flashing hand (the Desert
 * Eagle's right), each moved by numbers of the control stream and coloured
 * by three more (the pistols and uzis draw their place first, the others
 * their colour first): red 24..31, which halved gives the light's 0..31
 * intensity (TR2's fixed flash is 12); fall-off 12 for the shotgun and
 * Desert Eagle, 11 for the MP5, 10 for the pistols and uzis. */
static void flash_light(Game *g, int type)
{
    Lara *l = &g->lara;
    Item *lara = Game_LaraItem(g);
    Prng *p = &g->sim->prng;
    int red = 0;
    bool colour_first = type != LGT_PISTOLS && type != LGT_UZIS;
    if (colour_first) {
        red = (Prng_Control(p) & 7) + 24;
        (void)Prng_Control(p);
        (void)Prng_Control(p);
    }
    Vec3i at;
    int falloff;
    if (type == LGT_SHOTGUN || type == LGT_M16) {
        int32_t dx = (Prng_Control(p) & 0xFF) - 128;
        int32_t dy = (Prng_Control(p) & 0x7F) - 575;
        int32_t dz = (Prng_Control(p) & 0xFF) - 128;
        at = (Vec3i){ lara->pos.x + ((1024 * Math_Sin(lara->rot.y)) >> W2V_SHIFT) + dx,
                      lara->pos.y + dy,
                      lara->pos.z + ((1024 * Math_Cos(lara->rot.y)) >> W2V_SHIFT) + dz };
        falloff = type == LGT_SHOTGUN ? 12 : 11;
    } else {
        int32_t dx = (Prng_Control(p) & 0xFF) - 128;
        int32_t dy = (Prng_Control(p) & 0x7F) - 63;
        int32_t dz = (Prng_Control(p) & 0xFF) - 128;
        at = (Vec3i){ dx, dy, dz };
        bool left = type != LGT_MAGNUMS && l->left_arm.flash_gun;
        Effect_JointAbsPosition(g, lara, &at, left ? LARA_MESH_HAND_L : LARA_MESH_HAND_R, NULL);
        falloff = type == LGT_MAGNUMS ? 12 : 10;
    }
    if (!colour_first) {
        red = (Prng_Control(p) & 7) + 24;
        (void)Prng_Control(p);
        (void)Prng_Control(p);
    }
    Gun_AddLight(&g->lights, at, lara->room, red / 2, falloff);
}

/* TR3's flare light: where and how bright from one control number (its
 * red halved gives the 0..31 intensity); flickering, three or four more.
 * 1 while the flame shows. */
#define FLARE_DYING (GUN_FLARE_MAX_AGE_TR3 - 90)
#define FLARE_END (GUN_FLARE_MAX_AGE_TR3 - 24)
int Gun_FlareLightTR3(Game *g, Vec3i pos, int room, int age)
{
    if (age >= GUN_FLARE_MAX_AGE_TR3)
        return 0;
    Prng *p = &g->sim->prng;
    int32_t rnd = Prng_Control(p);
    Vec3i at = { pos.x + 8 * (rnd & 0xF), pos.y + ((rnd >> 1) & 0x78), pos.z + ((rnd >> 5) & 0x78) };
    int red, falloff, shows = 1;
    if (age < 4) {
        red = (rnd & 3) + 2 * age + 20;
        falloff = (rnd & 3) + 4 * age + 4;
        if (falloff > 16)
            falloff -= (rnd >> 12) & 3;
    } else if (age < 16) {
        red = (rnd & 7) + age / 2 + 16;
        falloff = (rnd & 1) + age + 2;
    } else if (age < FLARE_DYING || (age < FLARE_END && rnd > 0x2000)) {
        red = (rnd & 7) + 24;
        falloff = 16;
    } else {
        red = (Prng_Control(p) & 7) + 24;
        (void)Prng_Control(p); /* green */
        (void)Prng_Control(p); /* blue */
        if (age < FLARE_END) {
            falloff = (Prng_Control(p) & 6) + 8;
            shows = 0;
        } else {
            falloff = 16 - ((age - FLARE_END) >> 1);
            shows = rnd & 1;
        }
    }
    Gun_AddLight(&g->lights, at, room, red / 2, falloff);
    return shows;
}

/* TR3 draws her arms as TR2, but for the Desert Eagle (its DrawLara's
 * LG_MAGNUMS case): both upper arms start from her placement turned by her
 * torso's turn, where the pistols and uzis take each arm's own aim. */
static void draw_arms(const Game *g, GunArms *arms)
{
    Gun_DrawArmsTR2(g, arms);
    arms->arms_by_torso = arms->two_handed && g->lara.gun_type == LGT_MAGNUMS;
}

/* TR3 lays a blast (105) under each shot, an octave or so up so it reads
 * as a crack (tomb3 lara2gun.cpp AnimatePistols, lara1gun.cpp FireShotgun,
 * FireRocket): 0x20000 for the pistols, uzis, Desert Eagle and the rocket
 * launcher, 0x14000 for the shotgun; once a tick however many hands fire
 * (the caller keeps that rule). The MP5's and the grenade launcher's are
 * not here: the grenade has none, the MP5 plays its own with its loop. */
static void shot_sound(Game *g, int type)
{
    int32_t pitch;
    switch (type) {
    case LGT_PISTOLS:
    case LGT_MAGNUMS:
    case LGT_UZIS:
    case LGT_ROCKET: pitch = 0x20000; break;
    case LGT_SHOTGUN: pitch = 0x14000; break;
    default: return;
    }
    Item *lara = Game_LaraItem(g);
    if (lara)
        Object_SoundPitch(g, lara, SFX3_EXPLOSION1, pitch);
}

/* The MP5's blast (105) under its sound: 0x50000 firing standing and as
 * it stops, 0x40000 firing on the run (tomb3 lara1gun.cpp AnimateShotgun,
 * its states 2 and 8). */
static void m16_blast(Game *g, bool running)
{
    Item *lara = Game_LaraItem(g);
    if (lara)
        Object_SoundPitch(g, lara, SFX3_EXPLOSION1, running ? 0x40000 : 0x50000);
}

const struct GunRules Gun_RulesTR3 = {
    .init = Gun2_Init,
    .control = Gun2_Control,
    .weapons = k_weapons,
    .num_weapons = LGT_COUNT_TR3,
    /* The original's WeaponObject: the MP5 in the M16's slot, the grenade
     * launcher, the harpoon gun, the rocket launcher; the skidoo slot has
     * no TR3 model. */
    .weapon_object = { -1, O3_PISTOLS, O3_MAGNUM, O3_UZI, O3_SHOTGUN, O3_M_16, O3_GRENADE_GUN,
                       O3_HARPOON_GUN, O3_FLARE, -1, O3_ROCKET_GUN },
    .pistol_frames = k_pistol_frames,
    .draw_arms = draw_arms,
    .draw_extras = Gun_DrawExtrasTR2,
    .ids = &k_ids,
    .rifle = &k_rifle,
    .flash_light = flash_light,
    .shot_looks = Gun3_ShotLooks,
    .tick_looks = Gun3_TickLooks,
    .shot_sound = shot_sound,
    .m16_blast = m16_blast,
    /* SFX_HECKLER_KOCH_FIRE; its list's HECKLER_KOCH_STOP (104) is
     * never played: AnimateShotgun stops the MP5 with the blast alone */
    .m16_fire_sound = SFX3_HECKLER_KOCH_FIRE,
    .flare_light = Gun_FlareLightTR3,
    .flare_max_age = GUN_FLARE_MAX_AGE_TR3,
    .no_rifle_state = LS_DUCK,
};
