/* What the random-input soaks (Lara's, the creatures') share: their own
 * random numbers, never the game's streams, and a game started afresh on
 * a level, at Lara's start item or at a spot the soak picks (placed as a
 * demo start places her). */
#ifndef TOMB8_TESTS_TEST_SOAK_H
#define TOMB8_TESTS_TEST_SOAK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/level/level.h"
#include "engine/sim/demo.h"
#include "engine/sim/sim.h"
#include "game/game.h"
#include "game/game_audio.h"

/* splitmix64: a number, and one below n (0 when n <= 0). */
uint32_t SoakRand_Next(uint64_t *s);
int SoakRand_Below(uint64_t *s, int n);

typedef struct SoakRun {
    Level lv;       /* loaded by the soak */
    Sim sim;
    GameAudio ga;   /* silent: for the flipeffects */
    Game game;
    bool running;
} SoakRun;

/* Picks a start for Lara on the freshly attached game; false: none. */
typedef bool (*SoakSpotFn)(SoakRun *run, void *user, Demo *d);

/* Stops the running game (if any) and starts a fresh one on run->lv: at
 * Lara's start item, or where `spot` (when given and it finds one) puts
 * her. False with one line in err on failure. */
bool SoakRun_Start(SoakRun *run, SoakSpotFn spot, void *user, char *err, size_t cap);
void SoakRun_Stop(SoakRun *run);

#endif
