/* Small models of our own for the level's game objects:
 *   - floor spikes (TR1 object 37): a plate with a grid of pointed pins,
 *     one animation of one frame (its box is what Lara collides with);
 *   - the small medipack's inventory model (object 108): a white case with
 *     a red cross (the pickup's count needs the level to have it) that
 *     turns round over the 26 frames the ring plays when it is chosen;
 *   - Lara's pistols (object 1): the TR1 layout of 15 slots on her tree,
 *     where only the holstered thighs (1, 4) and the hands holding the guns
 *     (10, 13) are new meshes (the rest reuse her own), and 33 frames of
 *     arm poses in the original's runs: aim 0..4 (lowered to level), the
 *     hand going to the holster 5..12, out of the holster to the ready
 *     pose 13..23, the recoil 24..32;
 *   - the muzzle flash (object 166).
 * Poses and meshes are ours; the frame runs, slot numbers and object ids
 * are the structure the original's code expects. */
#include "tools/levelbuild/lb_internal.h"

#include <string.h>

#define DEG(d) ((int32_t)(d) * 65536 / 360)
#define LARA_MESHES 15
#define OBJ_GUN_FLASH 166

/* Mannequin slots the pistols change and move (TR1 Lara's order). */
enum {
    S_LTHIGH = 1, S_RTHIGH = 4, S_RUARM = 8, S_RLARM = 9, S_RHAND = 10,
    S_LUARM = 11, S_LLARM = 12, S_LHAND = 13,
};

/* One animation of `frames` rest frames (rate 1, state 0) looping into
 * `next` (model-local); frames are emitted by the caller. */
static void PlainAnim(LB_Builder *b, int first_anim, uint32_t frame_word, uint32_t stride,
                      int start, int frames, int next, int next_start)
{
    Level *lv = &b->level;
    Animation *a = LB_GROW(b, lv->animations, lv->num_animations, 1);
    if (!a)
        return;
    a->frame_offset = (frame_word + (uint32_t)start * stride) * 2;
    a->frame_rate = 1;
    a->frame_start = (uint16_t)start;
    a->frame_end = (uint16_t)(start + frames - 1);
    a->next_anim = (uint16_t)(first_anim + next);
    a->next_frame = (uint16_t)next_start;
    a->state_change_offset = (uint16_t)lv->num_state_changes;
    a->anim_command_offset = (uint16_t)lv->num_anim_commands;
}

/* A one-mesh, one-frame object. */
static void StillModel(LB_Builder *b, uint32_t id, const LB_MeshBuild *mb, const int16_t bbox[6])
{
    Level *lv = &b->level;
    int mesh = LB_EmitMesh(b, mb);
    uint32_t frames = lv->num_frame_words;
    int anim = (int)lv->num_animations;
    PlainAnim(b, anim, frames, 12, 0, 1, 0, 0);
    static const int16_t offset[3] = {0, 0, 0};
    static const int32_t rot[1][3] = {{0, 0, 0}};
    LB_EmitFrame(b, bbox, offset, 1, rot);
    LB_AddModel(b, id, 1, mesh, lv->num_mesh_tree_words, frames, anim);
}

/* ---- spikes ---------------------------------------------------------------- */

static void Spikes(LB_Builder *b)
{
    static LB_MeshBuild mb;
    memset(&mb, 0, sizeof mb);
    LB_MeshBox(&mb, -480, -24, -480, 480, 0, 480, true, b->mat_texture[LB_MAT_METAL], 0);
    uint8_t steel = LB_PlainColour(10), shade = LB_PlainColour(11);
    const int16_t N = 14000, UP = -8000;
    for (int i = 0; i < 4; i++) {
        for (int k = 0; k < 4; k++) {
            int16_t cx = (int16_t)(-360 + i * 240), cz = (int16_t)(-360 + k * 240);
            Vec3s tip = {cx, -220, cz};
            Vec3s c[4] = {{(int16_t)(cx - 50), -24, (int16_t)(cz - 50)},
                          {(int16_t)(cx + 50), -24, (int16_t)(cz - 50)},
                          {(int16_t)(cx + 50), -24, (int16_t)(cz + 50)},
                          {(int16_t)(cx - 50), -24, (int16_t)(cz + 50)}};
            const Vec3s out[4] = {{0, UP, (int16_t)-N}, {N, UP, 0}, {0, UP, N}, {(int16_t)-N, UP, 0}};
            for (int f = 0; f < 4; f++) {
                Vec3s p[3] = {c[f], c[(f + 1) & 3], tip};
                LB_MeshTri(&mb, p, out[f], false, (f & 1) ? shade : steel, 0);
            }
        }
    }
    static const int16_t bbox[6] = {-480, 480, -220, 0, -480, 480};
    StillModel(b, LB_OBJ_SPIKES, &mb, bbox);
}

