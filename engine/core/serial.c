/* Bounded binary writer and reader (see serial.h). */
#include "engine/core/serial.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- writer ---------------------------------------------------------------- */

void Serial_WriterInit(SerialWriter *w, size_t limit)
{
    memset(w, 0, sizeof(*w));
    w->limit = limit;
}

void Serial_WriterFree(SerialWriter *w)
{
    free(w->data);
    w->data = NULL;
    w->size = w->cap = 0;
}

uint8_t *Serial_WriterTake(SerialWriter *w, size_t *size)
{
    uint8_t *p = w->failed ? NULL : w->data;
    *size = p ? w->size : 0;
    if (!p)
        free(w->data);
    w->data = NULL;
    w->size = w->cap = 0;
    return p;
}

/* Room for n more bytes; a pointer to them, NULL (and failed) when memory
 * or the limit runs out. */
static uint8_t *reserve(SerialWriter *w, size_t n)
{
    if (w->failed)
        return NULL;
    if (n > w->limit || w->size > w->limit - n) {
        w->failed = true;
        return NULL;
    }
    if (w->size + n > w->cap) {
        size_t cap = w->cap ? w->cap : 4096;
        while (cap < w->size + n)
            cap = cap > SIZE_MAX / 2 ? SIZE_MAX : cap * 2;
        uint8_t *p = realloc(w->data, cap);
        if (!p) {
            w->failed = true;
            return NULL;
        }
        w->data = p;
        w->cap = cap;
    }
    uint8_t *at = w->data + w->size;
    w->size += n;
    return at;
}

