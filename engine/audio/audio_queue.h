/* Hand-off from the game thread to the audio device: the game mixes one
 * tick at a time (Audio_RunTick) and pushes the frames here; the platform's
 * pull callback (PlatformAudioPull, engine/platform.h) pops them on the audio
 * thread. The device therefore only copies finished buffers: what is heard is
 * exactly what --audio-out writes, and the device clock never changes the
 * mix. Single producer, single consumer, lock-free (C11 atomics).
 *
 *     AudioQueue q;  AudioQueue_Init(&q, 8192);
 *     Platform_AudioStart(p, PLATFORM_AUDIO_RATE, AudioQueue_Pull, &q, err, n);
 *     each tick:  Audio_RunTick(audio, buf); AudioQueue_Push(&q, buf, AUDIO_TICK_FRAMES);
 *
 * Underflow plays silence; a full queue drops the newest frames (the game is
 * running ahead of the device) and counts them. */
#ifndef TOMB8_ENGINE_AUDIO_AUDIO_QUEUE_H
#define TOMB8_ENGINE_AUDIO_AUDIO_QUEUE_H

#include "engine/core/common.h"

#include <stdatomic.h>

typedef struct {
    int16_t *buf;               /* cap_frames stereo frames */
    uint32_t cap_frames;
    _Atomic uint32_t head;      /* frames written (producer) */
    _Atomic uint32_t tail;      /* frames read (consumer) */
    _Atomic uint32_t dropped;   /* frames the producer could not queue */
    _Atomic uint32_t underruns; /* frames the consumer filled with silence */
} AudioQueue;

bool AudioQueue_Init(AudioQueue *q, uint32_t cap_frames);
void AudioQueue_Free(AudioQueue *q);
/* Producer. Returns the frames accepted. */
uint32_t AudioQueue_Push(AudioQueue *q, const int16_t *frames, uint32_t n);
/* Consumer; the signature of PlatformAudioPull (user = the AudioQueue). */
void AudioQueue_Pull(void *queue, int16_t *out, int frames);
uint32_t AudioQueue_Queued(AudioQueue *q);

#endif
