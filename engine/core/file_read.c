/* Reading a whole input file, safely (see file_read.h). */
#include "engine/core/file_read.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *FileRead_KindOf(unsigned mode)
{
    mode_t m = (mode_t)mode;
    if (S_ISDIR(m))
        return "is a folder";
    if (S_ISFIFO(m))
        return "is a FIFO, not a regular file";
    if (S_ISCHR(m))
        return "is a character device, not a regular file";
    if (S_ISBLK(m))
        return "is a block device, not a regular file";
    if (S_ISSOCK(m))
        return "is a socket, not a regular file";
    return "is not a regular file";
}

static const char *why_open(int e)
{
    switch (e) {
    case ENOENT: return "no such file";
    case ELOOP: return "is a symbolic link loop";
    case ENOTDIR: return "a part of the path is not a folder";
    default: return strerror(e);
    }
}

/* Opens path without blocking; fd >= 0 only for a regular file. */
static FileReadResult open_regular(const char *path, const char *what, int *fd_out,
                                   struct stat *st, char *err, size_t err_cap)
{
    *fd_out = -1;
    /* O_NONBLOCK: a FIFO opens at once (and is refused below) instead of
     * waiting for a writer. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        int e = errno;
        if (e == ELOOP)
            snprintf(err, err_cap, "error: %s: %s %s", path, what, why_open(e));
        else
            snprintf(err, err_cap, "error: %s: cannot open the %s: %s", path, what, why_open(e));
        return e == ENOENT ? FILE_READ_MISSING : FILE_READ_FAILED;
    }
    if (fstat(fd, st) != 0) {
        snprintf(err, err_cap, "error: %s: %s: %s", path, what, strerror(errno));
        close(fd);
        return FILE_READ_FAILED;
    }
    if (!S_ISREG(st->st_mode)) {
        snprintf(err, err_cap, "error: %s: %s %s", path, what, FileRead_KindOf(st->st_mode));
        close(fd);
        return FILE_READ_FAILED;
    }
    *fd_out = fd;
    return FILE_READ_OK;
}

FileReadResult FileRead_Open(const char *path, const char *what, FILE **out, char *err,
                             size_t err_cap)
{
    *out = NULL;
    int fd;
    struct stat st;
    FileReadResult r = open_regular(path, what, &fd, &st, err, err_cap);
    if (r != FILE_READ_OK)
        return r;
    /* Back to blocking reads: a regular file never blocks anyway, and
     * stdio treats EAGAIN as an error. */
    int fl = fcntl(fd, F_GETFL);
    if (fl != -1)
        (void)fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        snprintf(err, err_cap, "error: %s: cannot open the %s: %s", path, what, strerror(errno));
        close(fd);
        return FILE_READ_FAILED;
    }
    *out = f;
    return FILE_READ_OK;
}

FileReadResult FileRead_Regular(const char *path, const char *what, size_t max_size,
                                uint8_t **data, size_t *size, char *err, size_t err_cap)
{
    *data = NULL;
    *size = 0;
    int fd;
    struct stat st;
    FileReadResult opened = open_regular(path, what, &fd, &st, err, err_cap);
    if (opened != FILE_READ_OK)
        return opened;
    if (st.st_size < 0 || (unsigned long long)st.st_size > max_size) {
        snprintf(err, err_cap, "error: %s: %s too large (%lld bytes; at most %zu)", path, what,
                 (long long)st.st_size, max_size);
        close(fd);
        return FILE_READ_FAILED;
    }
    /* The size may change while reading: read to the end, never past
     * max_size + 1 bytes (one more tells "grew too large"). */
    size_t cap = (size_t)st.st_size + 1, len = 0;
    uint8_t *buf = malloc(cap + 1);
    for (;;) {
        if (!buf) {
            snprintf(err, err_cap, "error: %s: out of memory for the %s", path, what);
            close(fd);
            return FILE_READ_FAILED;
        }
        if (len == cap) {
            if (cap > max_size)
                break;
            size_t ncap = cap * 2 > max_size + 1 ? max_size + 1 : cap * 2;
            uint8_t *nb = realloc(buf, ncap + 1);
            if (!nb) {
                free(buf);
                buf = NULL;
                continue;
            }
            buf = nb;
            cap = ncap;
        }
        ssize_t n = read(fd, buf + len, cap - len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            snprintf(err, err_cap, "error: %s: cannot read the %s: %s", path, what,
                     strerror(errno));
            free(buf);
            close(fd);
            return FILE_READ_FAILED;
        }
        if (n == 0)
            break;
        len += (size_t)n;
    }
    close(fd);
    if (len > max_size) {
        snprintf(err, err_cap, "error: %s: %s too large (over %zu bytes)", path, what, max_size);
        free(buf);
        return FILE_READ_FAILED;
    }
    buf[len] = '\0';
    *data = buf;
    *size = len;
    return FILE_READ_OK;
}
