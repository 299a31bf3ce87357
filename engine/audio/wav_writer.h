/* Writes the mixed stream to a WAV file (16-bit PCM) through libsndfile, for
 * `--audio-out FILE.wav` and sfxdump. Same frames in => byte-identical file
 * out (no dates or tool names are written). The file is whole or absent
 * (engine/core/atomic_file.h): it is built as a temporary next to PATH and
 * renamed into place by a successful close; a failed write or close
 * removes the temporary and leaves an existing PATH untouched.
 *
 *     WavWriter *w = WavWriter_Open(path, AUDIO_RATE, 2, err, cap); // NULL + reason
 *     each tick:  Audio_RunTick(audio, buf); WavWriter_Write(w, buf, AUDIO_TICK_FRAMES);
 *     at exit:    WavWriter_Close(w);                       // finalises, renames
 */
#ifndef TOMB8_ENGINE_AUDIO_WAV_WRITER_H
#define TOMB8_ENGINE_AUDIO_WAV_WRITER_H

#include "engine/core/atomic_file.h"
#include "engine/core/common.h"

typedef struct WavWriter WavWriter;

/* Returns NULL when the file cannot be created; the reason is written to err
 * as one "error: ..." line, or logged with Log_Error when err is NULL. */
WavWriter *WavWriter_Open(const char *path, uint32_t rate, int channels, char *err,
                          size_t err_cap);
/* frames of interleaved s16. Returns false on a write error; nothing is
 * printed (the failure is reported once, by the caller, at close). */
bool WavWriter_Write(WavWriter *w, const int16_t *pcm, uint32_t frames);
/* Finalises, closes and renames the file into place; false (temporary
 * removed) if any write failed. NULL is a no-op. */
bool WavWriter_Close(WavWriter *w);
/* Same, with the reason as one line "error: PATH: why" in err. */
bool WavWriter_CloseErr(WavWriter *w, char *err, size_t err_cap);
/* Finalises and closes, but leaves the finished file as a temporary in
 * *pending for the caller to AtomicFile_Commit or AtomicFile_Abort (a set
 * of files that must all appear or none). */
bool WavWriter_Finish(WavWriter *w, AtomicFile *pending, char *err, size_t err_cap);
/* Drops the file: the temporary is removed, PATH untouched. NULL: no-op. */
void WavWriter_Abort(WavWriter *w);
uint64_t WavWriter_FramesWritten(const WavWriter *w);

#endif
