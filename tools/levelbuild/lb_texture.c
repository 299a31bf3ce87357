/* Procedural art: an original 256-colour palette (stored with 6-bit
 * components, as TR1 does), its 32-row ColourMap, one textile of generated
 * 64x64 materials and sprites, and the object/sprite textures that point at
 * them. Integer arithmetic only, so the output is the same everywhere. */
#include "tools/levelbuild/lb_internal.h"

#include <stdlib.h>
#include <string.h>

/* Palette layout: 0 = transparent black; 8 ramps of 30 shades (dark to
 * bright) from index 1; 15 plain colours for coloured mesh faces at 241. */
#define RAMP_SHADES 30
enum { RAMP_STONE, RAMP_BRICK, RAMP_SAND, RAMP_WOOD, RAMP_WATER, RAMP_MOSS,
       RAMP_METAL, RAMP_SKIN, RAMP_COUNT };
static const uint8_t k_ramp_base[RAMP_COUNT][3] = {
    {150, 146, 138}, /* stone: warm grey */
    {176, 84, 58},   /* brick: terracotta */
    {214, 184, 120}, /* sand */
    {150, 100, 56},  /* wood */
    {52, 120, 170},  /* water */
    {96, 136, 70},   /* moss */
    {120, 132, 150}, /* metal: blue grey */
    {206, 160, 120}, /* mannequin: light tan */
};
static const uint8_t k_plain[15][3] = {
    {240, 240, 232}, {200, 40, 36}, {40, 160, 60}, {40, 70, 190}, {232, 200, 40},
    {24, 24, 28},   {90, 50, 30},  {250, 140, 30}, {150, 60, 170}, {60, 190, 200},
    {255, 255, 255}, {120, 120, 120}, {70, 40, 90}, {180, 230, 150}, {255, 220, 170},
};

/* Index of shade s (0 dark .. 29 bright) of a ramp. */
static uint8_t Ramp(int ramp, int s)
{
    s = CLAMP(s, 0, RAMP_SHADES - 1);
    return (uint8_t)(1 + ramp * RAMP_SHADES + s);
}

uint8_t LB_PlainColour(int i) { return (uint8_t)(241 + CLAMP(i, 0, 14)); }

static void MakePalette(PaletteColour *pal)
{
    memset(pal, 0, 256 * sizeof *pal);
    for (int r = 0; r < RAMP_COUNT; r++) {
        for (int s = 0; s < RAMP_SHADES; s++) {
            /* Brightness 12%..150% of the base; the top shades drift to white
             * so highlights don't just saturate one channel. */
            int k = 12 + s * 138 / (RAMP_SHADES - 1);
            int c[3];
            for (int ch = 0; ch < 3; ch++) {
                int v = k_ramp_base[r][ch] * k / 100;
                if (k > 100)
                    v += (255 - v) * (k - 100) / 200;
                c[ch] = CLAMP(v, 0, 255);
            }
            PaletteColour *p = &pal[Ramp(r, s)];
            p->r = (uint8_t)(c[0] >> 2);
            p->g = (uint8_t)(c[1] >> 2);
            p->b = (uint8_t)(c[2] >> 2);
        }
    }
    for (int i = 0; i < 15; i++) {
        pal[241 + i].r = (uint8_t)(k_plain[i][0] >> 2);
        pal[241 + i].g = (uint8_t)(k_plain[i][1] >> 2);
        pal[241 + i].b = (uint8_t)(k_plain[i][2] >> 2);
    }
}

/* "Red-mean" weighted RGB distance: a cheap perceptual metric. */
static int32_t ColourDistance(int r1, int g1, int b1, int r2, int g2, int b2)
{
    int32_t rmean = (r1 + r2) / 2;
    int32_t dr = r1 - r2, dg = g1 - g2, db = b1 - b2;
    return (((512 + rmean) * dr * dr) >> 8) + 4 * dg * dg +
           (((767 - rmean) * db * db) >> 8);
}

uint8_t LB_NearestColour(const PaletteColour *pal, int r, int g, int b)
{
    int best = 1;
    int32_t best_d = INT32_MAX;
    for (int i = 1; i < 256; i++) {
        int32_t d = ColourDistance(r, g, b, pal[i].r * 4, pal[i].g * 4, pal[i].b * 4);
        if (d < best_d) {
            best_d = d;
            best = i;
        }
    }
    return (uint8_t)best;
}

/* TR1's ColourMap: row 16 is the identity, rows above brighten (row 0 about
 * twice as bright), rows below darken towards black at row 31 (the real
 * LEVEL1 lightmap behaves this way: brightness ~ (32 - row) / 16). Index 0
 * stays 0 (transparent) in every row. */
