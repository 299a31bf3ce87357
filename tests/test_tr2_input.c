/* TR2's input (issue 22, "How it is checked"): the flare key in the key
 * map, each game's own input bits (GameRules.input_mask), and replays that
 * keep the flare (bit 19) for TR2 while TR1's files stay byte for byte
 * what they were. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/level/level.h"
#include "engine/sim/input.h"
#include "engine/sim/replay.h"
#include "game/input_map.h"
#include "game/rules/rules.h"

static void press_key(const InputMap *m, InputState *s, PlatformKey k)
{
    PlatformEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.type = PEV_KEY_DOWN;
    ev.key = k;
    InputMap_HandleEvent(m, s, &ev);
}

TEST(tr2_input_flare_key_in_key_map)
{
    InputMap m;
    InputState s;
    InputMap_Defaults(&m);
    InputState_Clear(&s);
    press_key(&m, &s, PKEY_COMMA);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_FLARE);
    press_key(&m, &s, PKEY_UP);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_FLARE | INPUT_FORWARD);
    /* its name in the key file, both ways, and rebinding it */
    CHECK_EQ(InputMap_ActionFromName("flare"), ACT_FLARE);
    char err[256];
    static const char cfg[] = "flare = f\n";
    CHECK_MSG(InputMap_Parse(&m, cfg, sizeof cfg - 1, "k.cfg", err, sizeof err), "%s", err);
    InputState_Clear(&s);
    press_key(&m, &s, PKEY_F);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_FLARE);
    char text[4096];
    InputMap_Format(&m, text, sizeof text);
    CHECK(strstr(text, "\nflare = f") != NULL);
}

TEST(tr2_input_mask_per_game)
{
    CHECK_EQ(GameRules_InputMask(GAME_TR1), INPUT_VALID_MASK);
    CHECK_EQ(GameRules_InputMask(GAME_TR2), INPUT_VALID_MASK | INPUT_FLARE);
    CHECK_EQ(GameRules_InputMask(GAME_TR3),
             INPUT_VALID_MASK | INPUT_FLARE | INPUT_DUCK | INPUT_SPRINT);
    CHECK_EQ(GameRules_TR2.input_mask & INPUT_FLARE, INPUT_FLARE);
}

/* A TR2 replay keeps bit 19 in 4-byte words; a TR1 one drops it and its
 * file is the 2-byte format it always was. */
TEST(tr2_input_replay_keeps_flare)
{
    Replay r, back;
    char err[256];
    uint8_t *bytes;
    size_t size;
    Replay_InitMask(&r, 0x1234, 99, GameRules_InputMask(GAME_TR2));
    CHECK(Replay_Append(&r, INPUT_FLARE | INPUT_FORWARD));
    CHECK(Replay_Append(&r, INPUT_FLARE | INPUT_SELECT)); /* not a play bit */
    CHECK(Replay_Serialize(&r, &bytes, &size));
    CHECK_EQ(size, 32u + 2u * 4u);
    CHECK_EQ(bytes[10], 4);
    CHECK_MSG(Replay_Parse(bytes, size, 0x1234, 99, &back, err, sizeof err), "%s", err);
    CHECK_EQ(back.num_ticks, 2u);
    CHECK_EQ(Replay_Get(&back, 0), INPUT_FLARE | INPUT_FORWARD);
    CHECK_EQ(Replay_Get(&back, 1), INPUT_FLARE);
    Replay_Free(&back);
    free(bytes);
    Replay_Free(&r);

    Replay_Init(&r, 0x1234, 99);
    CHECK(Replay_Append(&r, INPUT_FLARE | INPUT_FORWARD));
    CHECK(Replay_Serialize(&r, &bytes, &size));
    CHECK_EQ(size, 32u + 2u);
    CHECK_EQ(bytes[10], 2);
    CHECK_EQ(bytes[32], INPUT_FORWARD);
    CHECK_EQ(bytes[33], 0);
    free(bytes);
    Replay_Free(&r);
}

