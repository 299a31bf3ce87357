/* Bounded binary serialisation: a growing byte writer and a bounds-checked
 * reader with explicit little-endian integers of fixed widths. Used for
 * state that must read back exactly (save games): values are written one
 * field at a time, never as struct images, so padding, struct layout and
 * host byte order never reach a file.
 *
 *     SerialWriter w;
 *     Serial_WriterInit(&w, limit);
 *     Serial_PutI16(&w, item->room); ...
 *     if (w.failed) ...          // out of memory or over `limit`
 *     Serial_WriterFree(&w);
 *
 *     SerialReader r;
 *     Serial_ReaderInit(&r, data, size);
 *     int16_t room = Serial_GetI16(&r);
 *     int32_t n = Serial_GetRange(&r, 0, 99, "effect count");
 *     if (r.failed) ...          // r.why says what and where
 *
 * Both sides are sticky on failure: once a writer failed it drops every
 * later value; once a reader failed (read past the end, a flag that is not
 * 0/1, a value out of its range, or a caller's Serial_Fail) every later get
 * returns 0 and the first reason is kept. Callers check once at the end. */
#ifndef TOMB8_ENGINE_CORE_SERIAL_H
#define TOMB8_ENGINE_CORE_SERIAL_H

#include "engine/core/common.h"

typedef struct SerialWriter {
    uint8_t *data;
    size_t size;
    size_t cap;
    size_t limit;           /* most bytes it may ever hold */
    bool failed;
} SerialWriter;

typedef struct SerialReader {
    const uint8_t *data;
    size_t size;
    size_t pos;
    size_t base;            /* offset of data in the whole file (messages) */
    bool failed;
    char why[160];          /* the first failure, "what (at byte N)" */
} SerialReader;

void Serial_WriterInit(SerialWriter *w, size_t limit);
void Serial_WriterFree(SerialWriter *w);
/* Hands the bytes over (the caller frees them); the writer is reset. NULL
 * when the writer failed (its bytes are freed then). */
uint8_t *Serial_WriterTake(SerialWriter *w, size_t *size);

void Serial_PutU8(SerialWriter *w, uint8_t v);
void Serial_PutU16(SerialWriter *w, uint16_t v);
void Serial_PutU32(SerialWriter *w, uint32_t v);
void Serial_PutU64(SerialWriter *w, uint64_t v);
void Serial_PutI8(SerialWriter *w, int8_t v);
void Serial_PutI16(SerialWriter *w, int16_t v);
void Serial_PutI32(SerialWriter *w, int32_t v);
void Serial_PutBool(SerialWriter *w, bool v);
void Serial_PutBytes(SerialWriter *w, const void *p, size_t n);
/* Overwrites 4 bytes written earlier at offset `at` (a length known only
 * after its payload). */
void Serial_PatchU32(SerialWriter *w, size_t at, uint32_t v);

/* `base` is where data starts in the file, so messages give file offsets. */
void Serial_ReaderInit(SerialReader *r, const void *data, size_t size, size_t base);
/* A reader over the next n bytes of r (r moves past them); a failed one
 * when fewer than n are left. */
SerialReader Serial_Sub(SerialReader *r, size_t n, const char *what);
/* Ends a sub-reader: a failure inside it becomes r's, and so do bytes it
 * left unread ("what: N bytes left over"). */
void Serial_EndSub(SerialReader *r, const SerialReader *sub, const char *what);

uint8_t Serial_GetU8(SerialReader *r);
uint16_t Serial_GetU16(SerialReader *r);
uint32_t Serial_GetU32(SerialReader *r);
uint64_t Serial_GetU64(SerialReader *r);
int8_t Serial_GetI8(SerialReader *r);
int16_t Serial_GetI16(SerialReader *r);
int32_t Serial_GetI32(SerialReader *r);
/* A byte that must be 0 or 1. */
bool Serial_GetBool(SerialReader *r, const char *what);
/* A signed 32-bit value that must lie in lo..hi (else the reader fails
 * naming `what`, and lo is returned). */
int32_t Serial_GetRange(SerialReader *r, int32_t lo, int32_t hi, const char *what);
/* The same for a value stored as int16 / uint8. */
int16_t Serial_GetI16Range(SerialReader *r, int32_t lo, int32_t hi, const char *what);
void Serial_GetBytes(SerialReader *r, void *out, size_t n);

/* Fails the reader with a message (the first failure is kept); the
 * position is appended. */
void Serial_Fail(SerialReader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static inline size_t Serial_Left(const SerialReader *r) { return r->size - r->pos; }

#endif
