/* TR3's gym clocks (tomb3 effects.cpp's assault and quad-bike effects,
 * control.cpp's tick, health.cpp's read-out, the settings' best times):
 *
 *   - the assault course: ASSAULT_START zeroes the clock, starts it, shows
 *     it, clears the penalties, counts the targets anew (7 until the
 *     targets' reset counts them; tests/game: Targets3_Reset); STOP stops
 *     and keeps showing it; RESET stops and hides it; the penalty effects
 *     add 240 ticks ("4", though 8 seconds) or 900 while it runs, showing
 *     the penalty 120 ticks; FINISHED, while it runs, adds 300 ticks for
 *     each target still standing and the penalties, caps the time at
 *     0x1A5DD, files it among the ten best, stops and shows the penalties
 *     300 ticks (under 5400 ticks the original plays track 95: the caller's);
 *   - the quad bike's lap, only while Lara rides: START zeroes and starts
 *     it, STOP stops it, FINISHED (running) caps it, keeps it as the lap
 *     time shown 300 ticks beside the best, files it among the ten best.
 *
 * The clock counts a tick at the end of each game tick while it runs (the
 * original counts its level timer, savegame.timer, only then in the gym;
 * here the clock is its own and the level's statistics keep theirs).
 * Nothing of it is saved (the original saves no gym game); the best times
 * belong to the player (GymRecords: kept between runs in the settings
 * folder, laid out as the original's data.bin: game/gym_records.h). */
#ifndef TOMB8_GAME_GYM_CLOCK_H
#define TOMB8_GAME_GYM_CLOCK_H

#include "engine/core/common.h"

#define GYM_BEST 10
#define GYM_TIME_MAX 0x1A5DD /* 59:59.9 at 30 ticks a second */

typedef struct {
    /* the ten best of each, in ticks, fastest first; 0: an empty place */
    uint32_t assault[GYM_BEST];
    uint32_t quad[GYM_BEST];
    /* the original's QuadbikeKeyFlag: the quad bike's key was picked up
     * in the gym (kept with the times; game/gym_records.h) */
    uint32_t quad_key;
} GymRecords;

typedef struct {
    int32_t timer;           /* ticks on the clock */
    bool active;             /* counting */
    bool display;            /* shown */
    int32_t penalties;       /* ticks to add at the finish */
    int32_t penalty_display; /* ticks the penalty line stays up */
    int32_t targets;         /* targets still standing */
    int32_t target_penalties;/* 300 ticks a standing target, at the finish */
    int32_t lap_time;        /* the last quad-bike lap */
    int32_t lap_display;     /* ticks it stays up */
    /* the targets have been counted and stood up since one was last hit
     * (the original's target.cpp `reset`) */
    bool targets_fresh;
    /* where finished times are filed (NULL: not filed) */
    GymRecords *records;
} GymClock;

void GymClock_AssaultStart(GymClock *c);
void GymClock_AssaultStop(GymClock *c);
void GymClock_AssaultReset(GymClock *c);
/* 240 or 900 ticks more, when running. */
void GymClock_AssaultPenalty(GymClock *c, int32_t ticks);
/* True when it was running (and the time was filed). */
bool GymClock_AssaultFinished(GymClock *c);
void GymClock_QuadStart(GymClock *c, bool riding);
void GymClock_QuadStop(GymClock *c, bool riding);
bool GymClock_QuadFinished(GymClock *c, bool riding);
/* The end of a game tick: the clock counts, the read-outs count down. */
void GymClock_Tick(GymClock *c);

/* Files `t` among the ten best (fastest first): true when it got a place. */
bool GymRecords_Add(uint32_t best[GYM_BEST], uint32_t t);

/* "m:ss.hh" as the original's read-out (hundredths 334 * (t % 30) / 100,
 * under 2 ticks shows 0, capped at GYM_TIME_MAX). */
void GymClock_Format(int32_t ticks, char *out, size_t cap);

#endif
