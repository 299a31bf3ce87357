/* FMVs played by the game (issue 20 section 5): the gameflow's `fmv` steps
 * play tomb8's own build-time movie (build/data/FMV/TOMB8.RPL) as a phase
 * of their own, at the movie's frame rate, with its sound, skipped by
 * action or Esc; headless --capture-every writes its frames (letterboxed
 * into the capture) and the window presents them. Before, each FMV was only
 * named ("would show here"). */
#include "engine/platform.h"
#include "game/app/window.h"
#include "game/app/runner.h"
#include "game/options.h"
#include "tests/test.h"
#include "tests/window_run.h"
#include "tests/test_wav.h"
#include "tools/levelbuild/demo_movie.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define PIC_BYTES ((size_t)DEMO_MOVIE_WIDTH * DEMO_MOVIE_HEIGHT * 3)
#define MOVIE_TICKS (DEMO_MOVIE_FRAMES * 30 / DEMO_MOVIE_FPS) /* 60 */

static const char k_flow[] =
    "gameflow 1\n"
    "title title.phd\n"
    "  fmv FMV/TOMB8.RPL\n"
    "end\n"
    "level default.phd \"The Hall\"\n"
    "  fmv FMV/MISSING.RPL\n"
    "  fmv FMV/TOMB8.RPL\n"
    "  play\n"
    "  stats\n"
    "end\n";

static bool copy_file(const char *from, const char *to)
{
    size_t n;
    uint8_t *d = Test_ReadFile(from, &n);
    FILE *f = d ? fopen(to, "wb") : NULL;
    bool ok = f && fwrite(d, 1, n, f) == n;
    if (f)
        ok = fclose(f) == 0 && ok;
    free(d);
    return ok;
}

/* An install folder `name` under the test's temporary one: the built-in
 * title and level, the build's movie as FMV/TOMB8.RPL (cut to `cut` bytes
 * when > 0), and the gameflow above as fmv.gameflow. */
static bool make_install(const char *name, size_t cut, char *dir, size_t cap)
{
    char tmp[PATH_MAX], p[PATH_MAX + 64];
    if (!realpath(Test_TmpDir(), tmp))
        return false;
    snprintf(dir, cap, "%s/%s", tmp, name);
    mkdir(dir, 0755);
    snprintf(p, sizeof p, "%s/FMV", dir);
    mkdir(p, 0755);
    snprintf(p, sizeof p, "%s/title.phd", dir);
    if (!copy_file(Test_BinPath("data/title.phd"), p))
        return false;
    snprintf(p, sizeof p, "%s/default.phd", dir);
    if (!copy_file(Test_BinPath("data/default.phd"), p))
        return false;
    snprintf(p, sizeof p, "%s/FMV/TOMB8.RPL", dir);
    if (!copy_file(Test_BinPath("data/FMV/TOMB8.RPL"), p))
        return false;
    if (cut > 0 && truncate(p, (off_t)cut) != 0)
        return false;
    snprintf(p, sizeof p, "%s/fmv.gameflow", dir);
    FILE *f = fopen(p, "w");
    return f && fputs(k_flow, f) >= 0 && fclose(f) == 0;
}

typedef struct {
    char lines[32][512];
    int n;
} Lines;

static void collect(void *user, const char *line)
{
    Lines *a = user;
    if (a->n < 32)
        snprintf(a->lines[a->n++], sizeof a->lines[0], "%s", line);
}

static int count_lines(const Lines *a, const char *needle)
{
    int n = 0;
    for (int i = 0; i < a->n; i++)
        n += strstr(a->lines[i], needle) != NULL;
    return n;
}

static Runner *start(const char *dir, Gameflow *gf, Lines *a, const GameSound *snd)
{
    char err[512];
    if (!Gameflow_Parse(k_flow, strlen(k_flow), "fmv.gameflow", gf, err, sizeof err))
        return NULL;
    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = gf;
    Install_OpenAny(&cfg.install, dir);
    cfg.announce = collect;
    cfg.user = a;
    cfg.audio = snd;
    return Runner_Create(&cfg, err, sizeof err);
}

static void expected_picture(int frame, uint8_t *out)
{
    DemoMovie_Picture(frame, out);
    for (size_t i = 0; i < PIC_BYTES; i++) {
        unsigned v = out[i] >> 3;
        out[i] = (uint8_t)((v << 3) | (v >> 2));
    }
}

/* Tick t shows movie frame t / 2 (15 frames a second, 30 ticks); the sound
 * plays; after the last frame the title comes. */
