/* The gameflow's part of a save: where a whole game is (the runner's
 * RunState: level block and step, statistics, what Lara brought into the
 * level and will take on), stored in a save's XTRA section field by field.
 * The level's own state is the rest of the save (save.h). */
#ifndef TOMB8_GAME_SAVE_SAVE_RUN_H
#define TOMB8_GAME_SAVE_SAVE_RUN_H

#include "engine/core/serial.h"
#include "game/gameflow/gameflow.h"
#include "game/gameflow/run_state.h"

/* The gameflow's game says which start info is written (TR2's carries
 * more, GameRules.start). */
void SaveRun_Write(const RunState *st, const Gameflow *gf, SerialWriter *w);
/* Reads a RunState saved while `level` (the save header's gameflow level)
 * was being played, checking it against the gameflow: false with the
 * reason in why. */
bool SaveRun_Read(RunState *st, const Gameflow *gf, int32_t level, const uint8_t *data,
                  size_t size, char *why, size_t why_cap);

#endif
