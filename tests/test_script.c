/* TR2/TR3 gameflow scripts (engine/level/script.h, levelinfo --script): a
 * script built here (PC and PSX tails, with and without XOR), the shared
 * TR2 TOMBPC.DAT when present, and hostile copies of both (truncations,
 * byte flips, inflated counts) that must parse or fail with one line. */
#include "tests/test.h"

#include "engine/level/script.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- a small script, built byte by byte --------------------------------- */

typedef struct {
    uint8_t b[8192];
    size_t n;
} Buf;

static void u8(Buf *b, uint8_t v) { b->b[b->n++] = v; }
static void u16(Buf *b, uint16_t v)
{
    u8(b, (uint8_t)v);
    u8(b, (uint8_t)(v >> 8));
}
static void u32(Buf *b, uint32_t v)
{
    u16(b, (uint16_t)v);
    u16(b, (uint16_t)(v >> 16));
}
static void zeros(Buf *b, size_t n)
{
    memset(b->b + b->n, 0, n);
    b->n += n;
}

static void table(Buf *b, const char *const *s, int n, uint8_t key)
{
    uint16_t off = 0;
    for (int i = 0; i < n; i++) {
        u16(b, off);
        off = (uint16_t)(off + strlen(s[i]) + 1);
    }
    u16(b, off);
    for (int i = 0; i < n; i++)
        for (size_t k = 0; k <= strlen(s[i]); k++)
            u8(b, (uint8_t)(s[i][k] ^ key));
}

/* Two levels (a gym and one level), one title, one FMV, one cut-scene. */
static size_t build(Buf *b, bool psx, uint8_t key)
{
    static const char *const names[] = {"Home", "Wall"};
    static const char *const paths[] = {"data\\home.tr2", "data\\wall.tr2"};
    static const char *const titles[] = {"data\\title.tr2"};
    static const char *const fmvs[] = {"fmv\\logo.rpl"};
    static const char *const cuts[] = {"data\\cut1.tr2"};
    static const char *const one[] = {"x"};
    memset(b, 0, sizeof *b);
    u32(b, 3);
    const char *desc = "test script";
    memcpy(b->b + b->n, desc, strlen(desc));
    b->n += 256;
    u16(b, 128);
    u32(b, 0x500);           /* first option: exit to title */
    u32(b, 0xFFFFFFFFu);
    u32(b, 0x500);
    u32(b, 0);
    u32(b, 900);
    u32(b, 0x500);
    u32(b, 0x500);
    zeros(b, 36);
    u16(b, 2);               /* levels */
    u16(b, 0);               /* chapter screens */
    u16(b, 1);               /* titles */
    u16(b, 1);               /* fmvs */
    u16(b, 1);               /* cut-scenes */
    u16(b, 1);               /* demo levels */
    u16(b, 64);              /* title track */
    u16(b, 0xFFFF);          /* single level: off */
    zeros(b, 32);
    u16(b, (uint16_t)(0x200 | (key ? 0x100 : 0)));
    zeros(b, 6);
    u8(b, key);
    u8(b, 0);
    u16(b, 47);
    zeros(b, 4);
    table(b, names, 2, key);
    table(b, NULL, 0, key);
    table(b, titles, 1, key);
    table(b, fmvs, 1, key);
    table(b, paths, 2, key);
    table(b, cuts, 1, key);
    /* front end: fmv 0, end; gym: level 0, end; wall: track 33, level 1,
     * cine 0, cut angle 0x4000, complete, end */
    static const uint16_t seq0[] = {3, 0, 9};
    static const uint16_t seq1[] = {4, 0, 9};
    static const uint16_t seq2[] = {10, 33, 4, 1, 5, 0, 16, 0x4000, 6, 9};
    u16(b, 0);
    u16(b, sizeof seq0);
    u16(b, sizeof seq0 + sizeof seq1);
    u16(b, sizeof seq0 + sizeof seq1 + sizeof seq2);
    for (size_t i = 0; i < COUNT_OF(seq0); i++)
        u16(b, seq0[i]);
    for (size_t i = 0; i < COUNT_OF(seq1); i++)
        u16(b, seq1[i]);
    for (size_t i = 0; i < COUNT_OF(seq2); i++)
        u16(b, seq2[i]);
    u16(b, 1);               /* demo level */
    if (psx)
        zeros(b, 8);         /* one FMV's frame range */
    u16(b, 2);
    static const char *const gs[] = {"INVENTORY", "OPTION"};
    table(b, gs, 2, key);
    int platform = psx ? 80 : 41;
    const char **ps = malloc((size_t)platform * sizeof *ps);
    for (int i = 0; i < platform; i++)
        ps[i] = "s";
    table(b, ps, platform, key);
    free(ps);
    for (int t = 0; t < 10; t++) {
        const char *items[] = {"P", "Q"};
        table(b, items, 2, key);
    }
    (void)one;
    return b->n;
}

