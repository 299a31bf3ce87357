/* Sound: sample bank against the shared levels, mixer arithmetic, the
 * positional rules, WAV capture determinism, bad input. */
#include "tests/test.h"

#include "engine/audio/audio.h"
#include "engine/audio/audio_queue.h"
#include "engine/audio/wav_writer.h"
#include "engine/core/log.h"
#include "engine/sim/prng.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers ----------------------------------------------------------------- */

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

static uint16_t rd16(const uint8_t *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}

static void wr32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

static void wr16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}

/* Independent RIFF walk: frames = data bytes / block align, plus the rate.
 * Returns false when the header is not a plain PCM WAVE. */
static bool parse_wave(const uint8_t *p, size_t avail, uint32_t *frames,
                       uint32_t *rate, uint16_t *channels)
{
    if (avail < 12 || memcmp(p, "RIFF", 4) || memcmp(p + 8, "WAVE", 4))
        return false;
    size_t end = MIN((size_t)rd32(p + 4) + 8, avail), off = 12;
    uint16_t align = 0;
    bool have_fmt = false;
    while (off + 8 <= end) {
        uint32_t len = rd32(p + off + 4);
        if (!memcmp(p + off, "fmt ", 4) && len >= 16 && off + 8 + 16 <= end) {
            *channels = rd16(p + off + 8 + 2);
            *rate = rd32(p + off + 8 + 4);
            align = rd16(p + off + 8 + 12);
            have_fmt = true;
        } else if (!memcmp(p + off, "data", 4) && have_fmt && align) {
            *frames = len / align;
            return true;
        }
        off += 8 + (size_t)len + (len & 1);
    }
    return false;
}

/* A 16-bit mono PCM WAVE file in memory. */
static uint8_t *make_wave(const int16_t *pcm, uint32_t frames, uint32_t rate,
                          size_t *size)
{
    size_t n = 44 + (size_t)frames * 2;
    uint8_t *w = calloc(1, n);
    memcpy(w, "RIFF", 4);
    wr32(w + 4, (uint32_t)n - 8);
    memcpy(w + 8, "WAVEfmt ", 8);
    wr32(w + 16, 16);
    wr16(w + 20, 1);
    wr16(w + 22, 1);
    wr32(w + 24, rate);
    wr32(w + 28, rate * 2);
    wr16(w + 32, 2);
    wr16(w + 34, 16);
    memcpy(w + 36, "data", 4);
    wr32(w + 40, frames * 2);
    for (uint32_t i = 0; i < frames; i++)
        wr16(w + 44 + 2 * i, (uint16_t)pcm[i]);
    *size = n;
    return w;
}

/* A purpose-built TR1 level with only sound data: sound id k -> detail k ->
 * sample k (one variant each), all embedded WAVEs of a constant tone. */
typedef struct {
    Level lv;
    SoundDetail details[8];
    uint32_t indices[8];
    uint8_t *block;
} SoundLevel;

static void sound_level_init(SoundLevel *s, const uint16_t *characteristics,
                             int n)
{
    memset(s, 0, sizeof *s);
    s->lv.game = GAME_TR1;
    strcpy(s->lv.name, "synthetic");
    s->lv.num_sound_map = 256;
    for (int i = 0; i < 256; i++)
        s->lv.sound_map[i] = -1;
    /* 4410 frames (0.1 s) of constant 10000 at 44.1 kHz. */
    int16_t tone[4410];
    for (int i = 0; i < 4410; i++)
        tone[i] = 10000;
    size_t wsize;
    uint8_t *wave = make_wave(tone, 4410, 44100, &wsize);
    s->block = malloc(wsize * (size_t)n);
    for (int i = 0; i < n; i++) {
        memcpy(s->block + wsize * (size_t)i, wave, wsize);
        s->indices[i] = (uint32_t)(wsize * (size_t)i);
        s->lv.sound_map[i] = (int16_t)i;
        s->details[i].sample = (uint16_t)i;
        s->details[i].volume = 0x7FFF;
        s->details[i].characteristics = characteristics[i];
    }
    free(wave);
    s->lv.num_sound_details = (uint32_t)n;
    s->lv.sound_details = s->details;
    s->lv.num_sample_indices = (uint32_t)n;
    s->lv.sample_indices = s->indices;
    s->lv.samples = s->block;
    s->lv.num_sample_bytes = (uint32_t)(wsize * (size_t)n);
}

static void energy(const int16_t *pcm, uint32_t frames, int64_t *l, int64_t *r)
{
    *l = *r = 0;
    for (uint32_t i = 0; i < frames; i++) {
        *l += (int64_t)pcm[2 * i] * pcm[2 * i];
        *r += (int64_t)pcm[2 * i + 1] * pcm[2 * i + 1];
    }
}

/* ---- sample bank on the shared levels -------------------------------------- */

TEST(audio_every_shared_sample_decodes)
{
    static const char *const levels[] = {
        "tr1/LEVEL1.PHD", "tr1/CUT1.PHD", "tr1/RANDO_TEST1.PHD",
        "tr2/RANDO_TEST1.TR2", "tr3/RANDO_TEST1.TR2",
    };
    int tested = 0, tr1_samples = 0;
    for (size_t k = 0; k < COUNT_OF(levels); k++) {
        const char *path = Test_SharedPath(levels[k]);
        if (!path)
            continue;
        Level lv;
        char err[256];
        CHECK_MSG(Level_Load(path, &lv, err, sizeof err), "%s", err);
        SampleBank bank;
        CHECK(SampleBank_Build(&bank, &lv));
        CHECK_EQ(bank.count, lv.num_sample_indices);
        CHECK_EQ(bank.num_bad, 0);
        bool has_data = lv.game == GAME_TR1 ? lv.samples != NULL
                                            : lv.sfx_data != NULL;
        if (!has_data) {
            /* No MAIN.SFX: every entry silent, nothing else changes. */
            CHECK_EQ(bank.num_missing, bank.count);
            for (uint32_t i = 0; i < bank.count; i++)
                CHECK(SampleBank_Get(&bank, i).pcm == NULL);
        }
        for (uint32_t i = 0; has_data && i < bank.count; i++) {
            const uint8_t *p;
            size_t avail;
            if (lv.game == GAME_TR1) {
                CHECK(lv.sample_indices[i] < lv.num_sample_bytes);
                p = lv.samples + lv.sample_indices[i];
                avail = lv.num_sample_bytes - lv.sample_indices[i];
            } else {
                CHECK(SampleBank_WaveSpan(&lv, i, &p, &avail));
            }
            uint32_t frames = 0, rate = 0;
            uint16_t ch = 0;
            CHECK_MSG(parse_wave(p, avail, &frames, &rate, &ch),
                      "%s sample %u: header", levels[k], i);
            const BankSample *s = &bank.samples[i];
            CHECK_MSG(s->pcm != NULL, "%s sample %u silent", levels[k], i);
            CHECK_MSG(s->frames == frames, "%s sample %u: %u frames, header %u",
                      levels[k], i, s->frames, frames);
            CHECK_EQ(s->rate, rate);
            CHECK_EQ(s->src_channels, ch);
            tr1_samples += lv.game == GAME_TR1;
        }
        SampleBank_Free(&bank);
        Level_Free(&lv);
        tested++;
    }
    if (!tested)
        SKIP("no shared levels");
    if (Test_SharedPath("tr1/LEVEL1.PHD"))
        CHECK(tr1_samples >= 84);
}

