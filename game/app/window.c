/* The window (see window.h): set-up from the options, the loop at the
 * display's rate with 30 Hz ticks, and how a session ends. */
#include "game/app/window_internal.h"

#include "engine/core/atomic_file.h"
#include "engine/core/errline.h"
#include "engine/core/log.h"
#include "game/ui/ui.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FALLBACK_FPS 240       /* frame cap when the display gives no vsync */

/* TOMB8_AUTOSCREENSHOT=PATH[,frames=N][,window=PATH2][,overlay]. Whoever
 * sets it wants the shot: an empty field, a bad count or a path that
 * cannot be written is an error line, never a run without the shot. */
static bool parse_auto_screenshot(Win *w)
{
    const char *env = getenv("TOMB8_AUTOSCREENSHOT");
    char err[1200];
    if (!env || !*env)
        return true;
    if (strlen(env) >= sizeof w->auto_buf) {
        ErrLine_Print("error: TOMB8_AUTOSCREENSHOT: value too long");
        return false;
    }
    snprintf(w->auto_buf, sizeof w->auto_buf, "%s", env);
    w->auto_frames = 3;
    w->auto_path = w->auto_buf;
    /* Split on every comma (strtok would merge ",," and skip an empty path). */
    char *field = strchr(w->auto_buf, ',');
    if (field)
        *field++ = '\0';
    if (!*w->auto_path) {
        ErrLine_Printf("error: TOMB8_AUTOSCREENSHOT=%s: expected PATH[,frames=N][,window=PATH2]"
                       "[,overlay] (no file name before the first comma)", env);
        return false;
    }
    while (field) {
        char *next = strchr(field, ',');
        char *end;
        if (next)
            *next++ = '\0';
        if (!strncmp(field, "frames=", 7)) {
            long n = strtol(field + 7, &end, 10);
            if (end == field + 7 || *end || n < 1 || n > 10000) {
                ErrLine_Printf("error: TOMB8_AUTOSCREENSHOT: %s: expected frames=1..10000", field);
                return false;
            }
            w->auto_frames = (int)n;
        } else if (!strncmp(field, "window=", 7) && field[7]) {
            w->auto_window = field + 7;
        } else if (!strcmp(field, "overlay")) {
            w->overlay = true;
        } else {
            ErrLine_Printf("error: TOMB8_AUTOSCREENSHOT: unknown field '%s'", field);
            return false;
        }
        field = next;
    }
    if (!AtomicFile_CheckOutput(w->auto_path, err, sizeof err) ||
        (w->auto_window && !AtomicFile_CheckOutput(w->auto_window, err, sizeof err))) {
        ErrLine_Printf("error: TOMB8_AUTOSCREENSHOT: %s", err + 7);
        return false;
    }
    return true;
}

static int auto_threads(const Options *o)
{
    if (o->threads > 0)
        return MIN(o->threads, RENDER_MAX_THREADS);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return (int)CLAMP(n, 1, 8);
}

/* The replay (--replay) that feeds the first ticks, the recording
 * (--record), and whether the run starts from the level's demo (--demo,
 * or a replay recorded so): tied to the gameflow's identity, which for a
 * single level is the level file's. */
static bool prepare_inputs(Win *w, char *err, size_t cap)
{
    const Options *o = w->o;
    const Gameflow *gf = w->setup.gf;
    if (o->replay_path) {
        if (!Replay_Load(o->replay_path, gf->checksum, gf->size, &w->play, err, cap))
            return false;
        w->have_play = true;
    }
    w->demo_start = w->setup.single &&
                    (o->demo || (w->have_play && (w->play.flags & REPLAY_FLAG_DEMO_START)));
    if (o->record_path) {
        Replay_InitMask(&w->rec, gf->checksum, gf->size,
                        GameRules_InputMask((GameVersion)gf->game_version));
        if (w->demo_start)
            w->rec.flags |= REPLAY_FLAG_DEMO_START;
        w->recording = true;
    }
    return true;
}

/* Options, key map, settings, the gameflow (the game's, or the level's,
 * checked and with the viewer's start camera), the inputs: everything
 * before a window is needed. One line and false on bad input. */
