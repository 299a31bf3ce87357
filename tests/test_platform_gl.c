/* The SDL2 back end's OpenGL presenter (--present gl, platform/sdl2/
 * sdl2_gl.c), through tools/present_check: under Xvfb with Mesa the GL and
 * SDL_Renderer windows must show the frames byte for byte (skipped, saying
 * why, without Xvfb or GL); where GL cannot work the window falls back to
 * SDL's renderer with one warning line. */
#include "tests/test.h"

#include <stdio.h>
#include <string.h>

static int count_lines_with(const char *out, const char *word)
{
    int n = 0;
    for (const char *l = out; l && *l;) {
        const char *end = strchr(l, '\n');
        size_t len = end ? (size_t)(end - l) : strlen(l);
        for (size_t i = 0; i + strlen(word) <= len; i++)
            if (!strncmp(l + i, word, strlen(word))) {
                n++;
                break;
            }
        l = end ? end + 1 : NULL;
    }
    return n;
}

/* Runs present_check with `args` under Xvfb (env assignments in `env`, may
 * be ""); its exit status, or -1 with the reason in why when this machine
 * cannot run it (no Xvfb, no OpenGL 2), which is a skip, not a failure. */
static int run_xvfb(const char *env, const char *args, char *out, size_t cap, char *why,
                    size_t why_cap)
{
    char cmd[1024];
    if (Test_Run("command -v xvfb-run >/dev/null && command -v Xvfb >/dev/null && "
                 "command -v xauth >/dev/null && command -v timeout >/dev/null", NULL, 0) != 0) {
        snprintf(why, why_cap, "Xvfb not installed (tools/deps.sh xvfb xauth installs it)");
        return -1;
    }
    snprintf(cmd, sizeof cmd,
             "timeout 60 xvfb-run -a -s '-screen 0 1024x768x24 -nolisten tcp' env -u "
             "WAYLAND_DISPLAY -u SDL_VIDEODRIVER %s '%s' %s 2>&1",
             env, Test_BinPath("present_check"), args);
    int status = Test_Run(cmd, out, cap);
    /* xvfb-run waits for the server without a limit, and when the server
     * cannot start it runs the command anyway (no display) and may turn its
     * status into 1: both mean no Xvfb here, not a broken presenter */
    if (status == 124) {
        snprintf(why, why_cap, "Xvfb or GL did not answer within 60 s: %.200s", out);
        return -1;
    }
    if (status != 0 && (strstr(out, "Xvfb failed") || strstr(out, "xvfb-run: error") ||
                        strstr(out, "no display"))) {
        snprintf(why, why_cap, "Xvfb could not start: %.200s", out);
        return -1;
    }
    /* only a missing or too old OpenGL is the machine's; a shader or
     * texture set-up that fails on a working GL 2 is the presenter's bug */
    if (status == 3 && (strstr(out, "no OpenGL context") || strstr(out, "no OpenGL window") ||
                        strstr(out, "older than 2.0") || strstr(out, "gl: no gl"))) {
        snprintf(why, why_cap, "no OpenGL 2 under Xvfb (Mesa's libgl1-mesa-dri?): %.300s", out);
        return -1;
    }
    return status;
}

TEST(platform_gl_matches_sdl_renderer_xvfb)
{
    char out[8192], why[512];
    /* an odd size (rows not 4-byte aligned, neither power of two), the
     * window exactly the frame's size so both presenters copy 1:1 */
    int status = run_xvfb("", "compare 321 201", out, sizeof out, why, sizeof why);
    if (status < 0)
        SKIP("%s", why);
    CHECK_MSG(status == 0, "present_check compare exited %d: %.1500s", status, out);
    CHECK_MSG(strstr(out, "identical") != NULL, "%.500s", out);
}

/* A frame larger than the GL's largest texture (the limit lowered for the
 * test) goes to SDL's renderer with one warning, and still shows right */
TEST(platform_gl_too_large_frame_falls_back_with_one_warning)
{
    char out[8192], why[512];
    int status = run_xvfb("TOMB8_GL_MAX_TEXTURE=200", "toobig 321 201", out, sizeof out, why,
                          sizeof why);
    if (status < 0)
        SKIP("%s", why);
    CHECK_MSG(status == 0, "present_check toobig exited %d: %.1500s", status, out);
    CHECK_MSG(count_lines_with(out, "warning") == 1, "want exactly one warning line: %.800s",
              out);
    CHECK_MSG(strstr(out, "larger than this OpenGL's largest texture") != NULL, "%.800s", out);
}

TEST(platform_gl_failure_falls_back_with_one_warning)
{
    char cmd[1024], out[4096];
    /* SDL's dummy video driver has no OpenGL: the GL window cannot be made */
    snprintf(cmd, sizeof cmd, "env SDL_VIDEODRIVER=dummy '%s' fallback 2>&1",
             Test_BinPath("present_check"));
    int status = Test_Run(cmd, out, sizeof out);
    if (status != 0 && strstr(out, "no display"))
        SKIP("SDL's dummy video driver is not available: %.200s", out);
    CHECK_MSG(status == 0, "present_check fallback exited %d: %.800s", status, out);
    CHECK_MSG(count_lines_with(out, "warning") == 1, "want exactly one warning line: %.800s",
              out);
    CHECK_MSG(strstr(out, "warning: --present gl:") != NULL, "%.800s", out);
}
