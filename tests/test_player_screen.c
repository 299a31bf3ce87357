/* What the player sees (issue 20, sections 3 and 4): the window on the null
 * back end (virtual clock, scripted keys), its last presented frame read
 * back. The built-in game (build/data, data/default.gameflow) is the
 * install unless a test says otherwise. */
#include "tests/test.h"
#include "tests/window_run.h"

#include "engine/platform.h"
#include "game/app/window.h"
#include "game/save/save_slots.h"
#include "game/options.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define SHOT_W 320
#define SHOT_H 240

typedef struct {
    PlatformKey key;
    uint32_t at_ms;         /* pressed at, released 100 ms later */
} Press;

typedef struct {
    int status;
    AppWindowResult r;
    int w, h;
    uint8_t frame[SHOT_W * SHOT_H * 3];
} Shot;

/* Runs the window with argv (after "tomb8") at 320x240, presses keys, quits
 * at quit_ms (F10) and gives the last frame; stderr goes to err_path. */
static bool run_shot(const char *const *args, int nargs, const Press *keys, int nkeys,
                     uint32_t quit_ms, const char *err_path, Shot *out)
{
    const char *argv[24] = {"tomb8"};
    int argc = 1;
    for (int i = 0; i < nargs && argc < 19; i++)
        argv[argc++] = args[i];
    argv[argc++] = "--render-size";
    argv[argc++] = "320x240";
    argv[argc++] = "--mute";
    argv[argc] = NULL;
    Options o;
    bool exit_now;
    if (!Options_Parse(&o, argc, (char **)argv, &exit_now))
        return false;
    char shot_path[PATH_MAX];
    snprintf(shot_path, sizeof shot_path, "%s/player_shot.bin", Test_TmpDir());
    remove(shot_path);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        char home[PATH_MAX + 16], tmp[PATH_MAX];
        if (!realpath(Test_TmpDir(), tmp))
            _exit(5);
        snprintf(home, sizeof home, "%s/player_home", tmp); /* XDG names are absolute */
        mkdir(home, 0755);
        setenv("XDG_DATA_HOME", home, 1);
        setenv("XDG_CONFIG_HOME", home, 1);
        setenv("XDG_PICTURES_DIR", home, 1);
        if (err_path && !freopen(err_path, "w", stderr))
            _exit(4);
        static Shot s;
        memset(&s, 0, sizeof s);
        s.status = -3;
        char err[256];
        PlatformWindowDesc d = {"t", 640, 480, false, true,
                                PLATFORM_SCALE_FIT, PLATFORM_PRESENT_SDL};
        Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, &d, err, sizeof err);
        if (p) {
            PlatformEvent e;
            for (int i = 0; i < nkeys; i++) {
                memset(&e, 0, sizeof e);
                e.type = PEV_KEY_DOWN;
                e.key = keys[i].key;
                Platform_PushEventAt(p, &e, (uint64_t)keys[i].at_ms * 1000);
                e.type = PEV_KEY_UP;
                Platform_PushEventAt(p, &e, (uint64_t)(keys[i].at_ms + 100) * 1000);
            }
            WindowRun_PushQuit(p, quit_ms);
            s.status = App_RunWindowEx(&o, p, &s.r);
            const uint8_t *f = Platform_LastFrame(p, &s.w, &s.h);
            if (f && s.w == SHOT_W && s.h == SHOT_H)
                memcpy(s.frame, f, sizeof s.frame);
            Platform_Close(p);
        }
        fflush(stderr);
        FILE *fp = fopen(shot_path, "wb");
        bool ok = fp && fwrite(&s, sizeof s, 1, fp) == 1;
        if (fp)
            fclose(fp);
        _exit(ok ? 0 : 3);
    }
    int ws = 0;
    if (pid <= 0 || waitpid(pid, &ws, 0) != pid || !WIFEXITED(ws) || WEXITSTATUS(ws) != 0)
        return false;
    size_t n = 0;
    uint8_t *b = Test_ReadFile(shot_path, &n);
    bool ok = b && n == sizeof *out;
    if (ok)
        memcpy(out, b, sizeof *out);
    free(b);
    return ok;
}

/* Pixels of the frame's rectangle that are not black. */
static int lit_pixels(const Shot *s, int x0, int y0, int x1, int y1)
{
    int n = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++) {
            const uint8_t *p = s->frame + ((size_t)y * SHOT_W + (size_t)x) * 3;
            n += (p[0] | p[1] | p[2]) != 0;
        }
    return n;
}

