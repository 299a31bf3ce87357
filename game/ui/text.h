/* Text and 2D drawing in the original's 8-bit look: the level's own font
 * (the sprite sequence of object O_ALPHABET), its sprites, palette-colour
 * lines and boxes, drawn straight into the 8-bit framebuffer.
 *
 * Coordinates: the original laid its screens out for 640x480. A UiCanvas
 * maps those units to the framebuffer by its height (scale = height / 480,
 * 16.16), so a 1280x960 frame draws everything twice as big and a wide frame
 * is simply wider in 640x480 units (virt_w = width * 480 / height). Text
 * positions are in those units; sprites keep their own sizes (the font's
 * letters are 16 units tall) times the scale.
 *
 * Character mapping (the original's): ASCII 32..126 go through a remap table
 * to sprite numbers (A..Z 0..25, a..z 26..51, digits 52..61, punctuation
 * 62..), codes 1..10 are the small ammo digits (sprites 82..91, what the
 * original's ammo strings turn '0'..'9' into) and 11..15 the ammo-type
 * icons (sprites 102..106: 'A' shotgun, 'B' magnums, 'C' uzis). Advance per
 * character is the original's spacing table plus the letter spacing (1);
 * a space advances the word spacing (6). Codes 16..31 are skipped.
 *
 * Everything here is integer-only and reads the level; nothing feeds back
 * into the simulation. */
#ifndef TOMB8_GAME_UI_TEXT_H
#define TOMB8_GAME_UI_TEXT_H

#include "engine/core/common.h"
#include "engine/level/level.h"

#define UI_REF_WIDTH 640
#define UI_REF_HEIGHT 480
#define UI_ONE 65536          /* text/sprite scale 1.0 */
#define UI_TEXT_HEIGHT 15     /* the original's TEXT_HEIGHT */
#define UI_SHADE_NEUTRAL 0x1000

/* Named colours as the original chose them (nearest palette entry to a
 * 6-bit RGB), looked up once per canvas. */
typedef enum {
    UI_COL_BLACK, UI_COL_GREY, UI_COL_WHITE, UI_COL_RED, UI_COL_ORANGE,
    UI_COL_YELLOW, UI_COL_DARKGREEN, UI_COL_GREEN, UI_COL_CYAN, UI_COL_BLUE,
    UI_COL_MAGENTA,
    /* TR3's poisoned health bar (its 0xC0C000 with a 0xA0A000 line) */
    UI_COL_POISON, UI_COL_DARKPOISON, UI_COL_COUNT
} UiColour;

typedef struct {
    uint8_t *fb;
    int width, height;
    const Level *lv;
    int32_t scale;            /* 16.16 pixels per 640x480 unit */
    int32_t virt_w, virt_h;   /* the frame in 640x480 units */
    int font_first;           /* first sprite texture of the font, -1: none */
    int font_count;
    uint8_t colours[UI_COL_COUNT];
} UiCanvas;

/* Text flags (the original's T_CentreH / T_CentreV / T_RightAlign /
 * T_BottomAlign and its background/outline boxes). */
enum {
    UI_TEXT_CENTRE_H = 1 << 0,
    UI_TEXT_CENTRE_V = 1 << 1,
    UI_TEXT_RIGHT = 1 << 2,
    UI_TEXT_BOTTOM = 1 << 3,
    UI_TEXT_BGND = 1 << 4,    /* translucent dark box behind */
    UI_TEXT_OUTLINE = 1 << 5, /* bevelled frame around */
    /* codes 16..18 are the font's marks (TR2's and TR3's T_DrawThisText
     * draws codes up to 18 as sprites code + 91: TR3's globe's side arrows
     * 0x11 and 0x12); without it they draw nothing, as TR1's */
    UI_TEXT_MARKS = 1 << 6,
};

/* One string as the original's TEXTSTRING describes it. Zero it, then set
 * what differs: scale 0 means 1.0, spacings 0 mean the defaults. */
typedef struct {
    int32_t x, y;             /* 640x480 units; y is the baseline */
    uint32_t flags;
    int32_t scale_h, scale_v; /* 16.16 */
    const char *text;
    /* Box (UI_TEXT_BGND / UI_TEXT_OUTLINE): size in units (0: fit the
     * text), offset from the text. */
    int32_t bgnd_w, bgnd_h, bgnd_x, bgnd_y;
    uint8_t outline_colour;   /* UiColour of the frame */
} UiText;

/* Sets up a canvas over fb (width x height bytes) for the level. */
void UiCanvas_Init(UiCanvas *c, const Level *lv, uint8_t *fb, int width, int height);
/* True when the level has a font (the original's O_ALPHABET sprites). */
bool UiCanvas_HasFont(const UiCanvas *c);

/* Font sprite (0-based within the font) of a character code; -1 when the
 * code draws nothing (space, codes 16..31, out of range). */
int Ui_CharSprite(unsigned char ch);
/* Width in 640x480 units the original computes for a string (letters and
 * spaces, even-rounded as the original). */
int32_t Ui_TextWidth(const char *s, int32_t scale_h);
/* The original's ammo-string transform: digits become the small ammo
 * digits, capital letters the ammo-type icons; spaces stay. */
void Ui_MakeAmmoString(char *s);

/* Draws a string (see UiText). Missing font: nothing. */
void Ui_DrawText(UiCanvas *c, const UiText *t);
/* A simple helper: text at (x, y) with flags at scale 1. */
void Ui_Print(UiCanvas *c, int32_t x, int32_t y, uint32_t flags, const char *s);

/* A level sprite (index into Level.sprite_textures) at pixel (sx, sy),
 * its own extents scaled by scale_h/scale_v (16.16, in pixels per sprite
 * unit), through the ColourMap row of `shade`. Index 0 is transparent. */
void Ui_DrawSprite(UiCanvas *c, int32_t sx, int32_t sy, int32_t scale_h, int32_t scale_v,
                   int sprite, int32_t shade);
/* A horizontal/vertical run or filled rectangle of a palette index, in
 * pixels, clipped to the frame. */
void Ui_FillRect(UiCanvas *c, int32_t x, int32_t y, int32_t w, int32_t h, uint8_t index);
/* Darkens a rectangle through the ColourMap (the original's translucent
 * boxes): row 0x1000 + extra darkness. */
void Ui_DimRect(UiCanvas *c, int32_t x, int32_t y, int32_t w, int32_t h, int32_t shade);
/* The whole frame darkened (the ring's background). */
void Ui_DimAll(UiCanvas *c, int32_t shade);

/* 640x480 units -> pixels (scale only / a position). */
static inline int32_t Ui_Px(const UiCanvas *c, int32_t units)
{
    return (int32_t)(((int64_t)units * c->scale) >> 16);
}

#endif
