/* Playing in the window: the windowed program on the null back end (its
 * virtual clock makes scripted key presses land on the same ticks every
 * run) drives Lara on the default level, records the session, and the
 * headless runner replays the recording to the same state hash. Also: F2
 * switches to the free-fly viewer (Lara gets no input, the keys fly the
 * camera), and a replay played in the window ends where the session did. */
#include "tests/test.h"
#include "tests/window_run.h"

#include "engine/level/level.h"
#include "engine/platform.h"
#include "engine/sim/replay.h"
#include "game/app/window.h"
#include "game/input_map.h"
#include "game/options.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Lara's start on the default level (data/default_level.txt: "item lara"). */
#define START_X 4608
#define START_Z 2560

static const char *play_level(void)
{
    static char abs[PATH_MAX];
    const char *p = Test_BinPath("data/default.phd");
    return p && access(p, R_OK) == 0 && realpath(p, abs) ? abs : NULL;
}

typedef struct {
    const WindowScript *s;
    Platform *p;
} PlayRun;

/* The child's part of run_window: the session on the platform opened
 * before the fork. */
static void run_child(void *ctx, void *result)
{
    const PlayRun *w = ctx;
    WindowAppOut *out = result;
    out->status = App_RunWindowEx(&w->s->o, w->p, &out->r);
}

/* Runs the window app on the null back end with the given arguments and
 * key script (F10 quits at quit_ms), in a child so a crash fails only the
 * test. Returns the exit status (-1: the child died) and the result. */
static int run_window(const char *const *args, int nargs, const KeyStep *keys, int nkeys,
                      uint32_t quit_ms, AppWindowResult *res)
{
    WindowScript s;
    if (!WindowRun_Script(&s, args, nargs, keys, nkeys, quit_ms))
        return -2;
    int why;
    Platform *p = WindowRun_Open(&s, &why);
    if (!p)
        return why;
    PlayRun w = { &s, p };
    WindowAppOut out;
    int rc = WindowRun_InChild(run_child, &w, &out, sizeof out);
    Platform_Close(p);
    if (rc != 0)
        return rc;
    *res = out.r;
    return out.status;
}

/* The hash and tick count a headless replay prints. */
static bool headless_replay(const char *level, const char *replay, char hash[17], long *ticks)
{
    char cmd[2048], out[1024];
    const char *h, *t;
    snprintf(cmd, sizeof cmd, "'%s' --headless --level '%s' --replay '%s' --mute 2>&1",
             Test_BinPath("tomb8"), level, replay);
    if (Test_Run(cmd, out, sizeof out) != 0)
        return false;
    h = strstr(out, "\"hash\":\"");
    t = strstr(out, "\"ticks\":");
    if (!h || !t)
        return false;
    memcpy(hash, h + 8, 16);
    hash[16] = '\0';
    *ticks = atol(t + 8);
    return true;
}

/* A short session: run forward, turn, jump, stop. */
static const KeyStep k_session[] = {
    { PKEY_UP, true, 200 },    { PKEY_UP, false, 1400 },  { PKEY_LEFT, true, 1600 },
    { PKEY_LEFT, false, 2100 }, { PKEY_LALT, true, 2300 }, { PKEY_UP, true, 2300 },
    { PKEY_LALT, false, 2500 }, { PKEY_UP, false, 2500 },  { PKEY_LSHIFT, true, 3300 },
    { PKEY_DOWN, true, 3300 },  { PKEY_DOWN, false, 3900 }, { PKEY_LSHIFT, false, 3900 },
};

TEST(window_play_record_replays_headless)
{
    const char *level = play_level();
    char rec[600], hash[17], want[17];
    long ticks = 0;
    AppWindowResult r;
    if (!level)
        SKIP("no default level");
    snprintf(rec, sizeof rec, "%s/window_play.t8r", Test_TmpDir());
    remove(rec);
    {
        const char *args[] = { level, "--render-size", "320x240", "--mute", "--record", rec };
        int st = run_window(args, 6, k_session, (int)COUNT_OF(k_session), 4500, &r);
        CHECK_MSG(st == 0, "window exit %d", st);
    }
    /* Played, not flown: Lara left her start and the camera followed her. */
    CHECK(!r.fly);
    CHECK(r.ticks >= 130 && r.ticks <= 140); /* 4.5 s at 30 Hz */
    CHECK_MSG(abs(r.lara_pos.x - START_X) + abs(r.lara_pos.z - START_Z) > 1000,
              "Lara at %d,%d", (int)r.lara_pos.x, (int)r.lara_pos.z);
    snprintf(want, sizeof want, "%016llx", (unsigned long long)r.hash);
    CHECK_MSG(headless_replay(level, rec, hash, &ticks), "headless replay failed");
    CHECK_EQ(ticks, (long)r.ticks);
    CHECK_MSG(strcmp(hash, want) == 0, "headless %s, window %s", hash, want);

    /* The recording played back in the window ends in the same state (no
     * keys: the replay's words, then nothing). */
    {
        const char *args[] = { level, "--render-size", "320x240", "--mute", "--replay", rec };
        AppWindowResult r2;
        int st = run_window(args, 6, NULL, 0, 4500, &r2);
        CHECK_MSG(st == 0, "window exit %d", st);
        CHECK_EQ(r2.ticks, r.ticks);
        CHECK(r2.hash == r.hash);
    }
}

/* F2 hands the keys to the free-fly camera: Lara stands while the camera
 * flies, then plays again after a second F2; the recording (with the
 * flown ticks as empty words) still replays headless to the same hash. */
