/* Integer software mixer; see mixer.h for the arithmetic. */
#include "engine/audio/mixer.h"

#include <string.h>

/* On x86-64 SSE2 is always there: the run loops, the interleave and the clip
 * use it (same integers as the scalar code, four frames at a time).
 * Elsewhere the scalar code does everything.
 *
 * Voices are summed into planar left and right blocks (m->sums) so
 * that four frames of one channel are one vector, then interleaved into the
 * caller's accumulator once per block. */
#if defined(__SSE2__)
#include <emmintrin.h>
#define MIXER_SIMD 1
#else
#define MIXER_SIMD 0
#endif

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

/* One frame of the fast run (the next neighbour is inside the sample). */
static inline uint64_t Mixer_RunFrame(const int16_t *pcm, uint64_t pos,
                                      uint64_t step, int32_t gl, int32_t gr,
                                      int32_t *l, int32_t *r)
{
    uint32_t i = (uint32_t)(pos >> 32);
    int32_t s = Mixer_Lerp(pcm[i], pcm[i + 1], pos);
    *l += (s * gl) >> 15;
    *r += (s * gr) >> 15;
    return pos + step;
}

#if MIXER_SIMD
/* SSE2 versions of the fast run, four frames at a time, giving exactly the
 * integers of Mixer_RunFrame:
 *  - the lerp: pcm[i] and pcm[i+1] come in with one 32-bit load as a word
 *    pair, and pmaddwd by (-frac, frac) gives (s1 - s0) * frac, which fits
 *    in int32 because frac <= 32767; then >> 15 and + s0;
 *  - s * gain >> 15: s lies within [s0, s1], so its int32 is its int16
 *    sign-extended and pmaddwd by the word pair (gain, 0) is s * gain.
 *    Unity gain (32768) does not fit a signed word: it is applied as
 *    s * 16384 >> 14, the same integer.
 * Every frame handed to them has its next neighbour inside the sample (the
 * caller's run), so no load goes past the end. */
typedef struct {
    __m128i l, r;          /* (gain, 0) word pairs */
    __m128i shift_l, shift_r;
} MixerGains;

static inline MixerGains Mixer_GainVectors(int32_t gl, int32_t gr)
{
    MixerGains g;
    g.l = _mm_set1_epi32(gl == MIXER_GAIN_UNITY ? gl >> 1 : gl);
    g.r = _mm_set1_epi32(gr == MIXER_GAIN_UNITY ? gr >> 1 : gr);
    g.shift_l = _mm_cvtsi32_si128(gl == MIXER_GAIN_UNITY ? 14 : 15);
    g.shift_r = _mm_cvtsi32_si128(gr == MIXER_GAIN_UNITY ? 14 : 15);
    return g;
}

/* Adds four frames to l[0..3] and the right channel's r = l + MIXER_BLOCK
 * (one pointer for both: the planar sums are adjacent): the low word of
 * each int32 of s is a frame's value. */
static inline void Mixer_Gain4(int32_t *l, __m128i s, const MixerGains *g)
{
    __m128i *lp = (__m128i *)(void *)l;
    __m128i *rp = (__m128i *)(void *)(l + MIXER_BLOCK);
    __m128i out_l = _mm_sra_epi32(_mm_madd_epi16(s, g->l), g->shift_l);
    __m128i out_r = _mm_sra_epi32(_mm_madd_epi16(s, g->r), g->shift_r);
    _mm_storeu_si128(lp, _mm_add_epi32(_mm_loadu_si128(lp), out_l));
    _mm_storeu_si128(rp, _mm_add_epi32(_mm_loadu_si128(rp), out_r));
}

/* Four lerps from four (s0, s1) word pairs and four (-frac, frac) weights. */
static inline __m128i Mixer_Lerp4(__m128i pairs, __m128i wts)
{
    const __m128i first = _mm_set1_epi32(1); /* word pair (1, 0): picks s0 */
    __m128i d = _mm_srai_epi32(_mm_madd_epi16(wts, pairs), 15);
    return _mm_add_epi32(_mm_madd_epi16(pairs, first), d);
}

/* Any step: four separate pair loads, fractions from the low 32 bits of
 * the four positions. Returns the advanced position. */
