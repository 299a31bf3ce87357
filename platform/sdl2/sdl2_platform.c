/* The SDL2 back end: a resizable window, the frame shown through one
 * streaming texture scaled with the aspect kept, keyboard, hot-plugged game
 * controllers, mouse-look, a pulled audio device. The only SDL user. */
#include "engine/render/render_rgb.h"
#include "platform/platform_internal.h"
#include "platform/sdl2/sdl2_gl.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PADS 8

typedef struct {
    SDL_Window *window;
    SDL_Renderer *renderer;     /* NULL while gl presents */
    SdlGl *gl;
    SDL_Texture *texture;
    int tex_w, tex_h;
    SDL_GameController *pads[MAX_PADS];
    SDL_AudioDeviceID audio;
    uint64_t perf_freq;
    bool readback_failed;
} SdlImpl;

static SdlImpl *impl_of(const Platform *p) { return (SdlImpl *)p->impl; }

static void update_drawable(Platform *p)
{
    SdlImpl *s = impl_of(p);
    int w = 0, h = 0;
    if (s->gl)
        SDL_GL_GetDrawableSize(s->window, &w, &h);
    else if (SDL_GetRendererOutputSize(s->renderer, &w, &h) != 0)
        w = h = 0;
    if (w > 0 && h > 0) {
        p->win_w = w;
        p->win_h = h;
    }
}

/* The OpenGL presenter on a window made for it; on any failure one warning
 * line, and s->window is left as it was or NULL (a window made with
 * SDL_WINDOW_OPENGL is kept: SDL's renderer can use it too). */
static void open_gl(Platform *p, SdlImpl *s, const PlatformWindowDesc *desc, Uint32 wflags)
{
    char why[256] = "";
    bool vsync = desc->vsync;
    s->window = SDL_CreateWindow(desc->title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                 desc->width, desc->height, wflags | SDL_WINDOW_OPENGL);
    if (!s->window)
        snprintf(why, sizeof why, "no OpenGL window (%s)", SDL_GetError());
    else
        s->gl = SdlGl_Open(s->window, &vsync, why, sizeof why);
    if (!s->gl) {
        fprintf(stderr, "warning: --present gl: %s; presenting through SDL's renderer\n", why);
        return;
    }
    p->present = PLATFORM_PRESENT_GL;
    p->vsync = vsync;
}

static bool open_renderer(Platform *p, SdlImpl *s, const PlatformWindowDesc *desc, char *err,
                          size_t cap)
{
    /* Nearest-neighbour scaling keeps the 8-bit pixels crisp. */
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "0");
    s->renderer = SDL_CreateRenderer(s->window, -1, desc->vsync ? SDL_RENDERER_PRESENTVSYNC : 0);
    if (!s->renderer)
        s->renderer = SDL_CreateRenderer(s->window, -1, SDL_RENDERER_SOFTWARE);
    if (!s->renderer) {
        snprintf(err, cap, "no display: SDL could not create a renderer (%s); try --headless",
                 SDL_GetError());
        return false;
    }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(s->renderer, &info) == 0 && !(info.flags & SDL_RENDERER_PRESENTVSYNC))
        p->vsync = false;
    SDL_SetRenderDrawColor(s->renderer, 0, 0, 0, 255);
    return true;
}

