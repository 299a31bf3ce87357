/* Writes the mixed stream to a WAV file (16-bit PCM) through libsndfile, for
 * `--audio-out FILE.wav`. Same frames in => byte-identical file out (no
 * dates or tool names are written).
 *
 *     WavWriter *w = WavWriter_Open(path, AUDIO_RATE, 2, err, cap); // NULL + reason
 *     each tick:  Audio_RunTick(audio, buf); WavWriter_Write(w, buf, AUDIO_TICK_FRAMES);
 *     at exit:    WavWriter_Close(w);                       // finalises header
 */
#ifndef TOMB8_ENGINE_AUDIO_WAV_WRITER_H
#define TOMB8_ENGINE_AUDIO_WAV_WRITER_H

#include "engine/core/common.h"

typedef struct WavWriter WavWriter;

/* Returns NULL when the file cannot be created; the reason is written to err
 * as one "error: ..." line, or logged with Log_Error when err is NULL. */
WavWriter *WavWriter_Open(const char *path, uint32_t rate, int channels, char *err,
                          size_t err_cap);
/* frames of interleaved s16. Returns false on a write error (logged once). */
bool WavWriter_Write(WavWriter *w, const int16_t *pcm, uint32_t frames);
/* Finalises and closes; returns false if any write failed. NULL is a no-op. */
bool WavWriter_Close(WavWriter *w);
uint64_t WavWriter_FramesWritten(const WavWriter *w);

#endif
