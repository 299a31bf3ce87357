/* TR2's targets and shots, and its two-handed guns' firing: the target is
 * the creature (one with an AI slot) nearest straight ahead, preferring the
 * nearer of two within 15 degrees of each other, kept while the action key
 * is held; a shot that misses flies the weapon's range and ricochets only
 * where a wall stops it; the uzis' sound runs while a hand keeps firing.
 * Facts from the original (TRX src/tr2/game/gun/gun_misc.c, gun_pistols.c). */
#include "game/lara/lara_gun_tr2.h"

#include <stdlib.h>

#include "game/camera/camera.h"
#include "game/camera/los.h"
#include "game/creature/creature.h"
#include "game/creature/lot.h"
#include "game/objects/tr2/creatures/tr2_creatures.h"

#define NEAR_ANGLE (15 * GUN_DEG)

/* Lara's eye for targets: 650 above her feet. */
static GameVec eye(const Item *lara)
{
    return (GameVec){ lara->pos.x, lara->pos.y - 650, lara->pos.z, lara->room };
}

void Gun2_GetNewTarget(Game *g, const GunWeapon *w)
{
    Lara *l = &g->lara;
    Item *lara = Game_LaraItem(g);
    GameVec src = eye(lara);
    int16_t best_yaw = 0x7FFF;
    int32_t best_dist = 0x7FFFFFFF;
    int best = -1;
    int32_t max = w->target_dist;
    for (int s = 0; g->creatures && s < LOT_SLOTS; s++) {
        int i = g->creatures->slot[s].item;
        if (i < 0 || (uint32_t)i >= g->sim->num_items)
            continue;
        Item *it = &g->sim->items[i];
        if (it->hit_points <= 0)
            continue;
        int32_t x = it->pos.x - src.x, y = it->pos.y - src.y, z = it->pos.z - src.z;
        if (abs(x) > max || abs(y) > max || abs(z) > max)
            continue;
        int32_t dist = x * x + y * y + z * z;
        if (dist >= max * max)
            continue;
        GameVec dst;
        Gun_TargetPoint(g, it, &dst);
        if (!Los_Check(&g->world, &src, &dst))
            continue;
        int16_t ang[2];
        Camera_VectorAngles(dst.x - src.x, dst.y - src.y, dst.z - src.z, ang);
        ang[0] = (int16_t)(ang[0] - (l->torso_rot.y + lara->rot.y));
        ang[1] = (int16_t)(ang[1] - (l->torso_rot.x + lara->rot.x));
        if (ang[0] < w->lock_angles[0] || ang[0] > w->lock_angles[1] ||
            ang[1] < w->lock_angles[2] || ang[1] > w->lock_angles[3])
            continue;
        int16_t yaw = (int16_t)abs(ang[0]);
        if (yaw < best_yaw + NEAR_ANGLE && dist < best_dist) {
            best_dist = dist;
            best_yaw = yaw;
            best = i;
        }
    }
    l->target = best;
    Gun_TargetInfo(g, w);
}

void Gun2_HitTarget(Game *g, Item *it, const GameVec *at, int damage)
{
    const ObjectInfo *o = Object_Info(g, it->object_id);
    Vec3i where = at ? (Vec3i){ at->x, at->y, at->z } : it->pos;
    if (o->deflects && o->deflects(g, (int)(it - g->sim->items), at ? &where : NULL))
        return;
    Creature_CountKill(g, it, damage);
    if (it->hit_points != ITEM_DONT_TARGET) {
        int hp = it->hit_points - damage;
        it->hit_points = (int16_t)(hp < 0 ? 0 : hp);
        it->hit_status = true;
    }
    if (at)
        Effect_Blood(g, at->x, at->y, at->z, it->speed, it->rot.y, it->room);
    /* TR3's creatures remember who hurt them (the others never read it). */
    CreatureInfo *c = Creature_Info(g, (int)(it - g->sim->items));
    if (c)
        c->hurt_by_lara = true;
    /* A monk she hurts may turn the monks against her. */
    Tr2Monk_HitByLara(g, (int)(it - g->sim->items), damage);
}

