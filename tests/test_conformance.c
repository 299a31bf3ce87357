/* Conformance against the reference traces (../shared/traces), and the
 * harness that measures it: build/tomb8 --inputs / --trace / --trace-items.
 *
 * The ratchet (conformance_matching_prefix_ratchet): each trace present is
 * replayed through build/tomb8 and compared with build/tracecmp; its
 * matching prefix (ticks that agree in every column before the first
 * divergence) must be at least the floor in k_floors, and so must the
 * prefix without the camera columns (cam_*: Lara, her guns and the random
 * stream alone), so that camera work and Lara work each keep their gains.
 * Raise a floor when the engine gets further (the test prints a note);
 * never lower one to make the test pass (that is a regression). A trace
 * whose floor equals its length is a full-match regression test; with
 * `items` set its _items.csv (every active item but Lara, each tick; header
 * only for the LEVEL1 traces, where nothing ever activates) must match in
 * full as well. Traces or levels that are absent are skipped. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/level/level_write.h"
#include "engine/sim/demo.h"
#include "game/trace.h"

#include "tests/test_levels.h"

typedef struct {
    const char *trace;  /* under ../shared/traces, without .csv */
    const char *level;  /* under ../shared/levels */
    int ticks;          /* rows of the trace */
    int floor;          /* matching prefix we reach at least */
    int floor_nocam;    /* the same without the cam_* columns */
    bool items;         /* the _items.csv trace matches in full too */
} Floor;

static const Floor k_floors[] = {
    {"LEVEL1_walk_run_turn", "tr1/LEVEL1.PHD", 945, 945, 945, true},
    {"LEVEL1_jumps", "tr1/LEVEL1.PHD", 968, 968, 968, true},
    {"LEVEL1_ledges", "tr1/LEVEL1.PHD", 957, 957, 957, true},
    {"LEVEL1_pistols", "tr1/LEVEL1.PHD", 788, 788, 788, true},
    {"LEVEL1_random_1", "tr1/LEVEL1.PHD", 900, 900, 900, true},
    {"RANDO_TEST1_random_1", "tr1/RANDO_TEST1.PHD", 900, 900, 900, true},
    {"RANDO_TEST1_random_3", "tr1/RANDO_TEST1.PHD", 900, 900, 900, true},
};

static const char *trace_path(const char *name, const char *suffix)
{
    char rel[256];
    snprintf(rel, sizeof rel, "../traces/%s%s.csv", name, suffix);
    return Test_SharedPath(rel);
}

/* The number after "key": in a JSON line, -1 when absent. */
static long json_int(const char *json, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(json, pat);
    return p ? strtol(p + strlen(pat), NULL, 10) : -1;
}

