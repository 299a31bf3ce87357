/* The default level: reads data/default_level.txt with the text parser and
 * builds it. */
#include "tools/levelbuild/default_level.h"

#include "engine/level/level_write.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define DESCRIPTION "data/default_level.txt"

static bool Exists(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f)
        fclose(f);
    return f != NULL;
}

const char *DefaultLevel_Path(void)
{
    const char *env = getenv("TOMB8_DEFAULT_LEVEL");
    if (env && *env)
        return env;
    if (Exists(DESCRIPTION))
        return DESCRIPTION;
    /* Not run from the project root: look next to the program's build
     * directory (build/mklevel, build/asan/run_tests -> project root). */
    static char path[4096];
    char exe[4000];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        for (int up = 0; up < 3; up++) {
            char *slash = strrchr(exe, '/');
            if (!slash)
                break;
            *slash = '\0';
            snprintf(path, sizeof path, "%s/%s", exe, DESCRIPTION);
            if (Exists(path))
                return path;
        }
    }
    return DESCRIPTION;
}

bool DefaultLevel_Build(LB_Builder *b, const char *path)
{
    if (!path)
        path = DefaultLevel_Path();
    FILE *f = fopen(path, "rb");
    if (!f) {
        LB_Fail(b, "%s: cannot open the level description", path);
        return false;
    }
    /* The description is small; refuse anything absurd. */
    enum { MAX_TEXT = 1 << 20 };
    char *text = malloc(MAX_TEXT);
    size_t n = text ? fread(text, 1, MAX_TEXT, f) : 0;
    bool too_big = text && n == MAX_TEXT;
    fclose(f);
    if (!text || too_big) {
        free(text);
        LB_Fail(b, "%s: %s", path, text ? "description too large" : "out of memory");
        return false;
    }
    bool ok = LB_ParseText(b, text, n, path);
    free(text);
    if (!ok)
        return false;
    /* The default level's rooms and items are numbered in code (tests,
     * default_level.h); the other descriptions (the title, the second
     * level: another "name") are only what they say. */
    bool is_default = strcmp(b->level.name, "default.phd") == 0;
    if (is_default && (b->num_rooms != DL_NUM_ROOMS || b->level.num_items < DL_NUM_ITEMS)) {
        LB_Fail(b, "%s: expected %d rooms and the %d standard items", path, DL_NUM_ROOMS,
                DL_NUM_ITEMS);
        return false;
    }
    return LB_Finish(b);
}

bool DefaultLevel_Make(Level *out, const char *path, char *err, size_t err_cap)
{
    static LB_Builder b; /* large; keep it off the stack */
    bool ok = LB_Init(&b) && DefaultLevel_Build(&b, path);
    if (!ok) {
        if (err && err_cap)
            snprintf(err, err_cap, "error: default level: %s", b.error);
        LB_Free(&b);
        return false;
    }
    LB_TakeLevel(&b, out);
    LB_Free(&b);
    /* The description is user-editable: whatever it says, never hand out
     * (or let mklevel write) a level the loader would refuse. Serialise
     * and load it once; the loader's message names what is wrong. */
    uint8_t *bytes = NULL;
    size_t size = 0;
    char why[400];
    ok = LevelWrite_TR1(out, &bytes, &size, why, sizeof why);
    if (ok) {
        Level check;
        ok = Level_LoadMemory(bytes, size, "built level", NULL, 0, &check, why, sizeof why);
        if (ok)
            Level_Free(&check);
    }
    free(bytes);
    if (!ok) {
        if (err && err_cap)
            snprintf(err, err_cap, "error: default level: %s: %s", path ? path : DESCRIPTION,
                     strncmp(why, "error: ", 7) == 0 ? why + 7 : why);
        LB_FreeLevel(out);
        memset(out, 0, sizeof *out);
        return false;
    }
    return true;
}
