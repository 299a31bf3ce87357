/* The window tests' runs of the game on the null platform backend
 * (engine/platform.h): scripted keys queued at their times, F10 (the quit
 * key) to end the run, and the run in a child process (a crash fails the
 * test, not the test run) whose result comes back through a pipe. */
#ifndef TOMB8_TESTS_WINDOW_RUN_H
#define TOMB8_TESTS_WINDOW_RUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/platform.h"

/* A key going down (or up) `at_ms` into the run. */
typedef struct {
    PlatformKey key;
    bool down;
    uint32_t at_ms;
} KeyStep;

/* Queues the steps' key events on p; false (the rest not queued) when
 * the queue refuses one. */
bool WindowRun_Push(Platform *p, const KeyStep *keys, int nkeys);
/* Queues F10 going down at quit_ms: the run ends there. */
void WindowRun_PushQuit(Platform *p, uint32_t quit_ms);

/* Runs fn(ctx, out) in a forked child (stdout and stderr flushed first)
 * that sends the `size` bytes at out back (zeroed before fn): 0 when they
 * came (in *out, else zeroed), -1 when the child died first, -5 when no
 * pipe could be made. */
int WindowRun_InChild(void (*fn)(void *ctx, void *out), void *ctx, void *out, size_t size);

#endif
