/* bench_load [N] [FILE...]: loads each level N times (default 20; files
 * default to the shared levels) and prints one JSON line:
 *   {"bench": "load", "runs": N, "levels": [{"file": ..., "bytes": ...,
 *    "ms_mean": ..., "ms_min": ..., "peak_alloc_bytes": ...}, ...],
 *    "max_rss_kb": ...}
 * peak_alloc_bytes is the heap in use right after a load (what the Level
 * holds, including the file buffer freed at the end of Level_Load, measured
 * with mallinfo2 when available); max_rss_kb is the process peak. */
#define _GNU_SOURCE
#include "engine/level/level.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static size_t heap_in_use(void)
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 mi = mallinfo2();
    return mi.uordblks + mi.hblkhd;
#else
    return 0;
#endif
}

int main(int argc, char **argv)
{
    static const char *defaults[] = {
        "../shared/levels/tr1/LEVEL1.PHD", "../shared/levels/tr1/CUT1.PHD",
        "../shared/levels/tr1/RANDO_TEST1.PHD", "../shared/levels/tr2/RANDO_TEST1.TR2",
        "../shared/levels/tr3/RANDO_TEST1.TR2",
    };
    int runs = 20;
    int first_file = 1;
    if (argc > 1 && argv[1][0] >= '0' && argv[1][0] <= '9') {
        runs = atoi(argv[1]);
        if (runs < 1 || runs > 100000) {
            fprintf(stderr, "error: bench_load: bad run count '%s'\n", argv[1]);
            return 2;
        }
        first_file = 2;
    }
    const char **files = first_file < argc ? (const char **)argv + first_file : defaults;
    int nfiles = first_file < argc ? argc - first_file : (int)(sizeof defaults / sizeof *defaults);

    printf("{\"bench\": \"load\", \"runs\": %d, \"levels\": [", runs);
    int printed = 0;
    for (int f = 0; f < nfiles; f++) {
        FILE *probe = fopen(files[f], "rb");
        if (!probe)
            continue; /* absent shared level: skip it */
        fclose(probe);
        double total = 0, best = 1e30;
        size_t peak = 0;
        uint32_t bytes = 0;
        for (int i = 0; i < runs; i++) {
            Level lv;
            char err[512];
            size_t before = heap_in_use();
            double t0 = now_ms();
            if (!Level_Load(files[f], &lv, err, sizeof err)) {
                fprintf(stderr, "%s\n", err);
                return 2;
            }
            double dt = now_ms() - t0;
            size_t used = heap_in_use() - before;
            if (used > peak)
                peak = used;
            total += dt;
            if (dt < best)
                best = dt;
            bytes = lv.file_size;
            Level_Free(&lv);
        }
        const char *name = strrchr(files[f], '/');
        name = name ? name + 1 : files[f];
        const char *dir = files[f];
        /* "tr1/LEVEL1.PHD" style label: parent directory + name */
        const char *p = name - 1;
        while (p > dir && p[-1] != '/')
            p--;
        printf("%s{\"file\": \"%.*s\", \"bytes\": %u, \"ms_mean\": %.3f, \"ms_min\": %.3f, "
               "\"level_bytes\": %zu}",
               printed++ ? ", " : "", (int)(strlen(p)), p, bytes, total / runs, best, peak);
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("], \"max_rss_kb\": %ld}\n", ru.ru_maxrss);
    return 0;
}