/* ---- the medipack's inventory model ----------------------------------------------- */

static void MedipackOption(LB_Builder *b)
{
    static LB_MeshBuild mb;
    memset(&mb, 0, sizeof mb);
    uint8_t white = LB_PlainColour(10), red = LB_PlainColour(1);
    LB_MeshBox(&mb, -120, -90, -60, 120, 0, 60, false, white, 0);
    LB_MeshBox(&mb, -20, -75, -64, 20, -15, 64, false, red, 0);
    LB_MeshBox(&mb, -60, -65, -64, 60, -25, 64, false, red, 0);
    /* The ring plays 26 frames of it when it is chosen (its table's
     * frames_total; with one frame it read on into the next model's): it
     * turns round once. */
    Level *lv = &b->level;
    enum { FRAMES = 26 };
    int mesh = LB_EmitMesh(b, &mb);
    uint32_t frames = lv->num_frame_words;
    int anim = (int)lv->num_animations;
    PlainAnim(b, anim, frames, 12, 0, FRAMES, 0, 0);
    static const int16_t bbox[6] = {-120, 120, -90, 0, -64, 64};
    static const int16_t offset[3] = {0, 0, 0};
    for (int f = 0; f < FRAMES; f++) {
        const int32_t rot[1][3] = {{0, DEG(360) * f / FRAMES, 0}};
        LB_EmitFrame(b, bbox, offset, 1, rot);
    }
    LB_AddModel(b, LB_OBJ_MEDIPACK_OPTION, 1, mesh, lv->num_mesh_tree_words, frames, anim);
}

/* ---- the muzzle flash -------------------------------------------------------------- */

static void Flash(LB_Builder *b)
{
    static LB_MeshBuild mb;
    memset(&mb, 0, sizeof mb);
    uint8_t yellow = LB_PlainColour(4), white = LB_PlainColour(10);
    LB_MeshBox(&mb, -30, -30, -10, 30, 30, 90, false, yellow, 0);
    LB_MeshBox(&mb, -60, -12, 10, 60, 12, 50, false, white, 0);
    LB_MeshBox(&mb, -12, -60, 10, 12, 60, 50, false, white, 0);
    static const int16_t bbox[6] = {-60, 60, -60, 60, -10, 90};
    StillModel(b, OBJ_GUN_FLASH, &mb, bbox);
}

/* ---- pistols ------------------------------------------------------------------------- */

/* Arm angles of one pistol frame (both arms alike): upper arm forward
 * swing and sideways spread, elbow bend, wrist. */
typedef struct {
    int32_t swing, spread, elbow, wrist;
} ArmPose;

static ArmPose LerpArm(ArmPose a, ArmPose c, int num, int den)
{
    ArmPose r;
    r.swing = a.swing + (c.swing - a.swing) * num / den;
    r.spread = a.spread + (c.spread - a.spread) * num / den;
    r.elbow = a.elbow + (c.elbow - a.elbow) * num / den;
    r.wrist = a.wrist + (c.wrist - a.wrist) * num / den;
    return r;
}

static ArmPose PistolArm(int frame)
{
    const ArmPose rest = {0, DEG(6), DEG(8), 0};          /* hanging, empty hands */
    const ArmPose holster = {-DEG(12), DEG(2), DEG(30), -DEG(20)}; /* hand on the gun */
    const ArmPose lowered = {DEG(30), DEG(4), DEG(20), DEG(10)};   /* ready, guns down */
    const ArmPose aimed = {DEG(90), DEG(2), 0, 0};        /* level with the shoulder */
    if (frame <= 4)
        return LerpArm(lowered, aimed, frame, 4);
    if (frame <= 12)
        return LerpArm(rest, holster, frame - 5, 7);
    if (frame <= 23)
        return LerpArm(holster, lowered, frame - 13, 10);
    /* The recoil: a kick up and back, then level again. */
    static const int32_t kick[9] = {0, 14, 18, 14, 10, 6, 3, 1, 0};
    ArmPose r = aimed;
    r.swing += DEG(kick[frame - 24]);
    r.elbow += DEG(kick[frame - 24]) / 2;
    return r;
}

