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
 * plant sprite in slot 12, the medipack sprite in slot 13. */
/* Palette index of one of the 15 plain colours (0 white, 1 red, 2 green,
 * 3 blue, 4 yellow, 5 black, 6 brown, 7 orange, 8 purple, 9 cyan, 10 bright
 * white, 11 grey, 12 dark purple, 13 pale green, 14 peach). */
uint8_t LB_PlainColour(int i);

/* Appends one TR1 key frame: bbox (min/max x, y, z), root offset, and per
 * mesh X, Y, Z angles (16-bit, stored as 10-bit). */
void LB_EmitFrame(LB_Builder *b, const int16_t bbox[6], const int16_t offset[3], int nmeshes,
                  const int32_t (*rot)[3]);
/* Lara's 160 animations (lb_lara.c) for the mannequin whose first mesh
 * pointer, mesh tree (word index) and frames (word index) are given.
 * Returns the first animation's index, -1 when the build failed. */
int LB_LaraAnims(LB_Builder *b, int first_mesh, uint32_t tree, uint32_t frame_word);

/* Per-level constants of the generated content. */
#define LB_STATIC_PILLAR 10   /* static mesh id of the stone pillar */
#define LB_SPRITE_PLANT 0     /* sprite texture of the room sprite */
#define LB_SPRITE_MEDIPACK 1  /* sprite texture of the medipack item */

#endif
