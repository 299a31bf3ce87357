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

bool WindowRun_Script(WindowScript *s, const char *const *args, int nargs, const KeyStep *keys,
                      int nkeys, uint32_t quit_ms)
{
    const char *argv[24] = {"tomb8"};
    int argc = 1;
    for (int i = 0; i < nargs && argc < 23; i++)
        argv[argc++] = args[i];
    argv[argc] = NULL;
    bool exit_now;
    s->keys = keys;
    s->nkeys = nkeys;
    s->quit_ms = quit_ms;
    return Options_Parse(&s->o, argc, (char **)argv, &exit_now);
}

Platform *WindowRun_Open(const WindowScript *s, int *why)
{
    char err[256];
    PlatformWindowDesc d = {"t", 640, 480, false, true, PLATFORM_SCALE_FIT, PLATFORM_PRESENT_SDL};
    Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, &d, err, sizeof err);
    *why = -3;
    if (!p)
        return NULL;
    if (!WindowRun_Push(p, s->keys, s->nkeys)) {
        Platform_Close(p);
        *why = -4;
        return NULL;
    }
    WindowRun_PushQuit(p, s->quit_ms);
    return p;
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
