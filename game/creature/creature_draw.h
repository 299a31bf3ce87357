/* Drawing creatures as the original does: their head and neck turns move
 * the bones the object set-up marked, meshes whose bit is clear in
 * Item.mesh_bits (a mutant's wings, the broken egg shells, the pieces of an
 * exploded body) are not drawn, and the skater boy rides his board (a
 * second model played with his animation). */
#ifndef TOMB8_GAME_CREATURE_CREATURE_DRAW_H
#define TOMB8_GAME_CREATURE_CREATURE_DRAW_H

#include "engine/sim/sim_draw.h"

/* A SimDrawItemFn (user = the Game): fills the draws of a creature item
 * (a thinking creature, the mummy, the eggs and the statue) and returns
 * how many; -1 for every other item, which the caller draws its own way.
 * Chain it after Lara's (Gun_DrawLara) in the draw hook. Reads only. */
int Creature_DrawItem(void *user, const Sim *s, int item, int32_t t, RenderMeshDraw *out, int cap);

#endif
