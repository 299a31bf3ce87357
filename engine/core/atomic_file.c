/* Output files that are whole or absent (see atomic_file.h). */
#include "engine/core/atomic_file.h"

#include "engine/core/file_read.h"
#include "engine/core/path_id.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

/* Temporary names: ".NAME.PID.N.tmp" next to the destination. Hidden, so a
 * folder of captures being filled does not show them, and recognisable. */
#define TMP_NAME_KEEP 160 /* characters of NAME kept (file names stop at 255) */

static void set_err(char *err, size_t cap, const char *path, const char *why)
{
    if (err && cap)
        snprintf(err, cap, "error: %s: %s", path, why);
}

static void set_errno(char *err, size_t cap, const char *path, const char *what, int e)
{
    char why[300];
    snprintf(why, sizeof why, "%s: %s", what, strerror(e));
    set_err(err, cap, path, why);
}

static const char *base_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* ---- temporaries of a process that is stopped ---------------------------------
 *
 * A run ended by Ctrl-C or `kill` must not leave its temporaries behind
 * either. The open ones are listed here (fixed slots: the signal handler
 * may only touch plain memory), and a handler for SIGINT, SIGTERM and
 * SIGHUP removes them before the signal takes its default course. It is
 * installed only where the signal still has its default action, so a
 * program that handles these itself (the window's SDL) keeps its way. */
#define MAX_LIVE 32
static char g_live[MAX_LIVE][PATH_MAX];
static volatile sig_atomic_t g_live_used[MAX_LIVE];

static void on_fatal_signal(int sig)
{
    for (int i = 0; i < MAX_LIVE; i++)
        if (g_live_used[i])
            unlink(g_live[i]);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install_handlers(void)
{
    static bool done;
    /* Every signal whose default action ends the process and that can be
     * caught; the synchronous faults too (a crash leaves no temporaries),
     * where no sanitizer has taken them. */
    static const int sigs[] = {SIGINT,  SIGTERM, SIGHUP,    SIGQUIT, SIGUSR1, SIGUSR2,
                               SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGABRT, SIGSEGV,
                               SIGBUS,  SIGFPE,  SIGILL,    SIGTRAP, SIGSYS};
    if (done)
        return;
    done = true;
    /* an output growing past `ulimit -f` fails as a write error instead of
     * killing the process */
    signal(SIGXFSZ, SIG_IGN);
    AtomicFile_IgnoreSigpipe();
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction old;
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL) {
            struct sigaction sa;
            memset(&sa, 0, sizeof sa);
            sa.sa_handler = on_fatal_signal;
            sigemptyset(&sa.sa_mask);
            sigaction(sigs[i], &sa, NULL);
        }
    }
}

static void live_add(const char *tmp)
{
    if (strlen(tmp) >= PATH_MAX)
        return;
    for (int i = 0; i < MAX_LIVE; i++)
        if (!g_live_used[i]) {
            memcpy(g_live[i], tmp, strlen(tmp) + 1);
            g_live_used[i] = 1;
            return;
        }
}

static void live_remove(const char *tmp)
{
    for (int i = 0; i < MAX_LIVE; i++)
        if (g_live_used[i] && strcmp(g_live[i], tmp) == 0) {
            g_live_used[i] = 0;
            return;
        }
}

void AtomicFile_IgnoreSigpipe(void)
{
    /* A closed pipe is a failed write (EPIPE) that the writer reports, not
     * a death with outputs half renamed. Left alone when someone set a
     * handler of their own. */
    struct sigaction old;
    if (sigaction(SIGPIPE, NULL, &old) == 0 && old.sa_handler == SIG_DFL)
        signal(SIGPIPE, SIG_IGN);
}

/* ---- temporaries of a process that was killed ---------------------------------
 *
 * `kill -9` (or a power cut) leaves ".NAME.PID.N.tmp" behind. The next run
 * writing NAME removes those whose process is gone: its own outputs'
 * temporaries only, never those of a process still running. */
