/* The software mixer: a fixed set of voices, each playing a mono s16 sample
 * at its own rate and pitch with a left and right gain, summed with integer
 * arithmetic into interleaved s16 stereo at 44.1 kHz with clipping.
 *
 * It knows nothing about the game (no positions, no sound ids): the sound
 * layer (audio.h) decides what plays, where and how loud, and sets gains.
 * Everything is integer and driven by the caller's frame counts, so the same
 * calls produce the same PCM on every machine. */
#ifndef TOMB8_ENGINE_AUDIO_MIXER_H
#define TOMB8_ENGINE_AUDIO_MIXER_H

#include "engine/core/common.h"

#define MIXER_RATE 44100
#define MIXER_VOICES 32
#define MIXER_GAIN_UNITY 32768   /* gains are Q15: 32768 = 1.0 */
#define MIXER_PITCH_UNITY 65536  /* pitch is Q16: 65536 = the sample's rate */

/* A sample the mixer can play. The PCM is borrowed: it must outlive every
 * voice playing it (the sample bank owns it for the level's lifetime). */
typedef struct {
    const int16_t *pcm;     /* mono */
    uint32_t frames;
    uint32_t rate;          /* Hz, 1..192000 */
} MixerSample;

typedef struct {
    const int16_t *pcm;     /* NULL = voice idle */
    uint32_t frames;
    uint64_t pos;           /* 32.32 fixed position in sample frames */
    uint64_t step;          /* 32.32 fixed advance per output frame */
    int32_t gain_l, gain_r; /* Q15, 0..MIXER_GAIN_UNITY */
    bool loop;
} MixerVoice;

#define MIXER_BLOCK 512 /* frames mixed per pass */

typedef struct {
    MixerVoice voices[MIXER_VOICES];
    int32_t accum[2 * MIXER_BLOCK]; /* scratch: one block of stereo sums */
    int32_t sums[2][MIXER_BLOCK];   /* scratch: the voices' sums, left
                                     * then right (planar) */
} Mixer;

void Mixer_Init(Mixer *m);

/* Starts `sample` on voice v (replacing whatever it played). pitch is Q16
 * relative to the sample's own rate. Silent/empty samples leave the voice
 * idle and return false. */
bool Mixer_Start(Mixer *m, int v, const MixerSample *sample, int32_t gain_l,
                 int32_t gain_r, uint32_t pitch, bool loop);
void Mixer_SetGain(Mixer *m, int v, int32_t gain_l, int32_t gain_r);
void Mixer_SetPitch(Mixer *m, int v, uint32_t rate, uint32_t pitch);
void Mixer_Stop(Mixer *m, int v);
void Mixer_StopAll(Mixer *m);
bool Mixer_IsActive(const Mixer *m, int v);
int Mixer_ActiveCount(const Mixer *m);

/* Sums every active voice into `acc` (interleaved stereo int32, `frames`
 * frames), advancing the voices. Does not clear acc. Resampling is linear
 * interpolation between neighbouring frames:
 *   s = s[i] + ((s[i+1] - s[i]) * frac16 >> 16)   (s[i+1] = 0 past the end,
 *                                                 or s[0] when looping)
 *   out += s * gain >> 15                          (per channel) */
void Mixer_Accumulate(Mixer *m, int32_t *acc, uint32_t frames);

/* acc -> s16 with clipping to [-32768, 32767]. */
void Mixer_Clip(const int32_t *acc, int16_t *out, uint32_t samples);

/* Convenience: clear, accumulate, clip into interleaved s16 stereo. */
void Mixer_Mix(Mixer *m, int16_t *out, uint32_t frames);

#endif
