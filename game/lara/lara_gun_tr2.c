/* TR2's guns: the weapon table, the models of each gun, and the per-tick
 * routine (the original's LaraGun as TR2 has it): the draw key draws the
 * last gun used, the flare key lights a flare (or throws the one in hand),
 * the harpoon gun alone works under water, an empty gun clicks and asks for
 * the pistols. The two-handed guns share TR1's draw / holster frames
 * (lara_gun_pistols.c) and have their own firing (lara_gun_tr2_aim.c); the
 * shotgun, M16, grenade launcher and harpoon gun are driven by their own
 * animated model (lara_gun_tr2_rifle.c); the flare is lara_gun_tr2_flare.c.
 *
 * Facts from the original (TRX src/tr2/game/gun/gun.c, global/vars.c). */
#include "game/lara/lara_gun_tr2.h"

#include "game/inventory/inventory.h"
#include "game/objects/tr2/object_ids_tr2.h"

/* The arcs of TR2's guns: the pistol-type and the shotgun as TR1's, the
 * harpoon gun's pitch wider, the skidoo's guns narrow. */
#define LOCK_PISTOL { -60 * GUN_DEG, 60 * GUN_DEG, -60 * GUN_DEG, 60 * GUN_DEG }
#define LARM_PISTOL { -170 * GUN_DEG, 60 * GUN_DEG, -80 * GUN_DEG, 80 * GUN_DEG }
#define RARM_PISTOL { -60 * GUN_DEG, 170 * GUN_DEG, -80 * GUN_DEG, 80 * GUN_DEG }
#define LOCK_RIFLE { -60 * GUN_DEG, 60 * GUN_DEG, -55 * GUN_DEG, 55 * GUN_DEG }
#define ARM_RIFLE { -80 * GUN_DEG, 80 * GUN_DEG, -65 * GUN_DEG, 65 * GUN_DEG }
#define LOCK_HARPOON { -60 * GUN_DEG, 60 * GUN_DEG, -65 * GUN_DEG, 65 * GUN_DEG }
#define ARM_HARPOON { -80 * GUN_DEG, 80 * GUN_DEG, -75 * GUN_DEG, 75 * GUN_DEG }
#define ARC_SKIDOO { -30 * GUN_DEG, 30 * GUN_DEG, -55 * GUN_DEG, 55 * GUN_DEG }

/* TR2's weapon table (its g_Weapons): the original gives 1820 (10 degrees)
 * for the aim speed and 1456 (8 degrees) for the spread, the M16 728. The
 * rifle-type guns' recoil is their model's animation, so recoil_frame is 0
 * there; their sounds are played by lara_gun_tr2_rifle.c. */
