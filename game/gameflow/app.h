/* Playing a whole game: `tomb8 DIR` (a TR1 install: DATA/ or the .PHD
 * files themselves) and `tomb8 --gameflow FILE [DIR]`, in a window or
 * headless. The gameflow (game/gameflow/gameflow.h; TR1's by default) says
 * what comes when; the runner (game/gameflow/runner.h) plays it.
 *
 * Headless, the run takes one input word per tick from the title on
 * (--inputs TRACE.csv, --replay FILE, or none: --ticks N of empty words);
 * --record writes them as a replay tied to the gameflow (its CRC-32 and
 * size). --trace / --trace-items write one row per tick numbered from the
 * run's start; ticks without a world (title, statistics, the ring) have
 * the tick and input only. --capture-every K --capture-dir D saves the world
 * every K ticks while one is shown; --capture OUT.png the last one;
 * --audio-out FILE.wav the sound of every tick (silence where there is
 * none). The final JSON line:
 *   {"ticks":N,"hash":"<16 hex>","phase":"level","level":"NAME",
 *    "gameflow_level":I,"lara":{...}|null}
 * (phase: title, level, cutscene, stats, quit or demo; hash: Sim_Hash of
 * the world loaded at the end, 0 without one). */
#ifndef TOMB8_GAME_GAMEFLOW_APP_H
#define TOMB8_GAME_GAMEFLOW_APP_H

#include "game/options.h"

/* Runs it headless; the process exit status (2 with one "error: ..."
 * line). */
int GameflowApp_Run(const Options *o);

#endif