static bool sdl_open(Platform *p, const PlatformWindowDesc *desc, char *err, size_t cap)
{
    SdlImpl *s;
    Uint32 wflags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    const char *driver = getenv("SDL_VIDEODRIVER");
    /* Without a display SDL would fail later with a vaguer message (or pick
     * a driver that shows nothing): say it plainly. An explicit
     * SDL_VIDEODRIVER is trusted. */
    if (!(driver && *driver) && !Platform_HasDisplayEnv()) {
        snprintf(err, cap, "no display: neither DISPLAY nor WAYLAND_DISPLAY is set "
                           "(run with --headless to render without a window)");
        return false;
    }
    if (!(driver && *driver)) {
        /* Only try the window systems the environment names, so a dead
         * display fails with our one line instead of SDL probing others. */
        const char *x = getenv("DISPLAY"), *wl = getenv("WAYLAND_DISPLAY");
        bool has_x = x && *x, has_wl = wl && *wl;
#ifdef SDL_HINT_VIDEODRIVER /* SDL 2.0.22+ */
        if (has_x != has_wl)
            SDL_SetHint(SDL_HINT_VIDEODRIVER, has_x ? "x11" : "wayland");
#else
        (void)has_x, (void)has_wl;
#endif
    }
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        snprintf(err, cap, "no display: SDL could not start video (%s); try --headless",
                 SDL_GetError());
        return false;
    }
    if (!(driver && *driver)) {
        /* When the named display cannot be reached SDL falls back to its
         * "offscreen" (or "dummy") driver, which opens windows nobody sees. */
        const char *got = SDL_GetCurrentVideoDriver();
        if (got && (!strcmp(got, "offscreen") || !strcmp(got, "dummy"))) {
            snprintf(err, cap, "no display: cannot connect to the display named by "
                               "DISPLAY/WAYLAND_DISPLAY (run with --headless to render "
                               "without a window)");
            SDL_Quit();
            return false;
        }
    }
    /* Pads are optional: a failure here must not stop the viewer. */
    SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER);
    s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, cap, "out of memory");
        SDL_Quit();
        return false;
    }
    p->impl = s;
    s->perf_freq = SDL_GetPerformanceFrequency();
    if (desc->fullscreen)
        wflags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    if (desc->present == PLATFORM_PRESENT_GL)
        open_gl(p, s, desc, wflags);
    if (!s->window)
        s->window = SDL_CreateWindow(desc->title, SDL_WINDOWPOS_CENTERED,
                                     SDL_WINDOWPOS_CENTERED, desc->width, desc->height, wflags);
    if (!s->window) {
        snprintf(err, cap, "no display: SDL could not open a window (%s); try --headless",
                 SDL_GetError());
        goto fail;
    }
    if (!s->gl && !open_renderer(p, s, desc, err, cap))
        goto fail;
    update_drawable(p);
    return true;
fail:
    SdlGl_Close(s->gl);
    if (s->window)
        SDL_DestroyWindow(s->window);
    free(s);
    p->impl = NULL;
    SDL_Quit();
    return false;
}

static void sdl_close(Platform *p)
{
    SdlImpl *s = impl_of(p);
    if (!s)
        return;
    for (int i = 0; i < MAX_PADS; i++)
        if (s->pads[i])
            SDL_GameControllerClose(s->pads[i]);
    if (s->texture)
        SDL_DestroyTexture(s->texture);
    if (s->renderer)
        SDL_DestroyRenderer(s->renderer);
    SdlGl_Close(s->gl);
    if (s->window)
        SDL_DestroyWindow(s->window);
    free(s);
    SDL_Quit();
}

