/* Targets and shots: the weapon table, the choice of target among the
 * active items, the angles to it and the arms' locks, the arms' aim, one
 * shot (spread, hit test against the target's bounding spheres, damage or
 * ricochet). Line of sight: the camera's Los_Check (the original shares
 * one routine). */
#include "game/lara/lara_gun_internal.h"

#include "engine/math/matrix.h"
#include "game/camera/camera.h"
#include "game/camera/los.h"
#include "game/collide/collide.h"
#include "game/creature/creature.h"

#include <stdlib.h>
#include <string.h>

/* The arcs (yaw min, yaw max, pitch min, pitch max) of the two-handed
 * weapons and of the shotgun. */
#define PISTOL_LOCK { -60 * GUN_DEG, 60 * GUN_DEG, -60 * GUN_DEG, 60 * GUN_DEG }
#define PISTOL_LARM { -170 * GUN_DEG, 60 * GUN_DEG, -80 * GUN_DEG, 80 * GUN_DEG }
#define PISTOL_RARM { -60 * GUN_DEG, 170 * GUN_DEG, -80 * GUN_DEG, 80 * GUN_DEG }
#define SHOTGUN_LOCK { -60 * GUN_DEG, 60 * GUN_DEG, -55 * GUN_DEG, 55 * GUN_DEG }
#define SHOTGUN_ARM { -80 * GUN_DEG, 80 * GUN_DEG, -65 * GUN_DEG, 65 * GUN_DEG }

const GunWeapon Gun_Weapons[LGT_COUNT] = {
    [LGT_UNARMED] = { .sample = GUN_SFX_LARA_NO },
    [LGT_PISTOLS] = {
        .lock_angles = PISTOL_LOCK, .left_angles = PISTOL_LARM, .right_angles = PISTOL_RARM,
        .aim_speed = 10 * GUN_DEG, .shot_accuracy = 8 * GUN_DEG, .gun_height = 650,
        .damage = 1, .target_dist = 8 * WALL_SIZE, .recoil_frame = 9, .flash_time = 3,
        .sample = GUN_SFX_PISTOLS,
    },
    [LGT_MAGNUMS] = {
        .lock_angles = PISTOL_LOCK, .left_angles = PISTOL_LARM, .right_angles = PISTOL_RARM,
        .aim_speed = 10 * GUN_DEG, .shot_accuracy = 8 * GUN_DEG, .gun_height = 650,
        .damage = 2, .target_dist = 8 * WALL_SIZE, .recoil_frame = 9, .flash_time = 3,
        .sample = GUN_SFX_MAGNUMS,
    },
    [LGT_UZIS] = {
        .lock_angles = PISTOL_LOCK, .left_angles = PISTOL_LARM, .right_angles = PISTOL_RARM,
        .aim_speed = 10 * GUN_DEG, .shot_accuracy = 8 * GUN_DEG, .gun_height = 650,
        .damage = 1, .target_dist = 8 * WALL_SIZE, .recoil_frame = 3, .flash_time = 2,
        .sample = GUN_SFX_UZIS,
    },
    [LGT_SHOTGUN] = {
        .lock_angles = SHOTGUN_LOCK, .left_angles = SHOTGUN_ARM, .right_angles = SHOTGUN_ARM,
        .aim_speed = 10 * GUN_DEG, .shot_accuracy = 0, .gun_height = 500,
        .damage = 4, .target_dist = 8 * WALL_SIZE, .recoil_frame = 9, .flash_time = 3,
        .sample = GUN_SFX_SHOTGUN,
    },
};

/* Shots and target search start this far above Lara's feet. */
#define GUN_EYE_HEIGHT 650

/* Object ids of the creatures that cry out when hit (TR1). */
enum {
    OBJ_WOLF = 7,
    OBJ_BEAR = 8,
    OBJ_LION = 12,
    OBJ_LIONESS = 13,
    OBJ_RAT = 16,
    OBJ_SKATEKID = 30,
    OBJ_TORSO = 34,
};

/* ---- targets ------------------------------------------------------------- */

static const Model *item_model(const Level *lv, const Item *it)
{
    if (it->model < 0 || (uint32_t)it->model >= lv->num_models)
        return NULL;
    return &lv->models[it->model];
}

/* Where Lara aims at an item: the middle of its bounding box, a third of
 * the way down from its top. */
