/* A whole game in a window (see app.h): the same runner as headless, fed
 * one word a tick from the key map (or a --replay first), drawn at the
 * display's rate with the game camera interpolated between ticks; the
 * title ring over a black frame, the level's HUD and ring over the game,
 * the statistics over black. The window keeps the settings and keys the
 * ring edits (game/settings.h), as the single-level window does. */
#include "game/gameflow/app_internal.h"

#include "engine/audio/audio.h"
#include "engine/core/errline.h"
#include "engine/core/log.h"
#include "engine/platform.h"
#include "engine/sim/replay.h"
#include "game/input_map.h"
#include "game/app/save_session.h"
#include "game/settings.h"
#include "game/ui/hud.h"
#include "game/ui/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TICK_RATE 30
#define MAX_CATCHUP 4
#define AUDIO_RING_TICKS 6
#define FALLBACK_FPS 120

typedef struct {
    const Options *o;
    GameSound sound;
    GameflowSetup gs;
    Runner *run;
    Platform *plat;
    Renderer *rend;
    uint32_t rend_generation;
    int rw, rh;
    uint8_t *fb;
    PlatformRGB pal[256];
    uint8_t text_fg, text_bg;
    InputMap map;
    InputState in;
    Settings settings;
    char settings_dir[2048];
    SimDrawList draws;
    RenderCamera view, view_prev;
    bool have_view, have_prev;
    Replay play, rec;
    bool have_play, recording;
    PlatformAudioFifo fifo;
    bool device;
    bool paused;
    bool running;
    int threads;
    SaveSession saves;      /* the passport's save/load pages (game/save) */
} FlowWindow;

/* ---- settings and the ring's hooks -------------------------------------------- */

static void announce_log(void *user, const char *line)
{
    (void)user;
    Log_Info("%s", line);
}

/* Save games: a refused load or a failed save is a warning; the game goes
 * on as it was. */
static void save_report(void *user, const char *line)
{
    (void)user;
    Log_Warn("%s", line);
}

static bool load_slot(void *user, Runner *r, int slot)
{
    FlowWindow *fw = user;
    return SaveSession_Load(&fw->saves, r, slot);
}

static void save_settings(FlowWindow *fw)
{
    char err[512];
    if (fw->settings_dir[0] && !Settings_Save(&fw->settings, fw->settings_dir, err, sizeof err))
        Log_Warn("settings not saved: %s", err);
}

static void ring_sound(void *user, int sfx)
{
    FlowWindow *fw = user;
    Audio *a = fw->run ? Runner_Audio(fw->run) : NULL;
    if (a)
        Audio_PlaySound(a, sfx, NULL, -1);
}

static void ring_set_volumes(void *user, int music, int sfx)
{
    FlowWindow *fw = user;
    fw->settings.music_volume = music;
    fw->settings.sound_volume = sfx;
    if (fw->run && !fw->o->mute)
        Runner_SetVolumes(fw->run, music, sfx);
    save_settings(fw);
}

static void ring_set_detail(void *user, int detail)
{
    FlowWindow *fw = user;
    fw->settings.detail = detail;
    save_settings(fw);
}

/* The compass page's statistics: the level's, as the runner counts them. */
static bool ring_stats(void *user, HudStats *out)
{
    FlowWindow *fw = user;
    if (!fw->run || Runner_Phase(fw->run) != RUN_PHASE_LEVEL)
        return false;
    Runner_HudStats(fw->run, out);
    return true;
}

static void load_settings(FlowWindow *fw)
{
    Settings_LoadForWindow(&fw->settings, fw->settings_dir, sizeof fw->settings_dir,
                           !fw->o->config_path, &fw->map);
}

/* The ring open now (the title's, or the level's), if any. */
static Ring *open_ring(FlowWindow *fw)
{
    UiSession *ui = Runner_Ui(fw->run);
    if (ui && UiSession_RingOpen(ui))
        return &ui->ring;
    return (Ring *)Runner_TitleRing(fw->run);
}

