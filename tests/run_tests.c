/* The test runner: runs every registered test (or those whose name contains
 * argv[1]) and ends with "N passed, N failed, N skipped".
 *
 * Each test runs in a child process, so a crash or a sanitizer abort in one
 * test is reported as that test's failure and the run goes on to the
 * summary line. The child tells its verdict through its exit status. */
#include "tests/test.h"

#include <libgen.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_TESTS 2048

typedef struct {
    const char *name;
    const char *file;
    TestFn fn;
} TestEntry;

static TestEntry g_tests[MAX_TESTS];
static int g_count;
static int g_failed_now;
static int g_skipped_now;
static char g_bindir[2048];
static char g_tmpdir[PATH_MAX];

void Test_Register(const char *name, const char *file, TestFn fn)
{
    if (g_count >= MAX_TESTS) {
        fprintf(stderr, "too many tests\n");
        exit(2);
    }
    g_tests[g_count].name = name;
    g_tests[g_count].file = file;
    g_tests[g_count].fn = fn;
    g_count++;
}

void Test_Fail(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    fprintf(stdout, "    %s:%d: check failed: ", file, line);
    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
    fputc('\n', stdout);
    g_failed_now = 1;
}

void Test_Skip(const char *fmt, ...)
{
    va_list ap;
    fprintf(stdout, "    skipped: ");
    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
    fputc('\n', stdout);
    g_skipped_now = 1;
}

bool Test_Failed(void) { return g_failed_now != 0; }

const char *Test_SharedPath(const char *rel)
{
    static char buf[8][PATH_MAX];
    static int slot;
    const char *root = getenv("TOMB8_SHARED");
    char *out = buf[slot];
    slot = (slot + 1) % 8;
    snprintf(out, PATH_MAX, "%s/levels/%s", root ? root : "../shared", rel);
    if (access(out, R_OK) != 0)
        return NULL;
    return out;
}

const char *Test_BinPath(const char *name)
{
    static char buf[8][PATH_MAX];
    static int slot;
    char *out = buf[slot];
    slot = (slot + 1) % 8;
    snprintf(out, PATH_MAX, "%s/%s", g_bindir, name);
    return out;
}

const char *Test_TmpDir(void) { return g_tmpdir; }

void Test_DumpFrame(const char *name, const uint8_t *fb, size_t n)
{
    const char *dir = getenv("TOMB8_DUMP_FRAMES");
    if (!dir || !*dir)
        return;
    char file[200], path[512];
    size_t k = 0;
    for (; name[k] && k + 1 < sizeof(file); k++) {
        char ch = name[k];
        bool keep = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
                    ch == '.' || ch == '-';
        file[k] = keep ? ch : '_';
    }
    file[k] = 0;
    snprintf(path, sizeof(path), "%s/%s.raw", dir, file);
    FILE *f = fopen(path, "wb");
    if (f) {
        fwrite(fb, 1, n, f);
        fclose(f);
    }
}

uint8_t *Test_ReadFile(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    uint8_t *data;
    long len;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return NULL;
    }
    data = malloc((size_t)len + 1);
    if (data && fread(data, 1, (size_t)len, f) != (size_t)len) {
        free(data);
        data = NULL;
    }
    fclose(f);
    if (data)
        data[len] = 0; /* callers may treat text files as strings */
    if (data && size)
        *size = (size_t)len;
    return data;
}

int Test_Run(const char *cmd, char *out, size_t cap)
{
    FILE *p = popen(cmd, "r");
    size_t used = 0;
    int status;
    char chunk[4096];
    size_t n;
    if (!p)
        return -1;
    while ((n = fread(chunk, 1, sizeof chunk, p)) > 0) {
        if (out && used + 1 < cap) {
            size_t take = n < cap - 1 - used ? n : cap - 1 - used;
            memcpy(out + used, chunk, take);
            used += take;
        }
    }
    if (out && cap)
        out[used] = '\0';
    status = pclose(p);
    if (status == -1 || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

enum { VERDICT_PASS = 0, VERDICT_FAIL = 1, VERDICT_SKIP = 3, VERDICT_CRASH = 4 };

static int run_isolated(const TestEntry *t)
{
    pid_t pid;
    int status;
    fflush(stdout);
    fflush(stderr);
    pid = fork();
    if (pid < 0) { /* no fork: run in-process */
        g_failed_now = g_skipped_now = 0;
        t->fn();
        return g_failed_now ? VERDICT_FAIL : g_skipped_now ? VERDICT_SKIP : VERDICT_PASS;
    }
    if (pid == 0) {
        g_failed_now = g_skipped_now = 0;
        t->fn();
        fflush(stdout);
        fflush(stderr);
        _exit(g_failed_now ? VERDICT_FAIL : g_skipped_now ? VERDICT_SKIP : VERDICT_PASS);
    }
    while (waitpid(pid, &status, 0) < 0) {
    }
    if (WIFEXITED(status)) {
        int code = WEXITSTATUS(status);
        if (code == VERDICT_PASS || code == VERDICT_FAIL || code == VERDICT_SKIP)
            return code;
    }
    return VERDICT_CRASH;
}

int main(int argc, char **argv)
{
    const char *filter = argc > 1 ? argv[1] : NULL;
    int passed = 0, failed = 0, skipped = 0;
    char self[2048];
    struct timespec t0, t1;

    snprintf(self, sizeof self, "%.2000s", argv[0]);
    snprintf(g_bindir, sizeof g_bindir, "%.2000s", dirname(self));
    snprintf(g_tmpdir, sizeof g_tmpdir, "%s/tmp", g_bindir);
    mkdir(g_tmpdir, 0755);
    /* The game keeps the player's settings in $XDG_CONFIG_HOME/tomb8: the
     * tests (and the programs they start) use a folder of their own. */
    char cfg[PATH_MAX + 16], abs_tmp[PATH_MAX];
    /* Absolute: the game ignores a relative XDG_CONFIG_HOME (as the XDG
     * rules say) and would fall back to the real ~/.config. */
    if (!realpath(g_tmpdir, abs_tmp))
        snprintf(abs_tmp, sizeof abs_tmp, "%s", g_tmpdir);
    snprintf(cfg, sizeof cfg, "%s/config", abs_tmp);
    mkdir(cfg, 0755);
    setenv("XDG_CONFIG_HOME", cfg, 1);
    setvbuf(stdout, NULL, _IOLBF, 0);

    for (int i = 0; i < g_count; i++) {
        if (filter && !strstr(g_tests[i].name, filter) && !strstr(g_tests[i].file, filter))
            continue;
        int verdict;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        verdict = run_isolated(&g_tests[i]);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        double ms = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
        g_failed_now = verdict == VERDICT_FAIL || verdict == VERDICT_CRASH;
        g_skipped_now = verdict == VERDICT_SKIP;
        if (g_failed_now) {
            failed++;
            printf("FAIL %s (%s)%s\n", g_tests[i].name, g_tests[i].file,
                   verdict == VERDICT_CRASH ? " -- crashed or aborted" : "");
        } else if (g_skipped_now) {
            skipped++;
            printf("skip %s\n", g_tests[i].name);
        } else {
            passed++;
            printf("ok   %s (%.0f ms)\n", g_tests[i].name, ms);
        }
    }
    printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    return failed ? 1 : 0;
}
