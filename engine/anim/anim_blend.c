/* Layered pose blending (see anim_blend.h). */
#include "engine/anim/anim_blend.h"

#include <string.h>

int Anim_MeshParents(const Level *lv, const Model *model, int parents[ANIM_MAX_MESHES])
{
    int n = MIN((int)model->num_meshes, ANIM_MAX_MESHES);
    int stack[ANIM_MAX_MESHES + 1];
    int sp = 0, cur = 0;
    if (n > 0)
        parents[0] = -1;
    for (int i = 1; i < n; i++) {
        AnimTreeNode t = Anim_TreeNode(lv, model, i);
        int parent = cur;
        if ((t.flags & 1) && sp > 0)
            parent = stack[--sp];
        if ((t.flags & 2) && sp < ANIM_MAX_MESHES)
            stack[sp++] = parent;
        parents[i] = parent;
        cur = i;
    }
    return n;
}

uint64_t Anim_SubtreeMask(const Level *lv, const Model *model, int mesh)
{
    int parents[ANIM_MAX_MESHES];
    int n = Anim_MeshParents(lv, model, parents);
    if (mesh < 0 || mesh >= n)
        return 0;
    uint64_t mask = 1ull << mesh;
    /* Parents always come before their children, so one pass suffices. */
    for (int i = mesh + 1; i < n; i++)
        if (parents[i] >= 0 && (mask >> parents[i]) & 1u)
            mask |= 1ull << i;
    return mask;
}

uint64_t Anim_MaskDiffering(const AnimFrame *layer, const AnimFrame *reference, int num_meshes)
{
    uint64_t mask = 0;
    num_meshes = CLAMP(num_meshes, 0, ANIM_MAX_MESHES);
    for (int i = 0; i < num_meshes; i++)
        if (layer->rot[i][0] != reference->rot[i][0] || layer->rot[i][1] != reference->rot[i][1] ||
            layer->rot[i][2] != reference->rot[i][2])
            mask |= 1ull << i;
    if (num_meshes > 0 && (layer->offset.x != reference->offset.x ||
                           layer->offset.y != reference->offset.y ||
                           layer->offset.z != reference->offset.z))
        mask |= 1u;
    return mask;
}

static uint16_t blend_angle(uint16_t a, uint16_t b, int32_t w)
{
    int32_t d = (int16_t)(uint16_t)(b - a);
    return (uint16_t)(a + d * w / ANIM_BLEND_ONE);
}

static int16_t blend_s(int16_t a, int16_t b, int32_t w)
{
    return (int16_t)(a + ((int32_t)b - a) * w / ANIM_BLEND_ONE);
}

void Anim_BlendPose(const Level *lv, const Model *model, const AnimFrame *base,
                    const AnimLayer *layers, int num_layers, const Mat34 *item_world,
                    AnimPose *out)
{
    int n = MIN((int)model->num_meshes, ANIM_MAX_MESHES);
    num_layers = CLAMP(num_layers, 0, ANIM_MAX_LAYERS);

    /* 1. Local rotations and root offset: base, then LOCAL layers. */
    AnimFrame local = *base;
    for (int l = 0; l < num_layers; l++) {
        const AnimLayer *L = &layers[l];
        int32_t w = CLAMP(L->weight, 0, ANIM_BLEND_ONE);
        if (!L->frame || w == 0 || L->mode != ANIM_LAYER_LOCAL)
            continue;
        for (int i = 0; i < n; i++) {
            if (!((L->mask >> i) & 1u))
                continue;
            for (int k = 0; k < 3; k++)
                local.rot[i][k] = blend_angle(local.rot[i][k], L->frame->rot[i][k], w);
        }
        if (L->mask & 1u) {
            local.offset.x = blend_s(local.offset.x, L->frame->offset.x, w);
            local.offset.y = blend_s(local.offset.y, L->frame->offset.y, w);
            local.offset.z = blend_s(local.offset.z, L->frame->offset.z, w);
        }
    }

    /* 2. Model-space targets of MODEL layers: the layer's own pose. */
    AnimPose model_pose[ANIM_MAX_LAYERS];
    bool any_model = false;
    for (int l = 0; l < num_layers; l++) {
        const AnimLayer *L = &layers[l];
        if (L->frame && L->mode == ANIM_LAYER_MODEL && L->weight > 0 && L->mask) {
            Anim_PoseFromFrame(lv, model, L->frame, item_world, &model_pose[l]);
            any_model = true;
        }
    }

    /* 3. Forward kinematics through the tree: each mesh from its parent's
     * final matrix, so overrides carry their children along. */
    int parents[ANIM_MAX_MESHES];
    Anim_MeshParents(lv, model, parents);
    out->num_meshes = n;
    for (int i = 0; i < n; i++) {
        Mat34 m;
        if (i == 0) {
            m = *item_world;
            Mat34_TranslateRel(&m, local.offset.x, local.offset.y, local.offset.z);
        } else {
            AnimTreeNode t = Anim_TreeNode(lv, model, i);
            m = out->mesh[parents[i]];
            Mat34_TranslateRel(&m, t.dx, t.dy, t.dz);
        }
        Mat34_RotYXZ(&m, local.rot[i][1], local.rot[i][0], local.rot[i][2]);
        if (any_model) {
            for (int l = 0; l < num_layers; l++) {
                const AnimLayer *L = &layers[l];
                int32_t w = CLAMP(L->weight, 0, ANIM_BLEND_ONE);
                if (!L->frame || L->mode != ANIM_LAYER_MODEL || w == 0 || !((L->mask >> i) & 1u))
                    continue;
                const Mat34 *target = &model_pose[l].mesh[i];
                for (int r = 0; r < 3; r++)
                    for (int c = 0; c < 3; c++)
                        m.m[r][c] += (int32_t)(((int64_t)target->m[r][c] - m.m[r][c]) * w /
                                               ANIM_BLEND_ONE);
            }
        }
        out->mesh[i] = m;
    }
}