void Gun_HitTarget(Game *g, Item *it, int damage) { Gun2_HitTarget(g, it, NULL, damage); }

/* The shot's view matrix (the original's W2V for pitch, yaw): its third
 * row is the shot's direction. */
static void shot_view(int16_t pitch, int16_t yaw, int32_t x, int32_t y, int32_t z, Mat34 *v)
{
    int32_t sx = Math_Sin(pitch), cx = Math_Cos(pitch);
    int32_t sy = Math_Sin(yaw), cy = Math_Cos(yaw);
    v->m[0][0] = cy;
    v->m[0][1] = 0;
    v->m[0][2] = -sy;
    v->m[1][0] = (sx * sy) >> W2V_SHIFT;
    v->m[1][1] = cx;
    v->m[1][2] = (sx * cy) >> W2V_SHIFT;
    v->m[2][0] = (cx * sy) >> W2V_SHIFT;
    v->m[2][1] = -sx;
    v->m[2][2] = (cx * cy) >> W2V_SHIFT;
    v->t[0] = (int64_t)x * FIXED_ONE;
    v->t[1] = (int64_t)y * FIXED_ONE;
    v->t[2] = (int64_t)z * FIXED_ONE;
}

static GameVec along(const GameVec *from, const Mat34 *v, int32_t dist)
{
    return (GameVec){
        from->x + (int32_t)(((int64_t)dist * v->m[2][0]) >> W2V_SHIFT),
        from->y + (int32_t)(((int64_t)dist * v->m[2][1]) >> W2V_SHIFT),
        from->z + (int32_t)(((int64_t)dist * v->m[2][2]) >> W2V_SHIFT),
        from->room,
    };
}

/* A smashable on the shot's line breaks (the game's rule; TR3's). */
static int shot_smash(Game *g, const GameVec *from, const GameVec *to)
{
    if (!g->rules->shot_smash)
        return SHOT_SMASH_NONE;
    Vec3i a = { from->x, from->y, from->z }, b = { to->x, to->y, to->z };
    return g->rules->shot_smash(g, a, from->room, b, to->room);
}

int Gun2_FireWeapon(Game *g, int type, int target, const int16_t angles[2])
{
    const GunWeapon *w = Gun_Weapon(g, type);
    Lara *l = &g->lara;
    Item *src = Game_LaraItem(g);
    LaraAmmo *ammo = Gun2_Ammo(l, type);
    if (!ammo)
        return 0;
    /* The pistols never run out. */
    if (ammo == &l->pistols)
        ammo->ammo = 1000;
    if (ammo->ammo <= 0) {
        ammo->ammo = 0;
        return 0;
    }
    ammo->ammo--;
    l->has_fired = true;

    GameVec from = { src->pos.x, src->pos.y - w->gun_height, src->pos.z, src->room };
    /* Pitch spread first, then yaw: the order of the draws. */
    int32_t r1 = Prng_Control(&g->sim->prng);
    int16_t pitch = (int16_t)(angles[1] + (w->shot_accuracy * (r1 - ANGLE_90)) / 65536);
    int32_t r2 = Prng_Control(&g->sim->prng);
    int16_t yaw = (int16_t)(angles[0] + (w->shot_accuracy * (r2 - ANGLE_90)) / 65536);
    Mat34 view;
    shot_view(pitch, yaw, from.x, from.y, from.z, &view);

    int32_t spheres[ANIM_MAX_MESHES][4];
    const Item *tgt = target >= 0 ? &g->sim->items[target] : NULL;
    int num = tgt ? Gun_ViewSpheres(g, tgt, &view, Creature_ExtraRotation(tgt), spheres,
                                    ANIM_MAX_MESHES)
                  : 0;
    int best = -1;
    int32_t best_dist = 0x7FFFFFFF;
    for (int i = 0; i < num; i++) {
        const int32_t *s = spheres[i];
        int32_t r = s[3];
        if (abs(s[0]) < r && abs(s[1]) < r && s[2] > r && s[0] * s[0] + s[1] * s[1] <= r * r &&
            s[2] - r < best_dist) {
            best_dist = s[2] - r;
            best = i;
        }
    }
    if (best < 0) {
        /* A miss flies the weapon's range; where the world stops it first
         * it ricochets. */
        ammo->miss++;
        GameVec to = along(&from, &view, w->target_dist);
        bool clear = Los_Check(&g->world, &from, &to);
        int met = shot_smash(g, &from, &to);
        if ((met == SHOT_SMASH_NONE && !clear) || met == SHOT_SMASH_RICOCHET)
            Effect_Ricochet(g, &to);
        return -1;
    }
    ammo->hit++;
    GameVec at = along(&from, &view, best_dist);
    shot_smash(g, &from, &at);
    Gun2_HitTarget(g, &g->sim->items[target], &at, w->damage);
    return 1;
}