TEST(conformance_matching_prefix_ratchet)
{
    int ran = 0;
    char report[8192] = "";
    size_t used = 0;
    bool failed = false;
    for (size_t i = 0; i < sizeof k_floors / sizeof k_floors[0]; i++) {
        const Floor *f = &k_floors[i];
        char ref[512], lvl[512];
        const char *p = trace_path(f->trace, "");
        const char *l = Test_SharedPath(f->level);
        if (!p || !l)
            continue;
        snprintf(ref, sizeof ref, "%s", p);
        snprintf(lvl, sizeof lvl, "%s", l);
        char ours[512], ours_items[512], cmd[4096], out[4096];
        snprintf(ours, sizeof ours, "%s/conf_%s.csv", Test_TmpDir(), f->trace);
        snprintf(ours_items, sizeof ours_items, "%s/conf_%s_items.csv", Test_TmpDir(), f->trace);
        snprintf(cmd, sizeof cmd,
                 "%s --headless --level %s --inputs %s --trace %s --trace-items %s 2>&1",
                 Test_BinPath("tomb8"), lvl, ref, ours, ours_items);
        CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s: %s", f->trace, out);
        CHECK_MSG(json_int(out, "ticks") == f->ticks, "%s: ran %ld ticks, trace has %d",
                  f->trace, json_int(out, "ticks"), f->ticks);
        for (int pass = 0; pass < 2; pass++) {
            const char *what = pass ? "without cam_*" : "all columns";
            int floor = pass ? f->floor_nocam : f->floor;
            snprintf(cmd, sizeof cmd, "%s %s %s --json%s 2>&1", Test_BinPath("tracecmp"), ref,
                     ours, pass ? " --ignore 'cam_*'" : "");
            int rc = Test_Run(cmd, out, sizeof out);
            CHECK_MSG(rc == 0 || rc == 1, "%s: tracecmp: %s", f->trace, out);
            long prefix = json_int(out, "matching_prefix");
            CHECK_MSG(json_int(out, "ref_rows") == f->ticks, "%s: %s", f->trace, out);
            if (prefix < floor) {
                failed = true;
                const char *div = strstr(out, "\"first_divergence\"");
                used += (size_t)snprintf(report + used, sizeof report - used,
                                         "\n  %s (%s): matching prefix %ld < floor %d (%.300s)",
                                         f->trace, what, prefix, floor, div ? div : out);
                if (used >= sizeof report)
                    used = sizeof report - 1;
            } else if (prefix > floor) {
                printf("  note: %s (%s) matches %ld ticks, floor %d: raise it in %s\n", f->trace,
                       what, prefix, floor, __FILE__);
            }
        }
        const char *ref_items = f->items ? trace_path(f->trace, "_items") : NULL;
        if (ref_items) {
            snprintf(cmd, sizeof cmd, "%s --items %s %s 2>&1", Test_BinPath("tracecmp"),
                     ref_items, ours_items);
            if (Test_Run(cmd, out, sizeof out) != 0) {
                failed = true;
                used += (size_t)snprintf(report + used, sizeof report - used,
                                         "\n  %s (items): %.400s", f->trace, out);
                if (used >= sizeof report)
                    used = sizeof report - 1;
            }
        }
        ran++;
    }
    if (!ran)
        SKIP("no reference traces with their levels under ../shared");
    CHECK_MSG(!failed, "conformance went backwards:%s", report);
}

/* Our trace's columns are the reference's, in its order, without the
 * reference engine's own anim numbering. */
TEST(conformance_trace_columns_match_reference)
{
    static const struct {
        const char *suffix, *ours;
    } k[] = {{"", TRACE_HEADER}, {"_items", TRACE_ITEMS_HEADER}};
    const char *any = NULL;
    for (size_t i = 0; i < sizeof k_floors / sizeof k_floors[0] && !any; i++)
        any = trace_path(k_floors[i].trace, "") ? k_floors[i].trace : NULL;
    if (!any)
        SKIP("no reference traces under ../shared");
    for (size_t i = 0; i < 2; i++) {
        size_t size;
        char *csv = (char *)Test_ReadFile(trace_path(any, k[i].suffix), &size);
        CHECK(csv != NULL);
        char *nl = memchr(csv, '\n', size);
        CHECK(nl != NULL);
        *nl = '\0';
        if (nl > csv && nl[-1] == '\r')
            nl[-1] = '\0';
        /* drop ",anim_trx_internal" wherever it is */
        char *col = strstr(csv, ",anim_trx_internal");
        CHECK(col != NULL);
        memmove(col, col + strlen(",anim_trx_internal"), strlen(col + strlen(",anim_trx_internal")) + 1);
        CHECK_MSG(strcmp(csv, k[i].ours) == 0, "reference %s\nours      %s", csv, k[i].ours);
        free(csv);
    }
}

/* The start state as the reference's demo mode: tick 0's input, position,
 * random stream and, for RANDO_TEST1, the item that starts active. */
TEST(conformance_items_trace_rows)
{
    const char *lvl = Test_SharedPath("tr1/RANDO_TEST1.PHD");
    const char *ref = trace_path("RANDO_TEST1_random_1", "");
    if (!lvl || !ref)
        SKIP("RANDO_TEST1 level or trace not available");
    char items[512], cmd[2048], out[4096];
    snprintf(items, sizeof items, "%s/conf_items.csv", Test_TmpDir());
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --inputs %s --ticks 3 --trace-items %s 2>&1",
             Test_BinPath("tomb8"), lvl, ref, items);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s", out);
    size_t size;
    char *csv = (char *)Test_ReadFile(items, &size);
    CHECK(csv != NULL);
    /* item 13 (object 65) starts active (full activation mask): the
     * original's flags word then holds only the reverse bit, 0x4000 */
    bool row = strstr(csv, "\n0,13,65,11776,0,18944,7,0,0,0,") != NULL &&
               strstr(csv, ",1,16384,1,0,0,1,0,0,4294967295\n") != NULL;
    bool lara = strstr(csv, "\n0,0,") != NULL; /* never Lara's own row */
    free(csv);
    CHECK(row);
    CHECK(!lara);
}

