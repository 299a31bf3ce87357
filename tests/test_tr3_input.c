/* TR3's input (issue 23, "How it is checked"): duck and sprint in the key
 * map as the original's bits 29 and 30, kept by TR3's replays; TR1's
 * replays drop them and stay the 2-byte files they were. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

TEST(tr3_input_duck_and_sprint_keys)
{
    CHECK_EQ(INPUT_DUCK, 1u << 29);
    CHECK_EQ(INPUT_SPRINT, 1u << 30);
    InputMap m;
    InputState s;
    InputMap_Defaults(&m);
    InputState_Clear(&s);
    press_key(&m, &s, PKEY_X);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_DUCK);
    press_key(&m, &s, PKEY_Z);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_DUCK | INPUT_SPRINT);
    CHECK_EQ(InputMap_ActionFromName("duck"), ACT_DUCK);
    CHECK_EQ(InputMap_ActionFromName("sprint"), ACT_SPRINT);
    char err[256];
    static const char cfg[] = "duck = c\nsprint = v\n";
    CHECK_MSG(InputMap_Parse(&m, cfg, sizeof cfg - 1, "k.cfg", err, sizeof err), "%s", err);
    InputState_Clear(&s);
    press_key(&m, &s, PKEY_C);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_DUCK);
    char text[4096];
    InputMap_Format(&m, text, sizeof text);
    CHECK(strstr(text, "\nduck = c") != NULL && strstr(text, "\nsprint = v") != NULL);
}

/* Only TR3 plays them: TR1 and TR2 drop them from live input. */
TEST(tr3_input_mask_per_game)
{
    CHECK_EQ(GameRules_InputMask(GAME_TR3) & (INPUT_DUCK | INPUT_SPRINT), INPUT_DUCK | INPUT_SPRINT);
    CHECK_EQ(GameRules_InputMask(GAME_TR2) & (INPUT_DUCK | INPUT_SPRINT), 0u);
    CHECK_EQ(GameRules_InputMask(GAME_TR1) & (INPUT_DUCK | INPUT_SPRINT), 0u);
    CHECK_EQ(INPUT_ANY_GAME_MASK & (INPUT_DUCK | INPUT_SPRINT), INPUT_DUCK | INPUT_SPRINT);
}

TEST(tr3_input_replay_keeps_duck_and_sprint)
{
    Replay r, back;
    char err[256];
    uint8_t *bytes;
    size_t size;
    Replay_InitMask(&r, 0x55, 77, GameRules_InputMask(GAME_TR3));
    CHECK(Replay_Append(&r, INPUT_DUCK | INPUT_FORWARD));
    CHECK(Replay_Append(&r, INPUT_SPRINT | INPUT_FLARE));
    CHECK(Replay_Serialize(&r, &bytes, &size));
    CHECK_EQ(size, 32u + 2u * 4u);
    CHECK_MSG(Replay_Parse(bytes, size, 0x55, 77, &back, err, sizeof err), "%s", err);
    CHECK_EQ(Replay_Get(&back, 0), INPUT_DUCK | INPUT_FORWARD);
    CHECK_EQ(Replay_Get(&back, 1), INPUT_SPRINT | INPUT_FLARE);
    Replay_Free(&back);
    free(bytes);
    Replay_Free(&r);
    /* TR1: the same words lose the bits; the file stays 2-byte words. */
    Replay_InitMask(&r, 0x55, 77, GameRules_InputMask(GAME_TR1));
    CHECK(Replay_Append(&r, INPUT_DUCK | INPUT_SPRINT | INPUT_FORWARD));
    CHECK(Replay_Serialize(&r, &bytes, &size));
    CHECK_EQ(size, 32u + 2u);
    CHECK_EQ(bytes[32], INPUT_FORWARD);
    CHECK_EQ(bytes[33], 0);
    free(bytes);
    Replay_Free(&r);
}

/* The state column of a --trace (the 13th) reaches `state`. */
static bool trace_reaches_state(const char *csv, int state)
{
    for (const char *line = strchr(csv, '\n'); line && line[1]; line = strchr(line + 1, '\n')) {
        const char *p = line + 1;
        for (int col = 0; col < 12 && p; col++) {
            p = strchr(p, ',');
            if (p)
                p++;
        }
        if (p && atoi(p) == state)
            return true;
    }
    return false;
}

/* --inputs carries bit 29 to a TR3 level (she crouches: TR3's state 71 in
 * the trace's state column, the original's number); a TR2 level ignores it
 * (TR2 has no such state). */
TEST(tr3_input_duck_from_inputs_file)
{
    const char *tr3 = Test_SharedPath("tr3/RANDO_TEST1.TR2");
    const char *tr2 = Test_SharedPath("tr2/RANDO_TEST1.TR2");
    if (!tr3 || !tr2)
        SKIP("shared TR2/TR3 levels not present");
    char inputs[512], trace[512], cmd[2048], out[4096];
    snprintf(inputs, sizeof inputs, "%s/tr3_duck_inputs.csv", Test_TmpDir());
    snprintf(trace, sizeof trace, "%s/tr3_duck_trace.csv", Test_TmpDir());
    FILE *f = fopen(inputs, "wb");
    CHECK(f != NULL);
    fputs("tick,input\n", f);
    for (int t = 0; t < 60; t++)
        fprintf(f, "%d,%u\n", t, t < 10 ? 0u : INPUT_DUCK);
    fclose(f);
    bool reached[2];
    const char *levels[2] = {tr3, tr2};
    for (int i = 0; i < 2; i++) {
        snprintf(cmd, sizeof cmd, "%s --headless --level %s --inputs %s --trace %s 2>&1",
                 Test_BinPath("tomb8"), levels[i], inputs, trace);
        CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s", out);
        size_t size;
        char *csv = (char *)Test_ReadFile(trace, &size);
        CHECK(csv != NULL);
        CHECK(strstr(csv, ",536870912,") != NULL); /* the word as given */
        reached[i] = trace_reaches_state(csv, 71);
        free(csv);
    }
    CHECK_MSG(reached[0], "TR3: never crouched");
    CHECK_MSG(!reached[1], "TR2 took the duck bit");
}
