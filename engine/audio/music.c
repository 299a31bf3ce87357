/* Music tracks streamed from user files with libsndfile; see music.h. */
#include "engine/audio/music.h"

#include "engine/audio/mixer.h"
#include "engine/core/file_read.h"
#include "engine/core/log.h"

#include <sndfile.h>
#include <strings.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MUSIC_CHUNK 1024        /* source frames read at a time */
#define MUSIC_MAX_CHANNELS 8

struct Music {
    char dir[512];
    bool enabled;
    SNDFILE *sf;
    int channels;
    uint32_t rate;
    int track;              /* playing track, -1 none */
    bool looping;           /* the playing track is the ambient one */
    int ambient;            /* ambient track, -1 none */
    int volume;             /* 0..256 */
    uint64_t pos;           /* 32.32 position in fb frames */
    uint64_t step;          /* 32.32 source frames per output frame */
    uint32_t avail;         /* frames in fb */
    bool padded;            /* one-shot at its end: a silent frame follows */
    int16_t fb[(MUSIC_CHUNK + 2) * 2];            /* stereo source frames */
    int16_t raw[MUSIC_CHUNK * MUSIC_MAX_CHANNELS];/* interleaved as read */
};

Music *Music_Create(const char *dir)
{
    Music *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->track = -1;
    m->ambient = -1;
    m->volume = 256;
    if (dir && dir[0] && strlen(dir) < sizeof m->dir - 32) {
        strcpy(m->dir, dir);
        m->enabled = true;
    }
    return m;
}

static void Music_Close(Music *m)
{
    if (m->sf)
        sf_close(m->sf);
    m->sf = NULL;
    m->track = -1;
    m->avail = 0;
    m->pos = 0;
    m->padded = false;
}

void Music_Destroy(Music *m)
{
    if (!m)
        return;
    Music_Close(m);
    free(m);
}

/* Opens the file for track; false (quietly when simply absent) otherwise. */
static bool Music_Open(Music *m, int track, bool loop)
{
    Music_Close(m);
    if (!m->enabled || track < 0 || track > 999)
        return false;
    static const char *const patterns[] = {
        "%s/%d.ogg", "%s/%d.flac", "%s/%d.wav",
        "%s/track%02d.ogg", "%s/track%02d.flac", "%s/track%02d.wav",
    };
    char path[600];
    for (size_t i = 0; i < COUNT_OF(patterns); i++) {
        snprintf(path, sizeof path, patterns[i], m->dir, track);
        /* The shared reader's checks, without blocking: a FIFO, folder or
         * device named like a track is skipped with one warning (sndfile
         * would wait on a FIFO forever). */
        FILE *f;
        char why[700];
        FileReadResult fr = FileRead_Open(path, "music track", &f, why, sizeof why);
        if (fr == FILE_READ_MISSING)
            continue;
        if (fr != FILE_READ_OK) {
            Log_Warn("music: %s; ignored", why + (strncmp(why, "error: ", 7) == 0 ? 7 : 0));
            return false;
        }
        fclose(f);
        SF_INFO info;
        memset(&info, 0, sizeof info);
        SNDFILE *sf = sf_open(path, SFM_READ, &info);
        if (!sf) {
            Log_Warn("music: %s: unreadable (%s); ignored", path,
                     sf_strerror(NULL));
            return false;
        }
        if (info.channels < 1 || info.channels > MUSIC_MAX_CHANNELS ||
            info.samplerate < 1 || info.samplerate > 192000) {
            Log_Warn("music: %s: unsupported format; ignored", path);
            sf_close(sf);
            return false;
        }
        m->sf = sf;
        m->channels = info.channels;
        m->rate = (uint32_t)info.samplerate;
        m->step = ((uint64_t)m->rate << 32) / MIXER_RATE;
        m->track = track;
        m->looping = loop;
        m->avail = 0;
        m->pos = 0;
        m->padded = false;
        return true;
    }
    return false;
}

bool Music_Play(Music *m, int track)
{
    if (!m)
        return false;
    if (m->sf && m->track == track && !m->looping)
        return true; /* already playing: a re-trigger does not restart it */
    return Music_Open(m, track, false);
}

bool Music_PlayLooped(Music *m, int track)
{
    if (!m)
        return false;
    m->ambient = track;
    if (track < 0) {
        if (m->looping)
            Music_Close(m);
        return false;
    }
    if (m->sf && m->track == track && m->looping)
        return true;
    return Music_Open(m, track, true);
}

void Music_Stop(Music *m)
{
    if (!m)
        return;
    m->ambient = -1;
    Music_Close(m);
}

