/* Lara's death (see runner_internal.h), before anything else in a level's
 * tick, as the original: once she has been dead for 10 seconds (or 2 and
 * a key), one more tick runs, then the death menu takes the next (the
 * passport: load a save, exit); with no save system the level starts
 * again. */
#include "game/app/runner_internal.h"

bool Run_DeathCheck(Runner *r, InputWord w)
{
    Game *g = &r->game;
    if (!Game_LaraItem(g) || UiSession_RingOpen(&r->ui))
        return false;
    if (g->lara.death_count <= DEATH_WAIT && !(g->lara.death_count > DEATH_WAIT_MIN && w != 0) &&
        r->st.death_overlay != 2)
        return false;
    if (r->st.death_overlay == 2) {
        r->st.death_overlay = 1;
        if (!r->cfg.load) {
            Run_Announce(r, "Lara died: %s starts again", r->st.stats.title);
            Run_RestartLevel(r);
            return true;
        }
    } else {
        r->st.death_overlay = 2;
        if (r->cfg.load)
            UiSession_RequestRing(&r->ui, RING_MODE_DEATH);
    }
    return false;
}
