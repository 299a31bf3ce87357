/* QA regressions (issue 19, parts 4 and 5): every run bounded, every value
 * read whole, every save loadable, and messages that say what happened. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/sim/replay.h"
#include "game/gameflow/gameflow.h"

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

static const char *fresh_dir(const char *name)
{
    static char path[4096];
    char cmd[9000];
    snprintf(path, sizeof path, "%s/%s", Test_TmpDir(), name);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", path, path);
    Test_Run(cmd, NULL, 0);
    memcpy(path, absolute(path), sizeof path);
    return path;
}

static bool write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fputs(text, f) >= 0;
    return fclose(f) == 0 && ok;
}

static bool one_error_line(const char *out)
{
    const char *nl = strchr(out, '\n');
    return strncmp(out, "error: ", 7) == 0 && nl && nl[1] == '\0';
}

/* `cd dir && timeout 60 tomb8 ARGS`, stderr into out (stdout with_stdout). */
static int run(const char *dir, const char *args, bool with_stdout, char *out, size_t cap)
{
    char cmd[9000];
    snprintf(cmd, sizeof cmd, "cd '%s' && timeout 60 %s %s 2>&1 %s", dir,
             absolute(Test_BinPath("tomb8")), args, with_stdout ? "" : ">/dev/null");
    return Test_Run(cmd, out, cap);
}

static const char *level(void) { return absolute(Test_BinPath("data/default.phd")); }

/* ---- 4: bounded runs, numbers read whole, saves that load ---------------------- */

/* --load with an --inputs CSV whose tick column reaches 2^32 - 1 started a
 * 4.29-billion-tick run (here it would run into the timeout). */
TEST(qa_bounds_inputs_tick_column_capped)
{
    const char *dir = fresh_dir("bounds_ticks");
    char args[4096], out[4096], path[4200];
    snprintf(args, sizeof args, "--headless %s --ticks 3 --save-at 2 --save s.t8s", level());
    CHECK(run(dir, args, false, out, sizeof out) == 0);
    snprintf(path, sizeof path, "%s/in.csv", dir);
    CHECK(write_text(path, "tick,input\n3,0\n4294967295,0\n"));
    snprintf(args, sizeof args, "--headless %s --load s.t8s --inputs in.csv", level());
    int rc = run(dir, args, false, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "--inputs") &&
                  strstr(out, "at most 100000000"),
              "exit %d: %s", rc, out);
}

/* An --inputs value of 40 characters (leading zeros) was cut to 31 and
 * read as 0; one of 300 characters is refused as too long. */
TEST(qa_bounds_inputs_numbers_read_whole)
{
    const char *dir = fresh_dir("bounds_whole");
    char args[4096], out[4096], path[4200];
    snprintf(path, sizeof path, "%s/in.csv", dir);
    CHECK(write_text(path, "tick,input\n1,0000000000000000000000000000000000000005\n"));
    snprintf(args, sizeof args, "--headless %s --inputs in.csv --trace t.csv", level());
    int rc = run(dir, args, false, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    snprintf(path, sizeof path, "%s/t.csv", dir);
    char *trace = (char *)Test_ReadFile(path, NULL);
    const char *row = trace ? strchr(trace, '\n') : NULL;
    const char *input = row ? strchr(row + 1, ',') : NULL; /* tick,input,... */
    CHECK_MSG(input && strncmp(input, ",5,", 3) == 0, "first row: %.20s", row ? row + 1 : "");
    free(trace);
    char line[400];
    memset(line, '0', 300);
    line[300] = '\0';
    char text[600];
    snprintf(text, sizeof text, "tick,input\n1,%s7\n", line);
    snprintf(path, sizeof path, "%s/in.csv", dir);
    CHECK(write_text(path, text));
    rc = run(dir, args, false, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "longer than"), "exit %d: %s", rc,
              out);
}

/* Every save the program writes loads, and the run goes on as if never
 * stopped: every shared level (cut-scenes included: CUT1's save was
 * refused, "camera room -1"), at two ticks each. */
