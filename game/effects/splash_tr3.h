/* TR3's water looks (splash_tr3.c, splash_draw_tr3.c): the original's
 * splashes, ripples and the boats' wake (tomb3 effect2.cpp SetupSplash,
 * SetupRipple, TriggerUnderwaterBlood, UpdateSplashes; kayak.cpp and
 * boat.cpp DoWake, UpdateWakeFX; specific/draweffects.cpp S_DrawSplashes).
 *
 * A splash is three rings of eight points round where something met the
 * water: each ring a lower circle on the surface and an upper one thrown
 * up and out, flying by their own speeds (an eighth of a unit: positions
 * are 16ths across), slowed by friction down to an eighth of their first
 * speed and pulled back down by gravity; a ring whose top has fallen back
 * to the surface turns into the sheet's rippling splash sprites. Once any
 * point is back on the surface the splash loses a tick of its 63 of life
 * each tick. At most 4 at once: a fifth makes only its sound.
 *
 * A ripple is a flat square on the surface growing 2 a tick (its size
 * times 4 each way), brightening while `init` climbs 4 a tick to its life,
 * then fading 2 a tick. At most 16. Under-water blood is a ripple of
 * blood (the sheet's first sprite in red).
 *
 * The wake: two trails of 32 points each side of a boat, each point a pair
 * that drifts apart and back for 64 ticks, shaded by how long the boat has
 * been moving (WakeShade, 0..16).
 *
 * Random numbers: the original draws them from its control stream; here
 * from a stream of their own (the draw stream's steps on their own seed,
 * reseeded with the level), so the game's streams never move for a look.
 * Nothing here is saved (the original saves none of it). */
#ifndef TOMB8_GAME_EFFECTS_SPLASH_TR3_H
#define TOMB8_GAME_EFFECTS_SPLASH_TR3_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/sim/item.h"
#include "engine/sim/sim_draw.h"

struct Game;

#define SPLASH3_MAX 4
#define SPLASH3_POINTS 48 /* 3 rings x (8 lower + 8 upper) */
#define RIPPLE3_MAX 16
#define WAKE3_MAX 32

/* Splash flags (the original's). */
enum {
    SPLASH3_ON = 1 << 0,
    SPLASH3_INNER_DOWN = 1 << 2,  /* the inner ring's top is back on the surface */
    SPLASH3_MIDDLE_DOWN = 1 << 3, /* the middle ring's */
    SPLASH3_WIDE = 1 << 6,        /* made with the kayak's OuterFriction -9 */
};
/* Ripple flags (the original's). */
enum {
    RIPPLE3_ON = 1 << 0,
    RIPPLE3_MADE_SMALL = 1 << 1, /* given a negative size */
    RIPPLE3_DIM = 1 << 4,        /* drawn half as bright */
    RIPPLE3_BLOOD = 1 << 5,      /* under-water blood */
};

typedef struct Splash3Point {
    int16_t wx, wy, wz;   /* offsets: x and z in 16ths, y in units */
    int16_t xv, zv;       /* across speeds (4 a unit of wx a tick) */
    int32_t yv;           /* up and down (64 a unit a tick) */
    int16_t oxv, ozv;     /* the slowest friction takes them to */
    uint8_t friction;     /* across: a 2^-friction a tick */
    uint8_t gravity;      /* down: gravity * 8 a tick */
} Splash3Point;

typedef struct Splash3 {
    int32_t x, y, z;
    int16_t room;
    uint8_t flags;
    uint8_t life;
    Splash3Point p[SPLASH3_POINTS];
} Splash3;

typedef struct Ripple3 {
    int32_t x, y, z;
    int16_t room;
    uint8_t flags;
    uint8_t life;
    uint8_t size;
    uint8_t init;
} Ripple3;

/* One point of a wake trail: two points flying apart from where the side
 * of the boat was. */
typedef struct Wake3Point {
    int32_t x[2], z[2];
    int32_t y;
    int16_t xvel[2], zvel[2];
    int16_t room;
    uint8_t life;
} Wake3Point;

/* What a splash is made of (the original's SPLASH_SETUP): per ring its
 * distance out (XZoff) and width (XZsize), the upper circle's height
 * (Ysize) and speeds, gravity and friction. OuterFriction -9: the wide
 * splash flag, friction 9. */
