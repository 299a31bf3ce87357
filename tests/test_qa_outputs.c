/* QA regressions (issue 15): outputs that are whole or absent, and options
 * that are never silently ignored.
 *
 * Each test reproduces one finding of the issue on purpose-built inputs
 * (the generated default level, a minimal level, small images): a write
 * cut short by the file size limit (`ulimit -f`), an unusable destination,
 * a failure's error line, an option combination, a value out of range.
 * What is checked: exit status 2, exactly one "error: " line on stderr, no
 * file (or the previous file untouched) and no temporary left behind. */
#include "tests/test.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <stb/stb_image_write.h>

#include "engine/audio/samplebank.h"
#include "engine/audio/wav_writer.h"
#include "engine/core/atomic_file.h"
#include "engine/core/errline.h"
#include "engine/render/png.h"
#include "engine/sim/replay.h"
#include "game/options.h"
#include "tools/levelbuild/default_level.h"

/* ---- helpers ------------------------------------------------------------------ */

static const char *level(void) { return Test_BinPath("data/default.phd"); }

/* A fresh, empty folder under the scratch directory. */
static const char *fresh_dir(const char *name)
{
    static char path[8][1024];
    static int slot;
    char *p = path[slot];
    slot = (slot + 1) % 8;
    char cmd[2200];
    snprintf(p, 1024, "%s/%s", Test_TmpDir(), name);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", p, p);
    Test_Run(cmd, NULL, 0);
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

/* The file holds exactly `text`. */
static bool holds(const char *path, const char *text)
{
    size_t size;
    char *data = (char *)Test_ReadFile(path, &size);
    bool ok = data && size == strlen(text) && memcmp(data, text, size) == 0;
    free(data);
    return ok;
}

static bool exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

/* Number of entries in dir (without . and ..); *hidden gets those whose
 * name starts with '.' (the writer's temporaries). */
static int entries(const char *dir, int *hidden)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (hidden)
        *hidden = 0;
    if (!d)
        return -1;
    for (struct dirent *e; (e = readdir(d));) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        n++;
        if (hidden && e->d_name[0] == '.')
            (*hidden)++;
    }
    closedir(d);
    return n;
}

/* Exactly one line, and it starts with "error: ". */
static bool one_error_line(const char *out)
{
    const char *nl = strchr(out, '\n');
    return strncmp(out, "error: ", 7) == 0 && nl && nl[1] == '\0';
}

/* Runs cmd with stderr captured and stdout dropped; exit status. */
static int run_err(const char *cmd, char *out, size_t cap)
{
    char full[8192];
    snprintf(full, sizeof full, "%s 2>&1 >/dev/null", cmd);
    return Test_Run(full, out, cap);
}

/* ---- whole or absent: the file size limit -------------------------------------- */

/* One output of tomb8 cut short by `ulimit -f BLOCKS` (SIGXFSZ ignored by
 * the shell, as the reproduction; or left at its default, which
 * would kill a program that does not ignore it itself). The destination
 * holds "OLD" before: it must still, and the folder must hold nothing
 * else. */
static void check_cut(const char *name, const char *opts, const char *file, int blocks,
                      bool trap_xfsz)
{
    const char *dir = fresh_dir(name);
    char path[1200], cmd[6000], out[4096];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    if (!write_text(path, "OLD"))
        Test_Fail(__FILE__, __LINE__, "cannot prepare %s", path);
    char o2[3000];
    snprintf(o2, sizeof o2, opts, path);
    snprintf(cmd, sizeof cmd, "(%s ulimit -f %d; exec %s --headless --level %s %s)",
             trap_xfsz ? "trap '' XFSZ;" : "", blocks, Test_BinPath("tomb8"), level(), o2);
    int rc = run_err(cmd, out, sizeof out);
    int hidden;
    int n = entries(dir, &hidden);
    if (rc != 2 || !one_error_line(out))
        Test_Fail(__FILE__, __LINE__, "%s: exit %d, stderr: %s", name, rc, out);
    else if (!holds(path, "OLD"))
        Test_Fail(__FILE__, __LINE__, "%s: the existing %s was changed", name, file);
    else if (n != 1 || hidden)
        Test_Fail(__FILE__, __LINE__, "%s: %d entries (%d temporaries) left in %s", name, n,
                  hidden, dir);
}

TEST(qa_outputs_file_size_limit_audio_out)
{
    /* 60 ticks of 44.1 kHz stereo: ~350 KB against 32 KB (dash counts
     * 512-byte blocks). The old writer left the first 64 KiB as a WAV
     * and printed two error lines. */
    check_cut("qa_cut_wav", "--ticks 60 --audio-out %s", "H.wav", 64, true);
    if (Test_Failed())
        return;
    check_cut("qa_cut_wav2", "--ticks 60 --audio-out %s", "H.wav", 64, false);
}

