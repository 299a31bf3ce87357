/* How Lara lines up with the things she uses (switches, keyholes, pickups,
 * blocks): the original's position tests and moves relative to an item's
 * own frame. */
#ifndef TOMB8_GAME_OBJECTS_GENERAL_INTERACT_H
#define TOMB8_GAME_OBJECTS_GENERAL_INTERACT_H

#include "engine/sim/item.h"

struct Game;

/* Where Lara may stand relative to an item (in the item's rotated frame)
 * and how much her rotation may differ from it (16-bit angles, compared
 * after int16 truncation of the difference). */
typedef struct InteractBounds {
    int16_t min_x, max_x, min_y, max_y, min_z, max_z;
    int16_t rot_min_x, rot_max_x, rot_min_y, rot_max_y, rot_min_z, rot_max_z;
} InteractBounds;

/* One degree in 16-bit angle units, as the original rounds it. */
#define INTERACT_DEG 182

/* The original's Lara_TestPosition. */
bool Interact_TestPosition(const struct Game *g, const Item *item, const InteractBounds *b);
/* Lara takes the item's rotation and stands at `offset` in its frame (the
 * original's Lara_AlignPosition). */
void Interact_AlignPosition(struct Game *g, const Item *item, const Vec3i *offset);
/* Lara moves at most 16 units and turns at most two degrees a tick towards
 * `offset` in the item's frame; true once she is there (the original's
 * Lara_MovePosition). */
bool Interact_MovePosition(struct Game *g, const Item *item, const Vec3i *offset);
/* Runs Lara's animate step until her state is `goal` (the original's
 * Lara_AnimateUntil). */
void Interact_AnimateUntil(struct Game *g, int goal);

#endif
