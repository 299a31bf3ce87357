/* bench_ticks: simulation ticks per second on LEVEL1 with every item
 * animating (no rendering, no audio). One JSON line:
 *   {"bench":"ticks","level":"LEVEL1.PHD","items":N,"ticks":T,"seconds":S,
 *    "ticks_per_s":R,"hash":"..."}
 * The hash is the state after the fixed run (same on every machine).
 * Level: argv[1], else $TOMB8_SHARED/tr1/LEVEL1.PHD, else
 * ../shared/levels/tr1/LEVEL1.PHD. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "engine/sim/sim.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    char path[4096];
    const char *shared = getenv("TOMB8_SHARED");
    if (argc > 1)
        snprintf(path, sizeof(path), "%s", argv[1]);
    else if (shared)
        snprintf(path, sizeof(path), "%s/tr1/LEVEL1.PHD", shared);
    else
        snprintf(path, sizeof(path), "../shared/levels/tr1/LEVEL1.PHD");
    Level lv;
    char err[512];
    if (!Level_Load(path, &lv, err, sizeof(err))) {
        fprintf(stderr, "%s\n", err);
        printf("{\"bench\":\"ticks\",\"error\":\"level not found\"}\n");
        return 2;
    }
    Sim s;
    SimConfig cfg = {.animate_all = true};
    if (!Sim_Init(&s, &lv, &cfg, err, sizeof(err))) {
        fprintf(stderr, "%s\n", err);
        Level_Free(&lv);
        return 2;
    }
    /* A fixed number of ticks (so the final hash is reproducible), timed
     * after a short warm-up. */
    const uint64_t ticks = 150000;
    for (int i = 0; i < 1000; i++)
        Sim_Step(&s, 0);
    double t0 = now();
    for (uint64_t i = 0; i < ticks; i++)
        Sim_Step(&s, (InputWord)(i & INPUT_VALID_MASK));
    double secs = now() - t0;
    if (secs <= 0)
        secs = 1e-9;
    printf("{\"bench\":\"ticks\",\"level\":\"%s\",\"items\":%u,\"ticks\":%llu,\"seconds\":%.3f,"
           "\"ticks_per_s\":%.0f,\"hash\":\"%016llx\"}\n",
           lv.name, s.num_items, (unsigned long long)ticks, secs, (double)ticks / secs,
           (unsigned long long)Sim_Hash(&s));
    Sim_Free(&s);
    Level_Free(&lv);
    return 0;
}
