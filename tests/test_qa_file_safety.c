/* QA regressions (issue 19, part 1): an output never replaces an input.
 *
 * Spellings do not decide whether two names are one file: "./a", "sub/../a",
 * a symbolic link and a hard link all are. Each test names an input as an
 * output in one of those ways and checks exit status 2, one error line
 * naming both options, and every byte of the input still there. The
 * property test goes through every output/input and output/output pair
 * (in process, fast) and runs a sample of them as real runs (set
 * TOMB8_SAFETY_RUNS=N for more). */
#include "tests/test.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/core/atomic_file.h"
#include "engine/core/path_id.h"
#include "game/options.h"

/* ---- helpers ------------------------------------------------------------------ */

/* Absolute (runs change folder); static storage, a few at a time. */
static const char *absolute(const char *path)
{
    static char buf[4][4096];
    static int slot;
    char *p = buf[slot];
    slot = (slot + 1) % 4;
    if (!realpath(path, p))
        snprintf(p, 4096, "%s", path);
    return p;
}

static const char *level(void) { return absolute(Test_BinPath("data/default.phd")); }

static const char *fresh_dir(const char *name)
{
    static char path[4][1024];
    static int slot;
    char *p = path[slot];
    slot = (slot + 1) % 4;
    char cmd[2200];
    snprintf(p, 1024, "%s/%s", Test_TmpDir(), name);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s/sub'", p, p);
    Test_Run(cmd, NULL, 0);
    snprintf(p, 1024, "%s", absolute(p));
    return p;
}

static bool write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fputs(text, f) >= 0;
    return fclose(f) == 0 && ok;
}

static bool holds(const char *path, const char *text)
{
    size_t size;
    char *data = (char *)Test_ReadFile(path, &size);
    bool ok = data && size == strlen(text) && memcmp(data, text, size) == 0;
    free(data);
    return ok;
}

/* The file is byte for byte the file `ref`. */
static bool same_bytes(const char *path, const char *ref)
{
    size_t a_size, b_size;
    uint8_t *a = Test_ReadFile(path, &a_size), *b = Test_ReadFile(ref, &b_size);
    bool ok = a && b && a_size == b_size && memcmp(a, b, a_size) == 0;
    free(a);
    free(b);
    return ok;
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

static bool one_error_line(const char *out)
{
    const char *nl = strchr(out, '\n');
    return strncmp(out, "error: ", 7) == 0 && nl && nl[1] == '\0';
}

/* Runs `cd dir && BIN args` with stderr captured, stdout dropped. */
static int run_in(const char *dir, const char *bin, const char *args, char *out, size_t cap)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "cd '%s' && timeout 60 %s %s 2>&1 >/dev/null", dir,
             absolute(Test_BinPath(bin)), args);
    return Test_Run(cmd, out, cap);
}

/* A copy of the default level at dir/name. */
static bool copy_level(const char *dir, const char *name)
{
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "cp '%s' '%s/%s'", level(), dir, name);
    return Test_Run(cmd, NULL, 0) == 0;
}

/* ---- the findings, one by one (each one lost the input on main) ---------------- */

/* Every output option naming the level (spelled ./lvl.phd) is refused
 * before the run, and the level is whole afterwards. */
TEST(qa_safety_outputs_never_replace_the_level)
{
    const char *dir = fresh_dir("safe_level");
    CHECK(copy_level(dir, "lvl.phd"));
    const char *outs[][2] = {
        {"--save", "--ticks 3 --save-at 1"}, {"--trace", "--ticks 3"},
        {"--trace-items", "--ticks 3"},      {"--record", "--ticks 3"},
        {"--audio-out", "--ticks 3"},        {"--capture", ""},
    };
    for (size_t i = 0; i < sizeof outs / sizeof outs[0]; i++) {
        char args[512], out[4096];
        snprintf(args, sizeof args, "--headless lvl.phd %s %s ./lvl.phd", outs[i][1], outs[i][0]);
        int rc = run_in(dir, "tomb8", args, out, sizeof out);
        char path[1200];
        snprintf(path, sizeof path, "%s/lvl.phd", dir);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, outs[i][0]) &&
                      strstr(out, "the level"),
                  "%s: exit %d: %s", outs[i][0], rc, out);
        CHECK_MSG(same_bytes(path, level()), "%s replaced the level", outs[i][0]);
        CHECK_MSG(entries(dir) == 2, "%s left files behind", outs[i][0]);
    }
}

