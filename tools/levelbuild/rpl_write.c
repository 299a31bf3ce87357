/* ARMovie/RPL writer with Escape 124 video: see rpl_write.h. */
#include "tools/levelbuild/rpl_write.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- growable byte buffer and an LSB-first bit writer --------------------------- */

typedef struct {
    uint8_t **buf;
    size_t *len, *cap;
    uint64_t acc;   /* pending bits, the first written in bit 0 */
    int nacc;
    bool ok;
} Bits;

static bool reserve(uint8_t **buf, size_t *cap, size_t need)
{
    if (need <= *cap)
        return true;
    size_t n = *cap ? *cap : 4096;
    while (n < need)
        n *= 2;
    uint8_t *p = realloc(*buf, n);
    if (!p)
        return false;
    *buf = p;
    *cap = n;
    return true;
}

static void put_byte(Bits *b, uint8_t v)
{
    if (!b->ok || !reserve(b->buf, b->cap, *b->len + 1)) {
        b->ok = false;
        return;
    }
    (*b->buf)[(*b->len)++] = v;
}

/* Escape 124 reads its bit stream least significant bit first (each value's
 * low bit comes first), so values are packed the same way. */
static void put_bits(Bits *b, uint32_t v, int n)
{
    b->acc |= (uint64_t)(v & (n >= 32 ? 0xFFFFFFFFu : ((1u << n) - 1))) << b->nacc;
    b->nacc += n;
    while (b->nacc >= 8) {
        put_byte(b, (uint8_t)b->acc);
        b->acc >>= 8;
        b->nacc -= 8;
    }
}

static void flush_bits(Bits *b)
{
    if (b->nacc > 0)
        put_byte(b, (uint8_t)b->acc);
    b->acc = 0;
    b->nacc = 0;
}

/* ---- Escape 124 frames ----------------------------------------------------------- */

/* Frame flags: bit 17 = codebook 0 follows; the decoder also wants one of
 * 0x114 and one of 0x7800000 set, or it repeats the previous frame. */
#define E124_FLAGS ((1u << 17) | (1u << 2) | (1u << 23))
#define E124_MAX_DEPTH 15

static uint16_t rgb555(const uint8_t *p)
{
    return (uint16_t)(((p[0] >> 3) << 10) | ((p[1] >> 3) << 5) | (p[2] >> 3));
}

static int dist555(uint16_t a, uint16_t b)
{
    int d = 0;
    for (int s = 0; s < 15; s += 5) {
        int x = (a >> s) & 31, y = (b >> s) & 31;
        d += x > y ? x - y : y - x;
    }
    return d;
}

/* A codebook entry: mask bit j set = pixel j (0 top left, 1 top right,
 * 2 bottom left, 3 bottom right) takes colour 1. */
static uint64_t block_entry(const uint16_t px[4])
{
    uint16_t c0 = px[0], c1 = px[0];
    int far = 0;
    for (int j = 1; j < 4; j++) {
        int d = dist555(px[j], c0);
        if (d > far) {
            far = d;
            c1 = px[j];
        }
    }
    unsigned mask = 0;
    for (int j = 0; j < 4; j++)
        if (dist555(px[j], c1) < dist555(px[j], c0))
            mask |= 1u << j;
    return (uint64_t)mask | ((uint64_t)c0 << 4) | ((uint64_t)c1 << 19);
}

/* The mask bit of macroblock i (row i / 4, column i % 4) of a superblock:
 * the 16 bits go by 4x4 quadrants, then by position inside the quadrant. */
static unsigned mb_mask_bit(int i)
{
    int r = i >> 2, c = i & 3;
    int quadrant = (r >> 1) * 2 + (c >> 1), inner = (r & 1) * 2 + (c & 1);
    return 1u << (quadrant * 4 + inner);
}

typedef struct {
    uint64_t *keys;     /* entry + 1 (0 = empty slot) */
    uint16_t *values;
    size_t mask;
    uint64_t *entries;  /* in index order */
    int count;
} Book;

static int book_add(Book *bk, uint64_t e)
{
    size_t h = (size_t)((e * 0x9E3779B97F4A7C15ull) >> 40) & bk->mask;
    while (bk->keys[h]) {
        if (bk->keys[h] == e + 1)
            return bk->values[h];
        h = (h + 1) & bk->mask;
    }
    bk->keys[h] = e + 1;
    bk->values[h] = (uint16_t)bk->count;
    bk->entries[bk->count] = e;
    return bk->count++;
}

