/* Platform layer: input mapping (keys, pads, config file), the null back
 * end, the pacer, presentation geometry, the overlay font, screenshots. */
#include "tests/test.h"

#include "engine/platform.h"
#include "engine/render/render_rgb.h"
#include "engine/sim/input.h"
#include "game/input_map.h"

#include <stb/stb_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static PlatformEvent key_ev(PlatformEventType t, PlatformKey k, uint8_t mods)
{
    PlatformEvent e;
    memset(&e, 0, sizeof e);
    e.type = t;
    e.key = k;
    e.mods = mods;
    return e;
}

static int press(const InputMap *m, InputState *s, PlatformKey k)
{
    PlatformEvent e = key_ev(PEV_KEY_DOWN, k, 0);
    return InputMap_HandleEvent(m, s, &e);
}

static void release(const InputMap *m, InputState *s, PlatformKey k)
{
    PlatformEvent e = key_ev(PEV_KEY_UP, k, 0);
    InputMap_HandleEvent(m, s, &e);
}

static void pad_button(const InputMap *m, InputState *s, PlatformPadButton b, bool down)
{
    PlatformEvent e;
    memset(&e, 0, sizeof e);
    e.type = down ? PEV_PAD_BUTTON_DOWN : PEV_PAD_BUTTON_UP;
    e.button = b;
    InputMap_HandleEvent(m, s, &e);
}

static void pad_axis(const InputMap *m, InputState *s, PlatformPadAxis a, int v)
{
    PlatformEvent e;
    memset(&e, 0, sizeof e);
    e.type = PEV_PAD_AXIS;
    e.axis = a;
    e.value = v;
    InputMap_HandleEvent(m, s, &e);
}

TEST(platform_input_bits_match_sim_word)
{
    /* The mapping's action numbers are the sim's input word bits. */
    CHECK_EQ(INPUT_MAP_BIT(ACT_FORWARD), INPUT_FORWARD);
    CHECK_EQ(INPUT_MAP_BIT(ACT_BACK), INPUT_BACK);
    CHECK_EQ(INPUT_MAP_BIT(ACT_LEFT), INPUT_LEFT);
    CHECK_EQ(INPUT_MAP_BIT(ACT_RIGHT), INPUT_RIGHT);
    CHECK_EQ(INPUT_MAP_BIT(ACT_JUMP), INPUT_JUMP);
    CHECK_EQ(INPUT_MAP_BIT(ACT_DRAW), INPUT_DRAW);
    CHECK_EQ(INPUT_MAP_BIT(ACT_ACTION), INPUT_ACTION);
    CHECK_EQ(INPUT_MAP_BIT(ACT_WALK), INPUT_WALK);
    CHECK_EQ(INPUT_MAP_BIT(ACT_OPTION), INPUT_OPTION);
    CHECK_EQ(INPUT_MAP_BIT(ACT_LOOK), INPUT_LOOK);
    CHECK_EQ(INPUT_MAP_BIT(ACT_STEP_LEFT), INPUT_STEP_LEFT);
    CHECK_EQ(INPUT_MAP_BIT(ACT_STEP_RIGHT), INPUT_STEP_RIGHT);
    CHECK_EQ(INPUT_MAP_BIT(ACT_ROLL), INPUT_ROLL);
    CHECK_EQ(INPUT_MAP_GAME_MASK, INPUT_VALID_MASK);
}

