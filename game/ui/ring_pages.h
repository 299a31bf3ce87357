/* The pages of a selected ring item (the original's DoInventoryOptions):
 * the passport (load game / new or save game / exit), the sound volumes,
 * the detail level, the controls, the compass (with the level statistics),
 * and the items that are simply used (guns, medipacks, keys: chosen at
 * once). Part of the ring (game/inventory/ring.c); the words it reads are
 * the ring's, `in` held and `db` newly pressed, and it may consume them. */
#ifndef TOMB8_GAME_UI_RING_PAGES_H
#define TOMB8_GAME_UI_RING_PAGES_H

#include "game/inventory/ring.h"

/* Clears the pages' state (the ring opening). */
void RingPages_Reset(Ring *r);
/* One tick of the selected item's page once its own animation is done. */
void RingPages_Control(Ring *r, RingItemState *it, const RingItemDef *d, InputWord *in,
                       InputWord *db);
/* The page's texts and boxes. */
void RingPages_Draw(const Ring *r, UiCanvas *c, const RingItemState *it);

#endif
