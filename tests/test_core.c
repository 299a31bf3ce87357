/* engine/core helpers. */
#include "engine/core/json.h"
#include "engine/core/mem.h"
#include "tests/test.h"

#include <stdint.h>
#include <stdlib.h>
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


TEST(core_mem_grow)
{
    int *a = NULL;
    size_t cap = 0;
    CHECK(Mem_Grow((void **)&a, &cap, 1, sizeof(int)));
    CHECK_EQ(cap, 64);
    a[63] = 7;
    CHECK(Mem_Grow((void **)&a, &cap, 65, sizeof(int)));
    CHECK_EQ(cap, 128);
    CHECK_EQ(a[63], 7);
    CHECK(Mem_Grow((void **)&a, &cap, 100, sizeof(int))); /* fits: unchanged */
    CHECK_EQ(cap, 128);
    /* sizes that would overflow are refused, the array kept */
    CHECK(!Mem_Grow((void **)&a, &cap, SIZE_MAX / 2 + 2, sizeof(int)));
    CHECK(!Mem_Grow((void **)&a, &cap, SIZE_MAX / 8, 16));
    CHECK_EQ(cap, 128);
    CHECK_EQ(a[63], 7);
    free(a);
}