static void remove_stale(const char *dest)
{
    char *dir = PathId_FolderOf(dest);
    const char *base = base_of(dest);
    char prefix[TMP_NAME_KEEP + 3];
    snprintf(prefix, sizeof prefix, ".%.*s.", TMP_NAME_KEEP, base);
    size_t plen = strlen(prefix);
    DIR *d = dir ? opendir(dir) : NULL;
    for (struct dirent *e; d && (e = readdir(d));) {
        if (strncmp(e->d_name, prefix, plen) != 0)
            continue;
        /* PID.N.tmp, digits only */
        const char *p = e->d_name + plen;
        char *end;
        errno = 0;
        long pid = strtol(p, &end, 10);
        if (errno || end == p || *end != '.' || pid <= 0 || pid == (long)getpid())
            continue;
        p = end + 1;
        (void)strtoul(p, &end, 10);
        if (end == p || strcmp(end, ".tmp") != 0)
            continue;
        if (kill((pid_t)pid, 0) == 0 || errno != ESRCH)
            continue; /* alive, or not ours to tell */
        char *full = malloc(strlen(dir) + strlen(e->d_name) + 2);
        if (full) {
            sprintf(full, "%s/%s", dir, e->d_name);
            struct stat st;
            if (lstat(full, &st) == 0 && S_ISREG(st.st_mode))
                unlink(full);
            free(full);
        }
    }
    if (d)
        closedir(d);
    free(dir);
}

/* Creates a fresh temporary next to dest: fd, and its name in *tmp_out.
 * mode is applied after creation (the umask is honoured by open's 0666 for
 * new files; a replaced file keeps its own mode). -1 with errno set. */
static int create_temp(const char *dest, char **tmp_out)
{
    static unsigned counter;
    char *dir = PathId_FolderOf(dest);
    if (!dir) {
        errno = ENOMEM;
        return -1;
    }
    const char *base = base_of(dest);
    size_t cap = strlen(dir) + TMP_NAME_KEEP + 64;
    char *tmp = malloc(cap);
    if (!tmp) {
        free(dir);
        errno = ENOMEM;
        return -1;
    }
    int fd = -1;
    for (int attempt = 0; attempt < 100; attempt++) {
        snprintf(tmp, cap, "%s/.%.*s.%ld.%u.tmp", dir, TMP_NAME_KEEP, base, (long)getpid(),
                 counter++);
        /* Listed before it exists, so a signal arriving between its
         * creation and our return cannot leave it behind. A name holding
         * our process id that already exists is a dead namesake's, so the
         * handler removing it meanwhile does no harm. */
        live_add(tmp);
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0)
            break;
        int e = errno;
        live_remove(tmp);
        errno = e;
        if (e != EEXIST)
            break;
    }
    free(dir);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        errno = e;
        return -1;
    }
    *tmp_out = tmp;
    return fd;
}

static void reset(AtomicFile *af)
{
    free(af->name);
    free(af->dest);
    free(af->tmp);
    memset(af, 0, sizeof *af);
}

bool AtomicFile_Open(AtomicFile *af, const char *path, char *err, size_t err_cap)
{
    struct stat st;
    memset(af, 0, sizeof *af);
    install_handlers();
    if (!path || !*path) {
        set_err(err, err_cap, "\"\"", "empty file name");
        return false;
    }
    if (!PathId_CheckUnprotected(path, err, err_cap))
        return false;
    bool exists = stat(path, &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) {
        set_err(err, err_cap, path, "is a folder");
        return false;
    }
    if (exists && (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))) {
        /* A stream: written in place. O_NONBLOCK so a FIFO nobody reads
         * fails (ENXIO) instead of waiting forever; cleared afterwards. */
        int fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) {
            set_errno(err, err_cap, path, "cannot open",
                      errno == ENXIO ? EPIPE : errno);
            return false;
        }
        int fl = fcntl(fd, F_GETFL);
        if (fl >= 0)
            fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
        af->f = fdopen(fd, "wb");
        af->dest = strdup(path);
        af->name = strdup(path);
        if (!af->f || !af->dest || !af->name) {
            if (af->f)
                fclose(af->f);
            else
                close(fd);
            af->f = NULL;
            reset(af);
            set_err(err, err_cap, path, "out of memory");
            return false;
        }
        return true;
    }
    if (exists && !S_ISREG(st.st_mode)) {
        set_err(err, err_cap, path, FileRead_KindOf(st.st_mode));
        return false;
    }
    if (exists && access(path, W_OK) != 0) {
        set_errno(err, err_cap, path, "cannot write", errno);
        return false;
    }
    /* Through a symbolic link: replace the file it points at, next to it. */
    char *dest = exists ? realpath(path, NULL) : strdup(path);
    if (!dest) {
        set_errno(err, err_cap, path, "cannot resolve", errno);
        return false;
    }
    remove_stale(dest);
    char *tmp = NULL;
    int fd = create_temp(dest, &tmp);
    if (fd < 0) {
        set_errno(err, err_cap, path, "cannot create a file in its folder", errno);
        free(dest);
        return false;
    }
    if (exists)
        (void)fchmod(fd, st.st_mode & 07777);
    af->f = fdopen(fd, "wb");
    af->name = strdup(path);
    if (!af->f || !af->name) {
        if (af->f)
            fclose(af->f);
        else
            close(fd);
        af->f = NULL;
        unlink(tmp);
        live_remove(tmp);
        free(tmp);
        free(dest);
        free(af->name);
        af->name = NULL;
        set_err(err, err_cap, path, "out of memory");
        return false;
    }
    af->dest = dest;
    af->tmp = tmp; /* listed by create_temp */
    return true;
}

