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

#include "engine/core/png.h"

#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

TEST(core_png_write_reports_full_disk)
{
    char link_path[512], ok_path[512];
    struct stat st;
    uint8_t px[4 * 3 * 3] = {0};
    if (stat("/dev/full", &st) != 0 || !S_ISCHR(st.st_mode))
        SKIP("/dev/full is not available here");
    snprintf(ok_path, sizeof ok_path, "%s/core_png_ok.png", Test_TmpDir());
    CHECK(Png_WriteRGB(ok_path, 4, 3, px));
    CHECK(stat(ok_path, &st) == 0 && st.st_size > 8);
    /* Through a symlink, so a regression can only ever remove the link. */
    snprintf(link_path, sizeof link_path, "%s/core_png_full.png", Test_TmpDir());
    unlink(link_path);
    CHECK(symlink("/dev/full", link_path) == 0);
    CHECK(!Png_WriteRGB(link_path, 4, 3, px));
    CHECK(stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));
    unlink(link_path);
}
