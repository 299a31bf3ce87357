/* Replay files (see replay.h). */
#include "engine/sim/replay.h"

#include "engine/core/file_read.h"

#include "engine/core/atomic_file.h"
#include "engine/level/level.h" /* Level_Crc32: the one CRC-32 of the project */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void Replay_InitMask(Replay *r, uint32_t level_checksum, uint32_t level_size, uint32_t mask)
{
    memset(r, 0, sizeof(*r));
    r->level_checksum = level_checksum;
    r->level_size = level_size;
    r->mask = mask & INPUT_ANY_GAME_MASK;
}

void Replay_Init(Replay *r, uint32_t level_checksum, uint32_t level_size)
{
    Replay_InitMask(r, level_checksum, level_size, INPUT_VALID_MASK);
}

/* Bytes per stored word: 2 while the mask fits them (TR1's files). */
static uint32_t word_size(uint32_t mask)
{
    return mask > 0xFFFFu ? 4u : 2u;
}

bool Replay_Append(Replay *r, InputWord w)
{
    if (r->num_ticks >= REPLAY_MAX_TICKS)
        return false;
    if (r->num_ticks == r->cap) {
        uint32_t cap = r->cap ? r->cap * 2 : 1024;
        uint32_t *p = realloc(r->words, (size_t)cap * sizeof(*p));
        if (!p)
            return false;
        r->words = p;
        r->cap = cap;
    }
    r->words[r->num_ticks++] = w & r->mask;
    return true;
}

InputWord Replay_Get(const Replay *r, uint32_t t)
{
    return t < r->num_ticks ? r->words[t] : 0;
}

void Replay_Free(Replay *r)
{
    free(r->words);
    memset(r, 0, sizeof(*r));
}

static void put16(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}
static void put32(uint8_t *p, uint32_t v)
{
    put16(p, v);
    put16(p + 2, v >> 16);
}
static uint32_t get16(const uint8_t *p) { return (uint32_t)p[0] | ((uint32_t)p[1] << 8); }
static uint32_t get32(const uint8_t *p) { return get16(p) | (get16(p + 2) << 16); }

/* The file's checksum: CRC-32 of header bytes 0..27 followed by the
 * CRC-32 of the input words (little-endian). A change to any byte other
 * than the checksum itself changes it, and no copy of the file is needed.
 * size >= REPLAY_HEADER_SIZE. */
static uint32_t file_crc(const uint8_t *data, size_t size)
{
    uint8_t head[REPLAY_CRC_OFFSET + 4];
    memcpy(head, data, REPLAY_CRC_OFFSET);
    put32(head + REPLAY_CRC_OFFSET,
          Level_Crc32(data + REPLAY_HEADER_SIZE, size - REPLAY_HEADER_SIZE));
    return Level_Crc32(head, sizeof head);
}

bool Replay_Serialize(const Replay *r, uint8_t **out, size_t *out_size)
{
    uint32_t ws = word_size(r->mask);
    size_t size = REPLAY_HEADER_SIZE + (size_t)r->num_ticks * ws;
    uint8_t *buf = malloc(size);
    *out = NULL;
    *out_size = 0;
    if (!buf)
        return false;
    memcpy(buf, REPLAY_MAGIC, 8);
    put16(buf + 8, REPLAY_VERSION);
    put16(buf + 10, ws);
    put32(buf + 12, r->level_checksum);
    put32(buf + 16, r->level_size);
    put32(buf + 20, r->num_ticks);
    put32(buf + 24, r->flags);
    put32(buf + REPLAY_CRC_OFFSET, 0);
    for (uint32_t i = 0; i < r->num_ticks; i++) {
        if (ws == 4)
            put32(buf + REPLAY_HEADER_SIZE + 4u * i, r->words[i]);
        else
            put16(buf + REPLAY_HEADER_SIZE + 2u * i, r->words[i]);
    }
    put32(buf + REPLAY_CRC_OFFSET, file_crc(buf, size));
    *out = buf;
    *out_size = size;
    return true;
}

bool Replay_Save(const Replay *r, const char *path, char *err, size_t err_cap)
{
    uint8_t *buf;
    size_t size;
    if (!Replay_Serialize(r, &buf, &size)) {
        snprintf(err, err_cap, "error: %s: out of memory", path);
        return false;
    }
    bool ok = AtomicFile_WriteAll(path, buf, size, err, err_cap);
    free(buf);
    return ok;
}

static bool parse_for(const uint8_t *data, size_t size, const char *what,
                      uint32_t expect_checksum, uint32_t expect_size, Replay *out, char *err,
                      size_t err_cap);

bool Replay_Parse(const uint8_t *data, size_t size, uint32_t expect_checksum,
                  uint32_t expect_size, Replay *out, char *err, size_t err_cap)
{
    return parse_for(data, size, "level", expect_checksum, expect_size, out, err, err_cap);
}

