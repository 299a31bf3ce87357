/* QA regressions (issue 19, what its first round left open).
 *
 * Special files: the --inputs CSV, TR2/TR3 scripts (TOMBPC.DAT), PCX
 * pictures, music tracks and movies go through the shared bounded reader, so a FIFO
 * there is one clear line (a skipped track, for music) at once, where each
 * reader blocked forever waiting for a writer. The readers run in a child
 * with a time limit, so a regression fails instead of hanging the suite.
 * FMV movies and tracecmp's traces too. levelinfo and animdump refuse a
 * FIFO given as the level.
 *
 * Tick wrap: a save whose tick is within one maximal run (100,000,000
 * ticks) of 2^32 - 1 is refused when loaded, so no run from a save can wrap
 * the tick counter or the trace's tick column. The save is a real one (a
 * game saved in-process with its tick set), so its checksum is valid. */
#include "tests/test.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "engine/audio/music.h"
#include "engine/core/log.h"
#include "engine/level/level.h"
#include "engine/level/script.h"
#include "engine/video/fmv.h"
#include "engine/sim/sim.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/save/save.h"
#include "game/trace.h"
#include "game/ui/picture.h"

/* A FIFO at dir/name (dir created); its path. */
static const char *make_fifo(const char *dir, const char *name)
{
    static char path[4096];
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    unlink(path);
    if (mkfifo(path, 0644) != 0)
        return NULL;
    return path;
}

/* Runs fn(arg) in a child; its exit status, or -1 when it had not ended
 * after 10 s (it is then killed: a reader blocked on the FIFO). */
static int in_child(int (*fn)(const char *), const char *arg)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0)
        return -2;
    if (pid == 0) {
        Log_SetQuiet(1);
        _exit(fn(arg));
    }
    int status = 0;
    for (int i = 0; i < 200; i++) {
        if (waitpid(pid, &status, WNOHANG) == pid)
            return WIFEXITED(status) ? WEXITSTATUS(status) : -3;
        struct timespec ts = {0, 50 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
    return -1;
}

/* Exit 0 when the reader refused the path with one line naming a FIFO. */
static int fifo_refused(bool ok, const char *err)
{
    if (ok)
        return 10;
    if (strncmp(err, "error: ", 7) != 0 || strchr(err, '\n') || !strstr(err, "FIFO"))
        return 11;
    return 0;
}

static int read_inputs(const char *path)
{
    char err[512] = "";
    InputWord *w = NULL;
    uint32_t n = 0;
    bool ok = Trace_ReadInputs(path, &w, &n, err, sizeof err);
    free(w);
    return fifo_refused(ok, err);
}

static int read_script(const char *path)
{
    char err[512] = "";
    Script s;
    bool ok = Script_Load(path, &s, err, sizeof err);
    if (ok)
        Script_Free(&s);
    return fifo_refused(ok, err);
}

static int read_picture(const char *path)
{
    char err[512] = "";
    UiPicture p;
    bool ok = UiPicture_LoadPcx(&p, path, NULL, err, sizeof err);
    UiPicture_Free(&p);
    return fifo_refused(ok, err);
}

static int open_movie(const char *path)
{
    char err[512] = "";
    Fmv *f = Fmv_Open(path, err, sizeof err);
    bool ok = f != NULL;
    Fmv_Close(f);
    return fifo_refused(ok, err);
}

/* arg is the music folder: track 2 is a FIFO named 2.ogg. */
static int play_music(const char *dir)
{
    Music *m = Music_Create(dir);
    if (!m)
        return 12;
    bool played = Music_Play(m, 2);
    Music_Destroy(m);
    return played ? 13 : 0;
}

TEST(qa_fifo_inputs_script_picture_music_refused)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/special_inputs", Test_TmpDir());
    const char *fifo = make_fifo(dir, "inputs.csv");
    CHECK(fifo != NULL);
    CHECK_EQ(in_child(read_inputs, fifo), 0);
    CHECK_EQ(in_child(read_script, make_fifo(dir, "TOMBPC.DAT")), 0);
    CHECK_EQ(in_child(read_picture, make_fifo(dir, "TITLE.PCX")), 0);
    CHECK_EQ(in_child(open_movie, make_fifo(dir, "CAFE.RPL")), 0);
    char music[4200];
    snprintf(music, sizeof music, "%s/music", dir);
    CHECK(make_fifo(music, "2.ogg") != NULL);
    CHECK_EQ(in_child(play_music, music), 0);
}

/* Runs cmd (stderr captured) under a time limit; its exit status. */
static int run_limited(const char *cmd, char *out, size_t cap)
{
    char full[9000];
    snprintf(full, sizeof full, "timeout 10 %s 2>&1 >/dev/null", cmd);
    return Test_Run(full, out, cap);
}

static bool one_fifo_line(const char *out)
{
    return strncmp(out, "error: ", 7) == 0 && strstr(out, "FIFO") &&
           strchr(out, '\n') == out + strlen(out) - 1;
}

