/* The in-game overlay (see hud.h). */
#include "game/ui/hud.h"

#include <stdio.h>
#include <string.h>

#include "game/creature/creature.h"
#include "game/game.h"
#include "game/inventory/ring.h"
#include "game/gameflow/stats.h"
#include "game/game_audio.h"
#include "game/ui/hud_gym.h"

#define BAR_WIDTH 100
#define BAR_HEIGHT 5
#define BAR_MARGIN 8
#define BAR_PADDING 2
#define FLASH_TICKS 10          /* flashing bars: 10 ticks on, 10 off */
#define PICKUP_SCALE 12288      /* the original's pickup sprite scale at 640x480 */
#define PICKUP_COLUMNS 4
#define AMMO_X (-10)
#define AMMO_Y 35
#define DASH_BAR_Y 25           /* TR3's sprint bar: under the air bar */
#define COLD_BAR_Y 25           /* TR3's cold bar: under the health bar */
#define COLD_FLASH 150          /* it flashes below this much warmth */

/* The bars' palette colours, top row to bottom (the original's). */
static const uint8_t k_bar_rows[2][5] = {
    {8, 11, 8, 6, 24},   /* health: gold */
    {32, 41, 32, 19, 21}, /* air: blue */
};
#define BAR_BORDER_LIGHT 19
#define BAR_BORDER_DARK 17
#define BAR_BACKGROUND 0

/* The game's ring table (its HUD pickups). */
static const RingItemTable *items_of(const Game *g)
{
    return g->rules && g->rules->ring_items ? g->rules->ring_items : &Ring_ItemsTR1;
}

static const Item *lara_item(const Game *g)
{
    int i = g->lara.item;
    return i >= 0 && g->sim && (uint32_t)i < g->sim->num_items ? &g->sim->items[i] : NULL;
}

static void ammo_of(const Game *g, int32_t out[4])
{
    out[0] = g->lara.shotgun.ammo;
    out[1] = g->lara.magnums.ammo;
    out[2] = g->lara.uzis.ammo;
    out[3] = 0;
}

static void snapshot(Hud *h, const Game *g)
{
    memcpy(h->last_count, g->inv.count, sizeof(h->last_count));
    ammo_of(g, h->last_ammo);
    h->primed = true;
}

void Hud_Init(Hud *h, const Game *g)
{
    memset(h, 0, sizeof(*h));
    /* the original's remembered hit points start at 0: a level opens with
     * the bar up for its timer */
    h->old_hit_points = 0;
    for (int i = 0; i < HUD_MAX_PICKUPS; i++)
        h->pickup_sprite[i] = -1;
    if (g)
        snapshot(h, g);
}

void Hud_AddPickup(Hud *h, const Game *g, int object_id)
{
    const SpriteSequence *s = Level_FindSpriteSequence(g->lv, object_id);
    if (!s || s->neg_length >= 0 || s->offset < 0 ||
        (uint32_t)s->offset >= g->lv->num_sprite_textures)
        return;
    for (int i = 0; i < HUD_MAX_PICKUPS; i++) {
        if (h->pickup_left[i] <= 0) {
            h->pickup_left[i] = HUD_PICKUP_TICKS;
            h->pickup_sprite[i] = s->offset;
            return;
        }
    }
}

void Hud_ShowHealthBar(Hud *h) { h->force_health = true; }

void Hud_Tick(Hud *h, const Game *g)
{
    h->ticks++;
    const Item *lara = lara_item(g);
    if (lara) {
        int16_t hp = (int16_t)CLAMP(lara->hit_points, 0, LARA_HITPOINTS);
        if (hp != h->old_hit_points) {
            h->old_hit_points = hp;
            h->bar_timer = HUD_BAR_TIMER;
        } else if (h->bar_timer > 0) {
            h->bar_timer--;
        }
    }
    for (int i = 0; i < HUD_MAX_PICKUPS; i++)
        if (h->pickup_left[i] > 0)
            h->pickup_left[i]--;
    if (!h->primed) {
        snapshot(h, g);
        return;
    }
    /* Pickups: anything Lara carries more of than a tick ago. A gun picked
     * up also brings rounds: only the gun is shown then. */
    bool gun_grew[3] = {false, false, false};
    const RingItemTable *t = items_of(g);
    for (int k = 0; k < t->num_hud_pickups; k++) {
        int opt = t->hud_pickups[k][0];
        for (int n = h->last_count[opt]; n < g->inv.count[opt]; n++) {
            Hud_AddPickup(h, g, t->hud_pickups[k][1]);
            for (int j = 0; j < 3; j++)
                if (opt == t->hud_guns[j])
                    gun_grew[j] = true;
        }
    }
    int32_t ammo[4];
    ammo_of(g, ammo);
    for (int k = 0; k < 3; k++)
        if (ammo[k] > h->last_ammo[k] && !gun_grew[k])
            Hud_AddPickup(h, g, t->hud_gun_ammo[k]);
    snapshot(h, g);
}

