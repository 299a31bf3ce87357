/* libFuzzer target: the text the user hands the program (built by
 * tools/fuzz.sh): the key map (InputMap_Parse, the --config format) and
 * the command line (Options_Parse; the input split into arguments at NUL
 * bytes and newlines, the first byte choosing which parser runs).
 * Any text must parse or be refused with a message, and never be read
 * past its end. */
#include "engine/core/log.h"
#include "game/input_map.h"
#include "game/options.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static volatile uint32_t g_sink;

static void keymap(const uint8_t *data, size_t size)
{
    InputMap m;
    char err[256];
    InputMap_Defaults(&m);
    /* an exact-size copy: a read past the end is a sanitizer report */
    char *text = malloc(size ? size : 1);
    if (!text)
        return;
    memcpy(text, data, size);
    err[0] = '\0';
    if (!InputMap_Parse(&m, text, size, "fuzz.cfg", err, sizeof err) && !err[0])
        __builtin_trap();
    g_sink = (uint32_t)m.dead_zone + m.binds[0][0].code;
    free(text);
}

static void command_line(const uint8_t *data, size_t size)
{
    char *buf = malloc(size + 1);
    char *argv[64];
    int argc = 0;
    if (!buf)
        return;
    memcpy(buf, data, size);
    buf[size] = '\0';
    argv[argc++] = "tomb8";
    char *p = buf;
    while (p < buf + size && argc < 63) {
        argv[argc++] = p;
        while (p < buf + size && *p && *p != '\n')
            p++;
        *p++ = '\0';
    }
    argv[argc] = NULL;
    Options o;
    bool exit_now;
    /* A refusal prints its line (and --help the usage): sent to /dev/null
     * for the call only, so a sanitizer report still reaches the log. */
    static int null_fd = -2;
    if (null_fd == -2)
        null_fd = open("/dev/null", O_WRONLY);
    fflush(stdout);
    fflush(stderr);
    int saved_out = dup(1), saved_err = dup(2);
    if (null_fd >= 0) {
        dup2(null_fd, 1);
        dup2(null_fd, 2);
    }
    bool ok = Options_Parse(&o, argc, argv, &exit_now);
    fflush(stdout);
    fflush(stderr);
    dup2(saved_out, 1);
    dup2(saved_err, 2);
    close(saved_out);
    close(saved_err);
    if (ok && !exit_now)
        g_sink = (uint32_t)o.ticks + (uint32_t)o.width + (o.level_path ? 1u : 0u);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Log_SetQuiet(1);
    if (size == 0)
        return 0;
    if (data[0] & 1)
        keymap(data + 1, size - 1);
    else
        command_line(data + 1, size - 1);
    return 0;
}
