/* What TR3's bosses show besides their meshes, made in the tick as TR3's
 * sparks (game/effects/spark_tr3.h) and lights (Game.lights), which is
 * what an 8-bit frame can show of them; from the spark pool's own streams
 * (Spark3_Rand for the sparks, Spark3_LightRand for the lights' flicker),
 * so the game's streams never move; nothing here is saved.
 *   - boss_looks_tr3.c: the pieces Tony's and Willard's deaths share
 *     (their expanding shield of lit points, the rings of their explosion)
 *     and a flame or plasma spark on one of their meshes;
 *   - tony_looks.c: Tony's (tonyboss.cpp);
 *   - willard_looks.c: Willard's (willboss.cpp). */
#ifndef TOMB8_GAME_OBJECTS_TR3_BOSS_BOSS_LOOKS_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_BOSS_BOSS_LOOKS_TR3_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/math/fixed.h"

struct Game;
struct Item;
struct Effect;

/* ---- shared (boss_looks_tr3.c) ------------------------------------------- */

/* The expanding shield of a boss's explosion (ExplodeTonyBoss,
 * ExplodeWillBoss and their Draw*BossShield): five rings of eight points
 * round the item, their radii and heights from the original's tables by
 * `count` (of 128), the first ring dark; each lit point one spark this
 * of `colour`'s colour scaled by `m` / `of`, shown `ticks` frames (until
 * the next count). Nothing past count 64. */
typedef void (*BossLooksColour)(struct Game *g, int rgb[3]);
void BossLooks_Shield(struct Game *g, const struct Item *it, int count, int m, int of,
                      BossLooksColour colour, int ticks);
/* One explosion ring starts (ExpRings: DrawExplosionRings): at `at`, tilted
 * by the 12-bit xrot and zrot, radius 512 growing `speed` a tick for its 31
 * ticks, its colour fading with its life (green-white, as the original's
 * vertex colours): eight sparks of the sheet's ring sprites round the
 * middle of its band, each as wide as the band, flying out with it. */
void BossLooks_Ring(struct Game *g, Vec3i at, int room, int xrot, int zrot, int speed);
/* A spark riding on joint `node` (SPARK3_NODE_*) of item `item` (the
 * original's node-attached flame or plasma: TriggerTonyFlame,
 * TriggerPlasma), following that joint as it moves; NULL without one. */
struct Spark3 *BossLooks_OnNode(struct Game *g, int item, int node);

/* ---- Tony (tony_looks.c) ------------------------------------------------- */

/* A fireball's tick, after its move (ControlTonyFireBall): its flame every
 * other tick. */
void Tony3_BallFlame(struct Game *g, int fx, Vec3i old);
/* It breaks where it was (`old`): the explosion's sparks (with a light;
 * a rising one two more); `ceiling`: the one dropped over Lara's head
 * starts with one of its own there. */
void Tony3_BallBurst(struct Game *g, const struct Effect *e, Vec3i old);
void Tony3_CeilingBurst(struct Game *g, Vec3i at, int room);
/* Its light this tick (kinds 0, 2, 3: reach 16, 14, 9; the scattered 7). */
void Tony3_BallLight(struct Game *g, const struct Effect *e);
/* His hands' flames and lights while he zaps or booms (`frame` of the
 * animation, `frames` its length). */
void Tony3_HandLooks(struct Game *g, int item, int state, int frame, int frames);
/* His explosion's looks at `count` (his boom's while he lives: the shield;
 * dead, the rings and bursts on the original's ring counts as well). */
void Tony3_ExplodeLooks(struct Game *g, const struct Item *it, int count, bool dead);

/* ---- Willard (willard_looks.c) ------------------------------------------- */

void Willard3_BallFlame(struct Game *g, int fx);
void Willard3_BallLight(struct Game *g, const struct Effect *e);
void Willard3_HandLooks(struct Game *g, int item, int frame, int frames);
void Willard3_ExplodeLooks(struct Game *g, const struct Item *it, int count);

#endif
