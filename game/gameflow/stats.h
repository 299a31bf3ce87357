/* Level statistics, as the original's end-of-level screen shows them: the
 * time taken, the kills, the pickups and the secrets found of the level's
 * total. The gameflow runner keeps one GameStats for the level being played
 * (and, after it ends, for the statistics screen); the HUD draws it.
 * Plain data: it can be saved as it is. */
#ifndef TOMB8_GAME_GAMEFLOW_STATS_H
#define TOMB8_GAME_GAMEFLOW_STATS_H

#include "engine/core/common.h"
#include "engine/level/level.h"

struct Game;

#define STATS_TITLE_MAX 64
#define STATS_MAX_SECRETS 32   /* secret numbers are bits of a 32-bit word */

typedef struct {
    char title[STATS_TITLE_MAX]; /* the level's title from the gameflow */
    int32_t level;          /* gameflow level index, -1 none */
    uint32_t timer;         /* ticks played in the level (30 a second) */
    int32_t kills;
    int32_t pickups;
    uint32_t secrets;       /* bit per secret number found */
    int32_t secrets_found;
    int32_t secrets_total;  /* distinct secrets the level's triggers hold */
    /* TR2's list (GameRules.tr2_statistics; copied from the Game, not
     * saved here: the Game's save holds them). */
    bool tr2;
    int32_t ammo_used, ammo_hits, medipacks_used;
    uint32_t distance;
} GameStats;

/* The whole game's figures (TR2's final statistics, the original's sum
 * of every level's statistics kept in its save): each level's are added
 * as it ends. Plain data, saved in a TR2 game's saves. */
typedef struct {
    uint32_t timer, distance;
    int32_t kills, ammo_used, ammo_hits, medipacks_used;
    int32_t secrets_found, secrets_total;
} GameTotals;

/* Adds a finished level's figures. `with_secrets`: the level counts its
 * three secrets (numbers 0..2) found of three, as the original counts
 * every level but the game's last two. */
void Stats_AddToTotals(GameTotals *t, const GameStats *st, bool with_secrets);

/* TR3's way: the level's figures, every secret it found (its eight
 * bits) and its own secret total. */
void Stats_AddLevelSecrets(GameTotals *t, const GameStats *st);
/* A new level's statistics: zero counts, its title and secret total. */
void Stats_Begin(GameStats *st, int level, const char *title, const Level *lv);
/* Copies the counters the game keeps (kills, pickups, secrets) after a
 * tick; the timer is the caller's (the original counts game ticks only). */
void Stats_Update(GameStats *st, const struct Game *g);
/* The number of distinct secrets the level's triggers award. */
int Stats_CountSecrets(const Level *lv);
/* TR2's texts: medipacks used in halves ("1.5"), the distance (world
 * units, 445 a metre: "999m", "1.34km" with the original's hundredths
 * taken from the metres modulo 100). Return snprintf's length. */
int Stats_FormatMedipacks(int32_t halves, char *buf, size_t cap);
int Stats_FormatDistance(uint32_t units, char *buf, size_t cap);
/* The original's time format: "M:SS", or "H:MM:SS" from an hour on.
 * Returns the length written (snprintf's). */
int Stats_FormatTime(uint32_t ticks, char *buf, size_t cap);

#endif
