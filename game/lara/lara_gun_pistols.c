/* The two-handed weapons (pistols, magnums, uzis): both arms play frames of
 * the pistols object; each arm aims, recoils and fires on its own, so with a
 * target at the edge of the arc only one hand may shoot. */
#include "game/lara/lara_gun_internal.h"

static bool in_range(int frame, int lo, int hi)
{
    return frame >= lo && frame <= hi;
}

void Gun_PistolsDrawMeshes(Game *g, int type)
{
    int obj = Gun_WeaponObject(g, type);
    Gun_SwapMesh(g, LARA_MESH_HAND_R, obj);
    Gun_SwapMesh(g, LARA_MESH_THIGH_R, GUN_OBJ_LARA);
    if (Gun_PistolFrames(g, type)->one_handed)
        return;
    Gun_SwapMesh(g, LARA_MESH_HAND_L, obj);
    Gun_SwapMesh(g, LARA_MESH_THIGH_L, GUN_OBJ_LARA);
}

/* One gun goes back from the hand into its holster (a one-handed gun's
 * empty left hand only makes the sound, as the original). */
static void holster_one(Game *g, int type, int hand, int thigh)
{
    if (hand == LARA_MESH_HAND_R || !Gun_PistolFrames(g, type)->one_handed) {
        Gun_SwapMesh(g, hand, GUN_OBJ_LARA);
        Gun_SwapMesh(g, thigh, Gun_WeaponObject(g, type));
    }
    Gun_PlaySound(g, GUN_SFX_HOLSTER);
}

void Gun_PistolsDraw(Game *g, int type)
{
    const GunPistolFrames *f = Gun_PistolFrames(g, type);
    Lara *l = &g->lara;
    int frame = l->left_arm.frame_number + 1;
    if (!in_range(frame, f->undraw_start, f->recoil_start - 1)) {
        /* The draw runs the holster frames first (hand to the thigh)... */
        frame = f->undraw_start;
    } else if (frame == f->draw_start) {
        /* ...and the guns change hands where the two runs meet. */
        Gun_PistolsDrawMeshes(g, type);
        Gun_PlaySound(g, GUN_SFX_DRAW);
    } else if (frame == f->recoil_start - 1) {
        Gun_Ready(g, f->object >= 0 ? f->object : GUN_OBJ_PISTOLS);
        frame = GUN_F_AIM_START;
    }
    l->left_arm.frame_number = (int16_t)frame;
    l->right_arm.frame_number = (int16_t)frame;
}

/* One arm's step back towards the holster: a recoil drops to the end of the
 * aim, the aim lowers (bringing the arm's turn back in proportion), then the
 * draw frames play backwards with the gun leaving the hand half-way. */
static int undraw_arm(Game *g, int type, LaraArm *arm, int hand, int thigh)
{
    const GunPistolFrames *f = Gun_PistolFrames(g, type);
    int frame = arm->frame_number;
    if (in_range(frame, f->recoil_start, f->recoil_end)) {
        frame = f->aim_end;
    } else if (in_range(frame, GUN_F_AIM_BEND, f->aim_end)) {
        arm->rot.x = (int16_t)(arm->rot.x - arm->rot.x / frame);
        arm->rot.y = (int16_t)(arm->rot.y - arm->rot.y / frame);
        frame--;
    } else if (frame == GUN_F_AIM_START) {
        arm->rot = (Vec3s){ 0, 0, 0 };
        frame = f->recoil_start - 1;
    } else if (frame == f->draw_start) {
        holster_one(g, type, hand, thigh);
        frame--;
    } else if (in_range(frame, f->undraw_start + 1, f->recoil_start - 1)) {
        frame--;
    }
    arm->frame_number = (int16_t)frame;
    return frame;
}