TEST(qa_outputs_file_size_limit_record_and_trace)
{
    check_cut("qa_cut_rec", "--ticks 600 --record %s", "r.t8r", 1, true);
    if (Test_Failed())
        return;
    check_cut("qa_cut_trace", "--ticks 60 --trace %s", "t.csv", 2, true);
    if (Test_Failed())
        return;
    /* without the shell's trap: tomb8 must not be killed half way */
    check_cut("qa_cut_trace2", "--ticks 60 --trace %s", "t.csv", 2, false);
}

TEST(qa_outputs_file_size_limit_captures)
{
    /* the still capture, and the capture of a simulation's last frame */
    check_cut("qa_cut_cap", "--capture %s", "c.png", 16, true);
    if (Test_Failed())
        return;
    check_cut("qa_cut_cap2", "--ticks 2 --capture %s", "c.png", 16, true);
    if (Test_Failed())
        return;
    /* --capture-every: the frame being written when the limit hits is
     * absent, no temporary is left, and the run's trace is not kept */
    const char *dir = fresh_dir("qa_cut_every");
    char cmd[4096], out[4096], trace[1200];
    snprintf(trace, sizeof trace, "%s/t.csv", dir);
    snprintf(cmd, sizeof cmd,
             "(trap '' XFSZ; ulimit -f 16; exec %s --headless --level %s --ticks 3 "
             "--capture-every 1 --capture-dir %s --trace %s)",
             Test_BinPath("tomb8"), level(), dir, trace);
    int rc = run_err(cmd, out, sizeof out);
    int hidden;
    CHECK_MSG(rc == 2 && one_error_line(out), "exit %d: %s", rc, out);
    CHECK_MSG(entries(dir, &hidden) == 0, "%d entries (%d temporaries) left", entries(dir, NULL),
              hidden);
}

TEST(qa_outputs_file_size_limit_tools)
{
    char cmd[4096], out[4096], path[1200];
    /* sfxdump: no cut sample, all samples or none, its own name */
    const char *dir = fresh_dir("qa_cut_sfx");
    snprintf(path, sizeof path, "%s/sample_0002.wav", dir);
    CHECK(write_text(path, "OLD"));
    snprintf(cmd, sizeof cmd, "(trap '' XFSZ; ulimit -f 16; exec %s --level %s --out %s)",
             Test_BinPath("sfxdump"), level(), dir);
    int rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && !strstr(out, "audio-out"), "exit %d: %s", rc,
              out);
    CHECK_MSG(holds(path, "OLD") && entries(dir, NULL) == 1, "sfxdump left %d entries",
              entries(dir, NULL));
    /* the same folder without a limit: every sample, whole */
    snprintf(cmd, sizeof cmd, "%s --level %s --out %s", Test_BinPath("sfxdump"), level(), dir);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0 && strstr(out, "written"), "exit %d: %s", rc, out);
    int hidden;
    CHECK(entries(dir, &hidden) > 1 && hidden == 0 && !holds(path, "OLD"));

    /* mklevel --out */
    dir = fresh_dir("qa_cut_mklevel");
    snprintf(path, sizeof path, "%s/l.phd", dir);
    CHECK(write_text(path, "OLD"));
    snprintf(cmd, sizeof cmd, "(trap '' XFSZ; ulimit -f 64; exec %s --quiet --out %s)",
             Test_BinPath("mklevel"), path);
    rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out), "exit %d: %s", rc, out);
    CHECK_MSG(holds(path, "OLD") && entries(dir, NULL) == 1, "mklevel left %d entries",
              entries(dir, NULL));

    /* framediff --out: two noisy images whose diff does not compress */
    dir = fresh_dir("qa_cut_framediff");
    enum { W = 128, H = 128 };
    static unsigned char a[W * H * 3], b[W * H * 3];
    uint32_t x = 12345;
    for (size_t i = 0; i < sizeof a; i++) {
        x = x * 1103515245u + 12345u;
        a[i] = (unsigned char)(x >> 16);
        b[i] = (unsigned char)(a[i] ^ (i % 7 == 0 ? 0x80 : 0));
    }
    char pa[1200], pb[1200];
    snprintf(pa, sizeof pa, "%s/a.png", dir);
    snprintf(pb, sizeof pb, "%s/b.png", dir);
    CHECK(stbi_write_png(pa, W, H, 3, a, W * 3) && stbi_write_png(pb, W, H, 3, b, W * 3));
    snprintf(path, sizeof path, "%s/d.png", dir);
    CHECK(write_text(path, "OLD"));
    snprintf(cmd, sizeof cmd, "(trap '' XFSZ; ulimit -f 16; exec %s %s %s --out %s)",
             Test_BinPath("framediff"), pa, pb, path);
    rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out), "exit %d: %s", rc, out);
    CHECK_MSG(holds(path, "OLD") && entries(dir, NULL) == 3, "framediff left %d entries",
              entries(dir, NULL));
}

/* The writers themselves (the window's F12 screenshots go through
 * Png_WriteRGB, its --record through Replay_Save): each test runs in its
 * own process, so the limit can be set here and lifted again. */
