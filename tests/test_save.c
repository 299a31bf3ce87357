/* Save games (game/save/save.h).
 *
 * Completeness: every shared reference trace is run once without a break;
 * at several ticks (0, 1, 100, 450, the last but one) its state is saved,
 * loaded into a FRESH Sim + Game and run on with the trace's words. Every
 * later tick must give the uninterrupted run's trace row, Sim_Hash and the
 * hash of the whole saved state (Save_StateHash: World, Lara, camera,
 * effects, AI slots...), and a save of the loaded game taken at once must
 * be the same bytes. A random-input run on every shared level and the
 * default level does the same at ten points each, for state the traces
 * never reach. The headless options (--save-at/--save, --load with
 * --inputs and --trace) are checked end to end on one trace.
 *
 * Refusals: truncations, bit flips, a newer version, another level, a body
 * that passes its checksum but holds an impossible value — each refused
 * with one "error: ..." line, the game it was to go into unchanged; a save
 * that cannot be written (file size limit, read-only folder) is reported
 * and the old file kept.
 *
 * Layout guard: the sizes of the structures a save holds are pinned; when
 * one changes, the test names the file whose save code must follow. */
#include "tests/test.h"

#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/core/serial.h"
#include "engine/level/level.h"
#include "engine/sim/sim.h"
#include "game/creature/lot.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/app/runner.h"
#include "game/save/save.h"
#include "tests/tr_build.h"
#include "game/save/save_run.h"
#include "game/app/save_session.h"
#include "game/save/save_slots.h"
#include "game/trace.h"

#include "tests/test_levels.h"

/* ---- a game as the headless runner sets it up --------------------------------- */

typedef struct {
    Sim sim;
    GameAudio ga;   /* must not move once attached: Runs live on the heap */
    Game game;
    bool game_ready;
} Run;

static bool no_listener(void *user, const Sim *s, GameListener *out)
{
    (void)user;
    (void)s;
    (void)out;
    return false;
}

static void run_free(Run *r)
{
    if (!r)
        return;
    if (r->game_ready)
        Game_Free(&r->game);
    GameAudio_Free(&r->ga);
    Sim_Free(&r->sim);
    free(r);
}

static Run *run_new(const Level *lv)
{
    Run *r = calloc(1, sizeof(*r));
    char err[256];
    SimConfig cfg = {.animate_all = false};
    if (!r || !Sim_Init(&r->sim, lv, &cfg, err, sizeof err)) {
        free(r);
        return NULL;
    }
    GameAudio_Attach(&r->ga, &r->sim, no_listener, NULL);
    if (!Game_Attach(&r->game, &r->sim, err, sizeof err)) {
        run_free(r);
        return NULL;
    }
    r->game_ready = true;
    Game_ConnectAudio(&r->game, &r->ga);
    return r;
}

static void run_step(Run *r, InputWord w)
{
    Game_Tick(&r->game, w);
    GameAudio_EndTick(&r->ga);
}

static uint64_t state_hash(const Run *r) { return Save_StateHash(&r->game, &r->ga.fx); }

static bool save_of(const Run *r, uint8_t **out, size_t *size)
{
    SaveMeta meta = {.gameflow_level = -1, .label = NULL};
    return Save_Serialize(&r->game, &r->ga.fx, &meta, out, size);
}

/* Exactly one line, starting with "error: ". */
static bool one_line(const char *msg)
{
    return strncmp(msg, "error: ", 7) == 0 && !strchr(msg, '\n') && !strchr(msg, '\r');
}

/* ---- round trips on the reference traces --------------------------------------- */

typedef struct {
    const char *trace;
    const char *level;
} TraceCase;

static const TraceCase k_traces[] = {
    {"LEVEL1_walk_run_turn", "tr1/LEVEL1.PHD"},
    {"LEVEL1_jumps", "tr1/LEVEL1.PHD"},
    {"LEVEL1_ledges", "tr1/LEVEL1.PHD"},
    {"LEVEL1_pistols", "tr1/LEVEL1.PHD"},
    {"LEVEL1_random_1", "tr1/LEVEL1.PHD"},
    {"RANDO_TEST1_random_1", "tr1/RANDO_TEST1.PHD"},
    {"RANDO_TEST1_random_3", "tr1/RANDO_TEST1.PHD"},
};

#define MAX_POINTS 12

/* Runs `words` uninterrupted, saving before tick points[k] (points[k] ticks
 * run), then resumes each save in a fresh game and compares every later
 * tick. *fail gets the first difference. Hashes of the full state are
 * compared every `every` ticks and at the end (they are the slow part). */
