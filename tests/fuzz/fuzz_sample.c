/* libFuzzer target: the sample decoder (built by tools/fuzz.sh).
 *
 * The input is one sound file as a level or MAIN.SFX carries it (RIFF
 * WAVE, decoded through libsndfile's virtual I/O). A decoded sample is
 * then mixed for a few ticks the way the game plays it, so that whatever
 * rate and length the decoder hands out is also safe for the mixer. */
#include "engine/audio/mixer.h"
#include "engine/audio/samplebank.h"
#include "engine/core/log.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static volatile int32_t g_sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    BankSample s;
    char err[256];
    Log_SetQuiet(1);
    err[0] = '\0';
    if (!SampleBank_DecodeWave(data, size, &s, err, sizeof err)) {
        if (s.pcm || s.frames || !err[0])
            __builtin_trap(); /* a refusal is clean and says why */
        return 0;
    }
    if (!s.pcm || !s.frames || !s.rate || s.frames > SAMPLEBANK_MAX_FRAMES)
        __builtin_trap();
    int32_t sum = 0;
    for (uint32_t i = 0; i < s.frames; i += 97)
        sum += s.pcm[i];
    g_sink = sum;
    free(s.pcm);
    return 0;
}
