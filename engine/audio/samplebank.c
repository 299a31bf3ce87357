/* Sample bank: every level sample decoded once with libsndfile from memory. */
#include "engine/audio/samplebank.h"

#include "engine/core/log.h"

#include <sndfile.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- libsndfile virtual I/O over a byte span ------------------------------ */

typedef struct {
    const uint8_t *data;
    sf_count_t size;
    sf_count_t pos;
} MemFile;

static sf_count_t Mem_Length(void *user)
{
    return ((MemFile *)user)->size;
}

static sf_count_t Mem_Seek(sf_count_t offset, int whence, void *user)
{
    MemFile *f = user;
    sf_count_t base = whence == SEEK_CUR ? f->pos : whence == SEEK_END ? f->size : 0;
    sf_count_t p = base + offset;
    if (p < 0)
        p = 0;
    if (p > f->size)
        p = f->size;
    f->pos = p;
    return p;
}

static sf_count_t Mem_Read(void *ptr, sf_count_t count, void *user)
{
    MemFile *f = user;
    if (count <= 0)
        return 0;
    sf_count_t left = f->size - f->pos;
    if (count > left)
        count = left;
    if (count > 0)
        memcpy(ptr, f->data + f->pos, (size_t)count);
    f->pos += count;
    return count;
}

static sf_count_t Mem_Write(const void *ptr, sf_count_t count, void *user)
{
    (void)ptr;
    (void)count;
    (void)user;
    return 0;
}

static sf_count_t Mem_Tell(void *user)
{
    return ((MemFile *)user)->pos;
}

static uint32_t Rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

/* ---- decoding ------------------------------------------------------------- */

/* libsndfile's parsers of the optional chunks can loop forever on hostile
 * sizes (found by fuzzing: a zero-size 'rgn ' inside LIST/adtl hangs
 * sf_open). A sample needs only 'fmt ', 'fact' and 'data', so libsndfile
 * is handed a copy of the file holding just those (the first of each,
 * unchanged); every other chunk is skipped here, by a walk that always
 * moves forward. NULL with a reason when 'fmt ' or 'data' is missing. */
static uint8_t *essential_chunks(const uint8_t *data, size_t riff_len, size_t *out_len,
                                 char *err, size_t err_cap)
{
    static const char *const keep[3] = {"fmt ", "fact", "data"};
    size_t at[3] = {0, 0, 0}, len[3] = {0, 0, 0};
    size_t pos = 12;
    while (pos + 8 <= riff_len) {
        size_t size = Rd32(data + pos + 4);
        size_t body = pos + 8;
        if (size > riff_len - body)
            size = riff_len - body; /* cut short: what is there */
        for (int k = 0; k < 3; k++)
            if (!len[k] && !at[k] && memcmp(data + pos, keep[k], 4) == 0) {
                at[k] = body;
                len[k] = size;
            }
        pos = body + size + (size & 1);
    }
    if (!at[0] || !at[2]) {
        snprintf(err, err_cap, "no '%s' chunk", at[0] ? "data" : "fmt ");
        return NULL;
    }
    size_t total = 12;
    for (int k = 0; k < 3; k++)
        if (at[k])
            total += 8 + len[k] + (len[k] & 1);
    uint8_t *out = malloc(total);
    if (!out) {
        snprintf(err, err_cap, "out of memory");
        return NULL;
    }
    memcpy(out, "RIFF", 4);
    uint32_t riff_size = (uint32_t)(total - 8);
    for (int b = 0; b < 4; b++)
        out[4 + b] = (uint8_t)(riff_size >> (8 * b));
    memcpy(out + 8, "WAVE", 4);
    size_t w = 12;
    for (int k = 0; k < 3; k++) {
        if (!at[k])
            continue;
        memcpy(out + w, keep[k], 4);
        for (int b = 0; b < 4; b++)
            out[w + 4 + b] = (uint8_t)(len[k] >> (8 * b));
        memcpy(out + w + 8, data + at[k], len[k]);
        w += 8 + len[k];
        if (len[k] & 1)
            out[w++] = 0;
    }
    *out_len = total;
    return out;
}

