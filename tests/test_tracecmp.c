/* build/tracecmp on purpose-built CSV files: equal traces, a divergence at a
 * known tick and column, columns only one side has, rows missing, the
 * items form, and bad input (exit 2, one error line). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *write_csv(const char *name, const char *text)
{
    static char paths[6][512];
    static int slot;
    char *p = paths[slot];
    slot = (slot + 1) % 6;
    snprintf(p, 512, "%s/%s", Test_TmpDir(), name);
    FILE *f = fopen(p, "wb");
    if (!f)
        return NULL;
    fputs(text, f);
    fclose(f);
    return p;
}

/* Runs tracecmp on two texts; returns its exit status, output in out. */
static int cmp(const char *ref, const char *ours, const char *opts, char *out, size_t cap)
{
    const char *a = write_csv("cmp_ref.csv", ref);
    const char *b = write_csv("cmp_ours.csv", ours);
    if (!a || !b)
        return -1;
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "%s %s %s %s 2>&1", Test_BinPath("tracecmp"), a, b, opts);
    return Test_Run(cmd, out, cap);
}

static const char *const k_ref =
    "tick,input,x,anim_trx_internal,cam_x\n"
    "0,0,10,7,100\n"
    "1,0,11,7,101\n"
    "2,1,12,7,102\n"
    "3,1,13,7,103\n";

TEST(tracecmp_equal_files)
{
    char out[4096];
    /* anim_trx_internal is the reference engine's own number: never
     * compared, and ours need not have it. Column order does not matter. */
    const char *ours = "tick,cam_x,x,input\n"
                       "0,100,10,0\n1,101,11,0\n2,102,12,1\n3,103,13,1\n";
    CHECK_EQ(cmp(k_ref, ours, "", out, sizeof out), 0);
    CHECK_MSG(strstr(out, "matching prefix: 4 ticks") && strstr(out, "equal"), "%s", out);
    CHECK_EQ(cmp(k_ref, ours, "--json", out, sizeof out), 0);
    CHECK_MSG(strstr(out, "\"equal\":true") && strstr(out, "\"matching_prefix\":4") &&
                  strstr(out, "\"first_divergence\":null"),
              "%s", out);
    /* The same file against itself, with the ignored column differing. */
    const char *other = "tick,input,x,anim_trx_internal,cam_x\n"
                        "0,0,10,1,100\n1,0,11,2,101\n2,1,12,3,102\n3,1,13,4,103\n";
    CHECK_EQ(cmp(k_ref, other, "", out, sizeof out), 0);
}

TEST(tracecmp_divergence_at_known_tick)
{
    char out[4096];
    const char *ours = "tick,input,x,cam_x\n"
                       "0,0,10,100\n1,0,11,101\n2,1,15,999\n3,1,16,103\n";
    CHECK_EQ(cmp(k_ref, ours, "--context 2", out, sizeof out), 1);
    CHECK_MSG(strstr(out, "matching prefix: 2 ticks"), "%s", out);
    CHECK_MSG(strstr(out, "first divergence: tick 2"), "%s", out);
    CHECK_MSG(strstr(out, "  x: ours 15 vs ref 12"), "%s", out);
    CHECK_MSG(strstr(out, "  cam_x: ours 999 vs ref 102"), "%s", out);
    CHECK_MSG(!strstr(out, "input: ours"), "%s", out);
    /* per column: x differs on ticks 2 and 3, cam_x on tick 2 */
    CHECK_MSG(strstr(out, "  x: 2\n") && strstr(out, "  cam_x: 1\n"), "%s", out);
    /* context: the two rows before, then the divergent one */
    CHECK_MSG(strstr(out, "tick 0: x 10/10 cam_x 100/100") &&
                  strstr(out, "tick 2: x 15/12 cam_x 999/102"),
              "%s", out);
    CHECK_EQ(cmp(k_ref, ours, "--json", out, sizeof out), 1);
    CHECK_MSG(strstr(out, "\"equal\":false") && strstr(out, "\"matching_prefix\":2") &&
                  strstr(out, "\"first_divergence\":{\"tick\":2,\"columns\":[{\"column\":\"x\","
                              "\"ours\":\"15\",\"ref\":\"12\"}") &&
                  strstr(out, "\"column_diffs\":{\"x\":2,\"cam_x\":1}"),
              "%s", out);
    /* Integers compare by value. */
    const char *padded = "tick,input,x,cam_x\n0,0,+10,100\n1,0,011,101\n2,1,12,102\n3,1,13,103\n";
    CHECK_EQ(cmp(k_ref, padded, "", out, sizeof out), 0);
}