static bool prepare(Win *w, const Options *o, bool game)
{
    char err[1024];
    w->o = o;
    w->sound = Options_Sound(o);
    w->threads = auto_threads(o);
    if (!parse_auto_screenshot(w))
        return false;
    InputMap_Defaults(&w->map);
    InputState_Clear(&w->in);
    if (o->config_path && !InputMap_Load(&w->map, o->config_path, err, sizeof err)) {
        ErrLine_Printf("error: %s", err);
        return false;
    }
    Win_LoadSettings(w);
    if (game && o->audio_out) {
        ErrLine_Print("error: --audio-out: a whole game writes its sound headless only (add "
                      "--headless)");
        return false;
    }
    bool ok;
    if (game) {
        ok = AppSetup_Game(o, &w->setup, err, sizeof err);
    } else {
        Level lv;
        memset(&lv, 0, sizeof lv);
        ok = AppSetup_Level(o, &w->setup, &lv, err, sizeof err);
        if (ok && !App_InitialCamera(&lv, o, &w->cam, err, sizeof err))
            ok = false;
        if (w->setup.level_name[0] || ok)
            Level_Free(&lv);
        w->prev = w->cam;
    }
    if (!ok || !prepare_inputs(w, err, sizeof err)) {
        ErrLine_Print(err); /* adds the prefix when missing */
        return false;
    }
    return true;
}

/* The runner, once the sound is known; a single level that does not load
 * is an error (a whole game skips what is missing). */
static bool start_runner(Win *w)
{
    char err[1024];
    RunConfig cfg;
    Win_RunConfig(w, &cfg);
    w->run = Runner_Create(&cfg, err, sizeof err);
    if (!w->run) {
        Platform_FatalMessage(w->plat, "tomb8", err);
        return false;
    }
    w->saves.runner = w->run;
    if (w->setup.single && !Runner_Game(w->run)) {
        /* The runner's warning is this run's error. */
        const char *why = w->last_announce;
        ErrLine_Printf("error: %s", !strncmp(why, "warning: ", 9) ? why + 9
                                    : why[0]                      ? why
                                                                  : "the level did not load");
        return false;
    }
    Win_UpdateView(w);
    w->view_prev = w->view;
    /* A placed camera (--camera, --view N) is a viewer's request; so is a
     * level without Lara to play (cut-scenes) or of a game whose table has
     * no object routines yet (TR2/TR3, game/rules). */
    const Sim *s = Runner_Sim(w->run);
    const Level *lv = Runner_Level(w->run);
    const Options *o = w->o;
    w->fly = w->setup.single && (o->fly || o->view == VIEW_CAMERA || o->view == VIEW_FIXED ||
                                 s->lara < 0 || !GameRules_For(lv->game)->setup_objects);
    if (w->setup.single && !GameRules_For(lv->game)->setup_objects)
        Win_Notice(w, "This level's game does not play in tomb8 yet (its game logic is not "
                      "there): it opens in the free-fly viewer");
    /* Grow the draw lists now, so drawing frames allocates nothing. */
    Runner_BuildDraws(w->run, 65536, &w->draws);
    return true;
}

static void count_frame(Win *w, uint64_t now)
{
    w->fps_frames++;
    if (now - w->fps_window_start >= 1000000u) {
        w->fps_x10 = (int)((uint64_t)w->fps_frames * 10000000u / (now - w->fps_window_start));
        w->fps_frames = 0;
        w->fps_window_start = now;
    }
}

/* --fps: a drawn-frame limiter (ticks stay at 30 Hz); far behind, it does
 * not race to catch up. */
static void pace_frame(Win *w, uint64_t frame_us, uint64_t *next_frame_us)
{
    uint64_t t = Platform_TimeUs(w->plat);
    *next_frame_us = *next_frame_us ? *next_frame_us + frame_us : t + frame_us;
    if (*next_frame_us > t)
        Platform_SleepUs(w->plat, *next_frame_us - t);
    else if (t - *next_frame_us > 4 * frame_us)
        *next_frame_us = t;
}

/* The auto screenshot once its frames are shown: 0, or 2 with a line. */
static int auto_shot(Win *w)
{
    char err[512];
    if (!Platform_SaveScreenshot(w->plat, w->auto_path, err, sizeof err) ||
        (w->auto_window && !Platform_SaveWindowShot(w->plat, w->auto_window, err, sizeof err))) {
        ErrLine_Print(err);
        return 2;
    }
    return 0;
}

