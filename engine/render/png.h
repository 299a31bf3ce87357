/* Writing PNG files (captures, screenshots, diffs). */
#ifndef TOMB8_ENGINE_RENDER_PNG_H
#define TOMB8_ENGINE_RENDER_PNG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Writes a w x h RGB24 image, whole or not at all (engine/core/
 * atomic_file.h): a failed write (full disk, file size limit, /dev/full)
 * returns false, leaves no temporary behind and an existing file of that
 * name untouched; a device node is written in place, never removed. */
bool Png_WriteRGB(const char *path, int w, int h, const uint8_t *rgb);
/* Same, with the reason as one line "error: PATH: why" in err. */
bool Png_WriteRGBErr(const char *path, int w, int h, const uint8_t *rgb, char *err,
                     size_t err_cap);
/* Encodes the image into an open stream (an AtomicFile's, for a file that
 * is committed together with others); false only when encoding fails.
 * Write errors show in the stream's error flag. */
bool Png_WriteRGBTo(FILE *f, int w, int h, const uint8_t *rgb);

#endif
