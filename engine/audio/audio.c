/* Sound effects: SoundMap -> SoundDetails -> samples, positioned against the
 * listener and handed to the mixer. See audio.h for the rules followed. */
#include "engine/audio/audio.h"

#include "engine/core/log.h"
#include "engine/math/fixed.h"
#include "engine/sim/prng.h"

#include <stdlib.h>
#include <string.h>

#define AUDIO_BLOCK 512

/* Loop modes, normalised across games. */
enum { MODE_NORMAL, MODE_WAIT, MODE_RESTART, MODE_LOOP };

#define CHAR_NO_PAN 0x1000
#define CHAR_RANDOM_PITCH 0x2000
#define CHAR_RANDOM_GAIN 0x4000

#define TR1_RANGE (8 * WALL_SIZE)
#define TR1_RANGE_MULT 4            /* volume lost per world unit */
#define TR2_RANGE (10 * WALL_SIZE)
#define MAXVOL_RADIUS WALL_SIZE     /* TR2/TR3: full volume inside 1 sector */
#define MAX_VOLUME_CHANGE 0x2000
#define TR1_PITCH_CHANGE_PCT 10
#define TR2_PITCH_CHANGE 6000
#define AUDIO_MIN_HZ 100            /* DirectSound's frequency range */
#define AUDIO_MAX_HZ 100000

typedef struct {
    int sound_id;           /* -1 = slot free */
    int32_t source;
    uint8_t mode;
    bool positional;
    bool no_pan;
    bool refreshed;         /* loops: posted during the current tick */
    Vec3i pos;
    int32_t base_volume;    /* after gain wobble, before distance */
    int32_t range;          /* world units */
    int32_t volume;         /* after distance, 0..0x7FFF */
    int32_t pan;            /* sin of the angle to the source, Q14, + = right */
    uint32_t rate;          /* the sample's own rate (Hz) */
    uint32_t pitch;         /* Q16, as started or last refreshed */
} Slot;

struct Audio {
    const Level *level;
    SampleBank bank;
    Mixer mixer;
    Slot slots[MIXER_VOICES];
    Vec3i listener;
    int16_t listener_yaw;
    bool listener_water;
    AudioRandFn rand_fn;
    void *rand_ctx;
    uint32_t seed;
    int master;             /* 0..256 */
    Music *music;
    uint8_t warned[(COUNT_OF(((Level *)0)->sound_map) + 7) / 8]; /* per id */
    int32_t accum[2 * AUDIO_BLOCK];
};

/* Amplitude of a TR volume (0..32768), Q15: (v / 32768) ^ (log2(10) / 2),
 * the original's DirectSound decibel curve (-10 dB per halving), sampled at
 * 129 points and interpolated. Generated offline; integer at run time. */
static const uint16_t kVolumeCurve[129] = {
    0, 10, 33, 64, 104, 150, 203, 262, 328, 398, 475, 556,
    643, 734, 830, 931, 1036, 1146, 1260, 1379, 1501, 1628, 1759, 1893,
    2032, 2175, 2321, 2471, 2625, 2783, 2944, 3108, 3277, 3449, 3624, 3803,
    3985, 4170, 4359, 4551, 4747, 4946, 5148, 5353, 5561, 5773, 5987, 6205,
    6426, 6650, 6877, 7107, 7340, 7575, 7814, 8056, 8301, 8549, 8799, 9053,
    9309, 9568, 9830, 10095, 10362, 10632, 10906, 11181, 11460, 11741, 12025, 12312,
    12601, 12893, 13188, 13485, 13785, 14088, 14393, 14701, 15011, 15324, 15640, 15958,
    16278, 16601, 16927, 17255, 17586, 17919, 18255, 18593, 18934, 19277, 19622, 19970,
    20320, 20673, 21028, 21386, 21746, 22108, 22473, 22840, 23210, 23582, 23956, 24332,
    24711, 25092, 25476, 25862, 26250, 26640, 27033, 27428, 27825, 28225, 28627, 29031,
    29437, 29846, 30256, 30670, 31085, 31502, 31922, 32344, 32768,
};

static int32_t Audio_Curve(int32_t v)
{
    v = CLAMP(v, 0, 32768);
    int32_t k = v >> 8, frac = v & 255;
    if (k >= 128)
        return kVolumeCurve[128];
    int32_t a = kVolumeCurve[k], b = kVolumeCurve[k + 1];
    return a + (((b - a) * frac) >> 8);
}

/* ---- randomness ------------------------------------------------------------ */

