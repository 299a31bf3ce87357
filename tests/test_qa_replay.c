/* QA regressions: replays are tamper-evident.
 *
 * The flags word used to be outside the checksum (which covered the input
 * words only), so a flipped flag bit was accepted and changed how the run
 * started (another state hash, exit 0). The checksum now covers every
 * other byte of the file: a change to any bit of the header or the body is
 * refused, in-process and on the command line (one line, exit status 2). A
 * properly sealed file with a flag this version does not know is refused
 * too ("unknown flags": a newer writer). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/level/level.h"
#include "engine/sim/replay.h"

/* Re-seals an edited image the way the writer does (replay.h layout). */
static void reseal(uint8_t *data, size_t size)
{
    uint8_t head[REPLAY_CRC_OFFSET + 4];
    uint32_t body = Level_Crc32(data + REPLAY_HEADER_SIZE, size - REPLAY_HEADER_SIZE);
    memcpy(head, data, REPLAY_CRC_OFFSET);
    for (int k = 0; k < 4; k++)
        head[REPLAY_CRC_OFFSET + k] = (uint8_t)(body >> (8 * k));
    uint32_t crc = Level_Crc32(head, sizeof head);
    for (int k = 0; k < 4; k++)
        data[REPLAY_CRC_OFFSET + k] = (uint8_t)(crc >> (8 * k));
}

static uint8_t *saved_replay(const char *name, size_t *size)
{
    Replay r;
    char path[1024], err[512];
    Replay_Init(&r, 0x12345678u, 1000);
    for (int i = 0; i < 10; i++)
        Replay_Append(&r, (InputWord)i);
    snprintf(path, sizeof path, "%s/%s", Test_TmpDir(), name);
    bool ok = Replay_Save(&r, path, err, sizeof err);
    Replay_Free(&r);
    return ok ? Test_ReadFile(path, size) : NULL;
}

TEST(qa_replay_any_bit_flip_rejected)
{
    size_t size;
    uint8_t *data = saved_replay("qa_flip.rep", &size);
    CHECK(data && size == REPLAY_HEADER_SIZE + 20);
    Replay back;
    char err[512];
    CHECK_MSG(Replay_Parse(data, size, 0x12345678u, 1000, &back, err, sizeof err), "%s", err);
    CHECK_EQ(back.flags, 0);
    Replay_Free(&back);
    /* every bit of the file, the flags' bit 0 (the one known flag) included */
    for (size_t byte = 0; byte < size; byte++) {
        for (int bit = 0; bit < 8; bit++) {
            data[byte] ^= (uint8_t)(1u << bit);
            bool ok = Replay_Parse(data, size, 0x12345678u, 1000, &back, err, sizeof err);
            data[byte] ^= (uint8_t)(1u << bit);
            CHECK_MSG(!ok, "byte %zu bit %d flipped: accepted", byte, bit);
            CHECK(back.words == NULL);
        }
    }
    /* the flags' bit 0 flipped: refused as a changed file, not run */
    data[24] ^= REPLAY_FLAG_DEMO_START;
    CHECK(!Replay_Parse(data, size, 0x12345678u, 1000, &back, err, sizeof err));
    CHECK_MSG(strstr(err, "checksum mismatch"), "%s", err);
    /* sealed again (as a writer would): accepted, and it means demo start */
    reseal(data, size);
    CHECK_MSG(Replay_Parse(data, size, 0x12345678u, 1000, &back, err, sizeof err), "%s", err);
    CHECK_EQ(back.flags, REPLAY_FLAG_DEMO_START);
    Replay_Free(&back);
    free(data);
}

TEST(qa_replay_unknown_flags_rejected)
{
    size_t size;
    uint8_t *data = saved_replay("qa_flags.rep", &size);
    CHECK(data);
    Replay back;
    char err[512];
    for (int byte = 24; byte < 28; byte++) {
        for (int bit = byte == 24 ? 1 : 0; bit < 8; bit++) {
            data[24] = data[25] = data[26] = data[27] = 0;
            data[byte] = (uint8_t)(1u << bit);
            reseal(data, size);
            bool ok = Replay_Parse(data, size, 0x12345678u, 1000, &back, err, sizeof err);
            CHECK_MSG(!ok, "flag byte %d bit %d accepted", byte, bit);
            CHECK_MSG(strstr(err, "unknown flags"), "%s", err);
            CHECK(back.words == NULL);
        }
    }
    /* a version 1 file (checksum over the words only) is refused by name */
    data[8] = 1;
    reseal(data, size);
    CHECK(!Replay_Parse(data, size, 0x12345678u, 1000, &back, err, sizeof err));
    CHECK_MSG(strstr(err, "version 1") && strstr(err, "record it again"), "%s", err);
    free(data);
}

TEST(qa_replay_cli_flipped_flag_exit_2)
{
    const char *level = Test_BinPath("data/default.phd");
    char rep[1024], cmd[4096], out[4096];
    snprintf(rep, sizeof rep, "%s/qa_cli_flags.rep", Test_TmpDir());
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --ticks 5 --record %s >/dev/null 2>&1",
             Test_BinPath("tomb8"), level, rep);
    CHECK_EQ(Test_Run(cmd, NULL, 0), 0);
    size_t size;
    uint8_t *data = Test_ReadFile(rep, &size);
    CHECK(data && size == REPLAY_HEADER_SIZE + 10);
    for (int which = 0; which < 2; which++) {
        /* 0: the known flag (changes the start), 1: an unknown one */
        uint8_t *edit = malloc(size);
        CHECK(edit);
        memcpy(edit, data, size);
        edit[which == 0 ? 24 : 26] ^= which == 0 ? REPLAY_FLAG_DEMO_START : 0x40;
        FILE *f = fopen(rep, "wb");
        CHECK(f);
        CHECK(fwrite(edit, 1, size, f) == size);
        fclose(f);
        free(edit);
        snprintf(cmd, sizeof cmd, "%s --headless --level %s --replay %s 2>&1",
                 Test_BinPath("tomb8"), level, rep);
        int rc = Test_Run(cmd, out, sizeof out);
        CHECK_MSG(rc == 2, "flip %d: exit %d: %s", which, rc, out);
        char *nl = strchr(out, '\n');
        CHECK_MSG(nl && nl[1] == 0 && strncmp(out, "error: ", 7) == 0 &&
                      strstr(out, "checksum mismatch"),
                  "%s", out);
    }
    free(data);
}
