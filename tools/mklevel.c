/* mklevel [--in DESCRIPTION] [--out FILE]: generates tomb8's default level
 * (our own content, described in data/default_level.txt) as a TR1 .PHD
 * file. Default output: build/data/default.phd. `mklevel --picture FILE`
 * writes the title's picture instead (a PCX in the levels' palette). The
 * output is
 * byte-identical on every run. Errors: one line on stderr, exit 2. The
 * file is written whole or not at all (engine/core/atomic_file.h): a
 * failed run leaves an existing FILE as it was. */
#include "engine/core/atomic_file.h"
#include "engine/core/path_id.h"
#include "engine/core/errline.h"
#include "engine/level/level_write.h"
#include "tools/levelbuild/default_level.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --picture: the title's picture, in the palette every built level has. */
static int WritePicture(const char *out, bool with_in, bool quiet)
{
    char err[1200];
    if (with_in) {
        ErrLine_Printf("error: mklevel: --picture takes no --in");
        return 2;
    }
    if (!AtomicFile_CheckOutput(out, err, sizeof err)) {
        ErrLine_Print(err);
        return 2;
    }
    static LB_Builder b; /* large; keep it off the stack */
    uint8_t *pcx = NULL;
    size_t size = 0;
    bool ok = LB_InitBare(&b) && LB_Textures(&b) && LB_TitlePicture(&b, &pcx, &size);
    if (!ok)
        snprintf(err, sizeof err, "error: mklevel: %s", b.error);
    else
        ok = AtomicFile_WriteAll(out, pcx, size, err, sizeof err);
    free(pcx);
    LB_Free(&b);
    if (!ok) {
        ErrLine_Print(err);
        return 2;
    }
    if (!quiet)
        printf("mklevel: %s: the title's picture, %zu bytes\n", out, size);
    return 0;
}

int main(int argc, char **argv)
{
    const char *out = "build/data/default.phd";
    const char *in = NULL;
    bool quiet = false, out_given = false, picture = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc && !out_given) {
            out = argv[++i];
            out_given = true;
        } else if (strcmp(argv[i], "--in") == 0 && i + 1 < argc && !in) {
            in = argv[++i];
        } else if (strcmp(argv[i], "--picture") == 0 && i + 1 < argc && !out_given) {
            out = argv[++i];
            out_given = picture = true;
        } else if (strcmp(argv[i], "--quiet") == 0) {
            quiet = true;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: mklevel [--in DESCRIPTION] [--out FILE] [--quiet]\n"
                   "       mklevel --picture FILE\n"
                   "Builds the level described in DESCRIPTION (default\n"
                   "data/default_level.txt) and writes it in TR1 .PHD format to\n"
                   "FILE (default build/data/default.phd). --picture writes the\n"
                   "title's picture (640x480 PCX, our own) to FILE instead.\n");
            return 0;
        } else if ((strcmp(argv[i], "--out") == 0 || strcmp(argv[i], "--in") == 0 ||
                    strcmp(argv[i], "--picture") == 0) &&
                   i + 1 >= argc) {
            ErrLine_Printf("error: mklevel: %s needs a value", argv[i]);
            return 2;
        } else if (strcmp(argv[i], "--out") == 0 || strcmp(argv[i], "--in") == 0 ||
                   strcmp(argv[i], "--picture") == 0) {
            ErrLine_Printf("error: mklevel: %s given twice", argv[i]);
            return 2;
        } else {
            ErrLine_Printf("error: mklevel: unknown argument '%s' (try --help)", argv[i]);
            return 2;
        }
    }
    char err[1200];
    if (picture)
        return WritePicture(out, in != NULL, quiet);
    Level level;
    /* The output may not be the description read (by any spelling or
     * link): it would be replaced by the level built from it. */
    const PathRole files[] = {
        {"--in", in ? in : "data/default_level.txt", PATH_INPUT, NULL, NULL},
        {"--out", out, PATH_OUTPUT, NULL, NULL},
    };
    if ((in && !AtomicFile_CheckInput(in, "level description", err, sizeof err)) ||
        !PathId_CheckRoles(files, sizeof files / sizeof files[0], err, sizeof err) ||
        !AtomicFile_CheckOutput(out, err, sizeof err)) {
        ErrLine_Print(err);
        return 2;
    }
    if (!DefaultLevel_Make(&level, in, err, sizeof err)) {
        ErrLine_Print(err);
        return 2;
    }
    uint8_t *bytes = NULL;
    size_t size = 0;
    bool ok = LevelWrite_TR1(&level, &bytes, &size, err, sizeof err) &&
              AtomicFile_WriteAll(out, bytes, size, err, sizeof err);
    free(bytes);
    if (!ok) {
        ErrLine_Print(err);
        LB_FreeLevel(&level);
        return 2;
    }
    if (!quiet) {
        uint32_t verts = 0, quads = 0, tris = 0;
        for (uint32_t i = 0; i < level.num_rooms; i++) {
            verts += level.rooms[i].num_vertices;
            quads += level.rooms[i].num_quads;
            tris += level.rooms[i].num_tris;
        }
        printf("mklevel: %s: %u rooms (%u vertices, %u quads, %u triangles), "
               "%u meshes, %u animations, %u items, %u sound samples\n",
               out, level.num_rooms, verts, quads, tris, level.num_meshes,
               level.num_animations, level.num_items, level.num_sample_indices);
    }
    LB_FreeLevel(&level);
    return 0;
}
