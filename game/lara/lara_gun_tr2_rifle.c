/* TR2's shotgun, M16, grenade launcher and harpoon gun. Each is driven by
 * its own model animated beside Lara (Lara.gun_item: the original's gun
 * item, never in the item lists): the model's states (draw, aim, recoil,
 * unaim, undraw, reload, and their underwater / running variants) decide
 * when it fires, and her arms play its current frame. A shot comes at the
 * first frame of a recoil while the action key is down; the M16 fires from
 * the hip while Lara moves; under water only the harpoon gun fires (the
 * others are put away before). Facts from the original (TRX
 * src/tr2/game/gun/gun_rifle.c). */
#include "game/lara/lara_gun_tr2.h"

#include <string.h>

#include "game/effects/smoke_looks_tr3.h"
#include "game/objects/trap/trap.h"
#include "game/objects/tr2/object_ids_tr2.h"

#define RIFLE_DRAW_ANIM 1     /* the model's draw animation (the grenade launcher's is its first) */
#define SHOTGUN_PELLETS 6
#define PELLET_SCATTER (20 * GUN_DEG)

/* TR2's harpoon: 150 along its pitch, a reload after every third bolt. */
/* Every gun comes into her hand at frame 10 of its draw and goes onto her
 * back at frame 21 of its undraw. */
#define ALL_TR2(n) { n, n, n, n, n, n, n, n, n, n, n }
const Gun2Rifle Gun2_RifleTR2 = {
    .harpoon_speed = 150, .harpoon_clip = 3, .harpoon_life = 0, .harpoon_torso_aim = false,
    .draw_frame = ALL_TR2(10), .undraw_frame = ALL_TR2(21),
    .grenade_speed = 200, .grenade_fuse = 0,
};

/* Where a projectile leaves her right hand (in the hand's frame). */
static const Vec3i k_muzzle = { -2, 373, 77 };

void Gun2_RifleDrawMeshes(Game *g, int type)
{
    Gun_SwapMesh(g, LARA_MESH_HAND_R, Gun_WeaponObject(g, type));
    g->lara.back_gun = -1;
}

static void undraw_meshes(Game *g, int type)
{
    Gun_SwapMesh(g, LARA_MESH_HAND_R, GUN_OBJ_LARA);
    g->lara.back_gun = (int16_t)Gun_WeaponObject(g, type);
}

static int rel_frame(const Game *g, const Item *it)
{
    return it->frame - g->lv->animations[it->anim].frame_start;
}

/* The gun model's tick: it stands where Lara does (its animation's sounds
 * play there). */
static void animate_gun(Game *g)
{
    Item *gun = &g->lara.gun_item;
    const Item *lara = Game_LaraItem(g);
    gun->pos = (Vec3i){ lara->pos.x, lara->pos.y - LARA_HEIGHT, lara->pos.z };
    gun->room = lara->room;
    Anim_Animate(g->lv, gun, &g->sim->events);
}

/* Both arms play the gun model's current frame. */
static void arms_follow(Game *g)
{
    Lara *l = &g->lara;
    const Item *gun = &l->gun_item;
    LaraArm *arms[2] = { &l->left_arm, &l->right_arm };
    for (int i = 0; i < 2; i++) {
        arms[i]->anim = gun->anim;
        arms[i]->frame_base = (int32_t)(g->lv->animations[gun->anim].frame_offset / 2u);
        arms[i]->frame_number = (int16_t)rel_frame(g, gun);
    }
}

/* The gun model starts its draw (false: the level has no such model). */
static bool start_gun(Game *g, int type)
{
    Lara *l = &g->lara;
    int obj = Gun_WeaponObject(g, type);
    const Model *m = Level_FindModel(g->lv, (uint32_t)obj);
    if (!m || m->animation == 0xFFFF)
        return false;
    int anim = m->animation + (type == LGT_GRENADE ? 0 : RIFLE_DRAW_ANIM);
    if ((uint32_t)anim >= g->lv->num_animations)
        return false;
    Item *gun = &l->gun_item;
    memset(gun, 0, sizeof(*gun));
    gun->object_id = (int16_t)obj;
    gun->model = (int16_t)(m - g->lv->models);
    gun->room = -1;
    gun->linked_room = -1;
    gun->next_item = gun->next_active = ITEM_NONE;
    Anim_SetAnim(g->lv, gun, anim, -1);
    gun->current_state = gun->goal_state = GUN2_S_DRAW;
    gun->required_state = 0;
    gun->status = ITEM_STATUS_ACTIVE;
    l->gun_item_on = true;
    return true;
}

