/* The audio hand-off ring (see engine/platform.h). */
#include "engine/platform.h"

#include <stdlib.h>
#include <string.h>

bool Platform_AudioFifoInit(PlatformAudioFifo *f, uint32_t cap_frames)
{
    memset(f, 0, sizeof *f);
    if (cap_frames == 0 || cap_frames > (1u << 24))
        return false;
    f->buf = calloc((size_t)cap_frames * 2, sizeof *f->buf);
    if (!f->buf)
        return false;
    f->cap_frames = cap_frames;
    return true;
}

void Platform_AudioFifoFree(PlatformAudioFifo *f)
{
    free(f->buf);
    memset(f, 0, sizeof *f);
}

uint32_t Platform_AudioFifoCount(const PlatformAudioFifo *f) { return f->write - f->read; }

void Platform_AudioFifoPush(PlatformAudioFifo *f, const int16_t *in, int frames)
{
    uint32_t n;
    if (!f->buf || frames <= 0)
        return;
    n = (uint32_t)frames;
    if (n > f->cap_frames) {
        /* Only the newest cap_frames can be kept. */
        f->dropped += n - f->cap_frames;
        in += 2 * (size_t)(n - f->cap_frames);
        n = f->cap_frames;
    }
    if (Platform_AudioFifoCount(f) + n > f->cap_frames) {
        uint32_t over = Platform_AudioFifoCount(f) + n - f->cap_frames;
        f->read += over;
        f->dropped += over;
    }
    for (uint32_t i = 0; i < n; i++, f->write++) {
        uint32_t at = f->write % f->cap_frames;
        f->buf[2 * at] = in[2 * i];
        f->buf[2 * at + 1] = in[2 * i + 1];
    }
}

int Platform_AudioFifoPull(PlatformAudioFifo *f, int16_t *out, int frames)
{
    int i = 0;
    if (frames <= 0)
        return 0;
    for (; i < frames && f->buf && f->read != f->write; i++, f->read++) {
        uint32_t at = f->read % f->cap_frames;
        out[2 * i] = f->buf[2 * at];
        out[2 * i + 1] = f->buf[2 * at + 1];
    }
    memset(out + 2 * i, 0, (size_t)(frames - i) * 2 * sizeof *out);
    f->silent += (uint64_t)(frames - i);
    return i;
}

void Platform_AudioFifoCallback(void *fifo, int16_t *out, int frames)
{
    Platform_AudioFifoPull(fifo, out, frames);
}