/* ---- mixer arithmetic --------------------------------------------------------- */

/* Expected output from first principles: voice k started at output frame
 * t0 plays source position (t - t0) * rate / 44100; with rates 44100 and
 * 22050 that is exact: integer index, fraction 0 or one half (16384/32768). */
typedef struct {
    const int16_t *pcm;
    uint32_t frames, rate, t0;
    int32_t gl, gr;
} ToneEvent;

TEST(audio_mixer_golden_tones)
{
    int16_t a[100], b[50];
    for (int i = 0; i < 100; i++)
        a[i] = (int16_t)((i * 677) % 20000 - 10000);
    for (int i = 0; i < 50; i++)
        b[i] = (int16_t)(i % 2 ? 25000 : -7001);
    ToneEvent ev[3] = {
        { a, 100, 44100, 0, 32768, 16384 },
        { b, 50, 22050, 30, 20000, 30001 },
        { a, 100, 44100, 60, 32768, 32768 }, /* drives the right side to clip */
    };
    Mixer m;
    Mixer_Init(&m);
    int16_t out[2 * 200];
    /* Script: start each event at its t0, mixing in between. */
    uint32_t t = 0;
    for (int k = 0; k < 3; k++) {
        if (ev[k].t0 > t) {
            Mixer_Mix(&m, out + 2 * t, ev[k].t0 - t);
            t = ev[k].t0;
        }
        MixerSample s = { ev[k].pcm, ev[k].frames, ev[k].rate };
        CHECK(Mixer_Start(&m, k * 7, &s, ev[k].gl, ev[k].gr, MIXER_PITCH_UNITY,
                          false));
    }
    Mixer_Mix(&m, out + 2 * t, 200 - t);

    for (uint32_t f = 0; f < 200; f++) {
        int32_t l = 0, r = 0;
        for (int k = 0; k < 3; k++) {
            const ToneEvent *e = &ev[k];
            if (f < e->t0)
                continue;
            uint32_t dt = f - e->t0;
            int32_t s;
            if (e->rate == 44100) {
                if (dt >= e->frames)
                    continue;
                s = e->pcm[dt];
            } else {
                uint32_t i = dt / 2;
                if (i >= e->frames)
                    continue;
                int32_t s0 = e->pcm[i];
                int32_t s1 = i + 1 < e->frames ? e->pcm[i + 1] : 0;
                /* half way: s0 + floor((s1 - s0) / 2) */
                s = dt % 2 ? s0 + (((s1 - s0) * 16384) >> 15) : s0;
            }
            l += (s * e->gl) >> 15;
            r += (s * e->gr) >> 15;
        }
        l = CLAMP(l, -32768, 32767);
        r = CLAMP(r, -32768, 32767);
        CHECK_MSG(out[2 * f] == l && out[2 * f + 1] == r,
                  "frame %u: got %d,%d expected %d,%d", f, out[2 * f],
                  out[2 * f + 1], l, r);
    }
    /* The script really exercised clipping and the end of samples. */
    bool clipped = false;
    for (uint32_t f = 0; f < 200; f++)
        clipped |= out[2 * f + 1] == 32767 || out[2 * f + 1] == -32768;
    CHECK(clipped);
    CHECK_EQ(Mixer_ActiveCount(&m), 0); /* all ended within 200 frames */
    CHECK_EQ(out[2 * 199], 0);
}

TEST(audio_mixer_loop_wraps_and_pitch_steps)
{
    int16_t a[10];
    for (int i = 0; i < 10; i++)
        a[i] = (int16_t)(i * 1000);
    Mixer m;
    Mixer_Init(&m);
    MixerSample s = { a, 10, 44100 };
    /* Loop at double pitch: source frame 2f mod 10, exact positions. */
    CHECK(Mixer_Start(&m, 3, &s, MIXER_GAIN_UNITY, MIXER_GAIN_UNITY,
                      2 * MIXER_PITCH_UNITY, true));
    int16_t out[2 * 25];
    Mixer_Mix(&m, out, 25);
    for (int f = 0; f < 25; f++)
        CHECK_EQ(out[2 * f], a[(2 * f) % 10]);
    CHECK(Mixer_IsActive(&m, 3));
    Mixer_Stop(&m, 3);
    CHECK_EQ(Mixer_ActiveCount(&m), 0);
    /* Empty sample: nothing starts. */
    MixerSample e = { a, 0, 44100 };
    CHECK(!Mixer_Start(&m, 0, &e, 1, 1, MIXER_PITCH_UNITY, false));
}

/* The mixer's fast paths (SIMD runs, block-wise end and loop handling) give
 * exactly the per-frame arithmetic documented in mixer.h, written out here
 * one frame at a time: random samples with full-scale jumps, assorted rates,
 * pitches, gains (0 and unity included), looping and one-shot, lengths from
 * one frame up, mixed in uneven chunks. Compared before clipping. */
typedef struct {
    const int16_t *pcm;
    uint32_t frames;
    uint64_t pos, step;
    int32_t gl, gr;
    bool loop, done;
} RefVoice;

static uint32_t mixref_rand(uint32_t *x)
{
    *x = *x * 1664525u + 1013904223u;
    return *x >> 8;
}

