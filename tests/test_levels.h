/* Loading real levels in tests. */
#ifndef TOMB8_TESTS_TEST_LEVELS_H
#define TOMB8_TESTS_TEST_LEVELS_H

#include "engine/core/log.h"
#include "engine/level/level.h"
#include "tests/test.h"

/* Loads ../shared/levels/<rel> into *lv, or skips the test (saying so) when
 * the file is not there; a load failure fails the test. */
#define LOAD_OR_SKIP(rel, lv)                                                   \
    do {                                                                        \
        const char *p_ = Test_SharedPath(rel);                                  \
        char e_[256];                                                           \
        if (!p_)                                                                \
            SKIP("%s not available", rel);                                      \
        Log_SetQuiet(1);                                                        \
        CHECK_MSG(Level_Load(p_, lv, e_, sizeof e_), "%s", e_);                 \
    } while (0)

#endif