void LB_ComputeLightmap(Level *lv)
{
    for (int row = 0; row < LIGHTMAP_SHADES; row++) {
        uint8_t *out = &lv->lightmap[row * 256];
        out[0] = 0;
        for (int i = 1; i < 256; i++) {
            if (row == 16) {
                out[i] = (uint8_t)i;
                continue;
            }
            int f = 32 - row; /* brightness in 16ths */
            int r = CLAMP(lv->palette[i].r * 4 * f / 16, 0, 255);
            int g = CLAMP(lv->palette[i].g * 4 * f / 16, 0, 255);
            int b = CLAMP(lv->palette[i].b * 4 * f / 16, 0, 255);
            out[i] = LB_NearestColour(lv->palette, r, g, b);
        }
    }
}

/* ---- procedural textures -------------------------------------------------- */

static uint32_t Hash(uint32_t x, uint32_t y, uint32_t seed)
{
    uint32_t h = x * 0x8DA6B343u ^ y * 0xD8163841u ^ seed * 0xCB1AB31Fu;
    h ^= h >> 13;
    h *= 0x5BD1E995u;
    h ^= h >> 15;
    return h;
}

/* Tileable value noise, 0..255, period 64 pixels, cell size `cell`. */
static int Noise(int x, int y, int cell, uint32_t seed)
{
    int cells = 64 / cell;
    int cx = x / cell, cy = y / cell, fx = x % cell, fy = y % cell;
    int x1 = (cx + 1) % cells, y1 = (cy + 1) % cells;
    int a = (int)(Hash((uint32_t)cx, (uint32_t)cy, seed) & 255);
    int b = (int)(Hash((uint32_t)x1, (uint32_t)cy, seed) & 255);
    int c = (int)(Hash((uint32_t)cx, (uint32_t)y1, seed) & 255);
    int d = (int)(Hash((uint32_t)x1, (uint32_t)y1, seed) & 255);
    int top = a + (b - a) * fx / cell;
    int bot = c + (d - c) * fx / cell;
    return top + (bot - top) * fy / cell;
}

/* Fractal noise from three octaves, 0..255. */
static int Fbm(int x, int y, uint32_t seed)
{
    return (Noise(x, y, 16, seed) * 4 + Noise(x, y, 8, seed + 1) * 2 +
            Noise(x, y, 4, seed + 2)) / 7;
}

int32_t LB_Sin(int32_t angle)
{
    /* Bhaskara I's approximation on a half turn, in integers:
     * sin(t) ~ 16 t (pi - t) / (5 pi^2 - 4 t (pi - t)), t in [0, pi]. */
    uint32_t a = (uint32_t)angle & 0xFFFF;
    int sign = 1;
    if (a >= 0x8000) {
        a -= 0x8000;
        sign = -1;
    }
    int64_t t = a, p = 0x8000; /* pi = 0x8000 */
    int64_t num = 16 * t * (p - t);
    int64_t den = 5 * p * p - 4 * t * (p - t);
    return (int32_t)(sign * (num * 16384 / den));
}

int32_t LB_Cos(int32_t angle) { return LB_Sin(angle + 0x4000); }

typedef uint8_t Tex64[64][64];

static void TexStone(Tex64 t, uint32_t seed, int ramp, int base)
{
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++) {
            int n = Fbm(x, y, seed);
            int s = base + (n - 128) * 10 / 128;
            /* a few dark cracks where the fine noise crosses mid-level */
            int c = Noise(x, y, 8, seed + 9);
            if (c > 124 && c < 132)
                s -= 5;
            t[y][x] = Ramp(ramp, s);
        }
}

static void TexBrick(Tex64 t, uint32_t seed)
{
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++) {
            int row = y / 16;
            int xo = (x + (row & 1) * 16) % 64;
            bool mortar = (y % 16) < 2 || (xo % 32) < 2;
            int n = Fbm(x, y, seed);
            if (mortar) {
                t[y][x] = Ramp(RAMP_STONE, 8 + (n - 128) * 3 / 128);
            } else {
                int brick = (int)(Hash((uint32_t)(xo / 32 + (x + (row & 1) * 16) / 64 * 2),
                                       (uint32_t)row, seed) % 5);
                int s = 15 + brick - 2 + (n - 128) * 6 / 128;
                if ((y % 16) == 2 || (xo % 32) == 2)
                    s += 3; /* lit top/left edge of each brick */
                t[y][x] = Ramp(RAMP_BRICK, s);
            }
        }
}

static void TexSand(Tex64 t, uint32_t seed)
{
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++) {
            int grain = (int)(Hash((uint32_t)x, (uint32_t)y, seed) % 5) - 2;
            int ripple = LB_Sin((x * 2 + y) * 0x10000 / 32 + Noise(x, y, 16, seed) * 64) / 4096;
            t[y][x] = Ramp(RAMP_SAND, 17 + grain + ripple);
        }
}