static void sdl_set_fullscreen(Platform *p, bool on)
{
    SdlImpl *s = impl_of(p);
    SDL_SetWindowFullscreen(s->window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    update_drawable(p);
}

static void sdl_set_title(Platform *p, const char *title)
{
    SDL_SetWindowTitle(impl_of(p)->window, title);
}

static void sdl_set_mouse_capture(Platform *p, bool on)
{
    SDL_SetRelativeMouseMode(on ? SDL_TRUE : SDL_FALSE);
}

static bool upload(SdlImpl *s, const Platform *p)
{
    void *pixels;
    int pitch;
    if (SDL_LockTexture(s->texture, NULL, &pixels, &pitch) != 0)
        return false;
    const size_t w = (size_t)p->frame_w;
    /* indexed frames go from the palette to the texture's words in one pass
     * (whole frame at once when its rows are packed) */
    if (p->frame_indexed && (size_t)pitch == w * 4)
        RenderRGB_ConvertXRGB(p->frame_pal, p->frame_index, pixels, w * (size_t)p->frame_h);
    else
        for (int y = 0; y < p->frame_h; y++) {
            uint32_t *row = (uint32_t *)(void *)((uint8_t *)pixels + (size_t)y * (size_t)pitch);
            if (p->frame_indexed)
                RenderRGB_ConvertXRGB(p->frame_pal, p->frame_index + (size_t)y * w, row, w);
            else
                RenderRGB_ToXRGB(p->frame + (size_t)y * w * 3, row, w);
        }
    SDL_UnlockTexture(s->texture);
    return true;
}

static bool sdl_present(Platform *p);

static bool gl_present(Platform *p, SdlImpl *s)
{
    if (!SdlGl_Fits(s->gl, p->frame_w, p->frame_h)) {
        /* a frame this GL cannot hold: SDL's renderer from now on, on the
         * same window (made with SDL_WINDOW_OPENGL, which it can use) */
        fprintf(stderr, "warning: --present gl: a %dx%d frame is larger than this OpenGL's "
                        "largest texture; presenting through SDL's renderer\n",
                p->frame_w, p->frame_h);
        SdlGl_Close(s->gl);
        s->gl = NULL;
        p->present = PLATFORM_PRESENT_SDL;
        PlatformWindowDesc d;
        memset(&d, 0, sizeof d);
        d.vsync = p->vsync;
        char err[256];
        if (!open_renderer(p, s, &d, err, sizeof err)) {
            fprintf(stderr, "error: %s\n", err);
            return false;
        }
        return sdl_present(p);
    }
    update_drawable(p);
    PlatformRect r = Platform_FitRect(p->frame_w, p->frame_h, p->win_w, p->win_h, p->scale);
    if (!SdlGl_Draw(s->gl, p, p->win_w, p->win_h, r))
        return false;
    /* before the swap, as with the renderer */
    if (p->want_window && (!Platform_ReserveWindow(p, p->win_w, p->win_h) ||
                           !SdlGl_ReadBack(s->gl, p->window, p->win_w, p->win_h)))
        s->readback_failed = true;
    SdlGl_Swap(s->gl);
    return true;
}

static bool sdl_present(Platform *p)
{
    SdlImpl *s = impl_of(p);
    PlatformRect r;
    SDL_Rect dst;
    if ((SDL_GetWindowFlags(s->window) & SDL_WINDOW_MINIMIZED) && !p->want_window) {
        /* Nothing to show and no vsync to wait on: do not spin. */
        SDL_Delay(10);
        return true;
    }
    if (s->gl)
        return gl_present(p, s);
    if (!s->texture || s->tex_w != p->frame_w || s->tex_h != p->frame_h) {
        if (s->texture)
            SDL_DestroyTexture(s->texture);
        /* 32-bit texels: the renderers' native format, so SDL does not
         * convert a 24-bit upload again on every frame. */
        s->texture = SDL_CreateTexture(s->renderer, SDL_PIXELFORMAT_XRGB8888,
                                       SDL_TEXTUREACCESS_STREAMING, p->frame_w, p->frame_h);
        if (!s->texture)
            return false;
        s->tex_w = p->frame_w;
        s->tex_h = p->frame_h;
    }
    if (!upload(s, p))
        return false;
    update_drawable(p);
    r = Platform_FitRect(p->frame_w, p->frame_h, p->win_w, p->win_h, p->scale);
    dst.x = r.x;
    dst.y = r.y;
    dst.w = r.w;
    dst.h = r.h;
    SDL_RenderClear(s->renderer);
    SDL_RenderCopy(s->renderer, s->texture, NULL, &dst);
    /* Read-back happens before the flip: after it the back buffer's
     * contents are undefined. */
    if (p->want_window) {
        if (!Platform_ReserveWindow(p, p->win_w, p->win_h) ||
            SDL_RenderReadPixels(s->renderer, NULL, SDL_PIXELFORMAT_RGB24, p->window,
                                 p->win_w * 3) != 0)
            s->readback_failed = true;
    }
    SDL_RenderPresent(s->renderer);
    return true;
}

static bool sdl_read_window(Platform *p)
{
    /* Done inside sdl_present (before the flip); report its outcome. */
    SdlImpl *s = impl_of(p);
    bool ok = !s->readback_failed;
    s->readback_failed = false;
    return ok;
}

static PlatformKey map_scancode(SDL_Scancode sc)
{
    if (sc >= SDL_SCANCODE_A && sc <= SDL_SCANCODE_Z)
        return (PlatformKey)(PKEY_A + (sc - SDL_SCANCODE_A));
    if (sc >= SDL_SCANCODE_1 && sc <= SDL_SCANCODE_9)
        return (PlatformKey)(PKEY_1 + (sc - SDL_SCANCODE_1));
    if (sc >= SDL_SCANCODE_F1 && sc <= SDL_SCANCODE_F12)
        return (PlatformKey)(PKEY_F1 + (sc - SDL_SCANCODE_F1));
    if (sc >= SDL_SCANCODE_KP_1 && sc <= SDL_SCANCODE_KP_9)
        return (PlatformKey)(PKEY_KP_1 + (sc - SDL_SCANCODE_KP_1));
    switch (sc) {
    case SDL_SCANCODE_0: return PKEY_0;
    case SDL_SCANCODE_UP: return PKEY_UP;
    case SDL_SCANCODE_DOWN: return PKEY_DOWN;
    case SDL_SCANCODE_LEFT: return PKEY_LEFT;
    case SDL_SCANCODE_RIGHT: return PKEY_RIGHT;
    case SDL_SCANCODE_SPACE: return PKEY_SPACE;
    case SDL_SCANCODE_RETURN: return PKEY_ENTER;
    case SDL_SCANCODE_ESCAPE: return PKEY_ESCAPE;
    case SDL_SCANCODE_TAB: return PKEY_TAB;
    case SDL_SCANCODE_BACKSPACE: return PKEY_BACKSPACE;
    case SDL_SCANCODE_LSHIFT: return PKEY_LSHIFT;
    case SDL_SCANCODE_RSHIFT: return PKEY_RSHIFT;
    case SDL_SCANCODE_LCTRL: return PKEY_LCTRL;
    case SDL_SCANCODE_RCTRL: return PKEY_RCTRL;
    case SDL_SCANCODE_LALT: return PKEY_LALT;
    case SDL_SCANCODE_RALT: return PKEY_RALT;
    case SDL_SCANCODE_INSERT: return PKEY_INSERT;
    case SDL_SCANCODE_DELETE: return PKEY_DELETE;
    case SDL_SCANCODE_HOME: return PKEY_HOME;
    case SDL_SCANCODE_END: return PKEY_END;
    case SDL_SCANCODE_PAGEUP: return PKEY_PAGEUP;
    case SDL_SCANCODE_PAGEDOWN: return PKEY_PAGEDOWN;
    case SDL_SCANCODE_PERIOD: return PKEY_PERIOD;
    case SDL_SCANCODE_COMMA: return PKEY_COMMA;
    case SDL_SCANCODE_SLASH: return PKEY_SLASH;
    case SDL_SCANCODE_SEMICOLON: return PKEY_SEMICOLON;
    case SDL_SCANCODE_APOSTROPHE: return PKEY_APOSTROPHE;
    case SDL_SCANCODE_MINUS: return PKEY_MINUS;
    case SDL_SCANCODE_EQUALS: return PKEY_EQUALS;
    case SDL_SCANCODE_LEFTBRACKET: return PKEY_LBRACKET;
    case SDL_SCANCODE_RIGHTBRACKET: return PKEY_RBRACKET;
    case SDL_SCANCODE_BACKSLASH: return PKEY_BACKSLASH;
    case SDL_SCANCODE_GRAVE: return PKEY_GRAVE;
    case SDL_SCANCODE_KP_0: return PKEY_KP_0;
    case SDL_SCANCODE_KP_PERIOD: return PKEY_KP_PERIOD;
    case SDL_SCANCODE_KP_ENTER: return PKEY_KP_ENTER;
    case SDL_SCANCODE_KP_PLUS: return PKEY_KP_PLUS;
    case SDL_SCANCODE_KP_MINUS: return PKEY_KP_MINUS;
    case SDL_SCANCODE_KP_MULTIPLY: return PKEY_KP_MULTIPLY;
    case SDL_SCANCODE_KP_DIVIDE: return PKEY_KP_DIVIDE;
    default: return PKEY_NONE;
    }
}

int Platform_KeyScancode(PlatformKey k)
{
    /* Derived from map_scancode so the two directions cannot disagree. */
    if (k <= PKEY_NONE || k >= PKEY_COUNT)
        return -1;
    for (int sc = 0; sc < SDL_NUM_SCANCODES; sc++)
        if (map_scancode((SDL_Scancode)sc) == k)
            return sc;
    return -1;
}

static uint8_t map_mods(Uint16 m)
{
    return (uint8_t)(((m & KMOD_SHIFT) ? PMOD_SHIFT : 0) | ((m & KMOD_CTRL) ? PMOD_CTRL : 0) |
                     ((m & KMOD_ALT) ? PMOD_ALT : 0));
}

static void pad_added(SdlImpl *s, int device, PlatformEvent *ev)
{
    SDL_GameController *gc = SDL_GameControllerOpen(device);
    if (!gc)
        return;
    ev->pad = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(gc));
    for (int i = 0; i < MAX_PADS; i++) {
        if (s->pads[i] && SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(s->pads[i])) ==
                              ev->pad) {
            SDL_GameControllerClose(gc); /* already open: SDL reports pads at start too */
            ev->type = PEV_NONE;
            return;
        }
    }
    for (int i = 0; i < MAX_PADS; i++) {
        if (!s->pads[i]) {
            s->pads[i] = gc;
            ev->type = PEV_PAD_ADDED;
            return;
        }
    }
    SDL_GameControllerClose(gc);
}

