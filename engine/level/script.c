/* TR2/TR3 gameflow scripts (see script.h). */
#include "engine/level/script.h"

#include "engine/core/file_read.h"
#include "engine/level/reader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DESCRIPTION_BYTES 256
#define HEADER_FILLER1 36
#define HEADER_FILLER2 32
#define HEADER_FILLER3 6
#define HEADER_FILLER4 4
#define PC_STRINGS 41
#define PSX_FMV_INFO_BYTES 8

/* Opcodes, as TRosettaStone numbers them; the table says which take an
 * operand (the only thing the parser must know to walk a sequence). */
static const struct {
    const char *name;
    bool operand;
} k_opcodes[] = {
    {"picture", true},       {"list_start", false},   {"list_end", false},
    {"fmv", true},           {"level", true},         {"cine", true},
    {"complete", false},     {"demo", true},          {"jump_to_sequence", true},
    {"end", false},          {"track", true},         {"sunset", false},
    {"load_pic", true},      {"deadly_water", false}, {"remove_weapons", false},
    {"game_complete", false}, {"cut_angle", true},    {"no_floor", true},
    {"start_inv", true},     {"start_anim", true},    {"secrets", true},
    {"kill_to_complete", false}, {"remove_ammo", false},
};

bool Script_OpcodeHasOperand(uint16_t opcode)
{
    return opcode < COUNT_OF(k_opcodes) && k_opcodes[opcode].operand;
}

const char *Script_OpcodeName(uint16_t opcode)
{
    return opcode < COUNT_OF(k_opcodes) ? k_opcodes[opcode].name : NULL;
}

static void free_strings(ScriptStrings *t)
{
    free(t->strings);
    free(t->data);
    memset(t, 0, sizeof *t);
}

/* One string table: offsets, size, bytes (decoded in place when the script
 * says its strings are XOR-ed). Every offset must start a string that ends
 * inside the block. keep = false parses and drops it. */
static bool read_strings(Reader *r, uint32_t count, const char *what, bool use_xor, uint8_t key,
                         ScriptStrings *out, bool keep)
{
    Reader_Section(r, "%s", what);
    if (count > SCRIPT_MAX_TABLE)
        return Reader_Fail(r, "%u strings (at most %u)", count, SCRIPT_MAX_TABLE);
    if (!Reader_CheckArray(r, count, 2, "string offsets"))
        return false;
    uint16_t *offsets = malloc((count ? count : 1) * sizeof *offsets);
    if (!offsets)
        return Reader_Fail(r, "out of memory");
    Reader_U16Array(r, offsets, count);
    uint16_t size = Reader_U16(r);
    size_t start = Reader_Pos(r);
    if (!Reader_CheckArray(r, size, 1, "string block")) {
        free(offsets);
        return false;
    }
    char *data = malloc((size_t)size + 1);
    char **strings = malloc((count ? count : 1) * sizeof *strings);
    if (!data || !strings) {
        free(offsets);
        free(data);
        free(strings);
        return Reader_Fail(r, "out of memory");
    }
    Reader_Bytes(r, data, size);
    data[size] = '\0';
    if (use_xor)
        for (uint32_t i = 0; i < size; i++)
            data[i] = (char)((uint8_t)data[i] ^ key);
    for (uint32_t i = 0; i < count; i++) {
        if (offsets[i] >= size || !memchr(data + offsets[i], '\0', size - offsets[i])) {
            Reader_FailAt(r, start + (offsets[i] < size ? offsets[i] : size), what,
                          "string %u (offset %u) does not end inside the %u-byte block", i,
                          offsets[i], size);
            free(offsets);
            free(data);
            free(strings);
            return false;
        }
        strings[i] = data + offsets[i];
    }
    free(offsets);
    if (keep) {
        out->count = count;
        out->strings = strings;
        out->data = data;
    } else {
        free(strings);
        free(data);
    }
    return true;
}

/* The sequences: offsets (bytes into the block), size, the block of u16
 * commands; each sequence runs to its END opcode inside the block. */
