/* Item shadows: the flat polygon the original draws on the floor under
 * Lara and every object whose table entry has a shadow size (creatures,
 * Bacon Lara). Its shape comes from the item's current key frame's bounds
 * and the size, it lies at the floor height the item's control last stored
 * (item->floor) turned with the item's heading, and it darkens what lies
 * beneath through one ColourMap row (engine/render: RenderShadowDraw).
 *
 * Each game has its own rules (the vertex pattern and the shade row), in
 * its table (GameRules.shadow, game/rules/): all three games use
 * Shadow_Octagon. TR2 and TR3 levels get no
 * shadows yet only because their object tables (shadow sizes) are not
 * built: Object_SetupAll leaves them at their defaults. */
#ifndef TOMB8_GAME_OBJECTS_SHADOW_H
#define TOMB8_GAME_OBJECTS_SHADOW_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/sim/sim_draw.h"

struct Game;

/* A game's shadow: its corners in units of the half extents the size makes
 * (x_add, z_add in shadow.c), in order (clockwise seen from above), and the
 * ColourMap row it darkens through. */
typedef struct ShadowRules {
    int8_t corner[RENDER_SHADOW_MAX_VERTS][2]; /* x, z */
    uint8_t nv;
    uint8_t shade_row;
} ShadowRules;

/* The octagon all three games draw (shadow.c). */
extern const ShadowRules Shadow_Octagon;

/* The shadow of item i at draw time t (as SimDraw_Build's t), or false when
 * it has none (no shadow size, invisible, no model or animation). */
bool Shadow_OfItem(const struct Game *g, int item, int32_t t, RenderShadowDraw *out);
/* Appends the shadow of every item that has one to dl (after
 * SimDraw_Build); false only when out of memory. */
bool Shadow_AppendDraws(const struct Game *g, int32_t t, SimDrawList *dl);

#endif