static int run_loop(Win *w)
{
    PlatformPacer pacer;
    int32_t alpha = 0;
    int presented = 0;
    uint64_t next_frame_us = 0, frame_us = w->o->fps > 0 ? 1000000u / (unsigned)w->o->fps : 0;
    /* No --fps and no vsync granted: do not spin faster than a fast display
     * would refresh. */
    if (!frame_us && !Platform_HasVsync(w->plat))
        frame_us = 1000000u / FALLBACK_FPS;
    /* The renderer exists before the first event (F12 may come at once). */
    if (!Win_EnsureRenderer(w)) {
        Platform_FatalMessage(w->plat, "tomb8", "out of memory for a frame");
        return 2;
    }
    Platform_PacerInit(&pacer, WINDOW_TICK_RATE, WINDOW_MAX_CATCHUP);
    w->running = true;
    w->fps_window_start = Platform_TimeUs(w->plat);
    while (w->running) {
        Win_PumpEvents(w, alpha);
        if (!w->running)
            break;
        if (!Win_EnsureRenderer(w)) {
            Platform_FatalMessage(w->plat, "tomb8", "out of memory for a frame");
            return 2;
        }
        uint64_t now = Platform_TimeUs(w->plat);
        int n = Platform_PacerUpdate(&pacer, now);
        if (w->auto_path)
            n = 0; /* paused world: the still must equal a headless capture */
        for (int i = 0; i < n && w->running; i++)
            Win_Tick(w);
        if (!w->running)
            break;
        alpha = Win_StillWorld(w) ? 65536 : Platform_PacerAlpha(&pacer);
        if (!Win_DrawFrame(w, alpha, w->overlay)) {
            Platform_FatalMessage(w->plat, "tomb8", "could not present a frame");
            return 2;
        }
        presented++;
        count_frame(w, now);
        if (w->auto_path && presented >= w->auto_frames)
            return auto_shot(w);
        if (frame_us)
            pace_frame(w, frame_us, &next_frame_us);
    }
    return 0;
}

/* A window the player resized is remembered (not a fullscreen one). */
static void remember_size(Win *w)
{
    int ww = 0, wh = 0;
    Platform_GetWindowSize(w->plat, &ww, &wh);
    if (!Platform_IsFullscreen(w->plat) && ww >= 320 && wh >= 240 && ww <= 3840 &&
        wh <= 2160 && w->start_w && (ww != w->start_w || wh != w->start_h)) {
        w->settings.window_width = ww;
        w->settings.window_height = wh;
        Win_SaveSettings(w);
    }
}

/* The outputs at the end: the recording and the WAV. */
static int finish_outputs(Win *w, int rc)
{
    char err[1024];
    if (w->o->record_path && !Replay_Save(&w->rec, w->o->record_path, err, sizeof err)) {
        Platform_FatalMessage(w->plat, "tomb8", strncmp(err, "error: ", 7) ? err : err + 7);
        rc = 2;
    }
    if (w->wav) {
        bool ok = WavWriter_Close(w->wav);
        w->wav = NULL;
        if (!ok && rc == 0) {
            Platform_FatalMessage(w->plat, "tomb8", "--audio-out: write failed");
            rc = 2;
        }
    }
    return rc;
}

/* The first window (the default 1280x960 or the saved size) fits the
 * display's usable area, its aspect kept: a window taller than the screen
 * was placed off it, the HUD cut. A size on the command line is the
 * player's and stays. */
static void fit_window(Win *w, Platform *p)
{
    int ww, wh, bw, bh;
    Platform_GetWindowSize(p, &ww, &wh);
    if (w->o->width || Platform_IsFullscreen(p) || ww <= 0 || wh <= 0 ||
        !Platform_UsableBounds(p, &bw, &bh) || (ww <= bw && wh <= bh))
        return;
    int64_t nw = bw, nh = (int64_t)bw * wh / ww;
    if (nh > bh) {
        nh = bh;
        nw = (int64_t)bh * ww / wh;
    }
    Platform_SetWindowSize(p, MAX((int)nw, 64), MAX((int)nh, 48));
}

/* Runs the prepared window on an open platform (not closed here). */
static int run_on(Win *w, Platform *p)
{
    char err[1024];
    w->plat = p;
    if (w->o->fly && !w->auto_path)
        Platform_SetMouseCapture(p, true);
    if (w->auto_window)
        Platform_SetWindowReadback(p, true);
    fit_window(w, p);
    Platform_GetWindowSize(p, &w->start_w, &w->start_h);
    if (!Win_StartAudio(w, err, sizeof err)) {
        ErrLine_Print(err);
        return 2;
    }
    if (!start_runner(w))
        return 2;
    int rc = run_loop(w);
    remember_size(w);
    Platform_AudioStop(p);
    w->device = false;
    return finish_outputs(w, rc);
}

