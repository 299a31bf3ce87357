/* tracecmp: compares a trace of ours with a reference trace, column by
 * column, tick by tick.
 *
 *   build/tracecmp REF.csv OURS.csv [--items] [--json] [--context N]
 *                  [--only COLS] [--ignore COLS]
 *
 * Both files are CSV with a header line. Rows are joined by their `tick`
 * (with --items, the `_items.csv` form: by tick and `item`); every column
 * whose name both headers have is compared, except anim_trx_internal (the
 * reference engine's own numbering). Values are compared as integers when
 * both parse as integers, else as text.
 *
 * Report: ticks compared, the matching prefix (ticks that match in full
 * before the first divergence), the first divergent tick with every
 * differing column ("col: ours X vs ref Y"), and per column the number of
 * differing ticks. A reference tick missing from ours is a divergence;
 * ticks only in ours are counted, not compared. With --items a tick's rows
 * must name the same items; the matching prefix is then the first
 * divergent tick (ticks without rows in either file agree).
 * --context N prints the N rows before the divergence for the differing
 * columns; --json prints one JSON object instead of text. --only and
 * --ignore take comma-separated column names (NAME* matches every name
 * that starts with NAME, e.g. cam_*) to compare a subset: Lara without the
 * camera, the random stream alone...
 *
 * Exit status: 0 equal, 1 different, 2 bad input (one "error: ..." line). */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/core/file_read.h"
#include "engine/core/json.h"

#define MAX_FILE_BYTES (256u << 20)
#define MAX_COLUMNS 256
#define MAX_CELLS (16u << 20)
#define MAX_CONTEXT 1000
#define IGNORED_COLUMN "anim_trx_internal"

typedef struct {
    const char *path;
    char *text;             /* the file, cells NUL-terminated in place */
    int num_cols;
    char *cols[MAX_COLUMNS];/* header names */
    uint32_t num_rows;
    uint32_t *cells;        /* num_rows * num_cols offsets into text */
    int key_col, item_col;  /* tick, item (-1 unless --items) */
    int64_t *keys;          /* per row: tick, item */
    uint32_t *order;        /* rows sorted by key */
} Csv;

static char g_err[1200];

/* Records the one error line: "error: FILE:LINE: what" (no LINE when 0). */
static bool bad(const char *path, unsigned long line, const char *fmt, const char *arg)
{
    char what[600];
    snprintf(what, sizeof what, fmt, arg);
    if (line)
        snprintf(g_err, sizeof g_err, "error: %.500s:%lu: %s", path, line, what);
    else
        snprintf(g_err, sizeof g_err, "error: %.500s: %s", path, what);
    return false;
}

static const char *cell(const Csv *c, uint32_t row, int col)
{
    return c->text + c->cells[(size_t)row * (size_t)c->num_cols + (size_t)col];
}

/* Whole decimal integer (optional sign), spaces already trimmed. */
static bool parse_int(const char *s, int64_t *out)
{
    bool neg = *s == '-';
    if (*s == '-' || *s == '+')
        s++;
    if (!*s)
        return false;
    uint64_t v = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        v = v * 10 + (uint64_t)(*s - '0');
        if (v > ((uint64_t)1 << 62))
            return false;
    }
    *out = neg ? -(int64_t)v : (int64_t)v;
    return true;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

static const Csv *g_sort_csv;

static int cmp_rows(const void *a, const void *b)
{
    const int64_t *ka = &g_sort_csv->keys[2 * *(const uint32_t *)a];
    const int64_t *kb = &g_sort_csv->keys[2 * *(const uint32_t *)b];
    if (ka[0] != kb[0])
        return ka[0] < kb[0] ? -1 : 1;
    if (ka[1] != kb[1])
        return ka[1] < kb[1] ? -1 : 1;
    return 0;
}

static int find_col(const Csv *c, const char *name)
{
    for (int i = 0; i < c->num_cols; i++)
        if (!strcmp(c->cols[i], name))
            return i;
    return -1;
}