TEST(platform_input_default_keys)
{
    static const struct { PlatformKey k; uint32_t bit; } classic[] = {
        { PKEY_UP, INPUT_FORWARD }, { PKEY_DOWN, INPUT_BACK }, { PKEY_LEFT, INPUT_LEFT },
        { PKEY_RIGHT, INPUT_RIGHT }, { PKEY_LALT, INPUT_JUMP }, { PKEY_RALT, INPUT_JUMP },
        { PKEY_SPACE, INPUT_DRAW }, { PKEY_LCTRL, INPUT_ACTION }, { PKEY_RCTRL, INPUT_ACTION },
        { PKEY_LSHIFT, INPUT_WALK }, { PKEY_ESCAPE, INPUT_OPTION }, { PKEY_ENTER, INPUT_OPTION },
        { PKEY_0, INPUT_LOOK }, { PKEY_PERIOD, INPUT_STEP_LEFT },
        { PKEY_SLASH, INPUT_STEP_RIGHT }, { PKEY_END, INPUT_ROLL },
    };
    InputMap m;
    InputState s;
    InputMap_Defaults(&m);
    InputState_Clear(&s);
    for (size_t i = 0; i < sizeof classic / sizeof classic[0]; i++) {
        CHECK_EQ(press(&m, &s, classic[i].k), -1);
        CHECK_MSG(InputMap_Word(&m, &s) == classic[i].bit, "key %s -> %#x",
                  InputMap_KeyName(classic[i].k), InputMap_Word(&m, &s));
        release(&m, &s, classic[i].k);
        CHECK_EQ(InputMap_Word(&m, &s), 0);
    }
    /* Held keys combine; an unbound key adds nothing. */
    press(&m, &s, PKEY_UP);
    press(&m, &s, PKEY_LSHIFT);
    press(&m, &s, PKEY_G);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_FORWARD | INPUT_WALK);
    /* Focus loss releases everything. */
    {
        PlatformEvent e = key_ev(PEV_FOCUS_LOST, PKEY_NONE, 0);
        InputMap_HandleEvent(&m, &s, &e);
    }
    CHECK_EQ(InputMap_Word(&m, &s), 0);
}

TEST(platform_input_commands)
{
    InputMap m;
    InputState s;
    PlatformEvent e;
    InputMap_Defaults(&m);
    InputState_Clear(&s);
    CHECK_EQ(press(&m, &s, PKEY_F12), ACT_SCREENSHOT);
    CHECK_EQ(press(&m, &s, PKEY_F1), ACT_OVERLAY);
    CHECK_EQ(press(&m, &s, PKEY_F11), ACT_FULLSCREEN);
    /* Auto-repeat never re-triggers. */
    e = key_ev(PEV_KEY_DOWN, PKEY_F12, 0);
    e.repeat = true;
    CHECK_EQ(InputMap_HandleEvent(&m, &s, &e), -1);
    /* ...but a repeat marks its key held (its press may have been missed
     * while the window had no focus). */
    e = key_ev(PEV_KEY_DOWN, PKEY_UP, 0);
    e.repeat = true;
    CHECK_EQ(InputMap_HandleEvent(&m, &s, &e), -1);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_FORWARD);
    release(&m, &s, PKEY_UP);
    /* Alt+Enter toggles fullscreen and is not an option press; Alt is
     * still jump. */
    press(&m, &s, PKEY_LALT);
    e = key_ev(PEV_KEY_DOWN, PKEY_ENTER, PMOD_ALT);
    CHECK_EQ(InputMap_HandleEvent(&m, &s, &e), ACT_FULLSCREEN);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_JUMP);
    e = key_ev(PEV_QUIT, PKEY_NONE, 0);
    CHECK_EQ(InputMap_HandleEvent(&m, &s, &e), ACT_QUIT);
    /* Out of range key codes are ignored, not indexed. */
    e = key_ev(PEV_KEY_DOWN, (PlatformKey)9999, 0);
    CHECK_EQ(InputMap_HandleEvent(&m, &s, &e), -1);
}