int32_t Audio_PrngDraw(void *prng)
{
    return Prng_Draw((Prng *)prng);
}

static int32_t Audio_Rand(Audio *a)
{
    if (a->rand_fn)
        return a->rand_fn(a->rand_ctx) & 0x7FFF;
    a->seed = 0x41C64E6Du * a->seed + 0x3039u;
    return (int32_t)((a->seed >> 10) & 0x7FFF);
}

void Audio_SetRandom(Audio *a, AudioRandFn fn, void *ctx)
{
    a->rand_fn = fn;
    a->rand_ctx = ctx;
}

void Audio_SetSeed(Audio *a, uint32_t seed)
{
    a->seed = seed;
}

/* ---- lifetime --------------------------------------------------------------- */

Audio *Audio_Create(const Level *level)
{
    Audio *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->level = level;
    a->seed = AUDIO_DEFAULT_SEED;
    a->master = 256;
    Mixer_Init(&a->mixer);
    for (int v = 0; v < MIXER_VOICES; v++)
        a->slots[v].sound_id = -1;
    if (!SampleBank_Build(&a->bank, level)) {
        free(a);
        return NULL;
    }
    return a;
}

void Audio_Destroy(Audio *a)
{
    if (!a)
        return;
    SampleBank_Free(&a->bank);
    free(a);
}

const SampleBank *Audio_Bank(const Audio *a)
{
    return &a->bank;
}

void Audio_SetListener(Audio *a, Vec3i pos, int16_t yaw, bool underwater)
{
    a->listener = pos;
    a->listener_yaw = yaw;
    a->listener_water = underwater;
}

void Audio_SetMasterVolume(Audio *a, int volume)
{
    a->master = CLAMP(volume, 0, 256);
}

void Audio_SetMusic(Audio *a, Music *music)
{
    a->music = music;
}

/* ---- details ----------------------------------------------------------------- */

typedef struct {
    uint32_t sample;        /* first SampleIndices entry */
    uint32_t variants;
    int32_t volume;         /* 0..0x7FFF */
    int32_t chance;         /* 0 = always */
    int32_t range;          /* world units */
    int32_t pitch;          /* TR3: the sound's own pitch, added << 9 */
    uint8_t mode;
    uint16_t flags;
} Details;

static bool Audio_GetDetails(const Audio *a, int sound_id, Details *d)
{
    const Level *lv = a->level;
    if (!lv || sound_id < 0 || (uint32_t)sound_id >= lv->num_sound_map ||
        sound_id >= (int)COUNT_OF(lv->sound_map))
        return false;
    int16_t di = lv->sound_map[sound_id];
    if (di < 0 || (uint32_t)di >= lv->num_sound_details)
        return false;
    const SoundDetail *sd = &lv->sound_details[di];
    uint16_t ch = sd->characteristics;
    d->sample = sd->sample;
    d->variants = (ch >> 2) & 0x3F;
    d->flags = ch;
    d->pitch = sd->pitch;
    if (lv->game == GAME_TR1) {
        static const uint8_t modes[4] = { MODE_WAIT, MODE_RESTART, MODE_LOOP,
                                          MODE_LOOP };
        d->mode = modes[ch & 3];
        d->volume = MIN(sd->volume, 0x7FFF);
        d->chance = sd->chance;
        d->range = TR1_RANGE;
    } else {
        static const uint8_t modes[4] = { MODE_NORMAL, MODE_WAIT, MODE_RESTART,
                                          MODE_LOOP };
        d->mode = modes[ch & 3];
        if (lv->game == GAME_TR3) {
            d->volume = MIN(sd->volume, 0xFF) << 7;
            d->chance = MIN(sd->chance, 0xFF) << 7;
            d->range = (sd->range ? sd->range : 10) * WALL_SIZE;
        } else {
            d->volume = MIN(sd->volume, 0x7FFF);
            d->chance = sd->chance;
            d->range = TR2_RANGE;
        }
    }
    return true;
}

/* Volume and pan of a sound at pos for the current listener. Returns false
 * when out of range. */