static bool load_csv(Csv *c, const char *path, bool items)
{
    memset(c, 0, sizeof *c);
    c->path = path;
    /* A FIFO or folder is refused at once, never waited on. */
    FILE *f;
    if (FileRead_Open(path, "trace", &f, g_err, sizeof g_err) != FILE_READ_OK)
        return false;
    if (fseek(f, 0, SEEK_END) != 0) {
        fclose(f);
        return bad(path, 0, "%s", "cannot seek (not a regular file?)");
    }
    long size = ftell(f);
    if (size < 0 || (unsigned long)size > MAX_FILE_BYTES) {
        fclose(f);
        return bad(path, 0, "%s", "file too large (256 MiB at most)");
    }
    rewind(f);
    c->text = malloc((size_t)size + 2);
    if (!c->text) {
        fclose(f);
        return bad(path, 0, "%s", "out of memory");
    }
    size_t got = fread(c->text, 1, (size_t)size, f);
    fclose(f);
    if (got != (size_t)size)
        return bad(path, 0, "%s", "read error");
    c->text[size] = '\n';
    c->text[size + 1] = '\0';
    if (memchr(c->text, '\0', (size_t)size))
        return bad(path, 0, "%s", "binary data (NUL byte) in a CSV file");

    /* Header. */
    char *p = c->text, *end = c->text + size + 1;
    char *nl = memchr(p, '\n', (size_t)(end - p));
    *nl = '\0';
    if (!*trim(p))
        return bad(path, 1, "%s", "empty header");
    for (char *s = p;;) {
        char *comma = strchr(s, ',');
        if (comma)
            *comma = '\0';
        if (c->num_cols == MAX_COLUMNS)
            return bad(path, 1, "%s", "more than 256 columns");
        c->cols[c->num_cols++] = trim(s);
        if (!comma)
            break;
        s = comma + 1;
    }
    for (int i = 0; i < c->num_cols; i++)
        for (int j = 0; j < i; j++)
            if (!strcmp(c->cols[i], c->cols[j]))
                return bad(path, 1, "column '%.100s' named twice", c->cols[i]);
    c->key_col = find_col(c, "tick");
    c->item_col = items ? find_col(c, "item") : -1;
    if (c->key_col < 0)
        return bad(path, 1, "%s", "the header has no 'tick' column");
    if (items && c->item_col < 0)
        return bad(path, 1, "%s", "the header has no 'item' column (--items)");

    /* Rows: count the lines first, then split in place. */
    uint32_t lines = 0;
    for (char *q = nl + 1; q < end; q++)
        lines += *q == '\n';
    if ((uint64_t)lines * (uint64_t)c->num_cols > MAX_CELLS)
        return bad(path, 0, "%s", "too many cells (16M at most)");
    c->cells = malloc(((size_t)lines * (size_t)c->num_cols + 1) * sizeof(uint32_t));
    c->keys = malloc(((size_t)lines * 2 + 2) * sizeof(int64_t));
    c->order = malloc(((size_t)lines + 1) * sizeof(uint32_t));
    if (!c->cells || !c->keys || !c->order)
        return bad(path, 0, "%s", "out of memory");
    unsigned long lineno = 1;
    for (p = nl + 1; p < end; p = nl + 1) {
        lineno++;
        nl = memchr(p, '\n', (size_t)(end - p));
        *nl = '\0';
        if (!*trim(p))
            continue; /* blank line (a trailing one) */
        uint32_t r = c->num_rows;
        int k = 0;
        for (char *s = p;;) {
            char *comma = strchr(s, ',');
            if (comma)
                *comma = '\0';
            if (k == c->num_cols)
                return bad(path, lineno, "%s", "more fields than the header");
            c->cells[(size_t)r * (size_t)c->num_cols + (size_t)k++] = (uint32_t)(trim(s) - c->text);
            if (!comma)
                break;
            s = comma + 1;
        }
        if (k != c->num_cols)
            return bad(path, lineno, "%s", "fewer fields than the header");
        if (!parse_int(cell(c, r, c->key_col), &c->keys[2 * r]))
            return bad(path, lineno, "tick '%.40s' is not an integer", cell(c, r, c->key_col));
        c->keys[2 * r + 1] = 0;
        if (items && !parse_int(cell(c, r, c->item_col), &c->keys[2 * r + 1]))
            return bad(path, lineno, "item '%.40s' is not an integer", cell(c, r, c->item_col));
        c->order[r] = r;
        c->num_rows++;
    }
    g_sort_csv = c;
    qsort(c->order, c->num_rows, sizeof(uint32_t), cmp_rows);
    for (uint32_t i = 1; i < c->num_rows; i++)
        if (cmp_rows(&c->order[i - 1], &c->order[i]) == 0) {
            char key[64];
            snprintf(key, sizeof key, items ? "tick %lld item %lld" : "tick %lld",
                     (long long)c->keys[2 * c->order[i]], (long long)c->keys[2 * c->order[i] + 1]);
            return bad(path, 0, "%s appears twice", key);
        }
    return true;
}

