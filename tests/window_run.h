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
#include "game/app/window.h"
#include "game/options.h"

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

/* A run's script: its options (from "tomb8" and the test's arguments),
 * its keys and when F10 quits. */
typedef struct {
    Options o;
    const KeyStep *keys;
    int nkeys;
    uint32_t quit_ms;
} WindowScript;

/* False when the arguments (up to 22) do not parse. */
bool WindowRun_Script(WindowScript *s, const char *const *args, int nargs, const KeyStep *keys,
                      int nkeys, uint32_t quit_ms);
/* The null back end's 640 x 480 window with the script's keys and its
 * quit queued; NULL when it does not open (*why -3) or refuses a key
 * (*why -4). */
Platform *WindowRun_Open(const WindowScript *s, int *why);

/* What a child's run of the window app sends back. */
typedef struct {
    int status;
    AppWindowResult r;
} WindowAppOut;

/* Runs fn(ctx, out) in a forked child (stdout and stderr flushed first)
 * that sends the `size` bytes at out back (zeroed before fn): 0 when they
 * came (in *out, else zeroed), -1 when the child died first, -5 when no
 * pipe could be made. */
int WindowRun_InChild(void (*fn)(void *ctx, void *out), void *ctx, void *out, size_t size);

#endif
