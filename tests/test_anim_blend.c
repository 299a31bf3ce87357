/* Layered pose blending on Lara (TR1 LEVEL1): identity cases, masks, and
 * the attachment problem (overridden joints stay attached, children
 * follow). */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/anim/anim_blend.h"
#include "engine/core/log.h"

#include "tests/test_levels.h"

enum { HIPS = 0, TORSO = 7, R_UPPER_ARM = 8, R_FOREARM = 9, L_UPPER_ARM = 11, HEAD = 14 };

static void origin(const Mat34 *m, int64_t o[3]) { Mat34_Transform(m, 0, 0, 0, o); }

static bool mat_eq(const Mat34 *a, const Mat34 *b)
{
    return memcmp(a->m, b->m, sizeof(a->m)) == 0 && memcmp(a->t, b->t, sizeof(a->t)) == 0;
}

TEST(anim_blend_mesh_tree_parents)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    const Model *m = Level_FindModel(&lv, 0);
    int parents[ANIM_MAX_MESHES];
    int n = Anim_MeshParents(&lv, m, parents);
    static const int want[15] = {-1, 0, 1, 2, 0, 4, 5, 0, 7, 8, 9, 7, 11, 12, 7};
    uint64_t arm = Anim_SubtreeMask(&lv, m, R_UPPER_ARM);
    uint64_t torso = Anim_SubtreeMask(&lv, m, TORSO);
    Level_Free(&lv);
    CHECK_EQ(n, 15);
    for (int i = 0; i < 15; i++)
        CHECK_EQ(parents[i], want[i]);
    CHECK_EQ(arm, (1u << 8) | (1u << 9) | (1u << 10));
    CHECK_EQ(torso, 0x7F80u); /* 7..14 */
}

TEST(anim_blend_identity_cases)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    const Model *m = Level_FindModel(&lv, 0);
    AnimFrame run, other;
    Anim_GetFrame(&lv, 0, 5, 15, &run);     /* running */
    Anim_GetFrame(&lv, 11, 185, 15, &other);/* standing */
    Mat34 world;
    Mat34_FromPosRot(&world, 1000, 2000, 3000, 0x2000, 0, 0);
    AnimPose ref, ref_other, out;
    Anim_PoseFromFrame(&lv, m, &run, &world, &ref);
    Anim_PoseFromFrame(&lv, m, &other, &world, &ref_other);

    /* No layers: exactly the plain pose. */
    Anim_BlendPose(&lv, m, &run, NULL, 0, &world, &out);
    for (int i = 0; i < 15; i++)
        CHECK(mat_eq(&out.mesh[i], &ref.mesh[i]));
    /* Weight 0: no change. */
    AnimLayer l = {&other, ~0ull, 0, ANIM_LAYER_LOCAL};
    Anim_BlendPose(&lv, m, &run, &l, 1, &world, &out);
    for (int i = 0; i < 15; i++)
        CHECK(mat_eq(&out.mesh[i], &ref.mesh[i]));
    /* Full weight on every mesh: the layer's pose. */
    l.weight = ANIM_BLEND_ONE;
    Anim_BlendPose(&lv, m, &run, &l, 1, &world, &out);
    for (int i = 0; i < 15; i++)
        CHECK(mat_eq(&out.mesh[i], &ref_other.mesh[i]));
    Level_Free(&lv);
}

/* The arm layer on a running base with the torso twisted: the overridden
 * arm stays on the shoulder and the forearm and hand follow the arm. */