static bool read_sequences(Reader *r, Script *s)
{
    Reader_Section(r, "sequences");
    uint32_t n = (uint32_t)s->num_levels + 1;
    if (!Reader_CheckArray(r, n, 2, "sequence offsets"))
        return false;
    uint16_t *offsets = malloc(n * sizeof *offsets);
    if (!offsets)
        return Reader_Fail(r, "out of memory");
    Reader_U16Array(r, offsets, n);
    uint16_t size = Reader_U16(r);
    size_t start = Reader_Pos(r);
    if (!Reader_CheckArray(r, size, 1, "sequence block")) {
        free(offsets);
        return false;
    }
    s->sequences = calloc(n, sizeof *s->sequences);
    if (!s->sequences) {
        free(offsets);
        return Reader_Fail(r, "out of memory");
    }
    s->num_sequences = n;
    const uint8_t *block = r->data + start;
    for (uint32_t q = 0; q < n; q++) {
        uint32_t off = offsets[q];
        if (off & 1u || off >= size) {
            free(offsets);
            return Reader_FailAt(r, start, "sequences",
                                 "sequence %u starts at byte %u of a %u-byte block", q, off,
                                 size);
        }
        /* Count first (bounded by the block), then fill. */
        uint32_t count = 0;
        uint32_t pos = off;
        bool ended = false;
        while (pos + 2 <= size) {
            uint16_t op = (uint16_t)(block[pos] | block[pos + 1] << 8);
            if (!Script_OpcodeName(op)) {
                free(offsets);
                return Reader_FailAt(r, start + pos, "sequences",
                                     "sequence %u: unknown opcode %u", q, op);
            }
            pos += Script_OpcodeHasOperand(op) ? 4 : 2;
            count++;
            if (op == SCRIPT_END_OPCODE) {
                ended = pos <= size;
                break;
            }
        }
        if (!ended) {
            free(offsets);
            return Reader_FailAt(r, start + MIN(pos, size), "sequences",
                                 "sequence %u runs past the end of its block", q);
        }
        ScriptSequence *seq = &s->sequences[q];
        seq->commands = malloc(count * sizeof *seq->commands);
        if (!seq->commands) {
            free(offsets);
            return Reader_Fail(r, "out of memory");
        }
        pos = off;
        for (uint32_t i = 0; i < count; i++) {
            uint16_t op = (uint16_t)(block[pos] | block[pos + 1] << 8);
            seq->commands[i].opcode = op;
            seq->commands[i].operand = SCRIPT_NO_OPERAND;
            if (Script_OpcodeHasOperand(op)) {
                seq->commands[i].operand = block[pos + 2] | block[pos + 3] << 8;
                pos += 4;
            } else {
                pos += 2;
            }
        }
        seq->num_commands = count;
    }
    free(offsets);
    Reader_Skip(r, size);
    return Reader_Ok(r);
}

/* What follows the demo levels: u16 count of game strings and their table,
 * the platform's strings, the item-name tables; kept in *s only when the
 * whole tail parses (the caller tries more than one layout). */
static bool read_tail(Reader *r, Script *s, ScriptPlatform platform, uint32_t platform_strings)
{
    bool use_xor = (s->flags & SCRIPT_FLAG_USE_XOR) != 0;
    if (platform == SCRIPT_PSX) {
        Reader_Section(r, "PSX FMV frames");
        Reader_Skip(r, (size_t)s->num_fmvs * PSX_FMV_INFO_BYTES);
    }
    Reader_Section(r, "game strings");
    uint16_t n = Reader_U16(r);
    ScriptStrings game = {0}, plat = {0}, items[SCRIPT_ITEM_NAME_TABLES];
    memset(items, 0, sizeof items);
    bool ok = Reader_Ok(r) &&
              read_strings(r, n, "game strings", use_xor, s->xor_key, &game, true) &&
              read_strings(r, platform_strings, "platform strings", use_xor, s->xor_key, &plat,
                           true);
    for (int t = 0; ok && t < SCRIPT_ITEM_NAME_TABLES; t++)
        ok = read_strings(r, s->num_levels, "item names", use_xor, s->xor_key, &items[t], true);
    if (!ok) {
        free_strings(&game);
        free_strings(&plat);
        for (int t = 0; t < SCRIPT_ITEM_NAME_TABLES; t++)
            free_strings(&items[t]);
        return false;
    }
    s->game_strings = game;
    s->platform_strings = plat;
    memcpy(s->item_names, items, sizeof items);
    s->num_game_strings = n;
    s->num_platform_strings = platform_strings;
    s->has_item_names = true;
    return true;
}

