/* Lara's guns: the draw / holster state machine, the weapon meshes she
 * wears, and the per-tick dispatch to the weapon's own routines (see
 * lara_gun.h). */
#include "game/lara/lara_gun_internal.h"

void Gun_PlaySound(Game *g, int sfx)
{
    Item *lara = Game_LaraItem(g);
    if (lara && g->sim->events.sound)
        g->sim->events.sound(g->sim->events.user, lara, sfx);
}

void Gun_SwapMesh(Game *g, int slot, int object)
{
    if (slot >= 0 && slot < LARA_NUM_MESHES)
        g->lara.mesh_swap[slot] = (int16_t)(object == GUN_OBJ_LARA ? -1 : object);
}

int Gun_WeaponObject(const Game *g, int type)
{
    const struct GunRules *r = g->rules->guns;
    if (type <= LGT_UNARMED || type >= r->num_weapons || r->weapon_object[type] < 0)
        return GUN_OBJ_LARA;
    return r->weapon_object[type];
}

const GunWeapon *Gun_Weapon(const Game *g, int type)
{
    const struct GunRules *r = g->rules->guns;
    if (type < 0 || type >= r->num_weapons)
        return &Gun_Weapons[LGT_UNARMED];
    return &r->weapons[type];
}

const GunPistolFrames Gun_PistolFramesTR1 = {
    .object = -1, .aim_end = GUN_F_AIM_END, .undraw_start = GUN_F_UNDRAW_START,
    .draw_start = GUN_F_DRAW_START, .recoil_start = GUN_F_RECOIL_START,
    .recoil_end = GUN_F_RECOIL_END, .one_handed = false,
};

const GunPistolFrames *Gun_PistolFrames(const Game *g, int type)
{
    const struct GunRules *r = g->rules->guns;
    if (!r->pistol_frames || type < 0 || type >= r->num_weapons || !r->pistol_frames[type])
        return &Gun_PistolFramesTR1;
    return r->pistol_frames[type];
}

int Gun_TypeCount(const Game *g) { return g->rules->guns->num_weapons; }

void Gun_AddLight(GunLights *l, Vec3i pos, int room, int intensity, int falloff)
{
    if (l->count >= GUN_LIGHTS_MAX)
        return;
    l->light[l->count++] = (GunLight){ pos, (int16_t)room, (int16_t)intensity, (int16_t)falloff };
}

void Gun_AddLightTR3(GunLights *l, Vec3i pos, int room, int reach, int r, int g, int b)
{
    if (reach <= 0)
        return;
    int bright = r > g ? r : g;
    if (b > bright)
        bright = b;
    if (reach < 8)
        bright = bright * reach >> 3;
    int64_t units = (int64_t)reach * 256;
    int falloff = 0;
    while (((int64_t)2 << falloff) <= units)
        falloff++;
    /* past the half-way point in the logarithm (units^2 >= 2^(2f+1)) */
    if (units * units >= (int64_t)1 << (2 * falloff + 1))
        falloff++;
    Gun_AddLight(l, pos, room, bright / 2, falloff);
}

void Gun_AppendLightDraws(const GunLights *l, SimDrawList *dl)
{
    for (int i = 0; i < l->count && dl->num_lights < RENDER_MAX_DYN_LIGHTS; i++) {
        const GunLight *s = &l->light[i];
        dl->lights[dl->num_lights++] =
            (RenderDynLight){s->pos.x, s->pos.y, s->pos.z, s->intensity, s->falloff};
    }
}

/* The object whose frames the arms play: the two-handed weapons share the
 * pistols' animation. */
static int arms_object(int type)
{
    switch (type) {
    case LGT_PISTOLS:
    case LGT_MAGNUMS:
    case LGT_UZIS: return GUN_OBJ_PISTOLS;
    case LGT_SHOTGUN: return GUN_OBJ_SHOTGUN;
    default: return GUN_OBJ_LARA;
    }
}

int32_t Gun_ObjectFrameBase(const Level *lv, int object)
{
    const Model *m = Level_FindModel(lv, (uint32_t)object);
    return m ? (int32_t)(m->frame_offset / 2u) : -1;
}

