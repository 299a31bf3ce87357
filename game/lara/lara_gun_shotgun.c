/* The shotgun: both arms play the same frames of the shotgun object (the
 * left arm's frame counts for both), the left arm alone aims, and a shot is
 * six pellets, each spread by two control-stream numbers of its own before
 * the usual per-shot spread. */
#include "game/lara/lara_gun_internal.h"

static bool in_range(int frame, int lo, int hi)
{
    return frame >= lo && frame <= hi;
}

static void set_frame(Lara *l, int frame)
{
    l->left_arm.frame_number = (int16_t)frame;
    l->right_arm.frame_number = (int16_t)frame;
}

/* In hand: both hands hold the gun, the back is bare. */
void Gun_ShotgunDrawMeshes(Game *g)
{
    Gun_SwapMesh(g, LARA_MESH_HAND_L, GUN_OBJ_SHOTGUN);
    Gun_SwapMesh(g, LARA_MESH_HAND_R, GUN_OBJ_SHOTGUN);
    Gun_SwapMesh(g, LARA_MESH_TORSO, GUN_OBJ_LARA);
}

/* Holstered: the gun hangs on her back. */
static void undraw_meshes(Game *g)
{
    Gun_SwapMesh(g, LARA_MESH_HAND_L, GUN_OBJ_LARA);
    Gun_SwapMesh(g, LARA_MESH_HAND_R, GUN_OBJ_LARA);
    Gun_SwapMesh(g, LARA_MESH_TORSO, GUN_OBJ_SHOTGUN);
}

void Gun_ShotgunDraw(Game *g)
{
    Lara *l = &g->lara;
    int frame = l->left_arm.frame_number + 1;
    if (!in_range(frame, SG_F_DRAW_START, SG_F_RECOIL_START)) {
        frame = SG_F_DRAW_START;
    } else if (frame == SG_F_DRAW_SFX) {
        Gun_ShotgunDrawMeshes(g);
        Gun_PlaySound(g, GUN_SFX_DRAW);
    } else if (frame == SG_F_RECOIL_START) {
        Gun_Ready(g, GUN_OBJ_SHOTGUN);
        frame = SG_F_AIM_START;
    }
    set_frame(l, frame);
}

void Gun_ShotgunUndraw(Game *g)
{
    Lara *l = &g->lara;
    int frame = l->left_arm.frame_number;

    if (frame == SG_F_AIM_START) {
        frame = SG_F_UNDRAW_START;
    } else if (in_range(frame, SG_F_AIM_START, SG_F_AIM_END)) {
        frame++;
        if (frame == SG_F_DRAW_START)
            frame = SG_F_UNAIM_START;
    } else if (frame == SG_F_RECOIL_START) {
        frame = SG_F_UNAIM_START;
    } else if (in_range(frame, SG_F_RECOIL_START, SG_F_RECOIL_END)) {
        frame++;
        if (frame == SG_F_RECOIL_UNDRAW_RESET)
            frame = SG_F_AIM_START;
        else if (frame == SG_F_UNDRAW_START)
            frame = SG_F_UNAIM_START;
    } else if (in_range(frame, SG_F_UNAIM_START, SG_F_UNAIM_RAISE)) {
        frame++;
        if (frame == SG_F_UNAIM_END)
            frame = SG_F_UNDRAW_START;
    } else if (in_range(frame, SG_F_UNDRAW_START, SG_F_UNDRAW_END)) {
        frame++;
        if (frame == SG_F_UNDRAW_SFX) {
            undraw_meshes(g);
            Gun_PlaySound(g, GUN_SFX_DRAW);
        } else if (frame == SG_F_UNAIM_START) {
            frame = SG_F_AIM_START;
            l->gun_status = LGS_ARMLESS;
            l->target = -1;
            l->left_arm.lock = l->right_arm.lock = false;
        }
    }

    /* The head looks ahead again at once; the torso halves its turn. */
    l->head_rot.x = l->head_rot.y = 0;
    l->torso_rot.x = (int16_t)(l->torso_rot.x + l->torso_rot.x / -2);
    l->torso_rot.y = (int16_t)(l->torso_rot.y + l->torso_rot.y / -2);
    set_frame(l, frame);
}