/* Replay_Parse; `what` the replay is played on ("level", "gameflow"). */
static bool parse_for(const uint8_t *data, size_t size, const char *what,
                      uint32_t expect_checksum, uint32_t expect_size, Replay *out, char *err,
                      size_t err_cap)
{
    memset(out, 0, sizeof(*out));
    if (size < REPLAY_HEADER_SIZE) {
        snprintf(err, err_cap, "replay truncated: %zu bytes, header needs %d", size,
                 REPLAY_HEADER_SIZE);
        return false;
    }
    if (memcmp(data, REPLAY_MAGIC, 8) != 0) {
        snprintf(err, err_cap, "not a tomb8 replay (bad magic)");
        return false;
    }
    uint32_t version = get16(data + 8), wsize = get16(data + 10);
    if (version != REPLAY_VERSION || (wsize != 2 && wsize != 4)) {
        if (version < REPLAY_VERSION && wsize == 2)
            snprintf(err, err_cap,
                     "replay version %u is from an older tomb8 whose files were not "
                     "tamper-evident: record it again",
                     version);
        else
            snprintf(err, err_cap, "unsupported replay version %u (word size %u)", version,
                     wsize);
        return false;
    }
    uint32_t n = get32(data + 20);
    if (n > REPLAY_MAX_TICKS) {
        snprintf(err, err_cap, "replay corrupt: %u ticks exceeds the limit %u", n,
                 REPLAY_MAX_TICKS);
        return false;
    }
    size_t need = REPLAY_HEADER_SIZE + (size_t)n * wsize;
    if (size < need) {
        snprintf(err, err_cap, "replay truncated: %u ticks need %zu bytes, file has %zu", n,
                 need, size);
        return false;
    }
    if (size > need) {
        snprintf(err, err_cap, "replay corrupt: %zu bytes of trailing data", size - need);
        return false;
    }
    /* One checksum over everything else: whatever field was changed, the
     * file is refused before any of it is believed. */
    if (file_crc(data, size) != get32(data + REPLAY_CRC_OFFSET)) {
        snprintf(err, err_cap, "replay corrupt: checksum mismatch (the file was changed)");
        return false;
    }
    uint32_t sum = get32(data + 12), lsize = get32(data + 16);
    if (sum != expect_checksum || lsize != expect_size) {
        snprintf(err, err_cap,
                 "replay is for another %s (checksum %08x size %u, %s has %08x size %u)", what,
                 sum, lsize, what, expect_checksum, expect_size);
        return false;
    }
    /* A known checksum with an unknown flag: a newer writer's file. */
    uint32_t flags = get32(data + 24);
    if (flags & ~REPLAY_FLAGS_KNOWN) {
        snprintf(err, err_cap, "replay corrupt: unknown flags %08x", flags);
        return false;
    }
    out->level_checksum = sum;
    out->level_size = lsize;
    out->flags = flags;
    out->num_ticks = n;
    out->cap = n;
    /* 2-byte words hold TR1's play bits; 4-byte ones any game's. */
    uint32_t mask = wsize == 4 ? INPUT_ANY_GAME_MASK : INPUT_VALID_MASK;
    out->mask = mask;
    out->words = malloc((size_t)(n ? n : 1) * sizeof(uint32_t));
    if (!out->words) {
        snprintf(err, err_cap, "out of memory");
        return false;
    }
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *p = data + REPLAY_HEADER_SIZE + (size_t)wsize * i;
        uint32_t w = wsize == 4 ? get32(p) : get16(p);
        if (w & ~mask) {
            snprintf(err, err_cap, "replay corrupt: tick %u has unknown input bits %04x", i, w);
            Replay_Free(out);
            return false;
        }
        out->words[i] = w;
    }
    return true;
}

bool Replay_Load(const char *path, uint32_t expect_checksum, uint32_t expect_size,
                 Replay *out, char *err, size_t err_cap)
{
    return Replay_LoadFor(path, "level", expect_checksum, expect_size, out, err, err_cap);
}

bool Replay_LoadFor(const char *path, const char *what, uint32_t expect_checksum,
                    uint32_t expect_size, Replay *out, char *err, size_t err_cap)
{
    memset(out, 0, sizeof(*out));
    /* Bounded read: a replay is at most the header plus the tick limit. */
    size_t max = REPLAY_HEADER_SIZE + (size_t)REPLAY_MAX_TICKS * 4u;
    uint8_t *buf;
    size_t len;
    if (FileRead_Regular(path, "replay", max, &buf, &len, err, err_cap) != FILE_READ_OK)
        return false;
    char msg[200];
    bool ok = parse_for(buf, len, what, expect_checksum, expect_size, out, msg, sizeof(msg));
    free(buf);
    if (!ok)
        snprintf(err, err_cap, "error: %s: %s", path, msg);
    return ok;
}