bool RplWrite_Escape124Frame(const uint8_t *rgb, int width, int height, uint8_t **buf,
                             size_t *len, size_t *cap)
{
    int sbw = width / 8, sbh = height / 8, nmb = (width / 2) * (height / 2);
    if (sbw <= 0 || sbh <= 0 || nmb > (1 << E124_MAX_DEPTH))
        return false;
    Book bk = {0};
    size_t slots = 1;
    while (slots < (size_t)nmb * 2)
        slots *= 2;
    bk.mask = slots - 1;
    bk.keys = calloc(slots, sizeof *bk.keys);
    bk.values = calloc(slots, sizeof *bk.values);
    bk.entries = calloc((size_t)nmb, sizeof *bk.entries);
    uint16_t *index = calloc((size_t)nmb, sizeof *index); /* per macroblock, superblock order */
    bool ok = bk.keys && bk.values && bk.entries && index;
    for (int sb = 0; ok && sb < sbw * sbh; sb++)
        for (int i = 0; i < 16; i++) {
            int x = (sb % sbw) * 8 + (i & 3) * 2, y = (sb / sbw) * 8 + (i >> 2) * 2;
            uint16_t px[4];
            for (int j = 0; j < 4; j++)
                px[j] = rgb555(rgb + ((size_t)(y + (j >> 1)) * width + x + (j & 1)) * 3);
            index[sb * 16 + i] = (uint16_t)book_add(&bk, block_entry(px));
        }
    int depth = 1;
    while ((1 << depth) < bk.count)
        depth++;
    size_t start = *len;
    Bits b = {buf, len, cap, 0, 0, ok};
    put_bits(&b, E124_FLAGS, 32);
    put_bits(&b, 0, 32); /* the frame's size, patched below */
    put_bits(&b, (uint32_t)depth, 4);
    for (int e = 0; e < (1 << depth); e++) {
        uint64_t v = e < bk.count ? bk.entries[e] : 0;
        put_bits(&b, (uint32_t)(v & 15), 4);
        put_bits(&b, (uint32_t)(v >> 4) & 0x7FFF, 15);
        put_bits(&b, (uint32_t)(v >> 19) & 0x7FFF, 15);
    }
    bool first = true;
    for (int sb = 0; b.ok && sb < sbw * sbh; sb++) {
        const uint16_t *ix = index + sb * 16;
        unsigned done = 0;
        put_bits(&b, 0, 1); /* skip count 0: this superblock is coded */
        for (int i = 0; i < 16; i++) {
            if (done & (1u << i))
                continue;
            unsigned mask = 0;
            for (int k = i; k < 16; k++)
                if (ix[k] == ix[i]) {
                    mask |= mb_mask_bit(k);
                    done |= 1u << k;
                }
            put_bits(&b, 0, 1); /* another block follows */
            if (first) {
                /* Each frame starts on codebook 1; "change, second choice"
                 * moves to codebook 0, where it stays. */
                put_bits(&b, 1, 1);
                put_bits(&b, 0, 1);
                first = false;
            } else {
                put_bits(&b, 0, 1);
            }
            put_bits(&b, ix[i], depth);
            put_bits(&b, mask, 16);
        }
        put_bits(&b, 1, 1); /* no more blocks */
        put_bits(&b, 1, 1); /* no second pass over the superblock */
    }
    flush_bits(&b);
    while (b.ok && (*len - start) % 4)
        put_byte(&b, 0);
    if (b.ok) {
        uint32_t size = (uint32_t)(*len - start);
        for (int k = 0; k < 4; k++)
            (*buf)[start + 4 + k] = (uint8_t)(size >> (8 * k));
    }
    free(bk.keys);
    free(bk.values);
    free(bk.entries);
    free(index);
    return b.ok;
}

/* ---- Escape 130 frames ----------------------------------------------------------- */

/* The decoder's chroma levels for the 5-bit indices. */
static const uint8_t k_e130_chroma[32] = {
    20,  28,  36,  44,  52,  60,  68,  76,  84,  92,  100, 106, 112, 116, 120, 124,
    128, 132, 136, 140, 144, 150, 156, 164, 172, 180, 188, 196, 204, 212, 220, 228};

static unsigned e130_chroma_index(int v)
{
    unsigned best = 0;
    for (unsigned i = 1; i < 32; i++)
        if (abs(k_e130_chroma[i] - v) < abs(k_e130_chroma[best] - v))
            best = i;
    return best;
}