static bool check_round_trips(const Level *lv, const InputWord *words, uint32_t n,
                              const uint32_t *points, int num_points, int every, char *fail,
                              size_t cap)
{
    bool ok = false;
    Run *a = run_new(lv);
    uint64_t *sim_h = calloc(n + 1, sizeof(uint64_t)), *all_h = calloc(n + 1, sizeof(uint64_t));
    char (*rows)[TRACE_ROW_MAX] = calloc(n + 1, TRACE_ROW_MAX);
    uint8_t *saves[MAX_POINTS] = {0};
    size_t sizes[MAX_POINTS] = {0};
    if (!a || !sim_h || !all_h || !rows) {
        snprintf(fail, cap, "out of memory");
        goto out;
    }
    sim_h[0] = Sim_Hash(&a->sim);
    all_h[0] = state_hash(a);
    for (uint32_t t = 0; t <= n; t++) {
        for (int k = 0; k < num_points; k++)
            if (points[k] == t && !save_of(a, &saves[k], &sizes[k])) {
                snprintf(fail, cap, "save at %u: out of memory", t);
                goto out;
            }
        if (t == n)
            break;
        run_step(a, words[t]);
        Trace_Row(&a->sim, &a->game, t, rows[t + 1], TRACE_ROW_MAX);
        sim_h[t + 1] = Sim_Hash(&a->sim);
        all_h[t + 1] = (t + 1) % (uint32_t)every == 0 || t + 1 == n ? state_hash(a) : 0;
    }
    for (int k = 0; k < num_points; k++) {
        uint32_t p = points[k];
        if (!saves[k])
            continue;
        Run *b = run_new(lv);
        char err[512];
        if (!b) {
            snprintf(fail, cap, "out of memory");
            goto out;
        }
        SaveInfo info;
        if (!Save_Restore(&b->game, &b->ga.fx, saves[k], sizes[k], "trace.t8s", &info, err,
                          sizeof err)) {
            snprintf(fail, cap, "load at %u: %s", p, err);
            run_free(b);
            goto out;
        }
        /* Saved again at once: the very same bytes. */
        uint8_t *again;
        size_t again_size;
        bool same = save_of(b, &again, &again_size) && again_size == sizes[k] &&
                    memcmp(again, saves[k], again_size) == 0;
        free(again);
        if (!same || info.tick != p || Sim_Hash(&b->sim) != sim_h[p] ||
            (all_h[p] && state_hash(b) != all_h[p])) {
            snprintf(fail, cap, "tick %u: the loaded game differs before running (%s)", p,
                     !same ? "its save is not the same bytes" : "hash");
            run_free(b);
            goto out;
        }
        for (uint32_t t = p; t < n; t++) {
            char row[TRACE_ROW_MAX];
            run_step(b, words[t]);
            Trace_Row(&b->sim, &b->game, t, row, sizeof row);
            bool diff = strcmp(row, rows[t + 1]) != 0 || Sim_Hash(&b->sim) != sim_h[t + 1] ||
                        (all_h[t + 1] && state_hash(b) != all_h[t + 1]);
            if (diff) {
                snprintf(fail, cap, "saved at %u: tick %u differs:\n    run:    %.200s    loaded: %.200s",
                         p, t, rows[t + 1], row);
                run_free(b);
                goto out;
            }
        }
        run_free(b);
    }
    ok = true;
out:
    for (int k = 0; k < num_points; k++)
        free(saves[k]);
    free(sim_h);
    free(all_h);
    free(rows);
    run_free(a);
    return ok;
}

TEST(save_round_trips_on_every_trace)
{
    int ran = 0;
    const char *loaded_name = NULL;
    Level lv;
    bool have = false;
    for (size_t i = 0; i < COUNT_OF(k_traces); i++) {
        char rel[256];
        snprintf(rel, sizeof rel, "../traces/%s.csv", k_traces[i].trace);
        const char *tp = Test_SharedPath(rel);
        const char *lp = Test_SharedPath(k_traces[i].level);
        if (!tp || !lp)
            continue;
        char tpath[1024];
        snprintf(tpath, sizeof tpath, "%s", tp);
        if (!loaded_name || strcmp(loaded_name, k_traces[i].level) != 0) {
            if (have)
                Level_Free(&lv);
            have = false;
            LOAD_OR_SKIP(k_traces[i].level, &lv);
            have = true;
            loaded_name = k_traces[i].level;
        }
        InputWord *words;
        uint32_t n;
        char err[512];
        CHECK_MSG(Trace_ReadInputs(tpath, &words, &n, err, sizeof err), "%s", err);
        uint32_t points[] = {0, 1, 100, 450, n - 1};
        char fail[1024];
        bool ok = check_round_trips(&lv, words, n, points, (int)COUNT_OF(points), 10, fail,
                                    sizeof fail);
        free(words);
        if (!ok)
            Level_Free(&lv);
        CHECK_MSG(ok, "%s: %s", k_traces[i].trace, fail);
        ran++;
    }
    if (have)
        Level_Free(&lv);
    if (!ran)
        SKIP("no shared traces");
}

/* Random held input (a new combination every 8..39 ticks), saved at ten
 * points: reaches state the traces do not (other rooms, creatures awake,
 * fights, water). */
static bool random_round_trips(const Level *lv, uint32_t seed, uint32_t n, char *fail,
                               size_t cap)
{
    InputWord *words = malloc(n * sizeof(InputWord));
    if (!words)
        return false;
    uint32_t x = seed, left = 0;
    InputWord held = 0;
    for (uint32_t t = 0; t < n; t++) {
        if (!left) {
            x = x * 1664525u + 1013904223u;
            held = (x >> 8) & INPUT_VALID_MASK & ~(INPUT_OPTION);
            x = x * 1664525u + 1013904223u;
            left = 8 + (x >> 27);
        }
        left--;
        words[t] = held;
    }
    uint32_t points[10];
    for (int k = 0; k < 10; k++)
        points[k] = (uint32_t)k * (n / 10) + 3;
    bool ok = check_round_trips(lv, words, n, points, 10, 25, fail, cap);
    free(words);
    return ok;
}