const GunWeapon Gun2_Weapons[LGT_COUNT_TR2] = {
    [LGT_UNARMED] = { .sample = SFX2_LARA_NO },
    [LGT_PISTOLS] = {
        .lock_angles = LOCK_PISTOL, .left_angles = LARM_PISTOL, .right_angles = RARM_PISTOL,
        .aim_speed = 1820, .shot_accuracy = 1456, .gun_height = 650, .damage = 1,
        .target_dist = 8192, .recoil_frame = 9, .flash_time = 3, .sample = SFX2_LARA_FIRE,
    },
    [LGT_MAGNUMS] = {
        .lock_angles = LOCK_PISTOL, .left_angles = LARM_PISTOL, .right_angles = RARM_PISTOL,
        .aim_speed = 1820, .shot_accuracy = 1456, .gun_height = 650, .damage = 2,
        .target_dist = 8192, .recoil_frame = 9, .flash_time = 3, .sample = SFX2_MAGNUMS,
    },
    [LGT_UZIS] = {
        .lock_angles = LOCK_PISTOL, .left_angles = LARM_PISTOL, .right_angles = RARM_PISTOL,
        .aim_speed = 1820, .shot_accuracy = 1456, .gun_height = 650, .damage = 1,
        .target_dist = 8192, .recoil_frame = 3, .flash_time = 3, .sample = SFX2_UZI_FIRE,
    },
    [LGT_SHOTGUN] = {
        .lock_angles = LOCK_RIFLE, .left_angles = ARM_RIFLE, .right_angles = ARM_RIFLE,
        .aim_speed = 1820, .shot_accuracy = 0, .gun_height = 500, .damage = 3,
        .target_dist = 8192, .recoil_frame = 9, .flash_time = 3, .sample = SFX2_SHOTGUN,
    },
    [LGT_M16] = {
        .lock_angles = LOCK_RIFLE, .left_angles = ARM_RIFLE, .right_angles = ARM_RIFLE,
        .aim_speed = 1820, .shot_accuracy = 728, .gun_height = 500, .damage = 3,
        .target_dist = 12288, .recoil_frame = 0, .flash_time = 3, .sample = 0,
    },
    [LGT_GRENADE] = {
        .lock_angles = LOCK_RIFLE, .left_angles = ARM_RIFLE, .right_angles = ARM_RIFLE,
        .aim_speed = 1820, .shot_accuracy = 1456, .gun_height = 500, .damage = 30,
        .target_dist = 8192, .recoil_frame = 0, .flash_time = 2, .sample = 0,
    },
    [LGT_HARPOON] = {
        .lock_angles = LOCK_HARPOON, .left_angles = ARM_HARPOON, .right_angles = ARM_HARPOON,
        .aim_speed = 1820, .shot_accuracy = 1456, .gun_height = 500, .damage = 4,
        .target_dist = 8192, .recoil_frame = 0, .flash_time = 2, .sample = 0,
    },
    [LGT_FLARE] = { .sample = 0 },
    [LGT_SKIDOO] = {
        .lock_angles = ARC_SKIDOO, .left_angles = ARC_SKIDOO, .right_angles = ARC_SKIDOO,
        .aim_speed = 1820, .shot_accuracy = 1456, .gun_height = 400, .damage = 3,
        .target_dist = 8192, .recoil_frame = 0, .flash_time = 2, .sample = SFX2_UZI_FIRE,
    },
};

LaraAmmo *Gun2_Ammo(Lara *l, int type)
{
    switch (type) {
    case LGT_PISTOLS: return &l->pistols;
    case LGT_MAGNUMS: return &l->magnums;
    case LGT_UZIS: return &l->uzis;
    case LGT_SHOTGUN: return &l->shotgun;
    case LGT_M16: return &l->m16;
    case LGT_GRENADE: return &l->grenade;
    case LGT_HARPOON: return &l->harpoon;
    case LGT_ROCKET: return &l->rocket;
    case LGT_SKIDOO: return &l->pistols;
    default: return NULL;
    }
}

bool Gun2_IsRifle(int type)
{
    return type == LGT_SHOTGUN || type == LGT_M16 || type == LGT_GRENADE || type == LGT_HARPOON ||
           type == LGT_ROCKET;
}

static bool two_handed(int type)
{
    return type == LGT_PISTOLS || type == LGT_MAGNUMS || type == LGT_UZIS;
}

void Gun2_Sound(Game *g, int sfx)
{
    if (sfx > 0)
        Gun_PlaySound(g, sfx);
}

/* The original's InitialiseNewWeapon: arms at rest with the new gun's
 * frames; a gun already out shows its meshes at once. */