TEST(qa_fifo_refused_by_tools_and_inputs_option)
{
    char dir[4096], cmd[9000], out[2048];
    snprintf(dir, sizeof dir, "%s/special_tools", Test_TmpDir());
    const char *fifo = make_fifo(dir, "LEVEL.PHD");
    CHECK(fifo != NULL);
    char level[4096];
    snprintf(level, sizeof level, "%s", fifo);
    const char *tools[][3] = {{"levelinfo", "", ""},
                              {"levelinfo", "", "--json"},
                              {"levelinfo", "--script", ""},
                              {"animdump", "--level", "--model 0 --anim 0 --frame 0"},
                              {"tracecmp", "", "/dev/null"}};
    for (size_t i = 0; i < sizeof tools / sizeof tools[0]; i++) {
        snprintf(cmd, sizeof cmd, "%s %s %s %s", Test_BinPath(tools[i][0]), tools[i][1], level,
                 tools[i][2]);
        CHECK_MSG(run_limited(cmd, out, sizeof out) == 2 && one_fifo_line(out), "%s: %s", cmd,
                  out);
    }
    /* --inputs naming a FIFO: one line, exit 2, no wait. */
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --inputs %s", Test_BinPath("tomb8"),
             Test_BinPath("data/default.phd"), level);
    CHECK_MSG(run_limited(cmd, out, sizeof out) == 2 && one_fifo_line(out), "%s", out);
}

/* ---- tick wrap ------------------------------------------------------------------ */

static bool no_listener(void *user, const Sim *s, GameListener *out)
{
    (void)user;
    (void)s;
    (void)out;
    return false;
}

/* The default level's start saved with its tick set to `tick`. */
static bool save_at_tick(const Level *lv, uint32_t tick, uint8_t **data, size_t *size)
{
    typedef struct {
        Sim sim;
        GameAudio ga;
        Game game;
    } Run;
    Run *r = calloc(1, sizeof *r);
    char err[256];
    SimConfig cfg = {.animate_all = false};
    if (!r || !Sim_Init(&r->sim, lv, &cfg, err, sizeof err)) {
        free(r);
        return false;
    }
    GameAudio_Attach(&r->ga, &r->sim, no_listener, NULL);
    bool ok = Game_Attach(&r->game, &r->sim, err, sizeof err);
    if (ok) {
        Game_ConnectAudio(&r->game, &r->ga);
        Game_Tick(&r->game, 0);
        GameAudio_EndTick(&r->ga);
        r->sim.tick = tick;
        SaveMeta meta = {.gameflow_level = -1, .label = NULL};
        ok = Save_Serialize(&r->game, &r->ga.fx, &meta, data, size);
        Game_Free(&r->game);
    }
    GameAudio_Free(&r->ga);
    Sim_Free(&r->sim);
    free(r);
    return ok;
}

/* Save_Restore of data into a fresh game; err gets its line. */
static bool restores(const Level *lv, const uint8_t *data, size_t size, char *err, size_t cap)
{
    Sim sim;
    GameAudio ga;
    Game game;
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(&sim, lv, &cfg, err, cap))
        return false;
    memset(&ga, 0, sizeof ga);
    GameAudio_Attach(&ga, &sim, no_listener, NULL);
    bool ok = Game_Attach(&game, &sim, err, cap);
    if (ok) {
        Game_ConnectAudio(&game, &ga);
        ok = Save_Restore(&game, &ga.fx, data, size, "near.t8s", NULL, err, cap);
        Game_Free(&game);
    }
    GameAudio_Free(&ga);
    Sim_Free(&sim);
    return ok;
}

TEST(qa_save_tick_near_wrap_refused)
{
    Level lv;
    char err[512] = "";
    Log_SetQuiet(1);
    CHECK_MSG(Level_Load(Test_BinPath("data/default.phd"), &lv, err, sizeof err), "%s", err);
    uint8_t *last = NULL, *over = NULL;
    size_t last_n = 0, over_n = 0;
    CHECK(save_at_tick(&lv, SAVE_MAX_TICK, &last, &last_n));
    CHECK(save_at_tick(&lv, SAVE_MAX_TICK + 1, &over, &over_n));
    /* The latest tick a run of the cap cannot wrap from loads; one more
     * is refused with one line naming the tick. */
    CHECK_MSG(restores(&lv, last, last_n, err, sizeof err), "%s", err);
    err[0] = '\0';
    CHECK(!restores(&lv, over, over_n, err, sizeof err));
    CHECK_MSG(strncmp(err, "error: near.t8s: ", 17) == 0 && strstr(err, "4194967296") &&
                  !strchr(err, '\n'),
              "%s", err);
    /* End to end: a save 5 ticks short of 2^32 - 1, --load'ed for one
     * tick with a trace, is one line and exit 2, and no trace is made. */
    uint8_t *near = NULL;
    size_t near_n = 0;
    CHECK(save_at_tick(&lv, UINT32_MAX - 5, &near, &near_n));
    char dir[4096], path[4200], trace[4200], cmd[12000], out[2048];
    snprintf(dir, sizeof dir, "%s/tick_wrap", Test_TmpDir());
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/near.t8s", dir);
    snprintf(trace, sizeof trace, "%s/t.csv", dir);
    FILE *f = fopen(path, "wb");
    CHECK(f && fwrite(near, 1, near_n, f) == near_n);
    if (f)
        fclose(f);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --load %s --ticks 1 --trace %s",
             Test_BinPath("tomb8"), Test_BinPath("data/default.phd"), path, trace);
    CHECK_MSG(run_limited(cmd, out, sizeof out) == 2 && strncmp(out, "error: ", 7) == 0 &&
                  strstr(out, "4294967290") && strchr(out, '\n') == out + strlen(out) - 1,
              "%s", out);
    struct stat st;
    CHECK(stat(trace, &st) != 0);
    free(last);
    free(over);
    free(near);
    Level_Free(&lv);
}
