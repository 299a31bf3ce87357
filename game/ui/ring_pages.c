/* The selected ring item's pages (see ring_pages.h). */
#include "game/ui/ring_pages.h"

#include <stdio.h>
#include <string.h>

#include "game/objects/object_ids.h"

#define SELECT_BITS (INPUT_ACTION | INPUT_SELECT)
#define BACK_BITS (INPUT_OPTION | INPUT_DESELECT)
/* The passport turns its pages with left and right. */
#define PAGE_FRONT INPUT_LEFT
#define PAGE_BACK INPUT_RIGHT
#define REPEAT_STEPS 10      /* held left/right repeats every 10 ring steps */
#define REQ_LINES 5          /* slot lines shown at once */
#define REQ_LINE_HEIGHT (UI_TEXT_HEIGHT + 7)

enum {
    PT_NONE = 0, PT_LOAD, PT_NEW, PT_SAVE, PT_EXIT_GAME, PT_EXIT_TITLE,
};

static void play(const Ring *r, int sfx)
{
    if (r->env.sound)
        r->env.sound(r->env.user, sfx);
}

void RingPages_Reset(Ring *r)
{
    r->passport_mode = 0;
    r->page_text = PT_NONE;
    r->page_open = false;
    r->page_row = 0;
    r->want_key = -1;
    r->slot_count = 0;
    r->slots_used = 0;
    memset(r->slot_names, 0, sizeof(r->slot_names));
    if (r->env.save.list_slots) {
        int used = 0;
        int n = r->env.save.list_slots(r->env.save.user, r->slot_names, MENU_MAX_SLOTS, &used);
        r->slot_count = (int16_t)CLAMP(n, 0, MENU_MAX_SLOTS);
        r->slots_used = (int16_t)CLAMP(used, 0, r->slot_count);
        for (int i = 0; i < MENU_MAX_SLOTS; i++)
            r->slot_names[i][MENU_SLOT_NAME - 1] = '\0';
    }
}

/* The slot list: 0 while choosing, slot + 1 when chosen, -1 backed out. */
static int requester(Ring *r, InputWord db, bool load)
{
    if ((db & INPUT_FORWARD) && r->slot_cursor > 0)
        r->slot_cursor--;
    if ((db & INPUT_BACK) && r->slot_cursor < r->slot_count - 1)
        r->slot_cursor++;
    if (r->slot_cursor < r->slot_first)
        r->slot_first = r->slot_cursor;
    if (r->slot_cursor >= r->slot_first + REQ_LINES)
        r->slot_first = (int16_t)(r->slot_cursor - REQ_LINES + 1);
    if (db & SELECT_BITS) {
        /* an empty slot has nothing to load */
        if (load && !r->slot_names[r->slot_cursor][0])
            return 0;
        return r->slot_cursor + 1;
    }
    if (db & BACK_BITS)
        return -1;
    return 0;
}

static void open_requester(Ring *r)
{
    r->passport_mode = 1;
    r->slot_first = 0;
    r->slot_cursor = 0;
    r->page_text = PT_NONE;
}

