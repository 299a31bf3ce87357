/* The player's settings (see settings.h). */
#include "game/settings.h"

#include "engine/core/file_read.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/core/atomic_file.h"
#include "engine/core/log.h"

#define MAX_FILE_BYTES (64u * 1024u)

void Settings_Defaults(Settings *s)
{
    memset(s, 0, sizeof(*s));
    /* full volume: the mixer's unity, as without settings */
    s->music_volume = 10;
    s->sound_volume = 10;
    s->detail = 2;
}

bool Settings_Dir(char *out, size_t cap)
{
    const char *xdg = getenv("XDG_CONFIG_HOME");
    int n;
    if (xdg && xdg[0] == '/') {
        n = snprintf(out, cap, "%s/tomb8", xdg);
    } else {
        const char *home = getenv("HOME");
        if (!home || !home[0])
            return false;
        n = snprintf(out, cap, "%s/.config/tomb8", home);
    }
    return n > 0 && (size_t)n < cap;
}

static bool path_in(const char *dir, const char *file, char *out, size_t cap)
{
    int n = snprintf(out, cap, "%s/%s", dir, file);
    return n > 0 && (size_t)n < cap;
}

bool Settings_KeysPath(const char *dir, char *out, size_t cap)
{
    return path_in(dir, SETTINGS_KEYS_FILE, out, cap);
}

/* A whole number in [lo, hi]. */
static bool parse_int(const char *v, int lo, int hi, int *out)
{
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (errno || end == v || *end || x < lo || x > hi)
        return false;
    *out = (int)x;
    return true;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
        *--e = '\0';
    return s;
}

bool Settings_Parse(Settings *s, const char *text, size_t len, const char *name, char *err,
                    size_t err_cap)
{
    bool ok = true;
    size_t at = 0;
    int lineno = 0;
    if (err && err_cap)
        err[0] = '\0';
    while (at < len) {
        char line[256];
        size_t e = at;
        while (e < len && text[e] != '\n')
            e++;
        size_t l = MIN(e - at, sizeof(line) - 1);
        memcpy(line, text + at, l);
        line[l] = '\0';
        at = e + 1;
        lineno++;
        char *hash = strchr(line, '#');
        if (hash)
            *hash = '\0';
        char *t = trim(line);
        if (!*t)
            continue;
        char *eq = strchr(t, '=');
        const char *what = NULL;
        if (!eq) {
            what = "expected NAME = VALUE";
        } else {
            *eq = '\0';
            char *key = trim(t), *val = trim(eq + 1);
            int v;
            if (!strcmp(key, "music_volume")) {
                if (parse_int(val, 0, 10, &v)) s->music_volume = v; else what = "music_volume: expected 0..10";
            } else if (!strcmp(key, "sound_volume")) {
                if (parse_int(val, 0, 10, &v)) s->sound_volume = v; else what = "sound_volume: expected 0..10";
            } else if (!strcmp(key, "detail")) {
                if (parse_int(val, 0, 2, &v)) s->detail = v; else what = "detail: expected 0..2";
            } else if (!strcmp(key, "window_width")) {
                if (parse_int(val, 0, 3840, &v) && (v == 0 || v >= 320)) s->window_width = v;
                else what = "window_width: expected 0 or 320..3840";
            } else if (!strcmp(key, "window_height")) {
                if (parse_int(val, 0, 2160, &v) && (v == 0 || v >= 240)) s->window_height = v;
                else what = "window_height: expected 0 or 240..2160";
            } else if (!strcmp(key, "fullscreen")) {
                if (parse_int(val, 0, 1, &v)) s->fullscreen = v != 0; else what = "fullscreen: expected 0 or 1";
            } else {
                what = "unknown setting";
            }
        }
        if (what && ok) {
            /* the first problem is reported; later lines still count */
            if (err && err_cap)
                snprintf(err, err_cap, "%s:%d: %s", name, lineno, what);
            ok = false;
        }
    }
    return ok;
}

