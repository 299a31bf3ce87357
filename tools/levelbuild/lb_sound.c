/* Synthesised sound effects (footstep, landing, splash, door, the pistols'
 * shot, the wolf's snarl, howl and yelp), written as
 * WAVE files by libsndfile into memory (virtual I/O) and embedded in the
 * level like TR1 does: Samples[] holds the concatenated WAVE files,
 * SampleIndices[] their byte offsets, SoundDetails[] one entry per effect
 * and SoundMap[] maps TR1 sound ids to those details. 8-bit mono 22050 Hz,
 * as the original samples. */
#include "tools/levelbuild/lb_internal.h"

#include <sndfile.h>
#include <stdlib.h>
#include <string.h>

#define RATE 22050

typedef struct {
    uint8_t *data;
    sf_count_t size, cap, pos;
} MemFile;

static sf_count_t Mem_Len(void *u) { return ((MemFile *)u)->size; }
static sf_count_t Mem_Seek(sf_count_t off, int whence, void *u)
{
    MemFile *m = u;
    sf_count_t p = whence == SEEK_SET ? off : whence == SEEK_CUR ? m->pos + off : m->size + off;
    if (p < 0)
        return -1;
    m->pos = p;
    return p;
}
static sf_count_t Mem_Read(void *ptr, sf_count_t n, void *u)
{
    MemFile *m = u;
    sf_count_t avail = m->pos < m->size ? m->size - m->pos : 0;
    if (n > avail)
        n = avail;
    memcpy(ptr, m->data + m->pos, (size_t)n);
    m->pos += n;
    return n;
}
static sf_count_t Mem_Write(const void *ptr, sf_count_t n, void *u)
{
    MemFile *m = u;
    if (m->pos + n > m->cap) {
        sf_count_t cap = m->cap ? m->cap : 4096;
        while (cap < m->pos + n)
            cap *= 2;
        uint8_t *p = realloc(m->data, (size_t)cap);
        if (!p)
            return 0;
        memset(p + m->cap, 0, (size_t)(cap - m->cap));
        m->data = p;
        m->cap = cap;
    }
    memcpy(m->data + m->pos, ptr, (size_t)n);
    m->pos += n;
    if (m->pos > m->size)
        m->size = m->pos;
    return n;
}
static sf_count_t Mem_Tell(void *u) { return ((MemFile *)u)->pos; }

typedef struct {
    uint32_t state;
} Rng;
static int32_t Rng_Next(Rng *r) /* -32768..32767 */
{
    r->state ^= r->state << 13;
    r->state ^= r->state >> 17;
    r->state ^= r->state << 5;
    return (int32_t)(r->state & 0xFFFF) - 32768;
}

typedef enum {
    SND_FOOTSTEP, SND_LANDING, SND_SPLASH, SND_DOOR, SND_GUNSHOT, SND_SNARL, SND_HOWL, SND_YELP,
    SND_COUNT
} SoundKind;

/* A tone's phase advance per sample for a frequency in tenths of a hertz,
 * in 16-bit angle units scaled by 256 (kept fine for slow glides). */
static int64_t Step(int32_t decihertz) { return (int64_t)decihertz * 65536 * 256 / 10 / RATE; }

