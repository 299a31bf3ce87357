/* Reading a whole input file, safely: one helper for every reader.
 *
 * A reader handed a FIFO blocks until someone writes to it (forever, for a
 * settings file made a FIFO); handed a folder it reads nothing and carries
 * on as if the file were empty; handed a huge file it cuts it and blames
 * the cut. So every file the program reads goes through FileRead_Regular:
 * opened without blocking, refused unless it is a regular file (after
 * symbolic links), refused when larger than the reader's limit (with its
 * real size), read whole.
 *
 *     uint8_t *data; size_t size;
 *     FileReadResult r = FileRead_Regular(path, "settings", 64 * 1024, &data, &size,
 *                                         err, sizeof err);
 *     if (r == FILE_READ_MISSING) ... defaults;
 *     if (r == FILE_READ_FAILED) ... err: "error: PATH: settings is a FIFO, ..."
 *     ... free(data);                        // data[size] is a NUL, for text */
#ifndef TOMB8_ENGINE_CORE_FILE_READ_H
#define TOMB8_ENGINE_CORE_FILE_READ_H

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

typedef enum {
    FILE_READ_OK = 0,
    FILE_READ_MISSING,   /* no such file (err says so too) */
    FILE_READ_FAILED     /* anything else: one line "error: PATH: ..." in err */
} FileReadResult;

/* Reads path whole into *data (malloc'd, size+1 bytes, NUL-terminated).
 * `what` names the file in messages ("settings", "key map"); max_size is
 * the largest size accepted. */
FileReadResult FileRead_Regular(const char *path, const char *what, size_t max_size,
                                uint8_t **data, size_t *size, char *err, size_t err_cap);

/* Opens path for reading as a stream (for readers that go line by line
 * over files too large to hold whole): the same refusals as
 * FileRead_Regular, without the size limit. *out is NULL unless OK. */
FileReadResult FileRead_Open(const char *path, const char *what, FILE **out, char *err,
                             size_t err_cap);

/* "is a FIFO", "is a folder", ... for a file that is not regular. */
const char *FileRead_KindOf(unsigned mode);

#endif
