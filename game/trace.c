/* Reference-format traces (see trace.h). */
#include "game/trace.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/file_read.h"
#include "game/game.h"

/* Bits of the original's run-time item flags word. */
#define TRACE_IF_ONE_SHOT 0x0100u
#define TRACE_IF_CODE_SHIFT 9
#define TRACE_IF_REVERSE 0x4000u

/* snprintf into the rest of a row; a full buffer keeps the length at cap so
 * later appends write nothing. */
typedef struct {
    char *buf;
    size_t cap, len;
} RowBuf;

static void put(RowBuf *r, const char *fmt, long long v)
{
    if (r->len >= r->cap)
        return;
    int n = snprintf(r->buf + r->len, r->cap - r->len, fmt, v);
    if (n < 0 || (size_t)n >= r->cap - r->len)
        r->len = r->cap;
    else
        r->len += (size_t)n;
}

static void put_empty(RowBuf *r, int count)
{
    for (int i = 0; i < count; i++)
        put(r, ",", 0);
}

static int finish(RowBuf *r)
{
    put(r, "\n", 0);
    if (r->len >= r->cap) { /* truncated: never hand out half a row */
        if (r->cap)
            r->buf[0] = '\0';
        return 0;
    }
    return (int)r->len;
}

/* Frame within the animation; the absolute frame when the animation is not
 * in the level (a broken item is still printed, not skipped). */
static int anim_frame(const Level *lv, const Item *it)
{
    if (it->anim < 0 || (uint32_t)it->anim >= lv->num_animations)
        return it->frame;
    return it->frame - lv->animations[it->anim].frame_start;
}

int Trace_Row(const Sim *s, const Game *g, uint32_t tick, char *buf, size_t cap)
{
    RowBuf r = {buf, cap, 0};
    put(&r, "%lld", tick);
    put(&r, ",%lld", (unsigned)s->input);
    if (s->lara >= 0) {
        const Item *l = &s->items[s->lara];
        put(&r, ",%lld", l->pos.x);
        put(&r, ",%lld", l->pos.y);
        put(&r, ",%lld", l->pos.z);
        put(&r, ",%lld", l->room);
        put(&r, ",%lld", l->rot.x);
        put(&r, ",%lld", l->rot.y);
        put(&r, ",%lld", l->rot.z);
        put(&r, ",%lld", l->anim);
        put(&r, ",%lld", l->frame);
        put(&r, ",%lld", anim_frame(s->level, l));
        put(&r, ",%lld", l->current_state);
        put(&r, ",%lld", l->goal_state);
        put(&r, ",%lld", l->required_state);
        put(&r, ",%lld", l->hit_points);
        put(&r, ",%lld", l->speed);
        put(&r, ",%lld", l->fall_speed);
        put(&r, ",%lld", l->gravity ? 1 : 0);
        if (g) {
            put(&r, ",%lld", g->lara.water_status);
            put(&r, ",%lld", g->lara.gun_status);
        } else {
            put_empty(&r, 2);
        }
        put(&r, ",%lld", l->floor);
    } else {
        put_empty(&r, 20);
    }
    put(&r, ",%lld", s->prng.control_calls);
    put(&r, ",%lld", s->prng.control);
    if (g) {
        const GameCamera *c = &g->camera;
        put(&r, ",%lld", c->pos.x);
        put(&r, ",%lld", c->pos.y);
        put(&r, ",%lld", c->pos.z);
        put(&r, ",%lld", c->pos.room);
        put(&r, ",%lld", c->target.x);
        put(&r, ",%lld", c->target.y);
        put(&r, ",%lld", c->target.z);
        put(&r, ",%lld", c->target.room);
        put(&r, ",%lld", c->type);
    } else {
        put_empty(&r, 9);
    }
    return finish(&r);
}

uint32_t Trace_ItemFlags(const Item *it)
{
    uint32_t f = (uint32_t)(it->activation_mask & ITEM_MASK_FULL) << TRACE_IF_CODE_SHIFT;
    if (it->one_shot)
        f |= TRACE_IF_ONE_SHOT;
    if (it->reverse)
        f |= TRACE_IF_REVERSE;
    return f;
}

