/* Purpose-built TR3 trap rooms for the trap tests (test_tr3_traps*.c):
 * one 8 x 8 room (ring included) on tests/tr_build.h, and the level opened
 * with a donor model copied under a trap's id, since the shared TR3 level
 * has few trap models (each test says which model stands in). */
#ifndef TOMB8_TESTS_TR3_TRAP_ROOM_H
#define TOMB8_TESTS_TR3_TRAP_ROOM_H

#include "tests/test_game.h"
#include "tests/tr_build.h"

#define TRAP_SEC 1024
#define TRAP_MID(n) ((n) * TRAP_SEC + TRAP_SEC / 2)

/* A build with one room at the origin, floor 0, ceiling 12 clicks up;
 * NULL without the shared donor level (the test skips). */
TrBuild *TrapRoom_New(int *room);
/* Writes the build as `name`, loads it with the donor's `donor` model
 * copied under `id` (stand_in < 0: none) and starts the game; NULL (and a
 * line on stderr) on failure. */
TestGame *TrapRoom_Open(TrBuild *b, const char *name, int16_t id, int32_t donor);

#endif
