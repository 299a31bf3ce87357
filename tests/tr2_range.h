/* A TR2 test range for creature tests (tests/tr_build.h on the shared
 * RANDO_TEST1.TR2): one room, Lara at one end facing along x, a creature
 * `gap` sectors from her facing back, an optional wall between them; the
 * TR2 object table installed (as GameRules_TR2.setup_objects will) and
 * the creature woken as a trigger wakes it. */
#ifndef TOMB8_TESTS_TR2_RANGE_H
#define TOMB8_TESTS_TR2_RANGE_H

#include "tests/test_game.h"

typedef struct {
    int16_t shooter_id;
    int gap;
    bool wall;
    /* The donor has CULT_1's model only: other kinds are tested on it
     * renamed to their id (a stand-in: his meshes and animations, their
     * routine and numbers). */
    bool stand_in;
    /* The room is under water (swimmers). */
    bool water;
    /* With stand_in, CULT_1A's model (same skeleton) renamed to this id
     * too when non-zero (a kind that needs a second model: the Xian
     * warriors' statues). */
    int16_t second_id;
} Range;

/* NULL when the shared level is missing or the level does not build. */
TestGame *Tr2Range_Open(const Range *r, int *lara, int *shooter);

#endif
