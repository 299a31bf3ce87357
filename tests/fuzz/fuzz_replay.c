/* libFuzzer target: the replay reader (built by tools/fuzz.sh).
 *
 * Each input is parsed twice: as it is (the level it names taken from its
 * own header, so the checks past the level match are reached), and sealed
 * again with a correct checksum, so that the flag and input-word checks
 * behind the checksum are fuzzed too. Whatever parses must serialise back
 * to the same bytes and parse again to the same words; a refusal must
 * leave nothing allocated and give a message. */
#include "engine/level/level.h"
#include "engine/sim/replay.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

static void put32(uint8_t *p, uint32_t v)
{
    for (int k = 0; k < 4; k++)
        p[k] = (uint8_t)(v >> (8 * k));
}

static void check(const uint8_t *data, size_t size)
{
    uint32_t sum = size >= 20 ? get32(data + 12) : 0, lsize = size >= 20 ? get32(data + 16) : 0;
    Replay r;
    char err[256];
    err[0] = '\0';
    if (!Replay_Parse(data, size, sum, lsize, &r, err, sizeof err)) {
        if (r.words || !err[0])
            __builtin_trap();
        return;
    }
    uint8_t *back;
    size_t back_size;
    if (Replay_Serialize(&r, &back, &back_size)) {
        if (back_size != size || memcmp(back, data, size) != 0)
            __builtin_trap(); /* what was accepted is what is written */
        free(back);
    }
    for (uint32_t t = 0; t < r.num_ticks + 2; t++)
        if (Replay_Get(&r, t) & ~INPUT_VALID_MASK)
            __builtin_trap();
    Replay_Free(&r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check(data, size);
    if (size < REPLAY_HEADER_SIZE || size > (64u << 20))
        return 0;
    uint8_t *copy = malloc(size);
    if (!copy)
        return 0;
    memcpy(copy, data, size);
    /* sealed as the writer seals (replay.h) */
    uint8_t head[REPLAY_CRC_OFFSET + 4];
    memcpy(head, copy, REPLAY_CRC_OFFSET);
    put32(head + REPLAY_CRC_OFFSET,
          Level_Crc32(copy + REPLAY_HEADER_SIZE, size - REPLAY_HEADER_SIZE));
    put32(copy + REPLAY_CRC_OFFSET, Level_Crc32(head, sizeof head));
    check(copy, size);
    free(copy);
    return 0;
}
