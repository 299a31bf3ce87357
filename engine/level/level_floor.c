/* Sector function lists parsed once into typed records (see level_floor.h).
 *
 * The walk is bounded twice over: each distinct list start is walked once,
 * and a budget caps the words read over all of them at a multiple of the
 * array (real levels read each word about once: their lists do not
 * overlap), so a hostile file can neither hang the loader nor make it
 * allocate more than a fixed multiple of its own size. */
#include "engine/level/level_floor.h"

#include "engine/level/level_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WORD_BUDGET_MAX (4u << 20)
#define WORD_BUDGET_PER_WORD 8u
#define WORD_BUDGET_BASE 65536u
#define VALUE_MASK 0x03FF
#define ACTION_OF(w) (((w) >> 10) & 0x0F)
#define TYPE_OF(w) (((w) >> 8) & 0x3F)
#define ITEM_TRIGGER(t) ((t) == TRIGGER_TYPE_SWITCH || (t) == TRIGGER_TYPE_KEY || (t) == TRIGGER_TYPE_PICKUP)

/* Where errors go: the loader's reader (with the byte offset) or a line. */
typedef struct {
    const struct Level *lv;
    Loader *ld;            /* NULL: build in memory */
    char *err;
    size_t err_cap;
    LevelFloor out;
    uint32_t cap_sectors, cap_triggers, cap_commands, cap_entries;
    uint64_t budget;
} Parser;

