/* TR3's fire as it looks (fire_looks_tr3.c): the sparks and the flicker of
 * light the original's fire routines make each tick (tomb3 traps.cpp
 * FlameControl and TriggerPendulumFlame, firehead.cpp, the dart traps),
 * from the spark spawners (spark_tr3.h). Looks only: every random number
 * comes from the spark pool's own stream, so the game's streams and what
 * the fire does to Lara stay as they were. The original's wibble (4 a
 * tick, in a byte) times them: `tick` is Sim.tick when it is called. */
#ifndef TOMB8_GAME_EFFECTS_FIRE_LOOKS_TR3_H
#define TOMB8_GAME_EFFECTS_FIRE_LOOKS_TR3_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/core/common.h"

struct Game;
struct Item;
struct Effect;

/* The flame effect's (O3_FLAME) sparks and light for its kind (FLAME3_*),
 * after its counters moved this tick: the big fire a flame and a smoke
 * every fourth tick of sixteen and a 2-tick flame every tick; the small
 * fire 288 ahead of its facing; the jet's two leaping flames; the light
 * (reach 16, 12 or 8; the side jet's 13, 6 while quiet, along its reach). */
void Fire3_FlameLooks(struct Game *g, const struct Effect *e);
/* The side jet's flames, before its counters move this tick: the pilot's
 * small flames while quiet, then the jet growing out along its facing. */
void Fire3_SideFlameLooks(struct Game *g, const struct Effect *e);
/* The fire on Lara: a flame at each of her 15 meshes every fourth tick of
 * sixteen, and her light (reach 13). */
void Fire3_LaraBurnLooks(struct Game *g, const struct Item *lara, int room);
/* The burning pendulum's flame at its blade and its light (reach 11). */
void Fire3_PendulumLooks(struct Game *g, const struct Item *it);
/* The dart emitter's five puffs where a dart leaves it, flung back along
 * the dart's way by up to `off` (the emitter's 512 one way or the other). */
void Fire3_DartLaunchLooks(struct Game *g, Vec3i at, int32_t off_x, int32_t off_z, int room);
/* The four puffs of dust where a dart meets the floor. */
void Fire3_DartLandLooks(struct Game *g, Vec3i at, int room);

#endif