static const char *data_dir(void)
{
    static char dir[PATH_MAX];
    const char *pcx = Test_BinPath("data/titleh.pcx");
    if (!pcx)
        return NULL;
    snprintf(dir, sizeof dir, "%s", pcx);
    *strrchr(dir, '/') = '\0';
    return dir;
}

/* The built-in title: the ring over its picture (titleh.pcx beside
 * title.phd), not over black. The picture's top rows (a dusk sky) are
 * where the ring draws nothing. */
TEST(player_title_picture_behind_ring)
{
    const char *dir = data_dir();
    if (!dir)
        SKIP("build/data not built");
    const char *args[] = {dir, "--gameflow", "data/default.gameflow"};
    static Shot s;
    CHECK(run_shot(args, 3, NULL, 0, 1500, NULL, &s));
    CHECK_EQ(s.status, 0);
    CHECK_EQ(s.r.phase, RUN_PHASE_TITLE);
    CHECK_EQ(s.w, SHOT_W);
    int lit = lit_pixels(&s, 0, 0, SHOT_W, 24);
    CHECK_MSG(lit > SHOT_W * 24 * 9 / 10, "%d of %d top pixels lit", lit, SHOT_W * 24);
}

/* A folder with the built-in level and a gameflow playing `first` (a file
 * of the folder) before it. */
static bool make_game(const char *name, const char *first, char *dir, size_t cap)
{
    const char *bin = Test_BinPath("data/default.phd");
    char src[PATH_MAX];
    if (!bin || !realpath(bin, src))
        return false;
    snprintf(dir, cap, "%s/%s", Test_TmpDir(), name);
    mkdir(dir, 0755);
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/default.phd", dir);
    remove(path);
    if (symlink(src, path) != 0)
        return false;
    snprintf(path, sizeof path, "%s/bad.phd", dir);
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    fputs("not a level at all", f);
    fclose(f);
    snprintf(path, sizeof path, "%s/game.gameflow", dir);
    f = fopen(path, "wb");
    if (!f)
        return false;
    fprintf(f, "gameflow 1\ngame \"t\"\n");
    if (!first)
        fprintf(f, "title TITLE.PHD\nend\n");
    else if (!strcmp(first, "fmv"))
        fprintf(f, "level default.phd \"The Hall\"\n  fmv FMV/NONE.RPL\n  play\nend\n");
    else if (strcmp(first, "-"))
        fprintf(f, "level %s \"Broken\"\n  play\nend\n", first);
    if (!first || strcmp(first, "fmv"))
        fprintf(f, "level default.phd \"The Hall\"\n  play\nend\n");
    fclose(f);
    return true;
}

/* Rows of two frames that differ: first and last (-1: none). */
static void differing_rows(const Shot *a, const Shot *b, int *first, int *last)
{
    *first = *last = -1;
    for (int y = 0; y < SHOT_H; y++)
        if (memcmp(a->frame + (size_t)y * SHOT_W * 3, b->frame + (size_t)y * SHOT_W * 3,
                   SHOT_W * 3)) {
            if (*first < 0)
                *first = y;
            *last = y;
        }
}

/* A level that does not load is skipped with its reason on screen (over
 * the next level, in the game's font at the top) as well as in the log:
 * the same moment of the same level without it differs only there. */
TEST(player_level_load_failure_on_screen)
{
    char with[PATH_MAX], without[PATH_MAX], flow[PATH_MAX + 32], errp[PATH_MAX];
    if (!make_game("player_bad_level", "bad.phd", with, sizeof with) ||
        !make_game("player_good_level", "-", without, sizeof without))
        SKIP("build/data not built");
    static Shot a, b;
    snprintf(flow, sizeof flow, "%s/game.gameflow", with);
    snprintf(errp, sizeof errp, "%s/player_bad_level.err", Test_TmpDir());
    const char *args_a[] = {with, "--gameflow", flow};
    CHECK(run_shot(args_a, 3, NULL, 0, 1000, errp, &a));
    snprintf(flow, sizeof flow, "%s/game.gameflow", without);
    const char *args_b[] = {without, "--gameflow", flow};
    CHECK(run_shot(args_b, 3, NULL, 0, 1000, NULL, &b));
    CHECK_EQ(a.status, 0);
    CHECK_EQ(b.status, 0);
    CHECK_EQ(a.r.phase, RUN_PHASE_LEVEL);
    CHECK_EQ(a.r.ticks, b.r.ticks);
    CHECK_EQ(a.r.hash, b.r.hash);
    int first, last;
    differing_rows(&a, &b, &first, &last);
    CHECK_MSG(first >= 0, "the reason is not on screen");
    CHECK_MSG(first >= 10 && last < SHOT_H / 2, "rows %d..%d differ", first, last);
    size_t n = 0;
    char *log = (char *)Test_ReadFile(errp, &n);
    CHECK_MSG(log && strstr(log, "bad.phd"), "log: %s", log ? log : "(none)");
    free(log);
}

