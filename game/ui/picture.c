/* Full-screen pictures (see picture.h). */
#include "game/ui/picture.h"

#include "engine/core/file_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PCX_HEADER 128
#define PCX_PALETTE 769 /* 0x0C and 256 RGB triples */
#define MAX_FILE (64u << 20)

static bool fail(char *err, size_t cap, const char *name, const char *what)
{
    if (err && cap)
        snprintf(err, cap, "error: %s: %s", name, what);
    return false;
}

static uint16_t u16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t u32(const uint8_t *p) { return (uint32_t)u16(p) | (uint32_t)u16(p + 2) << 16; }

/* The level's palette entry nearest a 6-bit colour. */
static uint8_t nearest(const Level *lv, int r, int g, int b)
{
    int best = 0, best_d = 1 << 30;
    for (int k = 0; k < 256; k++) {
        int dr = lv->palette[k].r - r, dg = lv->palette[k].g - g, db = lv->palette[k].b - b;
        int dd = dr * dr + dg * dg + db * db;
        if (dd < best_d) {
            best_d = dd;
            best = k;
        }
    }
    return (uint8_t)best;
}

bool UiPicture_DecodePcx(UiPicture *p, const uint8_t *d, size_t size, const Level *lv,
                         const char *name, char *err, size_t cap)
{
    memset(p, 0, sizeof(*p));
    if (size < PCX_HEADER + PCX_PALETTE || d[0] != 0x0A)
        return fail(err, cap, name, "not a PCX picture");
    if (d[2] != 1 || d[3] != 8 || d[65] != 1)
        return fail(err, cap, name, "not an 8-bit, one-plane, run-length PCX");
    int w = u16(d + 8) - u16(d + 4) + 1, h = u16(d + 10) - u16(d + 6) + 1;
    int pitch = u16(d + 66);
    if (w <= 0 || h <= 0 || w > UI_PICTURE_MAX_SIDE || h > UI_PICTURE_MAX_SIDE || pitch < w)
        return fail(err, cap, name, "bad picture size");
    const uint8_t *pal = d + size - PCX_PALETTE;
    if (pal[0] != 0x0C)
        return fail(err, cap, name, "no 256-colour palette");
    /* the picture's colours as the level's nearest ones (6-bit palette),
     * or its own indices with its palette kept */
    uint8_t map[256];
    int darkest = 1 << 30;
    for (int i = 0; i < 256; i++) {
        const uint8_t *c = pal + 1 + 3 * i;
        if (lv) {
            map[i] = nearest(lv, c[0] >> 2, c[1] >> 2, c[2] >> 2);
            continue;
        }
        map[i] = (uint8_t)i;
        memcpy(p->palette[i], c, 3);
        if (c[0] + c[1] + c[2] < darkest) {
            darkest = c[0] + c[1] + c[2];
            p->border = (uint8_t)i;
        }
    }
    p->own_palette = !lv;
    p->pixels = malloc((size_t)w * h);
    if (!p->pixels)
        return fail(err, cap, name, "out of memory");
    p->width = w;
    p->height = h;
    size_t at = PCX_HEADER, end = size - PCX_PALETTE;
    for (int y = 0; y < h; y++) {
        int x = 0;
        while (x < pitch) {
            if (at >= end) {
                UiPicture_Free(p);
                return fail(err, cap, name, "picture data cut short");
            }
            uint8_t b = d[at++];
            int run = 1;
            if ((b & 0xC0) == 0xC0) {
                run = b & 0x3F;
                if (at >= end) {
                    UiPicture_Free(p);
                    return fail(err, cap, name, "picture data cut short");
                }
                b = d[at++];
            }
            /* a run may not cross into the next line (the original's
             * encoder never does); the padding past the width is dropped */
            for (int k = 0; k < run && x < pitch; k++, x++)
                if (x < w)
                    p->pixels[(size_t)y * w + x] = map[b];
        }
    }
    return true;
}

#define BMP_FILE_HEADER 14
#define BMP_INFO_HEADER 40

/* A true-colour pixel's level colour, through a cache of the 32768
 * 15-bit colours (each found once from the 15-bit colour itself, so the
 * result does not depend on which pixel came first). */
static uint8_t true_colour(const Level *lv, int16_t *cache, int r8, int g8, int b8)
{
    int key = (r8 >> 3) << 10 | (g8 >> 3) << 5 | (b8 >> 3);
    if (cache[key] < 0) {
        int r5 = key >> 10, g5 = (key >> 5) & 31, b5 = key & 31;
        cache[key] = nearest(lv, r5 << 1 | r5 >> 4, g5 << 1 | g5 >> 4, b5 << 1 | b5 >> 4);
    }
    return (uint8_t)cache[key];
}