void Gun_TargetPoint(Game *g, const Item *it, GameVec *out)
{
    AnimFrame f;
    Coll_GetBestFrame(g->lv, it, &f); /* zeroed when it has none */
    const BoundingBox *b = &f.bbox;
    int32_t x = (b->min_x + b->max_x) / 2;
    int32_t y = (b->max_y - b->min_y) / 3 + b->min_y;
    int32_t z = (b->min_z + b->max_z) / 2;
    int32_t c = Math_Cos(it->rot.y), s = Math_Sin(it->rot.y);
    out->x = it->pos.x + ((c * x + s * z) >> W2V_SHIFT);
    out->y = it->pos.y + y;
    out->z = it->pos.z + ((c * z - s * x) >> W2V_SHIFT);
    out->room = it->room;
}

static GameVec lara_eye(const Item *lara)
{
    return (GameVec){ lara->pos.x, lara->pos.y - GUN_EYE_HEIGHT, lara->pos.z, lara->room };
}

static bool inside(const int16_t arc[4], const int16_t ang[2])
{
    return ang[0] >= arc[0] && ang[0] <= arc[1] && ang[1] >= arc[2] && ang[1] <= arc[3];
}

/* Angles to the current target and the arms' locks: both lock when it is
 * inside the weapon's lock arc and in sight; outside it an arm keeps its
 * lock while the target stays inside that arm's own (wider) arc. */
void Gun_TargetInfo(Game *g, const GunWeapon *w)
{
    Lara *l = &g->lara;
    if (l->target < 0) {
        l->left_arm.lock = l->right_arm.lock = false;
        l->target_angles[0] = l->target_angles[1] = 0;
        return;
    }
    Item *lara = Game_LaraItem(g);
    GameVec src = lara_eye(lara), dst;
    Gun_TargetPoint(g, &g->sim->items[l->target], &dst);
    int16_t ang[2];
    Camera_VectorAngles(dst.x - src.x, dst.y - src.y, dst.z - src.z, ang);
    ang[0] = (int16_t)(ang[0] - lara->rot.y);
    ang[1] = (int16_t)(ang[1] - lara->rot.x);

    if (Los_Check(&g->world, &src, &dst)) {
        if (inside(w->lock_angles, ang)) {
            l->left_arm.lock = l->right_arm.lock = true;
        } else {
            if (l->left_arm.lock && !inside(w->left_angles, ang))
                l->left_arm.lock = false;
            if (l->right_arm.lock && !inside(w->right_angles, ang))
                l->right_arm.lock = false;
        }
    } else {
        l->left_arm.lock = l->right_arm.lock = false;
    }
    l->target_angles[0] = ang[0];
    l->target_angles[1] = ang[1];
}

void Gun_GetNewTarget(Game *g, const GunWeapon *w)
{
    Lara *l = &g->lara;
    Item *lara = Game_LaraItem(g);
    bool action = (Game_Input(g) & INPUT_ACTION) != 0;

    /* The original keeps its target for as long as the action key is held
     * (even once it is dead or out of sight); otherwise it takes the
     * candidate nearest straight ahead, afresh every tick. The candidate
     * search runs either way (its line-of-sight tests touch the world's
     * last-query fields). */
    if (!action)
        l->target = -1;

    GameVec src = lara_eye(lara);
    int best = -1;
    int16_t best_yaw = 0x7FFF;
    int32_t max = w->target_dist;
    /* The original's active-item list, in list order (ties go to the
     * first found). */
    for (int i = g->sim->next_active; i != ITEM_NONE; i = g->sim->items[i].next_active) {
        Item *it = &g->sim->items[i];
        if (i == g->sim->lara || it->hit_points <= 0)
            continue;
        int32_t x = it->pos.x - src.x, y = it->pos.y - src.y, z = it->pos.z - src.z;
        if (abs(x) > max || abs(y) > max || abs(z) > max)
            continue;
        if (x * x + y * y + z * z >= max * max)
            continue;
        GameVec dst;
        Gun_TargetPoint(g, it, &dst);
        if (!Los_Check(&g->world, &src, &dst))
            continue;
        int16_t ang[2];
        Camera_VectorAngles(dst.x - src.x, dst.y - src.y, dst.z - src.z, ang);
        ang[0] = (int16_t)(ang[0] - (l->torso_rot.y + lara->rot.y));
        ang[1] = (int16_t)(ang[1] - (l->torso_rot.x + lara->rot.x));
        if (inside(w->lock_angles, ang)) {
            int16_t yaw = (int16_t)abs(ang[0]);
            if (yaw < best_yaw) {
                best_yaw = yaw;
                best = i;
            }
        }
    }

    if (!(action && l->target >= 0))
        l->target = best;
    Gun_TargetInfo(g, w);
}

