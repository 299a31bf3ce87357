/* The SDL2 back end's input path, in-process on SDL's "dummy" video driver
 * (no display needed): events injected through SDL's own queue
 * (Platform_InjectEvent) must come out of Platform_PollEvent translated,
 * and through the input map as the right input word. Keys are checked
 * against their USB HID usage ids (what SDL reports as scancodes). */
#include "tests/test.h"

#include "engine/platform.h"
#include "engine/render/render_rgb.h"
#include "engine/sim/input.h"
#include "game/input_map.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Platform *open_dummy(void)
{
    const char *v = getenv("SDL_VIDEODRIVER");
    char saved[256], err[256];
    bool had = v != NULL;
    PlatformWindowDesc d = { "t", 320, 240, false, false,
                             PLATFORM_SCALE_FIT, PLATFORM_PRESENT_SDL };
    Platform *p;
    snprintf(saved, sizeof saved, "%s", v ? v : "");
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    p = Platform_Open(PLATFORM_BACKEND_SDL2, &d, err, sizeof err);
    if (had)
        setenv("SDL_VIDEODRIVER", saved, 1);
    else
        unsetenv("SDL_VIDEODRIVER");
    return p;
}

/* Polls until an event of interest arrives (SDL adds window events of its
 * own); false when none. Two polling rounds: SDL ends a round at its poll
 * sentinel, so an event pushed after a round started shows up in the next
 * (one frame later in the game loop). */
static bool next_event(Platform *p, PlatformEvent *ev)
{
    for (int round = 0; round < 2; round++)
        while (Platform_PollEvent(p, ev))
            if (ev->type != PEV_RESIZED && ev->type != PEV_FOCUS_GAINED &&
                ev->type != PEV_FOCUS_LOST)
                return true;
    return false;
}

static PlatformEvent mk(PlatformEventType t)
{
    PlatformEvent e;
    memset(&e, 0, sizeof e);
    e.type = t;
    return e;
}

static bool inject_key(Platform *p, PlatformEventType t, PlatformKey k, uint8_t mods, bool rep)
{
    PlatformEvent e = mk(t);
    e.key = k;
    e.mods = mods;
    e.repeat = rep;
    return Platform_InjectEvent(p, &e);
}

