/* Purpose-built TR2 rooms for the trap and scenery tests
 * (test_traps_tr2.c, test_tr2_scenery.c): one 6 x 6 room on
 * tests/tr_build.h with Lara, donor models renamed to the ids the donor
 * lacks, and the game started with TR2's object table. */
#ifndef TOMB8_TESTS_TR2_TRAP_ROOM_H
#define TOMB8_TESTS_TR2_TRAP_ROOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tests/test_game.h"
#include "tests/tr_build.h"

/* A 6x6-sector room (4x4 inside), floor 0, ceiling 12 clicks up; Lara at
 * (2560, 2560) facing +z. NULL without the shared donor level. */
TrBuild *Tr2Room_New(int *room);
/* Gives the donor's model of object `donor_id` the id `id` (a stand-in for
 * a kind the donor lacks). False when the donor has no such model. */
bool Tr2Room_StandIn(TrBuild *b, uint32_t donor_id, uint32_t id);
/* Writes the level, loads it and starts the game with TR2's object table
 * (driven here until GameRules_TR2.setup_objects is switched on). The
 * builder is deleted. NULL (and *why) on failure. */
TestGame *Tr2Room_Start(TrBuild *b, const char *name, char *why, size_t cap);

#define TR2_OPEN(t, b, name)                                                   \
    char why_[512] = "";                                                       \
    TestGame *t = Tr2Room_Start(b, name, why_, sizeof why_);                   \
    CHECK_MSG(t != NULL, "%s", why_)

#define TR2_ROOM_OR_SKIP(b, room)                                              \
    int room = 0;                                                              \
    TrBuild *b = Tr2Room_New(&room);                                           \
    if (!b)                                                                    \
    SKIP("%s not available", TrBuild_DonorName(GAME_TR2))

#endif
