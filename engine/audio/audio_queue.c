/* SPSC ring of stereo frames; see audio_queue.h. Indices are free-running
 * frame counters (wrapping uint32), the buffer position is index % cap
 * (cap rounded up to a power of two). */
#include "engine/audio/audio_queue.h"

#include <stdlib.h>
#include <string.h>

bool AudioQueue_Init(AudioQueue *q, uint32_t cap_frames)
{
    memset(q, 0, sizeof *q);
    if (cap_frames == 0 || cap_frames > (1u << 24))
        return false;
    /* A power of two keeps index % cap continuous when the counters wrap. */
    uint32_t cap = 1;
    while (cap < cap_frames)
        cap <<= 1;
    cap_frames = cap;
    q->buf = calloc((size_t)cap_frames * 2, sizeof(int16_t));
    if (!q->buf)
        return false;
    q->cap_frames = cap_frames;
    atomic_init(&q->head, 0);
    atomic_init(&q->tail, 0);
    atomic_init(&q->dropped, 0);
    atomic_init(&q->underruns, 0);
    return true;
}

void AudioQueue_Free(AudioQueue *q)
{
    free(q->buf);
    q->buf = NULL;
    q->cap_frames = 0;
}

uint32_t AudioQueue_Queued(AudioQueue *q)
{
    return atomic_load_explicit(&q->head, memory_order_acquire) -
           atomic_load_explicit(&q->tail, memory_order_acquire);
}

uint32_t AudioQueue_Push(AudioQueue *q, const int16_t *frames, uint32_t n)
{
    if (!q->buf)
        return 0;
    uint32_t head = atomic_load_explicit(&q->head, memory_order_relaxed);
    uint32_t tail = atomic_load_explicit(&q->tail, memory_order_acquire);
    uint32_t space = q->cap_frames - (head - tail);
    uint32_t take = MIN(n, space);
    for (uint32_t done = 0; done < take;) {
        uint32_t at = (head + done) % q->cap_frames;
        uint32_t run = MIN(take - done, q->cap_frames - at);
        memcpy(q->buf + 2 * at, frames + 2 * done, sizeof(int16_t) * 2 * run);
        done += run;
    }
    atomic_store_explicit(&q->head, head + take, memory_order_release);
    if (take < n)
        atomic_fetch_add_explicit(&q->dropped, n - take, memory_order_relaxed);
    return take;
}

void AudioQueue_Pull(void *queue, int16_t *out, int frames)
{
    AudioQueue *q = queue;
    uint32_t want = frames > 0 ? (uint32_t)frames : 0;
    uint32_t got = 0;
    if (q->buf) {
        uint32_t tail = atomic_load_explicit(&q->tail, memory_order_relaxed);
        uint32_t head = atomic_load_explicit(&q->head, memory_order_acquire);
        got = MIN(want, head - tail);
        for (uint32_t done = 0; done < got;) {
            uint32_t at = (tail + done) % q->cap_frames;
            uint32_t run = MIN(got - done, q->cap_frames - at);
            memcpy(out + 2 * done, q->buf + 2 * at, sizeof(int16_t) * 2 * run);
            done += run;
        }
        atomic_store_explicit(&q->tail, tail + got, memory_order_release);
    }
    if (got < want) {
        memset(out + 2 * got, 0, sizeof(int16_t) * 2 * (want - got));
        atomic_fetch_add_explicit(&q->underruns, want - got, memory_order_relaxed);
    }
}
