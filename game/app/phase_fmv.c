/* The FMV phase (see runner_internal.h): a gameflow's fmv step plays its
 * movie (game/gameflow/fmv_phase.h) a frame a tick until it ends or is
 * skipped; a picture step is named; a missing movie is named once. */
#include "game/app/runner_internal.h"

/* A picture step is named (tomb8 does not show the original's pictures). */
static void announce_picture(Runner *r, const GameflowStep *s)
{
    const Gameflow *gf = r->cfg.gf;
    int m = s->arg;
    if (m < 0 || m >= gf->num_movies || r->announced[m])
        return;
    r->announced[m] = true;
    Run_Tell(r, "picture %s would show here (tomb8 does not play the original's pictures); "
             "going on", gf->movies[m]);
}

/* An FMV step: true when the movie plays (RUN_PHASE_FMV from the next
 * tick); a missing or broken file is named once and skipped. */
bool Run_StartMovie(Runner *r, const GameflowStep *s, int title_step)
{
    const Gameflow *gf = r->cfg.gf;
    int m = s->arg;
    if (s->kind != GF_STEP_FMV) {
        announce_picture(r, s);
        return false;
    }
    if (m < 0 || m >= gf->num_movies)
        return false;
    char path[INSTALL_PATH_MAX], err[512];
    if (!Run_FindFile(r, gf->movies[m], path, sizeof path)) {
        if (!r->announced[m]) {
            char why[INSTALL_PATH_MAX + 64];
            Install_Explain(&r->cfg.install, gf->movies[m], why, sizeof why);
            Run_Tell(r, "warning: FMV %s: %s; skipped", gf->movies[m], why);
        }
        r->announced[m] = true;
        return false;
    }
    if (!FmvPhase_Start(&r->fmv, path, r->st.input_prev, err, sizeof err)) {
        Run_AnnounceNote(r, err, "skipped");
        return false;
    }
    r->fmv_title = title_step;
    r->st.phase = RUN_PHASE_FMV;
    r->st.phase_ticks = 0;
    r->pcm = NULL;
    return true;
}

/* The FMVs before the title, from title step i on, then the title. */
void Run_TitleMovies(Runner *r, int i)
{
    const Gameflow *gf = r->cfg.gf;
    for (; i < gf->num_title_steps; i++)
        if (Run_StartMovie(r, &gf->title_steps[i], i))
            return;
    Run_StartGame(r);
}

/* An FMV tick: its frame and sound; at its end (or skipped, or broken) the
 * sequence goes on where it was. */
void Run_FmvTick(Runner *r, InputWord w)
{
    char err[512];
    if (FmvPhase_Tick(&r->fmv, w, err, sizeof err)) {
        r->pcm = r->cfg.audio && !r->cfg.audio->mute ? FmvPhase_Pcm(&r->fmv) : NULL;
        return;
    }
    if (err[0])
        Run_Tell(r, "%s", err);
    FmvPhase_Stop(&r->fmv);
    r->pcm = NULL;
    if (r->fmv_title >= 0) {
        Run_TitleMovies(r, r->fmv_title + 1);
        return;
    }
    r->st.step++;
    Run_Steps(r);
}
