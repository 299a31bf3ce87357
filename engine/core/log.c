#include "engine/core/log.h"

#include <stdio.h>

static int g_quiet;

void Log_SetQuiet(int quiet) { g_quiet = quiet; }

static void emit(const char *prefix, const char *fmt, va_list ap)
{
    fputs(prefix, stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

void Log_Error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    emit("error: ", fmt, ap);
    va_end(ap);
}

void Log_Warn(const char *fmt, ...)
{
    va_list ap;
    if (g_quiet)
        return;
    va_start(ap, fmt);
    emit("warning: ", fmt, ap);
    va_end(ap);
}

void Log_Info(const char *fmt, ...)
{
    va_list ap;
    if (g_quiet)
        return;
    va_start(ap, fmt);
    emit("", fmt, ap);
    va_end(ap);
}
