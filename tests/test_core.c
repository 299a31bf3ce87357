/* engine/core helpers. */
#include "engine/core/json.h"
#include "tests/test.h"

#include <stdint.h>
#include <string.h>

TEST(core_json_escape_keeps_one_valid_line)
{
    char out[64];
    Json_Escape("a\"b\\c\nd", out, sizeof out);
    CHECK(strcmp(out, "a\\\"b\\\\c\\u000ad") == 0);
    /* Truncation never splits an escape or overruns. */
    Json_Escape("\"\"\"\"\"\"\"\"\"\"", out, 8);
    CHECK(strlen(out) < 8);
    CHECK(strlen(out) % 2 == 0);
}

