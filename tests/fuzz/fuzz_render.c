/* libFuzzer target: the renderer (built by tools/fuzz.sh, not by the normal
 * build). Each input is one case of tests/render_fuzz.c on the default level
 * (TOMB8_FUZZ_LEVEL, else build/data/default.phd): a target size from 1x1 to
 * 7680x4320, the level's simulation stepped and drawn between two ticks,
 * extra meshes and sprites at random poses, a camera behind Lara, anywhere
 * in a room (walls included), exactly on a portal or far outside, and the
 * frame checked for writes outside its target. */
#include "engine/core/log.h"
#include "engine/level/level.h"
#include "tests/render_fuzz.h"

#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Level lv;
    static int loaded; /* 0 not tried, 1 loaded, -1 failed */
    char err[512];
    if (loaded == 0) {
        const char *path = getenv("TOMB8_FUZZ_LEVEL");
        Log_SetQuiet(1);
        loaded = Level_Load(path && *path ? path : "build/data/default.phd", &lv, err, sizeof err)
                     ? 1 : -1;
        if (loaded < 0)
            fprintf(stderr, "fuzz_render: %s\n", err);
    }
    if (loaded < 0)
        abort(); /* nothing to fuzz: say so loudly rather than pass */
    RenderFuzzStats st = {0};
    if (!RenderFuzz_Case(&lv, data, size, 0, &st, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        abort();
    }
    return 0;
}