/* --inputs: untrusted CSV; one error line with the file and line, exit 2. */
TEST(conformance_inputs_option)
{
    const char *lvl = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!lvl)
        SKIP("tr1/LEVEL1.PHD not available");
    static const struct {
        const char *text, *expect;
    } k[] = {
        {"tick,x\n0,1\n", ":1: the header has no 'input' column"},
        {"", ":1: empty file"},
        {"tick,input\n0,1\n1,abc\n", ":3: input 'abc' is not a number"},
        {"tick,input\n0,1\n1\n", ":3: no input field"},
        {"input\n-1\n", ":2: input '-1'"},
        {"input\n4294967296\n", ":2: input '4294967296'"},
    };
    char path[512], cmd[2048], out[4096];
    snprintf(path, sizeof path, "%s/conf_inputs.csv", Test_TmpDir());
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++) {
        FILE *f = fopen(path, "wb");
        CHECK(f != NULL);
        fputs(k[i].text, f);
        fclose(f);
        snprintf(cmd, sizeof cmd, "%s --headless --level %s --inputs %s 2>&1",
                 Test_BinPath("tomb8"), lvl, path);
        CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
        CHECK_MSG(strncmp(out, "error: ", 7) == 0 && strstr(out, k[i].expect) &&
                      strchr(out, '\n') == out + strlen(out) - 1,
                  "case %zu: %s", i, out);
    }
    /* --ticks defaults to the rows; the words are used as given (32 bits),
     * blank lines and other columns ignored. */
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    fputs("x,input,y\r\n1,0,2\r\n1,4294967295,2\r\n\r\n3,1048608, 9\r\n\n", f);
    fclose(f);
    char trace[512];
    snprintf(trace, sizeof trace, "%s/conf_inputs_trace.csv", Test_TmpDir());
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --inputs %s --trace %s 2>&1",
             Test_BinPath("tomb8"), lvl, path, trace);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s", out);
    CHECK_MSG(strstr(out, "\"ticks\":3") != NULL, "%s", out);
    size_t size;
    char *csv = (char *)Test_ReadFile(trace, &size);
    CHECK(csv != NULL);
    bool words = strstr(csv, "\n0,0,") && strstr(csv, "\n1,4294967295,") &&
                 strstr(csv, "\n2,1048608,");
    free(csv);
    CHECK(words);
    /* not with --demo / --replay */
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --inputs %s --demo 2>&1",
             Test_BinPath("tomb8"), lvl, path);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    CHECK_MSG(strstr(out, "--inputs cannot be combined with --demo"), "%s", out);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --inputs /nonexistent.csv 2>&1",
             Test_BinPath("tomb8"), lvl);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    CHECK_MSG(strncmp(out, "error: /nonexistent.csv", 23) == 0, "%s", out);
}

/* ---- the PC original's demo words ------------------------------------------------ */

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* A demo ends at -1 or after DEMO_MAX_TICKS words, terminator or not; any
 * other word is kept whole. Too short without a terminator is refused. */
TEST(conformance_demo_parse_limits)
{
    Level lv;
    memset(&lv, 0, sizeof lv);
    Room rooms[1];
    memset(rooms, 0, sizeof rooms);
    lv.rooms = rooms;
    lv.num_rooms = 1;
    strcpy(lv.name, "synthetic");
    uint32_t words = 7 + DEMO_MAX_TICKS + 5;
    uint8_t *d = calloc(words, 4);
    CHECK(d != NULL);
    for (uint32_t i = 7; i < words; i++)
        put32(d + 4 * i, i % 3 ? 0x00300061u : 0x7FFFFFFFu);
    lv.demo_data = d;
    lv.num_demo_bytes = words * 4;
    Demo demo;
    char err[256];
    bool ok = Demo_Parse(&lv, &demo, err, sizeof err);
    uint32_t n = ok ? demo.num_ticks : 0;
    InputWord w0 = ok ? demo.inputs[0] : 0, w2 = ok ? demo.inputs[2] : 0;
    if (ok)
        Demo_Free(&demo);
    lv.num_demo_bytes = (7 + 100) * 4; /* 100 words, no -1 */
    bool short_ok = Demo_Parse(&lv, &demo, err, sizeof err);
    if (short_ok)
        Demo_Free(&demo);
    free(d);
    CHECK_MSG(ok, "%s", err);
    CHECK_EQ(n, DEMO_MAX_TICKS);
    CHECK_EQ(w0, 0x00300061u);
    CHECK_EQ(w2, 0x7FFFFFFFu);
    CHECK(!short_ok);
    CHECK(strstr(err, "terminator") != NULL);
}

