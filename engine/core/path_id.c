/* File identity (see path_id.h). */
#include "engine/core/path_id.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* folder + "/" + name, malloc'd ("/" + name for the root). */
static char *join(const char *folder, const char *name)
{
    size_t n = strlen(folder) + strlen(name) + 2;
    char *d = malloc(n);
    if (d)
        snprintf(d, n, "%s%s%s", folder, strcmp(folder, "/") ? "/" : "", name);
    return d;
}

char *PathId_FolderOf(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return strdup(".");
    size_t n = slash == path ? 1 : (size_t)(slash - path);
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, path, n);
        d[n] = '\0';
    }
    return d;
}

/* A symbolic link to nothing names the file its target would be: follow
 * the chain by hand (realpath refuses missing files). malloc'd; the path
 * itself when it is no link. */
static char *follow_dangling(const char *path)
{
    char *cur = strdup(path);
    for (int depth = 0; cur && depth < 40; depth++) {
        struct stat st;
        char target[PATH_MAX];
        if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
            return cur;
        ssize_t n = readlink(cur, target, sizeof target - 1);
        if (n <= 0)
            return cur;
        target[n] = '\0';
        char *next;
        if (target[0] == '/') {
            next = strdup(target);
        } else {
            char *dir = PathId_FolderOf(cur);
            next = dir ? join(dir, target) : NULL;
            free(dir);
        }
        free(cur);
        cur = next;
    }
    return cur;
}

bool PathId_Get(const char *path, PathId *id)
{
    struct stat st;
    memset(id, 0, sizeof *id);
    if (stat(path, &st) == 0) {
        id->exists = true;
        id->dev = st.st_dev;
        id->ino = st.st_ino;
        id->stream = S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode);
        id->resolved = realpath(path, NULL);
        if (!id->resolved)
            id->resolved = strdup(path);
        return id->resolved != NULL;
    }
    char *target = follow_dangling(path);
    if (!target)
        return false;
    size_t len = strlen(target);
    const char *slash = strrchr(target, '/');
    const char *name = slash ? slash + 1 : target;
    char *dir = PathId_FolderOf(target);
    char *real_dir = dir && len && target[len - 1] != '/' && strcmp(name, ".") &&
                             strcmp(name, "..")
                         ? realpath(dir, NULL)
                         : NULL;
    /* Its folder missing too: the spelling is all there is (such an
     * output is refused later as having no folder). */
    id->resolved = real_dir ? join(real_dir, name) : strdup(target);
    free(real_dir);
    free(dir);
    free(target);
    return id->resolved != NULL;
}

void PathId_Free(PathId *id)
{
    free(id->resolved);
    memset(id, 0, sizeof *id);
}

bool PathId_Same(const PathId *a, const PathId *b)
{
    if (a->exists != b->exists)
        return false;
    if (a->exists)
        return a->dev == b->dev && a->ino == b->ino;
    return a->resolved && b->resolved && strcmp(a->resolved, b->resolved) == 0;
}

/* ---- the checks --------------------------------------------------------------- */

static bool is_output(const PathRole *r)
{
    return r->kind == PATH_OUTPUT || r->kind == PATH_OUTPUT_DIR;
}

/* Is `inner` (a resolved path) inside the resolved folder `dir`? */
static bool inside(const char *inner, const char *dir)
{
    size_t n = strlen(dir);
    if (n == 1 && dir[0] == '/')
        return inner[0] == '/';
    return strncmp(inner, dir, n) == 0 && inner[n] == '/';
}

static bool name_matches(const char *name, const char *prefix, const char *suffix)
{
    size_t n = strlen(name), p = prefix ? strlen(prefix) : 0, s = suffix ? strlen(suffix) : 0;
    return n >= p + s && (!p || strncmp(name, prefix, p) == 0) &&
           (!s || strcmp(name + n - s, suffix) == 0);
}

/* Does the output folder `out` hold (or would it write) a file that is
 * the input `in`? Every existing entry with the output's name pattern is
 * compared by identity (it may be a link to the input); a missing input
 * file cannot be replaced. */
static bool dir_holds(const PathRole *out, const PathId *in)
{
    if (!in->exists)
        return false;
    DIR *d = opendir(out->path);
    if (!d)
        return false;
    bool hit = false;
    for (struct dirent *e; !hit && (e = readdir(d));) {
        if (!name_matches(e->d_name, out->prefix, out->suffix))
            continue;
        char *p = join(out->path, e->d_name);
        struct stat st;
        hit = p && stat(p, &st) == 0 && st.st_dev == in->dev && st.st_ino == in->ino;
        free(p);
    }
    closedir(d);
    return hit;
}