void Gun_AimWeapon(Game *g, const GunWeapon *w, LaraArm *arm)
{
    int16_t speed = w->aim_speed;
    int16_t dest_y = 0, dest_x = 0;
    if (arm->lock) {
        dest_y = g->lara.target_angles[0];
        dest_x = g->lara.target_angles[1];
    }
    /* Within one step of the goal: snap to it; else one step towards it. */
    int16_t cur = arm->rot.y;
    if (cur >= dest_y - speed && cur <= speed + dest_y)
        cur = dest_y;
    else if (cur < dest_y)
        cur = (int16_t)(cur + speed);
    else
        cur = (int16_t)(cur - speed);
    arm->rot.y = cur;

    cur = arm->rot.x;
    if (cur >= dest_x - speed && cur <= speed + dest_x)
        cur = dest_x;
    else if (cur < dest_x)
        cur = (int16_t)(cur + speed);
    else
        cur = (int16_t)(cur - speed);
    arm->rot.x = cur;
    arm->rot.z = 0;
}

/* ---- one shot ------------------------------------------------------------ */

/* The target's bounding spheres (one per mesh) in the shot's view space:
 * x right, y down, z along the shot. The original's GetSpheres with the
 * shot's view matrix. */
int Gun_ViewSpheres(Game *g, const Item *it, const Mat34 *view, const int16_t *extra,
                    int32_t (*out)[4], int cap)
{
    const Model *m = item_model(g->lv, it);
    AnimFrame f;
    if (!m || m->num_meshes == 0 || !Coll_GetBestFrame(g->lv, it, &f))
        return 0;
    MatStack st;
    MatStack_Init(&st, view);
    Mat34 *top = MatStack_Top(&st);
    /* Item position relative to the shot origin (kept in the view's
     * translation), rotated into the view. */
    int32_t d[3] = { it->pos.x, it->pos.y, it->pos.z };
    for (int r = 0; r < 3; r++) {
        int64_t dx = d[0] - (view->t[0] >> W2V_SHIFT);
        int64_t dy = d[1] - (view->t[1] >> W2V_SHIFT);
        int64_t dz = d[2] - (view->t[2] >> W2V_SHIFT);
        top->t[r] = top->m[r][0] * dx + top->m[r][1] * dy + top->m[r][2] * dz;
    }
    MatStack_RotYXZ(&st, it->rot.y, it->rot.x, it->rot.z);
    MatStack_Translate(&st, f.offset.x, f.offset.y, f.offset.z);
    MatStack_RotYXZ(&st, f.rot[0][1], f.rot[0][0], f.rot[0][2]);

    int n = MIN((int)m->num_meshes, cap);
    for (int i = 0; i < n; i++) {
        /* Bones the tree marks turn further by the creature's own head /
         * neck angles. */
        if (i > 0)
            Anim_TreeJoint(g->lv, m, i, &f, &st, &extra);
        const Mesh *mesh = Level_MeshAt(g->lv, (uint32_t)m->start_mesh + (uint32_t)i);
        Mat34 c = *MatStack_Top(&st);
        int32_t cx = mesh ? mesh->centre.x : 0, cy = mesh ? mesh->centre.y : 0;
        int32_t cz = mesh ? mesh->centre.z : 0;
        Mat34_TranslateRel(&c, cx, cy, cz);
        out[i][0] = (int32_t)(c.t[0] >> W2V_SHIFT);
        out[i][1] = (int32_t)(c.t[1] >> W2V_SHIFT);
        out[i][2] = (int32_t)(c.t[2] >> W2V_SHIFT);
        out[i][3] = mesh ? mesh->coll_radius : 0;
    }
    return n;
}

/* A missed shot ends in a ricochet where it meets the world (the effect
 * takes one number of the draw stream for its first frame and plays the
 * ricochet sound there). */
static void ricochet(Game *g, const GameVec *at)
{
    Effect_Ricochet(g, at);
}