/* The end of the draw: ready, arms at rest on the model's first frame. */
static void rifle_ready(Game *g, int type)
{
    Lara *l = &g->lara;
    l->gun_status = LGS_READY;
    l->target = -1;
    int32_t base = Gun_ObjectFrameBase(g->lv, Gun_WeaponObject(g, type));
    LaraArm *arms[2] = { &l->left_arm, &l->right_arm };
    for (int i = 0; i < 2; i++) {
        arms[i]->frame_base = base;
        arms[i]->frame_number = 0;
        arms[i]->lock = false;
        arms[i]->rot = (Vec3s){ 0, 0, 0 };
    }
}

void Gun2_RifleDraw(Game *g, int type)
{
    Lara *l = &g->lara;
    if (!l->gun_item_on && !start_gun(g, type)) {
        l->gun_status = LGS_ARMLESS;
        return;
    }
    Item *gun = &l->gun_item;
    animate_gun(g);
    if (gun->current_state == GUN2_S_AIM || gun->current_state == GUN2_S_UAIM)
        rifle_ready(g, type);
    else if (rel_frame(g, gun) == g->rules->guns->rifle->draw_frame[type])
        Gun2_RifleDrawMeshes(g, type);
    else if (l->water_status == LWS_UNDERWATER)
        gun->goal_state = GUN2_S_UAIM;
    arms_follow(g);
}

void Gun2_RifleUndraw(Game *g, int type)
{
    Lara *l = &g->lara;
    if (!l->gun_item_on) {
        l->gun_status = LGS_ARMLESS;
        return;
    }
    Item *gun = &l->gun_item;
    gun->goal_state = l->water_status == LWS_SURFACE ? GUN2_S_SURF_UNDRAW : GUN2_S_UNDRAW;
    animate_gun(g);
    if (gun->status == ITEM_STATUS_DEACTIVATED) {
        /* The undraw animation's end kills the model. */
        l->gun_item_on = false;
        l->gun_status = LGS_ARMLESS;
        l->target = -1;
        l->left_arm.frame_number = l->right_arm.frame_number = 0;
        l->left_arm.lock = l->right_arm.lock = false;
        l->left_arm.anim = l->right_arm.anim = -1;
    } else {
        if (gun->current_state == GUN2_S_UNDRAW &&
            rel_frame(g, gun) == g->rules->guns->rifle->undraw_frame[type])
            undraw_meshes(g, type);
        arms_follow(g);
    }
    l->head_rot.x = l->head_rot.y = 0;
    l->torso_rot.x = (int16_t)(l->torso_rot.x + l->torso_rot.x / -2);
    l->torso_rot.y = (int16_t)(l->torso_rot.y + l->torso_rot.y / -2);
}

/* ---- firing --------------------------------------------------------------- */

static void fire_shotgun(Game *g)
{
    Lara *l = &g->lara;
    const Item *lara = Game_LaraItem(g);
    const GunWeapon *w = Gun_Weapon(g, LGT_SHOTGUN);
    int16_t aim[2] = { (int16_t)(l->left_arm.rot.y + lara->rot.y), l->left_arm.rot.x };
    bool fired = false;
    for (int i = 0; i < SHOTGUN_PELLETS; i++) {
        int32_t ry = Prng_Control(&g->sim->prng);
        int32_t rx = Prng_Control(&g->sim->prng);
        int16_t pellet[2] = {
            (int16_t)(aim[0] + PELLET_SCATTER * (ry - 0x4000) / 0x10000),
            (int16_t)(aim[1] + PELLET_SCATTER * (rx - 0x4000) / 0x10000),
        };
        if (Gun2_FireWeapon(g, LGT_SHOTGUN, l->target, pellet))
            fired = true;
    }
    if (fired) {
        l->right_arm.flash_gun = w->flash_time;
        Gun2_ShotSound(g, LGT_SHOTGUN);
        Gun2_Sound(g, w->sample);
        Gun2_ShotLooks(g, LGT_SHOTGUN, false);
    }
}