TEST(audio_mixer_matches_per_frame_reference)
{
    enum { LEN = 4000, TOTAL = 6000 };
    static int16_t pcm[MIXER_VOICES][LEN];
    static int32_t got[2 * TOTAL], want[2 * TOTAL];
    static const uint32_t rates[] = { 8000, 11025, 22050, 44100, 48000, 96000, 32000 };
    uint32_t x = 77;
    for (int round = 0; round < 4; round++) {
        Mixer m;
        Mixer_Init(&m);
        RefVoice ref[MIXER_VOICES];
        memset(ref, 0, sizeof ref);
        for (int v = 0; v < MIXER_VOICES; v++) {
            for (int i = 0; i < LEN; i++) {
                uint32_t r = mixref_rand(&x);
                /* a quarter of the frames at full scale, either sign */
                pcm[v][i] = (int16_t)(r % 4 == 0 ? (r & 16 ? 32767 : -32768)
                                                 : (int32_t)(r >> 4 & 0xFFFF) - 32768);
            }
            uint32_t frames = v < 4 ? (uint32_t)v + 1 : 1 + mixref_rand(&x) % LEN;
            uint32_t rate = v % 5 == 0 ? 1000 + mixref_rand(&x) % 190000
                                       : rates[mixref_rand(&x) % 7];
            uint32_t pitch = v % 3 == 0 ? MIXER_PITCH_UNITY
                                        : 8192 + mixref_rand(&x) % (4 * MIXER_PITCH_UNITY);
            int32_t gl = (int32_t)(mixref_rand(&x) % (MIXER_GAIN_UNITY + 1));
            int32_t gr = (int32_t)(mixref_rand(&x) % (MIXER_GAIN_UNITY + 1));
            if (v % 7 == 1)
                gl = MIXER_GAIN_UNITY;
            if (v % 11 == 2)
                gr = 0;
            bool loop = mixref_rand(&x) % 2;
            MixerSample s = { pcm[v], frames, rate };
            CHECK(Mixer_Start(&m, v, &s, gl, gr, pitch, loop));
            ref[v] = (RefVoice){ pcm[v], frames, 0,
                                 (((uint64_t)rate * pitch) << 16) / MIXER_RATE, gl, gr,
                                 loop, false };
        }
        memset(got, 0, sizeof got);
        memset(want, 0, sizeof want);
        /* Half way, a pitch change: to the exact steps 1, 1/2, 1/4 (in
         * whatever phase the position is) or to a random one. */
        uint32_t change_at = 0;
        uint64_t new_step[MIXER_VOICES];
        for (uint32_t f = 0; f < TOTAL;) {
            uint32_t n = 1 + mixref_rand(&x) % 700;
            if (n > TOTAL - f)
                n = TOTAL - f;
            Mixer_Accumulate(&m, got + 2 * f, n);
            f += n;
            if (!change_at && f >= TOTAL / 2) {
                change_at = f;
                for (int v = 0; v < MIXER_VOICES; v++) {
                    uint32_t rate = v % 2 ? 44100u >> (v / 2 % 3)
                                          : 1000 + mixref_rand(&x) % 90000;
                    uint32_t pitch = v % 2 ? MIXER_PITCH_UNITY
                                           : 8192 + mixref_rand(&x) % (2 * MIXER_PITCH_UNITY);
                    Mixer_SetPitch(&m, v, rate, pitch);
                    new_step[v] = (((uint64_t)rate * pitch) << 16) / MIXER_RATE;
                }
            }
        }
        for (int v = 0; v < MIXER_VOICES; v++) {
            RefVoice *r = &ref[v];
            for (uint32_t f = 0; f < TOTAL && !r->done; f++) {
                if (f == change_at)
                    r->step = new_step[v];
                uint64_t i = r->pos >> 32;
                if (i >= r->frames) {
                    if (!r->loop) {
                        r->done = true;
                        break;
                    }
                    r->pos -= (i / r->frames) * r->frames << 32;
                    i = r->pos >> 32;
                }
                int32_t s0 = r->pcm[i];
                int32_t s1 = i + 1 < r->frames ? r->pcm[i + 1] : r->loop ? r->pcm[0] : 0;
                int32_t frac = (int32_t)((r->pos >> 17) & 0x7FFF);
                int32_t s = s0 + (((s1 - s0) * frac) >> 15);
                want[2 * f] += (s * r->gl) >> 15;
                want[2 * f + 1] += (s * r->gr) >> 15;
                r->pos += r->step;
            }
        }
        int bad = 0;
        for (uint32_t k = 0; k < 2 * TOTAL && bad < 5; k++)
            if (got[k] != want[k]) {
                CHECK_MSG(false, "round %d frame %u ch %u: got %d want %d", round,
                          k / 2, k % 2, got[k], want[k]);
                bad++;
            }
        /* One-shots ended exactly when the reference did; loops still play. */
        for (int v = 0; v < MIXER_VOICES; v++)
            CHECK_EQ(Mixer_IsActive(&m, v), ref[v].loop || (ref[v].pos >> 32) < ref[v].frames);
    }
    /* Clip: saturates both ways, passes everything in range through. */
    int32_t acc[11] = { 0, 1, -1, 32767, 32768, -32768, -32769, 1 << 30, -(1 << 30), 12345, -54321 };
    int16_t out[11];
    Mixer_Clip(acc, out, 11);
    for (int i = 0; i < 11; i++)
        CHECK_EQ(out[i], CLAMP(acc[i], -32768, 32767));
}

/* ---- positional rules ---------------------------------------------------------- */

TEST(audio_gain_falls_and_pan_swings)
{
    uint16_t ch[1] = { 0x0004 }; /* TR1 mode 0, one variant */
    SoundLevel sl;
    sound_level_init(&sl, ch, 1);
    Audio *a = Audio_Create(&sl.lv);
    CHECK(a);
    int16_t buf[2 * AUDIO_TICK_FRAMES];
    Audio_SetListener(a, (Vec3i){ 0, 0, 0 }, 0, false);

    /* Distance along +z (straight ahead): energy falls, sides equal. */
    int64_t prev = INT64_MAX;
    static const int32_t dist[] = { 0, 1024, 3072, 5120, 7168 };
    for (size_t k = 0; k < COUNT_OF(dist); k++) {
        Vec3i p = { 0, 0, dist[k] };
        CHECK(Audio_PlaySound(a, 0, &p, 1));
        Audio_RunTick(a, buf);
        int64_t l, r;
        energy(buf, AUDIO_TICK_FRAMES, &l, &r);
        CHECK_MSG(l > 0 && l == r, "d=%d l=%lld r=%lld", dist[k], (long long)l,
                  (long long)r);
        CHECK_MSG(l < prev, "d=%d: energy did not fall", dist[k]);
        prev = l;
        Audio_StopAll(a);
    }
    /* Beyond 8 sectors on an axis: not started. */
    Vec3i far = { 0, 0, 8193 };
    CHECK(!Audio_PlaySound(a, 0, &far, 1));
    CHECK_EQ(Audio_ActiveVoices(a), 0);

    /* Facing +z, +x is to the right; then turn to face +x: centred. */
    int64_t l, r;
    Vec3i right = { 2048, 0, 0 }, left = { -2048, 0, 0 };
    CHECK(Audio_PlaySound(a, 0, &right, 1));
    Audio_RunTick(a, buf);
    energy(buf, AUDIO_TICK_FRAMES, &l, &r);
    CHECK(r > 2 * l && l > 0);
    Audio_StopAll(a);
    CHECK(Audio_PlaySound(a, 0, &left, 1));
    Audio_RunTick(a, buf);
    energy(buf, AUDIO_TICK_FRAMES, &l, &r);
    CHECK(l > 2 * r && r > 0);
    Audio_StopAll(a);
    Audio_SetListener(a, (Vec3i){ 0, 0, 0 }, 0x4000, false);
    CHECK(Audio_PlaySound(a, 0, &right, 1));
    Audio_RunTick(a, buf);
    energy(buf, AUDIO_TICK_FRAMES, &l, &r);
    CHECK(l == r && l > 0);

    /* A playing one-shot follows the listener: walk away, it gets quieter;
     * face the other way, it swings to the other side. */
    Audio_StopAll(a);
    Audio_SetListener(a, (Vec3i){ 0, 0, 0 }, 0, false);
    CHECK(Audio_PlaySound(a, 0, &right, 1));
    Audio_RunTick(a, buf);
    int64_t l0, r0;
    energy(buf, 1000, &l0, &r0);
    Audio_SetListener(a, (Vec3i){ 0, 0, -3000 }, (int16_t)0x8000, false);
    Audio_RunTick(a, buf);
    int64_t l1, r1;
    energy(buf, 1000, &l1, &r1);
    CHECK(r0 > l0);           /* first: on the right */
    CHECK(l1 > r1);           /* turned round: on the left */
    CHECK(l1 < r0);           /* and further away */

    /* Global sounds: centred and full volume wherever the listener is. */
    Audio_StopAll(a);
    CHECK(Audio_PlaySound(a, 0, NULL, AUDIO_SOURCE_NONE));
    Audio_RunTick(a, buf);
    CHECK_EQ(buf[0], buf[1]);
    CHECK(buf[0] > 9900 && buf[0] <= 10000);
    Audio_Destroy(a);
    free(sl.block);
}