TEST(anim_blend_attachment_children_follow)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    const Model *m = Level_FindModel(&lv, 0);
    AnimFrame base, arms;
    Anim_GetFrame(&lv, 0, 5, 15, &base);
    Anim_GetFrame(&lv, 11, 185, 15, &arms);
    base.rot[TORSO][1] = (uint16_t)(base.rot[TORSO][1] + 0x2000); /* twist the waist 45 deg */
    arms.rot[R_UPPER_ARM][0] = (uint16_t)(arms.rot[R_UPPER_ARM][0] + 0x3000); /* raise the arm */
    Mat34 world;
    Mat34_Identity(&world);
    AnimPose base_pose, out;
    Anim_PoseFromFrame(&lv, m, &base, &world, &base_pose);
    uint64_t arm_mask = Anim_SubtreeMask(&lv, m, R_UPPER_ARM);
    AnimLayer l = {&arms, arm_mask, ANIM_BLEND_ONE, ANIM_LAYER_LOCAL};
    Anim_BlendPose(&lv, m, &base, &l, 1, &world, &out);

    /* Meshes outside the mask are untouched, including the twisted torso. */
    for (int i = 0; i < 15; i++)
        if (!((arm_mask >> i) & 1u))
            CHECK(mat_eq(&out.mesh[i], &base_pose.mesh[i]));
    /* The shoulder joint sits where the TWISTED torso puts it: torso matrix
     * times the tree offset, not where the layer's own torso had it. */
    int32_t off[3] = {lv.mesh_trees[m->mesh_tree + (R_UPPER_ARM - 1) * 4 + 1],
                      lv.mesh_trees[m->mesh_tree + (R_UPPER_ARM - 1) * 4 + 2],
                      lv.mesh_trees[m->mesh_tree + (R_UPPER_ARM - 1) * 4 + 3]};
    int64_t want[3], got[3];
    Mat34_Transform(&out.mesh[TORSO], off[0], off[1], off[2], want);
    origin(&out.mesh[R_UPPER_ARM], got);
    for (int k = 0; k < 3; k++)
        CHECK_MSG(got[k] == want[k], "shoulder axis %d: %lld vs %lld", k, (long long)got[k],
                  (long long)want[k]);
    /* Same for the elbow: the forearm hangs off the overridden upper arm. */
    int32_t off2[3] = {lv.mesh_trees[m->mesh_tree + (R_FOREARM - 1) * 4 + 1],
                       lv.mesh_trees[m->mesh_tree + (R_FOREARM - 1) * 4 + 2],
                       lv.mesh_trees[m->mesh_tree + (R_FOREARM - 1) * 4 + 3]};
    Mat34_Transform(&out.mesh[R_UPPER_ARM], off2[0], off2[1], off2[2], want);
    origin(&out.mesh[R_FOREARM], got);
    for (int k = 0; k < 3; k++)
        CHECK(got[k] == want[k]);
    /* And the arm really moved: the hand is somewhere else than in the base. */
    int64_t hand_base[3], hand[3];
    origin(&base_pose.mesh[10], hand_base);
    origin(&out.mesh[10], hand);
    int64_t d = llabs(hand[0] - hand_base[0]) + llabs(hand[1] - hand_base[1]) +
                llabs(hand[2] - hand_base[2]);
    /* The overridden arm keeps the layer's LOCAL pose: relative to the
     * torso the arm chain equals the layer pose's arm relative to its torso. */
    AnimPose layer_pose;
    Anim_PoseFromFrame(&lv, m, &arms, &world, &layer_pose);
    Mat34 inv_a, inv_b, rel_a, rel_b;
    Mat34_InverseRigid(&inv_a, &out.mesh[TORSO]);
    Mat34_InverseRigid(&inv_b, &layer_pose.mesh[TORSO]);
    Mat34_Mul(&rel_a, &inv_a, &out.mesh[10]);
    Mat34_Mul(&rel_b, &inv_b, &layer_pose.mesh[10]);
    Level_Free(&lv);
    CHECK_MSG(d > 50, "hand moved only %lld", (long long)d);
    for (int k = 0; k < 3; k++)
        CHECK_MSG(llabs((rel_a.t[k] >> W2V_SHIFT) - (rel_b.t[k] >> W2V_SHIFT)) <= 2,
                  "hand relative to torso, axis %d: %lld vs %lld", k,
                  (long long)(rel_a.t[k] >> W2V_SHIFT), (long long)(rel_b.t[k] >> W2V_SHIFT));
}

