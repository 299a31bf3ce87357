/* Text and 2D drawing in the 8-bit framebuffer (see text.h). */
#include "game/ui/text.h"

#include <string.h>

#include "game/objects/object_ids.h"
#include "game/rules/rules.h"

#define FONT_SPRITES 110
#define LETTER_SPACING 1
#define WORD_SPACING 6
#define BOX_OFFSET 2

/* How far each font sprite advances the pen, before the letter spacing
 * (the original's table: A..Z, a..z, 0..9, punctuation, accents, the
 * ammo digits and icons, the volume icons). */
static const int8_t k_advance[FONT_SPRITES] = {
    14, 11, 11, 11, 11, 11, 11, 13, 8, 11, 12, 11, 13, 13, 12, 11, 12, 12, 11, 12, 13, 13, 13,
    12, 12, 11,                                                          /* A..Z */
    9, 9, 9, 9, 9, 9, 9, 9, 5, 9, 9, 5, 12, 10, 9, 9, 9, 8, 9, 8, 9, 9, 11, 9, 9, 9, /* a..z */
    12, 8, 10, 10, 10, 10, 10, 9, 10, 10,                                /* 0..9 */
    5, 5, 5, 11, 9, 10, 8, 6, 6, 7, 7, 3, 11, 8, 13, 16, 9, 4,           /* 62..79 */
    12, 12, 7, 5, 7, 7, 7, 7, 7, 7, 7, 7, 16, 14, 14, 14, 16, 16, 16, 16, 16, 12, 14, 8, 8,
    8, 8, 8, 8, 8,                                                       /* 80..109 */
};

/* ASCII 32..126 -> font sprite (the original's remap). */
static const uint8_t k_remap[95] = {
    0,  64, 66, 78, 77, 74, 78, 79, 69, 70, 92, 72, 63, 71, 62, 68, /* ' '../ */
    52, 53, 54, 55, 56, 57, 58, 59, 60, 61,                         /* 0..9 */
    73, 73, 66, 74, 75, 65, 0,                                      /* :..@ */
    0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    22, 23, 24, 25,                                                 /* A..Z */
    80, 76, 81, 97, 98, 77,                                         /* [..` */
    26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51,                                                 /* a..z */
    100, 101, 102, 67,                                              /* {..~ */
};

/* 6-bit RGB of the named colours (the original's choices). */
static const uint8_t k_colour_rgb[UI_COL_COUNT][3] = {
    [UI_COL_BLACK] = {0, 0, 0},      [UI_COL_GREY] = {32, 32, 32},
    [UI_COL_WHITE] = {63, 63, 63},   [UI_COL_RED] = {63, 0, 0},
    [UI_COL_ORANGE] = {63, 32, 0},   [UI_COL_YELLOW] = {63, 63, 0},
    [UI_COL_DARKGREEN] = {0, 32, 0}, [UI_COL_GREEN] = {0, 63, 0},
    [UI_COL_CYAN] = {0, 63, 63},     [UI_COL_BLUE] = {0, 0, 63},
    [UI_COL_MAGENTA] = {63, 0, 63},  [UI_COL_POISON] = {48, 48, 0},
    [UI_COL_DARKPOISON] = {40, 40, 0},
};

/* The bevel of the original's boxes: two palette entries. */
#define BOX_LIGHT 15
#define BOX_DARK 31

static uint8_t nearest_colour(const Level *lv, const uint8_t rgb[3])
{
    int best = 1, best_d = 1 << 30;
    /* index 0 is the transparent colour: never chosen */
    for (int i = 1; i < 256; i++) {
        int dr = lv->palette[i].r - rgb[0], dg = lv->palette[i].g - rgb[1],
            db = lv->palette[i].b - rgb[2];
        int d = dr * dr + dg * dg + db * db;
        if (d < best_d) {
            best_d = d;
            best = i;
        }
    }
    return (uint8_t)best;
}

void UiCanvas_Init(UiCanvas *c, const Level *lv, uint8_t *fb, int width, int height)
{
    memset(c, 0, sizeof(*c));
    c->fb = fb;
    c->width = width;
    c->height = height;
    c->lv = lv;
    c->scale = (int32_t)(((int64_t)height << 16) / UI_REF_HEIGHT);
    c->virt_h = UI_REF_HEIGHT;
    c->virt_w = (int32_t)((int64_t)width * UI_REF_HEIGHT / height);
    c->font_first = -1;
    /* the level's game's font: each game numbers its ALPHABET its own way */
    const SpriteSequence *s =
        lv ? Level_FindSpriteSequence(lv, GameRules_For(lv->game)->font_object) : NULL;
    if (s && s->neg_length < 0 && s->offset >= 0 &&
        (uint32_t)s->offset + (uint32_t)-s->neg_length <= lv->num_sprite_textures) {
        c->font_first = s->offset;
        c->font_count = -s->neg_length;
    }
    for (int i = 0; i < UI_COL_COUNT; i++)
        c->colours[i] = lv ? nearest_colour(lv, k_colour_rgb[i]) : 0;
}