TEST(platform_input_pad_buttons_and_stick)
{
    InputMap m;
    InputState s;
    InputMap_Defaults(&m);
    InputState_Clear(&s);
    pad_button(&m, &s, PPAD_A, true);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_JUMP);
    pad_button(&m, &s, PPAD_X, true);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_JUMP | INPUT_ACTION);
    pad_button(&m, &s, PPAD_A, false);
    pad_button(&m, &s, PPAD_X, false);
    CHECK_EQ(InputMap_Word(&m, &s), 0);
    pad_button(&m, &s, PPAD_DPAD_UP, true);
    pad_button(&m, &s, PPAD_START, true);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_FORWARD | INPUT_OPTION);
    pad_button(&m, &s, PPAD_DPAD_UP, false);
    pad_button(&m, &s, PPAD_START, false);
    /* Stick: inside the dead zone nothing, past it a direction. */
    pad_axis(&m, &s, PAXIS_LEFTX, m.dead_zone);
    pad_axis(&m, &s, PAXIS_LEFTY, -m.dead_zone);
    CHECK_EQ(InputMap_Word(&m, &s), 0);
    pad_axis(&m, &s, PAXIS_LEFTX, m.dead_zone + 1);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_RIGHT);
    pad_axis(&m, &s, PAXIS_LEFTX, -32768);
    pad_axis(&m, &s, PAXIS_LEFTY, -20000);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_LEFT | INPUT_FORWARD);
    pad_axis(&m, &s, PAXIS_LEFTX, 0);
    pad_axis(&m, &s, PAXIS_LEFTY, 32767);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_BACK);
    pad_axis(&m, &s, PAXIS_LEFTY, 0);
    pad_axis(&m, &s, PAXIS_TRIGGERRIGHT, 30000);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_STEP_RIGHT);
    /* Unplugging a pad releases what it held. */
    pad_button(&m, &s, PPAD_B, true);
    {
        PlatformEvent e;
        memset(&e, 0, sizeof e);
        e.type = PEV_PAD_REMOVED;
        InputMap_HandleEvent(&m, &s, &e);
    }
    CHECK_EQ(InputMap_Word(&m, &s), 0);
}

TEST(platform_input_config_remaps)
{
    static const char text[] =
        "# my keys\n"
        "forward = w up   # comment after\n"
        "JUMP = space\r\n"
        "draw = none\n"
        "\n"
        "action = ctrl pad_y\n"
        "deadzone = 20000\n"
        "screenshot = p\n";
    InputMap m;
    InputState s;
    char err[200];
    InputMap_Defaults(&m);
    InputState_Clear(&s);
    CHECK_MSG(InputMap_Parse(&m, text, strlen(text), "t.cfg", err, sizeof err), "%s", err);
    press(&m, &s, PKEY_W);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_FORWARD);
    release(&m, &s, PKEY_W);
    press(&m, &s, PKEY_SPACE); /* now jump, and draw is unbound */
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_JUMP);
    release(&m, &s, PKEY_SPACE);
    press(&m, &s, PKEY_LALT); /* the default jump key was replaced */
    CHECK_EQ(InputMap_Word(&m, &s), 0);
    press(&m, &s, PKEY_RCTRL);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_ACTION);
    release(&m, &s, PKEY_RCTRL);
    pad_button(&m, &s, PPAD_Y, true); /* draw's pad button, moved to action */
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_ACTION);
    pad_button(&m, &s, PPAD_Y, false);
    CHECK_EQ(m.dead_zone, 20000);
    pad_axis(&m, &s, PAXIS_LEFTX, 15000);
    CHECK_EQ(InputMap_Word(&m, &s), 0);
    CHECK_EQ(press(&m, &s, PKEY_P), ACT_SCREENSHOT);
    CHECK_EQ(press(&m, &s, PKEY_F12), -1);
    /* Unchanged actions keep their defaults. */
    press(&m, &s, PKEY_END);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_ROLL);
}

TEST(platform_input_config_errors)
{
    static const struct { const char *text, *want; } bad[] = {
        { "forward = w\njupm = space\n", "t.cfg:2: unknown action 'jupm'" },
        { "forward = wat\n", "t.cfg:1: unknown key or button 'wat'" },
        { "forward\n", "t.cfg:1: expected 'ACTION = KEY ...'" },
        { "forward =\n", "t.cfg:1: nothing after '=' for 'forward'" },
        { "forward = a b c d e\n", "t.cfg:1: more than 4 keys for 'forward'" },
        { "forward = a b c shift\n", "t.cfg:1: more than 4 keys for 'forward'" },
        { "deadzone = 40000\n", "t.cfg:1: deadzone must be one number 0..32000, not '40000'" },
        { "deadzone = 5x\n", "t.cfg:1: deadzone must be one number 0..32000, not '5x'" },
        { "a b = w\n", "t.cfg:1: expected one action name before '='" },
    };
    char err[200];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        InputMap m;
        InputMap_Defaults(&m);
        err[0] = '\0';
        CHECK_MSG(!InputMap_Parse(&m, bad[i].text, strlen(bad[i].text), "t.cfg", err, sizeof err),
                  "accepted: %s", bad[i].text);
        CHECK_MSG(strcmp(err, bad[i].want) == 0, "got '%s' want '%s'", err, bad[i].want);
    }
    {
        /* An over-long line and embedded NULs are errors, not overflows. */
        char longline[600];
        InputMap m;
        memset(longline, 'a', sizeof longline);
        CHECK(!InputMap_Parse(&m, longline, sizeof longline, "t.cfg", err, sizeof err));
        CHECK(strstr(err, "line too long") != NULL);
        CHECK(!InputMap_Parse(&m, "up\0= w", 6, "t.cfg", err, sizeof err));
    }
}