static void fire_m16(Game *g)
{
    Lara *l = &g->lara;
    const Item *lara = Game_LaraItem(g);
    int16_t aim[2] = { (int16_t)(l->left_arm.rot.y + lara->rot.y), l->left_arm.rot.x };
    if (Gun2_FireWeapon(g, LGT_M16, l->target, aim)) {
        l->right_arm.flash_gun = Gun_Weapon(g, LGT_M16)->flash_time;
        Gun2_ShotLooks(g, LGT_M16, false);
    }
}

/* A projectile (grenade, harpoon bolt, rocket) made at her right hand, at
 * `muzzle` in the hand's frame. */
static Item *projectile_at(Game *g, int object_id, Vec3i muzzle, int *index)
{
    Item *lara = Game_LaraItem(g);
    Vec3i p = muzzle;
    Effect_JointAbsPosition(g, lara, &p, LARA_MESH_HAND_R, NULL);
    int i = Trap_CreateItem(g, object_id, lara->room, p, 0);
    *index = i;
    return i == ITEM_NONE ? NULL : &g->sim->items[i];
}

static Item *projectile(Game *g, int object_id, int *index)
{
    return projectile_at(g, object_id, k_muzzle, index);
}

static void fire_harpoon(Game *g)
{
    Lara *l = &g->lara;
    if (l->harpoon.ammo <= 0)
        return;
    int i;
    Item *bolt = projectile(g, Gun2_Ids(g)->harpoon_bolt, &i);
    if (!bolt)
        return;
    const Item *lara = Game_LaraItem(g);
    if (l->target >= 0) {
        GameVec t;
        Gun_TargetPoint(g, &g->sim->items[l->target], &t);
        int32_t dx = t.x - bolt->pos.x, dy = t.y - bolt->pos.y, dz = t.z - bolt->pos.z;
        int32_t dxz = (int32_t)Math_Sqrt32((uint32_t)(dx * dx + dz * dz));
        bolt->rot.y = (int16_t)Camera_Atan(dz, dx);
        bolt->rot.x = (int16_t)-Camera_Atan(dxz, dy);
    } else {
        const LaraArm *aim = &l->left_arm;
        int16_t ax = aim->rot.x, ay = aim->rot.y;
        if (g->rules->guns->rifle->harpoon_torso_aim) {
            ax = l->torso_rot.x;
            ay = l->torso_rot.y;
        }
        bolt->rot.x = (int16_t)(ax + lara->rot.x);
        bolt->rot.y = (int16_t)(ay + lara->rot.y);
    }
    bolt->rot.z = 0;
    const Gun2Rifle *r = g->rules->guns->rifle;
    bolt->fall_speed = (int16_t)((-r->harpoon_speed * Math_Sin(bolt->rot.x)) >> W2V_SHIFT);
    bolt->speed = (int16_t)((r->harpoon_speed * Math_Cos(bolt->rot.x)) >> W2V_SHIFT);
    if (r->harpoon_life)
        bolt->hit_points = r->harpoon_life;
    Object_AddActive(g, i);
    bolt->status = ITEM_STATUS_ACTIVE;
    l->harpoon.ammo--;
    if (l->harpoon.ammo % r->harpoon_clip == 0)
        l->harpoon_reload = true;
}

/* TR3's grenade (tomb3 lara1gun.cpp FireGrenade): from the launcher's
 * mouth (at her feet's x and z when that is inside the floor), along her
 * left arm's aim (and her torso's when the arm is not on target), falling
 * from the start by its pitch, its heading and pitch kept in its states
 * (goal_state, current_state) as the original keeps them, its fuse in its
 * hit points. */
static void fire_grenade_tr3(Game *g, Item *gr, int16_t speed, int16_t fuse)
{
    Lara *l = &g->lara;
    const Item *lara = Game_LaraItem(g);
    int16_t room = gr->room;
    const RoomSector *s = World_Sector(&g->world, gr->pos.x, gr->pos.y, gr->pos.z, &room);
    if (s && World_Height(&g->world, s, gr->pos.x, gr->pos.y, gr->pos.z) < gr->pos.y) {
        gr->pos.x = lara->pos.x;
        gr->pos.z = lara->pos.z;
    }
    if (!l->left_arm.lock) {
        gr->rot.x = (int16_t)(gr->rot.x + l->torso_rot.x);
        gr->rot.y = (int16_t)(gr->rot.y + l->torso_rot.y);
    }
    gr->speed = speed;
    gr->fall_speed = (int16_t)(-(speed * Math_Sin(gr->rot.x)) >> W2V_SHIFT);
    gr->current_state = gr->rot.x;
    gr->goal_state = gr->rot.y;
    gr->required_state = 0;
    gr->hit_points = fuse;
}