static void TexWood(Tex64 t, uint32_t seed)
{
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++) {
            int plank = x / 16;
            int px = x % 16;
            int grain = LB_Sin((px * 0x10000 / 8) + Noise(x, y, 16, seed + (uint32_t)plank) * 256) / 4096;
            int s = 13 + (int)(Hash((uint32_t)plank, 0, seed) % 4) + grain;
            if (px == 0)
                s = 4; /* gap between planks */
            if (px == 1)
                s -= 3;
            /* nail heads */
            if ((px == 8) && (y == 4 || y == 59))
                s = 25;
            t[y][x] = Ramp(RAMP_WOOD, s);
        }
}

static void TexWater(Tex64 t, uint32_t seed, int frame)
{
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++) {
            int phase = frame * 0x10000 / 3;
            int w1 = LB_Sin(x * 0x10000 / 32 + phase + LB_Sin(y * 0x10000 / 64) * 2);
            int w2 = LB_Sin(y * 0x10000 / 16 - phase + x * 0x10000 / 64);
            int s = 14 + (w1 + w2) / 4096 + (Noise(x, y, 8, seed) - 128) / 64;
            t[y][x] = Ramp(RAMP_WATER, s);
        }
}

static void TexTile(Tex64 t, uint32_t seed)
{
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++) {
            int n = Fbm(x, y, seed);
            bool joint = (x % 32) == 0 || (y % 32) == 0;
            bool dark = ((x / 32) ^ (y / 32)) & 1;
            int s = (dark ? 12 : 19) + (n - 128) * 4 / 128;
            if (joint)
                s = 5;
            t[y][x] = Ramp(RAMP_STONE, s);
        }
}

static void TexMetal(Tex64 t, uint32_t seed)
{
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++) {
            int n = Noise(x, y, 4, seed);
            int s = 14 + (n - 128) * 2 / 128 + (y < 32 ? 1 : 0);
            int dx = (x % 32) - 4, dy = (y % 32) - 4;
            if (dx * dx + dy * dy <= 4)
                s = 25; /* rivets */
            if (x == 0 || y == 0)
                s = 22;
            if (x == 63 || y == 63)
                s = 5;
            t[y][x] = Ramp(RAMP_METAL, s);
        }
}

/* A small plant in a pot, transparent (index 0) around it. */
static void SpritePlant(Tex64 t)
{
    memset(t, 0, sizeof(Tex64));
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++) {
            int cx = x - 32;
            if (y >= 46) { /* pot */
                int half = 10 - (y - 46) / 4;
                if (cx >= -half && cx < half)
                    t[y][x] = Ramp(RAMP_BRICK, 12 + (cx < 0 ? 2 : -2));
                continue;
            }
            /* leaves: a few lobes around the stem */
            for (int leaf = 0; leaf < 5; leaf++) {
                int lx = ((int)(Hash((uint32_t)leaf, 1, 77) % 28)) - 14;
                int ly = 8 + leaf * 7;
                int dx = cx - lx, dy = y - ly;
                if (dx * dx * 3 + dy * dy * 8 < 120)
                    t[y][x] = Ramp(RAMP_MOSS, 16 + (dx > 0 ? 4 : 0) - leaf);
            }
            if (cx >= -1 && cx <= 0 && y > 10)
                t[y][x] = Ramp(RAMP_MOSS, 8);
        }
}

/* A white box with a red cross (32x32 used), transparent around it. */
static void SpriteMedipack(Tex64 t)
{
    memset(t, 0, sizeof(Tex64));
    for (int y = 4; y < 28; y++)
        for (int x = 2; x < 30; x++) {
            bool cross = (x >= 13 && x < 19 && y >= 8 && y < 24) ||
                         (y >= 13 && y < 19 && x >= 7 && x < 25);
            t[y][x] = cross ? LB_PlainColour(1) : (y < 6 ? LB_PlainColour(10) : LB_PlainColour(0));
        }
}

static void Blit(uint8_t *textile, int slot, Tex64 t)
{
    int ox = (slot % 4) * 64, oy = (slot / 4) * 64;
    for (int y = 0; y < 64; y++)
        memcpy(&textile[(oy + y) * 256 + ox], t[y], 64);
}

/* Object texture covering a 64x64 slot; triangles use its first 3 corners. */
static uint16_t AddSlotTexture(LB_Builder *b, int slot, bool triangle, uint16_t attribute)
{
    Level *lv = &b->level;
    ObjectTexture *o = LB_GROW(b, lv->object_textures, lv->num_object_textures, 1);
    if (!o)
        return 0;
    int ox = (slot % 4) * 64, oy = (slot / 4) * 64;
    const int corner[4][2] = {{0, 0}, {63, 0}, {63, 63}, {0, 63}};
    o->attribute = attribute;
    o->tile = 0;
    for (int k = 0; k < (triangle ? 3 : 4); k++) {
        o->vertices[k].x_pixel = (uint8_t)(ox + corner[k][0]);
        o->vertices[k].y_pixel = (uint8_t)(oy + corner[k][1]);
        /* TR's sub-pixel byte: the original tools store 1 on low edges and
         * 255 on high edges; keep that convention. */
        o->vertices[k].x_coord = corner[k][0] ? 255 : 1;
        o->vertices[k].y_coord = corner[k][1] ? 255 : 1;
    }
    return (uint16_t)(lv->num_object_textures - 1);
}