static void free_csv(Csv *c)
{
    free(c->text);
    free(c->cells);
    free(c->keys);
    free(c->order);
}

static bool same_value(const char *a, const char *b)
{
    if (!strcmp(a, b))
        return true;
    int64_t x, y;
    return parse_int(a, &x) && parse_int(b, &y) && x == y;
}

/* ---- the comparison ----------------------------------------------------------- */

typedef struct {
    int ref_col, our_col;
    const char *name;
    uint32_t diffs;         /* differing rows */
} Column;

typedef struct {
    const Csv *ref, *ours;
    bool items;
    const char *only, *ignore;  /* column lists (NULL: none) */
    Column cols[MAX_COLUMNS];
    int num_cols;
    const char *only_ref[MAX_COLUMNS], *only_ours[MAX_COLUMNS];
    int num_only_ref, num_only_ours;
    uint32_t ticks_compared;    /* ref ticks found in ours (--items: ticks in either) */
    uint32_t missing_rows;      /* ref rows not in ours */
    uint32_t extra_rows;        /* our rows not in ref */
    uint32_t matching_prefix;
    bool diverged;
    int64_t div_tick;
    /* First divergence: the rows involved (ours may be missing, -1). */
    uint32_t div_first, div_count;  /* range in ref->order of the divergent tick */
} Cmp;

/* The row of ours with this key, -1 if none. */
static int64_t find_row(const Csv *c, int64_t tick, int64_t item)
{
    uint32_t lo = 0, hi = c->num_rows;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const int64_t *k = &c->keys[2 * c->order[mid]];
        if (k[0] < tick || (k[0] == tick && k[1] < item))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < c->num_rows) {
        const int64_t *k = &c->keys[2 * c->order[lo]];
        if (k[0] == tick && k[1] == item)
            return c->order[lo];
    }
    return -1;
}

/* Number of differing columns between ref row rr and our row or. */
static int row_diffs(Cmp *m, uint32_t rr, int64_t or, bool count)
{
    int n = 0;
    for (int i = 0; i < m->num_cols; i++) {
        Column *col = &m->cols[i];
        if (!same_value(cell(m->ref, rr, col->ref_col), cell(m->ours, (uint32_t)or, col->our_col))) {
            n++;
            if (count)
                col->diffs++;
        }
    }
    return n;
}

/* Whether name is in the comma-separated list (entries ending in '*'
 * match by prefix). */
static bool in_list(const char *list, const char *name)
{
    for (const char *p = list; *p;) {
        const char *e = strchr(p, ',');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n > 0 && p[n - 1] == '*') {
            if (!strncmp(name, p, n - 1))
                return true;
        } else if (n == strlen(name) && !strncmp(name, p, n)) {
            return true;
        }
        if (!e)
            break;
        p = e + 1;
    }
    return false;
}

static bool selected(const Cmp *m, const char *name)
{
    if (m->only && !in_list(m->only, name))
        return false;
    return !(m->ignore && in_list(m->ignore, name));
}