/* The controls page waits for a key: the next one pressed is bound. */
static bool capture_key(FlowWindow *fw, const PlatformEvent *ev)
{
    Ring *ring = open_ring(fw);
    if (!ring || ev->type != PEV_KEY_DOWN || ev->repeat)
        return false;
    int row = Ring_WantsKey(ring);
    if (row < 0 || ev->key == PKEY_ESCAPE || ev->key == PKEY_ENTER || ev->key == PKEY_UP ||
        ev->key == PKEY_DOWN || ev->key == PKEY_LEFT || ev->key == PKEY_RIGHT)
        return false;
    const char *name = InputMap_KeyName((PlatformKey)ev->key);
    if (!name)
        return false;
    InputMap_BindKey(&fw->map, (InputAction)Ring_ControlAction(row), (PlatformKey)ev->key);
    Ring_SetKey(ring, name);
    char err[512];
    if (fw->settings_dir[0] && !Settings_SaveKeys(&fw->map, fw->settings_dir, err, sizeof err))
        Log_Warn("keys not saved: %s", err);
    return true;
}

/* ---- drawing ------------------------------------------------------------------ */

static void wanted_size(const FlowWindow *fw, int *w, int *h)
{
    if (fw->o->render_width > 0) {
        *w = fw->o->render_width;
        *h = fw->o->render_height;
        return;
    }
    int ww, wh;
    Platform_GetWindowSize(fw->plat, &ww, &wh);
    int k = MAX((ww + RENDER_MAX_WIDTH - 1) / RENDER_MAX_WIDTH,
                (wh + RENDER_MAX_HEIGHT - 1) / RENDER_MAX_HEIGHT);
    k = MAX(k, 1);
    *w = CLAMP(ww / k, RENDER_MIN_WIDTH, RENDER_MAX_WIDTH);
    *h = CLAMP(wh / k, RENDER_MIN_HEIGHT, RENDER_MAX_HEIGHT);
}

/* A renderer for the loaded level at the window's size (none without a
 * level: the frame is black). */
static bool ensure_renderer(FlowWindow *fw)
{
    const Level *lv = Runner_Level(fw->run);
    int w, h;
    wanted_size(fw, &w, &h);
    if (fw->fb == NULL || w != fw->rw || h != fw->rh) {
        uint8_t *fb = realloc(fw->fb, (size_t)w * (size_t)h);
        if (!fb)
            return false;
        fw->fb = fb;
        fw->rw = w;
        fw->rh = h;
        if (fw->rend) {
            Render_Destroy(fw->rend);
            fw->rend = NULL;
        }
    }
    uint32_t gen = Runner_LevelGeneration(fw->run);
    if (fw->rend && fw->rend_generation == gen)
        return true;
    if (fw->rend)
        Render_Destroy(fw->rend);
    fw->rend = NULL;
    memset(fw->pal, 0, sizeof fw->pal);
    fw->pal[255] = (PlatformRGB){255, 255, 255};
    fw->text_fg = 255;
    fw->text_bg = 0;
    if (!lv)
        return true;
    char err[512];
    RenderConfig cfg = {fw->threads};
    fw->rend = Render_Create(lv, w, h, &cfg, err, sizeof err);
    if (!fw->rend) {
        Log_Warn("%s", err);
        return true; /* drawn black */
    }
    fw->rend_generation = gen;
    int best = -1, worst = 1 << 30;
    for (int i = 0; i < 256; i++) {
        uint8_t rgb[3];
        Render_PaletteRGB(fw->rend, (uint8_t)i, rgb);
        fw->pal[i] = (PlatformRGB){rgb[0], rgb[1], rgb[2]};
        int l = rgb[0] * 3 + rgb[1] * 6 + rgb[2];
        if (i > 0 && l > best) {
            best = l;
            fw->text_fg = (uint8_t)i;
        }
        if (i > 0 && l < worst) {
            worst = l;
            fw->text_bg = (uint8_t)i;
        }
    }
    return true;
}

static int32_t lerp(int32_t a, int32_t b, int32_t alpha)
{
    return a + (int32_t)(((int64_t)(b - a) * alpha) >> 16);
}

static int32_t lerp_angle(int32_t a, int32_t b, int32_t alpha)
{
    int32_t d = (int16_t)(uint16_t)(b - a);
    return (a + (int32_t)(((int64_t)d * alpha) >> 16)) & 0xFFFF;
}