TEST(platform_input_config_file)
{
    char path[512], err[300];
    FILE *f;
    InputMap m;
    InputState s;
    snprintf(path, sizeof path, "%s/platform_keys.cfg", Test_TmpDir());
    f = fopen(path, "w");
    CHECK(f != NULL);
    fputs("roll = r\n", f);
    fclose(f);
    CHECK_MSG(InputMap_Load(&m, path, err, sizeof err), "%s", err);
    InputState_Clear(&s);
    press(&m, &s, PKEY_R);
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_ROLL);
    press(&m, &s, PKEY_UP); /* defaults underneath */
    CHECK_EQ(InputMap_Word(&m, &s), INPUT_ROLL | INPUT_FORWARD);
    snprintf(path, sizeof path, "%s/platform_missing.cfg", Test_TmpDir());
    CHECK(!InputMap_Load(&m, path, err, sizeof err));
    CHECK(strstr(err, "cannot open") != NULL);
}

TEST(platform_input_names_roundtrip)
{
    for (int k = 1; k < PKEY_COUNT; k++) {
        const char *n = InputMap_KeyName((PlatformKey)k);
        CHECK_MSG(n != NULL, "key %d has no name", k);
        CHECK_EQ(InputMap_KeyFromName(n), k);
    }
    for (int a = 0; a < ACT_COUNT; a++) {
        const char *n = InputMap_ActionName((InputAction)a);
        CHECK_MSG(n != NULL, "action %d has no name", a);
        CHECK_EQ(InputMap_ActionFromName(n), a);
    }
    /* Game action names agree with the sim's bit names. */
    for (int b = 0; b < ACT_GAME_COUNT; b++)
        CHECK_MSG(strcmp(InputMap_ActionName((InputAction)b), Input_BitName(b)) == 0,
                  "bit %d: %s vs %s", b, InputMap_ActionName((InputAction)b), Input_BitName(b));
}

TEST(platform_fit_rect)
{
    PlatformRect r = Platform_FitRect(640, 480, 1280, 960, PLATFORM_SCALE_FIT);
    CHECK(r.x == 0 && r.y == 0 && r.w == 1280 && r.h == 960);
    r = Platform_FitRect(640, 480, 1920, 1080, PLATFORM_SCALE_FIT); /* pillarbox */
    CHECK(r.w == 1440 && r.h == 1080 && r.x == 240 && r.y == 0);
    r = Platform_FitRect(640, 480, 800, 1000, PLATFORM_SCALE_FIT); /* letterbox */
    CHECK(r.w == 800 && r.h == 600 && r.x == 0 && r.y == 200);
    r = Platform_FitRect(640, 480, 1920, 1080, PLATFORM_SCALE_INTEGER);
    CHECK(r.w == 1280 && r.h == 960 && r.x == 320 && r.y == 60);
    r = Platform_FitRect(640, 480, 320, 240, PLATFORM_SCALE_INTEGER); /* at least 1x */
    CHECK(r.w == 640 && r.h == 480 && r.x == -160 && r.y == -120);
}