TEST(anim_blend_half_weight_and_model_mode)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    const Model *m = Level_FindModel(&lv, 0);
    AnimFrame base, aim;
    Anim_GetFrame(&lv, 0, 5, 15, &base);
    aim = base;
    aim.rot[L_UPPER_ARM][0] = (uint16_t)(base.rot[L_UPPER_ARM][0] + 0x2000);
    Mat34 world;
    Mat34_Identity(&world);
    AnimPose out;
    /* Half weight: half the angle. */
    AnimLayer l = {&aim, 1ull << L_UPPER_ARM, ANIM_BLEND_ONE / 2, ANIM_LAYER_LOCAL};
    Anim_BlendPose(&lv, m, &base, &l, 1, &world, &out);
    AnimFrame half = base;
    half.rot[L_UPPER_ARM][0] = (uint16_t)(base.rot[L_UPPER_ARM][0] + 0x1000);
    AnimPose want;
    Anim_PoseFromFrame(&lv, m, &half, &world, &want);
    for (int i = 0; i < 15; i++)
        CHECK(mat_eq(&out.mesh[i], &want.mesh[i]));

    /* MODEL mode: the arm keeps the layer's orientation in the item frame
     * even though the base torso is twisted, and stays on the shoulder. */
    AnimFrame twisted = base;
    twisted.rot[TORSO][1] = (uint16_t)(base.rot[TORSO][1] + 0x3000);
    AnimPose aim_pose;
    Anim_PoseFromFrame(&lv, m, &aim, &world, &aim_pose);
    AnimLayer ml = {&aim, 1ull << L_UPPER_ARM, ANIM_BLEND_ONE, ANIM_LAYER_MODEL};
    Anim_BlendPose(&lv, m, &twisted, &ml, 1, &world, &out);
    int32_t off[3] = {lv.mesh_trees[m->mesh_tree + (L_UPPER_ARM - 1) * 4 + 1],
                      lv.mesh_trees[m->mesh_tree + (L_UPPER_ARM - 1) * 4 + 2],
                      lv.mesh_trees[m->mesh_tree + (L_UPPER_ARM - 1) * 4 + 3]};
    int64_t shoulder[3], got[3];
    Mat34_Transform(&out.mesh[TORSO], off[0], off[1], off[2], shoulder);
    origin(&out.mesh[L_UPPER_ARM], got);
    Level_Free(&lv);
    for (int k = 0; k < 3; k++)
        CHECK(got[k] == shoulder[k]);
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++)
            CHECK(out.mesh[L_UPPER_ARM].m[r][c] == aim_pose.mesh[L_UPPER_ARM].m[r][c]);
    /* its child (forearm) hangs off the aimed arm: same position relative
     * to the arm as in the layer's own pose */
    Mat34 inv_a, inv_b, rel_a, rel_b;
    Mat34_InverseRigid(&inv_a, &out.mesh[L_UPPER_ARM]);
    Mat34_InverseRigid(&inv_b, &aim_pose.mesh[L_UPPER_ARM]);
    Mat34_Mul(&rel_a, &inv_a, &out.mesh[L_UPPER_ARM + 1]);
    Mat34_Mul(&rel_b, &inv_b, &aim_pose.mesh[L_UPPER_ARM + 1]);
    for (int k = 0; k < 3; k++)
        CHECK(llabs((rel_a.t[k] >> W2V_SHIFT) - (rel_b.t[k] >> W2V_SHIFT)) <= 2);
}

TEST(anim_blend_selective_mask_from_reference)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    AnimFrame ref, wave;
    Anim_GetFrame(&lv, 11, 185, 15, &ref);
    wave = ref;
    wave.rot[R_FOREARM][2] = (uint16_t)(wave.rot[R_FOREARM][2] + 0x1800);
    wave.rot[HEAD][1] = (uint16_t)(wave.rot[HEAD][1] + 0x400);
    uint64_t m = Anim_MaskDiffering(&wave, &ref, 15);
    CHECK_EQ(m, (1u << R_FOREARM) | (1u << HEAD));
    wave.offset.y++;
    CHECK_EQ(Anim_MaskDiffering(&wave, &ref, 15), (1u << R_FOREARM) | (1u << HEAD) | 1u);
    CHECK_EQ(Anim_MaskDiffering(&ref, &ref, 15), 0);
    Level_Free(&lv);
}
