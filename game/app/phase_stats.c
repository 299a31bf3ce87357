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
    Hud_DrawStats(c, &hs);
}