TEST(qa_outputs_writers_whole_or_absent)
{
    struct rlimit old, lim;
    CHECK(getrlimit(RLIMIT_FSIZE, &old) == 0);
    const char *dir = fresh_dir("qa_writers");
    char png[1200], rep[1200], wav[1200], raw[1200], err[1400];
    snprintf(png, sizeof png, "%s/s.png", dir);
    snprintf(rep, sizeof rep, "%s/r.t8r", dir);
    snprintf(wav, sizeof wav, "%s/w.wav", dir);
    snprintf(raw, sizeof raw, "%s/raw.bin", dir);
    CHECK(write_text(png, "OLD") && write_text(rep, "OLD") && write_text(wav, "OLD") &&
          write_text(raw, "OLD"));
    static uint8_t px[64 * 64 * 3], big[20000];
    static int16_t pcm[20000];
    uint32_t x = 7;
    for (size_t i = 0; i < sizeof px; i++)
        px[i] = (uint8_t)((x = x * 1664525u + 1013904223u) >> 24);
    for (size_t i = 0; i < COUNT_OF(pcm); i++)
        pcm[i] = (int16_t)((x = x * 1664525u + 1013904223u) >> 16);
    Replay r;
    Replay_Init(&r, 1, 2);
    for (int i = 0; i < 5000; i++)
        Replay_Append(&r, (InputWord)(i & 0xFF));

    signal(SIGXFSZ, SIG_IGN);
    lim = old;
    lim.rlim_cur = 4096;
    CHECK(setrlimit(RLIMIT_FSIZE, &lim) == 0);
    bool png_ok = Png_WriteRGBErr(png, 64, 64, px, err, sizeof err);
    bool rep_ok = Replay_Save(&r, rep, err, sizeof err);
    WavWriter *w = WavWriter_Open(wav, 44100, 2, err, sizeof err);
    bool wav_ok = w && WavWriter_Write(w, pcm, COUNT_OF(pcm) / 2);
    wav_ok = WavWriter_CloseErr(w, err, sizeof err) && wav_ok;
    bool raw_ok = AtomicFile_WriteAll(raw, big, sizeof big, err, sizeof err);
    CHECK(setrlimit(RLIMIT_FSIZE, &old) == 0);
    Replay_Free(&r);

    CHECK(!png_ok && !rep_ok && !wav_ok && !raw_ok);
    CHECK(holds(png, "OLD") && holds(rep, "OLD") && holds(wav, "OLD") && holds(raw, "OLD"));
    int hidden;
    CHECK_MSG(entries(dir, &hidden) == 4 && hidden == 0, "%d entries, %d temporaries",
              entries(dir, NULL), hidden);
    /* and without the limit they replace the old files whole */
    CHECK(Png_WriteRGB(png, 64, 64, px) && !holds(png, "OLD"));
    CHECK(AtomicFile_WriteAll(raw, big, sizeof big, err, sizeof err));
    size_t size;
    uint8_t *back = Test_ReadFile(raw, &size);
    CHECK(back && size == sizeof big);
    free(back);
    CHECK(entries(dir, &hidden) == 4 && hidden == 0);
}

/* A symbolic link is followed (the link stays, its target is replaced);
 * a device is written in place and never removed or replaced. */
TEST(qa_outputs_links_and_devices)
{
    const char *dir = fresh_dir("qa_links");
    char target[1200], link[1200], err[1400];
    snprintf(target, sizeof target, "%s/target.bin", dir);
    snprintf(link, sizeof link, "%s/link.bin", dir);
    CHECK(write_text(target, "OLD") && symlink("target.bin", link) == 0);
    CHECK_MSG(AtomicFile_WriteAll(link, "NEW", 3, err, sizeof err), "%s", err);
    struct stat st;
    CHECK(lstat(link, &st) == 0 && S_ISLNK(st.st_mode));
    CHECK(holds(target, "NEW"));
    CHECK(AtomicFile_WriteAll("/dev/null", "x", 1, err, sizeof err));
    CHECK(stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode));
    if (stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode)) {
        CHECK(!AtomicFile_WriteAll("/dev/full", "x", 1, err, sizeof err));
        CHECK_MSG(strstr(err, "/dev/full") && strstr(err, "write failed"), "%s", err);
        CHECK(stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));
    }
}

/* A run stopped by a signal (kill, Ctrl-C) removes its temporaries: the
 * folder is as it was. */
TEST(qa_outputs_stopped_run_leaves_nothing)
{
    const char *dir = fresh_dir("qa_killed");
    char cmd[4096], out[256];
    snprintf(cmd, sizeof cmd,
             "%s --headless --level %s --ticks 100000000 --trace %s/t.csv --audio-out %s/a.wav "
             ">/dev/null 2>&1 & pid=$!; "
             "i=0; while [ $i -lt 200 ] && [ -z \"$(ls -A %s)\" ]; do sleep 0.05; i=$((i+1)); done; "
             "kill -TERM $pid; wait $pid; ls -A %s | wc -l",
             Test_BinPath("tomb8"), level(), dir, dir, dir, dir);
    Test_Run(cmd, out, sizeof out);
    CHECK_MSG(atoi(out) == 0 && entries(dir, NULL) == 0, "%d entries left", entries(dir, NULL));
}

