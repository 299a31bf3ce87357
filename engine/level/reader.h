/* A bounds-checked little-endian byte reader for untrusted files.
 *
 * Every read is checked against the end of the buffer. The first problem
 * (read past the end, or a value the caller rejects with Reader_Fail) is
 * recorded with the current section name and the byte offset where it
 * happened; after that every read returns 0 and nothing moves, so a parser
 * can run to its next check without testing after each read. Callers must
 * test Reader_Ok() (or use Reader_CheckArray) before allocating from a count
 * they just read. */
#ifndef TOMB8_ENGINE_LEVEL_READER_H
#define TOMB8_ENGINE_LEVEL_READER_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    const uint8_t *data;
    size_t size;        /* readable bytes: data[0..size) */
    size_t pos;
    size_t base;        /* added to positions in messages (sub-readers) */
    bool failed;
    size_t err_pos;     /* absolute byte offset of the first error */
    char section[48];
    char err_section[48];
    char err_what[160];
} Reader;

void Reader_Init(Reader *r, const uint8_t *data, size_t size);
/* Names the part of the file being read, for messages (printf-style). */
void Reader_Section(Reader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static inline bool Reader_Ok(const Reader *r) { return !r->failed; }
static inline size_t Reader_Pos(const Reader *r) { return r->pos; }
static inline size_t Reader_Remaining(const Reader *r) { return r->failed ? 0 : r->size - r->pos; }

uint8_t Reader_U8(Reader *r);
int8_t Reader_I8(Reader *r);
uint16_t Reader_U16(Reader *r);
int16_t Reader_I16(Reader *r);
uint32_t Reader_U32(Reader *r);
int32_t Reader_I32(Reader *r);
/* Copies n bytes (dst may be NULL to skip). False when they are not there. */
bool Reader_Bytes(Reader *r, void *dst, size_t n);
bool Reader_Skip(Reader *r, size_t n);
/* Reads n little-endian 16-bit words into dst in one go. */
bool Reader_U16Array(Reader *r, uint16_t *dst, size_t n);
/* Moves to an absolute position inside the buffer (<= size). */
bool Reader_Seek(Reader *r, size_t pos);

/* True when count elements of elem_size bytes fit in what is left, so an
 * allocation of that size is justified by the file. Records
 * "NAME: count N does not fit in the file" otherwise. */
bool Reader_CheckArray(Reader *r, uint64_t count, size_t elem_size, const char *name);

/* Records an error at the current position (first one wins). Returns false
 * so callers can write `return Reader_Fail(...)`. */
bool Reader_Fail(Reader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Same, at an explicit absolute byte offset and section. */
bool Reader_FailAt(Reader *r, size_t abs_pos, const char *section, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Formats the recorded error as "error: FILE: SECTION: WHAT (at byte N)". */
void Reader_FormatError(const Reader *r, const char *file, char *out, size_t cap);

#endif
