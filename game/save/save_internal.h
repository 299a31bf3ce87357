/* Inside the save system: the state sections of a save body
 * (save_state.c), shared by the file format (save.c). */
#ifndef TOMB8_GAME_SAVE_SAVE_INTERNAL_H
#define TOMB8_GAME_SAVE_SAVE_INTERNAL_H

#include "engine/core/serial.h"
#include "game/flipeffect.h"
#include "game/game.h"

/* Writes every section of the state, in file order: tag, length, fields. */
void SaveState_Write(const Game *g, const FlipFx *fx, SerialWriter *w);
/* Reads them back into a freshly attached Game (and fx, may be NULL: the
 * section is then skipped). False with the reason in r->why. */
bool SaveState_Read(Game *g, FlipFx *fx, SerialReader *r);

#endif