TEST(qa_bounds_every_save_loads)
{
    static const char *const shared[] = {"tr1/CUT1.PHD", "tr1/LEVEL1.PHD",
                                         "tr1/RANDO_TEST1.PHD", "tr2/RANDO_TEST1.TR2",
                                         "tr3/RANDO_TEST1.TR2"};
    const char *dir = fresh_dir("bounds_saves");
    int tried = 0;
    for (size_t i = 0; i <= sizeof shared / sizeof shared[0]; i++) {
        const char *lv = i == 0 ? level() : Test_SharedPath(shared[i - 1]);
        if (!lv)
            continue;
        char lvl[4096];
        snprintf(lvl, sizeof lvl, "%s", absolute(lv));
        for (int t = 0; t <= 30; t += 30) {
            char args[8192], a[4096], b[4096];
            snprintf(args, sizeof args, "--headless '%s' --ticks %d --save-at %d --save s.t8s",
                     lvl, t + 5, t);
            int rc = run(dir, args, true, a, sizeof a);
            CHECK_MSG(rc == 0, "%s save at %d: exit %d: %s", lvl, t, rc, a);
            snprintf(args, sizeof args, "--headless '%s' --load s.t8s --ticks 5", lvl);
            rc = run(dir, args, true, b, sizeof b);
            CHECK_MSG(rc == 0, "%s load of tick %d: exit %d: %s", lvl, t, rc, b);
            const char *sa = strstr(a, "\"state\""), *sb = strstr(b, "\"state\"");
            CHECK_MSG(sa && sb && strncmp(sa, sb, 27) == 0, "%s at %d: %s vs %s", lvl, t, a, b);
            tried++;
        }
    }
    CHECK(tried >= 2);
}

/* ---- 5: messages ------------------------------------------------------------------ */

/* A save on a full disk said "write failed" and no more. */
TEST(qa_messages_write_failure_gives_the_reason)
{
    struct stat st;
    if (stat("/dev/full", &st) != 0 || !S_ISCHR(st.st_mode))
        SKIP("no /dev/full");
    const char *dir = fresh_dir("msg_full");
    char args[4096], out[4096];
    snprintf(args, sizeof args, "--headless %s --ticks 3 --save-at 1 --save /dev/full", level());
    int rc = run(dir, args, false, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "No space left on device"),
              "exit %d: %s", rc, out);
    snprintf(args, sizeof args, "--headless %s --ticks 3 --record /dev/full", level());
    rc = run(dir, args, false, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "No space left on device"),
              "exit %d: %s", rc, out);
}

/* A gameflow over 256 KiB was "262145 bytes" whatever its size. */
TEST(qa_messages_gameflow_real_size)
{
    const char *dir = fresh_dir("msg_gf_size");
    char path[4200], out[4096];
    snprintf(path, sizeof path, "%s/big.gameflow", dir);
    FILE *f = fopen(path, "wb");
    CHECK(f);
    for (int i = 0; i < 30000; i++)
        fputs("#23456789\n", f); /* 300,000 bytes */
    CHECK(fclose(f) == 0);
    int rc = run(dir, "--headless --gameflow big.gameflow --ticks 1", false, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "300000 bytes"), "exit %d: %s", rc,
              out);
}

/* A UTF-8 byte-order mark got "must start with 'gameflow 1'"; a line of
 * 1,025 characters was accepted though the README says 1,024. */
TEST(qa_messages_gameflow_bom_and_line_limit)
{
    const char *base = Gameflow_DefaultText();
    size_t n = strlen(base);
    char *text = malloc(n + 2000);
    char err[1024];
    Gameflow *gf = malloc(sizeof *gf);
    CHECK(text && gf);
    memcpy(text, "\xEF\xBB\xBF", 3);
    memcpy(text + 3, base, n + 1);
    CHECK_MSG(Gameflow_Parse(text, n + 3, "bom.gameflow", gf, err, sizeof err), "%s", err);
    for (int len = 1024; len <= 1025; len++) {
        memcpy(text, base, n);
        text[n] = '#';
        memset(text + n + 1, 'x', (size_t)len - 1);
        text[n + len] = '\n';
        bool ok = Gameflow_Parse(text, n + (size_t)len + 1, "long.gameflow", gf, err, sizeof err);
        CHECK_MSG(ok == (len == 1024), "a %d-character line: %s", len, ok ? "accepted" : err);
        if (!ok)
            CHECK_MSG(strstr(err, "longer than 1024"), "%s", err);
    }
    free(gf);
    free(text);
}

