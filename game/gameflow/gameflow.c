/* The gameflow file (see gameflow.h).
 *
 * Format, version 1. A text file of statements, one per line; words are
 * separated by blanks; a word with blanks is written in double quotes
 * ("Lara's Home"; \" and \\ inside quotes); `#` starts a comment outside
 * quotes. Numbers are decimal integers. Blocks open with a keyword and close
 * with `end`:
 *
 *   gameflow 1                      first statement: the format version
 *   game NAME                       the game's name (optional)
 *
 *   title FILE                      the title screen's level (optional)
 *     music TRACK                   its CD track
 *     fmv FILE | picture FILE       shown before the title (an FMV plays when its
 *                                   file is there; pictures are named)
 *   end
 *
 *   level FILE NAME                 a level of the New Game sequence
 *   gym FILE NAME                   the level behind the title's Lara's Home
 *     music TRACK                   its ambient track (none without)
 *     demo                          the title may play its demo
 *     remove-guns | remove-scions   Lara arrives without them
 *     give OBJECT [COUNT]           items added at its start (object ids)
 *     mirror-room ROOM              the room the mirror Lara mirrors about
 *     -- the steps, run in the order written: --
 *     fmv FILE | picture FILE       a movie (played) / a still picture (named)
 *     play                          the level itself (exactly once)
 *     cutscene FILE                 a cut-scene (defined by a cutscene block)
 *     stats                         the level's statistics screen
 *   end
 *
 *   cutscene FILE NAME              a cut-scene level
 *     origin-x X | origin-z Z       where its frames and actors are placed
 *     angle A                       (default: the first actor's place, 0)
 *     music TRACK                   played with it, once
 *     flip-map                      starts with the rooms flipped
 *     mesh-swap ACTOR SOURCE MESH   the actor object's mesh from another
 *   end
 *
 * The file is untrusted: sizes, counts, numbers and names are bounded and
 * any mistake stops the parse with one line "error: FILE:LINE: what". */
#include "game/gameflow/gameflow.h"

#include "engine/core/file_read.h"

#include "engine/level/level.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAX_WORDS 8
#define MAX_TRACK 999

typedef enum { BLOCK_NONE, BLOCK_TITLE, BLOCK_LEVEL, BLOCK_CUTSCENE } BlockKind;

typedef struct {
    const char *name;
    int line;
    char *err;
    size_t err_cap;
    Gameflow *gf;
    BlockKind block;
    int index;              /* level / cut-scene being filled */
    bool have_version;
    bool have_game;
    int block_line;
} Parser;

static bool fail(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static bool fail(Parser *p, const char *fmt, ...)
{
    char what[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(p->err, p->err_cap, "error: %s:%d: %s", p->name, p->line, what);
    return false;
}

/* Splits a line into words in place (quotes, escapes, comments). */
static bool split(Parser *p, char *line, char **words, int *count)
{
    int n = 0;
    char *s = line;
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == '\r')
            s++;
        if (!*s || *s == '#')
            break;
        if (n == MAX_WORDS)
            return fail(p, "too many words (at most %d)", MAX_WORDS);
        if (*s == '"') {
            char *out = ++s;
            words[n++] = out;
            for (;;) {
                if (!*s)
                    return fail(p, "unterminated quoted string");
                if (*s == '\\' && (s[1] == '"' || s[1] == '\\')) {
                    *out++ = s[1];
                    s += 2;
                } else if (*s == '"') {
                    s++;
                    break;
                } else {
                    *out++ = *s++;
                }
            }
            if (*s && *s != ' ' && *s != '\t' && *s != '\r' && *s != '#')
                return fail(p, "a quoted string must be followed by a blank");
            if (*s == '#') {
                *out = '\0';
                break;
            }
            if (*s)
                s++;
            *out = '\0';
        } else {
            words[n++] = s;
            while (*s && *s != ' ' && *s != '\t' && *s != '\r' && *s != '#') {
                if (*s == '"')
                    return fail(p, "a quote inside a word");
                s++;
            }
            if (*s == '#') {
                *s = '\0';
                break;
            }
            if (*s)
                *s++ = '\0';
        }
    }
    *count = n;
    return true;
}