static void compare(Cmp *m)
{
    const Csv *ref = m->ref, *ours = m->ours;
    for (int i = 0; i < ref->num_cols; i++) {
        const char *name = ref->cols[i];
        int j = find_col(ours, name);
        if (!strcmp(name, IGNORED_COLUMN) || i == ref->key_col || i == ref->item_col ||
            !selected(m, name))
            continue;
        if (j < 0) {
            m->only_ref[m->num_only_ref++] = name;
            continue;
        }
        m->cols[m->num_cols++] = (Column){i, j, name, 0};
    }
    for (int j = 0; j < ours->num_cols; j++)
        if (find_col(ref, ours->cols[j]) < 0 && strcmp(ours->cols[j], IGNORED_COLUMN) &&
            selected(m, ours->cols[j]))
            m->only_ours[m->num_only_ours++] = ours->cols[j];

    /* Walk the ref rows in key order, a tick at a time; our rows of the tick
     * that the ref does not have are extra. */
    uint32_t ri = 0, oi = 0;
    int64_t prev_tick = 0;
    bool have_prev = false;
    while (ri < ref->num_rows || (m->items && oi < ours->num_rows)) {
        int64_t rt = ri < ref->num_rows ? ref->keys[2 * ref->order[ri]] : INT64_MAX;
        int64_t ot = oi < ours->num_rows ? ours->keys[2 * ours->order[oi]] : INT64_MAX;
        int64_t tick = m->items && ot < rt ? ot : rt;
        uint32_t r0 = ri;
        while (ri < ref->num_rows && ref->keys[2 * ref->order[ri]] == tick)
            ri++;
        while (oi < ours->num_rows && ours->keys[2 * ours->order[oi]] < tick)
            m->extra_rows++, oi++; /* (trace mode) ticks only in ours */
        uint32_t ob = oi;
        while (oi < ours->num_rows && ours->keys[2 * ours->order[oi]] == tick)
            oi++;
        bool differs = false, found_any = false;
        for (uint32_t k = r0; k < ri; k++) {
            uint32_t rr = ref->order[k];
            int64_t or = find_row(ours, tick, ref->keys[2 * rr + 1]);
            if (or < 0) {
                m->missing_rows++;
                differs = true;
                continue;
            }
            found_any = true;
            if (row_diffs(m, rr, or, true))
                differs = true;
        }
        /* our rows of this tick without a ref row */
        for (uint32_t k = ob; k < oi; k++) {
            uint32_t orow = ours->order[k];
            if (find_row(ref, tick, ours->keys[2 * orow + 1]) < 0) {
                m->extra_rows++;
                differs = true;
            }
        }
        if (m->items || found_any)
            m->ticks_compared++;
        if (differs && !m->diverged) {
            m->diverged = true;
            m->div_tick = tick;
            m->div_first = r0;
            m->div_count = ri - r0;
            m->matching_prefix = m->items ? (uint32_t)(tick > 0 ? tick : 0) : m->matching_prefix;
        }
        if (!m->diverged && !m->items)
            m->matching_prefix++;
        have_prev = true;
        prev_tick = tick;
    }
    if (!m->items)
        m->extra_rows += ours->num_rows - oi;
    if (m->items && !m->diverged)
        m->matching_prefix = have_prev ? (uint32_t)(prev_tick + 1) : 0;
}

/* ---- output ------------------------------------------------------------------- */

static void json_str(const char *s)
{
    char buf[1024];
    Json_Escape(s, buf, sizeof buf);
    printf("\"%s\"", buf);
}

/* Calls fn for every differing column of the divergent tick's rows. */
typedef void (*DiffFn)(void *user, int64_t item, bool has_item, const char *col, const char *ours,
                       const char *ref);

static void each_divergence(const Cmp *m, DiffFn fn, void *user)
{
    const Csv *ref = m->ref, *ours = m->ours;
    for (uint32_t k = m->div_first; k < m->div_first + m->div_count; k++) {
        uint32_t rr = ref->order[k];
        int64_t item = ref->keys[2 * rr + 1];
        int64_t or = find_row(ours, m->div_tick, item);
        if (or < 0) {
            fn(user, item, m->items, "<row>", "missing", "present");
            continue;
        }
        for (int i = 0; i < m->num_cols; i++) {
            const char *a = cell(ours, (uint32_t)or, m->cols[i].our_col);
            const char *b = cell(ref, rr, m->cols[i].ref_col);
            if (!same_value(a, b))
                fn(user, item, m->items, m->cols[i].name, a, b);
        }
    }
    if (m->items) {
        /* our rows at that tick the ref does not have */
        for (uint32_t k = 0; k < ours->num_rows; k++) {
            uint32_t orow = ours->order[k];
            if (ours->keys[2 * orow] != m->div_tick)
                continue;
            int64_t item = ours->keys[2 * orow + 1];
            if (find_row(ref, m->div_tick, item) < 0)
                fn(user, item, true, "<row>", "present", "missing");
        }
    }
}