bool RplWrite_Escape130Frame(const uint8_t *rgb, int width, int height, uint8_t **buf,
                             size_t *len, size_t *cap)
{
    if (width < 2 || height < 2 || (width & 1) || (height & 1))
        return false;
    Bits b = {buf, len, cap, 0, 0, true};
    for (int k = 0; k < 16; k++) /* the header the decoder skips */
        put_byte(&b, 0);
    for (int by = 0; by < height; by += 2)
        for (int bx = 0; bx < width; bx += 2) {
            /* BT.601 studio range, averaged over the block. */
            int ysum = 0, usum = 0, vsum = 0;
            for (int j = 0; j < 4; j++) {
                const uint8_t *p = rgb + ((size_t)(by + (j >> 1)) * width + bx + (j & 1)) * 3;
                int r = p[0], g = p[1], bl = p[2];
                ysum += 16 + ((66 * r + 129 * g + 25 * bl + 128) >> 8);
                usum += 128 + ((-38 * r - 74 * g + 112 * bl + 128) >> 8);
                vsum += 128 + ((112 * r - 94 * g - 18 * bl + 128) >> 8);
            }
            int y = CLAMP((ysum / 4 + 2) / 4, 0, 63);
            put_bits(&b, 1, 1);           /* skip count 0: coded */
            put_bits(&b, 0, 1);           /* not the per-pixel luma form */
            put_bits(&b, 1, 1);           /* luma given... */
            put_bits(&b, 1, 1);           /* ...as a whole value */
            put_bits(&b, (uint32_t)y, 6);
            put_bits(&b, 1, 1);           /* chroma given... */
            put_bits(&b, 1, 1);           /* ...as whole values */
            put_bits(&b, e130_chroma_index(usum / 4), 5);
            put_bits(&b, e130_chroma_index(vsum / 4), 5);
        }
    flush_bits(&b);
    /* The decoder wants a few bits left at every skip count it reads. */
    for (int k = 0; k < 4; k++)
        put_byte(&b, 0);
    return b.ok;
}

/* ---- the container ------------------------------------------------------------- */

static bool fail(char *err, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = snprintf(err, cap, "error: mkrpl: ");
    if (n >= 0 && (size_t)n < cap)
        vsnprintf(err + n, cap - (size_t)n, fmt, ap);
    va_end(ap);
    return false;
}

static bool put_text(uint8_t **buf, size_t *len, size_t *cap, const char *fmt, ...)
{
    char line[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof line || !reserve(buf, cap, *len + (size_t)n))
        return false;
    memcpy(*buf + *len, line, (size_t)n);
    *len += (size_t)n;
    return true;
}

/* The 21 header lines; catalog is where the chunk catalogue starts. */
static bool put_header(const RplDesc *d, int count, uint32_t catalog, uint8_t **buf,
                       size_t *len, size_t *cap)
{
    bool snd = d->audio_rate > 0;
    return put_text(buf, len, cap, "ARMovie\n%s\n(c) tomb8\ntomb8 mkrpl\n", d->title) &&
           put_text(buf, len, cap, "%d video format\n%d pixels\n%d pixels\n16 bits\n",
                    d->video_format == 130 ? 130 : 124, d->width, d->height) &&
           put_text(buf, len, cap, "%d frames per second\n", d->fps) &&
           put_text(buf, len, cap, "%d sound format\n%d Hz\n%d channels\n%s\n", snd ? 1 : 0,
                    snd ? d->audio_rate : 0, snd ? d->audio_channels : 0,
                    d->audio_bits == 8 ? "8 bits unsigned" : "16 bits linear") &&
           put_text(buf, len, cap, "1 frames per chunk\n%d last chunk\n0\n0\n", count - 1) &&
           put_text(buf, len, cap, "%010u catalogue offset\n0\n0\n0\n", catalog);
}