void Gun_Ready(Game *g, int object)
{
    Lara *l = &g->lara;
    l->gun_status = LGS_READY;
    LaraArm *arms[2] = { &l->left_arm, &l->right_arm };
    for (int i = 0; i < 2; i++) {
        arms[i]->rot = (Vec3s){ 0, 0, 0 };
        arms[i]->lock = false;
        arms[i]->frame_base = Gun_ObjectFrameBase(g->lv, object);
    }
    l->head_rot.x = l->head_rot.y = 0;
    l->torso_rot.x = l->torso_rot.y = 0;
    l->target = -1;
}

/* A weapon comes into Lara's hands: arms at rest, no target, the arms'
 * frames from the weapon's animation object; if her hands are already
 * busy with a gun, the new one's meshes replace it at once. */
static void new_weapon(Game *g)
{
    Lara *l = &g->lara;
    int obj = arms_object(l->gun_type);
    LaraArm *arms[2] = { &l->left_arm, &l->right_arm };
    for (int i = 0; i < 2; i++) {
        arms[i]->rot = (Vec3s){ 0, 0, 0 };
        arms[i]->lock = false;
        arms[i]->flash_gun = 0;
        arms[i]->frame_number = GUN_F_AIM_START;
        arms[i]->frame_base = Gun_ObjectFrameBase(g->lv, obj);
    }
    l->target = -1;
    if (l->gun_status != LGS_ARMLESS) {
        if (obj == GUN_OBJ_SHOTGUN)
            Gun_ShotgunDrawMeshes(g);
        else
            Gun_PistolsDrawMeshes(g, l->gun_type);
    }
}

void Gun_Init(Game *g) { g->rules->guns->init(g); }

void Gun_Control(Game *g) { g->rules->guns->control(g); }

static void init_tr1(Game *g)
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
    else
        l->gun_type = LGT_UNARMED;
    /* Nothing requested: the first draw waits for the draw key. */
    l->request_gun_type = LGT_UNARMED;

    for (int i = 0; i < LARA_NUM_MESHES; i++)
        l->mesh_swap[i] = -1;
    /* The weapon in hand type sits in its holsters; the shotgun, when she
     * has it, on her back. */
    if (l->gun_type >= LGT_PISTOLS && l->gun_type <= LGT_UZIS) {
        Gun_SwapMesh(g, LARA_MESH_THIGH_L, Gun_WeaponObject(g, l->gun_type));
        Gun_SwapMesh(g, LARA_MESH_THIGH_R, Gun_WeaponObject(g, l->gun_type));
    }
    if (l->has_shotgun)
        Gun_SwapMesh(g, LARA_MESH_TORSO, GUN_OBJ_SHOTGUN);
    new_weapon(g);
}

void Lara_InitGunInHand(Game *g, int gun_type)
{
    Lara *l = &g->lara;
    /* Gun_Init picks the first she holds, pistols first: the ones before
     * the wanted gun are hidden from it meanwhile. */
    bool hp = l->has_pistols, hm = l->has_magnums, hu = l->has_uzis;
    if (gun_type == LGT_MAGNUMS && hm)
        l->has_pistols = false;
    else if (gun_type == LGT_UZIS && hu)
        l->has_pistols = l->has_magnums = false;
    else if (gun_type == LGT_SHOTGUN && l->has_shotgun)
        l->has_pistols = l->has_magnums = l->has_uzis = false;
    Gun_Init(g);
    l->has_pistols = hp;
    l->has_magnums = hm;
    l->has_uzis = hu;
    /* With the shotgun in hand the original still shows the pistols'
     * holsters when she has any pistol-type gun. */
    if (l->gun_type == LGT_SHOTGUN && (hp || hm || hu)) {
        Gun_SwapMesh(g, LARA_MESH_THIGH_L, GUN_OBJ_PISTOLS);
        Gun_SwapMesh(g, LARA_MESH_THIGH_R, GUN_OBJ_PISTOLS);
    }
}

static int32_t ammo_left(const Lara *l, int type)
{
    switch (type) {
    case LGT_PISTOLS: return l->pistols.ammo;
    case LGT_MAGNUMS: return l->magnums.ammo;
    case LGT_UZIS: return l->uzis.ammo;
    case LGT_SHOTGUN: return l->shotgun.ammo;
    default: return 0;
    }
}

static bool two_handed(int type)
{
    return type == LGT_PISTOLS || type == LGT_MAGNUMS || type == LGT_UZIS;
}

