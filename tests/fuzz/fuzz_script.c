/* libFuzzer target for the TR2/TR3 gameflow script parser
 * (engine/level/script.h). Any input must parse or fail with one message;
 * a parsed script's strings and sequences are walked so a validation gap
 * shows up as a sanitizer report. Built like fuzz_level.c (clang with
 * -fsanitize=fuzzer,address,undefined, the sources of engine/core and
 * engine/level and this file). Seeds: ../shared/levels/tr2/TOMBPC.DAT and the scripts tests/test_script.c
 * builds. */
#include "engine/core/log.h"
#include "engine/level/script.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static volatile uint32_t g_sink;

static uint32_t walk_strings(const ScriptStrings *t)
{
    uint32_t sum = 0;
    for (uint32_t i = 0; i < t->count; i++)
        sum += (uint32_t)strlen(t->strings[i]);
    return sum;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Script s;
    char err[512];
    Log_SetQuiet(1);
    if (!Script_Parse(data, size, "fuzz", &s, err, sizeof err)) {
        if (strncmp(err, "error: fuzz: ", 13) != 0)
            __builtin_trap(); /* every failure must carry a proper message */
        return 0;
    }
    uint32_t sum = walk_strings(&s.level_names) + walk_strings(&s.level_paths) +
                   walk_strings(&s.cutscene_paths) + walk_strings(&s.fmvs) +
                   walk_strings(&s.titles) + walk_strings(&s.chapter_screens);
    for (uint32_t q = 0; q < s.num_sequences; q++) {
        const ScriptSequence *seq = &s.sequences[q];
        if (seq->num_commands == 0 ||
            seq->commands[seq->num_commands - 1].opcode != SCRIPT_END_OPCODE)
            __builtin_trap();
        for (uint32_t i = 0; i < seq->num_commands; i++)
            sum += seq->commands[i].opcode + (uint32_t)seq->commands[i].operand;
    }
    for (uint32_t i = 0; i < s.num_demo_levels; i++)
        sum += s.demo_levels[i];
    g_sink = sum;
    Script_Free(&s);
    return 0;
}
