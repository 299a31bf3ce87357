/* The window's input and ticks (see window_internal.h): the platform's
 * events (the only place in game/ that polls them), the window's own keys
 * (F1 overlay, F2 viewer, F12 screenshot, P pause, fullscreen, quit), the
 * key bound on the controls page, and one tick of the runner with its
 * input word (the viewer's flight first: phase_viewer.c). */
#include "game/app/window_internal.h"

#include "engine/core/log.h"
#include "engine/sim/demo.h"
#include "game/ui/ui.h"

#include <stdlib.h>


/* The ring open now (the title's, or the level's), if any. */
static Ring *open_ring(Win *w)
{
    UiSession *ui = Runner_Ui(w->run);
    if (ui && UiSession_RingOpen(ui))
        return &ui->ring;
    return (Ring *)Runner_TitleRing(w->run);
}

/* A still world is drawn as it is (no interpolation): the auto
 * screenshot, the pause, a ring. */
bool Win_StillWorld(Win *w)
{
    return w->auto_path || w->paused || open_ring(w) != NULL;
}

/* ---- ticks -------------------------------------------------------------------- */

/* This tick's input word: the replay's or the demo's while they last, then
 * the keys (none while flying: the same keys move the camera). */
static InputWord tick_word(Win *w)
{
    uint32_t t = Runner_State(w->run)->tick;
    const Demo *demo = Runner_Demo(w->run);
    if (w->have_play && t < w->play.num_ticks)
        return Replay_Get(&w->play, t);
    if (w->o->demo && demo && t < demo->num_ticks)
        return demo->inputs[t];
    if (w->fly)
        return 0;
    InputWord word = InputMap_Word(&w->map, &w->in) & Runner_InputMask(w->run);
    /* In a ring and the title's menu Enter selects, as in the original (the
     * key map binds it to the option key, which there puts an item back);
     * so does Space, as players expect of a menu. */
    bool menu = open_ring(w) || Runner_BareTitle(w->run);
    if (menu && w->in.keys[PKEY_ENTER] && !w->in.keys[PKEY_ESCAPE])
        word = (word & ~INPUT_OPTION) | INPUT_ACTION;
    if (menu && w->in.keys[PKEY_SPACE])
        word |= INPUT_ACTION;
    return word;
}

/* The tick's sound to the device's ring and the --audio-out WAV (silence
 * for a tick without any, so the file keeps one tick per tick). */
static void tick_sound(Win *w)
{
    static const int16_t silence[2 * AUDIO_TICK_FRAMES];
    const int16_t *pcm = Runner_Pcm(w->run);
    if (pcm && w->device) {
        Platform_AudioLock(w->plat);
        Platform_AudioFifoPush(&w->fifo, pcm, AUDIO_TICK_FRAMES);
        Platform_AudioUnlock(w->plat);
    }
    if (w->wav)
        WavWriter_Write(w->wav, pcm ? pcm : silence, AUDIO_TICK_FRAMES); /* errors: at close */
}

void Win_Tick(Win *w)
{
    if (w->paused) {
        /* P: no tick at all, so nothing is recorded either */
        w->prev = w->cam;
        w->view_prev = w->view;
        return;
    }
    w->prev = w->cam;
    if (w->rend)
        Render_Tick(w->rend);
    if (w->fly)
        Viewer_Tick(w);
    /* The world after the free camera: this tick's sounds are heard from
     * where it now is. */
    InputWord word = tick_word(w);
    if (w->recording && !Replay_Append(&w->rec, word)) {
        Log_Warn("--record: replay too long; recording stopped");
        w->recording = false;
    }
    uint32_t gen = Runner_LevelGeneration(w->run);
    RunStatus st = Runner_Step(w->run, word);
    bool changed = Runner_LevelGeneration(w->run) != gen;
    if (changed)
        w->view.valid = false; /* no interpolation across a level change */
    w->view_prev = w->view;
    Win_UpdateView(w);
    if (changed && w->fly)
        Viewer_Place(w);
    tick_sound(w);
    if (st == RUN_QUIT)
        w->running = false;
}

/* ---- events ------------------------------------------------------------------- */

static void handle_command(Win *w, int cmd, int32_t alpha)
{
    switch (cmd) {
    case ACT_QUIT:
        w->running = false;
        break;
    case ACT_FULLSCREEN:
        Platform_SetFullscreen(w->plat, !Platform_IsFullscreen(w->plat));
        w->settings.fullscreen = Platform_IsFullscreen(w->plat);
        Win_SaveSettings(w);
        break;
    case ACT_OVERLAY:
        w->overlay = !w->overlay;
        break;
    case ACT_SCREENSHOT:
        Win_Screenshot(w, alpha);
        break;
    case ACT_MOUSE_CAPTURE:
        Platform_SetMouseCapture(w->plat, !Platform_IsMouseCaptured(w->plat));
        break;
    case ACT_FLY_TOGGLE:
        Viewer_Toggle(w);
        break;
    default:
        break;
    }
}

/* The controls page waits for a key: the next one pressed (not the
 * ring's own keys) is bound to its action and saved. */
static bool capture_key(Win *w, const PlatformEvent *ev)
{
    Ring *ring = open_ring(w);
    if (!ring || ev->type != PEV_KEY_DOWN || ev->repeat)
        return false;
    int row = Ring_WantsKey(ring);
    if (row < 0 || ev->key == PKEY_ESCAPE || ev->key == PKEY_ENTER || ev->key == PKEY_UP ||
        ev->key == PKEY_DOWN || ev->key == PKEY_LEFT || ev->key == PKEY_RIGHT)
        return false;
    const char *name = InputMap_KeyName((PlatformKey)ev->key);
    if (!name)
        return false;
    InputMap_BindKey(&w->map, (InputAction)Ring_ControlAction(row), (PlatformKey)ev->key);
    Ring_SetKey(ring, name);
    char err[512];
    if (w->settings_dir[0] && !Settings_SaveKeys(&w->map, w->settings_dir, err, sizeof err))
        Log_Warn("keys not saved: %s", err);
    return true;
}

/* P pauses a level being played; in the viewer Esc first frees the mouse,
 * then quits (playing, Esc is the inventory key; the passport leaves). */
static void handle_event(Win *w, const PlatformEvent *ev)
{
    bool playing = !w->fly;
    bool key = ev->type == PEV_KEY_DOWN && !ev->repeat;
    if (key && ev->key == PKEY_P && playing && Runner_Ui(w->run) && !open_ring(w)) {
        w->paused = !w->paused;
    } else if (key && ev->key == PKEY_ESCAPE && !playing) {
        if (Platform_IsMouseCaptured(w->plat))
            Platform_SetMouseCapture(w->plat, false);
        else
            w->running = false;
    } else if (ev->type == PEV_MOUSE_BUTTON_DOWN && ev->button == 1 && w->fly &&
               !Platform_IsMouseCaptured(w->plat)) {
        Platform_SetMouseCapture(w->plat, true);
    } else if (ev->type == PEV_FOCUS_LOST && Platform_IsMouseCaptured(w->plat)) {
        Platform_SetMouseCapture(w->plat, false);
    }
}

void Win_PumpEvents(Win *w, int32_t alpha)
{
    PlatformEvent ev;
    while (Platform_PollEvent(w->plat, &ev)) {
        int cmd = InputMap_HandleEvent(&w->map, &w->in, &ev);
        if (cmd >= 0)
            handle_command(w, cmd, alpha);
        if (!capture_key(w, &ev))
            handle_event(w, &ev);
    }
    Viewer_MouseLook(w);
    w->in.mouse_dx = w->in.mouse_dy = 0;
}