void Gun_PistolsUndraw(Game *g, int type)
{
    const GunPistolFrames *f = Gun_PistolFrames(g, type);
    Lara *l = &g->lara;
    int fl = undraw_arm(g, type, &l->left_arm, LARA_MESH_HAND_L, LARA_MESH_THIGH_L);
    int fr = undraw_arm(g, type, &l->right_arm, LARA_MESH_HAND_R, LARA_MESH_THIGH_R);

    if (fl == f->undraw_start && fr == f->undraw_start) {
        l->left_arm.lock = l->right_arm.lock = false;
        l->left_arm.frame_number = GUN_F_AIM_START;
        l->right_arm.frame_number = GUN_F_AIM_START;
        l->gun_status = LGS_ARMLESS;
        l->target = -1;
    }

    /* Head and torso follow the lowering arms. */
    l->head_rot.x = (int16_t)((l->right_arm.rot.x + l->left_arm.rot.x) / 4);
    l->head_rot.y = (int16_t)((l->right_arm.rot.y + l->left_arm.rot.y) / 4);
    l->torso_rot.x = (int16_t)((l->right_arm.rot.x + l->left_arm.rot.x) / 4);
    l->torso_rot.y = (int16_t)((l->right_arm.rot.y + l->left_arm.rot.y) / 4);
}

/* One arm's animation while ready: it raises while locked on (or while
 * firing at nothing), fires at the end of the raise, recoils for the
 * weapon's recoil_frame ticks and is ready again; otherwise it lowers. */
static void animate_arm(Game *g, int type, LaraArm *arm)
{
    const GunWeapon *w = &Gun_Weapons[type];
    Lara *l = &g->lara;
    Item *item = Game_LaraItem(g);
    bool action = (Game_Input(g) & INPUT_ACTION) != 0;
    int frame = arm->frame_number;

    if (arm->lock || (action && l->target < 0)) {
        if (in_range(frame, GUN_F_AIM_START, GUN_F_AIM_EXTEND)) {
            frame++;
        } else if (frame == GUN_F_AIM_END && action) {
            int16_t angles[2] = { (int16_t)(arm->rot.y + item->rot.y), arm->rot.x };
            if (Gun_FireWeapon(g, type, l->target, angles)) {
                arm->flash_gun = w->flash_time;
                Gun_PlaySound(g, w->sample);
            }
            frame = GUN_F_RECOIL_START;
        } else if (in_range(frame, GUN_F_RECOIL_START, GUN_F_RECOIL_END)) {
            frame++;
            if (frame == GUN_F_RECOIL_START + w->recoil_frame)
                frame = GUN_F_AIM_END;
        }
    } else if (in_range(frame, GUN_F_RECOIL_START, GUN_F_RECOIL_END)) {
        frame = GUN_F_AIM_END;
    } else if (in_range(frame, GUN_F_AIM_BEND, GUN_F_AIM_END)) {
        frame--;
    }
    arm->frame_number = (int16_t)frame;
}

void Gun_PistolsControl(Game *g, int type)
{
    const GunWeapon *w = &Gun_Weapons[type];
    Lara *l = &g->lara;

    Gun_GetNewTarget(g, w);
    Gun_AimWeapon(g, w, &l->left_arm);
    Gun_AimWeapon(g, w, &l->right_arm);

    /* Torso (and head, unless Lara is looking around) turn half-way
     * towards the arm(s) on target. */
    bool head = g->camera.type != CAM_LOOK;
    int32_t x, y;
    bool turn = true;
    if (l->left_arm.lock && !l->right_arm.lock) {
        x = l->left_arm.rot.x / 2;
        y = l->left_arm.rot.y / 2;
    } else if (!l->left_arm.lock && l->right_arm.lock) {
        x = l->right_arm.rot.x / 2;
        y = l->right_arm.rot.y / 2;
    } else if (l->left_arm.lock && l->right_arm.lock) {
        x = (l->right_arm.rot.x + l->left_arm.rot.x) / 4;
        y = (l->right_arm.rot.y + l->left_arm.rot.y) / 4;
    } else {
        turn = false;
        x = y = 0;
    }
    if (turn) {
        if (head) {
            l->head_rot.x = (int16_t)x;
            l->head_rot.y = (int16_t)y;
        }
        l->torso_rot.x = (int16_t)x;
        l->torso_rot.y = (int16_t)y;
    }

    /* The right arm first: the order decides which hand's shot draws the
     * random numbers first. */
    animate_arm(g, type, &l->right_arm);
    animate_arm(g, type, &l->left_arm);
}
