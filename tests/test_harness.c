/* Checks that the harness itself reports what it is told. */
#include "tests/test.h"

#include <string.h>

TEST(harness_run_captures_output_and_status)
{
    char out[64];
    CHECK_EQ(Test_Run("printf hello; exit 3", out, sizeof out), 3);
    CHECK(strcmp(out, "hello") == 0);
}