static void passport(Ring *r, RingItemState *it, const RingItemDef *d, InputWord *in,
                     InputWord *db)
{
    bool title = r->mode == RING_MODE_TITLE;
    bool new_game_page = title || r->env.in_gym || !r->env.game;
    int saved = r->slots_used;
    int rel = it->goal_frame - d->open_frame;
    int page = rel % 5 ? -1 : rel / 5;
    r->page_open = true;
    if (r->mode == RING_MODE_LOAD || r->mode == RING_MODE_SAVE)
        *db &= ~(InputWord)(PAGE_FRONT | PAGE_BACK);
    switch (page) {
    case 0:
        if (r->passport_mode == 1) {
            int sel = requester(r, *db, true);
            if (sel) {
                if (sel > 0)
                    r->select_slot = (int16_t)(sel - 1);
                else if (r->mode != RING_MODE_SAVE && r->mode != RING_MODE_LOAD)
                    *in = *db = 0;
                r->passport_mode = 0;
            } else {
                *in = *db = 0;
            }
        } else if (!saved || r->mode == RING_MODE_SAVE) {
            *db = PAGE_BACK;
        } else {
            r->page_text = PT_LOAD;
            if ((*db & SELECT_BITS) || r->mode == RING_MODE_LOAD) {
                open_requester(r);
                *in = *db = 0;
            }
        }
        break;
    case 1:
        if (r->passport_mode == 1) {
            int sel = requester(r, *db, false);
            if (sel) {
                if (sel > 0) {
                    r->select_slot = (int16_t)(sel - 1);
                } else if (r->mode != RING_MODE_SAVE && r->mode != RING_MODE_LOAD) {
                    *in = *db = 0;
                }
                r->passport_mode = 0;
            } else {
                *in = *db = 0;
            }
        } else {
            if (r->mode == RING_MODE_DEATH)
                *db = it->anim_direction == -1 ? PAGE_FRONT : PAGE_BACK;
            r->page_text = new_game_page ? PT_NEW : PT_SAVE;
            if (((*db & SELECT_BITS) || r->mode == RING_MODE_SAVE) && !new_game_page) {
                if (r->slot_count > 0) {
                    open_requester(r);
                    *in = *db = 0;
                }
            }
        }
        break;
    case 2:
        r->page_text = title ? PT_EXIT_GAME : PT_EXIT_TITLE;
        break;
    default:
        break;
    }

    if ((*db & PAGE_FRONT) && (r->mode != RING_MODE_DEATH || saved)) {
        it->anim_direction = -1;
        it->goal_frame = (int16_t)(it->goal_frame - 5);
        *in = *db = 0;
        int first = saved ? d->open_frame : d->open_frame + 5;
        if (it->goal_frame < first) {
            it->goal_frame = (int16_t)first;
        } else {
            if (saved)
                play(r, RING_SFX_PASSPORT);
            r->page_text = PT_NONE;
        }
    }
    if (*db & PAGE_BACK) {
        it->goal_frame = (int16_t)(it->goal_frame + 5);
        it->anim_direction = 1;
        *in = *db = 0;
        if (it->goal_frame > d->frames_total - 6) {
            it->goal_frame = (int16_t)(d->frames_total - 6);
        } else {
            play(r, RING_SFX_PASSPORT);
            r->page_text = PT_NONE;
        }
    }
    if (*db & BACK_BITS) {
        if (r->mode == RING_MODE_DEATH) {
            *in = *db = 0;
        } else {
            if (page == 2) {
                it->anim_direction = 1;
                it->goal_frame = (int16_t)(d->frames_total - 1);
            } else {
                it->goal_frame = 0;
                it->anim_direction = -1;
            }
            r->page_text = PT_NONE;
            r->page_open = false;
        }
    }
    if (*db & SELECT_BITS) {
        r->passport_page = (int16_t)page;
        if (page == 2) {
            it->anim_direction = 1;
            it->goal_frame = (int16_t)(d->frames_total - 1);
        } else {
            it->goal_frame = 0;
            it->anim_direction = -1;
        }
        r->page_text = PT_NONE;
        r->page_open = false;
    }
}

static void sound_page(Ring *r, InputWord *in, InputWord *db)
{
    if (!r->page_open) {
        r->page_open = true;
        r->page_row = 0;
        r->env.music_volume = CLAMP(r->env.music_volume, 0, 10);
        r->env.sfx_volume = CLAMP(r->env.sfx_volume, 0, 10);
    }
    if ((*db & INPUT_FORWARD) && r->page_row > 0)
        r->page_row--;
    if ((*db & INPUT_BACK) && r->page_row < 1)
        r->page_row++;
    int *v = r->page_row == 0 ? &r->env.music_volume : &r->env.sfx_volume;
    if ((*in & INPUT_LEFT) && *v > 0) {
        (*v)--;
        r->idelay = true;
        r->idcount = REPEAT_STEPS;
    } else if ((*in & INPUT_RIGHT) && *v < 10) {
        (*v)++;
        r->idelay = true;
        r->idcount = REPEAT_STEPS;
    }
    if (*in & (INPUT_LEFT | INPUT_RIGHT)) {
        if (r->env.set_volumes)
            r->env.set_volumes(r->env.user, r->env.music_volume, r->env.sfx_volume);
        play(r, RING_SFX_PASSPORT);
    }
    if (*db & (SELECT_BITS | BACK_BITS))
        r->page_open = false;
}

static void detail_page(Ring *r, InputWord *in, InputWord *db)
{
    if (!r->page_open) {
        r->page_open = true;
        r->env.detail = CLAMP(r->env.detail, 0, 2);
    }
    int old = r->env.detail;
    if ((*db & INPUT_BACK) && r->env.detail > 0)
        r->env.detail--;
    if ((*db & INPUT_FORWARD) && r->env.detail < 2)
        r->env.detail++;
    if (old != r->env.detail && r->env.set_detail)
        r->env.set_detail(r->env.user, r->env.detail);
    if (*db & (SELECT_BITS | BACK_BITS))
        r->page_open = false;
}