int Trace_ItemRow(const Sim *s, uint32_t tick, int i, char *buf, size_t cap)
{
    const Level *lv = s->level;
    const Item *it = &s->items[i];
    int first = -1;
    if (it->model >= 0 && (uint32_t)it->model < lv->num_models)
        first = Sim_ModelFirstAnim(lv, &lv->models[it->model]);
    RowBuf r = {buf, cap, 0};
    put(&r, "%lld", tick);
    put(&r, ",%lld", i);
    put(&r, ",%lld", it->object_id);
    put(&r, ",%lld", it->pos.x);
    put(&r, ",%lld", it->pos.y);
    put(&r, ",%lld", it->pos.z);
    put(&r, ",%lld", it->room);
    put(&r, ",%lld", it->rot.x);
    put(&r, ",%lld", it->rot.y);
    put(&r, ",%lld", it->rot.z);
    put(&r, ",%lld", it->anim);
    put(&r, ",%lld", first >= 0 && it->anim >= 0 ? it->anim - first : it->anim);
    put(&r, ",%lld", it->frame);
    put(&r, ",%lld", anim_frame(lv, it));
    put(&r, ",%lld", it->current_state);
    put(&r, ",%lld", it->goal_state);
    put(&r, ",%lld", it->required_state);
    put(&r, ",%lld", it->hit_points);
    put(&r, ",%lld", it->speed);
    put(&r, ",%lld", it->fall_speed);
    put(&r, ",%lld", it->status);
    put(&r, ",%lld", Trace_ItemFlags(it));
    put(&r, ",%lld", it->active ? 1 : 0);
    put(&r, ",%lld", it->gravity ? 1 : 0);
    put(&r, ",%lld", it->hit_status ? 1 : 0);
    put(&r, ",%lld", it->collidable ? 1 : 0);
    put(&r, ",%lld", it->timer);
    put(&r, ",%lld", it->touch_bits);
    put(&r, ",%lld", it->mesh_bits);
    return finish(&r);
}

bool Trace_WriteItems(FILE *f, const Sim *s, uint32_t tick)
{
    char row[TRACE_ROW_MAX];
    for (uint32_t i = 0; i < s->num_items; i++) {
        const Item *it = &s->items[i];
        /* on the active list or marked active (the two go together in the
         * original except in the middle of a change) */
        if ((int)i == s->lara || (!it->active && it->status != ITEM_STATUS_ACTIVE))
            continue;
        int n = Trace_ItemRow(s, tick, (int)i, row, sizeof row);
        if (fwrite(row, 1, (size_t)n, f) != (size_t)n)
            return false;
    }
    return true;
}

/* ---- reading input words ----------------------------------------------------- */

#define TRACE_MAX_LINE 65536

/* Reads one line (without its "\n" or "\r\n") into line. 0 at end of file,
 * -1 when the line is longer than cap - 1, else 1. */
static int read_line(FILE *f, char *line, size_t cap)
{
    if (!fgets(line, (int)cap, f))
        return 0;
    size_t n = strlen(line);
    if (n == cap - 1 && line[n - 1] != '\n' && !feof(f))
        return -1;
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
        line[--n] = '\0';
    return 1;
}

/* The index-th comma-separated field of line, spaces around it trimmed,
 * copied into out; false when the line has fewer fields. A field longer
 * than out is never cut (a cut number reads as another number): out is
 * then emptied and *too_long set. */
static bool field_of(const char *line, int index, char *out, size_t cap, bool *too_long)
{
    const char *p = line;
    for (int k = 0; k < index; k++) {
        p = strchr(p, ',');
        if (!p)
            return false;
        p++;
    }
    const char *e = strchr(p, ',');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    while (n > 0 && (*p == ' ' || *p == '\t')) {
        p++;
        n--;
    }
    while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t'))
        n--;
    *too_long = n >= cap;
    if (n >= cap)
        n = 0;
    memcpy(out, p, n);
    out[n] = '\0';
    return true;
}

static bool field(const char *line, int index, char *out, size_t cap)
{
    bool too_long;
    return field_of(line, index, out, cap, &too_long);
}

static bool parse_word(const char *s, InputWord *out)
{
    if (!*s)
        return false;
    uint64_t v = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        v = v * 10 + (uint64_t)(*s - '0');
        if (v > 0xFFFFFFFFull)
            return false;
    }
    *out = (InputWord)v;
    return true;
}

/* Trace_ReadInputs, and with `ticks` the tick column too (see trace.h). */
/* The rows read so far (words, and ticks when asked for). */
typedef struct {
    const char *path;
    InputWord *w;
    uint32_t *tk;
    uint32_t n, cap;
    bool want_ticks;
    int col, tick_col;
} InputRows;

/* The header line: which columns hold the input and the tick. */
static bool read_header(InputRows *rows, const char *line, int rc, char *err, size_t err_cap)
{
    if (rc <= 0) {
        snprintf(err, err_cap, "error: %s:1: %s", rows->path,
                 rc == 0 ? "empty file (expected a CSV header with an input column)"
                         : "line too long");
        return false;
    }
    char name[64];
    rows->col = rows->tick_col = -1;
    for (int k = 0; field(line, k, name, sizeof name); k++) {
        if (!strcmp(name, "input") && rows->col < 0)
            rows->col = k;
        if (!strcmp(name, "tick") && rows->tick_col < 0)
            rows->tick_col = k;
    }
    if (rows->col < 0) {
        snprintf(err, err_cap, "error: %s:1: the header has no 'input' column", rows->path);
        return false;
    }
    return true;
}

