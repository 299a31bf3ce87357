/* QA regressions: replay header fields outside the input CRC.
 *
 * The flags word is not covered by the CRC of the input words, so a flipped
 * bit there was accepted silently (and a set bit 0 changed how the run
 * starts). Unknown flag bits are now an error, in-process and on the
 * command line (one line, exit status 2). */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/sim/replay.h"

TEST(qa_replay_unknown_flags_rejected)
{
    Replay r;
    Replay_Init(&r, 0x12345678u, 1000);
    for (int i = 0; i < 10; i++)
        CHECK(Replay_Append(&r, (InputWord)i));
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/qa_flags.rep", Test_TmpDir());
    CHECK_MSG(Replay_Save(&r, path, err, sizeof err), "%s", err);
    Replay_Free(&r);
    size_t size;
    uint8_t *data = Test_ReadFile(path, &size);
    CHECK(data && size == REPLAY_HEADER_SIZE + 20);

    Replay back;
    CHECK_MSG(Replay_Parse(data, size, 0x12345678u, 1000, &back, err, sizeof err), "%s", err);
    CHECK_EQ(back.flags, 0);
    Replay_Free(&back);
    data[24] = REPLAY_FLAG_DEMO_START; /* the one known flag */
    CHECK_MSG(Replay_Parse(data, size, 0x12345678u, 1000, &back, err, sizeof err), "%s", err);
    CHECK_EQ(back.flags, REPLAY_FLAG_DEMO_START);
    Replay_Free(&back);
    for (int byte = 24; byte < 28; byte++) {
        for (int bit = byte == 24 ? 1 : 0; bit < 8; bit++) {
            data[24] = data[25] = data[26] = data[27] = 0;
            data[byte] = (uint8_t)(1u << bit);
            bool ok = Replay_Parse(data, size, 0x12345678u, 1000, &back, err, sizeof err);
            CHECK_MSG(!ok, "flag byte %d bit %d accepted", byte, bit);
            CHECK_MSG(strstr(err, "unknown flags"), "%s", err);
            CHECK(back.words == NULL);
        }
    }
    free(data);
}

TEST(qa_replay_cli_corrupt_flags_exit_2)
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
    data[26] = 0x40;
    FILE *f = fopen(rep, "wb");
    CHECK(f);
    CHECK(fwrite(data, 1, size, f) == size);
    fclose(f);
    free(data);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --replay %s 2>&1", Test_BinPath("tomb8"),
             level, rep);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2, "exit %d: %s", rc, out);
    char *nl = strchr(out, '\n');
    CHECK_MSG(nl && nl[1] == 0 && strstr(out, "unknown flags"), "%s", out);
}