TEST(platform_pacer_fixed_rate_and_catchup)
{
    PlatformPacer pc;
    int total = 0;
    Platform_PacerInit(&pc, 30, 4);
    CHECK_EQ(Platform_PacerUpdate(&pc, 1000), 0);
    /* 60 Hz display for one second: 30 ticks, 0 or 1 per frame. */
    for (int i = 1; i <= 60; i++) {
        int n = Platform_PacerUpdate(&pc, 1000 + (uint64_t)i * 1000000 / 60);
        CHECK(n == 0 || n == 1);
        total += n;
    }
    CHECK_EQ(total, 30);
    /* Half a tick further: alpha about one half. */
    Platform_PacerUpdate(&pc, 1000 + 1000000 + 16667);
    CHECK(Platform_PacerAlpha(&pc) > 32000 && Platform_PacerAlpha(&pc) < 33500);
    /* A 2 s stall runs 4 ticks, drops the rest: no fast-forward. */
    CHECK_EQ(Platform_PacerUpdate(&pc, 1000 + 3000000 + 16667), 4);
    CHECK_EQ(pc.dropped, 56);
    CHECK_EQ(Platform_PacerUpdate(&pc, 1000 + 3000000 + 16667 + 1000), 0);
    /* A clock going backwards is no time at all. */
    CHECK_EQ(Platform_PacerUpdate(&pc, 5), 0);
}

TEST(platform_font_draws_clipped)
{
    uint8_t fb[40 * 20];
    int lit = 0;
    memset(fb, 7, sizeof fb);
    Platform_DrawText8(fb, 40, 20, 40, 0, 0, "I", 200, 3, 1);
    /* 'I': a 3-wide top bar at row 1, columns 2..4; background elsewhere in
     * the 6x9 cell; untouched outside it. */
    CHECK_EQ(fb[1 * 40 + 2], 200);
    CHECK_EQ(fb[1 * 40 + 4], 200);
    CHECK_EQ(fb[1 * 40 + 1], 3);
    CHECK_EQ(fb[4 * 40 + 3], 200);
    CHECK_EQ(fb[4 * 40 + 2], 3);
    CHECK_EQ(fb[0 * 40 + 6], 7);
    CHECK_EQ(fb[9 * 40 + 0], 7);
    for (size_t i = 0; i < sizeof fb; i++)
        lit += fb[i] == 200;
    CHECK_EQ(lit, 3 + 5 + 3); /* 11 pixels in our 'I' */
    /* Text running off every edge is clipped (ASan would catch a write). */
    Platform_DrawText8(fb, 40, 20, 40, 30, 15, "WWWW\nWW", 9, 1, 3);
    Platform_DrawText8(fb, 40, 20, 40, -50, -50, "HELLO", 9, -1, 2);
    /* lower case is drawn as upper case */
    {
        uint8_t a[6 * 9], b[6 * 9];
        memset(a, 0, sizeof a);
        memset(b, 0, sizeof b);
        Platform_DrawText8(a, 6, 9, 6, 0, 0, "g", 1, -1, 1);
        Platform_DrawText8(b, 6, 9, 6, 0, 0, "G", 1, -1, 1);
        CHECK(memcmp(a, b, sizeof a) == 0);
    }
}

TEST(platform_null_backend)
{
    char err[200];
    PlatformWindowDesc d = { "t", 320, 240, false, true, PLATFORM_SCALE_FIT, PLATFORM_PRESENT_SDL };
    Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, &d, err, sizeof err);
    PlatformEvent e, got;
    PlatformRGB pal[256];
    uint8_t px[4 * 2] = { 0, 1, 2, 3, 3, 2, 1, 0 };
    int w, h;
    const uint8_t *f;
    CHECK_MSG(p != NULL, "%s", err);
    CHECK_EQ(Platform_GetBackend(p), PLATFORM_BACKEND_NULL);
    Platform_GetWindowSize(p, &w, &h);
    CHECK(w == 320 && h == 240);
    /* Virtual clock: only sleeping advances it. */
    CHECK_EQ(Platform_TimeUs(p), 0);
    Platform_SleepUs(p, 33333);
    CHECK_EQ(Platform_TimeUs(p), 33333);
    /* No OS events; pushed ones come back in order; resize updates size. */
    CHECK(!Platform_PollEvent(p, &got));
    memset(&e, 0, sizeof e);
    e.type = PEV_KEY_DOWN;
    e.key = PKEY_F12;
    CHECK(Platform_PushEvent(p, &e));
    e.type = PEV_RESIZED;
    e.width = 800;
    e.height = 600;
    CHECK(Platform_PushEvent(p, &e));
    CHECK(Platform_PollEvent(p, &got) && got.type == PEV_KEY_DOWN && got.key == PKEY_F12);
    CHECK(Platform_PollEvent(p, &got) && got.type == PEV_RESIZED);
    CHECK(!Platform_PollEvent(p, &got));
    Platform_GetWindowSize(p, &w, &h);
    CHECK(w == 800 && h == 600);
    for (int i = 0; i < 64; i++)
        CHECK(Platform_PushEvent(p, &e));
    CHECK(!Platform_PushEvent(p, &e)); /* bounded queue */
    while (Platform_PollEvent(p, &got)) {
    }
    /* Presenting converts through the palette once; the frame is kept. */
    CHECK(Platform_LastFrame(p, &w, &h) == NULL);
    CHECK(!Platform_SaveScreenshot(p, "/nonexistent/x.png", err, sizeof err));
    for (int i = 0; i < 256; i++) {
        pal[i].r = (uint8_t)i;
        pal[i].g = (uint8_t)(255 - i);
        pal[i].b = (uint8_t)(i * 7);
    }
    CHECK(!Platform_PresentIndexed(p, px, 0, 2, 4, pal));
    CHECK(!Platform_PresentIndexed(p, px, 4, 2, 3, pal)); /* pitch < width */
    CHECK(Platform_PresentIndexed(p, px, 4, 2, 4, pal));
    f = Platform_LastFrame(p, &w, &h);
    CHECK(f != NULL && w == 4 && h == 2);
    CHECK(f[3 * 1 + 0] == 1 && f[3 * 1 + 1] == 254 && f[3 * 1 + 2] == 7);
    CHECK(f[3 * 7 + 0] == 0 && f[3 * 7 + 1] == 255);
    Platform_Close(p);
}