TEST(fmv_play_title_movie_at_its_frame_rate)
{
    char dir[PATH_MAX];
    CHECK(make_install("fmv_play_rate", 0, dir, sizeof dir));
    Gameflow *gf = malloc(sizeof *gf);
    Lines *a = calloc(1, sizeof *a);
    uint8_t *want = malloc(PIC_BYTES);
    CHECK(gf && a && want);
    GameSound snd = {0};
    Runner *r = start(dir, gf, a, &snd);
    CHECK(r);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_FMV);
    int bad = -1, loud = 0, ticks = 0;
    while (Runner_Phase(r) == RUN_PHASE_FMV && ticks < 200) {
        Runner_Step(r, 0);
        const FmvPhase *m = Runner_Fmv(r);
        if (!m)
            break;
        int w, h;
        const uint8_t *rgb = FmvPhase_Frame(m, &w, &h);
        expected_picture(ticks / 2, want);
        if (bad < 0 && (!rgb || w != DEMO_MOVIE_WIDTH || memcmp(rgb, want, PIC_BYTES) != 0))
            bad = ticks;
        const int16_t *pcm = Runner_Pcm(r);
        if (pcm && pcm[2 * 700] != 0)
            loud++;
        ticks++;
    }
    /* 60 ticks show the 30 frames; the 61st finds the end. */
    CHECK_EQ(ticks, MOVIE_TICKS);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    Runner_Free(r);
    CHECK_MSG(bad < 0, "tick %d shows the wrong frame", bad);
    CHECK(loud > MOVIE_TICKS / 2);
    free(gf);
    free(a);
    free(want);
}

/* Action newly pressed skips the movie; held from before it does not. The
 * level's movie plays after a missing one is named once, then the level. */
TEST(fmv_play_skip_and_level_movies)
{
    char dir[PATH_MAX];
    CHECK(make_install("fmv_play_skip", 0, dir, sizeof dir));
    Gameflow *gf = malloc(sizeof *gf);
    Lines *a = calloc(1, sizeof *a);
    CHECK(gf && a);
    Runner *r = start(dir, gf, a, NULL);
    CHECK(r);
    for (int i = 0; i < 5; i++)
        Runner_Step(r, 0);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_FMV);
    Runner_Step(r, INPUT_ACTION);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    CHECK(Runner_Fmv(r) == NULL);
    /* New game from the title ring: the level's movies come first. */
    for (int i = 0; i < 400 && Runner_Phase(r) == RUN_PHASE_TITLE; i++)
        Runner_Step(r, i % 2 ? INPUT_ACTION : 0);
    CHECK_MSG(Runner_Phase(r) == RUN_PHASE_FMV, "phase %d: %s | %s", (int)Runner_Phase(r),
              a->n > 0 ? a->lines[a->n - 1] : "", a->n > 1 ? a->lines[a->n - 2] : "");
    CHECK_EQ(count_lines(a, "FMV FMV/MISSING.RPL: not in"), 1);
    CHECK_EQ(count_lines(a, "would show here"), 0);
    /* Esc (option) skips too. */
    Runner_Step(r, 0);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_FMV);
    Runner_Step(r, INPUT_OPTION);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    CHECK_EQ(Runner_State(r)->level, 0);
    Runner_Free(r);
    free(gf);
    free(a);
    /* A key held when the movie starts (the menu's choice) does not skip
     * it; pressed again, it does. */
    FmvPhase p;
    char err[400];
    CHECK(FmvPhase_Start(&p, Test_BinPath("data/FMV/TOMB8.RPL"), INPUT_ACTION, err, sizeof err));
    bool go1 = FmvPhase_Tick(&p, INPUT_ACTION, err, sizeof err);
    bool go2 = FmvPhase_Tick(&p, 0, err, sizeof err);
    bool go3 = FmvPhase_Tick(&p, INPUT_ACTION, err, sizeof err);
    FmvPhase_Stop(&p);
    CHECK(go1 && go2 && !go3);
    CHECK_EQ(err[0], 0);
}

/* A movie cut short plays its first frames, then one error line on the
 * announce channel, and the game goes on. */
