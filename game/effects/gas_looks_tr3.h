/* TR3's gas and plasma as they look (gas_looks_tr3.c): the lizard man's and
 * seal mutants' gas (tomb3 lizman.cpp TriggerLizmanGas, sealmute.cpp
 * TriggerSealmuteGas and their throwers) and the claw mutant's plasma
 * (clawmute.cpp TriggerPlasmaBallFlame, TriggerPlasma and the lights of
 * ControlClawmutePlasmaBall and ClawmuteControl), as TR3's sparks on the
 * spark pool's own streams (spark_tr3.h). */
#ifndef TOMB8_GAME_EFFECTS_GAS_LOOKS_TR3_H
#define TOMB8_GAME_EFFECTS_GAS_LOOKS_TR3_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/core/common.h"

struct Game;
struct Effect;
struct Spark3;

/* The part the original's gas and flame throwers share (TriggerLizmanGas,
 * TriggerFlamethrowerFlame): spark s placed within 16 of `at`, flung by `v`
 * give or take 16, riding on effect `fx` (fx >= 0; -2: the fast one, drawn
 * smaller), perhaps turning, sized from `size_base` + 0..31 (small and
 * growing while flung, bigger riding). Draws from the sparks' stream. */
void Gas3_ThrownSpark(struct Game *g, struct Spark3 *s, Vec3i at, Vec3i v, int fx, int size_base);
/* `spd` along effect e's aim, as the original scales it (x 32). */
Vec3i Gas3_Aimed(const struct Effect *e, int32_t spd);

/* A puff of gas just breathed (effect `fx` at the breather's `speed`,
 * before it is times 4): a cloud riding on it and three flung along its
 * aim; green (the lizard man's) or yellow (`seal`: the seal mutants'). */
void Gas3_PuffLooks(struct Game *g, int fx, int speed, bool seal);
/* A plasma ball's tick (effect `fx`, after it moved from height `old_y`;
 * `fragment`: one of a burst): its flame every other tick. */
void Plasma3_BallLooks(struct Game *g, int fx, bool fragment, int32_t old_y);
/* Its blue light while it flies on (reach 13, a fragment's 7). */
void Plasma3_BallLight(struct Game *g, int fx, bool fragment);
/* The claw mutant charging its arm (`frame` of its fire animation; `arm`
 * the ball's start): sparks falling off its arm before frame 28 and its
 * arm's light, growing over 16 frames and fading over the last 16 to 44. */
void Plasma3_ChargeLooks(struct Game *g, int item, Vec3i arm, int frame);

/* A seal mutant burnt to death, each tick of its death: a flame at each of
 * its meshes 9..16 and its fire's light (reach 12), growing over the
 * death's first 16 frames and dying over its last 16. */
void Gas3_BurntSealLooks(struct Game *g, int item);

#endif
