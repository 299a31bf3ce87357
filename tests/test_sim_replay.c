/* Replay files: round trip, rejection of bad files, and determinism of
 * replayed runs (in process and through build/tomb8). */
#include "engine/level/level.h"
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/log.h"
#include "engine/sim/replay.h"
#include "engine/sim/sim.h"

#include "tests/test_levels.h"

static void make_replay(Replay *r, uint32_t sum, uint32_t size, uint32_t n, uint32_t seed)
{
    Replay_Init(r, sum, size);
    uint32_t x = seed;
    for (uint32_t i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        Replay_Append(r, (x >> 9) & INPUT_VALID_MASK);
    }
}

static bool write_bytes(const char *path, const uint8_t *d, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fwrite(d, 1, n, f) == n;
    return fclose(f) == 0 && ok;
}

TEST(sim_replay_round_trip)
{
    Replay r, back;
    make_replay(&r, 0xDEADBEEF, 12345, 500, 7);
    char path[512], err[256];
    snprintf(path, sizeof path, "%s/rt.t8r", Test_TmpDir());
    CHECK(Replay_Save(&r, path, err, sizeof err));
    CHECK_MSG(Replay_Load(path, 0xDEADBEEF, 12345, &back, err, sizeof err), "%s", err);
    CHECK_EQ(back.num_ticks, 500);
    for (uint32_t i = 0; i < 500; i++)
        CHECK_EQ(Replay_Get(&back, i), Replay_Get(&r, i));
    CHECK_EQ(Replay_Get(&back, 500), 0); /* past the end: no input */
    Replay_Free(&back);
    Replay_Free(&r);
}

TEST(sim_replay_bad_files_rejected)
{
    Replay r, out;
    make_replay(&r, 0x11223344, 1000, 64, 3);
    char path[512], err[256];
    snprintf(path, sizeof path, "%s/bad.t8r", Test_TmpDir());
    CHECK(Replay_Save(&r, path, err, sizeof err));
    size_t size;
    uint8_t *good = Test_ReadFile(path, &size);
    CHECK(good && size == REPLAY_HEADER_SIZE + 128);

    /* another level */
    CHECK(!Replay_Parse(good, size, 0x11223345, 1000, &out, err, sizeof err));
    CHECK(strstr(err, "another level") != NULL);
    CHECK(!Replay_Parse(good, size, 0x11223344, 999, &out, err, sizeof err));
    /* truncated: header and words */
    CHECK(!Replay_Parse(good, 20, 0x11223344, 1000, &out, err, sizeof err));
    CHECK(strstr(err, "truncated") != NULL);
    CHECK(!Replay_Parse(good, size - 1, 0x11223344, 1000, &out, err, sizeof err));
    CHECK(strstr(err, "truncated") != NULL);
    uint8_t *bad = malloc(size + 4);
    /* corrupt input word: checksum mismatch */
    memcpy(bad, good, size);
    bad[REPLAY_HEADER_SIZE + 10] ^= 0x01;
    CHECK(!Replay_Parse(bad, size, 0x11223344, 1000, &out, err, sizeof err));
    CHECK(strstr(err, "corrupt") != NULL);
    /* bad magic, bad version */
    memcpy(bad, good, size);
    bad[0] = 'X';
    CHECK(!Replay_Parse(bad, size, 0x11223344, 1000, &out, err, sizeof err));
    memcpy(bad, good, size);
    bad[8] = 99;
    CHECK(!Replay_Parse(bad, size, 0x11223344, 1000, &out, err, sizeof err));
    /* absurd tick count */
    memcpy(bad, good, size);
    bad[23] = 0x7F;
    CHECK(!Replay_Parse(bad, size, 0x11223344, 1000, &out, err, sizeof err));
    /* trailing bytes */
    memcpy(bad, good, size);
    memset(bad + size, 0, 4);
    CHECK(!Replay_Parse(bad, size + 4, 0x11223344, 1000, &out, err, sizeof err));
    /* an unknown input bit with a matching checksum */
    memcpy(bad, good, size);
    bad[REPLAY_HEADER_SIZE + 1] |= 0x80;
    /* the checksum of version 2: CRC-32 of bytes 0..27 and the words' CRC-32 */
    uint8_t head[32];
    uint32_t crc = Level_Crc32(bad + REPLAY_HEADER_SIZE, 128);
    memcpy(head, bad, 28);
    for (int k = 0; k < 4; k++)
        head[28 + k] = (uint8_t)(crc >> (8 * k));
    crc = Level_Crc32(head, sizeof head);
    bad[28] = (uint8_t)crc;
    bad[29] = (uint8_t)(crc >> 8);
    bad[30] = (uint8_t)(crc >> 16);
    bad[31] = (uint8_t)(crc >> 24);
    CHECK(!Replay_Parse(bad, size, 0x11223344, 1000, &out, err, sizeof err));
    CHECK(strstr(err, "input bits") != NULL);
    /* and the good one parses */
    CHECK(Replay_Parse(good, size, 0x11223344, 1000, &out, err, sizeof err));
    Replay_Free(&out);
    free(bad);
    free(good);
    Replay_Free(&r);
}

