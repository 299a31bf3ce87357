/* The in-game overlay, as the original's DrawGameInfo: Lara's health bar
 * (shown for 40 ticks after her hit points change, while a weapon is
 * drawn, when dead; flashing at 20% or less), the air bar under water
 * (flashing at 20% or less), TR3's sprint bar while her sprint energy is
 * not full (green, under the air bar, as the original's S_DrawDashBar),
 * the ammunition count of the drawn weapon
 * (top right, in the font's small digits with the weapon's icon), the
 * pickup display (the picked item's sprite at the bottom right for 75
 * ticks), the level statistics (end of level, and on the compass page of
 * the ring) and the pause text.
 *
 * Bars are drawn as the original's: palette-colour lines (a border, a
 * black background, five rows of the bar's colours), 100x5 at 640x480
 * from (8, 8) (health, left) and the mirror place on the right (air),
 * scaled with the frame (game/ui/text.h).
 *
 * Hud_Tick runs once per tick of the level (after the simulation step) and
 * only reads the Game: the bar timer, the flash counter and the pickups it
 * spots (inventory counts and Lara's rounds growing) live here, so drawing
 * never changes anything and a replay draws the same frames. */
#ifndef TOMB8_GAME_UI_HUD_H
#define TOMB8_GAME_UI_HUD_H

#include "game/inventory/inventory.h"
#include "game/ui/text.h"

struct Game;

#define HUD_BAR_TIMER 40         /* ticks the health bar stays after a change */
#define HUD_PICKUP_TICKS 75      /* ticks a pickup is shown */
#define HUD_MAX_PICKUPS 16
#define HUD_FLASH_PERCENT 20     /* bars flash at or below this */

/* Level statistics (the original's LevelStats page). */
typedef struct {
    const char *level_name;   /* NULL: none shown */
    uint32_t timer;           /* ticks played in the level */
    int32_t kills, pickups;
    int32_t secrets_found, secrets_total;
    /* TR2's list instead of TR1's (time, secrets, kills, ammo used, hits,
     * health packs used, distance travelled). */
    bool tr2;
    int32_t ammo_used, ammo_hits, medipacks_used;
    uint32_t distance;
    /* TR3's page: a level without secrets says "None" (TR2's leaves the
     * row out). */
    bool secrets_none;
    /* The time as HH:MM:SS (TR2's and TR3's final statistics, their
     * ShowEndStatsText's %02d:%02d:%02d); else H:MM:SS, or M:SS under an
     * hour, as the levels' pages. */
    bool clock_time;
} HudStats;

typedef struct {
    int16_t old_hit_points;
    int16_t bar_timer;        /* the original's HealthBarTimer */
    uint32_t ticks;           /* flash phase */
    int16_t pickup_sprite[HUD_MAX_PICKUPS]; /* level sprite texture, -1 none */
    int16_t pickup_left[HUD_MAX_PICKUPS];
    /* What Lara carried last tick, to spot pickups. */
    int16_t last_count[INVENTORY_SLOTS];
    int32_t last_ammo[4];
    bool primed;
    bool force_health;        /* the ring shows a medipack: bar on */
} Hud;

void Hud_Init(Hud *h, const struct Game *g);
/* After each simulation tick of the level. */
void Hud_Tick(Hud *h, const struct Game *g);
/* The pickup display of an object (item id, e.g. O_MEDI_ITEM): its sprite,
 * as the original's AddDisplayPickup. Hud_Tick calls it for what it spots. */
void Hud_AddPickup(Hud *h, const struct Game *g, int object_id);
/* Keeps the health bar up (the ring's medipack page). */
void Hud_ShowHealthBar(Hud *h);

/* Bars, ammunition and pickups over the frame. */
void Hud_Draw(const Hud *h, const struct Game *g, UiCanvas *c);
/* The bars: health (top left), air (top right), TR3's sprint energy (under
 * the air bar). */
enum { HUD_BAR_HEALTH = 0, HUD_BAR_AIR = 1, HUD_BAR_DASH = 2, HUD_BAR_COLD = 3,
       HUD_BAR_POISONED = 4 /* the health bar in its poisoned colour (TR3) */ };
/* One bar (HUD_BAR_*) at percent, as the original's S_DrawHealthBar
 * / S_DrawAirBar / S_DrawDashBar. */
void Hud_DrawBar(UiCanvas *c, int which, int32_t percent);

/* Statistics from a running level: kills, pickups and secrets from the
 * Game, the time given (the gameflow keeps it across saves). */
void Hud_StatsFromGame(const struct Game *g, uint32_t ticks, const char *level_name,
                       int32_t secrets_total, HudStats *out);
/* The original's statistics page (level name, time taken, secrets found,
 * pickups, kills), centred; the caller chose the background. */
/* The page's time taken as text (see HudStats.clock_time). */
void Hud_FormatStatsTime(const HudStats *s, char *out, size_t cap);
void Hud_DrawStats(UiCanvas *c, const HudStats *s);
/* The same in a dark, framed box (over the ring's compass). */
void Hud_DrawStatsBoxed(UiCanvas *c, const HudStats *s);
/* "Paused" (the pause screen's text). */
void Hud_DrawPause(UiCanvas *c);

#endif