TEST(tracecmp_missing_columns_and_rows)
{
    char out[4096];
    /* A column ours lacks is named, not compared. */
    const char *no_cam = "tick,input,x\n0,0,10\n1,0,11\n2,1,12\n3,1,13\n";
    CHECK_EQ(cmp(k_ref, no_cam, "", out, sizeof out), 0);
    CHECK_MSG(strstr(out, "not in ours (not compared): cam_x"), "%s", out);
    CHECK_EQ(cmp(k_ref, no_cam, "--json", out, sizeof out), 0);
    CHECK_MSG(strstr(out, "\"not_in_ours\":[\"cam_x\"]"), "%s", out);
    /* A reference tick missing from ours is a divergence; a shorter run
     * matches up to where it stops. */
    const char *short_run = "tick,input,x,cam_x\n0,0,10,100\n1,0,11,101\n";
    CHECK_EQ(cmp(k_ref, short_run, "", out, sizeof out), 1);
    CHECK_MSG(strstr(out, "matching prefix: 2 ticks") && strstr(out, "first divergence: tick 2") &&
                  strstr(out, "<row>: ours missing vs ref present"),
              "%s", out);
    /* Rows out of order are joined by tick. */
    const char *shuffled = "tick,input,x,cam_x\n3,1,13,103\n1,0,11,101\n0,0,10,100\n2,1,12,102\n";
    CHECK_EQ(cmp(k_ref, shuffled, "", out, sizeof out), 0);
}

TEST(tracecmp_items_keyed_by_tick_and_item)
{
    char out[4096];
    const char *ref = "tick,item,object_id,x,anim_trx_internal\n"
                      "0,1,8,5\n0,13,65,9\n1,1,8,6\n1,13,65,9\n";
    const char *same = "tick,item,object_id,x\n0,13,65,9\n0,1,8,5\n1,1,8,6\n1,13,65,9\n";
    /* the ref rows above lack a field: anim_trx_internal has no value */
    CHECK_EQ(cmp(ref, same, "--items", out, sizeof out), 2);
    ref = "tick,item,object_id,x,anim_trx_internal\n"
          "0,1,8,5,0\n0,13,65,9,0\n1,1,8,6,0\n1,13,65,9,0\n3,13,65,9,0\n";
    same = "tick,item,object_id,x\n0,13,65,9\n0,1,8,5\n1,1,8,6\n1,13,65,9\n3,13,65,9\n";
    CHECK_EQ(cmp(ref, same, "--items", out, sizeof out), 0);
    /* An item the reference does not have at tick 1. */
    const char *extra = "tick,item,object_id,x\n0,13,65,9\n0,1,8,5\n1,1,8,6\n1,13,65,9\n"
                        "1,20,3,0\n3,13,65,9\n";
    CHECK_EQ(cmp(ref, extra, "--items", out, sizeof out), 1);
    CHECK_MSG(strstr(out, "first divergence: tick 1") &&
                  strstr(out, "item 20 <row>: ours present vs ref missing") &&
                  strstr(out, "matching prefix: 1 ticks"),
              "%s", out);
    /* A differing value names its item. */
    const char *moved = "tick,item,object_id,x\n0,13,65,9\n0,1,8,5\n1,1,8,7\n1,13,65,9\n3,13,65,9\n";
    CHECK_EQ(cmp(ref, moved, "--items --json", out, sizeof out), 1);
    CHECK_MSG(strstr(out, "{\"tick\":1,\"columns\":[{\"item\":1,\"column\":\"x\",\"ours\":\"7\","
                          "\"ref\":\"6\"}]}"),
              "%s", out);
}