/* The same replay run twice gives the same state hash on every tick. */
TEST(sim_replay_determinism_in_process)
{
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Replay r;
    make_replay(&r, lv.checksum, lv.file_size, 600, 11);
    SimConfig cfg = {.animate_all = true};
    uint64_t *hashes = malloc(600 * sizeof(uint64_t));
    char err[128];
    for (int run = 0; run < 2; run++) {
        Sim s;
        CHECK(Sim_Init(&s, &lv, &cfg, err, sizeof err));
        for (uint32_t t = 0; t < r.num_ticks; t++) {
            Sim_Step(&s, Replay_Get(&r, t));
            uint64_t h = Sim_Hash(&s);
            if (run == 0)
                hashes[t] = h;
            else if (hashes[t] != h) {
                Sim_Free(&s);
                free(hashes);
                Replay_Free(&r);
                Level_Free(&lv);
                CHECK_MSG(false, "hash differs at tick %u", t);
            }
        }
        Sim_Free(&s);
    }
    free(hashes);
    Replay_Free(&r);
    Level_Free(&lv);
}

TEST(sim_replay_cli_record_and_replay)
{
    const char *lvl = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!lvl)
        SKIP("tr1/LEVEL1.PHD not available");
    Level lv;
    LOAD_OR_SKIP("tr1/LEVEL1.PHD", &lv);
    Replay r;
    make_replay(&r, lv.checksum, lv.file_size, 90, 5);
    char rp[512], rec[512], t1[512], t2[512], err[256], cmd[4096], o1[512], o2[512];
    snprintf(rp, sizeof rp, "%s/cli.t8r", Test_TmpDir());
    snprintf(rec, sizeof rec, "%s/cli_rec.t8r", Test_TmpDir());
    snprintf(t1, sizeof t1, "%s/cli1.csv", Test_TmpDir());
    snprintf(t2, sizeof t2, "%s/cli2.csv", Test_TmpDir());
    CHECK(Replay_Save(&r, rp, err, sizeof err));
    const char *bin = Test_BinPath("tomb8");
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --replay %s --trace %s --record %s", bin,
             lvl, rp, t1, rec);
    CHECK_EQ(Test_Run(cmd, o1, sizeof o1), 0);
    CHECK(strstr(o1, "\"ticks\":90") != NULL);
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --replay %s --trace %s", bin, lvl, rec, t2);
    CHECK_EQ(Test_Run(cmd, o2, sizeof o2), 0);
    CHECK(strcmp(o1, o2) == 0);
    size_t n1, n2;
    uint8_t *a = Test_ReadFile(t1, &n1), *b = Test_ReadFile(t2, &n2);
    bool same = a && b && n1 == n2 && memcmp(a, b, n1) == 0;
    /* the trace's input column is the replay's words */
    char want[64];
    snprintf(want, sizeof want, "\n0,%u,", (unsigned)Replay_Get(&r, 0));
    bool input_col = a && strstr((const char *)a, want) != NULL;
    free(a);
    free(b);
    CHECK(same);
    CHECK(input_col);
    /* a replay for another level: exit 2 with one error line */
    Replay other;
    make_replay(&other, lv.checksum ^ 1, lv.file_size, 10, 1);
    CHECK(Replay_Save(&other, rp, err, sizeof err));
    snprintf(cmd, sizeof cmd, "%s --headless --level %s --replay %s 2>&1", bin, lvl, rp);
    CHECK_EQ(Test_Run(cmd, o1, sizeof o1), 2);
    CHECK(strstr(o1, "another level") != NULL);
    /* truncated file */
    uint8_t junk[10] = "T8REPLAY\1";
    CHECK(write_bytes(rp, junk, sizeof junk));
    CHECK_EQ(Test_Run(cmd, o1, sizeof o1), 2);
    CHECK(strstr(o1, "truncated") != NULL);
    Replay_Free(&other);
    Replay_Free(&r);
    Level_Free(&lv);
}
