/* Save files: the frame around the state sections (see save.h). */
#include "game/save/save.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/core/atomic_file.h"
#include "engine/core/serial.h"
#include "game/save/save_internal.h"

#define CRC_SIZE 4
#define OFF_VERSION 8
#define OFF_BODY_SIZE 76
#define SECTION_HEAD 8              /* tag, length */
#define TAG_EXTRA 0x41525458u       /* "XTRA" */

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

/* ---- writing ------------------------------------------------------------------- */

bool Save_Serialize(const Game *g, const FlipFx *fx, const SaveMeta *meta, uint8_t **out,
                    size_t *size)
{
    SerialWriter w;
    Serial_WriterInit(&w, SAVE_MAX_SIZE);
    Serial_PutBytes(&w, SAVE_MAGIC, 8);
    Serial_PutU32(&w, SAVE_VERSION);
    Serial_PutU32(&w, g->lv->checksum);
    Serial_PutU32(&w, g->lv->file_size);
    Serial_PutU32(&w, g->sim->tick);
    Serial_PutI32(&w, meta ? meta->gameflow_level : -1);
    char label[SAVE_LABEL_MAX] = {0};
    const char *text = meta && meta->label ? meta->label : g->lv->name;
    size_t n = strnlen(text, SAVE_LABEL_MAX - 1);
    /* Cut a long label between characters, not inside a UTF-8 sequence. */
    if (text[n] != '\0')
        while (n > 0 && ((uint8_t)text[n] & 0xC0) == 0x80)
            n--;
    memcpy(label, text, n);
    Serial_PutBytes(&w, label, sizeof label);
    size_t body_at = w.size;
    Serial_PutU32(&w, 0);
    SaveState_Write(g, fx, &w);
    size_t extra = meta && meta->extra ? meta->extra_size : 0;
    Serial_PutU32(&w, TAG_EXTRA);
    Serial_PutU32(&w, (uint32_t)MIN(extra, (size_t)UINT32_MAX));
    if (extra > UINT32_MAX)
        w.failed = true;
    else if (extra)
        Serial_PutBytes(&w, meta->extra, extra);
    Serial_PatchU32(&w, body_at, (uint32_t)(w.size - body_at - 4));
    if (!w.failed)
        Serial_PutU32(&w, Level_Crc32(w.data, w.size));
    *out = Serial_WriterTake(&w, size);
    return *out != NULL;
}

bool Save_WriteFile(const char *path, const Game *g, const FlipFx *fx, const SaveMeta *meta,
                    char *err, size_t err_cap)
{
    uint8_t *data;
    size_t size;
    if (!Save_Serialize(g, fx, meta, &data, &size)) {
        snprintf(err, err_cap, "error: %s: out of memory for the save", path);
        return false;
    }
    bool ok = AtomicFile_WriteAll(path, data, size, err, err_cap);
    free(data);
    return ok;
}

/* ---- reading --------------------------------------------------------------------- */

