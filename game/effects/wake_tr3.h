/* TR3's boats on the water as they look (wake_tr3.c, boat_looks_tr3.c):
 * the wake the kayak and the rubber boat leave, the mist they throw up and
 * the splash of a hard landing (tomb3 kayak.cpp DoWake, UpdateWakeFX,
 * KayakSplash, TriggerRapidsMist; boat.cpp DoWake, BoatSplash,
 * TriggerBoatMist; specific/draweffects.cpp S_DrawWakeFX).
 *
 * The wake: every fourth tick (the original's "wibble & 15") each side of
 * the boat lays a point in a ring of 32 (Water3.wake): a pair of points
 * drifting back and out from the side of the hull at two speeds and angles
 * (the kayak's 4 and 6 at 170 and 150 degrees from its heading, 10 and 30
 * going backwards; the boat's 4 and 10 at 160 and 140, 20 and 40), for 64
 * ticks. WakeShade (0..16) climbs while the boat moves and falls while it
 * does not. Only the boat Lara rides moves its wake on (the original's
 * UpdateWakeFX is in the rider's control); one wake for both kinds, as the
 * original's WakePts.
 *
 * Drawn (S_DrawWakeFX) at every kayak and rubber boat that is drawn (not
 * invisible), as the original's KayakDraw and DrawBoat, each from its own
 * hull (128 either side of the boat's middle)
 * back through each side's points, newest first, up to the first spent
 * one: the original's strip of untextured quads added to the screen, each
 * as bright as its points' life (x WakeShade / 16): a quarter of it at the
 * pair's outer point, half at its inner one (5 bits a channel, grey). An
 * 8-bit frame draws each quad as two strips of the renderer's added lines
 * (RenderLineDraw), one along each half of the quad, as wide as that half
 * and as bright as its middle (the mean of the gouraud over it).
 *
 * Random numbers (the mist's) come from the spark pool's stream; the wake
 * and splashes take none but the splash system's. The rubber boat's
 * propeller bubbles are effects of the game's (Effect_Bubble3): theirs come
 * from the control stream, as the original's. Nothing is saved. */
#ifndef TOMB8_GAME_EFFECTS_WAKE_TR3_H
#define TOMB8_GAME_EFFECTS_WAKE_TR3_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/sim/item.h"
#include "engine/sim/sim_draw.h"

struct Game;

#define WAKE3_LIFE 64
#define WAKE3_SHADE_MAX 16
#define WAKE3_HULL 128     /* the strip starts this far either side */

enum { WAKE3_KAYAK = 0, WAKE3_BOAT };

/* Both sides' points of this tick (DoWake left then right), `item` a
 * kayak (WAKE3_KAYAK: only where its side is over water) or the rubber
 * boat (WAKE3_BOAT); the wake is then drawn at it. */
void Wake3_Lay(struct Game *g, int item, int kind);
/* WakeShade up one (moving) or down one. */
void Wake3_Shade(struct Game *g, bool moving);
/* UpdateWakeFX: every live point a tick older and drifted on. */
void Wake3_Update(struct Game *g);
/* The wake's strips into a draw list (see above). False only when out of
 * memory. */
bool Wake3_AppendDraws(const struct Game *g, SimDrawList *dl);

/* ---- boat_looks_tr3.c: the vehicles' ticks of looks ---------------------- */

/* The kayak's tick of looks, after she is carried (KayakControl): its
 * splash when it lands hard (`landing` > 128 onto water or floor at
 * `surface`, its speed of fall lost), the wake every fourth tick on true
 * water, the rapids' mist off true water (five puffs every other tick
 * along the hull while it falls slower than 20), the wake's shade (moving:
 * speed or a current) and its tick. */
void BoatLooks3_Kayak(struct Game *g, int item, int32_t landing, int32_t surface,
                      bool true_water, bool moving);
/* The rubber boat's landing (BoatSplash): `landing` > 32 of fall lost onto
 * the water at `surface`. */
void BoatLooks3_BoatSplash(struct Game *g, int item, int32_t landing, int32_t surface);
/* The rubber boat's tick of looks while Lara rides it (the end of
 * BoatControl): the wake every fourth tick while the water is at its hull
 * and she is not jumping off, the wake's shade, the mist at its propeller
 * (joint 2, 80 behind it): moving with it under water, a puff along its
 * wake and one time in two a bubble (BoatControl's: a coin, then 0..63
 * either side across and 0..15 down, from the control stream, then the
 * bubble's own two numbers); else, below the floor of a dry room, a spray
 * of snow; then the wake's tick. */
void BoatLooks3_Boat(struct Game *g, int item, bool leaving);

/* ---- upv_looks_tr3.c: the UPV's (tomb3 sub.cpp SubEffects) -------------- */

/* Its fan turning at `vel` (16.16) while she drives it: a grey puff of
 * mist pushed back from the fan (TriggerSubMist; the spark pool's stream)
 * and one time in two a bubble 0..63 either side of it (a coin and two
 * numbers from the control stream, then the bubble's own two). */
void UpvLooks3_Fan(struct Game *g, int item, int32_t vel);
/* Its two headlights every tick (TriggerDynamic): reach 16 at its lamp
 * (96 up, 256 ahead of its body) and reach 24 where the beam, 16384
 * ahead, first meets the room; each white 224..255 (to 0..31), from the
 * spark pool's light stream. */
void UpvLooks3_Lights(struct Game *g, int item);

#endif