static bool Audio_Place(const Audio *a, int32_t base_volume, int32_t range,
                        const Vec3i *pos, bool no_pan, int32_t *volume,
                        int32_t *pan)
{
    *pan = 0;
    if (!pos) {
        *volume = CLAMP(base_volume, 0, 0x7FFF);
        return true;
    }
    /* 64-bit differences: positions come from files and may be extreme. */
    int64_t ex = (int64_t)pos->x - a->listener.x;
    int64_t ey = (int64_t)pos->y - a->listener.y;
    int64_t ez = (int64_t)pos->z - a->listener.z;
    if (ex < -range || ex > range || ey < -range || ey > range || ez < -range ||
        ez > range)
        return false;
    int32_t dx = (int32_t)ex, dy = (int32_t)ey, dz = (int32_t)ez;
    uint64_t d2 = (uint64_t)((int64_t)dx * dx) + (uint64_t)((int64_t)dy * dy) +
                  (uint64_t)((int64_t)dz * dz);
    int32_t v;
    if (a->level && a->level->game == GAME_TR1) {
        v = base_volume - (int32_t)Math_Sqrt64(d2) * TR1_RANGE_MULT;
    } else {
        uint64_t r2 = (uint64_t)range * (uint64_t)range;
        if (d2 > r2)
            return false;
        int64_t d = 0;
        if (d2 >= (uint64_t)MAXVOL_RADIUS * MAXVOL_RADIUS)
            d = (int64_t)Math_Sqrt64(d2) - MAXVOL_RADIUS;
        int64_t att = d * d / (int64_t)MAX(r2 >> 16, 1);
        v = (int32_t)((int64_t)base_volume * (65536 - MIN(att, 65536)) >> 16);
    }
    *volume = CLAMP(v, 0, 0x7FFF);
    if (!no_pan && (dx | dz) != 0) {
        int32_t angle = (int32_t)Math_Atan2(dx, dz) - a->listener_yaw;
        *pan = Math_Sin(angle);
    }
    return true;
}

/* Mixer gains for a volume and pan, with the master volume. */
static void Audio_Gains(const Audio *a, int32_t volume, int32_t pan,
                        int32_t *gl, int32_t *gr)
{
    int32_t amp = Audio_Curve(volume) * a->master >> 8;
    int32_t side = Audio_Curve(32768 - MIN(abs(pan), 16384));
    *gl = pan > 0 ? amp * side >> 15 : amp;
    *gr = pan < 0 ? amp * side >> 15 : amp;
}

static void Audio_ApplyGains(Audio *a, int v)
{
    int32_t gl, gr;
    Audio_Gains(a, a->slots[v].volume, a->slots[v].pan, &gl, &gr);
    Mixer_SetGain(&a->mixer, v, gl, gr);
}

static bool Audio_SlotLive(const Audio *a, int v)
{
    return a->slots[v].sound_id >= 0 && Mixer_IsActive(&a->mixer, v);
}

static int32_t Audio_Priority(const Slot *s)
{
    return s->mode == MODE_LOOP ? s->volume * 3 / 2 : s->volume;
}

/* A voice for a new sound of priority prio: a free one, else the quietest
 * if it is quieter. -1 if none. */
static int Audio_PickVoice(Audio *a, int32_t prio)
{
    int best = -1;
    int32_t best_prio = INT32_MAX;
    for (int v = 0; v < MIXER_VOICES; v++) {
        if (!Audio_SlotLive(a, v))
            return v;
        int32_t p = Audio_Priority(&a->slots[v]);
        if (p < best_prio) {
            best_prio = p;
            best = v;
        }
    }
    return best >= 0 && best_prio < prio ? best : -1;
}

/* ---- playing ----------------------------------------------------------------- */

bool Audio_PlaySound(Audio *a, int sound_id, const Vec3i *pos, int32_t source)
{
    return Audio_PlaySoundMode(a, sound_id, pos, source, AUDIO_PLAY_ALWAYS);
}

bool Audio_PlaySoundMode(Audio *a, int sound_id, const Vec3i *pos,
                         int32_t source, AudioPlayMode mode)
{
    return Audio_PlaySoundPitch(a, sound_id, pos, source, mode, AUDIO_PITCH_DEFAULT);
}

/* The pitch a voice plays at: the caller's, moved by TR3's per-sound pitch
 * and the random wobble, then kept to what DirectSound could play (the
 * sample's rate times it within DSBFREQUENCY_MIN..MAX, 100..100000 Hz). */
static uint32_t Audio_VoicePitch(Audio *a, const Details *d, int32_t pitch)
{
    if (a->level->game == GAME_TR3)
        pitch += d->pitch * 512; /* the original's pitch << 9 */
    if (d->flags & CHAR_RANDOM_PITCH) {
        if (a->level->game == GAME_TR1) {
            int32_t pct = 100 + (Audio_Rand(a) * TR1_PITCH_CHANGE_PCT) / 0x4000 -
                          TR1_PITCH_CHANGE_PCT;
            pitch = (int32_t)((int64_t)pct * pitch / 100);
        } else {
            pitch += ((Audio_Rand(a) * TR2_PITCH_CHANGE) >> 14) - TR2_PITCH_CHANGE;
        }
    }
    return (uint32_t)MAX(pitch, 1);
}

