/* TR2/TR3 installs: their TOMBPC.DAT script (engine/level/script.h) turned
 * into a Gameflow, so `tomb8 DIR` on a TR2/TR3 folder loads the levels in
 * the script's order (their game logic is not written yet: Lara and the
 * world run as far as the TR1 code takes them). */
#ifndef TOMB8_GAME_GAMEFLOW_TR2_SCRIPT_H
#define TOMB8_GAME_GAMEFLOW_TR2_SCRIPT_H

#include "engine/level/script.h"
#include "game/gameflow/gameflow.h"

/* The script's levels (those with a level command of their own, in order;
 * the first is the gym when the script enables Lara's Home), their names
 * and files, ambient tracks, FMVs, cut-scenes (with their track and angle)
 * and statistics; the title level and the front end's FMVs. Checksum and
 * size are the caller's (the script file's). False with one line in err
 * when there is no level. */
bool Gameflow_FromScript(const Script *s, Gameflow *gf, char *err, size_t err_cap);

#endif