static void put32le(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* A 4-byte word with a bit no game plays is refused (the file's checksum
 * made good, so only the word is wrong), as a 2-byte one is. */
TEST(tr2_input_replay_unknown_bit_refused)
{
    Replay r, back;
    char err[256];
    uint8_t *bytes;
    size_t size;
    Replay_InitMask(&r, 7, 8, INPUT_ANY_GAME_MASK);
    CHECK(Replay_Append(&r, INPUT_FLARE));
    CHECK(Replay_Serialize(&r, &bytes, &size));
    Replay_Free(&r);
    CHECK_MSG(Replay_Parse(bytes, size, 7, 8, &back, err, sizeof err), "%s", err);
    Replay_Free(&back);
    put32le(bytes + 32, INPUT_FLARE | (1u << 25));
    uint8_t head[32];
    memcpy(head, bytes, 28);
    put32le(head + 28, Level_Crc32(bytes + 32, size - 32));
    put32le(bytes + 28, Level_Crc32(head, sizeof head));
    CHECK(!Replay_Parse(bytes, size, 7, 8, &back, err, sizeof err));
    CHECK_MSG(strstr(err, "unknown input bits") != NULL, "%s", err);
    free(bytes);
}

/* build/tomb8 on a TR2 level: --inputs words with the flare recorded and
 * replayed whole; on a TR1 level the same words record without it. */
TEST(tr2_input_cli_record_flare)
{
    const char *tr2 = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    const char *tr1 = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!tr2 || !tr1)
        SKIP("shared tr2/RANDO_TEST1.TR2 or tr1/LEVEL1.PHD not present");
    const char *tmp = Test_TmpDir();
    char csv[512], rec[512], trace[512], cmd[4096];
    static char out[1 << 14];
    snprintf(csv, sizeof csv, "%s/tr2_flare.csv", tmp);
    snprintf(rec, sizeof rec, "%s/tr2_flare.t8r", tmp);
    snprintf(trace, sizeof trace, "%s/tr2_flare_trace.csv", tmp);
    FILE *f = fopen(csv, "w");
    CHECK(f);
    fprintf(f, "input\n0\n%u\n%u\n1\n", INPUT_FLARE | INPUT_FORWARD, INPUT_FLARE);
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s --headless %s --inputs %s --record %s 2>&1",
             Test_BinPath("tomb8"), tr2, csv, rec);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    size_t n;
    uint8_t *b = Test_ReadFile(rec, &n);
    CHECK(b && n == 32 + 4 * 4 && b[10] == 4);
    CHECK(b && b[32 + 4 * 2 + 2] == 0x08); /* tick 2: bit 19 */
    free(b);
    snprintf(cmd, sizeof cmd, "%s --headless %s --replay %s --trace %s 2>&1",
             Test_BinPath("tomb8"), tr2, rec, trace);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    b = Test_ReadFile(trace, &n);
    char want[64];
    snprintf(want, sizeof want, "\n2,%u,", INPUT_FLARE);
    CHECK(b && strstr((char *)b, want) != NULL);
    free(b);

    snprintf(cmd, sizeof cmd, "%s --headless %s --inputs %s --record %s 2>&1",
             Test_BinPath("tomb8"), tr1, csv, rec);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    b = Test_ReadFile(rec, &n);
    CHECK(b && n == 32 + 2 * 4 && b[10] == 2);
    CHECK(b && b[32 + 2] == INPUT_FORWARD && b[32 + 4] == 0);
    free(b);
}

/* A whole TR2 game headless (a TOMBPC.DAT install): its replay keeps the
 * flare as the script's game plays it, and replays to the same run. */
TEST(tr2_input_game_replay_keeps_flare)
{
    const char *dat = Test_SharedPath("tr2/TOMBPC.DAT");
    const char *wall = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    if (!dat || !wall)
        SKIP("shared tr2/TOMBPC.DAT or tr2/RANDO_TEST1.TR2 not present");
    const char *tmp = Test_TmpDir();
    char inst[512], data[600], link[700], real[4096], csv[512], rec[512], cmd[4096];
    static char out[1 << 14];
    snprintf(inst, sizeof inst, "%s/tr2flare", tmp);
    snprintf(data, sizeof data, "%s/data", inst);
    mkdir(inst, 0755);
    mkdir(data, 0755);
    snprintf(link, sizeof link, "%s/TOMBPC.DAT", data);
    unlink(link);
    CHECK(realpath(dat, real) && symlink(real, link) == 0);
    snprintf(link, sizeof link, "%s/WALL.TR2", data);
    unlink(link);
    CHECK(realpath(wall, real) && symlink(real, link) == 0);
    snprintf(csv, sizeof csv, "%s/tr2flare.csv", tmp);
    snprintf(rec, sizeof rec, "%s/tr2flare.t8r", tmp);
    FILE *f = fopen(csv, "w");
    CHECK(f);
    /* the bare title: action starts the game; then the flare key */
    fprintf(f, "input\n0\n64\n0\n%u\n%u\n0\n", INPUT_FLARE, INPUT_FLARE | INPUT_FORWARD);
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s --headless %s --inputs %s --record %s 2>&1",
             Test_BinPath("tomb8"), inst, csv, rec);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    size_t n;
    uint8_t *b = Test_ReadFile(rec, &n);
    CHECK(b && n == 32 + 6 * 4 && b[10] == 4);
    CHECK(b && b[32 + 4 * 3 + 2] == 0x08);
    free(b);
    char hash1[32] = "", hash2[32] = "";
    const char *h = strstr(out, "\"hash\":\"");
    if (h)
        snprintf(hash1, sizeof hash1, "%.16s", h + 8);
    snprintf(cmd, sizeof cmd, "%s --headless %s --replay %s 2>&1", Test_BinPath("tomb8"), inst,
             rec);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    h = strstr(out, "\"hash\":\"");
    if (h)
        snprintf(hash2, sizeof hash2, "%.16s", h + 8);
    CHECK_MSG(hash1[0] && !strcmp(hash1, hash2), "%s vs %s", hash1, hash2);
}