/* Rows -1 (the heading) .. 12 (the actions); select on an action waits for
 * a key (the window supplies it), select on the heading or option leaves. */
static void controls_page(Ring *r, InputWord *in, InputWord *db)
{
    if (!r->page_open) {
        r->page_open = true;
        r->page_row = 0;
        r->want_key = -1;
    }
    if (r->want_key >= 0) {
        if (*db & BACK_BITS)
            r->want_key = -1;
        *in = *db = 0;
        return;
    }
    if ((*db & BACK_BITS) || ((*db & SELECT_BITS) && r->page_row == -1)) {
        r->page_open = false;
        return;
    }
    if (*db & SELECT_BITS) {
        r->want_key = r->page_row;
    } else if (*db & INPUT_FORWARD) {
        r->page_row = (int16_t)(r->page_row <= -1 ? 12 : r->page_row - 1);
    } else if (*db & INPUT_BACK) {
        r->page_row = (int16_t)(r->page_row >= 12 ? -1 : r->page_row + 1);
    }
    *in = *db = 0;
}

void RingPages_Control(Ring *r, RingItemState *it, const RingItemDef *d, InputWord *in,
                       InputWord *db)
{
    /* the passport's page while it is open; closed, it is like the rest */
    int kind = d->kind == RING_KIND_PASSPORT && it->object_id != r->defs->passport_open
                   ? RING_KIND_NONE - 1 : d->kind;
    switch (kind) {
    case RING_KIND_PASSPORT:
        passport(r, it, d, in, db);
        break;
    case RING_KIND_COMPASS:
    case RING_KIND_STOPWATCH:
        if (*db & (BACK_BITS | SELECT_BITS)) {
            it->goal_frame = (int16_t)(d->frames_total - 1);
            it->anim_direction = 1;
        }
        break;
    case RING_KIND_DETAIL:
        detail_page(r, in, db);
        break;
    case RING_KIND_SOUND:
        sound_page(r, in, db);
        break;
    case RING_KIND_CONTROLS:
        controls_page(r, in, db);
        break;
    case RING_KIND_GUN: case RING_KIND_EXPLOSIVE: case RING_KIND_MEDI_SMALL:
    case RING_KIND_MEDI_LARGE: case RING_KIND_ITEM: case RING_KIND_FLARES:
        /* used at once */
        *db |= INPUT_SELECT;
        break;
    case RING_KIND_NONE: case RING_KIND_AMMO: case RING_KIND_AMMO_ONE:
        break;
    default:
        if (*db & (BACK_BITS | SELECT_BITS)) {
            it->goal_frame = 0;
            it->anim_direction = -1;
        }
        break;
    }
}

/* ---- drawing --------------------------------------------------------------- */

static void boxed(UiCanvas *c, int32_t x, int32_t y, uint32_t flags, const char *s, int32_t w,
                  int32_t h, bool bgnd, bool outline)
{
    UiText t;
    memset(&t, 0, sizeof(t));
    t.x = x;
    t.y = y;
    t.flags = flags | (bgnd ? UI_TEXT_BGND : 0) | (outline ? UI_TEXT_OUTLINE : 0);
    t.text = s;
    t.bgnd_w = w;
    t.bgnd_h = h;
    Ui_DrawText(c, &t);
}

#define CV (UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V)

static void draw_requester(const Ring *r, UiCanvas *c)
{
    int32_t top = -32 - (REQ_LINES * REQ_LINE_HEIGHT) / 2;
    boxed(c, 0, top - 4, CV, " ", 272, REQ_LINES * REQ_LINE_HEIGHT + 32, true, true);
    boxed(c, 0, top, CV, "Select Level", 272 - 8, 0, true, true);
    for (int i = 0; i < REQ_LINES; i++) {
        int slot = r->slot_first + i;
        if (slot >= r->slot_count)
            break;
        char buf[MENU_SLOT_NAME + 8];
        if (r->slot_names[slot][0])
            snprintf(buf, sizeof buf, "%s", r->slot_names[slot]);
        else
            snprintf(buf, sizeof buf, "- EMPTY SLOT %d -", slot + 1);
        bool cur = slot == r->slot_cursor;
        boxed(c, 0, top + (i + 1) * REQ_LINE_HEIGHT + 4, CV, buf, 272 - 16, 0, cur, cur);
    }
}