static void pad_removed(SdlImpl *s, int32_t instance)
{
    for (int i = 0; i < MAX_PADS; i++) {
        if (s->pads[i] &&
            SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(s->pads[i])) == instance) {
            SDL_GameControllerClose(s->pads[i]);
            s->pads[i] = NULL;
        }
    }
}

/* Translates one SDL event; false for events tomb8 ignores. */
static bool translate(Platform *p, const SDL_Event *e, PlatformEvent *ev)
{
    SdlImpl *s = impl_of(p);
    memset(ev, 0, sizeof *ev);
    switch (e->type) {
    case SDL_QUIT:
        ev->type = PEV_QUIT;
        return true;
    case SDL_KEYDOWN:
    case SDL_KEYUP:
        ev->type = e->type == SDL_KEYDOWN ? PEV_KEY_DOWN : PEV_KEY_UP;
        ev->key = map_scancode(e->key.keysym.scancode);
        ev->mods = map_mods(e->key.keysym.mod);
        ev->repeat = e->key.repeat != 0;
        return ev->key != PKEY_NONE;
    case SDL_CONTROLLERDEVICEADDED:
        pad_added(s, e->cdevice.which, ev);
        return ev->type != PEV_NONE;
    case SDL_CONTROLLERDEVICEREMOVED:
        pad_removed(s, e->cdevice.which);
        ev->type = PEV_PAD_REMOVED;
        ev->pad = e->cdevice.which;
        return true;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
        if (e->cbutton.button >= PPAD_BUTTON_COUNT)
            return false;
        /* SDL's button order is the same as PlatformPadButton's. */
        ev->type = e->type == SDL_CONTROLLERBUTTONDOWN ? PEV_PAD_BUTTON_DOWN : PEV_PAD_BUTTON_UP;
        ev->pad = e->cbutton.which;
        ev->button = e->cbutton.button;
        return true;
    case SDL_CONTROLLERAXISMOTION:
        if (e->caxis.axis >= PAXIS_COUNT)
            return false;
        ev->type = PEV_PAD_AXIS;
        ev->pad = e->caxis.which;
        ev->axis = e->caxis.axis;
        ev->value = e->caxis.value;
        return true;
    case SDL_MOUSEMOTION:
        ev->type = PEV_MOUSE_MOTION;
        ev->dx = e->motion.xrel;
        ev->dy = e->motion.yrel;
        return true;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        ev->type = e->type == SDL_MOUSEBUTTONDOWN ? PEV_MOUSE_BUTTON_DOWN : PEV_MOUSE_BUTTON_UP;
        ev->button = e->button.button == SDL_BUTTON_LEFT     ? 1
                     : e->button.button == SDL_BUTTON_MIDDLE ? 2
                     : e->button.button == SDL_BUTTON_RIGHT  ? 3
                                                             : e->button.button;
        return true;
    case SDL_WINDOWEVENT:
        switch (e->window.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            update_drawable(p);
            ev->type = PEV_RESIZED;
            ev->width = p->win_w;
            ev->height = p->win_h;
            return true;
        case SDL_WINDOWEVENT_FOCUS_LOST:
            ev->type = PEV_FOCUS_LOST;
            return true;
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            ev->type = PEV_FOCUS_GAINED;
            return true;
        case SDL_WINDOWEVENT_CLOSE:
            ev->type = PEV_QUIT;
            return true;
        default:
            return false;
        }
    default:
        return false;
    }
}