TEST(platform_sdl2_scancodes_are_hid_usages)
{
    /* USB HID keyboard usage ids (HID Usage Tables, page 7). */
    static const struct { PlatformKey k; int hid; } t[] = {
        { PKEY_A, 4 }, { PKEY_Z, 29 }, { PKEY_1, 30 }, { PKEY_9, 38 }, { PKEY_0, 39 },
        { PKEY_ENTER, 40 }, { PKEY_ESCAPE, 41 }, { PKEY_TAB, 43 }, { PKEY_SPACE, 44 },
        { PKEY_PERIOD, 55 }, { PKEY_SLASH, 56 }, { PKEY_F1, 58 }, { PKEY_F12, 69 },
        { PKEY_HOME, 74 }, { PKEY_END, 77 }, { PKEY_RIGHT, 79 }, { PKEY_LEFT, 80 },
        { PKEY_DOWN, 81 }, { PKEY_UP, 82 }, { PKEY_KP_0, 98 }, { PKEY_LCTRL, 224 },
        { PKEY_LSHIFT, 225 }, { PKEY_LALT, 226 }, { PKEY_RCTRL, 228 }, { PKEY_RSHIFT, 229 },
        { PKEY_RALT, 230 },
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        CHECK_MSG(Platform_KeyScancode(t[i].k) == t[i].hid, "%s -> %d, want %d",
                  InputMap_KeyName(t[i].k), Platform_KeyScancode(t[i].k), t[i].hid);
    /* Every key of ours is reachable, and by a distinct scancode. */
    for (int k = 1; k < PKEY_COUNT; k++) {
        CHECK_MSG(Platform_KeyScancode((PlatformKey)k) > 0, "%s unreachable",
                  InputMap_KeyName((PlatformKey)k));
        for (int j = 1; j < k; j++)
            CHECK(Platform_KeyScancode((PlatformKey)k) != Platform_KeyScancode((PlatformKey)j));
    }
    CHECK_EQ(Platform_KeyScancode(PKEY_NONE), -1);
}

TEST(platform_sdl2_dummy_event_translation)
{
    Platform *p = open_dummy();
    PlatformEvent ev, e;
    InputMap m;
    InputState s;
    if (!p)
        SKIP("SDL's dummy video driver is not available");
    while (next_event(p, &ev)) {
    }
    InputMap_Defaults(&m);
    InputState_Clear(&s);

    CHECK(inject_key(p, PEV_KEY_DOWN, PKEY_LALT, PMOD_ALT, false));
    CHECK(inject_key(p, PEV_KEY_DOWN, PKEY_UP, PMOD_ALT, false));
    CHECK(inject_key(p, PEV_KEY_DOWN, PKEY_SLASH, PMOD_ALT, false));
    for (int i = 0; i < 3; i++) {
        CHECK(next_event(p, &ev));
        CHECK_EQ(ev.type, PEV_KEY_DOWN);
        CHECK(ev.mods & PMOD_ALT);
        InputMap_HandleEvent(&m, &s, &ev);
    }
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_JUMP | INPUT_FORWARD | INPUT_STEP_RIGHT);
    /* Alt+Enter -> fullscreen command; key repeat comes through flagged. */
    CHECK(inject_key(p, PEV_KEY_DOWN, PKEY_ENTER, PMOD_ALT, false));
    CHECK(next_event(p, &ev) && ev.key == PKEY_ENTER);
    CHECK_EQ(InputMap_HandleEvent(&m, &s, &ev), ACT_FULLSCREEN);
    CHECK(inject_key(p, PEV_KEY_DOWN, PKEY_F12, 0, true));
    CHECK(next_event(p, &ev) && ev.key == PKEY_F12 && ev.repeat);
    CHECK_EQ(InputMap_HandleEvent(&m, &s, &ev), -1);
    CHECK(inject_key(p, PEV_KEY_UP, PKEY_UP, 0, false));
    CHECK(next_event(p, &ev) && ev.type == PEV_KEY_UP && ev.key == PKEY_UP && !ev.mods);
    InputMap_HandleEvent(&m, &s, &ev);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_JUMP | INPUT_STEP_RIGHT);
    /* Every key survives the trip through SDL. */
    for (int k = 1; k < PKEY_COUNT; k++) {
        CHECK(inject_key(p, PEV_KEY_DOWN, (PlatformKey)k, 0, false));
        CHECK(next_event(p, &ev));
        CHECK_MSG(ev.type == PEV_KEY_DOWN && ev.key == (PlatformKey)k, "%s came back as %d",
                  InputMap_KeyName((PlatformKey)k), (int)ev.key);
    }

    /* Controller buttons and axes. */
    InputState_Clear(&s);
    e = mk(PEV_PAD_BUTTON_DOWN);
    e.pad = 7;
    e.button = PPAD_X;
    CHECK(Platform_InjectEvent(p, &e));
    e = mk(PEV_PAD_AXIS);
    e.pad = 7;
    e.axis = PAXIS_LEFTX;
    e.value = -30000;
    CHECK(Platform_InjectEvent(p, &e));
    e.axis = PAXIS_TRIGGERLEFT;
    e.value = 32000;
    CHECK(Platform_InjectEvent(p, &e));
    CHECK(next_event(p, &ev) && ev.type == PEV_PAD_BUTTON_DOWN && ev.pad == 7 &&
          ev.button == PPAD_X);
    InputMap_HandleEvent(&m, &s, &ev);
    CHECK(next_event(p, &ev) && ev.type == PEV_PAD_AXIS && ev.axis == PAXIS_LEFTX &&
          ev.value == -30000);
    InputMap_HandleEvent(&m, &s, &ev);
    CHECK(next_event(p, &ev) && ev.type == PEV_PAD_AXIS && ev.axis == PAXIS_TRIGGERLEFT);
    InputMap_HandleEvent(&m, &s, &ev);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_ACTION | INPUT_LEFT | INPUT_STEP_LEFT);
    for (int b = 0; b < PPAD_BUTTON_COUNT; b++) {
        e = mk(PEV_PAD_BUTTON_UP);
        e.button = b;
        CHECK(Platform_InjectEvent(p, &e));
        CHECK(next_event(p, &ev) && ev.type == PEV_PAD_BUTTON_UP && ev.button == b);
    }
    /* Unplugged (hot-plug) pad: reported, and its held inputs released. */
    e = mk(PEV_PAD_BUTTON_DOWN);
    e.button = PPAD_A;
    CHECK(Platform_InjectEvent(p, &e));
    CHECK(next_event(p, &ev));
    InputMap_HandleEvent(&m, &s, &ev);
    e = mk(PEV_PAD_REMOVED);
    e.pad = 7;
    CHECK(Platform_InjectEvent(p, &e));
    CHECK(next_event(p, &ev) && ev.type == PEV_PAD_REMOVED && ev.pad == 7);
    InputMap_HandleEvent(&m, &s, &ev);
    CHECK_EQ(InputMap_Word(&m, &s), 0);

    /* Mouse and quit. */
    e = mk(PEV_MOUSE_MOTION);
    e.dx = 12;
    e.dy = -3;
    CHECK(Platform_InjectEvent(p, &e));
    CHECK(next_event(p, &ev) && ev.type == PEV_MOUSE_MOTION && ev.dx == 12 && ev.dy == -3);
    e = mk(PEV_MOUSE_BUTTON_DOWN);
    e.button = 3;
    CHECK(Platform_InjectEvent(p, &e));
    CHECK(next_event(p, &ev) && ev.type == PEV_MOUSE_BUTTON_DOWN && ev.button == 3);
    e = mk(PEV_QUIT);
    CHECK(Platform_InjectEvent(p, &e));
    CHECK(next_event(p, &ev) && ev.type == PEV_QUIT);
    CHECK_EQ(InputMap_HandleEvent(&m, &s, &ev), ACT_QUIT);
    /* Window events cannot be faked. */
    e = mk(PEV_RESIZED);
    CHECK(!Platform_InjectEvent(p, &e));

    /* A present through SDL's renderer keeps the exact frame; real time
     * goes forward. */
    {
        static uint8_t px[320 * 240];
        PlatformRGB pal[256];
        uint64_t t0 = Platform_TimeUs(p);
        memset(px, 5, sizeof px);
        memset(pal, 0, sizeof pal);
        pal[5].g = 200;
        CHECK(Platform_PresentIndexed(p, px, 320, 240, 320, pal));
        CHECK(Platform_LastFrame(p, NULL, NULL)[1] == 200);
        Platform_SleepUs(p, 2000);
        CHECK(Platform_TimeUs(p) >= t0 + 1000);
    }
    Platform_Close(p);
}