TEST(save_round_trips_under_random_input)
{
    const char *levels[] = {"tr1/LEVEL1.PHD", "tr1/RANDO_TEST1.PHD"};
    char fail[1024];
    Level lv;
    char err[256];
    Log_SetQuiet(1);
    CHECK_MSG(Level_Load(Test_BinPath("data/default.phd"), &lv, err, sizeof err), "%s", err);
    bool ok = random_round_trips(&lv, 7, 1500, fail, sizeof fail);
    Level_Free(&lv);
    CHECK_MSG(ok, "default level: %s", fail);
    for (size_t i = 0; i < COUNT_OF(levels); i++) {
        if (!Test_SharedPath(levels[i]))
            continue;
        LOAD_OR_SKIP(levels[i], &lv);
        ok = random_round_trips(&lv, 11 + (uint32_t)i, 1500, fail, sizeof fail);
        Level_Free(&lv);
        CHECK_MSG(ok, "%s: %s", levels[i], fail);
    }
}

/* TR3's Lara: saved while her sprint energy is half spent (sprint asked
 * for again straight after: a load that forgot it would let her sprint at
 * once) and while crawling under a low ceiling (kept ducked), a loaded
 * game runs on as the saved one did. On a room built at test time with
 * the shared TR3 level's Lara. */
TEST(save_round_trips_tr3_moves)
{
    TrBuild *b = TrBuild_New(GAME_TR3);
    if (!b)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    int r = LB_AddRoom(&b->lb, 0, 0, 8, 12, 0, -20, LB_MAT_STONE, LB_MAT_BRICK, LB_MAT_STONE);
    LB_SetCeiling(&b->lb, r, 1, 7, 6, 10, -2);
    LB_AddItem(&b->lb, 0, r, 3 * 1024 + 512, 0, 1024 + 512, 0, 0);
    char err[512] = "";
    const char *path = TrBuild_Write(b, "save_tr3.tr2", err, sizeof err);
    Level lv;
    bool ok = path && Level_Load(path, &lv, err, sizeof err);
    TrBuild_Delete(b);
    CHECK_MSG(ok, "%s", err);
    enum { N = 260 };
    InputWord words[N];
    for (uint32_t t = 0; t < N; t++)
        words[t] = t < 5     ? 0
                   : t < 15  ? INPUT_FORWARD
                   : t < 45  ? INPUT_FORWARD | INPUT_SPRINT
                   : t < 55  ? 0
                   : t < 75  ? INPUT_FORWARD | INPUT_SPRINT
                   : t < 95  ? INPUT_DUCK
                   : t < 230 ? INPUT_DUCK | INPUT_FORWARD
                             : 0;
    uint32_t points[] = {30, 50, 60, 100, 200, 240};
    char fail[1024];
    Log_SetQuiet(1);
    ok = check_round_trips(&lv, words, N, points, (int)COUNT_OF(points), 5, fail, sizeof fail);
    Level_Free(&lv);
    CHECK_MSG(ok, "%s", fail);
}

/* ---- refusals ---------------------------------------------------------------- */

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

static void put32(uint8_t *p, uint32_t v)
{
    for (int k = 0; k < 4; k++)
        p[k] = (uint8_t)(v >> (8 * k));
}

/* A correct checksum for an edited image. */
static void reseal(uint8_t *data, size_t size)
{
    put32(data + size - 4, Level_Crc32(data, size - 4));
}

/* The default level after 60 ticks of running forward and a jump. */
static bool default_save(Level *lv, uint8_t **data, size_t *size)
{
    char err[256];
    Log_SetQuiet(1);
    if (!Level_Load(Test_BinPath("data/default.phd"), lv, err, sizeof err))
        return false;
    Run *r = run_new(lv);
    if (!r)
        return false;
    for (int t = 0; t < 60; t++)
        run_step(r, t < 40 ? INPUT_FORWARD : INPUT_JUMP);
    bool ok = save_of(r, data, size);
    run_free(r);
    return ok;
}

/* data must be refused with one line naming the file and containing
 * `want`; the fresh game must be left exactly as it was. */
static bool refused(const Level *lv, const uint8_t *data, size_t size, const char *want,
                    char *why, size_t cap)
{
    Run *b = run_new(lv);
    if (!b) {
        snprintf(why, cap, "out of memory");
        return false;
    }
    uint64_t before = state_hash(b), before_sim = Sim_Hash(&b->sim);
    char err[512] = "";
    bool loaded = Save_Restore(&b->game, &b->ga.fx, data, size, "bad.t8s", NULL, err, sizeof err);
    bool ok = !loaded && one_line(err) && strstr(err, "bad.t8s") && (!want || strstr(err, want)) &&
              state_hash(b) == before && Sim_Hash(&b->sim) == before_sim;
    snprintf(why, cap, "%s%s", loaded ? "accepted" : "", err);
    run_free(b);
    return ok;
}