static void put_le(SerialWriter *w, uint64_t v, int bytes)
{
    uint8_t *p = reserve(w, (size_t)bytes);
    if (!p)
        return;
    for (int i = 0; i < bytes; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

void Serial_PutU8(SerialWriter *w, uint8_t v) { put_le(w, v, 1); }
void Serial_PutU16(SerialWriter *w, uint16_t v) { put_le(w, v, 2); }
void Serial_PutU32(SerialWriter *w, uint32_t v) { put_le(w, v, 4); }
void Serial_PutU64(SerialWriter *w, uint64_t v) { put_le(w, v, 8); }
void Serial_PutI8(SerialWriter *w, int8_t v) { put_le(w, (uint8_t)v, 1); }
void Serial_PutI16(SerialWriter *w, int16_t v) { put_le(w, (uint16_t)v, 2); }
void Serial_PutI32(SerialWriter *w, int32_t v) { put_le(w, (uint32_t)v, 4); }
void Serial_PutBool(SerialWriter *w, bool v) { put_le(w, v ? 1u : 0u, 1); }

void Serial_PutBytes(SerialWriter *w, const void *p, size_t n)
{
    uint8_t *at = reserve(w, n);
    if (at && n)
        memcpy(at, p, n);
}

void Serial_PatchU32(SerialWriter *w, size_t at, uint32_t v)
{
    if (w->failed || at > w->size || w->size - at < 4)
        return;
    for (int i = 0; i < 4; i++)
        w->data[at + (size_t)i] = (uint8_t)(v >> (8 * i));
}

/* ---- reader ---------------------------------------------------------------- */

void Serial_ReaderInit(SerialReader *r, const void *data, size_t size, size_t base)
{
    memset(r, 0, sizeof(*r));
    r->data = data;
    r->size = data ? size : 0;
    r->base = base;
}

void Serial_Fail(SerialReader *r, const char *fmt, ...)
{
    if (r->failed)
        return;
    r->failed = true;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(r->why, sizeof r->why, fmt, ap);
    va_end(ap);
    size_t used = n < 0 ? 0 : MIN((size_t)n, sizeof r->why - 1);
    snprintf(r->why + used, sizeof r->why - used, " (at byte %zu)", r->base + r->pos);
}

/* The next n bytes, NULL (and failed) past the end. */
static const uint8_t *take(SerialReader *r, size_t n)
{
    if (r->failed)
        return NULL;
    if (n > r->size - r->pos) {
        Serial_Fail(r, "truncated: %zu more bytes needed, %zu left", n, r->size - r->pos);
        return NULL;
    }
    const uint8_t *p = r->data + r->pos;
    r->pos += n;
    return p;
}

static uint64_t get_le(SerialReader *r, int bytes)
{
    const uint8_t *p = take(r, (size_t)bytes);
    uint64_t v = 0;
    if (!p)
        return 0;
    for (int i = 0; i < bytes; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

uint8_t Serial_GetU8(SerialReader *r) { return (uint8_t)get_le(r, 1); }
uint16_t Serial_GetU16(SerialReader *r) { return (uint16_t)get_le(r, 2); }
uint32_t Serial_GetU32(SerialReader *r) { return (uint32_t)get_le(r, 4); }
uint64_t Serial_GetU64(SerialReader *r) { return get_le(r, 8); }
int8_t Serial_GetI8(SerialReader *r) { return (int8_t)(uint8_t)get_le(r, 1); }
int16_t Serial_GetI16(SerialReader *r) { return (int16_t)(uint16_t)get_le(r, 2); }
int32_t Serial_GetI32(SerialReader *r) { return (int32_t)(uint32_t)get_le(r, 4); }

bool Serial_GetBool(SerialReader *r, const char *what)
{
    size_t at = r->pos;
    uint8_t v = Serial_GetU8(r);
    if (v > 1) {
        r->pos = at; /* the message points at the byte itself */
        Serial_Fail(r, "%s: flag byte %u (expected 0 or 1)", what, v);
        return false;
    }
    return v != 0;
}

static int32_t check_range(SerialReader *r, size_t at, int32_t v, int32_t lo, int32_t hi,
                           const char *what)
{
    if (r->failed)
        return lo;
    if (v < lo || v > hi) {
        r->pos = at;
        Serial_Fail(r, "%s: %d out of range %d..%d", what, (int)v, (int)lo, (int)hi);
        return lo;
    }
    return v;
}

int32_t Serial_GetRange(SerialReader *r, int32_t lo, int32_t hi, const char *what)
{
    size_t at = r->pos;
    int32_t v = Serial_GetI32(r);
    return check_range(r, at, v, lo, hi, what);
}

int16_t Serial_GetI16Range(SerialReader *r, int32_t lo, int32_t hi, const char *what)
{
    size_t at = r->pos;
    int32_t v = Serial_GetI16(r);
    return (int16_t)check_range(r, at, v, lo, hi, what);
}

void Serial_GetBytes(SerialReader *r, void *out, size_t n)
{
    const uint8_t *p = take(r, n);
    if (p)
        memcpy(out, p, n);
    else if (n)
        memset(out, 0, n);
}

SerialReader Serial_Sub(SerialReader *r, size_t n, const char *what)
{
    SerialReader sub;
    size_t at = r->pos;
    const uint8_t *p = NULL;
    if (!r->failed && n > r->size - r->pos)
        Serial_Fail(r, "%s: %zu bytes, only %zu left", what, n, r->size - r->pos);
    else
        p = take(r, n);
    Serial_ReaderInit(&sub, p, p ? n : 0, r->base + at);
    if (!p) {
        sub.failed = true;
        snprintf(sub.why, sizeof sub.why, "%s", r->why);
    }
    return sub;
}

void Serial_EndSub(SerialReader *r, const SerialReader *sub, const char *what)
{
    if (r->failed)
        return;
    if (sub->failed) {
        r->failed = true;
        snprintf(r->why, sizeof r->why, "%s", sub->why);
        return;
    }
    if (sub->pos != sub->size) {
        size_t at = r->pos;
        r->pos = sub->pos + (sub->base - r->base);
        Serial_Fail(r, "%s: %zu bytes left over", what, sub->size - sub->pos);
        r->pos = at;
    }
}
