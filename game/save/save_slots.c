/* Save slots in the user's data folder (see save_slots.h). */
#include "game/save/save_slots.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool SaveSlots_Init(SaveSlots *s, const char *dir, char *err, size_t err_cap)
{
    s->dir[0] = '\0';
    int n;
    if (dir) {
        n = snprintf(s->dir, sizeof s->dir, "%s", dir);
    } else {
        const char *data = getenv("XDG_DATA_HOME");
        const char *home = getenv("HOME");
        /* The XDG rule: a relative XDG_DATA_HOME is ignored. */
        if (data && data[0] == '/')
            n = snprintf(s->dir, sizeof s->dir, "%s/tomb8/saves", data);
        else if (home && home[0])
            n = snprintf(s->dir, sizeof s->dir, "%s/.local/share/tomb8/saves", home);
        else {
            snprintf(err, err_cap, "error: saves: neither XDG_DATA_HOME nor HOME is set");
            return false;
        }
    }
    if (n < 0 || (size_t)n >= sizeof s->dir) {
        s->dir[0] = '\0';
        snprintf(err, err_cap, "error: saves: folder name too long");
        return false;
    }
    return true;
}

bool SaveSlots_ForGame(SaveSlots *s, const char *game)
{
    char slug[96];
    size_t n = 0;
    bool dash = false;
    for (const char *p = game; *p && n + 2 < sizeof slug; p++) {
        unsigned char ch = (unsigned char)*p;
        if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z')) {
            if (dash && n)
                slug[n++] = '-';
            slug[n++] = (char)(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
            dash = false;
        } else {
            dash = true;
        }
    }
    slug[n] = '\0';
    if (!n || !s->dir[0])
        return false;
    size_t len = strlen(s->dir);
    if (len + 1 + n + 1 > sizeof s->dir)
        return false;
    snprintf(s->dir + len, sizeof s->dir - len, "/%s", slug);
    return true;
}

bool SaveSlots_Path(const SaveSlots *s, int slot, char *out, size_t cap)
{
    if (slot < 0 || slot >= SAVE_SLOTS || !s->dir[0])
        return false;
    int n = snprintf(out, cap, "%s/slot%02d.t8s", s->dir, slot + 1);
    return n > 0 && (size_t)n < cap;
}

/* mkdir -p: every missing folder of the path, as the owner's only. */
static bool make_dirs(const char *dir, char *err, size_t err_cap)
{
    char path[SAVE_SLOT_DIR_MAX];
    snprintf(path, sizeof path, "%s", dir);
    for (char *p = path + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char c = *p;
        *p = '\0';
        struct stat st;
        if (mkdir(path, 0700) != 0 && errno != EEXIST) {
            snprintf(err, err_cap, "error: %s: cannot make the save folder: %s", path,
                     strerror(errno));
            return false;
        }
        if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
            snprintf(err, err_cap, "error: %s: not a folder (saves go in %s)", path, dir);
            return false;
        }
        *p = c;
        if (c == '\0')
            return true;
    }
}

bool SaveSlots_Write(const SaveSlots *s, int slot, const Game *g, const FlipFx *fx,
                     const SaveMeta *meta, char *err, size_t err_cap)
{
    char path[SAVE_SLOT_DIR_MAX + 32];
    if (!SaveSlots_Path(s, slot, path, sizeof path)) {
        snprintf(err, err_cap, "error: save slot %d: %s", slot + 1,
                 s->dir[0] ? "no such slot" : "no save folder");
        return false;
    }
    if (!make_dirs(s->dir, err, err_cap))
        return false;
    return Save_WriteFile(path, g, fx, meta, err, err_cap);
}

bool SaveSlots_Read(const SaveSlots *s, int slot, uint8_t **data, size_t *size, SaveInfo *info,
                    char *err, size_t err_cap)
{
    char path[SAVE_SLOT_DIR_MAX + 32];
    *data = NULL;
    *size = 0;
    if (!SaveSlots_Path(s, slot, path, sizeof path)) {
        snprintf(err, err_cap, "error: save slot %d: no such slot", slot + 1);
        return false;
    }
    if (!Save_ReadFile(path, data, size, err, err_cap))
        return false;
    if (!Save_Parse(*data, *size, path, info, err, err_cap)) {
        free(*data);
        *data = NULL;
        *size = 0;
        return false;
    }
    return true;
}

int SaveSlots_List(void *user, char names[][MENU_SLOT_NAME], int max, int *used)
{
    const SaveSlots *s = user;
    int n = MIN(max, SAVE_SLOTS);
    *used = 0;
    for (int i = 0; i < n; i++) {
        char path[SAVE_SLOT_DIR_MAX + 32];
        SaveInfo info;
        char err[256];
        names[i][0] = '\0';
        struct stat st;
        if (!SaveSlots_Path(s, i, path, sizeof path) || stat(path, &st) != 0)
            continue;
        (*used)++;
        if (!Save_ReadInfo(path, &info, err, sizeof err)) {
            snprintf(names[i], MENU_SLOT_NAME, "(unreadable)");
            continue;
        }
        /* The label and the level time the save was made at, as m:ss. */
        uint32_t secs = info.tick / 30;
        char time[24];
        int tn = snprintf(time, sizeof time, " %u:%02u", secs / 60, secs % 60);
        size_t room = MENU_SLOT_NAME - 1 - (size_t)tn;
        size_t n = strnlen(info.label, room);
        memcpy(names[i], info.label, n);
        memcpy(names[i] + n, time, (size_t)tn + 1);
    }
    return n;
}