/* Indexed presents (the vectorised conversion of render_rgb.h) keep the
 * palette's bytes for every pixel, packed rows and rows with a pitch, at
 * widths no SIMD step divides; on every conversion path of this CPU. */
TEST(platform_null_present_indexed_every_pixel)
{
    char err[200];
    PlatformWindowDesc d = { "t", 320, 240, false, true, PLATFORM_SCALE_FIT, PLATFORM_PRESENT_SDL };
    Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, &d, err, sizeof err);
    CHECK_MSG(p != NULL, "%s", err);
    static PlatformRGB pal[256];
    for (int i = 0; i < 256; i++)
        pal[i] = (PlatformRGB){ (uint8_t)(i * 5 + 1), (uint8_t)(i ^ 0x5A), (uint8_t)(255 - i) };
    static const int dims[][3] = { { 1921, 3, 1921 }, { 301, 7, 320 }, { 1, 1, 1 } };
    static uint8_t px[1921 * 7];
    uint32_t x = 1;
    for (size_t i = 0; i < sizeof px; i++) {
        x = x * 1103515245u + 12345u;
        px[i] = i < 256 ? (uint8_t)i : (uint8_t)(x >> 24);
    }
    const RenderRgbPath was = RenderRGB_Path();
    for (int path = 0; path < RENDER_RGB_PATHS; path++) {
        if (!RenderRGB_SetPath((RenderRgbPath)path))
            continue;
        for (size_t k = 0; k < sizeof dims / sizeof dims[0]; k++) {
            const int fw = dims[k][0], fh = dims[k][1], pitch = dims[k][2];
            int w, h;
            CHECK(Platform_PresentIndexed(p, px, fw, fh, pitch, pal));
            const uint8_t *f = Platform_LastFrame(p, &w, &h);
            CHECK(f != NULL && w == fw && h == fh);
            for (int y = 0; y < fh; y++)
                for (int xx = 0; xx < fw; xx++) {
                    const PlatformRGB c = pal[px[y * pitch + xx]];
                    const uint8_t *o = f + ((size_t)y * fw + xx) * 3;
                    CHECK_MSG(o[0] == c.r && o[1] == c.g && o[2] == c.b, "path %s, %dx%d pitch %d: pixel %d,%d",
                              RenderRGB_PathName((RenderRgbPath)path), fw, fh, pitch, xx, y);
                }
        }
    }
    RenderRGB_SetPath(was);
    Platform_Close(p);
}

