/* What TR2's projectiles (weapon_items_tr2.c) share with TR3's
 * (game/objects/tr3/general/weapon_items_tr3.c): which items they may hit
 * and whether they meet one. */
#ifndef TOMB8_GAME_OBJECTS_TR2_WEAPON_ITEMS_TR2_H
#define TOMB8_GAME_OBJECTS_TR2_WEAPON_ITEMS_TR2_H

#include "game/game.h"

/* Whether `t` (a creature, collidable) lies within `radius` of the path
 * from `old` to projectile `it`'s position, in its own frame, as the
 * originals test it against the box of its current frame. */
bool Weapon2_Meets(struct Game *g, const Item *it, Vec3i old, const Item *t, int32_t radius);
/* A creature that may be hit: collidable, a creature kind with a
 * collision routine, not invisible, neither Lara nor `self`. */
bool Weapon2_Candidate(struct Game *g, int item, int self);

#endif
