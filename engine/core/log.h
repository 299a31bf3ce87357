/* Diagnostics to stderr. Kept tiny on purpose: the engine reports, the
 * program decides what to do. */
#ifndef TOMB8_ENGINE_CORE_LOG_H
#define TOMB8_ENGINE_CORE_LOG_H

#include <stdarg.h>

void Log_Error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void Log_Warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void Log_Info(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Silences Warn/Info (errors still print); used by tests and fuzzers. */
void Log_SetQuiet(int quiet);

#endif
