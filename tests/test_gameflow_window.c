/* A whole game in the window (game/app/window.h) on the null back
 * end (virtual clock: scripted keys land on the same ticks every run): the
 * shared folder's title (no TITLE.PHD: action starts a new game), LEVEL1
 * played a little, the session recorded; the headless run replays the
 * recording to the same state. */
#include "tests/test.h"

#include "engine/platform.h"
#include "game/app/window.h"
#include "game/options.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
    PlatformKey key;
    bool down;
    uint32_t at_ms;
} KeyStep;

static int run_window(const char *const *args, int nargs, const KeyStep *keys, int nkeys,
                      uint32_t quit_ms, GameflowWindowResult *res)
{
    const char *argv[16] = {"tomb8"};
    int argc = 1;
    for (int i = 0; i < nargs && argc < 15; i++)
        argv[argc++] = args[i];
    argv[argc] = NULL;
    Options o;
    bool exit_now;
    if (!Options_Parse(&o, argc, (char **)argv, &exit_now))
        return -2;
    int fds[2];
    if (pipe(fds) != 0)
        return -5;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        /* the player's saved keys and settings stay out of the test */
        setenv("XDG_CONFIG_HOME", Test_TmpDir(), 1);
        char err[256];
        PlatformWindowDesc d = {"t", 640, 480, false, true, PLATFORM_SCALE_FIT};
        Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, &d, err, sizeof err);
        struct {
            int status;
            GameflowWindowResult r;
        } out;
        memset(&out, 0, sizeof out);
        out.status = -3;
        if (p) {
            PlatformEvent e;
            for (int i = 0; i < nkeys; i++) {
                memset(&e, 0, sizeof e);
                e.type = keys[i].down ? PEV_KEY_DOWN : PEV_KEY_UP;
                e.key = keys[i].key;
                Platform_PushEventAt(p, &e, (uint64_t)keys[i].at_ms * 1000);
            }
            memset(&e, 0, sizeof e);
            e.type = PEV_KEY_DOWN;
            e.key = PKEY_F10;
            Platform_PushEventAt(p, &e, (uint64_t)quit_ms * 1000);
            out.status = GameflowApp_RunWindowWith(&o, p, &out.r);
            Platform_Close(p);
        }
        _exit(write(fds[1], &out, sizeof out) == (ssize_t)sizeof out ? 0 : 3);
    }
    close(fds[1]);
    struct {
        int status;
        GameflowWindowResult r;
    } out;
    memset(&out, 0, sizeof out);
    int status = -1;
    if (pid > 0 && read(fds[0], &out, sizeof out) == (ssize_t)sizeof out) {
        status = out.status;
        *res = out.r;
    }
    close(fds[0]);
    if (pid > 0)
        waitpid(pid, NULL, 0);
    return status;
}

TEST(gameflow_window_records_replays_headless)
{
    const char *l1 = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!l1)
        SKIP("shared LEVEL1 not present");
    char dir[PATH_MAX], rec[PATH_MAX], cmd[3 * PATH_MAX], out[4096];
    snprintf(dir, sizeof dir, "%s", l1);
    *strrchr(dir, '/') = '\0';
    snprintf(rec, sizeof rec, "%s/gameflow_window.t8r", Test_TmpDir());
    remove(rec);
    static const KeyStep keys[] = {
        {PKEY_LCTRL, true, 300},  {PKEY_LCTRL, false, 500}, /* the title: a new game */
        {PKEY_UP, true, 1000},    {PKEY_UP, false, 2200},   /* LEVEL1: run forward */
        {PKEY_LEFT, true, 2400},  {PKEY_LEFT, false, 2900},
    };
    const char *args[] = {dir, "--record", rec, "--mute"};
    GameflowWindowResult r;
    memset(&r, 0, sizeof r);
    int rc = run_window(args, 4, keys, (int)COUNT_OF(keys), 3500, &r);
    CHECK_MSG(rc == 0, "window exit %d", rc);
    CHECK_EQ(r.phase, RUN_PHASE_LEVEL);
    CHECK_EQ(r.level, 1);
    CHECK_MSG(r.ticks >= 95 && r.ticks <= 110, "%u ticks", r.ticks);
    snprintf(cmd, sizeof cmd, "'%s' --headless '%s' --replay '%s' 2>/dev/null",
             Test_BinPath("tomb8"), dir, rec);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    char want[32];
    snprintf(want, sizeof want, "\"hash\":\"%016llx\"", (unsigned long long)r.hash);
    CHECK_MSG(strstr(out, want) != NULL, "window %s, headless %s", want, out);
    snprintf(want, sizeof want, "\"ticks\":%u,", r.ticks);
    CHECK_MSG(strstr(out, want) != NULL, "window %s, headless %s", want, out);
}