bool SampleBank_DecodeWave(const uint8_t *data, size_t size, BankSample *out,
                           char *err, size_t err_cap)
{
    memset(out, 0, sizeof *out);
    if (!data || size < 12 || memcmp(data, "RIFF", 4) != 0 ||
        memcmp(data + 8, "WAVE", 4) != 0) {
        snprintf(err, err_cap, "not a RIFF/WAVE file");
        return false;
    }
    /* The RIFF size says how long the file is; a file cut short is a
     * truncated sample, whatever libsndfile would make of the rest. */
    uint64_t riff_len = (uint64_t)Rd32(data + 4) + 8;
    if (riff_len > size) {
        snprintf(err, err_cap, "truncated (RIFF says %llu bytes, %zu present)",
                 (unsigned long long)riff_len, size);
        return false;
    }

    size_t clean_len;
    uint8_t *clean = essential_chunks(data, (size_t)riff_len, &clean_len, err, err_cap);
    if (!clean)
        return false;
    MemFile mf = { clean, (sf_count_t)clean_len, 0 };
    SF_VIRTUAL_IO vio = { Mem_Length, Mem_Seek, Mem_Read, Mem_Write, Mem_Tell };
    SF_INFO info;
    memset(&info, 0, sizeof info);
    SNDFILE *sf = sf_open_virtual(&vio, SFM_READ, &info, &mf);
    if (!sf) {
        snprintf(err, err_cap, "libsndfile: %s", sf_strerror(NULL));
        free(clean);
        return false;
    }
    bool ok = false;
    int16_t *tmp = NULL;
    if (info.channels < 1 || info.channels > 8 || info.samplerate < 1 ||
        info.samplerate > 192000) {
        snprintf(err, err_cap, "unsupported format (%d channels, %d Hz)",
                 info.channels, info.samplerate);
        goto done;
    }
    if (info.frames <= 0 || (uint64_t)info.frames > SAMPLEBANK_MAX_FRAMES) {
        snprintf(err, err_cap, "bad length (%lld frames)",
                 (long long)info.frames);
        goto done;
    }
    size_t frames = (size_t)info.frames, ch = (size_t)info.channels;
    /* No codec libsndfile reads packs more than 8 samples per byte: a
     * header claiming more is lying, and must not size an allocation. */
    if (frames * ch > riff_len * 8 + 4096) {
        snprintf(err, err_cap, "length %zu frames does not fit in %llu bytes",
                 frames, (unsigned long long)riff_len);
        goto done;
    }
    tmp = malloc(frames * ch * sizeof(int16_t));
    if (!tmp) {
        snprintf(err, err_cap, "out of memory");
        goto done;
    }
    sf_count_t got = sf_readf_short(sf, tmp, (sf_count_t)frames);
    if (got != (sf_count_t)frames) {
        snprintf(err, err_cap, "truncated (%lld of %zu frames)", (long long)got,
                 frames);
        goto done;
    }
    if (ch > 1) {
        /* Mix down to mono: the game positions sounds itself. */
        for (size_t i = 0; i < frames; i++) {
            int32_t sum = 0;
            for (size_t c = 0; c < ch; c++)
                sum += tmp[i * ch + c];
            tmp[i] = (int16_t)(sum / (int32_t)ch);
        }
        int16_t *shrunk = realloc(tmp, frames * sizeof(int16_t));
        if (shrunk)
            tmp = shrunk;
    }
    out->pcm = tmp;
    out->frames = (uint32_t)frames;
    out->rate = (uint32_t)info.samplerate;
    out->src_channels = (uint16_t)ch;
    out->src_frames = (uint32_t)frames;
    tmp = NULL;
    ok = true;
done:
    free(tmp);
    sf_close(sf);
    free(clean);
    return ok;
}

/* ---- locating the WAVE files ---------------------------------------------- */

/* Byte length of the RIFF file at p (header size + 8) or 0 if not RIFF. */
static uint64_t RiffLength(const uint8_t *p, size_t avail)
{
    if (avail < 8 || memcmp(p, "RIFF", 4) != 0)
        return 0;
    return (uint64_t)Rd32(p + 4) + 8;
}

/* Offset of the file after the one at off (length len) in MAIN.SFX. Files
 * are simply concatenated; tolerate one pad byte after an odd-length file
 * (RIFF chunk padding) by looking for the next "RIFF". */
static size_t NextRiff(const uint8_t *data, size_t total, size_t off,
                       uint64_t len)
{
    if (len >= total - off)
        return total;
    size_t next = off + (size_t)len;
    if ((len & 1) && next + 5 <= total && memcmp(data + next, "RIFF", 4) != 0 &&
        memcmp(data + next + 1, "RIFF", 4) == 0)
        next++;
    return next;
}

