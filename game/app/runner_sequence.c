/* The gameflow's sequence (see runner_internal.h): a block's steps run in
 * order until one takes ticks (an FMV, the level, a cut-scene, the
 * statistics); then the next level, or back to the title. The menus'
 * choices (new game, Lara's Home, load, exit) start the phases they name. */
#include "game/app/runner_internal.h"

#include "game/rules/rules.h"

#include <string.h>

static void start_block(Runner *r, int level)
{
    r->st.level = level;
    r->st.step = 0;
    r->st.played = false;
    r->st.cutscene = -1;
    Run_Steps(r);
}

#define NEXT_SELECT (-2)

/* The secrets found in the game's levels reach their total less one: the
 * bonus level is TR3's reward (the original's GameStats). */
static bool bonus_earned(const Runner *r)
{
    const GameTotals *t = &r->st.totals;
    return t->secrets_found >= t->secrets_total - 1;
}

/* The level after a block played through: the next in order; in TR3's
 * order a location's last level goes to the level select while
 * locations are left to choose, then to Antarctica, and the game's end
 * to the bonus level when it was earned (else the title). */
static int next_level(Runner *r, const GameflowLevel *lv)
{
    const Gameflow *gf = r->cfg.gf;
    if (lv->game_complete && gf->bonus_level >= 0)
        return r->st.played && bonus_earned(r) ? gf->bonus_level : -1;
    if (gf->locations && lv->location_end && r->st.played) {
        r->st.locations_done |= (uint8_t)(1u << lv->location);
        int choices[GF_LOCATIONS];
        if (Run_SelectChoices(r, choices) > 0)
            return NEXT_SELECT;
        return Gameflow_LocationStart(gf, GF_LOCATION_ANTARCTICA);
    }
    int next = Gameflow_NextLevel(gf, r->st.level);
    return next == gf->bonus_level ? -1 : next;
}

/* Runs the current block's steps from st.step until one takes ticks (a
 * level, a cut-scene, the statistics screen); at the block's end goes on
 * to the next level, or back to the title. */
void Run_Steps(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    /* Every block is visited at most once per call (all files missing:
     * back to the title without a tick). */
    for (int guard = 0; guard <= GAMEFLOW_MAX_LEVELS; guard++) {
        const GameflowLevel *lv = &gf->levels[r->st.level];
        while (r->st.step < lv->num_steps) {
            const GameflowStep *s = &lv->steps[r->st.step];
            switch (s->kind) {
            case GF_STEP_FMV:
            case GF_STEP_PICTURE:
                if (Run_StartMovie(r, s, -1))
                    return;
                break;
            case GF_STEP_PLAY:
                if (Run_StartLevel(r))
                    return;
                break;
            case GF_STEP_CUTSCENE:
                if (Run_StartCutscene(r, s->arg))
                    return;
                break;
            case GF_STEP_STATS:
                if (r->st.played) {
                    Run_StartStats(r);
                    return;
                }
                break;
            case GF_STEP_CREDITS:
                if (r->st.played && Run_StartCredits(r, s->arg))
                    return;
                break;
            case GF_STEP_FINAL_STATS:
                if (r->st.played) {
                    Run_StartFinalStats(r);
                    return;
                }
                break;
            }
            r->st.step++;
        }
        /* The block is done. */
        int next = lv->kind == GF_LEVEL_GYM ? -1 : next_level(r, lv);
        if (next == NEXT_SELECT) {
            Run_StartSelect(r);
            return;
        }
        if (next < 0) {
            /* The original gives every gun to the next new game once the
             * last level was played through. */
            if (lv->kind == GF_LEVEL_NORMAL && r->st.played)
                r->st.bonus = true;
            Run_EnterTitle(r);
            return;
        }
        r->st.level = next;
        r->st.step = 0;
        r->st.played = false;
    }
    Run_EnterTitle(r);
}

void Run_NewGame(Runner *r, bool gym)
{
    const Gameflow *gf = r->cfg.gf;
    int level = gym ? gf->gym_level : gf->first_level;
    if (level < 0)
        return;
    StartKind kind = gym ? START_GYM : START_NEW_GAME;
    Start_New(&r->st.start, kind, r->st.bonus && !gym);
    const StartRules *sr = GameRules_For((GameVersion)gf->game_version)->start;
    if (sr && sr->new_game)
        sr->new_game(&r->st.start, kind, r->st.bonus && !gym);
    memset(&r->st.totals, 0, sizeof r->st.totals);
    r->st.locations_done = 0;
    start_block(r, level);
}

/* A choice of the passport or the title ring. */
void Run_ActOnMenu(Runner *r, MenuResult res)
{
    switch (res.action) {
    case MENU_NEW_GAME:
        Run_NewGame(r, false);
        break;
    case MENU_LARAS_HOME:
        Run_NewGame(r, true);
        break;
    case MENU_LOAD_GAME:
        if (!r->cfg.load || !r->cfg.load(r->cfg.user, r, res.slot)) {
            if (r->st.phase == RUN_PHASE_TITLE && r->have_level)
                Run_EnterTitle(r);
        }
        break;
    case MENU_EXIT_TO_TITLE:
        Run_EnterTitle(r);
        break;
    case MENU_EXIT_GAME:
        Run_Unload(r);
        r->st.phase = RUN_PHASE_QUIT;
        break;
    case MENU_RESTART_LEVEL:
        if (r->st.phase == RUN_PHASE_LEVEL)
            Run_RestartLevel(r);
        break;
    case MENU_SAVE_GAME:
    case MENU_NONE:
        break;
    }
}