bool UiPicture_DecodeBmp(UiPicture *p, const uint8_t *d, size_t size, const Level *lv,
                         const char *name, char *err, size_t cap)
{
    memset(p, 0, sizeof(*p));
    if (size < BMP_FILE_HEADER + BMP_INFO_HEADER || d[0] != 'B' || d[1] != 'M')
        return fail(err, cap, name, "not a BMP picture");
    if (!lv) /* only a PCX is shown in its own palette */
        return fail(err, cap, name, "a BMP needs a level's palette");
    uint32_t data_at = u32(d + 10), info = u32(d + 14);
    int32_t w = (int32_t)u32(d + 18), h = (int32_t)u32(d + 22);
    int bpp = u16(d + 28);
    uint32_t colours = u32(d + 46);
    if (info < BMP_INFO_HEADER || u16(d + 26) != 1 || u32(d + 30) != 0 ||
        (bpp != 8 && bpp != 24 && bpp != 32))
        return fail(err, cap, name, "not an uncompressed 8, 24 or 32-bit BMP");
    bool top_down = h < 0;
    if (top_down)
        h = h == INT32_MIN ? 0 : -h;
    if (w <= 0 || h <= 0 || w > UI_PICTURE_MAX_SIDE || h > UI_PICTURE_MAX_SIDE)
        return fail(err, cap, name, "bad picture size");
    uint64_t stride = ((uint64_t)w * (uint64_t)bpp + 31) / 32 * 4;
    if ((uint64_t)data_at + stride * (uint64_t)h > size)
        return fail(err, cap, name, "picture data cut short");
    uint8_t map[256];
    int16_t *cache = NULL;
    if (bpp == 8) {
        if (colours == 0)
            colours = 256;
        uint64_t pal_at = BMP_FILE_HEADER + (uint64_t)info;
        if (colours > 256 || pal_at + 4u * colours > size)
            return fail(err, cap, name, "bad colour table");
        memset(map, 0, sizeof map);
        for (uint32_t i = 0; i < colours; i++) {
            const uint8_t *c = d + pal_at + 4 * i; /* blue, green, red, 0 */
            map[i] = nearest(lv, c[2] >> 2, c[1] >> 2, c[0] >> 2);
        }
    } else {
        cache = malloc(32768 * sizeof *cache);
        if (!cache)
            return fail(err, cap, name, "out of memory");
        memset(cache, 0xFF, 32768 * sizeof *cache);
    }
    p->pixels = malloc((size_t)w * (size_t)h);
    if (!p->pixels) {
        free(cache);
        return fail(err, cap, name, "out of memory");
    }
    p->width = w;
    p->height = h;
    for (int y = 0; y < h; y++) {
        const uint8_t *row = d + data_at + stride * (uint64_t)(top_down ? y : h - 1 - y);
        uint8_t *out = p->pixels + (size_t)y * (size_t)w;
        for (int x = 0; x < w; x++) {
            if (bpp == 8) {
                out[x] = map[row[x]];
            } else {
                const uint8_t *px = row + (size_t)x * (size_t)(bpp / 8);
                out[x] = true_colour(lv, cache, px[2], px[1], px[0]);
            }
        }
    }
    free(cache);
    return true;
}

/* True when the path's name ends in ".bmp" (any case). */
static bool is_bmp(const char *path)
{
    size_t n = strlen(path);
    return n >= 4 && path[n - 4] == '.' && (path[n - 3] | 0x20) == 'b' &&
           (path[n - 2] | 0x20) == 'm' && (path[n - 1] | 0x20) == 'p';
}

bool UiPicture_Load(UiPicture *p, const char *path, const Level *lv, char *err, size_t cap)
{
    memset(p, 0, sizeof(*p));
    uint8_t *buf;
    size_t n;
    if (FileRead_Regular(path, "picture", MAX_FILE, &buf, &n, err, cap) != FILE_READ_OK)
        return false;
    bool ok = is_bmp(path) ? UiPicture_DecodeBmp(p, buf, n, lv, path, err, cap)
                           : UiPicture_DecodePcx(p, buf, n, lv, path, err, cap);
    free(buf);
    return ok;
}

bool UiPicture_LoadPcx(UiPicture *p, const char *path, const Level *lv, char *err, size_t cap)
{
    memset(p, 0, sizeof(*p));
    /* The shared bounded reader: a FIFO, folder or device named as the
     * picture is refused with one line, never waited on. */
    uint8_t *buf;
    size_t n;
    if (FileRead_Regular(path, "picture", MAX_FILE, &buf, &n, err, cap) != FILE_READ_OK)
        return false;
    bool ok = UiPicture_DecodePcx(p, buf, n, lv, path, err, cap);
    free(buf);
    return ok;
}

void UiPicture_Free(UiPicture *p)
{
    free(p->pixels);
    memset(p, 0, sizeof(*p));
}

void UiPicture_Draw(UiCanvas *c, const UiPicture *p)
{
    if (!p->pixels || p->height <= 0)
        return;
    /* the picture's width at the frame's height, centred */
    int32_t dw = (int32_t)((int64_t)p->width * c->height / p->height);
    int32_t x0 = (c->width - dw) / 2;
    for (int y = 0; y < c->height; y++) {
        int sy = (int)((int64_t)y * p->height / c->height);
        const uint8_t *src = p->pixels + (size_t)sy * p->width;
        uint8_t *dst = c->fb + (size_t)y * c->width;
        for (int x = 0; x < c->width; x++) {
            int32_t rx = x - x0;
            dst[x] = rx < 0 || rx >= dw ? p->border : src[(int64_t)rx * p->width / dw];
        }
    }
}