/* Do outputs/inputs a and b clash? a is an output. */
static bool clash(const PathRole *a, const PathId *ia, const PathRole *b, const PathId *ib)
{
    /* A device or FIFO is written in place, never replaced: two outputs
     * may share /dev/null or a terminal (inputs must be regular files). */
    if (ia->stream || ib->stream)
        return false;
    if (a->kind == PATH_OUTPUT_DIR) {
        if (b->kind == PATH_OUTPUT_DIR || b->kind == PATH_INPUT_DIR)
            return PathId_Same(ia, ib);
        return dir_holds(a, ib);
    }
    if (b->kind == PATH_INPUT_DIR)
        return PathId_Same(ia, ib) ||
               (ia->exists && ib->exists && inside(ia->resolved, ib->resolved));
    if (b->kind == PATH_OUTPUT_DIR)
        return dir_holds(b, ia) || PathId_Same(ia, ib);
    return PathId_Same(ia, ib);
}

static void describe(char *err, size_t cap, const PathRole *a, const PathRole *b)
{
    const char *why;
    if (a->kind == PATH_OUTPUT_DIR && !is_output(b))
        why = "the folder holds that input under a name it writes: an output may not replace an "
              "input";
    else if (b->kind == PATH_OUTPUT_DIR && a->kind == PATH_OUTPUT)
        why = "the folder holds that output under a name it writes: one output would replace "
              "the other";
    else if (b->kind == PATH_INPUT_DIR)
        why = "the output is a file inside that input folder: an output may not replace an input";
    else if (is_output(b))
        why = "they are the same file: one output would replace the other";
    else
        why = "they are the same file, which is an input: an output may not replace an input";
    snprintf(err, cap, "error: %s %s and %s %s: %s", a->option, a->path, b->option, b->path,
             why);
}

bool PathId_CheckRoles(const PathRole *roles, size_t count, char *err, size_t err_cap)
{
    PathId *ids = calloc(count ? count : 1, sizeof *ids);
    bool ok = ids != NULL;
    if (!ids)
        snprintf(err, err_cap, "error: out of memory");
    for (size_t i = 0; ok && i < count; i++)
        if (roles[i].path && !PathId_Get(roles[i].path, &ids[i])) {
            snprintf(err, err_cap, "error: out of memory");
            ok = false;
        }
    /* Outputs in the order given, each against everything before it and
     * every input after it: every pair is looked at once. */
    for (size_t i = 0; ok && i < count; i++) {
        if (!roles[i].path || !is_output(&roles[i]))
            continue;
        for (size_t k = 0; ok && k < count; k++) {
            if (k == i || !roles[k].path || (is_output(&roles[k]) && k < i))
                continue;
            if (clash(&roles[i], &ids[i], &roles[k], &ids[k])) {
                describe(err, err_cap, &roles[i], &roles[k]);
                ok = false;
            }
        }
    }
    for (size_t i = 0; ids && i < count; i++)
        PathId_Free(&ids[i]);
    free(ids);
    return ok;
}

/* ---- protected inputs ---------------------------------------------------------- */

#define MAX_PROTECTED 32

typedef struct {
    char option[32];
    char path[256];     /* as given, for messages (cut if long) */
    bool folder;
    PathId id;
} Protected;

static Protected g_protected[MAX_PROTECTED];
static int g_num_protected;

void PathId_Protect(const char *option, const char *path, bool folder)
{
    if (!path || g_num_protected >= MAX_PROTECTED)
        return;
    Protected *p = &g_protected[g_num_protected];
    if (!PathId_Get(path, &p->id))
        return;
    if (!p->id.exists) {
        /* nothing there to lose */
        PathId_Free(&p->id);
        return;
    }
    snprintf(p->option, sizeof p->option, "%s", option);
    snprintf(p->path, sizeof p->path, "%s", path);
    p->folder = folder;
    g_num_protected++;
}

void PathId_ClearProtected(void)
{
    for (int i = 0; i < g_num_protected; i++)
        PathId_Free(&g_protected[i].id);
    g_num_protected = 0;
}

bool PathId_CheckUnprotected(const char *path, char *err, size_t err_cap)
{
    if (!g_num_protected || !path)
        return true;
    PathId id;
    if (!PathId_Get(path, &id))
        return true;
    bool ok = true;
    for (int i = 0; ok && i < g_num_protected && id.exists && !id.stream; i++) {
        const Protected *p = &g_protected[i];
        if (PathId_Same(&id, &p->id)) {
            snprintf(err, err_cap, "error: %s: it is %s %s: an output may not replace an input",
                     path, p->option, p->path);
            ok = false;
        } else if (p->folder && inside(id.resolved, p->id.resolved)) {
            snprintf(err, err_cap,
                     "error: %s: it is a file inside %s %s: an output may not replace an input",
                     path, p->option, p->path);
            ok = false;
        }
    }
    PathId_Free(&id);
    return ok;
}
