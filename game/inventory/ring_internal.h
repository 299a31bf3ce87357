/* What the ring's states (ring.c) and its drawing (ring_draw.c) share;
 * not for use outside game/inventory. */
#ifndef TOMB8_GAME_INVENTORY_RING_INTERNAL_H
#define TOMB8_GAME_INVENTORY_RING_INTERNAL_H

#include "game/inventory/ring.h"

/* Whether the item is the passport, open. */
static inline bool passport_open(const Ring *r, const RingItemState *it)
{
    return it->object_id == r->defs->passport_open;
}

/* The states in which the ring stands open (items turn, texts show). */
static inline bool status_open_like(RingStatus s)
{
    return s == RNG_OPEN || s == RNG_SELECTING || s == RNG_SELECTED || s == RNG_DESELECTING ||
           s == RNG_DESELECT || s == RNG_CLOSING_ITEM;
}

#endif
