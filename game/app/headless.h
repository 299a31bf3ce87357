/* The headless driver: the run's frames go to captures, its sound to
 * --audio-out, its input comes from --replay / --inputs / --demo, and each
 * tick can be traced. Two kinds of run:
 *
 * A single level (--headless FILE): still captures and animation
 * strips (delegated to game/capture.h), or a simulation run:
 *
 *   --ticks N [--replay R | --demo | --inputs TRACE.csv] [--record R]
 *   [--trace OUT.csv] [--trace-items OUT.csv]
 *   [--capture-every K --capture-dir D] [--audio-out FILE.wav] [--mute]
 *   [--music-dir DIR]
 *
 * With --audio-out the level's sounds and music (game/game_music.h: the
 * level's ambient track from DIR, default music/ next to the level) are
 * mixed tick by tick into FILE.wav. Sound never feeds back into the
 * simulation: the state hash is the same with or without it.
 *
 * A simulation run is the runner (game/app/runner.h) on a one-level
 * gameflow, as the window opens a level, played in its level phase as a
 * script (RunConfig.scripted): Lara's death interrupts nothing, the ring's
 * choices are not acted on, the sound runs every tick; the level's end
 * stops a --demo run only.
 *
 * The Game (game/game.h: Lara, camera) is attached to every simulation run;
 * --inputs takes the per-tick words from the input column of a CSV (a
 * reference trace) and --ticks defaults to its row count. The traces are in
 * the reference format (game/trace.h).
 *
 * A simulation run prints one final JSON line
 *   {"ticks":N,"hash":"<16 hex digits>","state":"<16 hex digits>","level":"NAME",
 *    "lara":{...}|null}
 * where hash is Sim_Hash after the last tick and state Save_StateHash (the
 * whole game state a save holds). Exit status 0, or 2 with one
 * "error: ..." line on bad input (level, replay, demo data, output files).
 *
 * A whole game (--headless DIR, a TR1 install: DATA/ or the .PHD files
 * themselves, or --headless --gameflow FILE [DIR]): the gameflow
 * (game/gameflow/gameflow.h; TR1's by default) says what comes when; the
 * runner (game/app/runner.h) plays it. The run takes one input word per tick from the title on
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
#ifndef TOMB8_GAME_APP_HEADLESS_H
#define TOMB8_GAME_APP_HEADLESS_H

#include "engine/sim/sim.h"
#include "game/options.h"

int App_RunHeadless(const Options *o);
/* A whole game (a folder, or --gameflow); see above. */
int App_RunHeadlessGame(const Options *o);

/* A chase view behind and above Lara (or the first item) for captures:
 * position, room, yaw and pitch. Returns false when there is nothing to
 * look at. */
typedef struct {
    Vec3i pos;
    int32_t room;
    int32_t yaw, pitch;
} HeadlessView;
bool Headless_ViewBehindLara(const Sim *s, HeadlessView *out);

#endif