static uint64_t Mixer_RunAny(const int16_t *pcm, uint64_t pos, uint64_t step,
                             const MixerGains *g, int32_t *l, uint32_t quads)
{
    const __m128i low_word = _mm_set1_epi32(0xFFFF);
    const uint64_t step2 = step * 2, step3 = step * 3, step4 = step * 4;
    __m128i lo = _mm_setr_epi32((int32_t)(uint32_t)pos,
                                (int32_t)(uint32_t)(pos + step),
                                (int32_t)(uint32_t)(pos + step2),
                                (int32_t)(uint32_t)(pos + step3));
    const __m128i lo_step = _mm_set1_epi32((int32_t)(uint32_t)step4);

    for (uint32_t q = 0; q < quads; q++) {
        uint32_t w0, w1, w2, w3;
        memcpy(&w0, pcm + (pos >> 32), 4);
        memcpy(&w1, pcm + ((pos + step) >> 32), 4);
        memcpy(&w2, pcm + ((pos + step2) >> 32), 4);
        memcpy(&w3, pcm + ((pos + step3) >> 32), 4);
        pos += step4;
        __m128i pairs = _mm_unpacklo_epi64(
            _mm_unpacklo_epi32(_mm_cvtsi32_si128((int32_t)w0),
                               _mm_cvtsi32_si128((int32_t)w1)),
            _mm_unpacklo_epi32(_mm_cvtsi32_si128((int32_t)w2),
                               _mm_cvtsi32_si128((int32_t)w3)));
        /* Word pair (-frac, frac): the high word of each position is
         * frac << 1 (plus bit 16); copy it to both words, >> 1, then negate
         * the low word as (x ^ 0xFFFF) - 0xFFFF. */
        __m128i wts = _mm_shufflehi_epi16(_mm_shufflelo_epi16(lo, 0xF5), 0xF5);
        wts = _mm_sub_epi16(_mm_xor_si128(_mm_srli_epi16(wts, 1), low_word),
                            low_word);
        lo = _mm_add_epi32(lo, lo_step);
        Mixer_Gain4(l, Mixer_Lerp4(pairs, wts), g);
        l += 4;
    }
    return pos;
}

/* Step exactly 1 with fraction 0 (a 44.1 kHz sample at its own pitch):
 * no interpolation, four consecutive samples per load. */
static void Mixer_RunUnit(const int16_t *p, const MixerGains *g, int32_t *l,
                          uint32_t quads)
{
    for (uint32_t q = 0; q < quads; q++) {
        __m128i x = _mm_loadl_epi64((const __m128i *)(const void *)p);
        Mixer_Gain4(l, _mm_unpacklo_epi16(x, x), g);
        p += 4;
        l += 4;
    }
}

/* Step exactly 1/2 (22.05 kHz at its own pitch, as every TR1 sample), the
 * first frame at fraction 0: frames (i, 0) (i, 1/2) (i+1, 0) (i+1, 1/2). */
static void Mixer_RunHalf(const int16_t *p, const MixerGains *g, int32_t *l,
                          uint32_t quads)
{
    const __m128i wts = _mm_setr_epi16(0, 0, -16384, 16384, 0, 0, -16384, 16384);
    for (uint32_t q = 0; q < quads; q++) {
        uint32_t w0, w1;
        memcpy(&w0, p, 4);
        memcpy(&w1, p + 1, 4);
        __m128i pairs = _mm_shuffle_epi32(
            _mm_unpacklo_epi32(_mm_cvtsi32_si128((int32_t)w0),
                               _mm_cvtsi32_si128((int32_t)w1)),
            0x50);
        Mixer_Gain4(l, Mixer_Lerp4(pairs, wts), g);
        p += 2;
        l += 4;
    }
}

/* Step exactly 1/4 (11.025 kHz at its own pitch), the first frame at
 * fraction 0: the four frames share one pair. */
static void Mixer_RunQuarter(const int16_t *p, const MixerGains *g, int32_t *l,
                          uint32_t quads)
{
    const __m128i wts = _mm_setr_epi16(0, 0, -8192, 8192, -16384, 16384,
                                       -24576, 24576);
    for (uint32_t q = 0; q < quads; q++) {
        uint32_t w0;
        memcpy(&w0, p, 4);
        __m128i pairs = _mm_shuffle_epi32(_mm_cvtsi32_si128((int32_t)w0), 0);
        Mixer_Gain4(l, Mixer_Lerp4(pairs, wts), g);
        p += 1;
        l += 4;
    }
}

/* Mixes a prefix of a fast run of `run` frames starting at *pos (into l and
 * l + MIXER_BLOCK) and returns
 * how many frames it did (the caller finishes the rest one by one). The
 * steps of 44.1, 22.05 and 11.025 kHz samples played at their own pitch
 * are exact binary fractions: once the position sits on a whole source
 * frame (at most three single frames get it there) the fractions repeat
 * every four frames and the cheaper loops above apply. */