/* Fills pcm (count samples); integer DSP only. */
static void Synth(SoundKind kind, int16_t *pcm, int count)
{
    Rng rng = {0x1234567u + (uint32_t)kind * 7919u};
    int32_t lp = 0, lp2 = 0;
    int64_t phase = 0; /* tones: 16-bit angle x 256 */
    for (int i = 0; i < count; i++) {
        int32_t env = (int32_t)((int64_t)(count - i) * 32767 / count); /* linear decay */
        int32_t noise = Rng_Next(&rng);
        int32_t v = 0;
        switch (kind) {
        case SND_FOOTSTEP: /* short muffled scuff: low-passed noise, fast decay */
            lp += (noise - lp) / 6;
            env = env * env / 32767 * env / 32767;
            v = lp * env / 32767 * 2;
            break;
        case SND_LANDING: { /* thud: decaying low sine plus dull noise */
            int32_t s = LB_Sin((int32_t)((int64_t)i * 70 * 65536 / RATE));
            lp += (noise - lp) / 10;
            env = env * env / 32767;
            v = (s + lp / 2) * env / 32767;
            break;
        }
        case SND_SPLASH: { /* bright noise burst that softens as it decays */
            int32_t k = 2 + i * 12 / count;
            lp += (noise - lp) / k;
            lp2 += (lp - lp2) / 2;
            int32_t attack = i < 400 ? i * 32767 / 400 : 32767;
            v = lp2 * env / 32767 * attack / 32767 * 3 / 2;
            break;
        }
        case SND_DOOR: { /* stone grinding: rumble with wobbling pitch */
            int32_t wob = LB_Sin((int32_t)((int64_t)i * 5 * 65536 / RATE)) / 64;
            int32_t s = LB_Sin((int32_t)((int64_t)i * (55 + wob / 16) * 65536 / RATE));
            lp += (noise - lp) / 24;
            int32_t attack = i < 2000 ? i * 32767 / 2000 : 32767;
            v = (s / 2 + lp) * attack / 32767 * env / 32767;
            break;
        }
        case SND_GUNSHOT: { /* a crack of bright noise over a short low thump */
            int32_t crack = i < RATE / 50 ? 32767 : 32767 * (RATE / 50) / (i + 1);
            lp += (noise - lp) / 2;
            int32_t s = LB_Sin((int32_t)((int64_t)i * 90 * 65536 / RATE));
            v = (lp * crack / 32767 + s * env / 32767 * env / 32767 / 2) * 3 / 2;
            break;
        }
        case SND_SNARL: { /* a growl: a low buzz, roughened and throbbing */
            phase += Step(1050 + (int32_t)(noise / 2048));
            int32_t t = (int32_t)(phase >> 8);
            int32_t buzz = LB_Sin(t) + LB_Sin(t * 2) / 2 + LB_Sin(t * 3) / 3;
            int32_t throb = 20000 + LB_Sin((int32_t)((int64_t)i * 9 * 65536 / RATE)) * 12767 / 16384;
            lp += (noise - lp) / 4;
            int32_t attack = i < 800 ? i * 32767 / 800 : 32767;
            v = (buzz + lp / 3) * throb / 32767 * attack / 32767 * env / 32767;
            break;
        }
        case SND_HOWL: { /* rising from 420 to 680 Hz, falling to 500, wavering */
            int32_t q = i * 100 / count;
            int32_t f = q < 35 ? 4200 + q * 2600 / 35 : 6800 - (q - 35) * 1800 / 65;
            f += LB_Sin((int32_t)((int64_t)i * 6 * 65536 / RATE)) / 128;
            phase += Step(f);
            int32_t t = (int32_t)(phase >> 8);
            int32_t attack = i < RATE / 5 ? i * 32767 / (RATE / 5) : 32767;
            int32_t fade = q > 80 ? (100 - q) * 32767 / 20 : 32767;
            v = (LB_Sin(t) + LB_Sin(t * 2) / 5) * attack / 32767 * fade / 32767 * 3 / 4;
            break;
        }
        case SND_YELP: { /* a short whine falling from 900 to 380 Hz */
            phase += Step(9000 - i * 5200 / count);
            int32_t t = (int32_t)(phase >> 8);
            int32_t attack = i < 300 ? i * 32767 / 300 : 32767;
            v = (LB_Sin(t) + LB_Sin(t * 3) / 4) * attack / 32767 * env / 32767;
            break;
        }
        default:
            break;
        }
        pcm[i] = (int16_t)CLAMP(v, -32767, 32767);
    }
}

