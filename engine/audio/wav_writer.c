/* WAV capture of the mixed stream through libsndfile; see wav_writer.h. */
#include "engine/audio/wav_writer.h"

#include "engine/core/log.h"

#include <errno.h>
#include <sndfile.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

struct WavWriter {
    SNDFILE *sf;
    AtomicFile file;    /* libsndfile writes to its descriptor */
    int channels;
    bool failed;
    char why[128];      /* libsndfile's reason for the first failed write */
    uint64_t frames;
};

/* The reason goes to err when the caller gives a buffer (it prints one line
 * of its own), to the log otherwise. */
static void report(char *err, size_t cap, const char *msg)
{
    if (err && cap)
        snprintf(err, cap, "%s", msg);
    else
        Log_Error("%s", strncmp(msg, "error: ", 7) == 0 ? msg + 7 : msg);
}

WavWriter *WavWriter_Open(const char *path, uint32_t rate, int channels, char *err, size_t err_cap)
{
    char msg[600];
    if (!path || channels < 1 || channels > 8 || rate < 1 || rate > 192000) {
        report(err, err_cap, "error: WAV output: bad parameters");
        return NULL;
    }
    SF_INFO info;
    memset(&info, 0, sizeof info);
    info.samplerate = (int)rate;
    info.channels = channels;
    info.format = SF_FORMAT_WAV | SF_FORMAT_PCM_16;
    WavWriter *w = calloc(1, sizeof *w);
    if (!w) {
        report(err, err_cap, "error: WAV output: out of memory");
        return NULL;
    }
    if (!AtomicFile_Open(&w->file, path, msg, sizeof msg)) {
        report(err, err_cap, msg);
        free(w);
        return NULL;
    }
    /* Everything goes through the descriptor; the stdio stream stays
     * empty, so its own flush at commit adds nothing. */
    w->sf = sf_open_fd(fileno(w->file.f), SFM_WRITE, &info, SF_FALSE);
    if (!w->sf) {
        snprintf(msg, sizeof msg, "error: %.400s: %.80s", path, sf_strerror(NULL));
        report(err, err_cap, msg);
        AtomicFile_Abort(&w->file);
        free(w);
        return NULL;
    }
    /* Keep the file a pure function of the PCM: no PEAK chunk, no
     * software/date strings. */
    sf_command(w->sf, SFC_SET_ADD_PEAK_CHUNK, NULL, SF_FALSE);
    w->channels = channels;
    return w;
}

bool WavWriter_Write(WavWriter *w, const int16_t *pcm, uint32_t frames)
{
    if (!w || w->failed)
        return false;
    sf_count_t n = sf_writef_short(w->sf, pcm, frames);
    if (n != (sf_count_t)frames) {
        snprintf(w->why, sizeof w->why, "%s", sf_strerror(w->sf));
        w->failed = true;
        return false;
    }
    w->frames += frames;
    return true;
}

/* Closes libsndfile (which writes the final header) and the temporary. */
static bool finish(WavWriter *w, char *err, size_t err_cap)
{
    bool ok = !w->failed;
    char why[160];
    snprintf(why, sizeof why, "%s", w->failed ? w->why : "");
    if (sf_close(w->sf) != 0 && ok) {
        ok = false;
        snprintf(why, sizeof why, "cannot finish the WAV header");
    }
    w->sf = NULL;
    if (!ok) {
        if (err && err_cap)
            snprintf(err, err_cap, "error: %s: write failed: %s", w->file.name, why);
        AtomicFile_Abort(&w->file);
        return false;
    }
    return AtomicFile_Finish(&w->file, err, err_cap);
}

bool WavWriter_CloseErr(WavWriter *w, char *err, size_t err_cap)
{
    if (!w)
        return true;
    bool ok = finish(w, err, err_cap) && AtomicFile_Commit(&w->file, err, err_cap);
    free(w);
    return ok;
}

bool WavWriter_Close(WavWriter *w)
{
    return WavWriter_CloseErr(w, NULL, 0);
}

bool WavWriter_Finish(WavWriter *w, AtomicFile *pending, char *err, size_t err_cap)
{
    memset(pending, 0, sizeof *pending);
    if (!w)
        return false;
    bool ok = finish(w, err, err_cap);
    if (ok)
        *pending = w->file; /* ownership of the temporary moves */
    free(w);
    return ok;
}

void WavWriter_Abort(WavWriter *w)
{
    if (!w)
        return;
    if (w->sf)
        sf_close(w->sf);
    AtomicFile_Abort(&w->file);
    free(w);
}

uint64_t WavWriter_FramesWritten(const WavWriter *w)
{
    return w ? w->frames : 0;
}
