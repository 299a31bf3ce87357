/* The default level's walkthrough driver (tests/walk_default.c): it steers
 * Lara from what it sees, tick by tick, through the level (switch, door,
 * medipack, spikes, the wolf's hunt and its death by her pistols, the flip
 * trigger), recording every input word. tests/test_walkthrough.c asserts
 * where that leads; tests/test_window_soak.c plays the recording in the
 * window many times. */
#ifndef TOMB8_TESTS_WALK_DEFAULT_H
#define TOMB8_TESTS_WALK_DEFAULT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/level/level.h"
#include "engine/sim/replay.h"
#include "engine/sim/sim.h"
#include "game/game.h"
#include "game/game_audio.h"


typedef struct {
    Level lv;
    Sim *sim;
    Game *g;
    GameAudio ga;
    Replay rec;
    uint32_t tick;
    /* What happened on the way. */
    int16_t hp_before_spikes, hp_after_spikes;
    bool bitten;
    int16_t hp_before_bite, hp_bitten;
    int wolf_rooms[8], num_wolf_rooms;
    char why[256];
} Walk;

/* Loads build/data/default.phd and starts a game on it as the headless
 * runner does (so the recording replays the same). False with one line in
 * err (WalkDefault_Close still frees what was made). */
bool WalkDefault_Open(Walk *w, char *err, size_t cap);
void WalkDefault_Close(Walk *w);
/* The run; false with what failed in w->why. */
bool WalkDefault_Play(Walk *w);

#endif
