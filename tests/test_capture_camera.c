/* Headless captures during play are drawn from the game's own camera (the
 * original's chase/look/combat/fixed camera), as the window draws them: a
 * capture after N ticks of a trace equals a capture from an explicit
 * --camera set to where the game camera looks after those ticks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/camera/camera.h"
#include "game/trace.h"
#include "tests/test.h"
#include "tests/test_game.h"

TEST(capture_during_play_uses_game_camera)
{
    const char *trace = Test_SharedPath("../traces/LEVEL1_pistols.csv");
    if (!trace)
        SKIP("traces/LEVEL1_pistols.csv not available");
    TestGame *t;
    GAME_NEW_OR_SKIP(t, "tr1/LEVEL1.PHD");
    InputWord *words = NULL;
    uint32_t n = 0;
    char err[512];
    CHECK_MSG(Trace_ReadInputs(trace, &words, &n, err, sizeof err), "%s", err);
    enum { TICKS = 451 }; /* pistols out, the combat camera's framing */
    CHECK(n >= TICKS);
    for (int i = 0; i < TICKS; i++)
        TestGame_Step(t, words[i], 1);
    free(words);
    Vec3i pos;
    int16_t room, yaw, pitch, roll;
    Camera_GetView(&t->g, &pos, &room, &yaw, &pitch, &roll);
    TestGame_Delete(t);

    const char *lvl = Test_SharedPath("tr1/LEVEL1.PHD");
    char a[512], b[512], cmd[4096], out[2048];
    snprintf(a, sizeof a, "%s/capcam_play.png", Test_TmpDir());
    snprintf(b, sizeof b, "%s/capcam_explicit.png", Test_TmpDir());
    snprintf(cmd, sizeof cmd, "'%s' --headless --level '%s' --inputs '%s' --ticks %d --capture '%s' 2>&1",
             Test_BinPath("tomb8"), lvl, trace, TICKS, a);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s", out);
    snprintf(cmd, sizeof cmd,
             "'%s' --headless --level '%s' --inputs '%s' --ticks %d --capture '%s' "
             "--camera %d,%d,%d,%d,%d,%d 2>&1",
             Test_BinPath("tomb8"), lvl, trace, TICKS, b, pos.x, pos.y, pos.z, room,
             (int)(uint16_t)yaw, (int)pitch);
    CHECK_MSG(Test_Run(cmd, out, sizeof out) == 0, "%s", out);
    size_t na, nb;
    uint8_t *pa = Test_ReadFile(a, &na), *pb = Test_ReadFile(b, &nb);
    bool same = pa && pb && na == nb && memcmp(pa, pb, na) == 0;
    free(pa);
    free(pb);
    CHECK_MSG(same, "the capture during play is not the game camera's view");
}