static uint64_t Mixer_RunSimd(const int16_t *pcm, uint64_t *pos, uint64_t step,
                              int32_t gl, int32_t gr, int32_t *l, uint64_t run)
{
    const MixerGains g = Mixer_GainVectors(gl, gr);
    uint64_t p = *pos, done = 0;
    uint32_t frac = (uint32_t)p >> 17; /* the 15 bits the lerp uses */
    int shift = step == 1ull << 32 ? 0 : step == 1ull << 31 ? 1
              : step == 1ull << 30 ? 2 : -1;
    if (shift >= 0 && (frac & ((0x8000u >> shift) - 1)) == 0) {
        /* The fraction moves by 0x8000 >> shift per frame; frames until it
         * wraps to 0: */
        uint64_t lead = frac ? (uint64_t)((0x8000u - frac) >> (15 - shift)) : 0;
        for (; done < lead && done < run; done++, l++)
            p = Mixer_RunFrame(pcm, p, step, gl, gr, l, l + MIXER_BLOCK);
        uint32_t quads = (uint32_t)((run - done) >> 2);
        const int16_t *src = pcm + (p >> 32);
        if (shift == 0)
            Mixer_RunUnit(src, &g, l, quads);
        else if (shift == 1)
            Mixer_RunHalf(src, &g, l, quads);
        else
            Mixer_RunQuarter(src, &g, l, quads);
        p += (uint64_t)quads * 4 * step;
        done += (uint64_t)quads * 4;
    } else {
        uint32_t quads = (uint32_t)(run >> 2);
        p = Mixer_RunAny(pcm, p, step, &g, l, quads);
        done = (uint64_t)quads * 4;
    }
    *pos = p;
    return done;
}
#endif

/* Adds `frames` frames of one voice to the planar sums: left in l[], right
 * in r[] = l[MIXER_BLOCK + ...]. */
static void Mixer_VoiceAccumulate(MixerVoice *vo, int32_t *l, uint32_t frames)
{
    int32_t *r = l + MIXER_BLOCK;
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
            uint64_t k = 0;
#if MIXER_SIMD
            k = Mixer_RunSimd(pcm, &pos, step, gl, gr, l + f, run);
#endif
            for (; k < run; k++)
                pos = Mixer_RunFrame(pcm, pos, step, gl, gr, l + f + k,
                                     r + f + k);
            f += (uint32_t)run;
        } else {
            /* Last frame: the neighbour is the start (looping) or silence. */
            int32_t s1 = vo->loop ? pcm[0] : 0;
            int32_t s = Mixer_Lerp(pcm[i], s1, pos);
            l[f] += (s * gl) >> 15;
            r[f] += (s * gr) >> 15;
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
    while (frames > 0) {
        uint32_t n = frames < MIXER_BLOCK ? frames : MIXER_BLOCK;
        bool any = false;
        for (int v = 0; v < MIXER_VOICES; v++) {
            MixerVoice *vo = &m->voices[v];
            if (vo->pcm) {
                if (!any) {
                    memset(m->sums[0], 0, sizeof(int32_t) * n);
                    memset(m->sums[1], 0, sizeof(int32_t) * n);
                    any = true;
                }
                Mixer_VoiceAccumulate(vo, m->sums[0], n);
            }
            if (!vo->pcm)
                memset(vo, 0, sizeof *vo);
        }
        /* Interleave the block into acc (nothing to add when all idle). */
        const int32_t *sl = m->sums[0], *sr = m->sums[1];
        uint32_t f = 0;
        if (any) {
#if MIXER_SIMD
            for (; f + 4 <= n; f += 4) {
                __m128i l = _mm_loadu_si128((const __m128i *)(const void *)(sl + f));
                __m128i r = _mm_loadu_si128((const __m128i *)(const void *)(sr + f));
                __m128i *ap = (__m128i *)(void *)(acc + 2 * f);
                __m128i lr0 = _mm_unpacklo_epi32(l, r), lr1 = _mm_unpackhi_epi32(l, r);
                _mm_storeu_si128(ap, _mm_add_epi32(_mm_loadu_si128(ap), lr0));
                _mm_storeu_si128(ap + 1, _mm_add_epi32(_mm_loadu_si128(ap + 1), lr1));
            }
#endif
            for (; f < n; f++) {
                acc[2 * f] += sl[f];
                acc[2 * f + 1] += sr[f];
            }
        }
        acc += 2 * n;
        frames -= n;
    }
}

void Mixer_Clip(const int32_t *acc, int16_t *out, uint32_t samples)
{
    uint32_t i = 0;
#if MIXER_SIMD
    /* packssdw saturates to [-32768, 32767]: the same clip. */
    for (; i + 8 <= samples; i += 8) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(acc + i));
        __m128i y = _mm_loadu_si128((const __m128i *)(const void *)(acc + i + 4));
        _mm_storeu_si128((__m128i *)(void *)(out + i), _mm_packs_epi32(x, y));
    }
#endif
    for (; i < samples; i++) {
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