TEST(audio_loops_refresh_restart_wait_and_stealing)
{
    /* id 0: TR1 looped; id 1: restart; id 2: wait (mode 0). */
    uint16_t ch[3] = { 0x0006, 0x0005, 0x0004 };
    SoundLevel sl;
    sound_level_init(&sl, ch, 3);
    Audio *a = Audio_Create(&sl.lv);
    CHECK(a);
    int16_t buf[2 * AUDIO_TICK_FRAMES];
    Audio_SetListener(a, (Vec3i){ 0, 0, 0 }, 0, false);
    Vec3i p1 = { 0, 0, 1000 }, p2 = { 0, 0, 3000 };

    /* Two emitters of one looped sound: one voice, the louder one. */
    CHECK(Audio_PlaySound(a, 0, &p2, 10));
    CHECK(Audio_PlaySound(a, 0, &p1, 11));
    CHECK_EQ(Audio_ActiveVoices(a), 1);
    for (int t = 0; t < 10; t++) { /* loop outlives its 0.1 s sample */
        CHECK(Audio_PlaySound(a, 0, &p2, 10));
        CHECK(Audio_PlaySound(a, 0, &p1, 11));
        Audio_RunTick(a, buf);
        CHECK_EQ(Audio_ActiveVoices(a), 1);
    }
    /* Not re-posted: stops at the end of the tick. */
    Audio_RunTick(a, buf);
    CHECK_EQ(Audio_ActiveVoices(a), 0);
    CHECK(!Audio_IsPlaying(a, 0));

    /* Restart: the same emitter never stacks; another emitter does. */
    CHECK(Audio_PlaySound(a, 1, &p1, 1));
    CHECK(Audio_PlaySound(a, 1, &p1, 1));
    CHECK_EQ(Audio_ActiveVoices(a), 1);
    CHECK(Audio_PlaySound(a, 1, &p1, 2));
    CHECK_EQ(Audio_ActiveVoices(a), 2);
    /* Wait: ignored while playing. */
    CHECK(Audio_PlaySound(a, 2, &p1, 1));
    CHECK(Audio_PlaySound(a, 2, &p1, 1));
    CHECK_EQ(Audio_ActiveVoices(a), 3);
    Audio_StopSound(a, 1, AUDIO_SOURCE_ANY);
    CHECK_EQ(Audio_ActiveVoices(a), 1);
    Audio_StopAll(a);

    /* Stealing: fill every voice with quiet far sounds, then a near one
     * takes the quietest; an even quieter one is refused. */
    for (int i = 0; i < MIXER_VOICES; i++) {
        Vec3i p = { 0, 0, 5000 + i * 10 };
        CHECK(Audio_PlaySound(a, 1, &p, 100 + i));
    }
    CHECK_EQ(Audio_ActiveVoices(a), MIXER_VOICES);
    Vec3i quieter = { 0, 0, 6000 };
    CHECK(!Audio_PlaySound(a, 1, &quieter, 500));
    CHECK(Audio_PlaySound(a, 1, &p1, 501));
    CHECK_EQ(Audio_ActiveVoices(a), MIXER_VOICES);

    /* Anim sounds honour the land/water bits against the item's room. */
    Audio_StopAll(a);
    CHECK(!Audio_PlayAnimSound(a, 2 | AUDIO_ANIM_SOUND_WATER, &p1, 1, false));
    CHECK(!Audio_PlayAnimSound(a, 2 | AUDIO_ANIM_SOUND_LAND, &p1, 1, true));
    CHECK(Audio_PlayAnimSound(a, 2 | AUDIO_ANIM_SOUND_LAND, &p1, 1, false));
    /* Play modes against the listener's water flag. */
    Audio_StopAll(a);
    CHECK(Audio_PlaySoundMode(a, 1, &p1, 1, AUDIO_PLAY_NORMAL));
    CHECK(!Audio_PlaySoundMode(a, 1, &p1, 2, AUDIO_PLAY_UNDERWATER));
    Audio_SetListener(a, (Vec3i){ 0, 0, 0 }, 0, true);
    CHECK(!Audio_PlaySoundMode(a, 1, &p1, 3, AUDIO_PLAY_NORMAL));
    CHECK(!Audio_PlayAnimSound(a, 2 | AUDIO_ANIM_SOUND_WATER, &p1, 7, true));
    CHECK(Audio_PlaySoundMode(a, 1, &p1, 4, AUDIO_PLAY_UNDERWATER));
    CHECK(Audio_PlaySoundMode(a, 1, &p1, 5, AUDIO_PLAY_ALWAYS));
    CHECK(Audio_PlaySound(a, 1, &p1, 6));
    CHECK_EQ(Audio_ActiveVoices(a), 4);
    Audio_SetListener(a, (Vec3i){ 0, 0, 0 }, 0, false);
    /* Unknown ids are quietly not heard. */
    CHECK(!Audio_PlaySound(a, 77, &p1, 1));
    CHECK(!Audio_PlaySound(a, -3, &p1, 1));
    Audio_Destroy(a);
    free(sl.block);
}

/* The synthetic level as a TR2/TR3 one: its WAVEs are MAIN.SFX's files,
 * sample k the k-th file. */
static void sound_level_as(SoundLevel *s, GameVersion game)
{
    s->lv.game = game;
    s->lv.sfx_data = s->block;
    s->lv.sfx_size = s->lv.num_sample_bytes;
    for (uint32_t i = 0; i < s->lv.num_sample_indices; i++)
        s->indices[i] = i;
}

/* Frames of the left channel that are not silent, over `ticks` ticks. */
static int heard_frames(Audio *a, int ticks)
{
    int16_t buf[2 * AUDIO_TICK_FRAMES];
    int n = 0;
    for (int t = 0; t < ticks; t++) {
        Audio_RunTick(a, buf);
        for (int f = 0; f < AUDIO_TICK_FRAMES; f++)
            n += buf[2 * f] != 0;
    }
    return n;
}

/* A pitched sound (TR2/TR3's SoundEffect with a pitch in its flags) plays
 * its sample at rate * pitch / 0x10000: the 4410-frame, 44.1 kHz tone is
 * heard for 4410 frames at 0x10000, 2205 at 0x20000, 8820 at 0x8000, and
 * at 0x40000 (176.4 kHz) only as fast as DirectSound could, 100 kHz (1945
 * frames). TR3 adds the sound's own pitch byte << 9 (64: 0x8000 more, 2940
 * frames). A default call plays at the sample's rate, as before. */
