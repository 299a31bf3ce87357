/* bench_mix: cost of the software mixer with every voice busy.
 * 32 looping voices of synthetic noise at assorted rates (11025, 22050,
 * 44100 Hz) and pitches, distinct gains, mixed tick by tick (1470 frames)
 * exactly as the game does, for 60 s of audio (or 600 s with --long).
 * Prints one JSON line:
 *   {"bench": "mix", "voices": 32, "seconds_audio": S, "cpu_seconds": C,
 *    "x_realtime": S / C, "checksum": "..."}
 * x_realtime = seconds of audio mixed per second of CPU (one core). */
#include "engine/audio/mixer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TICK_FRAMES 1470

static double CpuSeconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    int seconds = 60;
    if (argc > 1 && !strcmp(argv[1], "--long"))
        seconds = 600;
    else if (argc > 1) {
        fprintf(stderr, "error: usage: bench_mix [--long]\n");
        return 2;
    }

    enum { LEN = 30000 };
    static int16_t pcm[MIXER_VOICES][LEN];
    uint32_t x = 12345;
    for (int v = 0; v < MIXER_VOICES; v++)
        for (int i = 0; i < LEN; i++) {
            x = 0x41C64E6Du * x + 0x3039u;
            pcm[v][i] = (int16_t)((x >> 16) - 32768);
        }

    static const uint32_t rates[3] = { 11025, 22050, 44100 };
    Mixer m;
    Mixer_Init(&m);
    MixerSample samples[MIXER_VOICES];
    for (int v = 0; v < MIXER_VOICES; v++) {
        samples[v] = (MixerSample){ pcm[v], LEN, rates[v % 3] };
        uint32_t pitch = MIXER_PITCH_UNITY - 3000 + (uint32_t)v * 200;
        Mixer_Start(&m, v, &samples[v], 2000 + v * 300, 12000 - v * 250, pitch,
                    true);
    }

    int ticks = seconds * 30;
    static int16_t out[2 * TICK_FRAMES];
    uint64_t sum = 1469598103934665603ull;
    double t0 = CpuSeconds();
    for (int t = 0; t < ticks; t++) {
        Mixer_Mix(&m, out, TICK_FRAMES);
        /* Fold one sample per tick so the work cannot be optimised away
         * and the output is checkable run to run. */
        sum = (sum ^ (uint16_t)out[(t * 7) % (2 * TICK_FRAMES)]) * 1099511628211ull;
    }
    double cpu = CpuSeconds() - t0;
    if (Mixer_ActiveCount(&m) != MIXER_VOICES) {
        fprintf(stderr, "error: voices stopped during the benchmark\n");
        return 1;
    }
    if (cpu <= 0)
        cpu = 1e-9;
    double audio = (double)ticks * TICK_FRAMES / MIXER_RATE;
    printf("{\"bench\": \"mix\", \"voices\": %d, \"seconds_audio\": %.1f, "
           "\"cpu_seconds\": %.4f, \"x_realtime\": %.1f, \"checksum\": "
           "\"%016llx\"}\n",
           MIXER_VOICES, audio, cpu, audio / cpu, (unsigned long long)sum);
    return 0;
}