static bool draw_frame(FlowWindow *fw, int32_t alpha)
{
    if (!ensure_renderer(fw))
        return false;
    memset(fw->fb, 0, (size_t)fw->rw * (size_t)fw->rh);
    RunPhase phase = Runner_Phase(fw->run);
    Game *g = Runner_Game(fw->run);
    const Level *lv = Runner_Level(fw->run);
    if (fw->rend && fw->have_view) {
        RenderCamera c = fw->view;
        if (fw->have_prev) {
            const RenderCamera *p = &fw->view_prev;
            c.x = lerp(p->x, c.x, alpha);
            c.y = lerp(p->y, c.y, alpha);
            c.z = lerp(p->z, c.z, alpha);
            c.yaw = lerp_angle(p->yaw, c.yaw, alpha);
            c.pitch = (int16_t)lerp_angle(p->pitch, c.pitch, alpha);
            c.roll = (int16_t)lerp_angle(p->roll, c.roll, alpha);
        }
        size_t nm = 0, ns = 0;
        if (Runner_BuildDraws(fw->run, alpha, &fw->draws)) {
            nm = fw->draws.num_meshes;
            ns = fw->draws.num_sprites;
        }
        Render_SetFlipped(fw->rend, Runner_Sim(fw->run)->flipped);
        Render_Frame(fw->rend, &c, fw->draws.meshes, nm, fw->draws.sprites, ns, fw->fb);
    }
    if (lv && fw->rend) {
        UiCanvas uc;
        UiCanvas_Init(&uc, lv, fw->fb, fw->rw, fw->rh);
        UiSession *ui = Runner_Ui(fw->run);
        const Ring *title = Runner_TitleRing(fw->run);
        if (ui && g) {
            UiSession_Draw(ui, g, fw->rend, &uc);
            if (fw->paused)
                Hud_DrawPause(&uc);
        } else if (title) {
            Ring_Draw(title, fw->rend, &uc);
        } else if (phase == RUN_PHASE_STATS) {
            HudStats hs;
            Runner_HudStats(fw->run, &hs);
            Hud_DrawStats(&uc, &hs);
        }
    } else if (phase == RUN_PHASE_TITLE) {
        int scale = MAX(1, fw->rh / 240);
        Platform_DrawText8(fw->fb, fw->rw, fw->rh, fw->rw, 8 * scale, 8 * scale,
                           "NO TITLE.PHD IN THIS FOLDER: PRESS ACTION FOR A NEW GAME",
                           fw->text_fg, fw->text_bg, scale);
    }
    return Platform_PresentIndexed(fw->plat, fw->fb, fw->rw, fw->rh, fw->rw, fw->pal);
}

/* ---- ticks --------------------------------------------------------------------- */

static InputWord tick_word(FlowWindow *fw)
{
    uint32_t t = Runner_State(fw->run)->tick;
    if (fw->have_play && t < fw->play.num_ticks)
        return Replay_Get(&fw->play, t);
    InputWord w = InputMap_Word(&fw->map, &fw->in) & INPUT_VALID_MASK;
    /* In a ring Enter selects, as in the original (the key map binds it to
     * the option key, which there puts an item back). */
    if (open_ring(fw) && fw->in.keys[PKEY_ENTER] && !fw->in.keys[PKEY_ESCAPE])
        w = (w & ~INPUT_OPTION) | INPUT_ACTION;
    return w;
}

static void tick(FlowWindow *fw)
{
    if (fw->paused)
        return;
    InputWord w = tick_word(fw);
    if (fw->recording && !Replay_Append(&fw->rec, w)) {
        Log_Warn("--record: replay too long; recording stopped");
        fw->recording = false;
    }
    if (fw->rend)
        Render_Tick(fw->rend);
    uint32_t gen = Runner_LevelGeneration(fw->run);
    RunStatus st = Runner_Step(fw->run, w);
    if (Runner_LevelGeneration(fw->run) != gen)
        fw->have_view = false; /* no interpolation across a level change */
    fw->view_prev = fw->view;
    fw->have_prev = fw->have_view;
    fw->have_view = Runner_View(fw->run, &fw->view);
    const int16_t *pcm = Runner_Pcm(fw->run);
    if (pcm && fw->device) {
        Platform_AudioLock(fw->plat);
        Platform_AudioFifoPush(&fw->fifo, pcm, AUDIO_TICK_FRAMES);
        Platform_AudioUnlock(fw->plat);
    }
    if (st == RUN_QUIT)
        fw->running = false;
}