bool Save_Parse(const uint8_t *data, size_t size, const char *name, SaveInfo *info, char *err,
                size_t err_cap)
{
    memset(info, 0, sizeof(*info));
    if (size < 8 || memcmp(data, SAVE_MAGIC, 8) != 0) {
        snprintf(err, err_cap, "error: %s: not a tomb8 save file", name);
        return false;
    }
    if (size < SAVE_HEADER_SIZE + CRC_SIZE) {
        snprintf(err, err_cap, "error: %s: truncated save (%zu bytes)", name, size);
        return false;
    }
    uint32_t want = get32(data + size - CRC_SIZE);
    if (Level_Crc32(data, size - CRC_SIZE) != want) {
        uint64_t full = (uint64_t)SAVE_HEADER_SIZE + get32(data + OFF_BODY_SIZE) + CRC_SIZE;
        if (full > size)
            snprintf(err, err_cap,
                     "error: %s: damaged save (checksum mismatch; %zu bytes, the header "
                     "says %llu: truncated?)",
                     name, size, (unsigned long long)full);
        else
            snprintf(err, err_cap, "error: %s: damaged save (checksum mismatch)", name);
        return false;
    }
    info->version = get32(data + OFF_VERSION);
    if (info->version != SAVE_VERSION) {
        if (info->version > SAVE_VERSION)
            snprintf(err, err_cap,
                     "error: %s: made by a newer tomb8 (save format %u; this one reads %u)",
                     name, info->version, SAVE_VERSION);
        else
            snprintf(err, err_cap,
                     "error: %s: made by an older tomb8 (save format %u; this one reads %u)",
                     name, info->version, SAVE_VERSION);
        return false;
    }
    SerialReader r;
    Serial_ReaderInit(&r, data, size - CRC_SIZE, 0);
    r.pos = OFF_VERSION + 4;
    info->level_checksum = Serial_GetU32(&r);
    info->level_size = Serial_GetU32(&r);
    info->tick = Serial_GetU32(&r);
    info->gameflow_level = Serial_GetI32(&r);
    Serial_GetBytes(&r, info->label, SAVE_LABEL_MAX);
    info->body_size = Serial_GetU32(&r);
    if ((uint64_t)SAVE_HEADER_SIZE + info->body_size + CRC_SIZE != size) {
        snprintf(err, err_cap, "error: %s: damaged save (body of %u bytes in a %zu-byte file)",
                 name, info->body_size, size);
        return false;
    }
    if (memchr(info->label, '\0', SAVE_LABEL_MAX) == NULL) {
        snprintf(err, err_cap, "error: %s: damaged save (label not terminated)", name);
        return false;
    }
    if (info->gameflow_level < -1) {
        snprintf(err, err_cap, "error: %s: damaged save (gameflow level %d)", name,
                 (int)info->gameflow_level);
        return false;
    }
    /* A run from the save may last SAVE_RUN_MAX_TICKS: its tick counter
     * (and the trace's tick column) must not wrap within it. */
    if (info->tick > SAVE_MAX_TICK) {
        snprintf(err, err_cap,
                 "error: %s: saved at tick %u, too near 4294967295 (at most %u: a run of "
                 "%u ticks from it would wrap the tick counter)",
                 name, info->tick, (unsigned)SAVE_MAX_TICK, (unsigned)SAVE_RUN_MAX_TICKS);
        return false;
    }
    /* The sections' frames: each fits, the last is the caller's XTRA. */
    size_t at = SAVE_HEADER_SIZE, end = SAVE_HEADER_SIZE + (size_t)info->body_size;
    uint32_t tag = 0, len = 0;
    while (at < end) {
        if (end - at < SECTION_HEAD || (len = get32(data + at + 4)) > end - at - SECTION_HEAD) {
            snprintf(err, err_cap, "error: %s: damaged save (section at byte %zu overruns the body)",
                     name, at);
            return false;
        }
        tag = get32(data + at);
        at += SECTION_HEAD + len;
    }
    if (tag != TAG_EXTRA) {
        snprintf(err, err_cap, "error: %s: damaged save (no XTRA section at the end)", name);
        return false;
    }
    info->extra_offset = end - len;
    info->extra_size = len;
    return true;
}

/* The level identity check of Save_Restore. */
static bool same_level(const SaveInfo *info, const Level *lv, const char *name, char *err,
                       size_t err_cap)
{
    if (info->level_checksum == lv->checksum && info->level_size == lv->file_size)
        return true;
    snprintf(err, err_cap,
             "error: %s: saved on another level file (CRC-32 %08x, %u bytes), not %s "
             "(CRC-32 %08x, %u bytes)",
             name, info->level_checksum, info->level_size, lv->name, lv->checksum,
             lv->file_size);
    return false;
}

/* A game of the level made only to try a save on. */
typedef struct {
    Sim sim;
    Game game;
    FlipFx fx;
} Scratch;