TEST(audio_pitched_sounds_play_at_their_rate)
{
    uint16_t ch[2] = { 0x0004, 0x0004 }; /* TR2: normal, one variant */
    SoundLevel sl;
    sound_level_init(&sl, ch, 2);
    sound_level_as(&sl, GAME_TR2);
    Audio *a = Audio_Create(&sl.lv);
    CHECK(a);
    CHECK(Audio_PlaySound(a, 0, NULL, 1));
    CHECK_EQ(heard_frames(a, 8), 4410);
    CHECK(Audio_PlaySoundPitch(a, 0, NULL, 1, AUDIO_PLAY_ALWAYS, 0x10000));
    CHECK_EQ(heard_frames(a, 8), 4410);
    CHECK(Audio_PlaySoundPitch(a, 0, NULL, 1, AUDIO_PLAY_ALWAYS, 0x20000));
    CHECK_EQ(heard_frames(a, 8), 2205);
    CHECK(Audio_PlaySoundPitch(a, 0, NULL, 1, AUDIO_PLAY_ALWAYS, 0x8000));
    CHECK_EQ(heard_frames(a, 8), 8820);
    CHECK(Audio_PlaySoundPitch(a, 0, NULL, 1, AUDIO_PLAY_ALWAYS, 0x40000));
    int fast = heard_frames(a, 8);
    CHECK_MSG(fast >= 1944 && fast <= 1946, "%d frames at 100 kHz", fast);
    Audio_Destroy(a);

    sound_level_as(&sl, GAME_TR3);
    sl.details[1].volume = 0xFF;
    sl.details[1].pitch = 64;
    a = Audio_Create(&sl.lv);
    CHECK(a);
    CHECK(Audio_PlaySound(a, 1, NULL, 1));
    CHECK_EQ(heard_frames(a, 8), 2940);
    /* a negative byte lowers it: -64 is 0x8000 less, half the rate */
    sl.details[1].pitch = -64;
    CHECK(Audio_PlaySound(a, 1, NULL, 1));
    CHECK_EQ(heard_frames(a, 8), 8820);
    Audio_Destroy(a);
    free(sl.block);
}

/* A looped sound re-posted at another pitch changes its rate at once (the
 * vehicles' engines): a ramp sample read at 0x10000 steps 4 a frame; the
 * next tick, posted at 0x20000, it steps 8. */
TEST(audio_loop_takes_the_new_pitch)
{
    uint16_t ch[1] = { 0x0007 }; /* TR2: looped, one variant */
    SoundLevel sl;
    sound_level_init(&sl, ch, 1);
    for (int f = 0; f < 4410; f++)
        wr16(sl.block + sl.indices[0] + 44 + 2 * f, (uint16_t)(f * 4));
    sound_level_as(&sl, GAME_TR2);
    Audio *a = Audio_Create(&sl.lv);
    CHECK(a);
    int16_t one[2 * AUDIO_TICK_FRAMES], two[2 * AUDIO_TICK_FRAMES];
    CHECK(Audio_PlaySoundPitch(a, 0, NULL, 1, AUDIO_PLAY_ALWAYS, 0x10000));
    Audio_RunTick(a, one);
    CHECK(Audio_PlaySoundPitch(a, 0, NULL, 1, AUDIO_PLAY_ALWAYS, 0x20000));
    Audio_RunTick(a, two);
    int step1 = one[2 * 1001] - one[2 * 1000], step2 = two[2 * 301] - two[2 * 300];
    CHECK_MSG(step1 >= 3 && step1 <= 4, "step %d at 0x10000", step1);
    CHECK_MSG(step2 >= 7 && step2 <= 8, "step %d at 0x20000", step2);
    Audio_Destroy(a);
    free(sl.block);
}

TEST(audio_random_draws_follow_the_injected_prng)
{
    /* 4 variants, random pitch and gain, chance 1/2: the outcome is a
     * function of the seed only. */
    uint16_t ch[1] = { 0x6000 | (4 << 2) };
    SoundLevel sl;
    sound_level_init(&sl, ch, 1);
    sl.details[0].chance = 0x3FFF;
    /* Give it 4 sample entries (variants) pointing at the same WAVE. */
    uint32_t idx4[4] = { 0, 0, 0, 0 };
    sl.lv.sample_indices = idx4;
    sl.lv.num_sample_indices = 4;
    uint64_t hashes[2];
    int played[2];
    for (int run = 0; run < 2; run++) {
        Audio *a = Audio_Create(&sl.lv);
        CHECK(a);
        Prng prng;
        Prng_SeedBoth(&prng, 1234);
        Audio_SetRandom(a, Audio_PrngDraw, &prng);
        int16_t buf[2 * AUDIO_TICK_FRAMES];
        uint64_t h = 1469598103934665603ull;
        played[run] = 0;
        for (int t = 0; t < 20; t++) {
            Vec3i p = { 100 * t, 0, 500 };
            played[run] += Audio_PlaySound(a, 0, &p, t);
            Audio_RunTick(a, buf);
            for (int i = 0; i < 2 * AUDIO_TICK_FRAMES; i++)
                h = (h ^ (uint16_t)buf[i]) * 1099511628211ull;
        }
        hashes[run] = h;
        Audio_Destroy(a);
    }
    CHECK(hashes[0] == hashes[1]);
    CHECK_EQ(played[0], played[1]);
    CHECK(played[0] > 2 && played[0] < 18); /* chance really applies */
    free(sl.block);
}

/* ---- output ------------------------------------------------------------------ */

static bool scripted_run_to_wav(const char *path, const Level *lv)
{
    Audio *a = Audio_Create(lv);
    if (!a)
        return false;
    WavWriter *w = WavWriter_Open(path, AUDIO_RATE, 2, NULL, 0);
    if (!w) {
        Audio_Destroy(a);
        return false;
    }
    int16_t buf[2 * AUDIO_TICK_FRAMES];
    for (int t = 0; t < 30; t++) {
        Audio_SetListener(a, (Vec3i){ t * 50, 0, 0 }, (int16_t)(t * 1000), false);
        if (t % 7 == 0) {
            Vec3i p = { 1000, 0, 2000 };
            Audio_PlaySound(a, t % 3, &p, t);
        }
        Audio_RunTick(a, buf);
        WavWriter_Write(w, buf, AUDIO_TICK_FRAMES);
    }
    Audio_Destroy(a);
    return WavWriter_Close(w);
}