TEST(fmv_play_broken_movie_is_one_line_and_skipped)
{
    char dir[PATH_MAX];
    CHECK(make_install("fmv_play_cut", 60000, dir, sizeof dir));
    Gameflow *gf = malloc(sizeof *gf);
    Lines *a = calloc(1, sizeof *a);
    CHECK(gf && a);
    Runner *r = start(dir, gf, a, NULL);
    CHECK(r);
    int ticks = 0;
    while (Runner_Phase(r) == RUN_PHASE_FMV && ticks < 200) {
        Runner_Step(r, 0);
        ticks++;
    }
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_TITLE);
    CHECK(ticks > 2 && ticks < MOVIE_TICKS);
    CHECK_EQ(count_lines(a, "error: "), 1);
    CHECK_MSG(count_lines(a, "TOMB8.RPL: the file is damaged or cut short") == 1, "%s",
              a->n ? a->lines[0] : "");
    Runner_Free(r);
    free(gf);
    free(a);
}

static uint64_t fnv_file(const char *path)
{
    size_t n;
    uint8_t *d = Test_ReadFile(path, &n);
    if (!d)
        return 0;
    uint64_t h = 0xCBF29CE484222325ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ d[i]) * 0x100000001B3ull;
    free(d);
    return h;
}

/* Headless: --capture-every writes the movie's frames, scaled into the
 * capture with black bars on the sides of a wider one. */
TEST(fmv_play_headless_captures_frames)
{
    char dir[PATH_MAX], cap[PATH_MAX + 8], cmd[6 * PATH_MAX], out[4096], png[PATH_MAX + 64];
    char wav[PATH_MAX + 32];
    CHECK(make_install("fmv_play_cap", 0, dir, sizeof dir));
    snprintf(cap, sizeof cap, "%s_out", dir); /* outputs never go inside the install */
    mkdir(cap, 0755);
    snprintf(wav, sizeof wav, "%s/sound.wav", cap);
    snprintf(cmd, sizeof cmd,
             "%s --headless %s --gameflow %s/fmv.gameflow --ticks 40 --capture-every 10 "
             "--capture-dir %s --size 480x240 --audio-out %s 2>&1",
             Test_BinPath("tomb8"), dir, dir, cap, wav);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    CHECK_MSG(strstr(out, "\"phase\":\"fmv\""), "%s", out);
    uint64_t h[4];
    for (int i = 0; i < 4; i++) {
        snprintf(png, sizeof png, "%s/tick%06d.png", cap, i * 10 + 9);
        h[i] = fnv_file(png);
        CHECK_MSG(h[i] != 0, "no capture %s", png);
    }
    CHECK(h[0] != h[1] && h[1] != h[2] && h[2] != h[3]);
    /* The movie's sound is the run's sound (--audio-out): 40 ticks of it,
     * every other output frame a sample of the chime. */
    uint32_t frames = 0;
    int16_t *pcm = Test_ReadStereoWav(wav, &frames);
    CHECK_MSG(pcm && frames == 40 * 1470, "%u frames", frames);
    uint32_t bad = 0;
    for (uint32_t i = 0; i + 1 < frames; i += 2)
        bad += pcm[2 * i] != DemoMovie_Sample(i / 2) || pcm[2 * i + 1] != pcm[2 * i];
    free(pcm);
    CHECK_EQ(bad, 0);
    /* The frames as the runner shows them, letterboxed the same way. */
    Gameflow *gf = malloc(sizeof *gf);
    Lines *a = calloc(1, sizeof *a);
    uint8_t *rgb = malloc(480 * 240 * 3), *want = malloc(PIC_BYTES);
    CHECK(gf && a && rgb && want);
    Runner *r = start(dir, gf, a, NULL);
    CHECK(r);
    for (int t = 0; t < 10; t++)
        Runner_Step(r, 0);
    const FmvPhase *m = Runner_Fmv(r);
    CHECK(m);
    FmvPhase_DrawRGB(m, rgb, 480, 240);
    expected_picture(9 / 2, want);
    /* 160x120 into 480x240: doubled to 320x240, 80-pixel bars each side. */
    bool bars = true, picture = true;
    for (int y = 0; y < 240; y++)
        for (int x = 0; x < 480; x++) {
            const uint8_t *p = rgb + ((size_t)y * 480 + x) * 3;
            if (x < 80 || x >= 400)
                bars = bars && !p[0] && !p[1] && !p[2];
            else
                picture = picture &&
                          !memcmp(p, want + ((size_t)(y / 2) * DEMO_MOVIE_WIDTH + (x - 80) / 2) * 3, 3);
        }
    Runner_Free(r);
    free(gf);
    free(a);
    free(rgb);
    free(want);
    CHECK(bars);
    CHECK(picture);
    /* Pins the capture files (PNG of the letterboxed frames). */
    static const uint64_t pin[4] = {0x7f15acef34840883ull, 0x9c4c6ca48ba88aabull,
                                    0x9548008bdbb671caull, 0x11859df652dd8310ull};
    CHECK_MSG(!memcmp(h, pin, sizeof pin), "capture hashes %016llx %016llx %016llx %016llx",
              (unsigned long long)h[0], (unsigned long long)h[1], (unsigned long long)h[2],
              (unsigned long long)h[3]);
}