/* Reads the body into g / fx; the reason in why. */
static bool read_body(Game *g, FlipFx *fx, const uint8_t *data, const SaveInfo *info, char *why,
                      size_t why_cap)
{
    /* The state sections: everything before the caller's XTRA section. */
    SerialReader r;
    size_t state = info->extra_offset - SECTION_HEAD - SAVE_HEADER_SIZE;
    Serial_ReaderInit(&r, data + SAVE_HEADER_SIZE, state, SAVE_HEADER_SIZE);
    bool ok = SaveState_Read(g, fx, &r);
    if (ok && Serial_Left(&r) != 0)
        Serial_Fail(&r, "%zu bytes after the last state section", Serial_Left(&r));
    /* The header's tick is a copy for slot lists: it must agree. */
    if (ok && g->sim->tick != info->tick) {
        r.pos = 0;
        Serial_Fail(&r, "the header says tick %u, the state %u", info->tick, g->sim->tick);
    }
    snprintf(why, why_cap, "%s", r.why);
    return ok && !r.failed;
}

/* Tries the body on a fresh game of level lv (fx: the flipeffects' state
 * to start from, may be NULL). */
static bool try_body(const Level *lv, bool animate_all, const FlipFx *fx, const uint8_t *data,
                     const SaveInfo *info, char *why, size_t why_cap)
{
    Scratch *sc = calloc(1, sizeof(*sc));
    if (!sc) {
        snprintf(why, why_cap, "out of memory");
        return false;
    }
    char err[256];
    SimConfig cfg = {.animate_all = animate_all};
    bool ok = false;
    if (!Sim_Init(&sc->sim, lv, &cfg, err, sizeof err)) {
        snprintf(why, why_cap, "out of memory");
        free(sc);
        return false;
    }
    if (Game_Attach(&sc->game, &sc->sim, err, sizeof err)) {
        if (fx)
            sc->fx = *fx;
        sc->fx.sim = &sc->sim;
        ok = read_body(&sc->game, fx ? &sc->fx : NULL, data, info, why, why_cap);
        Game_Free(&sc->game);
    } else {
        snprintf(why, why_cap, "out of memory");
    }
    Sim_Free(&sc->sim);
    free(sc);
    return ok;
}

bool Save_Restore(Game *g, FlipFx *fx, const uint8_t *data, size_t size, const char *name,
                  SaveInfo *info, char *err, size_t err_cap)
{
    SaveInfo local;
    if (!info)
        info = &local;
    if (!Save_Parse(data, size, name, info, err, err_cap))
        return false;
    if (!same_level(info, g->lv, name, err, err_cap))
        return false;
    if (g->sim->tick != 0) {
        snprintf(err, err_cap, "error: %s: a save loads into a game that has not run yet", name);
        return false;
    }
    char why[256];
    if (!try_body(g->lv, g->sim->animate_all, fx, data, info, why, sizeof why)) {
        snprintf(err, err_cap, "error: %s: damaged save (%s)", name, why);
        return false;
    }
    if (!read_body(g, fx, data, info, why, sizeof why)) {
        /* The same bytes on the same fresh set-up: cannot differ. */
        snprintf(err, err_cap, "error: %s: save refused after its trial (%s)", name, why);
        return false;
    }
    return true;
}

bool Save_CheckWithLevel(const uint8_t *data, size_t size, const char *name,
                         const char *level_path, SaveInfo *info, char *err, size_t err_cap)
{
    SaveInfo local;
    if (!info)
        info = &local;
    if (!Save_Parse(data, size, name, info, err, err_cap))
        return false;
    Level *lv = calloc(1, sizeof(*lv));
    if (!lv) {
        snprintf(err, err_cap, "error: %s: out of memory", name);
        return false;
    }
    char why[256];
    /* A failed load leaves the Level empty: nothing to free then. */
    bool loaded = Level_Load(level_path, lv, err, err_cap), ok = loaded;
    if (ok && (ok = same_level(info, lv, name, err, err_cap)) &&
        !(ok = try_body(lv, false, NULL, data, info, why, sizeof why)))
        snprintf(err, err_cap, "error: %s: damaged save (%s)", name, why);
    if (loaded)
        Level_Free(lv);
    free(lv);
    return ok;
}