static void text_diff(void *user, int64_t item, bool has_item, const char *col, const char *ours,
                      const char *ref)
{
    (void)user;
    if (has_item)
        printf("  item %lld %s: ours %s vs ref %s\n", (long long)item, col, ours, ref);
    else
        printf("  %s: ours %s vs ref %s\n", col, ours, ref);
}

typedef struct {
    bool first;
} JsonState;

static void json_diff(void *user, int64_t item, bool has_item, const char *col, const char *ours,
                      const char *ref)
{
    JsonState *js = user;
    printf("%s{", js->first ? "" : ",");
    js->first = false;
    if (has_item)
        printf("\"item\":%lld,", (long long)item);
    printf("\"column\":");
    json_str(col);
    printf(",\"ours\":");
    json_str(ours);
    printf(",\"ref\":");
    json_str(ref);
    printf("}");
}

/* The N ref rows before the divergence (trace mode), the divergent columns
 * side by side. */
static void print_context(const Cmp *m, int n)
{
    const Csv *ref = m->ref, *ours = m->ours;
    if (m->items || n <= 0)
        return;
    int cols[MAX_COLUMNS], nc = 0;
    uint32_t rr = ref->order[m->div_first];
    int64_t or = find_row(ours, m->div_tick, 0);
    for (int i = 0; i < m->num_cols; i++)
        if (or < 0 || !same_value(cell(ref, rr, m->cols[i].ref_col),
                                  cell(ours, (uint32_t)or, m->cols[i].our_col)))
            cols[nc++] = i;
    uint32_t from = m->div_first > (uint32_t)n ? m->div_first - (uint32_t)n : 0;
    printf("context (ours / ref):\n");
    for (uint32_t k = from; k <= m->div_first; k++) {
        uint32_t r = ref->order[k];
        int64_t tick = ref->keys[2 * r];
        int64_t o = find_row(ours, tick, 0);
        printf("  tick %lld:", (long long)tick);
        for (int c = 0; c < nc; c++) {
            const Column *col = &m->cols[cols[c]];
            printf(" %s %s/%s", col->name, o >= 0 ? cell(ours, (uint32_t)o, col->our_col) : "-",
                   cell(ref, r, col->ref_col));
        }
        printf("\n");
    }
}

static void print_text(const Cmp *m, int context)
{
    printf("ticks compared: %u (ref %u rows, ours %u rows)\n", m->ticks_compared,
           m->ref->num_rows, m->ours->num_rows);
    if (m->num_only_ref) {
        printf("not in ours (not compared):");
        for (int i = 0; i < m->num_only_ref; i++)
            printf(" %s", m->only_ref[i]);
        printf("\n");
    }
    if (m->num_only_ours) {
        printf("not in ref (not compared):");
        for (int i = 0; i < m->num_only_ours; i++)
            printf(" %s", m->only_ours[i]);
        printf("\n");
    }
    if (!m->diverged) {
        printf("matching prefix: %u ticks\nequal\n", m->matching_prefix);
        return;
    }
    printf("matching prefix: %u ticks\n", m->matching_prefix);
    printf("first divergence: tick %lld\n", (long long)m->div_tick);
    each_divergence(m, text_diff, NULL);
    print_context(m, context);
    printf("differing ticks per column:\n");
    for (int i = 0; i < m->num_cols; i++)
        if (m->cols[i].diffs)
            printf("  %s: %u\n", m->cols[i].name, m->cols[i].diffs);
    if (m->missing_rows)
        printf("  <rows missing in ours>: %u\n", m->missing_rows);
    if (m->extra_rows)
        printf("  <rows only in ours>: %u\n", m->extra_rows);
}