TEST(window_play_f2_toggles_free_fly)
{
    const char *level = play_level();
    char rec[600], hash[17], want[17];
    long ticks = 0;
    AppWindowResult fly, both;
    static const KeyStep flying[] = {
        { PKEY_F2, true, 100 }, { PKEY_F2, false, 150 }, { PKEY_UP, true, 200 },
        { PKEY_UP, false, 1200 },
    };
    static const KeyStep back[] = {
        { PKEY_F2, true, 100 },  { PKEY_F2, false, 150 }, { PKEY_W, true, 200 },
        { PKEY_W, false, 700 },  { PKEY_F2, true, 800 },  { PKEY_F2, false, 850 },
        { PKEY_UP, true, 900 },  { PKEY_UP, false, 1900 },
    };
    if (!level)
        SKIP("no default level");
    {
        const char *args[] = { level, "--render-size", "320x240", "--mute" };
        int st = run_window(args, 4, flying, (int)COUNT_OF(flying), 1500, &fly);
        CHECK_MSG(st == 0, "window exit %d", st);
    }
    CHECK(fly.fly);
    CHECK_EQ(fly.lara_pos.x, START_X);
    CHECK_EQ(fly.lara_pos.z, START_Z);
    /* The arrow flew the camera forward (it started at the game camera). */
    CHECK(fly.cam.x != 0 || fly.cam.z != 0);

    snprintf(rec, sizeof rec, "%s/window_play_fly.t8r", Test_TmpDir());
    remove(rec);
    {
        const char *args[] = { level, "--render-size", "320x240", "--mute", "--record", rec };
        int st = run_window(args, 6, back, (int)COUNT_OF(back), 2500, &both);
        CHECK_MSG(st == 0, "window exit %d", st);
    }
    CHECK(!both.fly);
    CHECK_MSG(abs(both.lara_pos.z - START_Z) > 300, "Lara at z %d", (int)both.lara_pos.z);
    snprintf(want, sizeof want, "%016llx", (unsigned long long)both.hash);
    CHECK_MSG(headless_replay(level, rec, hash, &ticks), "headless replay failed");
    CHECK_EQ(ticks, (long)both.ticks);
    CHECK_MSG(strcmp(hash, want) == 0, "headless %s, window %s", hash, want);
}

/* --fly starts in the viewer; --camera and --view N too (a placed camera
 * is a viewer's request), and the key map knows the toggle. */
TEST(window_play_fly_options_and_key)
{
    const char *level = play_level();
    AppWindowResult r;
    InputMap m;
    InputState s;
    PlatformEvent e;
    InputMap_Defaults(&m);
    InputState_Clear(&s);
    memset(&e, 0, sizeof e);
    e.type = PEV_KEY_DOWN;
    e.key = PKEY_F2;
    CHECK_EQ(InputMap_HandleEvent(&m, &s, &e), ACT_FLY_TOGGLE);
    CHECK_EQ(InputMap_ActionFromName("fly_toggle"), ACT_FLY_TOGGLE);
    CHECK_EQ(InputMap_Word(&m, &s), 0u); /* not a play bit */
    if (!level)
        SKIP("no default level");
    {
        const char *args[] = { level, "--render-size", "320x240", "--mute", "--fly" };
        CHECK_EQ(run_window(args, 5, NULL, 0, 300, &r), 0);
        CHECK(r.fly);
    }
    {
        const char *args[] = { level, "--render-size", "320x240", "--mute", "--view", "0" };
        CHECK_EQ(run_window(args, 6, NULL, 0, 300, &r), 0);
        CHECK(r.fly);
    }
    {
        const char *args[] = { level, "--render-size", "320x240", "--mute" };
        CHECK_EQ(run_window(args, 4, NULL, 0, 300, &r), 0);
        CHECK(!r.fly);
        CHECK(r.ticks >= 8);
    }
}

/* A reference trace's input words, as a replay, played in the window on the
 * real LEVEL1 end where the headless replay of as many ticks ends. */
TEST(window_play_trace_replay_matches_headless)
{
    const char *level = Test_SharedPath("tr1/LEVEL1.PHD");
    const char *csv = Test_SharedPath("../traces/LEVEL1_walk_run_turn.csv");
    char cmd[2048], out[1024], want[17], rec[600], err[256];
    AppWindowResult r;
    Level lv;
    Replay rp;
    if (!level || !csv)
        SKIP("no tr1/LEVEL1.PHD or its reference trace");
    {
        /* The input column (second field) of every row after the header. */
        size_t size;
        char *text = (char *)Test_ReadFile(csv, &size), *line;
        CHECK(text && Level_Load(level, &lv, err, sizeof err));
        Replay_Init(&rp, lv.checksum, lv.file_size);
        Level_Free(&lv);
        line = strchr(text, '\n');
        while (line && *++line) {
            const char *comma = strchr(line, ',');
            if (!comma)
                break;
            CHECK(Replay_Append(&rp, (InputWord)strtoul(comma + 1, NULL, 10)));
            line = strchr(line, '\n');
        }
        free(text);
        snprintf(rec, sizeof rec, "%s/window_play_trace.t8r", Test_TmpDir());
        CHECK_MSG(Replay_Save(&rp, rec, err, sizeof err), "%s", err);
        Replay_Free(&rp);
    }
    {
        const char *args[] = { level, "--render-size", "320x240", "--mute", "--replay", rec };
        int st = run_window(args, 6, NULL, 0, 3000, &r);
        CHECK_MSG(st == 0, "window exit %d", st);
    }
    CHECK(r.ticks > 60);
    snprintf(cmd, sizeof cmd, "'%s' --headless --level '%s' --replay '%s' --ticks %u --mute 2>&1",
             Test_BinPath("tomb8"), level, rec, (unsigned)r.ticks);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 0);
    snprintf(want, sizeof want, "%016llx", (unsigned long long)r.hash);
    CHECK_MSG(strstr(out, want) != NULL, "window %s, headless: %s", want, out);
}
