/* The lake the boat tests float on (TR2's boat, TR3's kayak and rubber
 * boat: tests/tr_build.h), and the check of the wake TR3's boats leave on
 * it. */
#ifndef TOMB8_TESTS_BOAT_LAKE_H
#define TOMB8_TESTS_BOAT_LAKE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/sim/item.h"
#include "tests/test_game.h"
#include "game/effects/splash_tr3.h"
#include "tools/levelbuild/levelbuild.h"

typedef struct {
    int air, lake; /* the rooms */
} BoatLake;

/* Adds a dry room 12 x 16 sectors (its floor at 0, two clicks up over
 * x 1..10, z 1..4: the bank) over a lake room from z 4 (8 clicks deep,
 * its surface at 0). connect: open to each other over x 1..10, z 5..14
 * (else the caller joins them, e.g. round a wall). */
BoatLake BoatLake_Add(LB_Builder *lb, bool connect);

/* One side's pair of wake points just laid behind `hull` (its pos and
 * heading): each point j starts from the point `off` units to the hull's
 * side (negative: its left) and moves speed[j] along the heading turned
 * by ang[j] away from it (outwards on each side), as tomb3's
 * DoWakeEffect lays them. Adds to *vel_bad and *pos_bad the points whose
 * speed or start is not that. */
void BoatLake_CheckWakePair(const Item *hull, const Wake3Point *pt, int side, int32_t off,
                            const int16_t ang[2], const int32_t speed[2], int *vel_bad,
                            int *pos_bad);

/* A landing's splash: its slot (-1: none), the hull's fall speed before
 * the tick it came and the hull's height after it, the splash as it was
 * then and the water's splash count. */
typedef struct {
    int made;
    int32_t fall, y, count;
    Splash3 sp;
} BoatSplash;

/* Steps t up to max_ticks ticks until a splash is on. */
BoatSplash BoatLake_WaitSplash(TestGame *t, const Item *hull, int max_ticks);

/* One tick of t, and of its twin kept without water looks and sparks
 * (what the looks draw must leave the game's streams as they are). */
void BoatLake_StepTwins(TestGame *t, TestGame *twin, InputWord in);
/* Both games' random streams (control and draw) where they are. */
bool BoatLake_SameStreams(const TestGame *a, const TestGame *b);

#endif