static void print_json(const Cmp *m)
{
    printf("{\"ref\":");
    json_str(m->ref->path);
    printf(",\"ours\":");
    json_str(m->ours->path);
    printf(",\"mode\":\"%s\",\"equal\":%s,\"ref_rows\":%u,\"our_rows\":%u,\"ticks_compared\":%u,"
           "\"matching_prefix\":%u,\"missing_rows\":%u,\"extra_rows\":%u",
           m->items ? "items" : "trace", m->diverged ? "false" : "true", m->ref->num_rows,
           m->ours->num_rows, m->ticks_compared, m->matching_prefix, m->missing_rows,
           m->extra_rows);
    printf(",\"first_divergence\":");
    if (m->diverged) {
        JsonState js = {true};
        printf("{\"tick\":%lld,\"columns\":[", (long long)m->div_tick);
        each_divergence(m, json_diff, &js);
        printf("]}");
    } else {
        printf("null");
    }
    printf(",\"column_diffs\":{");
    bool first = true;
    for (int i = 0; i < m->num_cols; i++)
        if (m->cols[i].diffs) {
            printf("%s", first ? "" : ",");
            first = false;
            json_str(m->cols[i].name);
            printf(":%u", m->cols[i].diffs);
        }
    printf("},\"not_in_ours\":[");
    for (int i = 0; i < m->num_only_ref; i++) {
        printf("%s", i ? "," : "");
        json_str(m->only_ref[i]);
    }
    printf("],\"not_in_ref\":[");
    for (int i = 0; i < m->num_only_ours; i++) {
        printf("%s", i ? "," : "");
        json_str(m->only_ours[i]);
    }
    printf("]}\n");
}

static int usage(void)
{
    fprintf(stderr,
            "error: usage: tracecmp REF.csv OURS.csv [--items] [--json] [--context N] "
            "[--only COLS] [--ignore COLS]\n");
    return 2;
}

int main(int argc, char **argv)
{
    const char *ref_path = NULL, *our_path = NULL;
    bool json = false, items = false;
    const char *only = NULL, *ignore = NULL;
    int context = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--json")) {
            json = true;
        } else if (!strcmp(a, "--items")) {
            items = true;
        } else if (!strcmp(a, "--context")) {
            int64_t n;
            if (i + 1 >= argc || !parse_int(argv[i + 1], &n) || n < 0 || n > MAX_CONTEXT) {
                fprintf(stderr, "error: --context needs a number 0..%d\n", MAX_CONTEXT);
                return 2;
            }
            context = (int)n;
            i++;
        } else if (!strcmp(a, "--only") || !strcmp(a, "--ignore")) {
            if (i + 1 >= argc || !argv[i + 1][0]) {
                fprintf(stderr, "error: %s needs a comma-separated list of columns\n", a);
                return 2;
            }
            *(a[2] == 'o' ? &only : &ignore) = argv[++i];
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            printf("usage: tracecmp REF.csv OURS.csv [--items] [--json] [--context N] "
                   "[--only COLS] [--ignore COLS]\n");
            return 0;
        } else if (a[0] == '-' && a[1] == '-') {
            fprintf(stderr, "error: unknown option %s\n", a);
            return 2;
        } else if (!ref_path) {
            ref_path = a;
        } else if (!our_path) {
            our_path = a;
        } else {
            return usage();
        }
    }
    if (!ref_path || !our_path)
        return usage();
    Csv ref, ours;
    bool ok = load_csv(&ref, ref_path, items);
    if (ok) {
        ok = load_csv(&ours, our_path, items);
        if (!ok)
            free_csv(&ours);
    }
    if (!ok) {
        free_csv(&ref);
        fprintf(stderr, "%s\n", g_err);
        return 2;
    }
    Cmp *m = calloc(1, sizeof *m);
    if (!m) {
        fprintf(stderr, "error: out of memory\n");
        return 2;
    }
    m->ref = &ref;
    m->ours = &ours;
    m->items = items;
    m->only = only;
    m->ignore = ignore;
    compare(m);
    if (json)
        print_json(m);
    else
        print_text(m, context);
    int rc = m->diverged ? 1 : 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "error: stdout: write failed\n");
        rc = 2;
    }
    free(m);
    free_csv(&ref);
    free_csv(&ours);
    return rc;
}
