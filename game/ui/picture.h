/* Full-screen pictures in the 8-bit frame: the title's background
 * (the PC original's DATA/TITLEH.PCX, shown behind the title ring), the
 * credits (TR2's PCX, TR3's BMP). The
 * picture's own palette is matched once to the level's palette (nearest
 * colour), so it is drawn with the level's colours like everything else;
 * or (a PCX loaded without a level) the picture keeps its own indices and
 * palette, for a screen shown in the picture's colours (TR2's credits).
 *
 * PCX as the original's: version 5, 8 bits, one plane, run-length coded,
 * a 256-colour palette after a 0x0C byte at the end. Untrusted input:
 * every size and run is checked; a bad file is one error line. */
#ifndef TOMB8_GAME_UI_PICTURE_H
#define TOMB8_GAME_UI_PICTURE_H

#include "game/ui/text.h"

#define UI_PICTURE_MAX_SIDE 4096

typedef struct {
    int width, height;
    uint8_t *pixels;          /* palette indices, width * height */
    bool own_palette;         /* pixels index `palette` (else the level's) */
    uint8_t palette[256][3];  /* own_palette: the file's colours, 8 bits */
    uint8_t border;           /* index drawn beside it: 0, or (own) its darkest */
} UiPicture;

/* Decodes PCX bytes for the level's palette, or with lv NULL in its own
 * palette. False with one line "error: NAME: what" in err (name is used
 * in it). */
bool UiPicture_DecodePcx(UiPicture *p, const uint8_t *data, size_t size, const Level *lv,
                         const char *name, char *err, size_t err_cap);
bool UiPicture_LoadPcx(UiPicture *p, const char *path, const Level *lv, char *err,
                       size_t err_cap);
/* TR3's pictures (pix\*.bmp): an uncompressed Windows BMP of 8 bits (its
 * colour table matched as a PCX's), 24 or 32 bits (each colour matched
 * through its 15-bit value), bottom-up or top-down. Untrusted: one error
 * line, never a crash. */
bool UiPicture_DecodeBmp(UiPicture *p, const uint8_t *data, size_t size, const Level *lv,
                         const char *name, char *err, size_t err_cap);
/* A picture file by its name's ending: ".bmp" a BMP, else a PCX. */
bool UiPicture_Load(UiPicture *p, const char *path, const Level *lv, char *err,
                    size_t err_cap);
void UiPicture_Free(UiPicture *p);
/* Fills the frame: scaled to its height (nearest pixel), centred, its
 * border index (black) at the sides of a wider frame (and cropped on a
 * narrower one). */
void UiPicture_Draw(UiCanvas *c, const UiPicture *p);

#endif
