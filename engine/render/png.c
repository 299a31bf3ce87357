/* PNG output through engine/core/atomic_file.h: whole or absent. */
#include "engine/render/png.h"

#include <stb/stb_image_write.h>
#include <stdio.h>
#include <string.h>

#include "engine/core/atomic_file.h"

/* stb reports nothing about fwrite failures, so it writes through this
 * callback and the stream's error flag is checked at commit. */
static void write_cb(void *ctx, void *data, int size)
{
    if (size > 0)
        (void)fwrite(data, 1, (size_t)size, (FILE *)ctx);
}

bool Png_WriteRGBTo(FILE *f, int w, int h, const uint8_t *rgb)
{
    return stbi_write_png_to_func(write_cb, f, w, h, 3, rgb, w * 3) != 0;
}

/* "error: PATH: cannot write PNG: why" from AtomicFile's "error: PATH: why". */
static void png_error(char *err, size_t cap, const char *path, const char *msg)
{
    size_t skip = 0;
    if (!strncmp(msg, "error: ", 7) && !strncmp(msg + 7, path, strlen(path)) &&
        !strncmp(msg + 7 + strlen(path), ": ", 2))
        skip = 7 + strlen(path) + 2;
    if (err && cap)
        snprintf(err, cap, "error: %s: cannot write PNG: %s", path, msg + skip);
}

bool Png_WriteRGBErr(const char *path, int w, int h, const uint8_t *rgb, char *err,
                     size_t err_cap)
{
    AtomicFile af;
    char msg[1200];
    if (!AtomicFile_Open(&af, path, msg, sizeof msg)) {
        png_error(err, err_cap, path, msg);
        return false;
    }
    if (!Png_WriteRGBTo(af.f, w, h, rgb)) {
        png_error(err, err_cap, path, "cannot encode");
        AtomicFile_Abort(&af);
        return false;
    }
    if (!AtomicFile_Commit(&af, msg, sizeof msg)) {
        png_error(err, err_cap, path, msg);
        return false;
    }
    return true;
}

bool Png_WriteRGB(const char *path, int w, int h, const uint8_t *rgb)
{
    return Png_WriteRGBErr(path, w, h, rgb, NULL, 0);
}