TEST(script_built_pc_xor)
{
    Buf b;
    build(&b, false, 0xA6);
    Script s;
    char err[256];
    CHECK_MSG(Script_Parse(b.b, b.n, "T.DAT", &s, err, sizeof err), "%s", err);
    CHECK_EQ(s.num_levels, 2);
    CHECK(!strcmp(s.level_names.strings[0], "Home"));
    CHECK(!strcmp(s.level_paths.strings[1], "data\\wall.tr2"));
    CHECK(!strcmp(s.cutscene_paths.strings[0], "data\\cut1.tr2"));
    CHECK(!strcmp(s.fmvs.strings[0], "fmv\\logo.rpl"));
    CHECK(!strcmp(s.titles.strings[0], "data\\title.tr2"));
    CHECK_EQ(s.num_sequences, 3);
    CHECK_EQ(s.sequences[2].num_commands, 6);
    CHECK_EQ(s.sequences[2].commands[0].opcode, 10);
    CHECK_EQ(s.sequences[2].commands[0].operand, 33);
    CHECK_EQ(s.sequences[2].commands[3].operand, 0x4000);
    CHECK_EQ(s.sequences[2].commands[4].operand, SCRIPT_NO_OPERAND);
    CHECK_EQ(s.sequences[2].commands[5].opcode, SCRIPT_END_OPCODE);
    CHECK_EQ(s.single_level, -1);
    CHECK_EQ(s.platform, SCRIPT_PC);
    CHECK_EQ(s.num_game_strings, 2);
    CHECK_EQ(s.num_platform_strings, 41);
    CHECK(s.has_item_names);
    CHECK_EQ(s.demo_levels[0], 1);
    Script_Free(&s);
}

TEST(script_built_psx_plain)
{
    Buf b;
    build(&b, true, 0);
    Script s;
    char err[256];
    CHECK_MSG(Script_Parse(b.b, b.n, "T.DAT", &s, err, sizeof err), "%s", err);
    CHECK_EQ(s.platform, SCRIPT_PSX);
    CHECK_EQ(s.num_platform_strings, 80);
    CHECK(!strcmp(s.level_names.strings[1], "Wall"));
    Script_Free(&s);
}

/* Every prefix and many single-byte changes: parse or one proper line. */
static bool mutate_all(const uint8_t *orig, size_t n, const char *name, char *why, size_t cap)
{
    uint8_t *d = malloc(n);
    char err[512];
    Script s;
    for (size_t len = 0; len < n; len += (n > 4096 ? 7 : 1)) {
        uint8_t *exact = malloc(len ? len : 1);
        memcpy(exact, orig, len);
        if (Script_Parse(exact, len, name, &s, err, sizeof err)) {
            Script_Free(&s);
        } else if (strncmp(err, "error: ", 7) || strchr(err, '\n')) {
            snprintf(why, cap, "truncated to %zu: bad message '%s'", len, err);
            free(exact);
            free(d);
            return false;
        }
        free(exact);
    }
    uint32_t seed = 12345;
    for (int k = 0; k < 3000; k++) {
        memcpy(d, orig, n);
        seed = seed * 1103515245u + 12345u;
        size_t at = (seed >> 8) % n;
        seed = seed * 1103515245u + 12345u;
        d[at] = (uint8_t)(k % 3 == 0 ? 0xFF : k % 3 == 1 ? 0 : d[at] ^ (seed >> 16));
        if (Script_Parse(d, n, name, &s, err, sizeof err)) {
            /* whatever parsed must be self-consistent */
            for (uint32_t q = 0; q < s.num_sequences; q++)
                if (!s.sequences[q].num_commands ||
                    s.sequences[q].commands[s.sequences[q].num_commands - 1].opcode !=
                        SCRIPT_END_OPCODE) {
                    snprintf(why, cap, "byte %zu: sequence %u without END", at, q);
                    Script_Free(&s);
                    free(d);
                    return false;
                }
            Script_Free(&s);
        } else if (strncmp(err, "error: ", 7) || strchr(err, '\n') || !strstr(err, "(at byte ")) {
            snprintf(why, cap, "byte %zu: bad message '%s'", at, err);
            free(d);
            return false;
        }
    }
    free(d);
    return true;
}

TEST(script_hostile_built)
{
    Buf b;
    build(&b, false, 0x5A);
    char why[600];
    CHECK_MSG(mutate_all(b.b, b.n, "T.DAT", why, sizeof why), "%s", why);
}

TEST(script_targeted_errors)
{
    Buf b;
    build(&b, false, 0);
    Script s;
    char err[512];
    uint8_t *d = malloc(b.n);
    /* wrong version */
    memcpy(d, b.b, b.n);
    d[0] = 4;
    CHECK(!Script_Parse(d, b.n, "T.DAT", &s, err, sizeof err));
    CHECK_MSG(strstr(err, "version 4") != NULL, "%s", err);
    /* an unknown opcode in the front end's sequence */
    memcpy(d, b.b, b.n);
    for (size_t i = 390; i + 6 <= b.n; i++) {
        if (d[i] == 3 && d[i + 1] == 0 && d[i + 2] == 0 && d[i + 3] == 0 && d[i + 4] == 9 &&
            d[i + 5] == 0) {
            d[i] = 77;
            break;
        }
    }
    CHECK(!Script_Parse(d, b.n, "T.DAT", &s, err, sizeof err));
    CHECK_MSG(strstr(err, "unknown opcode 77") != NULL, "%s", err);
    /* no levels */
    memcpy(d, b.b, b.n);
    d[0x146] = 0;
    CHECK(!Script_Parse(d, b.n, "T.DAT", &s, err, sizeof err));
    CHECK_MSG(strstr(err, "0 levels") != NULL, "%s", err);
    free(d);
}