static bool number(Parser *p, const char *word, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(word, &end, 10);
    if (!*word || *end || errno || v < lo || v > hi)
        return fail(p, "'%s' is not a number in %ld..%ld", word, lo, hi);
    *out = v;
    return true;
}

/* A file name: printable, no control bytes, bounded, relative. */
static bool file_name(Parser *p, const char *word, char *out)
{
    size_t n = strlen(word);
    if (n == 0 || n >= GAMEFLOW_PATH_MAX)
        return fail(p, "file name must be 1..%d characters", GAMEFLOW_PATH_MAX - 1);
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)word[i] < 0x20 || word[i] == 0x7F)
            return fail(p, "control character in file name");
    if (word[0] == '/' || strstr(word, ".."))
        return fail(p, "file name '%s' must stay inside the game folder", word);
    memcpy(out, word, n + 1);
    return true;
}

static bool title_text(Parser *p, const char *word, char *out)
{
    size_t n = strlen(word);
    if (n >= GAMEFLOW_NAME_MAX)
        return fail(p, "name longer than %d characters", GAMEFLOW_NAME_MAX - 1);
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)word[i] < 0x20 || word[i] == 0x7F)
            return fail(p, "control character in name");
    memcpy(out, word, n + 1);
    return true;
}

static bool need(Parser *p, const char *cmd, int count, int lo, int hi)
{
    if (count - 1 < lo)
        return fail(p, "'%s' needs %d value%s", cmd, lo, lo == 1 ? "" : "s");
    if (count - 1 > hi)
        return fail(p, "'%s': too many values (at most %d)", cmd, hi);
    return true;
}

/* The file's base name without folders, for comparisons. */
static const char *base_name(const char *path)
{
    const char *b = path;
    for (const char *s = path; *s; s++)
        if (*s == '/' || *s == '\\')
            b = s + 1;
    return b;
}

static int movie(Parser *p, const char *word)
{
    char path[GAMEFLOW_PATH_MAX];
    Gameflow *gf = p->gf;
    if (!file_name(p, word, path))
        return -1;
    for (int i = 0; i < gf->num_movies; i++)
        if (!strcmp(gf->movies[i], path))
            return i;
    if (gf->num_movies == GAMEFLOW_MAX_MOVIES) {
        fail(p, "too many movies and pictures (at most %d)", GAMEFLOW_MAX_MOVIES);
        return -1;
    }
    memcpy(gf->movies[gf->num_movies], path, sizeof path);
    return gf->num_movies++;
}

static bool add_step(Parser *p, GameflowStep *steps, uint8_t *num, int kind, int arg)
{
    if (*num == GAMEFLOW_MAX_STEPS)
        return fail(p, "too many steps in one block (at most %d)", GAMEFLOW_MAX_STEPS);
    steps[*num] = (GameflowStep){.kind = (uint8_t)kind, .arg = (int16_t)arg, .line = p->line};
    (*num)++;
    return true;
}

static bool title_statement(Parser *p, char **w, int n)
{
    Gameflow *gf = p->gf;
    long v;
    if (!strcmp(w[0], "music")) {
        if (!need(p, w[0], n, 1, 1) || !number(p, w[1], 0, MAX_TRACK, &v))
            return false;
        gf->title_music = (int16_t)v;
        return true;
    }
    if (!strcmp(w[0], "fmv") || !strcmp(w[0], "picture")) {
        if (!need(p, w[0], n, 1, 1))
            return false;
        int m = movie(p, w[1]);
        return m >= 0 && add_step(p, gf->title_steps, &gf->num_title_steps,
                                  w[0][0] == 'f' ? GF_STEP_FMV : GF_STEP_PICTURE, m);
    }
    return fail(p, "'%s' inside a title block (expected music, fmv, picture or end)", w[0]);
}

