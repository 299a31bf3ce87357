/* Layered (selective) pose blending: a base frame plus overlay layers, each
 * with a per-mesh mask and a weight (Lara's arms aiming while her legs run).
 *
 * The attachment problem (a joint overridden by a layer must stay attached
 * to its parent, and its children must follow it) is solved by blending in
 * the joint's parent-local space and rebuilding every mesh matrix through
 * the mesh tree afterwards: a mesh's position always comes from its parent's
 * FINAL matrix and the tree offset, never from a layer's absolute pose. So
 * children of an overridden joint follow it, and an overridden joint whose
 * parent moved (torso twist under an arm layer) moves with the parent.
 *
 * Two layer modes:
 *   ANIM_LAYER_LOCAL  the layer's local rotation (relative to the parent)
 *                     replaces the base one by `weight` (per-axis shortest
 *                     arc); mesh 0's layer also blends the root offset.
 *   ANIM_LAYER_MODEL  the joint keeps the layer's orientation in the item's
 *                     frame (e.g. an arm that aims at a target whatever the
 *                     torso does); its position still comes from the parent
 *                     chain. Rotations are blended element-wise by weight.
 * Layers apply in order; a later layer blends over the result of the
 * earlier ones. */
#ifndef TOMB8_ENGINE_ANIM_ANIM_BLEND_H
#define TOMB8_ENGINE_ANIM_ANIM_BLEND_H

#include "engine/anim/anim.h"

#define ANIM_BLEND_ONE 256 /* weight of a full override */
#define ANIM_MAX_LAYERS 8

typedef enum { ANIM_LAYER_LOCAL = 0, ANIM_LAYER_MODEL = 1 } AnimLayerMode;

typedef struct {
    const AnimFrame *frame;
    uint64_t mask;   /* bit i: mesh i takes part */
    int32_t weight;  /* 0..ANIM_BLEND_ONE */
    AnimLayerMode mode;
} AnimLayer;

/* Mask of a mesh and every mesh below it in the tree (a whole limb). */
uint64_t Anim_SubtreeMask(const Level *lv, const Model *model, int mesh);
/* Parent of each mesh per the tree's push/pop (-1 for mesh 0). Returns the
 * number of meshes written (<= ANIM_MAX_MESHES). */
int Anim_MeshParents(const Level *lv, const Model *model, int parents[ANIM_MAX_MESHES]);

/* The seed's "selective" rule as a mask: meshes whose local rotation in
 * `layer` differs from `reference` (an animation authored over a reference
 * pose only moves the joints it is about). Mesh 0 also counts when the root
 * offset differs. */
uint64_t Anim_MaskDiffering(const AnimFrame *layer, const AnimFrame *reference, int num_meshes);

/* The blended pose. Layers beyond ANIM_MAX_LAYERS are ignored. */
void Anim_BlendPose(const Level *lv, const Model *model, const AnimFrame *base,
                    const AnimLayer *layers, int num_layers, const Mat34 *item_world,
                    AnimPose *out);

#endif
