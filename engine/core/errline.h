/* The one error line of a failing program run.
 *
 * Every failure ends with exactly one line "error: ..." on stderr and exit
 * status 2. Messages carry user-given text (paths, option values) that may
 * contain a newline or other control characters; printed raw, one failure
 * would read as two lines, or hide part of itself. ErrLine escapes them
 * (\n, \r, \t, \xNN) and adds the "error: " prefix when the message lacks
 * it, so callers can pass on the messages of any module as they are. */
#ifndef TOMB8_ENGINE_CORE_ERRLINE_H
#define TOMB8_ENGINE_CORE_ERRLINE_H

#include <stddef.h>

/* Prints msg as one error line (trailing newlines dropped). */
void ErrLine_Print(const char *msg);
void ErrLine_Printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Copies s into out with control characters escaped; always terminated,
 * cut short (never mid-escape) when out is too small. */
void ErrLine_Escape(const char *s, char *out, size_t cap);

#endif
