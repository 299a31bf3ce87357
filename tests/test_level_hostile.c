/* Loader against hostile input: targeted corruptions with exact messages,
 * the TR1 demo layout, and an in-process mutation run over every shared
 * level (truncations, byte flips, inflated counts) that must never crash,
 * hang or trip a sanitizer: each mutant loads or fails with one message. */
#include "tests/test.h"

#include "engine/level/level.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint8_t *read_exact_path(const char *path, size_t *size)
{
    if (!path)
        return NULL;
    uint8_t *tmp = Test_ReadFile(path, size);
    if (!tmp)
        return NULL;
    /* exact-size copy so ASan sees any read past the end */
    uint8_t *d = malloc(*size);
    memcpy(d, tmp, *size);
    free(tmp);
    return d;
}

static uint8_t *read_exact(const char *rel, size_t *size)
{
    return read_exact_path(Test_SharedPath(rel), size);
}

static void put16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}

static void put32(uint8_t *p, uint32_t v)
{
    put16(p, (uint16_t)v);
    put16(p + 2, (uint16_t)(v >> 16));
}

/* Loads a modified LEVEL1 and compares the error line. */
static bool expect_error(const uint8_t *d, size_t size, const char *want, char *got, size_t cap)
{
    Level lv;
    if (Level_LoadMemory(d, size, "LEVEL1.PHD", NULL, 0, &lv, got, cap)) {
        Level_Free(&lv);
        snprintf(got, cap, "(loaded)");
        return false;
    }
    return strcmp(got, want) == 0;
}

/* Byte offsets in LEVEL1.PHD (md5 cc6a6141...) found by an independent walk. */
#define L1_ROOM_COUNT 720908
#define L1_FLOORDATA 899496
#define L1_ROOM0_PORTAL0 726294
#define L1_MESH_POINTERS 975728
#define L1_ANIMS 976600
#define L1_CAMERA0 1292338
#define L1_ITEMS 1319256