void Gun2_NewWeapon(Game *g)
{
    Lara *l = &g->lara;
    LaraArm *arms[2] = { &l->left_arm, &l->right_arm };
    int obj = GUN_OBJ_LARA;
    if (two_handed(l->gun_type))
        obj = Gun2_PistolsObject(g, l->gun_type);
    else if (Gun2_IsRifle(l->gun_type))
        obj = Gun_WeaponObject(g, l->gun_type);
    else if (l->gun_type == LGT_FLARE)
        obj = Gun2_Ids(g)->flare_anim;
    for (int i = 0; i < 2; i++) {
        arms[i]->flash_gun = 0;
        arms[i]->frame_number = 0;
        arms[i]->lock = false;
        arms[i]->rot = (Vec3s){ 0, 0, 0 };
        arms[i]->anim = -1;
        arms[i]->frame_base = obj == GUN_OBJ_LARA ? -1 : Gun_ObjectFrameBase(g->lv, obj);
    }
    l->target = -1;
    if (l->gun_status == LGS_ARMLESS)
        return;
    if (two_handed(l->gun_type))
        Gun_PistolsDrawMeshes(g, l->gun_type);
    else if (Gun2_IsRifle(l->gun_type))
        Gun2_RifleDrawMeshes(g, l->gun_type);
    else if (l->gun_type == LGT_FLARE)
        Gun_SwapMesh(g, LARA_MESH_HAND_L, Gun2_Ids(g)->flare_anim);
}

/* The start of a level: no gun out, the first gun she has is the one the
 * draw key brings out, the holstered pistol-type gun on her thighs and a
 * rifle-type gun on her back. */
void Gun2_Init(Game *g)
{
    Lara *l = &g->lara;
    l->gun_status = LGS_ARMLESS;
    if (l->has_pistols)
        l->gun_type = LGT_PISTOLS;
    else if (l->has_magnums)
        l->gun_type = LGT_MAGNUMS;
    else if (l->has_uzis)
        l->gun_type = LGT_UZIS;
    else if (l->has_shotgun)
        l->gun_type = LGT_SHOTGUN;
    else if (l->has_m16)
        l->gun_type = LGT_M16;
    else if (l->has_rocket)
        l->gun_type = LGT_ROCKET;
    else if (l->has_grenade)
        l->gun_type = LGT_GRENADE;
    else if (l->has_harpoon)
        l->gun_type = LGT_HARPOON;
    else
        l->gun_type = LGT_UNARMED;
    l->last_gun_type = l->request_gun_type = l->gun_type;
    l->back_gun = -1;
    l->gun_item_on = false;
    for (int i = 0; i < LARA_NUM_MESHES; i++)
        l->mesh_swap[i] = -1;
    if (two_handed(l->gun_type)) {
        Gun_SwapMesh(g, LARA_MESH_THIGH_R, Gun_WeaponObject(g, l->gun_type));
        if (!Gun_PistolFrames(g, l->gun_type)->one_handed)
            Gun_SwapMesh(g, LARA_MESH_THIGH_L, Gun_WeaponObject(g, l->gun_type));
    }
    /* TR3's rocket launcher (never TR2's) in its original's order. */
    static const int rifles[] = { LGT_SHOTGUN, LGT_M16, LGT_ROCKET, LGT_GRENADE, LGT_HARPOON };
    const bool has[] = { l->has_shotgun, l->has_m16, l->has_rocket, l->has_grenade,
                         l->has_harpoon };
    for (int i = 0; i < 5; i++) {
        if (has[i]) {
            l->back_gun = (int16_t)Gun_WeaponObject(g, rifles[i]);
            break;
        }
    }
    Gun2_NewWeapon(g);
}

/* Flares are counted under the ring's flares option (inventory_tr2.c). */
bool Gun2_HaveFlares(const Game *g)
{
    return Gun2_Ids(g)->flares_option >= 0 && g->inv.count[Gun2_Ids(g)->flares_option] > 0;
}

/* Wading: how far the water's surface is above her feet, negated (the
 * original's water_surface_dist); 0 out of water. */
static int32_t surface_dist(Game *g)
{
    const Item *lara = Game_LaraItem(g);
    int32_t wh = World_WaterHeight(&g->world, lara->pos.x, lara->pos.y, lara->pos.z, lara->room);
    return wh == WORLD_NO_HEIGHT ? 0 : wh - lara->pos.y;
}

/* Wading in water below the gun's height (any depth while armless). */
static bool wading_low(Game *g, int type, bool armless)
{
    const Lara *l = &g->lara;
    return l->water_status == LWS_WADE &&
           (armless || surface_dist(g) > -Gun_Weapon(g, type)->gun_height);
}

