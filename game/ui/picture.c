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
    /* the picture's colours as the level's nearest ones (6-bit palette) */
    uint8_t map[256];
    for (int i = 0; i < 256; i++) {
        int r = pal[1 + 3 * i] >> 2, g = pal[2 + 3 * i] >> 2, b = pal[3 + 3 * i] >> 2;
        int best = 0, best_d = 1 << 30;
        for (int k = 0; k < 256; k++) {
            int dr = lv->palette[k].r - r, dg = lv->palette[k].g - g, db = lv->palette[k].b - b;
            int dd = dr * dr + dg * dg + db * db;
            if (dd < best_d) {
                best_d = dd;
                best = k;
            }
        }
        map[i] = (uint8_t)best;
    }
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
            dst[x] = rx < 0 || rx >= dw ? 0 : src[(int64_t)rx * p->width / dw];
        }
    }
}