/* --demo end to end with the PC words (select with action, deselect): the
 * trace prints them as given, and a replay of the run (which keeps the
 * play bits) ends in the same state. */
TEST(conformance_demo_words_in_trace_and_replay)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    enum { N = 30 };
    uint8_t demo[4 * (7 + N + 1)];
    int32_t start[7] = {75264, 3072, 3584, 0, 0, 0, 0};
    for (int i = 0; i < 7; i++)
        put32(demo + 4 * i, (uint32_t)start[i]);
    for (int t = 0; t < N; t++)
        put32(demo + 28 + 4 * t, t < 10 ? 0u : t < 20 ? 0x00100041u : 0x00200001u);
    put32(demo + 28 + 4 * N, 0xFFFFFFFFu);
    uint8_t *saved = lv.demo_data;
    uint32_t saved_n = lv.num_demo_bytes;
    lv.demo_data = demo;
    lv.num_demo_bytes = sizeof demo;
    char path[512], err[256], rec[512], trace[512];
    snprintf(path, sizeof path, "%s/conf_demo.phd", Test_TmpDir());
    snprintf(rec, sizeof rec, "%s/conf_demo.t8r", Test_TmpDir());
    snprintf(trace, sizeof trace, "%s/conf_demo.csv", Test_TmpDir());
    bool written = LevelWrite_TR1File(&lv, path, err, sizeof err);
    lv.demo_data = saved;
    lv.num_demo_bytes = saved_n;
    Level_Free(&lv);
    CHECK_MSG(written, "%s", err);
    char cmd[4096], o1[1024], o2[1024];
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --demo --record %s --trace %s 2>&1",
             Test_BinPath("tomb8"), path, rec, trace);
    CHECK_MSG(Test_Run(cmd, o1, sizeof o1) == 0, "%s", o1);
    CHECK_MSG(strstr(o1, "\"ticks\":30") != NULL, "%s", o1);
    size_t size;
    char *csv = (char *)Test_ReadFile(trace, &size);
    CHECK(csv != NULL);
    bool words = strstr(csv, "\n10,1048641,") && strstr(csv, "\n29,2097153,");
    free(csv);
    CHECK(words);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --replay %s 2>&1", Test_BinPath("tomb8"),
             path, rec);
    CHECK_MSG(Test_Run(cmd, o2, sizeof o2) == 0, "%s", o2);
    CHECK_MSG(strcmp(o1, o2) == 0, "%s vs %s", o1, o2);
}

/* --inputs plays as the original's demo mode: the option key opens no
 * inventory, so a word holding it is just another word and forward after it
 * moves Lara at once (with a ring, the world would stand still). */
TEST(conformance_inputs_option_key_opens_nothing)
{
    const char *lvl = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!lvl)
        SKIP("tr1/LEVEL1.PHD not available");
    char path[512], trace[512], cmd[2048], out[4096];
    snprintf(path, sizeof path, "%s/conf_option.csv", Test_TmpDir());
    snprintf(trace, sizeof trace, "%s/conf_option_trace.csv", Test_TmpDir());
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    fputs("input\n256\n256\n0\n1\n1\n1\n", f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --inputs %s --trace %s 2>&1",
             Test_BinPath("tomb8"), lvl, path, trace);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s", out);
    size_t size;
    char *csv = (char *)Test_ReadFile(trace, &size);
    CHECK(csv != NULL);
    /* the last row: tick 5, forward held for three ticks: z has moved on */
    const char *last = strstr(csv, "\n5,1,");
    int x = 0, y = 0, z = 0;
    bool parsed = last && sscanf(last, "\n5,1,%d,%d,%d", &x, &y, &z) == 3;
    free(csv);
    CHECK(parsed);
    CHECK_MSG(z > 3584, "Lara did not move (z %d): the option key opened something", z);
}