#define SHOT_W 5
#define SHOT_H 3
TEST(platform_null_screenshot_png)
{
    char err[200], path[512];
    Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, NULL, err, sizeof err);
    uint8_t rgb[SHOT_W * SHOT_H * 3 + 8];
    unsigned char *img;
    int w, h, n;
    CHECK(p != NULL);
    for (size_t i = 0; i < sizeof rgb; i++)
        rgb[i] = (uint8_t)(i * 13 + 5);
    /* pitch wider than the row: padding must not leak into the image */
    CHECK(Platform_PresentRGB(p, rgb, SHOT_W - 1, SHOT_H, SHOT_W * 3));
    snprintf(path, sizeof path, "%s/platform_shot.png", Test_TmpDir());
    remove(path);
    CHECK_MSG(Platform_SaveScreenshot(p, path, err, sizeof err), "%s", err);
    img = stbi_load(path, &w, &h, &n, 3);
    CHECK(img != NULL);
    CHECK(w == SHOT_W - 1 && h == SHOT_H);
    for (int y = 0; y < h; y++)
        CHECK(memcmp(img + y * w * 3, rgb + y * SHOT_W * 3, (size_t)w * 3) == 0);
    stbi_image_free(img);
    Platform_Close(p);
}

TEST(platform_screenshot_name)
{
    char name[64];
    Platform_ScreenshotName(name, sizeof name);
    CHECK(strncmp(name, "tomb8-", 6) == 0);
    CHECK(strlen(name) == strlen("tomb8-20260101-000000-000.png"));
    CHECK(strcmp(name + strlen(name) - 4, ".png") == 0);
}

static void ramp_pull(void *user, int16_t *out, int frames)
{
    int *calls = user;
    for (int i = 0; i < frames; i++) {
        out[2 * i] = (int16_t)(*calls * 1000 + i);
        out[2 * i + 1] = (int16_t)-(*calls * 1000 + i);
    }
    (*calls)++;
}

TEST(platform_null_audio_pump)
{
    char err[200];
    Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, NULL, err, sizeof err);
    int16_t buf[64];
    int calls = 0;
    CHECK(p != NULL);
    CHECK_EQ(Platform_AudioPump(p, buf, 32), 0); /* not started */
    CHECK(!Platform_AudioStart(p, PLATFORM_AUDIO_RATE, NULL, NULL, err, sizeof err));
    CHECK(Platform_AudioStart(p, PLATFORM_AUDIO_RATE, ramp_pull, &calls, err, sizeof err));
    Platform_AudioLock(p);
    Platform_AudioUnlock(p);
    CHECK_EQ(Platform_AudioPump(p, buf, 32), 32);
    CHECK_EQ(calls, 1);
    CHECK(buf[0] == 0 && buf[1] == 0 && buf[62] == 31 && buf[63] == -31);
    CHECK_EQ(Platform_AudioPump(p, buf, 32), 32);
    CHECK(buf[2] == 1001 && buf[3] == -1001);
    Platform_AudioStop(p);
    CHECK_EQ(Platform_AudioPump(p, buf, 32), 0);
    CHECK_EQ(calls, 2);
    Platform_Close(p);
}

static char *dup_env(const char *name)
{
    const char *v = getenv(name);
    return v ? strdup(v) : NULL;
}

static void restore_env(const char *name, char *saved)
{
    if (saved)
        setenv(name, saved, 1);
    else
        unsetenv(name);
    free(saved);
}

TEST(platform_sdl2_no_display_message)
{
    /* Without DISPLAY/WAYLAND_DISPLAY the SDL2 back end refuses at once
     * with a message that suggests --headless. */
    char *d = dup_env("DISPLAY"), *w = dup_env("WAYLAND_DISPLAY"), *v = dup_env("SDL_VIDEODRIVER");
    char err[300] = "";
    Platform *p;
    unsetenv("DISPLAY");
    unsetenv("WAYLAND_DISPLAY");
    unsetenv("SDL_VIDEODRIVER");
    CHECK(!Platform_HasDisplayEnv());
    p = Platform_Open(PLATFORM_BACKEND_SDL2, NULL, err, sizeof err);
    restore_env("DISPLAY", d);
    restore_env("WAYLAND_DISPLAY", w);
    restore_env("SDL_VIDEODRIVER", v);
    if (p)
        Platform_Close(p);
    CHECK(p == NULL);
    CHECK_MSG(strncmp(err, "no display", 10) == 0 && strstr(err, "--headless"), "%s", err);
}