static bool sdl_poll(Platform *p, PlatformEvent *ev)
{
    SDL_Event e;
    while (SDL_PollEvent(&e))
        if (translate(p, &e, ev))
            return true;
    return false;
}

static bool sdl_inject(Platform *p, const PlatformEvent *ev)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    (void)p;
    switch (ev->type) {
    case PEV_QUIT:
        e.type = SDL_QUIT;
        break;
    case PEV_KEY_DOWN:
    case PEV_KEY_UP: {
        int sc = Platform_KeyScancode(ev->key);
        if (sc < 0)
            return false;
        e.type = ev->type == PEV_KEY_DOWN ? SDL_KEYDOWN : SDL_KEYUP;
        e.key.state = ev->type == PEV_KEY_DOWN ? SDL_PRESSED : SDL_RELEASED;
        e.key.repeat = ev->repeat;
        e.key.keysym.scancode = (SDL_Scancode)sc;
        e.key.keysym.mod = (Uint16)(((ev->mods & PMOD_SHIFT) ? KMOD_LSHIFT : 0) |
                                    ((ev->mods & PMOD_CTRL) ? KMOD_LCTRL : 0) |
                                    ((ev->mods & PMOD_ALT) ? KMOD_LALT : 0));
        break;
    }
    case PEV_PAD_REMOVED:
        e.type = SDL_CONTROLLERDEVICEREMOVED;
        e.cdevice.which = ev->pad;
        break;
    case PEV_PAD_BUTTON_DOWN:
    case PEV_PAD_BUTTON_UP:
        if (ev->button < 0 || ev->button >= PPAD_BUTTON_COUNT)
            return false;
        e.type = ev->type == PEV_PAD_BUTTON_DOWN ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
        e.cbutton.which = ev->pad;
        e.cbutton.button = (Uint8)ev->button;
        e.cbutton.state = ev->type == PEV_PAD_BUTTON_DOWN ? SDL_PRESSED : SDL_RELEASED;
        break;
    case PEV_PAD_AXIS:
        if (ev->axis < 0 || ev->axis >= PAXIS_COUNT)
            return false;
        e.type = SDL_CONTROLLERAXISMOTION;
        e.caxis.which = ev->pad;
        e.caxis.axis = (Uint8)ev->axis;
        e.caxis.value = (Sint16)CLAMP(ev->value, -32768, 32767);
        break;
    case PEV_MOUSE_MOTION:
        e.type = SDL_MOUSEMOTION;
        e.motion.xrel = ev->dx;
        e.motion.yrel = ev->dy;
        break;
    case PEV_MOUSE_BUTTON_DOWN:
    case PEV_MOUSE_BUTTON_UP:
        e.type = ev->type == PEV_MOUSE_BUTTON_DOWN ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
        e.button.button = (Uint8)(ev->button == 2 ? SDL_BUTTON_MIDDLE
                                  : ev->button == 3 ? SDL_BUTTON_RIGHT
                                                    : SDL_BUTTON_LEFT);
        break;
    default:
        return false; /* window events come from the window system only */
    }
    return SDL_PushEvent(&e) == 1;
}

