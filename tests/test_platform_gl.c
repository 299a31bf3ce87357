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

TEST(platform_gl_matches_sdl_renderer_xvfb)
{
    char cmd[1024], out[8192];
    if (Test_Run("command -v xvfb-run >/dev/null && command -v Xvfb >/dev/null && "
                 "command -v xauth >/dev/null", NULL, 0) != 0)
        SKIP("Xvfb not installed (tools/deps.sh xvfb xauth installs it)");
    /* an odd size (rows not 4-byte aligned, neither power of two), the
     * window exactly the frame's size so both presenters copy 1:1 */
    snprintf(cmd, sizeof cmd,
             "xvfb-run -a -s '-screen 0 1024x768x24 -nolisten tcp' env -u WAYLAND_DISPLAY "
             "-u SDL_VIDEODRIVER '%s' compare 321 201 2>&1",
             Test_BinPath("present_check"));
    int status = Test_Run(cmd, out, sizeof out);
    if (status != 0 && (strstr(out, "Xvfb failed") || strstr(out, "xvfb-run: error")))
        SKIP("Xvfb could not start: %.200s", out);
    if (status == 3)
        SKIP("no OpenGL under Xvfb (Mesa's libgl1-mesa-dri?): %.300s", out);
    CHECK_MSG(status == 0, "present_check compare exited %d: %.1500s", status, out);
    CHECK_MSG(strstr(out, "identical") != NULL, "%.500s", out);
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
