/* The credits phase (see runner_internal.h): at the game's end (a
 * script's "game complete") the original plays its credits' CD track and
 * shows its credit pictures one after another, each fading in, staying
 * and fading out; no key cuts them short:
 *  - TR2 (TR2Main specific/game.cpp DisplayCredits, the original's path):
 *    first S_FadeToBlack on the game's last frame (FadeToPal(10) to black:
 *    11 frames, the level's palette faded, the world as it was), then the
 *    level unloaded and the title level loaded (InitialiseLevel(0): the
 *    palette the final statistics show in afterwards) and the track
 *    started; then data\credit01.pcx ... credit09.pcx, each in its own palette (its
 *    CopyBitmapPalette into the game's palette), drawn on a black palette
 *    for a frame, then FadeToPal(30): 31 frames, palette entry = its
 *    colour * j / 30 for j = 0..30; 225 frames as it is (S_Wait with no
 *    key check); then S_FadeToBlack's FadeToPal(10): 11 frames, colour -
 *    colour * j / 10. After the last, 150 frames of black screen and the
 *    title palette's FadeToPal(30) over the cleared screen (31 more black
 *    frames). A frame is a tick here (30 a second).
 *  - TR3 (tomb3 specific/game.cpp DisplayCredits): pix\theend.bmp, then
 *    pix\credit01.bmp ... credit09.bmp, each 32 frames' fade in
 *    (FadePictureUp(32)), 5 seconds (S_Wait(300, 0): sixtieths of a
 *    second), 32 frames' fade out; then pix\theend2.bmp fades in and the
 *    game goes on (its statistics). Drawn in the loaded level's palette
 *    (nearest colours); the fades through the level's ColourMap, from its
 *    darkest row to the picture as it is and back, a row step a tick or
 *    so.
 * A missing or damaged picture is named and skipped (TR2's with none at
 * all: no black tail, the statistics straight after the title level). */
#include "game/app/runner_internal.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    const char *first;      /* before the numbered ones, NULL none */
    const char *numbered;   /* printf pattern of the numbered pictures */
    int count;              /* numbered pictures, from 1 */
    const char *last;       /* after them, only faded in; NULL none */
    uint32_t lead;          /* ticks shown black before the fade in */
    uint32_t fade_in, wait, fade_out; /* ticks */
    uint32_t tail;          /* black ticks after the last picture */
    bool own_palette;       /* TR2: the picture's palette, faded (else the
                             * level's, faded through its ColourMap) */
    uint32_t game_fade;     /* TR2: ticks the game's last frame fades out,
                             * then the title level loaded; 0 none */
} CreditsKind;

#define TR2_FADE_IN 30      /* FadeToPal's steps (one frame more) */
#define TR2_FADE_OUT 10

static const CreditsKind k_tr2 = {NULL, "data\\credit%02d.pcx", 9, NULL,
                                  1, TR2_FADE_IN + 1, 225, TR2_FADE_OUT + 1, 150 + TR2_FADE_IN + 1,
                                  true, TR2_FADE_OUT + 1};
static const CreditsKind k_tr3 = {"pix\\theend.bmp", "pix\\credit%02d.bmp", 9,
                                  "pix\\theend2.bmp", 0, 32, 300 * SIM_TICK_HZ / 60, 32, 0, false, 0};

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
        if (!r->have_level ||
            !UiPicture_Load(&r->credit_pic, path, k->own_palette ? NULL : &r->lv, err, sizeof err)) {
            if (r->have_level)
                Run_AnnounceNote(r, err, "skipped");
            continue;
        }
        r->credit_tick = 0;
        r->credit_fade_at = k->lead + k->fade_in + (last ? 0 : k->wait);
        r->credit_fade_out = last ? 0 : k->fade_out;
        return true;
    }
}

/* The title level in place of the game's (TR2's DisplayCredits): when it
 * cannot be found the game's stays; when it cannot be loaded, the game's
 * is loaded again. */
static void load_title(Runner *r)
{
    const Gameflow *gf = r->cfg.gf;
    char path[INSTALL_PATH_MAX], was[sizeof r->path];
    if (!gf->has_title || !Run_FindFile(r, gf->title_file, path, sizeof path)) {
        if (gf->has_title)
            Run_AnnounceMissing(r, gf->title_file, NULL, "the game's level stays");
        return;
    }
    snprintf(was, sizeof was, "%s", r->path);
    if (!Run_Load(r, path, false) && was[0])
        Run_Load(r, was, false);
}