static void Pistols(LB_Builder *b, int lara_mesh, uint32_t lara_tree)
{
    Level *lv = &b->level;
    static LB_MeshBuild mb;
    uint8_t suit = LB_PlainColour(9), skin = LB_PlainColour(14), leather = LB_PlainColour(6),
            gun = LB_PlainColour(5), metal = LB_PlainColour(11);
    int first = -1;
    for (int k = 0; k < LARA_MESHES; k++) {
        int ptr;
        if (k == S_LTHIGH || k == S_RTHIGH) {
            /* The thigh (as the mannequin's) with a holstered gun outside. */
            int side = k == S_LTHIGH ? -1 : 1;
            memset(&mb, 0, sizeof mb);
            LB_MeshBox(&mb, -28, 0, -30, 28, 190, 30, false, suit, 0);
            int x0 = side < 0 ? -42 : 28, x1 = side < 0 ? -28 : 42;
            LB_MeshBox(&mb, x0, 30, -26, x1, 130, 26, false, leather, 0);
            LB_MeshBox(&mb, x0 + side * 2, 6, -14, x1 + side * 2, 34, 22, false, gun, 0);
            ptr = LB_EmitMesh(b, &mb);
        } else if (k == S_RHAND || k == S_LHAND) {
            /* The hand (as the mannequin's) holding a pistol: the barrel
             * runs along the arm, the grip in the fist. */
            memset(&mb, 0, sizeof mb);
            LB_MeshBox(&mb, -16, 0, -12, 16, 50, 18, false, skin, 0);
            LB_MeshBox(&mb, -7, 10, 28, 7, 150, 58, false, gun, 0);
            LB_MeshBox(&mb, -6, 20, 0, 6, 50, 30, false, metal, 0);
            ptr = LB_EmitMesh(b, &mb);
        } else {
            ptr = LB_ShareMesh(b, lara_mesh + k);
        }
        if (k == 0)
            first = ptr;
    }
    uint32_t frames = lv->num_frame_words;
    int anim = (int)lv->num_animations;
    const uint32_t stride = 10 + 2 * LARA_MESHES;
    /* The original's four runs: 0..4, 5..12, 13..23 (each back to the
     * first), 24..32 (looping on itself). */
    PlainAnim(b, anim, frames, stride, 0, 5, 0, 0);
    PlainAnim(b, anim, frames, stride, 5, 8, 0, 0);
    PlainAnim(b, anim, frames, stride, 13, 11, 0, 0);
    PlainAnim(b, anim, frames, stride, 24, 9, 3, 24);
    for (int f = 0; f <= 32; f++) {
        int32_t rot[LARA_MESHES][3];
        memset(rot, 0, sizeof rot);
        ArmPose a = PistolArm(f);
        rot[S_RUARM][0] = rot[S_LUARM][0] = a.swing;
        rot[S_RUARM][2] = -a.spread;
        rot[S_LUARM][2] = a.spread;
        rot[S_RLARM][0] = rot[S_LLARM][0] = a.elbow;
        rot[S_RHAND][0] = rot[S_LHAND][0] = a.wrist;
        /* The arms' box: only the arms' frames are used. */
        static const int16_t bbox[6] = {-120, 120, -760, 0, -120, 300};
        static const int16_t offset[3] = {0, -400, 0};
        LB_EmitFrame(b, bbox, offset, LARA_MESHES, (const int32_t(*)[3])rot);
    }
    LB_AddModel(b, LB_OBJ_PISTOLS, LARA_MESHES, first, lara_tree, frames, anim);
}

bool LB_Props(LB_Builder *b, int lara_mesh, uint32_t lara_tree)
{
    Pistols(b, lara_mesh, lara_tree);
    Flash(b);
    Spikes(b);
    MedipackOption(b);
    return !b->failed;
}
