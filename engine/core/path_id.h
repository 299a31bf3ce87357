/* File identity: is this output one of the run's inputs, or another output?
 *
 * Spellings cannot answer that ("a.csv", "./a.csv", "../x/a.csv", a
 * symbolic link, a hard link all name one file), so every program checks
 * its files here before it writes anything:
 *
 *     PathRole files[] = {
 *         {"--level", o->level, PATH_INPUT},  {"--trace", o->trace, PATH_OUTPUT},
 *         {"--capture-dir", o->dir, PATH_OUTPUT_DIR, "tick", ".png"}, ...};
 *     if (!PathId_CheckRoles(files, COUNT_OF(files), err, cap)) ... // one line, exit 2
 *
 * The rules (the README's "File safety" states them for users):
 * - An existing file is identified by device and inode, found after
 *   symbolic links: an output given as a link is written onto the file the
 *   link points at (the link stays), so a link to an input is that input.
 *   A hard link to an input is that input too.
 * - A file that does not exist yet is identified by its folder's resolved
 *   path (symbolic links, "." and ".." removed) and its name.
 * - Every output is compared with every input and every other output. A
 *   match is refused with one line naming both options.
 * - An input folder (an install folder, the music folder): an output that
 *   is an existing file anywhere inside it is refused (it is one of the
 *   game's files); a new file there is allowed.
 * - An output folder (--capture-dir) whose files are named PREFIX...SUFFIX:
 *   an input inside it with such a name is refused.
 * Entries with a NULL path are skipped. */
#ifndef TOMB8_ENGINE_CORE_PATH_ID_H
#define TOMB8_ENGINE_CORE_PATH_ID_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

typedef enum {
    PATH_INPUT = 0,     /* a file read */
    PATH_INPUT_DIR,     /* a folder whose files are read */
    PATH_OUTPUT,        /* a file written (replaced whole) */
    PATH_OUTPUT_DIR     /* a folder files PREFIX*SUFFIX are written into */
} PathRoleKind;

typedef struct {
    const char *option;     /* for messages: "--trace", "the level", "--out" */
    const char *path;       /* NULL: not given, skipped */
    PathRoleKind kind;
    const char *prefix;     /* PATH_OUTPUT_DIR: the written files' names */
    const char *suffix;
} PathRole;

typedef struct {
    bool exists;            /* dev/ino valid (after symbolic links) */
    bool stream;            /* a device or FIFO: written in place, never
                               replaced, so two outputs may share one */
    dev_t dev;
    ino_t ino;
    char *resolved;         /* malloc'd: the resolved path (of the file when
                               it exists, else its folder's + "/" + name);
                               NULL when its folder does not exist either */
} PathId;

/* The identity of path (see above). False only when out of memory. */
/* The folder part of path ("." for a bare name, "/" for "/x"); malloc'd,
 * NULL on out-of-memory. Shared with the atomic writer, which makes its
 * temporary beside the destination. */
char *PathId_FolderOf(const char *path);

bool PathId_Get(const char *path, PathId *id);
void PathId_Free(PathId *id);
/* Do a and b name one file? */
bool PathId_Same(const PathId *a, const PathId *b);

/* Checks every output of roles against every input and every other output.
 * False with one line "error: ..." naming both options in err. */
bool PathId_CheckRoles(const PathRole *roles, size_t count, char *err, size_t err_cap);

/* ---- the run's inputs, for every later write ---------------------------------
 *
 * Writes decided while the program runs (the window's screenshots, save
 * slots, settings) are not options checked up front. So the inputs a
 * program has checked are remembered for the rest of the process, and
 * AtomicFile_Open / AtomicFile_CheckOutput refuse a destination that is
 * one of them (or an existing file inside a protected folder). */

/* Remembers path (a file, or with folder a whole folder) as an input;
 * `option` names it in messages. A bounded list: past its end the oldest
 * stay. */
void PathId_Protect(const char *option, const char *path, bool folder);
/* Forgets every protected input (tests). */
void PathId_ClearProtected(void);
/* False with "error: PATH: it is OPTION ...: an output may not replace an
 * input" when writing path would replace a protected input. */
bool PathId_CheckUnprotected(const char *path, char *err, size_t err_cap);

#endif
