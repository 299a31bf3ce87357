/* TR3's beams and bolts: the security lasers' beams, the electricity on an
 * electrocuted Lara, the electric fences' arcs. The original draws them as
 * lines added to the screen; so does this, through the renderer's lines
 * (RenderLineDraw: each covered pixel becomes the palette entry nearest
 * its colour plus the line's, the line's colour being the palette entry
 * nearest the bolt's).
 *  - A plain bolt (Bolt_Add) is one line of its colour, one pixel of a
 *    640-wide screen across; a strip (Bolt_AddStrip) as wide as its world
 *    width seen from the camera.
 *  - A laser beam (Bolt_AddLaser) is drawn as the original's
 *    S_DrawLaserBeam: cut into 8 to 32 pieces (one every 512 of its
 *    length over the ground), black at both ends, each point between
 *    of a shade 16..127 that flares up now and then and dies away by an
 *    eighth a tick (the original's LaserShades; here worked out from the
 *    tick and the point alone, so drawing changes nothing), a channel
 *    being shade + 32 where its shift is 255, else shade >> shift, then
 *    doubled (capped at 255); each piece the mean of its ends' colours.
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

#define BOLT_MAX 256
/* A laser beam's pieces: one per 512 of its length over the ground,
 * within these. */
#define BOLT_LASER_PIECES_MIN 8
#define BOLT_LASER_PIECES_MAX 32

enum { BOLT_PLAIN = 0, BOLT_LASER };

typedef struct {
    Vec3i from, to;
    int16_t room;
    uint8_t r, g, b;    /* BOLT_LASER: the original's shifts of the shade */
    uint8_t look;       /* BOLT_* */
    uint8_t width;      /* a strip: world units across / 8 (0: a line) */
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
/* A strip `width` world units across (up to 2040): the original's quads
 * between two rails, drawn as one wide line. */
void Bolt_AddStrip(Bolts *l, Vec3i from, Vec3i to, int room, int r, int g, int b, int width);
/* A laser beam, its colour the original's three shifts (0..16, or 255). */
void Bolt_AddLaser(Bolts *l, Vec3i from, Vec3i to, int room, int sr, int sg, int sb);
/* The lines of a bolt: how many, and the i-th's ends and colour (r, g, b
 * 0..255) at tick `tick`; k: the bolt's place in the list (lasers flicker
 * each their own way). */
int Bolt_Pieces(const Bolt *bl);
void Bolt_Piece(const Bolt *bl, int k, uint32_t tick, int i, Vec3i *a, Vec3i *b, int rgb[3]);
/* One line of colour r, g, b (0..255, added) from a to b in `room`, a
 * strip world_width across (0: a line), into the draw list: for effects
 * that draw themselves (ObjectInfo.effect_draw). Nothing for black. False
 * only when out of memory. */
bool Bolt_DrawLine(const Level *lv, SimDrawList *dl, Vec3i a, Vec3i b, int room, int r, int g,
                   int bl, int world_width);
/* The original's UpdateElectricityPoints: each of l->jitter's points
 * drifts away from where it is drawn, faster and faster, and starts again
 * from nothing once well away; its numbers from rand(ctx) (0..0x7FFF),
 * the caller's stream. */
void Bolt_Drift(Bolts *l, int32_t (*rand)(void *ctx), void *ctx);
/* One bolt's lines into the draw list, k its flicker's key (see
 * Bolt_Piece): for beams worked out as they are drawn (TR3's laser
 * sights). False only when out of memory. */
bool Bolt_AppendOne(const Level *lv, const Bolt *bl, int k, uint32_t tick, SimDrawList *dl);
/* This tick's bolts into the draw list (lines). False only when out of
 * memory. */
bool Bolt_AppendDraws(const struct Game *g, SimDrawList *dl);

#endif
