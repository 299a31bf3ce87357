/* TR2's zipline handle (the death slide, O2_ZIPLINE_HANDLE): Lara grabs it
 * with action from a stand behind it and rides it down its slope until a
 * wall or the floor ahead stops it; the next trigger puts it back where it
 * started. */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_ZIPLINE_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_ZIPLINE_H

#include <stdbool.h>

struct Game;

void Zipline_Setup(struct Game *g);
/* The same handle under another game's id: TR3's death slide is TR2's to
 * the number (bounds, speeds, sounds 280 and 281, which TR3's list keeps)
 * but for her grab, which plays through her own animate step
 * (`lara_steps`: the original's AnimateLara) where TR2's uses the plain
 * one. */
void Zipline_SetupAs(struct Game *g, int object_id, bool lara_steps);

#endif