/* The other inputs: the --inputs CSV, the --replay file, the --config key
 * map, each named by an output. */
TEST(qa_safety_outputs_never_replace_other_inputs)
{
    const char *dir = fresh_dir("safe_inputs");
    char path[1200], out[4096];
    CHECK(copy_level(dir, "lvl.phd"));
    snprintf(path, sizeof path, "%s/in.csv", dir);
    CHECK(write_text(path, "tick,input\n1,0\n2,0\n"));
    snprintf(path, sizeof path, "%s/keys.cfg", dir);
    CHECK(write_text(path, "# keys\n"));
    int rc = run_in(dir, "tomb8", "--headless lvl.phd --ticks 2 --record rec.t8r", out, sizeof out);
    CHECK_MSG(rc == 0, "making a replay: exit %d: %s", rc, out);
    snprintf(path, sizeof path, "%s/rec.t8r", dir);
    size_t rec_size;
    uint8_t *rec = Test_ReadFile(path, &rec_size);
    CHECK(rec && rec_size > 0);
    static const struct {
        const char *args, *output, *input, *file, *text;
    } cases[] = {
        {"--inputs in.csv --trace ./in.csv", "--trace", "--inputs", "in.csv", "tick,input\n1,0\n2,0\n"},
        {"--inputs in.csv --trace-items sub/../in.csv", "--trace-items", "--inputs", "in.csv",
         "tick,input\n1,0\n2,0\n"},
        {"--inputs in.csv --ticks 2 --save-at 1 --save ./in.csv", "--save", "--inputs", "in.csv",
         "tick,input\n1,0\n2,0\n"},
        {"--config keys.cfg --capture ./keys.cfg", "--capture", "--config", "keys.cfg", "# keys\n"},
        {"--replay rec.t8r --trace ./rec.t8r", "--trace", "--replay", "rec.t8r", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char args[512];
        snprintf(args, sizeof args, "--headless lvl.phd %s", cases[i].args);
        rc = run_in(dir, "tomb8", args, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, cases[i].output) &&
                      strstr(out, cases[i].input),
                  "%s: exit %d: %s", cases[i].args, rc, out);
        snprintf(path, sizeof path, "%s/%s", dir, cases[i].file);
        if (cases[i].text) {
            CHECK_MSG(holds(path, cases[i].text), "%s: input replaced", cases[i].args);
        } else {
            size_t size;
            uint8_t *now = Test_ReadFile(path, &size);
            bool same = now && size == rec_size && memcmp(now, rec, size) == 0;
            free(now);
            CHECK_MSG(same, "%s: replay replaced", cases[i].args);
        }
    }
    free(rec);
}

/* A symbolic link to the level, as an output: the link's target would be
 * replaced (how a shared level was lost). A hard link likewise. */
TEST(qa_safety_links_to_inputs_refused)
{
    const char *dir = fresh_dir("safe_links");
    char path[1200], out[4096];
    CHECK(copy_level(dir, "lvl.phd"));
    snprintf(path, sizeof path, "%s/sub/link.csv", dir);
    CHECK(symlink("../lvl.phd", path) == 0);
    snprintf(path, sizeof path, "%s/hard.csv", dir);
    char lvl[1200];
    snprintf(lvl, sizeof lvl, "%s/lvl.phd", dir);
    CHECK(link(lvl, path) == 0);
    const char *args[] = {"--headless lvl.phd --ticks 3 --trace sub/link.csv",
                          "--headless lvl.phd --ticks 3 --audio-out hard.csv",
                          "--headless sub/link.csv --ticks 3 --trace lvl.phd"};
    for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
        int rc = run_in(dir, "tomb8", args[i], out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "may not replace an input"),
                  "%s: exit %d: %s", args[i], rc, out);
        CHECK_MSG(same_bytes(lvl, level()), "%s: the level was replaced", args[i]);
    }
    struct stat st;
    CHECK(lstat(lvl, &st) == 0 && st.st_nlink == 2);
}

