#include "engine/render/png.h"

#include <stb/stb_image_write.h>
#include <stdio.h>
#include <sys/stat.h>

/* stb reports nothing about fwrite failures, so it writes through this
 * callback and the stream's error flag is checked afterwards. */
static void write_cb(void *ctx, void *data, int size)
{
    if (size > 0)
        (void)fwrite(data, 1, (size_t)size, (FILE *)ctx);
}

bool Png_WriteRGB(const char *path, int w, int h, const uint8_t *rgb)
{
    struct stat st;
    FILE *f = fopen(path, "wb");
    bool ok;
    if (!f)
        return false;
    ok = stbi_write_png_to_func(write_cb, f, w, h, 3, rgb, w * 3) != 0;
    ok = !ferror(f) && ok;
    if (fclose(f) != 0)
        ok = false;
    /* As root, removing "/dev/full" would delete the device node. */
    if (!ok && lstat(path, &st) == 0 && S_ISREG(st.st_mode))
        remove(path);
    return ok;
}