static void draw_passport(const Ring *r, UiCanvas *c)
{
    if (r->passport_mode == 1) {
        draw_requester(r, c);
        return;
    }
    static const char *const names[] = {
        [PT_LOAD] = "Load Game", [PT_NEW] = "New Game", [PT_SAVE] = "Save Game",
        [PT_EXIT_GAME] = "Exit Game", [PT_EXIT_TITLE] = "Exit to Title",
    };
    if (r->page_text > PT_NONE && r->page_text <= PT_EXIT_TITLE)
        Ui_Print(c, 0, -16, UI_TEXT_BOTTOM | UI_TEXT_CENTRE_H, names[r->page_text]);
}

static void draw_sound(const Ring *r, UiCanvas *c)
{
    char buf[2][16];
    snprintf(buf[0], sizeof buf[0], "| %2d", CLAMP(r->env.music_volume, 0, 10));
    snprintf(buf[1], sizeof buf[1], "} %2d", CLAMP(r->env.sfx_volume, 0, 10));
    boxed(c, 0, -32, CV, " ", 140, 85, true, true);
    boxed(c, 0, -30, CV, "Set Volumes", 136, 0, true, true);
    for (int i = 0; i < 2; i++)
        boxed(c, 0, i * 25, CV, buf[i], 128, 0, r->page_row == i, r->page_row == i);
}

static void draw_detail(const Ring *r, UiCanvas *c)
{
    static const char *const rows[3] = {"Low", "Medium", "High"};
    boxed(c, 0, -32, CV, " ", 160, 107, true, true);
    boxed(c, 0, -30, CV, "Select Detail", 156, 0, true, true);
    for (int d = 2; d >= 0; d--) {
        bool cur = r->env.detail == d;
        boxed(c, 0, (2 - d) * 25, CV, rows[d], 148, 0, cur, cur);
    }
}

static void draw_controls(const Ring *r, UiCanvas *c)
{
    static const char *const actions[13] = {
        "Run", "Back", "Left", "Right", "Step Left", "Step Right", "Walk",
        "Jump", "Action", "Draw Weapon", "Look", "Roll", "Inventory",
    };
    static const int rows_y[13] = {-25, -10, 5, 20, 35, 50, 65, -25, -10, 5, 20, 35, 65};
    int32_t centre = c->virt_w / 2;
    boxed(c, 0, -60, CV, " ", 420, 150, true, true);
    boxed(c, 0, -50, CV, "User Keys", 0, 0, r->page_row == -1, r->page_row == -1);
    bool flash = (r->ticks / 5) & 1;
    for (int i = 0; i < 13; i++) {
        bool left = i < 7;
        int32_t kx = left ? centre - 200 : centre + 20;
        int32_t ax = left ? centre - 130 : centre + 90;
        bool cur = r->page_row == i;
        bool waiting = r->want_key == i;
        if (!(waiting && flash))
            boxed(c, kx, rows_y[i], UI_TEXT_CENTRE_V,
                  r->key_names[i][0] ? r->key_names[i] : "-", 0, 0, waiting, false);
        boxed(c, ax, rows_y[i], UI_TEXT_CENTRE_V, actions[i], 0, 0, cur && !waiting, false);
    }
}

void RingPages_Draw(const Ring *r, UiCanvas *c, const RingItemState *it)
{
    const RingItemDef *d = &r->defs->defs[it - r->items];
    int kind = d->kind == RING_KIND_PASSPORT && it->object_id != r->defs->passport_open
                   ? RING_KIND_NONE - 1 : d->kind;
    switch (kind) {
    case RING_KIND_PASSPORT:
        draw_passport(r, c);
        break;
    case RING_KIND_SOUND:
        if (r->page_open)
            draw_sound(r, c);
        break;
    case RING_KIND_DETAIL:
        if (r->page_open)
            draw_detail(r, c);
        break;
    case RING_KIND_CONTROLS:
        if (r->page_open)
            draw_controls(r, c);
        break;
    case RING_KIND_COMPASS:
    case RING_KIND_STOPWATCH: {
        /* the level's statistics while the compass is out */
        HudStats s;
        if (it->current_frame != it->goal_frame)
            break;
        if (r->env.stats) {
            if (r->env.stats(r->env.user, &s))
                Hud_DrawStatsBoxed(c, &s);
        } else if (r->env.game) {
            Hud_StatsFromGame(r->env.game, r->env.level_ticks ? *r->env.level_ticks : 0,
                              r->env.level_name, r->env.secrets_total, &s);
            Hud_DrawStatsBoxed(c, &s);
        }
        break;
    }
    default:
        break;
    }
}
