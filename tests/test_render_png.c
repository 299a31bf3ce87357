/* PNG output (engine/render/png.h). */
#include "engine/render/png.h"

#include "tests/test.h"

#include <stdint.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

TEST(render_png_write_reports_full_disk)
{
    char link_path[512], ok_path[512];
    struct stat st;
    uint8_t px[4 * 3 * 3] = {0};
    if (stat("/dev/full", &st) != 0 || !S_ISCHR(st.st_mode))
        SKIP("/dev/full is not available here");
    snprintf(ok_path, sizeof ok_path, "%s/render_png_ok.png", Test_TmpDir());
    CHECK(Png_WriteRGB(ok_path, 4, 3, px));
    CHECK(stat(ok_path, &st) == 0 && st.st_size > 8);
    /* Through a symlink, so a regression can only ever remove the link. */
    snprintf(link_path, sizeof link_path, "%s/render_png_full.png", Test_TmpDir());
    unlink(link_path);
    CHECK(symlink("/dev/full", link_path) == 0);
    CHECK(!Png_WriteRGB(link_path, 4, 3, px));
    CHECK(stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));
    unlink(link_path);
}
