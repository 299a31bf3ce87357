/* Where a whole game is, as plain data: the gameflow runner's state
 * (game/app/runner.h), and what a save's gameflow part holds
 * (game/save/save_run.h). Kept apart from the runner so that the save code
 * reads and writes it without knowing who drives the game. */
#ifndef TOMB8_GAME_GAMEFLOW_RUN_STATE_H
#define TOMB8_GAME_GAMEFLOW_RUN_STATE_H

#include "engine/core/common.h"
#include "engine/sim/sim.h"
#include "game/gameflow/start.h"
#include "game/gameflow/stats.h"

typedef enum {
    RUN_PHASE_TITLE = 0,
    RUN_PHASE_LEVEL,
    RUN_PHASE_CUTSCENE,
    RUN_PHASE_STATS,
    RUN_PHASE_QUIT,
    RUN_PHASE_DEMO,         /* a demo level plays its recorded input */
    RUN_PHASE_FMV,          /* an FMV plays (game/gameflow/fmv_phase.h) */
    RUN_PHASE_CREDITS,      /* the game's end: the credit pictures */
    RUN_PHASE_SELECT,       /* TR3: the player picks the next location */
} RunPhase;

/* Where the run is: plain data. */
typedef struct {
    int32_t phase;          /* RunPhase */
    int32_t level;          /* gameflow level block whose steps run, -1 at the title */
    int32_t step;           /* the step being run in that block */
    int32_t cutscene;       /* cut-scene playing, -1 none */
    uint32_t tick;          /* ticks run since the start */
    uint32_t phase_ticks;   /* ticks in the current phase */
    bool played;            /* the block's level was played (its stats exist) */
    bool bonus;             /* the game was finished once (new games get every gun) */
    int16_t death_overlay;  /* the original's two-step move into the death menu */
    bool stats_released;    /* the statistics screen saw select released */
    InputWord input_prev;   /* last tick's word (newly pressed keys) */
    GameStats stats;        /* the level being played, or the last one played */
    GameTotals totals;      /* the game's levels so far (final statistics) */
    StartInfo level_start;  /* what Lara had when the level began (restart) */
    StartInfo start;        /* what she brings into the next level */
    /* TR3's locations (Gameflow.locations): the ones played through (bit
     * per GF_LOCATION_*); the level select's globe (game/app/phase_select.c):
     * its place (the original's GlobeLevel, 6 while it turns back after a
     * choice), its turn (GlobeXRot, GlobeYRot, GlobeZRot) and the place
     * chosen (NextAdventure). */
    uint8_t locations_done;
    int16_t select;
    int16_t globe_rot[3];
    int16_t globe_next;
} RunState;

#endif
