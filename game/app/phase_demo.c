/* The demo phase (see runner_internal.h): after 16 seconds without input
 * on the title ring, the next level marked `demo` plays its recorded
 * words; any key, the demo's end, Lara's death or the level's end go back
 * to the title (the original's demo mode). */
#include "game/app/runner_internal.h"

/* The next demo level (cycling through the blocks marked `demo`) whose
 * file is there and has demo data; false when none. */
bool Run_StartDemo(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    for (int k = 0; k < gf->num_levels; k++) {
        int l = (r->demo_next + k) % gf->num_levels;
        char path[INSTALL_PATH_MAX];
        if (!gf->levels[l].demo || !Run_FindFile(r, gf->levels[l].file, path, sizeof path))
            continue;
        if (!Run_LoadEx(r, path, true, true))
            continue;
        r->demo_next = l + 1;
        Run_PlayMusic(r, gf->levels[l].music, true);
        r->st.level = l;
        r->st.step = 0;
        r->st.phase = RUN_PHASE_DEMO;
        r->st.phase_ticks = 0;
        return true;
    }
    return false;
}

/* A demo tick: its own word; any key, its end, death or the level's end
 * back to the title (the original's demo mode). */
void Run_DemoTick(Runner *r, InputWord w)
{
    Game *g = &r->game;
    uint32_t t = r->st.phase_ticks;
    if (w != 0 || t >= r->demo.num_ticks) {
        Run_EnterTitle(r);
        return;
    }
    if (Game_LaraItem(g) && (g->lara.death_count > DEATH_WAIT ||
                             (g->lara.death_count > DEATH_WAIT_MIN && w != 0))) {
        Run_EnterTitle(r);
        return;
    }
    Game_Tick(g, r->demo.inputs[t]);
    r->pcm = GameAudio_EndTick(&r->ga);
    if (r->cfg.world_tick)
        r->cfg.world_tick(r->cfg.user, &r->sim, g);
    if (g->level_complete || r->ga.fx.level_complete)
        Run_EnterTitle(r);
}
