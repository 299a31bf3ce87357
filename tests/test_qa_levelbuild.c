/* QA regressions: the default level's text description is user input.
 *
 * Numbers like 0x7FFFFFFF or -0x80000000 were accepted: a light or camera
 * placed there produced a level file the loader refuses (mklevel still
 * exited 0), and -0x80000000 overflowed the room builder's arithmetic. The
 * parser now bounds every number by LEVEL_WORLD_LIMIT, and DefaultLevel_Make
 * loads what it built before handing it out. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "tools/levelbuild/default_level.h"

/* Copies the shipped description with the first line starting with
 * `prefix` replaced by `line`; returns the new file's path. */
static const char *edited(const char *name, const char *prefix, const char *line)
{
    static char path[1024];
    size_t size;
    char *text = (char *)Test_ReadFile(DefaultLevel_Path(), &size);
    if (!text)
        return NULL;
    snprintf(path, sizeof path, "%s/%s", Test_TmpDir(), name);
    FILE *f = fopen(path, "wb");
    bool done = false;
    for (char *s = text; f && *s;) {
        char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) + 1 : strlen(s);
        if (!done && strncmp(s, prefix, strlen(prefix)) == 0) {
            fprintf(f, "%s\n", line);
            done = true;
        } else {
            fwrite(s, 1, n, f);
        }
        s += n;
    }
    if (f)
        fclose(f);
    free(text);
    return f && done ? path : NULL;
}

TEST(qa_levelbuild_numbers_out_of_range)
{
    static const char *bad[] = {
        "light loft 0x7FFFFFFF -16c 7.5s 0x1200 4000",
        "light loft -0x80000000 -16c 7.5s 0x1200 4000",
    };
    Level lv;
    char err[512];
    Log_SetQuiet(1);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *path = edited("qa_range.txt", "light loft", bad[i]);
        CHECK(path);
        bool ok = DefaultLevel_Make(&lv, path, err, sizeof err);
        if (ok)
            Level_Free(&lv);
        CHECK_MSG(!ok, "accepted: %s", bad[i]);
        CHECK_MSG(strstr(err, "out of range") && strstr(err, "qa_range.txt:") &&
                      !strchr(err, '\n'),
                  "%s", err);
    }
    /* what the parser cannot know, the loader check catches: a negative
     * object id was written out and only failed when the file was read */
    const char *neg = edited("qa_neg.txt", "item medipack", "item medipack -5 loft 1.5s -10c 6.5s 0");
    CHECK(neg);
    bool ok = DefaultLevel_Make(&lv, neg, err, sizeof err);
    if (ok)
        Level_Free(&lv);
    CHECK_MSG(!ok, "negative object id accepted");
    CHECK_MSG(strstr(err, "negative object id") && strstr(err, "qa_neg.txt") && !strchr(err, '\n'),
              "%s", err);
    /* at the bound the parser agrees, and so does the loader */
    const char *path = edited("qa_range.txt", "light loft", "light loft 16384s -16c 7.5s 0x1200 4000");
    CHECK(path);
    CHECK_MSG(DefaultLevel_Make(&lv, path, err, sizeof err), "%s", err);
    Level_Free(&lv);
}

TEST(qa_mklevel_never_writes_a_level_the_loader_refuses)
{
    /* a camera at the very edge of the world: the parser allows it, the
     * room extent arithmetic is fine, the loader accepts it; one sector
     * more is refused by the parser before anything is written */
    const char *path = edited("qa_cam.txt", "camera ", "camera chamber_view chamber 16384s 0 0");
    CHECK(path);
    char out[1024], cmd[4096], msg[2048];
    snprintf(out, sizeof out, "%s/qa_cam.phd", Test_TmpDir());
    snprintf(cmd, sizeof cmd, "%s --quiet --in %s --out %s 2>&1", Test_BinPath("mklevel"), path,
             out);
    int rc = Test_Run(cmd, msg, sizeof msg);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, msg);
    snprintf(cmd, sizeof cmd, "%s %s >/dev/null 2>&1", Test_BinPath("levelinfo"), out);
    CHECK_EQ(Test_Run(cmd, NULL, 0), 0);
    path = edited("qa_cam.txt", "camera ", "camera chamber_view chamber 16385s 0 0");
    CHECK(path);
    remove(out);
    snprintf(cmd, sizeof cmd, "%s --quiet --in %s --out %s 2>&1", Test_BinPath("mklevel"), path,
             out);
    rc = Test_Run(cmd, msg, sizeof msg);
    char *nl = strchr(msg, '\n');
    CHECK_MSG(rc == 2 && nl && nl[1] == 0 && strstr(msg, "out of range"), "exit %d: %s", rc, msg);
    FILE *f = fopen(out, "rb");
    CHECK_MSG(!f, "mklevel wrote %s anyway", out);
}
