/* The outputs of a headless run (see headless_out.h). */
#include "game/app/headless_out.h"

#include "engine/render/png.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool HeadlessOut_OpenTrace(AtomicFile *af, const char *path, const char *header, char *err,
                           size_t cap)
{
    if (!AtomicFile_Open(af, path, err, cap))
        return false;
    fputs(header, af->f);
    fputc('\n', af->f);
    return true;
}

bool HeadlessOut_TracesOk(const AtomicFile *trace, const AtomicFile *items, const Options *o,
                          char *err, size_t cap)
{
    if (!(trace->f && ferror(trace->f)) && !(items->f && ferror(items->f)))
        return true;
    int e = errno;
    snprintf(err, cap, "error: %s: write failed%s%s",
             trace->f && ferror(trace->f) ? o->trace_path : o->trace_items_path, e ? ": " : "",
             e ? strerror(e) : "");
    return false;
}

bool HeadlessOut_FinishTraces(AtomicFile *trace, AtomicFile *items, const Options *o, char *err,
                              size_t cap)
{
    return (!o->trace_path || AtomicFile_Finish(trace, err, cap)) &&
           (!o->trace_items_path || AtomicFile_Finish(items, err, cap));
}

bool HeadlessOut_WriteBytes(AtomicFile *af, const char *path, const uint8_t *bytes, size_t size,
                            char *err, size_t cap)
{
    /* AtomicFile_Write: a failure says why ("No space left on device"). */
    return AtomicFile_Open(af, path, err, cap) && AtomicFile_Write(af, bytes, size, err, cap) &&
           AtomicFile_Finish(af, err, cap);
}

bool HeadlessOut_WriteReplay(AtomicFile *af, const char *path, const Replay *rec, char *err,
                             size_t cap)
{
    uint8_t *bytes;
    size_t size;
    if (!Replay_Serialize(rec, &bytes, &size)) {
        snprintf(err, cap, "error: --record: out of memory");
        return false;
    }
    bool ok = HeadlessOut_WriteBytes(af, path, bytes, size, err, cap);
    free(bytes);
    return ok;
}

bool HeadlessOut_WritePng(AtomicFile *af, const char *path, int w, int h, const uint8_t *rgb,
                          char *err, size_t cap)
{
    if (!AtomicFile_Open(af, path, err, cap))
        return false;
    if (!Png_WriteRGBTo(af->f, w, h, rgb)) {
        snprintf(err, cap, "error: %s: cannot encode PNG", path);
        return false;
    }
    return AtomicFile_Finish(af, err, cap);
}

void HeadlessOut_PrintLara(const Item *l)
{
    if (l)
        printf("{\"x\":%d,\"y\":%d,\"z\":%d,\"room\":%d,\"anim\":%d,\"frame\":%d}}\n", l->pos.x,
               l->pos.y, l->pos.z, l->room, l->anim, l->frame);
    else
        printf("null}\n");
}

bool HeadlessOut_Commit(AtomicFile *const *files, size_t n, char *err, size_t cap)
{
    for (size_t i = 0; i < n; i++)
        if (files[i]->finished && !AtomicFile_Commit(files[i], err, cap))
            return false;
    return true;
}

bool HeadlessOut_DeliverResult(char *err, size_t cap)
{
    /* The result line comes last, once the outputs are in place: a reader
     * gone away (`| true`) loses the line, never the files. SIGPIPE is
     * ignored (App_Main), so that is a failed write: one line, exit 2. */
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        snprintf(err, cap, "error: stdout: cannot write the result line: %s",
                 strerror(errno ? errno : EIO));
        return false;
    }
    return true;
}

void HeadlessOut_Abort(HeadlessFiles *f)
{
    AtomicFile_Abort(&f->trace);
    AtomicFile_Abort(&f->trace_items);
    AtomicFile_Abort(&f->record);
    AtomicFile_Abort(&f->capture);
    AtomicFile_Abort(&f->wav_done);
    WavWriter_Abort(f->wav);
    f->wav = NULL;
    Replay_Free(&f->rec);
}

bool HeadlessOut_FinishStreams(HeadlessFiles *f, const Options *o, char *err, size_t cap)
{
    if (!HeadlessOut_FinishTraces(&f->trace, &f->trace_items, o, err, cap))
        return false;
    if (f->wav) {
        bool ok = WavWriter_Finish(f->wav, &f->wav_done, err, cap);
        f->wav = NULL;
        if (!ok)
            return false;
    }
    return !o->record_path || HeadlessOut_WriteReplay(&f->record, o->record_path, &f->rec, err, cap);
}
