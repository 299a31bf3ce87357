/* QA regressions (issue 19, part 2): a special file where a settings file
 * should be. Every reader goes through FileRead_Regular: a FIFO is refused
 * without blocking, a folder, a device or a symbolic link loop is named as
 * what it is, a file over the reader's limit is "too large" with its real
 * size. The window's start-up load of settings.cfg and keys.cfg then warns
 * once each and uses the defaults. */
#include "tests/test.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "engine/core/file_read.h"
#include "engine/core/log.h"
#include "game/input_map.h"
#include "game/settings.h"

static const char *fresh_dir(const char *name)
{
    static char path[4096];
    char cmd[9000];
    snprintf(path, sizeof path, "%s/%s", Test_TmpDir(), name);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s/tomb8'", path, path);
    Test_Run(cmd, NULL, 0);
    char abs_path[4096];
    if (realpath(path, abs_path))
        memcpy(path, abs_path, sizeof path); /* XDG_CONFIG_HOME is absolute */
    return path;
}

/* Runs Settings_LoadForWindow with XDG_CONFIG_HOME=dir in a child (a FIFO
 * made it block forever); its stderr into `log`. False when it had not
 * returned after 10 s (the child is then killed). */
static bool load_in_child(const char *dir, const char *log, Settings *out_s)
{
    int fds[2];
    if (pipe(fds) != 0)
        return false;
    pid_t pid = fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        close(fds[0]);
        if (!freopen(log, "w", stderr))
            _exit(3);
        setenv("XDG_CONFIG_HOME", dir, 1);
        Log_SetQuiet(0);
        Settings s;
        InputMap map;
        char sdir[4096];
        InputMap_Defaults(&map);
        Settings_LoadForWindow(&s, sdir, sizeof sdir, true, &map);
        fflush(stderr);
        ssize_t w = write(fds[1], &s, sizeof s);
        _exit(w == (ssize_t)sizeof s ? 0 : 4);
    }
    close(fds[1]);
    int status = 0;
    bool done = false;
    for (int i = 0; i < 200 && !done; i++) {
        if (waitpid(pid, &status, WNOHANG) == pid) {
            done = true;
            break;
        }
        struct timespec ts = {0, 50 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    if (!done) {
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
    }
    bool got = read(fds[0], out_s, sizeof *out_s) == (ssize_t)sizeof *out_s;
    close(fds[0]);
    return done && got && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

static int count(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, needle)); p++)
        n++;
    return n;
}

/* settings.cfg and keys.cfg as FIFOs: the window blocked forever at start.
 * Now one warning line each, and the defaults. */
TEST(qa_read_settings_fifo_does_not_block)
{
    const char *dir = fresh_dir("read_fifo");
    char path[4200], log[4200];
    snprintf(path, sizeof path, "%s/tomb8/settings.cfg", dir);
    CHECK(mkfifo(path, 0644) == 0);
    snprintf(path, sizeof path, "%s/tomb8/keys.cfg", dir);
    CHECK(mkfifo(path, 0644) == 0);
    snprintf(log, sizeof log, "%s/stderr.txt", dir);
    Settings s, def;
    Settings_Defaults(&def);
    CHECK_MSG(load_in_child(dir, log, &s), "the settings load blocked on a FIFO");
    CHECK(memcmp(&s, &def, sizeof s) == 0);
    char *text = (char *)Test_ReadFile(log, NULL);
    CHECK(text);
    CHECK_MSG(count(text, "warning: ") == 2 && count(text, "FIFO") == 2 &&
                  count(text, "\n") == 2 && strstr(text, "default settings") &&
                  strstr(text, "default keys"),
              "%s", text);
    free(text);
}

/* A folder where settings.cfg should be was ignored without a word. */
TEST(qa_read_settings_folder_warns)
{
    const char *dir = fresh_dir("read_folder");
    char path[4200], log[4200];
    snprintf(path, sizeof path, "%s/tomb8/settings.cfg", dir);
    CHECK(mkdir(path, 0755) == 0);
    snprintf(log, sizeof log, "%s/stderr.txt", dir);
    Settings s;
    CHECK(load_in_child(dir, log, &s));
    char *text = (char *)Test_ReadFile(log, NULL);
    CHECK_MSG(text && count(text, "warning: ") == 1 && strstr(text, "is a folder"), "%s",
              text ? text : "(none)");
    free(text);
}