/* Whether the requested gun may come out where she is: a flare anywhere,
 * the harpoon gun in water too, the others on dry land or wading. */
static bool may_draw(Game *g)
{
    const Lara *l = &g->lara;
    if (l->request_gun_type == LGT_FLARE)
        return true;
    if (l->water_status == LWS_CHEAT)
        return false;
    return l->request_gun_type == LGT_HARPOON || l->water_status == LWS_ABOVE_WATER ||
           wading_low(g, l->gun_type, l->gun_status == LGS_ARMLESS);
}

/* Armless: the draw key asks for the last gun, the flare key for a flare
 * (or puts the one in hand away); a request that may be met starts the
 * draw, one that may not is remembered. */
static void armless(Game *g, InputWord in, InputWord pressed)
{
    Lara *l = &g->lara;
    if (in & INPUT_DRAW) {
        l->request_gun_type = l->last_gun_type;
    } else if (pressed & INPUT_FLARE) {
        if (l->gun_type == LGT_FLARE)
            l->gun_status = LGS_UNDRAW;
        else if (Gun2_HaveFlares(g))
            l->request_gun_type = LGT_FLARE;
    }
    if (l->request_gun_type == l->gun_type && !(in & INPUT_DRAW))
        return;
    /* TR3: no rifle-type gun comes out in its no-rifle state (the crouch). */
    if (Gun2_IsRifle(l->request_gun_type) &&
        Game_LaraItem(g)->current_state == g->rules->guns->no_rifle_state)
        return;
    if (may_draw(g)) {
        if (l->gun_type == LGT_FLARE)
            Gun2_FlareDispose(g, false);
        l->gun_type = l->request_gun_type;
        Gun2_NewWeapon(g);
        l->gun_status = LGS_DRAW;
        l->left_arm.frame_number = l->right_arm.frame_number = 0;
    } else {
        l->last_gun_type = l->request_gun_type;
        if (l->gun_type == LGT_FLARE)
            l->request_gun_type = LGT_FLARE;
        else
            l->gun_type = l->request_gun_type;
    }
}

/* Ready: the draw key, another gun asked for or water she may not fire in
 * put the gun away. */
static void ready(Game *g, InputWord in, InputWord pressed)
{
    Lara *l = &g->lara;
    if ((pressed & INPUT_FLARE) && Gun2_HaveFlares(g))
        l->request_gun_type = LGT_FLARE;
    if ((in & INPUT_DRAW) || l->request_gun_type != l->gun_type)
        l->gun_status = LGS_UNDRAW;
    else if (l->gun_type == LGT_HARPOON && l->water_status == LWS_CHEAT)
        l->gun_status = LGS_UNDRAW;
    else if (l->gun_type != LGT_HARPOON && l->water_status != LWS_ABOVE_WATER &&
             (l->water_status != LWS_WADE || surface_dist(g) < -Gun_Weapon(g, l->gun_type)->gun_height))
        l->gun_status = LGS_UNDRAW;
}

static void combat_camera(Game *g)
{
    if (g->camera.type != CAM_CINEMATIC && g->camera.type != CAM_LOOK)
        g->camera.type = CAM_COMBAT;
}

static void run_ready(Game *g, InputWord in)
{
    Lara *l = &g->lara;
    Gun_SwapMesh(g, LARA_MESH_HEAD,
                 l->pistols.ammo && (in & INPUT_ACTION) ? Gun2_Ids(g)->uzi_head : GUN_OBJ_LARA);
    combat_camera(g);
    if (in & INPUT_ACTION) {
        LaraAmmo *a = Gun2_Ammo(l, l->gun_type);
        if (a && a->ammo <= 0) {
            /* Empty: a click, and the pistols are asked for. */
            a->ammo = 0;
            Gun2_Sound(g, SFX2_LARA_EMPTY);
            l->request_gun_type = l->has_pistols ? LGT_PISTOLS : LGT_UNARMED;
            return;
        }
    }
    if (two_handed(l->gun_type))
        Gun2_PistolsControl(g, l->gun_type);
    else if (Gun2_IsRifle(l->gun_type))
        Gun2_RifleControl(g, l->gun_type);
}