/* ---- destinations checked before the run ----------------------------------------- */

TEST(qa_outputs_destinations_checked_before_the_run)
{
    const char *dir = fresh_dir("qa_dest");
    char cmd[4096], out[4096], trace[1200], wav[1200], plain[1200], sub[1300];
    snprintf(trace, sizeof trace, "%s/t.csv", dir);
    snprintf(wav, sizeof wav, "%s/a.wav", dir);
    snprintf(plain, sizeof plain, "%s/plain", dir);
    CHECK(write_text(plain, "x"));
    /* a run that would take days: only a check before it can fail fast,
     * and nothing of the trace or the WAV may exist afterwards */
    snprintf(cmd, sizeof cmd,
             "timeout 30 %s --headless --level %s --ticks 100000000 --trace %s --audio-out %s "
             "--capture-every 60 --capture-dir /no/such/dir",
             Test_BinPath("tomb8"), level(), trace, wav);
    int rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "/no/such/dir"), "exit %d: %s", rc,
              out);
    CHECK_MSG(entries(dir, NULL) == 1, "outputs of a refused run exist");
    /* /proc takes no new files: refused before, not after a complete run */
    snprintf(cmd, sizeof cmd,
             "timeout 30 %s --headless --level %s --ticks 100000000 --record /proc/x.t8r",
             Test_BinPath("tomb8"), level());
    rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "/proc/x.t8r"), "exit %d: %s", rc,
              out);
    /* a folder, a missing folder, a plain file used as a folder */
    const char *bad[][2] = {
        {"--trace", NULL},        /* the folder itself */
        {"--audio-out", "/no/such/dir/a.wav"},
        {"--trace-items", NULL},  /* plain/x */
        {"--capture-dir", NULL},  /* plain */
    };
    snprintf(sub, sizeof sub, "%s/x", plain);
    for (size_t i = 0; i < COUNT_OF(bad); i++) {
        const char *dest = bad[i][1] ? bad[i][1] : i == 0 ? dir : i == 2 ? sub : plain;
        snprintf(cmd, sizeof cmd, "timeout 30 %s --headless --level %s --ticks 100000000 %s %s%s",
                 Test_BinPath("tomb8"), level(), bad[i][0], dest,
                 i == 3 ? " --capture-every 1" : "");
        rc = run_err(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, dest), "%s %s: exit %d: %s",
                  bad[i][0], dest, rc, out);
    }
    CHECK(entries(dir, NULL) == 1);
}

/* ---- one failure, one line ------------------------------------------------------ */

static void put32(FILE *f, uint32_t v)
{
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    fwrite(b, 1, 4, f);
}

/* A valid TR1 level with every count zero (tests/fuzz/make_seeds.py). */
static bool write_minimal_tr1(const char *path)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    put32(f, 0x20);
    put32(f, 0); /* textiles */
    put32(f, 0); /* unused */
    fputc(0, f); /* rooms (u16) */
    fputc(0, f);
    for (int i = 0; i < 11 + 1 + 6 + 1 + 1; i++)
        put32(f, 0); /* floordata .. statics, object textures, sprites .. overlaps,
                        animated textures, items */
    for (int i = 0; i < 8192 + 768; i++)
        fputc(0, f); /* light map, palette */
    put32(f, 0);     /* cinematic frames, demo data (u16 + u16) */
    for (int i = 0; i < 512; i++)
        fputc(0xFF, f); /* sound map: none */
    put32(f, 0);        /* sound details */
    put32(f, 0);        /* sample data */
    put32(f, 0);        /* sample indices */
    return fclose(f) == 0;
}

TEST(qa_outputs_one_error_line)
{
    const char *dir = fresh_dir("qa_oneline");
    char lvl[1200], cmd[4096], out[4096];
    snprintf(lvl, sizeof lvl, "%s/min.phd", dir);
    CHECK(write_minimal_tr1(lvl));
    /* a level without rooms: the renderer's message gets the prefix */
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --ticks 60 --capture-every 60 --capture-dir %s",
             Test_BinPath("tomb8"), lvl, dir);
    int rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "no rooms"), "exit %d: %s", rc, out);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --capture %s/c.png", Test_BinPath("tomb8"),
             lvl, dir);
    rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out), "exit %d: %s", rc, out);
    /* arguments with a newline are printed escaped: still one line */
    const char *args[] = {
        "--level \"$(printf '/no/such\\nfile.phd')\" --ticks 1",
        "--level %s --ticks 1 --size \"$(printf '64\\nx')\"",
        "--level %s --ticks 1 --trace \"$(printf '/no/such\\ndir/t.csv')\"",
        "--level %s --ticks 1 \"$(printf -- '--bad\\noption')\"",
        "--level %s --ticks 1 --replay \"$(printf 'missing\\n.t8r')\"",
    };
    for (size_t i = 0; i < COUNT_OF(args); i++) {
        char a[512];
        snprintf(a, sizeof a, args[i], level());
        snprintf(cmd, sizeof cmd, "%s --headless %s", Test_BinPath("tomb8"), a);
        rc = run_err(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "\\n"), "%s: exit %d: %s", a, rc,
                  out);
    }
    /* TOMB8_AUTOSCREENSHOT that names no file: an error, not a silent exit
     * (read before any window opens, so no display is needed) */
    const char *envs[] = {",,,", ",frames=3", "x.png,,frames=3", "x.png,frames=abc",
                          "x.png,frames=0", "/no/such/dir/x.png"};
    for (size_t i = 0; i < COUNT_OF(envs); i++) {
        snprintf(cmd, sizeof cmd, "TOMB8_AUTOSCREENSHOT='%s' %s %s", envs[i],
                 Test_BinPath("tomb8"), level());
        rc = run_err(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "TOMB8_AUTOSCREENSHOT"),
                  "%s: exit %d: %s", envs[i], rc, out);
    }
    /* ErrLine itself */
    char esc[64];
    ErrLine_Escape("a\nb\tc\x01", esc, sizeof esc);
    CHECK_MSG(!strcmp(esc, "a\\nb\\tc\\x01"), "%s", esc);
    ErrLine_Escape("abcdef\n", esc, 8); /* cut before a whole escape */
    CHECK_MSG(!strcmp(esc, "abcdef"), "%s", esc);
}

