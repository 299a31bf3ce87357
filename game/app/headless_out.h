/* The outputs of a headless run (game/app/headless_level.c and
 * headless_game.c): every file is a temporary until the run has
 * succeeded, finished (flushed, synced) before any is renamed into place,
 * so a failure leaves none of them and the files they replace untouched. */
#ifndef TOMB8_GAME_APP_HEADLESS_OUT_H
#define TOMB8_GAME_APP_HEADLESS_OUT_H

#include "engine/audio/wav_writer.h"
#include "engine/core/atomic_file.h"
#include "engine/sim/item.h"
#include "engine/sim/replay.h"
#include "game/options.h"

/* The files both drivers write, each whole or absent, and the streams
 * behind them. */
typedef struct {
    AtomicFile trace, trace_items; /* --trace, --trace-items */
    AtomicFile record, capture;    /* --record, --capture: written at the end */
    AtomicFile wav_done;           /* --audio-out, finished, awaiting the rename */
    WavWriter *wav;                /* --audio-out while the run writes it */
    Replay rec;                    /* --record's words */
} HeadlessFiles;

/* A failed run's files: temporaries removed, files of those names left as
 * they were; the streams freed. */
void HeadlessOut_Abort(HeadlessFiles *f);
/* Finishes the traces, the WAV and the replay (flushed, synced, not yet
 * renamed: HeadlessOut_Commit does that once every output is finished). */
bool HeadlessOut_FinishStreams(HeadlessFiles *f, const Options *o, char *err, size_t cap);

/* Opens a trace output and writes its header line. */
bool HeadlessOut_OpenTrace(AtomicFile *af, const char *path, const char *header, char *err,
                           size_t cap);
/* After a tick's rows: a full disk or the file size limit ends the run at
 * once (false, the failed file's name and errno's reason in err). */
bool HeadlessOut_TracesOk(const AtomicFile *trace, const AtomicFile *items, const Options *o,
                          char *err, size_t cap);
/* Finishes both traces (those open). */
bool HeadlessOut_FinishTraces(AtomicFile *trace, AtomicFile *items, const Options *o, char *err,
                              size_t cap);
/* Writes and finishes a file of bytes (a replay, a save). */
bool HeadlessOut_WriteBytes(AtomicFile *af, const char *path, const uint8_t *bytes, size_t size,
                            char *err, size_t cap);
/* --record: the replay written and finished. */
bool HeadlessOut_WriteReplay(AtomicFile *af, const char *path, const Replay *rec, char *err,
                             size_t cap);
/* --capture: an RGB picture written and finished. */
bool HeadlessOut_WritePng(AtomicFile *af, const char *path, int w, int h, const uint8_t *rgb,
                          char *err, size_t cap);
/* The result line's end: Lara's place, or null (then the line ends). */
void HeadlessOut_PrintLara(const Item *lara);
/* Every finished output renamed into place: before the result line is
 * printed, so that a closed stdout costs the line, never the files. */
bool HeadlessOut_Commit(AtomicFile *const *files, size_t n, char *err, size_t cap);
/* The result line delivered (stdout flushed); false with one line naming
 * the reason ("Broken pipe") otherwise. */
bool HeadlessOut_DeliverResult(char *err, size_t cap);

#endif
