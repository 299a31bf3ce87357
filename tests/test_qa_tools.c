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

/* bench_render's options: unknown ones, a --peer without its three whole
 * numbers (FRAMES missing or 0 ran the whole benchmark), --threads outside
 * 1..16 (the renderer clamped it while the line reported the value asked
 * for) or without --peer, and a size the renderer refuses (its own error,
 * not "bad arguments"), and an option given twice (the last value won
 * silently) each give one error line and exit 2. Without the
 * shared data the line says the run was skipped, exit 0, as bench_ticks'. */
TEST(qa_bench_render_bad_options_exit_2)
{
    static const struct {
        const char *args, *want;
    } bad[] = {
        {"--bogus", "unknown option --bogus"},
        {"--quick extra", "unknown option extra"},
        {"--peer 640 480", "--peer needs W H FRAMES"},
        {"--peer 640 480 0", "--peer needs W H FRAMES"},
        {"--peer 640 480 12x", "--peer needs W H FRAMES"},
        {"--peer 640 480 100001", "--peer needs W H FRAMES"},
        {"--peer 640 480 10 --threads 0", "--threads needs a count from 1 to 16, not 0"},
        {"--peer 640 480 10 --threads 17", "--threads needs a count from 1 to 16, not 17"},
        {"--peer 640 480 10 --threads", "--threads needs a count from 1 to 16"},
        {"--threads 2", "--threads goes with --peer"},
        {"--only fast", "--only needs speedup or rgb"},
        {"--levels", "--levels needs a folder"},
        {"--levels /nonexistent/tomb8", "no tr1/LEVEL1.PHD there"},
        {"--peer 640 480 10 --threads 2 --threads 4", "--threads given twice"},
        {"--peer 640 480 10 --peer 320 240 10", "--peer given twice"},
        {"--only rgb --only speedup", "--only given twice"},
        {"--quick --quick", "--quick given twice"},
        {"--levels /a --levels /b", "--levels given twice"},
    };
    const char *bin = Test_BinPath("bench_render");
    char cmd[4096], out[4096];
    for (size_t i = 0; i < COUNT_OF(bad); i++) {
        snprintf(cmd, sizeof cmd, "%s %s 2>&1", bin, bad[i].args);
        int rc = Test_Run(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_line(out, bad[i].want) && strstr(out, "error: bench_render: "),
                  "bench_render %s: exit %d: %s", bad[i].args, rc, out);
    }
    /* no shared data where the environment says: skipped, exit 0 */
    snprintf(cmd, sizeof cmd, "TOMB8_SHARED=/nonexistent/tomb8 %s --quick 2>&1", bin);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0 && one_line(out, "\"skipped\":\"no shared level /nonexistent/tomb8/levels/tr1/LEVEL1.PHD\""),
              "exit %d: %s", rc, out);
    snprintf(cmd, sizeof cmd, "TOMB8_SHARED=/nonexistent/tomb8 %s 2>&1", Test_BinPath("bench_ticks"));
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0 && one_line(out, "{\"bench\":\"ticks\",\"skipped\":\"no shared level"), "bench_ticks exit %d: %s",
              rc, out);

    const char *l1 = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!l1)
        SKIP("tr1/LEVEL1.PHD not available (the renderer's size check not run)");
    char dir[2048];
    snprintf(dir, sizeof dir, "%s", l1);
    char *cut = strstr(dir, "/tr1/LEVEL1.PHD");
    CHECK(cut);
    *cut = 0;
    snprintf(cmd, sizeof cmd, "%s --levels %s --peer 0 480 10 2>&1", bin, dir);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "error: bench_render: --peer 0 480: render: size 0x480 out of range"),
              "exit %d: %s", rc, out);
    /* and a good one reports the threads it drew with */
    snprintf(cmd, sizeof cmd, "%s --levels %s --peer 320 240 3 --threads 16 2>&1", bin, dir);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0 && one_line(out, "\"w\":320,\"h\":240,\"threads\":16,\"frames\":3,"), "exit %d: %s", rc, out);
    /* an unknown TOMB8_RASTER is told on stderr, once, and the run goes on */
    snprintf(cmd, sizeof cmd, "TOMB8_RASTER=fastest %s --levels %s --peer 320 240 3 --threads 2 2>&1 >/dev/null",
             bin, dir);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0 && one_line(out, "warning: TOMB8_RASTER=fastest is not a path (accepted: scalar, bmi2"),
              "exit %d: %s", rc, out);
}
