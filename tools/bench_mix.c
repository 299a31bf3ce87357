/* bench_mix: cost of the software mixer with every voice busy.
 * 32 looping voices of synthetic noise at assorted rates (11025, 22050,
 * 44100 Hz), distinct gains, mixed tick by tick (1470 frames) exactly as
 * the game does, for 60 s of audio (or 600 s with --long). Two cases:
 *  - the headline one: every voice at a slightly different pitch (as with
 *    the random-pitch flag or pitched sounds): arbitrary fractional steps,
 *    the mixer's general path;
 *  - "unity": the same voices at their own pitch (most sounds in a game:
 *    exact steps 1/4, 1/2, 1, which the mixer has cheaper loops for).
 * Each case is repeated REPS times from the same start (the machine may be
 * shared: the fastest repetition is the one least disturbed by others); every
 * repetition must give the same checksum. Only Mixer_Mix is timed, not the
 * set-up. Prints one JSON line:
 *   {"bench": "mix", "voices": 32, "seconds_audio": S, "cpu_seconds": C,
 *    "x_realtime": S / C, "x_realtime_median": ..., "x_realtime_unity": ...,
 *    "reps": N, "checksum": "...", "checksum_unity": "..."}
 * cpu_seconds and x_realtime are from the fastest repetition; x_realtime =
 * seconds of audio mixed per second of CPU (one core). */
#include "engine/audio/mixer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TICK_FRAMES 1470
#define REPS 5
#define LEN 30000

static double CpuSeconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct {
    double best, median; /* CPU seconds per repetition */
    uint64_t checksum;
} CaseResult;

/* Mixes `ticks` ticks REPS times; false (with a message) when voices stop
 * or repetitions disagree. */
static bool RunCase(const MixerSample *samples, bool unity, int ticks,
                    CaseResult *res)
{
    static Mixer m;
    static int16_t out[2 * TICK_FRAMES];
    double times[REPS];
    for (int rep = 0; rep < REPS; rep++) {
        Mixer_Init(&m);
        for (int v = 0; v < MIXER_VOICES; v++) {
            uint32_t pitch = unity ? MIXER_PITCH_UNITY
                                   : MIXER_PITCH_UNITY - 3000 + (uint32_t)v * 200;
            Mixer_Start(&m, v, &samples[v], 2000 + v * 300, 12000 - v * 250,
                        pitch, true);
        }
        uint64_t sum = 1469598103934665603ull;
        double t0 = CpuSeconds();
        for (int t = 0; t < ticks; t++) {
            Mixer_Mix(&m, out, TICK_FRAMES);
            /* Fold one sample per tick so the work cannot be optimised
             * away and the output is checkable run to run. */
            sum = (sum ^ (uint16_t)out[(t * 7) % (2 * TICK_FRAMES)]) *
                  1099511628211ull;
        }
        times[rep] = CpuSeconds() - t0;
        if (Mixer_ActiveCount(&m) != MIXER_VOICES) {
            fprintf(stderr, "error: voices stopped during the benchmark\n");
            return false;
        }
        if (rep == 0)
            res->checksum = sum;
        else if (sum != res->checksum) {
            fprintf(stderr, "error: repetition %d mixed different PCM\n", rep);
            return false;
        }
    }
    for (int i = 1; i < REPS; i++) /* sort the few times */
        for (int j = i; j > 0 && times[j] < times[j - 1]; j--) {
            double tmp = times[j];
            times[j] = times[j - 1];
            times[j - 1] = tmp;
        }
    res->best = times[0] > 0 ? times[0] : 1e-9;
    res->median = times[REPS / 2] > 0 ? times[REPS / 2] : 1e-9;
    return true;
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

    static int16_t pcm[MIXER_VOICES][LEN];
    uint32_t x = 12345;
    for (int v = 0; v < MIXER_VOICES; v++)
        for (int i = 0; i < LEN; i++) {
            x = 0x41C64E6Du * x + 0x3039u;
            pcm[v][i] = (int16_t)((x >> 16) - 32768);
        }
    static const uint32_t rates[3] = { 11025, 22050, 44100 };
    MixerSample samples[MIXER_VOICES];
    for (int v = 0; v < MIXER_VOICES; v++)
        samples[v] = (MixerSample){ pcm[v], LEN, rates[v % 3] };

    int ticks = seconds * 30;
    CaseResult pitched, unity;
    if (!RunCase(samples, false, ticks, &pitched) ||
        !RunCase(samples, true, ticks, &unity))
        return 1;
    double audio = (double)ticks * TICK_FRAMES / MIXER_RATE;
    printf("{\"bench\": \"mix\", \"voices\": %d, \"seconds_audio\": %.1f, "
           "\"cpu_seconds\": %.4f, \"x_realtime\": %.1f, "
           "\"x_realtime_median\": %.1f, \"x_realtime_unity\": %.1f, "
           "\"reps\": %d, \"checksum\": \"%016llx\", "
           "\"checksum_unity\": \"%016llx\"}\n",
           MIXER_VOICES, audio, pitched.best, audio / pitched.best,
           audio / pitched.median, audio / unity.best, REPS,
           (unsigned long long)pitched.checksum,
           (unsigned long long)unity.checksum);
    return 0;
}