static void fire_grenade(Game *g)
{
    Lara *l = &g->lara;
    if (l->grenade.ammo <= 0)
        return;
    l->has_fired = true;
    const Gun2Rifle *r = g->rules->guns->rifle;
    int i;
    Item *gr = r->grenade_fuse ? projectile_at(g, Gun2_Ids(g)->grenade, (Vec3i){ 0, 276, 80 }, &i)
                               : projectile(g, Gun2_Ids(g)->grenade, &i);
    if (!gr)
        return;
    const Item *lara = Game_LaraItem(g);
    gr->rot.x = (int16_t)(l->left_arm.rot.x + lara->rot.x);
    gr->rot.y = (int16_t)(l->left_arm.rot.y + lara->rot.y);
    gr->rot.z = 0;
    if (r->grenade_fuse) {
        fire_grenade_tr3(g, gr, r->grenade_speed, r->grenade_fuse);
    } else {
        gr->speed = r->grenade_speed;
        gr->fall_speed = 0;
    }
    Object_AddActive(g, i);
    gr->status = ITEM_STATUS_ACTIVE;
    l->grenade.ammo--;
    Gun2_ShotLooks(g, LGT_GRENADE, false);
}

/* TR3's rocket (tomb3 lara1gun.cpp FireRocket): from the launcher's
 * mouth in her right hand, along her left arm's aim (and her torso's when
 * the arm is not on target), at 16 to start with; its flight is the
 * rocket item's (game/objects/tr3/general/weapon_items_tr3.c). */
static void fire_rocket(Game *g)
{
    Lara *l = &g->lara;
    if (l->rocket.ammo <= 0 || Gun2_Ids(g)->rocket < 0)
        return;
    l->has_fired = true;
    int i;
    Item *rk = projectile_at(g, Gun2_Ids(g)->rocket, (Vec3i){ 0, 180, 72 }, &i);
    if (!rk)
        return;
    const Item *lara = Game_LaraItem(g);
    rk->rot.x = (int16_t)(l->left_arm.rot.x + lara->rot.x);
    rk->rot.y = (int16_t)(l->left_arm.rot.y + lara->rot.y);
    if (!l->left_arm.lock) {
        rk->rot.x = (int16_t)(rk->rot.x + l->torso_rot.x);
        rk->rot.y = (int16_t)(rk->rot.y + l->torso_rot.y);
    }
    rk->rot.z = 0;
    rk->speed = 16;
    Object_AddActive(g, i);
    rk->status = ITEM_STATUS_ACTIVE;
    l->rocket.ammo--;
    Gun2_ShotSound(g, LGT_ROCKET); /* only TR3 has a rocket launcher: its pitched blast */
    Gun2_ShotLooks(g, LGT_ROCKET, false);
    Smoke3_RocketBurst(g, i); /* TR3's sparks: nothing without its pool */
}

/* The game's blast under the M16's (MP5's) sound (GunRules.m16_blast). */
static void m16_blast(Game *g, bool running)
{
    if (g->rules->guns->m16_blast)
        g->rules->guns->m16_blast(g, running);
}

/* The M16's (MP5's) own sample, firing or stopping (GunRules). */
static void m16_sound(Game *g, bool stop)
{
    const struct GunRules *r = g->rules->guns;
    int sfx = stop ? r->m16_stop_sound : r->m16_fire_sound;
    if (sfx)
        Gun2_Sound(g, sfx);
}

/* One shot at the first frame of a recoil (on land, standing). */
static void fire_standing(Game *g, int type)
{
    switch (type) {
    case LGT_HARPOON: fire_harpoon(g); break;
    case LGT_GRENADE: fire_grenade(g); break;
    case LGT_ROCKET: fire_rocket(g); break;
    case LGT_M16:
        fire_m16(g);
        m16_blast(g, false);
        m16_sound(g, false);
        g->lara.m16_firing = true;
        break;
    default: fire_shotgun(g); break;
    }
}

/* ---- the model's states --------------------------------------------------- */

/* Aiming (standing or under water / running): reload, switch stance,
 * recoil when there is something to fire at, else lower. */