bool Save_ReadFile(const char *path, uint8_t **data, size_t *size, char *err, size_t err_cap)
{
    *data = NULL;
    *size = 0;
    if (!AtomicFile_CheckInput(path, "save", err, err_cap))
        return false;
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, err_cap, "error: %s: %s", path, strerror(errno));
        return false;
    }
    struct stat st;
    if (fstat(fileno(f), &st) != 0 || st.st_size < 0) {
        snprintf(err, err_cap, "error: %s: %s", path, strerror(errno));
        fclose(f);
        return false;
    }
    if ((uint64_t)st.st_size > SAVE_MAX_SIZE) {
        snprintf(err, err_cap, "error: %s: too large for a save (%lld bytes)", path,
                 (long long)st.st_size);
        fclose(f);
        return false;
    }
    size_t n = (size_t)st.st_size;
    uint8_t *p = malloc(n ? n : 1);
    if (!p) {
        snprintf(err, err_cap, "error: %s: out of memory", path);
        fclose(f);
        return false;
    }
    size_t got = fread(p, 1, n, f);
    /* One byte more than the size said: the file grew while being read. */
    bool more = got == n && fgetc(f) != EOF;
    bool bad = ferror(f);
    fclose(f);
    if (bad || got != n || more) {
        snprintf(err, err_cap, "error: %s: read failed%s", path,
                 more || got != n ? " (the file changed while being read)" : "");
        free(p);
        return false;
    }
    *data = p;
    *size = n;
    return true;
}

bool Save_LoadFile(const char *path, Game *g, FlipFx *fx, SaveInfo *info, char *err,
                   size_t err_cap)
{
    uint8_t *data;
    size_t size;
    if (!Save_ReadFile(path, &data, &size, err, err_cap))
        return false;
    bool ok = Save_Restore(g, fx, data, size, path, info, err, err_cap);
    free(data);
    return ok;
}

bool Save_ReadInfo(const char *path, SaveInfo *info, char *err, size_t err_cap)
{
    uint8_t *data;
    size_t size;
    if (!Save_ReadFile(path, &data, &size, err, err_cap))
        return false;
    bool ok = Save_Parse(data, size, path, info, err, err_cap);
    free(data);
    return ok;
}

/* ---- state hash ------------------------------------------------------------------ */

uint64_t Save_StateHash(const Game *g, const FlipFx *fx)
{
    /* Input words count by their play bits only, as in Sim_Hash: a replay
     * (which keeps those) of a demo whose words also carry select and
     * deselect hashes the same as the demo. Shallow copies with the words
     * masked; everything else is read where it is. */
    Sim sim = *g->sim;
    Game *game = malloc(sizeof(*game));
    if (!game)
        return 0;
    *game = *g;
    uint32_t mask = g->rules ? g->rules->input_mask : INPUT_VALID_MASK;
    sim.input &= mask; /* Game_Input follows */
    sim.input_prev &= mask;
    game->sim = &sim;
    SerialWriter w;
    Serial_WriterInit(&w, SAVE_MAX_SIZE);
    SaveState_Write(game, fx, &w);
    free(game);
    uint64_t h = 14695981039346656037ull;
    for (size_t i = 0; i < w.size; i++) {
        h ^= w.data[i];
        h *= 1099511628211ull;
    }
    /* A state too big to write hashes as its failure, never as a match. */
    if (w.failed)
        h ^= 0xFFFFFFFFFFFFFFFFull;
    Serial_WriterFree(&w);
    return h;
}
