/* mkrpl [--out FILE]: writes tomb8's own FMV (tools/levelbuild/demo_movie.h)
 * as an ARMovie/RPL file with Escape 124 video and 16-bit PCM sound, the
 * format of the original games' FMVs. Default output:
 * build/data/FMV/TOMB8.RPL. Byte-identical on every run. Errors: one line
 * on stderr, exit 2; the file is written whole or not at all. */
#include "engine/core/atomic_file.h"
#include "engine/core/errline.h"
#include "tools/levelbuild/demo_movie.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    const char *out = "build/data/FMV/TOMB8.RPL";
    bool quiet = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
            out = argv[++i];
        } else if (strcmp(argv[i], "--quiet") == 0) {
            quiet = true;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: mkrpl [--out FILE] [--quiet]\n"
                   "Writes tomb8's own FMV (RPL, Escape 124 video, PCM sound) to FILE\n"
                   "(default build/data/FMV/TOMB8.RPL).\n");
            return 0;
        } else {
            ErrLine_Printf("error: mkrpl: unknown or incomplete argument '%s' (try --help)",
                           argv[i]);
            return 2;
        }
    }
    char err[512] = "";
    uint8_t *bytes = NULL;
    size_t size = 0;
    if (!AtomicFile_CheckOutput(out, err, sizeof err) ||
        !DemoMovie_Make(&bytes, &size, err, sizeof err) ||
        !AtomicFile_WriteAll(out, bytes, size, err, sizeof err)) {
        free(bytes);
        ErrLine_Print(err);
        return 2;
    }
    free(bytes);
    if (!quiet)
        printf("mkrpl: %s: %d frames of %dx%d at %d fps, %d Hz sound, %zu bytes\n", out,
               DEMO_MOVIE_FRAMES, DEMO_MOVIE_WIDTH, DEMO_MOVIE_HEIGHT, DEMO_MOVIE_FPS,
               DEMO_MOVIE_RATE, size);
    return 0;
}
