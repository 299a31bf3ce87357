/* The level's sound samples, decoded once at load time with libsndfile
 * (reading straight from memory through its virtual I/O) into mono s16 at
 * each sample's own rate.
 *
 * One entry per SampleIndices entry:
 *   TR1:     the WAVE file at byte offset sample_indices[i] of the embedded
 *            sample block (Level.samples).
 *   TR2/TR3: the sample_indices[i]-th WAVE file of MAIN.SFX (Level.sfx_data,
 *            a plain concatenation of RIFF files). No MAIN.SFX: every entry
 *            is silent.
 * A corrupt, truncated or out-of-range sample gives one warning and a silent
 * entry (frames == 0); nothing else changes. */
#ifndef TOMB8_ENGINE_AUDIO_SAMPLEBANK_H
#define TOMB8_ENGINE_AUDIO_SAMPLEBANK_H

#include "engine/audio/mixer.h"
#include "engine/level/level.h"

/* Longest sample we accept (frames); real ones are a few seconds. Bounds
 * the allocation a hostile header can ask for. */
#define SAMPLEBANK_MAX_FRAMES (8u * 1024u * 1024u)

typedef struct {
    int16_t *pcm;           /* mono; NULL when silent */
    uint32_t frames;
    uint32_t rate;          /* Hz (0 when silent) */
    uint16_t src_channels;  /* channels in the file (mixed down to mono) */
    uint32_t src_frames;    /* frames libsndfile reported for the file */
} BankSample;

typedef struct {
    uint32_t count;         /* == level->num_sample_indices */
    BankSample *samples;
    uint32_t num_bad;       /* entries that failed to decode */
    uint32_t num_missing;   /* TR2/TR3 entries with no MAIN.SFX data */
} SampleBank;

/* Decodes every sample of the level. Returns false only when out of
 * memory (bank then empty). Bad samples are warned about and left silent. */
bool SampleBank_Build(SampleBank *bank, const Level *level);
void SampleBank_Free(SampleBank *bank);

/* Finds the bytes of the WAVE file for SampleIndices entry i (TR1 embedded
 * block or MAIN.SFX). The span is clamped to the containing block; returns
 * false when the index points outside it or no data exists. */
bool SampleBank_WaveSpan(const Level *level, uint32_t i, const uint8_t **data,
                         size_t *size);

/* Decodes one in-memory WAVE file into `out` (mono s16). On failure writes a
 * reason into err and returns false with `out` zeroed. */
bool SampleBank_DecodeWave(const uint8_t *data, size_t size, BankSample *out,
                           char *err, size_t err_cap);

/* The sample as the mixer wants it (frames 0 when silent / out of range). */
MixerSample SampleBank_Get(const SampleBank *bank, uint32_t i);

#endif
