/* sfxdump --level FILE --out DIR: decodes every sample of a level (TR1
 * embedded, TR2/TR3 MAIN.SFX next to the level) and writes each as a 16-bit
 * mono WAV named DIR/sample_NNNN.wav (NNNN = SampleIndices entry). Silent
 * entries (missing/corrupt) are skipped with the bank's warning. Prints
 * "samples: N written, M silent" on stdout.
 * Bad usage, unloadable level or unwritable DIR: one error line, exit 2. */
#include "engine/audio/samplebank.h"
#include "engine/audio/wav_writer.h"
#include "engine/core/log.h"
#include "engine/level/level.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int Usage(void)
{
    fprintf(stderr, "error: usage: sfxdump --level FILE --out DIR\n");
    return 2;
}

int main(int argc, char **argv)
{
    const char *level_path = NULL, *out_dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--level") && i + 1 < argc)
            level_path = argv[++i];
        else if (!strcmp(argv[i], "--out") && i + 1 < argc)
            out_dir = argv[++i];
        else
            return Usage();
    }
    if (!level_path || !out_dir)
        return Usage();

    Level level;
    char err[256];
    if (!Level_Load(level_path, &level, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    if (mkdir(out_dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "error: %s: %s\n", out_dir, strerror(errno));
        Level_Free(&level);
        return 2;
    }
    /* An existing file (not a directory) or a read-only directory: say so
     * once here rather than failing on the first sample. */
    struct stat st;
    if (stat(out_dir, &st) != 0 || !S_ISDIR(st.st_mode) || access(out_dir, W_OK | X_OK) != 0) {
        fprintf(stderr, "error: %s: not a writable directory\n", out_dir);
        Level_Free(&level);
        return 2;
    }

    SampleBank bank;
    if (!SampleBank_Build(&bank, &level)) {
        fprintf(stderr, "error: out of memory decoding samples\n");
        Level_Free(&level);
        return 2;
    }
    uint32_t written = 0, silent = 0;
    int rc = 0;
    for (uint32_t i = 0; i < bank.count; i++) {
        const BankSample *s = &bank.samples[i];
        if (!s->pcm) {
            silent++;
            continue;
        }
        char path[1024];
        snprintf(path, sizeof path, "%s/sample_%04u.wav", out_dir, i);
        /* Open and write failures are reported by the writer itself (one
         * line); only a failing close is ours to report. */
        WavWriter *w = WavWriter_Open(path, s->rate, 1, NULL, 0);
        bool ok = w && WavWriter_Write(w, s->pcm, s->frames);
        bool closed = WavWriter_Close(w);
        if (!ok || !closed) {
            if (ok)
                fprintf(stderr, "error: %s: cannot write\n", path);
            rc = 2;
            break;
        }
        written++;
    }
    if (rc == 0)
        printf("samples: %u written, %u silent\n", written, silent);
    SampleBank_Free(&bank);
    Level_Free(&level);
    return rc;
}