static uint64_t sdl_time_us(const Platform *p)
{
    const SdlImpl *s = impl_of(p);
    uint64_t c = SDL_GetPerformanceCounter();
    return c / s->perf_freq * 1000000u + c % s->perf_freq * 1000000u / s->perf_freq;
}

static void sdl_sleep_us(Platform *p, uint64_t us)
{
    (void)p;
    SDL_Delay((Uint32)(us / 1000));
}

static void SDLCALL audio_callback(void *user, Uint8 *stream, int len)
{
    Platform *p = user;
    p->audio_pull(p->audio_user, (int16_t *)(void *)stream, len / 4);
}

static bool sdl_audio_start(Platform *p, int rate, char *err, size_t cap)
{
    SdlImpl *s = impl_of(p);
    SDL_AudioSpec want, have;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        snprintf(err, cap, "no audio: %s", SDL_GetError());
        return false;
    }
    memset(&want, 0, sizeof want);
    want.freq = rate;
    want.format = AUDIO_S16SYS;
    want.channels = 2;
    want.samples = 1024;
    want.callback = audio_callback;
    want.userdata = p;
    s->audio = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (!s->audio) {
        snprintf(err, cap, "no audio device: %s", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return false;
    }
    SDL_PauseAudioDevice(s->audio, 0);
    return true;
}