bool UiCanvas_HasFont(const UiCanvas *c) { return c->font_first >= 0; }

int Ui_CharSprite(unsigned char ch)
{
    if (ch == 0 || ch == ' ' || (ch >= 16 && ch < 32) || ch > 126)
        return -1;
    if (ch >= 32)
        return k_remap[ch - 32];
    if (ch >= 11)
        return ch + 91;
    return ch + 81;
}

static int32_t char_advance(int sprite, int32_t scale_h)
{
    return (int32_t)(((int64_t)(k_advance[sprite] + LETTER_SPACING) * scale_h) >> 16);
}

int32_t Ui_TextWidth(const char *s, int32_t scale_h)
{
    if (!scale_h)
        scale_h = UI_ONE;
    int32_t w = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == ' ') {
            w += (int32_t)(((int64_t)WORD_SPACING * scale_h) >> 16);
            continue;
        }
        /* the original leaves the ammo icons and control codes out */
        if (*p == 0x7F || (*p > 10 && *p < 32))
            continue;
        int sp = Ui_CharSprite(*p);
        if (sp >= 0)
            w += char_advance(sp, scale_h);
    }
    w -= LETTER_SPACING;
    return w & ~1;
}

void Ui_MakeAmmoString(char *s)
{
    for (; *s; s++) {
        if (*s == ' ')
            continue;
        if (*s >= 'A')
            *s = (char)(*s - 'A' + 12);
        else
            *s = (char)(*s - '0' + 1);
    }
}

void Ui_FillRect(UiCanvas *c, int32_t x, int32_t y, int32_t w, int32_t h, uint8_t index)
{
    int32_t x0 = MAX(x, 0), y0 = MAX(y, 0);
    int32_t x1 = MIN(x + w, c->width), y1 = MIN(y + h, c->height);
    for (int32_t yy = y0; yy < y1; yy++)
        if (x1 > x0)
            memset(c->fb + (size_t)yy * c->width + x0, index, (size_t)(x1 - x0));
}

static const uint8_t *cmap_row(const UiCanvas *c, int32_t shade)
{
    int row = CLAMP(shade, 0, 0x1FFF) >> 8;
    return c->lv->lightmap + row * 256;
}

void Ui_DimRect(UiCanvas *c, int32_t x, int32_t y, int32_t w, int32_t h, int32_t shade)
{
    const uint8_t *row = cmap_row(c, shade);
    int32_t x0 = MAX(x, 0), y0 = MAX(y, 0);
    int32_t x1 = MIN(x + w, c->width), y1 = MIN(y + h, c->height);
    for (int32_t yy = y0; yy < y1; yy++) {
        uint8_t *p = c->fb + (size_t)yy * c->width;
        for (int32_t xx = x0; xx < x1; xx++)
            p[xx] = row[p[xx]];
    }
}

void Ui_DimAll(UiCanvas *c, int32_t shade) { Ui_DimRect(c, 0, 0, c->width, c->height, shade); }

void Ui_DrawSprite(UiCanvas *c, int32_t sx, int32_t sy, int32_t scale_h, int32_t scale_v,
                   int sprite, int32_t shade)
{
    const Level *lv = c->lv;
    if (!lv || sprite < 0 || (uint32_t)sprite >= lv->num_sprite_textures)
        return;
    const SpriteTexture *t = &lv->sprite_textures[sprite];
    if (t->tile >= lv->num_textiles)
        return;
    int32_t x0 = sx + (int32_t)(((int64_t)t->left * scale_h) >> 16);
    int32_t x1 = sx + (int32_t)(((int64_t)t->right * scale_h) >> 16);
    int32_t y0 = sy + (int32_t)(((int64_t)t->top * scale_v) >> 16);
    int32_t y1 = sy + (int32_t)(((int64_t)t->bottom * scale_v) >> 16);
    if (x1 <= x0 || y1 <= y0)
        return;
    int32_t tw = (t->width >> 8) + 1, th = (t->height >> 8) + 1;
    const uint8_t *tile = lv->textiles8 + (size_t)t->tile * 65536;
    const uint8_t *row = cmap_row(c, shade);
    int32_t cx0 = MAX(x0, 0), cx1 = MIN(x1, c->width);
    int32_t cy0 = MAX(y0, 0), cy1 = MIN(y1, c->height);
    int32_t dw = x1 - x0, dh = y1 - y0;
    for (int32_t y = cy0; y < cy1; y++) {
        /* nearest texel: the pixel centre's position in the sprite */
        int32_t v = (int32_t)(((int64_t)(2 * (y - y0) + 1) * th) / (2 * dh));
        int32_t ty = t->y + MIN(v, th - 1);
        if (ty > 255)
            continue;
        const uint8_t *src = tile + (size_t)ty * 256;
        uint8_t *dst = c->fb + (size_t)y * c->width;
        for (int32_t x = cx0; x < cx1; x++) {
            int32_t u = (int32_t)(((int64_t)(2 * (x - x0) + 1) * tw) / (2 * dw));
            int32_t tx = t->x + MIN(u, tw - 1);
            if (tx > 255)
                continue;
            uint8_t texel = src[tx];
            if (texel)
                dst[x] = row[texel];
        }
    }
}