TEST(audio_wav_output_is_byte_identical)
{
    uint16_t ch[3] = { 0x6004, 0x0005, 0x2004 };
    SoundLevel sl;
    sound_level_init(&sl, ch, 3);
    char p1[512], p2[512];
    snprintf(p1, sizeof p1, "%s/audio_run1.wav", Test_TmpDir());
    snprintf(p2, sizeof p2, "%s/audio_run2.wav", Test_TmpDir());
    CHECK(scripted_run_to_wav(p1, &sl.lv));
    CHECK(scripted_run_to_wav(p2, &sl.lv));
    size_t n1, n2;
    uint8_t *f1 = Test_ReadFile(p1, &n1), *f2 = Test_ReadFile(p2, &n2);
    CHECK(f1 && f2);
    CHECK_EQ(n1, n2);
    CHECK(memcmp(f1, f2, n1) == 0);
    uint32_t frames = 0, rate = 0;
    uint16_t chn = 0;
    CHECK(parse_wave(f1, n1, &frames, &rate, &chn));
    CHECK_EQ(frames, 30 * AUDIO_TICK_FRAMES);
    CHECK_EQ(rate, 44100);
    CHECK_EQ(chn, 2);
    /* Not all silence. */
    bool sound = false;
    for (size_t i = n1 - (size_t)frames * 4; i < n1; i++)
        sound |= f1[i] != 0;
    CHECK(sound);
    free(f1);
    free(f2);
    free(sl.block);
    /* Unwritable path: NULL, no crash. */
    Log_SetQuiet(1);
    CHECK(WavWriter_Open("/nonexistent-dir/x.wav", AUDIO_RATE, 2, NULL, 0) == NULL);
    Log_SetQuiet(0);
}

/* ---- bad input ------------------------------------------------------------------ */

TEST(audio_corrupt_samples_are_silent)
{
    uint16_t ch[4] = { 4, 4, 4, 4 };
    SoundLevel sl;
    sound_level_init(&sl, ch, 4);
    size_t wsize = sl.lv.num_sample_bytes / 4;
    /* 1: garbage header; 2: RIFF claims more bytes than exist (truncated,
     * the last one in the block); 3: index past the block. */
    memset(sl.block + wsize, 0xA5, 16);
    sl.lv.num_sample_bytes = (uint32_t)(wsize * 3 - 100);
    sl.indices[3] = 0xFFFFFF;
    Log_SetQuiet(1);
    SampleBank bank;
    CHECK(SampleBank_Build(&bank, &sl.lv));
    CHECK_EQ(bank.num_bad, 3);
    CHECK(bank.samples[0].pcm != NULL);
    for (int i = 1; i < 4; i++)
        CHECK(bank.samples[i].pcm == NULL && bank.samples[i].frames == 0);
    SampleBank_Free(&bank);

    Audio *a = Audio_Create(&sl.lv);
    CHECK(a);
    int16_t buf[2 * AUDIO_TICK_FRAMES];
    for (int id = 1; id < 4; id++)
        CHECK(!Audio_PlaySound(a, id, NULL, AUDIO_SOURCE_NONE));
    /* Details pointing past SampleIndices (or variants running past it). */
    sl.details[0].sample = 40;
    CHECK(!Audio_PlaySound(a, 0, NULL, AUDIO_SOURCE_NONE));
    CHECK(!Audio_PlaySound(a, 0, NULL, AUDIO_SOURCE_NONE));
    sl.details[0].sample = 0;
    CHECK(Audio_PlaySound(a, 0, NULL, AUDIO_SOURCE_NONE));
    Audio_StopAll(a);
    Audio_RunTick(a, buf);
    for (int i = 0; i < 2 * AUDIO_TICK_FRAMES; i++)
        CHECK_EQ(buf[i], 0);
    Audio_Destroy(a);

    /* Random damage to a valid WAVE never crashes the decoder. */
    size_t n;
    int16_t tone[64] = { 0 };
    uint8_t *w = make_wave(tone, 64, 11025, &n);
    uint32_t x = 99;
    for (int k = 0; k < 300; k++) {
        uint8_t *c = malloc(n);
        memcpy(c, w, n);
        for (int j = 0; j < 4; j++) {
            x = 0x41C64E6Du * x + 0x3039u;
            c[(x >> 8) % 44] = (uint8_t)(x >> 24);
        }
        BankSample s;
        char err[128];
        x = 0x41C64E6Du * x + 0x3039u;
        if (SampleBank_DecodeWave(c, n - (x >> 28), &s, err, sizeof err))
            free(s.pcm);
        free(c);
    }
    free(w);
    Log_SetQuiet(0);
    free(sl.block);

    /* A level with no sound data at all: everything silent. */
    Audio *none = Audio_Create(NULL);
    CHECK(none);
    CHECK(!Audio_PlaySound(none, 0, NULL, AUDIO_SOURCE_NONE));
    Audio_RunTick(none, buf);
    CHECK_EQ(buf[100], 0);
    Audio_Destroy(none);
}

/* ---- tools ------------------------------------------------------------------------ */

TEST(audio_sfxdump_writes_every_sample)
{
    const char *bin = Test_BinPath("sfxdump");
    char cmd[1024], out[512];
    snprintf(cmd, sizeof cmd, "%s --level 2>&1", bin);
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    CHECK(strchr(out, '\n') == strrchr(out, '\n')); /* one line */
    snprintf(cmd, sizeof cmd, "%s --level /nonexistent.phd --out %s/x 2>&1",
             bin, Test_TmpDir());
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);

    const char *lvl = Test_SharedPath("tr1/CUT1.PHD");
    if (!lvl)
        SKIP("no tr1/CUT1.PHD");
    snprintf(cmd, sizeof cmd, "%s --level %s --out %s/sfx_cut1", bin, lvl,
             Test_TmpDir());
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 0);
    CHECK_MSG(strstr(out, "samples: 6 written, 0 silent") != NULL, "%s", out);
    char path[600];
    snprintf(path, sizeof path, "%s/sfx_cut1/sample_0005.wav", Test_TmpDir());
    size_t n;
    uint8_t *f = Test_ReadFile(path, &n);
    CHECK(f);
    uint32_t frames = 0, rate = 0;
    uint16_t ch = 0;
    CHECK(parse_wave(f, n, &frames, &rate, &ch));
    CHECK(frames > 0 && ch == 1);
    free(f);
}

/* ---- music ------------------------------------------------------------------------- */