/* ---- pistols, automatic pistols, uzis ----------------------------------- */

static bool in_range(int f, int lo, int hi) { return f >= lo && f <= hi; }

/* One hand: raises while locked on (or firing at nothing), fires at the top
 * of the raise, recoils recoil_frame ticks; otherwise lowers. The uzis'
 * sound runs while the hand recoils and stops with the stop sound. A
 * one-handed gun's right arm (TR3's Desert Eagle) keeps the rhythm without
 * firing: the left arm's shot, aimed by the left arm, flashes at the right
 * hand that holds the gun. */
static void animate_arm(Game *g, int type, LaraArm *arm, bool *uzi, bool *sound_done)
{
    const GunWeapon *w = Gun_Weapon(g, type);
    const GunPistolFrames *fr = Gun_PistolFrames(g, type);
    Lara *l = &g->lara;
    Item *lara = Game_LaraItem(g);
    bool action = (Game_Input(g) & INPUT_ACTION) != 0;
    bool fires = !fr->one_handed || arm == &l->left_arm;
    LaraArm *flash = fr->one_handed ? &l->right_arm : arm;
    int f = arm->frame_number;
    if (!arm->lock && (!action || l->target >= 0)) {
        if (in_range(f, fr->recoil_start, fr->recoil_end))
            f = fr->aim_end;
        else if (in_range(f, GUN_F_AIM_BEND, fr->aim_end))
            f--;
        if (*uzi) {
            Gun2_Sound(g, w->sample + 1);
            *uzi = false;
        }
    } else if (in_range(f, GUN_F_AIM_START, fr->aim_end - 1)) {
        f++;
    } else if (f == fr->aim_end) {
        if (action) {
            int16_t ang[2] = { (int16_t)(arm->rot.y + lara->rot.y), arm->rot.x };
            if (fires && Gun2_FireWeapon(g, type, l->target, ang)) {
                flash->flash_gun = w->flash_time;
                Gun2_ShotLooks(g, type, flash == &l->left_arm);
                if (!*sound_done) {
                    Gun2_ShotSound(g, type);
                    Gun2_Sound(g, w->sample);
                }
                *sound_done = true;
                if (type == LGT_UZIS)
                    *uzi = true;
            }
            f = fr->recoil_start;
        } else if (*uzi) {
            Gun2_Sound(g, w->sample + 1);
            *uzi = false;
        }
    } else if (f >= fr->recoil_start) {
        f++;
        if (f == fr->recoil_start + w->recoil_frame)
            f = fr->aim_end;
        if (type == LGT_UZIS) {
            Gun2_Sound(g, w->sample);
            *uzi = true;
        }
    }
    arm->frame_number = (int16_t)f;
}

/* A gun flash lights the world for the flash's ticks: a light 1024 ahead
 * of Lara, 512 up (intensity 12, fall-off 11, as the original). */
