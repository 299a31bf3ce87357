/* TR3's flamethrowers as they look (flamer_looks_tr3.c): the flamethrower
 * guard's pilot light and stream of fire (tomb3 flamer.cpp TriggerPilotFlame,
 * TriggerFlamethrowerFlame, TriggerFlameThrower), what the stream leaves where
 * it ends (dragfire.cpp TriggerFlamethrowerHitFlame, TriggerFlamethrowerSmoke)
 * and the fire head's jet (firehead.cpp TriggerFireHeadFlame). Looks only:
 * the spark pool's own random stream (spark_tr3.h) unless said. */
#ifndef TOMB8_GAME_EFFECTS_FLAMER_LOOKS_TR3_H
#define TOMB8_GAME_EFFECTS_FLAMER_LOOKS_TR3_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/core/common.h"

struct Game;

/* The guard's tick: the light at his nozzle `gun` (brighter and further,
 * reach 10..13, while he pours fire; 6..9 else) and, not firing, his pilot
 * flame riding on him there. */
void Flamer3_GuardLooks(struct Game *g, int item, Vec3i gun, bool firing);
/* A puff of his stream just made (effect `fx` at `speed`, the guard's
 * number before it is times 4): a flame riding on it and three flung
 * ahead along its aim. */
void Flamer3_StreamLooks(struct Game *g, int fx, int speed);
/* Where a puff of the stream ends: on a floor or ceiling a flame and a
 * flash of light (its blue `blue`: the original's control-stream number);
 * in water (when `smoke`: its one-in-two) a puff of steam. */
void Flamer3_StreamHitLooks(struct Game *g, Vec3i at, int room, int blue);
void Flamer3_StreamSteamLooks(struct Game *g, Vec3i at, int room);
/* The fire head's jet: a flame from its mouth along the sine-table index
 * `angle` (8192 a turn) at `speed` (its jet's 0..2048). */
void Flamer3_FireHeadFlame(struct Game *g, Vec3i mouth, int angle, int speed, int room);

#endif
