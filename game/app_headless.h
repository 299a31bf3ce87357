/* Headless runs of build/tomb8 (--headless): still captures and animation
 * strips (delegated to game/capture.h), or a simulation run:
 *
 *   --ticks N [--replay R | --demo] [--record R] [--trace OUT.csv]
 *   [--capture-every K --capture-dir D] [--audio-out FILE.wav] [--mute]
 *   [--music-dir DIR]
 *
 * With --audio-out the level's sounds and music (game/game_music.h: the
 * level's ambient track from DIR, default music/ next to the level) are
 * mixed tick by tick into FILE.wav. Sound never feeds back into the
 * simulation: the state hash is the same with or without it.
 *
 * A simulation run prints one final JSON line
 *   {"ticks":N,"hash":"<16 hex digits>","level":"NAME","lara":{...}|null}
 * where hash is Sim_Hash after the last tick. Exit status 0, or 2 with one
 * "error: ..." line on bad input (level, replay, demo data, output files). */
#ifndef TOMB8_GAME_APP_HEADLESS_H
#define TOMB8_GAME_APP_HEADLESS_H

#include "engine/sim/sim.h"
#include "game/options.h"

int App_RunHeadless(const Options *o);

/* The --trace CSV: header line, and one row for the state after a tick. */
#define HEADLESS_TRACE_HEADER \
    "tick,input,x,y,z,room,rot_y,anim,frame,state,goal_state,hit_points"
/* Writes the row of tick `tick` (0 = after the first tick) into buf. Values
 * as the reference traces print them (rot_y as a signed 16-bit angle); no
 * player item: the player columns are empty. */
int Headless_TraceRow(const Sim *s, uint32_t tick, char *buf, size_t cap);

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