static void fill_result(Win *w, AppWindowResult *out)
{
    memset(out, 0, sizeof *out);
    out->cam = w->cam;
    out->fly = w->fly;
    out->overlay = w->overlay;
    out->paused = w->paused;
    /* the newest line still on screen */
    for (int i = 0; i < WIN_NOTICES; i++)
        if (w->notices[i].text[0] && Platform_TimeUs(w->plat) < w->notices[i].until_us)
            snprintf(out->notice, sizeof out->notice, "%s", w->notices[i].text);
    if (!w->run)
        return;
    const RunState *st = Runner_State(w->run);
    Sim *s = Runner_Sim(w->run);
    UiSession *ui = Runner_Ui(w->run);
    out->phase = st->phase;
    out->level = st->level;
    out->ticks = w->setup.single ? (s ? s->tick : 0) : st->tick;
    out->hash = s ? Sim_Hash(s) : 0;
    out->death_menu = ui && UiSession_RingOpen(ui) && ui->ring.mode == RING_MODE_DEATH;
    if (s && s->lara >= 0) {
        const Item *l = &s->items[s->lara];
        out->lara_pos = l->pos;
        out->lara_room = l->room;
        out->lara_state = l->current_state;
        out->lara_health = l->hit_points;
    }
}

static void win_free(Win *w)
{
    if (w->plat)
        Platform_AudioStop(w->plat); /* nothing pulls the ring now */
    if (w->wav)
        WavWriter_Abort(w->wav);
    Runner_Free(w->run);
    Platform_AudioFifoFree(&w->fifo);
    if (w->rend)
        Render_Destroy(w->rend);
    free(w->fb);
    SimDraw_Free(&w->draws);
    Replay_Free(&w->play);
    Replay_Free(&w->rec);
    AppSetup_Release(&w->setup);
    free(w);
}

/* A single level or a whole game (what the options name) on an open
 * platform. */
static int run_with(const Options *o, Platform *p, bool game, AppWindowResult *out)
{
    Win *w = calloc(1, sizeof *w);
    int rc = 2;
    if (out)
        memset(out, 0, sizeof *out);
    if (!w) {
        ErrLine_Print("error: out of memory");
        return 2;
    }
    if (prepare(w, o, game))
        rc = run_on(w, p);
    if (out)
        fill_result(w, out);
    win_free(w);
    return rc;
}

int App_RunWindowEx(const Options *o, Platform *p, AppWindowResult *out)
{
    return run_with(o, p, AppSetup_WantsGame(o), out);
}

int App_RunWindowWith(const Options *o, Platform *p, FlyCamera *final_cam)
{
    AppWindowResult r;
    int rc = App_RunWindowEx(o, p, &r);
    if (final_cam)
        *final_cam = r.cam;
    return rc;
}

int GameflowApp_RunWindowWith(const Options *o, Platform *p, GameflowWindowResult *res)
{
    AppWindowResult r;
    int rc = run_with(o, p, true, &r);
    if (res)
        *res = (GameflowWindowResult){r.ticks, r.phase, r.level, r.hash};
    return rc;
}

int App_RunWindowOn(const Options *o, PlatformBackend backend)
{
    Win *w = calloc(1, sizeof *w);
    char err[512], title[200];
    if (!w) {
        ErrLine_Print("error: out of memory");
        return 2;
    }
    if (!prepare(w, o, AppSetup_WantsGame(o))) {
        win_free(w);
        return 2;
    }
    PlatformWindowDesc desc;
    memset(&desc, 0, sizeof desc);
    snprintf(title, sizeof title, "tomb8 - %s",
             w->setup.single ? w->setup.level_name
             : o->level_path ? o->level_path : o->gameflow_path ? o->gameflow_path : "");
    desc.title = title;
    /* the saved window unless the command line says otherwise; a size on
     * the command line asks for a window of that size */
    desc.width = o->width ? o->width : w->settings.window_width;
    desc.height = o->width ? o->height : w->settings.window_height;
    desc.fullscreen = o->fullscreen || (!o->width && w->settings.fullscreen);
    desc.vsync = o->fps == 0;
    desc.scale = o->scale == SCALE_INTEGER ? PLATFORM_SCALE_INTEGER : PLATFORM_SCALE_FIT;
    desc.present = o->present_gl ? PLATFORM_PRESENT_GL : PLATFORM_PRESENT_SDL;
    Platform *p = Platform_Open(backend, &desc, err, sizeof err);
    if (!p) {
        ErrLine_Printf("error: %s", err);
        win_free(w);
        return 2;
    }
    int rc = run_on(w, p);
    win_free(w);
    Platform_Close(p);
    return rc;
}

int App_RunWindow(const Options *o) { return App_RunWindowOn(o, PLATFORM_BACKEND_SDL2); }
