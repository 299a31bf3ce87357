/* TR2's zipline handle (the death slide, O2_ZIPLINE_HANDLE): Lara grabs it
 * with action from a stand behind it and rides it down its slope until a
 * wall or the floor ahead stops it; the next trigger puts it back where it
 * started. */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_ZIPLINE_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_ZIPLINE_H

struct Game;

void Zipline_Setup(struct Game *g);

#endif