/* The original's bevelled box outline: a light and a dark line on each
 * side, one pixel each at 640x480 and thicker with the scale. */
static void draw_frame(UiCanvas *c, int32_t x, int32_t y, int32_t w, int32_t h)
{
    int32_t t = MAX(1, Ui_Px(c, 1));
    Ui_FillRect(c, x - t, y - t, w + 2 * t, t, BOX_LIGHT);
    Ui_FillRect(c, x - t, y - t, t, h + 2 * t, BOX_LIGHT);
    Ui_FillRect(c, x, y + h, w + t, t, BOX_DARK);
    Ui_FillRect(c, x + w, y, t, h + t, BOX_DARK);
    Ui_FillRect(c, x, y, w, t, BOX_DARK);
    Ui_FillRect(c, x, y, t, h, BOX_DARK);
    Ui_FillRect(c, x - t, y + h + t, w + 2 * t, t, BOX_LIGHT);
    Ui_FillRect(c, x + w + t, y - t, t, h + 3 * t, BOX_LIGHT);
}

void Ui_DrawText(UiCanvas *c, const UiText *t)
{
    if (!t->text || !c->lv)
        return;
    int32_t sh = t->scale_h ? t->scale_h : UI_ONE;
    int32_t sv = t->scale_v ? t->scale_v : UI_ONE;
    int32_t width = Ui_TextWidth(t->text, sh);
    int32_t x = t->x, y = t->y;
    if (t->flags & UI_TEXT_CENTRE_H)
        x += (c->virt_w - width) / 2;
    else if (t->flags & UI_TEXT_RIGHT)
        x += c->virt_w - width;
    if (t->flags & UI_TEXT_CENTRE_V)
        y += c->virt_h / 2;
    else if (t->flags & UI_TEXT_BOTTOM)
        y += c->virt_h;

    if (t->flags & (UI_TEXT_BGND | UI_TEXT_OUTLINE)) {
        int32_t bx = t->bgnd_x + x - BOX_OFFSET;
        int32_t by = t->bgnd_y + y - BOX_OFFSET * 2 - UI_TEXT_HEIGHT;
        int32_t bw, bh;
        if (t->bgnd_w) {
            bx += width / 2 - t->bgnd_w / 2;
            bw = t->bgnd_w + BOX_OFFSET * 2;
        } else {
            bw = width + BOX_OFFSET * 2;
        }
        bh = t->bgnd_h ? t->bgnd_h : UI_TEXT_HEIGHT + 7;
        int32_t px = Ui_Px(c, bx), py = Ui_Px(c, by);
        int32_t pw = Ui_Px(c, bx + bw) - px, ph = Ui_Px(c, by + bh) - py;
        /* the box is behind the letters, as the original sorts it */
        if (t->flags & UI_TEXT_BGND)
            Ui_DimRect(c, px, py, pw, ph, 0x1800);
        if (t->flags & UI_TEXT_OUTLINE)
            draw_frame(c, px, py, pw, ph);
    }

    if (!UiCanvas_HasFont(c))
        return;
    int32_t ph = (int32_t)(((int64_t)sh * c->scale) >> 16);
    int32_t pv = (int32_t)(((int64_t)sv * c->scale) >> 16);
    for (const unsigned char *p = (const unsigned char *)t->text; *p; p++) {
        unsigned char ch = *p;
        bool mark = (t->flags & UI_TEXT_MARKS) && ch > 15 && ch <= 18;
        if (ch > 15 && ch < 32 && !mark)
            continue;
        if (ch == ' ') {
            x += (int32_t)(((int64_t)WORD_SPACING * sh) >> 16);
            continue;
        }
        int sp = mark ? ch + 91 : Ui_CharSprite(ch);
        if (sp < 0 || sp >= FONT_SPRITES)
            continue;
        if (sp < c->font_count)
            Ui_DrawSprite(c, Ui_Px(c, x), Ui_Px(c, y), ph, pv, c->font_first + sp,
                          UI_SHADE_NEUTRAL);
        /* the original's accent characters overprint the next letter */
        if (ch == '(' || ch == ')' || ch == '$' || ch == '~')
            continue;
        x += char_advance(sp, sh);
    }
}

void Ui_Print(UiCanvas *c, int32_t x, int32_t y, uint32_t flags, const char *s)
{
    UiText t;
    memset(&t, 0, sizeof(t));
    t.x = x;
    t.y = y;
    t.flags = flags;
    t.text = s;
    Ui_DrawText(c, &t);
}
