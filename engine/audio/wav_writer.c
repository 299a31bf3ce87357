/* WAV capture of the mixed stream through libsndfile; see wav_writer.h. */
#include "engine/audio/wav_writer.h"

#include "engine/core/log.h"

#include <sndfile.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

struct WavWriter {
    SNDFILE *sf;
    int channels;
    bool failed;
    uint64_t frames;
};

/* The reason goes to err when the caller gives a buffer (it prints one line
 * of its own), to the log otherwise. */
static void open_error(char *err, size_t cap, const char *fmt, const char *a, const char *b)
{
    char msg[512];
    snprintf(msg, sizeof msg, fmt, a, b);
    if (err && cap)
        snprintf(err, cap, "error: %s", msg);
    else
        Log_Error("%s", msg);
}

WavWriter *WavWriter_Open(const char *path, uint32_t rate, int channels, char *err, size_t err_cap)
{
    if (!path || channels < 1 || channels > 8 || rate < 1 || rate > 192000) {
        open_error(err, err_cap, "audio-out: bad parameters%s%s", "", "");
        return NULL;
    }
    SF_INFO info;
    memset(&info, 0, sizeof info);
    info.samplerate = (int)rate;
    info.channels = channels;
    info.format = SF_FORMAT_WAV | SF_FORMAT_PCM_16;
    WavWriter *w = calloc(1, sizeof *w);
    if (!w) {
        open_error(err, err_cap, "audio-out: out of memory%s%s", "", "");
        return NULL;
    }
    w->sf = sf_open(path, SFM_WRITE, &info);
    if (!w->sf) {
        open_error(err, err_cap, "audio-out: %.400s: %.80s", path, sf_strerror(NULL));
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
        Log_Error("audio-out: write failed: %s", sf_strerror(w->sf));
        w->failed = true;
        return false;
    }
    w->frames += frames;
    return true;
}

bool WavWriter_Close(WavWriter *w)
{
    if (!w)
        return true;
    bool ok = !w->failed;
    if (sf_close(w->sf) != 0)
        ok = false;
    free(w);
    return ok;
}

uint64_t WavWriter_FramesWritten(const WavWriter *w)
{
    return w ? w->frames : 0;
}
