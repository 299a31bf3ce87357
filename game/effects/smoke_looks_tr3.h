/* TR3's trails and exhausts as they look (smoke_looks_tr3.c): the sparks
 * the original's rocket, grenade and harpoon bolt leave behind them
 * (tomb3 lara1gun.cpp ControlRocket, ControlGrenade, ControlHarpoonBolt),
 * the rocket's flames as it leaves the launcher or the big gun (FireRocket,
 * biggun.cpp FireBigGun) and the quad bike's exhaust (quadbike.cpp
 * QuadBikeControl, TriggerExhaustSmoke). Looks only: every random number
 * from the spark pool's own stream (spark_tr3.h). */
#ifndef TOMB8_GAME_EFFECTS_SMOKE_LOOKS_TR3_H
#define TOMB8_GAME_EFFECTS_SMOKE_LOOKS_TR3_H

#include <stdbool.h>
#include <stdint.h>

struct Game;
struct Item;

/* A flying rocket's tick: a puff of grey smoke 128 behind it every tick
 * and, every other tick, a flame riding on it blown back 1536..2047. */
void Smoke3_RocketTrail(struct Game *g, int rocket);
/* A rocket just fired: eight flames riding on it, blown back up to 2047. */
void Smoke3_RocketBurst(struct Game *g, int rocket);
/* A grenade's tick: a puff 64 behind it while it moves out of water. */
void Smoke3_GrenadeTrail(struct Game *g, const struct Item *grenade);
/* A harpoon bolt flying under water: a paler puff where it is a tick. */
void Smoke3_BoltTrail(struct Game *g, const struct Item *bolt);
/* The big gun's shot from `muzzle`: five first puffs of the rocket
 * launcher's smoke (and the smoke count of 32 the launcher leaves). */
void Smoke3_BigGunShot(struct Game *g, int32_t x, int32_t y, int32_t z, int room);
/* The quad bike's exhaust for this tick (`riding`: Lara on it, not getting
 * on or off; else its start-up count is reset): a puff from each of its
 * two pipes, thinner with speed and none past 64; standing, a burst of 16
 * ticks as it starts, the handbrake start's revs, else now and then. */
void Smoke3_QuadExhaust(struct Game *g, const struct Item *quad, bool riding,
                        bool handbrake_starting, int32_t revs);

#endif