static void aiming(Game *g, Item *gun, bool under)
{
    Lara *l = &g->lara;
    bool action = (Game_Input(g) & INPUT_ACTION) != 0;
    l->m16_firing = false;
    bool wants = (action && l->target < 0) || l->left_arm.lock;
    if (l->harpoon_reload) {
        gun->goal_state = GUN2_S_RELOAD;
        l->harpoon_reload = false;
    } else if (!under) {
        gun->goal_state = wants ? GUN2_S_RECOIL : GUN2_S_UNAIM;
    } else {
        gun->goal_state = wants ? GUN2_S_URECOIL : GUN2_S_UUNAIM;
    }
}

static void recoil(Game *g, Item *gun, int type, bool under)
{
    Lara *l = &g->lara;
    bool action = (Game_Input(g) & INPUT_ACTION) != 0;
    if (rel_frame(g, gun) != 0) {
        if (l->m16_firing) {
            m16_blast(g, false);
            m16_sound(g, false);
        }
        else if (type == LGT_SHOTGUN && !action && !l->left_arm.lock)
            gun->goal_state = GUN2_S_UNAIM;
        return;
    }
    gun->goal_state = GUN2_S_UNAIM;
    if (!under && !l->harpoon_reload) {
        if (action) {
            if (l->target < 0 || l->left_arm.lock) {
                fire_standing(g, type);
                gun->goal_state = GUN2_S_RECOIL;
            }
        } else if (l->left_arm.lock) {
            gun->goal_state = GUN2_S_AIM;
        }
    }
    if (gun->goal_state != GUN2_S_RECOIL && l->m16_firing) {
        m16_blast(g, false);
        m16_sound(g, true);
        l->m16_firing = false;
    }
}

static void urecoil(Game *g, Item *gun, int type, bool under)
{
    Lara *l = &g->lara;
    bool action = (Game_Input(g) & INPUT_ACTION) != 0;
    if (rel_frame(g, gun) == 0) {
        gun->goal_state = GUN2_S_UUNAIM;
        if (under && !l->harpoon_reload) {
            if (action) {
                if (l->target < 0 || l->left_arm.lock) {
                    if (type == LGT_HARPOON)
                        fire_harpoon(g);
                    else
                        fire_m16(g);
                    gun->goal_state = GUN2_S_URECOIL;
                }
            } else if (l->left_arm.lock) {
                gun->goal_state = GUN2_S_UAIM;
            }
        }
    }
    if (type == LGT_M16 && gun->goal_state == GUN2_S_URECOIL) {
        m16_blast(g, true);
        m16_sound(g, false);
    }
}

static void rifle_animate(Game *g, int type)
{
    Lara *l = &g->lara;
    Item *gun = &l->gun_item;
    /* The M16 fires from the hip while she moves (the aim lock while
     * running); under water only the harpoon gun is out. */
    bool running = type == LGT_M16 && Game_LaraItem(g)->speed != 0;
    bool under = l->water_status == LWS_UNDERWATER || running;
    Gun2_TickLooks(g, type, true);
    switch (gun->current_state) {
    case GUN2_S_AIM:
        if (!l->harpoon_reload && under) {
            l->m16_firing = false;
            gun->goal_state = GUN2_S_UAIM;
        } else {
            aiming(g, gun, false);
        }
        break;
    case GUN2_S_UAIM:
        if (!l->harpoon_reload && !under) {
            l->m16_firing = false;
            gun->goal_state = GUN2_S_AIM;
        } else {
            aiming(g, gun, true);
        }
        break;
    case GUN2_S_RECOIL: recoil(g, gun, type, under); break;
    case GUN2_S_URECOIL: urecoil(g, gun, type, under); break;
    default: break;
    }
    animate_gun(g);
    arms_follow(g);
}

void Gun2_RifleControl(Game *g, int type)
{
    const GunWeapon *w = Gun_Weapon(g, type);
    Lara *l = &g->lara;
    if (!l->gun_item_on && !start_gun(g, type))
        return;
    if (Game_Input(g) & INPUT_ACTION)
        Gun_TargetInfo(g, w);
    else
        l->target = -1;
    if (l->target < 0)
        Gun2_GetNewTarget(g, w);
    Gun_AimWeapon(g, w, &l->left_arm);
    if (l->left_arm.lock) {
        l->head_rot.x = l->head_rot.y = 0;
        l->torso_rot.x = l->left_arm.rot.x;
        l->torso_rot.y = l->left_arm.rot.y;
    }
    rifle_animate(g, type);
    if (l->right_arm.flash_gun && (type == LGT_SHOTGUN || type == LGT_M16))
        Gun2_Flash(g, type);
}