/* Two outputs, one file: a spelling apart, both were written and one lost. */
TEST(qa_safety_two_outputs_one_file)
{
    const char *dir = fresh_dir("safe_two_outs");
    char out[4096];
    CHECK(copy_level(dir, "lvl.phd"));
    const char *args[] = {"--headless lvl.phd --ticks 3 --trace a.csv --trace-items ./a.csv",
                          "--headless lvl.phd --ticks 3 --trace a.csv --record sub/../a.csv"};
    for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
        int rc = run_in(dir, "tomb8", args[i], out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "one output would replace the other"),
                  "%s: exit %d: %s", args[i], rc, out);
        CHECK_MSG(entries(dir) == 2, "%s: files written", args[i]);
    }
    /* streams are written in place, never replaced: two outputs may share one */
    int rc = run_in(dir, "tomb8", "--headless lvl.phd --ticks 3 --trace /dev/null --record /dev/stdout",
                    out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
}

/* --capture-dir writes tickNNNNNN.png: an input under such a name there
 * (here a link to the level) would be replaced. */
TEST(qa_safety_capture_dir_holding_an_input)
{
    const char *dir = fresh_dir("safe_capdir");
    char path[1200], out[4096], lvl[1200];
    CHECK(copy_level(dir, "lvl.phd"));
    snprintf(lvl, sizeof lvl, "%s/lvl.phd", dir);
    snprintf(path, sizeof path, "%s/sub/tick000001.png", dir);
    CHECK(symlink("../lvl.phd", path) == 0);
    int rc = run_in(dir, "tomb8",
                    "--headless lvl.phd --ticks 3 --capture-every 1 --capture-dir sub", out,
                    sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "--capture-dir"), "exit %d: %s", rc,
              out);
    CHECK(same_bytes(lvl, level()));
}

/* The tools: framediff A B --out A, mklevel --in X --out X. */
TEST(qa_safety_tools_outputs_never_replace_inputs)
{
    const char *dir = fresh_dir("safe_tools");
    char path[1200], out[4096];
    snprintf(path, sizeof path, "%s/desc.txt", dir);
    CHECK(write_text(path, "# not a level\n"));
    int rc = run_in(dir, "mklevel", "--in desc.txt --out ./desc.txt", out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "--in") && strstr(out, "--out"),
              "mklevel: exit %d: %s", rc, out);
    CHECK(holds(path, "# not a level\n"));
    /* two small PNGs made by the program itself */
    CHECK(copy_level(dir, "lvl.phd"));
    rc = run_in(dir, "tomb8", "--headless lvl.phd --capture a.png --size 320x240", out, sizeof out);
    CHECK_MSG(rc == 0, "capture: exit %d: %s", rc, out);
    rc = run_in(dir, "tomb8", "--headless lvl.phd --capture b.png --size 320x240", out, sizeof out);
    CHECK_MSG(rc == 0, "capture: exit %d: %s", rc, out);
    char a[1200], a_copy[1200], cmd[4096];
    snprintf(a, sizeof a, "%s/a.png", dir);
    snprintf(a_copy, sizeof a_copy, "%s/a.copy", dir);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", a, a_copy);
    CHECK(Test_Run(cmd, NULL, 0) == 0);
    rc = run_in(dir, "framediff", "a.png b.png --out sub/../a.png", out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "--out"), "framediff: exit %d: %s", rc,
              out);
    CHECK(same_bytes(a, a_copy));
    /* two of its pictures, one file */
    rc = run_in(dir, "framediff", "a.png b.png --out c.png --heatmap ./c.png", out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "one output would replace the other"),
              "framediff: exit %d: %s", rc, out);
    snprintf(path, sizeof path, "%s/c.png", dir);
    struct stat st;
    CHECK(stat(path, &st) != 0);
}

/* Writes decided during the run (the window's screenshots and save slots)
 * go through AtomicFile: a protected input is refused there too. */
