/* Command-line parsing: good options are read exactly, bad ones refused. */
#include "game/options.h"
#include "tests/test.h"

#include <stdio.h>
#include <string.h>

static bool parse(Options *o, int argc, const char **argv)
{
    bool exit_now;
    return Options_Parse(o, argc, (char **)argv, &exit_now);
}

TEST(options_capture_camera)
{
    Options o;
    const char *argv[] = {"tomb8", "--headless", "--level", "L.PHD", "--size", "640x480",
                          "--capture", "o.png", "--camera", "73984,2237,3327,0,14319,-100"};
    CHECK(parse(&o, 10, argv));
    CHECK(o.headless);
    CHECK(strcmp(o.level_path, "L.PHD") == 0);
    CHECK_EQ(o.width, 640);
    CHECK_EQ(o.height, 480);
    CHECK_EQ(o.view, VIEW_CAMERA);
    CHECK_EQ(o.cam_x, 73984);
    CHECK_EQ(o.cam_y, 2237);
    CHECK_EQ(o.cam_z, 3327);
    CHECK_EQ(o.cam_room, 0);
    CHECK_EQ(o.cam_yaw, 14319);
    CHECK_EQ(o.cam_pitch, -100);
    CHECK_EQ(o.fov_deg, 80);
    CHECK_EQ(o.ticks, -1);
}

TEST(options_views_and_runs)
{
    Options o;
    /* --view in a headless run needs something drawn: here the capture of
     * the simulation's last state */
    const char *a1[] = {"tomb8", "X.PHD", "--headless", "--view", "lara", "--ticks", "300",
                        "--demo", "--trace", "t.csv", "--capture", "c.png"};
    const char *a2[] = {"tomb8", "X.PHD", "--view", "3"};
    CHECK(parse(&o, 12, a1));
    CHECK_EQ(o.view, VIEW_LARA);
    CHECK_EQ(o.ticks, 300);
    CHECK(o.demo);
    CHECK(strcmp(o.trace_path, "t.csv") == 0);
    CHECK(parse(&o, 4, a2));
    CHECK_EQ(o.view, VIEW_FIXED);
    CHECK_EQ(o.view_index, 3);
}

TEST(options_reject_bad_values)
{
    Options o;
    const char *bad[][4] = {
        {"tomb8", "--size", "100x100", NULL},     /* below 320x240 */
        {"tomb8", "--size", "640x", NULL},
        {"tomb8", "--size", "5000x3000", NULL},   /* above 3840x2160 */
        {"tomb8", "--camera", "1,2,3", NULL},     /* too few fields */
        {"tomb8", "--camera", "1,2,3,x,0,0", NULL},
        {"tomb8", "--ticks", "-5", NULL},
        {"tomb8", "--ticks", "12abc", NULL},
        {"tomb8", "--view", "east", NULL},
        {"tomb8", "--frobnicate", NULL, NULL},
        {"tomb8", "--level", NULL, NULL},         /* missing value */
        {"tomb8", "--scale", "huge", NULL},
        {"tomb8", "--fps", "0", NULL},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int argc = 0;
        while (argc < 4 && bad[i][argc])
            argc++;
        CHECK_MSG(!parse(&o, argc, bad[i]), "accepted bad option set %zu (%s %s)", i,
                  bad[i][1], bad[i][2] ? bad[i][2] : "");
    }
}

TEST(options_reject_conflicts)
{
    Options o;
    const char *a1[] = {"tomb8", "L", "--demo", "--replay", "r.bin"};
    const char *a2[] = {"tomb8", "L", "--capture-every", "5"};
    const char *a3[] = {"tomb8", "L", "--capture", "x.png"}; /* needs --headless */
    const char *a4[] = {"tomb8", "L", "M"};
    CHECK(!parse(&o, 5, a1));
    CHECK(!parse(&o, 4, a2));
    CHECK(!parse(&o, 4, a3));
    CHECK(!parse(&o, 3, a4));
}

TEST(options_program_exit_codes)
{
    char out[512];
    char cmd[600];
    snprintf(cmd, sizeof cmd, "%s --bogus 2>&1", Test_BinPath("tomb8"));
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    CHECK(strstr(out, "error: unknown option --bogus") != NULL);
    snprintf(cmd, sizeof cmd, "%s --help", Test_BinPath("tomb8"));
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 0);
    CHECK(strstr(out, "usage: tomb8") != NULL);
    snprintf(cmd, sizeof cmd, "%s --headless 2>&1", Test_BinPath("tomb8"));
    CHECK_EQ(Test_Run(cmd, out, sizeof out), 2);
    CHECK(strstr(out, "error: no level given") != NULL);
}

/* --present gl|sdl: the window's presenter (default sdl); a window option,
 * refused headless, once only. */
TEST(options_present)
{
    Options o;
    const char *def[] = {"tomb8", "L"};
    const char *gl[] = {"tomb8", "L", "--present", "gl"};
    const char *sdl[] = {"tomb8", "L", "--present", "sdl"};
    const char *bad[] = {"tomb8", "L", "--present", "vulkan"};
    const char *headless[] = {"tomb8", "L", "--headless", "--ticks", "5", "--present", "gl"};
    const char *twice[] = {"tomb8", "L", "--present", "gl", "--present", "sdl"};
    CHECK(parse(&o, 2, def));
    CHECK(!o.present_gl);
    CHECK(parse(&o, 4, gl));
    CHECK(o.present_gl);
    CHECK(parse(&o, 4, sdl));
    CHECK(!o.present_gl);
    CHECK(!parse(&o, 4, bad));
    CHECK(!parse(&o, 7, headless));
    CHECK(!parse(&o, 6, twice));
}