/* ---- no option ignored ------------------------------------------------------------ */

static bool parse_args(const char *const *args, int n)
{
    Options o;
    bool exit_now;
    char *argv[40];
    argv[0] = "tomb8";
    for (int i = 0; i < n; i++)
        argv[i + 1] = (char *)args[i];
    /* the refusals print their line; keep the test log readable */
    fflush(stderr);
    int saved = dup(2);
    FILE *null = freopen("/dev/null", "w", stderr);
    bool ok = Options_Parse(&o, n + 1, argv, &exit_now);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    (void)null;
    return ok;
}

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

static int count_args(const char *const *a)
{
    int n = 0;
    while (a[n])
        n++;
    return n;
}

TEST(qa_outputs_option_pairs)
{
    /* each set names an option the run would not act on */
    const char *const *refused[] = {
        ARGS("L", "--headless", "--capture", "c.png", "--record", "r"),  /* no simulation */
        ARGS("L", "--headless", "--capture", "c.png", "--trace", "t"),
        ARGS("L", "--headless", "--capture", "c.png", "--audio-out", "a"),
        ARGS("L", "--headless", "--capture", "c.png", "--capture-strip", "s", "--model", "0",
             "--anim", "0"),
        ARGS("L", "--headless", "--capture-strip", "s", "--model", "0", "--anim", "0", "--ticks",
             "5"),
        ARGS("L", "--headless", "--capture-strip", "s", "--model", "0", "--anim", "0", "--camera",
             "0,0,0,0,0,0"),
        ARGS("L", "--headless", "--capture-strip", "s", "--model", "0", "--anim", "0",
             "--audio-out", "a"),
        ARGS("L", "--headless", "--model", "0", "--ticks", "5"),          /* no strip */
        ARGS("L", "--headless", "--ticks", "5", "--size", "640x480"),     /* nothing drawn */
        ARGS("L", "--headless", "--ticks", "5", "--camera", "0,0,0,0,0,0"),
        ARGS("L", "--headless", "--ticks", "5", "--view", "lara"),
        ARGS("L", "--headless", "--ticks", "5", "--fov", "90"),
        ARGS("L", "--headless", "--ticks", "5", "--threads", "2"),
        ARGS("L", "--headless", "--ticks", "5", "--music-dir", "m"),      /* nothing heard */
        ARGS("L", "--headless", "--ticks", "5", "--fps", "30"),           /* window only */
        ARGS("L", "--headless", "--ticks", "5", "--fullscreen"),
        ARGS("L", "--headless", "--ticks", "5", "--scale", "integer"),
        ARGS("L", "--headless", "--ticks", "5", "--render-size", "640x480"),
        ARGS("L", "--headless", "--ticks", "5", "--fly"),
        ARGS("L", "--ticks", "5"),                                        /* headless only */
        ARGS("L", "--trace", "t"),
        ARGS("L", "--inputs", "i.csv"),
        ARGS("L", "--trace-items", "t"),
        ARGS("L", "--capture-every", "5", "--capture-dir", "d"),
        ARGS("L", "--capture-strip", "s", "--model", "0", "--anim", "0"),
        ARGS("L", "--headless", "--ticks", "5", "--trace", "x", "--record", "x"), /* one file */
        ARGS("L", "--headless", "--ticks", "5", "--trace", "a", "--trace", "b"),  /* twice */
        ARGS("L", "--headless", "--ticks", "5", "--ticks", "6"),
        ARGS("--level", "L", "--level", "M", "--headless", "--ticks", "1"),       /* two levels */
        ARGS("L", "--level", "M", "--headless", "--ticks", "1"),
        ARGS("--level", "L", "M", "--headless", "--ticks", "1"),
        ARGS("L", "--headless", "--ticks", "1", "--threads", "64"),               /* range */
        ARGS("L", "--headless", "--ticks", "1", "--threads", "17"),
        ARGS("L", "--headless", "--inputs", "i.csv", "--replay", "r"),
    };
    for (size_t i = 0; i < COUNT_OF(refused); i++)
        CHECK_MSG(!parse_args(refused[i], count_args(refused[i])), "accepted set %zu (%s %s)", i,
                  refused[i][2], refused[i][3] ? refused[i][3] : "");
    const char *const *accepted[] = {
        ARGS("L", "--headless", "--capture", "c.png", "--ticks", "5", "--record", "r", "--trace",
             "t", "--trace-items", "ti", "--audio-out", "a", "--capture-every", "2",
             "--capture-dir", "d", "--view", "lara", "--size", "640x480", "--threads", "16",
             "--fov", "90"),
        ARGS("L", "--headless", "--capture", "c.png", "--replay", "r"),
        ARGS("L", "--headless", "--capture", "c.png", "--demo", "--camera", "1,2,3,0,0,0"),
        ARGS("L", "--headless", "--capture", "c.png", "--inputs", "i.csv", "--trace-items", "t"),
        ARGS("L", "--headless", "--capture", "c.png", "--view", "2", "--size", "320x240"),
        ARGS("L", "--headless", "--capture-strip", "s", "--model", "0", "--anim", "0", "--size",
             "320x240", "--fov", "60", "--threads", "2"),
        ARGS("L", "--headless", "--ticks", "5", "--audio-out", "a", "--music-dir", "m", "--mute"),
        ARGS("L", "--headless", "--ticks", "5", "--mute"),
        ARGS("L", "--headless", "--replay", "r", "--record", "r2"),
        ARGS("L", "--fps", "30", "--fullscreen", "--scale", "integer", "--render-size", "640x480",
             "--fly", "--record", "r", "--audio-out", "a", "--music-dir", "m", "--fov", "90",
             "--threads", "4", "--size", "800x600", "--view", "lara"),
        ARGS("L", "--replay", "r", "--mute"),
        ARGS("L", "--demo"),
    };
    for (size_t i = 0; i < COUNT_OF(accepted); i++)
        CHECK_MSG(parse_args(accepted[i], count_args(accepted[i])), "refused set %zu (%s %s)", i,
                  accepted[i][2], accepted[i][3] ? accepted[i][3] : "");
}