/* Over 64 KiB: it was cut, and the cut blamed as a syntax error. */
TEST(qa_read_settings_too_large)
{
    const char *dir = fresh_dir("read_large");
    char path[4200];
    snprintf(path, sizeof path, "%s/tomb8", dir);
    Settings s;
    char err[2048];
    snprintf(path, sizeof path, "%s/tomb8/settings.cfg", dir);
    FILE *f = fopen(path, "wb");
    CHECK(f);
    for (int i = 0; i < 5000; i++)
        fputs("music_volume = 5\n", f);   /* 17 bytes a line: 85,000 bytes */
    CHECK(fclose(f) == 0);
    snprintf(path, sizeof path, "%s/tomb8", dir);
    CHECK(!Settings_Load(&s, path, err, sizeof err));
    CHECK_MSG(strstr(err, "too large") && strstr(err, "85000 bytes"), "%s", err);
}

/* The reader itself: each kind of file named as what it is. */
TEST(qa_read_regular_file_helper)
{
    const char *dir = fresh_dir("read_helper");
    char path[4200], err[2048];
    uint8_t *data;
    size_t size;
    snprintf(path, sizeof path, "%s/fifo", dir);
    CHECK(mkfifo(path, 0644) == 0);
    CHECK(FileRead_Regular(path, "thing", 100, &data, &size, err, sizeof err) == FILE_READ_FAILED);
    CHECK_MSG(strstr(err, "thing is a FIFO"), "%s", err);
    CHECK(FileRead_Regular(dir, "thing", 100, &data, &size, err, sizeof err) == FILE_READ_FAILED);
    CHECK_MSG(strstr(err, "is a folder"), "%s", err);
    CHECK(FileRead_Regular("/dev/null", "thing", 100, &data, &size, err, sizeof err) ==
          FILE_READ_FAILED);
    CHECK_MSG(strstr(err, "character device"), "%s", err);
    snprintf(path, sizeof path, "%s/loop", dir);
    CHECK(symlink("loop", path) == 0);
    CHECK(FileRead_Regular(path, "thing", 100, &data, &size, err, sizeof err) == FILE_READ_FAILED);
    CHECK_MSG(strstr(err, "symbolic link loop"), "%s", err);
    snprintf(path, sizeof path, "%s/none", dir);
    CHECK(FileRead_Regular(path, "thing", 100, &data, &size, err, sizeof err) ==
          FILE_READ_MISSING);
    snprintf(path, sizeof path, "%s/big", dir);
    FILE *f = fopen(path, "wb");
    CHECK(f && fputs("0123456789ABC", f) >= 0 && fclose(f) == 0);
    CHECK(FileRead_Regular(path, "thing", 12, &data, &size, err, sizeof err) == FILE_READ_FAILED);
    CHECK_MSG(strstr(err, "too large (13 bytes; at most 12)"), "%s", err);
    CHECK(FileRead_Regular(path, "thing", 13, &data, &size, err, sizeof err) == FILE_READ_OK);
    CHECK(size == 13 && data[13] == 0 && memcmp(data, "0123456789ABC", 13) == 0);
    free(data);
}

/* The level's own companion, MAIN.SFX next to a TR2/TR3 level, as a FIFO:
 * the load blocked on it forever. Now it is refused (the level loads
 * without it), and a FIFO given as the level is named. */
TEST(qa_read_level_files_never_block)
{
    const char *tr2 = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    if (!tr2)
        SKIP("no shared TR2 level");
    const char *dir = fresh_dir("read_sfx");
    char cmd[9000], out[4096], bin[4096], lvl[4096];
    if (!realpath(Test_BinPath("tomb8"), bin) || !realpath(tr2, lvl))
        SKIP("no paths");
    snprintf(cmd, sizeof cmd,
             "cd '%s' && cp '%s' L.TR2 && mkfifo MAIN.SFX && mkfifo F.PHD && "
             "timeout 30 %s --headless L.TR2 --ticks 3 >/dev/null 2>&1; echo $?",
             dir, lvl, bin);
    CHECK(Test_Run(cmd, out, sizeof out) == 0);
    CHECK_MSG(atoi(out) == 0, "exit %s (124: blocked on the FIFO)", out);
    char levelinfo[4096];
    if (!realpath(Test_BinPath("levelinfo"), levelinfo))
        SKIP("no levelinfo");
    snprintf(cmd, sizeof cmd, "cd '%s' && timeout 30 %s F.PHD 2>&1 >/dev/null", dir, levelinfo);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && strstr(out, "is a FIFO"), "exit %d: %s", rc, out);
}