static void fill_frames(int16_t *buf, int frames, int first)
{
    for (int i = 0; i < frames; i++) {
        buf[2 * i] = (int16_t)(first + i);
        buf[2 * i + 1] = (int16_t)-(first + i);
    }
}

TEST(platform_audio_fifo)
{
    PlatformAudioFifo f;
    int16_t in[2 * 300], out[2 * 300];
    CHECK(!Platform_AudioFifoInit(&f, 0));
    CHECK(Platform_AudioFifoInit(&f, 100));
    /* In order, across the wrap. */
    fill_frames(in, 60, 0);
    Platform_AudioFifoPush(&f, in, 60);
    CHECK_EQ(Platform_AudioFifoCount(&f), 60);
    CHECK_EQ(Platform_AudioFifoPull(&f, out, 50), 50);
    CHECK(out[0] == 0 && out[1] == 0 && out[98] == 49 && out[99] == -49);
    fill_frames(in, 80, 60);
    Platform_AudioFifoPush(&f, in, 80); /* 90 held, wraps */
    CHECK_EQ(Platform_AudioFifoCount(&f), 90);
    CHECK_EQ(Platform_AudioFifoPull(&f, out, 90), 90);
    for (int i = 0; i < 90; i++)
        CHECK(out[2 * i] == 50 + i && out[2 * i + 1] == -(50 + i));
    /* Underrun: what there is, then silence. */
    fill_frames(in, 5, 1000);
    Platform_AudioFifoPush(&f, in, 5);
    memset(out, 0x55, sizeof out);
    CHECK_EQ(Platform_AudioFifoPull(&f, out, 8), 5);
    CHECK(out[8] == 1004 && out[10] == 0 && out[15] == 0);
    CHECK_EQ(f.silent, 3);
    /* Overrun: the oldest frames go, latency stays within the ring. */
    fill_frames(in, 70, 2000);
    Platform_AudioFifoPush(&f, in, 70);
    fill_frames(in, 70, 2070);
    Platform_AudioFifoPush(&f, in, 70);
    CHECK_EQ(Platform_AudioFifoCount(&f), 100);
    CHECK_EQ(f.dropped, 40);
    CHECK_EQ(Platform_AudioFifoPull(&f, out, 1), 1);
    CHECK_EQ(out[0], 2040);
    /* A push bigger than the ring keeps its newest frames. */
    fill_frames(in, 300, 5000);
    Platform_AudioFifoPush(&f, in, 300);
    CHECK_EQ(Platform_AudioFifoCount(&f), 100);
    CHECK_EQ(Platform_AudioFifoPull(&f, out, 1), 1);
    CHECK_EQ(out[0], 5200);
    Platform_AudioFifoFree(&f);
}

TEST(platform_null_audio_through_fifo)
{
    /* The hand-off as the game uses it: ticks push 1470 frames, the device
     * (here the null back end's pump) pulls in its own block size. */
    char err[200];
    Platform *p = Platform_Open(PLATFORM_BACKEND_NULL, NULL, err, sizeof err);
    PlatformAudioFifo f;
    static int16_t tick[2 * 1470], out[2 * 1024];
    int next = 0, expect = 0;
    CHECK(p != NULL);
    CHECK(Platform_AudioFifoInit(&f, 6 * 1470));
    CHECK(Platform_AudioStart(p, PLATFORM_AUDIO_RATE, Platform_AudioFifoCallback, &f, err,
                              sizeof err));
    for (int t = 0; t < 30; t++) {
        fill_frames(tick, 1470, next);
        next += 1470;
        Platform_AudioLock(p);
        Platform_AudioFifoPush(&f, tick, 1470);
        Platform_AudioUnlock(p);
        while (Platform_AudioFifoCount(&f) >= 1024) {
            CHECK_EQ(Platform_AudioPump(p, out, 1024), 1024);
            for (int i = 0; i < 1024; i++, expect++)
                CHECK_EQ(out[2 * i], (int16_t)expect);
        }
    }
    CHECK_EQ(f.dropped, 0);
    CHECK_EQ(f.silent, 0);
    CHECK(expect > 30 * 1470 - 1024);
    Platform_AudioStop(p);
    Platform_Close(p);
    Platform_AudioFifoFree(&f);
}