/* Save slots belong to their game: a folder per game, so one game's saves
 * are never listed (as unreadable) in another's passport. */
TEST(player_save_slots_folder_per_game)
{
    SaveSlots a, b, c;
    char err[256], pa[PATH_MAX], pb[PATH_MAX];
    CHECK(SaveSlots_Init(&a, "/x/saves", err, sizeof err));
    b = c = a;
    CHECK(SaveSlots_ForGame(&a, "Tomb Raider"));
    CHECK(SaveSlots_ForGame(&b, "Tomb Raider: Unfinished Business"));
    CHECK(!SaveSlots_ForGame(&c, " :: "));
    CHECK(SaveSlots_Path(&a, 0, pa, sizeof pa) && SaveSlots_Path(&b, 0, pb, sizeof pb));
    CHECK_MSG(!strcmp(pa, "/x/saves/tomb-raider/slot01.t8s"), "%s", pa);
    CHECK_MSG(!strcmp(pb, "/x/saves/tomb-raider-unfinished-business/slot01.t8s"), "%s", pb);
    CHECK(SaveSlots_Path(&c, 0, pa, sizeof pa));
    CHECK_MSG(!strcmp(pa, "/x/saves/slot01.t8s"), "%s", pa);
}

/* The title without TITLE.PHD is a menu players can use: Enter, Space or
 * the action key choose, the arrows move, Esc goes back; the keys are
 * named at the bottom of the screen. */
TEST(player_bare_title_menu_keys)
{
    char dir[PATH_MAX], flow[PATH_MAX + 32];
    if (!make_game("player_bare_title", NULL, dir, sizeof dir))
        SKIP("build/data not built");
    snprintf(flow, sizeof flow, "%s/game.gameflow", dir);
    const char *args[] = {dir, "--gameflow", flow};
    static Shot s;
    /* Nothing pressed: the menu and its keys. */
    CHECK(run_shot(args, 3, NULL, 0, 600, NULL, &s));
    CHECK_EQ(s.status, 0);
    CHECK_EQ(s.r.phase, RUN_PHASE_TITLE);
    CHECK_MSG(lit_pixels(&s, 0, SHOT_H - 20, SHOT_W, SHOT_H) > 200, "no keys named");
    CHECK_MSG(lit_pixels(&s, 0, 20, SHOT_W, 60) > 200, "no menu rows");
    /* Enter and Space start a new game. */
    static const Press enter[] = {{PKEY_ENTER, 300}};
    CHECK(run_shot(args, 3, enter, 1, 900, NULL, &s));
    CHECK_EQ(s.r.phase, RUN_PHASE_LEVEL);
    static const Press space[] = {{PKEY_SPACE, 300}};
    CHECK(run_shot(args, 3, space, 1, 900, NULL, &s));
    CHECK_EQ(s.r.phase, RUN_PHASE_LEVEL);
    /* Down twice: Exit Game; Enter leaves. */
    static const Press out[] = {{PKEY_DOWN, 200}, {PKEY_DOWN, 400}, {PKEY_ENTER, 600}};
    CHECK(run_shot(args, 3, out, 3, 2000, NULL, &s));
    CHECK_EQ(s.status, 0);
    CHECK_EQ(s.r.phase, RUN_PHASE_QUIT);
    /* Down once: Load Game, with no saves: said on screen, still the
     * title; Esc then Enter: the menu is where it was. */
    static const Press load[] = {{PKEY_DOWN, 200}, {PKEY_ENTER, 400}};
    static Shot n;
    CHECK(run_shot(args, 3, load, 2, 900, NULL, &n));
    CHECK_EQ(n.r.phase, RUN_PHASE_TITLE);
    CHECK_MSG(lit_pixels(&n, 0, SHOT_H / 2, SHOT_W, SHOT_H / 2 + 20) > 100, "no notice");
}