TEST(save_refuses_damaged_files)
{
    Level lv;
    uint8_t *good;
    size_t size;
    CHECK(default_save(&lv, &good, &size));
    uint8_t *buf = malloc(size + 16);
    CHECK(buf);
    char why[600];

    /* A good one loads. */
    Run *b = run_new(&lv);
    CHECK(b);
    char err[512];
    CHECK_MSG(Save_Restore(&b->game, &b->ga.fx, good, size, "good.t8s", NULL, err, sizeof err),
              "%s", err);
    /* ... but only into a game that has not run. */
    Run *c = run_new(&lv);
    run_step(c, 0);
    CHECK(!Save_Restore(&c->game, &c->ga.fx, good, size, "good.t8s", NULL, err, sizeof err));
    CHECK(one_line(err));
    run_free(c);
    run_free(b);

    /* Truncations. */
    size_t cuts[] = {0, 1, 7, 8, 11, 12, 79, 80, 83, 84, 85, 200, size / 3, size / 2,
                     size - 5, size - 4, size - 3, size - 1};
    for (size_t i = 0; i < COUNT_OF(cuts); i++) {
        memcpy(buf, good, cuts[i]);
        CHECK_MSG(refused(&lv, buf, cuts[i], NULL, why, sizeof why), "cut to %zu: %s", cuts[i],
                  why);
    }
    memcpy(buf, good, size);
    CHECK_MSG(refused(&lv, buf, size / 2, "truncated", why, sizeof why), "%s", why);
    /* Trailing data. */
    memcpy(buf, good, size);
    buf[size] = 0;
    CHECK_MSG(refused(&lv, buf, size + 1, NULL, why, sizeof why), "%s", why);
    /* Bit flips anywhere. */
    uint32_t x = 12345;
    for (int i = 0; i < 300; i++) {
        x = x * 1664525u + 1013904223u;
        size_t at = (x >> 4) % size;
        memcpy(buf, good, size);
        buf[at] ^= (uint8_t)(1u << (x & 7));
        CHECK_MSG(refused(&lv, buf, size, at < 8 ? "not a tomb8 save" : NULL, why, sizeof why),
                  "bit flip at %zu: %s", at, why);
    }
    /* A newer version, with a correct checksum. */
    memcpy(buf, good, size);
    put32(buf + 8, SAVE_VERSION + 1);
    reseal(buf, size);
    CHECK_MSG(refused(&lv, buf, size, "newer", why, sizeof why), "%s", why);
    /* An older version (a save format this build no longer reads). */
    memcpy(buf, good, size);
    put32(buf + 8, SAVE_VERSION - 1);
    reseal(buf, size);
    CHECK_MSG(refused(&lv, buf, size, "older tomb8", why, sizeof why), "%s", why);
    /* Another level file. */
    memcpy(buf, good, size);
    put32(buf + 12, get32(buf + 12) ^ 0x01000000u);
    reseal(buf, size);
    CHECK_MSG(refused(&lv, buf, size, "another level", why, sizeof why), "%s", why);
    /* A body that passes its checksum but holds what the game cannot have:
     * an item in a room the level does not have, and a bad flag in the
     * very last section (after every other section would have been
     * applied: the scratch trial keeps the game untouched). */
    memcpy(buf, good, size);
    size_t item0 = 80 + 8 + 5 * 4 + 4 + 4 + 1 + 3 * 4 + 2 + 2 + 4 + 2 * (size_t)lv.num_rooms;
    buf[item0 + 2] = 0x7F;
    reseal(buf, size);
    CHECK_MSG(refused(&lv, buf, size, "item room", why, sizeof why), "%s", why);
    memcpy(buf, good, size);
    uint8_t *fl = NULL;
    for (size_t at = 80; at + 4 <= size - 4 && !fl; at++)
        if (!memcmp(buf + at, "FLFX", 4))
            fl = buf + at;
    CHECK(fl);
    fl[8] = 2;
    reseal(buf, size);
    CHECK_MSG(refused(&lv, buf, size, "flag byte 2", why, sizeof why), "%s", why);

    free(buf);
    free(good);
    Level_Free(&lv);
}

TEST(save_other_level_refused)
{
    Level def, l1;
    uint8_t *good;
    size_t size;
    char why[600];
    CHECK(default_save(&def, &good, &size));
    if (!Test_SharedPath("tr1/LEVEL1.PHD")) {
        free(good);
        Level_Free(&def);
        SKIP("tr1/LEVEL1.PHD not available");
    }
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &l1);
    bool ok = refused(&l1, good, size, "saved on another level file", why, sizeof why);
    free(good);
    Level_Free(&def);
    Level_Free(&l1);
    CHECK_MSG(ok, "%s", why);
}

/* ---- files ----------------------------------------------------------------- */

static bool file_is(const char *path, const uint8_t *data, size_t size)
{
    size_t n;
    uint8_t *got = Test_ReadFile(path, &n);
    bool same = got && n == size && memcmp(got, data, size) == 0;
    free(got);
    return same;
}

static int entries(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (!d)
        return -1;
    for (struct dirent *e; (e = readdir(d));)
        n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
    closedir(d);
    return n;
}