static bool fail(Parser *p, uint32_t word, const char *fmt, ...)
{
    char msg[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (p->ld)
        return Reader_FailAt(&p->ld->r, p->ld->off.floordata + 2 * (size_t)word, "floordata", "%s",
                             msg);
    snprintf(p->err, p->err_cap, "error: %s: floordata: %s", p->lv->name, msg);
    return false;
}

/* Grows an array to hold one more element; false when out of memory. */
static bool grow(void **arr, uint32_t *cap, uint32_t n, size_t elem)
{
    if (n < *cap)
        return true;
    uint32_t nc = *cap ? *cap * 2 : 64;
    void *a = realloc(*arr, (size_t)nc * elem);
    if (!a)
        return false;
    *arr = a;
    *cap = nc;
    return true;
}

static uint64_t budget_for(const struct Level *lv)
{
    uint64_t b = (uint64_t)lv->num_floordata * WORD_BUDGET_PER_WORD + WORD_BUDGET_BASE;
    return b < WORD_BUDGET_MAX ? b : WORD_BUDGET_MAX;
}

static bool spend(Parser *p, uint32_t start)
{
    if (p->budget == 0)
        return fail(p, start, "entry lists too long to check");
    p->budget--;
    return true;
}

/* Records word `word` as a kill / trigger handle. */
static bool add_entry(Parser *p, uint32_t word, bool kill, int32_t trigger)
{
    LevelFloor *o = &p->out;
    if (o->entry_at[word] >= 0) /* lists that share words: one record */
        return true;
    if (!grow((void **)&o->entries, &p->cap_entries, o->num_entries, sizeof o->entries[0]))
        return fail(p, word, "out of memory");
    o->entries[o->num_entries].kill = kill;
    o->entries[o->num_entries].trigger = trigger;
    o->entry_at[word] = (int32_t)o->num_entries++;
    return true;
}

/* Item and camera numbers a command names must exist. */
static bool check_command(Parser *p, uint32_t at, int action, uint32_t value)
{
    const struct Level *lv = p->lv;
    if ((action == TRIGGER_ACTION_OBJECT || action == TRIGGER_ACTION_TARGET) &&
        value >= lv->num_items)
        return fail(p, at, "trigger action on item %u >= %u items", value, lv->num_items);
    if ((action == TRIGGER_ACTION_CAMERA || action == TRIGGER_ACTION_CURRENT) &&
        value >= lv->num_cameras)
        return fail(p, at, "trigger action on camera %u >= %u cameras", value, lv->num_cameras);
    return true;
}

/* The trigger whose function word is at fd[*i - 1]; *i ends past it. */
static bool parse_trigger(Parser *p, uint32_t start, uint32_t *i, uint16_t fn, FloorTrigger *t)
{
    const uint16_t *fd = p->lv->floordata;
    uint32_t n = p->lv->num_floordata, k = *i;
    if (k >= n)
        return fail(p, start, "trigger from %u runs past %u words", start, n);
    uint16_t setup = fd[k++];
    memset(t, 0, sizeof *t);
    t->type = (uint8_t)TYPE_OF(fn);
    t->timer = (uint8_t)(setup & 0xFF);
    t->one_shot = (setup & 0x0100) != 0;
    t->mask = (uint8_t)((setup >> 9) & 0x1F);
    t->item = -1;
    t->first_command = p->out.num_commands;
    bool more = true;
    if (ITEM_TRIGGER(t->type)) {
        if (k >= n)
            return fail(p, start, "trigger from %u runs past %u words", start, n);
        uint16_t w = fd[k];
        if (ACTION_OF(w) != TRIGGER_ACTION_OBJECT)
            return fail(p, k, "trigger item word 0x%04x is not an item", w);
        if (!check_command(p, k, TRIGGER_ACTION_OBJECT, w & VALUE_MASK))
            return false;
        t->item = (int16_t)(w & VALUE_MASK);
        more = (w & FD_END_BIT) == 0; /* a trigger can end at its item */
        k++;
    }
    while (more) {
        if (k >= n)
            return fail(p, start, "trigger from %u runs past %u words", start, n);
        if (!spend(p, start))
            return false;
        uint16_t w = fd[k];
        TriggerCommand c = {0};
        c.action = (uint8_t)ACTION_OF(w);
        c.value = (uint16_t)(w & VALUE_MASK);
        if (!check_command(p, k, c.action, c.value))
            return false;
        more = (w & FD_END_BIT) == 0;
        k++;
        if (c.action == TRIGGER_ACTION_CAMERA) {
            if (k >= n)
                return fail(p, k - 1, "camera action at %u has no timer word", k - 1);
            uint16_t cw = fd[k++];
            c.camera_timer = (uint8_t)(cw & 0xFF);
            c.camera_once = (cw & 0x0100) != 0;
            c.camera_glide = (uint8_t)((cw >> 9) & 0x1F);
            more = (cw & FD_END_BIT) == 0; /* its word ends the list */
        }
        if (!grow((void **)&p->out.commands, &p->cap_commands, p->out.num_commands,
                  sizeof(TriggerCommand)))
            return fail(p, start, "out of memory");
        p->out.commands[p->out.num_commands++] = c;
        t->num_commands++;
        if (t->num_commands == UINT16_MAX)
            return fail(p, start, "trigger from %u has too many actions", start);
    }
    *i = k;
    return true;
}

static int8_t signed5(uint16_t v) { return (int8_t)((v & 0x10) ? (int)(v & 0x1F) - 32 : (int)(v & 0x1F)); }

static void parse_split(int fn, uint16_t word, uint16_t data, FloorSplit *s)
{
    s->function = (uint8_t)fn;
    /* 7, 9 and their variants divide along x = 1024 - z; 8, 10 along x = z. */
    static const uint8_t diagonal[12] = {1, 2, 1, 2, 1, 1, 2, 2, 1, 1, 2, 2};
    static const uint8_t hole[12] = {0, 0, 0, 0, 1, 2, 1, 2, 1, 2, 1, 2};
    s->diagonal = diagonal[fn - FD_TRI_FIRST];
    s->hole = hole[fn - FD_TRI_FIRST];
    s->height[0] = signed5((uint16_t)(word >> 5));
    s->height[1] = signed5((uint16_t)(word >> 10));
    for (int c = 0; c < 4; c++)
        s->corner[c] = (uint8_t)((data >> (4 * c)) & 0xF);
}

static bool is_floor_split(int fn)
{
    return fn == FD_SPLIT_FLOOR1 || fn == FD_SPLIT_FLOOR2 ||
           (fn >= FD_NOCOL_FLOOR1_LOW && fn <= FD_NOCOL_FLOOR2_HIGH);
}

/* One function of a sector's list at fd[*i - 1] (already read as fn). */
static bool parse_function(Parser *p, uint32_t start, uint32_t *i, uint16_t fn, FloorSector *s)
{
    const struct Level *lv = p->lv;
    const uint16_t *fd = lv->floordata;
    uint32_t n = lv->num_floordata, at = *i - 1;
    int func = fn & 0x1F;
    switch (func) {
    case FD_PORTAL:
        if (*i >= n)
            return fail(p, at, "portal at %u has no room", at);
        if (fd[*i] >= lv->num_rooms)
            return fail(p, *i, "portal room %u >= %u rooms", fd[*i], lv->num_rooms);
        s->portal = (int16_t)fd[(*i)++];
        return true;
    case FD_FLOOR_SLANT:
    case FD_CEILING_SLANT: {
        /* A slant at the very end has no data: it reads flat. */
        FloorTilt t = {0, 0};
        if (*i < n) {
            t.x = (int8_t)(fd[*i] & 0xFF);
            t.z = (int8_t)(fd[*i] >> 8);
        }
        (*i)++;
        if (func == FD_FLOOR_SLANT)
            s->floor_tilt = t;
        else
            s->ceiling_tilt = t;
        return true;
    }
    case FD_TRIGGER: {
        FloorTrigger t;
        if (!parse_trigger(p, start, i, fn, &t))
            return false;
        LevelFloor *o = &p->out;
        if (!grow((void **)&o->triggers, &p->cap_triggers, o->num_triggers, sizeof t))
            return fail(p, start, "out of memory");
        if (s->trigger < 0) {
            s->trigger = (int32_t)o->num_triggers;
            s->trigger_handle = (int32_t)at;
        }
        s->num_triggers++;
        o->triggers[o->num_triggers] = t;
        return add_entry(p, at, false, (int32_t)o->num_triggers++);
    }
    case FD_KILL:
        s->kill = true;
        s->kill_handle = (int32_t)at;
        return true;
    case FD_CLIMB:
        if (lv->game != GAME_TR1)
            s->climb = (uint8_t)((fn >> 8) & 0x0F);
        return true;
    default:
        break;
    }
    if (lv->game == GAME_TR3 && func >= FD_TRI_FIRST && func <= FD_TRI_LAST) {
        uint16_t data = *i < n ? fd[*i] : 0;
        (*i)++;
        parse_split(func, fn, data, is_floor_split(func) ? &s->floor_split : &s->ceiling_split);
        return true;
    }
    if (lv->game == GAME_TR3 && func >= FD_MONKEY && func <= FD_MINECART_RIGHT) {
        s->monkey |= func == FD_MONKEY;
        s->minecart_left |= func == FD_MINECART_LEFT;
        s->minecart_right |= func == FD_MINECART_RIGHT;
        return true;
    }
    /* TR2/TR3 files hold empty functions; TR1's engine stops on an
     * unknown function, and so do we. */
    if (func == 0 && lv->game != GAME_TR1)
        return true;
    return fail(p, at, "unknown function %d", func);
}

/* Parses the list starting at `start` into a new sector record. */
static bool parse_list(Parser *p, uint32_t start)
{
    const struct Level *lv = p->lv;
    uint32_t n = lv->num_floordata, i = start;
    FloorSector s;
    memset(&s, 0, sizeof s);
    s.portal = -1;
    s.trigger = -1;
    s.kill_handle = s.trigger_handle = -1;
    int32_t kill_word = -1; /* a kill function waiting to learn what follows it */
    for (;;) {
        if (i >= n)
            return fail(p, start, "entry list from %u runs past %u words", start, n);
        if (!spend(p, start))
            return false;
        uint32_t at = i;
        uint16_t fn = lv->floordata[i++];
        if (!parse_function(p, start, &i, fn, &s))
            return false;
        /* As the original: a kill handle runs the trigger right after it. */
        if (kill_word >= 0) {
            bool trig = (fn & 0x1F) == FD_TRIGGER;
            if (!add_entry(p, (uint32_t)kill_word, true,
                           trig ? p->out.entries[p->out.entry_at[at]].trigger : -1))
                return false;
            kill_word = -1;
        }
        if ((fn & 0x1F) == FD_KILL) {
            if (fn & FD_END_BIT) {
                if (!add_entry(p, at, true, -1))
                    return false;
            } else {
                kill_word = (int32_t)at;
            }
        }
        if (fn & FD_END_BIT)
            break;
    }
    LevelFloor *o = &p->out;
    if (!grow((void **)&o->sectors, &p->cap_sectors, o->num_sectors, sizeof s))
        return fail(p, start, "out of memory");
    if (start < o->num_starts)
        o->sector_at[start] = (int32_t)o->num_sectors;
    o->sectors[o->num_sectors++] = s;
    return true;
}

static void free_out(LevelFloor *o)
{
    free(o->sectors);
    free(o->triggers);
    free(o->commands);
    free(o->sector_at);
    free(o->entry_at);
    free(o->entries);
    memset(o, 0, sizeof *o);
}

static bool parse_all(Parser *p)
{
    const struct Level *lv = p->lv;
    LevelFloor *o = &p->out;
    p->budget = budget_for(lv);
    /* Sector indices are 16 bits: at most 65536 starts. */
    o->num_starts = lv->num_floordata < 65536 ? lv->num_floordata : 65536;
    o->num_words = lv->num_floordata;
    o->sector_at = malloc((size_t)(o->num_starts ? o->num_starts : 1) * sizeof(int32_t));
    o->entry_at = malloc((size_t)(o->num_words ? o->num_words : 1) * sizeof(int32_t));
    if (!o->sector_at || !o->entry_at)
        return fail(p, 0, "out of memory");
    memset(o->sector_at, 0xFF, (size_t)o->num_starts * sizeof(int32_t));
    memset(o->entry_at, 0xFF, (size_t)o->num_words * sizeof(int32_t));
    for (uint32_t r = 0; r < lv->num_rooms; r++) {
        const Room *room = &lv->rooms[r];
        uint32_t nsec = room->sectors ? (uint32_t)room->num_x_sectors * room->num_z_sectors : 0;
        for (uint32_t k = 0; k < nsec; k++) {
            uint32_t start = room->sectors[k].fd_index;
            /* Index 0 is the "no functions" entry. */
            if (start == 0 || (start < o->num_starts && o->sector_at[start] >= 0))
                continue;
            if (start >= o->num_starts)
                return fail(p, 0, "sector index %u >= %u words", start, lv->num_floordata);
            if (!parse_list(p, start))
                return false;
        }
    }
    return true;
}

static bool run(Parser *p, Level *lv)
{
    bool ok = parse_all(p);
    LevelFloor_Free(lv);
    if (!ok) {
        free_out(&p->out);
        return false;
    }
    lv->floor = malloc(sizeof(LevelFloor));
    if (!lv->floor) {
        free_out(&p->out);
        return fail(p, 0, "out of memory");
    }
    *lv->floor = p->out;
    return true;
}

bool Level_ParseFloor(Loader *ld)
{
    Parser p;
    memset(&p, 0, sizeof p);
    p.lv = ld->lv;
    p.ld = ld;
    return run(&p, ld->lv);
}

bool LevelFloor_Build(Level *lv, char *err, size_t err_cap)
{
    Parser p;
    memset(&p, 0, sizeof p);
    p.lv = lv;
    p.err = err;
    p.err_cap = err_cap;
    return run(&p, lv);
}

/* Resizes a per-word table to n entries, new ones -1. */
static bool resize_table(int32_t **t, uint32_t old_n, uint32_t n)
{
    int32_t *a = realloc(*t, (size_t)(n ? n : 1) * sizeof(int32_t));
    if (!a)
        return false;
    if (n > old_n)
        memset(a + old_n, 0xFF, (size_t)(n - old_n) * sizeof(int32_t));
    *t = a;
    return true;
}

bool LevelFloor_AddList(Level *lv, uint32_t start, char *err, size_t err_cap)
{
    if (!lv->floor && !LevelFloor_Build(lv, err, err_cap))
        return false;
    Parser p;
    memset(&p, 0, sizeof p);
    p.lv = lv;
    p.err = err;
    p.err_cap = err_cap;
    p.budget = budget_for(lv);
    p.out = *lv->floor;
    p.cap_sectors = p.out.num_sectors;
    p.cap_triggers = p.out.num_triggers;
    p.cap_commands = p.out.num_commands;
    p.cap_entries = p.out.num_entries;
    uint32_t starts = lv->num_floordata < 65536 ? lv->num_floordata : 65536;
    bool ok = resize_table(&p.out.sector_at, p.out.num_starts, starts) &&
              resize_table(&p.out.entry_at, p.out.num_words, lv->num_floordata);
    if (ok) {
        p.out.num_starts = starts;
        p.out.num_words = lv->num_floordata;
    }
    /* The records stay the level's either way: what a failed list added
     * is whole (records are appended only once parsed). */
    ok = ok ? (start != 0 && start < lv->num_floordata ? parse_list(&p, start)
                                                        : fail(&p, start, "no list at %u", start))
            : fail(&p, start, "out of memory");
    *lv->floor = p.out;
    return ok;
}

void LevelFloor_Free(Level *lv)
{
    if (!lv->floor)
        return;
    free_out(lv->floor);
    free(lv->floor);
    lv->floor = NULL;
}

/* ---- queries ---------------------------------------------------------------- */

const FloorSector *LevelFloor_Sector(const Level *lv, uint32_t index)
{
    const LevelFloor *o = lv->floor;
    if (!o || index == 0 || index >= o->num_starts || o->sector_at[index] < 0)
        return NULL;
    return &o->sectors[o->sector_at[index]];
}

const FloorTrigger *LevelFloor_Triggers(const Level *lv, const FloorSector *s, uint32_t *n)
{
    *n = 0;
    if (!lv->floor || !s || s->trigger < 0)
        return NULL;
    *n = s->num_triggers;
    return &lv->floor->triggers[s->trigger];
}

const TriggerCommand *LevelFloor_Commands(const Level *lv, const FloorTrigger *t)
{
    return lv->floor && t ? &lv->floor->commands[t->first_command] : NULL;
}

bool LevelFloor_Entry(const Level *lv, int32_t handle, FloorEntry *out)
{
    const LevelFloor *o = lv->floor;
    memset(out, 0, sizeof *out);
    if (!o || handle < 0 || (uint32_t)handle >= o->num_words || o->entry_at[handle] < 0)
        return false;
    int32_t e = o->entry_at[handle];
    out->kill = o->entries[e].kill;
    out->trigger = o->entries[e].trigger >= 0 ? &o->triggers[o->entries[e].trigger] : NULL;
    return true;
}

int LevelFloor_SplitTriangle(const FloorSplit *s, int32_t dx, int32_t dz, FloorTilt *slope)
{
    int32_t x = dx & 1023, z = dz & 1023;
    const uint8_t *t = s->corner;
    bool ceiling = !is_floor_split(s->function);
    int tri = (s->diagonal == 1 ? x <= 1024 - z : x <= z) ? 0 : 1;
    /* Ceilings count their corners downwards. */
    int c[4];
    for (int k = 0; k < 4; k++)
        c[k] = ceiling ? -(int)t[k] : (int)t[k];
    int across_z, across_x;
    /* Slopes of the triangle's plane (the originals' formulas): across z
     * always from the corners of its own half; across x, the floor of
     * diagonal 1 and the ceiling of diagonal 2 take corners 0 and 1 for the
     * low triangle, the other two take them for the high one. */
    bool first = (s->diagonal == 1) != ceiling;
    if (tri == 0) {
        across_z = c[2] - c[1];
        across_x = first ? c[0] - c[1] : c[3] - c[2];
    } else {
        across_z = c[3] - c[0];
        across_x = first ? c[3] - c[2] : c[0] - c[1];
    }
    slope->z = (int8_t)across_z;
    slope->x = (int8_t)across_x;
    return tri;
}