bool Settings_Load(Settings *s, const char *dir, char *err, size_t err_cap)
{
    char path[4096];
    if (err && err_cap)
        err[0] = '\0';
    if (!path_in(dir, SETTINGS_FILE, path, sizeof path))
        return true;
    /* Through the one bounded reader: a FIFO there would block the window
     * forever, a folder would pass for an empty file, a file over the
     * limit would be cut and the cut blamed as a syntax error. */
    uint8_t *buf;
    size_t n;
    char why[4400];
    FileReadResult r = FileRead_Regular(path, "settings", MAX_FILE_BYTES, &buf, &n, why,
                                        sizeof why);
    if (r == FILE_READ_MISSING)
        return true; /* none yet: the defaults */
    if (r != FILE_READ_OK) {
        if (err && err_cap)
            snprintf(err, err_cap, "%s (using the default settings)", why + strlen("error: "));
        return false;
    }
    bool ok = Settings_Parse(s, (const char *)buf, n, path, err, err_cap);
    free(buf);
    return ok;
}

/* mkdir -p for the settings folder (two levels at most: .config/tomb8). */
static bool make_dir(const char *dir, char *err, size_t cap);

bool Settings_MakeDir(const char *dir, char *err, size_t cap) { return make_dir(dir, err, cap); }

static bool make_dir(const char *dir, char *err, size_t cap)
{
    char tmp[4096];
    int n = snprintf(tmp, sizeof tmp, "%s", dir);
    if (n <= 0 || (size_t)n >= sizeof tmp) {
        snprintf(err, cap, "error: %s: path too long", dir);
        return false;
    }
    for (char *p = tmp + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(tmp, 0755) != 0 && errno != EEXIST) {
            snprintf(err, cap, "error: %s: %s", tmp, strerror(errno));
            return false;
        }
        *p = '/';
    }
    if (mkdir(tmp, 0755) != 0 && errno != EEXIST) {
        snprintf(err, cap, "error: %s: %s", tmp, strerror(errno));
        return false;
    }
    return true;
}

bool Settings_Save(const Settings *s, const char *dir, char *err, size_t err_cap)
{
    char path[4096], text[512];
    if (!path_in(dir, SETTINGS_FILE, path, sizeof path)) {
        snprintf(err, err_cap, "error: %s: path too long", dir);
        return false;
    }
    if (!make_dir(dir, err, err_cap))
        return false;
    int n = snprintf(text, sizeof text,
                     "# tomb8 settings (written by the game; see README)\n"
                     "music_volume = %d\nsound_volume = %d\ndetail = %d\n"
                     "window_width = %d\nwindow_height = %d\nfullscreen = %d\n",
                     CLAMP(s->music_volume, 0, 10), CLAMP(s->sound_volume, 0, 10),
                     CLAMP(s->detail, 0, 2), s->window_width, s->window_height,
                     s->fullscreen ? 1 : 0);
    return AtomicFile_WriteAll(path, text, (size_t)n, err, err_cap);
}

bool Settings_SaveKeys(const InputMap *m, const char *dir, char *err, size_t err_cap)
{
    char path[4096];
    if (!Settings_KeysPath(dir, path, sizeof path)) {
        snprintf(err, err_cap, "error: %s: path too long", dir);
        return false;
    }
    if (!make_dir(dir, err, err_cap))
        return false;
    size_t need = InputMap_Format(m, NULL, 0) + 1;
    char *text = malloc(need);
    if (!text) {
        snprintf(err, err_cap, "error: out of memory");
        return false;
    }
    InputMap_Format(m, text, need);
    bool ok = AtomicFile_WriteAll(path, text, strlen(text), err, err_cap);
    free(text);
    return ok;
}

int Settings_MasterVolume(int sound_volume)
{
    int v = CLAMP(sound_volume, 0, 10);
    return v ? (6 * v + 3) * 256 / 63 : 0;
}

void Settings_LoadForWindow(Settings *s, char *dir, size_t dir_cap, bool use_saved_keys,
                            InputMap *map)
{
    char err[512], keys[2200];
    Settings_Defaults(s);
    dir[0] = '\0';
    if (!Settings_Dir(dir, dir_cap))
        return;
    if (!Settings_Load(s, dir, err, sizeof err))
        Log_Warn("%s", err);
    if (use_saved_keys && Settings_KeysPath(dir, keys, sizeof keys) && access(keys, R_OK) == 0) {
        InputMap m;
        if (InputMap_Load(&m, keys, err, sizeof err))
            *map = m;
        else
            Log_Warn("%s (using the default keys)", err);
    }
}
