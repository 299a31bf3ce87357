/* Internal helpers shared by the level builder's files. */
#ifndef TOMB8_TOOLS_LEVELBUILD_LB_INTERNAL_H
#define TOMB8_TOOLS_LEVELBUILD_LB_INTERNAL_H

#include "tools/levelbuild/levelbuild.h"

/* Appends `add` zeroed elements to a malloc'ed array; returns the first new
 * one, or NULL (builder failed) when out of memory. */
void *LB_Grow(LB_Builder *b, void **array, uint32_t *count, size_t elem, uint32_t add);
#define LB_GROW(b, arr, count, add)                                               \
    ((__typeof__(arr))LB_Grow((b), (void **)&(arr), &(count), sizeof *(arr), (add)))

/* Integer sine/cosine of a 16-bit angle (65536 = full turn), scaled by 16384.
 * Deterministic everywhere (no libm). */
int32_t LB_Sin(int32_t angle);
int32_t LB_Cos(int32_t angle);

/* Textile 0 layout: 64x64 slots, 4 per row; material m is in slot m, the
 * plant sprite in slot 12, the medipack sprite in slot 13, the see-through
 * water surface in slot 14. */
/* Palette index of one of the 15 plain colours (0 white, 1 red, 2 green,
 * 3 blue, 4 yellow, 5 black, 6 brown, 7 orange, 8 purple, 9 cyan, 10 bright
 * white, 11 grey, 12 dark purple, 13 pale green, 14 peach). */
uint8_t LB_PlainColour(int i);

/* ---- meshes and models (lb_model.c) ---------------------------------------- */

/* A mesh under construction: vertices with their normals and internal
 * lights, textured and coloured quads and triangles. */
#define MB_MAX_V 640
#define MB_MAX_Q 160
#define MB_MAX_T 96
typedef struct {
    uint32_t nv;
    Vec3s v[MB_MAX_V];
    Vec3s n[MB_MAX_V];
    int16_t light[MB_MAX_V];
    uint32_t ntq, ncq, ntt, nct;
    MeshQuad tq[MB_MAX_Q], cq[MB_MAX_Q];
    MeshTri tt[MB_MAX_T], ct[MB_MAX_T];
    bool internal_light;
} LB_MeshBuild;

/* Faces whose visible side looks along `outward` (TR's winding); coloured
 * faces take a palette index as `texture`; `light` is the internal shade. */
void LB_MeshQuad(LB_MeshBuild *mb, const Vec3s p[4], Vec3s outward, bool textured,
                 uint16_t texture, int16_t light);
void LB_MeshTri(LB_MeshBuild *mb, const Vec3s p[3], Vec3s outward, bool textured,
                uint16_t texture, int16_t light);
/* An axis-aligned box (x0 < x1 ...). */
void LB_MeshBox(LB_MeshBuild *mb, int x0, int y0, int z0, int x1, int y1, int z1,
                bool textured, uint16_t texture, int16_t light);
/* Appends the mesh and a pointer to it; returns the mesh pointer index. */
int LB_EmitMesh(LB_Builder *b, const LB_MeshBuild *mb);
/* A second pointer to an existing mesh (a model slot reusing another's). */
int LB_ShareMesh(LB_Builder *b, int pointer);
/* A model: its meshes from mesh pointer `start_mesh`, its tree from word
 * `tree` of mesh_trees, its frames from word `frame_word`, its first
 * animation (0xFFFF none). */
void LB_AddModel(LB_Builder *b, uint32_t id, int num_meshes, int start_mesh, uint32_t tree,
                 uint32_t frame_word, int anim);
/* One mesh tree entry (flags: 1 pop, 2 push; offset from the parent). */
void LB_AddTreeNode(LB_Builder *b, int32_t flags, int x, int y, int z);

/* Appends one TR1 key frame: bbox (min/max x, y, z), root offset, and per
 * mesh X, Y, Z angles (16-bit, stored as 10-bit). */
void LB_EmitFrame(LB_Builder *b, const int16_t bbox[6], const int16_t offset[3], int nmeshes,
                  const int32_t (*rot)[3]);

/* What a hand-made model's builder needs to measure its poses: its meshes
 * and its tree. */
typedef struct {
    const Level *lv;
    Model model;
} LB_PoseCtx;
/* Clears *c for a model of num_meshes meshes from mesh pointer first_mesh
 * with its tree at word `tree` of the level's mesh trees. */
void LB_PoseCtxInit(LB_PoseCtx *c, const Level *lv, int num_meshes, int first_mesh,
                    uint32_t tree);

/* One animation of a hand-made model, as its table lists it. */
typedef struct {
    uint8_t state;          /* TR1 state id */
    uint16_t frames;        /* logical frames */
    uint8_t rate;           /* frames per key frame */
    int32_t speed, accel;   /* 16.16 world units per frame */
    uint8_t next;           /* animation played after the last frame */
    uint16_t next_frame;    /* ...from this frame of it */
} LB_AnimDef;
/* Key frames of an animation of d->frames frames at d->rate (TR1 layout). */
uint32_t LB_AnimKeyCount(const LB_AnimDef *d);
/* start[i] and key[i]: the first logical frame and the first key frame of
 * animation i of n (both arrays hold n + 1 entries, the last the totals). */
void LB_AnimLayout(const LB_AnimDef *defs, int n, uint32_t *start, uint32_t *key);
/* Appends animation i of a table laid out by LB_AnimLayout, whose first
 * animation is `first` and whose frames start at word `frame_word` with
 * `stride` words a key frame; its state changes and commands are left
 * empty for the caller. NULL when the build failed. */
Animation *LB_AddAnim(LB_Builder *b, const LB_AnimDef *defs, int i, int first,
                      const uint32_t *start, const uint32_t *key, uint32_t frame_word,
                      uint32_t stride);
/* Lara's 160 animations (lb_lara.c) for the mannequin whose first mesh
 * pointer, mesh tree (word index) and frames (word index) are given.
 * Returns the first animation's index, -1 when the build failed. */
int LB_LaraAnims(LB_Builder *b, int first_mesh, uint32_t tree, uint32_t frame_word);

/* Lara's pistols, the muzzle flash, floor spikes and the medipack's
 * inventory model (lb_props.c); the pistols share the mannequin's meshes
 * (first mesh pointer) and tree (word index). */
bool LB_Props(LB_Builder *b, int lara_mesh, uint32_t lara_tree);
/* The wolf: meshes, tree, its 25 animations (lb_wolf.c). */
bool LB_Wolf(LB_Builder *b);

/* The font (lb_font.c): our own letters as TR1's alphabet sprite sequence
 * (object 190, 110 sprites) on a textile of their own. */
bool LB_Font(LB_Builder *b);
/* The font's 5x7 letter for a character: 9 rows (7 and 8 below the
 * baseline), bit 4 the leftmost column; blank when it has none. */
const uint8_t *LB_FontGlyph(unsigned char ch);
/* The inventory ring's models (lb_inventory.c): compass, passport, sound,
 * detail and controls options, the pistols and their clips. */
bool LB_Inventory(LB_Builder *b);

/* Boxes, overlaps and zones of the finished rooms (lb_box.c); sets the
 * rooms' sector box indices. */
bool LB_BuildBoxes(LB_Builder *b);

/* Per-level constants of the generated content. */
#define LB_STATIC_PILLAR 10   /* static mesh id of the stone pillar */
#define LB_SPRITE_PLANT 0     /* sprite texture of the room sprite */
#define LB_SPRITE_MEDIPACK 1  /* sprite texture of the medipack item */

#endif
