/* The credits phase (see runner_internal.h): at the game's end (a TR2
 * script's "game complete") the original plays its credits' CD track and
 * shows its eight credit pictures (data\credit01.pcx ... credit08.pcx)
 * one after another: each fades in over half a second, stays 15 seconds
 * (a newly pressed action, select or deselect cuts that short) and fades
 * out over half a second. A missing or damaged picture is named and
 * skipped. The pictures are drawn in the loaded level's palette (the
 * original loads the title level for its own); the fades are not drawn. */
#include "game/app/runner_internal.h"

#include <stdio.h>

#define CREDIT_PICTURES 8
#define CREDIT_FADE (SIM_TICK_HZ / 2)
#define CREDIT_WAIT (15 * SIM_TICK_HZ)

void Run_StopCredits(Runner *r) { UiPicture_Free(&r->credit_pic); }

/* Loads credit picture r->credit or a later one; false when none is left. */
static bool load_next(Runner *r)
{
    Run_StopCredits(r);
    for (; r->credit < CREDIT_PICTURES; r->credit++) {
        char name[32], path[INSTALL_PATH_MAX], err[512];
        snprintf(name, sizeof name, "data\\credit%02d.pcx", r->credit + 1);
        if (!Run_FindFile(r, name, path, sizeof path)) {
            Run_AnnounceMissing(r, name, NULL, "skipped");
            continue;
        }
        if (!r->have_level || !UiPicture_LoadPcx(&r->credit_pic, path, &r->lv, err, sizeof err)) {
            if (r->have_level)
                Run_AnnounceNote(r, err, "skipped");
            continue;
        }
        r->credit_tick = 0;
        r->credit_fade_at = CREDIT_FADE + CREDIT_WAIT;
        return true;
    }
    return false;
}

bool Run_StartCredits(Runner *r, int track)
{
    r->credit = 0;
    if (!load_next(r))
        return false;
    Run_Announce(r, "credits");
    if (track > 0)
        Run_PlayMusic(r, track, false);
    r->st.phase = RUN_PHASE_CREDITS;
    r->st.phase_ticks = 0;
    r->pcm = NULL;
    return true;
}

void Run_CreditsTick(Runner *r, InputWord w)
{
    r->pcm = NULL;
    uint32_t t = r->credit_tick++;
    InputWord pressed = w & ~r->st.input_prev;
    if (t >= CREDIT_FADE && t < r->credit_fade_at && (pressed & SKIP_KEYS))
        r->credit_fade_at = t + 1;
    if (r->credit_tick < r->credit_fade_at + CREDIT_FADE)
        return;
    r->credit++;
    if (load_next(r))
        return;
    r->st.step++;
    Run_Steps(r);
}

void Run_CreditsDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused)
{
    (void)rd;
    (void)paused;
    if (r->credit_pic.pixels)
        UiPicture_Draw(c, &r->credit_pic);
}
