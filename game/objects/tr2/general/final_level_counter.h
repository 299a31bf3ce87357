/* TR2's final-level counter (O2_FINAL_LEVEL_COUNTER, in Home Sweet Home):
 * an item that counts Lara's kills. When they reach the number of dogs,
 * gunmen (CULT_1) and crowbar workers (WORKER_3) the level holds, the last
 * boss wakes (of the two-gun cultists, CULT_3, the one nearest Lara that
 * she cannot see); 150 ticks after she kills more than that, the level's
 * closing scene starts: Lara in her extra set's final animation (the
 * shower) with the level's cinematic camera from frame 428, and the level
 * ends near that animation's end (game/lara/lara_extra_tr2.c).
 *
 * As the original, the count is made once the level is set up (from the
 * items' statuses: a CULT_3 already active or dead means the boss has
 * woken) and made again from a loaded save's statuses; nothing of it is
 * saved. The script's "kill to complete" flag is read by the original's
 * sequence interpreter and then never used: this counter is what ends the
 * level. */
#ifndef TOMB8_GAME_OBJECTS_TR2_GENERAL_FINAL_LEVEL_COUNTER_H
#define TOMB8_GAME_OBJECTS_TR2_GENERAL_FINAL_LEVEL_COUNTER_H

#include <stdint.h>

struct Game;

#define FINAL_BOSS_MAX 5            /* the original's table of candidates */
#define FINAL_CUTSCENE_DELAY 150    /* ticks from the last kill to the scene */
#define FINAL_CINE_FRAME 428        /* the scene's first cinematic frame */

/* The counter item's data (the original's globals). */
typedef struct FinalLevel {
    int16_t boss_active;    /* 0 asleep, 1 awake (or just dead: counts up) */
    int16_t level_count;    /* kills that wake the boss */
    int16_t boss_count;
    int16_t boss_item[FINAL_BOSS_MAX];
} FinalLevel;

void FinalLevelCounter_Setup(struct Game *g);

#endif