static bool level_statement(Parser *p, char **w, int n)
{
    GameflowLevel *lv = &p->gf->levels[p->index];
    long v, c;
    const char *cmd = w[0];
    if (!strcmp(cmd, "music")) {
        if (!need(p, cmd, n, 1, 1) || !number(p, w[1], 0, MAX_TRACK, &v))
            return false;
        lv->music = (int16_t)v;
        return true;
    }
    if (!strcmp(cmd, "demo") || !strcmp(cmd, "remove-guns") || !strcmp(cmd, "remove-scions")) {
        if (!need(p, cmd, n, 0, 0))
            return false;
        if (cmd[0] == 'd')
            lv->demo = true;
        else if (!strcmp(cmd, "remove-guns"))
            lv->remove_guns = true;
        else
            lv->remove_scions = true;
        return true;
    }
    if (!strcmp(cmd, "mirror-room")) {
        if (!need(p, cmd, n, 1, 1) || !number(p, w[1], 0, 1023, &v))
            return false;
        lv->mirror_room = (int16_t)v;
        return true;
    }
    if (!strcmp(cmd, "give")) {
        if (!need(p, cmd, n, 1, 2) || !number(p, w[1], 0, 255, &v))
            return false;
        c = 1;
        if (n > 2 && !number(p, w[2], 1, 100, &c))
            return false;
        if (lv->num_give == GAMEFLOW_MAX_GIVE)
            return fail(p, "too many 'give' lines (at most %d)", GAMEFLOW_MAX_GIVE);
        lv->give[lv->num_give++] = (GameflowGive){(int16_t)v, (int16_t)c};
        return true;
    }
    if (!strcmp(cmd, "fmv") || !strcmp(cmd, "picture")) {
        if (!need(p, cmd, n, 1, 1))
            return false;
        int m = movie(p, w[1]);
        return m >= 0 && add_step(p, lv->steps, &lv->num_steps,
                                  cmd[0] == 'f' ? GF_STEP_FMV : GF_STEP_PICTURE, m);
    }
    if (!strcmp(cmd, "play") || !strcmp(cmd, "stats")) {
        if (!need(p, cmd, n, 0, 0))
            return false;
        int kind = cmd[0] == 'p' ? GF_STEP_PLAY : GF_STEP_STATS;
        for (int i = 0; i < lv->num_steps; i++)
            if (lv->steps[i].kind == kind)
                return fail(p, "'%s' given twice in this block (line %d)", cmd,
                            (int)lv->steps[i].line);
        return add_step(p, lv->steps, &lv->num_steps, kind, 0);
    }
    if (!strcmp(cmd, "cutscene")) {
        char file[GAMEFLOW_PATH_MAX];
        if (!need(p, cmd, n, 1, 1) || !file_name(p, w[1], file))
            return false;
        /* The cut-scene's block may come later in the file: a slot with
         * line 0 stands for it until then (checked at the end). */
        Gameflow *gf = p->gf;
        int c = Gameflow_FindCutscene(gf, file);
        if (c < 0) {
            if (gf->num_cutscenes == GAMEFLOW_MAX_CUTSCENES)
                return fail(p, "too many cut-scenes (at most %d)", GAMEFLOW_MAX_CUTSCENES);
            c = gf->num_cutscenes++;
            memset(&gf->cutscenes[c], 0, sizeof gf->cutscenes[c]);
            memcpy(gf->cutscenes[c].file, file, sizeof file);
        }
        return add_step(p, lv->steps, &lv->num_steps, GF_STEP_CUTSCENE, c);
    }
    return fail(p, "'%s' inside a %s block (expected music, demo, remove-guns, remove-scions, "
                   "give, mirror-room, fmv, picture, play, cutscene, stats or end)",
                cmd, lv->kind == GF_LEVEL_GYM ? "gym" : "level");
}

