/* A whole game in the window (game/app/window.h) on the null back
 * end (virtual clock: scripted keys land on the same ticks every run): the
 * shared folder's title (no TITLE.PHD: action starts a new game), LEVEL1
 * played a little, the session recorded; the headless run replays the
 * recording to the same state. */
#include "tests/test.h"
#include "tests/window_run.h"

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
    int status;
    GameflowWindowResult r;
} GameflowOut;

/* The child's part of run_window. */
static void run_child(void *ctx, void *result)
{
    const WindowScript *s = ctx;
    GameflowOut *out = result;
    /* the player's saved keys and settings stay out of the test */
    setenv("XDG_CONFIG_HOME", Test_TmpDir(), 1);
    out->status = -3;
    int why;
    Platform *p = WindowRun_Open(s, &why);
    if (p) {
        out->status = GameflowApp_RunWindowWith(&s->o, p, &out->r);
        Platform_Close(p);
    }
}

static int run_window(const char *const *args, int nargs, const KeyStep *keys, int nkeys,
                      uint32_t quit_ms, GameflowWindowResult *res)
{
    WindowScript s;
    if (!WindowRun_Script(&s, args, nargs, keys, nkeys, quit_ms))
        return -2;
    GameflowOut out;
    int rc = WindowRun_InChild(run_child, &s, &out, sizeof out);
    if (rc != 0)
        return rc;
    *res = out.r;
    return out.status;
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