/* --capture with a simulation: the run happens, then its last frame is
 * captured; the other outputs are all written. The frame equals what
 * --capture-every saves at that tick. */
TEST(qa_outputs_capture_after_simulation)
{
    const char *dir = fresh_dir("qa_capsim");
    char cmd[6000], out[4096], cap[1200], rec[1200], tr[1200], wav[1200], frame[1200];
    snprintf(cap, sizeof cap, "%s/c.png", dir);
    snprintf(rec, sizeof rec, "%s/r.t8r", dir);
    snprintf(tr, sizeof tr, "%s/t.csv", dir);
    snprintf(wav, sizeof wav, "%s/a.wav", dir);
    snprintf(frame, sizeof frame, "%s/tick000009.png", dir);
    snprintf(cmd, sizeof cmd,
             "%s --headless --level %s --size 320x240 --ticks 10 --capture %s --record %s "
             "--trace %s --audio-out %s --capture-every 5 --capture-dir %s 2>&1",
             Test_BinPath("tomb8"), level(), cap, rec, tr, wav, dir);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0 && strstr(out, "\"ticks\":10"), "exit %d: %s", rc, out);
    size_t a_size, b_size;
    uint8_t *a = Test_ReadFile(cap, &a_size), *b = Test_ReadFile(frame, &b_size);
    CHECK_MSG(a && b && a_size == b_size && memcmp(a, b, a_size) == 0,
              "--capture differs from the frame --capture-every saved at the last tick");
    free(a);
    free(b);
    CHECK(exists(rec) && exists(wav));
    uint8_t *t = Test_ReadFile(tr, NULL);
    int lines = 0;
    for (uint8_t *p = t; p && *p; p++)
        lines += *p == '\n';
    free(t);
    CHECK_EQ(lines, 11);
    /* the simulation's options are used, so their errors show */
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --capture %s/x.png --replay /no/such.t8r",
             Test_BinPath("tomb8"), level(), dir);
    rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "/no/such.t8r"), "exit %d: %s", rc, out);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --capture %s/x.png --demo",
             Test_BinPath("tomb8"), level(), dir);
    rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "demo"), "exit %d: %s", rc, out);
    char x[1200];
    snprintf(x, sizeof x, "%s/x.png", dir);
    CHECK(!exists(x));
}

/* --config: read and parsed in both modes; refused when it is not a
 * readable regular file. */