static void pump_events(FlowWindow *fw)
{
    PlatformEvent ev;
    while (Platform_PollEvent(fw->plat, &ev)) {
        int cmd = InputMap_HandleEvent(&fw->map, &fw->in, &ev);
        if (cmd == ACT_QUIT) {
            fw->running = false;
        } else if (cmd == ACT_FULLSCREEN) {
            Platform_SetFullscreen(fw->plat, !Platform_IsFullscreen(fw->plat));
            fw->settings.fullscreen = Platform_IsFullscreen(fw->plat);
            save_settings(fw);
        } else if (cmd == ACT_SCREENSHOT) {
            char name[64], err[256];
            Platform_ScreenshotName(name, sizeof name);
            if (Platform_SaveScreenshot(fw->plat, name, err, sizeof err))
                Log_Info("screenshot: %s", name);
            else
                Log_Warn("screenshot failed: %s", err);
        }
        if (capture_key(fw, &ev))
            continue;
        if (ev.type == PEV_KEY_DOWN && ev.key == PKEY_P && !ev.repeat &&
            Runner_Phase(fw->run) == RUN_PHASE_LEVEL && !open_ring(fw))
            fw->paused = !fw->paused;
    }
    fw->in.mouse_dx = fw->in.mouse_dy = 0;
}

/* ---- the run ------------------------------------------------------------------ */

static bool start_audio(FlowWindow *fw)
{
    char why[256];
    if (fw->o->mute || Platform_GetBackend(fw->plat) != PLATFORM_BACKEND_SDL2)
        return false;
    if (!Platform_AudioFifoInit(&fw->fifo, AUDIO_RING_TICKS * AUDIO_TICK_FRAMES)) {
        Log_Warn("out of memory for the audio ring; running silent");
        return false;
    }
    if (!Platform_AudioStart(fw->plat, AUDIO_RATE, Platform_AudioFifoCallback, &fw->fifo, why,
                             sizeof why)) {
        Log_Warn("%s; running silent", why);
        return false;
    }
    return true;
}

static int run_loop(FlowWindow *fw)
{
    PlatformPacer pacer;
    uint64_t frame_us = fw->o->fps > 0 ? 1000000u / (unsigned)fw->o->fps : 0;
    uint64_t next_frame_us = 0;
    if (!frame_us && !Platform_HasVsync(fw->plat))
        frame_us = 1000000u / FALLBACK_FPS;
    Platform_PacerInit(&pacer, TICK_RATE, MAX_CATCHUP);
    fw->running = true;
    while (fw->running) {
        pump_events(fw);
        if (!fw->running)
            break;
        int n = Platform_PacerUpdate(&pacer, Platform_TimeUs(fw->plat));
        for (int i = 0; i < n && fw->running; i++)
            tick(fw);
        if (!fw->running)
            break;
        if (!draw_frame(fw, Platform_PacerAlpha(&pacer))) {
            Platform_FatalMessage(fw->plat, "tomb8", "could not present a frame");
            return 2;
        }
        if (frame_us) {
            uint64_t t = Platform_TimeUs(fw->plat);
            next_frame_us = next_frame_us ? next_frame_us + frame_us : t + frame_us;
            if (next_frame_us > t)
                Platform_SleepUs(fw->plat, next_frame_us - t);
            else if (t - next_frame_us > 4 * frame_us)
                next_frame_us = t;
        }
    }
    return 0;
}