int Music_CurrentTrack(const Music *m)
{
    return m && m->sf ? m->track : -1;
}

void Music_SetVolume(Music *m, int volume)
{
    if (m)
        m->volume = CLAMP(volume, 0, 256);
}

/* Reads up to MUSIC_CHUNK frames after what fb holds. Returns frames read. */
static uint32_t Music_Read(Music *m)
{
    uint32_t room = MUSIC_CHUNK + 2 - m->avail;
    if (room > MUSIC_CHUNK)
        room = MUSIC_CHUNK;
    sf_count_t got = sf_readf_short(m->sf, m->raw, room);
    if (got <= 0)
        return 0;
    int ch = m->channels;
    int16_t *dst = m->fb + 2 * m->avail;
    for (sf_count_t i = 0; i < got; i++) {
        dst[2 * i] = m->raw[i * ch];
        dst[2 * i + 1] = m->raw[i * ch + (ch > 1 ? 1 : 0)];
    }
    m->avail += (uint32_t)got;
    return (uint32_t)got;
}

/* Makes frames floor(pos) and floor(pos)+1 available. False at the end of
 * a one-shot track (or an unreadable looped one). */
static bool Music_Fill(Music *m)
{
    uint32_t i = (uint32_t)(m->pos >> 32);
    if (i + 1 < m->avail)
        return true;
    /* Drop consumed frames, keep the current one. */
    uint32_t keep = i < m->avail ? m->avail - i : 0;
    if (keep)
        memmove(m->fb, m->fb + 2 * i, sizeof(int16_t) * 2 * keep);
    m->pos -= (uint64_t)MIN(i, m->avail) << 32;
    m->avail = keep;
    while ((uint32_t)(m->pos >> 32) + 1 >= m->avail) {
        if (Music_Read(m) > 0)
            continue;
        if (!m->looping) {
            /* The last frame still plays, fading into silence like a
             * one-shot voice in the mixer; then the track has ended. */
            if (m->padded || (uint32_t)(m->pos >> 32) >= m->avail)
                return false;
            m->fb[2 * m->avail] = m->fb[2 * m->avail + 1] = 0;
            m->avail++;
            m->padded = true;
            continue;
        }
        if (sf_seek(m->sf, 0, SEEK_SET) < 0 || Music_Read(m) == 0)
            return false;
    }
    return true;
}

void Music_Accumulate(Music *m, int32_t *acc, uint32_t frames)
{
    if (!m || !m->sf)
        return;
    const int32_t vol = m->volume;
    for (uint32_t f = 0; f < frames; f++) {
        if (!Music_Fill(m)) {
            /* One-shot finished: back to the ambient track, if any. */
            Music_Close(m);
            if (m->ambient < 0 || !Music_Open(m, m->ambient, true))
                return;
            if (!Music_Fill(m)) {
                Music_Close(m);
                return;
            }
        }
        uint32_t i = (uint32_t)(m->pos >> 32);
        int32_t frac = (int32_t)((m->pos >> 17) & 0x7FFF);
        for (int c = 0; c < 2; c++) {
            int32_t s0 = m->fb[2 * i + c], s1 = m->fb[2 * i + 2 + c];
            int32_t s = s0 + (((s1 - s0) * frac) >> 15);
            acc[2 * f + c] += (s * vol) >> 8;
        }
        m->pos += m->step;
    }
}

int Music_Tr1AmbientTrack(const char *level_name)
{
    static const struct {
        const char *file;
        int track;
    } map[] = {
        { "TITLE.PHD", 2 },     { "LEVEL1.PHD", 57 },   { "LEVEL2.PHD", 57 },
        { "LEVEL3A.PHD", 57 },  { "LEVEL3B.PHD", 57 },  { "LEVEL4.PHD", 59 },
        { "LEVEL5.PHD", 59 },   { "LEVEL6.PHD", 59 },   { "LEVEL7A.PHD", 58 },
        { "LEVEL7B.PHD", 58 },  { "LEVEL8A.PHD", 59 },  { "LEVEL8B.PHD", 59 },
        { "LEVEL8C.PHD", 59 },  { "LEVEL10A.PHD", 58 }, { "LEVEL10B.PHD", 60 },
        { "LEVEL10C.PHD", 60 },
    };
    if (!level_name)
        return -1;
    const char *base = strrchr(level_name, '/');
    base = base ? base + 1 : level_name;
    const char *bs = strrchr(base, '\\');
    base = bs ? bs + 1 : base;
    for (size_t i = 0; i < COUNT_OF(map); i++)
        if (!strcasecmp(base, map[i].file))
            return map[i].track;
    return -1;
}
