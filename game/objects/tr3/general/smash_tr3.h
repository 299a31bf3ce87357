/* TR3's smashable things: the window (SMASH_WINDOW, its metal-shutter
 * crash) and the three smash objects (SMASH_OBJECT_1..3, two explosions).
 * TR2's breakable window routine with TR3's numbers: Lara running into one
 * at 50 or more along its facing breaks it, as does a vehicle she rides
 * coming within half a sector; a harpoon, rocket or grenade that meets one
 * breaks it too (Smash3_Projectile), as does Lara's gunshot (Smash3_Shot). */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_SMASH_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_SMASH_TR3_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/core/common.h"

struct Game;

void Smash3_Setup(struct Game *g);
/* A projectile `self` (harpoon bolt, rocket, grenade) moved from `old`:
 * item `target`, if a whole smashable within `radius` of its path, breaks
 * (the projectile flies on). The Crash Site's SMASH_OBJECT_1 breaks only
 * under the big gun's rocket; true when the projectile met that one (a
 * rocket blows up on it, the others pass it by). */
bool Smash3_Projectile(struct Game *g, int self, int target, Vec3i old, int32_t radius);
/* Lara's shot from..to (GameRules.shot_smash): the first smashable or
 * carcass on the line (the original's ObjectOnLOS: an item's box, its x
 * and z extents swapped when it faces east or west, crossed by the line)
 * breaks or is set going: SHOT_SMASH_BROKE when one was on it,
 * SHOT_SMASH_RICOCHET for the Crash Site's SMASH_OBJECT_1, which shots
 * only glance off, SHOT_SMASH_NONE when none was. */
int Smash3_Shot(struct Game *g, Vec3i from, int16_t from_room, Vec3i to, int16_t to_room);

#endif
