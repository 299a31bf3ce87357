/* The TR2/TR3 gameflow script (TOMBPC.DAT on PC, TOMBPSX.DAT on the
 * PlayStation): the header's options and counts, the string tables (level
 * names, level files, cut-scene files, FMVs, title pictures, chapter
 * screens), the per-level command sequences and the demo levels.
 *
 * Layout (little-endian; TRosettaStone, "Scripting in TR2/TR3"):
 *   u32 version (3), char[256] description, u16 gameflow size (128),
 *   7 x 32-bit options (first option, title replace, death in demo, death
 *   in game, demo time, demo interrupted, demo ended), 36 filler bytes,
 *   u16 counts (levels, chapter screens, titles, FMVs, cut-scenes, demo
 *   levels), u16 title track, u16 single level, 32 filler bytes, u16 flags,
 *   6 filler bytes, u8 XOR key, u8 language, u16 secret track, 4 filler;
 *   string tables: level names, chapter screens, titles, FMVs, level files,
 *   cut-scene files (each: u16 offsets[count], u16 size, bytes[size], the
 *   bytes XOR-ed with the key when flag 0x100 is set); u16 sequence
 *   offsets[levels + 1], u16 size, the sequences (u16 opcodes, some with one
 *   u16 operand, each ending with opcode 9); u16 demo levels[count]; then
 *   (PSX only: 8 bytes of FMV frame range per FMV) the game strings, the
 *   platform strings and the per-level item names.
 *
 * The file is untrusted: every count, offset and string is checked against
 * the bytes that are there; a bad file gives one line "error: FILE: what
 * (at byte N)". */
#ifndef TOMB8_ENGINE_LEVEL_SCRIPT_H
#define TOMB8_ENGINE_LEVEL_SCRIPT_H

#include "engine/core/common.h"

#define SCRIPT_VERSION 3
#define SCRIPT_MAX_FILE (4u << 20)   /* real scripts are ~10 KB */
#define SCRIPT_MAX_TABLE 1024        /* strings in one table */
#define SCRIPT_END_OPCODE 9
#define SCRIPT_NO_OPERAND (-1)

/* Header flags. */
#define SCRIPT_FLAG_DEMO_VERSION    0x0001
#define SCRIPT_FLAG_TITLE_DISABLED  0x0002
#define SCRIPT_FLAG_NO_CHEAT_CHECK  0x0004
#define SCRIPT_FLAG_NO_INPUT_TIMEOUT 0x0008
#define SCRIPT_FLAG_NO_LOAD_SAVE    0x0010
#define SCRIPT_FLAG_NO_SCREEN_SIZING 0x0020
#define SCRIPT_FLAG_LOCKOUT_OPTIONS 0x0040
#define SCRIPT_FLAG_DOZY_CHEAT      0x0080
#define SCRIPT_FLAG_USE_XOR         0x0100
#define SCRIPT_FLAG_GYM_ENABLED     0x0200
#define SCRIPT_FLAG_SELECT_ANY_LEVEL 0x0400
#define SCRIPT_FLAG_CHEAT_CODE      0x0800

typedef enum { SCRIPT_PC = 0, SCRIPT_PSX = 1 } ScriptPlatform;

/* The per-level item-name tables after the platform strings, in the
 * file's order: puzzle 1-4, pickup 1-2, key 1-4. */
enum {
    SCRIPT_NAMES_PUZZLE1 = 0, SCRIPT_NAMES_PICKUP1 = 4, SCRIPT_NAMES_KEY1 = 6,
    SCRIPT_ITEM_NAME_TABLES = 10
};

typedef struct {
    uint16_t opcode;
    int32_t operand;        /* SCRIPT_NO_OPERAND for opcodes without one */
} ScriptCommand;

typedef struct {
    uint32_t num_commands;  /* the closing END (9) included */
    ScriptCommand *commands;
} ScriptSequence;

typedef struct {
    uint32_t count;
    char **strings;         /* decoded, NUL-terminated, pointing into data */
    char *data;
} ScriptStrings;

typedef struct {
    uint32_t version;
    char description[257];
    uint16_t gameflow_size;
    int32_t first_option, title_replace, on_death_demo_mode, on_death_in_game;
    int32_t demo_time;      /* ticks (1/30 s) before a demo starts */
    int32_t on_demo_interrupt, on_demo_end;
    uint16_t num_levels, num_chapter_screens, num_titles, num_fmvs, num_cutscenes;
    uint16_t num_demo_levels;
    uint16_t title_track;
    int16_t single_level;   /* -1 = off */
    uint16_t flags;
    uint8_t xor_key, language;
    uint16_t secret_track;
    ScriptPlatform platform;

    ScriptStrings level_names, chapter_screens, titles, fmvs, level_paths, cutscene_paths;
    uint32_t num_sequences; /* num_levels + 1: the front end first */
    ScriptSequence *sequences;
    uint16_t *demo_levels;
    /* The tables after the demo levels (empty when the file stops early):
     * the game's strings (ring and statistics texts, in the original's
     * numbering), the platform's, and per level the names of its puzzle,
     * pickup and key items (item_names[table].strings[level]). */
    uint32_t num_game_strings, num_platform_strings;
    ScriptStrings game_strings, platform_strings;
    ScriptStrings item_names[SCRIPT_ITEM_NAME_TABLES];
    bool has_item_names;
} Script;

/* Parses a script image. name is used in messages. On failure one line in
 * err and false; *out is then empty (Script_Free is harmless). */
bool Script_Parse(const uint8_t *data, size_t size, const char *name, Script *out, char *err,
                  size_t err_cap);
/* Reads and parses a file (at most SCRIPT_MAX_FILE bytes). */
bool Script_Load(const char *path, Script *out, char *err, size_t err_cap);
void Script_Free(Script *s);

/* Whether the opcode takes an operand; false for unknown opcodes too. */
bool Script_OpcodeHasOperand(uint16_t opcode);
/* A short name for an opcode ("level", "cine", ...), NULL if unknown. */
const char *Script_OpcodeName(uint16_t opcode);

#endif