/* A TR2 level opened on its own plays (its game's object table and
 * triggers are there, game/rules/tr2.c): Lara's game, not the free-fly
 * viewer, and no "does not play" notice. */
TEST(player_tr2_level_plays)
{
    const char *tr2 = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    if (!tr2)
        SKIP("shared TR2 level not present");
    const char *args[] = {tr2};
    static Shot a;
    CHECK(run_shot(args, 1, NULL, 0, 500, NULL, &a));
    CHECK_EQ(a.status, 0);
    CHECK(!a.r.fly);
    CHECK_MSG(!strstr(a.r.notice, "does not play in tomb8 yet"), "on screen: '%s'", a.r.notice);
    CHECK_EQ(a.r.phase, RUN_PHASE_LEVEL);
}

/* A TR3 level opened on its own plays too (its game's object table holds
 * Lara, game/rules/tr3.c): until it had one it opened in the free-fly
 * viewer with a "does not play" notice. */
TEST(player_tr3_level_plays)
{
    const char *tr3 = Test_SharedPath("tr3/RANDO_TEST1.TR2");
    if (!tr3)
        SKIP("shared TR3 level not present");
    const char *args[] = {tr3};
    static Shot a;
    CHECK(run_shot(args, 1, NULL, 0, 500, NULL, &a));
    CHECK_EQ(a.status, 0);
    CHECK(!a.r.fly);
    CHECK_MSG(!strstr(a.r.notice, "does not play in tomb8 yet"), "on screen: '%s'", a.r.notice);
    CHECK_EQ(a.r.phase, RUN_PHASE_LEVEL);
}

/* F12 saves into $XDG_PICTURES_DIR/tomb8 and says where on screen. */
TEST(player_screenshot_place_on_screen)
{
    const char *dir = data_dir();
    if (!dir)
        SKIP("build/data not built");
    char shots[PATH_MAX], cmd[PATH_MAX + 64], out[512];
    snprintf(shots, sizeof shots, "%s/player_home/tomb8", Test_TmpDir());
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", shots);
    CHECK(Test_Run(cmd, out, sizeof out) == 0);
    const char *args[] = {dir, "--gameflow", "data/default.gameflow"};
    static Shot a, b;
    static const Press f12[] = {{PKEY_F12, 300}};
    char errp[PATH_MAX];
    snprintf(errp, sizeof errp, "%s/player_shot.err", Test_TmpDir());
    CHECK(run_shot(args, 3, f12, 1, 1500, errp, &a));
    CHECK(run_shot(args, 3, NULL, 0, 1500, NULL, &b));
    snprintf(cmd, sizeof cmd, "ls '%s' | grep -c '^tomb8-.*\\.png$'", shots);
    CHECK(Test_Run(cmd, out, sizeof out) == 0);
    CHECK_MSG(atoi(out) == 1, "%s: %s", shots, out);
    int first, last;
    differing_rows(&a, &b, &first, &last);
    CHECK_MSG(first >= 0, "the place is not said on screen");
    CHECK_MSG(strstr(a.r.notice, shots), "on screen: '%s'", a.r.notice);
}

/* The first window fits the display's usable area, aspect kept: 1280x960
 * on a 1366x740 area becomes 986x740; one that fits stays; a size given on
 * the command line stays. */