TEST(qa_outputs_config_both_modes)
{
    const char *dir = fresh_dir("qa_config");
    char good[1200], garbage[1200], fifo[1200], cmd[4096], out[4096];
    snprintf(good, sizeof good, "%s/good.cfg", dir);
    snprintf(garbage, sizeof garbage, "%s/garbage.cfg", dir);
    snprintf(fifo, sizeof fifo, "%s/fifo.cfg", dir);
    CHECK(write_text(good, "forward = w\n"));
    CHECK(write_text(garbage, "\x01\x02 this is not a key map\n"));
    CHECK(mkfifo(fifo, 0600) == 0);
    const char *bad[] = {"/no/such.cfg", garbage, dir, fifo};
    for (size_t i = 0; i < COUNT_OF(bad); i++) {
        /* headless */
        snprintf(cmd, sizeof cmd, "timeout 30 %s --headless --level %s --ticks 1 --config '%s'",
                 Test_BinPath("tomb8"), level(), bad[i]);
        int rc = run_err(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, bad[i]), "%s: exit %d: %s",
                  bad[i], rc, out);
        /* the window refuses it before it opens (no display needed) */
        snprintf(cmd, sizeof cmd, "timeout 30 %s %s --config '%s'", Test_BinPath("tomb8"),
                 level(), bad[i]);
        rc = run_err(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, bad[i]), "window %s: exit %d: %s",
                  bad[i], rc, out);
    }
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --ticks 1 --config %s",
             Test_BinPath("tomb8"), level(), good);
    int rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 0 && out[0] == '\0', "exit %d: %s", rc, out);
}

/* A FIFO (or any non-regular file) as the level, replay or inputs is
 * refused at once instead of blocking; --level twice like FILE FILE. */
TEST(qa_outputs_inputs_refused_up_front)
{
    const char *dir = fresh_dir("qa_fifo");
    char fifo[1200], cmd[4096], out[4096];
    snprintf(fifo, sizeof fifo, "%s/p", dir);
    CHECK(mkfifo(fifo, 0600) == 0);
    const char *forms[] = {"--headless %s --ticks 1", "--headless --level %s --ticks 1",
                           "--headless --level L --ticks 1 --replay %s",
                           "--headless --level L --inputs %s", "%s"};
    for (size_t i = 0; i < COUNT_OF(forms); i++) {
        char a[1400];
        snprintf(a, sizeof a, forms[i], fifo);
        /* L: the default level */
        char *l = strstr(a, " L ");
        char b[2000];
        if (l)
            snprintf(b, sizeof b, "%.*s %s %s", (int)(l - a), a, level(), l + 3);
        else
            snprintf(b, sizeof b, "%s", a);
        snprintf(cmd, sizeof cmd, "timeout 20 %s %s", Test_BinPath("tomb8"), b);
        int rc = run_err(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "FIFO"), "%s: exit %d: %s", b, rc,
                  out);
    }
    const char *twice[] = {"--level %s --level %s", "%s --level %s", "--level %s %s", "%s %s"};
    for (size_t i = 0; i < COUNT_OF(twice); i++) {
        char a[1400];
        snprintf(a, sizeof a, twice[i], level(), level());
        snprintf(cmd, sizeof cmd, "%s --headless %s --ticks 1", Test_BinPath("tomb8"), a);
        int rc = run_err(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "more than one level"),
                  "%s: exit %d: %s", a, rc, out);
    }
}

/* Values out of range are refused, not wrapped or capped. */
TEST(qa_outputs_values_out_of_range)
{
    char cmd[4096], out[4096];
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --capture /dev/null --threads 64",
             Test_BinPath("tomb8"), level());
    int rc = run_err(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "--threads 64"), "exit %d: %s", rc,
              out);

    /* the level description: a copy of the shipped one with one line changed */
    size_t size;
    char *text = (char *)Test_ReadFile(DefaultLevel_Path(), &size);
    CHECK(text);
    struct {
        const char *prefix, *line, *want;
    } cases[] = {
        {"static chamber 3.5s", "static chamber 3.5s 1c 16.5s 0 65546", "static mesh id"},
        {"static chamber 3.5s", "static chamber 3.5s 1c 16.5s 0 11", "not a static mesh"},
        {"light hall", "light hall 4.5s -12c 3.5s 99999 7000", "light intensity"},
        {"light hall", "light hall 4.5s -12c 3.5s 0x1800 7000 9", "too many arguments"},
        {"room pool", "room pool     3  4  5  5   8   0  water stone stone water shade 0x2000",
         "shade"},
    };
    const char *dir = fresh_dir("qa_ranges");
    for (size_t i = 0; i < COUNT_OF(cases); i++) {
        char in[1200], phd[1200];
        snprintf(in, sizeof in, "%s/d%zu.txt", dir, i);
        snprintf(phd, sizeof phd, "%s/d%zu.phd", dir, i);
        FILE *f = fopen(in, "wb");
        CHECK(f);
        bool done = false;
        for (char *s = text; *s;) {
            char *nl = strchr(s, '\n');
            size_t n = nl ? (size_t)(nl - s) + 1 : strlen(s);
            if (!done && !strncmp(s, cases[i].prefix, strlen(cases[i].prefix))) {
                fprintf(f, "%s\n", cases[i].line);
                done = true;
            } else {
                fwrite(s, 1, n, f);
            }
            s += n;
        }
        fclose(f);
        CHECK_MSG(done, "no line starts with '%s'", cases[i].prefix);
        snprintf(cmd, sizeof cmd, "%s --quiet --in %s --out %s", Test_BinPath("mklevel"), in, phd);
        rc = run_err(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, cases[i].want), "%s: exit %d: %s",
                  cases[i].line, rc, out);
        CHECK_MSG(!exists(phd), "mklevel wrote %s", phd);
    }
    free(text);
}

