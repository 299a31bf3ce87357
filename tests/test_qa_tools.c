/* QA regressions: the command-line tools on bad output paths and bad
 * arguments. Each must end with ONE error line and exit status 2, and a
 * failed write must never delete what it was pointed at when that is not a
 * regular file (as root, remove("/dev/full") deletes the device node: the
 * level writer did exactly that). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <stb/stb_image_write.h>

#include "engine/core/log.h"
#include "engine/level/level_write.h"

static bool is_char_device(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 && S_ISCHR(st.st_mode);
}

/* A symlink to /dev/full in the scratch directory: writes through it fail
 * with ENOSPC, and a regression (removing the "partial file") deletes only
 * the link, never the device node itself. NULL when unavailable. */
static const char *full_link(void)
{
    static char path[1024];
    if (!is_char_device("/dev/full"))
        return NULL;
    snprintf(path, sizeof path, "%s/qa_full_link", Test_TmpDir());
    unlink(path);
    return symlink("/dev/full", path) == 0 ? path : NULL;
}

static bool is_link(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 && S_ISLNK(st.st_mode);
}

/* Exactly one line, containing `want`. */
static bool one_line(const char *out, const char *want)
{
    const char *nl = strchr(out, '\n');
    return nl && nl[1] == 0 && strstr(out, want) != NULL;
}

TEST(qa_level_write_failure_keeps_device_node)
{
    const char *full = full_link();
    if (!full)
        SKIP("no /dev/full to write to");
    Level lv;
    char err[512];
    Log_SetQuiet(1);
    CHECK_MSG(Level_Load(Test_BinPath("data/default.phd"), &lv, err, sizeof err), "%s", err);
    bool ok = LevelWrite_TR1File(&lv, full, err, sizeof err);
    Level_Free(&lv);
    CHECK(!ok);
    CHECK_MSG(strstr(err, "write failed"), "%s", err);
    CHECK_MSG(is_link(full), "the writer removed what it wrote to (a link to /dev/full)");
}

TEST(qa_framediff_write_failure_exit_2)
{
    const char *full = full_link();
    if (!full)
        SKIP("no /dev/full to write to");
    char a[1024], b[1024], cmd[4096], out[2048];
    snprintf(a, sizeof a, "%s/qa_fd_a.png", Test_TmpDir());
    snprintf(b, sizeof b, "%s/qa_fd_b.png", Test_TmpDir());
    static unsigned char px[32 * 24 * 3];
    CHECK(stbi_write_png(a, 32, 24, 3, px, 32 * 3));
    px[7] = 200;
    CHECK(stbi_write_png(b, 32, 24, 3, px, 32 * 3));
    const char *fd = Test_BinPath("framediff");
    snprintf(cmd, sizeof cmd, "%s %s %s --out %s 2>&1 >/dev/null", fd, a, b, full);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "qa_full_link: cannot write PNG"), "exit %d: %s", rc, out);
    CHECK_MSG(is_link(full), "framediff removed what it wrote to (a link to /dev/full)");
    /* usage errors are error lines too */
    snprintf(cmd, sizeof cmd, "%s %s 2>&1", fd, a);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "error: usage"), "exit %d: %s", rc, out);
    snprintf(cmd, sizeof cmd, "%s %s %s --out 2>&1", fd, a, b);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "error: usage"), "exit %d: %s", rc, out);
}

TEST(qa_sfxdump_out_not_a_directory_one_line)
{
    char file[1024], cmd[4096], out[2048];
    snprintf(file, sizeof file, "%s/qa_sfx_plain_file", Test_TmpDir());
    FILE *f = fopen(file, "wb");
    CHECK(f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s --level %s --out %s 2>&1", Test_BinPath("sfxdump"),
             Test_BinPath("data/default.phd"), file);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "not a writable directory"), "exit %d: %s", rc, out);
}

TEST(qa_mklevel_option_without_value)
{
    char cmd[2048], out[2048];
    snprintf(cmd, sizeof cmd, "%s --quiet --out 2>&1", Test_BinPath("mklevel"));
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "--out needs a value"), "exit %d: %s", rc, out);
}

/* A summary that could not be written is a failure, not exit 0 (levelinfo
 * used to exit 1 silently, animdump 0). */
TEST(qa_tools_stdout_write_failure_exit_2)
{
    if (!is_char_device("/dev/full"))
        SKIP("/dev/full is not a character device here");
    const char *lvl = Test_BinPath("data/default.phd");
    char cmd[4096], out[2048];
    snprintf(cmd, sizeof cmd, "%s --json %s 2>&1 >/dev/full", Test_BinPath("levelinfo"), lvl);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "stdout: write failed"), "levelinfo exit %d: %s", rc, out);
    snprintf(cmd, sizeof cmd, "%s --level %s --model 0 --anim 0 --frame 0 2>&1 >/dev/full",
             Test_BinPath("animdump"), lvl);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "stdout: write failed"), "animdump exit %d: %s", rc, out);
}