static bool cutscene_statement(Parser *p, char **w, int n)
{
    GameflowCutscene *c = &p->gf->cutscenes[p->index];
    long v;
    const char *cmd = w[0];
    if (!strcmp(cmd, "origin-x") || !strcmp(cmd, "origin-z")) {
        if (!need(p, cmd, n, 1, 1) || !number(p, w[1], -(1L << 24), 1L << 24, &v))
            return false;
        if (cmd[7] == 'x') {
            c->has_origin_x = true;
            c->origin_x = (int32_t)v;
        } else {
            c->has_origin_z = true;
            c->origin_z = (int32_t)v;
        }
        return true;
    }
    if (!strcmp(cmd, "angle")) {
        if (!need(p, cmd, n, 1, 1) || !number(p, w[1], -32768, 65535, &v))
            return false;
        c->has_angle = true;
        c->angle = (int16_t)(uint16_t)(v & 0xFFFF);
        return true;
    }
    if (!strcmp(cmd, "music")) {
        if (!need(p, cmd, n, 1, 1) || !number(p, w[1], 0, MAX_TRACK, &v))
            return false;
        c->music = (int16_t)v;
        return true;
    }
    if (!strcmp(cmd, "flip-map")) {
        if (!need(p, cmd, n, 0, 0))
            return false;
        c->flip_map = true;
        return true;
    }
    if (!strcmp(cmd, "mesh-swap")) {
        long a, s, m;
        if (!need(p, cmd, n, 3, 3) || !number(p, w[1], 0, 255, &a) ||
            !number(p, w[2], 0, 255, &s) || !number(p, w[3], 0, 63, &m))
            return false;
        if (c->num_mesh_swaps == GAMEFLOW_MAX_MESH_SWAPS)
            return fail(p, "too many mesh swaps (at most %d)", GAMEFLOW_MAX_MESH_SWAPS);
        c->mesh_swaps[c->num_mesh_swaps++] = (GameflowMeshSwap){(int16_t)a, (int16_t)s, (int16_t)m};
        return true;
    }
    return fail(p, "'%s' inside a cutscene block (expected origin-x, origin-z, angle, music, "
                   "flip-map, mesh-swap or end)",
                cmd);
}

static bool open_block(Parser *p, char **w, int n)
{
    Gameflow *gf = p->gf;
    const char *cmd = w[0];
    p->block_line = p->line;
    if (!strcmp(cmd, "title")) {
        if (!need(p, cmd, n, 1, 1))
            return false;
        if (gf->has_title)
            return fail(p, "a second title block");
        if (!file_name(p, w[1], gf->title_file))
            return false;
        gf->has_title = true;
        p->block = BLOCK_TITLE;
        return true;
    }
    if (!strcmp(cmd, "level") || !strcmp(cmd, "gym")) {
        if (!need(p, cmd, n, 2, 2))
            return false;
        if (gf->num_levels == GAMEFLOW_MAX_LEVELS)
            return fail(p, "too many levels (at most %d)", GAMEFLOW_MAX_LEVELS);
        GameflowLevel *lv = &gf->levels[gf->num_levels];
        memset(lv, 0, sizeof *lv);
        lv->music = GAMEFLOW_NO_MUSIC;
        lv->mirror_room = -1;
        lv->line = p->line;
        lv->kind = cmd[0] == 'g' ? GF_LEVEL_GYM : GF_LEVEL_NORMAL;
        if (lv->kind == GF_LEVEL_GYM && gf->gym_level >= 0)
            return fail(p, "a second gym block (the first is on line %d)",
                        (int)gf->levels[gf->gym_level].line);
        if (!file_name(p, w[1], lv->file) || !title_text(p, w[2], lv->title))
            return false;
        if (Gameflow_FindLevel(gf, lv->file) >= 0)
            return fail(p, "level %s is already in the gameflow", lv->file);
        p->index = gf->num_levels++;
        if (lv->kind == GF_LEVEL_GYM)
            gf->gym_level = p->index;
        else if (gf->first_level < 0)
            gf->first_level = p->index;
        p->block = BLOCK_LEVEL;
        return true;
    }
    if (!strcmp(cmd, "cutscene")) {
        char file[GAMEFLOW_PATH_MAX];
        if (!need(p, cmd, n, 2, 2) || !file_name(p, w[1], file))
            return false;
        int c = Gameflow_FindCutscene(gf, file);
        if (c >= 0 && gf->cutscenes[c].line != 0)
            return fail(p, "cut-scene %s is defined twice (first on line %d)", file,
                        (int)gf->cutscenes[c].line);
        if (c < 0) {
            if (gf->num_cutscenes == GAMEFLOW_MAX_CUTSCENES)
                return fail(p, "too many cut-scenes (at most %d)", GAMEFLOW_MAX_CUTSCENES);
            c = gf->num_cutscenes++;
        }
        GameflowCutscene *cs = &gf->cutscenes[c];
        memset(cs, 0, sizeof *cs);
        memcpy(cs->file, file, sizeof file);
        cs->music = GAMEFLOW_NO_MUSIC;
        cs->line = p->line;
        if (!title_text(p, w[2], cs->title))
            return false;
        p->index = c;
        p->block = BLOCK_CUTSCENE;
        return true;
    }
    return false;
}