TEST(audio_music_streams_loops_and_ignores_missing)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/music", Test_TmpDir());
    char cmd[600];
    snprintf(cmd, sizeof cmd, "mkdir -p %s", dir);
    CHECK_EQ(Test_Run(cmd, NULL, 0), 0);
    /* Track 2: 0.05 s of +8000 at 22050 Hz (one-shot); track 5: ambient,
     * 0.02 s of -4000 at 44100. Track 7: garbage. */
    char path[600];
    int16_t pcm[1102];
    for (int i = 0; i < 1102; i++)
        pcm[i] = 8000;
    snprintf(path, sizeof path, "%s/2.wav", dir);
    WavWriter *w = WavWriter_Open(path, 22050, 1, NULL, 0);
    CHECK(w && WavWriter_Write(w, pcm, 1102) && WavWriter_Close(w));
    for (int i = 0; i < 882; i++)
        pcm[i] = -4000;
    snprintf(path, sizeof path, "%s/track05.wav", dir);
    w = WavWriter_Open(path, 44100, 1, NULL, 0);
    CHECK(w && WavWriter_Write(w, pcm, 882) && WavWriter_Close(w));
    snprintf(path, sizeof path, "%s/7.ogg", dir);
    FILE *g = fopen(path, "wb");
    CHECK(g);
    fputs("definitely not an ogg file", g);
    fclose(g);

    Music *m = Music_Create(dir);
    CHECK(m);
    Log_SetQuiet(1);
    CHECK(!Music_Play(m, 3));      /* missing: ignored */
    CHECK(!Music_Play(m, 7));      /* unreadable: ignored */
    Log_SetQuiet(0);
    CHECK_EQ(Music_CurrentTrack(m), -1);
    CHECK(Music_PlayLooped(m, 5));
    CHECK(Music_Play(m, 2));       /* one-shot replaces the ambient */
    CHECK_EQ(Music_CurrentTrack(m), 2);
    static int32_t acc[2 * 44100];
    memset(acc, 0, sizeof acc);
    Music_Accumulate(m, acc, 44100);
    /* First the one-shot (+8000 for ~2204 frames), then the ambient loops
     * (-4000) for the rest of the second. */
    CHECK_EQ(acc[0], 8000);
    CHECK_EQ(acc[2 * 1000 + 1], 8000);
    CHECK_EQ(acc[2 * 3000], -4000);
    CHECK_EQ(acc[2 * 44000], -4000);   /* looped well past its 882 frames */
    CHECK_EQ(Music_CurrentTrack(m), 5);
    Music_Stop(m);
    CHECK_EQ(Music_CurrentTrack(m), -1);
    Music_Destroy(m);

    /* The TR1 level -> ambient track map. */
    CHECK_EQ(Music_Tr1AmbientTrack("LEVEL1.PHD"), 57);
    CHECK_EQ(Music_Tr1AmbientTrack("/x/y/level10b.phd"), 60);
    CHECK_EQ(Music_Tr1AmbientTrack("data\\LEVEL7A.PHD"), 58);
    CHECK_EQ(Music_Tr1AmbientTrack("GYM.PHD"), -1);
    CHECK_EQ(Music_Tr1AmbientTrack("CUT1.PHD"), -1);
    CHECK_EQ(Music_Tr1AmbientTrack(NULL), -1);

    /* Disabled music: harmless. */
    Music *off = Music_Create(NULL);
    CHECK(!Music_Play(off, 2));
    Music_Accumulate(off, acc, 10);
    Music_Destroy(off);
}

/* ---- device hand-off ------------------------------------------------------------------ */

TEST(audio_queue_hands_frames_over_in_order)
{
    AudioQueue q;
    CHECK(AudioQueue_Init(&q, 1000)); /* rounded up to 1024 */
    CHECK_EQ(q.cap_frames, 1024);
    int16_t in[2 * 700], out[2 * 700];
    int16_t next = 0, expect = 0;
    /* Push/pull in uneven pieces so the ring wraps many times. */
    for (int round = 0; round < 50; round++) {
        for (int i = 0; i < 2 * 700; i++)
            in[i] = next++;
        CHECK_EQ(AudioQueue_Push(&q, in, 700), 700);
        CHECK_EQ(AudioQueue_Queued(&q), 700);
        AudioQueue_Pull(&q, out, 300);
        AudioQueue_Pull(&q, out + 600, 400);
        for (int i = 0; i < 2 * 700; i++)
            CHECK_EQ(out[i], expect++);
    }
    CHECK_EQ(atomic_load(&q.underruns), 0);
    /* Underflow: silence, counted. Overflow: newest dropped, counted. */
    for (int i = 0; i < 2 * 700; i++)
        in[i] = 1234;
    CHECK_EQ(AudioQueue_Push(&q, in, 10), 10);
    AudioQueue_Pull(&q, out, 20);
    CHECK_EQ(out[19], 1234);
    CHECK_EQ(out[20], 0);
    CHECK_EQ(out[39], 0);
    CHECK_EQ(atomic_load(&q.underruns), 10);
    CHECK_EQ(AudioQueue_Push(&q, in, 700), 700);
    CHECK_EQ(AudioQueue_Push(&q, in, 700), 324);
    CHECK_EQ(atomic_load(&q.dropped), 376);
    AudioQueue_Free(&q);
}

/* ---- end to end: tomb8 --headless --audio-out ------------------------------------------ */

TEST(audio_tomb8_audio_out_is_deterministic)
{
    /* RANDO_TEST1 has a looping sound source near Lara's start, so the
     * capture is not silence even before anyone moves. */
    const char *lvl = Test_SharedPath("tr1/RANDO_TEST1.PHD");
    if (!lvl)
        SKIP("no tr1/RANDO_TEST1.PHD");
    const char *bin = Test_BinPath("tomb8");
    char cmd[1024], path[3][600];
    const char *extra[3] = { "", "", "--mute" };
    uint8_t *data[3];
    size_t size[3];
    for (int k = 0; k < 3; k++) {
        snprintf(path[k], sizeof path[k], "%s/tomb8_audio%d.wav", Test_TmpDir(), k);
        snprintf(cmd, sizeof cmd, "%s --headless %s --ticks 45 %s --audio-out %s >/dev/null",
                 bin, lvl, extra[k], path[k]);
        CHECK_EQ(Test_Run(cmd, NULL, 0), 0);
        data[k] = Test_ReadFile(path[k], &size[k]);
        CHECK(data[k]);
    }
    CHECK_EQ(size[0], size[1]);
    CHECK(memcmp(data[0], data[1], size[0]) == 0);
    uint32_t frames = 0, rate = 0;
    uint16_t ch = 0;
    CHECK(parse_wave(data[0], size[0], &frames, &rate, &ch));
    CHECK_EQ(frames, 45 * AUDIO_TICK_FRAMES);
    CHECK(rate == 44100 && ch == 2);
    size_t pcm_at = size[0] - (size_t)frames * 4;
    bool loud = false, muted_silent = true;
    for (size_t i = pcm_at; i < size[0]; i++) {
        loud |= data[0][i] != 0;
        muted_silent &= data[2][i] == 0;
    }
    CHECK(loud);
    CHECK_EQ(size[2], size[0]);
    CHECK(muted_silent);
    for (int k = 0; k < 3; k++)
        free(data[k]);
}

/* ---- TR2/TR3 MAIN.SFX: sample indices are sequence numbers ------------------------------ */

