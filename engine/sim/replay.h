/* Replay files: the input of a run, one word per tick, tied to one level.
 *
 * Layout (little-endian):
 *   0  char[8]  magic "T8REPLAY"
 *   8  u16      format version (REPLAY_VERSION)
 *  10  u16      bytes per input word: 2 when every word fits 16 bits (TR1's
 *               play bits), 4 for a game whose bits go beyond (TR2/TR3's
 *               flare, bit 19)
 *  12  u32      level checksum (Level.checksum, CRC-32 of the level file)
 *  16  u32      level file size
 *  20  u32      number of ticks N
 *  24  u32      flags (bit 0: started from the level's demo start state)
 *  28  u32      checksum of every other byte: CRC-32 of bytes 0..27
 *               followed by the CRC-32 of the input words (u32)
 *  32  u16[N] or u32[N]  input words (2-byte words: only bits in
 *               INPUT_VALID_MASK; 4-byte words: only INPUT_ANY_GAME_MASK)
 * Anything after the words is an error ("trailing data").
 *
 * The checksum covers every other byte, so a change anywhere (a flag bit, a
 * tick count, a word) is refused rather than silently changing the run.
 * Version 1 files checked the words only; they are refused (record again).
 *
 * Replay_Save writes the file whole or not at all (engine/core/
 * atomic_file.h). */
#ifndef TOMB8_ENGINE_SIM_REPLAY_H
#define TOMB8_ENGINE_SIM_REPLAY_H

#include "engine/core/common.h"
#include "engine/sim/input.h"

#define REPLAY_MAGIC "T8REPLAY"
#define REPLAY_VERSION 2
#define REPLAY_CRC_OFFSET 28
#define REPLAY_HEADER_SIZE 32
#define REPLAY_MAX_TICKS (1u << 24) /* ~6 days at 30 Hz: bounds allocation */
#define REPLAY_FLAG_DEMO_START 0x1u
#define REPLAY_FLAGS_KNOWN REPLAY_FLAG_DEMO_START /* any other bit: corrupt */

typedef struct {
    uint32_t level_checksum;
    uint32_t level_size;
    uint32_t flags;
    uint32_t num_ticks;
    uint32_t cap;
    uint32_t mask;          /* the bits the words keep (the game's) */
    uint32_t *words;
} Replay;

/* A replay of TR1's play bits (INPUT_VALID_MASK, 2-byte words). */
void Replay_Init(Replay *r, uint32_t level_checksum, uint32_t level_size);
/* A replay keeping the bits of `mask` (a game's GameRules.input_mask,
 * within INPUT_ANY_GAME_MASK); words of 4 bytes when it goes beyond 16
 * bits, so a TR1 replay's bytes stay what they were. */
void Replay_InitMask(Replay *r, uint32_t level_checksum, uint32_t level_size, uint32_t mask);
/* Appends a tick's input (its bits outside the mask dropped). False only
 * when REPLAY_MAX_TICKS is reached or memory runs out. */
bool Replay_Append(Replay *r, InputWord w);
/* Input of tick t (0 past the end). */
InputWord Replay_Get(const Replay *r, uint32_t t);
void Replay_Free(Replay *r);

/* Serialise / parse. Errors: one line in err. expect_checksum/size are the
 * level the replay is played on; a mismatch is an error. */
bool Replay_Save(const Replay *r, const char *path, char *err, size_t err_cap);
/* The file image Replay_Save writes (malloc'd into *out; false when out of
 * memory), for callers that commit it together with other outputs. */
bool Replay_Serialize(const Replay *r, uint8_t **out, size_t *size);
bool Replay_Parse(const uint8_t *data, size_t size, uint32_t expect_checksum,
                  uint32_t expect_size, Replay *out, char *err, size_t err_cap);
bool Replay_Load(const char *path, uint32_t expect_checksum, uint32_t expect_size,
                 Replay *out, char *err, size_t err_cap);
/* Replay_Load for a replay played on `what` ("gameflow": a whole game's
 * replay names the gameflow's checksum and size; a mismatch says so). */
bool Replay_LoadFor(const char *path, const char *what, uint32_t expect_checksum,
                    uint32_t expect_size, Replay *out, char *err, size_t err_cap);


#endif