/* A game's replay played with another gameflow said "another level". */
TEST(qa_messages_replay_for_another_gameflow)
{
    const char *dir = fresh_dir("msg_replay");
    char path[4200], err[1024];
    Replay r, back;
    Replay_Init(&r, 0x12345678, 244);
    CHECK(Replay_Append(&r, 0));
    snprintf(path, sizeof path, "%s/game.t8r", dir);
    CHECK(Replay_Save(&r, path, err, sizeof err));
    Replay_Free(&r);
    CHECK(!Replay_LoadFor(path, "gameflow", 0x9abcdef0, 500, &back, err, sizeof err));
    CHECK_MSG(strstr(err, "another gameflow") && !strstr(err, "level"), "%s", err);
    CHECK(!Replay_Load(path, 0x9abcdef0, 500, &back, err, sizeof err));
    CHECK_MSG(strstr(err, "another level"), "%s", err);
}

/* A gameflow whose levels are all missing exited 0 after one tick; a
 * broken title printed "error: ...; skipped" in a run that exits 0. */
TEST(qa_messages_nothing_to_play_and_skips_are_warnings)
{
    const char *dir = fresh_dir("msg_gf_play");
    char path[4200], cmd[9000], out[4096];
    snprintf(path, sizeof path, "%s/n.gameflow", dir);
    CHECK(write_text(path, "gameflow 1\nlevel NOPE.PHD \"One\"\n  play\nend\n"));
    int rc = run(dir, "--headless --gameflow n.gameflow --ticks 30", false, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "nothing to play") &&
                  strstr(out, "NOPE.PHD"),
              "exit %d: %s", rc, out);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s/LEVEL1.PHD' && head -c 3000 /dev/zero > '%s/TITLE.PHD'",
             level(), dir, dir);
    CHECK(Test_Run(cmd, NULL, 0) == 0);
    snprintf(path, sizeof path, "%s/g.gameflow", dir);
    CHECK(write_text(path, "gameflow 1\ntitle TITLE.PHD\nend\nlevel LEVEL1.PHD \"One\"\n  play\n"
                           "end\n"));
    rc = run(dir, "--headless --gameflow g.gameflow --ticks 5", false, out, sizeof out);
    CHECK_MSG(rc == 0 && !strstr(out, "error:") && strncmp(out, "warning: ", 9) == 0 &&
                  strstr(out, "TITLE.PHD") && strstr(out, "; skipped"),
              "exit %d: %s", rc, out);
}

/* A FIFO, a folder or a symbolic link loop in an install folder was "not
 * in DIR": each is named as what it is (and a FIFO is never opened). */
TEST(qa_messages_install_special_files_named)
{
    const char *dir = fresh_dir("msg_install");
    char path[4200], cmd[9000], out[4096];
    snprintf(cmd, sizeof cmd, "cd '%s' && cp '%s' GOOD.PHD && mkfifo FIFO.PHD && mkdir DIR.PHD && "
             "ln -s LOOP.PHD LOOP.PHD", dir, level());
    CHECK(Test_Run(cmd, NULL, 0) == 0);
    snprintf(path, sizeof path, "%s/g.gameflow", dir);
    CHECK(write_text(path, "gameflow 1\n"
                           "level FIFO.PHD \"Fifo\"\n  play\nend\n"
                           "level DIR.PHD \"Dir\"\n  play\nend\n"
                           "level LOOP.PHD \"Loop\"\n  play\nend\n"
                           "level GOOD.PHD \"Good\"\n  play\nend\n"));
    int rc = run(dir, "--headless --gameflow g.gameflow --ticks 5", false, out, sizeof out);
    CHECK_MSG(rc == 0 && !strstr(out, "error:") && strstr(out, "FIFO.PHD is a FIFO") &&
                  strstr(out, "DIR.PHD is a folder") &&
                  strstr(out, "LOOP.PHD is a symbolic link loop") && !strstr(out, "not in"),
              "exit %d: %s", rc, out);
    /* none playable: the error names the first one's kind */
    CHECK(write_text(path, "gameflow 1\nlevel FIFO.PHD \"Fifo\"\n  play\nend\n"));
    rc = run(dir, "--headless --gameflow g.gameflow --ticks 5", false, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "is a FIFO") &&
                  strstr(out, "nothing to play"),
              "exit %d: %s", rc, out);
}