/* Indexed frames on the SDL back end go from the palette to the texture's
 * words in one pass (RenderRGB_ConvertXRGB), the RGB24 frame being made
 * only when read: on every conversion path, what the window shows (read
 * back from SDL's renderer) and Platform_LastFrame are the palette's
 * colours of every pixel, with packed and padded rows; an RGB frame
 * presented after an indexed one is shown and kept as given. */
TEST(platform_sdl2_indexed_frames_one_pass)
{
    Platform *p = open_dummy();
    if (!p)
        SKIP("SDL's dummy video driver is not available");
    Platform_SetWindowReadback(p, true);
    static PlatformRGB pal[256];
    for (int i = 0; i < 256; i++)
        pal[i] = (PlatformRGB){ (uint8_t)(i * 3 + 7), (uint8_t)(i ^ 0xA5), (uint8_t)(200 - i) };
    enum { W = 320, H = 240, PITCH = 333 };
    static uint8_t px[PITCH * H], rgb[W * H * 3];
    uint32_t x = 5;
    for (size_t i = 0; i < sizeof px; i++) {
        x = x * 1103515245u + 12345u;
        px[i] = i < 256 ? (uint8_t)i : (uint8_t)(x >> 24);
    }
    const RenderRgbPath was = RenderRGB_Path();
    int shown = 0;
    for (int path = 0; path < RENDER_RGB_PATHS; path++) {
        if (!RenderRGB_SetPath((RenderRgbPath)path))
            continue;
        for (int pitch = W; pitch <= PITCH; pitch += PITCH - W) {
            int fw, fh, ww, wh;
            CHECK(Platform_PresentIndexed(p, px, W, H, pitch, pal));
            const uint8_t *f = Platform_LastFrame(p, &fw, &fh);
            const uint8_t *win = Platform_LastWindow(p, &ww, &wh);
            CHECK(f && fw == W && fh == H);
            CHECK_MSG(win && ww == W && wh == H, "no window contents (%dx%d)", ww, wh);
            size_t bad_frame = 0, bad_win = 0;
            for (int y = 0; y < H; y++)
                for (int xx = 0; xx < W; xx++) {
                    const PlatformRGB c = pal[px[y * pitch + xx]];
                    const uint8_t *o = f + ((size_t)y * W + xx) * 3, *v = win + ((size_t)y * W + xx) * 3;
                    bad_frame += o[0] != c.r || o[1] != c.g || o[2] != c.b;
                    bad_win += v[0] != c.r || v[1] != c.g || v[2] != c.b;
                }
            CHECK_MSG(bad_frame == 0 && bad_win == 0, "path %s, pitch %d: %zu frame and %zu window pixels wrong",
                      RenderRGB_PathName((RenderRgbPath)path), pitch, bad_frame, bad_win);
            shown++;
        }
    }
    RenderRGB_SetPath(was);
    /* an RGB frame after them is shown and kept as given */
    for (size_t i = 0; i < sizeof rgb; i++)
        rgb[i] = (uint8_t)(i * 13);
    CHECK(Platform_PresentRGB(p, rgb, W, H, W * 3));
    const uint8_t *f = Platform_LastFrame(p, NULL, NULL), *win = Platform_LastWindow(p, NULL, NULL);
    CHECK(f && memcmp(f, rgb, sizeof rgb) == 0);
    CHECK(win && memcmp(win, rgb, sizeof rgb) == 0);
    Platform_Close(p);
    printf("    %d indexed frames checked\n", shown);
}