void Gun2_Control(Game *g)
{
    Lara *l = &g->lara;
    Item *item = Game_LaraItem(g);
    if (!item)
        return;
    /* In an extra animation (the gong, a creature's kill scene) no gun is
     * asked for or handled. */
    if (l->extra_anim && l->gun_status != LGS_HANDS_BUSY) {
        l->request_gun_type = LGT_UNARMED;
        return;
    }
    InputWord in = Game_Input(g);
    InputWord pressed = in & ~g->sim->input_prev;

    if (l->left_arm.flash_gun > 0)
        l->left_arm.flash_gun--;
    if (l->right_arm.flash_gun > 0)
        l->right_arm.flash_gun--;

    if (item->hit_points <= 0)
        l->gun_status = LGS_ARMLESS;
    else if (l->gun_status == LGS_ARMLESS)
        armless(g, in, pressed);
    else if (l->gun_status == LGS_READY)
        ready(g, in, pressed);

    switch (l->gun_status) {
    case LGS_ARMLESS:
    case LGS_HANDS_BUSY:
        if (l->gun_type == LGT_FLARE)
            Gun2_FlareControl(g);
        break;
    case LGS_DRAW:
        if (l->gun_type != LGT_FLARE && l->gun_type != LGT_UNARMED)
            l->last_gun_type = l->gun_type;
        if (two_handed(l->gun_type)) {
            combat_camera(g);
            Gun_PistolsDraw(g, l->gun_type);
        } else if (Gun2_IsRifle(l->gun_type)) {
            combat_camera(g);
            Gun2_RifleDraw(g, l->gun_type);
        } else if (l->gun_type == LGT_FLARE) {
            Gun2_FlareDraw(g);
        } else {
            l->gun_status = LGS_ARMLESS;
        }
        break;
    case LGS_UNDRAW:
        Gun_SwapMesh(g, LARA_MESH_HEAD, GUN_OBJ_LARA);
        if (two_handed(l->gun_type))
            Gun_PistolsUndraw(g, l->gun_type);
        else if (Gun2_IsRifle(l->gun_type))
            Gun2_RifleUndraw(g, l->gun_type);
        else if (l->gun_type == LGT_FLARE)
            Gun2_FlareUndraw(g);
        break;
    case LGS_READY:
        run_ready(g, in);
        break;
    case LGS_SPECIAL:
        Gun2_FlareDraw(g);
        break;
    default:
        break;
    }
}

static const Gun2Ids k_ids = {
    .pistols_anim = O2_LARA_PISTOLS, .uzi_head = O2_LARA_UZIS, .flare_anim = O2_LARA_FLARE,
    .flare_item = O2_FLARE_ITEM, .flares_option = O2_FLARES_OPTION, .flare_fire = O2_FLARE_FIRE,
    .gun_flash = O2_GUN_FLASH, .m16_flash = O2_M16_FLASH, .harpoon_bolt = O2_HARPOON_BOLT,
    .grenade = O2_GRENADE, .rocket = -1,
};

const struct GunRules Gun_RulesTR2 = {
    .init = Gun2_Init,
    .control = Gun2_Control,
    .weapons = Gun2_Weapons,
    .num_weapons = LGT_COUNT_TR2,
    .weapon_object = { -1, O2_LARA_PISTOLS, O2_LARA_MAGNUMS, O2_LARA_UZIS, O2_LARA_SHOTGUN,
                       O2_LARA_M16, O2_LARA_GRENADE, O2_LARA_HARPOON, O2_LARA_FLARE, -1 },
    .draw_arms = Gun_DrawArmsTR2,
    .draw_extras = Gun_DrawExtrasTR2,
    .ids = &k_ids,
    .rifle = &Gun2_RifleTR2,
    .m16_fire_sound = SFX2_M16_FIRE,
    .m16_stop_sound = SFX2_M16_STOP,
    .no_rifle_state = -1,
};