void Gun2_FlashLight(Game *g)
{
    Item *lara = Game_LaraItem(g);
    int32_t c = Math_Cos(lara->rot.y), s = Math_Sin(lara->rot.y);
    Vec3i p = { lara->pos.x + (s >> (W2V_SHIFT - 10)), lara->pos.y - 512,
                lara->pos.z + (c >> (W2V_SHIFT - 10)) };
    Gun_AddLight(&g->lights, p, lara->room, 12, 11);
}

/* TR3's Desert Eagle when ready (tomb3 lara1gun.cpp RifleHandler with
 * lara2gun.cpp AnimatePistols): the left arm alone aims, her torso turns
 * all the way with it and her head looks straight while it is on target
 * (as the rifle-type guns, lara_gun_tr2_rifle.c);
 * both arms play the gun's frames. */
static void one_handed(Game *g, int type)
{
    Lara *l = &g->lara;
    if (l->left_arm.lock) {
        l->head_rot.x = l->head_rot.y = 0;
        l->torso_rot.x = l->left_arm.rot.x;
        l->torso_rot.y = l->left_arm.rot.y;
    }
    bool sound_done = false;
    Gun2_TickLooks(g, type, false);
    animate_arm(g, type, &l->right_arm, &l->uzi_right, &sound_done);
    animate_arm(g, type, &l->left_arm, &l->uzi_left, &sound_done);
    if (l->right_arm.flash_gun)
        Gun2_Flash(g, type);
}

void Gun2_ShotLooks(Game *g, int type, bool left)
{
    if (g->rules->guns->shot_looks)
        g->rules->guns->shot_looks(g, type, left);
}

void Gun2_ShotSound(Game *g, int type)
{
    if (g->rules->guns->shot_sound)
        g->rules->guns->shot_sound(g, type);
}

void Gun2_TickLooks(Game *g, int type, bool rifle)
{
    if (g->rules->guns->tick_looks)
        g->rules->guns->tick_looks(g, type, rifle);
}

void Gun2_Flash(Game *g, int type)
{
    if (g->rules->guns->flash_light)
        g->rules->guns->flash_light(g, type);
    else
        Gun2_FlashLight(g);
}

void Gun2_PistolsControl(Game *g, int type)
{
    const GunWeapon *w = Gun_Weapon(g, type);
    Lara *l = &g->lara;
    if (Game_Input(g) & INPUT_ACTION)
        Gun_TargetInfo(g, w);
    else
        l->target = -1;
    if (l->target < 0)
        Gun2_GetNewTarget(g, w);
    Gun_AimWeapon(g, w, &l->left_arm);
    if (Gun_PistolFrames(g, type)->one_handed) {
        one_handed(g, type);
        return;
    }
    Gun_AimWeapon(g, w, &l->right_arm);

    int32_t x = 0, y = 0;
    bool turn = true;
    if (l->left_arm.lock && !l->right_arm.lock) {
        x = l->left_arm.rot.x / 2;
        y = l->left_arm.rot.y / 2;
    } else if (!l->left_arm.lock && l->right_arm.lock) {
        x = l->right_arm.rot.x / 2;
        y = l->right_arm.rot.y / 2;
    } else if (l->right_arm.lock) {
        x = (l->right_arm.rot.x + l->left_arm.rot.x) / 4;
        y = (l->right_arm.rot.y + l->left_arm.rot.y) / 4;
    } else {
        turn = false;
    }
    if (turn) {
        l->head_rot.x = l->torso_rot.x = (int16_t)x;
        l->head_rot.y = l->torso_rot.y = (int16_t)y;
    }

    /* The right hand first; one firing sound for both hands a tick. */
    bool sound_done = false;
    Gun2_TickLooks(g, type, false);
    animate_arm(g, type, &l->right_arm, &l->uzi_right, &sound_done);
    animate_arm(g, type, &l->left_arm, &l->uzi_left, &sound_done);
    if (l->left_arm.flash_gun || l->right_arm.flash_gun)
        Gun2_Flash(g, type);
}