TEST(save_files_whole_or_kept)
{
    Level lv;
    uint8_t *good;
    size_t size;
    CHECK(default_save(&lv, &good, &size));
    char dir[1024], path[1200], err[1400];
    snprintf(dir, sizeof dir, "%s/save_files", Test_TmpDir());
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/slot.t8s", dir);

    Run *r = run_new(&lv);
    CHECK(r);
    SaveMeta meta = {.gameflow_level = 3, .label = "Caves"};
    CHECK_MSG(Save_WriteFile(path, &r->game, &r->ga.fx, &meta, err, sizeof err), "%s", err);
    size_t old_size;
    uint8_t *old = Test_ReadFile(path, &old_size);
    CHECK(old);
    SaveInfo info;
    CHECK_MSG(Save_ReadInfo(path, &info, err, sizeof err), "%s", err);
    CHECK(info.gameflow_level == 3 && !strcmp(info.label, "Caves") && info.tick == 0);

    /* A full disk (the file size limit stands in for it): one line, the
     * old save kept, no temporary left. */
    for (int t = 0; t < 30; t++)
        run_step(r, INPUT_FORWARD);
    struct rlimit lim, was;
    CHECK(getrlimit(RLIMIT_FSIZE, &was) == 0);
    signal(SIGXFSZ, SIG_IGN);
    lim = was;
    lim.rlim_cur = 4096;
    CHECK(setrlimit(RLIMIT_FSIZE, &lim) == 0);
    bool wrote = Save_WriteFile(path, &r->game, &r->ga.fx, &meta, err, sizeof err);
    CHECK(setrlimit(RLIMIT_FSIZE, &was) == 0);
    CHECK(!wrote);
    CHECK_MSG(one_line(err) && strstr(err, path), "%s", err);
    CHECK(file_is(path, old, old_size));
    CHECK_EQ(entries(dir), 1);

    /* A folder that cannot take files. */
    char ro[1200], ro_path[1300];
    if (geteuid() != 0) {
        snprintf(ro, sizeof ro, "%s/readonly", dir);
        mkdir(ro, 0755);
        snprintf(ro_path, sizeof ro_path, "%s/slot.t8s", ro);
        CHECK(Save_WriteFile(ro_path, &r->game, &r->ga.fx, &meta, err, sizeof err));
        size_t ro_size;
        uint8_t *ro_old = Test_ReadFile(ro_path, &ro_size);
        chmod(ro, 0555);
        wrote = Save_WriteFile(ro_path, &r->game, &r->ga.fx, NULL, err, sizeof err);
        chmod(ro, 0755);
        CHECK(!wrote && one_line(err));
        CHECK(file_is(ro_path, ro_old, ro_size));
        free(ro_old);
    } else {
        /* root writes anywhere it may; /proc takes no new files. */
        wrote = Save_WriteFile("/proc/tomb8-save-test.t8s", &r->game, &r->ga.fx, NULL, err,
                               sizeof err);
        CHECK(!wrote);
        CHECK_MSG(one_line(err), "%s", err);
    }

    /* Reading: missing, a folder, not a save. */
    snprintf(ro_path, sizeof ro_path, "%s/missing.t8s", dir);
    CHECK(!Save_ReadInfo(ro_path, &info, err, sizeof err) && one_line(err));
    CHECK(!Save_ReadInfo(dir, &info, err, sizeof err) && one_line(err));
    CHECK(!Save_ReadInfo(Test_BinPath("data/default.phd"), &info, err, sizeof err));
    CHECK_MSG(one_line(err) && strstr(err, "not a tomb8 save"), "%s", err);

    run_free(r);
    free(old);
    free(good);
    Level_Free(&lv);
}

/* ---- slots and the gameflow runner -------------------------------------------- */

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

typedef struct {
    char line[1024];
    int n;
} Reported;

static void collect(void *user, const char *line)
{
    Reported *r = user;
    snprintf(r->line, sizeof r->line, "%s", line);
    r->n++;
}

static uint64_t runner_hash(Runner *r)
{
    return Save_StateHash(Runner_Game(r), NULL) ^ Sim_Hash(Runner_Sim(r));
}

/* A whole game of one level (the default level) saved into a slot through
 * the passport's hooks, played on, loaded back (the level set up again and
 * put in the saved state, the run's statistics with it) and played on the
 * same: the same states tick for tick. A damaged slot is refused with one
 * line and the level being played goes on untouched. */