bool SampleBank_WaveSpan(const Level *level, uint32_t i, const uint8_t **data,
                         size_t *size)
{
    *data = NULL;
    *size = 0;
    if (!level || i >= level->num_sample_indices || !level->sample_indices)
        return false;
    uint32_t idx = level->sample_indices[i];
    if (level->game == GAME_TR1) {
        if (!level->samples || idx >= level->num_sample_bytes)
            return false;
        size_t avail = level->num_sample_bytes - idx;
        uint64_t len = RiffLength(level->samples + idx, avail);
        *data = level->samples + idx;
        *size = len && len < avail ? (size_t)len : avail;
        return true;
    }
    /* TR2/TR3: the idx-th file of MAIN.SFX. Walk the concatenation. */
    if (!level->sfx_data || level->sfx_size == 0)
        return false;
    size_t off = 0, total = level->sfx_size;
    for (uint32_t n = 0; off < total; n++) {
        uint64_t len = RiffLength(level->sfx_data + off, total - off);
        if (len == 0)
            return false;
        if (n == idx) {
            *data = level->sfx_data + off;
            *size = len < total - off ? (size_t)len : total - off;
            return true;
        }
        off = NextRiff(level->sfx_data, total, off, len);
    }
    return false;
}

/* ---- the bank --------------------------------------------------------------- */

bool SampleBank_Build(SampleBank *bank, const Level *level)
{
    memset(bank, 0, sizeof *bank);
    if (!level || level->num_sample_indices == 0)
        return true;
    bank->samples = calloc(level->num_sample_indices, sizeof *bank->samples);
    if (!bank->samples)
        return false;
    bank->count = level->num_sample_indices;

    bool have_data = level->game == GAME_TR1 ? level->samples != NULL
                                             : level->sfx_data != NULL;
    if (!have_data) {
        bank->num_missing = bank->count;
        return true;
    }

    /* TR2/TR3: index the MAIN.SFX files once instead of walking per sample. */
    size_t *offsets = NULL, *lengths = NULL;
    uint32_t num_files = 0;
    if (level->game != GAME_TR1) {
        size_t cap = 64, off = 0, total = level->sfx_size;
        offsets = malloc(cap * sizeof *offsets);
        lengths = malloc(cap * sizeof *lengths);
        if (!offsets || !lengths) {
            free(offsets);
            free(lengths);
            SampleBank_Free(bank);
            return false;
        }
        while (off < total) {
            uint64_t len = RiffLength(level->sfx_data + off, total - off);
            if (len == 0)
                break;
            if (num_files == cap) {
                cap *= 2;
                size_t *no = realloc(offsets, cap * sizeof *offsets);
                if (no)
                    offsets = no;
                size_t *nl = realloc(lengths, cap * sizeof *lengths);
                if (nl)
                    lengths = nl;
                if (!no || !nl) {
                    free(offsets);
                    free(lengths);
                    SampleBank_Free(bank);
                    return false;
                }
            }
            offsets[num_files] = off;
            lengths[num_files] = len < total - off ? (size_t)len : total - off;
            num_files++;
            off = NextRiff(level->sfx_data, total, off, len);
        }
    }

    for (uint32_t i = 0; i < bank->count; i++) {
        const uint8_t *data = NULL;
        size_t size = 0;
        if (level->game == GAME_TR1) {
            SampleBank_WaveSpan(level, i, &data, &size);
        } else {
            uint32_t idx = level->sample_indices[i];
            if (idx < num_files) {
                data = level->sfx_data + offsets[idx];
                size = lengths[idx];
            }
        }
        char err[160];
        if (!data) {
            Log_Warn("%s: sample %u: index %u out of range; silent", level->name,
                     i, level->sample_indices[i]);
            bank->num_bad++;
            continue;
        }
        if (!SampleBank_DecodeWave(data, size, &bank->samples[i], err,
                                   sizeof err)) {
            Log_Warn("%s: sample %u: %s; silent", level->name, i, err);
            bank->num_bad++;
        }
    }
    free(offsets);
    free(lengths);
    return true;
}

void SampleBank_Free(SampleBank *bank)
{
    if (bank->samples) {
        for (uint32_t i = 0; i < bank->count; i++)
            free(bank->samples[i].pcm);
        free(bank->samples);
    }
    memset(bank, 0, sizeof *bank);
}

MixerSample SampleBank_Get(const SampleBank *bank, uint32_t i)
{
    MixerSample s = { NULL, 0, 0 };
    if (bank && i < bank->count && bank->samples[i].pcm) {
        s.pcm = bank->samples[i].pcm;
        s.frames = bank->samples[i].frames;
        s.rate = bank->samples[i].rate;
    }
    return s;
}
