/* QA regressions: --camera field splitting. strtok merged empty fields, so
 * "1,,2,3,0,5,6" (seven fields, one empty) read as X=1 Y=2 Z=3 ROOM=0 and
 * a trailing comma was ignored: a typo silently moved the camera. */
#include "tests/test.h"

#include "game/options.h"

static bool parse_camera_arg(const char *cam, Options *o)
{
    char *argv[] = {"tomb8", "--headless", "--level", "L", "--capture", "o.png", "--camera",
                    (char *)cam, NULL};
    bool exit_now;
    return Options_Parse(o, 8, argv, &exit_now);
}

TEST(qa_options_camera_fields_not_merged)
{
    Options o;
    CHECK(parse_camera_arg("1,-2,3,4,65535,-65536", &o));
    CHECK_EQ(o.cam_x, 1);
    CHECK_EQ(o.cam_y, -2);
    CHECK_EQ(o.cam_z, 3);
    CHECK_EQ(o.cam_room, 4);
    CHECK_EQ(o.cam_yaw, 65535);
    CHECK_EQ(o.cam_pitch, 0);
    static const char *bad[] = {"1,,2,3,0,5,6", "1,2,3,0,5,6,", ",1,2,3,0,5", "1,2,3,0,5,",
                                "1,2,3,0,5", "1,2,3,0,5,6,7", "", ",,,,,"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK_MSG(!parse_camera_arg(bad[i], &o), "accepted '%s'", bad[i]);
}