TEST(save_slots_with_the_gameflow_runner)
{
    char dir[1024], lvl[1200], saves[1200];
    snprintf(dir, sizeof dir, "%s/save_install", Test_TmpDir());
    snprintf(saves, sizeof saves, "%s/save_install_slots", Test_TmpDir());
    mkdir(dir, 0755);
    /* Slots left by an earlier run of this test: empty again. */
    for (int i = 1; i <= SAVE_SLOTS; i++) {
        char old[1300];
        snprintf(old, sizeof old, "%s/slot%02d.t8s", saves, i);
        unlink(old);
    }
    snprintf(lvl, sizeof lvl, "%s/HOME.PHD", dir);
    CHECK(copy_file(Test_BinPath("data/default.phd"), lvl));
    static const char flow[] = "gameflow 1\nlevel HOME.PHD \"Home\"\n  play\nend\n";
    Gameflow *gf = malloc(sizeof *gf);
    char err[1024];
    CHECK(gf && Gameflow_Parse(flow, strlen(flow), "t.gameflow", gf, err, sizeof err));
    Reported *rep = calloc(1, sizeof *rep);
    SaveSession *ss = calloc(1, sizeof *ss);
    SaveSession_Init(ss, saves, collect, rep);
    CHECK(ss->enabled);
    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = gf;
    Install_OpenAny(&cfg.install, dir);
    cfg.announce = collect;
    cfg.user = rep;
    cfg.save = SaveSession_MenuHooks(ss);
    Runner *r = Runner_Create(&cfg, err, sizeof err);
    CHECK_MSG(r, "%s", err);
    ss->runner = r;
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);

    /* Nothing saved yet: every slot empty. */
    char names[MENU_MAX_SLOTS][MENU_SLOT_NAME];
    int used = -1;
    CHECK_EQ(cfg.save.list_slots(cfg.save.user, names, MENU_MAX_SLOTS, &used), SAVE_SLOTS);
    CHECK_EQ(used, 0);

    for (int t = 0; t < 45; t++)
        Runner_Step(r, t < 30 ? INPUT_FORWARD : INPUT_LEFT);
    CHECK(cfg.save.save(cfg.save.user, 2));
    RunState at_save = *Runner_State(r);
    uint64_t h_save = runner_hash(r);
    enum { MORE = 60 };
    uint64_t h[MORE];
    for (int t = 0; t < MORE; t++) {
        Runner_Step(r, t < 20 ? INPUT_FORWARD | INPUT_JUMP : INPUT_BACK);
        h[t] = runner_hash(r);
    }
    CHECK(h[MORE - 1] != h_save);
    CHECK_EQ(cfg.save.list_slots(cfg.save.user, names, MENU_MAX_SLOTS, &used), SAVE_SLOTS);
    CHECK_EQ(used, 1);
    CHECK_MSG(!strcmp(names[2], "Home 0:01"), "slot 3 reads '%s'", names[2]);

    /* A damaged slot: refused, the level goes on as it was. */
    char slot_path[1300], bad_path[1300];
    snprintf(slot_path, sizeof slot_path, "%s/slot03.t8s", saves);
    snprintf(bad_path, sizeof bad_path, "%s/slot05.t8s", saves);
    size_t n;
    uint8_t *data = Test_ReadFile(slot_path, &n);
    CHECK(data);
    data[n / 3] ^= 0x40;
    FILE *f = fopen(bad_path, "wb");
    CHECK(f && fwrite(data, 1, n, f) == n);
    fclose(f);
    free(data);
    Game *before = Runner_Game(r);
    int reports = rep->n;
    CHECK(!SaveSession_Load(ss, r, 4));
    CHECK_EQ(rep->n, reports + 1);
    CHECK_MSG(one_line(rep->line) && strstr(rep->line, "slot05.t8s"), "%s", rep->line);
    CHECK(Runner_Game(r) == before && runner_hash(r) == h[MORE - 1]);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    /* An empty slot too. */
    CHECK(!SaveSession_Load(ss, r, 9) && one_line(rep->line));
    CHECK(runner_hash(r) == h[MORE - 1]);

    /* Load slot 3: the saved state and run, then the same ticks again. */
    uint32_t session_ticks = Runner_State(r)->tick;
    CHECK_MSG(SaveSession_Load(ss, r, 2), "%s", rep->line);
    CHECK_EQ(Runner_Phase(r), RUN_PHASE_LEVEL);
    const RunState *st = Runner_State(r);
    /* the session's clock goes on; the level's statistics are the save's */
    CHECK_EQ(st->tick, session_ticks);
    CHECK_EQ(st->level, at_save.level);
    CHECK_EQ(st->stats.timer, at_save.stats.timer);
    CHECK(!strcmp(st->stats.title, "Home"));
    CHECK(runner_hash(r) == h_save);
    for (int t = 0; t < MORE; t++) {
        Runner_Step(r, t < 20 ? INPUT_FORWARD | INPUT_JUMP : INPUT_BACK);
        CHECK_MSG(runner_hash(r) == h[t], "tick %d after the load differs", t);
    }
    /* Saving outside a level is refused (the slot's save kept). */
    Runner_Free(r);
    free(ss);
    free(rep);
    free(gf);
}

/* The gameflow's part of a save reads back, and is checked against the
 * gameflow (level, step that plays it). */
TEST(save_run_state_round_trip)
{
    static const char flow[] = "gameflow 1\nlevel A.PHD \"A\"\n  fmv X.RPL\n  play\n  stats\nend\n"
                               "level B.PHD \"B\"\n  play\nend\n";
    Gameflow *gf = malloc(sizeof *gf);
    char err[512];
    CHECK(gf && Gameflow_Parse(flow, strlen(flow), "t.gameflow", gf, err, sizeof err));
    RunState a;
    memset(&a, 0, sizeof a);
    a.phase = RUN_PHASE_LEVEL;
    a.level = 0;
    a.step = 1;
    a.cutscene = -1;
    a.tick = 1234;
    a.phase_ticks = 99;
    a.bonus = true;
    a.death_overlay = 1;
    a.input_prev = INPUT_JUMP;
    snprintf(a.stats.title, sizeof a.stats.title, "A");
    a.stats.timer = 98;
    a.stats.kills = 3;
    a.stats.secrets = 5;
    a.stats.secrets_found = 2;
    a.start.got_pistols = true;
    a.start.pistol_ammo = 1000;
    a.start.gun_type = LGT_PISTOLS;
    SerialWriter w;
    Serial_WriterInit(&w, 4096);
    SaveRun_Write(&a, gf, &w);
    CHECK(!w.failed);
    RunState b;
    char why[256];
    CHECK_MSG(SaveRun_Read(&b, gf, 0, w.data, w.size, why, sizeof why), "%s", why);
    CHECK(b.tick == a.tick && b.step == 1 && b.bonus && b.stats.kills == 3 &&
          b.stats.secrets == 5 && !strcmp(b.stats.title, "A") && b.start.got_pistols &&
          b.start.pistol_ammo == 1000 && b.start.gun_type == LGT_PISTOLS &&
          b.input_prev == INPUT_JUMP);
    /* another level than the header says, a step that does not play */
    CHECK(!SaveRun_Read(&b, gf, 1, w.data, w.size, why, sizeof why));
    a.step = 0;
    Serial_WriterFree(&w);
    Serial_WriterInit(&w, 4096);
    SaveRun_Write(&a, gf, &w);
    CHECK(!SaveRun_Read(&b, gf, 0, w.data, w.size, why, sizeof why));
    CHECK_MSG(strstr(why, "does not play"), "%s", why);
    CHECK(!SaveRun_Read(&b, gf, 0, w.data, w.size - 1, why, sizeof why));
    Serial_WriterFree(&w);
    free(gf);
}

/* ---- the headless options ----------------------------------------------------- */

static int run_cmd(const char *cmd, char *out, size_t cap) { return Test_Run(cmd, out, cap); }