/* ---- drawing ------------------------------------------------------------ */

static bool flash_off(uint32_t ticks) { return (ticks / FLASH_TICKS) & 1; }

/* TR3: her poison just cost her hit points (its game loop does that every
 * 64 ticks once she has 16 or more, and its health bar then shows the
 * poison's colour for 16 frames: PoisonFlag). Read off the tick count,
 * the HUD seeing the game after the tick the poison bit in. */
#define POISON_FLAG_TICKS 16
static bool poison_shows(const Game *g)
{
    return g->lara.poisoned >= 16 && g->sim && ((g->sim->tick - 1) & 63) < POISON_FLAG_TICKS;
}

/* The fill's colour of row `row` of 5 of bar `which`: health and air in
 * the original's palette entries, TR3's sprint bar green (its original's
 * 0x00C000 with a 0x00A000 line, the nearest entries). */
static uint8_t bar_colour(const UiCanvas *c, int which, int row)
{
    if (which == HUD_BAR_DASH)
        return c->colours[row == 1 ? UI_COL_DARKGREEN : UI_COL_GREEN];
    if (which == HUD_BAR_COLD) /* its original's 0x00C0C0 */
        return c->colours[UI_COL_CYAN];
    if (which == HUD_BAR_POISONED)
        return c->colours[row == 1 ? UI_COL_DARKPOISON : UI_COL_POISON];
    return k_bar_rows[which & 1][row];
}

void Hud_DrawBar(UiCanvas *c, int which, int32_t percent)
{
    percent = CLAMP(percent, 0, 100);
    int32_t s = MAX(1, Ui_Px(c, 1));
    int32_t w = Ui_Px(c, BAR_WIDTH), h = Ui_Px(c, BAR_HEIGHT);
    int32_t x = Ui_Px(c, BAR_MARGIN), y = Ui_Px(c, BAR_MARGIN);
    if (which == HUD_BAR_AIR || which == HUD_BAR_DASH)
        x = c->width - w - x; /* the air and sprint bars on the right */
    if (which == HUD_BAR_DASH)
        y = Ui_Px(c, DASH_BAR_Y);
    if (which == HUD_BAR_COLD)
        y = Ui_Px(c, COLD_BAR_Y);
    int32_t pad = BAR_PADDING * s;
    int32_t left = x - pad, top = y - pad;
    int32_t right = left + w + pad + s, bottom = top + h + pad + s;
    /* background, then a light top/left and a dark bottom/right border */
    Ui_FillRect(c, left + s, top + s, right - left - s, bottom - top - s, BAR_BACKGROUND);
    Ui_FillRect(c, left, top, right - left + s, s, BAR_BORDER_LIGHT);
    Ui_FillRect(c, left, top, s, bottom - top + s, BAR_BORDER_LIGHT);
    Ui_FillRect(c, left + s, bottom, right - left - s, s, BAR_BORDER_DARK);
    Ui_FillRect(c, right, top + s, s, bottom - top, BAR_BORDER_DARK);
    if (percent <= 0)
        return;
    int32_t fw = w * percent / 100;
    for (int32_t row = 0; row < h; row++)
        Ui_FillRect(c, x, y + row, fw, 1, bar_colour(c, which, row * 5 / h));
}