bool LB_Textures(LB_Builder *b)
{
    Level *lv = &b->level;
    MakePalette(lv->palette);
    LB_ComputeLightmap(lv);

    lv->num_textiles = 1;
    lv->textiles8 = calloc(1, TEXTILE_SIZE * TEXTILE_SIZE);
    if (!lv->textiles8) {
        LB_Fail(b, "out of memory");
        return false;
    }
    static Tex64 t; /* 4 KiB scratch; static keeps it off small stacks */
    TexStone(t, 11, RAMP_STONE, 15);
    Blit(lv->textiles8, LB_MAT_STONE, t);
    TexBrick(t, 12);
    Blit(lv->textiles8, LB_MAT_BRICK, t);
    TexSand(t, 13);
    Blit(lv->textiles8, LB_MAT_SAND, t);
    TexWood(t, 14);
    Blit(lv->textiles8, LB_MAT_WOOD, t);
    for (int f = 0; f < 3; f++) {
        TexWater(t, 15, f);
        Blit(lv->textiles8, LB_MAT_WATER0 + f, t);
    }
    TexTile(t, 16);
    Blit(lv->textiles8, LB_MAT_TILE, t);
    TexStone(t, 17, RAMP_MOSS, 12);
    Blit(lv->textiles8, LB_MAT_MOSS, t);
    TexMetal(t, 18);
    Blit(lv->textiles8, LB_MAT_METAL, t);
    SpritePlant(t);
    Blit(lv->textiles8, 12, t);
    SpriteMedipack(t);
    Blit(lv->textiles8, 13, t);
    /* The water's surface: its first frame with every other texel left out
     * (index 0, drawn as a hole on a texture with the transparent
     * attribute), so what is on the other side shows through. */
    TexWater(t, 15, 0);
    for (int y = 0; y < 64; y++)
        for (int x = (y & 1); x < 64; x += 2)
            t[y][x] = 0;
    Blit(lv->textiles8, 14, t);

    for (int m = 0; m < LB_MAT_COUNT; m++)
        b->mat_texture[m] = AddSlotTexture(b, m, false, 0);
    for (int m = 0; m < LB_MAT_COUNT; m++)
        b->mat_texture_tri[m] = AddSlotTexture(b, m, true, 0);
    b->water_surface = AddSlotTexture(b, 14, false, 1);

    /* Water frames cycle: one group of three textures. */
    lv->num_animated_texture_words = 5;
    lv->animated_textures = calloc(5, sizeof *lv->animated_textures);
    if (!lv->animated_textures) {
        LB_Fail(b, "out of memory");
        return false;
    }
    lv->animated_textures[0] = 1; /* number of groups */
    lv->animated_textures[1] = 2; /* textures in the group - 1 */
    lv->animated_textures[2] = b->mat_texture[LB_MAT_WATER0];
    lv->animated_textures[3] = b->mat_texture[LB_MAT_WATER1];
    lv->animated_textures[4] = b->mat_texture[LB_MAT_WATER2];

    /* Sprite textures: plant (64x64, 768 units tall) and medipack (32x32). */
    SpriteTexture *s = LB_GROW(b, lv->sprite_textures, lv->num_sprite_textures, 2);
    if (!s)
        return false;
    s[0].tile = 0;
    s[0].x = 0;
    s[0].y = 192;
    s[0].width = 63 * 256 + 255;
    s[0].height = 63 * 256 + 255;
    s[0].left = -256;
    s[0].top = -512;
    s[0].right = 256;
    s[0].bottom = 0;
    s[1].tile = 0;
    s[1].x = 64;
    s[1].y = 192;
    s[1].width = 31 * 256 + 255;
    s[1].height = 31 * 256 + 255;
    s[1].left = -128;
    s[1].top = -224;
    s[1].right = 128;
    s[1].bottom = 0;
    /* The medipack is an item drawn as a sprite: object 93's sequence. */
    SpriteSequence *q = LB_GROW(b, lv->sprite_sequences, lv->num_sprite_sequences, 1);
    if (!q)
        return false;
    q->id = LB_OBJ_SMALL_MEDIPACK;
    q->neg_length = -1;
    q->offset = LB_SPRITE_MEDIPACK;
    return !b->failed;
}
