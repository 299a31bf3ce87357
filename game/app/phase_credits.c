/* The credits phase (see runner_internal.h): at the game's end (a
 * script's "game complete") the original plays its credits' CD track and
 * shows its credit pictures one after another, each fading in, staying
 * and fading out:
 *  - TR2 (its S_Wait(15 * TICKS_PER_SECOND, skip)): data\credit01.pcx ...
 *    credit08.pcx, half a second's fade in, 15 seconds (a newly pressed
 *    action, select or deselect cuts that short), half a second's fade
 *    out;
 *  - TR3 (tomb3 specific/game.cpp DisplayCredits): pix\theend.bmp, then
 *    pix\credit01.bmp ... credit09.bmp, each 32 frames' fade in
 *    (FadePictureUp(32)), 5 seconds (S_Wait(300, 0): sixtieths of a
 *    second, no key cuts it short), 32 frames' fade out; then
 *    pix\theend2.bmp fades in and the game goes on (its statistics).
 * A missing or damaged picture is named and skipped. The pictures are
 * drawn in the loaded level's palette (the original loads a level of its
 * own). TR3's fades are drawn through the level's ColourMap, from its
 * darkest row to the picture as it is and back, a row step a tick or so;
 * TR2's pictures are shown as they are throughout (its half seconds of
 * fade timing show them unfaded). */
#include "game/app/runner_internal.h"

#include <stdio.h>

typedef struct {
    const char *first;      /* before the numbered ones, NULL none */
    const char *numbered;   /* printf pattern of the numbered pictures */
    int count;              /* numbered pictures, from 1 */
    const char *last;       /* after them, only faded in; NULL none */
    uint32_t fade_in, wait, fade_out;
    bool skippable;
    bool draws_fades;
} CreditsKind;

static const CreditsKind k_tr2 = {NULL, "data\\credit%02d.pcx", 8, NULL,
                                  SIM_TICK_HZ / 2, 15 * SIM_TICK_HZ, SIM_TICK_HZ / 2, true, false};
static const CreditsKind k_tr3 = {"pix\\theend.bmp", "pix\\credit%02d.bmp", 9,
                                  "pix\\theend2.bmp", 32, 300 * SIM_TICK_HZ / 60, 32, false, true};

static const CreditsKind *kind_of(const Runner *r)
{
    return r->cfg.gf->tr3_credits ? &k_tr3 : &k_tr2;
}

/* Picture i's name ("" past the last); *last when it is the one that only
 * fades in. */
static void picture_name(const CreditsKind *k, int i, char *out, size_t cap, bool *last)
{
    *last = false;
    out[0] = 0;
    if (k->first) {
        if (i == 0) {
            snprintf(out, cap, "%s", k->first);
            return;
        }
        i--;
    }
    if (i < k->count) {
        snprintf(out, cap, k->numbered, i + 1);
        return;
    }
    if (i == k->count && k->last) {
        snprintf(out, cap, "%s", k->last);
        *last = true;
    }
}

void Run_StopCredits(Runner *r) { UiPicture_Free(&r->credit_pic); }

/* Loads credit picture r->credit or a later one; false when none is left. */
static bool load_next(Runner *r)
{
    const CreditsKind *k = kind_of(r);
    Run_StopCredits(r);
    for (;; r->credit++) {
        char name[32], path[INSTALL_PATH_MAX], err[512];
        bool last;
        picture_name(k, r->credit, name, sizeof name, &last);
        if (!name[0])
            return false;
        if (!Run_FindFile(r, name, path, sizeof path)) {
            Run_AnnounceMissing(r, name, NULL, "skipped");
            continue;
        }
        if (!r->have_level || !UiPicture_Load(&r->credit_pic, path, &r->lv, err, sizeof err)) {
            if (r->have_level)
                Run_AnnounceNote(r, err, "skipped");
            continue;
        }
        r->credit_tick = 0;
        r->credit_fade_at = last ? k->fade_in : k->fade_in + k->wait;
        r->credit_fade_out = last ? 0 : k->fade_out;
        return true;
    }
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
    const CreditsKind *k = kind_of(r);
    r->pcm = NULL;
    uint32_t t = r->credit_tick++;
    InputWord pressed = w & ~r->st.input_prev;
    if (k->skippable && t >= k->fade_in && t < r->credit_fade_at && (pressed & SKIP_KEYS))
        r->credit_fade_at = t + 1;
    if (r->credit_tick < r->credit_fade_at + r->credit_fade_out)
        return;
    r->credit++;
    if (load_next(r))
        return;
    r->st.step++;
    Run_Steps(r);
}

/* How far the picture is faded in after credit_tick ticks of it, in
 * 1/num: its fade in, its time shown, its fade out. */
static uint32_t faded_in(const Runner *r, const CreditsKind *k, uint32_t *num)
{
    uint32_t t = r->credit_tick;
    if (t < k->fade_in) {
        *num = k->fade_in;
        return t;
    }
    if (r->credit_fade_out && t > r->credit_fade_at) {
        uint32_t out = t - r->credit_fade_at;
        *num = r->credit_fade_out;
        return out >= *num ? 0 : *num - out;
    }
    *num = 1;
    return 1;
}

void Run_CreditsDraw(Runner *r, Renderer *rd, UiCanvas *c, bool paused)
{
    (void)rd;
    (void)paused;
    if (!r->credit_pic.pixels)
        return;
    UiPicture_Draw(c, &r->credit_pic);
    const CreditsKind *k = kind_of(r);
    uint32_t num, in = faded_in(r, k, &num);
    if (!k->draws_fades || in >= num || !c->lv)
        return;
    /* the ColourMap's rows from the picture as it is (UI_SHADE_NEUTRAL)
     * to black (its last) */
    int32_t dark = (int32_t)(((int64_t)(0x1FFF - UI_SHADE_NEUTRAL) * (num - in)) / num);
    Ui_DimAll(c, UI_SHADE_NEUTRAL + dark);
}