static bool statement(Parser *p, char **w, int n)
{
    Gameflow *gf = p->gf;
    long v;
    if (!p->have_version) {
        if (strcmp(w[0], "gameflow") != 0)
            return fail(p, "the file must start with 'gameflow %d'", GAMEFLOW_VERSION);
        if (!need(p, w[0], n, 1, 1) || !number(p, w[1], 0, INT_MAX, &v))
            return false;
        if (v != GAMEFLOW_VERSION)
            return fail(p, "gameflow version %ld (this tomb8 reads version %d)", v,
                        GAMEFLOW_VERSION);
        p->have_version = true;
        return true;
    }
    if (!strcmp(w[0], "end")) {
        if (p->block == BLOCK_NONE)
            return fail(p, "'end' without a block");
        if (!need(p, w[0], n, 0, 0))
            return false;
        if (p->block == BLOCK_LEVEL) {
            const GameflowLevel *lv = &gf->levels[p->index];
            bool play = false;
            for (int i = 0; i < lv->num_steps; i++)
                play |= lv->steps[i].kind == GF_STEP_PLAY;
            if (!play)
                return fail(p, "the block of %s (line %d) has no 'play' step", lv->file,
                            (int)lv->line);
        }
        p->block = BLOCK_NONE;
        return true;
    }
    switch (p->block) {
    case BLOCK_TITLE:
        return title_statement(p, w, n);
    case BLOCK_LEVEL:
        return level_statement(p, w, n);
    case BLOCK_CUTSCENE:
        return cutscene_statement(p, w, n);
    case BLOCK_NONE:
        break;
    }
    if (!strcmp(w[0], "game")) {
        if (p->have_game)
            return fail(p, "'game' given twice");
        p->have_game = true;
        return need(p, w[0], n, 1, 1) && title_text(p, w[1], gf->game);
    }
    if (!strcmp(w[0], "gameflow"))
        return fail(p, "'gameflow' given twice");
    if (open_block(p, w, n))
        return true;
    if (p->err[0])
        return false;
    return fail(p, "unknown statement '%s' (expected game, title, level, gym, cutscene)", w[0]);
}

/* Cut-scene steps name files; each must have its block. */
static bool resolve(Parser *p)
{
    Gameflow *gf = p->gf;
    for (int l = 0; l < gf->num_levels; l++) {
        const GameflowLevel *lv = &gf->levels[l];
        for (int i = 0; i < lv->num_steps; i++) {
            const GameflowStep *s = &lv->steps[i];
            if (s->kind == GF_STEP_CUTSCENE && gf->cutscenes[s->arg].line == 0) {
                p->line = s->line;
                return fail(p, "cut-scene %s has no cutscene block", gf->cutscenes[s->arg].file);
            }
        }
    }
    return true;
}