/* The reason of a failed write: errno when the OS gave one; when stdio
 * lost it (an error flag set by an earlier buffered write) or it is the
 * vague EIO, the file system is asked whether it is full or read-only, so
 * the message says "No space left on device" where that is the cause. */
static int write_reason(int e, FILE *f)
{
    struct statvfs vfs;
    if ((e == 0 || e == EIO) && f && fstatvfs(fileno(f), &vfs) == 0) {
        if (vfs.f_flag & ST_RDONLY)
            return EROFS;
        if (vfs.f_bavail == 0)
            return ENOSPC;
    }
    return e ? e : EIO;
}

bool AtomicFile_Write(AtomicFile *af, const void *data, size_t size, char *err, size_t err_cap)
{
    errno = 0;
    if (!af->f || (size && fwrite(data, 1, size, af->f) != size)) {
        set_errno(err, err_cap, af->name ? af->name : "output", "write failed",
                  write_reason(errno, af->f));
        return false;
    }
    return true;
}

bool AtomicFile_Finish(AtomicFile *af, char *err, size_t err_cap)
{
    if (af->finished)
        return true;
    if (!af->f) {
        set_err(err, err_cap, af->name ? af->name : "output", "not open");
        AtomicFile_Abort(af);
        return false;
    }
    int e = 0;
    errno = 0;
    if (fflush(af->f) != 0)
        e = write_reason(errno, af->f);
    if (!e && ferror(af->f))
        e = write_reason(0, af->f);
    /* The data reaches the disk before the rename makes it visible: after
     * a crash the name holds the old file or the whole new one. Devices
     * and pipes cannot be synced and need not be. */
    if (!e && af->tmp && fsync(fileno(af->f)) != 0)
        e = errno;
    if (fclose(af->f) != 0 && !e)
        e = errno ? errno : EIO;
    af->f = NULL;
    if (e) {
        set_errno(err, err_cap, af->name, "write failed", e);
        AtomicFile_Abort(af);
        return false;
    }
    af->finished = true;
    return true;
}

bool AtomicFile_Commit(AtomicFile *af, char *err, size_t err_cap)
{
    if (!AtomicFile_Finish(af, err, err_cap))
        return false;
    if (af->tmp && rename(af->tmp, af->dest) != 0) {
        set_errno(err, err_cap, af->name, "cannot rename the finished file into place", errno);
        AtomicFile_Abort(af);
        return false;
    }
    if (af->tmp)
        live_remove(af->tmp);
    reset(af);
    return true;
}

void AtomicFile_Abort(AtomicFile *af)
{
    if (af->f)
        fclose(af->f);
    af->f = NULL;
    if (af->tmp) {
        unlink(af->tmp);
        live_remove(af->tmp);
    }
    reset(af);
}

bool AtomicFile_WriteAll(const char *path, const void *data, size_t size, char *err,
                         size_t err_cap)
{
    AtomicFile af;
    if (!AtomicFile_Open(&af, path, err, err_cap))
        return false;
    if (!AtomicFile_Write(&af, data, size, err, err_cap)) {
        AtomicFile_Abort(&af);
        return false;
    }
    return AtomicFile_Commit(&af, err, err_cap);
}

/* Creates and removes a temporary in dir: the only reliable answer to "can
 * I create files here" (access() says yes to root on a read-only mount's
 * folders and knows nothing of /proc). */