/* Guns out or being drawn: the combat camera, unless a cut-scene or the
 * look key owns the camera. */
static void combat_camera(Game *g)
{
    if (g->camera.type != CAM_CINEMATIC && g->camera.type != CAM_LOOK)
        g->camera.type = CAM_COMBAT;
}

static void control_tr1(Game *g)
{
    Lara *l = &g->lara;
    Item *item = Game_LaraItem(g);
    if (!item)
        return;

    if (l->left_arm.flash_gun > 0)
        l->left_arm.flash_gun--;
    if (l->right_arm.flash_gun > 0)
        l->right_arm.flash_gun--;

    /* Whether to start a draw (armless) or a holster (ready) this tick. */
    bool toggle = false;
    if (item->hit_points <= 0) {
        l->gun_status = LGS_ARMLESS;
    } else if (l->water_status == LWS_ABOVE_WATER) {
        if (l->request_gun_type != LGT_UNARMED &&
            (l->request_gun_type != l->gun_type || l->gun_status == LGS_ARMLESS)) {
            /* A weapon chosen elsewhere (inventory, empty gun): draw it
             * when the hands are free, else put the old one away first. */
            if (l->gun_status == LGS_ARMLESS) {
                l->gun_type = l->request_gun_type;
                new_weapon(g);
                toggle = true;
                l->request_gun_type = LGT_UNARMED;
            } else if (l->gun_status == LGS_READY) {
                toggle = true;
            }
        } else if (Game_Input(g) & INPUT_DRAW) {
            /* The key is a level, not an edge: held, it draws, then
             * holsters again as soon as the draw is done. */
            if (l->gun_type == LGT_UNARMED && l->has_pistols) {
                l->gun_type = LGT_PISTOLS;
                new_weapon(g);
            }
            toggle = true;
            l->request_gun_type = LGT_UNARMED;
        }
    } else if (l->gun_status == LGS_READY) {
        /* Guns go away in the water. */
        toggle = true;
    }

    if (toggle && l->gun_type != LGT_UNARMED) {
        if (l->gun_status == LGS_ARMLESS) {
            l->gun_status = LGS_DRAW;
            l->left_arm.frame_number = GUN_F_AIM_START; /* == SG_F_AIM_START */
            l->right_arm.frame_number = GUN_F_AIM_START;
        } else if (l->gun_status == LGS_READY) {
            l->gun_status = LGS_UNDRAW;
        }
    }

    switch (l->gun_status) {
    case LGS_DRAW:
        if (two_handed(l->gun_type)) {
            combat_camera(g);
            Gun_PistolsDraw(g, l->gun_type);
        } else if (l->gun_type == LGT_SHOTGUN) {
            combat_camera(g);
            Gun_ShotgunDraw(g);
        }
        break;

    case LGS_UNDRAW:
        Gun_SwapMesh(g, LARA_MESH_HEAD, GUN_OBJ_LARA);
        if (two_handed(l->gun_type))
            Gun_PistolsUndraw(g, l->gun_type);
        else if (l->gun_type == LGT_SHOTGUN)
            Gun_ShotgunUndraw(g);
        break;

    case LGS_READY:
        /* Her shooting face (the uzis object's head) while firing. */
        Gun_SwapMesh(g, LARA_MESH_HEAD, GUN_OBJ_LARA);
        if (l->gun_type == LGT_UNARMED)
            break;
        if (ammo_left(l, l->gun_type) && (Game_Input(g) & INPUT_ACTION))
            Gun_SwapMesh(g, LARA_MESH_HEAD, GUN_OBJ_UZIS);
        combat_camera(g);
        if (l->gun_type == LGT_SHOTGUN)
            Gun_ShotgunControl(g);
        else
            Gun_PistolsControl(g, l->gun_type);
        break;

    default:
        break;
    }
}

const struct GunRules Gun_RulesTR1 = {
    .init = init_tr1,
    .control = control_tr1,
    .weapons = Gun_Weapons,
    .num_weapons = LGT_COUNT,
    .weapon_object = { -1, GUN_OBJ_PISTOLS, GUN_OBJ_MAGNUMS, GUN_OBJ_UZIS, GUN_OBJ_SHOTGUN,
                       -1, -1, -1, -1, -1 },
    .draw_arms = Gun_DrawArmsTR1,
    .draw_extras = Gun_DrawExtrasTR1,
};
