#include "engine/level/reader.h"

#include <stdio.h>
#include <string.h>

void Reader_Init(Reader *r, const uint8_t *data, size_t size)
{
    memset(r, 0, sizeof *r);
    r->data = data;
    r->size = data ? size : 0;
    snprintf(r->section, sizeof r->section, "header");
}

void Reader_Section(Reader *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->section, sizeof r->section, fmt, ap);
    va_end(ap);
}

static void record(Reader *r, size_t abs_pos, const char *section, const char *fmt, va_list ap)
{
    if (r->failed)
        return;
    r->failed = true;
    r->err_pos = abs_pos;
    snprintf(r->err_section, sizeof r->err_section, "%s", section);
    vsnprintf(r->err_what, sizeof r->err_what, fmt, ap);
}

bool Reader_Fail(Reader *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    record(r, r->base + r->pos, r->section, fmt, ap);
    va_end(ap);
    return false;
}

bool Reader_FailAt(Reader *r, size_t abs_pos, const char *section, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    record(r, abs_pos, section, fmt, ap);
    va_end(ap);
    return false;
}

/* Returns a pointer to n readable bytes and advances, or NULL (recording
 * the error) when the buffer ends first. */
static const uint8_t *take(Reader *r, size_t n)
{
    if (r->failed)
        return NULL;
    if (n > r->size - r->pos) {
        Reader_Fail(r, "unexpected end of file (need %zu bytes, %zu left)", n,
                    r->size - r->pos);
        return NULL;
    }
    const uint8_t *p = r->data + r->pos;
    r->pos += n;
    return p;
}

uint8_t Reader_U8(Reader *r)
{
    const uint8_t *p = take(r, 1);
    return p ? p[0] : 0;
}

int8_t Reader_I8(Reader *r) { return (int8_t)Reader_U8(r); }

uint16_t Reader_U16(Reader *r)
{
    const uint8_t *p = take(r, 2);
    return p ? (uint16_t)(p[0] | (p[1] << 8)) : 0;
}

int16_t Reader_I16(Reader *r) { return (int16_t)Reader_U16(r); }

uint32_t Reader_U32(Reader *r)
{
    const uint8_t *p = take(r, 4);
    return p ? (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
                   ((uint32_t)p[3] << 24)
             : 0;
}

int32_t Reader_I32(Reader *r) { return (int32_t)Reader_U32(r); }

bool Reader_Bytes(Reader *r, void *dst, size_t n)
{
    const uint8_t *p = take(r, n);
    if (!p)
        return false;
    if (dst && n)
        memcpy(dst, p, n);
    return true;
}

bool Reader_Skip(Reader *r, size_t n) { return Reader_Bytes(r, NULL, n); }

bool Reader_U16Array(Reader *r, uint16_t *dst, size_t n)
{
    if (n > (SIZE_MAX >> 1))
        return Reader_Fail(r, "array of %zu words too large", n);
    const uint8_t *p = take(r, n * 2);
    if (!p)
        return false;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(dst, p, n * 2); /* same layout: one copy (big levels load faster) */
#else
    for (size_t i = 0; i < n; i++)
        dst[i] = (uint16_t)(p[2 * i] | (p[2 * i + 1] << 8));
#endif
    return true;
}

bool Reader_Seek(Reader *r, size_t pos)
{
    if (r->failed)
        return false;
    if (pos > r->size)
        return Reader_Fail(r, "seek to %zu outside the data", pos);
    r->pos = pos;
    return true;
}

bool Reader_CheckArray(Reader *r, uint64_t count, size_t elem_size, const char *name)
{
    if (r->failed)
        return false;
    uint64_t left = r->size - r->pos;
    /* no overflow: callers pass count < 2^32 and elem_size < 2^20 */
    if (count * (uint64_t)elem_size > left)
        return Reader_Fail(r, "%s count %llu does not fit in the file (%llu bytes left)",
                           name, (unsigned long long)count, (unsigned long long)left);
    return true;
}

void Reader_FormatError(const Reader *r, const char *file, char *out, size_t cap)
{
    if (!out || !cap)
        return;
    snprintf(out, cap, "error: %s: %s: %s (at byte %zu)", file, r->err_section,
             r->err_what, r->err_pos);
}