TEST(script_shared_tr2)
{
    const char *path = Test_SharedPath("tr2/TOMBPC.DAT");
    if (!path)
        SKIP("shared tr2/TOMBPC.DAT not present");
    Script s;
    char err[512];
    CHECK_MSG(Script_Load(path, &s, err, sizeof err), "%s", err);
    CHECK_EQ(s.version, 3);
    CHECK_EQ(s.num_levels, 22);
    CHECK(!strcmp(s.level_names.strings[0], "Lara's Home"));
    CHECK(!strcmp(s.level_paths.strings[1], "data\\wall.TR2"));
    CHECK(!strcmp(s.level_names.strings[18], "Home Sweet Home"));
    CHECK_EQ(s.num_cutscenes, 4);
    CHECK(!strcmp(s.cutscene_paths.strings[3], "data\\cut4.TR2"));
    CHECK(!strcmp(s.fmvs.strings[0], "FMV\\LOGO.RPL"));
    CHECK_EQ(s.num_sequences, 23);
    /* The Great Wall: FMV, track, items, the level, its cut-scene, stats. */
    const ScriptSequence *wall = &s.sequences[2];
    CHECK_EQ(wall->commands[0].opcode, 3);
    CHECK_EQ(wall->commands[6].opcode, 4);
    CHECK_EQ(wall->commands[6].operand, 1);
    CHECK_EQ(wall->commands[9].opcode, 5);
    CHECK_EQ(s.flags & SCRIPT_FLAG_USE_XOR, SCRIPT_FLAG_USE_XOR);
    CHECK_EQ(s.platform, SCRIPT_PC);
    CHECK_EQ(s.num_game_strings, 89);
    Script_Free(&s);

    size_t n;
    uint8_t *raw = Test_ReadFile(path, &n);
    CHECK(raw);
    char why[600];
    bool ok = mutate_all(raw, n, "TOMBPC.DAT", why, sizeof why);
    free(raw);
    CHECK_MSG(ok, "%s", why);
}

static bool one_line(const char *out, const char *needle)
{
    const char *nl = strchr(out, '\n');
    return !strncmp(out, "error: ", 7) && nl && nl[1] == '\0' && strstr(out, needle);
}

TEST(script_levelinfo_json)
{
    char dir[1024], path[1100], cmd[2400], out[65536];
    snprintf(dir, sizeof dir, "%s", Test_TmpDir());
    snprintf(path, sizeof path, "%s/built.dat", dir);
    Buf b;
    build(&b, false, 0xA6);
    FILE *f = fopen(path, "wb");
    CHECK(f);
    fwrite(b.b, 1, b.n, f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s --script %s 2>&1", Test_BinPath("levelinfo"), path);
    int rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 0, "exit %d: %s", rc, out);
    CHECK_MSG(strstr(out, "\"levels\": [{\"name\": \"Home\", \"path\": \"data\\\\home.tr2\"}, "
                          "{\"name\": \"Wall\", \"path\": \"data\\\\wall.tr2\"}]"),
              "%s", out);
    CHECK(strstr(out, "\"cutscenes\": [\"data\\\\cut1.tr2\"]"));
    CHECK(strstr(out, "\"fmvs\": [\"fmv\\\\logo.rpl\"]"));
    CHECK(strstr(out, "\"titles\": [\"data\\\\title.tr2\"]"));
    CHECK(strstr(out, "\"sequences\": [[[3, 0], [9, null]], [[4, 0], [9, null]], [[10, 33], "
                      "[4, 1], [5, 0], [16, 16384], [6, null], [9, null]]]"));
    CHECK(strstr(out, "\"num_levels\": 2"));
    CHECK(strstr(out, "\"flag_names\": [\"use_xor\", \"gym_enabled\"]"));
    /* a hostile file: one line, exit 2 */
    f = fopen(path, "wb");
    fwrite(b.b, 1, 300, f);
    fclose(f);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "built.dat"), "exit %d: %s", rc, out);
    snprintf(cmd, sizeof cmd, "%s --script %s/missing.dat 2>&1", Test_BinPath("levelinfo"), dir);
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "missing.dat"), "exit %d: %s", rc, out);
    snprintf(cmd, sizeof cmd, "%s --script 2>&1", Test_BinPath("levelinfo"));
    rc = Test_Run(cmd, out, sizeof out);
    CHECK_MSG(rc == 2 && one_line(out, "usage"), "exit %d: %s", rc, out);
}