typedef struct Splash3Setup {
    int32_t x, y, z;
    int16_t room;
    int16_t inner_xz_off, inner_xz_size, inner_y_size, inner_xz_vel, inner_y_vel;
    int16_t inner_gravity, inner_friction;
    int16_t middle_xz_off, middle_xz_size, middle_y_size, middle_xz_vel, middle_y_vel;
    int16_t middle_gravity, middle_friction;
    int16_t outer_xz_off, outer_xz_size, outer_xz_vel, outer_friction;
} Splash3Setup;

typedef struct Water3 {
    uint32_t seed;          /* its own random stream */
    int32_t splash_count;   /* the original's SplashCount: a wade splash waits */
    Splash3 splash[SPLASH3_MAX];
    Ripple3 ripple[RIPPLE3_MAX];
    Wake3Point wake[WAKE3_MAX][2];
    uint8_t wake_start;     /* the original's CurrentStartWake */
    uint8_t wake_shade;     /* WakeShade: 0..16 */
    uint8_t mist_turn;      /* the kayak's mist: odd or even puffs (its cnt) */
    int16_t wake_item;      /* the boat that last laid points (-1: none) */
} Water3;

/* Empties the Game's water looks for a new level (with the spark pool),
 * allocating them the first time; the stream seeded. */
void Splash3_Init(struct Game *g);
/* Its next random number, 0..0x7FFF (0 without the pool). */
int32_t Splash3_Rand(struct Game *g);
/* One tick: splashes, ripples and the wade splash's wait (after
 * Lara's tick, with the sparks). */
void Splash3_Update(struct Game *g);

/* SetupSplash: the first free splash made of `s` and the splash sound
 * there; with none free only the sound. False without one made. */
bool Splash3_Setup(struct Game *g, const Splash3Setup *s);
/* SetupRipple: a ripple at (x, y, z) within 64 across; size < 0: made
 * small (size -size), dim when `dim`; life 48..63. NULL when all 16 are
 * on. */
Ripple3 *Splash3_Ripple(struct Game *g, int32_t x, int32_t y, int32_t z, int size, bool dim,
                        int room);
/* TriggerUnderwaterBlood: a ripple of blood of `size` within 32 across. */
void Splash3_UnderwaterBlood(struct Game *g, int32_t x, int32_t y, int32_t z, int size,
                             int room);

/* ---- who makes them (splash_fx_tr3.c) ---------------------------------- */

/* Splash: Lara (any item) falling into the water, at its surface above her. */
void Splash3_Item(struct Game *g, const Item *item);
/* WadeSplash (her tick, off a vehicle): where the surface crosses her
 * frame, falling in shallow water (depth < 474) a splash, once per 16
 * ticks; else every fourth tick a ripple (standing: one time in 16, dim). */
void Splash3_Wade(struct Game *g, const Item *item, int32_t water, int32_t depth);
/* The rocket's (grenade: speed from its fall) splash where it enters the
 * water of `room` from the air. */
void Splash3_Rocket(struct Game *g, const Item *item);
void Splash3_Grenade(struct Game *g, const Item *item);
/* The carcass's, entering the water of room `room` at `fall_speed`. */
void Splash3_Carcass(struct Game *g, const Item *item, int room, int fall_speed);
/* A small ripple where something came up to the surface of water room
 * `room` (a bubble: size 2..3; a gun shell: 8..11), dim. */
void Splash3_SurfaceRipple(struct Game *g, int32_t x, int32_t z, int room, int size);

/* ---- drawing (splash_draw_tr3.c) --------------------------------------- */

/* Adds the splashes and ripples to a draw list, within 8 bits: each quad
 * of a ring as the sheet's splash sprite (+8, or the rippling +4..7 once
 * its ring is down) at its middle, sized to it, a ripple as the sheet's
 * ripple sprite (+9) flattened by how steeply the camera looks down on
 * it, additive ones dimmed through the ColourMap by their brightness.
 * False only when out of memory. */
bool Splash3_AppendDraws(const struct Game *g, SimDrawList *dl);

#endif
