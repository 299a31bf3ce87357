/* A TR3 arena for the animal and mutant tests (tests/tr_build.h on the
 * shared ../shared/levels/tr3/RANDO_TEST1.TR2). The shared level has only
 * the monkey's model among TR3's creatures, so every other kind is tested
 * on a stand-in: the monkey's meshes and animations copied under the
 * kind's id, the monkey's states renumbered to the kind's (its stand,
 * walk, run, attacks, death...), with the kind's own routine and numbers.
 * What a stand-in cannot show (the original's animations, so its exact
 * speeds and bite frames) is left to the kind's routine being driven
 * state by state in the tests. */
#ifndef TOMB8_TESTS_TR3_BEAST_ARENA_H
#define TOMB8_TESTS_TR3_BEAST_ARENA_H

#include "tests/test_game.h"

/* The monkey's states (tomb3 monkey.h) a stand-in map is indexed by. */
#define TR3_MONKEY_STATES 21

typedef struct {
    int16_t id;     /* the creature */
    const int *map; /* NULL: the donor's own model (the monkey); else the
                     * kind's state for each monkey state (-1: none) */
    int lara_x;     /* > 0: Lara's x (else 7.5 sectors) */
    /* 1: the room's x 1..4 is open water 6 clicks deep (a room of its own
     * below), the creature 4 clicks down in it; 2: Lara in it too, at
     * (4, 2.5) sectors, 2 clicks down. */
    int pool;
} Tr3Arena;

/* A 10 x 10 room (inside 1..8); Lara at (lara_x, 4.5 sectors) facing -x,
 * the creature at (2.5, 4.5) facing +x, woken as a trigger wakes it (with
 * a pool: see Tr3Arena.pool).
 * NULL: no shared level (skip); (TestGame *)-1: the level did not build. */
TestGame *Tr3Arena_Open(const Tr3Arena *a, int *creature);
/* The same with more items placed in the room (tests/tr3_range.h's
 * Tr3RangeItem: x < 0 puts one on the creature's spot), each with a
 * one-animation stand-in model of its own id when the donor has none. */
struct Tr3RangeItem;
TestGame *Tr3Arena_OpenWith(const Tr3Arena *a, const struct Tr3RangeItem *items, int num_items,
                            int *creature);

#define TR3_ARENA_OR_SKIP(t, a, c)                                                   \
    do {                                                                             \
        (t) = Tr3Arena_Open(a, c);                                                   \
        if (!(t))                                                                    \
            SKIP("%s not available", TrBuild_DonorName(GAME_TR3));                   \
        CHECK_MSG((t) != (TestGame *)-1, "the TR3 arena does not build (monkey?)");  \
        CHECK(*(c) >= 0);                                                            \
    } while (0)

/* Runs until Lara is first hurt (at most `ticks`): the damage of that
 * first blow, the tick it came and how near the creature got along x. */
typedef struct {
    int damage, tick;
    int32_t start_dx, min_dx;
} Tr3Chase;
Tr3Chase Tr3Arena_Chase(TestGame *t, int creature, int ticks);

#endif