static void hit_target(Game *g, Item *it, const GameVec *at, int damage)
{
    Creature_CountKill(g, it, damage);
    /* Hit points never go below zero (the reference's rule); things that
     * cannot be targeted keep theirs. */
    if (it->hit_points != ITEM_DONT_TARGET) {
        int hp = it->hit_points - damage;
        it->hit_points = (int16_t)(hp < 0 ? 0 : hp);
        it->hit_status = true;
    }
    Effect_Blood(g, at->x, at->y, at->z, it->speed, it->rot.y, it->room);
    if (it->hit_points > 0) {
        int sfx = -1;
        switch (it->object_id) {
        case OBJ_WOLF: sfx = GUN_SFX_WOLF_HURT; break;
        case OBJ_BEAR: sfx = GUN_SFX_BEAR_HURT; break;
        case OBJ_LION:
        case OBJ_LIONESS: sfx = GUN_SFX_LION_HURT; break;
        case OBJ_RAT: sfx = GUN_SFX_RAT_CHIRP; break;
        case OBJ_SKATEKID: sfx = GUN_SFX_SKATEKID_HIT; break;
        case OBJ_TORSO: sfx = GUN_SFX_TORSO_HIT; break;
        default: break;
        }
        if (sfx >= 0 && g->sim->events.sound)
            g->sim->events.sound(g->sim->events.user, it, sfx);
    }
}

static LaraAmmo *ammo_of(Lara *l, int type)
{
    switch (type) {
    case LGT_MAGNUMS: return &l->magnums;
    case LGT_UZIS: return &l->uzis;
    case LGT_SHOTGUN: return &l->shotgun;
    default: return &l->pistols;
    }
}

int Gun_FireWeapon(Game *g, int type, int target, const int16_t angles[2])
{
    const GunWeapon *w = &Gun_Weapons[type];
    Lara *l = &g->lara;
    Item *src = Game_LaraItem(g);
    LaraAmmo *ammo = ammo_of(l, type);

    /* The pistols never run out. */
    if (ammo == &l->pistols)
        ammo->ammo = 1000;
    if (ammo->ammo <= 0) {
        ammo->ammo = 0;
        Gun_PlaySound(g, GUN_SFX_EMPTY);
        if (l->has_pistols)
            l->request_gun_type = LGT_PISTOLS;
        return 0;
    }
    ammo->ammo--;

    /* The shot's direction: pitch spread first, then yaw. */
    int32_t view_x = src->pos.x, view_y = src->pos.y - w->gun_height, view_z = src->pos.z;
    int32_t r1 = Prng_Control(&g->sim->prng);
    int16_t pitch = (int16_t)(angles[1] + (w->shot_accuracy * (r1 - ANGLE_90)) / 65536);
    int32_t r2 = Prng_Control(&g->sim->prng);
    int16_t yaw = (int16_t)(angles[0] + (w->shot_accuracy * (r2 - ANGLE_90)) / 65536);

    /* The original's world-to-view matrix for (pitch, yaw, roll 0); its
     * third row is the shot's direction, 14-bit. */
    int32_t sx = Math_Sin(pitch), cx = Math_Cos(pitch);
    int32_t sy = Math_Sin(yaw), cy = Math_Cos(yaw);
    Mat34 view;
    view.m[0][0] = cy;
    view.m[0][1] = 0;
    view.m[0][2] = -sy;
    view.m[1][0] = (sx * sy) >> W2V_SHIFT;
    view.m[1][1] = cx;
    view.m[1][2] = (sx * cy) >> W2V_SHIFT;
    view.m[2][0] = (cx * sy) >> W2V_SHIFT;
    view.m[2][1] = -sx;
    view.m[2][2] = (cx * cy) >> W2V_SHIFT;
    view.t[0] = (int64_t)view_x * FIXED_ONE;
    view.t[1] = (int64_t)view_y * FIXED_ONE;
    view.t[2] = (int64_t)view_z * FIXED_ONE;

    int32_t spheres[ANIM_MAX_MESHES][4];
    /* A creature's head turns move the meshes its bones carry. */
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

    GameVec from = { view_x, view_y, view_z, src->room };
    if (best >= 0) {
        ammo->hit++;
        GameVec at = {
            view_x + (int32_t)(((int64_t)best_dist * view.m[2][0]) >> W2V_SHIFT),
            view_y + (int32_t)(((int64_t)best_dist * view.m[2][1]) >> W2V_SHIFT),
            view_z + (int32_t)(((int64_t)best_dist * view.m[2][2]) >> W2V_SHIFT),
            src->room,
        };
        hit_target(g, &g->sim->items[target], &at, w->damage);
        return 1;
    }

    /* A miss flies 16384 units (the direction row, unscaled) or until the
     * world stops it. */
    ammo->miss++;
    GameVec to = { from.x + view.m[2][0], from.y + view.m[2][1], from.z + view.m[2][2], from.room };
    Los_Check(&g->world, &from, &to);
    ricochet(g, &to);
    return -1;
}