static bool probe_folder(const char *dir, const char *path, char *err, size_t err_cap)
{
    struct stat st;
    if (stat(dir, &st) != 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            set_err(err, err_cap, path, "no such folder");
        else
            set_errno(err, err_cap, path, "folder", errno);
        return false;
    }
    if (!S_ISDIR(st.st_mode)) {
        set_err(err, err_cap, path, "its folder is not a folder");
        return false;
    }
    size_t n = strlen(dir) + 8;
    char *probe_dest = malloc(n);
    if (!probe_dest) {
        set_err(err, err_cap, path, "out of memory");
        return false;
    }
    snprintf(probe_dest, n, "%s/probe", dir);
    /* Signals wait until the probe is gone again: this runs before a
     * program has its handlers (before AtomicFile_Open installs ours, or
     * SDL its own), and a signal's default death would leave it behind. */
    sigset_t all, old;
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &old);
    char *tmp = NULL;
    int fd = create_temp(probe_dest, &tmp);
    int e = errno;
    free(probe_dest);
    if (fd >= 0) {
        close(fd);
        unlink(tmp);
        live_remove(tmp);
        free(tmp);
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    if (fd < 0) {
        set_errno(err, err_cap, path, "cannot create files in its folder", e);
        return false;
    }
    return true;
}

bool AtomicFile_CheckOutput(const char *path, char *err, size_t err_cap)
{
    struct stat st;
    if (!path || !*path) {
        set_err(err, err_cap, "\"\"", "empty file name");
        return false;
    }
    if (!PathId_CheckUnprotected(path, err, err_cap))
        return false;
    if (stat(path, &st) == 0) {
        if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) {
            if (access(path, W_OK) != 0) {
                set_errno(err, err_cap, path, "cannot write", errno);
                return false;
            }
            return true;
        }
        if (!S_ISREG(st.st_mode)) {
            set_err(err, err_cap, path, FileRead_KindOf(st.st_mode));
            return false;
        }
        if (access(path, W_OK) != 0) {
            set_errno(err, err_cap, path, "cannot write", errno);
            return false;
        }
        char *real = realpath(path, NULL);
        if (!real) {
            set_errno(err, err_cap, path, "cannot resolve", errno);
            return false;
        }
        char *dir = PathId_FolderOf(real);
        free(real);
        bool ok = dir && probe_folder(dir, path, err, err_cap);
        if (!dir)
            set_err(err, err_cap, path, "out of memory");
        free(dir);
        return ok;
    }
    int e = errno;
    if (e == ENOTDIR) {
        set_err(err, err_cap, path, "a part of the path is not a folder");
        return false;
    }
    if (e != ENOENT) {
        set_errno(err, err_cap, path, "cannot use", e);
        return false;
    }
    if (lstat(path, &st) == 0) {
        set_err(err, err_cap, path, "is a symbolic link to nothing");
        return false;
    }
    size_t len = strlen(path);
    if (path[len - 1] == '/') {
        set_err(err, err_cap, path, "names a folder, not a file");
        return false;
    }
    char *dir = PathId_FolderOf(path);
    if (!dir) {
        set_err(err, err_cap, path, "out of memory");
        return false;
    }
    bool ok = probe_folder(dir, path, err, err_cap);
    free(dir);
    return ok;
}

bool AtomicFile_CheckOutputDir(const char *dir, char *err, size_t err_cap)
{
    struct stat st;
    if (!dir || !*dir) {
        set_err(err, err_cap, "\"\"", "empty folder name");
        return false;
    }
    if (stat(dir, &st) != 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            set_err(err, err_cap, dir, "no such folder");
        else
            set_errno(err, err_cap, dir, "folder", errno);
        return false;
    }
    if (!S_ISDIR(st.st_mode)) {
        set_err(err, err_cap, dir, "is not a folder");
        return false;
    }
    return probe_folder(dir, dir, err, err_cap);
}

bool AtomicFile_CheckInput(const char *path, const char *what, char *err, size_t err_cap)
{
    struct stat st;
    char why[200];
    if (!path || !*path) {
        snprintf(why, sizeof why, "empty %s file name", what);
        set_err(err, err_cap, "\"\"", why);
        return false;
    }
    if (stat(path, &st) != 0) {
        snprintf(why, sizeof why, "%s", what);
        set_errno(err, err_cap, path, why, errno);
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        snprintf(why, sizeof why, "%s %s", what, FileRead_KindOf(st.st_mode));
        set_err(err, err_cap, path, why);
        return false;
    }
    /* O_NONBLOCK: should the file be swapped for a FIFO between the stat
     * and here, the open still returns at once. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        snprintf(why, sizeof why, "cannot read the %s", what);
        set_errno(err, err_cap, path, why, errno);
        return false;
    }
    close(fd);
    return true;
}
