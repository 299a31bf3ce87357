/* A single level headless is a scripted run of the runner's level phase
 * (game/app/runner.h, RunConfig.scripted): Lara's death interrupts nothing
 * (the level does not start again after the death wait) and the sound runs
 * on every tick, also while the ring holds the world. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/audio/audio.h"

/* The hit points column of a trace row (game/trace.h: the 16th). */
static long row_hit_points(const char *row)
{
    for (int c = 0; c < 15 && row; c++) {
        row = strchr(row, ',');
        if (row)
            row++;
    }
    return row ? strtol(row, NULL, 10) : 1000000;
}

TEST(headless_level_death_plays_on)
{
    const char *lv = Test_SharedPath("tr1/RANDO_TEST1.PHD");
    if (!lv)
        SKIP("tr1/RANDO_TEST1.PHD not available");
    char inputs[512], trace[512];
    snprintf(inputs, sizeof inputs, "%s/hl_death_inputs.csv", Test_TmpDir());
    snprintf(trace, sizeof trace, "%s/hl_death_trace.csv", Test_TmpDir());
    /* Keys pressed at random: she runs into the level's enemies and dies
     * within the first 600 ticks. */
    static const unsigned words[] = {0, 1, 2, 4, 8, 16, 32, 64, 1 | 16, 2 | 16, 128, 256};
    FILE *f = fopen(inputs, "w");
    CHECK(f != NULL);
    fprintf(f, "tick,input\n");
    uint32_t seed = 12345;
    for (int t = 0; t < 1500; t++) {
        seed = seed * 1103515245u + 12345u;
        fprintf(f, "%d,%u\n", t, words[(seed >> 16) % 12]);
    }
    fclose(f);
    char cmd[2048], out[4096];
    snprintf(cmd, sizeof cmd, "%s --headless %s --inputs %s --trace %s 2>&1",
             Test_BinPath("tomb8"), lv, inputs, trace);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s", out);
    size_t size;
    char *csv = (char *)Test_ReadFile(trace, &size);
    CHECK(csv != NULL);
    /* From the tick she died on, every row has her dead: 10 seconds later
     * a played level would start again (full health). */
    int died = -1, rows = 0;
    bool alive_again = false;
    for (char *row = strchr(csv, '\n'); row && row[1]; row = strchr(row + 1, '\n')) {
        long hp = row_hit_points(row + 1);
        if (died < 0 && hp <= 0)
            died = rows;
        else if (died >= 0 && hp > 0)
            alive_again = true;
        rows++;
    }
    free(csv);
    CHECK_EQ(rows, 1500);
    CHECK_MSG(died >= 0 && died < 1500 - 2 * 300, "died at row %d", died);
    CHECK(!alive_again);
}

TEST(headless_level_sound_runs_while_the_ring_is_open)
{
    char wav[512], png[512], cmd[2048], out[4096];
    snprintf(wav, sizeof wav, "%s/hl_ring.wav", Test_TmpDir());
    snprintf(png, sizeof png, "%s/hl_ring.png", Test_TmpDir());
    /* --ui inventory: the ring is open from the first tick to the last. */
    snprintf(cmd, sizeof cmd, "%s --headless %s --ticks 60 --ui inventory --capture %s --audio-out %s 2>&1",
             Test_BinPath("tomb8"), Test_BinPath("data/default.phd"), png, wav);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s", out);
    size_t size;
    uint8_t *bytes = Test_ReadFile(wav, &size);
    CHECK(bytes != NULL);
    free(bytes);
    /* a 44-byte header, then every tick's stereo 16-bit frames */
    CHECK_EQ(size, (size_t)(44 + 60 * AUDIO_TICK_FRAMES * 4));
}
