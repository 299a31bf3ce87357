/* Stand-in vehicle models for the vehicle tests: the shared donor levels
 * have no vehicles, so a test adds, at test time, copies of Lara's model
 * (her meshes and skeleton) under the vehicle's ids, all sharing one set
 * of animations of our own. Each animation shows Lara's standing pose;
 * what it carries is what the code under test reads: its state number,
 * its length, where it goes at its end, its speed, and the state changes
 * (from any of its frames) that join the set the way the original's
 * rider set joins. Only numbers and the state flow are tested, never the
 * poses. */
#ifndef TOMB8_TESTS_VEHICLE_STAND_IN_H
#define TOMB8_TESTS_VEHICLE_STAND_IN_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/level/level.h"

#define STAND_IN_MAX_CHANGES 8

typedef struct {
    uint16_t state, frames, next; /* next: animation (of this set) after the last frame */
    uint16_t changes[STAND_IN_MAX_CHANGES][2]; /* {goal state, animation} */
    int num_changes;
    int16_t speed;
    bool at_end; /* its changes only from its last frame (else from any) */
} StandInAnim;

/* Appends the `count` animations and one model per id in `ids` (Lara's,
 * object 0, with this set). False when the donor lacks Lara or memory
 * runs out. */
bool StandIn_Add(Level *lv, const StandInAnim *set, int count, const int *ids, int num_ids);

#endif
