/* The statistics phase (see runner_internal.h): shown at a level's end
 * until action/select is pressed after being released, as the original. */
#include "game/app/runner_internal.h"

/* Start: the level's figures announced, the screen up. */
void Run_StartStats(Runner *r)
{
    char time[32];
    const GameStats *st = &r->st.stats;
    Stats_FormatTime(st->timer, time, sizeof time);
    Run_Announce(r, "level complete: %s: time %s, kills %d, pickups %d, secrets %d of %d",
                 st->title, time, (int)st->kills, (int)st->pickups, (int)st->secrets_found,
                 (int)st->secrets_total);
    r->st.phase = RUN_PHASE_STATS;
    r->st.phase_ticks = 0;
    r->st.stats_released = false;
}

/* The original's "final statistics": the game's totals on the same page
 * after the credits; select goes on (back to the title). */
void Run_StartFinalStats(Runner *r)
{
    char time[32];
    const GameTotals *t = &r->st.totals;
    Stats_FormatTime(t->timer, time, sizeof time);
    Run_Announce(r, "game complete: final statistics: time %s, secrets %d of %d, kills %d, "
                 "ammo used %d, hits %d", time, (int)t->secrets_found, (int)t->secrets_total,
                 (int)t->kills, (int)t->ammo_used, (int)t->ammo_hits);
    r->st.phase = RUN_PHASE_STATS;
    r->st.phase_ticks = 0;
    r->st.stats_released = false;
}

/* Whether the statistics shown are the game's (the block's step). */
static bool final_stats(const Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    if (r->st.level < 0 || r->st.level >= gf->num_levels)
        return false;
    const GameflowLevel *lv = &gf->levels[r->st.level];
    return r->st.step >= 0 && r->st.step < lv->num_steps &&
           lv->steps[r->st.step].kind == GF_STEP_FINAL_STATS;
}

void Run_StatsTick(Runner *r, InputWord w)
{
    r->pcm = NULL;
    /* The original waits for select to be let go, then pressed. */
    if (!r->st.stats_released) {
        if (!(w & SELECT_KEYS))
            r->st.stats_released = true;
        return;
    }
    if (w & SELECT_KEYS) {
        r->st.step++;
        Run_Steps(r);
    }
}

/* The level's figures over black. */
void Run_StatsDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused)
{
    (void)rd;
    (void)paused;
    HudStats hs;
    Runner_HudStats(r, &hs);
    if (final_stats(r)) {
        const GameTotals *t = &r->st.totals;
        hs.level_name = "Final Statistics";
        hs.timer = t->timer;
        hs.kills = t->kills;
        hs.pickups = 0;
        hs.secrets_found = t->secrets_found;
        hs.secrets_total = t->secrets_total;
        hs.ammo_used = t->ammo_used;
        hs.ammo_hits = t->ammo_hits;
        hs.medipacks_used = t->medipacks_used;
        hs.distance = t->distance;
        /* TR2's and TR3's final page (ShowEndStatsText) */
        hs.clock_time = hs.tr2;
    }
    Hud_DrawStats(c, &hs);
}