/* Encodes one effect as an 8-bit WAVE file in memory. */
static bool EncodeWave(SoundKind kind, int count, MemFile *out)
{
    int16_t *pcm = malloc(sizeof(int16_t) * (size_t)count);
    if (!pcm)
        return false;
    Synth(kind, pcm, count);
    SF_VIRTUAL_IO io = {Mem_Len, Mem_Seek, Mem_Read, Mem_Write, Mem_Tell};
    SF_INFO info;
    memset(&info, 0, sizeof info);
    info.samplerate = RATE;
    info.channels = 1;
    info.format = SF_FORMAT_WAV | SF_FORMAT_PCM_U8;
    memset(out, 0, sizeof *out);
    SNDFILE *sf = sf_open_virtual(&io, SFM_WRITE, &info, out);
    bool ok = sf != NULL;
    if (ok) {
        ok = sf_write_short(sf, pcm, count) == count;
        ok = (sf_close(sf) == 0) && ok;
    }
    free(pcm);
    if (!ok) {
        free(out->data);
        out->data = NULL;
    }
    return ok;
}

bool LB_Sounds(LB_Builder *b)
{
    Level *lv = &b->level;
    static const struct {
        SoundKind kind;
        int ms;
        uint16_t sound_id, also; /* TR1 sound ids (also: 0 none) */
        uint16_t volume;
        uint16_t flags; /* characteristics high bits: 0x2000 pitch, 0x4000 volume wobble */
    } k_effects[SND_COUNT] = {
        {SND_FOOTSTEP, 90, LB_SFX_FOOTSTEP, 0, 0x3000, 0x6000},
        {SND_LANDING, 220, LB_SFX_LANDING, 0, 0x7FFF, 0x0000},
        {SND_SPLASH, 600, LB_SFX_SPLASH, 0, 0x7FFF, 0x2000},
        {SND_DOOR, 900, LB_SFX_DOOR, 0, 0x7FFF, 0x0000},
        {SND_GUNSHOT, 260, LB_SFX_PISTOLS, 0, 0x7FFF, 0x0000},
        {SND_SNARL, 450, LB_SFX_WOLF_POUNCE, LB_SFX_WOLF_BITE, 0x6000, 0x2000},
        {SND_HOWL, 1500, LB_SFX_WOLF_HOWL, 0, 0x7FFF, 0x0000},
        {SND_YELP, 320, LB_SFX_WOLF_HURT, LB_SFX_WOLF_DEATH, 0x7000, 0x2000},
    };
    for (int i = 0; i < SND_COUNT; i++) {
        MemFile wav;
        if (!EncodeWave(k_effects[i].kind, RATE * k_effects[i].ms / 1000, &wav)) {
            LB_Fail(b, "sound %d: libsndfile could not encode WAVE", i);
            return false;
        }
        uint32_t offset = lv->num_sample_bytes;
        uint8_t *dst = LB_GROW(b, lv->samples, lv->num_sample_bytes, (uint32_t)wav.size);
        uint32_t *index = LB_GROW(b, lv->sample_indices, lv->num_sample_indices, 1);
        SoundDetail *d = LB_GROW(b, lv->sound_details, lv->num_sound_details, 1);
        if (!dst || !index || !d) {
            free(wav.data);
            return false;
        }
        memcpy(dst, wav.data, (size_t)wav.size);
        free(wav.data);
        *index = offset;
        d->sample = (uint16_t)(lv->num_sample_indices - 1);
        d->volume = k_effects[i].volume;
        d->chance = 0;
        d->characteristics = (uint16_t)((1 << 2) | k_effects[i].flags); /* 1 sample */
        lv->sound_map[k_effects[i].sound_id] = (int16_t)(lv->num_sound_details - 1);
        if (k_effects[i].also)
            lv->sound_map[k_effects[i].also] = (int16_t)(lv->num_sound_details - 1);
    }
    return !b->failed;
}
