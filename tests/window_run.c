/* See window_run.h. */
#include "tests/window_run.h"

#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

bool WindowRun_Push(Platform *p, const KeyStep *keys, int nkeys)
{
    PlatformEvent e;
    for (int i = 0; i < nkeys; i++) {
        memset(&e, 0, sizeof e);
        e.type = keys[i].down ? PEV_KEY_DOWN : PEV_KEY_UP;
        e.key = keys[i].key;
        if (!Platform_PushEventAt(p, &e, (uint64_t)keys[i].at_ms * 1000))
            return false;
    }
    return true;
}

void WindowRun_PushQuit(Platform *p, uint32_t quit_ms)
{
    PlatformEvent e;
    memset(&e, 0, sizeof e);
    e.type = PEV_KEY_DOWN;
    e.key = PKEY_F10;
    Platform_PushEventAt(p, &e, (uint64_t)quit_ms * 1000);
}

int WindowRun_InChild(void (*fn)(void *ctx, void *out), void *ctx, void *out, size_t size)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -5;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        memset(out, 0, size);
        fn(ctx, out);
        _exit(write(fds[1], out, size) == (ssize_t)size ? 0 : 3);
    }
    close(fds[1]);
    memset(out, 0, size);
    int rc = -1;
    if (pid > 0 && read(fds[0], out, size) == (ssize_t)size)
        rc = 0;
    close(fds[0]);
    if (pid > 0)
        waitpid(pid, NULL, 0);
    return rc;
}
