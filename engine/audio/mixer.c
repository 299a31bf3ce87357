/* Integer software mixer; see mixer.h for the arithmetic. */
#include "engine/audio/mixer.h"

#include <string.h>

#define MIXER_BLOCK 512

void Mixer_Init(Mixer *m)
{
    memset(m, 0, sizeof *m);
}

static uint64_t Mixer_Step(uint32_t rate, uint32_t pitch)
{
    /* 32.32 advance per output frame = rate * pitch / 65536 / 44100.
     * rate <= 192000 (18 bits), pitch clamped to 20 bits: fits in 64 bits
     * after the << 16. */
    if (pitch > (1u << 20))
        pitch = 1u << 20;
    uint64_t step = (((uint64_t)rate * pitch) << 16) / MIXER_RATE;
    return step ? step : 1;
}

bool Mixer_Start(Mixer *m, int v, const MixerSample *sample, int32_t gain_l,
                 int32_t gain_r, uint32_t pitch, bool loop)
{
    if (v < 0 || v >= MIXER_VOICES)
        return false;
    MixerVoice *vo = &m->voices[v];
    memset(vo, 0, sizeof *vo);
    if (!sample || !sample->pcm || sample->frames == 0 || sample->rate == 0 ||
        sample->rate > 192000)
        return false;
    vo->pcm = sample->pcm;
    vo->frames = sample->frames;
    vo->pos = 0;
    vo->step = Mixer_Step(sample->rate, pitch);
    vo->loop = loop;
    Mixer_SetGain(m, v, gain_l, gain_r);
    return true;
}

void Mixer_SetGain(Mixer *m, int v, int32_t gain_l, int32_t gain_r)
{
    if (v < 0 || v >= MIXER_VOICES)
        return;
    m->voices[v].gain_l = CLAMP(gain_l, 0, MIXER_GAIN_UNITY);
    m->voices[v].gain_r = CLAMP(gain_r, 0, MIXER_GAIN_UNITY);
}

void Mixer_SetPitch(Mixer *m, int v, uint32_t rate, uint32_t pitch)
{
    if (v < 0 || v >= MIXER_VOICES || !m->voices[v].pcm || rate == 0 ||
        rate > 192000)
        return;
    m->voices[v].step = Mixer_Step(rate, pitch);
}

void Mixer_Stop(Mixer *m, int v)
{
    if (v >= 0 && v < MIXER_VOICES)
        memset(&m->voices[v], 0, sizeof m->voices[v]);
}

void Mixer_StopAll(Mixer *m)
{
    for (int v = 0; v < MIXER_VOICES; v++)
        Mixer_Stop(m, v);
}

bool Mixer_IsActive(const Mixer *m, int v)
{
    return v >= 0 && v < MIXER_VOICES && m->voices[v].pcm != NULL;
}

int Mixer_ActiveCount(const Mixer *m)
{
    int n = 0;
    for (int v = 0; v < MIXER_VOICES; v++)
        n += m->voices[v].pcm != NULL;
    return n;
}

/* Interpolated sample at 32.32 position pos whose next frame is s1. The
 * fraction is kept to 15 bits so (s1 - s0) * frac fits in int32. */
static inline int32_t Mixer_Lerp(int32_t s0, int32_t s1, uint64_t pos)
{
    int32_t frac = (int32_t)((pos >> 17) & 0x7FFF);
    return s0 + (((s1 - s0) * frac) >> 15);
}

static void Mixer_VoiceAccumulate(MixerVoice *vo, int32_t *acc,
                                  uint32_t frames)
{
    const int16_t *pcm = vo->pcm;
    const uint64_t n = vo->frames;
    const uint64_t step = vo->step;
    const int32_t gl = vo->gain_l, gr = vo->gain_r;
    uint64_t pos = vo->pos;
    uint32_t f = 0;

    while (f < frames) {
        uint64_t i = pos >> 32;
        if (i >= n) {
            if (!vo->loop) {
                vo->pcm = NULL; /* finished */
                return;
            }
            pos -= (i / n) * n << 32;
            continue;
        }
        if (i + 1 < n) {
            /* Fast run: every frame whose next neighbour is inside the
             * sample. Count = frames while pos < (n-1) << 32. */
            uint64_t limit = (n - 1) << 32;
            uint64_t run = (limit - pos + step - 1) / step;
            if (run > frames - f)
                run = frames - f;
            if (gl == 0 && gr == 0) {
                pos += run * step;
                f += (uint32_t)run;
                continue;
            }
            int32_t *a = acc + 2 * f;
            for (uint64_t k = 0; k < run; k++) {
                uint32_t ii = (uint32_t)(pos >> 32);
                int32_t s = Mixer_Lerp(pcm[ii], pcm[ii + 1], pos);
                a[0] += (s * gl) >> 15;
                a[1] += (s * gr) >> 15;
                a += 2;
                pos += step;
            }
            f += (uint32_t)run;
        } else {
            /* Last frame: the neighbour is the start (looping) or silence. */
            int32_t s1 = vo->loop ? pcm[0] : 0;
            int32_t s = Mixer_Lerp(pcm[i], s1, pos);
            acc[2 * f] += (s * gl) >> 15;
            acc[2 * f + 1] += (s * gr) >> 15;
            pos += step;
            f++;
        }
    }
    vo->pos = pos;
    if ((pos >> 32) >= n && !vo->loop)
        vo->pcm = NULL;
}

void Mixer_Accumulate(Mixer *m, int32_t *acc, uint32_t frames)
{
    for (int v = 0; v < MIXER_VOICES; v++) {
        MixerVoice *vo = &m->voices[v];
        if (vo->pcm)
            Mixer_VoiceAccumulate(vo, acc, frames);
        if (!vo->pcm)
            memset(vo, 0, sizeof *vo);
    }
}

void Mixer_Clip(const int32_t *acc, int16_t *out, uint32_t samples)
{
    for (uint32_t i = 0; i < samples; i++) {
        int32_t s = acc[i];
        out[i] = (int16_t)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
    }
}

void Mixer_Mix(Mixer *m, int16_t *out, uint32_t frames)
{
    while (frames > 0) {
        uint32_t n = frames < MIXER_BLOCK ? frames : MIXER_BLOCK;
        memset(m->accum, 0, sizeof(int32_t) * 2 * n);
        Mixer_Accumulate(m, m->accum, n);
        Mixer_Clip(m->accum, out, 2 * n);
        out += 2 * n;
        frames -= n;
    }
}