/* Lines from..end of a file (0 = the header line). */
static char *lines_from(const char *path, int from)
{
    size_t n;
    char *text = (char *)Test_ReadFile(path, &n);
    if (!text)
        return NULL;
    char *p = text;
    for (int k = 0; k < from && p; k++) {
        p = memchr(p, '\n', n - (size_t)(p - text));
        if (p)
            p++;
    }
    char *out = strndup(p ? p : "", p ? n - (size_t)(p - text) : 0);
    free(text);
    return out;
}

TEST(save_headless_options)
{
    const char *tp = Test_SharedPath("../traces/LEVEL1_pistols.csv");
    const char *lp = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!tp || !lp)
        SKIP("LEVEL1 and its pistols trace not available");
    char trace[1024], level[1024], dir[1024];
    snprintf(trace, sizeof trace, "%s", tp);
    snprintf(level, sizeof level, "%s", lp);
    snprintf(dir, sizeof dir, "%s/save_cli", Test_TmpDir());
    mkdir(dir, 0755);
    char cmd[6000], full[4096], rest[4096];
    snprintf(cmd, sizeof cmd,
             "%s --headless --level %s --inputs %s --trace %s/full.csv --trace-items %s/fi.csv "
             "--save-at 350 --save %s/s.t8s 2>&1",
             Test_BinPath("tomb8"), level, trace, dir, dir, dir);
    CHECK_MSG(run_cmd(cmd, full, sizeof full) == 0, "%s", full);
    snprintf(cmd, sizeof cmd,
             "%s --headless --level %s --inputs %s --trace %s/rest.csv --trace-items %s/ri.csv "
             "--load %s/s.t8s 2>&1",
             Test_BinPath("tomb8"), level, trace, dir, dir, dir);
    CHECK_MSG(run_cmd(cmd, rest, sizeof rest) == 0, "%s", rest);
    /* The same final line (ticks counted over the whole run, same hash). */
    CHECK_MSG(!strcmp(full, rest), "uninterrupted: %s\nresumed: %s", full, rest);
    char p[1200];
    snprintf(p, sizeof p, "%s/full.csv", dir);
    char *a = lines_from(p, 351);
    snprintf(p, sizeof p, "%s/rest.csv", dir);
    char *b = lines_from(p, 1);
    CHECK(a && b);
    bool same = !strcmp(a, b) && strncmp(b, "350,", 4) == 0;
    free(a);
    free(b);
    CHECK_MSG(same, "the resumed trace's rows are not the uninterrupted run's from tick 350");

    /* A damaged save: one line, exit 2, the outputs not written. */
    snprintf(p, sizeof p, "%s/s.t8s", dir);
    size_t n;
    uint8_t *data = Test_ReadFile(p, &n);
    CHECK(data && n > 200);
    data[n / 2] ^= 0x10;
    snprintf(p, sizeof p, "%s/bad.t8s", dir);
    FILE *f = fopen(p, "wb");
    CHECK(f);
    fwrite(data, 1, n, f);
    fclose(f);
    free(data);
    snprintf(cmd, sizeof cmd,
             "%s --headless --level %s --inputs %s --trace %s/none.csv --load %s/bad.t8s "
             "--save-at 400 --save %s/s.t8s 2>&1 >/dev/null",
             Test_BinPath("tomb8"), level, trace, dir, dir, dir);
    char out[4096];
    CHECK_EQ(run_cmd(cmd, out, sizeof out), 2);
    CHECK_MSG(strncmp(out, "error: ", 7) == 0 && strstr(out, "damaged") &&
                  strchr(out, '\n') == out + strlen(out) - 1,
              "%s", out);
    snprintf(p, sizeof p, "%s/none.csv", dir);
    struct stat st;
    CHECK(stat(p, &st) != 0);
    snprintf(p, sizeof p, "%s/s.t8s", dir);
    CHECK(stat(p, &st) == 0 && (size_t)st.st_size == n);
    /* Options that mean nothing together. */
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --ticks 5 --save-at 3 2>&1",
             Test_BinPath("tomb8"), level);
    CHECK_EQ(run_cmd(cmd, out, sizeof out), 2);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --ticks 5 --save-at 9 --save %s/x.t8s 2>&1",
             Test_BinPath("tomb8"), level, dir);
    CHECK_EQ(run_cmd(cmd, out, sizeof out), 2);
    CHECK_MSG(strstr(out, "--save-at 9"), "%s", out);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --demo --load %s/s.t8s 2>&1",
             Test_BinPath("tomb8"), level, dir);
    CHECK_EQ(run_cmd(cmd, out, sizeof out), 2);
}

/* ---- layout guard -------------------------------------------------------------- */

/* The save code writes these structures field by field. A size change means
 * a field came or went: add it to the save code named (write and read, at
 * the same place), raise SAVE_VERSION if files of the old layout can no
 * longer be read, then update the number here. */