/* pitch kept so the sample plays at 100..100000 Hz (see above). */
static uint32_t Audio_ClampPitch(uint32_t rate, uint32_t pitch)
{
    if (!rate)
        return pitch;
    uint64_t hz = ((uint64_t)rate * pitch) >> 16;
    if (hz < AUDIO_MIN_HZ)
        return (uint32_t)(((uint64_t)AUDIO_MIN_HZ << 16) / rate);
    if (hz > AUDIO_MAX_HZ)
        return (uint32_t)(((uint64_t)AUDIO_MAX_HZ << 16) / rate);
    return pitch;
}

bool Audio_PlaySoundPitch(Audio *a, int sound_id, const Vec3i *pos,
                          int32_t source, AudioPlayMode mode, int32_t pitch_in)
{
    if (!a)
        return false;
    if (mode != AUDIO_PLAY_ALWAYS &&
        (mode == AUDIO_PLAY_UNDERWATER) != a->listener_water)
        return false;
    Details d;
    if (!Audio_GetDetails(a, sound_id, &d))
        return false;

    /* Random draws in the original's order: chance, gain, pitch, variant. */
    if (d.chance && Audio_Rand(a) > d.chance)
        return false;

    bool no_pan = (d.flags & CHAR_NO_PAN) != 0;
    int32_t base = d.volume;
    if (d.flags & CHAR_RANDOM_GAIN)
        base -= Audio_Rand(a) * MAX_VOLUME_CHANGE >> 15;

    int32_t volume, pan;
    if (!Audio_Place(a, base, d.range, pos, no_pan, &volume, &pan) ||
        volume <= 0)
        return false;

    uint32_t pitch = Audio_VoicePitch(a, &d, pitch_in);

    uint32_t sample = d.sample;
    if (d.variants != 1)
        sample += (uint32_t)((Audio_Rand(a) * (int32_t)d.variants) >> 15);

    /* Already playing? */
    for (int v = 0; v < MIXER_VOICES; v++) {
        Slot *s = &a->slots[v];
        if (!Audio_SlotLive(a, v) || s->sound_id != sound_id)
            continue;
        if (d.mode == MODE_LOOP) {
            /* One voice per looped sound id: the loudest poster this tick
             * wins, whichever emitter it is. */
            if (!s->refreshed || volume > s->volume) {
                s->refreshed = true;
                s->volume = volume;
                s->pan = pan;
                s->base_volume = base;
                s->positional = pos != NULL;
                if (pos)
                    s->pos = *pos;
                s->source = source;
                Audio_ApplyGains(a, v);
                if (s->pitch != pitch) {
                    s->pitch = pitch;
                    Mixer_SetPitch(&a->mixer, v, s->rate, Audio_ClampPitch(s->rate, pitch));
                }
            }
            return true;
        }
        if (s->source != source)
            continue;
        if (d.mode == MODE_WAIT)
            return true;
        if (d.mode == MODE_RESTART) {
            Mixer_Stop(&a->mixer, v);
            s->sound_id = -1;
            break;
        }
    }

    if (sample >= a->bank.count) {
        /* Details pointing past SampleIndices: one warning per sound id. */
        uint8_t bit = (uint8_t)(1u << (sound_id & 7));
        if (!(a->warned[sound_id >> 3] & bit)) {
            a->warned[sound_id >> 3] |= bit;
            Log_Warn("%s: sound %d: sample %u out of range (%u samples); silent",
                     a->level->name, sound_id, sample, a->bank.count);
        }
        return false;
    }
    MixerSample ms = SampleBank_Get(&a->bank, sample);
    if (!ms.pcm)
        return false;

    Slot ns = { 0 };
    ns.sound_id = sound_id;
    ns.source = source;
    ns.mode = d.mode;
    ns.positional = pos != NULL;
    ns.no_pan = no_pan;
    ns.refreshed = true;
    if (pos)
        ns.pos = *pos;
    ns.base_volume = base;
    ns.range = d.range;
    ns.volume = volume;
    ns.pan = pan;
    ns.rate = ms.rate;
    ns.pitch = pitch;

    int v = Audio_PickVoice(a, Audio_Priority(&ns));
    if (v < 0)
        return false;
    int32_t gl, gr;
    Audio_Gains(a, volume, pan, &gl, &gr);
    if (!Mixer_Start(&a->mixer, v, &ms, gl, gr, Audio_ClampPitch(ms.rate, pitch),
                     d.mode == MODE_LOOP)) {
        a->slots[v].sound_id = -1;
        return false;
    }
    a->slots[v] = ns;
    return true;
}