TEST(qa_safety_later_writes_refuse_protected_inputs)
{
    const char *dir = fresh_dir("safe_protect");
    char in[1200], inside[1200], link_path[1200], other[1200], err[1400];
    snprintf(in, sizeof in, "%s/level.phd", dir);
    snprintf(inside, sizeof inside, "%s/sub/LEVEL1.PHD", dir);
    snprintf(link_path, sizeof link_path, "%s/shot.png", dir);
    snprintf(other, sizeof other, "%s/other.png", dir);
    CHECK(write_text(in, "LEVEL") && write_text(inside, "GAME"));
    CHECK(symlink("level.phd", link_path) == 0);
    char sub[1200];
    snprintf(sub, sizeof sub, "%s/sub", dir);
    PathId_Protect("the level", in, false);
    PathId_Protect("the install folder", sub, true);
    char err1[1400], err2[1400];
    bool w1 = AtomicFile_WriteAll(link_path, "PNG", 3, err1, sizeof err1);
    bool c1 = AtomicFile_CheckOutput(in, err, sizeof err);
    bool w2 = AtomicFile_WriteAll(inside, "PNG", 3, err2, sizeof err2);
    bool w3 = AtomicFile_WriteAll(other, "PNG", 3, err, sizeof err);
    PathId_ClearProtected();
    CHECK(!w1 && !c1 && !w2);
    CHECK_MSG(strstr(err1, "it is the level") && strstr(err1, "may not replace an input"), "%s",
              err1);
    CHECK_MSG(strstr(err2, "inside the install folder"), "%s", err2);
    CHECK(w3 && holds(other, "PNG"));
    CHECK(holds(in, "LEVEL") && holds(inside, "GAME"));
    /* once forgotten, the same write goes through (the check is what refused) */
    CHECK(AtomicFile_WriteAll(link_path, "PNG", 3, err, sizeof err) && holds(in, "PNG"));
}

/* ---- the property: every pair, every spelling ---------------------------------- */

typedef struct {
    const char *name;
    const char **field;     /* in a scratch Options */
} Opt;

/* The spellings of dir/file that name it: plain, ./, sub/../, a symbolic
 * link, a hard link (the links made in dir). */
static void spell(const char *dir, const char *file, int how, char *out, size_t cap)
{
    char target[1200];
    snprintf(target, sizeof target, "%s/%s", dir, file);
    switch (how) {
    case 0: snprintf(out, cap, "%s/%s", dir, file); break;
    case 1: snprintf(out, cap, "%s/./%s", dir, file); break;
    case 2: snprintf(out, cap, "%s/sub/../%s", dir, file); break;
    case 3:
        snprintf(out, cap, "%s/sub/sym-%s", dir, file);
        unlink(out);
        if (symlink(target, out) != 0)
            out[0] = '\0';
        break;
    default:
        snprintf(out, cap, "%s/hard-%s", dir, file);
        unlink(out);
        if (link(target, out) != 0)
            out[0] = '\0';
        break;
    }
}

