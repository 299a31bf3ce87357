/* sfxdump --level FILE --out DIR: decodes every sample of a level (TR1
 * embedded, TR2/TR3 MAIN.SFX next to the level) and writes each as a 16-bit
 * mono WAV named DIR/sample_NNNN.wav (NNNN = SampleIndices entry). Silent
 * entries (missing/corrupt) are skipped with the bank's warning. Prints
 * "samples: N written, M silent" on stdout.
 * Bad usage, unloadable level or unwritable DIR: one error line, exit 2.
 *
 * The samples appear all or none: each is finished as a temporary next to
 * its name (engine/core/atomic_file.h) and they are renamed into place
 * only when every one was written, so a failure (full disk, file size
 * limit) leaves DIR as it was. */
#include "engine/audio/samplebank.h"
#include "engine/audio/wav_writer.h"
#include "engine/core/atomic_file.h"
#include "engine/core/path_id.h"
#include "engine/core/errline.h"
#include "engine/core/log.h"
#include "engine/level/level.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int Usage(void)
{
    ErrLine_Print("error: usage: sfxdump --level FILE --out DIR");
    return 2;
}

int main(int argc, char **argv)
{
    const char *level_path = NULL, *out_dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--level") && i + 1 < argc && !level_path)
            level_path = argv[++i];
        else if (!strcmp(argv[i], "--out") && i + 1 < argc && !out_dir)
            out_dir = argv[++i];
        else
            return Usage();
    }
    if (!level_path || !out_dir)
        return Usage();

    Level level;
    char err[1200];
    /* A FIFO or device as the level would block the reader: refused
     * before it is opened. */
    if (!AtomicFile_CheckInput(level_path, "level", err, sizeof err)) {
        ErrLine_Print(err);
        return 2;
    }
    if (!Level_Load(level_path, &level, err, sizeof err)) {
        ErrLine_Print(err);
        return 2;
    }
    bool made_dir = mkdir(out_dir, 0777) == 0;
    if (!made_dir && errno != EEXIST) {
        ErrLine_Printf("error: %s: %s", out_dir, strerror(errno));
        Level_Free(&level);
        return 2;
    }
    /* An existing file (not a folder) or a folder no file can be created
     * in: say so once here rather than failing on the first sample. */
    const PathRole files[] = {
        {"--level", level_path, PATH_INPUT, NULL, NULL},
        {"--out", out_dir, PATH_OUTPUT_DIR, "sample_", ".wav"},
    };
    if (!PathId_CheckRoles(files, sizeof files / sizeof files[0], err, sizeof err)) {
        ErrLine_Print(err);
        if (made_dir)
            rmdir(out_dir);
        Level_Free(&level);
        return 2;
    }
    if (!AtomicFile_CheckOutputDir(out_dir, err, sizeof err)) {
        size_t skip = strlen("error: ") + strlen(out_dir) + 2;
        ErrLine_Printf("error: %s: not a writable directory (%s)", out_dir,
                       strlen(err) > skip ? err + skip : err);
        if (made_dir)
            rmdir(out_dir);
        Level_Free(&level);
        return 2;
    }

    SampleBank bank;
    if (!SampleBank_Build(&bank, &level)) {
        ErrLine_Print("error: out of memory decoding samples");
        Level_Free(&level);
        return 2;
    }
    AtomicFile *done = calloc(bank.count ? bank.count : 1, sizeof *done);
    uint32_t written = 0, silent = 0;
    int rc = 0;
    if (!done) {
        ErrLine_Print("error: out of memory");
        rc = 2;
    }
    for (uint32_t i = 0; rc == 0 && i < bank.count; i++) {
        const BankSample *s = &bank.samples[i];
        if (!s->pcm) {
            silent++;
            continue;
        }
        char path[1024];
        snprintf(path, sizeof path, "%s/sample_%04u.wav", out_dir, i);
        WavWriter *w = WavWriter_Open(path, s->rate, 1, err, sizeof err);
        if (!w) {
            rc = 2;
            break;
        }
        WavWriter_Write(w, s->pcm, s->frames); /* a failure shows at finish */
        if (!WavWriter_Finish(w, &done[i], err, sizeof err)) {
            rc = 2;
            break;
        }
        written++;
    }
    for (uint32_t i = 0; done && i < bank.count; i++) {
        if (!done[i].finished)
            continue;
        if (rc == 0 && !AtomicFile_Commit(&done[i], err, sizeof err))
            rc = 2;
        AtomicFile_Abort(&done[i]); /* no-op once committed */
    }
    if (rc == 0)
        printf("samples: %u written, %u silent\n", written, silent);
    else if (done)
        ErrLine_Print(err);
    if (rc != 0 && made_dir)
        rmdir(out_dir); /* the folder this run made, empty again */
    free(done);
    SampleBank_Free(&bank);
    Level_Free(&level);
    return rc;
}