/* The window (null back end) presents the movie's frame at its own size
 * (the platform letterboxes it) and ends in the FMV phase half a second in;
 * the movie's end brings the title. */
TEST(fmv_play_window_presents_movie)
{
    char dir[PATH_MAX], flow[PATH_MAX + 32];
    CHECK(make_install("fmv_play_window", 0, dir, sizeof dir));
    snprintf(flow, sizeof flow, "%s/fmv.gameflow", dir);
    const char *argv[] = {"tomb8", dir, "--gameflow", flow, "--render-size", "320x240",
                          "--mute", NULL};
    struct {
        int status, phase, w, h;
        uint32_t ticks;
        uint64_t hash;
    } res[2];
    const uint32_t quit_ms[2] = {500, 3000};
    for (int k = 0; k < 2; k++) {
        Options o;
        bool exit_now;
        CHECK(Options_Parse(&o, 7, (char **)argv, &exit_now));
        int fds[2];
        CHECK(pipe(fds) == 0);
        fflush(stdout);
        fflush(stderr);
        pid_t pid = fork();
        if (pid == 0) {
            close(fds[0]);
            char home[PATH_MAX + 16];
            snprintf(home, sizeof home, "%s/home", dir);
            mkdir(home, 0755);
            setenv("XDG_DATA_HOME", home, 1);
            setenv("XDG_CONFIG_HOME", home, 1);
            memset(&res[k], 0, sizeof res[k]);
            res[k].status = -3;
            char err[256];
            PlatformWindowDesc d = {"t", 640, 480, false, true,
                                    PLATFORM_SCALE_FIT, PLATFORM_PRESENT_SDL};
            Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, &d, err, sizeof err);
            if (p) {
                WindowRun_PushQuit(p, quit_ms[k]);
                AppWindowResult r;
                res[k].status = App_RunWindowEx(&o, p, &r);
                res[k].phase = r.phase;
                res[k].ticks = r.ticks;
                const uint8_t *f = Platform_LastFrame(p, &res[k].w, &res[k].h);
                uint64_t h = 0xCBF29CE484222325ull;
                for (size_t i = 0; f && i < (size_t)res[k].w * res[k].h * 3; i++)
                    h = (h ^ f[i]) * 0x100000001B3ull;
                res[k].hash = h;
                Platform_Close(p);
            }
            _exit(write(fds[1], &res[k], sizeof res[k]) == (ssize_t)sizeof res[k] ? 0 : 3);
        }
        close(fds[1]);
        memset(&res[k], 0, sizeof res[k]);
        res[k].status = -1;
        if (pid > 0 && read(fds[0], &res[k], sizeof res[k]) != (ssize_t)sizeof res[k])
            res[k].status = -1;
        close(fds[0]);
        if (pid > 0)
            waitpid(pid, NULL, 0);
    }
    CHECK_MSG(res[0].status == 0, "window exit %d", res[0].status);
    CHECK_EQ(res[0].phase, RUN_PHASE_FMV);
    CHECK_EQ(res[0].w, DEMO_MOVIE_WIDTH);
    CHECK_EQ(res[0].h, DEMO_MOVIE_HEIGHT);
    /* The frame on screen is the one due at the last tick (15 a second). */
    uint8_t *want = malloc(PIC_BYTES);
    CHECK(want && res[0].ticks > 4);
    expected_picture((int)(res[0].ticks - 1) / 2, want);
    uint64_t hw = 0xCBF29CE484222325ull;
    for (size_t i = 0; i < PIC_BYTES; i++)
        hw = (hw ^ want[i]) * 0x100000001B3ull;
    free(want);
    CHECK_MSG(hw == res[0].hash, "tick %u: not frame %u", res[0].ticks, (res[0].ticks - 1) / 2);
    CHECK_MSG(res[1].status == 0, "window exit %d", res[1].status);
    CHECK_EQ(res[1].phase, RUN_PHASE_TITLE);
    CHECK(res[1].w != DEMO_MOVIE_WIDTH);
}
