/* TR3's beams and bolts: the security lasers' beams, the electricity on an
 * electrocuted Lara, the electric fences' arcs. The original draws them as
 * lines and strips in their own colour, added to the screen; an 8-bit frame
 * shows each as a row of one-pixel dots of its colour's nearest palette
 * entry (FLAT sprites, game/effects/effect_draw.c's way), opaque.
 *
 * Like Game.lights, they are cosmetic: the routines that make them add
 * this tick's (Bolt_Add), Game_Tick empties the list as a tick starts,
 * and nothing in the simulation reads them back. Not saved. */
#ifndef TOMB8_GAME_EFFECTS_BOLT_H
#define TOMB8_GAME_EFFECTS_BOLT_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/core/common.h"
#include "engine/sim/sim_draw.h"

struct Game;

#define BOLT_MAX 160
/* At most this many dots along one bolt (longer ones space them out). */
#define BOLT_DOTS_MAX 64
#define BOLT_DOT_STEP 64

typedef struct {
    Vec3i from, to;
    int16_t room;
    uint8_t r, g, b;
} Bolt;

typedef struct {
    int count;
    Bolt bolt[BOLT_MAX];
    /* The electricity's wandering offsets on an electrocuted Lara (the
     * original's electricity_points: x, y, z and their drifts), moved on
     * the draw stream while she is (game/lara/lara_electric_tr3.c); kept
     * from tick to tick. */
    int16_t jitter[32][6];
} Bolts;

/* One straight bolt from `from` to `to` in `room` (its dots are drawn as seen from
 * that room), colour r, g, b (0..255); dropped when the list is full. */
void Bolt_Add(Bolts *l, Vec3i from, Vec3i to, int room, int r, int g, int b);
/* The dots of a bolt: how many, and the i-th's position. */
int Bolt_Dots(const Bolt *bl);
Vec3i Bolt_DotAt(const Bolt *bl, int i);
/* This tick's bolts into the draw list (FLAT sprites). False only when out
 * of memory. */
bool Bolt_AppendDraws(const struct Game *g, SimDrawList *dl);

#endif