bool Run_StartCredits(Runner *r, int track)
{
    const CreditsKind *k = kind_of(r);
    r->credit = 0;
    r->credit_lead = false;
    r->credit_track = track;
    if (k->game_fade && r->have_level) {
        /* the game's last frame fades out first (Run_CreditsTick) */
        Run_StopCredits(r);
        r->credit_lead = true;
        r->credit_tick = 0;
    } else {
        if (!load_next(r))
            return false;
        if (track > 0)
            Run_PlayMusic(r, track, false);
    }
    Run_Announce(r, "credits");
    r->st.phase = RUN_PHASE_CREDITS;
    r->st.phase_ticks = 0;
    r->pcm = NULL;
    return true;
}

bool Run_CreditsShowGame(const Runner *r)
{
    return r->st.phase == RUN_PHASE_CREDITS && r->credit_lead;
}

/* The game's frame has faded out: the title level, the track, the first
 * picture (none at all: no black tail either, straight on). */
static void end_lead(Runner *r)
{
    r->credit_lead = false;
    load_title(r);
    if (r->credit_track > 0)
        Run_PlayMusic(r, r->credit_track, false);
    r->credit_tick = 0;
    if (load_next(r))
        return;
    r->st.step++;
    Run_Steps(r);
}

/* After the last picture (its own freed) the black tail, when the kind has
 * one: credit_tick counts it. */
static bool in_tail(const Runner *r) { return !r->credit_pic.pixels; }

void Run_CreditsTick(Runner *r, InputWord w)
{
    (void)w; /* the original's waits check no key */
    const CreditsKind *k = kind_of(r);
    r->pcm = NULL;
    r->credit_tick++;
    if (r->credit_lead) {
        if (r->credit_tick >= k->game_fade)
            end_lead(r);
        return;
    }
    if (in_tail(r)) {
        if (r->credit_tick < k->tail)
            return;
    } else {
        if (r->credit_tick < r->credit_fade_at + r->credit_fade_out)
            return;
        r->credit++;
        if (load_next(r))
            return;
        if (k->tail) {
            r->credit_tick = 0;
            return;
        }
    }
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
    if (k->own_palette) /* faded by its palette (Run_CreditsPalette) */
        return;
    uint32_t num, in = faded_in(r, k, &num);
    if (in >= num || !c->lv)
        return;
    /* the ColourMap's rows from the picture as it is (UI_SHADE_NEUTRAL)
     * to black (its last) */
    int32_t dark = (int32_t)(((int64_t)(0x1FFF - UI_SHADE_NEUTRAL) * (num - in)) / num);
    Ui_DimAll(c, UI_SHADE_NEUTRAL + dark);
}

bool Run_CreditsPalette(const Runner *r, uint8_t out[768])
{
    const CreditsKind *k = kind_of(r);
    if (!k->own_palette)
        return false;
    memset(out, 0, 768);
    if (r->credit_lead) {
        /* S_FadeToBlack's FadeToPal(10) from the level's palette (6 bits,
         * shown times 4) */
        uint32_t j = MIN(r->credit_tick, (uint32_t)TR2_FADE_OUT);
        const PaletteColour *p = r->lv.palette;
        for (int i = 0; i < 256; i++) {
            int c[3] = {MIN(p[i].r * 4, 255), MIN(p[i].g * 4, 255), MIN(p[i].b * 4, 255)};
            for (int n = 0; n < 3; n++)
                out[3 * i + n] = (uint8_t)(c[n] - c[n] * (int32_t)j / TR2_FADE_OUT);
        }
        return true;
    }
    if (in_tail(r) || !r->credit_pic.own_palette)
        return true; /* the cleared screen, black */
    /* FadeToPal's steps: from black up to the picture's colours, then
     * from them down to black (C's truncating division, as its) */
    uint32_t t = r->credit_tick, up_end = k->lead + k->fade_in;
    int32_t num = 1, den = 1;
    bool down = false;
    if (t < k->lead)
        num = 0;
    else if (t < up_end) {
        num = (int32_t)(t - k->lead);
        den = TR2_FADE_IN;
    } else if (t >= r->credit_fade_at) {
        num = (int32_t)(t - r->credit_fade_at);
        den = TR2_FADE_OUT;
        down = true;
    }
    const uint8_t *pal = &r->credit_pic.palette[0][0];
    for (int i = 0; i < 768; i++)
        out[i] = (uint8_t)(down ? pal[i] - pal[i] * num / den : pal[i] * num / den);
    return true;
}