bool Gameflow_Parse(const char *text, size_t size, const char *name, Gameflow *out, char *err,
                    size_t err_cap)
{
    Parser p = {.name = name, .err = err, .err_cap = err_cap, .gf = out};
    char line[GAMEFLOW_MAX_LINE + 2];
    memset(out, 0, sizeof *out);
    out->first_level = -1;
    out->bonus_level = -1;
    out->gym_level = -1;
    out->title_music = GAMEFLOW_NO_MUSIC;
    err[0] = '\0';
    if (size > GAMEFLOW_MAX_FILE) {
        snprintf(err, err_cap, "error: %s: %zu bytes is too big for a gameflow (at most %d)", name,
                 size, GAMEFLOW_MAX_FILE);
        return false;
    }
    /* A UTF-8 byte-order mark (editors on Windows add one) is no text. */
    size_t pos = size >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    while (pos < size) {
        p.line++;
        size_t len = 0;
        while (pos < size && text[pos] != '\n') {
            if (text[pos] == '\0')
                return fail(&p, "NUL byte in the file");
            /* at most GAMEFLOW_MAX_LINE characters (the README's figure),
             * a CR before the newline not counted */
            if (len >= GAMEFLOW_MAX_LINE && !(text[pos] == '\r' && len == GAMEFLOW_MAX_LINE))
                return fail(&p, "line longer than %d characters", GAMEFLOW_MAX_LINE);
            line[len++] = text[pos++];
        }
        pos++; /* the newline */
        line[len] = '\0';
        char *w[MAX_WORDS];
        int n = 0;
        if (!split(&p, line, w, &n))
            return false;
        if (n > 0 && !statement(&p, w, n))
            return false;
    }
    if (p.block != BLOCK_NONE) {
        p.line = p.block_line;
        return fail(&p, "block without 'end'");
    }
    if (!p.have_version) {
        p.line = MAX(p.line, 1);
        return fail(&p, "empty gameflow (it must start with 'gameflow %d')", GAMEFLOW_VERSION);
    }
    if (out->num_levels == 0) {
        p.line = MAX(p.line, 1);
        return fail(&p, "no level or gym block");
    }
    if (!resolve(&p))
        return false;
    out->checksum = Level_Crc32((const uint8_t *)text, size);
    out->size = (uint32_t)size;
    return true;
}

bool Gameflow_Load(const char *path, Gameflow *out, char *err, size_t err_cap)
{
    /* The one bounded reader: a FIFO or folder is named, a file over the
     * limit is refused with its real size. */
    uint8_t *buf;
    size_t n;
    if (FileRead_Regular(path, "gameflow", GAMEFLOW_MAX_FILE, &buf, &n, err, err_cap) !=
        FILE_READ_OK)
        return false;
    bool ok = Gameflow_Parse((const char *)buf, n, path, out, err, err_cap);
    free(buf);
    return ok;
}

bool Gameflow_LoadDefault(Gameflow *out, char *err, size_t err_cap)
{
    const char *text = Gameflow_DefaultText();
    return Gameflow_Parse(text, strlen(text), "tr1.gameflow (built in)", out, err, err_cap);
}

bool Gameflow_IsBuiltin(const char *name)
{
    return name && (!strcmp(name, "tr1") || !strcmp(name, "ub"));
}

bool Gameflow_LoadBuiltin(const char *name, Gameflow *out, char *err, size_t err_cap)
{
    if (name && !strcmp(name, "tr1"))
        return Gameflow_LoadDefault(out, err, err_cap);
    if (name && !strcmp(name, "ub"))
        return Gameflow_LoadUb(out, err, err_cap);
    snprintf(err, err_cap, "error: %s: not a built-in gameflow (tr1, ub)", name ? name : "");
    return false;
}

const char *Gameflow_String(const Gameflow *gf, int i)
{
    return i >= 0 && i < gf->num_strings ? gf->strings[i] : "";
}

int Gameflow_LocationStart(const Gameflow *gf, int location)
{
    for (int i = 0; i < gf->num_levels; i++)
        if (gf->levels[i].kind == GF_LEVEL_NORMAL && gf->levels[i].location == location)
            return i;
    return -1;
}

int Gameflow_NextLevel(const Gameflow *gf, int level)
{
    for (int i = level + 1; i < gf->num_levels; i++)
        if (gf->levels[i].kind == GF_LEVEL_NORMAL)
            return i;
    return -1;
}

int Gameflow_FindLevel(const Gameflow *gf, const char *file)
{
    for (int i = 0; i < gf->num_levels; i++)
        if (!strcasecmp(base_name(gf->levels[i].file), base_name(file)))
            return i;
    return -1;
}

int Gameflow_FindCutscene(const Gameflow *gf, const char *file)
{
    for (int i = 0; i < gf->num_cutscenes; i++)
        if (!strcasecmp(base_name(gf->cutscenes[i].file), base_name(file)))
            return i;
    return -1;
}
