/* Writing PNG files (captures, screenshots, diffs). */
#ifndef TOMB8_ENGINE_RENDER_PNG_H
#define TOMB8_ENGINE_RENDER_PNG_H

#include <stdbool.h>
#include <stdint.h>

/* Writes a w x h RGB24 image. Unlike stbi_write_png, a failed write (full
 * disk, /dev/full, a closed pipe) is reported: returns false, and a partial
 * file is removed when it is a regular file (never a device node). */
bool Png_WriteRGB(const char *path, int w, int h, const uint8_t *rgb);

#endif