TEST(save_covers_every_field)
{
    struct {
        const char *name;
        size_t size, pinned;
        const char *where;
    } k[] = {
        {"Item", sizeof(Item), 104, "engine/sim/sim.c (Sim_Save/Sim_Load)"},
        /* Sim.world is wiring (the Game's World, which saves the flip
         * state); Sim.input_prev is saved in the Game's section; Sim.events
         * (the animation and sound hooks, the pitched sound's too) is
         * wiring. Sim.mesh_map is wiring too (the Game's mesh table,
         * saved with Lara: game/mesh_table.c). */
        {"Sim", sizeof(Sim), 184, "engine/sim/sim.c (Sim_Save/Sim_Load)"},
        /* World's height-query outputs (height_type, trigger_index, lava,
         * climb, monkey, the mine-cart turns) are set by every query: not
         * saved. */
        {"World", sizeof(World), 104, "engine/world/floor.c (World_Save/World_Load)"},
        /* Lara.current_ai (the current's search state) is a cache a load
         * rebuilds, as the original clears Lara's LOT on load: not saved.
         * Lara.run_jump_refused is TR2's static of the run (its saves do
         * not hold it either): not saved. */
        {"Lara", sizeof(Lara), 400, "game/save/save_state.c (lara_save/lara_load)"},
        /* GameCamera.forced / forced_pos (TR3's ForcedFixedCamera, the
         * train's after its kill) are not saved, as the original's: Lara is
         * dead, no save follows. */
        {"GameCamera", sizeof(GameCamera), 396, "game/save/save_state.c (camera_save/load)"},
        {"Effect", sizeof(Effect), 40, "game/save/save_state.c (effects_save/load)"},
        /* EffectList.mesh_count (per object id, to TR3's OBJECT_MAX) is
         * read from the level again on load, not saved; its play_sound
         * and play_sound_pitch hooks are wiring. */
        {"EffectList", sizeof(EffectList), 4816, "game/save/save_state.c (effects_save/load)"},
        {"CreatureInfo", sizeof(CreatureInfo), 96, "game/save/save_state.c (info_save/load)"},
        /* CreatureSlots.boss.glow / glow_fade (Puna's shield's glow) are
         * drawing only: not saved. */
        {"CreatureSlots", sizeof(CreatureSlots), 1096, "game/save/save_state.c (creatures_*)"},
        /* FlipFx.camera_bounce_out, camera_pos, flip_map / flip_user,
         * reset_hair and rules are wiring (the camera it shakes and reads,
         * the game it flips and whose braid it resets, the level's game
         * table), not state; so is play_music (the game's CD hook).
         * FlipFx.exercise is TR3's gym instructor's count: the original
         * never saves a gym game (a save there starts the game); so is
         * FlipFx.gym, the gym's clocks (their records a pointer), and
         * lara_rides / reset_targets are wiring, and so is game (the
         * Game whose meshes the gun and mesh-swap effects trade). */
        {"FlipFx", sizeof(FlipFx), 264, "game/save/save_state.c (flipfx_save/load)"},
        /* Game.objects (the object table, with the effect kinds' control
         * and drawing and the vehicles' rider routines, TR3's trigger hooks,
         * the after-load hooks that mark TR3's stoppers) (OBJECT_MAX entries) is set up again from the level on load, never saved. Game.audio
         * and Game.rules (the level's game table) are wiring; Game.cutscene
         * is the cut-scene runner's mode (no save is made in one);
         * Game.input_taken is saved as the word less it. TR2's statistics
         * counters (ammo_used...distance) are saved in TR2's saves only. */
        /* Game.lights (this tick's light sources, emptied as a tick
         * starts) is output, not state: not saved. */
        /* Game.hair (the braid, TR3's wind in it too) is not saved, as the
         * originals keep it only in memory: it hangs anew on the first
         * tick after a load. */
        /* Game.bolts (this tick's beams and bolts, emptied as a tick
         * starts, and the electricity's wandering offsets) is cosmetic
         * output: not saved. */
        /* Game.cold_water, Game.strobes_wait_alarm,
         * Game.level_rules, Game.weather and Game.fish_shoals are the
         * level's (its script's), set anew as the level starts; Game.weather_state
         * (TR3's rain and snow) is cosmetic and starts again empty, as the
         * original keeps it only in memory: not saved. Game.sparks (TR3's
         * spark pool) is cosmetic and not saved either, as the original's
         * saves hold no sparks: a loaded game starts with none. Game.water3
         * (TR3's splashes, ripples and wake) is cosmetic and not saved,
         * as the original's saves hold none of them. */
        /* Game.bats (TR3's bats) are saved in TR3's games through
         * GameRules.swarm (game_save/game_load). */
        /* Game.mesh_map (the mesh table) is saved with Lara
         * (MeshTable_Save in lara_save). */
        {"Game", sizeof(Game), 71024, "game/save/save_state.c (game_save/game_load)"},
        /* RunState.stats' TR2 fields (tr2...distance) are copies of the
         * Game's counters, made again every level tick: not saved.
         * StartInfo's TR2 fields (got_m16...ammo_items) are saved for a
         * TR2 game only (save_run.c start_save/start_load), and so are
         * the game's totals (totals_save/totals_load); its rocket launcher
         * (got_rocket, rocket_ammo) and artefacts (num_icons) for a TR3
         * game only. RunState's
         * locations_done is saved for TR3's order only; its select (the
         * level select's globe: select, globe_rot, globe_next) never: saves
         * are made in a level. */
        {"RunState", sizeof(RunState), 352, "game/save/save_run.c (SaveRun_Write/Read)"},
    };
    char msg[2048] = "";
    size_t used = 0;
    for (size_t i = 0; i < COUNT_OF(k); i++)
        if (k[i].size != k[i].pinned)
            used += (size_t)snprintf(msg + used, sizeof msg - used,
                                     "\n  %s is %zu bytes, pinned at %zu: save it in %s",
                                     k[i].name, k[i].size, k[i].pinned, k[i].where);
    CHECK_MSG(used == 0, "structures a save holds changed:%s", msg);
}