TEST(player_first_window_fits_display)
{
    const char *dir = data_dir();
    if (!dir)
        SKIP("build/data not built");
    static const struct {
        int bw, bh, want_w, want_h;
        bool given;
    } cases[] = {
        {1366, 740, 986, 740, false},
        {1920, 1040, 1280, 960, false},
        {1000, 2000, 1000, 750, false},
        {1366, 740, 1280, 960, true},
    };
    for (size_t i = 0; i < COUNT_OF(cases); i++) {
        const char *argv[] = {"tomb8", dir, "--gameflow", "data/default.gameflow", "--mute",
                              "--render-size", "320x240", "--size", "1280x960", NULL};
        int argc = cases[i].given ? 9 : 7;
        argv[argc] = NULL;
        Options o;
        bool exit_now;
        CHECK(Options_Parse(&o, argc, (char **)argv, &exit_now));
        int fds[2];
        CHECK(pipe(fds) == 0);
        fflush(stdout);
        fflush(stderr);
        pid_t pid = fork();
        if (pid == 0) {
            char home[PATH_MAX + 16], tmp[PATH_MAX];
            if (!realpath(Test_TmpDir(), tmp))
                _exit(5);
            snprintf(home, sizeof home, "%s/player_home", tmp);
            mkdir(home, 0755);
            setenv("XDG_DATA_HOME", home, 1);
            setenv("XDG_CONFIG_HOME", home, 1);
            char err[256];
            int res[3] = {-3, 0, 0};
            PlatformWindowDesc d = {"t", 1280, 960, false, true,
                                    PLATFORM_SCALE_FIT, PLATFORM_PRESENT_SDL};
            Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, &d, err, sizeof err);
            if (p) {
                Platform_NullSetUsableBounds(p, cases[i].bw, cases[i].bh);
                WindowRun_PushQuit(p, 100);
                res[0] = App_RunWindowEx(&o, p, NULL);
                Platform_GetWindowSize(p, &res[1], &res[2]);
                Platform_Close(p);
            }
            _exit(write(fds[1], res, sizeof res) == (ssize_t)sizeof res ? 0 : 3);
        }
        close(fds[1]);
        int res[3] = {-1, 0, 0};
        if (pid > 0 && read(fds[0], res, sizeof res) != (ssize_t)sizeof res)
            res[0] = -1;
        close(fds[0]);
        if (pid > 0)
            waitpid(pid, NULL, 0);
        int rc = res[0], w = res[1], h = res[2];
        CHECK_EQ(rc, 0);
        CHECK_MSG(w == cases[i].want_w && h == cases[i].want_h, "case %zu: %dx%d", i, w, h);
    }
}

/* A movie that is not there is said on screen as the level comes. */
TEST(player_missing_fmv_on_screen)
{
    char dir[PATH_MAX], flow[PATH_MAX + 32];
    if (!make_game("player_missing_fmv", "fmv", dir, sizeof dir))
        SKIP("build/data not built");
    snprintf(flow, sizeof flow, "%s/game.gameflow", dir);
    const char *args[] = {dir, "--gameflow", flow};
    static Shot s;
    CHECK(run_shot(args, 3, NULL, 0, 800, NULL, &s));
    CHECK_EQ(s.status, 0);
    CHECK_EQ(s.r.phase, RUN_PHASE_LEVEL);
    CHECK_MSG(strstr(s.r.notice, "FMV/NONE.RPL"), "on screen: '%s'", s.r.notice);
}

/* A damaged save chosen from the title's Load Game is refused on screen
 * (one line, no "warning: error:") and the title stays. */
TEST(player_refused_save_on_screen)
{
    char dir[PATH_MAX], flow[PATH_MAX + 32], tmp[PATH_MAX], slot[PATH_MAX + 64],
        errp[PATH_MAX], cmd[PATH_MAX + 128], out[64];
    if (!make_game("player_refused_save", NULL, dir, sizeof dir) || !realpath(Test_TmpDir(), tmp))
        SKIP("build/data not built");
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/player_home/tomb8/saves/t'", tmp);
    CHECK(Test_Run(cmd, out, sizeof out) == 0);
    snprintf(slot, sizeof slot, "%s/player_home/tomb8/saves/t/slot01.t8s", tmp);
    FILE *f = fopen(slot, "wb");
    CHECK(f != NULL);
    if (!f)
        return;
    fputs("not a save", f);
    fclose(f);
    snprintf(flow, sizeof flow, "%s/game.gameflow", dir);
    snprintf(errp, sizeof errp, "%s/player_refused_save.err", Test_TmpDir());
    const char *args[] = {dir, "--gameflow", flow};
    static const Press keys[] = {{PKEY_DOWN, 200}, {PKEY_ENTER, 400}, {PKEY_ENTER, 700}};
    static Shot s;
    CHECK(run_shot(args, 3, keys, 3, 1200, errp, &s));
    remove(slot);
    CHECK_EQ(s.status, 0);
    CHECK_EQ(s.r.phase, RUN_PHASE_TITLE);
    CHECK_MSG(strstr(s.r.notice, "slot01.t8s") && !strstr(s.r.notice, "error:"), "on screen: '%s'",
              s.r.notice);
    size_t n = 0;
    char *log = (char *)Test_ReadFile(errp, &n);
    CHECK_MSG(log && !strstr(log, "warning: error:") && strstr(log, "warning: "), "log: %s",
              log ? log : "(none)");
    free(log);
}
