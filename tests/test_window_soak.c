/* Long play in the window (issue 20: a SIGSEGV in the span loops during
 * the default level's wolf fight): the walkthrough's recording (switch,
 * spikes, the wolf hunting Lara, her pistols, its death; tests/walk_default.c)
 * is played by the windowed program on the null back end with the real
 * renderer, drawing between ticks (interpolated poses and camera) at frame
 * rates that put the fraction anywhere, with 1 to 4 band threads, while the
 * window is resized between frames to sizes from 1x1 to 7680x4320. Each run
 * is a child process: a crash or a sanitizer report fails only this test.
 *
 * make test plays it once (20 frames a second, small sizes but one huge
 * one, briefly);
 * make window-soak plays TOMB8_WINDOW_SOAK_RUNS runs (each with its own
 * frame rate, threads and resize schedule). */
#include "tests/test.h"
#include "tests/walk_default.h"

#include "engine/platform.h"
#include "engine/sim/replay.h"
#include "game/app/window.h"
#include "game/options.h"

#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Window sizes a resize picks from: tiny, odd, wide, tall, huge. The
 * brief run takes the first NUM_SMALL and, once, the huge one. */
static const int k_sizes[][2] = {
    {320, 240}, {1, 1}, {321, 241}, {319, 239}, {400, 300}, {7680, 4320},
    {640, 480}, {1280, 720}, {3000, 97}, {97, 3000}, {1921, 1081}, {800, 600},
};
#define NUM_SIZES ((int)(sizeof k_sizes / sizeof k_sizes[0]))
#define NUM_SMALL 5
#define HUGE_SIZE 5 /* 7680x4320: drawn at 3840x2160 */

static uint32_t next_rand(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

/* Plays the recording rec (ticks long) in the window; run picks the frame
 * rate, thread count and resize schedule. 0 when the window ran to the end;
 * otherwise what went wrong in why. */
static int play_once(const char *level, const char *rec, uint32_t ticks, int run, bool brief,
                     char *why, size_t cap)
{
    static const char *const fps[] = {"45", "75", "144", "20"};
    char threads[8];
    snprintf(threads, sizeof threads, "%d", 1 + run % 4);
    const char *argv[] = {"tomb8", level, "--mute", "--replay", rec, "--fps", fps[run % 4],
                          "--threads", threads, NULL};
    Options o;
    bool exit_now;
    if (!Options_Parse(&o, (int)(sizeof argv / sizeof argv[0]) - 1, (char **)argv, &exit_now)) {
        snprintf(why, cap, "options refused");
        return -1;
    }
    char err[256];
    PlatformWindowDesc d = {"soak", brief ? 320 : 640, brief ? 240 : 480, false, true,
                            PLATFORM_SCALE_FIT, PLATFORM_PRESENT_SDL};
    Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, &d, err, sizeof err);
    if (!p) {
        snprintf(why, cap, "%s", err);
        return -1;
    }
    /* Resizes through the run, in time order; the queue holds 64. A huge
     * window is shrunk again soon (its frames are slow under ASan). */
    uint64_t end_us = (uint64_t)ticks * 1000000u / 30u + 500000u;
    uint32_t s = 0x5EED0000u + (uint32_t)run;
    int nresize = brief ? 24 : 60;
    for (int i = 0; i < nresize; i++) {
        uint64_t at = end_us * (uint64_t)(i + 1) / (uint64_t)(nresize + 1);
        int k = (int)(next_rand(&s) % (brief ? NUM_SMALL : NUM_SIZES));
        if (brief && i == nresize / 2)
            k = HUGE_SIZE;
        PlatformEvent e;
        memset(&e, 0, sizeof e);
        e.type = PEV_RESIZED;
        e.width = k_sizes[k][0];
        e.height = k_sizes[k][1];
        Platform_PushEventAt(p, &e, at);
        if (k == HUGE_SIZE) { /* back to a small window 60 ms later */
            e.width = k_sizes[0][0];
            e.height = k_sizes[0][1];
            Platform_PushEventAt(p, &e, at + 60000);
            i++;
        }
    }
    PlatformEvent q;
    memset(&q, 0, sizeof q);
    q.type = PEV_KEY_DOWN;
    q.key = PKEY_F10;
    Platform_PushEventAt(p, &q, end_us);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        AppWindowResult r;
        memset(&r, 0, sizeof r);
        int st = App_RunWindowEx(&o, p, &r);
        /* ran the whole recording: 0; else 10 + the program's status */
        _exit(st == 0 && r.ticks >= ticks ? 0 : 10 + (st & 0x3F));
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) != pid) {
        Platform_Close(p);
        snprintf(why, cap, "could not run the window");
        return -1;
    }
    Platform_Close(p);
    if (WIFSIGNALED(status)) {
        snprintf(why, cap, "run %d: the window died with signal %d (%s)", run, WTERMSIG(status),
                 strsignal(WTERMSIG(status)));
        return -1;
    }
    if (WEXITSTATUS(status) != 0) {
        snprintf(why, cap, "run %d: the window ended with status %d (10 + exit code; 10: "
                 "stopped before the recording's end)", run, WEXITSTATUS(status));
        return -1;
    }
    return 0;
}

TEST(window_soak_wolf_fight_resized_interpolated)
{
    static Walk w;
    char err[512], rec[PATH_MAX], level[PATH_MAX];
    const char *lp = Test_BinPath("data/default.phd");
    if (!lp || access(lp, R_OK) != 0 || !realpath(lp, level))
        SKIP("no default level (build/data/default.phd)");
    bool opened = WalkDefault_Open(&w, err, sizeof err);
    bool played = opened && WalkDefault_Play(&w);
    uint32_t ticks = w.tick;
    int wolf_rooms = w.num_wolf_rooms;
    bool saved = false;
    snprintf(rec, sizeof rec, "%s/window_soak.t8r", Test_TmpDir());
    if (played)
        saved = Replay_Save(&w.rec, rec, err, sizeof err);
    WalkDefault_Close(&w);
    CHECK_MSG(opened, "%s", err);
    CHECK_MSG(played, "the walkthrough stopped at tick %u: %s", ticks, w.why);
    CHECK_MSG(saved, "%s", err);
    CHECK(wolf_rooms >= 4); /* the wolf came all the way: the fight is in it */

    const char *env = getenv("TOMB8_WINDOW_SOAK_RUNS");
    int runs = env && atoi(env) > 0 ? atoi(env) : 0;
    bool brief = runs == 0;
    if (brief)
        runs = 1;
    for (int run = 0; run < runs; run++) {
        char why[256];
        int st = play_once(level, rec, ticks, brief ? 3 : run, brief, why, sizeof why);
        CHECK_MSG(st == 0, "%s", why);
    }
}
