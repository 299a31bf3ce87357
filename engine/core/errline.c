/* The one error line (see errline.h). */
#include "engine/core/errline.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ErrLine_Escape(const char *s, char *out, size_t cap)
{
    size_t n = 0;
    if (!cap)
        return;
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        char esc[8];
        if (c == '\n')
            snprintf(esc, sizeof esc, "\\n");
        else if (c == '\r')
            snprintf(esc, sizeof esc, "\\r");
        else if (c == '\t')
            snprintf(esc, sizeof esc, "\\t");
        else if (c < 0x20 || c == 0x7F)
            snprintf(esc, sizeof esc, "\\x%02x", c);
        else
            esc[0] = (char)c, esc[1] = '\0';
        size_t k = strlen(esc);
        if (n + k >= cap)
            break;
        memcpy(out + n, esc, k);
        n += k;
    }
    out[n] = '\0';
}

void ErrLine_Print(const char *msg)
{
    if (!msg)
        msg = "";
    size_t len = strlen(msg);
    while (len > 0 && (msg[len - 1] == '\n' || msg[len - 1] == '\r'))
        len--;
    /* Up to 4 characters per input byte once escaped. */
    char *raw = malloc(len + 1), *esc = malloc(len * 4 + 1);
    if (!raw || !esc) {
        free(raw);
        free(esc);
        fputs("error: out of memory\n", stderr);
        return;
    }
    memcpy(raw, msg, len);
    raw[len] = '\0';
    ErrLine_Escape(raw, esc, len * 4 + 1);
    fprintf(stderr, "%s%s\n", strncmp(esc, "error: ", 7) == 0 ? "" : "error: ", esc);
    fflush(stderr);
    free(raw);
    free(esc);
}

void ErrLine_Printf(const char *fmt, ...)
{
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    ErrLine_Print(buf);
}
