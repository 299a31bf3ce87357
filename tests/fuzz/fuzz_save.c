/* libFuzzer target: the save reader (built by tools/fuzz.sh).
 *
 * The level is the default level (TOMB8_FUZZ_LEVEL, set by tools/fuzz.sh);
 * at start-up the target plays it for a while and keeps saves made along
 * the way (written as seeds into TOMB8_FUZZ_SAVE_SEEDS when that is set).
 * Each input is then used twice:
 *   - as a save file as it is: loaded into a fresh game; a refusal must be
 *     one "error: " line and leave the game exactly as it was;
 *   - as edits to a valid save (up to 32 of: u16 offset, u8 xor), sealed
 *     again with a correct checksum, so the body's own checks are reached:
 *     a refusal as above; an accepted file must save back to the same body
 *     (what was read is what is written) and the game must then run 30
 *     ticks without a sanitizer report. */
#include "engine/core/log.h"
#include "engine/level/level.h"
#include "engine/sim/sim.h"
#include "game/game.h"
#include "game/game_audio.h"
#include "game/save/save.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_TICKS 30
#define BASES 3

typedef struct {
    Sim sim;
    GameAudio ga;
    Game game;
} Run;

static Level g_level;
static uint8_t *g_base[BASES];
static size_t g_base_size[BASES];
static volatile uint64_t g_sink;

static bool no_listener(void *user, const Sim *s, GameListener *out)
{
    (void)user;
    (void)s;
    (void)out;
    return false;
}

static Run *run_new(void)
{
    Run *r = calloc(1, sizeof(*r));
    char err[256];
    SimConfig cfg = {.animate_all = false};
    if (!r || !Sim_Init(&r->sim, &g_level, &cfg, err, sizeof err))
        __builtin_trap();
    GameAudio_Attach(&r->ga, &r->sim, no_listener, NULL);
    if (!Game_Attach(&r->game, &r->sim, err, sizeof err))
        __builtin_trap();
    Game_SetAudio(&r->game, &r->ga);
    r->ga.fx.lara_bubbles = Effect_FlipBubbles;
    r->ga.fx.bubbles_user = &r->game;
    return r;
}

static void run_free(Run *r)
{
    Game_Free(&r->game);
    GameAudio_Free(&r->ga);
    Sim_Free(&r->sim);
    free(r);
}

static uint32_t next_word(uint32_t *x)
{
    *x = *x * 1664525u + 1013904223u;
    return (*x >> 12) & INPUT_VALID_MASK & ~INPUT_OPTION;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    Log_SetQuiet(1);
    const char *path = getenv("TOMB8_FUZZ_LEVEL");
    char err[512];
    if (!path || !Level_Load(path, &g_level, err, sizeof err)) {
        fprintf(stderr, "fuzz_save: set TOMB8_FUZZ_LEVEL to a TR1 level (%s)\n",
                path ? err : "unset");
        exit(2);
    }
    /* Saves at 0, 90 and 300 ticks of held random input. */
    Run *r = run_new();
    uint32_t x = 99, held = 0;
    const uint32_t at[BASES] = {0, 90, 300};
    for (uint32_t t = 0, k = 0; k < BASES; t++) {
        if (t == at[k]) {
            SaveMeta meta = {.gameflow_level = -1, .label = NULL, .extra = "fz", .extra_size = 2};
            if (!Save_Serialize(&r->game, &r->ga.fx, &meta, &g_base[k], &g_base_size[k]))
                __builtin_trap();
            k++;
        }
        if (t % 20 == 0)
            held = next_word(&x);
        Game_Tick(&r->game, held);
        GameAudio_EndTick(&r->ga);
    }
    run_free(r);
    const char *dir = getenv("TOMB8_FUZZ_SAVE_SEEDS");
    for (int k = 0; dir && k < BASES; k++) {
        char name[1024];
        snprintf(name, sizeof name, "%s/base%d.t8s", dir, k);
        FILE *f = fopen(name, "wb");
        if (f) {
            fwrite(g_base[k], 1, g_base_size[k], f);
            fclose(f);
        }
    }
    return 0;
}

static void put32(uint8_t *p, uint32_t v)
{
    for (int k = 0; k < 4; k++)
        p[k] = (uint8_t)(v >> (8 * k));
}

/* Loads data into a fresh game; checks the refusal rules; returns the game
 * when it was accepted (the caller frees it). */
static Run *try_load(const uint8_t *data, size_t size)
{
    Run *r = run_new();
    uint64_t before = Save_StateHash(&r->game, &r->ga.fx);
    char err[512];
    err[0] = '\0';
    SaveInfo info;
    if (Save_Restore(&r->game, &r->ga.fx, data, size, "fuzz.t8s", &info, err, sizeof err))
        return r;
    if (strncmp(err, "error: ", 7) != 0 || strchr(err, '\n'))
        __builtin_trap();
    if (Save_StateHash(&r->game, &r->ga.fx) != before)
        __builtin_trap(); /* a refused save changed the game */
    run_free(r);
    return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Run *r = try_load(data, size);
    if (r)
        run_free(r);

    /* Edits to a valid save, resealed. */
    int k = size ? data[0] % BASES : 0;
    size_t n = g_base_size[k];
    uint8_t *buf = malloc(n);
    if (!buf)
        return 0;
    memcpy(buf, g_base[k], n);
    for (size_t i = 1, edits = 0; i + 3 <= size && edits < 32; i += 3, edits++) {
        size_t at = ((size_t)data[i] | ((size_t)data[i + 1] << 8)) % (n - 4);
        /* Most of a save is sectors and effect slots: aim half the edits
         * at the first 4 KB, where the lists and Lara's item are. */
        if (data[i + 2] & 1)
            at %= 4096 < n - 4 ? 4096 : n - 4;
        buf[at] ^= (uint8_t)(data[i + 2] | 1);
    }
    put32(buf + n - 4, Level_Crc32(buf, n - 4));
    r = try_load(buf, n);
    if (r) {
        uint8_t *back;
        size_t back_size;
        SaveInfo info;
        char err[512];
        if (!Save_Parse(buf, n, "fuzz.t8s", &info, err, sizeof err))
            __builtin_trap(); /* it was just accepted */
        /* The header's fields and the caller's XTRA bytes as read; the
         * state as the game now holds it. */
        SaveMeta meta = {.gameflow_level = info.gameflow_level,
                         .label = info.label,
                         .extra = buf + info.extra_offset,
                         .extra_size = info.extra_size};
        if (!Save_Serialize(&r->game, &r->ga.fx, &meta, &back, &back_size))
            __builtin_trap();
        /* The body (past the header's label) is what was read. */
        if (back_size != n || memcmp(back + 76, buf + 76, n - 80) != 0) {
            size_t at = 76;
            while (at < n - 4 && at < back_size && back[at] == buf[at])
                at++;
            fprintf(stderr, "fuzz_save: accepted save differs when saved again at byte %zu "
                    "(%zu vs %zu bytes)\n", at, back_size, n);
            __builtin_trap();
        }
        free(back);
        uint32_t x = (uint32_t)size;
        for (int t = 0; t < FUZZ_TICKS; t++) {
            Game_Tick(&r->game, next_word(&x));
            GameAudio_EndTick(&r->ga);
        }
        g_sink += Sim_Hash(&r->sim);
        run_free(r);
    }
    free(buf);
    return 0;
}