void Hud_Draw(const Hud *h, const Game *g, UiCanvas *c)
{
    const Item *lara = lara_item(g);
    if (!lara)
        return;
    const Lara *l = &g->lara;
    /* TR3's gym clocks first, as the original's DrawGameInfo (shown only
     * once the gym's flipeffects start them) */
    if (g->audio)
        Hud_DrawGymClock(c, &g->audio->fx.gym, Hud_GymNumbers(g->lv));
    int32_t hp = CLAMP(lara->hit_points, 0, LARA_HITPOINTS);
    int32_t percent = hp * 100 / LARA_HITPOINTS;
    /* (TR3 also keeps it up while she is poisoned) */
    if (h->bar_timer > 0 || hp <= 0 || l->gun_status == LGS_READY || h->force_health ||
        l->poisoned)
        Hud_DrawBar(c, poison_shows(g) ? HUD_BAR_POISONED : HUD_BAR_HEALTH,
                    percent <= HUD_FLASH_PERCENT && flash_off(h->ticks) ? 0 : percent);
    if (l->water_status == LWS_UNDERWATER || l->water_status == LWS_SURFACE) {
        int32_t air = CLAMP(l->air, 0, LARA_AIR_MAX);
        int32_t ap = air * 100 / LARA_AIR_MAX;
        Hud_DrawBar(c, 1, ap <= HUD_FLASH_PERCENT && flash_off(h->ticks) ? 0 : ap);
    }
    /* TR3: the sprint's energy while any of it is spent (never on TR1 or
     * TR2, whose Lara does not sprint). */
    if (l->dash_used > 0)
        Hud_DrawBar(c, HUD_BAR_DASH, (LARA_DASH_MAX - l->dash_used) * 100 / LARA_DASH_MAX);
    /* TR3: the warmth left while cold water has taken any (empty once
     * gone, flashing below 150 of 600), as the original's DrawGameInfo. */
    if (l->cold > LARA_EXPOSURE_MAX) {
        Hud_DrawBar(c, HUD_BAR_COLD, 0);
    } else if (l->cold > 0) {
        int32_t warmth = LARA_EXPOSURE_MAX - l->cold;
        if (warmth >= COLD_FLASH || !flash_off(h->ticks))
            Hud_DrawBar(c, HUD_BAR_COLD, warmth * 100 / LARA_EXPOSURE_MAX);
    }
    if (l->gun_status == LGS_READY) {
        char buf[32] = "";
        switch (l->gun_type) {
        case LGT_MAGNUMS: snprintf(buf, sizeof buf, "%5d B", (int)l->magnums.ammo); break;
        case LGT_UZIS: snprintf(buf, sizeof buf, "%5d C", (int)l->uzis.ammo); break;
        case LGT_SHOTGUN: snprintf(buf, sizeof buf, "%5d A", (int)(l->shotgun.ammo / 6)); break;
        default: break;
        }
        if (buf[0]) {
            Ui_MakeAmmoString(buf);
            Ui_Print(c, AMMO_X, AMMO_Y, UI_TEXT_RIGHT, buf);
        }
    }
    /* pickups from the bottom right corner, four to a row */
    int32_t sprite_h = MIN(c->width, c->height * 320 / 200) / 10;
    int32_t sprite_w = sprite_h * 4 / 3;
    int32_t x = c->width - sprite_h, y = c->height - sprite_h;
    int32_t scale = (int32_t)(((int64_t)PICKUP_SCALE * c->scale) >> 16);
    int shown = 0;
    for (int i = 0; i < HUD_MAX_PICKUPS; i++) {
        if (h->pickup_left[i] <= 0 || h->pickup_sprite[i] < 0)
            continue;
        Ui_DrawSprite(c, x, y, scale, scale, h->pickup_sprite[i], UI_SHADE_NEUTRAL);
        if (++shown % PICKUP_COLUMNS == 0) {
            x = c->width - sprite_h;
            y -= sprite_h;
        } else {
            x -= sprite_w;
        }
    }
}

void Hud_StatsFromGame(const Game *g, uint32_t ticks, const char *level_name,
                       int32_t secrets_total, HudStats *out)
{
    memset(out, 0, sizeof(*out));
    out->level_name = level_name;
    out->timer = ticks;
    out->kills = Creature_Kills(g);
    out->pickups = g->pickups;
    int32_t found = 0;
    for (uint32_t b = g->secrets; b; b >>= 1)
        found += (int32_t)(b & 1);
    out->secrets_found = found;
    out->secrets_total = secrets_total;
    out->tr2 = g->rules && g->rules->tr2_statistics;
    out->ammo_used = g->ammo_used;
    out->ammo_hits = g->ammo_hits;
    out->medipacks_used = g->medipacks_used;
    out->distance = g->distance;
}