static void sdl_audio_stop(Platform *p)
{
    SdlImpl *s = impl_of(p);
    if (s->audio) {
        SDL_CloseAudioDevice(s->audio);
        s->audio = 0;
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
}

static void sdl_audio_lock(Platform *p)
{
    if (impl_of(p)->audio)
        SDL_LockAudioDevice(impl_of(p)->audio);
}

static void sdl_audio_unlock(Platform *p)
{
    if (impl_of(p)->audio)
        SDL_UnlockAudioDevice(impl_of(p)->audio);
}

static void sdl_message_box(Platform *p, const char *title, const char *msg)
{
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, title, msg, impl_of(p)->window);
}

/* The display's usable bounds less the window's borders, in drawable
 * pixels (a HiDPI drawable is larger than the window's coordinates). */
static bool sdl_usable_bounds(const Platform *p, int *w, int *h)
{
    SdlImpl *s = impl_of(p);
    SDL_Rect r;
    int d = SDL_GetWindowDisplayIndex(s->window), top = 0, left = 0, bottom = 0, right = 0;
    int ww = 0, wh = 0;
    if (d < 0 || SDL_GetDisplayUsableBounds(d, &r) != 0)
        return false;
    SDL_GetWindowBordersSize(s->window, &top, &left, &bottom, &right); /* 0s if unknown */
    SDL_GetWindowSize(s->window, &ww, &wh);
    if (ww <= 0 || wh <= 0)
        return false;
    *w = (int)((int64_t)(r.w - left - right) * p->win_w / ww);
    *h = (int)((int64_t)(r.h - top - bottom) * p->win_h / wh);
    return true;
}

static void sdl_set_window_size(Platform *p, int w, int h)
{
    SdlImpl *s = impl_of(p);
    int ww = 0, wh = 0;
    SDL_GetWindowSize(s->window, &ww, &wh);
    if (ww <= 0 || wh <= 0 || p->win_w <= 0 || p->win_h <= 0)
        return;
    SDL_SetWindowSize(s->window, (int)((int64_t)w * ww / p->win_w),
                      (int)((int64_t)h * wh / p->win_h));
    int d = SDL_GetWindowDisplayIndex(s->window);
    SDL_SetWindowPosition(s->window, SDL_WINDOWPOS_CENTERED_DISPLAY(d < 0 ? 0 : d),
                          SDL_WINDOWPOS_CENTERED_DISPLAY(d < 0 ? 0 : d));
    update_drawable(p);
}

const PlatformOps Platform_Sdl2Ops = {
    .indexed_upload = true,
    .open = sdl_open,
    .close = sdl_close,
    .set_fullscreen = sdl_set_fullscreen,
    .set_title = sdl_set_title,
    .set_mouse_capture = sdl_set_mouse_capture,
    .present = sdl_present,
    .read_window = sdl_read_window,
    .poll = sdl_poll,
    .inject = sdl_inject,
    .time_us = sdl_time_us,
    .sleep_us = sdl_sleep_us,
    .audio_start = sdl_audio_start,
    .audio_stop = sdl_audio_stop,
    .audio_lock = sdl_audio_lock,
    .audio_unlock = sdl_audio_unlock,
    .message_box = sdl_message_box,
    .usable_bounds = sdl_usable_bounds,
    .set_window_size = sdl_set_window_size,
};