bool Audio_PlayAnimSound(Audio *a, uint16_t packed, const Vec3i *pos,
                         int32_t source, bool item_room_is_water)
{
    if ((packed & AUDIO_ANIM_SOUND_LAND) && item_room_is_water)
        return false;
    if ((packed & AUDIO_ANIM_SOUND_WATER) && !item_room_is_water)
        return false;
    return Audio_PlaySoundMode(a, packed & AUDIO_ANIM_SOUND_ID_MASK, pos, source,
                               AUDIO_PLAY_NORMAL);
}

void Audio_StopSound(Audio *a, int sound_id, int32_t source)
{
    for (int v = 0; v < MIXER_VOICES; v++) {
        Slot *s = &a->slots[v];
        if (s->sound_id < 0)
            continue;
        if (sound_id >= 0 && s->sound_id != sound_id)
            continue;
        if (source != AUDIO_SOURCE_ANY && s->source != source)
            continue;
        Mixer_Stop(&a->mixer, v);
        s->sound_id = -1;
    }
}

void Audio_StopAll(Audio *a)
{
    Mixer_StopAll(&a->mixer);
    for (int v = 0; v < MIXER_VOICES; v++)
        a->slots[v].sound_id = -1;
}

void Audio_UpdateSoundSources(Audio *a, bool flipped)
{
    const Level *lv = a->level;
    if (!lv)
        return;
    for (uint32_t i = 0; i < lv->num_sound_sources; i++) {
        const SoundSource *src = &lv->sound_sources[i];
        bool on = flipped ? (src->flags & 0x40) != 0 : (src->flags & 0x80) != 0;
        if (on)
            Audio_PlaySoundMode(a, src->sound_id, &src->pos,
                                AUDIO_SOURCE_LEVEL_BASE + (int32_t)i,
                                AUDIO_PLAY_NORMAL);
    }
}

/* ---- ticking and mixing -------------------------------------------------------- */

void Audio_EndTick(Audio *a)
{
    for (int v = 0; v < MIXER_VOICES; v++) {
        Slot *s = &a->slots[v];
        if (s->sound_id < 0)
            continue;
        if (!Mixer_IsActive(&a->mixer, v)) {
            s->sound_id = -1; /* finished */
            continue;
        }
        if (s->mode == MODE_LOOP) {
            if (!s->refreshed) {
                Mixer_Stop(&a->mixer, v);
                s->sound_id = -1;
                continue;
            }
            s->refreshed = false;
        } else if (s->positional) {
            /* One-shots follow the listener while they play. */
            int32_t vol, pan;
            if (!Audio_Place(a, s->base_volume, s->range, &s->pos, s->no_pan,
                             &vol, &pan) ||
                vol <= 0) {
                Mixer_Stop(&a->mixer, v);
                s->sound_id = -1;
                continue;
            }
            s->volume = vol;
            s->pan = pan;
        }
        Audio_ApplyGains(a, v);
    }
}

void Audio_Mix(Audio *a, int16_t *out, uint32_t frames)
{
    while (frames > 0) {
        uint32_t n = MIN(frames, (uint32_t)AUDIO_BLOCK);
        memset(a->accum, 0, sizeof(int32_t) * 2 * n);
        /* Music first, so the master volume (already in the voices' gains)
         * can scale it alone; --mute silences it too. */
        if (a->music) {
            Music_Accumulate(a->music, a->accum, n);
            if (a->master != 256)
                for (uint32_t i = 0; i < 2 * n; i++)
                    a->accum[i] = a->accum[i] * a->master >> 8;
        }
        Mixer_Accumulate(&a->mixer, a->accum, n);
        Mixer_Clip(a->accum, out, 2 * n);
        out += 2 * n;
        frames -= n;
    }
}

void Audio_RunTick(Audio *a, int16_t *out)
{
    Audio_EndTick(a);
    Audio_Mix(a, out, AUDIO_TICK_FRAMES);
}

int Audio_ActiveVoices(const Audio *a)
{
    return Mixer_ActiveCount(&a->mixer);
}

bool Audio_IsPlaying(const Audio *a, int sound_id)
{
    for (int v = 0; v < MIXER_VOICES; v++)
        if (Audio_SlotLive(a, v) && a->slots[v].sound_id == sound_id)
            return true;
    return false;
}