/* TR2's statistics page: its rows, each "NAME VALUE", from the top. */
static void draw_stats_tr2(UiCanvas *c, const HudStats *s, const char *time)
{
    const uint32_t CV = UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V;
    char buf[96], v[32];
    int32_t y = -50;
    if (s->level_name)
        Ui_Print(c, 0, y, CV, s->level_name);
    y += 24;
    snprintf(buf, sizeof buf, "Time Taken %s", time);
    Ui_Print(c, 0, y, CV, buf);
    y += 16;
    if (s->secrets_total > 0 || s->secrets_none) {
        if (s->secrets_total > 0)
            snprintf(buf, sizeof buf, "Secrets Found %d of %d", (int)s->secrets_found,
                     (int)s->secrets_total);
        else
            snprintf(buf, sizeof buf, "Secrets Found None");
        Ui_Print(c, 0, y, CV, buf);
        y += 16;
    }
    snprintf(buf, sizeof buf, "Kills %d", (int)s->kills);
    Ui_Print(c, 0, y, CV, buf);
    y += 16;
    snprintf(buf, sizeof buf, "Ammo Used %d", (int)s->ammo_used);
    Ui_Print(c, 0, y, CV, buf);
    y += 16;
    snprintf(buf, sizeof buf, "Hits %d", (int)s->ammo_hits);
    Ui_Print(c, 0, y, CV, buf);
    y += 16;
    Stats_FormatMedipacks(s->medipacks_used, v, sizeof v);
    snprintf(buf, sizeof buf, "Health Packs Used %s", v);
    Ui_Print(c, 0, y, CV, buf);
    y += 16;
    Stats_FormatDistance(s->distance, v, sizeof v);
    snprintf(buf, sizeof buf, "Distance Travelled %s", v);
    Ui_Print(c, 0, y, CV, buf);
}

void Hud_FormatStatsTime(const HudStats *s, char *out, size_t cap)
{
    uint32_t secs = s->timer / 30;
    uint32_t hours = secs / 3600, minutes = (secs / 60) % 60;
    secs %= 60;
    if (s->clock_time)
        snprintf(out, cap, "%02u:%02u:%02u", hours, minutes, secs);
    else if (hours)
        snprintf(out, cap, "%u:%u%u:%u%u", hours, minutes / 10, minutes % 10, secs / 10,
                 secs % 10);
    else
        snprintf(out, cap, "%u:%u%u", minutes, secs / 10, secs % 10);
}

void Hud_DrawStats(UiCanvas *c, const HudStats *s)
{
    char buf[96], t[32];
    const uint32_t CV = UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V;
    if (s->level_name)
        Ui_Print(c, 0, -50, CV, s->level_name);
    Hud_FormatStatsTime(s, t, sizeof t);
    if (s->tr2) {
        draw_stats_tr2(c, s, t);
        return;
    }
    snprintf(buf, sizeof buf, "Time Taken %s", t);
    Ui_Print(c, 0, 70, CV, buf);
    snprintf(buf, sizeof buf, "Secrets %d of %d", (int)s->secrets_found, (int)s->secrets_total);
    Ui_Print(c, 0, 40, CV, buf);
    snprintf(buf, sizeof buf, "Pickups %d", (int)s->pickups);
    Ui_Print(c, 0, 10, CV, buf);
    snprintf(buf, sizeof buf, "Kills %d", (int)s->kills);
    Ui_Print(c, 0, -20, CV, buf);
}

void Hud_DrawStatsBoxed(UiCanvas *c, const HudStats *s)
{
    UiText box;
    memset(&box, 0, sizeof(box));
    int32_t top = s->level_name ? -50 : -20;
    int32_t bottom = s->tr2 ? -50 + 24 + 16 * 6 : 70; /* TR2's rows go further */
    /* a box from the first line's top to below the last one */
    box.text = " ";
    box.flags = UI_TEXT_CENTRE_H | UI_TEXT_CENTRE_V | UI_TEXT_BGND | UI_TEXT_OUTLINE;
    box.y = top;
    box.bgnd_w = 260;
    box.bgnd_h = bottom - top + UI_TEXT_HEIGHT + 12;
    Ui_DrawText(c, &box);
    Hud_DrawStats(c, s);
}

void Hud_DrawPause(UiCanvas *c)
{
    Ui_Print(c, 0, -24, UI_TEXT_BOTTOM | UI_TEXT_CENTRE_H, "Paused");
}
