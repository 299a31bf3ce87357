/* The title's picture of our own (the original shows DATA/TITLEH.PCX
 * behind the title ring): a stepped pyramid against a dusk sky over sand,
 * the sun low on the right, "TOMB8" over it in the font's letters. Drawn
 * in the level's palette (ordered dithering between its colours) and
 * written as the original's kind of PCX: version 5, 8 bits, one plane,
 * run-length coded, the 256-colour palette at the end. */
#include "tools/levelbuild/lb_internal.h"

#include <stdlib.h>
#include <string.h>

#define PIC_W 640
#define PIC_H 480
#define HORIZON 300

typedef struct {
    const PaletteColour *pal;
    uint8_t *px;
    int16_t cache[32 * 32 * 32]; /* nearest palette index of 5-bit RGB, -1 unknown */
} Canvas;

static const int8_t k_bayer[4][4] = {{-8, 0, -6, 2}, {4, -4, 6, -2}, {-5, 3, -7, 1}, {7, -1, 5, -3}};

static void Plot(Canvas *c, int x, int y, int r, int g, int b)
{
    if (x < 0 || y < 0 || x >= PIC_W || y >= PIC_H)
        return;
    int d = k_bayer[y & 3][x & 3];
    r = CLAMP(r + d, 0, 255);
    g = CLAMP(g + d, 0, 255);
    b = CLAMP(b + d, 0, 255);
    int key = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3);
    if (c->cache[key] < 0)
        c->cache[key] = LB_NearestColour(c->pal, (r & ~7) + 4, (g & ~7) + 4, (b & ~7) + 4);
    c->px[y * PIC_W + x] = (uint8_t)c->cache[key];
}

static int Mix(int a, int b, int num, int den) { return a + (b - a) * num / den; }

static void Scene(Canvas *c)
{
    for (int y = 0; y < PIC_H; y++) {
        for (int x = 0; x < PIC_W; x++) {
            if (y < HORIZON) {
                /* the sky, deep blue to orange at the horizon */
                Plot(c, x, y, Mix(20, 236, y, HORIZON), Mix(22, 128, y, HORIZON),
                     Mix(64, 60, y, HORIZON));
            } else {
                /* sand, darker far away, with long low dunes */
                int t = y - HORIZON, wave = ((x / 4 + t * 3) % 40 < 6) ? -18 : 0;
                Plot(c, x, y, Mix(120, 206, t, PIC_H - HORIZON) + wave,
                     Mix(88, 166, t, PIC_H - HORIZON) + wave, Mix(52, 104, t, PIC_H - HORIZON));
            }
        }
    }
    /* the sun, half behind the horizon */
    for (int y = HORIZON - 60; y < HORIZON; y++)
        for (int x = 560 - 60; x <= 560 + 60; x++) {
            int dx = x - 560, dy = y - HORIZON + 10;
            if (dx * dx + dy * dy <= 52 * 52)
                Plot(c, x, y, 255, 214, 130);
        }
    /* the stepped pyramid: six tiers, the sun's side lit */
    for (int k = 0; k < 6; k++) {
        int x0 = 110 + 32 * k, x1 = 530 - 32 * k, y0 = 330 - 30 * (k + 1), y1 = 330 - 30 * k;
        for (int y = y0; y < y1; y++)
            for (int x = x0; x < x1; x++) {
                bool lit = x > (x0 + x1) / 2, edge = y < y0 + 3;
                int v = edge ? 30 : 0;
                if (lit)
                    Plot(c, x, y, 132 + v, 100 + v, 78 + v);
                else
                    Plot(c, x, y, 70 + v, 52 + v, 56 + v);
            }
    }
    /* the door at its foot */
    for (int y = 280; y < 330; y++)
        for (int x = 302; x < 338; x++)
            Plot(c, x, y, 16, 12, 14);
}

/* "TOMB8" in the font's letters, `scale` pixels a dot, gold with a shadow. */
static void Title(Canvas *c, const char *text, int scale, int top)
{
    int n = (int)strlen(text), width = n * 6 * scale - scale;
    int left = (PIC_W - width) / 2;
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < n; i++) {
            const uint8_t *rows = LB_FontGlyph((unsigned char)text[i]);
            for (int r = 0; r < 7; r++)
                for (int col = 0; col < 5; col++) {
                    if (!(rows[r] & (0x10 >> col)))
                        continue;
                    for (int dy = 0; dy < scale; dy++)
                        for (int dx = 0; dx < scale; dx++) {
                            int x = left + (i * 6 + col) * scale + dx,
                                y = top + r * scale + dy;
                            if (pass == 0)
                                Plot(c, x + scale / 2, y + scale / 2, 20, 14, 10);
                            else
                                Plot(c, x, y, 255, Mix(236, 170, r * scale + dy, 7 * scale),
                                     Mix(170, 60, r * scale + dy, 7 * scale));
                        }
                }
        }
    }
}

/* The PCX file: header, run-length lines, the palette. */
static bool Encode(LB_Builder *b, const Canvas *c, uint8_t **out, size_t *size)
{
    size_t cap = 128 + (size_t)PIC_W * PIC_H * 2 + 769;
    uint8_t *d = calloc(1, cap);
    if (!d) {
        LB_Fail(b, "out of memory");
        return false;
    }
    d[0] = 0x0A;
    d[1] = 5;
    d[2] = 1;
    d[3] = 8;
    d[8] = (PIC_W - 1) & 0xFF;
    d[9] = (PIC_W - 1) >> 8;
    d[10] = (PIC_H - 1) & 0xFF;
    d[11] = (PIC_H - 1) >> 8;
    d[12] = d[14] = 72;
    d[65] = 1;
    d[66] = PIC_W & 0xFF;
    d[67] = PIC_W >> 8;
    d[68] = 1;
    size_t at = 128;
    for (int y = 0; y < PIC_H; y++) {
        const uint8_t *row = c->px + (size_t)y * PIC_W;
        for (int x = 0; x < PIC_W;) {
            int run = 1;
            while (x + run < PIC_W && run < 63 && row[x + run] == row[x])
                run++;
            if (run > 1 || (row[x] & 0xC0) == 0xC0)
                d[at++] = (uint8_t)(0xC0 | run);
            d[at++] = row[x];
            x += run;
        }
    }
    d[at++] = 0x0C;
    for (int i = 0; i < 256; i++) {
        d[at++] = (uint8_t)(c->pal[i].r << 2);
        d[at++] = (uint8_t)(c->pal[i].g << 2);
        d[at++] = (uint8_t)(c->pal[i].b << 2);
    }
    *out = d;
    *size = at;
    return true;
}

bool LB_TitlePicture(LB_Builder *b, uint8_t **pcx, size_t *size)
{
    *pcx = NULL;
    *size = 0;
    Canvas *c = calloc(1, sizeof *c);
    uint8_t *px = malloc((size_t)PIC_W * PIC_H);
    if (!c || !px) {
        free(c);
        free(px);
        LB_Fail(b, "out of memory");
        return false;
    }
    c->pal = b->level.palette;
    c->px = px;
    memset(c->cache, 0xFF, sizeof c->cache);
    Scene(c);
    Title(c, "TOMB8", 12, 36);
    bool ok = Encode(b, c, pcx, size);
    free(px);
    free(c);
    return ok;
}
