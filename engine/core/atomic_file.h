/* Output files that are whole or absent.
 *
 * Every file the program writes (traces, replays, WAVs, PNGs, levels, and
 * the save games to come) goes through here: the bytes go to a temporary
 * file in the destination's own folder, and only a complete, flushed and
 * synced temporary is renamed over the destination. On any failure the
 * temporary is removed and a file that already had the destination's name
 * is left exactly as it was. A reader never sees half a file.
 *
 *     AtomicFile af;
 *     if (!AtomicFile_Open(&af, path, err, cap)) ...        // err: one line
 *     fwrite(..., af.f);                                     // any stdio
 *     if (!AtomicFile_Commit(&af, err, cap)) ...             // or _Abort
 *
 * Destinations that are not regular files: a symbolic link to a regular
 * file is followed (the link keeps pointing at the new contents); a
 * character device or a FIFO (/dev/null, /dev/stdout, a pipe) is written
 * in place, since a stream has no "whole or absent" and renaming over a
 * device node would destroy it. A folder is refused.
 *
 * The first AtomicFile_Open makes the process ignore SIGXFSZ, so that an
 * output growing past `ulimit -f` fails as a write error (cleaned up, one
 * message) instead of killing the process with the temporary left behind,
 * and SIGPIPE (see AtomicFile_IgnoreSigpipe); and, for every catchable
 * signal that still has its default (fatal) action (SIGINT, SIGTERM,
 * SIGHUP, SIGQUIT, SIGUSR1/2, SIGALRM, SIGXCPU, SIGABRT, SIGSEGV, ...), it
 * has them remove the open temporaries before the process ends. After a
 * `kill -9`, which cannot be caught, the next AtomicFile_Open of the same
 * destination removes the temporaries whose process is gone.
 *
 * Neither Open nor CheckOutput accepts a destination that is one of the
 * run's inputs (engine/core/path_id.h, PathId_Protect): whatever decides a
 * file name later (a screenshot, a save slot) cannot replace an input.
 *
 * The checks (AtomicFile_Check*) let a program refuse an unusable
 * destination or input before it starts a long run. */
#ifndef TOMB8_ENGINE_CORE_ATOMIC_FILE_H
#define TOMB8_ENGINE_CORE_ATOMIC_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct {
    FILE *f;        /* write through this (NULL once finished or aborted) */
    char *name;     /* the path as given, for messages */
    char *dest;     /* where the file ends up (a symlink's target) */
    char *tmp;      /* the temporary; NULL when writing a device in place */
    bool finished;  /* closed, temporary complete, not yet renamed */
} AtomicFile;

/* Ignores SIGPIPE (unless a handler is set): a write to a closed pipe then
 * fails with EPIPE, which the writer reports, instead of killing the
 * process between its outputs. Called by the first AtomicFile_Open; a
 * program calls it at start when its stdout carries its result. */
void AtomicFile_IgnoreSigpipe(void);

/* Creates the temporary (or opens a device/FIFO). False with one line
 * "error: PATH: reason" in err; nothing is left on disk then. */
bool AtomicFile_Open(AtomicFile *af, const char *path, char *err, size_t err_cap);

/* fwrite of data; false with "error: PATH: write failed: REASON" (the
 * OS's reason: "No space left on device", "Read-only file system", ...). */
bool AtomicFile_Write(AtomicFile *af, const void *data, size_t size, char *err, size_t err_cap);

/* Flushes, syncs and closes the temporary without renaming it (for a set
 * of files that must all appear or none: finish each, then commit each).
 * On failure the temporary is removed (af is then reset). */
bool AtomicFile_Finish(AtomicFile *af, char *err, size_t err_cap);

/* Finishes if needed and renames the temporary into place. On failure the
 * temporary is removed and the destination untouched. af is reset either
 * way. */
bool AtomicFile_Commit(AtomicFile *af, char *err, size_t err_cap);

/* Closes and removes the temporary; the destination is untouched. Safe on
 * a reset or zeroed AtomicFile. */
void AtomicFile_Abort(AtomicFile *af);

/* The whole of data as the file at path (Open + write + Commit). */
bool AtomicFile_WriteAll(const char *path, const void *data, size_t size, char *err,
                         size_t err_cap);

/* Can a file be written at path? Refuses a folder, a missing or read-only
 * folder to put it in (tried by creating and removing a temporary there),
 * an existing file that is not writable, and anything that is neither a
 * regular file nor a device/FIFO. One line "error: PATH: reason" in err. */
bool AtomicFile_CheckOutput(const char *path, char *err, size_t err_cap);

/* Is dir an existing folder new files can be created in? */
bool AtomicFile_CheckOutputDir(const char *dir, char *err, size_t err_cap);

/* Is path an existing, readable regular file (after symbolic links)? A
 * FIFO, device or folder is refused without opening it, so a reader never
 * blocks on one. `what` names the input in the message ("level", ...). */
bool AtomicFile_CheckInput(const char *path, const char *what, char *err, size_t err_cap);

#endif
