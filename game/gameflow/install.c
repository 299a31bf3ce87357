/* Install folders (see install.h). */
#include "game/gameflow/install.h"

#include "engine/core/file_read.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

bool Install_IsFolder(const char *path)
{
    struct stat st;
    return path && stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The entry of `dir` named `name` without regard to case (an exact match
 * wins), written as DIR/ENTRY into out. */
static bool find_entry(const char *dir, const char *name, size_t name_len, char *out, size_t cap)
{
    char want[256];
    if (name_len == 0 || name_len >= sizeof want)
        return false;
    memcpy(want, name, name_len);
    want[name_len] = '\0';
    if (!strcmp(want, ".") || !strcmp(want, ".."))
        return false;
    int n = snprintf(out, cap, "%s/%s", dir, want);
    if (n < 0 || (size_t)n >= cap)
        return false;
    struct stat st;
    if (stat(out, &st) == 0)
        return true;
    DIR *d = opendir(dir);
    if (!d)
        return false;
    bool found = false;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!strcasecmp(e->d_name, want)) {
            n = snprintf(out, cap, "%s/%s", dir, e->d_name);
            found = n >= 0 && (size_t)n < cap;
            break;
        }
    }
    closedir(d);
    return found;
}

/* A relative name, part by part (either slash separates parts): the path
 * of whatever has that name, a file or not. */
static bool find_path(const char *dir, const char *name, char *out, size_t cap)
{
    char cur[INSTALL_PATH_MAX];
    if (!dir[0] || snprintf(cur, sizeof cur, "%s", dir) >= (int)sizeof cur)
        return false;
    const char *p = name;
    while (*p) {
        size_t len = strcspn(p, "/\\");
        if (len > 0) {
            char next[INSTALL_PATH_MAX];
            if (!find_entry(cur, p, len, next, sizeof next))
                return false;
            memcpy(cur, next, sizeof cur);
        }
        p += len;
        if (*p)
            p++;
    }
    return snprintf(out, cap, "%s", cur) < (int)cap;
}

static bool find_in(const char *dir, const char *name, char *out, size_t cap)
{
    return find_path(dir, name, out, cap) && is_file(out);
}

void Install_Explain(const Install *in, const char *name, char *out, size_t cap)
{
    char path[INSTALL_PATH_MAX];
    struct stat st;
    bool there = name && name[0] && name[0] != '/' &&
                 ((in->data[0] && find_path(in->data, name, path, sizeof path)) ||
                  find_path(in->root, name, path, sizeof path));
    if (!there) {
        snprintf(out, cap, "not in %s", in->root);
    } else if (stat(path, &st) != 0) {
        struct stat lst;
        bool link = lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode);
        snprintf(out, cap, "%s %s", path,
                 errno == ELOOP ? "is a symbolic link loop"
                 : link         ? "is a symbolic link to nothing"
                                : strerror(errno));
    } else if (!S_ISREG(st.st_mode)) {
        snprintf(out, cap, "%s %s", path, FileRead_KindOf(st.st_mode));
    } else {
        snprintf(out, cap, "%s is there", path);
    }
}

/* Whether a folder holds a file whose name ends in `ext` (".phd"), or is
 * `ext` itself ("TOMBPC.DAT"), without regard to case. */
static bool has_file(const char *dir, const char *ext)
{
    DIR *d = opendir(dir);
    if (!d)
        return false;
    bool found = false;
    size_t elen = strlen(ext);
    struct dirent *e;
    while (!found && (e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        found = ext[0] == '.' ? n > elen && !strcasecmp(e->d_name + n - elen, ext)
                              : !strcasecmp(e->d_name, ext);
    }
    closedir(d);
    return found;
}

/* Whether a folder holds TR1 levels (.PHD, or Unfinished Business's .TUB)
 * or a TR2/TR3 script. */
static bool has_levels(const char *dir)
{
    return has_file(dir, ".phd") || has_file(dir, ".tub") || has_file(dir, "TOMBPC.DAT");
}

bool Install_Has(const Install *in, const char *ext)
{
    return (in->data[0] && has_file(in->data, ext)) || has_file(in->root, ext);
}

void Install_OpenAny(Install *in, const char *dir)
{
    memset(in, 0, sizeof *in);
    snprintf(in->root, sizeof in->root, "%s", dir && dir[0] ? dir : ".");
    char data[INSTALL_PATH_MAX];
    if (find_entry(in->root, "DATA", 4, data, sizeof data) && Install_IsFolder(data))
        memcpy(in->data, data, sizeof in->data);
}

bool Install_Open(Install *in, const char *dir, char *err, size_t err_cap)
{
    if (!Install_IsFolder(dir)) {
        snprintf(err, err_cap, "error: %s: not a folder", dir);
        return false;
    }
    Install_OpenAny(in, dir);
    if ((in->data[0] && has_levels(in->data)) || has_levels(in->root))
        return true;
    snprintf(err, err_cap,
             "error: %s: not a Tomb Raider folder (no DATA folder with .PHD or .TUB levels "
             "or TOMBPC.DAT, and none in it)",
             dir);
    return false;
}

bool Install_Find(const Install *in, const char *name, char *out, size_t cap)
{
    if (!name || !name[0] || name[0] == '/')
        return false;
    /* DATA/ first, as the original reads its levels there (a name that
     * starts with DATA/ means the same folder). */
    if (in->data[0]) {
        const char *base = name;
        size_t len = strcspn(name, "/\\");
        if (name[len] && len == 4 && !strncasecmp(name, "DATA", 4))
            base = name + 5;
        if (find_in(in->data, base, out, cap))
            return true;
    }
    return find_in(in->root, name, out, cap);
}