/* Room for one more row. */
static bool grow_rows(InputRows *rows, unsigned long lineno, char *err, size_t err_cap)
{
    if (rows->n == TRACE_MAX_INPUT_ROWS) {
        snprintf(err, err_cap, "error: %s:%lu: more than %u input rows", rows->path, lineno,
                 TRACE_MAX_INPUT_ROWS);
        return false;
    }
    if (rows->n < rows->cap)
        return true;
    uint32_t ncap = rows->cap ? rows->cap * 2 : 1024;
    InputWord *nw = realloc(rows->w, (size_t)ncap * sizeof(*rows->w));
    if (nw)
        rows->w = nw;
    uint32_t *nt = rows->want_ticks && nw ? realloc(rows->tk, (size_t)ncap * sizeof(*rows->tk))
                                          : rows->tk;
    if (nt)
        rows->tk = nt;
    if (!nw || (rows->want_ticks && !nt)) {
        snprintf(err, err_cap, "error: %s: out of memory", rows->path);
        return false;
    }
    rows->cap = ncap;
    return true;
}

/* One data row: its input word (and tick) appended. */
static bool read_row(InputRows *rows, const char *line, unsigned long lineno, char *err,
                     size_t err_cap)
{
    const char *path = rows->path;
    /* Numbers are read whole: any number of leading zeros, and a value too
     * long for this is refused, not cut. */
    char val[256];
    bool too_long = false;
    if (!field_of(line, rows->col, val, sizeof val, &too_long)) {
        snprintf(err, err_cap, "error: %s:%lu: no input field (column %d)", path, lineno,
                 rows->col + 1);
        return false;
    }
    InputWord word;
    if (too_long) {
        snprintf(err, err_cap, "error: %s:%lu: input is longer than %zu characters", path,
                 lineno, sizeof val - 1);
        return false;
    }
    if (!parse_word(val, &word)) {
        snprintf(err, err_cap, "error: %s:%lu: input '%.20s' is not a number 0..4294967295",
                 path, lineno, val);
        return false;
    }
    /* Without a tick column the rows count the ticks from 0. */
    uint32_t tick = rows->n;
    if (rows->want_ticks && rows->tick_col >= 0) {
        if (!field_of(line, rows->tick_col, val, sizeof val, &too_long) || too_long ||
            !parse_word(val, &tick)) {
            snprintf(err, err_cap, "error: %s:%lu: tick '%.20s' is not a number", path, lineno,
                     val);
            return false;
        }
        if (rows->n > 0 && tick <= rows->tk[rows->n - 1]) {
            snprintf(err, err_cap, "error: %s:%lu: tick %u after tick %u (rows must count up)",
                     path, lineno, tick, rows->tk[rows->n - 1]);
            return false;
        }
    }
    if (!grow_rows(rows, lineno, err, err_cap))
        return false;
    if (rows->want_ticks)
        rows->tk[rows->n] = tick;
    rows->w[rows->n++] = word;
    return true;
}

static bool read_rows(FILE *f, InputRows *rows, char *line, char *err, size_t err_cap)
{
    unsigned long lineno = 1;
    if (!read_header(rows, line, read_line(f, line, TRACE_MAX_LINE), err, err_cap))
        return false;
    for (;;) {
        lineno++;
        int rc = read_line(f, line, TRACE_MAX_LINE);
        if (rc == 0)
            break;
        if (rc < 0) {
            snprintf(err, err_cap, "error: %s:%lu: line too long", rows->path, lineno);
            return false;
        }
        if (line[0] == '\0') /* blank lines (a trailing one) carry no tick */
            continue;
        if (!read_row(rows, line, lineno, err, err_cap))
            return false;
    }
    if (ferror(f)) {
        snprintf(err, err_cap, "error: %s:%lu: read error", rows->path, lineno);
        return false;
    }
    return true;
}

static bool read_inputs(const char *path, InputWord **words, uint32_t **ticks, uint32_t *num,
                        char *err, size_t err_cap)
{
    *words = NULL;
    if (ticks)
        *ticks = NULL;
    *num = 0;
    /* A FIFO or folder named as the inputs is refused, never waited on. */
    FILE *f;
    if (FileRead_Open(path, "inputs", &f, err, err_cap) != FILE_READ_OK)
        return false;
    InputRows rows = {.path = path, .want_ticks = ticks != NULL};
    char *line = malloc(TRACE_MAX_LINE);
    bool ok = line != NULL;
    if (!line)
        snprintf(err, err_cap, "error: %s: out of memory", path);
    ok = ok && read_rows(f, &rows, line, err, err_cap);
    free(line);
    fclose(f);
    if (!ok) {
        free(rows.w);
        free(rows.tk);
        return false;
    }
    *words = rows.w;
    if (ticks)
        *ticks = rows.tk;
    *num = rows.n;
    return true;
}

bool Trace_ReadInputs(const char *path, InputWord **words, uint32_t *num, char *err,
                      size_t err_cap)
{
    return read_inputs(path, words, NULL, num, err, err_cap);
}

bool Trace_ReadInputTicks(const char *path, InputWord **words, uint32_t **ticks, uint32_t *num,
                          char *err, size_t err_cap)
{
    return read_inputs(path, words, ticks, num, err, err_cap);
}
