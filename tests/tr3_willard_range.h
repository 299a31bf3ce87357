/* Willard on the TR3 test range (tests/tr3_range.h), shared by his tests
 * and his looks' tests: the shared TR3 level has no Willard, so he is a
 * stand-in (Lara's meshes, animations of our own: his eleven states, his
 * kill as animation 6 and his stunned fall as 7, as his routine names
 * them); his path markers and junction are range items with stand-in
 * models of their own. */
#ifndef TOMB8_TESTS_TR3_WILLARD_RANGE_H
#define TOMB8_TESTS_TR3_WILLARD_RANGE_H

#include "tests/tr3_range.h"
#include "tests/tr_build.h"

enum { W_STOP, W_WALK, W_LUNGE, W_BIGKILL, W_STUNNED, W_KNOCKOUT, W_GETUP, W_ATAK1, W_ATAK2,
       W_180, W_SHOOT };

/* Six markers along z 1.5 sectors (x 2.5..7.5, facing +x) and a junction
 * at (1.5, 4.5); Willard 5 sectors from Lara. NULL when the shared level
 * is missing or the range does not build. */
TestGame *Tr3Willard_Open(int *lara, int *will);

#define WILL_OR_SKIP(t, lara, will)                                               \
    do {                                                                          \
        (t) = Tr3Willard_Open(lara, will);                                        \
        if (!(t))                                                                 \
            SKIP("%s not available (or the range does not build)",                \
                 TrBuild_DonorName(GAME_TR3));                                    \
    } while (0)

#endif