TEST(qa_safety_property_every_pair_every_spelling)
{
    const char *dir = fresh_dir("safe_property");
    Options o;
    const Opt outs[] = {
        {"--capture", &o.capture_path}, {"--capture-strip", &o.strip_path},
        {"--trace", &o.trace_path},     {"--trace-items", &o.trace_items_path},
        {"--record", &o.record_path},   {"--audio-out", &o.audio_out},
        {"--save", &o.save_path},
    };
    const Opt ins[] = {
        {"the level", &o.level_path}, {"--config", &o.config_path},
        {"--gameflow", &o.gameflow_path}, {"--replay", &o.replay_path},
        {"--inputs", &o.inputs_path}, {"--load", &o.load_path},
    };
    char in_path[1200], spelled[1300], err[2048];
    snprintf(in_path, sizeof in_path, "%s/input.bin", dir);
    CHECK(write_text(in_path, "INPUT"));
    int refused = 0, tried = 0;
    for (size_t k = 0; k < sizeof outs / sizeof outs[0]; k++) {
        for (int how = 0; how < 5; how++) {
            spell(dir, "input.bin", how, spelled, sizeof spelled);
            CHECK(spelled[0]);
            /* output against each input */
            for (size_t i = 0; i < sizeof ins / sizeof ins[0]; i++) {
                memset(&o, 0, sizeof o);
                *ins[i].field = in_path;
                *outs[k].field = spelled;
                tried++;
                bool ok = Options_CheckIdentities(&o, err, sizeof err);
                PathId_ClearProtected();
                CHECK_MSG(!ok && strstr(err, outs[k].name) && strstr(err, ins[i].name) &&
                              strstr(err, "an output may not replace an input"),
                          "%s %s vs %s: %s", outs[k].name, spelled, ins[i].name,
                          ok ? "accepted" : err);
                refused++;
            }
            /* output against each other output (a file not there yet too) */
            for (size_t m = 0; m < sizeof outs / sizeof outs[0]; m++) {
                if (m == k)
                    continue;
                memset(&o, 0, sizeof o);
                *outs[m].field = in_path;
                *outs[k].field = spelled;
                tried++;
                bool ok = Options_CheckIdentities(&o, err, sizeof err);
                CHECK_MSG(!ok && strstr(err, outs[k].name) && strstr(err, outs[m].name),
                          "%s %s vs %s: %s", outs[k].name, spelled, outs[m].name,
                          ok ? "accepted" : err);
                char fresh_a[1300], fresh_b[1300];
                snprintf(fresh_a, sizeof fresh_a, "%s/new.csv", dir);
                snprintf(fresh_b, sizeof fresh_b, "%s/sub/../new.csv", dir);
                *outs[m].field = fresh_a;
                *outs[k].field = fresh_b;
                ok = Options_CheckIdentities(&o, err, sizeof err);
                CHECK_MSG(!ok, "%s and %s: one new file accepted", outs[k].name, outs[m].name);
                tried++;
                refused += 2;
            }
        }
        /* control: a different file is accepted (the check is what refuses) */
        memset(&o, 0, sizeof o);
        char other[1300];
        snprintf(other, sizeof other, "%s/sub/out.bin", dir);
        o.level_path = in_path;
        *outs[k].field = other;
        bool ok = Options_CheckIdentities(&o, err, sizeof err);
        PathId_ClearProtected();
        CHECK_MSG(ok, "%s %s: %s", outs[k].name, other, err);
    }
    CHECK_EQ(refused, tried);
    CHECK(holds(in_path, "INPUT"));
}

/* The same, as whole runs: a sample of (output, input, spelling) triples run
 * for real; the input keeps every byte and nothing else is left. */
TEST(qa_safety_property_real_runs)
{
    const char *dir = fresh_dir("safe_runs");
    CHECK(copy_level(dir, "lvl.phd"));
    char path[1200], out[4096];
    snprintf(path, sizeof path, "%s/in.csv", dir);
    CHECK(write_text(path, "tick,input\n1,0\n"));
    static const char *const outs[][2] = {
        {"--trace", ""}, {"--trace-items", ""}, {"--record", ""},
        {"--audio-out", ""}, {"--save", "--save-at 1"}, {"--capture", ""},
    };
    static const char *const ins[][2] = {{"lvl.phd", ""}, {"in.csv", "--inputs in.csv"}};
    const char *env = getenv("TOMB8_SAFETY_RUNS");
    int runs = env ? atoi(env) : 6;
    unsigned seed = 19;
    for (int r = 0; r < runs; r++) {
        seed = seed * 1103515245u + 12345u;
        size_t k = (seed >> 8) % (sizeof outs / sizeof outs[0]);
        size_t i = (seed >> 16) % (sizeof ins / sizeof ins[0]);
        int how = (int)((seed >> 24) % 5);
        char spelled[1300], args[2048];
        spell(dir, ins[i][0], how, spelled, sizeof spelled);
        CHECK(spelled[0]);
        snprintf(args, sizeof args, "--headless lvl.phd --ticks 2 %s %s %s %s", ins[i][1],
                 outs[k][1], outs[k][0], spelled);
        int rc = run_in(dir, "tomb8", args, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out), "%s: exit %d: %s", args, rc, out);
        snprintf(path, sizeof path, "%s/lvl.phd", dir);
        CHECK_MSG(same_bytes(path, level()), "%s: the level changed", args);
        snprintf(path, sizeof path, "%s/in.csv", dir);
        CHECK_MSG(holds(path, "tick,input\n1,0\n"), "%s: the inputs changed", args);
    }
}
