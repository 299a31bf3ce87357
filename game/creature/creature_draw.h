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

/* An item drawn in its model's pose (between the ticks as creatures are)
 * with some meshes taken from elsewhere: mesh k is drawn from mesh pointer
 * swap[k] (Level.mesh_index) when swap[k] >= 0, for k below
 * CREATURE_DRAW_SWAPS (the skidoo's armed meshes and moving track).
 * Returns how many draws, -1 without a model. Reads only. */
#define CREATURE_DRAW_SWAPS 32
struct Game;
int Creature_DrawSwapped(const struct Game *g, const Sim *s, int item, int32_t t,
                         const int32_t *swap, RenderMeshDraw *out, int cap);
/* The same with the creature's head turns and every mesh drawn, whatever
 * its Item.mesh_bits: a TR3 shiva statue, whose meshes still stone
 * (their bit clear) come from the statue model (swap). */
int Creature_DrawStatue(const struct Game *g, const Sim *s, int item, int32_t t,
                        const int32_t *swap, RenderMeshDraw *out, int cap);
/* The swaps for Creature_DrawStatue: each mesh of the item whose bit is
 * clear in its Item.mesh_bits from the same mesh of model `swap_id`
 * (where that model has it), the others its own (-1). */
void Creature_SwapsFrom(const Level *lv, const Item *it, int swap_id, int32_t *swap);

#endif