/* Bad input: exit 2 and exactly one line, starting "error: ". */
static bool one_error_line(const char *out)
{
    size_t n = strlen(out);
    return strncmp(out, "error: ", 7) == 0 && n > 0 && out[n - 1] == '\n' &&
           strchr(out, '\n') == out + n - 1;
}

TEST(tracecmp_bad_input_exit_2)
{
    char out[4096];
    const char *good = "tick,x\n0,1\n";
    static const char *const bad[] = {
        "",                          /* empty */
        "x,y\n1,2\n",                /* no tick column */
        "tick,x\n0,1,2\n",           /* too many fields */
        "tick,x\n0\n",               /* too few */
        "tick,x\nzero,1\n",          /* tick not a number */
        "tick,x\n0,1\n0,2\n",        /* tick twice */
        "tick,x,x\n0,1,2\n",         /* column twice */
        "\x89PNG\r\n\x1a\n\x00\x00", /* binary */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_MSG(cmp(bad[i], good, "", out, sizeof out) == 2, "case %zu: %s", i, out);
        CHECK_MSG(one_error_line(out), "case %zu: %s", i, out);
        CHECK_MSG(cmp(good, bad[i], "", out, sizeof out) == 2, "case %zu (ours): %s", i, out);
        CHECK_MSG(one_error_line(out), "case %zu: %s", i, out);
    }
    /* the line number of the bad row */
    CHECK_EQ(cmp("tick,x\n0,1\n1,2\n2\n", good, "", out, sizeof out), 2);
    CHECK_MSG(strstr(out, "cmp_ref.csv:4: fewer fields"), "%s", out);
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s /nonexistent/ref.csv /nonexistent/ours.csv 2>&1",
             Test_BinPath("tracecmp"));
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    CHECK_MSG(one_error_line(out), "%s", out);
    snprintf(cmd, sizeof cmd, "%s only_one.csv 2>&1", Test_BinPath("tracecmp"));
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    CHECK_EQ(cmp(good, good, "--context x", out, sizeof out), 2);
    CHECK_EQ(cmp(good, good, "--bogus", out, sizeof out), 2);
}

/* --only / --ignore: a subset of the columns (NAME* by prefix). */
TEST(tracecmp_column_subsets)
{
    char out[4096];
    const char *ref = "tick,x,cam_x,cam_y,rng\n0,1,10,20,5\n1,2,11,21,6\n2,3,12,22,7\n";
    const char *ours = "tick,x,cam_x,cam_y,rng\n0,1,10,20,5\n1,2,99,21,6\n2,3,12,98,8\n";
    CHECK_EQ(cmp(ref, ours, "", out, sizeof out), 1);
    CHECK_MSG(strstr(out, "first divergence: tick 1"), "%s", out);
    CHECK_EQ(cmp(ref, ours, "--ignore 'cam_*'", out, sizeof out), 1);
    CHECK_MSG(strstr(out, "matching prefix: 2 ticks") && strstr(out, "rng: ours 8 vs ref 7") &&
                  !strstr(out, "cam_"),
              "%s", out);
    CHECK_EQ(cmp(ref, ours, "--ignore 'cam_*,rng'", out, sizeof out), 0);
    CHECK_EQ(cmp(ref, ours, "--only x,rng --ignore rng", out, sizeof out), 0);
    CHECK_EQ(cmp(ref, ours, "--only cam_y", out, sizeof out), 1);
    CHECK_MSG(strstr(out, "first divergence: tick 2") && strstr(out, "cam_y: ours 98 vs ref 22"),
              "%s", out);
    CHECK_EQ(cmp(ref, ours, "--only ''", out, sizeof out), 2);
}