/* Everything but the platform, which the caller opened (and closes). */
static int run_on(const Options *o, Platform *plat, GameflowWindowResult *res)
{
    FlowWindow *fw = calloc(1, sizeof *fw);
    char err[1024];
    int rc = 2;
    if (res)
        memset(res, 0, sizeof *res);
    if (!fw) {
        ErrLine_Print("error: out of memory");
        return 2;
    }
    fw->o = o;
    fw->plat = plat;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    fw->threads = o->threads > 0 ? o->threads : (int)CLAMP(cores, 1, 8);
    InputMap_Defaults(&fw->map);
    InputState_Clear(&fw->in);
    if (o->config_path && !InputMap_Load(&fw->map, o->config_path, err, sizeof err)) {
        ErrLine_Printf("error: %s", err);
        free(fw);
        return 2;
    }
    load_settings(fw);
    if (o->audio_out) {
        ErrLine_Print("error: --audio-out: a whole game writes its sound headless only (add "
                      "--headless)");
        goto out;
    }
    if (!GameflowApp_Prepare(o, &fw->gs, err, sizeof err)) {
        ErrLine_Print(err);
        goto out;
    }
    const Gameflow *gf = fw->gs.gf;
    if (o->replay_path) {
        if (!Replay_Load(o->replay_path, gf->checksum, gf->size, &fw->play, err, sizeof err)) {
            ErrLine_Print(err);
            goto out;
        }
        fw->have_play = true;
    }
    if (o->record_path) {
        Replay_Init(&fw->rec, gf->checksum, gf->size);
        fw->recording = true;
    }
    fw->device = start_audio(fw);

    RunConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gf = gf;
    cfg.install = fw->gs.install;
    fw->sound = Options_Sound(o);
    cfg.audio = fw->device ? &fw->sound : NULL;
    cfg.user = fw;
    cfg.announce = announce_log;
    cfg.ring_env.user = fw;
    cfg.ring_env.sound = ring_sound;
    cfg.ring_env.set_volumes = ring_set_volumes;
    cfg.ring_env.set_detail = ring_set_detail;
    cfg.ring_env.music_volume = fw->settings.music_volume;
    cfg.ring_env.sfx_volume = fw->settings.sound_volume;
    cfg.ring_env.detail = fw->settings.detail;
    cfg.ring_env.stats = ring_stats;
    for (int i = 0; i < 13; i++)
        cfg.ring_env.key_names[i] =
            InputMap_FirstKeyName(&fw->map, (InputAction)Ring_ControlAction(i));
    cfg.volumes_set = !o->mute;
    cfg.music_volume = fw->settings.music_volume;
    cfg.sound_volume = fw->settings.sound_volume;
    /* Slots in the user's data folder (game/save/save_slots.h). */
    SaveSession_Init(&fw->saves, NULL, save_report, fw);
    cfg.save = SaveSession_MenuHooks(&fw->saves);
    cfg.load = fw->saves.enabled ? load_slot : NULL;
    fw->run = Runner_Create(&cfg, err, sizeof err);
    if (!fw->run) {
        Platform_FatalMessage(fw->plat, "tomb8", err);
        goto out;
    }
    fw->saves.runner = fw->run;
    fw->have_view = Runner_View(fw->run, &fw->view);
    rc = run_loop(fw);
    if (o->record_path && !Replay_Save(&fw->rec, o->record_path, err, sizeof err)) {
        Platform_FatalMessage(fw->plat, "tomb8", err);
        rc = 2;
    }
    if (res) {
        const RunState *st = Runner_State(fw->run);
        Sim *s = Runner_Sim(fw->run);
        res->ticks = st->tick;
        res->phase = st->phase;
        res->level = st->level;
        res->hash = s ? Sim_Hash(s) : 0;
    }
out:
    Platform_AudioStop(fw->plat);
    fw->device = false;
    Runner_Free(fw->run);
    Platform_AudioFifoFree(&fw->fifo);
    if (fw->rend)
        Render_Destroy(fw->rend);
    free(fw->fb);
    SimDraw_Free(&fw->draws);
    Replay_Free(&fw->play);
    Replay_Free(&fw->rec);
    GameflowApp_Release(&fw->gs);
    free(fw);
    return rc;
}

int GameflowApp_RunWindowWith(const Options *o, Platform *p, GameflowWindowResult *res)
{
    return run_on(o, p, res);
}

int GameflowApp_RunWindow(const Options *o)
{
    /* The settings' window size and fullscreen, unless the options say. */
    Settings st;
    char dir[2048], err[1024], title[200];
    Settings_Defaults(&st);
    if (Settings_Dir(dir, sizeof dir))
        Settings_Load(&st, dir, err, sizeof err);
    PlatformWindowDesc desc;
    memset(&desc, 0, sizeof desc);
    snprintf(title, sizeof title, "tomb8 - %s",
             o->level_path ? o->level_path : o->gameflow_path ? o->gameflow_path : "");
    desc.title = title;
    desc.width = o->width ? o->width : st.window_width;
    desc.height = o->height ? o->height : st.window_height;
    desc.fullscreen = o->fullscreen || (!o->width && st.fullscreen);
    desc.vsync = o->fps == 0;
    desc.scale = o->scale == SCALE_INTEGER ? PLATFORM_SCALE_INTEGER : PLATFORM_SCALE_FIT;
    Platform *p = Platform_Open(PLATFORM_BACKEND_SDL2, &desc, err, sizeof err);
    if (!p) {
        ErrLine_Printf("error: %s", err);
        return 2;
    }
    int rc = run_on(o, p, NULL);
    Platform_Close(p);
    return rc;
}