static void fire(Game *g)
{
    Lara *l = &g->lara;
    Item *item = Game_LaraItem(g);
    const GunWeapon *w = &Gun_Weapons[LGT_SHOTGUN];
    int16_t aim[2] = { (int16_t)(l->left_arm.rot.y + item->rot.y), l->left_arm.rot.x };
    bool fired = false;
    for (int i = 0; i < GUN_SHOTGUN_PELLETS; i++) {
        /* Yaw spread first, then pitch: the order of the draws. */
        int32_t ry = Prng_Control(&g->sim->prng);
        int16_t yaw = (int16_t)(aim[0] + ((ry - 16384) * GUN_PELLET_SCATTER) / 65536);
        int32_t rx = Prng_Control(&g->sim->prng);
        int16_t pitch = (int16_t)(aim[1] + ((rx - 16384) * GUN_PELLET_SCATTER) / 65536);
        int16_t pellet[2] = { yaw, pitch };
        if (Gun_FireWeapon(g, LGT_SHOTGUN, l->target, pellet))
            fired = true;
    }
    /* No muzzle flash: the original gives the shotgun none. */
    if (fired)
        Gun_PlaySound(g, w->sample);
}

/* The arms' frames while ready. Locked on: raise, then fire whenever the
 * action key is down at the top of the recoil run. Not locked: the action
 * key raises the gun and fires at nothing; released, it comes down. */
static void animate(Game *g)
{
    Lara *l = &g->lara;
    bool action = (Game_Input(g) & INPUT_ACTION) != 0;
    int frame = l->left_arm.frame_number;

    if (l->left_arm.lock) {
        if (in_range(frame, SG_F_AIM_START, SG_F_AIM_END)) {
            frame++;
            if (frame == SG_F_DRAW_START)
                frame = SG_F_RECOIL_START;
        } else if (frame == SG_F_RECOIL_START) {
            if (action) {
                fire(g);
                frame++;
            }
        } else if (in_range(frame, SG_F_RECOILING, SG_F_RECOIL_END)) {
            frame++;
            if (frame == SG_F_UNDRAW_START)
                frame = SG_F_RECOIL_START;
            else if (frame == SG_F_RECOIL_SFX)
                Gun_PlaySound(g, GUN_SFX_RELOAD);
        } else if (in_range(frame, SG_F_UNAIM_START, SG_F_UNAIM_RAISE)) {
            frame++;
            if (frame == SG_F_UNAIM_END)
                frame = SG_F_AIM_START;
        }
    } else {
        if (action && frame == SG_F_AIM_START) {
            frame++;
        } else if (in_range(frame, SG_F_AIM_BEND, SG_F_AIM_END)) {
            frame++;
            if (frame == SG_F_DRAW_START)
                frame = action ? SG_F_RECOIL_START : SG_F_UNAIM_START;
        } else if (frame == SG_F_RECOIL_START) {
            if (action) {
                fire(g);
                frame++;
            } else {
                frame = SG_F_UNAIM_START;
            }
        } else if (in_range(frame, SG_F_RECOILING, SG_F_RECOIL_END)) {
            frame++;
            /* The original's quirk: an unlocked recoil goes back to the
             * start of the aim part-way through. */
            if (frame == SG_F_RECOIL_RESET)
                frame = SG_F_AIM_START;
            else if (frame == SG_F_UNDRAW_START)
                frame = SG_F_UNAIM_START;
            else if (frame == SG_F_RECOIL_SFX)
                Gun_PlaySound(g, GUN_SFX_RELOAD);
        } else if (in_range(frame, SG_F_UNAIM_START, SG_F_UNAIM_RAISE)) {
            frame++;
            if (frame == SG_F_UNAIM_END)
                frame = SG_F_AIM_START;
        }
    }
    set_frame(l, frame);
}

void Gun_ShotgunControl(Game *g)
{
    Lara *l = &g->lara;
    const GunWeapon *w = &Gun_Weapons[LGT_SHOTGUN];

    Gun_GetNewTarget(g, w);
    Gun_AimWeapon(g, w, &l->left_arm);
    if (l->left_arm.lock) {
        l->torso_rot.y = (int16_t)(l->left_arm.rot.y / 2);
        l->torso_rot.x = (int16_t)(l->left_arm.rot.x / 2);
        if (g->camera.type != CAM_LOOK)
            l->head_rot.x = l->head_rot.y = 0;
    }
    animate(g);
}