/* framediff compares PNG files only: a PNM or TGA renamed .png is refused. */
TEST(qa_outputs_framediff_png_only)
{
    const char *dir = fresh_dir("qa_fdpng");
    char png[1200], pnm[1200], tga[1200], cmd[4096], out[4096];
    static unsigned char px[16 * 16 * 3];
    snprintf(png, sizeof png, "%s/real.png", dir);
    snprintf(pnm, sizeof pnm, "%s/pnm.png", dir);
    snprintf(tga, sizeof tga, "%s/tga.png", dir);
    CHECK(stbi_write_png(png, 16, 16, 3, px, 16 * 3));
    CHECK(stbi_write_tga(tga, 16, 16, 3, px));
    FILE *f = fopen(pnm, "wb");
    CHECK(f);
    fprintf(f, "P6\n16 16\n255\n");
    fwrite(px, 1, sizeof px, f);
    fclose(f);
    const char *fakes[] = {pnm, tga};
    for (size_t i = 0; i < COUNT_OF(fakes); i++) {
        snprintf(cmd, sizeof cmd, "%s %s %s", Test_BinPath("framediff"), png, fakes[i]);
        int rc = run_err(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "not a PNG"), "%s: exit %d: %s",
                  fakes[i], rc, out);
        snprintf(cmd, sizeof cmd, "%s %s %s", Test_BinPath("framediff"), fakes[i], png);
        rc = run_err(cmd, out, sizeof out);
        CHECK_MSG(rc == 2 && one_error_line(out) && strstr(out, "not a PNG"), "%s: exit %d: %s",
                  fakes[i], rc, out);
    }
    snprintf(cmd, sizeof cmd, "%s %s %s", Test_BinPath("framediff"), png, png);
    CHECK_EQ(run_err(cmd, out, sizeof out), 0);
}

/* ---- found by fuzzing ------------------------------------------------------------- */

static size_t from_hex(const char *hex, uint8_t *out)
{
    size_t n = 0;
    for (; hex[0] && hex[1]; hex += 2) {
        unsigned v;
        sscanf(hex, "%2x", &v);
        out[n++] = (uint8_t)v;
    }
    return n;
}

/* fuzz_sample: a sample whose optional chunks (a LIST after the data) sent
 * libsndfile's header parser into an endless loop at level load. Only
 * 'fmt ', 'fact' and 'data' reach libsndfile now. The alarm ends a hang as
 * a failure. */
TEST(qa_fuzz_sample_optional_chunks_do_not_hang)
{
    static uint8_t wav[4096];
    size_t n = from_hex("524946464a07000057415645666d7420100000000100010022560000225600000100"
                        "010564617461bd060000",
                        wav);
    n += 0x6bd; /* the data: zeros */
    n += from_hex("004c4953543c000000ffffffffffffffffffffffffffffffffffffffffffffffffffff"
                  "ffffffffffffffffffffefffffffffffffffffffffffffffffffffffffffffffffffff"
                  "ff6164746c6c6d78741400000001000000bc06000072676e2000000000000000006c61",
                  wav + n);
    CHECK_EQ(n, 1874);
    BankSample s;
    char err[256];
    alarm(20);
    bool ok = SampleBank_DecodeWave(wav, n, &s, err, sizeof err);
    alarm(0);
    if (ok)
        free(s.pcm);
    /* and a valid sample with extra chunks decodes to the same samples as
     * without them */
    static const int16_t pcm[6] = {0, 1000, -1000, 32767, -32768, 5};
    uint8_t plain[128], extra[256];
    size_t np = 0, ne = 0;
    np += from_hex("52494646000000005741564566"
                   "6d7420100000000100010044ac000088580100020010006461746100000000",
                   plain);
    memcpy(plain + np, pcm, sizeof pcm);
    np += sizeof pcm;
    for (int k = 0; k < 4; k++) {
        plain[4 + k] = (uint8_t)((np - 8) >> (8 * k));
        plain[40 + k] = (uint8_t)(sizeof pcm >> (8 * k));
    }
    memcpy(extra, plain, np);
    ne = np + from_hex("4c495354100000006164746c72676e200000000000000000", extra + np);
    for (int k = 0; k < 4; k++)
        extra[4 + k] = (uint8_t)((ne - 8) >> (8 * k));
    BankSample a, b;
    CHECK_MSG(SampleBank_DecodeWave(plain, np, &a, err, sizeof err), "%s", err);
    CHECK_MSG(SampleBank_DecodeWave(extra, ne, &b, err, sizeof err), "%s", err);
    CHECK(a.frames == 6 && b.frames == 6 && memcmp(a.pcm, b.pcm, sizeof pcm) == 0);
    CHECK(memcmp(a.pcm, pcm, sizeof pcm) == 0);
    free(a.pcm);
    free(b.pcm);
}