bool Script_Parse(const uint8_t *data, size_t size, const char *name, Script *out, char *err,
                  size_t err_cap)
{
    Reader r;
    Script *s = out;
    memset(s, 0, sizeof *s);
    if (size > SCRIPT_MAX_FILE) {
        snprintf(err, err_cap, "error: %s: %zu bytes is too big for a script (at most %u)",
                 name, size, SCRIPT_MAX_FILE);
        return false;
    }
    Reader_Init(&r, data, size);
    Reader_Section(&r, "header");
    s->version = Reader_U32(&r);
    if (Reader_Ok(&r) && s->version != SCRIPT_VERSION) {
        Reader_FailAt(&r, 0, "header", "version %u (a TR2/TR3 script is version %u)",
                      s->version, SCRIPT_VERSION);
        goto fail;
    }
    Reader_Bytes(&r, s->description, DESCRIPTION_BYTES);
    s->description[DESCRIPTION_BYTES] = '\0';
    s->gameflow_size = Reader_U16(&r);
    s->first_option = Reader_I32(&r);
    s->title_replace = Reader_I32(&r);
    s->on_death_demo_mode = Reader_I32(&r);
    s->on_death_in_game = Reader_I32(&r);
    s->demo_time = Reader_I32(&r);
    s->on_demo_interrupt = Reader_I32(&r);
    s->on_demo_end = Reader_I32(&r);
    Reader_Skip(&r, HEADER_FILLER1);
    s->num_levels = Reader_U16(&r);
    s->num_chapter_screens = Reader_U16(&r);
    s->num_titles = Reader_U16(&r);
    s->num_fmvs = Reader_U16(&r);
    s->num_cutscenes = Reader_U16(&r);
    s->num_demo_levels = Reader_U16(&r);
    s->title_track = Reader_U16(&r);
    s->single_level = Reader_I16(&r);
    Reader_Skip(&r, HEADER_FILLER2);
    s->flags = Reader_U16(&r);
    Reader_Skip(&r, HEADER_FILLER3);
    s->xor_key = Reader_U8(&r);
    s->language = Reader_U8(&r);
    s->secret_track = Reader_U16(&r);
    Reader_Skip(&r, HEADER_FILLER4);
    if (!Reader_Ok(&r))
        goto fail;
    if (s->num_levels == 0 || s->num_levels > SCRIPT_MAX_TABLE) {
        Reader_FailAt(&r, 0x146, "header", "%u levels (1..%u)", s->num_levels,
                      SCRIPT_MAX_TABLE);
        goto fail;
    }

    bool x = (s->flags & SCRIPT_FLAG_USE_XOR) != 0;
    if (!read_strings(&r, s->num_levels, "level names", x, s->xor_key, &s->level_names, true) ||
        !read_strings(&r, s->num_chapter_screens, "chapter screens", x, s->xor_key,
                      &s->chapter_screens, true) ||
        !read_strings(&r, s->num_titles, "titles", x, s->xor_key, &s->titles, true) ||
        !read_strings(&r, s->num_fmvs, "FMVs", x, s->xor_key, &s->fmvs, true) ||
        !read_strings(&r, s->num_levels, "level files", x, s->xor_key, &s->level_paths, true) ||
        !read_strings(&r, s->num_cutscenes, "cut-scene files", x, s->xor_key,
                      &s->cutscene_paths, true) ||
        !read_sequences(&r, s))
        goto fail;

    Reader_Section(&r, "demo levels");
    if (!Reader_CheckArray(&r, s->num_demo_levels, 2, "demo levels"))
        goto fail;
    s->demo_levels = malloc((s->num_demo_levels ? s->num_demo_levels : 1u) * sizeof(uint16_t));
    if (!s->demo_levels) {
        Reader_Fail(&r, "out of memory");
        goto fail;
    }
    Reader_U16Array(&r, s->demo_levels, s->num_demo_levels);
    if (!Reader_Ok(&r))
        goto fail;

    /* The rest differs between PC and PSX scripts and is not needed to
     * list or play the game: try the PC layout, then the PSX ones (80
     * platform strings, 79 in the TR2 beta), and keep what parses. A file
     * that ends after the demo levels is accepted as it is. */
    size_t tail = Reader_Pos(&r);
    static const struct {
        ScriptPlatform platform;
        uint32_t strings;
    } k_tails[] = {{SCRIPT_PC, PC_STRINGS}, {SCRIPT_PSX, 80}, {SCRIPT_PSX, 79}};
    s->platform = SCRIPT_PC;
    if (Reader_Remaining(&r) > 0) {
        for (size_t i = 0; i < COUNT_OF(k_tails); i++) {
            Reader t;
            Reader_Init(&t, data, size);
            Reader_Seek(&t, tail);
            if (read_tail(&t, s, k_tails[i].platform, k_tails[i].strings)) {
                s->platform = k_tails[i].platform;
                break;
            }
        }
    }
    return true;

fail:
    Reader_FormatError(&r, name, err, err_cap);
    Script_Free(s);
    return false;
}

bool Script_Load(const char *path, Script *out, char *err, size_t err_cap)
{
    memset(out, 0, sizeof *out);
    /* The shared bounded reader: a FIFO, folder or device named as the
     * script is refused with one line, never waited on. */
    uint8_t *buf;
    size_t n;
    if (FileRead_Regular(path, "script", SCRIPT_MAX_FILE, &buf, &n, err, err_cap) != FILE_READ_OK)
        return false;
    const char *base = strrchr(path, '/');
    bool ok = Script_Parse(buf, n, base ? base + 1 : path, out, err, err_cap);
    free(buf);
    return ok;
}

void Script_Free(Script *s)
{
    free_strings(&s->level_names);
    free_strings(&s->chapter_screens);
    free_strings(&s->titles);
    free_strings(&s->fmvs);
    free_strings(&s->level_paths);
    free_strings(&s->cutscene_paths);
    free_strings(&s->game_strings);
    free_strings(&s->platform_strings);
    for (int t = 0; t < SCRIPT_ITEM_NAME_TABLES; t++)
        free_strings(&s->item_names[t]);
    if (s->sequences)
        for (uint32_t i = 0; i < s->num_sequences; i++)
            free(s->sequences[i].commands);
    free(s->sequences);
    free(s->demo_levels);
    memset(s, 0, sizeof *s);
}