TEST(audio_main_sfx_maps_sequence_numbers)
{
    static const char *const levels[] = { "tr2/RANDO_TEST1.TR2",
                                          "tr3/RANDO_TEST1.TR2" };
    int tested = 0;
    for (size_t k = 0; k < COUNT_OF(levels); k++) {
        const char *path = Test_SharedPath(levels[k]);
        if (!path)
            continue;
        size_t lsize;
        uint8_t *ldata = Test_ReadFile(path, &lsize);
        CHECK(ldata);
        /* First load without MAIN.SFX to learn the highest index. */
        Level lv;
        char err[256];
        CHECK_MSG(Level_LoadMemory(ldata, lsize, "x", NULL, 0, &lv, err, sizeof err),
                  "%s", err);
        uint32_t nfiles = 0;
        for (uint32_t i = 0; i < lv.num_sample_indices; i++)
            nfiles = MAX(nfiles, lv.sample_indices[i] + 1);
        Level_Free(&lv);
        CHECK(nfiles > 0 && nfiles < 4096);
        /* Synthetic MAIN.SFX: file n is 8-bit mono 11025 Hz with 50 + n
         * frames; odd sizes are concatenated without padding, as plain
         * concatenation does. */
        size_t cap = 0;
        for (uint32_t n = 0; n < nfiles; n++)
            cap += 44 + 50 + n;
        uint8_t *sfx = calloc(1, cap), *p = sfx;
        for (uint32_t n = 0; n < nfiles; n++) {
            uint32_t frames = 50 + n;
            memcpy(p, "RIFF", 4);
            wr32(p + 4, 36 + frames);
            memcpy(p + 8, "WAVEfmt ", 8);
            wr32(p + 16, 16);
            wr16(p + 20, 1);
            wr16(p + 22, 1);
            wr32(p + 24, 11025);
            wr32(p + 28, 11025);
            wr16(p + 32, 1);
            wr16(p + 34, 8);
            memcpy(p + 36, "data", 4);
            wr32(p + 40, frames);
            memset(p + 44, 0x81 + (int)(n % 100), frames); /* never silent */
            p += 44 + frames;
        }
        CHECK_MSG(Level_LoadMemory(ldata, lsize, "x", sfx, cap, &lv, err, sizeof err),
                  "%s", err);
        SampleBank bank;
        CHECK(SampleBank_Build(&bank, &lv));
        CHECK_EQ(bank.num_bad, 0);
        CHECK_EQ(bank.num_missing, 0);
        for (uint32_t i = 0; i < bank.count; i++) {
            uint32_t n = lv.sample_indices[i];
            CHECK_MSG(bank.samples[i].frames == 50 + n, "%s sample %u (file %u): %u frames",
                      levels[k], i, n, bank.samples[i].frames);
            CHECK_EQ(bank.samples[i].rate, 11025);
            /* 8-bit unsigned 0x80 + m decodes to m << 8. */
            CHECK_EQ(bank.samples[i].pcm[0], (int)(1 + n % 100) << 8);
        }
        SampleBank_Free(&bank);

        /* Through the sound layer: a plain sound (chance 0, some volume)
         * plays at the listener and not beyond the TR2/TR3 range. */
        Audio *a = Audio_Create(&lv);
        CHECK(a);
        Audio_SetListener(a, (Vec3i){ 0, 0, 0 }, 0, false);
        int id = -1;
        for (uint32_t i = 0; i < lv.num_sound_map && id < 0; i++) {
            int16_t d = lv.sound_map[i];
            if (d >= 0 && lv.sound_details[d].chance == 0 &&
                lv.sound_details[d].volume > 0 &&
                (lv.game == GAME_TR2 || lv.sound_details[d].range <= 10))
                id = (int)i;
        }
        CHECK(id >= 0);
        Vec3i here = { 0, 0, 0 }, far = { 0, 0, 10 * 1024 + 1 };
        CHECK(!Audio_PlaySound(a, id, &far, 1));
        CHECK(Audio_PlaySound(a, id, &here, 2));
        int16_t buf[2 * AUDIO_TICK_FRAMES];
        Audio_RunTick(a, buf);
        bool heard = false;
        for (int i = 0; i < 2 * AUDIO_TICK_FRAMES; i++)
            heard |= buf[i] != 0;
        CHECK(heard);
        Audio_Destroy(a);

        Level_Free(&lv);

        /* From files: MAIN.SFX is found beside the level in any case of
         * its name (a copied install may say main.sfx). */
        char dir[512], lpath[1100], spath[700];
        snprintf(dir, sizeof dir, "%s/sfx_case_%u", Test_TmpDir(), (unsigned)k);
        snprintf(lpath, sizeof lpath, "rm -rf %s && mkdir -p %s", dir, dir);
        CHECK_EQ(Test_Run(lpath, NULL, 0), 0);
        snprintf(lpath, sizeof lpath, "%s/LEVEL.TR2", dir);
        snprintf(spath, sizeof spath, "%s/main.sfx", dir);
        FILE *f = fopen(lpath, "wb");
        CHECK(f && fwrite(ldata, 1, lsize, f) == lsize);
        fclose(f);
        CHECK_MSG(Level_Load(lpath, &lv, err, sizeof err), "%s", err);
        CHECK_EQ(lv.sfx_size, 0u); /* none yet */
        Level_Free(&lv);
        f = fopen(spath, "wb");
        CHECK(f && fwrite(sfx, 1, cap, f) == cap);
        fclose(f);
        CHECK_MSG(Level_Load(lpath, &lv, err, sizeof err), "%s", err);
        CHECK_EQ(lv.sfx_size, (uint32_t)cap);
        Level_Free(&lv);
        free(sfx);
        free(ldata);
        tested++;
    }
    if (!tested)
        SKIP("no shared TR2/TR3 levels");
}

TEST(audio_sound_sources_follow_flip_state)
{
    /* Three looped sounds; sources: id 0 only flipped (0x40), id 1 only
     * unflipped (0x80), id 2 always (0xC0), one far away (not started). */
    uint16_t ch[3] = { 0x0006, 0x0006, 0x0006 };
    SoundLevel sl;
    sound_level_init(&sl, ch, 3);
    SoundSource src[4] = {
        { { 0, 0, 1000 }, 0, 0x40 },
        { { 0, 0, 1000 }, 1, 0x80 },
        { { 0, 0, 1000 }, 2, 0xC0 },
        { { 0, 0, 20000 }, 1, 0xC0 },
    };
    sl.lv.sound_sources = src;
    sl.lv.num_sound_sources = 4;
    Audio *a = Audio_Create(&sl.lv);
    CHECK(a);
    int16_t buf[2 * AUDIO_TICK_FRAMES];
    Audio_SetListener(a, (Vec3i){ 0, 0, 0 }, 0, false);
    Audio_UpdateSoundSources(a, false);
    Audio_RunTick(a, buf);
    CHECK(!Audio_IsPlaying(a, 0) && Audio_IsPlaying(a, 1) && Audio_IsPlaying(a, 2));
    CHECK_EQ(Audio_ActiveVoices(a), 2);
    Audio_UpdateSoundSources(a, true);
    Audio_RunTick(a, buf);
    CHECK(Audio_IsPlaying(a, 0) && !Audio_IsPlaying(a, 1) && Audio_IsPlaying(a, 2));
    /* Camera under water: sources (NORMAL sounds) fall silent. */
    Audio_SetListener(a, (Vec3i){ 0, 0, 0 }, 0, true);
    Audio_UpdateSoundSources(a, true);
    Audio_RunTick(a, buf);
    CHECK_EQ(Audio_ActiveVoices(a), 0);
    Audio_Destroy(a);
    free(sl.block);
}