TEST(level_corruptions_are_reported_exactly)
{
    size_t size;
    uint8_t *d = read_exact("tr1/LEVEL1.PHD", &size);
    if (!d)
        SKIP("shared level tr1/LEVEL1.PHD absent");
    char got[512];
    static const struct {
        size_t at;
        int bytes;
        uint32_t value;
        const char *want;
    } cases[] = {
        { 0, 4, 0x21, "error: LEVEL1.PHD: header: unsupported version 0x00000021 (at byte 0)" },
        { 4, 4, 0x10000, "error: LEVEL1.PHD: textiles: textile count 65536 does not fit in the "
                         "file (2533626 bytes left) (at byte 8)" },
        { L1_ROOM_COUNT, 2, 0xFFFF, "error: LEVEL1.PHD: rooms: room count 65535 does not fit in "
                                    "the file (1812724 bytes left) (at byte 720910)" },
        { L1_ROOM0_PORTAL0, 2, 38,
          "error: LEVEL1.PHD: room 0: portal 0: room 38 >= 38 rooms (at byte 726294)" },
        { L1_MESH_POINTERS + 4, 4, 0x7FFFFFF0,
          "error: LEVEL1.PHD: mesh pointers: mesh pointer 1: offset 2147483632 outside the "
          "67548 bytes of mesh data (at byte 975732)" },
        { L1_MESH_POINTERS + 4, 4, 400,
          "error: LEVEL1.PHD: meshes: mesh at offset 0 overlaps the mesh at offset 400 "
          "(at byte 908176)" },
        { L1_ANIMS + 32 * 103 + 20, 2, 277,
          "error: LEVEL1.PHD: animations: animation 103: next animation 277 >= 277 "
          "(at byte 979916)" },
        { L1_ANIMS + 32 * 103 + 26, 2, 230,
          "error: LEVEL1.PHD: animations: animation 103: state changes 230+17 > 234 "
          "(at byte 979922)" },
        { L1_CAMERA0 + 12, 2, 0xFFFF,
          "error: LEVEL1.PHD: cameras: camera 0: room -1 >= 38 rooms (at byte 1292350)" },
        { L1_ITEMS + 2, 2, 38, "error: LEVEL1.PHD: items: item 0: room 38 >= 38 rooms "
                               "(at byte 1319258)" },
        /* floordata index 122 is the room of a portal entry (0x8001, 6) */
        { L1_FLOORDATA + 2 * 122, 2, 38,
          "error: LEVEL1.PHD: floordata: portal room 38 >= 38 rooms (at byte 899740)" },
        /* the same list's entry made an unknown function */
        { L1_FLOORDATA + 2 * 121, 2, 0x801F,
          "error: LEVEL1.PHD: floordata: unknown function 31 (at byte 899738)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint8_t save[4];
        memcpy(save, d + cases[i].at, 4);
        if (cases[i].bytes == 2)
            put16(d + cases[i].at, (uint16_t)cases[i].value);
        else
            put32(d + cases[i].at, cases[i].value);
        bool ok = expect_error(d, size, cases[i].want, got, sizeof got);
        memcpy(d + cases[i].at, save, 4);
        CHECK_MSG(ok, "case %zu:\n got  %s\n want %s", i, got, cases[i].want);
    }

    /* one byte too many at the end */
    uint8_t *longer = malloc(size + 1);
    memcpy(longer, d, size);
    longer[size] = 0;
    bool ok = expect_error(longer, size + 1,
                           "error: LEVEL1.PHD: end of file: 1 unexpected bytes after the last "
                           "section (at byte 2533634)",
                           got, sizeof got);
    free(longer);
    free(d);
    CHECK_MSG(ok, "got %s", got);
}

/* Offset of the first byte after the sprite sequences and of the palette
 * in a retail TR1 file, computed backwards from the end with the counts
 * of the loaded level. */
static void tr1_tail_offsets(const Level *lv, size_t size, size_t *after_sprites,
                             size_t *palette)
{
    size_t tail = 2 + 16 * (size_t)lv->num_cinematic_frames + 2 + lv->num_demo_bytes + 512 + 4 +
                  8 * (size_t)lv->num_sound_details + 4 + lv->num_sample_bytes + 4 +
                  4 * (size_t)lv->num_sample_indices;
    *palette = size - tail - 768;
    *after_sprites = *palette - 8192 - (4 + 22 * (size_t)lv->num_items) -
                     (4 + 2 * (size_t)lv->num_animated_texture_words) -
                     12 * (size_t)lv->num_boxes - (4 + 2 * (size_t)lv->num_overlaps) -
                     (4 + 20 * (size_t)lv->num_boxes) - (4 + 16 * (size_t)lv->num_sound_sources) -
                     (4 + 16 * (size_t)lv->num_cameras);
}

TEST(level_tr1_demo_layout_is_detected)
{
    size_t size;
    uint8_t *d = read_exact("tr1/CUT1.PHD", &size);
    if (!d)
        SKIP("shared level tr1/CUT1.PHD absent");
    Level retail, demo;
    char err[512];
    CHECK(Level_LoadMemory(d, size, "CUT1.PHD", NULL, 0, &retail, err, sizeof err));
    size_t after_sprites, palette;
    tr1_tail_offsets(&retail, size, &after_sprites, &palette);

    /* Move the palette to between the sprite sequences and the cameras, as
     * the PC demo release stores it. */
    uint8_t *m = malloc(size);
    memcpy(m, d, after_sprites);
    memcpy(m + after_sprites, d + palette, 768);
    memcpy(m + after_sprites + 768, d + after_sprites, palette - after_sprites);
    memcpy(m + palette + 768, d + palette + 768, size - palette - 768);
    bool ok = Level_LoadMemory(m, size, "CUT1DEMO.PHD", NULL, 0, &demo, err, sizeof err);
    CHECK_MSG(ok, "%s", err);
    CHECK(demo.demo_layout);
    CHECK(!retail.demo_layout);
    CHECK(memcmp(demo.palette, retail.palette, sizeof demo.palette) == 0);
    CHECK(memcmp(demo.lightmap, retail.lightmap, sizeof demo.lightmap) == 0);
    CHECK_EQ(demo.num_cameras, retail.num_cameras);
    CHECK_EQ(demo.num_items, retail.num_items);
    CHECK_EQ(demo.num_cinematic_frames, retail.num_cinematic_frames);
    CHECK_EQ(demo.cinematic_frames[100].pos_x, retail.cinematic_frames[100].pos_x);

    /* a truncated demo file reports the demo parse's error (it got further) */
    Level bad;
    ok = Level_LoadMemory(m, size - 10, "CUT1DEMO.PHD", NULL, 0, &bad, err, sizeof err);
    CHECK(!ok);
    CHECK_MSG(strstr(err, "CUT1DEMO.PHD: sample indices: "), "%s", err);
    free(m);
    free(d);
    Level_Free(&retail);
    Level_Free(&demo);
}

/* Every count field of a TR1 file that can be located from the end, plus
 * the textile and room counts at the front, inflated in several ways: a
 * count that no longer matches the data can never leave the file ending
 * exactly where it should, so every one of these must be rejected. */
static void inflate_tr1_counts(const char *rel)
{
    size_t size;
    uint8_t *d = read_exact(rel, &size);
    if (!d)
        SKIP("shared level %s absent", rel);
    Level lv;
    char err[512];
    CHECK(Level_LoadMemory(d, size, rel, NULL, 0, &lv, err, sizeof err));
    size_t after_sprites, palette;
    tr1_tail_offsets(&lv, size, &after_sprites, &palette);
    struct { size_t at; int bytes; uint32_t count; } f[16];
    int n = 0;
    size_t c = after_sprites;
#define FIELD(bytes_, count_, skip_)                                 \
    do {                                                             \
        f[n].at = c;                                                 \
        f[n].bytes = bytes_;                                         \
        f[n].count = count_;                                         \
        n++;                                                         \
        c += bytes_ + (skip_);                                       \
    } while (0)
    FIELD(4, lv.num_cameras, 16 * (size_t)lv.num_cameras);
    FIELD(4, lv.num_sound_sources, 16 * (size_t)lv.num_sound_sources);
    FIELD(4, lv.num_boxes, 20 * (size_t)lv.num_boxes);
    FIELD(4, lv.num_overlaps, 2 * (size_t)lv.num_overlaps + 12 * (size_t)lv.num_boxes);
    FIELD(4, lv.num_animated_texture_words, 2 * (size_t)lv.num_animated_texture_words);
    FIELD(4, lv.num_items, 22 * (size_t)lv.num_items + 8192 + 768);
    CHECK_EQ(c, palette + 768);
    FIELD(2, lv.num_cinematic_frames, 16 * (size_t)lv.num_cinematic_frames);
    FIELD(2, lv.num_demo_bytes, lv.num_demo_bytes + 512);
    FIELD(4, lv.num_sound_details, 8 * (size_t)lv.num_sound_details);
    FIELD(4, lv.num_sample_bytes, lv.num_sample_bytes);
    FIELD(4, lv.num_sample_indices, 4 * (size_t)lv.num_sample_indices);
    CHECK_EQ(c, size);
    c = 4;
    FIELD(4, lv.num_textiles, 65536 * (size_t)lv.num_textiles + 4);
    FIELD(2, lv.num_rooms, 0);
#undef FIELD
    Level_Free(&lv);
    int rejected = 0;
    for (int i = 0; i < n; i++) {
        uint32_t values[] = { f[i].count + 1, f[i].count * 2 + 1, 0xFFFFFFFFu, 0x7FFFFFFFu,
                              0x10000u };
        for (size_t k = 0; k < sizeof values / sizeof values[0]; k++) {
            uint8_t save[4];
            memcpy(save, d + f[i].at, 4);
            uint32_t v = f[i].bytes == 2 ? (values[k] & 0xFFFF) : values[k];
            if (v == f[i].count)
                continue; /* 0x10000 as a 16-bit count is 0: may be the real value */
            if (f[i].bytes == 2)
                put16(d + f[i].at, (uint16_t)v);
            else
                put32(d + f[i].at, v);
            bool loaded = Level_LoadMemory(d, size, "INFLATED", NULL, 0, &lv, err, sizeof err);
            memcpy(d + f[i].at, save, 4);
            if (loaded)
                Level_Free(&lv);
            CHECK_MSG(!loaded, "%s: count at byte %zu set to %u loaded", rel, f[i].at, v);
            CHECK_MSG(strncmp(err, "error: INFLATED: ", 17) == 0, "message '%s'", err);
            rejected++;
        }
    }
    free(d);
    CHECK(rejected >= 5 * 13 - 3); /* a 16-bit count of 0 skips 0x10000 */
}

TEST(level_inflated_counts_tr1_level1) { inflate_tr1_counts("tr1/LEVEL1.PHD"); }
TEST(level_inflated_counts_tr1_cut1) { inflate_tr1_counts("tr1/CUT1.PHD"); }

/* ---- mutation ---------------------------------------------------------------- */

static uint32_t rng_next(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

typedef struct {
    int loaded, failed;
} MutStats;

static bool try_mutant(const uint8_t *d, size_t size, MutStats *st, char *why, size_t cap)
{
    Level lv;
    char err[512];
    err[0] = '\0';
    if (Level_LoadMemory(d, size, "MUTANT", NULL, 0, &lv, err, sizeof err)) {
        /* a loaded level must be usable: touch a few validated indices */
        for (uint32_t i = 0; i < lv.num_models; i++)
            (void)Level_MeshAt(&lv, lv.models[i].start_mesh);
        Level_Free(&lv);
        st->loaded++;
        return true;
    }
    st->failed++;
    if (strncmp(err, "error: MUTANT: ", 15) != 0 || !strstr(err, "(at byte ") ||
        strchr(err, '\n')) {
        snprintf(why, cap, "bad message '%s'", err);
        return false;
    }
    return true;
}

/* scale: 1 = 40 truncations, 60 flips, 40 inflated words */
static void mutate_file(const char *rel, const char *path, int scale)
{
    size_t size;
    uint8_t *d = read_exact_path(path, &size);
    if (!d)
        SKIP("level %s absent", rel);
    Level lv;
    char err[512], why[600];
    CHECK(Level_LoadMemory(d, size, rel, NULL, 0, &lv, err, sizeof err));
    /* Everything after the textiles is structure; mutate mostly there. */
    size_t tex_end = lv.game == GAME_TR1 ? 8 + 65536 * (size_t)lv.num_textiles
                                         : 8 + 1792 + 196608 * (size_t)lv.num_textiles;
    Level_Free(&lv);
    size_t span = size - tex_end;
    uint32_t seed = (uint32_t)size;
    MutStats st = { 0, 0 };

    /* truncations: 15 spread over the whole file, the rest in the structure.
     * A file must end exactly where its last section ends, so no
     * truncated file may load. */
    for (int i = 0; i < 40 * scale; i++) {
        size_t cut = i < 15 ? (size_t)i * size / 15 + rng_next(&seed) % 64
                            : tex_end + rng_next(&seed) % span;
        if (cut >= size)
            cut = size - 1;
        uint8_t *t = malloc(cut ? cut : 1);
        memcpy(t, d, cut);
        bool ok = try_mutant(t, cut, &st, why, sizeof why);
        free(t);
        CHECK_MSG(ok, "%s truncated at %zu: %s", rel, cut, why);
        CHECK_MSG(st.loaded == 0, "%s truncated at %zu loaded", rel, cut);
    }
    /* byte flips: 1 to 4 random bytes, restored afterwards */
    for (int i = 0; i < 60 * scale; i++) {
        size_t at[4];
        uint8_t save[4];
        int n = 1 + (int)(rng_next(&seed) % 4);
        for (int k = 0; k < n; k++) {
            at[k] = tex_end + rng_next(&seed) % span;
            save[k] = d[at[k]];
            d[at[k]] ^= (uint8_t)(1 + rng_next(&seed) % 255);
        }
        bool ok = try_mutant(d, size, &st, why, sizeof why);
        for (int k = n - 1; k >= 0; k--)
            d[at[k]] = save[k];
        CHECK_MSG(ok, "%s flip at %zu: %s", rel, at[0], why);
    }
    /* inflated counts: large values written over 16/32-bit words, aligned
     * like the file's fields */
    static const uint32_t big[] = { 0xFFFFFFFFu, 0x7FFFFFFFu, 0x80000000u, 0x0000FFFFu,
                                    0x00010000u, 0x00008000u, 0x00001000u };
    for (int i = 0; i < 40 * scale; i++) {
        size_t at = (tex_end + rng_next(&seed) % (span - 4)) & ~(size_t)1;
        uint8_t save[4];
        memcpy(save, d + at, 4);
        uint32_t v = big[rng_next(&seed) % (sizeof big / sizeof big[0])];
        if (i & 1)
            put16(d + at, (uint16_t)(v ? v : 0xFFFF));
        else
            put32(d + at, v);
        bool ok = try_mutant(d, size, &st, why, sizeof why);
        memcpy(d + at, save, 4);
        CHECK_MSG(ok, "%s inflated at %zu: %s", rel, at, why);
    }
    free(d);
    /* Many flips land in data (coordinates, pixels, samples) and load;
     * some must hit structure and be rejected. */
    CHECK_MSG(st.failed > 40 * scale, "%s: only %d of %d mutants rejected", rel, st.failed,
              st.failed + st.loaded);
}

#define MUTATE_SHARED(rel) mutate_file(rel, Test_SharedPath(rel), 1)
TEST(level_mutation_tr1_level1) { MUTATE_SHARED("tr1/LEVEL1.PHD"); }
TEST(level_mutation_tr1_cut1) { MUTATE_SHARED("tr1/CUT1.PHD"); }
TEST(level_mutation_tr1_rando) { MUTATE_SHARED("tr1/RANDO_TEST1.PHD"); }
TEST(level_mutation_tr2_rando) { MUTATE_SHARED("tr2/RANDO_TEST1.TR2"); }
TEST(level_mutation_tr3_rando) { MUTATE_SHARED("tr3/RANDO_TEST1.TR2"); }
/* The generated default level is small, so it gets five times as many. */
TEST(level_mutation_default_level)
{
    mutate_file("data/default.phd", Test_BinPath("data/default.phd"), 5);
}