bool RplWrite_Make(const RplDesc *d, const uint8_t *const *frames, int count,
                   const int16_t *audio, uint32_t audio_frames, uint8_t **out, size_t *size,
                   char *err, size_t err_cap)
{
    *out = NULL;
    *size = 0;
    if (err_cap)
        err[0] = '\0';
    if (d->width < 8 || d->height < 8 || d->width % 8 || d->height % 8 ||
        d->width > RPL_WRITE_MAX_SIDE || d->height > RPL_WRITE_MAX_SIDE)
        return fail(err, err_cap, "frame size %dx%d (multiples of 8 up to %d)", d->width,
                    d->height, RPL_WRITE_MAX_SIDE);
    if (d->video_format != 0 && d->video_format != 124 && d->video_format != 130)
        return fail(err, err_cap, "video format %d (124 or 130)", d->video_format);
    if (d->fps < 1 || d->fps > 60 || count < 1 || count > 100000)
        return fail(err, err_cap, "%d frames at %d per second", count, d->fps);
    bool snd = d->audio_rate > 0;
    if (snd && (d->audio_rate < 8000 || d->audio_rate > 48000 || d->audio_channels < 1 ||
                d->audio_channels > 2 || (audio_frames && !audio) ||
                (d->audio_bits != 0 && d->audio_bits != 8 && d->audio_bits != 16)))
        return fail(err, err_cap, "sound %d Hz, %d channels", d->audio_rate, d->audio_channels);
    if (strchr(d->title, '\n'))
        return fail(err, err_cap, "the title has a line break");
    uint8_t *buf = NULL, *video = NULL;
    size_t len = 0, cap = 0, vlen = 0, vcap = 0;
    size_t *vend = calloc((size_t)count, sizeof *vend);
    bool ok = vend != NULL;
    for (int i = 0; ok && i < count; i++) {
        ok = d->video_format == 130
                 ? RplWrite_Escape130Frame(frames[i], d->width, d->height, &video, &vlen, &vcap)
                 : RplWrite_Escape124Frame(frames[i], d->width, d->height, &video, &vlen, &vcap);
        if (ok)
            vend[i] = vlen;
    }
    /* Header (fixed length for any catalogue offset), catalogue, chunks. */
    ok = ok && put_header(d, count, 0, &buf, &len, &cap);
    uint32_t catalog = (uint32_t)len;
    size_t cat_line = 10 + 1 + 10 + 1 + 10 + 1; /* "OFFSET,VIDEO;AUDIO\n" */
    size_t data = len + cat_line * (size_t)count, at = data;
    size_t bytes_per_sample = d->audio_bits == 8 ? 1 : 2;
    size_t bytes_per_frame = snd ? bytes_per_sample * (size_t)d->audio_channels : 0;
    if (ok && data + vlen + (size_t)audio_frames * bytes_per_frame > 0x7FFFFFFFu)
        ok = fail(err, err_cap, "the movie would pass 2 GB");
    len = 0;
    ok = ok && put_header(d, count, catalog, &buf, &len, &cap);
    for (int i = 0; ok && i < count; i++) {
        size_t v = vend[i] - (i ? vend[i - 1] : 0);
        uint64_t a0 = (uint64_t)i * audio_frames / (uint64_t)count;
        uint64_t a1 = (uint64_t)(i + 1) * audio_frames / (uint64_t)count;
        size_t a = snd ? (size_t)(a1 - a0) * bytes_per_frame : 0;
        ok = put_text(&buf, &len, &cap, "%010u,%010u;%010u\n", (unsigned)at, (unsigned)v,
                      (unsigned)a);
        at += v + a;
    }
    for (int i = 0; ok && i < count; i++) {
        size_t v0 = i ? vend[i - 1] : 0, v = vend[i] - v0;
        uint64_t a0 = (uint64_t)i * audio_frames / (uint64_t)count;
        uint64_t a1 = (uint64_t)(i + 1) * audio_frames / (uint64_t)count;
        size_t a = snd ? (size_t)(a1 - a0) * bytes_per_frame : 0;
        ok = reserve(&buf, &cap, len + v + a);
        if (!ok)
            break;
        memcpy(buf + len, video + v0, v);
        len += v;
        const int16_t *s = snd ? audio + a0 * (uint64_t)d->audio_channels : NULL;
        for (size_t k = 0; k < a / bytes_per_sample; k++) {
            if (bytes_per_sample == 1) { /* unsigned 8-bit: the top byte, offset */
                buf[len++] = (uint8_t)(((uint16_t)s[k] >> 8) ^ 0x80);
            } else { /* little-endian s16 */
                buf[len++] = (uint8_t)((uint16_t)s[k] & 0xFF);
                buf[len++] = (uint8_t)((uint16_t)s[k] >> 8);
            }
        }
    }
    free(vend);
    free(video);
    if (!ok) {
        free(buf);
        if (!err[0])
            fail(err, err_cap, "out of memory");
        return false;
    }
    *out = buf;
    *size = len;
    return true;
}
